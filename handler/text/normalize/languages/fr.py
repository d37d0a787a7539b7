"""French: how things are said in French, where CLDR and the number libraries do not say it."""

from __future__ import annotations

import re

from handler.text.normalize import clock, counting, dating, numwords
from handler.text.normalize.addresses import DEPARTMENT, Addresses, Postcode
from handler.text.normalize.aligned import AlignedText
from handler.text.normalize.amounts import Measures, Money, library_names
from handler.text.normalize.contacts import AddressWords, PhoneReading
from handler.text.normalize.counting import Counting, NounGenders
from handler.text.normalize.fractions import (
    RomanceParts,
    article_for_one,
    half_after_noun,
    half_before_noun,
    joined_by,
    one_part_after_article,
    romance,
)
from handler.text.normalize.home import Home
from handler.text.normalize.number_words import FRACTION_AS_NUMBER, NumberWords
from handler.text.normalize.ordinals import END, NUMBER, matched_number, ordinal_rule, word_set
from handler.text.normalize.range_words import RangeWords
from handler.text.normalize.roman_numerals import Numeral, RomanNumerals, words
from handler.text.normalize.rules import Rule
from handler.text.normalize.scale_words import ScaleWords
from handler.text.normalize.world import verbalize_world

# The abbreviations people expand when they read aloud, as they say them (the format: classes/abbreviation.py).
ABBREVIATIONS = """
^M. = monsieur
^MM. = messieurs
^Mme = madame
^Mmes = mesdames
^Mlle = mademoiselle
^Dr = docteur
^Dr. = docteur
^Pr = professeur
^Me = maître
^Ste = sainte
$etc. = et cetera
c.-à-d. = c'est-à-dire
p. ex. = par exemple
env. = environ
cf. = confer
tél. = téléphone
av. J.-C. = avant Jésus-Christ
apr. J.-C. = après Jésus-Christ
J.-C. = Jésus-Christ
Cie = compagnie
#n° = numéro
#nº = numéro
#no = numéro
#p. = page
#vol. = volume
#art. = article
#chap. = chapitre
^av. = avenue
^bd = boulevard
"""

# One before a feminine noun is "une" ("une heure", "vingt et une pages"): the endings below are the feminine ones
# that few masculine nouns share.
_FEMININE = (
    "tion", "tions", "sion", "aison", "son", "té", "tés", "ette", "elle", "esse", "ance", "ence", "ure", "ures",
    "ière", "ée", "ées", "ine", "ise", "ude", "aine", "aines", "ie", "ies", "ille", "illes", "eure", "œur", "fois",
    "nuit", "ale", "ole", "oles", "ttre", "nne", "nnes", "ace", "aces", "lle", "ute", "utes", "ité", "ités", "ère",
    "page", "pages", "plage", "image", "cage", "rage", "nage",  # the feminine nouns in "-age"
)  # fmt: skip
# The words of an address: "1 place de la Mairie" is house number one.
_ADDRESS_WORDS = frozenset(["rue", "place", "avenue", "allée", "impasse", "route", "chaussée", "cour"])
# The words after which the word of an address is counted, not a house's number ("il reste 1 place", "il y a 1
# place"): elsewhere "1 place de la Mairie" is an address.
_BEFORE_COUNT_WORDS = """
reste restait restent a avait y que seulement plus manque manquait compte dispose offre réserve réservé gagne gagné
perdu libère avec pour
"""
_BEFORE_COUNT = frozenset(_BEFORE_COUNT_WORDS.split())


