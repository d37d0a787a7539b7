"""Dutch: how things are said in Dutch, where CLDR and the number libraries do not say it."""

from __future__ import annotations

import re

from handler.text.normalize import clock, dating, numwords
from handler.text.normalize.addresses import Addresses, Postcode
from handler.text.normalize.amounts import Measures, Money, library_names
from handler.text.normalize.contacts import AddressWords, PhoneReading
from handler.text.normalize.counting import Counting
from handler.text.normalize.fractions import Fractions
from handler.text.normalize.home import Home
from handler.text.normalize.number_words import FRACTION_AS_NUMBER, NumberWords
from handler.text.normalize.ordinals import END, NUMBER, plain
from handler.text.normalize.range_words import RangeWords
from handler.text.normalize.roman_numerals import RomanNumerals, article_ordinal, words
from handler.text.normalize.rules import Rule
from handler.text.normalize.world import world_numbers

# The abbreviations people expand when they read aloud, as they say them (the format: classes/abbreviation.py).
ABBREVIATIONS = """
bijv. = bijvoorbeeld
d.w.z. = dat wil zeggen
$enz. = enzovoort
o.a. = onder andere
ca. = circa
m.b.t. = met betrekking tot
i.p.v. = in plaats van
t.o.v. = ten opzichte van
evt. = eventueel
^dhr. = de heer
^mevr. = mevrouw
^St. = Sint
#nr. = nummer
#blz. = bladzijde
t/m = tot en met
z.s.m. = zo snel mogelijk
m.i.v. = met ingang van
o.b.v. = op basis van
a.s. = aanstaande
j.l. = jongstleden
jl. = jongstleden
o.m. = onder meer
m.a.w. = met andere woorden
m.n. = met name
n.a.v. = naar aanleiding van
i.v.m. = in verband met
i.o.m. = in overleg met
i.s.m. = in samenwerking met
m.u.v. = met uitzondering van
o.l.v. = onder leiding van
t.b.v. = ten behoeve van
o.v.v. = onder vermelding van
v.w.b. = voor wat betreft
i.h.a. = in het algemeen
t.z.t. = te zijner tijd
z.o.z. = zie ommezijde
a.u.b. = alstublieft
p.p. = per persoon
incl. = inclusief
excl. = exclusief
ong. = ongeveer
vnl. = voornamelijk
resp. = respectievelijk
nl. = namelijk
bv. = bijvoorbeeld
v.a. = vanaf
gem. = gemiddeld
max. = maximaal
tel. = telefoon
afd. = afdeling
v.Chr. = voor Christus
n.Chr. = na Christus
$e.d. = en dergelijke
$o.i.d. = of iets dergelijks
$e.a. = en anderen
$etc. = etcetera
^mw. = mevrouw
^prof. = professor
^ir. = ingenieur
^drs. = doctorandus
^mr. = meester
#art. = artikel
#p. = pagina
"""

# A half before a noun: "een halve liter", "een half uur" (a het-word: the table names those people measure most).
_HET_WORDS = frozenset(
    ["uur", "jaar", "pond", "ons", "brood", "glas", "kopje", "dozijn", "procent", "miljoen", "miljard", "etmaal"]
)
# One and a half before a measure: "anderhalf uur", "anderhalve week"; before anything else (a grade: "een 1,5 voor
# de toets", a verb) the decimal is read.
_DE_MEASURES = frozenset(
    [
        "dag", "week", "maand", "eeuw", "minuut", "seconde", "liter", "deciliter", "meter", "kilometer", "centimeter",
        "millimeter", "gram", "ton", "euro", "keer", "graad",
    ]
)  # fmt: skip


def _one_and_a_half(noun: str, before: str) -> str | None:
    return "anderhalf" if noun in _HET_WORDS else "anderhalve" if noun in _DE_MEASURES else None


def _and_a_half(number: int, noun: str, before: str) -> str | None:
    """ "2,5 uur": "tweeënhalf uur", "3,5 jaar": "drieënhalf jaar" (a het-word); "2,5 km": "tweeënhalve kilometer",
    "2,5 liter": "tweeënhalve liter" (a de-word's measure, as "anderhalve"); a rate's "2,5 keer" keeps the decimal."""
    said = _dutch_mixed(number, 1, 2) if number < 100 else None
    if noun in _HET_WORDS:
        return said
    return said and f"{said[:-1]}ve" if noun in _DE_MEASURES - {"keer", "euro"} else None


COUNTING = Counting(
    lambda number, words, noun, before: None,
    half=lambda noun: "een half" if noun in _HET_WORDS else "een halve",
    one_and_a_half=_one_and_a_half,
    and_a_half=_and_a_half,
)

# Math operators between numbers, as said (classes/symbol.py).
OPERATORS = {
    "+": "plus",
    "=": "is",
    "×": "keer",
    "·": "keer",
    "÷": "gedeeld door",
    "√": "de wortel van",
    "§": "artikel",
}
# The words that announce a number read digit by digit: a PIN, a postal code (classes/identifier.py).
IDENTIFIER_WORDS = ("pincode", "postcode", "eindigend op", "code")


# Fractions -------------------------------------------------------------------------------------------------------


def _dutch(numerator: int, denominator: int) -> str | None:
    count = "een" if numerator == 1 else numwords.cardinal(numerator, "nl")
    if denominator == 2:
        return f"{count} {'half' if numerator == 1 else 'halve'}"
    if (numerator, denominator) == (3, 4):
        return "driekwart"  # one word, as "driekwart van de kiezers"
    part = "kwart" if denominator == 4 else numwords.ordinal(denominator, "nl")
    return part and f"{count} {part}"


