"""Real-format Lambda events, shaped as AWS documents them: function URL (payload 2.0), S3, SQS, EventBridge."""

from __future__ import annotations

import base64
import json
import uuid
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import quote_plus


@dataclass
class LambdaContext:
    function_name: str = "supertonic"
    memory_limit_in_mb: int = 2048
    invoked_function_arn: str = "arn:aws:lambda:us-east-1:123456789012:function:supertonic"
    aws_request_id: str = field(default_factory=lambda: str(uuid.uuid4()))
    remaining_ms: int = 900_000

    def get_remaining_time_in_millis(self) -> int:
        return self.remaining_ms


def function_url_event(
    method: str,
    path: str,
    body: dict[str, Any] | str | bytes | None = None,
    *,
    headers: dict[str, str] | None = None,
    query: str = "",
    base64_body: bool = False,
) -> dict[str, Any]:
    raw = body if isinstance(body, bytes) else (json.dumps(body) if isinstance(body, dict) else body)
    raw_bytes = raw.encode() if isinstance(raw, str) else raw
    all_headers = {
        "host": "abc123.lambda-url.us-east-1.on.aws",
        "user-agent": "curl/8.5.0",
        **(headers or {}),
    }
    if raw_bytes is not None:
        all_headers.setdefault("content-type", "application/json")
        all_headers.setdefault("content-length", str(len(raw_bytes)))
    event = {
        "version": "2.0",
        "routeKey": "$default",
        "rawPath": path,
        "rawQueryString": query,
        "headers": all_headers,
        "requestContext": {
            "accountId": "anonymous",
            "apiId": "abc123",
            "domainName": "abc123.lambda-url.us-east-1.on.aws",
            "domainPrefix": "abc123",
            "http": {
                "method": method,
                "path": path,
                "protocol": "HTTP/1.1",
                "sourceIp": "203.0.113.7",
                "userAgent": "curl/8.5.0",
            },
            "requestId": str(uuid.uuid4()),
            "routeKey": "$default",
            "stage": "$default",
            "time": "02/Dec/2026:15:00:00 +0000",
            "timeEpoch": 1796223600000,
        },
        "isBase64Encoded": base64_body,
    }
    if query:
        event["queryStringParameters"] = dict(part.split("=", 1) for part in query.split("&"))
    if raw_bytes is not None:
        event["body"] = base64.b64encode(raw_bytes).decode() if base64_body else raw_bytes.decode()
    return event


def s3_record(bucket: str, key: str, event_name: str = "ObjectCreated:Put", size: int = 100) -> dict[str, Any]:
    return {
        "eventVersion": "2.1",
        "eventSource": "aws:s3",
        "awsRegion": "us-east-1",
        "eventTime": "2026-12-02T15:00:00.000Z",
        "eventName": event_name,
        "userIdentity": {"principalId": "AWS:AIDAEXAMPLE"},
        "requestParameters": {"sourceIPAddress": "203.0.113.7"},
        "responseElements": {
            "x-amz-request-id": "C3D13FE58DE4C810",
            "x-amz-id-2": "FMyUVURIY8/IgAtTv8xRjskZQpcIZ9KG4V5Wp6S7S/JRWeUWerMUE5JgHvANOjpD",
        },
        "s3": {
            "s3SchemaVersion": "1.0",
            "configurationId": "inbox-jobs",
            "bucket": {
                "name": bucket,
                "ownerIdentity": {"principalId": "A3NL1KOZZKExample"},
                "arn": f"arn:aws:s3:::{bucket}",
            },
            # S3 URL-encodes keys in notifications, with + for spaces.
            "object": {
                "key": quote_plus(key, safe="/"),
                "size": size,
                "eTag": "d41d8cd98f00b204e9800998ecf8427e",
                "sequencer": "0055AED6DCD90281E5",
            },
        },
    }


def s3_event(bucket: str, *keys: str, event_name: str = "ObjectCreated:Put") -> dict[str, Any]:
    return {"Records": [s3_record(bucket, key, event_name) for key in keys]}


S3_TEST_EVENT = {
    "Service": "Amazon S3",
    "Event": "s3:TestEvent",
    "Time": "2026-12-02T15:00:00.000Z",
    "Bucket": "supertonic-test",
    "RequestId": "5582815E1AEA5ADF",
    "HostId": "8cLeGAmw098X5cv4Zkwcmo8vvZa3eH3eKxsPzbB9wrR+YstdA6Knx4Ip8EXAMPLE",
}


def sqs_event(*bodies: dict[str, Any] | str) -> dict[str, Any]:
    records = []
    for index, body in enumerate(bodies):
        records.append(
            {
                "messageId": f"059f36b4-87a3-44ab-83d2-66197533{index:04d}",
                "receiptHandle": "AQEBwJnKyrHigUMZj6rYigCgxlaS3SLy0a...",
                "body": body if isinstance(body, str) else json.dumps(body),
                "attributes": {
                    "ApproximateReceiveCount": "1",
                    "SentTimestamp": "1796223600000",
                    "SenderId": "AIDAIENQZJOLO23YVJ4VO",
                    "ApproximateFirstReceiveTimestamp": "1796223600001",
                },
                "messageAttributes": {},
                "md5OfBody": "e4e68fb7bd0e697a0ae8f1bb342846b3",
                "eventSource": "aws:sqs",
                "eventSourceARN": "arn:aws:sqs:us-east-1:123456789012:supertonic-jobs",
                "awsRegion": "us-east-1",
            }
        )
    return {"Records": records}


def eventbridge_event(bucket: str, key: str, detail_type: str = "Object Created") -> dict[str, Any]:
    return {
        "version": "0",
        "id": "17793124-05d4-b198-2fde-7ededc63b103",
        "detail-type": detail_type,
        "source": "aws.s3",
        "account": "123456789012",
        "time": "2026-12-02T15:00:00Z",
        "region": "us-east-1",
        "resources": [f"arn:aws:s3:::{bucket}"],
        "detail": {
            "version": "0",
            "bucket": {"name": bucket},
            "object": {
                "key": quote_plus(key, safe="/"),
                "size": 100,
                "etag": "d41d8cd98f00b204e9800998ecf8427e",
                "sequencer": "00617F08299329D189",
            },
            "request-id": "N4N7GDK58NMKJ12R",
            "requester": "123456789012",
            "source-ip-address": "203.0.113.7",
            "reason": "PutObject",
        },
    }


def response_body(response: dict[str, Any]) -> bytes:
    body = response.get("body", "")
    return base64.b64decode(body) if response.get("isBase64Encoded") else body.encode()


def asgi_http_scope(method: str, path: str, headers: list[tuple[bytes, bytes]]) -> dict[str, Any]:
    """An ASGI HTTP scope as uvicorn builds it, for driving the app message by message."""
    return {
        "type": "http",
        "asgi": {"version": "3.0"},
        "http_version": "1.1",
        "method": method,
        "scheme": "http",
        "path": path,
        "raw_path": path.encode(),
        "root_path": "",
        "query_string": b"",
        "headers": headers,
        "client": ("127.0.0.1", 5000),
        "server": ("127.0.0.1", 8080),
    }
