"""Cold start, in fresh processes (docs/benchmarks.md, "Cold start").

- Process start to engine ready for the hub's files (`onnx`) and the deployed, prepared ones (weights beside each
  graph, mapped), page cache warm and cold (evicted with posix_fadvise DONTNEED); then a first and a warm synthesis.
- Ours against the official package (`vs_official`), from spawn to the first request served, rounds rotating which
  side starts first: ours (prepared folder, one function URL event through `handler.main.handler`), ours primed as
  at SnapStart's publish, the official package (bench/official_worker.py); and both again inside Lambda's CPU share
  for 2,048 MB (bench/cpu_quota.py), each with its own default threads. One more process per side records what
  each step adds to RSS and time (`rss_steps`).
"""

from __future__ import annotations

import importlib
import os
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from bench.stats import MB, peak_rss_bytes, rss_bytes, sign_test
from bench.texts import MEDIUM, SHORT
from bench.worker import BUILD, Worker, run_once, serve

if TYPE_CHECKING:  # the worker side imports only what its measured start needs
    from bench.cpu_quota import Quota

MODULE_STARTED = time.time()  # the worker's first moment after the interpreter has started
VARIANTS = ("onnx", "prepared")
SESSION_NAMES = ("duration_predictor", "text_encoder", "vector_estimator", "vocoder")
VS_OFFICIAL_ROUNDS = 9  # one in quick mode; single rounds on this VM ranged from 0.7x to 1.4x
IDLE_RSS_MARGIN_MB = 60  # target: our idle RSS at most the official package's plus this
# What our process holds, step by step (bench.coldstart rss_steps): the groups of imports, then init and so on.
IMPORT_GROUPS = {
    "numpy + onnxruntime (both sides)": ("numpy", "onnxruntime"),
    "web stack: fastapi, starlette, pydantic, mangum": ("fastapi", "starlette.applications", "pydantic", "mangum"),
    "AWS Lambda Powertools": ("aws_lambda_powertools.logging", "aws_lambda_powertools.metrics"),
    "text front end (py3langid, the English and Korean rules)": ("handler.text.frontend",),
    "own modules": (  # the rest of what handler.main imports
        "handler.api.app", "handler.jobs.runner", "handler.jobs.segment_worker", "handler.sources.eventbridge",
        "handler.sources.function_url", "handler.sources.s3", "handler.sources.segments", "handler.sources.sqs",
        "handler.speech", "handler.storage.cache", "handler.storage.queue", "handler.metrics", "handler.snapstart",
    ),
}  # fmt: skip
# The same two starts inside Lambda's CPU share (bench.cpu_quota), each with its own default thread count.
LAMBDA_SIDES = {"ours_lambda": "ours", "official_lambda": "official"}
PRIMED_KEYS = ("priming_seconds", "first_request_seconds")
SIDE_KEYS = (
    "process_to_served_seconds",
    "interpreter_seconds",
    "imports_seconds",
    "init_seconds",
    "first_request_seconds",
    "other_seconds",
    "init_rss_mb",
    "idle_rss_mb",
    "trimmed_rss_mb",
    "peak_rss_mb",
)


def variant_dir(model_dir: Path, variant: str) -> Path:
    return model_dir if variant == "onnx" else BUILD / f"{model_dir.name}-{variant}"


def prepare(model_dir: Path) -> dict:
    """Write the `prepared` copy of the model; the sizes of both variants."""
    from tools.prepare_model import prepare_model

    started = time.perf_counter()
    prepared = prepare_model(model_dir, variant_dir(model_dir, "prepared"))
    size = sum(f.stat().st_size for f in (prepared / "onnx").glob("*.onnx*"))
    return {
        "prepared": {"build_seconds": time.perf_counter() - started, "size_mb": size / MB},
        "onnx": {"size_mb": sum(f.stat().st_size for f in (model_dir / "onnx").glob("*.onnx")) / MB},
    }


def evict(folder: Path) -> None:
    """Drop these files from the page cache, as on a fresh Lambda instance (other files stay cached)."""
    for path in folder.rglob("*"):
        if path.is_file():
            descriptor = os.open(path, os.O_RDONLY)
            try:
                os.posix_fadvise(descriptor, 0, 0, os.POSIX_FADV_DONTNEED)
            finally:
                os.close(descriptor)


def trimmed_rss_mb() -> float:
    """RSS after glibc's malloc_trim(0) hands freed heap pages back: what the process holds, without what the
    allocator kept from init (session creation frees about 100 MB that glibc otherwise keeps). Called last."""
    import ctypes

    ctypes.CDLL("libc.so.6").malloc_trim(0)
    return rss_bytes() / MB


