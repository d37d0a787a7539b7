"""Request bodies, shared by every way in: the HTTP routes and the bucket jobs parse the same fields the same way.

    body = NativeSpeech.model_validate_json(raw)
    request = body.speech_request(body.text, body.format)     # -> SpeechRequest, what `Speech.plan` takes

The engine parameters are written out once, in `SpeechOptions`. These models check types strictly (a JSON number
where a number belongs: `true` and `"1.5"` are refused, not coerced) and the limits that are constants: each
number's range (`Within`, which also refuses NaN, Infinity and huge integers) and the sample rates (`OneOf`), so
validation, its error message and the OpenAPI document's minimum/maximum/enum come from one declaration. What
depends on the deployment or the model (text length, voices, formats, languages) is checked by `Speech.plan`.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Annotated, Any, Literal

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    GetCoreSchemaHandler,
    GetJsonSchemaHandler,
    StrictBool,
    StrictFloat,
    StrictInt,
    StrictStr,
    ValidationError,
    field_validator,
)
from pydantic.json_schema import JsonSchemaValue
from pydantic_core import CoreSchema, PydanticCustomError, core_schema

from handler.audio.formats import RATES
from handler.engine.synthesis import SILENCE_RANGE, SPEED_RANGE, STEPS_RANGE
from handler.kernel.errors import SupertonicError
from handler.storage.lexicons import MAX_REQUEST_LEXICONS, NAME

# Every speech model id OpenAI lists, its dated snapshots included, then ours: all of them the same model here.
OPENAI_MODELS = (
    "tts-1",
    "tts-1-hd",
    "gpt-4o-mini-tts",
    "gpt-4o-mini-tts-2025-03-20",
    "gpt-4o-mini-tts-2025-12-15",
    "supertonic-3",
)
SSE_REFUSED_MODELS = ("tts-1", "tts-1-hd")  # OpenAI streams SSE only from gpt-4o-mini-tts and its snapshots
OPENAI_SPEED_RANGE = (0.25, 4.0)  # accepted on OpenAI's route, then clamped to the model's SPEED_RANGE
OPENAI_DEFAULT_SPEED = 1.0
OPENAI_PCM_RATE = 24_000  # OpenAI's pcm: what voice-agent frameworks assume
NATIVE_NAMES = {"input": "text", "response_format": "format"}  # OpenAI's field names -> the native requests' names

SEED_RANGE = (0, 2**63 - 1)

MarkType = Literal["sentence", "word", "ssml"]  # Polly's speech marks (handler.service.marks), not visemes
CaptionFormat = Literal["srt", "vtt"]


def shown(value: object) -> str:
    """A refused value as an error message shows it: a 400-digit integer by its length."""
    if isinstance(value, int) and not isinstance(value, bool) and abs(value) >= 10**30:
        try:
            return f"an integer of {len(str(abs(value)))} digits"
        except ValueError:  # past Python's limit on converting an integer to text
            return "an integer of over 4300 digits"
    return repr(value)


def out_of_range(template: str, **context: str) -> PydanticCustomError:
    """The one error of a refused value; `validation_message` puts the field's name in front of `template`."""
    return PydanticCustomError("out_of_range", template, context)


# Stored PLS lexicons named by a request, as Polly takes them (LexiconNames): at most five.
StoredLexicons = Annotated[
    list[Annotated[StrictStr, Field(pattern=NAME.pattern)]],
    Field(
        max_length=MAX_REQUEST_LEXICONS,
        description=f"Stored PLS lexicons by name (PUT /polly/v1/lexicons/{{name}}), at most {MAX_REQUEST_LEXICONS}",
    ),
]


