"""Measures: a number with a unit symbol, per cent or per mille, read with the unit's name in the plural form
(and, where the language has them, the case) the number asks for.

    "5 km" (ru) -> "пять километров";           "2 km" (ru) -> "два километра"
    "90 km/h" (de) -> "neunzig Kilometer pro Stunde";  "12,5 %" (de) -> "zwölf Komma fünf Prozent"
    "21 °C" (es) -> "veintiún grados Celsius";  "5 m²" (fr) -> "cinq mètres carrés"
    "%20" (tr) -> "yüzde yirmi";  "100km/h" (ko) -> "시속 백 킬로미터";  "2 km" (hu) -> "két kilométer"

This module finds the measures (CLDR's unit symbols and the language's own); the words are CLDR's long unit
patterns through babel (cldr.unit_phrase), and the language's home says the rest (Home.measures, amounts.py): the
unit names English and Korean read from their own tables, the words CLDR keeps as a symbol ("5‰" in Vietnamese), the
units' genders.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from decimal import Decimal
from functools import lru_cache

from handler.text.normalize.amounts import Measures, counted_form
from handler.text.normalize.classes.abbreviation import keys as abbreviation_keys
from handler.text.normalize.classes.abbreviation import sentence_cased
from handler.text.normalize.cldr import PERCENT_UNIT, PERMILLE_UNIT, UNIT_IDS, locale_data, unit_phrase
from handler.text.normalize.counting import (
    AFTER_NOUN,
    SAID_PARTS,
    Counting,
    case_word,
    counted,
    genitive_count,
    noun_then_half,
    with_a_part,
    word_before,
)
from handler.text.normalize.fractions import VULGAR
from handler.text.normalize.languages import home
from handler.text.normalize.numbers import (
    NUMBER,
    SIGNED,
    SIGNED_AHEAD,
    SPACE,
    compile_for,
    first_characters,
    locale_number,
    number_pattern,
    parse_number,
)
from handler.text.normalize.numwords import (
    MAX_DIGITS,
    NUMWORDS_LANGUAGES,
    attributive,
    cardinal,
    decimal,
    negative_word,
)
from handler.text.normalize.ordinals import degree_is_ordinal
from handler.text.normalize.own_numbers import ENGLISH, OwnNumbers
from handler.text.normalize.rules import Rule
from handler.text.normalize.sentences import last_period, no_sentence

_DEGREE_UNITS = frozenset({"temperature-generic", "angle-degree"})

# A period after an abbreviated unit or currency ("5 ч. и 30 мин.", "300 руб. за"): the abbreviation's where the
# sentence goes on, so it is not said as a sentence's end. A letter's vowel sign is no `\w` ("मी.").
ABBREVIATION_DOT = r"(?P<dot>(?<=[^\W\d]|[\u0300-\u036f\u0900-\u0963\u0971-\u097f])\.(?!\w))?"


@lru_cache(maxsize=64)
def rules(lang: str) -> tuple[Rule, ...]:
    """The rules of this class for `lang`, most specific first (empty where it has none)."""
    own = home(lang).own_numbers
    if own is None:
        return _world_rules(lang) if lang in NUMWORDS_LANGUAGES else ()
    return _english_rules(lang, own) if own.family == ENGLISH else _korean_rules(lang, own)


def _pattern(units: Iterable[str]) -> str:
    """The written units, longest first ("km/h" wins over "km", "°C" over "°"), with no letter or digit after."""
    return "(?:" + "|".join(re.escape(symbol) for symbol in sorted(units, key=len, reverse=True)) + r")(?!\w)"


# "1/4 tsp": the 4 is a fraction's, which the fraction class reads with its unit
_NOT_A_DENOMINATOR = number_pattern(r"\d/⁄")


def _english_rules(lang: str, own: OwnNumbers) -> tuple[Rule, ...]:
    measures = home(lang).measures
    written = [unit for unit in measures.names if not unit.endswith(".")]  # "in." has its own rule
    units = _pattern(written)
    unit_ahead = f"(?={SPACE}{first_characters(written)})"
    not_before = {unit: re.compile(follows) for unit, follows in measures.not_before.items()}
    not_after = {unit: re.compile(rf"(?:{precedes})$") for unit, precedes in measures.not_after.items()}
    needs_near = {unit: re.compile(words) for unit, words in measures.needs_near.items()}
    return (
        # "a 6-ft fence", "a 12-oz can": a measure joined to the noun it describes, said "a six-foot fence"; a dotted
        # unit's period goes with it ("the 4-lb. loaf")
        Rule(
            "measure",
            re.compile(
                rf"(?P<number>{_NOT_A_DENOMINATOR})-(?P<unit>{units}){_unit_period(measures.dotted)}(?=[ \u00a0]+[a-z])"
            ),
            lambda m: _describing(m, measures, own),
        ),
        Rule(
            "measure",
            re.compile(
                rf"{SIGNED_AHEAD}{SIGNED}(?P<number>{_NOT_A_DENOMINATOR}){unit_ahead}{SPACE}(?P<unit>{units})"
                + _prose_dot(measures.dotted)
            ),
            lambda m: _english(m, measures, not_before, not_after, needs_near, own, lang),
        ),
        # "in." is inches only with its period, and a word going on after it ("3 in. thick", not "put 3 in."), a
        # clause's or a bracket's mark ("wing 4 in.; tail", "(2 in.)"), the text ending with it ("10 in. by 12 in."),
        # its period then also the sentence's, or a list's next label and number ("Wing 4 in. Tail 3 in.")
        Rule(
            "measure",
            re.compile(
                rf"{SIGNED_AHEAD}{SIGNED}(?P<number>{_NOT_A_DENOMINATOR})"
                r" in(?:\.(?:(?=[ \u00a0]+[a-z]|[,;:)\]])|(?=\s*$))|(?=\.[ \u00a0]+[A-Z][a-z]*\.?[ \u00a0]\d))"
            ),
            lambda m: _inches(m, measures, own, lang) + last_period(m),
        ),
    )


def _korean_rules(lang: str, own: OwnNumbers) -> tuple[Rule, ...]:
    measures = home(lang).measures
    units = _pattern(measures.around).removesuffix(r"(?!\w)") + "(?![A-Za-z0-9])"  # a particle may follow: "5km를"
    return (
        Rule(
            "measure",
            re.compile(rf"{SIGNED}(?P<number>{NUMBER}){SPACE}(?P<unit>{units})"),
            lambda m: _korean(m, measures, own, lang),
        ),
    )


def _after_a_dotted_unit(dotted: tuple[str, ...]) -> str:
    """Right after a unit the home says takes a period (Measures.dotted), as a pattern."""
    return "|".join(f"(?<={re.escape(unit)})" for unit in dotted)


def _unit_period(dotted: tuple[str, ...]) -> str:
    """The period of a unit that takes one (Measures.dotted), optional: "the 4-lb. loaf"."""
    return rf"(?:(?:{_after_a_dotted_unit(dotted)})\.)?" if dotted else ""


def _prose_dot(dotted: tuple[str, ...]) -> str:
    """A unit's period in prose ("5 ft. long", "12 lbs., or"), where the home says the unit takes one
    (Measures.dotted): not a sentence's end, so it is said with the unit; after another unit it stays as written. At
    the end of the text it is taken too, and kept where the text is a sentence (no_sentence)."""
    if not dotted:
        return ""
    return rf"(?:(?:{_after_a_dotted_unit(dotted)})\.(?=[ \u00a0]+[a-z]|,|\s*$))?"


def _inches(match: re.Match[str], measures: Measures, own: OwnNumbers, lang: str) -> str:
    number = parse_number(match["number"])
    singular, plural = measures.names["in."]
    sign = f"{negative_word(lang)} " if match["minus"] else ""
    one = number.is_one or (measures.describes_noun is not None and measures.describes_noun(match))
    return f"{sign}{own.decimal(number)} {singular if one else plural}"


def _describing(match: re.Match[str], measures: Measures, own: OwnNumbers) -> str:
    """ "6-ft": "six-foot", the unit's first word joined to its number, in the singular ("30-mph": "thirty-mile per
    hour")."""
    singular, _ = measures.names[match["unit"]]
    return f"{own.decimal(parse_number(match['number']))}-{singular}"


