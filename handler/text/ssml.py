"""SSML in, a `Script` out: the text to read, its segments (pauses, languages, rates) and its marks.

    script = parse_ssml('<speak>Hello <break time="1s"/> <sub alias="World Wide Web">WWW</sub>.</speak>')
    script.spoken      # "Hello  World Wide Web."
    script.segments    # two: "Hello " and, after a one-second pause, " World Wide Web."

The tags Amazon Polly reads, with their effect here:
- `speak` (the root, optional `xml:lang`), `p` (a paragraph pause around it), `s` (ends a sentence);
- `break`: `time` ("750ms", "1.5s", at most 10 s) or `strength` (none, x-weak: nothing; weak, medium: a comma's
  pause; strong: a sentence's; x-strong: a paragraph's); a bare `<break/>` is medium. The pause replaces the usual
  silence between chunks, so `time="1s"` adds one second of silence where it stands;
- `sub alias`: the alias is read; `say-as interpret-as` (handler/text/say_as.py);
- `lang xml:lang`: the span is read in that language; `prosody rate` (x-slow .. x-fast or a percentage, within
  the kit's speed range): the span's speed; `pitch` and `volume` (checked as Polly checks it) have no effect;
- `mark name`: an ssml speech mark; `phoneme`, `emphasis`, `w` and Polly's `amazon:auto-breaths`, `breath`,
  `domain`, `effect`, `emotion`: the text inside is read (other `amazon:` tags, or names Polly does not have, are
  refused as Polly refuses them); `say-as interpret-as="expletive"` is a pause where Polly bleeps.

Parsing is safe: no DOCTYPE (so no entity of any kind is declared or expanded, no external entity is fetched),
at most MAX_DEPTH nested elements. A malformed document or an unknown tag raises `InvalidSsml`, naming the line
and the tag.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from xml.parsers import expat

from handler.kernel.errors import InvalidRequest
from handler.text.languages import check_language
from handler.text.safexml import expat_message, safe_parser
from handler.text.say_as import INTERPRETATIONS, Fail, say_as
from handler.text.script import Mark, Script, Segment

MAX_DEPTH = 50
MAX_BREAK_SECONDS = 10.0  # Polly's limit for one break
# Pauses a listener hears after a comma, a sentence and a paragraph.
STRENGTHS = {"none": 0.0, "x-weak": 0.0, "weak": 0.25, "medium": 0.25, "strong": 0.5, "x-strong": 1.0}
PARAGRAPH_PAUSE = STRENGTHS["x-strong"]
RATES = {"x-slow": 0.7, "slow": 0.85, "medium": 1.0, "fast": 1.2, "x-fast": 1.5}
RATE_RANGE = (0.7, 2.0)  # the engine's speed range (handler.engine.synthesis.SPEED_RANGE)
TRANSPARENT = frozenset({"phoneme", "emphasis", "w"})  # the text inside is read as it is
# Polly's own tags and the values it takes for their `name` (None: any, or none); the text inside is read.
AMAZON_TAGS: dict[str, frozenset[str] | None] = {
    "amazon:auto-breaths": None,
    "amazon:breath": None,
    "amazon:domain": frozenset({"news", "conversational", "long-form"}),
    "amazon:effect": frozenset({"whispered", "drc"}),
    "amazon:emotion": frozenset({"excited", "disappointed"}),
}
VOLUMES = frozenset({"default", "silent", "x-soft", "soft", "medium", "loud", "x-loud"})  # or a change in dB
EXPLETIVE_PAUSE = 0.5  # seconds of silence where Polly bleeps a word
SENTENCE_END = frozenset(".!?…。！？")
# Polly's limits: a document may be twice as long as the text it holds (6,000 and 3,000 characters for
# SynthesizeSpeech, 200,000 and 100,000 for a task); the tags are not counted (nor billed).
DOCUMENT_FACTOR = 2
_TAGS = re.compile(r"<[^>]*>")
_TIME = re.compile(r"^\s*(\d+(?:\.\d+)?)\s*(ms|s)\s*$")
_PERCENT = re.compile(r"^\s*(\d+(?:\.\d+)?)\s*%\s*$")
_DECIBELS = re.compile(r"^[+-]\d+(?:\.\d+)?dB$")


class InvalidSsml(InvalidRequest):
    code = "invalid_ssml"

    def __init__(self, message: str, *, line: int | None = None, tag: str | None = None) -> None:
        where = ", ".join(part for part in (f"line {line}" if line else "", f"<{tag}>" if tag else "") if part)
        super().__init__(f"Invalid SSML{f' ({where})' if where else ''}: {message}", param="input")
        self.line, self.tag = line, tag


@dataclass
class _Context:
    tag: str
    lang: str | None
    rate: float
    start: int = 0  # byte offset of the start tag
    content: int = 0  # byte offset after the start tag
    alias: str | None = None
    interpret: dict[str, str] | None = None
    mark: str | None = None
    inner: list[str] = field(default_factory=list)


class _Builder:
    """Collects spoken characters, their byte origins, segments and marks as the parser walks the document."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.chars: list[str] = []
        self.origins: list[tuple[int, int]] = []
        self.segments: list[Segment] = []
        self.segment_start = 0
        self.segment = Segment(0, 0, None)
        self.marks: list[Mark] = []
        self.ignored: set[str] = set()
        self.last_visible = ""  # the segment's last character that is not a space ("" for none): O(1) checks
        self.spoke = False  # anything but spaces read so far, in any segment

    def add(self, text: str, start: int, end: int, *, exact: bool) -> None:
        """Spoken text from bytes [start, end): character by character when `exact`, else each to the whole."""
        cursor = start
        for char in text:
            if exact:
                size = len(char.encode())
                self.origins.append((cursor, cursor + size))
                cursor += size
            else:
                self.origins.append((start, end))
            self.chars.append(char)
        visible = text.rstrip()
        if visible:
            self.last_visible, self.spoke = visible[-1], True

    def ends_in_space(self) -> bool:
        return len(self.chars) == self.segment_start or self.chars[-1].isspace()

    def open(self, lang: str | None, rate: float, pause: float | None = None, *, add: bool = False) -> None:
        """Start a new segment (language or rate change, or a pause); an empty current one is reused."""
        if not self.ends_in_space():  # words on either side of a boundary stay two words
            self.add(" ", self.origins[-1][1], self.origins[-1][1], exact=False)
        if not self.last_visible:
            previous = self.segment.pause
            if pause is not None and previous is not None:
                pause = previous + pause if add else max(previous, pause)
            elif pause is None:
                pause = previous
            self.segment = Segment(self.segment_start, 0, lang, rate, pause)
            return
        self.segments.append(Segment(self.segment_start, len(self.chars), *self._attributes()))
        self.segment_start = len(self.chars)
        self.segment = Segment(self.segment_start, 0, lang, rate, pause)
        self.last_visible = ""

    def _attributes(self) -> tuple[str | None, float, float | None]:
        return self.segment.lang, self.segment.rate, self.segment.pause

    def end_sentence(self, at: int) -> None:
        """<s> ends a sentence: a full stop where the text has none, so the model reads it as one."""
        if self.last_visible and self.last_visible not in SENTENCE_END:
            self.add(". ", at, at, exact=False)
        elif not self.ends_in_space():
            self.add(" ", at, at, exact=False)

    def script(self) -> Script:
        if len(self.chars) > self.segment_start:
            self.segments.append(Segment(self.segment_start, len(self.chars), *self._attributes()))
        spoken = "".join(self.chars)
        return Script(self.text, spoken, tuple(self.origins), tuple(self.segments), tuple(self.marks),
                      tuple(sorted(self.ignored)))  # fmt: skip


