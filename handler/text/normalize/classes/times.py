"""Clock times in each language's written forms: 14:30, 2.30 Uhr, 12h30, 8 h, am/pm, time zones.

    from handler.text.normalize.classes.times import clock

    clock(14, 30, "de")          # "vierzehn Uhr dreißig"
    clock(1, 0, "es")            # "una" ("a la 1:00" is "a la una")
    clock(14, 30, "fr")          # "quatorze heures trente"
    clock(13, 5, "ru")           # "тринадцать ноль пять"; clock(9, 0, "ru", before="до ") "девяти часов"
    clock(8, 10, "vi")           # "tám giờ mười phút"

Written forms found: "14:30" and "9:05:10" everywhere; "14.30" where a clock word says it is a time ("14.30 Uhr",
"kl. 14.30", "klo 14.30", "pukul 14.30", "alle 9.30"); "14h30", "14 h 30", "8 h" (fr, es, pt, vi); "14 Uhr",
"14 Uhr 30" (de); "3 PM", "9am", "2:30 p. m." with the language's words for the part of the day; English time
zones ("3 PM EST"). Each language says the hour and minutes its own way: the hour word where the language
says it ("Uhr", "heures", "giờ", "時", "बजकर"), feminine hours where the hour is feminine ("la una", "às
duas", "une heure"), ordinal hours in Polish, Ukrainian and Arabic ("o czternastej", "الساعة الثالثة"), the case
a preposition asks for ("до девяти часов"), minutes under ten after "e"/"y" in Romance languages.
"""

from __future__ import annotations

import re
from functools import lru_cache, partial

from handler.text.normalize import en_words, ko_words
from handler.text.normalize.classes.dates import CLOCK_WORDS, turkish_spaced
from handler.text.normalize.numbers import SPACE, compile_for
from handler.text.normalize.numwords import NUMWORDS_LANGUAGES, cardinal, ordinal
from handler.text.normalize.rules import Rule

_HOUR = r"(?P<hour>\d(?<![\w.,:/]\d)\d?)"
_COLON = r":(?P<minute>\d\d)(?::(?P<second>\d\d))?(?![\d:]|[.,]\d)"
# "p.m." loses its last period only mid-sentence, so a sentence still ends after "3 p.m."
_MERIDIEM = r"(?P<half>[AaPp]\.?\s?[Mm](?!\w)(?:\.(?=\s*[a-z,;:]))?)"
_ZONES = (
    "UTC", "GMT", "EST", "EDT", "CST", "CDT", "MST", "MDT", "PST", "PDT", "AKST", "HST", "CET", "CEST", "BST",
    "IST", "JST", "KST", "AEST",
)  # fmt: skip
_ZONE = rf"(?:\s(?P<zone>(?i:{'|'.join(_ZONES)}))(?!\w))?"
# The word written after a time that says it is one; it is read as part of the time.
_CLOCK_SUFFIX = {"de": "Uhr", "nl": "uur", "hi": "बजे"}
_H_LANGUAGES = frozenset({"fr", "es", "pt", "vi"})  # "14h30", "8 h"
# How the part of the day of a 12-hour time is said (morning; afternoon to 6 pm; evening), after the time, or
# before it in Japanese and Hindi.
_DAY_PARTS = {
    "es": ("de la mañana", "de la tarde", "de la noche"),
    "pt": ("da manhã", "da tarde", "da noite"),
    "fr": ("du matin", "de l'après-midi", "du soir"),
    "it": ("di mattina", "del pomeriggio", "di sera"),
    "de": ("morgens", "nachmittags", "abends"),
    "ru": ("утра", "дня", "вечера"),
    "vi": ("sáng", "chiều", "tối"),
    "ar": ("صباحًا", "مساءً", "مساءً"),
    "hi": ("सुबह", "दोपहर", "शाम"),
    "ja": ("午前", "午後", "午後"),
}
_BEFORE_TIME = frozenset({"hi", "ja"})
# Arabic says the hour as a feminine ordinal ("الساعة الثالثة"), 1 to 12.
_ARABIC_HOURS = (
    "الثانية عشرة", "الواحدة", "الثانية", "الثالثة", "الرابعة", "الخامسة", "السادسة", "السابعة", "الثامنة",
    "التاسعة", "العاشرة", "الحادية عشرة", "الثانية عشرة",
)  # fmt: skip
# Feminine hour words ("la una", "às duas", "une heure"): the last word of the cardinal replaced.
_FEMININE = {
    "es": {"uno": "una", "veintiuno": "veintiuna"},
    "pt": {"um": "uma", "dois": "duas"},
    "it": {"uno": "una"},
    "fr": {"un": "une"},
}


