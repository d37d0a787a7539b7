"""Estonian: how things are said in Estonian, where CLDR and the number libraries do not say it."""

from __future__ import annotations

import re

from handler.text.normalize import agreement, clock, counting, dating, numwords
from handler.text.normalize.addresses import Addresses, Postcode
from handler.text.normalize.amounts import Measures, Money
from handler.text.normalize.cldr import PERCENT_UNIT, month_names, unit_noun
from handler.text.normalize.contacts import AddressWords, PhoneReading
from handler.text.normalize.counting import AFTER_NOUN, Counting
from handler.text.normalize.fractions import but_half, joined_by
from handler.text.normalize.home import Home
from handler.text.normalize.number_words import NumberWords
from handler.text.normalize.ordinals import dotted
from handler.text.normalize.range_words import RangeWords, opening_hours
from handler.text.normalize.roman_numerals import RomanNumerals, before_its_noun, words
from handler.text.normalize.rules import Rule
from handler.text.normalize.world import world_numbers

# The abbreviations people expand when they read aloud, as they say them (the format: classes/abbreviation.py).
ABBREVIATIONS = """
nt = näiteks
nt. = näiteks
jne = ja nii edasi
$jne. = ja nii edasi
s.t = see tähendab
st = see tähendab
nn = nõndanimetatud
vt = vaata
tel = telefon
^dr = doktor
^prof = professor
#nr = number
#lk = lehekülg
#u. = umbes
#u = umbes
mh. = muu hulgas
sh. = sealhulgas
^hr. = härra
^pr. = proua
^hr = härra
^pr = proua
$jt = ja teised
$jms = ja muud sellised
$jm = ja muud
v.a = välja arvatud
s.o = see on
vrd = võrdle
e.m.a = enne meie ajaarvamist
eKr = enne Kristust
pKr = pärast Kristust
"""

# A number takes its noun's case: the genitive stem with the case's ending ("kolmes linnas", "kahele lapsele"), and
# the bare genitive before the comitative, terminative, essive and abessive ("kolme sõbraga", "ilma kahe ...").
_GENITIVES = {
    "üks": "ühe", "kaks": "kahe", "kolm": "kolme", "neli": "nelja", "viis": "viie", "kuus": "kuue",
    "seitse": "seitsme", "kaheksa": "kaheksa", "üheksa": "üheksa", "kümme": "kümne", "sada": "saja",
    "tuhat": "tuhande",
}  # fmt: skip
_ENDINGS = ("sse", "st", "lt", "le", "ks", "s", "l")
# Postpositions after a genitive noun: the number before it is a genitive too ("5 päeva pärast": "viie päeva pärast").
_POSTPOSITIONS = frozenset(
    [
        "pärast", "eest", "jooksul", "vahel", "järel", "ees", "taga", "juures", "kohta", "tõttu", "abil", "kaupa",
        "sees", "võrra", "kaugusel", "ulatuses", "vältel", "asemel",
    ]
)  # fmt: skip
# Prepositions before a genitive: "üle 100 inimese" is "üle saja inimese", "alla 40 minuti" "alla neljakümne".
_GENITIVE_PREPOSITIONS = frozenset(["üle", "alla"])
_VOWELS = "aeiouõäöü"


def _genitive(words: str) -> str | None:
    said = []
    for word in words.split():
        if word == "ükssada":
            said.append("saja")  # "üle saja inimese", as people say a hundred
        elif word in _GENITIVES:
            said.append(_GENITIVES[word])
        elif word.endswith("teist") and word[:-5] in _GENITIVES:  # "kaksteist": "kaheteistkümne"
            said.append(_GENITIVES[word[:-5]] + "teistkümne")
        elif word.endswith("kümmend") and word[:-7] in _GENITIVES:  # "kakskümmend": "kahekümne"
            said.append(_GENITIVES[word[:-7]] + "kümne")
        elif word.endswith("sada") and word[:-4] in _GENITIVES:  # "üheksasada": "üheksasaja"
            said.append(_GENITIVES[word[:-4]] + "saja")
        else:
            return None
    return " ".join(said)


def _before_ending(number: int, words: str, ending: str) -> str:
    """A word joined to a number by a hyphen takes the number's genitive ("5-aastane": "viieaastane", "3-toaline",
    "2-kordne"), and so do the case endings written so ("5-ga": "viiega", "10-st": "kümnest"); not a partitive's
    "-t"."""
    if not ending[:1].isalpha() or (ending[:1] == "t" and not ending[1:2].isalpha()):
        return words
    return _genitive(words) or words


