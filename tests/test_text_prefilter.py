"""The prefilter passes a rule by only where its pattern cannot match (handler/text/normalize/prefilter.py)."""

from __future__ import annotations

import re

from hypothesis import given, settings
from hypothesis import strategies as st

from handler.text.languages import LANGUAGES
from handler.text.normalize import normalize, rules
from handler.text.normalize.prefilter import may_match, required


def test_a_pattern_needing_what_the_text_lacks_is_passed_by() -> None:
    assert not may_match(re.compile(r"(?P<n>\d+)ers(?!\w)"), "the 49 fans")
    assert may_match(re.compile(r"(?P<n>\d+)ers(?!\w)"), "the 49ers")
    assert not may_match(re.compile(r"\d/\d"), "3 of 4")
    assert not may_match(re.compile(r"(?<=\bper )[£$]"), "5 per cent")  # a look-behind's words are in the text too
    assert not may_match(re.compile(r"(?:BCE|BC|AD)\b"), "in 1066")


def test_what_cannot_be_known_is_not_checked() -> None:
    assert required(re.compile(r"\d+")) == ()  # a category: no string to look for
    assert required(re.compile(r"(?:st|x?)\d")) == ()  # a branch that may match nothing
    assert required(re.compile(r"[^/]+")) == ()  # a negated set
    assert may_match(re.compile(r"(?i:straße)"), "STRASSE") is True  # a letter outside ASCII under ignored case
    assert re.search(r"(?i:straße)", "STRAẞE") and may_match(re.compile(r"(?i:straße)"), "STRAẞE")
    for written, other in (("Ⅻ", "ⅻ"), ("Ⓐ", "ⓐ")):  # characters with a case that are no letters
        pattern = re.compile(rf"(?i:{written})")
        assert pattern.search(other) and may_match(pattern, other)


def test_ignored_case_checks_every_letter_that_matches() -> None:
    pattern = re.compile(r"(?i:sk)\d")
    for text in ("SK1", "sk1", "ſ\u212a1"):  # the long s and the Kelvin sign match "s" and "k" too
        assert pattern.search(text)
        assert may_match(pattern, text)
    beside = re.compile(r"(?i:sk)/\d")  # letters beside a telling "/": only the "/" is asked for
    assert required(beside) == (("/",),)
    for text in ("SK/1", "sk/1", "ſ\u212a/1"):
        assert beside.search(text) and may_match(beside, text)


def _checked_patterns() -> list[re.Pattern[str]]:
    """Every pattern apply_rules asks the prefilter about, in every language (the classes' and the homes' own
    passes): recorded while a sentence is normalised, the real prefilter still answering."""
    seen: dict[tuple[str, int], re.Pattern[str]] = {}
    real = rules.may_match

    def recording(pattern: re.Pattern[str], text: str) -> bool:
        seen[(pattern.pattern, pattern.flags)] = pattern
        return real(pattern, text)

    rules.may_match = recording
    try:
        for lang in LANGUAGES:
            normalize("On 3.5.2024 at 10:30, 5 kg cost €12.50 (about 1/2 of it).", lang)
    finally:
        rules.may_match = real
    return sorted(seen.values(), key=lambda pattern: (pattern.pattern, pattern.flags))


_PATTERNS = _checked_patterns()
# Texts made of what the patterns ask for ("ers", "B.C.", a month's name) and of the characters around numbers, so
# that the patterns the prefilter does check are the ones that match.
_PIECES = sorted({part for pattern in _PATTERNS for group in required(pattern) for part in group})
_AROUND = list("0123456789 .,:;/-–'()%$£€°½ABCabcſİı年月")


@settings(max_examples=80, deadline=None)
@given(st.lists(st.sampled_from(_PIECES) | st.sampled_from(_AROUND), min_size=1, max_size=12).map("".join))
def test_never_passes_by_a_pattern_that_matches(text: str) -> None:
    for pattern in _PATTERNS:
        if pattern.search(text):
            assert may_match(pattern, text), pattern.pattern
