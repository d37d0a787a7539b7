"""German: how things are said in German, where CLDR and the number libraries do not say it."""

from __future__ import annotations

import re

from handler.text.normalize import clock, dating, numwords
from handler.text.normalize.addresses import Addresses, Postcode
from handler.text.normalize.amounts import Measures, Money, library_names
from handler.text.normalize.cldr import unit_noun
from handler.text.normalize.contacts import AddressWords, PhoneReading
from handler.text.normalize.counting import Counting, NounGenders
from handler.text.normalize.fractions import Fractions
from handler.text.normalize.home import Home
from handler.text.normalize.number_words import LIBRARY, NumberWords
from handler.text.normalize.ordinals import (
    NUMBER,
    matched_number,
    next_word,
    ordinal_rule,
    previous_word,
    word_set,
)
from handler.text.normalize.range_words import RangeWords
from handler.text.normalize.roman_numerals import BEFORE_LOWERCASE, Numeral, RomanNumerals, words
from handler.text.normalize.rules import Rule
from handler.text.normalize.scale_words import ScaleWords
from handler.text.normalize.world import world_numbers

# The abbreviations people expand when they read aloud, as they say them (the format: classes/abbreviation.py).
ABBREVIATIONS = """
z. B. = zum Beispiel
bzw. = beziehungsweise
$usw. = und so weiter
u. a. = unter anderem
d. h. = das heißt
ca. = circa
vgl. = vergleiche
ggf. = gegebenenfalls
evtl. = eventuell
inkl. = inklusive
exkl. = exklusive
zzgl. = zuzüglich
bzgl. = bezüglich
$o. Ä. = oder Ähnliches
$u. Ä. = und Ähnliches
z. T. = zum Teil
i. d. R. = in der Regel
v. a. = vor allem
$etc. = et cetera
Mio. = Millionen
Mrd. = Milliarden
Tsd. = Tausend
max. = maximal
mind. = mindestens
rd. = rund
MwSt. = Mehrwertsteuer
Mwst. = Mehrwertsteuer
u. U. = unter Umständen
z. Zt. = zurzeit
z. Z. = zurzeit
zzt. = zurzeit
m. E. = meines Erachtens
$u. v. m. = und vieles mehr
^i. A. = im Auftrag
^i. V. = in Vertretung
^z. Hd. = zu Händen
s. o. = siehe oben
s. u. = siehe unten
#Abb. = Abbildung
#Bd. = Band
#Kap. = Kapitel
Hbf. = Hauptbahnhof
Jh. = Jahrhundert
geb. = geboren
gest. = gestorben
Tel. = Telefon
Str. = Straße
#Nr. = Nummer
#S. = Seite
#Abs. = Absatz
#Art. = Artikel
^Dr. = Doktor
^Prof. = Professor
^Hr. = Herr
^Hrn. = Herrn
^St. = Sankt
v. Chr. = vor Christus
n. Chr. = nach Christus
Febr. = Februar
Feb. = Februar
Apr. = April
Aug. = August
Sept. = September
Sep. = September
Okt. = Oktober
Nov. = November
Dez. = Dezember
"""

