"""The baseline: bare ONNX Runtime calls of the four Supertonic 3 sessions, written straight from the model
reference (duration -> text encoder -> N vector-estimator steps -> vocoder), one chunk at a time. Noise comes
from `default_rng([seed, chunk index])`, as the engine draws it, so bare and full-path runs see the same noise.

    model = BareModel.from_engine(engine)                        # the engine's very sessions, styles and indexer
    waves = synthesize(model, ["<en>Hello there.</en>"], voice="M1", seed=1, steps=8, speed=1.05)
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING

import numpy as np
import onnxruntime as ort

if TYPE_CHECKING:  # the bench imports the service only where it measures it
    from handler.engine.synthesis import Engine

NAMES = ("duration_predictor", "text_encoder", "vector_estimator", "vocoder")


@dataclass(frozen=True)
class BareModel:
    sessions: dict[str, ort.InferenceSession]
    indexer: np.ndarray  # int64 [65536]
    styles: dict[str, tuple[np.ndarray, np.ndarray]]  # voice -> (style_ttl [1,50,256], style_dp [1,8,16])
    sample_rate: int
    frame_samples: int  # base_chunk_size * chunk_compress_factor
    latent_channels: int  # latent_dim * chunk_compress_factor

    @property
    def supported_characters(self) -> frozenset[str]:
        """The characters the indexer maps (what the text front end may pass to the model)."""
        return frozenset(map(chr, np.flatnonzero(self.indexer >= 0).tolist()))

    @classmethod
    def from_engine(cls, engine: Engine) -> BareModel:
        model, config = engine.model, engine.model.config
        styles = {name: (voice.style_ttl, voice.style_dp) for name, voice in model.voices.items()}
        sizes = (config.sample_rate, config.frame_samples, config.latent_channels)
        return cls(model.sessions[0], model.indexer, styles, *sizes)


@dataclass(frozen=True)
class BareWave:
    wave: np.ndarray  # every vocoder sample, L * frame_samples
    length: int  # samples the predicted duration covers


def chunk_texts(model: BareModel, text: str) -> list[str]:
    """The model texts of `text`'s chunks, as our front end makes them (English)."""
    from handler.text.frontend import prepare_text

    return [chunk.model_text for chunk in prepare_text(text, lang="en", supported=model.supported_characters).chunks]


def synthesize_chunk(
    model: BareModel, text: str, voice: str, seed: int, index: int, steps: int, speed: float
) -> BareWave:
    style_ttl, style_dp = model.styles[voice]
    text_ids = model.indexer[np.fromiter(map(ord, text), dtype=np.int64, count=len(text))][None, :]
    text_mask = np.ones((1, 1, len(text)), dtype=np.float32)
    run = {name: session.run for name, session in model.sessions.items()}
    duration = run["duration_predictor"](None, {"text_ids": text_ids, "style_dp": style_dp, "text_mask": text_mask})
    duration = duration[0] / speed
    text_emb = run["text_encoder"](None, {"text_ids": text_ids, "style_ttl": style_ttl, "text_mask": text_mask})[0]
    length = max(int((duration * model.sample_rate).astype(np.int64)[0]), 1)
    frames = math.ceil(length / model.frame_samples)
    rng = np.random.default_rng([seed, index])
    latent = rng.standard_normal((model.latent_channels, frames), dtype=np.float32)[None, :, :]
    latent_mask = np.ones((1, 1, frames), dtype=np.float32)
    feeds = {"text_emb": text_emb, "style_ttl": style_ttl, "text_mask": text_mask, "latent_mask": latent_mask}
    feeds["total_step"] = np.array([steps], dtype=np.float32)
    for step in range(steps):
        step_feeds = {"noisy_latent": latent, "current_step": np.array([step], dtype=np.float32)}
        latent = run["vector_estimator"](None, feeds | step_feeds)[0]
    wave = run["vocoder"](None, {"latent": latent})[0][0]
    return BareWave(wave, length)


def synthesize(
    model: BareModel, texts: list[str], *, voice: str, seed: int, steps: int, speed: float
) -> list[BareWave]:
    return [synthesize_chunk(model, text, voice, seed, index, steps, speed) for index, text in enumerate(texts)]


def interior_difference(ours: np.ndarray, waves: list[BareWave], gap: int, edge: int) -> int:
    """Largest difference, in 16-bit steps, between our decoded output and the bare waves trimmed to their
    predicted lengths, away from the `edge` samples at each chunk end that the engine fades. -1 if the layouts
    differ (not the same number of samples)."""
    expected_length = sum(w.length for w in waves) + gap * (len(waves) - 1)
    if len(ours) != expected_length:
        return -1
    worst = 0
    cursor = 0
    for wave in waves:
        bare = np.rint(np.clip(wave.wave[: wave.length], -1.0, 1.0) * 32767.0).astype(np.int32)
        part = ours[cursor : cursor + wave.length].astype(np.int32)
        if wave.length > 2 * edge:
            worst = max(worst, int(np.abs(part[edge:-edge] - bare[edge:-edge]).max()))
        cursor += wave.length + gap
    return worst