def clock(hour: int, minute: int, lang: str, second: int = 0, half: str | None = None, before: str = "") -> str | None:
    """The time said in `lang`; `half` is "am" or "pm" for a 12-hour time; `before` is the text before it (a
    preposition sets the case in Russian, Polish and Ukrainian). None where it is no time."""
    if minute > 59 or second > 59 or (not 1 <= hour <= 12 if half else hour > 24):
        return None
    if lang == "en":
        return _english(hour, minute, second, half)
    if lang == "ko":
        return _korean(hour, minute, second, half)
    say = _CLOCKS.get(lang, _plain)
    words = say(hour, minute, lang, before) if say in _IN_CONTEXT else say(hour, minute, lang)
    if words is None:
        return None
    if second:
        words = _with_seconds(words, second, lang)
    if half and words is not None:
        parts = _DAY_PARTS.get(lang)
        if parts is None:
            return f"{words} {half.replace('.', '').replace(' ', '').upper()}"
        part = parts[0] if half == "am" else parts[1] if hour == 12 or hour < 7 else parts[2]
        return f"{part} {words}" if lang in _BEFORE_TIME else f"{words} {part}"
    return words


def _english(hour: int, minute: int, second: int, half: str | None) -> str:
    if minute:
        words = en_words.cardinal(hour) + (" oh " if minute < 10 else " ") + en_words.cardinal(minute)
    else:
        words = en_words.cardinal(hour) + ("" if half else " o'clock" if 1 <= hour <= 12 else " hundred")
    if second:
        words += f" and {en_words.cardinal(second)} second{'s' if second != 1 else ''}"
    return words + (f" {half.upper()}" if half else "")


def _korean(hour: int, minute: int, second: int, half: str | None) -> str:
    words = [("오전" if half == "am" else "오후")] if half else []
    words.append(f"{ko_words.native(hour)} 시" if hour else "영 시")
    if minute:
        words.append(f"{ko_words.sino(minute)} 분")
    if second:
        words.append(f"{ko_words.sino(second)} 초")
    return " ".join(words)


def _feminine(words: str, lang: str) -> str:
    head, _, last = words.rpartition(" ")
    last = _FEMININE.get(lang, {}).get(last, last)
    return f"{head} {last}" if head else last


def _numbers(hour: int, minute: int, lang: str, gender: str | None = None) -> tuple[str, str] | None:
    hour_words, minute_words = cardinal(hour, lang, gender), cardinal(minute, lang)
    return None if hour_words is None or minute_words is None else (hour_words, minute_words)


def _plain(hour: int, minute: int, lang: str) -> str | None:
    """The hour and the minutes as numbers: "fjorton trettio", "nio noll fem"."""
    words = _numbers(hour, minute, lang, "feminine" if lang == "el" else None)
    if words is None:
        return None
    if lang == "tr":
        words = (turkish_spaced(words[0]) or "", turkish_spaced(words[1]) or "")
    if not minute:
        return words[0]
    zero = cardinal(0, lang) if minute < 10 and lang in ("sv", "da", "fi", "et", "cs", "sk", "tr", "lt", "lv") else ""
    return f"{words[0]} {zero + ' ' if zero else ''}{words[1]}"


def _german(hour: int, minute: int, lang: str) -> str | None:
    words = _numbers(hour, minute, lang)
    if words is None:
        return None
    hour_words = words[0][:-1] if words[0].endswith("eins") else words[0]  # "ein Uhr"
    clock_word = "Uhr" if lang == "de" else "uur"
    return f"{hour_words} {clock_word}" + (f" {words[1]}" if minute else "")


