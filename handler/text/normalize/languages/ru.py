"""Russian: how things are said in Russian, where CLDR and the number libraries do not say it."""

from __future__ import annotations

import re

from handler.text.normalize import clock, counting, dating, numwords
from handler.text.normalize.addresses import Addresses, Postcode
from handler.text.normalize.amounts import Measures, Money, library_names
from handler.text.normalize.cldr import locale_data, unit_noun
from handler.text.normalize.contacts import AddressWords, PhoneReading
from handler.text.normalize.counting import ACCUSATIVE, DATIVE, GENITIVE, INSTRUMENTAL, LOCATIVE, Counting
from handler.text.normalize.fractions import east_slavic, joined_by
from handler.text.normalize.home import Home
from handler.text.normalize.number_words import LIBRARY, NumberWords
from handler.text.normalize.ordinals import END, NUMBER, matched_number, ordinal_rule, previous_word
from handler.text.normalize.range_words import RangeWords
from handler.text.normalize.roman_numerals import Numeral, RomanNumerals, capitalised, words
from handler.text.normalize.roman_numerals import value as roman_value
from handler.text.normalize.rules import Rule
from handler.text.normalize.sentences import no_sentence
from handler.text.normalize.world import world_numbers

# The abbreviations people expand when they read aloud, as they say them (the format: classes/abbreviation.py).
ABBREVIATIONS = """
т.е. = то есть
$т.д. = так далее
$т.п. = тому подобное
т.к. = так как
т.н. = так называемый
т.ч. = том числе
$др. = другие
н.э. = нашей эры
до н.э. = до нашей эры
напр. = например
см. = смотри
ок. = около
#№ = номер
^г. = город
^ул. = улица
^пр. = проспект
^им. = имени
^проф. = профессор
^акад. = академик
^г-н = господин
^г-жа = госпожа
#д. = дом
#кв. = квартира
#стр. = страница / см. смотри смотрите: страницу / на: странице / со с до от из после: страницы
#рис. = рисунок / на: рисунке / со с до от из после: рисунка
#с. = страница / см. смотри смотрите: страницу / на: странице / со с до от из после: страницы
#табл. = таблица / см. смотри смотрите: таблицу / в во: таблице / из: таблицы
#гл. = глава / см. смотри смотрите: главу / в во: главе / из до после: главы
руб. = рубль | рубля | рублей
коп. = копейка | копейки | копеек
чел. = человек | человека | человек
тыс. = тысяча | тысячи | тысяч
млн = миллион | миллиона | миллионов
млрд = миллиард | миллиарда | миллиардов
обл. = область
"""

# A number before its noun: the case its preposition (or, with none, the noun's plural ending) gives, and the gender
# of the noun for one and for two to four ("две книги", "с пятью друзьями", "в двух городах"); CLDR says each form.
_PREPOSITIONS = {
    **dict.fromkeys(["от", "до", "из", "у", "без", "для", "около", "после", "кроме", "вокруг", "возле"], GENITIVE),
    "ок": GENITIVE,  # "ок. 300 км": "около трёхсот километров"
    **dict.fromkeys(["против", "среди", "мимо", "вместо", "ради"], GENITIVE),
    # Comparatives that count what they compare in the genitive: "более пятисот участников", "свыше ста стран".
    **dict.fromkeys(["более", "менее", "свыше", "порядка", "больше", "меньше"], GENITIVE),
    **dict.fromkeys(["к", "ко", "по", "благодаря"], DATIVE),
    **dict.fromkeys(["между", "над", "под", "перед", "со"], INSTRUMENTAL),
    **dict.fromkeys(["через", "про", "сквозь"], ACCUSATIVE),
    "при": LOCATIVE,
}
_INSTRUMENTAL_ENDINGS = ("ами", "ями", "ьми", "ом", "ем", "ём", "ой", "ей", "ью")  # "ьми": "детьми", "людьми"
_LOCATED = ("в", "во", "на", "о", "об", "обо")


def _case(number: int, noun: str, before: str) -> str:
    if before == "с":  # "с 5 друзьями", but "с 2 часов" (from)
        return INSTRUMENTAL if noun.endswith(_INSTRUMENTAL_ENDINGS) else GENITIVE
    if before == "за":  # "за 2 часа" (within), "за 2 домами" (behind)
        return INSTRUMENTAL if noun.endswith(("ами", "ями", "ьми")) else ACCUSATIVE
    if before == "по":  # "по одному яблоку", but "по пять яблок", "по две конфеты": the count is said as is
        return DATIVE if counting.one(number) else ACCUSATIVE
    if before in _PREPOSITIONS:
        return _PREPOSITIONS[before]
    if before in _LOCATED:  # "в 2 городах", "на 10 минут"
        located = noun.endswith(("ах", "ях")) or (counting.one(number) and noun.endswith(("е", "и")))
        return LOCATIVE if located else ACCUSATIVE
    return counting.case_by_plural_ending(noun, ("ами", "ями"), ("ам", "ям"), ("ах", "ях"))


# A year people name after a preposition without its noun: "после 1945": "после тысяча девятьсот сорок пятого".
# After "после" and "к" a bare number of these is a year; after "до" or "от" only one of the years near ours that is no
# round hundred ("до 2030"), since "до 1500" and "от 1000 до 2000" are more often amounts ("до тысячи пятисот").
_YEARS = range(1000, 2101)
_NEAR_YEARS = range(1900, 2101)
_TIME_ONLY = frozenset(("после", "к", "ко"))


def _a_year(number: int, before: str) -> bool:
    if number not in _YEARS:
        return False
    return before in _TIME_ONLY or (number in _NEAR_YEARS and number % 100 != 0)


def _before_no_noun(number: int, case: str, before: str) -> str | None:
    """A number before no noun takes the case of a preposition before it ("с 9 до 18": "с девяти до восемнадцати",
    "к 8": "к восьми", "от 1 до 1000": "от одного до тысячи"); a year is its ordinal ("до 2030": "до две тысячи
    тридцатого")."""
    if not (_PREPOSITIONS.get(before) == GENITIVE or before in ("с", "к", "ко")):
        return None  # not "по 5" (five each), "со 2 по 5" (dates), "между 3 и 5"
    if _a_year(number, before):  # "с 2019" is since it or with it
        return None if before == "с" else numwords.ordinal(number, "ru", case=case)
    if counting.one(number) and not (number == 1 and case == GENITIVE and before != "с"):
        return None  # "к 1", "с 1": the hour's or the noun's gender; "от 1", "до 1" count (masculine "одного")
    return _said(number, "masculine", case)


