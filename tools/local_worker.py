"""One local stand-in for Lambda's SQS event source: a process that imports `handler.main` (as an init would) and
feeds it the messages of one or more queues, one invocation per message, as on Lambda (docs/jobs.md, "Long jobs").

`make run` starts --workers N of them on the segment queue; bench/fanout.py starts them on both queues. Each
event is real-format (ApproximateReceiveCount from SQS, the queue's ARN) and its context's time left counts down
from 900 s; a message is deleted only when the answer does not list it in batchItemFailures.

    python tools/local_worker.py --queue-url http://127.0.0.1:5000/123456789012/supertonic-segments --worker 1
    python tools/local_worker.py --queue-url URL1 --queue-url URL2 --stats build/worker-1.jsonl

The environment configures the app as for `make run` (SUPERTONIC_BUCKET, SUPERTONIC_S3_ENDPOINT_URL, ...); the
queues are reached through SUPERTONIC_SQS_ENDPOINT_URL, else SUPERTONIC_S3_ENDPOINT_URL, as the app reaches them.
Log lines go to stderr and carry the worker's number. --stats appends one JSON line per invocation (queue,
segment range, wall and CPU seconds): timings only, never text.
"""

from __future__ import annotations

import argparse
import json
import logging
import os
import resource
import signal
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from handler.kernel.config import Settings  # noqa: E402
from handler.kernel.runtime import InvocationContext  # noqa: E402
from tools.run_local import INVOCATION_SECONDS, Backoff, Handler, poll_once, queue_arn_of  # noqa: E402


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description="Feed SQS queues to handler.main.handler, one message at a time.")
    parser.add_argument("--queue-url", action="append", required=True, help="a queue to poll (repeat for more)")
    parser.add_argument("--worker", type=int, default=1, help="this worker's number, in its log lines")
    parser.add_argument("--seconds", type=float, default=INVOCATION_SECONDS, help="each invocation's time limit")
    parser.add_argument("--stats", type=Path, help="append one JSON line of timings per invocation")
    return parser.parse_args(argv)


def cpu_seconds() -> float:
    usage = resource.getrusage(resource.RUSAGE_SELF)  # every thread of this process: ONNX Runtime's too
    return usage.ru_utime + usage.ru_stime


def segment_range(sqs_message_body: str) -> tuple[int, int] | None:
    from handler.jobs.segments import parse_segment_message

    message = parse_segment_message(sqs_message_body)
    return (message.start, message.end) if message else None


class Recorder:
    """Wraps the handler to time each invocation, for --stats (the bench's per-segment figures)."""

    def __init__(self, handler: Handler, worker: int, queue: str, path: Path | None) -> None:
        self.handler, self.worker, self.queue, self.path = handler, worker, queue, path

    def __call__(self, event: dict[str, Any], context: InvocationContext) -> dict[str, Any]:
        started, wall, cpu = time.time(), time.perf_counter(), cpu_seconds()
        result = self.handler(event, context)
        if self.path is not None:
            ranges = [segment_range(record["body"]) for record in event["Records"]]
            line = {
                "worker": self.worker,
                "queue": self.queue,
                "segments": [list(r) for r in ranges if r],
                "receive_counts": [int(r["attributes"].get("ApproximateReceiveCount", 1)) for r in event["Records"]],
                "failed": len((result or {}).get("batchItemFailures", [])),
                "started": started,
                "wall": time.perf_counter() - wall,
                "cpu": cpu_seconds() - cpu,
            }
            with self.path.open("a") as out:
                out.write(json.dumps(line) + "\n")
        return result


def sqs_client() -> Any:
    import boto3

    settings = Settings.from_env()  # the queues are reached as the app reaches them
    endpoint = settings.sqs_endpoint_url or settings.s3_endpoint_url
    region = settings.s3_region or os.environ.get("AWS_DEFAULT_REGION") or "us-east-1"
    return boto3.client("sqs", endpoint_url=endpoint or None, region_name=region)


def main(argv: list[str] | None = None) -> None:
    args = parse_args(argv)
    name = f"worker {args.worker}"
    # `make run` stopping (its terminate, or Ctrl-C reaching the whole process group) ends the worker quietly;
    # a message it held comes back after its visibility timeout.
    for stop in (signal.SIGTERM, signal.SIGINT):
        signal.signal(stop, lambda *_: sys.exit(0))

    from handler.kernel import logs

    stream = logs.logger.registered_handler
    if isinstance(stream, logging.StreamHandler):
        stream.setStream(sys.stderr)  # stdout stays free; the lines say which worker
    logs.logger.append_keys(worker=args.worker)
    import handler.main  # the init: settings, model, clients

    sqs = sqs_client()
    parent, backoff = os.getppid(), Backoff()
    queues = [(url, queue_arn_of(sqs, url)) for url in args.queue_url]
    handlers = {
        url: Recorder(handler.main.handler, args.worker, arn.rsplit(":", 1)[-1], args.stats) for url, arn in queues
    }
    print(f"[{name}] polling {', '.join(arn.rsplit(':', 1)[-1] for _, arn in queues)}", file=sys.stderr, flush=True)
    while os.getppid() == parent:  # the process that started it is gone (killed): stop with it
        busy, wait = False, 0.0
        for url, arn in queues:
            try:
                busy |= poll_once(sqs, url, handlers[url], wait_seconds=0, queue_arn=arn, seconds=args.seconds) > 0
                backoff.succeeded()
            except Exception as error:  # keep polling; the message comes back after its visibility timeout
                wait = backoff.failed()
                failure = f"[{name}] poll failed: {type(error).__name__}; retrying in {wait:g} s"
                print(failure, file=sys.stderr, flush=True)
        if wait:
            time.sleep(wait)
        elif not busy:
            time.sleep(0.2)  # short polls over several queues: an idle worker asks five times a second


if __name__ == "__main__":
    main()
