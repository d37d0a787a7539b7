"""The ten Supertonic 3 voices, and the OpenAI voice names that map onto them. Custom voices and blends are
resolved by handler/storage/voices.py (`VoiceStore.resolve`), which takes these names first.

resolve_voice("alloy")  # -> "F1"
resolve_voice("m3")     # -> "M3"
resolve_voice("x")      # InvalidRequest listing every valid name
"""

from __future__ import annotations

from handler.errors import InvalidRequest

VOICE_NAMES = ("M1", "M2", "M3", "M4", "M5", "F1", "F2", "F3", "F4", "F5")

# OpenAI's voices, each given the Supertonic voice closest in register. OpenAI has more names than we have voices,
# so two names share one.
VOICE_ALIASES = {
    "alloy": "F1",
    "ash": "M1",
    "ballad": "M2",
    "coral": "F2",
    "echo": "M3",
    "fable": "M5",
    "nova": "F3",
    "onyx": "M4",
    "sage": "F4",
    "shimmer": "F5",
    "verse": "M2",
    "marin": "F3",
    "cedar": "M4",
}


def resolve_voice(name: str, *, param: str = "voice") -> str:
    key = name.strip()
    if key.upper() in VOICE_NAMES:
        return key.upper()
    if key.lower() in VOICE_ALIASES:
        return VOICE_ALIASES[key.lower()]
    valid = ", ".join(VOICE_NAMES + tuple(VOICE_ALIASES))
    raise InvalidRequest(f"Unknown voice {name!r}. Valid voices: {valid}.", param=param, code="unknown_voice")
