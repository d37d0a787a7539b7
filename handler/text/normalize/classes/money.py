"""Money: an amount with a currency symbol or code before or after it, read with the currency's spoken name in
the plural form the number asks for, and its hundredths as the subunit people name.

    "$12.50" (en)  -> "twelve dollars and fifty cents";    "$.01" (en) -> "one cent"
    "€0,01" (de)   -> "ein Cent";                           "12,50 €" (de) -> "zwölf Euro fünfzig"
    "5 руб." (ru)  -> "пять рублей";                        "2,01 ₽" (ru) -> "два рубля одна копейка"
    "R$ 12,05" (pt) -> "doze reais e cinco centavos";       "₹1,50,000" (hi) -> "एक लाख पचास हज़ार रुपये"
    "₩30조" (ko)   -> "삼십조 원"

Names: currency.py (num2words' currency forms, small tables of everyday names, CLDR's as the last resort).
"""

from __future__ import annotations

import re
from decimal import Decimal
from functools import lru_cache

from num2words import CONVERTER_CLASSES

from handler.text.normalize import en_words, ko_words
from handler.text.normalize.cldr import currency_name, locale_data
from handler.text.normalize.currency import (
    CURRENCIES,
    EXTRA_SYMBOLS,
    FEMININE_NOUNS,
    NO_CENTS,
    Forms,
    spoken_names,
)
from handler.text.normalize.numbers import NUMBER, SIGNED, SPACE, compile_for, locale_number, parse_number
from handler.text.normalize.numwords import (
    MAX_DIGITS,
    attributive,
    cardinal,
    decimal,
    negative_word,
)
from handler.text.normalize.rules import Rule, by_family


@lru_cache(maxsize=64)
def rules(lang: str) -> tuple[Rule, ...]:
    """The rules of this class for `lang`, most specific first (empty where it has none)."""
    return by_family(lang, _english_rules, _korean_rules, _world_rules)


# --- English -------------------------------------------------------------------------------------------------

_EN_SYMBOLS = "|".join(re.escape(symbol) for symbol in sorted(CURRENCIES, key=len, reverse=True) if symbol != "원")
# An amount after a symbol may start with its point: "$.01".
# Rupees group in lakhs and crores: "₹1,50,000".
_EN_AMOUNT = rf"(?P<number>\d{{1,2}}(?:,\d\d)+,\d{{3}}(?![\d,])(?:\.\d+)?|{NUMBER}|\.\d+(?!\d))"
_SCALES = {
    "k": "thousand", "K": "thousand", "m": "million", "M": "million", "mn": "million",
    "b": "billion", "B": "billion", "bn": "billion",
}  # fmt: skip


def _english_rules() -> tuple[Rule, ...]:
    before = rf"{SIGNED}(?P<currency>{_EN_SYMBOLS}){SPACE}"
    return (
        Rule(
            "money",
            re.compile(
                before
                + _EN_AMOUNT
                + r"(?:\s(?P<scale>thousand|million|billion|trillion)\b|(?P<suffix>bn|mn|[kKmMbB])(?!\w))?"
            ),
            _english,
        ),  # fmt: skip
        Rule(
            "money",
            re.compile(rf"{SIGNED}(?P<number>{NUMBER}){SPACE}(?P<currency>{_EN_SYMBOLS})(?!\w)"),
            _english,
        ),
    )


def _after_word(match: re.Match[str]) -> bool:
    """A symbol written against a word or number ("A$", "5$5") is not the start of an amount."""
    start = match.start("currency")
    return start > 0 and match.string[start - 1].isascii() and match.string[start - 1].isalnum()


def _english(match: re.Match[str]) -> str | None:
    if _after_word(match) and match.start("currency") == match.start():
        return None
    words = _english_amount(match)
    return f"minus {words}" if match["minus"] else words


def _english_amount(match: re.Match[str]) -> str:
    currency = CURRENCIES[match["currency"]]
    number = parse_number("0" + match["number"] if match["number"].startswith(".") else match["number"])
    scale = match.groupdict().get("scale") or _SCALES.get(match.groupdict().get("suffix") or "")
    if scale:
        return f"{en_words.decimal(number)} {scale} {currency.plural}"
    fraction = number.fraction
    if currency.cents is None or fraction is None or len(fraction) > 2 or len(number.integer) > MAX_DIGITS:
        return f"{en_words.decimal(number)} {currency.singular if number.is_one else currency.plural}"
    whole, cents = int(number.integer), int(fraction.ljust(2, "0"))
    parts = []
    if whole or not cents:
        parts.append(f"{en_words.integer(number.integer)} {currency.singular if whole == 1 else currency.plural}")
    if cents:
        parts.append(f"{en_words.cardinal(cents)} {currency.cents[0] if cents == 1 else currency.cents[1]}")
    return " and ".join(parts)


