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

Bounds: the text waiting for a sentence end holds at most the synchronous limit (SUPERTONIC_MAX_SYNC_CHARS); a
delta past it is refused with a `too_large` error (send `flush`, or end sentences). Only the new text of each
delta is searched for sentence ends. A binary frame, a frame that is not a JSON object (however deeply nested)
or a text frame over MAX_FRAME_CHARS gets the error envelope, and the connection stays open. A connection that
sends nothing and has nothing left to speak for SUPERTONIC_WS_IDLE_SECONDS (default 300) is told so with an
`idle_timeout` error and closed (code 1000). A client that does not take what it is sent within
SUPERTONIC_READER_LAG_SECONDS of the audio playing (handler/api/slow_readers.py) is dropped: its utterance stops,
its place in the engine's line is given back and the connection ends without a close frame. Planning and the
cache lookup run on worker threads, never on the event loop.

    python -m websockets ws://127.0.0.1:8080/v1/audio/speech/stream   # then type the JSON frames above
"""

from __future__ import annotations

import asyncio
import json
import re
import time
from collections.abc import Mapping
from typing import Any, NoReturn

from fastapi import APIRouter, WebSocket, WebSocketDisconnect
from pydantic import ValidationError
from starlette.concurrency import run_in_threadpool
from starlette.types import Message

from handler.api.auth import accepts
from handler.api.errors import error_event
from handler.api.services import Services
from handler.api.slow_readers import Reader
from handler.engine.deadline import Deadline, SynthesisCancelled
from handler.kernel import logs
from handler.kernel.errors import InvalidRequest, PayloadTooLarge, SupertonicError, validation_message
from handler.service.checks import preparation_guard
from handler.service.plan import SpeechPlan
from handler.service.schemas import SpeechOptions
from handler.service.workload import time_budget
from handler.storage.voices import ResolvedVoice

logger = logs.child(__name__)
router = APIRouter()

# A sentence is complete once its end mark is followed by whitespace (or a CJK end mark arrives): "3." alone may
# still become "3.5".
_SENTENCE_END = re.compile(r"(?:[.!?…][\"'’”)\]»]*\s+|[。！？][」』）\"”’]*)")
LOOKBACK_CHARS = 32  # a sentence end found in a new delta may start this far back (its mark and closing quotes)
PATH = "/v1/audio/speech/stream"
MAX_FRAME_CHARS = 1_000_000  # a text frame longer than this is refused before it is parsed


def split_complete(buffer: str, start: int = 0) -> tuple[str, str]:
    """(the complete sentences at the start of `buffer`, the rest), searching for sentence ends from `start`
    on: the caller passes where the new text begins, so a delta costs its own length, not the buffer's."""
    end = 0
    for match in _SENTENCE_END.finditer(buffer, max(0, start - LOOKBACK_CHARS)):
        end = match.end()
    return buffer[:end], buffer[end:]


class ClientStalled(Exception):
    """The client did not take what was sent within its bound: the connection is dropped."""


