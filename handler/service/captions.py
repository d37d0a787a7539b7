"""Captions (SubRip .srt and WebVTT .vtt) from word speech marks.

    words = rendering.marks(("word",))             # handler.service.marks: estimated word times
    srt = captions(words, duration, "srt", text)    # "1\\n00:00:00,000 --> 00:00:02,140\\nHello there, ..."
    vtt = captions(words, duration, "vtt", text)    # "WEBVTT\\n\\n00:00:00.000 --> ..."

The usual subtitle rules: at most two lines of at most 42 characters per cue; a new cue after a sentence ends
(once the cue has lasted the minimum) or when the next word would not fit; cues last at least MIN_CUE_SECONDS
(shorter ones are merged into the next, or lengthened into the time the next one gives up), at most
MAX_CUE_SECONDS, and long enough to be read at MAX_CHARS_PER_SECOND (text read faster than that, a URL, stays on
screen longer and the cues after it start later, catching up with the speech where it leaves time); each cue ends
where the next begins, so cues never overlap and cover the audio from the first word to the end of the last.
Words keep the punctuation the request gives them, without a space before it.
"""

from __future__ import annotations

import html
import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

LINE_CHARS = 42
CUE_LINES = 2
MIN_CUE_SECONDS = 0.8
MAX_CUE_SECONDS = 7.0
MAX_CHARS_PER_SECOND = 20.0  # a reading speed subtitle guides give as the upper limit for adults
CAPTION_FORMATS = ("srt", "vtt")
_TAG = re.compile(r"<[^>]*>")
_SENTENCE_END = (".", "!", "?", "…", "。", "！", "？")
_SPACE_BEFORE_PUNCTUATION = re.compile(r"\s+(?=[,.!?;:…])")


@dataclass
class Cue:
    start: float
    end: float
    words: list[str]

    @property
    def text(self) -> str:
        return " ".join(self.words)


def wrap(text: str) -> list[str] | None:
    """The text in at most two lines of at most LINE_CHARS, split at the space that balances them best; None when
    it does not fit."""
    if len(text) <= LINE_CHARS:
        return [text]
    spaces = [index for index, char in enumerate(text) if char == " "]
    best = None
    for space in spaces:
        first, second = text[:space], text[space + 1 :]
        if len(first) <= LINE_CHARS and len(second) <= LINE_CHARS:
            score = max(len(first), len(second))
            if best is None or score < best[0]:
                best = (score, [first, second])
    return best[1] if best else None


def _pieces(word: str) -> list[str]:
    """A word longer than a line is cut into line-long pieces (a URL, a long compound)."""
    return [word[i : i + LINE_CHARS] for i in range(0, len(word), LINE_CHARS)] or [word]


def written_words(words: Sequence[dict[str, Any]], source: str, *, markup: bool = False) -> list[str]:
    """Each word as the request writes it with the punctuation around it ("Hi." where the mark says "Hi"): the
    request text from the word's start to the next word's, SSML tags taken out when `markup`."""
    data = source.encode()
    found = []
    for index, mark in enumerate(words):
        stop = words[index + 1]["start"] if index + 1 < len(words) else len(data)
        if stop <= mark["start"]:  # several words from one span (a say-as): the mark's own bytes
            stop = mark["end"]
        piece = data[mark["start"] : stop].decode("utf-8", "replace")
        if markup:
            piece = html.unescape(_TAG.sub("", piece))  # a piece ends where the next word starts: no words join
        piece = piece.split("\n\n")[0]  # never run on into the next paragraph
        piece = _SPACE_BEFORE_PUNCTUATION.sub("", " ".join(piece.split()))
        found.append(piece or str(mark["value"]))
    return found


