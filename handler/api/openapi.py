"""The OpenAPI document at `/openapi.json`: FastAPI's, decorated with what the code really does.

    install_openapi(app, settings)     # once, in create_app

FastAPI derives the request bodies from the pydantic models, with the limits they declare (the numbers' ranges and
the sample rates, handler.service.schemas). What `Speech.plan` checks is added here, read from the same constants it
reads (`FORMATS`, `VOICE_NAMES`, ...) and from the deployment's settings (defaults, text limits), so the document
cannot drift from the code. Also added: the audio content types of the speech routes, OpenAI's error envelope as the
`Error` schema with the 4xx/5xx answers each route can give, an example request per route, and the API-key schemes
where the deployment requires a key (and only there: without one, no route asks for it), each server-sent event of
the SSE answer as the JSON it carries, and a 405's methods are the app's own. FastAPI's 422 is removed everywhere:
validation failures are 400s in the envelope.
"""

from __future__ import annotations

import re
from collections.abc import Collection
from functools import cache
from typing import Any

from fastapi import FastAPI
from pydantic import BaseModel

from handler.api.auth import key_configured
from handler.api.request_context import OPEN_PATHS
from handler.audio.formats import FORMATS
from handler.engine import VOICE_ALIASES, VOICE_NAMES
from handler.engine.styles import BLEND_PATTERN, MAX_BLEND, MAX_SPEC_CHARS, NAME_PATTERN
from handler.engine.synthesis import SILENCE_RANGE, SPEED_RANGE, STEPS_RANGE
from handler.kernel.config import Settings
from handler.kernel.errors import (
    AudioDegraded,
    Busy,
    InvalidRequest,
    ModelError,
    NotFound,
    PayloadTooLarge,
    SynthesisTimeout,
    error_object,
)
from handler.service.schemas import (
    OPENAI_DEFAULT_SPEED,
    OPENAI_MODELS,
    OPENAI_PCM_RATE,
    OPENAI_SPEED_RANGE,
    SSE_REFUSED_MODELS,
    JobSpec,
    NativeSpeech,
    OpenAISpeech,
)
from handler.storage.keys import MAX_NAME
from handler.text.languages import ALL_LANGUAGES, TAG_PATTERN
from handler.text.normalize.lexicon import MAX_KEY_LENGTH, MAX_REQUEST_ENTRIES, MAX_VALUE_LENGTH

Schema = dict[str, Any]
BODY_MODELS: tuple[type[BaseModel], ...] = (OpenAISpeech, NativeSpeech, JobSpec)  # the bodies with numeric limits

ERROR_REF = {"$ref": "#/components/schemas/Error"}
ERROR_SCHEMA: Schema = {
    "title": "Error",
    "description": "OpenAI's error envelope. `param` names the request field at fault, when there is one.",
    "type": "object",
    "required": ["error"],
    "properties": {
        "error": {
            "type": "object",
            "required": ["message", "type", "param", "code"],
            "properties": {
                "message": {"type": "string"},
                "type": {"type": "string", "examples": ["invalid_request_error"]},
                "param": {"type": ["string", "null"]},
                "code": {"type": ["string", "null"]},
            },
        }
    },
}

# What each status means, and an example built from the exception the code raises for it.
ERRORS: dict[int, tuple[str, str, str, str | None]] = {
    400: ("A bad value; the message names the field.", InvalidRequest.type, InvalidRequest.code, "speed"),
    401: (
        "Missing or wrong API key (only when the deployment sets one).",
        "invalid_request_error",
        "invalid_api_key",
        None,
    ),
    404: ("No such resource.", NotFound.type, NotFound.code, None),
    413: ("Too much text, or too large a body.", PayloadTooLarge.type, PayloadTooLarge.code, "input"),
    429: ("Too many requests are waiting: retry after `Retry-After` seconds.", Busy.type, Busy.code, None),
    503: (
        f"No model is loaded (or, for jobs, no bucket); on the speech routes also `{AudioDegraded.code}`: the audio "
        "failed its quality check twice and is not sent (retry with another `seed`).",
        ModelError.type,
        ModelError.code,
        None,
    ),
    504: ("Synthesis exceeded its time limit.", SynthesisTimeout.type, SynthesisTimeout.code, None),
}

