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

import re
from collections.abc import Callable
from decimal import Decimal
from functools import cache, lru_cache
from typing import TYPE_CHECKING

from num2words import CONVERTER_CLASSES, num2words

if TYPE_CHECKING:
    from unicode_rbnf import RbnfEngine

from handler.text.languages import LANGUAGES

# CLDR's rule sets for each form, in the languages num2words does not have. Estonian has no ordinal rules (its
# ordinals are a table below).
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
# Where the libraries spell a number otherwise than the language's dictionaries: CLDR's Greek thousands
# ("χίλιάδες"), its Hindi 15 and 91-99 ("पन्द्रह", "सत्तानबे" for "पंद्रह", "सत्तानवे"); num2words' Swedish 40 and
# 20th ("förtio", "tjugode" for "fyrtio", "tjugonde").
_SPELLING = {
    "el": (("χίλιάδες", "χιλιάδες"), ("εννενήντα", "ενενήντα")),
    "hi": (("पन्द्रह", "पंद्रह"), ("नबे", "नवे")),
    "sv": (("förtio", "fyrtio"), ("tjugode", "tjugonde")),
}
RBNF_LANGUAGES = frozenset(_RBNF_RULESETS)
# English and Korean have verbalisers of their own (en.py, ko.py).
NUMWORDS_LANGUAGES = (frozenset(lang for lang in LANGUAGES if lang in CONVERTER_CLASSES) | RBNF_LANGUAGES) - {
    "en",
    "ko",
}
# Where num2words reads a Decimal well (declined forms such as "двенадцать целых пять десятых" included).
# The others read the whole part, the decimal word and each digit.
_DECIMALS_READ_WHOLE = frozenset({"de", "nl", "sv", "da", "fi", "ru", "pl", "lt", "lv", "hu"})
# Languages that read a short decimal part as a number after its zeros: "3,14" is "tres coma catorce", "1,08"
# "uno coma cero ocho". Longer ones are read digit by digit.
_FRACTION_AS_NUMBER = frozenset({"es", "fr", "it", "pt", "vi", "ar", "tr", "ro"})
# Languages that say a short decimal with the word for "whole", declined by the whole part and its numeral in the
# feminine: Czech "jedna celá pět", "dvě celé pět", "pět celých pět". The forms after a whole part of
# 0, 1, 2, 3 or 4, and more (Slovene has a dual: "dve celi"; Ukrainian "нуль цілих").
_WHOLE_WORDS = {
    "cs": ("celá", "celá", "celé", "celé", "celých"),
    "sk": ("celá", "celá", "celé", "celé", "celých"),
    "sl": ("cela", "cela", "celi", "cele", "celih"),
    "uk": ("цілих", "ціла", "цілих", "цілих", "цілих"),
}
# Ukrainian then says the decimal part as a fraction: "три цілих чотирнадцять сотих", "одна десята".
_UKRAINIAN_DENOMINATORS = (("десята", "десятих"), ("сота", "сотих"), ("тисячна", "тисячних"))
# num2words' variant for the language as CLDR (and babel) writes it: Portuguese is Brazil's.
_NUM2WORDS_CODES = {"pt": "pt_BR"}
# Everyday forms where num2words' differ: what a number starts with, and spellings.
_LEADING = {
    "de": (("einhundert", "hundert"),),
    "sv": (("etthundra", "hundra"), ("etttusen", "ettusen")),
    "ru": (("одна тысяча", "тысяча"), ("один миллион", "миллион")),
    "uk": (("одна тисяча", "тисяча"), ("один мільйон", "мільйон")),
    "lt": (("vienas tūkstantis", "tūkstantis"), ("vienas šimtas", "šimtas")),
    "et": (("üks tuhat", "tuhat"), ("üks miljon", "miljon")),
}
# num2words' decimal word where it has none, or one that does not match the language's comma
# (Spanish writes 12,5 and reads "coma").
_POINT_WORDS = {"es": "coma", "it": "virgola", "id": "koma", "vi": "phẩy", "ar": "فاصلة"}
Endings = tuple[tuple[str, str], ...]  # (an ending, the one that replaces it), first match wins
# Slavic genitive endings for ordinals in dates: "третий" -> "третьего", "trzeci" -> "trzeciego", "tretji" ->
# "tretjega".
_GENITIVE_ENDINGS: dict[str, Endings] = {
    "uk": (("ій", "ього"), ("ий", "ого")),
    "pl": (("i", "iego"), ("y", "ego")),
    "cs": (("í", "ího"), ("ý", "ého")),
    "sk": (("í", "ieho"), ("ý", "ého"), ("y", "eho")),
    "sl": (("i", "ega"),),
}
# Ukrainian's locative, for a century after its preposition: "у двадцять першому столітті".
_LOCATIVE_ENDINGS: dict[str, Endings] = {"uk": (("ій", "ьому"), ("ий", "ому"))}
_CASE_ENDINGS = {"genitive": _GENITIVE_ENDINGS, "locative": _LOCATIVE_ENDINGS}
# Ukrainian's neuter, for a century: "двадцяте століття", "третє".
_NEUTER_ENDINGS: dict[str, Endings] = {"uk": (("ій", "є"), ("ий", "е"))}
# Languages that decline each word of a compound ordinal: "dwudziestego pierwszego", "dvacátého prvního".
_DECLINES_EVERY_WORD = frozenset({"pl", "cs", "sk"})
# Feminine ordinals from the masculine ones: Slovenian "drugi" -> "druga", Polish "trzeci" -> "trzecia".
FEMININE_ENDINGS: dict[str, Endings] = {
    "sl": (("i", "a"),),
    "pl": (("ci", "cia"), ("i", "a"), ("y", "a")),  # "trzecia", "druga", "pierwsza"
    "cs": (("í", "í"), ("ý", "á")),
    "sk": (("í", "ia"), ("ý", "á"), ("y", "a")),
}
# The minus word where num2words has none (it, id, vi) or a symbol for one (ar).
_NEGATIVE_WORDS = {"it": "meno", "id": "minus", "vi": "âm", "ar": "سالب", "cs": "minus"}
_MAX = 10**15  # larger numbers have no words in the libraries
# Longer digit runs (serial numbers, IDs, a pasted hash) are read digit by digit: Python refuses to turn more
# than 4,300 digits into an int, and no one says a 20-digit number as one.
MAX_DIGITS = 15


