"""Latvian: how things are said in Latvian, where CLDR and the number libraries do not say it."""

from __future__ import annotations

import re
from dataclasses import replace

from handler.text.normalize import agreement, clock, counting, dating, numwords
from handler.text.normalize.addresses import Addresses, Postcode
from handler.text.normalize.agreement import ByNounEnding
from handler.text.normalize.amounts import Measures, Money, library_names
from handler.text.normalize.cldr import unit_noun
from handler.text.normalize.contacts import AddressWords, PhoneReading
from handler.text.normalize.counting import Counting
from handler.text.normalize.fractions import SlavicParts, but_half, joined_by, slavic
from handler.text.normalize.home import Home
from handler.text.normalize.number_words import LIBRARY, NumberWords
from handler.text.normalize.ordinals import dotted
from handler.text.normalize.range_words import RangeWords, opening_hours
from handler.text.normalize.roman_numerals import RomanNumerals, before_its_noun, words
from handler.text.normalize.rules import Rule
from handler.text.normalize.scale_words import ScaleWords
from handler.text.normalize.world import world_numbers

# The abbreviations people expand when they read aloud, as they say them (the format: classes/abbreviation.py).
ABBREVIATIONS = """
piem. = piemēram
$utt. = un tā tālāk
$u.c. = un citi
t.i. = tas ir
t.s. = tā saucamais
apm. = apmēram
plkst. = pulksten
tel. = tālrunis
^dr. = doktors
^prof. = profesors
#Nr. = numurs
#lpp. = lappuse
tālr. = tālrunis
mob. = mobilais
sk. = skatīt
t.sk. = tai skaitā
$u.tml. = un tamlīdzīgi
p.m.ē. = pirms mūsu ēras
m.ē. = mūsu ērā
resp. = respektīvi
^doc. = docents
"""

# A number below ten declines like an adjective, in the gender and case its plural noun's ending shows ("divas
# māsas", "ar diviem draugiem", "divās pilsētās"); one by its singular noun ("vienu draugu", "vienā istabā").
_PLURAL = (  # noun endings, the ending of two and four to nine (on their masculine "-i"), the form of three
    (("ām", "ēm"), "ām", "trim"),
    (("iem",), "iem", "trim"),
    (("ās", "ēs"), "ās", "trijās"),
    (("os",), "os", "trijos"),
    (("us",), "us", "trīs"),
    (("as", "es"), "as", "trīs"),
)
_SINGULAR = (
    (("ā",), "vienā"),
    (("am",), "vienam"),
    (("ai",), "vienai"),
    (("u", "i"), "vienu"),  # the accusative: "vienu draugu", "ar vienu draudzeni", "vienu brāli"
    (("a", "e"), "viena"),
)


# Verbs whose object is an amount, in the accusative ("maksā piecus eiro", "sver trīs kilogramus", "Pievieno 2 l":
# "divus litrus", "sasniedza 7 %": "septiņus procentus"): what a thing costs, weighs, reaches, makes up or exceeds,
# what one adds, pours, pays, earns, gets, loses or covers; each in the present, past and future (the present is
# also the command to one person: "Pievieno").
_COSTING_VERBS = """
    maksā maksāja maksās izmaksā izmaksāja izmaksās samaksā samaksāja samaksās sver svēra svērs sasniedz sasniedza
    sasniegs pārsniedz pārsniedza pārsniegs veido veidoja veidos pievieno pievienoja pievienos pieliek pielika
    pieliks ielej ielēja ielies nopelna nopelnīja nopelnīs saņem saņēma saņems zaudē zaudēja zaudēs iegūst ieguva
    iegūs nobrauc nobrauca nobrauks noskrien noskrēja noskries noiet nogāja noies nopērk nopirka nopirks aizņem
    aizņēma aizņems
"""
_COSTING = frozenset(_COSTING_VERBS.split())


def _governs_accusative(before: str) -> bool:
    """A command's verb ("Pievienojiet"), a verb of costing, or a verb in the first person past ("Nopirku",
    "Nobraucām": its subject is "I" or "we", so the count after it is what was done or how far) give the count the
    accusative."""
    if before in _COSTING or (before.endswith("iet") and len(before) > 5):
        return True
    return (before.endswith("u") and len(before) > 5) or (before.endswith("ām") and len(before) > 6)