# Answers beyond those every route may give (401; 400 and 413 with a body; 404 with a path parameter).
# A body that names stored lexicons (SpeechOptions.lexicons) is a 404 when one of them is not stored.
ROUTE_ERRORS: dict[str, tuple[int, ...]] = {
    "/v1/audio/speech": (404, 429, 503, 504),
    "/v1/tts": (404, 429, 503, 504),
    "/v1/jobs": (404, 503),
    "/v1/text/normalize": (404,),
    "/v1/jobs/{job_id}": (503,),
    "/v1/voices/{name}": (503,),
    "/metrics": (404,),  # where the figures go to CloudWatch (on Lambda)
}
SPEECH_ROUTES = ("/v1/audio/speech", "/v1/tts")
SUMMARIES = {
    ("post", "/v1/audio/speech"): "Speech from text (OpenAI's request)",
    ("post", "/v1/tts"): "Speech from text (every engine parameter; audio or JSON with sentence marks)",
    ("get", "/v1/models"): "List the models",
    ("get", "/v1/models/{model_id}"): "One model",
    ("get", "/v1/voices"): "List the voices",
    ("get", "/v1/audio/voices"): "List the voices",
    ("put", "/v1/voices/{name}"): "Add or replace a custom voice (a voice style file)",
    ("delete", "/v1/voices/{name}"): "Remove a custom voice",
    ("get", "/v1/health"): "Health and model report (no API key)",
    ("head", "/v1/health"): "Health probe: 200, no body (no API key)",
    ("post", "/v1/jobs"): "Submit a long text as an async job",
    ("get", "/v1/jobs/{job_id}"): "A job's status",
    ("get", "/metrics"): "Service figures in Prometheus text format (404 where they go to CloudWatch)",
}

TAGS = {
    "/v1/audio/speech": "OpenAI-compatible",
    "/v1/models": "OpenAI-compatible",
    "/v1/models/{model_id}": "OpenAI-compatible",
    "/v1/tts": "Native",
    "/v1/voices": "Native",
    "/v1/audio/voices": "Native",
    "/v1/voices/{name}": "Native",
    "/v1/jobs": "Jobs",
    "/v1/jobs/{job_id}": "Jobs",
    "/v1/health": "Health",
    "/metrics": "Health",
}
DESCRIPTION = (
    "Supertonic 3 text-to-speech. `POST /v1/audio/speech` takes OpenAI's request, so the official client works "
    "unchanged; `POST /v1/tts` takes every engine parameter. When the deployment sets an API key, send it as "
    "`Authorization: Bearer <key>` or `x-api-key` (the health check needs none). Every error is OpenAI's "
    'envelope, `{"error": {"message", "type", "param", "code"}}`; bad input is a 4xx, never a 5xx. '
    "Not listed below: `GET /`, an HTML page to try the API in a browser; Amazon Polly's API under `/polly` "
    "(`POST /polly/v1/speech`, voices, lexicons, synthesis tasks), with Polly's fields and errors, for boto3's Polly "
    "client: AWS's Polly reference describes it and docs/polly.md maps it; `POST /events` and "
    "`POST /adapter/after-restore`, which only the Lambda Web Adapter calls (streaming mode). This document is "
    "rendered at `/docs` and `/redoc`."
)

