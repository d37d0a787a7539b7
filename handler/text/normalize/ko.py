"""Korean verbalisation: numbers, dates, times, money, percentages and units become Hangul.

    from handler.text.normalize.ko import verbalize_korean

    verbalize_korean(AlignedText.of("2024년 3월 5일 14:30에 5000원")).text
    # "이천이십사 년 삼 월 오 일 열네 시 삼십 분에 오천 원"

The rules, most specific first (each one's output is final):
- big-number units "3만", "1억", "2천만" -> 삼만, 일억, 이천만 (1만 and 1천 -> 만, 천);
- a number before a counter: native Korean for counting words (시 and 시간, 개, 명, 살, 마리, 번, 권, 잔,
  병, 대, 장 ...: 세 시, 두 개, 스무 살), Sino-Korean for the rest (분, 초, 년, 월, 일, 원, 층, 세 ...:
  삼십 분), with a space before the counter. 대 after a multiple of ten is an age group (이십 대);
- every other number: Sino-Korean ("3.14" -> 삼 점 일사, "-5" -> 마이너스 오); then any digits still left.
Numbers written against Latin letters ("MP3", "3D") are left as they are.
"""

from __future__ import annotations

import re

from handler.text.normalize.aligned import AlignedText
from handler.text.normalize.ko_words import decimal, native
from handler.text.normalize.numbers import MINUS, NUMBER, SPACE, Number, number_pattern, parse_number
from handler.text.normalize.rules import Rule, apply_rules

_NATIVE_COUNTERS = frozenset((
    "시", "시간", "개", "명", "살", "마리", "번", "권", "잔", "병", "대", "장", "벌",
    "켤레", "그루", "송이", "곳", "달", "가지", "군데", "사람", "통", "척", "채", "줄",
))  # fmt: skip
_SINO_COUNTERS = frozenset((
    "분", "초", "년", "월", "일", "주", "주년", "개월", "원", "달러", "유로", "엔", "파운드",
    "센트", "층", "호", "회", "위", "등", "세", "학년", "점", "도", "차", "쪽", "페이지", "인분", "건",
))  # fmt: skip
_COUNTER = "(?:" + "|".join(sorted(_NATIVE_COUNTERS | _SINO_COUNTERS, key=len, reverse=True)) + ")"
_MONTH_READINGS = {6: "유", 10: "시"}  # 유월, 시월: the standard readings drop a consonant
_BIG_UNITS = "(?:천만|백만|십만|천억|백억|십억|만|억|조|천|백)"


def verbalize_korean(aligned: AlignedText) -> AlignedText:
    return apply_rules(aligned, _RULES, "ko")


def _counted(number: Number, counter: str) -> str:
    """`number` read the way `counter` wants it, then the counter."""
    whole = number.fraction is None and len(number.integer) <= 2
    value = int(number.integer) if whole else 0  # only a short run is an int: any length may come here
    if whole and 1 <= value <= 99 and counter in _NATIVE_COUNTERS and not (counter == "대" and value % 10 == 0):
        return f"{native(value)} {counter}"
    if whole and counter == "월" and value in _MONTH_READINGS:
        return f"{_MONTH_READINGS[value]} 월"
    return f"{decimal(number)} {counter}"


def _big_number(match: re.Match[str]) -> str:
    number, unit = parse_number(match["number"]), match["unit"]
    if number.is_one and unit[0] in "만천백십":
        return unit
    return decimal(number) + unit


_NUMBER = rf"(?P<number>{NUMBER})"
_NOT_AFTER_LATIN = number_pattern(r"A-Za-z\d")
_RULES: tuple[Rule, ...] = (
    Rule("cardinal", re.compile(MINUS), lambda m: "마이너스 "),
    Rule("cardinal", re.compile(rf"{_NUMBER}(?P<unit>{_BIG_UNITS})"), _big_number),
    Rule(
        "cardinal",
        re.compile(rf"{_NUMBER}{SPACE}(?P<counter>{_COUNTER})"),
        lambda m: _counted(parse_number(m["number"]), m["counter"]),
    ),
    # Numbers against Latin letters ("MP3", "3D") stay as written.
    Rule(
        "cardinal",
        re.compile(rf"(?P<number>{_NOT_AFTER_LATIN})(?![A-Za-z\d])"),
        lambda m: decimal(parse_number(m["number"])),
    ),
    # Digits no rule took ("119" in "8252,119") are still read, unless they touch Latin letters.
    Rule("cardinal", re.compile(r"\d(?<![A-Za-z\d]\d)\d*(?![A-Za-z\d])"), lambda m: decimal(parse_number(m.group()))),
)
