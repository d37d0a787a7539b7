"""The text front end: request text in, the exact strings the model reads out, each traced to its source.

    from handler.text.frontend import prepare_text
    prepared = prepare_text("It costs $5. Thanks!", lang=None, supported=engine.supported_characters)
    prepared.lang, prepared.lang_detected          # 'en', True
    for chunk in prepared.chunks:
        chunk.model_text                            # '<en>It costs five dollars. Thanks!</en>'
        chunk.source_start, chunk.source_end        # (0, 20): the span of the request text it says

In order: check the text; take `lang` or detect it; normalise (lexicon, abbreviations, numbers; `normalize=False`
skips this); check every character is one the model knows; chunk (300 characters, 120 for Korean and Japanese,
or `max_chunk_length`); preprocess and tag each chunk exactly as the official package does. With
`normalize=False` the chunks' `model_text` are what the official package sends for the same text.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from handler.errors import InvalidRequest, UnsupportedCharacters
from handler.text.chunking import chunk_text
from handler.text.detect import detect_language
from handler.text.languages import check_language, chunk_limit
from handler.text.normalize import AlignedText
from handler.text.normalize import normalize as normalize_text
from handler.text.preprocess import preprocess, unsupported_characters, wrap_language

MIN_CHUNK_LENGTH = 10  # as the official chunker: shorter chunks make poor speech


@dataclass(frozen=True)
class TextChunk:
    text: str  # chunk text after normalisation, before preprocessing
    model_text: str  # wrap_language(preprocess(text), lang): exactly what reaches the model
    source_start: int  # span in the original request text
    source_end: int


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
) -> PreparedText:
    if not isinstance(text, str):
        raise InvalidRequest("input must be a string.", param="input")
    if not text.strip():
        raise InvalidRequest("input is empty: give the text to speak.", param="input")
    detected = lang is None
    code = detect_language(text)[0] if lang is None else check_language(lang)
    limit = chunk_limit(code) if max_chunk_length is None else _checked_length(max_chunk_length)

    aligned = normalize_text(text, code, lexicon) if normalize else AlignedText.of(text)
    if unknown := unsupported_characters(aligned.text, supported):
        raise UnsupportedCharacters(unknown)
    chunks = []
    for chunk in chunk_text(aligned.text, limit):
        spoken = preprocess(chunk.text)
        if unknown := sorted({char for char in spoken if char not in supported}):
            raise UnsupportedCharacters(unknown)
        source_start, source_end = aligned.source_span(chunk.start, chunk.end)
        chunks.append(TextChunk(chunk.text, wrap_language(spoken, code), source_start, source_end))
    if not chunks:
        raise InvalidRequest("input has nothing left to say after the pronunciation lexicon.", param="input")
    return PreparedText(lang=code, lang_detected=detected, chunks=tuple(chunks))


def _checked_length(max_chunk_length: int) -> int:
    if isinstance(max_chunk_length, bool) or not isinstance(max_chunk_length, int):
        raise InvalidRequest("max_chunk_length must be a whole number of characters.", param="max_chunk_length")
    if max_chunk_length < MIN_CHUNK_LENGTH:
        raise InvalidRequest(
            f"max_chunk_length must be at least {MIN_CHUNK_LENGTH}, got {max_chunk_length}.", param="max_chunk_length"
        )
    return max_chunk_length
