"""The request middleware: the body limit on bytes actually received, and exactly one JSON log line per request."""

from __future__ import annotations

import asyncio
import json
import logging
from collections.abc import Iterator

import pytest
from fastapi.testclient import TestClient

from handler.kernel import logs
from tests.events import LambdaContext, asgi_http_scope, function_url_event

SECRET_TEXT = "The quick brown fox tells a secret."
SPEECH = {"model": "tts-1", "input": SECRET_TEXT, "voice": "alloy", "response_format": "wav"}
LIMIT = 100_000


class Lines(logging.Handler):
    """Every line the service logger writes, formatted as on stdout (Powertools JSON)."""

    def __init__(self) -> None:
        super().__init__(logging.INFO)
        self.setFormatter(logs.logger.registered_formatter)
        self.lines: list[dict] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.lines.append(json.loads(self.format(record)))

    def requests(self) -> list[dict]:
        return [line for line in self.lines if line["message"] == "request"]


@pytest.fixture
def captured() -> Iterator[Lines]:
    service = logging.getLogger(logs.SERVICE)
    handler, level = Lines(), service.level
    service.addHandler(handler)
    service.setLevel(logging.INFO)
    yield handler
    service.removeHandler(handler)
    service.setLevel(level)


def error_of(body: bytes | str) -> dict:
    document = json.loads(body)
    assert set(document) == {"error"} and set(document["error"]) == {"message", "type", "param", "code"}
    return document["error"]


def chunked(total: int, piece: int = 64 * 1024) -> Iterator[bytes]:
    """A body sent with Transfer-Encoding: chunked, so without a content-length."""
    sent = 0
    while sent < total:
        yield b" " * min(piece, total - sent)
        sent += piece


# --- the body limit -------------------------------------------------------------------------------------------


def test_a_chunked_body_over_the_limit_is_a_413(make_main) -> None:
    main = make_main(SUPERTONIC_MAX_BODY_BYTES=str(LIMIT))
    client = TestClient(main.app)
    response = client.post(
        "/v1/audio/speech", content=chunked(10 * 2**20), headers={"content-type": "application/json"}
    )
    assert response.status_code == 413
    assert error_of(response.content)["code"] == "too_large"
    assert "x-request-id" in response.headers
    small = json.dumps(SPEECH).encode()
    ok = client.post(
        "/v1/audio/speech", content=iter([small[:10], small[10:]]), headers={"content-type": "application/json"}
    )
    assert ok.status_code == 200 and ok.headers["content-type"] == "audio/wav"  # chunked and small is fine


@pytest.mark.parametrize("length", [None, "10", "abc"])
def test_a_function_url_body_over_the_limit_is_a_413_whatever_its_header_says(make_main, length) -> None:
    main = make_main(SUPERTONIC_MAX_BODY_BYTES=str(LIMIT))
    event = function_url_event("POST", "/v1/audio/speech", json.dumps(SPEECH) + " " * 2 * LIMIT)  # valid JSON
    if length is None:
        del event["headers"]["content-length"]
    else:
        event["headers"]["content-length"] = length
    response = main.handler(event, LambdaContext())
    assert response["statusCode"] == 413 and error_of(response["body"])["code"] == "too_large"


def test_a_body_at_the_limit_is_read(make_main) -> None:
    body = json.dumps(SPEECH).encode()
    main = make_main(SUPERTONIC_MAX_BODY_BYTES=str(len(body)))
    client = TestClient(main.app)
    assert (
        client.post("/v1/audio/speech", content=body, headers={"content-type": "application/json"}).status_code == 200
    )
    bigger = json.dumps({**SPEECH, "input": SECRET_TEXT + "!"}).encode()
    assert client.post("/v1/audio/speech", content=bigger).status_code == 413


def test_reading_stops_at_the_limit(make_main) -> None:
    """Raw ASGI, as uvicorn delivers a chunked body: piece by piece. The middleware stops pulling past the limit."""
    main = make_main(SUPERTONIC_MAX_BODY_BYTES=str(LIMIT))
    piece, pulled, sent = 16 * 1024, [], []

    async def receive() -> dict:
        pulled.append(piece)
        return {"type": "http.request", "body": b" " * piece, "more_body": len(pulled) < 1000}

    async def send(message: dict) -> None:
        sent.append(message)

    scope = asgi_http_scope("POST", "/v1/audio/speech", [(b"host", b"localhost"), (b"transfer-encoding", b"chunked")])
    asyncio.run(main.app(scope, receive, send))
    assert sent[0]["type"] == "http.response.start" and sent[0]["status"] == 413
    assert error_of(b"".join(m.get("body", b"") for m in sent[1:]))["code"] == "too_large"
    assert LIMIT < sum(pulled) <= LIMIT + piece  # not the 16 MB on offer


# --- the log line ---------------------------------------------------------------------------------------------


def test_every_request_leaves_one_line(make_main, captured: Lines) -> None:
    main = make_main(SUPERTONIC_API_KEY="s3cret", SUPERTONIC_MAX_BODY_BYTES=str(LIMIT))
    key = {"authorization": "Bearer s3cret"}
    calls = [
        (function_url_event("GET", "/v1/health"), 200, "/v1/health"),
        (function_url_event("POST", "/v1/audio/speech", SPEECH), 401, "/v1/audio/speech"),
        (function_url_event("POST", "/v1/audio/speech", SPEECH, headers=key), 200, "/v1/audio/speech"),
        (function_url_event("POST", "/v1/tts", {"text": "x" * 200_000}, headers=key), 413, "/v1/tts"),
        (function_url_event("GET", "/v1/nothing/here", headers=key), 404, None),
        (function_url_event("GET", "/v1/jobs/" + "0" * 32, headers=key), 404, "/v1/jobs/{job_id}"),
        (function_url_event("GET", "/v1/audio/speech", headers=key), 405, "/v1/audio/speech"),
    ]
    for event, status, route in calls:
        before = len(captured.requests())
        context = LambdaContext()
        response = main.handler(event, context)
        assert response["statusCode"] == status, response["body"]
        new = captured.requests()[before:]
        assert len(new) == 1, (event["rawPath"], new)
        line = new[0]
        assert line["status"] == status and line.get("route") == route  # Powertools leaves out a None
        assert line["method"] == event["requestContext"]["http"]["method"]
        assert line["request_id"] == context.aws_request_id == response["headers"]["x-request-id"]
        assert line["duration_ms"] >= 0 and line["request_bytes"] == len(event.get("body", "").encode())
        assert line["response_bytes"] > 0
        assert line["function_request_id"] == context.aws_request_id  # Powertools' Lambda context keys
        assert line["cold_start"] == (line["invocation"] == "cold")
    everything = json.dumps(captured.lines)
    assert SECRET_TEXT not in everything and "s3cret" not in everything and "nothing/here" not in everything


def test_local_requests_log_too(make_main, captured: Lines) -> None:
    main = make_main(SUPERTONIC_MAX_BODY_BYTES=str(LIMIT))
    client = TestClient(main.app)
    response = client.post("/v1/audio/speech", content=chunked(LIMIT * 3), headers={"content-type": "application/json"})
    assert response.status_code == 413
    audio = client.post("/v1/audio/speech", json=SPEECH)
    lines = captured.requests()
    assert [line["status"] for line in lines] == [413, 200]
    assert lines[0]["request_bytes"] > LIMIT
    assert lines[1]["response_bytes"] == len(audio.content)
    assert lines[0]["request_id"] == response.headers["x-request-id"]
