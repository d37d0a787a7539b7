"""Lithuanian: how things are said in Lithuanian, where CLDR and the number libraries do not say it."""

from __future__ import annotations

import re

from handler.text.normalize import clock, counting, dating, numwords
from handler.text.normalize.addresses import Addresses, Postcode
from handler.text.normalize.agreement import ByNounEnding
from handler.text.normalize.amounts import Measures, Money, library_names
from handler.text.normalize.cldr import PERCENT_UNIT, month_names, unit_noun
from handler.text.normalize.contacts import AddressWords, PhoneReading
from handler.text.normalize.counting import Counting, NounGenders
from handler.text.normalize.fractions import but_half, joined_by
from handler.text.normalize.home import Home
from handler.text.normalize.number_words import LIBRARY, NumberWords
from handler.text.normalize.numbers import compile_for
from handler.text.normalize.ordinals import END, NUMBER, dotted, matched_number, ordinal_rule
from handler.text.normalize.roman_numerals import RomanNumerals, before_its_noun, words
from handler.text.normalize.roman_numerals import value as roman_value
from handler.text.normalize.rules import Rule
from handler.text.normalize.scale_words import ScaleWords
from handler.text.normalize.world import world_numbers

# The abbreviations people expand when they read aloud, as they say them (the format: classes/abbreviation.py).
ABBREVIATIONS = """
pvz. = pavyzdžiui
t. y. = tai yra
$ir t. t. = ir taip toliau
$ir kt. = ir kiti
tel. = telefonas
^dr. = daktaras
^prof. = profesorius
#Nr. = numeris
#psl. = puslapis
$ir pan. = ir panašiai
t. p. = taip pat
žr. = žiūrėk
plg. = palygink
el. p. = elektroninis paštas
pr. Kr. = prieš Kristų
po Kr. = po Kristaus
^doc. = docentas
"""

# A number below ten declines, in the gender and case its noun's ending shows ("dvi knygos", "su dviem draugais",
# "dviejuose miestuose", "vieną seserį").
_FORMS = {  # the masculine and feminine forms of one to three, by case
    "vienas": {"nom": ("vienas", "viena"), "gen": ("vieno", "vienos"), "dat": ("vienam", "vienai"),
               "acc": ("vieną", "vieną"), "ins": ("vienu", "viena"), "loc": ("viename", "vienoje")},
    "du": {"nom": ("du", "dvi"), "gen": ("dviejų", "dviejų"), "dat": ("dviem", "dviem"), "acc": ("du", "dvi"),
           "ins": ("dviem", "dviem"), "loc": ("dviejuose", "dviejose")},
    "trys": {"nom": ("trys", "trys"), "gen": ("trijų", "trijų"), "dat": ("trims", "trims"), "acc": ("tris", "tris"),
             "ins": ("trimis", "trimis"), "loc": ("trijuose", "trijose")},
}  # fmt: skip
# Four to nine: the masculine stem ("keturi": "ketur") takes these endings, masculine and feminine.
_ENDINGS = {"nom": ("i", "ios"), "gen": ("ių", "ių"), "dat": ("iems", "ioms"), "acc": ("is", "ias"),
            "ins": ("iais", "iomis"), "loc": ("iuose", "iose")}  # fmt: skip
_PLURAL = (  # a plural noun's ending: its case, and its gender (0 masculine, 1 feminine)
    (("uose",), "loc", 0), (("ose", "ėse"), "loc", 1),
    (("omis", "ėmis", "imis"), "ins", 1), (("ais",), "ins", 0),
    (("oms", "ėms"), "dat", 1), (("ams", "ims"), "dat", 0),
    (("ų",), "gen", 0),
    (("us",), "acc", 0), (("as", "es", "is"), "acc", 1),
    (("os", "ės"), "nom", 1), (("ai", "ys"), "nom", 0),
)  # fmt: skip
_SINGULAR = (
    (("ą", "į", "ų", "ę"), "acc", 0),
    (("u", "iu"), "ins", 0),  # "vienu procentu"
    (("oje", "ėje"), "loc", 1),  # "vienoje mokykloje"
    (("uje", "yje"), "loc", 0),  # "viename kambaryje"
    (("a", "ė"), "nom", 1),
    (("as", "is", "us"), "nom", 0),
)
# Feminine plurals in "-ys", which masculine ones share ("penkios moterys", "penki dantys").
_FEMININE = NounGenders("feminine: moter dukter seser nakt aus pil šird žuv", ("ys", "ų", "ims", "imis", "yse"))


# "metai" has no singular: two to nine years are counted with the collective numeral ("penkerius metus", "dveji
# metai"); its case by the noun's form (the genitive "metų" is said both ways, and stays the cardinal's).
_YEARS = {"metai": "i", "metus": "us", "metams": "iems", "metais": "ais", "metuose": "uose"}
_COLLECTIVE_STEMS = ("dvej", "trej", "ketver", "penker", "šešer", "septyner", "aštuoner", "devyner")


