"""Swedish: how things are said in Swedish, where CLDR and the number libraries do not say it."""

from __future__ import annotations

import re

from babel.dates import get_month_names

from handler.text.normalize import clock, dating, numwords
from handler.text.normalize.addresses import Addresses, Postcode
from handler.text.normalize.amounts import Measures, Money
from handler.text.normalize.contacts import AddressWords, PhoneReading
from handler.text.normalize.counting import Counting, NounGenders, one_in_gender
from handler.text.normalize.fractions import joined_by, scandinavian
from handler.text.normalize.home import Home
from handler.text.normalize.number_words import LIBRARY, NumberWords
from handler.text.normalize.ordinals import END, NUMBER, matched_number, ordinal_rule, previous_word
from handler.text.normalize.range_words import RangeWords
from handler.text.normalize.roman_numerals import Numeral, RomanNumerals, words
from handler.text.normalize.rules import Rule
from handler.text.normalize.scale_words import ScaleWords
from handler.text.normalize.spoken_digits import in_pairs
from handler.text.normalize.world import world_numbers

# The abbreviations people expand when they read aloud, as they say them (the format: classes/abbreviation.py).
ABBREVIATIONS = """
t.ex. = till exempel
bl.a. = bland annat
$m.m. = med mera
$m.fl. = med flera
$o.s.v. = och så vidare
$osv. = och så vidare
osv = och så vidare
ca = cirka
ca. = cirka
dvs. = det vill säga
d.v.s. = det vill säga
s.k. = så kallad
fr.o.m. = från och med
t.o.m. = till och med
p.g.a. = på grund av
pga. = på grund av
resp. = respektive
jfr = jämför
enl. = enligt
inkl. = inklusive
exkl. = exklusive
f.d. = före detta
e.Kr. = efter Kristus
f.Kr. = före Kristus
tel. = telefon
kl. = klockan
kl = klockan
#nr = nummer
#kap. = kapitel
#v. = vecka
+ggr = gånger
+st. = stycken
+:- = kronor
#s. = sidan
^St. = Sankt

"""

# One before a noun is "en" (common gender) or "ett" (neuter): the table names the nouns people count most, the
# endings tell most others ("-ning", "-het", "-a": en; "-ande", "-eri", "-um": ett); a noun neither tells keeps
# "ett". A half before a noun: "en halv" (liter).
_GENDERS = NounGenders(
    """
    common: bror syster dotter son vän timme vecka krona dag månad fråga kopp flaska bit kaka bil stol säng natt
      kväll minut sekund gång person kund biljett resa bok katt hund pojke flicka kvinna man mamma pappa lägenhet
      plats chans sak del liter meter kilometer mil euro dollar procent påse burk tesked matsked deciliter låda
      väska lektion öl kaffe macka pizza present
    neuter: barn år hus rum glas äpple ägg kilo hekto ord jobb land bord pris mål brev par exempel problem svar kort
      paket liv möte ställe djur företag program spel fel steg dygn foto lån samtal kök badrum kontor hotell tåg
      flyg piller recept kapitel avsnitt nummer löfte försök besök ögonblick stycke arbete schema
    """,
    ("",),
)
_ENDINGS = {"common": ("ning", "het", "tion", "a", "are"), "neuter": ("ande", "ende", "eri", "um")}


def _counted(number: int, words: str, noun: str, before: str) -> str | None:
    return one_in_gender(number, noun, _GENDERS, _ENDINGS, {"common": "en", "neuter": "ett"})


# A whole number and a half before a span of time, as people say it: "2,5 timmar" is "två och en halv timmar",
# "1,5 år" "ett och ett halvt år"; other nouns, measures and a percentage keep the decimal.
_HALVED = {
    **dict.fromkeys(["timme", "timmar", "minut", "minuter", "vecka", "veckor", "månad", "månader"], "common"),
    **dict.fromkeys(["dag", "dagar"], "common"),
    **dict.fromkeys(["år", "dygn"], "neuter"),
}


def _and_a_half(number: int, noun: str, before: str) -> str | None:
    gender = _HALVED.get(noun)
    whole = numwords.cardinal(number, "sv")
    if gender is None or whole is None or number < 1:
        return None  # "0,5 år" keeps its decimal
    if gender == "common":
        return f"{re.sub('ett$', 'en', whole)} och en halv"
    return f"{whole} och ett halvt"