class Session:
    """One connection: its speech options, its text buffer and the utterance being spoken."""

    def __init__(self, websocket: WebSocket, services: Services) -> None:
        self.websocket = websocket
        self.speech = services.require_speech()
        self.options = SpeechOptions(sample_rate=24_000)
        self.voice: ResolvedVoice | None = None  # the options' voice, resolved once for the session's sentences
        self.buffer = ""
        self.utterances = 0
        self.deadline: Deadline | None = None
        self.speaking: asyncio.Task[None] | None = None
        self.lines: asyncio.Queue[str | None] = asyncio.Queue()
        self.reader = Reader(services.settings.reader_lag_seconds)
        self.stalled = asyncio.Event()  # the client stopped reading: the connection is dropped

    def add_text(self, delta: str) -> None:
        """Append a delta and queue the sentences it completes; PayloadTooLarge when the buffer would pass the
        limit (the delta is dropped, the buffer kept)."""
        limit = self.speech.settings.max_sync_chars
        if len(self.buffer) + len(delta) > limit:
            raise PayloadTooLarge(
                f"The text waiting for a sentence end would hold {len(self.buffer) + len(delta)} characters; the "
                f"limit is {limit}. Send a flush, end sentences with . ! or ?, or use POST /v1/jobs for long text.",
                param="text",
            )
        start = len(self.buffer)
        complete, self.buffer = split_complete(self.buffer + delta, start)
        if complete.strip():
            self.lines.put_nowait(complete)

    @property
    def idle(self) -> bool:
        """Nothing is being spoken and nothing waits to be."""
        return self.deadline is None and self.lines.empty()

    def configure(self, message: dict[str, Any]) -> None:
        fields = {name: value for name, value in message.items() if name != "type"}
        try:
            options = SpeechOptions.model_validate({**self.options.options(), **fields})
        except ValidationError as error:
            text, param = validation_message(dict(error.errors()[0]), "The config message")
            raise InvalidRequest(text, param=param) from None
        # Check every value now (with a sample text), so a bad config is refused before any text arrives and the
        # previous config stays in force.
        voice = self.resolve(options)
        self.speech.plan(options.speech_request("Ready.", "pcm"), resolved=voice)
        self.options, self.voice = options, voice

    def resolve(self, options: SpeechOptions) -> ResolvedVoice:
        """The voice the options name (a custom one read, and checked current, here: not again per sentence)."""
        voice = options.voice if options.voice is not None else self.speech.settings.default_voice
        return self.speech.voices.resolve(voice)

    def plan(self, text: str) -> SpeechPlan:
        with preparation_guard():  # a front-end fault answers this utterance; the session goes on
            if self.voice is None:
                self.voice = self.resolve(self.options)
            return self.speech.plan(self.options.speech_request(text, "pcm"), resolved=self.voice)

    def record(self, plan: SpeechPlan) -> None:
        client = self.websocket.client
        caller = {"source_ip": client.host if client else ""}
        request_id = f"ws-{id(self):x}-{self.utterances}"
        self.speech.record(plan, request_id=request_id, route=PATH, caller=caller, output_key="")

    async def tell(self, message: dict[str, Any]) -> None:
        """Send a JSON frame the client must take in time (handler/api/slow_readers.py), else ClientStalled."""
        if not await self.reader.send(self.websocket.send_json(message)):
            self.drop()

    def drop(self) -> NoReturn:
        """The client stopped reading: stop what is spoken, and end the connection (ClientStalled)."""
        logger.warning("websocket dropped: the client stopped reading", extra={"lag_seconds": self.reader.lag})
        self.stalled.set()
        self.cancel()
        raise ClientStalled

    async def receive(self, timeout: float | None) -> Message:
        """The next frame; TimeoutError after `timeout` s without one, ClientStalled once the client is dropped."""
        receiving = asyncio.ensure_future(self.websocket.receive())
        stalled = asyncio.ensure_future(self.stalled.wait())
        try:
            done, _ = await asyncio.wait({receiving, stalled}, timeout=timeout, return_when=asyncio.FIRST_COMPLETED)
        finally:
            stalled.cancel()
            if not receiving.done():
                receiving.cancel()
        if receiving in done:
            return receiving.result()
        if stalled in done:
            raise ClientStalled
        raise TimeoutError

    async def speak_lines(self) -> None:
        """Speak queued text, one utterance at a time, in order."""
        try:
            while (text := await self.lines.get()) is not None:
                await self.speak(text)
        except ClientStalled:
            pass  # the connection is being dropped (receive raises it there)

    async def speak(self, text: str) -> None:
        self.utterances += 1
        number = self.utterances
        budget = time_budget(self.speech.settings)
        self.deadline = deadline = Deadline(budget)
        try:
            plan = await run_in_threadpool(self.plan, text)
            await run_in_threadpool(self.record, plan)
            # Before utterance.start: work that cannot finish in the budget, or not behind the work already
            # admitted, is refused with nothing spoken.
            rendering = await run_in_threadpool(self.speech.render, plan, deadline=deadline, budget=budget, admit=True)
        except SupertonicError as error:
            self.deadline = None
            await self.tell(error_event(error))
            return
        started = time.perf_counter()
        first_byte_ms = None
        try:
            await self.tell({"type": "utterance.start", "id": number, "chars": len(text)})
            pieces = iter(rendering)
            sent = 0.0  # seconds of audio sent
            while (data := await run_in_threadpool(next, pieces, None)) is not None:
                if data:
                    first_byte_ms = first_byte_ms or round((time.perf_counter() - started) * 1000, 1)
                    carried, sent = rendering.audio_seconds - sent, rendering.audio_seconds
                    if not await self.reader.send(self.websocket.send_bytes(data), carried):
                        self.drop()
            done = {"id": number, "first_byte_ms": first_byte_ms, "audio_seconds": round(rendering.duration, 3)}
            await self.tell({"type": "utterance.done", **done})
        except SynthesisCancelled:
            await self.tell({"type": "cancelled", "id": number})
        except SupertonicError as error:
            await self.tell(error_event(error))
        finally:
            rendering.close()  # its place in the engine's line, whatever ended it
            self.deadline = None

    def cancel(self) -> None:
        self.buffer = ""
        while not self.lines.empty():
            self.lines.get_nowait()
        if self.deadline is not None:
            self.deadline.cancel()


