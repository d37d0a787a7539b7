"""Sample-rate conversion (soxr, high quality).

    stream = Resampler(44_100, 48_000)                      # many buffers, continuous across them
    out = [stream.process(chunk) for chunk in chunks] + [stream.flush()]

A `Resampler` fed in pieces returns exactly the samples soxr returns for the whole signal at once, so pieces
join without clicks.
"""

from __future__ import annotations

import numpy as np

QUALITY = "HQ"


class Resampler:
    """Streaming resampling: soxr keeps its filter state between calls. Identity when the rates are equal."""

    def __init__(self, from_rate: int, to_rate: int) -> None:
        self._stream = None
        if from_rate != to_rate:
            import soxr  # on first use: answers at the model's own rate never need it

            self._stream = soxr.ResampleStream(from_rate, to_rate, 1, dtype="float32", quality=QUALITY)

    def process(self, audio: np.ndarray) -> np.ndarray:
        audio = np.asarray(audio, dtype=np.float32)
        return audio if self._stream is None else self._stream.resample_chunk(audio)

    def flush(self) -> np.ndarray:
        """The samples soxr still holds back for its filter; call once, after the last `process`."""
        if self._stream is None:
            return np.zeros(0, dtype=np.float32)
        held: np.ndarray = self._stream.resample_chunk(np.zeros(0, dtype=np.float32), last=True)
        return held
