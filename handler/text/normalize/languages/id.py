"""Indonesian: how things are said in Indonesian, where CLDR and the number libraries do not say it."""

from __future__ import annotations

from handler.text.normalize.home import Home

# The abbreviations people expand when they read aloud, as they say them (the format: classes/abbreviation.py).
ABBREVIATIONS = """
$dll. = dan lain-lain
$dsb. = dan sebagainya
$dst. = dan seterusnya
tsb. = tersebut
yg = yang
dgn = dengan
utk = untuk
s.d. = sampai dengan
a.n. = atas nama
^Jl. = Jalan
^Bpk. = Bapak
^Dr. = Doktor
^Prof. = Profesor
#no. = nomor
#hlm. = halaman
#tgl. = tanggal
"""

# Math operators between numbers, as said (classes/symbol.py).
OPERATORS = {"+": "tambah", "=": "sama dengan", "×": "kali", "·": "kali", "÷": "bagi", "√": "akar kuadrat dari"}
# The words that announce a number read digit by digit: a PIN, a postal code (classes/identifier.py).
IDENTIFIER_WORDS = ("pin",)

HOME = Home("id", abbreviations=ABBREVIATIONS, operators=OPERATORS, identifier_words=IDENTIFIER_WORDS)