# One before a feminine noun is "eine" ("eine Stunde"), and after a preposition taking the dative "einem" or "einer"
# ("mit einem Freund", "nach einer Stunde"); a masculine noun after a verb or preposition taking the accusative is
# "einen" ("ich habe einen Bruder", "für einen Tag"). The endings tell most feminine nouns; the table names the
# nouns people count most whose ending does not tell their gender (a neuter one says "ein" as written).
_FEMININE = ("e", "ung", "heit", "keit", "schaft", "ion", "tät", "ik", "in", "ur", "enz", "anz", "erei", "nacht")
_GENDERS = NounGenders(
    """
    feminine: schwester mutter tochter frau person unterschrift stadt hand wand nacht zeit welt arbeit fahrt
      antwort zahl wahl tür uhr bank milch butter wurst maus kraft art pizza post mail nummer
    masculine: bruder vater sohn mann freund apfel tag monat kaffee tee euro cent dollar franken platz tisch stuhl
      termin brief schlüssel löffel teelöffel esslöffel teller becher wagen computer fehler grund moment schritt
      versuch preis kunde kollege junge name käse kuchen baum weg zug flug bus koffer rucksack schrank ball stift
      hut schuh mantel pullover ring satz text film plan punkt liter meter kilometer zentimeter abend morgen
      gast hund garten kurs job laden ausgang eingang
    neuter: ende auge kind jahr zimmer bad haus auto buch glas ei kilo pfund stück messer fenster mal tor ticket
      bier brot hemd problem land gramm
    """,
    ("", "n", "en"),
)
_DATIVE = frozenset(["mit", "nach", "seit", "von", "vor", "bei", "zu", "aus", "in", "an", "auf", "ab", "gegenüber"])
# What takes an accusative right before the number: prepositions, and the verbs people count things after.
_ACCUSATIVE_WORDS = """
für durch gegen ohne um bitte habe hast hat haben habt hatte hatten brauche brauchst braucht brauchen kaufe kaufst
kauft kaufen kaufte gib gibt geben nimm nehme nimmt nehmen suche sucht suchen bestelle bestellt bestellen bekomme
bekommt bekommen bekam sehe sieht sehen sah finde findet finden trinke trinkt trinken esse isst essen miete mietet
mieten buche bucht buchen koste kostet kosten kostete
"""
_ACCUSATIVE = frozenset(_ACCUSATIVE_WORDS.split())


def _gender(noun: str) -> str | None:
    """A compound has its last part's gender ("Kilogramm", "Großmutter", "Milchkaffee", before the ending's)."""
    return (
        _GENDERS.gender(noun) or _GENDERS.last_part_gender(noun) or ("feminine" if noun.endswith(_FEMININE) else None)
    )


# A span of time or a distance after a verb other than "sein" and "werden" is in the accusative whatever the verb
# ("wartete 1 Tag": "einen Tag", "dauert 1 Monat", "bleibe noch 1 Tag", "lief 1 km": "einen Kilometer"); at a sentence's
# start, after "war" or "und", or after the verbs whose subject follows them ("es fehlt 1 m", "es bleibt 1 Tag") it is
# a subject, and after a particle ("ist nur 1 km") the word before it decides.
_SPANS = frozenset(
    ["tag", "monat", "moment", "augenblick", "abend", "morgen", "nachmittag", "vormittag", "kilometer", "meter"]
)
_NOT_A_VERB = word_set(
    "ist war sind waren wird wurde werden sei wäre und oder als wie aber der die das ein eine es er sie ich wir "
    "fehlt fehlte fehlen bleibt blieb vergeht verging reicht reichte genügt kommt kam folgt folgte"
)


def _counted(number: int, words: str, noun: str, before: str) -> str | None:
    if words not in ("eins", "ein", "eine"):  # the counting form, or a unit's already said before its noun
        return None
    noun = noun.lower()
    gender = _gender(noun)
    if before in _DATIVE:
        return "einer" if gender == "feminine" else "einem"
    if gender == "masculine" and before in _ACCUSATIVE:
        return "einen"
    if gender == "masculine" and noun in _SPANS and before.isalpha() and before not in _NOT_A_VERB | _PARTICLES:
        return "einen"
    return "eine" if gender == "feminine" else None


# Words between the word that governs a number and the number, passed over to find it ("es gibt nur 1 Ausgang",
# "wir brauchen noch 1 Stuhl": "einen").
_PARTICLES = word_set(
    "nur noch genau etwa ungefähr fast knapp mindestens höchstens rund circa ca bloß lediglich gerade exakt"
)
_WORDS_BEFORE = re.compile(r"(\w+)[ \u00a0]+(\w+)\.?[ \u00a0]+$")


def _governor(text: str, start: int) -> str | None:
    """The word before the particles right before the number ("gibt" in "gibt nur 1"), lowercased; None where no
    particle stands there."""
    found = _WORDS_BEFORE.search(text, max(0, start - 40), start)
    if found and found[2].lower() in _PARTICLES:
        return found[1].lower()
    return None


