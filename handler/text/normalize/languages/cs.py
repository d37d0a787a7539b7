"""Czech: how things are said in Czech, where CLDR and the number libraries do not say it."""

from __future__ import annotations

from handler.text.normalize.home import Home

# The abbreviations people expand when they read aloud, as they say them (the format: classes/abbreviation.py).
ABBREVIATIONS = """
např. = například
tzn. = to znamená
tj. = to jest
$atd. = a tak dále
$apod. = a podobně
tzv. = takzvaný
resp. = respektive
mj. = mimo jiné
cca = cirka
tel. = telefon
^ul. = ulice
^Dr. = doktor
^prof. = profesor
^Ing. = inženýr
^Mgr. = magistr
#č. = číslo
#str. = strana
"""

HOME = Home("cs", abbreviations=ABBREVIATIONS)
