"""What a job leaves in outbox/: its manifest (status, parameters, progress, results) or its error record.

    manifest = Manifest(bucket, keys, input_key, input_sha256, plan, model_revision)
    manifest.write("running", progress=(3, 40), phase="synthesizing")
    write_planning(bucket, keys, input_key, input_sha256)   # "running", phase "planning": before the plan exists
    manifest.progress(3, 40)    # the same, at most every PROGRESS_EVERY_SECONDS (a rendering's progress callback)
    manifest.write("succeeded", progress=(40, 40), done={"duration": 12.5, "marks": [...], "timings": {...}})
    record_error(bucket, name, input_key, input_sha256, error, retrying=False)

The job runner writes both for a job done in one invocation; the segment worker for a job done in segments.
"""

from __future__ import annotations

import time
from typing import Any

from handler.kernel import logs
from handler.kernel.errors import SupertonicError, error_object
from handler.service.plan import SpeechPlan
from handler.storage.bucket import Bucket
from handler.storage.keys import JobKeys, error_key

logger = logs.child(__name__)

PROGRESS_EVERY_SECONDS = 5.0  # how often a running job rewrites its manifest with its progress


def now() -> str:
    return time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())


class Manifest:
    def __init__(
        self, bucket: Bucket, keys: JobKeys, input_key: str, fingerprint: str, plan: SpeechPlan, revision: str
    ) -> None:
        self.bucket, self.keys = bucket, keys
        self.base: dict[str, Any] = {
            "name": keys.name,
            "input_key": input_key,
            "input_sha256": fingerprint,
            "audio_key": keys.audio,
            "format": plan.format.name,
            "content_type": plan.format.content_type,
            "sample_rate": plan.sample_rate,
            "model_revision": revision,
            "parameters": {
                "voice": plan.voice,
                "lang": plan.prepared.lang,
                "lang_detected": plan.prepared.lang_detected,
                "speed": plan.speed,
                "steps": plan.steps,
                "seed": plan.seed,
                "silence": plan.silence,
                "normalize": plan.request.normalize,
            },
            "chars": len(plan.request.text),
            "chunks": len(plan.prepared.chunks),
        }
        self.reported = time.perf_counter()

    def write(
        self,
        status: str,
        *,
        progress: tuple[int, int],
        done: dict[str, Any] | None = None,
        phase: str | None = None,
        counts: dict[str, int] | None = None,
    ) -> None:
        """`phase` while running ("synthesizing", "assembling"); `counts` go into `progress` beside the chunks."""
        chunks_done, total = progress
        manifest = {"status": status, **({"phase": phase} if phase else {}), **self.base}
        manifest["progress"] = {"chunks_done": chunks_done, "chunks": total, **(counts or {})}
        self.bucket.put_json(self.keys.manifest, {**manifest, **(done or {}), "updated_at": now()})
        self.reported = time.perf_counter()

    def progress(self, done: int, total: int) -> None:
        """A running job's progress, unless the manifest was written less than PROGRESS_EVERY_SECONDS ago."""
        if time.perf_counter() - self.reported >= PROGRESS_EVERY_SECONDS and done < total:
            self.write("running", progress=(done, total), phase="synthesizing")
            logger.info("job progress", extra={"job": self.keys.name, "chunks_done": done, "chunks": total})

    def due(self) -> bool:
        """Whether PROGRESS_EVERY_SECONDS have passed since the manifest was last written."""
        return time.perf_counter() - self.reported >= PROGRESS_EVERY_SECONDS


def write_planning(
    bucket: Bucket, keys: JobKeys, input_key: str, fingerprint: str, caller: dict[str, str] | None = None
) -> None:
    """The manifest of a job being read and planned (the front end of a long text takes seconds): "running",
    phase "planning", before its format, chunks and parameters are known. `caller`: a posted job's, kept from
    its queued manifest until its audit record is written (a retried planning still knows it)."""
    planning = {"status": "running", "phase": "planning", "name": keys.name, "input_key": input_key}
    kept = {"caller": caller} if caller else {}
    bucket.put_json(keys.manifest, {**planning, "input_sha256": fingerprint, **kept, "updated_at": now()})


def is_settled(bucket: Bucket, keys: JobKeys, fingerprint: str) -> bool:
    """True when this job (this content under this name) already succeeded or failed for good."""
    manifest = bucket.get_json(keys.manifest)
    if isinstance(manifest, dict) and manifest.get("status") == "succeeded":
        return manifest.get("input_sha256") == fingerprint
    error = bucket.get_json(keys.error)
    return isinstance(error, dict) and not error.get("retrying") and error.get("input_sha256") == fingerprint


def record_error(
    bucket: Bucket, name: str, input_key: str, fingerprint: str, error: Exception, *, retrying: bool, message: str = ""
) -> None:
    """outbox/<name>.error.json. `retrying` says the queue will deliver the job again (a passing failure)."""
    if isinstance(error, SupertonicError):
        detail = error.error_object() | ({"message": message} if message else {})
    else:
        detail = error_object(
            message or "Internal error; the job will be retried.", "server_error", code="internal_error"
        )
    record = {
        "status": "failed",
        "name": name,
        "input_key": input_key,
        "input_sha256": fingerprint,
        "retrying": retrying,
        "error": detail,
        "updated_at": now(),
    }
    try:
        bucket.put_json(error_key(name), record)
    except Exception:  # the bucket itself is failing; the queue's retry and DLQ keep the job
        logger.exception("could not record job error", extra={"job": name})
    log = logger.exception if retrying else logger.warning
    log("job failed", extra={"job": name, "code": detail["code"], "retrying": retrying})
