"""Czech: how things are said in Czech, where CLDR and the number libraries do not say it."""

from __future__ import annotations

import re

from handler.text.normalize import clock, counting, dating, numwords
from handler.text.normalize.addresses import Addresses, Postcode
from handler.text.normalize.agreement import SlavicOrdinals
from handler.text.normalize.amounts import Measures, Money
from handler.text.normalize.cldr import unit_noun
from handler.text.normalize.contacts import AddressWords, PhoneReading
from handler.text.normalize.counting import (
    ACCUSATIVE,
    DATIVE,
    GENITIVE,
    INSTRUMENTAL,
    LOCATIVE,
    NOMINATIVE,
    Counting,
    SlavicCases,
)
from handler.text.normalize.fractions import SlavicParts, joined_by, slavic
from handler.text.normalize.home import Home
from handler.text.normalize.joined import joined_to_word
from handler.text.normalize.number_words import WHOLE, NumberWords, west_slavic_ordinal
from handler.text.normalize.ordinals import dotted
from handler.text.normalize.range_words import RangeWords
from handler.text.normalize.roman_numerals import BEFORE_LOWERCASE, RomanNumerals, capitalised_ordinal, in_case, words
from handler.text.normalize.rules import Rule
from handler.text.normalize.world import world_numbers

# The abbreviations people expand when they read aloud, as they say them (the format: classes/abbreviation.py).
ABBREVIATIONS = """
např. = například
tzn. = to znamená
tj. = to jest
$atd. = a tak dále
$apod. = a podobně
tzv. = takzvan~ý,á,é,ou,í,ého,ému,ých,ým,ými
resp. = respektive
mj. = mimo jiné
cca = cirka
tel. = telefon~,číslo=ní,čísla=ního,čísle=ním,číslu=nímu,číslem=ním
^ul. = ulice
^Dr. = doktor~,á=ka
^prof. = profesor~,á=ka
^Ing. = inženýr~,á=ka
^Mgr. = magistr~,á=a
#č. = číslo
#str. = strana / viz: stranu / na: straně / od do z ze: strany
#r. = roku / v ve: roce
hod. = hodina | hodiny | hodin
vč. = včetně
popř. = popřípadě
příp. = případně
zvl. = zvláště
pozn. = poznámka
př. n. l. = před naším letopočtem
n. l. = našeho letopočtu
$aj. = a jiné
^doc. = docent~,á=ka
^Bc. = bakalář~,á=ka
#čl. = článek / v ve: článku / podle dle z ze do: článku
#odst. = odstavec / v ve: odstavci / podle dle z ze do: odstavce
#obr. = obrázek / na: obrázku / z ze do: obrázku
#tab. = tabulka / v ve: tabulce / viz: tabulku / z ze do: tabulky
#kap. = kapitola / v ve: kapitole / viz: kapitolu / z ze do: kapitoly
stol. = století
"""


# A number before its noun: in the case its preposition gives ("se třemi kolegy", "po dvou hodinách") and, for one
# and two, the gender its noun's ending shows ("jednu sestru", "dvě auta"). A "-y" plural is either ("dvě ženy", "dva
# rohlíky") and a "-e" plural too ("dvě lahve", "dva měsíce"): the table below names the nouns people count most
# whose ending hides their gender; a "-y" plural in none of it keeps the counting form.
_GENDERS = counting.NounGenders(
    """
    feminine: žen osob hodin minut sekund korun dcer sestr knih kamarádk holk dívk učitelk studentk lékařk babičk
      tet mamink vnučk spolužačk prodavačk pobočk pizz sezón stránk strán kapitol otázk chyb vět lahvičk plechovk
      fotk položk cen firm bank škol tříd budov rodin zpráv smluv faktur objednávk zastávk cest skupin kapel hvězd
      lžičk misk kostk housk bucht jahod švestk hrušk meruňk palačink vstupenk jízdenk letenk stovk tisícovk
      krabičk sklenk kapk vrstv dávk hr noc věc kost myš řeč místnost možnost nemovitost dět kočk hvězdičk
      hračk značk tašk známk přednášk nabídk zkoušk písničk pohádk rybk kartičk
    masculine: měsíc tisíc pokoj čaj klíč nož muž kon talíř počítač řidič kraj stroj koš míč pomeranč koláč ovladač
      spotřebič cíl pytl syn bratr kluk ps kamarád manžel přítel dědeček dědečk strýc
    """,
    ("", "y", "i", "e", "ě", "a", "u", "ám", "ách", "ami", "ům", "ech", "ích", "emi", "ím", "em", "ovi", "ové"),
)
_FEMININE_SUFFIXES = ("osti",)  # "dvě místnosti", "dvě možnosti"
# After twenty-one, thirty-one ... a genitive plural takes "jedna" ("dvacet jedna let", "třicet jedna korun").
_GENITIVE_PLURALS = frozenset(["let", "korun", "hodin", "minut", "procent", "eur", "žen", "osob", "lidí", "dní"])


