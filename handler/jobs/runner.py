"""Run one bucket job: `inbox/<name>.{txt,json}` in, `outbox/<name>.<ext>` and `outbox/<name>.json` out.

    runner = JobRunner(speech, settings, bucket)
    outcome = runner.run("inbox/books/ch1.json", remaining_seconds=840)

Every job ends with an output or a recorded error:
- a bad job (too large, invalid JSON, unknown voice, unsupported characters, too long, a timeout) writes
  `outbox/<name>.error.json` and is removed from the inbox, so it is not retried forever;
- a job whose inbox object is missing, though no receipt says it was processed, records that as its error
  (a key the event path decoded wrongly must not vanish silently);
- a failure that may pass (the bucket is unreachable, no model yet: `error.retryable`) writes an error marked
  `retrying` and raises, so the queue delivers the job again and, after its retries, moves it to the DLQ.
Duplicate deliveries are harmless: a receipt under `outbox/receipts/` (written before the inbox object is
removed) marks the inbox key as processed, and the content-derived seed makes a re-run write the same audio.

Audio is rendered through `Speech.render` (the same path as HTTP) chunk by chunk into a temporary file, then
uploaded (multipart when large); memory stays flat however long the text. The manifest reports progress while
the job runs.
"""

from __future__ import annotations

import hashlib
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

from handler import logs, metrics
from handler.config import Settings
from handler.errors import InvalidRequest, ModelError, PayloadTooLarge, SupertonicError
from handler.jobs.spec import read_job
from handler.schemas import native_field_names
from handler.speech import Speech, SpeechPlan
from handler.storage.bucket import Bucket
from handler.storage.keys import (
    JobKeys,
    error_key,
    inbox_job_name,
    is_api_job_name,
    job_keys,
    job_name_from_inbox_key,
    manifest_key,
    receipt_key,
    rejected_name,
)

logger = logs.child(__name__)

TIME_MARGIN_SECONDS = 15.0  # left for the upload and the manifest before Lambda's own timeout
PROGRESS_EVERY_SECONDS = 5.0  # how often a running job rewrites its manifest with its progress
JSON_ROOM_BYTES = 64 * 1024  # a job file may hold the text's parameters beside it


def recordable_name(name: str, key: str) -> str:
    """Where a job's error can be written even when its inbox name is unusable as an output name."""
    try:
        return inbox_job_name(name)
    except InvalidRequest:
        return rejected_name(key)


def now() -> str:
    return time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())


@dataclass(frozen=True)
class JobOutcome:
    key: str
    status: str  # succeeded | failed | skipped | ignored
    name: str | None = None
    detail: str = ""