# --- Korean --------------------------------------------------------------------------------------------------

_KO_SYMBOLS = "|".join(re.escape(symbol) for symbol in sorted(CURRENCIES, key=len, reverse=True) if symbol != "원")
_KO_BIG_UNITS = "(?:천만|백만|십만|천억|백억|십억|만|억|조|천|백)"


def _korean_rules() -> tuple[Rule, ...]:
    return (
        # "₩30조" is 삼십조 원: the big unit belongs to the number, the currency is said after it.
        Rule(
            "money",
            re.compile(rf"{SIGNED}(?P<currency>{_KO_SYMBOLS}){SPACE}(?P<number>{NUMBER})(?P<unit>{_KO_BIG_UNITS})?"),
            _korean,
        ),
        Rule(
            "money",
            re.compile(rf"{SIGNED}(?P<number>{NUMBER}){SPACE}(?P<currency>{_KO_SYMBOLS})(?![A-Za-z0-9])"),
            _korean,
        ),
    )


def _korean(match: re.Match[str]) -> str | None:
    if match.start("currency") == match.start() and _after_word(match):
        return None
    words = _korean_amount(match)
    return f"마이너스 {words}" if match["minus"] else words


def _korean_amount(match: re.Match[str]) -> str:
    number, currency = parse_number(match["number"]), CURRENCIES[match["currency"]]
    unit = match.groupdict().get("unit") or ""
    if unit:
        words = unit if number.is_one and unit[0] in "만천백십" else ko_words.decimal(number) + unit
        return f"{words} {currency.korean}"
    fraction = number.fraction
    if currency.korean_cents and fraction is not None and len(fraction) <= 2:
        cents = int(fraction.ljust(2, "0"))
        cent_words = f"{ko_words.sino(cents)} {currency.korean_cents}"
        if number.integer.strip("0") == "" and cents:
            return cent_words
        words = f"{ko_words.integer(number.integer)} {currency.korean}"
        return f"{words} {cent_words}" if cents else words
    return f"{ko_words.decimal(number)} {currency.korean}"


# --- The 29 other languages ----------------------------------------------------------------------------------

# What joins the unit and the hundredths ("doce euros con cincuenta céntimos"); where the hundredths' name is
# not said ("zwölf Euro fünfzig"), the entry is None.
_CENTS_JOINERS: dict[str, str | None] = {
    "de": None, "nl": None, "fr": None, "es": " con ", "it": " e ", "pt": " e ", "sv": " och ", "da": " og ",
    "fi": " ja ", "et": " ja ", "ro": " și ", "bg": " и ", "el": " και ", "hr": " i ", "sl": " in ", "ar": " و",
    "ja": "",
}  # fmt: skip
# Nouns that take the neuter numeral: Czech "jedno euro", "dvě eura", Slovak "jedno euro", "dve eurá"; Swedish
# "ett öre".
_NEUTER_NOUNS = {"cs": frozenset({"euro"}), "sk": frozenset({"euro"}), "sv": frozenset({"öre"})}
_BULGARIAN_GENDERS = {"евро": "neuter", "стотинка": "feminine", "стотинки": "feminine"}


def _world_rules(lang: str) -> tuple[Rule, ...]:
    data = locale_data(lang)
    currencies = data.currencies | EXTRA_SYMBOLS
    symbols = "|".join(re.escape(symbol) for symbol in sorted(currencies, key=len, reverse=True))
    after_number = locale_number(data.decimal, data.group_symbol, data.two_digit_groups)
    before_number = locale_number(data.decimal, data.group_symbol, data.two_digit_groups, start_check=False)
    # A symbol after the amount first: "1 € 1,5 km" is one euro, then a distance.
    return (
        Rule(
            "money",
            compile_for(rf"{SIGNED}{after_number}{SPACE}(?P<currency>{symbols})(?!\w)", lang),
            lambda m: _say(m, currencies[m["currency"]], lang),
        ),
        Rule(
            "money",
            compile_for(rf"{SIGNED}(?P<currency>{symbols}){SPACE}{before_number}", lang),
            lambda m: _say(m, currencies[m["currency"]], lang),
        ),
    )


