"""Hostile WebSocket clients: unbounded text without a sentence end, binary frames, deeply nested JSON, idle
sockets. Each gets the error envelope (the connection stays usable) or a documented close, never a 1006."""

from __future__ import annotations

import json

import pytest
from starlette.testclient import TestClient
from starlette.websockets import WebSocketDisconnect

from handler.api.stream_routes import LOOKBACK_CHARS, split_complete

PATH = "/v1/audio/speech/stream"


def still_usable(ws) -> None:
    ws.send_json({"type": "config", "voice": "M1"})
    assert ws.receive_json()["type"] == "ready"


def test_text_without_a_sentence_end_is_bounded_with_a_clear_error(make_main) -> None:
    main = make_main(SUPERTONIC_MAX_SYNC_CHARS="500")
    with TestClient(main.app).websocket_connect(PATH) as ws:
        for _ in range(5):
            ws.send_json({"type": "text", "text": "word " * 20})  # 100 characters, no sentence end
        ws.send_json({"type": "text", "text": "more"})
        error = ws.receive_json()["error"]
        assert error["code"] == "too_large" and "limit is 500" in error["message"] and "flush" in error["message"]
        ws.send_json({"type": "flush"})  # what was kept is spoken
        start = ws.receive_json()
        assert start["type"] == "utterance.start" and start["chars"] == 500
        while (message := ws.receive()).get("bytes") is not None:
            pass
        assert json.loads(message["text"])["type"] == "utterance.done"


@pytest.mark.parametrize(
    "frame",
    [
        {"bytes": b"\x00\x01binary"},
        {"text": "[" * 100_000 + "]" * 100_000},
        {"text": '{"a":' * 100_000 + "1" + "}" * 100_000},
        {"text": "[1, 2]"},
        {"text": "NaN"},
    ],
    ids=["binary", "deep-list", "deep-object", "list", "nan"],
)
def test_bad_frames_get_the_error_envelope_and_the_connection_stays(main, frame: dict) -> None:
    with TestClient(main.app).websocket_connect(PATH) as ws:
        if "bytes" in frame:
            ws.send_bytes(frame["bytes"])
        else:
            ws.send_text(frame["text"])
        error = ws.receive_json()["error"]
        assert error["code"] == "invalid_frame" and error["type"] == "invalid_request_error"
        still_usable(ws)


def test_an_idle_socket_is_told_and_closed(make_main) -> None:
    main = make_main(SUPERTONIC_WS_IDLE_SECONDS="0.2")
    with TestClient(main.app).websocket_connect(PATH) as ws:
        error = ws.receive_json()["error"]
        assert error["code"] == "idle_timeout"
        with pytest.raises(WebSocketDisconnect) as closed:
            ws.receive_json()
        assert closed.value.code == 1000


def test_sentence_ends_are_searched_only_in_the_new_text() -> None:
    old = "An earlier sentence. " + "x" * 100
    # The end at the start of the buffer lies before the new text's window: not searched again.
    assert split_complete(old + "y", start=len(old)) == ("", old + "y")
    # An end whose mark came with the previous delta and whose space comes with this one is found.
    assert split_complete("Is it done?", start=len("Is it done?")) == ("", "Is it done?")
    assert split_complete("Is it done?" + " Next", start=len("Is it done?")) == ("Is it done? ", "Next")
    quoted = "He said “stop.”"
    assert split_complete(quoted + " And", start=len(quoted))[0] == quoted + " "
    assert LOOKBACK_CHARS >= 8
