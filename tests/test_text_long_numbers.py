"""Numbers of any length have words: a run of thousands of digits (past Python's 4,300-digit limit on turning
text into an int) is read digit by digit in every language, never an error, and no digit reaches the model."""

from __future__ import annotations

import re

from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from handler.text.languages import LANGUAGES
from handler.text.normalize import normalize

# Where a long run sits: alone, after a currency symbol or code, a sign, a number sign, a date's start, a decimal
# point; before a unit, a currency, a suffix or a Korean counter.
PREFIXES = ("", "$", "-", "#", "1/1/", "€", "₩", "R$ ", "USD ", "0,", "0.", "%", "12 ", "−")
SUFFIXES = ("", " €", "%", " km", ",5", ".5", " руб.", "원", "개", "円", " kg", ",50 €", ".01")
# A decimal tail after the separator the language does not use ("9999.5" in German, "9999,5" in English) is not
# a number of that language: the run is read and the tail is left as written, so only "no error" holds there.
DECIMAL_TAILS = (",5", ".5", ",50 €", ".01")
LENGTHS = st.one_of(st.sampled_from([16, 4_300, 4_301, 4_400, 100_000]), st.integers(1, 6_000))


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    lang=st.sampled_from(LANGUAGES),
    prefix=st.sampled_from(PREFIXES),
    suffix=st.sampled_from(SUFFIXES),
    length=LENGTHS,
    digit=st.sampled_from("0123456789"),
)
# An amount in a language whose money agrees with its noun, one digit past Python's int() limit.
@example(lang="cs", prefix="", suffix=" €", length=4_301, digit="1")
@example(lang="en", prefix="", suffix="-1/2 miles", length=5_000, digit="1")  # a hyphenated mixed number
def test_any_length_of_digits_is_read(lang: str, prefix: str, suffix: str, length: int, digit: str) -> None:
    text = f"{prefix}{digit * length}{suffix}"
    spoken = normalize(text, lang).text
    if suffix not in DECIMAL_TAILS:
        assert not re.search(r"[0-9]", spoken), (lang, prefix, length, suffix, spoken[:200])
    assert length < 16 or digit * 16 not in spoken  # the run itself is read, whatever follows it


def test_a_4400_digit_number_reads_digit_by_digit() -> None:
    assert normalize("9" * 4400, "de").text == " ".join(["neun"] * 4400)  # the whole text: no sentence's capital
    assert normalize("9" * 4400 + " Leute.", "de").text == " ".join(["Neun"] + ["neun"] * 4399) + " Leute."
    assert normalize("$" + "1" * 4400 + ".5", "en").text.startswith("one one one")
    assert not re.search(r"[0-9]", normalize("9" * 4400 + "개", "ko").text)  # before a Korean counter
