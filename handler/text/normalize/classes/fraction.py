"""Fractions: "1/2", "3/4", "3 3/4", "½", "2½", read as each language names the parts.

    from handler.text.normalize.classes import fraction

    apply_rules(AlignedText.of("Add 3/4 cup."), fraction.rules("en")).text    # "Add three quarters cup."
    apply_rules(AlignedText.of("1/2 litro"), fraction.rules("es")).text       # "un medio litro"

A slash between two numbers is a fraction when the numerator is the smaller number (or the denominator is 2, 3
or 4: "3/2" is three halves); "24/7", "50/50" and "1/2/2024" are not (dates and ranges run before this class).
This class finds them; each language's home says them (its `fractions`: words for (numerator, denominator) and
for a whole number and a fraction); a reading the language's tables cannot give (a Lithuanian eleventh) is left as
written.
"""

from __future__ import annotations

import re
from functools import lru_cache, partial

from handler.text.normalize.classes.abbreviation import sentence_cased
from handler.text.normalize.counting import Counting, counted, last_word, noun_then_half
from handler.text.normalize.fractions import VULGAR, Fractions
from handler.text.normalize.languages import home
from handler.text.normalize.rules import Rule

_VULGAR_CLASS = "[" + "".join(VULGAR) + "]"
# A whole number, then a fraction written with a slash (or the fraction slash) or as one character. The look-ahead
# for that shape lets the scan pass every other position at once.
_PATTERN = re.compile(
    rf"(?=\d{{0,6}}[ \u00a0]?\d{{0,3}}(?:[/⁄]\d|{_VULGAR_CLASS}))"
    rf"(?:(?P<whole>\d(?<![\w.,/-]\d)\d{{0,5}})[ \u00a0]?(?=\d+[/⁄]\d|{_VULGAR_CLASS}))?"
    rf"(?:(?P<num>\d(?<![\w.,/]\d)\d{{0,2}})[/⁄](?P<den>\d{{1,4}})(?![\w/⁄]|[.,]\d)|(?P<char>{_VULGAR_CLASS}))"
)
_NOUN_AFTER = re.compile(r"[ \u00a0]([^\W\d_]{2,})")  # the word a half measures: "1/2 litru"
# A whole number and a half, written as a decimal or a fraction, and the word after it: "2½ часа", "1,5 litri".
_HALF_THEN_NOUN = re.compile(
    r"(?<![\w.,/])(?P<whole>\d{1,2})(?:[.,]5(?![\d.,])|½|[ \u00a0]1/2(?![\d/]))[ \u00a0](?P<noun>[^\W\d_]{2,})\b"
)


@lru_cache(maxsize=64)
def rules(lang: str) -> tuple[Rule, ...]:
    """The rules of this class for `lang` (empty where it has none)."""
    fractions = home(lang).fractions
    if fractions is None:
        return ()
    # Kana, kanji and Hangul are word characters to `\w`, but a number touching them still starts and ends there.
    pattern = re.compile(_PATTERN.pattern, re.ASCII) if home(lang).unspaced_digits else _PATTERN

    def say(match: re.Match[str]) -> str | None:
        words = _say(match, lang, fractions)
        spaced = fractions.spaced_after and fractions.spaced_after(match.string[match.end() : match.end() + 2])
        return words and sentence_cased(match, words, lang) + (" " if spaced else "")

    def cased(rule: Rule) -> Rule:  # a reading the words around it chose starts a sentence too ("18/25 agreed")
        return Rule(
            rule.kind, rule.pattern, lambda match: (said := rule.say(match)) and sentence_cased(match, said, lang)
        )

    counting = home(lang).counting
    said_after: tuple[Rule, ...] = ()
    if counting and counting.half_after_noun:
        said_after = (Rule("fraction", _HALF_THEN_NOUN, partial(_noun_then_half, lang=lang, counting=counting)),)
    return (*said_after, *(cased(rule) for rule in fractions.in_context), Rule("fraction", pattern, say))


def _noun_then_half(match: re.Match[str], lang: str, counting: Counting) -> str | None:
    """ "2½ часа": "два часа и половина", where the home says the half after the noun (Counting.half_after_noun);
    a decimal of two and more is the home's `and_a_half`'s where it has one ("2,5 литра": "два и половина литра")."""
    if counting.and_a_half and match["whole"] != "1" and match.group()[len(match["whole"])] in ".,":
        return None
    said = noun_then_half(counting, int(match["whole"]), match["noun"], last_word(match.string, match.start()), lang)
    return said and sentence_cased(match, said, lang)


def fraction_words(numerator: int, denominator: int, lang: str, whole: int | None = None) -> str | None:
    """A fraction ("3/4") or a whole number and a fraction ("2 1/2") as `lang` says it; None where it has no
    words for fractions (SSML's say-as reads through this too)."""
    fractions = home(lang).fractions
    if fractions is None:
        return None
    return fractions.words(numerator, denominator) if whole is None else fractions.mixed(whole, numerator, denominator)


def _say(match: re.Match[str], lang: str, fractions: Fractions) -> str | None:
    if match["char"]:
        numerator, denominator = VULGAR[match["char"]]
    else:
        numerator, denominator = int(match["num"]), int(match["den"])
        if denominator < 2 or numerator < 1 or (numerator >= denominator and (denominator > 4 or numerator > 9)):
            return None  # "24/7", "50/50", "1/1": not fractions anyone reads as such
    if match["whole"] is None:
        counting, noun = home(lang).counting, _NOUN_AFTER.match(match.string, match.end())
        part = {(1, 2): counting.half, (1, 4): counting.quarter}.get((numerator, denominator)) if counting else None
        if part and noun and counting and counting.half_after and (numerator, denominator) == (1, 2):
            before = re.search(r"(\w+)\W*$", match.string[max(0, match.start() - 30) : match.start()])
            if before and (said := counting.half_after(noun[1].lower(), before[1].lower())):
                return said  # "nach ½ Stunde": "nach einer halben Stunde"
        if part and noun and (said := part(noun[1].lower())):
            return said  # "1/2 litru": "půl litru", "1/4 hodiny": "čtvrt hodiny"
        read = fractions.vulgar if match["char"] and fractions.vulgar else fractions.words
        return read(numerator, denominator)
    if numerator >= denominator:
        return None
    if (numerator, denominator) == (1, 2) and (said := _and_a_half(match, lang)):
        return said  # "1 1/2 часа": "полтора часа", "2½ години": "дві з половиною години", as "2,5 ..." is said
    return fractions.mixed(int(match["whole"]), numerator, denominator)


def _and_a_half(match: re.Match[str], lang: str) -> str | None:
    """A whole number and a half before a noun in the form the language's counting gives it, as it says the
    decimal ("1½ часа": "полтора часа", "2½ години": "дві з половиною години", "1 1/2 Stunden": "eineinhalb")."""
    counting, noun = home(lang).counting, _NOUN_AFTER.match(match.string, match.end())
    if counting is None or noun is None:
        return None
    before = re.search(r"(\w+)\W*$", match.string[max(0, match.start() - 30) : match.start()])
    return counted(counting, int(match["whole"]), "", noun[1], before[1] if before else "", fraction="5")
