"""Verbalisation for the languages other than English and Korean: numbers, dates, times, money, percentages,
units and ordinals become words, with num2words for the words and CLDR (babel) for how the language writes
them (separators, month names, date order, currency symbols and names, unit names).

    from handler.text.normalize.world import WORLD_LANGUAGES, verbalize_world

    verbalize_world(AlignedText.of("Am 3. Mai 2024 kostet es 12,50 €."), "de").text
    # "Am dritten Mai zweitausendvierundzwanzig kostet es zwölf Euro fünfzig."

The rules, most specific first (each one's output is final):
- money: a symbol or ISO code before or after the amount ("12,50 €", "$5", "100 zł", "EUR 20");
- percentages and units, with CLDR's long unit names in the right plural form ("12,5 km", "21 °C", "5 %");
- every other number, with the language's decimal and group separators ("1.234,5", "1 000", "-5").
A form the libraries cannot say in a language (Czech ordinals, say) is left as written, never guessed.
"""

from __future__ import annotations

import re
from decimal import Decimal
from functools import lru_cache

from handler.text.normalize.aligned import AlignedText
from handler.text.normalize.cldr import (
    PERCENT_UNIT,
    LocaleData,
    currency_name,
    locale_data,
    unit_phrase,
)
from handler.text.normalize.numbers import SPACE
from handler.text.normalize.numwords import NUMWORDS_LANGUAGES, cardinal, decimal, negative_word
from handler.text.normalize.rules import UNSPACED_LANGUAGES, Rule, apply_rules

WORLD_LANGUAGES = NUMWORDS_LANGUAGES

# A number before a noun: "eins" -> "ein Euro", "uno" -> "un kilómetro".
_BEFORE_NOUN = {"de": (("eins", "ein"),), "es": (("veintiuno", "veintiún"), ("uno", "un")), "it": (("uno", "un"),)}
# The gender of the unit nouns (CLDR's long names) where the number agrees with it: every Bulgarian unit we
# say is masculine ("километър", "градус", "процент").
_UNIT_GENDERS = {"bg": "masculine"}
_SUFFIXING = frozenset({"hu", "tr", "fi"})
_MINUS = r"(?:(?P<minus>[-\u2212])(?<![\w.,)][-\u2212]))?"


def verbalize_world(aligned: AlignedText, lang: str) -> AlignedText:
    if lang not in WORLD_LANGUAGES:
        return aligned
    aligned = apply_rules(aligned, _rules(lang), lang)
    return _glue_suffixes(aligned) if lang in _SUFFIXING else aligned


def _glue_suffixes(aligned: AlignedText) -> AlignedText:
    """ "14:30-kor" -> "harminckor", "2024'te" -> "…dörtte": the case ending written after a number joins
    its words (it was chosen for how the number sounds)."""
    text, final = aligned.text, aligned.final
    edits = [
        (index, index + 1, "")
        for index in range(1, len(text) - 1)
        if text[index] in "-'" and final[index - 1] and not final[index] and text[index + 1].isalpha()
    ]
    return aligned.replace(edits) if edits else aligned


def _compile(pattern: str, lang: str) -> re.Pattern[str]:
    if lang in UNSPACED_LANGUAGES:  # kana and kanji are word characters but not word boundaries: "年5月"
        pattern = pattern.replace(r"(?<![\w", "(?<![0-9A-Za-z").replace(r"(?<!\w)", "(?<![0-9A-Za-z])")
        pattern = pattern.replace(r"(?!\w)", "(?![0-9A-Za-z])").replace(r"(?![\w", "(?![0-9A-Za-z")
    return re.compile(pattern)


