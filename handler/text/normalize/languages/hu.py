"""Hungarian: how things are said in Hungarian, where CLDR and the number libraries do not say it."""

from __future__ import annotations

import re

from handler.text.normalize import clock, dating, numwords
from handler.text.normalize.addresses import ONE_NUMBER, Addresses, Postcode
from handler.text.normalize.amounts import Measures, Money
from handler.text.normalize.cldr import locale_data
from handler.text.normalize.contacts import AddressWords, PhoneReading
from handler.text.normalize.counting import Counting, word_before
from handler.text.normalize.fractions import but_half, joined_by
from handler.text.normalize.home import Home
from handler.text.normalize.number_words import LIBRARY, NumberWords
from handler.text.normalize.numwords import attributive
from handler.text.normalize.ordinals import END, NUMBER, dotted, plain
from handler.text.normalize.range_words import RangeWords
from handler.text.normalize.roman_numerals import BEFORE_ANY_WORD, RomanNumerals, ordinal_before_word, words
from handler.text.normalize.rules import Rule
from handler.text.normalize.scale_words import ScaleWords
from handler.text.normalize.spoken_digits import number_words
from handler.text.normalize.world import world_numbers

# The abbreviations people expand when they read aloud, as they say them (the format: classes/abbreviation.py).
ABBREVIATIONS = """
pl. = például
$stb. = satöbbi
kb. = körülbelül
ún. = úgynevezett
ill. = illetve
vö. = vesd össze
ld. = lásd
i. e. = időszámításunk előtt
i. sz. = időszámításunk szerint
Kr. e. = Krisztus előtt
Kr. u. = Krisztus után
tel. = telefon
max. = maximum
min. = minimum
szül. = született
^dr. = doktor
^ifj. = ifjabb
^id. = idősebb
^özv. = özvegy
krt. = körút
u. = utca
#sz. = szám
+db = darab
+db. = darab
"""

# Numbers agree with nothing in Hungarian; a half before a noun is "fél" ("fél liter").
# One and a half before a noun of time, quantity or scale is "másfél" ("1,5 óra": "másfél óra", "1,5 millió":
# "másfél millió"); before a verb it is the number ("A szorzó 1,5 maradt").
_HALVED = ("óra", "órá", "perc", "nap", "hét", "het", "hónap", "év", "liter", "kiló", "kilogramm", "gramm", "méter",
           "kilométer", "ezer", "millió", "milliárd", "százalék", "fok", "adag", "pohár", "bögre", "kanál")  # fmt: skip
COUNTING = Counting(
    lambda number, words, noun, before: None,
    half=lambda noun: "fél",
    one_and_a_half=lambda noun, before: "másfél" if noun.startswith(_HALVED) else None,
)

# Math operators between numbers, as said (classes/symbol.py).
OPERATORS = {
    "+": "plusz",
    "−": "mínusz",
    "=": "egyenlő",
    "×": "szorozva",
    "·": "szorozva",
    "÷": "osztva",
    "√": "négyzetgyök",
    "§": "paragrafus",
}
# The words that announce a number read digit by digit: a PIN, a postal code (classes/identifier.py).
IDENTIFIER_WORDS = ("pin-kód", "irányítószám", "kód")


# Fractions -------------------------------------------------------------------------------------------------------

_HUNGARIAN_PARTS = {2: "ketted"}


def _hungarian(numerator: int, denominator: int) -> str | None:
    count = numwords.cardinal(numerator, "hu")
    part = _HUNGARIAN_PARTS.get(denominator) or (numwords.ordinal(denominator, "hu") or "").removesuffix("ik")
    if count is None or not part:
        return None
    return re.sub(r"kettő$", "két", count) + part  # one word: "háromnegyed", "kétharmad"


FRACTIONS = joined_by(
    "hu",
    _hungarian,
    "és",
    "{} és fél",
    but_half("fél", _hungarian),
    one_and_a_half="másfél",
    whole_before=(("kettő", "két"),),
)


# Ordinals --------------------------------------------------------------------------------------------------------


def _ordinals() -> list[Rule]:
    return [
        plain("hu", rf"{NUMBER}-(?:ik|adik|edik|odik|ödik|jedik){END}"),
        plain("hu", r"\A\s*(?P<n>\d{1,3})\.(?=\s*\Z)"),  # a number and its period alone: "3." is "harmadik"
        *dotted("hu", said=True),
    ]


# Dates and times ------------------------------------------------------------------------------------------------------

_NUMBERS = clock.plain("hu")


