"""SQS batches, from either of the kit's two queues; a queue carries one kind of message, so the first says which:
- the job queue (the deployed path: bucket -> queue -> function): a body is an S3 notification, an
  `s3:TestEvent` (ignored), or an EventBridge S3 event routed through the queue; each object is a job run by
  the job runner (handler/jobs/runner.py);
- the segment queue: each body is one segment of a long job in the function's bucket (one naming another bucket
  is ignored as no message of ours), run by the segment worker
  (handler/jobs/segment_worker.py), which reads the delivery count (ApproximateReceiveCount) to know when to
  stop retrying and record the job's error.

Each message is handled on its own through Powertools' batch processor, and the answer lists the messages that
must come back (`batchItemFailures`), so one bad message never makes a whole batch retry. A body that can
never succeed (not JSON, JSON nested too deep to read, or JSON of another shape) gets one warning line (message
id, size and a hash, never the body) and is not reported as failed, so it is not retried to the DLQ; an event for
another bucket, or one that does not exist, is refused and recorded (jobs/runner.py). Only a job or segment that
may pass later (it raises) comes back.

    source = SQSSource(runner, worker)   # for the configured bucket; None for each without one
    source.infer(event)   # Records[].eventSource == "aws:sqs"
    source(event, context) -> {"batchItemFailures": [{"itemIdentifier": "<messageId>"}]}
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Any, cast

from handler.jobs.segments import parse_segment_message
from handler.kernel import logs
from handler.kernel.errors import StorageUnavailable
from handler.sources import InvocationContext, Source, eventbridge, records_from, s3
from handler.sources.s3 import CreatedObject, run_created

if TYPE_CHECKING:
    from aws_lambda_powertools.utilities.data_classes.sqs_event import SQSRecord
    from aws_lambda_powertools.utilities.typing import LambdaContext

    from handler.jobs.runner import JobRunner
    from handler.jobs.segment_worker import SegmentWorker

logger = logs.child(__name__)


def objects_in(record: SQSRecord) -> list[CreatedObject] | None:
    """The objects a message announces; None when the body is no S3 notification."""
    try:
        message = record.json_body
    except (json.JSONDecodeError, TypeError, RecursionError):  # RecursionError: nested past what json reads
        return None
    if not isinstance(message, dict):
        return None
    try:
        if eventbridge.is_s3_eventbridge(message):
            return eventbridge.created_objects(message)
        if s3.is_s3_notification(message) or s3.is_test_event(message):
            return s3.created_objects(message)
    except (KeyError, TypeError, AttributeError):  # the right shape on top, malformed inside
        return None
    return None


def ignore(record: SQSRecord) -> None:
    body = record.body.encode() if isinstance(record.body, str) else b""
    logger.warning(
        "ignored a queue message that is no S3 notification",
        extra={
            "message_id": record.message_id,
            "body_bytes": len(body),
            "body_sha256": hashlib.sha256(body).hexdigest()[:16],
        },
    )


def is_sqs_event(event: dict[str, Any]) -> bool:
    return records_from(event, "aws:sqs")


def is_segment_batch(event: dict[str, Any]) -> bool:
    """A batch from the segment queue: a queue carries one kind of message, so the first one says which."""
    return parse_segment_message(event["Records"][0].get("body")) is not None


class SQSSource(Source):
    def __init__(self, runner: JobRunner | None, worker: SegmentWorker | None) -> None:
        self.runner = runner
        self.worker = worker

    @staticmethod
    def infer(event: dict[str, Any]) -> bool:
        return is_sqs_event(event)

    def __call__(self, event: dict[str, Any], context: InvocationContext) -> dict[str, Any]:
        if is_segment_batch(event):
            # A failed segment is reported, not raised, even when it is the whole batch (BatchSize 1): the
            # message comes back all the same, without counting as a function error.
            return process_batch(event, context, partial(self.run_segment, context=context), whole_batch_raises=False)
        return process_batch(event, context, partial(self.run_jobs, context=context))

    def run_jobs(self, record: SQSRecord, *, context: InvocationContext) -> int:
        objects = objects_in(record)
        if objects is None:
            ignore(record)
            return 0
        for created in objects:  # a job that raises comes back with its message
            run_created(self.runner, created, context)
        return len(objects)

    def run_segment(self, record: SQSRecord, *, context: InvocationContext) -> str:
        message = parse_segment_message(record.body)
        if message is None:
            ignore(record)
            return "ignored"
        if self.worker is None:
            raise StorageUnavailable("Long jobs need a bucket: set SUPERTONIC_BUCKET.")
        if message.bucket != self.worker.bucket.name:  # the function's segments are in its own bucket only
            ignore(record)
            return "ignored"
        return self.worker.run(
            message,
            attempt=int(record.attributes.approximate_receive_count or 1),
            owner=record.message_id,
            context=context,
        )


def process_batch(
    event: dict[str, Any],
    context: InvocationContext,
    handle: Callable[[SQSRecord], object],
    *,
    whole_batch_raises: bool = True,
) -> dict[str, Any]:
    """Each record through Powertools' batch processor: {"batchItemFailures": [...]} names the ones that raised,
    and only those come back. Powertools' batch utilities load with the first SQS event (a function URL or S3
    invocation never needs them, and they cost about 15 ms of init)."""
    from aws_lambda_powertools.utilities.batch import BatchProcessor, EventType, process_partial_response

    processor = BatchProcessor(event_type=EventType.SQS, raise_on_entire_batch_failure=whole_batch_raises)
    answer = process_partial_response(
        event=event, record_handler=handle, processor=processor, context=cast("LambdaContext", context)
    )
    return cast(dict[str, Any], answer)  # a TypedDict of Powertools', returned to Lambda as JSON
