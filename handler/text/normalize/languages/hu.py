"""Hungarian: how things are said in Hungarian, where CLDR and the number libraries do not say it."""

from __future__ import annotations

from handler.text.normalize.home import Home

# The abbreviations people expand when they read aloud, as they say them (the format: classes/abbreviation.py).
ABBREVIATIONS = """
pl. = például
$stb. = s a többi
kb. = körülbelül
ún. = úgynevezett
ill. = illetve
vö. = vesd össze
ld. = lásd
i. e. = időszámításunk előtt
i. sz. = időszámításunk szerint
tel. = telefon
max. = maximum
min. = minimum
szül. = született
^dr. = doktor
^Dr. = doktor
^ifj. = ifjabb
^id. = idősebb
^özv. = özvegy
krt. = körút
u. = utca
#sz. = szám
"""

# Math operators between numbers, as said (classes/symbol.py).
OPERATORS = {
    "+": "plusz",
    "=": "egyenlő",
    "×": "szorozva",
    "·": "szorozva",
    "÷": "osztva",
    "√": "négyzetgyök",
    "§": "paragrafus",
}
# The words that announce a number read digit by digit: a PIN, a postal code (classes/identifier.py).
IDENTIFIER_WORDS = ("pin-kód", "irányítószám", "kód")

HOME = Home("hu", abbreviations=ABBREVIATIONS, operators=OPERATORS, identifier_words=IDENTIFIER_WORDS)
