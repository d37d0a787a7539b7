"""Polish: how things are said in Polish, where CLDR and the number libraries do not say it."""

from __future__ import annotations

from handler.text.normalize.home import Home

# The abbreviations people expand when they read aloud, as they say them (the format: classes/abbreviation.py).
ABBREVIATIONS = """
np. = na przykład
$itd. = i tak dalej
$itp. = i tym podobne
tzn. = to znaczy
tzw. = tak zwany
m.in. = między innymi
tj. = to jest
wg = według
ok. = około
tel. = telefon
^ul. = ulica
^al. = aleja
^dr = doktor
^prof. = profesor
^mgr = magister
^inż. = inżynier
#nr = numer
#godz. = godzina
#str. = strona
tys. = tysiąc | tysiące | tysięcy
"""

HOME = Home("pl", abbreviations=ABBREVIATIONS)
