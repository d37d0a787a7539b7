"""Street addresses, the part languages share: how a language writes its street types, house words and postcodes,
which a language's home fills in and classes/address.py reads.

    from handler.text.normalize.addresses import Addresses, Postcode

    ADDRESSES = Addresses(
        streets={"ul.": "ulica", "al.": "aleja"},
        located=("na", "przy", "w"), locatives={"ul.": "ulicy", "al.": "alei"},
        postcode=Postcode(5),
    )

A street type's abbreviation is read before a name or a number ("ul. Długa", "д. 5"), or, where the language writes
it at the end of the street's name, before the house number ("Musterstr. 12a"); after a preposition of place the
locative ("na ul. Długiej": "na ulicy Długiej"); a postcode before a town digit by digit, as one number, or the
department as a number and then digits ("75002": "soixante-quinze zéro zéro deux").
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

from handler.text.normalize.rules import Rule

# A period after an abbreviation is kept where it also ends the sentence.
ABBREVIATION_DOT = r"(?:\.(?!\s*$|\s+[A-ZÄÖÜÉ]))?"

DIGITS = "digits"  # "10115": "eins null eins eins fünf"
ONE_NUMBER = "number"  # "1051": one number
DEPARTMENT = "department"  # the first two digits one number, the rest digit by digit ("75002")


@dataclass(frozen=True)
class Postcode:
    length: int = 0  # the digits of a postcode written in one group before a town; 0: none is read so
    reading: str = DIGITS
    towns: tuple[str, ...] = ()  # abbreviations of "town" that may follow it instead of the town's name ("г.")
    mark: str = ""  # a sign written before a postcode ("〒"): after it, a code in groups ("100-0005") is one
    said_mark: str = ""  # the words for the sign
    joiner: str = ", "  # between the groups of a postcode, as said
    # The postcode is written after the town, ending the address ("नई दिल्ली, 110001", "मुंबई - 400001").
    after_town: bool = False


@dataclass(frozen=True)
class Addresses:
    # Street types and house words written short, as said ("ul.": "ulica", "д.": "дом").
    streets: Mapping[str, str] = field(default_factory=dict)
    # The type is written at the end of the street's name ("Musterstr. 12a"), not before it.
    type_after_name: bool = False
    # Endings of a street's name before a house number with a letter ("Hauptstraße 12a": "zwölf a").
    street_endings: tuple[str, ...] = ()
    # Abbreviations read as address words only after another address word ("д. 56, стр. 3"; alone "стр." is a
    # page).
    in_addresses: frozenset[str] = frozenset()
    # After these prepositions of place a street word takes its locative ("на ул.": "на улице").
    located: tuple[str, ...] = ()
    locatives: Mapping[str, str] = field(default_factory=dict)
    # A street's name in its locative between the preposition and the type written after it, where the language
    # writes the type last (a regular expression: Slovene "na Prešernovi ul.": "na Prešernovi ulici").
    located_name: str = ""
    postcode: Postcode | None = None
    # The language's own rules: before the shared ones (English house numbers, Japanese blocks), and after them
    # (they read what the street words wrote: Hungarian "utca 12.").
    first: Callable[[], tuple[Rule, ...]] | None = None
    last: Callable[[], tuple[Rule, ...]] | None = None
