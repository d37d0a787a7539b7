"""Polish: how things are said in Polish, where CLDR and the number libraries do not say it."""

from __future__ import annotations

import re

from handler.text.normalize import clock, counting, dating, numwords
from handler.text.normalize.addresses import Addresses, Postcode
from handler.text.normalize.agreement import SlavicOrdinals
from handler.text.normalize.amounts import Measures, Money, library_names
from handler.text.normalize.cldr import unit_noun
from handler.text.normalize.contacts import AddressWords, PhoneReading
from handler.text.normalize.counting import ACCUSATIVE, DATIVE, GENITIVE, INSTRUMENTAL, LOCATIVE, NOMINATIVE, Counting
from handler.text.normalize.fractions import joined_by
from handler.text.normalize.home import Home
from handler.text.normalize.joined import joined_to_word
from handler.text.normalize.number_words import LIBRARY, NumberWords
from handler.text.normalize.ordinals import dotted
from handler.text.normalize.range_words import RangeWords, opening_hours
from handler.text.normalize.roman_numerals import Numeral, RomanNumerals, capitalised_ordinal, words
from handler.text.normalize.rules import Rule
from handler.text.normalize.world import world_numbers

# The abbreviations people expand when they read aloud, as they say them (the format: classes/abbreviation.py).
ABBREVIATIONS = """
np. = na przykład
$itd. = i tak dalej
$itp. = i tym podobne
tzn. = to znaczy
tzw. = tak zwany
m.in. = między innymi
tj. = to jest
wg = według
ok. = około
tel. = telefon
kom. = komórkowy
^ul. = ulica
^al. = aleja
^dr = doktor
^prof. = profesor
^mgr = magister
^inż. = inżynier
#nr = numer / pod przed nad z ze: numerem / w na o przy po: numerze / od do bez spod: numeru
#godz. = godzina
#str. = strona / na w o przy: stronie / od do z ze bez: strony
tys. = tysiąc | tysiące | tysięcy
zob. = zobacz
p.n.e. = przed naszą erą
n.e. = naszej ery
przed Chr. = przed Chrystusem
po Chr. = po Chrystusie
$i in. = i inni
^doc. = docent
^ks. = ksiądz
^gen. = generał
^płk = pułkownik
^mjr = major
#art. = artykuł / w: artykule / do według wg: artykułu
#ust. = ustęp / w: ustępie / do według wg: ustępu
#pkt = punkt / w: punkcie / do według wg: punktu
#rys. = rysunek / na: rysunku / z ze do: rysunku
#tab. = tabela / w: tabeli / z ze do: tabeli
#rozdz. = rozdział / w: rozdziale / z ze do: rozdziału
+szt. = sztuka | sztuki | sztuk
"""

# A number before its noun in the case its preposition gives and the gender of its noun ("z pięcioma osobami",
# "jedną siostrę", "dwóch mężczyzn"); CLDR says each form.
_PREPOSITIONS = {
    **dict.fromkeys(["od", "do", "bez", "dla", "u", "obok", "koło", "około", "podczas", "według"], GENITIVE),
    **dict.fromkeys(["wśród", "zamiast", "spośród", "sprzed", "oprócz"], GENITIVE),
    # the nouns of "w wysokości 500 zł", "w kwocie", "w ciągu 5 dni": the genitive, as after a preposition
    **dict.fromkeys(["wysokości", "kwocie", "ciągu"], GENITIVE),
    **dict.fromkeys(["ku", "dzięki", "przeciw", "przeciwko", "wbrew"], DATIVE),
    **dict.fromkeys(["między", "nad", "pod", "przed", "poza"], INSTRUMENTAL),
    "przy": LOCATIVE,
}
_LOCATED = ("w", "we", "na", "o", "po")


def _case(number: int, noun: str, before: str) -> str:
    if before in ("z", "ze"):  # "z 5 osobami" (with), "z 4 pokoi" (of)
        return INSTRUMENTAL if noun.endswith(("ami", "mi", "ą", "em")) else GENITIVE
    if before == "za":
        return INSTRUMENTAL if noun.endswith(("ami", "mi")) else ACCUSATIVE
    if before in _PREPOSITIONS:
        return _PREPOSITIONS[before]
    if before in _LOCATED:  # "w 3 miastach", "w 1 dzień"
        return LOCATIVE if noun.endswith("ach") else ACCUSATIVE
    return counting.case_by_plural_ending(noun, ("ami", "mi"), ("om",), ("ach",))


