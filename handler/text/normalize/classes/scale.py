"""Amounts with a scale word, written short or with the currency before it: "2 mld. Kč" is "dvě miliardy korun",
"5 mln zł" "pięć milionów złotych", "3,5 Mrd. Euro" "drei Komma fünf Milliarden Euro", "R$ 2 bilhões" "dois bilhões
de reais", "20 M€" "vingt millions d'euros".

    from handler.text.normalize.classes import scale

    apply_rules(AlignedText.of("Projekt stál 5 mil. Kč."), scale.rules("cs")).text   # "... pět milionů korun."

The short forms are CLDR's (its compact number formats: "mil.", "mld.", "Mio.", "млн", "mln."), the scale word the
form CLDR's long format gives for the number ("2 miliardy", "5 milionů"), and the number agrees with it as with any
noun (the language's home, counting.py). A currency after the scale word is said in the form a count of many takes
("korun", "złotych", "рублей"); in the Romance languages after "de" ("de reais", "d'euros"). A one- or two-letter
short form ("M", "mi") counts only before a currency ("20 M€"): alone it is a unit or a letter.
"""

from __future__ import annotations

import re
from decimal import Decimal
from functools import lru_cache

from babel import Locale
from babel.numbers import format_compact_decimal

from handler.text.normalize.classes.measure import ABBREVIATION_DOT, said_dot
from handler.text.normalize.cldr import currency_name, locale_data
from handler.text.normalize.counting import (
    SAID_PARTS,
    counted,
    gendered,
    genitive_count,
    governing_word,
    with_a_part,
)
from handler.text.normalize.currency import EXTRA_SYMBOLS, spoken_names
from handler.text.normalize.languages import home
from handler.text.normalize.numbers import SIGNED, SPACE, compile_for, locale_number
from handler.text.normalize.numwords import (
    MAX_DIGITS,
    NUMWORDS_LANGUAGES,
    attributive,
    cardinal,
    decimal,
    negative_word,
)
from handler.text.normalize.rules import Rule
from handler.text.normalize.sentences import no_sentence

_EXPONENTS = (3, 6, 9, 12)
# The powers of ten Indian numbering names (a lakh, 10^5, and a crore, 10^7, where CLDR's long compact forms say
# "1 लाख", "1 करोड़"); elsewhere they are ten or a hundred of a word already found.
_GROUPED_EXPONENTS = (5, 7)


@lru_cache(maxsize=64)
def rules(lang: str) -> tuple[Rule, ...]:
    """The rules of this class for `lang` (the languages the world verbaliser says; English has its own)."""
    if lang not in NUMWORDS_LANGUAGES:
        return ()
    short, long = _scale_words(lang)
    if not short and not long:
        return ()
    data = locale_data(lang)
    currencies = data.currencies | EXTRA_SYMBOLS
    symbols = "|".join(re.escape(symbol) for symbol in sorted(currencies, key=len, reverse=True))
    number = locale_number(data.decimal, data.group_symbol, data.two_digit_groups)
    before_number = locale_number(data.decimal, data.group_symbol, data.two_digit_groups, start_check=False)
    abbreviations = "|".join(re.escape(word) for word in sorted(short, key=len, reverse=True))
    words = "|".join(re.escape(word) for word in sorted(long, key=len, reverse=True))
    currency = rf"(?P<currency>{symbols})(?!\w)"

    with_currency = home(lang).scale.with_currency

    thousands = _thousand_words(lang)
    joined_thousands = home(lang).scale.thousands_joined

    def say(match: re.Match[str]) -> str | None:
        code = currencies.get(match["currency"]) if match["currency"] else None
        if match["scale"] in thousands:
            return _thousands(match, code, lang, joined_thousands)
        joined = with_currency.get(match["scale"].lower().removesuffix("."))
        if joined:
            if code:
                return None  # "2 mkr €": two currencies
            code = joined[1]
        return _say(match, short, long, code, lang)

    scale = "|".join(part for part in (words, rf"(?i:{abbreviations})\.?" if abbreviations else "") if part)
    scale_after = rf"{SPACE}(?P<scale>{scale})(?!\w)"
    # "R$ 2 bilhões", "€ 2 mln": the currency before the number and its scale word, a thousand's too ("R$ 10 mil")
    # (the look-ahead first: a symbol and a digit close by, so the long alternation of currencies is tried rarely)
    soon_a_digit = r"(?=[^\s\d]{1,5}[ \u00a0]?\d)"
    thousand = "|".join(re.escape(word) for word in thousands)
    scale_or_thousand = rf"{SPACE}(?P<scale>{scale}{'|' + thousand if thousand else ''})(?!\w)"
    before = compile_for(
        rf"{soon_a_digit}{SIGNED}(?<![^\W\d_])(?P<currency>{symbols}){SPACE}{before_number}{scale_or_thousand}", lang
    )
    # "2 mld. Kč", "5 mln zł", "20 M€": the currency after it, if any
    # "3 millones de €": the scale's "of" written before the symbol too
    of = home(lang).scale.of
    written_of = rf"(?:{re.escape(of)}{SPACE})?" if of else ""
    # "2 mio. kr. i år": the currency's own period goes before a lowercase word
    scale_after = scale_or_thousand if joined_thousands else scale_after  # "10 mila persone": "diecimila persone"
    after = compile_for(rf"{SIGNED}{number}{scale_after}(?:{SPACE}{written_of}{currency}{ABBREVIATION_DOT})?", lang)
    return (Rule("money", before, say), Rule("money", after, say))


