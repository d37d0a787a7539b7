"""Verbalisation for the languages other than English and Korean: numbers, dates, times, money, percentages,
units and ordinals become words, with num2words for the words and CLDR (babel) for how the language writes
them (separators, month names, date order, currency symbols and names, unit names).

    from handler.text.normalize.world import WORLD_LANGUAGES, verbalize_world

    verbalize_world(AlignedText.of("Am 3. Mai 2024 kostet es 12,50 €."), "de").text
    # "Am dritten Mai zweitausendvierundzwanzig kostet es zwölf Euro fünfzig."

The rules, most specific first (each one's output is final):
- numeric dates in the language's order ("03.05.2024", "3/5/2024", "2024-05-03") read as its long date;
- written dates: the day and year around a month name ("3. Mai 2024", "3 de mayo de 2024", "2024. május 3.");
- clock times "14:30", "9:05:10";
- money: a symbol or ISO code before or after the amount ("12,50 €", "$5", "100 zł", "EUR 20");
- percentages and units, with CLDR's long unit names in the right plural form ("12,5 km", "21 °C", "5 %");
- every other number, with the language's decimal and group separators ("1.234,5", "1 000", "-5").
A form the libraries cannot say in a language (Czech ordinals, say) is left as written, never guessed.
"""

from __future__ import annotations

import re
from datetime import date
from decimal import Decimal
from functools import lru_cache

from handler.text.normalize.aligned import AlignedText
from handler.text.normalize.cldr import (
    HOUR_UNIT,
    PERCENT_UNIT,
    LocaleData,
    currency_name,
    locale_data,
    long_date,
    unit_phrase,
)
from handler.text.normalize.numbers import SPACE
from handler.text.normalize.numwords import NUMWORDS_LANGUAGES, cardinal, decimal, negative_word, ordinal, year
from handler.text.normalize.rules import UNSPACED_LANGUAGES, Rule, apply_rules

WORLD_LANGUAGES = NUMWORDS_LANGUAGES

# How a date reads its day: an ordinal ("der dritte Mai"), else a cardinal ("trois mai"), and which
# languages say the first of the month as an ordinal ("premier mai") and decline day and year (genitive).
_ORDINAL_DAYS = frozenset({"de", "da", "sv", "fi", "hu", "ru", "uk", "pl", "bg"})
# Dates that need an ordinal declined in a way num2words cannot give (or no ordinal at all): kept as written.
_KEPT_DATES = frozenset({"cs", "sk", "sl", "lt", "lv", "et", "hr"})
_ORDINAL_FIRST = frozenset({"fr", "it", "pt"})
_GENITIVE_DATES = frozenset({"ru", "uk", "pl"})
_YEAR_ABBREVIATIONS = {"г.": "года", "р.": "року", "r.": "roku"}
# Bulgarian writes the Russian abbreviation and reads its year as a feminine ordinal ("2024 г.": "две хиляди
# двайсет и четвърта година"); Greek days are feminine ("τρεις Μαΐου", "πρώτη Μαΐου").
_BULGARIAN_YEAR = "година"
# Month names holding digits ("tháng 5", "5月"): those dates read well number by number.
_DIGIT_MONTHS = frozenset({"vi", "ja"})
# Clock times: the word said after the hour, where CLDR's hour unit is not what a clock says, and the
# languages that always say it ("vierzehn Uhr dreißig", not "vierzehn dreißig").
_CLOCK_HOUR_WORDS = {"de": "Uhr", "nl": "uur"}
_CLOCK_ALWAYS_HOUR = frozenset({"de", "nl", "fr"})
# Languages that say the hour word (CLDR's hour unit) on the hour: "neuf heures", "nueve horas". The
# others say the number alone ("kl. nio"), since their hour unit is a duration ("nio timmar").
_CLOCK_HOUR_ON_THE_HOUR = frozenset({"de", "nl", "fr", "es", "pt"})
# German declines an ordinal after these words ("am dritten Mai"): the 16 characters before the date are searched.
_GERMAN_DATIVE = re.compile(r"(?:\b(?:am|vom|zum|beim|im|dem|den|des)\s)$", re.IGNORECASE)
# A number before a noun: "eins" -> "ein Euro", "uno" -> "un kilómetro".
_BEFORE_NOUN = {"de": (("eins", "ein"),), "es": (("veintiuno", "veintiún"), ("uno", "un")), "it": (("uno", "un"),)}
# The gender of the unit nouns (CLDR's long names) where the number agrees with it: every Bulgarian unit we
# say is masculine ("километър", "градус", "процент").
_UNIT_GENDERS = {"bg": "masculine"}
_SUFFIXING = frozenset({"hu", "tr", "fi"})
_MINUS = r"(?:(?P<minus>[-\u2212])(?<![\w.,)][-\u2212]))?"