def _words(number: int | Decimal, lang: str, **options: str) -> str | None:
    if not -_MAX < number < _MAX:
        return None
    if lang in RBNF_LANGUAGES:
        return _rbnf_words(number, lang, options.get("to", "cardinal"))
    try:
        words = num2words(number, lang=_NUM2WORDS_CODES.get(lang, lang), **options)
    except (NotImplementedError, OverflowError, ValueError, TypeError, AttributeError, IndexError, KeyError):
        return None
    return _tidy(" ".join(words.split()), lang) or None


_CZECH_HUNDREDS = re.compile(r"\b(dvě|tři|čtyři|pět|šest|sedm|osm|devět)(stě|sta|set)\b")
_TURKISH_WORDS = re.compile(
    "trilyon|milyar|milyon|bin|yüz|doksan|seksen|yetmiş|altmış|elli|kırk|otuz|yirmi|on|dokuz|sekiz|yedi|altı|beş"
    "|dört|üç|iki|bir|sıfır"
)


def _split_turkish(word: str) -> str:
    parts = _TURKISH_WORDS.findall(word)
    return " ".join(parts) if "".join(parts) == word else word


def _tidy(words: str, lang: str) -> str:
    words = _spelt(words, lang)
    if lang == "sv":  # Swedish writes a number below a million as one word: "tvåtusenfemhundra"
        words = words.replace("etttusen", "ettusen").replace("tusen ", "tusen") if "miljon" not in words else words
    if lang == "fi" and "miljoona" not in words:  # Finnish writes a number below a million as one word
        words = words.replace("tuhatta ", "tuhatta")
    if lang == "cs":  # Czech writes the hundreds apart: "dvě stě", "pět set"
        words = _CZECH_HUNDREDS.sub(lambda m: f"{m[1]} {m[2]}", words).replace("mínus", "minus")
    if lang == "tr":  # Turkish writes each number word apart: "iki bin beş yüz"
        words = " ".join(_split_turkish(word) for word in words.split())
    if lang == "pt":  # num2words' Brazilian converter writes a comma after the thousands
        words = words.replace(",", "")
    if lang == "ar":  # the conjunction is written joined to the next word: "خمسة وعشرون"
        words = words.replace(" و ", " و")
    return words


def _rbnf_words(number: int | Decimal, lang: str, form: str) -> str | None:
    ruleset = _RBNF_RULESETS[lang].get("cardinal" if form == "year" else form)
    if ruleset is None or isinstance(number, Decimal):
        return None  # decimals are read digit by digit (decimal()), as the rules read them anyway
    try:
        words = _rbnf_engine(lang).format_number(number, ruleset_names=[ruleset]).text
    except (ValueError, KeyError, IndexError, RecursionError):
        return None
    return " ".join(_spelt(words, lang).split()) or None


