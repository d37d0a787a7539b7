"""Finnish: how things are said in Finnish, where CLDR and the number libraries do not say it."""

from __future__ import annotations

import functools
import re

from handler.text.normalize import clock, counting, dating, numwords
from handler.text.normalize.addresses import Addresses, Postcode
from handler.text.normalize.agreement import ByNounEnding
from handler.text.normalize.amounts import Measures, Money, library_names
from handler.text.normalize.cldr import PERCENT_UNIT
from handler.text.normalize.contacts import AddressWords, PhoneReading
from handler.text.normalize.counting import Counting, NounGenders
from handler.text.normalize.fractions import joined_by
from handler.text.normalize.home import Home
from handler.text.normalize.number_words import LIBRARY, NumberWords
from handler.text.normalize.ordinals import dotted
from handler.text.normalize.range_words import RangeWords, opening_hours
from handler.text.normalize.roman_numerals import Numeral, RomanNumerals, capitalised_ordinal, words
from handler.text.normalize.rules import Rule
from handler.text.normalize.world import world_numbers

# The abbreviations people expand when they read aloud, as they say them (the format: classes/abbreviation.py).
ABBREVIATIONS = """
esim. = esimerkiksi
ns. = niin sanottu
$jne. = ja niin edelleen
mm. = muun muassa
ks. = katso
$ym. = ynnä muuta
$yms. = ynnä muuta sellaista
ts. = toisin sanoen
milj. = miljoonaa
mrd. = miljardia
puh. = puhelin
^tri = tohtori
klo = kello
#nro = numero
#n. = noin
#s. = sivu
vrt. = vertaa
$tms. = tai muuta sellaista
yht. = yhteensä
huom. = huomaa
ml. = mukaan lukien
eaa. = ennen ajanlaskun alkua
jaa. = jälkeen ajanlaskun alun
eKr. = ennen Kristusta
jKr. = jälkeen Kristuksen
^prof. = professori
"""

# A number takes its noun's case, which the noun's ending shows ("kolmen ystävän kanssa", "kahdessa vuodessa");
# CLDR says each case. An elative or ablative ending is left alone: a partitive after a number ends so too
# ("naista", "asukasta", "kieltä"), and is far commoner.
_ENDINGS = (
    (("ssa", "ssä"), "inessive"),
    (("lla", "llä"), "adessive"),
    (("lle",), "allative"),
    (("ksi",), "translative"),
    (("seen", "hin", "hen", "han", "hän", "aan", "ään", "oon", "öön", "uun", "yyn", "iin"), "illative"),
    (("n",), "genitive"),  # "kolmen ystävän kanssa": above one, a nominative number's noun is a partitive
)


# The nouns people count most, by the stem their cases take ("henkilö-stä", "ystävä-ltä", "vuode-sta"): after one
# of them, "-sta" and "-lta" are the elative and ablative, not a partitive ("kuudesta henkilöstä").
_STEMS = NounGenders(
    """
    stem: henkilö ystävä talo päivä vuode kuukaude viiko tunni minuuti euro kaupungi maa lapse ihmise naise miehe
      opiskelija työntekijä jäsene asiakkaa kirja kilometri henge perhee koulu sivu osa
    """,
    ("sta", "stä", "lta", "ltä"),
)


# Postpositions after a time or a bare number that give it their case ("klo 21 asti": "kello kahteenkymmeneenyhteen
# asti", "klo 18 alkaen": "kahdeksastatoista alkaen", "klo 12 maissa": "kahdentoista maissa", "31.12. mennessä":
# "kolmanteenkymmenenteenensimmäiseen joulukuuta mennessä"). After a noun that carries the case the number is its
# label, and stays ("sivulta 5 alkaen", "vuoteen 2030 mennessä").
_POSTPOSITIONS = {
    **dict.fromkeys(("asti", "saakka", "mennessä"), "illative"),
    **dict.fromkeys(("alkaen", "lähtien"), "elative"),
    **dict.fromkeys(
        ("jälkeen", "aikaan", "aikoihin", "aikana", "maissa", "tienoilla", "tienoolla", "paikkeilla", "välillä"),
        "genitive",
    ),
}
_POSTPOSITION_AFTER = re.compile(rf"[ \u00a0](?P<word>{'|'.join(_POSTPOSITIONS)})(?!\w)")
_CLOCK_WORDS = frozenset(["klo", "kello", ""])


