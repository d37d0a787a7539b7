"""One speech request through `handler/service/`: planning, seeds, sentence marks and the cache."""

from __future__ import annotations

import logging
from dataclasses import replace

import pytest
from pydantic import ValidationError

from handler.engine.deadline import Deadline
from handler.engine.synthesis import ChunkTiming
from handler.kernel.config import Settings
from handler.kernel.errors import InvalidRequest, PayloadTooLarge, validation_message
from handler.platform.function import build_speech
from handler.service import metrics
from handler.service.marks import sentence_marks
from handler.service.schemas import JobSpec, NativeSpeech, OpenAISpeech, SpeechRequest
from handler.service.speech import Speech
from handler.storage.cache import AudioCache


@pytest.fixture
def speech(engine, settings: Settings) -> Speech:
    return build_speech(engine, settings)


def test_plan_fills_defaults_and_derives_the_seed(speech: Speech) -> None:
    plan = speech.plan(SpeechRequest(text="Hello there.", voice="alloy", format="wav"))
    assert (plan.voice, plan.speed, plan.steps, plan.silence) == ("F1", 1.05, 8, 0.3)
    again = speech.plan(SpeechRequest(text="Hello there.", voice="F1", format="wav"))
    assert again.seed == plan.seed and again.cache_key == plan.cache_key  # alias and name are one voice
    other = speech.plan(SpeechRequest(text="Hello there!", voice="F1", format="wav"))
    assert other.seed != plan.seed
    explicit = speech.plan(SpeechRequest(text="Hello there.", voice="F1", format="wav", seed=plan.seed))
    assert explicit.cache_key == plan.cache_key  # the derived seed, given explicitly, is the same request


def test_plan_checks_everything_before_the_model(speech: Speech) -> None:
    for request, param in [
        (SpeechRequest(text="x" * 5001), "input"),
        (SpeechRequest(text="Hi.", voice="nobody"), "voice"),
        (SpeechRequest(text="Hi.", format="aiff"), "response_format"),
        (SpeechRequest(text="Hi.", lang="zz"), "lang"),
    ]:
        with pytest.raises(InvalidRequest) as error:
            speech.plan(request)
        assert error.value.param == param
    with pytest.raises(PayloadTooLarge, match="async job"):
        speech.plan(SpeechRequest(text="x" * 5001))
    with pytest.raises(PayloadTooLarge, match="limit for a job is 100000") as error:
        speech.plan(SpeechRequest(text="x" * 100_001), job=True)
    assert "async job" not in error.value.message


HUGE = int("9" * 400)


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("speed", 0.69),
        ("speed", 2.01),
        ("speed", float("nan")),
        ("speed", float("inf")),
        ("speed", True),
        ("speed", HUGE),
        ("speed", -HUGE),
        ("steps", 0),
        ("steps", 101),
        ("steps", 2.5),
        ("steps", True),
        ("steps", HUGE),
        ("silence", -0.1),
        ("silence", 5.5),
        ("silence", float("-inf")),
        ("silence", False),
        ("seed", True),
        ("seed", -1),
        ("seed", HUGE),
        ("seed", 2**63),
        ("seed", 1.5),
        ("sample_rate", True),
        ("sample_rate", HUGE),
        ("sample_rate", 22050.0),
        ("sample_rate", 12345),
    ],
)
def test_every_value_is_checked_by_the_request_models(field: str, value: object) -> None:
    """Values the JSON parser can hand over (NaN, Infinity, 400-digit integers, booleans) are refused by every
    request model with one error naming the field and its limits, before anything runs."""
    bodies = {
        SpeechRequest: {"text": "Hi."},
        NativeSpeech: {"text": "Hi."},
        JobSpec: {"text": "Hi."},
        OpenAISpeech: {"model": "tts-1", "input": "Hi.", "voice": "alloy"},
    }
    for model, body in bodies.items():
        if model is OpenAISpeech and field == "speed" and value in (0.69, 2.01):
            continue  # OpenAI's route takes 0.25-4.0 and clamps it (tests/test_http.py)
        with pytest.raises(ValidationError) as error:
            model.model_validate({**body, field: value})
        message, param = validation_message(dict(error.value.errors()[0]))
        assert param == field and message.startswith(f"{field} must be"), (model.__name__, message)
        assert len(error.value.errors()) == 1  # one error, not one per branch of int | float


def test_a_deployment_default_out_of_range_is_refused_naming_the_field(engine, settings: Settings) -> None:
    speech = build_speech(engine, replace(settings, default_speed=9.0))
    with pytest.raises(InvalidRequest, match="default is 9.0") as error:
        speech.plan(SpeechRequest(text="Hi."))
    assert error.value.param == "speed" and error.value.status == 400
    assert speech.plan(SpeechRequest(text="Hi.", speed=1.2)).speed == 1.2  # the request's own value is used


@pytest.mark.parametrize(
    ("field", "value"), [("speed", 0.7), ("speed", 2), ("steps", 1), ("steps", 100), ("silence", 0)]
)
def test_range_edges_are_accepted(speech: Speech, field: str, value: float) -> None:
    plan = speech.plan(SpeechRequest(text="Hi.", **{field: value}))
    assert getattr(plan, field) == value


