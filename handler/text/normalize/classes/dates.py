"""Dates: numeric in the locale's order, with month names, years, decades; said by the language's home.

    from handler.text.normalize.classes.dates import year_words

    year_words(1984, "en")      # "nineteen eighty-four"
    year_words(1984, "de")      # "neunzehnhundertvierundachtzig"
    year_words(2023, "vi")      # "hai nghìn không trăm hai mươi ba"

Written forms found, most specific first:
- the forms a language alone writes, from its home ("1990 m. rugpjūčio 15 d.", "ngày 20/11", "tháng 5/2024");
- numeric dates: "2024-05-03" (and "2024.05.03", "2024. 05. 03."), "03.05.2024", "03/05/2024", day first, checked
  for a real day and month; read as the language's long date (CLDR's pattern), or as the home says it whole;
- days without a year where the locale writes D.M. ("am 3.5.", "24.12.");
- month names (CLDR's, and the home's declined ones) with a day and a year in the language's order ("3. Mai 2024",
  "3 de mayo de 2024", "2024. május 3-án", "3 мая 2024 г."), with a year alone ("Mai 2024"), ranges of days before
  a month ("3.–5. Mai");
- decades ("1990er", "90-talet", "1980-е"), years before a noun that declines them ("в 1984 году"), years after a
  word that says so ("im Jahr 1984", "năm 2023") or before one ("1990 में").
English and Korean find their dates with their own rules (their homes' DatePhrasing.rules). How each part is said,
the day's ordinal and case, the year, is the language's home's (Home.dates, dating.py); where the case a day takes
depends on more than the words around it (a Lithuanian ISO date, whose day the verb declines) the date is kept as
written.
"""

from __future__ import annotations

import re
from functools import lru_cache

from handler.text.normalize.classes.abbreviation import keys as abbreviation_keys
from handler.text.normalize.classes.abbreviation import sentence_cased
from handler.text.normalize.classes.measure import ends_sentence
from handler.text.normalize.cldr import (
    LocaleData,
    date_separator,
    locale_data,
    long_date,
    month_year_pattern,
    weekday_names,
    wide_month_names,
)
from handler.text.normalize.dating import DatePhrasing, DayAt, after_words, is_date, text_before
from handler.text.normalize.languages import home
from handler.text.normalize.numbers import compile_for
from handler.text.normalize.numwords import cardinal
from handler.text.normalize.rules import Rule
from handler.text.normalize.sentences import last_period, no_sentence


def year_words(value: int, lang: str) -> str | None:
    """A year as the language reads it."""
    phrasing = home(lang).dates
    return None if phrasing is None else phrasing.year(value)


def _year_in_date(value: int, phrasing: DatePhrasing) -> str | None:
    return (phrasing.year_in_date or phrasing.year)(value)


def _year_abbreviation(abbreviation: str, phrasing: DatePhrasing) -> str:
    return phrasing.year_abbreviations.get(abbreviation, abbreviation)


def _numeric_date(match: re.Match[str], lang: str, phrasing: DatePhrasing, year_first: bool) -> str | None:
    if year_first:
        day, month = int(match["day"]), int(match["month"])
    else:  # "03.05.2024", "03/05/2024": day first in every language that finds its dates here
        day, month = int(match["first"]), int(match["second"])
    year_value = int(match["year"])
    if not is_date(year_value, month, day):
        return None
    if phrasing.whole is not None:
        return phrasing.whole(day, month, year_value, text_before(match)) or match.group()
    after = match.string[match.end() : match.end() + 16]
    day_words = phrasing.day(DayAt(day, text_before(match), match.groupdict().get("suffix"), after=after))
    year_said = _year_in_date(year_value, phrasing)
    if day_words is None or year_said is None:
        return match.group()  # keep the digits as written rather than read each number apart
    spoken = _spoken_long_date(day_words, month, year_said, lang, phrasing)
    era = (match.groupdict().get("era") or "").strip()
    said_era = _year_abbreviation(era, phrasing) if era else ""
    if said_era and not spoken.rstrip().endswith(said_era):
        spoken += f" {said_era}"  # "03.05.2024 r.": "... roku", where CLDR's pattern writes no year's word
    # "24. 2. 1990. u Splitu", "2023.11.05. napján": the year's or the day's ordinal period goes, unless a sentence
    # ends there ("A határidő 2023.11.05."; not a date alone: "2023.11.05.")
    after = match.string[match.end() :].lstrip()[:1]
    period = match.groupdict().get("year_end") or match.groupdict().get("day_end")
    ends = period and (after.isupper() or (not after and not no_sentence(match)))
    return _date_cased(match, spoken + ("." if ends or _era_period(match, era, lang) else ""), lang)