AUDIO_HEADERS = {
    "x-request-id": "The request id (also in the logs).",
    "x-audio-duration": "Seconds of audio (whole answers, and streamed ones served from the cache).",
    "x-first-byte-time": "Seconds to the first audio (streamed answers).",
    "x-sample-rate": "Samples per second of the audio.",
    "x-cache": "hit, miss, unavailable or off.",
    "x-synthesis-time": "Seconds spent synthesising (whole answers).",
    "x-language": "The language spoken (sent or detected).",
    "x-voice": "The voice used, after aliases.",
    "x-seed": "The seed used; send it back for the same audio.",
    "x-speed": "The speed applied (POST /v1/audio/speech: OpenAI's 0.25-4.0 clamped to the model's range).",
}

SPEECH_JSON: Schema = {
    "title": "SpeechJSON",
    "description": "Audio as base64 (`audio`) or, when it does not fit the answer, a presigned `url`; plus sentence "
    "marks in Amazon Polly's style (`time` in ms, UTF-8 byte offsets `start`/`end`).",
    "type": "object",
    "required": ["format", "content_type", "sample_rate", "duration", "lang", "voice", "seed", "marks"],
    "properties": {
        "format": {"type": "string", "enum": list(FORMATS)},
        "content_type": {"type": "string", "enum": [fmt.content_type for fmt in FORMATS.values()]},
        "sample_rate": {"type": "integer"},
        "duration": {"type": "number"},
        "lang": {"type": "string"},
        "voice": {"type": "string"},
        "seed": {"type": "integer"},
        "marks": {
            "type": "array",
            "items": {
                "type": "object",
                "required": ["time", "type", "start", "end", "value"],
                "properties": {
                    "time": {"type": "integer"},
                    "type": {"type": "string", "enum": ["sentence"]},
                    "start": {"type": "integer"},
                    "end": {"type": "integer"},
                    "value": {"type": "string"},
                },
            },
        },
        "audio": {"type": "string", "contentEncoding": "base64"},
        "url": {"type": "string", "format": "uri"},
        "expires_in": {"type": "integer"},
    },
}


# One server-sent event as an SSE reader parses it (Open API before 3.2 has a stream's `schema` describe each event):
# the `data` field, a JSON text, is one of OpenAI's speech events.
SPEECH_EVENT: Schema = {
    "title": "SpeechEvent",
    "description": "One server-sent event. Its `data` is JSON: `speech.audio.delta` events, each with at most "
    "100 ms of audio, then `speech.audio.done`; a failure after the first event ends the stream with an `error` "
    "event (OpenAI's error object) instead.",
    "type": "object",
    "required": ["data"],
    "properties": {
        "event": {"type": "string", "const": "message", "description": "Not sent: the SSE default."},
        "data": {
            "type": "string",
            "contentMediaType": "application/json",
            "contentSchema": {
                "oneOf": [
                    {
                        "type": "object",
                        "required": ["type", "audio"],
                        "properties": {
                            "type": {"const": "speech.audio.delta"},
                            "audio": {"type": "string", "contentEncoding": "base64"},
                        },
                    },
                    {
                        "type": "object",
                        "required": ["type", "usage"],
                        "properties": {
                            "type": {"const": "speech.audio.done"},
                            "duration": {"type": "number", "minimum": 0},
                            "usage": {
                                "type": "object",
                                "required": ["input_tokens", "output_tokens", "total_tokens"],
                                "properties": {
                                    name: {"type": "integer", "minimum": 0}
                                    for name in ("input_tokens", "output_tokens", "total_tokens")
                                },
                            },
                        },
                    },
                    {
                        "type": "object",
                        "required": ["type", "error"],
                        "properties": {"type": {"const": "error"}, "error": ERROR_SCHEMA["properties"]["error"]},
                    },
                ]
            },
        },
    },
}


def install_openapi(app: FastAPI, settings: Settings) -> None:
    """Replace `app.openapi` with one that decorates FastAPI's document once, on first use."""

    def openapi() -> Schema:
        if app.openapi_schema is None:
            app.openapi_schema = decorate(FastAPI.openapi(app), settings, OPEN_PATHS)
        return app.openapi_schema

    app.openapi = openapi  # type: ignore[method-assign]  # FastAPI's documented way to extend the document