def _singular_gender(noun: str, case: str) -> str | None:
    if case == NOMINATIVE:
        return "feminine" if noun.endswith("a") else "neuter" if noun.endswith(("o", "e", "ę", "um")) else "masculine"
    if case == ACCUSATIVE:
        if noun.endswith("ę"):
            return "feminine"
        return "neuter" if noun.endswith(("o", "e", "um")) else None if noun.endswith("a") else "masculine"
    if case == GENITIVE:
        return "feminine" if noun.endswith(("y", "i")) else "masculine"
    if case == INSTRUMENTAL:
        return "feminine" if noun.endswith("ą") else "masculine" if noun.endswith("em") else None
    return "masculine" if case == DATIVE and noun.endswith("owi") else None


# A plural's ending hides its gender ("dwie koleżanki", "dwa kubki"; "dwie uczennice", "dwa klucze"), and men
# counted take the genitive ("dwóch braci", "pięciu kelnerów"): the table names the nouns people count most that
# their endings do not tell ("personal": men, whose plural ends as things' do; "animate": animals, whose accusative
# of one is the genitive, "jednego kota").
_GENDERS = counting.NounGenders(
    """
    feminine: kobiet osob godzin minut sekund koleżank siostr córk książk sukienk uczennic dziewczyn dziewczynk
      studentk nauczycielk lekark przyjaciółk sąsiadk pielęgniark wnuczk mam babci cioci złotówk butelk szklank
      łyżk łyżeczk filiżank paczk puszk kartk stron lekcj ulic stacj noc rzecz wiadomośc możliwośc szans pizz kaw
      herbat bułk kanapk porcj tabletk sztuk par firm szkoł klas drużyn bramk nagrod ofert opcj rat walizk torb
      kurtk koszul sal łazienk sypialni kuchni tygodniówk sarn krow owc kur koz kaczk mysz bluzk czapk koszulk
      spódnic skarpetk torebk marynark marchewk cebul gruszk śliwk truskawk cytryn pomarańcz
    personal: braci nauczycieli lekarzy piłkarzy żołnierzy dziennikarzy kelner pracownik student uczni zawodnik
      policjant chłopc kolegów kierowców sprzedawców brat syn gości ratownik strażak
    animate: kot ps koni chomik królik
    inanimate: procent promil
    """,
    ("", "a", "y", "i", "e", "ie", "ę", "ą", "om", "ami", "ach", "ów"),
)


# Children and the nouns with no singular that name one thing ("drzwi") are counted with the collective numeral:
# "dwoje dzieci", "troje drzwi", "pięcioro dzieci".
_COLLECTIVE = {2: "dwoje", 3: "troje", 4: "czworo", 5: "pięcioro", 6: "sześcioro", 7: "siedmioro", 8: "ośmioro",
               9: "dziewięcioro", 10: "dziesięcioro"}  # fmt: skip
_COLLECTIVE_NOUNS = frozenset(["dzieci", "drzwi"])


def _counted(number: int, words: str, noun: str, before: str) -> str | None:
    case = _case(number, noun, before)
    if noun in _COLLECTIVE_NOUNS and number in _COLLECTIVE and case in (NOMINATIVE, ACCUSATIVE):
        return _COLLECTIVE[number]
    known = _GENDERS.gender(noun)
    gender: str | None = "masculine"
    if counting.one(number) and 1 < number < 1000 and known == "personal" and case in (NOMINATIVE, ACCUSATIVE):
        case = GENITIVE  # men counted past twenty: "dwudziestu jeden pracowników", as "dwudziestu pracowników"
    elif counting.one(number) and number < 1000:
        if case == NOMINATIVE and noun.endswith("ę"):
            case = ACCUSATIVE  # "mam 1 siostrę"
        if case in (NOMINATIVE, ACCUSATIVE) and known in ("personal", "animate") and noun.endswith("a"):
            case = GENITIVE  # a man or an animal counted, in the accusative: "mam 1 kota", "1 brata"
        gender = _singular_gender(noun, case)
    elif counting.few(number) and case in (NOMINATIVE, ACCUSATIVE) and known != "feminine":
        # a noun ending in a consonant counts men ("dwóch mężczyzn"), unless it names a thing ("o dwa procent")
        if known == "personal" or (known != "inanimate" and not noun.endswith(tuple("aeiouyąę"))):
            if not counting.has_vowel(noun):
                return None  # an abbreviation ("2 tys.")
            case = GENITIVE  # men counted: "dwóch mężczyzn", "trzech kolegów", "dwóch braci"
    elif known == "feminine":
        gender = "feminine"  # "dwie koleżanki", "z dwiema córkami"
    elif known == "personal" and case in (NOMINATIVE, ACCUSATIVE) and number < 1000:
        case = GENITIVE  # men counted: "pięciu kelnerów", "dwudziestu pracowników"
    if gender is None:
        return None
    rbnf_case = "" if case == NOMINATIVE else f"-{case}"
    return counting.spelled(number, "pl", f"spellout-cardinal-{gender}{rbnf_case}")