def _spelt(words: str, lang: str) -> str:
    """The dictionaries' spelling (_SPELLING) and the everyday start (_LEADING) of either library's words."""
    for wrong, right in _SPELLING.get(lang, ()):
        words = words.replace(wrong, right)
    for old, new in _LEADING.get(lang, ()):
        if words.startswith(old):
            words = new + words[len(old) :]
    return words


@cache
def _rbnf_engine(lang: str) -> RbnfEngine:
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


# A numeral's last word before a noun of each gender, where it differs from the counting form ("eins": "ein Euro",
# "uno": "un kilómetro", "kettő": "két kilométer", "два": "две копейки").
_MASCULINE_FORMS = {
    "de": {"eins": "ein"}, "es": {"veintiuno": "veintiún", "uno": "un"}, "it": {"ventuno": "ventun", "uno": "un"},
    "sv": {"ett": "en"}, "da": {"et": "en"}, "ro": {"unu": "un"}, "sl": {"ena": "en", "dve": "dva"},
    "cs": {"jedna": "jeden"}, "hu": {"kettő": "két"},
}  # fmt: skip
_FEMININE_FORMS = {
    "ru": {"один": "одна", "два": "две"}, "uk": {"один": "одна", "два": "дві"}, "cs": {"dva": "dvě"},
    "sk": {"jeden": "jedna", "dva": "dve"},
    "es": {"veintiuno": "veintiuna", "uno": "una"}, "it": {"uno": "una"}, "pt": {"um": "uma", "dois": "duas"},
    "fr": {"un": "une"}, "ro": {"unu": "o", "doi": "două"}, "hu": {"kettő": "két"}, "sv": {"ett": "en"},
    "de": {"eins": "eine"},
}  # fmt: skip
_NEUTER_FORMS = {
    "cs": {"jedna": "jedno", "dva": "dvě"},
    "sk": {"jeden": "jedno", "dva": "dve"},
    "hu": {"kettő": "két"},
    "de": {"eins": "ein"},
    "sv": {},
}
_FORMS = {"masculine": _MASCULINE_FORMS, "feminine": _FEMININE_FORMS, "neuter": _NEUTER_FORMS}


def attributive(words: str, lang: str, gender: str = "masculine") -> str:
    """A cardinal's words as said before a noun of `gender` ("masculine", "feminine", "neuter")."""
    head, _, last = words.rpartition(" ")
    for old, new in _FORMS[gender].get(lang, {}).items():
        if lang == "ro" and head:
            break  # "douăzeci și unu de grade": only a lone "unu" becomes "un"
        if last.endswith(old) and (last == old or lang in ("de", "hu", "es", "it", "sv")):
            last = last[: -len(old)] + new
            break
    return f"{head} {last}" if head else last


def negative_word(lang: str) -> str:
    """The word for a minus sign ("minus", "moins", "минус")."""
    word = _NEGATIVE_WORDS.get(lang) or _RBNF_NEGATIVE_WORDS.get(lang) or CONVERTER_CLASSES[lang].negword
    return word.strip()


@lru_cache(maxsize=1024)
def ordinal(
    number: int, lang: str, case: str = "nominative", feminine: bool = False, neuter: bool = False
) -> str | None:
    """The ordinal, or None where the libraries have none (vi gives back the cardinal; Czech and Slovak from 1 to 99
    and the hundreds, Estonian below 100, Latvian below 10,000 and Lithuanian from their own tables).
    `neuter` is only said in Bulgarian, Greek (CLDR's rules) and Ukrainian; elsewhere it is the default form."""
    if number < 1:
        return None
    if lang == "ru" and case != "nominative":
        return _words(number, lang, to="ordinal", case=case)
    if lang == "tr":  # num2words joins the words ("yirmibirinci"); Turkish writes "yirmi birinci"
        return spelled_ordinal(number, "tr", "spellout-ordinal")
    if lang in _OWN_ORDINALS:  # the nominative; agreement.py says their cases
        return _OWN_ORDINALS[lang](number)
    if lang in RBNF_LANGUAGES:
        form = "feminine" if feminine else "neuter" if neuter and "neuter" in _RBNF_RULESETS[lang] else "ordinal"
        return _words(number, lang, to=form)
    west_slavic = lang in _WEST_SLAVIC_ORDINALS
    words = _west_slavic_ordinal(number, lang) if west_slavic else _words(number, lang, to="ordinal")
    if words is None or words == _words(number, lang):
        return None
    endings = _CASE_ENDINGS.get(case, {}).get(lang)
    if endings:
        words = inflect(words, endings, every_word=lang in _DECLINES_EVERY_WORD)
    if neuter and lang in _NEUTER_ENDINGS:
        words = inflect(words, _NEUTER_ENDINGS[lang], every_word=False)
    if feminine and lang in FEMININE_ENDINGS:
        words = inflect(words, FEMININE_ENDINGS[lang], every_word=True)
    if feminine and lang in ("es", "it", "pt"):
        words = " ".join(word[:-1] + "a" if word.endswith("o") else word for word in words.split())
    return words


