"""Dutch: how things are said in Dutch, where CLDR and the number libraries do not say it."""

from __future__ import annotations

from handler.text.normalize.home import Home

# The abbreviations people expand when they read aloud, as they say them (the format: classes/abbreviation.py).
ABBREVIATIONS = """
bijv. = bijvoorbeeld
d.w.z. = dat wil zeggen
$enz. = enzovoort
o.a. = onder andere
ca. = circa
m.b.t. = met betrekking tot
i.p.v. = in plaats van
t.o.v. = ten opzichte van
evt. = eventueel
^dhr. = de heer
^mevr. = mevrouw
^St. = Sint
#nr. = nummer
#blz. = bladzijde
"""

HOME = Home("nl", abbreviations=ABBREVIATIONS)
