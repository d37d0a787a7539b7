"""Lithuanian: how things are said in Lithuanian, where CLDR and the number libraries do not say it."""

from __future__ import annotations

from handler.text.normalize.home import Home

# The abbreviations people expand when they read aloud, as they say them (the format: classes/abbreviation.py).
ABBREVIATIONS = """
pvz. = pavyzdžiui
t. y. = tai yra
$ir t. t. = ir taip toliau
$ir kt. = ir kiti
tel. = telefonas
^dr. = daktaras
^prof. = profesorius
#Nr. = numeris
#psl. = puslapis
"""

HOME = Home("lt", abbreviations=ABBREVIATIONS)
