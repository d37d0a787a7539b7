"""A moto S3 (and SQS) server in its own process, so objects the service stores do not count in the measured RSS
(on Lambda they live in S3, not in the function's memory).

    with s3_server() as server:
        server.env          # SUPERTONIC_* and AWS_* variables that point the service at it
        server.client()     # a boto3 client for setting up jobs and reading results
"""

from __future__ import annotations

import contextlib
import socket
from collections.abc import Iterator
from dataclasses import dataclass

from bench.worker import VENV_PYTHON, background, free_port

BUCKET = "supertonic-bench"
CREDENTIALS = {
    "AWS_ACCESS_KEY_ID": "testing",
    "AWS_SECRET_ACCESS_KEY": "testing",
    "AWS_DEFAULT_REGION": "us-east-1",
    "AWS_REGION": "us-east-1",
}


@dataclass(frozen=True)
class S3Server:
    url: str

    @property
    def env(self) -> dict[str, str]:
        return {
            **CREDENTIALS,
            "SUPERTONIC_BUCKET": BUCKET,
            "SUPERTONIC_S3_ENDPOINT_URL": self.url,
            "SUPERTONIC_S3_PATH_STYLE": "true",
            "SUPERTONIC_S3_REGION": "us-east-1",
        }

    def client(self):
        import boto3

        keys = {"aws_access_key_id": "testing", "aws_secret_access_key": "testing"}
        return boto3.client("s3", endpoint_url=self.url, region_name="us-east-1", **keys)


def _listening(port: int) -> bool:
    with contextlib.suppress(OSError), socket.create_connection(("127.0.0.1", port), timeout=1):
        return True
    return False


@contextlib.contextmanager
def s3_server() -> Iterator[S3Server]:
    port = free_port()
    command = [str(VENV_PYTHON), "-m", "moto.server", "-H", "127.0.0.1", "-p", str(port)]
    with background(command, {}, lambda: _listening(port), "moto", timeout=30):
        server = S3Server(f"http://127.0.0.1:{port}")
        server.client().create_bucket(Bucket=BUCKET)
        yield server
