"""`make run`: the same app and event path as on Lambda, on this machine, with storage emulated by a moto server.

1. The model: --model-dir, else $MODEL_DIR, else $SUPERTONIC_MODEL_DIR, else models/supertonic-3 (the order `make`
   follows too); if that folder has no model, `make model`'s download into it, else (offline) the synthetic test
   model, with a loud warning (its output is a test signal, not speech).
2. A moto S3 + SQS server on loopback, with the kit's bucket, lifecycle rules, a notification from inbox/ to
   the job queue, and the segment queue of long jobs, as infra/template.yaml deploys them.
3. A poller that turns job queue messages into Lambda SQS events for `handler.main.handler`: uploads become audio.
4. --workers N processes (tools/local_worker.py) doing the same for the segment queue, so a long job is
   synthesised in segments side by side as on Lambda (docs/jobs.md, "Long jobs"). 0 = no segment queue: long jobs
   run whole.
5. uvicorn serving `handler.main:app`, on a socket bound first of all: a busy port stops the start with a message,
   before anything else runs or the banner says the server is ready.
6. local/run.json: where the server and its emulated bucket are, for `make job FILE=...` (tools/local_job.py).

The emulated bucket lives in memory: stopping the server empties it (the banner says so).

Left running, it holds: a poller whose queue calls fail backs off (0.5 s doubling to 30 s) and, when the queue
is gone (the emulator restarted), provisions the storage again; a worker that dies is reaped and restarted; the
emulated bucket's cache/ entries are pruned, oldest first, to LOCAL_CACHE_MB (default 256 MB; moto keeps every
object in this process's memory and enforces no lifecycle rule). SIGTERM stops the server and its workers.

    make run                      # or: python tools/run_local.py --port 8080
    make run PORT=9000 S3_PORT=5001   # HTTP on 9000, the emulated S3/SQS endpoint on 5001 (default: 5000, the
                                      # docs' port, else a free one, saying so)
    make run WORKERS=4            # four segment workers (default 2)
"""

from __future__ import annotations

import argparse
import errno
import json
import os
import signal
import socket
import subprocess
import sys
import threading
import time
import uuid
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from handler.kernel.runtime import InvocationContext

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

BUCKET = "supertonic-local"
QUEUE = "supertonic-jobs"
SEGMENT_QUEUE = "supertonic-segments"
INVOCATION_SECONDS = 900  # the context's countdown: Lambda's longest timeout
# Longer than an invocation may run, so a message is not delivered twice while a worker still holds it.
VISIBILITY_SECONDS = INVOCATION_SECONDS + 60
BANNER = "=" * 78
STATE_FILE = ROOT / "local" / "run.json"  # the running server's URL and emulated endpoint, for tools/local_job.py
DOCS_S3_PORT = 5000  # the emulated endpoint's port in every docs example (127.0.0.1:5000)


def bind_http(host: str, port: int) -> socket.socket:
    """The HTTP socket, bound and listening, or SystemExit saying the port is taken and what to do."""
    sock = socket.socket(socket.AF_INET6 if ":" in host else socket.AF_INET, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)  # as uvicorn: a restart reuses a TIME_WAIT port
    try:
        sock.bind((host, port))
    except OSError as error:
        sock.close()
        if error.errno != errno.EADDRINUSE:
            raise SystemExit(f"Cannot listen on {host}:{port}: {error.strerror}.") from None
        raise SystemExit(
            f"Port {port} on {host} is already in use (another `make run`?). Stop that server, or choose another "
            f"port: make run PORT={port + 1}"
        ) from None
    sock.listen(2048)
    return sock