def _hours(hour: int, minute: int, before: str) -> str | None:
    """ "tizennégy harminc"; minutes under ten with the clock's words: "hét óra öt perc"."""
    if 0 < minute < 10:
        words = clock.numbers(hour, minute, "hu")
        return words and f"{numwords.attributive(words[0], 'hu')} óra {words[1]} perc"  # "két óra"
    return _NUMBERS(hour, minute, before)


# An hour alone before "-ig", "-tól", "-ra" is said with "óra" ("18:00-ig": "tizennyolc óráig"); "-kor" joins the
# number ("nyolckor").
def _hours_and_minutes(hour: int, minute: int, before: str) -> str | None:
    """Before seconds, the hour and the minutes with their nouns: "huszonhárom óra ötvenkilenc perc"."""
    words = clock.numbers(hour, minute, "hu")
    return words and f"{numwords.attributive(words[0], 'hu')} óra {numwords.attributive(words[1], 'hu')} perc"


def _whole_hour(words: str, after: str) -> str | None:
    """ "Indulás: 7:00": "hét óra", where the time ends the text or its clause; before a word ("9:00 előtt") or an
    ending ("7:00-kor": "hétkor") the number alone."""
    if not re.match(r"\s*(?:[.,;:!?)]|$)", after) or after.startswith(".") and after[1:2].isdigit():
        return None
    return f"{numwords.attributive(words, 'hu')} óra"


TIMES = clock.TimePhrasing(
    _hours,
    clock.seconds_after("hu", "másodperc"),
    whole_hour=_whole_hour,
    zones=True,
    endings={"ig": "óráig", "tól": "órától", "től": "órától", "ra": "órára", "re": "órára"},
    joined_endings=("kor",),
    hours_before_seconds=_hours_and_minutes,
)


# A date written without its ending before the time something happens at ("14:30-kor", "8 órakor", "9-kor") is when
# it happens: its day takes "-án/-én".
_AT_A_TIME = re.compile(r"\.?[ \u00a0,]*(?:\d{1,2}(?:[:.]\d{2})?-kor|\d{1,2}(?:[:.]\d{2})? órakor)\b")


def _day(at: dating.DayAt) -> str | None:
    """ "harmadika", "harmadikán", "negyedikéig", "elseje": the possessive ordinal and the case ending written after
    the day; the plain ordinal before "napján" and for the first day of a range."""
    words = numwords.ordinal(at.number, "hu")
    if words is None or at.first_of_range or (at.marked and at.after.lstrip().startswith("nap")):
        return words
    if words.endswith("első"):
        words = words[:-4] + "elseje"
    else:
        stem = words[:-2] if words.endswith("ik") else words
        back = next((char in "aáoóuú" for char in reversed(stem) if char in "aáeéiíoóöőuúüű"), True)
        words += "a" if back else "e"
    ending = at.suffix.lstrip("j").lstrip("aáeé") if at.suffix else ""  # "-jén", "-án", "-ától": the ending itself
    if not ending and _AT_A_TIME.match(at.after):
        ending = "n"  # "2024. 05. 03. 14:30-kor": when it happens, "május harmadikán tizennégy harminckor"
    if not ending:
        return words
    if ending == "i":  # "május 3-i": the adjective
        return words + "i"
    return words[:-1] + {"a": "á", "e": "é"}[words[-1]] + ending


# A day of the month without its month, by the ending only a day takes ("15-én": "tizenötödikén", "1-jén":
# "elsején", "3-áig": "harmadikáig"); "15-en" (fifteen of them) is a count.
_DAY_ALONE = re.compile(
    r"(?<![\w.,-])(?P<day>[1-9]|[12]\d|3[01])-(?P<suffix>j?[áé](?:n|ig|tól|től))(?!\w)", re.IGNORECASE
)


def _day_alone(match: re.Match[str]) -> str | None:
    before = re.search(r"(\w+)\.?\s+$", match.string[max(0, match.start() - 20) : match.start()])
    if before and before[1].lower() in locale_data("hu").months:
        return None  # "május 15-én": the whole date's rule says it
    return _day(dating.DayAt(int(match["day"]), suffix=match["suffix"].lower()))


def _date_forms() -> tuple[Rule, ...]:
    return (Rule("date", _DAY_ALONE, _day_alone),)


DATES = dating.DatePhrasing(
    lambda value: numwords.year(value, "hu"),
    _day,
    day_suffix=r"(?:-(?P<suffix>j?(?:[aáeé]?(?:n|ig|tól|től|i|ra|re)|[aáeé]))(?!\w))?",
    own_forms=_date_forms,
)


# Money, units and measures --------------------------------------------------------------------------------------------

