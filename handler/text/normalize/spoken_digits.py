"""Digits said one by one and small numbers, in every language: the words phone numbers, addresses and web
addresses are read with.

    from handler.text.normalize.spoken_digits import digit_words, number_words

    digit_words("030", "de")     # "null drei null"
    digit_words("010", "ko")     # "공일공" (Korean reads 0 as 공 in numbers said digit by digit)
    number_words(45, "fr")       # "quarante-cinq"
    in_pairs("1102", "sv")       # "elva noll två"

A language that reads its own numbers gives its words in its home (`small_number`, `digit_words`: English, Korean);
the others num2words or CLDR's rules (numwords.py).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache

from handler.text.normalize.numwords import cardinal


@lru_cache(maxsize=4096)
def number_words(number: int, lang: str) -> str:
    """`number` (a small one: a phone group, a house number) as the language counts it."""
    from handler.text.normalize.languages import home  # the registry's homes import this module

    own = home(lang).small_number
    return own(number) if own else cardinal(number, lang) or str(number)


def digit_words(digits: str, lang: str) -> str:
    """`digits` one by one."""
    own = _own_digits(lang)
    return own(digits) if own else " ".join(_digit(digit, lang) for digit in digits)


def in_pairs(digits: str, lang: str) -> str:
    """An even run of `digits` in two-digit numbers, a pair with a leading zero digit by digit ("1177": "elva
    sjuttiosju", "1102": "elva noll två")."""
    pairs = (digits[i : i + 2] for i in range(0, len(digits), 2))
    return " ".join(digit_words(pair, lang) if pair[0] == "0" else number_words(int(pair), lang) for pair in pairs)


@lru_cache(maxsize=64)
def _own_digits(lang: str) -> Callable[[str], str] | None:
    from handler.text.normalize.languages import home

    return home(lang).digit_words


@lru_cache(maxsize=512)
def _digit(digit: str, lang: str) -> str:
    return number_words(int(digit), lang)