def _postposition_case(after: str) -> str | None:
    """The case the postposition right after a number or a date gives it (`after`: the text after)."""
    found = _POSTPOSITION_AFTER.match(after)
    return _POSTPOSITIONS[found["word"]] if found else None


def _counted(number: int, words: str, noun: str, before: str) -> str | None:
    if noun == "ennen" or noun.endswith(("kin", "kaan", "kään")):
        return None  # "753 eaa.": "ennen ajanlaskun alkua"; "11 kummassakin joukkueessa": a pronoun's clitic

    if noun in _POSTPOSITIONS:
        if before in _CLOCK_WORDS or before == "auki" or before == "avoinna":
            return counting.spelled(number, "fi", f"spellout-cardinal-{_POSTPOSITIONS[noun]}")
        return words if number < 1000 else None
    if 1000 <= number <= 2100:
        return None  # a year before a genitive ("vuoden 2020 budjetti") or another case ("2020 kesällä") counts nothing
    if before == "ilman":  # "ilman 2 pelaajaa": "ilman kahta pelaajaa", the partitive it asks for
        return counting.spelled(number, "fi", "spellout-cardinal-partitive")
    if _STEMS.gender(noun):
        source = "elative" if noun.endswith(("sta", "stä")) else "ablative"
        return counting.spelled(number, "fi", f"spellout-cardinal-{source}")
    case = next((case for endings, case in _ENDINGS if noun.endswith(endings)), None)
    if case is None or len(noun) < 3 or not counting.has_vowel(noun) or noun.endswith(("sta", "stä", "lta", "ltä")):
        return None
    return counting.spelled(number, "fi", f"spellout-cardinal-{case}")


# Opening hours written as a bare range of hours ("auki 9–17", "avoinna 8–16"): from the first to the second,
# the elative and the illative ("yhdeksästä seitsemääntoista").
_HOURS_BEFORE = re.compile(
    r"\b(?i:auki|avoinna|aukioloaja?t?|palvelemme|vastaanotto|päivystys|arkisin|lauantaisin|sunnuntaisin|klo|kello|"
    r"(?:ma|ti|ke|to|pe|la|su)[–-](?:ma|ti|ke|to|pe|la|su))"
    r":?[ \u00a0]$"
)


def _opening_hours(first: int, last: int) -> str | None:
    since = counting.spelled(first, "fi", "spellout-cardinal-elative")
    until = counting.spelled(last, "fi", "spellout-cardinal-illative")
    return since and until and f"{since} {until}"


def _weekdays(first: str, last: str) -> str:
    """ "ma–pe": "maanantaista perjantaihin", the first day in the elative, the last in the illative ("keskiviikko"
    weakens its "kk" before "-sta": "keskiviikosta")."""
    first, last = (day.removesuffix("na") for day in (first, last))  # CLDR's "maanantaina": on Monday
    since = "keskiviikosta" if first == "keskiviikko" else f"{first}sta"
    until = f"{last}on" if last.endswith("o") else f"{last}hin"  # "keskiviikkoon", "perjantaihin"
    return f"{since} {until}"


# A range of amounts goes from one to the other, the first in the elative, the last in the illative, and the unit
# stays the partitive of a count ("10–20 %": "kymmenestä kahteenkymmeneen prosenttia", "10–15 €": "kymmenestä
# viiteentoista euroa").
_AMOUNT_RANGE = re.compile(
    r"(?<![\w.,:/–-])(?P<first>\d{1,3})[–-](?P<last>\d{1,3})[ \u00a0]?(?P<unit>%|€|euroa\b|prosenttia\b)"
)
_RANGE_UNITS = {"%": "prosenttia", "€": "euroa"}


def _amount_range(match: re.Match[str]) -> str | None:
    first, last = int(match["first"]), int(match["last"])
    if first >= last:
        return None
    since = counting.spelled(first, "fi", "spellout-cardinal-elative")
    until = counting.spelled(last, "fi", "spellout-cardinal-illative")
    unit = _RANGE_UNITS.get(match["unit"], match["unit"])
    return since and until and f"{since} {until} {unit}"


