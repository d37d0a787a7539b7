"""EventBridge "Object Created" events from a bucket with EventBridge notifications turned on.

source = EventBridgeSource(runner_for_bucket)
source.infer(event)   # source == "aws.s3" and detail-type == "Object Created"
source(event, context) -> {"jobs": [...]}
"""

from __future__ import annotations

from aws_lambda_powertools.utilities.data_classes import S3EventBridgeNotificationEvent

from handler.jobs.runner import JobOutcome
from handler.sources.s3 import RunnerFor, jobs_response, remaining_seconds


def is_s3_eventbridge(event: dict) -> bool:
    return event.get("source") == "aws.s3" and "detail-type" in event


def run_eventbridge(event: dict, runner_for: RunnerFor, context: object) -> list[JobOutcome]:
    if event.get("detail-type") != "Object Created":
        return []
    typed = S3EventBridgeNotificationEvent(event)
    runner = runner_for(typed.detail.bucket.name)
    return [runner.run(typed.detail.object.key, remaining_seconds=remaining_seconds(context))]


class EventBridgeSource:
    def __init__(self, runner_for: RunnerFor) -> None:
        self.runner_for = runner_for

    @staticmethod
    def infer(event: dict) -> bool:
        return is_s3_eventbridge(event)

    def __call__(self, event: dict, context: object) -> dict:
        return jobs_response(run_eventbridge(event, self.runner_for, context))
