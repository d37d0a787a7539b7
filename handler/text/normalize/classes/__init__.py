"""Token classes: each module finds the tokens of one class and says them in the request's language.

    from handler.text.normalize.classes import class_rules

    aligned = apply_rules(aligned, class_rules("de"), home("de").spacing)

One module per class, each with `rules(lang) -> tuple[Rule, ...]`: its patterns for the way the language
writes that class, and the words the language says for it (num2words, CLDR through babel and unicode-rbnf for
the words; small tables only for what no library holds). Adding a language's rule for a class is one place:
that class's module.

The classes run in the order of CLASSES, and what a rule writes is final, so a class that contains another
runs first: a telephone number or a date is never read as separate cardinals, a range reads its ends with the
rules of their own class, and the cardinal rules run last.
"""

from __future__ import annotations

from functools import lru_cache

from handler.text.normalize.classes import (
    abbreviation,
    address,
    cardinal,
    dates,
    electronic,
    fraction,
    identifier,
    measure,
    money,
    ordinal,
    per,
    ranges,
    roman,
    scale,
    sign,
    symbol,
    telephone,
    times,
)
from handler.text.normalize.rules import Rule

CLASSES = (
    electronic,
    identifier,
    telephone,
    sign,
    address,
    ranges,
    dates,
    times,
    per,
    scale,
    money,
    measure,
    fraction,
    symbol,
    roman,
    abbreviation,
    ordinal,
    cardinal,
)


@lru_cache(maxsize=64)
def class_rules(lang: str) -> tuple[Rule, ...]:
    """Every class's rules for `lang` (a checked language code), in the order they run."""
    return tuple(rule for module in CLASSES for rule in module.rules(lang))