# A half before a noun, as its accusative (what a recipe or a shopping list says: "einen halben Liter", "eine halbe
# Stunde", "ein halbes Kilo").
_HALF = {"masculine": "einen halben", "feminine": "eine halbe", "neuter": "ein halbes"}


# After a preposition taking the dative: "nach einer halben Stunde", "mit einem halben Liter".
_HALF_DATIVE = {"masculine": "einem halben", "feminine": "einer halben", "neuter": "einem halben"}


# After an article the half is its adjective alone, with the ending the article leaves it: "ein ½ Liter" is "ein
# halber Liter", "ein ½ Kilo" "ein halbes", "der ½ Liter" "der halbe", "mit einem ½ Liter" "einem halben".
_STRONG_ARTICLES = frozenset(["ein", "kein", "mein", "dein", "sein", "ihr", "unser", "euer"])
_WEAK_ARTICLES = frozenset(["der", "die", "das", "eine", "keine", "meine", "deine", "seine", "ihre", "unsere", "eure"])
_HALF_ALONE = {"masculine": "halber", "feminine": "halbe", "neuter": "halbes"}


def _half_after(noun: str, before: str) -> str | None:
    gender = _gender(noun) or ""
    if before in _STRONG_ARTICLES:
        return _HALF_ALONE.get(gender)
    if before in _WEAK_ARTICLES:
        return "halbe" if gender else None
    if before in _GERMAN_WEAK_N:  # "einen", "einem", "dem", "den", "des", "im", ...
        return "halben" if gender else None
    return _HALF_DATIVE.get(gender) if before in _DATIVE else None


# Words that open a sentence, never a noun after a number (the period before them ends a sentence: "Er wurde 3. Das
# war gut.", "30 Min. Danach").
_SENTENCE_OPENERS = word_set(
    "der die das den dem des ein eine einen einem einer er sie es ich wir ihr du man dann danach doch aber und auch so "
    "im am in mit bei nach vor zum zur beim damit dabei trotzdem nun jetzt dies diese dieser dieses mein meine unser "
    "unsere kein keine alle viele wenn als da wie was wo warum weil obwohl deshalb daher also zuerst anschließend "
    "schließlich außerdem hier dort heute bitte für auf aus um ab bis von zu seit während noch schon nicht"
)

COUNTING = Counting(
    _counted,
    _DATIVE | {"für", "durch", "gegen", "ohne", "um"},
    lambda noun: _HALF.get(_gender(noun) or ""),
    half_after=_half_after,
    governor=_governor,
    sentence_openers=_SENTENCE_OPENERS,
    capitalised_nouns=True,
    one_and_a_half=lambda noun, before: "eineinhalb",  # "1,5 Stunden": "eineinhalb Stunden"
)

# Math operators between numbers, as said (classes/symbol.py).
OPERATORS = {
    "+": "plus",
    "=": "gleich",
    "×": "mal",
    "·": "mal",
    "÷": "geteilt durch",
    "√": "die Wurzel aus",
    "§": "Paragraf",
}
# The words that announce a number read digit by digit: a PIN, a postal code (classes/identifier.py).
IDENTIFIER_WORDS = ("pin", "postleitzahl", "plz", "endet auf", "code", "geheimzahl")


# Fractions -------------------------------------------------------------------------------------------------------


def _german(numerator: int, denominator: int) -> str | None:
    count = "ein" if numerator == 1 else numwords.cardinal(numerator, "de")
    if denominator == 2:
        return f"{count} halb" if numerator == 1 else f"{count} Halbe"
    ordinal = numwords.ordinal(denominator, "de")
    return ordinal and f"{count} {ordinal[:-1].capitalize()}el"  # "dritte" -> "Drittel"


