"""An ordinal in the gender and case of the noun it counts, as Finnish, Estonian, Latvian, Lithuanian and the
Slavic languages say it (Polish, Croatian, Slovene, Czech, Slovak): a dotted ordinal, or a roman numeral before its
century or chapter.

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

from dataclasses import dataclass

from handler.text.normalize import numwords
from handler.text.normalize.cldr import month_names
from handler.text.normalize.numwords import Endings  # on the masculine nominative

# Finnish ordinals take the case of their noun, and CLDR has every case's form: the case endings that no
# nominative noun ordinals count ends in. A noun with none of them is in the nominative ("2. yritys").
_FINNISH_CASES = (
    (("ssa", "ssä"), "inessive"),
    (("sta", "stä"), "elative"),
    (("lla", "llä"), "adessive"),
    (("lta", "ltä"), "ablative"),
    (("lle",), "allative"),
    (("ksi",), "translative"),
)


@dataclass(frozen=True)
class _Slavic:
    """A Slavic language's ordinal forms, as endings on the masculine nominative, and how its nouns show them."""

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


_SOFT_CROATIAN = (("ći", "će"), ("či", "če"), ("ši", "še"), ("ži", "že"), ("ji", "je"))
_SLAVIC = {
    "pl": _Slavic(
        every_word=True,
        neuter=(("i", "ie"), ("y", "e")),  # "trzecie", "drugie", "pierwsze"
        feminine=numwords.FEMININE_ENDINGS["pl"],
        feminine_accusative=(("ci", "cią"), ("i", "ą"), ("y", "ą")),
        locative=(("i", "im"), ("y", "ym")),
        feminine_locative=(("i", "iej"), ("y", "ej")),
        prepositions=frozenset(["na", "w", "we", "o", "po", "przy"]),
        locative_nouns=("e", "u"),
        feminine_locative_nouns=("i", "y"),
        feminine_accusative_nouns=("ę",),
        neuter_nouns=("o", "e", "um"),
    ),
    "hr": _Slavic(
        every_word=False,
        neuter=(*_SOFT_CROATIAN, ("i", "o")),
        feminine=(("i", "a"),),
        feminine_accusative=(("i", "u"),),
        locative=(*((soft, end + "m") for soft, end in _SOFT_CROATIAN), ("i", "om")),
        feminine_locative=(("i", "oj"),),
        prepositions=frozenset(["u", "na", "o", "po", "pri", "prema"]),
        locative_nouns=("u",),
        feminine_locative_nouns=("i",),
        feminine_accusative_nouns=("u",),
        neuter_nouns=("o", "e"),
    ),
    "sl": _Slavic(
        every_word=False,
        neuter=(("ji", "je"), ("i", "o")),
        feminine=numwords.FEMININE_ENDINGS["sl"],
        feminine_accusative=(("i", "o"),),
        locative=(("i", "em"),),
        feminine_locative=(("i", "i"),),
        prepositions=frozenset(["v", "na", "o", "po", "pri"]),
        locative_nouns=("u",),
        feminine_locative_nouns=("i",),
        feminine_accusative_nouns=(),  # "obletnico" ends as a neuter does, and hard stems say both alike
        neuter_nouns=("o", "e"),
    ),
    "cs": _Slavic(
        every_word=True,
        neuter=(("í", "í"), ("ý", "é")),
        feminine=numwords.FEMININE_ENDINGS["cs"],
        feminine_accusative=(("í", "í"), ("ý", "ou")),
        locative=(("í", "ím"), ("ý", "ém")),
        feminine_locative=(("í", "í"), ("ý", "é")),
        prepositions=frozenset(["v", "ve", "na", "o", "po", "při"]),
        locative_nouns=("e", "ě", "u", "í"),  # "ve 2. patře", "v 21. století"
        feminine_locative_nouns=("i",),
        feminine_accusative_nouns=("u",),
        neuter_nouns=("o", "í", "e"),
    ),
    "sk": _Slavic(
        every_word=True,
        neuter=(("í", "ie"), ("ý", "é"), ("y", "e")),
        feminine=numwords.FEMININE_ENDINGS["sk"],
        feminine_accusative=(("í", "iu"), ("ý", "ú"), ("y", "u")),
        locative=(("tí", "ťom"), ("ý", "om"), ("y", "om")),
        feminine_locative=(("í", "ej"), ("ý", "ej"), ("y", "ej")),
        prepositions=frozenset(["v", "vo", "na", "o", "po", "pri"]),
        locative_nouns=("e", "u", "í"),
        feminine_locative_nouns=("i",),
        feminine_accusative_nouns=("u",),
        neuter_nouns=("o", "e"),
    ),
}
# Latvian ordinals are definite adjectives: the masculine nominative's "-ais" takes the case and gender the noun's
# ending shows ("vietu": "trešo", "stāvā": "otrajā", "augustam": "otrajam", "gada" and "vieta": "trešā"); a
# feminine genitive or a plural in "-as", "-es" is not told apart, so it stays as written.
_LATVIAN_ENDINGS: tuple[tuple[tuple[str, ...], str | None], ...] = (
    (("as", "es", "os"), None),
    (("ā", "ī", "ē"), "ajā"),
    (("am", "im", "um"), "ajam"),
    (("ai",), "ajai"),
    (("u",), "o"),
    (("a", "e"), "ā"),
    (("s", "š"), "ais"),
)
# Estonian ordinals take their noun's case too; only the endings that a nominative noun ordinals count does not end
# in are read ("2. korrusel": "teisel korrusel"). The genitive, partitive and nominative share their endings, so a
# noun in one of them leaves the ordinal as written.
_ESTONIAN_CASES = (("lt", "ablative"), ("le", "allative"), ("ks", "translative"))
_ESTONIAN_VOWELS = frozenset("aeiouõäöü")
# The forms of the nouns that ordinals count most (a place, a time, a century, a chapter), whose endings alone do not
# tell their case: "kolmanda koha", "kolmandat korda", "üheksateistkümnenda sajandi", "neljandat peatükki".
_ESTONIAN_NOUN_FORMS = {
    "koht": "nominative", "koha": "genitive", "kohta": "partitive",
    "kord": "nominative", "korra": "genitive", "korda": "partitive",
    "sajand": "nominative", "sajandi": "genitive", "sajandit": "partitive",
    "peatükk": "nominative", "peatüki": "genitive", "peatükki": "partitive",
}  # fmt: skip
# Lithuanian: the noun's ending gives the ordinal's ("XXI amžiuje": "dvidešimt pirmajame", "XIX amžiaus":
# "devyniolikto", "IV skyrių": "ketvirtą"); a locative takes the definite form, as a century's does.
_LITHUANIAN_NOUN_ENDINGS = (
    (("uje", "yje", "oje", "ėje"), "ajame"),
    (("aus",), "o"),
    (("ių", "ą", "į"), "ą"),
    (("ius", "us", "as", "is"), "as"),
)
AGREEING_LANGUAGES = frozenset({"fi", "lv", "et", "lt", *_SLAVIC})


