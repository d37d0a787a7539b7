"""Dates: numeric in the locale's order, with month names, years, decades.

    from handler.text.normalize.classes.dates import year_words

    year_words(1984, "en")      # "nineteen eighty-four"
    year_words(1984, "de")      # "neunzehnhundertvierundachtzig"
    year_words(2023, "vi")      # "hai nghìn không trăm hai mươi ba"

Written forms found, most specific first:
- numeric dates: "2024-05-03" (and "2024.05.03", "2024. 05. 03."), "03.05.2024", "03/05/2024" (day first;
  month first in English: "5/3/2024" is May third); read as the language's long date (CLDR's pattern);
- month names with a day and a year in the language's order ("May 3, 2024", "3rd of May", "3. Mai 2024",
  "3 de mayo de 2024", "2024. május 3-án", "3 мая 2024 г."), or with a year alone ("Mai 2024");
- Korean "2024. 3. 5.", Vietnamese "ngày 5/3/2024", "tháng 5/2024";
- years where the words around say so ("in 1984", "im Jahr 1984", "в 1984 году", "năm 2023"), decades
  ("the 1990s", "the '90s", "the 80s"), eras ("300 BC").
How a day is said: an ordinal where the language says one ("der dritte Mai", "третьего мая", "május
harmadika", "třetího května", "trešajā maijā", "kolmandal mail"), else a cardinal ("trois mai"); where the case
a day takes depends on more than the words around it (a Lithuanian ISO date, whose day the verb declines) the
date is kept as written. Ranges of days before a month
("3.–5. Mai") and days without a year where the locale writes D.M. ("am 3.5.") are dates too.
"""

from __future__ import annotations

import re
from datetime import date
from functools import lru_cache

from handler.text.normalize import en_words, ko_words
from handler.text.normalize.agreement import agreeing_ordinal
from handler.text.normalize.cldr import LocaleData, locale_data, long_date, month_names
from handler.text.normalize.languages import home
from handler.text.normalize.numbers import compile_for
from handler.text.normalize.numwords import cardinal, estonian_ordinal, inflect, lithuanian_ordinal, ordinal, year
from handler.text.normalize.rules import Rule, by_family

# English
_MONTHS = (
    "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
    "November", "December",
)  # fmt: skip
_MONTH_NUMBERS = {
    **{name.lower(): number for number, name in enumerate(_MONTHS, 1)},
    **{name[:3].lower(): number for number, name in enumerate(_MONTHS, 1)},
    "sept": 9,
}
# Each name checks the word boundary before it after matching (see numbers.py for why); any case ("jan 5").
_MONTH = "(?i:" + "|".join(rf"{name}(?<!\w{name})" for name in sorted(_MONTH_NUMBERS, key=len, reverse=True)) + ")"
_YEAR_WORDS = (
    "in", "since", "from", "by", "until", "till", "before", "after", "during", "circa", "year", "between", "to",
    "through", "around", "of", "early", "late", "mid", "summer", "winter", "spring", "fall", "autumn",
)  # fmt: skip


def _after_words(words: tuple[str, ...]) -> str:
    """ "in 1999": a look-behind per word (its first letter in either case), placed after the four digits."""
    return "(?:" + "|".join(rf"(?<=\b[{w[0]}{w[0].upper()}]{w[1:]}\s\d{{4}})" for w in words) + ")"


_AFTER_YEAR_WORD = _after_words(_YEAR_WORDS)
_ORDINAL_SUFFIX = r"(?:st|nd|rd|th|ST|ND|RD|TH)"
_ERAS = {"BC": "B C", "BCE": "B C E", "AD": "A D", "CE": "C E"}

