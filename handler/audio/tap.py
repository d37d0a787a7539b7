"""A write-only virtual file for libsndfile that hands its bytes out as they are written, not at close.

    tap = Tap()
    sound = sf.SoundFile(tap, "w", 48_000, 1, format="OGG", subtype="OPUS")
    sound.write(samples)
    ready = tap.take()          # the bytes appended since the last take: send them now
    sound.close()
    rest, fix = tap.take(), tap.header_fix()   # fix: (offset, bytes) to overwrite in what was sent, or None

libsndfile writes its formats front to back and, at close, seeks back only to rewrite its header (WAV sizes,
FLAC stream info, the MP3 LAME tag). Appended bytes therefore go out at once; a write before the end is a
rewrite, collected into one header fix. Only the first HEAD_BYTES are kept for that, so memory stays bounded
however long the stream is.
"""

from __future__ import annotations

import io
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from typing_extensions import Buffer  # collections.abc.Buffer from Python 3.12

HEAD_BYTES = 8_192  # libsndfile's rewrites stay within its header: 44 bytes (WAV), 42 (FLAC), one MP3 frame


class Tap(io.RawIOBase):
    def __init__(self) -> None:
        self._size = 0  # bytes written so far, as the file libsndfile believes in
        self._position = 0
        self._sent = 0  # bytes handed out by take()
        self._pending = bytearray()  # bytes [_sent, _size): appended since the last take()
        self._head = bytearray()  # the first HEAD_BYTES as they are now, rewrites applied
        self._sent_head = bytearray()  # the first HEAD_BYTES as they were handed out
        self._fixed: tuple[int, int] | None = None  # [start, end) rewritten after being handed out

    def writable(self) -> bool:
        return True

    def seekable(self) -> bool:
        return True

    def readable(self) -> bool:
        return True

    def tell(self) -> int:
        return self._position

    def seek(self, offset: int, whence: int = io.SEEK_SET) -> int:
        base = {io.SEEK_SET: 0, io.SEEK_CUR: self._position, io.SEEK_END: self._size}[whence]
        self._position = base + offset
        return self._position

    def read(self, size: int = -1) -> bytes:
        return b""  # libsndfile never reads back what it writes; an empty read is an honest "not here"

    def write(self, data: Buffer) -> int:
        data = bytes(data)
        if self._position > self._size:
            raise OSError("Tap cannot leave a hole: libsndfile seeked past the end of the stream.")
        overlap = min(len(data), self._size - self._position)
        if overlap > 0:
            self._rewrite(self._position, data[:overlap])
        appended = data[max(overlap, 0) :]
        if appended:
            if self._size < HEAD_BYTES:
                self._head += appended[: HEAD_BYTES - self._size]
            self._pending += appended
            self._size += len(appended)
        self._position += len(data)
        return len(data)

    def take(self) -> bytes:
        """The bytes appended since the last call, for the caller to send."""
        data = bytes(self._pending)
        self._pending.clear()
        self._sent = self._size
        self._sent_head += self._head[len(self._sent_head) : self._sent]
        return data

    def header_fix(self) -> tuple[int, bytes] | None:
        """One (offset, bytes) covering every rewrite of bytes already handed out; None when nothing changed."""
        if self._fixed is None:
            return None
        start, end = self._fixed
        if self._head[start:end] == self._sent_head[start:end]:
            return None
        return start, bytes(self._head[start:end])

    def _rewrite(self, offset: int, data: bytes) -> None:
        end = offset + len(data)
        if offset < self._sent and end > HEAD_BYTES:
            raise OSError(f"Tap keeps only the first {HEAD_BYTES} bytes; libsndfile rewrote bytes {offset}-{end}.")
        self._head[offset : min(end, HEAD_BYTES)] = data[: max(0, min(end, HEAD_BYTES) - offset)]
        if end > self._sent:  # still pending: change it before it goes out
            start = max(offset, self._sent)
            self._pending[start - self._sent : end - self._sent] = data[start - offset :]
        if offset < self._sent:
            sent_end = min(end, self._sent)
            old = self._fixed or (offset, sent_end)
            self._fixed = (min(old[0], offset), max(old[1], sent_end))
