"""Cold start, in fresh processes (docs/benchmarks.md, "Cold start"): process start to engine ready per model
folder and page cache state (`measure`); ours against the official package from spawn to the first request served,
on the whole machine and inside Lambda's 2,048 MB CPU share, and where our start's RSS and time go
(`measure_vs_official`); `import handler.main` from the Lambda zips with and without their bytecode
(`measure_bytecode`); what weight prepacking buys and costs (`measure_prepacking`).
"""

from __future__ import annotations

import dataclasses
import functools
import importlib
import os
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from bench.cpu_quota import LAMBDA_2048_CPUS, LAMBDA_MEMORY_MB, Quota, cpu_quota
from bench.stats import MB, alternate, paired, peak_rss_bytes, rss_bytes, sign_test, timed, trimmed_rss_mb
from bench.texts import MEDIUM, SHORT
from bench.worker import BUILD, ROOT, Worker, run_once, serve, service_env

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
        "handler.sources.function_url", "handler.sources.s3", "handler.sources.sqs",
        "handler.service.speech", "handler.storage.cache", "handler.storage.queue", "handler.service.metrics",
        "handler.platform.snapstart",
    ),
}  # fmt: skip
# The same two starts inside Lambda's CPU share, each with its own default thread count.
LAMBDA_SIDES = {"ours_lambda": "ours", "official_lambda": "official"}
SIDE_KEYS: tuple[str, ...] = ("process_to_served_seconds", "interpreter_seconds", "imports_seconds", "init_seconds")
SIDE_KEYS += ("first_request_seconds", "other_seconds", "idle_rss_mb", "trimmed_rss_mb")
READY_KEYS: tuple[str, ...] = (
    "interpreter_seconds",
    "imports_seconds",
    "language_detector_seconds",
    "sessions_seconds",
)
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


def _importer(modules: tuple[str, ...]) -> Callable[[], object]:
    return lambda: [importlib.import_module(module) for module in modules]


def our_rss_steps(command: dict[str, Any]) -> dict[str, Any]:
    """(step, MB of RSS it added, its seconds) for each import group, init (`import handler.main`), the first
    request, and what malloc_trim(0) hands back, from the interpreter as it is now."""
    import gc

    from bench.overhead import speech_event
    from tests.events import LambdaContext

    gc.disable()  # as handler.main's first line does for all of its imports (its init enables it again)
    event = speech_event(command["text"])
    steps = [(name, _importer(modules)) for name, modules in IMPORT_GROUPS.items()]
    steps += [
        ("init", _importer(("handler.main",))),  # engine, language identifier, app
        ("first request", lambda: sys.modules["handler.main"].handler(event, LambdaContext())),
        ("malloc_trim(0)", trimmed_rss_mb),
    ]
    added: list[tuple[str, float, float | None]] = [("interpreter and harness", rss_bytes() / MB, None)]
    before = rss_bytes()
    for name, step in steps:
        _, seconds = timed(step)
        now = rss_bytes()
        added.append((name, (now - before) / MB, seconds))
        before = now
    return {"steps": added}


def serve_first_request(command: dict[str, Any]) -> dict[str, Any]:
    """Our side of `vs_official`: the whole service starts (SUPERTONIC_MODEL_DIR from the environment) and answers
    one function URL request, as the first invocation after a Lambda init."""
    from bench.overhead import speech_event  # the harness's own imports, before the clock
    from tests.events import LambdaContext

    event = speech_event(command["text"])
    main, loaded = timed(lambda: importlib.import_module("handler.main"))
    # what init does when it runs at SnapStart's publish
    _, primed = timed(main.prime) if command.get("prime") else (None, 0.0)
    response, first_request = timed(lambda: main.handler(event, LambdaContext()))
    served = time.time()
    if response["statusCode"] != 200:
        raise RuntimeError(f"the first request answered {response['statusCode']}: {response.get('body', '')[:300]}")
    init = main.runtime.STATE.init_seconds  # the module's own init, after its imports
    answer = {"module_started": MODULE_STARTED, "served": served, "imports_seconds": loaded - init}
    answer |= {"init_seconds": init, "priming_seconds": primed, "first_request_seconds": first_request}
    answer |= {"idle_rss_mb": rss_bytes() / MB, "audio_seconds": float(response["headers"]["x-audio-duration"])}
    return answer | {"threads": main.services.engine.model.threads, "trimmed_rss_mb": trimmed_rss_mb()}