def port_is_free(host: str, port: int) -> bool:
    with socket.socket(socket.AF_INET6 if ":" in host else socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            probe.bind((host, port))
        except OSError:
            return False
    return True


def s3_port_to_use(requested: int | None, host: str, docs_port: int = DOCS_S3_PORT) -> tuple[int, str | None]:
    """The emulated endpoint's port (0: any free) and, when it is not the one the docs use, a message saying so.
    Unasked, the docs' port, else a free one; a port asked for by name (S3_PORT) is used or the start stops."""
    if requested is not None:
        if requested and not port_is_free(host, requested):
            raise SystemExit(
                f"Port {requested} on {host} is already in use, so the emulated S3/SQS endpoint cannot take it. "
                f"Stop what holds it, or choose another port: make run S3_PORT={requested + 1}"
            )
        return requested, None
    if port_is_free(host, docs_port):
        return docs_port, None
    return 0, (
        f"Port {docs_port} on {host} is in use, so the emulated S3/SQS endpoint is on a free port instead (the "
        f"banner below names it). The docs' examples say 127.0.0.1:{docs_port}: put the banner's endpoint there, "
        f"or free port {docs_port}, or pin another one: make run S3_PORT={docs_port + 1}"
    )


def banner(url: str, model: Path, endpoint: str, workers: int) -> str:
    credentials = "AWS_ACCESS_KEY_ID=local AWS_SECRET_ACCESS_KEY=local"  # the CLI wants some; any will do here
    request = {"model": "tts-1", "voice": "alloy", "input": "Hello from Supertonic.", "response_format": "wav"}
    speech = json.dumps({**request, "stream": False})
    return f"""
{BANNER}
Supertonic Serverless on {url}  (model: {model})
  curl -s {url}/v1/health
  # "stream": false: one whole WAV, whose header gives its length (a streamed one's cannot)
  curl -sS --fail-with-body {url}/v1/audio/speech -H 'Content-Type: application/json' -o hello.wav \\
       -d '{speech}'
Emulated bucket s3://{BUCKET} at {endpoint}, in memory: EMPTIED WHEN THIS SERVER STOPS.
  make job FILE=job.json        # upload to inbox/, wait, download the result from outbox/
  {credentials} aws --endpoint-url {endpoint} s3 ls s3://{BUCKET}/outbox/
Long jobs (over SUPERTONIC_FANOUT_CHARS characters): {workers} segment worker process(es)
{BANNER}
"""


def write_state(path: Path, url: str, endpoint: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"url": url, "endpoint": endpoint, "bucket": BUCKET, "pid": os.getpid()}) + "\n")


def choose_model(model_dir: Path) -> Path:
    from handler.engine.download import download_model
    from handler.kernel.errors import ModelError

    if (model_dir / "onnx" / "vocoder.onnx").is_file():
        return model_dir
    try:
        print(f"No model in {model_dir}: downloading Supertonic 3 ...", file=sys.stderr)
        return download_model(model_dir)
    except ModelError as error:
        from tools.synthetic_model import write_model

        synthetic = ROOT / "models" / "synthetic"
        if not (synthetic / "onnx" / "vocoder.onnx").is_file():
            write_model(synthetic)
        print(
            f"\n{BANNER}\nWARNING: {error.message}\nWARNING: falling back to the SYNTHETIC test model in "
            f"{synthetic}.\nWARNING: its output is a test signal, NOT speech. /v1/health says so too.\n{BANNER}\n",
            file=sys.stderr,
        )
        return synthetic


@dataclass
class LocalStorage:
    endpoint: str
    sqs: Any
    queue_url: str
    server: Any  # moto's ThreadedMotoServer; .stop() ends it
    segment_queue_url: str = ""


def provision(endpoint: str, bucket: str = BUCKET, **client_options: Any) -> tuple[str, str]:
    """The bucket, the job queue its inbox/ notifies and the segment queue, on an S3 + SQS endpoint (a moto
    server): (job queue URL, segment queue URL). `client_options` go to boto3.client (credentials)."""
    import boto3

    s3 = boto3.client("s3", endpoint_url=endpoint, region_name="us-east-1", **client_options)
    sqs = boto3.client("sqs", endpoint_url=endpoint, region_name="us-east-1", **client_options)
    if bucket not in {b["Name"] for b in s3.list_buckets()["Buckets"]}:  # bench/worker.py makes its own
        s3.create_bucket(Bucket=bucket)
    attributes = {"VisibilityTimeout": str(VISIBILITY_SECONDS)}
    queue_url = sqs.create_queue(QueueName=QUEUE, Attributes=attributes)["QueueUrl"]
    segment_queue_url = sqs.create_queue(QueueName=SEGMENT_QUEUE, Attributes=attributes)["QueueUrl"]
    queue_arn = sqs.get_queue_attributes(QueueUrl=queue_url, AttributeNames=["QueueArn"])["Attributes"]["QueueArn"]
    s3.put_bucket_notification_configuration(
        Bucket=bucket,
        NotificationConfiguration={
            "QueueConfigurations": [
                {
                    "Id": "inbox-jobs",
                    "QueueArn": queue_arn,
                    "Events": ["s3:ObjectCreated:*"],
                    "Filter": {"Key": {"FilterRules": [{"Name": "prefix", "Value": "inbox/"}]}},
                }
            ]
        },
    )
    return queue_url, segment_queue_url


