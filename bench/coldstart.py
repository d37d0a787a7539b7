"""Cold start, in fresh processes (docs/benchmarks.md, "Cold start").

- Process start to engine ready for the hub's files (`onnx`) and the deployed, prepared ones (weights beside each
  graph, mapped), page cache warm and cold (evicted with posix_fadvise DONTNEED); then a first and a warm synthesis.
- Ours against the official package (`vs_official`), from spawn to the first request served, rounds rotating which
  side starts first: ours (prepared folder, one function URL event through `handler.main.handler`), ours primed as
  at SnapStart's publish, the official package (bench/speed.py); and both again inside Lambda's CPU share
  for 2,048 MB (bench/cpu_quota.py), each with its own default threads. One more process records what each of our
  import groups, init and the first request add to RSS and time (`rss_steps`).
"""

from __future__ import annotations

import importlib
import os
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

from bench.cpu_quota import LAMBDA_2048_CPUS, LAMBDA_MEMORY_MB, Quota, cpu_quota
from bench.stats import MB, peak_rss_bytes, rss_bytes, sign_test, trimmed_rss_mb
from bench.texts import MEDIUM, SHORT
from bench.worker import BUILD, Worker, rotated, serve, service_env

MODULE_STARTED = time.time()  # the worker's first moment after the interpreter has started
VARIANTS = ("onnx", "prepared")
VS_OFFICIAL_ROUNDS = 9  # one in quick mode; single rounds on this VM ranged from 0.7x to 1.4x
# What our process holds, step by step (rss_steps): the groups of imports, then init and so on.
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
# The same two starts inside Lambda's CPU share, each with its own default thread count.
LAMBDA_SIDES = {"ours_lambda": "ours", "official_lambda": "official"}
SIDE_KEYS = ("process_to_served_seconds", "interpreter_seconds", "imports_seconds", "init_seconds")
SIDE_KEYS += ("first_request_seconds", "other_seconds", "idle_rss_mb", "trimmed_rss_mb")
READY_KEYS = ("interpreter_seconds", "imports_seconds", "language_detector_seconds", "sessions_seconds")
READY_KEYS += ("engine_seconds", "process_to_ready_seconds", "warm_synthesis_seconds", "peak_rss_mb")


def variant_dir(model_dir: Path, variant: str) -> Path:
    return model_dir if variant == "onnx" else BUILD / f"{model_dir.name}-{variant}"


def evict(folder: Path) -> None:
    """Drop these files from the page cache, as on a fresh Lambda instance (other files stay cached)."""
    for path in folder.rglob("*"):
        if path.is_file():
            descriptor = os.open(path, os.O_RDONLY)
            try:
                os.posix_fadvise(descriptor, 0, 0, os.POSIX_FADV_DONTNEED)
            finally:
                os.close(descriptor)


def _speech_event(text: str) -> dict:
    from bench.overhead import speech_body
    from tests.events import function_url_event

    return function_url_event("POST", "/v1/audio/speech", speech_body(text))


def _importer(modules: tuple[str, ...]) -> Callable[[], object]:
    return lambda: [importlib.import_module(module) for module in modules]


def our_rss_steps(command: dict) -> dict:
    """(step, MB of RSS it added, its seconds) for each import group, init (`import handler.main`), the first
    request, and what malloc_trim(0) hands back, from the interpreter as it is now."""
    import gc

    from tests.events import LambdaContext

    gc.disable()  # as handler.main's first line does for all of its imports (its init enables it again)
    event = _speech_event(command["text"])
    steps = [(name, _importer(modules)) for name, modules in IMPORT_GROUPS.items()]
    steps += [
        ("init", _importer(("handler.main",))),  # engine, language identifier, app
        ("first request", lambda: sys.modules["handler.main"].handler(event, LambdaContext())),
        ("malloc_trim(0)", trimmed_rss_mb),
    ]
    before, added = rss_bytes(), [("interpreter and harness", rss_bytes() / MB, None)]
    for name, step in steps:
        started = time.perf_counter()
        step()
        seconds, now = time.perf_counter() - started, rss_bytes()
        added.append((name, (now - before) / MB, seconds))
        before = now
    return {"steps": added}


