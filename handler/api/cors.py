"""Browser access (CORS), only for the origins `SUPERTONIC_CORS_ORIGINS` lists; none listed, no CORS headers at all.

    install_cors(app, settings)     # after the API-key middleware, so it wraps it

Registered last, the CORS middleware is the outermost layer: a preflight (OPTIONS with `Origin` and
`Access-Control-Request-Method`) carries no API key and is answered here, before the key check. Every other
request, OPTIONS without the preflight headers included, still goes through the key check; CORS only adds headers
to its answer, so a browser can read the 401 too. On a Lambda function URL the URL's own CORS setting
(`CorsAllowOrigins` in infra/template.yaml) answers browsers instead: leave this one empty there.
"""

from __future__ import annotations

from fastapi import FastAPI
from starlette.datastructures import Headers
from starlette.middleware.cors import CORSMiddleware
from starlette.responses import Response

from handler.api.errors import error_response
from handler.kernel.config import Settings

ALLOWED_METHODS = ("GET", "HEAD", "POST", "OPTIONS")
ALLOWED_HEADERS = ("authorization", "content-type", "x-api-key", "accept")
# What a browser script may read from an answer: the audio's description, the job's location, Retry-After.
EXPOSED_HEADERS = (
    "x-request-id",
    "x-audio-duration",
    "x-sample-rate",
    "x-cache",
    "x-synthesis-time",
    "x-first-byte-time",
    "x-language",
    "x-voice",
    "x-seed",
    "x-speed",
    "location",
    "retry-after",
)


def cors_origins(settings: Settings) -> list[str]:
    return [origin.strip().rstrip("/") for origin in settings.cors_origins.split(",") if origin.strip()]


class EnvelopeCORS(CORSMiddleware):
    """Starlette's CORS, with a refused preflight in OpenAI's envelope like every other error."""

    def preflight_response(self, request_headers: Headers) -> Response:
        response = super().preflight_response(request_headers)
        if response.status_code < 400:
            return response
        refused = bytes(response.body).decode().removeprefix("Disallowed CORS ")
        headers = {k: v for k, v in response.headers.items() if k not in {"content-length", "content-type"}}
        return error_response(
            response.status_code,
            f"This cross-origin request is not allowed ({refused}). Allowed origins: {', '.join(self.allow_origins)}.",
            type="invalid_request_error",
            code="cors_refused",
            headers=headers,
        )


def install_cors(app: FastAPI, settings: Settings) -> None:
    origins = cors_origins(settings)
    if not origins:
        return
    app.add_middleware(
        EnvelopeCORS,
        allow_origins=origins,
        allow_methods=ALLOWED_METHODS,
        allow_headers=ALLOWED_HEADERS,
        expose_headers=EXPOSED_HEADERS,
        allow_credentials=False,  # the key travels in a header, never in cookies
        max_age=600,
    )
