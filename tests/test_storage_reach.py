"""An attacker's try at every field and event that ends up in a storage key: `POST /v1/jobs` (`name`, `output`,
`captions`), an inbox `.json` job's fields, Polly's StartSpeechSynthesisTask (`OutputS3BucketName`,
`OutputS3KeyPrefix`), job-queue bodies, S3 events with crafted keys and buckets, voice and lexicon uploads.

The promise checked, through `handler.main`'s function with real-format events on moto: a caller chooses at most a
name inside its own output area (docs/jobs.md). After each attempt the bucket holds no new or changed object
outside the caller's own output keys and the kit's own record of its job, every planted object of someone else
(another job's audio, a Polly task's record, a voice, a lexicon, a cache entry, an audit record, a long job's
segments) is byte for byte what it was, and no other bucket was written. A refusal is a 4xx in the route's own
error shape; an event's refusal is a recorded error, and never a retry.
"""

from __future__ import annotations

import hashlib
import json
import unicodedata

import boto3
import pytest
from moto import mock_aws

from tests.conftest import BUCKET
from tests.events import LambdaContext, eventbridge_event, function_url_event, response_body, s3_event, sqs_event
from tests.test_voices import voice_bytes

OTHER_BUCKET = "someone-elses-bucket"
VICTIM = "0123456789abcdef0123456789abcdef"  # another caller's API job, Polly task and long job
CACHE_KEY = "cache/3f/3f" + "9c" * 31 + ".mp3"
PLANTED = {
    f"outbox/jobs/{VICTIM}.mp3": b"ID3 their audio",
    f"outbox/jobs/{VICTIM}.json": b'{"status": "succeeded"}',
    f"outbox/polly-tasks/{VICTIM}.json": b'{"TaskId": "' + VICTIM.encode() + b'"}',
    "outbox/talk.mp3": b"ID3 an inbox job's audio",
    "voices/narrator.json": b"{}",
    "lexicons/tech.pls": b"<lexicon/>",
    CACHE_KEY: b"ID3 cached audio",
    CACHE_KEY + ".json": b"{}",
    "audit/2026/12/02/150000.000000-r-1.json": b"{}",
    f"segments/{VICTIM}/job.json": b"{}",
    "models/supertonic-3/onnx/x.onnx": b"weights",
}
# Where an attacker would like to write, spelled every way: relative escapes, the kit's own prefixes, another
# caller's outputs, absolute keys, URL-encoded and Unicode look-alike separators and dots, and very long keys.
HOSTILE_KEYS = [
    "../x.mp3",
    "../../voices/x.json",
    "a/../../cache/x.mp3",
    "cache/..",
    CACHE_KEY,
    "voices/x.json",
    "voices/narrator.json",
    "lexicons/tech.pls",
    "inbox/x.json",
    "inbox/jobs/" + VICTIM + ".json",
    "audit/x.json",
    "segments/" + VICTIM + "/job.json",
    "outbox/jobs/" + VICTIM + ".mp3",
    "jobs/" + VICTIM + ".mp3",
    "outbox/polly-tasks/" + VICTIM + ".json",
    "outbox/receipts/x.json",
    "outbox/results/x.mp3",
    "rejected/x.error.json",
    "/voices/x.json",
    "//x",
    "s3://" + OTHER_BUCKET + "/x",
    "%2e%2e/x",
    "..%2fvoices%2fx.json",
    "\uff0e\uff0e/x",  # fullwidth full stops
    "voices\u2215x.json",  # division slash
    "..\u2044x",  # fraction slash
    "a\\..\\..\\voices\\x.json",
    "x\x00.mp3",
    "x\u202e3pm.json",  # right-to-left override
    "x" * 5000,
    "a/" * 600,
    "",
]
HOSTILE_BUCKETS = [OTHER_BUCKET, BUCKET.upper(), f"{BUCKET}/..", f" {BUCKET}", "arn:aws:s3:::" + BUCKET, ""]


def call(main, method: str, path: str, body=None) -> dict:
    return main.handler(function_url_event(method, path, body), LambdaContext())


def answer(response: dict) -> dict:
    return json.loads(response_body(response))


def listing(bucket: str) -> dict[str, str]:
    s3 = boto3.client("s3", region_name="us-east-1")
    pages = s3.get_paginator("list_objects_v2").paginate(Bucket=bucket)
    return {item["Key"]: item["ETag"] for page in pages for item in page.get("Contents", [])}