def verbalize_world(aligned: AlignedText, lang: str) -> AlignedText:
    if lang not in WORLD_LANGUAGES:
        return aligned
    aligned = apply_rules(aligned, _rules(lang), lang)
    return _glue_suffixes(aligned) if lang in _SUFFIXING else aligned


def _glue_suffixes(aligned: AlignedText) -> AlignedText:
    """ "14:30-kor" -> "harminckor", "2024'te" -> "…dörtte": the case ending written after a number joins
    its words (it was chosen for how the number sounds)."""
    text, final = aligned.text, aligned.final
    edits = [
        (index, index + 1, "")
        for index in range(1, len(text) - 1)
        if text[index] in "-'" and final[index - 1] and not final[index] and text[index + 1].isalpha()
    ]
    return aligned.replace(edits) if edits else aligned


def _compile(pattern: str, lang: str) -> re.Pattern[str]:
    if lang in UNSPACED_LANGUAGES:  # kana and kanji are word characters but not word boundaries: "年5月"
        pattern = pattern.replace(r"(?<![\w", "(?<![0-9A-Za-z").replace(r"(?<!\w)", "(?<![0-9A-Za-z])")
        pattern = pattern.replace(r"(?!\w)", "(?![0-9A-Za-z])").replace(r"(?![\w", "(?![0-9A-Za-z")
    return re.compile(pattern)


@lru_cache(maxsize=64)
def _rules(lang: str) -> tuple[Rule, ...]:
    data = locale_data(lang)
    number = _number_pattern(data)
    symbols = "|".join(re.escape(symbol) for symbol in sorted(data.currencies, key=len, reverse=True))
    units = "|".join(re.escape(symbol) for symbol in sorted(data.units, key=len, reverse=True))
    day = r"(?P<day>\d(?<![\w.,:]\d)\d?)(?P<mark>\.|º|er|e)?"
    year_group = r"(?P<year>\d{4})(?![\d.,]\d)"
    rules = [
        Rule("date", _compile(r"(?P<year>\d(?<![\w.,/-]\d)\d{3})(?P<sep>[-./])\s?(?P<month>\d{1,2})(?P=sep)\s?"
                        r"(?P<day>\d{1,2})(?![\w/-]|[.,]\d)", lang), lambda m: _numeric_date(m, lang)),
        Rule("date", _compile(rf"(?P<first>\d(?<![\w.,/-]\d)\d?)(?P<sep>[./-])\s?(?P<second>\d{{1,2}})(?P=sep)\s?"
                        rf"{year_group}(?![\w/-])", lang), lambda m: _numeric_date(m, lang, data)),
    ]  # fmt: skip
    if lang not in _DIGIT_MONTHS:
        months = "|".join(re.escape(name) for name in sorted(data.months, key=len, reverse=True))
        month = rf"(?P<month>(?i:{months}))(?!\w)\.?"
        era = r"(?:\s(?P<era>г\.|р\.|r\.|года|року|roku)(?!\w))?"
        rules += [
            Rule("date", _compile(rf"{day}\s(?:de\s)?{month}(?:,?\s(?:de\s)?{year_group}{era})?", lang),
                 lambda m: _written_date(m, lang, data)),
            Rule("date", _compile(rf"{year_group}(?P<year_mark>\.)?(?:\sm\.)?\s{month}\s(?P<day>\d{{1,2}})(?!\d)"
                          r"(?P<mark>\.(?=[ \u00a0][a-záéíóöőúüű]))?", lang),
                 lambda m: _written_date(m, lang, data)),
        ]  # fmt: skip
    rules += [
        Rule("time", _compile(r"(?P<hour>\d(?<![\w.,:]\d)\d?):(?P<minute>\d\d)(?::(?P<second>\d\d))?(?![\d:]|[.,]\d)"
                      r"(?:\s(?:Uhr|uur)(?!\w))?", lang),
             lambda m: _time(m, lang)),
        Rule("money",
             _compile(rf"(?<!\w)(?P<currency>{symbols}){SPACE}{_number_pattern(data, start_check=False)}", lang),
             lambda m: _money(m, lang, data)),
        Rule("money", _compile(rf"{_MINUS}{number}{SPACE}(?P<currency>{symbols})(?!\w)", lang),
             lambda m: _money(m, lang, data)),
        Rule("measure", _compile(rf"{_MINUS}{number}{SPACE}[%％]", lang),
             lambda m: _measure(m, PERCENT_UNIT, lang, data)),
        Rule("measure", _compile(rf"[%％](?<!\w.){_MINUS}{number}", lang),
             lambda m: _measure(m, PERCENT_UNIT, lang, data)),
        Rule("measure", _compile(rf"{_MINUS}{number}{SPACE}(?P<unit>{units})(?!\w)", lang),
             lambda m: _measure(m, data.units[m["unit"]], lang, data)),
    ]  # fmt: skip
    rules.append(Rule("cardinal", _compile(rf"{_MINUS}{number}", lang), lambda m: _plain_number(m, lang, data)))
    return tuple(rules)


