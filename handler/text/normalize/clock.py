"""How a language says a clock time: the part of a language's home that classes/times.py reads (Home.times), and the
grammar languages share to fill it.

    from handler.text.normalize.languages import home

    home("de").times.say(Clock(14, 30))               # "vierzehn Uhr dreißig"
    home("ru").times.say(Clock(9, 0, before="до "))   # "девяти часов"
    home("es").times.say(Clock(9, 5, half="pm"))      # "nueve y cinco de la noche"

The class finds the written forms ("14:30", "9:05:10", "14.30 Uhr", "14h30", "3 PM"); the home says what each
part is in its language: the hour and minutes, the seconds, the part of the day of a 12-hour time, and which words
written around a time say it is one.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

from handler.text.normalize.numwords import Endings, cardinal, inflect, ordinal

# The hour and minutes as said ("vierzehn Uhr dreißig"); the third argument is the text before the time, where a
# preposition sets the hour's case ("до девяти часов").
HoursAndMinutes = Callable[[int, int, str], str | None]


@dataclass(frozen=True)
class Clock:
    """A time as written: `half` is "am" or "pm" for a 12-hour time; `before` is the text before it."""

    hour: int
    minute: int
    second: int = 0
    half: str | None = None
    before: str = ""
    clock_word: bool = False  # the language's clock word is written after it ("10:30 बजे")


@dataclass(frozen=True)
class TimePhrasing:
    # The hour and minutes as said.
    hours: HoursAndMinutes
    # The seconds after them ("und zehn Sekunden"): the words so far and the seconds; None where it is no time.
    seconds: Callable[[str, int], str | None]
    # A 12-hour time's part of the day: morning, afternoon (to 6 pm), evening ("de la mañana", "de la tarde", "de la
    # noche"); said before the time where `day_part_first` ("午後"). Empty: the letters ("AM", "PM").
    day_parts: tuple[str, str, str] | tuple[()] = ()
    day_part_first: bool = False
    # The part of the day from the hour on a 24-hour clock, where the language's parts do not turn at noon and 7 pm
    # (Hindi "5 PM": "शाम पाँच बजे", "11 PM": "रात ग्यारह बजे", "2 AM": "रात दो बजे").
    day_part_of_hour: Callable[[int], str] | None = None
    # A language that says the whole time itself, its part of the day and seconds included (English "two thirty PM",
    # Korean "오후 두 시 삼십 분").
    whole: Callable[[Clock], str | None] | None = None
    # The word written after a time that says it is one, read as part of the time ("14.30 Uhr"), and whether it also
    # follows the hour alone ("14 Uhr", "14 Uhr 30").
    clock_word: str = ""
    clock_word_after_hour: bool = False
    # The hour and minutes as said where the clock word is written after them, if not as `hours` says them (Hindi
    # "10:30 बजे": "साढ़े दस बजे", where "10:30" alone is "दस बजकर तीस मिनट").
    hours_before_clock_word: HoursAndMinutes | None = None
    # The hour and minutes of a 12-hour time as said, if not as `hours` says them (Hindi "10:30 PM": "रात साढ़े दस
    # बजे", where "10:30" alone is "दस बजकर तीस मिनट").
    hours_with_half: HoursAndMinutes | None = None
    # The hour and minutes as said before seconds, each with its noun, where `hours` leaves the nouns out (Russian
    # "23:59:59": "двадцать три часа пятьдесят девять минут пятьдесят девять секунд").
    hours_before_seconds: HoursAndMinutes | None = None
    # The hour written with "h": "14h30", "14 h 30", "8 h", "13:00 h"; and the word said after "14 h" where the hour
    # alone would not say it is a time ("catorce horas"): for one, and for more.
    h_written: bool = False
    h_hours: tuple[str, str] | tuple[()] = ()
    # Words before "14.30" that make it a time rather than a decimal (a regular expression: "kl\\.|klockan").
    words_before: str = ""
    # Case endings written after a time with a hyphen that an hour alone takes with the hour's noun ("18:00-ig":
    # "tizennyolc óráig"): the ending as written, and the noun with it.
    endings: Mapping[str, str] = field(default_factory=dict)
    # Case endings written after a time that join its last word whatever it is ("20.30-kor": "húsz harminckor"): with
    # `endings`, they make "20.30" a time where nothing else does.
    joined_endings: tuple[str, ...] = ()
    # The hour's letters written after a time that a word before made one ("um 10.30 h", "om 9.00u"): the time's own,
    # said once with it; after a time no word makes one, "3.25 h" is a measure.
    hour_letters: tuple[str, ...] = ("h",)
    # The clock's word written short before a time, and as said ("plkst.": "pulksten"); " / word word: form" after
    # it gives the form said after those words, as an abbreviation's table does ("godz.": "godzina / o: godzinie").
    said_before: Mapping[str, str] = field(default_factory=dict)
    # Time-zone codes after a time, spelled letter by letter ("3 PM EST": "three PM E S T"), and the codes the
    # language's own zones have beside the common ones ("MEZ", "WIB").
    zones: bool = False
    zone_codes: tuple[str, ...] = ()
    # The word after which an hour alone is a time ("الساعة 10"); its forms apart by "|" ("godzina|godzinie").
    hour_after: str = ""
    # A whole hour said with its noun where no ending or word written after it says it, from the hour's words and
    # the text after the time (Hungarian "7:00": "hét óra", where "7:00-kor" is "hétkor", "7:00 órakor" "hét órakor").
    whole_hour: Callable[[str, str], str | None] | None = None

    def say(self, time: Clock) -> str | None:
        """The time said; None where the language cannot say it."""
        if self.whole is not None:
            return self.whole(time)
        hours = self.hours_before_clock_word if time.clock_word and self.hours_before_clock_word else self.hours
        if time.half and self.hours_with_half and not time.clock_word:
            hours = self.hours_with_half
        if time.second and self.hours_before_seconds:
            hours = self.hours_before_seconds
        words = hours(time.hour, time.minute, time.before)
        if words is not None and time.second:
            words = self.seconds(words, time.second)
        if words is None or not time.half:
            return words
        if not self.day_parts:
            return f"{words} {time.half.upper()}"
        if self.day_part_of_hour:
            part = self.day_part_of_hour(time.hour % 12 + (12 if time.half == "pm" else 0))
        elif time.half == "am":
            part = self.day_parts[0]
        else:
            part = self.day_parts[1] if time.hour == 12 or time.hour < 7 else self.day_parts[2]
        return f"{part} {words}" if self.day_part_first else f"{words} {part}"


# What languages share ------------------------------------------------------------------------------------------------


def numbers(hour: int, minute: int, lang: str, gender: str | None = None) -> tuple[str, str] | None:
    """The hour's and the minutes' cardinals."""
    hour_words, minute_words = cardinal(hour, lang, gender), cardinal(minute, lang)
    return None if hour_words is None or minute_words is None else (hour_words, minute_words)


def with_last(words: str, forms: Mapping[str, str]) -> str:
    """The last word replaced by its form in `forms` ("la una", "às duas", "une heure")."""
    head, _, last = words.rpartition(" ")
    last = forms.get(last, last)
    return f"{head} {last}" if head else last


def plain(
    lang: str,
    *,
    zero: bool = False,
    joiner: str = "",
    gender: str | None = None,
    spelled: Callable[[str], str] | None = None,
) -> HoursAndMinutes:
    """The hour and the minutes as numbers: "fjorton trettio"; minutes under ten after the digit's word with `zero`
    ("nio noll fem"), after `joiner` ("nouă și cinci"); `spelled` rewrites each number's words."""

    def say(hour: int, minute: int, before: str) -> str | None:
        words = numbers(hour, minute, lang, gender)
        if words is None:
            return None
        if spelled is not None:
            words = (spelled(words[0]), spelled(words[1]))
        if not minute:
            return words[0]
        before_minutes = (cardinal(0, lang) if zero else joiner) if minute < 10 else ""
        return f"{words[0]} {before_minutes + ' ' if before_minutes else ''}{words[1]}"

    return say


