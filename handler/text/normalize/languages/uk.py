"""Ukrainian: how things are said in Ukrainian, where CLDR and the number libraries do not say it."""

from __future__ import annotations

import re

from handler.text.normalize import clock, counting, dating, numwords
from handler.text.normalize.addresses import Addresses, Postcode
from handler.text.normalize.amounts import Forms, Measures, Money, counted_form, library_names
from handler.text.normalize.contacts import AddressWords, PhoneReading
from handler.text.normalize.counting import (
    ACCUSATIVE,
    DATIVE,
    GENITIVE,
    INSTRUMENTAL,
    LOCATIVE,
    Counting,
    SlavicCases,
)
from handler.text.normalize.fractions import east_slavic, joined_by
from handler.text.normalize.home import Home
from handler.text.normalize.number_words import WHOLE, NumberWords, whole_form
from handler.text.normalize.ordinals import END, NUMBER, matched_number, ordinal_rule
from handler.text.normalize.range_words import RangeWords, opening_hours
from handler.text.normalize.roman_numerals import Numeral, RomanNumerals, capitalised_ordinal, words
from handler.text.normalize.rules import Rule
from handler.text.normalize.world import world_numbers

# The abbreviations people expand when they read aloud, as they say them (the format: classes/abbreviation.py).
ABBREVIATIONS = """
т.зв. = так званий
$і т.д. = і так далі
$і т.п. = і таке інше
напр. = наприклад
див. = дивись
^вул. = вулиця
^м. = місто
^проф. = професор
^д-р = доктор
#буд. = будинок
#кв. = квартира
#с. = сторінка
тис. = тисяча | тисячі | тисяч
т.ч. = тому числі
до н.е. = до нашої ери
н.е. = нашої ери
бл. = близько
^доц. = доцент
#ст. = стаття / у в: статті / до згідно: статті / зі з: статтею
+шт. = штука | штуки | штук
"""


# A number before its noun: in the case its preposition gives ("з трьома кандидатами", "у двох містах"), one in the
# gender its noun shows ("одна сестра", "одну машину").
def _regular(word: str, case: str) -> str | None:
    if word.endswith("ь"):  # "п'ять": "п'яти", "п'ятьма"; "двадцять": "двадцяти"
        return word + "ма" if case == INSTRUMENTAL else word[:-1] + "и"
    if word.endswith("десят"):  # "п'ятдесят": "п'ятдесяти", "п'ятдесятьма"
        return word + "ьма" if case == INSTRUMENTAL else word + "и"
    return None


# A plural after two is either gender by its ending ("дві книжки", "два будинки"): the table names the feminine
# nouns people count most, and a noun in none of it keeps two's counting form.
_GENDERS = counting.NounGenders(
    """
    feminine: книжк книг годин хвилин секунд сукн дівчинк дівчин статт кімнат жінк сестр доньк дочк подруг гривн
      копійк сторінк пляшк чашк ложк квартир машин школ студентк вчительк лікарк ноч реч сумк банк чашк порці
      таблетк людин особ пар частин сторін кав піц кішк кицьк зірк іграшк мов країн ручк
    """,
    ("", "а", "я", "и", "і", "у", "ю", "ам", "ям", "ами", "ями", "ах", "ях", "ою", "ею"),
)


# Two to four people or animals counted in the accusative take the genitive's form ("запросили трьох гостей"); their
# noun's genitive plural says so, as no noun after two to four is otherwise in it.
_ANIMATE_COUNTED = {"два": "двох", "дві": "двох", "три": "трьох", "чотири": "чотирьох"}