# Ordinals no library holds ----------------------------------------------------------------------------------
# Czech and Slovak go through ordinal()'s endings like the libraries' words; Estonian, Latvian and Lithuanian
# tables give the nominative alone (ordinal() returns it), their other cases come from agreement.py.


# Czech and Slovak ordinals: the masculine nominative of 1-19, the tens and the hundreds.
_WEST_SLAVIC_ORDINALS = {
    "cs": (
        ["první", "druhý", "třetí", "čtvrtý", "pátý", "šestý", "sedmý", "osmý", "devátý", "desátý", "jedenáctý",
         "dvanáctý", "třináctý", "čtrnáctý", "patnáctý", "šestnáctý", "sedmnáctý", "osmnáctý", "devatenáctý"],
        ["dvacátý", "třicátý", "čtyřicátý", "padesátý", "šedesátý", "sedmdesátý", "osmdesátý", "devadesátý"],
        ["stý", "dvoustý", "třístý", "čtyřstý", "pětistý", "šestistý", "sedmistý", "osmistý", "devítistý"],
    ),
    "sk": (
        ["prvý", "druhý", "tretí", "štvrtý", "piaty", "šiesty", "siedmy", "ôsmy", "deviaty", "desiaty", "jedenásty",
         "dvanásty", "trinásty", "štrnásty", "pätnásty", "šestnásty", "sedemnásty", "osemnásty", "devätnásty"],
        ["dvadsiaty", "tridsiaty", "štyridsiaty", "päťdesiaty", "šesťdesiaty", "sedemdesiaty", "osemdesiaty",
         "deväťdesiaty"],
        ["stý", "dvojstý", "trojstý", "štvorstý", "päťstý", "šesťstý", "sedemstý", "osemstý", "deväťstý"],
    ),
}  # fmt: skip


