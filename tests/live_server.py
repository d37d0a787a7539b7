"""An ASGI app served by a real uvicorn on loopback, in a thread, for tests that drive real client packages."""

from __future__ import annotations

import socket
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager

import uvicorn
from fastapi import FastAPI


@contextmanager
def uvicorn_server(app: FastAPI, *, send_buffer_bytes: int | None = None) -> Iterator[str]:
    """Serve `app` on 127.0.0.1 (a free port) and yield its base URL, "http://127.0.0.1:<port>".
    `send_buffer_bytes`: a fixed kernel send buffer for every connection (no autotuning up to megabytes), so a
    client that does not read blocks the server's sends as soon as a busy host's would."""
    listener = socket.socket()
    listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    if send_buffer_bytes is not None:
        listener.setsockopt(socket.SOL_SOCKET, socket.SO_SNDBUF, send_buffer_bytes)  # accepted sockets inherit it
    listener.bind(("127.0.0.1", 0))
    server = uvicorn.Server(uvicorn.Config(app, log_level="warning"))
    thread = threading.Thread(target=server.run, kwargs={"sockets": [listener]}, daemon=True)
    thread.start()
    for _ in range(1000):
        if server.started:
            break
        time.sleep(0.01)
    if not server.started:
        raise RuntimeError("uvicorn did not start within 10 s")
    port = listener.getsockname()[1]
    try:
        yield f"http://127.0.0.1:{port}"
    finally:
        server.should_exit = True
        thread.join(timeout=10)
        listener.close()
