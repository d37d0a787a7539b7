"""Word marks are estimated from each chunk's duration and the pauses in its audio: checked on audio built with
known pauses, where the right answer is known by construction."""

from __future__ import annotations

import numpy as np
import pytest

from handler.engine.synthesis import ChunkTiming
from handler.service.marks import find_pauses, speech_marks
from handler.text.script import plain_script

RATE = 44_100


def tone(seconds: float) -> np.ndarray:
    t = np.arange(int(seconds * RATE)) / RATE
    return (0.3 * np.sin(2 * np.pi * 220 * t)).astype(np.float32)


def silence(seconds: float) -> np.ndarray:
    return np.zeros(int(seconds * RATE), dtype=np.float32)


def test_find_pauses_finds_the_silences_and_skips_short_dips() -> None:
    audio = np.concatenate([tone(0.5), silence(0.3), tone(0.4), silence(0.03), tone(0.5)])
    pauses = find_pauses(audio, RATE)
    assert len(pauses) == 1  # 30 ms between two words is no pause
    start, end = pauses[0]
    assert start == pytest.approx(0.5, abs=0.011) and end == pytest.approx(0.8, abs=0.011)


def test_a_word_after_a_pause_starts_where_speech_resumes() -> None:
    # "Hello, world": two words of equal length, a 0.4 s pause after the comma.
    text = "Hello, world"
    audio = np.concatenate([tone(0.6), silence(0.4), tone(0.6)])
    chunk = ChunkTiming(0, text, 0, len(text), 0.0, len(audio) / RATE)
    marks = speech_marks(plain_script(text), [chunk], ("word",), [find_pauses(audio, RATE)])
    assert [(m["value"], m["start"], m["end"]) for m in marks] == [("Hello", 0, 5), ("world", 7, 12)]
    assert marks[0]["time"] == 0
    # Without the pause, "world" would sit 7/12 of the way in (934 ms); it starts at the end of the pause.
    assert marks[1]["time"] == pytest.approx(1000, abs=60)


def test_sentence_marks_stay_at_chunk_starts_and_words_follow_chunks() -> None:
    text = "One two. Three four."
    chunks = [ChunkTiming(0, "One two.", 0, 8, 0.0, 1.0), ChunkTiming(1, "Three four.", 9, 20, 1.3, 2.5)]
    marks = speech_marks(plain_script(text), chunks, ("sentence", "word"))
    sentences = [(m["time"], m["value"]) for m in marks if m["type"] == "sentence"]
    assert sentences == [(0, "One two."), (1300, "Three four.")]
    three = next(m for m in marks if m["value"] == "Three")
    assert three["time"] == 1300 and [m["type"] for m in marks if m["time"] == 1300] == ["sentence", "word"]
