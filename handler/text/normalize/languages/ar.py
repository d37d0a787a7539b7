"""Arabic: how things are said in Arabic, where CLDR and the number libraries do not say it."""

from __future__ import annotations

from handler.text.normalize.home import Home

# The abbreviations people expand when they read aloud, as they say them (the format: classes/abbreviation.py).
ABBREVIATIONS = """
^د. = الدكتور
^أ.د. = الأستاذ الدكتور
^أ. = الأستاذ
^م. = المهندس
^ش. = شارع
إلخ = إلى آخره
الخ = إلى آخره
ق.م = قبل الميلاد
ق.م. = قبل الميلاد
ص.ب = صندوق بريد
#ص. = صفحة
#ج. = الجزء
#ط. = الطبعة
"""

HOME = Home("ar", abbreviations=ABBREVIATIONS)
