"""The synthesis pipeline: prepared text chunks in, float32 audio and chunk timings out.

Per batch of chunks, top to bottom, as the official package does:
    text ids and mask -> duration predictor (/ speed) -> text encoder
    -> seeded noise of ceil(duration * rate / 3072) latent frames -> N vector-estimator steps -> vocoder
    -> trim each chunk to its predicted duration, fade its edges, join chunks with silence: `silence` seconds
       after a chunk that ends a sentence (the official package's pause, between every two chunks there), a
       clause's pause (CLAUSE_PAUSE of it) after a chunk cut inside a sentence (a short first chunk).

Noise comes from a numpy Generator seeded with (seed, chunk index), never from a global RNG, so the same request
gives the same audio whatever the batching and whichever thread runs it. Session sets are handed out from a pool
(pool.py), one chunk at a time, first come first served: with one set (the default) calls from several threads
take turns chunk by chunk, so no two threads ever run one session at once.

    engine = load_engine(settings, recorder=metrics)   # the figures it records go to the recorder it is handed
    options = {"voice": "M1", "seed": 1, "speed": 1.05, "steps": 8, "silence": 0.3}   # resolved by Speech.plan
    for piece in engine.stream(prepared, **options):   # bounded memory, for long jobs and streaming
        writer.write(piece.audio)
    result = engine.synthesize(prepared, **options)    # everything at once
"""

from __future__ import annotations

import time
from collections.abc import Generator, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, TypedDict, Unpack

import numpy as np
import onnxruntime as ort

from handler.engine.deadline import Deadline
from handler.engine.model import LICENCE, Model, Voice, load_model
from handler.engine.pool import SessionPool
from handler.engine.quality import UNRECORDED, CheckRecorder, audio_problem
from handler.kernel import logs
from handler.kernel.config import Settings
from handler.kernel.errors import NO_MODEL, AudioDegraded, InvalidRequest, ModelError, UnsupportedCharacters

if TYPE_CHECKING:
    from handler.text.frontend import PreparedText, TextChunk

logger = logs.child(__name__)

SPEED_RANGE = (0.7, 2.0)
STEPS_RANGE = (1, 100)
SILENCE_RANGE = (0.0, 5.0)
CLAUSE_PAUSE = 0.5  # the pause at a clause cut, as a share of the pause between sentences (people pause about half)
FADE_SECONDS = 0.005  # edge fade against clicks where a chunk is trimmed to its predicted duration


def pause_before(chunks: Sequence[TextChunk], index: int, silence: float) -> float:
    """Seconds of silence before chunk `index`: an SSML break's, else `silence` after a sentence and a clause's
    share of it after a cut inside one; none before the first chunk."""
    chunk = chunks[index]
    if chunk.pause is not None:
        return chunk.pause
    if index == 0:
        return 0.0
    return silence if chunks[index - 1].sentence_end else silence * CLAUSE_PAUSE


class EngineOptions(TypedDict):
    """A voice's keyword arguments of `Engine.stream` and `Engine.synthesize`, resolved and checked."""

    voice: str | Voice
    seed: int
    speed: float
    steps: int
    silence: float


@dataclass(frozen=True)
class ChunkTiming:
    index: int
    text: str
    source_start: int  # span of the chunk in the request text
    source_end: int
    start: float  # seconds from the beginning of the output
    end: float


@dataclass(frozen=True)
class ChunkAudio:
    """One piece of the output: the silence before the chunk (none before the first) and its speech."""

    timing: ChunkTiming
    audio: np.ndarray
    lead: int = 0  # samples of silence at the start of `audio`


@dataclass(frozen=True)
class Synthesis:
    audio: np.ndarray  # float32, mono
    sample_rate: int
    lang: str
    chunks: tuple[ChunkTiming, ...]
    compute_seconds: float

    @property
    def duration(self) -> float:
        return len(self.audio) / self.sample_rate


