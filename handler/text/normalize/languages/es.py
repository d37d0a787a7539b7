"""Spanish: how things are said in Spanish, where CLDR and the number libraries do not say it."""

from __future__ import annotations

from handler.text.normalize.home import Home

# The abbreviations people expand when they read aloud, as they say them (the format: classes/abbreviation.py).
ABBREVIATIONS = """
^Sr. = señor
^Sra. = señora
^Srta. = señorita
^Dr. = doctor
^Dra. = doctora
^Lic. = licenciado
^Ing. = ingeniero
^D. = don
^Dña. = doña
^Sto. = santo
^Sta. = santa
^Av. = avenida
^Avda. = avenida
^C/ = calle
$etc. = etcétera
Ud. = usted
Uds. = ustedes
aprox. = aproximadamente
p. ej. = por ejemplo
EE. UU. = Estados Unidos
a. C. = antes de Cristo
d. C. = después de Cristo
máx. = máximo
mín. = mínimo
tel. = teléfono
#n.º = número
#nº = número
#núm. = número
#pág. = página
#págs. = páginas
#cap. = capítulo
#vol. = volumen
"""

HOME = Home("es", abbreviations=ABBREVIATIONS)
