"""Polly's speech synthesis tasks on the kit's bucket jobs: StartSpeechSynthesisTask queues a job (the same one
`POST /v1/jobs` queues) whose result the runner also writes in the task's own folder, as
`outbox/jobs/<job id>/<OutputS3KeyPrefix><TaskId>.<ext>` in the function's bucket (the only bucket
`OutputS3BucketName` may name: storage/keys.py); the task's request is kept under `outbox/polly-tasks/<job id>.json`,
and its status is the job's. OutputUri is that real key. A TaskId is a UUID, as Polly forms them; its job id is the
same UUID without dashes.

    task = start(bucket, plan, body, marks, billed, caller)   # {"TaskId": ..., "TaskStatus": "scheduled", ...}
    get(bucket, task_id)                                # the same, with the job's status now
    listing(bucket, status="completed", max_results="10", next_token=None)   # (tasks, next token)

A task's record is read by its schema (`TaskRecord`): one that is not (corrupted, or written by a version this one
does not know) is a ValidationException naming it in GetSpeechSynthesisTask, and is left out of a listing, so it
cannot break the listing for every other task. Records from before tasks had UUIDs (a TaskId of 32 hex digits) are
read as they are.
"""

from __future__ import annotations

import uuid
from datetime import UTC, datetime
from typing import Annotated, Any, cast

from pydantic import AfterValidator, Field, StrictStr

from handler.jobs.status import job_status
from handler.jobs.submit import queue_job
from handler.kernel import logs
from handler.kernel.errors import InvalidRequest
from handler.polly.errors import PollyError
from handler.service.plan import SpeechPlan
from handler.service.schemas import JobOutput, JobSpec, MarkType
from handler.storage import keys
from handler.storage.bucket import Bucket
from handler.storage.documents import Count, StoredDocument, StoredDocumentInvalid, Text, read_document

logger = logs.child(__name__)

PREFIX = keys.POLLY_TASKS  # expires with the jobs' outputs (SUPERTONIC_OUTBOX_DAYS)
STATUSES = {"queued": "scheduled", "running": "inProgress", "succeeded": "completed", "failed": "failed"}
EXTENSIONS = {"mp3": "mp3", "ogg_vorbis": "ogg", "ogg_opus": "ogg", "pcm": "pcm", "json": "marks"}


def task_id(value: str) -> str:
    uuid.UUID(value)  # a ValueError for anything else
    return value


class TaskRecord(StoredDocument):
    """outbox/polly-tasks/<job id>.json: the task as StartSpeechSynthesisTask answered it, without its status."""

    TaskId: Annotated[StrictStr, AfterValidator(task_id)]  # a UUID; 32 hex digits in the first records
    CreationTime: Annotated[float, Field(ge=0, le=10**11, allow_inf_nan=False)]  # seconds since 1970
    RequestCharacters: Count
    OutputUri: Text
    # What the request said, as it said it (RECORD_FIELDS)
    Engine: Text | None = None
    LanguageCode: Text | None = None
    LexiconNames: list[Text] | None = None
    OutputFormat: Text
    SampleRate: Text | None = None
    SpeechMarkTypes: list[Text] | None = None
    TextType: Text | None = None
    VoiceId: Text
    SnsTopicArn: Text | None = None


RECORD_FIELDS = tuple(TaskRecord.model_fields)[4:]


def start(
    bucket: Bucket, plan: SpeechPlan, body: dict[str, Any], marks: list[str], billed: int, caller: dict[str, str]
) -> dict[str, Any]:
    target, prefix = body["OutputS3BucketName"], body.get("OutputS3KeyPrefix", "")
    request = plan.request
    spec = JobSpec.model_construct(
        **{name: getattr(request, name) for name in type(request).model_fields if name != "text"},
        text=request.text,
    )
    region = bucket.client.meta.region_name or "us-east-1"
    task_id = str(uuid.uuid4())  # as Polly forms them; Polly names the output <prefix><TaskId>.<ext>
    job_id = job_of(task_id)
    file = f"{prefix}{task_id}.{EXTENSIONS[body['OutputFormat']]}"
    output_key = checked_output(bucket, target, job_id, file)
    kinds = cast("list[MarkType]", marks)  # checked by the route (polly_routes.speech_request)
    spec.output = JobOutput(bucket=target, key=file, marks=kinds or None)
    queue_job(bucket, spec, caller=caller, job_id=job_id)
    record = TaskRecord(
        TaskId=task_id,
        CreationTime=datetime.now(UTC).timestamp(),
        RequestCharacters=billed,
        OutputUri=f"https://s3.{region}.amazonaws.com/{bucket.name}/{output_key}",
        **{name: body[name] for name in RECORD_FIELDS if name in body},
    )
    bucket.put_json(f"{PREFIX}{job_id}.json", record.stored())
    return {**record.stored(), "TaskStatus": "scheduled"}