def _spoken_long_date(day_words: str, month: int, year_said: str, lang: str, phrasing: DatePhrasing) -> str:
    """The day, month and year in the order and with the words of the language's long date."""
    spoken = long_date(day_words, month, cardinal(month, lang) or str(month), year_said, lang)
    abbreviations = "|".join(map(re.escape, phrasing.year_abbreviations)) or "(?!)"
    spoken = re.sub(rf"(?<=\S)\.(?=\s|$)|\s({abbreviations})$",
                    lambda m: f" {_year_abbreviation(m[1], phrasing)}" if m[1] else "", spoken)  # fmt: skip
    return " ".join(spoken.split())


def _date_cased(match: re.Match[str], words: str, lang: str) -> str:
    """A date that starts a sentence going on after it takes the sentence's capital ("2024. január 1-jén
    ünnepeltük": "Kétezer-huszonnégy ..."); a date alone, a heading's or a form's, keeps its words' case."""
    return sentence_cased(match, words, lang) if _WORD_AFTER.search(match.string, match.end()) else words


_WORD_AFTER = re.compile(r"\w")


# Marks after which "3.5." is a number in any language ("Version 3.5.", "§ 3.5."); the home adds its words.
_NOT_A_DATE = r"Version|Nr\.|§|v"


def _day_month(match: re.Match[str], lang: str, phrasing: DatePhrasing) -> str | None:
    """ "am 3.5." (am dritten Mai), "24.12.", "le 14/07" without a year; the month's period stays where it ends a
    sentence."""
    day, month = int(match["first"]), int(match["second"])
    not_after = _NOT_A_DATE + (f"|{phrasing.not_after}" if phrasing.not_after else "")
    if not is_date(2000, month, day) or re.search(rf"(?:{not_after})\s?$", text_before(match), re.IGNORECASE):
        return None
    times = home(lang).times
    clock = times and times.words_before
    if clock and re.search(rf"(?:^|[^\w.])(?:{clock})\s$", text_before(match, 10), re.IGNORECASE):
        return None  # "klo 7.05.": a time (times.py)
    day_words = phrasing.day(DayAt(day, text_before(match), after=match.string[match.end() : match.end() + 16]))
    if day_words is None:
        return None
    if phrasing.whole is not None:
        spoken = phrasing.whole(day, month, None, text_before(match))
        if spoken is None:
            return None
    else:
        spoken = long_date(day_words, month, cardinal(month, lang) or str(month), "\0", lang)
        name = locale_data(lang).month_names[month]
        if spoken.find("\0") > spoken.find(name) >= 0:  # "24 de diciembre de \0": the date ends with the month
            spoken = spoken[: spoken.find(name) + len(name)]
        spoken = " ".join(re.sub(r"(?<=\S)\.(?=\s|$)|\0\.?|,\s*$", "", spoken).split()).rstrip(" ,")
    return spoken + last_period(match)


def _era_period(match: re.Match[str], era: str, lang: str) -> str:
    """The period of a year's abbreviation that also ends the sentence ("Urodziła się 3 maja 2024 r."): it stays
    after the word said for it."""
    return "." if era.endswith(".") and ends_sentence(match, lang) else ""


def _month_names(phrasing: DatePhrasing, data: LocaleData) -> dict[str, int]:
    return data.months | {name: number for number, name in enumerate(phrasing.month_names, 1)}


