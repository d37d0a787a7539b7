"""`make bench`: every benchmark on the heavy synthetic model, then bench/results.json and bench/results.md. Each
measurement runs in fresh worker processes; docs/benchmarks.md gives the options (--only, --quick, --merge,
--render, --model-dir). Sections are the entries of SECTIONS, run in that order; a new one is one function and one
line there. The worker logs go to build/bench-logs/.
"""

from __future__ import annotations

import argparse
import contextlib
import datetime
import json
import os
import platform
import shutil
import subprocess
import sys
import time
import traceback
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench import coldstart, deadline, fanout, frontend, memory, overhead, report, speed, streaming  # noqa: E402
from bench.texts import text_of_length  # noqa: E402
from bench.worker import BUILD, LOG_DIR, VENV_PYTHON, run_once  # noqa: E402
from tools.prepare_model import prepare_model  # noqa: E402

MODEL_DIR = BUILD / "bench-model"
OFFICIAL_VENV = ROOT / ".venv-official"
OFFICIAL_REQUIREMENTS = ["supertonic==1.3.1", "onnxruntime==1.23.2", "numpy==2.4.6"]  # same runtime as ours
PEER_VENV = ROOT / ".venv-supertonic-server"
PEER_REQUIREMENTS = ["supertonic-server==0.2.0", "onnxruntime==1.23.2", "numpy==2.4.6"]  # a streaming peer
THREADS = 2  # both cores of the bench machine, for every section but `threads`

FULL = {
    "overhead": {"short": 30, "medium": 10},
    **{"cache_hits": 20, "throughput": 5, "threads": 3, "leak_requests": 500, "coldstart": 3, "frontend": 5},
    **{"prepacking_pairs": 20, "sync_chars": 5_000, "job_chars": 100_000},
    "streaming": {"reps": 5, "first_byte_chars": 1_000, "concurrent_chars": 300, "memory_chars": 5_000},
    # a long job in segments: characters, worker processes (every format at the first count, mp3 at the others)
    "fanout": {"chars": 100_000, "workers": [2], "formats": ["wav", "pcm", "flac", "mp3", "aac", "opus"]},
    # mixed requests, hostile and never-reading WebSocket clients, a client honouring Retry-After; /v1/health timed
    "soak": {"requests": 2_000, "hostile": 4, "never_readers": 2, "seconds": 1_500},
}
QUICK = FULL | {
    "overhead": {"short": 3, "medium": 2},
    **{"cache_hits": 3, "throughput": 1, "threads": 1, "leak_requests": 30, "coldstart": 1, "frontend": 1},
    **{"prepacking_pairs": 2, "sync_chars": 1_500, "job_chars": 3_000},
    "streaming": {"reps": 1, "first_byte_chars": 400, "concurrent_chars": 150, "memory_chars": 1_000},
    "fanout": {"chars": 10_000, "workers": [2], "formats": ["wav", "mp3"]},
    "soak": {"requests": 200, "hostile": 2, "never_readers": 1},
}


PACKAGES: tuple[str, ...] = (
    "onnxruntime",
    "numpy",
    "soundfile",
    "soxr",
    "fastapi",
    "mangum",
    "boto3",
    "aws-lambda-powertools",
    "moto",
)
PACKAGES += ("supertonic",)


def _proc_field(path: str, prefix: str) -> str | None:
    """The rest of the first line of a /proc file that starts with `prefix`, if any."""
    with contextlib.suppress(OSError):
        lines = Path(path).read_text().splitlines()
        return next((line.split(":", 1)[1].strip() for line in lines if line.startswith(prefix)), None)
    return None


def machine() -> dict[str, Any]:
    memory = _proc_field("/proc/meminfo", "MemTotal:")
    return {
        "date": datetime.datetime.now(datetime.UTC).strftime("%Y-%m-%dT%H:%M:%SZ"),
        "machine": f"{platform.system()} {platform.machine()}, kernel {platform.release()}",
        "cpu": _proc_field("/proc/cpuinfo", "model name") or platform.processor() or "unknown",
        "cores": os.cpu_count(),
        "memory_gib": round(int(memory.split()[0]) / 1024 / 1024, 1) if memory else None,
        "python": platform.python_version(),
    }


def versions(python: Path | str, packages: tuple[str, ...] = PACKAGES) -> dict[str, str | None]:
    """Installed versions as seen by `python` (None when a package is absent there)."""
    script = (
        "import importlib.metadata as m, json, sys\n"
        "def v(p):\n"
        "    try: return m.version(p)\n"
        "    except m.PackageNotFoundError: return None\n"
        "print(json.dumps({p: v(p) for p in sys.argv[1:]}))"
    )
    output = subprocess.run([str(python), "-c", script, *packages], capture_output=True, text=True, check=True)
    found: dict[str, str | None] = json.loads(output.stdout)
    return found


