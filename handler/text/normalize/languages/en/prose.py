"""English numbers whose reading the words around them decide: what a reader of a book, a newspaper or a form says.

    from handler.text.normalize.languages.en.prose import PROSE_RULES

    apply_rules(AlignedText.of("Copyright, 1899, by the author."), PROSE_RULES).text
    # "Copyright, eighteen ninety-nine, by the author."

- a four-digit year where a phrase ends ("Christmas, 1843."), before a singular noun ("the 1860 election"), after
  "c.", "b.", "d.", "fl." ("c. 1450": circa fourteen fifty); a count stays a number ("more than 1500.");
- a height ("5'11\"": five feet eleven inches); a ratio where a word says so ("odds of 3:1": three to one);
- "the 1,000s" (thousands); old British money ("10s. 6d.": ten shillings and sixpence);
- a book's edition and size ("2d ed.": second edition, "4to": quarto), numerals counted ("two 6s": two sixes), a
  compass point after degrees ("42 degrees N.": north), a year a participle dates ("built about 1720 by");
- old plain-text editions' marks (PLAIN_TEXT_RULES): "--" a dash, "_very_" emphasis, said without its underscores.
They run in the English verbaliser (en.py) after the token classes and before its plain numbers.
"""

from __future__ import annotations

import re

from handler.text.normalize.dating import text_before
from handler.text.normalize.languages.en.scripture import BOOK_NAMES
from handler.text.normalize.languages.en.words import (
    cardinal,
    clock_time,
    decimal,
    indefinite_article,
    integer,
    ordinal,
    plural,
    short_year,
    year,
)
from handler.text.normalize.numbers import parse_number
from handler.text.normalize.rules import Rule

# A sentence opens here: the text's start, or a sentence's closing mark and a space before ("It rained. 45 people
# came."); the classes have said the abbreviations whose period is no end ("approx. 3" is "approximately 3").
_OPENS_SENTENCE = re.compile(r"(?:^|[.!?][\"'”’)\]]?[ \u00a0]+)$")
_WRITTEN_AS_SENTENCE = re.compile(r"[.!?][\"'”’)\]]*\s*$")
_LETTER = re.compile(r"[^\W\d_]")


def sentence_cased(match: re.Match[str], said: str) -> str:
    """`said` with a capital where the number opens a sentence ("It rained. 45 people came.": "Forty-five people
    came.", "1848 was the year of revolutions.": "Eighteen forty-eight was"); a token alone keeps its case."""
    text, start = match.string, match.start()
    opens = _OPENS_SENTENCE.search(text, max(0, start - 4), start) and _WRITTEN_AS_SENTENCE.search(text, match.end())
    if opens and (start > 0 or _LETTER.search(text, match.end())):
        return said[:1].upper() + said[1:]
    return said


def _set(words: str) -> frozenset[str]:
    return frozenset(words.split())


# Words after which a four-digit number is a count or a label, not a year ("more than 1500.", "page 1204.").
_COUNTING_WORDS = _set(
    "than about approximately nearly almost over under some only just exactly least most total totalled totaled "
    "page pages p pp no nos number numbers room flight route bus line lines verse item figure fig table hymn vol "
    "pin code plus minus times x"
)
# Abbreviations that say what a year is in a book's dates: "c. 1450" (circa), "(b. 1820, d. 1891)", "fl. 1650".
_YEAR_ABBREVIATIONS = {
    "c": "circa", "ca": "circa", "circ": "circa", "b": "born", "d": "died", "fl": "flourished", "m": "married",
}  # fmt: skip


def _running_year(match: re.Match[str]) -> str | None:
    """A four-digit number that ends a phrase ("Christmas, 1843.", "Copyright, 1899, by", "Published 1851.") is a
    year, unless a word before it counts ("more than 1500."; "Queen Anne, about 1710, built" is an aside, a year)."""
    value = int(match["year"])
    before = re.search(r"([^\W\d_]+)\.?\s+$", text_before(match, 24))
    # "Queen Anne, about 1710, built": an aside between commas dates, where "about 1500." counts
    aside = re.search(r", (?:about|nearly|some) $", text_before(match, 10))
    counts = before and before[1].lower() in _COUNTING_WORDS and not (aside and match.string[match.end() :][:1] == ",")
    if not 1010 <= value <= 2099 or counts or head_count(match):
        return None
    return sentence_cased(match, year(value))


# Plurals without an "s": "the 1500 men" counts them.
_DETERMINER = re.compile(r"\b(?:the|a|his|her|their|its|our|this|that) $", re.IGNORECASE)
# A clause goes on after a year; a count is followed by what it counts ("1500 were" counts people).
_CLAUSE_WORDS = _set("he she they it we i you there the his her their was saw had brought marked began ended")
# Plural nouns for what happens in a year: "the 2024 elections", "the 1848 revolutions".
_EVENTS = _set(
    "elections midterms primaries olympics games riots floods protests finals championships playoffs awards hearings "
    "negotiations reforms revolutions uprisings rebellions celebrations festivities trials talks strikes wars "
    "campaigns riots accords treaties census figures results rankings standings"
)
_PLURALS = _set("men women people children feet teeth geese mice sheep cattle deer fish police staff")


def _attributive_year(match: re.Match[str]) -> str | None:
    """ "the 1860 election", "a 1967 Mustang": a year before a singular noun, or before a clause ("1848 was");
    "the 1500 soldiers" counts them."""
    noun = match["noun"].lower()
    if noun in _CLAUSE_WORDS and 1010 <= int(match["year"]) <= 2099:
        # "In Europe, 1848 was", "About 1850 he moved", "our Lord 1666 the city"
        return sentence_cased(match, year(int(match["year"])))
    if not _DETERMINER.search(text_before(match, 7)):
        return None
    if not 1010 <= int(match["year"]) <= 2099 or noun in _PLURALS:
        return None
    if noun.endswith("s") and not noun.endswith("ss") and not match["noun"][0].isupper() and noun not in _EVENTS:
        return None  # "the 1500 soldiers" counts them; "the 1984 Olympics", a name, and "the 2024 elections" are dated
    return year(int(match["year"]))


def _feet_and_inches(match: re.Match[str]) -> str:
    """ "5'11\"": five feet eleven inches."""
    feet, inches = parse_number(match["feet"]), parse_number(match["inches"])
    return (
        f"{decimal(feet)} {'foot' if feet.is_one else 'feet'} {decimal(inches)} {'inch' if inches.is_one else 'inches'}"
    )


# Words that make "3:1" a ratio or a score, said "three to one" ("odds of 3:1", "a 2:1 majority", "mix 3:1", "the
# final score was 3:2", "they won 2:0").
_RATIO_WORDS = re.compile(
    r"\b(?:ratios?|odds|majority|margin|proportions?|mix|mixed|scale|dilute\w*|scored?|won|wins?|lost|lose|beat|"
    r"defeated|drew|draw|victory|defeat|lead|led|leads|leading|trailing|tied)\b",
    re.IGNORECASE,
)


def _ratio(match: re.Match[str]) -> str | None:
    """ "odds of 3:1": three to one; a second of one digit is no clock's minutes, so "3:2" is a ratio or a score
    anywhere but after a book of the Bible ("Genesis 3:2": three two)."""
    text = match.string
    before = re.search(r"([A-Za-z]+)\.?\s+$", text[max(0, match.start() - 20) : match.start()])
    if before and before[1].lower() in BOOK_NAMES:
        return f"{integer(match['first'])} {integer(match['second'])}"
    if len(match["second"]) > 1 and not _RATIO_WORDS.search(text[max(0, match.start() - 30) : match.end() + 12]):
        return None
    return f"{integer(match['first'])} to {integer(match['second'])}"


_SCALE_PLURALS = {"100": "hundreds", "1000": "thousands", "1000000": "millions", "1000000000": "billions"}


def _pence(count: int) -> str:
    """Old British money: "6d." is "sixpence", "2d." "twopence", "1d." "one penny"."""
    if count == 1:
        return "one penny"
    return f"{cardinal(count)}pence" if count < 12 else f"{cardinal(count)} pence"


# "a $5 bill", "a 10s. note", "a 5 yr old boy": after "a" and before the noun it describes, an amount says its unit
# in the singular ("a five dollar bill"); "a $5 or $10 tip" and "a 5 kg of" do not describe a noun.
# "the 60W bulb", "one 500mg tablet", "two $20 bills", "my 2TB drive" too.
_ARTICLE_BEFORE = re.compile(
    r"(?<![\w'’])(?i:an?|the|one|two|three|four|five|six|ten|this|that|these|those|each|every|another|any|my|your|his|"
    r"her|its|our|their|several)[ \u00a0]$"
)
# The noun, a word or an initialism ("a 2.4A USB port"); not a word that goes on after an amount ("the $20 he
# gave me", "the 10 km remaining", "the 5 kg left").
_NOUN_AFTER = re.compile(
    r"\.?[ \u00a0](?!(?:and|or|to|of|in|on|at|by|for|per|from|a|an|the|each|apiece|more|less|off|plus|"
    r"minus|than|is|was|are|were|be|been|has|have|had|would|could|should|might|he|she|it|we|"
    r"they|you|me|him|her|us|them|that|which|who|there|here|left|remaining|needed|required|saved|lost|gained|spent|"
    r"owed|due|ago|later|earlier|before|after|between|across|above|below|away|back|down|up|into|over|under|through|"
    r"total|altogether|together|overall|or|nor|so|too|instead)\b)(?:[a-z]{2,}|[A-Z]{2,}(?![a-z]))\b"
)


def describes_noun(match: re.Match[str]) -> bool:
    """Whether the amount `match` found stands between "a" (or another determiner or a count) and the noun it
    describes."""
    # searched in place, so the look-behind sees the letter before "an" ("ran 5 mi", "more than 5 km" have none)
    article = _ARTICLE_BEFORE.search(match.string, max(0, match.start() - 9), match.start())
    return bool(article and _NOUN_AFTER.match(match.string, match.end()))