def _english(
    match: re.Match[str],
    measures: Measures,
    not_before: dict[str, re.Pattern[str]],
    not_after: dict[str, re.Pattern[str]],
    needs_near: dict[str, re.Pattern[str]],
    own: OwnNumbers,
    lang: str,
) -> str | None:
    unit = match["unit"]
    if unit in needs_near and not needs_near[unit].search(match.string, max(0, match.start() - 80), match.end() + 40):
        return None  # "Flight 4A": no word near says it is amps
    if unit in not_before and not_before[unit].match(match.string, match.end("unit")):
        return None  # "500l. a year", "2.5m people": pounds and millions (English's home, languages/en/prose.py)
    if unit in not_after and not_after[unit].search(match.string, max(0, match.start() - 16), match.start()):
        return None  # "seat 12F": a label, not degrees
    number = parse_number(match["number"])
    singular, plural = measures.names[unit]
    sign = f"{negative_word(lang)} " if match["minus"] else ""
    one = number.is_one or (measures.describes_noun is not None and measures.describes_noun(match))
    said = f"{sign}{own.decimal(number)} {singular if one else plural}"
    return said + last_period(match)  # "It is 5 ft.": the unit's period also ends the sentence


def _korean(match: re.Match[str], measures: Measures, own: OwnNumbers, lang: str) -> str:
    before, after = measures.around[match["unit"]]
    sign = f"{negative_word(lang)} " if match["minus"] else ""
    return before + sign + own.decimal(parse_number(match["number"])) + after