# The accusative of the numbers that decline as nouns and adjectives: "trīs simtus", "divus tūkstošus", "vienu".
_ACCUSATIVE_WORDS = {"viens": "vienu", "simts": "simtu", "tūkstotis": "tūkstoti", "miljons": "miljonu"}


def _accusative(words: str) -> str:
    said = [_ACCUSATIVE_WORDS.get(word) or (word[:-1] + "us" if word.endswith("i") else word) for word in words.split()]
    return " ".join(said)


# A preposition puts a plural in the dative ("par 5 %": "par pieciem procentiem", "pēc 2 h": "pēc divām stundām"):
# before a noun that does not decline ("eiro"), the number alone shows it ("par 2 eiro": "par diviem eiro", "ar 3
# eiro": "ar trim eiro").
_PREPOSITIONS = frozenset(
    ["ar", "par", "pēc", "līdz", "uz", "no", "pirms", "bez", "pa", "virs", "zem", "pie", "ap", "starp"]
)
_INDECLINABLE = frozenset(["eiro"])


def _counted(number: int, words: str, noun: str, before: str) -> str | None:
    if noun in _INDECLINABLE and before in _PREPOSITIONS and not counting.one(number):
        return _counted(number, words, "gadiem", before)  # the dative plural a masculine noun would show
    if _located_ordinal(number, noun):  # "Dzīvoju 4 stāvā": "ceturtajā stāvā", which floor, not four
        return AGREEING_ORDINAL(number, noun, before)
    head, _, last = words.rpartition(" ")
    endings = [ends for ends, _ in _SINGULAR] if last == "viens" else [ends for ends, _, _ in _PLURAL]
    matched = any(noun.endswith(ends) for ends in endings)
    if noun and not matched and _governs_accusative(before) and not noun.startswith("grād"):  # a temperature: no object
        return _accusative(words)  # "maksā 5 eiro": "piecus eiro", "Nobraucām 300 km": "trīs simtus kilometru"
    if last == "viens":
        form = next((form for ends, form in _SINGULAR if noun.endswith(ends)), None)
        return form and counting.with_last(words, form)
    for ends, ending, three in _PLURAL:
        if noun.endswith(ends):
            if last == "trīs":
                return counting.with_last(words, three)
            return counting.with_last(words, last[:-1] + ending) if last.endswith("i") else None
    return None


def _located_ordinal(number: int, noun: str) -> bool:
    """A number other than one (and 21, 31, ...) before a singular locative names which one ("4 stāvā": "ceturtajā
    stāvā", "5 klasē": "piektajā klasē", "12 kabinetā"): a count of more would take the plural ("četros stāvos")."""
    if number < 2 or number >= 1000 or (number % 10 == 1 and number % 100 != 11):
        return False
    return len(noun) > 3 and noun.endswith(("ā", "ē", "ī", "ū"))


def _one_and_a_half(noun: str, before: str) -> str | None:
    """ "1,5 stundas": "pusotras stundas", in the noun's case ("pusotru stundu", "pusotrā stundā"); a masculine's
    forms are left as written."""
    if noun.endswith(("as", "es")):
        return "pusotras"
    return "pusotru" if noun.endswith("u") else "pusotrā" if noun.endswith(("ā", "ē")) else None


# A whole number from two to nine and a half is one word before what is counted in halves, time and everyday
# measures ("2,5 stundas", "2½ stundas": "divarpus stundas", "3,5 kg": "trīsarpus kilogrami"); a percentage or a
# rate keeps the decimal ("2,5 %": "divi komats pieci procenti").
_HALVES = ("divarpus", "trīsarpus", "četrarpus", "piecarpus", "sešarpus", "septiņarpus", "astoņarpus", "deviņarpus")
_HALVED_STEMS = (
    "stund", "minūt", "sekund", "gad", "dien", "nedēļ", "mēneš", "mēnes", "kilogram", "gram", "litr", "kilometr",
    "metr", "tas", "glāz", "karot", "tējkarot", "ēdamkarot",
)  # fmt: skip


def _and_a_half(whole: int, noun: str, before: str) -> str | None:
    if not 2 <= whole <= 9 or not noun.lower().startswith(_HALVED_STEMS):
        return None
    return _HALVES[whole - 2]


COUNTING = Counting(_counted, one_and_a_half=_one_and_a_half, and_a_half=_and_a_half, case_from_word_before=True)