def _written_date(match: re.Match[str], lang: str, phrasing: DatePhrasing, data: LocaleData) -> str | None:
    day, month = int(match["day"]), _month_names(phrasing, data)[match["month"].lower().rstrip(".")]
    year_value = int(match["year"]) if match["year"] else 2000
    if not is_date(year_value, month, day):
        return None
    groups = match.groupdict()
    after = match.string[match.end() : match.end() + 8]
    # After a range's word the day's case is that word's ("з п'ятого по дев'яте липня").
    before = match.string[max(0, match.start("day") - 16) : match.start("day")] if groups.get("between") else ""
    at = DayAt(
        day,
        before or text_before(match),
        groups.get("suffix"),
        match["month"],
        after,
        bool(groups.get("mark")),
        last_of_range=bool(groups.get("first")),
    )
    day_words = phrasing.day(at)
    year_said = _year_in_date(year_value, phrasing) if match["year"] else ""
    if day_words is None or year_said is None:
        # An ending written after the day ("Kovo 11-oji") makes it an ordinal its own class reads.
        return None if re.match(r"-[^\W\d_]", after) else match.group()
    full = _full_month(match, month, lang, phrasing)
    if full and match["year"] and not (groups.get("first") or groups.get("era") or groups.get("suffix")):
        # "5 ene. 2012": a month written short is said as the long date says it ("cinco de enero de dos mil doce")
        return _spoken_long_date(day_words, month, year_said, lang, phrasing)
    # The year's ordinal period before a lowercase word is no sentence end ("2024. karta je"): it goes.
    # The day's ordinal period that ends the text stays only where the text is a sentence ("2024. március 15.").
    mark = last_period(match) if groups.get("mark") == "." and match.end("mark") == match.end() else ""
    replacements = {"day": day_words, "mark": mark, "year": year_said, "year_mark": "", "year_end": "", "suffix": ""}
    if groups.get("year_end") and match.string[match.end() :].lstrip()[:1].isupper():
        replacements["year_end"] = "."  # a sentence does end there
    if groups.get("first"):
        first = int(match["first"])
        first_words = phrasing.day(DayAt(first, text_before(match), first_of_range=True))
        if not 1 <= first < day or first_words is None:
            return None
        joiner = phrasing.range_word
        opening = re.search(r"(\w+)\s$", text_before(match, 8))
        if opening and opening[1].lower() in phrasing.range_after:
            joiner = phrasing.range_after[opening[1].lower()]  # "del tres al cinco de mayo"
        replacements |= {"first": first_words, "first_mark": "", "dash": joiner}
    if groups.get("era"):
        replacements["era"] = _year_abbreviation(match["era"], phrasing) + _era_period(match, match["era"], lang)
    if full:
        replacements["month"] = full
    text, pieces, done = match.string, [], match.start()
    present = [group for group in replacements if groups.get(group) is not None]
    for group in sorted(present, key=match.start):
        start = match.start(group) - (1 if group == "suffix" else 0)  # the hyphen before "án" goes too
        pieces += [text[done:start], replacements[group]]
        done = match.end(group)
        if group == "month" and text.startswith(".", done) and text[done + 1 :].strip():
            done += 1  # a short month's period, where no sentence ends with it
    pieces.append(text[done : match.end()])
    return _date_cased(match, " ".join("".join(pieces).split()), lang)  # "2024. január 1-jén": "Kétezer-..."


def _full_month(match: re.Match[str], month: int, lang: str, phrasing: DatePhrasing) -> str | None:
    """The month's full name where the date writes it short ("Jan.", "janv.", "ene."), in the written case."""
    written = match["month"]
    if written.lower().rstrip(".") in wide_month_names(lang) or written.lower() in phrasing.month_names:
        return None
    full = locale_data(lang).month_names[month]
    return full[:1].upper() + full[1:] if written[:1].isupper() else full


# A year's ordinal period before a lowercase word ("2024. karta je"): no sentence end.
_YEAR_END = r"(?P<year_end>\.(?=\s\w))?"
# "3.–5. Mai", "3–5 мая": a range of days before a month, its first day said like the second.
_FIRST_DAY = r"(?:(?P<first>\d(?<![\w.,:]\d)\d?)(?P<first_mark>\.)?(?:\s?(?P<dash>[-–—])\s?{between}))?"


def _first_day(phrasing: DatePhrasing) -> str:
    """The first day of a range before the day and month, joined by a dash or by one of the language's words."""
    words = "|".join(map(re.escape, phrasing.range_between))
    return _FIRST_DAY.format(between=rf"|\s(?P<between>(?i:{words}))\s" if words else "")


def _numeric_month_year(match: re.Match[str], pattern: str, phrasing: DatePhrasing, data: LocaleData) -> str | None:
    """ "03/2024": the month's name and the year in CLDR's order and words ("März zweitausendvierundzwanzig", "marzo
    de dos mil veinticuatro")."""
    said = (phrasing.year_after_month or phrasing.year)(int(match["year"]))
    return said and pattern % {"MMMM": data.month_names[int(match["month"])], "y": said}


