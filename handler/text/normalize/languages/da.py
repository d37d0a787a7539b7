"""Danish: how things are said in Danish, where CLDR and the number libraries do not say it."""

from __future__ import annotations

from handler.text.normalize.counting import Counting
from handler.text.normalize.home import Home

# The abbreviations people expand when they read aloud, as they say them (the format: classes/abbreviation.py).
ABBREVIATIONS = """
f.eks. = for eksempel
bl.a. = blandt andet
$osv. = og så videre
ca. = cirka
dvs. = det vil sige
mht. = med hensyn til
pga. = på grund af
evt. = eventuelt
inkl. = inklusive
kl. = klokken
#nr. = nummer
#s. = side
"""

# A half before a noun: "en halv" (liter).
COUNTING = Counting(lambda number, words, noun, before: None, half=lambda noun: "en halv")

# Math operators between numbers, as said (classes/symbol.py).
OPERATORS = {"+": "plus", "=": "er lig med", "×": "gange", "·": "gange", "÷": "divideret med", "√": "kvadratroden af"}
# The words that announce a number read digit by digit: a PIN, a postal code (classes/identifier.py).
IDENTIFIER_WORDS = ("pinkode", "postnummer", "kode")

HOME = Home(
    "da", abbreviations=ABBREVIATIONS, counting=COUNTING, operators=OPERATORS, identifier_words=IDENTIFIER_WORDS
)