@lru_cache(maxsize=64)
def _scale_words(lang: str) -> tuple[dict[str, int], dict[str, int]]:
    """CLDR's short scale forms (lowercased, without a closing period) and long scale words, with their powers of
    ten. A short form of a thousand is taken only with its period ("tys."): "k", "mil" say other things. The
    language's home adds the short forms people write that CLDR lacks."""
    locale = Locale.parse(lang)
    short: dict[str, int] = {}
    long: dict[str, int] = {}
    for exponent in sorted({*_EXPONENTS, *_GROUPED_EXPONENTS}):
        for amount in (1, 2, 5):
            value = Decimal(amount) * 10**exponent
            written = _scale_part(format_compact_decimal(value, format_type="short", locale=locale))
            grouped = exponent in _GROUPED_EXPONENTS  # for their long words alone ("करोड़")
            if written and not grouped and (exponent > 3 or written.endswith(".")) and not _has_digit(written):
                short.setdefault(written.lower().removesuffix("."), exponent)
            long_form = format_compact_decimal(value, format_type="long", locale=locale)
            said = _scale_part(long_form)
            if grouped and not long_form.startswith(f"{amount}\u00a0", 0) and not long_form.startswith(f"{amount} "):
                continue  # "100 mil": a hundred of a word already found, not a word of its own
            if said and (exponent > 3 or home(lang).scale.joined) and not _has_digit(said):  # "ötezer": joined
                long.setdefault(said, exponent)
    scale = home(lang).scale
    joined = {written: exponent for written, (exponent, _) in scale.with_currency.items()}
    return {**joined, **scale.short, **short}, {**scale.words, **long}


@lru_cache(maxsize=64)
def _thousand_words(lang: str) -> frozenset[str]:
    """CLDR's long words for a thousand after a number ("mil", "mila", "mille", "Tausend"), where they are words of
    their own (not where the scale words join the number: Hungarian "ötezer")."""
    if home(lang).scale.joined:
        return frozenset()
    said = (_scale_part(format_compact_decimal(amount * 1000, format_type="long", locale=lang)) for amount in (1, 2, 5))
    return frozenset(word for word in said if word and not _has_digit(word))


def _thousands(match: re.Match[str], code: str | None, lang: str, joined: bool) -> str | None:
    """ "R$ 10 mil": a number of thousands after a currency, said as the number it is with the currency's name
    after it ("dez mil reais", "cinquantamila dollari", "três mil e quinhentos" for "3,5 mil"); with no currency
    where the language writes the number as one word (`joined`: "10 mila persone": "diecimila")."""
    value = Decimal(re.sub(r"\D", "", match["int"]) + (f".{match['frac']}" if match["frac"] else "")) * 1000
    if (code is None and not joined) or match["minus"] or value != value.to_integral_value():
        return None
    words = cardinal(int(value), lang) if value < 10**MAX_DIGITS else None
    if words and code:
        return _ended(match, f"{words} {_currency_plural(code, lang)}", match["scale"], lang)
    return words


