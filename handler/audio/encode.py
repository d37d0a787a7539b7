"""Float32 mono audio in, encoded bytes out: whole (`encode`) or piece by piece (`AudioWriter`).

    encoded = encode(result.audio, 44_100, "mp3")                   # EncodedAudio
    encoded.body, encoded.format.content_type, encoded.sample_rate, encoded.duration

    with AudioWriter("/tmp/book.wav", "wav", 44_100, out_rate=24_000) as writer:  # memory stays flat
        for chunk in chunks:
            writer.write(chunk)
    samples = writer.samples                                         # also what close() returns

Samples are clipped to [-1, 1] before any conversion (a peak over full scale saturates instead of wrapping
around), and NaN becomes silence. A writer's file is complete only after `close()`: libsndfile then writes the
final WAV sizes, the FLAC stream info or the MP3 LAME tag. The target is a path or a seekable binary file
object (pcm alone needs no seeking). Writing in pieces gives the same samples as `encode` of the whole signal,
and for wav, flac, mp3 and pcm the same bytes (Ogg gives every stream a random serial number). A writer closed
without any audio writes one silent sample, because libsndfile writes the FLAC, MP3 and Opus headers only with
the first samples; pcm stays empty, which is already a valid raw stream.
"""

from __future__ import annotations

import io
import os
from dataclasses import dataclass
from typing import BinaryIO

import numpy as np
import soundfile as sf

from handler.audio.formats import AudioFormat, check_format
from handler.audio.resample import Resampler, check_sample_rate


@dataclass(frozen=True)
class EncodedAudio:
    body: bytes
    format: AudioFormat
    sample_rate: int
    samples: int  # at sample_rate; lossy decoders may return a few more or fewer

    @property
    def duration(self) -> float:
        return self.samples / self.sample_rate


def encode(audio: np.ndarray, sample_rate: int, fmt: str, out_rate: int | None = None) -> EncodedAudio:
    buffer = io.BytesIO()
    with AudioWriter(buffer, fmt, sample_rate, out_rate) as writer:
        writer.write(audio)
    return EncodedAudio(buffer.getvalue(), writer.format, writer.sample_rate, writer.samples)


class AudioWriter:
    def __init__(
        self,
        target: str | os.PathLike[str] | BinaryIO,
        fmt: str,
        sample_rate: int,
        out_rate: int | None = None,
    ) -> None:
        self.format = check_format(fmt)
        self.sample_rate = check_sample_rate(out_rate, self.format, native_rate=sample_rate)
        self.samples = 0
        self._resampler = Resampler(sample_rate, self.sample_rate)
        self._closed = False
        self._raw: BinaryIO | None = None  # pcm: samples go straight to the file
        self._owns_raw = False
        self._sound: sf.SoundFile | None = None  # every other format: through libsndfile
        is_path = isinstance(target, str | os.PathLike)
        if self.format.container is None:
            self._raw = open(target, "wb") if is_path else target  # noqa: SIM115 (closed in close)
            self._owns_raw = is_path
            return
        if not is_path and not target.seekable():
            raise ValueError(f"{self.format.name} needs a seekable file to write its header; got {target!r}.")
        self._sound = sf.SoundFile(
            target, "w", self.sample_rate, 1, subtype=self.format.subtype, format=self.format.container
        )

    def write(self, audio: np.ndarray) -> None:
        if self._closed:
            raise ValueError("AudioWriter.write after close.")
        audio = np.asarray(audio, dtype=np.float32)
        if audio.ndim != 1:
            raise ValueError(f"audio must be mono, a 1-D array; got shape {audio.shape}.")
        self._emit(self._resampler.process(audio))

    def close(self) -> int:
        """Flush the resampler, finish the file and return the samples written (at `sample_rate`)."""
        if self._closed:
            return self.samples
        try:
            self._emit(self._resampler.flush())
            if self._sound is not None and self.samples == 0:
                self._emit(np.zeros(1, dtype=np.float32))
        finally:
            self._closed = True
            if self._sound is not None:
                self._sound.close()
            elif self._owns_raw:
                self._raw.close()
        return self.samples

    def __enter__(self) -> AudioWriter:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    def _emit(self, audio: np.ndarray) -> None:
        if audio.size == 0:
            return
        audio = np.clip(np.nan_to_num(audio, nan=0.0), -1.0, 1.0)
        samples = to_int16(audio) if self.format.lossless else audio
        if self._sound is not None:
            self._sound.write(samples)
        else:
            self._raw.write(samples.astype("<i2", copy=False).tobytes())
        self.samples += audio.size


def to_int16(audio: np.ndarray) -> np.ndarray:
    """[-1, 1] floats to 16-bit samples, scaled by 32767 and rounded, as libsndfile itself converts."""
    return np.rint(audio * 32767.0).astype(np.int16)
