"""Portuguese: how things are said in Portuguese, where CLDR and the number libraries do not say it."""

from __future__ import annotations

from handler.text.normalize.home import Home

# The abbreviations people expand when they read aloud, as they say them (the format: classes/abbreviation.py).
ABBREVIATIONS = """
^Sr. = senhor
^Sra. = senhora
^Srta. = senhorita
^Dr. = doutor
^Dra. = doutora
^Prof. = professor
^Profa. = professora
^Eng. = engenheiro
^Av. = avenida
^R. = rua
$etc. = et cetera
aprox. = aproximadamente
p. ex. = por exemplo
tel. = telefone
Ltda. = limitada
a.C. = antes de Cristo
d.C. = depois de Cristo
V. Exa. = Vossa Excelência
#n.º = número
#nº = número
#pág. = página
#p. = página
#cap. = capítulo
"""

HOME = Home("pt", abbreviations=ABBREVIATIONS)