def hour_and_word(
    lang: str, word: str, *, one: Callable[[str], str] = lambda words: words, plural: str = ""
) -> HoursAndMinutes:
    """The hour, the clock's word, the minutes: "vierzehn Uhr dreißig", "quatorze heures trente"; `one` gives the hour
    of one its form before the word ("ein Uhr", "une heure"), `plural` the word after more than one ("heures")."""

    def say(hour: int, minute: int, before: str) -> str | None:
        words = numbers(hour, minute, lang)
        if words is None:
            return None
        said = f"{one(words[0])} {plural if plural and hour > 1 else word}"
        return said + (f" {words[1]}" if minute else "")

    return say


def romance(
    lang: str,
    feminine: Mapping[str, str],
    joiner: str,
    whole_hours: tuple[str, str] | tuple[()] = (),
    *,
    always_joined: bool = False,
) -> HoursAndMinutes:
    """ "la una", "las catorce treinta", "las nueve y cinco"; "alle quattordici e trenta"; "às duas horas": the hour
    feminine, minutes under ten after `joiner` (all minutes with `always_joined`), `whole_hours` the word (one, more)
    after an hour with no minutes."""

    def say(hour: int, minute: int, before: str) -> str | None:
        words = numbers(hour, minute, lang)
        if words is None:
            return None
        hour_words = with_last(words[0], feminine)
        if not minute:
            return f"{hour_words} {whole_hours[0] if hour == 1 else whole_hours[1]}" if whole_hours else hour_words
        if minute >= 10 and not always_joined:
            return f"{hour_words} {words[1]}"
        return f"{hour_words} {joiner} {words[1]}"

    return say


