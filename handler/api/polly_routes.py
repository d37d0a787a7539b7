"""Amazon Polly's API under `/polly`: a boto3 Polly client pointed here works unchanged (docs/polly.md).

    polly = boto3.client("polly", endpoint_url=URL + "/polly", region_name="us-east-1")
    audio = polly.synthesize_speech(Text="Hello.", VoiceId="Joanna", OutputFormat="mp3")["AudioStream"].read()

SynthesizeSpeech, DescribeVoices, Put/Get/List/DeleteLexicon and Start/Get/ListSpeechSynthesisTask(s), with
Polly's field names, headers and errors (handler/polly/errors.py). Synthesis goes through `Speech.plan` like every
other way in; tasks are the kit's bucket jobs (handler/polly/tasks.py).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Coroutine
from typing import Any, Literal, TypeVar

from fastapi import APIRouter, HTTPException, Request
from fastapi.concurrency import run_in_threadpool
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse, Response
from fastapi.routing import APIRoute
from pydantic import BaseModel, ConfigDict, StrictStr, ValidationError

from handler.api.responses import audit, caller_of, speak
from handler.api.services import Services, ServicesDep
from handler.kernel import logs
from handler.kernel.errors import SupertonicError
from handler.polly import tasks
from handler.polly.errors import POLLY_PREFIX, PollyError, polly_error_response
from handler.polly.voices import ENGINES, describe_voices, polly_voice, voice_page
from handler.service.plan import SpeechPlan
from handler.service.schemas import SpeechRequest
from handler.storage.lexicons import LexiconStore, check_name
from handler.text.ssml import text_characters

SYNC_TEXT_CHARS, SYNC_BILLED_CHARS = 6_000, 3_000  # Polly's SynthesizeSpeech limits (tags are not billed)
TASK_TEXT_CHARS, TASK_BILLED_CHARS = 200_000, 100_000  # and StartSpeechSynthesisTask's
# Polly's output formats -> the kit's, with the sample rates Polly allows and its default.
logger = logs.child(__name__)
FORMATS = {
    "mp3": ("mp3", ("8000", "16000", "22050", "24000", "44100", "48000")),
    "ogg_vorbis": ("vorbis", ("8000", "16000", "22050", "24000", "44100", "48000")),
    "ogg_opus": ("opus", ("48000",)),
    "pcm": ("pcm", ("8000", "16000")),
    "json": ("pcm", ()),
}


class PollyRoute(APIRoute):
    """Every failure on these routes leaves in Polly's error shape (FastAPI's custom route class pattern): the
    kit's errors by kind, and one nobody foresaw as ServiceFailureException (500), logged, its detail kept out."""

    def get_route_handler(self) -> Callable[[Request], Coroutine[Any, Any, Response]]:
        handler = super().get_route_handler()

        async def polly_handler(request: Request) -> Response:
            try:
                return await handler(request)
            except SupertonicError as error:
                return polly_error_response(error)
            except (HTTPException, RequestValidationError):
                raise  # FastAPI's own answers (no such route, a method not allowed)
            except Exception:
                logger.exception("unexpected error", extra={"path": request.url.path})
                request_id = getattr(request.state, "request_id", None)
                message = f"Internal error (request {request_id}). It has been logged."
                return polly_error_response(PollyError("ServiceFailureException", message, status=500))

        return polly_handler


# Not in /openapi.json: that document describes the kit's own API; Polly's is AWS's (docs/polly.md maps it).
router = APIRouter(prefix=POLLY_PREFIX.rstrip("/"), route_class=PollyRoute, include_in_schema=False)


class SynthesisInput(BaseModel):
    """SynthesizeSpeech's body; StartSpeechSynthesisTask adds the output location."""

    model_config = ConfigDict(extra="ignore")

    Text: StrictStr
    VoiceId: StrictStr
    OutputFormat: StrictStr
    TextType: Literal["text", "ssml"] = "text"
    SampleRate: StrictStr | None = None
    LanguageCode: StrictStr | None = None
    LexiconNames: list[StrictStr] | None = None
    SpeechMarkTypes: list[StrictStr] | None = None
    Engine: Literal["standard", "neural", "long-form", "generative"] | None = None


class TaskInput(SynthesisInput):
    OutputS3BucketName: StrictStr
    OutputS3KeyPrefix: StrictStr = ""
    SnsTopicArn: StrictStr | None = None


Body = TypeVar("Body", bound=BaseModel)


async def read_body(request: Request, model: type[Body]) -> Body:
    raw = await request.body()
    try:
        return model.model_validate(json.loads(raw or b"{}"))
    except (ValueError, ValidationError) as error:
        if isinstance(error, ValidationError):
            first = error.errors()[0]
            field = ".".join(str(part) for part in first.get("loc", ()))
            message = f"{field}: {first.get('msg', 'invalid value')}" if field else first.get("msg", "invalid")
        else:
            message = "The request body is not valid JSON."
        raise PollyError("ValidationException", message) from None


