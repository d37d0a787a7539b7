"""A whole signal encoded in one call, for tests that compare it with what a stream or a writer made.

Built on the service's `StreamEncoder`, in one piece, with its header fix applied: the bytes a whole answer holds.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from handler.audio import AudioFormat, StreamEncoder


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
    encoder = StreamEncoder(fmt, sample_rate, out_rate)
    body = encoder.write(audio) + encoder.finish()
    return EncodedAudio(fixed(body, encoder.header_fix()), encoder.format, encoder.sample_rate, encoder.samples)


def fixed(body: bytes, fix: tuple[int, bytes] | None) -> bytes:
    """`body` with an encoder's header fix written over it, as a seekable target does."""
    if fix is None:
        return body
    offset, patch = fix
    return body[:offset] + patch + body[offset + len(patch) :]
