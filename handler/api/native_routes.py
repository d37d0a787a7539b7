"""Native routes: `POST /v1/tts` (every engine parameter, audio or JSON with sentence marks),
`GET /v1/voices` (built-in and custom voices), `PUT`/`DELETE /v1/voices/{name}` (custom voices in the bucket, else
in SUPERTONIC_VOICES_DIR) and `GET`/`HEAD /v1/health`.

    curl -X POST $URL/v1/tts -d '{"text": "Hello.", "voice": "F1", "format": "wav"}' -o hello.wav
    curl -X POST $URL/v1/tts -d '{"text": "Hi. Bye.", "response": "json"}'   # base64 audio + Polly-style marks
"""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter, Request
from fastapi.concurrency import run_in_threadpool
from fastapi.responses import Response

from handler.api.responses import answer_json, speak
from handler.api.services import ServicesDep
from handler.engine import VOICE_ALIASES, VOICE_NAMES
from handler.engine.model import STYLE_DIMS
from handler.kernel import runtime
from handler.kernel.errors import NotFound
from handler.service.schemas import NativeSpeech, native_field_names
from handler.storage.voices import VoiceStore, describe
from handler.text.languages import ALL_LANGUAGES

router = APIRouter()


@router.post("/v1/tts")
def tts(body: NativeSpeech, request: Request, services: ServicesDep) -> Response:
    with native_field_names():
        plan = services.require_speech().plan(body.speech_request(body.text, body.format))
    if body.response == "json":
        return answer_json(
            plan,
            services,
            request,
            want_url=body.audio_url,
            marks=body.speech_marks,
            captions=body.captions or (),
        )
    return speak(plan, services, request, stream=body.stream, sse=False, prefer_json=False)


@router.get("/v1/voices")
@router.get("/v1/audio/voices")
def voices(services: ServicesDep) -> dict[str, Any]:
    data = [
        {
            "id": name,
            "name": name,
            "gender": "male" if name.startswith("M") else "female",
            "aliases": sorted(alias for alias, target in VOICE_ALIASES.items() if target == name),
            "languages": list(ALL_LANGUAGES),
            "custom": False,
        }
        for name in VOICE_NAMES
    ]
    if services.speech is not None:  # a listing always re-reads the store, so an upload shows at once
        data += [
            describe(entry) | {"languages": list(ALL_LANGUAGES)}
            for entry in custom_store(services).custom_voices(refresh=True)
        ]
    return {"object": "list", "data": data, "voices": data}


def custom_store(services: ServicesDep) -> VoiceStore:
    return services.require_speech().voices


VOICE_FILE_BODY = {
    "required": True,
    "description": "A voice style file, as the official package and Supertone's Voice Builder write it.",
    "content": {
        "application/json": {
            "schema": {
                "type": "object",
                "required": ["style_ttl", "style_dp"],
                "properties": {
                    key: {
                        "type": "object",
                        "required": ["dims", "data"],
                        "properties": {"dims": {"const": [1, *dims]}, "data": {"type": "array"}},
                    }
                    for key, dims in STYLE_DIMS.items()
                },
            }
        }
    },
}


@router.put("/v1/voices/{name}", openapi_extra={"requestBody": VOICE_FILE_BODY})
async def put_voice(name: str, request: Request, services: ServicesDep) -> dict[str, Any]:
    """Store a voice style file (the model's JSON format), after checking it: voices/<name>.json in the bucket, else
    <name>.json in SUPERTONIC_VOICES_DIR."""
    store = custom_store(services)
    entry = await run_in_threadpool(store.put, name, await request.body())
    return describe(entry)


@router.delete("/v1/voices/{name}")
def delete_voice(name: str, services: ServicesDep) -> dict[str, Any]:
    if not custom_store(services).delete(name):
        raise NotFound(f"No custom voice {name[:80]!r} to delete.", param="name", code="voice_not_found")
    return {"id": name, "object": "voice", "deleted": True}


@router.head("/v1/health")
async def health_head() -> Response:
    """For load balancers and uptime checks: 200 and no body, without the work of the full report."""
    return Response(status_code=200, media_type="application/json")


@router.get("/v1/health")
async def health(request: Request, services: ServicesDep) -> dict[str, Any]:
    """Async: the report reads only what init loaded, so it answers on the event loop and never waits for a
    thread-pool thread behind synthesis (bench/soak.py measures it under load)."""
    engine = services.engine
    body: dict[str, Any] = {
        "status": "ok" if engine else "unavailable",
        "invocation": "cold" if request.state.cold else "warm",
        "instance": runtime.STATE.instance_id,
        "invocations": runtime.STATE.invocations,
        "init_seconds": round(runtime.STATE.init_seconds, 4),
        "snapstart_restored": runtime.STATE.restored,
        "storage": "configured" if services.bucket else "none",
    }
    if engine is None:
        body["error"] = services.engine_error
        return body
    model = engine.model
    body["model"] = {
        "name": "supertonic-3",
        "revision": engine.revision,
        "synthetic": engine.synthetic,
        "licence": engine.licence,
        "sample_rate": engine.sample_rate,
        "tts_version": model.config.tts_version,
        "load_seconds": round(model.timings.get("total_seconds", 0.0), 4),
        "prepared": model.prepared,
        "threads": model.threads,
        "session_sets": len(model.sessions),
    }
    if engine.synthetic:
        body["warning"] = "A synthetic test model is loaded: output is a test signal, not speech. Run `make model`."
    return body
