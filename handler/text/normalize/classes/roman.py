"""Roman numerals, only where the context makes them numbers: after a monarch's or pope's name ("Louis XIV",
"Elizabeth II"), with a century ("siglo XXI", "XXe siècle", "XX век", "XIX. század"), after a chapter, part or
act ("Chapter IV", "Kapitel III", "World War II"), heading a line ("CHAPTER XIV."). The pronoun "I" and words such
as "MIX" or "DC" stay words.

    from handler.text.normalize.classes import roman

    apply_rules(AlignedText.of("Elizabeth II"), roman.rules("en")).text    # "Elizabeth the second"

This class finds the numerals and what stands around them; the language's home (its `roman`: the words that make a
numeral a count, its monarchs' names, and how it says one) says them: en "the second", de "der Zweite", fr
"quatorze" but "premier", a chapter's number as a cardinal ("Chapter four") or an ordinal ("capitolo quarto").
roman_numerals.py has what languages share.
"""

from __future__ import annotations

import re
from functools import lru_cache

from handler.text.normalize.classes.abbreviation import sentence_cased
from handler.text.normalize.languages import home
from handler.text.normalize.roman_numerals import Numeral, RomanNumerals, value
from handler.text.normalize.rules import Rule

_PUNCTUATION = ".,;:!?()[]\"'«»"


@lru_cache(maxsize=64)
def rules(lang: str) -> tuple[Rule, ...]:
    """The rules of this class for `lang` (empty where it has none)."""
    numerals = home(lang).roman
    if numerals is None:
        return ()
    more = numerals.more() if numerals.more else ()
    if numerals.say is None:
        return more
    suffix = rf"(?P<suffix>{numerals.suffixes})?" if numerals.suffixes else ""
    dot = rf"(?P<dot>\.(?={numerals.period}))?" if numerals.period else ""
    pattern = re.compile(rf"(?P<roman>[IVXLCDM](?<![\w.][IVXLCDM])[IVXLCDM]*){suffix}(?![\w\u00c0-\u024f]){dot}")
    short = _century_short(lang, numerals)
    return (*more, *short, Rule("roman", pattern, lambda m: _say(m, lang, numerals)))


def _century_short(lang: str, numerals: RomanNumerals) -> tuple[Rule, ...]:
    """ "s. XIX": the century's word written short, said in full before the numeral ("siglo diecinueve")."""
    if not numerals.centuries_short:
        return ()
    shorts = "|".join(re.escape(short) for short in sorted(numerals.centuries_short, key=len, reverse=True))
    pattern = re.compile(rf"(?<![\w.])(?P<short>{shorts})[ \u00a0]?(?P<roman>[IVXLC]+)(?![\w\u00c0-\u024f])")

    def say(match: re.Match[str]) -> str | None:
        worth = value(match["roman"])
        word = numerals.centuries_short[match["short"]]
        if worth is None or worth > 30 or numerals.say is None:
            return None
        numeral = Numeral(match["roman"], worth, "", word, "", "", False, False, False)
        said = numerals.say(numeral)
        return said and sentence_cased(match, f"{word} {said}", lang)

    return (Rule("roman", pattern, say),)


def _say(match: re.Match[str], lang: str, numerals: RomanNumerals) -> str | None:
    worth = value(match["roman"])
    if worth is None or worth > 3999 or numerals.say is None:
        return None
    written, suffix = match["roman"], match.groupdict().get("suffix") or ""
    if (len(written) == 1 or suffix) and not set(written) <= set("IVX"):
        return None  # initials and words: "C. Smith", "L. Kovács", French "Le", "Ce", "Me"
    text = match.string
    words_before = re.search(r"(?:(\S+)[ \u00a0]+)?(\S+)[ \u00a0]+$", text[max(0, match.start() - 60) : match.start()])
    word_after = re.match(r"[ \u00a0]+([^\W\d_]+)", text[match.end() : match.end() + 40])
    before = re.sub(r"^[LlDd]['’]", "", words_before[2].strip(_PUNCTUATION)) if words_before else ""  # "l'acte III"
    numeral = Numeral(
        written,
        worth,
        earlier=(words_before[1] or "").lower().strip(_PUNCTUATION) if words_before else "",
        before=before,
        after=word_after[1] if word_after else "",
        suffix=suffix,
        dotted=bool(match.groupdict().get("dot")),
        after_name=_after_name(before, written, numerals),
        feminine=before in numerals.queens or before.endswith(numerals.feminine_endings),
        heading=numerals.headings and _is_heading(match, numerals),
    )
    counted = numerals.counts(numeral) or numeral.heading
    if worth == 1 and not (before in numerals.monarchs or suffix or numeral.dotted or counted):
        return None  # the pronoun "I"; not "I sajandil", "I wiek"
    if worth == 1 and words_before and words_before[2].endswith(".") and not numeral.heading:
        return None  # "a nice chap. I liked him": a sentence's "I" after a word that ends one
    words = numerals.say(numeral)
    if numeral.heading or numeral.word_before in numerals.chapters:
        return words  # "Vol. II": the period before is the abbreviation's, not a sentence's end
    return words and sentence_cased(match, words, lang)


def _after_name(name: str, written: str, numerals: RomanNumerals) -> bool:
    """Whether the numeral follows a monarch's or pope's name: a numeral of two or more of I, V, X follows any name
    ("Rákóczi"); "I", "V", "X" only a known one, or its genitive in "-s" ("Elisabeths I.")."""
    if not name[:1].isupper() or not name[1:2].islower():
        return False
    known = name in numerals.monarchs or (name.endswith("s") and name[:-1] in numerals.monarchs)
    return known or (len(written) > 1 and set(written) <= set("IVX"))


# A numeral on a line of its own ("XXIII.", "IV"), or after one word in capitals that opens the line ("STAVE III.",
# "LECTURE XV"), ending the line or before a title ("CHAPTER XIV. THE STORM"), or a heading's second part after a dash
# ("BOOK II.—CHAPTER III."); a king's name is not a heading's word.
_HEADING_BEFORE = re.compile(r"(?:^|\n|(?<=[A-Z]\.)—)[ \t]*(?:(?P<word>[A-Z]{3,})[ \t]+)?$")
_HEADING_AFTER = re.compile(r"\.?[ \t]*(?:\n|$)|[.:](?:—[ \t]*)?[ \t]*[A-Z\"'“‘]")
# A numeral alone opens a heading when the line ends after it or a title in capitals follows ("IV. OF MONEY",
# "II.—THE JOURNEY"); "I. Who was there?" is the pronoun.
_ALONE_AFTER = re.compile(r"\.?[ \t]*(?:\n|$)|\.(?:—[ \t]*|[ \t]+)[A-Z]{2,}\b")


def _is_heading(match: re.Match[str], numerals: RomanNumerals) -> bool:
    text = match.string
    before = _HEADING_BEFORE.search(text[max(0, match.start() - 40) : match.start()])
    if before is None or (match.start() > 40 and before.start() == 0 and not before.group().startswith("\n")):
        return False  # the window did not reach the line's start
    word = before["word"]
    if not set(match["roman"]) <= set("IVXLC"):
        return False  # "MIX", "DID" on a line of their own are words
    if word is None and not _HEADING_AFTER.match(text, match.end()) or word and word.title() in numerals.monarchs:
        return False
    return word is not None or _ALONE_AFTER.match(text[match.end() : match.end() + 40]) is not None
