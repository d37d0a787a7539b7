"""Silent degradation: a chunk's audio checked before it leaves, since the worst failures answer 200 with bad audio.

    problem = audio_problem(wave, text="Yes.", speed=1.05, sample_rate=44100)   # "" when it looks like speech

Checks, each a reason in PROBLEMS (a closed set, so it can be a metric dimension):
- `non_finite`: NaN or Infinity anywhere (a broken style or session);
- `clipping`: more than CLIPPED_RATIO of the samples at full scale;
- `silence`: more than SILENT_RATIO of the 10 ms frames below SILENT_RMS (a chunk of text that says nothing);
- `duration`: the audio, at speed 1, outside what the text's characters predict (the model skipping or repeating
  words, or cut short): speech runs 10-20 characters a second, and the bounds are wide: at most
  CHARS_PER_SECOND[1] characters a second and never under MIN_WORD_SECONDS (a word said alone lasts about a
  quarter to half a second), at least CHARS_PER_SECOND[0] plus WORD_SECONDS (a short text's own edges: "Hi." takes
  about as long as "Hello there.").
Short texts get every check ("Yes." as one sample is cut short). A chunk with no letter or digit ("...") has
nothing to hear or time: only the first two checks apply.
The engine synthesises a failing chunk once more with another seed and counts both outcomes in the recorder it
is handed (`CheckRecorder`: handler/service/metrics.py, `AudioChecks`, from the function's build step); audio that fails
again is never sent (errors.AudioDegraded). Logs carry the reason and the chunk index, never the text.
"""

from __future__ import annotations

from typing import Protocol

import numpy as np

PROBLEMS = frozenset({"non_finite", "clipping", "silence", "duration"})
CLIPPED_LEVEL = 0.999
CLIPPED_RATIO = 0.01
SILENT_RMS = 1e-3  # -60 dBFS
SILENT_RATIO = 0.95
CHARS_PER_SECOND = (2.5, 60.0)
MIN_WORD_SECONDS = 0.1  # the shortest any text with a letter or digit may last at speed 1
WORD_SECONDS = 1.0  # what a short text may last beyond its characters' share


class CheckRecorder(Protocol):
    """Where the engine counts a chunk that failed the checks: recovered by its retry, or not."""

    def audio_check(self, problem: str, *, recovered: bool) -> None: ...


class Unrecorded:
    """An engine built without a recorder (a benchmark, a tool, a test of the engine alone) counts nothing."""

    def audio_check(self, problem: str, *, recovered: bool) -> None:
        pass


UNRECORDED = Unrecorded()


def audio_problem(wave: np.ndarray, *, text: str, speed: float, sample_rate: int) -> str:
    """The first problem found in one chunk's audio, or "". `speed` is the chunk's whole speed factor (the
    request's times any SSML prosody rate)."""
    if not np.isfinite(wave).all():
        return "non_finite"
    if wave.size and np.mean(np.abs(wave) >= CLIPPED_LEVEL) > CLIPPED_RATIO:
        return "clipping"
    if not any(character.isalnum() for character in text):
        return ""
    if wave.size == 0:
        return "silence"
    frame = max(1, sample_rate // 100)
    frames = wave[: wave.size // frame * frame].reshape(-1, frame)
    if frames.size:  # any audio of 10 ms or more: a word said alone is never that quiet
        rms = np.sqrt(np.mean(np.square(frames, dtype=np.float64), axis=1))
        if np.mean(rms < SILENT_RMS) > SILENT_RATIO:
            return "silence"
    seconds = wave.size / sample_rate * speed  # as long as it would be at speed 1
    shortest = max(len(text) / CHARS_PER_SECOND[1], MIN_WORD_SECONDS)
    longest = len(text) / CHARS_PER_SECOND[0] + WORD_SECONDS
    if not shortest <= seconds <= longest:
        return "duration"
    return ""
