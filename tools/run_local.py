"""`make run`: the same app and event path as on Lambda, on this machine, with storage emulated by a moto server.

1. The model: --model-dir, else $MODEL_DIR, else $SUPERTONIC_MODEL_DIR, else models/supertonic-3 (the order `make`
   follows too); if that folder has no model, `make model`'s download into it, else (offline) the synthetic test
   model, with a loud warning (its output is a test signal, not speech).
2. A moto S3 + SQS server on loopback, with the kit's bucket, lifecycle rules, and a notification from inbox/ to
   a queue, as infra/template.yaml deploys them.
3. A poller that turns queue messages into Lambda SQS events for `handler.main.handler`: uploads become audio.
4. uvicorn serving `handler.main:app`.

    make run                      # or: python tools/run_local.py --port 8080
    make run PORT=9000 S3_PORT=5000   # HTTP on 9000, the emulated S3/SQS endpoint on 5000 (default: a free port)
"""

from __future__ import annotations

import argparse
import os
import sys
import threading
import time
import uuid
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

BUCKET = "supertonic-local"
QUEUE = "supertonic-jobs"
BANNER = "=" * 78


def choose_model(model_dir: Path) -> Path:
    from handler.engine.download import download_model
    from handler.errors import ModelError

    if (model_dir / "onnx" / "vocoder.onnx").is_file():
        return model_dir
    try:
        print(f"No model in {model_dir}: downloading Supertonic 3 ...", file=sys.stderr)
        return download_model(model_dir)
    except ModelError as error:
        from tools.synthetic_model import write_model

        synthetic = ROOT / "models" / "synthetic"
        if not (synthetic / "onnx" / "vocoder.onnx").is_file():
            write_model(synthetic)
        print(
            f"\n{BANNER}\nWARNING: {error.message}\nWARNING: falling back to the SYNTHETIC test model in "
            f"{synthetic}.\nWARNING: its output is a test signal, NOT speech. /v1/health says so too.\n{BANNER}\n",
            file=sys.stderr,
        )
        return synthetic


@dataclass
class LocalStorage:
    endpoint: str
    sqs: object
    queue_url: str
    server: object  # moto's ThreadedMotoServer; .stop() ends it


def start_storage(s3_port: int) -> LocalStorage:
    import logging

    import boto3
    from moto.server import ThreadedMotoServer

    logging.getLogger("werkzeug").setLevel(logging.ERROR)  # one line per emulated S3 call drowns the banner

    server = ThreadedMotoServer(ip_address="127.0.0.1", port=s3_port, verbose=False)
    server.start()
    host, port = server.get_host_and_port()
    endpoint = f"http://{host}:{port}"
    s3 = boto3.client("s3", endpoint_url=endpoint, region_name="us-east-1")
    sqs = boto3.client("sqs", endpoint_url=endpoint, region_name="us-east-1")
    s3.create_bucket(Bucket=BUCKET)
    queue_url = sqs.create_queue(QueueName=QUEUE)["QueueUrl"]
    queue_arn = sqs.get_queue_attributes(QueueUrl=queue_url, AttributeNames=["QueueArn"])["Attributes"]["QueueArn"]
    s3.put_bucket_notification_configuration(
        Bucket=BUCKET,
        NotificationConfiguration={
            "QueueConfigurations": [
                {
                    "Id": "inbox-jobs",
                    "QueueArn": queue_arn,
                    "Events": ["s3:ObjectCreated:*"],
                    "Filter": {"Key": {"FilterRules": [{"Name": "prefix", "Value": "inbox/"}]}},
                }
            ]
        },
    )
    return LocalStorage(endpoint, sqs, queue_url, server)


class PollerContext:
    """The bits of Lambda's context the handler reads."""

    aws_request_id = ""

    @staticmethod
    def get_remaining_time_in_millis() -> int:
        return 900_000


