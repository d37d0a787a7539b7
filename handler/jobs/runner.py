"""Run one bucket job: `inbox/<name>.{txt,json}` in, `outbox/<name>.<ext>` and `outbox/<name>.json` out.

    runner = JobRunner(speech, settings, bucket)
    outcome = runner.run("inbox/books/ch1.json", context=context)   # Lambda's context: the time left, or None

Every job ends with an output or a recorded error:
- a bad job (too large, invalid JSON, unknown voice, unsupported characters, too long, a timeout) writes
  `outbox/<name>.error.json` and is removed from the inbox, so it is not retried forever;
- a job whose inbox object is missing, though no receipt says it was processed, records that as its error
  (a key the event path decoded wrongly must not vanish silently);
- a failure that may pass (the bucket is unreachable, no model yet: `error.retryable`) writes an error marked
  `retrying` and raises, so the queue delivers the job again and, after its retries, moves it to the DLQ.
Duplicate deliveries are harmless: a receipt under `outbox/receipts/` (written before the inbox object is
removed) marks the inbox key as processed, and the content-derived seed makes a re-run write the same audio.
A new version uploaded to the same key while a job runs is never lost: the run removes the inbox object only
while its ETag is still the one it read, so the new version stays for its own event. The receipt keeps the ETag
it ran, and the event's eTag and sequencer.

Audio is rendered through `Speech.render` (the same path as HTTP) chunk by chunk straight into a multipart
upload, with no file in /tmp; memory stays flat however long the text. A job longer than `fanout_chars` goes
to the segment queue instead (handler/jobs/fanout.py). The manifest reports progress while
the job runs.
"""

from __future__ import annotations

import contextlib
import hashlib
import time
from dataclasses import dataclass

from handler.jobs.fanout import split_job
from handler.jobs.outputs import output_target, write_outputs
from handler.jobs.records import JobManifest, Manifest, Receipt, now, read_manifest, record_error, write_planning
from handler.jobs.spec import read_job
from handler.kernel import logs
from handler.kernel.config import Settings
from handler.kernel.errors import InvalidRequest, PayloadTooLarge, SupertonicError
from handler.kernel.runtime import InvocationContext
from handler.service.checks import preparation_guard
from handler.service.metrics import UNRECORDED, Metrics
from handler.service.plan import SpeechPlan
from handler.service.schemas import JobSpec, native_field_names
from handler.service.speech import Speech, loaded
from handler.service.workload import JOB_MARGIN_SECONDS, remaining_seconds, time_left
from handler.storage.bucket import Bucket, StoredObject
from handler.storage.documents import StoredDocumentInvalid, read_document
from handler.storage.keys import (
    API_JOBS,
    INBOX,
    JobKeys,
    inbox_job_name,
    is_api_job_name,
    job_keys,
    job_name_from_inbox_key,
    manifest_key,
    receipt_key,
    rejected_name,
)
from handler.storage.multipart import MultipartWriter
from handler.storage.queue import SegmentQueue

logger = logs.child(__name__)

JSON_ROOM_BYTES = 64 * 1024  # a job file may hold the text's parameters beside it


def recordable_name(name: str, key: str) -> str:
    """Where a job's error can be written even when its inbox name is unusable as an output name."""
    try:
        return inbox_job_name(name)
    except InvalidRequest:
        return rejected_name(key)


@dataclass(frozen=True)
class JobOutcome:
    key: str
    status: str  # succeeded | failed | skipped | ignored | split (handed to the segment queue)
    name: str | None = None
    detail: str = ""


