"""English verbalisation: numbers, dates, times, money, percentages and units become words.

    from handler.text.normalize.en import verbalize_english

    verbalize_english(AlignedText.of("On 2024-04-03 at 3:45 PM it cost $12.50.")).text
    # "On April third, twenty twenty-four at three forty-five PM it cost twelve dollars and fifty cents."

The rules, most specific first (each one's output is final):
- versions "1.2.3"; "#5" (number five); multipliers "10x" (ten times); "1+2" (plus); "R&D" (and);
- every other number: "1,234", "-5", "3.14", "007" (digit by digit); then any digits still left, as a number.
Numbers written against letters get a space ("3D" -> "three D", "MP3" -> "MP three").
"""

from __future__ import annotations

import re

from handler.text.normalize.aligned import AlignedText
from handler.text.normalize.en_words import cardinal, decimal, integer, year
from handler.text.normalize.numbers import MINUS, NUMBER, parse_number
from handler.text.normalize.rules import Rule, apply_rules

_ORDINAL_SUFFIX = r"(?:st|nd|rd|th|ST|ND|RD|TH)"


def verbalize_english(aligned: AlignedText) -> AlignedText:
    return apply_rules(aligned, _RULES, "en")


def _spaced(match: re.Match[str], words: str) -> str:
    """`words` with a space where the replaced text touched a letter or digit."""
    text, (start, end) = match.string, match.span()
    before = " " if start > 0 and text[start - 1].isalnum() else ""
    after = " " if end < len(text) and text[end].isalnum() else ""
    return before + words + after


def _version(match: re.Match[str]) -> str:
    return _spaced(match, " point ".join(integer(part) for part in match.group().split(".")))


# Words after which a four-digit number is a count or a label, not a year ("more than 1500.", "page 1204.").
def _set(words: str) -> frozenset[str]:
    return frozenset(words.split())


_COUNTING_WORDS = _set(
    "than about approximately nearly almost over under some only just exactly least most total totalled totaled "
    "page pages p pp no nos number numbers room flight route bus line lines verse item figure fig table hymn vol "
    "pin code plus minus times x"
)
# Abbreviations that say what a year is in a book's dates: "c. 1450" (circa), "(b. 1820, d. 1891)", "fl. 1650".
_YEAR_ABBREVIATIONS = {"c": "circa", "ca": "circa", "circ": "circa", "b": "born", "d": "died", "fl": "flourished"}


def _running_year(match: re.Match[str]) -> str | None:
    """A four-digit number that ends a phrase ("Christmas, 1843.", "Copyright, 1899, by", "Published 1851.") is a
    year, unless a word before it counts ("more than 1500.")."""
    value = int(match["year"])
    before = re.search(r"([^\W\d_]+)\.?\s+$", match.string[max(0, match.start() - 24) : match.start()])
    if not 1010 <= value <= 2099 or (before and before[1].lower() in _COUNTING_WORDS):
        return None
    return year(value)


# Plurals without an "s": "the 1500 men" counts them.
_DETERMINER = re.compile(r"\b(?:the|a|his|her|their|its|our|this|that) $", re.IGNORECASE)
_PLURALS = _set("men women people children feet teeth geese mice sheep cattle deer fish police staff")


def _attributive_year(match: re.Match[str]) -> str | None:
    """ "the 1860 election", "a 1967 Mustang": a year before a singular noun; "the 1500 soldiers" counts them."""
    noun = match["noun"].lower()
    if not _DETERMINER.search(match.string[max(0, match.start() - 7) : match.start()]):
        return None
    if not 1010 <= int(match["year"]) <= 2099 or noun in _PLURALS or (noun.endswith("s") and not noun.endswith("ss")):
        return None
    return year(int(match["year"]))


def _feet_and_inches(match: re.Match[str]) -> str:
    """ "5'11\"": five feet eleven inches."""
    feet, inches = parse_number(match["feet"]), parse_number(match["inches"])
    return (
        f"{decimal(feet)} {'foot' if feet.is_one else 'feet'} {decimal(inches)} {'inch' if inches.is_one else 'inches'}"
    )


# Words that make "3:1" a ratio, said "three to one" ("odds of 3:1", "a 2:1 majority", "mix 3:1").
_RATIO_WORDS = re.compile(r"\b(?:ratios?|odds|majority|margin|proportions?|mix|mixed|scale|dilute\w*)\b", re.IGNORECASE)


def _ratio(match: re.Match[str]) -> str | None:
    text = match.string
    if not _RATIO_WORDS.search(text[max(0, match.start() - 30) : match.end() + 12]):
        return None
    return f"{integer(match['first'])} to {integer(match['second'])}"


