"""Hostile bucket jobs: generated `.txt` and `.json` files under hostile key names, uploaded to the moto bucket and
delivered through `handler.main.handler` as real-format S3, SQS and EventBridge events.

The promise checked: no job is lost. Every job ends as an output (`outbox/<name>.<ext>` plus its manifest) or a
recorded error (`outbox/<name>.error.json`, or `outbox/rejected/<hash>.error.json` for a name that cannot be an
output name); the invocation never raises and never reports a batch failure for bad input (that would mean
retries until the dead-letter queue); a duplicate delivery changes nothing; and no object is left unaccounted
for. What the documented rules accept must succeed with audio that decodes; what they refuse must fail.
"""

from __future__ import annotations

import codecs
import json
import unicodedata

import pytest
from hypothesis import given, note
from hypothesis import strategies as st

from handler.storage.keys import is_api_job_name
from tests import hostile
from tests.conftest import BUCKET
from tests.events import LambdaContext, eventbridge_event, s3_event, sqs_event
from tests.hostile import HOSTILE, SAFE_TEXTS, Verdict

DELIVERIES = ["s3", "sqs", "eventbridge", "sqs-eventbridge"]
RESERVED = ("jobs/", "results/", "receipts/", "rejected/", "polly-tasks/")
JOB_FILE = hostile.Route(
    path="inbox/<name>.json",
    text_field="text",
    format_field="format",
    rules={**hostile.JOBS.rules, "name": lambda v: name_verdict(v) if isinstance(v, str) else optional_name(v)},
    required=("text",),
    extra_allowed=False,
    good={**hostile.JOBS.good, "name": ('"books/chapter 1"', '"한국어 대본 – 최종"', '"a+b & c (draft)"', "null")},
)


def optional_name(value: object) -> Verdict:
    return Verdict.VALID if value is None else Verdict.INVALID


def usable_name(name: str) -> bool:
    """The documented rules for an output name (handler/storage/keys.py), restated independently."""
    name = unicodedata.normalize("NFC", name)

    def usable_part(part: str) -> bool:
        chars_ok = all(c == " " or (unicodedata.category(c)[0] in "LMNPS" and c != "\\") for c in part)
        return part != "" and part[0] not in ". " and part[-1] not in ". " and chars_ok

    return (
        0 < len(name) <= 200
        and ".." not in name
        and not name.endswith(".error")
        and not name.startswith(RESERVED)
        and all(usable_part(part) for part in name.split("/"))
    )


def name_verdict(name: str) -> Verdict:
    if name == "":
        return Verdict.UNSURE  # refused, or taken as no name at all
    return Verdict.VALID if usable_name(name) else Verdict.INVALID


# --- the bucket ----------------------------------------------------------------------------------------------
def all_keys(main) -> set[str]:
    client = main.services.bucket.client
    keys: set[str] = set()
    for page in client.get_paginator("list_objects_v2").paginate(Bucket=BUCKET):
        keys |= {item["Key"] for item in page.get("Contents", [])}
    return keys


def empty_bucket(main) -> None:
    client = main.services.bucket.client
    for key in all_keys(main):
        client.delete_object(Bucket=BUCKET, Key=key)


def read_json(main, key: str) -> object:
    data = main.services.bucket.get(key)
    try:
        return json.loads(data) if data is not None else None
    except ValueError:
        return None


# --- delivery ------------------------------------------------------------------------------------------------
def event_for(key: str, delivery: str) -> dict:
    return {
        "s3": lambda: s3_event(BUCKET, key),
        "sqs": lambda: sqs_event(s3_event(BUCKET, key)),
        "eventbridge": lambda: eventbridge_event(BUCKET, key),
        "sqs-eventbridge": lambda: sqs_event(eventbridge_event(BUCKET, key)),
    }[delivery]()


def deliver(main, key: str, delivery: str) -> dict:
    """One invocation; it must neither raise nor hand a bad job back to the queue."""
    event = event_for(key, delivery)
    with hostile.hang_guard():
        result = main.handler(event, LambdaContext())
    if delivery.startswith("sqs"):
        assert result == {"batchItemFailures": []}, f"bad input handed back to the queue (retry until DLQ): {result}"
    return result


def run_job(main, key: str, data: bytes, delivery: str) -> set[str]:
    """Upload, deliver, deliver again (a duplicate); the bucket's keys after the first and the second."""
    empty_bucket(main)
    content_type = "application/json" if key.endswith(".json") else "text/plain"
    main.services.bucket.put(key, data, content_type)
    deliver(main, key, delivery)
    first = all_keys(main)
    deliver(main, key, delivery)
    assert all_keys(main) == first, "a duplicate delivery changed the bucket"
    return first