@lru_cache(maxsize=64)
def _rules(lang: str) -> tuple[Rule, ...]:
    data = locale_data(lang)
    number = _number_pattern(data)
    symbols = "|".join(re.escape(symbol) for symbol in sorted(data.currencies, key=len, reverse=True))
    units = "|".join(re.escape(symbol) for symbol in sorted(data.units, key=len, reverse=True))
    rules = [
        Rule("money",
             _compile(rf"(?<!\w)(?P<currency>{symbols}){SPACE}{_number_pattern(data, start_check=False)}", lang),
             lambda m: _money(m, lang, data)),
        Rule("money", _compile(rf"{_MINUS}{number}{SPACE}(?P<currency>{symbols})(?!\w)", lang),
             lambda m: _money(m, lang, data)),
        Rule("measure", _compile(rf"{_MINUS}{number}{SPACE}[%％]", lang),
             lambda m: _measure(m, PERCENT_UNIT, lang, data)),
        Rule("measure", _compile(rf"[%％](?<!\w.){_MINUS}{number}", lang),
             lambda m: _measure(m, PERCENT_UNIT, lang, data)),
        Rule("measure", _compile(rf"{_MINUS}{number}{SPACE}(?P<unit>{units})(?!\w)", lang),
             lambda m: _measure(m, data.units[m["unit"]], lang, data)),
    ]  # fmt: skip
    rules.append(Rule("cardinal", _compile(rf"{_MINUS}{number}", lang), lambda m: _plain_number(m, lang, data)))
    return tuple(rules)


def _number_pattern(data: LocaleData, start_check: bool = True) -> str:
    """A number as `data`'s language writes it: groups 'int' and 'frac'. It does not start right after a
    letter, digit or separator, unless `start_check` is off (after a currency symbol: "Rp15.000")."""
    point = re.escape(data.decimal)
    start = rf"(?<![\w{point}{data.group_character}]\d)" if start_check else ""
    two_digit = rf"\d?(?:{data.group}\d{{2}})+{data.group}\d{{3}}(?!\d)|" if data.two_digit_groups else ""
    return (
        rf"(?P<int>\d{start}(?:{two_digit}\d{{0,2}}(?:{data.group}\d{{3}})+(?!\d)|\d*))"
        rf"(?:{point}(?P<frac>\d+))?(?!\d)(?!{point}\d)"
    )


def _amount(match: re.Match[str]) -> tuple[str, str | None, Decimal]:
    integer = re.sub(r"\D", "", match["int"])
    fraction = match["frac"]
    value = Decimal(f"{integer}.{fraction}" if fraction else integer)
    return integer, fraction, -value if match.groupdict().get("minus") else value


def _number_words(match: re.Match[str], lang: str, gender: str | None = None) -> str | None:
    integer, fraction, value = _amount(match)
    words = decimal(integer, fraction, lang, gender)
    return f"{negative_word(lang)} {words}" if words is not None and value < 0 else words


def _plain_number(match: re.Match[str], lang: str, data: LocaleData) -> str | None:
    return _number_words(match, lang)


def _before_noun(words: str, lang: str) -> str:
    for old, new in _BEFORE_NOUN.get(lang, ()):
        if words.endswith(old):
            return words[: -len(old)] + new
    return words


def _measure(match: re.Match[str], unit: str, lang: str, data: LocaleData) -> str | None:
    words = _number_words(match, lang, _UNIT_GENDERS.get(lang))
    if words is None:
        return None
    return unit_phrase(unit, _amount(match)[2], _before_noun(words, lang), lang)


def _money(match: re.Match[str], lang: str, data: LocaleData) -> str | None:
    code = data.currencies[match["currency"]]
    integer, fraction, value = _amount(match)
    has_cents = fraction is not None and len(fraction) <= 2 and code not in ("JPY", "KRW", "VND", "IDR")
    gender = _currency_gender(code, lang)
    if not has_cents:
        words = _number_words(match, lang, gender)
        return words and f"{_before_noun(words, lang)} {currency_name(code, value, lang)}"
    whole, cents = int(integer), int(fraction.ljust(2, "0"))
    whole_words, cent_words = cardinal(whole, lang, gender), cardinal(cents, lang)
    if whole_words is None or cent_words is None:
        return None
    sign = f"{negative_word(lang)} " if value < 0 else ""
    spoken = f"{sign}{_before_noun(whole_words, lang)} {currency_name(code, Decimal(whole), lang)}"
    return f"{spoken} {cent_words}" if cents else spoken


def _currency_gender(code: str, lang: str) -> str | None:
    if lang != "bg":
        return None
    return "neuter" if code == "EUR" else "masculine"  # "едно евро", "един долар", "два лева"
