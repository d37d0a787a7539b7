"""Clients that stop reading do not hold the service: on a real server on loopback, a WebSocket, chunked HTTP or
SSE client that sends its request and never reads keeps no place in the engine's line, is dropped once it is
SUPERTONIC_READER_LAG_SECONDS behind the audio it was sent (its socket ends), and its admitted work is given
back. The never-reading clients are raw sockets with a 4 KB receive buffer, and the server's sockets keep a fixed
16 KB send buffer (no autotuning to megabytes): the server's sends block within the first chunk, as they would
against any client that does not read once the buffers between them are full."""

from __future__ import annotations

import json
import socket
import time
from collections.abc import Iterator
from contextlib import contextmanager
from urllib.parse import urlparse

import httpx
import pytest
from wsproto import ConnectionType, WSConnection
from wsproto.events import AcceptConnection, Message, Request

from handler.api.app import create_app
from handler.kernel.config import Settings
from handler.platform.function import build_services
from tests.live_server import uvicorn_server

# Ten sentences of 60 characters: 600 for the model, the first chunk 80 of them (about 2.3 s of audio at speed 2,
# 200 KB of 16-bit samples at 44.1 kHz: more than the socket buffers between a server and a client not reading).
TEXT = "The river runs past the old mill and down into the valley. " * 10
LAG = 3.0


@contextmanager
def served(model_dir) -> Iterator[tuple[str, object]]:
    # 0.1 s a character at 8 steps: 600 characters at 1 step and speed 2 are about 9 s of work.
    settings = Settings(
        model_dir=str(model_dir),
        intra_op_threads=1,
        cache_enabled=False,
        reader_lag_seconds=LAG,
        seconds_per_char=0.1,
        response_limit_bytes=0,  # whole answers of any size (no bucket to store them in)
    )
    services = build_services(settings)
    with uvicorn_server(create_app(services), send_buffer_bytes=16_384) as origin:
        yield origin, services.speech.admission


def never_reading(origin: str, request: bytes) -> socket.socket:
    """A connection with a small receive buffer that sends `request` and reads nothing."""
    address = urlparse(origin)
    sock = socket.socket()
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
    sock.connect((address.hostname, address.port))
    sock.sendall(request)
    return sock


def never_reading_websocket(origin: str, frames: list[dict]) -> socket.socket:
    address = urlparse(origin)
    ws = WSConnection(ConnectionType.CLIENT)
    sock = never_reading(origin, ws.send(Request(host=address.netloc, target="/v1/audio/speech/stream")))
    while not any(isinstance(event, AcceptConnection) for event in ws.events()):  # the handshake only
        ws.receive_data(sock.recv(1))
    for frame in frames:
        sock.sendall(ws.send(Message(data=json.dumps(frame))))
    return sock


def http_request(origin: str, path: str, body: dict) -> bytes:
    data = json.dumps(body).encode()
    head = f"POST {path} HTTP/1.1\r\nHost: {urlparse(origin).netloc}\r\nContent-Type: application/json\r\n"
    return head.encode() + f"Content-Length: {len(data)}\r\n\r\n".encode() + data


def until(condition, seconds: float, what: str) -> None:
    limit = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < limit, f"not within {seconds} s: {what}"
        time.sleep(0.05)


def read_to_end(sock: socket.socket, seconds: float) -> bytes:
    """Everything the server still sends, until it ends the connection (a timeout fails the test)."""
    sock.settimeout(seconds)
    received = b""
    try:
        while data := sock.recv(65536):
            received += data
    except TimeoutError:
        pytest.fail(f"the connection was still open after {seconds} s ({len(received)} bytes read)")
    except ConnectionResetError:
        pass
    return received


def speech(origin: str, text: str) -> httpx.Response:
    body = {"text": text, "format": "pcm", "speed": 2.0, "steps": 1, "stream": False}
    return httpx.post(f"{origin}/v1/tts", json=body, timeout=60)


def test_websockets_that_never_read_do_not_hold_the_service(model_dir) -> None:
    config = {"type": "config", "sample_rate": 44_100, "speed": 2.0, "steps": 1}
    with served(model_dir) as (origin, admission):
        # Five, as many as the line has places (1 running + 4 waiting): each sends a sentence and never reads.
        sockets = [never_reading_websocket(origin, [config, {"type": "text", "text": TEXT}]) for _ in range(5)]
        try:
            until(lambda: admission.admitted == 5, 30, "five utterances admitted")
            # Parked on their readers, they take no place in the line: speech is answered.
            assert speech(origin, "A short reply.").status_code == 200
            # Nor any work once they have waited on their readers: 2,100 characters (about 32 s of work), which
            # would not finish within 60 s behind theirs (about 8 s each), are answered while they are connected.
            # (READER_WAIT after the last of them parked: on a loaded machine its first chunk may take a while.)
            until(lambda: admission.work_ahead() == 0.0, 15, "the parked never-readers' work no longer counted")
            assert admission.admitted == 5
            answered = speech(origin, TEXT * 3 + TEXT[:300])
            assert answered.status_code == 200, answered.text[:300]
            # They are dropped, one lag behind the audio they were sent.
            until(lambda: admission.admitted == 0, 30, "the never-readers dropped")
            for sock in sockets:
                received = read_to_end(sock, 10)
                assert b"utterance.done" not in received  # the utterance was cut, not finished
        finally:
            for sock in sockets:
                sock.close()


@pytest.mark.parametrize("stream_format", ["audio", "sse"])
def test_an_http_stream_that_is_never_read_is_dropped_and_gives_its_place_back(model_dir, stream_format) -> None:
    body = {"text": TEXT, "format": "pcm", "sample_rate": 44_100, "speed": 2.0, "steps": 1, "stream": True}
    if stream_format == "sse":
        body = {"model": "gpt-4o-mini-tts", "input": TEXT, "voice": "alloy", "response_format": "pcm", "speed": 2.0}
        body["stream_format"] = "sse"
    path = "/v1/audio/speech" if stream_format == "sse" else "/v1/tts"
    with served(model_dir) as (origin, admission):
        sock = never_reading(origin, http_request(origin, path, body))
        try:
            until(lambda: admission.admitted == 1, 30, "the stream admitted")
            until(lambda: admission.admitted == 0, 30, "the never-reader dropped")
            received = read_to_end(sock, 10)
            assert received.startswith(b"HTTP/1.1 200")
            assert b"0\r\n\r\n" not in received[-7:]  # no closing chunk: the client can tell the stream was cut
            assert b"speech.audio.done" not in received
        finally:
            sock.close()