RANGES = RangeWords(
    None,
    rules=lambda: (opening_hours(_HOURS_BEFORE, 16, _opening_hours), Rule("range", _AMOUNT_RANGE, _amount_range)),
    keeps_dash=True,
    weekdays=_weekdays,
)


# A case ending written after a number with a colon ("10:llä", "5:n", "3:ssa"): the number in that case, by CLDR.
_COLON_CASES = (
    *_ENDINGS[:-1],
    (("sta", "stä"), "elative"),
    (("lta", "ltä"), "ablative"),
    (("na", "nä"), "essive"),
    (("tta", "ttä", "ta", "tä", "a", "ä"), "partitive"),
    (("n",), "genitive"),
)


def _before_ending(number: int, words: str, ending: str) -> str:
    """ "10:llä": "kymmene" (+ "llä"); a hyphen's ending ("5-vuotias") keeps the words."""
    ending = ending.removeprefix(":") if ending.startswith(":") else ""
    case = next((case for endings, case in _COLON_CASES if ending.endswith(endings)), None)
    said = case and counting.spelled(number, "fi", f"spellout-cardinal-{case}")
    return said[: -len(ending)] if said and said.endswith(ending) else words


# "prosentti" in the cases an ending after "%" writes ("3 %:iin": "kolmeen prosenttiin", "5 %:n": "viiden
# prosentin"): the number and the noun in the same case.
_PERCENT_CASES = {
    "genitive": "prosentin", "partitive": "prosenttia", "inessive": "prosentissa", "elative": "prosentista",
    "illative": "prosenttiin", "adessive": "prosentilla", "ablative": "prosentilta", "allative": "prosentille",
    "essive": "prosenttina", "translative": "prosentiksi",
}  # fmt: skip


def _unit_before_ending(number: int, unit: str, ending: str) -> str | None:
    case = next((case for endings, case in _COLON_CASES if ending.endswith(endings)), None)
    noun = _PERCENT_CASES.get(case or "") if unit == PERCENT_UNIT else None
    said = noun and counting.spelled(number, "fi", f"spellout-cardinal-{case}")
    return f"{said} {noun[: -len(ending)]}" if said and noun and noun.endswith(ending) else None


_DOUBLE_VOWEL = frozenset(["päivää", "litraa", "grammaa", "miljoonaa", "kertaa", "tuntia"])


# One and a half in its noun's case: "puoli" takes the case, "toista" stays ("1,5 viikossa": "puolessatoista
# viikossa", "1,5 vuoden päästä": "puolentoista vuoden", "1,5 prosenttiin": "puoleentoista prosenttiin").
_HALF_AND_ONE_CASES = (
    (("ssa", "ssä"), "puolessatoista"), (("sta", "stä"), "puolestatoista"), (("lla", "llä"), "puolellatoista"),
    (("lta", "ltä"), "puoleltatoista"), (("lle",), "puolelletoista"), (("ksi",), "puoleksitoista"),
    (("hin", "seen", "aan", "een", "iin", "oon", "uun", "yyn", "ään", "öön"), "puoleentoista"),
    (("n",), "puolentoista"),
)  # fmt: skip


def _one_and_a_half(noun: str, before: str) -> str | None:
    """ "1,5 tuntia": "puolitoista tuntia" before a partitive, and in the case of a noun that shows another."""
    if len(noun) > 4 and (said := next((form for ends, form in _HALF_AND_ONE_CASES if noun.endswith(ends)), None)):
        return said
    partitive = noun.endswith(("ta", "tä", "ia", "iä", "oa", "öä", "ua", "yä", "ea", "eä", *_DOUBLE_VOWEL))
    return "puolitoista" if partitive else None  # not a verb's "-aa" ("1,5 riittää")


# The measures and times counted in halves ("kaksi ja puoli desilitraa"); a percentage or a scale word keeps the
# decimal ("kolme pilkku viisi prosenttia").
_HALVED = frozenset(
    [
        "desilitraa",
        "litraa",
        "senttilitraa",
        "millilitraa",
        "kilogrammaa",
        "kiloa",
        "grammaa",
        "metriä",
        "kilometriä",
        "senttimetriä",
        "millimetriä",
        "tuntia",
        "minuuttia",
        "vuotta",
        "päivää",
        "viikkoa",
        "kuukautta",
    ]
)


