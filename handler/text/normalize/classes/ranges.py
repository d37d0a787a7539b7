"""Ranges: 1980-1986, 10–20 %, 9am-5pm, 9:00–17:00, 3-5 May, read with the language's word for 'to'.

    from handler.text.normalize.classes.ranges import rules

    apply_rules(AlignedText.of("10–20 %"), rules("en") + ...).text   # "ten to twenty percent"

A dash (or a tilde in Japanese and Korean) between two numbers becomes the language's word for "to"; each
end is then read by the rules of its own class ("9am" by the time rules, "20 %" by the measure rules), so a
range needs no reading of its own. A range of years is read as years ("1980-86": "nineteen eighty to
eighty-six"), and an English range of days before or after a month as dates ("3-5 May": "the third to the
fifth of May").

Not a range: a dash inside a date ("2024-05-03"), a telephone number or a code ("555-1234", "COVID-19"), a
minus sign ("-5"). Languages whose "to" inflects the numbers after it (Russian "от десяти до двадцати",
Hungarian "tíztől húszig", Finnish, Polish ...) keep the dash, and each number is read on its own.
"""

from __future__ import annotations

import re
from functools import lru_cache

from handler.text.normalize.classes.dates import year_words
from handler.text.normalize.classes.measure import unit_symbols
from handler.text.normalize.classes.money import money_words
from handler.text.normalize.cldr import locale_data
from handler.text.normalize.counting import counted, last_word, word_before
from handler.text.normalize.currency import EXTRA_SYMBOLS
from handler.text.normalize.languages import home
from handler.text.normalize.numbers import compile_for
from handler.text.normalize.numwords import attributive, cardinal
from handler.text.normalize.range_words import RangeWords
from handler.text.normalize.rules import Rule
from handler.text.normalize.spoken_digits import number_words

_DASHES = "-–—~〜～"
# The end of a number, a time or an amount before the dash ("10", "9am", "5 p.m.", "14h", "10 %", "20 €").
_LEFT_PATTERN = r"(?:^|[^\w.,:/-])(?P<left>\d+(?:[.,:]\d+)*(?:\s?(?:[AaPp]\.?\s?[Mm]\.?|h|%|[€$£¥₹₩₫₺₽₴]))?)\s?$"
_LEFT = re.compile(_LEFT_PATTERN)
# Japanese and Korean: "は10〜20", and an end with its counter ("9시~18시", "3日〜5日", "100円〜200円", "3명~5명").
_COUNTERS = "시일월년분원명개번時日月年分円人個回"
_LEFT_UNSPACED = re.compile(_LEFT_PATTERN.replace(r"[^\w", "[^0-9A-Za-z").replace("|h|%", f"|h|%|[{_COUNTERS}]"))
# The number after it: not the middle of a date, a telephone number or a version ("2024-05-03", "1-800-555").
# A range between amounts may write the currency at its second end too ("Rp50.000-Rp75.000", "$10-$15").
_RIGHT = r"\s?{currency}(?P<right>\d+(?:[.,:]\d+)*)(?![\d]|[-/–]\d|\.\d)"
_AFTER = "\\dmMh%.€$£¥₹₩₫₺₽₴"  # what an end before the dash ends in
_DASH_PATTERN = (
    rf"[{_DASHES}](?:(?<=[{_AFTER}{_COUNTERS}][{_DASHES}])|(?<=[{_AFTER}]\s[{_DASHES}]))(?=\s?{{currency}}\d)"
)


@lru_cache(maxsize=64)
def _currency(lang: str) -> str:
    """An optional currency symbol of the locale's ("$", "€", "Rp", "R$"; not a code such as "USD")."""
    symbols = [symbol for symbol in locale_data(lang).currencies if not (len(symbol) == 3 and symbol.isalpha())]
    return "(?:" + "|".join(re.escape(symbol) for symbol in sorted(symbols, key=len, reverse=True)) + ")?"


def _dash_pattern(lang: str) -> re.Pattern[str]:
    return re.compile(_DASH_PATTERN.format(currency=_currency(lang)))


@lru_cache(maxsize=64)
def _right(lang: str) -> re.Pattern[str]:
    return re.compile(_RIGHT.format(currency=_currency(lang)))