# Nouns whose ending does not say their gender ("une œuvre", "vingt et une adhérentes", "un frère").
_GENDERS = NounGenders(
    """
    feminine: œuvre chose femme chambre pomme tomate carotte tasse boîte seconde victoire histoire étoile école clé
      fleur sœur eau main fin faim part mort dent forêt adhérente cliente étudiante gagnante participante voix croix
      fois souris noix paix équipe victime vie classe course ligne langue porte table tonne zone usine marque
      banque carte loi mer guerre terre étape tranche feuille rue route dose pièce espèce chaise idée règle photo
      vidéo radio moto auto fête tête place face phrase base crise région union opinion religion réunion commune
      voiture minute seconde dizaine centaine douzaine cuillère cuillerée tasse gousse pincée tranche boule
      personne nation maison saison raison prison chanson leçon façon rançon boisson cuisson
    masculine: frère père verre caractère ministère mystère critère cimetière musée lycée trophée
    """,
    ("", "s"),
)


def _feminine(noun: str) -> bool:
    known = _GENDERS.gender(noun)
    return known == "feminine" or (
        known is None and (noun.endswith(_FEMININE) or noun.removesuffix("s").endswith(_FEMININE))
    )


def _counted(number: int, words: str, noun: str, before: str) -> str | None:
    feminine = _feminine(noun)
    if not feminine or (noun in _ADDRESS_WORDS and before.lower() not in _BEFORE_COUNT):
        return None
    head, _, last = words.rpartition(" ")
    if last == "un":
        return counting.with_last(words, "une")
    return counting.with_last(words, last[:-2] + "une") if last.endswith("-un") else None  # "quatre-vingt-une"


# Math operators between numbers, as said (classes/symbol.py).
OPERATORS = {
    "+": "plus",
    "=": "égale",
    "×": "fois",
    "·": "fois",
    "÷": "divisé par",
    "√": "racine carrée de",
    "§": "paragraphe",
}
# The words that announce a number read digit by digit: a PIN, a postal code (classes/identifier.py).
IDENTIFIER_WORDS = ("code pin", "pin", "code postal", "se terminant par", "code")


# Fractions -------------------------------------------------------------------------------------------------------

_PARTS = RomanceParts({2: "demi", 3: "tiers", 4: "quart"}, "un")


# A half before a noun is joined to it: "un demi-litre", "une demi-heure" (not "un demi litre").
_NOT_HALVED = frozenset(["de", "des", "du", "la", "le", "les", "et", "ou"])


def _half(noun: str) -> str | None:
    if noun in _NOT_HALVED:
        return None
    return f"{'une' if _feminine(noun) else 'un'} demi-{noun}"


# Before these a half says no "un" of its own: "le ½ litre" is "le demi-litre".
_DETERMINERS = word_set("le la un une ce cet cette mon ton son ma ta sa notre votre leur du au chaque quel")
COUNTING = Counting(_counted, joined_half=_half)  # "1/2 l": "un demi-litre"


# "2 1/2 tasses": "deux tasses et demie".
FRACTIONS = joined_by(
    "fr",
    romance("fr", _PARTS),
    "et",
    "{} et demi",
    in_context=(
        half_after_noun("fr", ("et demi", "et demie"), _feminine, _counted),
        one_part_after_article("un", article_for_one(romance("fr", _PARTS), _PARTS.one)),
        half_before_noun(_half, _DETERMINERS),
    ),
)


# Ordinals --------------------------------------------------------------------------------------------------------


def _french_ordinal(match: re.Match[str]) -> str | None:
    number, suffix, plural = matched_number(match), match["suffix"], "s" if match["plural"] else ""
    feminine = suffix in ("re", "ère", "ʳᵉ", "nde", "de")
    if suffix in ("nd", "nde", "d", "de"):
        return None if number != 2 else ("seconde" if feminine else "second") + plural
    if suffix in ("er", "ᵉʳ") and number != 1:
        return None
    if number == 1:
        return ("première" if feminine or suffix in ("re", "ère", "ʳᵉ") else "premier") + plural
    words = numwords.ordinal(number, "fr")
    return words and words + plural


def _ordinals() -> list[Rule]:
    suffix = r"(?P<suffix>ère|ere|re|er|ème|eme|è|e|nde|nd|de|d|ᵉʳ|ʳᵉ|ᵉ)"
    return [ordinal_rule(rf"{NUMBER}{suffix}(?P<plural>s)?{END}", _french_ordinal)]


