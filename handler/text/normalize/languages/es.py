"""Spanish: how things are said in Spanish, where CLDR and the number libraries do not say it."""

from __future__ import annotations

import re

from handler.text.normalize import clock, counting, dating, numwords
from handler.text.normalize.addresses import ABBREVIATION_DOT, ONE_NUMBER, Addresses, Postcode
from handler.text.normalize.amounts import Measures, Money, library_names
from handler.text.normalize.contacts import AddressWords, PhoneReading
from handler.text.normalize.counting import MASCULINE_IN_A, Counting, NounGenders
from handler.text.normalize.fractions import RomanceParts, half_after_noun, joined_by, one_part_after_article, romance
from handler.text.normalize.home import Home
from handler.text.normalize.number_words import FRACTION_AS_NUMBER, NumberWords
from handler.text.normalize.ordinals import next_word, romance_ordinals, word_set
from handler.text.normalize.range_words import RangeWords
from handler.text.normalize.roman_numerals import RomanNumerals, ordinal_up_to_ten, words
from handler.text.normalize.rules import Rule
from handler.text.normalize.scale_words import ScaleWords
from handler.text.normalize.world import world_numbers

# The abbreviations people expand when they read aloud, as they say them (the format: classes/abbreviation.py).
ABBREVIATIONS = """
^Sr. = señor
^Sra. = señora
^Srta. = señorita
^Dr. = doctor
^Dra. = doctora
^Lic. = licenciado
^Ing. = ingeniero
^D. = don
^Dña. = doña
^D.ª = doña
^Sres. = señores
^Sras. = señoras
^Sto. = santo
^Sta. = santa
^Av. = avenida
^Avda. = avenida
^C/ = calle
$etc. = etcétera
Ud. = usted
P. D. = posdata
Atte. = atentamente
Uds. = ustedes
aprox. = aproximadamente
p. ej. = por ejemplo
EE. UU. = Estados Unidos
a. C. = antes de Cristo
d. C. = después de Cristo
a. de C. = antes de Cristo
d. de C. = después de Cristo
máx. = máximo
mín. = mínimo
tel. = teléfono
#ext. = extensión
#n.º = número
#nº = número
#núm. = número
#pág. = página
#págs. = páginas
#pp. = páginas
#cap. = capítulo
#art. = artículo
#arts. = artículos
#vol. = volumen
"""

# One and the hundreds before a feminine noun ("una hermana", "doscientas personas", "veintiuna alumnas"); a half
# is "medio" or "media".
_FEMININE = ("a", "as", "ción", "ciones", "sión", "siones", "dad", "dades", "tud", "tudes", "vez")


# Feminine nouns whose ending does not say so ("una noche", "una llave", "ciento una razones").
_GENDERS = NounGenders(
    """
    feminine: noche clase calle llave leche parte gente carne fuente muerte suerte tarde nube nave base frase
      imagen imágen razón razon mujer flor ley red sal piel miel cárcel señal sed luz voz cruz paz nariz raíz
      torre madre crisis tesis vez
    """,
    ("", "s", "es"),
)


def _feminine(noun: str) -> bool:
    known = _GENDERS.gender(noun) or _GENDERS.gender(noun.replace("ones", "ón").replace("ces", "z"))
    return known == "feminine" or counting.romance_feminine(noun, _FEMININE, MASCULINE_IN_A)


def _counted(number: int, words: str, noun: str, before: str) -> str | None:
    if not _feminine(noun) or "millón" in words or "millones" in words:
        return None  # "un millón de personas"
    said = " ".join(word.replace("ientos", "ientas") for word in words.split())
    said = said.replace("veintiuno", "veintiuna").replace("veintiún", "veintiuna")
    head, _, last = said.rpartition(" ")
    return counting.with_last(said, "una") if last in ("uno", "un") else said


COUNTING = Counting(
    _counted,
    half=lambda noun: "media" if _feminine(noun) else "medio",
    through=frozenset({"mil"}),  # "200 mil personas": "doscientas mil personas"
)

# Math operators between numbers, as said (classes/symbol.py).
OPERATORS = {
    "+": "más",
    "=": "es igual a",
    "×": "por",
    "·": "por",
    "÷": "entre",
    "√": "raíz cuadrada de",
    "§": "párrafo",
}
# The words that announce a number read digit by digit: a PIN, a postal code (classes/identifier.py).
IDENTIFIER_WORDS = ("pin", "código postal", "terminada en", "terminado en", "código")


# Fractions -------------------------------------------------------------------------------------------------------

_PARTS = RomanceParts(
    {2: "medio", 3: "tercio", 4: "cuarto", 5: "quinto", 6: "sexto", 7: "séptimo", 8: "octavo", 9: "noveno",
     10: "décimo", 100: "centésimo", 1000: "milésimo"},
    "un",
    counted=lambda cardinal, many: f"{cardinal}avo{'s' if many else ''}",  # "onceavos"
    count=lambda words: re.sub(r"uno$", "ún", words),  # "veintiún tercios"
)  # fmt: skip


