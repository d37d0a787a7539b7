"""Italian: how things are said in Italian, where CLDR and the number libraries do not say it."""

from __future__ import annotations

import re

from handler.text.normalize import clock, counting, dating, numwords
from handler.text.normalize.addresses import Addresses, Postcode
from handler.text.normalize.amounts import Measures, Money, library_names
from handler.text.normalize.contacts import AddressWords, PhoneReading
from handler.text.normalize.counting import MASCULINE_IN_A, Counting, NounGenders
from handler.text.normalize.fractions import (
    RomanceParts,
    article_for_one,
    half_after_noun,
    joined_by,
    one_part_after_article,
    romance,
)
from handler.text.normalize.home import Home
from handler.text.normalize.number_words import FRACTION_AS_NUMBER, NumberWords
from handler.text.normalize.ordinals import romance_ordinals
from handler.text.normalize.range_words import RangeWords, opening_hours
from handler.text.normalize.roman_numerals import Numeral, RomanNumerals, words
from handler.text.normalize.rules import Rule
from handler.text.normalize.scale_words import ScaleWords
from handler.text.normalize.world import world_numbers

# The abbreviations people expand when they read aloud, as they say them (the format: classes/abbreviation.py).
ABBREVIATIONS = """
Gent.mo = gentilissimo
Gent.ma = gentilissima
Gent.mi = gentilissimi
^sig. = signor
^sig.ra = signora
^sig.na = signorina
^sigg. = signori
^dott. = dottor
^dott.ssa = dottoressa
^prof. = professor
^prof.ssa = professoressa
^avv. = avvocato
^ing. = ingegner
^arch. = architetto
^geom. = geometra
$ecc. = eccetera
$etc. = eccetera
es. = esempio
p.es. = per esempio
ca. = circa
cfr. = confronta
tel. = telefono
a.C. = avanti Cristo
d.C. = dopo Cristo
#pag. = pagina
#pagg. = pagine
#n. = numero
#n° = numero
#nº = numero
#cap. = capitolo
#int. = interno
#art. = articolo
#artt. = articoli
#vol. = volume
"""

# One before a noun is its article: "una" (feminine), "un'" before a vowel, "uno" before s and a consonant, z, gn,
# ps, x, y, else "un"; a half is "mezzo" or "mezza".
_FEMININE = ("a", "zione", "sione", "tà")
_VOWELS = tuple("aeiouàèéìòù")


# Feminine nouns whose ending does not say so ("una notte", "una chiave"), by their stems ("nott" + "e", "i").
_GENDERS = NounGenders(
    """
    feminine: nott chiav part class gent carn set fam nav voc luc pac legg madr mogl nev torr volp nub fras bas or
      canzon lezion ragion region opinion stagion occasion mort
    """,
    ("e", "i", "ie"),
)


def _feminine(noun: str) -> bool:
    return _GENDERS.gender(noun) == "feminine" or counting.romance_feminine(noun, _FEMININE, MASCULINE_IN_A)


def _counted(number: int, words: str, noun: str, before: str) -> str | None:
    if words != "uno":
        return None
    if _feminine(noun):
        return "un'" if noun.startswith(_VOWELS) else "una"
    impure_s = noun.startswith("s") and noun[1:2] not in _VOWELS
    return "uno" if impure_s or noun.startswith(("z", "gn", "ps", "x", "y")) else "un"


def _half(noun: str) -> str:
    if _feminine(noun):
        return "mezz'" if noun.startswith(_VOWELS) else "mezza"  # "mezz'ora"
    return "mezzo"


COUNTING = Counting(_counted, half=_half)


# A plural in "-e" after a whole number and a half is feminine ("2 1/2 tazze"), but for the masculine singulars'
# endings ("bicchiere", "limone").
_MASCULINE_E = ("ore", "ale", "ere", "one", "ente", "ante", "ile", "ame", "ume")


def _feminine_counted(noun: str) -> bool:
    return _feminine(noun) or (noun.endswith("e") and not noun.endswith(_MASCULINE_E))


# Math operators between numbers, as said (classes/symbol.py).
OPERATORS = {
    "+": "più",
    "=": "uguale",
    "×": "per",
    "·": "per",
    "÷": "diviso",
    "√": "radice quadrata di",
    "§": "paragrafo",
}
# The words that announce a number read digit by digit: a PIN, a postal code (classes/identifier.py).
IDENTIFIER_WORDS = ("pin", "cap", "termina con", "codice")


# Fractions -------------------------------------------------------------------------------------------------------

_PARTS = RomanceParts(
    {2: "mezzo", 3: "terzo", 4: "quarto"},
    "un",
    plural=lambda part: part if part.endswith("s") else part[:-1] + "i",  # "due terzi"
)