# "pärast" before its noun is a preposition that takes the partitive, the number's too ("pärast 3 tundi": "pärast
# kolme tundi", "pärast 5 minutit": "pärast viit minutit"); one to ten, as said.
_PARTITIVES = {
    "üks": "üht", "kaks": "kaht", "kolm": "kolme", "neli": "nelja", "viis": "viit", "kuus": "kuut", "seitse": "seitset",
    "kaheksa": "kaheksat", "üheksa": "üheksat", "kümme": "kümmet",
}  # fmt: skip


def _counted(number: int, words: str, noun: str, before: str) -> str | None:
    genitive = _genitive(words)
    if genitive and before in _GENITIVE_PREPOSITIONS:
        return genitive
    if before == "pärast" and words in _PARTITIVES:
        return _PARTITIVES[words]
    if number >= 1000:
        return None  # a year before a genitive ("vuoden 2020 budjetti") counts nothing
    if genitive is None or len(noun) < 4:
        return None
    comitative = noun.endswith("ga") and counting.syllables(noun, _VOWELS) >= 2  # "2 toaga": "kahe toaga"
    if (
        comitative
        or (noun.endswith(("ni", "na")) and counting.syllables(noun, _VOWELS) >= 3)
        or (before == "ilma" and noun.endswith("ta"))
    ):
        return genitive
    if before.startswith(AFTER_NOUN):
        return genitive  # "viie päeva pärast", "nelja inimese vahel"
    ending = next((ending for ending in _ENDINGS if noun.endswith(ending)), None)
    if ending is None or (ending in ("s", "l") and noun[-2:-1] not in _VOWELS):
        return None  # "hotell": a nominative
    if ending == "st" and before == "alates":
        return " ".join(word + ending for word in genitive.split())  # "alates 5 eurost": from five euros
    if (ending == "st" and not noun.endswith("sest")) or (ending == "lt" and counting.syllables(noun, _VOWELS) < 2):
        return None  # a partitive after a number ends so too ("kolm last", "25 inimest", "neli keelt")
    return " ".join(word + ending for word in genitive.split())


def _one_and_a_half(noun: str, before: str) -> str | None:
    """ "1,5 tundi": "poolteist tundi", before a partitive; a case ending or a postposition declines it."""
    return None if before.startswith(AFTER_NOUN) or noun.endswith((*_ENDINGS, "b")) else "poolteist"  # not "jääb"


COUNTING = Counting(_counted, half=lambda noun: "pool", postpositions=_POSTPOSITIONS, one_and_a_half=_one_and_a_half)

# Math operators between numbers, as said (classes/symbol.py).
OPERATORS = {"+": "pluss", "=": "on", "×": "korda", "·": "korda", "÷": "jagatud", "√": "ruutjuur", "§": "paragrahv"}
# The words that announce a number read digit by digit: a PIN, a postal code (classes/identifier.py).
IDENTIFIER_WORDS = ("pin-kood", "postiindeks", "kood")


# Fractions -------------------------------------------------------------------------------------------------------

_ESTONIAN_PARTS = {
    2: "kahendik", 3: "kolmandik", 4: "neljandik", 5: "viiendik", 6: "kuuendik", 7: "seitsmendik", 8: "kaheksandik",
    9: "üheksandik", 10: "kümnendik", 100: "sajandik", 1000: "tuhandik",
}  # fmt: skip


def _estonian(numerator: int, denominator: int) -> str | None:
    count, part = numwords.cardinal(numerator, "et"), _ESTONIAN_PARTS.get(denominator)
    if count is None or part is None:
        return None
    return f"{count} {part}{'ku' if numerator > 1 else ''}"


FRACTIONS = joined_by("et", _estonian, "ja", "{} ja pool", but_half("pool", _estonian))


# Ordinals --------------------------------------------------------------------------------------------------------


def _ordinals() -> tuple[Rule, ...]:
    return dotted("et")


# Dates and times ------------------------------------------------------------------------------------------------------

TIMES = clock.TimePhrasing(
    clock.plain("et", zero=True),
    clock.seconds_after("et", clock.one_or_more("sekund", "sekundit"), joiner="ja"),
    words_before=r"kell",
    zones=True,
)