def decorate(doc: Schema, settings: Settings, open_paths: Collection[str]) -> Schema:
    doc["info"].setdefault("description", DESCRIPTION)
    components = doc.setdefault("components", {})
    schemas = components.setdefault("schemas", {})
    for name in ("HTTPValidationError", "ValidationError"):
        schemas.pop(name, None)
    if not key_configured(settings):  # no route asks for a key: every path is open
        open_paths = {*open_paths, *doc.get("paths", {})}
    else:
        components["securitySchemes"] = {
            "bearer": {"type": "http", "scheme": "bearer", "description": "`Authorization: Bearer <key>`"},
            "apiKey": {"type": "apiKey", "in": "header", "name": "x-api-key"},
        }
    for model in BODY_MODELS:
        exact_bounds(schemas.get(model.__name__, {}), model)
    for name, schema in schemas.items():  # the request bodies, all of them from pydantic
        constrain_fields(name, schema, settings)
    schemas["Error"] = ERROR_SCHEMA
    schemas["SpeechJSON"] = SPEECH_JSON
    schemas["SpeechEvent"] = SPEECH_EVENT
    for path, operations in doc.get("paths", {}).items():
        for method, operation in operations.items():
            decorate_operation(path, method, operation, settings, open_paths)
    return doc


def exact_bounds(schema: Schema, model: type[BaseModel]) -> None:
    """The model's own minimum and maximum: FastAPI's OpenAPI model types them as floats, which would turn the
    seed's 2**63 - 1 into 9.223372036854776e+18 and `steps`' 100 into 100.0."""
    own = model.model_json_schema()["properties"]
    for field, prop in schema.get("properties", {}).items():
        for branch, exact in zip(prop.get("anyOf", [prop]), own[field].get("anyOf", [own[field]]), strict=False):
            branch.update({key: exact[key] for key in ("minimum", "maximum") if key in exact})


def field_rules() -> dict[str, Schema]:
    """JSON Schema keywords per request field, from the constants `Speech.plan` checks against (the models declare
    their own ranges and sample rates)."""
    voices = [*VOICE_NAMES, *VOICE_ALIASES]
    return {
        "voice": {"examples": [*voices, "F1:0.7+M2:0.3"], "pattern": BLEND_PATTERN, "maxLength": MAX_SPEC_CHARS},
        "lang": {"pattern": TAG_PATTERN, "examples": [*ALL_LANGUAGES[:3], "en-US", "pt_BR"]},
        "response_format": {"enum": list(FORMATS)},
        "format": {"enum": list(FORMATS)},
        "model": {"enum": list(OPENAI_MODELS)},
    }


def field_notes() -> dict[str, str]:
    return {
        "speed": f"Speaking rate, {SPEED_RANGE[0]} to {SPEED_RANGE[1]}.",
        "steps": f"Denoising steps, {STEPS_RANGE[0]} to {STEPS_RANGE[1]}: more is slower and cleaner.",
        "silence": f"Seconds of silence between chunks, {SILENCE_RANGE[0]} to {SILENCE_RANGE[1]}"
        " (half of it after a chunk cut at a clause).",
        "seed": "Noise seed. Default: derived from the request, so the same request gives the same audio.",
        "sample_rate": "Resample the output to this rate (opus is always 48000). Default: the model's 44100.",
        "voice": (
            f"One of ours ({', '.join(VOICE_NAMES)}), an OpenAI name mapped onto one (any case), a custom voice "
            f"(`GET /v1/voices`), or a blend of up to {MAX_BLEND} of them: `F1:0.7+M2:0.3` (weights are normalised; "
            "`F1+M2` is half and half)."
        ),
        "lang": "Language code or BCP 47 tag (`en`, `en-US`, `pt_br`: the region and script are dropped), or `na` "
        "for any. Default: detected from the text.",
        "response_format": "Audio format. `pcm` is raw 16-bit little-endian mono.",
        "format": "Audio format. `pcm` is raw 16-bit little-endian mono.",
        "model": f"Any of {', '.join(OPENAI_MODELS)}: all the same model.",
    }


