"""Romanian: how things are said in Romanian, where CLDR and the number libraries do not say it."""

from __future__ import annotations

import re

from handler.text.normalize import clock, counting, dating, numwords
from handler.text.normalize.addresses import Addresses, Postcode
from handler.text.normalize.amounts import Measures, Money
from handler.text.normalize.cldr import PERCENT_UNIT
from handler.text.normalize.contacts import AddressWords, PhoneReading
from handler.text.normalize.counting import Counting, NounGenders
from handler.text.normalize.fractions import joined_by
from handler.text.normalize.home import Home
from handler.text.normalize.number_words import FRACTION_AS_NUMBER, NumberWords
from handler.text.normalize.ordinals import END, matched_number, ordinal_rule
from handler.text.normalize.range_words import RangeWords
from handler.text.normalize.roman_numerals import Numeral, RomanNumerals, words
from handler.text.normalize.roman_numerals import value as roman_value
from handler.text.normalize.rules import Rule
from handler.text.normalize.scale_words import ScaleWords
from handler.text.normalize.world import world_numbers

# The abbreviations people expand when they read aloud, as they say them (the format: classes/abbreviation.py).
ABBREVIATIONS = """
$etc. = etcetera
$ș.a. = și altele
$ș.a.m.d. = și așa mai departe
aprox. = aproximativ
tel. = telefon
î.Hr. = înainte de Hristos
d.Hr. = după Hristos
^dl. = domnul
^dna. = doamna
^d-na = doamna
^d-l = domnul
^prof. = profesor
^str. = strada
^bd. = bulevardul
#nr. = numărul
de ex. = de exemplu
incl. = inclusiv
cf. = conform
univ. = universitar
sec. = secolul
^dr. = doctor
^conf. = conferențiar
^cal. = calea
^jud. = județul
#art. = articolul
#pag. = pagina
+buc. = bucăți
"""


# One and two (and twelve) before a feminine or neuter plural in "-e", "-uri" ("două case", "două bilete"), or a
# feminine singular ("o soră"); "un" before the others ("un frate"). The table names the nouns people count most
# whose ending misleads: masculine singulars in "-e" ("un frate", "un câine") and feminine plurals in "-i" ("două
# săptămâni", "două luni"), and the feminine plurals in "-e" that a neuter's plural looks like after twenty ("21 de
# fete": "douăzeci și una de fete", "21 de grade": "douăzeci și unu de grade").
_GENDERS = NounGenders(
    """
    masculine: frate câine munte pește dinte perete șarpe iepure soare burete
    feminine: săptămâni mâini cărți flori ori nopți mașini lecții țări pâini linguri luni surori bucăți porții
      ceșci căni felii camere pisici femei bănci rochii uși străzi păduri vaci
      fete case ore zile persoane pagini mese școli sticle familii echipe cutii țigări
    """,
    ("",),
)


def _counted(number: int, words: str, noun: str, before: str) -> str | None:
    known = _GENDERS.gender(noun)
    feminine = known == "feminine" or (
        known is None and (noun.endswith(("e", "ă", "uri", "le")) or (counting.one(number) and noun.endswith("a")))
    )
    head, _, last = words.rpartition(" ")
    if last == "unu":
        if head and noun.endswith("e") and known is None:
            return None  # "douăzeci și unu de grade" (neuter), "... și una de fete" (feminine): the plural is alike
        return counting.with_last(words, ("una" if head else "o") if feminine else ("unu" if head else "un"))
    if feminine and last in ("doi", "doisprezece"):
        return counting.with_last(words, last.replace("doi", "două"))
    return None


COUNTING = Counting(_counted, half=lambda noun: "jumătate de", half_after_noun="și jumătate")

# Math operators between numbers, as said (classes/symbol.py).
OPERATORS = {"+": "plus", "=": "egal", "×": "ori", "·": "ori", "÷": "împărțit la", "√": "radical din"}
# The words that announce a number read digit by digit: a PIN, a postal code (classes/identifier.py).
IDENTIFIER_WORDS = ("pin", "cod poștal", "cod", r"card\w* care se termină")


# Fractions -------------------------------------------------------------------------------------------------------

