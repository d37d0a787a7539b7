"""German: how things are said in German, where CLDR and the number libraries do not say it."""

from __future__ import annotations

from handler.text.normalize.home import Home

# The abbreviations people expand when they read aloud, as they say them (the format: classes/abbreviation.py).
ABBREVIATIONS = """
z. B. = zum Beispiel
bzw. = beziehungsweise
$usw. = und so weiter
$u. a. = unter anderem
d. h. = das heißt
ca. = circa
vgl. = vergleiche
ggf. = gegebenenfalls
evtl. = eventuell
inkl. = inklusive
exkl. = exklusive
zzgl. = zuzüglich
bzgl. = bezüglich
$o. Ä. = oder Ähnliches
$u. Ä. = und Ähnliches
z. T. = zum Teil
i. d. R. = in der Regel
v. a. = vor allem
$etc. = et cetera
Mio. = Millionen
Mrd. = Milliarden
Tsd. = Tausend
Jh. = Jahrhundert
geb. = geboren
gest. = gestorben
Tel. = Telefon
Str. = Straße
#Nr. = Nummer
#S. = Seite
#Abs. = Absatz
^Dr. = Doktor
^Prof. = Professor
^Hr. = Herr
^Hrn. = Herrn
^St. = Sankt
"""

HOME = Home("de", abbreviations=ABBREVIATIONS)
