"""The app's one HTTP middleware, pure ASGI: request id, cold or warm, API key, body limit, and one log line.

    app.add_middleware(RequestContext, services=services)

For every HTTP request, in this order:
- `request.state.request_id` (Lambda's request id, else a new one, also sent as `x-request-id`) and
  `request.state.cold` (whether this is the process's first invocation, counted in handler.kernel.runtime);
- the API key (`Authorization: Bearer <key>` or `x-api-key`), except on OPEN_PATHS: 401 when missing or wrong,
  503 for every path when the key's source is configured but gave no usable key (see handler.api.auth);
- the body limit, on the bytes actually received (a chunked or mislabelled body too): the body is read before
  the app runs, and a 413 answers as soon as it passes `max_body_bytes`;
- exactly one JSON log line when the answer is complete: request id, method, route template, status, duration,
  request bytes (received, or declared when refused unread) and response bytes. Never a body, a header value
  or the raw path.
WebSocket and lifespan traffic passes through untouched (the WebSocket route checks its own key).
"""

from __future__ import annotations

import time
import uuid
from typing import Any

from fastapi.routing import iter_route_contexts
from starlette.datastructures import Headers, MutableHeaders
from starlette.responses import JSONResponse
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from handler.api.auth import accepts
from handler.api.docs import DOCS_PATHS
from handler.api.errors import error_response
from handler.api.event_routes import ADAPTER_PATHS, AdapterContext, lambda_context
from handler.api.page_routes import PAGE_PATH
from handler.api.services import Services
from handler.kernel import logs, runtime
from handler.kernel.runtime import InvocationContext
from handler.polly.errors import POLLY_PREFIX, PollyError, polly_error_response

# Answered without an API key: health for load balancers and uptime checks; the docs describe the API and hold no
# data (a browser cannot send a Bearer header to /docs); the try-it page holds no data and asks for the key itself;
# the Web Adapter's routes check their caller themselves.
OPEN_PATHS = frozenset({"/v1/health", PAGE_PATH, *DOCS_PATHS, *ADAPTER_PATHS})
logger = logs.child(__name__)


class BodyTooLarge(Exception):
    pass


class ClientGone(Exception):
    pass


class RequestContext:
    def __init__(self, app: ASGIApp, services: Services) -> None:
        self.app = app
        self.services = services

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        started = time.perf_counter()
        behind_adapter = self.services.settings.adapter_routes
        adapter = adapter_context(scope) if behind_adapter else None
        context: InvocationContext | None = scope.get("aws.context") or adapter  # Mangum's, or the adapter's
        request_id = (context.aws_request_id if context is not None else "") or uuid.uuid4().hex
        state = scope.setdefault("state", {})
        state["request_id"] = request_id
        if behind_adapter and adapter is None:
            # Behind the Web Adapter, a request without an invocation (its readiness check) is not one.
            state["cold"] = runtime.STATE.cold
        else:
            state["cold"] = runtime.begin_invocation(_invocation_id(scope, adapter))
        record = {"request_id": request_id, "method": scope["method"], "status": None}
        record.update(request_bytes=0, response_bytes=0)
        streamed: dict[str, bool] = {}

        async def send_counted(message: Message) -> None:
            if message["type"] == "http.response.start":
                record["status"] = message["status"]
                headers = MutableHeaders(scope=message)
                headers.setdefault("x-request-id", request_id)
                headers["x-response-time"] = f"{time.perf_counter() - started:.4f}"
                streamed["yes"] = "content-length" not in headers  # sent as it is made: its first byte counts
            elif message["type"] == "http.response.body":
                record["response_bytes"] += len(message.get("body", b""))
                if message.get("body") and streamed.pop("yes", False):
                    self.services.metrics.first_byte(_route_template(scope), time.perf_counter() - started)
            await send(message)

        try:
            refusal = self._refusal(scope)
            if refusal is not None:  # refused unread: its size is what it declares
                length = Headers(scope=scope).get("content-length", "")
                record["request_bytes"] = int(length) if length.isdigit() else 0
            else:
                try:
                    body = await _read_body(receive, self.services.settings.max_body_bytes, record)
                except BodyTooLarge:
                    refusal = _too_large(scope, self.services.settings.max_body_bytes)
            if refusal is not None:
                await refusal(scope, receive, send_counted)
            else:
                await self.app(scope, _replay(body, receive), send_counted)
        except ClientGone:
            record["status"] = 499  # the client left before sending its body: nothing was answered
        except BaseException:
            if record["status"] is None:
                record["status"] = 500  # the error handler outside this middleware answers it
            record["aborted"] = True
            raise
        finally:
            record["route"] = _route_template(scope)
            record["duration_ms"] = round((time.perf_counter() - started) * 1000, 2)
            record["invocation"] = "cold" if state["cold"] else "warm"
            logger.info("request", extra=record)
            self.services.metrics.request(record["route"], record["status"], time.perf_counter() - started)
            if adapter is not None:  # behind the Web Adapter no entrypoint runs: the invocation ends here
                self.services.metrics.flush()

    def _refusal(self, scope: Scope) -> JSONResponse | None:
        api_key = self.services.api_key
        problem = getattr(api_key, "problem", "")
        if problem:
            return error_response(
                503,
                f"{problem} No request is served until the key is fixed.",
                type="server_error",
                code="api_key_unavailable",
            )
        if scope["path"] not in OPEN_PATHS and not accepts(api_key, Headers(scope=scope)):
            return error_response(
                401,
                "Missing or wrong API key: send `Authorization: Bearer <key>`.",
                type="invalid_request_error",
                code="invalid_api_key",
            )
        length = Headers(scope=scope).get("content-length")
        if length is not None and (not length.isdigit() or int(length) > self.services.settings.max_body_bytes):
            return _too_large(scope, self.services.settings.max_body_bytes)
        return None


