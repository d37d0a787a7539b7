"""How languages write and say an ordinal, the part they share: the number pattern, the words around a match, and the
families of languages that write ordinals alike (a number and a period, a Romance mark). A language's home holds its
own forms (English "1st", Russian "2-м", Hindi "१ली") and says which family it writes in.

    from handler.text.normalize.ordinals import NUMBER, END, dotted, ordinal_rule

    ordinal_rule(rf"{NUMBER}(?:st|nd|rd|th){END}", say)   # a rule of the "ordinal" class
    dotted("cs")                                          # "ve 3. patře": the dotted ordinal, agreeing with its noun

classes/ordinal.py asks the language's home (its `ordinals`) for these rules.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import lru_cache

from handler.text.normalize import numwords
from handler.text.normalize.agreement import AGREEING_LANGUAGES, agreeing_ordinal
from handler.text.normalize.cldr import locale_data
from handler.text.normalize.rules import Rule
from handler.text.normalize.spacing import MARK, WORD_CHARACTER

# A number of up to four digits that does not continue another number or word.
NUMBER = r"(?P<n>\d(?<![\w.,]\d)\d{0,3})"
END = r"(?!\w)"
Say = Callable[[re.Match[str]], str | None]


def ordinal_rule(pattern: str, say: Say) -> Rule:
    return Rule("ordinal", re.compile(pattern), say)


def word_set(words: str) -> frozenset[str]:
    return frozenset(words.split())


# A word with its combining marks ("का", not "क"): a letter first, then letters, marks, digits, apostrophes, hyphens.
_NEXT_WORD = re.compile(rf"[ \u00a0]+([^\W\d_](?:{WORD_CHARACTER}|['’-])*)")
_PREVIOUS_WORD = re.compile(rf"((?:[^\W\d_]|{MARK})+)[ \u00a0]+$")


def next_word(match: re.Match[str]) -> str:
    """The word after the match ("" at the end of the text or before punctuation)."""
    found = _NEXT_WORD.match(match.string, match.end(), match.end() + 40)
    return found[1] if found else ""


def previous_word(match: re.Match[str]) -> str:
    found = _PREVIOUS_WORD.search(match.string, max(0, match.start() - 30), match.start())
    return found[1] if found else ""


def matched_number(match: re.Match[str]) -> int:
    return int(match["n"].replace(",", ""))


def plain(lang: str, pattern: str, **form: bool) -> Rule:
    """An ordinal said in the form the libraries give (masculine, or `feminine`/`neuter`), else kept as written."""
    return ordinal_rule(pattern, lambda m: numwords.ordinal(matched_number(m), lang, **form) or m.group())


# A number and a period before a lowercase word ("3. místo"). -------------------------------------------------------


def dotted(
    lang: str, said: bool = False, tidy: Callable[[str], str] | None = None, before_names: bool = False
) -> tuple[Rule, ...]:
    """The dotted ordinal of `lang`: in the gender and case of its noun where the language agrees (agreement.py),
    else in the libraries' words where `said` (`tidy` mends them), else kept as written (the digits: no library holds
    its words). `before_names`: before a capital too, where a sentence seldom ends in a bare number (Turkish ends
    one with its verb: "2. Dünya Savaşı", "3. Köprü")."""

    def say(match: re.Match[str]) -> str | None:
        """ "3. místo" is the third place; "… bylo 3. Potom" ends a sentence and stays a number."""
        following, months = next_word(match), locale_data(lang).months
        named = before_names and following[:1].isupper()
        if (
            not (following[:1].islower() or named)
            or following.rstrip(".") in months
            or previous_word(match).lower() in months
        ):
            return None  # a sentence end, or a date: "3. května", "2024. május 3.", "március 15. ünnepe"
        if lang in AGREEING_LANGUAGES:
            words = agreeing_ordinal(matched_number(match), lang, noun=following, before=previous_word(match))
        else:
            words = numwords.ordinal(matched_number(match), lang) if said else None
        if words and tidy:
            words = tidy(words)
        return words or match.group()

    return (ordinal_rule(rf"{NUMBER}\.(?=[ \u00a0])", say),)


# Spanish, Italian, Portuguese: "1.º", "1.ª", "3ro", "2das". ----------------------------------------------------------


def degree_is_ordinal(text: str, start: int, lang: str, placing: re.Pattern[str] | None) -> str | None:
    """Whether the number with a degree sign at text[start:] is an ordinal, and its gender ("masculine",
    "feminine"): after a verb of placing that `placing` finds in the text before ("si è classificata 3°", "terminou
    em 2°"; its group "feminine" says the gender), or after another ordinal and a comma or the language's "and"
    ("1° e 2°"); None where it may be a temperature."""
    before = text[max(0, start - 60) : start]
    placed = placing.search(before) if placing else None
    if placed:
        return "feminine" if placed.groupdict().get("feminine") else "masculine"
    return "masculine" if _after_an_ordinal(lang).search(before) else None


@lru_cache(maxsize=64)
def _after_an_ordinal(lang: str) -> re.Pattern[str]:
    """Another number with a degree sign, then a comma or the language's "and", ending right before: "1° e "."""
    and_word = re.escape(locale_data(lang).and_word or ",")
    return re.compile(rf"\d[°º][ \u00a0]*(?:,|{and_word})[ \u00a0]+$")


def romance_ordinals(
    lang: str,
    marks: str,
    feminine_marks: tuple[str, ...] = (),
    shortened: Callable[[re.Match[str], str], str] | None = None,
    placing: re.Pattern[str] | None = None,
) -> list[Rule]:
    """`marks`: the pattern of what follows the number; a mark ending in "ª" or "a" (or one of `feminine_marks`) is
    feminine, one ending in "s" plural; `shortened` gives a masculine singular's form before its noun. A degree sign
    before no word is a temperature's ("25°"), but an ordinal's where `placing` finds it (degree_is_ordinal)."""

    def say(match: re.Match[str]) -> str | None:
        mark = match["mark"]
        feminine = mark[-1] in "ªa" or mark in feminine_marks
        plural = mark.endswith("s") and len(mark) > 1
        if mark in ("°",) and (not next_word(match) or next_word(match)[0] in "CF"):
            placed = None if next_word(match) else degree_is_ordinal(match.string, match.start(), lang, placing)
            if placed is None:
                return None  # degrees: "25°", "30 °C"
            feminine = placed == "feminine"
        words = numwords.ordinal(matched_number(match), lang, feminine=feminine)
        if words is None:
            return None
        if plural:
            words = " ".join(word + "s" for word in words.split())
        if shortened and not feminine and not plural:
            words = shortened(match, words)
        return words

    return [ordinal_rule(rf"{NUMBER}(?P<mark>{marks}){END}", say)]
