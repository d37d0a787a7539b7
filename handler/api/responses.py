"""Turn a `SpeechResult` into an HTTP response that always fits the function URL's 6 MB cap.

Mangum base64-encodes audio bodies, which adds a third. A result whose encoded size would not fit is stored in
the bucket and answered with a 303 redirect to a short-lived presigned URL, or with JSON carrying the URL when
the request asks for JSON. Without a bucket it is a 413 that says what to do, never a Lambda error.

    return deliver(result, services, request_id, prefer_json=False)
"""

from __future__ import annotations

import base64
import json

from fastapi.responses import JSONResponse, RedirectResponse, Response

from handler.api.services import Services
from handler.errors import PayloadTooLarge
from handler.speech import SpeechResult
from handler.storage import keys

HEADER_ALLOWANCE = 16_384  # status line, headers and the JSON wrapper around the body


def base64_size(length: int) -> int:
    return 4 * ((length + 2) // 3)


def fits(length: int, limit: int) -> bool:
    return limit <= 0 or base64_size(length) + HEADER_ALLOWANCE <= limit


def speech_headers(result: SpeechResult, request_id: str) -> dict[str, str]:
    return {
        "x-request-id": request_id,
        "x-audio-duration": f"{result.duration:.3f}",
        "x-sample-rate": str(result.sample_rate),
        "x-cache": result.cache,
        "x-synthesis-time": f"{result.synthesis_seconds:.4f}",
        "x-language": result.lang,
        "x-voice": result.voice,
        "x-seed": str(result.seed),
    }


def stored_url(result: SpeechResult, services: Services) -> str:
    """Presign the audio in the bucket: the cache entry if there is one, else a copy under outbox/results/."""
    bucket = services.bucket
    if bucket is None:
        raise PayloadTooLarge(
            f"The audio ({len(result.body)} bytes) is too large for a direct response and no bucket is configured "
            "(SUPERTONIC_BUCKET). Ask for mp3 or opus, send less text, or use an async job.",
            param="input",
        )
    key = result.cache_key
    if result.cache not in ("hit", "miss"):
        key = keys.result_key(result.cache_key)
        bucket.put(key, result.body, result.content_type)
    return bucket.presigned_url(key, services.settings.presign_seconds)


def marks_json(result: SpeechResult) -> dict:
    return {
        "format": result.format,
        "content_type": result.content_type,
        "sample_rate": result.sample_rate,
        "duration": round(result.duration, 4),
        "lang": result.lang,
        "voice": result.voice,
        "seed": result.seed,
        "marks": result.marks,
    }


def deliver(result: SpeechResult, services: Services, request_id: str, *, prefer_json: bool) -> Response:
    headers = speech_headers(result, request_id)
    limit = services.settings.response_limit_bytes
    if fits(len(result.body), limit):
        return Response(result.body, media_type=result.content_type, headers=headers)
    url = stored_url(result, services)
    if prefer_json:
        body = {"url": url, "expires_in": services.settings.presign_seconds, "bytes": len(result.body)}
        return JSONResponse({**marks_json(result), **body}, headers=headers)
    return RedirectResponse(url, status_code=303, headers=headers)


def deliver_json(result: SpeechResult, services: Services, request_id: str, *, want_url: bool) -> JSONResponse:
    """The native JSON answer: audio inline as base64 when it fits (and no URL was asked for), else a URL."""
    headers = speech_headers(result, request_id)
    body = marks_json(result)
    inline = base64_size(len(result.body)) + len(json.dumps(body)) + HEADER_ALLOWANCE
    limit = services.settings.response_limit_bytes
    if not want_url and (limit <= 0 or inline <= limit):
        body["audio"] = base64.b64encode(result.body).decode()
    else:
        body["url"] = stored_url(result, services)
        body["expires_in"] = services.settings.presign_seconds
    return JSONResponse(body, headers=headers)