@lru_cache(maxsize=64)
def unit_symbols(lang: str) -> dict[str, str]:
    """Written unit -> CLDR unit, as `lang` writes them: the symbols every language writes ("km", "h"), CLDR's short
    ones for the language ("км", "χλμ.") and its home's own ("кг" in Bulgarian)."""
    written = locale_data(lang).units if lang in NUMWORDS_LANGUAGES else UNIT_IDS
    return written | dict(home(lang).measures.symbols)


def _world_rules(lang: str) -> tuple[Rule, ...]:
    data = locale_data(lang)
    number = locale_number(data.decimal, data.group_symbol, data.two_digit_groups)
    units = unit_symbols(lang) | {"%": PERCENT_UNIT, "％": PERCENT_UNIT, "‰": PERMILLE_UNIT}
    symbols = "|".join(re.escape(symbol) for symbol in sorted(units, key=len, reverse=True))
    return (
        # A half before a unit: "1/2 l" is "en halv liter", "1/2 dl" "puoli desilitraa" (the fraction's class would
        # see only "1/" left, the unit taken with the "2").
        Rule(
            "measure",
            compile_for(
                rf"(?:1(?<![\w.,/]1)(?<!\d[ \u00a0]1)[/⁄]2|(?<![\w.,/])½)"
                rf"{SPACE}(?P<unit>{symbols})(?!\w){ABBREVIATION_DOT}",
                lang,
            ),
            lambda m: _half(m, units[m["unit"]], lang),
        ),
        # Another fraction before a unit: "1/4 kg" is "seperempat kilogram", "3/4 l" "kolm neljandikku liitrit".
        Rule(
            "measure",
            compile_for(
                rf"(?:(?P<num>[1-9])(?<![\w.,/]\d)[/⁄](?P<den>[3-9]|10)|(?<![\w.,/])(?P<char>[{_PARTS}]))"
                rf"{SPACE}(?P<unit>{symbols})(?!\w){ABBREVIATION_DOT}",
                lang,
            ),
            lambda m: _dotted(m, _part(m, units[m["unit"]], lang), lang),
        ),
        # A whole number and a half before a unit: "1½ dl" is "halvanden deciliter", "2½ h" "iki buçuk saat", "2 1/2 kg"
        # "zweieinhalb Kilogramm".
        Rule(
            "measure",
            compile_for(
                rf"(?<![\w.,/])(?P<whole>\d{{1,2}})(?: ?½|[ \u00a0]1[/⁄]2)"
                rf"{SPACE}(?P<unit>{symbols})(?!\w){ABBREVIATION_DOT}",
                lang,
            ),
            lambda m: _dotted(m, _mixed_half(m, units[m["unit"]], lang, int(m["whole"])), lang),
        ),
        # Turkish writes the sign first: "%20" is "yüzde yirmi".
        Rule(
            "measure",
            compile_for(rf"(?P<unit>[%％‰])(?<!\w.){SIGNED}{number}", lang),
            lambda m: _say(m, units[m["unit"]], lang),
        ),
        Rule(
            "measure",
            compile_for(rf"{SIGNED}{number}{SPACE}(?P<unit>{symbols})(?!\w){ABBREVIATION_DOT}", lang),
            lambda m: _say(m, units[m["unit"]], lang),
        ),
    )