def _west_slavic_ordinal(number: int, lang: str) -> str | None:
    """ "dvacátý první": each part of a number below 100 is an ordinal; a round hundred is one word."""
    units, tens, hundreds = _WEST_SLAVIC_ORDINALS[lang]
    if number < 20:
        return units[number - 1]
    if number < 100:
        ten, unit = divmod(number, 10)
        return f"{tens[ten - 2]} {units[unit - 1]}" if unit else tens[ten - 2]
    if number < 1000 and number % 100 == 0:
        return hundreds[number // 100 - 1]
    return None


# Latvian: the masculine nominative of 1-19 and the tens; the tens, hundreds and thousands before another part
# ("divdesmit ceturtais", "tūkstoš deviņsimt deviņdesmitais").
_LATVIAN_ORDINALS = [
    "pirmais", "otrais", "trešais", "ceturtais", "piektais", "sestais", "septītais", "astotais", "devītais",
    "desmitais", "vienpadsmitais", "divpadsmitais", "trīspadsmitais", "četrpadsmitais", "piecpadsmitais",
    "sešpadsmitais", "septiņpadsmitais", "astoņpadsmitais", "deviņpadsmitais",
]  # fmt: skip
_LATVIAN_TENS = [
    "divdesmit", "trīsdesmit", "četrdesmit", "piecdesmit", "sešdesmit", "septiņdesmit", "astoņdesmit", "deviņdesmit",
]  # fmt: skip
_LATVIAN_HUNDREDS = [
    "simt", "divsimt", "trīssimt", "četrsimt", "piecsimt", "sešsimt", "septiņsimt", "astoņsimt", "deviņsimt",
]  # fmt: skip
_LATVIAN_THOUSANDS = [hundred.removesuffix("simt") + "tūkstoš" for hundred in _LATVIAN_HUNDREDS]  # "divtūkstoš"


def _latvian_ordinal(number: int) -> str | None:
    """ "divtūkstoš divdesmit ceturtais": every part but the last is said as written before another."""
    if not 0 < number < 10_000:
        return None
    thousands, rest = divmod(number, 1000)
    hundreds, rest = divmod(rest, 100)
    parts = ([_LATVIAN_THOUSANDS[thousands - 1]] if thousands else []) + (
        [_LATVIAN_HUNDREDS[hundreds - 1]] if hundreds else []
    )
    tens, units = divmod(rest, 10)
    if 0 < rest < 20:
        parts.append(_LATVIAN_ORDINALS[rest - 1])
    elif rest:
        parts += [_LATVIAN_TENS[tens - 2]] + ([_LATVIAN_ORDINALS[units - 1]] if units else [])
    if not rest or (tens >= 2 and not units):
        parts[-1] += "ais"  # "simtais", "divdesmitais", "divtūkstošais"
    return " ".join(parts)


# Lithuanian: the stems of 1-19 and the tens, to which the ending the text writes ("3-ią", "2-ame", "50-ąsias") or
# the case asks for is added; the part before the last is the cardinal ("dvidešimt pirmas", "tūkstantis devyni
# šimtai devyniasdešimtųjų").
_LITHUANIAN_STEMS = [
    "pirm", "antr", "treč", "ketvirt", "penkt", "šešt", "septint", "aštunt", "devint", "dešimt", "vienuolikt",
    "dvylikt", "trylikt", "keturiolikt", "penkiolikt", "šešiolikt", "septyniolikt", "aštuoniolikt", "devyniolikt",
]  # fmt: skip
_LITHUANIAN_TENS = [
    "dvidešimt", "trisdešimt", "keturiasdešimt", "penkiasdešimt", "šešiasdešimt", "septyniasdešimt",
    "aštuoniasdešimt", "devyniasdešimt",
]  # fmt: skip


def lithuanian_ordinal(number: int, ending: str = "as") -> str | None:
    """ "trečią" (3, "ą"), "dvidešimt pirmas" (21), "tūkstantis devyni šimtai devyniasdešimtųjų" (1990, "ųjų")."""
    if not 0 < number < _MAX:
        return None
    last = number % 100
    if last == 0:
        return {100: f"šimt{ending}", 1000: f"tūkstant{ending}"}.get(number)
    step = last if last < 20 or last % 10 == 0 else last % 10
    stem = _LITHUANIAN_STEMS[step - 1] if step < 20 else _LITHUANIAN_TENS[step // 10 - 2]
    if stem.endswith("č") and not ending.startswith("i"):
        ending = "i" + ending  # "trečias", "trečią": the soft stem writes its i
    before = cardinal(number - step, "lt") if number > step else ""
    return f"{before} {stem}{ending}".strip()


# Estonian: the nominative and the genitive (the stem of the other cases) of 1-9; the teens and tens are built on
# the cardinal's first part ("kolmeteistkümnes", "kahekümnes"), and a compound says the tens' genitive before the
# unit's ordinal ("kahekümne esimene").
_ESTONIAN_UNITS = [
    ("esimene", "esimese"), ("teine", "teise"), ("kolmas", "kolmanda"), ("neljas", "neljanda"), ("viies", "viienda"),
    ("kuues", "kuuenda"), ("seitsmes", "seitsmenda"), ("kaheksas", "kaheksanda"), ("üheksas", "üheksanda"),
]  # fmt: skip
_ESTONIAN_PREFIXES = ["ühe", "kahe", "kolme", "nelja", "viie", "kuue", "seitsme", "kaheksa", "üheksa"]
# The endings of the cases a noun shows, on the genitive stem: "kolmandal korrusel".
_ESTONIAN_CASE_ENDINGS = {
    "genitive": "", "partitive": "t", "adessive": "l", "allative": "le", "ablative": "lt", "translative": "ks",
    "elative": "st", "inessive": "s",
}  # fmt: skip


def estonian_ordinal(number: int, case: str = "nominative") -> str | None:
    """ "kolmas"; in the genitive "kolmanda", the adessive "kolmandal", ...; "kahekümne neljandal" (24)."""
    if not 0 < number < 100:
        return None
    tens, units = divmod(number, 10)
    if number < 10:
        nominative, genitive = _ESTONIAN_UNITS[number - 1]
        if case == "partitive" and genitive.endswith("se"):
            return genitive[:-1] + "t"  # "esimest", "teist"
        return nominative if case == "nominative" else genitive + _ESTONIAN_CASE_ENDINGS.get(case, "")
    if tens > 1 and units:
        return f"{_ESTONIAN_PREFIXES[tens - 1]}kümne {estonian_ordinal(units, case)}"
    stem = f"{_ESTONIAN_PREFIXES[units - 1]}teist" if tens == 1 and units else _ESTONIAN_PREFIXES[tens - 1]
    stem = "kümne" if number == 10 else f"{stem}kümne"
    return f"{stem}s" if case == "nominative" else f"{stem}nda{_ESTONIAN_CASE_ENDINGS.get(case, '')}"


_OWN_ORDINALS: dict[str, Callable[[int], str | None]] = {
    "et": estonian_ordinal,
    "lv": _latvian_ordinal,
    "lt": lithuanian_ordinal,
}


@lru_cache(maxsize=1024)
def year(number: int, lang: str) -> str | None:
    """The year as the language reads it ("neunzehnhundertvierundachtzig"). Japanese and Vietnamese read a
    plain cardinal (num2words gives a Japanese era name)."""
    if lang in ("ja", "vi", "sv"):
        return cardinal(number, lang)
    return _words(number, lang, to="year") or cardinal(number, lang)


def decimal(integer: str, fraction: str | None, lang: str, gender: str | None = None) -> str | None:
    """A number from its digits: "12" and "5" is twelve point five in `lang`; a whole number takes `gender`.
    A whole part of more than MAX_DIGITS digits, or one written with a leading zero ("007"), is read digit by
    digit, and so is a fraction that long: any length of digits has words, in time linear in its length."""
    if len(integer) > MAX_DIGITS or (len(integer) > 1 and integer[0] == "0"):
        whole = digits(integer, lang)
    elif fraction is None:
        return cardinal(int(integer), lang, gender) or digits(integer, lang)
    elif lang in _WHOLE_WORDS and len(fraction) <= 3 and fraction.strip("0"):
        return _said_with_whole(int(integer), fraction, lang)
    elif lang in _DECIMALS_READ_WHOLE and len(fraction) <= MAX_DIGITS and fraction.strip("0"):
        words = _words(Decimal(f"{integer}.{fraction}"), lang)
        if words is not None:
            return words.replace("kettő egész", "két egész") if lang == "hu" else words
        whole = cardinal(int(integer), lang) or digits(integer, lang)
    elif lang in _FRACTION_AS_NUMBER and len(fraction) <= 3 and fraction.strip("0"):
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
    """A decimal with a declined word for "whole" (_WHOLE_WORDS); a fraction of one to three digits."""
    whole = attributive(cardinal(integer, lang) or digits(str(integer), lang), lang, "feminine")
    said = f"{whole} {_WHOLE_WORDS[lang][_whole_form(integer, lang)]}"
    number = int(fraction)
    if lang == "uk":
        one, many = _UKRAINIAN_DENOMINATORS[len(fraction) - 1]
        denominator = one if number % 10 == 1 and number % 100 != 11 else many
        return f"{said} {attributive(cardinal(number, lang) or fraction, lang, 'feminine')} {denominator}"
    zeros = len(fraction) - len(fraction.lstrip("0"))
    return " ".join([said, *[digits("0", lang)] * zeros, cardinal(number, lang) or digits(str(number), lang)])


def _whole_form(integer: int, lang: str) -> int:
    """Which of the five _WHOLE_WORDS forms a whole part takes."""
    if lang == "uk":  # by the last word: "двадцять одна ціла", "одинадцять цілих"
        integer = integer % 10 if integer % 100 not in range(11, 15) else 5
    elif lang == "sl" and integer >= 100:  # by the last two digits: "sto ena cela", "sto celih"
        integer = integer % 100 or 5
    return (0, 1, 2, 3, 3)[integer] if integer < 5 else 4


def digits(written: str, lang: str) -> str:
    """ASCII digits read one by one ("007": "null null sieben")."""
    words = _digit_words(lang)
    return " ".join(words[ord(char) - 48] for char in written)


@cache
def _digit_words(lang: str) -> tuple[str, ...]:
    return tuple(cardinal(value, lang) or str(value) for value in range(10))


def _point_word(lang: str) -> str:
    word = _POINT_WORDS.get(lang) or _RBNF_POINT_WORDS.get(lang) or CONVERTER_CLASSES[lang].pointword
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
    return " ".join(_spelt(words, lang).split()) or None
