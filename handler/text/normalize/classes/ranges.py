"""Ranges: 1980-1986, 10–20 %, 9am-5pm, 9:00–17:00, 3-5 May, read with the language's word for 'to'.

    from handler.text.normalize.classes.ranges import rules

    apply_rules(AlignedText.of("10–20 %"), rules("en") + ..., "en").text   # "ten to twenty percent"

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

from handler.text.normalize import en_words
from handler.text.normalize.classes.dates import year_words
from handler.text.normalize.cldr import locale_data
from handler.text.normalize.numbers import compile_for
from handler.text.normalize.rules import Rule

TO_WORDS = {
    "en": "to", "de": "bis", "es": "a", "fr": "à", "it": "a", "pt": "a", "sv": "till", "nl": "tot", "da": "til",
    "ar": "إلى", "hi": "से", "ja": "から", "ko": "에서", "vi": "đến", "id": "sampai", "el": "έως", "bg": "до",
    "ro": "până la", "cs": "až", "sk": "až", "et": "kuni", "sl": "do", "hr": "do",
}  # fmt: skip
# The word for the second end after the one written before the first ("dal 1980 al 1986", "das 9h às 17h",
# "entre 10 y 20", "between 10 and 20"); a bare Italian range keeps its dash (no word fits it alone).
_TO_AFTER = {
    "it": {"da": "a", "dal": "al", "dalle": "alle", "dai": "ai", "dalla": "alla", "dall'": "all'", "tra": "e",
           "fra": "e"},
    "pt": {"das": "às", "dos": "aos", "da": "à", "do": "ao", "entre": "e"},
    "es": {"del": "al", "entre": "y", "desde": "hasta"},
    "fr": {"du": "au", "entre": "et"},
    "en": {"between": "and"},
    "de": {"zwischen": "und"},
    "nl": {"tussen": "en"},
    "sv": {"mellan": "och"},
    "ro": {"între": "și"},
}  # fmt: skip
_DASHES = "-–—~〜～"
# The end of a number or a time before the dash ("10", "9am", "5 p.m.", "14h", "10 %").
_LEFT_PATTERN = r"(?:^|[^\w.,:/-])(?P<left>\d+(?:[.,:]\d+)*(?:\s?(?:[AaPp]\.?\s?[Mm]\.?|h|%))?)\s?$"
_LEFT = re.compile(_LEFT_PATTERN)
# Japanese and Korean: "は10〜20", and an end with its counter ("9시~18시", "3日〜5日").
_COUNTERS = "시일월년분時日月年分"
_LEFT_UNSPACED = re.compile(_LEFT_PATTERN.replace(r"[^\w", "[^0-9A-Za-z").replace("|h|%", f"|h|%|[{_COUNTERS}]"))
# The number after it: not the middle of a date, a telephone number or a version ("2024-05-03", "1-800-555").
_RIGHT = re.compile(r"\s?(?P<right>\d+(?:[.,:]\d+)*)(?![\d]|[-/–]\d|\.\d)")
_EN_SUFFIX = r"(?:st|nd|rd|th)?"
_EN_MONTHS = (
    "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
    "November", "December",
)  # fmt: skip
_EN_MONTH = "(?P<month>(?i:" + "|".join(_EN_MONTHS) + "))"


_DASH_PATTERN = rf"[{_DASHES}](?:(?<=[\dmMh%.{_COUNTERS}][{_DASHES}])|(?<=[\dmMh%.]\s[{_DASHES}]))(?=\s?\d)"


def _dash(match: re.Match[str], lang: str) -> str | None:
    text, start, end = match.string, match.start(), match.end()
    left = (_LEFT_UNSPACED if lang in ("ja", "ko") else _LEFT).search(text, max(0, start - 24), start)
    right = _RIGHT.match(text, end)
    if left is None or right is None:
        return None
    if len(left["left"]) == 3 and len(right["right"]) == 4 and (left["left"] + right["right"]).isdigit():
        return None  # "555-1234": a telephone number
    if lang != "en" and _before_month(text[right.end() : right.end() + 16], lang):
        return None  # "3–5 мая": a range of days, said by the date rules
    to = _to_word(text[max(0, left.start("left") - 10) : left.start("left")], lang)
    if to is None:
        return None
    if lang in ("ja", "ko"):
        return to + (" " if lang == "ko" else "")  # Korean: "십에서 이십", its rules place the spaces
    before = "" if text[start - 1].isspace() else " "
    after = "" if end < len(text) and text[end].isspace() else " "
    return f"{before}{to}{after}"


def _to_word(before: str, lang: str) -> str | None:
    """The word said between the ends, after the words before the range; None to keep the dash."""
    word = re.search(r"(\S+)\s$", before)
    after = _TO_AFTER.get(lang, {}).get(word[1].lower()) if word else None
    return after or (None if lang == "it" else TO_WORDS.get(lang, "-"))


def _before_month(following: str, lang: str) -> bool:
    word = re.match(r"\.?\s(?:de\s)?(\w+)", following)
    return word is not None and word[1].lower() in locale_data(lang).months


def _years(match: re.Match[str], lang: str) -> str | None:
    first, second = int(match["first"]), match["second"]
    last = int(second) if len(second) == 4 else first // 100 * 100 + int(second)
    if not (1100 <= first < last <= 2099):
        return None
    following = "" if match["unit"] else match.string[match.end() : match.end() + 12].lstrip()
    if following and (following[0] in "%$€£¥" or _unit_or_currency(following, lang)):
        return None
    first_words = year_words(first, lang)
    last_words: str | None
    if len(second) == 2 and lang == "en":  # "1980-86": "nineteen eighty to eighty-six"
        last_words = en_words.cardinal(last % 100) if last % 100 >= 10 else en_words.year(last)
    else:
        last_words = year_words(last, lang)
    if first_words is None or last_words is None:
        return None
    to = _to_word(match.string[max(0, match.start() - 10) : match.start()], lang)
    if to is None:
        return None
    if lang in ("ja", "ko"):  # "千九百八十年から千九百八十六年", "천구백팔십 년에서 천구백팔십육 년"
        unit = (" 년" if lang == "ko" else "年") if match["unit"] else ""
        return f"{first_words}{unit}{TO_WORDS[lang]}{' ' if lang == 'ko' else ''}{last_words}{unit}"
    return f"{first_words} {to} {last_words}"


def _unit_or_currency(following: str, lang: str) -> bool:
    word = re.match(r"[^\s.,;:!?)]+", following)
    if word is None or lang in ("ja", "ko"):
        return False
    data = locale_data(lang)
    return word.group() in data.units or word.group() in data.currencies


def _english_days(match: re.Match[str]) -> str | None:
    first, last = int(match["first"]), int(match["last"])
    if not 1 <= first < last <= 31 or "may" in (match.groupdict().get("month"), match.groupdict().get("before")):
        return None
    if match.groupdict().get("before"):  # "May 3-5": "May third to fifth"
        return f"{match['month'].capitalize()} {en_words.ordinal(first)} to {en_words.ordinal(last)}"
    the = "" if re.search(r"\b[Tt]he\s$", match.string[max(0, match.start() - 4) : match.start()]) else "the "
    return f"{the}{en_words.ordinal(first)} to the {en_words.ordinal(last)} of {match['month'].capitalize()}"


# Languages that glue a case ending to the number before it ("14:30-kor"): their range dash is kept as a token
# of its own, so it is not taken for such an ending ("on-yirmi", not "onyirmi").
_KEPT_DASH = frozenset({"hu", "fi", "tr"})


@lru_cache(maxsize=64)
def rules(lang: str) -> tuple[Rule, ...]:
    """The rules of this class for `lang`, most specific first (empty where it has none)."""
    if lang in _KEPT_DASH:
        return (Rule("range", re.compile(_DASH_PATTERN), lambda match: _dash(match, lang) and match.group()),)
    if lang not in TO_WORDS:
        return ()
    found = []
    if lang == "en":
        found += [
            Rule(
                "range",
                re.compile(
                    rf"(?P<first>\d(?<![\w.,]\d)\d?){_EN_SUFFIX}\s?[-–]\s?(?P<last>\d{{1,2}}){_EN_SUFFIX}"
                    rf"\s(?:of\s)?{_EN_MONTH}\b"
                ),
                _english_days,
            ),
            Rule(
                "range",
                re.compile(
                    rf"(?P<before>{_EN_MONTH})\s(?P<first>\d{{1,2}}){_EN_SUFFIX}\s?[-–]\s?(?P<last>\d{{1,2}})"
                    rf"{_EN_SUFFIX}(?![\d,:]|\.\d)"
                ),
                _english_days,
            ),
        ]
    found += [
        Rule(
            "range",
            compile_for(
                r"(?P<first>\d(?<![\w.,:/-]\d)\d{3})\s?[-–—~〜～]\s?(?P<second>\d{4}|\d{2})(?![\w.,:/-]?\d)"
                r"(?P<unit>\s?[年년](?!\w))?",
                lang,
            ),
            lambda match: _years(match, lang),
        ),
        Rule(
            "range",
            re.compile(_DASH_PATTERN),
            lambda match: _dash(match, lang),
        ),
    ]
    return tuple(found)