# Dates and times ------------------------------------------------------------------------------------------------------

# "quatorze heures trente", "une heure"; "14h30", "8 h".
TIMES = clock.TimePhrasing(
    clock.hour_and_word("fr", "heure", one=lambda words: clock.with_last(words, {"un": "une"}), plural="heures"),
    clock.seconds_after("fr", clock.one_or_more("seconde", "secondes"), joiner="et", forms={"un": "une"}),
    day_parts=("du matin", "de l'après-midi", "du soir"),
    h_written=True,
    zones=True,
)


# "trois mai", "premier mai"; "du trois au cinq mai".
DATES = dating.DatePhrasing(
    lambda value: numwords.year(value, "fr"),
    dating.cardinal_days("fr", lambda day: numwords.ordinal(day, "fr")),
    range_word=" au ",
)


# Money, units and measures --------------------------------------------------------------------------------------------

# Currencies' everyday names, where num2words' currency forms are not (classes/money.py).
_CURRENCIES = library_names("fr") | {
    "CHF": (("franc", "francs"), ("centime", "centimes")),
    "JPY": (("yen", "yens"), None),  # by its name alone, not CLDR's "yens japonais"
}

MONEY = Money(names=_CURRENCIES, and_cents=None, genders={"livre": "feminine"})
# Units whose noun takes another form of the number than the counting one ("eine Stunde", "una tonelada").
# Horsepower as its short form says it: the horse, not CLDR's "cheval-vapeur" ("un moteur de 110 ch").
MEASURES = Measures(
    symbols={"ch": "power-horsepower", "s": "duration-second"},
    parts_with_of=True,  # "1/4 h": "un quart d'heure"
    names={"power-horsepower": ("cheval", "chevaux")},
    genders={
        "duration-hour": "feminine",
        "duration-minute": "feminine",
        "mass-tonne": "feminine",
        "area-hectare": "feminine",
    },
)

# Number words, scale words and ranges ---------------------------------------------------------------------------------

# Number words: what the libraries leave to the language (number_words.py; numwords.py says them).
NUMBER_WORDS = NumberWords(decimals=FRACTION_AS_NUMBER, feminine={"un": "une"})


# A range: "10-20" said with the word for "to", and after the word before its first end ("du 10 au 20").
RANGES = RangeWords("à", after={"du": "au", "entre": "et"})


# A currency after a scale word: "vingt millions d'euros", "deux milliards de dollars".
SCALE = ScaleWords(of="de", elided="d'")


# Roman numerals and addresses -----------------------------------------------------------------------------------------

# Street types before the street's name ("av. Foch"); a postcode before a town: the department as a number, then
# digit by digit ("75002": "soixante-quinze zéro zéro deux").
ADDRESSES = Addresses(
    streets={
        "av.": "avenue",
        "Av.": "Avenue",
        "bd": "boulevard",
        "Bd": "Boulevard",
        "bd.": "boulevard",
        "pl.": "place",
        "imp.": "impasse",
        "fg": "faubourg",
    },
    postcode=Postcode(5, DEPARTMENT),
)

# A regnal number is the cardinal ("Louis quatorze"), but one is "premier" ("François premier", "Élisabeth
# première"); a chapter's the cardinal; a numeral with its ordinal suffix the ordinal ("XXe siècle").
_ROMAN_CHAPTERS = words("chapitre tome acte scène partie volume livre article titre phase type niveau classe")
_FEMININE_SUFFIXES = ("re", "ère", "ʳᵉ")


