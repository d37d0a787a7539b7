"""Split text into chunks the model reads well: paragraphs, then sentences, packed up to a length limit.

    from handler.text.chunking import chunk_text

    for chunk in chunk_text(text, max_len=300, first_len=80):
        chunk.text           # what to synthesise, at most max_len characters (the first at most first_len)
        chunk.start, chunk.end   # where it came from: text[chunk.start:chunk.end]
        chunk.sentence_end   # False where the chunk was cut inside a sentence (a clause's pause follows)

Paragraphs end at a blank line. Sentences end at `.`, `!` or `?` followed by whitespace, except after
the official package's abbreviations (Mr., Mrs., Ms., Dr., Prof., Sr., Jr., Ph.D., etc., e.g., i.e., vs.,
Inc., Ltd., Co., Corp., St., Ave., Blvd.) and single capital letters ("J. Smith"). Sentences of a
paragraph are joined with one space while they fit. Up to here the chunks are the official package's,
character for character, and with `official=True` (text sent without normalisation) that is all: otherwise
`。！？` end a sentence too, with or without whitespace after them, as Japanese and Chinese write.

`written` (optional, one flag per character of `text`) marks the characters a normalisation rule wrote: a
break whose punctuation or space was written ("the third of May, twenty twenty-four" for "3 May 2024") lies
inside a verbalised token and is no break, so a chunk boundary falls between tokens whenever the text allows.

A sentence longer than `max_len` (which the official package passes on whole) is split further, each
step only where the previous one left a piece too long:
1. at other sentence ends: `.!?…` before closing quotes or brackets, and `。！？` even without a space;
2. at clause punctuation: `, ; :` before whitespace, a spaced dash, and `、，；：`;
3. at whitespace between tokens, then at any whitespace;
4. hard, every `max_len` characters. This is the one place a chunk boundary falls inside a word, and
   it happens only to a run of more than `max_len` characters without any of the breaks above
   (a very long URL, or CJK text without punctuation).
The pieces are packed like sentences, joined by a space where the text had whitespace and directly
where it had none, so every chunk is at most `max_len` characters, none is empty and no character
other than whitespace is lost.

A short first chunk (`first_len` > 0), so that streamed audio starts after one clause rather than after
a full chunk. It acts only when the first chunk packed as above is longer than `first_len` (values below
MIN_CHUNK_LENGTH count as MIN_CHUNK_LENGTH, values above `max_len` as `max_len`). The first chunk is then
the first sentence, with the next ones while it is shorter than MIN_CHUNK_LENGTH, if that fits in
`first_len`; else that sentence is cut after punctuation of the text itself (never a written one):
1. a sentence end inside it (`。` without a space, a closing quote after the period): the first one;
2. a clause break (`, ; :`, a spaced dash, CJK clause marks): the last one that fits;
3. the first sentence end inside it, though it does not fit.
Never at a bare space or inside a word: a cut there would end the piece mid-phrase, and the model's
clean-up would add a period to it (a false sentence end). A sentence without such a break stays whole
(it is at most `max_len`). A cut leaves at least MIN_CHUNK_LENGTH characters on each side, so neither half
is too short for the model. The rest of the first paragraph is packed as usual. With `first_len` = 0 the
chunks are exactly those above.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, TypeAlias

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

MIN_CHUNK_LENGTH = 10  # the official minimum: shorter chunks give poor speech

_NO_SPLIT_AFTER = (
    "Mr.", "Mrs.", "Ms.", "Dr.", "Prof.", "Sr.", "Jr.", "Ph.D.", "etc.", "e.g.", "i.e.", "vs.",
    "Inc.", "Ltd.", "Co.", "Corp.", "St.", "Ave.", "Blvd.",
)  # fmt: skip
# Negative lookbehinds placed right after a period: "this period does not end one of those".
_NOT_AN_ABBREVIATION = "".join(f"(?<!{re.escape(word)})" for word in _NO_SPLIT_AFTER) + r"(?<!\b[A-Z]\.)"

_PARAGRAPH_BREAK = re.compile(r"\n\s*\n")
# A sentence ends at . ! ? before whitespace: the official package's rule, all normalize=False chunks by.
_OFFICIAL_SENTENCE_BREAK = re.compile(rf"(?<=[.!?]){_NOT_AN_ABBREVIATION}\s+")
# Normalised text also ends one at 。！？ (a closing bracket or quote staying with it), with or without a space:
# Japanese puts none.
_SENTENCE_BREAK = re.compile(rf"{_OFFICIAL_SENTENCE_BREAK.pattern}|(?<=[。！？])[」』）\"”’]*\s*")
_SENTENCE_END_BREAK = re.compile(rf"(?:[!?…]|\.{_NOT_AN_ABBREVIATION})[\"'’”)\]»」』]*\s+|[。！？][」』）\"”’]*\s*")
_CLAUSE_BREAK = re.compile(r"[,;:][\"'’”)\]»]*\s+|\s[-–—]+\s+|[、，；：]\s*")
_SPACE = re.compile(r"\s+")
# Finer breaks for an over-long sentence, coarsest first: (pattern, whether a written break counts, whether a
# piece ending there ends a sentence). The punctuation stays with the left piece; the whitespace after it is
# the gap.
_LONG_SENTENCE_BREAKS = (
    (_SENTENCE_END_BREAK, False, True),
    (_CLAUSE_BREAK, False, False),
    (_SPACE, False, False),
    (_SPACE, True, False),
)
# The breaks a short first chunk may end at: punctuation of the text, never a bare space.
_FIRST_CHUNK_BREAKS = (_SENTENCE_END_BREAK, _CLAUSE_BREAK)

Piece = tuple[int, int, bool]  # (start, end, whether it ends a sentence)

Flags: TypeAlias = "Sequence[bool] | npt.NDArray[np.bool_]"  # one per character of the text


@dataclass(frozen=True)
class Chunk:
    text: str
    start: int  # text[start:end] is the input this chunk came from (with whitespace as in the input)
    end: int
    sentence_end: bool = True  # False: cut inside a sentence, at a clause break (or a space, if it had none)


def chunk_text(
    text: str, max_len: int = 300, first_len: int = 0, written: Flags | None = None, official: bool = False
) -> list[Chunk]:
    """Split `text` into chunks of at most `max_len` characters, the first one at most `first_len` when
    that is above 0; `written` flags the characters normalisation wrote (see the module docstring).
    `official` ends sentences only where the official package does (at 。！？ only before whitespace too), so
    text sent without normalisation is chunked exactly as the package chunks it."""
    sentence_break = _OFFICIAL_SENTENCE_BREAK if official else _SENTENCE_BREAK
    if max_len < MIN_CHUNK_LENGTH:
        raise ValueError(f"max_len must be at least {MIN_CHUNK_LENGTH}, got {max_len}.")
    first_bound = min(max(first_len, MIN_CHUNK_LENGTH), max_len) if first_len > 0 else 0
    chunks: list[Chunk] = []
    for start, end in _paragraphs(text):
        pieces: list[Piece] = []
        for sentence_start, sentence_end in _split(text, start, end, sentence_break, written):
            pieces.extend(_fit(text, sentence_start, sentence_end, max_len, 0, written))
        packed = list(_pack(text, pieces, max_len))
        if first_bound and not chunks and len(packed[0].text) > first_bound:
            planned = _first_chunk(text, pieces, first_bound, max_len, end, written)
            if planned is not None:
                first, rest = planned
                packed = [first, *_pack(text, rest, max_len)]
        chunks.extend(packed)
    return chunks


def sentence_spans(text: str) -> list[tuple[int, int]]:
    """(start, end) of every sentence of `text`, by the same paragraph and sentence rules as `chunk_text`.
    Sentence marks are made from these, so a mark is a sentence even where chunks pack several together."""
    return [sentence for start, end in _paragraphs(text) for sentence in _split(text, start, end, _SENTENCE_BREAK)]


def _paragraphs(text: str) -> Iterator[tuple[int, int]]:
    start = 0
    for match in _PARAGRAPH_BREAK.finditer(text):
        yield from _stripped(text, start, match.start())
        start = match.end()
    yield from _stripped(text, start, len(text))


def _stripped(text: str, start: int, end: int) -> Iterator[tuple[int, int]]:
    """The span without surrounding whitespace, if anything is left."""
    piece = text[start:end]
    body = piece.lstrip()
    if body:
        start += len(piece) - len(body)
        yield start, start + len(body.rstrip())


def _breaks(text: str, start: int, end: int, breaks: re.Pattern[str], written: Flags | None) -> Iterator[re.Match[str]]:
    """The matches of `breaks` in text[start:end] that normalisation did not write (all of them without
    `written`)."""
    for match in breaks.finditer(text, start, end):
        if written is None or not any(written[match.start() : match.end()]):
            yield match


def _split(
    text: str, start: int, end: int, breaks: re.Pattern[str], written: Flags | None = None
) -> Iterator[tuple[int, int]]:
    """Pieces of text[start:end] between the breaks (each match's trailing whitespace is the gap; the rest of
    it stays with the piece on its left). `start` must not be whitespace."""
    for match in _breaks(text, start, end, breaks, written):
        gap = match.group()
        left_end = match.start() + len(gap.rstrip())
        if left_end > start:
            yield start, left_end
        start = match.end()
    if start < end:
        yield start, end


def _fit(
    text: str, start: int, end: int, max_len: int, level: int, written: Flags | None, ends: bool = True
) -> list[Piece]:
    """text[start:end] in pieces of at most `max_len`; the last one ends a sentence when `ends` says so."""
    if end - start <= max_len:
        return [(start, end, ends)]
    if level == len(_LONG_SENTENCE_BREAKS):
        *inner, last = _hard_split(text, start, end, max_len)
        return [(a, b, False) for a, b in inner] + [(*last, ends)]
    breaks, any_break, ends_sentence = _LONG_SENTENCE_BREAKS[level]
    spans = list(_split(text, start, end, breaks, None if any_break else written))
    if level + 1 < len(_LONG_SENTENCE_BREAKS):  # not before the hard split: that would cut inside a word
        spans = _join_short(spans, max_len)
    pieces: list[Piece] = []
    for index, piece in enumerate(spans):
        piece_ends = ends if index == len(spans) - 1 else ends_sentence
        if piece[1] - piece[0] <= max_len:
            pieces.append((*piece, piece_ends))
        else:
            pieces.extend(_fit(text, *piece, max_len, level + 1, written, piece_ends))
    return pieces


def _join_short(spans: list[tuple[int, int]], max_len: int) -> list[tuple[int, int]]:
    """A piece shorter than MIN_CHUNK_LENGTH that packing could not join to its neighbour (the two exceed
    `max_len`) is joined to it here, so the next, finer level splits them again: "a clause," alone before a
    long clause would be a chunk too short for the model."""
    joined: list[tuple[int, int]] = []
    for span in spans:
        if joined and _short(joined[-1]) and span[1] - joined[-1][0] > max_len:
            joined[-1] = (joined[-1][0], span[1])
        else:
            joined.append(span)
    if len(joined) > 1 and _short(joined[-1]) and joined[-1][1] - joined[-2][0] > max_len:
        last = joined.pop()
        joined[-1] = (joined[-1][0], last[1])
    return joined


def _short(span: tuple[int, int]) -> bool:
    return span[1] - span[0] < MIN_CHUNK_LENGTH


def _hard_split(text: str, start: int, end: int, max_len: int) -> list[tuple[int, int]]:
    pieces = []
    while end - start > max_len:
        cut = start + max_len
        # Keep a combining mark with its base character.
        while cut > start + 1 and unicodedata.combining(text[cut]):
            cut -= 1
        pieces.append((start, cut))
        start = cut
    pieces.append((start, end))
    return pieces


def _first_chunk(
    text: str,
    pieces: list[Piece],
    bound: int,
    max_len: int,
    paragraph_end: int,
    written: Flags | None,
) -> tuple[Chunk, list[Piece]] | None:
    """The first chunk of a paragraph and the pieces left for packing: at most `bound` characters when a
    sentence end or clause break allows it, else the first sentence whole; None when packing as usual
    gives that."""
    parts: list[str] = []
    length = previous_end = 0
    for index, (start, end, ends_sentence) in enumerate(pieces):
        separator = " " if parts and start > previous_end else ""
        if length + len(separator) + end - start <= bound:
            parts += (separator, text[start:end])
            length += len(separator) + end - start
            previous_end = end
            if length >= MIN_CHUNK_LENGTH:
                return Chunk("".join(parts), pieces[0][0], end, ends_sentence), pieces[index + 1 :]
            continue
        # This piece does not fit whole: cut inside it, after punctuation of the text.
        room = bound - length - len(separator)
        cut = _cut(text, start, end, room, MIN_CHUNK_LENGTH - length - len(separator), paragraph_end, written)
        if cut is not None:
            left_end, right_start, left_ends_sentence = cut
            first = Chunk(
                "".join((*parts, separator, text[start:left_end])), pieces[0][0], left_end, left_ends_sentence
            )
            return first, [(right_start, end, ends_sentence), *pieces[index + 1 :]]
        # No such break: the sentence stays whole, alone in the first chunk (unless that is what packing gives).
        if length + len(separator) + end - start > max_len or index + 1 == len(pieces):
            return None
        first = Chunk("".join((*parts, separator, text[start:end])), pieces[0][0], end, ends_sentence)
        return first, pieces[index + 1 :]
    return None


def _cut(
    text: str, start: int, end: int, room: int, least: int, paragraph_end: int, written: Flags | None
) -> tuple[int, int, bool] | None:
    """Where to cut text[start:end] after a sentence end or clause break of the text, so that the left part
    has between `least` and `room` characters (or is the first sentence, when no cut fits) and the rest of the
    paragraph at least MIN_CHUNK_LENGTH: (end of the left part, start of the right part, whether the left part
    ends a sentence)."""
    least = max(least, 1)
    for level, breaks in enumerate(_FIRST_CHUNK_BREAKS):
        cuts = [
            (left_end, match.end(), level == 0)
            for match in _breaks(text, start, end, breaks, written)
            if least <= (left_end := match.start() + len(match.group().rstrip())) - start <= room
            and match.end() < end
            and paragraph_end - match.end() >= MIN_CHUNK_LENGTH
        ]
        if cuts:
            # A sentence end: the first one (the first sentence); a clause break: the last that fits.
            return cuts[0] if level == 0 else cuts[-1]
    # None fits: the first sentence whole, where one ends inside the piece ("。" without a space).
    for match in _breaks(text, start, end, _SENTENCE_END_BREAK, written):
        left_end = match.start() + len(match.group().rstrip())
        if left_end - start >= least and match.end() < end and paragraph_end - match.end() >= MIN_CHUNK_LENGTH:
            return left_end, match.end(), True
    return None


def _pack(text: str, pieces: list[Piece], max_len: int) -> Iterator[Chunk]:
    """Join consecutive pieces while the result fits: with a space where the input had whitespace."""
    parts: list[str] = []
    length = chunk_start = chunk_end = 0
    chunk_ends_sentence = True
    for start, end, ends_sentence in pieces:
        if parts:
            separator = " " if start > chunk_end else ""
            if length + len(separator) + end - start <= max_len:
                parts += (separator, text[start:end])
                length += len(separator) + end - start
                chunk_end, chunk_ends_sentence = end, ends_sentence
                continue
            yield Chunk("".join(parts), chunk_start, chunk_end, chunk_ends_sentence)
        parts = [text[start:end]]
        length, chunk_start, chunk_end, chunk_ends_sentence = end - start, start, end, ends_sentence
    if parts:
        yield Chunk("".join(parts), chunk_start, chunk_end, chunk_ends_sentence)
