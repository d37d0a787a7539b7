"""English number words.

    from handler.text.normalize.languages.en.words import cardinal, ordinal, year, decimal

    cardinal(1234)       # "one thousand two hundred thirty-four"
    ordinal(21)          # "twenty-first"
    year(2024)           # "twenty twenty-four"; year(1905) "nineteen oh five"; year(2007) "two thousand seven"
    year(753, era=True)  # "seven fifty-three" (B.C.); year(1066) "ten sixty-six"
    decimal(parse_number("3.14"))    # "three point one four"

American style: no "and" inside numbers. Integers of more than 15 digits, and integers written with a
leading zero ("007"), are read digit by digit.
"""

from __future__ import annotations

from handler.text.normalize.numbers import Number

_ONES = (
    "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
    "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
)  # fmt: skip
_TENS = (
    "_", "_", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety",
)  # fmt: skip
_SCALES = ("", " thousand", " million", " billion", " trillion")
_IRREGULAR_ORDINALS = {
    "one": "first", "two": "second", "three": "third", "five": "fifth", "eight": "eighth",
    "nine": "ninth", "twelve": "twelfth",
}  # fmt: skip
MAX_DIGITS = 15


def cardinal(n: int) -> str:
    if n < 20:
        return _ONES[n]
    if n < 100:
        tens, ones = divmod(n, 10)
        return _TENS[tens] + (f"-{_ONES[ones]}" if ones else "")
    if n < 1000:
        hundreds, rest = divmod(n, 100)
        return f"{_ONES[hundreds]} hundred" + (f" {cardinal(rest)}" if rest else "")
    groups = []
    scale = 0
    while n:
        n, group = divmod(n, 1000)
        if group:
            groups.append(cardinal(group) + _SCALES[scale])
        scale += 1
    return " ".join(reversed(groups))


def ordinal(n: int) -> str:
    words = cardinal(n)
    cut = max(words.rfind(" "), words.rfind("-")) + 1
    head, last = words[:cut], words[cut:]
    if last in _IRREGULAR_ORDINALS:
        return head + _IRREGULAR_ORDINALS[last]
    if last.endswith("y"):
        return head + last[:-1] + "ieth"
    return head + last + "th"


def year(n: int, era: bool = False) -> str:
    """A year as it is said: in pairs of digits ("ten sixty-six"), except 2000 to 2009, 1000 to 1009 and years
    before 1000; with an era written after or before it ("753 B.C."), a three-digit year in pairs too ("seven
    fifty-three")."""
    if not (1010 if not era else 110) <= n <= 9999 or 2000 <= n <= 2009:
        return cardinal(n)
    century, rest = divmod(n, 100)
    if rest == 0:
        return f"{cardinal(century)} hundred"
    return f"{cardinal(century)} {'oh ' + _ONES[rest] if rest < 10 else cardinal(rest)}"


def clock_time(hour: int, minute: int) -> str:
    """A time of day as a clock is read: "nine oh five", "five forty", "three o'clock", "fourteen hundred"."""
    if minute:
        return f"{cardinal(hour)} {'oh ' if minute < 10 else ''}{cardinal(minute)}"
    return f"{cardinal(hour)} o'clock" if 1 <= hour <= 12 else f"{cardinal(hour)} hundred"


def short_year(digits: str) -> str:
    """A year's last two digits as said: "'85" eighty-five, "'05" oh five."""
    return f"oh {_ONES[int(digits[1])]}" if digits[0] == "0" else cardinal(int(digits))


def plural(words: str) -> str:
    """The plural of the last word: "nineteen ninety" -> "nineteen nineties"."""
    if words.endswith("y"):
        return words[:-1] + "ies"
    return words + ("e" if words.endswith("x") else "") + "s"  # "sixes"


def indefinite_article(word: str) -> str:
    """ "a" or "an" before a unit's or a noun's name, by its first sound: "an inch", "an hour", "a pound"."""
    return "an" if word[:1] in "aeiou" or word.startswith(("hour", "honest", "heir")) else "a"


def digits(written: str) -> str:
    return " ".join(_ONES[int(char)] for char in written)


def integer(written: str) -> str:
    """An integer written in digits: read as a number, or digit by digit if long or zero-padded."""
    if len(written) > MAX_DIGITS or (len(written) > 1 and written[0] == "0"):
        return digits(written)
    return cardinal(int(written))


def decimal(number: Number) -> str:
    words = integer(number.integer)
    if number.fraction is not None:
        words += " point " + digits(number.fraction)
    return words
