"""Romanian: how things are said in Romanian, where CLDR and the number libraries do not say it."""

from __future__ import annotations

from handler.text.normalize import counting
from handler.text.normalize.counting import Counting
from handler.text.normalize.home import Home

# The abbreviations people expand when they read aloud, as they say them (the format: classes/abbreviation.py).
ABBREVIATIONS = """
$etc. = etcetera
$ș.a. = și altele
$ș.a.m.d. = și așa mai departe
aprox. = aproximativ
tel. = telefon
î.Hr. = înainte de Hristos
d.Hr. = după Hristos
^dl. = domnul
^dna. = doamna
^d-na = doamna
^d-l = domnul
^Dr. = doctor
^prof. = profesor
^str. = strada
^bd. = bulevardul
#nr. = numărul
"""


# One and two (and twelve) before a feminine or neuter plural in "-e", "-uri" ("două case", "două bilete"), or a
# feminine singular ("o soră"); "un" before the others ("un frate").
def _counted(number: int, words: str, noun: str, before: str) -> str | None:
    feminine = noun.endswith(("e", "ă", "uri", "le")) or (counting.one(number) and noun.endswith("a"))
    head, _, last = words.rpartition(" ")
    if last == "unu":
        if head and noun.endswith("e"):
            return None  # "douăzeci și unu de grade" (neuter), "... și una de fete" (feminine): the plural is alike
        return counting.with_last(words, ("una" if head else "o") if feminine else ("unu" if head else "un"))
    if feminine and last in ("doi", "doisprezece"):
        return counting.with_last(words, last.replace("doi", "două"))
    return None


COUNTING = Counting(_counted, half=lambda noun: "jumătate de")

# Math operators between numbers, as said (classes/symbol.py).
OPERATORS = {"+": "plus", "=": "egal", "×": "ori", "·": "ori", "÷": "împărțit la", "√": "radical din"}
# The words that announce a number read digit by digit: a PIN, a postal code (classes/identifier.py).
IDENTIFIER_WORDS = ("pin", "cod poștal", "cod")

HOME = Home(
    "ro", abbreviations=ABBREVIATIONS, counting=COUNTING, operators=OPERATORS, identifier_words=IDENTIFIER_WORDS
)
