"""Units of measure the verbalisers read out after a number.

    from handler.text.normalize.units import UNITS, UNIT_PATTERN

    UNITS["km/h"].plural    # "kilometers per hour"
    UNITS["km/h"].korean    # ("시속 ", " 킬로미터"): words before and after the number

Symbols are case-sensitive ("m" is meters, "M" is not a unit; "MB" is megabytes). A unit only counts
right after a number and when no letter or digit follows it ("5 min" is not five meters).
"""

from __future__ import annotations

import re
from dataclasses import dataclass


@dataclass(frozen=True)
class Unit:
    singular: str
    plural: str
    korean: tuple[str, str]  # (before the number, after the number)


def _unit(singular: str, plural: str, korean: str, korean_before: str = "") -> Unit:
    return Unit(singular, plural, (korean_before, " " + korean))


_KILOMETERS_PER_HOUR = _unit("kilometer per hour", "kilometers per hour", "킬로미터", "시속 ")
_LITER = _unit("liter", "liters", "리터")
_MILLILITER = _unit("milliliter", "milliliters", "밀리리터")
_KILOBYTE = _unit("kilobyte", "kilobytes", "킬로바이트")
_CELSIUS = _unit("degree Celsius", "degrees Celsius", "도")
_FAHRENHEIT = _unit("degree Fahrenheit", "degrees Fahrenheit", "도", "화씨 ")
_POUND = _unit("pound", "pounds", "파운드")
_HOUR = _unit("hour", "hours", "시간")
_MINUTE = _unit("minute", "minutes", "분")
_SECOND = _unit("second", "seconds", "초")

UNITS: dict[str, Unit] = {
    "km/h": _KILOMETERS_PER_HOUR,
    "kph": _KILOMETERS_PER_HOUR,
    "mph": _unit("mile per hour", "miles per hour", "마일", "시속 "),
    "mpg": _unit("mile per gallon", "miles per gallon", "마일", "갤런당 "),
    "km": _unit("kilometer", "kilometers", "킬로미터"),
    "m": _unit("meter", "meters", "미터"),
    "cm": _unit("centimeter", "centimeters", "센티미터"),
    "mm": _unit("millimeter", "millimeters", "밀리미터"),
    "ft": _unit("foot", "feet", "피트"),
    "yd": _unit("yard", "yards", "야드"),
    "kg": _unit("kilogram", "kilograms", "킬로그램"),
    "g": _unit("gram", "grams", "그램"),
    "mg": _unit("milligram", "milligrams", "밀리그램"),
    "lb": _POUND,
    "lbs": _POUND,
    "oz": _unit("ounce", "ounces", "온스"),
    "l": _LITER,
    "L": _LITER,
    "ml": _MILLILITER,
    "mL": _MILLILITER,
    "KB": _KILOBYTE,
    "kB": _KILOBYTE,
    "MB": _unit("megabyte", "megabytes", "메가바이트"),
    "GB": _unit("gigabyte", "gigabytes", "기가바이트"),
    "TB": _unit("terabyte", "terabytes", "테라바이트"),
    "Hz": _unit("hertz", "hertz", "헤르츠"),
    "kHz": _unit("kilohertz", "kilohertz", "킬로헤르츠"),
    "MHz": _unit("megahertz", "megahertz", "메가헤르츠"),
    "GHz": _unit("gigahertz", "gigahertz", "기가헤르츠"),
    "ms": _unit("millisecond", "milliseconds", "밀리초"),
    "hr": _HOUR,
    "hrs": _HOUR,
    "mins": _MINUTE,
    "sec": _SECOND,
    "secs": _SECOND,
    "h": _unit("hour", "hours", "시간"),
    "min": _unit("minute", "minutes", "분"),
    "kW": _unit("kilowatt", "kilowatts", "킬로와트"),
    "kWh": _unit("kilowatt hour", "kilowatt hours", "킬로와트시"),
    "°C": _CELSIUS,
    "℃": _CELSIUS,
    "°F": _FAHRENHEIT,
    "℉": _FAHRENHEIT,
    "°": _unit("degree", "degrees", "도"),
    "m²": _unit("square meter", "square meters", "제곱미터"),
    "km²": _unit("square kilometer", "square kilometers", "제곱킬로미터"),
    "cm²": _unit("square centimeter", "square centimeters", "제곱센티미터"),
    "m³": _unit("cubic meter", "cubic meters", "세제곱미터"),
    "cm³": _unit("cubic centimeter", "cubic centimeters", "세제곱센티미터"),
    "mg/dL": _unit("milligram per deciliter", "milligrams per deciliter", "밀리그램 퍼 데시리터"),
    "mg/dl": _unit("milligram per deciliter", "milligrams per deciliter", "밀리그램 퍼 데시리터"),
    "m/s": _unit("meter per second", "meters per second", "미터", "초속 "),
    "kcal": _unit("kilocalorie", "kilocalories", "킬로칼로리"),
    "ha": _unit("hectare", "hectares", "헥타르"),
    "mi": _unit("mile", "miles", "마일"),
    "W": _unit("watt", "watts", "와트"),
    "MW": _unit("megawatt", "megawatts", "메가와트"),
    "‰": _unit("per mille", "per mille", "퍼밀"),
    "%": _unit("percent", "percent", "퍼센트"),
    "％": _unit("percent", "percent", "퍼센트"),
}

# Longest first, so "km/h" wins over "km" and "°C" over "°".
UNIT_PATTERN = "(?:" + "|".join(re.escape(symbol) for symbol in sorted(UNITS, key=len, reverse=True)) + r")(?!\w)"