def _collective(number: int, noun: str) -> str | None:
    """ "5 metai": "penkeri metai"; a compound's last word too ("21 metai": "dvidešimt vieneri metai", "25 metus":
    "dvidešimt penkerius metus"); ten to twenty and the tens count "metų" with the cardinal."""
    ending = _YEARS.get(noun)
    units = number % 10
    if ending is None or units == 0 or 11 <= number % 100 <= 19 or number == 1 or number >= 1000:
        return None
    stem = "viener" if units == 1 else _COLLECTIVE_STEMS[units - 2]
    soft = (units > 3 or units == 1) and ending in ("us", "ais", "uose")  # "penkerius", "vienerius"; "dvejus"
    said = f"{stem}{'i' if soft else ''}{ending}"
    head = numwords.cardinal(number - units, "lt") if number > 9 else ""
    return f"{head} {said}" if head else said


# A bare number before a singular noun in the locative is an ordinal ("3 aukšte": "trečiame aukšte", "5 klasėje":
# "penktoje klasėje"): a count of more than one would take the plural ("trijuose aukštuose").
_SINGULAR_LOCATIVE = (("oje", "ėje"), "oje"), (("uje", "yje"), "ame")


def _located_ordinal(number: int, noun: str) -> str | None:
    if counting.one(number) or number >= 1000 or len(noun) < 4 or noun.endswith(("uose", "ose", "ėse")):
        return None
    ending = next((ending for ends, ending in _SINGULAR_LOCATIVE if noun.endswith(ends)), None)
    if ending is None and noun.endswith("e") and noun[-2] not in "aeiouyąęėįųū":
        ending = "ame"  # "aukšte", "kabinete"
    return _ordinal(number, ending) if ending else None


def _accusative_ordinal(number: int, noun: str) -> str | None:
    """A number other than one before a singular accusative names which one ("Atsiverskite 7 puslapį": "septintą
    puslapį", "užėmė 2 vietą": "antrą vietą"): a count of more than one would take the plural ("septynis puslapius")."""
    if counting.one(number) or number >= 1000 or len(noun) < 4 or not noun.endswith(("ą", "į", "ę")):
        return None
    return _ordinal(number, "ą")


# Prepositions before a genitive ("iki 20 metų", "nuo 5 km") and an accusative ("apie 3 kg").
_ACCUSATIVE_BEFORE = frozenset(["apie", "per", "už", "į"])
_GENITIVE_BEFORE = frozenset(["iki", "nuo", "be", "virš", "dėl", "prie", "vietoj"])


def _tens_genitive(word: str) -> str | None:
    """The genitive of a ten or a teen, which a count's genitive noun does not ask of it by itself: "dešimties",
    "dvidešimties", "penkiolikos"."""
    if word.endswith("dešimt"):
        return f"{word}ies"
    return f"{word[:-1]}os" if word.endswith("lika") else None


# The genitive of the hundreds' and thousands' words ("nuo 1500 eurų": "nuo tūkstančio penkių šimtų eurų").
_GENITIVE_WORDS = {
    "šimtas": "šimto", "šimtai": "šimtų", "tūkstantis": "tūkstančio", "tūkstančiai": "tūkstančių",
    "milijonas": "milijono", "milijonai": "milijonų",
}  # fmt: skip


def _genitive(words: str, gender: int) -> str | None:
    """A number after a preposition that gives the genitive, every word declined but a ten before its unit, which
    speech keeps ("nuo 25 eurų": "nuo dvidešimt penkių"): "šimto", "dviejų šimtų", "penkiasdešimties"."""
    said = words.split()
    for index, word in enumerate(said):
        last = index == len(said) - 1
        if word in _FORMS:
            said[index] = _FORMS[word]["gen"][gender if last else 0]
        elif word in _GENITIVE_WORDS:
            said[index] = _GENITIVE_WORDS[word]
        elif word.endswith("i") and word[:-1] in _UNIT_STEMS:
            said[index] = f"{word[:-1]}ių"  # "penki": "penkių"
        elif (tens := _tens_genitive(word)) and (last or said[index + 1] in _GENITIVE_WORDS):
            said[index] = tens
    return " ".join(said)


# The accusative of the words that change in it; a ten or a teen says it as its nominative.
_ACCUSATIVE_WORDS = {"šimtas": "šimtą", "šimtai": "šimtus", "tūkstantis": "tūkstantį", "tūkstančiai": "tūkstančius"}


def _accusative(words: str) -> str:
    """ "trys šimtai": "tris šimtus" ("apie 300 žiūrovų", "Pridėkite 200 g miltų")."""
    said = []
    for word in words.split():
        if word in _FORMS:
            word = _FORMS[word]["acc"][0]
        elif word in _ACCUSATIVE_WORDS or (word.endswith("i") and word[:-1] in _UNIT_STEMS):
            word = _ACCUSATIVE_WORDS.get(word) or f"{word[:-1]}is"  # "penki": "penkis"
        said.append(word)
    return " ".join(said)


_UNIT_STEMS = frozenset(["ketur", "penk", "šeš", "septyn", "aštuon", "devyn"])


# Adverbs in "-iau" (comparatives), which are no verb's first person.
_COMPARATIVES = frozenset(
    ["daugiau", "mažiau", "geriau", "labiau", "vėliau", "anksčiau", "toliau", "arčiau", "greičiau"]
)