# CLDR writes "е" where Russian says "ё" ("трем" is read "trem"): three and four, and their hundreds ("трёхсот",
# "четырёмстам"); "тремя" keeps its "е".
_PLAIN_E = re.compile(r"\b(тр|четыр)е(?=[хм](?:сот|стам|стах)?\b)")


def _with_yo(words: str) -> str:
    return _PLAIN_E.sub(r"\1ё", words)


# A singular's dative or locative "-е" is either gender ("в 1 комнате", "в 1 доме"): the feminine nouns people
# count most, by their stems; the others are masculine or neuter, which say one alike ("одном").
_GENDERS = counting.NounGenders(
    """
    feminine: комнат квартир недел минут секунд школ книг машин стран групп команд компани семь улиц рук ног
      страниц стать бутылк чашк ложк сумк коробк таблетк девушк женщин сестр дочер подруг поездк попытк
    """,
    ("", "а", "я", "е", "и", "у", "ю", "ой", "ей", "ах", "ях"),
)


# A number after a noun that labels by it is its name, said as counted alone ("рис. 2": "рисунок два", "табл. 1":
# "таблица один", "Задание 1 выполнено"), whatever follows; so is one before a word that is no noun ("2 и 3").
_LABELS = re.compile(
    r"(?:рисун(?:ок|ка|ке|ку|ком)|(?:таблиц|страниц|глав|схем|строк|формул)(?:а|ы|е|у|ой)?|"
    r"(?:упражнени|задани|приложени)(?:е|я|и|ю|ем)|(?:пункт|номер|вариант|раздел|параграф|график|слайд|абзац)"
    r"(?:а|е|у|ом)?|стать(?:я|и|е|ю|ей))"
)
_NOT_NOUNS = frozenset(("и", "или", "а", "но", "да", "либо", "ни", "что", "как", "же", "ли", "бы", "не", "уже", "ещё"))


def _counted(number: int, words: str, noun: str, before: str) -> str | None:
    if _LABELS.fullmatch(before):
        return None
    if noun in _NOT_NOUNS or noun in _PREPOSITIONS or noun in _LOCATED:
        noun = ""  # "от 50 до 70 тыс.", "с 2 и до 5": the number before no noun
    case = _case(number, noun, before)
    if not noun:
        return _before_no_noun(number, case, before)
    if case == "nominative" and counting.one(number) and noun.endswith(("у", "ю")):
        case = ACCUSATIVE  # "видел 1 машину"
    if case == "nominative" and counting.few(number) and noun[-1:] not in "аеёиоуыэюяьйх" and len(noun) > 3:
        case = GENITIVE  # "не хватает 2 страниц": a genitive plural after two to four
    gender: str | None = "masculine"  # the other numbers say every gender alike
    if counting.one(number):
        gender = counting.east_slavic_singular_gender(noun, case, "ы") or _GENDERS.gender(noun)
        if gender is None and case in (DATIVE, LOCATIVE):
            gender = "masculine"  # a noun the table does not name: "в одном доме", "в одном месте"
    elif counting.few(number) and case in ("nominative", ACCUSATIVE):  # "две книги", "два брата", "два платья"
        gender = "feminine" if noun.endswith(("ы", "и")) else "masculine"
    if gender is None:
        return None
    return _said(number, gender, case)


# CLDR's masculine locative leaves twenty and thirty in the nominative ("при двадцать градусах"): their locative.
_LOCATIVE_TENS = re.compile(r"\b(два|три)дцать\b")


def _said(number: int, gender: str, case: str) -> str | None:
    rbnf_case = {"nominative": "", INSTRUMENTAL: "-ablative"}.get(case, f"-{case}")
    said = counting.spelled(number, "ru", f"spellout-cardinal-{gender}{rbnf_case}")
    if said and case == LOCATIVE:
        said = _LOCATIVE_TENS.sub(r"\1дцати", said)
    return said and _LEADING_ONE.sub("", _with_yo(said))  # "более тысячи евро", not "одной тысячи"


# A thousand or a million is said without "one" before it, in every case ("тысяча", "более тысячи").
_LEADING_ONE = re.compile(r"^од(?:на|ну|ной|ною|ин|ного|ному|ним|ном) (?=(?:тысяч|миллион|миллиард)\w*)")


def _one_and_a_half(noun: str, before: str) -> str | None:
    """ "1,5 часа": "полтора часа", "полторы минуты", "около полутора часов"; not before a verb ("1,5 сохранился")."""
    if noun.endswith(("ла", "ло", "ли", "ся", "сь")) or not noun.endswith(
        ("а", "я", "ы", "и", "ов", "ей", "ам", "ям", "ах", "ях")
    ):
        return None
    if _case(2, noun, before) in (GENITIVE, DATIVE, INSTRUMENTAL, LOCATIVE):
        return "полутора"
    return "полторы" if noun.endswith(("ы", "и")) else "полтора"


# The spans people count in halves, as they stand after "с половиной" (the genitive singular): "2,5 часа" is "два с
# половиной часа", "3,5 года" "три с половиной года"; the feminine ones say two "две". Other nouns, measures and a
# percentage, and a count in an oblique case ("около 2,5 часов"), keep the decimal.
_HALVED = {
    **dict.fromkeys(["минуты", "секунды", "недели"], "две"),
    **dict.fromkeys(["часа", "года", "дня", "месяца"], "два"),
}


_HALVES = counting.halves_of(_HALVED, "ru", "с половиной")


def _and_a_half(number: int, noun: str, before: str) -> str | None:
    if counting.one(number) or _case(2, noun, before) not in ("nominative", ACCUSATIVE):
        return None
    return _HALVES(number, noun, before)


# A half of a measure is "пол" joined to the measure's genitive ("1/2 кг": "полкилограмма", "1/2 стакана":
# "полстакана"), with a hyphen before a vowel or "л" ("пол-литра", "пол-ложки"), apart before an adjective's phrase
# ("1/2 ч. л.": "пол чайной ложки").
def _joined_half(noun: str) -> str | None:
    if " " in noun:
        return f"пол {noun}"
    return f"пол-{noun}" if noun[:1].lower() in "аеёиоуыэюял" or noun[:1].isupper() else f"пол{noun}"


# A decimal after a preposition is declined in both its parts, "целая" and the part's ordinal agreeing with their
# numbers ("на 1,08": "на одну целую восемь сотых", "около 2,5 км": "около двух целых пяти десятых километра", "с 3,7
# до 4,2": left, "с" tells no case alone).
_DECIMAL_PARTS = {1: "десят", 2: "сот", 3: "тысячн"}
_ADJECTIVE_ENDINGS = {  # case -> (singular, plural) of a feminine adjective used as a noun
    "nominative": ("ая", "ых"), ACCUSATIVE: ("ую", "ых"), GENITIVE: ("ой", "ых"), DATIVE: ("ой", "ым"),
    INSTRUMENTAL: ("ой", "ыми"), LOCATIVE: ("ой", "ых"),
}  # fmt: skip