_SCALE_PLURALS = {"100": "hundreds", "1000": "thousands", "1000000": "millions", "1000000000": "billions"}


def _pence(count: int) -> str:
    """Old British money: "6d." is "sixpence", "2d." "twopence", "1d." "one penny"."""
    if count == 1:
        return "one penny"
    return f"{cardinal(count)}pence" if count < 12 else f"{cardinal(count)} pence"


def _shillings_and_pence(match: re.Match[str]) -> str:
    """ "10s. 6d.": ten shillings and sixpence; the period that also ends the sentence is kept."""
    words = []
    if match["shillings"]:
        count = int(match["shillings"])
        words.append(f"{cardinal(count)} shilling{'' if count == 1 else 's'}")
    if match["pence"]:
        words.append(_pence(int(match["pence"])))
    return " and ".join(words) + _sentence_end(match)


def _pence_alone(match: re.Match[str]) -> str:
    return _pence(int(match["pence_alone"])) + _sentence_end(match)


def _sentence_end(match: re.Match[str]) -> str:
    """The period of an abbreviation that also ends its sentence ("It cost 4d."), kept."""
    rest = match.string[match.end() : match.end() + 3]
    ends = not rest.strip() or rest[:1] == "\n" or re.match(r"\s+[A-Z]", rest) is not None
    return "." if ends else ""


def _number(match: re.Match[str]) -> str:
    return _spaced(match, decimal(parse_number(match.group())))


_RULES: tuple[Rule, ...] = (
    Rule("cardinal", re.compile(MINUS), lambda m: _spaced(m, "minus")),
    Rule("decimal", re.compile(r"\d(?<![\d.]\d)\d*(?:\.\d+){2,}(?!\.?\d)"), _version),
    Rule("cardinal", re.compile(r"#(?<!\w#)(?P<number>\d+)(?!\w)"), lambda m: "number " + integer(m["number"])),
    # multipliers: "10x faster", "2.5× the cost", "1x"
    Rule(
        "cardinal",
        re.compile(rf"(?P<number>{NUMBER})[x×](?!\w)"),
        lambda m: decimal(parse_number(m["number"])) + (" time" if parse_number(m["number"]).is_one else " times"),
    ),
    Rule("cardinal", re.compile(r"(?: \+(?<=\d \+)|\+(?<=\d\+)) ?(?=\d)"), lambda m: " plus "),
    Rule("symbol", re.compile(r"(?: &(?<=\w &)|&(?<=\w&)) ?(?=\w)"), lambda m: " and "),
    Rule(
        "date",
        re.compile(r"\b(?P<word>ca?|circ|b|d|fl)\.[ \u00a0]?(?P<year>\d{4})(?![\w.,]?\d)"),
        lambda m: f"{_YEAR_ABBREVIATIONS[m['word']]} {year(int(m['year']))}",
    ),
    Rule(
        "date",
        re.compile(r"(?P<year>\d(?<![\w.,$£€#/:+-]\d)\d{3})(?![\w.,]?\d|[-/:%°'])(?=[,.;:!?)\]]|[ \t]*(?:\n|$))"),
        _running_year,
    ),
    Rule(
        "date",
        re.compile(r"(?P<year>\d(?<![\w.,]\d)\d{3})(?= (?P<noun>[^\W\d_]+))"),
        _attributive_year,
    ),
    Rule(
        "measure",
        re.compile(r"(?P<feet>\d(?<![\w.]\d)\d?)['′][ \u00a0]?(?P<inches>\d{1,2}(?:\.\d+)?)(?:\"|″|'')"),
        _feet_and_inches,
    ),
    Rule("cardinal", re.compile(r"(?P<first>\d(?<![\w.:]\d)\d{0,2}):(?P<second>\d{1,3})(?![\w:]|[.,]\d)"), _ratio),
    Rule(
        "cardinal",
        re.compile(r"(?P<number>1(?<![\w.,]1)(?:00|,?000|(?:,?000){2}|(?:,?000){3}))s(?!\w)"),
        lambda m: _SCALE_PLURALS[m["number"].replace(",", "")],
    ),
    Rule(
        "money",
        re.compile(
            r"(?:(?P<shillings>\d(?<![\w.,]\d)\d?)s\.(?:[ \u00a0](?P<pence>\d{1,2})d\.)?"
            r"|(?P<pence_alone>\d(?<![\w.,]\d)\d?)d\.)"
        ),
        lambda m: _shillings_and_pence(m) if m["shillings"] else _pence_alone(m),
    ),
    Rule("cardinal", re.compile(NUMBER), _number),
    # Digits no rule took ("119" in "8252,119", a group after a stray separator) are still read: none reaches the
    # model.
    Rule("cardinal", re.compile(r"\d+"), _number),
)
