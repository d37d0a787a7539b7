"""Chunking: the official package's chunks where it stays within the limit, and never a lost character,
an empty chunk or a chunk over the limit."""

from __future__ import annotations

import re

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st
from supertonic.utils import chunk_text as official_chunk_text

from handler.text.chunking import Chunk, chunk_text

WORDS = ["a", "word", "Hello", "sentence", "x" * 7, "Mr.", "Dr.", "e.g.", "etc.", "U.S.", "A.", "J.", "Ph.D."]
PUNCTUATION = [".", "!", "?", ",", ";", ":", "…", '."', ".)", " -", "—", "。", "！", "、", "，"]
SPACES = [" ", " ", " ", "  ", "\n", "\n\n", " \n \n ", "\t", "\u3000"]
CJK = ["日本語", "今日は", "한국어", "晴れ"]
LONG = ["y" * 45, "https://example.com/" + "z" * 30]

tokens = st.sampled_from(WORDS + PUNCTUATION + SPACES + CJK + LONG)
texts = st.lists(st.one_of(tokens, st.characters(), st.text(max_size=3)), max_size=80).map("".join)
# Text made of sentences, for comparing with the official chunker where it stays within the limit.
sentences = st.lists(
    st.sampled_from(WORDS + [" ", " ", " ", ". ", "! ", "? ", "\n", "\n\n", ".  ", "?\n"]), max_size=60
)
limits = st.sampled_from([10, 12, 20, 33, 60, 120, 300])


def collapse(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip()


def check_chunks(text: str, chunks: list[Chunk], max_len: int) -> None:
    for chunk in chunks:
        assert 0 < len(chunk.text) <= max_len
        assert chunk.text == chunk.text.strip()
        # The span indexes the input: same text, whitespace aside.
        assert collapse(text[chunk.start : chunk.end]) == collapse(chunk.text)
    assert all(a.end <= b.start for a, b in zip(chunks, chunks[1:], strict=False))
    # Nothing but whitespace is lost, and the order is kept.
    assert "".join("".join(chunk.text.split()) for chunk in chunks) == "".join(text.split())


@settings(max_examples=300, deadline=None)
@given(text=texts, max_len=limits)
def test_chunks_keep_every_character_within_the_limit(text: str, max_len: int) -> None:
    check_chunks(text, chunk_text(text, max_len), max_len)


@settings(max_examples=300, deadline=None)
@given(parts=sentences, max_len=limits)
def test_chunks_equal_the_official_ones_when_those_fit(parts: list[str], max_len: int) -> None:
    text = "".join(parts)
    official = official_chunk_text(text, max_len)
    assume(all(len(chunk) <= max_len for chunk in official))
    assert [chunk.text for chunk in chunk_text(text, max_len)] == official


def test_sentences_pack_up_to_the_limit_without_splitting_abbreviations() -> None:
    text = "Mr. Smith met Dr. Jones. They talked, e.g. about J. Doe. It rained!"
    assert [c.text for c in chunk_text(text, 32)] == [
        "Mr. Smith met Dr. Jones.",
        "They talked, e.g. about J. Doe.",
        "It rained!",
    ]
    assert [c.text for c in chunk_text(text, 300)] == [text]


def test_paragraphs_are_never_joined() -> None:
    chunks = chunk_text("One.\n\nTwo.\n  \n\nThree.", 300)
    assert [(c.text, c.start, c.end) for c in chunks] == [("One.", 0, 4), ("Two.", 6, 10), ("Three.", 15, 21)]


def test_sentences_joined_with_one_space_keep_their_spans() -> None:
    text = "  First one.\n Second one!  "
    assert chunk_text(text, 300) == [Chunk("First one. Second one!", 2, 25)]


def test_long_sentence_splits_at_clauses_first() -> None:
    text = "This first clause is fairly long, and this second one is also long; then a third part ends it."
    assert [c.text for c in chunk_text(text, 40)] == [
        "This first clause is fairly long,",
        "and this second one is also long;",
        "then a third part ends it.",
    ]


def test_long_sentence_without_punctuation_splits_at_spaces() -> None:
    text = " ".join(["word"] * 30)  # 149 characters, one sentence
    chunks = chunk_text(text, 50)
    assert [len(c.text) for c in chunks] == [49, 49, 49]
    assert all(c.text.split() == ["word"] * 10 for c in chunks)


def test_quoted_sentence_end_splits_a_long_sentence() -> None:
    text = 'He said "this is the first part." and then "here is the second one."'
    assert [c.text for c in chunk_text(text, 40)] == [
        'He said "this is the first part."',
        'and then "here is the second one."',
    ]


def test_cjk_without_spaces_splits_at_sentence_marks_then_commas_then_hard() -> None:
    sentence = "今日は晴れです。"  # 8 characters
    text = sentence * 4
    assert [c.text for c in chunk_text(text, 20)] == [sentence * 2, sentence * 2]
    assert [c.text for c in chunk_text("東京、大阪、京都、名古屋、福岡。", 10)] == [
        "東京、大阪、京都、",
        "名古屋、福岡。",
    ]
    unbroken = "あ" * 25
    assert [c.text for c in chunk_text(unbroken, 10)] == ["あ" * 10, "あ" * 10, "あ" * 5]


def test_a_word_longer_than_the_limit_is_the_only_thing_split_inside() -> None:
    url = "https://example.com/" + "a" * 40
    chunks = chunk_text(f"See {url} now.", 25)
    assert [c.text for c in chunks] == ["See", url[:25], url[25:50], url[50:] + " now."]


def test_hard_split_keeps_combining_marks_with_their_letter() -> None:
    text = "e\u0301" * 8  # 16 code points, no break
    chunks = chunk_text(text, 11)
    assert [c.text for c in chunks] == ["e\u0301" * 5, "e\u0301" * 3]


def test_empty_and_tiny_limits() -> None:
    assert chunk_text("", 300) == []
    assert chunk_text(" \n\n\t ", 300) == []
    with pytest.raises(ValueError, match="at least 10"):
        chunk_text("Hello.", 9)