# Other languages: how a date reads its day: an ordinal ("der dritte Mai"), else a cardinal ("trois mai"), and
# which languages say the first of the month as an ordinal ("premier mai") and decline day and year (genitive).
_ORDINAL_DAYS = frozenset({"de", "da", "sv", "fi", "hu", "ru", "uk", "pl", "bg", "cs", "sk", "lv", "sl"})
# Dates whose day takes a case the words around it do not show (Lithuanian "2024-05-03": "trečioji" or, after
# "atkeliavo", "trečiąją"): kept as written. Lithuanian "gegužės 3 d." reads (_lithuanian_date).
_KEPT_DATES = frozenset({"lt"})
# Latvian says a date's day in the month's case, the locative when it stands alone ("trešajā maijā"), after its
# year in the genitive ("divtūkstoš divdesmit ceturtā gada").
_LATVIAN_MONTHS = [
    "janvārī", "februārī", "martā", "aprīlī", "maijā", "jūnijā", "jūlijā", "augustā", "septembrī", "oktobrī",
    "novembrī", "decembrī",
]  # fmt: skip
# Estonian says a numeric date's day and month in the adessive ("kümnendal juunil": on the tenth of June), or in the
# nominative after "on" ("Tähtaeg on kolmekümne esimene detsember", CLDR's name); the year is the cardinal.
_ESTONIAN_MONTHS_ADESSIVE = [
    "jaanuaril", "veebruaril", "märtsil", "aprillil", "mail", "juunil", "juulil", "augustil", "septembril",
    "oktoobril", "novembril", "detsembril",
]  # fmt: skip
# Lithuanian writes "1990 m. rugpjūčio 15 d.": the year's ordinal in the genitive plural before "metų", the month
# in the genitive (as CLDR writes it in a date), the day's ordinal in the accusative before "dieną".
_LITHUANIAN_DATE = r"(?:(?P<year>\d(?<![\w.,]\d)\d{{3}})\sm\.\s)?(?P<month>(?i:{months}))\s(?P<day>\d{{1,2}})\sd\."
_ORDINAL_FIRST = frozenset({"fr", "it", "pt"})
# The first of the month where it has a word of its own: Romanian "întâi decembrie" (the other days are cardinals).
_FIRST_OF_THE_MONTH = {"ro": "întâi"}
_GENITIVE_DATES = frozenset({"ru", "uk", "pl"})  # the day and the year: "третьего мая две тысячи ..."
_GENITIVE_DAYS = _GENITIVE_DATES | {"cs", "sk", "sl"}  # the day alone: "třetího května dva tisíce ..."
_YEAR_ABBREVIATIONS = {"г.": "года", "р.": "року", "r.": "roku"}
# Bulgarian writes the Russian abbreviation and reads its year as a feminine ordinal ("2024 г.": "две хиляди
# двайсет и четвърта година"); Greek days are feminine ("τρεις Μαΐου", "πρώτη Μαΐου").
_BULGARIAN_YEAR = "година"
# Month names holding digits ("tháng 5", "5月"): those dates read well number by number.
_DIGIT_MONTHS = frozenset({"vi", "ja"})
# German declines the day after these words ("am dritten Mai"), takes the weak form after an article ("der
# dritte Mai") and the strong one alone ("Berlin, dritter Mai").
_GERMAN_DATIVE = re.compile(r"(?:\b(?:am|vom|zum|beim|im|dem|den|des|bis|ab)\s)$", re.IGNORECASE)
_GERMAN_ARTICLE = re.compile(r"(?:\b(?:der|die|das|ist)\s)$", re.IGNORECASE)
# Words before a year that say it is one, in the languages whose year differs from the cardinal.
_YEAR_CONTEXT = {
    "de": ("jahr", "jahre", "seit", "von", "bis", "ab", "um", "vor", "nach", "anfang", "ende", "mitte", "sommer",
           "winter", "herbst", "frühjahr", "anno", "im"),
    "nl": ("jaar", "sinds", "van", "tot", "in", "rond", "begin", "eind", "midden", "zomer", "winter"),
    "sv": ("år", "året", "sedan", "från", "till", "i", "på", "omkring", "sommaren", "vintern", "hösten", "våren"),
    "da": ("år", "året", "siden", "fra", "til", "i", "omkring", "sommeren", "vinteren"),
    "vi": ("năm",),
    "ar": ("عام", "العام", "سنة"),
    "hi": ("सन", "वर्ष", "साल"),
}  # fmt: skip
# Hungarian writes the case ending after a day ("május 3-án"); the day is said as the possessive ordinal.
_HUNGARIAN_DAY_SUFFIX = r"(?:-(?P<suffix>j?(?:[aáeé]?(?:n|ig|tól|től|i|ra|re)|[aáeé]))(?!\w))?"
# Slovenian months in the genitive ("tretjega maja"): CLDR has only the nominative month names.
_SLOVENIAN_MONTHS = [
    "januarja",
    "februarja",
    "marca",
    "aprila",
    "maja",
    "junija",
    "julija",
    "avgusta",
    "septembra",
    "oktobra",
    "novembra",
    "decembra",
]
# Korean says 6월 and 10월 with a dropped consonant.
_KOREAN_MONTHS = {6: "유", 10: "시"}
_VIETNAMESE_MONTHS = {1: "một", 4: "tư"}


def year_words(value: int, lang: str) -> str | None:
    """A year as the language reads it."""
    if lang == "en":
        return en_words.year(value)
    if lang == "ko":
        return ko_words.sino(value)
    century, rest = divmod(value, 100)
    if lang == "da" and 11 <= century <= 19:  # "nittenhundrede og femogfirs"
        return f"{cardinal(century, lang)}hundrede" + (f" og {cardinal(rest, lang)}" if rest else "")
    if lang == "sv" and 11 <= century <= 19:  # "nittonhundraåttiofyra"
        return f"{cardinal(century, lang)}hundra{cardinal(rest, lang) if rest else ''}"
    if lang == "hi" and 11 <= century <= 19:  # "उन्नीस सौ सैंतालीस"
        return f"{cardinal(century, lang)} सौ" + (f" {cardinal(rest, lang)}" if rest else "")
    if lang == "vi":
        return _vietnamese_number(value)
    if lang == "sl":
        return cardinal(value, lang)
    if lang == "ar":
        return _arabic_year(value)
    words = year(value, lang)
    if words and lang == "nl":
        return words.replace(" ", "")  # "negentienhonderdvierentachtig"
    return words


_ARABIC_GENITIVE = {"ألفان": "ألفين", "ألفا": "ألفين", "اثنان": "اثنين", "مئتا": "مئتين", "مئتان": "مئتين"}


def _arabic_year(value: int) -> str | None:
    """A year as Arabic says it after a month or "عام": the genitive ("ألفين وأربعة وعشرين"), "و" joined to
    the word it links."""
    words = cardinal(value, "ar")
    if words is None:
        return None
    parts = [_ARABIC_GENITIVE.get(word, word[:-2] + "ين" if word.endswith("ون") else word) for word in words.split()]
    return " ".join(parts).replace("و ", "و")


