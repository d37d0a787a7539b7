"""Fractions: "1/2", "3/4", "3 3/4", "½", "2½", read as each language names the parts.

    from handler.text.normalize.classes import fraction

    apply_rules(AlignedText.of("Add 3/4 cup."), fraction.rules("en"), "en").text    # "Add three quarters cup."
    apply_rules(AlignedText.of("1/2 litro"), fraction.rules("es"), "es").text       # "un medio litro"

A slash between two numbers is a fraction when the numerator is the smaller number (or the denominator is 2, 3
or 4: "3/2" is three halves); "24/7", "50/50" and "1/2/2024" are not (dates and ranges run before this class).
Each language has a function from (numerator, denominator) to words and one for a whole number and a
fraction; a reading the language's tables cannot give (a Lithuanian eleventh) is left as written.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import lru_cache

from handler.text.normalize import en_words, ko_words, numwords
from handler.text.normalize.classes.abbreviation import sentence_cased
from handler.text.normalize.languages import home
from handler.text.normalize.rules import Rule

_VULGAR = {
    "½": (1, 2), "⅓": (1, 3), "⅔": (2, 3), "¼": (1, 4), "¾": (3, 4), "⅕": (1, 5), "⅖": (2, 5), "⅗": (3, 5),
    "⅘": (4, 5), "⅙": (1, 6), "⅚": (5, 6), "⅐": (1, 7), "⅛": (1, 8), "⅜": (3, 8), "⅝": (5, 8), "⅞": (7, 8),
    "⅑": (1, 9), "⅒": (1, 10),
}  # fmt: skip
_VULGAR_CLASS = "[" + "".join(_VULGAR) + "]"
# A whole number, then a fraction written with a slash (or the fraction slash) or as one character.
_PATTERN = re.compile(
    rf"(?:(?P<whole>\d(?<![\w.,/-]\d)\d{{0,5}})[ \u00a0]?(?=\d+[/⁄]\d|{_VULGAR_CLASS}))?"
    rf"(?:(?P<num>\d(?<![\w.,/]\d)\d{{0,2}})[/⁄](?P<den>\d{{1,4}})(?![\w/⁄]|[.,]\d)|(?P<char>{_VULGAR_CLASS}))"
)
_NOUN_AFTER = re.compile(r"[ \u00a0]([^\W\d_]{2,})")  # the word a half measures: "1/2 litru"
# Kana, kanji and Hangul are word characters to `\w`, but a number touching them still starts and ends there.
_UNSPACED_BOUNDARIES = frozenset({"ja", "ko"})
Words = Callable[[int, int], str | None]  # (numerator, denominator) -> the words
Mixed = Callable[[int, int, int], str | None]  # (whole, numerator, denominator) -> the words


@lru_cache(maxsize=64)
def rules(lang: str) -> tuple[Rule, ...]:
    """The rules of this class for `lang` (empty where it has none)."""
    language = _LANGUAGES.get(lang)
    if language is None:
        return ()
    pattern = re.compile(_PATTERN.pattern, re.ASCII) if lang in _UNSPACED_BOUNDARIES else _PATTERN

    def say(match: re.Match[str]) -> str | None:
        words = _say(match, lang, *language)
        return words and _spaced_before_counter(match, sentence_cased(match, words, lang), lang)

    return (Rule("fraction", pattern, say),)


def fraction_words(numerator: int, denominator: int, lang: str, whole: int | None = None) -> str | None:
    """A fraction ("3/4") or a whole number and a fraction ("2 1/2") as `lang` says it; None where it has no
    words for fractions (SSML's say-as reads through this too)."""
    language = _LANGUAGES.get(lang)
    if language is None:
        return None
    words, mixed, _ = language
    return words(numerator, denominator) if whole is None else mixed(whole, numerator, denominator)


def _say(match: re.Match[str], lang: str, words: Words, mixed: Mixed, vulgar: Words | None) -> str | None:
    if match["char"]:
        numerator, denominator = _VULGAR[match["char"]]
    else:
        numerator, denominator = int(match["num"]), int(match["den"])
        if denominator < 2 or numerator < 1 or (numerator >= denominator and (denominator > 4 or numerator > 9)):
            return None  # "24/7", "50/50", "1/1": not fractions anyone reads as such
    if match["whole"] is None:
        counting, noun = home(lang).counting, _NOUN_AFTER.match(match.string, match.end())
        half = (numerator, denominator) == (1, 2) and noun and counting and counting.half
        if half and noun and (said := half(noun[1].lower())):
            return said  # "1/2 litru": "půl litru"
        return (vulgar or words)(numerator, denominator) if match["char"] else words(numerator, denominator)
    if numerator >= denominator:
        return None
    return mixed(int(match["whole"]), numerator, denominator)


def _cardinal(number: int, lang: str) -> str | None:
    if lang == "en":
        return en_words.cardinal(number)
    if lang == "ko":
        return ko_words.sino(number)
    return numwords.cardinal(number, lang)


# The words for one and a half, and the form a whole number takes before a fraction ("két és fél").
_ONE_AND_A_HALF = {(1, "hu"): "másfél", (1, "pl"): "półtora", (1, "da"): "halvanden", (1, "cs"): "jeden a půl"}
_WHOLE_BEFORE_FRACTION = {"sv": (("ett", "en"),), "da": (("et", "en"),), "hu": (("kettő", "két"),)}


def _language(
    lang: str, words: Words, joiner: str, half: str | None = None, vulgar: Words | None = None
) -> tuple[Words, Callable[[int, int, int], str | None], Words | None]:
    """A language whose whole number and fraction are joined by `joiner` ("drei y tres cuartos"); `half` is
    how a whole number and a half are said ("{} y medio")."""

    def mixed(whole: int, numerator: int, denominator: int) -> str | None:
        whole_words = _cardinal(whole, lang)
        if whole_words is None:
            return None
        if (numerator, denominator) == (1, 2) and (whole, lang) in _ONE_AND_A_HALF:
            return _ONE_AND_A_HALF[whole, lang]
        for old, new in _WHOLE_BEFORE_FRACTION.get(lang, ()):
            whole_words = re.sub(f"{old}$", new, whole_words)
        if half and (numerator, denominator) == (1, 2):
            return half.format(whole_words)
        said = words(numerator, denominator)
        return said and " ".join(filter(None, (whole_words, joiner, said)))

    return words, mixed, vulgar


# English -----------------------------------------------------------------------------------------------------


def _english(numerator: int, denominator: int) -> str:
    many = numerator != 1  # "zero fifths", as "two fifths"
    if denominator == 2:
        part = "halves" if many else "half"
    elif denominator == 4:
        part = "quarters" if many else "quarter"
    else:  # "one hundredth", not "one one hundredth"
        part = en_words.ordinal(denominator).removeprefix("one ") + ("s" if many else "")
    return f"{en_words.cardinal(numerator)} {part}"


def _english_mixed(whole: int, numerator: int, denominator: int) -> str:
    if denominator in (2, 4) and numerator == 1:
        return f"{en_words.cardinal(whole)} and a {'half' if denominator == 2 else 'quarter'}"
    return f"{en_words.cardinal(whole)} and {_english(numerator, denominator)}"


# German, Dutch, Scandinavian -------------------------------------------------------------------------------------


def _german(numerator: int, denominator: int) -> str | None:
    count = "ein" if numerator == 1 else numwords.cardinal(numerator, "de")
    if denominator == 2:
        return f"{count} halb" if numerator == 1 else f"{count} Halbe"
    ordinal = numwords.ordinal(denominator, "de")
    return ordinal and f"{count} {ordinal[:-1].capitalize()}el"  # "dritte" -> "Drittel"


def _german_mixed(number: int, numerator: int, denominator: int) -> str | None:
    whole = numwords.cardinal(number, "de")
    if whole is None:
        return None
    if (numerator, denominator) == (1, 2):
        return ("ein" if whole == "eins" else whole) + "einhalb"  # "dreieinhalb", "eineinhalb"
    said = _german(numerator, denominator)
    return said and f"{whole} {said}"


def _dutch(numerator: int, denominator: int) -> str | None:
    count = "een" if numerator == 1 else numwords.cardinal(numerator, "nl")
    if denominator == 2:
        return f"{count} {'half' if numerator == 1 else 'halve'}"
    part = "kwart" if denominator == 4 else numwords.ordinal(denominator, "nl")
    return part and f"{count} {part}"


def _dutch_mixed(number: int, numerator: int, denominator: int) -> str | None:
    whole = numwords.cardinal(number, "nl")
    if whole is None:
        return None
    if (numerator, denominator) == (1, 2):
        return "anderhalf" if number == 1 else f"{whole}{'ën' if whole.endswith('e') else 'en'}half"
    said = _dutch(numerator, denominator)
    return said and f"{whole} en {said}"


def _scandinavian(lang: str) -> Words:
    half, halves, plural = ("halv", "halva", "delar") if lang == "sv" else ("halv", "halve", "dele")

    def words(numerator: int, denominator: int) -> str | None:
        count = "en" if numerator == 1 else numwords.cardinal(numerator, lang)
        if denominator == 2:
            return f"{count} {half if numerator == 1 else halves}"
        ordinal = _scandinavian_ordinal(denominator, lang)
        return ordinal and f"{count} {ordinal}{'del' if numerator == 1 else plural}"

    return words


def _scandinavian_ordinal(number: int, lang: str) -> str | None:
    """The ordinal a fraction's part is named after: "tredje" -> "tredjedel", "tionde" -> "tiondel"."""
    if lang == "sv":
        words = numwords.spelled_ordinal(number, "sv", "spellout-ordinal-reale")
        words = words and re.sub(r"^ett(?=hundra|tusen)", "", words)
        return words[:-2] if words and words.endswith(("onde", "hundrade", "tusende")) else words
    words = numwords.spelled_ordinal(number, "da", "spellout-ordinal-common")
    return words and re.sub(r"^et(?=hundred|tusind)", "", words).replace("hundredede", "hundrede")


# Romance languages ---------------------------------------------------------------------------------------------

_ROMANCE_PARTS = {
    "es": {2: "medio", 3: "tercio", 4: "cuarto", 5: "quinto", 6: "sexto", 7: "séptimo", 8: "octavo", 9: "noveno",
           10: "décimo", 100: "centésimo", 1000: "milésimo"},
    "pt": {2: "meio", 3: "terço", 4: "quarto", 5: "quinto", 6: "sexto", 7: "sétimo", 8: "oitavo", 9: "nono",
           10: "décimo", 100: "centésimo", 1000: "milésimo"},
    "fr": {2: "demi", 3: "tiers", 4: "quart"},
    "it": {2: "mezzo", 3: "terzo", 4: "quarto"},
}  # fmt: skip
_ROMANCE_ONE = {"es": "un", "pt": "um", "fr": "un", "it": "un"}


def _romance(lang: str) -> Words:
    def words(numerator: int, denominator: int) -> str | None:
        count = _ROMANCE_ONE[lang] if numerator == 1 else numwords.cardinal(numerator, lang)
        if count and lang == "es":
            count = re.sub(r"uno$", "ún", count) if numerator > 1 else count
        part = _ROMANCE_PARTS[lang].get(denominator)
        many = numerator > 1
        if part is None and lang in ("es", "pt"):
            cardinal = numwords.cardinal(denominator, lang)
            if cardinal is None:
                return None
            return f"{count} {cardinal}avo{'s' if many else ''}" if lang == "es" else f"{count} {cardinal} avos"
        if part is None:
            part = numwords.ordinal(denominator, lang)
            if part is None:
                return None
        if many:
            part = part if part.endswith("s") else part[:-1] + "i" if lang == "it" else part + "s"
        return f"{count} {part}"

    return words


# Slavic and Baltic languages -------------------------------------------------------------------------------------

# The part's name as a noun: singular, the plural after 2-4, the plural after 5 and more (genitive).
_SLAVIC_PARTS = {
    "cs": {2: "polovin", 3: "třetin", 4: "čtvrtin", 5: "pětin", 6: "šestin", 7: "sedmin", 8: "osmin", 9: "devítin",
           10: "desetin", 100: "setin", 1000: "tisícin"},
    "sk": {2: "polovic", 3: "tretin", 4: "štvrtin", 5: "pätin", 6: "šestin", 7: "sedmin", 8: "osmin", 9: "devätin",
           10: "desatin", 100: "stotin", 1000: "tisícin"},
    "hr": {2: "polovin", 3: "trećin", 4: "četvrtin", 5: "petin", 6: "šestin", 7: "sedmin", 8: "osmin", 9: "devetin",
           10: "desetin", 100: "stotin", 1000: "tisućin"},
    "sl": {2: "polovic", 3: "tretjin", 4: "četrtin", 5: "petin", 6: "šestin", 7: "sedmin", 8: "osmin", 9: "devetin",
           10: "desetin", 100: "stotin", 1000: "tisočin"},
    "lv": {2: "otrdaļ", 3: "trešdaļ", 4: "ceturtdaļ", 5: "piektdaļ", 6: "sestdaļ", 7: "septītdaļ", 8: "astotdaļ",
           9: "devītdaļ", 10: "desmitdaļ", 100: "simtdaļ"},
}  # fmt: skip
# Singular ending, plural after 2-4, plural after 5 and more (genitive); and the feminine "one" and "two".
_SLAVIC_FORMS = {
    "cs": (("a", "y", ""), "jedna", "dvě"),
    "sk": (("a", "y", ""), "jedna", "dve"),
    "hr": (("a", "e", "a"), "jedna", "dvije"),
    "sl": (("a", "e", ""), "ena", "dve"),
    "lv": (("a", "as", "as"), "viena", "divas"),
}


def _slavic(lang: str) -> Words:
    (singular, few, many), one, two = _SLAVIC_FORMS[lang]

    def words(numerator: int, denominator: int) -> str | None:
        stem = _SLAVIC_PARTS[lang].get(denominator)
        count = one if numerator == 1 else two if numerator == 2 else numwords.cardinal(numerator, lang)
        if stem is None or count is None:
            return None
        if lang == "sl" and numerator == 2:
            return f"{count} {stem}i"  # the dual: "dve tretjini"
        if lang == "lv":
            if numerator > 2:
                count = _LATVIAN_FEMININE.get(numerator, count)
            return f"{count} {stem}{singular if numerator == 1 else few}"
        if numerator == 1:
            return f"{count} {stem}{singular}"
        if numerator in (2, 3, 4):
            return f"{count} {stem}{few}"
        if lang == "sk":  # the genitive plural lengthens its last vowel: "päť osmín", "tri polovíc"
            stem = stem[: stem.rfind("i")] + "í" + stem[stem.rfind("i") + 1 :]
        return f"{count} {stem}{many}"

    return words


_LATVIAN_FEMININE = {3: "trīs", 4: "četras", 5: "piecas", 6: "sešas", 7: "septiņas", 8: "astoņas", 9: "deviņas"}


def _east_slavic(lang: str) -> Words:
    """Russian and Ukrainian: "одна вторая", "две третьих" / "дві треті", "пять восьмых" / "п'ять восьмих"."""

    def words(numerator: int, denominator: int) -> str | None:
        count = _feminine_count(numerator, lang)
        masculine = numwords.ordinal(denominator, lang)
        if count is None or masculine is None:
            return None
        singular = numerator % 10 == 1 and numerator % 100 != 11
        if lang == "ru":
            from num2words import num2words

            if singular:
                part = num2words(denominator, lang="ru", to="ordinal", gender="f")
            else:
                part = num2words(denominator, lang="ru", to="ordinal", case="genitive", plural=True)
            return f"{count} {part}"
        stem, soft = masculine[:-2], masculine.endswith("ій")
        if singular:
            part = stem + ("я" if soft else "а")
        elif 2 <= numerator % 10 <= 4 and not 12 <= numerator % 100 <= 14:
            part = stem + "і"
        else:
            part = stem + ("іх" if soft else "их")
        return f"{count} {part}"

    return words


def _feminine_count(number: int, lang: str) -> str | None:
    words = numwords.cardinal(number, lang)
    if words is None:
        return None
    forms = {"ru": (("один", "одна"), ("два", "две")), "uk": (("один", "одна"), ("два", "дві"))}[lang]
    for masculine, feminine in forms:
        words = re.sub(rf"{masculine}$", feminine, words)
    return words


def _polish(numerator: int, denominator: int) -> str | None:
    count = {1: "jedna", 2: "dwie"}.get(numerator) or numwords.cardinal(numerator, "pl")
    masculine = numwords.ordinal(denominator, "pl")
    if count is None or masculine is None:
        return None
    # "trzeci": trzecia, trzecie, trzecich; "drugi": druga, drugie, drugich; "ósmy": ósma, ósme, ósmych
    stem, last = masculine[:-1], masculine[-1]
    soft = last == "i" and not stem.endswith(("g", "k"))
    if numerator == 1:
        part = stem + ("ia" if soft else "a")
    elif numerator in (2, 3, 4):
        part = stem + ("ie" if last == "i" else "e")
    else:
        part = stem + ("ich" if last == "i" else "ych")
    return f"{count} {part}"


def _bulgarian(numerator: int, denominator: int) -> str | None:
    count = {1: "една", 2: "две"}.get(numerator) or numwords.cardinal(numerator, "bg")
    part = numwords.spelled_ordinal(denominator, "bg", "spellout-ordinal-feminine")
    if count is None or part is None:
        return None
    return f"{count} {part if numerator == 1 else part[:-1] + 'и'}"


_LITHUANIAN_PARTS = {
    2: "antr", 3: "treči", 4: "ketvirt", 5: "penkt", 6: "šešt", 7: "septint", 8: "aštunt", 9: "devint", 10: "dešimt",
}  # fmt: skip
_LITHUANIAN_COUNTS = ("", "viena", "dvi", "trys", "keturios", "penkios", "šešios", "septynios", "aštuonios", "devynios")


def _lithuanian(numerator: int, denominator: int) -> str | None:
    stem = _LITHUANIAN_PARTS.get(denominator)
    if stem is None or numerator > 9:
        return None
    return f"{_LITHUANIAN_COUNTS[numerator]} {stem}{'oji' if numerator == 1 else 'osios'}"


# Other languages -----------------------------------------------------------------------------------------------------


def _finnish(numerator: int, denominator: int) -> str | None:
    count = numwords.cardinal(numerator, "fi")
    part = "kahdes" if denominator == 2 else numwords.ordinal(denominator, "fi")
    if count is None or part is None:
        return None
    return f"{count} {part}osa{'a' if numerator > 1 else ''}"


_ESTONIAN_PARTS = {
    2: "kahendik", 3: "kolmandik", 4: "neljandik", 5: "viiendik", 6: "kuuendik", 7: "seitsmendik", 8: "kaheksandik",
    9: "üheksandik", 10: "kümnendik", 100: "sajandik", 1000: "tuhandik",
}  # fmt: skip


def _estonian(numerator: int, denominator: int) -> str | None:
    count, part = numwords.cardinal(numerator, "et"), _ESTONIAN_PARTS.get(denominator)
    if count is None or part is None:
        return None
    return f"{count} {part}{'ku' if numerator > 1 else ''}"


_ROMANIAN_PARTS = {
    2: "doim", 3: "treim", 4: "pătrim", 5: "cincim", 6: "șesim", 7: "șeptim", 8: "optim", 9: "noim", 10: "zecim",
    100: "sutim", 1000: "miim",
}  # fmt: skip


def _romanian(numerator: int, denominator: int) -> str | None:
    count = {1: "o", 2: "două"}.get(numerator) or numwords.cardinal(numerator, "ro")
    part = _ROMANIAN_PARTS.get(denominator)
    if count is None or part is None or numerator >= 20:
        return None
    return f"{count} {part}{'e' if numerator == 1 else 'i'}"


_HUNGARIAN_PARTS = {2: "ketted"}


def _hungarian(numerator: int, denominator: int) -> str | None:
    count = numwords.cardinal(numerator, "hu")
    part = _HUNGARIAN_PARTS.get(denominator) or (numwords.ordinal(denominator, "hu") or "").removesuffix("ik")
    if count is None or not part:
        return None
    return re.sub(r"kettő$", "két", count) + part  # one word: "háromnegyed", "kétharmad"


def _turkish(numerator: int, denominator: int) -> str | None:
    part, count = numwords.cardinal(denominator, "tr"), numwords.cardinal(numerator, "tr")
    if part is None or count is None:
        return None
    vowels = [char for char in part if char in "aıoueiöü"]
    vowel = "a" if vowels and vowels[-1] in "aıou" else "e"
    consonant = "t" if part[-1] in "çfhkpsşt" else "d"
    return f"{part}{consonant}{vowel} {count}"  # "dörtte üç": "three in four"


def _greek(numerator: int, denominator: int) -> str | None:
    count = numwords.cardinal(numerator, "el")
    part = numwords.spelled_ordinal(denominator, "el", "spellout-ordinal-neuter")
    if count is None or part is None:
        return None
    part = re.sub(r"όγδο$", "όγδοο", part)  # CLDR's neuter of "όγδοος" drops a letter
    return f"{count} {part if numerator == 1 else part[:-1] + 'α'}"


_ARABIC_PARTS = {
    2: ("نصف", "نصفان", "أنصاف"), 3: ("ثلث", "ثلثان", "أثلاث"), 4: ("ربع", "ربعان", "أرباع"),
    5: ("خمس", "خمسان", "أخماس"), 6: ("سدس", "سدسان", "أسداس"), 7: ("سبع", "سبعان", "أسباع"),
    8: ("ثمن", "ثمنان", "أثمان"), 9: ("تسع", "تسعان", "أتساع"), 10: ("عشر", "عشران", "أعشار"),
}  # fmt: skip


def _arabic(numerator: int, denominator: int) -> str | None:
    forms = _ARABIC_PARTS.get(denominator)
    if forms is None or numerator > 10:
        count, part = numwords.cardinal(numerator, "ar"), numwords.cardinal(denominator, "ar")
        return count and part and f"{count} على {part}"
    if numerator <= 2:
        return forms[numerator - 1]
    count = numwords.cardinal(numerator, "ar")
    return count and f"{count} {forms[2]}"


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


def _japanese(numerator: int, denominator: int) -> str | None:
    count, part = numwords.cardinal(numerator, "ja"), numwords.cardinal(denominator, "ja")
    return count and part and f"{part}分の{count}"


def _korean(numerator: int, denominator: int) -> str:
    return f"{ko_words.sino(denominator)}분의 {ko_words.sino(numerator)}"


# Particles and the copula stay on the number ("삼분의 일이", "이분의 일입니다"); anything else is a counter.
_KOREAN_PARTICLES = (
    "이",
    "가",
    "을",
    "를",
    "은",
    "는",
    "의",
    "에",
    "와",
    "과",
    "도",
    "만",
    "로",
    "으로",
    "입",
    "였",
    "다",
)


def _spaced_before_counter(match: re.Match[str], words: str, lang: str) -> str:
    """Korean rules place their own spaces: a counter after a fraction stands apart ("사분의 삼 컵")."""
    following = match.string[match.end() : match.end() + 2]
    counter = following[:1].isalnum() and not following.isascii() and not following.startswith(_KOREAN_PARTICLES)
    return f"{words} " if lang == "ko" and counter else words


def _korean_mixed(number: int, numerator: int, denominator: int) -> str:
    whole = ko_words.sino(number)
    particle = "와" if whole[-1] in "이사오구" else "과"  # after a vowel, 와; after a consonant, 과
    return f"{whole}{particle} {_korean(numerator, denominator)}"


def _vietnamese(numerator: int, denominator: int) -> str | None:
    count = numwords.cardinal(numerator, "vi")
    part = {4: "tư", 100: "trăm", 1000: "nghìn"}.get(denominator) or numwords.cardinal(denominator, "vi")
    return count and part and f"{count} phần {part}"


def _indonesian(numerator: int, denominator: int) -> str | None:
    count, part = numwords.cardinal(numerator, "id"), numwords.cardinal(denominator, "id")
    return count and part and f"{count} per {part}"


def _build() -> dict[str, tuple[Words, Mixed, Words | None]]:
    def but_half(half: str, words: Words) -> Words:  # "½" alone said as the everyday word for a half
        return lambda n, d: half if (n, d) == (1, 2) else words(n, d)

    def joined(lang: str, words: Words, joiner: str) -> Mixed:  # unspaced or glued joiners: "ثلاثة وربع", "三と"
        return lambda w, n, d: (said := words(n, d)) and (whole := _cardinal(w, lang)) and f"{whole}{joiner}{said}"

    return {
        "en": (_english, _english_mixed, None),
        "de": (_german, _german_mixed, None),
        "nl": (_dutch, _dutch_mixed, None),
        "sv": _language("sv", _scandinavian("sv"), "och", "{} och en halv"),
        "da": _language("da", _scandinavian("da"), "og", "{} og en halv"),
        "es": _language("es", _romance("es"), "y", "{} y medio"),
        "pt": _language("pt", _romance("pt"), "e", "{} e meio"),
        "fr": _language("fr", _romance("fr"), "et", "{} et demi"),
        "it": _language("it", _romance("it"), "e", "{} e mezzo"),
        "cs": _language("cs", _slavic("cs"), "a", "{} a půl"),
        "sk": _language("sk", _slavic("sk"), "a", "{} a pol"),
        "hr": _language("hr", _slavic("hr"), "i", "{} i pol"),
        "sl": _language("sl", _slavic("sl"), "in", "{} in pol"),
        "lv": _language("lv", _slavic("lv"), "un", "{} ar pusi", but_half("puse", _slavic("lv"))),
        "lt": _language("lt", _lithuanian, "ir", "{} su puse", but_half("pusė", _lithuanian)),
        "ru": _language("ru", _east_slavic("ru"), "и", "{} с половиной"),
        "uk": _language("uk", _east_slavic("uk"), "і", "{} з половиною"),
        "pl": _language("pl", _polish, "i", "{} i pół"),
        "bg": _language("bg", _bulgarian, "и", "{} и половина"),
        "fi": _language("fi", _finnish, "ja", "{} ja puoli"),
        "et": _language("et", _estonian, "ja", "{} ja pool", but_half("pool", _estonian)),
        "ro": _language("ro", _romanian, "și", "{} și jumătate"),
        "hu": _language("hu", _hungarian, "és", "{} és fél", but_half("fél", _hungarian)),
        "tr": _language("tr", _turkish, "tam", "{} buçuk", but_half("yarım", _turkish)),
        "el": _language("el", _greek, "και", "{} και μισό", but_half("μισό", _greek)),
        "id": _language("id", _indonesian, "", "{} setengah", but_half("setengah", _indonesian)),
        "vi": _language("vi", _vietnamese, "và", "{} rưỡi"),
        "ar": (_arabic, joined("ar", _arabic, " و"), None),
        "hi": (_hindi, _hindi_mixed, lambda n, d: _HINDI_EVERYDAY.get((n, d)) or _hindi(n, d)),
        "ja": (_japanese, joined("ja", _japanese, "と"), None),
        "ko": (_korean, _korean_mixed, None),
    }


_LANGUAGES = _build()
