"""Abbreviations people expand when they read aloud: "Dr.", "etc.", "z. B.", "n.º", "т.е.", "t.ex.", "pl.".

    from handler.text.normalize.classes import abbreviation

    apply_rules(AlignedText.of("Dr. Smith, etc."), abbreviation.rules("en")).text
    # "Doctor Smith, et cetera."

Each language's table (its home's `abbreviations`, languages/<code>.py) says what each abbreviation is read as;
this class finds them. An abbreviation's own period is not a sentence end, except where the sentence ends with it
("… pears, etc. Then" keeps one); a title ("Dr.", "Sr.", "M.") is read only before a name, a number word ("No.",
"Nr.", "S.", "n.º") only before a number, and a unit that agrees with its number ("руб.") in the form the number
asks for. Written with a capital at the start of a sentence ("Z. B."), the reading takes one too.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache

from handler.text.normalize.cldr import locale_data
from handler.text.normalize.counting import word_before
from handler.text.normalize.languages import home
from handler.text.normalize.rules import Rule
from handler.text.normalize.sentences import SENTENCE_END, no_sentence
from handler.text.normalize.spacing import BY_RULES

_SENTENCE_START = re.compile(r"(?:^|[.!?…]\s+|\n\s*|[¿¡])$")
_WORD = re.compile(r"\w")
# A name, or a nobiliary particle and a name ("Mme. de Staël", "Herr von Moltke"), maybe in quotation marks ("ул.
# „Шипка“", "ul. „Długa”").
_NAME_FOLLOWS = re.compile(
    r"[ \u00a0]*[\"„“«‚]?(?:(?:de|du|des|von|van|der|di|da|le|la)[ \u00a0]+|d['’](?=[A-Z]))?([^\W\d_])"
)
_NUMBER_FOLLOWS = re.compile(r"[ \u00a0]?[0-9]")
# Where a title's other reading (a street) is meant: after a name ("Main St."), after a house number and a name.
_NAME_BEFORE = re.compile(r"(?:[A-Z][\w'’]*\.?|\d\w*)[ \u00a0]+$")  # "King Jr. Dr.": a name's own title before
_STREET_NUMBER_BEFORE = re.compile(r"\d\w*[ \u00a0]+(?:[A-Z][\w'’]*[ \u00a0]+){1,2}$")
_NUMBER_BEFORE = re.compile(r"(\d+)(?:[ \u00a0]*\S+)?[ \u00a0]*$")
# A number and a unit written short with its period just before ("2 Std. ", "5 Min. ").
_UNIT_BEFORE = re.compile(r"\d[ \u00a0]?[^\W\d_]{1,4}\.[ \u00a0]+$")
_NUMBER_JUST_BEFORE = re.compile(r"\d[ \u00a0]?$")


@dataclass(frozen=True)
class Expansion:
    spoken: str
    title: bool = False  # read only before a name ("Dr. Smith")
    before_number: bool = False  # read only before a number ("No. 5")
    otherwise: str | None = None  # a title's reading after a street's name ("Main St." -> "Street")
    forms: tuple[str, str, str] | None = None  # after 1, 2-4, 5+ (Slavic agreement: "рубль", "рубля", "рублей")
    ends_sentence: bool = False  # closes a list, so a capital after it starts a sentence ("etc. Then")
    after_number: bool = False  # read only after a number ("5 st.": "fem stycken")
    # The form after a word that gives another case: (word, form) pairs (Czech "v r. 2015": "v roce", "r." else
    # "roku").
    after_words: tuple[tuple[str, str], ...] = ()


def _table(lines: str) -> dict[str, Expansion]:
    """ "key = spoken" per line; "^key" is a title, "#key" wants a number after it, "+key" one before it, "$key"
    closes a list (it may end a sentence); "spoken ; otherwise" gives a title's reading without a name; "one | few |
    many" the forms after a number; "stem~e1,e2" an adjective taking the ending of the adjective after it ("e=é":
    said "é" after "e"); "spoken / word word: form" the form said right after one of those words."""
    table: dict[str, Expansion] = {}
    for line in lines.strip().splitlines():
        key, spoken = (part.strip() for part in line.split(" = "))
        title, before_number, ends_sentence = key.startswith("^"), key.startswith("#"), key.startswith("$")
        after_number = key.startswith("+")
        key = key.lstrip("^#$+")
        spoken, after_words = in_context(spoken)
        spoken, _, otherwise = (part.strip() for part in spoken.partition(" ; "))
        parts = [part.strip() for part in spoken.split("|")]
        forms = (parts[0], parts[1], parts[2]) if len(parts) > 1 else None
        table[key] = Expansion(
            forms[2] if forms else spoken,
            title,
            before_number,
            otherwise or None,
            forms,
            ends_sentence,
            after_number,
            after_words,
        )
    return table


def in_context(spoken: str) -> tuple[str, tuple[tuple[str, str], ...]]:
    """ "roku / v ve: roce": the form said by default, and (word, form) for each word after which another is said."""
    default, *contexts = (part.strip() for part in spoken.split(" / "))
    pairs = ((words, form.strip()) for words, form in (context.split(":") for context in contexts))
    return default, tuple((word, form) for words, form in pairs for word in words.split())


def said_after(default: str, after_words: tuple[tuple[str, str], ...], text: str, start: int) -> str:
    """The form said after the word before text[start:] (in_context's pairs), or after an abbreviation written
    before it with its period ("см. стр. 12": "смотри страницу"), else `default`."""
    if not after_words:
        return default
    forms = dict(after_words)
    dotted = _DOTTED_BEFORE.search(text, max(0, start - 30), start)
    return forms.get(word_before(text, start)) or (dotted and forms.get(dotted[1].lower())) or default


_DOTTED_BEFORE = re.compile(r"(?<!\w)(\w+\.)[ \u00a0]$")


def keys(lang: str) -> tuple[str, ...]:
    """The abbreviations `lang` expands, as written ("av. J.-C.", "z. B.")."""
    return tuple(_table(home(lang).abbreviations))


@lru_cache(maxsize=64)
def rules(lang: str) -> tuple[Rule, ...]:
    """The rules of this class for `lang` (empty where it has none)."""
    table = _table(home(lang).abbreviations)
    if not table:
        return ()
    keys = sorted(table, key=len, reverse=True)
    alternatives = _by_first_letter(keys)
    lookup = {_canonical(key): entry for key, entry in table.items()}
    # A lowercase key matches its capitalised form too, unless the table names that form itself ("dr.", "Dr.").
    capitalised = {_canonical(_capitalised(key)): entry for key, entry in table.items() if key[:1].islower()}
    lookup = {**capitalised, **lookup}
    # Kana, kanji and Hangul touch Latin abbreviations without a space ("日本vsブラジル").
    # A look-ahead for the keys' first letters lets the scan skip, at once, every position no key starts at.
    # A key that starts with a letter starts a word, so mid-word positions are skipped too.
    first = {char for key in keys for char in {key[0], _capitalised(key)[0]}}
    words = "".join(sorted(re.escape(char) for char in first if char.isalnum()))
    others = "".join(sorted(re.escape(char) for char in first if not char.isalnum()))
    # Where the language writes case endings after a number's hyphen, "10-st" ends a number, no abbreviation.
    after_number = r"(?<!\d-)" if home(lang).suffixes_after_numbers else ""
    start = "|".join(
        ([rf"(?<![\w.]){after_number}(?=[{words}])"] if words else []) + ([f"(?=[{others}])"] if others else [])
    )
    # Where the language says a case ending written after a number as the word before it takes it (its home's
    # `ending_after`), it writes one after an abbreviation's period too ("16. yy.da": "on altıncı yüzyılda"); in
    # other languages a word glued after the period is the next word ("kb.tíz").
    ending_after = home(lang).ending_after
    ending = r"(?P<ending>(?<=\.)[^\W\d_]+)?" if ending_after else ""
    flags = re.ASCII if home(lang).unspaced_digits else 0
    pattern = re.compile(rf"(?:{start})(?P<key>{alternatives}){ending}", flags)
    return (Rule("abbreviation", pattern, lambda m: _with_ending(m, _say(m, lookup, lang), ending_after)),)


def _with_ending(
    match: re.Match[str], spoken: str | None, ending_after: Callable[[str, str], str] | None
) -> str | None:
    """The reading with the case ending written after the abbreviation's period, as said after the word's last
    vowel, joined to a word that ends in a consonant ("yüzyıl" + "da"); after a vowel the ending would take a buffer
    letter the writer left out, so the abbreviation is left to the other rules."""
    ending = match.groupdict().get("ending")
    if not ending or spoken is None or ending_after is None:
        return spoken
    if spoken[-1:] in "aeıioöuüâîû" or not spoken[-1:].isalpha():
        return None
    return spoken + ending_after(spoken, ending)


def _by_first_letter(keys: list[str]) -> str:
    """The keys' patterns as one alternation per first letter, each behind a look-ahead for it: at a word's start
    the scan tries the few keys of its letter, not every key. The groups share no letter, and each keeps the keys'
    order (longest first), so a text matches what the flat alternation matched."""
    groups: dict[str, list[str]] = {}
    for key in keys:
        groups.setdefault(key[0].upper()[0], []).append(key)
    return "|".join(
        "(?=[{}])(?:{})".format(
            "".join(sorted({re.escape(char) for key in group for char in key[0] + _capitalised(key)[0]})),
            "|".join(_key_pattern(key) for key in group),
        )
        for group in groups.values()
    )


def _canonical(written: str) -> str:
    return re.sub(r"\s+", "", written)


def _capitalised(key: str) -> str:
    return key[:1].upper() + key[1:]


def _key_pattern(key: str) -> str:
    """The key with an optional space after each inner period ("z. B." matches "z.B."), at word boundaries;
    a lowercase key matches its capitalised form too (the start of a sentence)."""
    core = key[:-1] if key.endswith(".") else key
    body = r"\.[ \u00a0]?".join(re.escape(part) for part in re.split(r"\.\s*", core))
    body += r"\." if key.endswith(".") else ""
    if key[:1].islower():
        first = re.escape(key[0])
        body = f"[{first}{re.escape(key[0].upper())}]" + body[len(first) :]
    before = r"(?<![\w.])" if key[:1].isalnum() else ""
    # A key ending in a letter or a combining vowel sign ("डॉ") must not end inside a word ("डॉक्टर").
    after = r"(?!\w)" if key[-1:].isalnum() or unicodedata.category(key[-1:] or " ").startswith("M") else ""
    return f"{before}{body}{after}"


def sentence_cased(match: re.Match[str], words: str, lang: str = "") -> str:
    """`words` with a capital where the match starts a sentence, as a native writes a reading there
    ("XX век был" -> "Двадцатый век был"); shared by the classes whose readings can start one. A token that is the
    whole text ("-12", "3,5 kg", a form's field) is no sentence: its words keep their own case, as a date's do."""
    if match.group()[:1].islower():
        return words  # the writer's own lowercase word starts it ("thứ 3": "thứ ba", "május 1. napján")
    if not _WORD.search(match.string, 0, match.start()) and (
        not _WORD.search(match.string, match.end()) or not SENTENCE_END.search(match.string, match.end())
    ):
        return words  # the whole text, or a fragment not written as a sentence ("21 años", a form's field)
    before = match.string[max(0, match.start() - 3) : match.start()]
    if _SENTENCE_START.search(before) and words[:1].islower() and not _after_abbreviation(match, lang):
        first = "İ" if words[0] == "i" and home(lang).dotted_capital_i else words[0].upper()
        return first + words[1:]
    return words


def _after_abbreviation(match: re.Match[str], lang: str) -> bool:
    """The period before the match closes an abbreviation that does not end a sentence ("ca. 5 min")."""
    before = match.string[max(0, match.start() - 20) : match.start()]
    if _UNIT_BEFORE.search(before):
        return True  # a unit written short after a number ("2 Std. 30 Min."): its period is the unit's
    word = re.search(r"(\S+)\s+$", before)
    if not lang or word is None:
        return False
    if word[1].lower() in _mid_sentence_keys(lang):
        return True
    # a unit written short with its period ("5 ft. 10½ in.", read "five feet. ten..."): no sentence's end
    return word[1].endswith(".") and word[1][:-1] in _dotted_units(lang)


@lru_cache(maxsize=64)
def _dotted_units(lang: str) -> frozenset[str]:
    """The units `lang` writes short with a period, as written and as said ("ft", "foot", "feet")."""
    measures = home(lang).measures
    said = (name for unit in measures.dotted for name in measures.names.get(unit, ()))
    return frozenset((*measures.dotted, *said))


@lru_cache(maxsize=64)
def _mid_sentence_keys(lang: str) -> frozenset[str]:
    """The language's abbreviations, lowercased, whose period does not end a sentence."""
    table = _table(home(lang).abbreviations)
    return frozenset(key.lower() for key, expansion in table.items() if not expansion.ends_sentence)


def _name_follows(following: str) -> bool:
    """A capitalised word, or a word of a script without capitals, follows."""
    found = _NAME_FOLLOWS.match(following)
    return found is not None and (found[1].isupper() or found[1].lower() == found[1].upper())


@lru_cache(maxsize=64)
def _titled_pair(lang: str) -> re.Pattern[str]:
    """A title before the language's "and" (CLDR's) and another title: "Dr. and Mrs. Smith", "el Sr. y la Sra.
    García", "M. et Mme Dupont"."""
    joined = "|".join(re.escape(word) for word in ("&", locale_data(lang).and_word) if word)
    title = r"(?:[a-z]{1,3}[ \u00a0]+)?[A-Z][a-z]*\.?[a-z]*"  # "la Sra.", "Mrs.", "Mme"
    return re.compile(rf"[ \u00a0]+(?:{joined})[ \u00a0]+{title}[ \u00a0]+[A-Z]")


def _say(match: re.Match[str], lookup: dict[str, Expansion], lang: str) -> str | None:
    written = match["key"]
    entry = lookup.get(_canonical(written))
    if entry is None:
        return None
    text, end = match.string, match.end("key")
    following = text[end : end + 8]
    if entry.before_number and not _NUMBER_FOLLOWS.match(following):
        return None  # "No." answering a question, "S." as an initial
    spoken = entry.spoken
    before = text[max(0, match.start() - 30) : match.start()]
    if entry.after_number and not _NUMBER_JUST_BEFORE.search(before):
        return None  # "st." after a number only: "5 st." is "fem stycken"
    if entry.otherwise is not None and _STREET_NUMBER_BEFORE.search(before):
        spoken = entry.otherwise  # "42 Baker St.", "12 Elm Dr.": a street's name
    elif entry.title and not _name_follows(following) and not _titled_pair(lang).match(text, end):
        if entry.otherwise is None or not _NAME_BEFORE.search(before):
            return None  # a title is read before a name only ("Dr. and Mrs. Smith": before a pair's name)
        spoken = entry.otherwise  # "Main St.", "Mulholland Dr.": after a name, a street
    if entry.forms:
        spoken = _agreeing(entry.forms, text[max(0, match.start() - 30) : match.start()])
    spoken = said_after(spoken, entry.after_words, text, match.start())  # "v r. 2015": "v roce"
    if "~" in spoken:
        spoken = _agreeing_adjective(spoken, text[end : end + 24])
    if written[:1].isupper():
        spoken = sentence_cased(match, spoken, lang)
    # The abbreviation's period also ended the sentence: keep one. Mid-text, only one that closes a list ("etc.")
    # ends a sentence before a capital: "z. B. Äpfel" goes on.
    rest = text[end:]
    sentence_end = home(lang).full_stop == "." and (not rest.strip() or rest[:1] == "\n") and not no_sentence(match)
    sentence_end = sentence_end or (entry.ends_sentence and re.match(r"\s+[A-ZÀ-ÝА-ЯЁΑ-Ω]", rest) is not None)
    if written.endswith(".") and (not entry.title or spoken == entry.otherwise) and sentence_end:
        spoken += "."
    if home(lang).spacing == BY_RULES and rest[:1].isalnum():
        spoken += " "  # "(주)삼성" -> "주식회사 삼성": the rules place their own spaces
    return spoken


def _agreeing_adjective(spoken: str, following: str) -> str:
    """An adjective written short takes the ending of the adjective after it ("takzvan~ý,á,ú": "tzv. šedú zónu" is
    "takzvanú šedú zónu"); the first ending where the next word has none of them."""
    stem, _, written = spoken.partition("~")
    # "e=é": the next word's ending, and the one the adjective takes for it (Slovak shortens a long ending after a
    # long syllable, "čierne", where "takzvané" keeps it)
    endings = [ending.partition("=") for ending in written.split(",")]
    word = re.match(r"[ \u00a0]+(\w+)", following)
    found = word and next(
        (e for e in sorted(endings, key=lambda e: len(e[0]), reverse=True) if word[1].lower().endswith(e[0])), None
    )
    ending = found or endings[0]
    return stem + (ending[2] or ending[0])


def _agreeing(forms: tuple[str, str, str], before: str) -> str:
    """The form of a counted word after its number (Slavic): 1 рубль, 2-4 рубля, 5 and more рублей."""
    found = _NUMBER_BEFORE.search(before)
    if found is None:
        return forms[2]
    number = int(found[1])
    if number % 10 == 1 and number % 100 != 11:
        return forms[0]
    if 2 <= number % 10 <= 4 and not 12 <= number % 100 <= 14:
        return forms[1]
    return forms[2]
