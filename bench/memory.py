"""Memory, each case in a fresh worker process: peaks of the largest synchronous request and of the largest job
through the Lambda entrypoint (bucket in a separate moto process), and the growth over 500 warm requests on 35 text
lengths with glibc's live and free heap bytes (mallinfo2) to tell a leak from arena growth and kept pages."""

from __future__ import annotations

import ctypes
import gc
import json
from typing import Any

from bench.stats import MB, peak_rss_bytes, request_peak, rss_bytes, timed, trimmed_rss_mb
from bench.texts import VARIED_TEXTS
from bench.worker import BUCKET, run_once, s3_server, serve, service_env

JOB_KEY = "inbox/bench/job-100k.json"
JOB_STEPS = 1  # per-chunk tensors do not depend on steps; 8 steps would take the job past the bench's budget
WARM_REQUESTS = 10


def _peak(command: dict[str, Any]) -> dict[str, Any]:
    """One call through the entrypoint (a function URL request, or the S3 event of a job), sampled."""
    import handler.main as main  # loads the engine: only inside the worker
    from bench.overhead import speech_event
    from tests.events import LambdaContext, s3_event

    init_peak = peak_rss_bytes()
    if command["op"] == "job":
        event = s3_event(command["bucket"], command["key"])
    else:
        event = speech_event(command["text"], response_format=command["format"])
    (response, wall), peaks = request_peak("self", lambda: timed(lambda: main.handler(event, LambdaContext())))
    return peaks | {
        "init_peak_mb": init_peak / MB,
        "response": {key: response.get(key) for key in ("statusCode", "headers")},
        "wall_seconds": wall,
    }


MALLINFO2_FIELDS = ("arena", "ordblks", "smblks", "hblks", "hblkhd", "usmblks", "fsmblks", "uordblks", "fordblks")


class _MallInfo2(ctypes.Structure):
    _fields_ = [(name, ctypes.c_size_t) for name in (*MALLINFO2_FIELDS, "keepcost")]


def heap_mb() -> tuple[float, float] | None:
    """glibc's heap: (live MB, malloc'd and not freed, mmapped blocks included; free MB it keeps), or None off
    glibc 2.33+. Python's own small objects live in mmapped arenas outside it (see sys.getallocatedblocks)."""
    try:
        mallinfo2 = ctypes.CDLL("libc.so.6").mallinfo2
    except (OSError, AttributeError):
        return None
    mallinfo2.restype = _MallInfo2
    info = mallinfo2()
    return (info.uordblks + info.hblkhd) / MB, info.fordblks / MB


def _leak(command: dict[str, Any]) -> dict[str, Any]:
    import handler.main as main
    from bench.overhead import speech_event
    from tests.events import LambdaContext

    context = LambdaContext()
    events = [speech_event(text, steps=command["steps"]) for text in VARIED_TEXTS]
    requests = command["requests"]
    # the first mark at which every text (so every shape) had been sent once
    all_shapes = next((n for n in range(len(events), requests + 1) if n % 10 == 0), requests)
    marks: dict[int, float] = {}
    heaps: dict[int, tuple[float, float] | None] = {}
    for number in range(1, requests + 1):
        response = main.handler(events[(number - 1) % len(events)], context)
        if response["statusCode"] != 200:
            raise RuntimeError(f"request {number} answered {response['statusCode']}")
        if number in (WARM_REQUESTS, all_shapes, requests):
            gc.collect()
            marks[number], heaps[number] = rss_bytes() / MB, heap_mb()
    growth = marks[requests] - marks[WARM_REQUESTS]
    leak = {"requests": requests, "steps": command["steps"], "texts": len(events), "all_shapes_seen_at": all_shapes}
    leak |= {"rss_after_10_mb": marks[WARM_REQUESTS], "rss_after_mb": marks[requests], "growth_mb": growth}
    leak["growth_per_request_kb"] = growth * 1024 / (requests - WARM_REQUESTS)
    leak["growth_after_all_shapes_mb"] = marks[requests] - marks[all_shapes]
    leak["rss_after_trim_mb"] = trimmed_rss_mb()  # last: malloc_trim(0) hands glibc's free pages back
    warm, shapes, last = heaps[WARM_REQUESTS], heaps[all_shapes], heaps[requests]
    if warm is not None and shapes is not None and last is not None:
        (live_10, free_10), (live_shapes, _), (live, free) = warm, shapes, last
        leak["heap_live_growth_mb"] = live - live_10
        leak["heap_live_growth_after_all_shapes_mb"] = live - live_shapes
        leak["heap_free_growth_mb"] = free - free_10
    return leak


def handle(command: dict[str, Any]) -> dict[str, Any]:
    return _leak(command) if command["op"] == "leak" else _peak(command)


def measure_peaks(model_dir: str, threads: int, sync_text: str, job_text: str) -> dict[str, Any]:
    with s3_server() as server:
        env = service_env(model_dir, threads, **server.env, SUPERTONIC_CACHE_ENABLED="true")
        sync = run_once("bench.memory", {"op": "sync", "text": sync_text, "format": "wav"}, env=env)
        audio = float(sync["response"]["headers"].get("x-audio-duration", 0))
        sync |= {"chars": len(sync_text), "audio_seconds": audio}
        client = server.client()
        job = {"text": job_text, "format": "wav", "lang": "en", "voice": "M1", "steps": JOB_STEPS, "seed": 1}
        client.put_object(Bucket=BUCKET, Key=JOB_KEY, Body=json.dumps(job).encode())
        result = run_once("bench.memory", {"op": "job", "bucket": BUCKET, "key": JOB_KEY}, env=env)
        name = JOB_KEY.removeprefix("inbox/").removesuffix(".json")
        manifest = json.loads(client.get_object(Bucket=BUCKET, Key=f"outbox/{name}.json")["Body"].read())
    result |= {"chars": len(job_text), "steps": JOB_STEPS, "status": manifest["status"]}
    return {"sync": sync, "job": result | {"audio_seconds": manifest.get("duration")}}


def measure_leak(model_dir: str, threads: int, requests: int, steps: int = 2) -> dict[str, Any]:
    """The growth check through the full path, with the service's own settings."""
    env = service_env(model_dir, threads, SUPERTONIC_BUCKET=None, SUPERTONIC_CACHE_ENABLED="false")
    return run_once("bench.memory", {"op": "leak", "requests": requests, "steps": steps}, env=env)


if __name__ == "__main__":
    serve(handle)