def _german_mixed(number: int, numerator: int, denominator: int) -> str | None:
    whole = numwords.cardinal(number, "de")
    if whole is None:
        return None
    if (numerator, denominator) == (1, 2):
        return ("ein" if whole == "eins" else whole) + "einhalb"  # "dreieinhalb", "eineinhalb"
    said = _german(numerator, denominator)
    return said and f"{whole} {said}"


FRACTIONS = Fractions(_german, _german_mixed)


# Ordinals --------------------------------------------------------------------------------------------------------

# The ending an ordinal takes after these words ("am dritten", "der dritte", "ein dritter").
_GERMAN_WEAK_N = word_set(
    "am im zum vom beim dem den des einem einen einer eines meinem meinen meiner meines deinem deinen "
    "deiner deines seinem seinen seiner seines ihrem ihren ihrer ihres unserem unseren unserer unseres "
    "eurem euren eurer eures jedem jeden jeder jedes diesem diesen dieser dieses"
)


_GERMAN_WEAK_E = word_set("der die das eine meine deine seine ihre unsere eure jede diese zur")


_GERMAN_PREPOSITIONS = word_set("in an auf aus bei mit nach von zu vor seit unter über hinter neben zwischen")


# The gender of the nouns ordinals usually count, for the strong ending without an article ("3. Liga").
_GERMAN_GENDERS = {
    **dict.fromkeys(
        word_set(
            "Geburtstag Platz Jahrestag Stock Tag Monat Rang Preis Teil Satz Akt Band Versuch Weltkrieg Spieltag "
            "Lauf Durchgang Schritt Punkt Absatz Artikel Paragraph Paragraf Bezirk Grad Advent Sonntag"
        ),
        "r",
    ),
    **dict.fromkeys(
        word_set(
            "Liga Klasse Etage Runde Auflage Woche Stelle Reihe Generation Ausgabe Staffel Folge Etappe Sinfonie "
            "Symphonie Strophe Szene Stunde Halbzeit Amtszeit Mannschaft Division Wahl"
        ),
        "e",
    ),
    **dict.fromkeys(word_set("Mal Jahrhundert Jahrtausend Kapitel Jahr Rennen Spiel Semester Quartal Album Tor"), "s"),
}


_GERMAN_MONTHS = word_set(
    "Januar Jänner Februar März April Mai Juni Juli August September Oktober November Dezember Jan Feb "
    "Mär Apr Jun Jul Aug Sep Sept Okt Nov Dez"
)


# A placing: an ordinal after "wurde", "war", "ist" or "als" with no article is a noun ("Er wurde Dritter", "als Zweite
# ins Ziel"), or before a noun a strong adjective ("wurde zweiter Sieger"); up to four words may stand between ("wurde
# sie 5.", "war zur Halbzeit nur 7."), and an article or pronoun among them or before the verb gives the gender.
_PLACING_WORDS = word_set("wurde wurden wird werden war waren ist sind bleibt blieb als")
_SUBJECTS = {"er": "masculine", "sie": "feminine", "der": "masculine", "die": "feminine", "ein": "masculine"}
_SUBJECTS |= {"eine": "feminine", "dieser": "masculine", "diese": "feminine"}
_CLAUSE_WORDS = re.compile(r"[^\W\d_]+|[.!?;:]")
_NOUN_ENDINGS = {"masculine": "r", "feminine": "", "neuter": "s"}


