"""What a language writes and says around numbers, from CLDR (through babel): separators, month names, the
long date pattern, currency symbols and names, and unit names with their plural forms.

    from handler.text.normalize.cldr import locale_data, unit_phrase, currency_name

    data = locale_data("de")
    data.decimal, data.group            # ",", "."
    data.months["mai"]                  # 5
    unit_phrase("length-kilometer", Decimal("12.5"), "zwölf Komma fünf", "de")   # "zwölf Komma fünf Kilometer"
    currency_name("USD", Decimal(2), "de")                                      # "US-Dollar"

Babel loads a locale's data file the first time it is asked for it, so a process pays only for the
languages it speaks (a few milliseconds each).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Mapping
from dataclasses import dataclass
from decimal import Decimal
from functools import lru_cache
from typing import TypeVar

from babel import Locale
from babel.dates import get_date_format, get_day_names, get_month_names, parse_pattern
from babel.numbers import format_decimal, get_currency_name, get_currency_symbol
from babel.units import format_unit

# Currencies read out by code and by symbol. The symbols below mean the same in every language; each
# language adds its own (CLDR's local symbol: "zł", "Kč", "Ft", "kr").
CURRENCY_CODES = (
    "EUR", "USD", "GBP", "JPY", "KRW", "CNY", "INR", "RUB", "UAH", "TRY", "PLN", "CZK", "HUF", "SEK", "DKK",
    "NOK", "CHF", "RON", "BGN", "IDR", "VND", "BRL",
)  # fmt: skip
_UNIVERSAL_SYMBOLS = {
    "$": "USD", "US$": "USD", "€": "EUR", "£": "GBP", "¥": "JPY", "￥": "JPY", "₩": "KRW", "₹": "INR",
    "₽": "RUB", "₴": "UAH", "₺": "TRY", "₫": "VND",
}  # fmt: skip
_SPACES = "\u00a0\u202f "
# Written symbol -> CLDR unit. Symbols are case-sensitive ("m" is metres, "M" is not a unit).
UNIT_IDS = {
    "km/h": "speed-kilometer-per-hour", "km": "length-kilometer", "m": "length-meter",
    "cm": "length-centimeter", "mm": "length-millimeter", "kg": "mass-kilogram", "g": "mass-gram",
    "mg": "mass-milligram", "l": "volume-liter", "L": "volume-liter", "ml": "volume-milliliter",
    "mL": "volume-milliliter", "KB": "digital-kilobyte", "kB": "digital-kilobyte", "MB": "digital-megabyte",
    "GB": "digital-gigabyte", "TB": "digital-terabyte", "Hz": "frequency-hertz", "kHz": "frequency-kilohertz",
    "MHz": "frequency-megahertz", "GHz": "frequency-gigahertz", "ms": "duration-millisecond",
    "kW": "power-kilowatt", "kWh": "energy-kilowatt-hour", "°C": "temperature-celsius",
    "℃": "temperature-celsius", "°F": "temperature-fahrenheit", "mph": "speed-mile-per-hour",
    "m²": "area-square-meter", "km²": "area-square-kilometer", "cm²": "area-square-centimeter",
    "m³": "volume-cubic-meter", "cm³": "volume-cubic-centimeter",
    # written without the superscript, as the web often does ("100 m2")
    "m2": "area-square-meter", "km2": "area-square-kilometer", "cm2": "area-square-centimeter",
    "m3": "volume-cubic-meter", "ha": "area-hectare", "m/s": "speed-meter-per-second",
    "mg/dl": "concentr-milligram-ofglucose-per-deciliter", "mg/dL": "concentr-milligram-ofglucose-per-deciliter",
    "‰": "concentr-permille", "kcal": "energy-kilocalorie", "dl": "volume-deciliter", "cl": "volume-centiliter",
    "W": "power-watt", "MW": "power-megawatt", "t": "mass-tonne", "min": "duration-minute", "h": "duration-hour",
    "كغ": "mass-kilogram", "كجم": "mass-kilogram", "مل": "volume-milliliter",
    "µg": "mass-microgram", "μg": "mass-microgram", "mcg": "mass-microgram", "µm": "length-micrometer",
    "μm": "length-micrometer", "nm": "length-nanometer", "kbit": "digital-kilobit", "Mbit": "digital-megabit",
    "Gbit": "digital-gigabit", "ºC": "temperature-celsius", "ºF": "temperature-fahrenheit", "V": "electric-volt",
}  # fmt: skip


Said = TypeVar("Said")


def squared_symbols(written: Mapping[str, Said]) -> dict[str, Said]:
    """The CJK squared unit signs ("㎏", "㎝", "㎡", "㎞": one character each, as Japanese and Korean text writes
    them) of the units in `written`, each with what its letters' unit has: "㎡" is "m²"."""
    squared: dict[str, Said] = {}
    for code in range(0x3380, 0x33E0):
        letters = unicodedata.normalize("NFKC", chr(code)).replace("\u2215", "/")
        unit = re.sub(r"(?<=[a-z])([23])$", lambda m: "²" if m[1] == "2" else "³", letters)
        if unit in written:
            squared[chr(code)] = written[unit]
    return squared


