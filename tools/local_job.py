"""`make job FILE=job.json`: a bucket job on the local server (`make run`), as the deployed one runs it: upload the
file to the emulated bucket's inbox/, wait for its result in outbox/, download the audio.

    make job FILE=job.json      # {"text": "Read this aloud.", "voice": "F2", "format": "mp3"} -> results/job.mp3
    make job FILE=note.txt      # a plain text, the defaults -> results/note.mp3
    python tools/local_job.py job.json --out elsewhere/ --timeout 900

The server writes where it is to local/run.json at start. The job is the uploaded bytes: the result that counts is
the manifest (or error record) whose `input_sha256` is this file's, so an older result under the same name is
never taken for this one.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
import time
import urllib.request
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from handler.jobs.records import ErrorRecord, JobManifest  # noqa: E402
from handler.storage.documents import Document, StoredDocumentInvalid, parse_document  # noqa: E402
from handler.storage.keys import INBOX, INBOX_SUFFIXES, error_key, inbox_job_name, manifest_key  # noqa: E402
from tools.run_local import STATE_FILE  # noqa: E402

POLL_SECONDS = 0.5


def read_state(path: Path) -> dict[str, Any]:
    try:
        state: dict[str, Any] = json.loads(path.read_text())
        with urllib.request.urlopen(f"{state['url']}/v1/health", timeout=5):
            return state
    except (OSError, ValueError, KeyError):
        raise SystemExit(f"No local server found ({path}): start one with `make run`, then run this again.") from None


def job_name(path: Path, body: bytes) -> str:
    """The name the job's outputs take: its "name" field, else the file name without its extension."""
    given = None
    if path.suffix == ".json":
        try:
            document = json.loads(body)
        except ValueError:
            document = None
        given = document.get("name") if isinstance(document, dict) else None
    return inbox_job_name(path.stem, given if isinstance(given, str) else None)


def wait_for(s3: Any, bucket: str, name: str, fingerprint: str, timeout: float) -> JobManifest:
    """This upload's manifest once it succeeded; SystemExit with the message when it failed for good."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        manifest = read_stored(s3, bucket, manifest_key(name), JobManifest)
        if manifest is not None and manifest.input_sha256 == fingerprint and manifest.status == "succeeded":
            return manifest
        error = read_stored(s3, bucket, error_key(name), ErrorRecord)
        if error is not None and error.input_sha256 == fingerprint and not error.retrying:
            raise SystemExit(f"The job failed: {error.error['message']}")
        time.sleep(POLL_SECONDS)
    raise SystemExit(f"No result for {name!r} after {timeout:.0f} s (see the server's log).")


def read_stored(s3: Any, bucket: str, key: str, schema: type[Document]) -> Document | None:
    """The service's record at `key`, read by its schema; SystemExit saying why when it is not one."""
    try:
        body = s3.get_object(Bucket=bucket, Key=key)["Body"].read()
    except s3.exceptions.NoSuchKey:
        return None
    try:
        return parse_document(key, body, schema)
    except StoredDocumentInvalid as error:
        raise SystemExit(error.message) from None


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description="Run a bucket job on the local server and fetch its audio.")
    parser.add_argument("file", type=Path, help="a .json job or a .txt text")
    # results/, not the working folder: the repository root, under make, which git would then list
    parser.add_argument("--out", type=Path, default=Path("results"), help="folder for the audio (default: results)")
    parser.add_argument("--timeout", type=float, default=900.0, help="seconds to wait for the result")
    parser.add_argument("--state", type=Path, default=STATE_FILE, help="the file `make run` writes")
    args = parser.parse_args(argv)
    if args.file.suffix not in INBOX_SUFFIXES:
        parser.error(f"FILE must end in {' or '.join(INBOX_SUFFIXES)}: a job (.json) or a text (.txt).")
    return args


def main(argv: list[str] | None = None) -> Path:
    args = parse_args(argv)
    body = args.file.read_bytes()
    state = read_state(args.state)
    import boto3

    s3 = boto3.client(
        "s3",
        endpoint_url=state["endpoint"],
        region_name="us-east-1",
        aws_access_key_id="local",  # the emulated bucket takes any credentials
        aws_secret_access_key="local",
    )
    name = job_name(args.file, body)
    s3.put_object(Bucket=state["bucket"], Key=f"{INBOX}{args.file.name}", Body=body)
    print(f"Uploaded {args.file} to s3://{state['bucket']}/{INBOX}{args.file.name}; waiting ...", file=sys.stderr)
    manifest = wait_for(s3, state["bucket"], name, hashlib.sha256(body).hexdigest(), args.timeout)
    if manifest.audio_key is None:
        raise SystemExit(f"The job {name!r} succeeded, but its manifest names no audio.")
    target: Path = args.out / Path(manifest.audio_key).name
    args.out.mkdir(parents=True, exist_ok=True)
    s3.download_file(state["bucket"], manifest.audio_key, str(target))
    print(f"{target}: {manifest.duration or 0:.2f} s of {manifest.format}", file=sys.stderr)
    return target


if __name__ == "__main__":
    main()
