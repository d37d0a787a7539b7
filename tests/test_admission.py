"""Admission counts work: a request is taken when it can finish within its budget behind the work already
admitted on the same CPUs, and without making an earlier one miss its own; a fresh process assumes a slow pace.
The work is the deployment's configured pace (SUPERTONIC_SECONDS_PER_CHAR) times what the model reads, so the
arithmetic below is the docs' (docs/limits.md); the syntheses themselves are real, on the synthetic model."""

from __future__ import annotations

import json
import threading
import time

from handler.service.admission import READER_WAIT
from handler.service.schemas import SpeechRequest
from tests.events import LambdaContext, function_url_event

# An English sentence of 60 characters that the model reads about as written.
SENTENCE = "The river runs past the old mill and down into the valley. "


def post(main, text: str) -> dict:
    body = {"text": text, "format": "wav", "steps": 1, "stream": False}
    return main.handler(function_url_event("POST", "/v1/tts", body), LambdaContext(remaining_ms=900_000))


def hold(main, text: str):
    """A request admitted and about to synthesise (its work counted until it is closed)."""
    speech = main.services.speech
    plan = speech.plan(SpeechRequest(text=text, steps=1, format="wav"))
    return speech.render(plan, budget=60.0, admit=True)


def park(main, text: str):
    """A stream admitted, its first chunk made and handed to a client that does not take it: waiting on its
    reader for longer than READER_WAIT, as a client that stopped reading."""
    speech = main.services.speech
    plan = speech.plan(SpeechRequest(text=text, steps=1, format="wav"))
    pieces = iter(speech.render(plan, budget=60.0, admit=True))
    next(pieces)
    time.sleep(READER_WAIT + 0.2)
    return pieces


def test_a_request_that_would_not_finish_behind_the_work_admitted_is_told_when_to_come_back(make_main) -> None:
    # 0.1 s per character at 1 step is 0.03 s of work per character: 300 characters are about 9 s (x 1.25 for the
    # margin), so one fits a 60 s budget; 600 more (18 s) do not fit behind two of them (9 + 18 + 9 ... > 48 s).
    main = make_main(SUPERTONIC_SECONDS_PER_CHAR="0.1", SUPERTONIC_CACHE_ENABLED="false")
    first = hold(main, SENTENCE * 5)
    second = hold(main, SENTENCE * 5)
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
        first.close()
        second.close()
    # The work ahead is done: admitted (a 303: the answer is too large to send whole, and is stored).
    assert post(main, SENTENCE * 25)["statusCode"] == 303


def test_a_request_that_would_make_an_earlier_one_miss_its_deadline_waits_for_it(make_main) -> None:
    # The first: 1,500 characters (1,554 for the model, with its language tags), about 44 s of its 60 s (x 1.25:
    # 55 s). A second of 600 characters (about 18 s) would finish beside it in 36 s, but the first would then need
    # 62 s: it waits until the first is done.
    main = make_main(SUPERTONIC_SECONDS_PER_CHAR="0.1", SUPERTONIC_CACHE_ENABLED="false")
    first = hold(main, SENTENCE * 25)
    try:
        response = post(main, SENTENCE * 10)
        assert response["statusCode"] == 429, response["body"][:300]
        assert 1 <= int(response["headers"]["retry-after"]) <= 45
    finally:
        first.close()
    assert post(main, SENTENCE * 10)["statusCode"] == 200


def test_a_stream_waiting_on_its_reader_holds_no_work(make_main) -> None:
    # The same 1,500 characters as above, but parked on a client that does not read: they use no CPU, so the 600
    # that waited behind them are answered at once, and Retry-After counts only the work really running.
    main = make_main(SUPERTONIC_SECONDS_PER_CHAR="0.1", SUPERTONIC_CACHE_ENABLED="false")
    admission = main.services.speech.admission
    parked = park(main, SENTENCE * 25)
    try:
        assert admission.work_ahead() == 0.0
        response = post(main, SENTENCE * 10)
        assert response["statusCode"] == 200, response["body"][:300]
        running = hold(main, SENTENCE * 25)  # 44 s of work really running: the next 600 wait for it, not for both
        try:
            refused = post(main, SENTENCE * 10)
            assert refused["statusCode"] == 429, refused["body"][:300]
            assert 1 <= int(refused["headers"]["retry-after"]) <= 45
        finally:
            running.close()
    finally:
        parked.close()
    assert admission.admitted == 0


def test_a_parked_stream_resumes_when_it_no_longer_delays_the_work_admitted_meanwhile(make_main) -> None:
    # Parked, then a 1,500-character request admitted in its place (44 s of 60): the parked stream's client reads
    # again, but its remaining work beside it would make that one late, so it waits, holding nothing, until the
    # request admitted meanwhile is done; then it goes on to its end.
    main = make_main(SUPERTONIC_SECONDS_PER_CHAR="0.1", SUPERTONIC_CACHE_ENABLED="false")
    admission = main.services.speech.admission
    parked = park(main, SENTENCE * 25)
    running = hold(main, SENTENCE * 25)
    resumed = threading.Event()

    def read_on() -> None:
        next(parked)
        resumed.set()

    reader = threading.Thread(target=read_on)
    reader.start()
    try:
        assert not resumed.wait(READER_WAIT + 0.5)  # it would make the running one miss its deadline
        assert admission.active == 1
    finally:
        running.close()
    assert resumed.wait(10)
    reader.join()
    assert sum(len(data) for data in parked) > 0  # spoken to its end
    assert admission.admitted == 0


def test_a_fresh_process_assumes_a_conservative_pace(make_main) -> None:
    # No pace configured or measured: the synthetic model's prior (0.009 s a character at 8 steps) would take 660
    # characters in a 10 s budget (about 5.7 s, x 1.25); a fresh process assumes twice that, so it refuses them.
    main = make_main(SUPERTONIC_TIMEOUT_SECONDS="10", SUPERTONIC_CACHE_ENABLED="false")
    body = {"text": (SENTENCE * 11)[:660], "format": "wav", "stream": False}
    response = main.handler(function_url_event("POST", "/v1/tts", body), LambdaContext(remaining_ms=900_000))
    assert response["statusCode"] == 413, response["body"][:300]
    assert json.loads(response["body"])["error"]["code"] == "too_much_work"
