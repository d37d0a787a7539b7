"""The opt-in content audit trail: off by default; when on, one append-only record per synthesis (text,
parameters, caller, output key) under audit/ or in its own Object Lock bucket, written before any audio leaves
(a record that cannot be written is a 503, never unrecorded audio). moto S3, real-format events."""

from __future__ import annotations

import json

import boto3

from handler.kernel.config import Settings
from handler.storage.lifecycle import lifecycle_rules
from tests.conftest import BUCKET
from tests.events import LambdaContext, function_url_event, s3_event

SPEECH = {"model": "tts-1", "input": "Keep a record of this.", "voice": "alloy", "response_format": "wav"}


def call(main, path: str, body: dict) -> dict:
    return main.handler(function_url_event("POST", path, body), LambdaContext())


def records(bucket: str = BUCKET) -> list[dict]:
    s3 = boto3.client("s3", region_name="us-east-1")
    listed = s3.list_objects_v2(Bucket=bucket, Prefix="audit/").get("Contents", [])
    return [json.loads(s3.get_object(Bucket=bucket, Key=item["Key"])["Body"].read()) for item in listed]


def test_off_by_default_nothing_is_recorded(main) -> None:
    assert call(main, "/v1/audio/speech", SPEECH)["statusCode"] == 200
    assert records() == []
    assert all(rule["ID"] != "supertonic-audit-expiry" for rule in lifecycle_rules(Settings()))


def test_each_synthesis_leaves_one_record_with_text_parameters_caller_and_output(make_main) -> None:
    main = make_main(SUPERTONIC_AUDIT="true")
    for seed in (1, 2):
        response = call(main, "/v1/audio/speech", {**SPEECH, "seed": seed})
        assert response["statusCode"] == 200
    first, second = sorted(records(), key=lambda record: record["parameters"]["seed"])
    assert first["text"] == SPEECH["input"] and first["route"] == "/v1/audio/speech"
    assert first["parameters"]["voice"] == "F1" and first["parameters"]["format"] == "wav"
    assert first["caller"]["source_ip"] == "203.0.113.7"
    assert first["output_key"].startswith("cache/") and main.services.bucket.head(first["output_key"])
    assert first["request_id"] != second["request_id"]
    rules = {rule["ID"]: rule for rule in lifecycle_rules(main.services.settings)}
    assert rules["supertonic-audit-expiry"]["Filter"] == {"Prefix": "audit/"}
    assert rules["supertonic-audit-expiry"]["Expiration"] == {"Days": 365}


def test_a_bucket_job_is_recorded_with_its_output_key(make_main) -> None:
    main = make_main(SUPERTONIC_AUDIT="true")
    main.services.bucket.put("inbox/report.txt", b"A recorded job.", "text/plain")
    assert main.handler(s3_event(BUCKET, "inbox/report.txt"), LambdaContext())["jobs"][0]["status"] == "succeeded"
    (record,) = records()
    assert record["route"] == "job" and record["text"] == "A recorded job."
    assert record["output_key"] == "outbox/report.mp3" and record["caller"]["bucket_key"] == "inbox/report.txt"


def test_records_in_an_object_lock_bucket_are_retained(make_main) -> None:
    s3 = boto3.client("s3", region_name="us-east-1")
    s3.create_bucket(Bucket="supertonic-audit", ObjectLockEnabledForBucket=True)
    audit = {"SUPERTONIC_AUDIT_BUCKET": "supertonic-audit", "SUPERTONIC_AUDIT_LOCK_DAYS": "30"}
    main = make_main(SUPERTONIC_AUDIT="true", **audit)
    assert call(main, "/v1/audio/speech", SPEECH)["statusCode"] == 200
    (item,) = s3.list_objects_v2(Bucket="supertonic-audit", Prefix="audit/")["Contents"]
    head = s3.head_object(Bucket="supertonic-audit", Key=item["Key"])
    assert head["ObjectLockMode"] == "COMPLIANCE"
    assert records() == []  # nothing in the kit's own bucket


def test_audio_is_never_sent_unrecorded(make_main) -> None:
    main = make_main(SUPERTONIC_AUDIT="true", SUPERTONIC_AUDIT_BUCKET="no-such-audit-bucket")
    response = call(main, "/v1/audio/speech", SPEECH)
    assert response["statusCode"] == 503, response["body"][:300]
    assert json.loads(response["body"])["error"]["code"] == "storage_unavailable"


# --- every synthesis, once, with its caller ------------------------------------------------------------------------
def with_iam_caller(event: dict, arn: str) -> dict:
    """A function URL event under IAM auth: Lambda puts the signer in requestContext.authorizer.iam."""
    event["requestContext"]["authorizer"] = {"iam": {"userArn": arn, "accountId": "123456789012"}}
    return event


def run_inbox(main) -> None:
    """What the bucket notification does: each inbox object through the function as an S3 event."""
    for key in main.services.bucket.keys("inbox/"):
        main.handler(s3_event(BUCKET, key), LambdaContext())


