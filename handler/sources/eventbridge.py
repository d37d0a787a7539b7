"""EventBridge "Object Created" events from a bucket with EventBridge notifications turned on.

source = EventBridgeSource(runner)   # as S3Source
source.infer(event)   # source == "aws.s3" and a detail-type
source(event, context) -> {"jobs": [...]}
created_objects(event) -> [CreatedObject(bucket, key, etag, sequencer)]   # the key decoded once, by Powertools
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from handler.sources import InvocationContext, Source
from handler.sources.s3 import CreatedObject, jobs_response, run_created

if TYPE_CHECKING:
    from handler.jobs.runner import JobRunner


def is_s3_eventbridge(event: dict[str, Any]) -> bool:
    return event.get("source") == "aws.s3" and "detail-type" in event


def created_objects(event: dict[str, Any]) -> list[CreatedObject]:
    if event.get("detail-type") != "Object Created":
        return []
    from aws_lambda_powertools.utilities.data_classes import S3EventBridgeNotificationEvent  # with the first one

    typed = S3EventBridgeNotificationEvent(event)
    found = typed.detail.object
    # .key is unquote_plus'd by Powertools
    detail = typed.detail
    uploader = (detail.get("requester") or "", detail.get("source-ip-address") or "")
    return [CreatedObject(detail.bucket.name, found.key, found.etag, found.get("sequencer") or "", *uploader)]


class EventBridgeSource(Source):
    def __init__(self, runner: JobRunner | None) -> None:
        self.runner = runner

    @staticmethod
    def infer(event: dict[str, Any]) -> bool:
        return is_s3_eventbridge(event)

    def __call__(self, event: dict[str, Any], context: InvocationContext) -> dict[str, Any]:
        return jobs_response([run_created(self.runner, created, context) for created in created_objects(event)])