def _vietnamese_number(value: int) -> str | None:
    """Vietnamese says an empty hundreds place: "hai nghìn không trăm hai mươi ba", "hai nghìn không trăm linh
    năm"."""
    thousands, rest = divmod(value, 1000)
    if not thousands or rest >= 100 or not rest:
        return cardinal(value, "vi")
    head = cardinal(thousands * 1000, "vi")
    tail = f"linh {cardinal(rest, 'vi')}" if rest < 10 else cardinal(rest, "vi")
    return head and tail and f"{head} không trăm {tail}"


def _is_date(year_value: int, month: int, day: int) -> bool:
    try:
        date(year_value, month, day)
    except ValueError:
        return False
    return True


def _before(match: re.Match[str], width: int = 16) -> str:
    return match.string[max(0, match.start() - width) : match.start()]


# English ---------------------------------------------------------------------------------------------------


def _english_date(month: int, day: int, year_digits: str | None, day_first: bool = False, the: bool = True) -> str:
    name = _MONTHS[month - 1]  # said in full: "Jan." is "January"
    if day_first:
        words = f"{'the ' if the else ''}{en_words.ordinal(day)} of {name}"
        return words + (f", {en_words.year(int(year_digits))}" if year_digits else "")
    return f"{name} {en_words.ordinal(day)}" + (f", {en_words.year(int(year_digits))}" if year_digits else "")


def _english_numeric(match: re.Match[str]) -> str | None:
    month, day = int(match["month"]), int(match["day"])
    if month > 12 and match.groupdict().get("sep") is None:  # "31/12/2020": day first, as in British English
        month, day = day, month
        return _english_date(month, day, match["year"], day_first=True) if _is_date(2000, month, day) else None
    if not _is_date(int(match["year"]), month, day):
        return None
    return _english_date(month, day, match["year"])


# A month and day without a year ("due by 3/15", "on 12/25") after a word that says when; a fraction's usual
# denominators stay fractions ("reduce by 3/4").
_WHEN_WORDS = re.compile(
    r"\b(?:on|by|until|till|before|after|since|due|dated|from|through|thru|expires|starting|ending)\s$", re.IGNORECASE
)


def _english_month_slash_day(match: re.Match[str]) -> str | None:
    month, day = int(match["month"]), int(match["day"])
    if day in (2, 3, 4, 8, 16) or not _is_date(2000, month, day) or not _WHEN_WORDS.search(_before(match, 12)):
        return None
    return _english_date(month, day, None)


def _is_modal_may(match: re.Match[str]) -> bool:
    """ "you may 3 times", "item 3 may break": lowercase "may" with no year is the verb."""
    return match["month"] == "may" and not match["year"]


def _english_month_day(match: re.Match[str]) -> str | None:
    if _is_modal_may(match):
        return None
    month, day = _MONTH_NUMBERS[match["month"].lower()], int(match["day"])
    if not _is_date(int(match["year"] or 2000), month, day):
        return None
    return _english_date(month, day, match["year"])


def _english_day_month(match: re.Match[str]) -> str | None:
    if _is_modal_may(match):
        return None
    month, day = _MONTH_NUMBERS[match["month"].lower()], int(match["day"])
    if not _is_date(int(match["year"] or 2000), month, day):
        return None
    the = not re.search(r"\b[Tt]he\s$", _before(match, 4))  # "on the 26th May": one "the"
    return _english_date(month, day, match["year"], day_first=True, the=the)


def _english_month_year(match: re.Match[str]) -> str | None:
    value = int(match["year"])
    name = _MONTHS[_MONTH_NUMBERS[match["month"].lower()] - 1]
    return f"{name} {year_words(value, 'en')}" if 1000 <= value <= 2099 else None


def _english_month_short_year(match: re.Match[str]) -> str | None:
    if match["month"] == "may":
        return None  # the verb
    return f"{_MONTHS[_MONTH_NUMBERS[match['month'].lower()] - 1]} {en_words.short_year(match['short'])}"


def _english_decade(match: re.Match[str]) -> str | None:
    value = int(match["year"])
    return en_words.plural(en_words.year(value)) if 1100 <= value <= 2090 else None


def _english_year(match: re.Match[str]) -> str | None:
    value = int(match["year"])
    return year_words(value, "en") if 1000 <= value <= 2099 else None


_LIST_WORDS = frozenset({*_YEAR_WORDS, "years", "and"})
# Two or more four-digit numbers in a list after a word that says years ("the years 1914, 1915 and 1916", "between
# 1790 and 1800"): years, each one.
_YEAR_LIST = re.compile(r"\d(?<![\w.,]\d)\d{3}(?:(?:, | and | or |, and )\d{4}(?![\w.,]\d))+(?![\w.,]?\d)")


def _english_years(match: re.Match[str]) -> str | None:
    values = [int(year) for year in re.findall(r"\d{4}", match.group())]
    before = re.search(r"(\w+)\W*$", match.string[max(0, match.start() - 20) : match.start()])
    if not all(1000 <= value <= 2099 for value in values) or not before or before[1].lower() not in _LIST_WORDS:
        return None  # "sold 1500 and 1600 units": counts
    words = iter(year_words(value, "en") for value in values)
    return re.sub(r"\d{4}", lambda _: next(words) or "", match.group())


