"""One speech request, top to bottom: check, text front end, cache, engine, encoder. Every way in (HTTP, streamed
or not, the WebSocket, bucket jobs) renders through here, so a request gives the same audio, seed and cache
entry whichever way it came.

    speech = build_speech(engine, settings, bucket=bucket)   # handler/platform/function.py: Speech and its parts
    plan = speech.plan(SpeechRequest(text="Hello.", voice="alloy", format="mp3"))  # checks the rest, no model call
    rendering = speech.synthesize(plan)       # the whole answer in memory: a finished Rendering (below), .body

    rendering = speech.render(plan)           # or piece by piece (the cache is looked up here):
    for data in rendering:                    #   encoded bytes as each chunk is synthesised (an HTTP stream)
        send(data)
    speech.render(plan).write_into(upload)    #   or into a sink that can patch (an upload by parts), header fixed
    rendering.duration, rendering.marks()     #   known once the iteration is over
    speech.render(plan, pieces=stored)        # audio made earlier (a long job's segments), through the same encoder

    speech.prime()                            # one run at init, nothing recorded (handler.main.prime)

A cache entry holds only what its key determines: the audio, its duration and each chunk's start and end time.
Sentence marks are always made from the current request's text, never stored.
"""

from __future__ import annotations

import hashlib
import json
import math
import time
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from functools import partial
from typing import Any, Protocol, TypedDict, Unpack

from handler.audio.formats import AudioFormat, check_format, check_sample_rate
from handler.audio.stream import StreamEncoder
from handler.engine import Engine
from handler.engine.deadline import Deadline
from handler.engine.model import Voice
from handler.engine.synthesis import (
    SILENCE_RANGE,
    SPEED_RANGE,
    STEPS_RANGE,
    ChunkAudio,
    ChunkTiming,
    EngineOptions,
    pause_before,
)
from handler.kernel import logs
from handler.kernel.config import Settings
from handler.kernel.errors import (
    NO_MODEL,
    InvalidRequest,
    ModelError,
    PayloadTooLarge,
    PreparationFailed,
    SupertonicError,
)
from handler.service.admission import Admission
from handler.service.marks import Pauses, find_pauses, speech_marks
from handler.service.schemas import SpeechRequest
from handler.service.workload import SPEECH_CHARS_PER_SECOND, Pace, check_fits
from handler.storage import AudioCache, StoredObject, cache_key
from handler.storage.audit import AuditTrail
from handler.storage.lexicons import LexiconStore
from handler.storage.voices import VoiceStore
from handler.text.frontend import PreparedText, lexicon_model_chars, prepare_text
from handler.text.languages import check_language
from handler.text.normalize import merge_lexicons
from handler.text.script import Script, plain_script, prepare_script
from handler.text.ssml import DOCUMENT_FACTOR, parse_ssml, text_characters

logger = logs.child(__name__)

PRIMING_TEXT = "Priming the pipeline before the snapshot."
CACHE_BODY_LIMIT = 20 * 1024 * 1024  # larger results are not cached (the entry would be kept in memory to write it)
HIT_PIECE_BYTES = 64 * 1024  # a cached answer is streamed in pieces of this size

Progress = Callable[[int, int], None]  # (chunks done, chunks in all), after each chunk


class SpeechRecorder(Protocol):
    """Where the service counts its cache lookups and its syntheses (handler/service/metrics.py)."""

    def cache(self, hit: bool) -> None: ...

    def synthesis(self, audio_seconds: float, compute_seconds: float, format: str | None = None) -> None: ...


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


# --- checks --------------------------------------------------------------------------------------------------
def checked_default(value: float | None, default: float, limits: tuple[float, float], param: str) -> float:
    """The request's value (its model checked it), or the deployment's default, which must be within `limits`."""
    if value is not None:
        return value
    low, high = limits
    if not low <= default <= high:
        raise InvalidRequest(
            f"{param} must be a number from {low:g} to {high:g}; the deployment's default is {default!r}.",
            param=param,
        )
    return default


