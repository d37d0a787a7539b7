"""Streaming speech: chunked HTTP, OpenAI's SSE, the WebSocket, fair turns and the 429 when the line is full.

The app runs in-process as plain ASGI (as under uvicorn, where it streams), on the synthetic model with moto."""

from __future__ import annotations

import asyncio
import base64
import io
import json
import threading

import numpy as np
import pytest
import soundfile as sf
from starlette.testclient import TestClient

from handler.audio.formats import FORMATS
from handler.service.schemas import SpeechRequest
from tests.events import asgi_http_scope

TEXT = "The first sentence is short. " + " ".join(
    f"Sentence number {n} goes on for a while, then ends." for n in range(12)
)


def decode(body: bytes, fmt: str, rate: int = 44_100) -> np.ndarray:
    if fmt == "pcm":
        return np.frombuffer(body, dtype="<i2").astype(np.float32) / 32768
    if fmt == "aac":  # libsndfile reads no aac
        import av

        with av.open(io.BytesIO(body)) as container:
            return np.concatenate([frame.to_ndarray().reshape(-1) for frame in container.decode(audio=0)])
    data, _ = sf.read(io.BytesIO(body), dtype="float32")
    return data


def asgi_post(app, path: str, body: dict, observe: list) -> tuple[int, dict, bytes]:
    """POST through the ASGI interface itself, recording each response message in `observe` as it is sent."""
    raw = json.dumps(body).encode()
    headers = [(b"content-type", b"application/json"), (b"content-length", str(len(raw)).encode())]
    scope = asgi_http_scope("POST", path, headers)
    sent = {"body": False}
    status, headers, chunks = 0, {}, []

    async def receive() -> dict:
        if not sent["body"]:
            sent["body"] = True
            return {"type": "http.request", "body": raw, "more_body": False}
        await asyncio.sleep(3600)  # the client stays connected
        return {"type": "http.disconnect"}

    async def send(message: dict) -> None:
        nonlocal status, headers
        if message["type"] == "http.response.start":
            status = message["status"]
            headers = {k.decode(): v.decode() for k, v in message["headers"]}
            observe.append(("start",))
        elif message["type"] == "http.response.body" and message.get("body"):
            chunks.append(message["body"])
            observe.append(("body", len(message["body"])))

    asyncio.run(app(scope, receive, send))
    return status, headers, b"".join(chunks)


@pytest.fixture
def watched(make_main):
    """Record each chunk the engine finishes, in order, beside the response messages (an observer: the real
    engine's output passes through untouched)."""
    # The second, identical request must synthesise too (no cache), and answer whole in a container (no 6 MB cap).
    main = make_main(SUPERTONIC_CACHE_ENABLED="false", SUPERTONIC_RESPONSE_LIMIT_BYTES="0")
    events: list = []
    engine = main.services.speech.engine
    original = engine.stream

    def stream(*args, **kwargs):
        for piece in original(*args, **kwargs):
            events.append(("chunk", piece.timing.index))
            yield piece

    engine.stream = stream
    yield main, events
    engine.stream = original


@pytest.mark.parametrize("fmt", [name for name, fmt in FORMATS.items() if fmt.streams])
def test_first_audio_leaves_before_the_last_chunk_is_synthesised(watched, fmt: str) -> None:
    main, events = watched
    body = {"model": "tts-1", "input": TEXT, "voice": "F2", "response_format": fmt, "seed": 3}
    status, headers, streamed = asgi_post(main.app, "/v1/audio/speech", body, events)
    assert status == 200 and "content-length" not in headers  # chunked
    chunks = [event[1] for event in events if event[0] == "chunk"]
    assert len(chunks) >= 4
    first_body = next(i for i, event in enumerate(events) if event[0] == "body")
    last_chunk = max(i for i, event in enumerate(events) if event[0] == "chunk")
    assert first_body < last_chunk, events
    # The first chunk is planned short, so first audio waits for one clause, not a 300-character chunk.
    plan = main.services.speech.plan(SpeechRequest(text=TEXT, voice="F2", format=fmt, seed=3))
    assert len(plan.prepared.chunks[0].text) < len(plan.prepared.chunks[1].text)

    events.clear()
    status, _, whole = asgi_post(main.app, "/v1/audio/speech", {**body, "stream": False}, events)
    assert status == 200
    first_body = next(i for i, event in enumerate(events) if event[0] == "body")
    assert first_body > max(i for i, event in enumerate(events) if event[0] == "chunk")  # buffered: after all
    rate = FORMATS[fmt].fixed_rate or 44_100
    assert_same_audio(decode(streamed, fmt, rate), decode(whole, fmt, rate), fmt)