# Verbs whose object is an amount, in the accusative ("kainuoja 5 €": "penkis eurus", "sveria 2 kg": "du
# kilogramus", "sudaro 7 %": "septynis procentus", "trunka 2 val.": "dvi valandas"): what a thing costs, weighs,
# reaches, makes up, lasts or exceeds, what one pays, earns, gets, wins or covers; each in the third person's present,
# past and future.
_COSTING_VERBS = """
    kainuoja kainavo kainuos kainuotų kaštuoja kaštavo kaštuos sveria svėrė svers siekia siekė sieks pasiekia pasiekė
    pasieks sudaro sudarė sudarys trunka truko truks užtrunka užtruko užtruks viršija viršijo viršys moka mokėjo
    mokės sumoka sumokėjo sumokės uždirba uždirbo uždirbs gauna gavo gaus laimi laimėjo laimės surenka surinko
    surinks nubėga nubėgo nubėgs nuvažiuoja nuvažiavo nuvažiuos nueina nuėjo nueis užima užėmė užims praranda
    prarado praras numeta numetė numes priaugo priauga tęsiasi tęsėsi tęsis
"""
_COSTING = frozenset(_COSTING_VERBS.split())


def _governs_accusative(before: str) -> bool:
    """A preposition that takes the accusative, a command's verb ("Įpilkite", "Virkite") whose object is, a verb of
    costing, or a verb in the first person past ("Nupirkau", "nuvažiavome"): its subject is "I" or "we", so the count
    after it is what was done or how far ("Nupirkau 1 kg": "vieną kilogramą", "nuvažiavome 200 km": "du šimtus
    kilometrų")."""
    if before in _ACCUSATIVE_BEFORE or before in _COSTING or (before.endswith("kite") and len(before) > 5):
        return True
    return len(before) > 5 and before.endswith(("au", "ome", "ėme")) and before not in _COMPARATIVES


# Verbs of change, in any person, tense or prefix ("padidėjo", "sumažės", "išaugo", "nukrito", "pabrango", "atpigo",
# "pakilo", "smuko", "sumažino", "pagerėjo", "ūgtelėjo"): the size of the change after them is the instrumental
# ("Kaina padidėjo 5 proc.": "penkiais procentais", "sumažėjo 10 %": "dešimčia procentų", "atpigo 1 €": "vienu
# euru").
_CHANGE = re.compile(
    r"(?:pa|su|iš|nu|at|pri|už)?(?:didė|didin|mažė|mažin|aug|kil|kyl|kri|kren|smuk|brang|pig|ilgė|ilgin|trumpė|"
    r"trumpin|gerė|gerin|blogė|šoktelė|ūgtelė|sumenk)\w*"
)
# The instrumental of a unit's or a currency's noun: the singular's and the plural's endings for the nominative's.
_INSTRUMENTAL_SINGULAR = (("as", "u"), ("is", "iu"), ("us", "umi"), ("a", "a"), ("ė", "e"))
_INSTRUMENTAL_PLURAL = (("ai", "ais"), ("iai", "iais"), ("os", "omis"), ("ės", "ėmis"))


def _of_change(before: str) -> bool:
    return _CHANGE.fullmatch(before) is not None


def _tens_instrumental(words: str) -> str | None:
    """ "dešimt": "dešimčia", "dvidešimt": "dvidešimčia", "penkiolika" as it is: a ten or a teen whose noun stays
    in the genitive plural."""
    head, _, last = words.rpartition(" ")
    if last.endswith("dešimt"):
        last = f"{last[:-1]}čia"
    elif not last.endswith("lika"):
        return None
    return f"{head} {last}" if head else last


def _counted(number: int, words: str, noun: str, before: str) -> str | None:
    if _of_change(before) and noun.endswith("ų") and (said := _tens_instrumental(words)):
        return said  # "sumažėjo 10 procentų": "dešimčia procentų"
    if noun.endswith("ų") and not counting.one(number) and _governs_accusative(before):
        return _accusative(words)  # "apie 300 žiūrovų": "apie tris šimtus žiūrovų"
    if said := _collective(number, noun) or _located_ordinal(number, noun) or _accusative_ordinal(number, noun):
        return said
    head, _, last = words.rpartition(" ")
    table = _SINGULAR if last == "vienas" else _PLURAL
    found = next(((case, gender) for ends, case, gender in table if noun.endswith(ends)), None)
    if found is None:
        return None
    case, gender = found
    if case == "gen" and before in _GENITIVE_BEFORE and (said := _genitive(words, gender)):
        return said  # "iki 20 metų": "iki dvidešimties metų", "nuo 100 eurų": "nuo šimto eurų"
    if _FEMININE.gender(noun):
        gender = 1
    if noun.startswith("žmon"):
        gender = 0  # "žmonės" is masculine: "penki žmonės", "penkiems žmonėms"
    if last in _FORMS:
        return counting.with_last(words, _FORMS[last][case][gender])
    if last.endswith("i") and number % 10 >= 4 and number % 100 // 10 != 1:  # "keturi", "penki"; not "dvylika"
        return counting.with_last(words, last[:-1] + _ENDINGS[case][gender])
    return None


def _one_and_a_half(noun: str, before: str) -> str | None:
    """ "1,5 valandos": "pusantros valandos" (a feminine genitive), "1,5 litro": "pusantro litro"."""
    return (
        "pusantros" if noun.endswith(("os", "ės")) else "pusantro" if noun.endswith(("io", "ro", "to", "mo")) else None
    )


COUNTING = Counting(
    _counted, half=lambda noun: "pusę", one_and_a_half=_one_and_a_half, case_from_word_before=True
)  # "iki 20 %": the preposition gives the amount's case

