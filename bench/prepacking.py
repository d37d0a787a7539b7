"""What ONNX Runtime's weight prepacking buys and costs, on the prepared model: each session's creation with and
without it, and warm synthesis with the once-per-chunk sessions (duration predictor, text encoder, vocoder) left
unpacked, as a Lambda on-demand init leaves them, paired back to back against the fully packed set in one process.

    figures = measure(Path("build/bench-model-prepared"), reps=20, threads=2)  # in a fresh worker process
"""

from __future__ import annotations

import dataclasses
import time
from pathlib import Path

import onnxruntime as ort

from bench.bare import NAMES, BareModel, synthesize
from bench.stats import paired
from bench.texts import MEDIUM, SHORT
from bench.worker import rotated, run_once, serve, service_env


def handle(command: dict) -> dict:
    from handler.config import Settings
    from handler.engine import load_engine
    from handler.engine.sessions import ONCE_PER_CHUNK, session_options
    from handler.text.frontend import prepare_text

    root, threads, reps = Path(command["model_dir"]), command["threads"], command["reps"]
    packed = BareModel.from_engine(load_engine(Settings(model_dir=root, intra_op_threads=threads)))
    creation: dict[str, dict[str, float]] = {"packed": {}, "unpacked": {}}
    sessions = dict(packed.sessions)
    for name in NAMES:  # the engine read each file: both creations read warm pages
        for side in creation:
            options = session_options(Settings(), threads, prepack=side == "packed")  # the engine's own options
            started = time.perf_counter()
            session = ort.InferenceSession(
                str(root / "onnx" / f"{name}.onnx"), options, providers=["CPUExecutionProvider"]
            )
            creation[side][name] = time.perf_counter() - started
            if side == "unpacked" and name in ONCE_PER_CHUNK:
                sessions[name] = session
    models = {"packed": packed, "mixed": dataclasses.replace(packed, sessions=sessions)}
    figures: dict = {"reps": reps, "creation_seconds": creation, "unpacked_sessions": list(ONCE_PER_CHUNK)}
    for label, text in (("short", SHORT), ("medium", MEDIUM)):
        texts = [
            chunk.model_text for chunk in prepare_text(text, lang="en", supported=packed.supported_characters).chunks
        ]
        walls: dict[str, list[float]] = {"packed": [], "mixed": []}
        for rep in range(reps + 1):  # the first pair warms both sets up and is not kept
            for side in rotated(list(models), rep):
                started = time.perf_counter()
                synthesize(models[side], texts, voice="M1", seed=1, steps=8, speed=1.05)
                if rep:
                    walls[side].append(time.perf_counter() - started)
        figures[label] = {"chars": len(text), **paired(walls["mixed"], walls["packed"])}
    return figures


def measure(model_dir: Path, reps: int, threads: int = 2) -> dict:
    env = service_env(model_dir, threads, AWS_LAMBDA_INITIALIZATION_TYPE=None)  # every session packed
    return run_once("bench.prepacking", {"model_dir": str(model_dir), "reps": reps, "threads": threads}, env=env)


if __name__ == "__main__":
    serve(handle)
