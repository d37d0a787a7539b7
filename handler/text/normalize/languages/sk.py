"""Slovak: how things are said in Slovak, where CLDR and the number libraries do not say it."""

from __future__ import annotations

from handler.text.normalize.home import Home

# The abbreviations people expand when they read aloud, as they say them (the format: classes/abbreviation.py).
ABBREVIATIONS = """
napr. = napríklad
t. j. = to jest
$atď. = a tak ďalej
$a pod. = a podobne
tzv. = takzvaný
resp. = respektíve
cca = cirka
tel. = telefón
^ul. = ulica
^Ing. = inžinier
^Mgr. = magister
^prof. = profesor
#č. = číslo
#str. = strana
"""

HOME = Home("sk", abbreviations=ABBREVIATIONS)
