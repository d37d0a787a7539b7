"""Arabic: how things are said in Arabic, where CLDR and the number libraries do not say it."""

from __future__ import annotations

from handler.text.normalize.counting import Counting
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

# Three to ten take the feminine form before a noun whose singular is feminine: a sound feminine plural in "-ات"
# ("ثلاث ساعات") or one of the common broken ones.
_FEMININE = {"ثلاثة": "ثلاث", "أربعة": "أربع", "خمسة": "خمس", "ستة": "ست", "سبعة": "سبع", "ثمانية": "ثماني",
             "تسعة": "تسع", "عشرة": "عشر"}  # fmt: skip


def _counted(number: int, words: str, noun: str, before: str) -> str | None:
    if words not in _FEMININE or not (noun.endswith("ات") or noun in ("نساء", "بنات")):
        return None
    return _FEMININE[words]


COUNTING = Counting(_counted)

# Math operators between numbers, as said (classes/symbol.py).
OPERATORS = {"+": "زائد", "=": "يساوي", "×": "ضرب", "·": "ضرب", "÷": "على", "√": "الجذر التربيعي لـ"}
# The words that announce a number read digit by digit: a PIN, a postal code (classes/identifier.py).
IDENTIFIER_WORDS = ("رمز",)

HOME = Home(
    "ar", abbreviations=ABBREVIATIONS, counting=COUNTING, operators=OPERATORS, identifier_words=IDENTIFIER_WORDS
)
