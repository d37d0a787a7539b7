"""Roman numerals, only where the context makes them numbers: after a monarch's or pope's name ("Louis XIV",
"Elizabeth II"), with a century ("siglo XXI", "XXe siècle", "XX век", "XIX. század"), after a chapter, part or
act ("Chapter IV", "Kapitel III", "World War II"). The pronoun "I" and words such as "MIX" or "DC" stay words.

    from handler.text.normalize.classes import roman

    apply_rules(AlignedText.of("Elizabeth II"), roman.rules("en"), "en").text    # "Elizabeth the second"

Each language says a regnal number its own way (en "the second", de "der Zweite", fr "quatorze" but "premier",
es and pt ordinals up to ten then cardinals, it and ru ordinals, sv "den andre", vi "đệ nhị"), and a chapter's
number as a cardinal ("Chapter four") or, where the language reads it so, an ordinal ("capitolo quarto").
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, replace
from functools import lru_cache

from handler.text.normalize import en_words, ko_words, numwords
from handler.text.normalize.agreement import AGREEING_LANGUAGES, agreeing_ordinal
from handler.text.normalize.classes.abbreviation import sentence_cased
from handler.text.normalize.rules import Rule


def _set(words: str) -> frozenset[str]:
    return frozenset(words.split())


_VALUES = {"I": 1, "V": 5, "X": 10, "L": 50, "C": 100, "D": 500, "M": 1000}
_CANONICAL = re.compile(r"M{0,3}(?:CM|CD|D?C{0,3})(?:XC|XL|L?X{0,3})(?:IX|IV|V?I{0,3})")
_UNICODE = {chr(0x2160 + index): value for index, value in enumerate((1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12))}
# Monarchs and popes whose one-letter numeral is read ("Elizabeth I", "Henry V"); longer numerals follow any name.
_NAMES = _set(
    "Elizabeth Elisabeth Élisabeth Elisabetta Isabel Isabella Isabelle Mary Maria Marie Anne Anna Victoria "
    "Catherine Katharina Caterina Catalina Margrethe Juliana Beatrix Wilhelmina Christina Kristina Henry "
    "Heinrich Henri Enrique Enrico Henrique Charles Karl Carl Carlos Carlo Carol Louis Ludwig Luis Luigi Luís "
    "George Georg Edward William Wilhelm Guillaume Guillermo Richard James John Johann Juan João Giovanni "
    "Paul Peter Pedro Pietro Pierre Francis Franz François Francisco Francesco Frederick Friedrich Frederik "
    "Philip Philipp Philippe Felipe Filippo Ferdinand Fernando Alfonso Afonso Napoleon Napoléon Nicholas "
    "Nikolaus Nicolas Alexander Alexandre Alejandro Leo Leon Léon Pius Pio Benedict Benedikt Gregory Gregor "
    "Clement Innocent Urban Gustav Gustaf Olav Haakon Harald Christian Albert Otto Umberto Manuel Sebastian "
    "Béla István László Lajos András Endre Ferenc Ulászló Mehmed Selim Murad Süleyman Jan Zygmunt Władysław "
    "Bolesław Kazimierz Stanisław Mieszko Tomislav Petar Simeon Boris Carol Mihai Ferdinand Pedro Ivan "
    "Willem Lodewijk Karel Hendrik Henrik Erik Kaarle Kustaa Gustaaf Christiaan Elisabet Margriet "
    "Пётр Петр Павел Николай Александр Екатерина Анна Елизавета Иван Фёдор Василий Симеон Борис Фердинанд "
    "Ярослав Володимир Святослав Данило Ізяслав Мстислав Ольга Микола Петро Катерина Єлизавета "
    "Κωνσταντίνος Γεώργιος Όθων Παύλος Αλέξανδρος Λουδοβίκος Ερρίκος Κάρολος Ελισάβετ Αικατερίνη"
)
_FEMININE_NAMES = _set(
    "Ελισάβετ Αικατερίνη "
    "Elizabeth Elisabeth Élisabeth Elisabetta Isabel Isabella Isabelle Mary Maria Marie Anne Anna Victoria "
    "Catherine Katharina Caterina Catalina Margrethe Juliana Beatrix Wilhelmina Christina Kristina Erzsébet "
    "Elżbieta Juana Jeanne Giovanna Joanna Margaret Marguerite Margarita Leonor Ulrika Eleonora"
)
_SPELLED_FEMININE = frozenset({"ru", "uk", "bg", "pl", "it", "es", "pt", "hr", "sl"})  # "Екатерина", "Anna"


_PUNCTUATION = ".,;:!?()[]\"'«»"


@dataclass(frozen=True)
class _Context:
    numeral: str
    value: int
    earlier: str  # the word before `before`, lowercased ("w XX wieku", "unter Ludwig XIV.")
    before: str  # the word before the numeral, as written
    after: str  # the word after it
    suffix: str  # French "e", "er", "ère"
    dotted: bool  # written with the ordinal period ("XIX. század", "Ludwig XIV.")
    heading: bool = False  # a heading's number: a line of its own ("XXIII.") or after a word in capitals ("STAVE III.")

    @property
    def after_name(self) -> bool:
        """Whether the numeral follows a monarch's or pope's name."""
        name = self.before
        if not name[:1].isupper() or not name[1:2].islower():
            return False
        # A numeral of two or more of I, V, X follows any name ("Rákóczi"); "I", "V", "X" only a known one.
        return name in _NAMES or (len(self.numeral) > 1 and set(self.numeral) <= set("IVX"))

    @property
    def feminine_name(self) -> bool:
        return self.before in _FEMININE_NAMES


def _value(numeral: str) -> int | None:
    if numeral in _UNICODE:
        return _UNICODE[numeral]
    if not _CANONICAL.fullmatch(numeral):
        return None
    total = 0
    for char, following in zip(numeral, numeral[1:] + " ", strict=True):
        value = _VALUES[char]
        total += -value if following != " " and _VALUES[following] > value else value
    return total


@lru_cache(maxsize=64)
def rules(lang: str) -> tuple[Rule, ...]:
    """The rules of this class for `lang` (empty where it has none)."""
    if lang in ("ja", "ko"):  # "第II章", "II世"; "제II장", "II세"
        first, reign, say_east = ("第", "世", _japanese) if lang == "ja" else ("제", "세", _korean)
        numeral = r"[IVX\u2160-\u216b]"
        # A reign's numeral starts where a run of numerals starts, so a long run is scanned once (linear time).
        east = re.compile(
            rf"(?:{first}(?P<first>{numeral}+)|(?P<reign>{numeral}(?<!{numeral}{numeral}){numeral}*){reign})"
        )
        return (Rule("roman", east, say_east),)
    say = _LANGUAGES.get(lang)
    if say is None:
        return ()
    suffix = r"(?P<suffix>ère|ere|re|er|ème|eme|e|ᵉʳ|ʳᵉ|ᵉ)?" if lang == "fr" else ""
    # The ordinal period, where the language writes one: before any word (hu, tr: "IV. Béla"), else before a
    # lowercase word only, so a sentence still ends after "Ludwig XIV."
    following = r"[^\W\d_]" if lang in ("hu", "tr") else r"[a-zà-ÿčćšžđ]"
    # English books put a period after a king's numeral too: "George III. was" (read without it)
    dot = rf"(?P<dot>\.(?=[ \u00a0]+{following}))?" if lang in _DOTTED else ""
    if lang == "en":  # "George III. was", "Louis XIV.'s brother"
        dot = rf"(?P<dot>\.(?=[ \u00a0]+{following}|['’]s\b))?"
    pattern = re.compile(rf"(?P<roman>[IVXLCDM](?<![\w.][IVXLCDM])[IVXLCDM]*){suffix}(?![\w\u00c0-\u024f]){dot}")
    found = (Rule("roman", pattern, lambda m: _say(m, lang, say)),)
    if lang == "en":  # old books number volumes, chapters and preface pages in small letters: "vol. ii, p. xiv"
        return (
            *found,
            Rule("roman", _ENGLISH_SMALL, _small_numeral),
            Rule("roman", _ENGLISH_ORDINAL, _ordinal_numeral),
        )
    return found


_SMALL_NUMBERED = {
    "vol": "volume", "chap": "chapter", "ch": "chapter", "pt": "part", "bk": "book", "p": "page", "pp": "pages",
    "sc": "scene",
}  # fmt: skip
_ENGLISH_SMALL = re.compile(
    r"\b(?:(?P<word>(?i:vol|chap|ch|pt|bk|sc|pp?))\.|(?P<full>[Ss]cene|[Cc]hapter|[Bb]ook)) (?P<roman>[ivxlc]+)(?!\w)"
)
# "the XIIth century", "the XVIIIth": an ordinal written with a roman numeral
_ENGLISH_ORDINAL = re.compile(r"(?P<roman>[IVXLC](?<![\w.][IVXLC])[IVXLC]*)(?:th|st|nd|rd)(?!\w)")


def _small_numeral(match: re.Match[str]) -> str | None:
    value = _value(match["roman"].upper())
    if not value:
        return None
    if match["full"]:
        return f"{match['full']} {en_words.cardinal(value)}"
    said = _SMALL_NUMBERED[match["word"].lower()]
    return f"{said.capitalize() if match['word'][0].isupper() else said} {en_words.cardinal(value)}"


def _ordinal_numeral(match: re.Match[str]) -> str | None:
    value = _value(match["roman"])
    return en_words.ordinal(value) if value else None


def _say(match: re.Match[str], lang: str, say: Callable[[_Context], str | None]) -> str | None:
    value = _value(match["roman"])
    if value is None or value > 3999:
        return None
    text = match.string
    before = re.search(r"(?:(\S+)[ \u00a0]+)?(\S+)[ \u00a0]+$", text[max(0, match.start() - 60) : match.start()])
    after = re.match(r"[ \u00a0]+([^\W\d_]+)", text[match.end() : match.end() + 40])
    context = _Context(
        match["roman"],
        value,
        (before[1] or "").lower().strip(_PUNCTUATION) if before else "",
        re.sub(r"^[LlDd]['’]", "", before[2].strip(_PUNCTUATION)) if before else "",  # "l'acte III"
        after[1] if after else "",
        match.groupdict().get("suffix") or "",
        bool(match.groupdict().get("dot")),
    )
    if (len(context.numeral) == 1 or context.suffix) and not set(context.numeral) <= set("IVX"):
        return None  # initials and words: "C. Smith", "L. Kovács", French "Le", "Ce", "Me"
    if lang == "en":
        context = replace(context, heading=_is_heading(match))
    counted = context.before.lower() in _CHAPTER_WORDS.get(lang, ()) or _before_its_noun(context, lang)
    counted = counted or context.heading
    if context.value == 1 and not (context.before in _NAMES or context.suffix or context.dotted or counted):
        return None  # the pronoun "I"; not "I sajandil", "I wiek"
    words = say(context)
    return words if context.heading else words and sentence_cased(match, words, lang)


# A numeral on a line of its own ("XXIII.", "IV"), or after one word in capitals that opens the line ("STAVE III.",
# "LECTURE XV"), ending the line or before a title ("CHAPTER XIV. THE STORM"); a king's name is not a heading's word.
_HEADING_BEFORE = re.compile(r"(?:^|\n)[ \t]*(?:(?P<word>[A-Z]{3,})[ \t]+)?$")
_HEADING_AFTER = re.compile(r"\.?[ \t]*(?:\n|$)|[.:](?:—[ \t]*)?[ \t]*[A-Z\"'“‘]")
# A numeral alone opens a heading when the line ends after it or a title in capitals follows ("IV. OF MONEY",
# "II.—THE JOURNEY"); "I. Who was there?" is the pronoun.
_ALONE_AFTER = re.compile(r"\.?[ \t]*(?:\n|$)|\.(?:—[ \t]*|[ \t]+)[A-Z]{2,}\b")


def _is_heading(match: re.Match[str]) -> bool:
    text = match.string
    before = _HEADING_BEFORE.search(text[max(0, match.start() - 40) : match.start()])
    if before is None or (match.start() > 40 and before.start() == 0 and not before.group().startswith("\n")):
        return False  # the window did not reach the line's start
    word = before["word"]
    if not set(match["roman"]) <= set("IVXLC"):
        return False  # "MIX", "DID" on a line of their own are words
    if word is None and not _HEADING_AFTER.match(text, match.end()) or word and word.title() in _NAMES:
        return False
    return word is not None or _ALONE_AFTER.match(text[match.end() : match.end() + 40]) is not None


def _ordinal(value: int, lang: str, feminine: bool = False) -> str | None:
    if lang == "en":
        return en_words.ordinal(value)
    return numwords.ordinal(value, lang, feminine=feminine)


def _cardinal(value: int, lang: str) -> str | None:
    return en_words.cardinal(value) if lang == "en" else numwords.cardinal(value, lang)


def _feminine(context: _Context, lang: str) -> bool:
    return context.feminine_name or (lang in _SPELLED_FEMININE and context.before.endswith(("a", "а", "я")))


# Words before a numeral that make it a chapter's or part's number, and words after it that make it a century.
_CHAPTER_WORDS = {
    "en": _set(
        "chapter part act scene volume vol book section article phase stage type class level war bowl episode "
        "appendix round grade canto psalm title series vatican apollo lecture stave letter sermon essay chap plate "
        "lesson epistle hymn sonnet ode fable tale story adventure"
    ),
    "de": _set("kapitel teil band akt szene abschnitt artikel phase stufe typ klasse buch"),
    "fr": _set("chapitre tome acte scène partie volume livre article titre phase type niveau classe"),
    "es": _set("capítulo tomo acto escena parte volumen libro artículo título fase tipo nivel"),
    "it": _set("capitolo tomo atto scena parte volume libro articolo titolo fase tipo livello"),
    "pt": _set("capítulo tomo ato cena parte volume livro artigo título fase tipo nível"),
    "ru": _set("глава часть том акт раздел статья тип уровень фаза книга"),
    "sv": _set("kapitel del akt volym band fas typ nivå klass bok"),
    "da": _set("kapitel del akt bind fase type niveau klasse bog"),
    "nl": _set("hoofdstuk deel akte band fase type niveau klasse boek"),
    "vi": _set("chương phần tập hồi quyển khóa"),
    "hi": _set("अध्याय भाग खंड"),
    "ar": _set("الفصل الجزء الباب المجلد"),
    "id": _set("bab bagian jilid babak"),
    "pl": _set("rozdział część tom akt"),
    "fi": _set("luku osa"),
    "hr": _set("poglavlje dio čin svezak knjiga"),
    "bg": _set("глава част том раздел"),
    "uk": _set("розділ глава частина том"),
    "el": _set("κεφάλαιο μέρος τόμος βιβλίο άρθρο"),
    "cs": _set("kapitola kapitolu kapitole část části díl dílu svazek akt"),
    "sk": _set("kapitola kapitolu kapitole časť časti diel dielu zväzok akt"),
}
_CENTURY_WORDS = {
    "es": frozenset(("siglo", "siglos")),
    "pt": frozenset(("século", "séculos")),
    "it": frozenset(("secolo", "secoli")),
    "fr": frozenset(("siècle", "siècles")),
    "ru": frozenset(("век", "века", "веке", "веку", "веком", "веков")),
    "vi": frozenset(("kỷ", "kỉ")),
    "ro": frozenset(("secolul", "secolului")),
    "ar": frozenset(("القرن",)),
    "id": frozenset(("abad",)),
    "pl": frozenset(("wiek", "wieku", "wieku", "wieki", "wieków")),
    "bg": frozenset(("век", "века")),
    "uk": frozenset(("століття", "сторіччя", "столітті", "сторіччі")),
    "hr": frozenset(("stoljeće", "stoljeća", "stoljeću")),
    "cs": frozenset(("století", "stol.")),
    "sk": frozenset(("storočie", "storočia", "storočí")),
}
# Where a chapter's number is the ordinal, feminine after a feminine word: Bulgarian "глава четвърта",
# Ukrainian "розділ четвертий".
_ORDINAL_CHAPTERS = {"bg": _set("глава част"), "uk": _set("глава частина")}


# The 14 languages -------------------------------------------------------------------------------------------------


def _english(context: _Context) -> str | None:
    if context.before.lower() in _CHAPTER_WORDS["en"] or context.heading:
        return _cardinal(context.value, "en")
    if context.after_name:
        return f"the {en_words.ordinal(context.value)}"
    return None


_GERMAN_DATIVE = _set("unter von mit bei nach seit zu aus vor")


def _german(context: _Context) -> str | None:
    if context.before.lower() in _CHAPTER_WORDS["de"]:
        return _cardinal(context.value, "de")
    if context.after in ("Jahrhundert", "Jahrhunderts") and context.dotted:
        return numwords.ordinal(context.value, "de")  # the article before gives the ending; nominative is common
    if context.after_name:  # "Ludwig der Vierzehnte", "unter Ludwig dem Vierzehnten"
        ordinal = numwords.ordinal(context.value, "de")
        dative = context.earlier in _GERMAN_DATIVE
        return ordinal and (f"dem {ordinal.capitalize()}n" if dative else f"der {ordinal.capitalize()}")
    return None


def _french(context: _Context) -> str | None:
    feminine = context.suffix in ("re", "ère", "ʳᵉ")
    if context.suffix:
        if context.value == 1:
            return "première" if feminine else "premier"
        if context.suffix in ("er", "ᵉʳ", "re", "ère", "ʳᵉ"):
            return None
        return numwords.ordinal(context.value, "fr")  # "XXe siècle", "IIIe République"
    if context.before.lower() in _CHAPTER_WORDS["fr"]:
        return _cardinal(context.value, "fr")
    if context.after_name:  # "Louis quatorze", but "François premier"
        if context.value == 1:
            return "première" if _feminine(context, "fr") else "premier"
        return _cardinal(context.value, "fr")
    return None


def _iberian(lang: str) -> Callable[[_Context], str | None]:
    """Spanish and Portuguese: ordinals up to ten, cardinals above ("Felipe segundo", "Alfonso trece",
    "siglo quinto", "siglo veintiuno")."""

    def say(context: _Context) -> str | None:
        feminine = _feminine(context, lang)
        small = context.value <= 10
        if context.before.lower() in _CHAPTER_WORDS[lang]:
            return _cardinal(context.value, lang)
        if context.before.lower() in _CENTURY_WORDS[lang] or context.after_name:
            return _ordinal(context.value, lang, feminine) if small else _cardinal(context.value, lang)
        if context.after.lower() == "guerra" and small:
            return _ordinal(context.value, lang, feminine=True)  # "la II Guerra Mundial"
        return None

    return say


def _italian(context: _Context) -> str | None:
    words = (
        context.before.lower() in _CENTURY_WORDS["it"]
        or context.after.lower() in _CENTURY_WORDS["it"]
        or context.before.lower() in _CHAPTER_WORDS["it"]
        or context.after_name
    )
    if context.after.lower() == "guerra":
        return _ordinal(context.value, "it", feminine=True)
    return _ordinal(context.value, "it", _feminine(context, "it")) if words else None


_RUSSIAN_CENTURY_CASES = {
    "век": "nominative", "века": "genitive", "веке": "prepositional", "веку": "dative", "веком": "instrumental",
}  # fmt: skip
_RUSSIAN_FEMININE_WORDS = frozenset(("глава", "часть", "статья", "фаза", "книга"))


def _russian(context: _Context) -> str | None:
    from num2words import num2words

    if context.after in _RUSSIAN_CENTURY_CASES:
        return str(num2words(context.value, lang="ru", to="ordinal", case=_RUSSIAN_CENTURY_CASES[context.after]))
    if context.after == "веков":
        return str(num2words(context.value, lang="ru", to="ordinal", case="genitive", plural=True))
    if context.before.lower() in _CHAPTER_WORDS["ru"]:
        feminine = context.before.lower() in _RUSSIAN_FEMININE_WORDS
        return str(num2words(context.value, lang="ru", to="ordinal", gender="f" if feminine else "m"))
    if context.after_name:
        words = str(num2words(context.value, lang="ru", to="ordinal", gender="f" if _feminine(context, "ru") else "m"))
        return words[:1].upper() + words[1:]  # "Пётр Первый"
    return None


def _swedish(context: _Context) -> str | None:
    if context.before.lower() in _CHAPTER_WORDS["sv"]:
        return _cardinal(context.value, "sv")
    if context.after_name:
        ruleset = "spellout-ordinal-reale" if _feminine(context, "sv") else "spellout-ordinal-masculine"
        words = numwords.spelled_ordinal(context.value, "sv", ruleset)
        return words and f"den {words}"
    return None


def _ordinal_before_word(lang: str) -> Callable[[_Context], str | None]:
    """Hungarian and Turkish write the ordinal before its word with a period: "XIX. század", "IV. Béla"."""

    def say(context: _Context) -> str | None:
        return numwords.ordinal(context.value, lang) if context.dotted else None

    return say


def _arabic(context: _Context) -> str | None:
    if context.before in _CENTURY_WORDS["ar"] or context.before in _CHAPTER_WORDS["ar"]:
        return numwords.spelled_ordinal(context.value, "ar", "spellout-ordinal-masculine")
    return None


def _hindi(context: _Context) -> str | None:
    return _cardinal(context.value, "hi") if context.before in _CHAPTER_WORDS["hi"] else None


_SINO_VIETNAMESE = ("", "nhất", "nhị", "tam", "tứ", "ngũ", "lục", "thất", "bát", "cửu")


def _vietnamese(context: _Context) -> str | None:
    if context.before.lower() in _CENTURY_WORDS["vi"] or context.before.lower() in _CHAPTER_WORDS["vi"]:
        return _cardinal(context.value, "vi")
    if context.after_name and context.value < 40:
        tens, ones = divmod(context.value, 10)
        words = (
            ([_SINO_VIETNAMESE[tens]] if tens > 1 else [])
            + (["thập"] if tens else [])
            + ([_SINO_VIETNAMESE[ones]] if ones else [])
        )
        return "đệ " + " ".join(words)
    return None


def _japanese(match: re.Match[str]) -> str | None:
    value = _value(match["first"] or match["reign"])
    words = numwords.cardinal(value, "ja") if value else None  # no numeral reads 0
    return words and (f"第{words}" if match["first"] else f"{words}世")


def _korean(match: re.Match[str]) -> str | None:
    value = _value(match["first"] or match["reign"])
    if not value:
        return None
    return f"제{ko_words.sino(value)}" if match["first"] else f"{ko_words.sino(value)} 세"


# The other languages -------------------------------------------------------------------------------------------------


def _article_ordinal(lang: str, article: str) -> Callable[[_Context], str | None]:
    """Danish and Dutch: "Christian den Fjerde", "Willem de Eerste"; chapters are cardinals."""

    def say(context: _Context) -> str | None:
        if context.before.lower() in _CHAPTER_WORDS[lang]:
            return _cardinal(context.value, lang)
        if context.after_name:
            words = numwords.ordinal(context.value, lang)
            return words and f"{article} {words.capitalize()}"
        return None

    return say


def _capitalised_ordinal(lang: str) -> Callable[[_Context], str | None]:
    """A regnal number is the ordinal, written with a capital ("Jan Paweł Drugi", "Kaarle Kahdestoista"); a
    century is the ordinal; a chapter the cardinal."""

    def say(context: _Context) -> str | None:
        if context.before.lower() in _CHAPTER_WORDS.get(lang, ()):
            if lang in _ORDINAL_CHAPTERS:
                feminine = context.before.lower() in _ORDINAL_CHAPTERS[lang]
                return numwords.ordinal(context.value, lang, feminine=feminine)
            return _cardinal(context.value, lang)
        if lang == "pl" and context.after in _CENTURY_WORDS["pl"]:  # "XX wiek", "w XX wieku", "z XIX wieku"
            if context.after != "wieku":
                return numwords.ordinal(context.value, "pl")
            if context.before.lower() == "w":
                words = numwords.ordinal(context.value, "pl")
                return words and " ".join(word + "m" for word in words.split())  # "w dwudziestym wieku"
            return numwords.ordinal(context.value, "pl", case="genitive")
        if context.before.lower() in _CENTURY_WORDS.get(lang, ()):
            return numwords.ordinal(context.value, lang)
        if lang in AGREEING_LANGUAGES and context.after in _CENTURY_WORDS.get(lang, ()):
            # As a dotted ordinal agrees with its noun: "v XXI. století" is "v dvacátém prvním století".
            return agreeing_ordinal(context.value, lang, noun=context.after, before=context.before)
        if context.after in _CENTURY_WORDS.get(lang, ()):  # "XXI век"; Ukrainian "у XXI столітті"
            locative = lang == "uk" and context.before.lower() in ("в", "у", "на")
            case = "locative" if locative else "nominative"
            return numwords.ordinal(context.value, lang, case=case, neuter=lang == "uk")  # "століття" is neuter
        if context.after_name:
            words = numwords.ordinal(context.value, lang, feminine=_feminine(context, lang))
            return words and words[:1].upper() + words[1:]
        return None

    return say


# Greek: "ο Δεύτερος" after a monarch's name, each word capitalised; a century in the case its article asks for
# ("στον εικοστό πρώτο αιώνα", "του εικοστού πρώτου αιώνα", "ο εικοστός αιώνας"); a chapter the cardinal.
_GREEK_CENTURY_CASES = {"αιώνας": (), "αιώνα": (("ός", "ό"), ("ος", "ο"))}
_GREEK_GENITIVE = (("ός", "ού"), ("ος", "ου"))


def _greek(context: _Context) -> str | None:
    if context.before.lower() in _CHAPTER_WORDS["el"]:
        return _cardinal(context.value, "el")
    if context.after in _GREEK_CENTURY_CASES:
        endings = _GREEK_GENITIVE if context.before == "του" else _GREEK_CENTURY_CASES[context.after]
        words = numwords.ordinal(context.value, "el")
        return words and numwords.inflect(words, endings, every_word=True)
    if context.after_name:
        feminine = context.feminine_name
        words = numwords.ordinal(context.value, "el", feminine=feminine)
        return words and f"{'η' if feminine else 'ο'} {' '.join(word.capitalize() for word in words.split())}"
    return None


# Latvian, Lithuanian and Estonian write a century's or chapter's numeral before its noun and say it in the noun's
# case ("XXI gadsimtā": "divdesmit pirmajā gadsimtā", "IV nodaļu": "ceturto nodaļu", "XXI sajandil": "kahekümne
# esimesel sajandil"); a regnal number is the ordinal, capitalised (Lithuanian in its definite form: "Antrasis").
_BALTIC_NOUNS = {
    "lv": ("gadsimt", "nodaļ", "daļ", "sējum"),
    "lt": ("amži", "skyri", "dal"),
    "et": ("sajand", "peatük", "osa"),
}


def _before_its_noun(context: _Context, lang: str) -> bool:
    """Whether the numeral stands before the century or chapter it counts ("XXI век", "IV nodaļu")."""
    after = context.after.lower()
    return after in _CENTURY_WORDS.get(lang, ()) or after.startswith(_BALTIC_NOUNS.get(lang, ()))


def _baltic(lang: str) -> Callable[[_Context], str | None]:
    def say(context: _Context) -> str | None:
        if _before_its_noun(context, lang):
            return agreeing_ordinal(context.value, lang, noun=context.after, before=context.before)
        if context.after_name:
            value = context.value
            words = numwords.lithuanian_ordinal(value, "asis") if lang == "lt" else numwords.ordinal(value, lang)
            return words and words[:1].upper() + words[1:]
        return None

    return say


def _romanian(context: _Context) -> str | None:
    if context.before.lower() in _CENTURY_WORDS["ro"]:
        return numwords.ordinal(context.value, "ro")
    if context.after_name:
        return "întâi" if context.value == 1 else numwords.ordinal(context.value, "ro")
    return None


_DOTTED = frozenset({"de", "hu", "tr", "hr", "sl", "cs", "sk", "da"})

_LANGUAGES: dict[str, Callable[[_Context], str | None]] = {
    "en": _english,
    "de": _german,
    "fr": _french,
    "es": _iberian("es"),
    "pt": _iberian("pt"),
    "it": _italian,
    "ru": _russian,
    "sv": _swedish,
    "hu": _ordinal_before_word("hu"),
    "tr": _ordinal_before_word("tr"),
    "ar": _arabic,
    "hi": _hindi,
    "vi": _vietnamese,
    "da": _article_ordinal("da", "den"),
    "nl": _article_ordinal("nl", "de"),
    "pl": _capitalised_ordinal("pl"),
    "fi": _capitalised_ordinal("fi"),
    "sl": _capitalised_ordinal("sl"),
    "hr": _capitalised_ordinal("hr"),
    "bg": _capitalised_ordinal("bg"),
    "cs": _capitalised_ordinal("cs"),
    "sk": _capitalised_ordinal("sk"),
    "uk": _capitalised_ordinal("uk"),
    "id": _capitalised_ordinal("id"),
    "ro": _romanian,
    "el": _greek,
    "lv": _baltic("lv"),
    "lt": _baltic("lt"),
    "et": _baltic("et"),
}
