"""Digits said one by one and small numbers, in every language: the words phone numbers, addresses and web
addresses are read with.

    from handler.text.normalize.spoken_digits import digit_words, number_words

    digit_words("030", "de")     # "null drei null"
    digit_words("010", "ko")     # "공일공" (Korean reads 0 as 공 in numbers said digit by digit)
    number_words(45, "fr")       # "quarante-cinq"

English and Korean take their own word modules; the others num2words or CLDR's rules (numwords.py).
"""

from __future__ import annotations

from functools import lru_cache

from handler.text.normalize import en_words, ko_words
from handler.text.normalize.numwords import cardinal


@lru_cache(maxsize=4096)
def number_words(number: int, lang: str) -> str:
    """`number` (a small one: a phone group, a house number) as the language counts it."""
    if lang == "en":
        return en_words.cardinal(number)
    if lang == "ko":
        return ko_words.sino(number) if number else "영"
    return cardinal(number, lang) or str(number)


def digit_words(digits: str, lang: str) -> str:
    """`digits` one by one."""
    if lang == "ko":
        return ko_words.digits(digits)
    return " ".join(_digit(digit, lang) for digit in digits)


@lru_cache(maxsize=512)
def _digit(digit: str, lang: str) -> str:
    return number_words(int(digit), lang)
