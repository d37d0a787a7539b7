"""A plus sign written before a number, said as the language's word for it: "+5 °C" is "plus fünf Grad Celsius",
"+3,5 %" "más tres coma cinco por ciento"; a tolerance "±" likewise ("±2%": "plus or minus two percent").

    from handler.text.normalize.classes import sign

    apply_rules(AlignedText.of("+5 °C"), sign.rules("de")).text   # "plus 5 °C"

Only the sign is this class's: the number after it is read by its own class next. It runs after the telephone
class, so "+49 30 123456" is a phone number's; a "+" after a word, a digit or another "+" ("C++17", "2+3") is not a
sign. The word is the language's "+" operator (its home's `operators`), and its "±" for a tolerance, which may follow
a word of a script written without spaces ("誤差は±0.5mm"), though not a Latin letter or a digit ("5±1" is the
symbol class's). A hyphen between two numbers of a sum that closes with "=" is a minus, said with the language's
"−" ("10 - 2 = 8": "десять минус два равно восемь", "10-2=8": "十ひく二は八"); it runs before the ranges, which would
read it "to".
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import lru_cache

from handler.text.normalize.classes.symbol import apart
from handler.text.normalize.languages import home
from handler.text.normalize.rules import Rule

_PLUS = re.compile(r"(?<![\w+)\].,/])\+(?=\d)")
_TOLERANCE = re.compile(r"(?<![A-Za-z\d_±)\].,/])±(?=\d)")
# A hyphen after a number (a space each side or none) before a number and, through any more operators and numbers, an
# "=": "10 - 2 = 8", "7-3-1=3", "(9-4)=5"; not a date's or a code's ("2024-05-03", "555-1234"). A sum written in text
# has a few operators: the look for its "=" stops after eight, so a long run of hyphens and digits is not scanned to
# its end from each hyphen.
_OPERAND = r"\(?\d{1,12}(?:[.,]\d{1,12})?\)?"
_EQUATION_MINUS = re.compile(
    rf"-(?:(?<=[\d)]-)|(?<=[\d)][ \u00a0]-))"
    rf"(?=[ \u00a0]?{_OPERAND}(?:[ \u00a0]?[-+×÷·−][ \u00a0]?{_OPERAND}){{0,8}}[ \u00a0]?=(?!=))"
)


@lru_cache(maxsize=64)
def rules(lang: str) -> tuple[Rule, ...]:
    """The rules of this class for `lang` (empty where its home names neither "+" nor "±")."""
    operators = home(lang).operators
    signs = ((_PLUS, operators.get("+")), (_TOLERANCE, operators.get("±")))
    found = tuple(Rule("symbol", pattern, _said(word)) for pattern, word in signs if word)
    minus = operators.get("−")
    return found + ((Rule("symbol", _EQUATION_MINUS, lambda match: apart(minus, match, lang)),) if minus else ())


def _said(word: str) -> Callable[[re.Match[str]], str]:
    return lambda match: f"{word} "
