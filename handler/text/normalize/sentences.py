"""Whether a text is written as a sentence, for the classes and homes that decide whether a period a token took
also ends one."""

from __future__ import annotations

import re

_LETTER = re.compile(r"[^\W\d_]")


def no_sentence(match: re.Match[str]) -> bool:
    """Whether the match ends a text that is no sentence: a token alone, with only numbers and marks before it
    ("usw.", "3 Std.", "19. Jh.", "2024. március 15.", a form's field), or a fragment that does not open as a
    sentence does ("am 12.03.", "por 5 min."). A final period the match took there closes the abbreviation or the
    ordinal, not a sentence: the reading keeps none ("usw.": "und so weiter"), in every language."""
    text = match.string
    if text[match.end() :].strip():
        return False
    start = text.lstrip()[:1]
    return start.islower() or not _LETTER.search(text, 0, match.start())


def last_period(match: re.Match[str]) -> str:
    """The period a match took ("1. Mai 2024.", "It is 5 ft."), where it also ends the text written as a sentence:
    it stays."""
    ends = match.group().endswith(".") and not match.string[match.end() :].strip()
    return "." if ends and not no_sentence(match) else ""
