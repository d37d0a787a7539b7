"""How languages say a fraction, the part they share: a language's home gives its words (the part names, its "and",
how it says "and a half"), and the families of languages that name a part alike share the grammar here.

    from handler.text.normalize.fractions import joined_by, slavic

    FRACTIONS = joined_by("cs", slavic("cs", CZECH_PARTS, CZECH_FORMS), "a", "{} a půl", one_and_a_half="jeden a půl")
    FRACTIONS.words(3, 4)       # "tři čtvrtiny"
    FRACTIONS.mixed(2, 1, 2)    # "dva a půl"

classes/fraction.py finds fractions and asks the language's home (its `fractions`) for the words.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from handler.text.normalize import numwords
from handler.text.normalize.counting import word_before
from handler.text.normalize.rules import Rule

# The fractions Unicode writes as one character, and their parts.
VULGAR = {
    "½": (1, 2), "⅓": (1, 3), "⅔": (2, 3), "¼": (1, 4), "¾": (3, 4), "⅕": (1, 5), "⅖": (2, 5), "⅗": (3, 5),
    "⅘": (4, 5), "⅙": (1, 6), "⅚": (5, 6), "⅐": (1, 7), "⅛": (1, 8), "⅜": (3, 8), "⅝": (5, 8), "⅞": (7, 8),
    "⅑": (1, 9), "⅒": (1, 10),
}  # fmt: skip

Words = Callable[[int, int], str | None]  # (numerator, denominator) -> the words
Mixed = Callable[[int, int, int], str | None]  # (whole, numerator, denominator) -> the words
Endings = tuple[tuple[str, str], ...]


@dataclass(frozen=True)
class Fractions:
    words: Words
    mixed: Mixed
    vulgar: Words | None = None  # a fraction written as one character ("½") where it is said otherwise
    # Whether a space follows the words, given the two characters after the fraction (a Korean counter stands apart).
    spaced_after: Callable[[str], bool] | None = None
    # What the words around a fraction's shape make it instead ("give it 8/10": out of ten; "1/4 past 3": a quarter
    # past three), tried before it is read as a fraction
    in_context: Sequence[Rule] = ()


def joined_by(
    lang: str,
    words: Words,
    joiner: str,
    half: str | None = None,
    vulgar: Words | None = None,
    *,
    one_and_a_half: str | None = None,
    whole_before: Endings = (),
    in_context: Sequence[Rule] = (),
) -> Fractions:
    """A language whose whole number and fraction are joined by `joiner` ("tres y tres cuartos"); `half` is how a
    whole number and a half are said ("{} y medio"), `one_and_a_half` its own word for 1½ ("másfél"), and
    `whole_before` the endings a whole number changes before a fraction ("kettő": "két és fél")."""

    def mixed(whole: int, numerator: int, denominator: int) -> str | None:
        whole_words = numwords.cardinal(whole, lang)
        if whole_words is None:
            return None
        if (numerator, denominator) == (1, 2) and whole == 1 and one_and_a_half:
            return one_and_a_half
        for old, new in whole_before:
            whole_words = re.sub(f"{old}$", new, whole_words)
        if half and (numerator, denominator) == (1, 2):
            return half.format(whole_words)
        said = words(numerator, denominator)
        return said and " ".join(filter(None, (whole_words, joiner, said)))

    return Fractions(words, mixed, vulgar, in_context=in_context)


Counted = Callable[[int, str, str, str], str | None]  # (number, its words, noun, word before) -> its form, or None
# A whole number and a half before a noun: "2 1/2 tazas", "1 ½ heure".
_HALF_BEFORE_NOUN = re.compile(
    r"(?P<whole>\d(?<![\w.,/-]\d)\d{0,2})(?:[ \u00a0]1/2|[ \u00a0]?½)[ \u00a0](?P<noun>[^\W\d_]{3,})(?!\w)"
)


def half_after_noun(lang: str, halves: tuple[str, str], feminine: Callable[[str], bool], counted: Counted) -> Rule:
    """A whole number and a half before a noun, the half said after the noun in its gender, as the Romance languages
    say it ("2 1/2 tazas": "dos tazas y media", "1 1/2 heure": "une heure et demie"); `halves` is the masculine and
    the feminine "and a half", `counted` the number in the noun's gender."""

    def say(match: re.Match[str]) -> str | None:
        whole, noun = int(match["whole"]), match["noun"]
        words = numwords.cardinal(whole, lang)
        if words is None or not noun.islower():
            return None
        is_feminine = feminine(noun)
        number = counted(whole, words, noun, "") or numwords.attributive(
            words, lang, "feminine" if is_feminine else "masculine"
        )
        space = "" if number.endswith("'") else " "  # Italian "un'ora e mezza"
        return f"{number}{space}{noun} {halves[is_feminine]}"

    return Rule("fraction", _HALF_BEFORE_NOUN, say)


