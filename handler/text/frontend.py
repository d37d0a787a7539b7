"""The text front end: request text in, the exact strings the model reads out, with their origins.

    from handler.text.frontend import prepare_text

    prepared = prepare_text("It costs $5. Buy now!", lang=None, supported=engine.supported_characters)
    prepared.lang, prepared.lang_detected         # ("en", True)
    chunk = prepared.chunks[0]
    chunk.text         # "It costs five dollars. Buy now!"  (normalised, before preprocessing)
    chunk.model_text   # "<en>It costs five dollars. Buy now!</en>"  (exactly what the model reads)
    chunk.source_start, chunk.source_end          # (0, 21): its span in the request text
    chunk.tokens[0]    # Token(kind="money", source_start=9, source_end=11, reading="five dollars")

Steps: reject empty text (InvalidRequest, param "input"); check the language, or detect it when `lang` is
None; normalise (lexicon, verbalisation; `normalize=False` skips this and the lexicon, giving exactly the
official package's chunks and model input); reject characters the model cannot speak
(UnsupportedCharacters, checked on the normalised text, so "€5" passes once it reads "five euros"); split
into chunks of at most `max_chunk_length` characters (default 300, 120 for Korean and Japanese), the first
one at most `first_chunk_length` (0, the default, plans no short first chunk; see `chunking`); preprocess
and tag each chunk. The clean-up ends a chunk with a period unless it ends in punctuation it knows; a chunk
cut at "、" or a spaced dash keeps that mark last instead, so the model hears no sentence end there (a comma,
semicolon or colon it keeps anyway).

Chunks are cut between the tokens normalisation wrote, never inside one, whenever the text allows
(chunking's `written`), so a chunk's source span covers exactly the request characters it came from. Only a
token longer than a whole chunk (a number of thousands of digits) is split; its source span then belongs to
the chunk it starts in, so spans never overlap and always increase.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Mapping
from dataclasses import dataclass

from handler.kernel.errors import InvalidRequest, UnsupportedCharacters
from handler.text import normalize as normalization
from handler.text.chunking import MIN_CHUNK_LENGTH, chunk_text
from handler.text.detect import detect_language
from handler.text.languages import check_language, chunk_limit
from handler.text.normalize.aligned import Token
from handler.text.preprocess import preprocess, unsupported_characters, wrap_language
from handler.text.unspoken import is_unspoken, without_unspoken


@dataclass(frozen=True)
class TextChunk:
    text: str  # chunk text after normalisation, before preprocessing
    model_text: str  # wrap_language(preprocess(text), lang): exactly what reaches the model
    source_start: int  # span in the request text
    source_end: int
    tokens: tuple[Token, ...] = ()  # the tokens the front end recognised in its span, in source order
    sentence_end: bool = True  # False: cut inside a sentence, so a clause's pause follows, not a sentence's
    pause: float | None = None  # seconds of silence before the chunk (SSML breaks); None: the request's gap
    rate: float = 1.0  # speed factor on top of the request's speed (SSML prosody rate)

    @property
    def plan_text(self) -> str:
        """What decides this chunk's audio besides the request options: the model text, and any SSML pause or
        rate (the seed and the cache key are made from it)."""
        extra = ("" if self.pause is None else f"\x00pause={self.pause:g}") + (
            "" if self.rate == 1.0 else f"\x00rate={self.rate:g}"
        )
        return self.model_text + extra


@dataclass(frozen=True)
class PreparedText:
    lang: str
    lang_detected: bool
    chunks: tuple[TextChunk, ...]


def prepare_text(
    text: str,
    *,
    lang: str | None,
    supported: frozenset[str],
    normalize: bool = True,
    lexicon: Mapping[str, str] | None = None,
    max_chunk_length: int | None = None,
    first_chunk_length: int = 0,
) -> PreparedText:
    """Turn request text into model-ready chunks (see the module docstring)."""
    if not text.strip():
        raise InvalidRequest("input is empty: give the text to speak.", param="input")
    if lang is None:
        lang, _ = detect_language(text)
        detected = True
    else:
        lang, detected = check_language(lang), False
    limit = chunk_limit(lang) if max_chunk_length is None else max_chunk_length
    if limit < MIN_CHUNK_LENGTH:
        raise InvalidRequest(
            f"max_chunk_length must be at least {MIN_CHUNK_LENGTH}, got {limit}.", param="max_chunk_length"
        )
    aligned = normalization.normalize(text, lang, lexicon) if normalize else None
    spoken = aligned.text if aligned is not None else text
    lacking = unsupported_characters(spoken, supported)
    unsupported = [char for char in lacking if not is_unspoken(char)]  # the others are read as nothing
    if unsupported:
        raise UnsupportedCharacters(unsupported)
    written = aligned.final if aligned is not None else None
    pieces = chunk_text(spoken, limit, first_chunk_length, written, official=aligned is None)
    if not pieces:
        raise InvalidRequest("input has nothing left to speak once the lexicon is applied.", param="input")
    tokens = sorted(aligned.tokens, key=lambda token: token.source_start) if aligned is not None else []
    token_starts = [token.source_start for token in tokens]
    chunks = []
    previous_end = 0
    for piece in pieces:
        start, end = aligned.source_span(piece.start, piece.end) if aligned is not None else (piece.start, piece.end)
        start = min(max(start, previous_end), end)  # a token split between chunks belongs to the first
        # The tokens that start in the span (one at its start, if the span is empty).
        inside = tuple(tokens[bisect_left(token_starts, start) : bisect_left(token_starts, max(end, start + 1))])
        model_text = wrap_language(_cleaned(without_unspoken(piece.text, lacking), piece.sentence_end), lang)
        chunks.append(TextChunk(piece.text, model_text, start, end, inside, piece.sentence_end))
        previous_end = end
    return PreparedText(lang, detected, tuple(chunks))


# Clause marks the clean-up does not count as final punctuation (",", ";", ":" and their full-width forms it
# keeps): after a chunk cut at one of these, its added period would be a sentence end the text does not have.
_CLAUSE_MARKS_WITHOUT_END = ("、", "-")


def _cleaned(text: str, sentence_end: bool) -> str:
    """The official clean-up of a chunk; a chunk cut at a clause keeps its clause mark last."""
    cleaned = preprocess(text)
    if not sentence_end and cleaned.endswith(".") and cleaned[:-1].endswith(_CLAUSE_MARKS_WITHOUT_END):
        return cleaned[:-1]
    return cleaned


def lexicon_model_chars(text: str, lexicon: Mapping[str, str]) -> int:
    """What the lexicon's matches in `text` alone will make the model read: each match's spoken form once
    cleaned up (as `preprocess` leaves it, less the period it adds at the end), counted without writing the
    text. A lower bound of the model text's length, so a lexicon that multiplies a text is refused before the
    text is built (2,000 matches of a 499-character entry are a million characters)."""
    lengths: dict[str, int] = {}
    total = 0
    for spoken in normalization.lexicon_spoken(text, lexicon):
        if spoken not in lengths:
            lengths[spoken] = max(0, len(preprocess(spoken + ".")) - 1)
        total += lengths[spoken]
    return total
