"""One speech request, top to bottom: text front end, cache, engine, encoder. Both ways in (HTTP and bucket jobs)
call this, so a request gives the same audio, seed and cache entry whichever way it came.

    speech = Speech(engine, settings, cache=AudioCache(bucket), lexicon=load_lexicon(path))
    plan = speech.plan(SpeechRequest(text="Hello.", voice="alloy", format="mp3"))  # validates, no model call
    result = speech.synthesize(plan)                                             # SpeechResult
    result.body, result.content_type, result.marks, result.cache
"""

from __future__ import annotations

import hashlib
import json
import time
from collections.abc import Mapping
from dataclasses import dataclass, field

from aws_lambda_powertools import Logger

from handler.audio.encode import encode
from handler.audio.formats import AudioFormat, check_format
from handler.audio.resample import check_sample_rate
from handler.config import Settings
from handler.engine import Engine, resolve_voice
from handler.engine.synthesis import ChunkTiming
from handler.errors import InvalidRequest, PayloadTooLarge
from handler.storage.cache import AudioCache, cache_key
from handler.text.chunking import sentence_spans
from handler.text.frontend import PreparedText, prepare_text
from handler.text.normalize import merge_lexicons

logger = Logger(service="supertonic")


@dataclass(frozen=True)
class SpeechRequest:
    text: str
    voice: str | None = None
    lang: str | None = None
    format: str = "mp3"
    speed: float | None = None
    steps: int | None = None
    seed: int | None = None
    silence: float | None = None
    normalize: bool = True
    lexicon: Mapping[str, str] | None = None
    sample_rate: int | None = None


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

    def engine_options(self) -> dict[str, object]:
        """The keyword arguments of `Engine.synthesize` and `Engine.stream` for this plan."""
        return {
            "voice": self.voice,
            "seed": self.seed,
            "speed": self.speed,
            "steps": self.steps,
            "silence": self.silence,
        }


@dataclass(frozen=True)
class SpeechResult:
    body: bytes
    content_type: str
    format: str
    sample_rate: int
    duration: float
    lang: str
    voice: str
    seed: int
    cache: str  # "hit", "miss" (now stored), "off", or "unavailable" (the bucket refused the entry)
    cache_key: str
    synthesis_seconds: float
    marks: list[dict] = field(default_factory=list)


