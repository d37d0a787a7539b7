"""Cold start: from process start to an engine ready to synthesise, split into interpreter start, imports (the
whole of `handler.main` with no model), the language identifier's load (init warms it), config and indexer,
voices, session creation and the rest of init; then the first and a warm synthesis, so a faster load that costs
speed later shows up.

Three model variants:
- `onnx`: the files as shipped, optimised by ONNX Runtime at every load (SUPERTONIC_GRAPH_OPTIMIZATION=all);
- `optimized`: ONNX files saved after ORT's optimisation (`SessionOptions.optimized_model_filepath`), loaded
  with optimisation off (SUPERTONIC_GRAPH_OPTIMIZATION=disable) through the real engine;
- `ort`: ORT-format files (`session.save_model_format=ORT`) loaded as sessions with the engine's own options
  (the engine reads only .onnx, so this variant builds its sessions directly).
Each variant runs with the page cache warm and cold (the model files evicted with posix_fadvise DONTNEED).
"""

from __future__ import annotations

import os
import shutil
import statistics
import time
from pathlib import Path

from bench.stats import MB, peak_rss_bytes, rss_bytes
from bench.texts import MEDIUM
from bench.worker import BUILD, Worker, run_once, serve

MODULE_STARTED = time.time()  # the worker's first moment after the interpreter has started
VARIANTS = ("onnx", "optimized", "ort")
SESSION_NAMES = ("duration_predictor", "text_encoder", "vector_estimator", "vocoder")


def variant_dir(model_dir: Path, variant: str) -> Path:
    return model_dir if variant == "onnx" else BUILD / f"{model_dir.name}-{variant}"


def optimize(model_dir: Path) -> dict:
    """Write the `optimized` and `ort` copies of the model (only the .onnx files change)."""
    import onnxruntime as ort

    report = {}
    for variant, suffix in (("optimized", ".onnx"), ("ort", ".ort")):
        target = variant_dir(model_dir, variant)
        if target.exists():
            shutil.rmtree(target)
        shutil.copytree(model_dir, target, ignore=shutil.ignore_patterns("*.onnx"))
        started = time.perf_counter()
        for name in SESSION_NAMES:
            options = ort.SessionOptions()
            options.graph_optimization_level = ort.GraphOptimizationLevel.ORT_ENABLE_ALL
            options.optimized_model_filepath = str(target / "onnx" / f"{name}{suffix}")
            if suffix == ".ort":
                options.add_session_config_entry("session.save_model_format", "ORT")
            ort.InferenceSession(str(model_dir / "onnx" / f"{name}.onnx"), options, providers=["CPUExecutionProvider"])
        size = sum(f.stat().st_size for f in (target / "onnx").glob(f"*{suffix}"))
        report[variant] = {"build_seconds": time.perf_counter() - started, "size_mb": size / MB}
    report["onnx"] = {"size_mb": sum(f.stat().st_size for f in (model_dir / "onnx").glob("*.onnx")) / MB}
    return report


def evict(folder: Path) -> None:
    """Drop these files from the page cache, as on a fresh Lambda instance (other files stay cached)."""
    for path in folder.rglob("*"):
        if path.is_file():
            descriptor = os.open(path, os.O_RDONLY)
            try:
                os.posix_fadvise(descriptor, 0, 0, os.POSIX_FADV_DONTNEED)
            finally:
                os.close(descriptor)


def _load_ort_format(root: Path, settings: object) -> tuple[dict, dict]:
    import onnxruntime as ort

    from handler.engine.model import load_config, load_indexer, load_voice
    from handler.engine.sessions import session_options
    from handler.engine.voices import VOICE_NAMES

    timings = {}
    started = time.perf_counter()
    config, indexer = load_config(root), load_indexer(root)
    timings["config_seconds"] = time.perf_counter() - started
    mark = time.perf_counter()
    voices = {name: load_voice(root, name) for name in VOICE_NAMES}
    timings["voices_seconds"] = time.perf_counter() - mark
    mark = time.perf_counter()
    options = session_options(settings)
    sessions = {
        name: ort.InferenceSession(str(root / "onnx" / f"{name}.ort"), options, providers=["CPUExecutionProvider"])
        for name in SESSION_NAMES
    }
    timings["sessions_seconds"] = time.perf_counter() - mark
    return timings, {"config": config, "indexer": indexer, "voices": voices, "sessions": sessions}


def handle(command: dict) -> dict:
    if command.get("op") == "optimize":
        return optimize(Path(command["model_dir"]))
    variant, root = command["variant"], Path(command["model_dir"])
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
    optimization = "disable" if variant == "optimized" else "all"
    settings = Settings.from_env(
        {**os.environ, "SUPERTONIC_MODEL_DIR": str(root), "SUPERTONIC_GRAPH_OPTIMIZATION": optimization}
    )
    mark = time.perf_counter()
    if variant == "ort":
        timings, parts = _load_ort_format(root, settings)
    else:
        services = main.build_services(settings)
        timings = dict(services.engine.model.timings)
    engine_seconds = time.perf_counter() - mark
    ready = time.time()
    from bench.bare import BareModel, synthesize  # after `ready`: not part of the service's start

    if variant == "ort":
        config = parts["config"]
        bare = BareModel(
            sessions=parts["sessions"],
            indexer=parts["indexer"],
            styles={name: (v.style_ttl, v.style_dp) for name, v in parts["voices"].items()},
            sample_rate=config.sample_rate,
            frame_samples=config.frame_samples,
            latent_channels=config.latent_channels,
        )
        supported = frozenset(chr(c) for c in range(65536) if parts["indexer"][c] >= 0)
    else:
        bare = BareModel.from_engine(services.engine)
        supported = services.engine.supported_characters
    texts = [c.model_text for c in prepare_text(MEDIUM, lang="en", supported=supported).chunks]
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


def measure(model_dir: Path, reps: int, threads: int = 2) -> dict:
    built = run_once("bench.coldstart", {"op": "optimize", "model_dir": str(model_dir)}, log_name="coldstart")
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
                    answer = worker.call({"variant": variant, "model_dir": str(root)})
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
    return {"threads": threads, "reps": reps, "files": built, "configs": rows}


if __name__ == "__main__":
    serve(handle)
