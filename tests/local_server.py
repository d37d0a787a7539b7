"""The app served by a real uvicorn on 127.0.0.1 (any free port), for tests that drive real HTTP clients.

with serve(Settings(model_dir=...)) as origin:      # "http://127.0.0.1:<port>"
    openai.OpenAI(base_url=f"{origin}/v1", api_key="unused")
"""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager

import uvicorn

from handler.api.app import create_app
from handler.config import Settings
from handler.main import build_services


@contextmanager
def serve(settings: Settings) -> Iterator[str]:
    app = create_app(build_services(settings))
    server = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=0, log_level="warning"))
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    for _ in range(1000):
        if server.started:
            break
        time.sleep(0.01)
    if not server.started:
        raise RuntimeError("uvicorn did not start within 10 s")
    port = server.servers[0].sockets[0].getsockname()[1]
    try:
        yield f"http://127.0.0.1:{port}"
    finally:
        server.should_exit = True
        thread.join(timeout=10)