def ensure_venv(path: Path, requirements: list[str]) -> Path:
    """A virtualenv at `path` with exactly these pinned requirements installed (reused when already there)."""
    python, stamp, wanted = path / "bin" / "python", path / ".bench-requirements", "\n".join(sorted(requirements))
    if python.exists() and stamp.exists() and stamp.read_text() == wanted:
        return python
    LOG_DIR.mkdir(parents=True, exist_ok=True)
    with (LOG_DIR / "venvs.log").open("a") as log:
        base = getattr(sys, "_base_executable", sys.executable)
        subprocess.run([base, "-m", "venv", "--clear", str(path)], check=True, stdout=log, stderr=log)
        pip = [str(python), "-m", "pip", "install", "-q", "--disable-pip-version-check", *requirements]
        subprocess.run(pip, check=True, stdout=log, stderr=log)
    stamp.write_text(wanted)
    return python


def ensure_model(model_dir: Path | None) -> Path:
    """The given model folder, else the heavy synthetic model (written on first use)."""
    if model_dir is not None:
        return model_dir.resolve()
    revision = MODEL_DIR / "REVISION"
    if not (revision.is_file() and revision.read_text().strip().endswith("-heavy")):
        from tools.synthetic_model import write_model

        print(f"writing the heavy synthetic model to {MODEL_DIR}", flush=True)
        write_model(MODEL_DIR, heavy=True)
    return MODEL_DIR


def describe_model(model: Path) -> dict[str, Any]:
    config = json.loads((model / "onnx" / "tts.json").read_text())
    revision = model / "REVISION"
    return {
        "path": str(model.relative_to(ROOT) if model.is_relative_to(ROOT) else model),
        "size_mb": sum(f.stat().st_size for f in model.rglob("*") if f.is_file()) / 2**20,
        "revision": revision.read_text().strip() if revision.is_file() else "unknown",
        "synthetic": bool(config.get("synthetic")),
    }


def run_overhead(plan: dict[str, Any], model: Path, results: dict[str, Any]) -> dict[str, Any]:
    measured = overhead.measure(str(model), plan["overhead"], THREADS)
    return {"overhead": measured, "cache_hit": overhead.measure_cache_hit(str(model), plan["cache_hits"], THREADS)}


def run_throughput(plan: dict[str, Any], model: Path, results: dict[str, Any]) -> dict[str, Any]:
    official = ensure_venv(OFFICIAL_VENV, OFFICIAL_REQUIREMENTS)
    measured = speed.throughput(str(model), official, plan["throughput"], THREADS)
    return {"throughput": measured, "versions_official": versions(official, ("supertonic", "onnxruntime", "numpy"))}


def run_threads(plan: dict[str, Any], model: Path, results: dict[str, Any]) -> dict[str, Any]:
    measured = speed.threads(str(model), plan["threads"])
    keep = ("rtf_lambda_2048", "chars_per_audio_second")  # what infra/cost_table.py reads
    return {"threads": measured, **{key: measured[key] for key in keep}}


def run_memory(plan: dict[str, Any], model: Path, results: dict[str, Any]) -> dict[str, Any]:
    deployed = str(prepare_model(model, coldstart.variant_dir(model, "prepared")))  # the service as deployed
    sync_text, job_text = text_of_length(plan["sync_chars"]), text_of_length(plan["job_chars"])
    peaks = memory.measure_peaks(deployed, THREADS, sync_text, job_text)
    return {"memory": peaks | {"leak": memory.measure_leak(deployed, THREADS, plan["leak_requests"])}}


def run_coldstart(plan: dict[str, Any], model: Path, results: dict[str, Any]) -> dict[str, Any]:
    official = ensure_venv(OFFICIAL_VENV, OFFICIAL_REQUIREMENTS)
    measured = coldstart.measure(model, official, plan["coldstart"], THREADS)  # writes the prepared copy
    prepared = coldstart.variant_dir(model, "prepared")
    packing = coldstart.measure_prepacking(prepared, plan["prepacking_pairs"], THREADS)
    extra = {"lambda_bytecode": coldstart.measure_bytecode(coldstart.VS_OFFICIAL_ROUNDS), "prepacking": packing}
    return {"coldstart": measured | extra}


def run_streaming(plan: dict[str, Any], model: Path, results: dict[str, Any]) -> dict[str, Any]:
    official = ensure_venv(OFFICIAL_VENV, OFFICIAL_REQUIREMENTS)
    try:
        peer = ensure_venv(PEER_VENV, PEER_REQUIREMENTS)
    except subprocess.CalledProcessError:
        peer = None  # recorded as the peer's error in the results
    measured = streaming.measure(str(model), peer, official, plan["streaming"], THREADS)
    peer_versions = versions(peer, ("supertonic-server", "supertonic", "onnxruntime")) if peer else None
    return {"streaming": measured, "versions_peer": peer_versions}


def run_frontend(plan: dict[str, Any], model: Path, results: dict[str, Any]) -> dict[str, Any]:
    return {"frontend": frontend.measure(str(model), THREADS, plan["frontend"])}


def run_fanout(plan: dict[str, Any], model: Path, results: dict[str, Any]) -> dict[str, Any]:
    return {"fanout": fanout.measure(str(model), plan["fanout"], results)}