# A numeric date's day and month are said in the adessive ("kümnendal juunil": on the tenth of June), or in the
# nominative after "on" ("Tähtaeg on kolmekümne esimene detsember", CLDR's name); the year is the cardinal.
_MONTHS_ADESSIVE = (
    "jaanuaril", "veebruaril", "märtsil", "aprillil", "mail", "juunil", "juulil", "augustil", "septembril",
    "oktoobril", "novembril", "detsembril",
)  # fmt: skip


def _date(day: int, month: int, year: int | None, before: str) -> str | None:
    """ "viieteistkümnendal augustil tuhat üheksasada üheksakümmend"; "on kolmekümne esimene detsember"."""
    case = "nominative" if re.search(r"\bon\s$", before) else "adessive"
    month_word = (month_names("et") if case == "nominative" else _MONTHS_ADESSIVE)[month - 1]
    year_said = f" {numwords.cardinal(year, 'et')}" if year is not None else ""
    return f"{_ordinal(day, case)} {month_word}{year_said}"


def _day(at: dating.DayAt) -> str | None:
    """ "31. detsember": the day agrees with the month as written; the first day of a range is the cardinal."""
    if at.month:
        return agreement.agreeing_ordinal(at.number, "et", noun=at.month, before="")
    return numwords.cardinal(at.number, "et")


# A whole hour after "kella" (the clock's genitive) is in the case the word around it gives: "kuni kella 20": "kuni
# kella kahekümneni" (the terminative), "alates kella 10": "kümnest" (the elative), "enne kella 9", "pärast kella
# 18": "üheksat", "kaheksateistkümmet" (the partitive), "kella 10 paiku": "kümne paiku" (the genitive).
_CLOCK_CASE = re.compile(
    r"(?:(?P<preposition>\b(?:[Kk]uni|[Aa]lates|[Ee]nne|[Pp]ärast))\s+)?kella\s(?P<hour>\d(?<![\w.,:]\d)\d?)"
    r"(?:[.:]00)?(?![\w.,:]?\d|-)(?P<postposition>\s+(?:paiku|ajal|ajaks|ringis|kandis|järel|eel)\b)?"
)


def _partitive(words: str) -> str | None:
    """ "üheksa": "üheksat", "kaheksateist": "kaheksateistkümmet", "kakskümmend üks": "kakskümmend üht"."""
    head, _, last = words.rpartition(" ")
    if last in _PARTITIVES:
        said = _PARTITIVES[last]
    elif last.endswith("teist") and last[:-5] in _PARTITIVES:
        said = f"{last}kümmet"
    elif last.endswith("kümmend"):
        said = last
    else:
        return None
    return f"{head} {said}".strip()


def _clock_case(match: re.Match[str]) -> str | None:
    hour, preposition = int(match["hour"]), (match["preposition"] or "").lower()
    words = numwords.cardinal(hour, "et") if 0 < hour <= 24 else None
    genitive = words and _genitive(words)
    if not (preposition or match["postposition"]) or not words or not genitive:
        return None
    if preposition == "kuni":
        said: str | None = f"{genitive}ni"
    elif preposition == "alates":
        said = " ".join(f"{word}st" for word in genitive.split())
    elif preposition:
        said = _partitive(words)
    else:
        said = genitive
    opening = f"{match['preposition']} " if match["preposition"] else ""
    return said and f"{opening}kella {said}{match['postposition'] or ''}"


DATES = dating.DatePhrasing(
    lambda value: numwords.year(value, "et"),
    _day,
    whole=_date,
    own_forms=lambda: (Rule("time", _CLOCK_CASE, _clock_case),),
)


# Money, units and measures --------------------------------------------------------------------------------------------

# Currencies' everyday names (classes/money.py).
_CURRENCIES = {"EUR": (("euro", "eurot"), ("sent", "senti")), "USD": (("dollar", "dollarit"), ("sent", "senti"))}

MONEY = Money(names=_CURRENCIES, and_cents=" ja ")
# Units as the language abbreviates them after a number, beyond CLDR's short symbols ("sek.").


