"""References to the Bible as books and sermons write them, said as readers say them: the book's name, then its
chapter and verse as plain numbers.

    from handler.text.normalize.languages.en.scripture import SCRIPTURE

    apply_rules(AlignedText.of("Read John iii. 16 and believe."), (SCRIPTURE,)).text
    # "Read John three sixteen and believe."

- a chapter in small roman numerals after a book's name or its short form ("Matt. v. 8", "Psalm xxiii.", "1 Cor.
  xiii. 4-7": Matthew five eight, Psalm twenty-three, First Corinthians thirteen four to seven);
- a chapter and a verse in digits after a short form ("Heb. 11:1", "Matt. 5. 8": Hebrews eleven one, Matthew five
  eight), and a short form before a reference another class already said ("Rom. 8:28": Romans);
- a full name before digits ("Genesis 1:1") is the ratio rule's (prose.py), which reads it the same way;
- a numbered book with its chapter alone ("1 Corinthians 13": First Corinthians thirteen) is NUMBERED_BOOK's.
A single-letter numeral ("v", "i", "x") after a full name needs its verse ("Mark v. Jones" is a lawsuit).
"""

from __future__ import annotations

import re

from handler.text.normalize.languages.en.words import cardinal, ordinal
from handler.text.normalize.roman_numerals import value
from handler.text.normalize.rules import Rule

_NAMES = (
    "Genesis", "Exodus", "Leviticus", "Numbers", "Deuteronomy", "Joshua", "Judges", "Ruth", "Samuel", "Kings",
    "Chronicles", "Ezra", "Nehemiah", "Esther", "Job", "Psalm", "Psalms", "Proverbs", "Ecclesiastes", "Isaiah",
    "Jeremiah", "Lamentations", "Ezekiel", "Daniel", "Hosea", "Joel", "Amos", "Obadiah", "Jonah", "Micah", "Nahum",
    "Habakkuk", "Zephaniah", "Haggai", "Zechariah", "Malachi", "Matthew", "Mark", "Luke", "John", "Acts", "Romans",
    "Corinthians", "Galatians", "Ephesians", "Philippians", "Colossians", "Thessalonians", "Timothy", "Titus",
    "Philemon", "Hebrews", "James", "Peter", "Jude", "Revelation", "Ecclesiasticus", "Canticles",
)  # fmt: skip
# The books' short forms in older and newer editions, with their period ("Matt.", "Ps.", "1 Cor.").
_SHORT = {
    "Gen": "Genesis", "Ex": "Exodus", "Exod": "Exodus", "Lev": "Leviticus", "Num": "Numbers", "Deut": "Deuteronomy",
    "Josh": "Joshua", "Judg": "Judges", "Sam": "Samuel", "Kgs": "Kings", "Chron": "Chronicles", "Chr": "Chronicles",
    "Neh": "Nehemiah", "Esth": "Esther", "Ps": "Psalm", "Psa": "Psalm", "Prov": "Proverbs", "Eccl": "Ecclesiastes",
    "Eccles": "Ecclesiastes", "Ecclus": "Ecclesiasticus", "Cant": "Canticles", "Isa": "Isaiah", "Jer": "Jeremiah",
    "Lam": "Lamentations", "Ezek": "Ezekiel", "Dan": "Daniel", "Hos": "Hosea", "Obad": "Obadiah", "Mic": "Micah",
    "Nah": "Nahum", "Hab": "Habakkuk", "Zeph": "Zephaniah", "Hag": "Haggai", "Zech": "Zechariah", "Mal": "Malachi",
    "Matt": "Matthew", "Mat": "Matthew", "Mk": "Mark", "Lk": "Luke", "Jn": "John", "Rom": "Romans",
    "Cor": "Corinthians", "Gal": "Galatians", "Eph": "Ephesians", "Phil": "Philippians", "Col": "Colossians",
    "Thess": "Thessalonians", "Tim": "Timothy", "Tit": "Titus", "Philem": "Philemon", "Heb": "Hebrews", "Jas": "James",
    "Pet": "Peter", "Rev": "Revelation",
}  # fmt: skip
# The full names in lowercase, for the rules that look back at a book before a number ("Genesis 1:1").
BOOK_NAMES = frozenset(name.lower() for name in _NAMES)

_NUMBER_WORD = (
    r"(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen"
    r"|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)\b"
)
_BOOK = "|".join(sorted([*_NAMES, *(f"{short}\\." for short in _SHORT)], key=len, reverse=True))
_REFERENCE = re.compile(
    rf"(?=[A-Z1-3])(?<![\w.])(?:(?P<nth>[1-3]|I{{1,3}})[ \u00a0])?(?P<book>{_BOOK})[ \u00a0]"
    r"(?:(?P<roman>[ivxlc]+)\.(?:[ \u00a0]?(?P<verse>\d{1,3})(?![\d:]|[.,]\d))?"  # "iii. 16", "xxiii."
    r"|(?P<chapter>\d{1,3})(?::|\.[ \u00a0]?)(?P<verse_of>\d{1,3})(?![\d:]|[.,]\d)"  # "11:1", "5. 8"
    rf"|(?={_NUMBER_WORD}))"  # "eight twenty-eight": a clock's rule said it already
)


def _sentence_end(match: re.Match[str]) -> str:
    rest = match.string[match.end() : match.end() + 3]
    return "." if not rest.strip() or rest[:1] == "\n" or re.match(r"\s+[A-Z]", rest) else ""


def _reference(match: re.Match[str]) -> str | None:
    written = match["book"]
    short = written.endswith(".")
    book = _SHORT[written[:-1]] if short else written
    if match["nth"]:
        book = f"{ordinal(value(match['nth']) or int(match['nth'])).capitalize()} {book}"
    if match["roman"]:
        chapter = value(match["roman"].upper())
        if not chapter or (len(match["roman"]) == 1 and not short and not match["verse"]):
            return None  # "Mark v. Jones", "John i. e." are no chapters
        said = f"{book} {cardinal(chapter)}"
        return said + (f" {cardinal(int(match['verse']))}" if match["verse"] else _sentence_end(match))
    if match["chapter"]:
        if not short and match.group().find(":") < 0:
            return None  # "John 3. 16" may be a count after a name; the colon's form is the ratio rule's
        return f"{book} {cardinal(int(match['chapter']))} {cardinal(int(match['verse_of']))}"
    return f"{book} " if short else None


SCRIPTURE = Rule("identifier", _REFERENCE, _reference)


# A numbered book with its chapter alone, or alone before a pause: "1 Corinthians 13" (First Corinthians thirteen),
# "in 2 Timothy, Paul writes"; "3 Kings" or "2 Johns" alone may count people.
_NUMBERED_BOOK = re.compile(
    r"(?=[1-3])(?<![\w.,])(?P<nth>[1-3])[ \u00a0]"
    r"(?P<book>Samuel|Kings|Chronicles|Corinthians|Thessalonians|Timothy|Peter|John)"
    r"(?:[ \u00a0](?P<chapter>\d{1,3})(?![\w:]|[.,]\d)|(?=[,;:.!?)]))"
)
_SAID_ALONE = frozenset({"Samuel", "Chronicles", "Corinthians", "Thessalonians", "Timothy"})


def _numbered_book(match: re.Match[str]) -> str | None:
    book = f"{ordinal(int(match['nth'])).capitalize()} {match['book']}"
    if match["chapter"]:
        return f"{book} {cardinal(int(match['chapter']))}"
    return book if match["book"] in _SAID_ALONE else None


NUMBERED_BOOK = Rule("identifier", _NUMBERED_BOOK, _numbered_book)
