"""Vietnamese: how things are said in Vietnamese, where CLDR and the number libraries do not say it."""

from __future__ import annotations

from handler.text.normalize.home import Home

# The abbreviations people expand when they read aloud, as they say them (the format: classes/abbreviation.py).
ABBREVIATIONS = """
TP.HCM = Thành phố Hồ Chí Minh
TP. HCM = Thành phố Hồ Chí Minh
Tp.HCM = Thành phố Hồ Chí Minh
^TP. = thành phố
^Tp. = thành phố
Q. = quận
P. = phường
^ThS. = thạc sĩ
^TS. = tiến sĩ
^PGS. = phó giáo sư
^GS. = giáo sư
^BS. = bác sĩ
$v.v. = vân vân
UBND = Ủy ban nhân dân
HĐND = Hội đồng nhân dân
CLB = câu lạc bộ
HLV = huấn luyện viên
THPT = trung học phổ thông
THCS = trung học cơ sở
ĐH = đại học
SĐT = số điện thoại
Nxb = nhà xuất bản
NXB = nhà xuất bản
"""

# Math operators between numbers, as said (classes/symbol.py).
OPERATORS = {"+": "cộng", "=": "bằng", "×": "nhân", "·": "nhân", "÷": "chia", "√": "căn bậc hai của"}
# The words that announce a number read digit by digit: a PIN, a postal code (classes/identifier.py).
IDENTIFIER_WORDS = ("mã pin", "pin")

HOME = Home("vi", abbreviations=ABBREVIATIONS, operators=OPERATORS, identifier_words=IDENTIFIER_WORDS)
