"""Worker: load our engine with the given settings, then time text -> audio (front end + engine) on command.

    python -m bench.engine_worker '{"model_dir": "build/bench-model", "threads": 2, "batch_size": 1}'
    stdin:  {"text": "...", "steps": 8}
    stdout: {"wall": 4.1, "cpu": 8.0, "audio_seconds": 56.2, "chars": 1021, "chunks": 4, "threads": 2}

threads 0 lets the engine choose from the CPU share it sees (AWS_LAMBDA_FUNCTION_MEMORY_SIZE, cgroup, affinity).
"""

from __future__ import annotations

import functools
import time

from bench.worker import args, serve


@functools.cache
def engine():
    from handler.config import Settings
    from handler.engine import load_engine

    start = args()
    settings = Settings(
        model_dir=start["model_dir"],
        intra_op_threads=start.get("threads", 0),
        batch_size=start.get("batch_size", 1),
    )
    return load_engine(settings)


def handle(command: dict) -> dict:
    from handler.text.frontend import prepare_text

    loaded = engine()
    started, cpu = time.perf_counter(), time.process_time()
    prepared = prepare_text(command["text"], lang="en", supported=loaded.supported_characters)
    options = {"voice": command.get("voice", "M1"), "seed": 1, "steps": command.get("steps", 8), "speed": 1.05}
    result = loaded.synthesize(prepared, **options, silence=0.3)
    return {
        "wall": time.perf_counter() - started,
        "cpu": time.process_time() - cpu,
        "audio_seconds": result.duration,
        "chars": len(command["text"]),
        "chunks": len(prepared.chunks),
        "threads": loaded.model.threads,
        "batch_size": loaded.settings.batch_size,
    }


if __name__ == "__main__":
    serve(handle)