def engine_ready(command: dict[str, Any]) -> dict[str, Any]:
    """Process start to engine ready on one model folder, then a first and a warm synthesis."""
    started = time.perf_counter()
    os.environ["SUPERTONIC_MODEL_DIR"] = ""  # imports and app only; the model comes next
    import handler.main as main
    from handler.kernel.config import Settings
    from handler.service.speech import loaded
    from handler.text.detect import detect_language

    imports = time.perf_counter() - started
    # build_services then finds the language identifier loaded
    _, detector = timed(lambda: detect_language("Warm up the language identifier, as init does."))
    settings = Settings.from_env({**os.environ, "SUPERTONIC_MODEL_DIR": command["model_dir"]})
    services, engine_seconds = timed(lambda: main.build_services(settings))
    ready = time.time()
    from bench.bare import BareModel, chunk_texts, synthesize  # after `ready`: not part of the service's start

    engine = loaded(services.speech).engine
    bare = BareModel.from_engine(engine)
    texts = chunk_texts(bare, MEDIUM)
    synthesis = functools.partial(synthesize, bare, texts, voice="M1", seed=1, steps=8, speed=settings.default_speed)
    synthesis()  # pays for first-call allocations
    _, warm = timed(synthesis)
    answer = {"module_started": MODULE_STARTED, "ready": ready, "imports_seconds": imports}
    answer |= {"language_detector_seconds": detector, "engine_seconds": engine_seconds, **engine.model.timings}
    return answer | {"warm_synthesis_seconds": warm, "peak_rss_mb": peak_rss_bytes() / MB}


def prepacking(command: dict[str, Any]) -> dict[str, Any]:
    """Each session's creation with and without weight prepacking, and warm synthesis with the once-per-chunk
    sessions left unpacked (as a Lambda on-demand init leaves them) paired against the fully packed set."""
    import onnxruntime as ort

    from bench.bare import NAMES, BareModel, chunk_texts, synthesize
    from handler.engine import load_engine
    from handler.engine.sessions import ONCE_PER_CHUNK, session_options
    from handler.kernel.config import Settings

    root, threads, reps = Path(command["model_dir"]), command["threads"], command["reps"]
    packed = BareModel.from_engine(load_engine(Settings(model_dir=str(root), intra_op_threads=threads)))
    creation: dict[str, dict[str, float]] = {"packed": {}, "unpacked": {}}
    sessions = dict(packed.sessions)
    for name in NAMES:  # the engine read each file: both creations read warm pages
        for side in creation:
            options = session_options(Settings(), threads, prepack=side == "packed")  # the engine's own options
            create = functools.partial(ort.InferenceSession, str(root / "onnx" / f"{name}.onnx"), options)
            session, creation[side][name] = timed(functools.partial(create, providers=["CPUExecutionProvider"]))
            if side == "unpacked" and name in ONCE_PER_CHUNK:
                sessions[name] = session
    models = {"packed": packed, "mixed": dataclasses.replace(packed, sessions=sessions)}
    figures: dict[str, Any] = {"reps": reps, "creation_seconds": creation, "unpacked_sessions": list(ONCE_PER_CHUNK)}

    def wall(model: BareModel, texts: list[str]) -> float:
        return timed(lambda: synthesize(model, texts, voice="M1", seed=1, steps=8, speed=1.05))[1]

    for label, text in (("short", SHORT), ("medium", MEDIUM)):
        calls = {side: functools.partial(wall, model, chunk_texts(packed, text)) for side, model in models.items()}
        walls = alternate(calls, reps, warmups=1)  # the first round warms both sets up
        figures[label] = {"chars": len(text), **paired(walls["mixed"], walls["packed"])}
    return figures


def handle(command: dict[str, Any]) -> dict[str, Any]:
    ops = {"serve": serve_first_request, "rss_steps": our_rss_steps, "prepacking": prepacking}
    return ops.get(str(command.get("op")), engine_ready)(command)


