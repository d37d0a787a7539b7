"""The queue of a long job's segments (SQS, or the moto server locally, through the same endpoint as S3).

    queue = SegmentQueue.from_settings(settings)     # None when SUPERTONIC_SEGMENT_QUEUE_URL is empty
    queue.send(["{...}", "{...}"])                   # in batches of ten; raises StorageUnavailable on failure

A failed send raises, so the message that asked for it comes back and sends again: a duplicate segment
message is harmless (its done marker makes the second one a no-op).
"""

from __future__ import annotations

import os
from typing import Any

from handler.kernel import logs
from handler.kernel.config import Settings
from handler.kernel.errors import StorageUnavailable
from handler.storage.bucket import boto_errors, error_code

logger = logs.child(__name__)
SQS_BATCH = 10  # SendMessageBatch's limit


class SegmentQueue:
    def __init__(self, client: Any, url: str) -> None:
        self.client = client
        self.url = url

    @classmethod
    def from_settings(cls, settings: Settings) -> SegmentQueue | None:
        if not settings.segment_queue_url:
            return None
        # boto3 only with a queue configured: importing it costs init time and memory every deployment would pay.
        import boto3
        from botocore.config import Config

        client = boto3.client(
            "sqs",
            # A local moto server serves S3 and SQS alike; beside MinIO or R2, name AWS's SQS endpoint.
            endpoint_url=settings.sqs_endpoint_url or settings.s3_endpoint_url or None,
            region_name=settings.s3_region or os.environ.get("AWS_REGION") or None,
            config=Config(retries={"max_attempts": 3, "mode": "standard"}, connect_timeout=5, read_timeout=30),
        )
        return cls(client, settings.segment_queue_url)

    def send(self, bodies: list[str]) -> None:
        for first in range(0, len(bodies), SQS_BATCH):
            entries = [
                {"Id": str(index), "MessageBody": body}
                for index, body in enumerate(bodies[first : first + SQS_BATCH], start=first)
            ]
            try:
                answer = self.client.send_message_batch(QueueUrl=self.url, Entries=entries)
            except boto_errors() as error:
                raise self._unavailable(error_code(error)) from error
            if answer.get("Failed"):
                raise self._unavailable(str(answer["Failed"][0].get("Code", "Failed")))

    def _unavailable(self, code: str) -> StorageUnavailable:
        logger.warning("queue send failed", extra={"error": code})
        return StorageUnavailable(f"The segment queue is unavailable: SQS send_message_batch failed ({code}).")