# Math operators between numbers, as said (classes/symbol.py).
OPERATORS = {"+": "plus", "=": "ir", "×": "reiz", "·": "reiz", "÷": "dalīts ar", "√": "kvadrātsakne no"}
# The words that announce a number read digit by digit: a PIN, a postal code (classes/identifier.py).
IDENTIFIER_WORDS = ("pin", "kods")


# Fractions -------------------------------------------------------------------------------------------------------

_FEMININE = {3: "trīs", 4: "četras", 5: "piecas", 6: "sešas", 7: "septiņas", 8: "astoņas", 9: "deviņas"}
# The part's name as a feminine noun: its stem, then the singular ending and the plural's.
_PARTS = SlavicParts(
    {2: "otrdaļ", 3: "trešdaļ", 4: "ceturtdaļ", 5: "piektdaļ", 6: "sestdaļ", 7: "septītdaļ", 8: "astotdaļ",
     9: "devītdaļ", 10: "desmitdaļ", 100: "simtdaļ"},
    ("a", "as", "as"), "viena", "divas",
    count=lambda number, words: _FEMININE.get(number, words) if number > 2 else words,
    plural_after_two=True,
)  # fmt: skip


_JOINED = joined_by("lv", slavic("lv", _PARTS), "un", "{} ar pusi", but_half("puse", slavic("lv", _PARTS)))


def _mixed(whole: int, numerator: int, denominator: int) -> str | None:
    """Two to nine and a half are one word ("2½": "divarpus"); other mixed numbers "… ar pusi", "… un …"."""
    if (numerator, denominator) == (1, 2) and 2 <= whole <= 9:
        return _HALVES[whole - 2]
    return _JOINED.mixed(whole, numerator, denominator)


FRACTIONS = replace(_JOINED, mixed=_mixed)


# Ordinals --------------------------------------------------------------------------------------------------------


def _ordinals() -> tuple[Rule, ...]:
    return dotted("lv")


# Dates and times ------------------------------------------------------------------------------------------------------


# "viena sekunde", "divdesmit viena sekunde", "divas sekundes".
def _seconds_noun(n: int) -> str:
    return "sekunde" if n % 10 == 1 and n % 100 != 11 else "sekundes"


_PLAIN_TIME = clock.plain("lv", zero=True)
_AFTER_CLOCK_WORD = re.compile(r"(?:pulksten|plkst\.)\s*$", re.IGNORECASE)
_IT_IS = re.compile(r"(?:^|\s)ir\s+(?:pulksten\s+|plkst\.\s*)?$")


def _at_hour(words: str) -> str | None:
    """ "desmit": "desmitos", "divdesmit viens": "divdesmit vienos", the locative that says "at" an hour."""
    head, _, last = words.rpartition(" ")
    if last == "trīs":
        last = "trijos"
    elif last == "viens":
        last = "vienos"
    elif last.endswith("i"):  # "deviņi": "deviņos"
        last = f"{last[:-1]}os"
    elif last.endswith("smit"):  # "desmit", "astoņpadsmit", "divdesmit"
        last += "os"
    else:
        return None
    return f"{head} {last}" if head else last


# Prepositions before the clock word that put a whole hour in the dative plural ("līdz plkst. 20.00": "līdz pulksten
# divdesmitiem", "pēc plkst. 15": "pēc pulksten piecpadsmitiem", "ap plkst. 8": "ap pulksten astoņiem"): a
# preposition takes the dative in the plural, and an hour is counted as one.
_PREPOSITION_BEFORE_CLOCK = re.compile(
    r"(?:^|[^\w])(?i:no|līdz|pēc|ap|pirms|uz|kopš|sākot\sno)\s+(?:pulksten|plkst\.)\s*$"
)


def _hours(hour: int, minute: int, before: str) -> str | None:
    """A whole hour is said "at" it, in the locative ("plkst. 10": "pulksten desmitos"), after a preposition in the
    dative ("līdz plkst. 20": "līdz pulksten divdesmitiem"), but after "ir" as what the time is ("ir plkst. 8":
    "pulksten astoņi"); minutes keep the numbers ("četrpadsmit trīsdesmit")."""
    words = _PLAIN_TIME(hour, minute, before)
    if words is None or minute or not _AFTER_CLOCK_WORD.search(before) or _IT_IS.search(before):
        return words  # "līdz 9:00": the preposition's case, not said
    if _PREPOSITION_BEFORE_CLOCK.search(before):
        return _dative_hour(hour) or words
    return _at_hour(words) or words


