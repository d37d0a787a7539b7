"""A number in the gender and case of the noun it counts: what the languages that decline their numbers share. Each
language's home (languages/<code>.py) says its own forms with these pieces; the cardinal rule (world.py) and the
fraction class ask the home, through the registry, for a number or a half before a noun.

    from handler.text.normalize.languages import home

    home("ru").counting.say(5, "пять", "друзьями", "с")      # "пятью": an instrumental after "с"
    home("cs").counting.say(2, "dva", "auta", "koupili")      # "dvě": a neuter plural
    home("cs").counting.half("litru")                          # "půl"

The preposition before the number and the noun's ending say a noun's case and, mostly, its gender. Where an ending
hides the gender (a Czech "-y" plural is feminine in "ženy" and masculine in "rohlíky"), a home's small table of
noun stems says it (`NounGenders`: the nouns people count most, not a dictionary); a noun in no table leaves the
cardinal in its counting form. No library fits the layer instead: pymorphy3's dictionaries (15.3 MB for Russian,
13.9 MB for Ukrainian, unzipped) would take the layer past Lambda's 250 MB, and none on PyPI covers Czech, Slovak or
Polish. The forms come from CLDR's spell-out rules where they hold them (Russian and Polish in every case and gender,
Finnish in every case, the genders elsewhere); the homes' small tables hold the case forms of languages whose rules
have only the nominative.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from collections.abc import Set as AbstractSet
from dataclasses import dataclass, field
from functools import cached_property

from handler.text.normalize import numwords
from handler.text.normalize.cldr import unit_singulars
from handler.text.normalize.spacing import WORD_CHARACTER

NOMINATIVE, GENITIVE, DATIVE, ACCUSATIVE = "nominative", "genitive", "dative", "accusative"
LOCATIVE, INSTRUMENTAL = "locative", "instrumental"
OBLIQUE = (GENITIVE, DATIVE, LOCATIVE, INSTRUMENTAL)  # the order of the homes' case tables

Say = Callable[[int, str, str, str], str | None]  # (number, its counting words, noun, word before) -> words


@dataclass(frozen=True)
class Counting:
    say: Say  # the number as said before the noun (both lowercased); None where the words around do not tell
    prepositions: frozenset[str] = frozenset()  # a capitalised word before a number that is none of these names it
    half: Callable[[str], str | None] | None = None  # a half before a noun: "půl" (litru)
    # A half written as one word with the noun after it (its form for 0.5): (noun) -> "полкилограмма", "пол-литра".
    joined_half: Callable[[str], str | None] | None = None
    # A half after a word that gives its case: (noun, word before) -> "einer halben" ("nach ½ Stunde"); else `half`.
    half_after: Callable[[str, str], str | None] | None = None
    quarter: Callable[[str], str | None] | None = None  # a quarter before a noun: "čtvrt" (hodiny), "ćwierć" (wieku)
    capitalised_nouns: bool = False  # every noun has a capital (German): a capital before a number is a noun's
    # With capitalised nouns: the capitalised words that open a sentence, never a noun (lowercase: "dann", "wir"); a
    # unit's period before another capitalised word does not end the sentence ("15 Min. Verspätung").
    sentence_openers: frozenset[str] = frozenset()
    postpositions: frozenset[str] = frozenset()  # after the noun, they give its case ("5 päeva pärast")
    # "1,5" before a noun, as people say it: (noun, word before) -> "полтора", "półtorej", "eineinhalb"
    one_and_a_half: Callable[[str, str], str | None] | None = None
    # "2,5" and on before a noun, where people say a whole number and a half: (whole, noun, word before) ->
    # "üç buçuk" ("3,5 saat"), "tweeënhalf" ("2,5 uur"); one and a half too where `one_and_a_half` is not set.
    and_a_half: Callable[[int, str, str], str | None] | None = None
    # A whole number and a quarter or three quarters before a noun, where people say them so: (whole, quarters: 1 or
    # 3, noun, word before) -> Hindi "सवा दो" ("2.25 लाख"), "पौने दो" ("1.75 किलो": a quarter less than two).
    and_a_quarter: Callable[[int, int, str, str], str | None] | None = None
    # Words before an amount that put it in the genitive whatever its unit ("до 16 %", "более 5 тыс."), where the
    # genitive of a unit's noun is the form a count of two takes after one and of five after any other (East Slavic:
    # "до двадцати одного процента", "до шестнадцати процентов"); the classes that say units read it.
    genitive_before: frozenset[str] = frozenset()
    # The form a count of two takes is the singular's genitive (Russian "процента"); where it is not (Czech
    # "kilometry", Polish "kilometry", Ukrainian "кілометри" beside "kilometru", "kilometra", "кілометра"), one in
    # the genitive is left to the classes' other rules.
    few_is_singular_genitive: bool = True
    # Words between a number and its noun that pass the noun's gender on to the number: "2 mil pessoas" is "duas
    # mil pessoas", "200 mil personas" "doscientas mil personas" (lowercase).
    through: frozenset[str] = frozenset()
    # Endings of an adjective between a number and its noun, which then counts ("2 nové židle": "dvě nové židle",
    # "2 nowe książki": "dwie nowe książki"); only endings no plural noun after two to four has.
    adjectives: tuple[str, ...] = ()
    # The word before a number gives its case wherever the number stands: before no noun (`say` is then asked with an
    # empty noun), and before an amount's or a measure's (Arabic "بنسبة 50%": "بنسبة خمسين في المئة", "بـ 200 جنيه":
    # "بـ مئتي جنيه"); elsewhere an amount's number agrees with its noun alone.
    case_from_word_before: bool = False
    # The word that gives the number at text[start:] its case where it is not the word right before: (text, start)
    # -> that word, or None (Arabic: a verb whose object the number is, past the verb's subject: "بلغ سعر البرميل 80
    # دولارا", the verb "بلغ" makes it "ثمانين").
    governor: Callable[[str, int], str | None] | None = None
    # A decimal's whole part takes that case too, its noun aside (Arabic "إلى 2.4%": "إلى اثنين فاصلة أربعة في المئة").
    decimal_whole_in_case: bool = False
    # A decimal's words in the case the word before gives, where the language declines both its parts: (whole digits,
    # fraction digits, word before) -> words (Russian "на 1,08": "на одну целую восемь сотых"); None: as counted.
    decimal_in_case: Callable[[str, str, str], str | None] | None = None
    # Capitalised words before a number that name nothing it labels, beside `prepositions`: the verbs that open a
    # sentence with a count ("Ima 21 godinu", "Має 22 гривні"; lowercase).
    not_names: frozenset[str] = frozenset()
    # The words for a half said after the unit a whole number counts, where people put it there (bg "и половина":
    # "2½ часа" is "два часа и половина"; ro "și jumătate": "2,5 ore" is "două ore și jumătate"); after one the unit
    # is its singular ("1,5 litri": "un litru și jumătate").
    half_after_noun: str = ""


@dataclass(frozen=True)
class NounGenders:
    """The gender of nouns whose endings hide it, from a home's table: "feminine: žen hodin ..." (the list goes on
    over the next lines until another gender's), each word a stem that the language's `endings` complete ("žen" +
    "y", "ami", "ách", ""). Parsed on first use."""

    table: str
    endings: tuple[str, ...]

    @cached_property
    def stems(self) -> dict[str, str]:
        stems, gender = {}, ""
        for line in self.table.strip().splitlines():
            if ":" in line:
                gender, _, line = line.partition(":")
            stems.update(dict.fromkeys(line.split(), gender.strip()))
        return stems

    @cached_property
    def _ending_lengths(self) -> tuple[int, ...]:
        return tuple(sorted({len(ending) for ending in self.endings}))

    def gender(self, noun: str) -> str | None:
        """The gender of `noun` (lowercase), or None if no stem of the table with one of the endings makes it."""
        for length in self._ending_lengths:  # a lookup per ending length, not per ending
            if length > len(noun):
                break
            stem, ending = noun[: len(noun) - length], noun[len(noun) - length :]
            if ending in self.endings and (gender := self.stems.get(stem)):
                return gender
        return None

    def last_part_gender(self, noun: str, shortest: int = 4) -> str | None:
        """The gender of a compound (lowercase) by its longest last part that the table names, both parts at least
        `shortest` letters: German "milliliter", "großmutter", "milchkaffee" are "liter", "mutter", "kaffee"'s
        ("legende" is no "ende")."""
        for start in range(shortest, len(noun) - shortest + 1):
            if gender := self.gender(noun[start:]):
                return gender
        return None


def one_in_gender(
    number: int, noun: str, genders: NounGenders, endings: Mapping[str, tuple[str, ...]], forms: Mapping[str, str]
) -> str | None:
    """One as said before `noun` where only one agrees (Swedish and Danish "en" or "ett"): its gender from the table,
    else from the endings that tell it; None for another number or a noun neither tells."""
    if number != 1:
        return None
    gender = genders.gender(noun) or next((gender for gender, ends in endings.items() if noun.endswith(ends)), None)
    return forms.get(gender or "")


# Slavic present-tense endings no counted noun has ("ukazuje", "obsahují", "opisują").
_VERB_ENDINGS = ("uje", "ují", "ują", "ujú", "ирует", "ує")


def counted(
    counting: Counting, number: int, words: str, noun: str, before: str, fraction: str | None = None
) -> str | None:
    """`words` (the counting form of `number`) as said before `noun`, after the word `before`; None where the noun
    and the preposition do not tell. With a `fraction` (the digits after the decimal mark), only a number and a half
    has a form of its own ("1,5 часа": "полтора часа", "3,5 saat": "üç buçuk saat")."""
    halved = with_a_part(counting, number, fraction) if fraction is not None else None
    if fraction is not None and halved is None:
        return None
    if (not noun and not counting.case_from_word_before) or (noun[:1].isupper() and not counting.capitalised_nouns):
        return None  # a name after the number is not what it counts ("Vuonna 2020 Suomen talous")
    if noun.endswith(_VERB_ENDINGS):
        return None  # a verb after a labelling number: "Tabulka 2 ukazuje", "Glava 2 opisuje"
    named = before[:1].isupper() and before.lower() not in counting.prepositions | counting.not_names
    if named and counting.prepositions and (number >= 10 or counting.capitalised_nouns):
        return None  # a number after a name labels it: "Комната 71 свободна", "Kapitel 1 Einleitung"
    if halved is not None:
        if counting.capitalised_nouns and not noun[:1].isupper():
            return None  # "bei 1,5 und": no noun
        return halved(noun.lower(), before.lower())
    return counting.say(number, words, noun.lower(), before.lower()) or None


def halves_of(
    nouns: Mapping[str, str] | AbstractSet[str], lang: str, half: str | Callable[[str], str]
) -> Callable[[int, str, str], str | None]:
    """An `and_a_half` for a home whose nouns are counted in halves: "2,5 hodiny" is "dvě a půl hodiny". `nouns`
    maps each such noun, as it stands after the number, to its gender's word for two, or is the set of them where two
    has one form ("2,5 jam": "dua setengah jam"); `half` is the words after the whole number, or says them for the
    noun (da "et halvt kilogram"). Other nouns keep the decimal."""

    def say(number: int, noun: str, before: str) -> str | None:
        noun = noun.lower()
        if noun not in nouns:
            return None
        whole = numwords.cardinal(number, lang)
        if whole and isinstance(nouns, Mapping):  # two in the noun's gender, alone or last: "dvacet dvě a půl hodiny"
            whole = re.sub(f"{numwords.cardinal(2, lang)}$", nouns[noun], whole)
        return whole and f"{whole} {half if isinstance(half, str) else half(noun)}"

    return say


def noun_then_half(counting: Counting, whole: int, noun: str, before: str, lang: str) -> str | None:
    """A whole number, the unit `noun` it counts, then the home's words for a half (Counting.half_after_noun): bg
    (2, "часа") -> "два часа и половина", ro (1, "litri") -> "un litru și jumătate"; None for a noun no unit's
    CLDR name has (a half after a mark, "nota 9,5 la", is no count of it), past nineteen, or after a preposition
    (it would decline the number)."""
    singulars = unit_singulars(lang)
    said_noun = noun.lower()
    if not counting.half_after_noun or not 1 <= whole < 20 or said_noun not in {*singulars, *singulars.values()}:
        return None
    if before.lower() in counting.prepositions:
        return None
    if whole == 1:
        said_noun = singulars.get(said_noun, said_noun)
    words = numwords.cardinal(whole, lang)
    number = words and (counting.say(whole, words, said_noun, before.lower()) or words)
    return number and f"{number} {said_noun} {counting.half_after_noun}"


# The decimals a home may say as a part of a whole before a noun: a half, a quarter, three quarters.
SAID_PARTS = ("5", "25", "75")


def with_a_part(counting: Counting, number: int, fraction: str) -> Callable[[str, str], str | None] | None:
    """How the home says `number` and the decimal `fraction` ("5", "25", "75") before a noun, (noun, word before)
    -> words; None where it has no way."""
    if fraction == "5":
        return with_a_half(counting, number)
    and_a_quarter = counting.and_a_quarter
    if fraction not in ("25", "75") or and_a_quarter is None:
        return None
    quarters = 1 if fraction == "25" else 3
    return lambda noun, before: and_a_quarter(number, quarters, noun, before)


def with_a_half(counting: Counting, number: int) -> Callable[[str, str], str | None] | None:
    """How the home says `number` and a half before a noun, (noun, word before) -> words; None where it has no
    way."""
    if number == 1 and counting.one_and_a_half:
        return counting.one_and_a_half
    and_a_half = counting.and_a_half
    if and_a_half is None:
        return None
    return lambda noun, before: and_a_half(number, noun, before)


_NUMBER = r"\d[\d\u00a0 .,]*?"
_NEXT_END = re.compile(rf"[ \u00a0](\w+)[ \u00a0]{_NUMBER}[ \u00a0](\w+)")  # " do 700 korun"
AFTER_NOUN = "+"  # marks a postposition given as the word before: "+pärast" is not "pärast 5 päeva"
_POSTPOSITION = re.compile(r"[ \u00a0]\w+[ \u00a0](\w+)\b")  # " päeva pärast"
_FIRST_END = re.compile(rf"(\w+)[ \u00a0]{_NUMBER}[ \u00a0](\w+)[ \u00a0]$")  # "od 500 do "


def noun_and_adposition(counting: Counting, text: str, start: int, end: int, noun: str, before: str) -> tuple[str, str]:
    """The noun and the adposition that give the case of the number at text[start:end], where the words right
    around it do not. A postposition after its noun stands for the word before, marked `AFTER_NOUN` ("5 päeva
    pärast": "+pärast", said "viie päeva pärast"). In "od 500 do 700 korun" the first end counts the noun after
    the second ("od pěti set") and the second takes its own preposition ("do sedmi set"), where both ends have one
    (a range class's "5 do 7" is not declined)."""
    following = _POSTPOSITION.match(text, end) if counting.postpositions and noun else None
    if following and following[1].lower() in counting.postpositions:
        return noun, AFTER_NOUN + following[1].lower()
    if not counting.prepositions:
        return noun, before
    after = _NEXT_END.match(text, end) if before.lower() in counting.prepositions else None
    if after and after[1].lower() in counting.prepositions:
        return after[2], before
    first = None if before else _FIRST_END.search(text, max(0, start - 40), start)
    if first and first[1].lower() in counting.prepositions and first[2].lower() in counting.prepositions:
        return noun, first[2]
    return noun, before


_LAST_WORD = re.compile(rf"((?:{WORD_CHARACTER})+)[ \u00a0]$")


def last_word(text: str, start: int) -> str:
    """The word right before text[start:], as written ("" where none stands there): "Figure" in "Figure 2-2"."""
    found = _LAST_WORD.search(text, max(0, start - 30), start)
    return found[1] if found else ""


def word_before(text: str, start: int) -> str:
    """The word right before the number at text[start:], lowercased ("" where none stands there)."""
    return last_word(text, start).lower()


def governing_word(counting: Counting | None, text: str, start: int) -> str:
    """The word that gives the number at text[start:] its case: the home's governor's (Counting.governor), else the
    word right before it, lowercased."""
    found = counting is not None and counting.governor is not None and counting.governor(text, start)
    return found or word_before(text, start)


def case_word(counting: Counting, text: str, start: int) -> str:
    """The word right before the amount at text[start:] where it gives the number's case (Counting.
    case_from_word_before: "بنسبة"), else ""."""
    return governing_word(counting, text, start) if counting.case_from_word_before else ""


def genitive_count(counting: Counting | None, number: int, before: str) -> int | None:
    """Where `before` puts an amount in the genitive (Counting.genitive_before), a count whose plural form is its
    unit's genitive: two (the singular's genitive, "процента") after one, five ("процентов") after any other; None
    where it does not."""
    if counting is None or before not in counting.genitive_before:
        return None
    if one(number):
        return 2 if counting.few_is_singular_genitive else None
    return 5


def spelled(number: int, lang: str, ruleset: str) -> str | None:
    """The number by CLDR's spell-out rule set `ruleset` ("spellout-cardinal-feminine-genitive")."""
    return numwords.spelled_ordinal(number, lang, ruleset)  # it serves every rule set, cardinal ones too


def gendered(number: int, words: str, lang: str, gender: str) -> str | None:
    """`words` with its last word in `gender` as CLDR's rules say it ("dva" -> "dvě"), the rest as written."""
    said = spelled(number, lang, f"spellout-cardinal-{gender}")
    return said and with_last(words, said.rpartition(" ")[2].replace("ʼ", "'"))  # the plain apostrophe: "п'ять"


def one(number: int) -> bool:
    """Whether the noun after `number` is singular in Slavic and Baltic languages (1, 21, 101, not 11)."""
    return number % 10 == 1 and number % 100 != 11


def few(number: int) -> bool:
    """2, 3, 4 and the numbers ending in them, not 12-14: the noun takes the 'few' form."""
    return number % 10 in (2, 3, 4) and number % 100 not in (12, 13, 14)


def has_vowel(word: str) -> bool:
    return any(char in "aeiouyáéíóúýěůąęаеёиоуыэюяієї" for char in word)


def syllables(word: str, vowels: str) -> int:
    """The vowel groups of `word`: its syllables, near enough."""
    return sum(1 for index, char in enumerate(word) if char in vowels and (index == 0 or word[index - 1] not in vowels))


def with_last(words: str, last: str) -> str:
    """`words` with its last word replaced."""
    head, _, _ = words.rpartition(" ")
    return f"{head} {last}" if head else last


def case_by_plural_ending(
    noun: str, instrumental: tuple[str, ...], dative: tuple[str, ...], locative: tuple[str, ...]
) -> str:
    """The case a plural noun's ending shows when no preposition stands before its number ("позвонил 2 клиентам")."""
    if noun.endswith(instrumental):
        return INSTRUMENTAL
    if noun.endswith(dative):
        return DATIVE
    if noun.endswith(locative):
        return LOCATIVE
    return NOMINATIVE


def east_slavic_singular_gender(noun: str, case: str, genitive_feminine: str) -> str | None:
    """The gender a Russian or Ukrainian singular noun's ending shows in its case; None where it does not."""
    if case == NOMINATIVE:
        return "feminine" if noun.endswith(("а", "я")) else "neuter" if noun.endswith(("о", "е", "ё")) else "masculine"
    if case == ACCUSATIVE:
        return "feminine" if noun.endswith(("у", "ю")) else "neuter" if noun.endswith(("о", "е")) else "masculine"
    if case == GENITIVE:
        return "feminine" if noun.endswith((genitive_feminine, "и", "ї")) else "masculine"
    if case == INSTRUMENTAL:
        if noun.endswith(("ой", "ей", "ою", "ею", "ью")):
            return "feminine"
        return "masculine" if noun.endswith(("ом", "ем", "ём")) else None
    return None  # a dative or locative "-е", "-і" is either


@dataclass(frozen=True)
class SlavicCases:
    """How a Slavic language without CLDR case rules shows a number's case and declines it (Czech, Slovak,
    Ukrainian): its prepositions, its plural nouns' case endings, and its numerals' oblique forms."""

    lang: str
    prepositions: Mapping[str, str]  # a preposition -> the case it takes
    located: tuple[str, ...]  # prepositions taking a locative or an accusative, told by the noun's ending
    instrumental: tuple[str, ...]  # plural endings of each case
    dative: tuple[str, ...]
    locative: tuple[str, ...]
    singular_locative: tuple[str, ...]
    forms: Mapping[str, tuple[str, str, str, str]]  # a numeral word -> its genitive, dative, locative, instrumental
    regular: Callable[[str, str], str | None]  # the other numeral words' forms: (word, case) -> form
    # The number in the nominative or accusative: (number, words, noun, case) -> words
    nominative: Callable[[int, str, str, str], str | None]
    singular_gender: Callable[[str, str], str | None]  # one's gender in another case, by its noun's ending
    with_or_from: tuple[str, ...] = ()  # instrumental by the noun's ending, else genitive ("з 3 кандидатами")
    within_or_behind: str = ""  # accusative, or instrumental by the noun's ending ("za 2 hodiny", "za 2 domy")
    genders: NounGenders | None = None  # the nouns whose endings hide their gender ("měsíce", "кімнаті")
    leading: Mapping[str, tuple[str, str, str, str]] = field(default_factory=dict)  # a first word's own forms
    # Words kept as written where another number word follows them (Czech "při sto osmdesáti", "bez sto pěti")
    unchanged_before_more: frozenset[str] = frozenset()

    def counted(self, number: int, words: str, noun: str, before: str) -> str | None:
        case = self.case(number, noun, before)
        if case not in OBLIQUE:
            return self.nominative(number, words, noun, case)
        gender = self.singular_gender(noun, case) if one(number) else "masculine"
        if one(number) and self.genders and (known := self.genders.gender(noun)):
            gender = known  # "do 1 měsíce": "do jednoho měsíce"
        if gender is None:
            return None
        return self.declined(gendered(number, words, self.lang, gender) or words, case)

    def case(self, number: int, noun: str, before: str) -> str:
        if before in self.with_or_from:
            return INSTRUMENTAL if noun.endswith((*self.instrumental, "ом", "ем", "ою", "ею")) else GENITIVE
        if before == self.within_or_behind:
            return INSTRUMENTAL if noun.endswith(self.instrumental) else ACCUSATIVE
        if before in self.prepositions:
            return self.prepositions[before]
        if before in self.located:
            located = noun.endswith(self.locative) or (one(number) and noun.endswith(self.singular_locative))
            return LOCATIVE if located else ACCUSATIVE
        return case_by_plural_ending(noun, self.instrumental, self.dative, self.locative)

    def declined(self, words: str, case: str) -> str | None:
        """Every word of the number in `case`; None if one has no form here (the hundreds, the thousands)."""
        said = []
        split = words.split()
        for index, word in enumerate(split):
            if word in self.unchanged_before_more and index < len(split) - 1:
                said.append(word)
                continue
            forms = (self.leading.get(word) if index == 0 else None) or self.forms.get(word)
            form = forms[OBLIQUE.index(case)] if forms else self.regular(word, case)
            if form is None:
                return None
            said.append(form)
        return " ".join(said)

    @property
    def genitive(self) -> frozenset[str]:
        """The prepositions that always take the genitive."""
        return frozenset(word for word, case in self.prepositions.items() if case == GENITIVE)

    @property
    def all_prepositions(self) -> frozenset[str]:
        return frozenset({*self.prepositions, *self.located, *self.with_or_from, self.within_or_behind} - {""})


def romance_feminine(noun: str, endings: tuple[str, ...], masculine: frozenset[str] = frozenset()) -> bool:
    """Whether a Romance noun is feminine by its ending (`masculine`: the nouns that end so and are not; a noun of
    persons in "-ista" counts a group in the masculine, "veintiún turistas", and so does a Greek-born "-grama")."""
    singular = noun.removesuffix("s")
    if noun in masculine or singular in masculine:
        return False
    if singular.endswith(_MASCULINE_ENDINGS_IN_A) and singular.removeprefix("entre") not in _FEMININE_IN_ISTA:
        return False
    return noun.endswith(endings)


_MASCULINE_ENDINGS_IN_A = ("ista", "grama")
_FEMININE_IN_ISTA = frozenset(["revista", "lista", "pista", "vista", "conquista", "arista", "crista", "rivista"])
# Greek-born nouns in "-a" that are masculine in Spanish, Italian and Portuguese ("el problema", "o dia"), and the
# nouns of persons in "-a" that count a group in the masculine ("doscientos atletas", "ciento un dálmatas").
_MASCULINE_IN_A_WORDS = """
problema sistema tema programa idioma clima drama día dia mapa esquema poema teorema dilema lema emblema síntoma
sintoma diploma aroma axioma enigma estigma paradigma dogma carisma prisma fantasma pijama panorama cinema planeta
cometa sofá tranvía poeta atleta pirata dálmata astronauta policía profeta patriarca monarca jerarca
"""
MASCULINE_IN_A = frozenset(_MASCULINE_IN_A_WORDS.split())
