"""Korean: how things are said in Korean, where CLDR and the number libraries do not say it."""

from __future__ import annotations

import re

from handler.text.normalize import clock, dating, numwords
from handler.text.normalize.addresses import Addresses
from handler.text.normalize.aligned import AlignedText
from handler.text.normalize.amounts import Measures, Money
from handler.text.normalize.cldr import squared_symbols
from handler.text.normalize.contacts import AddressWords, PhoneReading
from handler.text.normalize.fractions import Fractions
from handler.text.normalize.home import Home
from handler.text.normalize.languages.ko import words as ko_words
from handler.text.normalize.languages.ko.words import decimal, native
from handler.text.normalize.numbers import MINUS, NUMBER, SPACE, Number, compile_for, number_pattern, parse_number
from handler.text.normalize.ordinals import matched_number, ordinal_rule
from handler.text.normalize.own_numbers import KOREAN, OwnNumbers
from handler.text.normalize.range_words import RangeWords
from handler.text.normalize.roman_numerals import RomanNumerals, east_asian, value, words
from handler.text.normalize.rules import Rule, apply_rules
from handler.text.normalize.spacing import BY_RULES
from handler.text.normalize.spoken_digits import number_words

# The abbreviations people expand when they read aloud, as they say them (the format: classes/abbreviation.py).
ABBREVIATIONS = """
(주) = 주식회사
㈜ = 주식회사
(유) = 유한회사
(재) = 재단법인
㈖ = 재단법인
(사) = 사단법인
㈔ = 사단법인
vs. = 대
vs = 대
$etc. = 등등
#TEL = 전화
#No. = 넘버
"""

# Math operators between numbers, as said (classes/symbol.py).
OPERATORS = {"+": "더하기", "×": "곱하기", "·": "곱하기", "÷": "나누기", "−": "빼기", "±": "플러스마이너스"}
# The words that announce a number read digit by digit: a PIN, a postal code (classes/identifier.py).
IDENTIFIER_WORDS = (
    "비밀번호", "인증번호", "인증 번호", "인증코드", "확인 코드", "우편번호", "계좌번호", "카드번호", "주문번호",
    "예약번호", "송장번호", "운송장 번호", "회원번호", "고객번호", "학번", "사번", "끝자리", "뒷자리", "pin", "otp",
)  # fmt: skip


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


# Numbers no class took -----------------------------------------------------------------------------------------------

# Read last, after the classes: the numbers no class took, most specific first (each one's output is final):
# big-number units "3만", "1억", "2천만" -> 삼만, 일억, 이천만 (1만 and 1천 -> 만, 천); a number before a
# counter: native Korean for counting words (시 and 시간, 개, 명, 살, 마리, 번, 권, 잔, 병, 대, 장, 배 ...: 세
# 시, 두 개, 스무 살, 세 배), Sino-Korean for the rest (분, 초, 년, 월, 일, 원, 층, 세, units written in Hangul
# such as 리터 ...: 삼십 분, 이 리터), with a space before the counter; 대 after a multiple of ten is an age group
# (이십 대); every other number Sino-Korean ("3.14" -> 삼 점 일사, "-5" -> 마이너스 오); then any digits still left.
# Numbers against Latin letters ("MP3") stay.

_NATIVE_COUNTERS = frozenset((
    "시", "시간", "개", "명", "살", "마리", "번", "권", "잔", "병", "대", "장", "벌",
    "켤레", "그루", "송이", "곳", "달", "가지", "군데", "사람", "통", "척", "채", "줄", "배", "바퀴",
    # things counted by their shape or their container ("연필 2자루": "두 자루", "밥 3그릇": "세 그릇")
    "자루", "그릇", "접시", "조각", "개비", "포기", "다발", "봉지", "상자", "컵", "캔", "스푼", "숟가락",
    "모금", "방울", "걸음", "마디", "뿌리", "가닥", "덩이", "알", "곡", "끼", "쌍", "필",
))  # fmt: skip
_SINO_COUNTERS = frozenset((
    "분", "초", "년", "월", "일", "주", "주년", "개월", "원", "달러", "유로", "엔", "파운드",
    "센트", "층", "호", "회", "위", "등", "세", "학년", "점", "도", "차", "쪽", "페이지", "인분", "건", "번지", "번길",
    "길",  # a road's number: "종로 1길": "일 길"
    # units written in Hangul ("2리터": "이 리터")
    "리터", "밀리리터", "그램", "킬로그램", "킬로", "톤", "미터", "킬로미터", "센티미터", "밀리미터", "퍼센트",
    "칼로리", "킬로칼로리", "와트", "볼트",
))  # fmt: skip
_COUNTER = "(?:" + "|".join(sorted(_NATIVE_COUNTERS | _SINO_COUNTERS, key=len, reverse=True)) + ")"
_MONTH_READINGS = {6: "유", 10: "시"}  # 유월, 시월: the standard readings drop a consonant
_BIG_UNITS = "(?:천만|백만|십만|천억|백억|십억|만|억|조|천|백)"
# Counters that begin with a big unit's syllable ("4조각" is four pieces, not four trillion).
_COUNTER_NOT_UNIT = "|".join(c for c in _NATIVE_COUNTERS | _SINO_COUNTERS if re.match(_BIG_UNITS + ".", c))