def _shillings_and_pence(match: re.Match[str]) -> str:
    """ "10s. 6d.": ten shillings and sixpence; the period that also ends the sentence is kept."""
    words = []
    if match["shillings"]:
        count = int(match["shillings"])
        one = count == 1 or (not match["pence"] and describes_noun(match))  # "a 10s. note"
        words.append(f"{cardinal(count)} shilling{'' if one else 's'}")
    if match["pence"]:
        words.append(_pence(int(match["pence"])))
    return " and ".join(words) + _sentence_end(match)


def _spaced_shillings(match: re.Match[str]) -> str | None:
    """ "£1 5 s. 6 d.", "10 s. 6 d.": old money some printers spaced, shillings after pounds or before pence."""
    after_pounds = re.search(r"\bpounds?[ \u00a0]$", text_before(match, 8))
    return _shillings_and_pence(match) if match["pence"] or after_pounds else None


def _pence_alone(match: re.Match[str]) -> str:
    count = int(match["pence_alone"])
    if re.search(r"\bthe[ \u00a0]$", text_before(match, 5)) and count % 10 in (2, 3):
        return ordinal(count) + _sentence_end(match)  # "on Wednesday, the 3d.": a day, not threepence
    return _pence(count) + _sentence_end(match)


def _sentence_end(match: re.Match[str]) -> str:
    """The period of an abbreviation that also ends its sentence ("It cost 4d."), kept."""
    rest = match.string[match.end() : match.end() + 3]
    ends = not rest.strip() or rest[:1] == "\n" or re.match(r"\s+[A-Z]", rest) is not None
    return "." if ends else ""


def _said_like(written: str, words: str) -> str:
    """`words` with a capital where the written abbreviation has one ("Ca. 1650": "Circa sixteen fifty")."""
    return words[0].upper() + words[1:] if written[:1].isupper() else words


def _pints_or_type(match: re.Match[str]) -> str:
    """ "1 pt of cream": a pint; "12 pt type": a type's size, said before its noun in the singular (the measure class
    reads "won by 2 pts" as points)."""
    number = parse_number(match["number"])
    if match["type"]:
        return f"{decimal(number)} point"
    return f"{decimal(number)} {'pint' if number.is_one else 'pints'}"


def _feet(match: re.Match[str]) -> str:
    """ "5' tall": five feet, the mark alone after a number before a word of size."""
    number = parse_number(match["number"])
    return f"{decimal(number)} {'foot' if number.is_one else 'feet'}"


def _inches(match: re.Match[str]) -> str | None:
    """ "a 55\" screen": inches, where the mark closes no quotation ("he said \"give me 5\" and left")."""
    line_start = match.string.rfind("\n", max(0, match.start() - 200), match.start()) + 1
    if match.string.count('"', max(line_start, match.start() - 200), match.start()) % 2:
        return None
    number = parse_number(match["number"])
    return f"{decimal(number)} {'inch' if number.is_one else 'inches'}"


def _dimensions(match: re.Match[str]) -> str:
    """ "12 x 14 ft": twelve by fourteen feet; "2x4s": two by fours."""
    if match["first_alone"]:
        return f"{decimal(parse_number(match['first_alone']))} by "
    second = decimal(parse_number(match["second"]))
    return f"{decimal(parse_number(match['first']))} by {plural(second) if match['plural'] else second}"


# Video heights: "720p" is not money.
_VIDEO_HEIGHTS = frozenset({144, 240, 360, 480, 576, 720})


# The words of a label before its number and letter ("Apt 4c", "Form 4c", "Seat 12M", "size 2B"): no amount.
_LABEL_BEFORE = re.compile(
    r"\b(?i:seat|row|room|apt|apartment|flat|floor|gate|suite|unit|level|deck|bay|platform|no|number|class|form|size)"
    r"\.?[ \u00a0]$"
)


def _pence_or_cents(match: re.Match[str]) -> str | None:
    count = int(match["count"])
    if match["sign"] == "c" and _LABEL_BEFORE.search(match.string, max(0, match.start() - 12), match.start()):
        return None  # "Apt 4c", "Seat 12c": a label
    if match["sign"] == "p" and count in _VIDEO_HEIGHTS:
        return None
    if match["sign"] in "¢c":
        return f"{cardinal(count)} cent{'' if count == 1 else 's'}"
    return "one penny" if count == 1 else f"{cardinal(count)} pence"


_SHORT_YEAR_WORD = re.compile(
    r"\b(?:in|of|since|until|till|by|from|to|and|summer|winter|spring|fall|autumn|class|year|the) $", re.IGNORECASE
)


def _short_year(match: re.Match[str]) -> str | None:
    """ "in '85": eighty-five; "since '05": oh five (the words before it looked at only where an apostrophe and two
    digits are, so the scan is a search for the apostrophe)."""
    if not _SHORT_YEAR_WORD.search(text_before(match, 8)):
        return None
    return short_year(match["digits"])


def _train_time(match: re.Match[str]) -> str | None:
    """ "the 5.40 from Waterloo": five forty; "the 10.05 train": ten oh five; "the 9.00 express": nine o'clock."""
    hour, minute = int(match["hour"]), int(match["minute"])
    return clock_time(hour, minute) if hour <= 23 else None


def _military_time(match: re.Match[str]) -> str:
    """ "0900 hours": oh nine hundred hours; "1430 hours": fourteen thirty hours."""
    hour, minute = int(match["hour"]), int(match["minute"])
    said = ("oh " if match["hour"][0] == "0" else "") + cardinal(hour)
    return f"{said} {'hundred' if minute == 0 else ('oh ' if minute < 10 else '') + cardinal(minute)}"


_WEEKDAYS = {
    "mon": "Monday", "tue": "Tuesday", "tues": "Tuesday", "wed": "Wednesday", "thu": "Thursday", "thur": "Thursday",
    "thurs": "Thursday", "fri": "Friday", "sat": "Saturday", "sun": "Sunday",
}  # fmt: skip
# A month after a weekday, with or without a comma: "Sat. Oct. 12", "Sun., Mar. 5".
_MONTH_AFTER = (
    r",?[ \u00a0]+(?:(?:Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\b"
    r"|May(?=[ \u00a0](?:\d|[a-z-]+(?:st|nd|rd|th)\b)))"  # "May 6", "May sixth"; not "Sat. May I come?"
)
_MONTH_AFTER_PATTERN = re.compile(_MONTH_AFTER)
_WEEKDAY = "(?:" + "|".join(sorted(_WEEKDAYS, key=len, reverse=True)) + ")"
# A weekday written short before its opening hours ("Open Sun. 10-4", "Sat 9am-1pm"): said in full, "Sun." too.
WEEKDAY_BEFORE_HOURS = Rule(
    "date",
    re.compile(
        r"(?=[MTWFS])\b(?<![-–])(?<![-–][ \u00a0])(?P<day>Mon|Tues?|Wed|Thu(?:rs?)?|Fri|Sat|Sun)\.?"
        r"(?=[ \u00a0]+\d{1,2}(?:[:.]\d\d)?[ \u00a0]?(?:[AaPp]\.?[Mm]\b|[-–][ \u00a0]?\d))"
    ),
    lambda m: _WEEKDAYS[m["day"].lower()],
)


def _old_ordinal(match: re.Match[str]) -> str | None:
    """ "the 2d of May", "the 23d Regiment": second, twenty-third, as nineteenth-century American books write them."""
    value = int(match["number"])
    return ordinal(value) if value % 10 in (2, 3) and value % 100 not in (12, 13) else None


# Books' sizes as a bibliography writes them ("4to", "8vo"), said as bibliographers say them; "12mo" and "16mo" only
# where a list or a sentence ends after them, as "12mo" may be a chat's months.
_BOOK_SIZES = {"4to": "quarto", "8vo": "octavo", "12mo": "duodecimo", "16mo": "sixteenmo"}
_ORDINAL_WORD = re.compile(r"(?:first|second|third|[a-z]th)[ \u00a0]$", re.IGNORECASE)
# What a count of numerals written with an "s" follows ("two 6s", "all 9s and 10s", "by 2s").
_NUMERAL_PLURAL_BEFORE = re.compile(
    r"(?:\b(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|all|the|and|or|of|by|double|triple|some|no"
    r"|pair|into|many|size|sizes)|,)[ \u00a0]$",
    re.IGNORECASE,
)
# The four points, as said (en _POINTS joins them: "NW", "NNE")
COMPASS = {"N": "north", "S": "south", "E": "east", "W": "west"}
# A past participle that dates what it names: "built about 1720 by", "born around 1650 in".
_DATING_VERB = re.compile(
    r"\b(?:built|born|died|written|painted|founded|published|composed|erected|begun|completed|finished|made|married|"
    r"printed|designed|dated|issued|rebuilt|restored|settled|established|drawn|carved|cast|engraved)[ \u00a0]+"
    r"(?:in[ \u00a0]+)?(?:about|around)[ \u00a0]+$",
    re.IGNORECASE,
)


def _ordinal_adverb(match: re.Match[str]) -> str:
    said = ordinal(int(match["number"])) + "ly"
    starts = re.search(r"(?:^|[.!?]\s+|\n\s*)$", text_before(match, 3))
    return said[0].upper() + said[1:] if starts else said


_MONTH_DAY_BEFORE = re.compile(
    r"\b(?:January|February|March|April|May|June|July|August|September|October|November|December)"
    r" [a-z]+(?:-[a-z]+)?, $"
)


def _short_year_after_date(match: re.Match[str]) -> str | None:
    if not _MONTH_DAY_BEFORE.search(text_before(match, 40)):
        return None
    return short_year(match["digits"])


_AFTER_ORDINAL = {"ed": "edition", "cent": "century"}


