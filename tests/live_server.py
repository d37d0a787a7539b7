"""An ASGI app served by a real uvicorn on loopback, in a thread, for tests that drive real client packages."""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager

import uvicorn
from fastapi import FastAPI


@contextmanager
def uvicorn_server(app: FastAPI) -> Iterator[str]:
    """Serve `app` on 127.0.0.1 (a free port) and yield its base URL, "http://127.0.0.1:<port>"."""
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
