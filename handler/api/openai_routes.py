"""OpenAI-compatible routes: `POST /v1/audio/speech`, `GET /v1/models` and `GET /v1/models/{id}`.

    client = OpenAI(base_url="https://<function-url>/v1", api_key="<key or anything>")
    client.audio.speech.create(model="tts-1", voice="alloy", input="Hello.", response_format="wav")

The route keeps OpenAI's contract where a client could tell the difference:
- `pcm` is 24 kHz, as OpenAI's (voice-agent frameworks hard-code that rate); `sample_rate` asks for another.
- `speed` takes OpenAI's 0.25-4.0, default 1.0, and is clamped to what the model can do (0.7-2.0): the value
  applied is in the `x-speed` header.
- `voice` may be an object, `{"id": "alloy"}`; `stream_format: "sse"` is refused for tts-1 and tts-1-hd.
Extensions ride in the same body (`extra_body=` in the client): lang, steps, seed, silence, normalize, lexicon,
sample_rate, stream. `instructions` is accepted and ignored.
"""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter, Request
from fastapi.responses import Response

from handler.api.responses import speak
from handler.api.services import ServicesDep
from handler.engine.synthesis import SPEED_RANGE
from handler.kernel.errors import InvalidRequest, NotFound
from handler.service.schemas import (
    OPENAI_DEFAULT_SPEED,
    OPENAI_MODELS,
    OPENAI_PCM_RATE,
    SSE_REFUSED_MODELS,
    OpenAISpeech,
)

router = APIRouter()


def wants_json(request: Request) -> bool:
    return "application/json" in request.headers.get("accept", "")


def model_speed(speed: float | None) -> float:
    """OpenAI's speed (0.25-4.0, checked by OpenAISpeech) as the model's: the same value where the model can speak
    at it, else the nearest end of SPEED_RANGE."""
    if speed is None:
        return OPENAI_DEFAULT_SPEED
    return min(max(float(speed), SPEED_RANGE[0]), SPEED_RANGE[1])


@router.post("/v1/audio/speech")
def create_speech(body: OpenAISpeech, request: Request, services: ServicesDep) -> Response:
    sse = body.stream_format == "sse"
    if sse and body.model in SSE_REFUSED_MODELS:
        raise InvalidRequest(
            f'stream_format "sse" is not supported for {body.model}, as on OpenAI. Use "audio", or a model that '
            "streams events (gpt-4o-mini-tts).",
            param="stream_format",
        )
    rate = body.sample_rate
    if rate is None and body.response_format == "pcm":
        rate = OPENAI_PCM_RATE
    openai_body = body.model_copy(update={"speed": model_speed(body.speed), "sample_rate": rate})
    plan = services.require_speech().plan(openai_body.speech_request(body.input, body.response_format))
    response = speak(plan, services, request, stream=body.stream, sse=sse, prefer_json=wants_json(request))
    response.headers["x-speed"] = f"{plan.speed:g}"
    return response


def model_object(name: str) -> dict[str, Any]:
    return {"id": name, "object": "model", "created": 0, "owned_by": "supertonic"}


@router.get("/v1/models")
def list_models() -> dict[str, Any]:
    return {"object": "list", "data": [model_object(name) for name in OPENAI_MODELS]}


@router.get("/v1/models/{model_id}")
def retrieve_model(model_id: str) -> dict[str, Any]:
    if model_id not in OPENAI_MODELS:
        raise NotFound(
            f"The model {model_id!r} does not exist. Valid models: {', '.join(OPENAI_MODELS)}.",
            param="model",
            code="model_not_found",
        )
    return model_object(model_id)