# A streamed mp3 cannot carry the LAME tag (it is written at the end), so decoders play the encoder's delay and
# padding first: 1,152 + 1,105 samples, then the same audio (within one 16-bit step).
MP3_STREAM_LEAD = 2_257


def assert_same_audio(streamed: np.ndarray, whole: np.ndarray, fmt: str) -> None:
    if fmt == "mp3":
        np.testing.assert_allclose(streamed[MP3_STREAM_LEAD : MP3_STREAM_LEAD + len(whole)], whole, atol=1 / 32768)
        return
    np.testing.assert_array_equal(streamed, whole)


@pytest.mark.parametrize("fmt", sorted(FORMATS))
def test_streamed_and_whole_answers_decode_to_the_same_samples(main, fmt: str) -> None:
    client = TestClient(main.app)
    body = {"text": TEXT[:400], "voice": "M2", "format": fmt, "seed": 11, "sample_rate": None}
    streamed = client.post("/v1/tts", json={**body, "stream": True})
    whole = client.post("/v1/tts", json={**body, "stream": False})
    assert streamed.status_code == whole.status_code == 200, streamed.text
    assert streamed.headers["content-type"] == whole.headers["content-type"] == FORMATS[fmt].content_type
    # flac's header holds the totals: it goes out whole even when streaming was asked for.
    assert ("x-first-byte-time" in streamed.headers) == FORMATS[fmt].streams and "x-audio-duration" in whole.headers
    assert_same_audio(decode(streamed.content, fmt), decode(whole.content, fmt), fmt)


def test_sse_events_carry_the_same_audio(main) -> None:
    client = TestClient(main.app)
    body = {"model": "gpt-4o-mini-tts", "input": TEXT[:300], "voice": "nova", "response_format": "pcm", "seed": 5}
    response = client.post("/v1/audio/speech", json={**body, "stream_format": "sse"})
    assert response.status_code == 200 and response.headers["content-type"].startswith("text/event-stream")
    frames = [line for line in response.text.split("\n\n") if line]
    events = [json.loads(frame.removeprefix("data: ")) for frame in frames]
    assert all(frame.startswith("data: ") for frame in frames)
    assert {e["type"] for e in events[:-1]} == {"speech.audio.delta"} and len(events) >= 3
    assert events[-1]["type"] == "speech.audio.done" and events[-1]["usage"]["input_tokens"] == len(body["input"])
    audio = b"".join(base64.b64decode(e["audio"]) for e in events[:-1])
    plain = client.post("/v1/audio/speech", json={**body, "stream": False})
    assert audio == plain.content


def test_a_streamed_answer_from_the_cache_says_its_duration(main) -> None:
    client = TestClient(main.app)
    body = {"model": "tts-1", "input": "Cached, then streamed.", "voice": "F1", "response_format": "pcm"}
    first = client.post("/v1/audio/speech", json={**body, "stream": True})
    again = client.post("/v1/audio/speech", json={**body, "stream": True})
    assert first.headers["x-cache"] == "miss" and "x-audio-duration" not in first.headers  # known only at the end
    assert again.headers["x-cache"] == "hit" and "x-first-byte-time" in again.headers  # streamed
    assert float(again.headers["x-audio-duration"]) == pytest.approx(len(again.content) / 2 / 24_000, abs=1e-3)