def _regular(word: str, case: str) -> str | None:
    return word + "i" if word.endswith(("t", "m")) else None  # "pět": "pěti", "dvacet": "dvaceti", "sedm": "sedmi"


def _nominative(number: int, words: str, noun: str, case: str) -> str | None:
    known = _GENDERS.gender(noun)
    gender: str | None = "masculine"
    if counting.one(number):
        if number > 20 and (noun.endswith("ů") or noun in _GENITIVE_PLURALS):
            return counting.with_last(words, "jedna")  # "dvacet jedna let"
        if noun.endswith("u") and known != "masculine":
            return counting.with_last(words, "jednu")  # "mám 1 sestru"
        if noun.endswith("a"):
            if known == "masculine":
                return counting.with_last(words, "jednoho")  # a man or an animal counted: "mám 1 syna"
            gender = "feminine" if case == NOMINATIVE else None
        elif noun.endswith(("o", "e", "ě", "í")) and known is None:
            gender = "neuter"  # "jedno auto", "jedno dítě"
        elif known == "feminine":  # "1 noc"
            return counting.with_last(words, "jednu" if case == ACCUSATIVE else "jedna")
    elif counting.few(number):
        if known:
            gender = "masculine" if known == "masculine" else "feminine"  # "dvě ženy", "dva měsíce"
        elif noun.endswith(("a", "í", "e", "ě", *_FEMININE_SUFFIXES)):
            gender = "neuter"  # "dvě auta", "dvě lahve": feminine and neuter say "dvě" alike
        elif not noun.endswith("i"):
            gender = None  # "-y" of a noun the table does not name: "dvě ženy", "dva rohlíky"
    return gender and counting.gendered(number, words, "cs", gender) if number < 1000 else None


def _singular_gender(noun: str, case: str) -> str | None:
    if case == INSTRUMENTAL:
        return "feminine" if noun.endswith("ou") else "masculine" if noun.endswith(("em", "om")) else None
    if case == LOCATIVE:
        return "masculine" if noun.endswith(("ě", "e", "u")) else None
    if case == GENITIVE:
        return "feminine" if noun.endswith(("y", "e", "i")) else "masculine" if noun.endswith(("a", "u")) else None
    return None


