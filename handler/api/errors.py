"""Every failure leaves the app in OpenAI's error envelope: `{"error": {"message", "type", "param", "code"}}`.

    install_error_handlers(app)

Validation failures name the field (`param`) and are 400s; our own `SupertonicError`s carry their status. A body
sent with another content type than JSON (`curl -d` sends a form's) is refused with a message that names the header
to send: a production API reads a body by its declared type, and accepting JSON under a form's type would let any
web page post to the service without the browser's CORS check (forms are "simple" requests).
Anything unexpected is a 500 with a request id and no internals: bad input never reaches that branch.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from starlette.exceptions import HTTPException
from starlette.routing import Match

from handler.kernel import logs
from handler.kernel.errors import Busy, SupertonicError, error_object, validation_message

logger = logs.child(__name__)

HTTP_METHODS = ("GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS")


def error_response(
    status: int,
    message: str,
    *,
    type: str,
    param: str | None = None,
    code: str | None = None,
    headers: Mapping[str, str] | None = None,
) -> JSONResponse:
    body = {"error": error_object(message, type, param=param, code=code)}
    return JSONResponse(body, status_code=status, headers=headers)


def error_event(error: SupertonicError) -> dict[str, Any]:
    """The same error inside a stream: the `error` event of an SSE answer and the `error` message of the
    WebSocket, `{"type": "error", "error": {...}}`."""
    return {"type": "error", "error": error.error_object()}


async def _supertonic_error(request: Request, error: SupertonicError) -> JSONResponse:
    headers = {"retry-after": str(error.retry_after)} if isinstance(error, Busy) else None
    return error_response(
        error.status, error.message, type=error.type, param=error.param, code=error.code, headers=headers
    )


def sent_as_json(request: Request) -> bool:
    kind = request.headers.get("content-type", "").split(";")[0].strip().lower()
    return kind == "application/json" or kind.endswith("+json")


async def _validation_error(request: Request, error: RequestValidationError) -> JSONResponse:
    first = error.errors()[0]
    if first.get("type") == "model_attributes_type" and not sent_as_json(request):
        kind = (request.headers.get("content-type") or "none")[:100]
        message = (
            f"The request body must be JSON sent with the header `Content-Type: application/json`; this request's "
            f"Content-Type is `{kind}` (curl -d sends a form's unless you add -H 'Content-Type: application/json')."
        )
        return error_response(400, message, type="invalid_request_error", code="invalid_content_type")
    message, param = validation_message(first)
    return error_response(400, message, type="invalid_request_error", param=param, code="invalid_value")


async def _http_error(request: Request, error: HTTPException) -> JSONResponse:
    messages = {
        404: f"No route {request.url.path}.",
        405: f"Method {request.method} is not allowed on {request.url.path}.",
    }
    message = messages.get(error.status_code, str(error.detail))
    code = {404: "not_found", 405: "method_not_allowed"}.get(error.status_code)
    given = getattr(error, "headers", None) or {}
    headers = {name: value for name, value in given.items() if name.lower() != "allow"}
    if error.status_code == 405:
        headers["allow"] = ", ".join(allowed_methods(request))
    return error_response(error.status_code, message, type="invalid_request_error", code=code, headers=headers)


def allowed_methods(request: Request) -> list[str]:
    """Every method some route serves on this path: the router's own 405 names only the first route's (the
    `HEAD /v1/health` route's, where `GET` is another route)."""
    routes = request.app.router.routes
    return [
        method
        for method in HTTP_METHODS
        if any(route.matches({**request.scope, "method": method})[0] == Match.FULL for route in routes)
    ]


async def _unexpected_error(request: Request, error: Exception) -> JSONResponse:
    logger.exception("unexpected error", extra={"path": request.url.path})
    request_id = getattr(request.state, "request_id", None)
    return error_response(
        500,
        f"Internal error (request {request_id}). It has been logged.",
        type="server_error",
        code="internal_error",
    )


def install_error_handlers(app: FastAPI) -> None:
    # Starlette types every handler as taking Exception; each of these takes the class it is registered for.
    app.add_exception_handler(SupertonicError, _supertonic_error)  # type: ignore[arg-type]
    app.add_exception_handler(RequestValidationError, _validation_error)  # type: ignore[arg-type]
    app.add_exception_handler(HTTPException, _http_error)  # type: ignore[arg-type]
    app.add_exception_handler(Exception, _unexpected_error)
