"""Sample-rate conversion (soxr, high quality) and the check of a requested output rate.

    rate = check_sample_rate(request.sample_rate, fmt)      # None -> the model's rate; opus -> 48000
    stream = Resampler(44_100, 48_000)                      # many buffers, continuous across them
    out = [stream.process(chunk) for chunk in chunks] + [stream.flush()]

A `Resampler` fed in pieces returns exactly the samples soxr returns for the whole signal at once, so pieces
join without clicks.
"""

from __future__ import annotations

import numpy as np

from handler.audio.formats import AudioFormat
from handler.errors import InvalidRequest

MODEL_RATE = 44_100  # what the Supertonic 3 vocoder produces
RATES = (8_000, 11_025, 12_000, 16_000, 22_050, 24_000, 32_000, 44_100, 48_000)  # all of them valid for mp3
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


def check_sample_rate(rate: int | None, fmt: AudioFormat, native_rate: int = MODEL_RATE) -> int:
    """The output rate for `fmt`: `rate` when allowed, `native_rate` (the audio's own) when None."""
    if fmt.fixed_rate is not None:
        if rate is None or rate == fmt.fixed_rate:
            return fmt.fixed_rate
        raise InvalidRequest(
            f"sample_rate {rate} is not available for {fmt.name}: {fmt.name} is always written at "
            f"{fmt.fixed_rate} Hz (libsndfile's Opus encoder takes only 8000, 12000, 16000, 24000 or "
            f"48000 Hz, so 44100 Hz audio is resampled to 48000). Omit sample_rate or pass {fmt.fixed_rate}.",
            param="sample_rate",
        )
    if rate is None:
        return native_rate
    if isinstance(rate, bool) or not isinstance(rate, int) or rate not in RATES:
        raise InvalidRequest(
            f"sample_rate must be one of {', '.join(map(str, RATES))} Hz; got {rate!r}.", param="sample_rate"
        )
    return rate