class Engine:
    def __init__(self, model: Model, settings: Settings, recorder: CheckRecorder = UNRECORDED) -> None:
        self.model = model
        self.settings = settings
        self.recorder = recorder  # counts the chunks that failed the audio checks (handler/service/metrics.py)
        self.sample_rate = model.config.sample_rate
        self.supported_characters = model.supported_characters
        self.pool = SessionPool(list(model.sessions))

    # --- what the API reports -------------------------------------------------------------------
    @property
    def revision(self) -> str:
        return self.model.revision

    @property
    def synthetic(self) -> bool:
        return self.model.config.synthetic

    @property
    def licence(self) -> dict[str, str]:
        return dict(LICENCE)

    @property
    def voices(self) -> tuple[str, ...]:
        return tuple(self.model.voices)

    # --- synthesis -----------------------------------------------------------------------------------
    # Requests go through `stream`; this stays as the engine's one-call form that bench/speed.py measures.
    def synthesize(
        self, prepared: PreparedText, *, timeout: float | None = None, **options: Unpack[EngineOptions]
    ) -> Synthesis:
        started = time.perf_counter()
        pieces = list(self.stream(prepared, **options, timeout=timeout))
        audio = np.concatenate([p.audio for p in pieces]) if pieces else np.zeros(0, np.float32)
        return Synthesis(
            audio=audio,
            sample_rate=self.sample_rate,
            lang=prepared.lang,
            chunks=tuple(p.timing for p in pieces),
            compute_seconds=time.perf_counter() - started,
        )

    def stream(
        self,
        prepared: PreparedText,
        *,
        voice: str | Voice,
        seed: int,
        speed: float,
        steps: int,
        silence: float,
        timeout: float | None = None,
        deadline: Deadline | None = None,
        span: tuple[int, int] | None = None,
    ) -> Generator[ChunkAudio, None, None]:
        """Yield the output piece by piece, in order. Takes resolved, checked values (`Speech.plan` checks them);
        a caller that wants to cancel passes its own `deadline` and calls `deadline.cancel()`. `span` = (a, b)
        yields only chunks a..b-1, exactly as the whole run yields them (a long job's segment): timings then
        count from the span's start."""
        style = voice if isinstance(voice, Voice) else self.model.voices.get(voice)  # a Voice: custom or blended
        if style is None:
            raise InvalidRequest(f"Unknown voice {voice!r}.", param="voice")
        if not prepared.chunks:
            raise InvalidRequest("The text is empty.", param="input")
        if deadline is None:
            timeout = self.settings.timeout_seconds if timeout is None else timeout
            deadline = Deadline(timeout if timeout and timeout > 0 else None)
        first, end = (0, len(prepared.chunks)) if span is None else span
        if not 0 <= first < end <= len(prepared.chunks):
            raise ValueError(f"span {span} is outside the {len(prepared.chunks)} chunks")
        return self._stream(prepared.chunks, range(first, end), style, seed, speed, steps, silence, deadline)

    def _stream(
        self,
        chunks: tuple[TextChunk, ...],
        indices: range,
        voice: Voice,
        seed: int,
        speed: float,
        steps: int,
        silence: float,
        deadline: Deadline,
    ) -> Generator[ChunkAudio, None, None]:
        cursor = 0  # samples written so far
        batch = max(1, self.settings.batch_size)
        with deadline:
            for first in range(indices.start, indices.stop, batch):
                group = list(range(first, min(first + batch, indices.stop)))
                # One set per batch, given back before the audio is yielded: the next waiter runs meanwhile.
                with self.pool.take(deadline) as sessions:
                    waves = self._run(sessions, [chunks[i] for i in group], group, voice, seed, speed, steps, deadline)
                    waves = [
                        self._checked(sessions, chunks[index], index, wave, voice, seed, speed, steps, deadline)
                        for index, wave in zip(group, waves, strict=True)
                    ]
                for index, wave in zip(group, waves, strict=True):
                    pause = pause_before(chunks, index, silence)
                    lead = np.zeros(int(round(pause * self.sample_rate)), dtype=np.float32)
                    start = cursor + len(lead)
                    cursor = start + len(wave)
                    chunk = chunks[index]
                    timing = ChunkTiming(
                        index=index,
                        text=chunk.text,
                        source_start=chunk.source_start,
                        source_end=chunk.source_end,
                        start=start / self.sample_rate,
                        end=cursor / self.sample_rate,
                    )
                    yield ChunkAudio(timing, np.concatenate([lead, wave]) if len(lead) else wave, len(lead))

    def _checked(
        self,
        sessions: dict[str, ort.InferenceSession],
        chunk: TextChunk,
        index: int,
        wave: np.ndarray,
        voice: Voice,
        seed: int,
        speed: float,
        steps: int,
        deadline: Deadline,
    ) -> np.ndarray:
        """The chunk's audio once it passes the silent-degradation checks (quality.py): a failing chunk is
        synthesised once more with another seed; audio that still fails is counted and never sent (AudioDegraded:
        a 503, or an error event on a stream already started)."""
        pace = speed * chunk.rate  # an SSML prosody rate stretches the chunk as the request's speed does
        problem = audio_problem(wave, text=chunk.text, speed=pace, sample_rate=self.sample_rate)
        if not problem:
            return wave
        (retry,) = self._run(sessions, [chunk], [index], voice, seed, speed, steps, deadline, attempt=1)
        still = audio_problem(retry, text=chunk.text, speed=pace, sample_rate=self.sample_rate)
        self.recorder.audio_check(problem, recovered=not still)
        logger.warning("audio check failed", extra={"reason": problem, "chunk": index, "after_retry": still or "ok"})
        if still:
            raise AudioDegraded(still)
        return retry

    def _text_ids(self, texts: list[str]) -> tuple[np.ndarray, np.ndarray]:
        lengths = np.array([len(t) for t in texts], dtype=np.int64)
        ids = np.zeros((len(texts), int(lengths.max())), dtype=np.int64)
        for row, text in enumerate(texts):
            codes = np.fromiter((ord(c) for c in text), dtype=np.int64, count=len(text))
            if (codes > 0xFFFF).any() or (self.model.indexer[np.minimum(codes, 0xFFFF)] < 0).any():
                unknown = sorted({c for c in text if ord(c) > 0xFFFF or self.model.indexer[ord(c)] < 0})
                raise UnsupportedCharacters(unknown)
            ids[row, : len(text)] = self.model.indexer[codes]
        mask = (np.arange(ids.shape[1]) < lengths[:, None]).astype(np.float32)[:, None, :]
        return ids, mask

    def _run(
        self,
        sessions: dict[str, ort.InferenceSession],
        chunks: list[TextChunk],
        indices: list[int],
        voice: Voice,
        seed: int,
        speed: float,
        steps: int,
        deadline: Deadline,
        attempt: int = 0,
    ) -> list[np.ndarray]:
        config = self.model.config
        size = len(chunks)
        text_ids, text_mask = self._text_ids([c.model_text for c in chunks])
        style_ttl = np.repeat(voice.style_ttl, size, axis=0)
        style_dp = np.repeat(voice.style_dp, size, axis=0)

        feeds = {"text_ids": text_ids, "style_dp": style_dp, "text_mask": text_mask}
        rates = np.array([c.rate for c in chunks], dtype=np.float32)  # SSML prosody rate, 1 elsewhere
        duration = deadline.run(sessions["duration_predictor"], feeds, "duration").reshape(size) / (speed * rates)
        feeds = {"text_ids": text_ids, "style_ttl": style_ttl, "text_mask": text_mask}
        text_emb = deadline.run(sessions["text_encoder"], feeds, "text_emb")

        wav_lengths = np.maximum((duration * config.sample_rate).astype(np.int64), 1)
        latent_lengths = (wav_lengths + config.frame_samples - 1) // config.frame_samples
        frames = int(latent_lengths.max())
        latent_mask = (np.arange(frames) < latent_lengths[:, None]).astype(np.float32)[:, None, :]
        latent = np.zeros((size, config.latent_channels, frames), dtype=np.float32)
        for row, (index, length) in enumerate(zip(indices, latent_lengths, strict=True)):
            rng = np.random.default_rng([seed, index] if attempt == 0 else [seed, index, attempt])
            latent[row, :, :length] = rng.standard_normal((config.latent_channels, int(length)), dtype=np.float32)

        total_step = np.full(size, steps, dtype=np.float32)
        for step in range(steps):
            feeds = {
                "noisy_latent": latent,
                "text_emb": text_emb,
                "style_ttl": style_ttl,
                "text_mask": text_mask,
                "latent_mask": latent_mask,
                "current_step": np.full(size, step, dtype=np.float32),
                "total_step": total_step,
            }
            latent = deadline.run(sessions["vector_estimator"], feeds, "denoised_latent")
        wav = deadline.run(sessions["vocoder"], {"latent": latent}, "wav_tts")
        return [_fade(wav[row, : wav_lengths[row]].astype(np.float32), config.sample_rate) for row in range(size)]