# "2 1/2 tazze": "due tazze e mezza".
FRACTIONS = joined_by(
    "it",
    romance("it", _PARTS),
    "e",
    "{} e mezzo",
    in_context=(
        half_after_noun("it", ("e mezzo", "e mezza"), _feminine_counted, _counted),
        one_part_after_article("un", article_for_one(romance("it", _PARTS), _PARTS.one), part="parte"),
    ),
)


# Ordinals --------------------------------------------------------------------------------------------------------


def _ordinals() -> list[Rule]:
    return romance_ordinals("it", r"\.?(?:º|°|ª)", placing=_PLACING)


# Dates and times ------------------------------------------------------------------------------------------------------

# "una", "nove e cinque", "quattordici e trenta": the minutes after "e"; "alle 9.30" is a time.
TIMES = clock.TimePhrasing(
    clock.romance("it", {"uno": "una"}, "e", always_joined=True),
    clock.seconds_after("it", clock.one_or_more("secondo", "secondi"), joiner="e", forms={"uno": "un"}),
    day_parts=("di mattina", "del pomeriggio", "di sera"),
    words_before=r"alle|dalle|ore",
    zones=True,
)


# "tre maggio", "primo maggio"; "dal tre al cinque maggio"; "gli anni '90": "gli anni novanta".
DATES = dating.DatePhrasing(
    lambda value: numwords.year(value, "it"),
    dating.cardinal_days("it", lambda day: numwords.ordinal(day, "it")),
    range_word=" al ",
    own_forms=dating.elided_years("it"),
)


# Money, units and measures --------------------------------------------------------------------------------------------

# The yen by its name alone, not CLDR's "yen giapponesi".
MONEY = Money(
    names=library_names("it") | {"JPY": (("yen", "yen"), None)}, and_cents=" e ", genders={"sterlina": "feminine"}
)
# Units whose noun takes another form of the number than the counting one ("eine Stunde", "una tonelada").
# Units as the language abbreviates them after a number, beyond CLDR's short symbols ("sec.").
_SYMBOLS = {"sec": "duration-second", "s": "duration-second", "CV": "power-horsepower"}
# Horsepower as its short form says it: the horse, not CLDR's long name with its "vapour".
# A placing before a degree sign makes it the ordinal's ("si è classificata 3°": "terza", "è giunto 5°": "quinto").
_PLACING = re.compile(
    r"\b(?:arrivat|classificat|piazzat|giunt|finit)(?:[oi]|(?P<feminine>[ae]))[ \u00a0]+$", re.IGNORECASE
)
MEASURES = Measures(
    symbols=_SYMBOLS,
    half_counts_one=True,  # "1/2 kg": "medio kilogramo", "mezzo chilogrammo"
    parts_with_of=True,
    names={"power-horsepower": ("cavallo", "cavalli")},
    genders={
        "duration-hour": "feminine",
        "duration-minute": "feminine",
        "mass-tonne": "feminine",
        "area-hectare": "feminine",
    },
    degree_before=("a", "al", "all", "alla", "di", "in", "fuori", "dentro", "sotto", "oggi", "ieri", "domani"),
    placing_before=_PLACING,
)

# Number words, scale words and ranges ---------------------------------------------------------------------------------

# Number words: what the libraries leave to the language (number_words.py; numwords.py says them).
# A compound ending in "tre" takes the accent ("ventitré", "duemilaventitré"), where num2words' year has none.
_ACCENTED_TRE = re.compile(r"(?<=\w)tre\b")


NUMBER_WORDS = NumberWords(
    tidy=lambda words: _ACCENTED_TRE.sub("tré", words),
    # num2words elides "diciotto"'s i as "cento" + "otto" elides its o: 118 is "centodiciotto", not "centodicotto"
    spelling=(("dicott", "diciott"),),
    decimals=FRACTION_AS_NUMBER,
    point="virgola",
    minus="meno",
    masculine={"ventuno": "ventun", "uno": "un"},
    feminine={"uno": "una"},
    forms_end_words=True,
    feminine_ordinal=(("o", "a"),),
)


# Opening hours written as a bare range of hours ("Orario: 9-13", "aperto 15-19"): "dalle nove alle tredici".
_HOURS_BEFORE = re.compile(
    r"\b(?i:orari[oe]|aperto|aperta|aperti|aperte|apertura|chiuso|chiusa|ricevimento|sportello|uffici|ufficio)\b"
    r":?[ \u00a0](?:\d\d?[-–]\d\d?[ \u00a0]e[ \u00a0])?$"  # "aperto 9-13 e 15-19": both
)


