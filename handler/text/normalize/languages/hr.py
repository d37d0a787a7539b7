"""Croatian: how things are said in Croatian, where CLDR and the number libraries do not say it."""

from __future__ import annotations

import re

from handler.text.normalize import clock, counting, dating, numwords
from handler.text.normalize.addresses import Addresses, Postcode
from handler.text.normalize.agreement import SlavicOrdinals
from handler.text.normalize.amounts import Measures, Money, one_few_many
from handler.text.normalize.contacts import AddressWords, PhoneReading
from handler.text.normalize.counting import Counting, NounGenders
from handler.text.normalize.fractions import SlavicParts, joined_by, slavic
from handler.text.normalize.home import Home
from handler.text.normalize.joined import joined_to_word
from handler.text.normalize.number_words import NumberWords
from handler.text.normalize.ordinals import dotted
from handler.text.normalize.range_words import RangeWords
from handler.text.normalize.roman_numerals import BEFORE_LOWERCASE, RomanNumerals, capitalised_ordinal, in_case, words
from handler.text.normalize.rules import Rule
from handler.text.normalize.scale_words import ScaleWords
from handler.text.normalize.world import world_numbers

# The abbreviations people expand when they read aloud, as they say them (the format: classes/abbreviation.py).
ABBREVIATIONS = """
npr. = na primjer
$itd. = i tako dalje
tj. = to jest
odn. = odnosno
tzv. = takozvani
$i sl. = i slično
tel. = telefon
^ul. = ulica
^dr. = doktor
^prof. = profesor
#br. = broj / na u o po pri: broju / s sa pod nad pred: brojem / od do iz bez kod: broja
#str. = stranica / na u o po pri: stranici / od do iz sa bez: stranice
uklj. = uključujući
pr. Kr. = prije Krista
pos. Kr. = poslije Krista
^doc. = docent
^gosp. = gospodin
^gđa = gospođa
^gđica = gospođica
#čl. = članak / u: članku / iz do prema: članka
+kom. = komad | komada | komada
"""

# Two before a feminine noun is "dvije" (its noun ends in "-e": "dvije kuće"); one takes its noun's gender and case
# ("jednu sestru", "u jednoj sobi", "s jednim prijateljem").
_LOCATED = ("u", "na", "o", "po", "pri", "prema")
# An instrumental in "-om" is either gender ("s bratom", "sa ženom"): the nouns people count most, by their stems
# (a feminine in "-ica" says so: "s liječnicom").
_GENDERS = NounGenders(
    """
    feminine: žen sestr majk mam bak djevojk kćerk kart knjig osob
    masculine: brat sin prijatelj koleg susjed muž oc dečk
    """,
    ("om", "em"),
)


def _one(noun: str, before: str) -> str | None:
    if before in _LOCATED:  # "u 1 sobi", "u 1 danu"
        return "jednoj" if noun.endswith("i") else "jednom" if noun.endswith("u") else None
    if before in ("s", "sa"):  # "s jednim prijateljem", "s jednom liječnicom"; "-om" is either gender
        if noun.endswith("icom") or _GENDERS.gender(noun) == "feminine":
            return "jednom"
        return "jednim" if noun.endswith("em") or _GENDERS.gender(noun) == "masculine" else None
    if noun.endswith("u"):
        return "jednu"
    if noun.endswith("a"):
        return "jedna"
    return "jedno" if noun.endswith(("o", "e")) else "jedan"


# Nouns counted with the collective numeral from two to four ("troje djece", "dvoje unučadi").
_COLLECTIVE_NOUNS = frozenset(["djece", "unučadi"])
_COLLECTIVE = {2: "dvoje", 3: "troje", 4: "četvero"}


def _counted(number: int, words: str, noun: str, before: str) -> str | None:
    if noun in _COLLECTIVE_NOUNS and number in _COLLECTIVE:
        return _COLLECTIVE[number]  # "3 djece": "troje djece"
    if counting.few(number) and number % 10 == 2:  # "dvije sestre"; an i-stem's "-i" too: "dvije kćeri", "noći"
        return counting.gendered(number, words, "hr", "feminine") if noun.endswith(("e", "i")) else None
    if not counting.one(number) or number > 1000:
        return None  # "767.131 stanovnika": a large count's noun is the genitive, whatever its last word
    form = _one(noun, before)
    return form and counting.with_last(words, form)


