"""Silent degradation: every chunk's audio is checked before it leaves (NaN/Inf, clipping, silence, a duration
the text does not predict); a failing chunk is synthesised once more with another seed, counted as a metric with
an alarm in the template, and logged by reason and chunk, never with the text. Real sessions on the synthetic
model; the signals of the unit checks are made to be what each check names."""

from __future__ import annotations

import logging

import numpy as np
import pytest

from handler import metrics
from handler.engine.model import Voice
from handler.engine.quality import audio_problem
from handler.text.frontend import prepare_text

RATE = 44_100
TEXT = "A sentence of ordinary length, spoken at an ordinary pace."


def tone(seconds: float, level: float = 0.3) -> np.ndarray:
    t = np.arange(int(seconds * RATE)) / RATE
    return (level * np.sin(2 * np.pi * 220 * t)).astype(np.float32)


def test_speech_like_audio_passes() -> None:
    assert audio_problem(tone(len(TEXT) / 15), chars=len(TEXT), speed=1.0, sample_rate=RATE) == ""


@pytest.mark.parametrize(
    ("wave", "problem"),
    [
        (np.where(np.arange(RATE * 4) == 7, np.nan, 0.1).astype(np.float32), "non_finite"),
        (np.sign(tone(4.0)).astype(np.float32), "clipping"),  # a square wave at full scale
        (np.zeros(RATE * 4, np.float32), "silence"),
        (tone(60.0), "duration"),  # 58 characters in a minute: words repeated
        (tone(0.4), "duration"),  # 58 characters in 0.4 s: words skipped
    ],
)
def test_each_kind_of_degraded_audio_is_named(wave: np.ndarray, problem: str) -> None:
    assert audio_problem(wave, chars=len(TEXT), speed=1.0, sample_rate=RATE) == problem


def test_the_synthetic_model_s_output_passes_for_every_voice(engine) -> None:
    prepared = prepare_text(TEXT, lang="en", supported=engine.supported_characters)
    for voice in engine.voices:
        for speed in (0.7, 2.0):
            (piece,) = engine.stream(prepared, voice=voice, seed=3, speed=speed, steps=2, silence=0.0)
            assert audio_problem(piece.audio, chars=len(TEXT), speed=speed, sample_rate=engine.sample_rate) == ""


def test_a_broken_style_is_retried_counted_and_never_sends_nan(engine, caplog) -> None:
    metrics.configure("prometheus")
    counter = metrics._prometheus.audio_checks.labels("non_finite", "degraded")
    before = counter._value.get()
    f1 = engine.model.voices["F1"]
    broken = Voice("broken", np.full_like(f1.style_ttl, np.nan), f1.style_dp)
    prepared = prepare_text(TEXT, lang="en", supported=engine.supported_characters)
    with caplog.at_level(logging.WARNING):
        result = engine.synthesize(prepared, voice=broken, seed=1, speed=1.0, steps=2, silence=0.0)
    assert np.isfinite(result.audio).all()
    assert counter._value.get() == before + 1
    lines = [r for r in caplog.records if r.getMessage() == "audio check failed"]
    assert len(lines) == 1 and lines[0].reason == "non_finite" and lines[0].chunk == 0
    assert TEXT not in caplog.text and "ordinary" not in caplog.text


def test_the_template_alarms_on_failed_audio_checks() -> None:
    from pathlib import Path

    template = (Path(__file__).resolve().parents[1] / "infra" / "template.yaml").read_text()
    alarm = template.split("  AudioChecksAlarm:", 1)[1].split("\n\n", 1)[0]
    assert "MetricName: AudioChecksFailed" in alarm and "Namespace: Supertonic" in alarm
    assert "AlarmActions: [!Ref AlarmTopic]" in alarm