def _dutch_mixed(number: int, numerator: int, denominator: int) -> str | None:
    whole = numwords.cardinal(number, "nl")
    if whole is None:
        return None
    if (numerator, denominator) == (1, 2):
        return "anderhalf" if number == 1 else f"{whole}{'ën' if whole.endswith('e') else 'en'}half"
    said = _dutch(numerator, denominator)
    return said and f"{whole} en {said}"


FRACTIONS = Fractions(_dutch, _dutch_mixed)


# Ordinals --------------------------------------------------------------------------------------------------------


def _ordinals() -> list[Rule]:
    return [plain("nl", rf"{NUMBER}(?:e|de|ste){END}")]


# Dates and times ------------------------------------------------------------------------------------------------------

# "veertien uur dertig", "één uur"; "14.30 uur", "14 uur 30", "om 14.30".
TIMES = clock.TimePhrasing(
    clock.hour_and_word("nl", "uur"),
    clock.seconds_after("nl", clock.one_or_more("seconde", "seconden"), joiner="en"),
    clock_word="uur",
    clock_word_after_hour=True,
    words_before=r"om",
    zones=True,
    hour_letters=("h", "u"),  # "om 9.00u": "om negen uur"
)


# The spelling rule (Woordenlijst, leidraad 6.9): a number is one word up to and including "duizend", a space after
# it ("drieduizend vijfhonderd", "tweeduizend acht", "honderdvijftigduizend driehonderdtwintigste"); "één" inside a
# word loses its accents ("honderdeen"). "miljoen" and "miljard" stand apart already.
_AFTER_THOUSAND = re.compile(r"duizend(?=\w)")
_ONE_INSIDE = re.compile(r"(?<=\w)één")


def _written_apart(words: str) -> str:
    return _AFTER_THOUSAND.sub("duizend ", _ONE_INSIDE.sub("een", words))


# A year below 2000 is one word ("negentienhonderdvierentachtig"), from 2000 as any number ("tweeduizend acht").
DATES = dating.DatePhrasing(
    lambda value: _written_apart((numwords.year(value, "nl") or "").replace(" ", "")) or None,
    dating.cardinal_days("nl"),
    range_word=" tot ",
    year_words=("jaar", "sinds", "van", "tot", "in", "rond", "begin", "eind", "midden", "zomer", "winter"),
    own_forms=dating.elided_years("nl"),  # "de jaren '90": "de jaren negentig"
)


# Money, units and measures --------------------------------------------------------------------------------------------

MONEY = Money(names=library_names("nl"), and_cents=None)
# A degree sign alone is "graden" ("15° buiten"); CLDR's "booggraden" are an angle's.
# Units as the language abbreviates them after a number, beyond CLDR's short symbols ("sec.").
_SYMBOLS = {
    "gr": "mass-gram",
    "sec": "duration-second",
    "u": "duration-hour",
    "el": "volume-tablespoon",
    "tl": "volume-teaspoon",
}
MEASURES = Measures(symbols=_SYMBOLS, names={"angle-degree": ("graad", "graden")}, parts_before_unit=True)

# Number words, scale words and ranges ---------------------------------------------------------------------------------

# Number words: what the libraries leave to the language (number_words.py; numwords.py says them).
NUMBER_WORDS = NumberWords(decimals=FRACTION_AS_NUMBER, tidy=_written_apart)


# A range: "10-20" said with the word for "to", and after the word before its first end ("tussen 10 en 20").
# A score is its two numbers ("4-0": "vier nul"), a ratio said with "op" ("1:3": "één op drie").
RANGES = RangeWords("tot", after={"tussen": "en"}, score="", ratio="op")


# Roman numerals and addresses -----------------------------------------------------------------------------------------

ADDRESSES = Addresses(
    streets={"str.": "straat", "ln.": "laan"},
    type_after_name=True,
    street_endings=("straat", "laan", "gracht", "plein", "weg", "kade"),
    postcode=Postcode(4),
)

_ROMAN_CHAPTERS = words("hoofdstuk deel akte band fase type niveau klasse boek")
ROMAN = RomanNumerals(
    article_ordinal("nl", "de", _ROMAN_CHAPTERS),  # "Willem de Eerste"
    chapters=_ROMAN_CHAPTERS,
    monarchs=words(
        "Willem Lodewijk Karel Hendrik Filips Beatrix Juliana Wilhelmina Margriet Maximiliaan Leopold Albert "
        "Boudewijn Napoleon Frederik Jan"
    ),
)

# Electronic addresses and telephone numbers ---------------------------------------------------------------------------
# The words for what web and e-mail addresses are made of (classes/electronic.py finds them).
ELECTRONIC = AddressWords(
    dot="punt", at="apenstaartje", slash="slash", dash="streepje", underscore="underscore", colon="dubbele punt"
)
# How a telephone number is read (classes/telephone.py finds it).
TELEPHONE = PhoneReading("nl", "plus", words=r"telefoon|nummer|bel")


HOME = Home(
    "nl",
    abbreviations=ABBREVIATIONS,
    operators=OPERATORS,
    times_word="keer",  # "5 x per week": "vijf keer per week"
    identifier_words=IDENTIFIER_WORDS,
    fractions=FRACTIONS,
    ordinals=_ordinals,
    numbers=world_numbers("nl"),
    # Dates and times
    times=TIMES,
    dates=DATES,
    # Money, units and measures
    money=MONEY,
    measures=MEASURES,
    counting=COUNTING,
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