def agreeing_ordinal(number: int, lang: str, *, noun: str, before: str) -> str | None:
    """The ordinal `number` in `lang` as said before `noun`, the word after it (`before`: the word before it)."""
    if lang == "fi":
        case = next((case for endings, case in _FINNISH_CASES if noun.endswith(endings)), None)
        return numwords.spelled_ordinal(number, "fi", f"spellout-ordinal-{case}" if case else "spellout-ordinal")
    if lang == "et":
        return numwords.estonian_ordinal(number, case) if (case := _estonian_case(noun.lower())) else None
    if lang == "lt":
        ending = next((new for ends, new in _LITHUANIAN_NOUN_ENDINGS if noun.lower().endswith(ends)), None)
        return numwords.lithuanian_ordinal(number, ending) if ending else None
    if lang == "lv":  # "1990. gada": a year is an ordinal too
        ending = next((new for ends, new in _LATVIAN_ENDINGS if noun.lower().endswith(ends)), None)
        masculine = numwords.ordinal(number, "lv")
        return masculine and ending and masculine.removesuffix("ais") + ending
    if number >= 1000:
        return None  # a year ("Godine 1984. bilo je"): the next word is not its noun
    language = _SLAVIC[lang]
    masculine = numwords.ordinal(number, lang)
    endings = _form(language, noun.lower(), before.lower())
    if masculine is None or endings is None:
        return None
    return numwords.inflect(masculine, endings, language.every_word)


def _form(language: _Slavic, noun: str, before: str) -> Endings | None:
    """Which form the noun asks for: () for the masculine nominative; None where its ending does not tell."""
    if before in language.prepositions:
        if noun.endswith(language.locative_nouns):
            return language.locative
        if noun.endswith(language.feminine_locative_nouns):
            return language.feminine_locative
    if noun.endswith(language.feminine_accusative_nouns):
        return language.feminine_accusative
    if noun.endswith("a"):
        return language.feminine
    if noun.endswith(language.neuter_nouns):
        return language.neuter
    if noun[-1:] not in "aeiouyąęóíéáý":
        return ()
    return None


def _estonian_case(noun: str) -> str | None:
    """The case an Estonian noun's ending shows, where only one case ends so: "korrusel" is adessive."""
    if noun in month_names("et"):
        return "nominative"  # "31. detsember"
    case = _ESTONIAN_NOUN_FORMS.get(noun) or next((case for end, case in _ESTONIAN_CASES if noun.endswith(end)), None)
    after_vowel = len(noun) > 3 and noun[-2] in _ESTONIAN_VOWELS
    if case is None and noun.endswith("l") and after_vowel:
        case = "adessive"  # "korrusel", "mail"; not "hotell"
    if case is None and noun.endswith("st") and len(noun) > 3 and noun[-3] in _ESTONIAN_VOWELS:
        case = "elative"  # "majast"; not "tekst"
    return case
