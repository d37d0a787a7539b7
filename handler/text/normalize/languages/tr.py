"""Turkish: how things are said in Turkish, where CLDR and the number libraries do not say it."""

from __future__ import annotations

import re

from handler.text.normalize import clock, counting, dating, numwords
from handler.text.normalize.addresses import Addresses, Postcode
from handler.text.normalize.amounts import Measures, Money
from handler.text.normalize.cldr import PERCENT_UNIT, PERMILLE_UNIT
from handler.text.normalize.contacts import AddressWords, PhoneReading
from handler.text.normalize.counting import Counting
from handler.text.normalize.fractions import but_half, joined_by
from handler.text.normalize.home import Home
from handler.text.normalize.number_words import FRACTION_AS_NUMBER, NumberWords
from handler.text.normalize.ordinals import END, NUMBER, dotted, plain
from handler.text.normalize.roman_numerals import BEFORE_ANY_WORD, RomanNumerals, ordinal_before_word, words
from handler.text.normalize.rules import Rule
from handler.text.normalize.world import world_numbers

# The abbreviations people expand when they read aloud, as they say them (the format: classes/abbreviation.py).
ABBREVIATIONS = """
$vb. = ve benzeri
vs. = vesaire
örn. = örneğin
bkz. = bakınız
$vd. = ve diğerleri
yy. = yüzyıl
yak. = yaklaşık
tel. = telefon
A.Ş. = anonim şirketi
T.C. = Türkiye Cumhuriyeti
MÖ = milattan önce
MS = milattan sonra
^Dr. = doktor
^Prof. = profesör
^Doç. = doçent
^Av. = avukat
Cad. = caddesi
Sok. = sokak
Mah. = mahallesi
#No = numara
#No. = numara
M.Ö. = milattan önce
M.S. = milattan sonra
Blv. = bulvarı
Bul. = bulvarı
Üniv. = üniversitesi
Ltd. Şti. = limited şirketi
^Öğr. Gör. = öğretim görevlisi
^Yrd. Doç. = yardımcı doçent
^Hz. = hazreti
^Çev. = çeviren
#s. = sayfa
"""

# Numbers agree with nothing in Turkish; a half before a noun is "yarım" ("yarım litre"), a number and a half before a
# span of time, a measure or a scale word "buçuk" after the number ("1,5 saat": "bir buçuk saat", "2,5 kilo": "iki
# buçuk kilo"); before a verb ("Katsayı 1,5 oldu") the decimal is read.
_HALVED = frozenset(
    [
        "saat", "dakika", "saniye", "gün", "hafta", "ay", "yıl", "sene", "asır", "litre", "kilo", "kilogram", "gram",
        "ton", "metre", "kilometre", "santim", "bardak", "fincan", "kaşık", "milyon", "milyar", "su", "çay", "tatlı",
    ]
)  # fmt: skip


COUNTING = Counting(
    lambda number, words, noun, before: None,
    half=lambda noun: "yarım",
    and_a_half=counting.halves_of(_HALVED, "tr", "buçuk"),
)

# Vowel harmony: an ending's "a/e" follows the last vowel's backness, its "ı/i/u/ü" its backness and rounding; its
# first "d/c" hardens after a voiceless consonant ("liraya", "kilometreden", "saatte" is a loanword's exception no
# number or unit reading ends in).
_NARROW = {"a": "ı", "ı": "ı", "o": "u", "u": "u", "e": "i", "i": "i", "ö": "ü", "ü": "ü"}
_HARD = {"d": "t", "c": "ç", "t": "t", "ç": "ç"}
_SOFT = {"t": "d", "ç": "c", "d": "d", "c": "c"}


def _ending_after(words: str, ending: str) -> str:
    """ "250 TL'ye": the ending "ye" said after "lira" is "ya"."""
    vowels = [char for char in words.lower() if char in _NARROW]
    if not vowels or not ending.islower():
        return ending
    last, said = vowels[-1], []
    for index, char in enumerate(ending):
        if char in "ae":
            char = "a" if last in "aıou" else "e"
        elif char in _NARROW and char not in "oö":
            char = _NARROW[last]
        elif index == 0 and char in _HARD:
            char = (_HARD if words[-1] in "çfhkpsşt" else _SOFT)[char]
        last = char if char in _NARROW else last
        said.append(char)
    return "".join(said)


# Math operators between numbers, as said (classes/symbol.py).
OPERATORS = {"+": "artı", "=": "eşittir", "×": "çarpı", "·": "çarpı", "÷": "bölü", "√": "karekök"}
# The words that announce a number read digit by digit: a PIN, a postal code (classes/identifier.py).
IDENTIFIER_WORDS = ("şifre", "pin", "posta kodu")


# Fractions -------------------------------------------------------------------------------------------------------


def _turkish(numerator: int, denominator: int) -> str | None:
    part, count = numwords.cardinal(denominator, "tr"), numwords.cardinal(numerator, "tr")
    if part is None or count is None:
        return None
    vowels = [char for char in part if char in "aıoueiöü"]
    vowel = "a" if vowels and vowels[-1] in "aıou" else "e"
    consonant = "t" if part[-1] in "çfhkpsşt" else "d"
    return f"{part}{consonant}{vowel} {count}"  # "dörtte üç": "three in four"


FRACTIONS = joined_by("tr", _turkish, "tam", "{} buçuk", but_half("yarım", _turkish))


# Ordinals --------------------------------------------------------------------------------------------------------