# Currencies' everyday names (classes/money.py).
_CURRENCIES = {
    "HUF": (("forint", "forint"), None),
    "EUR": (("euró", "euró"), ("cent", "cent")),
    "USD": (("dollár", "dollár"), ("cent", "cent")),
    "GBP": (("font", "font"), ("penny", "penny")),
}

MONEY = Money(names=_CURRENCIES)
# "Per hour" as said ("kétezer forint óránként"), where CLDR's pattern keeps the slash.
# "mp" (másodperc) is CLDR's Hungarian second, a unit the shared table leaves out ("s" is too often no unit).
MEASURES = Measures(per_words={"duration-hour": "óránként"}, symbols={"mp": "duration-second"})

# Number words, scale words and ranges ---------------------------------------------------------------------------------

# Number words: what the libraries leave to the language (number_words.py; numwords.py says them).
# Two is "két" inside a number and before "whole" ("tizenkétezer", "két egész öt tized") and "kettő" at its end
# ("kétezer-kettő"), where num2words writes "tizenkettőezer" and "kétezer-két".
_TWO_INSIDE = re.compile(r"kettő(?=[a-záéíóöőúüű])")
_TWO_AT_END = re.compile(r"két$")


# Before "egész" and the decimal's parts ("tized", "század", "ezred") two is "két" too: "egy egész két tized".
_TWO_BEFORE_PART = re.compile(r"kettő(?= (?:egész|tized|század|ezred|tízezred|százezred|milliomod)\b)")


def _two(words: str) -> str:
    return _TWO_BEFORE_PART.sub("két", _TWO_AT_END.sub("kettő", _TWO_INSIDE.sub("két", words)))


NUMBER_WORDS = NumberWords(
    decimals=LIBRARY,
    tidy=_two,
    masculine={"kettő": "két"},
    feminine={"kettő": "két"},
    neuter={"kettő": "két"},
    forms_end_words=True,
)


# A number before a case or derivational ending written after a hyphen: the stem the ending takes ("2-szer":
# "kétszer", "3-an": "hárman", "2-es": "kettes", "1-gyel": "eggyel", "4-gyel": "néggyel").
_STEMS = (
    ("kettő", ("sz",), "két"),
    ("kettő", tuple("aeiouáéíóöőúüű"), "kett"),
    ("három", tuple("aá"), "hárm"),
    ("hét", tuple("eé"), "het"),
    ("egy", ("gy",), "eg"),
    ("négy", ("gy",), "nég"),
)


def _before_ending(number: int, words: str, ending: str) -> str:
    head, _, last = words.rpartition(" ")
    for written, starts, stem in _STEMS:
        if last.endswith(written) and ending.startswith(starts):
            return (f"{head} " if head else "") + last[: -len(written)] + stem
    return words


# A range of hours closed by "óráig" or "-ig" ("10–18 óráig", "8–12-ig"): its first end takes "-tól/-től" (_from:
# "tíztől", "nyolctól", "nullától"); the second is read with its own ending.
_BACK_VOWELS = re.compile(r"[aáoóuú][^aáeéiíoóöőuúüű]*$")


def _hours_from(match: re.Match[str]) -> str | None:
    first = int(match["first"])
    said = number_words(first, "hu")
    if first >= int(match["last"]) or not said:
        return None
    return f"{_from(said)} "


# A range whose second end takes the ordinal's period is of ordinals ("a 10–20. oldalt": "a tizedik–huszadik
# oldalt", "A 4–6. fejezet"); a range before a noun says both ends as before one ("2–3 óra": "két–három óra").
_RANGE = r"(?P<first>\d(?<![\w.,:/-]\d)\d{0,3})(?P<dash>[ \u00a0]?[-–][ \u00a0]?)(?P<last>\d{1,4})"
_ORDINAL_RANGE = re.compile(rf"{_RANGE}\.(?=[ \u00a0][a-záéíóöőúüű])")
_RANGE_BEFORE_NOUN = re.compile(
    r"(?P<first>\d(?<![\w.,:/-]\d)\d{0,3})(?P<dash>[ \u00a0]?[-–][ \u00a0]?)(?=\d{1,4}[ \u00a0][a-záéíóöőúüű])"
)


def _after_month(match: re.Match[str]) -> bool:
    return word_before(match.string, match.start()) in locale_data("hu").months  # "május 3–5.": days


def _ordinal_range(match: re.Match[str]) -> str | None:
    ends = [numwords.ordinal(int(match[end]), "hu") for end in ("first", "last")]
    if _after_month(match) or None in ends or int(match["first"]) >= int(match["last"]):
        return None
    return f"{ends[0]}{match['dash']}{ends[1]}"


