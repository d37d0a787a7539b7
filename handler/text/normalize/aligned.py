"""Text that remembers where each of its characters came from.

    from handler.text.normalize.aligned import AlignedText

    aligned = AlignedText.of("Pay $5 now")
    aligned = aligned.sub(re.compile(r"\\$(\\d+)"), lambda m: f"{m[1]} dollars")
    aligned.text                   # "Pay 5 dollars now"
    aligned.source_span(4, 13)     # (4, 6): "5 dollars" was "$5"

Every normalisation rule is a substitution on an AlignedText. Characters a substitution writes map to
the whole source span of what they replaced, and they are final: later substitutions leave them alone,
so a lexicon entry or an earlier, more specific rule is never rewritten by a later, more general one.

A substitution made for a token class ("money", "date", ...) records a Token: its class, its span in the
source and its reading, or None where the rule recognised the token but left it as written (a date the
language's rules cannot decline, say). The dry run lists them.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from functools import cached_property

import numpy as np

Edit = tuple[int, int, str]  # replace text[start:end] with the string


@dataclass(frozen=True)
class Token:
    kind: str  # the token class: "cardinal", "money", "date", "telephone", ...
    source_start: int  # its span in the source text
    source_end: int
    reading: str | None  # what the model reads for it; None: recognised but left as written


@dataclass(frozen=True, eq=False)
class AlignedText:
    text: str
    starts: np.ndarray  # int64, starts[i]: first source index of output character i
    ends: np.ndarray  # int64, ends[i]: source index just after it
    final: np.ndarray  # bool, final[i]: written by a rule, not to be rewritten
    source_length: int
    tokens: tuple[Token, ...] = ()  # what the class rules recognised, in the order they ran

    @classmethod
    def of(cls, text: str) -> AlignedText:
        """The identity alignment: every character maps to itself."""
        n = len(text)
        return cls(text, np.arange(n), np.arange(1, n + 1), np.zeros(n, dtype=bool), n)

    def source_span(self, start: int, end: int) -> tuple[int, int]:
        """The span of the source that text[start:end] came from."""
        if start >= end:
            point = int(self.starts[start]) if start < len(self.text) else self.source_length
            return point, point
        return int(self.starts[start:end].min()), int(self.ends[start:end].max())

    def replace(self, edits: Iterable[Edit], kind: str | None = None) -> AlignedText:
        """Apply sorted, non-overlapping edits. Edits that touch final characters are skipped. With a
        token `kind`, each edit is recorded as a Token of that class (an edit that writes back what was
        there is one left as written).

        Built with whole-array operations, so thousands of edits (every number of a long text) stay cheap.
        """
        edits = list(edits)
        edits = [edit for edit, free in zip(edits, self._free(edits), strict=True) if free]
        if not edits:
            return self
        n = len(self.text)
        first = np.array([start for start, _, _ in edits])
        stop = np.array([end for _, end, _ in edits])
        lengths = np.array([len(new) for _, _, new in edits])
        # Spans only grow along the text (each edit maps to the span from its first character's start to
        # its last one's end), so an edit's source span is starts[first] .. ends[stop - 1].
        empty = first == stop
        point = np.append(self.starts, self.source_length)[first]
        source_starts = np.where(empty, point, self.starts[np.minimum(first, n - 1)] if n else point)
        source_ends = np.where(empty, point, self.ends[np.maximum(stop - 1, 0)] if n else point)
        tokens = self.tokens
        if kind is not None:  # each edit's source span, as source_span gives it, already at hand
            spans = zip(source_starts.tolist(), source_ends.tolist(), strict=True)
            tokens += tuple(self._token(kind, edit, span) for edit, span in zip(edits, spans, strict=True))
        depth = np.zeros(n + 1, dtype=np.int64)
        np.add.at(depth, first, 1)
        np.add.at(depth, stop, -1)
        kept = np.cumsum(depth[:n]) == 0
        at = np.repeat(np.concatenate(([0], np.cumsum(kept)))[first], lengths)
        pieces: list[str] = []
        done = 0
        for start, end, new in edits:
            pieces += (self.text[done:start], new)
            done = end
        pieces.append(self.text[done:])
        return AlignedText(
            "".join(pieces),
            np.insert(self.starts[kept], at, np.repeat(source_starts, lengths)),
            np.insert(self.ends[kept], at, np.repeat(source_ends, lengths)),
            np.insert(self.final[kept], at, True),
            self.source_length,
            tokens,
        )

    def _token(self, kind: str, edit: Edit, span: tuple[int, int]) -> Token:
        start, end, new = edit
        reading = " ".join(new.split())
        as_written = reading == " ".join(self.text[start:end].split())
        return Token(kind, *span, None if as_written else reading)

    def sub(
        self, pattern: re.Pattern[str], repl: Callable[[re.Match[str]], str | None], kind: str | None = None
    ) -> AlignedText:
        """Like `pattern.sub(repl, text)`, keeping the alignment. `repl` returns None to pass a match by
        (another rule may take it), and is not called for matches that touch final characters. With a
        token `kind`, what it replaces is recorded (see `replace`)."""
        matches = list(pattern.finditer(self.text))
        spans = [match.span() for match in matches]
        edits: list[Edit] = []
        for match, span, free in zip(matches, spans, self._free(spans), strict=True):
            new = repl(match) if free else None
            if new is not None:
                edits.append((*span, new))
        return self.replace(edits, kind) if edits else self

    @cached_property
    def _finals_before(self) -> np.ndarray:
        """finals_before[i]: how many final characters text[:i] holds. Counted once per text, not once per rule
        (most rules change nothing, and pass the same text on)."""
        return np.concatenate(([0], np.cumsum(self.final)))

    def _free(self, spans: Sequence[tuple[object, ...]]) -> list[bool]:
        """For each (start, end, ...) span: whether it touches no final character."""
        if not spans:
            return []
        finals_before = self._finals_before
        if not finals_before[-1]:
            return [True] * len(spans)
        bounds = np.array([span[:2] for span in spans])
        free: list[bool] = (finals_before[bounds[:, 1]] == finals_before[bounds[:, 0]]).tolist()
        return free
