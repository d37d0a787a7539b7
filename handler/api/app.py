"""The FastAPI app: routes, error envelope, and one middleware for request ids, API keys, body size and
cold/warm accounting.

    app = create_app(services)     # handler.main builds services once, at import
"""

from __future__ import annotations

import hmac
import time
import uuid

from fastapi import FastAPI, Request
from fastapi.responses import Response

from handler import runtime
from handler.api import job_routes, native_routes, openai_routes
from handler.api.errors import error_response, install_error_handlers
from handler.api.services import Services

OPEN_PATHS = frozenset({"/v1/health"})  # answered without an API key, for load balancers and uptime checks


def _presented_key(request: Request) -> str:
    auth = request.headers.get("authorization", "")
    if auth.lower().startswith("bearer "):
        return auth[7:].strip()
    return request.headers.get("x-api-key", "")


def create_app(services: Services) -> FastAPI:
    app = FastAPI(title="Supertonic Serverless", version="0.1.0", docs_url="/docs", redoc_url=None)
    app.state.services = services
    install_error_handlers(app)

    @app.middleware("http")
    async def request_context(request: Request, call_next) -> Response:
        started = time.perf_counter()
        context = request.scope.get("aws.context")
        request.state.request_id = getattr(context, "aws_request_id", None) or uuid.uuid4().hex
        # On Lambda, handler.main counts the invocation; locally every request is one.
        request.state.cold = runtime.STATE.cold if "aws.event" in request.scope else runtime.begin_invocation()
        headers = {"x-request-id": request.state.request_id}
        needs_key = services.api_key and request.url.path not in OPEN_PATHS
        if needs_key and not hmac.compare_digest(_presented_key(request).encode(), services.api_key.encode()):
            return error_response(
                401,
                "Missing or wrong API key: send `Authorization: Bearer <key>`.",
                type="invalid_request_error",
                code="invalid_api_key",
                headers=headers,
            )
        length = request.headers.get("content-length", "0")
        if not length.isdigit() or int(length) > services.settings.max_body_bytes:
            return error_response(
                413,
                f"The request body is larger than {services.settings.max_body_bytes} bytes.",
                type="invalid_request_error",
                code="too_large",
                headers=headers,
            )
        response = await call_next(request)
        response.headers.setdefault("x-request-id", request.state.request_id)
        response.headers["x-response-time"] = f"{time.perf_counter() - started:.4f}"
        return response

    app.include_router(openai_routes.router)
    app.include_router(native_routes.router)
    app.include_router(job_routes.router)
    return app
