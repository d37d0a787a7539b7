"""Estonian: how things are said in Estonian, where CLDR and the number libraries do not say it."""

from __future__ import annotations

from handler.text.normalize.home import Home

# The abbreviations people expand when they read aloud, as they say them (the format: classes/abbreviation.py).
ABBREVIATIONS = """
nt = näiteks
nt. = näiteks
jne = ja nii edasi
$jne. = ja nii edasi
s.t = see tähendab
st = see tähendab
nn = nõndanimetatud
vt = vaata
tel = telefon
^dr = doktor
^prof = professor
#nr = number
#lk = lehekülg
"""

HOME = Home("et", abbreviations=ABBREVIATIONS)
