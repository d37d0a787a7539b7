"""Slovenian: how things are said in Slovenian, where CLDR and the number libraries do not say it."""

from __future__ import annotations

import re

from handler.text.normalize import clock, counting, dating, numwords
from handler.text.normalize.addresses import ONE_NUMBER, Addresses, Postcode
from handler.text.normalize.agreement import SlavicOrdinals
from handler.text.normalize.amounts import Forms, Measures, Money
from handler.text.normalize.cldr import unit_noun
from handler.text.normalize.contacts import AddressWords, PhoneReading
from handler.text.normalize.counting import (
    ACCUSATIVE,
    DATIVE,
    GENITIVE,
    INSTRUMENTAL,
    LOCATIVE,
    NOMINATIVE,
    OBLIQUE,
    Counting,
)
from handler.text.normalize.fractions import SlavicParts, joined_by, slavic
from handler.text.normalize.home import Home
from handler.text.normalize.number_words import WHOLE, NumberWords, whole_form
from handler.text.normalize.ordinals import dotted
from handler.text.normalize.range_words import RangeWords
from handler.text.normalize.roman_numerals import BEFORE_LOWERCASE, RomanNumerals, capitalised_ordinal, in_case, words
from handler.text.normalize.rules import Rule
from handler.text.normalize.world import world_numbers

# The abbreviations people expand when they read aloud, as they say them (the format: classes/abbreviation.py).
ABBREVIATIONS = """
npr. = na primer
$itd. = in tako dalje
tj. = to je
oz. = oziroma
t. i. = tako imenovani
$ipd. = in podobno
tel. = telefon
^ul. = ulica
^dr. = doktor
^prof. = profesor
#št. = številka
#str. = stran
vklj. = vključno
pribl. = približno
pr. n. št. = pred našim štetjem
n. št. = našega štetja
^doc. = docent
^ga. = gospa
^g. = gospod
^gdč. = gospodična
#čl. = člen / v: členu / iz do: člena
#l. = leta
"""

# Two, three and four in the gender their noun's dual or plural shows ("dva brata", "dve ženi", "trije fantje"), and
# every number in the case its preposition gives ("s tremi kolegi", "po petih minutah", "z dvema prijateljicama").
_FORMS = {  # masculine, feminine, neuter nominative; genitive, dative, locative, instrumental
    "ena": (("en", "ena", "eno"), ("enega", "enemu", "enem", "enim")),
    "dve": (("dva", "dve", "dve"), ("dveh", "dvema", "dveh", "dvema")),
    "tri": (("trije", "tri", "tri"), ("treh", "trem", "treh", "tremi")),
    "štiri": (("štirje", "štiri", "štiri"), ("štirih", "štirim", "štirih", "štirimi")),
}
_PREPOSITIONS = {
    **dict.fromkeys(["od", "do", "iz", "izpred", "brez", "zaradi", "blizu"], GENITIVE),
    **dict.fromkeys(["k", "h", "proti"], DATIVE),
    **dict.fromkeys(["s", "z", "pred", "med", "nad", "pod"], INSTRUMENTAL),
    **dict.fromkeys(["čez", "za", "skozi"], ACCUSATIVE),
    **dict.fromkeys(["pri", "po"], LOCATIVE),
}
_LOCATED = ("v", "na", "o")


def _case(noun: str, before: str) -> str:
    if before in _PREPOSITIONS:
        return _PREPOSITIONS[before]
    if before in _LOCATED:
        return LOCATIVE if noun.endswith(("ah", "ih", "eh", "i", "u")) else ACCUSATIVE  # "v 1 dnevu", "v 1 sobi"
    return DATIVE if noun.endswith(("ama", "em", "om")) else NOMINATIVE  # "dal 2 sestrama"


