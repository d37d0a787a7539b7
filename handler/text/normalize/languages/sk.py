"""Slovak: how things are said in Slovak, where CLDR and the number libraries do not say it."""

from __future__ import annotations

from handler.text.normalize import clock, counting, dating, numwords
from handler.text.normalize.addresses import Addresses, Postcode
from handler.text.normalize.agreement import SlavicOrdinals
from handler.text.normalize.amounts import Measures, Money, library_names
from handler.text.normalize.contacts import AddressWords, PhoneReading
from handler.text.normalize.counting import (
    ACCUSATIVE,
    DATIVE,
    GENITIVE,
    INSTRUMENTAL,
    LOCATIVE,
    OBLIQUE,
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
napr. = napríklad
t. j. = to jest
$atď. = a tak ďalej
$a pod. = a podobne
tzv. = takzvan~ý,á,é,e=é,a=á,u=ú,ú,í,ého,ej,ému,ých,ým,ými
resp. = respektíve
cca = cirka
tel. = telefón~,číslo=ne,čísla=neho,čísle=nom,číslu=nemu,číslom=nym
^ul. = ulica
^Ing. = inžinier~,á=ka
^Mgr. = magister
^prof. = profesor~,á=ka
#č. = číslo
#str. = strana / pozri: stranu / na: strane / od do z zo: strany
#r. = roku
vrát. = vrátane
popr. = poprípade
príp. = prípadne
tzn. = to znamená
pozn. = poznámka
pred n. l. = pred naším letopočtom
n. l. = nášho letopočtu
pred Kr. = pred Kristom
po Kr. = po Kristovi
$a i. = a iné
^doc. = docent~,á=ka
^Bc. = bakalár~,á=ka
#čl. = článok / v vo: článku / podľa z zo do: článku
#ods. = odsek / v vo: odseku / podľa z zo do: odseku
#obr. = obrázok / na: obrázku / z zo do: obrázku
#tab. = tabuľka / v vo: tabuľke / pozri: tabuľku / z zo do: tabuľky
#kap. = kapitola / v vo: kapitole / pozri: kapitolu / z zo do: kapitoly
"""

# A number before its noun: in the case its preposition gives ("s tromi kolegami", "po dvoch hodinách"), one and two
# in the gender its noun's ending shows ("jednu sestru", "dve autá"), men counted by "dvaja", "traja", "štyria".
_PERSONAL = {"dva": "dvaja", "tri": "traja", "štyri": "štyria"}
_STEMS = {"päť": "piat", "šesť": "šiest", "sedem": "siedm", "osem": "ôsm", "deväť": "deviat", "desať": "desiat",
          "dvadsať": "dvadsiat", "tridsať": "tridsiat", "štyridsať": "štyridsiat"}  # fmt: skip
_ENDINGS = ("ich", "im", "ich", "imi")


def _regular(word: str, case: str) -> str | None:
    stem = _STEMS.get(word)
    if stem is None and word.endswith(("násť", "desiat")):  # "štrnásť": "štrnástich", "päťdesiat": "päťdesiatich"
        stem = word.removesuffix("ť") + ("t" if word.endswith("ť") else "")
    return stem and stem + _ENDINGS[OBLIQUE.index(case)]


# A "-y" plural is either gender ("dve ženy", "dva rožky"), and so is an "-e" plural ("dve ulice", "dva mesiace"):
# the table names the nouns people count most whose ending hides their gender.
_GENDERS = counting.NounGenders(
    """
    feminine: žen osob hodin minút sekúnd korun dcér sestr knih kamarátk lekárk učiteľk študentk babičk tet mamičk
      sestričk predavačk kolegyn pobočk pizz sezón stránk strán kapitol otázk chyb vet fotk položk cen firm bank
      škol tried budov rodin správ zmluv faktúr objednávk zastávk cest skupin kapel lyžičk misk kock izb ulic fľaš žeml
      stanic noc vec kost miestnost možnost det mačk hračk hviezdičk značk tašk známk ponuk skúšk pesničk
      rozprávk rybk stoličk lamp posteľ skrin polic šálk vidličk čiapk bund sukn košieľ topánk
    masculine: mesiac tisíc týždn kľúč nož muž čaj stroj počítač hráč kraj koš syn brat ps kamarát manžel
    """,
    ("", "y", "i", "e", "a", "u", "ám", "ách", "ami", "om", "och", "ov", "mi", "ovi", "ovia", "ia"),
)


# Two to four men or animals counted in the accusative take the genitive's form ("mám dvoch bratov", "troch synov");
# their noun's "-ov" (or an adjective's "-ých" before it) says so, as no other counted plural after two to four ends so.
_MEN_COUNTED = {"dva": "dvoch", "tri": "troch", "štyri": "štyroch"}


def _nominative(number: int, words: str, noun: str, case: str) -> str | None:
    known = _GENDERS.gender(noun)
    gender: str | None = "masculine"
    if counting.one(number):
        if noun.endswith("u") and known != "masculine":
            return counting.with_last(words, "jednu")  # "mám 1 sestru"
        if noun.endswith("a"):
            if known == "masculine":
                return counting.with_last(words, "jedného")  # a man or an animal counted: "mám 1 syna"
            gender = "feminine" if case == "nominative" else None
        elif noun.endswith(("o", "e", "ie")) and known is None:
            gender = "neuter"
        elif known == "feminine":  # "1 noc"
            return counting.with_last(words, "jednu" if case == ACCUSATIVE else "jedna")
    elif counting.few(number):
        head, _, last = words.rpartition(" ")
        # an adjective's "-í" before the noun says men too: "dvaja noví kolegovia"
        men = noun.endswith(("i", "í", "ovia")) and noun not in ("dni", "deti") and known != "feminine"
        if men and last in _PERSONAL:
            return counting.with_last(words, _PERSONAL[last])  # "dvaja muži", "traja programátori"
        if noun.endswith(("ov", "ých", "ich")) and last in _MEN_COUNTED:  # "2 nových kolegov" too
            return counting.with_last(words, _MEN_COUNTED[last])  # men counted, their accusative: "mám 2 bratov"
        if known:
            gender = "masculine" if known == "masculine" else "feminine"  # "dve ženy", "dva mesiace"
        elif noun.endswith(("a", "á", "ia", "ie")):
            gender = "neuter"  # "dve autá"
        elif noun.endswith("y"):
            gender = None  # a noun the table does not name: "dve ženy", "dva rožky"
    return gender and counting.gendered(number, words, "sk", gender) if number < 1000 else None


def _singular_gender(noun: str, case: str) -> str | None:
    if case == INSTRUMENTAL:
        return "feminine" if noun.endswith("ou") else "masculine" if noun.endswith(("om", "em")) else None
    if case == GENITIVE:
        return "feminine" if noun.endswith(("y", "e", "i")) else "masculine" if noun.endswith(("a", "u")) else None
    return "masculine" if case == LOCATIVE and noun.endswith(("e", "u")) else None  # "v 1 prípade"


_CASES = SlavicCases(
    lang="sk",
    prepositions={
        **dict.fromkeys(["od", "do", "z", "zo", "bez", "u", "okolo", "podľa", "počas", "namiesto", "vedľa"], GENITIVE),
        "okrem": GENITIVE,
        **dict.fromkeys(["k", "ku", "vďaka", "proti", "kvôli"], DATIVE),
        **dict.fromkeys(["pre", "cez"], ACCUSATIVE),
        **dict.fromkeys(["s", "so", "pred", "nad", "pod", "medzi"], INSTRUMENTAL),
        "pri": LOCATIVE,
    },
    located=("v", "vo", "na", "o", "po"),
    instrumental=("ami", "mi"),
    dative=("om", "ám"),
    locative=("ach", "ách", "iach", "och"),
    singular_locative=("e", "i"),
    forms={
        "jeden": ("jedného", "jednému", "jednom", "jedným"),
        "jedno": ("jedného", "jednému", "jednom", "jedným"),
        "jedna": ("jednej", "jednej", "jednej", "jednou"),
        "dva": ("dvoch", "dvom", "dvoch", "dvoma"),
        "dve": ("dvoch", "dvom", "dvoch", "dvoma"),
        "tri": ("troch", "trom", "troch", "tromi"),
        "štyri": ("štyroch", "štyrom", "štyroch", "štyrmi"),
    },
    regular=_regular,
    nominative=_nominative,
    singular_gender=_singular_gender,
    within_or_behind="za",
    genders=_GENDERS,
)
_HALVED = {
    # the nouns counted in halves, as they stand after "a pol" (the genitive singular), with their word for two
    **dict.fromkeys(["hodiny", "minúty", "sekundy", "kila", "miliardy"], "dve"),
    **dict.fromkeys(["roka", "mesiaca", "týždňa", "dňa", "litra", "metra", "kilometra", "kilogramu", "milióna"], "dva"),
}
COUNTING = Counting(
    _CASES.counted,
    _CASES.all_prepositions,
    lambda noun: "pol",
    quarter=lambda noun: "štvrť",
    # "1,5 hodiny": "jeden a pol hodiny"; not before a verb ("1,5 stačilo")
    one_and_a_half=lambda noun, before: None if noun.endswith(("lo", "li", "ly", "í", "je")) else "jeden a pol",
    and_a_half=counting.halves_of(_HALVED, "sk", "a pol"),
    genitive_before=_CASES.genitive,
    few_is_singular_genitive=False,
    not_names=frozenset(["má", "mám", "máš", "máme", "máte", "majú"]),  # "to have": "Ima 21 godinu" is no name's number
    adjectives=("é",),  # "2 nové stoličky": "dve nové stoličky"
)

# Math operators between numbers, as said (classes/symbol.py).
OPERATORS = {
    "+": "plus",
    "=": "sa rovná",
    "×": "krát",
    "·": "krát",
    "÷": "delené",
    "√": "odmocnina z",
    "§": "paragraf / podľa: paragrafu / v vo: paragrafe / s so: paragrafom",
}
# The words that announce a number read digit by digit: a PIN, a postal code (classes/identifier.py).
IDENTIFIER_WORDS = ("pin", "psč", "kód", r"kart\w* končiac")


# Fractions -------------------------------------------------------------------------------------------------------

# The part's name as a noun: its stem, then the singular ending, the plural's after 2-4 and after 5 and more.
_PARTS = SlavicParts(
    {2: "polovic", 3: "tretin", 4: "štvrtin", 5: "pätin", 6: "šestin", 7: "sedmin", 8: "osmin", 9: "devätin",
     10: "desatin", 100: "stotin", 1000: "tisícin"},
    ("a", "y", ""), "jedna", "dve",
    # The genitive plural lengthens its last vowel: "päť osmín", "tri polovíc".
    many=lambda stem: stem[: stem.rfind("i")] + "í" + stem[stem.rfind("i") + 1 :],
)  # fmt: skip


FRACTIONS = joined_by("sk", slavic("sk", _PARTS), "a", "{} a pol")


# Ordinals --------------------------------------------------------------------------------------------------------


# A number joined to an adjective, with or without a hyphen, is one word whose first part is the number's combining
# form ("5-ročné": "päťročné", "3-izbový": "trojizbový", "2-dňový": "dvojdňový");
# a number before a separate word stays a count ("5 rokov": "päť rokov").
_COMBINING = {
    1: "jedno",
    2: "dvoj",
    3: "troj",
    4: "štvor",
    5: "päť",
    6: "šesť",
    7: "sedem",
    8: "osem",
    9: "deväť",
    10: "desať",
    12: "dvanásť",
    15: "pätnásť",
    20: "dvadsať",
    100: "sto",
}
_ADJECTIVE_ENDINGS = ("ého", "ému", "ými", "ých", "ým", "om", "ej", "ý", "á", "é", "í", "ú")


def _ordinals() -> tuple[Rule, ...]:
    return (joined_to_word(_COMBINING, _ADJECTIVE_ENDINGS, "a-záäéíýóôúĺľŕščžťďň"), *dotted("sk"))


# Dates and times ------------------------------------------------------------------------------------------------------


# "jedna sekunda", "dve sekundy", "päť sekúnd".
def _seconds_noun(n: int) -> str:
    return "sekunda" if n == 1 else "sekundy" if 2 <= n <= 4 else "sekúnd"


_CLOCK_NUMBERS = clock.plain("sk", zero=True)
# After these an hour alone is a feminine ordinal ("o ôsmej", "do dvadsiatej prvej"; hodina).
_HOUR_PREPOSITIONS = frozenset({"o", "do", "od", "po", "okolo"})


def _hours(hour: int, minute: int, before: str) -> str | None:
    preposition = before.split()[-1].lower() if before.split() else ""
    ordinal = numwords.ordinal(hour, "sk") if hour and not minute and preposition in _HOUR_PREPOSITIONS else None
    if ordinal is None:
        return _CLOCK_NUMBERS(hour, minute, before)
    return numwords.inflect(ordinal, (("ý", "ej"), ("y", "ej"), ("í", "ej")), every_word=True)


TIMES = clock.TimePhrasing(
    _hours,
    clock.seconds_after("sk", _seconds_noun, joiner="a", forms={"jeden": "jedna", "dva": "dve"}),
    words_before=r"o|od|do",
    zones=True,
)


# The day is an ordinal in the genitive: "tretieho mája".
DATES = dating.DatePhrasing(
    lambda value: numwords.year(value, "sk"), dating.ordinal_days("sk", "genitive"), range_between=("do",)
)


# Money, units and measures --------------------------------------------------------------------------------------------

# Currencies' everyday names, where num2words' currency forms are not (classes/money.py).
_CURRENCIES = library_names("sk") | {"USD": (("dolár", "doláre", "dolárov"), ("cent", "centy", "centov"))}

# A price per unit is "za" it ("za kilogram"), where CLDR's "per" is a rate's (classes/per.py).
_PRICE_PER = {
    "mass-kilogram": "za kilogram",
    "area-square-meter": "za meter štvorcový",
    "volume-liter": "za liter",
    "length-meter": "za meter",
    "length-kilometer": "za kilometer",
}
MONEY = Money(names=_CURRENCIES, genders={"euro": "neuter"})
# Units whose noun takes another form of the number than the counting one ("eine Stunde", "una tonelada").
# Units as the language abbreviates them after a number, beyond CLDR's short symbols ("sek.").
_SYMBOLS = {"sek": "duration-second", "hod": "duration-hour"}
MEASURES = Measures(
    symbols=_SYMBOLS,
    price_per=_PRICE_PER,
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
    ["prvý", "druhý", "tretí", "štvrtý", "piaty", "šiesty", "siedmy", "ôsmy", "deviaty", "desiaty", "jedenásty",
     "dvanásty", "trinásty", "štrnásty", "pätnásty", "šestnásty", "sedemnásty", "osemnásty", "devätnásty"],
    ["dvadsiaty", "tridsiaty", "štyridsiaty", "päťdesiaty", "šesťdesiaty", "sedemdesiaty", "osemdesiaty",
     "deväťdesiaty"],
    ["stý", "dvojstý", "trojstý", "štvorstý", "päťstý", "šesťstý", "sedemstý", "osemstý", "deväťstý"],
)  # fmt: skip
FEMININE_ORDINAL = (("í", "ia"), ("ý", "á"), ("y", "a"))
NUMBER_WORDS = NumberWords(
    decimals=WHOLE,
    whole_words=("celá", "celá", "celé", "celé", "celých"),
    feminine={"jeden": "jedna", "dva": "dve"},
    neuter={"jeden": "jedno", "dva": "dve"},
    ordinal=lambda number, case: west_slavic_ordinal(number, _ORDINALS),
    ordinal_cases={"genitive": (("í", "ieho"), ("ý", "ého"), ("y", "eho"))},
    feminine_ordinal=FEMININE_ORDINAL,
    every_word=True,
)


# An ordinal in the gender and case of its noun ("na 2. poschodí": "na druhom poschodí"; agreement.py).
AGREEING_ORDINAL = SlavicOrdinals(
    "sk",
    every_word=True,
    neuter=(("í", "ie"), ("ý", "é"), ("y", "e")),
    feminine=FEMININE_ORDINAL,
    feminine_accusative=(("í", "iu"), ("ý", "ú"), ("y", "u")),
    locative=(("tí", "ťom"), ("ý", "om"), ("y", "om")),
    feminine_locative=(("í", "ej"), ("ý", "ej"), ("y", "ej")),
    prepositions=frozenset(["v", "vo", "na", "o", "po", "pri"]),
    locative_nouns=("e", "u", "í"),
    feminine_locative_nouns=("i",),
    feminine_accusative_nouns=("u",),
    neuter_nouns=("o", "e"),
    genitive=(("í", "ieho"), ("ý", "ého"), ("y", "eho")),
    genitive_nouns=("storočia", "tisícročia"),  # "21. storočia": "dvadsiateho prvého storočia"
    genitive_before=_CASES.genitive,
    feminine_genitive_nouns=("y", "e", "i"),
)


# A range: "10-20" said with the word for "to".
RANGES = RangeWords("až", score="")  # a score is its two numbers: "2:0": "dva nula", "3-1": "tri jedna"


# Roman numerals and addresses -----------------------------------------------------------------------------------------

ADDRESSES = Addresses(
    streets={"ul.": "ulica", "nám.": "námestie"},
    located=("na", "v", "vo"),
    locatives={"ul.": "ulici", "nám.": "námestí"},
    postcode=Postcode(5),
)

_ROMAN_CHAPTERS = words("kapitola kapitolu kapitole časť časti diel dielu zväzok akt")
_CENTURIES = words("storočie storočia storočí")
ROMAN = RomanNumerals(
    capitalised_ordinal("sk", _ROMAN_CHAPTERS, _CENTURIES, century=in_case(AGREEING_ORDINAL)),  # "Karol Štvrtý"
    chapters=_ROMAN_CHAPTERS,
    centuries=_CENTURIES,
    monarchs=words(
        "Karol Ľudovít Matej Žigmund Ferdinand Jozef František Leopold Mária Terézia Alžbeta Ondrej Belo Štefan "
        "Ladislav"
    ),
    queens=words("Alžbeta Mária Terézia"),
    period=BEFORE_LOWERCASE,
)

# Electronic addresses and telephone numbers ---------------------------------------------------------------------------
# The words for what web and e-mail addresses are made of (classes/electronic.py finds them).
ELECTRONIC = AddressWords(
    dot="bodka", at="zavináč", slash="lomka", dash="pomlčka", underscore="podčiarkovník", colon="dvojbodka"
)
# How a telephone number is read (classes/telephone.py finds it).
TELEPHONE = PhoneReading("sk", "plus", words=r"telefón\w*")


HOME = Home(
    "sk",
    abbreviations=ABBREVIATIONS,
    counting=COUNTING,
    operators=OPERATORS,
    identifier_words=IDENTIFIER_WORDS,
    fractions=FRACTIONS,
    ordinals=_ordinals,
    numbers=world_numbers("sk"),
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
