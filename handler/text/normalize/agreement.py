"""An ordinal in the gender and case of the noun it counts, the grammar languages share: a dotted ordinal, or a roman
numeral before its century or chapter. Each language's home holds its forms (its `agreeing_ordinal`): Finnish,
Estonian, Latvian, Lithuanian and the Slavic languages that write a dotted ordinal (Polish, Croatian, Slovene, Czech,
Slovak).

    from handler.text.normalize.agreement import agreeing_ordinal

    agreeing_ordinal(3, "fi", noun="sijalle", before="tuli")       # "kolmannelle": the noun's allative ending
    agreeing_ordinal(2, "pl", noun="piętrze", before="na")         # "drugim": a locative after its preposition
    agreeing_ordinal(50, "hr", noun="obljetnicu", before="Slave")  # "pedesetu": a feminine accusative
    agreeing_ordinal(3, "sl", noun="mesto", before="je")           # "tretje": a neuter noun

No dictionary says a noun's gender and case; the noun's ending and the word before it do, well enough for the
nouns ordinals count (places, floors, attempts, anniversaries, editions). Where neither tells, and for a Slavic
number of four digits (a year, whose noun comes before it), None: the caller leaves the ordinal as written.
"""

from __future__ import annotations

from collections.abc import Callable, Set
from dataclasses import dataclass

from handler.text.normalize import numwords
from handler.text.normalize.homes_with import HomesWith
from handler.text.normalize.languages import home
from handler.text.normalize.number_words import Endings  # on the masculine nominative

# (number, noun, before) -> the ordinal's words: a home's `agreeing_ordinal`.
AgreeingOrdinal = Callable[[int, str, str], str | None]


def agreeing_ordinal(number: int, lang: str, *, noun: str, before: str) -> str | None:
    """The ordinal `number` in `lang` as said before `noun`, the word after it (`before`: the word before it)."""
    said = home(lang).agreeing_ordinal
    return said(number, noun, before) if said else None


AGREEING_LANGUAGES: Set[str] = HomesWith("agreeing_ordinal")


@dataclass(frozen=True)
class ByNounEnding:
    """The ordinal's form named by the first of `endings` (endings of the lowercased noun, and the form they name)
    that the noun ends in, said by `say` (number, form); `otherwise` where none does. A form of None, or no
    `otherwise`, leaves the ordinal as written."""

    say: Callable[[int, str], str | None]
    endings: tuple[tuple[tuple[str, ...], str | None], ...]
    otherwise: str | None = None

    def __call__(self, number: int, noun: str, before: str) -> str | None:
        lowered = noun.lower()
        found = next((form for ends, form in self.endings if lowered.endswith(ends)), ...)
        form = self.otherwise if found is ... else found
        return self.say(number, form) if form is not None else None


@dataclass(frozen=True)
class SlavicOrdinals:
    """A Slavic language's ordinal forms, as endings on the masculine nominative, and how its nouns show them."""

    lang: str
    every_word: bool  # Polish declines each word of "dwudziesty pierwszy"; Croatian only the last
    neuter: Endings
    feminine: Endings
    feminine_accusative: Endings
    locative: Endings  # masculine and neuter
    feminine_locative: Endings
    prepositions: frozenset[str]  # after these, a noun with a locative ending is in the locative
    locative_nouns: tuple[str, ...]  # the masculine and neuter nouns' locative endings
    feminine_locative_nouns: tuple[str, ...]
    feminine_accusative_nouns: tuple[str, ...]  # outside a preposition
    neuter_nouns: tuple[str, ...]
    # The masculine and neuter genitive, and the nouns ordinals count whose genitive in "-a" would read as a
    # feminine ("20. stoletja": "dvajsetega stoletja", "19. stoljeća": "devetnaestog stoljeća").
    genitive: Endings = ()
    genitive_nouns: tuple[str, ...] = ()
    # Prepositions that give the genitive whatever the noun's ending ("z 19. století": "z devatenáctého století"), and
    # the feminine nouns' genitive endings, whose ordinal then takes the feminine locative's form ("do 3. třídy":
    # "do třetí třídy", Slovak "do 2. triedy": "do druhej triedy").
    genitive_before: frozenset[str] = frozenset()
    feminine_genitive_nouns: tuple[str, ...] = ()
    # The feminine genitive's endings where they are not the feminine locative's (Slovene "do 20. ure": "dvajsete",
    # where "ob 8. uri" is "osmi").
    feminine_genitive: Endings | None = None

    def __call__(self, number: int, noun: str, before: str) -> str | None:
        if number >= 1000:
            return None  # a year ("Godine 1984. bilo je"): the next word is not its noun
        masculine = numwords.ordinal(number, self.lang)
        endings = self._form(noun.lower(), before.lower())
        if masculine is None or endings is None:
            return None
        return numwords.inflect(masculine, endings, self.every_word)

    def _form(self, noun: str, before: str) -> Endings | None:
        """Which form the noun asks for: () for the masculine nominative; None where its ending does not tell."""
        if noun in self.prepositions:
            return ()  # no noun after it: "Bio je 3. na cilju", said of the subject, most often a man's
        if self.genitive and noun.endswith(self.genitive_nouns):
            return self.genitive
        if before in self.genitive_before and self.genitive:
            if noun.endswith(self.feminine_genitive_nouns):
                return self.feminine_locative if self.feminine_genitive is None else self.feminine_genitive
            return self.genitive
        if before in self.prepositions:
            if noun.endswith(self.locative_nouns):
                return self.locative
            if noun.endswith(self.feminine_locative_nouns):
                return self.feminine_locative
        if noun.endswith(self.feminine_accusative_nouns):
            return self.feminine_accusative
        if noun.endswith("a"):
            return self.feminine
        if noun.endswith(self.neuter_nouns):
            return self.neuter
        if noun[-1:] not in "aeiouyąęóíéáý":
            return ()
        return None
