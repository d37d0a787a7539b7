"""Memory, each case in a fresh worker process: the largest synchronous request and the largest job through the
Lambda entrypoint (bucket in a separate moto process), and the growth over 500 warm requests on 35 text lengths
with glibc's live and free heap bytes (mallinfo2) to tell a leak from arena growth and kept pages. Peaks come from
an RSS sampler thread and the kernel's high-water mark (VmHWM), so init peak, idle and request peak stay apart.
"""

from __future__ import annotations

import contextlib
import ctypes
import gc
import json
import sys
import time

from bench.s3_server import BUCKET, s3_server
from bench.stats import MB, RssSampler, peak_rss_bytes, rss_bytes
from bench.texts import JOB_MAX, SYNC_MAX, VARIED_TEXTS
from bench.worker import run_once, serve

JOB_KEY = "inbox/bench/job-100k.json"
JOB_STEPS = 1  # per-chunk tensors do not depend on steps; 8 steps would take the job past the bench's budget
WARM_REQUESTS = 10


def _main():  # handler.main loads the engine at import: only inside the worker
    import handler.main as main

    return main


def _sync(command: dict) -> dict:
    from bench.overhead import speech_body
    from tests.events import LambdaContext, function_url_event

    main = _main()
    init_peak, idle = peak_rss_bytes(), rss_bytes()
    event = function_url_event("POST", "/v1/audio/speech", speech_body(command["text"], command["format"]))
    started = time.perf_counter()
    with RssSampler(0.02) as sampler:
        response = main.handler(event, LambdaContext())
    return {
        "status": response["statusCode"],
        "audio_seconds": float(response["headers"].get("x-audio-duration", 0)),
        **_memory(started, init_peak, idle, sampler),
    }


def _memory(started: float, init_peak: int, idle: int, sampler: RssSampler) -> dict:
    """The memory figures every case reports, in MB, measured right after the call."""
    return {
        "wall_seconds": time.perf_counter() - started,
        "init_peak_mb": init_peak / MB,
        "idle_mb": idle / MB,
        "request_peak_mb": sampler.peak / MB,
        "ru_maxrss_mb": peak_rss_bytes() / MB,
        "series": sampler.thinned(),
    }


def _job(command: dict) -> dict:
    from tests.events import LambdaContext, s3_event

    main = _main()
    init_peak, idle = peak_rss_bytes(), rss_bytes()
    started = time.perf_counter()
    with RssSampler(0.1) as sampler:
        answer = main.handler(s3_event(command["bucket"], command["key"]), LambdaContext())
    return {"answer": answer, **_memory(started, init_peak, idle, sampler)}


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


def _leak(command: dict) -> dict:
    from bench.overhead import speech_body
    from tests.events import LambdaContext, function_url_event

    main = _main()
    context = LambdaContext()
    events = []
    for text in VARIED_TEXTS:
        body = speech_body(text) | {"steps": command["steps"]}
        events.append(function_url_event("POST", "/v1/audio/speech", body))
    requests = command["requests"]
    # the first mark at which every text (so every shape) had been sent once
    all_shapes = next((n for n in range(len(events), requests + 1) if n % 10 == 0), requests)
    series, marks, blocks, heaps = [], {}, {}, {}
    started = time.perf_counter()
    for number in range(1, requests + 1):
        response = main.handler(events[(number - 1) % len(events)], context)
        if response["statusCode"] != 200:
            raise RuntimeError(f"request {number} answered {response['statusCode']}")
        if number in (WARM_REQUESTS, requests) or number % 10 == 0:
            gc.collect()
            marks[number] = rss_bytes() / MB
            blocks[number] = sys.getallocatedblocks()  # Python objects alive: growth here is ours, not ORT's
            heaps[number] = heap_mb()
            series.append((number, round(marks[number], 1)))
    growth = marks[requests] - marks[WARM_REQUESTS]
    return {
        "requests": requests,
        "steps": command["steps"],
        "texts": len(events),
        "chars": [min(map(len, VARIED_TEXTS)), max(map(len, VARIED_TEXTS))],
        "cpu_mem_arena": main.services.settings.cpu_mem_arena,
        "wall_seconds": time.perf_counter() - started,
        "rss_after_10_mb": marks[WARM_REQUESTS],
        "rss_after_mb": marks[requests],
        "growth_mb": growth,
        "growth_per_request_kb": growth * 1024 / (requests - WARM_REQUESTS),
        "all_shapes_seen_at": all_shapes,
        "growth_after_all_shapes_mb": marks[requests] - marks[all_shapes],
        "python_blocks_growth": blocks[requests] - blocks[WARM_REQUESTS],
        **_heap_growth(heaps, all_shapes, requests),
        "rss_after_trim_mb": _trimmed_rss_mb(),  # last: malloc_trim(0) hands glibc's free pages back
        "series": series,
    }


