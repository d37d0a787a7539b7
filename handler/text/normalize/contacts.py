"""How a language says electronic addresses and telephone numbers: the two fields of its home (languages/<code>.py)
that classes/electronic.py and classes/telephone.py read. The classes find the addresses and numbers; these say them.

    from handler.text.normalize.languages import home

    home("de").electronic.names()["@"]    # "ät": "anna@example.de" is "anna ät example Punkt de"
    home("fr").telephone.groups           # "pairs": "01 23" is "zéro un, vingt-trois"
    home("ja").telephone.say_digits("03") # "ゼロサン": Japanese says phone digits in their short forms

No library carries these words (CLDR names neither "@" nor how a phone number is grouped), so each language's are
written out in its home.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Literal

from handler.text.normalize.spoken_digits import digit_words


@dataclass(frozen=True)
class AddressWords:
    """The words for what web and e-mail addresses, IP addresses and file names are made of."""

    dot: str
    at: str
    slash: str
    dash: str
    underscore: str
    colon: str
    # A run of letters without a vowel ("www", "pdf", "bbc") is spelled letter by letter; False where letters are not
    # the language's own and are read as written (Japanese).
    spells_letter_runs: bool = True
    # A country's two-letter domain is spelled even with a vowel ("beispiel.de": "Punkt D E"), where the language says
    # it so, but for those it says as a word ("orf.at": "Punkt at"); elsewhere a domain with a vowel is read as a
    # word ("rtve.es": "punto es").
    spells_country_domains: bool = False
    domain_words: frozenset[str] = frozenset()

    def names(self) -> dict[str, str]:
        """Each separator and the word for it."""
        return {
            ".": self.dot,
            "@": self.at,
            "/": self.slash,
            "-": self.dash,
            "_": self.underscore,
            ":": self.colon,
        }


@dataclass(frozen=True)
class PhoneReading:
    """How the language reads a telephone number."""

    lang: str
    # The word for "+" before a country code ("plus", "más", "artı").
    plus: str
    # A group of digits: "digits" one by one (English, German, Japanese); "pairs", two-digit pieces as numbers, an odd
    # group starting with one digit (French "vingt-trois", Spanish); "numbers", groups of two and three as numbers,
    # longer ones in a three then pairs (Russian "сто двадцать три, сорок пять").
    groups: Literal["digits", "pairs", "numbers"] = "digits"
    # With "numbers": a group's leading trunk zero is said alone before the rest as a number ("0532": "sıfır beş yüz
    # otuz iki"), and digits run together are read as the groups people write (10 digits: three, three, two, two).
    trunk_zero_apart: bool = False
    # Between groups: a comma, a short pause ("، " in Arabic, "の" in Japanese, a space in Korean).
    separator: str = ", "
    # The country code digit by digit ("cộng tám bốn"), not as a number ("plus forty-nine").
    country_code_in_digits: bool = False
    # The language's words for a telephone or for calling before a number (regular expression alternatives, matched
    # without case): after one, any number of at least 5 digits is a phone number ("zavolejte", "звоните", "전화").
    words: str = ""
    # Digits said one by one, where the language has phone forms of its own (Japanese ニー, ゴー); None: its digit
    # words.
    digits: Callable[[str], str] | None = None
    # The words right after a number that make it one to call, where the verb ends the clause ("wenn Sie die 112
    # wählen", "die 110 anrufen"), as regular expression alternatives matched without case.
    words_after: str = ""
    # An emergency number after a word for calling is said digit by digit ("Ring 112": "ett ett två"), where the
    # language says it so (a Russian or Hungarian one says the number: "сто двенадцать").
    emergency_in_digits: bool = False
    # A number of four digits after a word for calling is a service number said in pairs ("Ring 1177": "elva
    # sjuttiosju"), where the language reads them so; a year-like one (1800-2099) is left alone ("ringde 2019").
    service_in_pairs: bool = False
    # The country's own numbers written in spaced groups without a trunk zero, as a regular expression of the whole
    # run (Spain's nine digits from 6 to 9 in threes: "600 123 456"), where a plain number would take that shape too.
    national: str = ""
    # The country's numbers whose area code is said as a number, as a regular expression of the whole run with the
    # code in the group "area" (Brazil's two-digit DDD: "(11) 3245-7890": "onze, três dois quatro cinco, ...").
    area_code_as_number: str = ""
    # The groups that open a number said as words, as the country says them (the groups joined by a space -> the
    # words: English "1 800": "one eight hundred", a toll-free number's prefix).
    said_prefixes: Mapping[str, str] = field(default_factory=dict)

    def say_digits(self, digits: str) -> str:
        """`digits` one by one, as the language reads them in a phone number."""
        return self.digits(digits) if self.digits else digit_words(digits, self.lang)