COUNTING = Counting(
    _counted,
    half=lambda noun: "puoli",
    one_and_a_half=_one_and_a_half,
    and_a_half=counting.halves_of(_HALVED, "fi", "ja puoli"),
)

# Math operators between numbers, as said (classes/symbol.py).
OPERATORS = {"+": "plus", "=": "on", "×": "kertaa", "·": "kertaa", "÷": "jaettuna", "√": "neliöjuuri"}
# The words that announce a number read digit by digit: a PIN, a postal code (classes/identifier.py).
IDENTIFIER_WORDS = ("pin-koodi", "postinumero", "koodi")


# Fractions -------------------------------------------------------------------------------------------------------


def _finnish(numerator: int, denominator: int) -> str | None:
    count = numwords.cardinal(numerator, "fi")
    part = "kahdes" if denominator == 2 else numwords.ordinal(denominator, "fi")
    if count is None or part is None:
        return None
    return f"{count} {part}osa{'a' if numerator > 1 else ''}"


FRACTIONS = joined_by("fi", _finnish, "ja", "{} ja puoli")


# Ordinals --------------------------------------------------------------------------------------------------------


def _ordinals() -> tuple[Rule, ...]:
    return dotted("fi")


# Dates and times ------------------------------------------------------------------------------------------------------


@functools.cache
def _hour_words() -> dict[str | None, int]:
    return {numwords.cardinal(hour, "fi"): hour for hour in range(25)}  # on first use: the words need this home


def _whole_hour(words: str, after: str) -> str | None:
    """ "klo 21.00 asti": "kello kahteenkymmeneenyhteen asti", the hour in the case its postposition gives."""
    case = _postposition_case(after)
    hour = _hour_words().get(words) if case else None
    return counting.spelled(hour, "fi", f"spellout-cardinal-{case}") if case and hour is not None else None


TIMES = clock.TimePhrasing(
    clock.plain("fi", zero=True),
    clock.seconds_after("fi", clock.one_or_more("sekunti", "sekuntia"), joiner="ja"),
    words_before=r"klo|kello",
    zones=True,
    whole_hour=_whole_hour,
)  # "yhdeksän nolla viisi"


def _day(at: dating.DayAt) -> str | None:
    """A date's day as its ordinal, in the case a postposition after the date gives ("31.12. asti": "kolmanteen-
    kymmenenteenensimmäiseen joulukuuta asti", "1.1.2025 alkaen": "ensimmäisestä tammikuuta")."""
    after = re.sub(r"^\.?[ \u00a0]?(?:\d{4}\.?)?", " ", at.after) if at.after else ""
    case = _postposition_case(after)
    if at.first_of_range or at.last_of_range:  # "5.–7. heinäkuuta": "viidennestä seitsemänteen heinäkuuta"
        case = "elative" if at.first_of_range else "illative"
    if case:
        return numwords.spelled_ordinal(at.number, "fi", f"spellout-ordinal-{case}")
    return numwords.ordinal(at.number, "fi")


DATES = dating.DatePhrasing(lambda value: numwords.year(value, "fi"), _day, range_word=" ")


# Money, units and measures --------------------------------------------------------------------------------------------

MONEY = Money(names=library_names("fi"), and_cents=" ja ")
# Units as the language abbreviates them after a number, beyond CLDR's short symbols ("2 rkl": "kaksi ruokalusikkaa").
MEASURES = Measures(
    symbols={"rkl": "volume-tablespoon", "tl": "volume-teaspoon"},
    before_ending=_unit_before_ending,
    parts_before_unit=True,
)

# Number words, scale words and ranges ---------------------------------------------------------------------------------

# Number words: what the libraries leave to the language (number_words.py; numwords.py says them).
# Finnish writes a number below a million as one word ("kaksituhattaviisisataa") and millions and more apart ("viisi
# miljoonaa viisisataatuhatta"), where num2words writes "viisimiljoonaa".
_MILLIONS = re.compile(r"(?<=[a-zäö])(?=miljoon|miljard|biljoon)")


