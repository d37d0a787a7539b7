"""Turkish: how things are said in Turkish, where CLDR and the number libraries do not say it."""

from __future__ import annotations

from handler.text.normalize.home import Home

# The abbreviations people expand when they read aloud, as they say them (the format: classes/abbreviation.py).
ABBREVIATIONS = """
$vb. = vesaire
vs. = vesaire
örn. = örneğin
bkz. = bakınız
$vd. = ve diğerleri
yy. = yüzyıl
yak. = yaklaşık
tel. = telefon
A.Ş. = anonim şirketi
T.C. = Türkiye Cumhuriyeti
MÖ = milattan önce
MS = milattan sonra
^Dr. = doktor
^Prof. = profesör
^Doç. = doçent
^Av. = avukat
Cad. = caddesi
Sok. = sokak
Mah. = mahallesi
#No = numara
#No. = numara
"""

HOME = Home("tr", abbreviations=ABBREVIATIONS)
