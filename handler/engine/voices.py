"""The ten Supertonic 3 voices, and the OpenAI voice names that map onto them. Requests are resolved by
handler/storage/voices.py (`VoiceStore.resolve`), which takes these names first, then custom voices and blends.
"""

from __future__ import annotations

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
