"""Romanian: how things are said in Romanian, where CLDR and the number libraries do not say it."""

from __future__ import annotations

from handler.text.normalize.home import Home

# The abbreviations people expand when they read aloud, as they say them (the format: classes/abbreviation.py).
ABBREVIATIONS = """
$etc. = etcetera
$ș.a. = și altele
$ș.a.m.d. = și așa mai departe
aprox. = aproximativ
tel. = telefon
î.Hr. = înainte de Hristos
d.Hr. = după Hristos
^dl. = domnul
^dna. = doamna
^d-na = doamna
^d-l = domnul
^Dr. = doctor
^prof. = profesor
^str. = strada
^bd. = bulevardul
#nr. = numărul
"""

HOME = Home("ro", abbreviations=ABBREVIATIONS)
