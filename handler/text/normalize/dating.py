"""How a language says a date: the part of a language's home that classes/dates.py reads (Home.dates), and the grammar
languages share to fill it.

    from handler.text.normalize.languages import home

    home("de").dates.year(1984)                            # "neunzehnhundertvierundachtzig"
    home("de").dates.day(DayAt(3, before="am "))           # "dritten" ("am dritten Mai")
    home("lv").dates.whole(3, 5, 2024, "")                 # "divtūkstoš divdesmit ceturtā gada trešajā maijā"

The class finds the written forms (numeric dates in the locale's order, month names from CLDR, years, decades) and
checks the day and month are a date; CLDR's long date pattern puts the words in order; the home says each part:
the day (an ordinal or a cardinal, in the case the words around it give), the year alone and in a date, and the
words that say a four-digit number is a year.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from datetime import date

from handler.text.normalize.numwords import cardinal, ordinal
from handler.text.normalize.rules import Rule

Year = Callable[[int], str | None]


@dataclass(frozen=True)
class DayAt:
    """A date's day as written: `before` the text before the date, `suffix` a case ending written after the day
    ("május 3-án": "án"), `month` the month's name as written after it, `after` the text after the date, `marked` an
    ordinal mark written after the day ("3."), `first_of_range` the first day of "3.–5. Mai", `last_of_range` its
    last."""

    number: int
    before: str = ""
    suffix: str | None = None
    month: str = ""
    after: str = ""
    marked: bool = False
    first_of_range: bool = False
    last_of_range: bool = False  # the day that ends "3.–5. Mai"


@dataclass(frozen=True)
class DatePhrasing:
    # A year as the language reads it alone ("nineteen eighty-four", "neunzehnhundertvierundachtzig").
    year: Year
    # A date's day as said ("dritten", "trois", "třetího"). None: the date is kept as written (a Lithuanian ISO date,
    # whose case the verb gives).
    day: Callable[[DayAt], str | None] = lambda at: None
    # The year in a date, and after a month alone, where it differs from the year alone (a genitive ordinal: "две
    # тысячи двадцать четвёртого года").
    year_in_date: Year | None = None
    year_after_month: Year | None = None
    # Words after which "3.5." is a number, not a day and month ("Kapitel 3.5."; a regular expression).
    not_after: str = ""
    # A numeric date said whole, where CLDR's long date pattern does not say it: (day, month, year or None, the
    # text before it). None: kept as written.
    whole: Callable[[int, int, int | None, str], str | None] | None = None
    # Month names beside CLDR's (the genitive "maja" where CLDR has only "maj"), January first.
    month_names: tuple[str, ...] = ()
    # The case ending written after a day ("május 3-án"; a regular expression with a group named `suffix`).
    day_suffix: str = ""
    # How a date ends before a weekday in brackets ("5月3日(金)"; a regular expression of fixed width: a digit, then
    # "日"); the weekday is said in full ("金曜日", CLDR's name).
    weekday_after: str = ""
    # Month names that hold digits ("tháng 5", "5月"): those dates read well number by number.
    digit_months: bool = False
    # What joins the days of "3.–5. Mai" ("bis"), and what replaces it after a word that opens the range ("del": "al").
    range_word: str = "–"
    range_after: Mapping[str, str] = field(default_factory=dict)
    # Words written between the days of a range, kept as written ("od 1. do 10. srpnja": "do"); the first day is then
    # said as a day too, in the case the word before it gives ("od prvog do desetog srpnja").
    range_between: tuple[str, ...] = ()
    # Abbreviations of "year" written after one, as said ("г.": "года").
    year_abbreviations: Mapping[str, str] = field(default_factory=dict)
    # Decades: the ending written after one ("er", "-talet"; a regular expression) and the decade said with it.
    decade_ending: str = ""
    decade: Callable[[int, str], str | None] | None = None
    # The nouns after a year that give its ordinal a case ("году", "roku"), and the year said with its noun: (year,
    # noun, text before).
    year_nouns: tuple[str, ...] = ()
    year_with_noun: Callable[[int, str, str], str | None] | None = None
    # Words before a four-digit number that say it is a year ("im", "seit", "năm"), and words after one ("में").
    year_words: tuple[str, ...] = ()
    year_followers: tuple[str, ...] = ()
    # The rules of forms only this language writes ("1990 m. rugpjūčio 15 d.", "ngày 20/11"), tried first.
    own_forms: Callable[[], tuple[Rule, ...]] | None = None
    # A language that finds all its dates itself (English prose, Korean): its rules replace the shared ones.
    rules: Callable[[], tuple[Rule, ...]] | None = None


# What languages share ------------------------------------------------------------------------------------------------


def cardinal_days(lang: str, first: str | Callable[[int], str | None] = "") -> Callable[[DayAt], str | None]:
    """A day said as its cardinal ("trois mai"); the first of the month as `first` where the language has a word or
    an ordinal for it ("întâi", "premier")."""

    def say(at: DayAt) -> str | None:
        if at.number == 1 and first:
            return first if isinstance(first, str) else first(1)
        return cardinal(at.number, lang)

    return say


def ordinal_days(lang: str, case: str = "nominative") -> Callable[[DayAt], str | None]:
    """A day said as its ordinal ("tredje maj"), in `case` ("třetího května")."""
    return lambda at: ordinal(at.number, lang, case=case)


def is_date(year: int, month: int, day: int) -> bool:
    """Whether the day and month are a day of the calendar in that year."""
    try:
        date(year, month, day)
    except ValueError:
        return False
    return True


def text_before(match: re.Match[str], width: int = 16) -> str:
    """The text just before a match: the words that decide how it is said."""
    return match.string[max(0, match.start() - width) : match.start()]


def after_words(words: tuple[str, ...]) -> str:
    """ "in 1999": a look-behind per word (its first letter in either case), placed after the four digits."""
    return "(?:" + "|".join(rf"(?<=\b[{w[0]}{w[0].upper()}]{re.escape(w[1:])}\s\d{{4}})" for w in words) + ")"


# A year written with its century elided ("gli anni '90", "de jaren '90", "il '68"): its last two digits, said as a
# number.
_ELIDED_YEAR = re.compile(r"(?<![\w'])'(?P<year>\d\d)(?![\w']|[.,]\d)")


def elided_years(lang: str) -> Callable[[], tuple[Rule, ...]]:
    """The rule for a year with its century elided, for a DatePhrasing's `own_forms`."""
    return lambda: (Rule("date", _ELIDED_YEAR, lambda m: cardinal(int(m["year"]), lang)),)


# A month and day with a slash where the language writes its dates month first and its months with digits (Japanese
# and Korean "12/25", "3/15(金)"): a date where it cannot be a fraction worth saying, the day past twelve or not above
# the month, or a weekday in brackets after it; "1/2", "3/4" stay fractions.
MONTH_DAY = re.compile(
    r"(?<![\d/.,:-])(?P<month>1[0-2]|0?[1-9])/(?P<day>3[01]|[12]\d|0?[1-9])(?![\d/]|[.,]\d)"
    r"(?P<weekday>(?=[(（][^)）]{1,3}[)）]))?"
)


def month_and_day(match: re.Match[str]) -> tuple[int, int] | None:
    """The month and day of a MONTH_DAY match, where it is a date (checked in 2024, a year with 29 February)."""
    month, day = int(match["month"]), int(match["day"])
    if not is_date(2024, month, day) or not (day > 12 or month >= day or match["weekday"] is not None):
        return None
    return month, day
