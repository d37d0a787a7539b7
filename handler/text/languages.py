"""The languages Supertonic 3 speaks, and the chunk length each one tolerates.

from handler.text.languages import check_language, chunk_limit

lang = check_language(" EN ")   # "en"; raises InvalidRequest(param="lang") for an unknown code
chunk_limit("ko")               # 120 (Korean and Japanese need shorter chunks), else 300
"""

from __future__ import annotations

from handler.errors import InvalidRequest

# The model's official order.
LANGUAGES: tuple[str, ...] = (
    "en", "ko", "ja", "ar", "bg", "cs", "da", "de", "el", "es", "et", "fi", "fr", "hi", "hr", "hu",
    "id", "it", "lt", "lv", "nl", "pl", "pt", "ro", "ru", "sk", "sl", "sv", "tr", "uk", "vi",
)  # fmt: skip
# The model's language-agnostic token, for text in no supported (or no known) language.
FALLBACK_LANGUAGE = "na"
ALL_LANGUAGES: tuple[str, ...] = (*LANGUAGES, FALLBACK_LANGUAGE)

_SHORT_CHUNK_LANGUAGES = frozenset({"ko", "ja"})
_CHUNK_LIMIT = 300
_SHORT_CHUNK_LIMIT = 120


def chunk_limit(lang: str) -> int:
    """Maximum characters per chunk for `lang` (official values: 300, 120 for Korean and Japanese)."""
    return _SHORT_CHUNK_LIMIT if lang in _SHORT_CHUNK_LANGUAGES else _CHUNK_LIMIT


def check_language(lang: str) -> str:
    """Return the canonical code for `lang`.

    Case and surrounding spaces are ignored, and a region tag is dropped ("en-US", "pt_BR" -> "en", "pt"),
    since clients often send locale names.
    """
    code = lang.strip().lower().replace("_", "-")
    primary = code.split("-", 1)[0]
    if primary in ALL_LANGUAGES:
        return primary
    raise InvalidRequest(f"lang {lang!r} is not supported. Use one of: {', '.join(ALL_LANGUAGES)}.", param="lang")
