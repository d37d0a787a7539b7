"""Limits on what the model reads and on the work a synchronous request may ask for, through the function URL
with real-format events (the Lambda context's remaining time included), and the budget arithmetic itself."""

from __future__ import annotations

import json
import tracemalloc

import pytest

from handler.kernel.config import Settings
from handler.service.workload import Pace, time_budget, work_units
from tests.events import LambdaContext, function_url_event

# An English sentence of 60 characters: a request of n of them is 60 n characters, and the model reads about as
# many (no numbers or abbreviations to expand).
SENTENCE = "The river runs past the old mill and down into the valley. "


def call(main, path: str, body: dict, *, remaining_ms: int = 900_000) -> dict:
    return main.handler(function_url_event("POST", path, body), LambdaContext(remaining_ms=remaining_ms))


def error_of(response: dict) -> dict:
    return json.loads(response["body"])["error"]


def test_the_budget_is_the_setting_or_the_invocation_s_remaining_time() -> None:
    settings = Settings(timeout_seconds=60.0)
    assert time_budget(settings) == 60.0
    assert time_budget(settings, remaining_seconds=900.0) == 60.0
    assert time_budget(settings, remaining_seconds=20.0) == 15.0  # 5 s kept to send the answer
    assert time_budget(settings, remaining_seconds=2.0) == 1.0
    assert time_budget(Settings(timeout_seconds=0.0)) is None
    assert time_budget(Settings(timeout_seconds=0.0), remaining_seconds=100.0) == 95.0


def test_work_grows_with_characters_and_steps_and_falls_with_speed() -> None:
    assert work_units(1000, 8, 1.0) == 1000
    assert work_units(1000, 18, 1.0) == 2000  # 2 fixed steps' worth (encoder, predictor, vocoder) per chunk
    assert work_units(1000, 8, 2.0) == 500  # half as much audio
    pace = Pace(prior=0.5)
    assert pace.estimate(100, 8, 1.0) == 50
    pace.observe(1000, 8, 1.0, 10.0)  # the first measurement replaces the prior
    assert pace.seconds_per_unit == pytest.approx(0.01)
    pace.observe(100, 8, 1.0, 1000.0)  # too short to tell: ignored
    assert pace.seconds_per_unit == pytest.approx(0.01)
    assert Pace(prior=0.5, configured=0.2).seconds_per_unit == 0.2


def test_a_lexicon_that_multiplies_the_text_is_refused_for_what_the_model_would_read(main) -> None:
    # 2,500 request characters; each "x" reads as 500 characters: 1.25 M for the model.
    body = {"text": "x " * 1250, "lang": "en", "lexicon": {"x": "word " * 100}, "format": "wav", "steps": 1}
    for path in ("/v1/tts", "/v1/text/normalize"):
        response = call(main, path, body)
        assert response["statusCode"] == 413, response["body"][:300]
        error = error_of(response)
        assert error["param"] == "text" and "for the model" in error["message"]
        assert "POST /v1/jobs" in error["message"]


def test_a_job_whose_model_text_exceeds_the_job_limit_is_refused_at_once(make_main) -> None:
    main = make_main(SUPERTONIC_MAX_JOB_CHARS="2000")
    body = {"text": "x " * 100, "lang": "en", "lexicon": {"x": "word " * 100}}
    response = call(main, "/v1/jobs", body)
    assert response["statusCode"] == 413 and "Split the text into several jobs" in error_of(response)["message"]


def test_a_lexicon_that_would_multiply_a_job_is_refused_before_its_text_is_built(main) -> None:
    # 2,000 words, each read as a 499-character entry: 998,000 characters for the model, five times the job limit.
    body = {"text": "word " * 2_000, "lang": "en", "lexicon": {"word": "y" * 499}}
    tracemalloc.start()
    try:
        response = call(main, "/v1/jobs", body)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert response["statusCode"] == 413, response["body"][:300]
    error = error_of(response)
    assert error["param"] == "text" and "lexicon" in error["message"]
    assert "998000" in error["message"].replace(",", "")
    # Counted, not built: the expanded text and its alignment would take over 20 MB.
    assert peak < 8 * 1024 * 1024, peak