def _opening_hours(first: int, last: int) -> str:
    opening = "dall'una" if first == 1 else f"dalle {numwords.cardinal(first, 'it')}"
    return f"{opening} alle {numwords.cardinal(last, 'it')}"


# A range between two numbers ("10-15 €", "1915–1918", "25–30 gradi"): the first end and the dash; the second is left
# to the rules of its class, which read it after "a" ("da dieci a quindici euro").
_RANGE = re.compile(
    r"(?P<first>\d(?<![\w.,:/-]\d)\d{0,3})[ \u00a0]?[-–—][ \u00a0]?"
    r"(?=(?P<second>\d{1,4})(?![\w.,:/-]?\d)(?P<after>[ \u00a0]?(?:%|°|€|\$|£|[^\W\d_]+))?)"
)
# What the range's numbers count, when it is a noun they take the article of: years and percentages "il" ("dal 1915
# al 1918", "dal dieci al venti per cento"), degrees "i" ("dai venticinque ai trenta gradi"), pages "la".
_PAGES = re.compile(r"(?i:\b(?:pagine|pagina|pag\.|pagg\.|pp\.))[ \u00a0]$")
_BETWEEN_ARTICLE = re.compile(r"(?i:\b(?:tra|fra)[ \u00a0](?P<article>il|i|la|le|l'|gli))[ \u00a0]?$")
# A word after the second end that makes it no count: a score is followed by a preposition ("ha perso 1-2 in casa");
# before the first, a preposition or an article that says the range its own way ("per 10-15 minuti", "il 10-20 %").
_NOT_COUNTED = words("in di da a al e ed o con per su tra fra che contro dopo nel nella")
_ARTICLES = words("il lo la i gli le del dello della dei degli delle allo alla ai agli alle nei sul sui")
_FROM = words("dal dalla dalle dai dagli")
_ELIDED = {"il": "l'", "la": "l'", "i": "gli"}
_WITH = {
    ("da", "il"): "dal",
    ("a", "il"): "al",
    ("da", "i"): "dai",
    ("a", "i"): "ai",
    ("da", "gli"): "dagli",
    ("a", "gli"): "agli",
    ("da", "la"): "dalla",
    ("a", "la"): "alla",
    ("da", "l'"): "dall'",
    ("a", "l'"): "all'",
}


def _article(article: str, word: str) -> str:
    """The article before a number's words: "l'" before a vowel ("l'otto"), "gli" for "i" ("gli undici")."""
    return _ELIDED.get(article, article) if word[:1] in "aeiouù" else article


def _with(preposition: str, article: str, word: str) -> str:
    """ "da" or "a" with the article, before the number's words: "dal dieci", "all'undici", "dagli otto"."""
    joined = _WITH[(preposition, _article(article, word))]
    return f"{joined}{word}" if joined.endswith("'") else f"{joined} {word}"


def _range(match: re.Match[str]) -> str | None:
    first, second = int(match["first"]), int(match["second"])
    after = (match["after"] or "").strip()
    before = match.string[max(0, match.start() - 12) : match.start()]
    first_words, second_words = numwords.cardinal(first, "it"), numwords.cardinal(second, "it")
    if first >= second or not first_words or not second_words or after.lower() in _NOT_COUNTED:
        return None
    between = _BETWEEN_ARTICLE.search(before)
    if between:  # "tra il 10-20 %": "tra il dieci e il venti per cento"
        article = between["article"].lower().replace("l'", "il")
        article = _article(article, second_words)
        return f"{first_words} e {article}" if article.endswith("'") else f"{first_words} e {article} "
    if before[-1:].isalpha() or before[-1:] == "'":
        return None  # "dell'8-11%", "A3-4"
    if re.search(r"\w[ \u00a0]$", before) and before.split()[-1].lower() in _NOT_COUNTED | _ARTICLES | _FROM:
        return None  # "per 10-15 minuti": a preposition's range is left as written
    years = len(match["first"]) == len(match["second"]) == 4 and first >= 1000 and second <= 2100
    if years or after.startswith("%") or after.lower() == "per":
        article = "il"
    elif after.startswith("°") or after.lower() == "gradi":
        article = "i"
    elif _PAGES.search(before):
        article = "la"
    elif not after:
        return None  # a bare "10-20", no count: a score or a code as much as a range
    else:
        return f"da {first_words} a "
    closing = _WITH[("a", _article(article, second_words))]
    return f"{_with('da', article, first_words)} {closing}" + ("" if closing.endswith("'") else " ")