def _one_and_a_half(noun: str) -> str | None:
    """ "1,5 godziny": "półtorej godziny" (a feminine), "1,5 roku": "półtora roku"; not before a verb."""
    if noun.endswith(("ła", "ło", "li", "ły", "si", "ie")) or not noun.endswith(("a", "u", "y", "i")):
        return None
    return "półtorej" if noun.endswith(("y", "i")) else "półtora"


# A half before a noun: "pół litra"; one and a half: "półtorej godziny" (feminine), "półtora roku".
_HALVED = {
    # the nouns counted in halves, as they stand after "i pół" (the genitive singular), with their word for two
    **dict.fromkeys(["godziny", "minuty", "sekundy", "doby"], "dwie"),
    **dict.fromkeys(["roku", "miesiąca", "tygodnia", "dnia", "litra", "metra", "kilometra", "kilograma"], "dwa"),
    **dict.fromkeys(["tysiąca", "miliona", "miliarda"], "dwa"),
}
_HALVES = counting.halves_of(_HALVED, "pl", "i pół")


def _and_a_half(number: int, noun: str, before: str) -> str | None:
    """ "2,5 godziny": "dwie i pół godziny"; after a preposition that gives the genitive the whole number is in it
    ("od 3,5 roku": "od trzech i pół roku", "w ciągu 2,5 godziny": "w ciągu dwóch i pół godziny")."""
    said = _HALVES(number, noun, before)
    if said is None or _PREPOSITIONS.get(before) != GENITIVE:
        return said
    gender = "feminine" if _HALVED[noun] == "dwie" else "masculine"
    whole = counting.spelled(number, "pl", f"spellout-cardinal-{gender}-genitive")
    return whole and f"{whole} i pół"


COUNTING = Counting(
    _counted,
    frozenset({*_PREPOSITIONS, *_LOCATED, "z", "ze", "za"}),
    lambda noun: "pół",
    quarter=lambda noun: "ćwierć",
    one_and_a_half=lambda noun, before: _one_and_a_half(noun),
    and_a_half=_and_a_half,
    genitive_before=frozenset(word for word, case in _PREPOSITIONS.items() if case == GENITIVE),
    few_is_singular_genitive=False,
    not_names=frozenset(
        ["ma", "mam", "masz", "mamy", "macie", "mają"]
    ),  # "to have": "Ima 21 godinu" is no name's number
    adjectives=("owe", "ne", "kie", "gie", "łe", "ste"),  # "2 nowe bluzki": "dwie nowe bluzki"
)

# Math operators between numbers, as said (classes/symbol.py).
OPERATORS = {
    "+": "plus",
    "=": "równa się",
    "×": "razy",
    "·": "razy",
    "÷": "podzielić przez",
    "√": "pierwiastek z",
    "§": "paragraf / podstawie: paragrafu / w: paragrafie",
}
# The words that announce a number read digit by digit: a PIN, a postal code (classes/identifier.py).
IDENTIFIER_WORDS = ("pin", "kod pocztowy", "kod", r"kart\w* kończąc")


# Fractions -------------------------------------------------------------------------------------------------------


def _polish(numerator: int, denominator: int) -> str | None:
    count = {1: "jedna", 2: "dwie"}.get(numerator) or numwords.cardinal(numerator, "pl")
    masculine = numwords.ordinal(denominator, "pl")
    if count is None or masculine is None:
        return None
    # "trzeci": trzecia, trzecie, trzecich; "drugi": druga, drugie, drugich; "ósmy": ósma, ósme, ósmych
    stem, last = masculine[:-1], masculine[-1]
    soft = last == "i" and not stem.endswith(("g", "k"))
    if numerator == 1:
        part = stem + ("ia" if soft else "a")
    elif numerator in (2, 3, 4):
        part = stem + ("ie" if last == "i" else "e")
    else:
        part = stem + ("ich" if last == "i" else "ych")
    return f"{count} {part}"