def _decimal_in_case(whole: str, fraction: str, before: str) -> str | None:
    case = _FRACTION_CASES.get(before)
    if case is None or len(fraction) not in _DECIMAL_PARTS or len(whole) > 9 or int(whole) == 0:
        return None
    count, part = int(whole), int(fraction)
    if case == ACCUSATIVE and not (counting.one(count) or counting.one(part)):
        return None  # the nominative's words: "на две целых пять десятых"
    said = [_said(number, "feminine", case) for number in (count, part)]
    if None in said:
        return None
    ends = [_ADJECTIVE_ENDINGS[case][0 if counting.one(number) else 1] for number in (count, part)]
    return f"{said[0]} цел{ends[0]} {said[1]} {_DECIMAL_PARTS[len(fraction)]}{ends[1]}"


COUNTING = Counting(
    _counted,
    frozenset({*_PREPOSITIONS, *_LOCATED, "с", "за"}),
    joined_half=_joined_half,
    decimal_in_case=_decimal_in_case,
    one_and_a_half=_one_and_a_half,
    and_a_half=_and_a_half,
    genitive_before=frozenset(word for word, case in _PREPOSITIONS.items() if case == GENITIVE),
    case_from_word_before=True,
)

# Math operators between numbers, as said (classes/symbol.py).
OPERATORS = {
    "+": "плюс",
    "−": "минус",
    "=": "равно",
    "×": "умножить на",
    "·": "умножить на",
    "÷": "разделить на",
    "√": "корень из",
    "§": "параграф",
    "±": "плюс-минус",
}
# The words that announce a number read digit by digit: a PIN, a postal code (classes/identifier.py).
IDENTIFIER_WORDS = ("пин-код", "пин", "код", "индекс")


# Fractions -------------------------------------------------------------------------------------------------------


# Two thirds and three quarters are said with the nouns ("две трети", "три четверти"), and so is a half, a third or
# a quarter of something after a preposition ("около трети населения", "около половины стакана"); one part alone, and
# the other parts, are ordinals said as nouns ("одна третья", "две пятых"). By case, the singular and the plural of
# each noun.
_PART_NOUNS = {
    2: {"nominative": ("половина", "половин"), ACCUSATIVE: ("половину", "половин"),
        GENITIVE: ("половины", "половин"), DATIVE: ("половине", "половинам"),
        INSTRUMENTAL: ("половиной", "половинами"), LOCATIVE: ("половине", "половинах")},
    3: {"nominative": ("треть", "третей"), GENITIVE: ("трети", "третей"), DATIVE: ("трети", "третям"),
        INSTRUMENTAL: ("третью", "третями"), LOCATIVE: ("трети", "третях")},
    4: {"nominative": ("четверть", "четвертей"), GENITIVE: ("четверти", "четвертей"),
        DATIVE: ("четверти", "четвертям"), INSTRUMENTAL: ("четвертью", "четвертями"),
        LOCATIVE: ("четверти", "четвертях")},
}  # fmt: skip
_PART_CASES = {
    ACCUSATIVE: "accusative",
    GENITIVE: "genitive",
    DATIVE: "dative",
    INSTRUMENTAL: "instrumental",
    LOCATIVE: "prepositional",
}


def _part(numerator: int, denominator: int, masculine: str, case: str = "nominative") -> str:
    """ "одна вторая", "две трети", "пять восьмых"; in `case`, "двух третей", "двумя пятыми"."""
    from num2words import num2words

    one, few = counting.one(numerator), counting.few(numerator)
    if denominator in _PART_NOUNS and not (one and numerator < 10):  # "одна третья", but "две трети"
        nouns = _PART_NOUNS[denominator]
        singular, plural = nouns["nominative" if case == ACCUSATIVE else case]
        if case in ("nominative", ACCUSATIVE) and few:
            return nouns[GENITIVE][0]  # "две трети", as "две книги"
        return singular if one else plural
    if case == ACCUSATIVE and not one:
        case = "nominative"  # only "одну восьмую" differs from the nominative
    if one:
        return str(
            num2words(denominator, lang="ru", to="ordinal", gender="f", case=_PART_CASES.get(case, "nominative"))
        )
    return str(num2words(denominator, lang="ru", to="ordinal", case=_PART_CASES.get(case, "genitive"), plural=True))


_FRACTION_CASES = {**_PREPOSITIONS, "на": ACCUSATIVE, "о": LOCATIVE, "об": LOCATIVE, "обо": LOCATIVE}
_RBNF_CASES = {ACCUSATIVE: "accusative", GENITIVE: "genitive", DATIVE: "dative", INSTRUMENTAL: "ablative",
               LOCATIVE: "locative"}  # fmt: skip
_FRACTION = re.compile(r"(?P<num>\d(?<![\w.,/]\d)\d{0,2})/(?P<den>\d{1,2})(?![\w/⁄]|[.,]\d)")
_WORD_AFTER = re.compile(r"[ \u00a0]+[^\W\d_]")


# A house number with a slash is said "дробь" ("дом 5/2": "дом пять дробь два").
_HOUSE_SLASH = re.compile(r"(?:(?<=дом )|(?<=корпус ))(?P<a>\d{1,4})/(?P<b>\d{1,4})(?![\w/]|[.,]\d)")
# Two shares of a whole, equal or of a hundred, are one "на" the other ("50/50": "пятьдесят на пятьдесят", "70/30").
_SLASHED = re.compile(r"(?<![\w.,/])(?P<a>\d{1,3})/(?P<b>\d{1,3})(?![\w/]|[.,]\d)")


def _shares(match: re.Match[str]) -> str | None:
    first, second = int(match["a"]), int(match["b"])
    if first + second == 100:
        return _slashed(match, "на")
    if first == second:  # a score in full ("10/10", "3/3"): "десять из десяти", "три из трёх"
        said = _said(second, "masculine", GENITIVE)
        return said and f"{numwords.cardinal(first, 'ru')} из {said}"
    return None


def _slashed(match: re.Match[str], word: str) -> str | None:
    first, second = (numwords.cardinal(int(match[end]), "ru") for end in ("a", "b"))
    return first and second and f"{first} {word} {second}"


