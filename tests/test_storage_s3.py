"""The bucket, its lifecycle rules and the audio cache, against moto: in-process, and as an HTTP server reached
through an endpoint URL with path-style addressing, the way MinIO and R2 are."""

from __future__ import annotations

import json
import urllib.error
import urllib.parse
import urllib.request

import boto3
import pytest
from moto import mock_aws
from moto.server import ThreadedMotoServer

from handler.kernel.config import Settings
from handler.kernel.errors import StorageUnavailable
from handler.storage import AudioCache, Bucket, StoredObject, cache_key
from handler.storage import lifecycle as lifecycle_module
from handler.storage.bucket import MAX_METADATA_BYTES
from handler.storage.cache import sidecar_key
from handler.storage.lifecycle import RULE_IDS, apply_lifecycle, cloudformation_rules, lifecycle_rules
from handler.storage.multipart import MultipartWriter
from handler.storage.queue import SegmentQueue

FAKE_AWS = {
    "AWS_ACCESS_KEY_ID": "testing",
    "AWS_SECRET_ACCESS_KEY": "testing",
    "AWS_SESSION_TOKEN": "testing",
    "AWS_DEFAULT_REGION": "us-east-1",
}


@pytest.fixture
def aws(monkeypatch: pytest.MonkeyPatch):
    for name, value in FAKE_AWS.items():
        monkeypatch.setenv(name, value)
    for name in ("AWS_PROFILE", "AWS_REGION", "AWS_ENDPOINT_URL", "AWS_ENDPOINT_URL_S3"):
        monkeypatch.delenv(name, raising=False)
    with mock_aws():
        yield


@pytest.fixture
def bucket(aws) -> Bucket:
    made = Bucket.from_settings(Settings(bucket="kit-test", s3_region="eu-west-1", presign_seconds=900))
    made.create()
    return made


@pytest.fixture(scope="module")
def server():
    with pytest.MonkeyPatch.context() as patch:
        for name, value in FAKE_AWS.items():
            patch.setenv(name, value)
        moto = ThreadedMotoServer(ip_address="127.0.0.1", port=0, verbose=False)
        moto.start()
        host, port = moto.get_host_and_port()
        yield f"http://{host}:{port}"
        moto.stop()


def test_no_bucket_setting_means_no_storage() -> None:
    assert Bucket.from_settings(Settings()) is None


def test_size_reads_the_head_not_the_body(bucket: Bucket) -> None:
    assert bucket.size("inbox/missing.txt") is None
    bucket.put("inbox/empty.txt", b"", "text/plain")
    assert bucket.size("inbox/empty.txt") == 0
    body = "대본 – 최종\n".encode() * 1000
    bucket.put("inbox/long.txt", body, "text/plain")
    assert bucket.size("inbox/long.txt") == len(body)


def test_objects_round_trip(bucket: Bucket) -> None:
    assert bucket.exists()
    assert bucket.get("outbox/missing.mp3") is None
    assert bucket.get_object("outbox/missing.mp3") is None
    assert bucket.head("outbox/missing.mp3") is None
    assert bucket.get_json("outbox/missing.json") is None

    bucket.put("outbox/a.mp3", b"ID3 audio", "audio/mpeg", {"duration": "1.5"})
    stored = bucket.get_object("outbox/a.mp3")
    assert (stored.body, stored.content_type, stored.metadata) == (b"ID3 audio", "audio/mpeg", {"duration": "1.5"})
    assert bucket.get("outbox/a.mp3") == b"ID3 audio"
    head = bucket.head("outbox/a.mp3")
    assert head["ContentLength"] == 9 and head["ContentType"] == "audio/mpeg"
    assert head["Metadata"] == {"duration": "1.5"} and "ResponseMetadata" not in head

    manifest = {"name": "a", "voice": "F1", "text_sha256": "ab" * 32, "title": "Überschrift"}
    bucket.put_json("outbox/a.json", manifest)
    assert bucket.get_json("outbox/a.json") == manifest
    assert bucket.head("outbox/a.json")["ContentType"] == "application/json"

    bucket.delete("outbox/a.mp3")
    assert bucket.get("outbox/a.mp3") is None
    bucket.delete("outbox/a.mp3")  # deleting what is gone is fine, as in S3


