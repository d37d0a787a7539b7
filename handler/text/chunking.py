"""Split long text into chunks the model speaks one call at a time, remembering where each chunk came from.

    from handler.text.chunking import chunk_text
    for chunk in chunk_text("Hi there. Dr. Who said no.\\n\\nNew paragraph.", max_len=300):
        chunk.text, chunk.start, chunk.end     # ('Hi there. Dr. Who said no.', 0, 26), ('New paragraph.', 28, 42)

Like the official chunker: paragraphs (a blank line) never share a chunk; a paragraph is split into sentences
after . ! or ? and whitespace (but not after Mr. Mrs. Ms. Dr. Prof. Sr. Jr. Ph.D. etc. e.g. i.e. vs. Inc. Ltd.
Co. Corp. St. Ave. Blvd. or a single capital letter), and sentences are packed, joined by one space, into chunks
of at most `max_len` characters. Where the official chunker keeps within `max_len`, the chunk texts are exactly
the official ones.

Unlike it, a sentence longer than `max_len` is split further: after CJK sentence ends (。！？), then after
clause punctuation (, ; : followed by a space, or 、，；：), then at whitespace, and the pieces are packed again.
A run of `max_len` non-space characters (one giant "word", or CJK text without punctuation) is the one case cut
mid-word, every `max_len` characters. So every chunk has at most `max_len` characters, none is empty, and no
character is lost: `text[chunk.start:chunk.end]` is the chunk with the whitespace between its sentences (or
pieces) as it was in the input, where `chunk.text` has a single space (or none, between CJK pieces).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from itertools import pairwise


@dataclass(frozen=True)
class Chunk:
    text: str
    start: int  # span of the chunk in the input text
    end: int


Span = tuple[int, int]

# Each break pattern marks the whitespace it splits at as group "gap" (empty where CJK punctuation splits
# unspaced text). Patterns begin with the character they need first, so long texts are scanned quickly.
_PARAGRAPH_BREAK = re.compile(r"(?P<gap>\n\s*\n+)")
_NO_BREAK_AFTER = (
    "Mr.", "Mrs.", "Ms.", "Dr.", "Prof.", "Sr.", "Jr.", "Ph.D.", "etc.", "e.g.", "i.e.", "vs.", "Inc.", "Ltd.",
    "Co.", "Corp.", "St.", "Ave.", "Blvd.",
)  # fmt: skip
_SENTENCE_BREAK = re.compile(
    "[.!?]" + "".join(f"(?<!{re.escape(word)})" for word in _NO_BREAK_AFTER) + r"(?<!\b[A-Z]\.)(?P<gap>\s+)"
)
# Where an over-long sentence may be split, finest last.
_FINER_BREAKS = (
    re.compile(r"[。！？](?P<gap>\s*)"),
    re.compile(r"(?:[,;:](?=\s)|[、，；：])(?P<gap>\s*)"),
    re.compile(r"(?P<gap>\s+)"),
)


def chunk_text(text: str, max_len: int = 300) -> list[Chunk]:
    if max_len < 1:
        raise ValueError(f"max_len must be at least 1, got {max_len}")
    chunks: list[Chunk] = []
    for paragraph in _split(text, (0, len(text)), _PARAGRAPH_BREAK):
        packed: list[Span] = []
        length = 0
        for sentence in _split(text, paragraph, _SENTENCE_BREAK):
            pieces = _pieces(text, sentence, max_len, 0)
            for index, (start, end) in enumerate(pieces):
                gap = 1 if packed and start > packed[-1][1] else 0
                # A sentence that has to be split starts a chunk of its own, as the official chunker does.
                if packed and ((index == 0 and len(pieces) > 1) or length + gap + end - start > max_len):
                    chunks.append(_chunk(text, packed))
                    packed, length, gap = [], 0, 0
                packed.append((start, end))
                length += gap + end - start
        if packed:
            chunks.append(_chunk(text, packed))
    return chunks


def _split(text: str, span: Span, pattern: re.Pattern[str]) -> list[Span]:
    """The stripped, non-empty parts of `text[span]` between the gaps `pattern` finds. (Before a paragraph there
    is only whitespace, so its lookbehinds see what they would in the paragraph alone, as the official split.)"""
    start, end = span
    parts: list[Span] = []
    at = start
    for match in pattern.finditer(text, start, end):
        parts.append((at, match.start("gap")))
        at = match.end("gap")
    parts.append((at, end))
    return [stripped for part in parts if (stripped := _strip(text, part))]


def _strip(text: str, span: Span) -> Span | None:
    start, end = span
    part = text[start:end]
    kept = part.strip()
    if not kept:
        return None
    start += len(part) - len(part.lstrip())
    return start, start + len(kept)


def _pieces(text: str, span: Span, max_len: int, level: int) -> list[Span]:
    """`span` cut at the coarsest breaks that bring every piece within `max_len`."""
    start, end = span
    if end - start <= max_len:
        return [span]
    if level == len(_FINER_BREAKS):
        return [(at, min(at + max_len, end)) for at in range(start, end, max_len)]
    pieces: list[Span] = []
    for part in _split(text, span, _FINER_BREAKS[level]):
        pieces += _pieces(text, part, max_len, level + 1)
    return pieces


def _chunk(text: str, spans: list[Span]) -> Chunk:
    said = [text[spans[0][0] : spans[0][1]]]
    for (_, previous_end), (start, end) in pairwise(spans):
        said.append(" " if start > previous_end else "")
        said.append(text[start:end])
    return Chunk("".join(said), spans[0][0], spans[-1][1])