def _declined_fraction(match: re.Match[str]) -> str | None:
    """A fraction after a preposition that gives its case: "около 2/3 опрошенных": "около двух третей"."""
    case = _FRACTION_CASES.get(previous_word(match).lower())
    numerator, denominator = int(match["num"]), int(match["den"])
    if case is None or not 1 <= numerator < denominator:
        return None
    part = _part(numerator, denominator, "", case)
    if numerator == 1 and denominator in _PART_NOUNS and _WORD_AFTER.match(match.string, match.end()):
        nouns = _PART_NOUNS[denominator]
        return (nouns.get(case) or nouns["nominative"])[0]  # "около трети населения", "на половину мощности"
    count = counting.spelled(numerator, "ru", f"spellout-cardinal-feminine-{_RBNF_CASES[case]}")
    return count and f"{_with_yo(count)} {part}"


# A half of a measure or a thing in the genitive singular with no preposition before is "пол" joined to it ("1/2
# стакана": "полстакана", "½ батона": "полбатона", "1/2 ложки": "пол-ложки"); a noun of a quality or a whole people
# count in parts ("1/2 населения", "1/2 мощности") keeps the fraction.
_HALF_OF = re.compile(
    r"(?<!\d[ \u00a0])(?:1(?<![\w.,/]1)/2|(?<![\w.,/])½)[ \u00a0]"
    r"(?P<noun>(?![а-яё]*(?:ния|тия|сти|ии|ства)\b)[а-яё]{2,}[аяиы])(?![\w/])"
)


_NOT_HALF_OF = frozenset((*_FRACTION_CASES, "в", "во", "с", "со", "за"))


def _half_of(match: re.Match[str]) -> str | None:
    if previous_word(match).lower() in _NOT_HALF_OF:
        return None  # "около 1/2 стакана", "в 1/2 финала": the declined fraction's
    return _joined_half(match["noun"])


FRACTIONS = joined_by(
    "ru",
    east_slavic("ru", (("один", "одна"), ("два", "две")), _part),
    "и",
    "{} с половиной",
    in_context=(
        Rule("fraction", _HALF_OF, _half_of),
        Rule("fraction", _HOUSE_SLASH, lambda match: _slashed(match, "дробь")),
        Rule("fraction", _SLASHED, _shares),
        Rule("fraction", _FRACTION, _declined_fraction),
    ),
)


# Ordinals --------------------------------------------------------------------------------------------------------

_RUSSIAN_LOCATIVE_PREPOSITIONS = frozenset(("в", "во", "на", "о", "об", "обо", "при"))


# Written ending -> (case, gender, plural) of the ordinal it shortens.
_RUSSIAN_ENDINGS = {
    **dict.fromkeys(("й", "ый", "ий"), ("nominative", "m", False)),
    **dict.fromkeys(("я", "ая", "яя"), ("nominative", "f", False)),
    **dict.fromkeys(("е", "ое", "ее"), ("nominative", "n", False)),
    **dict.fromkeys(("го", "ого", "его"), ("genitive", "m", False)),
    **dict.fromkeys(("му", "ому", "ему"), ("dative", "m", False)),
    **dict.fromkeys(("ю", "ую", "юю"), ("accusative", "f", False)),
    **dict.fromkeys(("х", "ых", "их"), ("genitive", "m", True)),
    **dict.fromkeys(("ми", "ыми", "ими"), ("instrumental", "m", True)),
}


def _russian_ordinal(match: re.Match[str]) -> str | None:
    number, ending = matched_number(match), match["ending"]
    if ending in ("м", "ым", "им", "ом"):
        locative = previous_word(match).lower() in _RUSSIAN_LOCATIVE_PREPOSITIONS
        case, gender, plural = ("prepositional" if locative else "instrumental"), "m", False
    elif ending == "ой":
        # "2-ой" is "второй" whatever it agrees with; "1-ой" only a feminine oblique form ("первой").
        nominative = numwords.ordinal(number, "ru") or ""
        case, gender, plural = ("nominative", "m", False) if nominative.endswith("ой") else ("genitive", "f", False)
    else:
        case, gender, plural = _RUSSIAN_ENDINGS[ending]
    from num2words import num2words

    try:
        return str(num2words(number, lang="ru", to="ordinal", case=case, gender=gender, plural=plural))
    except (NotImplementedError, ValueError, KeyError, IndexError):
        return None


# A number joined to an adjective or a noun by a hyphen is one word, its first part the genitive ("5-летний":
# "пятилетний", "2-комнатную": "двухкомнатную", "10-минутного": "десятиминутного"), one, a hundred and a thousand
# their own ("однокомнатная", "столетие", "тысячелетний").
_COMPOUND_FIRST = {1: "одно", 90: "девяносто", 100: "сто", 1000: "тысяче"}
_COMPOUNDED = re.compile(
    r"(?P<n>\d(?<![\w.,]\d)\d{0,3})-(?P<word>[а-яё]{3,}"
    r"(?:ый|ий|ой|ая|яя|ое|ее|ые|ие|ого|его|ому|ему|ым|им|ом|ем|ую|юю|ей|ых|их|ыми|ими|ия|ию|ием|ии))(?!\w)"
)


def _compound(match: re.Match[str]) -> str | None:
    from num2words import num2words

    number = int(match["n"])
    first = _COMPOUND_FIRST.get(number) or str(num2words(number, lang="ru", case="genitive")).replace(" ", "")
    return _with_yo(first) + match["word"]


# A law's article and part written short before their number, in the case the word before gives ("по ст. 159":
# "по статье", "ч. 2 ст. 159": "часть два статьи", "со ст. 5": "со статьёй", "в ст. 5": "в статье").
_LEGAL_FORMS = {
    "ст": {"nominative": "статья", GENITIVE: "статьи", DATIVE: "статье", ACCUSATIVE: "статью",
           INSTRUMENTAL: "статьёй", LOCATIVE: "статье"},
    "ч": {"nominative": "часть", GENITIVE: "части", DATIVE: "части", ACCUSATIVE: "часть",
          INSTRUMENTAL: "частью", LOCATIVE: "части"},
}  # fmt: skip
_LEGAL = re.compile(r"(?<![\w.])(?P<short>[сС]т|[чЧ])\.[ \u00a0]?(?=\d)")
_LEGAL_CASES = {**_PREPOSITIONS, "согласно": DATIVE, "с": INSTRUMENTAL, "со": INSTRUMENTAL,
                **dict.fromkeys(_LOCATED, LOCATIVE)}  # fmt: skip


def _legal(match: re.Match[str]) -> str:
    before = match.string[max(0, match.start() - 24) : match.start()]
    after_part = re.search(r"(?<![\w.])ч\.[ \u00a0]?\d+[ \u00a0]$", before, re.IGNORECASE)
    word = previous_word(match).lower()
    case = GENITIVE if after_part else _LEGAL_CASES.get(word, "nominative")
    said = _LEGAL_FORMS[match["short"].lower()][case]
    return (said[:1].upper() + said[1:] if match["short"][:1].isupper() else said) + " "


