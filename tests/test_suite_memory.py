"""`make test` cannot eat the machine or hang: a worker that dies fails the run at once, naming it (pytest-xdist
otherwise waits for it for ever), and the run prints each worker's peak memory, failing over the limit
(tests/memory_report.py). Each case runs pytest the way the Makefile's `test` target does, on a tiny suite."""

from __future__ import annotations

import os
import re
import shlex
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def make_test_arguments() -> list[str]:
    """The pytest arguments of the Makefile's `test` recipe."""
    recipe = (ROOT / "Makefile").read_text().split("\ntest:", 1)[1].split("\n\n", 1)[0]
    line = next(line for line in recipe.splitlines() if "-m pytest" in line)
    return shlex.split(line.split("-m pytest", 1)[1])


def run_suite(folder: Path, files: dict[str, str], **env: str) -> subprocess.CompletedProcess:
    for name, code in files.items():
        (folder / name).write_text(code)
    command = [sys.executable, "-m", "pytest", *make_test_arguments(), "-p", "tests.memory_report"]
    command += ["-p", "no:cacheprovider", "--rootdir", str(folder), str(folder)]
    environment = {**os.environ, "PYTHONPATH": str(ROOT), **env}
    return subprocess.run(command, cwd=folder, env=environment, capture_output=True, text=True, timeout=300)


DIES = "import os\n\n\ndef test_dies():\n    os._exit(9)  # as the kernel's OOM killer ends a process\n"
HOLDS = """HELD = []


def test_holds_a_big_buffer():
    HELD.append(bytearray(200 * 2**20))
    HELD[0][:: 4096] = b"x" * len(range(0, len(HELD[0]), 4096))  # touched: resident
"""


def test_make_test_runs_two_workers_and_none_is_restarted() -> None:
    arguments = make_test_arguments()
    assert "-n" in arguments and "--max-worker-restart=0" in arguments


def test_a_dead_worker_fails_the_run_at_once_and_each_workers_peak_is_printed(tmp_path: Path) -> None:
    run = run_suite(tmp_path, {"test_dies.py": DIES, "test_holds.py": HOLDS}, SUITE_MEMORY_LIMIT_MB="150")
    output = run.stdout + run.stderr
    assert run.returncode != 0, output
    assert re.search(r"worker 'gw\d' crashed while running 'test_dies.py::test_dies'", output), output
    assert "replacing crashed worker" not in output, output  # not restarted: one death, one failure, the end
    # The worker that lived reports its peak: over the limit this run sets, so the run fails naming it.
    assert re.search(r"peak memory: gw\d \d+\.\d GB \(limit 0\.1 GB per process\)", run.stdout), output
    assert re.search(r"FAILED: gw\d went over 0\.1 GB", run.stdout), output


def test_a_run_within_the_limit_passes_printing_its_peaks(tmp_path: Path) -> None:
    run = run_suite(tmp_path, {"test_a.py": "def test_a():\n    pass\n", "test_b.py": "def test_b():\n    pass\n"})
    assert run.returncode == 0, run.stdout + run.stderr
    assert re.search(r"peak memory: gw0 \d+\.\d GB, gw1 \d+\.\d GB \(limit 3\.0 GB per process\)", run.stdout)
