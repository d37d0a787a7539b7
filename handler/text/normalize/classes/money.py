"""Money: an amount with a currency symbol or code before or after it, read with the currency's spoken name in
the plural form the number asks for, and its hundredths as the subunit people name.

    "$12.50" (en)  -> "twelve dollars and fifty cents";    "$.01" (en) -> "one cent"
    "€0,01" (de)   -> "ein Cent";                           "12,50 €" (de) -> "zwölf Euro fünfzig"
    "5 руб." (ru)  -> "пять рублей";                        "2,01 ₽" (ru) -> "два рубля одна копейка"
    "R$ 12,05" (pt) -> "doze reais e cinco centavos";       "₹1,50,000" (hi) -> "एक लाख पचास हज़ार रुपये"
    "₩30조" (ko)   -> "삼십조 원"

This module finds the amounts (the symbols: currency.py and CLDR's); the words are the language's home's
(Home.money: the currencies' everyday names, the word between units and hundredths, the nouns' genders; amounts.py
has the grammar languages share), with CLDR's display names as the last resort.
"""

from __future__ import annotations

import re
from decimal import Decimal
from functools import lru_cache

from handler.text.normalize.amounts import NO_CENTS, Forms, Money, Names, counted_form
from handler.text.normalize.classes.measure import ABBREVIATION_DOT, said_dot
from handler.text.normalize.cldr import currency_name, locale_data
from handler.text.normalize.counting import counted, genitive_count, governing_word
from handler.text.normalize.currency import EXTRA_SYMBOLS, SYMBOLS, spoken_names
from handler.text.normalize.languages import home
from handler.text.normalize.numbers import (
    NUMBER,
    SIGNED,
    SIGNED_AHEAD,
    SPACE,
    compile_for,
    first_characters,
    locale_number,
    parse_number,
)
from handler.text.normalize.numwords import (
    MAX_DIGITS,
    NUMWORDS_LANGUAGES,
    attributive,
    cardinal,
    decimal,
    negative_word,
)
from handler.text.normalize.ordinals import next_word
from handler.text.normalize.own_numbers import ENGLISH, OwnNumbers
from handler.text.normalize.rules import Rule


@lru_cache(maxsize=64)
def rules(lang: str) -> tuple[Rule, ...]:
    """The rules of this class for `lang`, most specific first (empty where it has none)."""
    own = home(lang).own_numbers
    if own is None:
        return _world_rules(lang) if lang in NUMWORDS_LANGUAGES else ()
    return _english_rules(lang, own) if own.family == ENGLISH else _korean_rules(lang, own)


# --- English: a symbol before the amount, the hundredths named after "and" ------------------------------------

_SYMBOLS = "|".join(re.escape(symbol) for symbol in sorted(SYMBOLS, key=len, reverse=True))
# An amount after a symbol may start with its point: "$.01".
# Rupees group in lakhs and crores: "₹1,50,000".
_EN_AMOUNT = rf"(?P<number>\d{{1,2}}(?:,\d\d)+,\d{{3}}(?![\d,])(?:\.\d+)?|{NUMBER}|\.\d+(?!\d))"


def _english_rules(lang: str, own: OwnNumbers) -> tuple[Rule, ...]:
    money = home(lang).money
    before = rf"(?=[-\u2212]?{first_characters(SYMBOLS)}){SIGNED}(?P<currency>{_SYMBOLS}){SPACE}"
    words = "|".join(word for word in money.scales if len(word) > 1)  # "$3.2 bn" as "$3.2bn"
    letters = "|".join(sorted((word for word in money.scales if len(word) <= 2), key=len, reverse=True))
    return (
        Rule(
            "money",
            re.compile(before + _EN_AMOUNT + rf"(?:\s(?P<scale>{words})\b|(?P<suffix>{letters})(?!\w))?"),
            lambda m: _english(m, money, own, lang),
        ),  # fmt: skip
        Rule(
            "money",
            re.compile(
                rf"{SIGNED_AHEAD}{SIGNED}(?P<number>{NUMBER})(?={SPACE}{first_characters(SYMBOLS)})"
                rf"{SPACE}(?P<currency>{_SYMBOLS})(?!\w)"
            ),
            lambda m: _english(m, money, own, lang),
        ),
    )