@dataclass(frozen=True)
class Within:
    """`Annotated[int | float, Within(low, high)]`: a JSON number from `low` to `high` (an integer when `whole`),
    finite. It checks the value and writes the schema's minimum and maximum; any failure (out of range, NaN,
    Infinity, a bool, a string) is one error naming the range, not one per branch of the union."""

    low: float
    high: float
    whole: bool = False

    def __get_pydantic_core_schema__(self, source: Any, handler: GetCoreSchemaHandler) -> CoreSchema:
        kinds = StrictInt if self.whole else StrictInt | StrictFloat
        return core_schema.no_info_wrap_validator_function(self.validate, handler.generate_schema(kinds))

    def __get_pydantic_json_schema__(self, schema: CoreSchema, handler: GetJsonSchemaHandler) -> JsonSchemaValue:
        json_schema = handler(schema)
        for branch in json_schema.get("anyOf", [json_schema]):
            branch.update(minimum=self.low, maximum=self.high)
        return json_schema

    def validate(self, value: object, check: core_schema.ValidatorFunctionWrapHandler) -> object:
        try:
            number = check(value)  # the type, strictly: a bool or a string is refused, not coerced
        except ValidationError:
            number = None
        # Compared as given: a huge integer exactly (math.isfinite would overflow on one of 400 digits); NaN
        # compares False, so it is refused with Infinity.
        if number is None or not self.low <= number <= self.high:
            raise out_of_range(
                "must be {kind} from {low} to {high}; got {value}.",
                kind="a whole number" if self.whole else "a number",
                low=self.shown_bound(self.low),
                high=self.shown_bound(self.high),
                value=shown(value),
            )
        return number

    def shown_bound(self, bound: float) -> str:
        return str(int(bound)) if self.whole else f"{bound:g}"  # a seed's bound exactly, not 9.22337e+18


@dataclass(frozen=True)
class OneOf:
    """`Annotated[int, OneOf(values)]`: one of these integers (not a bool, a float or a string); the schema's enum."""

    values: tuple[int, ...]
    unit: str = ""

    def __get_pydantic_core_schema__(self, source: Any, handler: GetCoreSchemaHandler) -> CoreSchema:
        return core_schema.no_info_wrap_validator_function(self.validate, handler.generate_schema(StrictInt))

    def __get_pydantic_json_schema__(self, schema: CoreSchema, handler: GetJsonSchemaHandler) -> JsonSchemaValue:
        json_schema = handler(schema)
        json_schema["enum"] = list(self.values)
        return json_schema

    def validate(self, value: object, check: core_schema.ValidatorFunctionWrapHandler) -> object:
        if not isinstance(value, int) or isinstance(value, bool) or value not in self.values:
            raise out_of_range(
                "must be one of {values}{unit}; got {value}.",
                values=", ".join(map(str, self.values)),
                unit=self.unit,
                value=shown(value),
            )
        return check(value)


Speed = Annotated[int | float, Within(*SPEED_RANGE)]
OpenAISpeed = Annotated[int | float, Within(*OPENAI_SPEED_RANGE)]  # then clamped to SPEED_RANGE by the route
Steps = Annotated[int, Within(*STEPS_RANGE, whole=True)]
Silence = Annotated[int | float, Within(*SILENCE_RANGE)]
Seed = Annotated[int, Within(*SEED_RANGE, whole=True)]
SampleRate = Annotated[int, OneOf(RATES, " Hz")]  # opus's one rate is checked with the format (check_sample_rate)


class SpeechOptions(BaseModel):
    """The engine parameters every request may set. Unset means the deployment default."""

    model_config = ConfigDict(extra="forbid")

    voice: StrictStr | None = None
    lang: StrictStr | None = Field(default=None, description="ISO code, or `na`; detected when absent")
    speed: Speed | None = None
    steps: Steps | None = None
    seed: Seed | None = None
    silence: Silence | None = None
    normalize: StrictBool = True
    lexicon: dict[StrictStr, StrictStr] | None = None
    lexicons: StoredLexicons | None = None
    sample_rate: SampleRate | None = None
    text_type: Literal["text", "ssml"] = Field(
        default="text", description="`ssml`: the text is an SSML document (docs/polly.md lists the tags)"
    )

    def options(self) -> dict[str, Any]:
        return {name: getattr(self, name) for name in SpeechOptions.model_fields}

    def speech_request(self, text: str, fmt: str) -> SpeechRequest:
        # Every field was validated by this model already: build without validating twice.
        return SpeechRequest.model_construct(text=text, format=fmt, **self.options())