# --- the outcome ---------------------------------------------------------------------------------------------
def outcome(main, key: str, keys: set[str]) -> tuple[str, str, dict]:
    """("succeeded" | "failed", the record's key, the record) of the job from `key`; fails unless exactly one
    record ends it, the inbox object is gone, and every object in the bucket is accounted for."""
    assert key not in keys, "the inbox object is still there: the job would be retried forever"
    records = {}
    for candidate in keys:
        if (
            candidate.startswith("outbox/")
            and candidate.endswith(".json")
            and not candidate.startswith("outbox/receipts/")
        ):
            record = read_json(main, candidate)
            if isinstance(record, dict) and record.get("input_key") == key:
                records[candidate] = record
    assert len(records) == 1, f"expected one record of the job, found {sorted(records)} among {sorted(keys)}"
    record_key, record = next(iter(records.items()))
    accounted = {record_key}
    if record.get("status") == "succeeded":
        assert not record_key.endswith(".error.json"), record_key
        audio_key = record.get("audio_key")
        assert audio_key in keys, f"the manifest names {audio_key!r}, which is not in the bucket"
        accounted.add(audio_key)
        status = "succeeded"
    else:
        assert record.get("status") == "failed" and record_key.endswith(".error.json"), (record_key, record)
        assert record.get("retrying") is False, f"bad input marked as retrying: {record}"
        error = record.get("error") or {}
        assert isinstance(error.get("message"), str) and error["message"].strip(), f"no message: {record}"
        status = "failed"
    stray = {k for k in keys - accounted if not k.startswith(("outbox/receipts/", "cache/"))}
    assert not stray, f"objects nobody accounts for: {sorted(stray)}"
    return status, record_key, record


def check_location(record_key: str, status: str, names: list[str]) -> None:
    """The record sits at the first usable name the job goes by; with none usable, its error is under
    outbox/rejected/."""
    usable = [unicodedata.normalize("NFC", n) for n in names if usable_name(n)]
    if not usable:
        assert status == "failed" and record_key.startswith("outbox/rejected/"), record_key
        return
    suffix = ".error.json" if status == "failed" else ".json"
    assert record_key == f"outbox/{usable[0]}{suffix}", f"the record is at {record_key!r}, not at {usable[0]!r}"


def check_audio_of(main, record: dict, fields: dict) -> None:
    data = main.services.bucket.get(record["audio_key"])
    hostile.check_audio(data, record["format"], fields, hostile.JOBS)
    assert record["audio_key"].endswith(f".{record['format']}"), record


# --- strategies ----------------------------------------------------------------------------------------------
def encodings(text: str) -> st.SearchStrategy[bytes]:
    return st.sampled_from(
        [
            text.encode(),
            codecs.BOM_UTF8 + text.encode(),
            text.encode("utf-16"),
            text.encode("utf-8", "surrogatepass") + b"\xed\xa0\x80",  # an encoded surrogate: not UTF-8
        ]
    )


def txt_bodies() -> st.SearchStrategy[bytes]:
    texts = st.one_of(st.sampled_from(SAFE_TEXTS), hostile.plain_text(), st.sampled_from(["", " ", "\n\t", "\u200b"]))
    return st.one_of(
        st.sampled_from(SAFE_TEXTS).map(str.encode),
        texts.flatmap(encodings),
        st.binary(max_size=64),
        st.sampled_from([b"\xff\xfe\x00\x00", b"\x00" * 8, b"\x80abc", b"Hi.\x00"]),
    )


def txt_verdict(data: bytes) -> Verdict:
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError:
        return Verdict.INVALID
    if not text.strip():
        return Verdict.INVALID
    return Verdict.VALID if text in SAFE_TEXTS else Verdict.UNSURE


@st.composite
def inbox_keys(draw: st.DrawFn, ext: str) -> tuple[str, str]:
    name = draw(hostile.job_names())
    return f"inbox/{name}.{ext}", name


# --- properties ----------------------------------------------------------------------------------------------
@HOSTILE
@given(named=inbox_keys("txt"), data=txt_bodies(), delivery=st.sampled_from(DELIVERIES))
def test_txt_jobs_end_as_output_or_recorded_error(main, named: tuple[str, str], data: bytes, delivery: str) -> None:
    key, name = named
    note(f"key: {key!r}")
    keys = run_job(main, key, data, delivery)
    status, record_key, record = outcome(main, key, keys)
    check_location(record_key, status, [name])
    verdict = txt_verdict(data)
    if verdict is Verdict.VALID and usable_name(name):
        assert status == "succeeded", f"a valid job failed: {record}"
    if verdict is Verdict.INVALID or not usable_name(name):
        assert status == "failed", f"a job the rules refuse succeeded: {record_key}"
    if status == "succeeded":
        check_audio_of(main, record, {})


