"""Korean number words: Sino-Korean (일, 이, 삼 ...) and native Korean (하나, 둘, 셋 ...).

    from handler.text.normalize.languages.ko.words import sino, native, decimal, digits

    sino(2024)           # "이천이십사"
    sino(15000)          # "만 오천" (a space after each 만/억/조 group, as Korean is written)
    native(3)            # "세" (the form before a counter: 세 시, 세 개)
    native(20)           # "스무"; native(21) "스물한"
    decimal(parse_number("3.14"))   # "삼 점 일사"
    digits("010")        # "공일공" (phone numbers and zero-padded numbers)

Native numbers exist for 1 to 99; the verbalisers use Sino-Korean outside that range.
"""

from __future__ import annotations

from handler.text.normalize.numbers import Number

_SINO_DIGITS = "영일이삼사오육칠팔구"
_SINO_PLACES = ((1000, "천"), (100, "백"), (10, "십"), (1, ""))
_SINO_GROUPS = ("", "만", "억", "조", "경")
_NATIVE_ONES = ("", "한", "두", "세", "네", "다섯", "여섯", "일곱", "여덟", "아홉")
_NATIVE_TENS = ("", "열", "스물", "서른", "마흔", "쉰", "예순", "일흔", "여든", "아흔")
MAX_DIGITS = 20


def sino(n: int) -> str:
    if n == 0:
        return "영"
    words = []
    for unit in _SINO_GROUPS:
        n, group = divmod(n, 10_000)
        if group:
            # 10,000 is 만, not 일만; 10^8 and up keep the 일 (일억).
            words.append(("" if group == 1 and unit == "만" else _sino_group(group)) + unit)
    return " ".join(reversed(words))


def _sino_group(n: int) -> str:
    words = ""
    for value, place in _SINO_PLACES:
        digit, n = divmod(n, value)
        if digit:
            words += ("" if digit == 1 and place else _SINO_DIGITS[digit]) + place
    return words


def native(n: int) -> str:
    """The native Korean numeral as used before a counter (1 to 99)."""
    if not 1 <= n <= 99:
        raise ValueError(f"native Korean numerals cover 1 to 99, not {n}")
    tens, ones = divmod(n, 10)
    if n == 20:
        return "스무"
    return _NATIVE_TENS[tens] + _NATIVE_ONES[ones]


def digits(written: str) -> str:
    return "".join("공" if int(char) == 0 else _SINO_DIGITS[int(char)] for char in written)


def integer(written: str) -> str:
    if len(written) > MAX_DIGITS or (len(written) > 1 and written[0] == "0"):
        return digits(written)
    return sino(int(written))


def decimal(number: Number) -> str:
    words = integer(number.integer)
    if number.fraction is not None:
        words += " 점 " + "".join(_SINO_DIGITS[int(char)] for char in number.fraction)
    return words
