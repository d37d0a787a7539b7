"""Numbers as words in 29 of the 31 languages: cardinals, ordinals, years and decimals.

num2words gives the words where it has the language; CLDR's spell-out rules (unicode-rbnf) give them for
Bulgarian, Greek, Estonian, Hindi and Croatian, which num2words lacks.

    from handler.text.normalize.numwords import NUMWORDS_LANGUAGES, cardinal, decimal, ordinal

    cardinal(21, "de")                  # "einundzwanzig"
    ordinal(3, "fr")                    # "troisième"
    ordinal(3, "cs")                    # "třetí": Czech's own table (its home's number_words)
    decimal("12", "5", "de")            # "zwölf Komma fünf"
    ordinal(3, "pl", case="genitive")   # "trzeciego" (dates: "3 maja" is "trzeciego maja")
    cardinal(2024, "hr")                # "dvije tisuće dvadeset i četiri" (CLDR spell-out rules)

What the libraries leave to a language (its words for a minus sign and a point, spellings, the forms before a noun,
its own ordinal tables) is in its home's `number_words` (number_words.py); this module names no language.
Every function returns None where the library has no answer (a form it does not implement, a number too
large), so the caller leaves the digits as written rather than guess.
"""

from __future__ import annotations

from collections.abc import Set
from decimal import Decimal
from functools import cache, lru_cache
from typing import TYPE_CHECKING

from num2words import CONVERTER_CLASSES, num2words

from handler.text.normalize.homes_with import HomesWith
from handler.text.normalize.number_words import FRACTION_AS_NUMBER, LIBRARY, WHOLE, NumberWords, whole_form
from handler.text.normalize.number_words import Endings as Endings  # what callers inflect with

if TYPE_CHECKING:
    from unicode_rbnf import RbnfEngine


@cache
def _spoken(lang: str) -> NumberWords:
    """The language's number words (its home's `number_words`; an empty one where it reads its own numbers)."""
    from handler.text.normalize.languages import home  # the registry's homes import this module

    return home(lang).number_words or NumberWords()


# The languages whose numbers this module says: all but English and Korean, which read their own.
NUMWORDS_LANGUAGES: Set[str] = HomesWith("number_words")
_MAX = 10**15  # larger numbers have no words in the libraries
# Longer digit runs (serial numbers, IDs, a pasted hash) are read digit by digit: Python refuses to turn more
# than 4,300 digits into an int, and no one says a 20-digit number as one.
MAX_DIGITS = 15


def _words(number: int | Decimal, lang: str, **options: str) -> str | None:
    if not -_MAX < number < _MAX:
        return None
    spoken = _spoken(lang)
    if spoken.rulesets:
        return _rbnf_words(number, lang, options.get("to", "cardinal"))
    try:
        words = num2words(number, lang=spoken.num2words or lang, **options)
    except (NotImplementedError, OverflowError, ValueError, TypeError, AttributeError, IndexError, KeyError):
        return None
    return _written(words, spoken)


def _written(words: str, spoken: NumberWords) -> str | None:
    """Either library's words as the language writes them: its spellings and start, then its tidying."""
    words = _spelt(" ".join(words.split()), spoken)
    return (spoken.tidy(words) if spoken.tidy else words) or None


def _rbnf_words(number: int | Decimal, lang: str, form: str) -> str | None:
    ruleset = _spoken(lang).rulesets.get("cardinal" if form == "year" else form)
    if ruleset is None or isinstance(number, Decimal):
        return None  # decimals are read digit by digit (decimal()), as the rules read them anyway
    try:
        words = _rbnf_engine(lang).format_number(number, ruleset_names=[ruleset]).text
    except (ValueError, KeyError, IndexError, RecursionError):
        return None
    return _written(words, _spoken(lang))


def _spelt(words: str, spoken: NumberWords) -> str:
    """The dictionaries' spelling and the everyday start of either library's words."""
    for wrong, right in spoken.spelling:
        words = words.replace(wrong, right)
    for old, new in spoken.leading:
        if words.startswith(old):
            words = new + words[len(old) :]
    return words