POLLY = {"Text": "Mark my words.", "VoiceId": "Joanna", "OutputFormat": "json", "SpeechMarkTypes": ["word"]}


def test_polly_speech_marks_are_recorded_with_their_caller(make_main) -> None:
    main = make_main(SUPERTONIC_AUDIT="true")
    response = call(main, "/polly/v1/speech", POLLY)
    assert response["statusCode"] == 200 and response["headers"]["content-type"] == "application/x-json-stream"
    (record,) = records()
    assert record["route"] == "/polly/v1/speech" and record["text"] == POLLY["Text"]
    assert record["caller"]["source_ip"] == "203.0.113.7"


def test_a_posted_job_and_a_polly_task_are_recorded_with_who_posted_them(make_main) -> None:
    main = make_main(SUPERTONIC_AUDIT="true")
    arn = "arn:aws:iam::123456789012:user/narrator"
    event = with_iam_caller(function_url_event("POST", "/v1/jobs", {"text": "A posted job."}), arn)
    assert main.handler(event, LambdaContext())["statusCode"] == 202
    task = {**POLLY, "Text": "A task.", "OutputFormat": "mp3", "OutputS3BucketName": BUCKET}
    del task["SpeechMarkTypes"]
    polly = with_iam_caller(function_url_event("POST", "/polly/v1/synthesisTasks", task), arn)
    assert main.handler(polly, LambdaContext())["statusCode"] == 200
    assert records() == []  # recorded when synthesised, not when queued
    run_inbox(main)
    found = {record["text"]: record for record in records()}
    assert set(found) == {"A posted job.", "A task."}
    for record in found.values():
        # The caller is who posted the job, not the inbox file the service wrote for it.
        assert record["caller"]["iam_arn"] == arn and record["caller"]["source_ip"] == "203.0.113.7"
        assert "bucket_key" not in record["caller"]
    assert found["A posted job."]["caller"]["route"] == "/v1/jobs"
    assert found["A task."]["caller"]["route"] == "/polly/v1/synthesisTasks"


def test_who_posted_a_job_is_kept_for_the_record_and_never_shown_by_its_status(make_main) -> None:
    main = make_main(SUPERTONIC_AUDIT="true")
    arn = "arn:aws:iam::123456789012:user/narrator"
    event = with_iam_caller(function_url_event("POST", "/v1/jobs", {"text": "A private job."}), arn)
    job = json.loads(main.handler(event, LambdaContext())["body"])
    for _ in range(2):  # queued, then done
        status = main.handler(function_url_event("GET", job["status_url"]), LambdaContext())["body"]
        assert arn not in status and "203.0.113.7" not in status
        run_inbox(main)
    (record,) = records()
    assert record["caller"]["iam_arn"] == arn and record["caller"]["job_id"] == job["id"]


def test_an_inbox_job_is_recorded_once_with_its_uploader(make_main) -> None:
    main = make_main(SUPERTONIC_AUDIT="true")
    main.services.bucket.put("inbox/twice.txt", b"Delivered twice.", "text/plain")
    event = s3_event(BUCKET, "inbox/twice.txt")
    for _ in range(2):  # S3 delivers at least once
        main.handler(event, LambdaContext())
    (record,) = records()
    # Who put the object, as the S3 event says (userIdentity, requestParameters).
    assert record["caller"]["principal_id"] == "AWS:AIDAEXAMPLE" and record["caller"]["source_ip"] == "203.0.113.7"
    assert record["caller"]["bucket_key"] == "inbox/twice.txt"


def test_every_way_to_synthesise_leaves_exactly_one_record(make_main) -> None:
    main = make_main(SUPERTONIC_AUDIT="true")
    sse = {**SPEECH, "model": "gpt-4o-mini-tts", "input": "Events.", "response_format": "pcm", "stream_format": "sse"}
    done = [
        call(main, "/v1/audio/speech", {**SPEECH, "input": "Buffered."}),
        call(main, "/v1/audio/speech", {**SPEECH, "input": "Streamed.", "response_format": "mp3", "stream": True}),
        call(main, "/v1/audio/speech", sse),
        call(main, "/v1/tts", {"text": "Native.", "format": "wav"}),
        call(main, "/v1/tts", {"text": "As JSON.", "response": "json"}),
        call(main, "/polly/v1/speech", {**POLLY, "Text": "Polly audio.", "OutputFormat": "mp3", "SpeechMarkTypes": []}),
        call(main, "/polly/v1/speech", {**POLLY, "Text": "Polly marks."}),
        call(main, "/v1/jobs", {"text": "A job."}),
    ]
    assert all(response["statusCode"] in (200, 202) for response in done), [r["statusCode"] for r in done]
    main.services.bucket.put("inbox/upload.txt", b"An upload.", "text/plain")
    run_inbox(main)
    texts = sorted(record["text"] for record in records())
    assert texts == sorted(
        ["Buffered.", "Streamed.", "Events.", "Native.", "As JSON.", "Polly audio.", "Polly marks.", "A job.",
         "An upload."]
    )  # fmt: skip
