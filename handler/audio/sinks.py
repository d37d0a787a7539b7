"""Where encoded audio goes, and the one place its header is fixed (`write_into`).

    write_into(upload, Encoding(encoder, pieces))   # float32 pieces through the encoder, into the sink, header fixed
    write_into(upload, speech.render(plan))         # a plan's rendering (handler.speech), the same way

An encoder's bytes are final only once its header is rewritten with the totals (`StreamEncoder.header_fix`: WAV
sizes, FLAC stream info, the MP3 LAME tag). A sink takes the bytes in order (`write`), then that fix (`patch`, an
offset from the start of the stream): `MemorySink` (a bytearray), `FileSink` (a seekable file) and
`handler.storage.multipart.MultipartWriter` (an object uploaded by parts). An HTTP stream cannot patch, its
header is already sent: it iterates the bytes and keeps the streamed header (wav sizes "unknown"; flac, whose
header holds the totals, is sent whole).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import BinaryIO, Protocol

import numpy as np

from handler.audio.stream import StreamEncoder


class Sink(Protocol):
    def write(self, data: bytes) -> None: ...

    def patch(self, offset: int, data: bytes) -> None:
        """Overwrite bytes already written, `offset` bytes from the start of the stream."""


class Encoded(Protocol):
    """Encoded bytes to iterate once; `header_fix` is known once the iteration is over."""

    def __iter__(self) -> Iterator[bytes]: ...

    @property
    def header_fix(self) -> tuple[int, bytes] | None: ...


def write_into(sink: Sink, encoded: Encoded) -> None:
    """Every byte of `encoded` into `sink`, then its header fix."""
    for data in encoded:
        sink.write(data)
    if (fix := encoded.header_fix) is not None:
        sink.patch(*fix)


class Encoding:
    """Float32 mono pieces through one encoder: iterate once for the encoded bytes (the last ones from
    `finish`); `header_fix` after. An encoder already fed elsewhere with no pieces left gives just its end."""

    def __init__(self, encoder: StreamEncoder, pieces: Iterable[np.ndarray]) -> None:
        self.encoder = encoder
        self.pieces = pieces
        self.header_fix: tuple[int, bytes] | None = None

    def __iter__(self) -> Iterator[bytes]:
        for audio in self.pieces:
            yield self.encoder.write(audio)
        yield self.encoder.finish()
        self.header_fix = self.encoder.header_fix()


class MemorySink:
    def __init__(self) -> None:
        self.body = bytearray()

    def write(self, data: bytes) -> None:
        self.body += data

    def patch(self, offset: int, data: bytes) -> None:
        self.body[offset : offset + len(data)] = data


class FileSink:
    """A binary file; offsets count from where the stream starts in it. Only a seekable file can be patched."""

    def __init__(self, file: BinaryIO) -> None:
        self.file = file
        self.start = file.tell() if file.seekable() else None

    def write(self, data: bytes) -> None:
        self.file.write(data)

    def patch(self, offset: int, data: bytes) -> None:
        if self.start is None:
            raise ValueError(f"A header fix needs a seekable file; got {self.file!r}.")
        end = self.file.tell()
        self.file.seek(self.start + offset)
        self.file.write(data)
        self.file.seek(end)
