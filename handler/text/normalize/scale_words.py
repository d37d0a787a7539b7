"""How a language says an amount with a scale word (classes/scale.py finds them; CLDR gives the words): a home's
`scale`.

    ScaleWords(of="de", elided="d'")   # French: "20 M€" is "vingt millions d'euros", "2 mds $" "… de dollars"
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field


@dataclass(frozen=True)
class ScaleWords:
    # The word before a currency named after a scale word ("milhões de reais", "milioni di euro"), and its form
    # before a vowel or an h ("millions d'euros").
    of: str = ""
    elided: str = ""
    # The number and its scale word are written as one word, the number in the form it takes before a noun
    # (Hungarian "kétmilliárd").
    joined: bool = False
    # A number of thousands written with the thousand's word is said as one word, the number it makes (Italian "10
    # mila persone": "diecimila persone", "500 mila €": "cinquecentomila euro").
    thousands_joined: bool = False
    # Nouns are capitalised, so a short form's period before a capital does not end the sentence ("3 Mio. Euro").
    capitalised_nouns: bool = False
    # Short forms people write that CLDR's compact formats lack, lowercased without their period -> the power of ten
    # ("mlrd" beside CLDR's "mlr": "2 mlrd. eura" is "dvije milijarde eura").
    short: Mapping[str, int] = field(default_factory=dict)
    # Scale words people write in full that CLDR's long forms lack, said as written -> the power of ten (Hindi news
    # writes the English "बिलियन" beside CLDR's "अरब": "$5 बिलियन" is "पाँच बिलियन डॉलर").
    words: Mapping[str, int] = field(default_factory=dict)
    # Short forms that write a scale word and a currency together, lowercased without their period -> (the power of
    # ten, the ISO code): "2 mkr" is "två miljoner kronor".
    with_currency: Mapping[str, tuple[int, str]] = field(default_factory=dict)
    # The scale word (CLDR's form for the number) in the case the word before the amount gives it, or None where
    # that word gives none: (scale word, number, word before) -> the word ("siekia 2 mlrd.": "milijardus").
    declined: Callable[[str, int, str], str | None] | None = None
    # A number and its scale word said as one word, where the language says them so: (number, scale word, word before,
    # whether a noun follows) -> the word, or None (Arabic's dual: "2 مليار دولار" is "ملياري دولار" after a verb or
    # a preposition, "مليارا دولار" opening a sentence).
    said_together: Callable[[int, str, str, bool], str | None] | None = None

    def before_currency(self, name: str) -> str:
        """A currency's name after the scale word."""
        of = self.of_before(name)
        return f"{of}{name}" if of.endswith("'") else f"{of} {name}" if of else name

    def of_before(self, word: str) -> str:
        """The "of" between a scale word and `word`, elided before a vowel or an h ("d'", "de")."""
        return self.elided if self.elided and word[:1].lower() in "aeiouyàâéèêîôh" else self.of
