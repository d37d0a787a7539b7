"""S3 notifications delivered straight to the function: each created object under `inbox/` is a job.

`s3:TestEvent` (sent when a notification is configured) and every other event type are ignored. Keys arrive
URL-encoded (`+` for spaces, `%xx` for the rest); Powertools' `S3Event.object_key` decodes them.

    source = S3Source(runner_for_bucket)
    source.infer(event)   # Records[].eventSource == "aws:s3", or an s3:TestEvent
    source(event, context) -> {"jobs": [...]}
"""

from __future__ import annotations

from collections.abc import Callable
from urllib.parse import unquote_plus

from aws_lambda_powertools.utilities.data_classes import S3Event

from handler.jobs.runner import JobOutcome, JobRunner

RunnerFor = Callable[[str], JobRunner]  # bucket name -> a runner for that bucket


def is_test_event(event: dict) -> bool:
    return event.get("Event") == "s3:TestEvent"


def is_s3_notification(event: dict) -> bool:
    records = event.get("Records")
    return isinstance(records, list) and bool(records) and records[0].get("eventSource") == "aws:s3"


def remaining_seconds(context: object) -> float | None:
    remaining = getattr(context, "get_remaining_time_in_millis", None)
    return remaining() / 1000 if callable(remaining) else None


def run_notification(event: dict, runner_for: RunnerFor, context: object) -> list[JobOutcome]:
    """Run every ObjectCreated record of one S3 notification; raises if a job must be retried."""
    if is_test_event(event):
        return []
    outcomes = []
    for record in S3Event(event).records:
        if not record.event_name.startswith("ObjectCreated:"):
            continue
        key = unquote_plus(record.s3.get_object.key)
        runner = runner_for(record.s3.bucket.name)
        outcomes.append(runner.run(key, remaining_seconds=remaining_seconds(context)))
    return outcomes


def jobs_response(outcomes: list[JobOutcome]) -> dict:
    return {"jobs": [{"key": o.key, "status": o.status, "name": o.name} for o in outcomes]}


class S3Source:
    def __init__(self, runner_for: RunnerFor) -> None:
        self.runner_for = runner_for

    @staticmethod
    def infer(event: dict) -> bool:
        return is_s3_notification(event) or is_test_event(event)

    def __call__(self, event: dict, context: object) -> dict:
        return jobs_response(run_notification(event, self.runner_for, context))