def rss_steps(steps: list[tuple[str, Callable[[], object]]]) -> list[tuple[str, float, float | None]]:
    """(step, MB of RSS it added, its seconds) for each step in turn, starting from the interpreter as it is now."""
    before, added = rss_bytes(), [("interpreter and harness", rss_bytes() / MB, None)]
    for name, step in steps:
        started = time.perf_counter()
        step()
        seconds = time.perf_counter() - started
        now = rss_bytes()
        added.append((name, (now - before) / MB, seconds))
        before = now
    return added


def _importer(modules: tuple[str, ...]) -> Callable[[], object]:
    return lambda: [importlib.import_module(module) for module in modules]


def our_rss_steps(command: dict) -> dict:
    """Where our idle RSS and start time go: each import group, init (`import handler.main`), the first request,
    and what malloc_trim(0) hands back."""
    import gc

    from bench.overhead import speech_body
    from tests.events import LambdaContext, function_url_event

    gc.disable()  # as handler.main's first line does for all of its imports (its init enables it again)

    event = function_url_event("POST", "/v1/audio/speech", speech_body(command["text"]))
    steps = [(name, _importer(modules)) for name, modules in IMPORT_GROUPS.items()]
    steps += [
        ("init", _importer(("handler.main",))),  # engine, language identifier, app
        ("first request", lambda: sys.modules["handler.main"].handler(event, LambdaContext())),
        ("malloc_trim(0)", trimmed_rss_mb),
    ]
    return {"steps": rss_steps(steps)}


def serve_first_request(command: dict) -> dict:
    """Our side of `vs_official`: the whole service starts (SUPERTONIC_MODEL_DIR from the environment) and answers
    one function URL request, as the first invocation after a Lambda init."""
    from bench.overhead import speech_body  # the harness's own imports, before the clock
    from tests.events import LambdaContext, function_url_event

    event = function_url_event("POST", "/v1/audio/speech", speech_body(command["text"]))
    started = time.perf_counter()
    import handler.main as main

    loaded = time.perf_counter() - started
    init_rss = rss_bytes()
    primed = 0.0
    if command.get("prime"):
        mark = time.perf_counter()
        main.prime()  # what init does when it runs at SnapStart's publish
        primed = time.perf_counter() - mark
    mark = time.perf_counter()
    response = main.handler(event, LambdaContext())
    first_request = time.perf_counter() - mark
    served = time.time()
    if response["statusCode"] != 200:
        raise RuntimeError(f"the first request answered {response['statusCode']}: {response.get('body', '')[:300]}")
    init = main.runtime.STATE.init_seconds  # the module's own init, after its imports
    return {
        "module_started": MODULE_STARTED,
        "served": served,
        "imports_seconds": loaded - init,
        "init_seconds": init,
        "priming_seconds": primed,
        "first_request_seconds": first_request,
        "audio_seconds": float(response["headers"]["x-audio-duration"]),
        "threads": main.services.engine.model.threads,
        "init_rss_mb": init_rss / MB,
        "idle_rss_mb": rss_bytes() / MB,
        "peak_rss_mb": peak_rss_bytes() / MB,
        "trimmed_rss_mb": trimmed_rss_mb(),
    }


def handle(command: dict) -> dict:
    if command.get("op") == "prepare":
        return prepare(Path(command["model_dir"]))
    if command.get("op") == "serve":
        return serve_first_request(command)
    if command.get("op") == "rss_steps":
        return our_rss_steps(command)
    root = Path(command["model_dir"])
    started = time.perf_counter()
    os.environ["SUPERTONIC_MODEL_DIR"] = ""  # imports and app only; the model comes next
    import handler.main as main
    from handler.config import Settings
    from handler.text.detect import detect_language
    from handler.text.frontend import prepare_text

    imports = time.perf_counter() - started
    mark = time.perf_counter()
    detect_language("Warm up the language identifier, as init does.")  # build_services then finds it loaded
    detector = time.perf_counter() - mark
    settings = Settings.from_env({**os.environ, "SUPERTONIC_MODEL_DIR": str(root)})
    mark = time.perf_counter()
    services = main.build_services(settings)
    timings = dict(services.engine.model.timings)
    engine_seconds = time.perf_counter() - mark
    ready = time.time()
    from bench.bare import BareModel, synthesize  # after `ready`: not part of the service's start

    bare = BareModel.from_engine(services.engine)
    texts = [c.model_text for c in prepare_text(MEDIUM, lang="en", supported=bare.supported_characters).chunks]
    runs = []
    for _ in range(2):
        mark = time.perf_counter()
        synthesize(bare, texts, voice="M1", seed=1, steps=8, speed=settings.default_speed)
        runs.append(time.perf_counter() - mark)
    return {
        "module_started": MODULE_STARTED,
        "ready": ready,
        "imports_seconds": imports,
        "language_detector_seconds": detector,
        "engine_seconds": engine_seconds,
        **timings,
        "other_init_seconds": engine_seconds
        - sum(timings[key] for key in ("config_seconds", "voices_seconds", "sessions_seconds")),
        "first_synthesis_seconds": runs[0],
        "warm_synthesis_seconds": runs[1],
        "rss_mb": rss_bytes() / MB,
        "peak_rss_mb": peak_rss_bytes() / MB,
    }