_COLON_ENDING = re.compile(r"[:-]([^\W\d_]+)")  # a case ending after the unit: "3 %:iin", "6%-ni"


def _say(match: re.Match[str], unit: str, lang: str) -> str | None:
    before_ending = home(lang).measures.before_ending
    ending = before_ending and not match["frac"] and _COLON_ENDING.match(match.string, match.end())
    integer = re.sub(r"\D", "", match["int"])
    if before_ending and ending and len(integer) <= MAX_DIGITS and not match["minus"]:
        said = before_ending(int(integer), unit, ending[1])
        if said:
            return sentence_cased(match, said, lang)
    said = _measure(match, unit, lang)
    if said is None:
        return None
    said = sentence_cased(match, said, lang)  # "20 dk pişirin.": "Yirmi dakika pişirin."
    if (match["unit"].endswith(".") and ends_sentence(match, lang)) or said_dot(match, lang):
        said += "."  # "Bag i 20 min.": the symbol's period ends the sentence too
    return said


def _half(match: re.Match[str], unit: str, lang: str) -> str | None:
    """A half and its unit, the unit's noun in the form CLDR gives 0.5 ("puoli litraa", "pusė litro"), or in the
    singular where the home says a half counts one ("μισό κιλό", "jumătate de litru")."""
    counting = home(lang).counting
    if counting is None or unit in _DEGREE_UNITS or unit == PERCENT_UNIT:
        return None
    amount = Decimal(1) if home(lang).measures.half_counts_one else Decimal("0.5")
    noun = _cldr_noun(unit, amount, lang)
    if noun is None:
        return None  # a unit said before its number: left to the fraction's class
    if counting.joined_half is not None:
        phrase = counting.joined_half(noun)
    else:
        half = counting.half and counting.half(noun.split(" ")[0].lower())
        phrase = half and f"{half} {noun}"
    if phrase is None:
        return None
    said = sentence_cased(match, phrase, lang)
    return f"{said}." if said_dot(match, lang) else said


# The one-character fractions other than a half, and their parts.
_VULGAR_PARTS = {char: VULGAR[char] for char in "¼¾⅓⅔⅛⅜⅝⅞"}
_PARTS = "".join(_VULGAR_PARTS)