_CASES = SlavicCases(
    lang="cs",
    prepositions={
        **dict.fromkeys(["od", "do", "z", "ze", "bez", "u", "kolem", "okolo", "podle", "během", "místo"], GENITIVE),
        **dict.fromkeys(["vedle", "kromě", "uprostřed", "pomocí", "ohledně"], GENITIVE),
        **dict.fromkeys(["k", "ke", "díky", "proti", "kvůli", "naproti"], DATIVE),
        **dict.fromkeys(["pro", "přes", "mimo"], ACCUSATIVE),
        **dict.fromkeys(["s", "se", "před", "nad", "pod", "mezi"], INSTRUMENTAL),
        "při": LOCATIVE,
    },
    located=("v", "ve", "na", "o", "po"),
    instrumental=("ami", "emi", "mi"),
    dative=("ům", "ám", "ím"),
    locative=("ech", "ích", "ách"),
    singular_locative=("ě", "e"),
    forms={
        "jeden": ("jednoho", "jednomu", "jednom", "jedním"),
        "jedno": ("jednoho", "jednomu", "jednom", "jedním"),
        "jedna": ("jedné", "jedné", "jedné", "jednou"),
        "dva": ("dvou", "dvěma", "dvou", "dvěma"),
        "dvě": ("dvou", "dvěma", "dvou", "dvěma"),
        "tři": ("tří", "třem", "třech", "třemi"),
        "čtyři": ("čtyř", "čtyřem", "čtyřech", "čtyřmi"),
        "devět": ("devíti", "devíti", "devíti", "devíti"),
        "sto": ("sta", "stu", "stu", "stem"),
        **dict.fromkeys(["stě", "sta", "set"], ("set", "stům", "stech", "sty")),  # "od pěti set do sedmi set"
        **dict.fromkeys(["tisíce", "tisíc"], ("tisíc", "tisícům", "tisících", "tisíci")),  # "od dvou tisíc"
    },
    leading={"tisíc": ("tisíce", "tisíci", "tisíci", "tisícem")},  # one thousand: "od tisíce lidí"
    unchanged_before_more=frozenset(["sto"]),  # "bez sto pěti korun": a hundred in a longer number stays
    regular=_regular,
    nominative=_nominative,
    singular_gender=_singular_gender,
    within_or_behind="za",
    genders=_GENDERS,
)
_HALVED = {
    # the nouns counted in halves, as they stand after "a půl" (the genitive singular), with their word for two
    **dict.fromkeys(["hodiny", "minuty", "vteřiny", "sekundy", "kila", "miliardy"], "dvě"),
    **dict.fromkeys(["roku", "měsíce", "týdne", "dne", "litru", "metru", "kilometru", "kilogramu", "milionu"], "dva"),
}
COUNTING = Counting(
    _CASES.counted,
    _CASES.all_prepositions,
    lambda noun: "půl",
    quarter=lambda noun: "čtvrt",
    # "1,5 hodiny": "jeden a půl hodiny", in every gender; not before a verb ("1,5 stačilo")
    one_and_a_half=lambda noun, before: None if noun.endswith(("lo", "li", "ly", "í", "je")) else "jeden a půl",
    and_a_half=counting.halves_of(_HALVED, "cs", "a půl"),
    genitive_before=_CASES.genitive,
    few_is_singular_genitive=False,
    not_names=frozenset(["má", "mám", "máš", "máme", "máte", "mají"]),  # "to have": "Ima 21 godinu" is no name's number
    adjectives=("é",),  # "2 nové židle": "dvě nové židle"
)

# Math operators between numbers, as said (classes/symbol.py).
OPERATORS = {
    "+": "plus",
    "=": "rovná se",
    "×": "krát",
    "·": "krát",
    "÷": "děleno",
    "√": "odmocnina z",
    "§": "paragraf / podle dle: paragrafu / v ve: paragrafu / s se: paragrafem",
}
# The words that announce a number read digit by digit: a PIN, a postal code (classes/identifier.py).
IDENTIFIER_WORDS = ("pin", "psč", "kód", r"kart\w* končíc")


# Fractions -------------------------------------------------------------------------------------------------------

# The part's name as a noun: its stem, then the singular ending, the plural's after 2-4 and after 5 and more.
_PARTS = SlavicParts(
    {2: "polovin", 3: "třetin", 4: "čtvrtin", 5: "pětin", 6: "šestin", 7: "sedmin", 8: "osmin", 9: "devítin",
     10: "desetin", 100: "setin", 1000: "tisícin"},
    ("a", "y", ""), "jedna", "dvě",
)  # fmt: skip


FRACTIONS = joined_by("cs", slavic("cs", _PARTS), "a", "{} a půl", one_and_a_half="jeden a půl")


# Ordinals --------------------------------------------------------------------------------------------------------


# A number joined to an adjective, with or without a hyphen, is one word whose first part is the number's combining
# form ("5letého": "pětiletého", "3denní": "třídenní", "2-pokojový": "dvoupokojový");
# a number before a separate word stays a count ("5 let": "pět let").
_COMBINING = {
    1: "jedno",
    2: "dvou",
    3: "tří",
    4: "čtyř",
    5: "pěti",
    6: "šesti",
    7: "sedmi",
    8: "osmi",
    9: "devíti",
    10: "deseti",
    12: "dvanácti",
    15: "patnácti",
    20: "dvaceti",
    100: "sto",
}
_ADJECTIVE_ENDINGS = ("ého", "ému", "ými", "ých", "ým", "ém", "ou", "ý", "á", "é", "í")