def _edition(match: re.Match[str]) -> str | None:
    """ "the 1st ed.", "2d ed.", "the 4th cent.": an edition or a century after an ordinal (the ordinal is already
    said); "5 cent." after a count is money's."""
    if not _ORDINAL_WORD.search(text_before(match, 8)):
        return None
    return _AFTER_ORDINAL[match["word"]] + _sentence_end(match)


def _book_size(match: re.Match[str]) -> str | None:
    written = match["size"]
    if written.endswith("mo"):
        after = match.string[match.end("size") : match.end("size") + 1]
        before = text_before(match, 3)
        if after not in {",", ".", ";", ")", ""} and before != "in ":
            return None
    return _BOOK_SIZES[written]


# Before a period, "6s." is old money ("and 1s. for the boy") unless a count says it is numerals ("two 6s.").
# (or another numeral counted before it: "the 6s and 7s.")
_NUMERAL_COUNT_BEFORE = re.compile(
    r"\b(?:(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|all|double|triple|pair of)"
    r"|(?:\d{1,3}['’]?s|ones|twos|threes|fours|fives|sixes|sevens|eights|nines|tens) (?:and|or))[ \u00a0]$",
    re.I,
)


_TIME_WORD_BEFORE = re.compile(
    r"\b(?i:every|wait|waits|waited|after|within|takes|took|lasts|lasted|timeout|delay|interval)[ \u00a0]$"
)


def _seconds(match: re.Match[str]) -> str | None:
    """ "every 5s", "wait 10s": after a word that measures time, "s" is seconds (not shillings, nor "fives")."""
    if not _TIME_WORD_BEFORE.search(match.string, max(0, match.start() - 10), match.start()):
        return None
    if re.match(r"\.[ \u00a0]*[\da-z]", match.string[match.end() : match.end() + 4]):
        return None  # "after 2s. 6d.", "every 1s. a week": old money's period before the text goes on
    return decimal(parse_number(match["number"])) + (" second" if match["number"] == "1" else " seconds")


# Another numeral counted after it: "at 6s and 7s", "in 2s or 3s" (not old money: "6s. and 7s." have periods).
# "10s" and "20s" are said already (as decades: "tens", "twenties").
_NUMERAL_PLURAL_AFTER = re.compile(
    r"[ \u00a0](?:and|or|to)[ \u00a0](?:\d{1,3}['’]?s(?![\w'’]|\.[ \u00a0]?\d)"
    r"|(?:tens|twenties|thirties|forties|fifties|sixties|seventies|eighties|nineties)\b)"
)


def _numeral_plural(match: re.Match[str]) -> str | None:
    """ "two 6s": two sixes; "all 9s": nines, "at 6s and 7s" (decades, "the 80s", are the dates'); "5s" alone may
    be seconds."""
    before = text_before(match, 10)
    if not _NUMERAL_PLURAL_BEFORE.search(before) and not _NUMERAL_PLURAL_AFTER.match(match.string, match.end()):
        return None
    shillings = "'" not in match.group() and "’" not in match.group()  # "8's." is no old money
    if shillings and match.string[match.end() : match.end() + 1] == "." and not _NUMERAL_COUNT_BEFORE.search(before):
        return None
    return plural(cardinal(int(match["number"])))


# A compass point written short after "the", before what lies that way: "to the N. of the station", "the S. side"
_POINT_AFTER_THE = re.compile(
    r"(?P<point>[NSEW])(?<=\b[Tt]he [NSEW])\.(?= (?:of|side|bank|end|coast|shore|wind|part|slope|face|front|door"
    r"|gate|wall|aisle|transept|porch|window|entrance|wing)\b)"
)


def _compass(match: re.Match[str]) -> str:
    """ "42 degrees N., long.": north; the period kept where the sentence ends with it."""
    return COMPASS[match["point"]] + (_sentence_end(match) if match["dot"] else "")


def _dated_year(match: re.Match[str]) -> str | None:
    value = int(match["year"])
    if not 1010 <= value <= 2099 or not _DATING_VERB.search(text_before(match, 40)):
        return None
    return year(value)


# "10 m. from London", "3 m. N. of the town", "2 m. to the N.", "26 m. 385 yds.": an old book's miles, where the
# sentence goes on after it with where or how far (a meter takes no period inside a sentence); "3 m. high", a
# height, "3 m. by 4 m.", a size, "100 m. across", "2 m. on each side", "300 m. up the hill" and "4 m. 30 s.", a
# time, are not
_MILES_WHERE = (
    r"[ \u00a0]+(?:from|off|distant|away|beyond|further|farther|short|north|south|east|west|inland"
    r"|along|to[ \u00a0]the[ \u00a0](?:[NSEW](?=\.)|north|south|east|west)|[NSEW]\.[ \u00a0](?:of|from)"
    # a point of two or three letters ("118 m. N.W. of London", "Marched 14 m. N.E.", said "northeast" by then),
    # where a metre has no bearing
    r"|[NSEW]\.[NSEW](?:\.[NSEW])?(?=\.)|(?:north|south)(?:east|west)"
    r"|\d{1,4}[ \u00a0](?:yds|yards|fur|furlongs|chains))\b"
)
MILES_AFTER = rf"\.{_MILES_WHERE}"


def _miles(match: re.Match[str]) -> str:
    number = parse_number(match["number"])
    return f"{decimal(number)} {'mile' if number.is_one else 'miles'}"


_HOURS_BEFORE = re.compile(r"\bhours?\.?[ \u00a0]$")


def _minutes_after_hours(match: re.Match[str]) -> str | None:
    if not _HOURS_BEFORE.search(match.string, max(0, match.start() - 8), match.start()):
        return None
    return f"{cardinal(int(match['number']))} {'minute' if match['number'] == '1' else 'minutes'}"


# "M. Thiers", "MM. Erckmann and Chatrian": a Frenchman's title, where no first name or initial stands before
# ("John M. Smith", "J. M. Barrie" keep their initial).
_INITIAL_OR_NAME_BEFORE = re.compile(r"(?:\b[A-Z]\.|\b[A-Z][a-z]+|&)[ \u00a0]$")


def _monsieur(match: re.Match[str]) -> str | None:
    if _INITIAL_OR_NAME_BEFORE.search(match.string, max(0, match.start() - 16), match.start()):
        return None
    return "Messieurs" if match["many"] else "Monsieur"


# "min" and "max" written short before what they bound ("the min wage", "max speed"): minimum, maximum.
_BOUNDED = (
    "wage|wages|temperature|temp|value|balance|order|age|height|size|speed|price|level|amount|payment|spend|length"
    "|width|depth|weight|load|bid|pressure|requirement|score|limit|capacity|stay|heart rate"
)
# A race's distance ("a 5k", "the 10k run") is said "K"; any other "50k" is thousand ("earns 50k a year").
_RACE_AFTER = re.compile(r"[ \u00a0-](?:run|race|walk|runner|course|fun run|charity|marathon|time|PB|PR)\b")
_RACE_VERB = re.compile(
    r"\b(?:ran|run|runs|running|jog|jogged|walk|walked)(?:[ \u00a0](?:a|the|my|her|his|their|another))?[ \u00a0]$", re.I
)
_RACE_DETERMINER = re.compile(r"\b(?:a|the|my|her|his|their|another)[ \u00a0]$", re.I)
# Words that make "4.5/5" or "8/10" a rating: "out of".
_RATING_WORDS = re.compile(
    r"\b(?:rated?|ratings?|rates|gave|give|gives|score[sd]?|scoring|stars?|marks?|grade|got|gets|get|getting|earned|"
    r"received|achieved)\b",
    re.I,
)
# "9/10 dentists": a count of those after it, out of so many (a unit after it is a fraction of the unit).
_COUNTED_AFTER = re.compile(
    r"[ \u00a0](?!(?:cups|inches|miles|pounds|ounces|hours|minutes|seconds|days|weeks|months|years|times|parts|pieces|"
    r"slices|feet|yards|acres|liters|litres|gallons|pints|meters|metres|grams|kilos)\b)(?:people|[a-z]{3,}(?<![su])s)\b"
)
# A count out of a total, not a date nor a fraction ("Only 4/13 passed", "7/19 were discharged", "got 12/15 correct",
# "scored 14/15"): what the counted did after it, in the plural or past ("4/13 was a Monday" is a date), or a score
# before it. "3/5 of the seats" stays a fraction.
_COUNTED_DID = re.compile(
    r"[ \u00a0](?:passed|failed|were|are|agreed|disagreed|voted|said|answered|responded|replied|completed|finished"
    r"|survived|qualified|attended|approved|opposed|correct|correctly|right|wrong)\b",
    re.I,
)
_SCORED_BEFORE = re.compile(r"\b(?:scored?|scoring)[ \u00a0]$", re.I)


def counted(match: re.Match[str]) -> bool:
    """Whether the words around the match say it is a count out of a total ("Only 4/13 passed")."""
    before = text_before(match, 10)
    return bool(_COUNTED_DID.match(match.string, match.end()) or _SCORED_BEFORE.search(before))


