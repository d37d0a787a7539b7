"""Korean: how things are said in Korean, where CLDR and the number libraries do not say it."""

from __future__ import annotations

import re

from handler.text.normalize import ko_words, numwords
from handler.text.normalize.fractions import Fractions
from handler.text.normalize.home import Home
from handler.text.normalize.ordinals import matched_number, ordinal_rule
from handler.text.normalize.rules import Rule

# The abbreviations people expand when they read aloud, as they say them (the format: classes/abbreviation.py).
ABBREVIATIONS = """
(주) = 주식회사
㈜ = 주식회사
(유) = 유한회사
(재) = 재단법인
vs. = 대
vs = 대
$etc. = 등등
#TEL = 전화
#No. = 넘버
"""

# Math operators between numbers, as said (classes/symbol.py).
OPERATORS = {"+": "더하기", "×": "곱하기", "·": "곱하기", "÷": "나누기"}
# The words that announce a number read digit by digit: a PIN, a postal code (classes/identifier.py).
IDENTIFIER_WORDS = ("비밀번호",)


# Fractions -------------------------------------------------------------------------------------------------------


def _korean(numerator: int, denominator: int) -> str:
    return f"{ko_words.sino(denominator)}분의 {ko_words.sino(numerator)}"


def _korean_mixed(number: int, numerator: int, denominator: int) -> str:
    whole = ko_words.sino(number)
    particle = "와" if whole[-1] in "이사오구" else "과"  # after a vowel, 와; after a consonant, 과
    return f"{whole}{particle} {_korean(numerator, denominator)}"


# Particles and the copula stay on the number ("삼분의 일이", "이분의 일입니다"); anything else is a counter.
_KOREAN_PARTICLES = (
    "이",
    "가",
    "을",
    "를",
    "은",
    "는",
    "의",
    "에",
    "와",
    "과",
    "도",
    "만",
    "로",
    "으로",
    "입",
    "였",
    "다",
)


def _before_counter(following: str) -> bool:
    """Korean rules place their own spaces: a counter after a fraction stands apart ("사분의 삼 컵")."""
    return following[:1].isalnum() and not following.isascii() and not following.startswith(_KOREAN_PARTICLES)


FRACTIONS = Fractions(_korean, _korean_mixed, spaced_after=_before_counter)


# Ordinals --------------------------------------------------------------------------------------------------------


def _korean_counted(match: re.Match[str]) -> str | None:
    value = matched_number(match)
    if value == 1:
        return "첫 번째"
    return f"{ko_words.native(value) if 1 <= value <= 99 else ko_words.sino(value)} 번째"


def _ordinals() -> list[Rule]:
    return [
        ordinal_rule(r"(?P<n>\d(?<![\d.]\d)\d*)\s?번째", _korean_counted),
        ordinal_rule(r"제(?P<n>\d+)(?!\d)", lambda m: "제" + ko_words.integer(m["n"])),
        ordinal_rule(
            r"(?P<n>\d(?<![\d.]\d)\d?)째",
            lambda m: (
                numwords.spelled_ordinal(matched_number(m), "ko", "spellout-ordinal-native")
                if matched_number(m)
                else None
            ),
        ),
    ]


HOME = Home(
    "ko",
    abbreviations=ABBREVIATIONS,
    operators=OPERATORS,
    identifier_words=IDENTIFIER_WORDS,
    fractions=FRACTIONS,
    ordinals=_ordinals,
)
