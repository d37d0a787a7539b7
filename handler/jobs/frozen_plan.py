"""A long job's plan, written down once when it is split: every segment runs exactly what the split planned.

    record = plan_record(plan, revision)              # a FrozenPlan, in segments/<id>/job.json: chunks, values, key
    style = style_bytes(plan)                         # the custom or blended voice's arrays (None: built in)
    plan = thaw_plan(record, request, style)          # the same SpeechPlan, without planning the text again

Planning a 100,000-character job is the front end's whole run; a segment that re-planned it would repeat that
for each of its segments (thousands of chunks each time), and would read the voice store again, so a voice
replaced or added meanwhile changed or failed the job. The record keeps the chunks and the resolved voice's
style arrays (float32, as the engine takes them), so the job finishes with the voice it started with.
Its schema (`FrozenPlan`) holds each value to what a request may ask: a record with steps of 10**9, NaN for the
speed or an unknown format is refused when it is read, not run.
"""

from __future__ import annotations

import numpy as np
from pydantic import StrictBool, StrictStr, field_validator

from handler.audio.formats import FORMATS, check_format
from handler.engine.model import STYLE_DIMS, Voice
from handler.service.plan import SpeechPlan
from handler.service.schemas import SampleRate, Seed, Silence, SpeechRequest, Speed, Steps
from handler.storage.documents import Count, StoredDocument, Text
from handler.text.frontend import PreparedText, TextChunk

STYLE_SIZES = {key: int(np.prod(dims)) for key, dims in STYLE_DIMS.items()}


class FrozenPlan(StoredDocument):
    """A long job's plan as the split froze it (the same shape since plans were first frozen)."""

    revision: Text  # the model's: a segment run by another model fails the job
    lang: Text
    lang_detected: StrictBool
    chunks: list[tuple[StrictStr, StrictStr, Count, Count]]  # text, model text, source start and end
    voice: Text
    format: Text
    sample_rate: SampleRate
    speed: Speed
    steps: Steps
    silence: Silence
    seed: Seed
    cache_key: Text
    text_hash: Text
    custom_style: StrictBool

    @field_validator("format")
    @classmethod
    def known_format(cls, value: str) -> str:
        if value not in FORMATS:
            raise ValueError(f"format must be one of {', '.join(FORMATS)}; got {value[:20]!r}.")
        return value


def plan_record(plan: SpeechPlan, revision: str) -> FrozenPlan:
    prepared = plan.prepared
    return FrozenPlan(
        revision=revision,
        lang=prepared.lang,
        lang_detected=prepared.lang_detected,
        chunks=[(c.text, c.model_text, c.source_start, c.source_end) for c in prepared.chunks],
        voice=plan.voice,
        format=plan.format.name,
        sample_rate=plan.sample_rate,
        speed=plan.speed,
        steps=plan.steps,
        silence=plan.silence,
        seed=plan.seed,
        cache_key=plan.cache_key,
        text_hash=plan.text_hash,
        custom_style=plan.style is not None,
    )


def style_bytes(plan: SpeechPlan) -> bytes | None:
    """style_ttl then style_dp as little-endian float32, or None for a built-in voice (fixed with the model)."""
    if plan.style is None:
        return None
    return plan.style.style_ttl.astype("<f4").tobytes() + plan.style.style_dp.astype("<f4").tobytes()


def thaw_plan(record: FrozenPlan, request: SpeechRequest, style: bytes | None) -> SpeechPlan:
    voice = None
    if record.custom_style:
        values = np.frombuffer(style or b"", dtype="<f4")
        ttl_size = STYLE_SIZES["style_ttl"]
        if values.size != ttl_size + STYLE_SIZES["style_dp"]:
            raise ValueError("the job's voice snapshot is incomplete")
        voice = Voice(
            record.voice,
            values[:ttl_size].reshape(1, *STYLE_DIMS["style_ttl"]).astype(np.float32),
            values[ttl_size:].reshape(1, *STYLE_DIMS["style_dp"]).astype(np.float32),
        )
    chunks = tuple(TextChunk(text, model_text, start, end) for text, model_text, start, end in record.chunks)
    return SpeechPlan(
        request=request,
        prepared=PreparedText(record.lang, record.lang_detected, chunks),
        voice=record.voice,
        format=check_format(record.format),
        sample_rate=record.sample_rate,
        speed=record.speed,
        steps=record.steps,
        silence=record.silence,
        seed=record.seed,
        cache_key=record.cache_key,
        text_hash=record.text_hash,
        style=voice,
    )