def checked_output(bucket: Bucket, target: str, job_id: str, file: str) -> str:
    """The task's output key, in its own folder; Polly's exceptions for another bucket or an unusable prefix."""
    try:
        keys.output_bucket(target, own=bucket.name)
    except InvalidRequest:
        raise PollyError(
            "InvalidS3BucketException",
            f"OutputS3BucketName {target[:80]!r} is refused: tasks write only to the function's own bucket "
            f"({bucket.name!r}).",
        ) from None
    try:
        return keys.output_key(keys.api_job_name(job_id), file)
    except InvalidRequest as error:
        raise PollyError(
            "InvalidS3KeyException",
            f"OutputS3KeyPrefix is refused: {error.message.replace('output.key', 'the output key', 1)}",
        ) from None


def job_of(task_id: str) -> str:
    """The bucket job of a task id (a UUID, as Polly writes them; 32 hex digits without dashes are taken too)."""
    try:
        return uuid.UUID(task_id).hex
    except ValueError:
        raise PollyError("InvalidTaskIdException", f"TaskId {task_id[:64]!r} is not a task id (a UUID).") from None


def get(bucket: Bucket, task_id: str) -> dict[str, Any]:
    record = read_record(bucket, f"{PREFIX}{job_of(task_id)}.json")
    if record is None:
        raise PollyError("SynthesisTaskNotFoundException", f"No synthesis task {task_id!r}.")
    return with_status(bucket, record)


def read_record(bucket: Bucket, key: str) -> TaskRecord | None:
    """The record at `key`, which must be its own task's (a record copied under another task's key is refused)."""
    record = read_document(bucket, key, TaskRecord)
    if record is not None and key != f"{PREFIX}{job_of(record.TaskId)}.json":
        raise StoredDocumentInvalid(f"The stored document {key[:200]} is another task's record; it is not read.")
    return record


def with_status(bucket: Bucket, record: TaskRecord) -> dict[str, Any]:
    status = job_status(bucket, keys.api_job_name(job_of(record.TaskId)), 60) or {"status": "failed"}
    task = {**record.stored(), "TaskStatus": STATUSES.get(status.get("status", ""), "scheduled")}
    if task["TaskStatus"] == "failed":
        task["TaskStatusReason"] = (status.get("error") or {}).get("message", "The task's job was not found.")
    return task


def listing(
    bucket: Bucket, *, status: str | None, max_results: str | None, next_token: str | None
) -> tuple[list[dict[str, Any]], str | None]:
    """Tasks newest first, `max_results` (1 to 100, default 100) at a time; the token is the next one's offset."""
    try:
        size = int(max_results) if max_results is not None else 100
        offset = int(next_token) if next_token is not None else 0
    except ValueError:
        raise PollyError("InvalidNextTokenException", "NextToken or MaxResults is not valid.") from None
    if not 1 <= size <= 100 or offset < 0:
        raise PollyError("InvalidNextTokenException", "MaxResults is 1 to 100; NextToken comes from a listing.")
    records = [record for key in bucket.keys(PREFIX) if (record := readable_record(bucket, key)) is not None]
    tasks = [with_status(bucket, r) for r in sorted(records, key=lambda r: -r.CreationTime)]
    if status:
        tasks = [task for task in tasks if task["TaskStatus"] == status]
    page = tasks[offset : offset + size]
    return page, (str(offset + size) if offset + size < len(tasks) else None)


def readable_record(bucket: Bucket, key: str) -> TaskRecord | None:
    """A listing's record, or None (logged) when it is not read: one bad record does not break the listing."""
    try:
        return read_record(bucket, key)
    except StoredDocumentInvalid as error:
        logger.warning("task record not read", extra={"key": key[:200], "reason": error.message[:300]})
        return None