def _english_rules() -> tuple[Rule, ...]:
    year = r"(?:,?\s(?P<year>\d{4})(?![\w:]))?"
    return (
        Rule(
            "date",
            re.compile(
                r"(?P<year>\d(?<![\w/-]\d)\d{3})(?P<sep>[-/])(?P<month>\d{1,2})(?P=sep)(?P<day>\d{1,2})(?![\w/-])"
            ),
            _english_numeric,
        ),
        Rule(
            "date",
            re.compile(r"(?P<month>\d(?<![\w/]\d)\d?)/(?P<day>\d{1,2})/(?P<year>\d{4})(?![\w/])"),
            _english_numeric,
        ),
        Rule(
            "date",
            re.compile(r"(?P<month>\d(?<![\w/.,]\d)\d?)/(?P<day>\d{1,2})(?![\w/]|[.,]\d)"),
            _english_month_slash_day,
        ),
        Rule(
            "date",
            re.compile(rf"(?P<month>{_MONTH})\.?\s(?:the\s)?(?P<day>\d{{1,2}}){_ORDINAL_SUFFIX}?(?![\w:]){year}"),
            _english_month_day,
        ),
        Rule(
            "date",
            # "1 Jan. 2020": the month's period is part of it when a year follows
            re.compile(
                rf"(?P<day>\d(?<![\w.,]\d)\d?){_ORDINAL_SUFFIX}?\s(?:of\s)?(?P<month>{_MONTH})\b(?:\.(?=\s\d{{4}}))?{year}"
            ),
            _english_day_month,
        ),
        Rule("date", re.compile(rf"(?P<month>{_MONTH})\s(?P<year>\d{{4}})(?![\w:]|[.,]\d)"), _english_month_year),
        # "Nov '19": a month and a year's last two digits
        Rule(
            "date",
            re.compile(rf"(?P<month>{_MONTH})\.?\s['’](?P<short>\d{{2}})(?![\w'’]|[.,]\d)"),
            _english_month_short_year,
        ),
        Rule("date", re.compile(r"(?P<year>\d(?<![\w'’]\d)\d{2}0)['’]?s(?!\w)"), _english_decade),
        Rule(
            "date",
            # not shillings: "£3 10s.", "10s. 6d."
            re.compile(r"['’]?(?P<decade>[1-9]0)(?<![\w\d][1-9]0)(?<!\d[ \u00a0][1-9]0)s(?!\w|\.[ \u00a0]?\d{1,2}d\.)"),
            lambda m: en_words.plural(en_words.cardinal(int(m["decade"]))),
        ),
        Rule("date", _YEAR_LIST, _english_years),
        Rule("date", re.compile(rf"(?P<year>\d(?<!\w\d)\d{{3}}){_AFTER_YEAR_WORD}(?!\w|[.,]\d)"), _english_year),
        # A year in running text where no word before says so: in brackets ("(1865)"), alone on a line ("1776."),
        # before an era written with periods ("743 B.C.").
        Rule("date", re.compile(r"(?<=\()(?P<year>\d{4})(?=\))"), _english_year),
        Rule("date", re.compile(r"(?m)^(?P<year>\d{4})(?=\.?[ \t]*$)"), _english_year),
        Rule(
            "date",
            re.compile(r"(?P<year>\d(?<![\w.,]\d)\d{0,3})(?=\s?(?:B\.C\.|A\.D\.|B\.C\.E\.|C\.E\.))"),
            lambda m: en_words.year(int(m["year"]), era=True),
        ),
        Rule(
            "date",
            re.compile(r"A(?<!\wA)D\s(?P<year>\d{1,4})(?!\w|[.,]\d)"),
            lambda m: f"A D {en_words.year(int(m['year']), era=True)}",
        ),
        # "A.D. 1066": the era as written, the year after it
        Rule(
            "date",
            re.compile(r"(?<=A\.D\.\s)(?<!\wA\.D\.\s)(?P<year>\d{1,4})(?!\w|[.,]\d)"),
            lambda m: en_words.year(int(m["year"]), era=True),
        ),
        Rule(
            "date",
            re.compile(r"(?P<year>\d(?<![\w.,]\d)\d{0,3})\s?(?P<era>BCE|BC|AD|CE)(?!\w)"),
            lambda m: f"{en_words.year(int(m['year']), era=True)} {_ERAS[m['era']]}",
        ),
    )


# Korean ----------------------------------------------------------------------------------------------------


def korean_date(year_value: int | None, month: int, day: int | None) -> str:
    """ "이천이십사 년 유 월 오 일"."""
    words = [f"{ko_words.sino(year_value)} 년"] if year_value is not None else []
    words.append(f"{_KOREAN_MONTHS.get(month, ko_words.sino(month))} 월")
    if day is not None:
        words.append(f"{ko_words.sino(day)} 일")
    return " ".join(words)


def _korean_numeric(match: re.Match[str]) -> str | None:
    year_value, month, day = int(match["year"]), int(match["month"]), int(match["day"])
    return korean_date(year_value, month, day) if _is_date(year_value, month, day) else None


def _korean_rules() -> tuple[Rule, ...]:
    return (
        Rule(
            "date",
            compile_for(
                r"(?P<year>\d(?<![\w.-]\d)\d{3})(?P<sep>[-./])\s?(?P<month>\d{1,2})(?P=sep)\s?(?P<day>\d{1,2})"
                r"(?:\.(?=\s|$))?(?![\w/-]|[.,]\d)",
                "ko",
            ),
            _korean_numeric,
        ),
    )


