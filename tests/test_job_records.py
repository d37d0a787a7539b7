"""What a job leaves in outbox/ (its manifest, its error record, the runner's receipts) is read back by its schema:
the older shapes still read, and a corrupted or tampered record ends the job with a recorded error or is reported
as the job's failure, never a 500, a retry for ever or a link to another object (moto S3, real ONNX sessions on
the synthetic model, real-format S3 and function URL events)."""

from __future__ import annotations

import json
import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from handler.jobs.records import ErrorRecord, JobManifest, Receipt
from handler.jobs.status import job_status
from handler.storage.documents import StoredDocumentInvalid, parse_document
from handler.storage.keys import receipt_key
from tests.conftest import BUCKET
from tests.events import LambdaContext, s3_event
from tests.test_job_documents import JSON, SHA
from tests.test_storage_reach import answer, call

# The keys of a succeeded manifest as the first jobs wrote it (before "progress", "phase", "outputs", "caller").
FIRST_MANIFEST = ("status", "name", "input_key", "input_sha256", "audio_key", "format", "content_type",
                  "sample_rate", "model_revision", "parameters", "chars", "chunks", "updated_at", "duration", "marks",
                  "timings", "cache")  # fmt: skip


@pytest.fixture
def main(make_main):
    return make_main()


def run(main, name: str, text: str = "Hello there.", **fields: str) -> dict:
    body = json.dumps({"text": text, "format": "wav", **fields}).encode()
    main.services.bucket.put(f"inbox/{name}.json", body, "application/json")
    return main.handler(s3_event(BUCKET, f"inbox/{name}.json"), LambdaContext())["jobs"][0]


def post(main) -> str:
    response = call(main, "POST", "/v1/jobs", {"text": "Hello there.", "format": "wav"})
    assert response["statusCode"] == 202, response
    job_id = answer(response)["id"]
    main.handler(s3_event(BUCKET, f"inbox/jobs/{job_id}.json"), LambdaContext())
    return job_id


# --- older shapes, as the older writers wrote them -------------------------------------------------------------
def test_a_manifest_as_the_first_jobs_wrote_it_still_says_the_job_succeeded(main) -> None:
    bucket = main.services.bucket
    assert run(main, "first")["status"] == "succeeded"
    current = bucket.get_json("outbox/first.json")
    bucket.put_json("outbox/first.json", {key: current[key] for key in FIRST_MANIFEST})
    again = run(main, "first")  # the same content again: done already, so not run again
    assert again["status"] == "skipped"
    assert bucket.get_json("outbox/first.json") == {key: current[key] for key in FIRST_MANIFEST}


def test_a_receipt_as_the_first_runner_wrote_it_still_marks_its_key_processed(main) -> None:
    bucket = main.services.bucket
    bucket.put_json(receipt_key("inbox/gone.json"), {"name": "gone", "status": "succeeded", "finished_at": "x"})
    outcome = main.handler(s3_event(BUCKET, "inbox/gone.json"), LambdaContext())["jobs"][0]
    assert (outcome["status"], outcome["name"]) == ("skipped", "gone")


def test_a_running_manifest_from_before_phases_reads() -> None:
    body = {"status": "running", "name": "jobs/" + "0" * 32, "input_key": "inbox/jobs/" + "0" * 32 + ".json",
            "input_sha256": SHA, "progress": {"chunks_done": 3, "chunks": 40}, "segments": 4,
            "segment_job": "1" * 32}  # fmt: skip
    manifest = parse_document("outbox/x.json", json.dumps(body).encode(), JobManifest)
    assert manifest.phase is None and manifest.progress is not None and manifest.progress.chunks_done == 3


# --- corrupted or hostile records in the bucket ---------------------------------------------------------------
TAMPERED_MANIFESTS = {
    "not JSON": lambda manifest: b'{"status": "succ',
    "the audio of another object": lambda manifest: manifest | {"audio_key": "voices/narrator.json"},
    "another job's audio": lambda manifest: manifest | {"audio_key": "outbox/victim.wav"},
    "a NaN duration": lambda manifest: manifest | {"duration": math.nan},
    "chunks of 400 digits": lambda manifest: manifest | {"chunks": 10**400},
    "an extra key": lambda manifest: manifest | {"url": "https://example.com/x.wav"},
    "an unknown status": lambda manifest: manifest | {"status": "done"},
}


