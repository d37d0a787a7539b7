"""Request bodies, shared by every way in: the HTTP routes and the bucket jobs parse the same fields the same way.

    body = NativeSpeech.model_validate_json(raw)
    request = body.speech_request(body.text, body.format)     # -> SpeechRequest, what `Speech.plan` takes

The engine parameters are written out once, in `SpeechOptions`. These models check types only, strictly: a JSON
number where a number belongs (`true` and `"1.5"` are refused, not coerced), a string where a string belongs.
Values (ranges, NaN and Infinity, huge integers, voices, formats, languages) are checked in one place,
`Speech.plan`, so every way in reports the same message.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, StrictBool, StrictFloat, StrictInt, StrictStr, field_validator

from handler.errors import SupertonicError

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

MarkType = Literal["sentence", "word", "ssml"]  # Polly's speech marks (handler.marks), not visemes
CaptionFormat = Literal["srt", "vtt"]
Number = StrictInt | StrictFloat  # a JSON number; NaN, Infinity and 400-digit integers are refused by Speech.plan


class SpeechOptions(BaseModel):
    """The engine parameters every request may set. Unset means the deployment default."""

    model_config = ConfigDict(extra="forbid")

    voice: StrictStr | None = None
    lang: StrictStr | None = Field(default=None, description="ISO code, or `na`; detected when absent")
    speed: Number | None = None
    steps: StrictInt | None = None
    seed: StrictInt | None = None
    silence: Number | None = None
    normalize: StrictBool = True
    lexicon: dict[StrictStr, StrictStr] | None = None
    lexicons: list[StrictStr] | None = Field(
        default=None, description="Stored PLS lexicons by name (PUT /polly/v1/lexicons/{name}), at most 5"
    )
    sample_rate: StrictInt | None = None
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
    """Where a job's result is also written: another bucket the function may write to (Polly's synthesis tasks)."""

    model_config = ConfigDict(extra="forbid")

    bucket: StrictStr
    key: StrictStr
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
