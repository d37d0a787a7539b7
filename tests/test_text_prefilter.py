"""The prefilter passes a rule by only where its pattern cannot match (handler/text/normalize/prefilter.py)."""

from __future__ import annotations

import re

from hypothesis import given, settings
from hypothesis import strategies as st

from handler.text.languages import LANGUAGES
from handler.text.normalize.classes import class_rules
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
    for written, other in (("Ⅻ", "ⅻ"), ("Ⓐ", "ⓐ")):  # characters with a case that are no letters
        pattern = re.compile(rf"(?i:{written})")
        assert pattern.search(other) and may_match(pattern, other)


def test_ignored_case_checks_every_letter_that_matches() -> None:
    pattern = re.compile(r"(?i:sk)\d")
    for text in ("SK1", "sk1", "ſ\u212a1"):  # the long s and the Kelvin sign match "s" and "k" too
        assert pattern.search(text)
        assert may_match(pattern, text)


_PATTERNS = sorted({rule.pattern for lang in LANGUAGES for rule in class_rules(lang)}, key=lambda p: p.pattern)
_ALPHABET = "0123456789 .,:;/-–'’\"()%$£€°½¼ABCDEFIKLMNOSTVXabcdefhiklmnoprstuvxſİıKäöüéçñßЁёжгод年月日"


@settings(max_examples=60, deadline=None)
@given(st.text(alphabet=_ALPHABET, min_size=1, max_size=40))
def test_never_passes_by_a_pattern_that_matches(text: str) -> None:
    for pattern in _PATTERNS:
        if pattern.search(text):
            assert may_match(pattern, text), pattern.pattern
