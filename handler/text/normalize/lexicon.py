"""Pronunciation lexicon: say a word or phrase the way you spell it out.

    from handler.text.normalize import load_lexicon, merge_lexicons
    base = load_lexicon("lexicon.json")                       # {"Supertonic": "super tonic", "nginx": "engine x"}
    lexicon = merge_lexicons(base, {"Kubernetes": "koo ber net ees"})   # request entries win
    apply_lexicon(AlignedText.of("Run nginx on Kubernetes"), lexicon).text
    # 'Run engine x on koo ber net ees'

Matching rules:
- Whole words only: "cat" never matches inside "concatenate" or "cats".
- A key without capital letters matches in any case ("nginx" matches "NGINX" and "Nginx"); a key with a capital
  letter matches exactly that spelling ("US" matches "US" but not "us").
- Keys may have several words; any run of whitespace in the text matches the single space between them.
- Where keys overlap, the leftmost match wins, and at one position the longest key (an exact-case key before a
  case-free key of the same length).
- What a lexicon entry puts in is final: no later rule (numbers, abbreviations) rewrites it.

The deployment-wide file is a JSON object of key -> replacement. Request entries are checked the same way and
bounded more tightly (they arrive with every request).
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from functools import lru_cache
from pathlib import Path

from handler.errors import InvalidRequest
from handler.text.normalize.aligned import AlignedText

MAX_REQUEST_ENTRIES = 200
MAX_FILE_ENTRIES = 50_000
MAX_KEY_CHARS = 100
MAX_VALUE_CHARS = 200

# Where a key may start: at a run of word characters or at one other non-space character (".NET").
_TOKEN = re.compile(r"\w+|[^\w\s]")


def load_lexicon(path: str | Path) -> dict[str, str]:
    """Read the deployment-wide lexicon file, or raise ValueError naming the file and what is wrong with it."""
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
        return _checked(data, MAX_FILE_ENTRIES)
    except (OSError, UnicodeDecodeError, json.JSONDecodeError, ValueError) as error:
        raise ValueError(f"lexicon file {path}: {error}") from error


def merge_lexicons(base: Mapping[str, str] | None, request: Mapping[str, str] | None) -> dict[str, str]:
    """The deployment lexicon overlaid with a request's own entries (which win). Bad request entries raise
    InvalidRequest(param="lexicon")."""
    merged = dict(base or {})
    if request is not None:
        try:
            merged.update(_checked(request, MAX_REQUEST_ENTRIES))
        except ValueError as error:
            raise InvalidRequest(f"lexicon: {error}", param="lexicon") from error
    return merged


def apply_lexicon(aligned: AlignedText, lexicon: Mapping[str, str]) -> AlignedText:
    """Replace every whole-word match of a lexicon key by its value, and lock the values."""
    if not lexicon:
        return aligned
    candidates = _candidates(frozenset(lexicon.items()))
    text = aligned.text
    edits: list[tuple[int, int, str]] = []
    done = 0
    for token in _TOKEN.finditer(text):
        start = token.start()
        if start < done or (start and _is_word(text[start - 1])):
            continue
        for key, exact, value in candidates.get(token.group().lower(), ()):
            if end := _match_end(text, start, key, exact):
                edits.append((start, end, value))
                done = end
                break
    return aligned.replace(edits, lock=True)


def _checked(entries: object, limit: int) -> dict[str, str]:
    if not isinstance(entries, Mapping):
        raise ValueError(f"must be an object of word -> replacement, got {type(entries).__name__}")
    if len(entries) > limit:
        raise ValueError(f"has {len(entries)} entries; at most {limit} are allowed")
    checked: dict[str, str] = {}
    for key, value in entries.items():
        if not isinstance(key, str) or not isinstance(value, str):
            raise ValueError(f"entry {key!r}: keys and replacements must be strings")
        words = key.split()
        if not words:
            raise ValueError("keys must not be empty")
        if len(key) > MAX_KEY_CHARS or len(value) > MAX_VALUE_CHARS:
            raise ValueError(
                f"entry {key[:MAX_KEY_CHARS]!r}: keys are at most {MAX_KEY_CHARS} characters and "
                f"replacements at most {MAX_VALUE_CHARS}"
            )
        checked[" ".join(words)] = value
    return checked


@lru_cache(maxsize=16)
def _candidates(items: frozenset[tuple[str, str]]) -> dict[str, list[tuple[str, bool, str]]]:
    """Entries (key, exact case?, value) grouped by the lower-cased token a match starts with, longest first."""
    grouped: dict[str, list[tuple[str, bool, str]]] = {}
    for key, value in items:
        head = key[: _TOKEN.match(key).end()]  # type: ignore[union-attr]  # a checked key starts a token
        grouped.setdefault(head.lower(), []).append((key, any(char.isupper() for char in key), value))
    for entries in grouped.values():
        entries.sort(key=lambda entry: (-len(entry[0]), not entry[1]))
    return grouped


def _match_end(text: str, start: int, key: str, exact: bool) -> int | None:
    """Where a whole-word match of `key` at `start` ends, or None."""
    if " " in key:  # words apart by any whitespace: a pattern, compiled on first use
        match = _phrase_pattern(key, exact).match(text, start)
        return match.end() if match else None
    end = start + len(key)
    said = text[start:end]
    if (said == key if exact else said.lower() == key.lower()) and not (end < len(text) and _is_word(text[end])):
        return end
    return None


@lru_cache(maxsize=4096)
def _phrase_pattern(key: str, exact: bool) -> re.Pattern[str]:
    body = r"\s+".join(map(re.escape, key.split(" ")))
    return re.compile(rf"{body}(?!\w)", 0 if exact else re.IGNORECASE)


def _is_word(char: str) -> bool:
    return char.isalnum() or char == "_"