# The other languages ---------------------------------------------------------------------------------------


def _day_words(day: int, lang: str, before: str) -> str | None:
    if lang in _KEPT_DATES:
        return None
    if lang == "el":
        return ordinal(day, lang, feminine=True) if day == 1 else cardinal(day, lang, "feminine")
    if lang == "hr":  # "trećeg svibnja": the masculine ordinal in the genitive
        words = ordinal(day, lang)
        return words and words[:-1] + ("eg" if words[-2] in "ćčšžj" else "og")
    if day == 1 and lang in _FIRST_OF_THE_MONTH:
        return _FIRST_OF_THE_MONTH[lang]
    if lang in _ORDINAL_DAYS or (day == 1 and lang in _ORDINAL_FIRST):
        words = ordinal(day, lang, case="genitive" if lang in _GENITIVE_DAYS else "nominative")
        if words and lang == "de":
            if _GERMAN_DATIVE.search(before):
                words += "n"
            elif not _GERMAN_ARTICLE.search(before):
                words += "r"
        return words
    return cardinal(day, lang)


def _hungarian_day(day: int, suffix: str | None) -> str | None:
    """ "harmadika", "harmadikán", "negyedikéig", "elseje": the possessive ordinal and its case ending."""
    words = ordinal(day, "hu")
    if words is None:
        return None
    if words.endswith("első"):
        words = words[:-4] + "elseje"
    else:
        stem = words[:-2] if words.endswith("ik") else words
        back = next((char in "aáoóuú" for char in reversed(stem) if char in "aáeéiíoóöőuúüű"), True)
        words += "a" if back else "e"
    ending = suffix.lstrip("j").lstrip("aáeé") if suffix else ""  # "-jén", "-án", "-ától": the ending itself
    if not ending:
        return words
    if ending == "i":  # "május 3-i": the adjective
        return words + "i"
    return words[:-1] + {"a": "á", "e": "é"}[words[-1]] + ending


def _year_for_date(value: int, lang: str) -> str | None:
    if lang == "bg":
        return ordinal(value, lang, feminine=True)
    if lang == "hr":  # "dvije tisuće dvadeset četvrte (godine)": the feminine ordinal in the genitive
        words = ordinal(value, lang, feminine=True)
        words = words and re.sub(r"\b(dvjest|trist|četirist|petst|šestst|sedamst|osamst|devetst)\b", r"\1o", words)
        return words and re.sub(r"a$", "e", words)
    if lang in _GENITIVE_DATES:
        return _without_one(ordinal(value, lang, case="genitive"))
    return year_words(value, lang)


def _without_one(words: str | None) -> str | None:
    """ "тисяча дев'ятсот …": a year's thousand is said without "one" (num2words writes "одна тисяча")."""
    return words[5:] if words and words.startswith("одна тисяч") else words


def _year_abbreviation(abbreviation: str, lang: str) -> str:
    if lang == "bg" and abbreviation == "г.":
        return _BULGARIAN_YEAR
    return _YEAR_ABBREVIATIONS.get(abbreviation, abbreviation)


def _numeric_date(match: re.Match[str], lang: str, year_first: bool) -> str | None:
    if year_first:
        day, month = int(match["day"]), int(match["month"])
    else:  # "03.05.2024", "03/05/2024": day first in every language but English
        day, month = int(match["first"]), int(match["second"])
    year_value = int(match["year"])
    if not _is_date(year_value, month, day):
        return None
    if lang == "vi":
        return _vietnamese_date(match, day, month, year_value)
    if lang == "lv":
        return _latvian_date(day, month, year_value)
    if lang == "et":
        return _estonian_date(day, month, year_value, _before(match))
    if lang == "hu":
        day_words = _hungarian_day(day, match.groupdict().get("suffix"))
    else:
        day_words = _day_words(day, lang, _before(match))
    year_said = _year_for_date(year_value, lang)
    if day_words is None or year_said is None:
        return match.group()  # keep the digits as written rather than read each number apart
    if lang == "ja":
        return f"{year_said}年{cardinal(month, lang)}月{cardinal(day, lang)}日"
    if lang == "sl":
        return f"{day_words} {_SLOVENIAN_MONTHS[month - 1]} {year_said}"
    spoken = long_date(day_words, month, cardinal(month, lang) or str(month), year_said, lang)
    spoken = re.sub(rf"(?<=\S)\.(?=\s|$)|\s({'|'.join(map(re.escape, _YEAR_ABBREVIATIONS))})$",
                    lambda m: f" {_year_abbreviation(m[1], lang)}" if m[1] else "", spoken)  # fmt: skip
    return " ".join(spoken.split())


_NOT_A_DATE = re.compile(r"(?:Version|Kapitel|Abschnitt|Nr\.|§|v)\s?$", re.IGNORECASE)  # "Version 3.5."


