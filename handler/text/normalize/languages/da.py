"""Danish: how things are said in Danish, where CLDR and the number libraries do not say it."""

from __future__ import annotations

import re

from handler.text.normalize import clock, counting, dating, numwords
from handler.text.normalize.addresses import ONE_NUMBER, Addresses, Postcode
from handler.text.normalize.amounts import Measures, Money
from handler.text.normalize.cldr import locale_data
from handler.text.normalize.contacts import AddressWords, PhoneReading
from handler.text.normalize.counting import Counting, NounGenders, one_in_gender
from handler.text.normalize.fractions import joined_by, scandinavian
from handler.text.normalize.home import Home
from handler.text.normalize.number_words import LIBRARY, NumberWords
from handler.text.normalize.ordinals import dotted
from handler.text.normalize.range_words import RangeWords
from handler.text.normalize.roman_numerals import BEFORE_LOWERCASE, RomanNumerals, article_ordinal, words
from handler.text.normalize.rules import Rule
from handler.text.normalize.world import world_numbers

# The abbreviations people expand when they read aloud, as they say them (the format: classes/abbreviation.py).
ABBREVIATIONS = """
f.eks. = for eksempel
bl.a. = blandt andet
$osv. = og så videre
ca. = cirka
dvs. = det vil sige
mht. = med hensyn til
pga. = på grund af
evt. = eventuelt
inkl. = inklusive
kl. = klokken
pr. = per
tlf. = telefon
#nr. = nummer
#s. = side
d. = den
$m.m. = med mere
$o.l. = og lignende
jf. = jævnfør
ang. = angående
vedr. = vedrørende
iflg. = ifølge
hhv. = henholdsvis
ift. = i forhold til
ekskl. = eksklusive
mvh. = med venlig hilsen
"""

# One before a noun is "en" (common gender) or "et" (neuter): the table names the nouns people count most, the
# endings tell most others ("-ning", "-hed", "-tion": en; "-ri", "-um": et); a noun neither tells keeps "et". A half
# before a noun: "en halv" (liter), "et halvt" (kilogram).
_GENDERS = NounGenders(
    """
    common: bror søster datter søn ven time uge krone dag måned kop flaske bil stol seng nat aften gang person kunde
      billet rejse bog kat hund dreng pige kvinde mand mor far lejlighed plads chance ting del liter meter kilometer
      euro dollar pose dåse teske spiseske kasse taske lektion fejl pris kage kaffe øl pizza gave
    neuter: barn år hus rum glas æble æg kilo ord job land bord brev par eksempel problem svar kort liv møde sted
      kilogram gram ton dyr firma program spil skridt døgn stykke billede værelse køkken badeværelse kontor hotel
      tog fly bibliotek museum kapitel nummer løfte forsøg besøg øjeblik minut sekund pund spørgsmål mål hold
    """,
    ("",),
)
_ENDINGS = {"common": ("ning", "hed", "tion"), "neuter": ("ri", "um")}


def _counted(number: int, words: str, noun: str, before: str) -> str | None:
    return one_in_gender(number, noun, _GENDERS, _ENDINGS, {"common": "en", "neuter": "et"})


# The measures counted in halves ("to og en halv deciliter"); a percentage, a degree or a scale word keeps the
# decimal ("to komma fem procent").
_HALVED = frozenset(
    [
        "deciliter",
        "liter",
        "centiliter",
        "milliliter",
        "kilogram",
        "kilo",
        "gram",
        "meter",
        "kilometer",
        "centimeter",
        "millimeter",
    ]
)


def _half(noun: str) -> str:
    return "et halvt" if _GENDERS.gender(noun) == "neuter" else "en halv"  # "et halvt kilogram"


_MEASURED_IN_HALVES = counting.halves_of(_HALVED, "da", lambda noun: f"og {_half(noun)}")


def _and_a_half(whole: int, noun: str, before: str) -> str | None:
    """ "2½ dl": "to og en halv deciliter", and before a noun whose gender the table knows, the half in it ("2½ år":
    "to og et halvt år", "3½ time": "tre og en halv time")."""
    said = _MEASURED_IN_HALVES(whole, noun, before)
    if said is None and _GENDERS.gender(noun.lower()) and (words := numwords.cardinal(whole, "da")):
        said = f"{words} og {_half(noun.lower())}"
    return said


def _one_and_a_half(noun: str, before: str) -> str:
    """ "1½ time": "halvanden time", "1½ år": "halvandet år" (a neuter noun)."""
    return "halvandet" if _GENDERS.gender(noun) == "neuter" else "halvanden"


COUNTING = Counting(_counted, half=_half, one_and_a_half=_one_and_a_half, and_a_half=_and_a_half)