def field_defaults(settings: Settings) -> dict[str, object]:
    """The deployment's defaults for fields a request may leave out."""
    return {
        "speed": settings.default_speed,
        "steps": settings.default_steps,
        "silence": settings.default_silence,
        "voice": settings.default_voice,
    }


def text_limits(name: str, settings: Settings) -> dict[str, Schema]:
    """The text field of each request body: something to say (text of only whitespace is a 400), and at most
    maxLength characters (a longer text is a 413)."""
    spoken = {"minLength": 1, "pattern": not_only_whitespace()}
    return {
        "OpenAISpeech": {"input": spoken | {"maxLength": settings.max_sync_chars}},
        "NativeSpeech": {"text": spoken | {"maxLength": settings.max_sync_chars}},
        "JobSpec": {"text": spoken | {"maxLength": settings.max_job_chars}},
        "NormalizeRequest": {"text": spoken},
    }.get(name, {})


@cache
def not_only_whitespace() -> str:
    """A pattern that finds a character `str.strip` keeps, the app's test of empty text (JSON Schema's `\\S` is
    ECMAScript's, whose whitespace is not Python's: U+001C-U+001F and U+0085 differ)."""
    spaces = "".join(f"\\u{code:04x}" for code in range(0x3001) if chr(code).isspace())  # none lies beyond U+3000
    return f"[^{spaces}]"


def lexicon_rules() -> Schema:
    """A request's own lexicon, as text/normalize/lexicon.py checks it: written forms with something in them."""
    return {
        "maxProperties": MAX_REQUEST_ENTRIES,
        "propertyNames": {"pattern": not_only_whitespace(), "maxLength": MAX_KEY_LENGTH},
        "additionalProperties": {"type": "string", "maxLength": MAX_VALUE_LENGTH},
    }


def custom_voice_name() -> Schema:
    """A custom voice's name as `PUT`/`DELETE /v1/voices/{name}` take it: never a built-in name or alias, in
    any case (`name_error` in handler/storage/voices.py)."""
    either_case = "|".join(
        "".join(f"[{c.upper()}{c.lower()}]" if c.isalpha() else re.escape(c) for c in name)
        for name in (*VOICE_NAMES, *VOICE_ALIASES)
    )
    return {"type": "string", "pattern": f"^(?!(?:{either_case})$){NAME_PATTERN}$"}


def openai_fields() -> tuple[dict[str, str], dict[str, object]]:
    """Where OpenAI's route differs from the native one: notes and defaults of its body's fields (its speed range is
    OpenAISpeech's)."""
    notes = {
        "speed": (
            f"Speaking rate, OpenAI's {OPENAI_SPEED_RANGE[0]} to {OPENAI_SPEED_RANGE[1]}, clamped to what the model "
            f"can do ({SPEED_RANGE[0]} to {SPEED_RANGE[1]}); the `x-speed` header says the value applied."
        ),
        "sample_rate": (
            f"Resample the output to this rate (opus is always 48000). Default: {OPENAI_PCM_RATE} for pcm (as "
            "OpenAI's), else the model's 44100."
        ),
        "voice": field_notes()["voice"] + ' As in OpenAI\'s SDK, also an object naming one: `{"id": "alloy"}`.',
    }
    return notes, {"speed": OPENAI_DEFAULT_SPEED}


