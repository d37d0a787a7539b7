"""Greek: how things are said in Greek, where CLDR and the number libraries do not say it."""

from __future__ import annotations

import re

from handler.text.normalize import clock, dating, numwords
from handler.text.normalize.addresses import Addresses, Postcode
from handler.text.normalize.amounts import Measures, Money
from handler.text.normalize.cldr import unit_noun
from handler.text.normalize.contacts import AddressWords, PhoneReading
from handler.text.normalize.counting import Counting, NounGenders, spelled
from handler.text.normalize.fractions import but_half, joined_by
from handler.text.normalize.home import Home
from handler.text.normalize.number_words import NumberWords
from handler.text.normalize.ordinals import END, NUMBER, ordinal_rule, plain
from handler.text.normalize.range_words import RangeWords
from handler.text.normalize.roman_numerals import Numeral, RomanNumerals, words
from handler.text.normalize.rules import Rule
from handler.text.normalize.scale_words import ScaleWords
from handler.text.normalize.world import world_numbers

# The abbreviations people expand when they read aloud, as they say them (the format: classes/abbreviation.py).
ABBREVIATIONS = """
π.χ. = παραδείγματος χάρη
$κ.λπ. = και λοιπά
$κλπ. = και λοιπά
δηλ. = δηλαδή
$κ.ά. = και άλλα
τηλ. = τηλέφωνο
π.Χ. = προ Χριστού
μ.Χ. = μετά Χριστόν
^οδ. = οδός
^Δρ = δόκτωρ
^καθ. = καθηγητής
#αρ. = αριθμός
#σελ. = σελίδα
αι. = αιώνα
^κ. = κύριος
^κα = κυρία
^κ.κ. = κύριοι
βλ. = βλέπε
σημ. = σημείωση
ό.π. = όπως παραπάνω
$κ.ο.κ. = και ούτω καθεξής
ημ/νία = ημερομηνία
π.μ. = προ μεσημβρίας
μ.μ. = μετά μεσημβρίας
^λεωφ. = λεωφόρος / στη στην: λεωφόρο
^πλ. = πλατεία
#άρθ. = άρθρο / του: άρθρου
#παρ. = παράγραφος / την στην: παράγραφο / της: παραγράφου
#κεφ. = κεφάλαιο / του: κεφαλαίου
#αριθ. = αριθμός / τον στον: αριθμό / του: αριθμού
"""


# Three, four, the hundreds and thousands agree with their noun's gender, which its plural ending mostly shows
# ("τρεις γυναίκες", "τρία παιδιά", "τριακόσιοι εργαζόμενοι"); a masculine plural in "-ες" or "-είς" looks feminine
# ("τετρακόσιοι επισκέπτες", "χίλιοι γονείς"), so the table names the men and months people count most. After a
# preposition or the article "τους" a masculine number is in the accusative ("για τριακόσιους επισκέπτες"); a half
# agrees too ("μισή ώρα").
_GENDERS = NounGenders(
    """
    masculine: επισκέπτ μαθητ φοιτητ άντρ άνδρ πατέρ μήν εργάτ πελάτ ναύτ στρατιώτ ταξιδιώτ θεατ αθλητ πολίτ
      επιβάτ τουρίστ καθηγητ ερευνητ συγγραφ γον υπαλλήλ κατοίκ
    """,
    ("ες", "ές", "είς", "ους", "οι", "οί"),
)
_ACCUSATIVE = frozenset(
    ["για", "σε", "με", "από", "χωρίς", "μετά", "πριν", "τους", "στους", "κατά", "προς", "ως", "έως", "μέχρι"]
)
# A feminine article before a number says its gender whatever follows, a noun or none: "στις 3" is the hour, "στις
# τρεις" (η ώρα), "τις 4 το απόγευμα" "τις τέσσερις".
_FEMININE_ARTICLES = frozenset(["τις", "στις"])


# Before a genitive plural ("των τριών ημερών", "δεκατριών ετών"), or after the genitive plural's article whatever
# follows ("των 1.000 ευρώ": "των χιλίων ευρώ"), three, four, the hundreds and the thousands take the genitive, one
# form for every gender; the other numbers do not decline.
_GENITIVE_NUMBERS = re.compile(r"(τρία|τρεις|τρείς|τέσσερα|τέσσερις|κόσια|κόσιες|κόσιοι|χίλια|χιλιάδες)\b")
_GENITIVE_FORMS = {
    "τρία": "τριών", "τρεις": "τριών", "τρείς": "τριών", "τέσσερα": "τεσσάρων", "τέσσερις": "τεσσάρων",
    "κόσια": "κοσίων", "κόσιες": "κοσίων", "κόσιοι": "κοσίων", "χίλια": "χιλίων", "χιλιάδες": "χιλιάδων",
}  # fmt: skip