def _half(noun: str) -> str:
    """A half in the noun's gender: "en halv liter", "ett halvt kilogram", "ett halvt år"."""
    return "en halv" if _counted(1, "ett", noun, "") == "en" else "ett halvt"


COUNTING = Counting(_counted, half=_half, and_a_half=_and_a_half)

# Math operators between numbers, as said (classes/symbol.py).
OPERATORS = {
    "+": "plus",
    "−": "minus",
    "=": "är lika med",
    "×": "gånger",
    "·": "gånger",
    "÷": "delat med",
    "√": "roten ur",
    "§": "paragraf",
}
# The words that announce a number read digit by digit: a PIN, a postal code (classes/identifier.py).
IDENTIFIER_WORDS = ("pinkod", "postnum", "kod")


# Fractions -------------------------------------------------------------------------------------------------------


def _part_ordinal(number: int) -> str | None:
    """The ordinal a fraction's part is named after: "tredje" -> "tredjedel", "tionde" -> "tiondel"."""
    words = numwords.spelled_ordinal(number, "sv", "spellout-ordinal-reale")
    words = words and re.sub(r"^ett(?=hundra|tusen)", "", words)
    return words[:-2] if words and words.endswith(("onde", "hundrade", "tusende")) else words


FRACTIONS = joined_by(
    "sv",
    scandinavian("sv", "en", "halv", "halva", "delar", _part_ordinal),
    "och",
    "{} och en halv",
    whole_before=(("ett", "en"),),
)


# Ordinals --------------------------------------------------------------------------------------------------------


def _swedish_ordinal(match: re.Match[str]) -> str | None:
    words = numwords.ordinal(matched_number(match), "sv")
    return words and re.sub(r"^ett(?=hundra|tusen)", "", words)  # "hundrade", not "etthundrade"


# A place in a race or a table said with no noun after a verb of ending up is its placing noun, which the written
# "-a" shows ("Han blev 3:a.": "Han blev trea", "kom 2:a i loppet": "kom tvåa"; "kom 3:e": "tredje"); a place with
# its noun is the ordinal ("på 2:a plats": "andra").
_PLACINGS = {
    1: "etta", 2: "tvåa", 3: "trea", 4: "fyra", 5: "femma", 6: "sexa",
    7: "sjua", 8: "åtta", 9: "nia", 10: "tia", 11: "elva", 12: "tolva",
}  # fmt: skip
_PLACING_VERBS = words("blev bli blir kom komma kommer slutade sluta slutar hamnade hamna hamnar var som")
_NO_NOUN_AFTER = re.compile(r"[ \u00a0]*(?:$|[^\w\s]|(?:i|på|efter|bakom|med|och|totalt|sammanlagt)\b)")


def _placing(match: re.Match[str]) -> str | None:
    number = matched_number(match)
    if previous_word(match).lower() not in _PLACING_VERBS or not _NO_NOUN_AFTER.match(match.string, match.end()):
        return None
    return _PLACINGS.get(number)


def _ordinals() -> list[Rule]:
    return [
        ordinal_rule(rf"{NUMBER}:a{END}", _placing),
        ordinal_rule(rf"{NUMBER}:(?:a|e){END}", _swedish_ordinal),
    ]


# Dates and times ------------------------------------------------------------------------------------------------------

TIMES = clock.TimePhrasing(
    clock.plain("sv", zero=True),
    clock.seconds_after("sv", clock.one_or_more("sekund", "sekunder"), joiner="och", forms={"ett": "en"}),
    # Swedish writes a time with a period and a decimal with a comma: after a word that tells when, "14.45" is a time
    # without "kl." too ("Tåget går 14.45": "fjorton fyrtiofem", "öppet 10.00–18.00": "tio till arton").
    words_before=r"kl\.|kl|klockan|från|till|mellan|efter|före|innan|senast|kring|runt|öppet|öppnar|stänger|går|avgår"
    r"|ankommer|anländer|landar|börjar|startar|slutar",
    zones=True,
)  # "nio noll fem"


def _year(value: int) -> str | None:
    """ "nittonhundraåttiofyra": the centuries before 2000 in hundreds."""
    century, rest = divmod(value, 100)
    if 11 <= century <= 19:
        return f"{numwords.cardinal(century, 'sv')}hundra{numwords.cardinal(rest, 'sv') if rest else ''}"
    return numwords.year(value, "sv")


