"""Words of a text, for speech marks: runs between spaces, and inside a run of a script written without spaces
(Japanese kanji and kana) the phrases BudouX finds (Google's segmenter, 126 KB, no dependencies), so
"今日は晴れです" is two words, "今日は" and "晴れです", not one.

    list(word_spans("Hello, 今日は晴れです。"))   # [(0, 6), (7, 10), (10, 15)]: "Hello,", "今日は", "晴れです。"

Punctuation stays on its word (the caller strips it).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import cache
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from budoux import Parser

_RUN = re.compile(r"\S+")
# Han, hiragana, katakana (and their phonetic extensions, the iteration marks, the long vowel mark).
_UNSPACED = re.compile(r"[\u3005\u3041-\u30ff\u31f0-\u31ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff66-\uff9f]")


@cache
def _japanese() -> Parser:
    from budoux import load_default_japanese_parser  # imported and loaded once, only for text that needs it

    return load_default_japanese_parser()


def word_spans(text: str) -> Iterator[tuple[int, int]]:
    """(start, end) of each word of `text`, in order."""
    for run in _RUN.finditer(text):
        if not _UNSPACED.search(run.group()):
            yield run.span()
            continue
        start = run.start()
        for phrase in _japanese().parse(run.group()):
            yield start, start + len(phrase)
            start += len(phrase)