FRACTIONS = joined_by("pl", _polish, "i", "{} i pół", one_and_a_half="półtora")


# Ordinals --------------------------------------------------------------------------------------------------------


# A number joined to an adjective, with or without a hyphen, is one word whose first part is the number's combining
# form ("3-osobowy": "trzyosobowy", "2-pokojowe": "dwupokojowe", "5-letni": "pięcioletni");
# a number before a separate word stays a count ("5 lat": "pięć lat"), and an ordinal's ending ("3-cia", "2-giego") is
# no adjective.
_COMBINING = {
    1: "jedno",
    2: "dwu",
    3: "trzy",
    4: "cztero",
    5: "pięcio",
    6: "sześcio",
    7: "siedmio",
    8: "ośmio",
    9: "dziewięcio",
    10: "dziesięcio",
    12: "dwunasto",
    15: "piętnasto",
    20: "dwudziesto",
    100: "sto",
}
_ADJECTIVE_ENDINGS = ("ego", "emu", "ymi", "imi", "ych", "ich", "ym", "im", "ej", "y", "i", "a", "e", "ą")


def _ordinals() -> tuple[Rule, ...]:
    return (
        joined_to_word(_COMBINING, _ADJECTIVE_ENDINGS, "a-ząćęłńóśźż", ordinal_endings="w?sz|gi?|ci|st|t|m"),
        *dotted("pl"),
    )


# Dates and times ------------------------------------------------------------------------------------------------------


# "jedna sekunda", "dwie sekundy", "pięć sekund", "dwadzieścia dwie sekundy".
def _seconds_noun(n: int) -> str:
    return "sekunda" if n == 1 else clock.slavic_plural(n, ("sekund", "sekundy", "sekund"))


# The hour is a feminine ordinal in the case its preposition gives ("o czternastej trzydzieści", "przed
# czternastą"), each of its words declined.
TIMES = clock.TimePhrasing(
    clock.ordinal_hours(
        "pl",
        "zero",
        {"o": "locative", "po": "locative", "do": "locative", "od": "locative", "około": "locative",
         "przed": "instrumental", "za": "instrumental", "między": "instrumental",
         # after "godzina" as "godz." is said: its own case ("o godzinie osiemnastej", "około godziny osiemnastej",
         # the genitive's ending the locative's)
         "godzinie": "locative", "godziny": "locative", "godziną": "instrumental"},
        {"nominative": (("i", "ia"), ("y", "a")), "locative": (("i", "iej"), ("y", "ej")),
         "instrumental": (("i", "ią"), ("y", "ą"))},
        every_word=True,
    ),
    clock.seconds_after("pl", _seconds_noun, joiner="i", forms={"jeden": "jedna", "dwa": "dwie"}),
    words_before=r"godz\.|o|godzin\w*",
    zones=True,
    # "o godz. 18", "ok. godz. 18:30": the hour's noun in the case of the word before it, the hour in the noun's
    said_before={
        "godz.": "godzina / o po w: godzinie / około ok ok. koło do od sprzed: godziny / przed między za nad: godziną"
    },
    hour_after="godzina|godzinie|godziny|godziną",
)  # fmt: skip


# "w 1984 roku", "1984 rok", "w 1984 r.": the year's ordinal, each word declined, in the case its noun takes (locative
# after "w", else genitive).
_YEAR_ENDINGS = {"locative": (("i", "im"), ("y", "ym")), "genitive": (("i", "iego"), ("y", "ego"))}


def _year_with_noun(value: int, noun: str, before: str) -> str | None:
    after_in = re.search(r"(?:^|\s)(?:w|we)\s$", before, re.IGNORECASE) is not None
    case = "nominative" if noun == "rok" else "locative" if after_in else "genitive"
    words = numwords.ordinal(value, "pl")
    if words and case in _YEAR_ENDINGS:
        words = numwords.inflect(words, _YEAR_ENDINGS[case], every_word=True)
    return words and f"{words} {'roku' if noun == 'r.' else noun}"


def _genitive_year(value: int) -> str | None:
    return numwords.ordinal(value, "pl", case="genitive")


