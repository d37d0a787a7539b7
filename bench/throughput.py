"""Long-text throughput: audio seconds per wall second, ours (batch sizes 1, 2, 4) against the official
`supertonic` package in its own virtualenv, on the same model folder, texts, steps and thread count.

Ours includes our text front end and the official package its own preprocessing and chunking; neither encodes.
Speed ratios are taken round by round (every round runs each engine once), with the number of rounds in which
one was faster, so a gain that is only noise shows as a split.
"""

from __future__ import annotations

import contextlib
import statistics
from pathlib import Path

from bench.stats import speedup
from bench.texts import LONG, SHORT
from bench.worker import Worker, interleaved

BATCH_SIZES = (1, 2, 4)


def measure(model_dir: str, official_python: Path, reps: int, threads: int = 2) -> dict:
    texts = {"long": {"text": LONG, "steps": 8}}
    with contextlib.ExitStack() as stack:
        workers = {
            "official": stack.enter_context(
                Worker(
                    "bench.official_worker",
                    {"model_dir": model_dir, "threads": threads},
                    python=official_python,
                    log_name="throughput",
                )
            )
        }
        for size in BATCH_SIZES:
            start = {"model_dir": model_dir, "threads": threads, "batch_size": size}
            workers[f"ours batch {size}"] = stack.enter_context(
                Worker("bench.engine_worker", start, log_name="throughput")
            )
        for worker in workers.values():
            worker.call({"text": SHORT})
        answers = interleaved(workers, texts, reps)
    rows = {}
    for name, per_text in answers.items():
        runs = per_text["long"]
        audio = runs[0]["audio_seconds"]
        wall = statistics.median(r["wall"] for r in runs)
        rows[name] = {
            "audio_seconds": audio,
            "wall_median": wall,
            "cpu_median": statistics.median(r["cpu"] for r in runs),
            "audio_per_wall_second": audio / wall,
            "walls": [r["wall"] for r in runs],
            "chars": runs[0]["chars"],
        }
    for row in rows.values():
        row["vs_official"] = speedup(rows["official"]["walls"], row["walls"])
        row["vs_batch_1"] = speedup(rows["ours batch 1"]["walls"], row["walls"])
    return {"threads": threads, "steps": 8, "configs": rows}