def _first_served(
    side: str, model_dir: Path, official_python: Path, threads: int, op: str = "serve", quota: Quota | None = None
) -> dict[str, Any]:
    """One fresh process of one side, from spawn to its first request served (op "rss_steps", ours only: where its
    RSS goes). "ours" loads the prepared copy of `model_dir`; "ours_primed" is primed after init, as at SnapStart's
    publish. In a `quota` (Lambda's CPU share), each side takes its own default thread count."""
    preexec = quota.enter if quota else None
    if side.startswith("ours"):
        env = service_env(variant_dir(model_dir, "prepared"), None if quota else threads)
        env["AWS_LAMBDA_FUNCTION_MEMORY_SIZE"] = str(LAMBDA_MEMORY_MB) if quota else None  # the threads follow it
        env["AWS_LAMBDA_INITIALIZATION_TYPE"] = "on-demand"  # an init the first request waits for
        unset = ("SUPERTONIC_BUCKET", "SUPERTONIC_MODEL_S3_URI", "SUPERTONIC_SEGMENT_QUEUE_URL")
        env |= dict.fromkeys((*unset, "SUPERTONIC_CACHE_ENABLED"), None)
        worker = Worker("bench.coldstart", env=env, log_name="coldstart", preexec=preexec)
    else:
        start = {"model_dir": str(model_dir), "threads": None if quota else threads}
        # The package reads these itself when it is given no thread count: its defaults are ONNX Runtime's only
        # without them.
        env = dict.fromkeys(("SUPERTONIC_INTRA_OP_THREADS", "SUPERTONIC_INTER_OP_THREADS"), None)
        worker = Worker(
            "bench.speed", start | {"official": True},
            python=official_python, env=env, log_name="coldstart-official", preexec=preexec,
        )  # fmt: skip
    with worker:
        answer = worker.call({"op": op, "text": SHORT, "voice": "M1", "steps": 8, "prime": side == "ours_primed"})
    if op == "rss_steps":
        return answer
    answer["interpreter_seconds"] = answer["module_started"] - worker.spawned
    answer["process_to_served_seconds"] = answer["served"] - worker.spawned
    parts = ("interpreter_seconds", "imports_seconds", "init_seconds", "first_request_seconds")
    answer["other_seconds"] = answer["process_to_served_seconds"] - sum(answer[key] for key in parts)
    return answer


def compare(ours: list[dict[str, Any]], official: list[dict[str, Any]]) -> dict[str, Any]:
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


def measure_vs_official(model_dir: Path, official_python: Path, rounds: int, threads: int = 2) -> dict[str, Any]:
    """Needs the prepared copy of `model_dir`. The `_lambda` sides run inside Lambda's CPU share for 2,048 MB,
    each with its own default threads."""
    sides = ["ours", "ours_primed", "official", *LAMBDA_SIDES]
    with cpu_quota(LAMBDA_2048_CPUS) as quota:

        def first_served(side: str) -> dict[str, Any]:
            share = quota if side in LAMBDA_SIDES else None
            return _first_served(LAMBDA_SIDES.get(side, side), model_dir, official_python, threads, quota=share)

        # the unrecorded round compiles .pyc files and warms the page cache for each side alike
        runs = alternate({side: functools.partial(first_served, side) for side in sides}, rounds, warmups=1)
        throttling = quota.throttling()
    lambda_share = compare(runs["ours_lambda"], runs["official_lambda"])
    lambda_share |= {"cpus": quota.cpus, "method": quota.method, "throttling": throttling}
    lambda_share["our_threads"] = statistics.median(run["threads"] for run in runs["ours_lambda"])
    pairs = zip(runs["ours_primed"], runs["ours"], strict=True)  # round by round, against the unprimed process
    primed = {"priming_seconds": statistics.median(run["priming_seconds"] for run in runs["ours_primed"])}
    ratios = [a["first_request_seconds"] / b["first_request_seconds"] for a, b in pairs]
    primed["first_request_ratio"] = statistics.median(ratios)
    steps = _first_served("ours", model_dir, official_python, threads, "rss_steps")["steps"]
    extra = {"ours_primed": primed, "rss_steps": {"ours": steps}, "lambda_share": lambda_share}
    return {"threads": threads, **compare(runs["ours"], runs["official"]), **extra}