def _ordinals() -> tuple[Rule, ...]:
    return (joined_to_word(_COMBINING, _ADJECTIVE_ENDINGS, "a-záéíýóúůěščřžťďň"), *dotted("cs"))


# Dates and times ------------------------------------------------------------------------------------------------------


# "jedna sekunda", "dvě sekundy", "pět sekund", "dvacet jedna sekund", "dvacet dvě sekundy".
def _seconds_noun(n: int) -> str:
    return "sekunda" if n == 1 else clock.slavic_plural(n, ("sekund", "sekundy", "sekund"))


_CLOCK_NUMBERS = clock.plain("cs", zero=True)


# "hodina" after an hour alone, by the case its preposition gives: nominative or accusative ("v osm hodin", "ve dvě
# hodiny", "v jednu hodinu"), genitive ("do devíti hodin", "od jedné hodiny"), dative ("k devíti hodinám").
_HOUR_NOUNS = {
    "nominative": ("hodina", "hodiny", "hodin"),
    "accusative": ("hodinu", "hodiny", "hodin"),
    "genitive": ("hodiny", "hodin", "hodin"),
    "dative": ("hodině", "hodinám", "hodinám"),
}
_HOUR_CASES = {"v": "accusative", "ve": "accusative", "po": "accusative", "k": "dative", "ke": "dative"}


def _hours(hour: int, minute: int, before: str) -> str | None:
    """ "čtrnáct třicet"; an hour alone with "hodin" in the case its preposition gives."""
    words = _CLOCK_NUMBERS(hour, minute, before)
    if words is None or minute or not hour:
        return words
    preposition = before.split()[-1].lower() if before.split() else ""
    case = _HOUR_CASES.get(preposition) or _CASES.prepositions.get(preposition) or "nominative"
    nouns = _HOUR_NOUNS.get(case, _HOUR_NOUNS["nominative"])
    noun = nouns[0] if hour == 1 else nouns[1] if counting.few(hour) and case != "genitive" else nouns[2]
    number = COUNTING.say(hour, words, "hodin", preposition) or words
    if case in ("nominative", "accusative"):
        number = clock.with_last(number, {"dva": "dvě", "jedna": "jednu" if case == "accusative" else "jedna"})
    return f"{number} {noun}"


TIMES = clock.TimePhrasing(
    _hours,
    clock.seconds_after("cs", _seconds_noun, joiner="a", forms={"jeden": "jedna", "dva": "dvě"}),
    words_before=r"v|od|do",
    zones=True,
)


def _year(value: int) -> str | None:
    """ "devatenáct set devadesát": a year before 2000 in hundreds, as it is said; "dva tisíce dvacet čtyři"."""
    century, rest = divmod(value, 100)
    if 11 <= century <= 19:
        words = f"{numwords.cardinal(century, 'cs')} set"
        return words + (f" {numwords.cardinal(rest, 'cs')}" if rest else "")
    return numwords.year(value, "cs")


# The day is an ordinal in the genitive: "třetího května dva tisíce dvacet čtyři"; "v roce 1989" is a year.
DATES = dating.DatePhrasing(
    _year, dating.ordinal_days("cs", "genitive"), year_words=("roce", "roku", "rok"), range_between=("do",)
)


# Money, units and measures --------------------------------------------------------------------------------------------

# Currencies' everyday names (classes/money.py).
_CURRENCIES = {
    "CZK": (("koruna", "koruny", "korun"), ("haléř", "haléře", "haléřů")),
    "EUR": (("euro", "eura", "eur"), ("cent", "centy", "centů")),
    "USD": (("dolar", "dolary", "dolarů"), ("cent", "centy", "centů")),
}

