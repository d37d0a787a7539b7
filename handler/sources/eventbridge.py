"""EventBridge "Object Created" events from a bucket with EventBridge notifications turned on.

source = EventBridgeSource(runner_for_bucket)
source.infer(event)   # source == "aws.s3" and a detail-type
source(event, context) -> {"jobs": [...]}
created_objects(event) -> [(bucket, key)]   # the key decoded once, by Powertools
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from handler.sources.s3 import RunnerFor, jobs_response, remaining_seconds

if TYPE_CHECKING:
    from handler.jobs.runner import JobOutcome


def is_s3_eventbridge(event: dict) -> bool:
    return event.get("source") == "aws.s3" and "detail-type" in event


def created_objects(event: dict) -> list[tuple[str, str]]:
    if event.get("detail-type") != "Object Created":
        return []
    from aws_lambda_powertools.utilities.data_classes import S3EventBridgeNotificationEvent  # with the first one

    typed = S3EventBridgeNotificationEvent(event)
    return [(typed.detail.bucket.name, typed.detail.object.key)]  # .key is unquote_plus'd by Powertools


def run_eventbridge(event: dict, runner_for: RunnerFor, context: object) -> list[JobOutcome]:
    return [
        runner_for(bucket).run(key, remaining_seconds=remaining_seconds(context))
        for bucket, key in created_objects(event)
    ]


class EventBridgeSource:
    def __init__(self, runner_for: RunnerFor) -> None:
        self.runner_for = runner_for

    @staticmethod
    def infer(event: dict) -> bool:
        return is_s3_eventbridge(event)

    def __call__(self, event: dict, context: object) -> dict:
        return jobs_response(run_eventbridge(event, self.runner_for, context))
