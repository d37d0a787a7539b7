"""Every measurement runs in fresh processes: its own imports, peak RSS, CPU quota and (for the official package and
the streaming peer) virtualenv. Standard library only. A worker module (`python -m bench.<name> '<json args>'`)
calls `serve(handle)`; the orchestrator drives it:
    with Worker("bench.speed", {"threads": 2}, env=service_env(model, 2), preexec=quota.enter) as worker:
        result = worker.call({"text": "..."})   # a command's answer, or RuntimeError with the worker's traceback
Answers travel on stdout after a marker; every other line (the service's own logs) goes to build/bench-logs/.
"""

from __future__ import annotations

import contextlib
import json
import os
import socket
import subprocess
import sys
import time
import traceback
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any, TypedDict, Unpack

ROOT = Path(__file__).resolve().parents[1]
BUILD = ROOT / "build"
LOG_DIR = BUILD / "bench-logs"
# The interpreter running the benchmark (the project's venv under `make bench`), wherever that venv lives.
VENV_PYTHON = Path(sys.executable)
MARKER = "@@bench "
Env = Mapping[str, str | None]  # None removes the variable


def args() -> dict[str, Any]:
    """The worker's start-up arguments (JSON in argv[1])."""
    return json.loads(sys.argv[1]) if len(sys.argv) > 1 else {}


def serve(handle: Callable[[dict[str, Any]], dict[str, Any]]) -> None:
    for line in sys.stdin:
        if line.strip():
            try:
                answer = handle(json.loads(line))
            except Exception:
                answer = {"error": traceback.format_exc()}
            print(MARKER + json.dumps(answer), flush=True)


def service_env(model_dir: str | Path | None, threads: int | None, **extra: str | None) -> dict[str, str | None]:
    """The service as the benchmarks run it: this model and thread count (None: the engine's own default), no API
    key, metrics as on Lambda; `extra` on top."""
    return {
        "SUPERTONIC_MODEL_DIR": None if model_dir is None else str(model_dir),
        "SUPERTONIC_INTRA_OP_THREADS": None if threads is None else str(threads),
        "SUPERTONIC_API_KEY": None,
        "AWS_LAMBDA_FUNCTION_NAME": "supertonic-bench",
        **extra,
    }


def environment(env: Env | None) -> dict[str, str]:
    merged: dict[str, str | None] = {**os.environ, **(env or {})}
    # Workers write the .pyc files they compile, as the image build does (compileall): where the environment
    # forbids that, every fresh process would compile each changed module again, in the time it measures.
    merged.pop("PYTHONDONTWRITEBYTECODE", None)
    return {name: value for name, value in merged.items() if value is not None}


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


@contextlib.contextmanager
def background(
    command: list[str], env: Env, ready: Callable[[], bool], log_name: str, timeout: float = 240.0
) -> Iterator[subprocess.Popen[bytes]]:
    """A server process (output to its log), yielded once `ready()` holds; stopped on the way out."""
    LOG_DIR.mkdir(parents=True, exist_ok=True)
    with (LOG_DIR / f"{log_name}.log").open("a") as log:
        process = subprocess.Popen(
            command, cwd=ROOT, env=environment(env), stdin=subprocess.DEVNULL, stdout=log, stderr=log
        )
        try:
            deadline = time.monotonic() + timeout
            while not ready():
                if process.poll() is not None or time.monotonic() > deadline:
                    raise RuntimeError(f"{log_name} did not start (exit code {process.poll()}); see {log.name}")
                time.sleep(0.1)
            yield process
        finally:
            process.terminate()
            try:
                process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait(timeout=10)


BUCKET = "supertonic-bench"
KEYS = {"aws_access_key_id": "testing", "aws_secret_access_key": "testing"}  # moto's; boto3's argument names
CREDENTIALS = {name.upper(): value for name, value in KEYS.items()}
CREDENTIALS |= {"AWS_DEFAULT_REGION": "us-east-1", "AWS_REGION": "us-east-1"}


