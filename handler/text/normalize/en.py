"""English verbalisation: numbers, dates, times, money, percentages and units become words.

    from handler.text.normalize.en import normalize_en, cardinal, ordinal, year
    normalize_en(AlignedText.of("On 2024-04-03 at 3:45 PM it cost $12.50.")).text
    # 'On April third, twenty twenty-four at three forty-five PM it cost twelve dollars and fifty cents.'
    cardinal(1_234)   # 'one thousand two hundred thirty-four'

What is read how (first matching rule wins, in this order):
- dates: 2024-04-03, 04/03/2024 (US month/day), April 3(rd)(, 2024), 3(rd) April( 2024), April 2024
- times: 14:30, 3:45 PM, 3:05:10 a.m., 3pm; "14:00" is "fourteen hundred", "3:00" "three o'clock"
- money: $12.50, €5, £3.20, ¥1000, ₩5000, $1.5M, $2 billion, 12 USD / EUR / GBP / JPY / KRW
- percentages (50%), units after a number (5 km, 1 kg, 25°C, 60 km/h; see units.py)
- ordinals (1st, 22nd, 103rd), decades (1990s, 80s), "#5" (number five), phone numbers (555-123-4567)
- versions (1.2.3, read "one point two point three"), negative numbers, decimals, and every other number.
A number with a leading zero ("007") or of more than 18 digits is read digit by digit. Only ASCII digits are read.
"""

from __future__ import annotations

import re

from handler.text.normalize.aligned import AlignedText
from handler.text.normalize.rules import MINUS, NUMBER, Rule, apply_rules, number_parts
from handler.text.normalize.units import UNIT_PATTERN, UNITS

_ONES = (
    "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen "
    "seventeen eighteen nineteen"
).split()
_TENS = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()
_SCALES = ("", "thousand", "million", "billion", "trillion", "quadrillion")
_MAX_CARDINAL = 10**18 - 1
_ORDINAL_WORDS = {"one": "first", "two": "second", "three": "third", "five": "fifth", "eight": "eighth",
                  "nine": "ninth", "twelve": "twelfth"}  # fmt: skip
MONTHS = (
    "January February March April May June July August September October November December".split()
)
_MONTH_NUMBERS = {name.lower(): number for number, name in enumerate(MONTHS, start=1)}
_MONTH_NUMBERS.update(
    {abbr: number for number, abbr in enumerate("jan feb mar apr may jun jul aug sep oct nov dec".split(), 1)}
)
_MONTH_NUMBERS["sept"] = 9
# A capitalised word that starts a word; the rules check it is a month name (or its abbreviation).
_MONTH = r"(?P<month>[ADFJMNOS](?<!\w\w)[a-z]{2,8})"
# (major singular, major plural, minor singular, minor plural); no minor unit: decimals are read as decimals.
_CURRENCIES = {
    "$": ("dollar", "dollars", "cent", "cents"),
    "€": ("euro", "euros", "cent", "cents"),
    "£": ("pound", "pounds", "penny", "pence"),
    "¥": ("yen", "yen", None, None),
    "₩": ("won", "won", None, None),
}
_CURRENCY_CODES = {"USD": "$", "EUR": "€", "GBP": "£", "JPY": "¥", "KRW": "₩"}
_SCALE_WORDS = {"k": "thousand", "K": "thousand", "m": "million", "M": "million", "mn": "million",
                "b": "billion", "B": "billion", "bn": "billion", "tn": "trillion", "thousand": "thousand",
                "million": "million", "billion": "billion", "trillion": "trillion"}  # fmt: skip
_SCALE = r"(?:\s?(?P<scale>thousand|million|billion|trillion|mn|bn|tn|[kKmMbB])(?!\w))?"
_AM_PM = r"(?P<ampm>[AaPp])\.?[Mm](?P<dot>\.)?(?!\w)"


def cardinal(number: int) -> str:
    """1234 -> 'one thousand two hundred thirty-four' (no 'and'; hyphens in 21..99)."""
    if number < 0:
        return f"minus {cardinal(-number)}"
    if number < 20:
        return _ONES[number]
    if number < 100:
        tens, ones = divmod(number, 10)
        return _TENS[tens] + (f"-{_ONES[ones]}" if ones else "")
    if number < 1000:
        hundreds, rest = divmod(number, 100)
        return f"{_ONES[hundreds]} hundred" + (f" {cardinal(rest)}" if rest else "")
    words: list[str] = []
    for scale in _SCALES:
        number, group = divmod(number, 1000)
        if group:
            words.insert(0, f"{cardinal(group)} {scale}".rstrip())
    return " ".join(words)