def _fade(wave: np.ndarray, sample_rate: int) -> np.ndarray:
    """Raised-cosine fade in and out, so a chunk trimmed mid-waveform starts and ends at zero."""
    width = min(int(FADE_SECONDS * sample_rate), len(wave) // 2)
    if width > 0:
        ramp = (0.5 - 0.5 * np.cos(np.linspace(0.0, np.pi, width, dtype=np.float32))).astype(np.float32)
        wave[:width] *= ramp
        wave[-width:] *= ramp[::-1]
    return wave


def load_engine(settings: Settings, recorder: CheckRecorder = UNRECORDED) -> Engine:
    """Load the model named by SUPERTONIC_MODEL_DIR, log how long it took, and return the engine, which counts
    its failed audio checks in `recorder`."""
    if settings.model_path is None:
        raise ModelError(NO_MODEL)
    model = load_model(settings.model_path, settings)
    logger.info(
        "engine loaded",
        extra={
            "model_dir": str(model.path),
            "revision": model.revision,
            "synthetic": model.config.synthetic,
            "prepared": model.prepared,
            "threads": model.threads,
            "session_sets": len(model.sessions),
            **{k: round(v, 4) for k, v in model.timings.items()},
        },
    )
    if model.config.synthetic:
        logger.warning("SYNTHETIC MODEL LOADED: output is a test signal, not speech. Run `make model` for real audio.")
    return Engine(model, settings, recorder)
