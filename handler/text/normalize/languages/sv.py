"""Swedish: how things are said in Swedish, where CLDR and the number libraries do not say it."""

from __future__ import annotations

from handler.text.normalize.counting import Counting
from handler.text.normalize.home import Home

# The abbreviations people expand when they read aloud, as they say them (the format: classes/abbreviation.py).
ABBREVIATIONS = """
t.ex. = till exempel
bl.a. = bland annat
$m.m. = med mera
$m.fl. = med flera
$o.s.v. = och så vidare
$osv. = och så vidare
osv = och så vidare
ca = cirka
ca. = cirka
dvs. = det vill säga
d.v.s. = det vill säga
s.k. = så kallad
fr.o.m. = från och med
t.o.m. = till och med
p.g.a. = på grund av
pga. = på grund av
resp. = respektive
jfr = jämför
enl. = enligt
inkl. = inklusive
exkl. = exklusive
f.d. = före detta
e.Kr. = efter Kristus
f.Kr. = före Kristus
tel. = telefon
kl. = klockan
#nr = nummer
#s. = sidan
^St. = Sankt
"""

# A half before a noun: "en halv" (liter).
COUNTING = Counting(lambda number, words, noun, before: None, half=lambda noun: "en halv")

# Math operators between numbers, as said (classes/symbol.py).
OPERATORS = {"+": "plus", "=": "är lika med", "×": "gånger", "·": "gånger", "÷": "delat med", "√": "roten ur"}
# The words that announce a number read digit by digit: a PIN, a postal code (classes/identifier.py).
IDENTIFIER_WORDS = ("pinkod", "postnum", "kod")

HOME = Home(
    "sv", abbreviations=ABBREVIATIONS, counting=COUNTING, operators=OPERATORS, identifier_words=IDENTIFIER_WORDS
)
