"""What a job leaves in outbox/: its manifest (status, parameters, progress, results) or its error record.

    manifest = Manifest(bucket, keys, input_key, input_sha256, plan, model_revision)
    manifest.write("running", progress=(3, 40), phase="synthesizing")
    write_planning(bucket, keys, input_key, input_sha256)   # "running", phase "planning": before the plan exists
    manifest.progress(3, 40)    # the same, at most every PROGRESS_EVERY_SECONDS (a rendering's progress callback)
    manifest.write("succeeded", progress=(40, 40), done={"duration": 12.5, "marks": [...], "timings": {...}})
    record_error(bucket, name, input_key, input_sha256, error, retrying=False)

The job runner writes both for a job done in one invocation; the segment worker for a job done in segments.

Both, and the runner's receipts, are read back by their schemas (`JobManifest`, `ErrorRecord`, `Receipt`): one that
is not (corrupted or tampered) is refused (StoredDocumentInvalid), and a manifest's audio key must be its own job's.
Older shapes still read: manifests without "phase" (before phases), "progress" (the first jobs) or "caller", and
receipts with only name, status and finished_at (before they kept the ETags).
"""

from __future__ import annotations

import time
from typing import Annotated, Any, Literal, TypedDict

from pydantic import AfterValidator, Field, StrictBool, StrictFloat, StrictInt, StrictStr, model_validator

from handler.jobs.documents import JobName
from handler.kernel import logs
from handler.kernel.errors import SupertonicError, error_object
from handler.service.plan import SpeechPlan
from handler.service.schemas import SampleRate, Seed, Silence, Speed, Steps
from handler.storage.bucket import Bucket
from handler.storage.documents import MAX_TEXT, Count, Seconds, Sha256, StoredDocument, Text, read_document
from handler.storage.keys import JobKeys, error_key, job_keys

logger = logs.child(__name__)

PROGRESS_EVERY_SECONDS = 5.0  # how often a running job rewrites its manifest with its progress


Number = StrictInt | Annotated[StrictFloat, Field(allow_inf_nan=False)]


class Parameters(StoredDocument):
    voice: Text
    lang: Text
    lang_detected: StrictBool
    speed: Speed
    steps: Steps
    seed: Seed
    silence: Silence
    normalize: StrictBool


class Progress(StoredDocument):
    chunks_done: Count
    chunks: Count
    segments_done: Count | None = None
    segments: Count | None = None
    bytes_joined: Count | None = None
    bytes: Count | None = None


class Mark(StoredDocument):
    """A Polly speech mark (service/marks.py)."""

    time: Count  # milliseconds
    type: Text
    start: Count
    end: Count
    value: StrictStr


class JobManifest(StoredDocument):
    """outbox/<name>.json: queued (by the API), running (planning, synthesizing, assembling) or succeeded."""

    status: Literal["queued", "running", "succeeded"]
    phase: Literal["planning", "synthesizing", "assembling"] | None = None
    name: JobName
    input_key: Text | None = None  # None: queued by the API, not yet read from the inbox
    input_sha256: Sha256
    caller: dict[Text, Text] | None = None  # who posted it, kept for its audit record (never shown)
    audio_key: Text | None = None
    format: Text | None = None
    content_type: Text | None = None
    sample_rate: SampleRate | None = None
    model_revision: Text | None = None
    parameters: Parameters | None = None
    chars: Count | None = None
    chunks: Count | None = None
    progress: Progress | None = None
    segments: Count | None = None
    segment_job: Annotated[StrictStr, Field(pattern=r"^[0-9a-f]{32}$")] | None = None
    duration: Seconds | None = None
    marks: list[Mark] | None = None
    timings: dict[Text, Number] | None = None
    cache: Text | None = None
    outputs: list[Text] | None = None
    updated_at: Text | None = None

    @model_validator(mode="after")
    def own_audio(self) -> JobManifest:
        """The audio key is where this job's audio goes (a status presigns it): outbox/<name>.<extension>."""
        if self.audio_key is not None:
            extension = self.audio_key.rsplit(".", 1)[-1]
            try:
                own = job_keys(self.name, extension).audio
            except ValueError:
                own = ""
            if self.audio_key != own:
                raise ValueError("audio_key is not this job's audio.")
        return self


def error_detail(value: dict[str, str | None]) -> dict[str, str | None]:
    if not isinstance(value.get("message"), str) or not isinstance(value.get("type"), str):
        raise ValueError("an error needs its message and type.")
    return value


