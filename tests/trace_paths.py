"""Which handler modules the four paths of docs/paths.md pass, and how they call each other.

A profiler watches one request or event go through `handler.main.handler`, the real entry, in this process (moto
for the bucket and queues, the synthetic model). Every call into a function of `handler/` is charged to its module;
a call whose nearest `handler/` caller sits in another module is a hop, an edge from the caller's module to the
callee's. Library frames in between (FastAPI, Mangum, Powertools) are looked through, so a hop is one module of
ours handing work to another, whoever carries it. `text/...` is the front end (docs/normalisation.md): it is
counted as one module here, so that a sentence in one more language does not change the figures.

    python -m tests.trace_paths            # a table: modules and hops per path, and the chain to the engine
    python -m tests.trace_paths --edges    # every hop, caller > callee
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from types import FrameType
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
HANDLER = str(ROOT / "handler") + os.sep
BUCKET = "supertonic-trace"
ENGINE = "engine/synthesis"
TEXT = "Dr. Smith paid $12.50 on 3 May 2026 at 10:30. The second sentence is here, and it ends."
LONG_TEXT = " ".join(f"Sentence {i} of a long job, read in segments by several invocations." for i in range(8))
FANOUT = {"SUPERTONIC_FANOUT_CHARS": "300", "SUPERTONIC_SEGMENT_CHARS": "150"}


def module_of(filename: str) -> str | None:
    """`api/responses` for handler/api/responses.py; `text` for anything in handler/text/; None outside."""
    if not filename.startswith(HANDLER):
        return None
    name = filename[len(HANDLER) :].removesuffix(".py").replace(os.sep, "/")
    if name.startswith("text/"):
        return "text"
    return name.removesuffix("/__init__") if name.endswith("/__init__") else name


@dataclass
class Trace:
    """What one path ran: the modules in order of first call, the hops, and each hop's first call stack."""

    modules: list[str] = field(default_factory=list)
    edges: dict[tuple[str, str], list[str]] = field(default_factory=dict)

    def chain_to(self, target: str) -> list[str]:
        """The module chain of the first call that reached `target`, entry first (consecutive repeats folded)."""
        for (_, callee), stack in self.edges.items():
            if callee == target:
                return stack
        return []

    def record(self, frame: FrameType) -> None:
        callee = module_of(frame.f_code.co_filename)
        if callee is None:
            return
        if callee not in self.modules:
            self.modules.append(callee)
        caller = frame.f_back
        caller_module = module_of(caller.f_code.co_filename) if caller is not None else None
        if caller_module is not None and caller_module != callee and (caller_module, callee) not in self.edges:
            self.edges[(caller_module, callee)] = stack_of(frame)


def stack_of(frame: FrameType | None) -> list[str]:
    names: list[str] = []
    while frame is not None:
        name = module_of(frame.f_code.co_filename)
        if name is not None and (not names or names[-1] != name):
            names.append(name)
        frame = frame.f_back
    return names[::-1]


@contextmanager
def tracing() -> Iterator[Trace]:
    trace = Trace()

    def profile(frame: FrameType, event: str, arg: Any) -> None:
        if event == "call":
            trace.record(frame)

    threading.setprofile(profile)  # the engine's and the upload's worker threads
    sys.setprofile(profile)
    try:
        yield trace
    finally:
        sys.setprofile(None)
        threading.setprofile(None)  # type: ignore[arg-type]