def _range_before_noun(match: re.Match[str]) -> str | None:
    """The first end, as the noun after the second counts it; the second is read with its noun or unit."""
    after = re.sub(r"^\d+", "", match.string[match.end() : match.end() + 24])
    if _after_month(match) or not NOUN_AFTER.match(after) or after.lstrip().startswith(_NOT_COUNTED):
        return None
    return f"{attributive(number_words(int(match['first']), 'hu'), 'hu')}{match['dash']}"


# A range before "között" (between) is said with "és" between its ends, as the postposition asks ("2010–2014 között":
# "kétezer-tíz és kétezer-tizennégy között", "8–16 óra között": "nyolc és tizenhat óra között", "a 18–25 év
# közöttiek"); a noun between the second end and "között" is counted by both ends.
_RANGE_BETWEEN = re.compile(
    r"(?P<first>\d(?<![\w.,:/-]\d)\d{0,3})[ \u00a0]?[-–][ \u00a0]?"
    r"(?=\d{1,4}(?P<noun>[ \u00a0][a-záéíóöőúüű]+){0,2}[ \u00a0]között)"
)


def _range_between(match: re.Match[str]) -> str | None:
    said = number_words(int(match["first"]), "hu")
    return said and f"{attributive(said, 'hu') if match['noun'] else said} és "


def _from(words: str) -> str:
    """ "-tól/-től" after a word, its last "a" or "e" lengthened ("szerdától", "hétfőtől", "nyolctól")."""
    stem = words[:-1] + {"a": "á", "e": "é"}.get(words[-1], words[-1])
    return f"{stem}{'tól' if _BACK_VOWELS.search(stem) else 'től'}"


def _until(words: str) -> str:
    return words[:-1] + {"a": "á", "e": "é"}.get(words[-1], words[-1]) + "ig"  # "péntekig", "szerdáig"


def _weekdays(first: str, last: str) -> str:
    """ "H–P": "hétfőtől péntekig", the first day in the ablative, the last in the terminative."""
    return f"{_from(first)} {_until(last)}"


# Whole hours after the days or the words of opening hours go from one to the other ("Nyitva: H–P 8–16": "hétfőtől
# péntekig nyolctól tizenhatig", "Ügyfélfogadás: 9–12"); a range before a noun is left to the rules below.
_OPENING_HOURS = re.compile(
    r"(?P<first>\d(?<![\w.,:/-]\d)\d?)[ \u00a0]?[-–][ \u00a0]?(?P<last>\d\d?)"
    r"(?![\w.,:/-]?\d|-|[ \u00a0]?(?:ór[aá]|h\b))"
)
_OPENING_WORDS = re.compile(
    r"(?:\b(?i:nyitva|nyitvatartás|ügyfélfogadás|rendelés|hétfő|kedd|szerda|csütörtök|péntek|szombat|vasárnap)"
    r"|\b(?:[HKPV]|Sze|Cs|Szo))(?:tól|től|ig)?[:,]?[ \u00a0]$"
)


def _opening_hours(match: re.Match[str]) -> str | None:
    first, last = int(match["first"]), int(match["last"])
    if not 0 <= first < last <= 24 or not _OPENING_WORDS.search(
        match.string, max(0, match.start() - 20), match.start()
    ):
        return None
    return f"{_from(number_words(first, 'hu'))} {_until(number_words(last, 'hu'))}"


RANGES = RangeWords(
    None,
    weekdays=_weekdays,
    rules=lambda: (
        Rule("range", _OPENING_HOURS, _opening_hours),
        Rule("range", _RANGE_BETWEEN, _range_between),
        Rule(
            "range",
            re.compile(
                r"(?P<first>\d(?<![\w.,:/-]\d)\d?)[ \u00a0]?[-–][ \u00a0]?"
                r"(?=(?P<last>\d\d?)(?:[ \u00a0]óráig\b|-ig\b))"
            ),
            _hours_from,
        ),
        Rule("range", _ORDINAL_RANGE, _ordinal_range),
        Rule("range", _RANGE_BEFORE_NOUN, _range_before_noun),
    ),
    keeps_dash=True,
)
_NOT_COUNTED = (*locale_data("hu").months, "ezer", "millió", "milliárd")  # a date, a scale word after a range


# A noun right after a number: "két levél" (the counting form is "kettő"); not a conjunction, an operator or a verb of
# being ("2 + 2 = 4": "kettő plusz kettő egyenlő négy", "Az eredmény 2 lett": "kettő lett").
NOUN_AFTER = re.compile(
    r"[ \u00a0](?!(?:és|vagy|meg|plusz|mínusz|egyenlő|szorozva|osztva|per|is|volt|lett|lesz|van|marad|maradt)\b)"
    r"[a-záéíóöőúüű]{2}"
)


