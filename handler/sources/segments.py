"""SQS batches from the segment queue: each message is one segment of a long job (handler/jobs/segment_worker.py).

    source = SegmentSource(worker_for_bucket)
    source.infer(event)   # an SQS batch whose first message is a segment message
    source(event, context) -> {"batchItemFailures": [{"itemIdentifier": "<messageId>"}]}

The source claims an SQS event whose first message is a segment message (a queue carries one kind). Each
message is handled on its own through Powertools' batch processor; one that raises comes back, with its
delivery count (ApproximateReceiveCount) telling the worker when to stop retrying and record the job's error.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from handler.jobs.segment_worker import SegmentWorker
from handler.jobs.segments import parse_segment_message
from handler.sources import InvocationContext, Source
from handler.sources.sqs import ignore, is_segment_batch, process_batch
from handler.workload import remaining_seconds

if TYPE_CHECKING:
    from aws_lambda_powertools.utilities.data_classes.sqs_event import SQSRecord

WorkerFor = Callable[[str], SegmentWorker]


class SegmentSource(Source):
    def __init__(self, worker_for: WorkerFor) -> None:
        self.worker_for = worker_for

    @staticmethod
    def infer(event: dict[str, Any]) -> bool:
        return is_segment_batch(event)

    def __call__(self, event: dict[str, Any], context: InvocationContext) -> dict[str, Any]:
        def handle(record: SQSRecord) -> str:
            message = parse_segment_message(record.body)
            if message is None:
                ignore(record)
                return "ignored"
            attempt = int(record.attributes.approximate_receive_count or 1)
            return self.worker_for(message.bucket).run(
                message, attempt=attempt, owner=record.message_id, remaining_seconds=remaining_seconds(context)
            )

        # A failed segment is reported, not raised, even when it is the whole batch (BatchSize 1): the message
        # comes back all the same, without counting as a function error.
        return process_batch(event, context, handle, raise_on_entire_batch_failure=False)