_HALVED = {
    # the nouns counted in halves, as they stand after "i pol" (the genitive singular), with their word for two
    **dict.fromkeys(["minute", "sekunde", "godine", "litre", "kile", "milijarde"], "dvije"),
    **dict.fromkeys(["sata", "mjeseca", "tjedna", "dana", "metra", "kilometra", "kilograma", "milijuna"], "dva"),
}
COUNTING = Counting(
    _counted,
    frozenset({*_LOCATED, "s", "sa"}),
    lambda noun: "pola",
    quarter=lambda noun: "četvrt",
    # "1,5 sat": "jedan i pol sat"; not before a participle ("1,5 porasla") or a feminine accusative ("litru")
    one_and_a_half=lambda noun, before: None if noun.endswith(("la", "li", "le", "je", "u")) else "jedan i pol",
    and_a_half=counting.halves_of(_HALVED, "hr", "i pol"),
    not_names=frozenset(
        ["ima", "imam", "imaš", "imamo", "imate", "imaju"]
    ),  # "to have": "Ima 21 godinu" is no name's number
)

# Math operators between numbers, as said (classes/symbol.py).
OPERATORS = {"+": "plus", "=": "jednako", "×": "puta", "·": "puta", "÷": "podijeljeno s", "√": "korijen iz"}
# The words that announce a number read digit by digit: a PIN, a postal code (classes/identifier.py).
IDENTIFIER_WORDS = ("pin", "poštanski broj", "kod", r"kartic\w*,? koja završava")


# Fractions -------------------------------------------------------------------------------------------------------

# The part's name as a noun: its stem, then the singular ending, the plural's after 2-4 and after 5 and more.
_PARTS = SlavicParts(
    {2: "polovin", 3: "trećin", 4: "četvrtin", 5: "petin", 6: "šestin", 7: "sedmin", 8: "osmin", 9: "devetin",
     10: "desetin", 100: "stotin", 1000: "tisućin"},
    ("a", "e", "a"), "jedna", "dvije",
)  # fmt: skip


FRACTIONS = joined_by("hr", slavic("hr", _PARTS), "i", "{} i pol")


# Ordinals --------------------------------------------------------------------------------------------------------


# A number joined to an adjective, with or without a hyphen, is one word whose first part is the number's combining
# form ("3-sobni": "trosobni", "5-godišnji": "petogodišnji", "2-dnevni": "dvodnevni");
# a number before a separate word stays a count ("5 godina": "pet godina").
_COMBINING = {
    1: "jedno",
    2: "dvo",
    3: "tro",
    4: "četvero",
    5: "peto",
    6: "šesto",
    7: "sedmo",
    8: "osmo",
    9: "deveto",
    10: "deseto",
    12: "dvanaesto",
    15: "petnaesto",
    20: "dvadeseto",
    100: "sto",
}
_ADJECTIVE_ENDINGS = ("ome", "ima", "og", "om", "ih", "im", "oj", "i", "a", "o", "e", "u")


def _ordinals() -> tuple[Rule, ...]:
    return (joined_to_word(_COMBINING, _ADJECTIVE_ENDINGS, "a-zčćđšž"), *dotted("hr"))


# Dates and times ------------------------------------------------------------------------------------------------------


def _seconds_noun(n: int) -> str:
    return clock.slavic_plural(n, ("sekunda", "sekunde", "sekundi"))


TIMES = clock.TimePhrasing(
    clock.plain("hr"),
    clock.seconds_after("hr", _seconds_noun, joiner="i", forms={"jedan": "jedna", "dva": "dvije"}),
    words_before=r"u",
    zones=True,
)


# The day a day is ("Danas je 7. prosinca", "Sutra je petak, 8. svibnja"): the ordinal stays in the nominative.
_DAY_IS = re.compile(r"\b(?:danas|sutra|jučer|prekosutra|prekjučer)\s+je(?:\s+bio)?(?:\s+\w+,)?\s*$", re.IGNORECASE)


def _day(at: dating.DayAt) -> str | None:
    """ "trećeg svibnja": the masculine ordinal in the genitive; "Danas je sedmi prosinca" in the nominative."""
    words = numwords.ordinal(at.number, "hr")
    if words and _DAY_IS.search(at.before):
        return words
    return words and words[:-1] + ("eg" if words[-2] in "ćčšžj" else "og")


def _year_in_date(value: int) -> str | None:
    """ "dvije tisuće dvadeset četvrte (godine)": the feminine ordinal in the genitive."""
    words = numwords.ordinal(value, "hr", feminine=True)
    words = words and re.sub(r"\b(dvjest|trist|četirist|petst|šestst|sedamst|osamst|devetst)\b", r"\1o", words)
    return words and re.sub(r"a$", "e", words)


DATES = dating.DatePhrasing(
    lambda value: numwords.year(value, "hr"), _day, year_in_date=_year_in_date, range_between=("do",)
)


# Money, units and measures --------------------------------------------------------------------------------------------

# Currencies' everyday names (classes/money.py).
_CURRENCIES = {
    "EUR": (("euro", "eura", "eura"), ("cent", "centa", "centi")),
    "USD": (("dolar", "dolara", "dolara"), ("cent", "centa", "centi")),
}

