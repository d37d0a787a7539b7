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
MINUS = r"[-\u2212](?<![\w.,)][-\u2212])(?=\d)"


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
