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
- ordinals as the language writes them ("3e", "1er", "3º", "3:e", "3-й", "ke-3", "3. místo");
- every other number, with the language's decimal and group separators ("1.234,5", "1 000", "-5").
A form the libraries cannot say in a language (Czech ordinals, say) is left as written, never guessed.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from datetime import date
from decimal import Decimal
from functools import lru_cache

from handler.text.normalize.aligned import AlignedText
from handler.text.normalize.cldr import (
    HOUR_UNIT,
    LocaleData,
    locale_data,
    long_date,
    unit_phrase,
)
from handler.text.normalize.numbers import locale_number
from handler.text.normalize.numwords import (
    NUMWORDS_LANGUAGES,
    attributive,
    cardinal,
    decimal,
    negative_word,
    ordinal,
    year,
)
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
# Languages that write an ordinal as a number and a period before a lowercase word ("3. místo"). Those
# that inflect it by case or gender (Finnish "3. sijalle" is "kolmannelle") keep the digits as written.
_DOTTED_ORDINALS = frozenset({"cs", "sk", "sl", "da", "fi", "hu", "tr", "lt", "lv", "et", "hr"})
_DOTTED_ORDINALS_SAID = frozenset({"da", "hu", "tr"})
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
    ]  # fmt: skip
    rules += _ordinal_rules(lang)
    rules.append(Rule("cardinal", _compile(rf"{_MINUS}{number}", lang), lambda m: _plain_number(m, lang, data)))
    return tuple(rules)


def _number_pattern(data: LocaleData) -> str:
    return locale_number(data.decimal, data.group_symbol, data.two_digit_groups)


def _amount(match: re.Match[str]) -> tuple[str, str | None, Decimal]:
    integer = re.sub(r"\D", "", match["int"])
    fraction = match["frac"]
    value = Decimal(f"{integer}.{fraction}" if fraction else integer)
    return integer, fraction, -value if match.groupdict().get("minus") else value


def _number_words(match: re.Match[str], lang: str, gender: str | None = None) -> str | None:
    integer, fraction, value = _amount(match)
    words = decimal(integer, fraction, lang, gender)
    return f"{negative_word(lang)} {words}" if words is not None and value < 0 else words


# Where a cardinal before a noun takes another form than in counting ("ein Kind", "veintiún años", "két levél"):
# the noun is a word right after it, capitalised in German.
_NOUN_AFTER = {"de": re.compile(r"[ \u00a0][A-ZÄÖÜ][a-zäöüß]"), **dict.fromkeys(("es", "it", "hu"),
               re.compile(r"[ \u00a0][a-záéíóöőúüűñàèìòù]{2}"))}  # fmt: skip


def _plain_number(match: re.Match[str], lang: str, data: LocaleData) -> str | None:
    words = _number_words(match, lang)
    noun = _NOUN_AFTER.get(lang)
    if words and match["frac"] is None and noun and noun.match(match.string, match.end()):
        return attributive(words, lang)
    return words


def _before_noun(words: str, lang: str) -> str:
    for old, new in _BEFORE_NOUN.get(lang, ()):
        if words.endswith(old):
            return words[: -len(old)] + new
    return words


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


def _ordinal_rules(lang: str) -> list[Rule]:
    number = r"(?P<n>\d(?<![\w.,]\d)\d{0,3})"

    def say(
        feminine: bool = False, case: str = "nominative", neuter: bool = False
    ) -> Callable[[re.Match[str]], str | None]:
        return lambda m: ordinal(int(m["n"]), lang, case=case, feminine=feminine, neuter=neuter) or m.group()

    if lang == "fr":
        return [Rule("ordinal", _compile(rf"{number}(?:e|è|ème|eme|er|re|ère)(?!\w)", lang), say())]
    if lang in ("es", "it", "pt"):
        return [
            Rule("ordinal", _compile(rf"{number}\.?º(?!\w)", lang), say()),
            Rule("ordinal", _compile(rf"{number}\.?ª(?!\w)", lang), say(feminine=True)),
        ]
    if lang == "nl":
        return [Rule("ordinal", _compile(rf"{number}(?:e|de|ste)(?!\w)", lang), say())]
    if lang == "sv":
        return [Rule("ordinal", _compile(rf"{number}:(?:e|a)(?!\w)", lang), say())]
    if lang == "ru":
        return [
            Rule("ordinal", _compile(rf"{number}-(?:го|ого)(?!\w)", lang), say(case="genitive")),
            Rule("ordinal", _compile(rf"{number}-(?:й|ый|ий)(?!\w)", lang), say()),
        ]
    if lang == "uk":
        return [Rule("ordinal", _compile(rf"{number}-(?:й|ий|ій)(?!\w)", lang), say())]
    if lang == "bg":  # "3-ти етаж", "3-та стая", "3-то място"
        return [
            Rule("ordinal", _compile(rf"{number}-(?:ви|ри|ти|ми)(?!\w)", lang), say()),
            Rule("ordinal", _compile(rf"{number}-(?:ва|ра|та|ма)(?!\w)", lang), say(feminine=True)),
            Rule("ordinal", _compile(rf"{number}-(?:во|ро|то|мо)(?!\w)", lang), say(neuter=True)),
        ]
    if lang == "el":  # "3ος όροφος", "3η θέση", "3ο βραβείο": the nominative forms CLDR gives
        return [
            Rule("ordinal", _compile(rf"{number}(?:ος|ός)(?!\w)", lang), say()),
            Rule("ordinal", _compile(rf"{number}(?:η|ή)(?!\w)", lang), say(feminine=True)),
            Rule("ordinal", _compile(rf"{number}(?:ο|ό)(?!\w)", lang), say(neuter=True)),
        ]
    if lang == "id":
        return [
            Rule("ordinal", _compile(r"ke-(?<!\wke-)(?P<n>\d{1,4})(?!\w)", lang), lambda m: ordinal(int(m["n"]), lang))
        ]
    if lang == "de":
        article = r"(?P<article>\b(?:[Dd](?:er|ie|as|em|en|es)|am|im|zum|vom|zur|beim)\s)"
        return [Rule("ordinal", _compile(rf"{article}(?P<n>\d{{1,3}})\.(?=\s)", lang), _german_ordinal)]
    if lang in _DOTTED_ORDINALS:
        return [Rule("ordinal", _compile(rf"{number}\.(?=\s+\w)", lang), lambda m: _dotted_ordinal(m, lang))]
    return []


def _german_ordinal(match: re.Match[str]) -> str | None:
    words = ordinal(int(match["n"]), "de")
    if words is None:
        return None
    article = match["article"]
    return article + words + ("" if article.strip().lower() in ("der", "die", "das") else "n")


def _dotted_ordinal(match: re.Match[str], lang: str) -> str | None:
    """ "3. místo" is the third place; "… bylo 3. Potom" ends a sentence and stays a number."""
    following = match.string[match.end() :].lstrip()
    if not following[:1].islower():
        return None
    return (ordinal(int(match["n"]), lang) if lang in _DOTTED_ORDINALS_SAID else None) or match.group()
