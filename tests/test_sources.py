"""Event sources through `handler.main.handler`: function URL bodies, SQS messages that are no notification,
S3 keys decoded exactly once on every path, and which one source takes each kind of event."""

from __future__ import annotations

import base64
import json
import logging

import pytest
from fastapi import FastAPI

from handler.api.services import Services
from handler.jobs.segments import segment_message
from handler.kernel.config import Settings
from handler.platform.function import event_sources
from handler.sources.s3 import S3Source
from handler.sources.sqs import SQSSource
from tests.conftest import BUCKET
from tests.events import (
    S3_TEST_EVENT,
    LambdaContext,
    eventbridge_event,
    function_url_event,
    s3_event,
    sqs_event,
)

SPEECH = {"model": "tts-1", "input": "Hello.", "voice": "alloy", "response_format": "wav"}


def error_of(response: dict) -> dict:
    body = json.loads(response["body"])
    assert set(body) == {"error"} and set(body["error"]) == {"message", "type", "param", "code"}
    return body["error"]


# --- function URL ----------------------------------------------------------------------------------------------


@pytest.mark.parametrize("body", ["not base64 at all!", "abc", "=" * 5, "eyJ"])
def test_invalid_base64_body_is_a_400_in_the_envelope(main, body: str) -> None:
    event = function_url_event("POST", "/v1/audio/speech", SPEECH, base64_body=True)
    event["body"] = body
    response = main.handler(event, LambdaContext(aws_request_id="req-1"))
    assert response["statusCode"] == 400
    error = error_of(response)
    assert error["type"] == "invalid_request_error" and "base64" in error["message"]
    assert response["headers"]["x-request-id"] == "req-1"


def test_valid_base64_body_still_reaches_the_app(main) -> None:
    event = function_url_event("POST", "/v1/audio/speech", {**SPEECH, "voice": "robot"}, base64_body=True)
    assert base64.b64decode(event["body"])  # a real base64 body, refused for its content, not its encoding
    response = main.handler(event, LambdaContext())
    assert response["statusCode"] == 400 and error_of(response)["param"] == "voice"


# --- SQS -------------------------------------------------------------------------------------------------------


class RecordingRunner:
    """Stands in for the job runner (not under test here): records the keys the source hands it."""

    def __init__(self) -> None:
        self.calls: list[tuple[str, str]] = []

    def in_bucket(self, bucket: str) -> RecordingRunner:
        self.bucket = bucket
        return self

    def run(self, key: str, *, context: object = None, etag: str = "", sequencer: str = "", uploader=None):
        self.calls.append((self.bucket, key))
        return type("Outcome", (), {"key": key, "status": "succeeded", "name": key})()


@pytest.fixture
def warnings(caplog: pytest.LogCaptureFixture) -> pytest.LogCaptureFixture:
    caplog.set_level(logging.WARNING, logger="supertonic")
    return caplog


NOT_NOTIFICATIONS = [
    "plain text, not JSON",
    "{broken json",
    json.dumps({"hello": "world"}),
    json.dumps([1, 2, 3]),
    json.dumps("a string"),
    json.dumps({"Records": [{"eventSource": "aws:s3"}]}),  # the right shape on top, nothing inside
    json.dumps({"source": "aws.s3", "detail-type": "Object Created", "detail": {}}),
]


@pytest.mark.parametrize("body", NOT_NOTIFICATIONS)
def test_a_message_that_is_no_notification_is_logged_once_and_not_retried(body: str, warnings) -> None:
    runner = RecordingRunner()
    event = sqs_event(body)
    result = SQSSource(runner, None)(event, LambdaContext())
    assert result == {"batchItemFailures": []}
    assert runner.calls == []
    lines = [record for record in warnings.records if record.levelno == logging.WARNING]
    assert len(lines) == 1
    line = lines[0]
    assert line.message_id == event["Records"][0]["messageId"] and line.body_bytes == len(body.encode())
    assert len(line.body_sha256) == 16
    assert body not in warnings.text and "world" not in warnings.text  # never the body


