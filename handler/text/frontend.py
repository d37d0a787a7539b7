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
and tag each chunk.

A chunk's source span covers every request character it came from. Where a chunk boundary falls inside
verbalised text (a long sentence split at a space in "twelve dollars and fifty cents"), both chunks map
to the whole "$12.50", so neighbouring spans can overlap.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from handler.errors import InvalidRequest, UnsupportedCharacters
from handler.text import normalize as normalization
from handler.text.chunking import MIN_CHUNK_LENGTH, chunk_text
from handler.text.detect import detect_language
from handler.text.languages import check_language, chunk_limit
from handler.text.normalize.aligned import Token
from handler.text.preprocess import preprocess, unsupported_characters, wrap_language


@dataclass(frozen=True)
class TextChunk:
    text: str  # chunk text after normalisation, before preprocessing
    model_text: str  # wrap_language(preprocess(text), lang): exactly what reaches the model
    source_start: int  # span in the request text
    source_end: int
    tokens: tuple[Token, ...] = ()  # the tokens the front end recognised in its span, in source order
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
    unsupported = unsupported_characters(spoken, supported)
    if unsupported:
        raise UnsupportedCharacters(unsupported)
    pieces = chunk_text(spoken, limit, first_chunk_length)
    if not pieces:
        raise InvalidRequest("input has nothing left to speak once the lexicon is applied.", param="input")
    tokens = sorted(aligned.tokens, key=lambda token: token.source_start) if aligned is not None else []
    chunks = []
    for piece in pieces:
        start, end = aligned.source_span(piece.start, piece.end) if aligned is not None else (piece.start, piece.end)
        inside = tuple(token for token in tokens if start <= token.source_start and token.source_end <= end)
        chunks.append(TextChunk(piece.text, wrap_language(preprocess(piece.text), lang), start, end, inside))
    return PreparedText(lang, detected, tuple(chunks))
