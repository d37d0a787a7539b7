"""What ONNX Runtime's weight prepacking buys and costs, on the prepared model: each session's creation with and
without it, and warm synthesis with the once-per-chunk sessions (duration predictor, text encoder, vocoder) left
unpacked, paired back to back against the fully packed set in one process. Prepacking is most of session
creation; these are the figures for trading some of it away (bench/results.md, "Cold start").

    figures = measure(Path("build/bench-model-prepared"), reps=20, threads=2)  # in a fresh worker process
"""

from __future__ import annotations

import dataclasses
import time
from pathlib import Path

import onnxruntime as ort

from bench.bare import NAMES, load_bare, synthesize
from bench.stats import paired
from bench.texts import MEDIUM, SHORT
from bench.worker import run_once, serve
from handler.config import Settings
from handler.engine.sessions import ONCE_PER_CHUNK, session_options  # what a Lambda on-demand init leaves unpacked


def create(root: Path, name: str, threads: int, prepack: bool) -> tuple[ort.InferenceSession, float]:
    options = session_options(Settings(), threads, prepack=prepack)  # the engine's own options
    started = time.perf_counter()
    session = ort.InferenceSession(str(root / "onnx" / f"{name}.onnx"), options, providers=["CPUExecutionProvider"])
    return session, time.perf_counter() - started


def handle(command: dict) -> dict:
    from handler.text.frontend import prepare_text

    root, threads, reps = Path(command["model_dir"]), command["threads"], command["reps"]
    packed = load_bare(root, threads)
    creation: dict[str, dict[str, float]] = {"packed": {}, "unpacked": {}}
    sessions = dict(packed.sessions)
    for name in NAMES:  # each file's pages are cached by load_bare: both creations read warm files
        creation["packed"][name] = create(root, name, threads, prepack=True)[1]
        unpacked, creation["unpacked"][name] = create(root, name, threads, prepack=False)
        if name in ONCE_PER_CHUNK:
            sessions[name] = unpacked
    mixed = dataclasses.replace(packed, sessions=sessions)
    figures: dict = {"reps": reps, "creation_seconds": creation, "unpacked_sessions": list(ONCE_PER_CHUNK)}
    for label, text in (("short", SHORT), ("medium", MEDIUM)):
        prepared = prepare_text(text, lang="en", supported=packed.supported_characters)
        texts = [chunk.model_text for chunk in prepared.chunks]
        walls: dict[str, list[float]] = {"packed": [], "mixed": []}
        models = {"packed": packed, "mixed": mixed}
        for rep in range(reps + 1):  # the first pair warms both sets up and is not kept
            for side in ("packed", "mixed") if rep % 2 else ("mixed", "packed"):  # each goes first in turn
                started = time.perf_counter()
                synthesize(models[side], texts, voice="M1", seed=1, steps=8, speed=1.05)
                if rep:
                    walls[side].append(time.perf_counter() - started)
        figures[label] = {"chars": len(text), **paired(walls["mixed"], walls["packed"])}
    return figures


def measure(model_dir: Path, reps: int, threads: int = 2) -> dict:
    return run_once("bench.prepacking", {"model_dir": str(model_dir), "reps": reps, "threads": threads})


if __name__ == "__main__":
    serve(handle)
