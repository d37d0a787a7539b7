"""Bulgarian: how things are said in Bulgarian, where CLDR and the number libraries do not say it."""

from __future__ import annotations

from handler.text.normalize import counting, numwords
from handler.text.normalize.counting import Counting
from handler.text.normalize.home import Home

# The abbreviations people expand when they read aloud, as they say them (the format: classes/abbreviation.py).
ABBREVIATIONS = """
напр. = например
т.е. = тоест
$и т.н. = и така нататък
$и др. = и други
т.нар. = така наречения
тел. = телефон
^ул. = улица
^бул. = булевард
^гр. = град
^д-р = доктор
^проф. = професор
^св. = свети
#стр. = страница
#№ = номер
"""

# Men are counted with "двама", "трима" ("двама братя"); a masculine thing with "два" before its counted form in
# "-а", "-я" ("два билета"); one takes its noun's gender ("една сестра").
_PERSONS = ("тели", "ари", "яри", "инженери", "братя", "мъже", "души", "колеги", "сина")
# Neuter plurals in "-а" that look like a masculine noun's counted form ("два билета").
_NEUTER_PLURALS = frozenset(["деца", "кучета", "момчета", "места", "яйца", "писма", "села", "имена", "времена"])


def _counted(number: int, words: str, noun: str, before: str) -> str | None:
    if number == 1:
        gender = "feminine" if noun.endswith(("а", "я")) else "neuter" if noun.endswith(("о", "е")) else "masculine"
        return numwords.cardinal(number, "bg", gender)
    if noun.endswith(_PERSONS) and number < 7:
        return counting.spelled(number, "bg", "spellout-cardinal-masculine-personal")
    if noun.endswith(("а", "я")) and number % 10 == 2 and noun not in _NEUTER_PLURALS:
        return numwords.cardinal(number, "bg", "masculine")
    return None


COUNTING = Counting(_counted, half=lambda noun: "половин")

# Math operators between numbers, as said (classes/symbol.py).
OPERATORS = {"+": "плюс", "=": "равно на", "×": "по", "·": "по", "÷": "делено на", "√": "корен квадратен от"}
# The words that announce a number read digit by digit: a PIN, a postal code (classes/identifier.py).
IDENTIFIER_WORDS = ("пин", "код")

HOME = Home(
    "bg", abbreviations=ABBREVIATIONS, counting=COUNTING, operators=OPERATORS, identifier_words=IDENTIFIER_WORDS
)
