"""Amounts of money and measures as a language says them: the parts of a language's home that name its currencies and
units (Home.money, Home.measures), and the grammar the languages share to pick a noun's form after a number. The
class modules (classes/money.py, classes/measure.py, classes/per.py) find the amounts and ask the home, through the
registry, for these.

    from handler.text.normalize.languages import home

    home("cs").money.names["CZK"]        # (("koruna", "koruny", "korun"), ("haléř", "haléře", "haléřů"))
    home("de").money.and_cents           # None: "zwölf Euro fünfzig", the hundredths' name not said
    home("ro").measures.agree            # True: the number agrees with the unit's noun, "două kilograme"
    counted_form(5, ("koruna", "koruny", "korun"), "cs")   # "korun"

A field a language does not fill says what most languages do: the everyday names are num2words' or CLDR's, the
hundredths follow the units after a space, a number before a unit's noun keeps its counting form.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

from num2words import CONVERTER_CLASSES

Forms = tuple[str, ...]  # one name per plural form: (one, other), or (one, few, many) in Slavic and Baltic ways
Names = tuple[Forms, Forms | None]  # a currency's unit, and its hundredth where people name it
Plural = Callable[[int, Forms], str]  # (a whole number, the noun's forms) -> the form after that number
Join = Callable[[str, str], str]  # (number words, noun) -> both as said

# Currencies without a hundredth in everyday speech: their decimals are read as a decimal number.
NO_CENTS = frozenset({"JPY", "KRW", "VND", "IDR", "HUF", "KWD"})


def spaced(words: str, noun: str) -> str:
    return f"{words} {noun}"


def unspaced(words: str, noun: str) -> str:
    return f"{words}{noun}"


@dataclass(frozen=True)
class Money:
    # ISO code -> the everyday names, where the language's own table or num2words' currency forms hold them (else
    # CLDR's display name is the last resort: "US-Dollar" is not what people say).
    names: Mapping[str, Names] = field(default_factory=dict)
    # What joins the whole units and the named hundredths (" and ", " con "); None where the hundredths' name is not
    # said ("zwölf Euro fünfzig").
    and_cents: str | None = " "
    # A currency noun -> the gender its number takes where it is not the counting form's ("koruna": "feminine").
    genders: Mapping[str, str] = field(default_factory=dict)
    # The number words themselves are said in the noun's gender (CLDR's gendered spell-out: "две стотинки").
    gendered_words: bool = False
    # The noun's form after a whole number, where the language's rule is not the shared one (counted_form).
    plural: Plural | None = None
    # A number's words and the noun together ("cinci euro", "douăzeci de euro", "五ドル").
    join: Join = spaced
    # Scale words and letters written after an amount ("$5k", "$3bn", "$2 million", "₩30조") -> the scale word
    # said before the currency.
    scales: Mapping[str, str] = field(default_factory=dict)
    # Scale words said without "one" before them ("₩1만": "만 원").
    bare_scales: frozenset[str] = frozenset()
    # Whether an amount describes the noun after it ("a $5 bill": a five dollar bill), its currency then said in
    # the singular.
    describes_noun: Callable[[re.Match[str]], bool] | None = None
    # A whole amount agrees with its currency's noun as with any noun, where the home's counting tells ("dvacet
    # jedna eur", where the singular's gender says "dvacet jedno").
    agree: bool = False
    # The currency's noun in the case the word before the amount gives, where its names are the nominative's:
    # (names, whole number, word before) -> the noun (Lithuanian "už 5 €": "eurus"), or None.
    declined: Callable[[Forms, int, str], str | None] | None = None
    # The currency's noun before the word after the amount, where that word changes it: (noun, word after) -> the
    # noun, or None (Hindi's oblique before a postposition: "₹1 का": "एक रुपये का", where "₹1 दो" is "एक रुपया").
    before_next_word: Callable[[str, str], str | None] | None = None


@dataclass(frozen=True)
class Measures:
    # Written unit (English) or CLDR unit -> (singular, plural), where the language says a unit otherwise than CLDR
    # ("graden", not "booggraden"); a Slavic or Baltic one may give (one, few, many) and then the form after a decimal.
    names: Mapping[str, Forms] = field(default_factory=dict)
    # The language's own written units CLDR's short patterns lack -> the CLDR unit ("км": "length-kilometer").
    symbols: Mapping[str, str] = field(default_factory=dict)
    # Written or CLDR unit -> (words before the number, words after it): where CLDR's long pattern keeps a symbol
    # ("5 %" in Vietnamese), or the language puts a word before the number ("yüzde yirmi", "시속 백 킬로미터").
    around: Mapping[str, tuple[str, str]] = field(default_factory=dict)
    # CLDR unit -> the gender of its noun where it is not the counting form's ("duration-hour": "feminine").
    genders: Mapping[str, str] = field(default_factory=dict)
    # An amount before the case ending written after its unit with a colon or a hyphen: (number, CLDR unit, ending)
    # -> the amount said up to the ending, which joins it (Finnish "3 %:iin": "kolmeen prosentt" + "iin", Estonian
    # "6%-ni": "kuue protsendi" + "ni").
    before_ending: Callable[[int, str, str], str | None] | None = None
    # A unit's noun in the case the word before its amount gives, where CLDR names only the nominative: (CLDR unit,
    # whole number, word before) -> the noun (Latvian "par 10 %": "procentiem", Lithuanian "iki 6 %": "procentų").
    declined: Callable[[str, int, str], str | None] | None = None
    # The noun after a half is in the singular ("μισό κιλό", "jumătate de litru"), not in the form CLDR gives 0.5
    # ("puoli litraa", "pusė litro").
    half_counts_one: bool = False
    # The words for "and a half" said after a whole number of two or more before a unit, the unit's noun then
    # counted by the whole number as if no half were said ("2,5 кг": "два з половиною кілограми", "5,5 км": "п'ять
    # з половиною кілометрів", bg "2,5 л": "два и половина литра"); after a preposition the decimal is read.
    and_a_half: str | None = None
    # A whole number and a half written as a fraction ("2 1/2 kg", "2½ kg") is said with the half after the unit's
    # noun, as this word (Vietnamese "hai kilôgam rưỡi"); elsewhere it is said as the language's fractions say it.
    half_after_unit: str = ""
    # A fraction other than a half is said right before the unit's noun, in the form CLDR gives its value ("1/4 kg":
    # "seperempat kilogram", "3/4 l" "kolm neljandikku liitrit"); off where a word joins them ("un cuarto de kilo").
    parts_before_unit: bool = False
    # Such a fraction is joined to the unit's noun, in the singular, by the language's "of" (its scale words'):
    # "1/4 kg": "un cuarto de kilogramo", "3/4 l": "tre quarti di litro", "1/4 h": "un quart d'heure".
    parts_with_of: bool = False
    # The words for such a fraction where the unit's noun after it counts one, not the fraction's value: (numerator,
    # denominator) -> words (Swedish "3/4 dl": "tre fjärdedels deciliter", "1/4 tsk": "en fjärdedels tesked").
    part_of_one: Callable[[int, int], str | None] | None = None
    # After a decimal, the unit's noun takes the form CLDR gives this whole number, by the CLDR unit, where it is not
    # the form CLDR gives the decimal (Slovene: the genitive singular, a masculine noun's dual and a feminine one's
    # few, "2,4 %": "dve celi štiri odstotka", "36,6 °C": "… stopinje Celzija").
    decimal_count: Callable[[str], int] | None = None
    # The gender every unit's number words are said in (CLDR's gendered spell-out: "два килограма").
    number_gender: str | None = None
    # The number agrees with the unit's noun as with any noun (the home's counting: "divas stundas").
    agree: bool = False
    # Words CLDR's unit pattern puts between the number and the noun it agrees with ("douăzeci de kilograme").
    linking_words: tuple[str, ...] = ()
    # Where a degree sign also writes the ordinal indicator ("3° piano"): the words after which it is a degree
    # ("35° all'ombra"); empty where it is always a degree.
    degree_before: tuple[str, ...] = ()
    # The words of placing before a number that make its degree sign the ordinal indicator even before no word ("si è
    # classificata 3°", "terminou em 2°"), as a regular expression ending right before the number; its group
    # "feminine" matches where the words give the ordinal that gender (ordinals.degree_is_ordinal).
    placing_before: re.Pattern[str] | None = None
    # Written forms that look like a unit after a number but say something else ("2024 m.": the year, metai).
    not_units: tuple[str, ...] = ()
    # Written unit -> what follows it where it says something else, a regular expression matched after it ("500l. a
    # year": pounds; "2.5m people": millions).
    not_before: Mapping[str, str] = field(default_factory=dict)
    # Written unit -> what stands before its number where it says something else, a regular expression matched
    # before it ("seat 12F": a label, not degrees Fahrenheit).
    not_after: Mapping[str, str] = field(default_factory=dict)
    # Written unit -> words, a regular expression, one of which must stand near its amount for it to be that unit
    # (a lone "A" is amps beside "volts", "charger", "circuit": "5V 2A", where "Flight 4A" is a label).
    needs_near: Mapping[str, str] = field(default_factory=dict)
    # Units whose abbreviation takes a period inside a sentence, said with the unit ("5 ft. long", "12 lbs., or").
    dotted: tuple[str, ...] = ()
    # "/unit" after an amount is said with CLDR's "per" pattern (classes/per.py).
    per: bool = True
    # CLDR unit -> the words for "per" it, where CLDR's pattern keeps the slash or is not what people say.
    per_words: Mapping[str, str] = field(default_factory=dict)
    # CLDR unit -> the words for "per" it after a price, where they are not those of a rate ("300 руб./кг": "за
    # килограмм", where "10 мг/кг" is "на килограмм").
    price_per: Mapping[str, str] = field(default_factory=dict)
    # Short forms after a slash that CLDR does not list ("$20/hr") -> the CLDR unit.
    per_abbreviations: Mapping[str, str] = field(default_factory=dict)
    # The unit's form after a whole number, where the language's rule is not one_few_many (Arabic: the plural after
    # three to ten, the accusative singular after eleven to ninety-nine).
    plural: Plural | None = None
    # Whether a measure describes the noun after it ("a 5 yr old boy": a five year old boy), its unit then said in
    # the singular.
    describes_noun: Callable[[re.Match[str]], bool] | None = None


def library_names(lang: str) -> dict[str, Names]:
    """num2words' currency forms for `lang`, where they are the everyday names (1 рубль, 2 рубля, 5 рублей); a
    currency without a hundredth in speech (NO_CENTS) loses it. A name it gives another currency as the US dollar's
    ("dólares" for HKD) is not that currency's own: CLDR's ("dólares hongkoneses") says it."""
    forms = getattr(CONVERTER_CLASSES.get(lang), "CURRENCY_FORMS", {})
    dollar = tuple(forms["USD"][0]) if "USD" in forms else None
    return {
        code: (tuple(unit), tuple(cents) if code not in NO_CENTS else None)
        for code, (unit, cents) in forms.items()
        if code == "USD" or tuple(unit) != dollar
    }


def one_few_many(value: int, forms: Forms) -> str:
    """The Slavic and Baltic choice: one (21, 31...), few (2-4, 22-24...), many."""
    if len(forms) == 2:
        return forms[0] if value == 1 else forms[1]
    if value % 10 == 1 and value % 100 != 11:
        return forms[0]
    return forms[1] if 2 <= value % 10 <= 4 and not 12 <= value % 100 <= 14 else forms[2]


def counted_form(value: int, forms: Forms, lang: str, plural: Plural | None = None) -> str:
    """The form of a noun after the whole number `value`: the language's own rule, else (one, other), else
    num2words' plural rule for the language, else one_few_many."""
    if plural is not None:
        return plural(value, forms)
    if len(forms) == 2:
        return forms[0] if value == 1 else forms[1]
    converter = CONVERTER_CLASSES.get(lang)
    if converter is not None:
        return str(converter.pluralize(value, forms))
    return one_few_many(value, forms)
