"""Roman numerals, the part languages share: a numeral's value, what stands around it (a Numeral, which a language's
home reads to say it), and the ways families of languages say one.

    from handler.text.normalize.roman_numerals import RomanNumerals, capitalised_ordinal, words

    CHAPTERS = words("rozdział część tom akt")
    ROMAN = RomanNumerals(capitalised_ordinal("pl", CHAPTERS), chapters=CHAPTERS)
    ROMAN.say(numeral)      # "Drugi" after "Jan Paweł", "cztery" after "rozdział"

classes/roman.py finds the numerals where the words around them make them numbers (a chapter's word before, a
century's word before or after, a monarch's name before) and asks the language's home (its `roman`) for the words.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

from handler.text.normalize import numwords
from handler.text.normalize.rules import Rule

_VALUES = {"I": 1, "V": 5, "X": 10, "L": 50, "C": 100, "D": 500, "M": 1000}
_CANONICAL = re.compile(r"M{0,3}(?:CM|CD|D?C{0,3})(?:XC|XL|L?X{0,3})(?:IX|IV|V?I{0,3})")
_UNICODE = {chr(0x2160 + index): value for index, value in enumerate((1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12))}

# What may follow an ordinal period written after the numeral ("Ludwig XIV. starb", "IV. Béla"): a lowercase word
# only, so a sentence still ends after "Ludwig XIV.", or, where the ordinal stands before its word, any word.
BEFORE_LOWERCASE = r"[ \u00a0]+[a-zà-ÿčćšžđ]"
BEFORE_ANY_WORD = r"[ \u00a0]+[^\W\d_]"


def value(numeral: str) -> int | None:
    """The numeral's value ("XIV": 14, "Ⅻ": 12); None where it is not a well-formed numeral ("IIII", "MIX" is)."""
    if numeral in _UNICODE:
        return _UNICODE[numeral]
    if not _CANONICAL.fullmatch(numeral):
        return None
    total = 0
    for char, following in zip(numeral, numeral[1:] + " ", strict=True):
        worth = _VALUES[char]
        total += -worth if following != " " and _VALUES[following] > worth else worth
    return total


def words(text: str) -> frozenset[str]:
    return frozenset(text.split())


@dataclass(frozen=True)
class Numeral:
    """A numeral and what stands around it."""

    numeral: str
    value: int
    earlier: str  # the word before `before`, lowercased ("w XX wieku", "unter Ludwig XIV.")
    before: str  # the word before the numeral, as written
    after: str  # the word after it
    suffix: str  # an ordinal suffix written on it (French "e", "er", "ère")
    dotted: bool  # written with the ordinal period ("XIX. század", "Ludwig XIV.")
    after_name: bool  # after a monarch's or pope's name
    feminine: bool  # after a queen's name
    heading: bool = False  # a heading's number: a line of its own ("XXIII.") or after a word in capitals

    @property
    def word_before(self) -> str:
        return self.before.lower()


Say = Callable[[Numeral], str | None]


@dataclass(frozen=True)
class RomanNumerals:
    """How a language writes and says roman numerals."""

    say: Say | None = None  # the words for a numeral; None where the language has only `more`
    chapters: frozenset[str] = frozenset()  # words before a numeral that make it a count, lowercase ("kapitel")
    centuries: frozenset[str] = frozenset()  # a century's word before or after its numeral ("siglo", "век")
    # A century's word written short before its numeral, and said in full ("s. XIX": "siglo diecinueve").
    centuries_short: Mapping[str, str] = field(default_factory=dict)
    nouns: tuple[str, ...] = ()  # the stems of other nouns a numeral stands before and counts ("nodaļ": "IV nodaļu")
    monarchs: frozenset[str] = frozenset()  # the names whose "I", "V" or "X" is read ("Henri IV", "Anna I")
    queens: frozenset[str] = frozenset()  # the names whose ordinal is feminine
    feminine_endings: tuple[str, ...] = ()  # the endings of a name that make it feminine ("Anna", "Екатерина")
    period: str = ""  # what may follow an ordinal period after a numeral (BEFORE_LOWERCASE), "": none is written
    suffixes: str = ""  # the ordinal suffixes written on a numeral (a regular expression: "e|er|ère")
    headings: bool = False  # a numeral heading a line is a number ("CHAPTER XIV.", "XXIII.")
    more: Callable[[], tuple[Rule, ...]] | None = None  # the language's other rules, run first ("vol. ii", "第II章")

    def counts(self, numeral: Numeral) -> bool:
        """Whether the words around the numeral make it a count: a chapter's word before, a century's or counted
        noun after ("IV nodaļu", "XXI век")."""
        after = numeral.after.lower()
        return numeral.word_before in self.chapters or after in self.centuries or after.startswith(self.nouns)


def capitalised(said: str | None) -> str | None:
    return said and said[:1].upper() + said[1:]


def cardinal(number: int, lang: str) -> str | None:
    return numwords.cardinal(number, lang)


# Families -----------------------------------------------------------------------------------------------------------