def _month_year(match: re.Match[str], lang: str, phrasing: DatePhrasing) -> str | None:
    said = (phrasing.year_after_month or phrasing.year)(int(match["year"]))
    month = _month_names(phrasing, locale_data(lang))[match["month"].lower().rstrip(".")]
    full = _full_month(match, month, lang, phrasing)
    written = match.group()[: match.start("year") - match.start()]  # "marzo de ", "Jan. "
    if full:  # "Jan. 2012": "Januar zweitausendzwölf"
        written = full + " " + written[match.end("month") - match.start() :].lstrip(". ")
    return said and written + said


def _context_year(match: re.Match[str], phrasing: DatePhrasing) -> str | None:
    value = int(match["year"])
    return phrasing.year(value) if 1000 <= value <= 2099 else None


def _decade(match: re.Match[str], phrasing: DatePhrasing) -> str | None:
    """ "1990er": neunzehnhundertneunziger, "90-talet": nittiotalet, "1980-е": тысяча девятьсот восьмидесятые."""
    value = int(match["decade"])
    if value % 10 or not (10 <= value <= 90 or 1100 <= value <= 2090) or phrasing.decade is None:
        return None
    return phrasing.decade(value, match["ending"])


def _month_before_day(lang: str) -> bool:
    """Whether CLDR's long date writes the month before the day ("MMMM d, y", "y. MMMM d.")."""
    pattern = locale_data(lang).long_date
    return pattern.find("%(M") < pattern.find("%(d")


