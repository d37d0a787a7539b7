"""Korean verbalisation: numbers, dates, times, money, percentages and units become Hangul.

    from handler.text.normalize.ko import normalize_ko, sino, native
    normalize_ko(AlignedText.of("2024년 3월 5일 오후 3시 30분, 5000원")).text
    # '이천이십사 년 삼 월 오 일 오후 세 시 삼십 분, 오천 원'
    sino(12_345)   # '만 이천삼백사십오'
    native(21)     # '스물한' (the form before a counter: 스물한 개)

Which numerals (the two Korean number systems):
- Native numerals before counters of things and hours: 개 명 사람 마리 시 시간 살 잔 권 장 대 벌 켤레 그루 송이
  가지 군데 곳 달 통 병 줄 채 척 쌍 봉지 (세 시, 두 시간, 다섯 명); up to 99, Sino-Korean from 100 (백 명).
- Ordinals: 1번째 -> 첫 번째, 2번째 -> 두 번째; 1째 -> 첫째, 2째 -> 둘째.
- Sino-Korean everywhere else: minutes and seconds (삼십 분), years, months (6월 -> 유 월, 10월 -> 시 월), days,
  money (오천 원), 번 as a label (3번 출구 -> 삼 번), 개월, 달러, plain numbers, decimals (3.14 -> 삼 점 일사).
- Numbers written with Korean units keep them: 5만 원 -> 오만 원, 3억 5천만 -> 삼억 오천만.
Also: 2024-04-03 (ISO dates), 14:30 and 3:45 PM (times; AM/PM moves in front as 오전/오후), $ € £ ¥ ₩ and
USD/EUR/GBP/JPY/KRW amounts, 50% (퍼센트), units after a number (5km -> 오 킬로미터, 25°C -> 섭씨 이십오 도,
60km/h -> 시속 육십 킬로미터), phone numbers (010-1234-5678 -> 공일공 일이삼사 오육칠팔), negative numbers (마이너스).
A number written next to Hangul is set apart by a space (3층 -> 삼 층), as Korean spacing has it.
"""

from __future__ import annotations

import re
from decimal import Decimal

from handler.text.normalize.aligned import AlignedText
from handler.text.normalize.rules import MINUS, NUMBER, Rule, apply_rules, number_parts
from handler.text.normalize.units import UNIT_PATTERN, UNITS

_SINO_DIGITS = "영일이삼사오육칠팔구"
_SMALL_UNITS = ((1000, "천"), (100, "백"), (10, "십"))
_LARGE_UNITS = ("", "만", "억", "조", "경")
_MAX_SINO = 10**20 - 1
_NATIVE_TENS = ("", "열", "스물", "서른", "마흔", "쉰", "예순", "일흔", "여든", "아흔")
_NATIVE_ONES = ("", "한", "두", "세", "네", "다섯", "여섯", "일곱", "여덟", "아홉")
_ORDINAL_ONES = {1: "첫", 2: "둘", 3: "셋", 4: "넷"}  # 첫째 둘째 셋째 넷째 (alone; 열두째 in compounds)
_NATIVE_COUNTERS = (
    "개 명 사람 마리 시 시간 살 잔 권 장 대 벌 켤레 그루 송이 가지 군데 곳 달 통 병 줄 채 척 쌍 봉지".split()
)
# Counters that start like a native one but take Sino-Korean numbers (3개월, 3달러, 3개국).
_SINO_COUNTERS = "개월 개국 개년 달러 시즌 시리즈 대학 장관".split()
_COUNTER = "|".join(sorted((*_NATIVE_COUNTERS, *_SINO_COUNTERS, "번째", "째", "월"), key=len, reverse=True))
_MONTH_READINGS = {6: "유", 10: "시"}
# (major, minor or None)
_CURRENCIES = {"$": ("달러", "센트"), "€": ("유로", "센트"), "£": ("파운드", "펜스"), "¥": ("엔", None), "₩": ("원", None)}
_CURRENCY_CODES = {"USD": "$", "EUR": "€", "GBP": "£", "JPY": "¥", "KRW": "₩"}
# Scale letters after an amount ($5M), as a factor and as said when the amount is not whole in that scale.
_SCALES = {"k": (10**3, "천"), "K": (10**3, "천"), "m": (10**6, "백만"), "M": (10**6, "백만"),
           "mn": (10**6, "백만"), "b": (10**9, "십억"), "B": (10**9, "십억"), "bn": (10**9, "십억"),
           "tn": (10**12, "조")}  # fmt: skip