def content_seed(fields: Mapping[str, object]) -> int:
    """A seed from the request content, so the same request gives the same audio (and retries stay honest)."""
    canonical = json.dumps(fields, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    return int.from_bytes(hashlib.sha256(canonical.encode()).digest()[:4], "big")


def sentence_marks(text: str, chunks: tuple[ChunkTiming, ...] | list[ChunkTiming]) -> list[dict]:
    """Amazon Polly's sentence speech marks: time in ms, start/end as UTF-8 byte offsets into the request text.

    A sentence that starts a chunk is timed exactly; one inside a chunk (chunks pack several sentences) gets the
    time its first character falls at, spreading the chunk's duration over its characters."""
    marks = []
    position = 0  # both lists run in text order, so one pass finds each sentence's chunk
    byte_offset, byte_cursor = 0, 0
    for start, end in sentence_spans(text):
        while position + 1 < len(chunks) and chunks[position].source_end <= start:
            position += 1
        chunk = chunks[position]
        span = max(1, chunk.source_end - chunk.source_start)
        fraction = min(1.0, max(0.0, (start - chunk.source_start) / span))
        seconds = chunk.start + fraction * (chunk.end - chunk.start)
        byte_offset += len(text[byte_cursor:start].encode())
        value = text[start:end]
        length = len(value.encode())
        marks.append(
            {
                "time": round(seconds * 1000),
                "type": "sentence",
                "start": byte_offset,
                "end": byte_offset + length,
                "value": value,
            }
        )
        byte_offset, byte_cursor = byte_offset + length, end
    return marks


def cache_metadata(duration: float, lang: str, marks: list[dict]) -> dict[str, str]:
    """What a cache entry keeps beside the audio, so a hit can answer with marks and duration too."""
    return {"duration": f"{duration:.4f}", "lang": lang, "marks": json.dumps(marks, separators=(",", ":"))}


def cached_details(metadata: dict[str, str]) -> tuple[float, list[dict]]:
    return float(metadata.get("duration", "0")), json.loads(metadata.get("marks", "[]"))


class Speech:
    def __init__(
        self,
        engine: Engine,
        settings: Settings,
        cache: AudioCache | None = None,
        lexicon: Mapping[str, str] | None = None,
    ) -> None:
        self.engine = engine
        self.settings = settings
        self.cache = cache if settings.cache_enabled else None
        self.lexicon = dict(lexicon or {})

    def plan(self, request: SpeechRequest, *, max_chars: int | None = None) -> SpeechPlan:
        """Check everything that can be checked without the model; raise a 4xx error naming the bad field."""
        limit = self.settings.max_sync_chars if max_chars is None else max_chars
        if not isinstance(request.text, str):
            raise InvalidRequest("input must be a string.", param="input")
        if len(request.text) > limit:
            raise PayloadTooLarge(
                f"input has {len(request.text)} characters; the limit here is {limit}. "
                "Split the text, or send it as an async job (POST /v1/jobs).",
                param="input",
            )
        voice = resolve_voice(request.voice or self.settings.default_voice)
        fmt = check_format(request.format)
        sample_rate = check_sample_rate(request.sample_rate, fmt, native_rate=self.engine.sample_rate)
        lexicon = merge_lexicons(self.lexicon, request.lexicon) if request.normalize else None
        prepared = prepare_text(
            request.text,
            lang=request.lang,
            supported=self.engine.supported_characters,
            normalize=request.normalize,
            lexicon=lexicon,
        )
        speed = self.settings.default_speed if request.speed is None else request.speed
        steps = self.settings.default_steps if request.steps is None else request.steps
        silence = self.settings.default_silence if request.silence is None else request.silence
        model_text = "\n".join(chunk.model_text for chunk in prepared.chunks)
        if request.seed is None:
            seed = content_seed(
                {"text": model_text, "voice": voice, "speed": speed, "steps": steps, "silence": silence}
            )
        elif isinstance(request.seed, bool) or not isinstance(request.seed, int) or not 0 <= request.seed < 2**63:
            raise InvalidRequest(f"seed must be a whole number from 0 to 2^63-1, got {request.seed!r}.", param="seed")
        else:
            seed = request.seed
        key = cache_key(
            model_revision=self.engine.revision,
            text=model_text,
            voice=voice,
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
            text_hash=hashlib.sha256(request.text.encode()).hexdigest()[:16],
        )

    def synthesize(self, plan: SpeechPlan, *, timeout: float | None = None) -> SpeechResult:
        started = time.perf_counter()
        if self.cache is not None and (hit := self.cache.get(plan.cache_key)) is not None:
            duration, marks = cached_details(hit.metadata)
            result = self._result(plan, hit.body, duration, "hit", marks, started)
            self._log(plan, result)
            return result
        synthesis = self.engine.synthesize(plan.prepared, **plan.engine_options(), timeout=timeout)
        encoded = encode(synthesis.audio, synthesis.sample_rate, plan.format.name, plan.sample_rate)
        marks = sentence_marks(plan.request.text, synthesis.chunks)
        status = "off"
        if self.cache is not None:
            metadata = cache_metadata(encoded.duration, plan.prepared.lang, marks)
            stored = self.cache.put(plan.cache_key, encoded.body, plan.format.content_type, metadata)
            # "miss" promises the audio now sits at the cache key (large results are presigned from there).
            status = "miss" if stored else "unavailable"
        result = self._result(plan, encoded.body, encoded.duration, status, marks, started)
        self._log(plan, result)
        return result

    def _result(
        self, plan: SpeechPlan, body: bytes, duration: float, cache: str, marks: list[dict], started: float
    ) -> SpeechResult:
        return SpeechResult(
            body=body,
            content_type=plan.format.content_type,
            format=plan.format.name,
            sample_rate=plan.sample_rate,
            duration=duration,
            lang=plan.prepared.lang,
            voice=plan.voice,
            seed=plan.seed,
            cache=cache,
            cache_key=plan.cache_key,
            synthesis_seconds=time.perf_counter() - started,
            marks=marks,
        )

    def _log(self, plan: SpeechPlan, result: SpeechResult) -> None:
        extra = {
            "text_sha256": plan.text_hash,
            "chars": len(plan.request.text),
            "chunks": len(plan.prepared.chunks),
            "lang": result.lang,
            "voice": result.voice,
            "format": result.format,
            "bytes": len(result.body),
            "audio_seconds": round(result.duration, 3),
            "synthesis_seconds": round(result.synthesis_seconds, 4),
            "cache": result.cache,
        }
        if self.settings.log_text:
            extra["text"] = plan.request.text
        logger.info("speech", extra=extra)
