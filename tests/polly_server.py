"""The app served by uvicorn on loopback, with moto's S3 (the kit's bucket, and another that no task may write), for the
tests that drive boto3's real Polly client against it."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

import boto3
from botocore.config import Config
from moto import mock_aws

from handler.api.app import create_app
from handler.api.services import Services
from handler.jobs.runner import JobRunner
from handler.kernel.config import Settings
from handler.platform.function import build_services
from tests.live_server import uvicorn_server

BUCKET = "supertonic-polly-test"
OUTPUT_BUCKET = "their-audio"
REGION = "us-east-1"


@dataclass
class Server:
    url: str
    services: Services

    def polly(self, **extra: object):  # noqa: ANN201 (botocore's generated client class)
        return boto3.client(
            "polly",
            endpoint_url=f"{self.url}/polly",
            region_name=REGION,
            aws_access_key_id="AKIDEXAMPLE",
            aws_secret_access_key="secret",
            config=Config(retries={"max_attempts": 1}),
            **extra,
        )

    def s3(self):  # noqa: ANN201
        return boto3.client("s3", region_name=REGION)

    def run_inbox(self) -> list[str]:
        """What the bucket notification does in a deployment: each inbox object through the job runner."""
        bucket = self.services.bucket
        runner = JobRunner(self.services.speech, self.services.settings, bucket)
        keys = [key for key in bucket.keys("inbox/") if key.endswith(".json")]
        for key in keys:
            runner.run(key)
        return keys


@contextmanager
def serve(model_dir: Path, **settings: object) -> Iterator[Server]:
    with mock_aws():
        s3 = boto3.client("s3", region_name=REGION)
        for name in (BUCKET, OUTPUT_BUCKET):
            s3.create_bucket(Bucket=name)
        options = {"model_dir": str(model_dir), "intra_op_threads": 1, "bucket": BUCKET, "cache_enabled": False}
        services = build_services(Settings(**{**options, **settings}))
        with uvicorn_server(create_app(services)) as url:
            yield Server(url, services)