def _counted(number: int, words: str, noun: str, before: str) -> str | None:
    if before in _FEMININE_ARTICLES and number > 1 and number % 10 != 1:
        return _in_gender(number, "feminine")
    if number > 1 and (noun.endswith(("ών", "ων")) or before == "των"):
        return _GENITIVE_NUMBERS.sub(lambda found: _GENITIVE_FORMS[found[1]], words)
    singular_masculine = number == 1 and noun.endswith(("ης", "ής", "ας", "άς", "ος", "ός"))  # "ένας μαθητής"
    if number == 1 and noun.endswith(("α", "ά", "η", "ή")) and not noun.endswith("μα"):
        return "μία"  # a feminine singular: "μία εβδομάδα"; not a neuter "-μα" ("ένα πρόγραμμα")
    if singular_masculine or noun.endswith(("οι", "οί", "ους", "ούς")) or _GENDERS.gender(noun) == "masculine":
        gender = "masculine"
    elif noun.endswith(("ες", "ές", "εις", "ή")):
        gender = "feminine"
    elif noun.endswith(("α", "ά", "η", "ώ", "ό", "ί")):
        gender = "neuter"
    else:
        return None
    said = _in_gender(number, gender)
    accusative = noun.endswith(("ους", "ούς")) or (gender == "masculine" and before in _ACCUSATIVE)
    if number % 10 == 1 and number != 1 and (accusative or number % 100 == 11):
        return None  # "είκοσι ένα" and "είκοσι έναν" are both said before a masculine accusative; "έντεκα" is one
    if said and accusative:  # a masculine accusative: "τριακόσιους", "έναν"
        said = said.replace("οι", "ους").replace("ένας", "έναν")
    return said


def _in_gender(number: int, gender: str) -> str | None:
    said = spelled(number, "el", f"spellout-cardinal-{gender}")
    return said and said.replace("δεκατρεις", "δεκατρείς")  # CLDR leaves out the accent


def _half(noun: str) -> str | None:
    if noun.endswith(("α", "η", "ά", "ή")):
        return "μισή"
    return "μισό" if noun.endswith(("ο", "ό", "ι", "ί")) else None


def _one_and_a_half(noun: str, before: str) -> str | None:
    """ "1,5 ώρα": "μιάμιση ώρα" (a feminine), "1,5 κιλό": "ενάμισι κιλό" (a neuter); a masculine's form depends on
    its case, and "-ο" is either gender, so those stay as written."""
    if noun.endswith(("α", "ά", "η", "ή")) and not noun.endswith("μα"):
        return "μιάμιση"
    return "ενάμισι" if noun.endswith(("ι", "ί", "μα", "κιλό", "λίτρο", "μέτρο")) else None


# A whole number and a half is one word ("δυόμισι ώρες", "πεντέμισι κιλά"); three and four have a neuter form
# ("τριάμισι κιλά") beside the masculine and feminine one ("τρεισήμισι ώρες"). Seven to nine are written two ways
# each ("εφτάμισι", "επτάμισι") and past twelve people say "και μισή": those keep the decimal.
_AND_A_HALF = {2: "δυόμισι", 5: "πεντέμισι", 6: "εξήμισι", 10: "δεκάμισι", 11: "εντεκάμισι", 12: "δωδεκάμισι"}
_AND_A_HALF_GENDERED = {3: ("τρεισήμισι", "τριάμισι"), 4: ("τεσσερισήμισι", "τεσσεράμισι")}


def _and_a_half(number: int, noun: str, before: str) -> str | None:
    if number in _AND_A_HALF_GENDERED:
        neuter = noun.endswith(("α", "ά", "ια", "ιά")) and not noun.endswith(("ες", "ές"))
        return _AND_A_HALF_GENDERED[number][neuter] if noun.endswith(("α", "ά", "ες", "ές")) else None
    return _AND_A_HALF.get(number) if noun.endswith(("α", "ά", "ες", "ές", "ους", "οι")) else None


COUNTING = Counting(
    _counted, half=_half, one_and_a_half=_one_and_a_half, and_a_half=_and_a_half, case_from_word_before=True
)

# Math operators between numbers, as said (classes/symbol.py).
OPERATORS = {"+": "συν", "=": "ίσον", "×": "επί", "·": "επί", "÷": "διά", "√": "ρίζα του", "§": "παράγραφος"}
# The words that announce a number read digit by digit: a PIN, a postal code (classes/identifier.py).
IDENTIFIER_WORDS = ("pin", "κωδικός", r"κάρτα που λήγει")


