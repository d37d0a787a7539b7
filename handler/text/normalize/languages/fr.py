"""French: how things are said in French, where CLDR and the number libraries do not say it."""

from __future__ import annotations

from handler.text.normalize.home import Home

# The abbreviations people expand when they read aloud, as they say them (the format: classes/abbreviation.py).
ABBREVIATIONS = """
^M. = monsieur
^MM. = messieurs
^Mme = madame
^Mmes = mesdames
^Mlle = mademoiselle
^Dr = docteur
^Dr. = docteur
^Pr = professeur
^Me = maître
^Ste = sainte
$etc. = et cetera
c.-à-d. = c'est-à-dire
p. ex. = par exemple
env. = environ
cf. = confer
tél. = téléphone
av. J.-C. = avant Jésus-Christ
apr. J.-C. = après Jésus-Christ
J.-C. = Jésus-Christ
Cie = compagnie
#n° = numéro
#nº = numéro
#no = numéro
#p. = page
#vol. = volume
^av. = avenue
^bd = boulevard
"""

HOME = Home("fr", abbreviations=ABBREVIATIONS)
