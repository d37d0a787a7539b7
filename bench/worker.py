"""Every measurement runs in a fresh worker process: its own imports, its own peak RSS, its own CPU quota, and
(for the official package and other onnxruntime versions) its own virtualenv. Standard library only.

Worker side (a module run as `python -m bench.<name> '<json args>'`):
    if __name__ == "__main__":
        serve(handle)              # handle(command: dict) -> dict, once per line on stdin

Orchestrator side:
    with Worker("bench.engine_worker", {"threads": 2}, env={...}, preexec=quota.enter) as worker:
        result = worker.call({"text": "..."})   # a command's answer, or RuntimeError with the worker's traceback

Answers travel on stdout after a marker; every other line (the service's own logs) goes to build/bench-logs/.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
import traceback
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
BUILD = ROOT / "build"
LOG_DIR = BUILD / "bench-logs"
# The interpreter running the benchmark (the project's venv under `make bench`), wherever that venv lives.
VENV_PYTHON = Path(sys.executable)
MARKER = "@@bench "


def args() -> dict:
    """The worker's start-up arguments (JSON in argv[1])."""
    return json.loads(sys.argv[1]) if len(sys.argv) > 1 else {}


def serve(handle: Callable[[dict], dict]) -> None:
    for line in sys.stdin:
        if not line.strip():
            continue
        try:
            answer = handle(json.loads(line))
        except Exception:
            answer = {"error": traceback.format_exc()}
        print(MARKER + json.dumps(answer), flush=True)


class Worker:
    def __init__(
        self,
        module: str,
        start_args: dict | None = None,
        *,
        python: Path | str = VENV_PYTHON,
        env: dict[str, str | None] | None = None,
        preexec: Callable[[], None] | None = None,  # runs in the child before exec (joins a CPU quota)
        log_name: str | None = None,
    ) -> None:
        self.module = module
        LOG_DIR.mkdir(parents=True, exist_ok=True)
        self.log_path = LOG_DIR / f"{log_name or module.rsplit('.', 1)[-1]}.log"
        environment = dict(os.environ)
        # Workers write the .pyc files they compile, as the image build does (compileall): where the environment
        # forbids that, every fresh process would compile each changed module again, in the time it measures.
        environment.pop("PYTHONDONTWRITEBYTECODE", None)
        for name, value in (env or {}).items():
            if value is None:
                environment.pop(name, None)
            else:
                environment[name] = value
        self._log = self.log_path.open("a")
        self._log.write(f"--- {time.strftime('%H:%M:%S')} {module} {json.dumps(start_args or {})[:300]}\n")
        self._log.flush()
        self.spawned = time.time()  # wall clock, comparable with the worker's own time.time()
        self.process = subprocess.Popen(
            [str(python), "-m", module, json.dumps(start_args or {})],
            cwd=ROOT,
            env=environment,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=self._log,
            text=True,
            preexec_fn=preexec,
        )

    def call(self, command: dict) -> dict:
        self.process.stdin.write(json.dumps(command) + "\n")
        self.process.stdin.flush()
        for line in self.process.stdout:
            if line.startswith(MARKER):
                answer = json.loads(line[len(MARKER) :])
                if "error" in answer:
                    raise RuntimeError(f"{self.module} failed:\n{answer['error']}")
                return answer
            self._log.write(line)
        raise RuntimeError(f"{self.module} exited with {self.process.wait()}; see {self.log_path}")

    def close(self) -> int:
        if self.process.stdin and not self.process.stdin.closed:
            self.process.stdin.close()
        for line in self.process.stdout:
            self._log.write(line)
        code = self.process.wait()
        self._log.close()
        return code

    def __enter__(self) -> Worker:
        return self

    def __exit__(self, *exc: object) -> None:
        if exc[0] is not None and self.process.poll() is None:
            self.process.kill()
        self.close()


def run_once(module: str, command: dict, **options: object) -> dict:
    """Start a worker, give it one command, and return its answer."""
    with Worker(module, **options) as worker:
        return worker.call(command)


def interleaved(workers: dict[str, Worker], commands: dict[str, dict], reps: int) -> dict[str, dict[str, list[dict]]]:
    """Every command `reps` times on every worker, one call at a time, rotating the worker order each round, so
    the slow phases of a shared machine hit every worker alike. Returns answers[worker][command]."""
    answers: dict[str, dict[str, list[dict]]] = {name: {key: [] for key in commands} for name in workers}
    names = list(workers)
    for round_index in range(reps):
        shift = round_index % len(names)
        for name in names[shift:] + names[:shift]:
            for key, command in commands.items():
                answers[name][key].append(workers[name].call(command))
    return answers