# Fractions -------------------------------------------------------------------------------------------------------


def _greek(numerator: int, denominator: int) -> str | None:
    count = numwords.cardinal(numerator, "el")
    part = numwords.spelled_ordinal(denominator, "el", "spellout-ordinal-neuter")
    if count is None or part is None:
        return None
    part = re.sub(r"όγδο$", "όγδοο", part)  # CLDR's neuter of "όγδοος" drops a letter
    return f"{count} {part if numerator == 1 else part[:-1] + 'α'}"


FRACTIONS = joined_by("el", _greek, "και", "{} και μισό", but_half("μισό", _greek))


# Ordinals --------------------------------------------------------------------------------------------------------


def _genitive_ordinal(feminine: bool) -> Rule:
    """ "του 19ου αιώνα": "του δέκατου ένατου αιώνα"; "της 25ης Μαρτίου": "της εικοστής πέμπτης Μαρτίου"."""
    endings = (("ή", "ής"), ("η", "ης")) if feminine else _GENITIVE

    def say(match: re.Match[str]) -> str | None:
        said = numwords.ordinal(int(match["n"]), "el", feminine=feminine)
        return said and numwords.inflect(said, endings, every_word=True)

    return ordinal_rule(rf"{NUMBER}(?:{'ης|ής' if feminine else 'ου|ού'}){END}", say)


def _ordinals() -> list[Rule]:  # "3ος όροφος", "3η θέση", "3ο βραβείο": the nominative forms CLDR gives
    return [
        _genitive_ordinal(feminine=False),
        _genitive_ordinal(feminine=True),
        plain("el", rf"{NUMBER}(?:ος|ός){END}"),
        plain("el", rf"{NUMBER}(?:η|ή){END}", feminine=True),
        plain("el", rf"{NUMBER}(?:ο|ό){END}", neuter=True),
    ]


# Dates and times ------------------------------------------------------------------------------------------------------

# The hour is feminine ("μία", "τρεις"): η ώρα.
TIMES = clock.TimePhrasing(
    clock.plain("el", gender="feminine"),
    clock.seconds_after("el", clock.one_or_more("δευτερόλεπτο", "δευτερόλεπτα"), joiner="και"),
)


# Days are feminine (η ημέρα): "τρεις Μαΐου", "πρώτη Μαΐου".
DATES = dating.DatePhrasing(
    lambda value: numwords.year(value, "el"),
    lambda at: (
        numwords.ordinal(1, "el", feminine=True) if at.number == 1 else numwords.cardinal(at.number, "el", "feminine")
    ),
    range_word=" έως ",
)


# Money, units and measures --------------------------------------------------------------------------------------------

# Currencies' everyday names (classes/money.py).
_CURRENCIES = {"EUR": (("ευρώ", "ευρώ"), ("λεπτό", "λεπτά")), "USD": (("δολάριο", "δολάρια"), ("σεντ", "σεντ"))}

MONEY = Money(names=_CURRENCIES, and_cents=" και ")
# A price per kilo or litre is said "το κιλό", "το λίτρο", where CLDR's "ανά" is a rate's (classes/per.py).
# Units as the language abbreviates them after a number, beyond CLDR's short symbols ("δευτ.").
_SYMBOLS = {"δευτ": "duration-second"}


def _declined(unit: str, number: int, before: str) -> str | None:
    """A masculine unit's noun in the accusative after a word that gives it ("έφτασε τους 35°C": "τους τριάντα πέντε
    βαθμούς Κελσίου", "με 5 t": "με πέντε τόνους"); CLDR names only the nominative."""
    if before not in _ACCUSATIVE:
        return None
    noun = unit_noun(unit, number, "el")[0]
    for nominative, accusative in (("οι", "ους"), ("οί", "ούς"), ("ος", "ο"), ("ός", "ό")):
        if noun.endswith(nominative):
            return noun[: -len(nominative)] + accusative
    return None


# Kilos are "κιλά" in speech and on every label; CLDR's "χιλιόγραμμα" is the written standard's.
MEASURES = Measures(
    names={"mass-kilogram": ("κιλό", "κιλά")},
    symbols=_SYMBOLS,
    half_counts_one=True,
    price_per={"mass-kilogram": "το κιλό", "volume-liter": "το λίτρο"},
    declined=_declined,
)

# Number words, scale words and ranges ---------------------------------------------------------------------------------