def _ordinals() -> list[Rule]:
    return [
        plain("tr", rf"{NUMBER}['’]?(?:inci|ıncı|uncu|üncü|nci|ncı|ncu|ncü|ci|cı|cu|cü){END}"),
        *dotted("tr", said=True, before_names=True),
        Rule("cardinal", _SOFTENED, _softened),
    ]


# A number whose words end in "dört" softens its "t" before an ending that starts with a vowel ("4'ünü": "dördünü",
# "24'e": "yirmi dörde", "1994'ün": "bin dokuz yüz doksan dördün"); the other number words keep their last letter
# ("üçü", "kırkı", "yüzü"). The ending, written for "dört" already, joins the softened word as any ending does.
_SOFTENED = re.compile(r"(?<![\d.,%])(?P<n>\d*4)(?=['’][aeıioöuü])")


def _softened(match: re.Match[str]) -> str | None:
    said = numwords.cardinal(int(match["n"]), "tr")
    return said[:-1] + "d" if said and said.endswith("dört") else None


# Dates and times ------------------------------------------------------------------------------------------------------

# "dokuz sıfır beş"
TIMES = clock.TimePhrasing(
    clock.plain("tr", zero=True), clock.seconds_after("tr", "saniye"), words_before=r"saat", zones=True
)  # "saat 21.30'da"


DATES = dating.DatePhrasing(lambda value: numwords.cardinal(value, "tr"), dating.cardinal_days("tr"))


# Money, units and measures --------------------------------------------------------------------------------------------

# Currencies' everyday names (classes/money.py).
_CURRENCIES = {
    "TRY": (("lira", "lira"), ("kuruş", "kuruş")),
    "EUR": (("avro", "avro"), ("sent", "sent")),
    "USD": (("dolar", "dolar"), ("sent", "sent")),
    "GBP": (("sterlin", "sterlin"), ("peni", "peni")),
}

MONEY = Money(names=_CURRENCIES)
# Units as the language abbreviates them after a number, beyond CLDR's short symbols ("sn.").
_SYMBOLS = {
    "sn": "duration-second",
    "dk": "duration-minute",
    "sa": "duration-hour",
    "lt": "volume-liter",
    "gr": "mass-gram",
}
MEASURES = Measures(
    symbols=_SYMBOLS,
    around={
        PERCENT_UNIT: ("yüzde", ""),
        PERMILLE_UNIT: ("binde", ""),
        "speed-kilometer-per-hour": ("saatte", "kilometre"),
    },
    parts_before_unit=True,
)

# Number words, scale words and ranges ---------------------------------------------------------------------------------

# Number words: what the libraries leave to the language (number_words.py; numwords.py says them).
# Turkish writes each number word apart ("iki bin beş yüz"), where num2words joins them.
_WORDS = re.compile(
    "trilyon|milyar|milyon|bin|yüz|doksan|seksen|yetmiş|altmış|elli|kırk|otuz|yirmi|on|dokuz|sekiz|yedi|altı|beş"
    "|dört|üç|iki|bir|sıfır"
)


def _apart(word: str) -> str:
    parts = _WORDS.findall(word)
    return " ".join(parts) if "".join(parts) == word else word


NUMBER_WORDS = NumberWords(
    tidy=lambda words: " ".join(_apart(word) for word in words.split()),
    decimals=FRACTION_AS_NUMBER,
    ordinal=lambda number, case: numwords.spelled_ordinal(number, "tr", "spellout-ordinal"),  # "yirmi birinci"
)


# Roman numerals and addresses -----------------------------------------------------------------------------------------

ADDRESSES = Addresses(
    streets={"Cad.": "Caddesi", "Sok.": "Sokak", "Mah.": "Mahallesi", "No:": "numara", "Bulv.": "Bulvarı"},
    postcode=Postcode(5),
)

# The ordinal is written before its word, with a period: "XIX. yüzyıl", "II. Dünya Savaşı".
ROMAN = RomanNumerals(
    ordinal_before_word("tr"),
    monarchs=words("Mehmed Selim Murad Süleyman Mahmud Abdülhamid Ahmed Mustafa Osman Bayezid"),
    period=BEFORE_ANY_WORD,
)

# Electronic addresses and telephone numbers ---------------------------------------------------------------------------
# The words for what web and e-mail addresses are made of (classes/electronic.py finds them).
ELECTRONIC = AddressWords(
    dot="nokta", at="et", slash="eğik çizgi", dash="tire", underscore="alt çizgi", colon="iki nokta"
)
# How a telephone number is read (classes/telephone.py finds it): each group as a number, the trunk zero alone
# ("0532 123 45 67": "sıfır beş yüz otuz iki, yüz yirmi üç, kırk beş, altmış yedi").
TELEPHONE = PhoneReading("tr", "artı", words=r"numara\w*|ara", groups="numbers", trunk_zero_apart=True)


HOME = Home(
    "tr",
    abbreviations=ABBREVIATIONS,
    counting=COUNTING,
    operators=OPERATORS,
    identifier_words=IDENTIFIER_WORDS,
    fractions=FRACTIONS,
    ordinals=_ordinals,
    numbers=world_numbers("tr"),
    # Dates and times
    times=TIMES,
    dates=DATES,
    # Money, units and measures
    money=MONEY,
    measures=MEASURES,
    # Number words, scale words and ranges
    number_words=NUMBER_WORDS,
    suffixes_after_numbers=True,  # "14:30-kor", "2024'te": a case ending after a number
    ending_after=_ending_after,
    # Roman numerals and addresses
    addresses=ADDRESSES,
    roman=ROMAN,
    # Abbreviations, fractions and identifiers
    dotted_capital_i=True,
    # Electronic addresses and telephone numbers
    electronic=ELECTRONIC,
    telephone=TELEPHONE,
)
