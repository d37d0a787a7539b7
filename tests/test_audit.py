"""The opt-in content audit trail: off by default; when on, one append-only record per synthesis (text,
parameters, caller, output key) under audit/ or in its own Object Lock bucket, written before any audio leaves
(a record that cannot be written is a 503, never unrecorded audio). moto S3, real-format events."""

from __future__ import annotations

import json

import boto3

from handler.config import Settings
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
