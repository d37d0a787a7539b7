"""Every text operation is linear in its input: crafted runs of 10,000 and 100,000 characters of each pattern
family, in every language. A pattern that retries a long run from each of its characters takes 100 times as long
for 10 times the text (10,000 "a" took 3.3 s and 100,000 took 245 s); here the longer run may take at most
3 x 10 times as long, plus half a second of slack for noise on a shared machine. This compares two runs on the
same machine, not an absolute time. The garbage collector is paused while a run is timed: a full collection walks
the whole test session's heap, which is not the text's cost (it made a 100,000-character run look 48 times as
slow as a 10,000-character one late in a full test run)."""

from __future__ import annotations

import gc
import os
import time
from collections.abc import Callable

import pytest

from handler.text.frontend import prepare_text
from handler.text.languages import LANGUAGES
from handler.text.normalize import normalize
from tools.synthetic_model import build_indexer

SUPPORTED = frozenset(chr(code) for code, index in enumerate(build_indexer()) if index != -1)

# (head, unit): the input is head + unit repeated, cut to the length.
FAMILIES = {
    "letters": ("", "a"),
    "digits": ("", "7"),
    "digit groups": ("1", ",000"),
    "digit list": ("", "1,"),
    "dotted groups": ("1", ".000"),
    "spaced groups": ("1", " 000"),
    "dots": ("", "a."),
    "dotted digits": ("", "1."),
    "at signs": ("", "a@"),
    "slashes": ("", "a/"),
    "dashes": ("", "12-"),
    "word dashes": ("", "a-"),
    "spaces": ("", "a "),
    "spaced digits": ("", "1 "),
    "colons": ("", "1:"),
    "phone groups": ("+1", " 800"),
    "web names": ("www", ".a1"),
    "capitals": ("", "A"),
    "capitalised words": ("", "Ab "),
    "house numbers": ("", "1 Ab "),
    "kana and digits": ("", "は1-"),
}
# Every language's rules are built from the same class modules; these languages cover each different path (English
# and Korean rules of their own, Japanese unspaced, CLDR's spell-out rules, right-to-left, Devanagari, a language
# that writes numbers with spaces). The whole sweep, every language, takes about 8 minutes on 2 cores:
# SUPERTONIC_LINEAR_ALL=1 runs it.
SWEEP = LANGUAGES if os.environ.get("SUPERTONIC_LINEAR_ALL") else ("en", "ko", "ja", "de", "fr", "ru", "ar", "hi")


def crafted(family: str, length: int) -> str:
    head, unit = FAMILIES[family]
    return (head + unit * (length // len(unit) + 1))[:length]


def timed(call: Callable[[], object]) -> float:
    # Paused, not run first: late in a full test run one full collection takes seconds, for every timed run.
    gc.disable()
    try:
        started = time.perf_counter()
        call()
        return time.perf_counter() - started
    finally:
        gc.enable()


def seconds(text: str, lang: str) -> float:
    return timed(lambda: normalize(text, lang))


def cases() -> list:
    params = []
    for lang in SWEEP:
        for family in FAMILIES:
            params.append(pytest.param(lang, family, id=f"{lang}-{family}"))
    return params


@pytest.mark.parametrize(("lang", "family"), cases())
def test_normalize_is_linear(lang: str, family: str) -> None:
    assert_linear(crafted(family, 10_000), crafted(family, 100_000), lang)


def assert_linear(short: str, long: str, lang: str) -> None:
    """The text ten times as long takes at most 3 x 10 times as long to normalise, plus slack."""
    seconds(short, lang)  # warm: patterns compiled, words cached
    short_time = min(seconds(short, lang) for _ in range(2))
    bound = 3 * 10 * short_time + 0.5
    long_time = seconds(long, lang)
    if long_time > bound:  # once more: a pause of the shared machine's is not the pattern's cost, a quadratic run is
        long_time = min(long_time, seconds(long, lang))
    assert long_time <= bound, (short_time, long_time)


# Languages that join a case ending written after a number to its words ("2024'te", "10:llä", "20.30-kor"): each
# ending looks back for the word before it.
ENDINGS = {"tr": "1'de ", "fi": "10:llä ", "hu": "20-kor "}


@pytest.mark.parametrize(("lang", "unit"), ENDINGS.items())
def test_case_endings_after_numbers_are_linear(lang: str, unit: str) -> None:
    assert_linear(unit * (10_000 // len(unit)), unit * (100_000 // len(unit)), lang)


@pytest.mark.parametrize("lang", ["en", "de", "ja", "ko"])
def test_chunking_a_crafted_text_is_linear(lang: str) -> None:
    def run(length: int) -> float:
        text = crafted("spaces", length // 2) + crafted("dots", length // 2)
        return timed(lambda: prepare_text(text, lang=lang, supported=SUPPORTED, first_chunk_length=80))

    run(10_000)
    assert run(100_000) <= 3 * 10 * min(run(10_000) for _ in range(2)) + 0.5