def _roman(numeral: Numeral) -> str | None:
    if numeral.suffix:
        if numeral.value == 1:
            return "première" if numeral.suffix in _FEMININE_SUFFIXES else "premier"
        if numeral.suffix in ("er", "ᵉʳ", *_FEMININE_SUFFIXES):
            return None
        return numwords.ordinal(numeral.value, "fr")  # "XXe siècle", "IIIe République"
    if numeral.word_before in _ROMAN_CHAPTERS:
        return numwords.cardinal(numeral.value, "fr")
    if numeral.after_name:
        if numeral.value == 1:
            return "première" if numeral.feminine else "premier"
        return numwords.cardinal(numeral.value, "fr")
    return None


ROMAN = RomanNumerals(
    _roman,
    chapters=_ROMAN_CHAPTERS,
    centuries=words("siècle siècles"),
    monarchs=words(
        "Élisabeth Elisabeth Marie Anne Catherine Victoria Isabelle Jeanne Marguerite Henri Charles Louis Philippe "
        "François Napoléon Guillaume Jean Pierre Paul Pie Léon Benoît Grégoire Clément Innocent Urbain Nicolas "
        "Alexandre Frédéric Ferdinand Alphonse Jacques Édouard Richard Georges Albert Robert Hugues Lothaire"
    ),
    queens=words("Élisabeth Elisabeth Isabelle Marie Anne Catherine Jeanne Marguerite Victoria"),
    suffixes="ère|ere|re|er|ème|eme|e|ᵉʳ|ʳᵉ|ᵉ",
)

# Electronic addresses and telephone numbers ---------------------------------------------------------------------------
# The words for what web and e-mail addresses are made of (classes/electronic.py finds them).
ELECTRONIC = AddressWords(
    dot="point", at="arobase", slash="slash", dash="tiret", underscore="tiret bas", colon="deux-points"
)
# How a telephone number is read (classes/telephone.py finds it).
TELEPHONE = PhoneReading("fr", "plus", groups="pairs", words=r"tél|téléphone|portable|appel\w*")


# "de" and "que" before a number said "un" or "une" elide their vowel, as before the article: "plus de 1 million"
# is "plus d'un million", "moins de 1 an" "moins d'un an", "de 1 € à 2 €" "d'un euro à deux euros".
_ELIDING = re.compile(r"\b(?:[dD]|[qQ]u)(?P<vowel>e )(?=une?\b)")


# The "d'" a round million takes before what it counts starting with a vowel or a mute h is said with its noun:
# "4 000 000 habitants" is "quatre millions d'habitants".
_ELIDED_OF = re.compile(r"\b(?:millions?|milliards?) d'(?P<space> )")


def _numbers(aligned: AlignedText) -> AlignedText:
    aligned = verbalize_world(aligned, "fr")
    edits = [
        (match.start("vowel"), match.end("vowel"), "'")
        for match in _ELIDING.finditer(aligned.text)
        if aligned.final[match.end()]  # the number's words, not the article "une" written in the text
    ]
    edits += [
        (match.start("space"), match.end("space"), "")
        for match in _ELIDED_OF.finditer(aligned.text)
        if aligned.final[match.start("space") - 1]  # the "d'" said after the number, not one the text writes
    ]
    return aligned.replace(sorted(edits)) if edits else aligned


# A noun right after a number (a round million takes "de" before it: "deux millions de visiteurs"), not a preposition,
# a conjunction or a verb ("entre 2 000 000 et 3 000 000", "2 000 000 ont voté").
NOUN_AFTER = re.compile(
    r"[ \u00a0](?!(?:de|du|des|et|ou|à|au|aux|en|par|pour|sur|dans|avec|sans|que|qui|est|sont|ont|a|était|étaient)\b)"
    r"(?!d')[a-zàâçéèêëîïôûùüÿœ]{2}"
)


HOME = Home(
    "fr",
    abbreviations=ABBREVIATIONS,
    counting=COUNTING,
    operators=OPERATORS,
    times_word="fois",  # "3 x par jour": "trois fois par jour"
    identifier_words=IDENTIFIER_WORDS,
    fractions=FRACTIONS,
    ordinals=_ordinals,
    numbers=_numbers,
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
