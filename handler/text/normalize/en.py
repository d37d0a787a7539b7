"""English verbalisation: numbers, dates, times, money, percentages and units become words.

    from handler.text.normalize.en import verbalize_english

    verbalize_english(AlignedText.of("On 2024-04-03 at 3:45 PM it cost $12.50.")).text
    # "On April third, twenty twenty-four at three forty-five PM it cost twelve dollars and fifty cents."

The rules, most specific first (each one's output is final):
- dates "2024-04-03", "4/3/2024" (month first), "April 3, 2024", "Apr. 3", "3 April 2024";
- times "3:45 PM", "14:30", "3:00", "10:30:15", "3 p.m.", with AM/PM in any of the usual spellings;
- money "$12.50", "€5", "£1.01", "¥500", "$5 million", "$5M", "$3k", "5 €", "100 USD";
- percentages "50%", units "5 km", "2.5kg", "1 °C", "100 km/h" (see units.py);
- ordinals "1st", "22nd", "103rd"; decades "1990s", "'90s"; years after "in", "since", "from", "by",
  "until", "before", "after", "during", "circa", "year", and before BC/AD;
- versions "1.2.3"; "#5" (number five); multipliers "10x" (ten times); "1+2" (plus); "R&D" (and);
- every other number: "1,234", "-5", "3.14", "007" (digit by digit).
Numbers written against letters get a space ("3D" -> "three D", "MP3" -> "MP three").
"""

from __future__ import annotations

import re

from handler.text.normalize.aligned import AlignedText
from handler.text.normalize.currency import CURRENCIES, CURRENCY_AFTER, CURRENCY_SYMBOL, Currency
from handler.text.normalize.en_words import cardinal, decimal, integer, ordinal, plural, year
from handler.text.normalize.numbers import MINUS, NOT_A_GROUP, NUMBER, SPACE, Number, parse_number
from handler.text.normalize.rules import Rule, apply_rules
from handler.text.normalize.units import UNIT_PATTERN, UNITS

_MONTHS = (
    "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
    "November", "December",
)  # fmt: skip
_MONTH_NUMBERS = {
    **{name: number for number, name in enumerate(_MONTHS, 1)},
    **{name[:3]: number for number, name in enumerate(_MONTHS, 1)},
    "Sept": 9,
}
# Each name checks the word boundary before it after matching (see numbers.py for why).
_MONTH = "(?:" + "|".join(rf"{name}(?<!\w{name})" for name in sorted(_MONTH_NUMBERS, key=len, reverse=True)) + ")"
_YEAR_WORDS = ("in", "since", "from", "by", "until", "till", "before", "after", "during", "circa", "year")
# "in 1999": a look-behind per word, placed after the four digits.
_AFTER_YEAR_WORD = "(?:" + "|".join(rf"(?<=\b[{w[0]}{w[0].upper()}]{w[1:]}\s\d{{4}})" for w in _YEAR_WORDS) + ")"
_ORDINAL_SUFFIX = r"(?:st|nd|rd|th|ST|ND|RD|TH)"
_SCALES = {
    "k": "thousand", "K": "thousand", "m": "million", "M": "million", "mn": "million",
    "b": "billion", "B": "billion", "bn": "billion",
}  # fmt: skip
_ERAS = {"BC": "B C", "BCE": "B C E", "AD": "A D", "CE": "C E"}


def verbalize_english(aligned: AlignedText) -> AlignedText:
    return apply_rules(aligned, _RULES, "en")


def _spaced(match: re.Match[str], words: str) -> str:
    """`words` with a space where the replaced text touched a letter or digit."""
    text, (start, end) = match.string, match.span()
    before = " " if start > 0 and text[start - 1].isalnum() else ""
    after = " " if end < len(text) and text[end].isalnum() else ""
    return before + words + after


def _date(month: int, day: int, year_digits: str | None, day_first: bool = False) -> str | None:
    if not (1 <= month <= 12 and 1 <= day <= 31):
        return None
    name = _MONTHS[month - 1]
    words = f"the {ordinal(day)} of {name}" if day_first else f"{name} {ordinal(day)}"
    return words + (f", {year(int(year_digits))}" if year_digits else "")


def _numeric_date(match: re.Match[str]) -> str | None:
    words = _date(int(match["month"]), int(match["day"]), match["year"])
    return words and _spaced(match, words)


def _month_day(match: re.Match[str]) -> str | None:
    return _date(_MONTH_NUMBERS[match["month"]], int(match["day"]), match["year"])


