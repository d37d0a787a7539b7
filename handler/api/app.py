"""The FastAPI app: routes, error envelope, and one middleware (handler.api.request_context) for request ids,
cold/warm, API keys, the body limit and the request log line.

    app = create_app(services)     # handler.main builds services once, at import
"""

from __future__ import annotations

from fastapi import FastAPI

from handler.api import (
    event_routes,
    job_routes,
    metrics_routes,
    native_routes,
    openai_routes,
    page_routes,
    polly_routes,
    stream_routes,
    text_routes,
)
from handler.api.cors import install_cors
from handler.api.docs import install_docs, swagger_assets
from handler.api.errors import install_error_handlers
from handler.api.openapi import install_openapi
from handler.api.request_context import RequestContext
from handler.api.services import Services


def create_app(services: Services) -> FastAPI:
    app = FastAPI(title="Supertonic Serverless", version="0.1.0", docs_url=None, redoc_url=None)  # docs: below
    install_openapi(app, services.settings)
    install_docs(app, swagger_assets())
    app.state.services = services
    install_error_handlers(app)

    app.add_middleware(RequestContext, services=services)
    install_cors(app, services.settings)  # added last, so outermost: preflights never meet the key check

    app.include_router(openai_routes.router)
    app.include_router(native_routes.router)
    app.include_router(job_routes.router)
    app.include_router(stream_routes.router)
    app.include_router(text_routes.router)
    app.include_router(event_routes.router)
    app.include_router(metrics_routes.router)
    app.include_router(polly_routes.router)  # Amazon Polly's API under /polly
    app.include_router(page_routes.router)  # GET /: a page to try the API
    return app