def _too_large(scope: Scope, limit: int) -> JSONResponse:
    message = f"The request body is larger than {limit} bytes."
    if scope["path"].startswith(POLLY_PREFIX):  # Polly's routes answer in Polly's shape
        name = "LexiconSizeExceededException" if "/lexicons/" in scope["path"] else "TextLengthExceededException"
        return polly_error_response(PollyError(name, message))
    return error_response(413, message, type="invalid_request_error", code="too_large")


def adapter_context(scope: Scope) -> AdapterContext | None:
    """The Lambda invocation behind a request the Web Adapter forwarded (None without its header); ask only
    behind the adapter (`Settings.adapter_routes`): elsewhere a caller could send the header itself."""
    return lambda_context(Headers(scope=scope))


def _invocation_id(scope: Scope, adapter: AdapterContext | None) -> str:
    """Under Lambda, the id the entrypoint counted this invocation with; locally, each request is one."""
    if adapter is not None:  # the /events route hands the same context to the entrypoint: counted once
        return runtime.lambda_invocation_id({}, adapter) or uuid.uuid4().hex
    if "aws.event" in scope:
        return runtime.lambda_invocation_id(scope["aws.event"], scope.get("aws.context")) or uuid.uuid4().hex
    return uuid.uuid4().hex


async def _read_body(receive: Receive, limit: int, record: dict[str, Any]) -> bytes:
    """The whole body, counted as it arrives; BodyTooLarge as soon as it passes the limit."""
    chunks = []
    while True:
        message = await receive()
        if message["type"] == "http.disconnect":
            raise ClientGone
        chunk = message.get("body", b"")
        record["request_bytes"] += len(chunk)
        if record["request_bytes"] > limit:
            raise BodyTooLarge
        chunks.append(chunk)
        if not message.get("more_body", False):
            return b"".join(chunks)


def _replay(body: bytes, receive: Receive) -> Receive:
    """The body once, as one message; then the real channel, so the app still hears a disconnect."""
    pending = [{"type": "http.request", "body": body, "more_body": False}]

    async def replayed() -> Message:
        return pending.pop() if pending else await receive()

    return replayed


def _route_template(scope: Scope) -> str | None:
    """The matched route's path template (/v1/jobs/{job_id}), never the raw path; None when nothing matches."""
    route = scope.get("route")
    if route is not None:
        return getattr(route, "path", None)
    if scope.get("app") is None:
        return None
    # Refused before routing: find the route the router would have picked (or the one that 405s the method).
    other_method = None
    for candidate in iter_route_contexts(scope["app"].routes):
        pattern = getattr(candidate, "path_regex", None)
        if pattern is None or not pattern.match(scope["path"]):
            continue
        if candidate.methods is None or scope["method"] in candidate.methods:
            return candidate.path
        other_method = other_method or candidate.path
    return other_method
