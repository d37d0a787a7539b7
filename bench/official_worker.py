"""Worker for the official `supertonic` package, run with the Python of its own virtualenv (.venv-official).

It loads the same model folder with no download (`TTS(model_dir=..., auto_download=False)`) and times
`TTS.synthesize`, which does its own preprocessing and chunking, as ours includes our front end.

    .venv-official/bin/python -m bench.official_worker '{"model_dir": "build/bench-model", "threads": 2}'
    stdin:  {"text": "...", "steps": 8}
    stdout: {"wall": 4.3, "audio_seconds": 56.2, "samples_seconds": 56.9, "chunks": 4}
"""

from __future__ import annotations

import functools
import time

from bench.worker import args, serve


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


def handle(command: dict) -> dict:
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