def check_text(text: object, limit: int, *, job: bool, ssml: bool = False) -> str:
    """`limit` characters of text; an SSML document's tags do not count (as in Polly), and the whole document may
    be DOCUMENT_FACTOR times the limit."""
    if not isinstance(text, str):
        raise InvalidRequest("input must be a string.", param="input")
    chars = text_characters(text) if ssml else len(text)
    if chars > limit or len(text) > limit * DOCUMENT_FACTOR:
        advice = (
            "Split the text into several jobs."
            if job
            else "Split the text, or send it as an async job (POST /v1/jobs)."
        )
        counted = f"{chars} characters outside its tags ({len(text)} in all)" if ssml else f"{chars} characters"
        whole = f" ({limit * DOCUMENT_FACTOR} for the whole SSML document)" if ssml else ""
        raise PayloadTooLarge(
            f"input has {counted}; the limit {'for a job ' if job else ''}is {limit}{whole}. {advice}",
            param="input",
        )
    return text


def model_chars(prepared: PreparedText) -> int:
    return sum(len(chunk.model_text) for chunk in prepared.chunks)


def pause_seconds(prepared: PreparedText, silence: float) -> float:
    """The silence the plan's audio will hold: SSML breaks and the gaps between chunks."""
    return sum(pause_before(prepared.chunks, index, silence) for index in range(len(prepared.chunks)))


def too_large(message: str, limit: int, *, job: bool) -> PayloadTooLarge:
    advice = "Split the text into several jobs." if job else "Send it as an async job (POST /v1/jobs)."
    return PayloadTooLarge(f"{message}; the limit {'for a job ' if job else ''}is {limit:,}. {advice}", param="input")


def check_lexicon_growth(texts: Iterable[str], lexicon: dict[str, str], limit: int, *, job: bool) -> None:
    """Before the text is built: what the lexicon's matches alone make the model read, within `limit` (2,000
    matches of a 499-character entry would build a million characters, and their alignment, only to refuse
    them)."""
    chars = sum(lexicon_model_chars(text, lexicon) for text in texts)
    if chars > limit:
        raise too_large(f"The lexicon's spoken forms alone make {chars:,} characters for the model", limit, job=job)


def check_model_text(prepared: PreparedText, limit: int, *, job: bool, silence: float) -> None:
    """The planned text, after the lexicon and verbalisation, within `limit` characters (a 500-character lexicon
    entry or a run of digits can make the model read far more than the request holds), and with it the silence
    the audio will hold: each second of it counts as the characters the model speaks in a second."""
    chars = model_chars(prepared)
    if chars > limit:
        raise too_large(
            f"Once normalised (lexicon, numbers, dates, addresses) the text is {chars:,} characters for the model",
            limit,
            job=job,
        )
    pauses = pause_seconds(prepared, silence)
    weight = round(pauses * SPEECH_CHARS_PER_SECOND)
    if chars + weight > limit:
        raise too_large(
            f"The audio would hold {pauses:,g} s of silence (SSML breaks and the pauses between sentences), "
            f"which count as {weight:,} characters ({SPEECH_CHARS_PER_SECOND} a second, what the model speaks in "
            f"a second), and {chars:,} characters of text for the model: {chars + weight:,} in all",
            limit,
            job=job,
        )


@contextmanager
def preparation_guard() -> Iterator[None]:
    """For callers that must reach a final state (jobs, a WebSocket session): an unexpected failure while
    planning becomes PreparationFailed (not retried: the same input fails the same way), logged without text."""
    try:
        yield
    except SupertonicError:
        raise
    except Exception as error:
        logger.exception("text preparation failed", extra={"error": type(error).__name__})
        raise PreparationFailed(
            f"The text could not be prepared for the model ({type(error).__name__}); the same input would fail "
            "again. Try `normalize: false`, or report it with the request id.",
            param="input",
        ) from None