def sha(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()


def api_job_area(job_id: str) -> tuple[str, ...]:
    """A posted job's own keys: its inbox file, its outputs and folder, and the receipt of its inbox key."""
    inbox = f"inbox/jobs/{job_id}.json"
    return (inbox, f"outbox/jobs/{job_id}.", f"outbox/jobs/{job_id}/", f"outbox/receipts/{sha(inbox)}.json")


KIT_FOLDERS = ("jobs/", "polly-tasks/", "receipts/", "results/", "rejected/")  # under outbox/ (docs/jobs.md)


def inbox_job_area(key: str, *names: str) -> tuple[str, ...]:
    """An inbox upload's own keys: the outputs and folder of the names it gives (its key's, its "name" field's:
    the inbox is the uploader's to name, but not the folders the kit keeps under outbox/), the receipt of its
    key, and the error record of a key whose name is unusable."""
    own = (key, f"outbox/receipts/{sha(key)}.json", f"outbox/rejected/{sha(key)[:16]}.error.json")
    usable = [unicodedata.normalize("NFC", name) for name in names if not name.startswith(KIT_FOLDERS)]
    return (*own, *(f"outbox/{name}{end}" for name in usable for end in (".", "/")))


class Bucket:
    """The kit's bucket with someone else's objects planted in it, and another bucket beside it, as they are now."""

    def __init__(self) -> None:
        self.before = listing(BUCKET)
        self.other = listing(OTHER_BUCKET)

    def assert_untouched_outside(self, *areas: str) -> None:
        after = listing(BUCKET)
        for key in PLANTED:
            assert after.get(key) == self.before[key], f"{key} was changed or removed"
        for key, etag in after.items():
            if self.before.get(key) != etag:
                assert key.startswith(areas), f"{key!r} written outside {areas}"
        assert listing(OTHER_BUCKET) == self.other, "another bucket was written"
        self.before = after


@pytest.fixture(scope="module")
def function(model_dir):
    """One function for the module (its init is most of a test's time); each test checks what changed."""
    from handler.kernel.config import Settings
    from handler.platform.function import build_function

    with mock_aws():
        s3 = boto3.client("s3", region_name="us-east-1")
        for name in (BUCKET, OTHER_BUCKET):
            s3.create_bucket(Bucket=name)
        s3.put_object(Bucket=OTHER_BUCKET, Key="inbox/x.json", Body=b'{"text": "Hello there."}')
        for key, body in PLANTED.items():
            s3.put_object(Bucket=BUCKET, Key=key, Body=body)
        yield build_function(
            Settings.from_env(
                {
                    "SUPERTONIC_MODEL_DIR": str(model_dir),
                    "SUPERTONIC_BUCKET": BUCKET,
                    "SUPERTONIC_INTRA_OP_THREADS": "1",
                    "SUPERTONIC_CACHE_ENABLED": "false",  # so that any new cache/ object is an attack's
                }
            )
        )


@pytest.fixture
def attacked(function):
    """The function, and its bucket as planted: what an earlier test wrote is removed first."""
    s3 = boto3.client("s3", region_name="us-east-1")
    for key in set(listing(BUCKET)) - set(PLANTED):
        s3.delete_object(Bucket=BUCKET, Key=key)
    return function, Bucket()


def run_inbox(main) -> list[dict]:
    """What the bucket notification does: each inbox object through the function as an S3 event."""
    results = []
    for key in sorted(k for k in listing(BUCKET) if k.startswith("inbox/")):
        result = main.handler(s3_event(BUCKET, key), LambdaContext())
        results.append(result)
    return results


def assert_openai_refusal(response: dict, param: str) -> None:
    assert 400 <= response["statusCode"] < 500, response
    error = answer(response)["error"]
    assert error["message"] and error["type"] == "invalid_request_error", error
    assert (error["param"] or "").startswith(param), error


def job_ended(main, job_id: str) -> dict:
    status = answer(call(main, "GET", f"/v1/jobs/{job_id}"))
    assert status["status"] in ("succeeded", "failed"), status
    return status


# --- POST /v1/jobs ------------------------------------------------------------------------------------------------
def test_a_posted_jobs_output_key_stays_in_its_own_folder(attacked) -> None:
    main, bucket = attacked
    accepted: dict[str, str] = {}
    for index, key in enumerate(HOSTILE_KEYS):
        marks = {"marks": ["sentence"]} if index % 2 else {}
        output = {"bucket": BUCKET, "key": key, **marks}
        response = call(main, "POST", "/v1/jobs", {"text": "Hello there.", "format": "wav", "output": output})
        if response["statusCode"] == 202:
            accepted[answer(response)["id"]] = key
        else:
            assert_openai_refusal(response, "output")
            bucket.assert_untouched_outside(*(area for job_id in accepted for area in api_job_area(job_id)))
    assert accepted  # names inside the folder are a caller's to choose, whatever they look like
    run_inbox(main)
    bucket.assert_untouched_outside(*(area for job_id in accepted for area in api_job_area(job_id)))
    stored = listing(BUCKET)
    for job_id, key in accepted.items():
        status = job_ended(main, job_id)
        assert status["status"] == "succeeded", (key, status)
        (written,) = [o.removeprefix(f"s3://{BUCKET}/") for o in status["outputs"]]
        assert written.startswith(f"outbox/jobs/{job_id}/") and written in stored, written


def test_a_posted_jobs_output_bucket_can_only_be_the_functions_own(attacked) -> None:
    main, bucket = attacked
    for name in HOSTILE_BUCKETS:
        response = call(main, "POST", "/v1/jobs", {"text": "Hello.", "output": {"bucket": name, "key": "a.mp3"}})
        assert_openai_refusal(response, "output")
        assert "bucket" in answer(response)["error"]["message"]
        bucket.assert_untouched_outside()
    same = call(main, "POST", "/v1/jobs", {"text": "Hello.", "output": {"bucket": BUCKET, "key": "copy.mp3"}})
    assert same["statusCode"] == 202
    job_id = answer(same)["id"]
    run_inbox(main)
    assert job_ended(main, job_id)["status"] == "succeeded"
    bucket.assert_untouched_outside(*api_job_area(job_id))
    assert f"outbox/jobs/{job_id}/copy.mp3" in listing(BUCKET)


@pytest.mark.parametrize("field", ["name", "captions"])
def test_a_posted_jobs_name_and_captions_never_reach_a_key(attacked, field: str) -> None:
    main, bucket = attacked
    accepted = []
    # "name" is the kit's for a posted job (jobs/<id>), whatever is sent: a few of the keys are enough to show it.
    values = HOSTILE_KEYS if field == "captions" else HOSTILE_KEYS[::4]
    for value in [*values, ["../x"], ["srt", "../../voices/x"], {"key": "x"}]:
        body = {"text": "Hello there.", field: [value] if field == "captions" and isinstance(value, str) else value}
        response = call(main, "POST", "/v1/jobs", body)
        if response["statusCode"] == 202:
            accepted.append(answer(response)["id"])
        else:
            assert_openai_refusal(response, field)
            bucket.assert_untouched_outside(*(area for job_id in accepted for area in api_job_area(job_id)))
    run_inbox(main)
    for job_id in accepted:
        job_ended(main, job_id)
    bucket.assert_untouched_outside(*(area for job_id in accepted for area in api_job_area(job_id)))


# --- inbox .json jobs ---------------------------------------------------------------------------------------------
def inbox_jobs(main, bucket: Bucket, specs: dict[str, dict]) -> list[dict]:
    """Upload job files, deliver their events; each job ends in its own area, an error recorded there."""
    s3 = boto3.client("s3", region_name="us-east-1")
    for key, spec in specs.items():
        s3.put_object(Bucket=BUCKET, Key=key, Body=json.dumps(spec).encode())
    jobs = [job for key in specs for job in main.handler(s3_event(BUCKET, key), LambdaContext())["jobs"]]
    areas = {
        key: inbox_job_area(key, key.removeprefix("inbox/").removesuffix(".json"), *filter(None, [spec.get("name")]))
        for key, spec in specs.items()
    }
    bucket.assert_untouched_outside(*(area for own in areas.values() for area in own))
    stored = listing(BUCKET)
    for job in jobs:
        assert job["status"] in ("succeeded", "failed"), job
        if job["status"] == "failed":
            assert [k for k in stored if k.endswith(".error.json") and k.startswith(areas[job["key"]])], job
    return jobs


def test_an_inbox_jobs_output_is_confined_to_its_own_folder(attacked) -> None:
    main, bucket = attacked
    specs = {}
    for index, key in enumerate(HOSTILE_KEYS):
        extra = {"marks": ["word"]} if index % 2 else {"bucket": BUCKET}
        specs[f"inbox/attack-{index}.json"] = {"text": "Hello there.", "format": "wav", "output": {"key": key, **extra}}
    for index, name in enumerate(HOSTILE_BUCKETS):
        specs[f"inbox/elsewhere-{index}.json"] = {"text": "Hello.", "output": {"key": "a.mp3", "bucket": name}}
    for job in inbox_jobs(main, bucket, specs):
        if "elsewhere" in job["key"]:
            assert job["status"] == "failed", job


def test_an_inbox_jobs_name_cannot_take_what_the_kit_or_another_caller_keeps(attacked) -> None:
    main, bucket = attacked
    names = [*HOSTILE_KEYS, f"polly-tasks/{VICTIM}", f"jobs/{VICTIM}", "receipts/x", "results/x", "rejected/x"]
    specs = {f"inbox/named-{i}.json": {"text": "Hello there.", "name": name} for i, name in enumerate(names)}
    for job in inbox_jobs(main, bucket, specs):
        if job["status"] == "succeeded":  # an ordinary name under outbox/, which the uploader may choose
            assert not job["name"].startswith(KIT_FOLDERS), job


CRAFTED_KEYS = [
    "inbox/../voices/x.json",
    "inbox/../../cache/x.txt",
    f"inbox/jobs/{VICTIM}.json",
    f"inbox/polly-tasks/{VICTIM}.json",
    "inbox/receipts/x.txt",
    "inbox/%2e%2e/voices/x.txt",
    "inbox/\uff0e\uff0e/x.txt",
    "inbox//x.txt",
    "inbox/" + "x" * 900 + ".txt",
]


def test_s3_events_with_crafted_keys_end_in_their_own_record(attacked) -> None:
    main, bucket = attacked
    s3 = boto3.client("s3", region_name="us-east-1")
    for key in CRAFTED_KEYS:
        name = key.removeprefix("inbox/").removesuffix(".txt").removesuffix(".json")
        for event in (s3_event(BUCKET, key), sqs_event(s3_event(BUCKET, key)), eventbridge_event(BUCKET, key)):
            s3.put_object(Bucket=BUCKET, Key=key, Body=b"Hello there.")
            result = main.handler(event, LambdaContext())
            assert result.get("batchItemFailures", []) == [], (key, result)
            bucket.assert_untouched_outside(*inbox_job_area(key, name))


# --- the job queue: bodies naming another bucket, or no bucket at all --------------------------------------------
def test_queue_bodies_naming_another_bucket_write_nothing_there_and_are_not_retried(attacked) -> None:
    main, bucket = attacked
    for name in (OTHER_BUCKET, "no-such-bucket-anywhere", BUCKET.upper(), "a" * 300):
        for body in (s3_event(name, "inbox/x.json"), eventbridge_event(name, "inbox/x.json")):
            result = main.handler(sqs_event(body), LambdaContext())
            assert result == {"batchItemFailures": []}, result  # refused at once, never retried into the DLQ
            bucket.assert_untouched_outside("outbox/rejected/")
        segment = {"supertonic_segment": 1, "bucket": name, "job": VICTIM, "start": 0, "end": 1}
        result = main.handler(sqs_event(json.dumps(segment)), LambdaContext())
        assert result == {"batchItemFailures": []}, result
        bucket.assert_untouched_outside()
    # Each refusal is recorded in the function's own bucket, saying which bucket the event named.
    s3 = boto3.client("s3", region_name="us-east-1")
    records = [json.loads(s3.get_object(Bucket=BUCKET, Key=k)["Body"].read()) for k in listing(BUCKET)
               if k.startswith("outbox/rejected/")]  # fmt: skip
    assert len(records) == 4  # one a bucket and key: the S3 and EventBridge events of one object are one record
    assert all(r["status"] == "failed" and not r["retrying"] and "bucket" in r["error"]["message"] for r in records)


def test_a_direct_s3_event_for_another_bucket_is_refused_and_recorded(attacked) -> None:
    main, bucket = attacked
    result = main.handler(s3_event(OTHER_BUCKET, "inbox/x.json"), LambdaContext())
    assert [job["status"] for job in result["jobs"]] == ["failed"]
    bucket.assert_untouched_outside("outbox/rejected/")


# --- Polly's StartSpeechSynthesisTask ----------------------------------------------------------------------------
def start_task(main, **fields: str) -> dict:
    body = {"Text": "Hello there.", "VoiceId": "Joanna", "OutputFormat": "pcm", "OutputS3BucketName": BUCKET}
    return call(main, "POST", "/polly/v1/synthesisTasks", {**body, **fields})


def job_of(task: dict) -> str:
    """The job a task runs as: its TaskId (a UUID, as Polly's) without dashes (docs/polly.md)."""
    return task["TaskId"].replace("-", "")


def assert_polly_refusal(response: dict, name: str) -> None:
    assert response["statusCode"] == 400, response
    assert response["headers"]["x-amzn-errortype"] == name
    error = answer(response)
    assert error["__type"] == name and error["message"]


def test_a_polly_task_writes_only_the_functions_bucket(attacked) -> None:
    main, bucket = attacked
    for name in HOSTILE_BUCKETS:
        assert_polly_refusal(start_task(main, OutputS3BucketName=name), "InvalidS3BucketException")
        bucket.assert_untouched_outside()


def test_a_polly_tasks_prefix_is_confined_and_its_output_uri_is_the_real_key(attacked) -> None:
    main, bucket = attacked
    started = {}
    for index, prefix in enumerate(HOSTILE_KEYS):
        marks = {"OutputFormat": "json", "SpeechMarkTypes": ["sentence"]} if index % 2 else {}
        response = start_task(main, OutputS3KeyPrefix=prefix, **marks)
        if response["statusCode"] == 200:
            started[prefix] = answer(response)["SynthesisTask"]
        else:
            assert_polly_refusal(response, "InvalidS3KeyException")
            pending = [job_of(task) for task in started.values()]
            bucket.assert_untouched_outside(
                *(area for i in pending for area in api_job_area(i)), *(f"outbox/polly-tasks/{i}" for i in pending)
            )
    assert started
    run_inbox(main)
    ids = [job_of(task) for task in started.values()]
    bucket.assert_untouched_outside(
        *(area for task_id in ids for area in api_job_area(task_id)), *(f"outbox/polly-tasks/{i}.json" for i in ids)
    )
    stored = listing(BUCKET)
    for prefix, task in started.items():
        task_id = task["TaskId"]
        done = answer(call(main, "GET", f"/polly/v1/synthesisTasks/{task_id}"))["SynthesisTask"]
        assert done["TaskStatus"] == "completed", done
        key = task["OutputUri"].split(f"/{BUCKET}/", 1)[1]
        assert key.startswith(f"outbox/jobs/{job_of(task)}/") and key.endswith(task_id + "." + key.rsplit(".", 1)[1])
        assert key in stored, (prefix, key)


# --- voices and lexicons ------------------------------------------------------------------------------------------
VOICE_AND_LEXICON_NAMES = [
    "..",
    "../x",
    "..%2Fx",
    "%2e%2e%2fx",
    "x%2F..%2F..%2Finbox%2Fx",
    "narrator%00",
    "\uff0e\uff0e",
    "x" * 300,
    "voices%2Fx",
]


def test_voice_and_lexicon_uploads_reach_only_their_own_keys(attacked, engine) -> None:
    main, bucket = attacked
    pls = (
        '<?xml version="1.0" encoding="UTF-8"?><lexicon version="1.0" '
        'xmlns="http://www.w3.org/2005/01/pronunciation-lexicon" alphabet="ipa" xml:lang="en-US">'
        "<lexeme><grapheme>W3C</grapheme><alias>World Wide Web Consortium</alias></lexeme></lexicon>"
    )
    for name in VOICE_AND_LEXICON_NAMES:
        voice = call(main, "PUT", f"/v1/voices/{name}", voice_bytes(engine).decode())
        assert 400 <= voice["statusCode"] < 500 and answer(voice)["error"]["message"], (name, voice)
        lexicon = call(main, "PUT", f"/polly/v1/lexicons/{name}", {"Content": pls})
        assert 400 <= lexicon["statusCode"] < 500, (name, lexicon)
        if "x-amzn-errortype" in lexicon["headers"]:  # Polly's shape on Polly's route
            assert answer(lexicon)["__type"] == lexicon["headers"]["x-amzn-errortype"] and answer(lexicon)["message"]
        else:  # a name with a '/' in it is a path no route serves
            assert answer(lexicon)["error"]["code"] == "not_found", (name, lexicon)
        bucket.assert_untouched_outside()
    assert call(main, "PUT", "/v1/voices/studio", voice_bytes(engine).decode())["statusCode"] == 200
    assert call(main, "PUT", "/polly/v1/lexicons/web", {"Content": pls})["statusCode"] == 200
    bucket.assert_untouched_outside("voices/studio.json", "lexicons/web.pls")