def one_part_after_article(articles: str, say: Callable[[str, int], str | None], part: str = "") -> Rule:
    """A fraction of one part after the indefinite article, which is its "one" ("un 1/5 des places": "un cinquième",
    not "un un cinquième"); `say` (the article as written, the denominator) gives the words for both. Before the
    language's word for a part, written out ("una 1/3 parte"), the writer has named the share: another rule reads it."""
    written_part = rf"|[ \u00a0]{part}\b" if part else ""
    pattern = re.compile(
        rf"(?<!\w)(?P<article>{articles})[ \u00a0]1/(?P<denominator>\d{{1,2}})(?![\d/]{written_part})",
        re.IGNORECASE,
    )
    return Rule("fraction", pattern, lambda match: say(match["article"], int(match["denominator"])))


def article_for_one(words: Words, one: str) -> Callable[[str, int], str | None]:
    """`say` for one_part_after_article where the article stands for the part's `one` ("un", "um"): "un quarto"."""

    def say(article: str, denominator: int) -> str | None:
        said = words(1, denominator) if denominator > 2 else None
        return said and f"{article} {said.removeprefix(one + ' ')}"

    return say


def half_before_noun(half: Callable[[str], str | None], determiners: frozenset[str] = frozenset()) -> Rule:
    """A half written as a fraction before a noun, said as the language joins them ("1/2 litre": "un demi-litre");
    `half` gives the words from the noun, or None where the noun is not counted so. After one of `determiners`
    (lowercase) the half's own first word, its count, is not said ("le ½ litre": "le demi-litre")."""
    pattern = re.compile(r"(?<![\w.,/])(?:1/2|½)[ \u00a0](?P<noun>[^\W\d_]{3,})(?!\w)")

    def say(match: re.Match[str]) -> str | None:
        words = half(match["noun"]) if match["noun"].islower() else None
        if words and word_before(match.string, match.start()) in determiners:
            return words.partition(" ")[2] or words
        return words

    return Rule("fraction", pattern, say)


def but_half(half: str, words: Words) -> Words:
    """ "½" alone said as the everyday word for a half."""
    return lambda n, d: half if (n, d) == (1, 2) else words(n, d)


def glued(lang: str, words: Words, joiner: str) -> Mixed:
    """A whole number and a fraction with an unspaced or glued joiner: "ثلاثة وربع", "三と四分の一"."""
    return lambda w, n, d: (said := words(n, d)) and (whole := numwords.cardinal(w, lang)) and f"{whole}{joiner}{said}"


# Scandinavian: "en tredjedel", "två tredjedelar", "en halv". -----------------------------------------------------


