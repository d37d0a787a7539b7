"""Admission counts work: a request is taken when it can finish within its budget behind the work already
admitted on the same CPUs, and without making an earlier one miss its own; a fresh process assumes a slow pace.
The work is the deployment's configured pace (SUPERTONIC_SECONDS_PER_CHAR) times what the model reads, so the
arithmetic below is the docs' (docs/limits.md); the syntheses themselves are real, on the synthetic model."""

from __future__ import annotations

import json

from handler.schemas import SpeechRequest
from tests.events import LambdaContext, function_url_event

# An English sentence of 60 characters that the model reads about as written.
SENTENCE = "The river runs past the old mill and down into the valley. "


def post(main, text: str) -> dict:
    body = {"text": text, "format": "wav", "steps": 1, "stream": False}
    return main.handler(function_url_event("POST", "/v1/tts", body), LambdaContext(remaining_ms=900_000))


def hold(main, text: str):
    """A request admitted and under way: its first chunk made, its client not yet reading the rest."""
    speech = main.services.speech
    plan = speech.plan(SpeechRequest(text=text, steps=1, format="wav"))
    rendering = speech.render(plan, budget=60.0, admit=True)
    pieces = iter(rendering)
    next(pieces)
    return rendering, pieces


def test_a_request_that_would_not_finish_behind_the_work_admitted_is_told_when_to_come_back(make_main) -> None:
    # 0.1 s per character at 1 step is 0.03 s of work per character: 300 characters are about 9 s (x 1.25 for the
    # margin), so one fits a 60 s budget; 600 more (18 s) do not fit behind two of them (9 + 18 + 9 ... > 48 s).
    main = make_main(SUPERTONIC_SECONDS_PER_CHAR="0.1", SUPERTONIC_CACHE_ENABLED="false")
    first, pieces = hold(main, SENTENCE * 5)
    second, more = hold(main, SENTENCE * 5)
    try:
        late = post(main, SENTENCE * 25)  # 1,500 characters, about 44 s: fits alone, not behind 2 x 9 s
        assert late["statusCode"] == 429, late["body"][:300]
        error = json.loads(late["body"])["error"]
        assert error["code"] == "rate_limit_exceeded" and "POST /v1/jobs" in error["message"]
        retry_after = int(late["headers"]["retry-after"])
        assert 1 <= retry_after <= 18  # no longer than the work admitted before it
        short = post(main, SENTENCE)  # 60 characters, under 2 s: finishes beside them
        assert short["statusCode"] == 200, short["body"][:300]
    finally:
        pieces.close()
        more.close()
    # The work ahead is done: admitted (a 303: the answer is too large to send whole, and is stored).
    assert post(main, SENTENCE * 25)["statusCode"] == 303


def test_a_request_that_would_make_an_earlier_one_miss_its_deadline_waits_for_it(make_main) -> None:
    # The first: 1,500 characters (1,554 for the model, with its language tags), about 44 s of its 60 s (x 1.25:
    # 55 s). A second of 600 characters (about 18 s) would finish beside it in 36 s, but the first would then need
    # 62 s: it waits until the first is done.
    main = make_main(SUPERTONIC_SECONDS_PER_CHAR="0.1", SUPERTONIC_CACHE_ENABLED="false")
    first, pieces = hold(main, SENTENCE * 25)
    try:
        response = post(main, SENTENCE * 10)
        assert response["statusCode"] == 429, response["body"][:300]
        assert 1 <= int(response["headers"]["retry-after"]) <= 45
    finally:
        pieces.close()
    assert post(main, SENTENCE * 10)["statusCode"] == 200


def test_a_fresh_process_assumes_a_conservative_pace(make_main) -> None:
    # No pace configured or measured: the synthetic model's prior (0.009 s a character at 8 steps) would take 660
    # characters in a 10 s budget (about 5.7 s, x 1.25); a fresh process assumes twice that, so it refuses them.
    main = make_main(SUPERTONIC_TIMEOUT_SECONDS="10", SUPERTONIC_CACHE_ENABLED="false")
    body = {"text": (SENTENCE * 11)[:660], "format": "wav", "stream": False}
    response = main.handler(function_url_event("POST", "/v1/tts", body), LambdaContext(remaining_ms=900_000))
    assert response["statusCode"] == 413, response["body"][:300]
    assert json.loads(response["body"])["error"]["code"] == "too_much_work"