DEEP = ["[" * 100_000 + "]" * 100_000, '{"Records": ' * 50_000 + "1" + "}" * 50_000]


@pytest.mark.parametrize("body", DEEP, ids=["brackets", "records"])
def test_a_body_nested_too_deep_to_read_is_refused_at_once(main, body: str, warnings) -> None:
    """100,000 nested brackets are JSON no parser reads (Python's stops at its recursion limit): such a body can
    never succeed, so it is logged and dropped, not retried every visibility timeout until the dead-letter queue.
    Through the function, first in its batch (where the batch's kind is read) and after a good message."""
    for event in (sqs_event(body), sqs_event(s3_event(BUCKET, "inbox/none.txt"), body)):
        assert main.handler(event, LambdaContext()) == {"batchItemFailures": []}
    assert body[:50] not in warnings.text


def test_a_batch_mixing_good_and_bad_messages(warnings) -> None:
    runner = RecordingRunner()
    event = sqs_event("garbage", s3_event(BUCKET, "inbox/a b+c.txt"), S3_TEST_EVENT, {"other": 1})
    result = SQSSource(runner, None)(event, LambdaContext())
    assert result == {"batchItemFailures": []}
    assert runner.calls == [(BUCKET, "inbox/a b+c.txt")]
    assert len([r for r in warnings.records if r.levelno == logging.WARNING]) == 2  # the test event is quiet


def test_a_job_that_raises_comes_back_alone() -> None:
    class Failing(RecordingRunner):
        def run(self, key: str, *, context: object = None):
            raise RuntimeError("bucket unreachable")

    event = sqs_event("garbage", s3_event(BUCKET, "inbox/a.txt"))
    result = SQSSource(Failing(), None)(event, LambdaContext())
    assert result == {"batchItemFailures": [{"itemIdentifier": event["Records"][1]["messageId"]}]}


@pytest.mark.parametrize("key", ["inbox/a b+c.txt", "inbox/C++ & Co – 최종 50%2B.json", "inbox/x%41y.txt"])
def test_keys_decode_once_on_every_path(key: str) -> None:
    for make, event in [
        (S3Source, s3_event(BUCKET, key)),
        (lambda runner: SQSSource(runner, None), sqs_event(s3_event(BUCKET, key))),
        (lambda runner: SQSSource(runner, None), sqs_event(eventbridge_event(BUCKET, key))),
    ]:
        runner = RecordingRunner()
        make(runner)(event, LambdaContext())
        assert runner.calls == [(BUCKET, key)], event


def test_s3_test_events_and_other_event_types_are_ignored() -> None:
    runner = RecordingRunner()
    assert S3Source(runner)(S3_TEST_EVENT, LambdaContext()) == {"jobs": []}
    S3Source(runner)(s3_event(BUCKET, "inbox/a.txt", event_name="ObjectRemoved:Delete"), LambdaContext())
    assert runner.calls == []


# --- which source takes an event ---------------------------------------------------------------------------------


SEGMENT_BODY = segment_message(BUCKET, "0" * 32, 0, 21)
CLAIMS = [
    (function_url_event("GET", "/v1/health"), "FunctionUrlSource"),
    (s3_event(BUCKET, "inbox/a.txt"), "S3Source"),
    (S3_TEST_EVENT, "S3Source"),
    (sqs_event(s3_event(BUCKET, "inbox/a.txt")), "SQSSource"),
    (sqs_event(eventbridge_event(BUCKET, "inbox/a.txt")), "SQSSource"),
    (sqs_event("not a notification"), "SQSSource"),
    (sqs_event(SEGMENT_BODY), "SQSSource"),
    (eventbridge_event(BUCKET, "inbox/a.txt"), "EventBridgeSource"),
]


@pytest.mark.parametrize(("event", "claimed_by"), CLAIMS)
def test_each_event_has_exactly_one_source(event: dict, claimed_by: str) -> None:
    """The sources claim disjoint events, so the order they are asked in decides nothing."""
    sources = event_sources(FastAPI(), Services(Settings()))
    assert [type(source).__name__ for source in sources if source.infer(event)] == [claimed_by]


