"""Vietnamese: how things are said in Vietnamese, where CLDR and the number libraries do not say it."""

from __future__ import annotations

import re

from handler.text.normalize import clock, dating, numwords
from handler.text.normalize.addresses import Addresses, Postcode
from handler.text.normalize.amounts import Measures, Money
from handler.text.normalize.cldr import PERCENT_UNIT, PERMILLE_UNIT
from handler.text.normalize.contacts import AddressWords, PhoneReading
from handler.text.normalize.counting import Counting
from handler.text.normalize.fractions import joined_by
from handler.text.normalize.home import Home
from handler.text.normalize.number_words import FRACTION_AS_NUMBER, NumberWords
from handler.text.normalize.ordinals import matched_number, ordinal_rule
from handler.text.normalize.range_words import RangeWords
from handler.text.normalize.roman_numerals import Numeral, RomanNumerals, words
from handler.text.normalize.rules import Rule
from handler.text.normalize.world import world_numbers

# The abbreviations people expand when they read aloud, as they say them (the format: classes/abbreviation.py).
ABBREVIATIONS = """
TP.HCM = Thành phố Hồ Chí Minh
TP. HCM = Thành phố Hồ Chí Minh
Tp.HCM = Thành phố Hồ Chí Minh
^TP. = thành phố
^Tp. = thành phố
Q. = quận
P. = phường
^ThS. = thạc sĩ
^TS. = tiến sĩ
^PGS. = phó giáo sư
^GS. = giáo sư
^BS. = bác sĩ
^GS.TS = giáo sư tiến sĩ
^PGS.TS = phó giáo sư tiến sĩ
^GS.TSKH = giáo sư tiến sĩ khoa học
^ThS.BS = thạc sĩ bác sĩ
$v.v. = vân vân
UBND = Ủy ban nhân dân
HĐND = Hội đồng nhân dân
CLB = câu lạc bộ
HLV = huấn luyện viên
THPT = trung học phổ thông
THCS = trung học cơ sở
ĐH = đại học
SĐT = số điện thoại
Sđt = số điện thoại
#tr. = trang
Nxb = nhà xuất bản
NXB = nhà xuất bản
"""

# Math operators between numbers, as said (classes/symbol.py).
OPERATORS = {"+": "cộng", "−": "trừ", "=": "bằng", "×": "nhân", "·": "nhân", "÷": "chia", "√": "căn bậc hai của"}
# The words that announce a number read digit by digit: a PIN, a postal code (classes/identifier.py).
# "mã" (a code: "mã OTP", "mã xác nhận"), not "mãi" (until) nor "mã hóa" (encrypted).
IDENTIFIER_WORDS = (r"mã\b(?!\s+(?:hóa|hoá|nguồn))", "otp", "pin")


# Fractions -------------------------------------------------------------------------------------------------------


def _vietnamese(numerator: int, denominator: int) -> str | None:
    count = numwords.cardinal(numerator, "vi")
    part = {4: "tư", 100: "trăm", 1000: "nghìn"}.get(denominator) or numwords.cardinal(denominator, "vi")
    return count and part and f"{count} phần {part}"


# A whole number and a half before what it measures is said with "rưỡi" after the noun ("2 1/2 tiếng": "hai tiếng
# rưỡi", "1½ năm": "một năm rưỡi"); the nouns people count in halves are those a half alone is "nửa" of (below).
_AND_A_HALF_BEFORE = re.compile(
    r"(?<![\w.,/])(?P<whole>\d{1,2})(?:[ \u00a0]?½|[ \u00a0]1/2(?![\d/]))[ \u00a0](?P<noun>\w+)\b"
)


def _and_a_half_before(match: re.Match[str]) -> str | None:
    whole = numwords.cardinal(int(match["whole"]), "vi")
    return whole and f"{whole} {match['noun']} rưỡi" if match["noun"].lower() in _HALVED else None


FRACTIONS = joined_by(
    "vi", _vietnamese, "và", "{} rưỡi", in_context=(Rule("fraction", _AND_A_HALF_BEFORE, _and_a_half_before),)
)

# A half of a measure, a container or a span is "nửa" before it ("½ thìa muối": "nửa thìa muối", "1/2 kg": "nửa
# kilôgam", "1/2 giờ": "nửa giờ"); of a whole ("1/2 dân số") it stays "một phần hai". A number's words agree with
# no noun in Vietnamese.
_HALVED = words(
    """thìa muỗng chén bát cốc ly tách lon chai gói hộp quả trái củ miếng lát đĩa bao thùng can ổ
    giờ tiếng ngày tháng năm tuần phút buổi đêm ký cân lạng gam kilôgam lít mililít mét kilômét xentimét"""
)
COUNTING = Counting(lambda number, words, noun, before: None, half=lambda noun: "nửa" if noun in _HALVED else None)


