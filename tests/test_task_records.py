"""Polly's synthesis task records (outbox/polly-tasks/<job id>.json) are read by their schema: the first records'
shape still reads, and a corrupted or tampered record is a clear ValidationException for its own task and is left
out of a listing, never a 500 or a listing broken for every task (moto S3, real-format function URL events)."""

from __future__ import annotations

import json
import math
import uuid

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from handler.polly.tasks import TaskRecord
from handler.storage.documents import StoredDocumentInvalid, parse_document
from tests.conftest import BUCKET
from tests.test_job_documents import JSON
from tests.test_storage_reach import answer, call

TASKS = "/polly/v1/synthesisTasks"


@pytest.fixture
def main(make_main):
    return make_main()


def start(main) -> dict:
    body = {"Text": "Hello there.", "VoiceId": "Joanna", "OutputFormat": "mp3", "OutputS3BucketName": BUCKET}
    response = call(main, "POST", TASKS, body)
    assert response["statusCode"] == 200, response
    return answer(response)["SynthesisTask"]


def record_key(task_id: str) -> str:
    return f"outbox/polly-tasks/{uuid.UUID(task_id).hex}.json"


def test_a_record_from_before_task_ids_were_uuids_is_read(main) -> None:
    """As the first tasks wrote it: TaskId the job id (32 hex digits), the output URI in the named bucket."""
    job_id = uuid.uuid4().hex
    older = {
        "TaskId": job_id, "CreationTime": 1796000000.25, "RequestCharacters": 12,
        "OutputUri": f"https://s3.us-east-1.amazonaws.com/{BUCKET}/outbox/jobs/{job_id}/{job_id}.mp3",
        "OutputFormat": "mp3", "TextType": "text", "VoiceId": "Joanna",
    }  # fmt: skip
    main.services.bucket.put_json(f"outbox/polly-tasks/{job_id}.json", older)
    queued = {"status": "queued", "name": f"jobs/{job_id}", "input_sha256": "ab" * 32, "caller": {"source_ip": "x"}}
    main.services.bucket.put_json(f"outbox/jobs/{job_id}.json", queued)
    response = call(main, "GET", f"{TASKS}/{job_id}")
    assert response["statusCode"] == 200, response
    assert answer(response)["SynthesisTask"] == older | {"TaskStatus": "scheduled"}


TAMPERED = {
    "not JSON": lambda record: b'{"TaskId": ',
    "CreationTime NaN": lambda record: record | {"CreationTime": math.nan},
    "RequestCharacters of 400 digits": lambda record: record | {"RequestCharacters": 10**400},
    "an extra key": lambda record: record | {"OutputS3BucketName": "another-bucket"},
    "TaskId not a UUID": lambda record: record | {"TaskId": "../../voices/narrator"},
    "another task's record": lambda record: record | {"TaskId": str(uuid.uuid4())},
    "a list for the voice": lambda record: record | {"VoiceId": ["Joanna"]},
}


@pytest.mark.parametrize("change", TAMPERED.values(), ids=TAMPERED.keys())
def test_a_tampered_record_is_refused_for_its_task_and_left_out_of_the_listing(main, change) -> None:
    bucket = main.services.bucket
    tampered, kept = start(main), start(main)
    key = record_key(tampered["TaskId"])
    changed = change(bucket.get_json(key))
    bucket.put(key, changed if isinstance(changed, bytes) else json.dumps(changed).encode(), "application/json")

    response = call(main, "GET", f"{TASKS}/{tampered['TaskId']}")
    assert response["statusCode"] == 400, response
    assert response["headers"]["x-amzn-errortype"] == "ValidationException"
    assert key in answer(response)["message"]

    listed = call(main, "GET", TASKS)
    assert listed["statusCode"] == 200, listed
    assert [task["TaskId"] for task in answer(listed)["SynthesisTasks"]] == [kept["TaskId"]]


@settings(max_examples=80, deadline=None)
@given(data=st.data())
def test_any_value_in_any_field_of_a_record_is_read_as_written_or_refused(data) -> None:
    valid = {
        "TaskId": str(uuid.UUID(int=7)), "CreationTime": 1796000000.5, "RequestCharacters": 12,
        "OutputUri": "https://s3.us-east-1.amazonaws.com/b/k.mp3", "OutputFormat": "mp3", "VoiceId": "Joanna",
    }  # fmt: skip
    field = data.draw(st.sampled_from([*valid, "LexiconNames", "extra"]))
    document = valid | {field: data.draw(JSON)}
    try:
        read = parse_document("outbox/polly-tasks/x.json", json.dumps(document).encode(), TaskRecord)
    except StoredDocumentInvalid as error:
        assert "outbox/polly-tasks/x.json" in error.message
        return
    assert field != "extra"
    assert parse_document("outbox/polly-tasks/x.json", json.dumps(read.stored()).encode(), TaskRecord) == read
