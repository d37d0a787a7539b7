"""Amazon Polly's speech marks for a rendered request: `sentence`, `word` and `ssml`, as JSON objects.

    chunks = chunk_timings(plan.prepared, times)   # a request's chunks with the times its audio gave them
    marks = speech_marks(script, chunks, ("sentence", "word"), pauses)
    # [{"time": 0, "type": "sentence", "start": 0, "end": 9, "value": "Hi there."},
    #  {"time": 6, "type": "word", "start": 0, "end": 2, "value": "Hi"}, ...]

`time` is in milliseconds from the start of the audio; `start` and `end` are UTF-8 byte offsets into the request
text (the SSML document, tags included, for SSML), as Polly gives them.

- sentence: split at . ! ? … and 。！？ (handler.text.chunking.sentence_spans). A sentence that starts a chunk is
  timed exactly; one inside a chunk starts with its first word, on the words' timeline. Its value is the request's
  own text, tags included for SSML, as Polly gives it.
- word: the words of handler.text.words (between spaces, and phrases in Japanese), each with a letter or a digit
  (an `&amp;` or an emoji is no word). Estimated: within its chunk, a word's time is its share of the chunk's
  letters and digits, laid over the chunk's voiced time only: the pauses found in the chunk's audio
  (`find_pauses`) are skipped, and a word that would start within SNAP_SECONDS before a pause starts after it,
  so a word after a comma starts where the speech resumes, not inside the pause.
- ssml: each `<mark>` at the time of the text that follows it.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

import numpy as np

from handler.engine.synthesis import ChunkTiming
from handler.text.chunking import sentence_spans
from handler.text.frontend import PreparedText
from handler.text.script import Script, plain_script
from handler.text.words import word_spans

MARK_TYPES = ("sentence", "word", "ssml")  # Polly's viseme marks need phonemes: the model has none
PAUSE_SECONDS = 0.08  # quieter stretches at least this long count as pauses between words
PAUSE_LEVEL = 0.05  # relative to the chunk's loudest frame
FRAME_SECONDS = 0.01
SNAP_SECONDS = 0.15  # a word estimated this close before a pause is taken to start after it
_EDGE_PUNCTUATION = "\"'“”‘’«»()[]{}.,;:!?¡¿…-–—。、！？「」『』（）・"

Pauses = Sequence[Sequence[tuple[float, float]]]  # per chunk: (start, end) seconds from the chunk's start


def find_pauses(audio: np.ndarray, sample_rate: int) -> list[tuple[float, float]]:
    """Stretches of one chunk's speech quieter than PAUSE_LEVEL of its peak for at least PAUSE_SECONDS."""
    frame = max(1, int(FRAME_SECONDS * sample_rate))
    count = len(audio) // frame
    if count == 0:
        return []
    levels = np.sqrt(np.mean(np.square(audio[: count * frame].reshape(count, frame), dtype=np.float64), axis=1))
    quiet = levels < PAUSE_LEVEL * max(float(levels.max()), 1e-9)
    pauses, start = [], None
    for index, is_quiet in enumerate([*quiet.tolist(), False]):
        if is_quiet and start is None:
            start = index
        elif not is_quiet and start is not None:
            if (index - start) * frame >= PAUSE_SECONDS * sample_rate:
                pauses.append((start * frame / sample_rate, index * frame / sample_rate))
            start = None
    return pauses


def speech_marks(
    script: Script, chunks: Sequence[ChunkTiming], types: Iterable[str] = ("sentence",), pauses: Pauses = ()
) -> list[dict[str, Any]]:
    """The marks of `types`, in time order (at one time: ssml, sentence, then word, as Polly lists them)."""
    wanted = set(types)
    marks: list[tuple[float, int, dict[str, Any]]] = []
    if "ssml" in wanted:
        for mark in script.marks:
            seconds = _time_at(mark.position, chunks, pauses, voiced=True, spoken=script.spoken)
            marks.append((seconds, 0, _mark(seconds, "ssml", mark.byte_start, mark.byte_end, mark.name)))
    if "sentence" in wanted:
        source = script.text.encode()
        for start, end in sentence_spans(script.spoken):
            first = start + next((i for i, char in enumerate(script.spoken[start:end]) if char.isalnum()), 0)
            seconds = _time_at(first, chunks, pauses, voiced=True, spoken=script.spoken, chunk_start=True)
            byte_start, byte_end = script.byte_span(start, end)
            value = source[byte_start:byte_end].decode("utf-8", "replace")
            marks.append((seconds, 1, _mark(seconds, "sentence", byte_start, byte_end, value)))
    if "word" in wanted:
        for start, byte_start, byte_end, value in words(script):
            seconds = _time_at(start, chunks, pauses, voiced=True, spoken=script.spoken)
            marks.append((seconds, 2, _mark(seconds, "word", byte_start, byte_end, value)))
    marks.sort(key=lambda item: (round(item[0] * 1000), item[1], item[2]["start"]))
    return [mark for _, _, mark in marks]