# A price per unit is "za" it ("za kilogram"), where CLDR's "per" is a rate's (classes/per.py).
_PRICE_PER = {
    "mass-kilogram": "za kilogram",
    "area-square-meter": "za metr čtvereční",
    "volume-liter": "za litr",
    "length-meter": "za metr",
    "length-kilometer": "za kilometr",
}
MONEY = Money(names=_CURRENCIES, genders={"koruna": "feminine", "euro": "neuter"}, agree=True)
# Units whose noun takes another form of the number than the counting one ("eine Stunde", "una tonelada").
# Units as the language abbreviates them after a number, beyond CLDR's short symbols ("sek.").
_SYMBOLS = {"sek": "duration-second"}
# A unit's plural in the dative, locative and instrumental, from its genitive plural (CLDR's "many" form): a
# masculine "-ů" ("stupňů": "stupňům", "stupních", "stupni"; "kilometrů": "kilometrům", "kilometrech", "kilometry"),
# else a feminine or neuter stem ("minut": "minutám", "minutách", "minutami"; "procent": "procentům", ...).
_OBLIQUE_PLURAL = {
    "masculine": (("ům", "ech", "y"), ("ům", "ích", "i")),  # hard, soft stem
    "feminine": (("ám", "ách", "ami"), ("ím", "ích", "emi")),
    "neuter": (("ům", "ech", "y"), ("ím", "ích", "i")),
}
_SOFT = tuple("ňťďžščřcj")
_HOOKED = {"ň": "n", "ť": "t", "ď": "d"}


def _declined(unit: str, number: int, before: str) -> str | None:
    """A unit's noun after a preposition that gives the dative, the locative or the instrumental, the plural of a
    number other than one ("při 180 °C": "při sto osmdesáti stupních", "k 35 °C": "k třiceti pěti stupňům", "se 3 kg":
    "se třemi kilogramy"); CLDR names only the nominative and the genitive."""
    case = _CASES.prepositions.get(before)
    if case not in (DATIVE, LOCATIVE, INSTRUMENTAL) or counting.one(number):
        return None
    noun, rest = unit_noun(unit, 5, "cs")
    if rest and not rest[:1].isupper():
        return None  # "metrů čtverečních": its adjective too, which no table here holds
    gender = MEASURES.genders.get(unit, "masculine")
    if noun.endswith("ů"):
        noun, gender = noun[:-1], "masculine"
    elif gender == "masculine":
        return None
    ending = _OBLIQUE_PLURAL[gender][noun.endswith(_SOFT)][(DATIVE, LOCATIVE, INSTRUMENTAL).index(case)]
    if noun[-1:] in _HOOKED and ending.startswith(("i", "í")):
        noun = noun[:-1] + _HOOKED[noun[-1]]  # "stupň" + "ích": "stupních"
    return noun + ending


MEASURES = Measures(
    symbols=_SYMBOLS,
    price_per=_PRICE_PER,
    declined=_declined,
    genders={
        "duration-hour": "feminine",
        "duration-minute": "feminine",
        "mass-tonne": "feminine",
        "area-hectare": "feminine",
        "concentr-percent": "neuter",  # "dvě procenta", "jedno procento"
    },
)

# Number words, scale words and ranges ---------------------------------------------------------------------------------

# Number words: what the libraries leave to the language (number_words.py; numwords.py says them).
# Ordinals (num2words has none): the masculine nominative of 1-19, the tens and the hundreds.
_ORDINALS = (
    ["první", "druhý", "třetí", "čtvrtý", "pátý", "šestý", "sedmý", "osmý", "devátý", "desátý", "jedenáctý",
     "dvanáctý", "třináctý", "čtrnáctý", "patnáctý", "šestnáctý", "sedmnáctý", "osmnáctý", "devatenáctý"],
    ["dvacátý", "třicátý", "čtyřicátý", "padesátý", "šedesátý", "sedmdesátý", "osmdesátý", "devadesátý"],
    ["stý", "dvoustý", "třístý", "čtyřstý", "pětistý", "šestistý", "sedmistý", "osmistý", "devítistý"],
)  # fmt: skip
_HUNDREDS = re.compile(r"\b(dvě|tři|čtyři|pět|šest|sedm|osm|devět)(stě|sta|set)\b")
FEMININE_ORDINAL = (("í", "í"), ("ý", "á"))
NUMBER_WORDS = NumberWords(
    minus="minus",
    tidy=lambda words: _HUNDREDS.sub(r"\1 \2", words).replace("mínus", "minus"),  # "dvě stě", "pět set" apart
    decimals=WHOLE,
    whole_words=("celá", "celá", "celé", "celé", "celých"),  # "jedna celá pět", "dvě celé pět", "pět celých pět"
    masculine={"jedna": "jeden"},
    feminine={"dva": "dvě"},
    neuter={"jedna": "jedno", "dva": "dvě"},
    ordinal=lambda number, case: west_slavic_ordinal(number, _ORDINALS),
    ordinal_cases={"genitive": (("í", "ího"), ("ý", "ého"))},  # "třetího května"
    feminine_ordinal=FEMININE_ORDINAL,
    every_word=True,  # "dvacátého prvního"
)


