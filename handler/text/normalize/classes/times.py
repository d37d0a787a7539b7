"""Clock times as written: 14:30, 9:05:10, 2.30 Uhr, 12h30, 8 h, am/pm, time zones; said by the language's home.

    from handler.text.normalize.classes.times import clock

    clock(14, 30, "de")          # "vierzehn Uhr dreißig"
    clock(1, 0, "es")            # "una" ("a la 1:00" is "a la una")
    clock(13, 5, "ru")           # "тринадцать ноль пять"; clock(9, 0, "ru", before="до ") "девяти часов"

Written forms found: "14:30" and "9:05:10" everywhere; "14.30" where a clock word says it is a time (the word the
home writes after a time, "14.30 Uhr", or one of the words it says before one, "kl. 14.30", "alle 9.30"); "14h30",
"14 h 30", "8 h" where the home writes the hour with "h"; the hour alone before its clock word ("14 Uhr 30"); "3 PM",
"9am", "2:30 p. m."; time-zone codes after a time where the home spells them ("3 PM EST"). How each is said, the
hour's gender and case, the part of the day and the seconds, is the language's home's (Home.times, clock.py).
"""

from __future__ import annotations

import re
from functools import lru_cache

from handler.text.normalize.classes.abbreviation import in_context, said_after
from handler.text.normalize.classes.measure import ends_sentence
from handler.text.normalize.cldr import locale_data
from handler.text.normalize.clock import Clock, TimePhrasing
from handler.text.normalize.languages import home
from handler.text.normalize.numbers import SPACE, compile_for
from handler.text.normalize.rules import Rule

_HOUR = r"(?P<hour>\d(?<![\w.,:/]\d)\d?)"
_COLON = r":(?P<minute>\d\d)(?::(?P<second>\d\d))?(?![\d:]|[.,]\d)"
# "p.m." loses its last period only mid-sentence, so a sentence still ends after "3 p.m."
_MERIDIEM = r"(?P<half>[AaPp]\.?\s?[Mm](?!\w)(?:\.(?=\s*[a-z,;:]))?)"
_ZONES = (
    "UTC", "GMT", "EST", "EDT", "CST", "CDT", "MST", "MDT", "PST", "PDT", "AKST", "HST", "CET", "CEST", "BST",
    "IST", "JST", "KST", "AEST",
)  # fmt: skip
# America's zones without their season ("8 p.m. ET"), only in capitals: "et", "pt" are words in several languages.
_CAPITAL_ZONES = "ET|CT|MT|PT"


def clock(
    hour: int,
    minute: int,
    lang: str,
    second: int = 0,
    half: str | None = None,
    before: str = "",
    clock_word: bool = False,
) -> str | None:
    """The time said in `lang`; `half` is "am" or "pm" for a 12-hour time; `before` is the text before it (a
    preposition sets the case in Russian, Polish and Ukrainian); `clock_word`, whether the home's clock word is
    written after it. None where it is no time."""
    if minute > 59 or second > 59 or (not 1 <= hour <= 12 if half else hour > 24):
        return None
    phrasing = home(lang).times
    return None if phrasing is None else phrasing.say(Clock(hour, minute, second, half, before, clock_word))


def _half(match: re.Match[str]) -> str | None:
    half = match.groupdict().get("half")
    return None if half is None else "am" if half[0] in "Aa" else "pm"


def _said_before(match: re.Match[str], phrasing: TimePhrasing) -> str:
    """The clock's word written short before a time, as said after the word before it ("ok. godz. 18": "około
    godziny"; the forms as an abbreviation's table gives them: "godzina / o po: godzinie")."""
    return said_after(*in_context(phrasing.said_before[match.group()]), match.string, match.start())


def _before(match: re.Match[str]) -> str:
    """The text right before a time, which may set its case ("в 5:00", "ir plkst. 8", "līdz pulksten 20")."""
    return match.string[max(0, match.start() - 16) : match.start()]


