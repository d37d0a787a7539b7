"""Street addresses: house numbers, street types, apartments and postcodes, read as people say them.

    from handler.text.normalize.classes import address

    apply_rules(AlignedText.of("221B Baker St., London"), address.rules("en")).text
    # "two twenty-one B Baker Street, London"
    apply_rules(AlignedText.of("ул. Ленина, д. 5, кв. 12"), address.rules("ru")).text
    # "улица Ленина, дом пять, квартира двенадцать"

This class finds what an address reads differently from the words and numbers around it: the street-type
abbreviations written before or after the name (Str., Av., C/, ул., u., krt.), with the house number and its letter
("12a": zwölf a), and a postcode before a town. The language's home (its `addresses`: addresses.py) says which
abbreviations it writes and what they are read as, how it reads a postcode (digit by digit, one number, or the
French department and then digits), and its own forms (English house numbers in pairs, "221": two twenty-one;
Japanese blocks, "丸の内1-2-3": 丸の内一丁目二番三号; Korean building and unit numbers, 101동 202호). Only where the
street type or the address form says so: a plain number stays for the cardinal class.
"""

from __future__ import annotations

import re
from functools import lru_cache

from handler.text.normalize.addresses import DEPARTMENT, ONE_NUMBER, Addresses, Postcode
from handler.text.normalize.classes import abbreviation
from handler.text.normalize.classes.telephone import phone_digits
from handler.text.normalize.cldr import CURRENCY_CODES
from handler.text.normalize.currency import EXTRA_SYMBOLS
from handler.text.normalize.languages import home
from handler.text.normalize.rules import Rule
from handler.text.normalize.sentences import no_sentence
from handler.text.normalize.spoken_digits import number_words


@lru_cache(maxsize=64)
def rules(lang: str) -> tuple[Rule, ...]:
    """The rules of this class for `lang`, most specific first (empty where it has none)."""
    addresses = home(lang).addresses
    if addresses is None:
        return ()
    found = list(addresses.first() if addresses.first else ())
    if addresses.postcode:  # before the street words: one may write the town word after it ("г.": город)
        found += _postcodes(lang, addresses.postcode)
    if addresses.streets:
        found += _type_after_name(lang, addresses) if addresses.type_after_name else _before_a_name(lang, addresses)
    return (*found, *(addresses.last() if addresses.last else ()))


def _before_a_name(lang: str, addresses: Addresses) -> list[Rule]:
    """ "ул. Ленина", "д. 5", "C/ Mayor", "Av. Paulista": a street type before a capitalised word or a number. A
    one-letter abbreviation ("д.", "u.", "R.") only before a number or a capital: "д. 5", not "г. в"."""
    words = addresses.streets
    short = "|".join(re.escape(word) for word in words if len(word.rstrip(".:")) <= 1)
    long = "|".join(re.escape(word) for word in sorted(words, key=len, reverse=True) if len(word.rstrip(".:")) > 1)
    alternatives = [rf"(?:{long})(?=\s?\w|,|$)"] if long else []  # "2. th.": a side of the landing
    if short:
        alternatives.append(rf"(?:{short})(?=\s?(?:\d|[^\W\d_](?<![a-zà-ÿа-яё])|d[aeo]s?\s))")
    # A street word that starts a longer abbreviation is that abbreviation's ("av. J.-C.": avant Jésus-Christ).
    longer = [key for key in abbreviation.keys(lang) if any(key.startswith(word) and key != word for word in words)]
    not_longer = f"(?!{'|'.join(re.escape(key) for key in longer)})" if longer else ""
    pattern = re.compile(rf"(?<![\w.]){not_longer}(?:{'|'.join(alternatives)})")
    name = rf"(?:{addresses.located_name}\s)?" if addresses.located_name else ""
    located = (
        re.compile(rf"(?:^|\s)(?:{'|'.join(addresses.located)})\s{name}$", re.IGNORECASE) if addresses.located else None
    )

    # A street word that starts a unit written after a number is the unit's ("65 кв. м": square metres).
    units = tuple(symbol for symbol in home(lang).measures.symbols if any(symbol.startswith(w) for w in words))
    # The year's word written short after a year is the year's ("в 1905 г. Потом": "году"), not a town's "г.".
    dates = home(lang).dates
    year_words = frozenset(dates.year_abbreviations) & frozenset(words) if dates else frozenset()

    def say(match: re.Match[str]) -> str | None:
        written = match.group()
        after_number = re.search(r"\d[ \u00a0]$", match.string[max(0, match.start() - 2) : match.start()])
        if after_number and any(match.string.startswith(unit, match.start()) for unit in units):
            return None
        if written in year_words and re.search(r"(?<!\d)\d{4}[ \u00a0]$", match.string[: match.start()]):
            return None
        if written in addresses.in_addresses and not _after_another(match, addresses):
            return None  # "См. стр. 12": a page, where "д. 56, стр. 3" is a building
        before = match.string[max(0, match.start() - (40 if name else 6)) : match.start()]
        said = words[written]
        if located and written in addresses.locatives and located.search(before):
            said = addresses.locatives[written]
        ends = written.endswith(".") and not match.string[match.end() : match.end() + 2].strip()
        ends = ends and not no_sentence(match)
        return said + "." if ends else said  # its period also ended the text ("2. th.")

    return [Rule("address", pattern, say)]