def _after_word(match: re.Match[str]) -> bool:
    """A symbol written against a word or number ("A$", "5$5") is not the start of an amount."""
    start = match.start("currency")
    return start > 0 and match.string[start - 1].isascii() and match.string[start - 1].isalnum()


def _english(match: re.Match[str], money: Money, own: OwnNumbers, lang: str) -> str | None:
    if _after_word(match) and match.start("currency") == match.start():
        return None
    words = _english_amount(match, money, own, lang)
    return f"{negative_word(lang)} {words}" if match["minus"] else words


def _english_amount(match: re.Match[str], money: Money, own: OwnNumbers, lang: str) -> str:
    (singular, plural, *_), cents = _names(money, match["currency"], lang)
    number = parse_number("0" + match["number"] if match["number"].startswith(".") else match["number"])
    scale = money.scales.get(match.groupdict().get("scale") or match.groupdict().get("suffix") or "")
    if money.describes_noun and money.describes_noun(match):
        plural = singular  # "a $5 bill": a five dollar bill
    after = next_word(match) if money.before_next_word and not match["minus"] else ""
    singular = (money.before_next_word and after and money.before_next_word(singular, after)) or singular
    if scale:
        return f"{own.decimal(number)} {scale} {plural}"
    fraction = number.fraction
    if cents is None or fraction is None or len(fraction) > 2 or len(number.integer) > MAX_DIGITS:
        return f"{own.decimal(number)} {singular if number.is_one else plural}"
    whole, hundredths = int(number.integer), int(fraction.ljust(2, "0"))
    parts = []
    if whole or not hundredths:
        parts.append(f"{own.integer(number.integer)} {singular if whole == 1 else plural}")
    if hundredths:
        parts.append(f"{own.cardinal(hundredths)} {cents[0] if hundredths == 1 else cents[1]}")
    return (money.and_cents or " ").join(parts)


def _names(money: Money, symbol: str, lang: str) -> Names:
    """The home's names for the currency, else CLDR's ("Hong Kong dollars"), whose hundredth is not named."""
    code = SYMBOLS[symbol]
    found = money.names.get(code)
    return found or ((currency_name(code, Decimal(1), lang), currency_name(code, Decimal(2), lang)), None)


# --- Korean: a big unit against the number, the currency said after it ----------------------------------------


def _korean_rules(lang: str, own: OwnNumbers) -> tuple[Rule, ...]:
    money = home(lang).money
    scales = "|".join(sorted(money.scales, key=len, reverse=True))
    return (
        # "₩30조" is 삼십조 원: the big unit belongs to the number, the currency is said after it.
        Rule(
            "money",
            re.compile(rf"{SIGNED}(?P<currency>{_SYMBOLS}){SPACE}(?P<number>{NUMBER})(?P<unit>{scales})?"),
            lambda m: _korean(m, money, own, lang),
        ),
        Rule(
            "money",
            re.compile(rf"{SIGNED}(?P<number>{NUMBER}){SPACE}(?P<currency>{_SYMBOLS})(?![A-Za-z0-9])"),
            lambda m: _korean(m, money, own, lang),
        ),
    )


def _korean(match: re.Match[str], money: Money, own: OwnNumbers, lang: str) -> str | None:
    if match.start("currency") == match.start() and _after_word(match):
        return None
    words = _korean_amount(match, money, own, lang)
    return f"{negative_word(lang)} {words}" if match["minus"] else words


