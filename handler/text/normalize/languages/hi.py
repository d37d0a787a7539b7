"""Hindi: how things are said in Hindi, where CLDR and the number libraries do not say it."""

from __future__ import annotations

from handler.text.normalize.home import Home

# The abbreviations people expand when they read aloud, as they say them (the format: classes/abbreviation.py).
ABBREVIATIONS = """
^डॉ. = डॉक्टर
^डॉ = डॉक्टर
^प्रो. = प्रोफेसर
^स्व. = स्वर्गीय
^कु. = कुमारी
ई.पू. = ईसा पूर्व
लि. = लिमिटेड
उ.प्र. = उत्तर प्रदेश
म.प्र. = मध्य प्रदेश
वि.वि. = विश्वविद्यालय
#पृ. = पृष्ठ
#सं. = संख्या
#नं. = नंबर
#ई. = ईसवी
"""

# Math operators between numbers, as said (classes/symbol.py).
OPERATORS = {"+": "जमा", "=": "बराबर", "×": "गुणा", "·": "गुणा", "÷": "भाग", "√": "का वर्गमूल"}
# The words that announce a number read digit by digit: a PIN, a postal code (classes/identifier.py).
IDENTIFIER_WORDS = ("पिन",)

HOME = Home("hi", abbreviations=ABBREVIATIONS, operators=OPERATORS, identifier_words=IDENTIFIER_WORDS)