def _nominative(number: int, words: str, noun: str, case: str) -> str | None:
    if case == ACCUSATIVE and "тисяча" in words.split():  # "понад 1000 людей": "понад тисячу", "через 21 000 років"
        return words.replace("одна тисяча", "одну тисячу").replace("тисяча", "тисячу")
    if words in _ANIMATE_COUNTED and noun.endswith(("ів", "їв", "ей")):
        return _ANIMATE_COUNTED[words]  # "3 гостей": "трьох гостей", "2 братів": "двох братів"
    if counting.few(number) and _GENDERS.gender(noun) == "feminine":
        return counting.gendered(number, words, "uk", "feminine")  # "дві книжки", "двадцять дві дівчини"
    if not counting.one(number) or number >= 1000:
        return None
    if noun.endswith(("у", "ю")):
        case = ACCUSATIVE  # "бачив 1 машину"
    gender = counting.east_slavic_singular_gender(noun, case, "и")
    if gender == "feminine" and case == ACCUSATIVE:
        return counting.with_last(words, "одну")
    return gender and counting.gendered(number, words, "uk", gender)


# Verbs whose object is the amount after them, in the accusative: paying, spending, getting, earning, lending, winning,
# giving ("заплатив 1 грн": "одну гривню", "отримав 1000 листів": "тисячу листів"); after "коштує" both cases are
# said.
_OBJECT_VERBS = [
    stem + ending
    for stem in ("заплати", "сплати", "витрати", "отрима", "зароби", "позичи", "вигра", "переказа", "відда", "да")
    for ending in ("в", "ла", "ли")
]

_CASES = SlavicCases(
    lang="uk",
    prepositions={
        **dict.fromkeys(["від", "до", "без", "для", "біля", "близько", "після", "крім", "серед"], GENITIVE),
        **dict.fromkeys(["навколо", "замість", "протягом"], GENITIVE),
        # verbs of reaching take the genitive: "Інфляція сягнула 12 %" ("дванадцяти відсотків")
        **dict.fromkeys(["сягнула", "сягнув", "сягнуло", "сягнули", "сягає", "сягають", "досягла", "досяг"], GENITIVE),
        **dict.fromkeys(["досягло", "досягли", "досягає", "досягають", "досягнула", "досягнув"], GENITIVE),
        **dict.fromkeys(["завдяки", "всупереч", "назустріч"], DATIVE),
        **dict.fromkeys(["між", "над", "під", "перед"], INSTRUMENTAL),
        **dict.fromkeys(["через", "про", "крізь", "понад"], ACCUSATIVE),  # "понад 1000 людей": "понад тисячу"
        **dict.fromkeys(_OBJECT_VERBS, ACCUSATIVE),  # "заплатив 1 грн": "одну гривню"
        "при": LOCATIVE,
    },
    located=("в", "у", "на", "о", "об", "по"),
    instrumental=("ами", "ями", "ьми"),  # "з двома дітьми", "з трьома людьми"
    dative=("ам", "ям"),
    locative=("ах", "ях"),
    singular_locative=("і", "ї"),
    forms={
        "один": ("одного", "одному", "одному", "одним"),
        "одне": ("одного", "одному", "одному", "одним"),
        "одна": ("однієї", "одній", "одній", "однією"),
        "два": ("двох", "двом", "двох", "двома"),
        "дві": ("двох", "двом", "двох", "двома"),
        "три": ("трьох", "трьом", "трьох", "трьома"),
        "чотири": ("чотирьох", "чотирьом", "чотирьох", "чотирма"),
        "шість": ("шести", "шести", "шести", "шістьма"),
        "сім": ("семи", "семи", "семи", "сьома"),
        "вісім": ("восьми", "восьми", "восьми", "вісьма"),
        "сорок": ("сорока", "сорока", "сорока", "сорока"),
        "дев'яносто": ("дев'яноста", "дев'яноста", "дев'яноста", "дев'яноста"),
        "сто": ("ста", "ста", "ста", "ста"),
        # the hundreds: "від п'ятисот до семисот гривень"
        "двісті": ("двохсот", "двомстам", "двохстах", "двомастами"),
        "триста": ("трьохсот", "трьомстам", "трьохстах", "трьомастами"),
        "чотириста": ("чотирьохсот", "чотирьомстам", "чотирьохстах", "чотирмастами"),
        "п'ятсот": ("п'ятисот", "п'ятистам", "п'ятистах", "п'ятьмастами"),
        "шістсот": ("шестисот", "шестистам", "шестистах", "шістьмастами"),
        "сімсот": ("семисот", "семистам", "семистах", "сьомастами"),
        "вісімсот": ("восьмисот", "восьмистам", "восьмистах", "вісьмастами"),
        "дев'ятсот": ("дев'ятисот", "дев'ятистам", "дев'ятистах", "дев'ятьмастами"),
        "тисяча": ("тисячі", "тисячі", "тисячі", "тисячею"),  # the thousands: "від двох тисяч"
        **dict.fromkeys(["тисячі", "тисяч"], ("тисяч", "тисячам", "тисячах", "тисячами")),
    },
    regular=_regular,
    nominative=_nominative,
    singular_gender=lambda noun, case: counting.east_slavic_singular_gender(noun, case, "и"),
    with_or_from=("з", "із", "зі"),
    within_or_behind="за",
    genders=_GENDERS,
)


