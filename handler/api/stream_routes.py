"""`WS /v1/audio/speech/stream`: speech for voice agents, fed text as a language model writes it (container and
local server; Lambda function URLs carry no WebSockets).

Client to server, JSON text frames:
    {"type": "config", "voice": "F1", "lang": "en", "sample_rate": 24000, ...}   optional, first: any speech field
    {"type": "text", "text": "Hello, wor"}          a text delta; complete sentences are spoken as they arrive
    {"type": "flush"}                               speak what is buffered now, sentence finished or not
    {"type": "cancel"}                              stop the utterance being spoken (its ONNX call too) and
                                                    drop the buffered text
    {"type": "close"}                               speak what is left, then close
Server to client:
    {"type": "ready", "format": "pcm", "sample_rate": 24000, "voice": "F1"}
    {"type": "utterance.start", "id": 1, "chars": 42}
    binary frames: 16-bit little-endian mono PCM at `sample_rate`, as each chunk is synthesised
    {"type": "utterance.done", "id": 1, "first_byte_ms": 180.5, "audio_seconds": 2.41}
    {"type": "cancelled", "id": 1}
    {"type": "error", "error": {"message", "type", "param", "code"}}   the connection stays open

    python -m websockets ws://127.0.0.1:8080/v1/audio/speech/stream   # then type the JSON frames above
"""

from __future__ import annotations

import asyncio
import json
import re
import time

from fastapi import APIRouter, WebSocket, WebSocketDisconnect
from pydantic import ValidationError
from starlette.concurrency import run_in_threadpool

from handler.api.services import Services
from handler.auth import accepts
from handler.engine.deadline import Deadline, SynthesisCancelled
from handler.errors import InvalidRequest, SupertonicError
from handler.schemas import SpeechOptions

router = APIRouter()

# A sentence is complete once its end mark is followed by whitespace (or a CJK end mark arrives): "3." alone may
# still become "3.5".
_SENTENCE_END = re.compile(r"(?:[.!?…][\"'’”)\]»]*\s+|[。！？][」』）\"”’]*)")


def split_complete(buffer: str) -> tuple[str, str]:
    """(the complete sentences at the start of `buffer`, the rest)."""
    end = 0
    for match in _SENTENCE_END.finditer(buffer):
        end = match.end()
    return buffer[:end], buffer[end:]


def envelope(error: SupertonicError) -> dict:
    return {
        "type": "error",
        "error": {"message": error.message, "type": error.type, "param": error.param, "code": error.code},
    }


class Session:
    """One connection: its speech options, its text buffer and the utterance being spoken."""

    def __init__(self, websocket: WebSocket, services: Services) -> None:
        self.websocket = websocket
        self.speech = services.require_speech()
        self.options = SpeechOptions(sample_rate=24_000)
        self.buffer = ""
        self.utterances = 0
        self.deadline: Deadline | None = None
        self.speaking: asyncio.Task | None = None
        self.lines: asyncio.Queue[str | None] = asyncio.Queue()

    def configure(self, message: dict) -> None:
        fields = {name: value for name, value in message.items() if name != "type"}
        try:
            options = SpeechOptions.model_validate({**self.options.options(), **fields})
        except ValidationError as error:
            first = error.errors()[0]
            param = ".".join(str(part) for part in first.get("loc", ())) or None
            raise InvalidRequest(f"{param}: {first.get('msg', 'invalid value')}", param=param) from None
        # Check every value now (with a sample text), so a bad config is refused before any text arrives and the
        # previous config stays in force.
        self.speech.plan(options.speech_request("Ready.", "pcm"))
        self.options = options

    async def speak_lines(self) -> None:
        """Speak queued text, one utterance at a time, in order."""
        while (text := await self.lines.get()) is not None:
            await self.speak(text)

    async def speak(self, text: str) -> None:
        self.utterances += 1
        number = self.utterances
        send = self.websocket
        try:
            plan = self.speech.plan(self.options.speech_request(text, "pcm"))
            release = self.speech.admission.enter()
        except SupertonicError as error:
            await send.send_json(envelope(error))
            return
        self.deadline = Deadline(self.speech.settings.timeout_seconds or None)
        started = time.perf_counter()
        first_byte_ms = None
        try:
            await send.send_json({"type": "utterance.start", "id": number, "chars": len(text)})
            rendering = self.speech.render(plan, deadline=self.deadline)
            pieces = iter(rendering)
            while (data := await run_in_threadpool(next, pieces, None)) is not None:
                if data:
                    first_byte_ms = first_byte_ms or round((time.perf_counter() - started) * 1000, 1)
                    await send.send_bytes(data)
            done = {"id": number, "first_byte_ms": first_byte_ms, "audio_seconds": round(rendering.duration, 3)}
            await send.send_json({"type": "utterance.done", **done})
        except SynthesisCancelled:
            await send.send_json({"type": "cancelled", "id": number})
        except SupertonicError as error:
            await send.send_json(envelope(error))
        finally:
            release()
            self.deadline = None

    def cancel(self) -> None:
        self.buffer = ""
        while not self.lines.empty():
            self.lines.get_nowait()
        if self.deadline is not None:
            self.deadline.cancel()


@router.websocket("/v1/audio/speech/stream")
async def speech_stream(websocket: WebSocket) -> None:
    services: Services = websocket.app.state.services
    await websocket.accept()
    if not accepts(services.api_key, websocket.headers):
        await websocket.send_json(
            {
                "type": "error",
                "error": {
                    "message": "Missing or wrong API key.",
                    "type": "invalid_request_error",
                    "param": None,
                    "code": "invalid_api_key",
                },
            }
        )
        await websocket.close(code=1008)
        return
    try:
        session = Session(websocket, services)
    except SupertonicError as error:
        await websocket.send_json(envelope(error))
        await websocket.close(code=1011)
        return
    speaker = asyncio.create_task(session.speak_lines())
    try:
        while True:
            try:
                message = json.loads(await websocket.receive_text())
            except ValueError:
                await websocket.send_json(envelope(InvalidRequest("Each frame must be a JSON object.")))
                continue
            kind = message.get("type") if isinstance(message, dict) else None
            if kind == "config":
                try:
                    session.configure(message)
                except SupertonicError as error:
                    await websocket.send_json(envelope(error))
                    continue
                rate = session.options.sample_rate
                await websocket.send_json(
                    {"type": "ready", "format": "pcm", "sample_rate": rate, "voice": session.options.voice}
                )
            elif kind == "text" and isinstance(message.get("text"), str):
                session.buffer += message["text"]
                complete, session.buffer = split_complete(session.buffer)
                if complete.strip():
                    session.lines.put_nowait(complete)
            elif kind in ("flush", "close"):
                if session.buffer.strip():
                    session.lines.put_nowait(session.buffer)
                session.buffer = ""
                if kind == "close":
                    session.lines.put_nowait(None)
                    await speaker
                    await websocket.close()
                    return
            elif kind == "cancel":
                session.cancel()
            else:
                await websocket.send_json(envelope(InvalidRequest(f"Unknown message type {kind!r}.", param="type")))
    except WebSocketDisconnect:
        pass
    finally:
        session.cancel()
        speaker.cancel()