# Math operators between numbers, as said (classes/symbol.py).
OPERATORS = {
    "+": "plus",
    "=": "er lig med",
    "×": "gange",
    "·": "gange",
    "÷": "divideret med",
    "√": "kvadratroden af",
    "§": "paragraf",
}
# The words that announce a number read digit by digit: a PIN, a postal code (classes/identifier.py).
IDENTIFIER_WORDS = ("pinkode", "postnummer", "kode")


# Fractions -------------------------------------------------------------------------------------------------------


def _part_ordinal(number: int) -> str | None:
    """The ordinal a fraction's part is named after: "tredje" -> "tredjedel"."""
    words = numwords.spelled_ordinal(number, "da", "spellout-ordinal-common")
    return words and re.sub(r"^et(?=hundred|tusind)", "", words).replace("hundredede", "hundrede")


FRACTIONS = joined_by(
    "da",
    scandinavian("da", "en", "halv", "halve", "dele", _part_ordinal),
    "og",
    "{} og en halv",
    one_and_a_half="halvanden",
    whole_before=(("et", "en"),),
)


# Ordinals --------------------------------------------------------------------------------------------------------


def _ordinals() -> tuple[Rule, ...]:
    return dotted(
        "da",
        said=True,
        tidy=lambda words: re.sub(r"^et(?=hundred|tusind)", "", words).replace("hundredete", "hundrede"),
    )


# Dates and times ------------------------------------------------------------------------------------------------------

TIMES = clock.TimePhrasing(
    clock.plain("da", zero=True),
    clock.seconds_after("da", clock.one_or_more("sekund", "sekunder"), joiner="og"),
    words_before=r"kl\.|klokken",
    zones=True,
)  # "ni nul fem"


def _year(value: int) -> str | None:
    """ "nittenhundrede og femogfirs": the centuries before 2000 in hundreds."""
    century, rest = divmod(value, 100)
    if 11 <= century <= 19:
        return f"{numwords.cardinal(century, 'da')}hundrede" + (f" og {numwords.cardinal(rest, 'da')}" if rest else "")
    return numwords.year(value, "da")


# A decade is named by its tens, the century left unsaid ("1990'erne", "90'erne": "halvfemserne").
_DECADES = {
    20: "tyverne", 30: "trediverne", 40: "fyrrerne", 50: "halvtredserne", 60: "tresserne", 70: "halvfjerdserne",
    80: "firserne", 90: "halvfemserne",
}  # fmt: skip

# A date written day/month with the year after a hyphen ("3/5-1985", "24/12-23"), or day/month after "den" ("den
# 3/5"): the day's ordinal and the month's name ("tredje maj nittenhundrede og femogfirs"); "3/5" alone is a fraction.
_SLASHED_DATE = re.compile(
    r"(?:(?<=\b[Dd]en )|(?<=\b[Dd]\. )|(?<![\w/.,-]))(?P<day>\d{1,2})/(?P<month>\d{1,2})"
    r"(?:-(?P<year>\d{4}|\d\d))?(?![\w/]|[.,-]?\d)"
)


def _slashed_date(match: re.Match[str]) -> str | None:
    day, month = int(match["day"]), int(match["month"])
    before = match.string[max(0, match.start() - 4) : match.start()]
    if match["year"] is None and not re.search(r"(?:\b[Dd]en|\b[Dd]\.) $", before):
        return None
    year = int(match["year"]) if match["year"] else 2000
    if len(match["year"] or "") == 2:
        year += 1900 if year > 30 else 2000  # "24/12-85": nineteen eighty-five
    if not dating.is_date(year, month, day):
        return None
    said = f"{numwords.ordinal(day, 'da')} {locale_data('da').month_names[month]}"
    year_said = _year(year) if len(match["year"] or "") == 4 else numwords.cardinal(year % 100, "da")
    return f"{said} {year_said}" if match["year"] and year_said else said


DATES = dating.DatePhrasing(
    _year,
    dating.ordinal_days("da"),
    own_forms=lambda: (Rule("date", _SLASHED_DATE, _slashed_date),),
    range_word=" til ",
    year_words=("år", "året", "siden", "fra", "til", "i", "omkring", "sommeren", "vinteren"),
    decade_ending="'erne",
    decade=lambda value, ending: _DECADES.get(value % 100) if value < 100 or 1800 <= value < 2000 else None,
)


# Money, units and measures --------------------------------------------------------------------------------------------

# Currencies' everyday names (classes/money.py).
_CURRENCIES = {
    "DKK": (("krone", "kroner"), ("øre", "øre")),
    "SEK": (("krone", "kroner"), ("øre", "øre")),
    "EUR": (("euro", "euro"), ("cent", "cent")),
    "USD": (("dollar", "dollars"), ("cent", "cent")),
    "GBP": (("pund", "pund"), ("penny", "pence")),
}

