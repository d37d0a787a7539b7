"""SQS batches carrying S3 notifications (the deployed path: bucket -> queue -> function).

Each message is handled on its own through Powertools' batch processor, and the answer lists the messages that
must come back (`batchItemFailures`), so one bad message never makes a whole batch retry. A message body may be
an S3 notification, an `s3:TestEvent` (ignored), or an EventBridge S3 event routed through the queue.

A body that is none of these (not JSON, or JSON of another shape) can never succeed: it gets one warning line
(message id, size and a hash, never the body) and is not reported as failed, so it is not retried to the DLQ.
Only a job that may pass later (the runner raises) comes back.

    source = SQSSource(runner_for_bucket)
    source.infer(event)   # Records[].eventSource == "aws:sqs", unless the batch is the segment queue's
    source(event, context) -> {"batchItemFailures": [{"itemIdentifier": "<messageId>"}]}
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, cast

from handler import logs
from handler.jobs.segments import parse_segment_message
from handler.sources import InvocationContext, Source, eventbridge, records_from, s3
from handler.sources.s3 import CreatedObject, RunnerFor, run_created

if TYPE_CHECKING:
    from aws_lambda_powertools.utilities.data_classes.sqs_event import SQSRecord
    from aws_lambda_powertools.utilities.typing import LambdaContext

logger = logs.child(__name__)


def objects_in(record: SQSRecord) -> list[CreatedObject] | None:
    """The objects a message announces; None when the body is no S3 notification."""
    try:
        message = record.json_body
    except (json.JSONDecodeError, TypeError):
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
    """An SQS batch from the segment queue (handler/sources/segments.py): a queue carries one kind of message,
    so the first one says which."""
    return is_sqs_event(event) and parse_segment_message(event["Records"][0].get("body")) is not None


class SQSSource(Source):
    def __init__(self, runner_for: RunnerFor) -> None:
        self.runner_for = runner_for

    @staticmethod
    def infer(event: dict[str, Any]) -> bool:
        return is_sqs_event(event) and not is_segment_batch(event)  # the segment queue's are SegmentSource's

    def __call__(self, event: dict[str, Any], context: InvocationContext) -> dict[str, Any]:
        def handle(record: SQSRecord) -> int:
            objects = objects_in(record)
            if objects is None:
                ignore(record)
                return 0
            for created in objects:  # a job that raises comes back with its message
                run_created(self.runner_for, created, context)
            return len(objects)

        return process_batch(event, context, handle)


def process_batch(
    event: dict[str, Any],
    context: InvocationContext,
    handle: Callable[[SQSRecord], object],
    *,
    raise_on_entire_batch_failure: bool = True,
) -> dict[str, Any]:
    """Each record through Powertools' batch processor: {"batchItemFailures": [...]} names the ones that raised,
    and only those come back. Powertools' batch utilities load with the first SQS event (a function URL or S3
    invocation never needs them, and they cost about 15 ms of init)."""
    from aws_lambda_powertools.utilities.batch import BatchProcessor, EventType, process_partial_response

    processor = BatchProcessor(event_type=EventType.SQS, raise_on_entire_batch_failure=raise_on_entire_batch_failure)
    answer = process_partial_response(
        event=event, record_handler=handle, processor=processor, context=cast("LambdaContext", context)
    )
    return cast(dict[str, Any], answer)  # a TypedDict of Powertools', returned to Lambda as JSON