def _unit_before_ending(number: int, unit: str, ending: str) -> str | None:
    """ "6%-ni": "kuue protsendi" (+ "ni"), "5%-st": "viiest protsendi" (+ "st"): a percentage in the case its
    ending gives, the number in the genitive, or with the same ending where the case takes one on each word."""
    genitive = _genitive(numwords.cardinal(number, "et") or "") if unit == PERCENT_UNIT and number < 1000 else None
    if genitive is None or ending not in (*_ENDINGS, "ga", "ni", "na", "ta"):
        return None
    said = genitive if ending in ("ga", "ni", "na", "ta") else " ".join(word + ending for word in genitive.split())
    return f"{said} protsendi"


# Units as the language abbreviates them after a number, beyond CLDR's short symbols ("2 sl": "kaks supilusikat").
_SYMBOLS = {"sek": "duration-second", "sl": "volume-tablespoon", "tl": "volume-teaspoon"}
# Before a postposition a unit is a genitive, and so its number ("5% võrra": "viie protsendi võrra", "2 km
# kaugusel": "kahe kilomeetri kaugusel"): CLDR's partitive without its "t", or the noun's own genitive.
_UNIT_GENITIVES = {"protsenti": "protsendi", "tundi": "tunni"}


def _declined(unit: str, number: int, before: str) -> str | None:
    if not before.startswith(AFTER_NOUN):
        return None
    noun = "kraadi" if unit == "temperature-celsius" else unit_noun(unit, 2, "et")[0]
    return _UNIT_GENITIVES.get(noun) or (noun[:-1] if noun.endswith("t") else noun)


# A temperature is said in degrees, as people say it ("25 °C sooja": "kakskümmend viis kraadi sooja"), where CLDR
# names the scale ("Celsiuse kraadi").
MEASURES = Measures(
    symbols=_SYMBOLS,
    before_ending=_unit_before_ending,
    agree=True,
    declined=_declined,
    parts_before_unit=True,
    names={"temperature-celsius": ("kraad", "kraadi")},
)

# Number words, scale words and ranges ---------------------------------------------------------------------------------

# Number words: what the libraries leave to the language (number_words.py; numwords.py says them).
# Ordinals (CLDR has no Estonian ordinal rules): the nominative and the genitive (the stem of the other cases) of
# 1-9; the teens and tens are built on the cardinal's first part ("kolmeteistkümnes", "kahekümnes"), and a compound
# says the tens' genitive before the unit's ordinal ("kahekümne esimene").
_ORDINAL_UNITS = [
    ("esimene", "esimese"), ("teine", "teise"), ("kolmas", "kolmanda"), ("neljas", "neljanda"), ("viies", "viienda"),
    ("kuues", "kuuenda"), ("seitsmes", "seitsmenda"), ("kaheksas", "kaheksanda"), ("üheksas", "üheksanda"),
]  # fmt: skip
_ORDINAL_PREFIXES = ["ühe", "kahe", "kolme", "nelja", "viie", "kuue", "seitsme", "kaheksa", "üheksa"]
# The endings of the cases a noun shows, on the genitive stem: "kolmandal korrusel".
_CASE_ENDINGS = {
    "genitive": "", "partitive": "t", "adessive": "l", "allative": "le", "ablative": "lt", "translative": "ks",
    "elative": "st", "inessive": "s",
}  # fmt: skip


def _ordinal(number: int, case: str = "nominative") -> str | None:
    """ "kolmas"; in the genitive "kolmanda", the adessive "kolmandal", ...; "kahekümne neljandal" (24); above a
    hundred the genitive of the rest before the last two digits' ordinal ("2024. aastal": "kahe tuhande kahekümne
    neljandal aastal")."""
    if 100 < number < 10000 and number % 100:
        head = numwords.cardinal(number - number % 100, "et")
        genitive, last = head and _genitive(head.removeprefix("üks ")), _ordinal(number % 100, case)
        return genitive and last and f"{genitive} {last}"
    if not 0 < number < 100:
        return None
    tens, units = divmod(number, 10)
    if number < 10:
        nominative, genitive = _ORDINAL_UNITS[number - 1]
        if case == "partitive" and genitive.endswith("se"):
            return genitive[:-1] + "t"  # "esimest", "teist"
        return nominative if case == "nominative" else genitive + _CASE_ENDINGS.get(case, "")
    if tens > 1 and units:
        return f"{_ORDINAL_PREFIXES[tens - 1]}kümne {_ordinal(units, case)}"
    stem = f"{_ORDINAL_PREFIXES[units - 1]}teist" if tens == 1 and units else _ORDINAL_PREFIXES[tens - 1]
    stem = "kümne" if number == 10 else f"{stem}kümne"
    return f"{stem}s" if case == "nominative" else f"{stem}nda{_CASE_ENDINGS.get(case, '')}"