_SCALE = r"(?:\s?(?P<scale>mn|bn|tn|[kKmMbB])(?![A-Za-z0-9]))?"
_KOREAN_SCALES = {"천": 10**3, "백": 10**2, "만": 10**4, "억": 10**8, "조": 10**12, "경": 10**16}
_END = r"(?![A-Za-z0-9/])"  # a Korean particle may follow (5km를), a Latin letter may not


def sino(number: int) -> str:
    """Sino-Korean numerals: 12345 -> '만 이천삼백사십오', 10 -> '십', 100000000 -> '일억'."""
    if number < 0:
        return f"마이너스 {sino(-number)}"
    if number == 0:
        return "영"
    words: list[str] = []
    for large in _LARGE_UNITS:
        number, group = divmod(number, 10_000)
        if group:
            said = "" if (group == 1 and large == "만") else _below_10000(group)
            words.insert(0, said + large)
    return " ".join(words)


def _below_10000(number: int) -> str:
    said = ""
    for value, name in _SMALL_UNITS:
        digit = number // value % 10
        if digit:
            said += ("" if digit == 1 else _SINO_DIGITS[digit]) + name
    return said + (_SINO_DIGITS[number % 10] if number % 10 else "")


def native(number: int) -> str:
    """Native Korean numerals in the form used before a counter, 1..99: 1 -> '한', 20 -> '스무', 21 -> '스물한'.
    Other numbers are read Sino-Korean (백 개)."""
    if not 1 <= number <= 99:
        return sino(number)
    tens, ones = divmod(number, 10)
    return "스무" if number == 20 else _NATIVE_TENS[tens] + _NATIVE_ONES[ones]


def digits(text: str, zero: str = "영") -> str:
    """Digit by digit: '010' -> '공일공' with zero='공' (as phone numbers are read)."""
    return "".join(zero if char == "0" else _SINO_DIGITS[int(char)] for char in text)


def number(whole: str, fraction: str | None = None) -> str:
    """Digits as written (no group commas) -> Sino-Korean: '3', '14' -> '삼 점 일사'."""
    if (len(whole) > 1 and whole.startswith("0")) or len(whole) > len(str(_MAX_SINO)):
        said = digits(whole)
    else:
        said = sino(int(whole))
    return f"{said} 점 {digits(fraction)}" if fraction is not None else said


def _with_counter(m: re.Match[str]) -> str:
    whole, fraction = number_parts(m)
    counter = m["counter"]
    value = int(whole)
    if fraction is not None or counter in _SINO_COUNTERS:
        return f"{number(whole, fraction)} {counter}"
    if counter == "번째":
        return f"{'첫' if value == 1 else native(value)} 번째"
    if counter == "째":
        return f"{_ORDINAL_ONES[value] if value in _ORDINAL_ONES else native(value)}째"
    if counter == "월":
        return f"{_MONTH_READINGS.get(value) or number(whole)} 월"
    return f"{native(value)} {counter}"


def _korean_scale(m: re.Match[str]) -> str | None:
    whole, fraction = number_parts(m)
    value = Decimal(f"{whole}.{fraction or 0}")
    for unit in m["units"]:
        value *= _KOREAN_SCALES[unit]
    if value != value.to_integral_value():
        return None
    return sino(int(value))


def _date(m: re.Match[str]) -> str | None:
    month, day = int(m["month"]), int(m["day"])
    if not 1 <= month <= 12 or not 1 <= day <= 31:
        return None
    return f"{sino(int(m['year']))} 년 {_MONTH_READINGS.get(month) or sino(month)} 월 {sino(day)} 일"