MONEY = Money(names=_CURRENCIES, and_cents=" og ")
# Units whose noun takes another form of the number than the counting one ("eine Stunde", "una tonelada").
# Units as the language abbreviates them after a number, beyond CLDR's short symbols ("sek.").
_SYMBOLS = {
    "sek": "duration-second",
    "km/t": "speed-kilometer-per-hour",
    "spsk": "volume-tablespoon",
    "tsk": "volume-teaspoon",
}
# Units whose noun is neuter take "et" ("et kilogram", "et halvt kilogram"); the others "en" ("en time", "en liter").
_NEUTER_UNITS = ("mass-kilogram", "mass-gram", "mass-tonne", "duration-minute", "duration-second", "duration-year")
MEASURES = Measures(symbols=_SYMBOLS, genders=dict.fromkeys(_NEUTER_UNITS, "neuter"), parts_before_unit=True)

# Number words, scale words and ranges ---------------------------------------------------------------------------------

# Number words: what the libraries leave to the language (number_words.py; numwords.py says them).
# Danish says "og" only before the last part below a hundred ("to tusind og femogtyve", "to tusind femhundrede",
# "et tusind tohundrede og halvtreds"), says a thousand "tusind" ("to tusind og fireogtyve"), and one million in the
# singular ("en million"); num2words puts "og" after every "tusinde" and counts one as many.
_OG_BEFORE_HUNDREDS = re.compile(r"tusinde? og (?=\S*hundrede\b)")
_ONE_SCALE = re.compile(r"\ben (milli|billi)(on|ard)er\b")
# Sixty is "tres" ("syvogtres"); num2words writes the old "treds" (fifty stays "halvtreds").
_SIXTY = re.compile(r"(?<!halv)treds\b")


def _tidy(words: str) -> str:
    words = _OG_BEFORE_HUNDREDS.sub("tusind ", words).replace("tusinde", "tusind")
    return _SIXTY.sub("tres", _ONE_SCALE.sub(r"en \1\2", words))


# An ordinal's last two digits by CLDR's rules ("enogtredivte", "halvtredsindstyvende": num2words says
# "enogtredivete", "halvtredsende"), with the forms people say where CLDR's differ ("enogtyvende", "fyrretyvende");
# the hundreds and thousands before them are the cardinal's ("hundrede og femogtyvende").
_CLDR_ORDINAL_SPELLING = (("etog", "enog"), ("fyrrende", "fyrretyvende"))


def _ordinal(number: int, case: str) -> str | None:
    rest = number % 100
    if rest == 0:  # "for hundrede gang", "den tusinde kunde": the cardinal, a thousand "tusinde"
        words = numwords.cardinal(number, "da")
        return words and re.sub(r"tusind$", "tusinde", words)
    words = numwords.spelled_ordinal(rest, "da", "spellout-ordinal-common")
    if words is None:
        return None
    for cldr, said in _CLDR_ORDINAL_SPELLING:
        words = words.replace(cldr, said)
    if number == rest:
        return words
    head = numwords.cardinal(number - rest, "da")
    return head and f"{head} og {words}"


NUMBER_WORDS = NumberWords(decimals=LIBRARY, masculine={"et": "en"}, tidy=_tidy, ordinal=_ordinal)


# A range: "10-20" said with the word for "to".
RANGES = RangeWords("til")


# Roman numerals and addresses -----------------------------------------------------------------------------------------

ADDRESSES = Addresses(
    streets={"th.": "til højre", "tv.": "til venstre"},
    postcode=Postcode(4, ONE_NUMBER),
)

_ROMAN_CHAPTERS = words("kapitel del akt bind fase type niveau klasse bog")
ROMAN = RomanNumerals(
    article_ordinal("da", "den", _ROMAN_CHAPTERS),  # "Christian den Fjerde"
    chapters=_ROMAN_CHAPTERS,
    monarchs=words("Christian Frederik Margrethe Erik Valdemar Knud Hans Oluf Harald Gorm Svend Christoffer"),
    period=BEFORE_LOWERCASE,
)

# Electronic addresses and telephone numbers ---------------------------------------------------------------------------
# The words for what web and e-mail addresses are made of (classes/electronic.py finds them).
ELECTRONIC = AddressWords(
    dot="punktum", at="snabel-a", slash="skråstreg", dash="bindestreg", underscore="understreg", colon="kolon"
)
# How a telephone number is read (classes/telephone.py finds it).
# Danes read a number in its pairs, each as a number ("33 12 45 67": "treogtredive tolv femogfyrre syvogtres").
TELEPHONE = PhoneReading(
    "da", "plus", groups="pairs", separator=" ", words=r"tlf|telefon|nummer|ring", emergency_in_digits=True
)


HOME = Home(
    "da",
    abbreviations=ABBREVIATIONS,
    counting=COUNTING,
    operators=OPERATORS,
    times_word="gange",  # "3 x dagligt": "tre gange dagligt"
    identifier_words=IDENTIFIER_WORDS,
    fractions=FRACTIONS,
    ordinals=_ordinals,
    numbers=world_numbers("da"),
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