def _decade(value: int, ending: str) -> str | None:
    """ "90-talet": "nittiotalet"."""
    words = _year(value) if value >= 1000 else numwords.cardinal(value, "sv")
    return words and words + "talet"


def _day_month(match: re.Match[str]) -> str | None:
    """ "den 17/5": "den sjuttonde maj", a day and month after "den" (a date, where "3/4" alone is a fraction)."""
    day, month = int(match["day"]), int(match["month"])
    if not dating.is_date(2000, month, day):
        return None
    ordinal = numwords.ordinal(day, "sv")
    return ordinal and f"{ordinal} {get_month_names('wide', 'format', 'sv')[month]}"


# A life's years written short before them: "f. 1907" is "född nittonhundrasju", "d. 1912" "död nittonhundratolv".
_LIFE = re.compile(r"(?<![\w.])(?P<short>[fd])\.[ \u00a0](?P<year>\d(?<![\w.,]\d)\d{3})(?![\d.,]?\d)")
_LIFE_WORDS = {"f": "född", "d": "död"}


def _life_year(match: re.Match[str]) -> str | None:
    year = _year(int(match["year"]))
    return year and f"{_LIFE_WORDS[match['short']]} {year}"


def _date_forms() -> tuple[Rule, ...]:
    return (
        Rule("date", re.compile(r"(?<=\b[dD]en )(?P<day>\d{1,2})/(?P<month>\d{1,2})(?![\w/]|[.,]\d)"), _day_month),
        Rule("date", _LIFE, _life_year),
    )


DATES = dating.DatePhrasing(
    _year,
    dating.ordinal_days("sv"),
    range_word=" till ",
    decade_ending="-talet",
    decade=_decade,
    year_words=(
        *("år", "året", "sedan", "från", "till", "i", "på", "omkring", "sommaren", "vintern", "hösten", "våren"),
        # the verbs of a life's or a building's dates: "Karl XII dog 1718", "Hon föddes 1962"
        *("dog", "föddes", "avled", "grundades", "byggdes", "invigdes", "bildades", "uppfördes", "stupade"),
        *("född", "död"),
    ),
    own_forms=_date_forms,
)


# Money, units and measures --------------------------------------------------------------------------------------------

# Currencies' everyday names (classes/money.py).
_CURRENCIES = {
    "SEK": (("krona", "kronor"), ("öre", "öre")),
    "EUR": (("euro", "euro"), ("cent", "cent")),
    "USD": (("dollar", "dollar"), ("cent", "cent")),
    "GBP": (("pund", "pund"), ("penny", "pence")),
    "NOK": (("krona", "kronor"), ("öre", "öre")),
    "DKK": (("krona", "kronor"), ("öre", "öre")),
}

MONEY = Money(names=_CURRENCIES, and_cents=" och ", genders={"öre": "neuter"})
# Units whose noun takes another form of the number than the counting one ("eine Stunde", "una tonelada").
# Units as the language abbreviates them after a number, beyond CLDR's short symbols ("sek.").
# A recipe's spoons: "1 tsk salt" is "en tesked salt", "2 msk olja" "två matskedar olja".
_SYMBOLS = {
    "sek": "duration-second",
    "tim": "duration-hour",
    "kvm": "area-square-meter",
    "tsk": "volume-teaspoon",
    "msk": "volume-tablespoon",
}


def _part_of_one(numerator: int, denominator: int) -> str | None:
    """A fraction before a unit, in the genitive of its part: "tre fjärdedels", "en tredjedels"."""
    count, part = numwords.cardinal(numerator, "sv"), _part_ordinal(denominator)
    return count and part and f"{'en' if numerator == 1 else count} {part}dels"