def _one_and_a_half(noun: str) -> str | None:
    """ "1,5 години": "півтори години" (a feminine), "1,5 року": "півтора року"; not before a verb."""
    if noun.endswith(("ла", "ло", "ли", "ся", "сь")) or not noun.endswith(("а", "я", "и", "і", "у", "ю")):
        return None
    return "півтори" if noun.endswith(("и", "і")) else "півтора"


# A half before a noun ("пів склянки"); one and a half: "півтори години" (feminine), "півтора року".
# A century is counted by its ordinal, written without a mark ("у 21 столітті": "у двадцять першому столітті",
# "на початку 20 століття": "двадцятого століття"); "століття" after it is its genitive more often than not.
_CENTURY = {"століття": "genitive", "сторіччя": "genitive", "столітті": "locative", "сторіччі": "locative"}


# A bare number before the locative singular of what ordinals count is its ordinal, as a count would take the plural
# ("на 3 поверсі": "на третьому поверсі", "у 5 класі": "у п'ятому класі", "в 2 кімнаті": "в другій кімнаті"); one
# counts a singular too ("в 1 кімнаті": "в одній кімнаті").
_ORDINAL_LOCATIVES = {
    **dict.fromkeys(
        ["поверсі", "місці", "курсі", "класі", "ряду", "турі", "етапі", "сезоні", "кілометрі", "під'їзді", "корпусі"],
        "ому",
    ),
    **dict.fromkeys(["кімнаті", "аудиторії", "палаті", "лінії", "квартирі", "секції"], "ій"),
}
_LOCATIVE_ORDINAL = {"ому": (("ій", "ьому"), ("ий", "ому")), "ій": (("ій", "ій"), ("ий", "ій"))}
_LOCATED = frozenset(["на", "в", "у", "о", "при"])


# An hour before "години" is a feminine ordinal in the genitive its preposition gives ("з 9 до 18 години": "з
# дев'ятої до вісімнадцятої години", "до 20 години": "до двадцятої години").
_HOUR_GENITIVE = (("ій", "ьої"), ("ий", "ої"))
_HOUR_PREPOSITIONS = frozenset(["з", "із", "до", "від", "після", "близько", "біля"])


def _counted(number: int, words: str, noun: str, before: str) -> str | None:
    if noun == "години" and before in _HOUR_PREPOSITIONS and 0 < number <= 24:
        masculine = numwords.ordinal(number, "uk")
        return masculine and numwords.inflect(masculine, _HOUR_GENITIVE, False)
    if noun in _CENTURY and number <= 30:
        return numwords.ordinal(number, "uk", case=_CENTURY[noun])
    if noun in _ORDINAL_LOCATIVES and before in _LOCATED and number < 1000 and not counting.one(number):
        masculine = numwords.ordinal(number, "uk")
        return masculine and numwords.inflect(masculine, _LOCATIVE_ORDINAL[_ORDINAL_LOCATIVES[noun]], False)
    return _CASES.counted(number, words, noun, before)