# The day and the year are genitive ordinals: "trzeciego maja dwa tysiące dwudziestego czwartego roku".
DATES = dating.DatePhrasing(
    lambda value: numwords.year(value, "pl"),
    dating.ordinal_days("pl", "genitive"),
    year_in_date=_genitive_year,
    year_after_month=_genitive_year,
    year_abbreviations={"r.": "roku"},
    year_nouns=("roku", "rok", "r."),
    year_with_noun=_year_with_noun,
    range_between=("do",),
)


# Money, units and measures --------------------------------------------------------------------------------------------

# Currencies' everyday names, where num2words' currency forms are not (classes/money.py).
_CURRENCIES = library_names("pl") | {"USD": (("dolar", "dolary", "dolarów"), ("cent", "centy", "centów"))}

MONEY = Money(names=_CURRENCIES)
# A price per unit is "za" it ("za kilogram"), where CLDR's "per" is a rate's (classes/per.py).
_PRICE_PER = {
    "mass-kilogram": "za kilogram",
    "area-square-meter": "za metr kwadratowy",
    "volume-liter": "za litr",
    "length-meter": "za metr",
    "length-kilometer": "za kilometr",
}
# Units as the language abbreviates them after a number, beyond CLDR's short symbols ("sek.").
_SYMBOLS = {"sek": "duration-second", "godz": "duration-hour"}
# A unit's plural in the dative, locative and instrumental: every gender ends alike, on the genitive plural's stem
# ("stopni": "stopniom", "stopniach", "stopniami"; "kilogramów": "kilogramom", ...; "minut": "minutach").
_OBLIQUE_PLURAL = {DATIVE: "om", LOCATIVE: "ach", INSTRUMENTAL: "ami"}


def _declined(unit: str, number: int, before: str) -> str | None:
    """A unit's noun after a preposition that gives the dative, the locative or the instrumental, the plural of a
    number other than one ("przy 180 °C": "przy stu osiemdziesięciu stopniach", "dzięki 20 %": "dzięki dwudziestu
    procentom", "przed 10 min": "przed dziesięcioma minutami"); "z", "po" and "w" say either of two cases."""
    case = _PREPOSITIONS.get(before)
    if case not in _OBLIQUE_PLURAL or counting.one(number):
        return None
    noun, rest = unit_noun(unit, 5, "pl")
    if rest and not rest[:1].isupper():
        return None  # "metrów kwadratowych": its adjective too
    return noun.removesuffix("ów") + _OBLIQUE_PLURAL[case]


MEASURES = Measures(
    symbols=_SYMBOLS,
    price_per=_PRICE_PER,
    agree=True,
    declined=_declined,
)

# Number words, scale words and ranges ---------------------------------------------------------------------------------

# Number words: what the libraries leave to the language (number_words.py; numwords.py says them).
FEMININE_ORDINAL = (("ci", "cia"), ("i", "a"), ("y", "a"))  # "trzecia", "druga", "pierwsza"
NUMBER_WORDS = NumberWords(
    decimals=LIBRARY,
    ordinal_cases={"genitive": (("i", "iego"), ("y", "ego"))},  # "trzeci": "trzeciego" (dates: "3 maja")
    feminine_ordinal=FEMININE_ORDINAL,
    every_word=True,  # "dwudziestego pierwszego"
)


# An ordinal in the gender and case of its noun ("na 2. piętrze": "na drugim piętrze"; agreement.py).
AGREEING_ORDINAL = SlavicOrdinals(
    "pl",
    every_word=True,
    neuter=(("i", "ie"), ("y", "e")),  # "trzecie", "drugie", "pierwsze"
    feminine=FEMININE_ORDINAL,
    feminine_accusative=(("ci", "cią"), ("i", "ą"), ("y", "ą")),
    locative=(("i", "im"), ("y", "ym")),
    feminine_locative=(("i", "iej"), ("y", "ej")),
    prepositions=frozenset(["na", "w", "we", "o", "po", "przy"]),
    locative_nouns=("e", "u"),
    feminine_locative_nouns=("i", "y"),
    feminine_accusative_nouns=("ę",),
    neuter_nouns=("o", "e", "um"),
)


# Roman numerals and addresses -----------------------------------------------------------------------------------------

ADDRESSES = Addresses(
    streets={"ul.": "ulica", "al.": "aleja", "pl.": "plac", "os.": "osiedle", "m.": "mieszkanie"},
    located=("na", "przy", "w"),
    locatives={"ul.": "ulicy", "al.": "alei", "pl.": "placu", "os.": "osiedlu"},
    postcode=Postcode(5),
)