def ordinal(number: int) -> str:
    """21 -> 'twenty-first', 12 -> 'twelfth', 100 -> 'one hundredth'."""
    words = cardinal(number)
    cut = max(words.rfind(" "), words.rfind("-")) + 1
    head, last = words[:cut], words[cut:]
    if last in _ORDINAL_WORDS:
        return head + _ORDINAL_WORDS[last]
    return head + (f"{last[:-1]}ieth" if last.endswith("y") else f"{last}th")


def year(number: int) -> str:
    """2024 -> 'twenty twenty-four', 1905 -> 'nineteen oh five', 2000 -> 'two thousand', 1900 -> 'nineteen hundred'."""
    if not 1000 <= number <= 9999 or 2000 <= number <= 2009:
        return cardinal(number)
    high, low = divmod(number, 100)
    if low == 0:
        return f"{cardinal(high)} hundred"
    return f"{cardinal(high)} {'oh ' if low < 10 else ''}{cardinal(low)}"


def digits(text: str) -> str:
    """'007' -> 'zero zero seven'."""
    return " ".join(_ONES[int(char)] for char in text)


def number(whole: str, fraction: str | None = None) -> str:
    """Digits as written (no group commas) -> words: '3', '14' -> 'three point one four'."""
    if (len(whole) > 1 and whole.startswith("0")) or len(whole) > len(str(_MAX_CARDINAL)):
        words = digits(whole)
    else:
        words = cardinal(int(whole))
    return f"{words} point {digits(fraction)}" if fraction is not None else words


def _plural(words: str) -> str:
    """'nineteen ninety' -> 'nineteen nineties'."""
    return f"{words[:-1]}ies" if words.endswith("y") else f"{words}s"


def _date(month: int | None, day: int, year_digits: str | None) -> str | None:
    if month is None or not 1 <= month <= 12 or not 1 <= day <= 31:
        return None
    said = f"{MONTHS[month - 1]} {ordinal(day)}"
    return f"{said}, {year(int(year_digits))}" if year_digits else said


def _iso_date(m: re.Match[str]) -> str | None:
    return _date(int(m["month"]), int(m["day"]), m["year"])


def _month_day(m: re.Match[str]) -> str | None:
    return _date(_MONTH_NUMBERS.get(m["month"].lower()), int(m["day"]), m["year"])


def _day_month(m: re.Match[str]) -> str | None:
    said = _date(_MONTH_NUMBERS.get(m["month"].lower()), int(m["day"]), None)
    if said is None:
        return None
    month, day = said.split(" ", 1)
    return f"the {day} of {month}" + (f", {year(int(m['year']))}" if m["year"] else "")


def _month_year(m: re.Match[str]) -> str | None:
    month = _MONTH_NUMBERS.get(m["month"].lower())
    return f"{MONTHS[month - 1]} {year(int(m['year']))}" if month else None


def _am_pm(m: re.Match[str]) -> str:
    """'PM', keeping a final period that ends the sentence ("at 3 p.m. Then" keeps it, "3 p.m. on" does not)."""
    said = "AM" if m["ampm"] in "Aa" else "PM"
    rest = m.string[m.end() :].lstrip()
    if m["dot"] and (not rest or not (rest[0].islower() or rest[0].isdigit())):
        said += "."
    return said


def _time(m: re.Match[str]) -> str | None:
    hour, minute = int(m["hour"]), int(m["minute"])
    if hour > 23:
        return None
    words = [cardinal(hour)]
    if minute:
        words.append(f"oh {cardinal(minute)}" if minute < 10 else cardinal(minute))
    elif not m["ampm"]:
        words.append("o'clock" if hour <= 12 else "hundred")
    if m["second"] and (second := int(m["second"])):
        words.append(f"and {cardinal(second)} second{'s' if second != 1 else ''}")
    if m["ampm"]:
        words.append(_am_pm(m))
    return " ".join(words)


def _hour_am_pm(m: re.Match[str]) -> str | None:
    hour = int(m["hour"])
    return f"{cardinal(hour)} {_am_pm(m)}" if 1 <= hour <= 12 else None


def _money(m: re.Match[str], symbol: str) -> str:
    whole, fraction = number_parts(m)
    singular, plural, minor_singular, minor_plural = _CURRENCIES[symbol]
    if m["scale"]:
        return f"{number(whole, fraction)} {_SCALE_WORDS[m['scale']]} {plural}"
    if fraction is not None and (minor_singular is None or len(fraction) > 2):
        return f"{number(whole, fraction)} {plural}"
    major = int(whole)
    minor = int(fraction.ljust(2, "0")) if fraction else 0
    parts = []
    if major or not minor:
        parts.append(f"{number(whole)} {singular if major == 1 else plural}")
    if minor:
        parts.append(f"{cardinal(minor)} {minor_singular if minor == 1 else minor_plural}")
    return " and ".join(parts)


