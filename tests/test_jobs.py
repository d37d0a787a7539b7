"""The event way in: jobs uploaded under inbox/, delivered as S3, SQS and EventBridge events (real formats)."""

from __future__ import annotations

import io
import json
import tempfile

import pytest
import soundfile as sf

from tests.conftest import BUCKET
from tests.events import S3_TEST_EVENT, LambdaContext, eventbridge_event, function_url_event, s3_event, sqs_event


def upload(main, key: str, body: str | dict) -> None:
    data = json.dumps(body) if isinstance(body, dict) else body
    main.services.bucket.put(key, data.encode(), "application/json" if key.endswith(".json") else "text/plain")


def outbox(main) -> list[str]:
    client = main.services.bucket.client
    listed = client.list_objects_v2(Bucket=BUCKET, Prefix="outbox/")
    # Receipts (outbox/receipts/) are the runner's own bookkeeping, not a job's output.
    return sorted(item["Key"] for item in listed.get("Contents", []) if not item["Key"].startswith("outbox/receipts/"))


def test_txt_job_from_a_direct_s3_notification(main) -> None:
    upload(main, "inbox/hello.txt", "Hello from a bucket upload. It becomes audio.")
    result = main.handler(s3_event(BUCKET, "inbox/hello.txt"), LambdaContext())
    assert result["jobs"][0]["status"] == "succeeded"
    assert outbox(main) == ["outbox/hello.json", "outbox/hello.mp3"]
    manifest = main.services.bucket.get_json("outbox/hello.json")
    assert manifest["status"] == "succeeded" and manifest["format"] == "mp3"
    audio, rate = sf.read(io.BytesIO(main.services.bucket.get("outbox/hello.mp3")))
    assert len(audio) / rate == pytest.approx(manifest["duration"], abs=0.1)
    assert [m["value"] for m in manifest["marks"]] == ["Hello from a bucket upload.", "It becomes audio."]
    assert {"synthesis_seconds", "upload_seconds", "total_seconds"} <= set(manifest["timings"])
    assert main.services.bucket.get("inbox/hello.txt") is None  # removed after processing


def test_json_job_with_parameters_and_name(main) -> None:
    job = {
        "text": "A JSON job.",
        "voice": "M5",
        "format": "flac",
        "speed": 1.3,
        "steps": 3,
        "seed": 9,
        "name": "books/chapter-1",
    }
    upload(main, "inbox/anything.json", job)
    main.handler(s3_event(BUCKET, "inbox/anything.json"), LambdaContext())
    manifest = main.services.bucket.get_json("outbox/books/chapter-1.json")
    parameters = manifest["parameters"]
    assert (parameters["voice"], parameters["speed"], parameters["steps"], parameters["seed"]) == (
        "M5",
        1.3,
        3,
        9,
    )
    audio, rate = sf.read(io.BytesIO(main.services.bucket.get("outbox/books/chapter-1.flac")))
    assert rate == 44100 and len(audio) > 0


@pytest.mark.parametrize(
    ("key", "name"),
    [
        ("inbox/my book/chapter 1 (draft).txt", "my book/chapter 1 (draft)"),
        ("inbox/plus+sign.txt", "plus+sign"),
        ("inbox/한국어/노트.txt", "한국어/노트"),
        ("inbox/café.txt", "café"),
    ],
)
def test_encoded_keys_are_decoded(main, key: str, name: str) -> None:
    upload(main, key, "Decoded key.")
    main.handler(s3_event(BUCKET, key), LambdaContext())
    assert f"outbox/{name}.mp3" in outbox(main)


def test_bad_job_records_an_error_and_is_not_retried(main) -> None:
    upload(main, "inbox/broken.json", "{not json")
    upload(main, "inbox/voice.json", {"text": "Hi.", "voice": "robot"})
    upload(main, "inbox/thai.txt", "\u0e01\u0e02\u0e03")
    response = main.handler(
        sqs_event(
            s3_event(BUCKET, "inbox/broken.json"),
            s3_event(BUCKET, "inbox/voice.json"),
            s3_event(BUCKET, "inbox/thai.txt"),
        ),
        LambdaContext(),
    )
    assert response == {"batchItemFailures": []}  # bad jobs end here, with an error file
    broken = main.services.bucket.get_json("outbox/broken.error.json")
    assert broken["status"] == "failed" and "JSON" in broken["error"]["message"] and not broken["retrying"]
    assert main.services.bucket.get_json("outbox/voice.error.json")["error"]["param"] == "voice"
    assert main.services.bucket.get_json("outbox/thai.error.json")["error"]["code"] == "unsupported_characters"
    assert main.services.bucket.get("inbox/broken.json") is None


