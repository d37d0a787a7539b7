"""Bulgarian: how things are said in Bulgarian, where CLDR and the number libraries do not say it."""

from __future__ import annotations

import re

from handler.text.normalize import clock, counting, dating, numwords
from handler.text.normalize.addresses import ONE_NUMBER, Addresses, Postcode
from handler.text.normalize.amounts import Measures, Money
from handler.text.normalize.contacts import AddressWords, PhoneReading
from handler.text.normalize.counting import Counting, NounGenders
from handler.text.normalize.fractions import joined_by
from handler.text.normalize.home import Home
from handler.text.normalize.number_words import WHOLE, NumberWords
from handler.text.normalize.ordinals import END, NUMBER, matched_number, ordinal_rule, plain
from handler.text.normalize.range_words import RangeWords
from handler.text.normalize.roman_numerals import Numeral, RomanNumerals, capitalised_ordinal, words
from handler.text.normalize.rules import Rule
from handler.text.normalize.world import world_numbers

# The abbreviations people expand when they read aloud, as they say them (the format: classes/abbreviation.py).
ABBREVIATIONS = """
напр. = например
т.е. = тоест
$и т.н. = и така нататък
$и др. = и други
т.нар. = така наречения
тел. = телефон
^ул. = улица
^бул. = булевард
^гр. = град
^д-р = доктор
^проф. = професор
^св. = свети
#стр. = страница
#№ = номер
^г-н = господин
^г-жа = госпожа
^г-ца = госпожица
^доц. = доцент
^акад. = академик
^инж. = инженер
^ген. = генерал
^с. = село
^р. = река
^пл. = площад
обл. = област
общ. = община
вкл. = включително
вж. = виж
$и пр. = и прочие
пр.н.е. = преди новата ера
сл.н.е. = след новата ера
т.г. = тази година
м.г. = миналата година
#чл. = член
#ал. = алинея
#т. = точка
#гл. = глава
+в. = век
+бр. = брой | броя | броя
+ст. = стотинка | стотинки | стотинки
"""

# Men are counted with "двама", "трима" ("двама братя"); a masculine thing with "два" before its counted form in
# "-а", "-я" ("два билета"); one takes its noun's gender ("една сестра").
_PERSONS = ("тели", "ари", "яри", "инженери", "братя", "мъже", "души", "колеги", "сина")
# Neuter plurals in "-а" that look like a masculine noun's counted form ("два билета").
_NEUTER_PLURALS = frozenset(["деца", "кучета", "момчета", "места", "яйца", "писма", "села", "имена", "времена"])


# Men counted whose plural's ending does not say so ("двайсет и двама ученици", "трима журналисти").
_MEN = NounGenders(
    """
    personal: ученици студенти войници играчи работници пътници полицаи журналисти депутати министри кандидати
      туристи служители участници
    """,
    ("",),
)


# A plural's "-и" hides its gender: the feminine nouns people count most, for the one of "двайсет и една години".
_FEMININE = NounGenders(
    """
    feminine: годин минут секунд седмиц жен страниц книг държав стран точк част бутилк чаш
    """,
    ("и",),
)


def _counted(number: int, words: str, noun: str, before: str) -> str | None:
    if noun == "век" and number <= 30:
        return numwords.ordinal(number, "bg")  # a century, its ordinal written without a mark: "през 21 век"
    if number > 20 and number % 10 == 1 and number % 100 != 11 and number < 1000:  # one takes the plural's gender
        neuter = noun in _NEUTER_PLURALS or noun.endswith("ета")
        gender = "feminine" if _FEMININE.gender(noun) else "neuter" if neuter else "masculine"
        return numwords.cardinal(number, "bg", gender)  # "21 години": "двайсет и една години", "21 лева": "един"
    if number == 1:
        gender = "feminine" if noun.endswith(("а", "я")) else "neuter" if noun.endswith(("о", "е")) else "masculine"
        return numwords.cardinal(number, "bg", gender)
    # "двама", "трима"; above six only two ("двайсет и двама ученици"; "два" is a thing's form), as "двайсет и пет
    # души" and "двайсет и петима души" are both said
    if (noun.endswith(_PERSONS) or _MEN.gender(noun)) and (number < 7 or (number < 1000 and number % 10 == 2)):
        return counting.spelled(number, "bg", "spellout-cardinal-masculine-personal")
    if noun.endswith(("а", "я")) and number % 10 == 2 and noun not in _NEUTER_PLURALS:
        return numwords.cardinal(number, "bg", "masculine")
    return None


