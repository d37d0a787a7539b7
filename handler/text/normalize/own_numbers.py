"""A language that reads its own numbers (its words module, not num2words or CLDR): the words its home gives the
class modules, and the family of rules its amounts are written in.

    from handler.text.normalize.languages import home

    home("en").own_numbers.decimal(parse_number("12.5"))   # "twelve point five"
    home("ko").own_numbers.cardinal(50)                     # "오십" (Sino-Korean, as money's hundredths say it)
    home("de").own_numbers                                  # None: the libraries say German numbers

The family names the rule builders of money and measures (classes/money.py, classes/measure.py): ENGLISH (a symbol
before the amount, hundredths named after "and", a scale word after the number: "$1.5 million") or KOREAN (a big
unit written against the number, the currency said after it: "₩30조", particles after units: "5km를").
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Final, Literal

from handler.text.normalize.numbers import Number

ENGLISH: Final = "english"
KOREAN: Final = "korean"
Family = Literal["english", "korean"]


@dataclass(frozen=True)
class OwnNumbers:
    family: Family
    # A count ("twelve", "십이": the hundredths of an amount).
    cardinal: Callable[[int], str]
    # An integer as written: a number, or digit by digit when long or zero-padded.
    integer: Callable[[str], str]
    # A number with its fraction: "twelve point five".
    decimal: Callable[[Number], str]