def _after_another(match: re.Match[str], addresses: Addresses) -> bool:
    """Whether another of the language's address words stands in the 30 characters before the match."""
    before = match.string[max(0, match.start() - 30) : match.start()]
    others = (word for word in addresses.streets if word != match.group())
    return any(re.search(rf"(?<![\w.]){re.escape(word)}", before) for word in others)


def _type_after_name(lang: str, addresses: Addresses) -> list[Rule]:
    """German and Dutch write the type at the end of the street's name ("Musterstr. 12a")."""
    words = addresses.streets
    names = "|".join(re.escape(word) for word in sorted(words, key=len, reverse=True))
    endings = "|".join(addresses.street_endings)
    start = r"(?P<street>[A-ZÄÖÜ](?<![\w\-].)[\wäöüß\-]*"
    return [
        Rule(
            "address",
            re.compile(rf"{start}?)(?P<type>{names})\s(?P<number>\d{{1,4}})(?P<letter>[a-z])?\b"),
            lambda m: (
                f"{m['street']}{words[m['type']]} {number_words(int(m['number']), lang)}"
                + (f" {m['letter']}" if m["letter"] else "")
            ),
        ),
        Rule(
            "address",
            re.compile(rf"{start}(?:{endings})) (?P<number>\d{{1,4}})(?P<letter>[a-z])\b"),
            lambda m: f"{m['street']} {number_words(int(m['number']), lang)} {m['letter']}",
        ),
    ]


# A currency written after an amount is no town ("2500 Ft", "1500 CHF").
_CURRENCIES_WRITTEN = "|".join(
    re.escape(symbol)
    for symbol in sorted({*EXTRA_SYMBOLS, *CURRENCY_CODES}, key=len, reverse=True)
    if symbol[:1].isalpha()
)


# The capital letters of the alphabets that have them (Latin, Greek, Cyrillic): a town's name starts with one. A word
# of a script without capitals (Arabic, Devanagari) after a number is what it counts ("15000 دولار"), no town.
_CAPITALS = "".join(
    re.escape(char) for code in (*range(0x41, 0x530), *range(0x1E00, 0x2000)) if (char := chr(code)).isupper()
)


def _postcodes(lang: str, postcode: Postcode) -> list[Rule]:
    # A postcode stands before a town's capitalised name (or "г. Москва"), at the start or after a comma or colon.
    towns = "".join(f"|{re.escape(town)}" for town in postcode.towns)
    before_a_town = re.compile(
        r"(?:(?<=, )|(?<=: )|(?<![\s\S])|(?<=\n))"
        rf"(?P<code>\d{{{postcode.length}}}|\d{{3}} \d{{2}}|\d{{4}}-\d{{3}}|\d{{2}}-\d{{3}})"
        rf"(?=,?\s(?:[{_CAPITALS}]{towns}))(?!\s(?:{_CURRENCIES_WRITTEN})(?!\w))"
    )
    found = (
        [Rule("address", before_a_town, lambda m: _say_postcode(m["code"], lang, postcode))] if postcode.length else []
    )
    if postcode.after_town and postcode.length:  # "नई दिल्ली, 110001": after the town's name, ending the address
        after_a_town = re.compile(
            rf"(?:(?<=[^\s\d,], )|(?<=[^\s\d] - )|(?<=[^\s\d] – )|(?<=[^\s\d]-))(?P<code>\d{{{postcode.length}}})"
            r"(?=[ \u00a0]*(?:$|[.।\n]))"
        )
        found.append(Rule("address", after_a_town, lambda m: _say_postcode(m["code"], lang, postcode)))
        # "…, Jakarta 10350.": the town's name (one or two capitalised words) after the address's last comma, the
        # postcode after it with a space, ending the address.
        after_a_spaced_town = re.compile(
            rf"(?<=, )(?P<town>[{_CAPITALS}][^\W\d_]+(?: [{_CAPITALS}][^\W\d_]+)?) (?P<code>\d{{{postcode.length}}})"
            r"(?=[ \u00a0]*(?:$|[.,।\n]))"
        )
        found.append(
            Rule("address", after_a_spaced_town, lambda m: f"{m['town']} {_say_postcode(m['code'], lang, postcode)}")
        )
    if postcode.mark:  # "〒100-0005"
        marked = re.compile(rf"{re.escape(postcode.mark)}\s?(?P<code>\d+(?:-\d+)*)(?![\d-])")
        found.append(Rule("address", marked, lambda m: postcode.said_mark + _say_postcode(m["code"], lang, postcode)))
    return found


def _say_postcode(code: str, lang: str, postcode: Postcode) -> str:
    groups = re.findall(r"\d+", code)
    if postcode.reading == ONE_NUMBER and len(groups) == 1 and code[0] != "0":
        return number_words(int(code), lang)
    if postcode.reading == DEPARTMENT and len(code) == 5:
        department = code[:2]
        head = number_words(int(department), lang) if department[0] != "0" else phone_digits(department, lang)
        return f"{head} {phone_digits(code[2:], lang)}"
    return postcode.joiner.join(phone_digits(group, lang) for group in groups)
