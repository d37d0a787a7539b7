"""Finnish: how things are said in Finnish, where CLDR and the number libraries do not say it."""

from __future__ import annotations

from handler.text.normalize.home import Home

# The abbreviations people expand when they read aloud, as they say them (the format: classes/abbreviation.py).
ABBREVIATIONS = """
esim. = esimerkiksi
ns. = niin sanottu
$jne. = ja niin edelleen
mm. = muun muassa
ks. = katso
$ym. = ynnä muuta
$yms. = ynnä muuta sellaista
ts. = toisin sanoen
milj. = miljoonaa
mrd. = miljardia
puh. = puhelin
^tri = tohtori
klo = kello
#nro = numero
#n. = noin
#s. = sivu
"""

HOME = Home("fi", abbreviations=ABBREVIATIONS)