def ordinal_up_to_ten(lang: str, chapters: frozenset[str], centuries: frozenset[str], war: str) -> Say:
    """Ordinals up to ten, cardinals above, after a name or a century's word ("Felipe segundo", "Alfonso trece",
    "siglo quinto", "siglo veintiuno"); a chapter is the cardinal; `war` takes the feminine ordinal before it
    ("la II Guerra Mundial")."""

    def say(numeral: Numeral) -> str | None:
        small = numeral.value <= 10
        if numeral.word_before in chapters:
            return cardinal(numeral.value, lang)
        if numeral.word_before in centuries or numeral.after_name:
            ordinal = numwords.ordinal(numeral.value, lang, feminine=numeral.feminine)
            return ordinal if small else cardinal(numeral.value, lang)
        if numeral.after.lower() == war and small:
            return numwords.ordinal(numeral.value, lang, feminine=True)
        return None

    return say


def article_ordinal(lang: str, article: str, chapters: frozenset[str]) -> Say:
    """A regnal number is the ordinal after an article, capitalised ("Christian den Fjerde", "Willem de Eerste");
    a chapter the cardinal."""

    def say(numeral: Numeral) -> str | None:
        if numeral.word_before in chapters:
            return cardinal(numeral.value, lang)
        if numeral.after_name:
            ordinal = numwords.ordinal(numeral.value, lang)
            return ordinal and f"{article} {ordinal.capitalize()}"
        return None

    return say


def nominative_ordinal(lang: str) -> Say:
    return lambda numeral: numwords.ordinal(numeral.value, lang)


def in_case(agreeing: Callable[[int, str, str], str | None]) -> Say:
    """The ordinal in the gender and case of the noun after it, as the home's `agreeing_ordinal` (number, noun, the
    word before) says it ("v XXI. století": "v dvacátém prvním století")."""
    return lambda numeral: agreeing(numeral.value, numeral.after, numeral.before)


def capitalised_ordinal(
    lang: str,
    chapters: frozenset[str],
    centuries: frozenset[str] = frozenset(),
    *,
    chapter: Say | None = None,
    century: Say | None = None,
) -> Say:
    """A regnal number is the ordinal, written with a capital ("Jan Paweł Drugi", "Kaarle Kahdestoista"); a century
    is the ordinal (`century` says one before its century's word: "XXI век"); a chapter the cardinal, or as
    `chapter` says it."""

    def say(numeral: Numeral) -> str | None:
        if numeral.word_before in chapters:
            return chapter(numeral) if chapter else cardinal(numeral.value, lang)
        if numeral.word_before in centuries:
            return numwords.ordinal(numeral.value, lang)
        if numeral.after in centuries:
            return (century or nominative_ordinal(lang))(numeral)
        if numeral.after_name:
            return capitalised(numwords.ordinal(numeral.value, lang, feminine=numeral.feminine))
        return None

    return say


def ordinal_before_word(lang: str) -> Say:
    """The ordinal, where it is written before its word with a period: "XIX. század", "IV. Béla"."""
    return lambda numeral: numwords.ordinal(numeral.value, lang) if numeral.dotted else None


def before_its_noun(
    nouns: tuple[str, ...], agreeing: Callable[[int, str, str], str | None], regnal: Callable[[int], str | None]
) -> Say:
    """A numeral before a century's or chapter's noun says the ordinal in the noun's case, as `agreeing` (the home's
    `agreeing_ordinal`) says it ("XXI gadsimtā": "divdesmit pirmajā gadsimtā"); a regnal number is `regnal`'s
    ordinal, capitalised."""
    said_in_case = in_case(agreeing)

    def say(numeral: Numeral) -> str | None:
        if numeral.after.lower().startswith(nouns):
            return said_in_case(numeral)
        if numeral.after_name:
            return capitalised(regnal(numeral.value))
        return None

    return say


def east_asian(
    first: str, reign: str, say: Callable[[int, bool], str | None], monarchs: frozenset[str] = frozenset()
) -> Rule:
    """A numeral after the word that makes a count of it ("第II章") or before a reign's word ("II世"), or after one of
    `monarchs`' names without that word ("ヘンリーVIII", "헨리 VIII": a reign's); `say` gets the value and whether it
    is a reign's."""
    numeral = r"[IVX\u2160-\u216b]"
    names = "|".join(sorted(map(re.escape, monarchs), key=len, reverse=True))
    after_name = rf"|(?P<name>(?:{names})[ \u00a0]?)(?P<bare>{numeral}+)(?!{reign}|[A-Za-z])" if names else ""
    # A reign's numeral starts where a run of numerals starts, so a long run is scanned once (linear time).
    pattern = re.compile(
        rf"(?:{first}(?P<first>{numeral}+)|(?P<reign>{numeral}(?<!{numeral}{numeral}){numeral}*){reign}{after_name})"
    )

    def read(match: re.Match[str]) -> str | None:
        if match["bare"]:
            worth = value(match["bare"])
            said = say(worth, True) if worth else None
            return said and match["name"] + said
        worth = value(match["first"] or match["reign"])
        return say(worth, match["reign"] is not None) if worth else None  # no numeral reads 0

    return Rule("roman", pattern, read)
