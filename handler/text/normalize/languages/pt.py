"""Portuguese: how things are said in Portuguese, where CLDR and the number libraries do not say it."""

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
from handler.text.normalize.range_words import RangeWords
from handler.text.normalize.roman_numerals import RomanNumerals, ordinal_up_to_ten, words
from handler.text.normalize.rules import Rule
from handler.text.normalize.scale_words import ScaleWords
from handler.text.normalize.world import world_numbers

# The abbreviations people expand when they read aloud, as they say them (the format: classes/abbreviation.py).
ABBREVIATIONS = """
^Sr. = senhor
^Sra. = senhora
^Sto. = Santo
^Sta. = Santa
^Exmo. = excelentíssimo
^Exma. = excelentíssima
^Srta. = senhorita
^Dr. = doutor
^Dra. = doutora
^Dr.ª = doutora
^Drª = doutora
^Prof. = professor
^Profa. = professora
^Eng. = engenheiro
^Av. = avenida
^R. = rua
$etc. = et cetera
aprox. = aproximadamente
p. ex. = por exemplo
Att. = atenciosamente
Atte. = atenciosamente
tel. = telefone
Ltda. = limitada
a.C. = antes de Cristo
d.C. = depois de Cristo
V. Exa. = Vossa Excelência
V. Ex.ª = Vossa Excelência
V. Exª = Vossa Excelência
#n.º = número
#nº = número
#pág. = página
#p. = página
#cap. = capítulo
#art. = artigo
#arts. = artigos
"""

# One, two and the hundreds before a feminine noun ("uma filha", "duas irmãs", "duzentas pessoas"); a half is
# "meio" or "meia".
_FEMININE = (
    "a",
    "as",
    "ção",
    "ções",
    "são",
    "sões",
    "dade",
    "dades",
    "gem",
    "gens",
    "vez",
    "vezes",
    "ãe",
    "mão",
    "ã",
    "ãs",
)


# Feminine nouns whose ending does not say so ("uma noite", "duas colheres").
_GENDERS = NounGenders(
    """
    feminine: noite colher mulher flor cor dor lei rede parte classe chave tarde árvore ponte fonte morte sorte
      neve fome sede febre gente mente carne frase base ordem ordens nuvem nuvens mão mãos
    """,
    ("", "s", "es"),
)


def _feminine(noun: str) -> bool:
    return _GENDERS.gender(noun) == "feminine" or counting.romance_feminine(noun, _FEMININE, MASCULINE_IN_A)


def _counted(number: int, words: str, noun: str, before: str) -> str | None:
    if not _feminine(noun) or "milhão" in words or "milhões" in words:
        return None
    said = []
    for word in words.split():
        word = {"um": "uma", "dois": "duas"}.get(word, word)
        said.append(word[:-2] + "as" if word.endswith("entos") else word)
    return " ".join(said)


COUNTING = Counting(
    _counted,
    half=lambda noun: "meia" if _feminine(noun) else "meio",
    through=frozenset({"mil"}),  # "2 mil pessoas": "duas mil pessoas"
)

# Math operators between numbers, as said (classes/symbol.py).
OPERATORS = {
    "+": "mais",
    "=": "é igual a",
    "×": "vezes",
    "·": "vezes",
    "÷": "dividido por",
    "√": "raiz quadrada de",
    "§": "parágrafo",
}
# The words that announce a number read digit by digit: a PIN, a postal code (classes/identifier.py).
IDENTIFIER_WORDS = ("senha", "cep", "pin", "código", "final")


# Fractions -------------------------------------------------------------------------------------------------------

_PARTS = RomanceParts(
    {2: "meio", 3: "terço", 4: "quarto", 5: "quinto", 6: "sexto", 7: "sétimo", 8: "oitavo", 9: "nono",
     10: "décimo", 100: "centésimo", 1000: "milésimo"},
    "um",
    counted=lambda cardinal, many: f"{cardinal} avos",  # "onze avos"
)  # fmt: skip


# "2 1/2 xícaras": "duas xícaras e meia".
FRACTIONS = joined_by(
    "pt",
    romance("pt", _PARTS),
    "e",
    "{} e meio",
    in_context=(
        half_after_noun("pt", ("e meio", "e meia"), _feminine, _counted),
        one_part_after_article("um", article_for_one(romance("pt", _PARTS), _PARTS.one), part="parte"),
    ),
)


# Ordinals --------------------------------------------------------------------------------------------------------