def _first_served(
    side: str, model_dir: Path, official_python: Path, threads: int, op: str = "serve", quota: Quota | None = None
) -> dict:
    """One fresh process of one side, from spawn to its first request served (op "rss_steps": where its RSS
    comes from instead). Side "ours" loads the prepared copy of `model_dir`;
    "ours_primed" is "ours" primed after init, as init itself is at SnapStart's publish (its first request is
    what a restored process would run). With a `quota` (Lambda's CPU share), the process runs inside it with its
    own default thread count instead of `threads`: ours as on a 2,048 MB Lambda, the official package with
    ONNX Runtime's defaults."""
    from bench.cpu_quota import LAMBDA_MEMORY_MB

    preexec = quota.enter if quota else None
    if side.startswith("ours"):
        env = {
            "SUPERTONIC_MODEL_DIR": str(variant_dir(model_dir, "prepared")),
            "SUPERTONIC_INTRA_OP_THREADS": None if quota else str(threads),
            "AWS_LAMBDA_FUNCTION_MEMORY_SIZE": str(LAMBDA_MEMORY_MB) if quota else None,  # the threads follow it
            "AWS_LAMBDA_FUNCTION_NAME": "supertonic-bench",  # as on Lambda (metrics as EMF lines)
            "AWS_LAMBDA_INITIALIZATION_TYPE": "on-demand",  # an init the first request waits for
            **dict.fromkeys(("SUPERTONIC_BUCKET", "SUPERTONIC_MODEL_S3_URI", "SUPERTONIC_API_KEY"), None),
            **dict.fromkeys(("SUPERTONIC_SEGMENT_QUEUE_URL", "SUPERTONIC_CACHE_ENABLED"), None),
        }
        worker = Worker("bench.coldstart", env=env, log_name="coldstart", preexec=preexec)
    else:
        start = {"model_dir": str(model_dir), "threads": None if quota else threads}
        # The package reads these itself when it is given no thread count: its defaults are ONNX Runtime's only
        # without them.
        unset = dict.fromkeys(("SUPERTONIC_INTRA_OP_THREADS", "SUPERTONIC_INTER_OP_THREADS"), None)
        worker = Worker(
            "bench.official_worker",
            start,
            python=official_python,
            env=unset,
            log_name="coldstart-official",
            preexec=preexec,
        )
    with worker:
        answer = worker.call({"op": op, "text": SHORT, "voice": "M1", "steps": 8, "prime": side == "ours_primed"})
    if op == "rss_steps":
        return answer
    answer["interpreter_seconds"] = answer["module_started"] - worker.spawned
    answer["process_to_served_seconds"] = answer["served"] - worker.spawned
    parts = ("interpreter_seconds", "imports_seconds", "init_seconds", "first_request_seconds")
    answer["other_seconds"] = answer["process_to_served_seconds"] - sum(answer[key] for key in parts)
    return answer


def compare(ours: list[dict], official: list[dict], margin_mb: float = IDLE_RSS_MARGIN_MB) -> dict:
    """Medians of each side, ours/official ratios, and the two cold-start targets (runs in round order)."""
    medians = {
        side: {key: statistics.median(run[key] for run in runs) for key in SIDE_KEYS}
        for side, runs in (("ours", ours), ("official", official))
    }
    mine, theirs = medians["ours"], medians["official"]
    served = "process_to_served_seconds"
    round_ratios = [a[served] / b[served] for a, b in zip(ours, official, strict=True)]
    rss_limit = theirs["idle_rss_mb"] + margin_mb
    return {
        "rounds": len(ours),
        **medians,
        "ratio": {key: mine[key] / theirs[key] for key in SIDE_KEYS if theirs[key] > 0},
        "round_ratios": round_ratios,
        "not_slower_rounds": sum(ratio <= 1 for ratio in round_ratios),
        "sign_test_p": sign_test(round_ratios),
        "targets": {
            "process_to_served": {"ours": mine[served], "limit": theirs[served], "met": mine[served] <= theirs[served]},
            "idle_rss": {
                "ours": mine["idle_rss_mb"],
                "limit": rss_limit,
                "margin_mb": margin_mb,
                "met": mine["idle_rss_mb"] <= rss_limit,
            },
        },
    }