def _day_month(match: re.Match[str], lang: str) -> str | None:
    """ "am 3.5." (am dritten Mai), "24.12." without a year; the month's period stays where it ends a sentence."""
    day, month = int(match["first"]), int(match["second"])
    if not _is_date(2000, month, day) or lang in _KEPT_DATES or _NOT_A_DATE.search(_before(match)):
        return None
    times = home(lang).times
    clock = times and times.words_before
    if clock and re.search(rf"(?:^|[^\w.])(?:{clock})\s$", _before(match, 10), re.IGNORECASE):
        return None  # "klo 7.05.": a time (times.py)
    day_words = _day_words(day, lang, _before(match))
    if lang == "hu":
        day_words = _hungarian_day(day, None)
    if day_words is None:
        return None
    if lang == "lv":
        spoken = _latvian_date(day, month, None)
    elif lang == "et":
        spoken = _estonian_date(day, month, None, _before(match))
    elif lang == "sl":
        spoken = f"{day_words} {_SLOVENIAN_MONTHS[month - 1]}"
    else:
        spoken = long_date(day_words, month, cardinal(month, lang) or str(month), "", lang)
        spoken = " ".join(re.sub(r"(?<=\S)\.(?=\s|$)|\s(?:г|р|r)\.$|,\s*$", "", spoken).split()).rstrip(" ,")
    return spoken + _last_period(match)


def _last_period(match: re.Match[str]) -> str:
    """The period a date's match took, where it also ends the text: it stays."""
    return "." if not match.string[match.end() :].strip() else ""


def _lithuanian_date(match: re.Match[str]) -> str | None:
    """ "tūkstantis devyni šimtai devyniasdešimtųjų metų rugpjūčio penkioliktą dieną"."""
    day, month = int(match["day"]), month_names("lt").index(match["month"].lower()) + 1
    year_value = int(match["year"]) if match["year"] else None
    if not _is_date(year_value or 2000, month, day):
        return None
    year = f"{lithuanian_ordinal(year_value, 'ųjų')} metų " if year_value else ""
    period = _last_period(match)  # "d." also ended the text
    if re.search(r"\b(?:nuo|iki)\s$", _before(match, 5), re.IGNORECASE):  # "nuo gegužės trečios dienos"
        return f"{year}{match['month']} {lithuanian_ordinal(day, 'os')} dienos{period}"
    return f"{year}{match['month']} {lithuanian_ordinal(day, 'ą')} dieną{period}"


def _estonian_date(day: int, month: int, year_value: int | None, before: str) -> str:
    """ "viieteistkümnendal augustil tuhat üheksasada üheksakümmend"; "on kolmekümne esimene detsember"."""
    case = "nominative" if re.search(r"\bon\s$", before) else "adessive"
    month_word = (month_names("et") if case == "nominative" else _ESTONIAN_MONTHS_ADESSIVE)[month - 1]
    year_said = f" {cardinal(year_value, 'et')}" if year_value is not None else ""
    return f"{estonian_ordinal(day, case)} {month_word}{year_said}"


def _latvian_date(day: int, month: int, year_value: int | None) -> str:
    """ "divtūkstoš divdesmit ceturtā gada trešajā maijā"."""
    month_word = _LATVIAN_MONTHS[month - 1]
    said = f"{agreeing_ordinal(day, 'lv', noun=month_word, before='')} {month_word}"
    if year_value is None:
        return said
    return f"{agreeing_ordinal(year_value, 'lv', noun='gada', before='')} gada {said}"


def _vietnamese_date(match: re.Match[str], day: int | None, month: int, year_value: int | None) -> str | None:
    """ "ngày năm tháng ba năm hai nghìn không trăm hai mươi tư"; "ngày" is not said twice."""
    words = []
    if day is not None:
        said_before = re.search(r"ngày\s$", _before(match, 6), re.IGNORECASE)
        words.append(("" if said_before else "ngày ") + (cardinal(day, "vi") or ""))
    if not (day is None and re.search(r"tháng\s$", _before(match, 7), re.IGNORECASE)):
        words.append("tháng")
    words.append(_VIETNAMESE_MONTHS.get(month) or cardinal(month, "vi") or "")
    if year_value is not None:
        words += ["năm", year_words(year_value, "vi") or ""]
    return " ".join(" ".join(words).split())


def _month_names(lang: str, data: LocaleData) -> dict[str, int]:
    if lang == "sl":
        return data.months | {name: number for number, name in enumerate(_SLOVENIAN_MONTHS, 1)}
    return data.months


def _written_date(match: re.Match[str], lang: str, data: LocaleData) -> str | None:
    day, month = int(match["day"]), _month_names(lang, data)[match["month"].lower().rstrip(".")]
    year_value = int(match["year"]) if match["year"] else 2000
    if not _is_date(year_value, month, day):
        return None
    groups = match.groupdict()
    if lang == "tr":
        day_words = cardinal(day, lang)
    elif lang == "hu" and not (groups.get("mark") and match.string[match.end() :].lstrip().startswith("nap")):
        day_words = _hungarian_day(day, groups.get("suffix"))
    elif lang in ("lv", "et"):  # "31. decembris", "31. detsember": the day agrees with the month as written
        day_words = agreeing_ordinal(day, lang, noun=match["month"], before="")
    else:  # "május 3. napján": the ordinal before "day"
        day_words = _day_words(day, lang, _before(match))
    year_said = _year_for_date(year_value, lang) if match["year"] else ""
    if day_words is None or year_said is None:
        return match.group()
    # The year's ordinal period before a lowercase word is no sentence end ("2024. karta je"): it goes.
    replacements = {"day": day_words, "mark": "", "year": year_said, "year_mark": "", "year_end": "", "suffix": ""}
    if groups.get("year_end") and match.string[match.end() :].lstrip()[:1].isupper():
        replacements["year_end"] = "."  # a sentence does end there
    if groups.get("first"):
        first = int(match["first"])
        first_words = cardinal(first, lang) if lang == "tr" else _day_words(first, lang, _before(match))
        if not 1 <= first < day or first_words is None:
            return None
        joiner = _DAY_RANGE_WORDS.get(lang, "–")
        if lang == "es" and re.search(r"\bdel\s$", _before(match, 5)):
            joiner = " al "  # "del tres al cinco de mayo"
        replacements |= {"first": first_words, "first_mark": "", "dash": joiner}
    if groups.get("era"):
        replacements["era"] = _year_abbreviation(match["era"], lang)
    text, pieces, done = match.string, [], match.start()
    present = [group for group in replacements if groups.get(group) is not None]
    for group in sorted(present, key=match.start):
        start = match.start(group) - (1 if group == "suffix" else 0)  # the hyphen before "án" goes too
        pieces += [text[done:start], replacements[group]]
        done = match.end(group)
    pieces.append(text[done : match.end()])
    return " ".join("".join(pieces).split())