def billed_characters(body: SynthesisInput) -> int:
    """Polly bills the text, not the SSML tags."""
    return text_characters(body.Text) if body.TextType == "ssml" else len(body.Text)


def speech_request(body: SynthesisInput, *, limits: tuple[int, int]) -> tuple[SpeechRequest, list[str]]:
    """The kit's request for a Polly body, after Polly's own checks; also the speech mark types asked for."""
    total, billed = limits
    if len(body.Text) > total or billed_characters(body) > billed:
        raise PollyError(
            "TextLengthExceededException",
            f"Text has {billed_characters(body)} billed characters ({len(body.Text)} in all); the limits are "
            f"{billed} billed and {total} in all. Use StartSpeechSynthesisTask for longer text.",
        )
    if body.OutputFormat not in FORMATS:
        raise PollyError("ValidationException", f"OutputFormat must be one of {', '.join(FORMATS)}.")
    kit_format, rates = FORMATS[body.OutputFormat]
    marks = list(body.SpeechMarkTypes or [])
    if marks and body.OutputFormat != "json":
        raise PollyError("MarksNotSupportedForFormatException", "SpeechMarkTypes need OutputFormat json.")
    if body.OutputFormat == "json" and not marks:
        raise PollyError("ValidationException", "OutputFormat json needs SpeechMarkTypes.")
    if "viseme" in marks:
        raise PollyError(
            "ValidationException",
            "viseme speech marks are not supported: the model reads letters, not phonemes. "
            "Ask for sentence, word or ssml marks.",
        )
    unknown = [kind for kind in marks if kind not in ("sentence", "word", "ssml")]
    if unknown:
        raise PollyError("ValidationException", f"SpeechMarkTypes: {unknown[0]!r} is not sentence, word or ssml.")
    if "ssml" in marks and body.TextType != "ssml":
        raise PollyError("SsmlMarksNotSupportedForTextTypeException", "ssml speech marks need TextType ssml.")
    sample_rate = None
    if rates:
        rate = body.SampleRate or default_sample_rate(body.OutputFormat, body.Engine)
        if rate not in rates:
            raise PollyError(
                "InvalidSampleRateException",
                f"SampleRate {rate!r} is not valid for {body.OutputFormat}: use one of {', '.join(rates)}.",
            )
        sample_rate = int(rate)
    voice = polly_voice(body.VoiceId)
    if voice.lacks(body.Engine):
        raise PollyError(
            "EngineNotSupportedException",
            f"{body.VoiceId} has no {body.Engine} voice in Amazon Polly: choose another engine "
            f"({', '.join(voice.engines()) or 'see DescribeVoices'}) or a voice that has it.",
        )
    request = SpeechRequest.model_construct(
        text=body.Text,
        format=kit_format,
        voice=voice.voice,
        lang=body.LanguageCode if body.LanguageCode is not None else voice.lang,  # a BCP 47 tag: the plan reduces it
        sample_rate=sample_rate,
        text_type=body.TextType,
        lexicons=body.LexiconNames or None,
    )
    return request, marks


def default_sample_rate(output_format: str, engine: str | None) -> str:
    """Polly's defaults: 22050 Hz for standard voices' mp3 and ogg_vorbis (24000 for the other engines), 16000 for
    pcm, 48000 for ogg_opus."""
    if output_format in ("mp3", "ogg_vorbis"):
        return "22050" if engine in (None, "standard") else "24000"
    return {"ogg_opus": "48000", "pcm": "16000"}[output_format]


def polly_headers(plan: SpeechPlan, body: SynthesisInput) -> dict[str, str]:
    headers = {"x-amzn-RequestCharacters": str(billed_characters(body))}
    if plan.script is not None and plan.script.ignored:
        headers["x-ssml-ignored"] = ", ".join(f"prosody {name}" for name in plan.script.ignored)
    return headers


@router.post("/v1/speech")
async def synthesize_speech(request: Request, services: ServicesDep) -> Response:
    body = await read_body(request, SynthesisInput)
    speech_request_, marks = speech_request(body, limits=(SYNC_TEXT_CHARS, SYNC_BILLED_CHARS))
    speech = services.require_speech()
    plan = await run_in_threadpool(speech.plan, speech_request_)
    headers = polly_headers(plan, body)
    if body.OutputFormat == "json":
        await run_in_threadpool(audit, plan, services, request)  # marks are a synthesis too: recorded first
        lines, cache = await run_in_threadpool(speech_marks_lines, services, plan, marks)
        return Response(lines, media_type="application/x-json-stream", headers={**headers, "x-cache": cache})
    response = await run_in_threadpool(speak, plan, services, request, stream=None, sse=False, prefer_json=False)
    response.headers.update(headers)
    return response