NUMBER_WORDS = NumberWords(
    rulesets={"cardinal": "spellout-numbering"},
    minus="miinus",
    point="koma",
    # a hundred is "sada" as people read it ("186 km": "sada kaheksakümmend kuus"); "ükssada" is for emphasis or money
    spelling=(("ükssada", "sada"),),
    leading=(("üks tuhat", "tuhat"), ("üks miljon", "miljon")),
    ordinal=_ordinal,
)


# Ordinals take their noun's case too; only the endings that a nominative noun ordinals count does not end in are
# read ("2. korrusel": "teisel korrusel"). The genitive, partitive and nominative share their endings, so a noun in
# one of them leaves the ordinal as written.
# The comitative's attribute is a genitive ("4. kohaga": "neljanda kohaga").
_ORDINAL_CASES = (("lt", "ablative"), ("le", "allative"), ("ks", "translative"), ("ga", "genitive"))
# The forms of the nouns that ordinals count most (a place, a time, a century, a chapter), whose endings alone do not
# tell their case: "kolmanda koha", "kolmandat korda", "üheksateistkümnenda sajandi", "neljandat peatükki".
_ORDINAL_NOUN_FORMS = {
    "koht": "nominative", "koha": "genitive", "kohta": "partitive",
    "kord": "nominative", "korra": "genitive", "korda": "partitive",
    "sajand": "nominative", "sajandi": "genitive", "sajandit": "partitive",
    "peatükk": "nominative", "peatüki": "genitive", "peatükki": "partitive",
    "maailmasõda": "nominative", "maailmasõja": "genitive", "maailmasõjas": "inessive",
    "aastatuhat": "nominative", "aastatuhande": "genitive", "aastatuhandel": "adessive",
    "kvartal": "nominative", "kvartali": "genitive", "kvartalis": "inessive", "kvartalit": "partitive",
    "klass": "nominative", "klassi": "genitive", "klassis": "inessive",
}  # fmt: skip
# "pärast", "enne" and "peale" before a noun take its partitive ("pärast II maailmasõda": "pärast teist").
_PARTITIVE_BEFORE = frozenset(["pärast", "enne", "peale"])


def _ordinal_case(noun: str) -> str | None:
    """The case a noun's ending shows, where only one case ends so: "korrusel" is adessive."""
    if noun in month_names("et"):
        return "nominative"  # "31. detsember"
    if noun.endswith("ni") and f"{noun[:-2]}l" in _MONTHS_ADESSIVE:
        return "genitive"  # "kuni 31. detsembrini": a terminative's attribute is a genitive
    case = _ORDINAL_NOUN_FORMS.get(noun) or next((case for end, case in _ORDINAL_CASES if noun.endswith(end)), None)
    after_vowel = len(noun) > 3 and noun[-2] in _VOWELS
    if case is None and noun.endswith("l") and after_vowel:
        case = "adessive"  # "korrusel", "mail"; not "hotell"
    if case is None and noun.endswith("st") and len(noun) > 3 and noun[-3] in _VOWELS:
        case = "elative"  # "majast"; not "tekst"
    return case


# After a copula an ordinal before a noun in "-e" names what a thing is, in the nominative ("See on 1. katse":
# "esimene katse", "See on 10. väljaanne": "kümnes väljaanne"); a noun in "-a", "-i" or "-u" there may be a
# genitive before another ("on 3. põlvkonna eestlane"), and is left.
_COPULAS = frozenset(["on", "oli", "olid", "ongi", "oligi", "olnud", "pole", "polnud", "saab", "jääb", "jäi"])


def _nominative_form(noun: str) -> bool:
    """A noun whose ending no genitive, partitive or other case has: a final consonant that is no case's ("-v",
    "-k", "-r": "aastapäev", "peatükk") or an "s" after a consonant ("laps", "kursus" is not: an inessive's "s"
    follows a vowel)."""
    if len(noun) < 3 or noun[-1] in _VOWELS:
        return False
    if noun[-1] == "s":
        return noun[-2] not in _VOWELS
    return noun[-1] not in "ltd"