# One in an oblique case, by its singular noun's ending where only one gender ends so ("v eni sobi", "v enem dnevu",
# "z eno besedo", "do ene ure"); None where it does not tell.
_ONE_OBLIQUE = {
    GENITIVE: ((("e",), "ene"), (("a",), "enega")),
    DATIVE: ((("i",), "eni"), (("u",), "enemu")),
    LOCATIVE: ((("i",), "eni"), (("u",), "enem")),
    INSTRUMENTAL: ((("om", "em"), "enim"), (("o",), "eno")),
}


def _one_oblique(noun: str, case: str) -> str | None:
    return next((form for ends, form in _ONE_OBLIQUE[case] if noun.endswith(ends)), None)


def _counted(number: int, words: str, noun: str, before: str) -> str | None:
    case = _case(noun, before)
    head, _, last = words.rpartition(" ")
    if case in OBLIQUE:
        if last == "ena":
            form = _one_oblique(noun, case)
            return form and counting.with_last(words, form)
        if last in _FORMS:
            return counting.with_last(words, _FORMS[last][1][OBLIQUE.index(case)])
        if not last.endswith(("t", "m")):
            return None
        stem = {"sedem": "sedm", "osem": "osm"}.get(last, last)  # "sedmih", "osmih"
        return counting.with_last(words, stem + ("ih", "im", "ih", "imi")[OBLIQUE.index(case)])  # "sto petih"
    if last not in _FORMS:
        return None
    masculine, feminine, _ = _FORMS[last][0]
    if last == "ena":
        said = "eno" if noun.endswith("o") else "en" if noun[-1:] not in "aeiou" else None
    elif last == "dve":  # a dual: "dva brata", "dve ženi"
        said = masculine if noun.endswith("a") else feminine if noun.endswith("i") else None
    elif case == NOMINATIVE:
        said = masculine if noun.endswith(("i", "je")) else feminine if noun.endswith(("e", "a")) else None
    else:
        said = None  # the accusative of three and four is "tri", "štiri" in every gender
    return said and counting.with_last(words, said)


COUNTING = Counting(
    _counted,
    frozenset({*_PREPOSITIONS, *_LOCATED}),
    lambda noun: "pol",
    quarter=lambda noun: "četrt",
    not_names=frozenset(
        ["ima", "imam", "imaš", "imamo", "imate", "imajo"]
    ),  # "to have": "Ima 21 godinu" is no name's number
)

# Math operators between numbers, as said (classes/symbol.py).
OPERATORS = {"+": "plus", "=": "enako", "×": "krat", "·": "krat", "÷": "deljeno z", "√": "koren iz"}
# The words that announce a number read digit by digit: a PIN, a postal code (classes/identifier.py).
IDENTIFIER_WORDS = ("pin", "poštna številka", "koda", r"kartic\w*,? ki se konča")


# Fractions -------------------------------------------------------------------------------------------------------

# The part's name as a noun: its stem, then the singular ending, the plural's after 3-4 and after 5 and more; after
# 2 the dual ("dve tretjini").
_PARTS = SlavicParts(
    {2: "polovic", 3: "tretjin", 4: "četrtin", 5: "petin", 6: "šestin", 7: "sedmin", 8: "osmin", 9: "devetin",
     10: "desetin", 100: "stotin", 1000: "tisočin"},
    ("a", "e", ""), "ena", "dve", dual=True,
)  # fmt: skip


FRACTIONS = joined_by("sl", slavic("sl", _PARTS), "in", "{} in pol")


# Ordinals --------------------------------------------------------------------------------------------------------


def _ordinals() -> tuple[Rule, ...]:
    return dotted("sl")


# Dates and times ------------------------------------------------------------------------------------------------------


# "ena sekunda", "dve sekundi", "tri sekunde", "pet sekund" (by the last two digits).
def _seconds_noun(n: int) -> str:
    return ("sekund", "sekunda", "sekundi", "sekunde", "sekunde")[n % 100] if n % 100 < 5 else "sekund"


