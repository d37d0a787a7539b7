"""A job's status, read from what the event path wrote in `outbox/`.

job_status(bucket, "jobs/<id>", presign_seconds=3600)
# {"status": "queued"} | {"status": "running", "phase": ..., "progress": {...}, ...} | {"status": "succeeded", ...}
# | {"status": "failed", "error": {...}} | None (no such job)
"""

from __future__ import annotations

from typing import Any

from handler.jobs.records import ErrorRecord, read_manifest
from handler.jobs.segments import SegmentKeys, span_of_done_key
from handler.storage.bucket import Bucket
from handler.storage.documents import StoredDocumentInvalid, read_document
from handler.storage.keys import INBOX, INBOX_SUFFIXES, error_key, manifest_key


def job_status(bucket: Bucket, name: str, presign_seconds: int) -> dict[str, Any] | None:
    """A stored record that is not read (corrupted or tampered) is the job's failure, saying which."""
    try:
        error = read_document(bucket, error_key(name), ErrorRecord)
        if error is not None and not error.retrying:
            return {"status": "failed", "error": error.error}
        manifest = read_manifest(bucket, manifest_key(name))
    except StoredDocumentInvalid as refused:
        return {"status": "failed", "error": refused.error_object()}
    if manifest is not None:
        status = manifest.stored()
        status.pop("caller", None)  # who posted it: for the audit trail, not for whoever holds the job id
        synthesizing = (manifest.phase or "synthesizing") == "synthesizing"  # (a manifest from before phases)
        if manifest.status == "running" and synthesizing and manifest.segment_job is not None:
            progress = segment_progress(bucket, manifest.segment_job, manifest.chunks or 0)
            status["progress"] = {**progress, "segments": manifest.segments}
        if manifest.status == "succeeded" and manifest.audio_key is not None:
            status["url"] = bucket.presigned_url(manifest.audio_key, presign_seconds)
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