# Ordinals --------------------------------------------------------------------------------------------------------

_VIETNAMESE_SPECIAL = {1: "nhất", 4: "tư"}


def _ordinals() -> list[Rule]:
    def say(match: re.Match[str]) -> str | None:
        words = _VIETNAMESE_SPECIAL.get(matched_number(match)) or numwords.cardinal(matched_number(match), "vi")
        return words and f"{match['word']} {words}"

    return [ordinal_rule(r"(?P<word>[Tt]hứ)(?<!\w[Tt]hứ)[ \u00a0](?P<n>\d{1,4})(?![\w.,]\d|\w)", say)]


# Dates and times ------------------------------------------------------------------------------------------------------

# "tám giờ mười phút", "mười giây"; "14h30", "8 h".
TIMES = clock.TimePhrasing(
    clock.hour_and_unit("vi", "giờ", "phút"),
    clock.seconds_after("vi", "giây"),
    day_parts=("sáng", "chiều", "tối"),
    h_written=True,
    zones=True,
)


_MONTHS = {1: "một", 4: "tư"}


def _year(value: int) -> str | None:
    """An empty hundreds place is said: "hai nghìn không trăm hai mươi ba", "hai nghìn không trăm linh năm"."""
    thousands, rest = divmod(value, 1000)
    if not thousands or rest >= 100 or not rest:
        return numwords.cardinal(value, "vi")
    head = numwords.cardinal(thousands * 1000, "vi")
    tail = f"linh {numwords.cardinal(rest, 'vi')}" if rest < 10 else numwords.cardinal(rest, "vi")
    return head and tail and f"{head} không trăm {tail}"


def _date(day: int | None, month: int, year: int | None, before: str) -> str:
    """ "ngày năm tháng ba năm hai nghìn không trăm hai mươi tư"; "ngày" and "tháng" are not said twice."""
    words = []
    if day is not None:
        said_before = re.search(r"ngày\s$", before, re.IGNORECASE)
        words.append(("" if said_before else "ngày ") + (numwords.cardinal(day, "vi") or ""))
    if not (day is None and re.search(r"tháng\s$", before, re.IGNORECASE)):
        words.append("tháng")
    words.append(_MONTHS.get(month) or numwords.cardinal(month, "vi") or "")
    if year is not None:
        words += ["năm", _year(year) or ""]
    return " ".join(" ".join(words).split())


def _day_month(match: re.Match[str]) -> str | None:
    day, month = int(match["day"]), int(match["month"])
    return _date(day, month, None, dating.text_before(match)) if dating.is_date(2000, month, day) else None


def _last_day(match: re.Match[str]) -> str | None:
    """ "từ ngày 27 đến 29/6": the last day of a range of days, its month written once."""
    if not re.search(r"ngày\s\d{1,2}\s$", dating.text_before(match, 24)[:-4], re.IGNORECASE):
        return None
    day, month = int(match["day"]), int(match["month"])
    return _date(day, month, None, "ngày ") if dating.is_date(2000, month, day) else None


# The words before a day and month written with a slash that tell it is a date, not a fraction ("từ 15/8 đến 20/8",
# "trước 31/12", "Sáng 15/8"), and a date's range ("từ 30/4 - 1/5").
_DATE_WORDS = words("ngày từ đến tới trước sau vào hôm sáng chiều tối trưa đêm hạn")
_DAY_MONTH = re.compile(r"(?<![\w.,/-])(?P<day>\d{1,2})/(?P<month>\d{1,2})(?![\w/]|[.,]\d)")
_DATE_BEFORE = re.compile(r"(?:(?P<word>\w+)|(?P<date>\d{1,2}/\d{1,2}|tháng \w+)[ \u00a0]?[-–])[ \u00a0]$")


def _told_day_month(match: re.Match[str]) -> str | None:
    before = _DATE_BEFORE.search(match.string, max(0, match.start() - 24), match.start())
    if before is None or (before["word"] and before["word"].lower() not in _DATE_WORDS):
        return None  # "1/5 dân số": a fraction
    return _day_month(match)


# A weekday written short ("T2", "T7", "CN": "thứ hai", "thứ bảy", "chủ nhật"), and a range of them "đến" ("T2–T6":
# "thứ hai đến thứ sáu").
_WEEKDAY = r"(?:T(?P<{0}>[2-7])|(?P<{0}_sunday>CN))"
_WEEKDAYS = re.compile(
    rf"(?<![\w.])(?:{_WEEKDAY.format('first')}[ \u00a0]?[-–][ \u00a0]?)?{_WEEKDAY.format('last')}(?![\w.,:/-]?\d|\w)"
)