def speech_marks_lines(services: Services, plan: SpeechPlan, marks: list[str]) -> tuple[bytes, str]:
    """Polly's json output: one speech mark per line, in time order (and the cache status of the audio)."""
    speech = services.require_speech()
    rendering = speech.render(plan, admit=True)
    for _ in rendering:
        pass
    lines = "".join(json.dumps(mark, ensure_ascii=False) + "\n" for mark in rendering.marks(marks))
    return lines.encode(), rendering.cache


@router.get("/v1/voices")
def describe(request: Request) -> JSONResponse:
    params = request.query_params
    include = params.get("IncludeAdditionalLanguageCodes", "false").lower() in ("true", "yes")
    engine = params.get("Engine")
    if engine is not None and engine not in ENGINES:
        raise PollyError("ValidationException", f"Engine must be one of {', '.join(ENGINES)}.")
    voices = describe_voices(params.get("LanguageCode"), include_additional=include, engine=engine)
    try:
        page, token = voice_page(voices, params.get("NextToken"))
    except ValueError:
        raise PollyError("InvalidNextTokenException", "NextToken comes from a DescribeVoices answer.") from None
    return JSONResponse({"Voices": page, **({"NextToken": token} if token else {})})


# --- lexicons ---------------------------------------------------------------------------------------------------
def lexicon_store(services: Services) -> LexiconStore:
    return services.require_speech().lexicons


class LexiconInput(BaseModel):
    model_config = ConfigDict(extra="ignore")
    Content: StrictStr


@router.put("/v1/lexicons/{name}")
async def put_lexicon(name: str, request: Request, services: ServicesDep) -> JSONResponse:
    body = await read_body(request, LexiconInput)
    check_name(name)
    await run_in_threadpool(lexicon_store(services).put, name, body.Content)
    return JSONResponse({})


def lexicon_attributes(stored: Any) -> dict[str, Any]:
    return {
        "Alphabet": stored.lexicon.alphabet or "ipa",
        "LanguageCode": stored.lexicon.language,
        "LastModified": stored.modified.timestamp(),
        "LexiconArn": f"arn:aws:polly:local:000000000000:lexicon/{stored.name}",
        "LexemesCount": stored.lexicon.lexemes,
        "Size": len(stored.content),
    }


@router.get("/v1/lexicons/{name}")
def get_lexicon(name: str, services: ServicesDep) -> JSONResponse:
    stored = lexicon_store(services).get(name)
    return JSONResponse(
        {"Lexicon": {"Name": name, "Content": stored.content}, "LexiconAttributes": lexicon_attributes(stored)}
    )


@router.get("/v1/lexicons")
def list_lexicons(services: ServicesDep) -> JSONResponse:
    store = lexicon_store(services)
    found = [store.get(name) for name in store.names()]
    return JSONResponse({"Lexicons": [{"Name": s.name, "Attributes": lexicon_attributes(s)} for s in found]})


@router.delete("/v1/lexicons/{name}")
def delete_lexicon(name: str, services: ServicesDep) -> JSONResponse:
    lexicon_store(services).delete(name)
    return JSONResponse({})


# --- synthesis tasks --------------------------------------------------------------------------------------------
@router.post("/v1/synthesisTasks")
async def start_task(request: Request, services: ServicesDep) -> JSONResponse:
    body = await read_body(request, TaskInput)
    speech_request_, marks = speech_request(body, limits=(TASK_TEXT_CHARS, TASK_BILLED_CHARS))
    speech = services.require_speech()
    bucket = services.require_bucket("Speech synthesis tasks")
    plan = await run_in_threadpool(speech.plan, speech_request_, job=True)
    caller = caller_of(request) | {"route": "/polly/v1/synthesisTasks", "request_id": request.state.request_id}
    task = await run_in_threadpool(
        tasks.start, bucket, plan, body.model_dump(exclude_none=True), marks, billed_characters(body), caller
    )
    return JSONResponse({"SynthesisTask": task})


@router.get("/v1/synthesisTasks/{task_id}")
def get_task(task_id: str, services: ServicesDep) -> JSONResponse:
    return JSONResponse({"SynthesisTask": tasks.get(services.require_bucket("Speech synthesis tasks"), task_id)})


@router.get("/v1/synthesisTasks")
def list_tasks(request: Request, services: ServicesDep) -> JSONResponse:
    params = request.query_params
    found, token = tasks.listing(
        services.require_bucket("Speech synthesis tasks"),
        status=params.get("Status"),
        max_results=params.get("MaxResults"),
        next_token=params.get("NextToken"),
    )
    return JSONResponse({"SynthesisTasks": found, **({"NextToken": token} if token else {})})
