"""Units of measure the English and Korean rules say after a number ("5 km", "25°C", "60km/h").

    from handler.text.normalize.units import UNITS, UNIT_PATTERN
    UNITS["km"].en_plural      # 'kilometers'
    UNITS["km/h"].ko_prefix    # '시속': the Korean says "시속 육십 킬로미터"

Symbols are case-sensitive ("m" is a metre, "M" is not a unit) and must end the word.
"""

from __future__ import annotations

import re
from dataclasses import dataclass


@dataclass(frozen=True)
class Unit:
    en_singular: str
    en_plural: str
    ko: str
    ko_prefix: str = ""  # said before the number in Korean: 섭씨 25 도, 시속 60 킬로미터


UNITS: dict[str, Unit] = {
    "km/h": Unit("kilometer per hour", "kilometers per hour", "킬로미터", "시속"),
    "mph": Unit("mile per hour", "miles per hour", "마일", "시속"),
    "m/s": Unit("meter per second", "meters per second", "미터", "초속"),
    "km": Unit("kilometer", "kilometers", "킬로미터"),
    "cm": Unit("centimeter", "centimeters", "센티미터"),
    "mm": Unit("millimeter", "millimeters", "밀리미터"),
    "m": Unit("meter", "meters", "미터"),
    "kg": Unit("kilogram", "kilograms", "킬로그램"),
    "mg": Unit("milligram", "milligrams", "밀리그램"),
    "g": Unit("gram", "grams", "그램"),
    "ml": Unit("milliliter", "milliliters", "밀리리터"),
    "mL": Unit("milliliter", "milliliters", "밀리리터"),
    "l": Unit("liter", "liters", "리터"),
    "L": Unit("liter", "liters", "리터"),
    "TB": Unit("terabyte", "terabytes", "테라바이트"),
    "GB": Unit("gigabyte", "gigabytes", "기가바이트"),
    "MB": Unit("megabyte", "megabytes", "메가바이트"),
    "KB": Unit("kilobyte", "kilobytes", "킬로바이트"),
    "kB": Unit("kilobyte", "kilobytes", "킬로바이트"),
    "GHz": Unit("gigahertz", "gigahertz", "기가헤르츠"),
    "MHz": Unit("megahertz", "megahertz", "메가헤르츠"),
    "kHz": Unit("kilohertz", "kilohertz", "킬로헤르츠"),
    "Hz": Unit("hertz", "hertz", "헤르츠"),
    "kWh": Unit("kilowatt hour", "kilowatt hours", "킬로와트시"),
    "kW": Unit("kilowatt", "kilowatts", "킬로와트"),
    "ms": Unit("millisecond", "milliseconds", "밀리초"),
    "min": Unit("minute", "minutes", "분"),
    "ft": Unit("foot", "feet", "피트"),
    "lbs": Unit("pound", "pounds", "파운드"),
    "lb": Unit("pound", "pounds", "파운드"),
    "oz": Unit("ounce", "ounces", "온스"),
    "°C": Unit("degree Celsius", "degrees Celsius", "도", "섭씨"),
    "℃": Unit("degree Celsius", "degrees Celsius", "도", "섭씨"),
    "°F": Unit("degree Fahrenheit", "degrees Fahrenheit", "도", "화씨"),
    "℉": Unit("degree Fahrenheit", "degrees Fahrenheit", "도", "화씨"),
}

# Longest symbol first, so "km/h" wins over "km" and "mg" over "m".
UNIT_PATTERN = "|".join(sorted(map(re.escape, UNITS), key=len, reverse=True))