# "D." before a name is the title of kings, princes and bishops, and of ladies: "D. Pedro II" is "Dom Pedro
# segundo", "D. Maria II" "Dona Maria segunda" (a name ending in "a", or one of the few that do not, is a woman's);
# after another initial ("J. D. Salinger") it is an initial.
_DOM = re.compile(r"(?<![\w.])(?<![A-Z]\.[ \u00a0])D\.(?=[ \u00a0](?P<name>[A-ZÁÉÍÓÚÂÊÔ][a-zà-ÿ]+)\b(?!\.))")
_WOMEN = frozenset({"Isabel", "Leonor", "Beatriz", "Inês", "Raquel", "Carmen", "Guiomar", "Ester", "Mercedes"})


def _dom(match: re.Match[str]) -> str:
    name = match["name"]
    return "Dona" if name.endswith("a") or name in _WOMEN else "Dom"


# A weekday written by its number ("2ª feira", "6ª-feira", "de 3ª a 5ª" with no noun after): its name, where Tuesday
# is "terça", not "terceira" ("3ª série" stays an ordinal).
_WEEKDAY_NUMBER = re.compile(
    r"(?<![\w.,])(?P<day>[2-6])ª(?:[ \u00a0-]feira\b|(?=[ \u00a0]a[ \u00a0][2-6]ª(?![ \u00a0]+[a-zà-ú])))"
)
_WEEKDAYS = {"2": "segunda", "3": "terça", "4": "quarta", "5": "quinta", "6": "sexta"}


def _weekday(match: re.Match[str]) -> str:
    day = _WEEKDAYS[match["day"]]
    return f"{day}-feira" if match.group().endswith("feira") else day


def _ordinals() -> list[Rule]:
    # the ordinal class runs after the roman numerals are read, so "D." sees the name they follow
    return [
        Rule("date", _WEEKDAY_NUMBER, _weekday),
        *romance_ordinals("pt", r"\.?(?:º|°|ª)s?", placing=_PLACING),
        Rule("abbreviation", _DOM, _dom),
    ]


# Dates and times ------------------------------------------------------------------------------------------------------

# "às duas horas", "uma e cinco", "catorze e trinta": the hour feminine, the minutes after "e"; "14h30".
TIMES = clock.TimePhrasing(
    clock.romance("pt", {"um": "uma", "dois": "duas"}, "e", ("hora", "horas"), always_joined=True),
    clock.seconds_after("pt", clock.one_or_more("segundo", "segundos"), joiner="e"),
    day_parts=("da manhã", "da tarde", "da noite"),
    h_written=True,
    zones=True,
)


# "três de maio", "primeiro de maio".
DATES = dating.DatePhrasing(
    lambda value: numwords.year(value, "pt"),
    dating.cardinal_days("pt", lambda day: numwords.ordinal(day, "pt")),
    range_word=" a ",
    range_between=("a",),
)


# Money, units and measures --------------------------------------------------------------------------------------------

# Currencies' everyday names, where num2words' currency forms are not (classes/money.py).
_CURRENCIES = library_names("pt") | {
    "BRL": (("real", "reais"), ("centavo", "centavos")),
    "USD": (("dólar", "dólares"), ("centavo", "centavos")),
    "JPY": (("iene", "ienes"), None),  # by its name alone, not CLDR's "Ienes japoneses"
}

MONEY = Money(names=_CURRENCIES, and_cents=" e ", genders={"libra": "feminine"})
# Units whose noun takes another form of the number than the counting one ("eine Stunde", "una tonelada").
# Units as the language abbreviates them after a number, beyond CLDR's short symbols ("seg.").
_SYMBOLS = {"seg": "duration-second", "s": "duration-second", "cv": "power-horsepower", "CV": "power-horsepower"}
# Horsepower as its short form says it: the horse, not CLDR's long name with its "vapour".
# A placing before a degree sign makes it the ordinal's ("terminou em 2°": "segundo", "classificada em 3°": "terceira").
_PLACING = re.compile(
    r"\b(?:(?:cheg|fic|termin|classific)(?:ou|aram)|(?:classificad|colocad)(?:os?|(?P<feminine>as?)))"
    r"[ \u00a0]+(?:em[ \u00a0]+)?$",
    re.IGNORECASE,
)
MEASURES = Measures(
    symbols=_SYMBOLS,
    parts_with_of=True,  # "1/4 kg": "um quarto de quilograma"
    names={"power-horsepower": ("cavalo", "cavalos")},
    genders={
        "duration-hour": "feminine",
        "duration-minute": "feminine",
        "mass-tonne": "feminine",
        "area-hectare": "feminine",
    },
    degree_before=("à", "a", "de", "em", "na", "no", "lá", "fora", "dentro", "hoje", "ontem", "amanhã"),
    placing_before=_PLACING,
)

