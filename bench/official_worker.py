"""Worker for the official `supertonic` package, run with the Python of its own virtualenv (.venv-official).

It loads the same model folder with no download (`TTS(model_dir=..., auto_download=False)`) and times
`TTS.synthesize`, which does its own preprocessing and chunking, as ours includes our front end.

    .venv-official/bin/python -m bench.official_worker '{"model_dir": "build/bench-model", "threads": 2}'
    stdin:  {"text": "...", "steps": 8}
    stdout: {"wall": 4.3, "cpu": 8.1, "audio_seconds": 56.2, "chars": 1021}

`{"op": "serve", "text": "...", "voice": "M1", "steps": 8}` as the first command times the cold start instead
(bench/coldstart.py): imports, TTS init, the first synthesis, and RSS after it.
"""

from __future__ import annotations

import functools
import time

from bench.stats import MB, rss_bytes, trimmed_rss_mb
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


def synthesize(command: dict) -> float:
    """Audio seconds: predicted speech plus silences, as ours reports (it returns untrimmed vocoder frames)."""
    engine = tts()
    style = engine.get_voice_style(command.get("voice", "M1"))
    steps = command.get("steps", 8)
    _, duration = engine.synthesize(command["text"], voice_style=style, total_steps=steps, speed=1.05, lang="en")
    return float(duration[0])


def first_request(command: dict) -> dict:
    """From the package's import to its first synthesis done, in a fresh process (the cold-start comparison)."""
    started = time.perf_counter()
    from supertonic import TTS  # noqa: F401  (timed: tts() finds it imported)

    imports, mark = time.perf_counter() - started, time.perf_counter()
    engine = tts()
    init, mark = time.perf_counter() - mark, time.perf_counter()
    audio = synthesize(command)
    first, served = time.perf_counter() - mark, time.time()
    return {
        "module_started": MODULE_STARTED,
        "served": served,
        "imports_seconds": imports,
        "init_seconds": init,
        "first_request_seconds": first,
        "audio_seconds": audio,
        # as its sessions were created: 0 = ONNX Runtime's own default (one per core)
        "threads": engine.model.vector_est_ort.get_session_options().intra_op_num_threads,
        "idle_rss_mb": rss_bytes() / MB,
        "trimmed_rss_mb": trimmed_rss_mb(),
    }


def handle(command: dict) -> dict:
    if command.get("op") == "serve":
        return first_request(command)
    tts()
    started, cpu = time.perf_counter(), time.process_time()
    audio = synthesize(command)
    wall, cpu = time.perf_counter() - started, time.process_time() - cpu
    return {"wall": wall, "cpu": cpu, "audio_seconds": audio, "chars": len(command["text"])}


if __name__ == "__main__":
    serve(handle)