def test_sse_through_mangum_is_one_buffered_body(main) -> None:
    from tests.events import LambdaContext, function_url_event, response_body

    body = {"model": "gpt-4o-mini-tts", "input": "Short and buffered.", "voice": "alloy", "response_format": "mp3"}
    answer = main.handler(
        function_url_event("POST", "/v1/audio/speech", {**body, "stream_format": "sse"}), LambdaContext()
    )
    assert answer["statusCode"] == 200
    events = [json.loads(f.removeprefix("data: ")) for f in response_body(answer).decode().split("\n\n") if f]
    types = [e["type"] for e in events]
    assert types[-1] == "speech.audio.done" and set(types[:-1]) == {"speech.audio.delta"}


def test_websocket_speaks_sentences_as_they_complete(main) -> None:
    client = TestClient(main.app)
    with client.websocket_connect("/v1/audio/speech/stream") as ws:
        ws.send_json({"type": "config", "voice": "F3", "sample_rate": 24000, "seed": 4})
        ready = ws.receive_json()
        assert ready == {"type": "ready", "format": "pcm", "sample_rate": 24000, "voice": "F3"}
        for delta in ("Hello th", "ere, my friend. How a", "re you"):
            ws.send_json({"type": "text", "text": delta})
        start = ws.receive_json()  # the first sentence is complete: it is spoken before the flush
        assert start == {"type": "utterance.start", "id": 1, "chars": len("Hello there, my friend. ")}
        first = receive_utterance(ws)
        ws.send_json({"type": "text", "text": "?"})
        ws.send_json({"type": "flush"})
        assert ws.receive_json()["type"] == "utterance.start"
        second = receive_utterance(ws)
        ws.send_json({"type": "close"})
    for text, (pcm, done) in (("Hello there, my friend. ", first), ("How are you?", second)):
        assert done["first_byte_ms"] > 0 and done["audio_seconds"] > 0
        body = {
            "model": "tts-1",
            "input": text,
            "voice": "F3",
            "response_format": "pcm",
            "sample_rate": 24000,
            "seed": 4,
            "speed": main.services.settings.default_speed,  # the socket's default; OpenAI's route defaults to 1.0
        }
        assert pcm == client.post("/v1/audio/speech", json={**body, "stream": False}).content


def receive_utterance(ws) -> tuple[bytes, dict]:
    audio = b""
    while True:
        message = ws.receive()
        if message.get("bytes") is not None:
            audio += message["bytes"]
            continue
        event = json.loads(message["text"])
        assert event["type"] == "utterance.done", event
        return audio, event


def test_websocket_cancel_stops_the_running_utterance(main) -> None:
    client = TestClient(main.app)
    long_text = " ".join(f"Line {n} of a long reply, spoken slowly and at length." for n in range(40))
    with client.websocket_connect("/v1/audio/speech/stream") as ws:
        ws.send_json({"type": "text", "text": long_text})
        ws.send_json({"type": "flush"})
        assert ws.receive_json()["type"] == "utterance.start"
        assert ws.receive()["bytes"]  # audio is flowing
        ws.send_json({"type": "cancel"})
        while (message := ws.receive()).get("bytes") is not None:
            pass
        assert json.loads(message["text"]) == {"type": "cancelled", "id": 1}
        # The connection goes on: a new utterance after the cancel is spoken whole.
        ws.send_json({"type": "text", "text": "Still here."})
        ws.send_json({"type": "flush"})
        assert ws.receive_json()["type"] == "utterance.start"
        audio, done = receive_utterance(ws)
        assert audio and done["id"] == 2


