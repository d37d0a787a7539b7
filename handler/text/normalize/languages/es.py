"""Spanish: how things are said in Spanish, where CLDR and the number libraries do not say it."""

from __future__ import annotations

from handler.text.normalize import counting
from handler.text.normalize.counting import MASCULINE_IN_A, Counting
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

# One and the hundreds before a feminine noun ("una hermana", "doscientas personas", "veintiuna alumnas"); a half
# is "medio" or "media".
_FEMININE = ("a", "as", "ción", "ciones", "sión", "siones", "dad", "dades", "tud", "tudes", "vez")


def _feminine(noun: str) -> bool:
    return counting.romance_feminine(noun, _FEMININE, MASCULINE_IN_A)


def _counted(number: int, words: str, noun: str, before: str) -> str | None:
    if not _feminine(noun) or "millón" in words or "millones" in words:
        return None  # "un millón de personas"
    said = " ".join(word.replace("ientos", "ientas") for word in words.split())
    said = said.replace("veintiuno", "veintiuna").replace("veintiún", "veintiuna")
    head, _, last = said.rpartition(" ")
    return counting.with_last(said, "una") if last in ("uno", "un") else said


COUNTING = Counting(_counted, half=lambda noun: "media" if _feminine(noun) else "medio")

# Math operators between numbers, as said (classes/symbol.py).
OPERATORS = {"+": "más", "=": "es igual a", "×": "por", "·": "por", "÷": "entre", "√": "raíz cuadrada de"}
# The words that announce a number read digit by digit: a PIN, a postal code (classes/identifier.py).
IDENTIFIER_WORDS = ("pin", "código postal", "terminada en", "terminado en", "código")

HOME = Home(
    "es", abbreviations=ABBREVIATIONS, counting=COUNTING, operators=OPERATORS, identifier_words=IDENTIFIER_WORDS
)