TIMES = clock.TimePhrasing(
    _hours,
    clock.seconds_after("lv", _seconds_noun, joiner="un", forms={"viens": "viena", "divi": "divas"}),
    words_before=r"plkst\.|pulksten",
    said_before={"plkst.": "pulksten"},
    zones=True,
    hour_after=r"pulksten",  # "plkst. 10": an hour alone
)


# A date's day is said in the month's case, the locative when it stands alone ("trešajā maijā"), after its year in
# the genitive ("divtūkstoš divdesmit ceturtā gada").
_MONTHS_LOCATIVE = (
    "janvārī", "februārī", "martā", "aprīlī", "maijā", "jūnijā", "jūlijā", "augustā", "septembrī", "oktobrī",
    "novembrī", "decembrī",
)  # fmt: skip


def _date(day: int, month: int, year: int | None, before: str) -> str | None:
    """ "divtūkstoš divdesmit ceturtā gada trešajā maijā"."""
    month_word = _MONTHS_LOCATIVE[month - 1]
    said = f"{agreement.agreeing_ordinal(day, 'lv', noun=month_word, before='')} {month_word}"
    if year is None:
        return said
    return f"{agreement.agreeing_ordinal(year, 'lv', noun='gada', before='')} gada {said}"


def _day(at: dating.DayAt) -> str | None:
    """ "31. decembris": the day agrees with the month as written."""
    if at.month:
        return agreement.agreeing_ordinal(at.number, "lv", noun=at.month, before="")
    return numwords.ordinal(at.number, "lv")


# Opening hours written as bare numbers, "no 9 līdz 21" with no noun after, are hours said in the dative plural:
# "no deviņiem līdz divdesmit vieniem" (a noun after the second, "no 5 līdz 10 gadiem", gives its own case).
_FROM_TO_HOURS = re.compile(
    r"(?<!\w)(?P<first>[Nn]o\s(?P<clock>(?:pulksten|plkst\.)\s)?(?P<start>\d{1,2})\slīdz\s)"
    r"(?P<end>\d{1,2})(?![.,:]?\d)(?!\s+[a-zāčēģīķļņšūž])"
)


def _dative_hour(hour: int) -> str | None:
    words = numwords.cardinal(hour, "lv") if 0 < hour <= 24 else None
    head, _, last = (words or "").rpartition(" ")
    if last == "trīs":
        last = "trim"
    elif (head and last == "viens") or last.endswith("i"):  # "divdesmit viens", "deviņi": "vieniem", "deviņiem"
        last = last.removesuffix("s").removesuffix("i") + "iem"
    elif last.endswith("smit"):  # "līdz septiņpadsmitiem", as "pulksten septiņpadsmitos"
        last += "iem"
    else:
        return None
    return f"{head} {last}" if head else last


def _from_to_hours(match: re.Match[str]) -> str | None:
    start, end = _dative_hour(int(match["start"])), _dative_hour(int(match["end"]))
    clock_word = "pulksten " if match["clock"] else ""  # "no plkst. 9 līdz 18": "no pulksten deviņiem līdz ..."
    return start and end and f"{match['first'][:3]}{clock_word}{start} līdz {end}"


# Opening hours written as a bare range after the words that announce them are said the same way ("Atvērts 9–17":
# "no deviņiem līdz septiņpadsmitiem").
_HOURS_BEFORE = re.compile(
    r"\b(?i:atvērts|atvērta|atvērti|atvērtas|strādā|strādājam|darba laiks|darbalaiks|pieņemšanas laiks|"
    r"darbdienās|brīvdienās|sestdienās|svētdienās)[:,]?[ \u00a0]$"
)


def _opening_hours(first: int, last: int) -> str | None:
    start, end = _dative_hour(first), _dative_hour(last)
    return start and end and f"no {start} līdz {end}"


RANGES = RangeWords(None, rules=lambda: (opening_hours(_HOURS_BEFORE, 24, _opening_hours),))


DATES = dating.DatePhrasing(
    lambda value: numwords.year(value, "lv"),
    _day,
    whole=_date,
    own_forms=lambda: (Rule("range", _FROM_TO_HOURS, _from_to_hours),),
)


# Money, units and measures --------------------------------------------------------------------------------------------

