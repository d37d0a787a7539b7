"""Math operators between numbers, said as words: "2 + 2 = 4" is "two plus two equals four", "6 × 7" "six times
seven", "√9" "the square root of nine", "§ 12" "section twelve".

    from handler.text.normalize.classes import symbol

    apply_rules(AlignedText.of("2 + 2 = 4"), symbol.rules("de")).text   # "2 plus 2 gleich 4"

The words are the language's (its home's `operators`); an operator is read only between numbers (a root before
one), so "+49" in a phone number, "C++" or "x=1" in code are left as written; an "x" after a count before a word is
the home's word for times ("5 x per week": "keer"), and one between two numbers its word for a size or a product
where it has one ("3 x 4 m": "drei mal vier Meter"). The numbers are read by their own classes afterwards.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import lru_cache

from handler.text.normalize import numwords
from handler.text.normalize.classes.abbreviation import in_context, said_after, sentence_cased
from handler.text.normalize.cldr import locale_data
from handler.text.normalize.languages import home
from handler.text.normalize.rules import Rule
from handler.text.normalize.spacing import BY_RULES

# An operator with a number (or a closing bracket) before it (the minus sign, U+2212, where the home names it:
# a hyphen between numbers is a range) and a number, a root or an opening bracket after it;
# the spaces around it stay (the words take their own where there are none).
_BETWEEN = r"(?P<operator>[+×÷=·∙±−])(?:(?<=[\d)][+×÷=·∙±−])|(?<=[\d)][ \u00a0][+×÷=·∙±−]))(?=[ \u00a0]?[\d√(])"
# An "x" right after a count and before a word: "5 x per week", "3x sehari".
_TIMES = re.compile(r"(?:(?<=\d)|(?<=\d[ \u00a0]))x(?=[ \u00a0][^\W\d_])")
# An "x" after a number with a space each side, before another number or the words a class has already said for one
# ("3 x 4 m", read "3 x vier Meter" by then), not in a code ("0x1F") or a word.
_BY = re.compile(r"(?<=\d)[ \u00a0]x[ \u00a0](?=\d|[^\W\d_])")
# An "x" between two numbers of at most two digits, the second before no unit or number: a score where the words
# around say so ("2 x 1", "3 x 0").
_SCORE_BY = re.compile(r"(?<=\d)[ \u00a0]x[ \u00a0](?=\d{1,2}(?![\d.,]\d)(?![ \u00a0]?[^\W\d_]{1,3}\b(?![ \u00a0]\w)))")
_SCORE_FIRST = re.compile(r"(?:^|[^\w.,])\d{1,2}$")
_NAME_BEFORE = re.compile(r"\b[A-ZÀ-Ý][\w-]+[ \u00a0]\d{1,2}$")
_NAME_AFTER = re.compile(r"\d{1,2}[ \u00a0][A-ZÀ-Ý]")
_WORD_AFTER = re.compile(r"[ \u00a0]+(\w+)")
_DIGITS = re.compile(r"\d+")


@lru_cache(maxsize=64)
def _number_starts(lang: str) -> frozenset[str]:
    """The first words of the language's numbers up to a thousand, lowercased: what a class has said for a number
    written after an "x" by the time this class reads it ("3 x 4 m": "3 x quatro metros")."""
    said = (numwords.cardinal(number, lang) for number in range(1001))
    return frozenset(words.split()[0].lower() for words in said if words)


def _times(match: re.Match[str], times: str, by_word: str, lang: str) -> str:
    """ "3 x ao dia": the word for times; before a number already said, the word for a size ("três por quatro")."""
    following = _WORD_AFTER.match(match.string, match.end(), match.end() + 40)
    if by_word and following and following[1].lower() in _number_starts(lang):
        return by_word
    return times


def _score(match: re.Match[str], context: re.Pattern[str], to: str, noun_after: re.Pattern[str] | None) -> str | None:
    before = match.string[max(0, match.start() - 80) : match.start()]
    second = _DIGITS.match(match.string, match.end())
    if not _SCORE_FIRST.search(before) or (second and noun_after and noun_after.match(match.string, second.end())):
        return None  # "2 x 50 reais", "2 x 2 horas": an amount
    named = _NAME_BEFORE.search(before) and _NAME_AFTER.match(match.string, match.end())
    return f" {to} " if named or context.search(before) else None


# "&" with a space each side between words ("Hansen & Søn", "Müller & Söhne"): the language's "and" (CLDR's list
# pattern); "R&D" and "AT&T" are left to the language.
_AMPERSAND = re.compile(r"(?<=[^\W\d_])[ \u00a0]&[ \u00a0](?=[^\W\d_])")
# a root, a section sign (two: sections), an approximation or a tolerance ("~50", "±2"): before a number
_ROOT = r"(?P<root>√|§§?|[~≈±](?<![\w~≈±][~≈±]))(?=[ \u00a0]?\d)"


def apart(words: str, match: re.Match[str], lang: str) -> str:
    """An operator's words apart from the numbers around it, where the language's rules place their own spaces
    (Korean "5+3": "오 더하기 삼", not "오더하기삼")."""
    if home(lang).spacing != BY_RULES:
        return words
    text, start, end = match.string, match.start(), match.end()
    before = " " if start > 0 and not text[start - 1].isspace() else ""
    after = " " if end < len(text) and not text[end].isspace() else ""
    return f"{before}{words}{after}"


def _and(match: re.Match[str], and_word: str, before: Callable[[str], str] | None) -> str:
    """The "and" said for "&", in the form the word after it takes where the language changes it."""
    return before(match.string[match.end() :]) if before else and_word


@lru_cache(maxsize=64)
def rules(lang: str) -> tuple[Rule, ...]:
    """The rules of this class for `lang` (empty where its home names no operators)."""
    operators, times = home(lang).operators, home(lang).times_word
    if not operators:
        return ()

    def say(match: re.Match[str]) -> str | None:
        operator = match["operator"] or match["root"]
        words = operators.get({"∙": "·"}.get(operator, operator)) or operators.get(operator[0])
        if words and " / " in words:  # "podľa § 12": "podľa paragrafu" (the abbreviations' " / word: form")
            words = said_after(*in_context(words), match.string, match.start())
        # "§ 14. Of the Verb.": "Section fourteen."
        return words and apart(sentence_cased(match, words, lang), match, lang)

    found = [Rule("symbol", re.compile(f"{_BETWEEN}|{_ROOT}"), say)]
    and_word = locale_data(lang).and_word
    # a one-letter "and" of a Latin script is a word ("Dolce e Gabbana", "García y Asociados"); Arabic's "و" is written
    # onto the next word
    if and_word and (len(and_word) > 1 or and_word.isascii()):
        before = home(lang).and_before
        found.append(Rule("symbol", _AMPERSAND, lambda match: f" {_and(match, and_word, before)} "))
    if times:  # "5 x per week": a count of times, before a word (a number after it is a product's or a size's)
        by_word = home(lang).by_word
        found.append(Rule("symbol", _TIMES, lambda match: _times(match, times, by_word, lang)))
    ranges, score_words = home(lang).ranges, home(lang).score_words
    if score_words and ranges and ranges.to:  # "2 x 1" in a match's report: a score
        context = re.compile(rf"\b(?:{score_words})\b[^.!?]*$", re.IGNORECASE)
        noun_after = home(lang).noun_after
        found.append(Rule("symbol", _SCORE_BY, lambda match: _score(match, context, ranges.to or "", noun_after)))
    by = home(lang).by_word
    if by:  # "3 x 4 m": a size or a product
        found.append(Rule("symbol", _BY, lambda match: f" {by} "))
    return tuple(found)
