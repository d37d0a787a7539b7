"""English dates as readers say them: "May 3, 2024", "the 3rd of May", "5/3/2024" (month first), "due by 3/15",
"Nov '19", decades ("the 1990s", "the '90s"), years in running text ("in 1984", "(1865)", a year alone on a line,
lists of years), eras ("300 BC", "753 B.C.", "A.D. 1066"). English's home gives these rules to classes/dates.py
(DatePhrasing.rules): English writes a month before its day, and its prose says four digits as a year in more
places than a word before them shows.
"""

from __future__ import annotations

import re

from handler.text.normalize.dating import after_words, is_date, text_before
from handler.text.normalize.languages.en import words as en_words
from handler.text.normalize.languages.en.prose import counted, head_count
from handler.text.normalize.rules import Rule

_MONTHS = (
    "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
    "November", "December",
)  # fmt: skip
_MONTH_NUMBERS = {
    **{name.lower(): number for number, name in enumerate(_MONTHS, 1)},
    **{name[:3].lower(): number for number, name in enumerate(_MONTHS, 1)},
    "sept": 9,
    # letters and diaries of the period contract them ("Jan'y 5, 1863", "Feby. 2d")
    **{"jan'y": 1, "jany": 1, "feb'y": 2, "feby": 2, "aug't": 8, "sept'r": 9, "oct'r": 10, "nov'r": 11, "dec'r": 12},
}
# Each name checks the word boundary before it after matching (see numbers.py for why); any case ("jan 5"). The
# look-ahead for the names' first letters, and for no letter before, lets the scan pass every other position at once.
_MONTH_INITIALS = "".join(sorted({name[0] for name in _MONTH_NUMBERS} | {name[0].upper() for name in _MONTH_NUMBERS}))
_MONTH = (
    f"(?=[{_MONTH_INITIALS}])(?<!\\w)(?i:"
    + "|".join(rf"{name}(?<!\w{name})" for name in sorted(_MONTH_NUMBERS, key=len, reverse=True))
    + ")"
)
_YEAR_WORDS = (
    "in", "since", "from", "by", "until", "till", "before", "after", "during", "circa", "year", "between", "to",
    "through", "around", "of", "early", "late", "mid", "summer", "winter", "spring", "fall", "autumn",
)  # fmt: skip


_AFTER_YEAR_WORD = after_words(_YEAR_WORDS)
# with the older "d" of "2d", "3d", "23d" ("Oct. 3d")
_ORDINAL_SUFFIX = r"(?:st|nd|rd|th|ST|ND|RD|TH|(?<=[23])(?<!1[23])d)"
_ERAS = {"BC": "B C", "BCE": "B C E", "AD": "A D", "CE": "C E"}


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
        return _english_date(month, day, match["year"], day_first=True) if is_date(2000, month, day) else None
    if not is_date(int(match["year"]), month, day):
        return None
    return _english_date(month, day, match["year"])


# A month and day without a year ("due by 3/15", "on 12/25") after a word that says when; a fraction's usual
# denominators stay fractions ("reduce by 3/4"). A day after the twelfth that no one writes as a denominator is a
# date wherever it stands ("The deadline is 12/31"), where "3/16", "7/20" and "3/25" may be fractions, unless the
# words around it count ("Only 4/13 passed": four out of thirteen) or it is a part ("4/13 of the staff").
_FRACTION_DENOMINATORS = frozenset({16, 20, 25})
_OF_AFTER = re.compile(r"[ \u00a0]of[ \u00a0]", re.I)
# A verb of fixing a day before "for" or "to": "set for 4/5", "moved to 6/3", "rescheduled for 1/2".
_FIXED_FOR = (
    r"(?:set|scheduled|planned|booked|slated|fixed|moved|postponed|rescheduled|delayed|pencil+ed in)\s(?:for|to)"
)
_WHEN_WORDS = re.compile(
    r"\b(?:on|by|until|till|before|after|since|due|dated|from|through|thru|expires|starting|ending|"
    rf"{_FIXED_FOR})\s$",
    re.IGNORECASE,
)