UNIT_IDS |= squared_symbols(UNIT_IDS)
PERMILLE_UNIT = "concentr-permille"
PERCENT_UNIT = "concentr-percent"
HOUR_UNIT = "duration-hour"


@dataclass(frozen=True)
class LocaleData:
    lang: str
    decimal: str
    group_character: str  # the group separator, escaped for a character class
    group: str  # a group separator pattern: "\\." or "[ \u00a0\u202f]" where the language groups with a space
    months: dict[str, int]  # lowercased month names, full and abbreviated, any grammatical form -> 1..12
    day_first: bool  # numeric dates: 3.5.2024 (day first) or 5/3/2024 (month first)
    day_period: bool  # a numeric date ends with a period after its day ("2023.11.05.": Hungarian "y. MM. dd.")
    long_date: str  # a %-format over d, MMMM, M and y, e.g. "%(d)s. %(MMMM)s %(y)s"
    month_names: dict[int, str]  # the name a long date uses
    currencies: dict[str, str]  # written symbol or code -> ISO code
    units: dict[str, str]  # written unit symbol -> CLDR unit ("km", and the language's own: "км")
    percent_first: bool  # "%9,5" (Turkish) rather than "9,5 %"
    two_digit_groups: bool = False  # Hindi groups lakhs and crores by two digits: "1,23,45,678"
    group_symbol: str = ","  # the group separator as written
    and_word: str = ""  # the word a list's last item follows ("and", "et", "und"; none where a mark joins it)


@lru_cache(maxsize=64)
def locale_data(lang: str) -> LocaleData:
    locale = Locale.parse(lang)
    symbols = locale.number_symbols["latn"]
    group = symbols["group"]
    months: dict[str, int] = {}
    for context in ("format", "stand-alone"):
        for width in ("wide", "abbreviated"):
            for number, name in get_month_names(width, context, locale).items():
                months.setdefault(name.lower().rstrip("."), number)
    short = get_date_format("short", locale).pattern
    currencies = {code: code for code in CURRENCY_CODES} | _UNIVERSAL_SYMBOLS
    for code in CURRENCY_CODES:
        symbol = get_currency_symbol(code, locale).rstrip(".")  # "kr." keeps its period for the sentence
        if symbol != code and not symbol[-1].isdigit():
            currencies.setdefault(symbol, code)
    list_end = locale.list_patterns["standard"]["end"]  # "{0}, and {1}", "{0} et {1}", "{0}、{1}"
    return LocaleData(
        lang=lang,
        and_word=re.sub(r"\{[01]\}|[\W_]", "", list_end),
        decimal=symbols["decimal"],
        group_character=re.escape(group),
        group=f"[{_SPACES}]" if group in _SPACES else re.escape(group),
        two_digit_groups=locale.decimal_formats[None].grouping[1] == 2,
        group_symbol=group,
        months=months,
        day_first=short.lower().find("d") < short.find("M"),
        day_period=short.endswith("d."),
        # babel annotates DateTimePattern.format as a DateTimeFormat; it holds the %-format string
        long_date=parse_pattern(get_date_format("long", locale).pattern).format,  # type: ignore[arg-type]
        month_names=dict(get_month_names("wide", "format", locale)),
        currencies=currencies,
        units=UNIT_IDS | _local_unit_symbols(locale) | {"°": _degree_unit(locale)},
        percent_first=locale.percent_formats[None].pattern.lstrip().startswith("%"),
    )


@lru_cache(maxsize=64)
def month_names(lang: str) -> tuple[str, ...]:
    """The twelve months as a date writes them, January first: Estonian "mai", Lithuanian's genitive "gegužės"."""
    return tuple(get_month_names("wide", "format", Locale.parse(lang)).values())


@lru_cache(maxsize=64)
def month_year_pattern(lang: str) -> str:
    """CLDR's month and year ("MMMM 'de' y") as a %-format over MMMM and y ("%(MMMM)s de %(y)s"); "" where the month
    takes another form there (the stand-alone "LLLL") or other words come with it."""
    skeletons = Locale.parse(lang).datetime_skeletons
    written = skeletons["yMMMM"].pattern if "yMMMM" in skeletons else ""
    words = re.sub(r"'([^']*)'", r"\1", written)  # a quoted literal is a word said with them
    if re.fullmatch(r"MMMM(?: [^\W\d_]+)? y", words) is None:
        return ""
    return words.replace("MMMM", "%(MMMM)s").replace(" y", " %(y)s")


