"""Fetch the model from S3 at init (the zip packaging), checking every file against the bucket's manifest.

`make model-upload` puts the model folder under a prefix together with `manifest.json`:

    {"files": {"onnx/vocoder.onnx": {"sha256": "<hex>", "size": 123}, ...}, "format": 1}

`fetch_model` downloads each listed file into a local folder (in /tmp on Lambda), verifies its size and SHA-256,
and skips files already there and valid, so a warm re-init downloads nothing. A missing, short or altered file
raises `ModelError` naming it, and nothing unverified is left under its final name. Given the manifest's own
SHA-256 (the deploy passes it as SUPERTONIC_MODEL_MANIFEST_SHA256), it also refuses a manifest swapped since.

    path = fetch_model(s3_client, "s3://my-bucket/models/supertonic-3/", "/tmp/supertonic-model")
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import time
from dataclasses import dataclass
from pathlib import Path, PurePosixPath
from typing import Any

import boto3
from botocore.exceptions import BotoCoreError, ClientError

from handler.kernel import logs
from handler.kernel.errors import ModelError

logger = logs.child(__name__)
MANIFEST = "manifest.json"
MANIFEST_FORMAT = 1
BLOCK = 1 << 20


def parse_s3_uri(uri: str) -> tuple[str, str]:
    """`s3://bucket/some/prefix/` -> ("bucket", "some/prefix/"); the prefix always ends in `/` (or is empty)."""
    if not uri.startswith("s3://") or uri[5:].split("/", 1)[0] == "":
        raise ModelError(f"SUPERTONIC_MODEL_S3_URI must look like s3://bucket/prefix/; got {uri!r}.")
    bucket, _, prefix = uri[5:].partition("/")
    return bucket, (prefix.rstrip("/") + "/" if prefix.strip("/") else "")


def sha256_of(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as file:
        while block := file.read(BLOCK):
            digest.update(block)
    return digest.hexdigest()


def manifest_bytes(manifest: dict[str, Any]) -> bytes:
    """The one serialisation of a manifest, so its SHA-256 is the same wherever it is computed."""
    return json.dumps(manifest, indent=2, sort_keys=True).encode()


def build_manifest(model_dir: Path) -> dict[str, Any]:
    """The manifest of every file under `model_dir` (except an old manifest), sorted by path."""
    files = sorted(p for p in model_dir.rglob("*") if p.is_file() and p.relative_to(model_dir).as_posix() != MANIFEST)
    if not files:
        raise ModelError(f"The model folder {model_dir} holds no files. Run `make model` first.")
    return {
        "format": MANIFEST_FORMAT,
        "files": {
            p.relative_to(model_dir).as_posix(): {"sha256": sha256_of(p), "size": p.stat().st_size} for p in files
        },
    }


@dataclass(frozen=True)
class Upload:
    manifest: dict[str, Any]
    uploaded: list[str]  # the files sent; the others were already there, same size and SHA-256

    @property
    def manifest_sha256(self) -> str:
        return hashlib.sha256(manifest_bytes(self.manifest)).hexdigest()


def upload_model(s3: Any, model_dir: Path, uri: str) -> Upload:
    """Upload a model folder and, last, its manifest (so a manifest only ever lists files already uploaded).

    Each object carries its SHA-256 as metadata; an object whose size and metadata already match is skipped.
    """
    bucket, prefix = parse_s3_uri(uri)
    manifest = build_manifest(model_dir)
    uploaded = []
    for name, entry in manifest["files"].items():
        if not _is_uploaded(s3, bucket, prefix + name, entry):
            s3.upload_file(
                str(model_dir / name), bucket, prefix + name, ExtraArgs={"Metadata": {"sha256": entry["sha256"]}}
            )
            uploaded.append(name)
    s3.put_object(Bucket=bucket, Key=prefix + MANIFEST, Body=manifest_bytes(manifest), ContentType="application/json")
    return Upload(manifest, uploaded)


def _is_uploaded(s3: Any, bucket: str, key: str, entry: dict[str, Any]) -> bool:
    try:
        head = s3.head_object(Bucket=bucket, Key=key)
    except ClientError:
        return False
    return bool(head["ContentLength"] == entry["size"] and head.get("Metadata", {}).get("sha256") == entry["sha256"])


def fetch_model(s3: Any | None, uri: str, dest_dir: str | Path, manifest_sha256: str = "") -> Path:
    """Make `dest_dir` hold every file of the model at `uri`, verified; return `dest_dir`.

    `manifest_sha256`, when given, pins the manifest itself (and so every file it lists).
    """
    s3 = s3 if s3 is not None else boto3.client("s3")
    bucket, prefix = parse_s3_uri(uri)
    dest = Path(dest_dir)
    started = time.perf_counter()
    files = _read_manifest(s3, bucket, prefix, manifest_sha256)
    missing = {name: entry for name, entry in files.items() if not _is_valid(dest / name, entry)}
    _check_space(dest, sum(entry["size"] for entry in missing.values()))
    for name, entry in missing.items():
        _download(s3, bucket, prefix + name, dest / name, name, entry)
    logger.info(
        "model fetched",
        extra={
            "files": len(files),
            "downloaded": len(missing),
            "downloaded_bytes": sum(entry["size"] for entry in missing.values()),
            "seconds": round(time.perf_counter() - started, 3),
        },
    )
    return dest


def _read_manifest(s3: Any, bucket: str, prefix: str, expected_sha256: str) -> dict[str, dict[str, Any]]:
    where = f"s3://{bucket}/{prefix}{MANIFEST}"
    try:
        body = s3.get_object(Bucket=bucket, Key=prefix + MANIFEST)["Body"].read()
    except ClientError as error:
        code = error.response.get("Error", {}).get("Code", "")
        hint = " Run `make model-upload`." if code in {"NoSuchKey", "404"} else ""
        raise ModelError(f"Cannot read the model manifest {where} ({code or error}).{hint}") from None
    except BotoCoreError as error:
        raise ModelError(f"Cannot read the model manifest {where} ({error}).") from None
    if expected_sha256 and hashlib.sha256(body).hexdigest() != expected_sha256:
        raise ModelError(
            f"The model manifest {where} has SHA-256 {hashlib.sha256(body).hexdigest()}, but the function was "
            f"deployed for {expected_sha256}. Deploy again after `make model-upload` (`make deploy` does both)."
        )
    try:
        manifest = json.loads(body)
        files = manifest["files"]
        if manifest.get("format") != MANIFEST_FORMAT or not isinstance(files, dict) or not files:
            raise ValueError("unknown format or no files")
        for name, entry in files.items():
            _check_name(name)
            if not (isinstance(entry["sha256"], str) and len(entry["sha256"]) == 64 and int(entry["size"]) >= 0):
                raise ValueError(f"bad entry for {name}")
    except (ValueError, KeyError, TypeError) as error:
        raise ModelError(f"The model manifest {where} is malformed ({error}). Run `make model-upload` again.") from None
    return files


def _check_name(name: str) -> None:
    # The manifest names where files land under dest: never outside it.
    path = PurePosixPath(name)
    if path.is_absolute() or ".." in path.parts or name != path.as_posix() or name in {"", "."}:
        raise ValueError(f"unsafe file name {name!r}")


def _is_valid(path: Path, entry: dict[str, Any]) -> bool:
    return path.is_file() and path.stat().st_size == entry["size"] and sha256_of(path) == entry["sha256"]


def _check_space(dest: Path, needed: int) -> None:
    dest.mkdir(parents=True, exist_ok=True)
    free = shutil.disk_usage(dest).free
    if needed > free:
        raise ModelError(
            f"The model needs {needed / 2**20:.0f} MB more in {dest} but only {free / 2**20:.0f} MB are free. "
            "Raise the function's ephemeral storage or use a smaller model."
        )


def _download(s3: Any, bucket: str, key: str, path: Path, name: str, entry: dict[str, Any]) -> None:
    part = path.with_name(path.name + ".part")
    path.parent.mkdir(parents=True, exist_ok=True)
    try:
        s3.download_file(bucket, key, str(part))
    except (ClientError, BotoCoreError, OSError) as error:
        part.unlink(missing_ok=True)
        raise ModelError(f"Model file {name} could not be downloaded from s3://{bucket}/{key} ({error}).") from None
    size, digest = part.stat().st_size, sha256_of(part)
    if size != entry["size"] or digest != entry["sha256"]:
        part.unlink()
        problem = (
            f"has {size} bytes, the manifest says {entry['size']}"
            if size != entry["size"]
            else f"has SHA-256 {digest}, the manifest says {entry['sha256']}"
        )
        raise ModelError(f"Model file {name} at s3://{bucket}/{key} {problem}. Run `make model-upload` again.")
    os.replace(part, path)
