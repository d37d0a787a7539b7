"""Written numbers as the verbalisers see them: one regex fragment and one parsed form.

    from handler.text.normalize.numbers import NUMBER, number_pattern, parse_number

    pattern = re.compile(NUMBER)
    parse_number("1,234.50")   # Number(integer="1234", fraction="50")

NUMBER is an integer with optional thousands commas ("1,234" but not "1,23") and an optional decimal
part, not preceded by a digit. Signs are a rule of their own in each language ("-5" -> "minus " + "5").

Every verbaliser pattern starts by consuming one character of a small set and checks what precedes it
with a look-behind placed after that character (`\\d(?<!\\w\\d)` rather than `(?<!\\w)\\d`): the regex
engine then scans for that set at C speed instead of trying the whole pattern at every position, which
makes a pass over 100,000 characters several times faster.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

SPACE = r"[ \u00a0\u202f]?"  # an optional space (plain, no-break or narrow no-break) between number and unit


# Not at a group of a grouped number ("000" in "1,000"): the number was tried from its first digit, and trying
# again from each group would scan the rest of a long run of groups once per group (quadratic time).
NOT_A_GROUP = r"(?!(?<=\d,\d)\d\d(?!\d))"


def number_pattern(not_after: str = r"\d") -> str:
    """NUMBER, not preceded by any character of the character-class body `not_after`."""
    return rf"\d(?<![{not_after}]\d){NOT_A_GROUP}(?:\d{{0,2}}(?:,\d{{3}})+(?!\d)|\d*)(?:\.\d+)?"


NUMBER = number_pattern()
# A minus sign, not a hyphen inside a word or a range ("5-10", "COVID-19").
# Not after a currency symbol either: "20 €-30 €" is a range of amounts.
_SIGN = r"[-\u2212](?<![\w.,)€$£¥₹₩₫₺₽₴][-\u2212])"
MINUS = rf"{_SIGN}(?=\d)"
# The same sign before an amount's pattern (a currency symbol may come between), optional, captured as 'minus'.
SIGNED = rf"(?:(?P<minus>{_SIGN}))?"


# A pattern that opens with an optional sign or group cannot start with one character class, so the regex engine
# tries all of it at every position of the text. A short look-ahead in front, for the character the match needs,
# passes every other position at once; one after the number, for what must follow it, spares trying a long list of
# units or currencies after every number. Each checks a shape looser than the pattern's, never stricter, and a fixed
# number of characters (a look-ahead over the whole number, tried from each digit, would take quadratic time).
SIGNED_AHEAD = r"(?=[-\u2212\d])"


def first_characters(alternatives: Iterable[str]) -> str:
    """The character class of the first characters of the written `alternatives` ("km", "mi", "$": "[\\$km]")."""
    return "[" + "".join(sorted({re.escape(written[0]) for written in alternatives if written})) + "]"


@dataclass(frozen=True)
class Number:
    integer: str  # decimal digits, no separators
    fraction: str | None  # the digits after the point

    @property
    def is_one(self) -> bool:
        """True for exactly 1: the singular ("1 km" is one kilometer, "1.0 km" kilometers)."""
        return self.integer.lstrip("0") == "1" and self.fraction is None


def parse_number(written: str) -> Number:
    integer, _, fraction = written.replace(",", "").partition(".")
    return Number(integer, fraction or None)


# Group separators any language's readers recognise between groups of three digits besides its own: a space
# (plain, no-break or narrow, the SI's choice: "10 000") and the Swiss apostrophe ("1'000"). A locale writing a
# decimal comma also groups with a period ("1.000" in Hungarian, whose own group is a space).
_SPACE_GROUPS = " \u00a0\u202f'’"


def locale_number(
    decimal: str, group: str, two_digit_groups: bool = False, start_check: bool = True, other_points: str = ""
) -> str:
    """A number as a locale writes it: groups 'int' and 'frac'. The group separator is the locale's `group`
    character, a space or an apostrophe, the same one throughout ("1.234.567"), and a number only groups in
    threes; a separator that is not followed by exactly three digits is the decimal point or punctuation. It
    does not start right after a letter, digit or separator, unless `start_check` is off (after a currency
    symbol: "Rp15.000"). `other_points`: marks the language also writes as its decimal point ("3,5" in Arabic, whose
    CLDR point is "."), before digits that are not a group of three."""
    groups = set(_SPACE_GROUPS) | {group}
    if decimal == ",":
        groups.add(".")
    groups.discard(decimal)
    separators = "".join(sorted(re.escape(char) for char in groups))
    points = "".join(re.escape(char) for char in decimal + other_points)
    marks = "".join(re.escape(char) for char in sorted(groups - set(" \u00a0\u202f")))
    # An apostrophe after a letter is an elision, not a group mark: "l'80%", "dell'11%" start a number.
    elided = "'" in marks
    marks_before = marks.replace("'", "") if elided else marks
    start = rf"(?<![\w{points}{marks_before}]\d)" + (r"(?<!\d'\d)" if elided else "") if start_check else ""
    # Nor at a group inside a spaced number ("1 000 000"): the scan from there would run to its end again, for
    # every group (quadratic), and the number's first digit has taken the whole run already.
    inner_group = rf"(?!(?<=\d[{separators}])\d{{3}}(?!\d))" if start_check else ""
    # Each number is its own rule's only number, so the group name is unique in the pattern.
    two_digit = rf"\d?(?P<g2>[{separators}])\d{{2}}(?:(?P=g2)\d{{2}})*(?P=g2)\d{{3}}(?!\d)|"
    three_digit = rf"\d{{0,2}}(?P<g>[{separators}])\d{{3}}(?:(?P=g)\d{{3}})*(?!\d)"
    return (
        rf"(?P<int>{inner_group}\d{start}(?:{two_digit if two_digit_groups else ''}{three_digit}|\d*))"
        rf"(?:[{points}](?P<frac>\d+))?(?!\d)(?![{points}]\d)"
    )


def compile_for(pattern: str, lang: str) -> re.Pattern[str]:
    """`pattern` compiled for `lang`: where the language's letters are word characters but not word boundaries
    (its home's `unspaced_digits`), a look-around against \\w only looks at Latin letters and digits."""
    from handler.text.normalize.languages import home  # the homes' own modules import this one

    if home(lang).unspaced_digits:
        pattern = pattern.replace(r"(?<![\w", "(?<![0-9A-Za-z").replace(r"(?<!\w)", "(?<![0-9A-Za-z])")
        pattern = pattern.replace(r"(?!\w)", "(?![0-9A-Za-z])").replace(r"(?![\w", "(?![0-9A-Za-z")
    return re.compile(pattern)