class JobRunner:
    def __init__(
        self,
        speech: Speech | None,
        settings: Settings,
        bucket: Bucket,
        queue: SegmentQueue | None = None,
        *,
        foreign_bucket: str = "",
        recorder: Metrics = UNRECORDED,
    ) -> None:
        self.speech = speech
        self.settings = settings
        self.bucket = bucket
        self.queue = queue  # set: jobs longer than SUPERTONIC_FANOUT_CHARS are synthesised in segments
        self.foreign_bucket = foreign_bucket  # set: the event named this bucket, which is not the function's
        self.recorder = recorder  # each job's outcome is counted (handler/service/metrics.py)

    def in_bucket(self, name: str) -> JobRunner:
        """This runner for an event in the function's bucket; for an event naming any other bucket, one that
        refuses each job at once and records why in the function's bucket (outbox/rejected/): an event never
        makes the function read or write another bucket, and a bucket that does not exist is not retried."""
        if name == self.bucket.name:
            return self
        return JobRunner(
            self.speech, self.settings, self.bucket, self.queue, foreign_bucket=name, recorder=self.recorder
        )

    def run(
        self,
        key: str,
        *,
        context: InvocationContext | None = None,
        etag: str = "",
        sequencer: str = "",
        uploader: dict[str, str] | None = None,
    ) -> JobOutcome:
        """Runs one inbox job and counts its outcome; an exception means the message goes back for a retry.
        `etag` and `sequencer`: the version the event announced (kept in the receipt); `uploader`: who put the
        object, as the event says (the audit trail's caller of an upload)."""
        self._event = {"event_etag": etag, "sequencer": sequencer}
        self._uploader = uploader or {}
        self._read_etag = ""
        try:
            outcome = self._run(key, remaining_seconds=remaining_seconds(context))
        except Exception:
            self.recorder.job("retried")
            raise
        if outcome.status not in ("ignored", "split"):  # a split job is counted when its segments end it
            self.recorder.job(outcome.status)
        return outcome

    def _run(self, key: str, *, remaining_seconds: float | None) -> JobOutcome:
        default_name = job_name_from_inbox_key(key)
        if default_name is None:
            return JobOutcome(key, "ignored", detail="not an inbox job")
        if self.foreign_bucket:
            return self._foreign(key)
        name, fingerprint, posted = recordable_name(default_name, key), "", None
        try:
            stored = self._read_inbox(key)
            if stored is None:
                return self._missing(key, name)
            body, self._read_etag = stored.body, stored.etag
            fingerprint = hashlib.sha256(body).hexdigest()
            if is_api_job_name(default_name) and (posted := self._posted_to_the_api(default_name, fingerprint)) is None:
                name = rejected_name(key)  # never write under the API job's name
                raise InvalidRequest(
                    "inbox/jobs/ is kept for jobs posted to the API (POST /v1/jobs); upload to another folder.",
                    param="name",
                    code="reserved_name",
                )
            job = read_job(key, body, default_name)
            name = job.name
            speech = loaded(self.speech)
            named = job_keys(name, "json")  # the manifest's key does not depend on the format
            if not self._succeeded(named, fingerprint):
                write_planning(self.bucket, named, key, fingerprint, posted.caller if posted else None)
            with native_field_names(), preparation_guard():
                plan = speech.plan(job.spec.speech_request(job.spec.text, job.spec.format), job=True)
            keys = job_keys(name, plan.format.extension)
            output_target(self.bucket, job.spec, keys)  # a bad "output" fails now, before any work
            if self._succeeded(keys, fingerprint):
                self._finish(key, name, "succeeded")
                return JobOutcome(key, "skipped", name, "already succeeded")
            self._record(plan, key, fingerprint, posted, keys.audio)
            # A job with captions or an output elsewhere runs whole: those are written from its rendering.
            whole = bool(job.spec.captions or job.spec.output)
            if self.queue is not None and 0 < self.settings.fanout_chars < len(plan.request.text) and not whole:
                manifest = Manifest(self.bucket, keys, key, fingerprint, plan, speech.engine.revision)
                split_job(self.bucket, self.queue, self.settings, job, manifest, plan)
                self._finish(key, name, "split")
                return JobOutcome(key, "split", name, "synthesised in segments")
            self._synthesize(key, keys, fingerprint, plan, remaining_seconds, job.spec)
        except SupertonicError as error:
            record_error(self.bucket, name, key, fingerprint, error, retrying=error.retryable)
            if error.retryable:
                raise
            self._drop_planning(name)
            self._finish(key, name, "failed")
            return JobOutcome(key, "failed", name, error.message)
        except Exception as error:
            record_error(self.bucket, name, key, fingerprint, error, retrying=True)
            raise
        self._finish(key, name, "succeeded")
        return JobOutcome(key, "succeeded", name)

    def _succeeded(self, keys: JobKeys, fingerprint: str) -> bool:
        """Whether this content already succeeded under this name (its manifest says so)."""
        previous = read_manifest(self.bucket, keys.manifest)
        return previous is not None and previous.status == "succeeded" and previous.input_sha256 == fingerprint

    def _drop_planning(self, name: str) -> None:
        """A job that failed for good while it was planned ends with its error record alone."""
        with contextlib.suppress(InvalidRequest, ValueError):
            manifest = job_keys(name, "json").manifest
            current = read_manifest(self.bucket, manifest)
            if current is not None and current.phase == "planning":
                self.bucket.delete(manifest)

    def _posted_to_the_api(self, name: str, fingerprint: str) -> JobManifest | None:
        """The manifest that vouches for an inbox/jobs/<id> object (the API's own when the queued manifest it wrote
        names this content), else None. One that is not read vouches for nothing: the job is refused under
        outbox/rejected/, so nothing is written in that API job's area."""
        try:
            queued = read_manifest(self.bucket, manifest_key(name))
        except StoredDocumentInvalid:
            return None
        return queued if queued is not None and queued.input_sha256 == fingerprint else None

    def _record(
        self, plan: SpeechPlan, key: str, fingerprint: str, posted: JobManifest | None, output_key: str
    ) -> None:
        """The audit record, once per job however often its event comes (one id per key, content and event): its
        caller is who posted it (the queued manifest keeps that), else who uploaded it (the event says)."""
        if posted is not None:
            caller = {**(posted.caller or {}), "job_id": key.removeprefix(INBOX + API_JOBS).removesuffix(".json")}
        else:
            caller = {"bucket_key": key, "etag": self._read_etag, **self._uploader}
        once = hashlib.sha256(f"{key}\n{fingerprint}\n{self._event['sequencer']}".encode()).hexdigest()
        loaded(self.speech).record(
            plan, request_id=fingerprint[:32], route="job", caller=caller, output_key=output_key, record_id=once
        )

    # --- input -------------------------------------------------------------------------------------------------
    def _read_inbox(self, key: str) -> StoredObject | None:
        """The job file, or None when it is gone. Its size is checked before it is read."""
        head = self.bucket.head(key)
        if head is None:
            return None
        size = int(head.get("ContentLength", 0))
        self._read_etag = str(head.get("ETag", "")).strip('"')
        limit = 4 * self.settings.max_job_chars + JSON_ROOM_BYTES  # UTF-8 takes at most 4 bytes a character
        if size > limit:
            raise PayloadTooLarge(
                f"The job file has {size} bytes; the limit is {limit} bytes "
                f"({self.settings.max_job_chars} characters of text). Split it into several jobs.",
                param="text",
            )
        return self.bucket.get_object(key)

    def _missing(self, key: str, name: str) -> JobOutcome:
        receipt = read_document(self.bucket, receipt_key(key), Receipt)
        if receipt is not None:
            return JobOutcome(key, "skipped", receipt.name, "already processed")
        logger.warning("job object missing", extra={"key_sha256": hashlib.sha256(key.encode()).hexdigest()[:16]})
        error = InvalidRequest(
            "The job's inbox object was not found when the event arrived, and no record says it was processed. "
            "It may have been deleted, or its key decoded wrongly; upload it again.",
            param="key",
            code="job_missing",
        )
        record_error(self.bucket, name, key, "", error, retrying=False)
        return JobOutcome(key, "failed", name, error.message)

    def _foreign(self, key: str) -> JobOutcome:
        source = f"s3://{self.foreign_bucket[:255]}/{key}"
        error = InvalidRequest(
            f"The event names the bucket {self.foreign_bucket[:80]!r}; this function runs jobs from its own bucket "
            f"({self.bucket.name!r}) only, and reads and writes no other.",
            param="bucket",
            code="foreign_bucket",
        )
        name = rejected_name(source)
        record_error(self.bucket, name, source, "", error, retrying=False)
        return JobOutcome(key, "failed", name, error.message)

    def _finish(self, key: str, name: str, status: str) -> None:
        """Receipt first, then the inbox object goes (a duplicate delivery then finds the receipt), unless a new
        version replaced it meanwhile: that one is left for its own event."""
        ran = self._read_etag
        receipt = Receipt(name=name, status=status, finished_at=now(), etag=ran, **self._event)
        self.bucket.put_json(receipt_key(key), receipt.stored())
        current = self.bucket.head(key)
        if current is None:
            return
        if ran and str(current.get("ETag", "")).strip('"') != ran:
            logger.info("inbox object replaced during its job; the new version runs with its own event")
            return
        self.bucket.delete(key)

    # --- synthesis ---------------------------------------------------------------------------------------------
    def _synthesize(
        self, key: str, keys: JobKeys, fingerprint: str, plan: SpeechPlan, remaining: float | None, spec: JobSpec
    ) -> None:
        started = time.perf_counter()
        left = time_left(remaining, JOB_MARGIN_SECONDS)  # a job may use the invocation's time, not the HTTP limit
        timeout = self.settings.timeout_seconds if left is None else left
        speech = loaded(self.speech)
        manifest = Manifest(self.bucket, keys, key, fingerprint, plan, speech.engine.revision)
        manifest.write("running", progress=(0, len(plan.prepared.chunks)), phase="synthesizing")
        logger.info(
            "job started",
            extra={"job": keys.name, "chars": len(plan.request.text), "chunks": len(plan.prepared.chunks)},
        )
        rendering = speech.render(plan, timeout=timeout, progress=manifest.progress)
        # Parts go up while later chunks are synthesised: no file in /tmp (512 MB at most), however long the job.
        with MultipartWriter(self.bucket, keys.audio, plan.format.content_type) as upload:
            rendering.write_into(upload)
            synthesized = time.perf_counter()
        outputs = write_outputs(self.bucket, spec, keys, rendering)
        finished = time.perf_counter()
        timings = {
            "synthesis_seconds": round(synthesized - started, 4),
            "upload_seconds": round(finished - synthesized, 4),
            "total_seconds": round(finished - started, 4),
        }
        manifest.write(
            "succeeded",
            progress=(len(plan.prepared.chunks), len(plan.prepared.chunks)),
            done={
                "duration": round(rendering.duration, 4),
                "marks": rendering.marks(),
                "timings": timings,
                "cache": rendering.cache,
                **({"outputs": outputs} if outputs else {}),
            },
        )
        self.bucket.delete(keys.error)
        logger.info(
            "job done",
            extra={"job": keys.name, "text_sha256": plan.text_hash, "chars": len(plan.request.text), **timings},
        )