def measure_vs_official(model_dir: Path, official_python: Path, rounds: int, threads: int = 2) -> dict:
    """Needs the prepared copy of `model_dir` (`prepare` writes it). The `_lambda` sides run inside Lambda's CPU
    share for 2,048 MB, each with its own default threads."""
    from bench.cpu_quota import LAMBDA_2048_CPUS, cpu_quota

    sides = ("ours", "ours_primed", "official", *LAMBDA_SIDES)
    with cpu_quota(LAMBDA_2048_CPUS) as quota:

        def first_served(side: str) -> dict:
            share = quota if side in LAMBDA_SIDES else None
            return _first_served(LAMBDA_SIDES.get(side, side), model_dir, official_python, threads, quota=share)

        for side in sides:  # unrecorded: compiles .pyc files and warms the page cache for each alike
            first_served(side)
        runs: dict[str, list[dict]] = {side: [] for side in sides}
        for round_index in range(rounds):
            shift = round_index % len(sides)  # each side goes first in turn
            for side in sides[shift:] + sides[:shift]:
                runs[side].append(first_served(side))
        throttling = quota.throttling()
    lambda_share = {
        **compare(runs["ours_lambda"], runs["official_lambda"]),
        "cpus": quota.cpus,
        "method": quota.method,
        "throttling": throttling,
        "our_threads": statistics.median(run["threads"] for run in runs["ours_lambda"]),
    }
    steps = {
        side: _first_served(side, model_dir, official_python, threads, "rss_steps")["steps"]
        for side in ("ours", "official")
    }
    primed = {key: statistics.median(run[key] for run in runs["ours_primed"]) for key in PRIMED_KEYS}
    primed["first_request_ratio"] = statistics.median(  # round by round, against the unprimed process
        a["first_request_seconds"] / b["first_request_seconds"]
        for a, b in zip(runs["ours_primed"], runs["ours"], strict=True)
    )
    return {
        "threads": threads,
        "text": SHORT,
        **compare(runs["ours"], runs["official"]),
        "ours_primed": primed,
        "rss_steps": steps,
        "lambda_share": lambda_share,
    }


def measure(model_dir: Path, official_python: Path, reps: int, threads: int = 2) -> dict:
    built = run_once("bench.coldstart", {"op": "prepare", "model_dir": str(model_dir)}, log_name="coldstart")
    env = {"SUPERTONIC_INTRA_OP_THREADS": str(threads), "SUPERTONIC_BUCKET": None, "SUPERTONIC_MODEL_S3_URI": None}
    runs: dict[str, list[dict]] = {f"{v}, {c} cache": [] for v in VARIANTS for c in ("warm", "cold")}
    for rep in range(reps):
        shift = rep % len(VARIANTS)
        for variant in VARIANTS[shift:] + VARIANTS[:shift]:
            root = variant_dir(model_dir, variant)
            for cache in ("warm", "cold"):
                if cache == "cold":
                    evict(root)
                with Worker("bench.coldstart", env=env, log_name="coldstart") as worker:
                    answer = worker.call({"model_dir": str(root)})
                answer["interpreter_seconds"] = answer["module_started"] - worker.spawned
                answer["process_to_ready_seconds"] = answer["ready"] - worker.spawned
                runs[f"{variant}, {cache} cache"].append(answer)
    keys = (
        "interpreter_seconds",
        "imports_seconds",
        "language_detector_seconds",
        "config_seconds",
        "voices_seconds",
        "sessions_seconds",
        "other_init_seconds",
        "engine_seconds",
        "process_to_ready_seconds",
        "first_synthesis_seconds",
        "warm_synthesis_seconds",
        "peak_rss_mb",
    )
    rows = {name: {key: statistics.median(a[key] for a in answers) for key in keys} for name, answers in runs.items()}
    rounds = VS_OFFICIAL_ROUNDS if reps > 1 else 1
    return {
        "threads": threads,
        "reps": reps,
        "files": built,
        "configs": rows,
        "vs_official": measure_vs_official(model_dir, official_python, rounds, threads),
    }


if __name__ == "__main__":
    serve(handle)
