"""A unit after a slash that follows an amount is said "per" it, as CLDR's per-unit patterns say it: "12 €/m²" is
"zwölf Euro pro Quadratmeter", "$1,200/month" "one thousand two hundred dollars per month", "60 km/jam" "enam puluh
kilometer per jam".

    from handler.text.normalize.classes import per

    apply_rules(AlignedText.of("12 €/m²"), per.rules("de"), "de").text   # "12 € pro Quadratmeter"

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
from handler.text.normalize.classes.measure import ends_sentence, unit_symbols
from handler.text.normalize.languages import home
from handler.text.normalize.rules import Rule

_UNITS = (
    "duration-hour", "duration-day", "duration-week", "duration-month", "duration-year", "duration-minute",
    "area-square-meter", "length-kilometer", "length-meter", "mass-kilogram", "volume-liter",
)  # fmt: skip


@lru_cache(maxsize=64)
def rules(lang: str) -> tuple[Rule, ...]:
    """The rules of this class for `lang` (empty where CLDR says no unit per another in words)."""
    said = _per_words(lang)
    if not said:
        return ()
    alternatives = "|".join(re.escape(written) for written in sorted(said, key=len, reverse=True))
    # After an amount: a digit, a currency symbol or a unit, then the slash ("12 €/m²", "$20/hr", "किमी/घंटा"); an
    # abbreviation's period before the slash is the abbreviation's ("руб./кг").
    pattern = re.compile(rf"(?:(?<=[^\W\d])\.)?(?<=[^\s/])/(?P<unit>{alternatives})(?!\w)")
    compounds = set(unit_symbols(lang)) | set(home(lang).measures.names)

    def say(match: re.Match[str]) -> str | None:
        slash = match.start("unit") - 1
        before = re.search(r"[^\W\d][\w.]*$", match.string[max(0, slash - 12) : slash])
        if before and f"{before.group()}/{match['unit']}" in compounds:
            return None  # "km/h", "χλμ./ώρα": one unit, its own class's
        words = " " + said[match["unit"]]  # apart from the amount, whose class reads it next ("12 € pro ...")
        return words + "." if match["unit"].endswith(".") and ends_sentence(match) else words

    return (Rule("measure", pattern, say),)


@lru_cache(maxsize=64)
def _per_words(lang: str) -> dict[str, str]:
    """Written unit -> the words for "per" it ("m²": "pro Quadratmeter")."""
    if lang not in LANGUAGES or not home(lang).measures.per:
        return {}
    locale = Locale.parse(lang)
    found: dict[str, str] = {}
    by_unit: dict[str, str] = {}
    units = locale._data["unit_patterns"]
    measures = home(lang).measures
    for unit in _UNITS:
        pattern = units.get(unit, {}).get("long", {}).get("per")
        own = measures.per_words.get(unit)
        if own is None and (not pattern or "/" in pattern or "{0}" not in pattern):
            continue
        words = own or pattern.replace("{0}", "").strip()
        written = format_unit(1, unit, "short", locale=locale).replace("1", "").strip()
        if written and " " not in written and not any(char in "0123456789" for char in written):
            found.setdefault(written, words)
        word = format_unit(1, unit, "long", locale=locale).replace("1", "").strip()
        if word and " " not in word:
            found.setdefault(word, words)
        by_unit[unit] = words
    # the symbols written in any language ("€/h", "zł/kg") and the language's own ("$20/hr", "лв./кг")
    written_units = unit_symbols(lang) | dict(measures.per_abbreviations)
    found |= {
        written: by_unit[unit] for written, unit in written_units.items() if unit in by_unit and written not in found
    }
    return found