def _say(match: re.Match[str], code: str, lang: str) -> str | None:
    if match.start("currency") < match.start("int") and _after_word(match):
        return None
    integer, fraction = re.sub(r"\D", "", match["int"]), match["frac"]
    words = money_words(integer, fraction, code, lang)
    if words is None:
        return None
    return f"{negative_word(lang)} {words}" if match["minus"] else words


def money_words(integer: str, fraction: str | None, code: str, lang: str) -> str | None:
    """An amount of `code` in `lang`: the whole units, then the hundredths with their name."""
    names = spoken_names(code, lang)
    cents = fraction is not None and len(fraction) <= 2 and code not in NO_CENTS and len(integer) <= MAX_DIGITS
    if not cents or names is None or names[1] is None:
        gender = _BULGARIAN_GENDERS.get(names[0][0], "masculine") if lang == "bg" and names else None
        amount = decimal(integer, fraction, lang, gender)
        if amount is None:
            return None
        if names is None:
            small = len(integer) <= MAX_DIGITS
            value = Decimal(f"{integer}.{fraction or 0}") if small else Decimal(2)
            return f"{amount} {currency_name(code, value, lang)}"
        noun = _plural(_whole_value(integer, fraction), names[0], lang)
        return _join(_agree(amount, names[0], lang), noun, lang) if fraction is None else _join(amount, noun, lang)
    whole, hundredths = int(integer), int((fraction or "").ljust(2, "0"))  # cents: fraction is set
    unit_noun = _plural(whole, names[0], lang)
    cent_noun = _plural(hundredths, names[1], lang)
    unit = _join(_agree(_counted(whole, unit_noun, lang), names[0], lang), unit_noun, lang)
    if not hundredths:
        return unit
    cent_words = _agree(_counted(hundredths, cent_noun, lang), names[1], lang)
    joiner = _CENTS_JOINERS.get(lang, " ")
    if not whole:
        return _join(cent_words, cent_noun, lang)
    if joiner is None:
        return f"{unit} {cent_words}"
    return f"{unit}{joiner}{_join(cent_words, cent_noun, lang)}"


def _whole_value(integer: str, fraction: str | None) -> int:
    if fraction is not None or len(integer) > MAX_DIGITS:
        return 2  # a decimal amount takes the plural ("1,5 Euro", "2,5 рубля" is read as a count of many)
    return int(integer)


def _counted(value: int, noun: str, lang: str) -> str:
    if lang == "bg":
        return cardinal(value, lang, _BULGARIAN_GENDERS.get(noun, "masculine")) or str(value)
    return cardinal(value, lang) or str(value)


def _join(words: str, noun: str, lang: str) -> str:
    if lang == "ja":
        return f"{words}{noun}"
    if lang == "ro" and _romanian_de(words):
        return f"{words} de {noun}"
    return f"{words} {noun}"


def _romanian_de(words: str) -> bool:
    """Romanian puts "de" between a number ending in 20 to 99 (or in whole hundreds) and its noun."""
    last = words.split()[-1]
    return last.startswith(("douăzeci", "treizeci", "patruzeci", "cincizeci", "șaizeci", "șaptezeci", "optzeci",
                            "nouăzeci", "sute", "sută", "mii", "mie", "milioane")) or " și " in words  # fmt: skip


def _agree(words: str, forms: Forms, lang: str) -> str:
    singular = forms[0]
    neuter = singular in _NEUTER_NOUNS.get(lang, ())
    gender = "feminine" if singular in FEMININE_NOUNS else "neuter" if neuter else "masculine"
    return attributive(words, lang, gender)


def _plural(value: int, forms: Forms, lang: str) -> str:
    if lang == "ar":  # the plural after 3 to 10; the singular after 1, 2 and from 11 ("ألف درهم")
        return forms[1] if 3 <= value % 100 <= 10 else forms[0]
    if len(forms) == 2:
        return forms[0] if value == 1 else forms[1]
    converter = CONVERTER_CLASSES.get(lang)
    if converter is not None and lang not in ("sl", "hr"):
        return str(converter.pluralize(value, forms))
    if value % 10 == 1 and value % 100 != 11:
        return forms[0]
    if lang == "sl":
        return forms[0] if value % 100 == 1 else forms[1] if value % 100 in (2, 3, 4) else forms[2]
    return forms[1] if 2 <= value % 10 <= 4 and not 12 <= value % 100 <= 14 else forms[2]
