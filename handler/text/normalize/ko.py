"""Korean verbalisation: numbers, dates, times, money, percentages and units become Hangul.

    from handler.text.normalize.ko import verbalize_korean

    verbalize_korean(AlignedText.of("2024년 3월 5일 14:30에 5000원")).text
    # "이천이십사 년 삼 월 오 일 열네 시 삼십 분에 오천 원"

The rules, most specific first (each one's output is final):
- dates "2024-04-03" -> 이천이십사 년 사 월 삼 일 (6월 and 10월 are read 유 월 and 시 월);
- clock times "14:30" -> 열네 시 삼십 분, "3:45 PM" -> 오후 세 시 사십오 분, seconds as 초;
- money "$12.50" -> 십이 달러 오십 센트, "€5", "£", "¥" (엔), "₩5000" and "5000원" -> 오천 원;
- percentages "50%" -> 오십 퍼센트; units "5km" -> 오 킬로미터, "100km/h" -> 시속 백 킬로미터;
- ordinals "1번째" -> 첫 번째, "3번째" -> 세 번째; "제3" -> 제삼;
- big-number units "3만", "1억", "2천만" -> 삼만, 일억, 이천만 (1만 and 1천 -> 만, 천);
- a number before a counter: native Korean for counting words (시 and 시간, 개, 명, 살, 마리, 번, 권, 잔,
  병, 대, 장 ...: 세 시, 두 개, 스무 살), Sino-Korean for the rest (분, 초, 년, 월, 일, 원, 층, 세 ...:
  삼십 분), with a space before the counter. 대 after a multiple of ten is an age group (이십 대);
- every other number: Sino-Korean ("3.14" -> 삼 점 일사, "-5" -> 마이너스 오).
Numbers written against Latin letters ("MP3", "3D") are left as they are.
"""

from __future__ import annotations

import re

from handler.text.normalize.aligned import AlignedText
from handler.text.normalize.currency import CURRENCIES, CURRENCY_AFTER, CURRENCY_SYMBOL
from handler.text.normalize.ko_words import decimal, integer, native, sino
from handler.text.normalize.numbers import MINUS, NUMBER, SPACE, Number, number_pattern, parse_number
from handler.text.normalize.rules import Rule, apply_rules
from handler.text.normalize.units import UNIT_PATTERN, UNITS

_NATIVE_COUNTERS = frozenset((
    "시", "시간", "개", "명", "살", "마리", "번", "권", "잔", "병", "대", "장", "벌",
    "켤레", "그루", "송이", "곳", "달", "가지", "군데", "사람", "통", "척", "채", "줄",
))  # fmt: skip
_SINO_COUNTERS = frozenset((
    "분", "초", "년", "월", "일", "주", "주년", "개월", "원", "달러", "유로", "엔", "파운드",
    "센트", "층", "호", "회", "위", "등", "세", "학년", "점", "도", "차", "쪽", "페이지", "인분",
))  # fmt: skip
_COUNTER = "(?:" + "|".join(sorted(_NATIVE_COUNTERS | _SINO_COUNTERS, key=len, reverse=True)) + ")"
_MONTH_READINGS = {6: "유", 10: "시"}  # 유월, 시월: the standard readings drop a consonant
_BIG_UNITS = "(?:천만|백만|십만|천억|백억|십억|만|억|조|천|백)"


def verbalize_korean(aligned: AlignedText) -> AlignedText:
    return apply_rules(aligned, _RULES, "ko")


def _counted(number: Number, counter: str) -> str:
    """`number` read the way `counter` wants it, then the counter."""
    whole = number.fraction is None and len(number.integer) <= 2
    value = int(number.integer)
    if whole and 1 <= value <= 99 and counter in _NATIVE_COUNTERS and not (counter == "대" and value % 10 == 0):
        return f"{native(value)} {counter}"
    if whole and counter == "월" and value in _MONTH_READINGS:
        return f"{_MONTH_READINGS[value]} 월"
    return f"{decimal(number)} {counter}"


def _date(match: re.Match[str]) -> str | None:
    year, month, day = int(match["year"]), int(match["month"]), int(match["day"])
    if not (1 <= month <= 12 and 1 <= day <= 31):
        return None
    parts = ((year, "년"), (month, "월"), (day, "일"))
    return " ".join(_counted(Number(str(value), None), counter) for value, counter in parts)


def _time(match: re.Match[str]) -> str | None:
    half = match["half"]
    hour, minute, second = int(match["hour"]), int(match["minute"] or 0), int(match["second"] or 0)
    if minute > 59 or second > 59 or (not 1 <= hour <= 12 if half else hour > 24):
        return None
    words = [("오전" if half[0] in "Aa" else "오후")] if half else []
    words.append(f"{native(hour)} 시" if hour else "영 시")
    if minute:
        words.append(f"{sino(minute)} 분")
    if second:
        words.append(f"{sino(second)} 초")
    return " ".join(words)


def _money(match: re.Match[str]) -> str:
    number, currency = parse_number(match["number"]), CURRENCIES[match["currency"]]
    if currency.korean_cents and number.fraction is not None and len(number.fraction) <= 2:
        cents = int(number.fraction.ljust(2, "0"))
        words = f"{integer(number.integer)} {currency.korean}"
        if cents:
            words += f" {sino(cents)} {currency.korean_cents}"
        return words
    return f"{decimal(number)} {currency.korean}"


def _unit(match: re.Match[str]) -> str:
    before, after = UNITS[match["unit"]].korean
    return before + decimal(parse_number(match["number"])) + after


def _ordinal(match: re.Match[str]) -> str:
    value = int(match["number"])
    if value == 1:
        return "첫 번째"
    return f"{native(value) if 1 <= value <= 99 else sino(value)} 번째"


def _big_number(match: re.Match[str]) -> str:
    number, unit = parse_number(match["number"]), match["unit"]
    if number.is_one and unit[0] in "만천백십":
        return unit
    return decimal(number) + unit


_NUMBER = rf"(?P<number>{NUMBER})"
_NOT_AFTER_LATIN = number_pattern(r"A-Za-z\d")
_RULES: tuple[Rule, ...] = (
    Rule("date", re.compile(r"(?P<year>\d(?<![\w-]\d)\d{3})-(?P<month>\d{1,2})-(?P<day>\d{1,2})(?![\w-])"), _date),
    Rule(
        "time",
        re.compile(
            rf"(?P<hour>\d(?<![\d:.,]\d)\d?)(?=:\d\d|{SPACE}[AaPp]\.?[Mm](?!\w))"
            r"(?::(?P<minute>\d{2})(?::(?P<second>\d{2}))?)?(?![\d:])"
            rf"(?:{SPACE}(?P<half>[AaPp]\.?[Mm](?!\w)))?"
        ),
        _time,
    ),
    Rule("cardinal", re.compile(MINUS), lambda m: "마이너스 "),
    Rule("money", re.compile(CURRENCY_SYMBOL), _money),
    Rule("money", re.compile(CURRENCY_AFTER), _money),
    Rule("measure", re.compile(rf"{_NUMBER}{SPACE}[%％]"), lambda m: decimal(parse_number(m["number"])) + " 퍼센트"),
    Rule("measure", re.compile(rf"{_NUMBER}{SPACE}(?P<unit>{UNIT_PATTERN})"), _unit),
    Rule("ordinal", re.compile(r"(?P<number>\d(?<![\d.]\d)\d*)\s?번째"), _ordinal),
    Rule("ordinal", re.compile(r"제(?P<number>\d+)(?!\d)"), lambda m: "제" + integer(m["number"])),
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
)