# A head count, not a year, after a word of year ("of", "to"): a noun of quantity after an article ("A crowd of 1850
# gathered", "an army of 1200", "a total of 1850", "at a height of 1850 feet"), or what it counts after it, in the
# plural, after "to" or after "of" with an article ("grew to 1200 pupils", "a town of 1850 souls"); "the army of
# 1812", "The Class of 2027 graduates", "returned to 1990 levels" and "in 1990 prices rose" are years.
_A_NOUN = r"\b(?:a|an)[ \u00a0](?:[\w-]+[ \u00a0]){0,2}"
_QUANTITY_OF = re.compile(
    rf"{_A_NOUN}(?:crowd|total|population|audience|attendance|turnout|army|force|"
    r"garrison|crew|staff|workforce|team|group|party|company|fleet|herd|flock|congregation|membership|enrol+ment|"
    r"circulation|readership|sum|budget|balance|maximum|minimum|average|capacity|majority|margin|height|depth|"
    r"distance|altitude|elevation|length|weight|loss|profit|deficit|surplus|debt|run|batch|mob|throng|gathering|band|"
    r"body|contingent|following|electorate|squadron|regiment|battalion|brigade|detachment)[ \u00a0]of[ \u00a0]$",
    re.IGNORECASE,
)
# (the noun in lowercase: "An Act of 1850 stands" names a law)
_COUNT_BEFORE_PLURAL = re.compile(rf"\b(?i:to)[ \u00a0]$|(?i:{_A_NOUN})[a-z]+[ \u00a0]of[ \u00a0]$")
_PLURAL_AFTER = re.compile(r"[ \u00a0](?P<noun>[a-z]+)\b")
# Plurals a year describes: "1990 levels", "2010 dollars", "the 2024 elections", "2024 graduates"
_DATED_PLURALS = _EVENTS | _set("levels prices dollars terms standards values rates models editions versions graduates")


def head_count(match: re.Match[str]) -> bool:
    """Whether four digits after "of" or "to" count what the words around say ("A crowd of 1850 gathered")."""
    before = text_before(match, 40)
    if _QUANTITY_OF.search(before):
        return True
    after = _PLURAL_AFTER.match(match.string, match.end())
    if not after or not _COUNT_BEFORE_PLURAL.search(before):
        return False
    noun = after["noun"]
    plural = noun in _PLURALS or (noun.endswith("s") and not noun.endswith(("ss", "us", "is")))
    return plural and noun not in _DATED_PLURALS


# "the MS.", "his MSS.", "left in MS.", "the old MS.": a manuscript after a determiner and at most one word that
# describes it; "She has MS." and "the patient has MS." are the illness.
_MANUSCRIPT_BEFORE = re.compile(
    r"\b(?:the|a|an|his|her|my|your|our|their|its|this|that|original|in)[ \u00a0]"
    r"(?:(?!(?:has|had|have|with|of|is|was|got|gets)\b)[a-z]+[ \u00a0])?$",
    re.I,
)


_BLANKED_TITLES = {
    "Mr": "Mister", "Mrs": "Missus", "Dr": "Doctor", "Capt": "Captain", "Col": "Colonel", "Gen": "General",
    "Rev": "Reverend",
}  # fmt: skip


def _manuscript(match: re.Match[str]) -> str | None:
    if not _MANUSCRIPT_BEFORE.search(text_before(match, 24)):
        return None
    return ("manuscripts" if match["many"] else "manuscript") + _sentence_end(match)


# A screen's or a video's width in thousands of pixels ("4K", "8K"), where a word about screens stands near.
_SCREEN_WIDTHS = frozenset({"2", "4", "5", "6", "8"})
_SCREEN_WORDS = re.compile(
    r"\b(?:TVs?|televisions?|video|videos|displays?|monitors?|screens?|resolution|HDR|UHD|footage|cameras?|"
    r"stream|streams|streaming|projectors?|Blu-ray|fps|HDMI|OLED|LCD|pixels?)\b"
)

_PRICE_BEFORE = re.compile(
    r"\b(?i:paid|pay|pays|cost|costs|earns?|earned|spent|spend|spends|for|about|over|under)[ \u00a0]$"
)


def _established_or_estimated(match: re.Match[str]) -> str:
    number = match["number"]
    founded = len(number) == 4 and 1000 <= int(number) <= 2099 and not match["after"]
    return match["word"] + ("stablished" if founded else "stimated")


def _in_pairs(number: int) -> str:
    """A label's or a screen's number said in pairs: 1920 nineteen twenty, 720 seven twenty, 105 one oh five."""
    if number >= 1000:
        return year(number) if number < 10000 else cardinal(number)
    head, tail = divmod(number, 100)
    if not head or not tail:
        return cardinal(number)
    return f"{cardinal(head)} {'oh ' if tail < 10 else ''}{cardinal(tail)}"


def _by(match: re.Match[str]) -> str:
    """ "a 4x4": four by four; "1920x1080", a screen's pixels: nineteen twenty by ten eighty."""
    first, second = int(match["first"]), int(match["second"])
    if first >= 100 and second >= 100:
        return f"{_in_pairs(first)} by {_in_pairs(second)}"
    return f"{integer(match['first'])} by {integer(match['second'])}"


# Arithmetic around "3 x 4" makes it "times" ("Multiply 3 x 4", "3 x 4 = 12"); otherwise two sizes, "by" ("a 5 x 8
# rug").
_ARITHMETIC_BEFORE = re.compile(r"\b(?i:multiply|multiplied|multiplying|calculate|compute|what is|what's)\b")
_ARITHMETIC_AFTER = re.compile(r"[ \u00a0]*(?:=|equals\b|is\b|makes\b|to get\b|gives\b)")


def _spaced_by_or_times(match: re.Match[str]) -> str:
    sentence_start = max(match.string.rfind(".", 0, match.start()), match.string.rfind("\n", 0, match.start())) + 1
    arithmetic = _ARITHMETIC_BEFORE.search(match.string, sentence_start, match.start()) or _ARITHMETIC_AFTER.match(
        match.string, match.end()
    )
    word = "times" if arithmetic else "by"
    return f"{decimal(parse_number(match['first']))} {word} {decimal(parse_number(match['second']))}"


_PRESSURE_BEFORE = re.compile(r"\b(?:[Pp]ressure|BP|B\.P\.)\b")


def _blood_pressure(match: re.Match[str]) -> str | None:
    """ "Her blood pressure was 120/80": one twenty over eighty, as nurses and doctors say it."""
    if not _PRESSURE_BEFORE.search(match.string, max(0, match.start() - 30), match.start()):
        return None
    return f"{_in_pairs(int(match['systolic']))} over {cardinal(int(match['diastolic']))}"


_SCALED_AMOUNT = re.compile(r"(?P<number>\d(?<![\w.,#]\d)\d*(?P<point>\.\d+)?)(?P<scale>M|B|bn)(?![\w'’-])")
_WORTH_BEFORE = re.compile(
    r"\b(?i:worth|raised?|raising|earn(?:s|ed|ing)?|costs?|costing|valued at|valuation of|value of|budget of|"
    r"sold for|selling for|paid|pays?|revenues? of|salary of|fund(?:ing|ed)? of|priced at|bid of|offer of|"
    r"lost|loss of|profit of|turnover of|deal worth|fetched|grossed|made)[ \u00a0]$"
)


def _scaled_amount(match: re.Match[str]) -> str | None:
    before = text_before(match, 24)
    if _LABEL_BEFORE.search(before) or not (_WORTH_BEFORE.search(before) or (match["point"] and match["scale"] != "B")):
        return None
    scale = "million" if match["scale"] == "M" else "billion"
    return f"{decimal(parse_number(match['number']))} {scale}"


def _thousands_or_race(match: re.Match[str]) -> str:
    number = decimal(parse_number(match["number"]))
    after = match.string[match.end() : match.end() + 12]
    before = text_before(match, 8)
    if (
        match["number"] in _SCREEN_WIDTHS
        and _SCREEN_WORDS.search(match.string, max(0, match.start() - 40), match.end() + 40)
        and not _PRICE_BEFORE.search(match.string, max(0, match.start() - 12), match.start())
    ):
        return f"{number} K"  # "a 4K TV", "shoots 8K video": a screen's width
    alone = not re.match(r"[ \u00a0]?[a-z]", after)  # "a 5k." and "the 10k," name a race; "a 50k salary" counts
    if _RACE_AFTER.match(after) or _RACE_VERB.search(before) or (_RACE_DETERMINER.search(before) and alone):
        return f"{number} K"
    return f"{number} thousand"


def _out_of(match: re.Match[str]) -> str | None:
    """ "rated 4.5/5", "I'd give it 8/10" (a decimal over a number is never a fraction), "Only 4/13 passed": out of."""
    score, scale_written = match["score"], match["scale"]
    context = text_before(match, 24)
    said = f"{decimal(parse_number(score))} out of {integer(scale_written)}"
    scale = int(scale_written)
    rating = _RATING_WORDS.search(context)
    usual = scale in (5, 10, 20, 100) or (scale >= 10 and rating)  # "got 45/50": a test's marks; "3/4" a fraction
    if usual and ("." in score or rating or _COUNTED_AFTER.match(match.string, match.end())):
        return said
    return said if "." not in score and counted(match) and 0 < int(score) <= scale else None


# Betting odds: "went off at 5/1", "the 9/2 favourite", "a 100/1 outsider" (five to one); a number over one is never
# a fraction, nor is a larger over a smaller where the words around it bet.
_ODDS_WORDS = re.compile(
    r"\b(?:odds|went[ \u00a0]off|price[ds]?|shot|outsider|favou?rites?|bet|bets|betting|backed|bookmakers?|"
    r"bookies?|wager)\b",
    re.IGNORECASE,
)


def _odds(match: re.Match[str]) -> str | None:
    against, on = int(match["against"]), int(match["on"])
    if against <= on or not (on == 1 or _ODDS_WORDS.search(match.string, max(0, match.start() - 30), match.end() + 20)):
        return None
    return f"{cardinal(against)} to {cardinal(on)}"