def _one_part(article: str, denominator: int) -> str | None:
    """ "un 1/10 del presupuesto": "una décima parte", the part named by its feminine ordinal before "parte" as a share
    is said (a third to a tenth); a smaller part by its name ("un onceavo")."""
    if 3 <= denominator <= 10:
        ordinal = numwords.ordinal(denominator, "es", feminine=True)
        return ordinal and f"{article[0]}na {ordinal} parte"
    words = romance("es", _PARTS)(1, denominator) if denominator > 2 else None
    return words and f"{article[0]}n {words.removeprefix('un ')}"


# "2 1/2 tazas": "dos tazas y media".
FRACTIONS = joined_by(
    "es",
    romance("es", _PARTS),
    "y",
    "{} y medio",
    in_context=(
        half_after_noun("es", ("y medio", "y media"), _feminine, _counted),
        one_part_after_article("un|una", _one_part, part="parte"),
    ),
)


# Ordinals --------------------------------------------------------------------------------------------------------

# Words after which a Spanish ordinal stays whole ("el 1.º de mayo"): not a noun it would shorten before.
_SPANISH_NOT_NOUNS = word_set("de del y e o u a al en con que por para como entre sin ni se")


def _shortened(match: re.Match[str], words: str) -> str:
    """ "el 1.er piso" is "el primer piso": the masculine before its noun; not before a feminine word, which it does
    not qualify ("3.º izquierda": a flat's floor and side, "tercero izquierda")."""
    following = next_word(match)
    qualified = following and following[0].islower() and following not in _SPANISH_NOT_NOUNS
    if match["mark"].endswith("er") or (qualified and not _feminine(following)):
        return re.sub(r"(primer|tercer)o$", r"\1", words)
    return words


def _ordinals() -> list[Rule]:
    marks = r"\.?(?:º|°|ª|ᵉʳ|er|os|as)|(?:ro|do|to|mo|vo|no|ra|da|ta|ma|va|na)"
    return romance_ordinals("es", marks, ("ra", "da", "ta", "ma", "va", "na"), _shortened)


# Dates and times ------------------------------------------------------------------------------------------------------

# "una", "nueve y cinco", "catorce treinta": minutes under ten after "y"; "14h30"; "14 h": "catorce horas".
TIMES = clock.TimePhrasing(
    clock.romance("es", {"uno": "una", "veintiuno": "veintiuna"}, "y"),
    clock.seconds_after(
        "es", clock.one_or_more("segundo", "segundos"), joiner="y", forms={"uno": "un", "veintiuno": "veintiún"}
    ),
    day_parts=("de la mañana", "de la tarde", "de la noche"),
    h_written=True,
    h_hours=("hora", "horas"),
    zones=True,
)


# "tres de mayo"; "del tres al cinco de mayo".
DATES = dating.DatePhrasing(
    lambda value: numwords.year(value, "es"), dating.cardinal_days("es"), range_word=" a ", range_after={"del": " al "}
)


# Money, units and measures --------------------------------------------------------------------------------------------

MONEY = Money(names=library_names("es"), and_cents=" con ", genders={"libra": "feminine", "lira": "feminine"})
# Units whose noun takes another form of the number than the counting one ("eine Stunde", "una tonelada").
# Units as the language abbreviates them after a number, beyond CLDR's short symbols ("seg.").
_SYMBOLS = {"seg": "duration-second", "s": "duration-second", "CV": "power-horsepower"}
# Horsepower as its short form says it: the horse, not CLDR's long name with its "vapour".
MEASURES = Measures(
    symbols=_SYMBOLS,
    half_counts_one=True,  # "1/2 kg": "medio kilogramo", "mezzo chilogrammo"
    parts_with_of=True,
    names={"power-horsepower": ("caballo", "caballos")},
    genders={
        "duration-hour": "feminine",
        "duration-minute": "feminine",
        "mass-tonne": "feminine",
        "area-hectare": "feminine",
    },
    degree_before=("a", "en", "de", "bajo", "fuera", "dentro", "hoy", "ayer", "mañana"),
)

# Number words, scale words and ranges ---------------------------------------------------------------------------------

# Number words: what the libraries leave to the language (number_words.py; numwords.py says them).
# "uno" shortens before the scale word it counts, as before any noun: 21 000 is "veintiún mil", 201 000 "doscientos
# un mil", 21 000 000 "veintiún millones" (the library writes "veintiuno mil").
_ONE_BEFORE_SCALE = re.compile(r"\b(veinti)?uno (?=mil\b|millones\b|billones\b)")

NUMBER_WORDS = NumberWords(
    decimals=FRACTION_AS_NUMBER,
    tidy=lambda words: _ONE_BEFORE_SCALE.sub(lambda match: "veintiún " if match[1] else "un ", words),
    point="coma",
    masculine={"veintiuno": "veintiún", "uno": "un"},
    feminine={"veintiuno": "veintiuna", "uno": "una"},
    forms_end_words=True,
    feminine_ordinal=(("o", "a"),),
)