def run_deadline(plan: dict[str, Any], model: Path, results: dict[str, Any]) -> dict[str, Any]:
    """No measurement of its own: the threads section's real-time factor and the real model's published one."""
    return {"deadline": {"rows": deadline.rows(results)}}


# Admission decides as for Supertonic 3 (its prior pace, 0.05 s a character), though the syntheses are the synthetic
# model's; a client that stops reading is dropped 10 s behind its audio (30 by default), so several come and go.
SOAK_ENV = {"SUPERTONIC_SECONDS_PER_CHAR": "0.05", "SUPERTONIC_READER_LAG_SECONDS": "10"}


def run_soak(plan: dict[str, Any], model: Path, results: dict[str, Any]) -> dict[str, Any]:
    env = {"SUPERTONIC_MODEL_DIR": str(model), "SUPERTONIC_METRICS": "off", **SOAK_ENV}
    summary = run_once("bench.soak", plan["soak"], env=env)
    return {"soak": {"run": summary | {"cpu": f"{results['cpu']}, {results['cores']} cores"}}}


# Each section: (plan, model folder, results so far) -> keys for results.json. Run in this order.
SECTIONS: dict[str, Callable[[dict[str, Any], Path, dict[str, Any]], dict[str, Any]]] = {
    "overhead": run_overhead,
    "throughput": run_throughput,
    "threads": run_threads,
    "deadline": run_deadline,  # after threads: the synthetic model's row uses its real-time factor
    "memory": run_memory,
    "coldstart": run_coldstart,
    "streaming": run_streaming,
    "frontend": run_frontend,
    "fanout": run_fanout,  # after threads: the Lambda projection scales by that section's numbers
    "soak": run_soak,
}


def measure(options: argparse.Namespace, json_path: Path) -> dict[str, Any]:
    """Every section asked for; with --merge, on top of the other sections' numbers in `json_path`."""
    sections = [name.strip() for name in options.only.split(",") if name.strip()]
    plan = QUICK if options.quick else FULL
    shutil.rmtree(LOG_DIR, ignore_errors=True)
    started = time.perf_counter()
    model = ensure_model(options.model_dir)
    results: dict[str, Any] = {**machine(), "versions": versions(VENV_PYTHON), "model": describe_model(model)}
    results |= {"quick": options.quick, "plan": plan, "load": {}, "section_seconds": {}, "errors": {}}
    if options.merge and json_path.is_file():  # one section re-measured; the rest as the last full run left it
        kept = json.loads(json_path.read_text())
        for key in ("section_seconds", "load", "errors"):
            results[key] = {name: value for name, value in kept.get(key, {}).items() if name not in sections}
        measured = {name: kept["date"] for name in kept.get("section_seconds", {})} | kept.get("measured", {})
        # The header keeps the full run's machine and model; a section measured now names its own.
        header = ("machine", "cpu", "cores", "model")
        results = {**kept, **results, **{key: kept[key] for key in header if key in kept}}
        results["plan"] = {**kept.get("plan", {}), **plan}
        label = f"{results['date']} on {machine()['cpu']}"
        if options.model_dir is not None:  # the header names the full run's model: say which one this was
            label += f", model {describe_model(model)['revision']}"
        results["measured"] = {**measured, **{name: label for name in sections}}
    for name in sections:
        print(f"[{time.perf_counter() - started:6.0f} s] {name} ...", flush=True)
        mark, load = time.perf_counter(), os.getloadavg()[0]
        try:
            if name not in SECTIONS:
                raise ValueError(f"unknown section {name!r}; choose from {', '.join(SECTIONS)}")
            results |= SECTIONS[name](plan, model, results)
        except Exception:
            results["errors"][name] = traceback.format_exc()
            print(results["errors"][name], file=sys.stderr, flush=True)
        results["section_seconds"][name] = time.perf_counter() - mark
        results["load"][name] = {"before": load, "after": os.getloadavg()[0]}
    return results | {"run_seconds": time.perf_counter() - started}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--only", default=",".join(SECTIONS), help="comma-separated sections to run")
    parser.add_argument("--quick", action="store_true", help="few repetitions and small texts (not for results)")
    parser.add_argument("--output", type=Path, default=ROOT / "bench", help="folder for results.json and results.md")
    parser.add_argument("--model-dir", type=Path, help="another model folder (e.g. the real one from `make model`)")
    parser.add_argument("--merge", action="store_true", help="keep the other sections of the output's results.json")
    parser.add_argument("--render", action="store_true", help="only write results.md from the output's results.json")
    options = parser.parse_args()
    options.output.mkdir(parents=True, exist_ok=True)
    json_path = options.output / "results.json"
    # --render: the findings and results.md again, from the numbers in results.json
    results = json.loads(json_path.read_text()) if options.render else measure(options, json_path)
    results["findings"] = report.findings(results)
    json_path.write_text(json.dumps(results, indent=1))
    report.write_markdown(results, options.output / "results.md")
    print(f"wrote {json_path} and results.md")
    for finding in results["findings"]:
        print("-", finding)
    return 1 if results.get("errors") and not options.render else 0


if __name__ == "__main__":
    sys.exit(main())
