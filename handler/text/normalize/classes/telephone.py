"""Telephone numbers, read in groups of digits as people say them in each language.

    from handler.text.normalize.classes import telephone

    apply_rules(AlignedText.of("Call (123) 456-7890."), telephone.rules("en")).text
    # "Call one two three, four five six, seven eight nine zero."
    apply_rules(AlignedText.of("Tél. : 01 23 45 67 89"), telephone.rules("fr")).text
    # "Tél. : zéro un, vingt-trois, quarante-cinq, soixante-sept, quatre-vingt-neuf"

A run of digit groups counts as a phone number only where its form or its context says so, never a plain
number ("10 000", "1980-1986", "03.05.2024" stay for the other classes):
- a country code ("+49 30 12345678"), an area code in brackets ("(030) 1234567", "8 (495) 123-45-67");
- three or more groups joined by dashes ("555-123-4567", "010-1234-5678") or a local 3-4 ("555-0199"), or by
  dots in the North American 3-3-4 form or in four groups or more ("01.23.45.67.89"), and not shaped like a date;
- a leading 0 (a trunk prefix: "030 1234567", "06 12 34 56 78") and at least 8 digits in groups, or 10 digits
  in one ("0551234567");
- spaced groups in the North American form ("1 800 555 0199", "555 123 4567"), the Spanish 3-2-2-2 and
  2-3-2-2 or the Indian 5-5, or in the home's national form (Spain's 3-3-3 from 6 to 9: "600 123 456");
  Russian groups ending in two dashed pairs ("8 800 555-35-35"); Brazilian "21 3456-7890" (its area code said as a
  number where the home says so: "vinte e um");
- any group of at least 5 digits after a word for telephone or calling (tel., Tel., phone, call, Telefon, llame,
  телефон, звоните, 電話, 전화 ...), with at most three words between ("Zadzwoń do mnie na 601234567",
  "Tel. kom. 601 234 567").

Each group is read as the language reads phone numbers (its home's `telephone`): digit by digit (English, German,
Italian, Japanese, Korean, ...); in pairs (French "vingt-trois"; Spanish two-digit groups); groups of two and three
as numbers (Russian "сто двадцать три, сорок пять"; Hungarian). A country code is read as a number
("plus forty-nine"), and a trunk zero in brackets ("+49 (0)30") is not said. Groups are separated by a comma (a
short pause; "،" in Arabic), in Japanese by "の", in Korean by a space.

Linear time: the pattern starts at a digit, "+" or "(" that no digit, letter or separator precedes, and its
groups are possessive, so a run of any length is tried once.
"""

from __future__ import annotations

import re
from functools import lru_cache

from handler.text.normalize.contacts import PhoneReading
from handler.text.normalize.languages import home
from handler.text.normalize.rules import Rule
from handler.text.normalize.spacing import UNSPACED
from handler.text.normalize.spoken_digits import in_pairs, number_words

# Words for a telephone before the number that any language may use ("Tel.", "fax", "phone", "call", "Telefon"); each
# language's home adds its own (contacts.PhoneReading.words). After one, any number of at least 5 digits is a phone
# number.
_SHARED_WORDS = r"tel|fax|phone|mobile|mob|mobil\w*|cell|call|hotline|number|gsm|telefon\w*"


@lru_cache(maxsize=64)
def _context_after(lang: str) -> re.Pattern[str] | None:
    """The words right after a number that make it one to call in `lang` ("die 112 wählen"), if it has any."""
    reading = home(lang).telephone
    if not (reading and reading.words_after):
        return None
    return re.compile(rf"[ \u00a0]+(?:{reading.words_after})\b", re.IGNORECASE)


def _called(match: re.Match[str], lang: str) -> bool:
    """Whether a word for calling stands before the number (three words between at most) or right after it."""
    if _context(lang).search(match.string[max(0, match.start() - 30) : match.start()]):
        return True
    after = _context_after(lang)
    return bool(after and after.match(match.string, match.end()))


@lru_cache(maxsize=64)
def _context(lang: str) -> re.Pattern[str]:
    """The words for a telephone in `lang` (and the shared ones), ending right before a number."""
    reading = home(lang).telephone
    words = f"{_SHARED_WORDS}|{reading.words}" if reading and reading.words else _SHARED_WORDS
    return re.compile(
        rf"(?:^|[^\w])(?:{words})\.?(?:\s?(?:no|nr|n°|№)\.?)?\s?[:：]?\s?(?:\w+\.?\s){{0,3}}$", re.IGNORECASE
    )