def _weekday(match: re.Match[str], end: str) -> str:
    if match[f"{end}_sunday"]:
        return "chủ nhật"
    number = int(match[end])
    return f"thứ {_VIETNAMESE_SPECIAL.get(number) or numwords.cardinal(number, 'vi')}"


# A single one only where the words around tell a day: another weekday beside it, a word of when before it, or
# "nghỉ" (closed) after it ("T7, CN", "vào T5", "CN nghỉ"; "Xe T2" is a label).
_DAY_NEAR = re.compile(
    r"(?:\b(?:vào|từ|đến|tới|các|sáng|chiều|tối|hằng|mỗi)|(?<![\w.])(?:T[2-7]|CN)(?:,| và))[ \u00a0]$"
)
_DAY_AFTER = re.compile(r"(?:,|[ \u00a0]và)[ \u00a0](?:T[2-7]|CN)\b|[ \u00a0](?:nghỉ|mở cửa|đóng cửa)\b")


def _weekdays(match: re.Match[str]) -> str | None:
    single = not (match["first"] or match["first_sunday"])
    near = _DAY_NEAR.search(match.string, max(0, match.start() - 12), match.start())
    if single and not near and not _DAY_AFTER.match(match.string, match.end()):
        return None
    last = _weekday(match, "last")
    said = f"{_weekday(match, 'first')} đến {last}" if match["first"] or match["first_sunday"] else last
    opens = re.search(r"(?:^|[.!?]\s+)$", match.string[: match.start()]) and match.string.rstrip()[-1:] in ".!?"
    return said[0].upper() + said[1:] if opens else said  # a sentence that opens with it opens with its capital


def _date_forms() -> tuple[Rule, ...]:
    return (
        Rule("date", _WEEKDAYS, _weekdays),
        Rule("date", re.compile(r"(?P<day>\d(?<=(?i:đến) \d)\d?)/(?P<month>\d{1,2})(?![\w/]|[.,]\d)"), _last_day),
        # "ngày 20/11", "từ 15/8 đến 20/8", "Sáng 15/8": a day and month after a word that tells a date
        Rule("date", _DAY_MONTH, _told_day_month),
        # "tháng 5/2024", "5/2024"
        Rule(
            "date",
            re.compile(r"(?P<month>\d(?<![\w.,/-]\d)\d?)/(?P<year>\d{4})(?![\w/-])"),
            lambda m: (
                _date(None, int(m["month"]), int(m["year"]), dating.text_before(m)) if int(m["month"]) <= 12 else None
            ),
        ),
    )


# Month names hold digits ("tháng 5"): dates are said whole, "ngày" (day), "tháng" (month), "năm" (year).
DATES = dating.DatePhrasing(
    _year,
    dating.cardinal_days("vi"),
    whole=lambda day, month, year, before: _date(day, month, year, before),
    digit_months=True,
    year_words=("năm",),
    own_forms=_date_forms,
)


# Money, units and measures --------------------------------------------------------------------------------------------

# Currencies' everyday names (classes/money.py).
_CURRENCIES = {
    "VND": (("đồng", "đồng"), None),
    "EUR": (("euro", "euro"), ("xu", "xu")),
    "USD": (("đô la", "đô la"), ("xu", "xu")),
    "GBP": (("bảng Anh", "bảng Anh"), ("xu", "xu")),
}

MONEY = Money(names=_CURRENCIES)
# CLDR writes a speed's "per" as a slash ("kilômét/giờ"): said "trên".
# A unit after a slash that follows an amount is said "một" it (CLDR writes the slash): "6,5%/năm": "sáu phẩy năm
# phần trăm một năm", "50.000đ/kg": "năm mươi nghìn đồng một kilôgam".
_PER = {
    "duration-hour": "giờ", "duration-day": "ngày", "duration-week": "tuần", "duration-month": "tháng",
    "duration-year": "năm", "duration-minute": "phút", "duration-second": "giây", "area-square-meter": "mét vuông",
    "mass-kilogram": "kilôgam", "volume-liter": "lít", "length-meter": "mét", "length-kilometer": "kilômét",
}  # fmt: skip
MEASURES = Measures(
    parts_before_unit=True,  # "3/4 kg": "ba phần tư kilôgam"
    half_after_unit="rưỡi",  # "2 1/2 kg": "hai kilôgam rưỡi"
    per_words={unit: f"một {noun}" for unit, noun in _PER.items()},
    per_abbreviations={"giờ": "duration-hour"},  # CLDR's hour is "tiếng"
    symbols={"km/giờ": "speed-kilometer-per-hour"},
    names={
        "speed-kilometer-per-hour": ("kilômét trên giờ", "kilômét trên giờ"),
        "speed-meter-per-second": ("mét trên giây", "mét trên giây"),
    },
    around={
        PERCENT_UNIT: ("", "phần trăm"),
        PERMILLE_UNIT: ("", "phần nghìn"),
        "concentr-milligram-ofglucose-per-deciliter": ("", "mi-li-gam trên đề-xi-lít"),
    },
)