def _and_a_half(number: int, noun: str, before: str) -> str | None:
    """ "2½ години": "дві з половиною години", "2,5 тижні": "два з половиною тижні": the whole number counts the
    noun as if no half were said. Only two to four before a plural's "-и" or "-і" (a noun written in the genitive
    singular after a decimal, "2,5 тижня", keeps the decimal's reading) and after no preposition."""
    if before in _CASES.all_prepositions or not noun.endswith(("и", "і")) or not counting.few(number):
        return None
    words = numwords.cardinal(number, "uk")
    return words and f"{_CASES.counted(number, words, noun, '') or words} з половиною"


COUNTING = Counting(
    _counted,
    _CASES.all_prepositions,
    lambda noun: "пів",
    quarter=lambda noun: "чверть",
    one_and_a_half=lambda noun, before: _one_and_a_half(noun),
    and_a_half=_and_a_half,
    genitive_before=_CASES.genitive,
    few_is_singular_genitive=False,
    not_names=frozenset(
        ["має", "маю", "маєш", "маємо", "маєте", "мають"]
    ),  # "to have": "Ima 21 godinu" is no name's number
    adjectives=("кі", "гі", "хі", "ві"),  # "2 нові книжки": "дві нові книжки"
)

# Math operators between numbers, as said (classes/symbol.py).
OPERATORS = {
    "+": "плюс",
    "=": "дорівнює",
    "×": "помножити на",
    "·": "помножити на",
    "÷": "поділити на",
    "√": "корінь з",
}
# The words that announce a number read digit by digit: a PIN, a postal code (classes/identifier.py).
IDENTIFIER_WORDS = ("пін-код", "пін", "код", "індекс", r"картк\w*,? що закінчується")


# Fractions -------------------------------------------------------------------------------------------------------


def _part(numerator: int, denominator: int, masculine: str) -> str:
    """ "одна друга", "дві треті", "п'ять восьмих": the ordinal's feminine forms from its masculine."""
    stem, soft = masculine[:-2], masculine.endswith("ій")
    if numerator % 10 == 1 and numerator % 100 != 11:
        return stem + ("я" if soft else "а")
    if 2 <= numerator % 10 <= 4 and not 12 <= numerator % 100 <= 14:
        return stem + "і"
    return stem + ("іх" if soft else "их")


FRACTIONS = joined_by("uk", east_slavic("uk", (("один", "одна"), ("два", "дві")), _part), "і", "{} з половиною")


# Ordinals --------------------------------------------------------------------------------------------------------


def _ukrainian_ordinal(match: re.Match[str]) -> str | None:
    words = numwords.ordinal(matched_number(match), "uk")
    if words is None:
        return None
    ending = match["ending"]
    if ending in ("го", "ого", "ього"):
        return numwords.ordinal(matched_number(match), "uk", case="genitive")
    stem, last = words.rsplit(" ", 1) if " " in words else ("", words)
    if ending in ("а", "я"):
        last = last[:-2] + ("я" if last.endswith("ій") else "а")
    elif ending in ("е", "є"):
        last = last[:-2] + ("є" if last.endswith("ій") else "е")
    elif ending not in ("й", "ий", "ій"):
        return _ending_written(matched_number(match), ending)
    return f"{stem} {last}".strip()


def _ending_written(number: int, ending: str) -> str | None:
    """ "2-ге", "5-му", "3-тя": the ordinal's form whose last letters the text writes after the hyphen."""
    forms = (
        numwords.ordinal(number, "uk", neuter=True),
        numwords.ordinal(number, "uk", case="locative"),
        numwords.ordinal(number, "uk", case="genitive"),
    )
    masculine = numwords.ordinal(number, "uk")
    feminine = [_part(1, 1, masculine)] if masculine else []  # "друга", "третя": the nominative feminine
    return next((form for form in (*forms, *feminine) if form and form.endswith(ending)), None)


def _ordinals() -> list[Rule]:
    endings = r"го|ого|ього|й|ий|ій|а|я|е|є|[а-щьюяіїєґ]{2,3}"
    return [ordinal_rule(rf"{NUMBER}-(?P<ending>{endings}){END}", _ukrainian_ordinal)]


# Dates and times ------------------------------------------------------------------------------------------------------