_ROMAN_CHAPTERS = words("rozdział część tom akt")
_CENTURIES = words("wiek wieku wieki wieków")


def _roman_century(numeral: Numeral) -> str | None:
    """ "XX wiek", "w XX wieku" (locative: "w dwudziestym wieku"), "z XIX wieku" (genitive)."""
    if numeral.after != "wieku":
        return numwords.ordinal(numeral.value, "pl")
    if numeral.word_before == "w":
        ordinal = numwords.ordinal(numeral.value, "pl")
        return ordinal and " ".join(word + "m" for word in ordinal.split())
    return numwords.ordinal(numeral.value, "pl", case="genitive")


ROMAN = RomanNumerals(
    capitalised_ordinal("pl", _ROMAN_CHAPTERS, _CENTURIES, century=_roman_century),  # "Jan Paweł Drugi"
    chapters=_ROMAN_CHAPTERS,
    centuries=_CENTURIES,
    monarchs=words(
        "Zygmunt Władysław Bolesław Kazimierz Stanisław Mieszko Jan Henryk Stefan August Aleksander Jadwiga Anna "
        "Elżbieta Joanna Katarzyna Mikołaj Piotr Ludwik Karol Fryderyk Wilhelm Jerzy Paweł Benedykt Pius Leon"
    ),
    queens=words("Elżbieta Joanna Anna Jadwiga Katarzyna"),
    feminine_endings=("a",),
)

# Electronic addresses and telephone numbers ---------------------------------------------------------------------------
# The words for what web and e-mail addresses are made of (classes/electronic.py finds them).
ELECTRONIC = AddressWords(
    dot="kropka", at="małpa", slash="ukośnik", dash="myślnik", underscore="podkreślnik", colon="dwukropek"
)
# How a telephone number is read (classes/telephone.py finds it).
TELEPHONE = PhoneReading("pl", "plus", words=r"numer\w*|zadzwoń\w*|dzwoń\w*|komórk\w*")


# A bare range keeps its dash, each end read on its own; a range between amounts declines both ends
# ("10–15 zł": "od dziesięciu do piętnastu złotych").
# A score or ratio: "3:1" is "trzy do jednego", "2:0" "dwa do zera", "1:100" "jeden do stu" (the genitive after "do").
# Opening hours written as a bare range after the words that announce them ("Otwarte 9–17": "od dziewiątej do
# siedemnastej"): each hour a feminine ordinal (godzina) in the genitive of "od" and "do".
_HOURS_BEFORE = re.compile(
    r"\b(?i:otwart[eya]|czynn[eya]|pracujemy|zapraszamy|przyjmujemy|godziny otwarcia|godziny pracy|"
    r"(?:pon|wt|śr|czw|pt|sob|niedz)\.?[–-](?:pon|wt|śr|czw|pt|sob|niedz)\.?)"
    r":?[ \u00a0]$"
)


def _hour(number: int) -> str | None:
    masculine = numwords.ordinal(number, "pl")
    return masculine and numwords.inflect(masculine, (("i", "iej"), ("y", "ej")), every_word=True)


def _opening_hours(first: int, last: int) -> str | None:
    since, until = _hour(first), _hour(last)
    return since and until and f"od {since} do {until}"


RANGES = RangeWords(
    None,
    rules=lambda: (opening_hours(_HOURS_BEFORE, 24, _opening_hours),),
    amounts=("od", "do"),
    score="do",
    score_second=lambda number: (
        "zera" if number == 0 else counting.spelled(number, "pl", "spellout-cardinal-masculine-genitive")
    ),
)


HOME = Home(
    "pl",
    abbreviations=ABBREVIATIONS,
    counting=COUNTING,
    operators=OPERATORS,
    identifier_words=IDENTIFIER_WORDS,
    fractions=FRACTIONS,
    ordinals=_ordinals,
    numbers=world_numbers("pl"),
    # Dates and times
    times=TIMES,
    dates=DATES,
    ranges=RANGES,
    # Money, units and measures
    money=MONEY,
    measures=MEASURES,
    # Number words, scale words and ranges
    number_words=NUMBER_WORDS,
    agreeing_ordinal=AGREEING_ORDINAL,
    # Roman numerals and addresses
    addresses=ADDRESSES,
    roman=ROMAN,
    # Electronic addresses and telephone numbers
    electronic=ELECTRONIC,
    telephone=TELEPHONE,
)
