"""Japanese: how things are said in Japanese, where CLDR and the number libraries do not say it."""

from __future__ import annotations

import re

from handler.text.normalize import clock, dating, numwords
from handler.text.normalize.addresses import Addresses, Postcode
from handler.text.normalize.amounts import Measures, Money, unspaced
from handler.text.normalize.contacts import AddressWords, PhoneReading
from handler.text.normalize.fractions import Fractions, glued
from handler.text.normalize.home import Home
from handler.text.normalize.number_words import NumberWords
from handler.text.normalize.ordinals import matched_number, ordinal_rule
from handler.text.normalize.range_words import RangeWords
from handler.text.normalize.roman_numerals import RomanNumerals, east_asian, words
from handler.text.normalize.rules import Rule
from handler.text.normalize.spacing import UNSPACED
from handler.text.normalize.spoken_digits import number_words
from handler.text.normalize.world import world_numbers

# The abbreviations people expand when they read aloud, as they say them (the format: classes/abbreviation.py).
ABBREVIATIONS = """
(株) = 株式会社
㈱ = 株式会社
(有) = 有限会社
㈲ = 有限会社
(財) = 財団法人
#No. = ナンバー
vs. = 対
vs = 対
$etc. = エトセトラ
#TEL = 電話
"""

# Math operators between numbers, as said (classes/symbol.py).
OPERATORS = {
    "+": "たす",
    "=": "は",
    "×": "かける",
    "·": "かける",
    "÷": "わる",
    "√": "ルート",
    "−": "ひく",
    "±": "プラスマイナス",
}
# The words that announce a number read digit by digit: a PIN, a postal code (classes/identifier.py).
IDENTIFIER_WORDS = (
    "暗証番号", "パスワード", "認証コード", "確認コード", "認証番号", "確認番号", "郵便番号", "会員番号", "口座番号",
    "お客様番号", "注文番号", "予約番号", "pin", "otp",
)  # fmt: skip


# Fractions -------------------------------------------------------------------------------------------------------


def _japanese(numerator: int, denominator: int) -> str | None:
    count, part = numwords.cardinal(numerator, "ja"), numwords.cardinal(denominator, "ja")
    return count and part and f"{part}分の{count}"


FRACTIONS = Fractions(_japanese, glued("ja", _japanese, "と"))


# Ordinals --------------------------------------------------------------------------------------------------------


# A count of nothing is "ゼロ" in everyday speech ("0件": "ゼロ件", "0人", "0円"); "零" stays in a decimal ("零点五"),
# a temperature's "0度" and the clock's "0時" (れいど, れいじ).
_ZERO = re.compile(r"(?<![\d.,:/-])0(?![\d.,:/]|[ \u00a0]?[度時])")


def _ordinals() -> list[Rule]:
    return [
        ordinal_rule(
            r"第(?P<n>\d{1,4})(?!\d)", lambda m: numwords.spelled_ordinal(matched_number(m), "ja", "spellout-ordinal")
        ),
        Rule("cardinal", _ZERO, lambda m: "ゼロ"),
    ]


# Dates and times ------------------------------------------------------------------------------------------------------

# "十四時三十分", "十秒"; the part of the day before the time ("午後二時").
TIMES = clock.TimePhrasing(
    clock.hour_and_unit("ja", "時", "分", joined=True),
    clock.seconds_after("ja", "秒", joined=True),
    day_parts=("午前", "午後", "午後"),
    day_part_first=True,
)


def _date(day: int, month: int, year: int | None, before: str) -> str | None:
    """ "二千二十四年五月三日"."""
    words = numwords.year(year, "ja") if year is not None else ""
    month_words, day_words = numwords.cardinal(month, "ja"), numwords.cardinal(day, "ja")
    return None if words is None else f"{words}{'年' if words else ''}{month_words}月{day_words}日"


# An era's year written with its initial ("R6.5.1", "H31.4.30"): the era's name and the date in kanji
# ("令和六年五月一日"); an era's first year is "元年".
_ERAS = {"M": "明治", "T": "大正", "S": "昭和", "H": "平成", "R": "令和"}
_ERA_DATE = re.compile(
    r"(?<![A-Za-z])(?P<era>[MTSHR])(?P<year>\d{1,2})\.(?P<month>\d{1,2})\.(?P<day>\d{1,2})(?![\d.]\d)"
)


def _era_date(match: re.Match[str]) -> str | None:
    year, month, day = int(match["year"]), int(match["month"]), int(match["day"])
    if not (1 <= year <= 64 and 1 <= month <= 12 and 1 <= day <= 31):
        return None
    year_words = "元" if year == 1 else numwords.cardinal(year, "ja")
    month_and_day = _date(day, month, None, "")
    return year_words and month_and_day and f"{_ERAS[match['era']]}{year_words}年{month_and_day}"


def _month_day(match: re.Match[str]) -> str | None:
    """ "12/25": "十二月二十五日"."""
    found = dating.month_and_day(match)
    return found and _date(found[1], found[0], None, "")


# Month names hold digits ("5月"): a date reads well number by number, a numeric one as the kanji date; "5月3日(金)":
# the weekday in full, "金曜日"; "(金)〜": "金曜日から".
DATES = dating.DatePhrasing(
    lambda value: numwords.year(value, "ja"),
    dating.cardinal_days("ja"),
    whole=_date,
    digit_months=True,
    weekday_after=r"[\d〇一二三四五六七八九十]日",
    range_word="から",
    own_forms=lambda: (Rule("date", _ERA_DATE, _era_date), Rule("date", dating.MONTH_DAY, _month_day)),
)