# A year's ordinal period before a lowercase word ("2024. karta je"): no sentence end.
_YEAR_END = r"(?P<year_end>\.(?=\s\w))?"
# "3.–5. Mai", "3–5 мая": a range of days before a month, its first day said like the second.
_FIRST_DAY = r"(?:(?P<first>\d(?<![\w.,:]\d)\d?)(?P<first_mark>\.)?\s?(?P<dash>[-–—])\s?)?"
_DAY_RANGE_WORDS = {"de": " bis ", "es": " a ", "fr": " au ", "it": " al ", "pt": " a ", "nl": " tot ", "sv": " till ",
                    "da": " til ", "id": " sampai ", "ro": " - ", "el": " έως "}  # fmt: skip


def _month_year(match: re.Match[str], lang: str) -> str | None:
    value = int(match["year"])
    said = year_words(value, lang) if lang not in _GENITIVE_DATES else ordinal(value, lang, case="genitive")
    return said and match.group()[: match.start("year") - match.start()] + said  # "marzo de dos mil diecinueve"


def _context_year(match: re.Match[str], lang: str) -> str | None:
    value = int(match["year"])
    return year_words(value, lang) if 1000 <= value <= 2099 else None


# "в 1984 году", "1984 года", "у 1984 році", "w 1984 roku", "1984 год": the year's ordinal in the case the noun
# takes (prepositional after в/у/w, else the noun's own case).
_SLAVIC_YEAR_NOUNS = {
    "ru": {"году": "prepositional", "года": "genitive", "год": "nominative", "г.": None},
    "uk": {"році": "locative", "року": "genitive", "рік": "nominative", "р.": None},
    "pl": {"roku": None, "rok": "nominative", "r.": None},
}
_SLAVIC_ENDINGS = {
    ("uk", "locative"): (("ій", "ьому"), ("ий", "ому")),
    ("pl", "locative"): (("i", "im"), ("y", "ym")),
    ("pl", "genitive"): (("i", "iego"), ("y", "ego")),
}


def _slavic_year(match: re.Match[str], lang: str) -> str | None:
    value, noun = int(match["year"]), match["noun"]
    after_in = re.search(r"(?:^|\s)(?:в|во|у|w|we)\s$", _before(match, 4), re.IGNORECASE) is not None
    case = _SLAVIC_YEAR_NOUNS[lang][noun] or ("prepositional" if after_in else "genitive")
    if lang == "pl" and noun in ("roku", "r."):
        case = "locative" if after_in else "genitive"
    if lang == "ru":
        words = ordinal(value, lang, case=case)
    else:
        words = ordinal(value, lang)
        endings = _SLAVIC_ENDINGS.get((lang, case if lang != "uk" or case != "prepositional" else "locative"))
        if case == "genitive" and lang == "uk":
            words = ordinal(value, lang, case="genitive")
        elif words and endings:
            words = inflect(words, endings, every_word=lang == "pl")
    words = _without_one(words)
    if words is None:
        return None
    noun_words = {"г.": "году" if case == "prepositional" else "года", "р.": "році" if after_in else "року"}
    noun_words["r."] = "roku"
    return f"{words} {noun_words.get(noun, noun)}"


def _decade(match: re.Match[str], lang: str) -> str | None:
    """ "1990er": neunzehnhundertneunziger, "90-talet": nittiotalet, "1980-е": тысяча девятьсот восьмидесятые,
    "в 1990-х": в тысяча девятьсот девяностых."""
    value = int(match["decade"])
    if value % 10 or not (10 <= value <= 90 or 1100 <= value <= 2090):
        return None
    if lang == "ru":
        from num2words import num2words

        case = "genitive" if match["ending"] in ("х", "ых") else "nominative"
        return str(num2words(value, lang="ru", to="ordinal", plural=True, case=case))
    words = year_words(value, lang) if value >= 1000 else cardinal(value, lang)
    return words and words + {"de": "er", "sv": "talet"}[lang]


_DECADE_ENDINGS = {"de": r"er", "sv": r"-talet", "ru": r"-(?P<ending>е|х|ые|ых)"}


