r"""Text that remembers where each of its characters came from, through any number of substitutions.

    from handler.text.normalize.aligned import AlignedText
    aligned = AlignedText.of("Pay $5 now")
    aligned = aligned.sub(re.compile(r"\$5"), "five dollars")
    aligned.text                      # 'Pay five dollars now'
    aligned.source_span(4, 16)        # (4, 6): "five dollars" was said for "$5"

Every character keeps the span `[start, end)` of the original text it stands for: untouched characters their
own position, each character of a replacement the whole span that was replaced. Spans stay in order, so the
source of any run of output characters is the start of its first and the end of its last. Offsets live in numpy
arrays and a substitution is one pass over them (never per character in Python), so long texts stay fast.

A replacement can be *locked*: later substitutions leave it alone (a lexicon entry is final).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass

import numpy as np

Replacement = Callable[[re.Match[str]], "str | None"]


@dataclass(frozen=True, eq=False)
class AlignedText:
    text: str
    starts: np.ndarray  # int64, one per character of `text`: where its source starts
    ends: np.ndarray  # int64, one per character: where its source ends
    locked: np.ndarray | None = None  # bool per character, None while nothing is locked

    @classmethod
    def of(cls, text: str) -> AlignedText:
        """The identity alignment: every character stands for itself."""
        positions = np.arange(len(text) + 1, dtype=np.int64)
        return cls(text, positions[:-1], positions[1:])

    def __len__(self) -> int:
        return len(self.text)

    def source_span(self, start: int, end: int) -> tuple[int, int]:
        """The span of the original text that output characters `[start, end)` were made from."""
        if not 0 <= start < end <= len(self.text):
            raise ValueError(f"bad span [{start}, {end}) for a text of {len(self.text)} characters")
        return int(self.starts[start]), int(self.ends[end - 1])

    def replace(self, edits: Iterable[tuple[int, int, str]], *, lock: bool = False) -> AlignedText:
        """Replace each output span `[start, end)` by a string. Edits must be in order and must not overlap.

        An edit that touches a locked character is skipped. An empty span inserts; its characters stand for the
        empty source span where they were inserted.
        """
        edits = list(edits)
        if not edits:
            return self
        first = np.fromiter((edit[0] for edit in edits), dtype=np.int64, count=len(edits))
        last = np.fromiter((edit[1] for edit in edits), dtype=np.int64, count=len(edits))
        if (last < first).any() or (first[1:] < last[:-1]).any() or first[0] < 0 or last[-1] > len(self.text):
            raise ValueError("edits must be in order, must not overlap and must lie within the text")
        if self.locked is not None and (held := np.flatnonzero(self.locked)).size:
            # The first locked character at or after each edit's start must lie at or after its end.
            after = held[np.minimum(np.searchsorted(held, first), held.size - 1)]
            free = (after < first) | (after >= last)
            edits = [edit for edit, keep in zip(edits, free.tolist(), strict=True) if keep]
            first, last = first[free], last[free]
            if not edits:
                return self
        return self._replaced(edits, first, last, lock)

    def sub(self, pattern: re.Pattern[str], repl: str | Replacement, *, lock: bool = False) -> AlignedText:
        """`pattern.sub(repl, text)` that keeps the alignment. `repl` is a plain string (no group references) or a
        function of the match that returns the replacement, or None to leave that match as it is."""
        if isinstance(repl, str):
            edits = ((m.start(), m.end(), repl) for m in pattern.finditer(self.text))
        else:
            edits = (
                (m.start(), m.end(), new) for m in pattern.finditer(self.text) if (new := repl(m)) is not None
            )
        return self.replace(edits, lock=lock)

    def _replaced(
        self, edits: list[tuple[int, int, str]], first: np.ndarray, last: np.ndarray, lock: bool
    ) -> AlignedText:
        # The output alternates kept runs of the old text and replacements: kept_0, new_0, kept_1, ..., kept_E.
        # Offsets are built for all of them at once, so the cost is one numpy pass, not one per character.
        size = len(self.text)
        texts: list[str] = []
        done = 0
        for start, end, new in edits:
            texts += (self.text[done:start], new)
            done = end
        texts.append(self.text[done:])
        kept_from = np.concatenate(([0], last))
        lengths = np.empty(2 * len(edits) + 1, dtype=np.int64)
        lengths[0::2] = np.concatenate((first, [size])) - kept_from
        lengths[1::2] = [len(new) for _, _, new in edits]
        piece_start = np.concatenate(([0], np.cumsum(lengths)[:-1]))
        shift = np.zeros_like(lengths)
        shift[0::2] = kept_from - piece_start[0::2]
        is_new = np.zeros(lengths.size, dtype=bool)
        is_new[1::2] = True
        # Where each replacement stands in the source: the replaced span, or the insertion point.
        if size:
            inserted_at = np.where(first < size, self.starts[np.minimum(first, size - 1)], self.ends[-1])
            new_start = np.where(last > first, self.starts[np.minimum(first, size - 1)], inserted_at)
            new_end = np.where(last > first, self.ends[np.maximum(last - 1, 0)], inserted_at)
        else:
            new_start = new_end = np.zeros(len(edits), dtype=np.int64)
        piece_source_start = np.zeros_like(lengths)
        piece_source_end = np.zeros_like(lengths)
        piece_source_start[1::2], piece_source_end[1::2] = new_start, new_end
        total = int(lengths.sum())
        replaced = np.repeat(is_new, lengths)
        old = np.clip(np.arange(total, dtype=np.int64) + np.repeat(shift, lengths), 0, max(size - 1, 0))
        old_locked = self.locked if self.locked is not None else np.zeros(max(size, 1), dtype=bool)
        return AlignedText(
            "".join(texts),
            np.where(replaced, np.repeat(piece_source_start, lengths), self.starts[old] if size else 0),
            np.where(replaced, np.repeat(piece_source_end, lengths), self.ends[old] if size else 0),
            np.where(replaced, lock, old_locked[old]),
        )