def _say(match: re.Match[str], lang: str, phrasing: TimePhrasing) -> str | None:
    groups = match.groupdict()
    hour, minute, second = int(match["hour"]), int(groups.get("minute") or 0), int(groups.get("second") or 0)
    before = _before(match)
    words = clock(hour, minute, lang, second, _half(match), before, bool(groups.get("unit")))
    if words is None:
        return None
    if phrasing.h_hours and groups.get("h") and not minute:  # "14 h": "catorce horas"
        words += " " + (phrasing.h_hours[0] if hour == 1 else phrasing.h_hours[1])
    zone = groups.get("zone") or groups.get("zone_alone")
    if zone:
        words += " " + " ".join(zone.upper())
    if groups.get("ending"):  # "18:00-ig": "tizennyolc óráig"; "18:30-ig": "tizennyolc harmincig"
        words += f" {phrasing.endings[match['ending']]}" if not minute else match["ending"]
    elif phrasing.whole_hour and not minute and not second and not zone and not groups.get("half"):
        words = phrasing.whole_hour(words, match.string[match.end() : match.end() + 12]) or words
    if (groups.get("unit") or "").endswith(".") and ends_sentence(match, lang):
        words += "."  # "каца в 14:00 ч.": the clock word's period also ends the sentence
    return words


def _dotted(match: re.Match[str], lang: str, phrasing: TimePhrasing) -> str | None:
    """ "14.30" is a time only with a clock word after it ("14.30 Uhr"), or after the range it starts
    ("10.00 bis 18.00 Uhr"), or before it ("kl. 14.30"), or before the range it ends ("kell 9.00 kuni 18.00"), or
    with a case ending after an apostrophe ("14.00'te") or a hyphen ("20.30-kor"); a letter joined to it makes it a
    measure ("at 3.25A": amps). An hour's letter after it ("um 10.30 h") is the time's where a word before or the
    range it ends makes it one, else a measure's ("3.25 h")."""
    hour_letter = match.groupdict().get("hour_letter")
    if match.string[match.end() : match.end() + 1].isalpha():
        return None
    if not match["unit"] and not match["half"]:
        words, suffix = phrasing.words_before, phrasing.clock_word
        before = match.string[max(0, match.start() - 10) : match.start()]
        after = match.string[match.end() : match.end() + 24]
        said_after = suffix and re.match(rf"\s*\S+\s*\d{{1,2}}[.:]\d\d\s?{suffix}(?!\w)", after)
        said_before = words and re.search(rf"(?:^|[^\w.])(?:{words})\s$", before, re.IGNORECASE)
        # "kell 9.00 kuni 18.00": the end of a range whose start the clock word made a time
        start = match.string[max(0, match.start() - 28) : match.start()]
        range_end = words and re.search(
            rf"(?:^|[^\w.])(?:{words})\s\d{{1,2}}[.:]\d\d(?:\s?[-–—]\s?|\s\w+\s)$", start, re.IGNORECASE
        )
        # "14.00'te": a case ending written after an apostrophe is a time's, where decimals take a comma
        ending = home(lang).suffixes_after_numbers and re.match(r"'[^\W\d_]", after)
        # "20.30-kor", "9.00-tól": the clock's case endings after it say a time
        joined = "|".join(phrasing.joined_endings)
        suffixed = match.groupdict().get("ending") or (joined and re.match(rf"-(?:{joined})(?!\w)", after))
        # "9.00–17.00": two clock times joined by a dash, where "." is no decimal point
        paired = _clock_pair(match, lang)
        if hour_letter:
            if not (said_before or range_end):
                return None
        elif not (said_after or said_before or range_end or ending or suffixed or paired) or _amount_after(after, lang):
            return None
    return _say(match, lang, phrasing)


# A dotted time and the dash of a range (or the range's word, said before) with another after or before it
# ("9.00–17.00", "8.30 - 16.30", "9.00 til 17.00"); no amount after the second ("1.50-2.00 kr").
_CLOCK = r"(?:[01]?\d|2[0-4])\.[0-5]\d"
_JOIN = r"(?:[ \u00a0]?[-–—][ \u00a0]?|\s[^\W\d_]+\s)"
_PAIR_AFTER = re.compile(rf"{_JOIN}{_CLOCK}(?![\d.,]?\d)")
_PAIR_BEFORE = re.compile(rf"(?<![\d.,]){_CLOCK}{_JOIN}$")


def _clock_pair(match: re.Match[str], lang: str) -> bool:
    """Whether the time is one end of a range between two dotted times, in a language whose decimal point is not "."
    (a range of prices there writes a comma: "9,00–17,00")."""
    if locale_data(lang).decimal == ".":
        return False
    text, start, end = match.string, match.start(), match.end()
    if pair := _PAIR_AFTER.match(text, end):
        end = pair.end()
    elif not _PAIR_BEFORE.search(text[max(0, start - 24) : start]):
        return False
    return not _amount_after(text[end : end + 24], lang)


