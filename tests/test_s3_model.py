"""The zip packaging's model fetch: manifest, integrity checks and warm re-init, against moto's S3."""

from __future__ import annotations

import hashlib
import json
import os
from pathlib import Path

import boto3
import pytest
from moto import mock_aws

from handler.engine.s3_model import build_manifest, fetch_model, manifest_bytes, parse_s3_uri, upload_model
from handler.kernel.errors import ModelError

BUCKET = "models-bucket"
URI = f"s3://{BUCKET}/models/supertonic-3/"
FILES = {
    "onnx/vocoder.onnx": os.urandom(300_000),
    "onnx/tts.json": b'{"ae": {"sample_rate": 44100}}',
    "voice_styles/M1.json": b'{"style_ttl": {}}',
}


@pytest.fixture
def s3():
    with mock_aws():
        client = boto3.client("s3", region_name="us-east-1")
        client.create_bucket(Bucket=BUCKET)
        yield client


@pytest.fixture
def model_dir(tmp_path: Path) -> Path:
    root = tmp_path / "model"
    for name, data in FILES.items():
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_bytes(data)
    return root


def local_files(root: Path) -> dict[str, bytes]:
    return {p.relative_to(root).as_posix(): p.read_bytes() for p in root.rglob("*") if p.is_file()}


def test_upload_then_fetch_gives_the_same_files(s3, model_dir, tmp_path):
    upload = upload_model(s3, model_dir, URI)
    manifest = upload.manifest
    assert sorted(upload.uploaded) == sorted(FILES)
    assert set(manifest["files"]) == set(FILES)
    assert manifest["files"]["onnx/vocoder.onnx"]["size"] == 300_000
    stored = json.loads(s3.get_object(Bucket=BUCKET, Key="models/supertonic-3/manifest.json")["Body"].read())
    assert stored == manifest
    assert upload.manifest_sha256 == hashlib.sha256(manifest_bytes(manifest)).hexdigest()

    dest = fetch_model(s3, URI, tmp_path / "tmp-model")
    assert dest == tmp_path / "tmp-model"
    assert local_files(dest) == FILES


def test_a_second_upload_sends_only_what_changed(s3, model_dir):
    upload_model(s3, model_dir, URI)
    assert upload_model(s3, model_dir, URI).uploaded == []
    (model_dir / "voice_styles/M1.json").write_bytes(b'{"style_ttl": {"changed": 1}}')
    s3.put_object(Bucket=BUCKET, Key="models/supertonic-3/onnx/tts.json", Body=FILES["onnx/tts.json"])  # no sha
    assert sorted(upload_model(s3, model_dir, URI).uploaded) == ["onnx/tts.json", "voice_styles/M1.json"]


def test_a_pinned_manifest_sha_refuses_a_swapped_manifest(s3, model_dir, tmp_path):
    upload = upload_model(s3, model_dir, URI)
    dest = fetch_model(s3, URI, tmp_path / "m", manifest_sha256=upload.manifest_sha256)
    assert local_files(dest) == FILES
    (model_dir / "onnx/vocoder.onnx").write_bytes(os.urandom(1000))
    upload_model(s3, model_dir, URI)  # someone with bucket access replaces the model and its manifest
    with pytest.raises(ModelError, match=f"deployed for {upload.manifest_sha256}"):
        fetch_model(s3, URI, tmp_path / "m", manifest_sha256=upload.manifest_sha256)


def test_warm_reinit_reuses_valid_files_without_downloading(s3, model_dir, tmp_path):
    upload_model(s3, model_dir, URI)
    dest = fetch_model(s3, URI, tmp_path / "m")
    for name in FILES:  # only the manifest stays: any download would now fail
        s3.delete_object(Bucket=BUCKET, Key="models/supertonic-3/" + name)
    assert local_files(fetch_model(s3, URI, dest)) == FILES


def test_a_damaged_local_file_is_downloaded_again(s3, model_dir, tmp_path):
    upload_model(s3, model_dir, URI)
    dest = fetch_model(s3, URI, tmp_path / "m")
    damaged = bytearray(FILES["onnx/vocoder.onnx"])
    damaged[1000] ^= 0xFF
    (dest / "onnx/vocoder.onnx").write_bytes(bytes(damaged))
    (dest / "voice_styles/M1.json").unlink()
    assert local_files(fetch_model(s3, URI, dest)) == FILES