@HOSTILE
@given(named=inbox_keys("json"), data=st.data(), delivery=st.sampled_from(DELIVERIES))
def test_json_jobs_end_as_output_or_recorded_error(main, named: tuple[str, str], data, delivery: str) -> None:
    key, default_name = named
    note(f"key: {key!r}")
    body = data.draw(hostile.request_bodies(JOB_FILE), label="job file")
    keys = run_job(main, key, body.raw, delivery)
    status, record_key, record = outcome(main, key, keys)
    given_name = body.fields.get("name")
    output_name = given_name if isinstance(given_name, str) and given_name else default_name  # "" may mean unset
    if status == "succeeded":
        check_location(record_key, status, [output_name])
        check_audio_of(main, record, body.fields)
    else:  # at a usable name the file goes by (its own, when readable, or the inbox one), else under rejected/
        names = [n for n in (given_name, default_name) if isinstance(n, str) and usable_name(n)]
        allowed = {f"outbox/{unicodedata.normalize('NFC', n)}.error.json" for n in names}
        rejected = not usable_name(default_name) and record_key.startswith("outbox/rejected/")
        assert record_key in allowed or rejected, f"the error is at {record_key!r}, expected one of {sorted(allowed)}"
    verdict, suspects = body.verdict()
    if not usable_name(output_name):  # the inbox key's name, when the file gives none: refused as a name
        verdict, suspects = Verdict.INVALID, suspects | {"name", "key"}
    if is_api_job_name(default_name):  # inbox/jobs/ runs only what POST /v1/jobs queued, whatever the file says
        verdict, suspects = Verdict.INVALID, {"name"}
    if verdict is Verdict.VALID:
        assert status == "succeeded", f"a valid job failed: {record}"
    if verdict is Verdict.INVALID:
        assert status == "failed", f"a job the rules refuse succeeded ({sorted(suspects)}): {record_key}"
        param = (record["error"].get("param") or "").split(".")[0]
        assert param in suspects, f"the error names {param!r}, not one of {sorted(suspects)}: {record['error']}"


@HOSTILE
@given(data=st.data(), delivery=st.sampled_from(DELIVERIES))
def test_an_accepted_api_job_succeeds(main, data, delivery: str) -> None:
    """POST /v1/jobs checks everything first, so a 202 is a promise: delivered, the job must succeed."""
    empty_bucket(main)
    body = data.draw(hostile.request_bodies(hostile.JOBS), label="body")
    answer = hostile.via_lambda(main, "POST", "/v1/jobs", body.raw)
    hostile.check_answer(answer, body)
    if answer.status != 202:
        return
    job_id = json.loads(answer.body)["id"]
    inbox = [k for k in all_keys(main) if k.startswith("inbox/")]
    assert len(inbox) == 1, f"one inbox object per accepted job, found {inbox}"
    deliver(main, inbox[0], delivery)
    status = hostile.via_lambda(main, "GET", f"/v1/jobs/{job_id}", None)
    assert status.status == 200, status
    document = json.loads(status.body)
    assert document.get("status") == "succeeded", f"an accepted job ended {document.get('status')}: {document}"


@pytest.mark.parametrize("delivery", DELIVERIES)
@pytest.mark.parametrize(
    "name", ["한국어 대본 – 최종", "a+b", "100% done & dusted", "folder/sub folder/ch 1", "e\u0301t\u00e9"]
)
def test_ordinary_unicode_names_succeed_where_named(main, name: str, delivery: str) -> None:
    """Names with spaces, `+`, `%`, `&`, en dashes, Hangul and decomposed accents: output at the NFC name."""
    key = f"inbox/{name}.txt"
    keys = run_job(main, key, b"Hello there. Bye now.", delivery)
    status, record_key, record = outcome(main, key, keys)
    assert (status, record_key) == ("succeeded", f"outbox/{unicodedata.normalize('NFC', name)}.json"), record
    check_audio_of(main, record, {})


@pytest.mark.parametrize(
    ("case", "data"),
    [
        ("text over the job limit", ("a. " * 34_000).encode()),
        ("file over the byte limit", b"a" * (4 * 100_000 + 64 * 1024 + 1)),
        ("json text over the job limit", json.dumps({"text": "a. " * 34_000}).encode()),
        ("deeply nested json", b"[" * 100_000 + b"]" * 100_000),
        ("5000-digit seed", b'{"text": "Hi.", "seed": ' + b"9" * 5000 + b"}"),
        ("NaN speed", b'{"text": "Hi.", "speed": NaN}'),
        ("1e400 silence", b'{"text": "Hi.", "silence": 1e400}'),
        ("lone surrogate", b'{"text": "Hi \\ud800."}'),
        ("json that is a list", b'["Hi."]'),
    ],
)
def test_oversized_and_malformed_files_fail_once(main, case: str, data: bytes) -> None:
    ext = "txt" if case.startswith(("text", "file")) else "json"
    key = f"inbox/limits/{case}.{ext}"
    keys = run_job(main, key, data, "sqs")
    status, record_key, _ = outcome(main, key, keys)
    assert (status, record_key) == ("failed", f"outbox/limits/{case}.error.json")


@pytest.mark.parametrize("delivery", DELIVERIES)
def test_event_for_a_missing_object_is_recorded(main, delivery: str) -> None:
    """An event whose object is gone (deleted, or a key decoded wrongly) is recorded as an error, not dropped."""
    empty_bucket(main)
    key = "inbox/gone – 없음+.txt"
    deliver(main, key, delivery)
    record = read_json(main, "outbox/gone – 없음+.error.json")
    assert isinstance(record, dict) and record.get("input_key") == key, sorted(all_keys(main))
