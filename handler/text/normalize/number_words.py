"""What a language's number words are, where the libraries leave it to the language (numwords.py says them): a
home's `number_words`. num2words says 27 of the 31 languages, CLDR's spell-out rules (unicode-rbnf) Bulgarian,
Greek, Estonian, Hindi and Croatian; English and Korean read their own numbers (no `number_words`).

    NumberWords(rulesets={"cardinal": "spellout-numbering"}, minus="miinus", point="koma")   # Estonian
    NumberWords(point="coma", decimals=FRACTION_AS_NUMBER, masculine={"uno": "un"})          # Spanish
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

Endings = tuple[tuple[str, str], ...]  # (an ending, the one that replaces it), first match wins

# How a decimal's part after the point is said: digit by digit ("drei Komma eins vier"), as num2words reads a
# Decimal (declined forms, "двенадцать целых пять десятых"), as a number after its zeros ("tres coma catorce",
# "uno coma cero ocho"), or after a declined word for "whole" ("jedna celá pět", "dvě celé pět").
DIGITS, LIBRARY, FRACTION_AS_NUMBER, WHOLE = "digits", "library", "number", "whole"


@dataclass(frozen=True)
class NumberWords:
    # num2words' code for the language's variant ("pt_BR": CLDR writes Brazil's Portuguese); "" for its own code.
    num2words: str = ""
    # CLDR's spell-out rule set for each form, where num2words lacks the language ("cardinal", "ordinal",
    # "feminine", "neuter", "cardinal-masculine", ...).
    rulesets: Mapping[str, str] = field(default_factory=dict)
    # The words for a minus sign and a decimal point, where the library has none or another.
    minus: str = ""
    point: str = ""
    # The dictionaries' spelling where a library's differs (anywhere in the words), and the everyday start of a
    # number ("one thousand ..." said "thousand ...").
    spelling: Endings = ()
    leading: Endings = ()
    # How the language writes the words the library gives ("dvě stě" apart, "tvåtusenfemhundra" as one word).
    tidy: Callable[[str], str] | None = None
    # How a decimal is said (DIGITS, LIBRARY, FRACTION_AS_NUMBER, WHOLE).
    decimals: str = DIGITS
    # WHOLE: the word for "whole" after a whole part of 0, 1, 2, 3 or 4, and more; which of them a whole part takes,
    # where not by its value ("sto ena cela"); the part after it, where not a number after its zeros ("три цілих
    # чотирнадцять сотих": (the part's digits) -> its words).
    whole_words: tuple[str, str, str, str, str] | None = None
    whole_form: Callable[[int], int] | None = None
    after_whole: Callable[[str], str] | None = None
    # A cardinal's last word before a noun of each gender, where it differs from the counting form ("eins": "ein
    # Euro", "uno": "un kilómetro", "два": "две копейки").
    masculine: Mapping[str, str] = field(default_factory=dict)
    feminine: Mapping[str, str] = field(default_factory=dict)
    neuter: Mapping[str, str] = field(default_factory=dict)
    # `forms_end_words`: a word that ends in the number takes its form too ("hunderteins": "hundertein Euro",
    # "veintiuno": "veintiún"); `forms_alone`: only a number said in one word does ("douăzeci și unu de grade").
    forms_end_words: bool = False
    forms_alone: bool = False
    # The ordinal's words where the language's own table says them, by number and form (the case, or the ending a
    # text writes: Lithuanian "3-ią"); else the library's.
    ordinal: Callable[[int, str], str | None] | None = None
    # num2words declines the ordinal itself (Russian "третьего").
    library_cases: bool = False
    # The ordinal's forms as endings on its masculine nominative: by case ("genitive": "trzeciego"), neuter,
    # feminine; on each word of a compound where `every_word` ("dwudziestego pierwszego"), else on the last.
    ordinal_cases: Mapping[str, Endings] = field(default_factory=dict)
    neuter_ordinal: Endings = ()
    feminine_ordinal: Endings = ()
    every_word: bool = False
    # A year is read as a plain cardinal (num2words' Japanese year is an era name).
    year_as_cardinal: bool = False


def whole_form(integer: int) -> int:
    """Which of the five `whole_words` a whole part takes by its value: 0, 1, 2, 3 or 4, and more."""
    return (0, 1, 2, 3, 3, 4)[min(integer, 5)]


def west_slavic_ordinal(number: int, table: tuple[list[str], list[str], list[str]]) -> str | None:
    """An ordinal from a table of the masculine nominative's units (1-19), tens and hundreds ("dvacátý první": each
    part of a number below 100 is an ordinal; a round hundred is one word). None beyond them."""
    units, tens, hundreds = table
    if number < 20:
        return units[number - 1]
    if number < 100:
        ten, unit = divmod(number, 10)
        return f"{tens[ten - 2]} {units[unit - 1]}" if unit else tens[ten - 2]
    if number < 1000 and number % 100 == 0:
        return hundreds[number // 100 - 1]
    return None