@cache
def _rbnf_engine(lang: str) -> RbnfEngine:
    from unicode_rbnf import RbnfEngine  # loaded on first use: only a few languages need it

    return RbnfEngine.for_language(lang)


@lru_cache(maxsize=4096)
def cardinal(number: int, lang: str, gender: str | None = None) -> str | None:
    """The cardinal; in the gender a noun asks for where CLDR's rules have it ("feminine", "masculine", "neuter":
    Greek days are feminine, "τρεις Μαΐου"; Bulgarian units masculine, "два килограма"). Else the counting form."""
    if number < 0:
        words = cardinal(-number, lang, gender)
        return words and f"{negative_word(lang)} {words}"
    if gender and f"cardinal-{gender}" in _spoken(lang).rulesets:
        return _words(number, lang, to=f"cardinal-{gender}")
    return _words(number, lang)


def attributive(words: str, lang: str, gender: str = "masculine") -> str:
    """A cardinal's words as said before a noun of `gender` ("masculine", "feminine", "neuter")."""
    spoken = _spoken(lang)
    forms = {"masculine": spoken.masculine, "feminine": spoken.feminine, "neuter": spoken.neuter}[gender]
    head, _, last = words.rpartition(" ")
    for old, new in forms.items():
        if spoken.forms_alone and head:
            break  # "douăzeci și unu de grade": only a lone "unu" becomes "un"
        if last.endswith(old) and (last == old or spoken.forms_end_words):
            last = last[: -len(old)] + new
            break
    return f"{head} {last}" if head else last


def negative_word(lang: str) -> str:
    """The word for a minus sign ("minus", "moins", "минус")."""
    return (_spoken(lang).minus or CONVERTER_CLASSES[lang].negword).strip()


@lru_cache(maxsize=1024)
def ordinal(
    number: int, lang: str, case: str = "nominative", feminine: bool = False, neuter: bool = False
) -> str | None:
    """The ordinal, or None where the libraries have none (vi gives back the cardinal). A language's own table says
    it where the libraries do not (Czech and Slovak from 1 to 99 and the hundreds, Estonian below 100, Latvian below
    10,000, Lithuanian in the form of `case`, the ending its text writes). `neuter` is only said in Bulgarian, Greek
    (CLDR's rules) and Ukrainian; elsewhere it is the default form."""
    if number < 1:
        return None
    spoken = _spoken(lang)
    if spoken.library_cases and case != "nominative":
        return _words(number, lang, to="ordinal", case=case)
    if spoken.ordinal:
        words = spoken.ordinal(number, case)
    elif spoken.rulesets:
        form = "feminine" if feminine else "neuter" if neuter and "neuter" in spoken.rulesets else "ordinal"
        return _words(number, lang, to=form)
    else:
        words = _words(number, lang, to="ordinal")
        if words == _words(number, lang):
            return None  # the library gives back the cardinal
    if words is None:
        return None
    endings = spoken.ordinal_cases.get(case)
    if endings:
        words = inflect(words, endings, every_word=spoken.every_word)
    if neuter and spoken.neuter_ordinal:
        words = inflect(words, spoken.neuter_ordinal, every_word=False)
    if feminine and spoken.feminine_ordinal:
        words = inflect(words, spoken.feminine_ordinal, every_word=True)
    return words


@lru_cache(maxsize=1024)
def year(number: int, lang: str) -> str | None:
    """The year as the language reads it ("neunzehnhundertvierundachtzig"). Japanese and Vietnamese read a
    plain cardinal (num2words gives a Japanese era name)."""
    if _spoken(lang).year_as_cardinal:
        return cardinal(number, lang)
    return _words(number, lang, to="year") or cardinal(number, lang)


