"""Turn a speech plan into an HTTP response: streamed as it is synthesised, or whole.

    return speak(plan, services, request, stream=None, sse=False, prefer_json=False)

Streamed (the default wherever the server can stream: uvicorn locally, in a container, and on Lambda under the
Web Adapter): chunked transfer, each chunk's audio encoded and sent as soon as it is synthesised. The first chunk
is synthesised before the status line goes out, so an error before any audio still gets its 4xx/5xx; after that,
a failure cuts the stream (an SSE stream ends with an `error` event instead). With `stream_format: "sse"`, OpenAI's
events: `speech.audio.delta` (base64 audio, at most 100 ms of 16-bit samples in bytes each) then `speech.audio.done`.

Whole (under Mangum, which buffers, or `"stream": false`): the answer must fit the function URL's 6 MB cap.
Mangum base64-encodes audio bodies, which adds a third. A result whose encoded size would not fit is stored in
the bucket and answered with a 303 redirect to a short-lived presigned URL, or with JSON carrying the URL when
the request asks for JSON. Without a bucket it is a 413 that says what to do, never a Lambda error; for wav and
pcm (16 bits a sample, so their size follows from their length) it is refused before synthesis when even the
shortest the text could be spoken (FASTEST_CHARS_PER_SECOND) would not fit.

Before any synthesis, a plan whose estimated work cannot finish within the time budget (SUPERTONIC_TIMEOUT_SECONDS,
and on Lambda the invocation's remaining time) is a 413 naming the jobs API (handler/service/workload.py); the same
budget is the synthesis deadline. Then it takes a place in the engine's line (`Speech.admission`,
handler/service/admission.py): when it would not finish in time behind the work already admitted, or the line is
full, the answer is a 429 with Retry-After, in OpenAI's envelope. A streaming client that falls
SUPERTONIC_READER_LAG_SECONDS behind the audio it was sent is dropped, and its place given back
(handler/api/slow_readers.py).
"""

from __future__ import annotations

import base64
import json
from collections.abc import Iterator, Sequence
from typing import Any

from fastapi import Request
from fastapi.responses import JSONResponse, RedirectResponse, Response

from handler.api.errors import error_event
from handler.api.services import Services
from handler.api.slow_readers import ReaderBoundResponse
from handler.kernel import logs
from handler.kernel.errors import PayloadTooLarge, SupertonicError
from handler.service.captions import captions as make_captions
from handler.service.plan import SpeechPlan
from handler.service.rendering import Rendering
from handler.service.workload import SPEECH_CHARS_PER_SECOND, remaining_seconds, time_budget
from handler.storage import keys

logger = logs.child(__name__)

HEADER_ALLOWANCE = 16_384  # status line, headers and the JSON wrapper around the body
SSE_DELTA_SECONDS = 0.1  # audio per `speech.audio.delta` event, at most
SSE_DELTA_LIMIT = 32 * 1024  # and bytes of audio per event, at most
# No voice reads faster than this at speed 1 (the model about 15 characters a second, people 12 to 17): the
# shortest audio a text can make, for a size that is certain before synthesis.
FASTEST_CHARS_PER_SECOND = 2 * SPEECH_CHARS_PER_SECOND
FIXED_SIZE_FORMATS = ("wav", "pcm")  # 16-bit samples: bytes = 2 x rate x seconds