def test_websocket_refuses_bad_frames_and_config_without_closing(main) -> None:
    client = TestClient(main.app)
    with client.websocket_connect("/v1/audio/speech/stream") as ws:
        ws.send_text("not json")
        assert ws.receive_json()["error"]["code"]
        ws.send_json({"type": "config", "speed": float("nan")})
        assert ws.receive_json()["error"]["param"] == "speed"
        ws.send_json({"type": "config", "voice": "nobody"})
        assert ws.receive_json()["error"]["param"] == "voice"
        ws.send_json({"type": "dance"})
        assert ws.receive_json()["error"]["param"] == "type"
        ws.send_json({"type": "config", "voice": "M1"})
        assert ws.receive_json()["type"] == "ready"


def test_a_full_line_answers_429_with_retry_after(make_main) -> None:
    main = make_main(SUPERTONIC_MAX_QUEUE="0")
    client = TestClient(main.app)
    ticket = main.services.speech.admission.enter()  # one request holds the only place
    try:
        response = client.post("/v1/audio/speech", json={"model": "tts-1", "input": "Hi there.", "voice": "alloy"})
    finally:
        ticket.release()
    assert response.status_code == 429
    assert int(response.headers["retry-after"]) >= 1
    assert set(response.json()["error"]) == {"message", "type", "param", "code"}
    assert (
        client.post("/v1/audio/speech", json={"model": "tts-1", "input": "Hi there.", "voice": "alloy"}).status_code
        == 200
    )


def test_a_returned_session_set_goes_to_the_longest_waiter() -> None:
    """First come, first served without barging: a stream that gives its set back after a chunk and asks again at
    once queues behind the request already waiting, so a long text cannot hold back a short one's first audio."""
    from handler.engine.deadline import Deadline
    from handler.engine.pool import SessionPool

    pool = SessionPool([{}])
    order: list[str] = []
    with Deadline(None) as deadline:
        held = pool._acquire(deadline)  # the long stream runs a chunk

        def short_request() -> None:
            with pool.take(deadline):
                order.append("short")

        waiter = threading.Thread(target=short_request)
        waiter.start()
        while pool.waiting == 0:  # the short request is in line
            waiter.join(0.001)
        pool._release(held)  # the long stream's chunk is done; it asks for its next chunk straight away
        with pool.take(deadline):
            order.append("long")
        waiter.join()
    assert order == ["short", "long"]


def test_a_session_wait_ends_at_the_deadline() -> None:
    from handler.engine.deadline import Deadline
    from handler.engine.pool import SessionPool
    from handler.kernel.errors import SynthesisTimeout

    pool = SessionPool([{}])
    with Deadline(None) as holder:
        held = pool._acquire(holder)
        with Deadline(0.05) as short, pytest.raises(SynthesisTimeout):
            pool._acquire(short)
        assert pool.waiting == 0  # the timed-out waiter left the line
        pool._release(held)
        assert pool._free == [held]


def test_websocket_resolves_a_custom_voice_once_per_session_not_per_sentence(main) -> None:
    """Each sentence is planned on its own; the voice the session was configured with is looked up in the bucket
    once (its HEAD checks the file is current), not once per sentence."""
    from tests.test_voices import voice_bytes

    main.services.bucket.put("voices/narrator.json", voice_bytes(main.services.engine), "application/json")
    heads: list[str] = []
    main.services.bucket.client.meta.events.register(
        "before-call.s3.HeadObject", lambda params, **_: heads.append(params["url_path"])
    )
    client = TestClient(main.app)
    with client.websocket_connect("/v1/audio/speech/stream") as ws:
        ws.send_json({"type": "config", "voice": "narrator", "seed": 4})
        assert ws.receive_json()["voice"] == "narrator"
        at_config = len(heads)
        sentences = ("One sentence here. ", "Another one follows. ", "And a third to end. ")
        for sentence in sentences:
            ws.send_json({"type": "text", "text": sentence})
        ws.send_json({"type": "flush"})
        for _ in sentences:
            assert ws.receive_json()["type"] == "utterance.start"
            audio, done = receive_utterance(ws)
            assert audio and done["audio_seconds"] > 0
        ws.send_json({"type": "close"})
    assert at_config >= 1 and len(heads) == at_config, heads