MEASURES = Measures(
    parts_before_unit=True,
    half_counts_one=True,  # "1/2 tsk": "en halv tesked"
    part_of_one=_part_of_one,  # "3/4 dl": "tre fjärdedels deciliter", "1/4 tsk": "en fjärdedels tesked"
    symbols=_SYMBOLS,
    around={"speed-kilometer-per-hour": ("", "kilometer i timmen")},
    # A span after a slash is said as Swedish counts a rate by it, as in "kilometer i timmen" ("900 kr/mån": "niohundra
    # kronor i månaden", "250 kr/tim": "i timmen", "12 000 kr/år": "om året"); other units "per" (CLDR).
    per_words={
        "duration-hour": "i timmen",
        "duration-day": "om dagen",
        "duration-week": "i veckan",
        "duration-month": "i månaden",
        "duration-year": "om året",
    },  # fmt: skip
    per_abbreviations={"mån": "duration-month", "tim": "duration-hour", "dag": "duration-day"},
    genders={
        "duration-hour": "feminine",
        "duration-minute": "feminine",
        "volume-teaspoon": "feminine",
        "volume-tablespoon": "feminine",
        "mass-tonne": "feminine",
        "area-hectare": "feminine",
        "mass-kilogram": "neuter",
        "mass-gram": "neuter",
        "mass-milligram": "neuter",
    },
)

# Number words, scale words and ranges ---------------------------------------------------------------------------------


# Number words: what the libraries leave to the language (number_words.py; numwords.py says them).
# num2words writes 40 and 20th "förtio", "tjugode" for "fyrtio", "tjugonde", and a number below a million apart.
def _tidy(words: str) -> str:
    if "miljon" in words:
        return words
    return words.replace("etttusen", "ettusen").replace("tusen ", "tusen")  # "tvåtusenfemhundra"


# Scale words' short forms as people write them ("3 mdr kronor" beside CLDR's "md"; scale_words.py).
SCALE = ScaleWords(short={"mdr": 9, "mln": 6}, with_currency={"tkr": (3, "SEK"), "mkr": (6, "SEK"), "mdkr": (9, "SEK")})
NUMBER_WORDS = NumberWords(
    decimals=LIBRARY,
    spelling=(("förtio", "fyrtio"), ("tjugode", "tjugonde")),
    leading=(("etthundra", "hundra"), ("etttusen", "ettusen")),
    tidy=_tidy,
    masculine={"ett": "en"},
    feminine={"ett": "en"},
    forms_end_words=True,
    year_as_cardinal=True,
)


# A range: "10-20" said with the word for "to", and after the word before its first end ("mellan 10 och 20").
# A match's score is said with its dash, not "till": a number and a lower or the same one ("vann med 3-1": "tre-ett",
# "Det står 1-1"), or any two after a word that tells a result ("förlorade med 0-2": "noll-två").
_SCORE = re.compile(r"(?P<first>\d(?<![\w.,:/-]\d)\d?)(?P<dash>[-–])(?P<second>\d\d?)(?![\w.,:/-]?\d)")
_RESULT_WORDS = re.compile(
    r"\b(?:vann|vinner|vinst|seger|segrade|förlorade|förlorar|förlust|föll|slutade|slutar|står|stod|ledde|leder|"
    r"ställningen|resultatet|oavgjort)\b(?:[ \u00a0]\w+){0,2}[ \u00a0]$",
    re.IGNORECASE,
)


def _score(match: re.Match[str]) -> str | None:
    first, second = int(match["first"]), int(match["second"])
    if second > first and not _RESULT_WORDS.search(match.string, max(0, match.start() - 40), match.start()):
        return None  # "3-5 år": a range
    said = [numwords.cardinal(number, "sv") for number in (first, second)]
    return None if None in said else f"{said[0]}{match['dash']}{said[1]}"


RANGES = RangeWords(
    "till", after={"mellan": "och"}, rules=lambda: (Rule("range", _SCORE, _score),), rules_read_days=False
)


# Roman numerals and addresses -----------------------------------------------------------------------------------------

# A street's name written short before its number: "-g." is "-gatan", "-v." "-vägen" ("Storg. 12": "Storgatan tolv",
# "Sveav. 44": "Sveavägen fyrtiofyra"); the period is the abbreviation's.
_STREET_ENDINGS = {"g": "gatan", "v": "vägen"}
# The number after it ends the address or goes on with one's parts ("12, Stockholm", "3 i Uppsala", "5 tr", "12B"), not
# with a noun it counts ("Jönköping. 12 år senare").
_SHORT_STREET = re.compile(
    r"(?<![\w.])(?P<name>[A-ZÅÄÖ][a-zåäö]{2,})(?P<end>[gv])\.(?=[ \u00a0]\d{1,4}(?:[A-Z]\b)?"
    r"(?:[ \u00a0]?[,.;:)]|$|[ \u00a0](?:i|tr|lgh|och)\b))"
)