def measure(model_dir: Path, official_python: Path, reps: int, threads: int = 2) -> dict[str, Any]:
    from tools.prepare_model import prepare_model

    prepare_model(model_dir, variant_dir(model_dir, "prepared"))
    env = service_env(None, threads, SUPERTONIC_BUCKET=None, SUPERTONIC_MODEL_S3_URI=None)
    env["AWS_LAMBDA_FUNCTION_NAME"] = None  # metrics as locally: these processes serve no request

    def ready(variant: str, cache: str) -> dict[str, Any]:
        if cache == "cold":
            evict(variant_dir(model_dir, variant))
        with Worker("bench.coldstart", env=env, log_name="coldstart") as worker:
            answer = worker.call({"model_dir": str(variant_dir(model_dir, variant))})
        answer["interpreter_seconds"] = answer["module_started"] - worker.spawned
        return answer | {"process_to_ready_seconds": answer["ready"] - worker.spawned}

    calls = {f"{v}, {c} cache": functools.partial(ready, v, c) for v in VARIANTS for c in ("warm", "cold")}
    runs = alternate(calls, reps)
    rows = {name: {key: statistics.median(a[key] for a in got) for key in READY_KEYS} for name, got in runs.items()}
    vs_official = measure_vs_official(model_dir, official_python, VS_OFFICIAL_ROUNDS if reps > 1 else 1, threads)
    return {"threads": threads, "reps": reps, "configs": rows, "vs_official": vs_official}


IMPORT = (  # argv: the function's folder, then the layer's python/
    "import sys, time; t = time.perf_counter(); sys.path[:0] = sys.argv[1:3]; import handler.main; "
    "print(time.perf_counter() - t)"
)


def _import_seconds(interpreter: str, task: Path, layer: Path) -> float:
    """One fresh interpreter, isolated as Lambda's is (nothing on its path but the two folders), writing nothing."""
    env = {"PATH": os.environ["PATH"], "AWS_DEFAULT_REGION": "us-east-1", "SUPERTONIC_MODEL_DIR": ""}
    env["AWS_LAMBDA_FUNCTION_NAME"] = "supertonic-bench"
    done = subprocess.run(
        [interpreter, "-I", "-S", "-B", "-c", IMPORT, str(task), str(layer)], env=env, capture_output=True, text=True
    )
    if done.returncode != 0:
        raise RuntimeError(f"import handler.main failed under {interpreter}:\n{done.stderr[-2000:]}")
    return float(done.stdout.split()[-1])


def measure_bytecode(rounds: int) -> dict[str, Any]:
    """`import handler.main` (init with no model) under Python 3.12 from the x86_64 layer and the function zip as
    Lambda lays them out, against copies without __pycache__: what each init paid before the artifacts shipped
    their bytecode (Lambda's /opt and /var/task are read-only)."""
    import shutil  # here, not at the top: the cold-start workers import this module before their clock
    import tempfile
    import zipfile

    from layers import build

    interpreter = build.runtime_python()
    if interpreter is None:
        return {"skipped": f"no python{build.PYTHON_VERSION} on this machine"}
    layer = BUILD / "layer-x86_64" / "python"
    make = ["make", "-s", "-f", "infra/deploy.mk", "build/layer-x86_64.zip", f"PYTHON={sys.executable}"]
    subprocess.run(make, cwd=ROOT, check=True)  # nothing to do while the zip is newer than its inputs
    with tempfile.TemporaryDirectory() as folder:
        root = Path(folder)
        build.function_zip(root / "function.zip")
        with zipfile.ZipFile(root / "function.zip") as archive:
            archive.extractall(root / "task")
        no_bytecode = shutil.ignore_patterns("__pycache__")
        shutil.copytree(root / "task", root / "source" / "task", ignore=no_bytecode)
        shutil.copytree(layer, root / "source" / "python", ignore=no_bytecode)
        sides = {"bytecode": (root / "task", layer), "source": (root / "source" / "task", root / "source" / "python")}
        calls = {side: functools.partial(_import_seconds, interpreter, *folders) for side, folders in sides.items()}
        runs = alternate(calls, rounds, warmups=2)  # the unrecorded rounds: the page cache holds both copies alike
    return {
        "interpreter": subprocess.run([interpreter, "-V"], capture_output=True, text=True).stdout.strip(),
        "rounds": rounds,
        "bytecode_seconds": statistics.median(runs["bytecode"]),
        "source_seconds": statistics.median(runs["source"]),
        "ratio": statistics.median(a / b for a, b in zip(runs["bytecode"], runs["source"], strict=True)),
    }


def measure_prepacking(model_dir: Path, reps: int, threads: int = 2) -> dict[str, Any]:
    env = service_env(model_dir, threads, AWS_LAMBDA_INITIALIZATION_TYPE=None)  # every session packed
    command = {"op": "prepacking", "model_dir": str(model_dir), "reps": reps, "threads": threads}
    return run_once("bench.coldstart", command, env=env)


if __name__ == "__main__":
    serve(handle)