def _time(m: re.Match[str]) -> str | None:
    fields = m.groupdict()
    low, high = (0, 23) if "minute" in fields else (1, 12)
    if not low <= int(fields["hour"]) <= high:
        return None
    said = [f"{native(int(fields['hour']))} 시"]
    if fields.get("minute") and (minute := int(fields["minute"])):
        said.append(f"{sino(minute)} 분")
    if fields.get("second") and (second := int(fields["second"])):
        said.append(f"{sino(second)} 초")
    if fields.get("ampm"):
        said.insert(0, "오전" if fields["ampm"] in "Aa" else "오후")
    return " ".join(said)


def _money(m: re.Match[str], symbol: str) -> str:
    whole, fraction = number_parts(m)
    major, minor = _CURRENCIES[symbol]
    if m["scale"]:
        factor, scale = _SCALES[m["scale"]]
        value = Decimal(f"{whole}.{fraction or 0}") * factor
        if value == value.to_integral_value():
            return f"{sino(int(value))} {major}"
        return f"{number(whole, fraction)} {scale} {major}"
    if fraction is not None and (minor is None or len(fraction) > 2):
        return f"{number(whole, fraction)} {major}"
    cents = int(fraction.ljust(2, "0")) if fraction else 0
    said = []
    if int(whole) or not cents:
        said.append(f"{number(whole)} {major}")
    if cents:
        said.append(f"{sino(cents)} {minor}")
    return " ".join(said)


def _money_symbol(m: re.Match[str]) -> str:
    return _money(m, m["symbol"])


def _money_code(m: re.Match[str]) -> str:
    return _money(m, _CURRENCY_CODES[m["code"]])


def _number(m: re.Match[str]) -> str:
    return number(*number_parts(m))


def _unit(m: re.Match[str]) -> str:
    unit = UNITS[m["unit"]]
    return " ".join(filter(None, (unit.ko_prefix, _number(m), unit.ko)))


def _phone(m: re.Match[str]) -> str:
    return " ".join(digits(group, zero="공") for group in m[0].split("-"))


_AM_PM = r"(?P<ampm>[AaPp])\.?[Mm](?![A-Za-z])"  # a final period stays: it may end the sentence
RULES: tuple[Rule, ...] = (
    Rule(re.compile(r"(?P<year>\d(?<![\d-]\d)\d{3})-(?P<month>\d\d)-(?P<day>\d\d)(?![\d-])"), _date),
    Rule(re.compile(r"0(?<![\d-]0)\d\d?-\d{3,4}-\d{4}(?![\d-])"), _phone),
    Rule(
        re.compile(
            r"(?P<hour>\d(?<![\d:.]\d)\d?):(?P<minute>[0-5]\d)(?::(?P<second>[0-5]\d))?(?![\d:])"
            rf"(?:\s*{_AM_PM})?"
        ),
        _time,
    ),
    Rule(re.compile(rf"(?P<hour>\d(?<![\d:.]\d)\d?)\s*{_AM_PM}"), _time),
    Rule(MINUS, lambda m: "마이너스"),
    Rule(re.compile(rf"(?P<symbol>[$€£¥₩])\s?{NUMBER}{_SCALE}"), _money_symbol),
    Rule(re.compile(rf"{NUMBER}{_SCALE}\s?(?P<code>USD|EUR|GBP|JPY|KRW)(?![A-Za-z])"), _money_code),
    Rule(re.compile(rf"{NUMBER}\s?%"), lambda m: f"{_number(m)} 퍼센트"),
    Rule(re.compile(rf"{NUMBER}\s?(?P<unit>{UNIT_PATTERN}){_END}"), _unit),
    Rule(re.compile(rf"{NUMBER}\s?(?P<units>[천백]?[만억조경]|[천백])(?!큼)"), _korean_scale),
    Rule(re.compile(rf"{NUMBER}\s?(?P<counter>{_COUNTER})"), _with_counter),
    Rule(re.compile(NUMBER), _number),
)


def normalize_ko(aligned: AlignedText) -> AlignedText:
    return apply_rules(aligned, RULES)