# Number words, scale words and ranges ---------------------------------------------------------------------------------

# Number words: what the libraries leave to the language (number_words.py; numwords.py says them).
# num2words' Brazilian Portuguese (as CLDR writes it), which writes a comma after the thousands.
NUMBER_WORDS = NumberWords(
    num2words="pt_BR",
    tidy=lambda words: words.replace(",", ""),
    decimals=FRACTION_AS_NUMBER,
    feminine={"um": "uma", "dois": "duas"},
    feminine_ordinal=(("o", "a"),),
)


# A range: "10-20" said with the word for "to", and after the word before its first end ("das 10 às 20").
RANGES = RangeWords("a", after={"das": "às", "dos": "aos", "da": "à", "do": "ao", "entre": "e"})


# A currency after a scale word: "dois bilhões de reais".
SCALE = ScaleWords(of="de")


# A noun right after a number (a round million takes "de" before it: "dois milhões de pessoas"), not a preposition, a
# conjunction or a verb ("entre 2.000.000 e 3.000.000", "3.000.000 foram vacinados").
NOUN_AFTER = re.compile(
    r"[ \u00a0](?!(?:de|do|da|dos|das|e|ou|a|à|ao|aos|às|em|no|na|nos|nas|por|para|com|sem|que|é|são|foram|eram|era)\b)"
    r"[a-záàâãçéêíóôõú]{2}"
)


# Roman numerals and addresses -----------------------------------------------------------------------------------------

ADDRESSES = Addresses(
    streets={
        "Av.": "Avenida",
        "R.": "Rua",
        "nº": "número",
        "n.º": "número",
        "apto.": "apartamento",
        "Pç.": "Praça",
        "Trav.": "Travessa",
    },
    postcode=Postcode(4),
)

_ROMAN_CHAPTERS = words("capítulo tomo ato cena parte volume livro artigo título fase tipo nível")
_CENTURIES = words("século séculos")
ROMAN = RomanNumerals(
    ordinal_up_to_ten("pt", _ROMAN_CHAPTERS, _CENTURIES, "guerra"),  # "Pedro segundo", "século vinte e um"
    chapters=_ROMAN_CHAPTERS,
    centuries=_CENTURIES,
    centuries_short={"séc.": "século", "sécs.": "séculos"},  # "séc. XIX": "século dezenove"
    monarchs=words(
        "Isabel Maria Leonor Beatriz Catarina Henrique Carlos Luís Luis Pedro João Afonso Manuel Sebastião Filipe "
        "Fernando Dinis Duarte José Francisco Pio Leão Bento Gregório Clemente Napoleão Jorge Eduardo Guilherme"
    ),
    queens=words("Isabel Maria Leonor Beatriz Catarina"),
    feminine_endings=("a",),
)

# Electronic addresses and telephone numbers ---------------------------------------------------------------------------
# The words for what web and e-mail addresses are made of (classes/electronic.py finds them).
ELECTRONIC = AddressWords(
    dot="ponto", at="arroba", slash="barra", dash="hífen", underscore="sublinhado", colon="dois-pontos"
)
# How a telephone number is read (classes/telephone.py finds it).
# Portugal's nine digits in threes ("218 765 432", "939 876 543": landlines from 2, mobiles from 9); Brazil's area code
# (DDD) said as a number, in brackets or before a dashed local number, after +55 too ("(11) 3245-7890": "onze").
TELEPHONE = PhoneReading(
    "pt",
    "mais",
    words=r"telefone|telemóvel|celular|número|lig\w*",
    national=r"[29]\d\d \d{3} \d{3}",
    area_code_as_number=r"(?:\+55[ \u00a0]?)?\(?(?P<area>[1-9]\d)\)?[ \u00a0]?\d{4,5}-\d{4}",
)


HOME = Home(
    "pt",
    abbreviations=ABBREVIATIONS,
    counting=COUNTING,
    operators=OPERATORS,
    by_word="por",  # "3 x 4 m": "três por quatro metros"
    times_word="vezes",  # "3 x ao dia": "três vezes ao dia"
    score_words=r"jogo|partida|placar|venc\w*|ganh\w*|perd\w*|empat\w*|termin\w*|vitória|derrota|golead\w*|bateu"
    r"|clássico|final|campeonato|gols?",
    identifier_words=IDENTIFIER_WORDS,
    fractions=FRACTIONS,
    ordinals=_ordinals,
    numbers=world_numbers("pt"),
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