class SpeechRequest(SpeechOptions):
    """What `Speech.plan` takes: the text, the output format and the engine parameters."""

    text: StrictStr
    format: StrictStr = "mp3"


class OpenAISpeech(SpeechOptions):
    """OpenAI's `POST /v1/audio/speech` body, plus our extensions. Unknown OpenAI fields are ignored."""

    model_config = ConfigDict(extra="ignore")

    model: StrictStr
    input: StrictStr
    voice: StrictStr
    speed: OpenAISpeed | None = None
    response_format: StrictStr = "mp3"
    instructions: StrictStr | None = None  # accepted for compatibility; Supertonic takes no style prompt
    stream_format: Literal["audio", "sse"] = "audio"  # sse: `speech.audio.delta` events with base64 audio
    stream: StrictBool | None = None  # extension: false asks for one buffered answer (default: stream when able)

    @field_validator("voice", mode="before")
    @classmethod
    def voice_id(cls, value: object) -> object:
        """OpenAI's SDK also sends a voice as an object, `{"id": "..."}`: the same as the bare name."""
        if isinstance(value, dict) and set(value) == {"id"}:
            return value["id"]
        return value

    @field_validator("model")
    @classmethod
    def known_model(cls, value: str) -> str:
        if value not in OPENAI_MODELS:
            raise ValueError(f"Unknown model {value!r}. Valid models: {', '.join(OPENAI_MODELS)}")
        return value


class NativeSpeech(SpeechOptions):
    """`POST /v1/tts`: every engine parameter, and the choice of an audio or a JSON answer."""

    text: StrictStr
    format: StrictStr = "wav"
    response: Literal["audio", "json"] = "audio"  # json: base64 audio (or its URL) plus sentence marks
    audio_url: StrictBool = False  # with response=json: always store the audio and return a URL instead of base64
    speech_marks: list[MarkType] = Field(
        default=["sentence"], description='With response=json: the kinds of Polly speech marks in "marks"'
    )
    captions: list[CaptionFormat] | None = Field(
        default=None, description='With response=json: "captions": {"srt": ..., "vtt": ...} from the word marks'
    )
    stream: StrictBool | None = None  # false asks for one buffered answer (default: stream when able)


class JobOutput(BaseModel):
    """A file a job also writes, in its own folder: outbox/<job name>/<key> (storage/keys.output_key), a copy of
    its audio or its speech marks. `bucket` may only name the function's own bucket (Polly's tasks send one)."""

    model_config = ConfigDict(extra="forbid")

    key: StrictStr  # a name inside the job's folder, never a bucket key
    bucket: StrictStr | None = None
    marks: list[MarkType] | None = None  # write these speech marks (JSON lines) there instead of the audio


class JobSpec(SpeechOptions):
    """A `.json` job in `inbox/`, or the body of `POST /v1/jobs`."""

    text: StrictStr
    format: StrictStr = "mp3"
    name: StrictStr | None = None  # output name under outbox/; default: the inbox key without its extension
    captions: list[CaptionFormat] | None = None  # also write outbox/<name>.srt / .vtt beside the audio
    output: JobOutput | None = None


@contextmanager
def native_field_names() -> Iterator[None]:
    """Errors raised inside name the native request's fields (`text`, `format`), not OpenAI's (`input`,
    `response_format`), so the message points at the field the client actually sent."""
    try:
        yield
    except SupertonicError as error:
        if error.param is not None:
            error.param = NATIVE_NAMES.get(error.param, error.param)
        raise
