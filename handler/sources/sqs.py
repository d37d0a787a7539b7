"""SQS batches carrying S3 notifications (the deployed path: bucket -> queue -> function).

Each message is handled on its own through Powertools' batch processor, and the answer lists the messages that
must come back (`batchItemFailures`), so one bad message never makes a whole batch retry. A message body may be
an S3 notification, an `s3:TestEvent`, or an EventBridge S3 event routed through the queue.

    source = SQSSource(runner_for_bucket)
    source(event, context) -> {"batchItemFailures": [{"itemIdentifier": "<messageId>"}]}
"""

from __future__ import annotations

import json

from aws_lambda_powertools.utilities.batch import BatchProcessor, EventType, process_partial_response
from aws_lambda_powertools.utilities.data_classes.sqs_event import SQSRecord

from handler.sources.eventbridge import is_s3_eventbridge, run_eventbridge
from handler.sources.s3 import RunnerFor, run_notification


class SQSSource:
    def __init__(self, runner_for: RunnerFor) -> None:
        self.runner_for = runner_for

    @staticmethod
    def infer(event: dict) -> bool:
        records = event.get("Records")
        return isinstance(records, list) and bool(records) and records[0].get("eventSource") == "aws:sqs"

    def __call__(self, event: dict, context: object) -> dict:
        processor = BatchProcessor(event_type=EventType.SQS)

        def handle(record: SQSRecord) -> int:
            try:
                message = json.loads(record.body)
            except json.JSONDecodeError:
                return 0  # not a notification: nothing to do, and retrying would not help
            if isinstance(message, dict) and is_s3_eventbridge(message):
                return len(run_eventbridge(message, self.runner_for, context))
            if isinstance(message, dict):
                return len(run_notification(message, self.runner_for, context))
            return 0

        return process_partial_response(event=event, record_handler=handle, processor=processor, context=context)