def text_characters(document: str) -> int:
    """Characters of an SSML document outside its tags: what Polly bills and what the limits count."""
    return len(_TAGS.sub("", document))


def parse_ssml(text: str, *, lang: str | None = None) -> Script:
    """Parse an SSML document (see the module docstring). `lang` is the request's language, for say-as."""
    data = text.encode("utf-8")
    builder = _Builder(text)
    stack: list[_Context] = []
    pending: list[tuple[str, int]] = []  # character data not yet placed: (text, byte offset)

    def fail(message: str, tag: str | None = None) -> InvalidSsml:
        return InvalidSsml(message, line=parser.CurrentLineNumber, tag=tag)

    parser = safe_parser(fail)

    def flush() -> None:
        """Place pending character data now that the next event's offset tells where it ends."""
        if not pending:
            return
        end = parser.CurrentByteIndex
        for position, (chunk, start) in enumerate(pending):
            stop = pending[position + 1][1] if position + 1 < len(pending) else end
            exact = len(chunk.encode()) == stop - start  # not when an entity or a CRLF was replaced
            context = stack[-1] if stack else None
            if context is not None and (context.alias is not None or context.interpret is not None):
                context.inner.append(chunk)
            elif context is not None:
                builder.add(chunk, start, stop, exact=exact)
        pending.clear()

    def characters(chunk: str) -> None:
        pending.append((chunk, parser.CurrentByteIndex))

    def start(tag: str, attributes: dict[str, str]) -> None:
        flush()
        here = parser.CurrentByteIndex
        parent = stack[-1] if stack else None
        if parent is None and tag != "speak":
            raise fail("the root element must be <speak>", tag)
        if len(stack) >= MAX_DEPTH:
            raise fail(f"elements are nested more than {MAX_DEPTH} deep", tag)
        if parent is not None and (parent.alias is not None or parent.interpret is not None):
            raise fail(f"<{parent.tag}> holds text only", tag)
        lang = attributes.get("xml:lang", parent.lang if parent else None)
        if lang is not None:
            lang = _language(lang, fail, tag)
        context = _Context(tag, lang, parent.rate if parent else 1.0, here)
        if tag == "prosody":
            if "rate" in attributes:
                context.rate = _rate(attributes["rate"], context.rate, fail)
            volume = attributes.get("volume")
            if volume is not None and volume not in VOLUMES and not _DECIBELS.match(volume):
                raise fail(f"volume {volume[:40]!r} must be one of {', '.join(sorted(VOLUMES))} or like +6dB", tag)
            builder.ignored.update(name for name in ("pitch", "volume") if name in attributes)
        if parent is not None and (context.lang, context.rate) != (parent.lang, parent.rate):
            builder.open(context.lang, context.rate)  # any element may set xml:lang; prosody sets the rate
        if tag == "speak":
            if parent is not None:
                raise fail("<speak> may only be the root", tag)
            builder.segment = Segment(0, 0, lang)
        elif tag == "p":
            if builder.spoke:  # a paragraph pause after what came before, none at the start
                builder.open(context.lang, context.rate, PARAGRAPH_PAUSE)
        elif tag == "s":
            builder.end_sentence(here)
        elif tag == "break":
            pause = _break_seconds(attributes, fail)
            if pause > 0:  # strength none or x-weak, or time 0: no pause, and the text reads on
                builder.open(context.lang, context.rate, pause, add=True)
        elif tag == "sub":
            if "alias" not in attributes:
                raise fail('<sub> needs an "alias" attribute', tag)
            context.alias = attributes["alias"]
        elif tag == "say-as":
            interpret = attributes.get("interpret-as", "")
            if interpret not in INTERPRETATIONS:
                raise fail(f"interpret-as {interpret!r} is not one of {', '.join(sorted(INTERPRETATIONS))}", tag)
            context.interpret = dict(attributes)
        elif tag == "lang":
            if "xml:lang" not in attributes:
                raise fail('<lang> needs an "xml:lang" attribute', tag)
        elif tag == "mark":
            if not attributes.get("name"):
                raise fail('<mark> needs a "name" attribute', tag)
            context.mark = attributes["name"]
        elif tag in AMAZON_TAGS:
            names = AMAZON_TAGS[tag]
            if names is not None and "name" in attributes and attributes["name"] not in names:
                raise fail(f"name {attributes['name'][:40]!r} is not one of {', '.join(sorted(names))}", tag)
        elif tag not in TRANSPARENT and tag != "prosody":
            raise fail(f"<{tag}> is not an SSML tag this service reads", tag)
        stack.append(context)
        context.content = parser.CurrentByteIndex + _tag_length(data, here)

    def end(tag: str) -> None:
        flush()
        here = parser.CurrentByteIndex
        context = stack.pop()
        parent = stack[-1] if stack else None
        element_end = here + _tag_length(data, here) if data[here : here + 2] == b"</" else context.content
        if context.mark is not None:
            builder.marks.append(Mark(context.mark, len(builder.chars), context.start, element_end))
        elif context.alias is not None:
            builder.add(context.alias, context.content, here, exact=False)
        elif context.interpret is not None:
            inner = "".join(context.inner)
            spoken = say_as(inner, context.interpret, context.lang or lang, fail)
            if context.interpret.get("interpret-as") == "expletive" and inner.strip():
                builder.open(context.lang, context.rate, EXPLETIVE_PAUSE, add=True)  # silence for the word
            builder.add(spoken, context.content, here, exact=False)
        elif tag == "s":
            builder.end_sentence(here)
        elif tag == "p":
            builder.end_sentence(here)
            builder.open(context.lang, context.rate, PARAGRAPH_PAUSE)
        if parent is not None and (context.lang, context.rate) != (parent.lang, parent.rate):
            builder.open(parent.lang, parent.rate)

    parser.CharacterDataHandler = characters
    parser.StartElementHandler = start
    parser.EndElementHandler = end
    try:
        parser.Parse(data, True)
    except expat.ExpatError as error:
        raise InvalidSsml(expat_message(error), line=error.lineno, tag=_open_tag(stack)) from None
    except RecursionError:  # not reached with MAX_DEPTH, kept as a guard: never a 500 for a document
        raise InvalidSsml("the document is nested too deeply") from None
    return builder.script()