def _seconds_noun(n: int) -> str:
    return clock.slavic_plural(n, ("секунда", "секунди", "секунд"))


# The hour is a feminine ordinal in the case its preposition gives ("о чотирнадцятій тридцять", "до дев'ятої").
TIMES = clock.TimePhrasing(
    clock.ordinal_hours(
        "uk",
        "нуль",
        {"о": "locative", "об": "locative", "на": "locative", "до": "genitive", "після": "genitive",
         "з": "genitive", "від": "genitive", "близько": "genitive"},
        {"nominative": (("ій", "я"), ("ий", "а")), "locative": (("ій", "ій"), ("ий", "ій")),
         "genitive": (("ій", "ьої"), ("ий", "ої"))},
        every_word=False,
    ),
    clock.seconds_after("uk", _seconds_noun, forms={"один": "одна", "два": "дві"}),
)  # fmt: skip


def _without_one(words: str | None) -> str | None:
    """ "тисяча дев'ятсот …": a year's thousand is said without "one" (num2words writes "одна тисяча")."""
    return words[5:] if words and words.startswith("одна тисяч") else words


# "у 1984 році", "1984 року", "1984 рік", "у 1984 р.": the year's ordinal in the case its noun takes (locative after
# "у", "в", else the noun's own case).
_YEAR_NOUNS = {"році": "locative", "року": "genitive", "рік": "nominative", "р.": None}


def _year_with_noun(value: int, noun: str, before: str) -> str | None:
    after_in = re.search(r"(?:^|\s)(?:в|у)\s$", before, re.IGNORECASE) is not None
    case = _YEAR_NOUNS[noun] or ("locative" if after_in else "genitive")
    if case == "genitive":
        words = numwords.ordinal(value, "uk", case="genitive")
    else:
        words = numwords.ordinal(value, "uk")
        if words and case == "locative":
            words = numwords.inflect(words, (("ій", "ьому"), ("ий", "ому")), every_word=False)
    words = _without_one(words)
    if words is None:
        return None
    return f"{words} {('році' if after_in else 'року') if noun == 'р.' else noun}"


def _day(at: dating.DayAt) -> str | None:
    """A date's day is a neuter ordinal ("число"): genitive alone ("третього травня"), accusative after "на" ("на
    третє травня") and after a range's "по" ("з п'ятого по дев'яте липня")."""
    words = at.before.split()
    if words and words[-1].lower() in {"на", "по"}:
        return numwords.ordinal(at.number, "uk", neuter=True)
    return numwords.ordinal(at.number, "uk", case="genitive")


# The day and the year are genitive ordinals: "третього травня дві тисячі двадцять четвертого року".
DATES = dating.DatePhrasing(
    lambda value: numwords.year(value, "uk"),
    _day,
    year_in_date=lambda value: _without_one(numwords.ordinal(value, "uk", case="genitive")),
    year_after_month=lambda value: numwords.ordinal(value, "uk", case="genitive"),
    year_abbreviations={"р.": "року"},
    year_nouns=tuple(_YEAR_NOUNS),
    year_with_noun=_year_with_noun,
    range_between=("до", "по"),
)


# Money, units and measures --------------------------------------------------------------------------------------------

# A price per unit is "за" it ("за кілограм"), where CLDR's "per" is a rate's (classes/per.py).
_PRICE_PER = {
    "mass-kilogram": "за кілограм",
    "area-square-meter": "за квадратний метр",
    "volume-liter": "за літр",
    "length-meter": "за метр",
    "length-kilometer": "за кілометр",
}
_ACCUSATIVE_BEFORE = frozenset(word for word, case in _CASES.prepositions.items() if case == ACCUSATIVE) | {"за"}


def _declined_currency(names: Forms, whole: int, before: str) -> str | None:
    """A currency after a word that gives the accusative ("за", "заплатив"): one's noun in it ("гривня":
    "гривню", "копійка": "копійку"), the others as counted; the number then agrees with it."""
    if before not in _ACCUSATIVE_BEFORE:
        return None
    noun = counted_form(whole, names, "uk")
    if noun == names[0] and noun.endswith(("я", "а")):
        return noun[:-1] + ("ю" if noun.endswith("я") else "у")
    return noun