_TOKEN_AFTER = re.compile(r"[ \u00a0]?([^\s\d]+?)[.,;:!?)]*(?:\s|$)")


def _amount_after(after: str, lang: str) -> bool:
    """Whether a currency or a unit follows ("från 1.50 kr"): an amount, not a time."""
    token = _TOKEN_AFTER.match(after)
    data = locale_data(lang)
    return token is not None and (token[1] in data.currencies or token[1] in data.units)


@lru_cache(maxsize=64)
def rules(lang: str) -> tuple[Rule, ...]:
    """The rules of this class for `lang`, most specific first (empty where it has none)."""
    phrasing = home(lang).times
    if phrasing is None:
        return ()
    say = lambda match: _say(match, lang, phrasing)  # noqa: E731
    suffix = phrasing.clock_word
    unit = rf"(?P<unit>{SPACE}{re.escape(suffix)}(?!\w))?" if suffix else "(?P<unit>)"
    if phrasing.h_written:  # "13:00 h", "10:30 hs": the hour word after a colon time
        unit = rf"(?P<unit>{SPACE}(?P<h>h|hs|hrs)(?!\w)(?:\.(?=\s*[a-z,;:]))?)?"
    meridiem = rf"(?:{SPACE}{_MERIDIEM})?"
    zones = "|".join(sorted({*_ZONES, *phrasing.zone_codes}, key=len, reverse=True))
    # "5 p.m. EST": the period of "p.m." goes with the zone after it
    zones = rf"(?i:{zones})|{_CAPITAL_ZONES}"
    zone = rf"(?:(?<=[Mm])\.?\s(?P<zone>{zones})(?!\w)|\s(?P<zone_alone>{zones})(?!\w))?" if phrasing.zones else ""
    letters = "|".join(map(re.escape, phrasing.hour_letters))
    # "10.30 h", "9.00u": an hour's letter, where no clock word is written
    hour_letter = rf"(?:(?<![^\d]){SPACE}(?P<hour_letter>{letters})(?!\w))?" if letters else ""
    found = []
    if phrasing.said_before:  # "plkst. 14.30": the clock's word as said, before the time is read
        short = "|".join(map(re.escape, phrasing.said_before))
        short_word = re.compile(rf"(?<!\w)(?:{short})(?=\s?\d)")
        found.append(Rule("time", short_word, lambda match: _said_before(match, phrasing)))
    endings = "|".join(sorted(phrasing.endings, key=len, reverse=True))
    ending = rf"(?:-(?P<ending>{endings})(?!\w))?" if endings else ""
    found += [
        Rule("time", compile_for(rf"{_HOUR}{_COLON}{meridiem}{unit}{zone}{ending}", lang), say),
        # "3 PM", "9am", "10 a. m."
        Rule("time", compile_for(rf"{_HOUR}{SPACE}{_MERIDIEM}{zone}", lang), say),
        Rule(
            "time",
            compile_for(
                rf"{_HOUR}\.(?P<minute>\d\d)(?:\.(?P<second>\d\d))?(?!\d|[.,]\d){meridiem}{unit}{hour_letter}{zone}"
                rf"{ending}",
                lang,
            ),
            lambda match: _dotted(match, lang, phrasing),
        ),
    ]
    if phrasing.h_written:
        # "2 h 30 min" is a duration: its hours and its minutes are the measure class's
        written = rf"{_HOUR}{SPACE}(?P<h>[hH])(?:{SPACE}(?P<minute>\d\d)(?:min|')?(?![ \u00a0]min\b))?(?!\w)"
        found.append(Rule("time", compile_for(written, lang), say))
    if phrasing.hour_after:  # "الساعة 10": the hour alone after "the hour"
        after = "|".join(rf"(?<=\b{re.escape(word)} \d)" for word in phrasing.hour_after.split("|"))
        hour_alone = re.compile(rf"\d(?:{after})\d?(?!\d|[:.,]\d)")
        found.append(Rule("time", hour_alone, lambda match: clock(int(match.group()), 0, lang, before=_before(match))))
    if phrasing.clock_word_after_hour:  # "14 Uhr", "14 Uhr 30", "1 uur"
        written = rf"{_HOUR}\s{re.escape(suffix)}(?:\s(?P<minute>\d\d))?(?!\w)"
        found.append(Rule("time", compile_for(written, lang), say))
    return tuple(found)