def _and_a_half(number: int, noun: str, before: str) -> str | None:
    """ "2,5 литра": "два и половина литра", "3,5 години": "три и половина години": the whole number counts the noun,
    written in its counted form, as if no half were said; only before a word with a plural's or a count's ending."""
    words = numwords.cardinal(number, "bg")
    if words is None or len(noun) < 3 or not noun.endswith(("а", "я", "и", "е")):
        return None
    return f"{_counted(number, words, noun, before) or words} и половина"


COUNTING = Counting(_counted, half=lambda noun: "половин", and_a_half=_and_a_half, half_after_noun="и половина")

# Math operators between numbers, as said (classes/symbol.py).
OPERATORS = {"+": "плюс", "=": "равно на", "×": "по", "·": "по", "÷": "делено на", "√": "корен квадратен от"}
# The words that announce a number read digit by digit: a PIN, a postal code (classes/identifier.py).
IDENTIFIER_WORDS = ("пин", "код", r"карт\w*,? завършващ")


# Fractions -------------------------------------------------------------------------------------------------------


def _bulgarian(numerator: int, denominator: int) -> str | None:
    count = {1: "една", 2: "две"}.get(numerator) or numwords.cardinal(numerator, "bg")
    part = numwords.spelled_ordinal(denominator, "bg", "spellout-ordinal-feminine")
    if count is None or part is None:
        return None
    return f"{count} {part if numerator == 1 else part[:-1] + 'и'}"


FRACTIONS = joined_by("bg", _bulgarian, "и", "{} и половина")


# Ordinals --------------------------------------------------------------------------------------------------------


# The definite article written after the ordinal's ending ("на 3-ия етаж": "третия", "2-рият": "вторият",
# "1-вата": "първата", "3-тото": "третото"): the ordinal's gender, and the article said after its last word.
_DEFINITE = {"ия": "я", "ият": "ят", "та": "та", "то": "то"}


def _definite(match: re.Match[str]) -> str | None:
    article = match["article"]
    said = numwords.ordinal(matched_number(match), "bg", feminine=article == "та", neuter=article == "то")
    return said and said + _DEFINITE[article]


def _ordinals() -> list[Rule]:
    # "3-ти етаж", "3-та стая", "3-то място"; the vowel alone after a number whose ordinal ends in a consonant and
    # it ("5-и клас": "пети", "6-а глава": "шеста", "10-о място": "десето", "5-ата": "петата")
    return [
        ordinal_rule(rf"{NUMBER}-[вртм]?(?P<article>ия|ият){END}", _definite),
        ordinal_rule(rf"{NUMBER}-[вртм]?а(?P<article>та){END}", _definite),
        ordinal_rule(rf"{NUMBER}-[вртм]?о(?P<article>то){END}", _definite),
        plain("bg", rf"{NUMBER}-[вртм]?и{END}"),
        plain("bg", rf"{NUMBER}-[вртм]?а{END}", feminine=True),
        plain("bg", rf"{NUMBER}-[вртм]?о{END}", neuter=True),
    ]


# Dates and times ------------------------------------------------------------------------------------------------------

# "седем и пет": minutes under ten after "и"; the hour of one is "един" ("в един часа").
_hours = clock.plain("bg", joiner="и", gender="masculine")


def _hours_before_word(hour: int, minute: int, before: str) -> str | None:
    """ "ч." written after a time is the hours' noun, after the minutes too ("в 14:00 ч.": "четиринайсет часа")."""
    words = _hours(hour, minute, before)
    return words and f"{words} часа"  # "в един часа" too