def verbalize_korean(aligned: AlignedText) -> AlignedText:
    return apply_rules(aligned, _RULES, BY_RULES)


# "번" counts times in native numbers ("세 번 만났다"), but names a bus, an exit or a player in Sino-Korean ("38번
# 버스": "삼십팔 번 버스", "3번 출구": "삼 번 출구").
_NUMBERED_BY_BEON = re.compile(
    r"[ \u00a0]*(?:버스|마을버스|출구|게이트|선수|타자|문제|국도|지방도|채널|트랙|좌석|테이블|승강장|플랫폼|창구|방|홀|"
    r"노선|후보|사물함|환자|카드|항목|조항)"
)


# "장" counts sheets in native numbers ("사진 3장": "세 장"), but names a book's chapters in Sino-Korean before a verb
# of reading ("3장을 읽으세요": "삼 장을", "4~6장을 읽으세요": "사에서 육 장을").
_CHAPTERS_READ = re.compile(r"[을를은는도만까지부터]{0,3}[ \u00a0]*(?:읽|공부|복습|참고|참조|풀)")


def _names_not_counts(counter: str, after: str) -> bool:
    """Whether a native counter names what it stands before rather than counting it, by the words after it."""
    return bool(
        (counter == "번" and _NUMBERED_BY_BEON.match(after)) or (counter == "장" and _CHAPTERS_READ.match(after))
    )


def _sino_from(counter: str, value: int) -> bool:
    """Whether a count of `counter` is said in Sino-Korean from this size: twenty hours and more ("24시간 영업": "이십사
    시간", "48시간": "사십팔 시간", where "12시간" is "열두 시간"), and the day's whole as a clock hour ("24시
    편의점")."""
    return (counter == "시간" and value >= 20) or (counter == "시" and value == 24)


def _counted(number: Number, counter: str, after: str = "") -> str:
    """`number` read the way `counter` wants it, then the counter; `after`, the text after the counter."""
    whole = number.fraction is None and len(number.integer) <= 2
    value = int(number.integer) if whole else 0  # only a short run is an int: any length may come here
    if _names_not_counts(counter, after) or _sino_from(counter, value):
        whole = False
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


def _topic(words: str) -> str:
    """The topic particle after `words`: "은" after a closing consonant ("삼은"), "는" after a vowel ("사는")."""
    last = ord(words[-1]) - 0xAC00
    return words + ("은" if 0 <= last < 11172 and last % 28 else "는")