def base64_size(length: int) -> int:
    return 4 * ((length + 2) // 3)


def fits(length: int, limit: int) -> bool:
    return limit <= 0 or base64_size(length) + HEADER_ALLOWANCE <= limit


def speech_headers(rendering: Rendering, request_id: str) -> dict[str, str]:
    """The answer's headers: a whole answer's (iterated) or a stream's (before its first byte, so its duration is
    known only for a cache hit)."""
    plan, finished = rendering.plan, rendering.finished
    headers = {
        "x-request-id": request_id,
        "x-sample-rate": str(plan.sample_rate),
        "x-cache": rendering.cache,
        "x-language": plan.prepared.lang,
        "x-voice": plan.voice,
        "x-seed": str(plan.seed),
    }
    if finished or rendering.cache == "hit":
        headers["x-audio-duration"] = f"{rendering.duration:.3f}"
    if finished:
        headers["x-synthesis-time"] = f"{rendering.seconds:.4f}"
    else:
        headers |= {"x-first-byte-time": f"{rendering.first_byte_seconds or 0.0:.4f}", "cache-control": "no-store"}
    return headers


def refuse_unreturnable(plan: SpeechPlan, services: Services) -> None:
    """Without a bucket, a whole answer that cannot fit even at its shortest is a 413 before any synthesis (it was
    synthesised, up to a minute, and then refused)."""
    limit = services.settings.response_limit_bytes
    if services.bucket is not None or limit <= 0 or plan.format.name not in FIXED_SIZE_FORMATS:
        return
    shortest = plan.model_chars / (FASTEST_CHARS_PER_SECOND * plan.speed)  # what the model reads, tags not counted
    least = int(shortest * 2 * plan.sample_rate)
    if not fits(least, limit):
        raise PayloadTooLarge(
            f"The audio would be at least {least} bytes ({shortest:.0f} s of {plan.format.name} at "
            f"{plan.sample_rate} Hz), too large for a direct response, and no bucket is configured "
            '(SUPERTONIC_BUCKET). Ask for mp3 or opus, stream the answer ("stream": true where the server '
            "streams), send less text, or configure a bucket.",
            param="input",
            code="response_too_large",
        )


def stored_url(rendering: Rendering, services: Services) -> str:
    """Presign the audio in the bucket: the cache entry if there is one, else a copy under outbox/results/."""
    bucket, plan = services.bucket, rendering.plan
    if bucket is None:
        raise PayloadTooLarge(
            f"The audio ({len(rendering.body)} bytes) is too large for a direct response and no bucket is configured "
            "(SUPERTONIC_BUCKET). Ask for mp3 or opus, send less text, or use an async job.",
            param="input",
        )
    key = plan.cache_key
    if rendering.cache not in ("hit", "miss"):
        key = keys.result_key(plan.cache_key)
        bucket.put(key, rendering.body, plan.format.content_type)
    return bucket.presigned_url(key, services.settings.presign_seconds)


def marks_json(rendering: Rendering, marks: Sequence[str] = ("sentence",)) -> dict[str, Any]:
    plan = rendering.plan
    return {
        "format": plan.format.name,
        "content_type": plan.format.content_type,
        "sample_rate": plan.sample_rate,
        "duration": round(rendering.duration, 4),
        "lang": plan.prepared.lang,
        "voice": plan.voice,
        "seed": plan.seed,
        "marks": rendering.marks(marks),
    }


def deliver(rendering: Rendering, services: Services, request_id: str, *, prefer_json: bool) -> Response:
    headers = speech_headers(rendering, request_id)
    body, limit = rendering.body, services.settings.response_limit_bytes
    if fits(len(body), limit):
        return Response(body, media_type=rendering.plan.format.content_type, headers=headers)
    url = stored_url(rendering, services)
    if prefer_json:
        link = {"url": url, "expires_in": services.settings.presign_seconds, "bytes": len(body)}
        return JSONResponse({**marks_json(rendering), **link}, headers=headers)
    return RedirectResponse(url, status_code=303, headers=headers)


def deliver_json(
    rendering: Rendering,
    services: Services,
    request_id: str,
    *,
    want_url: bool,
    marks: Sequence[str] = ("sentence",),
    captions: Sequence[str] = (),
) -> JSONResponse:
    """The native JSON answer: audio inline as base64 when it fits (and no URL was asked for), else a URL; the
    speech marks of the kinds in `marks`, and captions made from the word marks when asked."""
    headers = speech_headers(rendering, request_id)
    body = marks_json(rendering, marks)
    if captions:
        plan = rendering.plan
        words = rendering.marks(("word",))
        text, markup = plan.request.text, plan.script is not None
        body["captions"] = {
            kind: make_captions(words, rendering.duration, kind, text, markup=markup)
            for kind in dict.fromkeys(captions)
        }
    audio = rendering.body
    inline = base64_size(len(audio)) + len(json.dumps(body)) + HEADER_ALLOWANCE
    limit = services.settings.response_limit_bytes
    if not want_url and (limit <= 0 or inline <= limit):
        body["audio"] = base64.b64encode(audio).decode()
    else:
        body["url"] = stored_url(rendering, services)
        body["expires_in"] = services.settings.presign_seconds
    return JSONResponse(body, headers=headers)


def can_stream(request: Request, services: Services, asked: bool | None) -> bool:
    if "aws.event" in request.scope:  # under Mangum: the whole answer is buffered anyway, and must fit 6 MB
        return False
    return services.settings.stream_responses if asked is None else asked


def request_budget(request: Request, services: Services) -> float | None:
    """Seconds a synthesis for this request may take: the setting, and under Mangum the invocation's remaining time."""
    return time_budget(services.settings, remaining_seconds(request.scope.get("aws.context")))


def caller_of(request: Request) -> dict[str, str]:
    """Who asked, for the audit trail: the function URL's IAM caller and source IP, else the peer address."""
    event = request.scope.get("aws.event") or {}
    context = event.get("requestContext", {}) if isinstance(event, dict) else {}
    caller = {"source_ip": context.get("http", {}).get("sourceIp") or (request.client.host if request.client else "")}
    iam = (context.get("authorizer") or {}).get("iam") or {}
    if iam.get("userArn"):
        caller["iam_arn"] = iam["userArn"]
    return caller


def audit(plan: SpeechPlan, services: Services, request: Request) -> None:
    route = request.scope.get("route")
    speech = services.require_speech()
    speech.record(
        plan,
        request_id=request.state.request_id,
        route=getattr(route, "path", request.url.path),
        caller=caller_of(request),
        output_key=plan.cache_key if speech.cache is not None else "",  # the cache entry, if kept
    )


def speak(
    plan: SpeechPlan, services: Services, request: Request, *, stream: bool | None, sse: bool, prefer_json: bool
) -> Response:
    speech = services.require_speech()
    request_id = request.state.request_id
    budget = request_budget(request, services)
    # A format whose header holds the totals (flac) is only playable once complete: it is sent whole.
    whole = not (plan.format.streams and can_stream(request, services, stream))
    if whole:
        refuse_unreturnable(plan, services)
    audit(plan, services, request)
    if whole:
        rendering = speech.synthesize(plan, budget=budget)
        if sse:
            return sse_whole(rendering, services, request_id)
        return deliver(rendering, services, request_id, prefer_json=prefer_json)
    rendering = speech.render(plan, budget=budget, admit=True)
    pieces = iter(rendering)
    first = next(pieces, b"")  # synthesise the first chunk before the status line: early errors keep their status

    def body() -> Iterator[bytes]:
        try:
            yield first
            yield from pieces
        except SupertonicError as error:
            logger.warning("stream cut", extra={"request_id": request_id, "code": error.code, "bytes": rendering.size})
            raise
        finally:
            rendering.close()

    content = sse_events(body(), rendering) if sse else body()
    return ReaderBoundResponse(
        content,
        lag_seconds=services.settings.reader_lag_seconds,
        audio_seconds=lambda: rendering.audio_seconds,
        dropped=rendering.close,  # its place in the line; the synthesis waits at its next chunk and is dropped
        media_type="text/event-stream" if sse else plan.format.content_type,
        headers=speech_headers(rendering, request_id),
    )


def answer_json(
    plan: SpeechPlan,
    services: Services,
    request: Request,
    *,
    want_url: bool,
    marks: Sequence[str] = ("sentence",),
    captions: Sequence[str] = (),
) -> JSONResponse:
    speech = services.require_speech()
    refuse_unreturnable(plan, services)
    audit(plan, services, request)
    rendering = speech.synthesize(plan, budget=request_budget(request, services))
    return deliver_json(
        rendering, services, request.state.request_id, want_url=want_url, marks=marks, captions=captions
    )


def sse_event(event: dict[str, Any]) -> bytes:
    return f"data: {json.dumps(event, separators=(',', ':'))}\n\n".encode()


def sse_done(chars: int, duration: float) -> bytes:
    usage = {"input_tokens": chars, "output_tokens": 0, "total_tokens": chars}
    return sse_event({"type": "speech.audio.done", "duration": round(duration, 4), "usage": usage})


def delta_bytes(sample_rate: int) -> int:
    """The most encoded bytes one `speech.audio.delta` carries: 100 ms of 16-bit samples at the output rate (4,800
    bytes at 24 kHz), so a pcm or wav delta holds at most 100 ms of audio and every event line stays far below
    line-based readers' limits (aiohttp's default is 512 KiB), whatever the chunk size."""
    return min(SSE_DELTA_LIMIT, max(1, round(2 * sample_rate * SSE_DELTA_SECONDS)))


def sse_deltas(data: bytes, size: int) -> Iterator[bytes]:
    for start in range(0, len(data), size):
        yield sse_event({"type": "speech.audio.delta", "audio": base64.b64encode(data[start : start + size]).decode()})


def sse_events(pieces: Iterator[bytes], rendering: Rendering) -> Iterator[bytes]:
    """OpenAI's speech SSE: `speech.audio.delta` events of at most `delta_bytes` of encoded audio each, sent as
    each chunk is made, then `speech.audio.done`; a failure after the first event ends the stream with an `error`
    event in the OpenAI envelope."""
    size = delta_bytes(rendering.plan.sample_rate)
    try:
        for data in pieces:
            yield from sse_deltas(data, size)
    except SupertonicError as error:
        yield sse_event(error_event(error))
        return
    yield sse_done(len(rendering.plan.request.text), rendering.duration)


def sse_whole(rendering: Rendering, services: Services, request_id: str) -> Response:
    """The SSE answer where streaming is not possible: the same events, all in one body."""
    deltas = sse_deltas(rendering.body, delta_bytes(rendering.plan.sample_rate))
    body = b"".join(deltas) + sse_done(len(rendering.plan.request.text), rendering.duration)
    if not fits(len(body), services.settings.response_limit_bytes):
        raise PayloadTooLarge(
            f'The SSE answer ({len(body)} bytes) does not fit a buffered response. Use stream_format "audio" '
            "(large results are then redirected to the bucket), send less text, or deploy in streaming mode.",
            param="stream_format",
        )
    return Response(body, media_type="text/event-stream", headers=speech_headers(rendering, request_id))