def _part(match: re.Match[str], unit: str, lang: str) -> str | None:
    """A fraction other than a half and its unit, the unit's noun in the form CLDR gives the fraction's value
    ("1/4 kg": "seperempat kilogram", "3/4 l" (fi): "kolme neljäsosaa litraa"), where the home says so; a quarter
    in the home's own word where it has one ("čtvrt kilogramu")."""
    numerator, denominator = _VULGAR_PARTS[match["char"]] if match["char"] else (int(match["num"]), int(match["den"]))
    fractions, counting, measures = home(lang).fractions, home(lang).counting, home(lang).measures
    if not (measures.parts_before_unit or measures.parts_with_of) or fractions is None or numerator >= denominator:
        return None
    if unit in _DEGREE_UNITS or unit == PERCENT_UNIT:
        return None
    of_one = measures.part_of_one
    amount = Decimal(1) if of_one or measures.parts_with_of else Decimal(numerator) / Decimal(denominator)
    noun = _cldr_noun(unit, amount, lang)
    if noun is None:
        return None  # a unit said before its number: left as the fraction's class reads it
    quarter = counting.quarter if counting and (numerator, denominator) == (1, 4) else None
    words = (
        of_one(numerator, denominator)
        if of_one
        else (quarter and quarter(noun.split(" ")[0].lower())) or fractions.words(numerator, denominator)
    )
    scale = home(lang).scale
    if words and measures.parts_with_of and scale:
        of = scale.of_before(noun)
        return sentence_cased(match, f"{words} {of}{noun}" if of.endswith("'") else f"{words} {of} {noun}", lang)
    return words and sentence_cased(match, f"{words} {noun}", lang)


def _mixed_half(match: re.Match[str], unit: str, lang: str, whole: int) -> str | None:
    """ "2½ kg", "2 1/2 kg": as `_and_a_half` says it, else the half after the unit's noun where the home says it so
    ("hai kilôgam rưỡi"), else the language's mixed fraction before the noun CLDR gives its value ("zweieinhalb
    Kilogramm")."""
    measures, fractions = home(lang).measures, home(lang).fractions
    if measures.half_after_unit and unit not in _DEGREE_UNITS and unit != PERCENT_UNIT:
        noun, words = _cldr_noun(unit, Decimal(whole), lang), cardinal(whole, lang)
        said = noun and words and f"{words} {noun} {measures.half_after_unit}"
        return said and sentence_cased(match, said, lang)
    said = _and_a_half(match, unit, lang, whole)
    if said or fractions is None or unit in _DEGREE_UNITS or unit == PERCENT_UNIT:
        return said
    noun, words = _cldr_noun(unit, Decimal(f"{whole}.5"), lang), fractions.mixed(whole, 1, 2)
    return noun and words and sentence_cased(match, f"{words} {noun}", lang)


def _and_a_half(match: re.Match[str], unit: str, lang: str, whole: int, fraction: str = "5") -> str | None:
    """A whole number and a half (or the part `fraction` says) and its unit, as the home says it before the unit's
    noun ("1,5 dl": "puolitoista desilitraa", "3,5 h": "üç buçuk saat", "1.75 kg": "पौने दो किलोग्राम"); None where
    it has no such words."""
    counting = home(lang).counting
    and_a_half = home(lang).measures.and_a_half
    if and_a_half and counting and fraction == "5" and whole >= 2:
        return _whole_and_a_half(match, unit, lang, whole, and_a_half, counting)
    if counting and counting.half_after_noun and fraction == "5" and unit not in _DEGREE_UNITS:
        noun = _noun_after(unit, whole, Decimal(whole), lang)  # "1,5 l": "un litru și jumătate"
        said = noun and noun_then_half(counting, whole, noun, word_before(match.string, match.start()), lang)
        return said and sentence_cased(match, said, lang)
    halved = counting and with_a_part(counting, whole, fraction)
    if not halved or unit in _DEGREE_UNITS or unit == PERCENT_UNIT:
        return None
    measures = home(lang).measures
    count = 1 if whole == 1 and measures.half_counts_one else 2  # "ενάμισι κιλό", "δυόμισι κιλά"
    noun = _noun_after(unit, count, Decimal(f"{whole}.{fraction}"), lang)
    words = noun and halved(noun.split(" ")[0].lower(), word_before(match.string, match.start()))
    return words and sentence_cased(match, f"{words} {noun}", lang)