# A half or a quarter said as people say it where the words after it tell: "1/4 past 3" (a quarter past three),
# "½ past 4" (half past four), "1/2 price", "1/2 off" (half price, half off), "1/2 of the voters" (half of them),
# "1/2 the rest" (half the rest).
_HALF_OR_QUARTER = re.compile(
    r"(?:(?P<half>1(?<![\w.,/]1)(?<!\d[ \u00a0]1)/2|½)|(?P<quarter>1(?<![\w.,/]1)/4|¼))"
    # a half before "of", an article or a determiner: "1/2 of the voters", "½ a pint", "1/2 the rest", "½ his fortune"
    r"(?=[ \u00a0](?:past[ \u00a0]\d|price\b|off\b"
    r"|(?<=[2½][ \u00a0])(?:of|an?|the|his|her|its|their|my|our|your|this|that|these|those)\b"
    # after an article, before its noun: "the 1/2 marathon", "a 1/4 mile track", "the ½ mark"
    r"|(?:(?<=\b[Tt]he[ \u00a0]...[ \u00a0])|(?<=\b[Tt]he[ \u00a0].[ \u00a0])|(?<=\b[Aa][ \u00a0]...[ \u00a0])"
    r"|(?<=\b[Aa][ \u00a0].[ \u00a0]))[a-z]{3,}\b(?<!\bof)"
    # a quarter after "a", before "of" or "to": "a ¼ of an hour", "at a ¼ to 3"
    r"|(?:(?<=\b[Aa][ \u00a0]1/4[ \u00a0])|(?<=\b[Aa][ \u00a0]¼[ \u00a0]))(?:of|to)\b))"
    r"(?<![\d/⁄]½)(?<![\d/⁄]¼)"
)


def _half_or_quarter(match: re.Match[str]) -> str:
    """ "½ a pint" (half a pint), "the 1/2 marathon" (the half marathon), "a 1/4 mile track" (a quarter mile)."""
    if match["half"]:
        return "half"
    after_article = re.search(r"\b(?:[Tt]he|[Aa])[ \u00a0]$", text_before(match, 5))
    return "quarter" if after_article or match.string.startswith("price", match.end() + 1) else "a quarter"


# Shillings and pence written with a stroke, as British prices were ("The tickets cost 2/6 each": two and six, "1/-":
# one shilling), where a word of buying is before it or a price's words after it; "2/6" elsewhere is a fraction or a
# date, and "at 5/1" a bookmaker's odds.
_STROKE_MONEY = re.compile(r"(?P<shillings>\d(?<![\w.,/]\d)\d?)/(?:(?P<pence>\d\d?)(?![\w/]|[.,]\d)|-(?![\w-]))")
_BUYING_BEFORE = re.compile(
    r"\b(?i:cost|costs|costing|price|priced|paid|pay|pays|paying|worth|charged?|charges|fare|rent|sold for"
    r"|bought for|earned|earns|wages?|fee)[ \u00a0](?:only[ \u00a0]|just[ \u00a0])?$"
)
_PRICE_AFTER = re.compile(
    # "2/6 each", "2/6 each, or"; "each week" after it is when, not a price
    r"[ \u00a0](?:each(?![ \u00a0](?!(?:and|or|but|for|to|at|in|on|with)\b)[a-z])|apiece"
    r"|(?:a|the) (?:week|day|year|yard|pound|dozen|head|pair|bottle|copy|lb)\b|per\b)"
)


_COMMON_FRACTIONS = frozenset({(1, 2), (1, 3), (2, 3), (1, 4), (3, 4), (1, 8), (3, 8), (5, 8), (7, 8)})
_PART_AFTER = re.compile(r"[ \u00a0](?:an?|of|the)\b")


def _stroke_money(match: re.Match[str]) -> str | None:
    shillings = int(match["shillings"])
    pence = int(match["pence"]) if match["pence"] else 0
    if not 1 <= shillings < (20 if match["pence"] else 100) or pence >= 12 or (match["pence"] and not pence):
        return None  # "25/-" is twenty-five shillings; with pence, twenty shillings are written as a pound
    if (shillings, pence) in _COMMON_FRACTIONS:
        return None
    if not _PRICE_AFTER.match(match.string, match.end()) and (
        _PART_AFTER.match(match.string, match.end())  # "for 1/2 an hour", "3/4 of the cost": a part
        or not _BUYING_BEFORE.search(match.string, max(0, match.start() - 16), match.start())
    ):
        return None
    if not match["pence"]:  # "1/-": one shilling
        return f"{cardinal(shillings)} shilling{'s' * (shillings != 1)}"
    return f"{cardinal(shillings)} and {cardinal(pence)}"


# A half before a measure's name in the singular, as a narrator says it: "Add ½ pint of milk" (half a pint), "1/2
# teaspoonful of soda", "½ hour", "1/2 mile" (half_before_unit says it).
_HALF_BEFORE_MEASURE = re.compile(
    r"(?:1(?<![\w.,/]1)(?<!\d[ \u00a0]1)/2|½(?<![\d/⁄]½))"
    r"(?=[ \u00a0](?P<noun>pint|gill|quart|gallon|pound|ounce|dram|drachm|inch|mile|yard|foot|league|acre|hour|minute"
    r"|day|week|month|year|dozen|crown|guinea|sovereign|[a-z]+spoonful|cupful|handful|wineglassful|tumblerful)\b)"
)


# How a half before a unit's name is said, the unit written out ("½ pint") or short ("½ lb.", "1/2 tsp"): after an
# article or an owner the article is said once ("the ½ lb. of butter": the half pound, "a ½ pint": a half pint,
# "his ½ lb. share": his half pound); a modern recipe's spoons are "one half" ("½ tsp": one half teaspoon, as "½ cup"
# is); elsewhere as a narrator says it ("½ pint": half a pint, "½ in. deep": half an inch).
_DETERMINER_BEFORE_HALF = re.compile(r"\b(?i:an?|the|this|that|his|her|its|my|your|our|their|each|every)[ \u00a0]$")
_RECIPE_SPOONS = frozenset({"teaspoon", "tablespoon"})


def half_before_unit(match: re.Match[str], unit: str) -> str:
    """The words said for the half `match` found, before the singular name of its `unit`."""
    if _DETERMINER_BEFORE_HALF.search(match.string, max(0, match.start() - 6), match.start()):
        return "half"
    if unit in _RECIPE_SPOONS:
        return "one half"
    return f"half {indefinite_article(unit)}"


def _half_before_measure(match: re.Match[str]) -> str:
    return half_before_unit(match, match["noun"])


# Old pence and their halves and quarters ("2½d.": twopence halfpenny, "1½d.": three halfpence, "¾d.": three
# farthings), after shillings too ("3s. 6½d.": three shillings and sixpence halfpenny).
_PENCE_PARTS = {"½": "halfpenny", "¼": "farthing", "¾": "three farthings"}
_PENCE_WITH_PART = re.compile(
    r"(?=(?:\d{1,3}s\.[ \u00a0])?\d{0,2}[½¼¾]d\.)(?:(?P<shillings>\d(?<![\w.,]\d)\d{0,2})s\.[ \u00a0])?"
    r"(?:(?P<pence>\d(?<![\w.,]\d)\d?)|(?<![\w.,]))(?P<part>[½¼¾])d\.(?!\w)"
)


def _pence_with_part(match: re.Match[str]) -> str:
    pence, part = int(match["pence"] or 0), match["part"]
    if not pence:
        said = {"½": "a halfpenny", "¼": "a farthing", "¾": "three farthings"}[part]
    elif pence == 1 and part == "½":
        said = "three halfpence"
    else:
        said = f"{_pence(pence)} {_PENCE_PARTS[part]}"
    if match["shillings"]:
        count = int(match["shillings"])
        said = f"{cardinal(count)} shilling{'' if count == 1 else 's'} and {said}"
    return said + _sentence_end(match)


# A fraction's shape that the words around it read otherwise (classes/fraction.py tries these first).
FRACTION_IN_CONTEXT: tuple[Rule, ...] = (
    Rule("money", _PENCE_WITH_PART, _pence_with_part),
    Rule("money", _STROKE_MONEY, _stroke_money),
    Rule(
        "fraction",
        re.compile(r"(?P<score>\d(?<![\w.,/]\d)\d{0,5}(?:\.\d+)?)/(?P<scale>[1-9]\d{0,2})(?![\w/]|[.,]\d)"),
        _out_of,
    ),
    Rule("fraction", re.compile(r"(?P<against>\d(?<![\w.,/]\d)\d{0,2})/(?P<on>\d{1,2})(?![\w/]|[.,]\d)"), _odds),
    Rule("fraction", _HALF_BEFORE_MEASURE, _half_before_measure),
    Rule(
        "fraction",
        _HALF_OR_QUARTER,
        _half_or_quarter,
    ),
    # "Cut the cake in 1/2", "fold it in ½ again": in half
    Rule(
        "fraction",
        re.compile(
            r"(?=[1½])(?:(?<=\b[Ii]n )1/2|(?<=\b[Ii]n )½)(?![\w/]|[.,]\d)"
            r"(?=[.,;:!?)]|\s*$|[ \u00a0](?:and|or|again|lengthwise|then)\b)"
        ),
        lambda m: "half",
    ),
)


# Text from old plain-text editions: a double hyphen is a dash ("said he--\"I will\""), underscores mark emphasis
# ("_very_"): the dash is said as one, the underscores not at all. A command's option ("--verbose") follows a space.
# A footnote's number in brackets or after a caret on the word or the mark before it ("displeased.[1]", "Gibbon,[23]
# and", "said^1 that") is not read aloud; "see [1]" (spaced), "a[1] = 5" (an index) and "x^2" are left.
PLAIN_TEXT_RULES: tuple[Rule, ...] = (
    Rule(
        "characters",
        re.compile(
            r"(?=[\[^])(?:\[(?<=[^\W\d_]\[|[.,;:!?'\")]\[)\d{1,3}\]|(?:(?<=[^\W\d_]{2})|(?<=[.,;:!?'\")]))\^\d{1,3})"
            r"(?=[ \u00a0\n.,;:!?'\")—]|$)(?![ \u00a0]*[=+*/\[-])"
        ),
        lambda m: "",
    ),
    Rule("symbol", re.compile(r"--(?<=[\w,.;:!?\"'’”)]--)-?(?=[\w\"'‘“(]|\s|$)"), lambda m: "—"),
    # "=great=": the equals signs some editions mark bold with
    Rule(
        "symbol",
        re.compile(r"=(?<![\w=]=)(?P<words>[^\W_](?:[^=\n]{0,80}?[^\W\d_])?)=(?![\w=])"),
        lambda m: m["words"],
    ),
    Rule(
        "symbol",
        re.compile(r"(?<![\w_])_(?P<words>[^\W_](?:[^_\n]{0,80}?[^\W_])?)[.,!?;:]?_(?![\w_])"),
        lambda m: m.group()[1:-1],
    ),
)