def poll_once(sqs, queue_url: str, handler, wait_seconds: int = 1) -> int:
    """Lambda's SQS event source, in miniature: receive, invoke with a real-format event, delete what succeeded."""
    messages = sqs.receive_message(QueueUrl=queue_url, MaxNumberOfMessages=10, WaitTimeSeconds=wait_seconds)
    messages = messages.get("Messages", [])
    if not messages:
        return 0
    records = [
        {
            "messageId": m["MessageId"],
            "receiptHandle": m["ReceiptHandle"],
            "body": m["Body"],
            "attributes": {"ApproximateReceiveCount": "1"},
            "messageAttributes": {},
            "md5OfBody": m["MD5OfBody"],
            "eventSource": "aws:sqs",
            "eventSourceARN": f"arn:aws:sqs:us-east-1:123456789012:{QUEUE}",
            "awsRegion": "us-east-1",
        }
        for m in messages
    ]
    context = PollerContext()
    context.aws_request_id = str(uuid.uuid4())
    result = handler({"Records": records}, context)
    failed = {item["itemIdentifier"] for item in result.get("batchItemFailures", [])}
    for message in messages:
        if message["MessageId"] not in failed:
            sqs.delete_message(QueueUrl=queue_url, ReceiptHandle=message["ReceiptHandle"])
    return len(messages)


def poll_forever(sqs, queue_url: str, handler) -> None:
    while True:
        try:
            poll_once(sqs, queue_url, handler)
        except Exception as error:  # keep polling; the message comes back after its visibility timeout
            print(f"job batch failed: {error}", file=sys.stderr)


def default_model_dir(environ: Mapping[str, str]) -> Path:
    """MODEL_DIR, else SUPERTONIC_MODEL_DIR (what `make model` tells an offline user to set), else the download."""
    return Path(environ.get("MODEL_DIR") or environ.get("SUPERTONIC_MODEL_DIR") or ROOT / "models" / "supertonic-3")


def parse_args(argv: list[str] | None = None, environ: Mapping[str, str] = os.environ) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description="Serve Supertonic Serverless locally.")
    parser.add_argument("--host", default=environ.get("HOST", "127.0.0.1"))
    parser.add_argument("--port", type=int, default=int(environ.get("PORT", "8080")), help="HTTP port")
    parser.add_argument(
        "--s3-port", type=int, default=int(environ.get("S3_PORT", "0")), help="emulated S3/SQS port (0: any free)"
    )
    parser.add_argument("--model-dir", type=Path, default=default_model_dir(environ))
    return parser.parse_args(argv)


def main() -> None:
    args = parse_args()

    for name, value in {
        "AWS_ACCESS_KEY_ID": "local",
        "AWS_SECRET_ACCESS_KEY": "local",
        "AWS_DEFAULT_REGION": "us-east-1",
    }.items():
        os.environ.setdefault(name, value)
    model = choose_model(args.model_dir)
    storage = start_storage(args.s3_port)
    endpoint = storage.endpoint
    os.environ.update(
        {
            "SUPERTONIC_MODEL_DIR": str(model),
            "SUPERTONIC_BUCKET": BUCKET,
            "SUPERTONIC_S3_ENDPOINT_URL": endpoint,
            "SUPERTONIC_S3_PATH_STYLE": "true",
        }
    )
    import uvicorn

    import handler.main
    from handler.storage.lifecycle import apply_lifecycle

    apply_lifecycle(handler.main.services.bucket, handler.main.services.settings)
    threading.Thread(
        target=poll_forever, args=(storage.sqs, storage.queue_url, handler.main.handler), daemon=True
    ).start()
    url = f"http://{args.host}:{args.port}"
    print(
        f"""
{BANNER}
Supertonic Serverless on {url}  (model: {model})
  curl -s {url}/v1/health
  curl -s {url}/v1/audio/speech -H 'content-type: application/json' \\
       -d '{{"model": "tts-1", "voice": "alloy", "input": "Hello from Supertonic.", "response_format": "wav"}}' \\
       -o hello.wav
Emulated bucket s3://{BUCKET} at {endpoint}:
  aws --endpoint-url {endpoint} s3 cp job.json s3://{BUCKET}/inbox/
  aws --endpoint-url {endpoint} s3 ls s3://{BUCKET}/outbox/
{BANNER}
""",
        file=sys.stderr,
    )
    time.sleep(0.1)
    uvicorn.run(handler.main.app, host=args.host, port=args.port, log_level="warning")


if __name__ == "__main__":
    main()
