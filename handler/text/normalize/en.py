"""English verbalisation: numbers, dates, times, money, percentages and units become words.

    from handler.text.normalize.en import verbalize_english

    verbalize_english(AlignedText.of("On 2024-04-03 at 3:45 PM it cost $12.50.")).text
    # "On April third, twenty twenty-four at three forty-five PM it cost twelve dollars and fifty cents."

The rules, most specific first (each one's output is final):
- phone numbers "555-123-4567", "(555) 123-4567": digit by digit in groups;
- money "$12.50", "€5", "£1.01", "¥500", "$5 million", "$5M", "$3k", "5 €", "100 USD";
- percentages "50%", units "5 km", "2.5kg", "1 °C", "100 km/h" (see units.py);
- versions "1.2.3"; "#5" (number five); multipliers "10x" (ten times); "1+2" (plus); "R&D" (and);
- every other number: "1,234", "-5", "3.14", "007" (digit by digit).
Numbers written against letters get a space ("3D" -> "three D", "MP3" -> "MP three").
"""

from __future__ import annotations

import re

from handler.text.normalize.aligned import AlignedText
from handler.text.normalize.currency import CURRENCIES, CURRENCY_AFTER, CURRENCY_SYMBOL, Currency
from handler.text.normalize.en_words import cardinal, decimal, digits, integer
from handler.text.normalize.numbers import MINUS, NUMBER, SPACE, Number, parse_number
from handler.text.normalize.rules import Rule, apply_rules
from handler.text.normalize.units import UNIT_PATTERN, UNITS

_ORDINAL_SUFFIX = r"(?:st|nd|rd|th|ST|ND|RD|TH)"
_SCALES = {
    "k": "thousand", "K": "thousand", "m": "million", "M": "million", "mn": "million",
    "b": "billion", "B": "billion", "bn": "billion",
}  # fmt: skip


def verbalize_english(aligned: AlignedText) -> AlignedText:
    return apply_rules(aligned, _RULES, "en")


def _spaced(match: re.Match[str], words: str) -> str:
    """`words` with a space where the replaced text touched a letter or digit."""
    text, (start, end) = match.string, match.span()
    before = " " if start > 0 and text[start - 1].isalnum() else ""
    after = " " if end < len(text) and text[end].isalnum() else ""
    return before + words + after


def _phone(match: re.Match[str]) -> str:
    return ", ".join(digits(group) for group in match.groups() if group)


def _money(number: Number, currency: Currency, scale: str | None = None) -> str:
    if scale:
        return f"{decimal(number)} {scale} {currency.plural}"
    if currency.cents is None or number.fraction is None or len(number.fraction) > 2:
        return f"{decimal(number)} {currency.singular if number.is_one else currency.plural}"
    whole, cents = int(number.integer), int(number.fraction.ljust(2, "0"))
    parts = []
    if whole or not cents:
        parts.append(f"{integer(number.integer)} {currency.singular if whole == 1 else currency.plural}")
    if cents:
        parts.append(f"{cardinal(cents)} {currency.cents[0] if cents == 1 else currency.cents[1]}")
    return " and ".join(parts)


def _currency(match: re.Match[str]) -> str:
    scale = match.groupdict().get("scale") or _SCALES.get(match.groupdict().get("suffix") or "")
    return _spaced(match, _money(parse_number(match["number"]), CURRENCIES[match["currency"]], scale))


def _percent(match: re.Match[str]) -> str:
    return _spaced(match, decimal(parse_number(match["number"])) + " percent")


def _unit(match: re.Match[str]) -> str:
    number, unit = parse_number(match["number"]), UNITS[match["unit"]]
    return _spaced(match, f"{decimal(number)} {unit.singular if number.is_one else unit.plural}")


def _version(match: re.Match[str]) -> str:
    return _spaced(match, " point ".join(integer(part) for part in match.group().split(".")))


def _number(match: re.Match[str]) -> str:
    return _spaced(match, decimal(parse_number(match.group())))


_RULES: tuple[Rule, ...] = (
    Rule(
        "telephone",
        re.compile(r"(?:\((?<![\w-]\()(\d{3})\)\s?|(\d(?<![\w-]\d)\d{2})[-.])(\d{3})[-.](\d{4})(?![\w-])"),
        _phone,
    ),
    Rule("cardinal", re.compile(MINUS), lambda m: _spaced(m, "minus")),
    Rule(
        "money",
        re.compile(
            CURRENCY_SYMBOL + r"(?:\s(?P<scale>thousand|million|billion|trillion)\b|(?P<suffix>bn|mn|[kKmMbB])(?!\w))?"
        ),
        _currency,
    ),
    Rule("money", re.compile(CURRENCY_AFTER), _currency),
    Rule("measure", re.compile(rf"(?P<number>{NUMBER}){SPACE}[%％]"), _percent),
    Rule("measure", re.compile(rf"(?P<number>{NUMBER}){SPACE}(?P<unit>{UNIT_PATTERN})"), _unit),
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
    Rule("cardinal", re.compile(NUMBER), _number),
)