def test_a_corrupted_object_raises_model_error_naming_the_file(s3, model_dir, tmp_path):
    upload_model(s3, model_dir, URI)
    corrupted = bytearray(FILES["onnx/vocoder.onnx"])
    corrupted[12345] ^= 0x01  # same size, one bit flipped
    s3.put_object(Bucket=BUCKET, Key="models/supertonic-3/onnx/vocoder.onnx", Body=bytes(corrupted))
    dest = tmp_path / "m"
    with pytest.raises(ModelError, match=r"onnx/vocoder\.onnx .*SHA-256"):
        fetch_model(s3, URI, dest)
    assert not (dest / "onnx/vocoder.onnx").exists()
    assert not list(dest.rglob("*.part"))


def test_a_truncated_object_raises_model_error_with_the_sizes(s3, model_dir, tmp_path):
    upload_model(s3, model_dir, URI)
    s3.put_object(Bucket=BUCKET, Key="models/supertonic-3/voice_styles/M1.json", Body=b'{"style')
    with pytest.raises(ModelError, match=r"voice_styles/M1\.json .*has 7 bytes, the manifest says 17"):
        fetch_model(s3, URI, tmp_path / "m")


def test_a_missing_object_raises_model_error_naming_the_file(s3, model_dir, tmp_path):
    upload_model(s3, model_dir, URI)
    s3.delete_object(Bucket=BUCKET, Key="models/supertonic-3/onnx/tts.json")
    with pytest.raises(ModelError, match=r"onnx/tts\.json could not be downloaded"):
        fetch_model(s3, URI, tmp_path / "m")


def test_a_missing_manifest_says_how_to_upload(s3, tmp_path):
    with pytest.raises(
        ModelError, match=r"manifest s3://models-bucket/models/supertonic-3/manifest\.json.*model-upload"
    ):
        fetch_model(s3, URI, tmp_path / "m")


@pytest.mark.parametrize(
    "files",
    [
        {"../escape.onnx": {"sha256": "0" * 64, "size": 1}},
        {"/etc/passwd": {"sha256": "0" * 64, "size": 1}},
        {"onnx/a.onnx": {"sha256": "short", "size": 1}},
        {"onnx/a.onnx": {"size": 1}},
        {},
    ],
)
def test_a_malformed_or_unsafe_manifest_is_refused_before_any_write(s3, tmp_path, files):
    body = json.dumps({"format": 1, "files": files}).encode()
    s3.put_object(Bucket=BUCKET, Key="models/supertonic-3/manifest.json", Body=body)
    with pytest.raises(ModelError, match="malformed"):
        fetch_model(s3, URI, tmp_path / "inside" / "m")
    assert not (tmp_path / "inside").exists()
    assert not (tmp_path / "escape.onnx").exists()


def test_manifest_skips_an_old_manifest_and_refuses_an_empty_folder(model_dir, tmp_path):
    (model_dir / "manifest.json").write_text("{}")
    assert set(build_manifest(model_dir)["files"]) == set(FILES)
    (tmp_path / "empty").mkdir()
    with pytest.raises(ModelError, match="holds no files"):
        build_manifest(tmp_path / "empty")


@pytest.mark.parametrize(
    ("uri", "expected"),
    [
        ("s3://b/models/supertonic-3/", ("b", "models/supertonic-3/")),
        ("s3://b/models/supertonic-3", ("b", "models/supertonic-3/")),
        ("s3://b", ("b", "")),
        ("s3://b/", ("b", "")),
    ],
)
def test_parse_s3_uri(uri, expected):
    assert parse_s3_uri(uri) == expected


@pytest.mark.parametrize("uri", ["", "https://b/models/", "s3://", "s3:///models/"])
def test_parse_s3_uri_refuses_other_forms(uri):
    with pytest.raises(ModelError, match="SUPERTONIC_MODEL_S3_URI"):
        parse_s3_uri(uri)
