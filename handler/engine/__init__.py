"""The Supertonic 3 engine: model files in, float32 audio out.

from handler.engine import load_engine
engine = load_engine(settings)             # once per process, at import (the Lambda init phase)
prepared = prepare_text(text, lang=None, supported=engine.supported_characters)
result = engine.synthesize(prepared, voice="F1", seed=7)
result.audio, result.sample_rate, result.chunks
"""

from handler.engine.model import Model, load_model
from handler.engine.synthesis import ChunkAudio, Engine, Synthesis, load_engine
from handler.engine.voices import VOICE_ALIASES, VOICE_NAMES

__all__ = [
    "VOICE_ALIASES",
    "VOICE_NAMES",
    "ChunkAudio",
    "Engine",
    "Model",
    "Synthesis",
    "load_engine",
    "load_model",
]
