"""Italian: how things are said in Italian, where CLDR and the number libraries do not say it."""

from __future__ import annotations

from handler.text.normalize.home import Home

# The abbreviations people expand when they read aloud, as they say them (the format: classes/abbreviation.py).
ABBREVIATIONS = """
^Sig. = signor
^Sig.ra = signora
^Sig.na = signorina
^Sigg. = signori
^Dott. = dottor
^Dott.ssa = dottoressa
^Prof. = professor
^Prof.ssa = professoressa
^Avv. = avvocato
^Ing. = ingegner
^Arch. = architetto
^Geom. = geometra
$ecc. = eccetera
$etc. = eccetera
es. = esempio
p.es. = per esempio
ca. = circa
cfr. = confronta
tel. = telefono
a.C. = avanti Cristo
d.C. = dopo Cristo
#pag. = pagina
#pagg. = pagine
#n. = numero
#cap. = capitolo
#vol. = volume
"""

HOME = Home("it", abbreviations=ABBREVIATIONS)