# "1s. 2d. the doz.", "10d. the lb.", "thirty shillings the ton": "the" after a price is "a" (en RATE_UNIT)
PRICE_BEFORE_THE = "|".join(
    f"(?<={word} the )"
    for word in ("pence", "penny", "shilling", "shillings", "pound", "pounds", "guinea", "guineas", "dollar", "dollars")
    + ("cent", "cents", "franc", "francs", "farthing", "farthings", r"\dd\.", r"\ds\.", r"\dl\.", r"\dd", r"\ds")
)


_ONE_LETTER_ELEMENTS = frozenset("BCFHIKNOPSUVWY")


def _chemical(match: re.Match[str]) -> str | None:
    """ "CO2", "H2SO4", "NH3": a formula's letters spelled, its counts said ("C O two"); a token with two capitals
    together only, as "G7" and "Q3" already read right, each of them an element's."""
    token = match.group()
    if not re.search(r"[A-Z]{2}", token) or not set(re.findall(r"[A-Z]", token)) <= _ONE_LETTER_ELEMENTS:
        return None  # "MP3": no element is M
    return " ".join(part if part.isalpha() else cardinal(int(part)) for part in re.findall(r"[A-Z]|\d", token))


# An old printer's fraction, its denominator an ordinal after a hyphen ("2-3ds": two thirds, "3-4ths" three fourths,
# "1-4th of the town", "raised 1-3d"); a plural ending is no range's, and a singular one is read only after one and
# not after "the" or a month ("the 1-3d of May", "May 1-3rd" are days).
_HYPHEN_FRACTION = re.compile(
    r"(?P<numerator>[1-9](?<![\w.,/-][1-9]))-(?P<denominator>[2-9]|1[0-2])(?P<suffix>ds|nds|rds|ths|d|nd|rd|th)(?!\w)"
)
_SUFFIXES = {"d": "d", "nd": "d", "rd": "d", "th": "th"}
_PART_ENDS = re.compile(r"[ \u00a0]of\b|[.,;:)]|\s*$")
_DAY_BEFORE = re.compile(
    r"(?:\bthe|Jan|Feb|Mar|Apr|May|June?|July?|Aug|Sept?|Oct|Nov|Dec|[a-z]ary|ch|il|ust|ber)\.?[ \u00a0]$"
)


def _hyphen_fraction(match: re.Match[str]) -> str | None:
    numerator, denominator = int(match["numerator"]), int(match["denominator"])
    suffix = match["suffix"]
    many = suffix.endswith("s")
    # the ending must be the ordinal's ("3d", "3rd", "4th"; not "3th")
    if numerator >= denominator or not ordinal(denominator).endswith(_SUFFIXES[suffix.removesuffix("s")]):
        return None
    if many != (numerator > 1):
        return None
    if not many and (
        _DAY_BEFORE.search(match.string, max(0, match.start() - 12), match.start())
        or not _PART_ENDS.match(match.string, match.end())
    ):
        return None  # "the 1-3d of May", "the 1-3rd week": days
    said = ordinal(denominator) if denominator != 2 else "half"
    return f"{cardinal(numerator)} {plural(said) if many else said}"


_BY_PARTICIPLES = {
    "rans": "ranslated", "r": "ranslated", "d": "dited", "dd": "dited", "llus": "llustrated", "llust": "llustrated",
    "omp": "ompiled",
}  # fmt: skip


# read before the range class would take its hyphen for "to" (en RANGES)
HYPHEN_FRACTION = Rule("fraction", _HYPHEN_FRACTION, _hyphen_fraction)


# "do." (ditto) in an account or a list, where it stands for the word above: after a comma, a semicolon, a line's
# start or another ditto, and before a comma or an amount ("soap, do., 3s.", "Ditto, do. 4s. 6d."); the verb that
# ends a sentence ("That will do.") has a word before it
_DITTO = re.compile(
    r"(?=[Dd]o\.)(?<![\w.])(?:(?<=[,;][ \u00a0])|(?<=^)|(?<=\n)|(?<=[Dd]o\.[ \u00a0]))(?P<d>[Dd])o\."
    r"(?=[,;:]|[ \u00a0]+(?:[\d£$]|[Dd]o\.|ditto\b|(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve"
    r"|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|a|half)\b))"
)


# "5 yo", "a 45 y/o woman": years of age, singular where the age describes the noun after it
_YEARS_OLD = re.compile(r"(?P<number>\d(?<![\w.,]\d)\d{0,2})[ \u00a0]?(?:yo|y/o|y\.o\.)(?!\w|/)")


def _years_old(match: re.Match[str]) -> str:
    count = int(match["number"])
    return f"{cardinal(count)} {'year' if count == 1 or describes_noun(match) else 'years'} old"