# "The meeting is on 1/2.": a fraction's shape is a date after "on" where nothing it could measure follows: a mark, a
# word that goes on with the sentence ("reopens on 1/2 after the holidays"), or a day's event ("for 7/4 celebrations").
_ON_BEFORE = re.compile(rf"\b(?:on|dated|until|till|since|expires|{_FIXED_FOR})\s$", re.IGNORECASE)
_NOTHING_MEASURED_AFTER = re.compile(
    r"[.,;!?)]|\s*$|[ \u00a0](?:at|and|or|in|for|after|before|until|till|from|to|when|so|but|if|because|since|as|"
    r"with|while|then|we|I|you|he|she|they|it|this|next|only|instead|please|is|was|will|each|every|morning|evening|"
    r"night)\b"
)
_EVENT_AFTER = re.compile(
    r"[ \u00a0](?:celebrations?|festivities|fireworks|parades?|holiday|weekend|deadline|meeting|party|concert|launch|"
    r"release|election|ceremony|appointment|delivery)\b"
)


# Days named by their date's numbers, said as the numbers ("the 9/11 attacks", "after 7/7"), not as a date.
_NAMED_DAYS = {(9, 11): "nine eleven", (7, 7): "seven seven"}


def _english_month_slash_day(match: re.Match[str]) -> str | None:
    month, day = int(match["month"]), int(match["day"])
    if (month, day) in _NAMED_DAYS and match["month"][0] != "0":
        return _NAMED_DAYS[month, day]
    if not is_date(2000, month, day):
        return None
    before, event = text_before(match, 20), _EVENT_AFTER.match(match.string, match.end())
    if day in (2, 3, 4, 8, 16):
        on_a_day = _ON_BEFORE.search(before) and _NOTHING_MEASURED_AFTER.match(match.string, match.end())
        return _english_date(month, day, None) if on_a_day or event else None
    if _WHEN_WORDS.search(before) or event:
        return _english_date(month, day, None)
    if day <= 12 or day in _FRACTION_DENOMINATORS or counted(match) or _OF_AFTER.match(match.string, match.end()):
        return None  # "Only 4/13 passed" counts, "4/13 of the staff" is a part
    return _english_date(month, day, None)


# "2023-11": a year and its month, where the number after the dash is no later year ("2023-24" is a range of years).
YEAR_MONTH = re.compile(r"(?P<year>1[1-9]\d\d|20\d\d)(?<![\w.,:/-]\d{5})-(?P<month>0[1-9]|1[0-2])(?![\w.,:/-]?\d)")


def year_month(match: re.Match[str]) -> str | None:
    year, month = int(match["year"]), int(match["month"])
    if month > year % 100:
        return None  # "2011-12": the range of years is the reading ranges give
    return f"{_MONTHS[month - 1]} {en_words.year(year)}"


def _is_modal_may(match: re.Match[str]) -> bool:
    """ "you may 3 times", "item 3 may break": lowercase "may" with no year is the verb."""
    return match["month"] == "may" and not match["year"]


# "I gave Jan 2 tickets", "May 4 friends join us?": a name (or the verb) and a count of a plural noun, where nothing
# says when ("on May 2 schools close" is a date).
_COUNTED_NOUN_AFTER = re.compile(r"[ \u00a0]+(?!(?:is|was|has|does|this|its|always|as|us|yes|perhaps)\b)[a-z]{2,}s\b")
_WHEN_BEFORE = re.compile(
    r"\b(?:on|by|until|till|before|after|since|from|through|of|the|in|every|each|and|or|to|due|dated)\s$", re.I
)


def _name_and_count(match: re.Match[str]) -> bool:
    written = match.group()
    if "." in written or match["year"] or not written[-1].isdigit():
        return False
    return bool(_COUNTED_NOUN_AFTER.match(match.string, match.end())) and not _WHEN_BEFORE.search(
        text_before(match, 10)
    )


