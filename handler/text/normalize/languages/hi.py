"""Hindi: how things are said in Hindi, where CLDR and the number libraries do not say it."""

from __future__ import annotations

import re

from handler.text.normalize import clock, dating, numwords
from handler.text.normalize.addresses import Addresses, Postcode
from handler.text.normalize.amounts import Measures, Money
from handler.text.normalize.cldr import locale_data
from handler.text.normalize.contacts import AddressWords, PhoneReading
from handler.text.normalize.counting import Counting
from handler.text.normalize.fractions import Fractions
from handler.text.normalize.home import Home
from handler.text.normalize.number_words import NumberWords
from handler.text.normalize.ordinals import matched_number, ordinal_rule
from handler.text.normalize.range_words import RangeWords
from handler.text.normalize.roman_numerals import Numeral, RomanNumerals, words
from handler.text.normalize.rules import Rule
from handler.text.normalize.scale_words import ScaleWords
from handler.text.normalize.world import world_numbers

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
#म.नं. = मकान नंबर
#ई. = ईसवी
"""

# Math operators between numbers, as said (classes/symbol.py).
OPERATORS = {"+": "जमा", "−": "घटा", "=": "बराबर", "×": "गुणा", "·": "गुणा", "÷": "भाग", "√": "का वर्गमूल"}
# The words that announce a number read digit by digit: a PIN, a postal code (classes/identifier.py).
IDENTIFIER_WORDS = (
    "पिन", "ओटीपी", "otp", "पासवर्ड", "सत्यापन कोड", "वेरिफिकेशन कोड", "पीएनआर", "pnr", "खाता संख्या", "खाता नंबर",
    "आखिरी चार अंक", "अंतिम चार अंक",
)  # fmt: skip


# Fractions -------------------------------------------------------------------------------------------------------


def _hindi(numerator: int, denominator: int) -> str | None:
    count, part = numwords.cardinal(numerator, "hi"), numwords.cardinal(denominator, "hi")
    return count and part and f"{count} बटा {part}"


_HINDI_EVERYDAY = {(1, 2): "आधा", (1, 4): "एक चौथाई", (3, 4): "तीन चौथाई", (1, 3): "एक तिहाई", (2, 3): "दो तिहाई"}


def _hindi_mixed(number: int, numerator: int, denominator: int) -> str | None:
    """ "1½" डेढ़, "2½" ढाई, "3½" साढ़े तीन, "2¼" सवा दो, "2¾" पौने तीन (a quarter less than three)."""
    whole, said = numwords.cardinal(number, "hi"), _hindi(numerator, denominator)
    if whole is None or said is None:
        return None
    if (numerator, denominator) == (1, 2):
        return {1: "डेढ़", 2: "ढाई"}.get(number) or f"साढ़े {whole}"
    if (numerator, denominator) == (1, 4):
        return f"सवा {whole}"
    if (numerator, denominator) == (3, 4):
        following = numwords.cardinal(number + 1, "hi")
        return following and f"पौने {following}"
    return f"{whole} सही {said}"


# A half, a quarter, three quarters or a third before a noun is said as people say it ("1/2 किलो": "आधा किलो", "3/4
# हिस्सा": "तीन चौथाई हिस्सा"); alone or before a verb it stays the written sum ("नतीजा 1/2 है": "एक बटा दो").
_EVERYDAY_BEFORE_NOUN = re.compile(
    r"(?<![\d/.,])(?<!\d )(?P<n>[123])/(?P<d>[234])(?![\d/])(?= (?P<next>[\u0900-\u0963\u0971-\u097f]+))"
)
_NOT_NOUNS = words("है हैं था थी थे हो को का की के से में पर और या तक भी ही नहीं बटा")


def _everyday_before_noun(match: re.Match[str]) -> str | None:
    if match["next"] in _NOT_NOUNS:
        return None
    return _HINDI_EVERYDAY.get((int(match["n"]), int(match["d"])))


FRACTIONS = Fractions(
    _hindi,
    _hindi_mixed,
    lambda n, d: _HINDI_EVERYDAY.get((n, d)) or _hindi(n, d),
    in_context=(Rule("fraction", _EVERYDAY_BEFORE_NOUN, _everyday_before_noun),),
)


# A number and a half or a quarter before what it counts ----------------------------------------------------------

# Hindi counts spans, measures, money and scale words in halves and quarters as people say them: "1.5 घंटे" is "डेढ़
# घंटे", "2.5 किलो" "ढाई किलो", "3.5 साल" "साढ़े तीन साल", "₹2.5 लाख" "ढाई लाख रुपये", "2.25 लाख" "सवा दो लाख",
# "1.75 किलो" "पौने दो किलो"; before a verb or a postposition ("दर 2.5 है") and before "प्रतिशत", which news reads as
# a decimal, the decimal stays.
_COUNTED_IN_HALVES = words(
    "घंटा घंटे मिनट सेकंड दिन सप्ताह हफ़्ता हफ़्ते हफ्ता हफ्ते महीना महीने साल वर्ष बरस सदी किलो किलोग्राम ग्राम टन"
    " लीटर मिलीलीटर मीटर किलोमीटर सेंटीमीटर फ़ुट फुट इंच कप गिलास चम्मच कटोरी दर्जन गुना हज़ार हजार लाख करोड़"
    " रुपया रुपये डॉलर"
)


def _and_a_half(number: int, noun: str, before: str) -> str | None:
    return _hindi_mixed(number, 1, 2) if noun in _COUNTED_IN_HALVES else None


def _and_a_quarter(number: int, quarters: int, noun: str, before: str) -> str | None:
    """ "2.25 लाख": "सवा दो लाख", "1.25 किलो": "सवा किलो", "1.75 किलो": "पौने दो किलो"."""
    if noun not in _COUNTED_IN_HALVES or number < 1:
        return None
    return "सवा" if (number, quarters) == (1, 1) else _hindi_mixed(number, quarters, 4)


# Numbers agree with nothing in Hindi: only the halves and quarters have words of their own.
COUNTING = Counting(lambda number, words, noun, before: None, and_a_half=_and_a_half, and_a_quarter=_and_a_quarter)


# Ordinals --------------------------------------------------------------------------------------------------------


# A scale word alone is its ordinal's whole number: a hundred, a thousand, a lakh, a crore.
_ONE_SCALE = frozenset((100, 1000, 100_000, 10_000_000))


def _hindi_ordinal(match: re.Match[str]) -> str | None:
    suffix = match["suffix"]
    feminine = suffix.endswith(("ी", "ीं"))
    number = matched_number(match)
    words = numwords.spelled_ordinal(number, "hi", "spellout-ordinal-masculine")
    if words is None:
        return None
    if number in _ONE_SCALE:
        words = words.removeprefix("एक ")  # "100वाँ": "सौवाँ", "1000वीं": "हज़ारवीं" (not "एक सौवाँ")
    if feminine:
        return words[:-3] + "वीं" if words.endswith("वाँ") else words[:-1] + "ी"
    if suffix.endswith(("े", "ें")):  # the oblique form: "पहले दिन", "पाँचवें दिन"
        return words[:-3] + "वें" if words.endswith("वाँ") else words[:-1] + "े"
    return words


def _ordinals() -> list[Rule]:
    suffix = r"(?P<suffix>ला|ली|ले|रा|री|रे|था|थी|थे|ठा|ठी|ठे|वाँ|वां|वीं|वी|वें|वे)"
    return [
        ordinal_rule(rf"(?P<n>[0-9०-९](?<![\w.,][0-9०-९])[0-9०-९]{{0,3}}){suffix}(?![\u0900-\u097f])", _hindi_ordinal)
    ]


# Dates and times ------------------------------------------------------------------------------------------------------


def _hours(hour: int, minute: int, before: str) -> str | None:
    """ "चौदह बजकर तीस मिनट", "नौ बजे"."""
    words = clock.numbers(hour, minute, "hi")
    return words and (f"{words[0]} बजकर {words[1]} मिनट" if minute else f"{words[0]} बजे")


def _in_quarters(hour: int, minute: int) -> str | None:
    """A quarter past, half past and a quarter to with "सवा", "साढ़े" and "पौने" ("सवा दो बजे", "साढ़े दस बजे", "डेढ़
    बजे", "ढाई बजे", "पौने पाँच बजे"); None for other minutes and a 24-hour afternoon hour."""
    if minute not in (15, 30, 45) or not 1 <= hour <= 12:
        return None
    said = (
        _hindi_mixed(hour, 1, 4)
        if minute == 15
        else _hindi_mixed(hour, 1, 2)
        if minute == 30
        else _hindi_mixed(hour % 12, 3, 4)
    )
    return said and f"{said} बजे"


def _hours_before_baje(hour: int, minute: int, before: str) -> str | None:
    """ "10:30 बजे" as people say it: in quarters where it is one (_in_quarters); other minutes "नौ बजकर चालीस मिनट
    पर", the postposition "बजे" stood for. A 24-hour afternoon hour keeps its minutes ("चौदह बजकर तीस मिनट पर")."""
    quarters = _in_quarters(hour, minute)
    if quarters:
        return quarters
    words = _hours(hour, minute, before)
    return words and (f"{words} पर" if minute else words)


# The part of the day before the time ("शाम सात बजे"): the night to 4 am and from 8 pm, the morning to noon, the
# afternoon to 4 pm, then the evening; "7 बजे" is read as one time.
def _day_part(hour: int) -> str:
    return "रात" if hour < 4 or hour >= 20 else "सुबह" if hour < 12 else "दोपहर" if hour < 16 else "शाम"


TIMES = clock.TimePhrasing(
    _hours,
    clock.seconds_after("hi", "सेकंड"),
    hours_before_clock_word=_hours_before_baje,
    day_parts=("सुबह", "दोपहर", "शाम"),
    day_part_of_hour=_day_part,
    hours_with_half=lambda hour, minute, before: _in_quarters(hour, minute) or _hours(hour, minute, before),
    day_part_first=True,
    clock_word="बजे",
)


def _year(value: int) -> str | None:
    """ "उन्नीस सौ सैंतालीस": the centuries before 2000 in hundreds."""
    century, rest = divmod(value, 100)
    if 11 <= century <= 19:
        return f"{numwords.cardinal(century, 'hi')} सौ" + (f" {numwords.cardinal(rest, 'hi')}" if rest else "")
    return numwords.year(value, "hi")


# The eras written after a year, longest first, as said.
_ERAS = {"ई.पू.": "ईसा पूर्व", "ई.": "ईसवी", "ईसवी": "ईसवी", "ईस्वी": "ईस्वी"}

# A year after "सन" or before a postposition ("1990 में", "1947 से"), or before its era ("1857 ई.", "1526 ईसवी", "326
# ई.पू.": "अठारह सौ सत्तावन ईसवी").
DATES = dating.DatePhrasing(
    _year,
    dating.cardinal_days("hi"),
    year_words=("सन", "वर्ष", "साल"),
    year_followers=("में", "से", "तक", "के", "की", "का"),
    year_nouns=tuple(_ERAS),
    year_with_noun=lambda year, era, before: (said := _year(year)) and f"{said} {_ERAS[era]}",
)


# Money, units and measures --------------------------------------------------------------------------------------------

# Currencies' everyday names (classes/money.py).
_CURRENCIES = {
    "INR": (("रुपया", "रुपये"), ("पैसा", "पैसे")),
    "USD": (("डॉलर", "डॉलर"), ("सेंट", "सेंट")),
    "EUR": (("यूरो", "यूरो"), ("सेंट", "सेंट")),
    "GBP": (("पाउंड", "पाउंड"), ("पेंस", "पेंस")),
    "JPY": (("येन", "येन"), None),  # CLDR's "जापानी येन" is the formal name
}

# A singular noun takes its oblique form before a postposition: "₹1 का" is "एक रुपये का", "₹1 में" "एक रुपये में".
_POSTPOSITIONS = words("का की के को से में पर तक ने वाला वाली वाले जैसा")
_OBLIQUE = {"रुपया": "रुपये", "पैसा": "पैसे"}

MONEY = Money(
    names=_CURRENCIES,
    before_next_word=lambda noun, after: _OBLIQUE.get(noun) if after in _POSTPOSITIONS else None,
)


def _typed_units() -> dict[str, str]:
    """The units as people type them: CLDR writes them short with the abbreviation sign "॰" ("कि॰मी॰"), people with
    a period or nothing ("कि.मी.", "किमी", "किग्रा"); a form left under three letters is a word ("ली": took)."""
    # "सें॰मी॰" typed without its nasal; a millilitre CLDR writes only in full
    typed = {"सेमी": "length-centimeter", "मिली": "volume-milliliter", "मि.ली.": "volume-milliliter"}
    for written, unit in locale_data("hi").units.items():
        if "॰" in written:
            typed[written.replace("॰", ".")] = unit
            if len(bare := written.replace("॰", "").replace(" ", "")) >= 3:
                typed[bare] = unit
    return typed


# A degree sign alone is "डिग्री" ("15° है"), not CLDR's "अंश".
MEASURES = Measures(names={"angle-degree": ("डिग्री", "डिग्री")}, symbols=_typed_units())

# Number words, scale words and ranges ---------------------------------------------------------------------------------

# Number words: what the libraries leave to the language (number_words.py; numwords.py says them).
# CLDR's rules write 15 and 91-99 "पन्द्रह", "सत्तानबे" for the dictionaries' "पंद्रह", "सत्तानवे".
NUMBER_WORDS = NumberWords(
    rulesets={
        "cardinal": "spellout-numbering",
        "ordinal": "spellout-ordinal-masculine",
        "feminine": "spellout-ordinal-feminine",
    },
    minus="माइनस",  # as weather and news read "-5": CLDR's "ऋण" is the textbook's
    point="दशमलव",
    spelling=(("पन्द्रह", "पंद्रह"), ("नबे", "नवे")),
)


# A range: "10-20" said with the word for "to".
# A range of amounts with its currency before the first end says it once, after the second: "₹200-300" is "दो सौ से
# तीन सौ रुपये", "₹2-3 लाख" "दो से तीन लाख रुपये".
_RANGE_CURRENCIES = {"₹": "INR", "रु.": "INR", "रु": "INR", "Rs.": "INR", "Rs": "INR", "$": "USD", "€": "EUR", "£": "GBP"}
_AMOUNT_RANGE = re.compile(
    r"(?<![\w.,])(?P<currency>₹|रु\.?|Rs\.?|\$|€|£)[ \u00a0]?(?P<first>\d{1,3}(?:,\d{2,3})*)[ \u00a0]?[-–][ \u00a0]?"
    r"(?P=currency)?[ \u00a0]?(?P<last>\d{1,3}(?:,\d{2,3})*)(?![\d.,/-])(?:[ \u00a0](?P<scale>हज़ार|लाख|करोड़)(?!\w))?"
)


def _amount_range(match: re.Match[str]) -> str | None:
    first, last = (numwords.cardinal(int(match[end].replace(",", "")), "hi") for end in ("first", "last"))
    (_, plural), _hundredth = _CURRENCIES[_RANGE_CURRENCIES[match["currency"]]]
    scale = f" {match['scale']}" if match["scale"] else ""
    return first and last and f"{first} से {last}{scale} {plural}"


RANGES = RangeWords("से", rules=lambda: (Rule("range", _AMOUNT_RANGE, _amount_range),))

# A thousand is a scale word an amount is written with, like a lakh and a crore: "₹10 हज़ार" is "दस हज़ार रुपये".
SCALE = ScaleWords(short={"हज़ार": 3, "हजार": 3}, words={"मिलियन": 6, "बिलियन": 9, "ट्रिलियन": 12})


# Roman numerals and addresses -----------------------------------------------------------------------------------------

ADDRESSES = Addresses(
    streets={"नं.": "नंबर"},
    postcode=Postcode(6, after_town=True),
)

# After a chapter's or part's word, the cardinal: "अध्याय IV".
_ROMAN_CHAPTERS = words("अध्याय भाग खंड")


# A regnal number is said with the Sanskrit ordinal: "एलिज़ाबेथ II" is "एलिज़ाबेथ द्वितीय", "जॉर्ज पंचम".
_REGNAL = ("प्रथम", "द्वितीय", "तृतीय", "चतुर्थ", "पंचम", "षष्ठ", "सप्तम", "अष्टम", "नवम", "दशम")
# The names whose "I", "V" or "X" is a numeral; one of two letters or more follows any name.
_MONARCHS = words("चार्ल्स एलिज़ाबेथ एलिजाबेथ जॉर्ज हेनरी लुई एडवर्ड विलियम जेम्स फ़िलिप फिलिप पोप")
_DEVANAGARI = re.compile(r"[\u0900-\u097f]+")


def _roman(numeral: Numeral) -> str | None:
    if numeral.before in _ROMAN_CHAPTERS:
        return numwords.cardinal(numeral.value, "hi")
    named = numeral.before in _MONARCHS or len(numeral.numeral) > 1
    if _DEVANAGARI.fullmatch(numeral.before) and named and numeral.value <= len(_REGNAL):
        return _REGNAL[numeral.value - 1]
    return None


ROMAN = RomanNumerals(_roman, chapters=_ROMAN_CHAPTERS, monarchs=_MONARCHS)

# Electronic addresses and telephone numbers ---------------------------------------------------------------------------
# The words for what web and e-mail addresses are made of (classes/electronic.py finds them).
ELECTRONIC = AddressWords(dot="डॉट", at="एट", slash="स्लैश", dash="डैश", underscore="अंडरस्कोर", colon="कोलन")
# How a telephone number is read (classes/telephone.py finds it).
# India's mobile numbers are ten digits from 6 to 9, often written in one run ("9876543210 पर कॉल करें"), which no
# amount is written as (a rupee amount takes its commas: "98,76,54,321"); a call or a message after a number makes it
# one to call too.
TELEPHONE = PhoneReading(
    "hi",
    "प्लस",
    country_code_in_digits=True,
    words=r"हेल्पलाइन|फ़ोन|फोन|नंबर|मोबाइल|कॉल|संपर्क|व्हाट्सऐप|व्हाट्सएप|व्हॉट्सऐप|टोल[ -]फ्री|टोल[ -]फ़्री",
    words_after=r"पर[ \u00a0]+(?:कॉल|संपर्क|फ़ोन|फोन|मिस्ड[ \u00a0]+कॉल|व्हाट्सऐप|व्हाट्सएप|एसएमएस|मैसेज|sms|whatsapp)",
    national=r"[6-9]\d{6}(?!000)\d{3}",  # a round amount ("9000000000") stays a number
)


HOME = Home(
    "hi",
    abbreviations=ABBREVIATIONS,
    full_stop="।",
    operators=OPERATORS,
    by_word="गुणा",  # "5 x 3": "पाँच गुणा तीन"
    times_word="बार",  # "दिन में 3 x": "तीन बार"
    identifier_words=IDENTIFIER_WORDS,
    fractions=FRACTIONS,
    counting=COUNTING,
    ordinals=_ordinals,
    numbers=world_numbers("hi"),
    # Dates and times
    times=TIMES,
    dates=DATES,
    # Money, units and measures
    money=MONEY,
    measures=MEASURES,
    # Number words, scale words and ranges
    number_words=NUMBER_WORDS,
    ranges=RANGES,
    scale=SCALE,
    # Roman numerals and addresses
    addresses=ADDRESSES,
    roman=ROMAN,
    # Electronic addresses and telephone numbers
    electronic=ELECTRONIC,
    telephone=TELEPHONE,
)