def cues(words: Sequence[dict[str, Any]], duration: float, written: Sequence[str] | None = None) -> list[Cue]:
    """Cues from word marks (time in ms, value) over audio of `duration` seconds; `written`: each word's display
    text (default: the marks' values)."""
    texts = written if written is not None else [str(mark["value"]) for mark in words]
    timed = [(mark["time"] / 1000, piece) for mark, text in zip(words, texts, strict=True) for piece in _pieces(text)]
    if not timed:
        return []
    found: list[Cue] = []
    for start, word in timed:
        current = found[-1] if found else None
        if current is not None:
            lasted = start - current.start
            ended = current.words[-1].endswith(_SENTENCE_END) and lasted >= MIN_CUE_SECONDS
            fits = wrap(f"{current.text} {word}") is not None and lasted < MAX_CUE_SECONDS
            if fits and not ended:
                current.words.append(word)
                continue
        found.append(Cue(start, start, [word]))
    for cue, following in zip(found, found[1:], strict=False):
        cue.end = following.start
    found[-1].end = max(duration, found[-1].start)
    return _readable(_lengthened(found))


def _readable(found: list[Cue]) -> list[Cue]:
    """Each cue on screen long enough to read (MAX_CHARS_PER_SECOND, MIN_CUE_SECONDS) and no longer than
    MAX_CUE_SECONDS; a cue that needs more time than the speech gave it pushes the next one later."""
    for index, cue in enumerate(found):
        if index:
            cue.start = max(cue.start, found[index - 1].end)
        needed = max(MIN_CUE_SECONDS, len(cue.text) / MAX_CHARS_PER_SECOND)
        cue.end = min(max(cue.end, cue.start + needed), cue.start + MAX_CUE_SECONDS)
    return found


def _lengthened(found: list[Cue]) -> list[Cue]:
    """No cue shorter than MIN_CUE_SECONDS: merged into the next where the text fits, else it takes time from the
    next (which keeps at least the minimum where it can); the last one ends the minimum after it starts."""
    result: list[Cue] = []
    index = 0
    while index < len(found):
        cue = found[index]
        following = found[index + 1] if index + 1 < len(found) else None
        if cue.end - cue.start < MIN_CUE_SECONDS and following is not None:
            if wrap(f"{cue.text} {following.text}") is not None:
                found[index + 1] = Cue(cue.start, following.end, cue.words + following.words)
                index += 1
                continue
            cue.end = min(cue.start + MIN_CUE_SECONDS, max(cue.end, following.end - MIN_CUE_SECONDS))
            following.start = cue.end
        elif cue.end - cue.start < MIN_CUE_SECONDS:
            cue.end = cue.start + MIN_CUE_SECONDS
        result.append(cue)
        index += 1
    return result


def _clock(seconds: float, separator: str) -> str:
    millis = max(0, round(seconds * 1000))
    hours, rest = divmod(millis, 3_600_000)
    minutes, rest = divmod(rest, 60_000)
    whole, millis = divmod(rest, 1000)
    return f"{hours:02d}:{minutes:02d}:{whole:02d}{separator}{millis:03d}"


def captions(
    words: Sequence[dict[str, Any]], duration: float, kind: str, source: str = "", *, markup: bool = False
) -> str:
    """The captions file of `kind` ("srt" or "vtt") for these word marks; with the request text as `source` (SSML
    when `markup`), words keep their punctuation."""
    separator = "," if kind == "srt" else "."
    written = written_words(words, source, markup=markup) if source else None
    blocks = []
    for number, cue in enumerate(cues(words, duration, written), start=1):
        timing = f"{_clock(cue.start, separator)} --> {_clock(cue.end, separator)}"
        lines = "\n".join(wrap(cue.text) or [cue.text])
        blocks.append(f"{number}\n{timing}\n{lines}" if kind == "srt" else f"{timing}\n{lines}")
    body = "\n\n".join(blocks) + "\n"
    return body if kind == "srt" else f"WEBVTT\n\n{body}"


CONTENT_TYPES = {"srt": "application/x-subrip", "vtt": "text/vtt"}
