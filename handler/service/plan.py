"""A checked speech request with every default filled in: what the engine will run, the cache key it maps to, and
the seed that makes the same request give the same audio.

    plan = speech.plan(SpeechRequest(text="Hello.", voice="alloy"))   # made by handler/service/planning.py
    engine.stream(plan.prepared, **plan.engine_options())
    plan.values()       # what a record of it keeps (the audit trail, a long job's frozen plan)
    plan.marks(chunks)  # Polly's speech marks of its text, given its chunks' times
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from handler.audio.formats import AudioFormat
from handler.engine.model import Voice
from handler.engine.synthesis import ChunkTiming, EngineOptions
from handler.service.checks import model_chars
from handler.service.marks import Pauses, speech_marks
from handler.service.schemas import SpeechRequest
from handler.text.frontend import PreparedText
from handler.text.script import Script, plain_script


@dataclass(frozen=True)
class SpeechPlan:
    """A checked request with every default filled in: what the engine will run and the cache key it maps to."""

    request: SpeechRequest
    prepared: PreparedText
    voice: str
    format: AudioFormat
    sample_rate: int
    speed: float
    steps: int
    silence: float
    seed: int
    cache_key: str
    text_hash: str
    style: Voice | None = None  # the style arrays of a custom or blended voice (built-in ones go by name)
    script: Script | None = None  # an SSML request, parsed (plain text needs none)

    def marks(
        self, chunks: list[ChunkTiming], types: Iterable[str] = ("sentence",), pauses: Pauses = ()
    ) -> list[dict[str, Any]]:
        """Polly's speech marks of `types` for this request, given its chunks' times (handler.service.marks)."""
        return speech_marks(self.script or plain_script(self.request.text), chunks, types, pauses)

    @property
    def model_chars(self) -> int:
        """What the model reads: the work and the limits are counted in these characters, not the request's."""
        return model_chars(self.prepared)

    def values(self) -> dict[str, object]:
        """The resolved values a record of this plan keeps (the audit trail, a long job's frozen plan)."""
        return {
            "voice": self.voice,
            "format": self.format.name,
            "sample_rate": self.sample_rate,
            "speed": self.speed,
            "steps": self.steps,
            "silence": self.silence,
            "seed": self.seed,
        }

    def engine_options(self) -> EngineOptions:
        """The keyword arguments of `Engine.synthesize` and `Engine.stream` for this plan."""
        return {
            "voice": self.voice if self.style is None else self.style,
            "seed": self.seed,
            "speed": self.speed,
            "steps": self.steps,
            "silence": self.silence,
        }


def content_seed(fields: dict[str, object]) -> int:
    """A seed from the request content, so the same request gives the same audio (and retries stay honest)."""
    canonical = json.dumps(fields, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    return int.from_bytes(hashlib.sha256(canonical.encode()).digest()[:4], "big")