def _french(hour: int, minute: int, lang: str) -> str | None:
    words = _numbers(hour, minute, lang)
    if words is None:
        return None
    hour_words = _feminine(words[0], lang)
    return f"{hour_words} {'heure' if hour <= 1 else 'heures'}" + (f" {words[1]}" if minute else "")


def _romance(hour: int, minute: int, lang: str) -> str | None:
    """ "la una", "las catorce treinta", "las nueve y cinco"; "alle quattordici e trenta"; "às duas horas"."""
    words = _numbers(hour, minute, lang)
    if words is None:
        return None
    hour_words = _feminine(words[0], lang)
    if lang == "pt" and not minute:
        return f"{hour_words} {'hora' if hour == 1 else 'horas'}"
    if not minute:
        return hour_words
    if minute >= 10:
        return f"{hour_words} {words[1]}"
    return f"{hour_words} {'y' if lang == 'es' else 'e'} {words[1]}"


def _slavic_plural(number: int, forms: tuple[str, str, str]) -> str:
    if number % 10 == 1 and number % 100 != 11:
        return forms[0]
    if 2 <= number % 10 <= 4 and not 12 <= number % 100 <= 14:
        return forms[1]
    return forms[2]


# Russian after a preposition that governs a case: "до девяти", "к девяти", "после тринадцати тридцати".
_RUSSIAN_CASES = {"до": "genitive", "с": "genitive", "со": "genitive", "от": "genitive", "после": "genitive",
                  "около": "genitive", "к": "dative"}  # fmt: skip


def _russian(hour: int, minute: int, lang: str, before: str = "") -> str | None:
    """ "четырнадцать тридцать", "тринадцать ноль пять", "девять часов"; "до девяти часов"."""
    case = _RUSSIAN_CASES.get(before.split()[-1].lower() if before.split() else "", "nominative")
    say = partial(_russian_cardinal, case=case)
    if not minute:
        hours = _slavic_plural(hour, ("час", "часа", "часов"))
        if case != "nominative":
            hours = "часа" if hour % 10 == 1 and hour % 100 != 11 else "часам" if case == "dative" else "часов"
        return f"{say(hour)} {hours}"
    return f"{say(hour)} {'ноль ' if minute < 10 else ''}{say(minute)}"


def _russian_cardinal(number: int, case: str) -> str:
    if case == "nominative":
        return cardinal(number, "ru") or str(number)
    from num2words import num2words

    return str(num2words(number, lang="ru", case=case))


def _ordinal_hour(hour: int, lang: str, ending: str) -> str | None:
    """A feminine ordinal hour in the case `ending` names: Polish "czternasta", "czternastej", "czternastą";
    Ukrainian "чотирнадцята", "чотирнадцятій", "дев'ятої"."""
    words = ordinal(hour, lang) if hour else None
    if words is None:
        return "zero" if lang == "pl" else "нуль"
    endings = _ORDINAL_HOUR_ENDINGS[lang][ending]
    parts = words.split()
    changed = range(len(parts)) if lang == "pl" else (len(parts) - 1,)
    for index in changed:
        for old, new in endings:
            if parts[index].endswith(old):
                parts[index] = parts[index][: -len(old)] + new
                break
    return " ".join(parts)


_ORDINAL_HOUR_ENDINGS = {
    "pl": {"nominative": (("i", "ia"), ("y", "a")), "locative": (("i", "iej"), ("y", "ej")),
           "instrumental": (("i", "ią"), ("y", "ą"))},
    "uk": {"nominative": (("ій", "я"), ("ий", "а")), "locative": (("ій", "ій"), ("ий", "ій")),
           "genitive": (("ій", "ьої"), ("ий", "ої"))},
}  # fmt: skip
# The preposition before a time and the case of the hour it asks for.
_ORDINAL_HOUR_CASES = {
    "pl": {"o": "locative", "po": "locative", "do": "locative", "od": "locative", "około": "locative",
           "przed": "instrumental", "za": "instrumental", "między": "instrumental"},
    "uk": {"о": "locative", "об": "locative", "на": "locative", "до": "genitive", "після": "genitive",
           "з": "genitive", "від": "genitive", "близько": "genitive"},
}  # fmt: skip


