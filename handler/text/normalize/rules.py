"""Verbalisation rules: a compiled pattern and a function from its match to the words to say.

    from handler.text.normalize.rules import NUMBER, Rule, apply_rules
    rules = [Rule(re.compile(rf"{NUMBER}%"), lambda m: f"{m[1]} percent")]
    apply_rules(AlignedText.of("50% off"), rules).text   # '50 percent off'

A rule returns None to leave a match alone. Its words are kept apart from letters or digits that touch the match
("mp3" -> "mp three", "3층" -> "삼 층"), except that a Korean particle stays on the word it follows ("5km를" ->
"오 킬로미터를"). Rules run in order, each over the whole text.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from handler.text.normalize.aligned import AlignedText

# A number as written in English and Korean text: 7, 1234, 1,234,567, 3.14, 1,234.5 (groups 'int', 'frac').
# It never starts right after a digit or a decimal point, and never stops before one. Patterns here begin with
# the character they match first and look behind only after it: the regex engine then skips straight to the
# candidates instead of trying every position of a 100,000-character text.
NUMBER = r"(?P<int>\d(?<!\d\d)(?<!\d\.\d)(?:\d{0,2}(?:,\d{3})+|\d*))(?:\.(?P<frac>\d+))?(?!\d)(?!\.\d)"
# A minus sign that starts a number ("-5", "(-3)", "-$5"), not a hyphen ("COVID-19") or a dash ("5 - 3").
MINUS = re.compile(r"[-−](?<![\w\-−][-−])(?=[$€£¥₩]?\d)")


@dataclass(frozen=True)
class Rule:
    pattern: re.Pattern[str]
    say: Callable[[re.Match[str]], str | None]


def apply_rules(aligned: AlignedText, rules: Sequence[Rule]) -> AlignedText:
    for rule in rules:
        aligned = aligned.sub(rule.pattern, lambda match, say=rule.say: _spaced(say(match), match))
    return aligned


def _spaced(words: str | None, match: re.Match[str]) -> str | None:
    if words is None:
        return None
    text, start, end = match.string, match.start(), match.end()
    before = " " if start > 0 and text[start - 1].isalnum() else ""
    after = ""
    if end < len(text) and text[end].isalnum() and not (text[end - 1].isalpha() and _is_hangul(text[end])):
        after = " "
    return f"{before}{words}{after}"


def _is_hangul(char: str) -> bool:
    return "가" <= char <= "힣"