# After "ob", "do", "od", "po", "okoli" an hour alone takes the form these give it ("ob devetih", "do sedemnajstih",
# "od enih"): the locative and genitive plural of its number; with minutes it stays ("ob devet trideset").
_HOUR_PREPOSITIONS = frozenset({"ob", "do", "od", "po", "okoli", "okrog"})
_HOUR_FORMS = {"ena": "enih", "dve": "dveh", "tri": "treh", "štiri": "štirih", "sedem": "sedmih", "osem": "osmih"}
_PLAIN = clock.plain("sl")


def _hours(hour: int, minute: int, before: str) -> str | None:
    words = _PLAIN(hour, minute, before)
    preposition = before.split()[-1].lower() if before.split() else ""
    if words is None or preposition not in _HOUR_PREPOSITIONS or not hour or minute:
        return words
    said = next((words[: -len(old)] + new for old, new in _HOUR_FORMS.items() if words.endswith(old)), None)
    return said or words + "ih"


TIMES = clock.TimePhrasing(
    _hours, clock.seconds_after("sl", _seconds_noun, joiner="in"), words_before=r"ob", zones=True
)


# Months in the genitive ("tretjega maja"): CLDR has only the nominative names.
_MONTHS_GENITIVE = (
    "januarja", "februarja", "marca", "aprila", "maja", "junija", "julija", "avgusta", "septembra", "oktobra",
    "novembra", "decembra",
)  # fmt: skip


def _date(day: int, month: int, year: int | None, before: str) -> str | None:
    """ "tretjega maja dva tisoč štiriindvajset"."""
    day_words = numwords.ordinal(day, "sl", case="genitive")
    year_said = f" {numwords.cardinal(year, 'sl')}" if year is not None else ""
    return day_words and f"{day_words} {_MONTHS_GENITIVE[month - 1]}{year_said}"


# A year is the cardinal ("dva tisoč štiriindvajset").
DATES = dating.DatePhrasing(
    lambda value: numwords.cardinal(value, "sl"),
    dating.ordinal_days("sl", "genitive"),
    whole=_date,
    month_names=_MONTHS_GENITIVE,
    range_between=("do",),
)


# Money, units and measures --------------------------------------------------------------------------------------------

# Currencies' everyday names (classes/money.py): one, two, three and four (the accusative an amount paid or asked
# is in: "stane 3 €", "za 4 €": "tri evre", "štiri evre"), many.
_CURRENCIES = {
    "EUR": (("evro", "evra", "evre", "evrov"), ("cent", "centa", "cente", "centov")),
    "USD": (("dolar", "dolarja", "dolarje", "dolarjev"), ("cent", "centa", "cente", "centov")),
}


def _plural(value: int, forms: Forms) -> str:
    """One (1, 101), two (2, 102), few (3, 4, 103...), many; with three forms, two's is also few's."""
    if len(forms) == 2:
        return forms[0] if value == 1 else forms[1]
    if value % 100 == 1:
        return forms[0]
    if value % 100 in (2, 3, 4):
        return forms[2] if len(forms) > 3 and value % 100 != 2 else forms[1]
    return forms[-1]


MONEY = Money(names=_CURRENCIES, and_cents=" in ", plural=_plural)
# Units whose noun takes another form of the number than the counting one ("eine Stunde", "una tonelada").
# "€/l" is a price per litre, where CLDR's short "l" is a year (leto).
_ACCUSATIVE_PREPOSITIONS = frozenset(word for word, case in _PREPOSITIONS.items() if case == ACCUSATIVE)
# Verbs whose amount is their object, in the accusative: "znaša 3 %", "tehta 4 kg", "meri 3 m", "stane 4 €",
# "doseže 3 %" (their forms in the present and the past).
_ACCUSATIVE_VERBS = re.compile(r"znaš\w*|teht\w*|meri(?:jo|l[aoi]?)?|stane(?:jo)?|stal[aoi]?|dosež\w*|doseg\w*")


