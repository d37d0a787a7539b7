"""Split text into chunks the model reads well: paragraphs, then sentences, packed up to a length limit.

    from handler.text.chunking import chunk_text

    for chunk in chunk_text(text, max_len=300, first_len=80):
        chunk.text           # what to synthesise, at most max_len characters (the first at most first_len)
        chunk.start, chunk.end   # where it came from: text[chunk.start:chunk.end]

Paragraphs end at a blank line. Sentences end at `.`, `!` or `?` followed by whitespace, except after
the official package's abbreviations (Mr., Mrs., Ms., Dr., Prof., Sr., Jr., Ph.D., etc., e.g., i.e., vs.,
Inc., Ltd., Co., Corp., St., Ave., Blvd.) and single capital letters ("J. Smith"). Sentences of a
paragraph are joined with one space while they fit. Up to here the chunks are the official package's,
character for character.

A sentence longer than `max_len` (which the official package passes on whole) is split further, each
step only where the previous one left a piece too long:
1. at other sentence ends: `.!?…` before closing quotes or brackets, and `。！？` even without a space;
2. at clause punctuation: `, ; :` before whitespace, a spaced dash, and `、，；：`;
3. at whitespace;
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
`first_len`; else that sentence is cut at the last of these that fits, coarsest first:
1. a sentence end inside it (`。` without a space, a closing quote after the period): the first one;
2. a clause break (`, ; :`, a spaced dash, CJK clause marks): the last one that fits;
3. whitespace: the last one that fits;
4. hard, at `first_len` (the only cut inside a word: a run without any break, as in CJK without
   punctuation or a long URL).
A cut inside a sentence leaves at least MIN_CHUNK_LENGTH characters on each side, so neither half is
too short for the model. The rest of the first paragraph is packed as usual. With `first_len` = 0 the
chunks are exactly those above.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterator
from dataclasses import dataclass

MIN_CHUNK_LENGTH = 10  # the official minimum: shorter chunks give poor speech

_NO_SPLIT_AFTER = (
    "Mr.", "Mrs.", "Ms.", "Dr.", "Prof.", "Sr.", "Jr.", "Ph.D.", "etc.", "e.g.", "i.e.", "vs.",
    "Inc.", "Ltd.", "Co.", "Corp.", "St.", "Ave.", "Blvd.",
)  # fmt: skip
# Negative lookbehinds placed right after a period: "this period does not end one of those".
_NOT_AN_ABBREVIATION = "".join(f"(?<!{re.escape(word)})" for word in _NO_SPLIT_AFTER) + r"(?<!\b[A-Z]\.)"

_PARAGRAPH_BREAK = re.compile(r"\n\s*\n")
_SENTENCE_BREAK = re.compile(rf"(?<=[.!?]){_NOT_AN_ABBREVIATION}\s+")
# Finer breaks for an over-long sentence, coarsest first. The punctuation stays with the left piece;
# the whitespace after it is the gap.
_LONG_SENTENCE_BREAKS = (
    re.compile(rf"(?:[!?…]|\.{_NOT_AN_ABBREVIATION})[\"'’”)\]»」』]*\s+|[。！？][」』）\"”’]*\s*"),
    re.compile(r"[,;:][\"'’”)\]»]*\s+|\s[-–—]+\s+|[、，；：]\s*"),
    re.compile(r"\s+"),
)


@dataclass(frozen=True)
class Chunk:
    text: str
    start: int  # text[start:end] is the input this chunk came from (with whitespace as in the input)
    end: int


def chunk_text(text: str, max_len: int = 300, first_len: int = 0) -> list[Chunk]:
    """Split `text` into chunks of at most `max_len` characters, the first one at most `first_len` when
    that is above 0 (see the module docstring)."""
    if max_len < MIN_CHUNK_LENGTH:
        raise ValueError(f"max_len must be at least {MIN_CHUNK_LENGTH}, got {max_len}.")
    first_bound = min(max(first_len, MIN_CHUNK_LENGTH), max_len) if first_len > 0 else 0
    chunks: list[Chunk] = []
    for start, end in _paragraphs(text):
        pieces: list[tuple[int, int]] = []
        for sentence_start, sentence_end in _split(text, start, end, _SENTENCE_BREAK):
            pieces.extend(_fit(text, sentence_start, sentence_end, max_len, 0))
        packed = list(_pack(text, pieces, max_len))
        if first_bound and not chunks and len(packed[0].text) > first_bound:
            planned = _first_chunk(text, pieces, first_bound, end)
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


def _split(text: str, start: int, end: int, breaks: re.Pattern[str]) -> Iterator[tuple[int, int]]:
    """Pieces of text[start:end] between the matches of `breaks` (each match's trailing whitespace is
    the gap; the rest of it stays with the piece on its left). `start` must not be whitespace."""
    for match in breaks.finditer(text, start, end):
        gap = match.group()
        left_end = match.start() + len(gap.rstrip())
        if left_end > start:
            yield start, left_end
        start = match.end()
    if start < end:
        yield start, end


def _fit(text: str, start: int, end: int, max_len: int, level: int) -> list[tuple[int, int]]:
    if end - start <= max_len:
        return [(start, end)]
    if level == len(_LONG_SENTENCE_BREAKS):
        return _hard_split(text, start, end, max_len)
    spans = list(_split(text, start, end, _LONG_SENTENCE_BREAKS[level]))
    if level + 1 < len(_LONG_SENTENCE_BREAKS):  # not before the hard split: that would cut inside a word
        spans = _join_short(spans, max_len)
    pieces: list[tuple[int, int]] = []
    for piece in spans:
        if piece[1] - piece[0] <= max_len:
            pieces.append(piece)
        else:
            pieces.extend(_fit(text, *piece, max_len, level + 1))
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
    text: str, pieces: list[tuple[int, int]], bound: int, paragraph_end: int
) -> tuple[Chunk, list[tuple[int, int]]] | None:
    """The first chunk of a paragraph, at most `bound` characters, and the pieces left for packing; None when
    no cut leaves MIN_CHUNK_LENGTH characters on both sides."""
    parts: list[str] = []
    length = previous_end = 0
    for index, (start, end) in enumerate(pieces):
        separator = " " if parts and start > previous_end else ""
        if length + len(separator) + end - start <= bound:
            parts += (separator, text[start:end])
            length += len(separator) + end - start
            previous_end = end
            if length >= MIN_CHUNK_LENGTH:
                return Chunk("".join(parts), pieces[0][0], end), pieces[index + 1 :]
            continue
        # This piece does not fit whole: cut inside it.
        room = bound - length - len(separator)
        cut = _cut(text, start, end, room, MIN_CHUNK_LENGTH - length - len(separator), paragraph_end)
        if cut is None:
            return None
        left_end, right_start = cut
        first = Chunk("".join((*parts, separator, text[start:left_end])), pieces[0][0], left_end)
        return first, [(right_start, end), *pieces[index + 1 :]]
    return None


def _cut(text: str, start: int, end: int, room: int, least: int, paragraph_end: int) -> tuple[int, int] | None:
    """Where to cut text[start:end] so that the left part has between `least` and `room` characters:
    (end of the left part, start of the right part). Cuts that leave MIN_CHUNK_LENGTH characters to the
    rest of the paragraph come first."""
    least = max(least, 1)
    for rest_least in (MIN_CHUNK_LENGTH, 1):
        for level, breaks in enumerate(_LONG_SENTENCE_BREAKS):
            cuts = [
                (left_end, match.end())
                for match in breaks.finditer(text, start, end)
                if least <= (left_end := match.start() + len(match.group().rstrip())) - start <= room
                and match.end() < end
                and paragraph_end - match.end() >= rest_least
            ]
            if cuts:
                # A sentence end: the first one (the first sentence); a clause or word break: the last that fits.
                return cuts[0] if level == 0 else cuts[-1]
        cut = min(start + room, paragraph_end - rest_least)
        while cut > start + 1 and unicodedata.combining(text[cut]):  # keep a combining mark with its letter
            cut -= 1
        if cut - start >= least and not text[cut - 1].isspace() and not text[cut].isspace():
            return cut, cut
    return None


def _pack(text: str, pieces: list[tuple[int, int]], max_len: int) -> Iterator[Chunk]:
    """Join consecutive pieces while the result fits: with a space where the input had whitespace."""
    parts: list[str] = []
    length = chunk_start = chunk_end = 0
    for start, end in pieces:
        if parts:
            separator = " " if start > chunk_end else ""
            if length + len(separator) + end - start <= max_len:
                parts += (separator, text[start:end])
                length += len(separator) + end - start
                chunk_end = end
                continue
            yield Chunk("".join(parts), chunk_start, chunk_end)
        parts = [text[start:end]]
        length, chunk_start, chunk_end = end - start, start, end
    if parts:
        yield Chunk("".join(parts), chunk_start, chunk_end)