def test_a_lexicon_under_the_limit_is_still_read(main) -> None:
    body = {"text": "word " * 10, "lang": "en", "lexicon": {"word": "y" * 499}, "format": "wav", "steps": 1}
    assert call(main, "/v1/text/normalize", body)["statusCode"] == 200  # 4,990 characters for the model


# 245 ten-second breaks, each after one letter, in a 4,915-character document: 2,450 s of silence.
BREAKS = "<speak>" + "a<break time='10s'/>" * 245 + "b</speak>"


def test_ssml_breaks_count_against_the_limits_as_the_audio_they_make(make_main) -> None:
    main = make_main(SUPERTONIC_MAX_JOB_CHARS="15000")
    for path, body in (
        ("/v1/tts", {"text": BREAKS, "text_type": "ssml", "format": "mp3"}),
        ("/v1/jobs", {"text": BREAKS, "text_type": "ssml", "format": "mp3"}),  # limit 30,000 for the model
    ):
        response = call(main, path, body)
        assert response["statusCode"] == 413, (path, response["body"][:300])
        message = error_of(response)["message"]
        # A second of silence weighs what the model speaks in a second (15 characters): 2,450 s is 36,750.
        assert "2450 s" in message.replace(",", "") and "break" in message, message


def test_a_few_breaks_are_spoken(main) -> None:
    ssml = "<speak>One.<break time='2s'/>Two.<break time='10s'/>Three.</speak>"
    response = call(main, "/v1/tts", {"text": ssml, "text_type": "ssml", "format": "wav", "steps": 1})
    assert response["statusCode"] == 200


def test_work_that_cannot_finish_in_time_is_a_413_naming_the_jobs_api(make_main) -> None:
    main = make_main(SUPERTONIC_SECONDS_PER_CHAR="0.05")  # 3,000 characters: about 140 s at the default speed
    for path, body in (
        ("/v1/audio/speech", {"model": "tts-1", "input": SENTENCE * 50, "voice": "alloy"}),
        ("/v1/tts", {"text": SENTENCE * 50, "format": "mp3"}),
        ("/v1/tts", {"text": SENTENCE * 50, "format": "wav", "response": "json"}),
    ):
        response = call(main, path, body)
        assert response["statusCode"] == 413, (path, response["body"][:300])
        error = error_of(response)
        assert error["code"] == "too_much_work" and "POST /v1/jobs" in error["message"]
        assert "within 60 s" in error["message"]
    short = call(main, "/v1/tts", {"text": SENTENCE * 2, "format": "wav"})
    assert short["statusCode"] == 200  # 120 characters: about 6 s


def test_the_invocation_s_remaining_time_bounds_what_is_accepted(make_main) -> None:
    main = make_main(SUPERTONIC_SECONDS_PER_CHAR="0.01")  # 600 characters: about 6 s
    body = {"text": SENTENCE * 10, "format": "wav", "seed": 1}
    assert call(main, "/v1/tts", body, remaining_ms=900_000)["statusCode"] == 200
    hit = call(main, "/v1/tts", body, remaining_ms=9_000)
    assert hit["statusCode"] == 200 and hit["headers"]["x-cache"] == "hit"  # stored audio always fits in time
    late = call(main, "/v1/tts", {**body, "seed": 2}, remaining_ms=9_000)  # 4 s left for synthesis
    assert late["statusCode"] == 413 and "within 4 s" in error_of(late)["message"]


def test_a_request_under_the_character_limit_but_over_the_time_is_refused_before_any_audio(make_main) -> None:
    main = make_main(SUPERTONIC_SECONDS_PER_CHAR="0.02")
    text = (SENTENCE * 90)[:4983]  # under the 5,000-character limit: about 95 s of work
    response = call(main, "/v1/audio/speech", {"model": "tts-1", "input": text, "voice": "alloy", "stream": True})
    assert response["statusCode"] == 413 and error_of(response)["code"] == "too_much_work"