_WORD_FOLLOWS = re.compile(r"\s+[^\W\d_]")  # "20 مليون دولار": the scale word counts a noun


def _has_digit(text: str) -> bool:
    return any(char.isdigit() for char in text)


def _scale_part(formatted: str) -> str:
    """What follows the number in a compact format ("2 mld." -> "mld."), or "" where it is not a word after it."""
    number = re.match(r"[\d.,\u00a0\u202f ]*\d", formatted)
    return formatted[number.end() :].strip(" \u00a0\u202f") if number else ""


def _say(match: re.Match[str], short: dict[str, int], long: dict[str, int], code: str | None, lang: str) -> str | None:
    written_scale = match["scale"]
    key = written_scale.lower().removesuffix(".")
    exponent = short.get(key) if key in short else long.get(written_scale)
    if exponent is None or (len(key) <= 2 and code is None and key not in long and not _currency_follows(match, lang)):
        return None  # "5 M", "2 mi": a letter or a unit unless a currency follows ("5 mn dolara")
    integer, fraction = re.sub(r"\D", "", match["int"]), match["frac"]
    amount = Decimal(f"{integer}.{fraction}" if fraction else integer)
    digits = len(fraction or "")
    before = governing_word(home(lang).counting, match.string, match.start())
    short_whole = fraction is None and len(integer) <= MAX_DIGITS and not match["minus"]
    genitive = genitive_count(home(lang).counting, int(integer), before) if short_whole else None
    scale_word = (
        written_scale
        if written_scale in long
        else _scale_part(
            format_compact_decimal(
                Decimal(genitive or amount) * 10**exponent, format_type="long", locale=lang, fraction_digits=digits
            )
        )
    )
    words = decimal(integer, fraction, lang)
    if words is None or not scale_word:
        return None
    if exponent == 3 and code and key in home(lang).scale.with_currency and short_whole:
        # "450 tkr": a number of thousands said as the number it is ("fyrahundrafemtiotusen kronor")
        thousands = cardinal(int(integer) * 1000, lang)
        return thousands and _ended(match, f"{thousands} {_currency_after(code, lang)}", written_scale, lang)
    counting = home(lang).counting
    declined = home(lang).scale.declined
    case_given = short_whole and declined and declined(scale_word, int(integer), before)
    if case_given:
        scale_word = case_given  # "siekia 2 mlrd. eurų": "du milijardus eurų"
    together = home(lang).scale.said_together
    if together and short_whole:
        followed = bool(code) or bool(_WORD_FOLLOWS.match(match.string, match.end()))
        said_once = together(int(integer), scale_word, before, followed)
        if said_once:
            said = f"{said_once} {_currency_after(code, lang)}" if code else said_once
            return _ended(match, said, written_scale, lang)
    if fraction is None:
        governed = genitive or case_given or (counting and counting.governor)  # "بلغت الميزانية 20 مليون": "عشرين"
        words = _agreeing(int(integer), words, scale_word, lang, before if governed else "")
    elif fraction in SAID_PARTS and len(integer) < 3 and counting and not match["minus"]:
        halved = with_a_part(counting, int(integer), fraction)
        half = halved and halved(scale_word.split()[-1].lower(), before)
        # "$1,5 млрд": "полтора миллиарда долларов", "1,5 millió": "másfél millió", "₹2.5 लाख": "ढाई लाख रुपये"
        if half:
            if written_scale not in long and genitive_count(counting, 2, before):  # "около полутора тысяч"
                scale_word = _scale_part(format_compact_decimal(5 * 10**exponent, format_type="long", locale=lang))
            said = f"{half} {scale_word}" + (f" {_currency_after(code, lang)}" if code else "")
            return said + "." if _closes_sentence(match, written_scale, lang) else said
    if match["minus"]:
        words = f"{negative_word(lang)} {words}"
    joined = home(lang).scale.joined and fraction is None  # "két egész öt tized millió": a decimal stands apart
    said = f"{words}{scale_word}" if joined else f"{words} {scale_word}"  # "kétmilliárd"
    if code:
        said = f"{said} {_currency_after(code, lang)}"
    elif _takes_of(match, lang):
        said = f"{said} {home(lang).scale.of}"  # "2 mld. euro": "două miliarde de euro"
    return _ended(match, said, written_scale, lang)