# A span of ranks before the rank's noun in the singular ("с 5 по 9 класс": "с пятого по девятый класс"); a count
# would say the plural ("по пять классов"). Ranked nouns are masculine and inanimate: the last is as its noun.
_RANK_SPAN = re.compile(
    r"(?<!\w)(?P<with>[сС])\s(?P<first>\d(?<![\w.,:/-]\d)\d?)(?P<by>\s+по\s+)(?P<last>\d{1,2})(?=\s+(?:класс|курс|этаж|уровень)\b)"
)


def _rank_span(match: re.Match[str]) -> str | None:
    first = numwords.ordinal(int(match["first"]), "ru", case=GENITIVE)
    last = numwords.ordinal(int(match["last"]), "ru")
    with_ = match["with"] + ("о" if first and first.startswith("вт") else "")  # "со второго", as "со вторника"
    return first and last and f"{with_} {first}{match['by']}{last}"


def _ordinals() -> list[Rule]:
    endings = "|".join(sorted({*_RUSSIAN_ENDINGS, "м", "ым", "им", "ом", "ой"}, key=len, reverse=True))
    return [
        Rule("abbreviation", _LEGAL, _legal),
        Rule("cardinal", _COMPOUNDED, _compound),
        Rule("ordinal", _RANK_SPAN, _rank_span),
        ordinal_rule(rf"{NUMBER}-(?P<ending>{endings}){END}", _russian_ordinal),
    ]


# Dates and times ------------------------------------------------------------------------------------------------------


def _seconds_noun(n: int) -> str:
    return clock.slavic_plural(n, ("секунда", "секунды", "секунд"))


# After a preposition that governs a case the hour takes it: "до девяти", "к девяти", "после тринадцати тридцати".
_TIME_CASES = {"до": "genitive", "с": "genitive", "со": "genitive", "от": "genitive", "после": "genitive",
               "около": "genitive", "к": "dative"}  # fmt: skip


def _clock_number(number: int, case: str) -> str:
    if case == "nominative":
        return numwords.cardinal(number, "ru") or str(number)
    from num2words import num2words

    return str(num2words(number, lang="ru", case=case))


def _hours(hour: int, minute: int, before: str) -> str | None:
    """ "четырнадцать тридцать", "тринадцать ноль пять", "девять часов"; "до девяти часов"."""
    case = _TIME_CASES.get(before.split()[-1].lower() if before.split() else "", "nominative")
    if not minute:
        hours = clock.slavic_plural(hour, ("час", "часа", "часов"))
        if case != "nominative":
            hours = "часа" if hour % 10 == 1 and hour % 100 != 11 else "часам" if case == "dative" else "часов"
        return f"{_clock_number(hour, case)} {hours}"
    return f"{_clock_number(hour, case)} {'ноль ' if minute < 10 else ''}{_clock_number(minute, case)}"


def _hours_and_minutes(hour: int, minute: int, before: str) -> str | None:
    """Before seconds, the hour and the minutes with their nouns: "двадцать три часа пятьдесят девять минут"."""
    if before.split() and before.split()[-1].lower() in _TIME_CASES:
        return _hours(hour, minute, before)  # after a preposition the numbers take its case, as without seconds
    hours = f"{_clock_number(hour, 'nominative')} {clock.slavic_plural(hour, ('час', 'часа', 'часов'))}"
    minutes = clock.with_last(_clock_number(minute, "nominative"), {"один": "одна", "два": "две"})
    return f"{hours} {minutes} {clock.slavic_plural(minute, ('минута', 'минуты', 'минут'))}"


TIMES = clock.TimePhrasing(
    _hours,
    clock.seconds_after("ru", _seconds_noun, forms={"один": "одна", "два": "две"}),
    day_parts=("утра", "дня", "вечера"),
    hours_before_seconds=_hours_and_minutes,
)


def _genitive_year(value: int) -> str | None:
    return numwords.ordinal(value, "ru", case="genitive")


def _decade(value: int, ending: str) -> str | None:
    """ "1980-е": "тысяча девятьсот восьмидесятые", "в 1990-х": "в тысяча девятьсот девяностых"."""
    from num2words import num2words

    case = "genitive" if ending.lstrip("-") in ("х", "ых") else "nominative"
    return str(num2words(value, lang="ru", to="ordinal", plural=True, case=case))


# "в 1984 году", "1984 года", "1984 год", "в 1984 г.": the year's ordinal in the case its noun takes
# (prepositional after "в", else the noun's own case).
_YEAR_NOUNS = {"году": "prepositional", "года": "genitive", "год": "nominative", "г.": None}


def _year_with_noun(value: int, noun: str, before: str) -> str | None:
    after_in = re.search(r"(?:^|\s)(?:в|во)\s$", before, re.IGNORECASE) is not None
    case = _YEAR_NOUNS[noun] or ("prepositional" if after_in else "genitive")
    if noun == "году" and re.search(r"(?:^|\s)(?:к|ко)\s$", before, re.IGNORECASE):
        case = "dative"  # "к 2030 году": "к две тысячи тридцатому году"
    if noun == "г." and re.search(r"(?:^|\s)по\s$", before, re.IGNORECASE):
        return f"{numwords.ordinal(value, 'ru')} год"  # "с 2010 по 2015 г.": "по две тысячи пятнадцатый год"
    words = numwords.ordinal(value, "ru", case=case)
    if words is None:
        return None
    return f"{words} {('году' if case == 'prepositional' else 'года') if noun == 'г.' else noun}"


# A date named as what a day is ("Сегодня 3 марта": "третье марта") says its day in the nominative.
_NAMING_DAY = frozenset(("сегодня", "завтра", "вчера", "послезавтра", "позавчера"))


# A date's day is a neuter ordinal ("число"): genitive alone ("третьего мая"), in the case a preposition before it
# gives ("на третье мая", "по тридцать первое мая", "к двадцать четвёртому декабря").
_DAY_CASES = {"на": "accusative", "по": "accusative", "к": "dative", "ко": "dative"}


def _named(at: dating.DayAt) -> bool:
    """A date alone, or a label's value ("Дата: 5 мая 2012 г."): it names the day, in the nominative ("пятое мая")."""
    alone = not at.before.strip() or at.before.rstrip().endswith(":")
    return alone and not re.search(r"\w", at.after)


def _day(at: dating.DayAt) -> str | None:
    words = at.before.split()
    last = words[-1].lower() if words else ""
    case = "nominative" if last in _NAMING_DAY or _named(at) else _DAY_CASES.get(last, "genitive")
    if case == "genitive":
        return numwords.ordinal(at.number, "ru", case="genitive")
    from num2words import num2words

    return str(num2words(at.number, lang="ru", to="ordinal", case=case, gender="n"))