def _korean_amount(match: re.Match[str], money: Money, own: OwnNumbers, lang: str) -> str:
    number = parse_number(match["number"])
    (name, *_), cents = _names(money, match["currency"], lang)
    unit = match.groupdict().get("unit") or ""
    if unit:
        words = money.scales[unit] if number.is_one and unit in money.bare_scales else own.decimal(number) + unit
        return f"{words} {name}"
    fraction = number.fraction
    if cents and fraction is not None and len(fraction) <= 2:
        hundredths = int(fraction.ljust(2, "0"))
        cent_words = f"{own.cardinal(hundredths)} {cents[0]}"
        if number.integer.strip("0") == "" and hundredths:
            return cent_words
        words = f"{own.integer(number.integer)} {name}"
        return f"{words} {cent_words}" if hundredths else words
    return f"{own.decimal(number)} {name}"


# --- The 29 other languages -----------------------------------------------------------------------------------


# "20.–", "20,-": a whole amount, its cents written as a dash.
_WHOLE_DASH = r"(?:(?<!\d[.,]\d\d)[.,](?:–|-{1,2})(?![\w-]))?"


def _world_rules(lang: str) -> tuple[Rule, ...]:
    data = locale_data(lang)
    currencies = data.currencies | EXTRA_SYMBOLS
    symbols = "|".join(re.escape(symbol) for symbol in sorted(currencies, key=len, reverse=True))
    # A locale writing a decimal comma reads an amount's period before other than three digits as a point too
    # ("€3.50"); a whole amount may end in a dash ("CHF 20.–", "20,– €").
    points = "." if data.decimal == "," else ""
    after_number = locale_number(data.decimal, data.group_symbol, data.two_digit_groups, other_points=points)
    before_number = locale_number(
        data.decimal, data.group_symbol, data.two_digit_groups, start_check=False, other_points=points
    )
    # A symbol after the amount first: "1 € 1,5 km" is one euro, then a distance.
    return (
        Rule(
            "money",
            compile_for(
                rf"{SIGNED}{after_number}{_WHOLE_DASH}{SPACE}(?P<currency>{symbols})(?!\w){ABBREVIATION_DOT}", lang
            ),
            lambda m: _say(m, currencies[m["currency"]], lang),
        ),
        Rule(
            "money",
            compile_for(rf"{SIGNED}(?P<currency>{symbols}){SPACE}{before_number}{_WHOLE_DASH}", lang),
            lambda m: _say(m, currencies[m["currency"]], lang),
        ),
    )


def _say(match: re.Match[str], code: str, lang: str) -> str | None:
    if match.start("currency") < match.start("int") and _after_word(match):
        return None
    integer, fraction = re.sub(r"\D", "", match["int"]), match["frac"]
    before = "" if match["minus"] else governing_word(home(lang).counting, match.string, match.start())
    words = money_words(integer, fraction, code, lang, before, next_word(match))
    if words is None:
        return None
    words = f"{negative_word(lang)} {words}" if match["minus"] else words
    return words + "." if said_dot(match, lang) else words  # "300 руб. за кг": the abbreviation's period goes


