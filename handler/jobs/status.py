"""A job's status, read from what the event path wrote in `outbox/`.

job_status(bucket, "jobs/<id>", presign_seconds=3600)
# {"status": "queued"} | {"status": "running", ...} | {"status": "succeeded", "url": ..., ...}
# | {"status": "failed", "error": {...}} | None (no such job)
"""

from __future__ import annotations

from handler.storage.bucket import Bucket
from handler.storage.keys import INBOX, INBOX_SUFFIXES, error_key, manifest_key


def job_status(bucket: Bucket, name: str, presign_seconds: int) -> dict | None:
    error = bucket.get_json(error_key(name))
    if isinstance(error, dict) and not error.get("retrying"):
        return {"status": "failed", "error": error.get("error", {})}
    manifest = bucket.get_json(manifest_key(name))
    if isinstance(manifest, dict):
        status = dict(manifest)
        if status.get("status") == "succeeded":
            status["url"] = bucket.presigned_url(status["audio_key"], presign_seconds)
            status["expires_in"] = presign_seconds
        return status
    if any(bucket.head(f"{INBOX}{name}{suffix}") for suffix in INBOX_SUFFIXES):
        return {"status": "queued"}
    return None
