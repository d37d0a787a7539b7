"""Greek: how things are said in Greek, where CLDR and the number libraries do not say it."""

from __future__ import annotations

from handler.text.normalize.home import Home

# The abbreviations people expand when they read aloud, as they say them (the format: classes/abbreviation.py).
ABBREVIATIONS = """
π.χ. = παραδείγματος χάρη
$κ.λπ. = και λοιπά
$κλπ. = και λοιπά
δηλ. = δηλαδή
$κ.ά. = και άλλα
τηλ. = τηλέφωνο
π.Χ. = προ Χριστού
μ.Χ. = μετά Χριστόν
^οδ. = οδός
^Δρ = δόκτωρ
^καθ. = καθηγητής
#αρ. = αριθμός
#σελ. = σελίδα
"""

HOME = Home("el", abbreviations=ABBREVIATIONS)