class JobRunner:
    def __init__(self, speech: Speech | None, settings: Settings, bucket: Bucket) -> None:
        self.speech = speech
        self.settings = settings
        self.bucket = bucket

    def run(self, key: str, *, remaining_seconds: float | None = None) -> JobOutcome:
        """Runs one inbox job and counts its outcome; an exception means the message goes back for a retry."""
        try:
            outcome = self._run(key, remaining_seconds=remaining_seconds)
        except Exception:
            metrics.job("retried")
            raise
        if outcome.status != "ignored":
            metrics.job(outcome.status)
        return outcome

    def _run(self, key: str, *, remaining_seconds: float | None) -> JobOutcome:
        default_name = job_name_from_inbox_key(key)
        if default_name is None:
            return JobOutcome(key, "ignored", detail="not an inbox job")
        name, fingerprint = recordable_name(default_name, key), ""
        try:
            body = self._read_inbox(key)
            if body is None:
                return self._missing(key, name)
            fingerprint = hashlib.sha256(body).hexdigest()
            if is_api_job_name(default_name) and not self._posted_to_the_api(default_name, fingerprint):
                name = rejected_name(key)  # never write under the API job's name
                raise InvalidRequest(
                    "inbox/jobs/ is kept for jobs posted to the API (POST /v1/jobs); upload to another folder.",
                    param="name",
                    code="reserved_name",
                )
            job = read_job(key, body, default_name)
            name = job.name
            if self.speech is None:
                raise ModelError("No model is loaded; the job will be retried.")
            with native_field_names():
                plan = self.speech.plan(job.spec.speech_request(job.spec.text, job.spec.format), job=True)
            keys = job_keys(name, plan.format.extension)
            previous = self.bucket.get_json(keys.manifest)
            done = isinstance(previous, dict) and previous.get("status") == "succeeded"
            if done and previous.get("input_sha256") == fingerprint:
                self._finish(key, name, "succeeded")
                return JobOutcome(key, "skipped", name, "already succeeded")
            self._synthesize(key, keys, fingerprint, plan, remaining_seconds)
        except SupertonicError as error:
            self._record_error(name, key, fingerprint, error.message, error, retrying=error.retryable)
            if error.retryable:
                raise
            self._finish(key, name, "failed")
            return JobOutcome(key, "failed", name, error.message)
        except Exception as error:
            self._record_error(name, key, fingerprint, "Internal error; the job will be retried.", error, retrying=True)
            raise
        self._finish(key, name, "succeeded")
        return JobOutcome(key, "succeeded", name)

    def _posted_to_the_api(self, name: str, fingerprint: str) -> bool:
        """An inbox/jobs/<id> object is the API's own when the queued manifest it wrote names this content."""
        queued = self.bucket.get_json(manifest_key(name))
        return isinstance(queued, dict) and queued.get("input_sha256") == fingerprint

    # --- input -------------------------------------------------------------------------------------------------
    def _read_inbox(self, key: str) -> bytes | None:
        """The job file, or None when it is gone. Its size is checked before it is read."""
        size = self.bucket.size(key)
        if size is None:
            return None
        limit = 4 * self.settings.max_job_chars + JSON_ROOM_BYTES  # UTF-8 takes at most 4 bytes a character
        if size > limit:
            raise PayloadTooLarge(
                f"The job file has {size} bytes; the limit is {limit} bytes "
                f"({self.settings.max_job_chars} characters of text). Split it into several jobs.",
                param="text",
            )
        return self.bucket.get(key)

    def _missing(self, key: str, name: str) -> JobOutcome:
        receipt = self.bucket.get_json(receipt_key(key))
        if isinstance(receipt, dict):
            return JobOutcome(key, "skipped", receipt.get("name"), "already processed")
        logger.warning("job object missing", extra={"key_sha256": hashlib.sha256(key.encode()).hexdigest()[:16]})
        error = InvalidRequest(
            "The job's inbox object was not found when the event arrived, and no record says it was processed. "
            "It may have been deleted, or its key decoded wrongly; upload it again.",
            param="key",
            code="job_missing",
        )
        self._record_error(name, key, "", error.message, error, retrying=False)
        return JobOutcome(key, "failed", name, error.message)

    def _finish(self, key: str, name: str, status: str) -> None:
        """Receipt first, then the inbox object goes: a duplicate delivery then finds the receipt."""
        self.bucket.put_json(receipt_key(key), {"name": name, "status": status, "finished_at": now()})
        self.bucket.delete(key)

    # --- synthesis ---------------------------------------------------------------------------------------------
    def _synthesize(self, key: str, keys: JobKeys, fingerprint: str, plan: SpeechPlan, remaining: float | None) -> None:
        started = time.perf_counter()
        timeout = self.settings.timeout_seconds if remaining is None else max(1.0, remaining - TIME_MARGIN_SECONDS)
        write_manifest = self._manifest_writer(keys, key, fingerprint, plan)
        write_manifest("running", progress=(0, len(plan.prepared.chunks)))
        logger.info(
            "job started",
            extra={"job": keys.name, "chars": len(plan.request.text), "chunks": len(plan.prepared.chunks)},
        )
        last_report = [time.perf_counter()]

        def progress(done: int, total: int) -> None:
            if time.perf_counter() - last_report[0] >= PROGRESS_EVERY_SECONDS and done < total:
                last_report[0] = time.perf_counter()
                write_manifest("running", progress=(done, total))
                logger.info("job progress", extra={"job": keys.name, "chunks_done": done, "chunks": total})

        rendering = self.speech.render(plan, timeout=timeout, progress=progress)
        with tempfile.TemporaryDirectory() as folder:
            path = Path(folder) / f"audio.{plan.format.extension}"
            with path.open("w+b") as target:
                for data in rendering:
                    target.write(data)
                if rendering.header_fix is not None:
                    offset, patch = rendering.header_fix
                    target.seek(offset)
                    target.write(patch)
            synthesized = time.perf_counter()
            self.bucket.upload_file(keys.audio, path, plan.format.content_type)
        finished = time.perf_counter()
        timings = {
            "synthesis_seconds": round(synthesized - started, 4),
            "upload_seconds": round(finished - synthesized, 4),
            "total_seconds": round(finished - started, 4),
        }
        write_manifest(
            "succeeded",
            progress=(len(plan.prepared.chunks), len(plan.prepared.chunks)),
            done={
                "duration": round(rendering.duration, 4),
                "marks": rendering.marks(),
                "timings": timings,
                "cache": rendering.cache,
            },
        )
        self.bucket.delete(keys.error)
        logger.info(
            "job done",
            extra={"job": keys.name, "text_sha256": plan.text_hash, "chars": len(plan.request.text), **timings},
        )

    def _manifest_writer(self, keys: JobKeys, input_key: str, fingerprint: str, plan: SpeechPlan):
        base = {
            "name": keys.name,
            "input_key": input_key,
            "input_sha256": fingerprint,
            "audio_key": keys.audio,
            "format": plan.format.name,
            "content_type": plan.format.content_type,
            "sample_rate": plan.sample_rate,
            "model_revision": self.speech.engine.revision,
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

        def write(status: str, *, progress: tuple[int, int], done: dict | None = None) -> None:
            chunks_done, total = progress
            manifest = {"status": status, **base, "progress": {"chunks_done": chunks_done, "chunks": total}}
            self.bucket.put_json(keys.manifest, {**manifest, **(done or {}), "updated_at": now()})

        return write

    def _record_error(
        self, name: str, input_key: str, fingerprint: str, message: str, error: Exception, *, retrying: bool
    ) -> None:
        detail = {
            "message": message,
            "type": getattr(error, "type", "server_error"),
            "code": getattr(error, "code", "internal_error"),
            "param": getattr(error, "param", None),
        }
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
            self.bucket.put_json(error_key(name), record)
        except Exception:  # the bucket itself is failing; the queue's retry and DLQ keep the job
            logger.exception("could not record job error", extra={"job": name})
        log = logger.exception if retrying else logger.warning
        log("job failed", extra={"job": name, "code": detail["code"], "retrying": retrying})