def _range_rules() -> tuple[Rule, ...]:
    return (opening_hours(_HOURS_BEFORE, 24, _opening_hours), Rule("range", _RANGE, _range))


# A range: the word for its second end after the one before the first ("dal 1980 al 1986", "tra 10 e 20"); a bare
# "10-20" keeps its dash, as no word fits it alone; opening hours are said "dalle ... alle ...".
RANGES = RangeWords(
    None,
    after={
        "da": "a",
        "dal": "al",
        "dalle": "alle",
        "dai": "ai",
        "dalla": "alla",
        "dall'": "all'",
        "tra": "e",
        "fra": "e",
    },
    score="a",  # "2-0": "due a zero"
    rules=_range_rules,
    amounts=("da", "a"),  # "€ 10-15": "da dieci a quindici euro"
)


# A noun right after a number: "ventun anni", "un chilometro" (the counting forms are "ventuno", "uno").
# not a preposition or conjunction ("ha vinto 2-1 in casa": "due a uno in")
NOUN_AFTER = re.compile(r"[ \u00a0](?!(?:in|di|da|a|al|e|ed|o|con|per|su|tra|fra|che)\b)[a-zàèéìòù]{2}")


# A currency after a scale word: "due miliardi di euro".
SCALE = ScaleWords(of="di", thousands_joined=True)


# Roman numerals and addresses -----------------------------------------------------------------------------------------

ADDRESSES = Addresses(
    streets={
        "V.le": "viale",
        "P.za": "piazza",
        "P.zza": "piazza",
        "C.so": "corso",
        "P.le": "piazzale",
        "L.go": "largo",
        "n.": "numero",
    },
    postcode=Postcode(5),
)

# Italian reads a regnal, century's and chapter's number as the ordinal ("Carlo quinto", "capitolo quarto",
# "secolo ventesimo"), feminine before "guerra" ("la seconda guerra mondiale").
_ROMAN_CHAPTERS = words("capitolo tomo atto scena parte volume libro articolo titolo fase tipo livello")
_CENTURIES = words("secolo secoli")


def _roman(numeral: Numeral) -> str | None:
    after = numeral.after.lower()
    counted = numeral.word_before in _CENTURIES | _ROMAN_CHAPTERS or after in _CENTURIES or numeral.after_name
    if after == "guerra":
        return numwords.ordinal(numeral.value, "it", feminine=True)
    return numwords.ordinal(numeral.value, "it", feminine=numeral.feminine) if counted else None


ROMAN = RomanNumerals(
    _roman,
    chapters=_ROMAN_CHAPTERS,
    centuries=_CENTURIES,
    centuries_short={"sec.": "secolo", "secc.": "secoli"},  # "sec. XIX": "secolo diciannovesimo"
    monarchs=words(
        "Elisabetta Isabella Caterina Giovanna Maria Anna Vittoria Enrico Carlo Luigi Giorgio Edoardo Guglielmo "
        "Riccardo Giacomo Giovanni Paolo Pietro Francesco Federico Filippo Ferdinando Alfonso Napoleone Nicola "
        "Alessandro Leone Pio Benedetto Gregorio Clemente Innocenzo Urbano Umberto Vittorio Emanuele Lorenzo Cosimo"
    ),
    queens=words("Elisabetta Isabella Caterina Giovanna Maria Anna Vittoria"),
    feminine_endings=("a",),
)

# Electronic addresses and telephone numbers ---------------------------------------------------------------------------
# The words for what web and e-mail addresses are made of (classes/electronic.py finds them).
ELECTRONIC = AddressWords(
    dot="punto", at="chiocciola", slash="slash", dash="trattino", underscore="trattino basso", colon="due punti"
)
# How a telephone number is read (classes/telephone.py finds it).
TELEPHONE = PhoneReading("it", "più", words=r"telefono|cellulare|numero|chiam\w*|richiam\w*")


HOME = Home(
    "it",
    abbreviations=ABBREVIATIONS,
    counting=COUNTING,
    operators=OPERATORS,
    by_word="per",
    identifier_words=IDENTIFIER_WORDS,
    fractions=FRACTIONS,
    ordinals=_ordinals,
    numbers=world_numbers("it"),
    # Dates and times
    times=TIMES,
    dates=DATES,
    # Money, units and measures
    money=MONEY,
    measures=MEASURES,
    # Number words, scale words and ranges
    number_words=NUMBER_WORDS,
    ranges=RANGES,
    noun_after=NOUN_AFTER,
    scale=SCALE,
    # Roman numerals and addresses
    addresses=ADDRESSES,
    roman=ROMAN,
    # Electronic addresses and telephone numbers
    electronic=ELECTRONIC,
    telephone=TELEPHONE,
)