# Math operators between numbers, as said (classes/symbol.py).
OPERATORS = {
    "+": "plius",
    "=": "lygu",
    "×": "padauginti iš",
    "·": "padauginti iš",
    "÷": "padalyti iš",
    "√": "šaknis iš",
}
# The words that announce a number read digit by digit: a PIN, a postal code (classes/identifier.py).
IDENTIFIER_WORDS = ("pin", "kodas")


# Fractions -------------------------------------------------------------------------------------------------------

_LITHUANIAN_PARTS = {
    2: "antr", 3: "treči", 4: "ketvirt", 5: "penkt", 6: "šešt", 7: "septint", 8: "aštunt", 9: "devint", 10: "dešimt",
}  # fmt: skip


_LITHUANIAN_COUNTS = ("", "viena", "dvi", "trys", "keturios", "penkios", "šešios", "septynios", "aštuonios", "devynios")


def _lithuanian(numerator: int, denominator: int) -> str | None:
    stem = _LITHUANIAN_PARTS.get(denominator)
    if stem is None or numerator > 9:
        return None
    return f"{_LITHUANIAN_COUNTS[numerator]} {stem}{'oji' if numerator == 1 else 'osios'}"


FRACTIONS = joined_by("lt", _lithuanian, "ir", "{} su puse", but_half("pusė", _lithuanian))


# Ordinals --------------------------------------------------------------------------------------------------------

# Lithuanian writes the ordinal's ending after a hyphen ("3-ią vietą", "2-ame aukšte", "50-ąsias metines"): the
# ending says the case, gender and number, and is said on the stem. Longest first, so "-ajame" is not "-a".
_LITHUANIAN_ENDINGS = sorted(
    [
        "as", "asis", "o", "ojo", "am", "ajam", "ą", "ąjį", "ame", "ajame", "uoju", "a", "oji", "os", "osios", "ai",
        "ajai", "ąją", "oje", "ojoje", "ąja", "ieji", "ų", "ųjų", "iems", "iesiems", "us", "uosius", "uose",
        "uosiuose", "ais", "aisiais", "oms", "osioms", "ąsias", "ose", "osiose", "omis", "osiomis",
    ],
    key=len,
    reverse=True,
)  # fmt: skip


def _ordinals() -> list[Rule]:
    endings = "|".join(_LITHUANIAN_ENDINGS)
    return [
        ordinal_rule(
            rf"{NUMBER}-(?P<ending>i?(?:{endings})){END}",
            lambda m: _ordinal(matched_number(m), m["ending"]) or m.group(),
        ),
        *dotted("lt"),
    ]


# Dates and times ------------------------------------------------------------------------------------------------------


# "viena sekundė", "dvi sekundės", "dešimt sekundžių", "dvidešimt viena sekundė".
def _seconds_noun(n: int) -> str:
    return "sekundžių" if n % 10 == 0 or 11 <= n % 100 <= 19 else "sekundė" if n % 10 == 1 else "sekundės"


_CLOCK_NUMBERS = clock.plain("lt", zero=True)
# After these an hour alone is a feminine ordinal in the genitive ("nuo aštuntos iki dvidešimtos"; valanda).
_HOUR_PREPOSITIONS = frozenset({"nuo", "iki", "po", "apie", "prieš"})


def _hours(hour: int, minute: int, before: str) -> str | None:
    preposition = before.split()[-1].lower() if before.split() else ""
    if hour and not minute and preposition in _HOUR_PREPOSITIONS:
        return _ordinal(hour, "os")
    return _CLOCK_NUMBERS(hour, minute, before)


def _feminine(number: int) -> str | None:
    """A count of minutes in the feminine: "viena", "dvi", "dvidešimt penkios", "trisdešimt"."""
    words = numwords.cardinal(number, "lt")
    if words is None:
        return None
    head, _, last = words.rpartition(" ")
    if last in _FORMS:
        last = _FORMS[last]["nom"][1]
    elif last.endswith("i") and last[:-1] in _UNIT_STEMS:
        last = f"{last[:-1]}ios"
    return f"{head} {last}" if head else last


def _minutes_noun(n: int) -> str:
    return "minučių" if n % 10 == 0 or 11 <= n % 100 <= 19 else "minutė" if n % 10 == 1 else "minutės"


def _hours_before_val(hour: int, minute: int, before: str) -> str | None:
    """ "7.30 val.": the hour's ordinal with "valandą" and the minutes counted ("Traukinys išvyksta 7.30 val.":
    "septintą valandą trisdešimt minučių"), after "nuo", "iki", "po" in the genitive ("iki 20.00 val.": "iki
    dvidešimtos valandos")."""
    preposition = before.split()[-1].lower() if before.split() else ""
    genitive = preposition in ("nuo", "iki", "po")
    said = _ordinal(hour, "os" if genitive else "ą")
    if said is None:
        return None
    said += " valandos" if genitive else " valandą"
    minutes = _feminine(minute) if minute else ""
    return f"{said} {minutes} {_minutes_noun(minute)}" if minutes else said


TIMES = clock.TimePhrasing(
    _hours,
    clock.seconds_after("lt", _seconds_noun, joiner="ir", forms={"vienas": "viena", "du": "dvi"}),
    zones=True,
    clock_word="val.",
    hours_before_clock_word=_hours_before_val,
)


