"""Routes only the AWS Lambda Web Adapter calls, in streaming mode (infra/README.md, "Streaming mode").

    POST /events                   S3, SQS and EventBridge events, passed through by the adapter
    POST /adapter/after-restore    the adapter's SnapStart after-restore hook

In streaming mode the adapter, not Mangum, receives every invocation. HTTP events become HTTP requests to the app;
any other event (an S3 notification, an EventBridge event, an SQS batch) is POSTed as raw JSON to
AWS_LWA_PASS_THROUGH_PATH (/events), and the route's JSON answer becomes the invocation's result. The route runs the
event through `handler.main.handler`, the same entrypoint and sources the buffered mode uses, with a Lambda context
rebuilt from the adapter's `x-amzn-lambda-context` header. One limit: in response_stream mode the adapter streams
every answer, and the SQS event source cannot read `batchItemFailures` from a stream, so infra/template.yaml keeps
the job queue on the buffered function; events sent to the streaming function itself (S3 or EventBridge, which
ignore the answer and retry on failure) come through here.

Why outsiders cannot inject events, though the function URL reaches the same app:
- the template sets SUPERTONIC_ADAPTER_ROUTES=1 (`Settings.adapter_routes`) only in streaming mode; elsewhere
  (buffered Lambda, a container, `make run`) both routes refuse everything;
- the app listens on 127.0.0.1 only (layers/run.sh), and both routes refuse any other peer;
- the adapter sets `x-amzn-request-context` on every request it forwards, replacing whatever the caller sent: the
  request context of an HTTP event (a JSON object, for a function URL call) or JSON `null` for a passed-through
  event. So `null` proves the request is a non-HTTP event the adapter took from Lambda, which only principals
  allowed to invoke the function can send (the queue's mapping, S3) — the same trust as the buffered entrypoint;
- the after-restore hook comes from the adapter with no request context at all (the adapter also answers 403 to
  any outside request for a hook path), and it only re-seeds random state.
A refusal is a 403 in the usual error envelope, logged with its reason (never the body).

A job that must be retried (the sources raise) answers 502, which AWS_LWA_ERROR_STATUS_CODES turns into a failed
invocation, so Lambda and SQS retry it exactly as when the buffered entrypoint raises. The API never answers 502.
"""

from __future__ import annotations

import json
import os
import time
from dataclasses import dataclass
from ipaddress import ip_address
from typing import Any

from fastapi import APIRouter, Request
from fastapi.concurrency import run_in_threadpool
from fastapi.responses import JSONResponse

from handler.api.errors import error_response
from handler.api.services import Services
from handler.kernel import logs

EVENTS_PATH = "/events"  # AWS_LWA_PASS_THROUGH_PATH in infra/template.yaml
AFTER_RESTORE_PATH = "/adapter/after-restore"  # AWS_LWA_SNAPSTART_AFTER_RESTORE_PATH
ADAPTER_PATHS = frozenset({EVENTS_PATH, AFTER_RESTORE_PATH})  # the adapter sends no API key: these check the caller
ENABLED_ENV = "SUPERTONIC_ADAPTER_ROUTES"  # read as Settings.adapter_routes
REQUEST_CONTEXT_HEADER = "x-amzn-request-context"
LAMBDA_CONTEXT_HEADER = "x-amzn-lambda-context"
RETRY_STATUS = 502  # AWS_LWA_ERROR_STATUS_CODES

router = APIRouter(include_in_schema=False)
logger = logs.child(__name__)


@dataclass(frozen=True)
class AdapterContext:
    """What handler.main.handler and the sources read from a Lambda context, from the adapter's header."""

    aws_request_id: str
    deadline_ms: int
    invoked_function_arn: str = ""
    function_name: str = ""
    function_version: str = ""
    memory_limit_in_mb: int = 0

    def get_remaining_time_in_millis(self) -> int:
        return max(0, self.deadline_ms - int(time.time() * 1000))


def lambda_context(headers: Any) -> AdapterContext | None:
    """The invocation's context from `x-amzn-lambda-context` (the Rust runtime's Context as JSON); None when
    absent or not that shape."""
    try:
        raw = json.loads(headers.get(LAMBDA_CONTEXT_HEADER) or "null")
        env = raw.get("env_config") or {}
        return AdapterContext(
            aws_request_id=str(raw["request_id"]),
            deadline_ms=int(raw["deadline"]),
            invoked_function_arn=str(raw.get("invoked_function_arn") or ""),
            function_name=str(env.get("function_name") or os.environ.get("AWS_LAMBDA_FUNCTION_NAME", "")),
            function_version=str(env.get("version") or ""),
            memory_limit_in_mb=int(env.get("memory") or 0),
        )
    except (ValueError, TypeError, KeyError, AttributeError):
        return None


def _common_refusal(request: Request) -> str | None:
    services: Services = request.app.state.services
    if not services.settings.adapter_routes:
        return f"{ENABLED_ENV} is not set: the app is not running behind the adapter"
    host = request.client.host if request.client else ""
    try:
        loopback = ip_address(host).is_loopback
    except ValueError:
        loopback = False
    return None if loopback else "the caller is not on this machine"


def events_refusal(request: Request) -> str | None:
    """Why a POST /events is not the adapter passing an event through; None when it is."""
    refusal = _common_refusal(request)
    if refusal:
        return refusal
    if request.headers.get(REQUEST_CONTEXT_HEADER, "").strip() != "null":
        return "the request carries an HTTP request context: it came through the URL, not as an event"
    if lambda_context(request.headers) is None:
        return "no Lambda context header"
    return None


def hook_refusal(request: Request) -> str | None:
    refusal = _common_refusal(request)
    if refusal:
        return refusal
    if REQUEST_CONTEXT_HEADER in request.headers:
        return "the request was forwarded from an invocation, not sent by the adapter's lifecycle hook"
    return None


def _refuse(request: Request, reason: str) -> JSONResponse:
    logger.warning("refused an adapter route", extra={"path": request.url.path, "reason": reason})
    return error_response(
        403, "This route only accepts calls from the Lambda Web Adapter inside the function.", type="forbidden"
    )


@router.post(EVENTS_PATH)
async def lambda_event(request: Request) -> JSONResponse:
    reason = events_refusal(request)
    if reason:
        return _refuse(request, reason)
    try:
        event = json.loads(await request.body())
    except ValueError:
        event = None
    if not isinstance(event, dict) or isinstance(event.get("requestContext"), dict):
        # HTTP events reach the app as HTTP requests; anything else the sources read is a JSON object.
        return error_response(400, "The event must be a non-HTTP Lambda event (a JSON object).", type="invalid_request")
    context = lambda_context(request.headers)
    try:
        # The entrypoint's own dispatch over its sources, handed to the app by the function's build step
        # (handler/platform/function.py): the app imports nothing of the platform.
        answer = await run_in_threadpool(request.app.state.dispatch_event, event, context)
    except Exception as error:  # the job must be retried: fail the invocation, as the buffered entrypoint would
        logger.exception("event failed", extra={"request_id": context.aws_request_id if context else None})
        return error_response(
            RETRY_STATUS, f"The event failed and will be retried: {type(error).__name__}.", type="server_error"
        )
    return JSONResponse(answer)


@router.post(AFTER_RESTORE_PATH)
async def after_restore(request: Request) -> JSONResponse:
    reason = hook_refusal(request)
    if reason:
        return _refuse(request, reason)
    # The Python runtime's own restore hooks never run behind the adapter: the SnapStart hook, handed to the app
    # by handler/platform/function.py (the app imports nothing of the platform above it).
    request.app.state.after_restore()
    return JSONResponse({"restored": True})