def _dash(match: re.Match[str], lang: str, words: RangeWords | None) -> str | None:
    text, start, end = match.string, match.start(), match.end()
    left = (_LEFT_UNSPACED if words and words.unspaced else _LEFT).search(text, max(0, start - 24), start)
    right = _right(lang).match(text, end)
    if left is None or right is None:
        return None
    if len(left["left"]) == 3 and len(right["right"]) == 4 and (left["left"] + right["right"]).isdigit():
        return None  # "555-1234": a telephone number
    own_days = words is not None and words.rules is not None and words.rules_read_days and not words.keeps_dash
    if not own_days and _before_month(text[right.end() : right.end() + 16], lang):
        return None  # "3–5 мая": a range of days, said by the date rules
    if left["left"] == right["right"] and _labelled(text, left.start("left")):
        return None  # "Figure 2-2": a label's number, no range from a number to itself
    if words is None or words.keeps_dash:
        return match.group()  # a language that glues case endings to a number keeps its dash as a token
    to = _to_word(text[max(0, left.start("left") - 10) : left.start("left")], words)
    if to is None:
        return None
    if words.unspaced:
        return to  # Korean: "십에서 이십", its word ends in its space
    return _spaced(to, match)


# A number and a lower or equal one, both of at most two digits: a score, "3-1" ("drei zu eins", "two to one"),
# "2-2" (no range runs from a number to itself).
_SCORE = re.compile(r"(?P<first>\d(?<![\w.,:/-]\d)\d?)\s?[-–]\s?(?P<second>\d\d?)(?![\w.,:/-]?\d)")


# A ratio or score written with a colon, whose second number is no clock's minutes (one digit, or three and more):
# "2:1" and "1:3" are "zwei zu eins", "eins zu drei", "1:100" "eins zu hundert", where "14:30" stays a time.
_RATIO = re.compile(
    r"(?P<first>\d(?<![\w.,:/-]\d)\d{0,2}):(?P<second>\d{1,3}(?:[ \u00a0]\d{3})+|\d(?:\d\d+)?)(?![\w:/]|[.,]?\d)"
)  # "1:100 000": the second in groups of three too


def _second(number: int, lang: str, words: RangeWords) -> str:
    """A score's or ratio's second number, in the case its word gives where the language says one."""
    return (words.score_second and words.score_second(number)) or number_words(number, lang)


def _ratio_word(words: RangeWords) -> str | None:
    return words.ratio if words.ratio is not None else words.score or None


def _ratio(match: re.Match[str], lang: str, words: RangeWords) -> str | None:
    first, second = int(match["first"]), _whole(match, "second")
    between = _ratio_word(words)
    if between is None and second >= 100:
        return None  # "1:50 000" is a scale, said with a word, never as a score's bare pair
    return _pair(first, second, lang, words, between or "")


def _score(match: re.Match[str], lang: str, words: RangeWords) -> str | None:
    first, second = _whole(match, "first"), _whole(match, "second")
    if second == first and _labelled(match.string, match.start()):
        return None  # "Abbildung 2-2", "Figure 2-2": a label's number, not a draw
    return _pair(first, second, lang, words, words.score or "") if second <= first else None


def _labelled(text: str, start: int) -> bool:
    """Whether a capitalised word, a noun that labels what follows ("Figure", "Zimmer"), stands right before."""
    return last_word(text, start)[:1].isupper()


def _whole(match: re.Match[str], end: str) -> int:
    """The whole number an end of the range is written as, its thousands grouped or not ("10.000")."""
    return int(re.sub(r"\D", "", match[end]))


def _pair(first: int, second: int, lang: str, words: RangeWords, between: str) -> str:
    """ "drei zu eins"; with no word between, the two numbers alone ("dva nula")."""
    return " ".join(part for part in (number_words(first, lang), between, _second(second, lang, words)) if part)


def _spaced(word: str, match: re.Match[str]) -> str:
    """`word` in place of the dash, with a space on each side where the text has none."""
    text, start, end = match.string, match.start(), match.end()
    before = "" if text[start - 1].isspace() else " "
    after = "" if end < len(text) and text[end].isspace() else " "
    return f"{before}{word}{after}"