def _day_month(match: re.Match[str]) -> str | None:
    return _date(_MONTH_NUMBERS[match["month"]], int(match["day"]), match["year"], day_first=True)


def _time(match: re.Match[str]) -> str | None:
    half = match["half"]
    hour, minute, second = int(match["hour"]), int(match["minute"] or 0), int(match["second"] or 0)
    if minute > 59 or second > 59 or (not 1 <= hour <= 12 if half else hour > 23):
        return None
    if minute:
        minutes = f" oh {cardinal(minute)}" if minute < 10 else f" {cardinal(minute)}"
    else:
        minutes = "" if half else " o'clock" if 1 <= hour <= 12 else " hundred"
    words = cardinal(hour) + minutes
    if second:
        words += f" and {cardinal(second)} second{'s' if second != 1 else ''}"
    if half:
        words += " AM" if half[0] in "Aa" else " PM"
    return _spaced(match, words)


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


def _ordinal(match: re.Match[str]) -> str:
    return _spaced(match, ordinal(int(match["number"].replace(",", ""))))


def _decade(match: re.Match[str]) -> str | None:
    value = int(match["year"])
    return _spaced(match, plural(year(value))) if 1100 <= value <= 2090 else None


def _short_decade(match: re.Match[str]) -> str:
    return plural(cardinal(int(match["decade"])))


def _year(match: re.Match[str]) -> str | None:
    value = int(match["year"])
    return year(value) if 1100 <= value <= 2099 else None


def _era(match: re.Match[str]) -> str:
    return f"{year(int(match['year']))} {_ERAS[match['era']]}"


def _version(match: re.Match[str]) -> str:
    return _spaced(match, " point ".join(integer(part) for part in match.group().split(".")))


def _number(match: re.Match[str]) -> str:
    return _spaced(match, decimal(parse_number(match.group())))


_RULES: tuple[Rule, ...] = (
    Rule(
        "date",
        re.compile(r"(?P<year>\d(?<![\w-]\d)\d{3})-(?P<month>\d{1,2})-(?P<day>\d{1,2})(?![\w-])"),
        _numeric_date,
    ),
    Rule(
        "date",
        re.compile(r"(?P<month>\d(?<![\w/]\d)\d?)/(?P<day>\d{1,2})/(?P<year>\d{4})(?![\w/])"),
        _numeric_date,
    ),
    Rule(
        "date",
        re.compile(
            rf"(?P<month>{_MONTH})\.?\s(?P<day>\d{{1,2}}){_ORDINAL_SUFFIX}?(?!\w)"
            r"(?:,?\s(?P<year>\d{4})(?!\w))?"
        ),
        _month_day,
    ),
    Rule(
        "date",
        re.compile(
            rf"(?P<day>\d(?<!\w\d)\d?){_ORDINAL_SUFFIX}?\s(?:of\s)?(?P<month>{_MONTH})\b"
            r"(?:,?\s(?P<year>\d{4})(?!\w))?"
        ),
        _day_month,
    ),
    Rule(
        "time",
        re.compile(
            rf"(?P<hour>\d(?<![\d:.,]\d)\d?)(?=:\d\d|{SPACE}[AaPp]\.?[Mm](?!\w))"
            r"(?::(?P<minute>\d{2})(?::(?P<second>\d{2}))?)?(?![\d:])"
            # "p.m." loses its last period only mid-sentence, so a sentence still ends after "3 p.m."
            rf"(?:{SPACE}(?P<half>[AaPp]\.?[Mm](?!\w)(?:\.(?=\s*[a-z,;:]))?))?"
        ),
        _time,
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
    Rule(
        "ordinal",
        re.compile(rf"(?P<number>\d(?<![\w.]\d){NOT_A_GROUP}(?:\d{{0,2}}(?:,\d{{3}})+|\d*)){_ORDINAL_SUFFIX}(?!\w)"),
        _ordinal,
    ),
    Rule("date", re.compile(r"(?P<year>\d(?<![\w'’]\d)\d{2}0)s(?!\w)"), _decade),
    Rule("date", re.compile(r"['’](?<!\w.)(?P<decade>[1-9]0)s(?!\w)"), _short_decade),
    Rule("date", re.compile(rf"(?P<year>\d(?<!\w\d)\d{{3}}){_AFTER_YEAR_WORD}(?!\w|[.,]\d)"), _year),
    Rule("date", re.compile(r"(?P<year>\d(?<![\w.,]\d)\d{0,3})\s?(?P<era>BCE|BC|AD|CE)(?!\w)"), _era),
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
