"""German: how things are said in German, where CLDR and the number libraries do not say it."""

from __future__ import annotations

from handler.text.normalize.counting import Counting
from handler.text.normalize.home import Home

# The abbreviations people expand when they read aloud, as they say them (the format: classes/abbreviation.py).
ABBREVIATIONS = """
z. B. = zum Beispiel
bzw. = beziehungsweise
$usw. = und so weiter
$u. a. = unter anderem
d. h. = das heißt
ca. = circa
vgl. = vergleiche
ggf. = gegebenenfalls
evtl. = eventuell
inkl. = inklusive
exkl. = exklusive
zzgl. = zuzüglich
bzgl. = bezüglich
$o. Ä. = oder Ähnliches
$u. Ä. = und Ähnliches
z. T. = zum Teil
i. d. R. = in der Regel
v. a. = vor allem
$etc. = et cetera
Mio. = Millionen
Mrd. = Milliarden
Tsd. = Tausend
Jh. = Jahrhundert
geb. = geboren
gest. = gestorben
Tel. = Telefon
Str. = Straße
#Nr. = Nummer
#S. = Seite
#Abs. = Absatz
^Dr. = Doktor
^Prof. = Professor
^Hr. = Herr
^Hrn. = Herrn
^St. = Sankt
"""

# One before a feminine noun is "eine" ("eine Stunde"), and after a preposition taking the dative "einem" or "einer"
# ("mit einem Freund", "nach einer Stunde"). A masculine noun's accusative ("einen Bruder") is not told from a
# neuter one's ("ein Kind") by its ending, so it stays "ein".
_FEMININE = ("e", "ung", "heit", "keit", "schaft", "ion", "tät", "ik", "in", "ur", "enz", "anz", "erei", "nacht")
_NOT_FEMININE = frozenset(["name", "käse", "junge", "kollege", "ende", "auge"])
_DATIVE = frozenset(["mit", "nach", "seit", "von", "vor", "bei", "zu", "aus", "in", "an", "auf", "ab", "gegenüber"])


def _counted(number: int, words: str, noun: str, before: str) -> str | None:
    if words != "eins":
        return None
    feminine = noun.endswith(_FEMININE) and noun not in _NOT_FEMININE
    if before in _DATIVE:
        return "einer" if feminine else "einem"
    return "eine" if feminine else None


COUNTING = Counting(_counted, _DATIVE | {"für", "durch", "gegen", "ohne", "um"})

# Math operators between numbers, as said (classes/symbol.py).
OPERATORS = {
    "+": "plus",
    "=": "gleich",
    "×": "mal",
    "·": "mal",
    "÷": "geteilt durch",
    "√": "die Wurzel aus",
    "§": "Paragraf",
}
# The words that announce a number read digit by digit: a PIN, a postal code (classes/identifier.py).
IDENTIFIER_WORDS = ("pin", "postleitzahl", "plz", "endet auf", "code", "geheimzahl")

HOME = Home(
    "de", abbreviations=ABBREVIATIONS, counting=COUNTING, operators=OPERATORS, identifier_words=IDENTIFIER_WORDS
)