def _to_word(before: str, words: RangeWords) -> str | None:
    """The word said between the ends, after the words before the range; None to keep the dash."""
    word = re.search(r"(\S+)\s$", before)
    return (words.after.get(word[1].lower()) if word else None) or words.to


def _before_month(following: str, lang: str) -> bool:
    word = re.match(r"\.?\s(?:de\s)?(\w+)", following)
    return word is not None and word[1].lower() in locale_data(lang).months


def _years(match: re.Match[str], lang: str, words: RangeWords) -> str | None:
    first, second = int(match["first"]), match["second"]
    last = int(second) if len(second) == 4 else first // 100 * 100 + int(second)
    if not (1100 <= first < last <= 2099):
        return None
    following = "" if match["unit"] else match.string[match.end() : match.end() + 12].lstrip()
    if following and (following[0] in "%$€£¥" or (not words.unspaced and _unit_or_currency(following, lang))):
        return None
    first_words = year_words(first, lang)
    short = len(second) == 2 and words.short_year  # "1980-86": "nineteen eighty to eighty-six"
    last_words = words.short_year(last) if short and words.short_year else year_words(last, lang)
    if first_words is None or last_words is None:
        return None
    to = _to_word(match.string[max(0, match.start() - 10) : match.start()], words)
    if to is None:
        return None
    if words.unspaced:  # "千九百八十年から千九百八十六年", "천구백팔십 년에서 천구백팔십육 년"
        unit = words.year_counter if match["unit"] else ""
        return f"{first_words}{unit}{to}{last_words}{unit}"
    return f"{first_words} {to} {last_words}"


# "10–15 zł", "5-10 %": two numbers, the first the lower, before a unit or a currency.
_AMOUNTS = re.compile(
    r"(?P<first>\d(?<![\w.,:/-]\d)\d{0,5})\s?[-–—]\s?(?=(?P<second>\d{1,6})(?![\d.,:/-]\d)\s?(?P<unit>[^\s\d.,;:!?)]+))"
)


def _amounts(match: re.Match[str], lang: str, prepositions: tuple[str, str]) -> str | None:
    """ "10–15 zł": "od dziesięciu do", the second end left to the money and measure rules (which say it after "do")."""
    first, second = _whole(match, "first"), _whole(match, "second")
    counting = home(lang).counting
    units = unit_symbols(lang) | EXTRA_SYMBOLS | dict.fromkeys(("%", "‰"), "")
    if counting is None or first >= second or not (match["unit"] in units or _unit_or_currency(match["unit"], lang)):
        return None
    opening, closing = prepositions
    if word_before(match.string, match.start()) in {*counting.prepositions, opening}:
        return None  # "o 10–20 %": a preposition before the range gives its own case
    said = counted(counting, first, cardinal(first, lang) or "", match["unit"].lower(), opening)
    return said and f"{opening} {said} {closing}"


# A currency written before a range of whole amounts, said once after it: "€ 10-15", "R$ 10-20", "US$ 5–8",
# "Rp10.000–15.000" (thousands grouped as the locale groups them), "Rp50.000-Rp75.000" (written at both ends).
_CURRENCY_FIRST = (
    r"(?P<currency>{currency})[ \u00a0]?(?P<first>{amount})[ \u00a0]?[-–—][ \u00a0]?"
    r"(?:(?P<again>(?P=currency))[ \u00a0]?)?(?P<second>{amount})(?![\d.,:/-]?\d)"
)


@lru_cache(maxsize=64)
def _currency_codes(lang: str) -> dict[str, str]:
    """The currency symbols `lang` writes (CLDR's and the extra ones: "F CFA"), to their codes."""
    return {**locale_data(lang).currencies, **EXTRA_SYMBOLS}


@lru_cache(maxsize=64)
def _currency_first(lang: str) -> re.Pattern[str]:
    symbols = _currency_codes(lang)
    # A symbol in letters ("Rp", "Kč") only of two or more: a lone letter before a number is a label.
    found = "|".join(
        re.escape(symbol)
        for symbol in sorted(symbols, key=len, reverse=True)
        if not symbol.isalpha() or len(symbol) > 1
    )
    amount = rf"\d{{1,3}}(?:{locale_data(lang).group}\d{{3}})+|\d{{1,6}}"
    return re.compile(_CURRENCY_FIRST.format(currency=found, amount=amount))


