"""Numbers as words in 29 of the 31 languages: cardinals, ordinals, years and decimals.

num2words gives the words where it has the language; CLDR's spell-out rules (unicode-rbnf) give them for
Bulgarian, Greek, Estonian, Hindi and Croatian, which num2words lacks.

    from handler.text.normalize.numwords import NUMWORDS_LANGUAGES, cardinal, decimal, ordinal

    cardinal(21, "de")                  # "einundzwanzig"
    ordinal(3, "fr")                    # "troisième"
    ordinal(3, "cs")                    # None: num2words has no Czech ordinals
    decimal("12", "5", "de")            # "zwölf Komma fünf"
    ordinal(3, "pl", case="genitive")   # "trzeciego" (dates: "3 maja" is "trzeciego maja")
    cardinal(2024, "hr")                # "dvije tisuće dvadeset i četiri" (CLDR spell-out rules)

Every function returns None where the library has no answer (a form it does not implement, a number too
large), so the caller leaves the digits as written rather than guess.
"""

from __future__ import annotations

from decimal import Decimal
from functools import cache, lru_cache

from num2words import CONVERTER_CLASSES, num2words

from handler.text.languages import LANGUAGES

# CLDR's rule sets for each form, in the languages num2words does not have. Estonian has no ordinal rules.
_ORDINALS = {"ordinal": "spellout-ordinal-masculine", "feminine": "spellout-ordinal-feminine"}
_RBNF_RULESETS: dict[str, dict[str, str]] = {
    "bg": {
        "cardinal": "spellout-numbering",
        **_ORDINALS,
        "neuter": "spellout-ordinal-neuter",
        "cardinal-masculine": "spellout-cardinal-masculine",
        "cardinal-neuter": "spellout-cardinal-neuter",
        "cardinal-feminine": "spellout-cardinal-feminine",
    },
    "el": {
        "cardinal": "spellout-numbering",
        **_ORDINALS,
        "neuter": "spellout-ordinal-neuter",
        "cardinal-feminine": "spellout-cardinal-feminine",
    },
    "et": {"cardinal": "spellout-numbering"},
    "hi": {"cardinal": "spellout-numbering", **_ORDINALS},
    "hr": {"cardinal": "spellout-numbering", **_ORDINALS},
}
_RBNF_NEGATIVE_WORDS = {"bg": "минус", "el": "μείον", "et": "miinus", "hi": "ऋण", "hr": "minus"}
_RBNF_POINT_WORDS = {"bg": "цяло и", "el": "κόμμα", "et": "koma", "hi": "दशमलव", "hr": "zarez"}
# CLDR's Greek rules misspell the thousands ("χίλιάδες" for "χιλιάδες").
_RBNF_SPELLING = {"el": (("χίλιάδες", "χιλιάδες"),)}
RBNF_LANGUAGES = frozenset(_RBNF_RULESETS)
# English and Korean have verbalisers of their own (en.py, ko.py).
NUMWORDS_LANGUAGES = (frozenset(lang for lang in LANGUAGES if lang in CONVERTER_CLASSES) | RBNF_LANGUAGES) - {
    "en",
    "ko",
}
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
# Feminine ordinals from the masculine ones: Slovenian "drugi" -> "druga", Polish "trzeci" -> "trzecia".
_FEMININE_ENDINGS = {"sl": (("i", "a"),), "pl": (("ci", "cia"), ("y", "a"), ("i", "a"))}
# The minus word where num2words has none (it, id, vi) or a symbol for one (ar).
_NEGATIVE_WORDS = {"it": "meno", "id": "minus", "vi": "âm", "ar": "سالب"}
_MAX = 10**15  # larger numbers (serial numbers, IDs) are left as digits


def _words(number: int | Decimal, lang: str, **options: str) -> str | None:
    if abs(number) >= _MAX:
        return None
    if lang in RBNF_LANGUAGES:
        return _rbnf_words(number, lang, options.get("to", "cardinal"))
    try:
        words = num2words(number, lang=lang, **options)
    except (NotImplementedError, OverflowError, ValueError, TypeError, AttributeError, IndexError, KeyError):
        return None
    return " ".join(words.split()) or None


