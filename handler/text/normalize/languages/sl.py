"""Slovenian: how things are said in Slovenian, where CLDR and the number libraries do not say it."""

from __future__ import annotations

from handler.text.normalize.home import Home

# The abbreviations people expand when they read aloud, as they say them (the format: classes/abbreviation.py).
ABBREVIATIONS = """
npr. = na primer
$itd. = in tako dalje
tj. = to je
oz. = oziroma
t. i. = tako imenovani
$ipd. = in podobno
tel. = telefon
^ul. = ulica
^dr. = doktor
^prof. = profesor
#št. = številka
#str. = stran
"""

HOME = Home("sl", abbreviations=ABBREVIATIONS)