def _first_day(match: re.Match[str]) -> str | None:
    """ "с 1 по 10 мая": the first day of a range of days, whose month is written once, after the last."""
    return _day(dating.DayAt(int(match["day"]), dating.text_before(match)))


# Two years and the noun they share: each year is an ordinal in the noun's case ("1941–1945 годов": "тысяча
# девятьсот сорок первого–тысяча девятьсот сорок пятого годов", "в 1990–2000 годах": "в ... девяностом–двухтысячном
# годах"); "гг." is "годах" after "в", else "годов".
_YEARS_NOUNS = {"годах": "prepositional", "годов": "genitive", "годы": "nominative", "годам": "dative",
                "годами": "instrumental", "гг.": None}  # fmt: skip
_TWO_YEARS = re.compile(
    r"(?P<first>\d(?<![\w.,:/-]\d)\d{3})(?P<dash>\s?[-–—]\s?)(?P<last>\d{4})\s(?P<noun>годах|годов|годы|годам|годами|гг\.)"
    r"(?!\w)"
)
# "с 1980 по 1986 год", "с 2010 до 2015 г.": the first year of a span is its genitive ordinal ("с тысяча девятьсот
# восьмидесятого"); the second is said with its noun (dates' year_with_noun).
_FIRST_YEAR = re.compile(r"(?<=\b[сС]\s)(?P<year>\d(?<![\w.,:/-]\d)\d{3})(?=\s(?:по|до)\s\d{4}\s(?:год|года|г\.))")


# A year of any length before its era ("в 300 г. до н.э.": "в трёхсотом году до нашей эры"); "г." there is no gram.
_ERA_YEAR = re.compile(r"(?<![\w.,])(?P<year>\d{1,4})[ \u00a0]?г\.(?=[ \u00a0]?(?:до[ \u00a0])?н\.[ \u00a0]?э\.)")


def _era_year(match: re.Match[str]) -> str | None:
    return _year_with_noun(int(match["year"]), "г.", dating.text_before(match))


def _two_years(match: re.Match[str]) -> str | None:
    case = _YEARS_NOUNS[match["noun"]]
    if case is None:
        case = "prepositional" if re.search(r"(?:^|\s)(?:в|во)\s$", dating.text_before(match), re.I) else "genitive"
    first, last = (numwords.ordinal(int(match[end]), "ru", case=case) for end in ("first", "last"))
    if first is None or last is None:
        return None
    noun = match["noun"] if match["noun"] != "гг." else {"prepositional": "годах"}.get(case, "годов")
    return f"{first}{match['dash']}{last} {noun}"


def _date_forms() -> tuple[Rule, ...]:
    months = "|".join(sorted(locale_data("ru").months, key=len, reverse=True))
    first = rf"(?P<day>\d(?<![\w.,:/-]\d)\d?)(?=\s(?:по|до)\s\d{{1,2}}\s(?i:{months})\b)"
    return (
        Rule("date", re.compile(rf"(?<=\b[сС]\s){first}"), _first_day),
        Rule("date", _ERA_YEAR, _era_year),
        Rule("date", _TWO_YEARS, _two_years),
        Rule("date", _FIRST_YEAR, lambda match: _genitive_year(int(match["year"]))),
    )


# The day and the year are genitive ordinals: "третьего мая две тысячи двадцать четвёртого года".
DATES = dating.DatePhrasing(
    lambda value: numwords.year(value, "ru"),
    _day,
    year_in_date=_genitive_year,
    year_after_month=_genitive_year,
    year_abbreviations={"г.": "года"},
    decade_ending="-(?:е|х|ые|ых)",
    decade=_decade,
    year_nouns=tuple(_YEAR_NOUNS),
    year_with_noun=_year_with_noun,
    own_forms=_date_forms,
)


# Money, units and measures --------------------------------------------------------------------------------------------

# A price per unit is "за" it ("за килограмм"), where CLDR's "per" is a rate's (classes/per.py).
_PRICE_PER = {
    "mass-kilogram": "за килограмм",
    "area-square-meter": "за квадратный метр",
    "volume-liter": "за литр",
    "length-meter": "за метр",
    "length-kilometer": "за километр",
}
# The yen and the yuan by their everyday names ("тысяча иен"), where CLDR's carry the country ("японских иен").
_ASIAN_CURRENCIES = {"JPY": (("иена", "иены", "иен"), None), "CNY": (("юань", "юаня", "юаней"), None)}
MONEY = Money(names=library_names("ru") | _ASIAN_CURRENCIES, genders={"копейка": "feminine", "иена": "feminine"})
# Units whose noun takes another form of the number than the counting one ("eine Stunde", "una tonelada").
# Units as the language abbreviates them after a number, beyond CLDR's short symbols ("сек.").
_SYMBOLS = {
    "сек": "duration-second",
    "кв. м": "area-square-meter",
    "кв.м": "area-square-meter",
    "кв. км": "area-square-kilometer",
    "кв.км": "area-square-kilometer",
    "л. с.": "power-horsepower",
    "л.с.": "power-horsepower",
    "ст. л.": "volume-tablespoon",
    "ч. л.": "volume-teaspoon",
}
# A unit's noun in the case a preposition before its amount gives, which CLDR's patterns do not hold: built from its
# counted forms, the singular's stem and the genitive plural's ("при 100 °C": "при ста градусах Цельсия", "о 5
# процентах", "к 10 метрам"); a noun whose forms are irregular ("лет", "день") is left as CLDR says it.
_UNIT_CASES = {"при": LOCATIVE, "о": LOCATIVE, "об": LOCATIVE, "обо": LOCATIVE, "к": DATIVE, "ко": DATIVE}
_UNIT_ENDINGS = {LOCATIVE: ("е", "ах", "ях"), DATIVE: ("у", "ам", "ям")}


# A polite imperative governs its object in the accusative: one of a feminine unit is "одну ... -ую ...-у" ("Добавьте 1
# ч. л. соли": "одну чайную ложку", "Варите 1 мин.": "одну минуту"); the plural's accusative is its nominative.
_IMPERATIVE = re.compile(r"\w{2,}(?:йте|ите|ьте)$")


def _accusative_one(unit: str) -> str | None:
    noun, rest = unit_noun(unit, 1, "ru")
    words = f"{noun} {rest}".split()
    if not words[-1].endswith(("а", "я")):
        return None  # masculine and neuter units: the accusative is the nominative
    declined = [re.sub(r"(?:ая|яя|а|я)$", lambda m: _ACCUSATIVE_ENDINGS[m[0]], word) for word in words]
    return " ".join(declined)


_ACCUSATIVE_ENDINGS = {"ая": "ую", "яя": "юю", "а": "у", "я": "ю"}


