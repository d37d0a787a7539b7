"""`make run`'s storage: a moto server whose bucket notifies a queue, drained into `handler.main.handler`."""

from __future__ import annotations

import importlib
import json

import boto3
import pytest

from tools.run_local import BUCKET, poll_once, start_storage


@pytest.fixture
def storage():
    local = start_storage(0)
    yield local
    local.server.stop()


def test_an_upload_becomes_audio(storage, model_dir, monkeypatch: pytest.MonkeyPatch) -> None:
    for name, value in {
        "SUPERTONIC_MODEL_DIR": str(model_dir),
        "SUPERTONIC_BUCKET": BUCKET,
        "SUPERTONIC_S3_ENDPOINT_URL": storage.endpoint,
        "SUPERTONIC_S3_PATH_STYLE": "true",
        "SUPERTONIC_INTRA_OP_THREADS": "1",
    }.items():
        monkeypatch.setenv(name, value)
    import handler.main

    main = importlib.reload(handler.main)
    s3 = boto3.client("s3", endpoint_url=storage.endpoint, region_name="us-east-1")
    s3.put_object(Bucket=BUCKET, Key="inbox/local job.json", Body=json.dumps({"text": "Local.", "format": "wav"}))
    for _ in range(10):  # the first message may be the s3:TestEvent sent when the notification was set up
        poll_once(storage.sqs, storage.queue_url, main.handler, wait_seconds=1)
        listed = s3.list_objects_v2(Bucket=BUCKET, Prefix="outbox/").get("Contents", [])
        if listed:
            break
    assert sorted(item["Key"] for item in listed) == ["outbox/local job.json", "outbox/local job.wav"]
    assert storage.sqs.receive_message(QueueUrl=storage.queue_url, WaitTimeSeconds=0).get("Messages") is None
