"""Synthesis speed (docs/benchmarks.md, "Throughput" and "Threads"), in worker processes that each load an engine
(or the official package) once and time text -> audio on command, in alternating rounds.

Worker: python -m bench.speed '{"model_dir": "build/bench-model", "threads": 2, "batch_size": 1}', then
{"text": "...", "steps": 8} -> {"wall": 4.1, "cpu": 8.0, "audio_seconds": 56.2, "chars": 1021, "threads": 2}
(threads 0: the engine chooses from the CPU share it sees). With "official": true in the start arguments (run by
the official package's virtualenv) it times the `supertonic` package's `TTS.synthesize` on the same folder instead;
{"op": "serve", ...} as its first command times its cold start (bench/coldstart.py).
"""

from __future__ import annotations

import contextlib
import functools
import importlib
import statistics
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

from bench.cpu_quota import LAMBDA_2048_CPUS, LAMBDA_MEMORY_MB, cpu_quota
from bench.stats import MB, alternate, rss_bytes, speedup, timed, trimmed_rss_mb
from bench.texts import LONG, MEDIUM, SHORT
from bench.worker import Worker, WorkerOptions, args, serve

if TYPE_CHECKING:
    from handler.engine.synthesis import Engine

MODULE_STARTED = time.time()  # the worker's first moment after the interpreter has started
BATCH_SIZES = (1, 4)
DEFAULT = "1.16 vCPU, default threads"


@functools.cache
def official() -> Any:  # the official package's TTS (the package is untyped)
    from supertonic import TTS

    start, threads = args(), args().get("threads")
    options = {"intra_op_num_threads": threads, "inter_op_num_threads": 1 if threads else None}
    return TTS(model="supertonic-3", model_dir=start["model_dir"], auto_download=False, **options)


def official_synthesis(text: str, steps: int = 8) -> tuple[float, int]:
    """Audio seconds (predicted speech plus silences, as ours reports); the package does not tell its chunks."""
    style = official().get_voice_style("M1")
    _, duration = official().synthesize(text, voice_style=style, total_steps=steps, speed=1.05, lang="en")
    return float(duration[0]), 0


def official_first_request(command: dict[str, Any]) -> dict[str, Any]:
    """From the package's import to its first synthesis done, in a fresh process (the cold-start comparison)."""
    _, imports = timed(lambda: importlib.import_module("supertonic"))  # official() then finds it imported
    engine, init = timed(official)
    (audio, _), first = timed(lambda: official_synthesis(command["text"], command["steps"]))
    served = time.time()
    answer = {"module_started": MODULE_STARTED, "served": served, "imports_seconds": imports, "init_seconds": init}
    answer |= {"first_request_seconds": first, "audio_seconds": audio, "idle_rss_mb": rss_bytes() / MB}
    # as its sessions were created: 0 = ONNX Runtime's own default (one per core)
    answer["threads"] = engine.model.vector_est_ort.get_session_options().intra_op_num_threads
    return answer | {"trimmed_rss_mb": trimmed_rss_mb()}


@functools.cache
def engine() -> Engine:
    from handler.engine import load_engine
    from handler.kernel.config import Settings

    start = args()
    threads, batch_size = start.get("threads", 0), start.get("batch_size", 1)
    return load_engine(Settings(model_dir=start["model_dir"], intra_op_threads=threads, batch_size=batch_size))


def our_synthesis(text: str, steps: int = 8) -> tuple[float, int]:
    """Audio seconds and chunks of one synthesis, our text front end included."""
    from handler.text.frontend import prepare_text

    prepared = prepare_text(text, lang="en", supported=engine().supported_characters)
    result = engine().synthesize(prepared, voice="M1", seed=1, steps=steps, speed=1.05, silence=0.3)
    return result.duration, len(prepared.chunks)


def handle(command: dict[str, Any]) -> dict[str, Any]:
    if command.get("op") == "serve":
        return official_first_request(command)
    is_official = args().get("official")
    synthesis = official_synthesis if is_official else our_synthesis
    official() if is_official else engine()  # loaded before the clock
    started, cpu = time.perf_counter(), time.process_time()
    audio, chunks = synthesis(command["text"], command.get("steps", 8))
    answer = {"wall": time.perf_counter() - started, "cpu": time.process_time() - cpu, "audio_seconds": audio}
    threads = None if is_official else engine().model.threads
    return answer | {"chars": len(command["text"]), "chunks": chunks, "threads": threads}