def test_an_event_no_source_claims_is_ignored(main) -> None:
    assert main.handler({"detail-type": "Scheduled Event", "source": "aws.events"}, LambdaContext()) == {
        "ignored": True
    }


def test_main_routes_an_sqs_message_that_is_no_notification_without_failing(main, warnings) -> None:
    result = main.handler(sqs_event("hello"), LambdaContext())
    assert result == {"batchItemFailures": []}


# --- kit-owned names ---------------------------------------------------------------------------------------------


def upload(main, key: str, body: dict) -> None:
    main.services.bucket.put(key, json.dumps(body).encode(), "application/json")


def post_job(main) -> str:
    event = function_url_event("POST", "/v1/jobs", {"text": "The real job.", "voice": "F1", "format": "wav"})
    response = main.handler(event, LambdaContext())
    assert response["statusCode"] == 202, response["body"]
    return json.loads(response["body"])["id"]


def job_status(main, job_id: str) -> dict:
    return json.loads(main.handler(function_url_event("GET", f"/v1/jobs/{job_id}"), LambdaContext())["body"])


def test_an_upload_cannot_name_itself_into_an_api_job(main) -> None:
    job_id = post_job(main)
    main.handler(s3_event(BUCKET, f"inbox/jobs/{job_id}.json"), LambdaContext())
    done = job_status(main, job_id)
    assert done["status"] == "succeeded"
    audio = main.services.bucket.get(done["audio_key"])
    upload(main, "inbox/evil.json", {"text": "Forged text.", "name": f"jobs/{job_id}", "format": "wav"})
    result = main.handler(s3_event(BUCKET, "inbox/evil.json"), LambdaContext())
    assert result["jobs"][0]["status"] == "failed"
    assert main.services.bucket.get(done["audio_key"]) == audio and job_status(main, job_id)["status"] == "succeeded"


def test_an_upload_to_inbox_jobs_cannot_replace_an_api_job(main) -> None:
    job_id = post_job(main)
    main.handler(s3_event(BUCKET, f"inbox/jobs/{job_id}.json"), LambdaContext())
    done = job_status(main, job_id)
    audio = main.services.bucket.get(done["audio_key"])
    upload(main, f"inbox/jobs/{job_id}.json", {"text": "Forged text, longer than the real one.", "format": "wav"})
    result = main.handler(s3_event(BUCKET, f"inbox/jobs/{job_id}.json"), LambdaContext())
    assert result["jobs"][0]["status"] == "failed"
    after = job_status(main, job_id)
    assert after["status"] == "succeeded" and main.services.bucket.get(done["audio_key"]) == audio


def test_a_bucket_event_without_a_configured_bucket_comes_back_with_its_reason() -> None:
    """No job is lost to a deployment set up without SUPERTONIC_BUCKET: the event fails (Lambda retries it, then
    its DLQ keeps it) and says what to set."""
    from aws_lambda_powertools.utilities.batch.exceptions import BatchProcessingError

    from handler.kernel.errors import StorageUnavailable

    sources = {type(source).__name__: source for source in event_sources(FastAPI(), Services(Settings()))}
    with pytest.raises(StorageUnavailable, match="SUPERTONIC_BUCKET"):
        sources["S3Source"](s3_event(BUCKET, "inbox/a.txt"), LambdaContext())
    with pytest.raises(StorageUnavailable, match="SUPERTONIC_BUCKET"):
        sources["EventBridgeSource"](eventbridge_event(BUCKET, "inbox/a.txt"), LambdaContext())
    with pytest.raises(BatchProcessingError, match="SUPERTONIC_BUCKET"):  # the whole batch comes back
        sources["SQSSource"](sqs_event(s3_event(BUCKET, "inbox/a.txt")), LambdaContext())
    event = sqs_event(SEGMENT_BODY)  # a segment is reported failed, not raised (it is no function error)
    answer = sources["SQSSource"](event, LambdaContext())
    assert answer == {"batchItemFailures": [{"itemIdentifier": event["Records"][0]["messageId"]}]}
