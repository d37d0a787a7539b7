"""A long job's stored documents (segments/<id>/job.json with its frozen plan, done markers, the assembly claim)
are read by their schemas: the older shapes still run, and a corrupted or tampered document ends the job with a
recorded error, never a retry for ever, a 5xx or a write outside the job's own area (moto S3 and SQS, real ONNX
sessions on the synthetic model, real-format SQS events)."""

from __future__ import annotations

import json
import math

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from handler.jobs.documents import AssemblyClaim, DoneMarker, SegmentJob
from handler.jobs.frozen_plan import FrozenPlan
from handler.jobs.segments import SegmentKeys, segment_job_id
from handler.storage.documents import StoredDocumentInvalid, parse_document
from tests.test_fanout import deliver, drain, fanout_main, receive, split

SHA = "ab" * 32


def only_job(main) -> tuple[SegmentKeys, dict]:
    [key] = [key for key in main.services.bucket.keys("segments/") if key.endswith("/job.json")]
    keys = SegmentKeys(key.split("/")[1])
    return keys, main.services.bucket.get_json(keys.job)


def refused_once(main, sqs, url) -> dict:
    """One segment message delivered: the job ends at once (no message back), its parts removed."""
    answer = deliver(main, sqs, url, receive(sqs, url))
    assert answer["batchItemFailures"] == []
    assert main.services.bucket.keys("segments/") == []
    return answer


# --- older shapes, as the older writers wrote them -------------------------------------------------------------
def test_a_job_split_before_plans_were_frozen_is_planned_again_and_finishes(make_main) -> None:
    """job.json as the first fan-out wrote it (no "plan"; its keys in that order)."""
    main, sqs, url = fanout_main(make_main)
    split(main, "older", "wav")
    keys, current = only_job(main)
    older = {
        name: current[name]
        for name in ("name", "input_key", "input_sha256", "spec", "cache_key", "chunks", "segments", "created_at")
    }
    main.services.bucket.put_json(keys.job, older)
    drain(main, sqs, url)
    manifest = main.services.bucket.get_json("outbox/older.json")
    assert manifest["status"] == "succeeded", main.services.bucket.get_json("outbox/older.error.json")


def test_a_done_marker_before_segments_were_encoded_is_read() -> None:
    """A done marker as the first fan-out wrote it: samples, attempt, seconds, finished_at, no "encoded"."""
    body = json.dumps({"samples": [[0, 4410], [2205, 6615]], "attempt": 1, "seconds": 0.412, "finished_at": "x"})
    marker = parse_document("segments/x/done/0-2.json", body.encode(), DoneMarker)
    assert marker.encoded is None and marker.samples == [(0, 4410), (2205, 6615)]


def test_a_spec_from_the_first_fanout_is_read() -> None:
    """The job spec as the first fan-out's JobSpec dumped it: every field of its day, unset ones as null."""
    spec = {
        "voice": None, "lang": None, "speed": None, "steps": None, "seed": None, "silence": None, "normalize": True,
        "lexicon": None, "sample_rate": None, "text": "Hello.", "format": "mp3", "name": None,
    }  # fmt: skip
    document = {
        "name": "older", "input_key": "inbox/older.json", "input_sha256": SHA, "spec": spec, "cache_key": "k",
        "chunks": 3, "segments": 2, "created_at": "2026-12-04T10:00:00Z",
    }  # fmt: skip
    job = parse_document("segments/x/job.json", json.dumps(document).encode(), SegmentJob)
    assert job.plan is None and job.spec.text == "Hello."


# --- corrupted or hostile documents in the bucket --------------------------------------------------------------
def plan_with(**changes: object):
    def change(job: dict) -> None:
        job["plan"].update(changes)

    return change


HOSTILE_JOBS = {
    "steps of 10**9": plan_with(steps=10**9),
    "speed NaN": plan_with(speed=math.nan),
    "silence Infinity": plan_with(silence=math.inf),
    "a seed of 400 digits": plan_with(seed=10**400),
    "an unknown format": plan_with(format="exe"),
    "chunks as text": lambda job: job.update(chunks="4"),
    "chunks of 10**30": lambda job: job.update(chunks=10**30),
    "more chunks than the plan has": lambda job: job.update(chunks=job["chunks"] + 1),
    "an extra key": lambda job: job.update(bucket="another-bucket"),
    "a plan chunk's span as a float": lambda job: job["plan"]["chunks"][0].__setitem__(2, 0.5),
    "the spec's steps of 10**9": lambda job: job["spec"].update(steps=10**9),
}


@pytest.mark.parametrize("change", HOSTILE_JOBS.values(), ids=HOSTILE_JOBS.keys())
def test_a_tampered_job_document_ends_the_job_with_a_recorded_error(make_main, change) -> None:
    main, sqs, url = fanout_main(make_main)
    split(main, "tampered", "wav")
    keys, job = only_job(main)
    change(job)
    main.services.bucket.put(keys.job, json.dumps(job).encode(), "application/json")
    refused_once(main, sqs, url)
    error = main.services.bucket.get_json("outbox/tampered.error.json")
    assert error["error"]["code"] == "stored_document_invalid" and not error["retrying"]
    assert f"segments/{keys.job_id}/job.json" in error["error"]["message"]
    assert main.services.bucket.get("outbox/tampered.wav") is None