def _timed(
    specs: dict[str, tuple[dict[str, Any], WorkerOptions]], texts: dict[str, str], reps: int
) -> dict[str, dict[str, Any]]:
    """Per worker (name -> start arguments, Worker options) and text: medians of wall and CPU time, the audio, and
    the walls in round order."""

    def every_text(worker: Worker) -> dict[str, dict[str, Any]]:
        return {key: worker.call({"text": text}) for key, text in texts.items()}

    with contextlib.ExitStack() as stack:
        workers = {
            name: stack.enter_context(Worker("bench.speed", start, **options))
            for name, (start, options) in specs.items()
        }
        for worker in workers.values():
            worker.call({"text": SHORT})  # warm
        answers = alternate({name: functools.partial(every_text, worker) for name, worker in workers.items()}, reps)
    rows = {}
    for name, rounds in answers.items():
        rows[name] = {"threads": rounds[0][next(iter(texts))].get("threads")}
        for key in texts:
            runs = [answer[key] for answer in rounds]
            audio, wall = runs[0]["audio_seconds"], statistics.median(r["wall"] for r in runs)
            row = {"audio_seconds": audio, "chars": runs[0]["chars"], "wall_median": wall, "rtf": wall / audio}
            row["cpu_per_audio_second"] = statistics.median(r["cpu"] for r in runs) / audio
            rows[name][key] = row | {"audio_per_wall_second": audio / wall, "walls": [r["wall"] for r in runs]}
    return rows


def throughput(model_dir: str, official_python: Path, reps: int, threads: int = 2) -> dict[str, Any]:
    start: dict[str, Any] = {"model_dir": model_dir, "threads": threads}
    specs: dict[str, tuple[dict[str, Any], WorkerOptions]] = {
        "official": (start | {"official": True}, {"log_name": "throughput", "python": official_python})
    }
    specs |= {f"ours batch {size}": (start | {"batch_size": size}, {"log_name": "throughput"}) for size in BATCH_SIZES}
    rows = {name: row["long"] for name, row in _timed(specs, {"long": LONG}, reps).items()}
    for row in rows.values():
        row["vs_official"] = speedup(rows["official"]["walls"], row["walls"])
        row["vs_batch_1"] = speedup(rows["ours batch 1"]["walls"], row["walls"])
    return {"threads": threads, "steps": 8, "configs": rows}


def threads(model_dir: str, reps: int) -> dict[str, Any]:
    texts = {"medium": MEDIUM, "long": LONG}
    at_lambda = {"AWS_LAMBDA_FUNCTION_MEMORY_SIZE": str(LAMBDA_MEMORY_MB)}
    with cpu_quota(LAMBDA_2048_CPUS) as quota:
        unset: dict[str, str | None] = {"SUPERTONIC_INTRA_OP_THREADS": None}
        specs: dict[str, tuple[dict[str, Any], WorkerOptions]] = {
            "1 thread": ({"model_dir": model_dir, "threads": 1}, {"env": unset, "log_name": "threads"}),
            DEFAULT: (
                {"model_dir": model_dir, "threads": 0},
                {"env": unset | at_lambda, "preexec": quota.enter, "log_name": "threads"},
            ),
            "1.16 vCPU, 2 threads": (
                {"model_dir": model_dir, "threads": 2},
                {"env": unset, "preexec": quota.enter, "log_name": "threads"},
            ),
        }
        rows = _timed(specs, texts, reps)
        throttling = quota.throttling()
    default = rows[DEFAULT]
    chars, audio = (sum(default[key][field] for key in texts) for field in ("chars", "audio_seconds"))
    rtf = {"rtf_lambda_2048": default["long"]["rtf"], "rtf_lambda_2048_threads": default["threads"]}
    quota_used = {"cpus": quota.cpus, "method": quota.method, **throttling}
    return {"configs": rows, "quota": quota_used, **rtf, "chars_per_audio_second": chars / audio}


if __name__ == "__main__":
    serve(handle)
