"""Measures: a number with a unit symbol, per cent or per mille, read with the unit's name in the plural form
(and, where the language has them, the case) the number asks for.

    "5 km" (ru) -> "пять километров";           "2 km" (ru) -> "два километра"
    "90 km/h" (de) -> "neunzig Kilometer pro Stunde";  "12,5 %" (de) -> "zwölf Komma fünf Prozent"
    "21 °C" (es) -> "veintiún grados Celsius";  "5 m²" (fr) -> "cinq mètres carrés"
    "%20" (tr) -> "yüzde yirmi";  "100km/h" (ko) -> "시속 백 킬로미터";  "2 km" (hu) -> "két kilométer"

Unit names: CLDR's long unit patterns through babel (cldr.unit_phrase) for the 29 languages; units.py for
English and Korean. A small table holds what CLDR writes as a symbol ("5‰" in Vietnamese).
"""

from __future__ import annotations

import re
from decimal import Decimal
from functools import lru_cache

from handler.text.normalize import en_words, ko_words
from handler.text.normalize.cldr import PERCENT_UNIT, PERMILLE_UNIT, locale_data, unit_phrase
from handler.text.normalize.counting import counted
from handler.text.normalize.languages import home
from handler.text.normalize.numbers import NUMBER, SIGNED, SPACE, compile_for, locale_number, parse_number
from handler.text.normalize.numwords import MAX_DIGITS, NUMWORDS_LANGUAGES, attributive, decimal, negative_word
from handler.text.normalize.rules import Rule
from handler.text.normalize.units import UNIT_PATTERN, UNITS

# Where CLDR's long pattern keeps a symbol, the words people say: (words before the number, words after it).
_SAID = {
    ("vi", PERCENT_UNIT): ("", "phần trăm"), ("vi", PERMILLE_UNIT): ("", "phần nghìn"),
    ("ar", PERCENT_UNIT): ("", "في المئة"), ("ar", PERMILLE_UNIT): ("", "في الألف"),
    ("tr", PERCENT_UNIT): ("yüzde", ""), ("tr", PERMILLE_UNIT): ("binde", ""),
    ("vi", "concentr-milligram-ofglucose-per-deciliter"): ("", "mi-li-gam trên đề-xi-lít"),
    ("sv", "speed-kilometer-per-hour"): ("", "kilometer i timmen"),
    ("tr", "speed-kilometer-per-hour"): ("saatte", "kilometre"),
    ("ro", PERCENT_UNIT): ("", "la sută"),
}  # fmt: skip
# Unit nouns whose numeral takes another gender than the counting form ("eine Tonne", "una tonelada").
_FEMININE_UNITS = frozenset({"mass-tonne", "duration-minute", "area-hectare", "duration-hour"})
# Where the unit is masculine all the same: "два часа", "dva sata".
_MASCULINE_UNITS = {"ru": frozenset({"duration-hour"}), "hr": frozenset({"duration-hour"})}
# Where a degree sign after a number is also written for the ordinal indicator ("3° piano": "terzo piano"): it is a
# degree only before a preposition ("35° all'ombra") or at no word; else the ordinal class reads it.
_DEGREE_OR_ORDINAL = {"it": ("a", "al", "all", "alla", "di", "in"), "es": ("a", "en", "de", "bajo"),
                      "pt": ("à", "a", "de", "em", "na", "no")}  # fmt: skip
_DEGREE_UNITS = frozenset({"temperature-generic", "angle-degree"})
# Where the number takes the gender its unit's noun shows, as CLDR writes it ("două kilograme", "divas stundas"). In
# the Slavic languages the number would take a preposition's case the noun CLDR gives does not ("при 25 °C").
_AGREEING_UNITS = frozenset({"ro", "lv", "lt"})
# Swedish units of mass are neuter: "ett kilogram", but "en kilometer".
_NEUTER_UNITS = {"sv": frozenset({"mass-kilogram", "mass-gram", "mass-milligram", "mass-tonne"})}
_BULGARIAN_UNIT_GENDER = "masculine"  # every Bulgarian unit CLDR names here is masculine ("два килограма")


@lru_cache(maxsize=64)
def rules(lang: str) -> tuple[Rule, ...]:
    """The rules of this class for `lang`, most specific first (empty where it has none)."""
    if lang == "en":
        return (
            Rule(
                "measure", re.compile(rf"{SIGNED}(?P<number>{NUMBER}){SPACE}(?P<unit>{UNIT_PATTERN}){_DOT}"), _english
            ),
            # "in." is inches only with its period, and a word going on after it ("3 in. thick", not "put 3 in.")
            Rule("measure", re.compile(rf"{SIGNED}(?P<number>{NUMBER}) in\.(?=[ \u00a0]+[a-z]|,)"), _inches),
        )
    if lang == "ko":  # a particle may follow the unit: "5km를"
        korean_units = UNIT_PATTERN.removesuffix(r"(?!\w)") + "(?![A-Za-z0-9])"
        return (Rule("measure", re.compile(rf"{SIGNED}(?P<number>{NUMBER}){SPACE}(?P<unit>{korean_units})"), _korean),)
    if lang in NUMWORDS_LANGUAGES:
        return _world_rules(lang)
    return ()