def sentence_marks(text: str, chunks: tuple[ChunkTiming, ...] | list[ChunkTiming]) -> list[dict[str, Any]]:
    """Amazon Polly's sentence speech marks of plain text."""
    return speech_marks(plain_script(text), chunks, ("sentence",))


def chunk_timings(prepared: PreparedText, times: list[tuple[float, float]]) -> list[ChunkTiming]:
    """This request's chunks (text and source spans) with the start and end times the audio has."""
    return [
        ChunkTiming(index, chunk.text, chunk.source_start, chunk.source_end, start, end)
        for index, (chunk, (start, end)) in enumerate(zip(prepared.chunks, times, strict=True))
    ]


def words(script: Script) -> list[tuple[int, int, int, str]]:
    """(spoken offset, byte start, byte end, value) of each word. Words read from one source span (a `<sub>`'s
    alias, a `<say-as>`'s words) are one word, written as in the request."""
    found: list[tuple[int, int, int, str]] = []
    source = script.text.encode()
    for span_start, span_end in word_spans(script.spoken):
        token = script.spoken[span_start:span_end]
        stripped = token.strip(_EDGE_PUNCTUATION)
        if not any(char.isalnum() for char in stripped):
            continue  # "&", an emoji: read as nothing or as a symbol, no word of their own
        start = span_start + token.index(stripped)
        byte_start, byte_end = script.byte_span(start, start + len(stripped))
        if found and (found[-1][1], found[-1][2]) == (byte_start, byte_end):
            continue  # one more word of the same source span
        value = source[byte_start:byte_end].decode("utf-8", "replace") or stripped
        found.append((start, byte_start, byte_end, value))
    return found


def _mark(seconds: float, kind: str, start: int, end: int, value: str) -> dict[str, Any]:
    return {"time": round(seconds * 1000), "type": kind, "start": start, "end": end, "value": value}


def _time_at(
    position: int,
    chunks: Sequence[ChunkTiming],
    pauses: Pauses,
    *,
    voiced: bool,
    spoken: str = "",
    chunk_start: bool = False,
) -> float:
    """The time the spoken character at `position` is read: its chunk's start plus its share of the chunk (by
    characters; for words, by letters and digits over the chunk's voiced time, see the module docstring). With
    `chunk_start`, a position before the chunk's first letter is the chunk's start itself."""
    if not chunks:
        return 0.0
    index = 0
    while index + 1 < len(chunks) and chunks[index].source_end <= position:
        index += 1
    chunk = chunks[index]
    length = chunk.end - chunk.start
    quiet = pauses[index] if voiced and index < len(pauses) else ()
    if voiced and spoken:  # punctuation and spaces take no time of their own: the pauses hold it
        before = _letters(spoken[chunk.source_start : max(chunk.source_start, position)])
        if chunk_start and before == 0:
            return chunk.start
        fraction = min(1.0, before / max(1, _letters(spoken[chunk.source_start : chunk.source_end])))
    else:
        fraction = min(1.0, max(0.0, (position - chunk.source_start) / max(1, chunk.source_end - chunk.source_start)))
    if not quiet:
        return chunk.start + fraction * length
    target = fraction * (length - sum(end - start for start, end in quiet))  # voiced seconds before the word
    cursor = 0.0  # chunk time walked so far
    for start, end in quiet:
        if start - cursor > target + SNAP_SECONDS:
            break
        target = max(0.0, target - (start - cursor))  # a word estimated just before a pause starts after it
        cursor = end
    return chunk.start + min(length, cursor + target)


def _letters(text: str) -> int:
    return sum(char.isalnum() for char in text)