def test_delete_prefix_clears_past_one_delete_call_and_counts_what_stayed(bucket: Bucket) -> None:
    keys = [f"segments/job/audio/{n}.f32" for n in range(1_003)]  # past DeleteObjects' 1,000 keys per call
    for key in keys:
        bucket.put(key, b"x", "application/octet-stream")
    bucket.put("segments/other/job.json", b"{}", "application/json")
    assert bucket.delete_prefix("segments/job/") == 0
    assert bucket.keys("segments/job/") == [] and bucket.keys("segments/") == ["segments/other/job.json"]

    # S3 may answer 200 and still list keys it could not delete: they are counted, not silently dropped.
    def refuse_one(parsed: dict, **_) -> None:
        parsed["Errors"] = [{"Key": "segments/other/job.json", "Code": "AccessDenied", "Message": "denied"}]

    bucket.client.meta.events.register("after-call.s3.DeleteObjects", refuse_one)
    assert bucket.delete_prefix("segments/other/") == 1


def test_metadata_over_the_s3_cap_is_refused_before_any_call(bucket: Bucket) -> None:
    bucket.put("outbox/fits.mp3", b"x", "audio/mpeg", {"a": "b" * (MAX_METADATA_BYTES - 1)})
    with pytest.raises(ValueError, match="2048"):
        bucket.put("outbox/big.mp3", b"x", "audio/mpeg", {"a": "b" * MAX_METADATA_BYTES})
    assert bucket.get("outbox/big.mp3") is None


def test_a_missing_bucket_is_storage_unavailable_not_a_missing_key(aws) -> None:
    absent = Bucket.from_settings(Settings(bucket="never-created"))
    assert not absent.exists()
    with pytest.raises(StorageUnavailable, match="NoSuchBucket"):
        absent.get("outbox/a.mp3")
    with pytest.raises(StorageUnavailable):
        absent.put("outbox/a.mp3", b"x", "audio/mpeg")
    with pytest.raises(StorageUnavailable):
        MultipartWriter(absent, "outbox/a.wav", "audio/wav")


def test_presigned_urls_address_the_bucket_as_configured(aws) -> None:
    virtual = Bucket.from_settings(Settings(bucket="kit-test", s3_region="eu-west-1"))
    path = Bucket.from_settings(Settings(bucket="kit-test", s3_region="eu-west-1", s3_path_style=True))
    virtual_url = urllib.parse.urlsplit(virtual.presigned_url("outbox/a b.mp3"))
    path_url = urllib.parse.urlsplit(path.presigned_url("outbox/a b.mp3", seconds=60))
    assert virtual_url.netloc.startswith("kit-test.s3.") and virtual_url.path == "/outbox/a%20b.mp3"
    assert path_url.path == "/kit-test/outbox/a%20b.mp3"
    assert urllib.parse.parse_qs(virtual_url.query)["X-Amz-Expires"] == ["3600"]
    assert urllib.parse.parse_qs(path_url.query)["X-Amz-Expires"] == ["60"]
    assert "X-Amz-Signature" in urllib.parse.parse_qs(path_url.query)


def test_presign_lifetimes_past_the_sigv4_limit_are_refused(aws) -> None:
    with pytest.raises(ValueError, match="SUPERTONIC_PRESIGN_SECONDS"):
        Bucket.from_settings(Settings(bucket="kit-test", presign_seconds=8 * 24 * 3600))
    bucket = Bucket.from_settings(Settings(bucket="kit-test"))
    with pytest.raises(ValueError):
        bucket.presigned_url("outbox/a.mp3", seconds=0)


def test_an_s3_compatible_endpoint_with_path_style_works_end_to_end(server: str) -> None:
    settings = Settings(bucket="compatible", s3_endpoint_url=server, s3_path_style=True, s3_region="us-east-1")
    bucket = Bucket.from_settings(settings)
    assert not bucket.exists()
    bucket.create()
    assert bucket.exists()

    body = bytes(range(256)) * 40
    bucket.put("outbox/x/long name.opus", body, "audio/ogg", {"duration": "2.0"})
    url = bucket.presigned_url("outbox/x/long name.opus", seconds=120)
    assert url.startswith(f"{server}/compatible/outbox/x/long%20name.opus?")
    with urllib.request.urlopen(url) as response:
        assert response.read() == body
        assert response.headers["Content-Type"] == "audio/ogg"

    with pytest.raises(urllib.error.HTTPError) as caught:
        urllib.request.urlopen(bucket.presigned_url("outbox/missing.opus"))
    assert caught.value.code == 404

    apply_lifecycle(bucket, settings)
    assert [rule["ID"] for rule in bucket.lifecycle_rules()] == list(RULE_IDS)

    cache = AudioCache(bucket)
    cache.put(KEY, body, "audio/wav", METADATA)  # 20 KB of metadata over real HTTP, in the sidecar
    assert cache.get(KEY) == StoredObject(body, "audio/wav", METADATA)
    with urllib.request.urlopen(bucket.presigned_url(KEY)) as response:
        assert response.read() == body