class ErrorRecord(StoredDocument):
    """outbox/<name>.error.json (outbox/rejected/<hash>.error.json for a job whose name is unusable)."""

    status: Literal["failed"]
    name: Text
    input_key: Text
    input_sha256: Annotated[StrictStr, Field(pattern=r"^([0-9a-f]{64})?$")]  # "": the job was never read
    retrying: StrictBool
    error: Annotated[dict[Literal["message", "type", "param", "code"], Text | None], AfterValidator(error_detail)]
    updated_at: Text


class Receipt(StoredDocument):
    """outbox/receipts/<hash of the inbox key>.json: that inbox key was processed."""

    name: Text
    status: Text
    finished_at: Text
    etag: Text | None = None
    event_etag: Text | None = None
    sequencer: Text | None = None


def read_manifest(bucket: Bucket, key: str) -> JobManifest | None:
    return read_document(bucket, key, JobManifest)


def now() -> str:
    return time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())


class Result(TypedDict, total=False):
    """What a manifest says besides its job's identity and progress: a split job's segments, a finished job's
    results (JobManifest's fields of the same names)."""

    segments: int
    segment_job: str
    duration: float
    marks: list[dict[str, Any]]  # service/marks.py's, each a Mark
    timings: dict[str, float]
    cache: str
    outputs: list[str]


class Manifest:
    def __init__(
        self, bucket: Bucket, keys: JobKeys, input_key: str, fingerprint: str, plan: SpeechPlan, revision: str
    ) -> None:
        self.bucket, self.keys = bucket, keys
        self.input_key, self.fingerprint, self.revision = input_key, fingerprint, revision
        self.base = JobManifest(
            status="running",
            name=keys.name,
            input_key=input_key,
            input_sha256=fingerprint,
            audio_key=keys.audio,
            format=plan.format.name,
            content_type=plan.format.content_type,
            sample_rate=plan.sample_rate,
            model_revision=revision,
            parameters=Parameters(
                voice=plan.voice,
                lang=plan.prepared.lang,
                lang_detected=plan.prepared.lang_detected,
                speed=plan.speed,
                steps=plan.steps,
                seed=plan.seed,
                silence=plan.silence,
                normalize=plan.request.normalize,
            ),
            chars=len(plan.request.text),
            chunks=len(plan.prepared.chunks),
        )
        self.reported = time.perf_counter()

    def write(
        self,
        status: Literal["running", "succeeded"],
        *,
        progress: tuple[int, int],
        done: Result | None = None,
        phase: Literal["synthesizing", "assembling"] | None = None,
        counts: dict[str, int] | None = None,
    ) -> None:
        """`phase` while running ("synthesizing", "assembling"); `counts` go into `progress` beside the chunks."""
        chunks_done, total = progress
        written = JobManifest.model_validate(
            self.base.model_dump(exclude_none=True)
            | {
                "status": status,
                "phase": phase,
                "progress": {"chunks_done": chunks_done, "chunks": total, **(counts or {})},
            }
            | dict(done or {})
            | {"updated_at": now()}
        )
        self.bucket.put_json(self.keys.manifest, written.stored())
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
    planning = JobManifest(
        status="running",
        phase="planning",
        name=keys.name,
        input_key=input_key,
        input_sha256=fingerprint,
        caller=caller or None,
        updated_at=now(),
    )
    bucket.put_json(keys.manifest, planning.stored())


def is_settled(bucket: Bucket, keys: JobKeys, fingerprint: str) -> bool:
    """True when this job (this content under this name) already succeeded or failed for good."""
    manifest = read_manifest(bucket, keys.manifest)
    if manifest is not None and manifest.status == "succeeded":
        return manifest.input_sha256 == fingerprint
    error = read_document(bucket, keys.error, ErrorRecord)
    return error is not None and not error.retrying and error.input_sha256 == fingerprint


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
    record = ErrorRecord(
        status="failed",
        name=name,
        input_key=input_key,
        input_sha256=fingerprint,
        retrying=retrying,
        # A message quoting a long input is cut to what the record's schema reads back.
        error={
            "message": str(detail["message"])[:MAX_TEXT],
            "type": detail["type"],
            "param": detail["param"],
            "code": detail["code"],
        },
        updated_at=now(),
    )
    try:
        bucket.put_json(error_key(name), record.stored())
    except Exception:  # the bucket itself is failing; the queue's retry and DLQ keep the job
        logger.exception("could not record job error", extra={"job": name})
    log = logger.exception if retrying else logger.warning
    log("job failed", extra={"job": name, "code": detail["code"], "retrying": retrying})
