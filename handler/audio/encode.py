"""Float32 mono audio in, an encoded file out, piece by piece (`AudioWriter`).

    with AudioWriter("/tmp/book.wav", "wav", 44_100, out_rate=24_000) as writer:  # memory stays flat
        for chunk in chunks:
            writer.write(chunk)
    samples = writer.samples                                         # also what close() returns

It is a thin layer over `StreamEncoder` (stream.py), so a file and a stream of the same audio hold the same
bytes: the writer sends each piece's bytes to its target and, at close, the rest and the encoder's header fix
(final WAV sizes, FLAC stream info, MP3 LAME tag) through a `FileSink` (sinks.py). The target is a path or a binary file
object; it must be seekable for every format whose stream has a fix (all but pcm and opus). Clipping, NaN and
empty audio are handled as stream.py says.
"""

from __future__ import annotations

import os
from typing import BinaryIO

import numpy as np

from handler.audio.sinks import Encoding, FileSink, write_into
from handler.audio.stream import StreamEncoder


class AudioWriter:
    def __init__(
        self,
        target: str | os.PathLike[str] | BinaryIO,
        fmt: str,
        sample_rate: int,
        out_rate: int | None = None,
    ) -> None:
        self._encoder = StreamEncoder(fmt, sample_rate, out_rate)
        self.format = self._encoder.format
        self.sample_rate = self._encoder.sample_rate
        self._closed = False
        self._file: BinaryIO
        if isinstance(target, str | os.PathLike):
            self._file = open(target, "wb")  # noqa: SIM115 (closed in close)
            self._owns_file = True
        else:
            if self.format.rewrites_header and not target.seekable():
                raise ValueError(f"{self.format.name} needs a seekable file to write its header; got {target!r}.")
            self._file = target
            self._owns_file = False
        self._sink = FileSink(self._file)  # the header fix counts from where the audio starts in the file

    @property
    def samples(self) -> int:
        return self._encoder.samples

    def write(self, audio: np.ndarray) -> None:
        if self._closed:
            raise ValueError("AudioWriter.write after close.")
        self._sink.write(self._encoder.write(audio))

    def close(self) -> int:
        """Finish the stream, fix the header and return the samples written (at `sample_rate`)."""
        if self._closed:
            return self.samples
        try:
            write_into(self._sink, Encoding(self._encoder, ()))  # no pieces left: the encoder's end and header fix
            self._file.flush()
        finally:
            self._closed = True
            if self._owns_file:
                self._file.close()
        return self.samples

    def __enter__(self) -> AudioWriter:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()
