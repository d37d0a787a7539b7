"""Ukrainian: how things are said in Ukrainian, where CLDR and the number libraries do not say it."""

from __future__ import annotations

from handler.text.normalize.home import Home

# The abbreviations people expand when they read aloud, as they say them (the format: classes/abbreviation.py).
ABBREVIATIONS = """
т.зв. = так званий
$і т.д. = і так далі
$і т.п. = і таке інше
напр. = наприклад
див. = дивись
^вул. = вулиця
^м. = місто
^проф. = професор
^д-р = доктор
#буд. = будинок
#кв. = квартира
#с. = сторінка
тис. = тисяча | тисячі | тисяч
"""

HOME = Home("uk", abbreviations=ABBREVIATIONS)