def _whole_and_a_half(
    match: re.Match[str], unit: str, lang: str, whole: int, and_a_half: str, counting: Counting
) -> str | None:
    """A whole number and a half before a unit, where the whole number counts the unit (Measures.and_a_half): "2,5
    кг" is "два з половиною кілограми", "2,5 години" "дві з половиною години"; None after a preposition (it would
    decline both) and before a degree or per cent, which keep the decimal."""
    before = word_before(match.string, match.start())
    if unit in _DEGREE_UNITS or unit == PERCENT_UNIT or before in counting.prepositions:
        return None
    measures = home(lang).measures
    noun = _noun_after(unit, whole, Decimal(whole), lang)
    words = decimal(str(whole), None, lang, measures.number_gender)
    if noun is None or words is None:
        return None
    words = attributive(words, lang, measures.genders.get(unit, "masculine"))  # "дві з половиною години"
    return sentence_cased(match, f"{words} {and_a_half} {noun}", lang)


def _noun_after(unit: str, count: int, amount: Decimal, lang: str) -> str | None:
    """The unit's noun after a number: the language's own name in the form `count` takes ("κιλά", not CLDR's
    "χιλιόγραμμα"), else CLDR's for `amount`; None where the language says the unit before its number."""
    measures = home(lang).measures
    if unit in measures.names:
        return counted_form(count, measures.names[unit][:3], lang, measures.plural)
    return _cldr_noun(unit, amount, lang)


def _cldr_noun(unit: str, amount: Decimal, lang: str) -> str | None:
    """CLDR's noun for `unit` after `amount` ("litraa" after 0.5 in Finnish); None where it comes before the number."""
    said = unit_phrase(unit, amount, "{}", lang)
    return said[3:] if said.startswith("{} ") else None


def _dotted(match: re.Match[str], said: str | None, lang: str) -> str | None:
    """`said` with the period after the unit's abbreviation where it also ends the sentence."""
    return said and (f"{said}." if said_dot(match, lang) else said)


@lru_cache(maxsize=64)
def slashed_abbreviations(lang: str) -> tuple[str, ...]:
    """The language's abbreviations written with a slash ("t/m"), which a unit's symbol may start."""
    return tuple(key for key in abbreviation_keys(lang) if "/" in key)