# --- lifecycle -------------------------------------------------------------------------------------------


def rules_by_id(bucket: Bucket) -> dict[str, dict]:
    raw = bucket.client.get_bucket_lifecycle_configuration(Bucket=bucket.name)["Rules"]
    return {rule["ID"]: rule for rule in raw}


def test_lifecycle_rules_read_back_from_the_bucket(bucket: Bucket) -> None:
    settings = Settings(bucket=bucket.name, outbox_days=5, cache_days=40, inbox_days=3)
    apply_lifecycle(bucket, settings)
    rules = rules_by_id(bucket)
    assert set(rules) == set(RULE_IDS)
    assert {rule_id: rule["Filter"].get("Prefix", "") for rule_id, rule in rules.items()} == {
        "supertonic-outbox-expiry": "outbox/",
        "supertonic-cache-expiry": "cache/",
        "supertonic-inbox-expiry": "inbox/",
        "supertonic-segments-expiry": "segments/",
        "supertonic-abort-multipart": "",
    }
    expiring = {rule["Filter"]["Prefix"]: rule["Expiration"]["Days"] for rule in rules.values() if "Expiration" in rule}
    assert expiring == {"outbox/": 5, "cache/": 40, "inbox/": 3, "segments/": 3}  # a long job's parts: as its input
    aborting = [rule for rule in rules.values() if "AbortIncompleteMultipartUpload" in rule]
    assert len(aborting) == 1 and aborting[0]["AbortIncompleteMultipartUpload"] == {"DaysAfterInitiation": 1}
    assert aborting[0]["Filter"].get("Prefix", "") == ""  # the whole bucket
    assert all(rule["Status"] == "Enabled" for rule in rules.values())


def test_applying_again_replaces_the_kits_rules_and_keeps_the_owners(bucket: Bucket) -> None:
    own = {"ID": "owner-logs", "Filter": {"Prefix": "logs/"}, "Status": "Enabled", "Expiration": {"Days": 90}}
    bucket.put_lifecycle_rules([own])
    apply_lifecycle(bucket, Settings(bucket=bucket.name))
    apply_lifecycle(bucket, Settings(bucket=bucket.name, cache_days=9))
    rules = rules_by_id(bucket)
    assert set(rules) == {"owner-logs", *RULE_IDS}
    assert rules["owner-logs"]["Expiration"]["Days"] == 90
    assert rules["supertonic-cache-expiry"]["Expiration"]["Days"] == 9


def test_days_below_one_are_refused_naming_the_variable() -> None:
    with pytest.raises(ValueError, match="SUPERTONIC_INBOX_DAYS"):
        lifecycle_rules(Settings(inbox_days=0))


def test_the_cloudformation_shape_says_the_same() -> None:
    settings = Settings(outbox_days=7, cache_days=30, inbox_days=2)
    assert cloudformation_rules(settings) == [
        {"Id": "supertonic-outbox-expiry", "Status": "Enabled", "Prefix": "outbox/", "ExpirationInDays": 7},
        {"Id": "supertonic-cache-expiry", "Status": "Enabled", "Prefix": "cache/", "ExpirationInDays": 30},
        {"Id": "supertonic-inbox-expiry", "Status": "Enabled", "Prefix": "inbox/", "ExpirationInDays": 2},
        {"Id": "supertonic-segments-expiry", "Status": "Enabled", "Prefix": "segments/", "ExpirationInDays": 2},
        {
            "Id": "supertonic-abort-multipart",
            "Status": "Enabled",
            "AbortIncompleteMultipartUpload": {"DaysAfterInitiation": 1},
        },
    ]


def test_the_command_creates_only_when_asked(aws, monkeypatch: pytest.MonkeyPatch, capsys) -> None:
    monkeypatch.setenv("SUPERTONIC_BUCKET", "cli-bucket")
    monkeypatch.setenv("SUPERTONIC_S3_REGION", "eu-central-1")
    monkeypatch.setenv("SUPERTONIC_OUTBOX_DAYS", "3")
    assert lifecycle_module.main([]) == 1
    assert "--create" in capsys.readouterr().err
    client = boto3.client("s3", region_name="eu-central-1")
    assert "cli-bucket" not in [b["Name"] for b in client.list_buckets()["Buckets"]]

    assert lifecycle_module.main(["--create"]) == 0
    printed = capsys.readouterr().out
    assert json.loads(printed[printed.index("{") :])["bucket"] == "cli-bucket"
    assert client.get_bucket_location(Bucket="cli-bucket")["LocationConstraint"] == "eu-central-1"
    rules = client.get_bucket_lifecycle_configuration(Bucket="cli-bucket")["Rules"]
    assert {rule["ID"]: rule.get("Expiration", {}).get("Days") for rule in rules}["supertonic-outbox-expiry"] == 3

    assert lifecycle_module.main([]) == 0  # an existing bucket needs no flag


