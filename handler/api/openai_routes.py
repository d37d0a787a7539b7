"""OpenAI-compatible routes: `POST /v1/audio/speech` and `GET /v1/models`.

    client = OpenAI(base_url="https://<function-url>/v1", api_key="<key or anything>")
    client.audio.speech.create(model="tts-1", voice="alloy", input="Hello.", response_format="wav")

Extensions ride in the same body (`extra_body=` in the client): lang, steps, seed, silence, normalize, lexicon,
sample_rate. `speed` is Supertonic's (0.7-2.0, default 1.05). `instructions` is accepted and ignored.
"""

from __future__ import annotations

from fastapi import APIRouter, Request
from fastapi.responses import Response

from handler.api.responses import deliver
from handler.api.services import ServicesDep
from handler.schemas import OPENAI_MODELS, OpenAISpeech

router = APIRouter()


def wants_json(request: Request) -> bool:
    return "application/json" in request.headers.get("accept", "")


@router.post("/v1/audio/speech")
def create_speech(body: OpenAISpeech, request: Request, services: ServicesDep) -> Response:
    speech = services.require_speech()
    plan = speech.plan(body.speech_request(body.input, body.response_format))
    result = speech.synthesize(plan)
    return deliver(result, services, request.state.request_id, prefer_json=wants_json(request))


@router.get("/v1/models")
def list_models() -> dict:
    data = [{"id": name, "object": "model", "created": 0, "owned_by": "supertonic"} for name in OPENAI_MODELS]
    return {"object": "list", "data": data}