def serve_first_request(command: dict) -> dict:
    """Our side of `vs_official`: the whole service starts (SUPERTONIC_MODEL_DIR from the environment) and answers
    one function URL request, as the first invocation after a Lambda init."""
    from tests.events import LambdaContext  # the harness's own imports, before the clock

    event = _speech_event(command["text"])
    started = time.perf_counter()
    import handler.main as main

    loaded = time.perf_counter() - started
    primed, mark = 0.0, time.perf_counter()
    if command.get("prime"):
        main.prime()  # what init does when it runs at SnapStart's publish
        primed = time.perf_counter() - mark
    mark = time.perf_counter()
    response = main.handler(event, LambdaContext())
    first_request, served = time.perf_counter() - mark, time.time()
    if response["statusCode"] != 200:
        raise RuntimeError(f"the first request answered {response['statusCode']}: {response.get('body', '')[:300]}")
    init = main.runtime.STATE.init_seconds  # the module's own init, after its imports
    answer = {
        "module_started": MODULE_STARTED,
        "served": served,
        "imports_seconds": loaded - init,
        "init_seconds": init,
    }
    answer |= {"priming_seconds": primed, "first_request_seconds": first_request, "idle_rss_mb": rss_bytes() / MB}
    answer |= {"audio_seconds": float(response["headers"]["x-audio-duration"])}
    return answer | {"threads": main.services.engine.model.threads, "trimmed_rss_mb": trimmed_rss_mb()}


def engine_ready(command: dict) -> dict:
    """Process start to engine ready on one model folder, then a first and a warm synthesis."""
    started = time.perf_counter()
    os.environ["SUPERTONIC_MODEL_DIR"] = ""  # imports and app only; the model comes next
    import handler.main as main
    from handler.config import Settings
    from handler.text.detect import detect_language
    from handler.text.frontend import prepare_text

    imports, mark = time.perf_counter() - started, time.perf_counter()
    detect_language("Warm up the language identifier, as init does.")  # build_services then finds it loaded
    detector = time.perf_counter() - mark
    settings = Settings.from_env({**os.environ, "SUPERTONIC_MODEL_DIR": command["model_dir"]})
    mark = time.perf_counter()
    services = main.build_services(settings)
    engine_seconds, ready = time.perf_counter() - mark, time.time()
    from bench.bare import BareModel, synthesize  # after `ready`: not part of the service's start

    bare = BareModel.from_engine(services.engine)
    texts = [c.model_text for c in prepare_text(MEDIUM, lang="en", supported=bare.supported_characters).chunks]
    runs = []
    for _ in range(2):  # the first pays for first-call allocations
        mark = time.perf_counter()
        synthesize(bare, texts, voice="M1", seed=1, steps=8, speed=settings.default_speed)
        runs.append(time.perf_counter() - mark)
    answer = {"module_started": MODULE_STARTED, "ready": ready, "imports_seconds": imports}
    answer |= {"language_detector_seconds": detector, "engine_seconds": engine_seconds, **services.engine.model.timings}
    return answer | {"warm_synthesis_seconds": runs[1], "peak_rss_mb": peak_rss_bytes() / MB}


def handle(command: dict) -> dict:
    ops = {"serve": serve_first_request, "rss_steps": our_rss_steps}
    return ops.get(command.get("op"), engine_ready)(command)


def _first_served(
    side: str, model_dir: Path, official_python: Path, threads: int, op: str = "serve", quota: Quota | None = None
) -> dict:
    """One fresh process of one side, from spawn to its first request served (op "rss_steps", ours only: where its
    RSS goes). "ours" loads the prepared copy of `model_dir`; "ours_primed" is primed after init, as at SnapStart's
    publish. In a `quota` (Lambda's CPU share), each side takes its own default thread count."""
    options = {"preexec": quota.enter if quota else None}
    if side.startswith("ours"):
        env = service_env(variant_dir(model_dir, "prepared"), None if quota else threads)
        env["AWS_LAMBDA_FUNCTION_MEMORY_SIZE"] = str(LAMBDA_MEMORY_MB) if quota else None  # the threads follow it
        env["AWS_LAMBDA_INITIALIZATION_TYPE"] = "on-demand"  # an init the first request waits for
        unset = ("SUPERTONIC_BUCKET", "SUPERTONIC_MODEL_S3_URI", "SUPERTONIC_SEGMENT_QUEUE_URL")
        env |= dict.fromkeys((*unset, "SUPERTONIC_CACHE_ENABLED"), None)
        worker = Worker("bench.coldstart", env=env, log_name="coldstart", **options)
    else:
        start = {"model_dir": str(model_dir), "threads": None if quota else threads}
        # The package reads these itself when it is given no thread count: its defaults are ONNX Runtime's only
        # without them.
        env = dict.fromkeys(("SUPERTONIC_INTRA_OP_THREADS", "SUPERTONIC_INTER_OP_THREADS"), None)
        options |= {"python": official_python, "env": env, "log_name": "coldstart-official"}
        worker = Worker("bench.speed", start | {"official": True}, **options)
    with worker:
        answer = worker.call({"op": op, "text": SHORT, "voice": "M1", "steps": 8, "prime": side == "ours_primed"})
    if op == "rss_steps":
        return answer
    answer["interpreter_seconds"] = answer["module_started"] - worker.spawned
    answer["process_to_served_seconds"] = answer["served"] - worker.spawned
    parts = ("interpreter_seconds", "imports_seconds", "init_seconds", "first_request_seconds")
    answer["other_seconds"] = answer["process_to_served_seconds"] - sum(answer[key] for key in parts)
    return answer