def _english_month_day(match: re.Match[str]) -> str | None:
    if _is_modal_may(match) or _name_and_count(match):
        return None
    month, day = _MONTH_NUMBERS[match["month"].lower()], int(match["day"])
    if not is_date(int(match["year"] or 2000), month, day):
        return None
    return _english_date(month, day, match["year"])


def _english_day_month(match: re.Match[str]) -> str | None:
    if _is_modal_may(match):
        return None
    month, day = _MONTH_NUMBERS[match["month"].lower()], int(match["day"])
    if not is_date(int(match["year"] or 2000), month, day):
        return None
    the = not re.search(r"\b[Tt]he\s$", text_before(match, 4))  # "on the 26th May": one "the"
    return _english_date(month, day, match["year"], day_first=True, the=the)


def _english_month_year(match: re.Match[str]) -> str | None:
    value = int(match["year"])
    name = _MONTHS[_MONTH_NUMBERS[match["month"].lower()] - 1]
    comma = match.groupdict().get("comma") or ""
    return f"{name}{comma} {en_words.year(value)}" if 1000 <= value <= 2099 else None


def _english_month_short_year(match: re.Match[str]) -> str | None:
    if match["month"] == "may":
        return None  # the verb
    return f"{_MONTHS[_MONTH_NUMBERS[match['month'].lower()] - 1]} {en_words.short_year(match['short'])}"


def _english_decade(match: re.Match[str]) -> str | None:
    value = int(match["year"])
    return en_words.plural(en_words.year(value)) if 1100 <= value <= 2090 else None


def _english_year(match: re.Match[str]) -> str | None:
    value = int(match["year"])
    return en_words.year(value) if 1000 <= value <= 2099 else None


_LIST_WORDS = frozenset({*_YEAR_WORDS, "years", "and", "for"})
# Two or more four-digit numbers in a list after a word that says years ("the years 1914, 1915 and 1916", "between
# 1790 and 1800"): years, each one.
_YEAR_LIST = re.compile(r"\d(?<![\w.,]\d)\d{3}(?:(?:, | and | or |, and )\d{4}(?![\w.,]\d))+(?![\w.,]?\d)")


def _english_years(match: re.Match[str]) -> str | None:
    values = [int(year) for year in re.findall(r"\d{4}", match.group())]
    before = re.search(r"(\w+)\W*$", text_before(match, 20))
    if not all(1000 <= value <= 2099 for value in values) or not before or before[1].lower() not in _LIST_WORDS:
        return None  # "sold 1500 and 1600 units": counts
    words = iter(en_words.year(value) for value in values)
    return re.sub(r"\d{4}", lambda _: next(words) or "", match.group())


# A month written short with its period and no day or year by it ("from Sept. to March", "Jan., Feb. and March"):
# mid-sentence the period is the abbreviation's, so it is the month; where the sentence ends there, only after a
# word of time ("came home in Sept."), as "Jan." ends "I gave it to Jan." as a name. "Jun." and "Jul." are left
# (Junior after a name).
_MONTH_ALONE = re.compile(r"(?<![\w.])(?=[JFMASOND])(?P<month>Jan|Feb|Mar|Apr|Aug|Sept?|Oct|Nov|Dec)\.(?![\w.])")
_ENDS_SENTENCE = re.compile(r"\s*$|\s+[\"'“‘(]?[A-Z]")
_TIME_WORD_BEFORE = re.compile(
    r"\b(?:in|since|until|till|before|after|during|through|early|late|mid|of|by|from|between|last|next)[ \u00a0]$"
    # the end of a span or a list of months ("from Nov. to Feb.", "in Jan. and Feb.")
    r"|\b(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sept?(?:ember)?|Oct(?:ober)?"
    r"|Nov(?:ember)?|Dec(?:ember)?)\.?,?[ \u00a0](?:to|till|until|and|or|&)[ \u00a0]$"
)