def _measure(match: re.Match[str], unit: str, lang: str) -> str | None:
    measures = home(lang).measures
    if any(match.string.startswith(written, match.start("unit")) for written in measures.not_units):
        return None  # "2024 m." is the year (Lithuanian metai), not metres
    if any(match.string.startswith(key, match.start("unit")) for key in slashed_abbreviations(lang)):
        return None  # "2 t/m 15": the language's abbreviation ("tot en met"), not tonnes
    if unit in _DEGREE_UNITS and measures.degree_before:
        next_word = re.match(r" (\w+)", match.string[match.end() :])
        if next_word and next_word[1].lower() not in measures.degree_before:
            return None  # "3° piano": the ordinal class reads it
        if degree_is_ordinal(match.string, match.start(), lang, measures.placing_before):
            return None  # "si è classificata 3°", "1° e 2° no revezamento": the ordinal class reads it
    integer, fraction = re.sub(r"\D", "", match["int"]), match["frac"]
    if fraction in SAID_PARTS and len(integer) < 3 and not match["minus"]:
        halved = _and_a_half(match, unit, lang, int(integer), fraction)
        if halved:
            return halved  # "1,5 dl": "puolitoista desilitraa"
    gender = measures.genders.get(unit, "masculine")
    words = decimal(integer, fraction, lang, measures.number_gender)
    counting = home(lang).counting
    if words and fraction and counting and counting.decimal_in_case and not match["minus"]:
        before = word_before(match.string, match.start())  # "около 2,5 км": "около двух целых пяти десятых"
        words = counting.decimal_in_case(integer, fraction, before) or words
    if words is None:
        return None
    if fraction is None:
        words = attributive(words, lang, gender)
    unsigned = words
    if match["minus"]:
        words = f"{negative_word(lang)} {words}"
    if unit in measures.around:
        before, after = measures.around[unit]
        said = " ".join(part for part in (words, after) if part)
        return " ".join(part for part in (before, _agreeing(match, said, words, "", lang)) if part)
    whole = int(integer) if fraction is None and len(integer) <= MAX_DIGITS else 2  # a decimal counts as many
    counting = home(lang).counting
    before = word_before(match.string, match.start())
    genitive = None if fraction is not None or len(integer) > MAX_DIGITS else genitive_count(counting, whole, before)
    if unit in measures.names:  # the language's own name for the unit: "graden", not CLDR's "booggraden"
        forms, count = measures.names[unit], genitive or whole
        if fraction is not None and len(forms) > 3:
            said = f"{words} {forms[3]}"  # a fourth form is the noun after a decimal: "šeši kablelis penki procento"
        else:
            said = f"{words} {counted_form(count, forms[:3], lang, measures.plural)}"
    else:
        if len(integer) > MAX_DIGITS:
            amount = Decimal(2)  # the plural; read digit by digit, the number has no value worth computing
        else:
            amount = Decimal(f"{integer}.{fraction}") if fraction else Decimal(integer)
            if fraction and measures.decimal_count:
                amount = Decimal(measures.decimal_count(unit))  # "dve celi štiri odstotka": the genitive singular
        said = unit_phrase(unit, Decimal(genitive) if genitive else amount, words, lang)
    governing = _postposition_after(match, counting) or before  # "5% võrra": the postposition gives the case
    said = _declined(match, unit, said, words, whole, governing, lang)
    if counting and genitive and said.startswith(words):  # "до 16 %": "до шестнадцати процентов"
        noun = said[len(words) :].split(" ")[1:2]
        agreed = counting.say(whole, unsigned, noun[0].lower() if noun else "", before)
        sign = f"{negative_word(lang)} " if match["minus"] else ""  # "do -10°C": "do minus dziesięciu stopni"
        return f"{sign}{agreed}{said[len(words) :]}" if agreed else said
    if said.startswith(f"{words} "):  # not a form the case gave it: "penki" in "penkiais"
        nouns = [noun for noun in said[len(words) + 1 :].split(" ") if noun not in measures.linking_words]
        said = _agreeing(match, said, words, nouns[0] if nouns else "", lang, governing if governing != before else "")
    return said


def _postposition_after(match: re.Match[str], counting: Counting | None) -> str:
    """The postposition right after the amount's unit, marked as such (AFTER_NOUN + "võrra"), where the home names
    it; else ""."""
    after = re.match(r"[ \u00a0]+(\w+)", match.string[match.end() :])
    if counting is None or after is None or after[1].lower() not in counting.postpositions:
        return ""
    return AFTER_NOUN + after[1].lower()


def _declined(match: re.Match[str], unit: str, said: str, words: str, whole: int, before: str, lang: str) -> str:
    """`said` with the unit's noun in the case the word `before` the amount gives, where the home says it (Measures.
    declined: "par 10 %": "par desmit procentiem"); the number agrees with it after."""
    declined = home(lang).measures.declined
    if declined is None or match["frac"] is not None or match["minus"] or not said.startswith(f"{words} "):
        return said
    noun = declined(unit, whole, before.lower())
    if not noun:
        return said
    counting = home(lang).counting  # the number in the case of its noun: "při 180 °C": "při sto osmdesáti stupních"
    agreed = counting and not before.startswith(AFTER_NOUN) and counting.say(whole, words, noun, before.lower())
    replaced = noun.count(" ") + 1  # a unit of two words declines both: "одну столовую ложку"
    return " ".join([agreed or words, noun, *said[len(words) + 1 :].split(" ", replaced)[replaced:]])


