"""Numbers of up to 100,000 digits through every way in: the speech routes, the dry run, the jobs API, a bucket
job and the WebSocket. Every answer is a 2xx or a 4xx (never a 5xx), a bucket job always reaches a final state
(never "retrying" forever), and a WebSocket session answers and goes on."""

from __future__ import annotations

import json

from hypothesis import HealthCheck, given
from hypothesis import settings as examples
from hypothesis import strategies as st
from starlette.testclient import TestClient

from tests.conftest import BUCKET
from tests.events import LambdaContext, function_url_event, s3_event

# Digit counts around Python's 4,300-digit integer-string limit, the 5,000-character request limit and up to
# 100,000; prefixes as money, signs, hashes and dates write them.
DIGITS = st.sampled_from([1, 19, 4_299, 4_300, 4_301, 4_400, 4_990, 5_001, 12_000, 100_000]) | st.integers(1, 100_000)
PREFIXES = st.sampled_from(["", "$", "-", "#", "1/1/", "€", "3."])
LANGS = st.sampled_from(["en", "ko", "de", "fr", "ja", "ru", None])
SYNC_LIMIT = 5_000


def text_of(prefix: str, digits: int) -> str:
    return prefix + "9" * digits


def call(main, method: str, path: str, body: dict) -> dict:
    return main.handler(function_url_event(method, path, body), LambdaContext())


def bodies(text: str, lang: str | None) -> list[tuple[str, dict]]:
    extra = {} if lang is None else {"lang": lang}
    return [
        ("/v1/audio/speech", {"model": "tts-1", "input": text, "voice": "alloy", "steps": 1, **extra}),
        ("/v1/tts", {"text": text, "format": "wav", "steps": 1, **extra}),
        ("/v1/text/normalize", {"text": text, **extra}),
    ]


@examples(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(prefix=PREFIXES, digits=DIGITS.filter(lambda n: n <= SYNC_LIMIT + 10), lang=LANGS)
def test_sync_routes_answer_long_numbers_with_a_2xx_or_4xx(main, prefix: str, digits: int, lang: str | None) -> None:
    for path, body in bodies(text_of(prefix, digits), lang):
        response = call(main, "POST", path, body)
        assert response["statusCode"] < 500, (path, lang, digits, response["body"][:300])


@examples(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(prefix=PREFIXES, digits=st.integers(SYNC_LIMIT + 1, 100_000), lang=LANGS)
def test_text_over_the_limit_is_a_413_before_any_work(main, prefix: str, digits: int, lang: str | None) -> None:
    for path, body in bodies(text_of(prefix, digits), lang):
        response = call(main, "POST", path, body)
        assert response["statusCode"] == 413, (path, response["body"][:300])


# Up to 9,000 digits here: the job synthesises what it accepts, and a read-out 100,000-digit number is hours of
# audio, which no CI run should wait for (the front end itself reads 100,000 digits in well under a second).
@examples(max_examples=4, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(prefix=PREFIXES, digits=st.sampled_from([4_301, 4_400, 9_000]), lang=st.sampled_from(["de", "fr"]))
def test_a_bucket_job_with_a_long_number_always_reaches_a_final_state(main, prefix: str, digits: int, lang) -> None:
    bucket = main.services.bucket
    body = json.dumps({"text": text_of(prefix, digits), "lang": lang, "format": "wav", "steps": 1})
    bucket.put("inbox/digits.json", body.encode(), "application/json")
    result = main.handler(s3_event(BUCKET, "inbox/digits.json"), LambdaContext())  # never raises: no retry
    status = result["jobs"][0]["status"]
    assert status in ("succeeded", "failed"), result
    if status == "failed":
        error = bucket.get_json("outbox/digits.error.json")
        assert error["retrying"] is False and error["error"]["code"]
    assert bucket.get("inbox/digits.json") is None


def test_the_jobs_api_refuses_or_accepts_a_long_number_never_a_5xx(main) -> None:
    for lang in ("en", "de"):
        response = call(main, "POST", "/v1/jobs", {"text": "9" * 4_400, "lang": lang})
        assert response["statusCode"] in (202, 400, 413), response["body"][:300]


def test_a_websocket_session_answers_a_long_number_and_goes_on(main) -> None:
    with TestClient(main.app).websocket_connect("/v1/audio/speech/stream") as ws:
        ws.send_json({"type": "config", "lang": "de", "steps": 1})
        assert ws.receive_json()["type"] == "ready"
        ws.send_json({"type": "text", "text": "9" * 4_400})
        ws.send_json({"type": "flush"})
        first = ws.receive_json()
        if first["type"] == "utterance.start":  # the front end spoke it: take the audio
            while (message := ws.receive()).get("bytes") is not None:
                pass
            assert json.loads(message["text"])["type"] == "utterance.done"
        else:
            assert first["type"] == "error" and first["error"]["code"]
        ws.send_json({"type": "text", "text": "Still here."})
        ws.send_json({"type": "flush"})
        assert ws.receive_json()["type"] == "utterance.start"  # the session goes on
