"""Numbers as words in the languages num2words covers: cardinals, ordinals, years and decimals.

    from handler.text.normalize.numwords import NUMWORDS_LANGUAGES, cardinal, decimal, ordinal

    cardinal(21, "de")                  # "einundzwanzig"
    ordinal(3, "fr")                    # "troisième"
    ordinal(3, "cs")                    # None: num2words has no Czech ordinals
    decimal("12", "5", "de")            # "zwölf Komma fünf"
    ordinal(3, "pl", case="genitive")   # "trzeciego" (dates: "3 maja" is "trzeciego maja")

Every function returns None where the library has no answer (a form it does not implement, a number too
large), so the caller leaves the digits as written rather than guess.
"""

from __future__ import annotations

from decimal import Decimal
from functools import lru_cache

from num2words import CONVERTER_CLASSES, num2words

from handler.text.languages import LANGUAGES

# English and Korean have verbalisers of their own (en.py, ko.py).
NUMWORDS_LANGUAGES = frozenset(lang for lang in LANGUAGES if lang in CONVERTER_CLASSES) - {"en", "ko"}
# Where num2words reads a Decimal well (declined forms such as "двенадцать целых пять десятых" included).
# The others read the whole part, the decimal word and each digit.
_DECIMALS_READ_WHOLE = frozenset({"de", "fr", "pt", "nl", "sv", "da", "fi", "ru", "uk", "sl", "lt", "lv", "hu", "ro"})
# num2words' decimal word where it has none, or one that does not match the language's comma
# (Spanish writes 12,5 and reads "coma").
_POINT_WORDS = {"es": "coma", "it": "virgola", "id": "koma", "vi": "phẩy", "ar": "فاصلة"}
# Slavic genitive endings for ordinals in dates: "третий" -> "третьего", "trzeci" -> "trzeciego".
_GENITIVE_ENDINGS = {
    "uk": (("ій", "ього"), ("ий", "ого")),
    "pl": (("i", "iego"), ("y", "ego")),
}
# The minus word where num2words has none (it, id, vi) or a symbol for one (ar).
_NEGATIVE_WORDS = {"it": "meno", "id": "minus", "vi": "âm", "ar": "سالب"}
_MAX = 10**15  # larger numbers (serial numbers, IDs) are left as digits


def _words(number: int | Decimal, lang: str, **options: str) -> str | None:
    if abs(number) >= _MAX:
        return None
    try:
        words = num2words(number, lang=lang, **options)
    except (NotImplementedError, OverflowError, ValueError, TypeError, AttributeError, IndexError, KeyError):
        return None
    return " ".join(words.split()) or None


@lru_cache(maxsize=4096)
def cardinal(number: int, lang: str) -> str | None:
    if number < 0:
        words = cardinal(-number, lang)
        return words and f"{negative_word(lang)} {words}"
    return _words(number, lang)


def negative_word(lang: str) -> str:
    """The word for a minus sign ("minus", "moins", "минус")."""
    word = _NEGATIVE_WORDS.get(lang) or CONVERTER_CLASSES[lang].negword
    return word.strip()


@lru_cache(maxsize=1024)
def ordinal(number: int, lang: str, case: str = "nominative", feminine: bool = False) -> str | None:
    """The ordinal, or None where num2words has none (cs, sk, lt, lv; vi gives back the cardinal)."""
    if number < 1:
        return None
    if lang == "ru" and case != "nominative":
        return _words(number, lang, to="ordinal", case=case)
    words = _words(number, lang, to="ordinal")
    if words is None or words == _words(number, lang):
        return None
    if case == "genitive" and lang in _GENITIVE_ENDINGS:
        words = _inflect(words, _GENITIVE_ENDINGS[lang], every_word=lang == "pl")
    if feminine and lang in ("es", "it", "pt"):
        words = " ".join(word[:-1] + "a" if word.endswith("o") else word for word in words.split())
    return words


@lru_cache(maxsize=1024)
def year(number: int, lang: str) -> str | None:
    """The year as the language reads it ("neunzehnhundertvierundachtzig"). Japanese and Vietnamese read a
    plain cardinal (num2words gives a Japanese era name)."""
    if lang in ("ja", "vi", "sv"):
        return cardinal(number, lang)
    return _words(number, lang, to="year") or cardinal(number, lang)


def decimal(integer: str, fraction: str | None, lang: str) -> str | None:
    """A number from its digits: "12" and "5" is twelve point five in `lang`."""
    if fraction is None:
        return cardinal(int(integer), lang)
    if lang in _DECIMALS_READ_WHOLE:
        return _words(Decimal(f"{integer}.{fraction}"), lang)
    whole = cardinal(int(integer), lang)
    digits = [cardinal(int(digit), lang) for digit in fraction]
    if whole is None or None in digits:
        return None
    return " ".join([whole, _point_word(lang), *digits])


def _point_word(lang: str) -> str:
    word = _POINT_WORDS.get(lang) or CONVERTER_CLASSES[lang].pointword
    return word[0] if isinstance(word, tuple) else word


def _inflect(words: str, endings: tuple[tuple[str, str], ...], every_word: bool) -> str:
    parts = words.split()
    for index in range(len(parts)) if every_word else (len(parts) - 1,):
        for old, new in endings:
            if parts[index].endswith(old):
                parts[index] = parts[index][: -len(old)] + new
                break
    return " ".join(parts)