def start_storage(s3_port: int) -> LocalStorage:
    import logging

    import boto3
    from moto.server import ThreadedMotoServer

    logging.getLogger("werkzeug").setLevel(logging.ERROR)  # one line per emulated S3 call drowns the banner

    server = ThreadedMotoServer(ip_address="127.0.0.1", port=s3_port, verbose=False)
    server.start()
    host, port = server.get_host_and_port()
    endpoint = f"http://{host}:{port}"
    queue_url, segment_queue_url = provision(endpoint)
    sqs = boto3.client("sqs", endpoint_url=endpoint, region_name="us-east-1")
    return LocalStorage(endpoint, sqs, queue_url, server, segment_queue_url)


class PollerContext:
    """The bits of Lambda's context the handler reads; the time left counts down from the invocation's start."""

    def __init__(self, seconds: float = INVOCATION_SECONDS) -> None:
        self.aws_request_id = str(uuid.uuid4())
        self.deadline = time.monotonic() + seconds

    def get_remaining_time_in_millis(self) -> int:
        return max(0, int((self.deadline - time.monotonic()) * 1000))


Handler = Callable[[dict[str, Any], "InvocationContext"], dict[str, Any]]


def queue_arn_of(sqs: Any, queue_url: str) -> str:
    arn: str = sqs.get_queue_attributes(QueueUrl=queue_url, AttributeNames=["QueueArn"])["Attributes"]["QueueArn"]
    return arn


def poll_once(
    sqs: Any,
    queue_url: str,
    handler: Handler,
    wait_seconds: int = 1,
    *,
    queue_arn: str | None = None,
    batch_size: int = 1,
    seconds: float = INVOCATION_SECONDS,
) -> int:
    """Lambda's SQS event source, in miniature: receive up to `batch_size` messages (the template's BatchSize is
    1), invoke with a real-format event and a context whose time runs out after `seconds`, delete what succeeded
    (the rest comes back after the visibility timeout, with its receive count up by one)."""
    answer = sqs.receive_message(
        QueueUrl=queue_url, MaxNumberOfMessages=batch_size, WaitTimeSeconds=wait_seconds, AttributeNames=["All"]
    )
    messages = answer.get("Messages", [])
    if not messages:
        return 0
    arn = queue_arn or queue_arn_of(sqs, queue_url)
    region = arn.split(":")[3]
    records = [
        {
            "messageId": m["MessageId"],
            "receiptHandle": m["ReceiptHandle"],
            "body": m["Body"],
            "attributes": m.get("Attributes", {}),  # ApproximateReceiveCount tells a retry from a first delivery
            "messageAttributes": {},
            "md5OfBody": m["MD5OfBody"],
            "eventSource": "aws:sqs",
            "eventSourceARN": arn,
            "awsRegion": region,
        }
        for m in messages
    ]
    result = handler({"Records": records}, PollerContext(seconds)) or {}
    failed = {item["itemIdentifier"] for item in result.get("batchItemFailures", [])}
    for message in messages:
        if message["MessageId"] not in failed:
            sqs.delete_message(QueueUrl=queue_url, ReceiptHandle=message["ReceiptHandle"])
    return len(messages)


class Backoff:
    """Seconds to wait after each consecutive failure: `first`, doubling up to `most`; a success resets it."""

    def __init__(self, first: float = 0.5, most: float = 30.0) -> None:
        self.first, self.most, self.failures = first, most, 0

    def failed(self) -> float:
        self.failures += 1
        return min(self.most, self.first * 2.0 ** (self.failures - 1))

    def succeeded(self) -> None:
        self.failures = 0


def queue_is_gone(error: Exception) -> bool:
    code = getattr(error, "response", {}).get("Error", {}).get("Code", "")
    return "NonExistentQueue" in code or "QueueDoesNotExist" in code