def hour_and_unit(lang: str, hour_word: str, minute_word: str, *, joined: bool = False) -> HoursAndMinutes:
    """The hour and the minutes each with its word: "tám giờ mười phút"; `joined` writes them without spaces
    ("十四時三十分")."""
    space = "" if joined else " "

    def say(hour: int, minute: int, before: str) -> str | None:
        words = numbers(hour, minute, lang)
        if words is None:
            return None
        return f"{words[0]}{space}{hour_word}" + (f"{space}{words[1]}{space}{minute_word}" if minute else "")

    return say


def ordinal_hours(
    lang: str, zero: str, cases: Mapping[str, str], endings: Mapping[str, Endings], *, every_word: bool
) -> HoursAndMinutes:
    """The hour as a feminine ordinal in the case its preposition gives (Polish "o czternastej trzydzieści", Ukrainian
    "до дев'ятої"): `cases` maps a preposition to its case, `endings` a case to the ordinal's endings."""

    def say(hour: int, minute: int, before: str) -> str | None:
        word = before.split()[-1].lower() if before.split() else ""
        hour_words = ordinal(hour, lang) if hour else None
        if hour_words is None:
            hour_words = zero
        else:
            hour_words = inflect(hour_words, endings[cases.get(word, "nominative")], every_word)
        minute_words = cardinal(minute, lang)
        if minute_words is None:
            return None
        return hour_words + (f" {zero + ' ' if minute < 10 else ''}{minute_words}" if minute else "")

    return say


def seconds_after(
    lang: str,
    unit: str | Callable[[int], str] = "",
    *,
    joiner: str = "",
    forms: Mapping[str, str] | None = None,
    joined: bool = False,
) -> Callable[[str, int], str | None]:
    """The seconds after the hour and minutes: after `joiner` ("und", "et"), the number's last word in the form the
    noun asks for (`forms`: "eins": "eine", "два": "две"), then the unit, one word or the form the number takes
    ("quinze secondes", "jedna sekunda", "pět sekund"); `joined` without spaces ("十秒")."""

    def say(words: str, second: int) -> str | None:
        second_words = cardinal(second, lang)
        if second_words is None:
            return None
        second_words = with_last(second_words, forms or {})
        said = unit if isinstance(unit, str) else unit(second)
        if joined:
            return f"{words}{second_words}{said}"
        return " ".join(part for part in (words, joiner, second_words, said) if part)

    return say


def one_or_more(one: str, more: str) -> Callable[[int], str]:
    """The unit after one, and after any other number ("un segundo", "dos segundos")."""
    return lambda number: one if number == 1 else more


def slavic_plural(number: int, forms: tuple[str, str, str]) -> str:
    """The noun's form after `number`: one, two to four, five and more ("час", "часа", "часов")."""
    if number % 10 == 1 and number % 100 != 11:
        return forms[0]
    if 2 <= number % 10 <= 4 and not 12 <= number % 100 <= 14:
        return forms[1]
    return forms[2]
