"""OpenAI-compatible routes: `POST /v1/audio/speech`, `GET /v1/models` and `GET /v1/models/{id}`.

    client = OpenAI(base_url="https://<function-url>/v1", api_key="<key or anything>")
    client.audio.speech.create(model="tts-1", voice="alloy", input="Hello.", response_format="wav")

Extensions ride in the same body (`extra_body=` in the client): lang, steps, seed, silence, normalize, lexicon,
sample_rate. `speed` is Supertonic's (0.7-2.0, default 1.05). `instructions` is accepted and ignored.
"""

from __future__ import annotations

from fastapi import APIRouter, Request
from fastapi.responses import Response

from handler.api.responses import speak
from handler.api.services import ServicesDep
from handler.errors import NotFound
from handler.schemas import OPENAI_MODELS, OpenAISpeech

router = APIRouter()


def wants_json(request: Request) -> bool:
    return "application/json" in request.headers.get("accept", "")


@router.post("/v1/audio/speech")
def create_speech(body: OpenAISpeech, request: Request, services: ServicesDep) -> Response:
    plan = services.require_speech().plan(body.speech_request(body.input, body.response_format))
    sse = body.stream_format == "sse"
    return speak(plan, services, request, stream=body.stream, sse=sse, prefer_json=wants_json(request))


def model_object(name: str) -> dict:
    return {"id": name, "object": "model", "created": 0, "owned_by": "supertonic"}


@router.get("/v1/models")
def list_models() -> dict:
    return {"object": "list", "data": [model_object(name) for name in OPENAI_MODELS]}


@router.get("/v1/models/{model_id}")
def retrieve_model(model_id: str) -> dict:
    if model_id not in OPENAI_MODELS:
        raise NotFound(
            f"The model {model_id!r} does not exist. Valid models: {', '.join(OPENAI_MODELS)}.",
            param="model",
            code="model_not_found",
        )
    return model_object(model_id)
