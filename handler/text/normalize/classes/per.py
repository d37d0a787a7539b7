"""A unit after a slash that follows an amount is said "per" it, as CLDR's per-unit patterns say it: "12 €/m²" is
"zwölf Euro pro Quadratmeter", "$1,200/month" "one thousand two hundred dollars per month", "60 km/jam" "enam puluh
kilometer per jam".

    from handler.text.normalize.classes import per

    apply_rules(AlignedText.of("12 €/m²"), per.rules("de")).text   # "12 € pro Quadratmeter"

Only the "/unit" is this class's: the amount before it is read by its own class. The units are the ones an amount
is most often counted per (time, area, length, mass, volume), written as CLDR's short symbol or as the unit's
word, or as the language's home writes it ("$20/hr": Home.measures); a language whose pattern keeps the slash
("{0}/m²"), or whose home says no "per" this way, is left as written.
"""

from __future__ import annotations

import re
from functools import lru_cache

from babel import Locale
from babel.units import format_unit

from handler.text.languages import LANGUAGES
from handler.text.normalize.classes.measure import ends_sentence, slashed_abbreviations, unit_symbols
from handler.text.normalize.cldr import locale_data
from handler.text.normalize.currency import EXTRA_SYMBOLS, SYMBOLS
from handler.text.normalize.languages import home
from handler.text.normalize.numwords import NUMWORDS_LANGUAGES
from handler.text.normalize.rules import Rule

_UNITS = (
    "duration-hour", "duration-day", "duration-week", "duration-month", "duration-year", "duration-minute",
    "duration-second", "area-square-meter", "area-square-kilometer", "volume-cubic-meter", "length-kilometer",
    "length-meter", "mass-kilogram", "volume-liter",
    "mass-pound", "mass-ounce", "volume-gallon", "length-foot", "length-mile",
)  # fmt: skip


@lru_cache(maxsize=64)
def rules(lang: str) -> tuple[Rule, ...]:
    """The rules of this class for `lang` (empty where CLDR says no unit per another in words)."""
    units = _per_units(lang)
    if not units:
        return ()
    said = _per_words(lang)
    measures = home(lang).measures
    alternatives = "|".join(re.escape(written) for written in sorted(units, key=len, reverse=True))
    # After an amount: a digit, a currency symbol or a unit, then the slash ("12 €/m²", "$20/hr", "किमी/घंटा"); an
    # abbreviation's period before the slash ("руб./кг") stays for the amount's class, which reads it as the
    # abbreviation's.
    pattern = re.compile(rf"(?<=[^\s/])/(?P<unit>{alternatives})(?!\w)")
    compounds = set(unit_symbols(lang)) | set(measures.names)
    abbreviations = slashed_abbreviations(lang)
    data = locale_data(lang) if lang in NUMWORDS_LANGUAGES else None
    currencies = tuple(sorted(({**data.currencies, **EXTRA_SYMBOLS} if data else SYMBOLS), key=len, reverse=True))

    def say(match: re.Match[str]) -> str | None:
        slash = match.start("unit") - 1
        before = re.search(r"[^\W\d][\w.]*$", match.string[max(0, slash - 12) : slash])
        if before and f"{before.group()}/{match['unit']}" in compounds:
            return None  # "km/h", "χλμ./ώρα": one unit, its own class's
        if before and f"{before.group()}/{match['unit']}" in abbreviations:
            return None  # "2 t/m 15": the language's abbreviation ("tot en met"), no unit per another
        if not _AMOUNT_BEFORE.search(match.string, max(0, slash - 16), slash):
            return None  # no amount before it: "t/m" (tot en met), "w/o"
        unit = units[match["unit"]]
        price = match.string[max(0, slash - 8) : slash].removesuffix(".").endswith(currencies)
        words = measures.price_per.get(unit) if price else None
        spoken = " " + (words or said[unit])  # apart from the amount, whose class reads it next ("12 € pro ...")
        return spoken + "." if match["unit"].endswith(".") and ends_sentence(match, lang) else spoken

    return (Rule("measure", pattern, say),)


# An amount ends right before the slash: a digit, then perhaps a space and a currency or a unit ("12 €", "300 руб.").
_AMOUNT_BEFORE = re.compile(r"\d(?:[ \u00a0]?[^\s\d/]+)?$")


@lru_cache(maxsize=64)
def _per_words(lang: str) -> dict[str, str]:
    """CLDR unit -> the words for "per" it ("area-square-meter": "pro Quadratmeter"), where CLDR says it in words or
    the language's home does."""
    if lang not in LANGUAGES or not home(lang).measures.per:
        return {}
    patterns = Locale.parse(lang)._data["unit_patterns"]
    found: dict[str, str] = {}
    for unit in _UNITS:
        pattern = patterns.get(unit, {}).get("long", {}).get("per")
        own = home(lang).measures.per_words.get(unit)
        if own is not None or (pattern and "/" not in pattern and "{0}" in pattern):
            found[unit] = own or pattern.replace("{0}", "").strip()
    return found


@lru_cache(maxsize=64)
def _per_units(lang: str) -> dict[str, str]:
    """Written unit after a slash -> the CLDR unit: CLDR's short symbol and word for the language, the symbols
    written in any language ("€/h", "zł/kg") and the home's own ("$20/hr", "€/l" in Slovene)."""
    said = _per_words(lang)
    locale = Locale.parse(lang) if said else None
    found: dict[str, str] = {}
    for unit in said:
        written = format_unit(1, unit, "short", locale=locale).replace("1", "").strip()
        if written and " " not in written and not any(char in "0123456789" for char in written):
            found.setdefault(written, unit)
        word = format_unit(1, unit, "long", locale=locale).replace("1", "").strip()
        if word and " " not in word:
            found.setdefault(word, unit)
    found |= {written: unit for written, unit in unit_symbols(lang).items() if unit in said and written not in found}
    return found | {written: unit for written, unit in home(lang).measures.per_abbreviations.items() if unit in said}
