"""Turkish: how things are said in Turkish, where CLDR and the number libraries do not say it."""

from __future__ import annotations

from handler.text.normalize.home import Home

# The abbreviations people expand when they read aloud, as they say them (the format: classes/abbreviation.py).
ABBREVIATIONS = """
$vb. = vesaire
vs. = vesaire
örn. = örneğin
bkz. = bakınız
$vd. = ve diğerleri
yy. = yüzyıl
yak. = yaklaşık
tel. = telefon
A.Ş. = anonim şirketi
T.C. = Türkiye Cumhuriyeti
MÖ = milattan önce
MS = milattan sonra
^Dr. = doktor
^Prof. = profesör
^Doç. = doçent
^Av. = avukat
Cad. = caddesi
Sok. = sokak
Mah. = mahallesi
#No = numara
#No. = numara
"""

# Math operators between numbers, as said (classes/symbol.py).
OPERATORS = {"+": "artı", "=": "eşittir", "×": "çarpı", "·": "çarpı", "÷": "bölü", "√": "karekök"}
# The words that announce a number read digit by digit: a PIN, a postal code (classes/identifier.py).
IDENTIFIER_WORDS = ("şifre", "pin", "posta kodu")

HOME = Home("tr", abbreviations=ABBREVIATIONS, operators=OPERATORS, identifier_words=IDENTIFIER_WORDS)