_RULES: tuple[Rule, ...] = (
    Rule("cardinal", re.compile(MINUS), lambda m: "마이너스 "),
    # "=" between numbers is said with the topic particle: "5 + 3 = 8" is "오 더하기 삼은 팔" ("5+3=8" too).
    Rule(
        "symbol",
        re.compile(rf"{_NUMBER}[ \u00a0]?=[ \u00a0]?(?=\d)"),
        lambda m: _topic(decimal(parse_number(m["number"]))) + " ",
    ),
    Rule("cardinal", re.compile(rf"{_NUMBER}(?!{_COUNTER_NOT_UNIT})(?P<unit>{_BIG_UNITS})"), _big_number),
    # A fraction written with "분의" ("3분의 1": "삼분의 일"): the denominator is joined to it, no counter "분".
    Rule("fraction", re.compile(rf"{_NUMBER}분의(?=\s?\d)"), lambda m: f"{decimal(parse_number(m['number']))}분의"),
    Rule(
        "cardinal",
        re.compile(rf"{_NUMBER}{SPACE}(?P<counter>{_COUNTER})"),
        lambda m: _counted(parse_number(m["number"]), m["counter"], m.string[m.end() : m.end() + 12]),
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


# Dates and times ------------------------------------------------------------------------------------------------------


def _clock(time: clock.Clock) -> str:
    """ "오후 두 시 삼십 분 십 초": the hour in native numbers, minutes and seconds in Sino-Korean."""
    words = [("오전" if time.half == "am" else "오후")] if time.half else []
    words.append(f"{ko_words.native(time.hour)} 시" if time.hour else "영 시")
    if time.minute:
        words.append(f"{ko_words.sino(time.minute)} 분")
    if time.second:
        words.append(f"{ko_words.sino(time.second)} 초")
    return " ".join(words)


TIMES = clock.TimePhrasing(lambda hour, minute, before: None, lambda words, second: None, whole=_clock)


# 6월 and 10월 are said with a dropped consonant.
_MONTHS = {6: "유", 10: "시"}


def _date(match: re.Match[str]) -> str | None:
    """ "2024. 3. 5.": "이천이십사 년 삼 월 오 일"; "2023.12.15.이다": "... 십오 일이다"."""
    year, month, day = int(match["year"]), int(match["month"]), int(match["day"])
    if not dating.is_date(year, month, day):
        return None
    return f"{ko_words.sino(year)} 년 {_MONTHS.get(month, ko_words.sino(month))} 월 {ko_words.sino(day)} 일"


def _date_rules() -> tuple[Rule, ...]:
    numeric = (
        r"(?P<year>\d(?<![\w.-]\d)\d{3})(?P<sep>[-./])\s?(?P<month>\d{1,2})(?P=sep)\s?(?P<day>\d{1,2})"
        r"(?:\.(?=\s|$|[(（가-힣]))?(?![\w/-]|[.,]\d)"  # "2023.12.15.이다": the date's last period, a particle after
    )
    return (Rule("date", compile_for(numeric, "ko"), _date), Rule("date", dating.MONTH_DAY, _month_day))


def _month_day(match: re.Match[str]) -> str | None:
    """ "12/25": "십이 월 이십오 일"."""
    found = dating.month_and_day(match)
    return found and f"{_MONTHS.get(found[0], ko_words.sino(found[0]))} 월 {ko_words.sino(found[1])} 일"


# "5월 3일(금)": the weekday in full, "금요일"; "(금)~": "금요일에서".
DATES = dating.DatePhrasing(ko_words.sino, rules=_date_rules, weekday_after=r"[\d\s]일", range_word="에서")


# Money, units and measures --------------------------------------------------------------------------------------------

# Currencies' everyday names (classes/money.py).
_CURRENCIES = {
    "USD": (("달러",), ("센트",)),
    "EUR": (("유로",), ("센트",)),
    "GBP": (("파운드",), ("펜스",)),
    "JPY": (("엔",), None),
    "KRW": (("원",), None),
    "INR": (("루피",), None),
    "CNY": (("위안",), None),
    "BRL": (("헤알",), None),
    "CHF": (("프랑",), None),
    "KWD": (("디나르",), None),
}


# The big units written after an amount ("₩30조"), and those said without "일" before them ("₩1만": "만 원").
_SCALES = ("천만", "백만", "십만", "천억", "백억", "십억", "만", "억", "조", "천", "백")


# Units: written -> (words before the number, after it) (classes/measure.py).
_UNIT_NAMES = {
    "km/h": ("시속 ", " 킬로미터"),
    "kph": ("시속 ", " 킬로미터"),
    "mph": ("시속 ", " 마일"),
    "mpg": ("갤런당 ", " 마일"),
    "km": ("", " 킬로미터"),
    "m": ("", " 미터"),
    "cm": ("", " 센티미터"),
    "mm": ("", " 밀리미터"),
    "ft": ("", " 피트"),
    "yd": ("", " 야드"),
    "kg": ("", " 킬로그램"),
    "g": ("", " 그램"),
    "mg": ("", " 밀리그램"),
    "lb": ("", " 파운드"),
    "lbs": ("", " 파운드"),
    "oz": ("", " 온스"),
    "l": ("", " 리터"),
    "L": ("", " 리터"),
    "ml": ("", " 밀리리터"),
    "mL": ("", " 밀리리터"),
    "KB": ("", " 킬로바이트"),
    "kB": ("", " 킬로바이트"),
    "MB": ("", " 메가바이트"),
    "GB": ("", " 기가바이트"),
    "TB": ("", " 테라바이트"),
    "Hz": ("", " 헤르츠"),
    "kHz": ("", " 킬로헤르츠"),
    "MHz": ("", " 메가헤르츠"),
    "GHz": ("", " 기가헤르츠"),
    "ms": ("", " 밀리초"),
    "hr": ("", " 시간"),
    "hrs": ("", " 시간"),
    "mins": ("", " 분"),
    "sec": ("", " 초"),
    "secs": ("", " 초"),
    "h": ("", " 시간"),
    "min": ("", " 분"),
    "kW": ("", " 킬로와트"),
    "kWh": ("", " 킬로와트시"),
    "°C": ("", " 도"),
    "℃": ("", " 도"),
    "°F": ("화씨 ", " 도"),
    "℉": ("화씨 ", " 도"),
    "°": ("", " 도"),
    "m²": ("", " 제곱미터"),
    "km²": ("", " 제곱킬로미터"),
    "cm²": ("", " 제곱센티미터"),
    "m³": ("", " 세제곱미터"),
    "cm³": ("", " 세제곱센티미터"),
    "mg/dL": ("", " 밀리그램 퍼 데시리터"),
    "mg/dl": ("", " 밀리그램 퍼 데시리터"),
    "m/s": ("초속 ", " 미터"),
    "kcal": ("", " 킬로칼로리"),
    "ha": ("", " 헥타르"),
    "mi": ("", " 마일"),
    "W": ("", " 와트"),
    "MW": ("", " 메가와트"),
    "‰": ("", " 퍼밀"),
    "%": ("", " 퍼센트"),
    "％": ("", " 퍼센트"),
}

MONEY = Money(
    names=_CURRENCIES,
    scales={scale: scale for scale in _SCALES},
    bare_scales=frozenset(scale for scale in _SCALES if scale[0] in "만천백십"),
)
MEASURES = Measures(around=_UNIT_NAMES | squared_symbols(_UNIT_NAMES), per=False)

# Number words, scale words and ranges ---------------------------------------------------------------------------------

# Korean reads its own numbers (ko/words.py): Sino-Korean counts, as amounts and units say them.
OWN_NUMBERS = OwnNumbers(KOREAN, cardinal=ko_words.sino, integer=ko_words.integer, decimal=ko_words.decimal)

# A range: "10~20" is "십에서 이십", "1980~1986년" "천구백팔십 년에서 천구백팔십육 년".
# A range before a native counter is said in one system (_counted_range): "1~2개": "한두 개", "3~5시간": "세 시간에서
# 다섯 시간", "50~60명": "오십에서 육십 명".
_NEIGHBOURS = {1: "한두", 2: "두세", 3: "서너", 4: "네다섯", 5: "대여섯"}
_COUNTED_RANGE = re.compile(
    rf"(?<![\d.])(?P<first>[1-9]\d?)[ \u00a0]?[~〜∼–-][ \u00a0]?(?P<second>[1-9]\d?)(?![\d.])"
    rf"(?P<gap>[ \u00a0]?)(?P<counter>{_COUNTER})"
)
# Two neighbouring Sino-Korean numbers are said as one word too, "육" after "오" as "륙".
_SINO_NEIGHBOURS = ("일이", "이삼", "삼사", "사오", "오륙", "육칠", "칠팔", "팔구")
_MONTH_BEFORE = re.compile(r"월[ \u00a0]*$")  # "5월 2~3일": days of a month, a date's range
# The counters whose count is native however large it is ("50~60살": "쉰 살에서 예순 살").
_ALWAYS_NATIVE = frozenset(("시", "살", "달"))


def _counted_range(match: re.Match[str]) -> str | None:
    """A range before a counter that counts in native numbers, both ends in one system: two neighbours as one word
    ("2~3시간": "두세 시간", "5~6명": "대여섯 명"), other small ends each with the counter ("3~5시간": "세 시간에서
    다섯 시간"), larger ones in Sino-Korean as news reads them ("50~60명": "오십에서 육십 명"); two Sino-Korean
    neighbours as one word too ("2~3일": "이삼 일", "1~2주": "일이 주")."""
    first, second, counter = int(match["first"]), int(match["second"]), match["counter"]
    if (
        counter in _SINO_COUNTERS
        and second == first + 1
        and first < 9
        and not _MONTH_BEFORE.search(match.string[: match.start()])
    ):
        return f"{_SINO_NEIGHBOURS[first - 1]} {counter}"  # "2~3일": "이삼 일", "5~6개월": "오륙 개월"
    if counter not in _NATIVE_COUNTERS or first >= second or (counter == "대" and second % 10 == 0):
        return None
    if _names_not_counts(counter, match.string[match.end() : match.end() + 12]):
        return f"{ko_words.sino(first)}에서 {ko_words.sino(second)} {counter}"
    if second == first + 1 and first in _NEIGHBOURS:
        return f"{_NEIGHBOURS[first]} {counter}"
    if second <= 20 or counter in _ALWAYS_NATIVE:
        return f"{native(first)} {counter}에서 {native(second)} {counter}"
    return f"{ko_words.sino(first)}에서 {ko_words.sino(second)} {counter}"


RANGES = RangeWords(
    "에서 ", unspaced=True, year_counter=" 년", rules=lambda: (Rule("range", _COUNTED_RANGE, _counted_range),)
)


# Roman numerals and addresses -----------------------------------------------------------------------------------------

# A building's and a unit's number: "101동 202호": "백일 동 이백이 호".
_UNIT = re.compile(r"(\d(?<![\w]\d)\d{0,4})동\s?(\d{1,4})호")
ADDRESSES = Addresses(
    first=lambda: (
        Rule("address", _UNIT, lambda m: f"{number_words(int(m[1]), 'ko')} 동 {number_words(int(m[2]), 'ko')} 호"),
    )
)


# "제II장": 제이장; "나폴레옹 III세": 나폴레옹 삼 세.
def _roman(number: int, reign: bool) -> str | None:
    return f"{ko_words.sino(number)} 세" if reign else f"제{ko_words.sino(number)}"


# A numeral heading a line before a title in Hangul, as papers and reports number their sections ("III. 연구 방법":
# "삼. 연구 방법").
_HEADING = re.compile(r"(?m)^[ \t]*(?P<roman>[IVXLC]+)(?=\.[ \t]+[가-힣])")


def _heading(match: re.Match[str]) -> str | None:
    number = value(match["roman"])
    return ko_words.sino(number) if number else None


# Monarchs' and popes' names, whose numeral is a reign's without "세" after it ("헨리 VIII": "헨리 팔 세").
_MONARCHS = words(
    """
    헨리 루이 조지 에드워드 엘리자베스 찰스 리처드 윌리엄 제임스 빅토리아 필리프 펠리페 카를 프리드리히 비오 요한 바오로
    베네딕토 레오 그레고리오 알폰소 나폴레옹 구스타프 크리스티안 빌럼 빌헬름 이반 표트르 알렉산드르 니콜라이 메리
    이사벨 후안 카를로스 루트비히 오토 하인리히 샤를 앙리 프랑수아 페르디난트 요제프 프란츠 레오폴드 라마
"""
)
ROMAN = RomanNumerals(more=lambda: (east_asian("제", "세", _roman, _MONARCHS), Rule("roman", _HEADING, _heading)))

# Electronic addresses and telephone numbers ---------------------------------------------------------------------------
# The words for what web and e-mail addresses are made of (classes/electronic.py finds them).
ELECTRONIC = AddressWords(dot="점", at="골뱅이", slash="슬래시", dash="하이픈", underscore="언더바", colon="콜론")
# How a telephone number is read (classes/telephone.py finds it).
TELEPHONE = PhoneReading(
    "ko",
    "플러스",
    separator=" ",
    country_code_in_digits=True,
    words=r"전화|전화번호|번호|대표번호|고객센터|연락처|휴대폰",
)


HOME = Home(
    "ko",
    abbreviations=ABBREVIATIONS,
    operators=OPERATORS,
    identifier_words=IDENTIFIER_WORDS,
    fractions=FRACTIONS,
    ordinals=_ordinals,
    numbers=verbalize_korean,
    # Dates and times
    times=TIMES,
    dates=DATES,
    # Money, units and measures
    money=MONEY,
    measures=MEASURES,
    # Number words, scale words and ranges
    ranges=RANGES,
    own_numbers=OWN_NUMBERS,
    unspaced_digits=True,  # "2024-12-31입니다"
    # Roman numerals and addresses
    addresses=ADDRESSES,
    roman=ROMAN,
    # Abbreviations, fractions and identifiers
    spacing=BY_RULES,
    small_number=lambda number: ko_words.sino(number) if number else "영",
    digit_words=ko_words.digits,
    # Electronic addresses and telephone numbers
    electronic=ELECTRONIC,
    telephone=TELEPHONE,
)