def _placing(match: re.Match[str], following: str) -> str | None:
    """ "wurde 3. im Rennen": "Dritter", in the gender of the subject (an article or pronoun between the verb and the
    number, else the nearest before the verb; masculine where none tells); None where no placing word stands up to
    four words before, or an article or preposition stands right before ("zur 3. Runde")."""
    words = _CLAUSE_WORDS.findall(match.string[max(0, match.start() - 80) : match.start()])
    if not words or words[-1].lower() in _GERMAN_WEAK_N | _GERMAN_WEAK_E | _GERMAN_PREPOSITIONS:
        return None
    between: list[str] = []
    while words and len(between) < 4 and words[-1].lower() not in _PLACING_WORDS and words[-1] not in ".!?;:":
        between.append(words.pop().lower())
    if not words or words[-1].lower() not in _PLACING_WORDS:
        return None
    ordinal = numwords.ordinal(matched_number(match), "de")
    if ordinal is None:
        return None
    if following[:1].isupper():  # "wurde 2. Sieger": an adjective with the noun's strong ending
        if following.lower() in _SENTENCE_OPENERS:
            return None  # "Er wurde 3. Das war gut.": the period ends the sentence, and the number may be an age
        ending = _GERMAN_GENDERS.get(following)
        gender = _gender(following) or ("masculine" if following.endswith(("er", "ling", "or", "ist")) else None)
        if ending is None and gender is None:
            return None
        return ordinal + (("" if ending == "e" else ending) if ending is not None else _NOUN_ENDINGS[gender or ""])
    subjects = [word for word in reversed(between) if word in _SUBJECTS]
    for word in reversed(words[:-1]):
        if subjects or word in ".!?;:":
            break
        subjects += [word.lower()] if word.lower() in _SUBJECTS else []
    return ordinal.capitalize() + ("" if subjects and _SUBJECTS[subjects[0]] == "feminine" else "r")


def _german_ordinal(match: re.Match[str]) -> str | None:
    following, before = next_word(match), previous_word(match).lower()
    if following or match.string.startswith(",", match.end()):  # not at a sentence end: "Er wurde 3." may be an age
        placing = _placing(match, following)
        if placing:
            return placing
    if not following or following.rstrip(".") in _GERMAN_MONTHS:
        return None  # a sentence end or a date
    words = numwords.ordinal(matched_number(match), "de")
    if words is None:
        return None
    preceding = re.search(r"(\w+)\s+\w+\s*$", match.string[max(0, match.start() - 40) : match.start()])
    return _declined(words, before, following, preceding[1].lower() if preceding else "")


def _declined(words: str, before: str, following: str, earlier: str) -> str | None:
    """The ordinal `words` with the ending the word `before` it (lowercased) and the noun `following` give; `earlier`
    is the word before `before` ("in der 3. Klasse")."""
    if before in _GERMAN_WEAK_N:
        return words + "n"
    if before in _GERMAN_WEAK_E:
        # "der" after a preposition is dative or genitive: "in der 3. Klasse" is "in der dritten Klasse".
        return words + ("n" if before == "der" and earlier in _GERMAN_PREPOSITIONS else "")
    ending = _GERMAN_GENDERS.get(following)
    if ending is None:
        # A lowercase word (an adjective) or an unknown noun: the ordinal still reads, with the plain ending.
        return words if following[0].islower() or before in ("ein", "mein", "sein", "ihr") else None
    # Strong endings, as after "ein": "3. Liga" -> "dritte Liga", "100. Geburtstag" -> "hundertster Geburtstag".
    return words + ("" if ending == "e" else ending)


def _ordinals() -> list[Rule]:
    return [ordinal_rule(rf"{NUMBER}\.(?=[ \u00a0]|,[ \u00a0])", _german_ordinal)]


# Dates and times ------------------------------------------------------------------------------------------------------


# "vierzehn Uhr dreißig", "ein Uhr"; "14.30 Uhr", "14 Uhr 30", "um 14.30"; "9:05:10": "... und zehn Sekunden".
TIMES = clock.TimePhrasing(
    clock.hour_and_word("de", "Uhr", one=lambda words: words[:-1] if words.endswith("eins") else words),
    clock.seconds_after("de", clock.one_or_more("Sekunde", "Sekunden"), joiner="und", forms={"eins": "eine"}),
    day_parts=("morgens", "nachmittags", "abends"),
    clock_word="Uhr",
    clock_word_after_hour=True,
    words_before=r"um",
    zones=True,
    zone_codes=("MEZ", "MESZ"),
)