PROSE_RULES: tuple[Rule, ...] = (
    Rule("abbreviation", _YEARS_OLD, _years_old),
    Rule("abbreviation", _DITTO, lambda m: m["d"] + "itto"),
    # a title page's "Trans. by", "Ed. by", "Illus. by": the participle ("Phil. Trans." stays the journal's)
    Rule(
        "abbreviation",
        re.compile(r"(?<![\w.])(?P<word>[Tt]rans|[Tt]r|[Ee]dd?|[Ii]llus|[Ii]llust|[Cc]omp)\.(?=[ \u00a0]by\b)"),
        lambda m: m["word"][0] + _BY_PARTICIPLES[m["word"][1:]],
    ),
    # "s. 4", "ss. 12-14": a statute's section and sections ("10 s. 6 d." after a sum stays money)
    Rule(
        "abbreviation",
        re.compile(r"(?<![\w.])(?<!\d[ \u00a0])(?P<many>s)?s\.(?=[ \u00a0]\d)"),
        lambda m: "sections" if m["many"] else "section",
    ),
    # a letter's close: "Yrs. truly", "Yr. obt. servt.", "Yr. loving son" (yours, your); "5 yrs." after a number is
    # years
    Rule(
        "abbreviation",
        re.compile(
            r"(?<![\w.])(?P<y>[Yy])r(?P<s>s)?\."
            r"(?=[ \u00a0](?:very[ \u00a0]|most[ \u00a0])?(?:(?:truly|affectionately|faithfully|sincerely|"
            r"respectfully|obediently)|ever(?=[,.])|obt\.|obdt\.|obedient|humble|affte?\.|affly\.|devoted|&c|"
            r"affectionate|loving|dutiful|faithful|grateful|attached|sincere)(?!\w))"
        ),
        lambda m: m["y"] + ("ours" if m["s"] else "our"),
    ),
    # a chemical formula: "CO2", "H2SO4" (letters spelled and single counts; "M25", "COVID19" are no formula)
    Rule("characters", re.compile(r"(?<![\w.-])(?:[A-Z]{1,3}[2-9](?!\d))+[A-Z]{0,2}(?![\w-])"), _chemical),
    # "every 5s", "wait 10s": after a word that measures time, "s" is seconds (not shillings, nor "fives")
    Rule("measure", re.compile(r"(?P<number>\d(?<![\w.,]\d)\d*(?:\.\d+)?)s(?!\w)"), _seconds),
    # "3 o'clock P. M.", "ten o'clock a.m.": the half of the day after "o'clock", said as one word ("PM"); its last
    # period stays where it also ends the sentence
    Rule(
        "time",
        re.compile(r"(?<=o['’]clock[ \u00a0])(?P<half>[AaPp])\.?[ \u00a0]?[Mm](?!\w)(?:\.(?=\s*[a-z,;:]))?"),
        lambda m: f"{m['half'].upper()}M",
    ),
    Rule("ordinal", re.compile(r"(?P<number>\d(?<![\w.,]\d)\d*)d(?![\w.])"), _old_ordinal),
    Rule("ordinal", re.compile(r"(?=[ec])(?<![\w.])(?P<word>ed|cent)\.(?!\w)"), _edition),
    Rule(
        "measure",
        re.compile(
            rf"(?P<number>\d(?<![\w.,]\d)\d*(?:\.\d+)?)[ \u00a0]m\.(?={_MILES_WHERE}"
            # the yards after it said already: "26 m. 385 yds." is "... m. three hundred eighty-five yards"
            r"|[ \u00a0](?:[a-z]+[ \u00a0-]){1,6}(?:yards?|furlongs?|chains?)\b)"
        ),
        _miles,
    ),
    Rule("address", _POINT_AFTER_THE, lambda m: COMPASS[m["point"]]),
    # an almanac's "15h. 42m.": minutes after an hour (the measure class leaves "m" there, en MEASURES.not_after)
    Rule(
        "measure",
        re.compile(r"(?P<number>\d(?<=[rs.][ \u00a0]\d)\d?)m(?:\.(?=[ \u00a0]+[a-z]|,))?(?!\w)"),
        _minutes_after_hours,
    ),
    Rule(
        "abbreviation",
        re.compile(
            r"\bM(?P<many>M)?\.(?=[ \u00a0](?:(?:de|du|le|la)[ \u00a0]|d['’])?[A-Z][a-zà-ÿ]+\b(?!\.[ \u00a0]?[A-Z]\b))"
        ),
        _monsieur,
    ),
    # a weight in stone ("14 st. 7 lb."), written apart from its number ("1st." is first)
    Rule(
        "measure",
        re.compile(r"(?P<number>\d(?<![\w.,]\d)\d?)[ \u00a0]st\.(?!\w)"),
        lambda m: f"{cardinal(int(m['number']))} stone" + _sentence_end(m),
    ),
    Rule(
        "abbreviation",
        re.compile(rf"(?P<word>[Mm](?<![\w.][Mm])(?:in|ax))\.?(?= (?:{_BOUNDED})\b)"),
        lambda m: {"m": "m", "M": "M"}[m["word"][0]] + ("inimum" if m["word"][1] == "i" else "aximum"),
    ),
    # "min. 8 characters", "max. 2 bags": before a number, with its period (after one, "10 min." is minutes)
    Rule(
        "abbreviation",
        re.compile(r"(?P<word>[Mm](?<![\w.][Mm])(?:in|ax))\.(?<!\d[ \u00a0]...\.)(?=[ \u00a0]?\d)"),
        lambda m: m["word"][0] + ("inimum" if m["word"][1] == "i" else "aximum"),
    ),
    # "Est. 1887": established (a year ends the phrase); "est. 300 guests": estimated
    Rule(
        "abbreviation",
        re.compile(
            r"(?P<word>[Ee])st\.(?<![\w.][Ee]st\.)(?=[ \u00a0]?(?P<number>\d(?:[\d,]*\d)?)(?P<after>[ \u00a0]?\w)?)"
        ),
        _established_or_estimated,
    ),
    # "the min is 3": the minimum, a noun after "the"
    Rule(
        "abbreviation",
        re.compile(r"(?P<word>m(?:in|ax))(?<=\b[Tt]he m\w\w)(?=[ \u00a0]+(?:is|was|of|and|or)\b)"),
        lambda m: "minimum" if m["word"] == "min" else "maximum",
    ),
    Rule("abbreviation", re.compile(r"MS(?<![\w.]MS)(?P<many>S)?\.(?!\w)"), _manuscript),
    # "the Sec. of State": a secretary of a department ("Sec. 4" is a section)
    Rule(
        "abbreviation",
        re.compile(r"(?P<s>[Ss])ec(?<![\w.][Ss]ec)\.(?=[ \u00a0]of[ \u00a0][A-Z])"),
        lambda m: m["s"] + "ecretary",
    ),
    # a baronet after his name and a comma ("Sir Walter Elliot, Bart., of Kellynch"); "I saw Bart." is a name
    Rule("abbreviation", re.compile(r"Bart\.(?<=, Bart\.)(?!\w)"), lambda m: "Baronet" + _sentence_end(m)),
    # a title before a name the writer left blank ("Mr. —— called", "Dr. —— of ——shire")
    Rule(
        "abbreviation",
        re.compile(r"(?=[MDCGR])\b(?P<title>Mrs?|Dr|Capt|Col|Gen|Rev)\.(?=[ \u00a0]?[—–-]{2}|[ \u00a0]?—)"),
        lambda m: _BLANKED_TITLES[m["title"]],
    ),
    Rule("cardinal", re.compile(r"(?P<number>\d(?<![\w.,$£€]\d)\d*(?:\.\d+)?)[kK](?!\w)"), _thousands_or_race),
    # "5 ft. 10 in.", "5 ft 4 in tall": the inches after the feet, where the sentence ends after them
    Rule(
        "measure",
        re.compile(
            r"(?:(?<=t )|(?<=t\. ))"  # the shape, for the scan to pass other positions
            r"(?P<number>\d{1,2}(?:\.\d+)?)(?:(?<=feet \d)|(?<=feet \d\d)|(?<=foot \d)|(?<=feet\. \d)|(?<=feet\. \d\d))"
            r" in(?:\.(?!\w)|(?=[ \u00a0](?:tall|high|long|wide|deep|thick|across|and|by)\b|[,;]|\s*$))"
        ),
        lambda m: (
            f"{decimal(parse_number(m['number']))} {'inch' if m['number'] == '1' else 'inches'}"
            + (_sentence_end(m) if m.group().endswith(".") else "")
        ),
    ),
    # a sermon's heads: "2dly", "3dly", "4thly" (secondly, thirdly, fourthly)
    Rule("ordinal", re.compile(r"(?P<number>\d(?<![\w.,]\d)\d?)(?:st|nd|rd|th|d)ly(?!\w)"), _ordinal_adverb),
    # a year's last two digits after a date ("July 4th, '76")
    Rule("date", re.compile(r"(?<=, )['’](?P<digits>\d{2})(?![\w'’]|[.,]\d)"), _short_year_after_date),
    # its period is the abbreviation's where the sentence goes on ("printed in 12mo. at Edinburgh", "2 vols. 8vo.,")
    Rule(
        "cardinal",
        re.compile(r"(?=[148])(?<![\w.,])(?P<size>4to|8vo|12mo|16mo)(?!\w)(?:\.(?=[ \u00a0]+[a-z]|[,;:)]))?"),
        _book_size,
    ),
    Rule(
        "cardinal",
        re.compile(r"(?P<number>\d(?<![\w.,'’$£€#]\d)\d{0,2})['’]?s(?![\w'’]|\.\d|\.[ \u00a0]?\d{1,2}d\.)"),
        _numeral_plural,
    ),
    # "51° 28′ 38″ N.": the minutes and seconds of an angle (not feet and inches: the degrees are said before them)
    Rule(
        "measure",
        re.compile(r"(?<=degrees )(?P<minutes>\d{1,2})['′][ \u00a0]?(?P<seconds>\d{1,2}(?:\.\d+)?)(?:\"|″|'')"),
        lambda m: (
            f"{cardinal(int(m['minutes']))} minute{'s' * (m['minutes'] != '1')} "
            f"{decimal(parse_number(m['seconds']))} second{'s' * (m['seconds'] != '1')}"
        ),
    ),
    # "40° 30' N.": the minutes of an angle (the degrees already said), then its compass point
    Rule(
        "measure",
        re.compile(r"(?<=degrees )(?P<minutes>\d{1,2})['′](?= [NSEW]\b)"),
        lambda m: cardinal(int(m["minutes"])) + (" minute" if m["minutes"] == "1" else " minutes"),
    ),
    Rule(
        "measure",
        re.compile(
            r"(?P<point>[NSEW])(?:(?<=degrees .)|(?<=minutes .)|(?<=minute .)|(?<=seconds .)|(?<=miles .))"
            r"(?P<dot>\.)?(?![\w.])"
        ),
        _compass,
    ),
    # "9.58s": a time in seconds (a plural of a decimal is never written)
    Rule(
        "measure",
        re.compile(r"(?P<number>\d(?<![\w.,]\d)\d*\.\d+)s(?![\w'’])"),
        lambda m: f"{decimal(parse_number(m['number']))} seconds",
    ),
    # "lat. 42° N.": latitude (the degrees already said); "long." alone may end a sentence
    Rule(
        "measure",
        re.compile(r"\b(?P<word>[Ll]at|[Ll]ong)\.(?=[ \u00a0](?:[a-z]+[- ]){0,3}degrees\b)"),
        lambda m: ("l" if m["word"][0] == "l" else "L") + ("atitude" if m["word"][1] == "a" else "ongitude"),
    ),
    Rule("date", re.compile(r"(?P<year>\d(?<![\w.,]\d)\d{3})(?![\w.,]?\d)"), _dated_year),
    Rule(
        "money",
        re.compile(r"(?P<number>\d(?<![\w.,]\d)(?:\d{0,2}(?:,\d{3})+|\d*))l\.(?:(?=[ ,;])|(?P<end>(?=\s*$)))"),
        lambda m: (
            # "a 5l. note": a five pound note, the amount describing its noun
            f"{decimal(parse_number(m['number']))} {'pound' if m['number'] == '1' or describes_noun(m) else 'pounds'}"
            + ("." if m["end"] is not None else "")
        ),
    ),
    # "FY2024", "FY 24": a financial year, its letters spelled
    Rule(
        "date",
        re.compile(r"FY(?<![\w-]FY)[ \u00a0]?(?P<year>\d{4}|\d{2})(?![\w.,]?\d)"),
        lambda m: "F Y " + (year(int(m["year"])) if len(m["year"]) == 4 else short_year(m["year"])),
    ),
    # "Q3 2024": a quarter's year
    Rule(
        "date",
        re.compile(r"(?P<year>\d{4})(?<=\bQ[1-4] \d{4})(?![\w.,]?\d)"),
        lambda m: year(int(m["year"])),
    ),
    Rule(
        "date",
        re.compile(r"['’](?<= ['’])(?P<digits>\d{2})(?![\w'’]|[.,]\d)"),
        _short_year,
    ),
    Rule("time", re.compile(r"(?P<hour>[01]\d|2[0-3])(?<![\w.,]\d\d)(?P<minute>[0-5]\d)(?= hours\b)"), _military_time),
    # "at 0800": a clock's four digits with the leading zero, as the forces and timetables say them
    Rule(
        "time",
        re.compile(r"(?P<hour>0\d)(?<=\b[Aa]t 0\d)(?P<minute>[0-5]\d)(?![\w.,:]?\d|\w)"),
        _military_time,
    ),
    # a train, a coach or a race named by its time, as timetables and race cards write it: "the 5.40 from Waterloo",
    # "the 10.15 to Brighton", "the 8.30 train", "the 3.30 race", "the 2.15 at Ascot", "the 7.45 steamer" (a decimal
    # after "the" is no departure)
    Rule(
        "time",
        re.compile(
            r"(?P<hour>\d(?<=\b[Tt]he \d)\d?)\.(?P<minute>[0-5]\d)"
            r"(?= (?:(?:from|to|for|train|express|mail|coach|boat|up|down|stopping|fast|slow|race|steamer|ferry"
            r"|packet|bus|omnibus|tram|service|post|delivery|performance|show|flight)\b|at [A-Z][a-z]))"
        ),
        _train_time,
    ),
    # ... or where a verb of catching one stands before it ("He arrived by the 4.15.", "caught the 9.30", "missed the
    # 10.5 by a minute" is no train: its minutes take two digits)
    Rule(
        "time",
        re.compile(
            r"(?P<hour>\d(?<=\b[Tt]he \d)"
            + "(?:"
            + "|".join(
                rf"(?<=\b{verb} the \d)"
                for verb in ("by", "caught", "catch", "catching", "took", "take", "taking", "missed", "miss", "came on")
            )
            + r")\d?)\.(?P<minute>[0-5]\d)(?![\w.,]?\d)"
            # a noun after it measures ("by the 4.15 per cent", "the 2.50 margin")
            r"(?![ \u00a0](?!(?:and|or|but|from|to|for|at|in|on|with|yesterday|today|tomorrow)\b)[a-z])"
        ),
        _train_time,
    ),
    Rule(
        "date",
        re.compile(
            rf"(?=[MTWFSmtwfs])\b(?P<first>(?i:{_WEEKDAY}))\.?[ \u00a0]?[-–][ \u00a0]?(?P<last>(?i:{_WEEKDAY}))\b"
            r"(?:\.(?=[ \u00a0]+[a-z\d]))?"
        ),
        lambda m: f"{_WEEKDAYS[m['first'].lower()]} to {_WEEKDAYS[m['last'].lower()]}",
    ),
    # a weekday written short with its period, alone ("on Wed. at noon", "closes on Sat."), or before its date ("Sat.
    # Oct. 12", "Sun., Mar. 5": no sentence ends there); "Sun." alone may be a paper's
    Rule(
        "date",
        re.compile(rf"(?=[MTWFS])\b(?:(?P<day>Mon|Tues?|Wed|Thurs?|Fri|Sat)\.(?!\w)|(?P<sun>Sun)\.(?={_MONTH_AFTER}))"),
        lambda m: (
            _WEEKDAYS[(m["day"] or m["sun"]).lower()]
            + ("" if _MONTH_AFTER_PATTERN.match(m.string, m.end()) else _sentence_end(m))
        ),
    ),
    # a telephone extension, digit by digit, a zero as "oh": "ext. 204" ("extension 4421" is the identifier class's)
    Rule(
        "telephone",
        re.compile(r"\b[Ee]xt\.?[ \u00a0]?(?P<digits>\d{2,6})(?![\w.,]?\d)"),
        lambda m: "extension " + " ".join("oh" if digit == "0" else cardinal(int(digit)) for digit in m["digits"]),
    ),
    # emergency and service numbers after a word for calling: "dial 911", "call 999", "ring 111", "text 988"
    Rule(
        "telephone",
        re.compile(r"(?P<digits>[1-9]11|999|112|988)(?<=\b(?:[Dd]ial|[Cc]all|[Rr]ing|[Tt]ext) \d{3})(?!\w|[.,]\d)"),
        lambda m: " ".join(cardinal(int(digit)) for digit in m["digits"]),
    ),
    Rule(
        "measure",
        re.compile(
            r"(?=\d)(?<![\w.])"  # a number's start, for the scan to pass other positions
            r"(?P<first>\d(?<![\w.]\d)\d*(?:\.\d+)?) ?x ?(?P<second>\d+(?:\.\d+)?)"
            r"(?:(?P<plural>s)(?!\w)|(?= ?(?:ft|feet|foot|in|inch|inches|cm|mm|m|meters|metres|yards|yd|px|pixels)\b))"
            # the second already said by the measure class: "12 x 14 ft" is "12 x fourteen feet" here
            r"|(?P<first_alone>\d(?<![\w.]\d)\d*(?:\.\d+)?) x (?=[a-z]+(?:[ -][a-z]+){0,4} (?:feet|foot|inches|inch|"
            r"meters|meter|centimeters|millimeters|yards|yard)\b)"
        ),
        _dimensions,
    ),
    # "a 5 x 8 rug": by; "Multiply 3 x 4": times
    Rule(
        "measure",
        re.compile(r"(?P<first>\d(?<![\w.]\d)\d*(?:\.\d+)?) x (?P<second>\d+(?:\.\d+)?)(?![\w.,]?\d|\w)"),
        _spaced_by_or_times,
    ),
    # two measures already said: "3 m x 4 m" (three meters by four meters)
    Rule(
        "measure",
        re.compile(
            "(?= x )(?:"
            + "|".join(
                f"(?<={unit})" for unit in ("meters", "meter", "feet", "foot", "inches", "inch", "yards", "miles")
            )
            + ") x (?=[a-z])"
        ),
        lambda m: " by ",
    ),
    # "a 4x4", "a 3x3 grid": written without spaces, always "by"
    Rule(
        "measure",
        re.compile(r"(?P<first>\d(?<![\w.]\d)\d*)x(?P<second>\d+)(?!\w|\.\d)"),
        _by,
    ),
    Rule(
        "measure",
        re.compile(r"(?P<number>\d(?<![\w.'′]\d)(?<!['′] \d)\d*(?:\.\d+)?)(?:\"|″)(?= [A-Za-z]|[,;]|$)"),
        _inches,
    ),
    # "50c a dozen": cents, the sign written as a letter
    Rule("money", re.compile(r"(?P<count>\d(?<![\w.,]\d)\d{0,2})(?P<sign>p|¢|c)(?!\w)"), _pence_or_cents),
    Rule(
        "measure",
        re.compile(
            r"(?P<number>\d(?<![\w.,]\d)\d*(?:\.\d+)?)[ \u00a0]?pts?(?:\.(?=[ \u00a0]of\b))?"
            r"(?=[ \u00a0]of\b|(?P<type>[ \u00a0](?:type|font|text|size|print|lettering|bold|italic)\b))"
        ),
        _pints_or_type,
    ),
    Rule(
        "measure",
        re.compile(
            r"(?P<number>\d(?<![\w.'′]\d)\d?)['′](?=[ \u00a0](?:tall|high|long|wide|deep|thick|across|away|apart|"
            r"deep|square|of|in (?:length|height|width|diameter))\b)"
        ),
        _feet,
    ),
    # "18+": eighteen plus; "2.5m people", "1M views", "2B users": two point five million people
    Rule(
        "cardinal", re.compile(r"(?P<number>\d(?<![\w.,]\d)\d*)\+(?![\w+])"), lambda m: f"{integer(m['number'])} plus"
    ),
    Rule(
        "cardinal",
        re.compile(
            r"(?P<number>\d(?<![\w.,]\d)\d*(?:\.\d+)?)(?P<scale>[mMB]|bn)(?= (?:people|children|[a-z]+[^s\W]s)\b)"
        ),
        lambda m: f"{decimal(parse_number(m['number']))} {'million' if m['scale'] in 'mM' else 'billion'}",
    ),
    # "worth 1.2M", "raised 40M in its last round", "valued at 3B": a scale after a word of worth, or after a number
    # with a point ("8.4M."), where "Gate 4M" and "a 2B pencil" keep their letter
    Rule("cardinal", _SCALED_AMOUNT, _scaled_amount),
    # "blood pressure 120/80", "BP 135/85": one twenty over eighty
    Rule(
        "fraction",
        re.compile(r"(?P<systolic>\d(?<![\w./]\d)\d{1,2})/(?P<diastolic>\d{2,3})(?![\w/]|[.,]\d)"),
        _blood_pressure,
    ),
    # "the 80/20 rule", "20/20 vision": two numbers of two digits said one after the other
    Rule(
        "cardinal",
        re.compile(r"(?P<first>\d(?<![\w./]\d)\d)/(?P<second>\d\d)(?![\w/]|[.,]\d)"),
        lambda m: f"{cardinal(int(m['first']))} {cardinal(int(m['second']))}",
    ),
    Rule(
        "date",
        re.compile(r"\b(?P<word>[Cc]a?|[Cc]irc|b|d|fl|m)\.[ \u00a0]?(?P<year>\d{4})(?![\w.,]?\d)"),
        lambda m: f"{_said_like(m['word'], _YEAR_ABBREVIATIONS[m['word'].lower()])} {year(int(m['year']))}",
    ),
    Rule(
        "date",
        re.compile(r"(?P<year>\d(?<![\w.,$£€#/:+-]\d)\d{3})(?![\w.,]?\d|[-/:%°'])(?=[,.;:!?)\]]|[ \t]*(?:\n|$))"),
        _running_year,
    ),
    Rule(
        "date",
        re.compile(r"(?P<year>\d(?<![\w.,]\d)\d{3})(?= (?P<noun>[^\W\d_]+))"),
        _attributive_year,
    ),
    Rule(
        "measure",
        re.compile(r"(?P<feet>\d(?<![\w.]\d)\d?)['′][ \u00a0]?(?P<inches>\d{1,2}(?:\.\d+)?)(?:\"|″|'')"),
        _feet_and_inches,
    ),
    Rule("cardinal", re.compile(r"(?P<first>\d(?<![\w.:]\d)\d{0,2}):(?P<second>\d{1,3})(?![\w:]|[.,]\d)"), _ratio),
    Rule(
        "cardinal",
        re.compile(r"(?P<number>1(?<![\w.,]1)(?:00|,?000|(?:,?000){2}|(?:,?000){3}))s(?!\w)"),
        lambda m: _SCALE_PLURALS[m["number"].replace(",", "")],
    ),
    Rule(
        "money",
        re.compile(
            r"(?=\d{1,3}[sd]\.)"  # the shape, for the scan to pass other positions
            r"(?:(?P<shillings>\d(?<![\w.,]\d)\d{0,2})s\.(?:[ \u00a0](?P<pence>\d{1,2})d\.)?"
            r"|(?P<pence_alone>\d(?<![\w.,]\d)\d?)d\.)"
        ),
        lambda m: _shillings_and_pence(m) if m["shillings"] else _pence_alone(m),
    ),
    Rule(
        "money",
        re.compile(r"(?P<shillings>\d(?<![\w.,]\d)\d?)[ \u00a0]s\.(?:[ \u00a0](?P<pence>\d{1,2})[ \u00a0]d\.)?(?!\w)"),
        _spaced_shillings,
    ),
)
