"""Bulgarian: how things are said in Bulgarian, where CLDR and the number libraries do not say it."""

from __future__ import annotations

from handler.text.normalize.home import Home

# The abbreviations people expand when they read aloud, as they say them (the format: classes/abbreviation.py).
ABBREVIATIONS = """
напр. = например
т.е. = тоест
$и т.н. = и така нататък
$и др. = и други
т.нар. = така наречения
тел. = телефон
^ул. = улица
^бул. = булевард
^гр. = град
^д-р = доктор
^проф. = професор
^св. = свети
#стр. = страница
#№ = номер
"""

HOME = Home("bg", abbreviations=ABBREVIATIONS)