# A unit's period in English prose ("5 ft. long", "12 lbs., or"): not a sentence's end, so it is said with the unit.
_DOT = r"(?:(?<=ft|lb|bs|oz|yd|mi)\.(?=[ \u00a0]+[a-z]|,))?"


# A plural noun after "2.5m": what the millions count ("people", "users"), not a length.
_COUNTED = re.compile(r" (?:people|children|[a-z]+[^s\W]s)\b")


def _inches(match: re.Match[str]) -> str:
    number = parse_number(match["number"])
    return f"{'minus ' if match['minus'] else ''}{en_words.decimal(number)} inch{'' if number.is_one else 'es'}"


def _english(match: re.Match[str]) -> str | None:
    if match["unit"] == "l" and match.string.startswith(". ", match.end()):
        return None  # "500l. a year": pounds in an old book (en_prose.py)
    if (
        match["unit"] == "m"
        and _COUNTED.match(match.string, match.end())
        and match.string[match.start("unit") - 1].isdigit()
    ):
        return None  # "2.5m people": millions (en_prose.py)
    number, unit = parse_number(match["number"]), UNITS[match["unit"]]
    sign = "minus " if match["minus"] else ""
    return f"{sign}{en_words.decimal(number)} {unit.singular if number.is_one else unit.plural}"


def _korean(match: re.Match[str]) -> str:
    before, after = UNITS[match["unit"]].korean
    sign = "마이너스 " if match["minus"] else ""
    return before + sign + ko_words.decimal(parse_number(match["number"])) + after


def _world_rules(lang: str) -> tuple[Rule, ...]:
    data = locale_data(lang)
    number = locale_number(data.decimal, data.group_symbol, data.two_digit_groups)
    units = data.units | {"%": PERCENT_UNIT, "％": PERCENT_UNIT, "‰": PERMILLE_UNIT}
    symbols = "|".join(re.escape(symbol) for symbol in sorted(units, key=len, reverse=True))
    return (
        # Turkish writes the sign first: "%20" is "yüzde yirmi".
        Rule(
            "measure",
            compile_for(rf"(?P<unit>[%％‰])(?<!\w.){SIGNED}{number}", lang),
            lambda m: _say(m, units[m["unit"]], lang),
        ),
        Rule(
            "measure",
            compile_for(rf"{SIGNED}{number}{SPACE}(?P<unit>{symbols})(?!\w)", lang),
            lambda m: _say(m, units[m["unit"]], lang),
        ),
    )


def _say(match: re.Match[str], unit: str, lang: str) -> str | None:
    if lang == "lt" and match.string.startswith("m.", match.start("unit")):
        return None  # "2024 m." is the year (metai), not metres
    if unit in _DEGREE_UNITS and lang in _DEGREE_OR_ORDINAL:
        next_word = re.match(r" (\w+)", match.string[match.end() :])
        if next_word and next_word[1].lower() not in _DEGREE_OR_ORDINAL[lang]:
            return None
    integer, fraction = re.sub(r"\D", "", match["int"]), match["frac"]
    neuter = unit in _NEUTER_UNITS.get(lang, ())
    feminine = unit in _FEMININE_UNITS and unit not in _MASCULINE_UNITS.get(lang, ())
    gender = "feminine" if feminine else "neuter" if neuter else "masculine"
    words = decimal(integer, fraction, lang, _BULGARIAN_UNIT_GENDER if lang == "bg" else None)
    if words is None:
        return None
    if fraction is None:
        words = attributive(words, lang, gender)
    if match["minus"]:
        words = f"{negative_word(lang)} {words}"
    if (lang, unit) in _SAID:
        before, after = _SAID[lang, unit]
        return " ".join(part for part in (before, words, after) if part)
    if len(integer) > MAX_DIGITS:
        amount = Decimal(2)  # the plural; read digit by digit, the number has no value worth computing
    else:
        amount = Decimal(f"{integer}.{fraction}") if fraction else Decimal(integer)
    said = unit_phrase(unit, amount, words, lang)
    counting = home(lang).counting
    agrees = lang in _AGREEING_UNITS and fraction is None and len(integer) <= MAX_DIGITS  # int() takes < 4,300 digits
    if counting and agrees and not match["minus"] and said.startswith(words):
        # the number agrees with the unit's noun as with any noun ("divas stundas", "două kilograme")
        nouns = [noun for noun in said[len(words) + 1 :].split(" ") if noun != "de"]
        agreed = counted(counting, int(integer), words, nouns[0] if nouns else "", "")
        said = f"{agreed}{said[len(words) :]}" if agreed else said
    if match["unit"].endswith(".") and _ends_sentence(match):
        said += "."  # "Bag i 20 min.": the symbol's period ends the sentence too
    return said


def _ends_sentence(match: re.Match[str]) -> bool:
    rest = match.string[match.end() :]
    return not rest.strip() or rest.startswith("\n") or bool(re.match(r"\s+[A-ZÀ-ÝА-ЯΑ-Ω]", rest))
