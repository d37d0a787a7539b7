"""Identifiers read digit by digit where the words before them say what they are: a PIN, a postal code, a card's
last digits, a verification code ("Your PIN is 4821": "four eight two one"; "O CEP é 01310-100": "zero um três um
zero, um zero zero").

    from handler.text.normalize.classes import identifier

    apply_rules(AlignedText.of("Your PIN is 4821."), identifier.rules("en")).text   # "... four eight two one."

The words that announce an identifier are the language's (its home's `identifier_words`); the identifier is a run of
three or more digits, in groups apart by a space or a hyphen (a hyphen is a pause: a comma, or what the language
says between a telephone number's groups, Japanese "の"), within three words
after them. Anything else with digits is left to the other classes.
"""

from __future__ import annotations

import re
from functools import lru_cache

from handler.text.normalize.classes.telephone import phone_digits
from handler.text.normalize.languages import home
from handler.text.normalize.rules import Rule

# Three digits or more, in groups apart by one space or hyphen ("113 51", "01310-100"), touching no other digit.
_DIGITS = re.compile(r"\d(?<![\w.,]\d)(?:\d|[ -]\d(?=\d))+(?![\d.,]\d|\d)")
_WINDOW = 40  # characters before the digits where the announcing words are looked for


@lru_cache(maxsize=64)
def rules(lang: str) -> tuple[Rule, ...]:
    """The rules of this class for `lang` (empty where its home names no identifier words)."""
    words = home(lang).identifier_words
    if not words:
        return ()
    # The announcing word (and its endings: "PIN-koodisi", "비밀번호는"), then at most three words, then the digits.
    announced = re.compile(rf"(?:{'|'.join(words)})\w*(?:[^\w\n.!?]+\w+){{0,3}}?[^\w\n.!?]*$", re.IGNORECASE)

    # a script written without spaces runs the number into the word before it ("暗証番号は4821"): only a Latin letter
    # or a digit there joins it to a code
    digits = re.compile(_DIGITS.pattern, re.ASCII) if home(lang).unspaced_digits else _DIGITS
    telephone = home(lang).telephone
    pause = telephone.separator if telephone else ", "  # the groups' pause, as in a telephone number ("の", "، ")

    def say(match: re.Match[str]) -> str | None:
        written = match.group()
        if sum(char.isdigit() for char in written) < 3:
            return None
        if not announced.search(match.string, max(0, match.start() - _WINDOW), match.start()):
            return None
        groups = [digit_group(group, lang) for group in written.split("-")]
        return pause.join(groups)

    return (Rule("identifier", digits, say),)


def digit_group(written: str, lang: str) -> str:
    """Digits one by one; groups apart by a space stay apart ("113 51": "ett ett tre fem ett")."""
    digits = written.replace(" ", "")
    return phone_digits(digits, lang)