def _amounts_after_currency(match: re.Match[str], lang: str, words: RangeWords) -> str | None:
    """ "€ 10-15": "zehn bis fünfzehn Euro", "da dieci a quindici euro": the first end a bare number, the second the
    amount with its currency's name (money.money_words), in the case its preposition gives."""
    if match.start() > 0 and match.string[match.start() - 1].isalnum():
        return None  # "A$", "5$5": no currency of its own
    first, second = _whole(match, "first"), _whole(match, "second")
    code = _currency_codes(lang).get(match["currency"])
    if code is None or first >= second:
        return None
    if words.amounts:  # "od dziesięciu do piętnastu złotych", "da dieci a quindici euro"
        opening, closing = words.amounts
        if word_before(match.string, match.start()) == opening:
            opening = ""  # "da € 10-15": written before it
    else:
        to = _to_word(match.string[max(0, match.start() - 10) : match.start()], words)
        if to is None:
            return None
        opening, closing = "", to
    case = words.amounts[0] if words.amounts else ""  # the preposition whose case the first end takes
    last = money_words(str(second), None, code, lang, closing)
    if match["again"]:  # "Rp50.000-Rp75.000": the currency said at both ends, as written
        said = last and money_words(str(first), None, code, lang, case)
    else:
        said = last and _first_amount(first, last, case, lang)
    return said and " ".join(part for part in (opening, said, closing, last) if part)


def _first_amount(first: int, last: str, case: str, lang: str) -> str | None:
    """The first end of a range of amounts: in the case the preposition `case` gives where the language declines it
    (by the currency's noun, the last word of the second end), else in the noun's gender but not in the short form
    said right before a noun ("una a dos libras", "da uno a due euro")."""
    counting, words = home(lang).counting, cardinal(first, lang)
    if counting is None or words is None:
        return words
    said = counted(counting, first, words, last.split()[-1], case)
    if said and case in counting.prepositions:
        return said
    feminine = attributive(words, lang, "feminine")
    return feminine if said == feminine != words else words


def _unit_or_currency(following: str, lang: str) -> bool:
    word = re.match(r"[^\s.,;:!?)]+", following)
    if word is None:
        return False
    data = locale_data(lang)
    return word.group() in data.units or word.group() in data.currencies


@lru_cache(maxsize=64)
def rules(lang: str) -> tuple[Rule, ...]:
    """The rules of this class for `lang`, most specific first (empty where it has none)."""
    language = home(lang)
    words = language.ranges
    if words is None:
        if language.suffixes_after_numbers:  # "14:30-kor": the dash is kept as a token of its own
            return (Rule("range", _dash_pattern(lang), lambda match: _dash(match, lang, None)),)
        return ()
    score, amounts = words.score, words.amounts
    if words.keeps_dash:
        return (
            *(words.rules() if words.rules else ()),
            Rule("range", _dash_pattern(lang), lambda match: _dash(match, lang, words)),
        )
    return (
        *(words.rules() if words.rules else ()),
        *((Rule("range", _AMOUNTS, lambda match: _amounts(match, lang, amounts)),) if amounts else ()),
        *(
            (Rule("range", _currency_first(lang), lambda match: _amounts_after_currency(match, lang, words)),)
            if language.own_numbers is None
            else ()
        ),
        *((Rule("range", _SCORE, lambda match: _score(match, lang, words)),) if score is not None else ()),
        *((Rule("range", _RATIO, lambda match: _ratio(match, lang, words)),) if score is not None else ()),
        Rule(
            "range",
            compile_for(
                r"(?P<first>\d(?<![\w.,:/-]\d)\d{3})\s?[-–—~〜～]\s?(?P<second>\d{4}|\d{2})(?![\w.,:/-]?\d)"
                r"(?P<unit>\s?[年년](?!\w))?",
                lang,
            ),
            lambda match: _years(match, lang, words),
        ),
        Rule("range", _dash_pattern(lang), lambda match: _dash(match, lang, words)),
    )