def _agreeing(match: re.Match[str], said: str, words: str, noun: str, lang: str, governing: str = "") -> str:
    """`said` (a measure starting with its number's `words`) with the number agreeing with the unit's noun as with
    any noun ("divas stundas", "două kilograme") and in the case the word before gives it where the home says so
    ("بنسبة خمسين في المئة"), where the home asks for it (Measures.agree)."""
    counting, integer = home(lang).counting, re.sub(r"\D", "", match["int"])
    if match["frac"] is not None and counting and counting.decimal_whole_in_case and len(integer) <= MAX_DIGITS:
        return _whole_part_in_case(match, said, int(integer), counting, lang)
    if not (home(lang).measures.agree and counting) or match["frac"] is not None or match["minus"]:
        return said
    if len(integer) > MAX_DIGITS:  # int() takes fewer than 4,300 digits
        return said
    governing = governing or case_word(counting, match.string, match.start())
    agreed = counted(counting, int(integer), words, noun, governing)
    return f"{agreed}{said[len(words) :]}" if agreed else said


def said_dot(match: re.Match[str], lang: str) -> bool:
    """Whether the period after an abbreviation (ABBREVIATION_DOT) is also the sentence's: kept unless the sentence
    goes on after it with a small letter, a digit or a comma, or the text is no sentence (no_sentence)."""
    if not match.groupdict().get("dot") or home(lang).full_stop != "." or no_sentence(match):
        return False
    after = re.match(r"[ \u00a0]*(\S)(\w*)", match.string[match.end() :])
    if after and _noun_follows(after[1] + after[2], lang):
        return False  # "15 Min. Verspätung": a noun goes on with the sentence
    return not after or not (after[1].islower() or after[1].isdigit() or after[1] in ",;:)")


def _noun_follows(word: str, lang: str) -> bool:
    """Whether `word` after a unit is a noun, where every noun has a capital and the word opens no sentence."""
    counting = home(lang).counting
    if not (counting and counting.capitalised_nouns and counting.sentence_openers):
        return False
    return word[:1].isupper() and word.lower() not in counting.sentence_openers


def ends_sentence(match: re.Match[str], lang: str) -> bool:
    """Whether the match ends its sentence: at the end of the text or a line, or before a capital; never where the
    language ends a sentence with a mark of its own (Hindi "।": "5 कि.ग्रा." ends with the abbreviation's period),
    nor where the text is no sentence (no_sentence: "3 Std." alone is "drei Stunden")."""
    if home(lang).full_stop != "." or no_sentence(match):
        return False
    rest = match.string[match.end() :]
    capital = re.match(r"\s+([A-ZÀ-ÝА-ЯΑ-Ω]\w*)", rest)
    return not rest.strip() or rest.startswith("\n") or bool(capital and not _noun_follows(capital[1], lang))


def _whole_part_in_case(match: re.Match[str], said: str, whole: int, counting: Counting, lang: str) -> str:
    """`said` (a decimal measure) with its whole part in the case the word before gives, where the home says so
    (Counting.decimal_whole_in_case: "إلى ٢٫٤٪": "إلى اثنين فاصلة أربعة في المئة")."""
    words = None if match["minus"] else cardinal(whole, lang)
    if not words or not said.startswith(f"{words} "):
        return said
    agreed = counting.say(whole, words, "", case_word(counting, match.string, match.start()))
    return f"{agreed}{said[len(words) :]}" if agreed else said
