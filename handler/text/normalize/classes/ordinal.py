"""Ordinals in each language's written forms, said in the gender and case the context shows.

    from handler.text.normalize.classes import ordinal

    apply_rules(AlignedText.of("der 100. Geburtstag"), ordinal.rules("de"), "de").text   # "der hundertste Geburtstag"

- en "1st", "22nd"; de "3." before a word, its ending from the article or the noun ("am 3. Tag" -> "am dritten
  Tag", "3. Liga" -> "dritte Liga"); fr "1er", "1re"/"1ère", "2e", "2nde", "3es"; es "1.º", "1.ª", "1.er",
  "3ro", "2da"; it and pt "1°"/"1º", "1ª"; ru "2-м", "1-я", "3-го"; uk "3-й", "2-га"; sv "1:a", "3:e"; hu, da,
  tr and the other dotted languages "3." before a lowercase word; hi "1ला", "१ली"; ja "第3"; ko "제3",
  "3번째", "3째"; vi "thứ 3"; nl "1e", "8ste"; ro "al 3-lea", "a 3-a"; id "ke-3"; el "3ος", "3η"; bg "3-ти".
- A dotted ordinal before a month is a date's, and one at a sentence end is a number: both are passed by.
- Finnish, Latvian, Polish, Croatian, Slovene, Czech and Slovak dotted ordinals agree with the noun after them
  (agreement.py: "3. sijalle" -> "kolmannelle sijalle", "na 2. piętrze" -> "na drugim piętrze").
- lt "3-ią", "2-ame": the ending written after the hyphen is said on the ordinal's stem.
- Estonian ordinals read where the noun's ending shows its case ("2. korrusel" -> "teisel korrusel") or the noun is
  one ordinals count most ("3. koha" -> "kolmanda koha"); elsewhere (a genitive, partitive and nominative can end
  alike) they are left as written.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import lru_cache

from handler.text.normalize import en_words, ko_words, numwords
from handler.text.normalize.agreement import AGREEING_LANGUAGES, agreeing_ordinal
from handler.text.normalize.classes.abbreviation import sentence_cased
from handler.text.normalize.cldr import locale_data
from handler.text.normalize.rules import Rule

# A number of up to four digits that does not continue another number or word.
_N = r"(?P<n>\d(?<![\w.,]\d)\d{0,3})"
_END = r"(?!\w)"
Say = Callable[[re.Match[str]], str | None]


@lru_cache(maxsize=64)
def rules(lang: str) -> tuple[Rule, ...]:
    """The rules of this class for `lang`, most specific first (empty where it has none)."""
    build = _BUILDERS.get(lang)
    built = build() if build else list(_dotted(lang)) if lang in _DOTTED_LANGUAGES else []
    return tuple(Rule(rule.kind, rule.pattern, _cased(rule.say, lang)) for rule in built)


def _cased(say: Say, lang: str) -> Say:
    return lambda match: (words := say(match)) and sentence_cased(match, words, lang)


def _set(words: str) -> frozenset[str]:
    return frozenset(words.split())


def _rule(pattern: str, say: Say) -> Rule:
    return Rule("ordinal", re.compile(pattern), say)


def _next_word(match: re.Match[str]) -> str:
    """The word after the match ("" at the end of the text or before punctuation)."""
    found = re.match(r"[ \u00a0]+([^\W\d_][\w'’-]*)", match.string[match.end() : match.end() + 40])
    return found[1] if found else ""


def _previous_word(match: re.Match[str]) -> str:
    found = re.search(r"([^\W\d_]+)[ \u00a0]+$", match.string[max(0, match.start() - 30) : match.start()])
    return found[1] if found else ""


def _number(match: re.Match[str]) -> int:
    return int(match["n"].replace(",", ""))


# English ----------------------------------------------------------------------------------------------------


_ENGLISH_MONTH = re.compile(
    r"(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.?$|(?:of )?(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep"
    r"|Oct|Nov|Dec)"
)


def _english_ordinal(match: re.Match[str]) -> str | None:
    before, after = match.string[max(0, match.start() - 12) : match.start()].rstrip(), match.string[match.end() :]
    if _ENGLISH_MONTH.search(before) or _ENGLISH_MONTH.match(after.lstrip()):
        return None  # a date's day: "May 3rd", "the 3rd of May"
    number = _number(match)
    words = en_words.ordinal(number)
    after_the = _previous_word(match).lower() == "the"
    return words.removeprefix("one ") if number in (100, 1000) and after_the else words  # "the hundredth customer"


def _english() -> list[Rule]:
    # Not inside a digit group ("1,000,000"): from each group's start the scan would run to the end again.
    number = r"(?P<n>\d(?<![\w.]\d)(?<!\d,\d)(?:\d{0,2}(?:,\d{3})+|\d*))"
    return [_rule(rf"{number}(?:st|nd|rd|th|ST|ND|RD|TH){_END}", _english_ordinal)]


# German -----------------------------------------------------------------------------------------------------

# The ending an ordinal takes after these words ("am dritten", "der dritte", "ein dritter").
_GERMAN_WEAK_N = _set(
    "am im zum vom beim dem den des einem einen einer eines meinem meinen meiner meines deinem deinen "
    "deiner deines seinem seinen seiner seines ihrem ihren ihrer ihres unserem unseren unserer unseres "
    "eurem euren eurer eures jedem jeden jeder jedes diesem diesen dieser dieses"
)
_GERMAN_WEAK_E = _set("der die das eine meine deine seine ihre unsere eure jede diese zur")
_GERMAN_PREPOSITIONS = _set("in an auf aus bei mit nach von zu vor seit unter über hinter neben zwischen")
# The gender of the nouns ordinals usually count, for the strong ending without an article ("3. Liga").
_GERMAN_GENDERS = {
    **dict.fromkeys(
        _set(
            "Geburtstag Platz Jahrestag Stock Tag Monat Rang Preis Teil Satz Akt Band Versuch Weltkrieg Spieltag "
            "Lauf Durchgang Schritt Punkt Absatz Artikel Paragraph Paragraf Bezirk Grad Advent Sonntag"
        ),
        "r",
    ),
    **dict.fromkeys(
        _set(
            "Liga Klasse Etage Runde Auflage Woche Stelle Reihe Generation Ausgabe Staffel Folge Etappe Sinfonie "
            "Symphonie Strophe Szene Stunde Halbzeit Amtszeit Mannschaft Division Wahl"
        ),
        "e",
    ),
    **dict.fromkeys(_set("Mal Jahrhundert Jahrtausend Kapitel Jahr Rennen Spiel Semester Quartal Album Tor"), "s"),
}
_GERMAN_MONTHS = _set(
    "Januar Jänner Februar März April Mai Juni Juli August September Oktober November Dezember Jan Feb "
    "Mär Apr Jun Jul Aug Sep Sept Okt Nov Dez"
)


def _german_ordinal(match: re.Match[str]) -> str | None:
    following, before = _next_word(match), _previous_word(match).lower()
    if not following or following.rstrip(".") in _GERMAN_MONTHS:
        return None  # a sentence end or a date
    words = numwords.ordinal(_number(match), "de")
    if words is None:
        return None
    if before in _GERMAN_WEAK_N:
        return words + "n"
    if before in _GERMAN_WEAK_E:
        # "der" after a preposition is dative or genitive: "in der 3. Klasse" is "in der dritten Klasse".
        preceding = re.search(r"(\w+)\s+\w+\s*$", match.string[max(0, match.start() - 40) : match.start()])
        dative = before == "der" and preceding is not None and preceding[1].lower() in _GERMAN_PREPOSITIONS
        return words + ("n" if dative else "")
    ending = _GERMAN_GENDERS.get(following)
    if ending is None:
        # A lowercase word (an adjective) or an unknown noun: the ordinal still reads, with the plain ending.
        return words if following[0].islower() or before in ("ein", "mein", "sein", "ihr") else None
    # Strong endings, as after "ein": "3. Liga" -> "dritte Liga", "100. Geburtstag" -> "hundertster Geburtstag".
    return words + ("" if ending == "e" else ending)


def _german() -> list[Rule]:
    return [_rule(rf"{_N}\.(?=[ \u00a0])", _german_ordinal)]


# French -----------------------------------------------------------------------------------------------------


def _french_ordinal(match: re.Match[str]) -> str | None:
    number, suffix, plural = _number(match), match["suffix"], "s" if match["plural"] else ""
    feminine = suffix in ("re", "ère", "ʳᵉ", "nde", "de")
    if suffix in ("nd", "nde", "d", "de"):
        return None if number != 2 else ("seconde" if feminine else "second") + plural
    if suffix in ("er", "ᵉʳ") and number != 1:
        return None
    if number == 1:
        return ("première" if feminine or suffix in ("re", "ère", "ʳᵉ") else "premier") + plural
    words = numwords.ordinal(number, "fr")
    return words and words + plural


def _french() -> list[Rule]:
    suffix = r"(?P<suffix>ère|ere|re|er|ème|eme|è|e|nde|nd|de|d|ᵉʳ|ʳᵉ|ᵉ)"
    return [_rule(rf"{_N}{suffix}(?P<plural>s)?{_END}", _french_ordinal)]


# Spanish, Italian, Portuguese ----------------------------------------------------------------------------------

# Words after which a Spanish ordinal stays whole ("el 1.º de mayo"): not a noun it would shorten before.
_SPANISH_NOT_NOUNS = _set("de del y e o u a al en con que por para como entre sin ni se")


def _romance_ordinal(match: re.Match[str], lang: str) -> str | None:
    mark = match["mark"]
    feminine = mark[-1] in "ªa" or (lang == "es" and mark in ("ra", "da", "ta", "ma", "va", "na"))
    plural = mark.endswith("s") and len(mark) > 1
    if mark in ("°",) and (not _next_word(match) or _next_word(match)[0] in "CF"):
        return None  # degrees: "25°", "30 °C"
    number = _number(match)
    words = numwords.ordinal(number, lang, feminine=feminine)
    if words is None:
        return None
    if plural:
        words = " ".join(word + "s" for word in words.split())
    if lang == "es" and not feminine and not plural:
        following = _next_word(match)
        if mark.endswith("er") or (following and following[0].islower() and following not in _SPANISH_NOT_NOUNS):
            words = re.sub(r"(primer|tercer)o$", r"\1", words)  # "el 1.er piso" is "el primer piso"
    return words


def _romance(lang: str) -> Callable[[], list[Rule]]:
    marks = {
        "es": r"\.?(?:º|°|ª|ᵉʳ|er|os|as)|(?:ro|do|to|mo|vo|no|ra|da|ta|ma|va|na)",
        "it": r"\.?(?:º|°|ª)",
        "pt": r"\.?(?:º|°|ª)s?",
    }[lang]
    return lambda: [_rule(rf"{_N}(?P<mark>{marks}){_END}", lambda m: _romance_ordinal(m, lang))]


# Russian and Ukrainian ---------------------------------------------------------------------------------------

_RUSSIAN_LOCATIVE_PREPOSITIONS = frozenset(("в", "во", "на", "о", "об", "обо", "при"))
# Written ending -> (case, gender, plural) of the ordinal it shortens.
_RUSSIAN_ENDINGS = {
    **dict.fromkeys(("й", "ый", "ий"), ("nominative", "m", False)),
    **dict.fromkeys(("я", "ая", "яя"), ("nominative", "f", False)),
    **dict.fromkeys(("е", "ое", "ее"), ("nominative", "n", False)),
    **dict.fromkeys(("го", "ого", "его"), ("genitive", "m", False)),
    **dict.fromkeys(("му", "ому", "ему"), ("dative", "m", False)),
    **dict.fromkeys(("ю", "ую", "юю"), ("accusative", "f", False)),
    **dict.fromkeys(("х", "ых", "их"), ("genitive", "m", True)),
    **dict.fromkeys(("ми", "ыми", "ими"), ("instrumental", "m", True)),
}


def _russian_ordinal(match: re.Match[str]) -> str | None:
    number, ending = _number(match), match["ending"]
    if ending in ("м", "ым", "им", "ом"):
        locative = _previous_word(match).lower() in _RUSSIAN_LOCATIVE_PREPOSITIONS
        case, gender, plural = ("prepositional" if locative else "instrumental"), "m", False
    elif ending == "ой":
        # "2-ой" is "второй" whatever it agrees with; "1-ой" only a feminine oblique form ("первой").
        nominative = numwords.ordinal(number, "ru") or ""
        case, gender, plural = ("nominative", "m", False) if nominative.endswith("ой") else ("genitive", "f", False)
    else:
        case, gender, plural = _RUSSIAN_ENDINGS[ending]
    from num2words import num2words

    try:
        return str(num2words(number, lang="ru", to="ordinal", case=case, gender=gender, plural=plural))
    except (NotImplementedError, ValueError, KeyError, IndexError):
        return None


def _russian() -> list[Rule]:
    endings = "|".join(sorted({*_RUSSIAN_ENDINGS, "м", "ым", "им", "ом", "ой"}, key=len, reverse=True))
    return [_rule(rf"{_N}-(?P<ending>{endings}){_END}", _russian_ordinal)]


def _ukrainian_ordinal(match: re.Match[str]) -> str | None:
    words = numwords.ordinal(_number(match), "uk")
    if words is None:
        return None
    ending = match["ending"]
    if ending in ("го", "ого", "ього"):
        return numwords.ordinal(_number(match), "uk", case="genitive")
    stem, last = words.rsplit(" ", 1) if " " in words else ("", words)
    if ending in ("а", "я"):
        last = last[:-2] + ("я" if last.endswith("ій") else "а")
    elif ending in ("е", "є"):
        last = last[:-2] + ("є" if last.endswith("ій") else "е")
    return f"{stem} {last}".strip()


# Lithuanian writes the ordinal's ending after a hyphen ("3-ią vietą", "2-ame aukšte", "50-ąsias metines"): the
# ending says the case, gender and number, and is said on the stem. Longest first, so "-ajame" is not "-a".
_LITHUANIAN_ENDINGS = sorted(
    [
        "as", "asis", "o", "ojo", "am", "ajam", "ą", "ąjį", "ame", "ajame", "uoju", "a", "oji", "os", "osios", "ai",
        "ajai", "ąją", "oje", "ojoje", "ąja", "ieji", "ų", "ųjų", "iems", "iesiems", "us", "uosius", "uose",
        "uosiuose", "ais", "aisiais", "oms", "osioms", "ąsias", "ose", "osiose", "omis", "osiomis",
    ],
    key=len,
    reverse=True,
)  # fmt: skip


def _lithuanian() -> list[Rule]:
    endings = "|".join(_LITHUANIAN_ENDINGS)
    return [
        _rule(
            rf"{_N}-(?P<ending>i?(?:{endings})){_END}",
            lambda m: numwords.lithuanian_ordinal(_number(m), m["ending"]) or m.group(),
        ),
        *_dotted("lt"),
    ]


def _ukrainian() -> list[Rule]:
    return [_rule(rf"{_N}-(?P<ending>го|ого|ього|й|ий|ій|а|я|е|є){_END}", _ukrainian_ordinal)]


# Swedish, Dutch, Indonesian, Romanian, Greek, Bulgarian ------------------------------------------------------------


def _swedish_ordinal(match: re.Match[str]) -> str | None:
    words = numwords.ordinal(_number(match), "sv")
    return words and re.sub(r"^ett(?=hundra|tusen)", "", words)  # "hundrade", not "etthundrade"


def _swedish() -> list[Rule]:
    return [_rule(rf"{_N}:(?:a|e){_END}", _swedish_ordinal)]


def _plain(lang: str, pattern: str, **form: bool) -> Rule:
    return _rule(pattern, lambda m: numwords.ordinal(_number(m), lang, **form) or m.group())


def _dutch() -> list[Rule]:
    return [_plain("nl", rf"{_N}(?:e|de|ste){_END}")]


def _indonesian() -> list[Rule]:
    return [_plain("id", rf"[Kk]e-?(?<!\w[Kk]e-)(?<!\w[Kk]e)(?P<n>\d{{1,4}}){_END}")]


def _romanian_ordinal(match: re.Match[str]) -> str | None:
    words = numwords.ordinal(_number(match), "ro")
    if words is None or not match.groupdict().get("feminine"):
        return words
    last = words.removeprefix("al ").removesuffix("lea")
    if last in ("doi", "unu"):
        return "a doua" if last == "doi" else "prima"
    if last == "trei":
        return "a treia"
    last = last[:-1] + "e" if last.endswith("i") else last[:-1] if last.endswith("u") else last
    return f"a {last}a"


def _romanian() -> list[Rule]:
    return [
        _rule(rf"al (?P<n>\d{{1,4}})-(?:lea|le){_END}", _romanian_ordinal),
        _rule(rf"a (?P<feminine>(?P<n>\d{{1,4}}))-a{_END}", _romanian_ordinal),
    ]


def _greek() -> list[Rule]:  # "3ος όροφος", "3η θέση", "3ο βραβείο": the nominative forms CLDR gives
    return [
        _plain("el", rf"{_N}(?:ος|ός){_END}"),
        _plain("el", rf"{_N}(?:η|ή){_END}", feminine=True),
        _plain("el", rf"{_N}(?:ο|ό){_END}", neuter=True),
    ]


def _bulgarian() -> list[Rule]:  # "3-ти етаж", "3-та стая", "3-то място"
    return [
        _plain("bg", rf"{_N}-(?:ви|ри|ти|ми){_END}"),
        _plain("bg", rf"{_N}-(?:ва|ра|та|ма){_END}", feminine=True),
        _plain("bg", rf"{_N}-(?:во|ро|то|мо){_END}", neuter=True),
    ]


# Languages that write an ordinal as a number and a period before a lowercase word ("3. místo"). Those whose
# ordinal words no library holds, or that inflect them by case (Finnish "3. sijalle"), keep the digits.
_DOTTED_LANGUAGES = frozenset({"cs", "sk", "sl", "da", "fi", "hu", "tr", "lt", "lv", "et", "hr", "pl"})
_DOTTED_SAID = frozenset({"da", "hu", "tr"})


def _dotted_ordinal(match: re.Match[str], lang: str) -> str | None:
    """ "3. místo" is the third place; "… bylo 3. Potom" ends a sentence and stays a number."""
    following, months = _next_word(match), locale_data(lang).months
    if not following[:1].islower() or following.rstrip(".") in months or _previous_word(match).lower() in months:
        return None  # a sentence end, or a date: "3. května", "2024. május 3.", "március 15. ünnepe"
    if lang in AGREEING_LANGUAGES:
        words = agreeing_ordinal(_number(match), lang, noun=following, before=_previous_word(match))
    else:
        words = numwords.ordinal(_number(match), lang) if lang in _DOTTED_SAID else None
    if words and lang == "da":
        words = re.sub(r"^et(?=hundred|tusind)", "", words).replace("hundredete", "hundrede")
    return words or match.group()


def _dotted(lang: str) -> tuple[Rule, ...]:
    return (_rule(rf"{_N}\.(?=[ \u00a0])", lambda m: _dotted_ordinal(m, lang)),)


def _turkish() -> list[Rule]:
    return [
        _plain("tr", rf"{_N}['’]?(?:inci|ıncı|uncu|üncü|nci|ncı|ncu|ncü|ci|cı|cu|cü){_END}"),
        *_dotted("tr"),
    ]


def _hungarian() -> list[Rule]:
    return [_plain("hu", rf"{_N}-(?:ik|adik|edik|odik|ödik|jedik){_END}"), *_dotted("hu")]


# Hindi, Japanese, Korean, Vietnamese, Arabic -------------------------------------------------------------------


def _hindi_ordinal(match: re.Match[str]) -> str | None:
    suffix = match["suffix"]
    feminine = suffix.endswith(("ी", "ीं"))
    words = numwords.spelled_ordinal(_number(match), "hi", "spellout-ordinal-masculine")
    if words is None:
        return None
    if feminine:
        return words[:-3] + "वीं" if words.endswith("वाँ") else words[:-1] + "ी"
    if suffix.endswith(("े", "ें")):  # the oblique form: "पहले दिन", "पाँचवें दिन"
        return words[:-3] + "वें" if words.endswith("वाँ") else words[:-1] + "े"
    return words


def _hindi() -> list[Rule]:
    suffix = r"(?P<suffix>ला|ली|ले|रा|री|रे|था|थी|थे|ठा|ठी|ठे|वाँ|वां|वीं|वी|वें|वे)"
    return [_rule(rf"(?P<n>[0-9०-९](?<![\w.,][0-9०-९])[0-9०-९]{{0,3}}){suffix}(?![\u0900-\u097f])", _hindi_ordinal)]


def _japanese() -> list[Rule]:
    return [_rule(r"第(?P<n>\d{1,4})(?!\d)", lambda m: numwords.spelled_ordinal(_number(m), "ja", "spellout-ordinal"))]


def _korean_counted(match: re.Match[str]) -> str | None:
    value = _number(match)
    if value == 1:
        return "첫 번째"
    return f"{ko_words.native(value) if 1 <= value <= 99 else ko_words.sino(value)} 번째"


def _korean() -> list[Rule]:
    return [
        _rule(r"(?P<n>\d(?<![\d.]\d)\d*)\s?번째", _korean_counted),
        _rule(r"제(?P<n>\d+)(?!\d)", lambda m: "제" + ko_words.integer(m["n"])),
        _rule(
            r"(?P<n>\d(?<![\d.]\d)\d?)째",
            lambda m: numwords.spelled_ordinal(_number(m), "ko", "spellout-ordinal-native") if _number(m) else None,
        ),
    ]


_VIETNAMESE_SPECIAL = {1: "nhất", 4: "tư"}


def _vietnamese() -> list[Rule]:
    def say(match: re.Match[str]) -> str | None:
        words = _VIETNAMESE_SPECIAL.get(_number(match)) or numwords.cardinal(_number(match), "vi")
        return words and f"{match['word']} {words}"

    return [_rule(r"(?P<word>[Tt]hứ)(?<!\w[Tt]hứ)[ \u00a0](?P<n>\d{1,4})(?![\w.,]\d|\w)", say)]


def _arabic_ordinal(match: re.Match[str]) -> str | None:
    feminine = _previous_word(match).endswith("ة")
    ruleset = "spellout-ordinal-feminine" if feminine else "spellout-ordinal-masculine"
    return numwords.spelled_ordinal(_number(match), "ar", ruleset)


def _arabic() -> list[Rule]:
    return [_rule(r"الـ?(?<!\wال)(?<!\wالـ)[ \u00a0]?(?P<n>\d{1,4})(?!\d)", _arabic_ordinal)]


_BUILDERS: dict[str, Callable[[], list[Rule]]] = {
    "en": _english,
    "de": _german,
    "fr": _french,
    "es": _romance("es"),
    "it": _romance("it"),
    "pt": _romance("pt"),
    "ru": _russian,
    "uk": _ukrainian,
    "sv": _swedish,
    "nl": _dutch,
    "id": _indonesian,
    "ro": _romanian,
    "el": _greek,
    "bg": _bulgarian,
    "tr": _turkish,
    "hu": _hungarian,
    "hi": _hindi,
    "ja": _japanese,
    "ko": _korean,
    "vi": _vietnamese,
    "ar": _arabic,
    "lt": _lithuanian,
}
