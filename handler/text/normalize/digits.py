"""Any Unicode decimal digit read as the digit it is: Devanagari "१२.५०", Arabic-Indic "١٢٫٥", Eastern Arabic
"۱۲۳", full-width "１２．５" are the numbers 12.50, 12.5, 123 and 12.5 to every class that reads numbers.

    from handler.text.normalize.digits import western_digits

    western_digits(AlignedText.of("₹१२.५०"), "hi").text   # "₹12.50"
    western_digits(AlignedText.of("٣٫٥٪"), "de").text     # "3,5%": the Arabic decimal mark is German's comma

Each character is replaced by one character, so every character keeps its place in the source. Besides the
digits (Unicode category Nd): the Arabic decimal and thousands separators become the language's own marks
(CLDR's), the Arabic percent sign "%", a full-width separator between two digits and full-width letters right
after a number (a unit: "10ｋｇ") their ASCII forms. Characters
a lexicon entry wrote are left as the entry says.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import replace

from handler.text.languages import LANGUAGES
from handler.text.normalize.aligned import AlignedText
from handler.text.normalize.cldr import locale_data

# A decimal digit other than 0-9 (`\d` is Unicode category Nd), or an Arabic separator or percent sign.
_NATIVE = re.compile(r"(?![0-9])\d|[\u066a\u066b\u066c]")
# A full-width mark between two digits ("１２．５", "２０２４／３／５").
_WIDE_SEPARATOR = re.compile(r"(?<=\d)[\uff0c\uff0e\uff1a\uff0f\uff0d](?=\d)")
# Full-width Latin letters written right after a number, a unit's ("10ｋｇ", "３ＧＢ"): their ASCII forms, which the
# unit tables hold.
_WIDE_UNIT = re.compile(r"(?<=\d)[ \u3000]?([\uff21-\uff3a\uff41-\uff5a]+)(?![\uff21-\uff3a\uff41-\uff5a])")
_WIDE_OFFSET = 0xFEE0  # from a full-width form to its ASCII character
_WIDE_LETTER = re.compile(r"[\uff21-\uff3a\uff41-\uff5a]")  # a cheap first look: most texts have none
_ARABIC_DECIMAL, _ARABIC_GROUP, _ARABIC_PERCENT = "\u066b", "\u066c", "\u066a"


def western_digits(aligned: AlignedText, lang: str) -> AlignedText:
    """`aligned` with every free native digit and separator in its ASCII form (see the module docstring)."""
    text = aligned.text
    wide = _WIDE_LETTER.search(text) is not None
    if not _NATIVE.search(text) and not (wide and _WIDE_UNIT.search(text)):
        return aligned
    chars = list(text)
    final = aligned.final
    for match in _NATIVE.finditer(text):
        index = match.start()
        if not final[index]:
            chars[index] = _ascii(match.group(), lang)
    folded = "".join(chars)
    for match in _WIDE_SEPARATOR.finditer(folded):
        index = match.start()
        if not final[index]:
            chars[index] = chr(ord(match.group()) - _WIDE_OFFSET)
    for match in _WIDE_UNIT.finditer(folded) if wide else ():
        for index in range(match.start(1), match.end(1)):
            if not final[index]:
                chars[index] = chr(ord(folded[index]) - _WIDE_OFFSET)
    return replace(aligned, text="".join(chars))


def _ascii(char: str, lang: str) -> str:
    if char == _ARABIC_PERCENT:
        return "%"
    if char in (_ARABIC_DECIMAL, _ARABIC_GROUP):
        decimal, group = _separators(lang)
        return decimal if char == _ARABIC_DECIMAL else group
    return str(unicodedata.decimal(char))


def _separators(lang: str) -> tuple[str, str]:
    """The language's decimal and group marks; the fallback language has no locale: "." and ","."""
    if lang not in LANGUAGES:
        return ".", ","
    data = locale_data(lang)
    return data.decimal, data.group_symbol