def _world_rules(lang: str) -> tuple[Rule, ...]:
    data = locale_data(lang)
    day = r"(?P<day>\d(?<![\w.,:]\d)\d?)(?P<mark>\.|º|°|er|e)?"
    suffix = _HUNGARIAN_DAY_SUFFIX if lang == "hu" else ""
    year_group = r"(?P<year>\d{4})(?![\d.,]\d)"
    rules = []
    if lang == "lt":  # built with the rules, not at import: the month names are CLDR's
        lithuanian = _LITHUANIAN_DATE.format(months="|".join(month_names("lt")))
        rules.append(Rule("date", compile_for(lithuanian, lang), _lithuanian_date))
    rules += [
        Rule("date", compile_for(r"(?P<year>\d(?<![\w.,/-]\d)\d{3})(?P<sep>[-./])\s?(?P<month>\d{1,2})"
                                     rf"(?P=sep)\s?(?P<day>\d{{1,2}}){suffix}(?![\w/-]|[.,]\d)", lang),
             lambda m: _numeric_date(m, lang, year_first=True)),
        Rule("date", compile_for(rf"(?P<first>\d(?<![\w.,/-]\d)\d?)(?P<sep>[./-])\s?(?P<second>\d{{1,2}})"
                                     rf"(?P=sep)\s?{year_group}(?![\w/-])(?P<era>\s(?:г|р|r)\.(?!\w))?", lang),
             lambda m: _numeric_date(m, lang, year_first=False)),
    ]  # fmt: skip
    if data.decimal == "," and data.day_first and lang not in ("vi", "ja"):  # "am 3.5.", "24.12.": no year
        rules.append(
            Rule(
                "date",
                compile_for(
                    r"(?P<first>\d(?<![\w.,/-]\d)\d?)\.\s?(?P<second>\d{1,2})\.(?![\d.]|\s?\d{2,4}(?!\d))", lang
                ),
                lambda m: _day_month(m, lang),
            )
        )
    if lang == "vi":  # "ngày 20/11": a day and month after "ngày"
        rules.append(
            Rule(
                "date",
                re.compile(r"(?P<day>\d(?<=ngày \d)\d?)/(?P<month>\d{1,2})(?![\w/]|[.,]\d)"),
                lambda m: (
                    _vietnamese_date(m, int(m["day"]), int(m["month"]), None)
                    if _is_date(2000, int(m["month"]), int(m["day"]))
                    else None
                ),
            )
        )
    if lang == "vi":  # "tháng 5/2024", "5/2024"
        rules.append(
            Rule(
                "date",
                re.compile(r"(?P<month>\d(?<![\w.,/-]\d)\d?)/(?P<year>\d{4})(?![\w/-])"),
                lambda m: _vietnamese_date(m, None, int(m["month"]), int(m["year"])) if int(m["month"]) <= 12 else None,
            )
        )
    if lang not in _DIGIT_MONTHS:
        months = "|".join(re.escape(name) for name in sorted(_month_names(lang, data), key=len, reverse=True))
        month = rf"(?P<month>(?i:{months}))(?!\w)\.?"
        era = r"(?:\s(?P<era>г\.|р\.|r\.|года|року|roku)(?!\w))?"
        rules += [
            Rule("date", compile_for(rf"{_FIRST_DAY}{day}\s(?:de\s)?{month}"
                                         rf"(?:,?\s(?:de\s)?{year_group}{_YEAR_END}{era})?", lang),
                 lambda m: _written_date(m, lang, data)),
            Rule("date", compile_for(rf"(?:{year_group}(?P<year_mark>\.)?(?:\sm\.)?\s)?\b{month}\s"
                                         rf"(?P<day>\d{{1,2}})(?!\d){suffix}"
                                         r"(?P<mark>\.(?=[ \u00a0][a-záéíóöőúüű]))?", lang),
                 lambda m: _written_date(m, lang, data)),
            Rule("date", compile_for(rf"\b{month}\s(?:de\s)?(?P<year>\d{{4}})(?![\w:]|[.,]\d)", lang),
                 lambda m: _month_year(m, lang)),
        ]  # fmt: skip
    if lang in _DECADE_ENDINGS:
        rules.append(
            Rule(
                "date",
                re.compile(rf"(?P<decade>\d(?<![\w.,'’-]\d)\d(?:\d\d)?){_DECADE_ENDINGS[lang]}(?!\w)"),
                lambda m: _decade(m, lang),
            )
        )
    if lang in _SLAVIC_YEAR_NOUNS:
        nouns = "|".join(re.escape(noun) for noun in _SLAVIC_YEAR_NOUNS[lang])
        rules.append(
            Rule(
                "date",
                re.compile(rf"(?P<year>\d(?<![\w.,]\d)\d{{3}})\s(?P<noun>{nouns})(?!\w)"),
                lambda m: _slavic_year(m, lang),
            )
        )
    if lang in _YEAR_CONTEXT:
        rules.append(
            Rule(
                "date",
                re.compile(rf"(?P<year>\d(?<!\w\d)\d{{3}}){_after_words(_YEAR_CONTEXT[lang])}(?![\w:]|[.,]\d|\s?%)"),
                lambda m: _context_year(m, lang),
            )
        )
    if lang == "hi":  # "1990 में", "1947 से": a year before a postposition
        rules.append(
            Rule(
                "date",
                re.compile(r"(?P<year>\d(?<![\w.,]\d)\d{3})(?=\s(?:में|से|तक|के|की|का)(?!\w))"),
                lambda m: _context_year(m, lang),
            )
        )
    return tuple(rules)


@lru_cache(maxsize=64)
def rules(lang: str) -> tuple[Rule, ...]:
    """The rules of this class for `lang`, most specific first (empty where it has none)."""
    return by_family(lang, _english_rules, _korean_rules, _world_rules)