def paths(function: Any, sqs: Any, queue_url: str) -> dict[str, Callable[[str], Any]]:
    """Each path of docs/paths.md as one call of the entry with a real-format event."""
    from tests.events import LambdaContext, function_url_event, s3_event, sqs_event
    from tests.test_fanout import lambda_event, receive

    bucket = function.services.bucket

    def buffered(text: str) -> Any:
        body = {"model": "tts-1", "input": text, "voice": "alloy", "response_format": "wav"}
        answer = function.handler(function_url_event("POST", "/v1/audio/speech", body), LambdaContext())
        assert answer["statusCode"] == 200, answer
        return answer

    def streamed(text: str) -> Any:
        body = {
            "model": "gpt-4o-mini-tts",
            "input": text,
            "voice": "alloy",
            "response_format": "pcm",
            "stream_format": "sse",
        }
        answer = function.handler(function_url_event("POST", "/v1/audio/speech", body), LambdaContext())
        assert answer["statusCode"] == 200, answer
        return answer

    def job(text: str) -> Any:
        bucket.put("inbox/trace.json", json.dumps({"text": text, "format": "mp3"}).encode(), "application/json")
        # As the deployed templates deliver it: the bucket's notification through the job queue.
        answer = function.handler(sqs_event(s3_event(BUCKET, "inbox/trace.json")), LambdaContext())
        assert answer == {"batchItemFailures": []}, answer
        assert bucket.get_json("outbox/trace.json")["status"] == "succeeded"
        return answer

    def segments(text: str) -> Any:
        """The last segment of a split job: its synthesis, then the assembly of every piece."""
        bucket.put(
            "inbox/long.json", json.dumps({"text": f"{text} {LONG_TEXT}", "format": "mp3"}).encode(), "application/json"
        )
        split = function.handler(s3_event(BUCKET, "inbox/long.json"), LambdaContext())
        assert split["jobs"][0]["status"] == "split", split
        messages = receive(sqs, queue_url, count=10)
        for message in messages[:-1]:  # every segment but the last, untraced
            function.handler(lambda_event([message]), LambdaContext())
        return messages[-1]

    return {
        "buffered speech": buffered,
        "streamed speech": streamed,
        "bucket job": job,
        "segment and assembly": segments,
    }


def trace_all() -> dict[str, Trace]:
    """Each path traced once, after one untraced warm-up run of it (first-call set-up is not the path's), on
    another text: the traced run misses the cache, and writes it, as a first request does. The environment is
    restored after."""
    from unittest import mock

    with mock.patch.dict(os.environ, ENVIRONMENT), tempfile.TemporaryDirectory() as folder:
        return _trace_all(Path(folder))


ENVIRONMENT = {
    "AWS_ACCESS_KEY_ID": "testing",
    "AWS_SECRET_ACCESS_KEY": "testing",
    "AWS_DEFAULT_REGION": "us-east-1",
    "POWERTOOLS_LOG_LEVEL": "WARNING",
    "POWERTOOLS_METRICS_DISABLED": "true",
    "SUPERTONIC_BUCKET": BUCKET,
    "SUPERTONIC_INTRA_OP_THREADS": "1",
    "AWS_LAMBDA_FUNCTION_NAME": "supertonic-trace",
    **FANOUT,
}


def _trace_all(folder: Path) -> dict[str, Trace]:
    import boto3
    from moto import mock_aws

    from handler.kernel.config import Settings
    from handler.platform.function import build_function
    from tests.events import LambdaContext
    from tests.test_fanout import lambda_event
    from tools.synthetic_model import write_model

    traces: dict[str, Trace] = {}
    with mock_aws():
        boto3.client("s3").create_bucket(Bucket=BUCKET)
        sqs = boto3.client("sqs")
        queue_url = sqs.create_queue(QueueName="supertonic-segments")["QueueUrl"]
        os.environ["SUPERTONIC_MODEL_DIR"] = str(write_model(folder / "supertonic-3"))
        os.environ["SUPERTONIC_SEGMENT_QUEUE_URL"] = queue_url
        function = build_function(Settings.from_env())
        for name, run in paths(function, sqs, queue_url).items():
            last_segment = run("A warm-up.")
            if name == "segment and assembly":
                last_segment = run(TEXT)  # the split and every segment but the last, untraced
                with tracing() as traces[name]:
                    function.handler(lambda_event([last_segment]), LambdaContext())
            else:
                with tracing() as traces[name]:
                    run(TEXT)
    return traces


def two_way(trace: Trace) -> list[tuple[str, str]]:
    """The pairs of modules that call each other, both ways, on this path."""
    return sorted({(a, b) for a, b in trace.edges if a < b and (b, a) in trace.edges})


def table(traces: dict[str, Trace]) -> str:
    lines = ["| path | modules | hops | chain to the engine |", "| --- | ---: | ---: | --- |"]
    for name, trace in traces.items():
        lines.append(f"| {name} | {len(trace.modules)} | {len(trace.edges)} | {' > '.join(trace.chain_to(ENGINE))} |")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--edges", action="store_true", help="list every hop, caller > callee")
    args = parser.parse_args(argv)
    traces = trace_all()
    print(table(traces))
    if args.edges:
        for name, trace in traces.items():
            print(f"\n{name}: {', '.join(trace.modules)}")
            for caller, callee in trace.edges:
                print(f"  {caller} > {callee}")


if __name__ == "__main__":
    main()
