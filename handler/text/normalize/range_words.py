"""How a language says a range (classes/ranges.py finds them): a home's `ranges`.

RangeWords("bis", after={"zwischen": "und"})   # "10-20": "zehn bis zwanzig", "zwischen 10 und 20"
RangeWords(None, after={"dal": "al"})          # Italian: a bare "10-20" keeps its dash, "dal 1980 al 1986"
RangeWords(None, rules=..., keeps_dash=True)   # Hungarian: only its own rules, every other dash kept as a token
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field

from handler.text.normalize.rules import Rule


@dataclass(frozen=True)
class RangeWords:
    # The word said between the two ends ("bis", "až"); None: a bare range keeps its dash (no word fits it alone).
    to: str | None
    # The word for the second end after the one written before the first ("dal 1980 al 1986", "entre 10 y 20").
    after: Mapping[str, str] = field(default_factory=dict)
    # Written against the numbers, no spaces around it (Japanese "10〜20": "十から二十"; Korean's word ends in its
    # space, "십에서 이십"); the ends may carry a counter ("9시~18시", "3日〜5日").
    unspaced: bool = False
    # The counter said after each year of a range of years written with one ("1980~1986년": "… 년에서 … 년").
    year_counter: str = ""
    # The second year written with two digits, said alone ("1980-86": "nineteen eighty to eighty-six"); None: the
    # whole year is said.
    short_year: Callable[[int], str] | None = None
    # The word between a number and a lower one, both of at most two digits, where a score is not said with `to`
    # ("3-1": "drei zu eins", "due a zero"); empty: the two numbers alone, as Czech and Slovak say a score ("2:0":
    # "dva nula"); None: as a range ("two to one", "trois à zéro").
    score: str | None = None
    # The word between a ratio's numbers ("1:3": "één op drie"); None: the score's, where that is a word (an empty
    # score leaves a ratio as written: "1:3" is no bare pair).
    ratio: str | None = None
    # The second number of a score or ratio in the case `score` gives (Polish "3:1": "trzy do jednego", "2:0": "dwa
    # do zera"); None, or None back: said as counted.
    score_second: Callable[[int], str | None] | None = None
    # The language's own range rules, tried first (English "3-5 May": "the third to the fifth of May"); a range of
    # days before a month's name is then left to them, else to the date rules.
    rules: Callable[[], Sequence[Rule]] | None = None
    # Whether those rules read a range of days before a month's name; where not, the date rules do ("3–5 maj").
    rules_read_days: bool = True
    # A range between amounts said with the prepositions that decline both its ends ("10–15 zł": "od dziesięciu do
    # piętnastu złotych", "200–300 грн": "від двохсот до трьохсот гривень"): the first end is said here, in the case
    # the first preposition gives; the second, after the second, by the money and measure rules.
    amounts: tuple[str, str] | None = None
    # A language that glues case endings to a number ("14:30-kor") keeps a bare range's dash as a token of its own,
    # each number read alone, where its own rules (`rules`) read none ("10–18 óráig": "tíztől tizennyolc óráig").
    keeps_dash: bool = False
    # A range of weekdays said by the language itself, from CLDR's wide names of its ends, where its ends decline
    # (Finnish "ma–pe": "maanantaista perjantaihin", Estonian "E–R": "esmaspäevast reedeni"); CLDR's one-letter short
    # names count too.
    weekdays: Callable[[str, str], str] | None = None


# A bare range of one- or two-digit hours ("9-13", "8–16"), or of whole hours with their minutes ("9.00–17.00",
# "9:00 - 17:00"), no part of a date, time or longer number.
_BARE_HOURS = re.compile(
    r"(?P<first>\d(?<![\w.,:/-]\d)\d?)(?P<zeros>[.:]00)?[ \u00a0]?[-–][ \u00a0]?(?P<last>\d\d?)(?(zeros)[.:]00)"
    r"(?![\w.,:/-]?\d|[.:]\d)"
)


def opening_hours(words_before: re.Pattern[str], window: int, say: Callable[[int, int], str | None]) -> Rule:
    """A home's rule for opening hours written as a bare range ("Orario: 9-13", "auki 9–17"): where `words_before`
    ends the `window` characters before it and the hours rise within a day, `say` (first, last) reads them."""

    def read(match: re.Match[str]) -> str | None:
        first, last = int(match["first"]), int(match["last"])
        announced = words_before.search(match.string, max(0, match.start() - window), match.start())
        return say(first, last) if first < last <= 24 and announced else None

    return Rule("range", _BARE_HOURS, read)