def poll_forever(
    sqs: Any,
    queue_url: str,
    handler: Handler,
    label: str = "job",
    *,
    recover: Callable[[], str] | None = None,
    stop: threading.Event | None = None,
    backoff: Backoff | None = None,
) -> None:
    """poll_once until `stop` is set. After a failure it waits (Backoff); when the queue no longer exists (the
    emulator restarted and lost its state), `recover` provisions it again and gives its URL."""
    stop = stop or threading.Event()
    backoff = backoff or Backoff()
    arn = None
    while not stop.is_set():
        try:
            arn = arn or queue_arn_of(sqs, queue_url)
            poll_once(sqs, queue_url, handler, queue_arn=arn)
            backoff.succeeded()
        except Exception as error:  # keep polling; the message comes back after its visibility timeout
            wait = backoff.failed()
            print(f"{label} poll failed ({type(error).__name__}); retrying in {wait:g} s", file=sys.stderr)
            if stop.wait(wait):
                return
            if recover is not None and queue_is_gone(error):
                try:
                    queue_url, arn = recover(), None
                except Exception as again:
                    print(f"{label} queue not provisioned yet ({type(again).__name__})", file=sys.stderr)


def prune_cache(s3: Any, bucket: str, max_bytes: int) -> int:
    """Delete the oldest cache/ entries (audio and sidecar alike) until they hold at most `max_bytes`; how
    many were deleted. The emulated bucket keeps objects in memory and no lifecycle rule expires them."""
    from handler.storage.keys import CACHE

    entries = []
    for page in s3.get_paginator("list_objects_v2").paginate(Bucket=bucket, Prefix=CACHE):
        entries += page.get("Contents", [])
    total = sum(item["Size"] for item in entries)
    doomed = []
    for item in sorted(entries, key=lambda item: item["LastModified"]):
        if total <= max_bytes:
            break
        doomed.append(item["Key"])
        total -= item["Size"]
    for start in range(0, len(doomed), 1000):
        batch = [{"Key": key} for key in doomed[start : start + 1000]]
        s3.delete_objects(Bucket=bucket, Delete={"Objects": batch, "Quiet": True})
    return len(doomed)


def start_worker(number: int, queue_url: str, env: Mapping[str, str] | None = None) -> subprocess.Popen[bytes]:
    script = str(ROOT / "tools" / "local_worker.py")
    return subprocess.Popen(
        [sys.executable, script, "--queue-url", queue_url, "--worker", str(number)],
        env=dict(os.environ if env is None else env),
    )


def start_workers(count: int, queue_url: str, env: Mapping[str, str] | None = None) -> list[subprocess.Popen[bytes]]:
    """`count` processes of tools/local_worker.py on the segment queue (processes, so they run in parallel)."""
    return [start_worker(number, queue_url, env) for number in range(1, count + 1)]


def restart_dead_workers(
    workers: list[subprocess.Popen[bytes]], queue_url: str, env: Mapping[str, str] | None = None
) -> int:
    """Reap every worker that exited (poll() collects its status) and start another in its place; how many."""
    restarted = 0
    for index, worker in enumerate(workers):
        if worker.poll() is not None:
            print(f"segment worker {index + 1} exited ({worker.returncode}); restarting it", file=sys.stderr)
            workers[index] = start_worker(index + 1, queue_url, env)
            restarted += 1
    return restarted


def housekeeping(
    storage: LocalStorage, workers: list[subprocess.Popen[bytes]], stop: threading.Event, cache_bytes: int
) -> None:
    """Every few seconds: restart dead workers; every minute: prune the emulated cache."""
    import boto3

    s3 = boto3.client("s3", endpoint_url=storage.endpoint, region_name="us-east-1")
    rounds = 0
    while not stop.wait(2.0):
        restart_dead_workers(workers, storage.segment_queue_url)
        rounds += 1
        if rounds % 30 == 0:
            try:
                prune_cache(s3, BUCKET, cache_bytes)
            except Exception as error:  # the emulator is restarting: next minute
                print(f"cache pruning failed ({type(error).__name__})", file=sys.stderr)


def stop_workers(workers: list[subprocess.Popen[bytes]]) -> None:
    for worker in workers:
        worker.terminate()
    for worker in workers:
        try:
            worker.wait(timeout=10)
        except subprocess.TimeoutExpired:
            worker.kill()
            worker.wait()


def default_model_dir(environ: Mapping[str, str]) -> Path:
    """MODEL_DIR, else SUPERTONIC_MODEL_DIR (what `make model` tells an offline user to set), else the download."""
    from handler.kernel.config import Settings

    return Path(environ.get("MODEL_DIR") or Settings.from_env(environ).model_dir or ROOT / "models" / "supertonic-3")


