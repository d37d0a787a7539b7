"""Greek: how things are said in Greek, where CLDR and the number libraries do not say it."""

from __future__ import annotations

from handler.text.normalize import numwords
from handler.text.normalize.counting import Counting
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


# Three, four, the hundreds and thousands agree with their noun's gender, which its plural ending shows ("τρεις
# γυναίκες", "τρία παιδιά", "τετρακόσιους επισκέπτες"); a half too ("μισή ώρα").
def _counted(number: int, words: str, noun: str, before: str) -> str | None:
    if noun.endswith(("οι", "οί", "ους", "ούς")):
        gender = "masculine"
    elif noun.endswith(("ες", "ές", "εις", "ή")):
        gender = "feminine"
    elif noun.endswith(("α", "ά", "η", "ώ", "ό", "ί")):
        gender = "neuter"
    else:
        return None
    if number % 10 == 1 and number != 1:
        return None
    said = numwords.cardinal(number, "el", gender)
    said = said and said.replace("δεκατρεις", "δεκατρείς")  # CLDR leaves out the accent
    if said and noun.endswith(("ους", "ούς")):  # a masculine accusative
        said = said.replace("οι", "ους")
    return said


def _half(noun: str) -> str | None:
    if noun.endswith(("α", "η", "ά", "ή")):
        return "μισή"
    return "μισό" if noun.endswith(("ο", "ό", "ι", "ί")) else None


COUNTING = Counting(_counted, half=_half)

# Math operators between numbers, as said (classes/symbol.py).
OPERATORS = {"+": "συν", "=": "ίσον", "×": "επί", "·": "επί", "÷": "διά", "√": "ρίζα του"}
# The words that announce a number read digit by digit: a PIN, a postal code (classes/identifier.py).
IDENTIFIER_WORDS = ("pin", "κωδικός")

HOME = Home(
    "el", abbreviations=ABBREVIATIONS, counting=COUNTING, operators=OPERATORS, identifier_words=IDENTIFIER_WORDS
)