def _heap_growth(heaps: dict, all_shapes: int, requests: int) -> dict:
    if heaps[requests] is None:
        return {}
    (live_10, free_10), (live_shapes, _), (live, free) = heaps[WARM_REQUESTS], heaps[all_shapes], heaps[requests]
    return {
        "heap_live_growth_mb": live - live_10,
        "heap_live_growth_after_all_shapes_mb": live - live_shapes,
        "heap_free_growth_mb": free - free_10,
    }


def _trimmed_rss_mb() -> float:
    with contextlib.suppress(OSError, AttributeError):  # not glibc: nothing to hand back this way
        ctypes.CDLL("libc.so.6").malloc_trim(0)
    return rss_bytes() / MB


def handle(command: dict) -> dict:
    return {"sync": _sync, "job": _job, "leak": _leak}[command["op"]](command)


def _service_env(model_dir: str, threads: int, extra: dict) -> dict:
    return {
        "SUPERTONIC_MODEL_DIR": model_dir,
        "SUPERTONIC_INTRA_OP_THREADS": str(threads),
        "SUPERTONIC_API_KEY": None,
        "AWS_LAMBDA_FUNCTION_NAME": "supertonic-bench",
        **extra,
    }


def measure_peaks(model_dir: str, threads: int, sync_text: str = SYNC_MAX, job_text: str = JOB_MAX) -> dict:
    with s3_server() as server:
        env = _service_env(model_dir, threads, {**server.env, "SUPERTONIC_CACHE_ENABLED": "true"})
        sync = run_once("bench.memory", {"op": "sync", "text": sync_text, "format": "wav"}, env=env, log_name="memory")
        sync["chars"] = len(sync_text)
        client = server.client()
        job = {"text": job_text, "format": "wav", "lang": "en", "voice": "M1", "steps": JOB_STEPS, "seed": 1}
        client.put_object(Bucket=BUCKET, Key=JOB_KEY, Body=json.dumps(job).encode())
        command = {"op": "job", "bucket": BUCKET, "key": JOB_KEY}
        result = run_once("bench.memory", command, env=env, log_name="memory")
        name = JOB_KEY.removeprefix("inbox/").removesuffix(".json")
        manifest = json.loads(client.get_object(Bucket=BUCKET, Key=f"outbox/{name}.json")["Body"].read())
        audio = client.head_object(Bucket=BUCKET, Key=manifest["audio_key"])
    result |= {
        "chars": len(job_text),
        "steps": JOB_STEPS,
        "format": "wav",
        "status": manifest["status"],
        "audio_seconds": manifest.get("duration"),
        "chunks": manifest.get("chunks"),
        "output_mb": audio["ContentLength"] / MB,
        "timings": manifest.get("timings"),
    }
    return {"sync": sync, "job": result}


def measure_leak(model_dir: str, threads: int, requests: int, steps: int = 2) -> dict:
    """The growth check through the full path, with the service's own settings."""
    extra = {"SUPERTONIC_BUCKET": None, "SUPERTONIC_CACHE_ENABLED": "false"}
    command = {"op": "leak", "requests": requests, "steps": steps}
    return run_once("bench.memory", command, env=_service_env(model_dir, threads, extra), log_name="memory")


if __name__ == "__main__":
    serve(handle)