# A unit's plural in the dative, locative and instrumental, from its genitive plural (CLDR's "many" form): a
# masculine "-ov" ("kilometrov": "kilometrom", "kilometrih", "kilometri"), a feminine's bare stem ("stopinj":
# "stopinjam", "stopinjah", "stopinjami").
_OBLIQUE_PLURAL = {"masculine": ("om", "ih", "i"), "feminine": ("am", "ah", "ami")}


def _oblique_plural(unit: str, number: int, case: str) -> str | None:
    """ "pri 180 °C": "pri sto osemdesetih stopinjah", "k 5 %": "k petim odstotkom"; one and the dual of two in the
    dative and instrumental ("z dvema kilometroma") have forms of their own, left as CLDR names them."""
    if number % 100 == 1 or (number % 100 == 2 and case != LOCATIVE):
        return None
    noun, rest = unit_noun(unit, 5, "sl")
    if rest and not rest[:1].isupper():
        return None  # "kvadratnih metrov": its adjective too
    if noun.endswith(("ov", "ev")):
        noun, gender = noun[:-2], "masculine"
    elif MEASURES.genders.get(unit) == "feminine":
        gender = "feminine"
    else:
        return None
    return noun + _OBLIQUE_PLURAL[gender][(DATIVE, LOCATIVE, INSTRUMENTAL).index(case)]


def _declined(unit: str, number: int, before: str) -> str | None:
    """Three and four after a preposition or a verb that gives the accusative ("za 4 %": "za štiri odstotke", "čez 3
    km": "čez tri kilometre", "znaša 3 %": "tri odstotke"): a masculine unit's plural "-i" is "-e"; CLDR names only
    the nominative."""
    if _PREPOSITIONS.get(before) in (DATIVE, LOCATIVE, INSTRUMENTAL):
        return _oblique_plural(unit, number, _PREPOSITIONS[before])
    accusative = before in _ACCUSATIVE_PREPOSITIONS or _ACCUSATIVE_VERBS.fullmatch(before)
    if not accusative or number % 100 not in (3, 4):
        return None
    noun = unit_noun(unit, 3, "sl")[0]
    return noun[:-1] + "e" if noun.endswith("i") else None


_UNIT_GENDERS = {
    "duration-hour": "feminine",
    "duration-minute": "feminine",
    "duration-second": "feminine",
    "temperature-celsius": "feminine",  # stopinja: "dve stopinji", "pri petih stopinjah"
    "mass-tonne": "feminine",
    "area-hectare": "feminine",
}
MEASURES = Measures(
    declined=_declined,
    # after a decimal the genitive singular ("2,4 %": "dve celi štiri odstotka", "3,2 km": "kilometra", "36,6 °C":
    # "stopinje"): a masculine noun's dual, a feminine one's few in CLDR's forms
    decimal_count=lambda unit: 3 if _UNIT_GENDERS.get(unit) == "feminine" else 2,
    # three and four agree with a masculine unit's plural ("3 km": "trije kilometri"), as with any noun
    agree=True,
    per_abbreviations={"l": "volume-liter"},
    genders=_UNIT_GENDERS,
)

# Number words, scale words and ranges ---------------------------------------------------------------------------------

# Number words: what the libraries leave to the language (number_words.py; numwords.py says them).
FEMININE_ORDINAL = (("i", "a"),)  # "drugi": "druga"
NUMBER_WORDS = NumberWords(
    decimals=WHOLE,
    # "ena cela", "dve celi" (the dual), "tri cele", "pet celih"; after a hundred by the last two digits, "sto ena
    # cela", "sto celih"
    whole_words=("cela", "cela", "celi", "cele", "celih"),
    whole_form=lambda integer: whole_form(integer % 100 or 5 if integer >= 100 else integer),
    masculine={"ena": "en", "dve": "dva"},
    ordinal_cases={"genitive": (("i", "ega"),)},
    feminine_ordinal=FEMININE_ORDINAL,
)