def constrain_fields(name: str, schema: Schema, settings: Settings) -> None:
    properties = schema.get("properties", {})
    rules, notes, defaults = field_rules(), field_notes(), field_defaults(settings)
    if name == "OpenAISpeech":
        openai_notes, openai_defaults = openai_fields()
        notes, defaults = notes | openai_notes, defaults | openai_defaults
    for field, note in notes.items():  # every field with a note; some also take keywords
        if field not in properties:
            continue
        constrain(properties[field], rules.get(field, {}))
        if field in defaults and field not in schema.get("required", ()):
            note += f" Default {defaults[field]}."
        properties[field].setdefault("description", note)
    for field, keywords in text_limits(name, settings).items():
        if field in properties:
            constrain(properties[field], keywords)
    if "lexicon" in properties:
        constrain(properties["lexicon"], lexicon_rules())
    if name == "JobOutput":  # a name inside the job's folder, in the function's own bucket (storage/keys.py)
        constrain(properties.get("key", {}), {"minLength": 1, "maxLength": MAX_NAME})
        if settings.bucket:
            constrain(properties.get("bucket", {}), {"enum": [settings.bucket]})
    refused = refused_combinations(name, properties)
    if refused:
        schema["allOf"] = [{"not": combination} for combination in refused]


def refused_combinations(name: str, properties: Schema) -> list[Schema]:
    """Values each valid alone that the route refuses together: a sample rate a fixed-rate format (opus) is not
    written at, and, as on OpenAI, events from tts-1 and tts-1-hd."""
    refused: list[Schema] = []
    format_field = "response_format" if name == "OpenAISpeech" else "format"
    if format_field in properties and "sample_rate" in properties:
        for fmt in FORMATS.values():
            if fmt.fixed_rate is not None:
                refused.append(
                    {
                        "required": [format_field, "sample_rate"],
                        "properties": {
                            format_field: {"const": fmt.name},
                            "sample_rate": {"not": {"enum": [fmt.fixed_rate, None]}},
                        },
                    }
                )
    if name == "OpenAISpeech":
        refused.append(
            {
                "required": ["model", "stream_format"],
                "properties": {"model": {"enum": list(SSE_REFUSED_MODELS)}, "stream_format": {"const": "sse"}},
            }
        )
    return refused


def constrain(prop: Schema, keywords: Schema) -> None:
    """Add `keywords` to the property, or to each non-null branch of a nullable one (`anyOf: [..., null]`)."""
    branches = prop.get("anyOf", [prop])
    for branch in branches:
        if branch.get("type") != "null":
            branch.update(keywords)


def error_answers(path: str, method: str, operation: Schema, open_paths: Collection[str]) -> list[int]:
    codes = set(ROUTE_ERRORS.get(path, ()))
    if path not in open_paths:
        codes.add(401)
    if "requestBody" in operation:
        codes |= {400, 413}
    if any(parameter.get("in") == "path" for parameter in operation.get("parameters", [])):
        codes.add(404)
    return sorted(codes)


def error_response(status: int) -> Schema:
    description, type_, code, param = ERRORS[status]
    example = {"error": error_object(description, type_, param=param, code=code)}
    answer: Schema = {
        "description": description,
        "content": {"application/json": {"schema": ERROR_REF, "example": example}},
    }
    if status == 429:
        answer["headers"] = {"retry-after": {"description": "Seconds to wait.", "schema": {"type": "integer"}}}
    return answer


def decorate_operation(
    path: str, method: str, operation: Schema, settings: Settings, open_paths: Collection[str]
) -> None:
    operation["summary"] = SUMMARIES.get((method, path), operation.get("summary", ""))
    if path in TAGS:
        operation["tags"] = [TAGS[path]]
    responses = operation.setdefault("responses", {})
    responses.pop("422", None)
    if method == "head":  # an answer to HEAD never has a body, so no content type either
        for answer in responses.values():
            answer.pop("content", None)
    for status in error_answers(path, method, operation, open_paths):
        responses[str(status)] = error_response(status)
    if path not in open_paths:
        operation["security"] = [{"bearer": []}, {"apiKey": []}]
    if path in SPEECH_ROUTES:
        responses["200"] = audio_answer(sse=path == "/v1/audio/speech")
        responses["303"] = {
            "description": "The audio is larger than the answer may be: `location` is a short-lived URL to it "
            "(stored in the bucket).",
            "headers": {"location": {"schema": {"type": "string", "format": "uri"}}},
        }
    examples = request_examples(settings).get(path)
    body = operation.get("requestBody", {}).get("content", {}).get("application/json")
    if examples and body is not None:
        body["examples"] = examples
    for parameter in operation.get("parameters", []):
        example = PATH_EXAMPLES.get((path, parameter.get("name")))
        if example is not None:
            parameter["example"] = example
    if path == "/v1/models/{model_id}":
        for parameter in operation.get("parameters", []):
            parameter["schema"]["enum"] = list(OPENAI_MODELS)
    if path == "/v1/voices/{name}":
        for parameter in operation.get("parameters", []):
            parameter["schema"].update(custom_voice_name())