def _ended(match: re.Match[str], said: str, written_scale: str, lang: str) -> str:
    """`said`, with the period the short form took where it also ends the sentence."""
    if match.groupdict().get("dot"):
        return said + "." if said_dot(match, lang) else said
    return said + "." if _closes_sentence(match, written_scale, lang) else said


def _takes_of(match: re.Match[str], lang: str) -> bool:
    """A currency's name written after the scale word, which the language joins with its word for "of", not written
    there ("2 mld. euro"; "2 mld. de euro" has it, and "milliards d'euros" elides it)."""
    scale = home(lang).scale
    following = re.match(r"\s+(\w+)", match.string[match.end() :])
    if not scale.of or following is None or following[1].lower() == scale.of:
        return False
    return not (scale.elided and following[1][:1].lower() in "aeiouéèêh") and _currency_follows(match, lang)


def _currency_follows(match: re.Match[str], lang: str) -> bool:
    """The word after the match is a currency's name in the language, in any of its forms ("dolara", "eurų")."""
    following = re.match(r"\s+(\w+)", match.string[match.end() :])
    if following is None:
        return False
    word = following[1].lower()
    names = (form for unit, _ in home(lang).money.names.values() for form in unit)
    return any(word.startswith(name) for name in names if len(name) > 2)


def _closes_sentence(match: re.Match[str], written_scale: str, lang: str) -> bool:
    """Whether the short form's period also ends the sentence ("... kost € 2 mln."), so it stays: at the end of the
    text or a line, or before a capital (not in German, whose nouns have one: "3 Mio. Euro")."""
    if not written_scale.endswith(".") or match.end("scale") != match.end() or no_sentence(match):
        return False
    rest = match.string[match.end() :]
    if not rest.strip() or rest.startswith("\n"):
        return True
    return not home(lang).scale.capitalised_nouns and bool(re.match(r"\s+[A-ZÀ-ÝА-ЯΑ-Ω]", rest))


def _agreeing(number: int, words: str, scale_word: str, lang: str, before: str = "") -> str:
    """The number in the gender and case its scale word asks for ("dvě miliardy", "dwa miliardy"), and the
    preposition `before` it gives ("до пяти тысяч")."""
    if home(lang).scale.joined:
        return attributive(words, lang)  # "két", "ötmillió"
    counting = home(lang).counting
    said = counting and counted(counting, number, words, scale_word.split()[-1], before)
    if said:
        return said
    singular = _scale_part(
        format_compact_decimal(10 ** _exponent_of(scale_word, lang), format_type="long", locale=lang)
    )
    if singular.endswith(("a", "а")):
        return gendered(number, words, lang, "feminine") or words  # "miliarda": "dvě miliardy"
    return attributive(words, lang)  # before the noun: "un millón", "veintiún millones"


def _exponent_of(scale_word: str, lang: str) -> int:
    return _scale_words(lang)[1].get(scale_word, 6)


def _currency_after(code: str, lang: str) -> str:
    """A currency named after a scale word: in the form a count of many takes ("milijonų eurų", "miljoni dolāru",
    "milijonov evrov"), after the language's "of" ("de reais", "d'euros")."""
    return home(lang).scale.before_currency(_currency_plural(code, lang))


def _currency_plural(code: str, lang: str) -> str:
    """A currency's name as a count of many says it ("reais", "dollari")."""
    names = spoken_names(code, lang)
    return currency_name(code, Decimal(5), lang) if names is None else names[0][-1]