def _world_rules(lang: str, phrasing: DatePhrasing) -> tuple[Rule, ...]:
    data = locale_data(lang)
    day = r"(?P<day>\d(?<![\w.,:]\d)\d?)(?P<mark>\.|º|°|er|e)?"
    suffix = phrasing.day_suffix
    year_group = r"(?P<year>\d{4})(?![\d.,]\d)"
    abbreviations = "|".join(map(re.escape, phrasing.year_abbreviations))
    numeric_era = rf"(?P<era>\s(?:{abbreviations})(?!\w))?" if abbreviations else ""  # "03.05.2024 г."
    # "24. 2. 1990. u Splitu": where the locale writes a period after the year (CLDR's long date), it is no sentence end
    year_end = _YEAR_END if data.long_date.endswith("%(y)s.") else ""
    day_end = r"(?P<day_end>\.(?!\S))?" if data.day_period else ""  # "2023.11.05.": the day's period
    rules = list(phrasing.own_forms()) if phrasing.own_forms else []
    rules += [
        Rule("date", compile_for(r"(?P<year>\d(?<![\w.,/-]\d)\d{3})(?P<sep>[-./])\s?(?P<month>\d{1,2})"
                                     rf"(?P=sep)\s?(?P<day>\d{{1,2}}){suffix}{day_end}(?![\w/-]|[.,]\d)", lang),
             lambda m: _numeric_date(m, lang, phrasing, year_first=True)),
        Rule("date", compile_for(rf"(?P<first>\d(?<![\w.,/-]\d)\d?)(?P<sep>[./-])\s?(?P<second>\d{{1,2}})"
                                     rf"(?P=sep)\s?{year_group}(?![\w/-]){numeric_era}{year_end}", lang),
             lambda m: _numeric_date(m, lang, phrasing, year_first=False)),
    ]  # fmt: skip
    month_year = month_year_pattern(lang)
    if month_year and not phrasing.digit_months:  # "03/2024": a month and its year
        pattern = compile_for(r"(?<![\w./-])(?P<month>0[1-9]|1[0-2])/(?P<year>(?:18|19|20)\d\d)(?![\w/]|[.,]\d)", lang)
        rules.append(Rule("date", pattern, lambda m: _numeric_month_year(m, month_year, phrasing, data)))
    if data.decimal == "," and data.day_first and not phrasing.digit_months:  # "am 3.5.", "24.12.": no year
        rules.append(
            Rule(
                "date",
                compile_for(
                    r"(?P<first>\d(?<![\w.,/-]\d)\d?)\.\s?(?P<second>\d{1,2})\.(?![\d.]|\s?\d{2,4}(?!\d))", lang
                ),
                lambda m: _day_month(m, lang, phrasing),
            )
        )
    if date_separator(lang) == "/" and data.day_first and not phrasing.digit_months:  # "el 24/12", "le 14/07"
        rules.append(
            Rule(
                "date",
                compile_for(r"(?P<first>\d(?<![\w.,/-]\d)\d)/(?P<second>\d\d)(?![\w/]|[.,]\d)", lang),
                lambda m: _day_month(m, lang, phrasing),
            )
        )
    if not phrasing.digit_months:
        months = "|".join(re.escape(name) for name in sorted(_month_names(phrasing, data), key=len, reverse=True))
        month = rf"(?P<month>(?i:{months}))(?!\w)\.?"
        written = sorted({*phrasing.year_abbreviations, *phrasing.year_abbreviations.values()}, key=len, reverse=True)
        said_abbreviations = "|".join(map(re.escape, written))  # "3 мая 2024 г.", "3 мая 2024 года"
        era = rf"(?:\s(?P<era>{said_abbreviations})(?!\w))?" if said_abbreviations else ""
        day_month = Rule(
            "date",
            compile_for(
                rf"{_first_day(phrasing)}{day}\s(?:de\s)?{month}"
                rf"(?:,?\s(?:de\s)?{year_group}{_YEAR_END}{era})?",
                lang,
            ),
            lambda m: _written_date(m, lang, phrasing, data),
        )
        # The month before the day only where the language writes it so ("2024. május 3."): elsewhere a short month
        # is also a word ("pro 2 osoby": "pro" is December's in Czech).
        month_day = Rule(
            "date",
            compile_for(
                rf"(?:{year_group}(?P<year_mark>\.)?(?:\sm\.)?\s)?\b{month}\s"
                rf"(?P<day>\d{{1,2}})(?!\d){suffix}"
                r"(?P<mark>\.(?=[ \u00a0][a-záéíóöőúüű]|\s*$))?",
                lang,
            ),
            lambda m: _written_date(m, lang, phrasing, data),
        )
        rules += [day_month, *([month_day] if _month_before_day(lang) else [])]
        rules += [
            Rule("date", compile_for(rf"\b{month}\s(?:de\s)?(?P<year>\d{{4}})(?![\w:]|[.,]\d)", lang),
                 lambda m: _month_year(m, lang, phrasing)),
        ]  # fmt: skip
    if phrasing.decade_ending:
        rules.append(
            Rule(
                "date",
                re.compile(rf"(?P<decade>\d(?<![\w.,'’-]\d)\d(?:\d\d)?)(?P<ending>{phrasing.decade_ending})(?!\w)"),
                lambda m: _decade(m, phrasing),
            )
        )
    if phrasing.year_nouns and phrasing.year_with_noun is not None:
        nouns = "|".join(re.escape(noun) for noun in phrasing.year_nouns)
        with_noun = phrasing.year_with_noun
        rules.append(
            Rule(
                "date",
                re.compile(rf"(?P<year>\d(?<![\w.,]\d)\d{{3}})\s(?P<noun>{nouns})(?!\w)"),
                lambda m: _with_period(m, with_noun(int(m["year"]), m["noun"], text_before(m, 4)), lang),
            )
        )
    if phrasing.year_words:
        rules.append(
            Rule(
                "date",
                re.compile(rf"(?P<year>\d(?<!\w\d)\d{{3}}){after_words(phrasing.year_words)}(?![\w:]|[.,]\d|\s?%)"),
                lambda m: _context_year(m, phrasing),
            )
        )
    if phrasing.year_followers:  # "1990 में", "1947 से": a year before a postposition
        followers = "|".join(map(re.escape, phrasing.year_followers))
        rules.append(
            Rule(
                "date",
                re.compile(rf"(?P<year>\d(?<![\w.,]\d)\d{{3}})(?=\s(?:{followers})(?!\w))"),
                lambda m: _context_year(m, phrasing),
            )
        )
    return tuple(rules)


def _with_period(match: re.Match[str], said: str | None, lang: str) -> str | None:
    """A year's noun written short keeps the period that also ends its sentence ("построили в 1905 г.")."""
    return f"{said}." if said and match["noun"].endswith(".") and ends_sentence(match, lang) else said


def _weekday_rules(lang: str, phrasing: DatePhrasing) -> tuple[Rule, ...]:
    """ "5月3日(金)", "5월 3일(금)": a weekday in brackets after a date, said in full ("金曜日", "금요일"), with the
    range's word where a "〜" follows ("5月3日(金)〜5日": "五月三日金曜日から五日")."""
    if not phrasing.weekday_after:
        return ()
    names = weekday_names(lang)
    days = "|".join(map(re.escape, sorted(names, key=len, reverse=True)))
    pattern = re.compile(rf"(?<={phrasing.weekday_after})\s?[(（](?P<day>{days})[)）](?P<dash>\s?[〜~～]\s?)?")

    def say(match: re.Match[str]) -> str:  # "(金)〜": "金曜日から", the range word after the weekday
        return " " + names[match["day"]] + (phrasing.range_word + " " if match["dash"] else "")

    return (Rule("date", pattern, say),)


