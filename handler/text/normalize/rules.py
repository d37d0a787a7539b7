"""The one rule idiom of the front end: a token class, a compiled pattern that finds tokens of that class, and a
function from the match to the words to say.

    from handler.text.normalize.rules import Rule, apply_rules

    rules = [Rule("measure", re.compile(r"(\\d+)%"), lambda m: f"{m[1]} percent")]
    apply_rules(AlignedText.of("50% off"), rules).text   # '50 percent off'

`say` returns the reading, None to pass the match by (it is not a token of this class: a later rule may take it),
or the match unchanged to keep the token as written (recognised, but not something the language's rules can say
with confidence). Every match a rule says is recorded as a token of its class (AlignedText.tokens).

Its words are kept apart from letters or digits that touch the match ("mp3" -> "mp three"), except that a Korean
particle stays on the word it follows ("5km를" -> "오 킬로미터를"); in languages written without spaces (Japanese)
the words are joined ("2024年" -> "二千二十四年"); Korean rules place their own spaces (counters: "제삼장",
"삼 층"). Rules run in order, each over the whole text, and what one writes is final: an earlier, more specific
rule wins.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import partial

from handler.text.normalize.aligned import AlignedText
from handler.text.normalize.prefilter import may_match
from handler.text.normalize.spacing import BY_RULES, SPACED, UNSPACED


@dataclass(frozen=True)
class Rule:
    kind: str  # the token class: "cardinal", "ordinal", "decimal", "fraction", "money", "measure", "time", ...
    pattern: re.Pattern[str]
    say: Callable[[re.Match[str]], str | None]


def apply_rules(aligned: AlignedText, rules: Sequence[Rule], spacing: str = SPACED) -> AlignedText:
    """Apply `rules` in order; `spacing` is how the language spaces its words (its home's `spacing`)."""
    join = {UNSPACED: _unspaced, BY_RULES: _as_said}.get(spacing, _spaced)
    for rule in rules:
        if may_match(rule.pattern, aligned.text):  # a pattern that cannot match is not run over the text
            aligned = aligned.sub(rule.pattern, partial(_read, join, rule.say), rule.kind)
    return aligned


def _read(
    join: Callable[[str | None, re.Match[str]], str | None],
    say: Callable[[re.Match[str]], str | None],
    match: re.Match[str],
) -> str | None:
    return join(say(match), match)


def _as_said(words: str | None, match: re.Match[str]) -> str | None:
    return words


def _unspaced(words: str | None, match: re.Match[str]) -> str | None:
    if words is None or words == match.group():
        return words
    return "".join(words.split())


def _spaced(words: str | None, match: re.Match[str]) -> str | None:
    if words is None or words == match.group():
        return words
    text, start, end = match.string, match.start(), match.end()
    before = " " if start > 0 and _wordlike(text[start - 1]) and _wordlike(words[:1]) else ""
    after = ""
    if (
        end < len(text)
        and _wordlike(text[end])
        and _wordlike(words[-1:])
        and not (text[end - 1].isalpha() and _is_hangul(text[end]))
    ):
        after = " "
    return f"{before}{words}{after}"


def _wordlike(char: str) -> bool:
    """A letter or a digit, or a vowel sign or other mark written on one (a Hindi word may end in "ा": "घटा")."""
    return char.isalnum() or unicodedata.category(char[:1] or " ")[0] == "M"


def _is_hangul(char: str) -> bool:
    return "가" <= char <= "힣"
