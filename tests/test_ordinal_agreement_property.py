"""Ordinals that agree with their noun, on generated input: in every language whose ordinals take the noun's
gender and case, a dotted ordinal before any word is either read (its digits are gone) or left exactly as written,
and a century in roman numerals before its noun is read, in any case the noun is in. The readings themselves are
held by tests/frontend_cases/."""

from __future__ import annotations

import re

from hypothesis import given, settings
from hypothesis import strategies as st

from handler.text.normalize import normalize
from handler.text.normalize.agreement import AGREEING_LANGUAGES

# Lowercase letters of the languages, their case endings among them, so that generated nouns end in every way.
LETTERS = "abcdefghijklmnoprstuvyzáéíóúýčďěňřšťžąęłńśźżćđâăîșțäõöüāēīķļņūėįųůľĺŕô"
NOUNS = st.text(alphabet=LETTERS, min_size=1, max_size=14)
BEFORE = st.sampled_from(["", "na ", "w ", "ve ", "v ", "u ", "o ", "pri ", "on ", "nuo ", "Elan ", "Ta "])


@settings(max_examples=300, deadline=None)
@given(lang=st.sampled_from(sorted(AGREEING_LANGUAGES)), number=st.integers(1, 12_000), noun=NOUNS, before=BEFORE)
def test_a_dotted_ordinal_before_any_word_is_read_or_kept(lang: str, number: int, noun: str, before: str) -> None:
    written = f"{number}."
    spoken = normalize(f"{before}{written} {noun} end.", lang).text
    assert written in spoken or not re.search(r"\d", spoken), (lang, number, noun, spoken)


# A century's noun after its numeral (with the ordinal period where the language writes one): after a preposition
# in the case it asks for, and alone in the nominative. The roman numeral class reads a numeral there.
CENTURIES = {
    "cs": ("v ", ". století", ". století"), "sk": ("v ", ". storočí", ". storočie"),
    "hr": ("u ", ". stoljeću", ". stoljeće"), "pl": ("w ", " wieku", " wiek"), "lv": ("", " gadsimtā", " gadsimts"),
    "lt": ("", " amžiuje", " amžius"), "et": ("", " sajandil", " sajand"),
}  # fmt: skip


def roman(value: int) -> str:
    """The standard Roman numeral of 1-3999."""
    numerals = ((1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"), (50, "L"), (40, "XL"),
                (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I"))  # fmt: skip
    written = ""
    for amount, letters in numerals:
        count, value = divmod(value, amount)
        written += letters * count
    return written


@settings(max_examples=200, deadline=None)
@given(lang=st.sampled_from(sorted(CENTURIES)), century=st.integers(1, 30), preposition=st.booleans())
def test_a_century_in_roman_numerals_is_read(lang: str, century: int, preposition: bool) -> None:
    numeral = roman(century)
    before, after_preposition, alone = CENTURIES[lang]
    text = f"{before}{numeral}{after_preposition}" if preposition else f"{numeral}{alone}"
    spoken = normalize(f"Tak {text} end.", lang).text
    assert numeral not in spoken.split() and f"{numeral}." not in spoken, (lang, numeral, spoken)
    assert not re.search(r"\d", spoken), (lang, numeral, spoken)
