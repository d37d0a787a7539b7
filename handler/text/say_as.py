"""SSML `<say-as>`: the words for a span read as a given kind, through the text front end's own functions.

    say_as("API", {"interpret-as": "characters"}, "en", fail)               # "A P I"
    say_as("3", {"interpret-as": "ordinal"}, "en", fail)                    # "third"
    say_as("12/25/2024", {"interpret-as": "date", "format": "mdy"}, "en", fail)  # "December twenty-fifth, ..."

Kept small on purpose: it only calls the front end's public functions (numwords, normalize) and asks the language's
home what only the language knows (Home.say_as: its own number words, a duration), and CLDR how the language writes a
date, so the front end can change underneath it and no language is named here. `fail(message, tag)` builds the
caller's error (an SSML error naming the line).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from datetime import date

from babel.dates import format_date, format_skeleton, get_month_names

from handler.text.languages import DEFAULT_LANGUAGE, LANGUAGES
from handler.text.normalize import normalize, numwords
from handler.text.normalize.classes.fraction import fraction_words
from handler.text.normalize.languages import home
from handler.text.normalize.numwords import MAX_DIGITS

INTERPRETATIONS = frozenset(
    {"characters", "spell-out", "cardinal", "number", "ordinal", "digits", "fraction", "date", "time", "telephone",
     "unit", "address", "expletive"}
)  # fmt: skip
DATE_FORMATS = frozenset({"mdy", "dmy", "ymd", "md", "dm", "ym", "my", "d", "m", "y", "yyyymmdd"})
_COMPACT_DATE = re.compile(r"^([\d?]{4})([\d?]{2})([\d?]{2})$")  # yyyymmdd, "?" for a part not known
_DIGITS = re.compile(r"\d")
_INTEGER = re.compile(r"^[+-]?\d[\d,. \u00a0]*$")
_FRACTION = re.compile(r"^\s*(?:(\d+)\s*\+\s*)?(\d+)\s*/\s*(\d+)\s*$")
_DURATION = re.compile(r"""^\s*(?:(\d+)\s*')?\s*(?:(\d+)\s*")?\s*$""")

Fail = Callable[..., Exception]


def say_as(text: str, attributes: dict[str, str], lang: str | None, fail: Fail) -> str:
    kind = attributes.get("interpret-as", "")
    lang = lang or DEFAULT_LANGUAGE
    written = text.strip()
    if not written:
        return ""
    if kind in ("characters", "spell-out"):
        return " ".join(_character(char, lang) for char in written if not char.isspace())
    if kind in ("cardinal", "number"):
        return _number(written, lang, fail)
    if kind == "ordinal":
        return _ordinal(written, lang, fail)
    if kind in ("digits", "telephone"):
        return _digits(written, lang)
    if kind == "fraction":
        return _fraction(written, lang, fail)
    if kind == "date":
        return _date(written, attributes.get("format", "mdy"), lang, fail)
    if kind == "time":
        return _time(written, lang)
    if kind == "expletive":
        return ""  # not read: Polly bleeps it, the SSML parser leaves a pause in its place
    return _spoken(written, lang)  # unit, address: the front end reads "10 km", "10 Main St." as they are said


def _spoken(text: str, lang: str) -> str:
    return normalize(text, lang).text


def _cardinal(number: int, lang: str) -> str | None:
    """The language's own words where its home has them (English: American usage, no "and"), else numwords'."""
    own = home(lang).say_as.cardinal
    return own(number) if own else numwords.cardinal(number, lang)


def _ordinal_words(number: int, lang: str) -> str | None:
    own = home(lang).say_as.ordinal
    return own(number) if own else numwords.ordinal(number, lang)


def _character(char: str, lang: str) -> str:
    if char.isdigit():
        return _cardinal(int(char), lang) or char
    return char.upper()


def _number(written: str, lang: str, fail: Fail) -> str:
    if not _INTEGER.match(written):
        return _spoken(written, lang)
    digits = re.sub(r"[^\d-]", "", written)
    words = _cardinal(int(digits), lang) if len(digits) <= 30 else None
    return words or _spoken(written, lang)


def _ordinal(written: str, lang: str, fail: Fail) -> str:
    digits = re.sub(r"\D", "", written)
    if not digits or len(digits) > 30:
        raise fail(f"an ordinal must be a number, got {written[:40]!r}", "say-as")
    return _ordinal_words(int(digits), lang) or _spoken(written, lang)


def _digits(written: str, lang: str) -> str:
    """Each digit on its own; a telephone number keeps its groups (a pause between them)."""
    groups = [group for group in re.split(r"[\s\-./()]+", written) if group]
    return ", ".join(" ".join(_character(char, lang) for char in group) for group in groups)


def _fraction(written: str, lang: str, fail: Fail) -> str:
    match = _FRACTION.match(written)
    if not match:
        raise fail(f'a fraction is written "3/4" or "2+1/2", got {written[:40]!r}', "say-as")
    if any(part and len(part) > MAX_DIGITS for part in match.groups()):
        return _spoken(written.replace("/", " / "), lang)  # no words for a fraction that size: its digits are read
    whole = int(match[1]) if match[1] else None
    numerator, denominator = int(match[2]), int(match[3])
    words = fraction_words(numerator, denominator, lang, whole) if denominator else None
    return words or _spoken(written.replace("/", " / "), lang)


def _date(written: str, layout: str, lang: str, fail: Fail) -> str:
    """A numeric date in the given field order, rewritten as the language writes a date in words for the front end to
    read: with its day and month, CLDR's long date or its day-and-month pattern ("December 25, 2024", "25 de
    diciembre de 2024", "2024년 12월 25일", "December 25"); without them, the month's own name and the year ("prosinec
    2024", "December"); a date that is not numeric is left to the front end."""
    if layout not in DATE_FORMATS:
        raise fail(f"format {layout!r} is not one of {', '.join(sorted(DATE_FORMATS))}", "say-as")
    if layout == "yyyymmdd":
        return _compact_date(written, lang, fail)
    fields = re.split(r"[-/.\s]+", written)
    if not all(field.isdigit() for field in fields):
        return _spoken(written, lang)
    if len(fields) != len(layout):
        raise fail(f"the date {written[:40]!r} does not have the fields of format {layout!r}", "say-as")
    values = dict(zip(layout, (int(field) if len(field) <= 4 else 0 for field in fields), strict=True))
    try:  # a leap year stands in for a date written without its year, so "2/29" is a date
        when = date(values.get("y", 2000), values.get("m", 1), values.get("d", 1))
    except ValueError:
        raise fail(f"{written[:40]!r} is not a date in format {layout!r}", "say-as") from None
    locale = lang if lang in LANGUAGES else DEFAULT_LANGUAGE  # the fallback language has no calendar of its own
    if "m" in layout and "d" in layout:
        phrase = format_date(when, "long", locale) if "y" in layout else format_skeleton("MMMMd", when, locale=locale)
    else:  # a month named on its own is in the nominative ("prosinec", not the "prosince" of "25. prosince")
        month = get_month_names("wide", "stand-alone", locale)[when.month] if "m" in layout else None
        day = str(when.day) if "d" in layout else None
        phrase = " ".join(filter(None, [day, month, fields[layout.index("y")] if "y" in layout else None]))
    said = _spoken(phrase, lang)
    # The period some languages write after a date's day or year ("2024. december 25.") ends no sentence.
    return said[:-1] if phrase.endswith(".") and said.endswith(".") else said


def _compact_date(written: str, lang: str, fail: Fail) -> str:
    """yyyymmdd: eight digits, each part "?" where it is not known ("????1025" is October 25th)."""
    match = _COMPACT_DATE.match(written)
    if not match:
        raise fail(f'a yyyymmdd date is eight digits or "?", got {written[:40]!r}', "say-as")
    known = [(part, field) for part, field in zip("ymd", match.groups(), strict=True) if "?" not in field]
    if not known:
        return ""
    layout = "".join(part for part, _ in known)
    if layout not in DATE_FORMATS:  # "y?d" and the like: no date a listener could follow
        raise fail(f"the date {written!r} leaves out its month", "say-as")
    return _date("/".join(field for _, field in known), layout, lang, fail)


def _time(written: str, lang: str) -> str:
    """A duration written 1'21" (minutes and seconds) where the language's home says one, else a clock time the front
    end reads ("10:30")."""
    match = _DURATION.match(written)
    duration = home(lang).say_as.duration
    if match and any(match.groups()) and duration and all(len(value or "") <= MAX_DIGITS for value in match.groups()):
        minutes, seconds = (int(value) if value else None for value in match.groups())
        return duration(minutes, seconds)
    return _spoken(written, lang)  # and a duration too long to have words: its digits are read
