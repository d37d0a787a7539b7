"""Worker for the official `supertonic` package, run with the Python of its own virtualenv (.venv-official).

It loads the same model folder with no download (`TTS(model_dir=..., auto_download=False)`) and times
`TTS.synthesize`, which does its own preprocessing and chunking, as ours includes our front end.

    .venv-official/bin/python -m bench.official_worker '{"model_dir": "build/bench-model", "threads": 2}'
    stdin:  {"text": "...", "steps": 8}
    stdout: {"wall": 4.3, "audio_seconds": 56.2, "samples_seconds": 56.9, "chunks": 4}

`{"op": "serve", "text": "...", "voice": "M1", "steps": 8}` as the first command times the cold start instead
(bench/coldstart.py): imports, TTS init, the first synthesis, and RSS after it.
"""

from __future__ import annotations

import functools
import time

from bench.stats import MB, peak_rss_bytes, rss_bytes
from bench.worker import args, serve

MODULE_STARTED = time.time()  # the worker's first moment after the interpreter has started


@functools.cache
def tts():
    from supertonic import TTS

    start = args()
    threads = start.get("threads")
    return TTS(
        model="supertonic-3",
        model_dir=start["model_dir"],
        auto_download=False,
        intra_op_num_threads=threads,
        inter_op_num_threads=1 if threads else None,
    )


def first_request(command: dict) -> dict:
    """From the package's import to its first synthesis done, in a fresh process (the cold-start comparison)."""
    started = time.perf_counter()
    from supertonic import TTS  # noqa: F401  (timed: tts() finds it imported)

    imports = time.perf_counter() - started
    mark = time.perf_counter()
    engine = tts()
    init = time.perf_counter() - mark
    init_rss = rss_bytes()
    mark = time.perf_counter()
    style = engine.get_voice_style(command["voice"])
    _, duration = engine.synthesize(
        command["text"], voice_style=style, total_steps=command["steps"], speed=1.05, lang="en"
    )
    first_request = time.perf_counter() - mark
    served = time.time()
    from bench.coldstart import trimmed_rss_mb  # after the clock: the harness's, not the package's

    return {
        "module_started": MODULE_STARTED,
        "served": served,
        "imports_seconds": imports,
        "init_seconds": init,
        "first_request_seconds": first_request,
        "audio_seconds": float(duration[0]),
        # as its sessions were created: 0 = ONNX Runtime's own default (one per core)
        "threads": engine.model.vector_est_ort.get_session_options().intra_op_num_threads,
        "init_rss_mb": init_rss / MB,
        "idle_rss_mb": rss_bytes() / MB,
        "peak_rss_mb": peak_rss_bytes() / MB,
        "trimmed_rss_mb": trimmed_rss_mb(),
    }


def rss_steps(command: dict) -> dict:
    """Where the package's RSS comes from, in the steps bench.coldstart records for ours."""
    from bench.coldstart import rss_steps, trimmed_rss_mb

    def synthesize() -> None:
        engine = tts()
        style = engine.get_voice_style(command["voice"])
        engine.synthesize(command["text"], voice_style=style, total_steps=command["steps"], speed=1.05, lang="en")

    steps = [
        ("numpy + onnxruntime (both sides)", lambda: __import__("onnxruntime")),
        ("own modules", lambda: __import__("supertonic")),
        ("init", tts),  # TTS(model_dir=...)
        ("first request", synthesize),
        ("malloc_trim(0)", trimmed_rss_mb),
    ]
    return {"steps": rss_steps(steps)}


def handle(command: dict) -> dict:
    if command.get("op") == "serve":
        return first_request(command)
    if command.get("op") == "rss_steps":
        return rss_steps(command)
    engine = tts()
    style = engine.get_voice_style(command.get("voice", "M1"))
    started, cpu = time.perf_counter(), time.process_time()
    wav, duration = engine.synthesize(
        command["text"], voice_style=style, total_steps=command.get("steps", 8), speed=1.05, lang="en"
    )
    return {
        "wall": time.perf_counter() - started,
        "cpu": time.process_time() - cpu,
        "audio_seconds": float(duration[0]),  # predicted speech plus silences, as ours reports
        "samples_seconds": wav.shape[1] / engine.sample_rate,  # it returns untrimmed vocoder frames
        "chars": len(command["text"]),
    }


if __name__ == "__main__":
    serve(handle)