def money_words(
    integer: str, fraction: str | None, code: str, lang: str, before: str = "", after: str = ""
) -> str | None:
    """An amount of `code` in `lang`: the whole units, then the hundredths with their name; in the genitive where
    the word `before` it gives one ("до $100": "до ста долларов"), its noun in the form the word `after` it gives
    where the home says one ("₹1 का": "एक रुपये का")."""
    money = home(lang).money
    names = spoken_names(code, lang)
    cents = fraction is not None and len(fraction) <= 2 and code not in NO_CENTS and len(integer) <= MAX_DIGITS
    if not cents or names is None or names[1] is None:
        gender = money.genders.get(names[0][0], "masculine") if money.gendered_words and names else None
        amount = decimal(integer, fraction, lang, gender)
        if amount is None:
            return None
        if names is None:
            small = len(integer) <= MAX_DIGITS
            value = Decimal(f"{integer}.{fraction}" if fraction else integer) if small else Decimal(2)
            return money.join(amount, currency_name(code, value, lang))
        whole = _whole_value(integer, fraction)
        counting = home(lang).counting
        short = fraction is None and before and len(integer) <= MAX_DIGITS
        genitive = genitive_count(counting, whole, before) if short else None
        noun = counted_form(genitive or whole, names[0], lang, money.plural)
        declined = money.declined and before and money.declined(names[0], whole, before)
        noun = declined or noun  # "už 5 €": "eurus"
        noun = (money.before_next_word and after and money.before_next_word(noun, after)) or noun
        if counting and genitive:
            return money.join(counting.say(whole, amount, noun, before) or amount, noun)
        if fraction is None:
            # the number in the case of its declined noun: "за 1000 грн": "за тисячу гривень"
            agreed = (
                declined and counting and len(integer) <= MAX_DIGITS and counted(counting, whole, amount, noun, before)
            )
            amount = agreed or _agreeing(integer, amount, noun, lang, before) or _agree(amount, names[0], money, lang)
        return _after_scale_word(integer, fraction, money.join(amount, noun), noun, lang)
    whole, hundredths = int(integer), int((fraction or "").ljust(2, "0"))  # cents: fraction is set
    unit_noun = counted_form(whole, names[0], lang, money.plural)
    cent_noun = counted_form(hundredths, names[1], lang, money.plural)
    unit = money.join(_agree(_counted(whole, unit_noun, money, lang), names[0], money, lang), unit_noun)
    declined = money.declined and before and money.declined(names[0], whole, before)
    if declined:  # "už 3,20 €": "tris eurus dvidešimt centų", the number agreeing with the declined noun
        counting = home(lang).counting
        words = _counted(whole, unit_noun, money, lang)
        unit = money.join((counting and counted(counting, whole, words, declined, before)) or words, declined)
    if not hundredths:
        return unit
    cent_words = _agree(_counted(hundredths, cent_noun, money, lang), names[1], money, lang)
    if not whole:
        return money.join(cent_words, cent_noun)
    if money.and_cents is None:
        return f"{unit} {cent_words}"
    return f"{unit}{money.and_cents}{money.join(cent_words, cent_noun)}"


def _after_scale_word(integer: str, fraction: str | None, said: str, noun: str, lang: str) -> str:
    """`said` (an amount and its currency's `noun`), where the amount is a whole number of millions or more and so
    ends in its scale word, with the word the language puts between them ("2.000.000 €": "dos millones de euros",
    "deux millions d'euros"), as after a scale word written in words (ScaleWords.of); once ("două milioane de euro"
    has it from the counting)."""
    scale = home(lang).scale
    millions = fraction is None and len(integer) > 6 and integer.endswith("000000") and integer.strip("0")
    if not millions or not scale.of or not said.endswith(noun) or said.endswith(f"{scale.of} {noun}"):
        return said
    return said.removesuffix(noun).rstrip() + " " + scale.before_currency(noun)


def _whole_value(integer: str, fraction: str | None) -> int:
    if fraction is not None or len(integer) > MAX_DIGITS:
        return 2  # a decimal amount takes the plural ("1,5 Euro", "2,5 рубля" is read as a count of many)
    return int(integer)


def _counted(value: int, noun: str, money: Money, lang: str) -> str:
    gender = money.genders.get(noun, "masculine") if money.gendered_words else None
    return cardinal(value, lang, gender) or str(value)


def _agreeing(integer: str, words: str, noun: str, lang: str, before: str) -> str | None:
    """The whole amount (its digits) as the home's counting says it before `noun`, where the home asks for it
    (Money.agree); an amount too long for a number's words is left to the caller, never turned into an int."""
    counting = home(lang).counting
    if not home(lang).money.agree or counting is None or len(integer) > MAX_DIGITS:
        return None
    return counted(counting, int(integer), words, noun, before if counting.case_from_word_before else "")


def _agree(words: str, forms: Forms, money: Money, lang: str) -> str:
    return attributive(words, lang, money.genders.get(forms[0], "masculine"))
