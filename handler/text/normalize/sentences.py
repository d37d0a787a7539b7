"""Whether a text is written as a sentence, for the classes and homes that decide whether a period a token took
also ends one."""

from __future__ import annotations

import re
from dataclasses import replace

from handler.text.normalize.aligned import AlignedText

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


# A sentence's closing mark, and any quote or bracket after it, at the end of a text.
SENTENCE_END = re.compile(r"[.!?…][\"'”’»)\]]*\s*$")


def opening_capital(aligned: AlignedText, source: str, dotted_capital_i: bool = False) -> AlignedText:
    """A text written as a sentence that opens with a number or a symbol opens with its reading's capital, as a
    writer spells it out ("12 in. make 1 ft.": "Twelve inches make one foot."). A token alone ("1776.", "5 ft.")
    or a fragment without the sentence's closing mark keeps its words' case, in every language."""
    text = aligned.text
    at = len(text) - len(text.lstrip())
    opening = source.lstrip()[:1]
    if not text[at : at + 1].islower() or not opening or opening.isalpha() or not SENTENCE_END.search(text):
        return aligned
    first = min(
        (token for token in aligned.tokens if token.reading), key=lambda token: token.source_start, default=None
    )
    if first is None or source[: first.source_start].strip() or not _LETTER.search(source, first.source_end):
        return aligned
    capital = "İ" if text[at] == "i" and dotted_capital_i else text[at].upper()
    return replace(aligned, text=text[:at] + capital + text[at + 1 :])  # one character for one: the same alignment