def test_a_job_document_that_is_not_json_ends_under_rejected(make_main) -> None:
    main, sqs, url = fanout_main(make_main)
    split(main, "garbled", "wav")
    keys, _ = only_job(main)
    main.services.bucket.put(keys.job, b'{"name": "garbled", "chunks": [[[[', "application/json")
    refused_once(main, sqs, url)
    [record] = main.services.bucket.keys("outbox/rejected/")
    error = main.services.bucket.get_json(record)
    assert error["input_key"] == keys.job and "is not valid JSON" in error["error"]["message"]


NAMED = [("name", name) for name in ("../voices/narrator", "cache/3f", "jobs/" + "0" * 32, "receipts/x", "victim")]


@pytest.mark.parametrize(("field", "name"), [*NAMED, ("input_key", "voices/narrator.json")])
def test_a_job_document_naming_another_jobs_outputs_writes_nothing_there(make_main, field: str, name: str) -> None:
    """A name that is no job name, a kit folder, or another job's name (whose id is not the folder's), or an input
    key outside the inbox: the error goes under outbox/rejected/, and the named job's outputs are untouched."""
    main, sqs, url = fanout_main(make_main)
    bucket = main.services.bucket
    bucket.put_json("outbox/victim.json", {"status": "succeeded"})
    split(main, "attacker", "wav")
    keys, job = only_job(main)
    job[field] = name
    bucket.put(keys.job, json.dumps(job).encode(), "application/json")
    before = {key: bucket.get(key) for key in bucket.keys("outbox/") if not key.startswith("outbox/receipts/")}
    refused_once(main, sqs, url)
    after = {key: bucket.get(key) for key in bucket.keys("outbox/") if not key.startswith("outbox/receipts/")}
    [added] = set(after) - set(before)
    assert added.startswith("outbox/rejected/") and added.endswith(".error.json")
    assert {key: after[key] for key in before} == before
    assert bucket.get_json(added)["error"]["code"] == "stored_document_invalid"


HOSTILE_MARKERS = {
    "samples NaN": {"samples": [[0, math.nan]]},
    "a negative byte count": {"encoded": {"samples": 1, "decoded": 1, "bytes": -1, "rate": 44100}},
    "bytes of 10**400": {"encoded": {"samples": 1, "decoded": 1, "bytes": 10**400, "rate": 44100}},
    "an extra key": {"key": "voices/narrator.json"},
    "a list for the attempt": {"attempt": [1]},
}


@pytest.mark.parametrize("change", HOSTILE_MARKERS.values(), ids=HOSTILE_MARKERS.keys())
def test_a_tampered_done_marker_ends_the_job_with_a_recorded_error(make_main, change: dict) -> None:
    main, sqs, url = fanout_main(make_main)
    bucket = main.services.bucket
    split(main, "marked", "mp3")
    keys, _ = only_job(main)
    deliver(main, sqs, url, receive(sqs, url))  # the first segment, done
    [done] = bucket.keys(keys.done_prefix)
    bucket.put(done, json.dumps(bucket.get_json(done) | change).encode(), "application/json")
    drain(main, sqs, url)
    error = bucket.get_json("outbox/marked.error.json")
    assert error["error"]["code"] == "stored_document_invalid" and not error["retrying"], error
    assert bucket.get("outbox/marked.mp3") is None and bucket.keys("segments/") == []


# --- generated documents: each is read as written, or refused as StoredDocumentInvalid -------------------------
JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=8), inner, max_size=3),
    max_leaves=8,
)
PLAN = {
    "revision": "r", "lang": "en", "lang_detected": False, "chunks": [["Hi.", "<en>Hi.</en>", 0, 3]],
    "voice": "M1", "format": "mp3", "sample_rate": 44100, "speed": 1.05, "steps": 8, "silence": 0.3, "seed": 7,
    "cache_key": "k", "text_hash": "h", "custom_style": False,
}  # fmt: skip
SCHEMAS = [
    (FrozenPlan, PLAN),
    (DoneMarker, {"samples": [[0, 10]], "attempt": 1, "seconds": 0.5, "finished_at": "t"}),
    (AssemblyClaim, {"owner": "m-1", "claimed_at": "t"}),
]


@pytest.mark.parametrize(("schema", "valid"), SCHEMAS, ids=[schema.__name__ for schema, _ in SCHEMAS])
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_any_value_in_any_field_is_read_as_written_or_refused(schema, valid: dict, data) -> None:
    document = dict(valid)
    field = data.draw(st.sampled_from([*valid, "extra"]))
    document[field] = data.draw(JSON)
    body = json.dumps(document).encode()  # NaN and Infinity as JSON's NaN and Infinity, as Python writes them
    try:
        read = parse_document("segments/x/doc.json", body, schema)
    except StoredDocumentInvalid as error:
        assert error.code == "stored_document_invalid" and "segments/x/doc.json" in error.message
        return
    assert field != "extra"
    assert parse_document("segments/x/doc.json", json.dumps(read.stored()).encode(), schema) == read


def test_a_segment_job_id_binds_its_name_and_content() -> None:
    assert segment_job_id("a", SHA) != segment_job_id("b", SHA)