# The day is declined after these words ("am dritten Mai"), weak after an article ("der dritte Mai") and strong alone
# ("Berlin, dritter Mai").
_DATE_DATIVE = re.compile(r"(?:\b(?:am|vom|zum|beim|im|dem|den|des|bis|ab)\s)$", re.IGNORECASE)
_DATE_ARTICLE = re.compile(r"(?:\b(?:der|die|das|ist)\s)$", re.IGNORECASE)
_WEEKDAY = re.compile(r"\b(?:Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag|Mo|Di|Mi|Do|Fr|Sa|So)\.?,?\s$")


def _day(at: dating.DayAt) -> str | None:
    words = numwords.ordinal(at.number, "de")
    before = _WEEKDAY.sub("", at.before)  # "am Dienstag, 14.05.": the day agrees with "am"
    if words and _DATE_DATIVE.search(before):
        return words + "n"
    if words and not _DATE_ARTICLE.search(before):
        return words + "r"
    return words


def _decade(value: int, ending: str) -> str | None:
    """ "1990er": "neunzehnhundertneunziger"."""
    words = numwords.year(value, "de") if value >= 1000 else numwords.cardinal(value, "de")
    return words and words + "er"


# A year from 1100 to 1999 is said in hundreds ("neunzehnhundertneunundachtzig"), where a count says thousands
# ("tausendfünfhundert Menschen"): four digits that no noun (a capitalised word), unit, currency or sign follows,
# at a clause's end or before a lowercase word ("Die Mauer fiel 1989.", "1832 starb Goethe", "1887 von zwei Brüdern");
# not a sum's number after an operator ("0 + 1100": "null plus tausendeinhundert").
_UNIT_WORDS = "km|kg|cm|mm|ml|dl|cl|mg|ha|kw|kwh|mb|gb|tb|qm|min|sek|std|mio|mrd|tsd|kcal|mal|ps"
_BARE_YEAR = re.compile(
    r"(?<![\w.,/€$£¥+×÷=·−±-])(?<![€$£¥+×÷=·−±] )(?P<year>1[1-9]\d\d)(?![\d.,]\d)"
    rf"(?=[.,;:!?)\"»]|$|[ \u00a0]+(?!(?:{_UNIT_WORDS})\b)[a-zäöüß]{{2}})"
)


_SENTENCE_START = re.compile(r"(?:^|[.!?]\s+)$")


def _bare_year(match: re.Match[str]) -> str | None:
    said = numwords.year(int(match["year"]), "de")
    if said and _SENTENCE_START.search(dating.text_before(match, 3)):
        return said[0].upper() + said[1:]  # "1989 fiel die Mauer": "Neunzehnhundertneunundachtzig fiel"
    return said


# A decade with no "Jahre" after it is a noun, capitalised, and takes "-n" in the dative plural: "Ende der 80er": "Ende
# der Achtziger", "in den 90ern": "in den Neunzigern" (where "die 80er Jahre" are "die achtziger Jahre"); a decade
# written with its century ("der 1980er") is left to the adjective's rule.
_DECADE_NOUN = re.compile(r"(?P<decade>\d(?<![\w.,'-]\d)\d)er(?P<dative>n)?(?![\w-])(?![ \u00a0]+Jahr)")


def _decade_noun(match: re.Match[str]) -> str | None:
    said = _decade(int(match["decade"]), "er") if int(match["decade"]) % 10 == 0 else None
    return said and said[0].upper() + said[1:] + (match["dative"] or "")


def _year_forms() -> tuple[Rule, ...]:
    return (Rule("date", _BARE_YEAR, _bare_year), Rule("date", _DECADE_NOUN, _decade_noun))


DATES = dating.DatePhrasing(
    lambda value: numwords.year(value, "de"),
    _day,
    range_word=" bis ",
    not_after=r"Kapitel|Abschnitt",
    decade_ending="er",
    decade=_decade,
    own_forms=_year_forms,
    year_words=("jahr", "jahre", "seit", "von", "bis", "ab", "um", "vor", "nach", "anfang", "ende", "mitte", "sommer",
                "winter", "herbst", "frühjahr", "anno", "im"),
)  # fmt: skip


# Money, units and measures --------------------------------------------------------------------------------------------