def test_test_events_and_outputs_are_ignored(main) -> None:
    assert main.handler(S3_TEST_EVENT, LambdaContext()) == {"jobs": []}
    assert main.handler(sqs_event(S3_TEST_EVENT), LambdaContext()) == {"batchItemFailures": []}
    main.services.bucket.put("outbox/x.mp3", b"ID3", "audio/mpeg")
    main.services.bucket.put("cache/ab/x.mp3", b"ID3", "audio/mpeg")
    result = main.handler(s3_event(BUCKET, "outbox/x.mp3", "cache/ab/x.mp3", "inbox/readme.md"), LambdaContext())
    assert [job["status"] for job in result["jobs"]] == ["ignored", "ignored", "ignored"]
    assert outbox(main) == ["outbox/x.mp3"]
    deleted = main.handler(s3_event(BUCKET, "inbox/x.txt", event_name="ObjectRemoved:Delete"), LambdaContext())
    assert deleted == {"jobs": []}


def test_duplicate_delivery_gives_one_result(main) -> None:
    upload(main, "inbox/twice.txt", "Delivered twice.")
    event = sqs_event(s3_event(BUCKET, "inbox/twice.txt"))
    main.handler(event, LambdaContext())
    first = main.services.bucket.get("outbox/twice.mp3")
    second = main.handler(event, LambdaContext())
    assert second == {"batchItemFailures": []}
    assert main.services.bucket.get("outbox/twice.mp3") == first
    assert outbox(main) == ["outbox/twice.json", "outbox/twice.mp3"]
    # The same upload again, after success: recognised by its content, skipped.
    upload(main, "inbox/twice.txt", "Delivered twice.")
    outcome = main.handler(s3_event(BUCKET, "inbox/twice.txt"), LambdaContext())
    assert outcome["jobs"][0]["status"] == "skipped"


def call(main, method: str, path: str, body: dict | None = None) -> dict:
    return main.handler(function_url_event(method, path, body), LambdaContext())


def test_a_bad_output_is_refused_at_submission_and_never_leaves_a_running_manifest(main) -> None:
    """docs/jobs.md: an output for another bucket is a 400 when posted, before anything is queued; in an inbox
    file, the job ends at once with its error, and no manifest says "running"."""
    posted = call(main, "POST", "/v1/jobs", {"text": "Hello.", "output": {"bucket": "elsewhere", "key": "a.mp3"}})
    assert posted["statusCode"] == 400 and json.loads(posted["body"])["error"]["param"] == "output.bucket"
    assert main.services.bucket.keys("inbox/") == [] and outbox(main) == []
    upload(main, "inbox/elsewhere.json", {"text": "Hello.", "output": {"bucket": "elsewhere", "key": "a.mp3"}})
    (job,) = main.handler(s3_event(BUCKET, "inbox/elsewhere.json"), LambdaContext())["jobs"]
    assert job["status"] == "failed"
    assert outbox(main) == ["outbox/elsewhere.error.json"]  # the error alone: no manifest left "running"


def test_a_job_file_nested_too_deep_to_read_ends_with_its_error(main) -> None:
    upload(main, "inbox/deep.json", "[" * 100_000 + "]" * 100_000)
    result = main.handler(sqs_event(s3_event(BUCKET, "inbox/deep.json")), LambdaContext())
    assert result == {"batchItemFailures": []}  # not retried
    error = main.services.bucket.get_json("outbox/deep.error.json")
    assert error["retrying"] is False and error["error"]["message"]


def test_a_message_for_a_bucket_that_does_not_exist_is_refused_at_once(main) -> None:
    """It can never succeed: recorded as refused in the function's bucket, not retried until the dead-letter
    queue (the docs say a bad job is not retried); the good message beside it runs."""
    upload(main, "inbox/good.txt", "This one works.")
    event = sqs_event(s3_event(BUCKET, "inbox/good.txt"), s3_event("no-such-bucket", "inbox/lost.txt"))
    response = main.handler(event, LambdaContext())
    assert response == {"batchItemFailures": []}
    assert "outbox/good.mp3" in outbox(main)
    (record,) = [main.services.bucket.get_json(key) for key in outbox(main) if key.startswith("outbox/rejected/")]
    assert record["input_key"] == "s3://no-such-bucket/inbox/lost.txt" and record["retrying"] is False
    assert record["error"]["code"] == "foreign_bucket"


