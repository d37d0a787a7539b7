"""Pronunciation lexicons: say a word the way you want it said.

    from handler.text.normalize.lexicon import apply_lexicon, load_lexicon, merge_lexicons

    base = load_lexicon("/opt/lexicon.json")           # {"nginx": "engine x", "Supertonic": "super tonic"}
    lexicon = merge_lexicons(base, request_entries)     # request entries win; bad ones -> InvalidRequest
    aligned = apply_lexicon(AlignedText.of(text), lexicon)

A lexicon is a JSON object of `"written form": "spoken form"`. Matching rules:
- Whole words only: a match never starts or ends inside a run of letters, digits and `_` ("cat" does
  not match in "bobcat" or "cat_x"). Hangul, kana and CJK characters do not form such runs, because
  those scripts attach particles to words or use no spaces ("서울" matches in "서울에서", "API" in
  "API를").
- An all-lowercase key matches in any case ("nginx" matches "Nginx" and "NGINX"); a key with any
  capital matches only exactly ("US" does not match "us").
- The longest key wins where several match at the same place; then an exact key beats a lowercase one.
- A key may hold several words; any run of whitespace in the text matches a space in the key.
- Keys match both composed and decomposed accents (NFC and NFD).
- The spoken form replaces the match as written and is final: no other rule rewrites it.

Keys and spoken forms are trimmed. Limits: keys up to 100 characters, spoken forms up to 500, and at
most 1,000 entries per request (the deployment file has no entry limit).
"""

from __future__ import annotations

import json
import re
import unicodedata
from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from handler.kernel.errors import InvalidRequest
from handler.text.normalize.aligned import AlignedText

MAX_KEY_LENGTH = 100
MAX_VALUE_LENGTH = 500
MAX_REQUEST_ENTRIES = 1_000

# A "word character" for boundaries: letters, digits, `_` and combining marks, but not the scripts that
# attach particles or use no spaces (Hangul, kana, CJK ideographs).
_WORD_CHARACTER = (
    r"[^\W\u1100-\u11ff\u3040-\u30ff\u3130-\u318f\u3400-\u4dbf\u4e00-\u9fff\ua960-\ua97f\uac00-\ud7ff"
    r"\uf900-\ufaff]|[\u0300-\u036f]"
)
_TOKEN = re.compile(rf"(?:{_WORD_CHARACTER})+|\S")


def load_lexicon(path: str | Path) -> dict[str, str]:
    """Read a deployment-wide lexicon file. A missing or malformed file raises ValueError naming it."""
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as error:
        raise ValueError(f"Cannot read the lexicon file {path}: {error}") from None
    try:
        return _checked(data, limit=None)
    except ValueError as error:
        raise ValueError(f"The lexicon file {path} is invalid: {error}") from None


def merge_lexicons(base: Mapping[str, str] | None, request: Mapping[str, str] | None) -> dict[str, str]:
    """The deployment lexicon with the request's entries on top (a request entry replaces the same key)."""
    merged = dict(base or {})
    if request:
        try:
            merged.update(_checked(request, limit=MAX_REQUEST_ENTRIES))
        except ValueError as error:
            raise InvalidRequest(f"lexicon is invalid: {error}", param="lexicon") from None
    return merged


def _checked(data: object, *, limit: int | None) -> dict[str, str]:
    if not isinstance(data, Mapping):
        raise ValueError("it must be a JSON object of written form to spoken form.")
    if limit is not None and len(data) > limit:
        raise ValueError(f"it has {len(data)} entries; at most {limit} are allowed.")
    checked = {}
    for key, value in data.items():
        if not isinstance(key, str) or not isinstance(value, str):
            raise ValueError(f"entry {key!r}: keys and spoken forms must be strings.")
        key, value = " ".join(key.split()), value.strip()
        if not key:
            raise ValueError("a key is empty.")
        if len(key) > MAX_KEY_LENGTH:
            raise ValueError(f"key {key[:20]!r}... is longer than {MAX_KEY_LENGTH} characters.")
        if len(value) > MAX_VALUE_LENGTH:
            raise ValueError(f"the spoken form of {key!r} is longer than {MAX_VALUE_LENGTH} characters.")
        checked[key] = value
    return checked


@dataclass(frozen=True)
class _Compiled:
    exact: dict[str, str]  # keys with a capital, in canonical form
    folded: dict[str, str]  # lowercase keys, in canonical form
    token_counts: dict[str, tuple[int, ...]]  # lowercased first token -> the keys' token counts, longest first

    def lookup(self, written: str) -> str | None:
        spoken = self.exact.get(written)
        return spoken if spoken is not None else self.folded.get(written.lower())


def apply_lexicon(aligned: AlignedText, lexicon: Mapping[str, str]) -> AlignedText:
    """Replace every whole-word occurrence of a lexicon key (see the module docstring)."""
    if not lexicon:
        return aligned
    return aligned.replace(lexicon_matches(aligned.text, lexicon), kind="lexicon")


def lexicon_matches(text: str, lexicon: Mapping[str, str]) -> list[tuple[int, int, str]]:
    """Every whole-word occurrence of a lexicon key in `text`, in order: (start, end, spoken form). Nothing is
    written, so what a lexicon would make of a text can be counted before it is built."""
    if not lexicon:
        return []
    compiled = _compile(tuple(sorted(lexicon.items())))
    # Matching works on tokens (a run of word characters, or any other single visible character), so a
    # match always starts and ends at a word boundary, and costs a dictionary lookup per token.
    tokens = [match.span() for match in _TOKEN.finditer(text)]
    edits: list[tuple[int, int, str]] = []
    index = 0
    while index < len(tokens):
        start, end = tokens[index]
        matched = 1
        for count in compiled.token_counts.get(text[start:end].lower(), ()):
            if index + count <= len(tokens):
                spoken = compiled.lookup(_canonical(text, tokens[index : index + count]))
                if spoken is not None:
                    edits.append((start, tokens[index + count - 1][1], spoken))
                    matched = count
                    break
        index += matched
    return edits


def _canonical(text: str, tokens: list[tuple[int, int]]) -> str:
    """The tokens as one string, with a single space wherever the text has whitespace between them."""
    parts = [text[slice(*tokens[0])]]
    for (_, previous_end), (start, end) in zip(tokens, tokens[1:], strict=False):
        parts += (" " if start > previous_end else "", text[start:end])
    return "".join(parts)


@lru_cache(maxsize=16)
def _compile(items: tuple[tuple[str, str], ...]) -> _Compiled:
    exact: dict[str, str] = {}
    folded: dict[str, str] = {}
    counts: dict[str, set[int]] = {}
    for key, spoken in items:
        for form in {unicodedata.normalize("NFC", key), unicodedata.normalize("NFD", key)}:
            tokens = [match.span() for match in _TOKEN.finditer(form)]
            canonical = _canonical(form, tokens)
            (exact if canonical != canonical.lower() else folded)[canonical] = spoken
            counts.setdefault(form[slice(*tokens[0])].lower(), set()).add(len(tokens))
    token_counts = {first: tuple(sorted(found, reverse=True)) for first, found in counts.items()}
    return _Compiled(exact, folded, token_counts)
