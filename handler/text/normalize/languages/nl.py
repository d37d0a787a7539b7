"""Dutch: how things are said in Dutch, where CLDR and the number libraries do not say it."""

from __future__ import annotations

from handler.text.normalize.home import Home

# The abbreviations people expand when they read aloud, as they say them (the format: classes/abbreviation.py).
ABBREVIATIONS = """
bijv. = bijvoorbeeld
d.w.z. = dat wil zeggen
$enz. = enzovoort
o.a. = onder andere
ca. = circa
m.b.t. = met betrekking tot
i.p.v. = in plaats van
t.o.v. = ten opzichte van
evt. = eventueel
^dhr. = de heer
^mevr. = mevrouw
^St. = Sint
#nr. = nummer
#blz. = bladzijde
"""

# Math operators between numbers, as said (classes/symbol.py).
OPERATORS = {"+": "plus", "=": "is", "×": "keer", "·": "keer", "÷": "gedeeld door", "√": "de wortel van"}
# The words that announce a number read digit by digit: a PIN, a postal code (classes/identifier.py).
IDENTIFIER_WORDS = ("pincode", "postcode", "eindigend op", "code")

HOME = Home("nl", abbreviations=ABBREVIATIONS, operators=OPERATORS, identifier_words=IDENTIFIER_WORDS)
