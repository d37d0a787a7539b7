"""Text that remembers where each of its characters came from.

    from handler.text.normalize.aligned import AlignedText

    aligned = AlignedText.of("Pay $5 now")
    aligned = aligned.sub(re.compile(r"\\$(\\d+)"), lambda m: f"{m[1]} dollars")
    aligned.text                   # "Pay 5 dollars now"
    aligned.source_span(4, 13)     # (4, 6): "5 dollars" was "$5"

Every normalisation rule is a substitution on an AlignedText. Characters a substitution writes map to
the whole source span of what they replaced, and they are final: later substitutions leave them alone,
so a lexicon entry or an earlier, more specific rule is never rewritten by a later, more general one.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass

import numpy as np

Edit = tuple[int, int, str]  # replace text[start:end] with the string


@dataclass(frozen=True, eq=False)
class AlignedText:
    text: str
    starts: np.ndarray  # int64, starts[i]: first source index of output character i
    ends: np.ndarray  # int64, ends[i]: source index just after it
    final: np.ndarray  # bool, final[i]: written by a rule, not to be rewritten
    source_length: int

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

    def is_final(self, start: int, end: int) -> bool:
        return bool(self.final[start:end].any())

    def replace(self, edits: Iterable[Edit]) -> AlignedText:
        """Apply sorted, non-overlapping edits. Edits that touch final characters are skipped."""
        pieces: list[str] = []
        starts: list[np.ndarray] = []
        ends: list[np.ndarray] = []
        final: list[np.ndarray] = []
        done = 0
        for start, end, new in edits:
            if start < done or self.is_final(start, end):
                continue
            source_start, source_end = self.source_span(start, end)
            pieces += (self.text[done:start], new)
            starts += (self.starts[done:start], np.full(len(new), source_start))
            ends += (self.ends[done:start], np.full(len(new), source_end))
            final += (self.final[done:start], np.ones(len(new), dtype=bool))
            done = end
        if not pieces:
            return self
        pieces.append(self.text[done:])
        starts.append(self.starts[done:])
        ends.append(self.ends[done:])
        final.append(self.final[done:])
        return AlignedText(
            "".join(pieces), np.concatenate(starts), np.concatenate(ends), np.concatenate(final), self.source_length
        )

    def sub(
        self, pattern: re.Pattern[str], repl: Callable[[re.Match[str]], str | None], group: int | str = 0
    ) -> AlignedText:
        """Like `pattern.sub(repl, text)`, keeping the alignment. `repl` returns None to keep a match as
        it is; with `group`, only that group of each match is replaced."""
        edits = []
        for match in pattern.finditer(self.text):
            start, end = match.span(group)
            if self.is_final(start, end):
                continue
            new = repl(match)
            if new is not None:
                edits.append((start, end, new))
        return self.replace(edits) if edits else self
