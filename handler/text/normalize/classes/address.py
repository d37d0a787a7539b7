"""Street addresses: house numbers, street types, apartments and postcodes, read as people say them.

    from handler.text.normalize.classes import address

    apply_rules(AlignedText.of("221B Baker St., London"), address.rules("en"), "en").text
    # "two twenty-one B Baker Street, London"
    apply_rules(AlignedText.of("ул. Ленина, д. 5, кв. 12"), address.rules("ru"), "ru").text
    # "улица Ленина, дом пять, квартира двенадцать"

Per language, what an address reads differently from the words and numbers around it:
- English house numbers in pairs ("221" two twenty-one, "1600" sixteen hundred, "305" three oh five), street
  types (St., Ave., Rd., Blvd. ...), apartments and suites, ZIP codes after a state and UK postcodes spelled;
- the street-type abbreviations written before or after the name (Str., Av., Avda., C/, V.le, ул., u., krt.),
  with the house number and its letter ("12a": zwölf a), Spanish floors ("2.º": segundo);
- postcodes before a town: digit by digit (German, Italian, Portuguese, Swedish, Hindi PIN codes), the
  department and then digits in French ("75002": soixante-quinze zéro zéro deux), a number in Spanish and
  Hungarian;
- Japanese block numbers ("丸の内1-2-3": 丸の内一丁目二番三号), Korean building and unit numbers (101동 202호).
Only where the street type or the address form says so: a plain number stays for the cardinal class.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import lru_cache

from handler.text.normalize import en_words
from handler.text.normalize.classes.telephone import phone_digits
from handler.text.normalize.numwords import ordinal
from handler.text.normalize.rules import Rule
from handler.text.normalize.spoken_digits import digit_words, number_words

_EN_TYPES = {
    "St": "Street", "Ave": "Avenue", "Av": "Avenue", "Rd": "Road", "Blvd": "Boulevard", "Dr": "Drive", "Ln": "Lane",
    "Ct": "Court", "Pl": "Place", "Sq": "Square", "Hwy": "Highway", "Pkwy": "Parkway", "Ter": "Terrace",
    "Cir": "Circle", "Street": "Street", "Avenue": "Avenue", "Road": "Road", "Boulevard": "Boulevard",
    "Drive": "Drive", "Lane": "Lane", "Court": "Court", "Place": "Place", "Square": "Square", "Way": "Way",
    "Terrace": "Terrace", "Highway": "Highway", "Parkway": "Parkway", "Circle": "Circle", "Loop": "Loop",
    "Plaza": "Plaza", "Crescent": "Crescent", "Close": "Close", "Row": "Row", "Walk": "Walk", "Alley": "Alley",
}  # fmt: skip
_US_STATES = {
    code: name.replace("_", " ")
    for code, name in (
        pair.split(":")
        for pair in [
            "AL:Alabama",
            "AK:Alaska",
            "AZ:Arizona",
            "AR:Arkansas",
            "CA:California",
            "CO:Colorado",
            "CT:Connecticut",
            "DE:Delaware",
            "FL:Florida",
            "GA:Georgia",
            "HI:Hawaii",
            "ID:Idaho",
            "IL:Illinois",
            "IN:Indiana",
            "IA:Iowa",
            "KS:Kansas",
            "KY:Kentucky",
            "LA:Louisiana",
            "ME:Maine",
            "MD:Maryland",
            "MA:Massachusetts",
            "MI:Michigan",
            "MN:Minnesota",
            "MS:Mississippi",
            "MO:Missouri",
            "MT:Montana",
            "NE:Nebraska",
            "NV:Nevada",
            "NH:New_Hampshire",
            "NJ:New_Jersey",
            "NM:New_Mexico",
            "NY:New_York",
            "NC:North_Carolina",
            "ND:North_Dakota",
            "OH:Ohio",
            "OK:Oklahoma",
            "OR:Oregon",
            "PA:Pennsylvania",
            "RI:Rhode_Island",
            "SC:South_Carolina",
            "SD:South_Dakota",
            "TN:Tennessee",
            "TX:Texas",
            "UT:Utah",
            "VT:Vermont",
            "VA:Virginia",
            "WA:Washington",
            "WV:West_Virginia",
            "WI:Wisconsin",
            "WY:Wyoming",
            "DC:D_C",
        ]
    )
}  # a state's two letters before a ZIP code are said as its name
_EN_UNITS = {"Apt": "apartment", "Apartment": "apartment", "Suite": "suite", "Ste": "suite", "Unit": "unit"}
# A period after an abbreviation is kept where it also ends the sentence.
_ABBREVIATION_DOT = r"(?:\.(?!\s*$|\s+[A-ZÄÖÜÉ]))?"
_CAPITALISED = r"[A-Z][a-z'’\-]+"

# Street types written as abbreviations, per language: (pattern, words). The pattern is matched as a word.
_STREET_WORDS: dict[str, dict[str, str]] = {
    "de": {"Str.": "Straße", "str.": "straße", "Pl.": "Platz"},
    "fr": {"av.": "avenue", "Av.": "Avenue", "bd": "boulevard", "Bd": "Boulevard", "bd.": "boulevard",
           "pl.": "place", "imp.": "impasse", "fg": "faubourg"},
    "es": {"C/": "calle", "c/": "calle", "Avda.": "avenida", "Av.": "avenida", "Pza.": "plaza", "Plza.": "plaza",
           "P.º": "paseo", "Ctra.": "carretera", "n.º": "número", "N.º": "número"},
    "it": {"V.le": "viale", "P.za": "piazza", "C.so": "corso", "P.le": "piazzale", "L.go": "largo", "n.": "numero"},
    "pt": {"Av.": "Avenida", "R.": "Rua", "nº": "número", "n.º": "número", "apto.": "apartamento",
           "Pç.": "Praça", "Trav.": "Travessa"},
    "ru": {"ул.": "улица", "пр.": "проспект", "просп.": "проспект", "пер.": "переулок", "д.": "дом",
           "кв.": "квартира", "корп.": "корпус", "стр.": "строение", "пл.": "площадь", "наб.": "набережная",
           "ш.": "шоссе", "г.": "город"},
    "uk": {"вул.": "вулиця", "просп.": "проспект", "пров.": "провулок", "буд.": "будинок", "кв.": "квартира",
           "пл.": "площа", "м.": "місто"},
    "bg": {"ул.": "улица", "бул.": "булевард", "бл.": "блок", "ап.": "апартамент", "гр.": "град"},
    "hu": {"u.": "utca", "krt.": "körút", "ltp.": "lakótelep", "em.": "emelet", "ajtó": "ajtó"},
    "pl": {"ul.": "ulica", "al.": "aleja", "pl.": "plac", "os.": "osiedle", "m.": "mieszkanie"},
    "cs": {"ul.": "ulice", "nám.": "náměstí", "tř.": "třída"},
    "sk": {"ul.": "ulica", "nám.": "námestie"},
    "nl": {"str.": "straat", "ln.": "laan"},
    "sv": {"lgh": "lägenhet"},
    "da": {"th.": "til højre", "tv.": "til venstre"},
    "ro": {"Str.": "Strada", "str.": "strada", "Bd.": "Bulevardul", "nr.": "numărul", "bl.": "blocul",
           "ap.": "apartamentul", "sc.": "scara", "et.": "etajul"},
    "hr": {"ul.": "ulica", "br.": "broj"},
    "sl": {"ul.": "ulica", "c.": "cesta"},
    "tr": {"Cad.": "Caddesi", "Sok.": "Sokak", "Mah.": "Mahallesi", "No:": "numara", "Bulv.": "Bulvarı"},
    "id": {"Jl.": "Jalan", "No.": "nomor", "Kec.": "Kecamatan", "Kel.": "Kelurahan"},
    "vi": {"P.": "phường", "Q.": "quận", "TP.": "thành phố"},
    "el": {"οδ.": "οδός", "Λεωφ.": "Λεωφόρος"},
    "lt": {"g.": "gatvė", "pr.": "prospektas", "al.": "alėja"},
    "et": {"tn": "tänav", "mnt": "maantee", "pst": "puiestee"},
    "fi": {"k.": "katu", "as.": "asunto"},
    "ar": {},
    "hi": {"नं.": "नंबर"},
}  # fmt: skip
# After a preposition of place the street word takes the locative ("на ул. Пушкина": на улице Пушкина). Small
# hand-written tables: no library declines these nouns.
_LOCATIVES: dict[str, tuple[re.Pattern[str], dict[str, str]]] = {
    "ru": (re.compile(r"(?:^|\s)(?:на|в|во)\s$", re.IGNORECASE),
           {"ул.": "улице", "пр.": "проспекте", "просп.": "проспекте", "пер.": "переулке", "наб.": "набережной",
            "пл.": "площади", "д.": "доме", "кв.": "квартире", "корп.": "корпусе", "стр.": "строении",
            "г.": "городе"}),
    "uk": (re.compile(r"(?:^|\s)(?:на|в|у)\s$", re.IGNORECASE),
           {"вул.": "вулиці", "просп.": "проспекті", "пров.": "провулку", "пл.": "площі", "буд.": "будинку",
            "кв.": "квартирі", "м.": "місті"}),
    "pl": (re.compile(r"(?:^|\s)(?:na|przy|w)\s$", re.IGNORECASE),
           {"ul.": "ulicy", "al.": "alei", "pl.": "placu", "os.": "osiedlu"}),
    "cs": (re.compile(r"(?:^|\s)(?:na|v|ve)\s$", re.IGNORECASE), {"ul.": "ulici", "nám.": "náměstí", "tř.": "třídě"}),
    "sk": (re.compile(r"(?:^|\s)(?:na|v|vo)\s$", re.IGNORECASE), {"ul.": "ulici", "nám.": "námestí"}),
}  # fmt: skip
# Languages whose abbreviations are read only before a name or a number ("ул. Ленина", "д. 5"): a street type
# then a capitalised word, or a house/flat word then a number. In the others they follow the name.
_BEFORE_A_NAME = frozenset(_STREET_WORDS) - {"de", "nl"}
# How a postcode before a town is read: "digits", "number", or "fr" (the department as a number, then digits).
_POSTCODES = {
    "de": ("digits", 5), "it": ("digits", 5), "pt": ("digits", 4), "sv": ("digits", 5), "fr": ("fr", 5),
    "es": ("number", 5), "hu": ("number", 4), "fi": ("digits", 5), "pl": ("digits", 5), "cs": ("digits", 5),
    "sk": ("digits", 5), "hr": ("digits", 5), "nl": ("digits", 4), "da": ("number", 4), "ro": ("digits", 6),
    "ru": ("digits", 6), "uk": ("digits", 5), "bg": ("number", 4), "el": ("digits", 5), "tr": ("digits", 5),
    "lt": ("digits", 5), "lv": ("digits", 4), "et": ("digits", 5), "sl": ("number", 4), "id": ("digits", 5),
    "vi": ("digits", 6), "ar": ("digits", 5), "hi": ("digits", 6),
}  # fmt: skip


@lru_cache(maxsize=64)
def rules(lang: str) -> tuple[Rule, ...]:
    """The rules of this class for `lang`, most specific first (empty where it has none)."""
    found: list[Rule] = []
    if lang == "en":
        found += _english()
    if lang == "ja":
        block = r"(?<=[\u3040-\u30ff\u4e00-\u9fff])(\d{1,2})-(\d{1,3})-(\d{1,4})(?![\d-])"
        found.append(Rule("address", re.compile(block), _japanese_block))
        found.append(Rule("address", re.compile(r"〒\s?(\d{3})-(\d{4})"), _japanese_postcode))
    if lang == "ar":  # a post-office box number, digit by digit
        found.append(Rule("address", re.compile(r"ص\.ب\.?\s?(\d{1,7})(?!\d)"),
                          lambda m: f"صندوق بريد {digit_words(m[1], 'ar')}"))  # fmt: skip
    if lang == "ko":
        found.append(
            Rule(
                "address",
                re.compile(r"(\d(?<![\w]\d)\d{0,4})동\s?(\d{1,4})호"),
                lambda m: f"{number_words(int(m[1]), 'ko')} 동 {number_words(int(m[2]), 'ko')} 호",
            )
        )
    if lang in _POSTCODES:  # first: a street rule may write the town word after it ("г.": город)
        found.append(_postcode(lang))
    if lang in _STREET_WORDS and _STREET_WORDS[lang]:
        found += _street_words(lang)
    if lang == "hu":  # "Kossuth Lajos u. 12.": the period marks the house number, it is not said
        house = r"(?:(?<=utca )|(?<=út )|(?<=körút )|(?<=tér )|(?<=köz ))(\d{1,4})\.(?=,|\s+[a-záéíóöőúüű])"
        found.append(Rule("address", re.compile(house), lambda m: number_words(int(m[1]), "hu")))
    return tuple(found)


# --- English -----------------------------------------------------------------------------------------------------
def _english() -> list[Rule]:
    types = "|".join(sorted(_EN_TYPES, key=len, reverse=True))
    units = "|".join(sorted(_EN_UNITS, key=len, reverse=True))
    return [
        Rule(
            "address",
            re.compile(
                rf"(?P<number>\d(?<![\w.,]\d)\d{{0,4}})(?P<letter>[A-Z])?\s(?P<name>(?:{_CAPITALISED}\s){{1,3}})"
                rf"(?P<type>{types})\b(?P<dot>{_ABBREVIATION_DOT})"
            ),
            _english_street,
        ),
        Rule(
            "address",
            re.compile(rf"\b(?P<unit>{units})(?:\.|\b)\s?#?(?P<number>\d{{1,5}})(?P<letter>[A-Z])?\b"),
            lambda m: f"{_EN_UNITS[m['unit']]} {en_words.cardinal(int(m['number']))}" + _letter(m["letter"]),
        ),
        # A ZIP code after a state's two letters: "Springfield, IL 62704" (and ZIP+4).
        Rule(
            "address",
            re.compile(r"(?<=, )(?P<state>[A-Z]{2}) (?P<zip>\d{5})(?:-(?P<plus>\d{4}))?\b"),
            lambda m: (
                _US_STATES.get(m["state"], " ".join(m["state"]))
                + " "
                + en_words.digits(m["zip"])
                + (f", {en_words.digits(m['plus'])}" if m["plus"] else "")
            ),
        ),
        # UK postcodes: "SW1A 1AA", "EC2V 7HH".
        Rule(
            "address",
            re.compile(r"\b[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}\b"),
            lambda m: ", ".join(_spelled(part) for part in m.group().split()),
        ),
    ]


def _english_street(match: re.Match[str]) -> str:
    words = _english_house_number(match["number"]) + _letter(match["letter"])
    return f"{words} {match['name']}{_EN_TYPES[match['type']]}"


def _english_house_number(written: str) -> str:
    """House numbers as Americans and Britons say them: 221 two twenty-one, 1600 sixteen hundred, 305 three oh five."""
    value = int(written)
    if len(written) <= 2 or written[0] == "0" or len(written) > 4:
        return en_words.cardinal(value) if len(written) <= 2 else en_words.digits(written)
    head, tail = written[:-2], int(written[-2:])
    if tail == 0:
        return f"{en_words.cardinal(int(head))} hundred"
    return f"{en_words.cardinal(int(head))} {'oh ' + en_words.cardinal(tail) if tail < 10 else en_words.cardinal(tail)}"


def _letter(letter: str | None) -> str:
    return f" {letter.upper()}" if letter else ""


def _spelled(part: str) -> str:
    return " ".join(en_words.cardinal(int(char)) if char.isdigit() else char for char in part)


# --- street types, house numbers and postcodes in the other languages ---------------------------------------------
def _street_words(lang: str) -> list[Rule]:
    words = _STREET_WORDS[lang]
    if lang in _BEFORE_A_NAME:
        # "ул. Ленина", "д. 5", "C/ Mayor", "Av. Paulista": before a capitalised word or a number.
        # A one-letter abbreviation ("д.", "u.", "R.") only before a number or a capital: "д. 5", not "г. в".
        short = "|".join(re.escape(word) for word in words if len(word.rstrip(".:")) <= 1)
        long = "|".join(re.escape(word) for word in sorted(words, key=len, reverse=True) if len(word.rstrip(".:")) > 1)
        alternatives = [rf"(?:{long})(?=\s?\w)"] if long else []
        if short:
            alternatives.append(rf"(?:{short})(?=\s?(?:\d|[^\W\d_](?<![a-zà-ÿа-яё])|d[aeo]s?\s))")
        pattern = rf"(?<![\w.])(?:{'|'.join(alternatives)})"
        say = lambda m: _street_word(m, lang)  # noqa: E731
        if lang == "es":  # also the floor after a number: "2.º", "3.ª"
            side = rf"(?: (?P<side>izq|izda|dcha|dra){_ABBREVIATION_DOT})?"
            floor = rf"(?<=, )(?P<number>\d{{1,2}})\.?(?P<mark>[ºª])(?!\w){side}"
            return [
                Rule("address", re.compile(floor), _spanish_floor),
                Rule("address", re.compile(pattern), say),
            ]
        return [Rule("address", re.compile(pattern), say)]
    # German and Dutch write the type at the end of the street's name ("Musterstr. 12a").
    names = "|".join(re.escape(word) for word in sorted(words, key=len, reverse=True))
    return [
        Rule(
            "address",
            re.compile(
                rf"(?P<street>[A-ZÄÖÜ](?<![\w\-].)[\wäöüß\-]*?)(?P<type>{names})\s(?P<number>\d{{1,4}})(?P<letter>[a-z])?\b"
            ),
            lambda m: (
                f"{m['street']}{words[m['type']]} {number_words(int(m['number']), lang)}"
                + (f" {m['letter']}" if m["letter"] else "")
            ),
        ),
        Rule(
            "address",
            re.compile(
                r"(?P<street>[A-ZÄÖÜ](?<![\w\-].)[\wäöüß\-]*(?:straße|strasse|gasse|weg|platz|allee|ring|damm|straat|laan|"
                r"gracht|plein|weg|kade)) (?P<number>\d{1,4})(?P<letter>[a-z])\b"
            ),
            lambda m: f"{m['street']} {number_words(int(m['number']), lang)} {m['letter']}",
        ),  # fmt: skip
    ]


_SIDES = {"izq": "izquierda", "dcha": "derecha", "izda": "izquierda", "dra": "derecha"}


def _street_word(match: re.Match[str], lang: str) -> str:
    written = match.group()
    if lang in _LOCATIVES:
        after, forms = _LOCATIVES[lang]
        if written in forms and after.search(match.string[max(0, match.start() - 6) : match.start()]):
            return forms[written]
    return _STREET_WORDS[lang][written]


def _spanish_floor(match: re.Match[str]) -> str | None:
    """ "2.º izq.": segundo izquierda."""
    words = ordinal(int(match["number"]), "es", feminine=match["mark"] == "ª")
    return words and words + (f" {_SIDES[match['side']]}" if match["side"] else "")


def _postcode(lang: str) -> Rule:
    reading, length = _POSTCODES[lang]
    # A postcode stands before a town's capitalised name (or "г. Москва"), at the start or after a comma or colon.
    pattern = re.compile(
        r"(?:(?<=, )|(?<=: )|(?<![\s\S])|(?<=\n))"
        rf"(?P<code>\d{{{length}}}|\d{{3}} \d{{2}}|\d{{4}}-\d{{3}}|\d{{2}}-\d{{3}})"
        r"(?=,?\s(?:[^\W\d_](?<![a-zà-ÿа-яё])|г\.|м\.))"
    )
    say: Callable[[re.Match[str]], str | None] = lambda m: _say_postcode(m["code"], lang, reading)  # noqa: E731
    return Rule("address", pattern, say)


def _say_postcode(code: str, lang: str, reading: str) -> str:
    groups = re.findall(r"\d+", code)
    if reading == "number" and len(groups) == 1 and code[0] != "0":
        return number_words(int(code), lang)
    if reading == "fr" and len(code) == 5:
        department = code[:2]
        head = number_words(int(department), lang) if department[0] != "0" else digit_words(department, lang)
        return f"{head} {digit_words(code[2:], lang)}"
    return ", ".join(digit_words(group, lang) for group in groups)


# --- Japanese ------------------------------------------------------------------------------------------------------
def _japanese_block(match: re.Match[str]) -> str:
    chome, ban, go = (number_words(int(part), "ja") for part in match.groups())
    return f"{chome}丁目{ban}番{go}号"


def _japanese_postcode(match: re.Match[str]) -> str:
    return f"郵便番号{phone_digits(match[1], 'ja')}の{phone_digits(match[2], 'ja')}"
