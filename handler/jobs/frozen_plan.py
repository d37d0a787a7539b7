"""A long job's plan, written down once when it is split: every segment runs exactly what the split planned.

    record = plan_record(plan, revision)              # JSON for segments/<id>/job.json: chunks, values, key
    style = style_bytes(plan)                         # the custom or blended voice's arrays (None: built in)
    plan = thaw_plan(record, request, style)          # the same SpeechPlan, without planning the text again

Planning a 100,000-character job is the front end's whole run; a segment that re-planned it would repeat that
for each of its segments (thousands of chunks each time), and would read the voice store again, so a voice
replaced or added meanwhile changed or failed the job. The record keeps the chunks and the resolved voice's
style arrays (float32, as the engine takes them), so the job finishes with the voice it started with.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from handler.audio.formats import check_format
from handler.engine.model import STYLE_DIMS, Voice
from handler.service.plan import SpeechPlan
from handler.service.schemas import SpeechRequest
from handler.text.frontend import PreparedText, TextChunk

STYLE_SIZES = {key: int(np.prod(dims)) for key, dims in STYLE_DIMS.items()}


def plan_record(plan: SpeechPlan, revision: str) -> dict[str, Any]:
    prepared = plan.prepared
    return {
        "revision": revision,
        "lang": prepared.lang,
        "lang_detected": prepared.lang_detected,
        "chunks": [[c.text, c.model_text, c.source_start, c.source_end] for c in prepared.chunks],
        **plan.values(),
        "cache_key": plan.cache_key,
        "text_hash": plan.text_hash,
        "custom_style": plan.style is not None,
    }


def style_bytes(plan: SpeechPlan) -> bytes | None:
    """style_ttl then style_dp as little-endian float32, or None for a built-in voice (fixed with the model)."""
    if plan.style is None:
        return None
    return plan.style.style_ttl.astype("<f4").tobytes() + plan.style.style_dp.astype("<f4").tobytes()


def thaw_plan(record: dict[str, Any], request: SpeechRequest, style: bytes | None) -> SpeechPlan:
    voice = None
    if record["custom_style"]:
        values = np.frombuffer(style or b"", dtype="<f4")
        ttl_size = STYLE_SIZES["style_ttl"]
        if values.size != ttl_size + STYLE_SIZES["style_dp"]:
            raise ValueError("the job's voice snapshot is incomplete")
        voice = Voice(
            record["voice"],
            values[:ttl_size].reshape(1, *STYLE_DIMS["style_ttl"]).astype(np.float32),
            values[ttl_size:].reshape(1, *STYLE_DIMS["style_dp"]).astype(np.float32),
        )
    chunks = tuple(TextChunk(text, model_text, start, end) for text, model_text, start, end in record["chunks"])
    return SpeechPlan(
        request=request,
        prepared=PreparedText(record["lang"], record["lang_detected"], chunks),
        voice=record["voice"],
        format=check_format(record["format"]),
        sample_rate=record["sample_rate"],
        speed=record["speed"],
        steps=record["steps"],
        silence=record["silence"],
        seed=record["seed"],
        cache_key=record["cache_key"],
        text_hash=record["text_hash"],
        style=voice,
    )