def test_the_command_without_a_bucket_setting(monkeypatch: pytest.MonkeyPatch, capsys) -> None:
    monkeypatch.delenv("SUPERTONIC_BUCKET", raising=False)
    assert lifecycle_module.main([]) == 2
    assert "SUPERTONIC_BUCKET" in capsys.readouterr().err


# --- cache -------------------------------------------------------------------------------------------------


KEY = cache_key(
    model_revision="r1",
    text="Hello.",
    voice="M1",
    lang="en",
    speed=1.05,
    steps=8,
    seed=1,
    silence=0.3,
    fmt="wav",
    sample_rate=24_000,
)
# Sentence marks of a long text: ten times what S3 user metadata can hold, and not ASCII.
MARKS = json.dumps([{"start": i / 10, "end": i / 10 + 0.1, "text": f"Satz {i} über"} for i in range(400)])
METADATA = {"duration": "41.2000", "lang": "de", "marks": MARKS}


def test_the_cache_returns_what_it_stored_with_metadata_of_any_size(bucket: Bucket) -> None:
    assert len(MARKS.encode()) > 20_000
    cache = AudioCache(bucket)
    assert cache.get(KEY) is None
    cache.put(KEY, b"RIFF....WAVE", "audio/wav", METADATA)
    assert cache.get(KEY) == StoredObject(b"RIFF....WAVE", "audio/wav", METADATA)
    assert bucket.head(KEY)["ContentType"] == "audio/wav"
    assert bucket.get_json(sidecar_key(KEY)) == METADATA
    assert sidecar_key(KEY) == KEY + ".json"


@pytest.mark.parametrize("sidecar", [None, b"{not json", b"\xff\xfe", b"[1, 2]", b'{"duration": 3.2}', b"null"])
def test_audio_without_a_readable_sidecar_is_a_miss(bucket: Bucket, sidecar: bytes | None) -> None:
    cache = AudioCache(bucket)
    cache.put(KEY, b"RIFF....WAVE", "audio/wav", METADATA)
    if sidecar is None:
        bucket.delete(sidecar_key(KEY))
    else:
        bucket.put(sidecar_key(KEY), sidecar, "application/json")
    assert cache.get(KEY) is None


def test_a_sidecar_without_its_audio_is_a_miss(bucket: Bucket) -> None:
    cache = AudioCache(bucket)
    cache.put(KEY, b"RIFF....WAVE", "audio/wav", METADATA)
    bucket.delete(KEY)
    assert cache.get(KEY) is None


def test_a_broken_cache_reads_as_a_miss_and_never_fails_the_request(aws) -> None:
    cache = AudioCache(Bucket.from_settings(Settings(bucket="no-such-bucket")))
    cache.put(KEY, b"RIFF", "audio/wav", METADATA)
    assert cache.get(KEY) is None


def test_settings_reach_the_client(aws, monkeypatch: pytest.MonkeyPatch) -> None:
    settings = Settings(bucket="b", s3_endpoint_url="http://127.0.0.1:9000", s3_path_style=True, s3_region="auto")
    client = Bucket.from_settings(settings).client
    assert client.meta.endpoint_url == "http://127.0.0.1:9000"
    assert client.meta.region_name == "auto"
    assert client.meta.config.s3 == {"addressing_style": "path"}
    assert client.meta.config.retries["mode"] == "standard"
    monkeypatch.setenv("AWS_REGION", "ap-southeast-2")  # what Lambda sets
    assert Bucket.from_settings(Settings(bucket="b")).client.meta.region_name == "ap-southeast-2"


def test_a_segment_queue_send_failure_is_storage_unavailable_with_its_code(aws) -> None:
    sqs = boto3.client("sqs", region_name="us-east-1")
    url = sqs.create_queue(QueueName="segments")["QueueUrl"]
    queue = SegmentQueue.from_settings(Settings(segment_queue_url=url, s3_region="us-east-1"))
    queue.send([f'{{"n": {n}}}' for n in range(23)])  # three batches of at most ten
    received = sqs.get_queue_attributes(QueueUrl=url, AttributeNames=["ApproximateNumberOfMessages"])
    assert received["Attributes"]["ApproximateNumberOfMessages"] == "23"
    sqs.delete_queue(QueueUrl=url)
    with pytest.raises(StorageUnavailable, match="NonExistentQueue"):
        queue.send(["{}"])
