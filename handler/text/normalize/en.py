"""English verbalisation: numbers, dates, times, money, percentages and units become words.

    from handler.text.normalize.en import verbalize_english

    verbalize_english(AlignedText.of("On 2024-04-03 at 3:45 PM it cost $12.50.")).text
    # "On April third, twenty twenty-four at three forty-five PM it cost twelve dollars and fifty cents."

The rules, most specific first (each one's output is final):
- versions "1.2.3"; "#5" (number five); multipliers "10x" (ten times); "1+2" (plus); "R&D" (and);
- what the words around a number say it is (en_prose.py): a year in a book's prose, a height, a ratio, old money;
- every other number: "1,234", "-5", "3.14", "007" (digit by digit); then any digits still left, as a number.
Numbers written against letters get a space ("3D" -> "three D", "MP3" -> "MP three").
"""

from __future__ import annotations

import re

from handler.text.normalize.aligned import AlignedText
from handler.text.normalize.en_prose import PROSE_RULES
from handler.text.normalize.en_words import decimal, integer
from handler.text.normalize.numbers import MINUS, NUMBER, parse_number
from handler.text.normalize.rules import Rule, apply_rules

_ORDINAL_SUFFIX = r"(?:st|nd|rd|th|ST|ND|RD|TH)"


def verbalize_english(aligned: AlignedText) -> AlignedText:
    return apply_rules(aligned, _RULES, "en")


def _spaced(match: re.Match[str], words: str) -> str:
    """`words` with a space where the replaced text touched a letter or digit."""
    text, (start, end) = match.string, match.span()
    before = " " if start > 0 and text[start - 1].isalnum() else ""
    after = " " if end < len(text) and text[end].isalnum() else ""
    return before + words + after


def _version(match: re.Match[str]) -> str:
    return _spaced(match, " point ".join(integer(part) for part in match.group().split(".")))


def _number(match: re.Match[str]) -> str:
    return _spaced(match, decimal(parse_number(match.group())))


_RULES: tuple[Rule, ...] = (
    Rule("cardinal", re.compile(MINUS), lambda m: _spaced(m, "minus")),
    Rule("decimal", re.compile(r"\d(?<![\d.]\d)\d*(?:\.\d+){2,}(?!\.?\d)"), _version),
    Rule("cardinal", re.compile(r"#(?<!\w#)(?P<number>\d+)(?!\w)"), lambda m: "number " + integer(m["number"])),
    # multipliers: "10x faster", "2.5× the cost", "1x"
    Rule(
        "cardinal",
        re.compile(rf"(?P<number>{NUMBER})[x×](?!\w)"),
        lambda m: decimal(parse_number(m["number"])) + (" time" if parse_number(m["number"]).is_one else " times"),
    ),
    Rule("cardinal", re.compile(r"(?: \+(?<=\d \+)|\+(?<=\d\+)) ?(?=\d)"), lambda m: " plus "),
    Rule("symbol", re.compile(r"(?: &(?<=\w &)|&(?<=\w&)) ?(?=\w)"), lambda m: " and "),
    *PROSE_RULES,
    Rule("cardinal", re.compile(NUMBER), _number),
    # Digits no rule took ("119" in "8252,119", a group after a stray separator) are still read: none reaches the
    # model.
    Rule("cardinal", re.compile(r"\d+"), _number),
)