# Money, units and measures --------------------------------------------------------------------------------------------

# Currencies' everyday names (classes/money.py).
_CURRENCIES = {
    "JPY": (("円", "円"), None),
    "USD": (("ドル", "ドル"), ("セント", "セント")),
    "EUR": (("ユーロ", "ユーロ"), ("セント", "セント")),
    "GBP": (("ポンド", "ポンド"), ("ペンス", "ペンス")),
    "CNY": (("元", "元"), None),
    "KRW": (("ウォン", "ウォン"), None),
}

MONEY = Money(names=_CURRENCIES, and_cents="", join=unspaced)
# A temperature is "度" ("35℃": "三十五度"), as the weather says it; CLDR's "摂氏三十五度" is the formal one.
MEASURES = Measures(per=False, names={"temperature-celsius": ("度", "度")})

# Number words, scale words and ranges ---------------------------------------------------------------------------------

# Number words: what the libraries leave to the language (number_words.py; numwords.py says them).
# A year is a plain cardinal (num2words' is an era name).
NUMBER_WORDS = NumberWords(year_as_cardinal=True)


# A range: "10〜20" is "十から二十", "1980〜1986年" "千九百八十年から千九百八十六年".
RANGES = RangeWords("から", unspaced=True, year_counter="年")


# Roman numerals and addresses -----------------------------------------------------------------------------------------

# A block number after a place's name ("丸の内1-2-3": 丸の内一丁目二番三号); a postcode after 〒 digit by digit
# (郵便番号, then the groups joined by の).
_BLOCK = re.compile(r"(?<=[\u3040-\u30ff\u4e00-\u9fff])(\d{1,2})-(\d{1,3})-(\d{1,4})(?![\d-])")


def _block(match: re.Match[str]) -> str:
    chome, ban, go = (number_words(int(part), "ja") for part in match.groups())
    return f"{chome}丁目{ban}番{go}号"


ADDRESSES = Addresses(
    postcode=Postcode(mark="〒", said_mark="郵便番号", joiner="の"),
    first=lambda: (Rule("address", _BLOCK, _block),),
)


# "第II章": 第二章; "ナポレオンIII世": ナポレオン三世.
def _roman(number: int, reign: bool) -> str | None:
    said = numwords.cardinal(number, "ja")
    return said and (f"{said}世" if reign else f"第{said}")


# Monarchs' and popes' names, whose numeral is a reign's without "世" after it ("ヘンリーVIII": "ヘンリー八世").
_MONARCHS = words(
    """
    ヘンリー ルイ ジョージ エドワード エリザベス チャールズ リチャード ウィリアム ジェームズ ヴィクトリア フィリップ
    フェリペ カール フリードリヒ ピウス ヨハネ パウロ ベネディクト レオ グレゴリウス アルフォンソ ナポレオン グスタフ
    クリスチャン ウィレム ヴィルヘルム イヴァン ピョートル アレクサンドル ニコライ メアリー イサベル フアン カルロス
    ルートヴィヒ オットー ハインリヒ シャルル アンリ フランソワ フェルディナント ヨーゼフ フランツ レオポルド ラーマ
"""
)
ROMAN = RomanNumerals(more=lambda: (east_asian("第", "世", _roman, _MONARCHS),))

# Electronic addresses and telephone numbers ---------------------------------------------------------------------------
# The words for what web and e-mail addresses are made of (classes/electronic.py finds them).
ELECTRONIC = AddressWords(
    dot="ドット",
    at="アットマーク",
    slash="スラッシュ",
    dash="ハイフン",
    underscore="アンダーバー",
    colon="コロン",
    spells_letter_runs=False,  # Latin letters are read as written, not spelled
)
# Japanese reads phone digits with their short, clear forms: 2 is ニー, 5 is ゴー, 0 ゼロ.
_PHONE_DIGITS = ("ゼロ", "イチ", "ニー", "サン", "ヨン", "ゴー", "ロク", "ナナ", "ハチ", "キュウ")


def _phone_digits(digits: str) -> str:
    """Digits one by one as Japanese says them in a phone number or postcode ("03": "ゼロサン")."""
    return "".join(_PHONE_DIGITS[int(digit)] for digit in digits)


# How a telephone number is read (classes/telephone.py finds it).
TELEPHONE = PhoneReading(
    "ja",
    "プラス",
    separator="の",
    country_code_in_digits=True,
    words=r"電話|電話番号|携帯|フリーダイヤル",
    digits=_phone_digits,
)


HOME = Home(
    "ja",
    abbreviations=ABBREVIATIONS,
    operators=OPERATORS,
    identifier_words=IDENTIFIER_WORDS,
    fractions=FRACTIONS,
    ordinals=_ordinals,
    numbers=world_numbers("ja"),
    # Dates and times
    times=TIMES,
    dates=DATES,
    # Money, units and measures
    money=MONEY,
    measures=MEASURES,
    # Number words, scale words and ranges
    number_words=NUMBER_WORDS,
    ranges=RANGES,
    unspaced_digits=True,  # "年5月"
    # Roman numerals and addresses
    addresses=ADDRESSES,
    roman=ROMAN,
    # Abbreviations, fractions and identifiers
    spacing=UNSPACED,
    # Electronic addresses and telephone numbers
    electronic=ELECTRONIC,
    telephone=TELEPHONE,
)