TIMES = clock.TimePhrasing(
    _hours,
    clock.seconds_after(
        "bg", clock.one_or_more("секунда", "секунди"), joiner="и", forms={"едно": "една", "един": "една", "два": "две"}
    ),
    clock_word="ч.",
    hours_before_clock_word=_hours_before_word,
)


def _year_with_noun(value: int) -> str | None:
    """ "през 2023 г.", "2023 година": the year's feminine ordinal before "година"."""
    said = numwords.ordinal(value, "bg", feminine=True)
    return said and f"{said} година"


# The day is an ordinal ("трети май"); the year after "г." a feminine ordinal ("две хиляди двайсет и четвърта
# година").
DATES = dating.DatePhrasing(
    lambda value: numwords.year(value, "bg"),
    dating.ordinal_days("bg"),
    year_in_date=lambda value: numwords.ordinal(value, "bg", feminine=True),
    year_abbreviations={"г.": "година"},
    year_nouns=("г.", "година"),
    year_with_noun=lambda value, noun, before: _year_with_noun(value),
    range_between=("до",),
)


# Money, units and measures --------------------------------------------------------------------------------------------

# Currencies' everyday names (classes/money.py).
_CURRENCIES = {
    "BGN": (("лев", "лева"), ("стотинка", "стотинки")),
    "EUR": (("евро", "евро"), ("цент", "цента")),
    "USD": (("долар", "долара"), ("цент", "цента")),
}

MONEY = Money(
    names=_CURRENCIES,
    and_cents=" и ",
    genders={"евро": "neuter", "стотинка": "feminine", "стотинки": "feminine"},
    gendered_words=True,
)
# Units as Bulgarian writes them in Cyrillic, where CLDR's short symbols are Latin ("90 км", "2 кг", "5 ч.").
_SYMBOLS = {
    "км": "length-kilometer", "м": "length-meter", "см": "length-centimeter", "мм": "length-millimeter",
    "кг": "mass-kilogram", "л": "volume-liter", "мл": "volume-milliliter", "ч": "duration-hour",
    "мин": "duration-minute", "сек": "duration-second", "км/ч": "speed-kilometer-per-hour", "г": "mass-gram",
}  # fmt: skip
# A price per unit is "за" it ("за килограм"), where CLDR's "per" is a rate's (classes/per.py).
_PRICE_PER = {
    "mass-kilogram": "за килограм",
    "area-square-meter": "за квадратен метър",
    "volume-liter": "за литър",
    "length-meter": "за метър",
    "length-kilometer": "за километър",
}
# Degrees Celsius are "по Целзий" ("минус пет градуса по Целзий"), where CLDR writes "градуса Целзий".
_NAMES = {"temperature-celsius": ("градус по Целзий", "градуса по Целзий")}
MEASURES = Measures(
    number_gender="masculine",
    symbols=_SYMBOLS,
    price_per=_PRICE_PER,
    names=_NAMES,
    half_counts_one=True,  # "1/2 кг": "половин килограм"
    and_a_half="и половина",  # "2,5 л": "два и половина литра", "3,5 км": "три и половина километра"
)

# Number words, scale words and ranges ---------------------------------------------------------------------------------

# Number words: what the libraries leave to the language (number_words.py; numwords.py says them).
# "и" stands before a number's last part ("сто и единайсет", "хиляда деветстотин и деветдесет", "хиляда и триста",
# "триста и петдесет хиляди"), where CLDR's rules write it only before a last unit ("двайсет и три").
_SCALES = ("хиляд", "милион", "милиард")


def _and_before_last(words: str) -> str:
    parts = words.split()
    if "и" in parts or len(parts) < 2:
        return words
    if not parts[-1].startswith(_SCALES):
        return " ".join([*parts[:-1], "и", parts[-1]])
    start = max((index + 1 for index, part in enumerate(parts[:-1]) if part.startswith(_SCALES)), default=0)
    if len(parts) - 1 - start >= 2:  # "триста петдесет хиляди": inside the last group
        return " ".join([*parts[:-2], "и", *parts[-2:]])
    return " ".join([*parts[:start], "и", *parts[start:]]) if start else words  # "един милион и двеста хиляди"


