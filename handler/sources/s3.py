"""S3 notifications delivered straight to the function: each created object under `inbox/` is a job.

`s3:TestEvent` (sent when a notification is configured) and every other event type are ignored. Keys arrive
URL-encoded (`+` for a space, `%2B` for a plus); they are decoded exactly once, here, and everything after this
module works with the real key.

    source = S3Source(runner)   # a JobRunner for the configured bucket; None: no bucket, an event is an error
    source.infer(event)   # Records[].eventSource == "aws:s3", or an s3:TestEvent
    source(event, context) -> {"jobs": [...]}
    created_objects(event) -> [CreatedObject(bucket, key, etag, sequencer), ...]

The record's eTag and sequencer say which version of the object the event announces: the job runner keeps
them in its receipt, and removes an inbox object only while it is still the version it ran (a new upload to the
same key during a run is left for its own event).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple
from urllib.parse import unquote_plus

from handler.kernel.errors import StorageUnavailable
from handler.sources import InvocationContext, Source, records_from

if TYPE_CHECKING:
    from handler.jobs.runner import JobOutcome, JobRunner


class CreatedObject(NamedTuple):
    bucket: str
    key: str  # decoded
    etag: str = ""  # of the version the event announces
    sequencer: str = ""  # orders events for one key
    principal_id: str = ""  # who put the object, as the event says (the audit trail's caller of an upload)
    source_ip: str = ""

    def uploader(self) -> dict[str, str]:
        return {"principal_id": self.principal_id, "source_ip": self.source_ip}


def is_test_event(event: dict[str, Any]) -> bool:
    return event.get("Event") == "s3:TestEvent"


def is_s3_notification(event: dict[str, Any]) -> bool:
    return records_from(event, "aws:s3")


def created_objects(event: dict[str, Any]) -> list[CreatedObject]:
    """Every ObjectCreated record's bucket, decoded key, eTag and sequencer; none for an s3:TestEvent."""
    if is_test_event(event):
        return []
    from aws_lambda_powertools.utilities.data_classes import S3Event  # with the first S3 event, not at init

    return [
        # S3Object.key is the raw, URL-encoded key (only S3Event.object_key, the first record's, is decoded)
        CreatedObject(
            record.s3.bucket.name,
            unquote_plus(record.s3.get_object.key),
            record.s3.get_object.get("eTag") or "",
            record.s3.get_object.get("sequencer") or "",
            (record.get("userIdentity") or {}).get("principalId") or "",
            (record.get("requestParameters") or {}).get("sourceIPAddress") or "",
        )
        for record in S3Event(event).records
        if record.event_name.startswith("ObjectCreated:")
    ]


def run_created(runner: JobRunner | None, created: CreatedObject, context: InvocationContext) -> JobOutcome:
    """Run the job an event announces, in the bucket and with the version it names; raises if the job must be
    retried (no bucket is configured yet, or the runner raised)."""
    if runner is None:
        raise StorageUnavailable("Bucket jobs need a bucket: set SUPERTONIC_BUCKET.")
    return runner.in_bucket(created.bucket).run(
        created.key, context=context, etag=created.etag, sequencer=created.sequencer, uploader=created.uploader()
    )


def jobs_response(outcomes: list[JobOutcome]) -> dict[str, Any]:
    return {"jobs": [{"key": o.key, "status": o.status, "name": o.name} for o in outcomes]}


class S3Source(Source):
    def __init__(self, runner: JobRunner | None) -> None:
        self.runner = runner

    @staticmethod
    def infer(event: dict[str, Any]) -> bool:
        return is_s3_notification(event) or is_test_event(event)

    def __call__(self, event: dict[str, Any], context: InvocationContext) -> dict[str, Any]:
        return jobs_response([run_created(self.runner, created, context) for created in created_objects(event)])
