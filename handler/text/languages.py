"""The languages Supertonic 3 speaks, and the chunk length each one tolerates.

from handler.text.languages import check_language, chunk_limit

lang = check_language(" EN ")   # "en"; raises InvalidRequest(param="lang") for an unknown code
check_language("pt_br")         # "pt": a BCP 47 tag in any case and separator is its language
chunk_limit("ko")               # 120 (Korean and Japanese need shorter chunks), else 300
"""

from __future__ import annotations

import re

from handler.kernel.errors import InvalidRequest

# The model's official order.
LANGUAGES: tuple[str, ...] = (
    "en", "ko", "ja", "ar", "bg", "cs", "da", "de", "el", "es", "et", "fi", "fr", "hi", "hr", "hu",
    "id", "it", "lt", "lv", "nl", "pl", "pt", "ro", "ru", "sk", "sl", "sv", "tr", "uk", "vi",
)  # fmt: skip
# The model's language-agnostic token, for text in no supported (or no known) language.
FALLBACK_LANGUAGE = "na"
ALL_LANGUAGES: tuple[str, ...] = (*LANGUAGES, FALLBACK_LANGUAGE)
# The language an SSML say-as span is read in where neither the document nor the request names one, and whose month
# names a say-as date borrows in the fallback language (which has none).
DEFAULT_LANGUAGE = "en"

# A BCP 47 tag as clients write it: a language, then subtags of 1 to 8 letters or digits (script, region,
# variants), joined by "-" or "_".
_TAG = re.compile(r"^([a-z]{2,3})((?:[-_][a-z0-9]{1,8})*)$")
# Codes of the model's languages that are not their two-letter code: Polly's "arb" (Standard Arabic), and the
# deprecated "in" of Indonesian.
_ALIASES = {"arb": "ar", "in": "id"}


def _any_case(code: str) -> str:
    return "".join(f"[{char}{char.upper()}]" for char in code)


# What check_language accepts, as a JSON Schema pattern (ECMA regex: no case flag) for the OpenAPI document.
TAG_PATTERN = (
    rf"^\s*(?:{'|'.join(_any_case(code) for code in (*ALL_LANGUAGES, *_ALIASES))})(?:[-_][A-Za-z0-9]{{1,8}})*\s*$"
)

_SHORT_CHUNK_LANGUAGES = frozenset({"ko", "ja"})
_CHUNK_LIMIT = 300
_SHORT_CHUNK_LIMIT = 120


def chunk_limit(lang: str) -> int:
    """Maximum characters per chunk for `lang` (official values: 300, 120 for Korean and Japanese)."""
    return _SHORT_CHUNK_LIMIT if lang in _SHORT_CHUNK_LANGUAGES else _CHUNK_LIMIT


def check_language(lang: str) -> str:
    """Return the model's code for `lang`, a language code or a BCP 47 tag.

    Case and surrounding spaces are ignored, and script, region and variant subtags are dropped ("en-US",
    "pt_br", "sr-Latn-RS" -> "en", "pt", "sr"), since clients and Polly send locale names. Every way in reduces the
    request's tag here once (`Speech.plan`, SSML's xml:lang), so what follows only sees the model's codes.
    """
    match = _TAG.match(lang.strip().lower())
    primary = _ALIASES.get(match[1], match[1]) if match else ""
    if primary in ALL_LANGUAGES:
        return primary
    raise InvalidRequest(f"lang {lang!r} is not supported. Use one of: {', '.join(ALL_LANGUAGES)}.", param="lang")