MONEY = Money(names=library_names("lv"), agree=True)
# A degree sign alone is "grādi" ("15° ārā"), where CLDR keeps the sign.
# Units as the language abbreviates them after a number, beyond CLDR's short symbols ("sek.").
_SYMBOLS = {"sek": "duration-second"}
# After a preposition (_PREPOSITIONS) a unit's plural is CLDR's nominative plural with the dative's ending.
_DATIVE_PLURAL = (("i", "iem"), ("as", "ām"), ("es", "ēm"))
# A command's verb ("Pievienojiet", "Vāriet") takes its object in the accusative ("divus kilogramus"), and so do
# the verbs `_governs_accusative` names.
_ACCUSATIVE_PLURAL = (("i", "us"), ("as", "as"), ("es", "es"))
_ACCUSATIVE_SINGULAR = (("s", "u"), ("š", "u"), ("a", "u"), ("e", "i"))


# A temperature is said in degrees, as people say it ("Ārā ir 20 °C": "divdesmit grādi", "-14 °C": "mīnus četrpadsmit
# grādi", "0°": "nulle grādu"), where CLDR names the scale first ("Celsija grādu"); the forms after one, more, zero.
_UNIT_NAMES = dict.fromkeys(("temperature-generic", "temperature-celsius"), ("grāds", "grādi", "grādu"))


def _unit_noun(unit: str, count: int) -> str:
    return _UNIT_NAMES[unit][0 if count == 1 else 1] if unit in _UNIT_NAMES else unit_noun(unit, count, "lv")[0]


def _declined(unit: str, number: int, before: str) -> str | None:
    command = _governs_accusative(before) and before not in _PREPOSITIONS and not unit.startswith("temperature")
    if command and counting.one(number):  # "Nopirku 1 kg": "vienu kilogramu"
        noun = _unit_noun(unit, 1)
        return next((noun[: -len(end)] + said for end, said in _ACCUSATIVE_SINGULAR if noun.endswith(end)), None)
    if not (before in _PREPOSITIONS or command) or counting.one(number) or number == 0:
        return None
    if command and number % 100 == 0:
        return None  # CLDR's genitive after "simti", "tūkstoši" stays: "trīs simtus kilometru"
    noun = _unit_noun(unit, 2)
    endings = _ACCUSATIVE_PLURAL if command else _DATIVE_PLURAL
    return next((noun[: -len(end)] + said for end, said in endings if noun.endswith(end)), None)


MEASURES = Measures(symbols=_SYMBOLS, agree=True, names=_UNIT_NAMES, declined=_declined)


def _declined_scale(word: str, number: int, before: str) -> str | None:
    """A scale word after a verb that takes the accusative ("izmaksāja 5 milj. eiro": "piecus miljonus eiro",
    "nopelnīja 1 milj.": "vienu miljonu"); after ten and the round hundreds CLDR's genitive stays."""
    if not _governs_accusative(before) or before in _PREPOSITIONS or number == 0:
        return None
    endings = _ACCUSATIVE_SINGULAR if counting.one(number) else _ACCUSATIVE_PLURAL
    return next((word[: -len(end)] + said for end, said in endings if word.endswith(end)), None)


# Number words, scale words and ranges ---------------------------------------------------------------------------------

# Number words: what the libraries leave to the language (number_words.py; numwords.py says them).
# Ordinals: the masculine nominative of 1-19 and the tens; the tens, hundreds and thousands before another part
# ("divdesmit ceturtais", "tūkstoš deviņsimt deviņdesmitais").
_ORDINALS = [
    "pirmais", "otrais", "trešais", "ceturtais", "piektais", "sestais", "septītais", "astotais", "devītais",
    "desmitais", "vienpadsmitais", "divpadsmitais", "trīspadsmitais", "četrpadsmitais", "piecpadsmitais",
    "sešpadsmitais", "septiņpadsmitais", "astoņpadsmitais", "deviņpadsmitais",
]  # fmt: skip
_TENS = [
    "divdesmit", "trīsdesmit", "četrdesmit", "piecdesmit", "sešdesmit", "septiņdesmit", "astoņdesmit", "deviņdesmit",
]  # fmt: skip
_HUNDREDS = ["simt", "divsimt", "trīssimt", "četrsimt", "piecsimt", "sešsimt", "septiņsimt", "astoņsimt", "deviņsimt"]
_THOUSANDS = [hundred.removesuffix("simt") + "tūkstoš" for hundred in _HUNDREDS]  # "divtūkstoš"


