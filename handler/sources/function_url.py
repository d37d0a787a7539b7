"""Lambda function URL (and API Gateway) events: handed to the FastAPI app through Mangum.

Lifespan is off: Mangum would enter it on every invocation, and the engine is loaded at import anyway. A body
marked `isBase64Encoded` that does not decode is answered here with a 400 in the API's error envelope: Mangum
would raise on it, and the invocation would fail as a bare 502. Everything else (the body limit included) is the
app's middleware's job: Mangum hands it the body whole, and it counts the bytes as for any request.

    source = FunctionUrlSource(app)
    source.infer(event)  # payload format 2.0 has requestContext.http
    source(event, context)
"""

from __future__ import annotations

import base64
import binascii
import json
import time
import uuid
from typing import TYPE_CHECKING, Any, cast

from fastapi import FastAPI
from mangum import Mangum

if TYPE_CHECKING:
    from mangum.types import LambdaContext

from handler.kernel import logs
from handler.kernel.errors import error_object
from handler.sources import InvocationContext, Source

logger = logs.child(__name__)


class FunctionUrlSource(Source):
    def __init__(self, app: FastAPI) -> None:
        self.mangum = Mangum(app, lifespan="off")

    @staticmethod
    def infer(event: dict[str, Any]) -> bool:
        context = event.get("requestContext")
        return isinstance(context, dict) and ("http" in context or "httpMethod" in event)

    def __call__(self, event: dict[str, Any], context: InvocationContext) -> dict[str, Any]:
        if not body_decodes(event):
            return bad_base64_response(event, context)
        return self.mangum(event, cast("LambdaContext", context))  # Lambda's context object, as Mangum reads it


def body_decodes(event: dict[str, Any]) -> bool:
    """Whether the body is usable as Mangum will read it (a body marked base64 must be strict base64)."""
    body = event.get("body")
    if not event.get("isBase64Encoded") or not body:
        return True
    try:
        base64.b64decode(body, validate=True)  # AWS encodes strictly; anything else is garbage
    except (binascii.Error, ValueError):
        return False
    return True


def bad_base64_response(event: dict[str, Any], context: InvocationContext) -> dict[str, Any]:
    started = time.perf_counter()
    request_id = context.aws_request_id or uuid.uuid4().hex
    message = "The request body is marked base64-encoded (isBase64Encoded) but is not valid base64."
    body = json.dumps({"error": error_object(message, "invalid_request_error", code="invalid_body")})
    request = event.get("requestContext", {}).get("http", {})
    logger.info(
        "request",
        extra={
            "request_id": request_id,
            "method": request.get("method") or event.get("httpMethod"),
            "route": None,  # refused before routing
            "status": 400,
            "request_bytes": len(event.get("body") or ""),
            "response_bytes": len(body),
            "duration_ms": round((time.perf_counter() - started) * 1000, 2),
        },
    )
    return {
        "statusCode": 400,
        "headers": {"content-type": "application/json", "x-request-id": request_id},
        "body": body,
        "isBase64Encoded": False,
    }
