"""A streaming client must take its audio about as fast as it plays, or it is dropped.

A stream (chunked HTTP, SSE, the WebSocket) sends each piece as soon as it is made, and the server's send waits
while the client's socket is full. A client that plays the audio as it comes falls behind by no more than its
buffers hold; one that stops reading would hold its synthesis, its place in the engine's line and its socket for
as long as it stays connected. So each send may wait for as long as the audio sent before it would still be
playing (played in real time, one piece after another), plus SUPERTONIC_READER_LAG_SECONDS (0: no bound). A
client past that is dropped: the send is abandoned, the stream ends without its last bytes (an HTTP stream
without its closing chunk, a WebSocket without a close frame), the synthesis stops and its place in the line is
given back.

    reader = Reader(lag_seconds=30.0)
    if not await reader.send(websocket.send_bytes(data), audio_seconds=1.5):   # the audio this send carries
        ...                                                                     # the client stopped reading
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable, Iterator

from fastapi.responses import StreamingResponse
from starlette.types import Send

from handler.kernel import logs

logger = logs.child(__name__)


class Reader:
    """How long the next send to one client may wait: the lag allowed, plus the audio sent before that would
    still be playing."""

    def __init__(self, lag_seconds: float) -> None:
        self.lag = lag_seconds
        self.playing_until = 0.0  # when the audio sent so far would have played (time.monotonic)

    def allowance(self) -> float | None:
        """Seconds the next send may wait (None: no bound)."""
        if self.lag <= 0:
            return None
        return self.lag + max(0.0, self.playing_until - time.monotonic())

    async def send(self, sending: Awaitable[None], audio_seconds: float = 0.0) -> bool:
        """Await `sending`, which carries `audio_seconds` of audio, within the allowance; False when the client did
        not take it in time (the send is cancelled)."""
        try:
            await asyncio.wait_for(sending, self.allowance())
        except TimeoutError:
            return False
        if audio_seconds > 0:
            self.playing_until = max(self.playing_until, time.monotonic()) + audio_seconds
        return True


class ReaderBoundResponse(StreamingResponse):
    """A streamed HTTP answer whose client must keep reading (see the module docstring): `audio_seconds()` gives
    the audio in the bytes made so far, and `dropped()` is called when the client is dropped."""

    def __init__(
        self,
        content: Iterator[bytes],
        *,
        lag_seconds: float,
        audio_seconds: Callable[[], float],
        dropped: Callable[[], None],
        media_type: str,
        headers: dict[str, str],
    ) -> None:
        super().__init__(content, media_type=media_type, headers=headers)
        self.reader = Reader(lag_seconds)
        self.audio_seconds = audio_seconds
        self.dropped = dropped

    async def stream_response(self, send: Send) -> None:
        await send({"type": "http.response.start", "status": self.status_code, "headers": self.raw_headers})
        sent = 0.0  # seconds of audio in the bytes sent
        async for chunk in self.body_iterator:
            body = chunk.encode() if isinstance(chunk, str) else bytes(chunk)
            message = {"type": "http.response.body", "body": body, "more_body": True}
            made = self.audio_seconds()
            carried, sent = made - sent, made
            if not await self.reader.send(send(message), carried):
                logger.warning("stream dropped: the client stopped reading", extra={"lag_seconds": self.reader.lag})
                self.dropped()
                return
        await send({"type": "http.response.body", "body": b"", "more_body": False})