def _declined_unit(unit: str, whole: int, before: str) -> str | None:
    if _IMPERATIVE.match(before) and counting.one(whole):
        return _accusative_one(unit)
    case = _UNIT_CASES.get(before)
    if case is None:
        return None
    singular, plural, soft_plural = _UNIT_ENDINGS[case]
    if counting.one(whole):
        noun = unit_noun(unit, 1, "ru")[0]
        if noun.endswith(("а", "я")):
            return noun[:-1] + "е"  # "минуте", "тонне": the locative and the dative alike
        return noun + singular if noun[-1:] not in "аеёиоуыэюяьй" else None  # "градусе", "километру"
    noun = unit_noun(unit, 5, "ru")[0]
    if noun.endswith("ов"):
        return noun[:-2] + plural  # "градусах", "процентам"
    if noun.endswith("ей"):
        return noun[:-2] + soft_plural  # "днях"
    return noun + plural if noun[-1:] not in "аеёиоуыэюяьй" and noun != "лет" else None  # "минутах", "тоннах"


MEASURES = Measures(
    parts_before_unit=True,  # "3/4 стакана": "три четверти стакана", the measure in the genitive singular
    declined=_declined_unit,
    symbols=_SYMBOLS,
    price_per=_PRICE_PER,
    genders={
        "duration-minute": "feminine",
        "mass-tonne": "feminine",
        "area-hectare": "feminine",
        "volume-tablespoon": "feminine",
        "volume-teaspoon": "feminine",
    },
)

# Number words, scale words and ranges ---------------------------------------------------------------------------------

# Number words: what the libraries leave to the language (number_words.py; numwords.py says them).
NUMBER_WORDS = NumberWords(
    decimals=LIBRARY,
    leading=(("одна тысяча", "тысяча"), ("один миллион", "миллион")),
    feminine={"один": "одна", "два": "две"},
    library_cases=True,
)


# A range of money is said with "от" and "до" ("500–700 руб.": "от пятисот до семисот рублей", "$10–15": "от десяти
# до пятнадцати долларов"), the second end then in the genitive "до" gives it; a range of a measure keeps its dash
# ("25–30 градусов"), and so does one after a preposition ("на 10–20 тыс. руб.").
def _money_range_pattern() -> re.Pattern[str]:
    names = {form for forms, _ in MONEY.names.values() for form in forms} | {"руб.", "коп.", "долл."}
    symbols = {*locale_data("ru").currencies, *names}
    money = "|".join(re.escape(symbol) for symbol in sorted(symbols, key=len, reverse=True))
    return re.compile(
        r"(?P<first>\d(?<![\w.,:/-]\d)\d{0,5})[ \u00a0]?[-–—][ \u00a0]?(?=(?P<second>\d{1,6})(?![\d.,:/-]\d)"
        rf"[ \u00a0]?(?:(?:тыс\.|млн|млрд)[ \u00a0])?(?:{money})(?!\w))"
    )


def _money_range(match: re.Match[str]) -> str | None:
    first, second = int(match["first"]), int(match["second"])
    if first >= second or previous_word(match).lower() in COUNTING.prepositions:
        return None
    said = _said(first, "masculine", GENITIVE)
    return said and f"от {said} до "


# A match's score after the words that tell one is its two numbers with a dash ("со счётом 2:1": "со счётом два —
# один", "победили 3:0"); "2:1" elsewhere is left to the time rules.
_SCORE = re.compile(r"(?P<first>\d(?<![\w.,:/-]\d)\d?):(?P<second>\d\d?)(?![\w:/]|[.,]?\d)")
_SCORE_WORDS = re.compile(
    r"(?:\bсч[её]т\w*|\bпобеди\w*|\bпроигра\w*|\bвыигра\w*|\bсыгра\w*|\bничь\w*|\bматч\w*)"
    r"(?:[ \u00a0][\w-]+){0,2}[ \u00a0]$",
    re.IGNORECASE,
)


# A ratio after the words that name one is "к" the second in the dative ("в соотношении 2:1": "два к одному").
_RATIO_WORDS = re.compile(r"(?:\bсоотношени\w*|\bпропорци\w*)(?:[ \u00a0][\w-]+){0,1}[ \u00a0]$", re.IGNORECASE)


def _score(match: re.Match[str]) -> str | None:
    before = match.string[max(0, match.start() - 40) : match.start()]
    if _RATIO_WORDS.search(before):
        second = _said(int(match["second"]), "masculine", DATIVE)
        joined = "к"
    elif _SCORE_WORDS.search(before):
        second, joined = numwords.cardinal(int(match["second"]), "ru"), "—"
    else:
        return None
    first = numwords.cardinal(int(match["first"]), "ru")
    return first and second and f"{first} {joined} {second}"


# A range of weekdays is "с" the first "по" the last ("пн–пт": "с понедельника по пятницу").
def _weekdays(first: str, last: str) -> str:
    since = first[:-1] + "ы" if first.endswith("а") else first[:-1] + "я" if first.endswith("е") else first + "а"
    until = last[:-1] + "у" if last.endswith("а") else last
    return f"{'со' if since.startswith(('ср', 'вт')) else 'с'} {since} по {until}"  # "со среды", "со вторника"


RANGES = RangeWords(
    None,
    rules=lambda: (Rule("range", _money_range_pattern(), _money_range), Rule("range", _SCORE, _score)),
    weekdays=_weekdays,
)


# Roman numerals and addresses -----------------------------------------------------------------------------------------

# Street types and house words before the name or number ("ул. Ленина, д. 5"), in the locative after "на", "в"
# ("на ул. Пушкина": "на улице Пушкина"); a postcode before a town (or "г.") digit by digit.
ADDRESSES = Addresses(
    streets={
        "ул.": "улица",
        "пр.": "проспект",
        "просп.": "проспект",
        "пер.": "переулок",
        "д.": "дом",
        "кв.": "квартира",
        "корп.": "корпус",
        "стр.": "строение",
        "пл.": "площадь",
        "наб.": "набережная",
        "ш.": "шоссе",
        "г.": "город",
    },
    located=("на", "в", "во"),
    located_name=r"[А-ЯЁ][а-яё-]*(?:ом|ем|ой|ей)",  # "на Невском пр.": "на Невском проспекте"
    locatives={
        "ул.": "улице",
        "пр.": "проспекте",
        "просп.": "проспекте",
        "пер.": "переулке",
        "наб.": "набережной",
        "пл.": "площади",
        "д.": "доме",
        "кв.": "квартире",
        "корп.": "корпусе",
        "стр.": "строении",
        "г.": "городе",
    },
    in_addresses=frozenset({"стр."}),
    postcode=Postcode(6, towns=("г.",)),
)

