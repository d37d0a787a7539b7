"""Latvian: how things are said in Latvian, where CLDR and the number libraries do not say it."""

from __future__ import annotations

from handler.text.normalize.home import Home

# The abbreviations people expand when they read aloud, as they say them (the format: classes/abbreviation.py).
ABBREVIATIONS = """
piem. = piemēram
$utt. = un tā tālāk
$u.c. = un citi
t.i. = tas ir
t.s. = tā saucamais
apm. = apmēram
tel. = tālrunis
^dr. = doktors
^prof. = profesors
#Nr. = numurs
#lpp. = lappuse
"""

HOME = Home("lv", abbreviations=ABBREVIATIONS)