def content_seed(fields: dict[str, object]) -> int:
    """A seed from the request content, so the same request gives the same audio (and retries stay honest)."""
    canonical = json.dumps(fields, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    return int.from_bytes(hashlib.sha256(canonical.encode()).digest()[:4], "big")


# --- sentence marks ------------------------------------------------------------------------------------------
def sentence_marks(text: str, chunks: tuple[ChunkTiming, ...] | list[ChunkTiming]) -> list[dict[str, Any]]:
    """Amazon Polly's sentence speech marks of plain text (handler.service.marks has every kind)."""
    return speech_marks(plain_script(text), chunks, ("sentence",))


def chunk_timings(prepared: PreparedText, times: list[tuple[float, float]]) -> list[ChunkTiming]:
    """This request's chunks (text and source spans) with the start and end times the audio has."""
    return [
        ChunkTiming(index, chunk.text, chunk.source_start, chunk.source_end, start, end)
        for index, (chunk, (start, end)) in enumerate(zip(prepared.chunks, times, strict=True))
    ]


def cache_metadata(
    duration: float, times: list[tuple[float, float]], pauses: list[list[tuple[float, float]]]
) -> dict[str, str]:
    """What a cache entry keeps beside the audio: only what the key determines (no request text, no marks): its
    duration, each chunk's times and the pauses in each chunk's audio (word marks are timed from them)."""
    return {
        "duration": f"{duration:.6f}",
        "chunks": json.dumps([[round(s, 6), round(e, 6)] for s, e in times]),
        "pauses": json.dumps([[[round(s, 3), round(e, 3)] for s, e in chunk] for chunk in pauses]),
    }


def cached_pauses(hit: StoredObject, chunks: int) -> list[list[tuple[float, float]]]:
    """The pauses a cache entry keeps, or none (an entry written before they were kept)."""
    try:
        pauses = [[(float(s), float(e)) for s, e in chunk] for chunk in json.loads(hit.metadata["pauses"])]
    except (KeyError, ValueError, TypeError):
        return []
    return pauses if len(pauses) == chunks else []


def cached_times(hit: StoredObject, chunks: int) -> tuple[float, list[tuple[float, float]]] | None:
    """Duration and chunk times of a cache entry, or None when they do not fit this plan (a corrupt sidecar)."""
    try:
        duration = float(hit.metadata["duration"])
        times = [(float(start), float(end)) for start, end in json.loads(hit.metadata["chunks"])]
    except (KeyError, ValueError, TypeError):
        return None
    return (duration, times) if len(times) == chunks and math.isfinite(duration) else None


# --- rendering ----------------------------------------------------------------------------------------------------
class RenderOptions(TypedDict, total=False):
    """How `Speech.render` runs a plan: `timeout` or a caller's `deadline` (to cancel), `progress` after each
    chunk, `keep_body` for the whole answer in memory (`Rendering.body`), `budget`: refuse at once a plan
    that cannot finish in that many seconds (a synchronous answer), `admit`: take a place in the engine's line
    (`Speech.admission`) for the plan's estimated work, or raise Busy, held until the iteration ends or `close()`,
    and `pieces`: the plan's audio made earlier (a long job's stored segments, handler/jobs/segment_worker.py),
    encoded instead of synthesised (no cache, no log line or synthesis figures: each segment had its own)."""

    timeout: float | None
    deadline: Deadline | None
    progress: Progress | None
    keep_body: bool
    budget: float | None
    admit: bool
    pieces: Iterable[ChunkAudio] | None


class Sink(Protocol):
    """Where `Rendering.write_into` puts the bytes: in order, then the header fix (handler.storage.multipart)."""

    def write(self, data: bytes) -> None: ...

    def patch(self, offset: int, data: bytes) -> None:
        """Overwrite bytes already written, `offset` bytes from the start of the stream."""


class Rendering:
    """A plan's audio as encoded bytes, chunk by chunk: iterate once (or `write_into` a sink, header fixed).
    Made by `Speech.render`, which looks the plan up in the cache first: the cache status is known before the
    first byte; duration, chunk times, marks and the header fix once the iteration is over. When the iteration
    ends, completed or closed early by its consumer (a client that went away), the rendering is logged and
    measured; only a complete one is stored in the cache.

    The one encoder loop: each chunk's audio (from the engine, or `pieces`) through a `StreamEncoder`. An
    encoder's bytes are final only once its header is rewritten with the totals (WAV sizes, FLAC stream info,
    the MP3 LAME tag: `header_fix`). An HTTP stream cannot patch, its header is already sent: it keeps the
    streamed header (wav sizes "unknown"; flac, whose header holds the totals, is sent whole)."""

    def __init__(
        self, speech: Speech, plan: SpeechPlan, hit: StoredObject | None, **options: Unpack[RenderOptions]
    ) -> None:
        self.speech = speech
        self.plan = plan
        self.timeout = options.get("timeout")
        self.deadline = options.get("deadline")
        self.progress = options.get("progress")
        self.pieces = options.get("pieces")
        self.started = time.perf_counter()
        self.first_byte_seconds: float | None = None
        self.seconds = 0.0
        self.finished = False  # iterated to its end (not closed early)
        self.duration = 0.0
        self.times: list[tuple[float, float]] = []
        self.pauses: list[list[tuple[float, float]]] = []  # per chunk, for word marks (kept in the cache)
        self.header_fix: tuple[int, bytes] | None = None
        self.size = 0
        self._hit: StoredObject | None = None
        self._encoder: StreamEncoder | None = None  # once synthesis starts
        cached = cached_times(hit, len(plan.prepared.chunks)) if hit is not None else None
        if hit is not None and cached is not None:
            self._hit = hit
            self.duration, self.times = cached
            self.pauses = cached_pauses(hit, len(plan.prepared.chunks))
        self.cache = "hit" if self._hit else ("off" if speech.cache is None or self.pieces is not None else "miss")
        budget = options.get("budget")
        synthesised = self._hit is None and self.pieces is None
        if budget is not None:  # a synchronous answer: refuse now what cannot finish in time (a hit always can)
            if synthesised:
                check_fits(plan.model_chars, steps=plan.steps, speed=plan.speed, pace=speech.pace, budget=budget)
            self.timeout = budget if self.timeout is None else min(self.timeout, budget)
        # A place in the engine's line for the estimated work (none for stored audio), after the cheaper refusals.
        work = speech.pace.estimate(plan.model_chars, plan.steps, plan.speed) if synthesised else 0.0
        admit = options.get("admit", False)
        self._ticket = speech.admission.enter(work, budget, key=plan.cache_key) if admit else None
        # The encoded body is kept when the caller wants it whole, or to write the cache entry (up to a limit).
        self.keep_body = options.get("keep_body", False)
        self._kept: bytearray | None = bytearray() if self.keep_body or self.cache == "miss" else None
        self._whole: bytes | None = None  # the kept body once complete, header fixed

    def __iter__(self) -> Iterator[bytes]:
        source = self._replayed(self._hit) if self._hit is not None else self._encoded()
        ticket = self._ticket
        working, mark = 0.0, time.perf_counter()  # time spent making the bytes, not waiting for the reader
        try:
            for data in source:
                working += time.perf_counter() - mark
                if data:
                    self._keep(data)
                    if ticket is None:
                        yield data
                    else:
                        with ticket.parked():  # the consumer has the bytes: waiting for it is not work
                            yield data
                mark = time.perf_counter()
        except GeneratorExit:  # the consumer stopped early: still logged and measured, but never cached
            self._end(complete=False)
            raise
        finally:
            self.close()
        if self._hit is None and self.pieces is None:
            # Its share of the CPUs when admitted (it may have shared them), else the time it spent making bytes.
            seconds = working if ticket is None else ticket.cpu_seconds
            self.speech.pace.observe(self.plan.model_chars, self.plan.steps, self.plan.speed, seconds)
        self._end(complete=True)

    def close(self) -> None:
        """Give back the place in the engine's line (a rendering never iterated, or ended early)."""
        if self._ticket is not None:
            self._ticket.release()

    def write_into(self, sink: Sink) -> None:
        """Every byte into `sink`, then the header fix."""
        for data in self:
            sink.write(data)
        if self.header_fix is not None:
            sink.patch(*self.header_fix)

    def _keep(self, data: bytes) -> None:
        if self.first_byte_seconds is None:
            self.first_byte_seconds = time.perf_counter() - self.started
        self.size += len(data)
        if self._kept is not None:
            if self.keep_body or len(self._kept) + len(data) <= CACHE_BODY_LIMIT:
                self._kept += data
            else:
                self._kept = None  # too large to cache: stop keeping it

    def _replayed(self, hit: StoredObject) -> Iterator[bytes]:
        body = hit.body
        for start in range(0, len(body), HIT_PIECE_BYTES):
            yield body[start : start + HIT_PIECE_BYTES]

    def _encoded(self) -> Iterator[bytes]:
        plan, engine = self.plan, self.speech.engine
        encoder = self._encoder = StreamEncoder(plan.format.name, engine.sample_rate, plan.sample_rate)
        total = len(plan.prepared.chunks)
        spoken = [0]  # model characters up to each chunk's end, for the admitted work's progress
        for chunk in plan.prepared.chunks:
            spoken.append(spoken[-1] + len(chunk.model_text))
        pieces = self.pieces
        if pieces is None:
            pieces = engine.stream(plan.prepared, **plan.engine_options(), timeout=self.timeout, deadline=self.deadline)
        for piece in pieces:
            yield encoder.write(piece.audio)
            self.times.append((piece.timing.start, piece.timing.end))
            self.pauses.append(find_pauses(piece.audio[piece.lead :], engine.sample_rate))
            if self.progress is not None:
                self.progress(len(self.times), total)
            if self._ticket is not None:
                self._ticket.progress(spoken[len(self.times)] / max(1, spoken[-1]))
        yield encoder.finish()
        self.header_fix = encoder.header_fix()

    def _end(self, *, complete: bool) -> None:
        self.seconds = time.perf_counter() - self.started
        self.finished = complete
        if self._encoder is not None:
            self.duration = self._encoder.samples / self._encoder.sample_rate
        if not complete:
            self._kept = None  # a partial body is never a cache entry
            if self.cache == "miss":
                self.cache = "off"
        elif self._kept is not None:
            if self.header_fix is not None:
                offset, data = self.header_fix
                self._kept[offset : offset + len(data)] = data
            self._whole = bytes(self._kept)  # copied once, for the cache and the caller alike
        self._kept = None
        if self.cache == "miss":
            self._store()
        if self.pieces is None:
            self.speech.log(self)

    def _store(self) -> None:
        cache = self.speech.cache
        if self._whole is None or cache is None:
            self.cache = "off"  # too large to keep for the cache
            return
        metadata = cache_metadata(self.duration, self.times, self.pauses)
        stored = cache.put(self.plan.cache_key, self._whole, self.plan.format.content_type, metadata)
        # "miss" promises the audio now sits at the cache key (large results are presigned from there).
        self.cache = "miss" if stored else "unavailable"
        if not self.keep_body:
            self._whole = None

    @property
    def audio_seconds(self) -> float:
        """Seconds of audio in the bytes made so far (a stream's reader must keep up with them)."""
        if self._encoder is not None:
            return self._encoder.samples / self._encoder.sample_rate
        if self._hit is not None and self._hit.body:
            return self.duration * self.size / len(self._hit.body)
        return 0.0

    def marks(self, types: Iterable[str] = ("sentence",)) -> list[dict[str, Any]]:
        return self.plan.marks(chunk_timings(self.plan.prepared, self.times), types, self.pauses)

    @property
    def body(self) -> bytes:
        """The whole encoded answer, header fixed: a rendering made with `keep_body=True`, iterated to its end."""
        if self._whole is None or not self.keep_body:
            raise RuntimeError("Rendering.body needs a rendering made with keep_body=True, iterated to its end.")
        return self._whole


class Speech:
    """The speech service over the parts the function's build step made (handler/platform/function.py,
    `build_speech`): it builds none of them."""

    def __init__(
        self,
        engine: Engine,
        settings: Settings,
        *,
        voices: VoiceStore,
        lexicons: LexiconStore,
        admission: Admission,
        pace: Pace,
        recorder: SpeechRecorder,
        cache: AudioCache | None = None,
        lexicon: dict[str, str] | None = None,
        audit: AuditTrail | None = None,
    ) -> None:
        self.engine = engine
        self.settings = settings
        self.voices = voices  # the voices this deployment holds, custom ones included
        self.lexicons = lexicons  # the stored lexicons a request names
        self.admission = admission  # the engine's line
        self.pace = pace  # the observed seconds per character, for the line's estimates and a budget's refusal
        self.recorder = recorder  # cache lookups and syntheses counted (handler/service/metrics.py)
        self.cache = cache  # None: nothing cached (SUPERTONIC_CACHE off, or no bucket)
        self.lexicon = dict(lexicon or {})  # the deployment's own (SUPERTONIC_LEXICON)
        self.audit = audit  # the opt-in audit trail (SUPERTONIC_AUDIT)

    def plan(self, request: SpeechRequest, *, job: bool = False) -> SpeechPlan:
        """Check what depends on the deployment and the model, fill every default, prepare the text; raise a 4xx
        error naming the bad field. The request's static limits (ranges, sample rates) were checked by its model
        (handler.service.schemas); nothing has run yet."""
        settings = self.settings
        limit = settings.max_job_chars if job else settings.max_sync_chars  # a deployment setting
        text = check_text(request.text, limit, job=job, ssml=request.text_type == "ssml")
        # The voices this deployment holds (custom ones included).
        resolved = self.voices.resolve(request.voice if request.voice is not None else settings.default_voice)
        voice = resolved.name
        # A request's own numbers were checked by its model (handler.service.schemas); a deployment's defaults are not
        # checked at start, so one out of range is refused here, naming the field.
        speed = checked_default(request.speed, settings.default_speed, SPEED_RANGE, "speed")
        steps = checked_default(request.steps, settings.default_steps, STEPS_RANGE, "steps")
        silence = checked_default(request.silence, settings.default_silence, SILENCE_RANGE, "silence")
        fmt = check_format(request.format)  # the formats this build can encode
        # opus has one rate (a rule across two fields); the others resample from the model's own rate.
        sample_rate = check_sample_rate(request.sample_rate, fmt, native_rate=self.engine.sample_rate)
        stored = self.lexicons.entries(request.lexicons) if request.normalize else {}
        lexicon = merge_lexicons({**self.lexicon, **stored}, request.lexicon) if request.normalize else None
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
            supported=self.engine.supported_characters,
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
            model_revision=self.engine.revision,
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
            style=None if resolved.key == voice and voice in self.engine.model.voices else resolved.voice,
            script=script,
        )

    def record(
        self,
        plan: SpeechPlan,
        *,
        request_id: str,
        route: str,
        caller: dict[str, str],
        output_key: str,
        record_id: str = "",
    ) -> None:
        """The opt-in audit record of this synthesis (handler/storage/audit.py), before any audio leaves;
        `record_id`: one record for all deliveries of one job."""
        if self.audit is None:
            return
        parameters = plan.values() | {
            "lang": plan.prepared.lang,
            "normalize": plan.request.normalize,
            "lexicon": plan.request.lexicon,
        }
        self.audit.record(
            request_id=request_id,
            route=route,
            caller=caller,
            text=plan.request.text,
            parameters=parameters,
            output_key=output_key,
            record_id=record_id,
        )

    def prime(self) -> float:
        """Run one sentence through the front end, the engine and the wav encoder, recording nothing (no cache,
        metrics or log), and return its seconds. Init calls it when it runs at SnapStart's publish (or for
        provisioned concurrency): each session's first run, its arena and the voices' parsing then sit in the
        snapshot, not in the first request after a restore (bench/results.md, "Cold start")."""
        started = time.perf_counter()
        engine = self.engine
        prepared = prepare_text(PRIMING_TEXT, lang="en", supported=engine.supported_characters)
        encoder = StreamEncoder("wav", engine.sample_rate, engine.sample_rate)
        options: EngineOptions = {
            "voice": next(iter(engine.model.voices)),
            "seed": 0,
            "speed": 1.0,
            "steps": self.settings.default_steps,
            "silence": 0.0,
        }
        for piece in engine.stream(prepared, **options):
            encoder.write(piece.audio)
        encoder.finish()
        engine.model.voices.parse_all()  # last: a malformed voice file (ModelError) leaves the sessions primed
        return time.perf_counter() - started

    def render(self, plan: SpeechPlan, **options: Unpack[RenderOptions]) -> Rendering:
        """The plan's audio piece by piece (see Rendering), after its cache lookup (a network call)."""
        cache = self.cache if options.get("pieces") is None else None  # stored pieces are not looked up
        hit = cache.get(plan.cache_key) if cache is not None else None
        rendering = Rendering(self, plan, hit, **options)
        if cache is not None:
            self.recorder.cache(hit=rendering.cache == "hit")
        return rendering

    def synthesize(self, plan: SpeechPlan, *, timeout: float | None = None, budget: float | None = None) -> Rendering:
        """The whole answer in memory (the buffered HTTP path), admitted to the engine's line: a finished
        Rendering, its `body` kept; `budget`: refuse a plan that cannot finish in it."""
        rendering = self.render(plan, timeout=timeout, keep_body=True, budget=budget, admit=True)
        for _ in rendering:
            pass
        return rendering

    def log(self, rendering: Rendering) -> None:
        plan = rendering.plan
        extra = {
            "text_sha256": plan.text_hash,
            "chars": len(plan.request.text),
            "chunks": len(plan.prepared.chunks),
            "lang": plan.prepared.lang,
            "voice": plan.voice,
            "format": plan.format.name,
            "bytes": rendering.size,
            "audio_seconds": round(rendering.duration, 3),
            "synthesis_seconds": round(rendering.seconds, 4),
            "first_byte_seconds": round(rendering.first_byte_seconds or 0.0, 4),
            "cache": rendering.cache,
        }
        if self.settings.log_text:
            extra["text"] = plan.request.text
        logger.info("speech", extra=extra)
        if rendering.cache != "hit":  # a hit replays stored audio: no synthesis to measure
            self.recorder.synthesis(rendering.duration, rendering.seconds, plan.format.name)


def loaded(speech: Speech | None, reason: str = "") -> Speech:
    """`speech`, or the one "no model" error: 503 over HTTP, and retryable, so a job waits for a model."""
    if speech is None:
        raise ModelError(reason or NO_MODEL)
    return speech