# Currencies' everyday names, where num2words' currency forms are not (classes/money.py).
# The yen by its name alone ("500 ¥": "fünfhundert Yen"), where CLDR says "Japanische Yen".
_CURRENCIES = library_names("de") | {
    "CHF": (("Franken", "Franken"), ("Rappen", "Rappen")),
    "JPY": (("Yen", "Yen"), None),
}

MONEY = Money(names=_CURRENCIES, and_cents=None)
# Units whose noun takes another form of the number than the counting one ("eine Stunde", "una tonelada").
# Units as the language abbreviates them after a number, beyond CLDR's short symbols ("Sek.").
_SYMBOLS = {"Sek": "duration-second", "Std": "duration-hour", "s": "duration-second"}


def _one_unit(unit: str, whole: int, before: str) -> str | None:
    """One unit's noun, whose "ein" the word before declines as any noun's ("lief 1 km": "einen Kilometer", "nach 1
    Std.": "nach einer Stunde", "mit 1 l": "mit einem Liter")."""
    return " ".join(filter(None, unit_noun(unit, 1, "de"))) if whole == 1 else None


MEASURES = Measures(
    symbols=_SYMBOLS,
    declined=_one_unit,
    genders={
        "duration-hour": "feminine",
        "duration-minute": "feminine",
        "mass-tonne": "feminine",
        "area-hectare": "feminine",
    },
)

# Number words, scale words and ranges ---------------------------------------------------------------------------------

# Number words: what the libraries leave to the language (number_words.py; numwords.py says them).
NUMBER_WORDS = NumberWords(
    decimals=LIBRARY,
    leading=(("einhundert", "hundert"), ("eintausend", "tausend")),
    masculine={"eins": "ein"},
    feminine={"eins": "eine"},
    neuter={"eins": "ein"},
    forms_end_words=True,
)


# A range: "10-20" said with the word for "to", and after the word before its first end ("zwischen 10 und 20").
RANGES = RangeWords("bis", after={"zwischen": "und"}, score="zu")  # "3-1": "drei zu eins"


# A noun right after a number, capitalised: "ein Kind" (the counting form is "eins").
NOUN_AFTER = re.compile(r"[ \u00a0][A-ZÄÖÜ][a-zäöüß]")


# Nouns are capitalised: "3 Mio. Euro" goes on after the period.
SCALE = ScaleWords(capitalised_nouns=True)


# Roman numerals and addresses -----------------------------------------------------------------------------------------

# Street types written at the end of the street's name ("Musterstr. 12a": "Musterstraße zwölf a"); a postcode
# before a town digit by digit.
ADDRESSES = Addresses(
    streets={"Str.": "Straße", "str.": "straße", "Pl.": "Platz", "pl.": "platz"},
    type_after_name=True,
    street_endings=("straße", "strasse", "gasse", "weg", "platz", "allee", "ring", "damm"),
    postcode=Postcode(5),
)

# A chapter's number is the cardinal; a regnal number "der" and the ordinal, "dem" and its dative after a
# preposition that asks for it ("unter Ludwig dem Vierzehnten"); a century written "19. Jahrhundert" the ordinal.
_ROMAN_CHAPTERS = words("kapitel teil band akt szene abschnitt artikel phase stufe typ klasse buch")
_ROMAN_DATIVE = words("unter von mit bei nach seit zu aus vor")


_MONARCHS = words(
    "Elisabeth Maria Anna Katharina Viktoria Christina Heinrich Karl Ludwig Wilhelm Friedrich Georg Johann "
    "Franz Philipp Ferdinand Otto Leopold Maximilian Albrecht Rudolf Sigismund Konrad Peter Paul Pius Benedikt "
    "Gregor Leo Innozenz Klemens Gustav Christian Napoleon Nikolaus Alexander Eduard Richard Jakob Iwan Karl"
)
_QUEENS = words("Elisabeth Maria Anna Katharina Viktoria Christina Margarethe Beatrix Juliana Wilhelmina Isabella")