def _date(match: re.Match[str]) -> str | None:
    """ "1990 m. rugpjūčio 15 d.": "tūkstantis devyni šimtai devyniasdešimtųjų metų rugpjūčio penkioliktą dieną": the
    year's ordinal in the genitive plural before "metų", the month in the genitive (as written), the day's ordinal in
    the accusative before "dieną" (after "nuo", "iki" the genitive: "nuo gegužės trečios dienos")."""
    day, month = int(match["day"]), month_names("lt").index(match["month"].lower()) + 1
    year = int(match["year"]) if match["year"] else None
    if not dating.is_date(year or 2000, month, day):
        return None
    year_said = f"{_ordinal(year, 'ųjų')} metų " if year else ""
    period = "." if not match.string[match.end() :].strip() else ""  # "d." also ended the text
    if re.search(r"\b(?:nuo|iki)\s$", dating.text_before(match, 5), re.IGNORECASE):
        return f"{year_said}{match['month']} {_ordinal(day, 'os')} dienos{period}"
    return f"{year_said}{match['month']} {_ordinal(day, 'ą')} dieną{period}"


def _sentence_end(match: re.Match[str]) -> str:
    """The period of an abbreviation that also ends the text or its line ("Tai įvyko 2020 m."); before a capital it
    may be a name's ("2024 m. Vilniuje"), and is not said."""
    rest = match.string[match.end() :]
    return "." if not rest.strip() or re.match(r"[ \t]*\n", rest) else ""


def _capitalised(match: re.Match[str], said: str) -> str:
    """A reading that starts a sentence starts with a capital."""
    opening = not re.search(r"\S", match.string[max(0, match.start() - 3) : match.start()].removesuffix(" "))
    return said[:1].upper() + said[1:] if opening or re.search(r"[.!?]\s$", match.string[: match.start()]) else said


def _year_when(match: re.Match[str]) -> str | None:
    """ "2020 m." said as "in that year" ("du tūkstančiai dvidešimtaisiais metais") where no noun follows; before one
    the year is its genitive ("2020 m. pabaigoje": "dvidešimtųjų metų pabaigoje"), and so after "nuo", "iki", "po"."""
    after_preposition = re.search(
        r"(?:^|\s)(?:[Nn]uo|[Ii]ki|[Pp]o)\s$", match.string[max(0, match.start() - 5) : match.start()]
    )
    genitive = match["noun"] is not None or after_preposition is not None  # "iki 2030 m.": until the year
    said = _ordinal(int(match["year"]), "ųjų" if genitive else "aisiais")
    if said is None:
        return None
    said = f"{said} metų" if genitive else f"{said} metais{_sentence_end(match)}"
    return _capitalised(match, said)


def _hours_from_to(match: re.Match[str]) -> str | None:
    """ "iki 20 val.": "iki dvidešimtos valandos"; "nuo 9 iki 18 val.": "nuo devintos iki aštuonioliktos valandos";
    a dash between rising hours says the same where the words before make it a time of day ("Darbo laikas 9–18
    val.", "Kavinė dirba 8–22 val.") or, with nothing of lasting before it, it ends in the afternoon ("9–18 val."); a
    span of hours stays a count ("Filmas trunka 2–3 val.": "dvi–tris valandas", "Kepti 1–2 val.")."""
    hours = [int(hour) for hour in (match["hour"] or match["first"], match["last"] or match["end"]) if hour]
    if any(hour > 24 for hour in hours) or (match["dash"] and not _clock_range(match, hours[0], hours[1])):
        return None
    first = f"{match['preposition'] or _capitalised(match, 'nuo')} {_ordinal(hours[0], 'os')}"
    last = f" iki {_ordinal(hours[1], 'os')}" if len(hours) > 1 else ""
    return f"{first}{last} valandos{_sentence_end(match)}"


# The word just before "N val." that makes it a time of day: a verb of starting, ending, opening, closing, meeting,
# taking place, leaving, arriving or getting up ("Pamokos prasideda 8 val.", "Paštas užsidaro 19 val.", "Susitikimas
# vyks 15 val.", "Traukinys išvyksta 8 val."), a start ("Pradžia 18 val."), a day ("rytoj 9 val.", "pirmadienį 10
# val.", "5 d. 18 val.") or "lygiai" (on the dot). Anything else ("Kepkite 2 val.", "Spektaklis tęsėsi 3 val.",
# "Laukiau jo 2 val.") is a count of hours, read by the measure class.
_TIME_OF_DAY_BEFORE = re.compile(
    r"(?:^|\s)(?:\w*(?:prasid|praded|pradės|pradėj|baig|atidar|atsidar|uždar|užsidar|susitik|susitink|susirenk|"
    r"susirink|renkam|vyk|skrend|skrid|skris|važiuo|važiav|plauk|grįž|grįš|atein|ateis|atėj|ateik|startuo)\w*|"
    r"kel(?:iuosi|iasi|iamės|ėsi|ėmės|sis|siuosi)|pradžia|pradžioje|šiandien|rytoj|poryt|vakar|užvakar|"
    r"\w+dienį|d\.|lygiai)\s$",
    re.IGNORECASE,
)
# Words before a dash between hours that make it an opening time too: "dirba", "veikia", "Darbo laikas".
_OPENING_BEFORE = re.compile(r"(?:^|\s)(?:\w*(?:dirb|veik)\w*|laikas|valandos|atidaryta|atvira)\s$", re.IGNORECASE)
# Words before "N val." that make it a span of hours: verbs of lasting, waiting, sleeping or spending ("trunka 10–14
# val."), "per" (within), "kas" (every), a comparison ("daugiau nei 3 val."), "po" and "prieš" (either).
_SPAN_BEFORE = re.compile(
    r"(?:^|\s)(?:\w*(?:trunk|truk|trukm|tęs|lauk|mieg|praleid|vėluo|vėlav|užim|ilg)\w*|per|kas|po|prieš|nei|negu|"
    r"iki|už|daugiau|mažiau|bent|tik|net|maždaug|apie|vos|beveik)\s$",
    re.IGNORECASE,
)


