"""Chunking: the official package's chunks where it stays within the limit, and never a lost character,
an empty chunk or a chunk over the limit."""

from __future__ import annotations

import re

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st
from supertonic.utils import chunk_text as official_chunk_text

from handler.text.chunking import Chunk, _paragraphs, chunk_text, sentence_spans

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


# --- the short first chunk -------------------------------------------------------------------------

LONG_ENGLISH = " ".join(
    f"Sentence number {n} is here, and it carries a clause; then it goes on a little more." for n in range(12)
)[:1_000]
FIRST_CHUNK_CASES = [
    # (text, max_len, first_len, expected first chunk)
    (
        "Hello from Supertonic. This is a short demo of streaming speech, which starts after the first sentence.",
        300, 80, "Hello from Supertonic.",
    ),
    (
        "This first sentence is rather long, with a clause break in the middle of it, and it continues well past "
        "the bound. Then more.",
        300, 80, "This first sentence is rather long, with a clause break in the middle of it,",
    ),
    (  # too short a first sentence takes the next one along
        "Hi. Ok. This is it, the rest of a long paragraph that has to go on past the bound for a while.",
        300, 40, "Hi. Ok. This is it,",
    ),
    (
        "Guten Tag, meine Damen und Herren. Willkommen an Bord unseres Fluges nach Berlin, die Flugzeit beträgt "
        "heute etwa eine Stunde und zwanzig Minuten.",
        300, 80, "Guten Tag, meine Damen und Herren.",
    ),
    (
        "Sehr geehrte Kundinnen und Kunden, aufgrund von Bauarbeiten verkehren die Züge zwischen Hamburg und "
        "Bremen heute nur stündlich.",
        300, 80, "Sehr geehrte Kundinnen und Kunden,",
    ),
    (
        "안녕하세요, 여러분. 오늘은 날씨가 좋아서 공원에 산책하러 갑니다. "
        "내일은 비가 온다고 하니 집에서 책을 읽을 생각입니다.",
        120, 40, "안녕하세요, 여러분.",
    ),
    (  # Japanese: a sentence mark without a space ends the first sentence
        "今日はいい天気なので、公園に散歩に行きます。明日は雨が降るそうなので、家で本を読むつもりです。" * 2,
        120, 40, "今日はいい天気なので、公園に散歩に行きます。",
    ),
    (  # Japanese: a clause mark
        "今日はとてもいい天気なので友達と一緒に近くの大きな公園に散歩に行きます、それから駅前の店で昼ご飯を食べます。",
        120, 40, "今日はとてもいい天気なので友達と一緒に近くの大きな公園に散歩に行きます、",
    ),
    (LONG_ENGLISH, 300, 80, "Sentence number 0 is here, and it carries a clause;"),
]  # fmt: skip


@pytest.mark.parametrize(("text", "max_len", "first_len", "expected"), FIRST_CHUNK_CASES)
def test_first_chunk_ends_at_a_sentence_or_clause(text: str, max_len: int, first_len: int, expected: str) -> None:
    chunks = chunk_text(text, max_len, first_len)
    assert chunks[0].text == expected
    assert len(chunks[0].text) <= first_len
    check_chunks(text, chunks, max_len)
    # The rest is packed as usual: the second chunk is longer than the bound when the text allows.
    assert len(chunks) > 1


# A first sentence without a clause break within the bound stays whole: a cut at a space would end the piece
# mid-phrase, and the model's clean-up would add a period ("...will take place in the.").
WHOLE_FIRST_SENTENCES = [
    ("Here is a sentence that has no clause breaks at all and just keeps on going until it is very long indeed.",
     300, 60),
    ("The quarterly meeting of the regional planning committee will take place in the main hall upstairs. "
     "Please be on time.", 300, 80),
    ("오늘은 날씨가 정말 좋아서 친구들과 함께 공원에 가서 산책도 하고 점심도 먹고 오후에는 영화를 볼 계획입니다. "
     "내일은 집에 있을 거예요.", 120, 30),
    ("今日はとてもいい天気なので友達と一緒に近くの大きな公園まで散歩に行きます。明日は雨です。", 120, 20),
]  # fmt: skip