# Number words, scale words and ranges ---------------------------------------------------------------------------------

# Number words: what the libraries leave to the language (number_words.py; numwords.py says them).
# An empty hundreds place before tens is said "không trăm" ("2023": "hai nghìn không trăm hai mươi ba", "3050": "ba
# nghìn không trăm năm mươi"); "lẻ", which num2words writes there, joins a single digit only ("một trăm lẻ năm").
_EMPTY_HUNDREDS = re.compile(r"(nghìn|triệu|tỷ) lẻ (?=mười|\S+ mươi)")


def _hundreds(words: str) -> str:
    return _EMPTY_HUNDREDS.sub(r"\1 không trăm ", words)


NUMBER_WORDS = NumberWords(
    tidy=_hundreds,
    decimals=FRACTION_AS_NUMBER,
    point="phẩy",
    minus="âm",
    year_as_cardinal=True,
)


# A range: "10-20" said with the word for "to".
RANGES = RangeWords("đến", score="")  # a score is its two numbers: "tỷ số 2-1": "hai một"


# Roman numerals and addresses -----------------------------------------------------------------------------------------

ADDRESSES = Addresses(
    streets={"P.": "phường", "Q.": "quận"},  # "TP.": a title in the abbreviations, and "TP.HCM" whole
    postcode=Postcode(6),
)

# A century's or chapter's number is the cardinal ("thế kỷ XXI", "chương IV"); a regnal number Sino-Vietnamese
# after "đệ" ("Napoléon đệ tam").
_ROMAN_CHAPTERS = words("chương phần tập hồi quyển khóa hội")  # "hội": "Đại hội XIII"
_CENTURIES = words("kỷ kỉ")
_SINO_VIETNAMESE = ("", "nhất", "nhị", "tam", "tứ", "ngũ", "lục", "thất", "bát", "cửu")


def _roman(numeral: Numeral) -> str | None:
    if numeral.word_before == "thứ":  # "lần thứ IV": "lần thứ tư", as "lần thứ 4" is said
        return _VIETNAMESE_SPECIAL.get(numeral.value) or numwords.cardinal(numeral.value, "vi")
    if numeral.word_before in _CENTURIES | _ROMAN_CHAPTERS:
        return numwords.cardinal(numeral.value, "vi")
    if numeral.after_name and numeral.value < 40:
        tens, ones = divmod(numeral.value, 10)
        said = (
            ([_SINO_VIETNAMESE[tens]] if tens > 1 else [])
            + (["thập"] if tens else [])
            + ([_SINO_VIETNAMESE[ones]] if ones else [])
        )
        return "đệ " + " ".join(said)
    return None


ROMAN = RomanNumerals(_roman, chapters=_ROMAN_CHAPTERS | {"thứ"}, centuries=_CENTURIES)

# Electronic addresses and telephone numbers ---------------------------------------------------------------------------
# The words for what web and e-mail addresses are made of (classes/electronic.py finds them).
ELECTRONIC = AddressWords(
    dot="chấm", at="a còng", slash="gạch chéo", dash="gạch ngang", underscore="gạch dưới", colon="hai chấm"
)
# How a telephone number is read (classes/telephone.py finds it).
TELEPHONE = PhoneReading(
    "vi",
    "cộng",
    country_code_in_digits=True,
    words=r"điện thoại|đt|sđt|tổng đài|đường dây nóng|liên hệ|gọi",
    emergency_in_digits=True,
)


HOME = Home(
    "vi",
    abbreviations=ABBREVIATIONS,
    operators=OPERATORS,
    identifier_words=IDENTIFIER_WORDS,
    fractions=FRACTIONS,
    counting=COUNTING,
    by_word="nhân",  # "3 x 4 m": "ba nhân bốn mét"
    ordinals=_ordinals,
    numbers=world_numbers("vi"),
    # Dates and times
    times=TIMES,
    dates=DATES,
    # Money, units and measures
    money=MONEY,
    measures=MEASURES,
    # Number words, scale words and ranges
    number_words=NUMBER_WORDS,
    ranges=RANGES,
    # Roman numerals and addresses
    addresses=ADDRESSES,
    roman=ROMAN,
    # Electronic addresses and telephone numbers
    electronic=ELECTRONIC,
    telephone=TELEPHONE,
)