def _ordinal_clock(hour: int, minute: int, lang: str, before: str = "") -> str | None:
    """Polish and Ukrainian say the hour as a feminine ordinal: "o czternastej trzydzieści", "до дев'ятої"."""
    word = before.split()[-1].lower() if before.split() else ""
    hour_words = _ordinal_hour(hour, lang, _ORDINAL_HOUR_CASES[lang].get(word, "nominative"))
    minute_words = cardinal(minute, lang)
    if hour_words is None or minute_words is None:
        return None
    zero = "zero" if lang == "pl" else "нуль"
    return hour_words + (f" {zero + ' ' if minute < 10 else ''}{minute_words}" if minute else "")


def _vietnamese(hour: int, minute: int, lang: str) -> str | None:
    words = _numbers(hour, minute, lang)
    return words and f"{words[0]} giờ" + (f" {words[1]} phút" if minute else "")


def _japanese(hour: int, minute: int, lang: str) -> str | None:
    words = _numbers(hour, minute, lang)
    return words and f"{words[0]}時" + (f"{words[1]}分" if minute else "")


def _hindi(hour: int, minute: int, lang: str) -> str | None:
    words = _numbers(hour, minute, lang)
    return words and (f"{words[0]} बजकर {words[1]} मिनट" if minute else f"{words[0]} बजे")


def _arabic(hour: int, minute: int, lang: str) -> str:
    """ "الثالثة والنصف", "العاشرة وخمس دقائق", "التاسعة إلا ربعًا"; a 24-hour afternoon adds مساءً."""
    words = _ARABIC_HOURS[hour % 12]
    if minute in (40, 45):  # "التاسعة إلا ربعًا": a quarter (a third) before the next hour
        words = _ARABIC_HOURS[(hour + 1) % 12] + (" إلا ربعًا" if minute == 45 else " إلا ثلثًا")
    elif minute in _ARABIC_MINUTES:
        words += " " + _ARABIC_MINUTES[minute]
    elif minute:
        words += f" و{_arabic_minutes(minute)}"
    return words + (" مساءً" if 12 < hour < 24 else "")


_ARABIC_MINUTES = {15: "والربع", 20: "والثلث", 30: "والنصف"}
# Minutes are a feminine noun: its numbers take the forms without ة (خمس دقائق), and 3 to 10 a plural noun.
_ARABIC_UNITS = ("", "إحدى", "اثنتان", "ثلاث", "أربع", "خمس", "ست", "سبع", "ثماني", "تسع")
_ARABIC_TENS = ("", "عشر", "عشرون", "ثلاثون", "أربعون", "خمسون")


def _arabic_minutes(minute: int) -> str:
    """ "دقيقة", "خمس دقائق", "ثلاث عشرة دقيقة", "خمس وعشرون دقيقة"."""
    tens, units = divmod(minute, 10)
    if minute <= 2:
        return ("دقيقة", "دقيقتان")[minute - 1]
    if minute <= 10:
        return f"{_ARABIC_UNITS[minute] if minute < 10 else 'عشر'} دقائق"
    if minute < 20:
        return f"{'اثنتا' if units == 2 else _ARABIC_UNITS[units]} عشرة دقيقة"
    number = _ARABIC_TENS[tens] if not units else f"{_ARABIC_UNITS[units]} و{_ARABIC_TENS[tens]}"
    return f"{number} دقيقة"


_CLOCKS = {
    "de": _german, "nl": _german, "fr": _french, "es": _romance, "it": _romance, "pt": _romance,
    "ru": _russian, "uk": _ordinal_clock, "pl": _ordinal_clock, "vi": _vietnamese,
    "ja": _japanese, "hi": _hindi, "ar": _arabic,
}  # fmt: skip


_IN_CONTEXT = (_russian, _ordinal_clock)


def _with_seconds(words: str, second: int, lang: str) -> str | None:
    second_words = cardinal(second, lang)
    if second_words is None:
        return None
    unit = {"de": "Sekunden", "ru": "секунд", "hu": "másodperc", "vi": "giây", "hi": "सेकंड", "fr": "secondes"}
    if lang == "ja":
        return f"{words}{second_words}秒"
    if lang == "de":
        return f"{words} und {second_words} {'Sekunde' if second == 1 else 'Sekunden'}"
    return f"{words} {second_words}" + (f" {unit[lang]}" if lang in unit else "")