def test_a_cache_hit_never_hands_over_another_requests_text(engine, settings: Settings, bucket) -> None:
    speech = build_speech(engine, replace(settings, cache_enabled=True), bucket=bucket)
    bob = speech.plan(SpeechRequest(text="Call Bob now.", lexicon={"Bob": "Robert"}, seed=1))
    robert = speech.plan(SpeechRequest(text="Call Robert now.", seed=1))
    assert bob.cache_key == robert.cache_key  # the same model text: one entry
    first, second = speech.synthesize(bob), speech.synthesize(robert)
    assert (first.cache, second.cache) == ("miss", "hit")
    assert [m["value"] for m in first.marks()] == ["Call Bob now."]
    assert [m["value"] for m in second.marks()] == ["Call Robert now."]
    assert second.marks()[0]["end"] == len(b"Call Robert now.")
    sidecar = bucket.get(f"{bob.cache_key}.json").decode()
    assert "Bob" not in sidecar and "Robert" not in sidecar and "Call" not in sidecar


def test_normalised_text_is_what_the_cache_key_sees(speech: Speech) -> None:
    digits = speech.plan(SpeechRequest(text="I have 5 apples.", lang="en"))
    words = speech.plan(SpeechRequest(text="I have five apples.", lang="en"))
    raw = speech.plan(SpeechRequest(text="I have 5 apples.", lang="en", normalize=False))
    assert digits.prepared.chunks[0].model_text == words.prepared.chunks[0].model_text
    assert digits.cache_key == words.cache_key != raw.cache_key


def test_sentence_marks_within_and_across_chunks() -> None:
    text = "Első mondat. Second one here.\n\nThird, in a new paragraph."
    chunks = (
        ChunkTiming(0, "Első mondat. Second one here.", 0, 29, 0.0, 2.9),
        ChunkTiming(1, "Third, in a new paragraph.", 31, 57, 3.2, 5.0),
    )
    marks = sentence_marks(text, chunks)
    assert [m["value"] for m in marks] == ["Első mondat.", "Second one here.", "Third, in a new paragraph."]
    # A sentence inside a chunk starts with its first word, on the words' timeline: "Second" comes after 10 of the
    # chunk's 23 letters and digits (spaces and punctuation take no time of their own), 10/23 of 2.9 s.
    assert [m["time"] for m in marks] == [0, 1261, 3200]
    raw = text.encode()
    assert all(raw[m["start"] : m["end"]].decode() == m["value"] for m in marks)


def test_cache_hit_skips_the_model(engine, settings: Settings, bucket) -> None:
    speech = build_speech(engine, replace(settings, cache_enabled=True), bucket=bucket)
    plan = speech.plan(SpeechRequest(text="Cache me. Twice.", format="mp3"))
    first = speech.synthesize(plan)
    with Deadline(None) as held, engine.pool.take(held):  # hold the only session set: a model call would time out
        second = speech.synthesize(plan, timeout=0.5)
    assert (first.cache, second.cache) == ("miss", "hit")
    assert second.body == first.body and second.marks() == first.marks()
    assert second.duration == pytest.approx(first.duration, abs=1e-3)


def test_a_refused_cache_write_is_not_reported_as_stored(engine, settings: Settings, bucket) -> None:
    from handler.api.responses import stored_url
    from handler.api.services import Services
    from handler.storage.bucket import Bucket
    from handler.storage.keys import result_key

    missing = Bucket(bucket.client, "no-such-bucket")
    speech = build_speech(engine, replace(settings, cache_enabled=True), bucket=missing)
    plan = speech.plan(SpeechRequest(text="Nowhere to cache this.", format="wav"))
    result = speech.synthesize(plan)
    assert result.cache == "unavailable" and result.body[:4] == b"RIFF"
    # A large result is then copied where the presigned URL points, instead of pointing at a missing cache entry.
    url = stored_url(result, Services(settings, bucket=bucket))
    assert bucket.get(result_key(plan.cache_key)) == result.body
    assert result_key(plan.cache_key) in url


def test_a_rendering_closed_early_is_logged_and_measured_but_never_cached(
    engine, settings: Settings, bucket, caplog: pytest.LogCaptureFixture
) -> None:
    synthesis_seconds = metrics.prometheus_collectors().compute.labels("wav")
    before = synthesis_seconds._value.get()
    recorder = metrics.Metrics.chosen("prometheus")
    speech = build_speech(engine, replace(settings, cache_enabled=True), bucket=bucket, recorder=recorder)
    text = "The first sentence is short. The second one follows it. A third closes the paragraph for good."
    plan = speech.plan(SpeechRequest(text=text, format="wav"))
    assert len(plan.prepared.chunks) > 1
    rendering = speech.render(plan)
    assert rendering.cache == "miss"  # looked up before the first byte
    pieces = iter(rendering)
    with caplog.at_level(logging.INFO, logger="supertonic"):
        first = next(pieces)
        pieces.close()  # the consumer went away (a client disconnect closes the generator)
    (line,) = [record for record in caplog.records if record.getMessage() == "speech"]
    assert line.bytes == len(first) > 0 and line.cache == "off" and line.audio_seconds > 0
    assert text not in caplog.text
    assert synthesis_seconds._value.get() > before
    assert AudioCache(bucket).get(plan.cache_key) is None  # a partial body is never an entry
    whole = speech.synthesize(plan)
    assert line.audio_seconds < whole.duration  # the audio made before the stop, not the whole
    assert whole.cache == "miss" and AudioCache(bucket).get(plan.cache_key).body == whole.body
    assert whole.body[44 : len(first)] == first[44:]  # the same audio; the whole one's header has its sizes
