"""Verbalisation for the languages other than English and Korean: numbers, dates, times, money, percentages,
units and ordinals become words, with num2words for the words and CLDR (babel) for how the language writes
them (separators, month names, date order, currency symbols and names, unit names).

    from handler.text.normalize.world import WORLD_LANGUAGES, verbalize_world

    verbalize_world(AlignedText.of("Am 3. Mai 2024 kostet es 12,50 €."), "de").text
    # "Am dritten Mai zweitausendvierundzwanzig kostet es zwölf Euro fünfzig."

The rules, most specific first (each one's output is final):
- every other number, with the language's decimal and group separators ("1.234,5", "1 000", "-5");
- then any digits still left, as a number ("1.2.3": "eins.zwei.drei").
A form the libraries cannot say in a language (Czech ordinals, say) is left as written, never guessed.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from decimal import Decimal
from functools import lru_cache, partial

from babel import Locale

from handler.text.normalize.aligned import AlignedText
from handler.text.normalize.classes.abbreviation import sentence_cased
from handler.text.normalize.cldr import (
    LocaleData,
    locale_data,
)
from handler.text.normalize.counting import counted, noun_and_adposition
from handler.text.normalize.languages import home
from handler.text.normalize.numbers import SIGNED, compile_for, locale_number
from handler.text.normalize.numwords import (
    MAX_DIGITS,
    NUMWORDS_LANGUAGES,
    attributive,
    decimal,
    negative_word,
)
from handler.text.normalize.rules import Rule, apply_rules
from handler.text.normalize.spacing import WORD_CHARACTER

WORLD_LANGUAGES = NUMWORDS_LANGUAGES


def world_numbers(lang: str) -> Callable[[AlignedText], AlignedText]:
    """The last pass of a language the libraries say (a home's `numbers`)."""
    return partial(verbalize_world, lang=lang)


def verbalize_world(aligned: AlignedText, lang: str) -> AlignedText:
    if lang not in WORLD_LANGUAGES:
        return aligned
    aligned = apply_rules(aligned, _rules(lang), home(lang).spacing)
    if "' " in aligned.text:
        aligned = _glue_elisions(aligned)
    return _glue_suffixes(aligned, home(lang).ending_after) if home(lang).suffixes_after_numbers else aligned


def _glue_elisions(aligned: AlignedText) -> AlignedText:
    """ "un' ora" -> "un'ora": a word a rule wrote that ends in an elided vowel joins the word after it."""
    text, final = aligned.text, aligned.final
    edits = [
        (index, index + 1, "")
        for index in range(1, len(text) - 1)
        if text[index] == " " and text[index - 1] == "'" and final[index - 1] and not final[index]
        and text[index + 1].isalpha()
    ]  # fmt: skip
    return aligned.replace(edits) if edits else aligned


def _glue_suffixes(aligned: AlignedText, ending_after: Callable[[str, str], str] | None = None) -> AlignedText:
    """ "14:30-kor" -> "harminckor", "2024'te" -> "…dörtte", "10:llä" -> "kymmenellä": the case ending written after a
    number joins its words (it was chosen for how the number sounds; `ending_after` says it after words read for
    an abbreviation: "TL'ye" -> "liraya"). After a name a rule wrote, it stays apart: "29 Ekim'de" is "yirmi dokuz
    Ekim'de"."""
    text, final = aligned.text, aligned.final
    joins = [
        index
        for index in range(1, len(text) - 1)
        if text[index] in "-':"
        and final[index - 1]
        and not final[index]
        and text[index + 1].isalpha()
        and (text[index] != ":" or re.match(r":[^\W\d_A-ZÄÖ]{1,5}\b", text[index : index + 7]))
        and not _after_name(text, index)
    ]
    edits = [(index, index + 1, "") for index in joins]
    if ending_after is not None:
        edits = [_ending_said(text, index, ending_after) for index in joins]
    return aligned.replace(edits) if edits else aligned


_ENDING = re.compile(r"[^\W\d_]+")
_LAST_WORD = re.compile(r"[^\W\d_]+$")
_LONGEST_WORD = 64


def _ending_said(text: str, index: int, ending_after: Callable[[str, str], str]) -> tuple[int, int, str]:
    """The edit that joins the ending after `index` to the word before it, as said after that word."""
    # The word is looked for in a window before `index`: a search from the text's start costs the whole text per
    # ending, quadratic in a long Turkish text.
    ending, word = _ENDING.match(text, index + 1), _LAST_WORD.search(text, max(0, index - _LONGEST_WORD), index)
    said = ending_after(word.group(), ending.group()) if ending and word else None
    if ending is None or said is None or said == ending.group():
        return (index, index + 1, "")
    return (index, ending.end(), said)


def _after_name(text: str, index: int) -> bool:
    """Whether the word that ends at `index` starts with a capital (a month's name in a date), not one it has for
    starting a sentence ("Kettőt.")."""
    start = index
    while start > 0 and text[start - 1].isalpha():
        start -= 1
    return text[start].isupper() and not re.search(r"(?:^|[.!?]\s+)$", text[max(0, start - 3) : start])


@lru_cache(maxsize=64)
def _rules(lang: str) -> tuple[Rule, ...]:
    data = locale_data(lang)
    # A locale writing a decimal comma also reads a period before digits that are not a group of three as a point
    # ("Bewertung: 4.5 von 5", typed as English writes it); the home names marks beyond that (Arabic "3,5").
    points = home(lang).decimal_marks + ("." if data.decimal == "," else "")
    number = locale_number(data.decimal, data.group_symbol, data.two_digit_groups, other_points=points)
    return (
        Rule("cardinal", compile_for(rf"{SIGNED}{number}", lang), lambda m: _plain_number(m, lang, data)),
        # Digits no rule took ("1.2.3", a run after a stray separator) are still read: none reaches the model.
        Rule("cardinal", re.compile(r"\d+"), lambda m: decimal(m.group(), None, lang)),
    )


def _amount(match: re.Match[str]) -> tuple[str, str | None, Decimal]:
    integer = re.sub(r"\D", "", match["int"])
    fraction = match["frac"]
    value = Decimal(f"{integer}.{fraction}" if fraction else integer)
    return integer, fraction, -value if match.groupdict().get("minus") else value


def _number_words(match: re.Match[str], lang: str, gender: str | None = None) -> str | None:
    integer, fraction, value = _amount(match)
    words = decimal(integer, fraction, lang, gender)
    return f"{negative_word(lang)} {words}" if words is not None and value < 0 else words


def _plain_number(match: re.Match[str], lang: str, data: LocaleData) -> str | None:
    words = _cardinal_words(match, lang)
    before_ending = home(lang).before_ending
    digits = re.sub(r"\D", "", match["int"])
    number = int(digits) if len(digits) <= MAX_DIGITS else 0  # int() takes fewer than 4,300 digits
    if words and before_ending and match.string.startswith("-", match.end()):
        words = before_ending(number, words, match.string[match.end() + 1 : match.end() + 4])
    elif words and before_ending and not match["frac"] and (ending := _COLON_ENDING.match(match.string, match.end())):
        words = before_ending(number, words, ending.group())  # "10:llä"
    return words and sentence_cased(match, words, lang)


_COLON_ENDING = re.compile(r":[^\W\d_]+")  # a case ending written after a number with a colon: "10:llä"


def _cardinal_words(match: re.Match[str], lang: str) -> str | None:
    words = _number_words(match, lang)
    counting = home(lang).counting
    digits = re.sub(r"\D", "", match["int"])
    # A run longer than any number's words is read digit by digit: no noun agrees with it (and int() refuses more
    # than 4,300 digits).
    if words and counting and not match.groupdict().get("minus") and len(digits) <= MAX_DIGITS:
        noun, before = _words_around(match.string, match.start(), match.end())
        if noun.lower() in counting.through:  # "2 mil pessoas": the noun after "mil" counts
            scale = _WORD_AFTER.match(match.string, match.end())
            behind = scale and _WORD_AFTER.match(match.string, scale.end())
            noun = behind[1] if behind and not behind[1][0].isdigit() else ""
        elif counting.adjectives and noun.lower().endswith(counting.adjectives):
            adjective = _WORD_AFTER.match(match.string, match.end())
            behind = adjective and _WORD_AFTER.match(match.string, adjective.end())
            noun = behind[1] if behind else noun  # "2 nové židle": the noun after the adjective counts
        noun, before = noun_and_adposition(counting, match.string, match.start(), match.end(), noun, before)
        before = (counting.governor and counting.governor(match.string, match.start())) or before  # "بلغ سعر ... 80"
        if noun.lower() in _operator_words(lang):
            noun = ""  # "3 = 8" read "3 равно 8": an operator's word counts nothing
        second = None if noun else _NOUN_AFTER_SECOND.match(match.string, match.end())
        if (
            second
            and (second["between"] or "").lower() not in _operator_words(lang)
            and _plural_form(int(digits), lang) == _plural_form(int(second["number"]), lang)
        ):
            noun = second["noun"]  # "2 až 3 hodiny", "2-3 книги"; not "3-5 дней", whose noun is five's
        said = counted(counting, int(digits), words, noun, before, match["frac"])
        if not said and match["frac"] and counting.decimal_in_case:
            said = counting.decimal_in_case(digits, match["frac"], before.lower())  # "на одну целую восемь сотых"
        if said:
            # "dvě auta", "с пятью друзьями", "1,5 часа": "полтора часа"
            return _of_after_scale(said, digits, match, lang)
    noun_after = home(lang).noun_after
    if words and match["frac"] is None and noun_after and noun_after.match(match.string, match.end()):
        return _of_after_scale(attributive(words, lang), digits, match, lang)
    return words


def _of_after_scale(words: str, digits: str, match: re.Match[str], lang: str) -> str:
    """A round million is a noun where the language joins it to what it counts with its "of" ("3.000.000 hogares":
    "tres millones de hogares", "4 000 000 habitants": "quatre millions d'habitants"), written or not; "1.500.000
    habitantes" ends in "mil" and takes none."""
    scale = home(lang).scale
    noun_after = home(lang).noun_after
    if not (scale and scale.of and noun_after and match["frac"] is None and len(digits) > 6):
        return words
    if int(digits) % 10**6 or not noun_after.match(match.string, match.end()):
        return words
    return f"{words} {scale.of_before(match.string[match.end() + 1 :])}"  # the home joins an elided "d'" to its noun


# The word after a number, past a "de" (Romanian counts twenty and more with it: "22 de fete"); a word between two
# numbers is a range's "to", not a noun.
_WORD = WORD_CHARACTER
_WORD_AFTER = re.compile(rf"[ \u00a0](?:de )?({_WORD}+)(?!{_WORD})(?![ \u00a0]?\d)")
# Not the "to" after a range's first end.
_WORD_BEFORE = re.compile(rf"(?<!\d[ \u00a0])(?<!{_WORD})({_WORD}+)[ \u00a0]$")
# The first end of a range or a choice counts the noun after the second ("2-3 hodiny": "dvě až tři hodiny", "2-3
# книги": "две-три книги", "2 или 3"): the word or dash between them, and the noun after the second number.
_NOUN_AFTER_SECOND = re.compile(
    r"(?:[ \u00a0](?P<between>\w+)[ \u00a0]|[-–—])(?P<number>\d{1,15})[ \u00a0](?:de )?(?P<noun>[^\W\d]\w*)\b"
    r"(?![ \u00a0]?\d)"
)


@lru_cache(maxsize=64)
def _operator_words(lang: str) -> frozenset[str]:
    """The first word of the language's plus, equals and division ("plus", "равно", "je" of "je enako"); the
    word for times may be a noun a number counts ("fois", "vezes")."""
    operators = home(lang).operators
    return frozenset(operators[sign].split()[0].lower() for sign in "+=÷" if operators.get(sign, "").strip())


@lru_cache(maxsize=4096)
def _plural_form(number: int, lang: str) -> str:
    """CLDR's plural category of `number` ("one", "few", "many", "other"): two numbers in the same one count a noun
    in the same form."""
    return str(Locale.parse(lang).plural_form(number))


def _words_around(text: str, start: int, end: int) -> tuple[str, str]:
    """The word after a number (its noun, if it counts one) and the word before it (a preposition, if any)."""
    after = _WORD_AFTER.match(text, end)
    before = _WORD_BEFORE.search(text, max(0, start - 30), start)
    return (after[1] if after and not after[1][0].isdigit() else ""), (before[1] if before else "")