# A century's ordinal in the case its noun shows ("в XX веке": "в двадцатом веке"); a chapter's ordinal in the
# gender of its word ("глава четвёртая"); a regnal number the ordinal, capitalised ("Пётр Первый").
_ROMAN_CHAPTERS = words("глава часть том акт раздел статья тип уровень фаза книга")
_HARD_ENDINGS = {"": "nominative", "а": "genitive", "е": "prepositional", "у": "dative", "ом": "instrumental"}
# Masculine nouns a roman numeral counts before them ("во II квартале": "во втором квартале", "XX съезд").
_CENTURY_CASES = {
    stem + ending: case
    for stem in ("век", "квартал", "съезд", "созыв", "тур", "этап", "чемпионат", "турнир", "форум", "конкурс")
    for ending, case in _HARD_ENDINGS.items()
}
# Neuter ones: "во II полугодии": "во втором полугодии".
_NEUTER_CASES = {"полугодие": "nominative", "полугодия": "genitive", "полугодии": "prepositional",
                 "полугодию": "dative", "полугодием": "instrumental"}  # fmt: skip
_FEMININE_CHAPTERS = words("глава часть статья фаза книга")
_ACCUSATIVE_CHAPTERS = words("главу статью фазу книгу")  # "Читайте главу IV": "главу четвёртую"


def _roman(numeral: Numeral) -> str | None:
    from num2words import num2words

    number = numeral.value
    if numeral.after in _CENTURY_CASES:
        return str(num2words(number, lang="ru", to="ordinal", case=_CENTURY_CASES[numeral.after]))
    if numeral.after in _NEUTER_CASES:
        return str(num2words(number, lang="ru", to="ordinal", case=_NEUTER_CASES[numeral.after], gender="n"))
    if numeral.after == "веков":
        return str(num2words(number, lang="ru", to="ordinal", case="genitive", plural=True))
    if numeral.word_before in _ACCUSATIVE_CHAPTERS:
        return str(num2words(number, lang="ru", to="ordinal", gender="f", case="accusative"))
    if numeral.word_before in _ROMAN_CHAPTERS:
        feminine = numeral.word_before in _FEMININE_CHAPTERS
        return str(num2words(number, lang="ru", to="ordinal", gender="f" if feminine else "m"))
    if numeral.after_name:
        return capitalised(str(num2words(number, lang="ru", to="ordinal", gender="f" if numeral.feminine else "m")))
    return None


# A century written short after its numeral: "в." (век), "вв." (века), in the case the word before gives ("в XIX в.":
# "в девятнадцатом веке", "до XV в.": "до пятнадцатого века", "середины XVIII в.": genitive after a noun of a part
# of it, "XIX–XX вв.": "девятнадцатый–двадцатый века").
_CENTURY_SHORT = re.compile(
    r"(?<![\w.])(?P<first>[IVXL]+)(?:(?P<dash>[ \u00a0]?[-–—][ \u00a0]?)(?P<last>[IVXL]+))?"
    r"[ \u00a0]?(?P<short>вв?)\.(?!\w)"
)
_PART_OF = words(
    "начало начала начале середина середины середине конец конца конце половина половины половине рубеж рубежа"
)
_CENTURY_NOUNS = {  # case -> (singular, plural)
    "nominative": ("век", "века"), "genitive": ("века", "веков"), "dative": ("веку", "векам"),
    "prepositional": ("веке", "веках"), "instrumental": ("веком", "веками"),
}  # fmt: skip


# Words after which a century is not one's genitive: a verb's endings ("наступил XX в.") and the words that name it.
_VERB_ENDINGS = ("л", "ла", "ло", "ли", "ет", "ют", "ит", "ат", "ят", "ть", "ся", "сь")
_NAMING = words("это то и или а но как")


def _of_a_noun(before: str) -> bool:
    """Whether the word before a century is a noun it belongs to ("культура XIX в.", "в середине XVIII в.")."""
    if before in _PART_OF:
        return True
    return (
        len(before) > 2 and before not in _NAMING and before not in _PREPOSITIONS and not before.endswith(_VERB_ENDINGS)
    )


def _century_short(match: re.Match[str]) -> str | None:
    from num2words import num2words

    before = previous_word(match).lower()
    case = {"в": "prepositional", "во": "prepositional", "к": "dative", "ко": "dative"}.get(before, "nominative")
    if before in _LOCATED and before not in ("в", "во"):
        return None  # "на XX в.": its case is not told
    if _PREPOSITIONS.get(before) == GENITIVE or before in ("с", "со") or _of_a_noun(before):
        case = "genitive"  # "до XV в.", "середины XVIII в.", "культура XIX в.": of the century
    ends = [roman_value(match[end]) for end in ("first", "last") if match[end]]
    if None in ends:
        return None
    said = [str(num2words(end, lang="ru", to="ordinal", case=case)) for end in ends if end]
    noun = _CENTURY_NOUNS[case][len(said) > 1 or match["short"] == "вв"]
    text = (match["dash"] or "").join(said) + f" {noun}"
    return text + "." if not match.string[match.end() :].strip() and not no_sentence(match) else text


ROMAN = RomanNumerals(
    _roman,
    more=lambda: (Rule("roman", _CENTURY_SHORT, _century_short),),
    chapters=_ROMAN_CHAPTERS | _ACCUSATIVE_CHAPTERS,
    centuries=frozenset((*_CENTURY_CASES, *_NEUTER_CASES, "веков")),
    monarchs=words(
        "Пётр Петр Павел Николай Александр Екатерина Анна Елизавета Иван Фёдор Василий Симеон Борис Фердинанд "
        "Мария Ольга Ярослав Владимир Лжедмитрий Карл Людовик Генрих Фридрих Вильгельм Георг Елизавета"
    ),
    feminine_endings=("a", "а", "я"),
)

# Electronic addresses and telephone numbers ---------------------------------------------------------------------------
# The words for what web and e-mail addresses are made of (classes/electronic.py finds them).
ELECTRONIC = AddressWords(
    dot="точка", at="собака", slash="слэш", dash="дефис", underscore="нижнее подчёркивание", colon="двоеточие"
)
# How a telephone number is read (classes/telephone.py finds it).
TELEPHONE = PhoneReading("ru", "плюс", groups="numbers", words=r"телефон\w*|тел|моб|звоните|позвоните|звони")


HOME = Home(
    "ru",
    abbreviations=ABBREVIATIONS,
    counting=COUNTING,
    operators=OPERATORS,
    identifier_words=IDENTIFIER_WORDS,
    fractions=FRACTIONS,
    ordinals=_ordinals,
    numbers=world_numbers("ru"),
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
