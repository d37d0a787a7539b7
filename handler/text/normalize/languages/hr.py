"""Croatian: how things are said in Croatian, where CLDR and the number libraries do not say it."""

from __future__ import annotations

from handler.text.normalize.home import Home

# The abbreviations people expand when they read aloud, as they say them (the format: classes/abbreviation.py).
ABBREVIATIONS = """
npr. = na primjer
$itd. = i tako dalje
tj. = to jest
odn. = odnosno
tzv. = takozvani
$i sl. = i slično
tel. = telefon
^ul. = ulica
^dr. = doktor
^prof. = profesor
#br. = broj
#str. = stranica
"""

HOME = Home("hr", abbreviations=ABBREVIATIONS)