MONEY = Money(names=_CURRENCIES, and_cents=" i ", plural=one_few_many)
# "Per hour" as said ("osam eura po satu"), where CLDR's pattern keeps the slash.
# Units as the language abbreviates them after a number, beyond CLDR's short symbols ("sek.").
_SYMBOLS = {"sek": "duration-second"}
# "Per" a unit CLDR leaves with its slash, said "po" and its locative ("10 €/m²": "deset eura po kvadratnom metru").
_PER_WORDS = {
    "duration-hour": "po satu",
    "area-square-meter": "po kvadratnom metru",
    "mass-kilogram": "po kilogramu",
    "volume-liter": "po litri",
    "length-kilometer": "po kilometru",
    "length-meter": "po metru",
}
MEASURES = Measures(symbols=_SYMBOLS, per_words=_PER_WORDS)

# Number words, scale words and ranges ---------------------------------------------------------------------------------

# Scale words' short forms as people write them ("2 mlrd. eura" beside CLDR's "mlr"; scale_words.py).
SCALE = ScaleWords(short={"mln": 6, "mlrd": 9})
# Number words: what the libraries leave to the language (number_words.py; numwords.py says them).
NUMBER_WORDS = NumberWords(
    rulesets={
        "cardinal": "spellout-numbering",
        "ordinal": "spellout-ordinal-masculine",
        "feminine": "spellout-ordinal-feminine",
    },
    minus="minus",
    point="zarez",
)


# An ordinal in the gender and case of its noun ("50. obljetnicu": "pedesetu obljetnicu"; agreement.py).
_SOFT = (("ći", "će"), ("či", "če"), ("ši", "še"), ("ži", "že"), ("ji", "je"))
AGREEING_ORDINAL = SlavicOrdinals(
    "hr",
    every_word=False,
    neuter=(*_SOFT, ("i", "o")),
    feminine=(("i", "a"),),
    feminine_accusative=(("i", "u"),),
    locative=(*((soft, end + "m") for soft, end in _SOFT), ("i", "om")),
    feminine_locative=(("i", "oj"),),
    prepositions=frozenset(["u", "na", "o", "po", "pri", "prema"]),
    locative_nouns=("u",),
    feminine_locative_nouns=("i",),
    feminine_accusative_nouns=("u",),
    neuter_nouns=("o", "e"),
    genitive=(*((soft, end + "g") for soft, end in _SOFT), ("i", "og")),
    genitive_nouns=("stoljeća", "tisućljeća", "razreda", "kata", "kola", "mjesta", "tjedna"),
)


# A range: "10-20" said with the word for "to".
RANGES = RangeWords("do")


# Roman numerals and addresses -----------------------------------------------------------------------------------------

ADDRESSES = Addresses(
    streets={"ul.": "ulica", "br.": "broj"},
    located=("u", "na"),  # "u ul. Grada Vukovara": "u ulici Grada Vukovara"
    locatives={"ul.": "ulici", "br.": "broju"},  # "na br. 5": "na broju pet"
    postcode=Postcode(5),
)

_ROMAN_CHAPTERS = words("poglavlje dio čin svezak knjiga")
_CENTURIES = words("stoljeće stoljeća stoljeću")
ROMAN = RomanNumerals(
    capitalised_ordinal("hr", _ROMAN_CHAPTERS, _CENTURIES, century=in_case(AGREEING_ORDINAL)),  # "Tomislav Prvi"
    chapters=_ROMAN_CHAPTERS,
    centuries=_CENTURIES,
    monarchs=words(
        "Tomislav Petar Krešimir Zvonimir Stjepan Ladislav Karlo Franjo Josip Leopold Marija Terezija Elizabeta "
        "Ivan Pavao Benedikt Pio"
    ),
    feminine_endings=("a",),
    period=BEFORE_LOWERCASE,
)

# Electronic addresses and telephone numbers ---------------------------------------------------------------------------
# The words for what web and e-mail addresses are made of (classes/electronic.py finds them).
ELECTRONIC = AddressWords(
    dot="točka", at="et", slash="kosa crta", dash="crtica", underscore="donja crta", colon="dvotočka"
)
# How a telephone number is read (classes/telephone.py finds it).
TELEPHONE = PhoneReading("hr", "plus")


HOME = Home(
    "hr",
    abbreviations=ABBREVIATIONS,
    counting=COUNTING,
    operators=OPERATORS,
    identifier_words=IDENTIFIER_WORDS,
    fractions=FRACTIONS,
    ordinals=_ordinals,
    numbers=world_numbers("hr"),
    # Dates and times
    times=TIMES,
    dates=DATES,
    # Money, units and measures
    money=MONEY,
    measures=MEASURES,
    # Number words, scale words and ranges
    number_words=NUMBER_WORDS,
    scale=SCALE,
    agreeing_ordinal=AGREEING_ORDINAL,
    ranges=RANGES,
    # Roman numerals and addresses
    addresses=ADDRESSES,
    roman=ROMAN,
    # Electronic addresses and telephone numbers
    electronic=ELECTRONIC,
    telephone=TELEPHONE,
)