def _open_tag(stack: list[_Context]) -> str | None:
    return stack[-1].tag if stack else None


def _tag_length(data: bytes, at: int) -> int:
    """Bytes of the tag that starts at `at`, up to its ">" (one inside a quoted attribute value does not count)."""
    quote = 0
    for position in range(at, len(data)):
        byte = data[position]
        if quote:
            quote = 0 if byte == quote else quote
        elif byte in b"\"'":
            quote = byte
        elif byte == ord(">"):
            return position + 1 - at
    return 0


def _language(value: str, fail: Fail, tag: str) -> str:
    try:
        return check_language(value)
    except InvalidRequest as error:
        raise fail(error.message, tag) from None


def _break_seconds(attributes: dict[str, str], fail: Fail) -> float:
    if "time" in attributes:
        match = _TIME.match(attributes["time"])
        if not match:
            raise fail(f'time {attributes["time"]!r} must be like "500ms" or "1.5s"', "break")
        seconds = float(match.group(1)) / (1000 if match.group(2) == "ms" else 1)
        if seconds > MAX_BREAK_SECONDS:
            raise fail(f"a break is at most {MAX_BREAK_SECONDS:g} seconds", "break")
        return seconds
    strength = attributes.get("strength", "medium")
    if strength not in STRENGTHS:
        raise fail(f"strength {strength!r} is not one of {', '.join(STRENGTHS)}", "break")
    return STRENGTHS[strength]


def _rate(value: str, current: float, fail: Fail) -> float:
    if value in RATES:
        rate = current * RATES[value]
    else:
        match = _PERCENT.match(value)
        if not match:
            raise fail(f"rate {value!r} must be x-slow, slow, medium, fast, x-fast or a percentage", "prosody")
        rate = current * float(match.group(1)) / 100
    return min(RATE_RANGE[1], max(RATE_RANGE[0], rate))