# A decimal's part after "цяло и": one digit said as a number ("пет цяло и пет"), two or three as a number of
# hundredths or thousandths ("три цяло и четиринайсет стотни", "нула цяло и пет стотни" for 0,05).
_DENOMINATORS = (("стотна", "стотни"), ("хилядна", "хилядни"))


def _after_whole(fraction: str) -> str:
    number = int(fraction)
    if len(fraction) == 1:
        return numwords.cardinal(number, "bg") or fraction
    one, many = _DENOMINATORS[len(fraction) - 2]
    words = numwords.cardinal(number, "bg", "feminine") or fraction
    return f"{words} {one if number == 1 else many}"


NUMBER_WORDS = NumberWords(
    decimals=WHOLE,
    whole_words=("цяло и",) * 5,
    after_whole=_after_whole,
    rulesets={
        "cardinal": "spellout-numbering",
        "ordinal": "spellout-ordinal-masculine",
        "feminine": "spellout-ordinal-feminine",
        "neuter": "spellout-ordinal-neuter",
        "cardinal-masculine": "spellout-cardinal-masculine",
        "cardinal-neuter": "spellout-cardinal-neuter",
        "cardinal-feminine": "spellout-cardinal-feminine",
    },
    minus="минус",
    point="цяло и",
    spelling=(("четиресет", "четирийсет"),),  # CLDR's forty; the dictionaries' "четирийсет"
    tidy=_and_before_last,
)


# A range: "10-20" said with the word for "to".
RANGES = RangeWords("до")


# Roman numerals and addresses -----------------------------------------------------------------------------------------

ADDRESSES = Addresses(
    streets={"ул.": "улица", "бул.": "булевард", "бл.": "блок", "ап.": "апартамент", "гр.": "град"},
    postcode=Postcode(4, ONE_NUMBER),
)

# A chapter's number is the ordinal, feminine after a feminine word ("глава четвърта").
_ROMAN_CHAPTERS = words("глава част том раздел")
_FEMININE_CHAPTERS = words("глава част")
_CENTURIES = words("век века")


def _roman_chapter(numeral: Numeral) -> str | None:
    return numwords.ordinal(numeral.value, "bg", feminine=numeral.word_before in _FEMININE_CHAPTERS)


ROMAN = RomanNumerals(
    capitalised_ordinal("bg", _ROMAN_CHAPTERS, _CENTURIES, chapter=_roman_chapter),  # "Симеон Велики"
    chapters=_ROMAN_CHAPTERS,
    centuries=_CENTURIES,
    monarchs=words("Симеон Борис Фердинанд Иван Асен Калоян Петър Самуил Александър Михаил Шишман"),
    feminine_endings=("a", "а", "я"),
)

# Electronic addresses and telephone numbers ---------------------------------------------------------------------------
# The words for what web and e-mail addresses are made of (classes/electronic.py finds them).
ELECTRONIC = AddressWords(
    dot="точка", at="кльомба", slash="наклонена черта", dash="тире", underscore="долна черта", colon="двоеточие"
)
# How a telephone number is read (classes/telephone.py finds it).
TELEPHONE = PhoneReading("bg", "плюс", groups="numbers", words=r"телефон\w*|тел|моб")


HOME = Home(
    "bg",
    abbreviations=ABBREVIATIONS,
    counting=COUNTING,
    operators=OPERATORS,
    identifier_words=IDENTIFIER_WORDS,
    fractions=FRACTIONS,
    ordinals=_ordinals,
    numbers=world_numbers("bg"),
    # Dates and times
    times=TIMES,
    dates=DATES,
    # Money, units and measures
    money=MONEY,
    measures=MEASURES,
    # Number words, scale words and ranges
    number_words=NUMBER_WORDS,
    ranges=RANGES,
    # Roman numerals and addresses
    addresses=ADDRESSES,
    roman=ROMAN,
    # Electronic addresses and telephone numbers
    electronic=ELECTRONIC,
    telephone=TELEPHONE,
)