def parse_frame(frame: Mapping[str, Any]) -> dict[str, Any]:
    """The JSON object of a text frame; InvalidRequest for a binary frame, an oversized one, anything but a JSON
    object, or JSON nested too deeply for the parser."""
    text = frame.get("text")
    if text is None:
        raise InvalidRequest("Binary frames are not accepted: send JSON text frames.", code="invalid_frame")
    if len(text) > MAX_FRAME_CHARS:
        raise PayloadTooLarge(f"A frame holds at most {MAX_FRAME_CHARS} characters; got {len(text)}.", param="text")
    try:
        message = json.loads(text)
    except (ValueError, RecursionError):
        message = None
    if not isinstance(message, dict):
        raise InvalidRequest("Each frame must be a JSON object.", code="invalid_frame")
    return message


@router.websocket(PATH)
async def speech_stream(websocket: WebSocket) -> None:
    services: Services = websocket.app.state.services
    await websocket.accept()
    if not accepts(services.api_key, websocket.headers):
        await websocket.send_json(error_event(InvalidRequest("Missing or wrong API key.", code="invalid_api_key")))
        await websocket.close(code=1008)
        return
    try:
        session = Session(websocket, services)
    except SupertonicError as error:
        await websocket.send_json(error_event(error))
        await websocket.close(code=1011)
        return
    speaker = asyncio.create_task(session.speak_lines())
    idle_seconds = services.settings.ws_idle_seconds
    try:
        while True:
            try:
                frame = await session.receive(timeout=idle_seconds or None)
            except TimeoutError:
                if not session.idle:
                    continue  # still speaking: the client is listening
                notice = f"No frame for {idle_seconds:g} s and nothing left to speak: the connection is closed."
                await session.tell(error_event(InvalidRequest(notice, code="idle_timeout")))
                await session.reader.send(websocket.close(code=1000))
                return
            if frame["type"] == "websocket.disconnect":
                break
            try:
                message = parse_frame(frame)
            except InvalidRequest as error:
                await session.tell(error_event(error))
                continue
            kind = message.get("type")
            if kind == "config":
                try:
                    await run_in_threadpool(session.configure, message)
                except SupertonicError as error:
                    await session.tell(error_event(error))
                    continue
                rate = session.options.sample_rate
                await session.tell(
                    {"type": "ready", "format": "pcm", "sample_rate": rate, "voice": session.options.voice}
                )
            elif kind == "text" and isinstance(message.get("text"), str):
                try:
                    session.add_text(message["text"])
                except SupertonicError as error:
                    await session.tell(error_event(error))
            elif kind in ("flush", "close"):
                if session.buffer.strip():
                    session.lines.put_nowait(session.buffer)
                session.buffer = ""
                if kind == "close":
                    session.lines.put_nowait(None)
                    await speaker
                    if not session.stalled.is_set():
                        await session.reader.send(websocket.close())
                    return
            elif kind == "cancel":
                session.cancel()
            else:
                await session.tell(error_event(InvalidRequest(f"Unknown message type {kind!r}.", param="type")))
    except (WebSocketDisconnect, ClientStalled):
        pass  # a client dropped for not reading: returning ends the connection without a close frame
    finally:
        session.cancel()
        speaker.cancel()
