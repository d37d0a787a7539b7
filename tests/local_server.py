"""The app served by a real uvicorn on 127.0.0.1 (any free port), for tests that drive real HTTP clients; or the
whole local server as `make run` starts it (tools/run_local.py in its own process, with its emulated bucket).

    with serve(Settings(model_dir=...)) as origin:      # "http://127.0.0.1:<port>"
        openai.OpenAI(base_url=f"{origin}/v1", api_key="unused")
    with run_local(model_dir, tmp_path) as (origin, banner, state_file):
        ...
"""

from __future__ import annotations

import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from handler.api.app import create_app
from handler.kernel.config import Settings
from handler.platform.function import build_services
from tests.live_server import uvicorn_server


@contextmanager
def serve(settings: Settings) -> Iterator[str]:
    with uvicorn_server(create_app(build_services(settings))) as origin:
        yield origin


ROOT = Path(__file__).resolve().parents[1]


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def run_local_command(model_dir: Path, port: int, state: Path) -> list[str]:
    """tools/run_local.py as `make run` calls it, on `port`, without segment workers, writing its state to `state`;
    its emulated endpoint on any free port (tests run side by side: the docs' port 5000 is one reader's)."""
    script = str(ROOT / "tools" / "run_local.py")
    return [sys.executable, script, "--model-dir", str(model_dir), "--port", str(port), "--workers", "0"] + [
        "--s3-port",
        "0",
        "--state",
        str(state),
    ]


@contextmanager
def run_local(model_dir: Path, workdir: Path) -> Iterator[tuple[str, str, Path]]:
    """The local server in its own process: (its URL, its banner, its state file) once it serves."""
    port = free_port()
    state, log = workdir / "run.json", workdir / "server.log"
    with open(log, "w") as sink:
        server = subprocess.Popen(
            run_local_command(model_dir, port, state), stdout=sink, stderr=subprocess.STDOUT, cwd=workdir
        )
    try:
        deadline = time.monotonic() + 120
        while "Supertonic Serverless on" not in log.read_text() or not state.exists():
            if server.poll() is not None or time.monotonic() > deadline:
                raise RuntimeError(f"the local server did not start:\n{log.read_text()[-3000:]}")
            time.sleep(0.2)
        time.sleep(0.5)  # uvicorn serves right after the banner
        yield f"http://127.0.0.1:{port}", log.read_text(), state
    finally:
        server.terminate()
        server.wait(timeout=30)