def decimal(integer: str, fraction: str | None, lang: str, gender: str | None = None) -> str | None:
    """A number from its digits: "12" and "5" is twelve point five in `lang`; a whole number takes `gender`.
    A whole part of more than MAX_DIGITS digits, or one written with a leading zero ("007"), is read digit by
    digit, and so is a fraction that long: any length of digits has words, in time linear in its length."""
    said = _spoken(lang).decimals
    if len(integer) > MAX_DIGITS or (len(integer) > 1 and integer[0] == "0"):
        whole = digits(integer, lang)
    elif fraction is None:
        return cardinal(int(integer), lang, gender) or digits(integer, lang)
    elif said == WHOLE and len(fraction) <= 3 and fraction.strip("0"):
        return _said_with_whole(int(integer), fraction, lang)
    elif said == LIBRARY and len(fraction) <= MAX_DIGITS and fraction.strip("0"):
        words = _words(Decimal(f"{integer}.{fraction}"), lang)
        if words is not None:
            return words
        whole = cardinal(int(integer), lang) or digits(integer, lang)
    elif said == FRACTION_AS_NUMBER and len(fraction) <= 3 and fraction.strip("0"):
        whole = cardinal(int(integer), lang) or digits(integer, lang)
        zeros = len(fraction) - len(fraction.lstrip("0"))
        rest = cardinal(int(fraction), lang) or digits(fraction.lstrip("0"), lang)
        return " ".join([whole, _point_word(lang), *[digits("0", lang)] * zeros, rest])
    else:
        whole = cardinal(int(integer), lang) or digits(integer, lang)
    if fraction is None:
        return whole
    return f"{whole} {_point_word(lang)} {digits(fraction, lang)}"


def _said_with_whole(integer: int, fraction: str, lang: str) -> str:
    """A decimal with a declined word for "whole" (NumberWords.whole_words); a fraction of one to three digits."""
    spoken = _spoken(lang)
    assert spoken.whole_words is not None
    whole = attributive(cardinal(integer, lang) or digits(str(integer), lang), lang, "feminine")
    form = (spoken.whole_form or whole_form)(integer)
    said = f"{whole} {spoken.whole_words[form]}"
    if spoken.after_whole:
        return f"{said} {spoken.after_whole(fraction)}"
    number = int(fraction)
    zeros = len(fraction) - len(fraction.lstrip("0"))
    return " ".join([said, *[digits("0", lang)] * zeros, cardinal(number, lang) or digits(str(number), lang)])


def digits(written: str, lang: str) -> str:
    """ASCII digits read one by one ("007": "null null sieben")."""
    words = _digit_words(lang)
    return " ".join(words[ord(char) - 48] for char in written)


@cache
def _digit_words(lang: str) -> tuple[str, ...]:
    return tuple(cardinal(value, lang) or str(value) for value in range(10))


def _point_word(lang: str) -> str:
    word = _spoken(lang).point or CONVERTER_CLASSES[lang].pointword
    return word[0] if isinstance(word, tuple) else word


def inflect(words: str, endings: Endings, every_word: bool) -> str:
    """`words` with the first of `endings` (old, new) that each word ends in replaced: on the last word, or on
    every word where the language declines each ("dwudziesty pierwszy" -> "dwudziestego pierwszego")."""
    parts = words.split()
    for index in range(len(parts)) if every_word else (len(parts) - 1,):
        for old, new in endings:
            if parts[index].endswith(old):
                parts[index] = parts[index][: -len(old)] + new
                break
    return " ".join(parts)


@lru_cache(maxsize=1024)
def spelled_ordinal(number: int, lang: str, ruleset: str) -> str | None:
    """An ordinal form by CLDR's spell-out rule set `ruleset` ("spellout-ordinal-feminine",
    "spellout-ordinal-masculine-ablative", ...): the forms num2words lacks (Hindi, Arabic, Japanese "第三",
    Korean "셋째", Swedish "förste", Croatian genders). None where the language has no such rule set."""
    if not 0 < number < _MAX:
        return None
    from unicode_rbnf.engine import RbnfError

    try:
        words = _rbnf_engine(lang).format_number(number, ruleset_names=[ruleset]).text
    except (RbnfError, ValueError, KeyError, IndexError, RecursionError, OSError):
        return None
    return _written(words, _spoken(lang))