MONEY = Money(
    names=library_names("uk"),
    genders={"гривня": "feminine", "копійка": "feminine", "стотинка": "feminine"},
    declined=_declined_currency,
)
# Units whose noun takes another form of the number than the counting one ("eine Stunde", "una tonelada").
# Units as the language abbreviates them after a number, beyond CLDR's short symbols ("сек.").
_SYMBOLS = {"сек": "duration-second"}
# Speed is "на годину" ("шістдесят кілометрів на годину"), where CLDR writes "за годину".
_NAMES = {"speed-kilometer-per-hour": ("кілометр на годину", "кілометри на годину", "кілометрів на годину")}
MEASURES = Measures(
    names=_NAMES,
    and_a_half="з половиною",  # "2,5 кг": "два з половиною кілограми", "5,5 км": "п'ять з половиною кілометрів"
    symbols=_SYMBOLS,
    price_per=_PRICE_PER,
    genders={
        "duration-hour": "feminine",
        "duration-minute": "feminine",
        "mass-tonne": "feminine",
        "area-hectare": "feminine",
    },
)

# Number words, scale words and ranges ---------------------------------------------------------------------------------

# Number words: what the libraries leave to the language (number_words.py; numwords.py says them).
# A decimal is said as a fraction, after "whole" declined by the whole part's last word: "три цілих чотирнадцять
# сотих", "одна ціла одна десята", "двадцять одна ціла", "одинадцять цілих".
_DENOMINATORS = (("десята", "десятих"), ("сота", "сотих"), ("тисячна", "тисячних"))


def _after_whole(fraction: str) -> str:
    number = int(fraction)
    one, many = _DENOMINATORS[len(fraction) - 1]
    denominator = one if number % 10 == 1 and number % 100 != 11 else many
    return f"{numwords.attributive(numwords.cardinal(number, 'uk') or fraction, 'uk', 'feminine')} {denominator}"


NUMBER_WORDS = NumberWords(
    decimals=WHOLE,
    whole_words=("цілих", "ціла", "цілих", "цілих", "цілих"),
    whole_form=lambda integer: whole_form(integer % 10 if integer % 100 not in range(11, 15) else 5),
    after_whole=_after_whole,
    leading=(("одна тисяча", "тисяча"), ("один мільйон", "мільйон")),
    feminine={"один": "одна", "два": "дві"},
    # "третій": "третього" (dates), "у двадцять першому столітті", "двадцяте століття"
    ordinal_cases={"genitive": (("ій", "ього"), ("ий", "ого")), "locative": (("ій", "ьому"), ("ий", "ому"))},
    neuter_ordinal=(("ій", "є"), ("ий", "е")),
)


# Roman numerals and addresses -----------------------------------------------------------------------------------------

ADDRESSES = Addresses(
    streets={
        "вул.": "вулиця",
        "просп.": "проспект",
        "пров.": "провулок",
        "буд.": "будинок",
        "кв.": "квартира",
        "пл.": "площа",
        "м.": "місто",
    },
    located=("на", "в", "у"),
    locatives={
        "вул.": "вулиці",
        "просп.": "проспекті",
        "пров.": "провулку",
        "пл.": "площі",
        "буд.": "будинку",
        "кв.": "квартирі",
        "м.": "місті",
    },
    postcode=Postcode(5, towns=("м.",)),
)

# A chapter's number is the ordinal, feminine after a feminine word ("розділ четвертий", "глава четверта"); a
# century's the neuter ordinal, in the locative after "в", "у", "на" ("у двадцять першому столітті").
_ROMAN_CHAPTERS = words("розділ глава частина том")
_FEMININE_CHAPTERS = words("глава частина")
_CENTURIES = words("століття сторіччя столітті сторіччі")


def _roman_chapter(numeral: Numeral) -> str | None:
    return numwords.ordinal(numeral.value, "uk", feminine=numeral.word_before in _FEMININE_CHAPTERS)