def _agreeing_ordinal(number: int, noun: str, before: str) -> str | None:
    lowered = noun.lower()
    case = _ordinal_case(lowered)
    if case is None and ((before.lower() in _COPULAS and lowered.endswith("e")) or _nominative_form(lowered)):
        case = "nominative"
    if case == "nominative" and before.lower() in _PARTITIVE_BEFORE:
        case = "partitive"
    return _ordinal(number, case) if case else None


# Opening hours written as a bare range are said from one hour to the other, the first in the elative, the last in
# the terminative ("avatud 10–18": "kümnest kaheksateistkümneni", "lahti 9–21": "üheksast kahekümne üheni"); the
# elative declines every word of a number, the terminative only its last.
_HOURS_BEFORE = re.compile(
    r"\b(?i:avatud|lahti|lahtiolekuaja?d?|teenindame|vastuvõtt|tööaeg|tööpäeviti|nädalavahetusel|iga päev|"
    r"[ETKNRLP][–-][ETKNRLP])"
    r":?[ \u00a0]$"
)


def _opening_hours(first: int, last: int) -> str | None:
    since = _genitive(numwords.cardinal(first, "et") or "")
    until = _genitive(numwords.cardinal(last, "et") or "")
    return since and until and f"{' '.join(f'{word}st' for word in since.split())} {until}ni"


def _weekdays(first: str, last: str) -> str:
    """ "E–R": "esmaspäevast reedeni", the first day in the elative, the last in the terminative, on the genitive
    ("esmaspäeva", "reede")."""
    first, last = (f"{day}a" if day.endswith("päev") else day for day in (first, last))
    return f"{first}st {last}ni"


# A range: "10-20" said with the word for "to".
RANGES = RangeWords("kuni", rules=lambda: (opening_hours(_HOURS_BEFORE, 24, _opening_hours),), weekdays=_weekdays)


# Roman numerals and addresses -----------------------------------------------------------------------------------------

ADDRESSES = Addresses(
    streets={"tn": "tänav", "mnt": "maantee", "pst": "puiestee"},
    postcode=Postcode(5),
)

# A century's or chapter's numeral before its noun says the ordinal in the noun's case ("XXI sajandil": "kahekümne
# esimesel sajandil"); a regnal number the ordinal, capitalised.
_ROMAN_NOUNS = ("sajand", "peatük", "osa", "maailmasõ", "aastatuhan", "kvartal", "olümpiamäng", "klass")
ROMAN = RomanNumerals(
    before_its_noun(_ROMAN_NOUNS, _agreeing_ordinal, lambda number: numwords.ordinal(number, "et")),
    nouns=_ROMAN_NOUNS,
    monarchs=words("Peeter Katariina Aleksander Nikolai Kaarel Gustav"),
)

# Electronic addresses and telephone numbers ---------------------------------------------------------------------------
# The words for what web and e-mail addresses are made of (classes/electronic.py finds them).
ELECTRONIC = AddressWords(
    dot="punkt", at="ät", slash="kaldkriips", dash="sidekriips", underscore="alakriips", colon="koolon"
)
# How a telephone number is read (classes/telephone.py finds it).
TELEPHONE = PhoneReading(
    "et", "pluss", words=r"helista\w*|\w*numbr\w*|\w*number|telefon\w*", emergency_in_digits=True
)  # "Helista 112": "üks üks kaks"


HOME = Home(
    "et",
    abbreviations=ABBREVIATIONS,
    counting=COUNTING,
    operators=OPERATORS,
    times_word="korda",  # "2 x nädalas": "kaks korda nädalas"
    identifier_words=IDENTIFIER_WORDS,
    fractions=FRACTIONS,
    ordinals=_ordinals,
    numbers=world_numbers("et"),
    # Dates and times
    times=TIMES,
    dates=DATES,
    # Money, units and measures
    money=MONEY,
    measures=MEASURES,
    # Number words, scale words and ranges
    number_words=NUMBER_WORDS,
    agreeing_ordinal=_agreeing_ordinal,
    suffixes_after_numbers=True,  # "5-aastane", "5-ga": a word or a case ending joined to a number
    before_ending=_before_ending,
    ranges=RANGES,
    # Roman numerals and addresses
    addresses=ADDRESSES,
    roman=ROMAN,
    # Electronic addresses and telephone numbers
    electronic=ELECTRONIC,
    telephone=TELEPHONE,
)
