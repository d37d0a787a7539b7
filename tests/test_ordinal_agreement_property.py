"""Ordinals that agree with their noun, on generated input: in every language whose ordinals take the noun's
gender and case, a dotted ordinal or a roman numeral before any word is either read (its digits are gone) or left
exactly as written, and nothing raises. The readings themselves are held by tests/frontend_cases/."""

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
ROMAN = st.sampled_from(["I", "II", "IV", "IX", "XIV", "XIX", "XX", "XXI", "MCM"])


@settings(max_examples=300, deadline=None)
@given(lang=st.sampled_from(sorted(AGREEING_LANGUAGES)), number=st.integers(1, 12_000), noun=NOUNS, before=BEFORE)
def test_a_dotted_ordinal_before_any_word_is_read_or_kept(lang: str, number: int, noun: str, before: str) -> None:
    written = f"{number}."
    spoken = normalize(f"{before}{written} {noun} end.", lang).text
    assert written in spoken or not re.search(r"\d", spoken), (lang, number, noun, spoken)


@settings(max_examples=200, deadline=None)
@given(lang=st.sampled_from(sorted(AGREEING_LANGUAGES)), numeral=ROMAN, noun=NOUNS, before=BEFORE)
def test_a_roman_numeral_before_any_word_is_read_or_kept(lang: str, numeral: str, noun: str, before: str) -> None:
    spoken = normalize(f"{before}Karel {numeral}. {noun} {numeral} {noun}.", lang).text
    assert not re.search(r"\d", spoken), (lang, numeral, noun, spoken)