# A flat's number has four digits, its floor's and its own, said in pairs ("lgh 1102": "lägenhet elva noll två",
# "lägenhetsnummer 1203": "tolv noll tre").
_FLAT = re.compile(
    r"(?<![\w.])(?P<word>(?i:lgh)\.?|[Ll]ägenhet(?:snummer)?|[Ll]gh nr\.?)[ \u00a0](?P<number>\d{4})(?![\w,.]\d|\w)"
)


def _flat(match: re.Match[str]) -> str:
    word = match["word"]
    said = word if word[0] in "Ll" and word[1] == "ä" else "lägenhet"
    said = said[0].upper() + said[1:] if word[0].isupper() else said
    return f"{said} {in_pairs(match['number'], 'sv')}"


def _address_rules() -> tuple[Rule, ...]:
    return (
        Rule("address", _SHORT_STREET, lambda match: match["name"] + _STREET_ENDINGS[match["end"]]),
        Rule("address", _FLAT, _flat),
    )


ADDRESSES = Addresses(
    streets={"lgh": "lägenhet"},
    postcode=Postcode(5),
    first=_address_rules,
)

# A regnal number is "den" and the ordinal, masculine "andre" or the common form after a queen ("Kristina den
# andra"); a chapter's number the cardinal.
_ROMAN_CHAPTERS = words("kapitel del akt volym band fas typ nivå klass bok")


def _roman(numeral: Numeral) -> str | None:
    said = _roman_words(numeral)
    # The genitive's "s" is written after a colon on a numeral ("Karl XII:s": "Karl den tolftes", "kapitel IV:s")
    return said and said + ("s" if numeral.suffix == ":s" else "")


def _roman_words(numeral: Numeral) -> str | None:
    if numeral.word_before in _ROMAN_CHAPTERS:
        return numwords.cardinal(numeral.value, "sv")
    if numeral.after_name:
        ruleset = "spellout-ordinal-reale" if numeral.feminine else "spellout-ordinal-masculine"
        ordinal = numwords.spelled_ordinal(numeral.value, "sv", ruleset)
        return ordinal and f"den {ordinal}"
    return None


ROMAN = RomanNumerals(
    _roman,
    chapters=_ROMAN_CHAPTERS,
    suffixes=":s",
    monarchs=words(
        "Gustav Gustaf Karl Carl Erik Johan Kristina Christina Ulrika Eleonora Fredrik Adolf Oskar Magnus Sten "
        "Birger Håkan Valdemar Albrekt Sigismund Elisabet Margareta Viktoria Christian Haakon Olav Harald Margrethe"
    ),
    queens=words("Kristina Christina Ulrika Eleonora Margareta Elisabet Elizabeth Viktoria Victoria Margrethe"),
)

# Electronic addresses and telephone numbers ---------------------------------------------------------------------------
# The words for what web and e-mail addresses are made of (classes/electronic.py finds them).
# A country's domain is spelled ("svt.se": "punkt S E"), but ".nu", which Swedish says as its word "nu".
ELECTRONIC = AddressWords(
    dot="punkt",
    at="snabel-a",
    slash="snedstreck",
    dash="bindestreck",
    underscore="understreck",
    colon="kolon",
    spells_country_domains=True,
    domain_words=frozenset({"nu"}),
)
# How a telephone number is read (classes/telephone.py finds it).
TELEPHONE = PhoneReading(
    "sv", "plus", words=r"tfn|nummer|ring|ringa|ringer|ringde|ringt", emergency_in_digits=True, service_in_pairs=True
)


HOME = Home(
    "sv",
    abbreviations=ABBREVIATIONS,
    counting=COUNTING,
    operators=OPERATORS,
    identifier_words=IDENTIFIER_WORDS,
    fractions=FRACTIONS,
    ordinals=_ordinals,
    numbers=world_numbers("sv"),
    # Dates and times
    times=TIMES,
    dates=DATES,
    # Money, units and measures
    money=MONEY,
    measures=MEASURES,
    # Number words, scale words and ranges
    number_words=NUMBER_WORDS,
    scale=SCALE,
    ranges=RANGES,
    # Roman numerals and addresses
    addresses=ADDRESSES,
    roman=ROMAN,
    # Electronic addresses and telephone numbers
    electronic=ELECTRONIC,
    telephone=TELEPHONE,
)