@pytest.mark.parametrize("change", TAMPERED_MANIFESTS.values(), ids=TAMPERED_MANIFESTS.keys())
def test_a_tampered_manifest_is_the_jobs_failure_and_links_to_nothing(main, change) -> None:
    bucket = main.services.bucket
    bucket.put("voices/narrator.json", b"{}", "application/json")
    job_id = post(main)
    key = f"outbox/jobs/{job_id}.json"
    changed = change(bucket.get_json(key))
    bucket.put(key, changed if isinstance(changed, bytes) else json.dumps(changed).encode(), "application/json")
    response = call(main, "GET", f"/v1/jobs/{job_id}")
    assert response["statusCode"] == 200, response
    status = answer(response)
    assert status["status"] == "failed" and status["error"]["code"] == "stored_document_invalid"
    assert key in status["error"]["message"] and "url" not in status


@pytest.mark.parametrize("change", TAMPERED_MANIFESTS.values(), ids=TAMPERED_MANIFESTS.keys())
def test_a_tampered_manifest_ends_a_new_run_with_a_recorded_error(main, change) -> None:
    bucket = main.services.bucket
    assert run(main, "again")["status"] == "succeeded"
    changed = change(bucket.get_json("outbox/again.json"))
    bucket.put("outbox/again.json", changed if isinstance(changed, bytes) else json.dumps(changed).encode(), "x")
    outcome = run(main, "again", "Other words now.")  # no exception: the queue does not deliver it again
    assert outcome["status"] == "failed"
    error = bucket.get_json("outbox/again.error.json")
    assert error["error"]["code"] == "stored_document_invalid" and not error["retrying"]


TAMPERED_ERRORS = {
    "retrying as text": lambda record: record | {"retrying": "no"},
    "an extra key in the error": lambda record: record | {"error": record["error"] | {"stack": "..."}},
    "no message": lambda record: record | {"error": {"type": "invalid_request_error"}},
}


@pytest.mark.parametrize("change", TAMPERED_ERRORS.values(), ids=TAMPERED_ERRORS.keys())
def test_a_tampered_error_record_is_reported_as_refused(main, change) -> None:
    bucket = main.services.bucket
    assert run(main, "unspoken", voice="nobody")["status"] == "failed"
    assert job_status(bucket, "unspoken", 60)["error"]["param"] == "voice"
    bucket.put_json("outbox/unspoken.error.json", change(bucket.get_json("outbox/unspoken.error.json")))
    status = job_status(bucket, "unspoken", 60)
    assert status["status"] == "failed" and status["error"]["code"] == "stored_document_invalid"


def test_a_tampered_receipt_ends_its_job_with_a_recorded_error(main) -> None:
    bucket = main.services.bucket
    bucket.put_json(receipt_key("inbox/lost.json"), {"name": ["lost"], "status": "succeeded", "finished_at": "x"})
    outcome = main.handler(s3_event(BUCKET, "inbox/lost.json"), LambdaContext())["jobs"][0]
    assert outcome["status"] == "failed"
    assert bucket.get_json("outbox/lost.error.json")["error"]["code"] == "stored_document_invalid"


# --- generated records: each is read as written, or refused as StoredDocumentInvalid ---------------------------
VALID = {
    JobManifest: {"status": "queued", "name": "jobs/" + "0" * 32, "input_sha256": SHA, "caller": {"route": "x"}},
    ErrorRecord: {"status": "failed", "name": "a", "input_key": "inbox/a.txt", "input_sha256": "", "retrying": False,
                  "error": {"message": "m", "type": "t", "param": None, "code": "c"}, "updated_at": "t"},
    Receipt: {"name": "a", "status": "succeeded", "finished_at": "t"},
}  # fmt: skip


@pytest.mark.parametrize("schema", VALID, ids=[schema.__name__ for schema in VALID])
@settings(max_examples=60, deadline=None)
@given(data=st.data())
def test_any_value_in_any_field_of_a_record_is_read_as_written_or_refused(schema, data) -> None:
    valid = VALID[schema]
    field = data.draw(st.sampled_from([*valid, "audio_key", "extra"]))
    document = valid | {field: data.draw(JSON)}
    try:
        read = parse_document("outbox/x.json", json.dumps(document).encode(), schema)
    except StoredDocumentInvalid as error:
        assert "outbox/x.json" in error.message
        return
    assert field != "extra"
    assert parse_document("outbox/x.json", json.dumps(read.stored()).encode(), schema) == read


def test_an_error_whose_message_outgrows_the_record_is_recorded_cut_and_read_back(main) -> None:
    from handler.jobs.records import record_error
    from handler.kernel.errors import InvalidRequest
    from handler.storage.documents import MAX_TEXT

    bucket = main.services.bucket
    message = "The text names a lexicon entry that is too long: " + "x" * 10_000
    record_error(bucket, "long", "inbox/long.json", SHA, InvalidRequest(message, param="input"), retrying=False)
    status = job_status(bucket, "long", 60)
    assert status is not None and status["status"] == "failed"
    assert status["error"]["code"] == "invalid_value" and status["error"]["param"] == "input"
    assert status["error"]["message"] == message[:MAX_TEXT]