@dataclass(frozen=True)
class S3Server:
    url: str

    @property
    def env(self) -> dict[str, str]:
        endpoint = {"SUPERTONIC_S3_ENDPOINT_URL": self.url, "SUPERTONIC_S3_PATH_STYLE": "true"}
        return CREDENTIALS | endpoint | {"SUPERTONIC_BUCKET": BUCKET, "SUPERTONIC_S3_REGION": "us-east-1"}

    def client(self) -> Any:  # boto3's client: untyped
        import boto3

        return boto3.client("s3", endpoint_url=self.url, region_name="us-east-1", **KEYS)


def _listening(port: int) -> bool:
    with contextlib.suppress(OSError), socket.create_connection(("127.0.0.1", port), timeout=1):
        return True
    return False


@contextlib.contextmanager
def s3_server() -> Iterator[S3Server]:
    """moto in its own process, so objects the service stores do not count in the measured RSS (on Lambda they
    live in S3, not in the function's memory)."""
    port = free_port()
    command = [str(VENV_PYTHON), "-m", "moto.server", "-H", "127.0.0.1", "-p", str(port)]
    with background(command, {}, lambda: _listening(port), "moto", timeout=30):
        server = S3Server(f"http://127.0.0.1:{port}")
        server.client().create_bucket(Bucket=BUCKET)
        yield server


class WorkerOptions(TypedDict, total=False):
    """How `Worker` starts its process, besides the module and its start arguments."""

    python: Path | str
    env: Env | None
    preexec: Callable[[], None] | None
    log_name: str | None


class Worker:
    """A worker process (see the module's docstring); `spawned` is when it was started, by the wall clock."""

    def __init__(
        self,
        module: str,
        start_args: dict[str, Any] | None = None,
        *,
        python: Path | str = VENV_PYTHON,  # another virtualenv's interpreter
        env: Env | None = None,
        preexec: Callable[[], None] | None = None,  # runs in the child before exec (joins a CPU quota)
        log_name: str | None = None,
    ) -> None:
        self.module, started = module, json.dumps(start_args or {})
        LOG_DIR.mkdir(parents=True, exist_ok=True)
        self.log_path = LOG_DIR / f"{log_name or module.rsplit('.', 1)[-1]}.log"
        self._log = self.log_path.open("a")
        self._log.write(f"--- {time.strftime('%H:%M:%S')} {module} {started[:300]}\n")
        self._log.flush()
        self.spawned = time.time()  # comparable with the worker's own time.time()
        command = [str(python), "-m", module, started]
        self.process = subprocess.Popen(
            command, cwd=ROOT, env=environment(env), preexec_fn=preexec,
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=self._log, text=True,
        )  # fmt: skip
        self.stdin, self.stdout = self._pipe(self.process.stdin), self._pipe(self.process.stdout)

    @staticmethod
    def _pipe(pipe: IO[str] | None) -> IO[str]:
        if pipe is None:
            raise RuntimeError("the worker's pipe was not opened")
        return pipe

    def call(self, command: dict[str, Any]) -> dict[str, Any]:
        self.stdin.write(json.dumps(command) + "\n")
        self.stdin.flush()
        for line in self.stdout:
            if line.startswith(MARKER):
                answer: dict[str, Any] = json.loads(line[len(MARKER) :])
                if "error" in answer:
                    raise RuntimeError(f"{self.module} failed:\n{answer['error']}")
                return answer
            self._log.write(line)
        raise RuntimeError(f"{self.module} exited with {self.process.wait()}; see {self.log_path}")

    def __enter__(self) -> Worker:
        return self

    def __exit__(self, *exc: object) -> None:
        if exc[0] is not None and self.process.poll() is None:
            self.process.kill()
        self.stdin.close()
        for line in self.stdout:
            self._log.write(line)
        self.process.wait()
        self._log.close()


def run_once(
    module: str, command: dict[str, Any], start_args: dict[str, Any] | None = None, **options: Unpack[WorkerOptions]
) -> dict[str, Any]:
    """Start a worker, give it one command, and return its answer."""
    with Worker(module, start_args, **options) as worker:
        return worker.call(command)