# Toll-free and service numbers by their prefix ("1800 1234", "1588-1234", "0800 123 456").
_NOT_YEARS = frozenset({"0800", "0900", "1588", "1544", "1577", "1566", "1644"})
_SERVICE_PREFIXES = _NOT_YEARS | {"1800", "1900"}
_NOT_A_PHONE = re.compile(r"(?:\b(?:ISBN|ISSN|EAN|IBAN)(?:-1[03])?:?|〒)\s?$")  # codes and Japanese postcodes
_SEPARATOR = r"[ \u00a0.\-/]"
_BODY = rf"(?:{_SEPARATOR}?\(?\d++\)?)*+"
# A run with fewer than five digits is never read as a phone number (_is_phone): the look-ahead passes it by at once,
# before the whole pattern is tried and its words looked for.
_FIVE_DIGITS = r"(?=[+(]?\s?(?:[ \u00a0.\-/()]{0,3}\d){5})"
# A colon before the first digit is a label's ("TEL:03-1234-5678", "Tel:0123 456789"), not a time's ("10:30-11").
_PHONE = re.compile(
    rf"{_FIVE_DIGITS}(?:\+(?<![\w+]\+)\s?(?=\d)|\((?<![\w(]\()(?=\d)|\d(?<![\w.,+()/\-]\d)(?<!\d:\d)){_BODY}"
)
# Japanese runs words together: a number starts right after kana or kanji ("お問い合わせは03-1234-5678").
_LATIN = "0-9A-Za-z_"
_PHONE_UNSPACED = re.compile(
    rf"{_FIVE_DIGITS}(?:\+(?<![{_LATIN}+]\+)\s?(?=\d)|\((?<![{_LATIN}(]\()(?=\d)|\d(?<![{_LATIN}.,+()/\-]\d)(?<!\d:\d))"
    rf"{_BODY}"
)
_GROUP = re.compile(r"\(0\)|\d+")


@lru_cache(maxsize=64)
def rules(lang: str) -> tuple[Rule, ...]:
    """The rules of this class for `lang`, most specific first (empty where it has none)."""
    reading = home(lang).telephone
    if reading is None:
        return ()
    pattern = _PHONE_UNSPACED if home(lang).spacing == UNSPACED else _PHONE
    found = [Rule("telephone", pattern, lambda match: _phone(match, reading))]
    if reading.emergency_in_digits:
        found.append(Rule("telephone", _EMERGENCY, lambda match: _emergency(match, reading)))
    if reading.service_in_pairs:
        found.append(Rule("telephone", _SERVICE, lambda match: _service(match, reading)))
    return tuple(found)


# The emergency numbers people call: 112 and the other 11x service numbers, 911, 999, 000.
_EMERGENCY = re.compile(r"(?<![\w.,+/-])(?:11\d|911|999|000)(?![\w/-]|[.,]\d)")


def _emergency(match: re.Match[str], reading: PhoneReading) -> str | None:
    """ "Ring 112": the number digit by digit, after a word for calling; before a noun it counts ("rief 110 Hörer
    an")."""
    noun_after = home(reading.lang).noun_after
    if noun_after and noun_after.match(match.string, match.end()):
        return None
    return reading.say_digits(match.group()) if _called(match, reading.lang) else None


# A service number of four digits ("1177", "1510"), read in pairs after a word for calling (PhoneReading).
_SERVICE = re.compile(r"(?<![\w.,+/-])\d{4}(?![\w/-]|[.,]\d)")
_YEAR_LIKE = range(1800, 2100)


def _service(match: re.Match[str], reading: PhoneReading) -> str | None:
    if int(match.group()) in _YEAR_LIKE or not _called(match, reading.lang):
        return None
    return in_pairs(match.group(), reading.lang)


def _phone(match: re.Match[str], reading: PhoneReading) -> str | None:
    written = match.group().rstrip()
    if written != match.group():
        return None
    if not _is_phone(written, match, reading.lang):
        return None
    groups = [group for group in _GROUP.findall(written) if group != "(0)"]
    words = []
    if written.startswith("+"):
        code, groups = groups[0], groups[1:]
        words.append(f"{reading.plus} {_country_code(code, reading)}")
    for size in (2, 1):  # "1-800-555-0199": "one eight hundred, five five five, ..."
        prefix = reading.said_prefixes.get(" ".join(groups[:size])) if len(groups) > size else None
        if prefix:
            words.append(prefix)
            groups = groups[size:]
            break
    area = re.fullmatch(reading.area_code_as_number, written) if reading.area_code_as_number else None
    if area and groups and groups[0] == area["area"]:
        words.append(number_words(int(groups[0]), reading.lang))
        groups = groups[1:]
    words += [_group(group, reading) for group in groups]
    return reading.separator.join(words)