def _clock_range(match: re.Match[str], first: int, last: int) -> bool:
    """Whether "9–18 val." is from one hour of the day to another, not a span of hours ("trunka 2–3 val.")."""
    before = dating.text_before(match, 20)
    if first >= last or _SPAN_BEFORE.search(before):
        return False
    return bool(_TIME_OF_DAY_BEFORE.search(before) or _OPENING_BEFORE.search(before) or last > 12)


def _hour_of_day(match: re.Match[str]) -> str | None:
    """ "Pamokos prasideda 8 val.": "aštuntą valandą", the time of day as the accusative ordinal, where the word
    before it says so (_TIME_OF_DAY_BEFORE) and no minutes follow ("2 val. 30 min.")."""
    hour = int(match["hour"])
    if hour > 24 or not _TIME_OF_DAY_BEFORE.search(dating.text_before(match, 20)):
        return None
    said = _ordinal(hour, "ą")
    return said and _capitalised(match, f"{said} valandą{_sentence_end(match)}")


def _date_forms() -> tuple[Rule, ...]:
    months = "|".join(month_names("lt"))  # built with the rules, not at import: the names are CLDR's
    written = rf"(?:(?P<year>\d(?<![\w.,]\d)\d{{3}})\sm\.\s)?(?P<month>(?i:{months}))\s(?P<day>\d{{1,2}})\sd\."
    year_alone = r"(?P<year>\d(?<![\w.,]\d)\d{3})\sm\.(?=\s*$|\s*[,;:)\n]|\s+[A-ZĄČĘĖĮŠŲŪŽ]|(?P<noun>\s[a-ząčęėįšųūž]))"
    hours = (
        r"(?<![\w.,–-])(?:(?P<preposition>[Nn]uo|[Ii]ki)\s(?P<hour>\d{1,2})(?:\siki\s(?P<last>\d{1,2}))?"
        r"|(?P<first>\d{1,2})(?P<dash>[–-])(?P<end>\d{1,2}))\sval\."
    )
    hour_alone = r"(?<![\w.,–-])(?P<hour>\d{1,2})\sval\.(?!\s*\d)"
    return (
        Rule("date", compile_for(written, "lt"), _date),
        Rule("date", compile_for(year_alone, "lt"), _year_when),
        Rule("time", compile_for(hours, "lt"), _hours_from_to),
        Rule("time", compile_for(hour_alone, "lt"), _hour_of_day),
        Rule("date", _CENTURY, _century),
    )


# A century in Roman numerals before "a." (amžius): in the genitive before a part of it in the locative ("XX a.
# pradžioje": "dvidešimtojo amžiaus pradžioje"), in the locative at the end of its sentence ("Tai buvo XIX a.":
# "devynioliktajame amžiuje").
_CENTURY = re.compile(
    r"(?<![\w.])(?P<roman>[IVX]{1,5})\sa\.(?:(?=\s[a-ząčęėįšųūž]+(?:oje|ėje|yje)\b)|(?P<end>(?=\s*$|\s*\n)))"
)


def _century(match: re.Match[str]) -> str | None:
    number = roman_value(match["roman"])
    if not number or number > 21:
        return None
    said = f"{_ordinal(number, 'ojo')} amžiaus" if match["end"] is None else f"{_ordinal(number, 'ajame')} amžiuje."
    return _capitalised(match, said)


# A numeric date ("2024-05-03", "2024.05.03") is said as "du tūkstančiai dvidešimt ketvirtųjų metų gegužės ...", its
# day the definite feminine ordinal (diena) in the case the words before give: the genitive after "nuo", "iki", "po"
# ("nuo 2025-01-01": "sausio pirmosios"), the nominative where the date names itself, after a colon or a noun that
# labels it alone ("Susitikimas 2024-05-03.", "Data: 2024-05-03": "gegužės trečioji"), else the accusative of when a
# thing happens ("Siuntinys atkeliavo 2024-06-10": "birželio dešimtąją").
_DATE_GENITIVE_BEFORE = re.compile(r"(?:^|\s)(?i:nuo|iki|po)\s$")
_DATE_NAMED_BEFORE = re.compile(r"(?:^|\n)\s*(?:[A-ZĄČĘĖĮŠŲŪŽ][a-ząčęėįšųūž]*(?:as|is|ys|us|a|os|ai))?\s*:?\s*$|:\s*$")


def _numeric_date(day: int, month: int, year: int | None, before: str) -> str | None:
    if year is None:
        return None
    if _DATE_GENITIVE_BEFORE.search(before):
        ending = "osios"
    elif _DATE_NAMED_BEFORE.search(before):
        ending = "oji"
    else:
        ending = "ąją"
    year_said, day_said = _ordinal(year, "ųjų"), _ordinal(day, ending)
    return year_said and day_said and f"{year_said} metų {month_names('lt')[month - 1]} {day_said}"


