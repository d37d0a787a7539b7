"""A whole signal encoded in one call, for tests that compare it with what a stream or a writer made.

Built on `AudioWriter` into memory, so the bytes are the ones the service writes (header fix included).
"""

from __future__ import annotations

import io
from dataclasses import dataclass

import numpy as np

from handler.audio import AudioFormat, AudioWriter


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
    target = io.BytesIO()
    with AudioWriter(target, fmt, sample_rate, out_rate) as writer:
        writer.write(audio)
    return EncodedAudio(target.getvalue(), writer.format, writer.sample_rate, writer.samples)
