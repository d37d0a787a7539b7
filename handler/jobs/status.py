"""A job's status, read from what the event path wrote in `outbox/`.

job_status(bucket, "jobs/<id>", presign_seconds=3600)
# {"status": "queued"} | {"status": "running", "phase": ..., "progress": {...}, ...} | {"status": "succeeded", ...}
# | {"status": "failed", "error": {...}} | None (no such job)
"""

from __future__ import annotations

from typing import Any

from handler.jobs.segments import SegmentKeys, span_of_done_key
from handler.storage.bucket import Bucket
from handler.storage.keys import INBOX, INBOX_SUFFIXES, error_key, manifest_key


def job_status(bucket: Bucket, name: str, presign_seconds: int) -> dict[str, Any] | None:
    error = bucket.get_json(error_key(name))
    if isinstance(error, dict) and not error.get("retrying"):
        return {"status": "failed", "error": error.get("error", {})}
    manifest = bucket.get_json(manifest_key(name))
    if isinstance(manifest, dict):
        status = dict(manifest)
        status.pop("caller", None)  # who posted it: for the audit trail, not for whoever holds the job id
        synthesizing = status.get("phase", "synthesizing") == "synthesizing"  # (a manifest from before phases)
        if status.get("status") == "running" and synthesizing and isinstance(status.get("segment_job"), str):
            progress = segment_progress(bucket, status["segment_job"], status.get("chunks", 0))
            status["progress"] = {**progress, "segments": status.get("segments")}
        if status.get("status") == "succeeded":
            status["url"] = bucket.presigned_url(status["audio_key"], presign_seconds)
            status["expires_in"] = presign_seconds
        return status
    if any(bucket.head(f"{INBOX}{name}{suffix}") for suffix in INBOX_SUFFIXES):
        return {"status": "queued"}
    return None


def segment_progress(bucket: Bucket, job_id: str, chunks: int) -> dict[str, Any]:
    """A job in segments: chunks and segments done so far, from the done markers (each segment writes its own)."""
    spans = [span for key in bucket.keys(SegmentKeys(job_id).done_prefix) if (span := span_of_done_key(key))]
    covered = {index for start, end in spans for index in range(start, end)}
    return {"chunks_done": len(covered), "chunks": chunks, "segments_done": len(spans)}