def _rbnf_words(number: int | Decimal, lang: str, form: str) -> str | None:
    ruleset = _RBNF_RULESETS[lang].get("cardinal" if form == "year" else form)
    if ruleset is None or isinstance(number, Decimal):
        return None  # decimals are read digit by digit (decimal()), as the rules read them anyway
    try:
        words = _rbnf_engine(lang).format_number(number, ruleset_names=[ruleset]).text
    except (ValueError, KeyError, IndexError, RecursionError):
        return None
    for wrong, right in _RBNF_SPELLING.get(lang, ()):
        words = words.replace(wrong, right)
    return " ".join(words.split()) or None


@cache
def _rbnf_engine(lang: str):  # noqa: ANN202 (the library's engine type, imported late)
    from unicode_rbnf import RbnfEngine  # loaded on first use: only five languages need it

    return RbnfEngine.for_language(lang)


@lru_cache(maxsize=4096)
def cardinal(number: int, lang: str, gender: str | None = None) -> str | None:
    """The cardinal; in the gender a noun asks for where CLDR's rules have it ("feminine", "masculine", "neuter":
    Greek days are feminine, "τρεις Μαΐου"; Bulgarian units masculine, "два килограма"). Else the counting form."""
    if number < 0:
        words = cardinal(-number, lang, gender)
        return words and f"{negative_word(lang)} {words}"
    if gender and f"cardinal-{gender}" in _RBNF_RULESETS.get(lang, {}):
        return _words(number, lang, to=f"cardinal-{gender}")
    return _words(number, lang)


def negative_word(lang: str) -> str:
    """The word for a minus sign ("minus", "moins", "минус")."""
    word = _NEGATIVE_WORDS.get(lang) or _RBNF_NEGATIVE_WORDS.get(lang) or CONVERTER_CLASSES[lang].negword
    return word.strip()


@lru_cache(maxsize=1024)
def ordinal(
    number: int, lang: str, case: str = "nominative", feminine: bool = False, neuter: bool = False
) -> str | None:
    """The ordinal, or None where the libraries have none (cs, sk, lt, lv, et; vi gives back the cardinal).
    `neuter` is only said in Bulgarian and Greek (CLDR's rules); elsewhere it is the default form."""
    if number < 1:
        return None
    if lang == "ru" and case != "nominative":
        return _words(number, lang, to="ordinal", case=case)
    if lang == "tr":  # num2words joins the words ("yirmibirinci"); Turkish writes "yirmi birinci"
        return spelled_ordinal(number, "tr", "spellout-ordinal")
    if lang in RBNF_LANGUAGES:
        form = "feminine" if feminine else "neuter" if neuter and "neuter" in _RBNF_RULESETS[lang] else "ordinal"
        return _words(number, lang, to=form)
    words = _words(number, lang, to="ordinal")
    if words is None or words == _words(number, lang):
        return None
    if case == "genitive" and lang in _GENITIVE_ENDINGS:
        words = _inflect(words, _GENITIVE_ENDINGS[lang], every_word=lang == "pl")
    if feminine and lang in _FEMININE_ENDINGS:
        words = _inflect(words, _FEMININE_ENDINGS[lang], every_word=True)
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


def decimal(integer: str, fraction: str | None, lang: str, gender: str | None = None) -> str | None:
    """A number from its digits: "12" and "5" is twelve point five in `lang`; a whole number takes `gender`."""
    if fraction is None:
        return cardinal(int(integer), lang, gender)
    if lang in _DECIMALS_READ_WHOLE:
        return _words(Decimal(f"{integer}.{fraction}"), lang)
    whole = cardinal(int(integer), lang)
    digits = [cardinal(int(digit), lang) for digit in fraction]
    if whole is None or None in digits:
        return None
    return " ".join([whole, _point_word(lang), *digits])


def _point_word(lang: str) -> str:
    word = _POINT_WORDS.get(lang) or _RBNF_POINT_WORDS.get(lang) or CONVERTER_CLASSES[lang].pointword
    return word[0] if isinstance(word, tuple) else word


def _inflect(words: str, endings: tuple[tuple[str, str], ...], every_word: bool) -> str:
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
    return " ".join(words.split()) or None
