"""Characters read as nothing: invisible format characters (zero-width space, joiners, direction marks, the byte
order mark), variation selectors, and symbols that stand for no words (bullets, geometric shapes, dingbats,
pictographs the official clean-up does not list). Polly reads text holding them; where the model has no letter
for one, it leaves what the model reads instead of refusing the request.

    is_unspoken("\u200d"), is_unspoken("■"), is_unspoken("五")   # True, True, False
    without_unspoken("Milk \u25a0 eggs\u200bbread", {"\u25a0", "\u200b"})   # "Milk   eggs bread"
"""

from __future__ import annotations

import unicodedata
from collections.abc import Collection

_BULLETS = frozenset("\u2022\u2023\u2043\u204c\u204d\u2219\u25e6")  # punctuation and operators used as bullets
_SPACES = frozenset("\u200b")  # a zero-width space parts words, as a space does
_VARIATION_SELECTORS = ((0xFE00, 0xFE0F), (0xE0100, 0xE01EF))


def _replacement(char: str) -> str | None:
    """What an unspoken character becomes: a space where it parts words (a symbol, a zero-width space), nothing
    where it is invisible (a joiner inside a Devanagari word keeps the word whole); None for one that is read."""
    code = ord(char)
    if any(first <= code <= last for first, last in _VARIATION_SELECTORS):
        return ""
    if char in _SPACES or char in _BULLETS:
        return " "
    category = unicodedata.category(char)
    return "" if category == "Cf" else " " if category == "So" else None


def is_unspoken(char: str) -> bool:
    return _replacement(char) is not None


def without_unspoken(text: str, lacking: Collection[str]) -> str:
    """`text` without the unspoken characters among `lacking` (those the model cannot speak)."""
    dropped = {char: _replacement(char) for char in lacking if is_unspoken(char)}
    if not dropped:
        return text
    return "".join(dropped.get(char) or (char if char not in dropped else "") for char in text)
