"""The official Supertonic package's text clean-up, reimplemented with identical output.

    from handler.text.preprocess import preprocess, wrap_language, unsupported_characters

    preprocess("Hello — “world” 😀")          # 'Hello - "world"'
    wrap_language("Hello.", "en")             # '<en>Hello.</en>'
    unsupported_characters("a€", supported)   # ['€'] when the model lacks '€'

The steps, in the official order: NFKD; drop emoji; map dashes, quotes and a few symbols (`_ [ ] | / #`
and arrows become spaces); drop `♥ ☆ ♡ © \\`; `@` -> " at ", "e.g.," -> "for example, ", "i.e.," ->
"that is, "; remove a space before `, . ! ? ; : '`; collapse repeated quotes; collapse whitespace; add a
period unless the text already ends in punctuation, a quote or a closing bracket. Parity with the
official package is a property test (tests/test_text_preprocess.py).
"""

from __future__ import annotations

import re
import unicodedata

from handler.text.languages import ALL_LANGUAGES

_EMOJI_RANGES = (
    (0x1F300, 0x1F64F),  # pictographs and emoticons (the official list skips 1F650-1F67F)
    (0x1F680, 0x1FAFF),  # transport, alchemical, geometric ... symbols and pictographs extended-A
    (0x2600, 0x27BF),  # miscellaneous symbols and dingbats
    (0x1F1E6, 0x1F1FF),  # regional indicators (flags)
)
_SYMBOLS = {
    "\u2013": "-",  # en dash
    "\u2011": "-",  # non-breaking hyphen
    "\u2014": "-",  # em dash
    "\u00af": " ",  # macron
    "_": " ",
    "\u201c": '"',
    "\u201d": '"',
    "\u2018": "'",
    "\u2019": "'",
    "\u00b4": "'",  # acute accent
    "`": "'",
    "[": " ",
    "]": " ",
    "|": " ",
    "/": " ",
    "#": " ",
    "\u2192": " ",  # rightwards arrow
    "\u2190": " ",  # leftwards arrow
}
_DROPPED = "♥☆♡©\\"

# Emoji removal, symbol mapping and decorative-symbol removal touch single characters and none of them
# feeds another, so one translation table does all three in one pass.
_CHARACTER_TABLE: dict[int, str | None] = {
    **{code: None for first, last in _EMOJI_RANGES for code in range(first, last + 1)},
    **{ord(old): new for old, new in _SYMBOLS.items()},
    **{ord(char): None for char in _DROPPED},
}
_EXPRESSIONS = (("@", " at "), ("e.g.,", "for example, "), ("i.e.,", "that is, "))
_SPACE_BEFORE_PUNCTUATION = re.compile(r" (?=[,.!?;:'])")
_REPEATED_QUOTES = re.compile(r"([\"'`])\1+")
_WHITESPACE = re.compile(r"\s+")
_FINAL_PUNCTUATION = frozenset(".!?;:,'\")]}…。」』】〉》›»")


def preprocess(text: str) -> str:
    """Clean `text` exactly as the official package does before adding language tags."""
    text = unicodedata.normalize("NFKD", text).translate(_CHARACTER_TABLE)
    for old, new in _EXPRESSIONS:
        text = text.replace(old, new)
    text = _SPACE_BEFORE_PUNCTUATION.sub("", text)
    text = _REPEATED_QUOTES.sub(r"\1", text)
    text = _WHITESPACE.sub(" ", text).strip()
    if not text or text[-1] not in _FINAL_PUNCTUATION:
        text += "."
    return text


def wrap_language(text: str, lang: str) -> str:
    """Add the model's language tags: `<lang>text</lang>`. `lang` must already be a valid code."""
    if lang not in ALL_LANGUAGES:
        raise ValueError(f"Unknown language code {lang!r}.")
    return f"<{lang}>{text}</{lang}>"


def unsupported_characters(text: str, supported: frozenset[str]) -> list[str]:
    """The characters of `text` the model cannot speak, sorted.

    Like the official validation, a character is unsupported when its own preprocessed form contains a
    character outside `supported` (so an emoji, which preprocessing removes, is fine). Work is per distinct
    character, so long text costs little.
    """
    return sorted(char for char in set(text) if not supported.issuperset(preprocess(char)))
