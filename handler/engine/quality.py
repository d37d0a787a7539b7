"""Silent degradation: a chunk's audio checked before it leaves, since the worst failures answer 200 with bad audio.

    problem = audio_problem(wave, chars=42, speed=1.05, sample_rate=44100)   # "" when it looks like speech

Checks, each a reason in PROBLEMS (a closed set, so it can be a metric dimension):
- `non_finite`: NaN or Infinity anywhere (a broken style or session);
- `clipping`: more than CLIPPED_RATIO of the samples at full scale;
- `silence`: more than SILENT_RATIO of the 10 ms frames below SILENT_RMS (a chunk of text that says nothing);
- `duration`: characters per second of audio, at speed 1, outside CHARS_PER_SECOND (the model skipping or
  repeating words: speech runs 10-20 characters a second; the bound is wide).
The engine synthesises a failing chunk once more with another seed and counts both outcomes (handler/metrics.py,
`AudioChecks`); logs carry the reason and the chunk index, never the text.
"""

from __future__ import annotations

import numpy as np

PROBLEMS = frozenset({"non_finite", "clipping", "silence", "duration"})
CLIPPED_LEVEL = 0.999
CLIPPED_RATIO = 0.01
SILENT_RMS = 1e-3  # -60 dBFS
SILENT_RATIO = 0.95
CHARS_PER_SECOND = (2.5, 60.0)
MIN_CHARS_FOR_DURATION = 12  # shorter chunks ("Hi.") have too little text to judge their length
MIN_SECONDS_FOR_SILENCE = 0.3


def audio_problem(wave: np.ndarray, *, chars: int, speed: float, sample_rate: int) -> str:
    """The first problem found in one chunk's audio, or ""."""
    if wave.size == 0:
        return "silence"
    if not np.isfinite(wave).all():
        return "non_finite"
    if np.mean(np.abs(wave) >= CLIPPED_LEVEL) > CLIPPED_RATIO:
        return "clipping"
    seconds = wave.size / sample_rate
    frame = max(1, sample_rate // 100)
    frames = wave[: wave.size // frame * frame].reshape(-1, frame)
    if seconds >= MIN_SECONDS_FOR_SILENCE and frames.size:
        rms = np.sqrt(np.mean(np.square(frames, dtype=np.float64), axis=1))
        if np.mean(rms < SILENT_RMS) > SILENT_RATIO:
            return "silence"
    if chars >= MIN_CHARS_FOR_DURATION:
        rate = chars / (seconds * speed)
        if not CHARS_PER_SECOND[0] <= rate <= CHARS_PER_SECOND[1]:
            return "duration"
    return ""
