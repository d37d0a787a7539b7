"""Math operators, identifiers and short scale words on generated input: an operator between numbers is said as its
word and no digit is left; a PIN after its announcing word is read digit by digit (one word per digit); a phone
number's "+" and code such as "x=1" are left to their own classes; "2,5 mld. Kč" leaves no digit nor short form."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from handler.text.languages import LANGUAGES
from handler.text.normalize import normalize
from handler.text.normalize.languages import home

WITH_OPERATORS = [lang for lang in LANGUAGES if home(lang).operators]


@settings(max_examples=120, deadline=None)
@given(
    lang=st.sampled_from(WITH_OPERATORS),
    left=st.integers(0, 10**6),
    right=st.integers(0, 10**6),
    operator=st.sampled_from(["+", "=", "×", "÷", "·"]),
    spaced=st.booleans(),
)
def test_an_operator_between_numbers_is_said(lang: str, left: int, right: int, operator: str, spaced: bool) -> None:
    gap = " " if spaced else ""
    read = normalize(f"{left}{gap}{operator}{gap}{right}", lang).text
    assert not any(char.isdigit() for char in read), read
    if operator in home(lang).operators:
        assert operator not in read, read


DIGIT_NAMES = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine")


@settings(max_examples=60, deadline=None)
@given(digits=st.text("0123456789", min_size=3, max_size=8))
def test_a_pin_is_read_digit_by_digit(digits: str) -> None:
    read = normalize(f"Your PIN is {digits}.", "en").text
    assert read.removesuffix(".").split()[3:] == [DIGIT_NAMES[int(digit)] for digit in digits], read


def test_a_phone_number_and_code_keep_their_signs() -> None:
    assert normalize("x=1", "en").text == "x=one"
    assert "plus" in normalize("Call +49 30 12345678.", "de").text  # the telephone class's own reading


SCALED = {"cs": "mld. Kč", "pl": "mln zł", "ru": "млн руб.", "de": "Mio. €", "nl": "mln. euro", "sl": "mrd. €"}


@settings(max_examples=60, deadline=None)
@given(lang=st.sampled_from(sorted(SCALED)), number=st.integers(1, 999), tenths=st.none() | st.integers(1, 9))
def test_a_scale_word_written_short_is_said(lang: str, number: int, tenths: int | None) -> None:
    amount = f"{number},{tenths}" if tenths else str(number)
    read = normalize(f"Celkem {amount} {SCALED[lang]} a dost.", lang).text
    assert not any(char.isdigit() for char in read), read
    assert SCALED[lang].split()[0] not in read, read