# An ordinal in the gender and case of its noun ("3. mesto": "tretje mesto"; agreement.py).
AGREEING_ORDINAL = SlavicOrdinals(
    "sl",
    every_word=False,
    neuter=(("ji", "je"), ("i", "o")),
    feminine=FEMININE_ORDINAL,
    feminine_accusative=(("i", "o"),),
    locative=(("i", "em"),),
    feminine_locative=(("i", "i"),),
    prepositions=frozenset(["v", "na", "o", "ob", "po", "pri"]),  # "ob 8. uri": "ob osmi uri"
    locative_nouns=("u",),
    feminine_locative_nouns=("i",),
    feminine_accusative_nouns=(),  # "obletnico" ends as a neuter does, and hard stems say both alike
    neuter_nouns=("o", "e"),
    genitive=(("i", "ega"),),
    genitive_nouns=("stoletja", "tisočletja", "razreda", "nadstropja", "kroga", "tedna", "dneva"),
    # "do 20. ure": "do dvajsete ure", "od 3. tekme": "od tretje tekme"
    genitive_before=frozenset(word for word, case in _PREPOSITIONS.items() if case == GENITIVE),
    feminine_genitive_nouns=("e",),
    feminine_genitive=(("i", "e"),),
)


# A range: "10-20" said with the word for "to".
RANGES = RangeWords("do")


# Roman numerals and addresses -----------------------------------------------------------------------------------------

ADDRESSES = Addresses(
    streets={"ul.": "ulica", "c.": "cesta"},
    # "na Prešernovi ul. 5": "na Prešernovi ulici", "v Celovški c.": "v Celovški cesti"
    located=("na", "v", "ob", "pri", "po"),
    locatives={"ul.": "ulici", "c.": "cesti"},
    located_name=r"[A-ZČŠŽ][\w-]*i",
    postcode=Postcode(4, ONE_NUMBER),
)

_ROMAN_CHAPTERS = words("poglavje del knjiga zvezek dejanje")
_CENTURIES = words("stoletje stoletja stoletju stoletjem")
ROMAN = RomanNumerals(
    # "Karel Peti"; "v XX. stoletju": "v dvajsetem stoletju"
    capitalised_ordinal("sl", _ROMAN_CHAPTERS, _CENTURIES, century=in_case(AGREEING_ORDINAL)),
    chapters=_ROMAN_CHAPTERS,
    centuries=_CENTURIES,
    monarchs=words("Karel Franc Jožef Leopold Marija Terezija Elizabeta Peter Aleksander Friderik Herman"),
    feminine_endings=("a",),
    period=BEFORE_LOWERCASE,
)

# Electronic addresses and telephone numbers ---------------------------------------------------------------------------
# The words for what web and e-mail addresses are made of (classes/electronic.py finds them).
ELECTRONIC = AddressWords(
    dot="pika", at="afna", slash="poševnica", dash="vezaj", underscore="podčrtaj", colon="dvopičje"
)
# How a telephone number is read (classes/telephone.py finds it).
TELEPHONE = PhoneReading("sl", "plus", words=r"poklič\w*|telefon\w*")


HOME = Home(
    "sl",
    abbreviations=ABBREVIATIONS,
    counting=COUNTING,
    operators=OPERATORS,
    identifier_words=IDENTIFIER_WORDS,
    fractions=FRACTIONS,
    ordinals=_ordinals,
    numbers=world_numbers("sl"),
    # Dates and times
    times=TIMES,
    dates=DATES,
    # Money, units and measures
    money=MONEY,
    measures=MEASURES,
    # Number words, scale words and ranges
    number_words=NUMBER_WORDS,
    agreeing_ordinal=AGREEING_ORDINAL,
    ranges=RANGES,
    # Roman numerals and addresses
    addresses=ADDRESSES,
    roman=ROMAN,
    # Electronic addresses and telephone numbers
    electronic=ELECTRONIC,
    telephone=TELEPHONE,
)