# A range: "10-20" said with the word for "to", and after the word before its first end ("del 10 al 20").
RANGES = RangeWords("a", after={"del": "al", "entre": "y", "desde": "hasta"})


# A noun right after a number: "veintiún años", "un kilómetro" (the counting forms are "veintiuno", "uno").
# not a preposition or conjunction ("ganó 2-1 en el último minuto": "dos a uno en")
NOUN_AFTER = re.compile(r"[ \u00a0](?!(?:en|de|del|y|e|o|u|a|al|con|por|para|sin|que)\b)[a-záéíóúüñ]{2}")


# A currency after a scale word: "3 mil millones de euros".
SCALE = ScaleWords(of="de")


# Roman numerals and addresses -----------------------------------------------------------------------------------------

_SIDES = {"izq": "izquierda", "dcha": "derecha", "izda": "izquierda", "dra": "derecha"}
_FLOOR = re.compile(
    rf"(?<=, )(?P<number>\d{{1,2}})\.?(?P<mark>[ºª])(?!\w)(?: (?P<side>izq|izda|dcha|dra)(?!\w){ABBREVIATION_DOT})?"
)


def _floor(match: re.Match[str]) -> str | None:
    """ "2.º izq.": segundo izquierda."""
    said = numwords.ordinal(int(match["number"]), "es", feminine=match["mark"] == "ª")
    return said and said + (f" {_SIDES[match['side']]}" if match["side"] else "")


def _address_rules() -> tuple[Rule, ...]:
    return (Rule("address", _FLOOR, _floor),)


# Street types before the street's name ("C/ Mayor", "Avda."); a floor after the number ("2.º izq.": "segundo
# izquierda"); a postcode before a town as one number.
ADDRESSES = Addresses(
    streets={
        "C/": "calle",
        "c/": "calle",
        "Avda.": "avenida",
        "Av.": "avenida",
        "Pza.": "plaza",
        "Plza.": "plaza",
        "P.º": "paseo",
        "Ctra.": "carretera",
        "n.º": "número",
        "N.º": "número",
    },
    postcode=Postcode(5, ONE_NUMBER),
    first=_address_rules,
)

_ROMAN_CHAPTERS = words("capítulo tomo acto escena parte volumen libro artículo título fase tipo nivel")
_CENTURIES = words("siglo siglos")
ROMAN = RomanNumerals(
    ordinal_up_to_ten("es", _ROMAN_CHAPTERS, _CENTURIES, "guerra"),  # "Felipe segundo", "Alfonso trece"
    chapters=_ROMAN_CHAPTERS,
    centuries=_CENTURIES,
    centuries_short={"s.": "siglo", "S.": "siglo", "ss.": "siglos", "SS.": "siglos"},  # "s. XIX": "siglo diecinueve"
    monarchs=words(
        "Isabel Juana María Maria Catalina Margarita Leonor Victoria Enrique Carlos Felipe Fernando Alfonso Juan "
        "Pedro Luis Jaime Sancho Ramiro Guillermo Francisco Alejandro Pío León Benedicto Gregorio Clemente "
        "Inocencio Urbano Napoleón Jorge Eduardo Ricardo Amadeo"
    ),
    queens=words("Isabel Juana María Maria Catalina Margarita Leonor Victoria"),
    feminine_endings=("a",),
)

# Electronic addresses and telephone numbers ---------------------------------------------------------------------------
# The words for what web and e-mail addresses are made of (classes/electronic.py finds them).
ELECTRONIC = AddressWords(
    dot="punto", at="arroba", slash="barra", dash="guion", underscore="guion bajo", colon="dos puntos"
)
# How a telephone number is read (classes/telephone.py finds it).
# Spain's numbers are nine digits from 6 to 9, written in threes ("600 123 456", "912 345 678").
TELEPHONE = PhoneReading(
    "es", "más", groups="pairs", words=r"telf|teléfono|móvil|celular|número|llam\w*", national=r"[6-9]\d\d \d{3} \d{3}"
)


def _and_before(word: str) -> str:
    """ "y", and "e" before an i- sound ("Pérez e Iglesias", "padre e hijo"), but "y" before a diphthong that opens
    with it ("agua y hielo", "y Iowa")."""
    return "e" if re.match(r"h?[iíIÍ](?![aeiouáéóú])", word, re.IGNORECASE) else "y"


HOME = Home(
    "es",
    and_before=_and_before,
    abbreviations=ABBREVIATIONS,
    counting=COUNTING,
    operators=OPERATORS,
    by_word="por",
    score_words=r"partido|encuentro|marcador|resultado|gan[óa]|venci[óo]|perdi[óo]|empat\w*|termin[óa]|victoria"
    r"|derrota|golead\w*|gole[óa]|derrot[óa]|final|liga|goles?",
    identifier_words=IDENTIFIER_WORDS,
    fractions=FRACTIONS,
    ordinals=_ordinals,
    numbers=world_numbers("es"),
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