@lru_cache(maxsize=64)
def wide_month_names(lang: str) -> frozenset[str]:
    """The months' full names, lowercased, in both CLDR contexts: a month written otherwise is written short
    ("Jan.", "janv.", "ene.")."""
    locale = Locale.parse(lang)
    return frozenset(
        name.lower()
        for context in ("format", "stand-alone")
        for name in get_month_names("wide", context, locale).values()
    )


def _degree_unit(locale: Locale) -> str:
    """A degree sign alone ("30° in the shade"): a temperature where the language names it in words, else CLDR's
    angle degree ("30 stupňů", "30 laipsnių")."""
    said = format_unit(5, "temperature-generic", "long", locale=locale)
    return "temperature-generic" if any(char.isalpha() for char in said) else "angle-degree"


def _local_unit_symbols(locale: Locale) -> dict[str, str]:
    """The language's short unit symbols ("км", "кг"), from CLDR's short unit patterns."""
    symbols: dict[str, str] = {}
    for unit in set(UNIT_IDS.values()):
        symbol = format_unit(5, unit, "short", locale=locale).replace("5", "").strip()
        words = {format_unit(amount, unit, "long", locale=locale).split()[-1] for amount in (1, 2, 5)}
        if symbol in words:
            continue  # a word, not a symbol ("ore", "uur"): the noun a number counts
        if symbol and " " not in symbol and symbol[-1] not in "0123456789":
            symbols.setdefault(symbol, unit)
    return symbols


def long_date(day: str, month: int, month_words: str, year: str, lang: str) -> str:
    """The language's long date with the given words for day, month number and year ("3. Mai 2024" in
    words; a month written with its number, "5月" or "tháng 5", gets `month_words` for the digits)."""
    data = locale_data(lang)
    name = re.sub(r"\d+", month_words, data.month_names[month])
    fields = {"d": day, "dd": day, "MMMM": name, "M": month_words, "MM": month_words, "y": year}
    return data.long_date % _Fields(fields)


class _Fields(dict[str, str]):
    def __missing__(self, key: str) -> str:  # a field the pattern has that a date needs no words for
        return ""


def unit_phrase(unit: str, amount: Decimal, words: str, lang: str) -> str:
    """CLDR's long unit pattern for `amount` (its plural form), with `words` in place of the number."""
    written = format_unit(amount, unit, "long", locale=lang)
    return " ".join(written.replace(format_decimal(amount, locale=lang), words, 1).split())


@lru_cache(maxsize=1024)
def unit_noun(unit: str, amount: int, lang: str) -> tuple[str, str]:
    """The unit's noun in CLDR's form for `amount`, and any words after it: cs 5 "area-square-meter" is ("metrů",
    "čtverečních"); the homes decline it from there."""
    noun, _, rest = unit_phrase(unit, Decimal(amount), "{}", lang).removeprefix("{} ").partition(" ")
    return noun, rest


# Units counted in halves beside UNIT_IDS's: the durations, and a recipe's cups and spoons.
_HALVED_UNITS = (
    *("duration-day", "duration-week", "duration-month", "duration-year", "duration-second"),
    *("volume-cup", "volume-tablespoon", "volume-teaspoon"),
)


@lru_cache(maxsize=64)
def unit_singulars(lang: str) -> dict[str, str]:
    """Each one-word long unit noun CLDR writes after a count of two, five or twenty -> its noun after one: ro
    "ore", "litri" -> "oră", "litru"; bg "часа" -> "час" (lowercase)."""
    singulars: dict[str, str] = {}
    for unit in sorted({*UNIT_IDS.values(), *_HALVED_UNITS}):
        one = unit_phrase(unit, Decimal(1), "{}", lang).split()
        if len(one) != 2 or one[0] != "{}":
            continue  # a unit of two words, or said before its number
        for amount in (2, 5, 20):
            singulars.setdefault(unit_phrase(unit, Decimal(amount), "{}", lang).split()[-1].lower(), one[1].lower())
    return singulars


def currency_name(code: str, amount: Decimal, lang: str) -> str:
    """CLDR's name of the currency, without the issuing bank it names in brackets: "francs CFA (BCEAO)" is said
    "francs CFA"."""
    return _BRACKETED.sub("", get_currency_name(code, amount, lang))


_BRACKETED = re.compile(r"\s*\([^)]*\)")


@lru_cache(maxsize=64)
def weekday_names(lang: str) -> dict[str, str]:
    """Each weekday's written names, abbreviated and wide, -> its wide name: Japanese "金" and "金曜日" -> "金曜日"."""
    locale = Locale.parse(lang)
    wide = get_day_names("wide", "format", locale)
    names = {name: wide[day] for day, name in get_day_names("abbreviated", "format", locale).items()}
    return names | {name: name for name in wide.values()}


@lru_cache(maxsize=64)
def date_separator(lang: str) -> str:
    """The separator of the locale's short numeric date: "/" (fr "dd/MM/y"), "." (de), "-" (nl), ..."""
    pattern = get_date_format("short", Locale.parse(lang)).pattern
    return next((char for char in pattern if char in "/.-"), "")
