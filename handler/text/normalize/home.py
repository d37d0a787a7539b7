"""A language's home: everything about saying things in one language that CLDR and the number libraries do not
say, in one module per language (languages/<code>.py). The class modules find tokens and ask the registry
(languages.home) for the language's part; they never import a home themselves.

    from handler.text.normalize.languages import home

    home("de").abbreviations     # "z. B. = zum Beispiel\\n..." (the format: classes/abbreviation.py)
    home("de").numbers(AlignedText.of("1,5"))   # "eins Komma fünf": the last pass, after the classes
    home("ru").counting.say(5, "пять", "друзьями", "с")   # "пятью" (counting.py)
    home("cs").fractions.words(3, 4)                        # "tři čtvrtiny" (fractions.py)
    home("de").times.say(Clock(14, 30))                     # "vierzehn Uhr dreißig" (clock.py)
    home("de").dates.year(1984)                             # "neunzehnhundertvierundachtzig" (dating.py)
    home("en").say_as.ordinal(3)                            # "third": an SSML say-as span (say_as_phrasing.py)

A field a language does not fill is empty: the class then uses what the libraries say, or nothing.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

# Only what a field's default builds is imported to run: the grammar modules may ask the registry for a home, and
# the registry imports this module.
from handler.text.normalize.amounts import Measures, Money
from handler.text.normalize.say_as_phrasing import SayAsPhrasing
from handler.text.normalize.scale_words import ScaleWords
from handler.text.normalize.spacing import SPACED

if TYPE_CHECKING:
    from handler.text.normalize.addresses import Addresses
    from handler.text.normalize.aligned import AlignedText
    from handler.text.normalize.clock import TimePhrasing
    from handler.text.normalize.contacts import AddressWords, PhoneReading
    from handler.text.normalize.counting import Counting
    from handler.text.normalize.dating import DatePhrasing
    from handler.text.normalize.fractions import Fractions
    from handler.text.normalize.number_words import NumberWords
    from handler.text.normalize.own_numbers import OwnNumbers
    from handler.text.normalize.range_words import RangeWords
    from handler.text.normalize.roman_numerals import RomanNumerals
    from handler.text.normalize.rules import Rule


@dataclass(frozen=True)
class Home:
    lang: str
    # "key = spoken" per line: the abbreviations people expand when they read aloud (classes/abbreviation.py).
    abbreviations: str = ""
    # A number, and a half, in the gender and case of the noun it counts (counting.py: what languages share).
    counting: Counting | None = None
    # Math operators between numbers and signs before one ("+": "plus", "√": "the square root of", "§": "section";
    # classes/symbol.py).
    operators: Mapping[str, str] = field(default_factory=dict)
    # The word for an "x" after a count, before the span it repeats in ("5 x per week": "vijf keer per week", "3 x
    # sehari": "tiga kali sehari"; classes/symbol.py); empty: left as written.
    times_word: str = ""
    # The word for "&" before the word after it, where the language's "and" changes with that word's sound (Spanish
    # "y" is "e" before an i- sound: "Pérez & Iglesias": "Pérez e Iglesias"; classes/symbol.py); None: the locale's.
    and_before: Callable[[str], str] | None = None
    # The word for an "x" written between two numbers, a size or a product ("3 x 4 m": "drei mal vier Meter", "tres
    # por cuatro metros"; classes/symbol.py); empty where the words around decide it (a score: pt "2 x 1", "dois a
    # um"), and "x" is left as written.
    by_word: str = ""
    # The words that make an "x" between two numbers of at most two digits a score, said with the range's "to"
    # ("O jogo terminou 2 x 1": "dois a um", "ganó 2 x 1": "dos a uno"; regular expression alternatives matched
    # without case in the sentence before it); a capitalised name each side says so too ("Flamengo 2 x 1 Vasco").
    score_words: str = ""
    # Words that announce an identifier read digit by digit (regular expressions, lowercase: "pin", "zip code";
    # classes/identifier.py).
    identifier_words: tuple[str, ...] = ()
    # Fractions: "3/4", "2½" (classes/fraction.py finds them; fractions.py has the grammar families share).
    fractions: Fractions | None = None
    # The rules for how the language writes an ordinal and says it ("1st", "3. místo", "2-м"), built on first use
    # (ordinals.py has what languages share; classes/ordinal.py capitalises a reading that starts a sentence).
    ordinals: Callable[[], Sequence[Rule]] | None = None
    # The last pass, after the classes: every number no class took, in the language's words (world.py for the
    # languages num2words and CLDR say; English and Korean read their own). None: digits are left to the model.
    numbers: Callable[[AlignedText], AlignedText] | None = None
    # Dates and times
    # How a clock time is said, and the words written around one that say it is one (clock.py; classes/times.py).
    times: TimePhrasing | None = None
    # How a date is said: the day, the year alone and in a date, and the words around a year (dating.py;
    # classes/dates.py).
    dates: DatePhrasing | None = None
    # Money, units and measures
    # Currencies' everyday names and how an amount joins them (classes/money.py; amounts.py has what is shared).
    money: Money = field(default_factory=Money)
    # Units' names, genders and the words around a number (classes/measure.py, classes/per.py).
    measures: Measures = field(default_factory=Measures)
    # Number words, scale words and ranges
    # An ordinal in the gender and case of the noun after it: (number, noun, the word before it) -> its words; None
    # where the noun does not tell, and the ordinal stays as written (agreement.py: the grammar languages share).
    agreeing_ordinal: Callable[[int, str, str], str | None] | None = None
    # How a range is said ("10-20": "zehn bis zwanzig"; range_words.py). None: a dash between numbers is left, and
    # each number is read on its own (where "to" declines the numbers after it: "от десяти до двадцати").
    ranges: RangeWords | None = None
    # The language writes a case ending after a number ("14:30-kor", "2024'te"): it joins the number's words, and a
    # range's dash stays a token of its own, not taken for such an ending.
    suffixes_after_numbers: bool = False
    # A number's words before the case ending written after its hyphen or colon: (number, words, ending) -> the stem
    # the ending takes (Hungarian "2-szer": "kétszer", "3-an": "hárman"; Finnish "10:llä": "kymmene" + "llä";
    # Estonian "5-aastane": "viie" + "aastane"). The ending is the three characters after a hyphen, or the whole
    # ending after a colon with the colon (":llä").
    before_ending: Callable[[int, str, str], str] | None = None
    # The case ending written after a number or a unit, as said after the words read for them: (words, ending) ->
    # the ending (Turkish vowel harmony: "250 TL'ye" is "iki yüz elli liraya", the ending written for "te-le").
    ending_after: Callable[[str, str], str] | None = None
    # A noun right after a number, before which a cardinal takes its attributive form ("ein Kind", "veintiún años",
    # "két levél"); None: the counting form.
    noun_after: re.Pattern[str] | None = None
    # How an amount with a scale word is said ("2 mld. Kč", "20 M€"; scale_words.py): CLDR gives the words.
    scale: ScaleWords = ScaleWords()
    # The language's number words where the libraries leave them to it (number_words.py; numwords.py says them).
    # None: the language reads its own numbers (English, Korean).
    number_words: NumberWords | None = None
    # The words of a language that reads its own numbers, and the family of rules its amounts are written in
    # (own_numbers.py; classes/money.py, classes/measure.py). None: the libraries say its numbers.
    own_numbers: OwnNumbers | None = None
    # The language's letters touch digits and Latin letters with no word boundary (Japanese "年5月", a Korean
    # particle after a date, "2024-12-31입니다"): a number's edges are looked for against Latin letters and digits.
    unspaced_digits: bool = False
    # Marks the language writes as a decimal point besides CLDR's, before digits that are not a group of three
    # (Arabic "3,5", whose CLDR point is ".").
    decimal_marks: str = ""
    # Roman numerals and addresses
    # Roman numerals: the words that make one a number ("Kapitel", "siglo"), the monarchs' names, how one is said
    # (classes/roman.py finds them; roman_numerals.py has what languages share). None: no numeral is read.
    roman: RomanNumerals | None = None
    # Addresses: street types written short, house words, postcodes and the language's own forms (classes/address.py
    # finds them; addresses.py has what languages share). None: addresses are left to the other classes.
    addresses: Addresses | None = None
    # Abbreviations, fractions and identifiers
    # How the language spaces its words (spacing.py): SPACED; UNSPACED, none between words (Japanese: a reading is
    # joined); BY_RULES, the rules place their own spaces (Korean: a particle stays on its word).
    spacing: str = SPACED
    # The mark that ends a sentence: where it is not the period (Hindi "।"), an abbreviation's period at the end of
    # the text is the abbreviation's alone ("5 कि.ग्रा.": "पाँच किलोग्राम").
    full_stop: str = "."
    # The capital of "i" is "İ" (Turkish): a reading that starts a sentence takes it.
    dotted_capital_i: bool = False
    # A small number and digits one by one (a house number, a code), where the language reads its own numbers
    # (English, Korean: spoken_digits.py); None: the libraries' words.
    small_number: Callable[[int], str] | None = None
    digit_words: Callable[[str], str] | None = None
    # Electronic addresses and telephone numbers
    # The words for the separators of web and e-mail addresses ("@": "ät", "Punkt"; classes/electronic.py finds the
    # addresses); None: addresses are left as written.
    electronic: AddressWords | None = None
    # How a telephone number is read: its groups, "+", the words that announce one (classes/telephone.py finds the
    # numbers); None: numbers are left to the other classes.
    telephone: PhoneReading | None = None
    # SSML <say-as> spans: a number in words on its own, a duration written 1'21"
    # (say_as_phrasing.py; handler/text/say_as.py).
    say_as: SayAsPhrasing = SayAsPhrasing()
