"""What a request reads out, with where each character came from: plain text as it is, or SSML once parsed.

    script = plain_script("Hi. Bye.")                 # or handler.text.ssml.parse_ssml("<speak>...</speak>")
    script.spoken                                     # the text read, tags gone, <sub> and <say-as> replaced
    script.byte_span(0, 3)                            # (0, 3): UTF-8 byte offsets in the request text
    prepared = prepare_script(script, lang=None, supported=engine.supported_characters)

A script is a run of segments. Each segment is read with one language and one rate, after an optional pause;
`prepare_script` gives each segment to the text front end (`prepare_text`) on its own, so a chunk never spans
a break, a language or a rate change, and the chunk's `pause` and `rate` carry them to the engine. Chunk
and token source spans are offsets into `script.spoken`.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace

from handler.kernel.errors import InvalidRequest
from handler.text.detect import detect_language
from handler.text.frontend import PreparedText, TextChunk, prepare_text
from handler.text.languages import check_language


@dataclass(frozen=True)
class Segment:
    start: int  # offsets in Script.spoken
    end: int
    lang: str | None  # None: the request's language
    rate: float = 1.0
    pause: float | None = None  # seconds of silence before it; None: the request's usual gap


@dataclass(frozen=True)
class Mark:
    """An SSML <mark>: its name, where it falls in the spoken text, and the tag's bytes in the request."""

    name: str
    position: int
    byte_start: int
    byte_end: int


@dataclass(frozen=True)
class Script:
    text: str  # the request text, as sent
    spoken: str
    origins: tuple[tuple[int, int], ...]  # per spoken character: its (start, end) UTF-8 bytes in `text`
    segments: tuple[Segment, ...]
    marks: tuple[Mark, ...] = ()
    ignored: tuple[str, ...] = ()  # accepted attributes with no effect (prosody pitch, volume), for a header

    def byte_span(self, start: int, end: int) -> tuple[int, int]:
        """The bytes of the request text that spoken[start:end] came from."""
        if end <= start:
            at = self.origins[start][0] if start < len(self.origins) else len(self.text.encode())
            return at, at
        pieces = self.origins[start:end]
        return min(s for s, _ in pieces), max(e for _, e in pieces)


def plain_script(text: str) -> Script:
    """Plain text: read as written, one segment, each character's bytes where they are."""
    origins, cursor = [], 0
    for char in text:
        size = len(char.encode())
        origins.append((cursor, cursor + size))
        cursor += size
    return Script(text, text, tuple(origins), (Segment(0, len(text), None),))


def prepare_script(
    script: Script,
    *,
    lang: str | None,
    supported: frozenset[str],
    normalize: bool = True,
    lexicon: Mapping[str, str] | None = None,
    first_chunk_length: int = 0,
) -> PreparedText:
    """Each segment through the front end; chunks keep the segment's pause and rate and span `script.spoken`."""
    if not script.spoken.strip():
        raise InvalidRequest("The SSML has nothing to speak.", param="input")
    detected = lang is None
    base = detect_language(script.spoken)[0] if lang is None else check_language(lang)
    chunks: list[TextChunk] = []
    for segment in script.segments:
        text = script.spoken[segment.start : segment.end]
        if not text.strip():
            continue
        prepared = prepare_text(
            text,
            lang=segment.lang or base,
            supported=supported,
            normalize=normalize,
            lexicon=lexicon,
            first_chunk_length=first_chunk_length if not chunks else 0,
        )
        for index, chunk in enumerate(prepared.chunks):
            chunks.append(
                replace(
                    chunk,
                    source_start=chunk.source_start + segment.start,
                    source_end=chunk.source_end + segment.start,
                    tokens=tuple(
                        replace(
                            token,
                            source_start=token.source_start + segment.start,
                            source_end=token.source_end + segment.start,
                        )
                        for token in chunk.tokens
                    ),  # fmt: skip
                    pause=segment.pause if index == 0 else None,
                    rate=segment.rate,
                )
            )
    return PreparedText(base, detected, tuple(chunks))