def compare(ours: list[dict], official: list[dict]) -> dict:
    """Medians of each side, ours/official ratios, and how the rounds split (runs in round order)."""
    medians = {
        side: {key: statistics.median(run[key] for run in runs) for key in SIDE_KEYS}
        for side, runs in (("ours", ours), ("official", official))
    }
    served = "process_to_served_seconds"
    round_ratios = [a[served] / b[served] for a, b in zip(ours, official, strict=True)]
    return {
        "rounds": len(ours),
        **medians,
        "ratio": {key: medians["ours"][key] / value for key, value in medians["official"].items() if value > 0},
        "round_ratios": round_ratios,
        "not_slower_rounds": sum(ratio <= 1 for ratio in round_ratios),
        "sign_test_p": sign_test(round_ratios),
    }


def measure_vs_official(model_dir: Path, official_python: Path, rounds: int, threads: int = 2) -> dict:
    """Needs the prepared copy of `model_dir`. The `_lambda` sides run inside Lambda's CPU share for 2,048 MB,
    each with its own default threads."""
    sides = ["ours", "ours_primed", "official", *LAMBDA_SIDES]
    with cpu_quota(LAMBDA_2048_CPUS) as quota:

        def first_served(side: str) -> dict:
            share = quota if side in LAMBDA_SIDES else None
            return _first_served(LAMBDA_SIDES.get(side, side), model_dir, official_python, threads, quota=share)

        for side in sides:  # unrecorded: compiles .pyc files and warms the page cache for each alike
            first_served(side)
        runs: dict[str, list[dict]] = {side: [] for side in sides}
        for round_index in range(rounds):
            for side in rotated(sides, round_index):
                runs[side].append(first_served(side))
        throttling = quota.throttling()
    lambda_share = compare(runs["ours_lambda"], runs["official_lambda"])
    lambda_share |= {"cpus": quota.cpus, "method": quota.method, "throttling": throttling}
    lambda_share["our_threads"] = statistics.median(run["threads"] for run in runs["ours_lambda"])
    pairs = zip(runs["ours_primed"], runs["ours"], strict=True)  # round by round, against the unprimed process
    primed = {"priming_seconds": statistics.median(run["priming_seconds"] for run in runs["ours_primed"])}
    primed["first_request_ratio"] = statistics.median(
        a["first_request_seconds"] / b["first_request_seconds"] for a, b in pairs
    )
    steps = _first_served("ours", model_dir, official_python, threads, "rss_steps")["steps"]
    return {
        "threads": threads,
        **compare(runs["ours"], runs["official"]),
        "ours_primed": primed,
        "rss_steps": {"ours": steps},
        "lambda_share": lambda_share,
    }


def measure(model_dir: Path, official_python: Path, reps: int, threads: int = 2) -> dict:
    from tools.prepare_model import prepare_model

    prepare_model(model_dir, variant_dir(model_dir, "prepared"))
    env = service_env(None, threads, SUPERTONIC_BUCKET=None, SUPERTONIC_MODEL_S3_URI=None)
    env["AWS_LAMBDA_FUNCTION_NAME"] = None  # metrics as locally: these processes serve no request
    runs: dict[str, list[dict]] = {f"{v}, {c} cache": [] for v in VARIANTS for c in ("warm", "cold")}
    for rep in range(reps):
        for variant in rotated(list(VARIANTS), rep):
            root = variant_dir(model_dir, variant)
            for cache in ("warm", "cold"):
                if cache == "cold":
                    evict(root)
                with Worker("bench.coldstart", env=env, log_name="coldstart") as worker:
                    answer = worker.call({"model_dir": str(root)})
                answer["interpreter_seconds"] = answer["module_started"] - worker.spawned
                answer["process_to_ready_seconds"] = answer["ready"] - worker.spawned
                runs[f"{variant}, {cache} cache"].append(answer)
    rows = {name: {key: statistics.median(a[key] for a in got) for key in READY_KEYS} for name, got in runs.items()}
    vs_official = measure_vs_official(model_dir, official_python, VS_OFFICIAL_ROUNDS if reps > 1 else 1, threads)
    return {"threads": threads, "reps": reps, "configs": rows, "vs_official": vs_official}


if __name__ == "__main__":
    serve(handle)