_ROMANIAN_PARTS = {
    2: "doim", 3: "treim", 4: "pătrim", 5: "cincim", 6: "șesim", 7: "șeptim", 8: "optim", 9: "noim", 10: "zecim",
    100: "sutim", 1000: "miim",
}  # fmt: skip


def _romanian(numerator: int, denominator: int) -> str | None:
    count = {1: "o", 2: "două"}.get(numerator) or numwords.cardinal(numerator, "ro")
    part = _ROMANIAN_PARTS.get(denominator)
    if count is None or part is None or numerator >= 20:
        return None
    return f"{count} {part}{'e' if numerator == 1 else 'i'}"


FRACTIONS = joined_by("ro", _romanian, "și", "{} și jumătate")


# Ordinals --------------------------------------------------------------------------------------------------------


def _romanian_ordinal(match: re.Match[str]) -> str | None:
    words = numwords.ordinal(matched_number(match), "ro")
    if words is None or not match.groupdict().get("feminine"):
        return words
    last = words.removeprefix("al ").removesuffix("lea")
    if last in ("doi", "unu"):
        return "a doua" if last == "doi" else "prima"
    if last == "trei":
        return "a treia"
    last = last[:-1] + "e" if last.endswith("i") else last[:-1] if last.endswith("u") else last
    return f"a {last}a"


def _roman_ordinal(match: re.Match[str]) -> str | None:
    """ "al XIX-lea": "al nouăsprezecelea", a Roman numeral with the ordinal's ending."""
    number = roman_value(match["roman"])
    return numwords.ordinal(number, "ro") if number else None


def _ordinals() -> list[Rule]:
    return [
        ordinal_rule(rf"al (?P<n>\d{{1,4}})-(?:lea|le){END}", _romanian_ordinal),
        ordinal_rule(rf"\bal (?P<roman>[IVXLCDM]+)-lea{END}", _roman_ordinal),
        ordinal_rule(rf"a (?P<feminine>(?P<n>\d{{1,4}}))-a{END}", _romanian_ordinal),
    ]


# Dates and times ------------------------------------------------------------------------------------------------------


_FEMININE_TWO = {"doi": "două", "doisprezece": "douăsprezece"}


def _seconds(words: str, second: int) -> str | None:
    """ "și o secundă", "și două secunde", "și douăzeci de secunde": from twenty on the noun takes "de"."""
    number = {1: "o"}.get(second) or numwords.cardinal(second, "ro")
    if number is None:
        return None
    number = clock.with_last(number, {"doi": "două", "unu": "una"})
    noun = "secundă" if second == 1 else "de secunde" if second % 100 >= 20 or second % 100 == 0 else "secunde"
    return f"{words} și {number} {noun}"


# "nouă și cinci": minutes under ten after "și". The hour and the minutes are feminine (ora, minuta): "ora două",
# "ora douăzeci și două", "zece și douăsprezece"; one stays "unu" ("ora unu", "ora douăzeci și unu").
TIMES = clock.TimePhrasing(
    clock.plain("ro", joiner="și", spelled=lambda words: clock.with_last(words, _FEMININE_TWO)),
    _seconds,
    words_before=r"ora",
    hour_after="ora",  # "la ora 2": "la ora două"
    zones=True,
)


# "trei mai"; the first of the month has a word of its own: "întâi decembrie".
DATES = dating.DatePhrasing(
    lambda value: numwords.year(value, "ro"), dating.cardinal_days("ro", "întâi"), range_word=" - "
)


# Money, units and measures --------------------------------------------------------------------------------------------

# Currencies' everyday names (classes/money.py).
_CURRENCIES = {
    "RON": (("leu", "lei"), ("ban", "bani")),
    "EUR": (("euro", "euro"), ("cent", "cenți")),
    "USD": (("dolar", "dolari"), ("cent", "cenți")),
}


def _join(words: str, noun: str) -> str:
    """ "de" between a number ending in 20 to 99 (or in whole hundreds) and its noun: "douăzeci de euro"."""
    last = words.split()[-1]
    tens = ("douăzeci", "treizeci", "patruzeci", "cincizeci", "șaizeci", "șaptezeci", "optzeci", "nouăzeci")
    de = last.startswith((*tens, "sute", "sută", "mii", "mie", "milio", "miliard")) or " și " in words
    return f"{words} de {noun}" if de else f"{words} {noun}"