def _english_month_alone(match: re.Match[str]) -> str | None:
    name = _MONTHS[_MONTH_NUMBERS[match["month"].lower()] - 1]
    if not _ENDS_SENTENCE.match(match.string, match.end()):
        return name
    return name + "." if _TIME_WORD_BEFORE.search(text_before(match, 24)) else None


def rules() -> tuple[Rule, ...]:
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
        # "Born 3-2-1990": month, day and year with hyphens, as American forms write them
        Rule(
            "date",
            re.compile(r"(?P<month>\d(?<![\w/.,-]\d)\d?)-(?P<day>\d{1,2})-(?P<year>\d{4})(?![\w/-]|[.,]\d)"),
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
                rf"(?P<day>\d(?<![\w.,]\d)\d?){_ORDINAL_SUFFIX}?\s(?:of\s)?(?P<month>{_MONTH})\b"
                # the month's period, where a year, a comma or the sentence going on follows ("13th of Sept., and")
                rf"(?:\.(?<=[a-z]\.)(?=\s\d{{4}}|[,;:)]|[ \u00a0]+[a-z]))?{year}"
            ),
            _english_day_month,
        ),
        # "Sept. 1839", "Dec., 1860": a month written short, its period and a comma before the year
        Rule(
            "date",
            re.compile(
                rf"(?P<month>{_MONTH})(?:\.(?<=\w{{3}}\.)|(?<=\w{{3}}))?(?P<comma>,?)\s(?P<year>\d{{4}})(?![\w:]|[.,]\d)"
            ),
            _english_month_year,
        ),
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
            # nor "80s. a quarter": a decade's "s" takes no period before the sentence goes on
            re.compile(
                r"['’]?(?P<decade>[1-9]0)(?<![\w\d][1-9]0)(?<!\d[ \u00a0][1-9]0)(?<!l\.[ \u00a0][1-9]0)['’]?s"
                r"(?!\w|\.[ \u00a0]?\d{1,2}d\.|\.[ \u00a0][a-z])"
            ),
            lambda m: en_words.plural(en_words.cardinal(int(m["decade"]))),
        ),
        Rule("date", _YEAR_LIST, _english_years),
        Rule("date", _MONTH_ALONE, _english_month_alone),
        # a year joined to "mid", "pre", "post", "early" or "late": "in mid-2025" (mid-twenty twenty-five), "pre-2020"
        Rule(
            "date",
            re.compile(
                r"(?P<year>\d(?<=-\d)(?:(?<=\b(?i:mid|pre)-\d)|(?<=\b(?i:post|late)-\d)|(?<=\b(?i:early)-\d))\d{3})"
                r"(?![\w.,-]?\d|\w)"
            ),
            _english_year,
        ),
        Rule(
            "date",
            re.compile(rf"(?P<year>\d(?<!\w\d)\d{{3}}){_AFTER_YEAR_WORD}(?!\w|[.,]\d)"),
            lambda m: None if head_count(m) else _english_year(m),
        ),
        # A year in running text where no word before says so: in brackets ("(1865)"), alone on a line ("1776."),
        # before an era written with periods ("743 B.C.").
        Rule("date", re.compile(r"(?<=\()(?P<year>\d{4})(?=\))"), _english_year),
        Rule("date", re.compile(r"(?m)^(?P<year>\d{4})(?=\.?[ \t]*$)"), _english_year),
        Rule(
            "date",
            # "c. 1200 B.C.": circa, said before the year
            re.compile(
                r"(?=(?:c(?:a|irc)?\.[ \u00a0]?)?\d{1,4}\s?[ABC]\.)"  # the shape, for the scan to pass other positions
                r"(?:\b(?P<circa>ca?|circ)\.[ \u00a0]?)?(?P<year>\d(?<![\w.,]\d)\d{0,3})"
                r"(?=\s?(?:B\.C\.|A\.D\.|B\.C\.E\.|C\.E\.))"
            ),
            lambda m: ("circa " if m["circa"] else "") + en_words.year(int(m["year"]), era=True),
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
