"""What the results record about where they ran, and the extra virtualenvs some measurements need.

machine()                                   # date, CPU model, cores, memory, platform, python
versions(VENV_PYTHON)                       # library versions as that interpreter imports them
python = ensure_venv(ROOT / ".venv-official", ["supertonic==1.3.1", "onnxruntime==1.23.2"])
"""

from __future__ import annotations

import datetime
import json
import os
import platform
import subprocess
import sys
from pathlib import Path

from bench.worker import LOG_DIR

PACKAGES = (
    "onnxruntime",
    "numpy",
    "soundfile",
    "soxr",
    "fastapi",
    "mangum",
    "boto3",
    "aws-lambda-powertools",
    "moto",
    "supertonic",
)


def _cpu_model() -> str:
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or "unknown"


def _memory_gib() -> float | None:
    try:
        for line in Path("/proc/meminfo").read_text().splitlines():
            if line.startswith("MemTotal:"):
                return round(int(line.split()[1]) / 1024 / 1024, 1)
    except OSError:
        pass
    return None


def machine() -> dict:
    return {
        "date": datetime.datetime.now(datetime.UTC).strftime("%Y-%m-%dT%H:%M:%SZ"),
        "machine": f"{platform.system()} {platform.machine()}, kernel {platform.release()}",
        "cpu": _cpu_model(),
        "cores": os.cpu_count(),
        "memory_gib": _memory_gib(),
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
    return json.loads(output.stdout)


def ensure_venv(path: Path, requirements: list[str]) -> Path:
    """A virtualenv at `path` with exactly these pinned requirements installed (reused when already there)."""
    python = path / "bin" / "python"
    stamp = path / ".bench-requirements"
    wanted = "\n".join(sorted(requirements))
    if python.exists() and stamp.exists() and stamp.read_text() == wanted:
        return python
    base = getattr(sys, "_base_executable", sys.executable)
    LOG_DIR.mkdir(parents=True, exist_ok=True)
    with (LOG_DIR / "venvs.log").open("a") as log:
        subprocess.run([base, "-m", "venv", "--clear", str(path)], check=True, stdout=log, stderr=log)
        pip = [str(python), "-m", "pip", "install", "-q", "--disable-pip-version-check", *requirements]
        subprocess.run(pip, check=True, stdout=log, stderr=log)
    stamp.write_text(wanted)
    return python
