"""Indonesian: how things are said in Indonesian, where CLDR and the number libraries do not say it."""

from __future__ import annotations

from handler.text.normalize import clock, counting, dating, numwords
from handler.text.normalize.addresses import Addresses, Postcode
from handler.text.normalize.amounts import Measures, Money
from handler.text.normalize.contacts import AddressWords, PhoneReading
from handler.text.normalize.counting import Counting
from handler.text.normalize.fractions import but_half, joined_by
from handler.text.normalize.home import Home
from handler.text.normalize.number_words import NumberWords
from handler.text.normalize.ordinals import END, plain
from handler.text.normalize.range_words import RangeWords
from handler.text.normalize.roman_numerals import RomanNumerals, capitalised_ordinal, words
from handler.text.normalize.rules import Rule
from handler.text.normalize.world import world_numbers

# The abbreviations people expand when they read aloud, as they say them (the format: classes/abbreviation.py).
ABBREVIATIONS = """
$dll. = dan lain-lain
$dsb. = dan sebagainya
$dst. = dan seterusnya
tsb. = tersebut
yg = yang
dgn = dengan
utk = untuk
rb = ribu
jt = juta
s.d. = sampai dengan
a.n. = atas nama
^Jl. = Jalan
^Bpk. = Bapak
^Dr. = Doktor
^dr. = dokter
^Prof. = Profesor
#no. = nomor
#hlm. = halaman
#tgl. = tanggal
Yth. = yang terhormat
ybs. = yang bersangkutan
a.l. = antara lain
^Sdr. = Saudara
^Sdri. = Saudari
#pk. = pukul
#hal. = halaman
"""

# Numbers agree with nothing in Indonesian; a half before a noun is "setengah" ("setengah kilogram"), and one and a
# half before a span of time or a measure "satu setengah" ("1,5 jam"); elsewhere ("1,5 persen", "1,5 juta") the
# decimal is read.
_HALVED = frozenset(
    [
        "jam", "menit", "detik", "hari", "minggu", "bulan", "tahun", "abad", "liter", "kilo", "kilogram", "gram",
        "meter", "kilometer", "gelas", "cangkir", "sendok",
    ]
)  # fmt: skip


COUNTING = Counting(
    lambda number, words, noun, before: None,
    half=lambda noun: "setengah",
    and_a_half=counting.halves_of(_HALVED, "id", "setengah"),
)  # "2,5 jam": "dua setengah jam"

# Math operators between numbers, as said (classes/symbol.py).
OPERATORS = {"+": "tambah", "=": "sama dengan", "×": "kali", "·": "kali", "÷": "bagi", "√": "akar kuadrat dari"}
# The words that announce a number read digit by digit: a PIN, a postal code (classes/identifier.py).
IDENTIFIER_WORDS = ("pin", "kode pos", "kode otp", "kode verifikasi", "berakhiran")


# Fractions -------------------------------------------------------------------------------------------------------


def _indonesian(numerator: int, denominator: int) -> str | None:
    """ "setengah", "sepertiga", "dua pertiga", "tiga perempat": "per" joins the part, "se-" is one of them."""
    if (numerator, denominator) == (1, 2):
        return "setengah"
    count, part = numwords.cardinal(numerator, "id"), numwords.cardinal(denominator, "id")
    if count is None or part is None:
        return None
    return f"seper{part}" if numerator == 1 else f"{count} per{part}"


FRACTIONS = joined_by("id", _indonesian, "", "{} setengah", but_half("setengah", _indonesian))


# Ordinals --------------------------------------------------------------------------------------------------------


def _ordinals() -> list[Rule]:
    return [plain("id", rf"[Kk]e-?(?<!\w[Kk]e-)(?<!\w[Kk]e)(?P<n>\d{{1,4}}){END}")]


# Dates and times ------------------------------------------------------------------------------------------------------

TIMES = clock.TimePhrasing(
    clock.plain("id"),
    clock.seconds_after("id", "detik"),
    words_before=r"pukul|jam",
    zones=True,
    zone_codes=("WIB", "WITA", "WIT"),
)


DATES = dating.DatePhrasing(lambda value: numwords.year(value, "id"), dating.cardinal_days("id"), range_word=" sampai ")


# Money, units and measures --------------------------------------------------------------------------------------------

# Currencies' everyday names (classes/money.py).
_CURRENCIES = {
    "IDR": (("rupiah", "rupiah"), None),
    "EUR": (("euro", "euro"), ("sen", "sen")),
    "USD": (("dolar", "dolar"), ("sen", "sen")),
    "GBP": (("pound", "pound"), ("pence", "pence")),
}

MONEY = Money(names=_CURRENCIES)

# Number words, scale words and ranges ---------------------------------------------------------------------------------

# Number words: what the libraries leave to the language (number_words.py; numwords.py says them).
NUMBER_WORDS = NumberWords(point="koma", minus="minus")


# A range: "10-20" said with the word for "to".
RANGES = RangeWords("sampai")


# Roman numerals and addresses -----------------------------------------------------------------------------------------

ADDRESSES = Addresses(
    streets={"Jl.": "Jalan", "No.": "nomor", "Kec.": "Kecamatan", "Kel.": "Kelurahan"},
    postcode=Postcode(5, after_town=True),  # "Jakarta 10350", closing the address
)

_ROMAN_CHAPTERS = words("bab bagian jilid babak")
_CENTURIES = words("abad")
ROMAN = RomanNumerals(
    capitalised_ordinal("id", _ROMAN_CHAPTERS, _CENTURIES),  # "abad kedua puluh satu"
    chapters=_ROMAN_CHAPTERS,
    centuries=_CENTURIES,
    monarchs=words("Hamengkubuwono Pakubuwono Mangkunegara Elizabeth Napoleon Louis Henry Charles"),
)

# Electronic addresses and telephone numbers ---------------------------------------------------------------------------
# The words for what web and e-mail addresses are made of (classes/electronic.py finds them).
ELECTRONIC = AddressWords(
    dot="titik", at="et", slash="garis miring", dash="tanda hubung", underscore="garis bawah", colon="titik dua"
)
# How a telephone number is read (classes/telephone.py finds it).
TELEPHONE = PhoneReading("id", "plus")


HOME = Home(
    "id",
    abbreviations=ABBREVIATIONS,
    operators=OPERATORS,
    times_word="kali",  # "3 x sehari": "tiga kali sehari"
    identifier_words=IDENTIFIER_WORDS,
    fractions=FRACTIONS,
    ordinals=_ordinals,
    numbers=world_numbers("id"),
    # Dates and times
    times=TIMES,
    dates=DATES,
    # Money, units and measures
    money=MONEY,
    measures=Measures(symbols={"gr": "mass-gram"}, parts_before_unit=True),
    counting=COUNTING,
    # Number words, scale words and ranges
    number_words=NUMBER_WORDS,
    suffixes_after_numbers=True,  # "90-an": "sembilan puluhan"
    ranges=RANGES,
    # Roman numerals and addresses
    addresses=ADDRESSES,
    roman=ROMAN,
    # Electronic addresses and telephone numbers
    electronic=ELECTRONIC,
    telephone=TELEPHONE,
)