def audio_answer(*, sse: bool) -> Schema:
    binary = {"schema": {"type": "string", "format": "binary"}}
    content: Schema = {fmt.content_type: dict(binary) for fmt in FORMATS.values()}
    content["application/json"] = {"schema": {"$ref": "#/components/schemas/SpeechJSON"}}
    description = "The audio, in the content type of the format asked for (streamed where the server can)."
    if sse:
        content["text/event-stream"] = {
            "schema": {"$ref": "#/components/schemas/SpeechEvent"},
            "example": 'data: {"type":"speech.audio.delta","audio":"<base64>"}\n\n'
            'data: {"type":"speech.audio.done","usage":{"input_tokens":6,"output_tokens":0,"total_tokens":6}}\n\n',
        }
        description += ' With `stream_format: "sse"`, OpenAI\'s server-sent events.'
    description += " JSON (`SpeechJSON`) when asked for (`response: json`, or `Accept: application/json`)."
    headers = {name: {"description": text, "schema": {"type": "string"}} for name, text in AUDIO_HEADERS.items()}
    return {"description": description, "content": content, "headers": headers}


PATH_EXAMPLES = {("/v1/models/{model_id}", "model_id"): OPENAI_MODELS[0], ("/v1/jobs/{job_id}", "job_id"): "0" * 32}


def request_examples(settings: Settings) -> dict[str, dict[str, Schema]]:
    alias = next(iter(VOICE_ALIASES))
    formats = list(FORMATS)
    return {
        "/v1/audio/speech": {
            "openai": {
                "summary": "OpenAI's request",
                "value": {
                    "model": OPENAI_MODELS[0],
                    "input": "Hello from Supertonic.",
                    "voice": alias,
                    "response_format": "mp3",
                },
            },
            "extensions": {
                "summary": "With Supertonic's extensions: 24 kHz raw PCM, a fixed seed",
                "value": {
                    "model": OPENAI_MODELS[0],
                    "input": "Hello again.",
                    "voice": VOICE_NAMES[0],
                    "response_format": "pcm",
                    "sample_rate": 24_000,
                    "seed": 7,
                    "lang": "en",
                    "speed": settings.default_speed,
                    "steps": settings.default_steps,
                },
            },
            "sse": {
                "summary": "Server-sent events",
                "value": {
                    "model": "gpt-4o-mini-tts",  # OpenAI refuses events from tts-1 and tts-1-hd
                    "input": "Streamed as events.",
                    "voice": alias,
                    "stream_format": "sse",
                },
            },
        },
        "/v1/tts": {
            "audio": {
                "summary": "Audio",
                "value": {"text": "Hello from Supertonic.", "voice": VOICE_NAMES[0], "format": formats[0]},
            },
            "json": {
                "summary": "JSON with base64 audio and sentence marks",
                "value": {"text": "First sentence. Second one.", "voice": VOICE_NAMES[-1], "response": "json"},
            },
        },
        "/v1/jobs": {
            "job": {
                "summary": "A long text, synthesised in the background",
                "value": {"text": "A long text...", "voice": VOICE_NAMES[0], "format": "mp3", "lang": "en"},
            },
        },
    }
