"""Where the results ran, and the extra virtualenvs some measurements need.

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

PACKAGES = ("onnxruntime", "numpy", "soundfile", "soxr", "fastapi", "mangum", "boto3", "aws-lambda-powertools", "moto")
PACKAGES += ("supertonic",)


def _proc_field(path: str, prefix: str) -> str | None:
    """The rest of the first line of a /proc file that starts with `prefix`, if any."""
    try:
        lines = Path(path).read_text().splitlines()
    except OSError:
        return None
    return next((line.split(":", 1)[1].strip() for line in lines if line.startswith(prefix)), None)


def machine() -> dict:
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
    return json.loads(output.stdout)


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