def test_eventbridge_object_created(main) -> None:
    upload(main, "inbox/bridge job.txt", "Through EventBridge.")
    result = main.handler(eventbridge_event(BUCKET, "inbox/bridge job.txt"), LambdaContext())
    assert result["jobs"][0]["status"] == "succeeded"
    assert "outbox/bridge job.mp3" in outbox(main)
    other = main.handler(eventbridge_event(BUCKET, "inbox/x.txt", "Object Deleted"), LambdaContext())
    assert other == {"jobs": []}
    routed = main.handler(sqs_event(eventbridge_event(BUCKET, "inbox/none.txt")), LambdaContext())
    assert routed == {"batchItemFailures": []}


def test_cache_hit_on_the_event_path(main) -> None:
    upload(main, "inbox/a.txt", "Cached on the event path.")
    upload(main, "inbox/b.txt", "Cached on the event path.")
    main.handler(s3_event(BUCKET, "inbox/a.txt", "inbox/b.txt"), LambdaContext())
    first = main.services.bucket.get_json("outbox/a.json")
    second = main.services.bucket.get_json("outbox/b.json")
    assert (first["cache"], second["cache"]) == ("miss", "hit")
    assert main.services.bucket.get("outbox/a.mp3") == main.services.bucket.get("outbox/b.mp3")
    assert second["marks"] == first["marks"]


def test_long_job_is_written_with_a_multipart_upload(main, monkeypatch: pytest.MonkeyPatch) -> None:
    def no_temporary_files(*args, **kwargs):
        raise AssertionError("a job must not write its audio to /tmp (512 MB on Lambda)")

    for maker in ("TemporaryDirectory", "NamedTemporaryFile", "mkstemp", "mkdtemp"):  # moto spools with TemporaryFile
        monkeypatch.setattr(tempfile, maker, no_temporary_files)
    sentence = "Sentence {} of a long book, read out loud to the very end."
    text = " ".join(sentence.format(i) for i in range(1700))[:100_000]  # the job limit: 100,000 characters
    upload(main, "inbox/book.json", {"text": text, "format": "wav", "sample_rate": 8000, "speed": 2.0, "steps": 1})
    result = main.handler(s3_event(BUCKET, "inbox/book.json"), LambdaContext())
    assert result["jobs"][0]["status"] == "succeeded"
    head = main.services.bucket.client.head_object(Bucket=BUCKET, Key="outbox/book.wav")
    assert head["ETag"].strip('"').rsplit("-", 1)[-1].isdigit() and "-" in head["ETag"]  # multipart ETag
    manifest = main.services.bucket.get_json("outbox/book.json")
    audio, rate = sf.read(io.BytesIO(main.services.bucket.get("outbox/book.wav")))  # the patched header's sizes
    assert rate == 8000 and len(audio) == round(manifest["duration"] * 8000)
    assert manifest["chars"] == len(text) == 100_000
    assert len(manifest["marks"]) == text.count(" of a long book") and manifest["chunks"] < len(manifest["marks"])


def test_job_too_long(make_main) -> None:
    main = make_main(SUPERTONIC_MAX_JOB_CHARS="100")
    upload(main, "inbox/long.txt", "word " * 100)
    main.handler(s3_event(BUCKET, "inbox/long.txt"), LambdaContext())
    error = main.services.bucket.get_json("outbox/long.error.json")
    assert error["error"]["param"] == "text" and "100" in error["error"]["message"]


def test_a_long_job_reports_progress_while_it_runs(main, monkeypatch: pytest.MonkeyPatch) -> None:
    """Each progress report rewrites the manifest (`running`, chunks done of all); GET /v1/jobs/{id} shows it."""
    from handler.jobs import records

    monkeypatch.setattr(records, "PROGRESS_EVERY_SECONDS", 0.0)  # report after every chunk
    bucket = main.services.bucket
    written: list[dict] = []
    put_json = bucket.put_json

    def record(key: str, value, *args, **kwargs) -> None:  # an observer: the real write still happens
        if key == "outbox/long.json":
            written.append(value)
        put_json(key, value, *args, **kwargs)

    monkeypatch.setattr(bucket, "put_json", record)
    upload(main, "inbox/long.txt", " ".join(f"Part {n} of a long job goes on for a while." for n in range(30)))
    main.handler(s3_event(BUCKET, "inbox/long.txt"), LambdaContext())
    assert written[0]["status"] == "running" and written[0]["phase"] == "planning"  # before the chunks are known
    running = [m["progress"] for m in written if m.get("phase") == "synthesizing"]
    total = written[-1]["progress"]["chunks"]
    assert total > 3 and written[-1]["status"] == "succeeded"
    assert written[-1]["progress"] == {"chunks_done": total, "chunks": total}
    assert [p["chunks_done"] for p in running] == list(range(total))  # 0 at the start, then one per chunk