def _money_symbol(m: re.Match[str]) -> str:
    return _money(m, m["symbol"])


def _money_code(m: re.Match[str]) -> str:
    return _money(m, _CURRENCY_CODES[m["code"]])


def _number(m: re.Match[str]) -> str:
    return number(*number_parts(m))


def _unit(m: re.Match[str]) -> str:
    unit = UNITS[m["unit"]]
    one = m["int"] == "1" and m["frac"] is None
    return f"{_number(m)} {unit.en_singular if one else unit.en_plural}"


def _ordinal(m: re.Match[str]) -> str:
    return ordinal(int(m["int"].replace(",", "")))


def _decade(m: re.Match[str]) -> str | None:
    value = int(m["decade"])
    if value % 10:
        return None
    return _plural(year(value) if len(m["decade"]) == 4 else cardinal(value))


def _phone(m: re.Match[str]) -> str:
    return ", ".join(digits(group) for group in m[0].split("-"))


def _version(m: re.Match[str]) -> str:
    return " point ".join(number(part) for part in m[0].split("."))


RULES: tuple[Rule, ...] = (
    Rule(re.compile(r"(?P<year>\d(?<![\d-]\d)\d{3})-(?P<month>\d\d)-(?P<day>\d\d)(?![\d-])"), _iso_date),
    Rule(re.compile(r"(?P<month>\d(?<![\d/]\d)\d?)/(?P<day>\d\d?)/(?P<year>\d{4})(?![\d/])"), _iso_date),
    Rule(
        re.compile(rf"{_MONTH}\.?\s+(?P<day>\d\d?)(?:st|nd|rd|th)?(?!\d)(?:,?\s+(?P<year>\d{{4}}))?(?!\w)"),
        _month_day,
    ),
    Rule(
        re.compile(rf"(?P<day>\d(?<!\d\d)\d?)(?:st|nd|rd|th)?\s+{_MONTH}\b\.?(?:,?\s+(?P<year>\d{{4}})(?!\d))?"),
        _day_month,
    ),
    Rule(re.compile(rf"{_MONTH}\.?\s+(?P<year>\d{{4}})(?!\d)"), _month_year),
    Rule(
        re.compile(
            r"(?P<hour>\d(?<![\d:.]\d)\d?):(?P<minute>[0-5]\d)(?::(?P<second>[0-5]\d))?(?![\d:])"
            rf"(?:\s*{_AM_PM})?"
        ),
        _time,
    ),
    Rule(re.compile(rf"(?P<hour>\d(?<![\d:.]\d)\d?)\s*{_AM_PM}"), _hour_am_pm),
    Rule(re.compile(r"\d(?<![\d-]\d)\d\d-\d{3}-\d{4}(?![\d-])"), _phone),
    Rule(MINUS, lambda m: "minus"),
    Rule(re.compile(rf"(?P<symbol>[$€£¥₩])\s?{NUMBER}{_SCALE}"), _money_symbol),
    Rule(re.compile(rf"{NUMBER}{_SCALE}\s?(?P<code>USD|EUR|GBP|JPY|KRW)\b"), _money_code),
    Rule(re.compile(rf"{NUMBER}\s?%"), lambda m: f"{_number(m)} percent"),
    Rule(re.compile(rf"{NUMBER}\s?(?P<unit>{UNIT_PATTERN})(?![\w/])"), _unit),
    Rule(re.compile(r"(?P<int>\d(?<!\d\d)(?:\d{0,2}(?:,\d{3})+|\d*))(?:st|nd|rd|th|ST|ND|RD|TH)(?!\w)"), _ordinal),
    Rule(re.compile(r"(?P<decade>\d(?<!\d\d)(?:\d{3}|\d))s(?!\w)"), _decade),
    Rule(re.compile(r"#(?=\d)"), lambda m: "number"),
    Rule(re.compile(r"\d(?<![\d.]\d)\d*(?:\.\d+){2,}(?!\.?\d)"), _version),
    Rule(re.compile(NUMBER), _number),
    Rule(re.compile(r"&(?<=\s&)(?=\s)"), lambda m: "and"),
)


def normalize_en(aligned: AlignedText) -> AlignedText:
    return apply_rules(aligned, RULES)
