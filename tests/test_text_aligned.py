"""AlignedText: substitutions that keep every output character's source span."""

from __future__ import annotations

import re

from hypothesis import given, settings
from hypothesis import strategies as st

from handler.text.normalize.aligned import AlignedText


def spans(aligned: AlignedText) -> list[tuple[int, int]]:
    return list(zip(aligned.starts, aligned.ends, strict=True))


def test_identity() -> None:
    aligned = AlignedText.of("abc")
    assert aligned.text == "abc" and spans(aligned) == [(0, 1), (1, 2), (2, 3)]
    assert aligned.source_span(0, 3) == (0, 3)
    assert aligned.source_span(1, 1) == (1, 1) and aligned.source_span(3, 3) == (3, 3)


def test_sub_maps_replacements_to_the_whole_match() -> None:
    aligned = AlignedText.of("Pay $5 now").sub(re.compile(r"\$(\d)"), lambda m: f"{m[1]} dollars")
    assert aligned.text == "Pay 5 dollars now"
    assert aligned.source_span(4, 13) == (4, 6)  # "5 dollars" <- "$5"
    assert aligned.source_span(14, 17) == (7, 10)  # "now" is untouched
    assert aligned.final.tolist() == [False] * 4 + [True] * 9 + [False] * 4


def test_repl_returning_none_keeps_the_match() -> None:
    aligned = AlignedText.of("in 1999, in 12").sub(re.compile(r"\d+"), lambda m: None if m.group() == "12" else "Y")
    assert aligned.text == "in Y, in 12"
    assert aligned.source_span(3, 4) == (3, 7)
    assert aligned.source_span(9, 11) == (12, 14)  # the kept "12", shifted


def test_later_substitutions_leave_final_characters_alone() -> None:
    aligned = AlignedText.of("API 5").sub(re.compile("API"), lambda m: "A P I 5")
    aligned = aligned.sub(re.compile(r"\d"), lambda m: "five")
    assert aligned.text == "A P I 5 five"


def test_spans_compose_back_to_the_original() -> None:
    aligned = AlignedText.of("ab12cd").sub(re.compile(r"\d+"), lambda m: "xyz")
    aligned = aligned.sub(re.compile("cd"), lambda m: "")  # deletion
    aligned = aligned.sub(re.compile("b"), lambda m: "BB")
    assert aligned.text == "aBBxyz"
    assert spans(aligned) == [(0, 1), (1, 2), (1, 2), (2, 4), (2, 4), (2, 4)]
    assert aligned.source_length == 6


@settings(max_examples=200, deadline=None)
@given(text=st.text(alphabet="ab 12.", max_size=40))
def test_spans_stay_ordered_and_in_bounds(text: str) -> None:
    aligned = AlignedText.of(text)
    aligned = aligned.sub(re.compile(r"\d+"), lambda m: "n" * len(m.group()) * 2)
    aligned = aligned.sub(re.compile(r"a+"), lambda m: "")
    aligned = aligned.sub(re.compile(r"\."), lambda m: " dot ")
    assert len(aligned.starts) == len(aligned.ends) == len(aligned.final) == len(aligned.text)
    assert list(aligned.starts) == sorted(aligned.starts) and list(aligned.ends) == sorted(aligned.ends)
    assert all(0 <= s < e <= len(text) for s, e in spans(aligned))
    # Characters nobody rewrote map to themselves.
    assert all(
        text[s:e] == c for c, (s, e), f in zip(aligned.text, spans(aligned), aligned.final, strict=True) if not f
    )