def _half(match: re.Match[str]) -> str | None:
    half = match.groupdict().get("half")
    return None if half is None else "am" if half[0] in "Aa" else "pm"


def _say(match: re.Match[str], lang: str) -> str | None:
    groups = match.groupdict()
    hour, minute, second = int(match["hour"]), int(groups.get("minute") or 0), int(groups.get("second") or 0)
    words = clock(hour, minute, lang, second, _half(match), match.string[max(0, match.start() - 12) : match.start()])
    if words is None:
        return None
    if lang == "es" and groups.get("h") and not minute:  # "14 h": "catorce horas"
        words += " hora" if hour == 1 else " horas"
    if groups.get("zone"):
        words += " " + " ".join(match["zone"].upper())
    return words


def _dotted(match: re.Match[str], lang: str) -> str | None:
    """ "14.30" is a time only with a clock word after it ("14.30 Uhr"), or after the range it starts
    ("10.00 bis 18.00 Uhr"), or before it ("kl. 14.30")."""
    if not match["unit"] and not match["half"]:
        words, suffix = CLOCK_WORDS.get(lang), _CLOCK_SUFFIX.get(lang)
        before = match.string[max(0, match.start() - 10) : match.start()]
        after = match.string[match.end() : match.end() + 24]
        said_after = suffix and re.match(rf"\s*\S+\s*\d{{1,2}}[.:]\d\d\s?{suffix}(?!\w)", after)
        if not said_after and not (words and re.search(rf"(?:^|[^\w.])(?:{words})\s$", before, re.IGNORECASE)):
            return None
    return _say(match, lang)


@lru_cache(maxsize=64)
def rules(lang: str) -> tuple[Rule, ...]:
    """The rules of this class for `lang`, most specific first (empty where it has none)."""
    if lang not in NUMWORDS_LANGUAGES | {"en", "ko"}:
        return ()
    say = lambda match: _say(match, lang)  # noqa: E731
    suffix = _CLOCK_SUFFIX.get(lang)
    unit = rf"(?P<unit>{SPACE}{re.escape(suffix)}(?!\w))?" if suffix else "(?P<unit>)"
    if lang in _H_LANGUAGES:  # "13:00 h", "10:30 hs": the hour word after a colon time
        unit = rf"(?P<unit>{SPACE}(?P<h>h|hs|hrs)(?!\w)(?:\.(?=\s*[a-z,;:]))?)?"
    meridiem = rf"(?:{SPACE}{_MERIDIEM})?"
    zone = _ZONE if lang == "en" else ""
    found = [
        Rule("time", compile_for(rf"{_HOUR}{_COLON}{meridiem}{unit}{zone}", lang), say),
        # "3 PM", "9am", "10 a. m."
        Rule("time", compile_for(rf"{_HOUR}{SPACE}{_MERIDIEM}{zone}", lang), say),
        Rule(
            "time",
            compile_for(rf"{_HOUR}\.(?P<minute>\d\d)(?!\d|[.,]\d){meridiem}{unit}", lang),
            lambda match: _dotted(match, lang),
        ),
    ]
    if lang in _H_LANGUAGES:
        written = rf"{_HOUR}{SPACE}(?P<h>[hH])(?:{SPACE}(?P<minute>\d\d)(?:min|')?)?(?!\w)"
        found.append(Rule("time", compile_for(written, lang), say))
    if lang == "ar":  # "الساعة 10": the hour alone after "the hour"
        found.append(
            Rule("time", re.compile(r"\d(?<=الساعة \d)\d?(?!\d|[:.,]\d)"), lambda m: clock(int(m.group()), 0, lang))
        )
    if lang in ("de", "nl"):  # "14 Uhr", "14 Uhr 30", "1 uur"
        written = rf"{_HOUR}\s{_CLOCK_SUFFIX[lang]}(?:\s(?P<minute>\d\d))?(?!\w)"
        found.append(Rule("time", compile_for(written, lang), say))
    return tuple(found)