DATES = dating.DatePhrasing(lambda value: numwords.year(value, "lt"), whole=_numeric_date, own_forms=_date_forms)


# Money, units and measures --------------------------------------------------------------------------------------------


def _accusative_noun(noun: str, endings: tuple[tuple[str, str], ...]) -> str | None:
    """`noun` with its nominative ending swapped for the accusative's ("euras": "eurą", "eurai": "eurus")."""
    return next((noun[: -len(end)] + said for end, said in endings if noun.endswith(end)), None)


def _instrumental(singular: str, plural: str, many: str, number: int) -> str | None:
    """The noun of a change's size ("padidėjo 5 proc.": "procentais"; "1 €": "euru"); after ten to twenty and the
    tens the genitive plural stays ("dešimčia procentų")."""
    if counting.one(number):
        return _accusative_noun(singular, _INSTRUMENTAL_SINGULAR)
    if number % 10 == 0 or 11 <= number % 100 <= 19:
        return many
    return _accusative_noun(plural, _INSTRUMENTAL_PLURAL)


def _declined_currency(forms: tuple[str, ...], number: int, before: str) -> str | None:
    """A currency's noun after a word that gives the accusative ("už 5 €": "už penkis eurus", "Sumokėjau 1 €":
    "vieną eurą"), or the instrumental of a change ("pabrango 2 €": "dviem eurais"); after ten to twenty and the
    tens its genitive plural stays ("už 20 €": "už dvidešimt eurų")."""
    if _of_change(before) and number and len(forms) > 2:
        return _instrumental(forms[0], forms[1], forms[2], number)
    if not _governs_accusative(before) or number == 0:
        return None
    if counting.one(number):
        return _accusative_noun(forms[0], _ACCUSATIVE_SINGULAR)
    if number % 10 == 0 or 11 <= number % 100 <= 19:
        return None
    return _accusative_noun(forms[1], _ACCUSATIVE_PLURAL)


MONEY = Money(names=library_names("lt"), agree=True, declined=_declined_currency)
# "2024 m." is the year (metai), not metres.
# Units as the language abbreviates them after a number, beyond CLDR's short symbols ("sek.").
_SYMBOLS = {"sek": "duration-second", "val": "duration-hour", "proc": PERCENT_UNIT}
# CLDR names a percent "procentas" after ten and more ("dešimt procentų"); after a decimal it is "procento".
# A temperature is said in degrees, as people say it ("20 °C": "dvidešimt laipsnių", "iki 30 °C šilumos": "iki
# trisdešimties laipsnių šilumos"), where CLDR names the scale first ("Celsijaus laipsnių").
_UNIT_NAMES = {
    PERCENT_UNIT: ("procentas", "procentai", "procentų", "procento"),
    "temperature-celsius": ("laipsnis", "laipsniai", "laipsnių", "laipsnio"),
}
# A preposition gives a unit's plural its case ("iki 6 %": "iki šešių procentų", "apie 3 kg": "apie tris
# kilogramus"): the genitive is CLDR's form after ten, the accusative the nominative plural's with its ending.
_ACCUSATIVE_PLURAL = (("ai", "us"), ("os", "as"), ("ės", "es"))


# The accusative singular of a unit's noun: "kilogramas": "kilogramą" ("Nupirkau 1 kg": "vieną kilogramą").
_ACCUSATIVE_SINGULAR = (("as", "ą"), ("is", "į"), ("us", "ų"), ("a", "ą"), ("ė", "ę"))


def _declined(unit: str, number: int, before: str) -> str | None:
    if _of_change(before) and number:
        if unit in _UNIT_NAMES:
            singular, plural, counted = _UNIT_NAMES[unit][:3]
        else:
            singular, plural, counted = (unit_noun(unit, count, "lt")[0] for count in (1, 2, 10))
        return _instrumental(singular, plural, counted, number)
    if counting.one(number) and _governs_accusative(before):
        noun = _UNIT_NAMES[unit][0] if unit in _UNIT_NAMES else unit_noun(unit, 1, "lt")[0]
        return _accusative_noun(noun, _ACCUSATIVE_SINGULAR)
    if counting.one(number) or number == 0 or not (before in _GENITIVE_BEFORE or _governs_accusative(before)):
        return None
    many = before in _GENITIVE_BEFORE or number % 10 == 0 or 11 <= number % 100 <= 19
    noun = _UNIT_NAMES[unit][2 if many else 1] if unit in _UNIT_NAMES else unit_noun(unit, 10 if many else 2, "lt")[0]
    return noun if many else _accusative_noun(noun, _ACCUSATIVE_PLURAL)


MEASURES = Measures(symbols=_SYMBOLS, agree=True, not_units=("m.",), names=_UNIT_NAMES, declined=_declined)


def _declined_scale(word: str, number: int, before: str) -> str | None:
    """A scale word after a verb or preposition that gives the accusative ("siekia 2 mlrd.": "du milijardus",
    "apie 3 mln.": "tris milijonus", "kainavo 1 mln.": "vieną milijoną"); after ten to twenty and the tens its
    genitive plural stays ("siekia 20 mln.": "dvidešimt milijonų")."""
    if not _governs_accusative(before) or number == 0:
        return None
    return _accusative_noun(word, _ACCUSATIVE_SINGULAR if counting.one(number) else _ACCUSATIVE_PLURAL)


