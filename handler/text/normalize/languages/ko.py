"""Korean: how things are said in Korean, where CLDR and the number libraries do not say it."""

from __future__ import annotations

from handler.text.normalize.home import Home

# The abbreviations people expand when they read aloud, as they say them (the format: classes/abbreviation.py).
ABBREVIATIONS = """
(주) = 주식회사
㈜ = 주식회사
(유) = 유한회사
(재) = 재단법인
vs. = 대
vs = 대
$etc. = 등등
#TEL = 전화
#No. = 넘버
"""

# Math operators between numbers, as said (classes/symbol.py).
OPERATORS = {"+": "더하기", "×": "곱하기", "·": "곱하기", "÷": "나누기"}
# The words that announce a number read digit by digit: a PIN, a postal code (classes/identifier.py).
IDENTIFIER_WORDS = ("비밀번호",)

HOME = Home("ko", abbreviations=ABBREVIATIONS, operators=OPERATORS, identifier_words=IDENTIFIER_WORDS)