MONEY = Money(names=_CURRENCIES, and_cents=" și ", join=_join)
# Units whose noun takes another form of the number than the counting one ("eine Stunde", "una tonelada").
# Units as the language abbreviates them after a number, beyond CLDR's short symbols ("sec.").
_SYMBOLS = {"sec": "duration-second"}
MEASURES = Measures(
    symbols=_SYMBOLS,
    half_counts_one=True,  # "jumătate de litru"
    around={PERCENT_UNIT: ("", "la sută")},
    genders={
        "duration-hour": "feminine",
        "duration-minute": "feminine",
        "mass-tonne": "feminine",
        "area-hectare": "feminine",
    },
    agree=True,
    linking_words=("de",),
)

# Number words, scale words and ranges ---------------------------------------------------------------------------------

# Number words: what the libraries leave to the language (number_words.py; numwords.py says them).
NUMBER_WORDS = NumberWords(
    decimals=FRACTION_AS_NUMBER,
    masculine={"unu": "un"},
    feminine={"unu": "o", "doi": "două"},
    forms_alone=True,
)


# A range: "10-20" said with the word for "to", and after the word before its first end ("între 10 și 20").
RANGES = RangeWords("până la", after={"între": "și"})


# A currency after a scale word: "două miliarde de euro".
SCALE = ScaleWords(of="de")


# Roman numerals and addresses -----------------------------------------------------------------------------------------

ADDRESSES = Addresses(
    streets={
        "Str.": "Strada",
        "str.": "strada",
        "Bd.": "Bulevardul",
        "nr.": "numărul",
        "bl.": "blocul",
        "ap.": "apartamentul",
        "sc.": "scara",
        "et.": "etajul",
    },
    postcode=Postcode(6),
)

# A century's number is the ordinal ("secolul al XXI-lea" aside); a regnal number the ordinal, one "întâi"
# ("Carol întâi").
_CENTURIES = words("secolul secolului")
_ROMAN_CHAPTERS = words("capitolul capitolului partea volumul actul titlul articolul")


def _roman(numeral: Numeral) -> str | None:
    if numeral.word_before in _ROMAN_CHAPTERS:
        return numwords.cardinal(numeral.value, "ro")  # "capitolul trei"
    if numeral.word_before in _CENTURIES:
        return numwords.ordinal(numeral.value, "ro")
    if numeral.after_name:
        return "întâi" if numeral.value == 1 else numwords.ordinal(numeral.value, "ro")
    return None


ROMAN = RomanNumerals(
    _roman,
    chapters=_ROMAN_CHAPTERS,
    centuries=_CENTURIES,
    monarchs=words("Carol Mihai Ferdinand Ștefan Mircea Vlad Alexandru Elisabeta Maria"),
)

# Electronic addresses and telephone numbers ---------------------------------------------------------------------------
# The words for what web and e-mail addresses are made of (classes/electronic.py finds them).
ELECTRONIC = AddressWords(
    dot="punct", at="arond", slash="slash", dash="cratimă", underscore="underscore", colon="două puncte"
)
# How a telephone number is read (classes/telephone.py finds it).
TELEPHONE = PhoneReading("ro", "plus", words=r"sunati")


HOME = Home(
    "ro",
    abbreviations=ABBREVIATIONS,
    counting=COUNTING,
    operators=OPERATORS,
    identifier_words=IDENTIFIER_WORDS,
    fractions=FRACTIONS,
    ordinals=_ordinals,
    numbers=world_numbers("ro"),
    # Dates and times
    times=TIMES,
    dates=DATES,
    # Money, units and measures
    money=MONEY,
    measures=MEASURES,
    # Number words, scale words and ranges
    number_words=NUMBER_WORDS,
    ranges=RANGES,
    scale=SCALE,
    # Roman numerals and addresses
    addresses=ADDRESSES,
    roman=ROMAN,
    # Electronic addresses and telephone numbers
    electronic=ELECTRONIC,
    telephone=TELEPHONE,
)