# Number words, scale words and ranges ---------------------------------------------------------------------------------

# Number words: what the libraries leave to the language (number_words.py; numwords.py says them).
# Ordinals: the stems of 1-19 and the tens, to which the ending the text writes ("3-ią", "2-ame", "50-ąsias") or the
# case asks for is added; the part before the last is the cardinal ("dvidešimt pirmas", "tūkstantis devyni šimtai
# devyniasdešimtųjų").
_ORDINAL_STEMS = [
    "pirm", "antr", "treč", "ketvirt", "penkt", "šešt", "septint", "aštunt", "devint", "dešimt", "vienuolikt",
    "dvylikt", "trylikt", "keturiolikt", "penkiolikt", "šešiolikt", "septyniolikt", "aštuoniolikt", "devyniolikt",
]  # fmt: skip
_ORDINAL_TENS = [
    "dvidešimt", "trisdešimt", "keturiasdešimt", "penkiasdešimt", "šešiasdešimt", "septyniasdešimt",
    "aštuoniasdešimt", "devyniasdešimt",
]  # fmt: skip


def _ordinal(number: int, ending: str = "nominative") -> str | None:
    """ "trečią" (3, "ą"), "dvidešimt pirmas" (21, the nominative "as"), "tūkstantis devyni šimtai
    devyniasdešimtųjų" (1990, "ųjų")."""
    ending = "as" if ending == "nominative" else ending
    if not 0 < number < 10**15:
        return None
    last = number % 100
    if last == 0:
        return {100: f"šimt{ending}", 1000: f"tūkstant{ending}"}.get(number)
    step = last if last < 20 or last % 10 == 0 else last % 10
    stem = _ORDINAL_STEMS[step - 1] if step < 20 else _ORDINAL_TENS[step // 10 - 2]
    if stem.endswith("č") and not ending.startswith("i"):
        ending = "i" + ending  # "trečias", "trečią": the soft stem writes its i
    before = numwords.cardinal(number - step, "lt") if number > step else ""
    return f"{before} {stem}{ending}".strip()


NUMBER_WORDS = NumberWords(
    decimals=LIBRARY,
    leading=(("vienas tūkstantis", "tūkstantis"), ("vienas šimtas", "šimtas")),
    ordinal=_ordinal,
)


# An ordinal takes the ending its noun's ending gives ("XXI amžiuje": "dvidešimt pirmajame", "XIX amžiaus":
# "devyniolikto", "IV skyrių": "ketvirtą"); a locative takes the definite form, as a century's does.
AGREEING_ORDINAL = ByNounEnding(
    _ordinal,
    (
        (("uje", "yje", "oje", "ėje"), "ajame"),
        (("aus",), "o"),
        (("ių", "ą", "į"), "ą"),
        (("ius", "us", "as", "is"), "as"),
    ),
)


# Roman numerals and addresses -----------------------------------------------------------------------------------------

ADDRESSES = Addresses(
    streets={"g.": "gatvė", "pr.": "prospektas", "al.": "alėja"},
    postcode=Postcode(5),
)

# A century's or chapter's numeral before its noun says the ordinal in the noun's case ("XXI amžiuje"); a regnal
# number the definite ordinal, capitalised ("Antrasis").
_ROMAN_NOUNS = ("amži", "skyri", "dal")
ROMAN = RomanNumerals(
    before_its_noun(_ROMAN_NOUNS, AGREEING_ORDINAL, lambda number: _ordinal(number, "asis")),
    nouns=_ROMAN_NOUNS,
    monarchs=words("Mindaugas Gediminas Vytautas Jogaila Žygimantas Kazimieras Aleksandras Steponas Jonas Paulius"),
)

# Electronic addresses and telephone numbers ---------------------------------------------------------------------------
# The words for what web and e-mail addresses are made of (classes/electronic.py finds them).
ELECTRONIC = AddressWords(
    dot="taškas",
    at="eta",
    slash="pasvirasis brūkšnys",
    dash="brūkšnelis",
    underscore="apatinis brūkšnys",
    colon="dvitaškis",
)
# How a telephone number is read (classes/telephone.py finds it).
TELEPHONE = PhoneReading(
    "lt", "pliusas", words=r"telefon\w*|skambin\w*|numer\w*", emergency_in_digits=True
)  # "Skambinkite 112": "vienas vienas du"


HOME = Home(
    "lt",
    abbreviations=ABBREVIATIONS,
    counting=COUNTING,
    operators=OPERATORS,
    identifier_words=IDENTIFIER_WORDS,
    fractions=FRACTIONS,
    ordinals=_ordinals,
    numbers=world_numbers("lt"),
    # Dates and times
    times=TIMES,
    dates=DATES,
    # Money, units and measures
    money=MONEY,
    measures=MEASURES,
    # Number words, scale words and ranges
    number_words=NUMBER_WORDS,
    scale=ScaleWords(declined=_declined_scale),
    agreeing_ordinal=AGREEING_ORDINAL,
    # Roman numerals and addresses
    addresses=ADDRESSES,
    roman=ROMAN,
    # Electronic addresses and telephone numbers
    electronic=ELECTRONIC,
    telephone=TELEPHONE,
)