# A number and its scale word are one word: "kétmilliárd forint".
SCALE = ScaleWords(joined=True)


# Roman numerals and addresses -----------------------------------------------------------------------------------------

# "Kossuth Lajos u. 12.": the period marks the house number, it is not said (read after "u." is "utca"). The kinds
# of public place a Hungarian address names before its number.
_PLACES = sorted(words("utca út útja körút tér tere köz sor sétány rakpart fasor park liget lakótelep dűlő lépcső"))
_AFTER_PLACE = "|".join(f"(?<={place} )" for place in _PLACES)
_HOUSE = re.compile(rf"(?:{_AFTER_PLACE})(\d{{1,4}})\.(?=,|\s+[a-záéíóöőúüű])")
# A text that is an address alone ("Kossuth u. 12.", "Budapest, Váci út 45.", "Lakcím: Petőfi tér 3."): its last
# period is the house number's, not a sentence's.
_ADDRESS_BEFORE = re.compile(
    rf"(?:[^\W\d_]+: )?(?:[a-záéíóöőúüű-]+ )?(?:[A-ZÁÉÍÓÖŐÚÜŰ][\w.-]*,? )+(?:{'|'.join(_PLACES)}) "
)  # a label, a postcode (read before), the town and the street's name
_LAST_HOUSE = re.compile(r"(?<= )(\d{1,4})\.$")


def _address_rules() -> tuple[Rule, ...]:
    return (Rule("address", _HOUSE, _house), Rule("address", _LAST_HOUSE, _house_alone))


def _house(match: re.Match[str]) -> str:
    return number_words(int(match[1]), "hu")


def _house_alone(match: re.Match[str]) -> str | None:
    """The last house number of a text that is an address alone ("Kossuth u. 12.", "Budapest, Váci út 45."): its
    period is the number's, not a sentence's ("A bolt a Fő utca 5." keeps it)."""
    if not _ADDRESS_BEFORE.fullmatch(match.string, 0, match.start()):
        return None
    return _house(match)


# "Kr. u. 476" is "Krisztus után", not a street's "u." (utca): read before the street words.
_AFTER_CHRIST = re.compile(r"(?<![\w.])Kr\.[ \u00a0]?u\.(?=[ \u00a0]?\d)")

ADDRESSES = Addresses(
    streets={"u.": "utca", "krt.": "körút", "ltp.": "lakótelep", "em.": "emelet", "ajtó": "ajtó"},
    postcode=Postcode(4, ONE_NUMBER),
    first=lambda: (Rule("abbreviation", _AFTER_CHRIST, lambda match: "Krisztus után"),),
    last=_address_rules,
)

# The ordinal is written before its word, with a period: "XIX. század", "IV. Béla".
ROMAN = RomanNumerals(
    ordinal_before_word("hu"),
    monarchs=words("Béla István László Lajos András Endre Ferenc Ulászló Károly Mátyás Géza Imre Lipót József"),
    period=BEFORE_ANY_WORD,
)

# Electronic addresses and telephone numbers ---------------------------------------------------------------------------
# The words for what web and e-mail addresses are made of (classes/electronic.py finds them).
ELECTRONIC = AddressWords(
    dot="pont", at="kukac", slash="per", dash="kötőjel", underscore="alsóvonás", colon="kettőspont"
)
# How a telephone number is read (classes/telephone.py finds it).
TELEPHONE = PhoneReading("hu", "plusz", groups="numbers", words=r"telefonszám\w*|hívjon|hívja")


HOME = Home(
    "hu",
    abbreviations=ABBREVIATIONS,
    counting=COUNTING,
    operators=OPERATORS,
    identifier_words=IDENTIFIER_WORDS,
    fractions=FRACTIONS,
    ordinals=_ordinals,
    numbers=world_numbers("hu"),
    # Dates and times
    times=TIMES,
    dates=DATES,
    # Money, units and measures
    money=MONEY,
    measures=MEASURES,
    # Number words, scale words and ranges
    number_words=NUMBER_WORDS,
    ranges=RANGES,
    suffixes_after_numbers=True,  # "14:30-kor", "2024'te": a case ending after a number
    before_ending=_before_ending,
    noun_after=NOUN_AFTER,
    scale=SCALE,
    # Roman numerals and addresses
    addresses=ADDRESSES,
    roman=ROMAN,
    # Electronic addresses and telephone numbers
    electronic=ELECTRONIC,
    telephone=TELEPHONE,
)