def _is_phone(written: str, match: re.Match[str], lang: str) -> bool:
    groups = re.findall(r"\d+", written)
    digits = sum(len(group) for group in groups)
    if not 5 <= digits <= 15:
        return False
    if _called(match, lang):
        return True
    before = match.string[max(0, match.start() - 30) : match.start()]
    if _NOT_A_PHONE.search(before):
        return False
    separators = set(re.findall(r"[ \u00a0.\-/]", re.sub(r"\s*[()]\s*", " ", written)))
    lengths = tuple(len(group) for group in groups)
    if digits < 7:
        return False
    # an area code in brackets, a number after it; a bracket around the whole run is prose ("(1812-1870)")
    if written.startswith("+") or re.search(r"\(\d+\)[ \u00a0]?\d", written):
        return True
    date_like = len(groups) == 3 and (lengths[0] == 4 or lengths[2] == 4) and digits == 8
    if separators == {"-"} and ((len(groups) >= 3 and not date_like) or lengths == (3, 4)):
        return True
    thousands = lengths[0] <= 3 and set(lengths[1:]) == {3} and groups[0][0] != "0"  # "1.428.627.663": a number
    if separators == {"."} and (lengths == (3, 3, 4) or (len(groups) >= 4 and not thousands)):
        return True
    trunk_separators = separators <= {" ", "\u00a0", "/", "-"} or (separators == {"."} and digits >= 9)
    if groups[0].startswith("0") and digits >= 8 and len(groups) >= 2 and not date_like and trunk_separators:
        return True
    if groups[0] in _SERVICE_PREFIXES and len(groups) >= 2 and separators <= {" ", "-"}:
        return "-" not in separators or groups[0] in _NOT_YEARS  # "1800-1900" is a range of years

    if separators <= {" ", "-"} and not date_like and re.search(r"\d-\d\d-\d\d$", written):  # Russian "8 800 555-35-35"
        return True
    if separators == {" ", "-"} and len(groups) >= 3 and re.search(r"\d{4,5}-\d{4}$", written):  # "21 3456-7890"
        return True
    # North American 3-3-4 and 1-3-3-4, Spanish 3-2-2-2 and 2-3-2-2, Indian 5-5: never thousands (groups of three).
    if len(groups) == 1 and written[0] == "0" and written[1] != "0" and digits >= 10:  # a mobile: "0551112233"
        return True
    spaced = ((3, 3, 4), (1, 3, 3, 4), (3, 2, 2, 2), (2, 3, 2, 2), (5, 5))
    if separators <= {" ", "\u00a0"} and lengths in spaced:
        return True
    # The home's national form ("600 123 456" in Spain); a round amount in that shape ("600 000 000") stays a number.
    national = home(lang).telephone
    return bool(national and national.national and re.fullmatch(national.national, written)) and groups[-1] != "000"


def _country_code(code: str, reading: PhoneReading) -> str:
    return reading.say_digits(code) if reading.country_code_in_digits else number_words(int(code), reading.lang)


def phone_digits(digits: str, lang: str) -> str:
    """Digits one by one as `lang` reads them in a phone number, a postcode or a PIN (Japanese "03": "ゼロサン")."""
    reading = home(lang).telephone
    return reading.say_digits(digits) if reading else PhoneReading(lang, "").say_digits(digits)


def _group(group: str, reading: PhoneReading) -> str:
    lang = reading.lang
    if reading.trunk_zero_apart and reading.groups == "numbers" and group[:1] == "0" and group[1:2] not in ("", "0"):
        return f"{reading.say_digits('0')} {_group(group[1:], reading)}"  # "0532": "sıfır beş yüz otuz iki"
    if reading.trunk_zero_apart and len(group) > 7:  # "5321234567": "532", "123", "45", "67"
        return f"{_group(group[:3], reading)} {_group(group[3:], reading)}"
    if reading.groups == "digits" or len(group) == 1 or (reading.groups == "numbers" and group[0] == "0"):
        return reading.say_digits(group)
    if len(group) in (2, 3) and (reading.groups == "numbers" or len(group) == 3):
        return number_words(int(group), lang) if group[0] != "0" else reading.say_digits(group)
    # Pairs (or, for "numbers", a long group read in pieces of three then pairs: 1234567 -> 123, 45, 67).
    head = len(group) % 2
    if reading.groups == "numbers" and head:
        head = 3
    pieces = ([group[:head]] if head else []) + [group[i : i + 2] for i in range(head, len(group), 2)]
    return " ".join(_pair(piece, reading) for piece in pieces)


def _pair(piece: str, reading: PhoneReading) -> str:
    if piece[0] == "0" and len(piece) > 1:
        if len(piece) == 2:
            return reading.say_digits(piece[0]) + " " + reading.say_digits(piece[1:])
        return reading.say_digits(piece)
    return number_words(int(piece), reading.lang)