@pytest.mark.parametrize(("text", "max_len", "first_len"), WHOLE_FIRST_SENTENCES)
def test_first_sentence_without_a_clause_break_stays_whole(text: str, max_len: int, first_len: int) -> None:
    chunks = chunk_text(text, max_len, first_len)
    start, end = sentence_spans(text)[0]
    assert chunks[0].text == text[start:end] and chunks[0].sentence_end
    assert len(chunks) == len(sentence_spans(text))  # one sentence a chunk here
    check_chunks(text, chunks, max_len)


def test_a_sentence_longer_than_the_limit_without_breaks_keeps_its_pieces() -> None:
    text = "あ" * 150
    assert [len(chunk.text) for chunk in chunk_text(text, 120, 60)] == [120, 30]
    assert [chunk.sentence_end for chunk in chunk_text(text, 120, 60)] == [False, True]


def test_first_chunk_is_left_alone_when_it_already_fits() -> None:
    text = "Hello from Supertonic. This is short."
    assert chunk_text(text, 300, 80) == chunk_text(text, 300) == [Chunk(text, 0, len(text))]


def test_first_chunk_planning_only_touches_the_first_paragraph() -> None:
    paragraph = "A first sentence that is long enough. " * 5
    text = f"{paragraph}\n\n{paragraph}"
    planned, plain = chunk_text(text, 300, 60), chunk_text(text, 300)
    assert planned[0].text == "A first sentence that is long enough."
    assert planned[-1] == plain[-1]


def test_first_chunk_never_leaves_a_tiny_tail() -> None:
    text = "This sentence runs to just above the bound, and then it ends: so."
    chunks = chunk_text(text, 300, 60)
    assert len(chunks[0].text) <= 60 and all(len(chunk.text) >= 10 for chunk in chunks)
    check_chunks(text, chunks, 300)


first_lens = st.sampled_from([1, 10, 15, 30, 60, 80, 120, 500])


@settings(max_examples=300, deadline=None)
@given(text=texts, max_len=limits, first_len=first_lens)
def test_first_chunk_keeps_every_character_within_the_limits(text: str, max_len: int, first_len: int) -> None:
    planned, plain = chunk_text(text, max_len, first_len), chunk_text(text, max_len)
    check_chunks(text, planned, max_len)
    assert bool(planned) == bool(plain)
    if planned:
        bound = min(max(first_len, 10), max_len)
        # Within the bound, or whole pieces (a sentence, or a piece of an over-long one) from the plain start.
        assert len(planned[0].text) <= bound or plain[0].text.startswith(planned[0].text)
        # Only the first paragraph changes: the chunks after it are today's.
        paragraph_end = next(_paragraphs(text))[1]
        assert [c for c in planned if c.start >= paragraph_end] == [c for c in plain if c.start >= paragraph_end]


words = st.lists(
    st.sampled_from(["a", "word", "Hello", "sentence", "clause,", "end.", "stop!", "why?", "semi;", "—", "x" * 12]),
    min_size=1,
    max_size=80,
).map(" ".join)


@settings(max_examples=300, deadline=None)
@given(text=words, max_len=st.sampled_from([60, 120, 300]), first_len=st.sampled_from([30, 60, 80, 120]))
def test_first_chunk_of_ordinary_words_ends_at_punctuation_or_a_sentence_end(
    text: str, max_len: int, first_len: int
) -> None:
    chunks, plain = chunk_text(text, max_len, first_len), chunk_text(text, max_len)
    check_chunks(text, chunks, max_len)
    first = chunks[0]
    sentence_ends = {end for _, end in sentence_spans(text)}
    if first != plain[0]:
        # A planned first chunk ends after punctuation of the text or at a sentence end; only a sentence longer
        # than max_len (which has to be split somewhere) may end it at a space.
        longest = max(end - start for start, end in sentence_spans(text))
        assert first.text.endswith((".", "!", "?", ",", ";", "—")) or first.end in sentence_ends or longest > max_len
        assert first.sentence_end == (first.end in sentence_ends or first.text.endswith((".", "!", "?")))
    # Never inside a word: the first chunk ends where the text has whitespace or ends.
    assert first.end == len(text) or text[first.end].isspace()
    assert len(first.text) >= 10 or first.end == len(text) or first.text.endswith((".", "!", "?"))


@settings(max_examples=200, deadline=None)
@given(text=texts, max_len=limits)
def test_first_chunk_off_is_todays_chunking(text: str, max_len: int) -> None:
    assert chunk_text(text, max_len, 0) == chunk_text(text, max_len)