def _weekday_range_rules(lang: str) -> tuple[Rule, ...]:
    """ "Mo–Fr", "lun.-ven.", "tis–tors": a range of weekdays, CLDR's short names said in full with the language's
    word for a range ("Montag bis Freitag"; after "du": "lundi au vendredi")."""
    ranges = home(lang).ranges
    if ranges is None or not (ranges.to or ranges.weekdays) or ranges.unspaced:
        return ()
    shortest = 1 if ranges.weekdays else 2
    names = {
        key.lower().rstrip("."): wide
        for key, wide in weekday_names(lang).items()
        if len(key.rstrip(".")) >= shortest and not any(char.isdigit() for char in key)
    }
    if not names:
        return ()
    day = "(?i:" + "|".join(map(re.escape, sorted(names, key=len, reverse=True))) + ")"
    pattern = compile_for(rf"(?<![\w.])(?P<first>{day})\.?\s?[-–—]\s?(?P<last>{day})(?P<dot>\.)?(?![\w-])", lang)

    def say(match: re.Match[str]) -> str | None:
        first, last = names[match["first"].lower()], names[match["last"].lower()]
        if first == last:
            return None
        dot = "." if match["dot"] and ends_sentence(match, lang) else ""
        if ranges.weekdays:  # "E–R": "esmaspäevast reedeni"
            return sentence_cased(match, ranges.weekdays(first, last), lang) + dot
        before = re.search(r"(\w+)\s$", text_before(match, 12))
        word = ranges.after.get(before[1].lower(), ranges.to) if before else ranges.to
        if match["first"][:1].isupper():
            first = first[:1].upper() + first[1:]
        return f"{first} {word} {last}{dot}"

    return (Rule("date", pattern, say),)


def _weekday_before_date_rules(lang: str) -> tuple[Rule, ...]:
    """ "Do., 5. Juni", "lun. 5 juin", "lun., 5 de junio": a weekday written short with its period before a date's
    day, said by CLDR's wide name ("Donnerstag, fünfter Juni", "lundi cinq juin"); the period only, with a number
    after, so "mar." (the sea) or "Do" stay words elsewhere."""
    names = {
        key.lower().rstrip("."): wide
        for key, wide in weekday_names(lang).items()
        if len(key.rstrip(".")) > 1 and key.rstrip(".") != wide and not any(char.isdigit() for char in key)
    }
    if not names:
        return ()
    day = "(?i:" + "|".join(map(re.escape, sorted(names, key=len, reverse=True))) + ")"
    pattern = re.compile(rf"(?<![\w.])(?P<day>{day})\.(?=,?[ \u00a0]\d)")
    # The language's own abbreviations written alike ("παρ. 2": paragraph, "Παρ. 5 Μαΐου": Friday) are a weekday
    # only before a date: a day and its month's name, or a numeric date.
    abbreviated = {key.lower().rstrip(".") for key in abbreviation_keys(lang)} & set(names)
    months = "|".join(map(re.escape, sorted(locale_data(lang).months, key=len, reverse=True)))
    dated = re.compile(rf",?[ \u00a0]\d{{1,2}}(?:\.?[ \u00a0](?i:{months})|[./-]\d)")

    def say(match: re.Match[str]) -> str | None:
        if match["day"].lower() in abbreviated and not dated.match(match.string, match.end()):
            return None
        wide = names[match["day"].lower()]
        return wide[:1].upper() + wide[1:] if match["day"][:1].isupper() else wide

    return (Rule("date", pattern, say),)


@lru_cache(maxsize=64)
def rules(lang: str) -> tuple[Rule, ...]:
    """The rules of this class for `lang`, most specific first (empty where it has none)."""
    phrasing = home(lang).dates
    if phrasing is None:
        return ()
    if phrasing.rules is not None:
        return phrasing.rules() + _weekday_rules(lang, phrasing)
    weekdays = _weekday_range_rules(lang) + _weekday_before_date_rules(lang)
    return weekdays + _world_rules(lang, phrasing) + _weekday_rules(lang, phrasing)