def _roman(numeral: Numeral) -> str | None:
    if numeral.word_before in _ROMAN_CHAPTERS:
        return numwords.cardinal(numeral.value, "de")
    noun = "Jahrhundert" if numeral.after == "Jahrhunderts" else numeral.after
    if noun in _GERMAN_GENDERS and numeral.dotted and not numeral.after_name:
        # the words before give the ending: "im XX. Jahrhundert" is "im zwanzigsten", "II. Weltkrieg" "zweiter"
        ordinal = numwords.ordinal(numeral.value, "de")
        return ordinal and _declined(ordinal, numeral.word_before, noun, numeral.earlier)
    if numeral.after_name and numeral.before.endswith("s") and numeral.before[:-1] in _MONARCHS:
        # a name in the genitive: "die Frauen Heinrichs VIII.": "Heinrichs des Achten", "Elisabeths der Zweiten"
        ordinal = numwords.ordinal(numeral.value, "de")
        feminine = numeral.before[:-1] in _QUEENS
        return ordinal and f"{'der' if feminine else 'des'} {ordinal.capitalize()}n"
    if numeral.after_name:  # a queen's: "Elisabeth die Zweite", "unter Elisabeth der Zweiten"
        ordinal = numwords.ordinal(numeral.value, "de")
        dative = numeral.earlier in _ROMAN_DATIVE
        article = ("der" if dative else "die") if numeral.feminine else "dem" if dative else "der"
        return ordinal and f"{article} {ordinal.capitalize()}{'n' if dative else ''}"
    return None


ROMAN = RomanNumerals(
    _roman,
    chapters=_ROMAN_CHAPTERS,
    monarchs=_MONARCHS,
    queens=_QUEENS,
    # "Ludwig XIV. starb", "im XX. Jahrhundert", "der II. Weltkrieg": an ordinal's period before the nouns it counts
    period=BEFORE_LOWERCASE + r"|[ \u00a0]+(?:Jahrhunderts|" + "|".join(sorted(_GERMAN_GENDERS)) + r")\b",
)

# Electronic addresses and telephone numbers ---------------------------------------------------------------------------
# The words for what web and e-mail addresses are made of (classes/electronic.py finds them).
ELECTRONIC = AddressWords(
    dot="Punkt",
    at="ät",
    slash="Schrägstrich",
    dash="Bindestrich",
    underscore="Unterstrich",
    colon="Doppelpunkt",
    spells_country_domains=True,
    domain_words=frozenset({"at"}),  # Austria's is said as a word
)
# How a telephone number is read (classes/telephone.py finds it).
# Dialling ("wählen Sie", "wählt"), calling ("rufen Sie die 110 an") and the emergency call ("Notruf: 112"), or the
# verb that ends the clause ("wenn Sie die 116 117 wählen"); an emergency number by one is said digit by digit ("eins
# eins zwei").
TELEPHONE = PhoneReading(
    "de",
    "plus",
    words=r"handy|\w*nummer|tel\.?\s?nr|ruf|rufen|anrufen|\w*notruf|wähl\w*",
    words_after=r"(?:an)?rufen|angerufen|wählen|(?:ge)?wählt",
    emergency_in_digits=True,
)


HOME = Home(
    "de",
    abbreviations=ABBREVIATIONS,
    counting=COUNTING,
    operators=OPERATORS,
    by_word="mal",
    identifier_words=IDENTIFIER_WORDS,
    fractions=FRACTIONS,
    ordinals=_ordinals,
    numbers=world_numbers("de"),
    # Dates and times
    times=TIMES,
    dates=DATES,
    # Money, units and measures
    money=MONEY,
    measures=MEASURES,
    # Number words, scale words and ranges
    number_words=NUMBER_WORDS,
    ranges=RANGES,
    noun_after=NOUN_AFTER,
    scale=SCALE,
    # Roman numerals and addresses
    addresses=ADDRESSES,
    roman=ROMAN,
    # Electronic addresses and telephone numbers
    electronic=ELECTRONIC,
    telephone=TELEPHONE,
)
