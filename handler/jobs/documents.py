"""The schemas of what a long job keeps under `segments/<job id>/` while it runs, read back by its segments.

    job = read_segment_job(bucket, keys)       # segments/<id>/job.json: SegmentJob, None when gone
    marker = read_document(bucket, keys.done(0, 4), DoneMarker)
    claim = read_document(bucket, keys.claim, AssemblyClaim)

Older shapes still read (each tested with a document as its writer wrote it, tests/test_job_documents.py):
- job.json without "plan" (long jobs before plans were frozen): the segment plans the text again;
- done markers without "encoded" (before segments were encoded where they are made): the segment's PCM;
anything else is refused (StoredDocumentInvalid) and ends the job with a recorded error.

Every key a job document leads to is the job's own: its name must be a job name (storage/keys.py), its input key
an inbox key, and the job id of the folder it is read from must be the one its name and content give.
"""

from __future__ import annotations

from typing import Annotated, Any

from pydantic import AfterValidator, Field, StrictInt, model_validator

from handler.audio.formats import RATES
from handler.jobs.frozen_plan import FrozenPlan
from handler.jobs.segments import SegmentKeys, segment_job_id
from handler.kernel.errors import InvalidRequest
from handler.service.schemas import JobSpec
from handler.storage.bucket import Bucket
from handler.storage.documents import (
    MAX_COUNT,
    Count,
    Seconds,
    Sha256,
    StoredDocument,
    StoredDocumentInvalid,
    Text,
    read_document,
)
from handler.storage.keys import job_keys, job_name_from_inbox_key

Offset = Annotated[StrictInt, Field(ge=-MAX_COUNT, le=MAX_COUNT)]


def job_name(value: str) -> str:
    """A job's output name (a user-given one or an API job's), as storage/keys.py takes it."""
    try:
        job_keys(value, "json")
    except InvalidRequest as error:
        raise ValueError(error.message) from None
    return value


def inbox_key(value: str) -> str:
    if job_name_from_inbox_key(value) is None:
        raise ValueError("must be a job's key in inbox/.")
    return value


JobName = Annotated[Text, AfterValidator(job_name)]
InboxKey = Annotated[Text, AfterValidator(inbox_key)]


class SegmentJob(StoredDocument):
    """segments/<id>/job.json: the job as the split left it."""

    name: JobName
    input_key: InboxKey
    input_sha256: Sha256
    spec: JobSpec
    cache_key: Text  # a worker whose plan differs (new model, changed voice) must not join in
    chunks: Annotated[StrictInt, Field(ge=1, le=MAX_COUNT)]
    segments: Annotated[StrictInt, Field(ge=1, le=MAX_COUNT)]
    plan: FrozenPlan | None = None  # None: split before plans were frozen
    created_at: Text

    @model_validator(mode="after")
    def counts_agree(self) -> SegmentJob:
        if self.segments > self.chunks or (self.plan is not None and len(self.plan.chunks) != self.chunks):
            raise ValueError("its counts of chunks and segments disagree.")
        return self


class JobIdentity(StoredDocument, extra="ignore"):
    """What names a job in its job.json, read alone when the rest is refused: where its error is recorded."""

    name: JobName
    input_key: InboxKey
    input_sha256: Sha256


class JoinTag(StoredDocument):
    delay: Count
    padding: Count


class EncodedInfo(StoredDocument):
    """What the assembly needs to join a segment encoded in the job's format (audio/joins.py writes it)."""

    samples: Count
    decoded: Offset
    bytes: Count
    rate: Annotated[StrictInt, Field(ge=min(RATES), le=max(RATES))]
    head: Count | None = None
    frames: Count | list[tuple[Count, Count, Count]] | None = None  # mp3: a count; flac: (offset, bytes, samples)
    crc: Count | None = None
    tag: JoinTag | None = None
    seconds: Seconds | None = None

    def joins(self) -> dict[str, Any]:
        """As audio/joins.py takes it."""
        return self.model_dump(exclude_none=True)


class DoneMarker(StoredDocument):
    """segments/<id>/done/<a>-<b>.json, written after the segment's audio."""

    samples: list[tuple[Count, Count]]  # each chunk's [silence before it, all its samples]
    attempt: Annotated[StrictInt, Field(ge=1, le=MAX_COUNT)]
    encoded: EncodedInfo | None = None  # None: the segment's PCM is stored (a format encoded whole, or older)
    seconds: Seconds
    finished_at: Text


class AssemblyClaim(StoredDocument):
    """segments/<id>/assembly.json: the one invocation that joins the segments."""

    owner: Text
    claimed_at: Text


def read_segment_job(bucket: Bucket, keys: SegmentKeys) -> SegmentJob | None:
    """The job's job.json; None when it is gone; StoredDocumentInvalid when it is no SegmentJob or belongs to
    another folder (its name and content give another job id)."""
    job = read_document(bucket, keys.job, SegmentJob)
    if job is not None and segment_job_id(job.name, job.input_sha256) != keys.job_id:
        raise StoredDocumentInvalid(
            f"The stored document {keys.job} names a job whose id is not {keys.job_id}; it is not read.",
            param="document",
        )
    return job


def identity(bucket: Bucket, keys: SegmentKeys) -> JobIdentity | None:
    """The name, input key and hash of a refused job.json, when those alone are usable and its own."""
    try:
        found = read_document(bucket, keys.job, JobIdentity)
    except StoredDocumentInvalid:
        return None
    if found is None or segment_job_id(found.name, found.input_sha256) != keys.job_id:
        return None
    return found