def parse_args(argv: list[str] | None = None, environ: Mapping[str, str] = os.environ) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description="Serve Supertonic Serverless locally.")
    parser.add_argument("--host", default=environ.get("HOST", "127.0.0.1"))
    parser.add_argument("--port", type=int, default=int(environ.get("PORT", "8080")), help="HTTP port")
    parser.add_argument(
        "--s3-port",
        type=int,
        default=int(environ["S3_PORT"]) if environ.get("S3_PORT") else None,
        help=f"emulated S3/SQS port (default: {DOCS_S3_PORT}, the docs' port, else any free one; 0: any free)",
    )
    parser.add_argument("--model-dir", type=Path, default=default_model_dir(environ))
    parser.add_argument(
        "--workers",
        type=int,
        default=int(environ.get("WORKERS", "2")),
        help="segment worker processes for long jobs (0: no segment queue, long jobs run whole)",
    )
    parser.add_argument("--state", type=Path, default=STATE_FILE, help="where `make job` finds this server")
    args = parser.parse_args(argv)
    if args.workers < 0:
        parser.error("--workers must be 0 or more")
    return args


def main() -> None:
    args = parse_args()
    http = bind_http(args.host, args.port)  # first: a busy port stops here, not after the banner
    s3_port, moved = s3_port_to_use(args.s3_port, "127.0.0.1")

    for name, value in {
        "AWS_ACCESS_KEY_ID": "local",
        "AWS_SECRET_ACCESS_KEY": "local",
        "AWS_DEFAULT_REGION": "us-east-1",
    }.items():
        os.environ.setdefault(name, value)
    model = choose_model(args.model_dir)
    storage = start_storage(s3_port)
    endpoint = storage.endpoint
    os.environ.update(
        {
            "SUPERTONIC_MODEL_DIR": str(model),
            "SUPERTONIC_BUCKET": BUCKET,
            "SUPERTONIC_S3_ENDPOINT_URL": endpoint,  # the SQS client uses it too (one moto server for both)
            "SUPERTONIC_S3_PATH_STYLE": "true",
            "SUPERTONIC_S3_REGION": "us-east-1",
        }
    )
    if args.workers:  # before handler.main is imported: its settings are read once, at import
        os.environ["SUPERTONIC_SEGMENT_QUEUE_URL"] = storage.segment_queue_url
    else:
        os.environ.pop("SUPERTONIC_SEGMENT_QUEUE_URL", None)
    import uvicorn

    import handler.main
    from handler.storage.lifecycle import apply_lifecycle

    bucket = handler.main.services.bucket
    if bucket is None:
        raise SystemExit("The service started without a bucket: set SUPERTONIC_BUCKET.")
    apply_lifecycle(bucket, handler.main.services.settings)

    def recover() -> str:  # the emulator lost its state: the bucket, queues and notification again
        queue_url, _ = provision(storage.endpoint)
        apply_lifecycle(bucket, handler.main.services.settings)
        return queue_url

    stop = threading.Event()
    threading.Thread(
        target=poll_forever,
        args=(storage.sqs, storage.queue_url, handler.main.handler),
        kwargs={"recover": recover, "stop": stop},
        daemon=True,
    ).start()
    workers = start_workers(args.workers, storage.segment_queue_url)
    cache_bytes = int(float(os.environ.get("LOCAL_CACHE_MB", "256")) * 1024 * 1024)
    threading.Thread(target=housekeeping, args=(storage, workers, stop, cache_bytes), daemon=True).start()

    def terminate(*_: object) -> None:
        # Before uvicorn runs, or when uvicorn re-raises the SIGTERM it caught once it has shut down: stop the
        # workers, then exit (the default action would kill this process and leave them running).
        stop.set()
        stop_workers(workers)
        sys.exit(0)

    signal.signal(signal.SIGTERM, terminate)
    url = f"http://{args.host}:{args.port}"
    write_state(args.state, url, endpoint)
    print(banner(url, model, endpoint, args.workers), file=sys.stderr)
    if moved:
        print(f"NOTE: {moved}\n", file=sys.stderr)
    try:
        # ws="wsproto" (the dev extra pins it): a missing WebSocket library fails here, not as a refused upgrade later
        server = uvicorn.Server(uvicorn.Config(handler.main.app, log_level="warning", ws="wsproto"))
        server.run(sockets=[http])
    finally:
        stop.set()
        stop_workers(workers)
        args.state.unlink(missing_ok=True)


if __name__ == "__main__":
    main()