def _tidy(words: str) -> str:
    return (
        _MILLIONS.sub(" ", words)
        if "miljoona" in words or "miljardi" in words
        else words.replace("tuhatta ", "tuhatta")
    )


NUMBER_WORDS = NumberWords(
    decimals=LIBRARY,
    tidy=_tidy,
)


# Ordinals take the case of their noun, and CLDR has every case's form ("3. sijalle": "kolmannelle sijalle"): the
# case endings that no nominative noun ordinals count ends in, and CLDR's rule set for each. A noun with none of
# them is in the nominative ("2. yritys").
AGREEING_ORDINAL = ByNounEnding(
    lambda number, ruleset: numwords.spelled_ordinal(number, "fi", ruleset),
    (
        (("ssa", "ssä"), "spellout-ordinal-inessive"),
        (("sta", "stä"), "spellout-ordinal-elative"),
        (("lla", "llä"), "spellout-ordinal-adessive"),
        (("lta", "ltä"), "spellout-ordinal-ablative"),
        (("lle",), "spellout-ordinal-allative"),
        (("ksi",), "spellout-ordinal-translative"),
    ),
    otherwise="spellout-ordinal",
)


# Roman numerals and addresses -----------------------------------------------------------------------------------------

ADDRESSES = Addresses(
    streets={"k.": "katu", "as.": "asunto"},
    postcode=Postcode(5),
)

_ROMAN_CHAPTERS = words("luku osa")
# The nouns a numeral written before them counts, as stems of all their cases ("II maailmansodasta": "toisesta
# maailmansodasta", "XX vuosisadalla": "kahdennellakymmenennellä vuosisadalla", "III neljänneksellä").
_ROMAN_NOUNS = ("maailmansot", "maailmansod", "vuosisat", "vuosisad", "vuosituha", "neljännes", "neljännek", "kvartaal")
_REGNAL = capitalised_ordinal("fi", _ROMAN_CHAPTERS)  # "Kaarle Kahdestoista"


def _roman(numeral: Numeral) -> str | None:
    """A numeral before a noun it counts says the ordinal in the noun's case, a genitive noun's in the genitive
    ("II maailmansodan jälkeen": "toisen maailmansodan")."""
    noun = numeral.after.lower()
    if not noun.startswith(_ROMAN_NOUNS):
        return _REGNAL(numeral)
    if noun.endswith("n"):
        return numwords.spelled_ordinal(numeral.value, "fi", "spellout-ordinal-genitive")
    return AGREEING_ORDINAL(numeral.value, noun, numeral.before)


ROMAN = RomanNumerals(
    _roman,
    chapters=_ROMAN_CHAPTERS,
    nouns=_ROMAN_NOUNS,
    monarchs=words("Kaarle Kustaa Juhana Eerik Aleksanteri Nikolai Fredrik Kristiina Elisabet"),
    queens=words("Kristiina Elisabet"),
)

# Electronic addresses and telephone numbers ---------------------------------------------------------------------------
# The words for what web and e-mail addresses are made of (classes/electronic.py finds them).
ELECTRONIC = AddressWords(
    dot="piste", at="ät", slash="kauttaviiva", dash="viiva", underscore="alaviiva", colon="kaksoispiste"
)
# How a telephone number is read (classes/telephone.py finds it).
TELEPHONE = PhoneReading(
    "fi", "plus", words=r"puhelin|soita\w*|soitt\w*|\w*numero\w*", emergency_in_digits=True
)  # "Soita 112": "yksi yksi kaksi"


HOME = Home(
    "fi",
    abbreviations=ABBREVIATIONS,
    counting=COUNTING,
    operators=OPERATORS,
    times_word="kertaa",  # "3 x päivässä": "kolme kertaa päivässä"
    identifier_words=IDENTIFIER_WORDS,
    fractions=FRACTIONS,
    ordinals=_ordinals,
    numbers=world_numbers("fi"),
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
    suffixes_after_numbers=True,  # "14:30-kor", "2024'te": a case ending after a number
    before_ending=_before_ending,
    # Roman numerals and addresses
    addresses=ADDRESSES,
    roman=ROMAN,
    # Electronic addresses and telephone numbers
    electronic=ELECTRONIC,
    telephone=TELEPHONE,
)