def _roman_century(numeral: Numeral) -> str | None:
    case = "locative" if numeral.word_before in ("в", "у", "на") else "nominative"
    return numwords.ordinal(numeral.value, "uk", case=case, neuter=True)


ROMAN = RomanNumerals(
    capitalised_ordinal("uk", _ROMAN_CHAPTERS, _CENTURIES, chapter=_roman_chapter, century=_roman_century),
    chapters=_ROMAN_CHAPTERS,
    centuries=_CENTURIES,
    monarchs=words(
        "Ярослав Володимир Святослав Данило Ізяслав Мстислав Ольга Микола Петро Катерина Єлизавета Олександр "
        "Павло Іван Карл Людовик Генріх"
    ),
    feminine_endings=("a", "а", "я"),
)

# Electronic addresses and telephone numbers ---------------------------------------------------------------------------
# The words for what web and e-mail addresses are made of (classes/electronic.py finds them).
ELECTRONIC = AddressWords(
    dot="крапка", at="равлик", slash="слеш", dash="дефіс", underscore="нижнє підкреслення", colon="двокрапка"
)
# How a telephone number is read (classes/telephone.py finds it).
TELEPHONE = PhoneReading("uk", "плюс", groups="numbers", words=r"телефон\w*|тел|моб")


# A bare range keeps its dash, each end read on its own; a range between amounts declines both ends
# ("200–300 грн": "від двохсот до трьохсот гривень").
# Opening hours after the words that announce them, written as a bare range or with "з ... до" and no noun after
# ("Працюємо 9–17", "Ми працюємо з 9 до 18": "з дев'ятої до сімнадцятої"): each hour a feminine ordinal (година) in
# the genitive.
_HOURS_BEFORE = re.compile(
    r"\b(?i:працюємо|працює|відчинено|відчинені|відкрито|відкриті|приймаємо|чекаємо|години роботи|графік роботи|"
    r"(?:пн|вт|ср|чт|пт|сб|нд)[–-](?:пн|вт|ср|чт|пт|сб|нд))"
    r":?[ \u00a0]$"
)
_FROM_TO_HOURS = re.compile(
    r"(?<!\w)(?P<from>з|із|від) (?P<first>\d\d?) до (?P<last>\d\d?)(?![\w.,:]?\d)(?=\s*(?:[.,;!?)]|$))"
)


def _hour(number: int) -> str | None:
    masculine = numwords.ordinal(number, "uk")
    return masculine and numwords.inflect(masculine, _HOUR_GENITIVE, True)


def _opening_hours(first: int, last: int) -> str | None:
    since, until = _hour(first), _hour(last)
    return since and until and f"з {since} до {until}"


def _from_to_hours(match: re.Match[str]) -> str | None:
    first, last = int(match["first"]), int(match["last"])
    announced = _HOURS_BEFORE.search(match.string, max(0, match.start() - 24), match.start())
    if not (first < last <= 24 and announced):
        return None
    since, until = _hour(first), _hour(last)
    return since and until and f"{match['from']} {since} до {until}"


RANGES = RangeWords(
    None,
    rules=lambda: (opening_hours(_HOURS_BEFORE, 24, _opening_hours), Rule("range", _FROM_TO_HOURS, _from_to_hours)),
    amounts=("від", "до"),
)


HOME = Home(
    "uk",
    abbreviations=ABBREVIATIONS,
    counting=COUNTING,
    operators=OPERATORS,
    identifier_words=IDENTIFIER_WORDS,
    fractions=FRACTIONS,
    ordinals=_ordinals,
    numbers=world_numbers("uk"),
    # Dates and times
    times=TIMES,
    dates=DATES,
    ranges=RANGES,
    # Money, units and measures
    money=MONEY,
    measures=MEASURES,
    # Number words, scale words and ranges
    number_words=NUMBER_WORDS,
    # Roman numerals and addresses
    addresses=ADDRESSES,
    roman=ROMAN,
    # Electronic addresses and telephone numbers
    electronic=ELECTRONIC,
    telephone=TELEPHONE,
)
