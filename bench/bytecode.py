"""Lambda's zip artifacts with and without their bytecode: `import handler.main` (init with no model) under a
Python 3.12, from the x86_64 layer and the function zip unpacked as Lambda lays them out, against copies of the two
with every __pycache__ removed. Lambda's /opt and /var/task are read-only, so the copies show what each init paid
before layers/build.py compiled the artifacts (`compile_bytecode`).

    figures = measure(rounds=5)   # {"bytecode_seconds": ..., "source_seconds": ..., "ratio": ..., ...}
"""

from __future__ import annotations

import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path

from bench.worker import BUILD, ROOT
from layers import build

IMPORT = (  # argv: the function's folder, then the layer's python/
    "import sys, time; t = time.perf_counter(); sys.path[:0] = sys.argv[1:3]; import handler.main; "
    "print(time.perf_counter() - t)"
)


def import_seconds(interpreter: str, task: Path, layer: Path) -> float:
    """One fresh interpreter, isolated as Lambda's is (nothing on its path but the two folders), writing nothing."""
    env = {"PATH": os.environ["PATH"], "AWS_DEFAULT_REGION": "us-east-1", "SUPERTONIC_MODEL_DIR": ""}
    env["AWS_LAMBDA_FUNCTION_NAME"] = "supertonic-bench"
    done = subprocess.run(
        [interpreter, "-I", "-S", "-B", "-c", IMPORT, str(task), str(layer)], env=env, capture_output=True, text=True
    )
    if done.returncode != 0:
        raise RuntimeError(f"import handler.main failed under {interpreter}:\n{done.stderr[-2000:]}")
    return float(done.stdout.split()[-1])


def measure(rounds: int) -> dict:
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
        runs: dict[str, list[float]] = {side: [] for side in sides}
        for _ in range(2):  # unrecorded: the page cache holds both copies alike
            for task, site in sides.values():
                import_seconds(interpreter, task, site)
        for round_index in range(rounds):
            for side in list(sides)[round_index % 2 :] + list(sides)[: round_index % 2]:  # each goes first in turn
                runs[side].append(import_seconds(interpreter, *sides[side]))
    return {
        "interpreter": subprocess.run([interpreter, "-V"], capture_output=True, text=True).stdout.strip(),
        "rounds": rounds,
        "bytecode_seconds": statistics.median(runs["bytecode"]),
        "source_seconds": statistics.median(runs["source"]),
        "ratio": statistics.median(a / b for a, b in zip(runs["bytecode"], runs["source"], strict=True)),
    }