def _ordinal(number: int, case: str) -> str | None:
    """ "divtūkstoš divdesmit ceturtais": every part but the last is said as written before another (the masculine
    nominative; agreeing_ordinal gives the others)."""
    if not 0 < number < 10_000:
        return None
    thousands, rest = divmod(number, 1000)
    hundreds, rest = divmod(rest, 100)
    parts = ([_THOUSANDS[thousands - 1]] if thousands else []) + ([_HUNDREDS[hundreds - 1]] if hundreds else [])
    tens, units = divmod(rest, 10)
    if 0 < rest < 20:
        parts.append(_ORDINALS[rest - 1])
    elif rest:
        parts += [_TENS[tens - 2]] + ([_ORDINALS[units - 1]] if units else [])
    if not rest or (tens >= 2 and not units):
        parts[-1] += "ais"  # "simtais", "divdesmitais", "divtūkstošais"
    return " ".join(parts)


NUMBER_WORDS = NumberWords(decimals=LIBRARY, ordinal=_ordinal)


# Ordinals are definite adjectives: the masculine nominative's "-ais" takes the case and gender the noun's ending
# shows ("vietu": "trešo", "stāvā": "otrajā", "augustam": "otrajam", "gada" and "vieta": "trešā"); a feminine
# genitive or a plural in "-as", "-es" is not told apart, so it stays as written. A year is an ordinal too ("1990.
# gada").
def _definite(number: int, ending: str) -> str | None:
    masculine = numwords.ordinal(number, "lv")
    return masculine and masculine.removesuffix("ais") + ending


AGREEING_ORDINAL = ByNounEnding(
    _definite,
    (
        (("as", "es", "os"), None),
        (("ā", "ī", "ē"), "ajā"),
        (("am", "im", "um"), "ajam"),
        (("ai",), "ajai"),
        (("u",), "o"),
        (("a", "e"), "ā"),
        (("s", "š"), "ais"),
    ),
)


# Roman numerals and addresses -----------------------------------------------------------------------------------------

ADDRESSES = Addresses(
    postcode=Postcode(4),
)

# A century's or chapter's numeral before its noun says the ordinal in the noun's case ("XXI gadsimtā": "divdesmit
# pirmajā gadsimtā", "IV nodaļu": "ceturto nodaļu"); a regnal number the ordinal, capitalised.
_ROMAN_NOUNS = ("gadsimt", "nodaļ", "daļ", "sējum")
ROMAN = RomanNumerals(
    before_its_noun(_ROMAN_NOUNS, AGREEING_ORDINAL, lambda number: numwords.ordinal(number, "lv")),
    nouns=_ROMAN_NOUNS,
    monarchs=words("Pēteris Kārlis Gustavs Aleksandrs Nikolajs Elizabete Katrīna"),
)

# Electronic addresses and telephone numbers ---------------------------------------------------------------------------
# The words for what web and e-mail addresses are made of (classes/electronic.py finds them).
ELECTRONIC = AddressWords(
    dot="punkts", at="et", slash="slīpsvītra", dash="defise", underscore="apakšsvītra", colon="kols"
)
# How a telephone number is read (classes/telephone.py finds it).
TELEPHONE = PhoneReading(
    "lv", "plus", words=r"tālru\w*|zvan\w*|numur\w*", emergency_in_digits=True
)  # "Zvaniet 112": "viens viens divi"


HOME = Home(
    "lv",
    abbreviations=ABBREVIATIONS,
    counting=COUNTING,
    operators=OPERATORS,
    identifier_words=IDENTIFIER_WORDS,
    fractions=FRACTIONS,
    ordinals=_ordinals,
    numbers=world_numbers("lv"),
    # Dates and times
    times=TIMES,
    dates=DATES,
    # Money, units and measures
    money=MONEY,
    measures=MEASURES,
    # Number words, scale words and ranges
    number_words=NUMBER_WORDS,
    scale=ScaleWords(declined=_declined_scale),
    ranges=RANGES,
    agreeing_ordinal=AGREEING_ORDINAL,
    # Roman numerals and addresses
    addresses=ADDRESSES,
    roman=ROMAN,
    # Electronic addresses and telephone numbers
    electronic=ELECTRONIC,
    telephone=TELEPHONE,
)