def scandinavian(
    lang: str, one: str, half: str, halves: str, plural: str, part_ordinal: Callable[[int], str | None]
) -> Words:
    """`one` is the word for one part ("en"), `part_ordinal` names the part after its ordinal: "tredje" ->
    "tredjedel"."""

    def words(numerator: int, denominator: int) -> str | None:
        count = one if numerator == 1 else numwords.cardinal(numerator, lang)
        if denominator == 2:
            return f"{count} {half if numerator == 1 else halves}"
        ordinal = part_ordinal(denominator)
        return ordinal and f"{count} {ordinal}{'del' if numerator == 1 else plural}"

    return words


# Romance: "un tercio", "dos tercios", "tres onceavos", "due terzi". ------------------------------------------------


@dataclass(frozen=True)
class RomanceParts:
    parts: dict[int, str]  # a part's own name: 3 -> "tercio"
    one: str  # "one" before a part: "un", "um"
    counted: Callable[[str, bool], str] | None = None  # a part with no name: its cardinal counted ("onceavos")
    plural: Callable[[str], str] = lambda part: part if part.endswith("s") else part + "s"
    count: Callable[[str], str] = lambda words: words  # the count's form before a part ("veintiún")


def romance(lang: str, parts: RomanceParts) -> Words:
    def words(numerator: int, denominator: int) -> str | None:
        count = parts.one if numerator == 1 else numwords.cardinal(numerator, lang)
        if count and numerator > 1:
            count = parts.count(count)
        part = parts.parts.get(denominator)
        many = numerator > 1
        if part is None and parts.counted:
            cardinal = numwords.cardinal(denominator, lang)
            return None if cardinal is None else f"{count} {parts.counted(cardinal, many)}"
        if part is None:
            part = numwords.ordinal(denominator, lang)
            if part is None:
                return None
        return f"{count} {parts.plural(part) if many else part}"

    return words


# Slavic and Latvian: the part as a feminine noun ("třetina", "tři čtvrtiny", "pět osmin"). ---------------------------


@dataclass(frozen=True)
class SlavicParts:
    stems: dict[int, str]  # the part's stem: 3 -> "třetin"
    endings: tuple[str, str, str]  # singular, plural after 2-4, plural after 5 and more (genitive)
    one: str  # the feminine "one" and "two"
    two: str
    count: Callable[[int, str], str] = lambda number, words: words  # a count's form before the part
    many: Callable[[str], str] = lambda stem: stem  # the stem after 5 and more ("päť osmín")
    dual: bool = False  # "dve tretjini": Slovene's dual after 2
    plural_after_two: bool = False  # Latvian: one form for every plural


def slavic(lang: str, parts: SlavicParts) -> Words:
    singular, few, many = parts.endings

    def words(numerator: int, denominator: int) -> str | None:
        stem = parts.stems.get(denominator)
        count = parts.one if numerator == 1 else parts.two if numerator == 2 else numwords.cardinal(numerator, lang)
        if stem is None or count is None:
            return None
        count = parts.count(numerator, count)
        if parts.dual and numerator == 2:
            return f"{count} {stem}i"
        if numerator == 1:
            return f"{count} {stem}{singular}"
        if numerator in (2, 3, 4) or parts.plural_after_two:
            return f"{count} {stem}{few}"
        return f"{count} {parts.many(stem)}{many}"

    return words


# Russian and Ukrainian: "одна вторая", "две третьих" / "дві треті", "пять восьмых" / "п'ять восьмих". -------------


def east_slavic(lang: str, forms: Endings, part: Callable[[int, int, str], str]) -> Words:
    """`forms`: the feminine "one" and "two" for the masculine ones; `part(numerator, denominator, masculine)`: the
    part's form for the count, from its masculine ordinal."""

    def words(numerator: int, denominator: int) -> str | None:
        count = numwords.cardinal(numerator, lang)
        masculine = numwords.ordinal(denominator, lang)
        if count is None or masculine is None:
            return None
        for masculine_count, feminine_count in forms:
            count = re.sub(rf"{masculine_count}$", feminine_count, count)
        return f"{count} {part(numerator, denominator, masculine)}"

    return words
