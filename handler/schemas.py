"""Request bodies, shared by both ways in: the HTTP routes and the bucket jobs parse the same fields the same way.

    body = NativeSpeech.model_validate_json(raw)
    request = body.speech_request()        # -> handler.speech.SpeechRequest

Range checks for speed, steps and silence live in the engine, the format and rate checks in audio/, so that
every way in reports the same message. These models only check types and shapes.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

from handler.speech import SpeechRequest

OPENAI_MODELS = ("tts-1", "tts-1-hd", "gpt-4o-mini-tts", "supertonic-3")


class SpeechFields(BaseModel):
    """The engine parameters every request may set. Unset means the deployment default."""

    model_config = ConfigDict(extra="forbid")

    voice: str | None = None
    lang: str | None = Field(default=None, description="ISO code, or `na`; detected when absent")
    speed: float | None = None
    steps: int | None = None
    seed: int | None = None
    silence: float | None = None
    normalize: bool = True
    lexicon: dict[str, str] | None = None
    sample_rate: int | None = None

    def speech_request(self, text: str, fmt: str) -> SpeechRequest:
        return SpeechRequest(
            text=text,
            voice=self.voice,
            lang=self.lang,
            format=fmt,
            speed=self.speed,
            steps=self.steps,
            seed=self.seed,
            silence=self.silence,
            normalize=self.normalize,
            lexicon=self.lexicon,
            sample_rate=self.sample_rate,
        )


class OpenAISpeech(SpeechFields):
    """OpenAI's `POST /v1/audio/speech` body, plus our extensions. Unknown OpenAI fields are ignored."""

    model_config = ConfigDict(extra="ignore")

    model: str
    input: str
    voice: str
    response_format: str = "mp3"
    instructions: str | None = None  # accepted for compatibility; Supertonic takes no style prompt
    stream_format: str | None = None  # accepted; the whole file is always returned

    @field_validator("model")
    @classmethod
    def known_model(cls, value: str) -> str:
        if value not in OPENAI_MODELS:
            raise ValueError(f"Unknown model {value!r}. Valid models: {', '.join(OPENAI_MODELS)}")
        return value


class NativeSpeech(SpeechFields):
    """`POST /v1/tts`: every engine parameter, and the choice of an audio or a JSON answer."""

    text: str
    format: str = "wav"
    response: Literal["audio", "json"] = "audio"  # json: base64 audio (or its URL) plus sentence marks
    audio_url: bool = False  # with response=json: always store the audio and return a URL instead of base64


class JobSpec(SpeechFields):
    """A `.json` job in `inbox/`, or the body of `POST /v1/jobs`."""

    text: str
    format: str = "mp3"
    name: str | None = None  # output name under outbox/; default: the inbox key without its extension