# An ordinal in the gender and case of its noun ("ve 2. patře": "ve druhém patře"; agreement.py).
AGREEING_ORDINAL = SlavicOrdinals(
    "cs",
    every_word=True,
    neuter=(("í", "í"), ("ý", "é")),
    feminine=FEMININE_ORDINAL,
    feminine_accusative=(("í", "í"), ("ý", "ou")),
    locative=(("í", "ím"), ("ý", "ém")),
    feminine_locative=(("í", "í"), ("ý", "é")),
    prepositions=frozenset(["v", "ve", "na", "o", "po", "při"]),
    locative_nouns=("e", "ě", "u", "í"),  # "ve 2. patře", "v 21. století"
    feminine_locative_nouns=("i",),
    feminine_accusative_nouns=("u",),
    neuter_nouns=("o", "í", "e"),
    genitive=(("í", "ího"), ("ý", "ého")),
    genitive_before=_CASES.genitive,  # "z 19. století": "z devatenáctého století", "do 3. kola": "do třetího kola"
    feminine_genitive_nouns=("y", "e", "ě", "i"),
)


# A range: "10-20" said with the word for "to".
RANGES = RangeWords("až", score="")  # a score is its two numbers: "2:0": "dva nula", "3-1": "tři jedna"


# Roman numerals and addresses -----------------------------------------------------------------------------------------

ADDRESSES = Addresses(
    streets={"ul.": "ulice", "nám.": "náměstí", "tř.": "třída"},
    located=("na", "v", "ve"),
    locatives={"ul.": "ulici", "nám.": "náměstí", "tř.": "třídě"},
    postcode=Postcode(5),
)

_ROMAN_CHAPTERS = words("kapitola kapitolu kapitole část části díl dílu svazek akt")
_CENTURIES = words("století stol.")
ROMAN = RomanNumerals(
    capitalised_ordinal("cs", _ROMAN_CHAPTERS, _CENTURIES, century=in_case(AGREEING_ORDINAL)),  # "Karel Čtvrtý"
    chapters=_ROMAN_CHAPTERS,
    centuries=_CENTURIES,
    monarchs=words(
        "Karel Václav Přemysl Otakar Jan Jiří Vladislav Ludvík Rudolf Ferdinand Leopold Josef Marie Terezie "
        "Alžběta Eliška Jindřich Zikmund Matyáš František Pius Benedikt Pavel"
    ),
    queens=words("Alžběta Marie Eliška Terezie Kateřina Anna"),
    period=BEFORE_LOWERCASE,
)

# Electronic addresses and telephone numbers ---------------------------------------------------------------------------
# The words for what web and e-mail addresses are made of (classes/electronic.py finds them).
ELECTRONIC = AddressWords(
    dot="tečka", at="zavináč", slash="lomítko", dash="pomlčka", underscore="podtržítko", colon="dvojtečka"
)
# How a telephone number is read (classes/telephone.py finds it).
TELEPHONE = PhoneReading("cs", "plus", words=r"zavolej\w*|volej\w*|prozvo\w*")


HOME = Home(
    "cs",
    abbreviations=ABBREVIATIONS,
    counting=COUNTING,
    operators=OPERATORS,
    identifier_words=IDENTIFIER_WORDS,
    fractions=FRACTIONS,
    ordinals=_ordinals,
    numbers=world_numbers("cs"),
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