# Scale words' short forms as people write them ("5 εκατ. ευρώ" beside CLDR's "εκ."; scale_words.py).
SCALE = ScaleWords(short={"εκατ": 6})
# Number words: what the libraries leave to the language (number_words.py; numwords.py says them).
# CLDR's rules write "χίλιάδες" and "εννενήντα" for the dictionaries' "χιλιάδες", "ενενήντα".
NUMBER_WORDS = NumberWords(
    rulesets={
        "cardinal": "spellout-numbering",
        "ordinal": "spellout-ordinal-masculine",
        "feminine": "spellout-ordinal-feminine",
        "neuter": "spellout-ordinal-neuter",
        "cardinal-feminine": "spellout-cardinal-feminine",
    },
    minus="μείον",
    point="κόμμα",
    spelling=(("χίλιάδες", "χιλιάδες"), ("εννενήντα", "ενενήντα")),
)


# A range: "10-20" said with the word for "to".
RANGES = RangeWords("έως")


# Roman numerals and addresses -----------------------------------------------------------------------------------------

ADDRESSES = Addresses(
    streets={"οδ.": "οδός", "Λεωφ.": "Λεωφόρος"},
    located=("στη", "στην", "στο", "στον"),  # the accusative: "στη Λεωφ. Κηφισίας": "στη Λεωφόρο Κηφισίας"
    locatives={"οδ.": "οδό", "Λεωφ.": "Λεωφόρο"},
    postcode=Postcode(5),
)

# "ο Δεύτερος" after a monarch's name, each word capitalised; a century in the case its article asks for ("στον
# εικοστό πρώτο αιώνα", "του εικοστού πρώτου αιώνα", "ο εικοστός αιώνας"); a chapter the cardinal.
_ROMAN_CHAPTERS = words("κεφάλαιο μέρος τόμος βιβλίο άρθρο")
_CENTURY_CASES = {"αιώνας": (), "αιώνα": (("ός", "ό"), ("ος", "ο"))}
_GENITIVE = (("ός", "ού"), ("ος", "ου"))


def _roman(numeral: Numeral) -> str | None:
    if numeral.word_before in _ROMAN_CHAPTERS:
        return numwords.cardinal(numeral.value, "el")
    if numeral.after in _CENTURY_CASES:
        endings = _GENITIVE if numeral.before == "του" else _CENTURY_CASES[numeral.after]
        ordinal = numwords.ordinal(numeral.value, "el")
        return ordinal and numwords.inflect(ordinal, endings, every_word=True)
    if numeral.after_name:
        ordinal = numwords.ordinal(numeral.value, "el", feminine=numeral.feminine)
        said = ordinal and " ".join(word.capitalize() for word in ordinal.split())
        return said and f"{'η' if numeral.feminine else 'ο'} {said}"
    return None


ROMAN = RomanNumerals(
    _roman,
    chapters=_ROMAN_CHAPTERS,
    monarchs=words(
        "Κωνσταντίνος Γεώργιος Όθων Παύλος Αλέξανδρος Λουδοβίκος Ερρίκος Κάρολος Ελισάβετ Αικατερίνη Φίλιππος "
        "Ιουστινιανός Βασίλειος Λέων Μιχαήλ Ιωάννης"
    ),
    queens=words("Ελισάβετ Αικατερίνη"),
)

# Electronic addresses and telephone numbers ---------------------------------------------------------------------------
# The words for what web and e-mail addresses are made of (classes/electronic.py finds them).
ELECTRONIC = AddressWords(
    dot="τελεία", at="παπάκι", slash="κάθετος", dash="παύλα", underscore="κάτω παύλα", colon="άνω και κάτω τελεία"
)
# How a telephone number is read (classes/telephone.py finds it).
TELEPHONE = PhoneReading("el", "συν", words=r"τηλ\w*|τηλέφωνο|καλέστε|κάλεσ\w*|πάρ(?:ε|τε) (?:με|μας)|κινητ\w*")


HOME = Home(
    "el",
    abbreviations=ABBREVIATIONS,
    counting=COUNTING,
    operators=OPERATORS,
    identifier_words=IDENTIFIER_WORDS,
    fractions=FRACTIONS,
    ordinals=_ordinals,
    numbers=world_numbers("el"),
    # Dates and times
    times=TIMES,
    dates=DATES,
    # Money, units and measures
    money=MONEY,
    measures=MEASURES,
    # Number words, scale words and ranges
    number_words=NUMBER_WORDS,
    scale=SCALE,
    ranges=RANGES,
    # Roman numerals and addresses
    addresses=ADDRESSES,
    roman=ROMAN,
    # Electronic addresses and telephone numbers
    electronic=ELECTRONIC,
    telephone=TELEPHONE,
)
