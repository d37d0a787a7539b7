"""Planning: a speech request checked against the deployment and the model, every default filled in, its text
prepared (SSML parsed, lexicons applied, verbalised, chunked), its seed and cache key derived. Nothing runs on
the model yet; a bad field is a 4xx naming it.

    plan = plan_request(request, job=False, engine=engine, settings=settings, voices=voices, lexicons=lexicons,
                        own_lexicon={})                       # what Speech.plan calls with its parts
"""

from __future__ import annotations

import hashlib
from collections.abc import Mapping
from functools import partial

from handler.audio.formats import check_format, check_sample_rate
from handler.engine import Engine
from handler.engine.synthesis import SILENCE_RANGE, SPEED_RANGE, STEPS_RANGE
from handler.kernel.config import Settings
from handler.service.checks import check_lexicon_growth, check_model_text, check_text, checked_default
from handler.service.plan import SpeechPlan, content_seed
from handler.service.schemas import SpeechRequest
from handler.storage import cache_key
from handler.storage.lexicons import LexiconStore
from handler.storage.voices import ResolvedVoice, VoiceStore
from handler.text.frontend import prepare_text
from handler.text.languages import check_language
from handler.text.normalize import merge_lexicons
from handler.text.script import prepare_script
from handler.text.ssml import parse_ssml


def plan_request(
    request: SpeechRequest,
    *,
    job: bool,
    engine: Engine,
    settings: Settings,
    voices: VoiceStore,
    lexicons: LexiconStore,
    own_lexicon: Mapping[str, str],
    resolved: ResolvedVoice | None = None,
) -> SpeechPlan:
    """Check what depends on the deployment and the model, fill every default, prepare the text; raise a 4xx
    error naming the bad field. The request's static limits (ranges, sample rates) were checked by its model
    (handler.service.schemas); nothing has run yet. `own_lexicon`: the deployment's (SUPERTONIC_LEXICON);
    `lexicons`: the stored ones a request names; `resolved`: the request's voice resolved already (a WebSocket
    session resolves it once, not for each sentence)."""
    limit = settings.max_job_chars if job else settings.max_sync_chars  # a deployment setting
    text = check_text(request.text, limit, job=job, ssml=request.text_type == "ssml")
    # The voices this deployment holds (custom ones included).
    resolved = resolved or voices.resolve(request.voice if request.voice is not None else settings.default_voice)
    voice = resolved.name
    # A request's own numbers were checked by its model (handler.service.schemas); a deployment's defaults are not
    # checked at start, so one out of range is refused here, naming the field.
    speed = checked_default(request.speed, settings.default_speed, SPEED_RANGE, "speed")
    steps = checked_default(request.steps, settings.default_steps, STEPS_RANGE, "steps")
    silence = checked_default(request.silence, settings.default_silence, SILENCE_RANGE, "silence")
    fmt = check_format(request.format)  # the formats this build can encode
    # opus has one rate (a rule across two fields); the others resample from the model's own rate.
    sample_rate = check_sample_rate(request.sample_rate, fmt, native_rate=engine.sample_rate)
    stored = lexicons.entries(request.lexicons) if request.normalize else {}
    lexicon = merge_lexicons({**own_lexicon, **stored}, request.lexicon) if request.normalize else None
    lang = check_language(request.lang) if request.lang is not None else None  # a BCP 47 tag, reduced once
    script = parse_ssml(text, lang=lang) if request.text_type == "ssml" else None
    model_limit = int(limit * settings.model_chars_factor)
    if lexicon:
        spans = [(s.start, s.end) for s in script.segments] if script is not None else [(0, len(text))]
        spoken = script.spoken if script is not None else text
        check_lexicon_growth((spoken[start:end] for start, end in spans), lexicon, model_limit, job=job)
    front_end = partial(prepare_script, script) if script is not None else partial(prepare_text, text)
    prepared = front_end(
        lang=lang,
        supported=engine.supported_characters,
        normalize=request.normalize,
        lexicon=lexicon,
        first_chunk_length=settings.first_chunk_chars,
    )
    # What the model reads, after the lexicon and verbalisation, against the deployment's limit.
    speed, silence, steps = float(speed), float(silence), int(steps)
    check_model_text(prepared, model_limit, job=job, silence=silence)
    model_text = "\n".join(chunk.plan_text for chunk in prepared.chunks)
    seed = request.seed
    if seed is None:
        seed = content_seed(
            {"text": model_text, "voice": resolved.key, "speed": speed, "steps": steps, "silence": silence}
        )
    key = cache_key(
        model_revision=engine.revision,
        text=model_text,
        voice=resolved.key,
        lang=prepared.lang,
        speed=speed,
        steps=steps,
        seed=seed,
        silence=silence,
        fmt=fmt.name,
        sample_rate=sample_rate,
    )
    return SpeechPlan(
        request=request,
        prepared=prepared,
        voice=voice,
        format=fmt,
        sample_rate=sample_rate,
        speed=speed,
        steps=steps,
        silence=silence,
        seed=seed,
        cache_key=key,
        text_hash=hashlib.sha256(text.encode()).hexdigest()[:16],
        style=None if resolved.key == voice and voice in engine.model.voices else resolved.voice,
        script=script,
    )