def _number_pattern(data: LocaleData, start_check: bool = True) -> str:
    """A number as `data`'s language writes it: groups 'int' and 'frac'. It does not start right after a
    letter, digit or separator, unless `start_check` is off (after a currency symbol: "Rp15.000")."""
    point = re.escape(data.decimal)
    start = rf"(?<![\w{point}{data.group_character}]\d)" if start_check else ""
    two_digit = rf"\d?(?:{data.group}\d{{2}})+{data.group}\d{{3}}(?!\d)|" if data.two_digit_groups else ""
    return (
        rf"(?P<int>\d{start}(?:{two_digit}\d{{0,2}}(?:{data.group}\d{{3}})+(?!\d)|\d*))"
        rf"(?:{point}(?P<frac>\d+))?(?!\d)(?!{point}\d)"
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
    return _number_words(match, lang)


def _before_noun(words: str, lang: str) -> str:
    for old, new in _BEFORE_NOUN.get(lang, ()):
        if words.endswith(old):
            return words[: -len(old)] + new
    return words


def _measure(match: re.Match[str], unit: str, lang: str, data: LocaleData) -> str | None:
    words = _number_words(match, lang, _UNIT_GENDERS.get(lang))
    if words is None:
        return None
    return unit_phrase(unit, _amount(match)[2], _before_noun(words, lang), lang)


def _money(match: re.Match[str], lang: str, data: LocaleData) -> str | None:
    code = data.currencies[match["currency"]]
    integer, fraction, value = _amount(match)
    has_cents = fraction is not None and len(fraction) <= 2 and code not in ("JPY", "KRW", "VND", "IDR")
    gender = _currency_gender(code, lang)
    if not has_cents:
        words = _number_words(match, lang, gender)
        return words and f"{_before_noun(words, lang)} {currency_name(code, value, lang)}"
    whole, cents = int(integer), int(fraction.ljust(2, "0"))
    whole_words, cent_words = cardinal(whole, lang, gender), cardinal(cents, lang)
    if whole_words is None or cent_words is None:
        return None
    sign = f"{negative_word(lang)} " if value < 0 else ""
    spoken = f"{sign}{_before_noun(whole_words, lang)} {currency_name(code, Decimal(whole), lang)}"
    return f"{spoken} {cent_words}" if cents else spoken


def _currency_gender(code: str, lang: str) -> str | None:
    if lang != "bg":
        return None
    return "neuter" if code == "EUR" else "masculine"  # "едно евро", "един долар", "два лева"


def _time(match: re.Match[str], lang: str) -> str | None:
    hour, minute = int(match["hour"]), int(match["minute"])
    second = int(match["second"] or 0)
    if hour > 24 or minute > 59 or second > 59:
        return None
    hour_words, minute_words = cardinal(hour, lang), cardinal(minute, lang)
    if hour_words is None or minute_words is None:
        return None
    if lang == "ja":
        words = f"{hour_words}時" + (f"{minute_words}分" if minute else "")
    else:
        clock_word = _CLOCK_HOUR_WORDS.get(lang)
        with_hour = (
            f"{_before_noun(hour_words, lang)} {clock_word}"
            if clock_word
            else unit_phrase(HOUR_UNIT, Decimal(hour), _before_noun(hour_words, lang), lang)
        )
        if not minute:
            words = with_hour if lang in _CLOCK_HOUR_ON_THE_HOUR else hour_words
        else:
            words = f"{with_hour if lang in _CLOCK_ALWAYS_HOUR else hour_words} {minute_words}"
    if second:
        second_words = cardinal(second, lang)
        words = second_words and f"{words} {second_words}"
    return words


def _day_words(day: int, lang: str, before: str) -> str | None:
    if lang in _KEPT_DATES:
        return None
    if lang == "el":
        return ordinal(day, lang, feminine=True) if day == 1 else cardinal(day, lang, "feminine")
    if lang in _ORDINAL_DAYS or (day == 1 and lang in _ORDINAL_FIRST):
        words = ordinal(day, lang, case="genitive" if lang in _GENITIVE_DATES else "nominative")
        if words and lang == "de" and _GERMAN_DATIVE.search(before):
            words += "n"
        return words
    return cardinal(day, lang)


def _year_words(value: int, lang: str) -> str | None:
    if lang == "bg":
        return ordinal(value, lang, feminine=True)
    if lang in _GENITIVE_DATES:
        return ordinal(value, lang, case="genitive")
    return year(value, lang)


def _year_abbreviation(abbreviation: str, lang: str) -> str:
    if lang == "bg" and abbreviation == "г.":
        return _BULGARIAN_YEAR
    return _YEAR_ABBREVIATIONS.get(abbreviation, abbreviation)


def _is_date(year_value: int, month: int, day: int) -> bool:
    try:
        date(year_value, month, day)
    except ValueError:
        return False
    return True


def _numeric_date(match: re.Match[str], lang: str, data: LocaleData | None = None) -> str | None:
    if data is None:
        day, month = int(match["day"]), int(match["month"])
    elif data.day_first:
        day, month = int(match["first"]), int(match["second"])
    else:
        month, day = int(match["first"]), int(match["second"])
    year_value = int(match["year"])
    if not _is_date(year_value, month, day):
        return None
    day_words = _day_words(day, lang, match.string[max(0, match.start() - 16) : match.start()])
    year_words = _year_words(year_value, lang)
    if day_words is None or year_words is None:
        return match.group()  # keep the digits as written rather than read each number apart
    month_words = cardinal(month, lang) or str(month)
    spoken = long_date(day_words, month, month_words, year_words, lang)
    spoken = re.sub(rf"(?<=\S)\.(?=\s|$)|\s({'|'.join(map(re.escape, _YEAR_ABBREVIATIONS))})$",
                    lambda m: f" {_year_abbreviation(m[1], lang)}" if m[1] else "", spoken)  # fmt: skip
    return " ".join(spoken.split())


def _written_date(match: re.Match[str], lang: str, data: LocaleData) -> str | None:
    day, month = int(match["day"]), data.months[match["month"].lower().rstrip(".")]
    year_value = int(match["year"]) if match["year"] else 2000
    if not _is_date(year_value, month, day):
        return None
    day_words = _day_words(day, lang, match.string[max(0, match.start() - 16) : match.start()])
    year_words = _year_words(year_value, lang) if match["year"] else ""
    if day_words is None or year_words is None:
        return match.group()
    replacements = {"day": day_words, "mark": "", "year": year_words, "year_mark": ""}
    if match.groupdict().get("era"):
        replacements["era"] = _year_abbreviation(match["era"], lang)
    text, pieces, done = match.string, [], match.start()
    present = [group for group in replacements if match.groupdict().get(group) is not None]
    for group in sorted(present, key=match.start):
        pieces += [text[done : match.start(group)], replacements[group]]
        done = match.end(group)
    pieces.append(text[done : match.end()])
    return " ".join("".join(pieces).split())
