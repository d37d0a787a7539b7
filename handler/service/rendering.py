"""A plan's audio as encoded bytes: `Rendering`, the one encoder loop every way in (HTTP, streamed or not, the
WebSocket, bucket jobs) runs, fed by the engine, by a cache hit or by a long job's stored pieces, and the `Sink`
it can write into.

    rendering = Rendering(speech, plan, hit, keep_body=True)   # made by Speech.render, after the cache lookup
    for data in rendering: send(data)                          # or rendering.write_into(upload)
    rendering.duration, rendering.marks(), rendering.body
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable, Iterator
from typing import Any, Protocol, TypedDict, Unpack

from handler.audio.stream import StreamEncoder
from handler.engine import Engine
from handler.engine.deadline import Deadline
from handler.engine.synthesis import ChunkAudio
from handler.kernel import logs
from handler.kernel.config import Settings
from handler.service.admission import Admission
from handler.service.cache_entry import cache_metadata, cached_pauses, cached_times
from handler.service.marks import chunk_timings, find_pauses
from handler.service.plan import SpeechPlan
from handler.service.workload import Pace, check_fits
from handler.storage import AudioCache, StoredObject

logger = logs.child(__name__)

CACHE_BODY_LIMIT = 20 * 1024 * 1024  # larger results are not cached (the entry would be kept in memory to write it)
HIT_PIECE_BYTES = 64 * 1024  # a cached answer is streamed in pieces of this size

Progress = Callable[[int, int], None]  # (chunks done, chunks in all), after each chunk


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


class SpeechRecorder(Protocol):
    """Where the service counts its cache lookups and its syntheses (handler/service/metrics.py)."""

    def cache(self, hit: bool) -> None: ...

    def synthesis(self, audio_seconds: float, compute_seconds: float, format: str | None = None) -> None: ...


class Renderer(Protocol):
    """What a rendering runs on (handler/service/speech.py's Speech): the engine, the settings, the audio cache
    (None: off), the engine's line, the pace its estimates use, and the recorder its figures go to."""

    engine: Engine
    settings: Settings
    cache: AudioCache | None
    admission: Admission
    pace: Pace
    recorder: SpeechRecorder


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
        self, speech: Renderer, plan: SpeechPlan, hit: StoredObject | None, **options: Unpack[RenderOptions]
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
            self._log()

    def _log(self) -> None:
        """The rendering's log line (never its text, unless SUPERTONIC_LOG_TEXT) and its synthesis figures."""
        plan = self.plan
        extra = {
            "text_sha256": plan.text_hash,
            "chars": len(plan.request.text),
            "chunks": len(plan.prepared.chunks),
            "lang": plan.prepared.lang,
            "voice": plan.voice,
            "format": plan.format.name,
            "bytes": self.size,
            "audio_seconds": round(self.duration, 3),
            "synthesis_seconds": round(self.seconds, 4),
            "first_byte_seconds": round(self.first_byte_seconds or 0.0, 4),
            "cache": self.cache,
        }
        if self.speech.settings.log_text:
            extra["text"] = plan.request.text
        logger.info("speech", extra=extra)
        if self.cache != "hit":  # a hit replays stored audio: no synthesis to measure
            self.speech.recorder.synthesis(self.duration, self.seconds, plan.format.name)

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
