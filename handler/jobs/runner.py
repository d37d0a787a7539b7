"""Run one bucket job: `inbox/<name>.{txt,json}` in, `outbox/<name>.<ext>` and `outbox/<name>.json` out.

    runner = JobRunner(speech, settings, bucket)
    outcome = runner.run("inbox/books/ch1.json", remaining_seconds=840)

Every job ends with an output or a recorded error:
- a bad job (invalid JSON, unknown voice, unsupported characters, too long, a timeout) writes
  `outbox/<name>.error.json` and is removed from the inbox, so it is not retried forever;
- an unexpected failure (the bucket is unreachable, ...) writes an error marked `retrying` and raises, so the
  queue delivers the job again and, after its retries, moves it to the dead-letter queue.
Duplicate deliveries are harmless: a job whose inbox object is gone, or whose manifest already records the same
input, is skipped; and the content-derived seed makes a re-run write the same audio.

Audio is synthesised chunk by chunk into a temporary file and uploaded with a multipart upload, so memory stays
flat however long the text.
"""

from __future__ import annotations

import hashlib
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

from aws_lambda_powertools import Logger

from handler.audio.encode import AudioWriter
from handler.config import Settings
from handler.errors import InvalidRequest, ModelError, SupertonicError
from handler.jobs.spec import read_job
from handler.speech import Speech, SpeechPlan, cache_metadata, cached_details, sentence_marks
from handler.storage.bucket import Bucket
from handler.storage.keys import JobKeys, error_key, job_keys, job_name_from_inbox_key, safe_name

logger = Logger(service="supertonic")

CACHE_COPY_LIMIT = 20 * 1024 * 1024  # larger job outputs are not copied into the cache (it would need them in memory)
TIME_MARGIN_SECONDS = 15.0  # left for the upload and the manifest before Lambda's own timeout


def recordable_name(name: str, key: str) -> str:
    """Where a job's error can be written even when its inbox name is unusable as an output name."""
    try:
        return safe_name(name)
    except InvalidRequest:
        return f"rejected/{hashlib.sha256(key.encode()).hexdigest()[:16]}"


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
        default_name = job_name_from_inbox_key(key)
        if default_name is None:
            return JobOutcome(key, "ignored", detail="not an inbox job")
        body = self.bucket.get(key)
        if body is None:
            return JobOutcome(key, "skipped", detail="already processed")
        fingerprint = hashlib.sha256(body).hexdigest()
        name = recordable_name(default_name, key)
        try:
            job = read_job(key, body, default_name)
            name = job.name
            if self.speech is None:
                raise ModelError("No model is loaded; the job will be retried.")
            plan = self.speech.plan(
                job.spec.speech_request(job.spec.text, job.spec.format), max_chars=self.settings.max_job_chars
            )
            keys = job_keys(name, plan.format.extension)
            previous = self.bucket.get_json(keys.manifest)
            done = isinstance(previous, dict) and previous.get("status") == "succeeded"
            if done and previous.get("input_sha256") == fingerprint:
                self.bucket.delete(key)
                return JobOutcome(key, "skipped", name, "already succeeded")
            self._write_manifest(keys, key, fingerprint, plan, status="running")
            self._synthesize(key, keys, fingerprint, plan, remaining_seconds)
        except SupertonicError as error:
            if error.status >= 500 and error.status != 504:
                self._record_error(name, key, fingerprint, error.message, error, retrying=True)
                raise
            self._record_error(name, key, fingerprint, error.message, error, retrying=False)
            self.bucket.delete(key)
            return JobOutcome(key, "failed", name, error.message)
        except Exception as error:
            self._record_error(name, key, fingerprint, "Internal error; the job will be retried.", error, retrying=True)
            raise
        self.bucket.delete(key)
        return JobOutcome(key, "succeeded", name)

    def _synthesize(self, key: str, keys: JobKeys, fingerprint: str, plan: SpeechPlan, remaining: float | None) -> None:
        started = time.perf_counter()
        speech = self.speech
        hit = speech.cache.get(plan.cache_key) if speech.cache is not None else None
        if hit is not None:
            self.bucket.put(keys.audio, hit.body, plan.format.content_type)
            duration, marks = cached_details(hit.metadata)
            timings = {"synthesis_seconds": 0.0, "total_seconds": time.perf_counter() - started}
            self._write_manifest(keys, key, fingerprint, plan, "succeeded", duration, marks, timings, cache="hit")
            return
        timeout = self.settings.timeout_seconds if remaining is None else max(1.0, remaining - TIME_MARGIN_SECONDS)
        chunks = []
        with tempfile.TemporaryDirectory() as folder:
            path = Path(folder) / f"audio.{plan.format.extension}"
            with AudioWriter(path, plan.format.name, speech.engine.sample_rate, plan.sample_rate) as writer:
                for piece in speech.engine.stream(plan.prepared, **plan.engine_options(), timeout=timeout):
                    writer.write(piece.audio)
                    chunks.append(piece.timing)
            synthesized = time.perf_counter()
            self.bucket.upload_file(keys.audio, path, plan.format.content_type)
            duration = writer.samples / writer.sample_rate
            marks = sentence_marks(plan.request.text, chunks)
            cache = "off" if speech.cache is None else "miss"
            if speech.cache is not None and path.stat().st_size <= CACHE_COPY_LIMIT:
                metadata = cache_metadata(duration, plan.prepared.lang, marks)
                if not speech.cache.put(plan.cache_key, path.read_bytes(), plan.format.content_type, metadata):
                    cache = "unavailable"
        finished = time.perf_counter()
        timings = {
            "synthesis_seconds": round(synthesized - started, 4),
            "upload_seconds": round(finished - synthesized, 4),
            "total_seconds": round(finished - started, 4),
        }
        self._write_manifest(keys, key, fingerprint, plan, "succeeded", duration, marks, timings, cache=cache)
        self.bucket.delete(keys.error)
        logger.info(
            "job done",
            extra={
                "job": keys.name,
                "text_sha256": plan.text_hash,
                "chars": len(plan.request.text),
                **timings,
            },
        )

    def _write_manifest(
        self,
        keys: JobKeys,
        input_key: str,
        fingerprint: str,
        plan: SpeechPlan,
        status: str,
        duration: float | None = None,
        marks: list[dict] | None = None,
        timings: dict | None = None,
        cache: str | None = None,
    ) -> None:
        manifest = {
            "status": status,
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
            "updated_at": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
        }
        if duration is not None:
            manifest |= {"duration": round(duration, 4), "marks": marks or [], "timings": timings or {}}
            manifest["cache"] = cache
        self.bucket.put_json(keys.manifest, manifest)

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
            "updated_at": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
        }
        try:
            self.bucket.put_json(error_key(name), record)
        except Exception:  # the bucket itself is failing; the queue's retry and DLQ keep the job
            logger.exception("could not record job error", extra={"job": name})
        log = logger.exception if retrying else logger.warning
        log("job failed", extra={"job": name, "code": detail["code"], "retrying": retrying})
