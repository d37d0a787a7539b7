"""English: how things are said in English, where CLDR and the number libraries do not say it."""

from __future__ import annotations

import re
from collections.abc import Callable

from handler.text.normalize import clock, dating
from handler.text.normalize.addresses import ABBREVIATION_DOT, Addresses
from handler.text.normalize.aligned import AlignedText
from handler.text.normalize.amounts import Measures, Money
from handler.text.normalize.contacts import AddressWords, PhoneReading
from handler.text.normalize.currency import SYMBOLS
from handler.text.normalize.dating import text_before
from handler.text.normalize.fractions import VULGAR, Fractions
from handler.text.normalize.home import Home
from handler.text.normalize.languages.en import dates as en_dates
from handler.text.normalize.languages.en import words as en_words
from handler.text.normalize.languages.en.prose import (
    COMPASS,
    FRACTION_IN_CONTEXT,
    HYPHEN_FRACTION,
    MILES_AFTER,
    PLAIN_TEXT_RULES,
    PRICE_BEFORE_THE,
    PROSE_RULES,
    WEEKDAY_BEFORE_HOURS,
    describes_noun,
    half_before_unit,
    sentence_cased,
)
from handler.text.normalize.languages.en.scripture import NUMBERED_BOOK, SCRIPTURE
from handler.text.normalize.lexicon import apply_lexicon
from handler.text.normalize.numbers import MINUS, NUMBER, parse_number
from handler.text.normalize.ordinals import END, matched_number, ordinal_rule, previous_word
from handler.text.normalize.own_numbers import ENGLISH, OwnNumbers
from handler.text.normalize.range_words import RangeWords
from handler.text.normalize.roman_numerals import BEFORE_LOWERCASE, Numeral, RomanNumerals, value, words
from handler.text.normalize.rules import Rule, apply_rules
from handler.text.normalize.say_as_phrasing import SayAsPhrasing
from handler.text.normalize.sentences import no_sentence

# The abbreviations people expand when they read aloud, as they say them (the format: classes/abbreviation.py).
ABBREVIATIONS = """
^Dr. = Doctor ; Drive
^Mr. = Mister
^Mrs. = Missus
^Ms. = Miz
^Messrs. = Messieurs
Prof. = Professor
^St. = Saint ; Street
^St = Saint ; Street
^ST. = SAINT ; STREET
^DR. = DOCTOR ; DRIVE
^MR. = MISTER
^MRS. = MISSUS
^Rev. = Reverend
^Revd. = Reverend
^Col. = Colonel
Lieut. = Lieutenant
Lt. = Lieutenant
^Maj. = Major
^Hon. = Honorable
^hon. = honorable
^Fr. = Father
^Rt. = Right
^Mr = Mister
^Mrs = Missus
^Ms = Miz
^Dr = Doctor ; Drive
^Revd = Reverend
^Messrs = Messieurs
Geo. = George
Wm. = William
Chas. = Charles
Thos. = Thomas
Jas. = James
Jno. = John
Benj. = Benjamin
Benjn. = Benjamin
Saml. = Samuel
Robt. = Robert
Richd. = Richard
Edw. = Edward
Edwd. = Edward
Abm. = Abraham
Alexr. = Alexander
Andw. = Andrew
Christr. = Christopher
Danl. = Daniel
Eliz. = Elizabeth
Fredk. = Frederick
Hy. = Henry
Jos. = Joseph
Margt. = Margaret
Nathl. = Nathaniel
Nichs. = Nicholas
Batt. = Battalion
Batts. = Battalions
Bn. = Battalion
Bns. = Battalions
Regt. = Regiment
regt. = regiment
Regts. = Regiments
Bde. = Brigade
Div. = Division
Coy. = Company
Coys. = Companies
Inf. = Infantry
Cav. = Cavalry
Arty. = Artillery
Sqdn. = Squadron
Adjt. = Adjutant
Comdt. = Commandant
Hd.-Qrs. = Headquarters
Hd. Qrs. = Headquarters
Lt.-Col. = Lieutenant-Colonel
Lt.-Gen. = Lieutenant-General
Pte. = Private
Cpl. = Corporal
Recd. = Received
recd. = received
Rec'd = Received
rec'd = received
Pd. = Paid
pd. = paid
acct. = account
amt. = amount
bal. = balance
Govt. = Government
govt. = government
Secy. = Secretary
secy. = secretary
Treas. = Treasurer
Soc. = Society
Assn. = Association
Asst. = Assistant
Agt. = Agent
Mfrs. = Manufacturers
Cttee. = Committee
Parlt. = Parliament
Acad. = Academy
Instn. = Institution
Rly. = Railway
Ry. = Railway
Lieut.-Col. = Lieutenant-Colonel
Lieut.-Gen. = Lieutenant-General
Maj.-Gen. = Major-General
Brig.-Gen. = Brigadier-General
^Adm. = Admiral
^Pres. = President
Supt. = Superintendent
Bp. = Bishop
Gt. = Great
Abp. = Archbishop
^Mme. = Madame
Sec'y = Secretary
Gen'l = General
Gov't = Government
Dep't = Department
Ass't = Assistant
Att'y = Attorney
Sup't = Superintendent
Com'r = Commissioner
Reg't = Regiment
Xmas = Christmas
obt. = obedient
obdt. = obedient
servt. = servant
serv't = servant
affte. = affectionate
affly. = affectionately
^Mlle. = Mademoiselle
Bros. = Brothers
N.W. = northwest
N.N.E. = north-northeast
E.N.E. = east-northeast
E.S.E. = east-southeast
S.S.E. = south-southeast
S.S.W. = south-southwest
W.S.W. = west-southwest
W.N.W. = west-northwest
N.N.W. = north-northwest
N.E. = northeast
S.W. = southwest
S.E. = southeast
#fol. = folio
vols. = volumes
Esq. = Esquire
inst. = instant
ult. = ultimo
prox. = proximo
^Mt. = Mount
^Ft. = Fort
^Mt = Mount
^Ft = Fort
^Pt. = Point
^ft. = featuring
^feat. = featuring
+fr. = franc | francs | francs
+frs. = francs
^Rep. = Representative
Univ. = University
^Gen. = General
Capt. = Captain
Sgt. = Sergeant
Sergt. = Sergeant
Serjt. = Serjeant
Corpl. = Corporal
^Brig. = Brigadier
Comdr. = Commander
Insp. = Inspector
Ens. = Ensign
^Gov. = Governor
^Sen. = Senator
Jr. = Junior
Sr. = Senior
$etc. = et cetera
e.g. = for example
viz. = namely
cf. = compare
ibid. = ibidem
$&c. = et cetera
$&c = et cetera
i.e. = that is
vs. = versus
vs = versus
approx. = approximately
p.a. = per annum
#ca. = circa
Fahr. = Fahrenheit
sp. gr. = specific gravity
#No. = number
#Op. = opus
#Opp. = opera
#Prop. = Proposition
#Sc. = Scene
#sc. = scene
#Props. = Propositions
#Prob. = Problem
#Theor. = Theorem
#Def. = Definition
#Lect. = Lecture
#Nos. = numbers
#no. = number
#Ex. = Exercise
#pop. = population
#p. = page
#pg. = page
#pp. = pages
#l. = line
#ll. = lines
#n. = note
#nn. = notes
#par. = paragraph
#pars. = paragraphs
#v. = verse
#vv. = verses
#ver. = verse
#ff. = folios
#cl. = clause
æt. = aged
ætat. = aged
dau. = daughter
^Ld. = Lord
#vol. = volume
#fig. = figure
#figs. = figures
#pl. = plate
#pls. = plates
#col. = column
#cols. = columns
#ch. = chapter
#chap. = chapter
#art. = article
#sect. = section
#sec. = section
ea. = each
Qty = Quantity
qty = quantity
Inc. = Incorporated
Ltd. = Limited
Co. = Company
Corp. = Corporation
Dept. = Department
Ave. = Avenue
Sq. = Square
Rd. = Road
Blvd. = Boulevard
Rte. = Route
Hwy. = Highway
Hwy = Highway
w/o = without
w/ = with
b/c = because
pls = please
Pls = Please
plz = please
Plz = Please
ppl = people
tmrw = tomorrow
Tmrw = Tomorrow
thx = thanks
Thx = Thanks
msg = message
mtg = meeting
Mtg = Meeting
appt = appointment
Appt = Appointment
y/y = year over year
YoY = year over year
q/q = quarter over quarter
QoQ = quarter over quarter
"""

_SPOKEN = {
    "AI": "A I",
    "API": "A P I",
    "AWS": "A W S",
    "CEO": "C E O",
    "CI": "C I",
    "CLI": "C L I",
    "CPU": "C P U",
    "CSS": "C S S",
    "CSV": "C S V",
    "CTO": "C T O",
    "DNS": "D N S",
    "EC2": "E C two",
    "FAQ": "F A Q",
    "GPT": "G P T",
    "GPU": "G P U",
    "HTML": "H T M L",
    "HTTP": "H T T P",
    "HTTPS": "H T T P S",
    "IAM": "I A M",
    "ID": "I D",
    "IoT": "I O T",
    "iOS": "eye O S",
    "JSON": "jason",
    "JWT": "J W T",
    "LLM": "L L M",
    "macOS": "mac O S",
    "ML": "M L",
    "NoSQL": "no S Q L",
    "OAuth": "oh auth",
    "OK": "okay",
    "ONNX": "onyx",
    "PaaS": "pass",
    "PDF": "P D F",
    "PyPI": "pie P I",
    "RAM": "ram",
    "REST": "rest",
    "S3": "S three",
    "SaaS": "sass",
    "SDK": "S D K",
    "SNS": "S N S",
    "SQL": "S Q L",
    "SQS": "S Q S",
    "SSH": "S S H",
    "SSL": "S S L",
    "STT": "S T T",
    "TLS": "T L S",
    "TTS": "T T S",
    "UI": "U I",
    "URL": "U R L",
    "USB": "U S B",
    "UX": "U X",
    "VPC": "V P C",
    "VPN": "V P N",
    "XML": "X M L",
    "YAML": "yamel",
}


# Initialisms of everyday news, health and shopping, spelled as they are said ("the FBI": "the F B I", "an MRI scan").
_SPELLED = (
    "ADHD ATM BBC BMW CBS CFO CIA CNN COO CPI CPR DIY DNA DVD ESPN EU EV FBI FYI GDP GP GPS HIV HQ HR ICU IPO IQ IRS "
    "ISP LCD LED MBA MLB MP MRI NBA NBC NCAA NFL NGO NHL NHS NSA NYC PR PTA PTSD QA RSVP SUV TBD UFO UPS USA VIP VP"
)
_SPOKEN.update({initialism: " ".join(initialism) for initialism in _SPELLED.split()})


def _plural(spoken: str) -> str:
    if spoken[-1].isupper():  # spelled out: "A P I" -> "A P Is" (a plural, not a possessive)
        return spoken + "s"
    return spoken + ("es" if spoken.endswith(("s", "x", "z", "ch", "sh")) else "s")


# Technical acronyms, said as English speakers say them: a built-in lexicon with the same matching rules (the keys
# carry capitals, so they match case-sensitively: "AI" is read out, "ai" is left alone); a deployment or request
# lexicon entry for the same word wins. Plurals are generated ("APIs": "A P Is").
TECHNICAL: dict[str, str] = {
    **{
        written + "s": _plural(spoken)
        for written, spoken in _SPOKEN.items()
        if not written[-1].isdigit() and written[-1] not in "sS"
    },
    **_SPOKEN,
}


# Numbers written as idioms, said as one phrase: a built-in lexicon like TECHNICAL ("open 24/7").
IDIOMS = {"24/7": "twenty-four seven", "24/7/365": "twenty-four seven three sixty-five"}

# Math operators between numbers, as said (classes/symbol.py).
OPERATORS = {
    "+": "plus",
    "−": "minus",
    "=": "equals",
    "×": "times",
    "·": "times",
    "÷": "divided by",
    "√": "the square root of",
    "§": "section",
    "§§": "sections",
    "±": "plus or minus",
    "~": "about",
    "≈": "approximately",
}
# What a form numbers for its reader, written with "No." after it as often as with "number" ("Policy No.: 44-1234",
# "your account No. below"); a telephone's number is the telephone class's.
_NUMBERED_ON_FORMS = (
    r"policy|account|acct|member|membership|customer|client|reference|ref|invoice|order|serial|case|claim|ticket|"
    r"booking|confirmation|tracking|passport|licen[cs]e|registration|reg|vat|tax|id|contract|"
    r"receipt|voucher|transaction|patient|employee|staff|student|roll|batch|lot|part|model|item|flight|seat|file"
)
# The words that announce a number read digit by digit: a PIN, a postal code (classes/identifier.py).
IDENTIFIER_WORDS = (
    "pin",
    "zip code",
    "zip",
    "postcode",
    "postal code",
    "verification code",
    "code",
    "ending in",
    "ends in",
    "last four digits",
    "extension",
    "id number",
    "account number",
    "member number",
    "policy number",
    # what a shop, a courier or a help desk numbers: "order #48213", "tracking number 1Z 999"
    "order #",
    "order number",
    "tracking number",
    "confirmation number",
    "reference number",
    "case number",
    "ticket number",
    "invoice number",
    "invoice #",
    "serial number",
    "receipt number",
    # a short code an offer gives a keyword to text to, its keyword in capitals or quotes: "Text STOP to 78452",
    # "Reply YES to 55555", "text 'JOIN' to 80888"; "sent a text to 500 people" counts
    r"\b(?:text|txt|sms|reply|send)[ \u00a0]+(?-i:[A-Z][A-Z\d]+|[\"'“‘][^\"'”’\n]{1,24}[\"'”’])[ \u00a0]+to",
    "short code",
    # a one-time code a service sends, a passcode, a card's or an account's last digits: "Your OTP is 482913"
    "otp",
    "one-time code",
    "one-time passcode",
    "passcode",
    "security code",
    "access code",
    "card ending",
    "account ending",
    rf"\b(?:{_NUMBERED_ON_FORMS})\.?[ \u00a0]no\.",
)

# Fractions -------------------------------------------------------------------------------------------------------


def _english(numerator: int, denominator: int) -> str:
    many = numerator != 1  # "zero fifths", as "two fifths"
    if denominator == 2:
        part = "halves" if many else "half"
    elif denominator == 4:
        part = "quarters" if many else "quarter"
    else:  # "one hundredth", not "one one hundredth"
        part = en_words.ordinal(denominator).removeprefix("one ") + ("s" if many else "")
    return f"{en_words.cardinal(numerator)} {part}"


def _english_mixed(whole: int, numerator: int, denominator: int) -> str:
    if denominator in (2, 4) and numerator == 1:
        return f"{en_words.cardinal(whole)} and a {'half' if denominator == 2 else 'quarter'}"
    return f"{en_words.cardinal(whole)} and {_english(numerator, denominator)}"


# Ordinals --------------------------------------------------------------------------------------------------------

# A month's name or its short form, as a whole word: "the 1st Declension" and "the 2nd Marine Division" name none.
_MONTH_WORD = (
    r"(?:January|February|March|April|May|June|July|August|September|October|November|December"
    r"|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)\b"
)
_ENGLISH_MONTH = re.compile(rf"(?:of )?{_MONTH_WORD}")


# The month just before a day ("May 3rd"), not a name that holds one ("Del Mar on the 3rd", "Jan on the 5th").
_MONTH_BEFORE = re.compile(rf"\b{_MONTH_WORD}\.?$")
_STREET_AFTER = re.compile(
    r"[ \u00a0](?:St|Street|Ave|Avenue|Av|Rd|Road|Blvd|Boulevard|Dr|Drive|Ln|Lane|Pl|Place|Ct|Court|Ter|Terrace|"
    r"Pkwy|Parkway|Sq|Square)\b"
)


def _english_ordinal(match: re.Match[str]) -> str | None:
    before, after = text_before(match, 12).rstrip(), match.string[match.end() :]
    if _MONTH_BEFORE.search(before) or _ENGLISH_MONTH.match(after.lstrip()):
        return None  # a date's day: "May 3rd", "the 3rd of May"
    number = matched_number(match)
    words = en_words.ordinal(number)
    if _STREET_AFTER.match(after):
        return words[0].upper() + words[1:]  # "5th Avenue", "W. 57th St.": a street's name, "Fifty-seventh Street"
    after_the = previous_word(match).lower() == "the"
    return words.removeprefix("one ") if number in (100, 1000) and after_the else words  # "the hundredth customer"


def _ordinals() -> list[Rule]:
    # Not inside a digit group ("1,000,000"): from each group's start the scan would run to the end again.
    number = r"(?P<n>\d(?<![\w.]\d)(?<!\d,\d)(?:\d{0,2}(?:,\d{3})+|\d*))"
    return [ordinal_rule(rf"{number}(?:st|nd|rd|th|ST|ND|RD|TH){END}", _english_ordinal)]


# Numbers no class took -----------------------------------------------------------------------------------------------

_LEXICON = {**TECHNICAL, **IDIOMS}


def _numbers(aligned: AlignedText) -> AlignedText:
    """Read last, after the classes: the technical acronyms and idioms (a built-in lexicon), then the numbers no class
    took (_read_numbers)."""
    return _read_numbers(apply_lexicon(aligned, _LEXICON))


# Dates and times ------------------------------------------------------------------------------------------------------


# "Dilute it 1:10", "mixed 1:3": a ratio, not a clock time (en/prose.py says it).
_RATIO_BEFORE = re.compile(
    r"\b(?i:dilute[ds]?|diluting|mix|mixed|mixing|ratio|ratios|odds|scale)\b(?:[ \u00a0][\w-]+){0,3}[ \u00a0]$"
)
# "Dilute the bleach 1:50", "Mix the concentrate 1:10 with water": a ratio where a word of mixing or scale stands up to
# three words before it (the time class sees only the characters just before a time).
# A word of time right before it keeps the clock ("mixed the paint at 3:30").
_RATIO = re.compile(r"(?P<first>\d(?<![\w.,:]\d)\d{0,2}):(?P<second>\d{1,3}(?:,\d{3})+|\d{1,4})(?![\w:]|[.,]\d)")
_CLOCK_WORD_BEFORE = re.compile(r"\b(?i:at|by|until|till|from|before|after|around|about|since)[ \u00a0]$")


def _ratio_before(before: str) -> bool:
    """Whether the words before "1:50" make it a ratio: a word of mixing or scale, and no word of time right before."""
    return bool(_RATIO_BEFORE.search(before)) and not _CLOCK_WORD_BEFORE.search(before)


def _ratio(match: re.Match[str]) -> str | None:
    if not _ratio_before(text_before(match, 48)):
        return None
    first, second = (en_words.decimal(parse_number(match[end])) for end in ("first", "second"))
    return f"{first} to {second}"


def _clock(time: clock.Clock) -> str | None:
    """ "two thirty PM", "nine oh five", "three o'clock", "fourteen hundred", "... and ten seconds"."""
    if not time.half and not time.second and _ratio_before(time.before):
        return None
    # "two PM" with its half of the day, "two o'clock" without
    words = (
        en_words.cardinal(time.hour) if time.half and not time.minute else en_words.clock_time(time.hour, time.minute)
    )
    if time.second:
        words += f" and {en_words.cardinal(time.second)} second{'s' if time.second != 1 else ''}"
    return words + (f" {time.half.upper()}" if time.half else "")


# Time zones are spelled ("3 PM EST": "three PM E S T"); "at 14.30" is a time.
TIMES = clock.TimePhrasing(
    lambda hour, minute, before: None, lambda words, second: None, whole=_clock, zones=True, words_before=r"at"
)


# English finds its dates with its own rules (en/dates.py): a month before its day, years in running text.
DATES = dating.DatePhrasing(en_words.year, rules=en_dates.rules)


# Money, units and measures --------------------------------------------------------------------------------------------

# Currencies' everyday names (classes/money.py).
_CURRENCIES = {
    "USD": (("dollar", "dollars"), ("cent", "cents")),
    "EUR": (("euro", "euros"), ("cent", "cents")),
    "GBP": (("pound", "pounds"), ("penny", "pence")),
    "JPY": (("yen", "yen"), None),
    "KRW": (("won", "won"), None),
    "INR": (("rupee", "rupees"), ("paisa", "paise")),
    "CNY": (("yuan", "yuan"), None),
    "BRL": (("real", "reais"), ("centavo", "centavos")),
    "CHF": (("franc", "francs"), ("centime", "centimes")),
    "KWD": (("dinar", "dinars"), None),
}


# Units: written -> (singular, plural); "in." only with its period (classes/measure.py).
_UNIT_NAMES = {
    "km/h": ("kilometer per hour", "kilometers per hour"),
    "kph": ("kilometer per hour", "kilometers per hour"),
    "mph": ("mile per hour", "miles per hour"),
    "mpg": ("mile per gallon", "miles per gallon"),
    "km": ("kilometer", "kilometers"),
    "m": ("meter", "meters"),
    "cm": ("centimeter", "centimeters"),
    "mm": ("millimeter", "millimeters"),
    "ft": ("foot", "feet"),
    "yd": ("yard", "yards"),
    "kg": ("kilogram", "kilograms"),
    "g": ("gram", "grams"),
    "mg": ("milligram", "milligrams"),
    "lb": ("pound", "pounds"),
    "lbs": ("pound", "pounds"),
    "oz": ("ounce", "ounces"),
    "fl oz": ("fluid ounce", "fluid ounces"),
    "fl. oz": ("fluid ounce", "fluid ounces"),
    # "12 pt type", "won by 2 pts": points; "1 pt of cream" is a pint (en/prose.py)
    "pt": ("point", "points"),
    "pts": ("point", "points"),
    "bpm": ("beat per minute", "beats per minute"),
    "l": ("liter", "liters"),
    "L": ("liter", "liters"),
    "ml": ("milliliter", "milliliters"),
    "mL": ("milliliter", "milliliters"),
    "KB": ("kilobyte", "kilobytes"),
    "kB": ("kilobyte", "kilobytes"),
    "MB": ("megabyte", "megabytes"),
    "GB": ("gigabyte", "gigabytes"),
    "TB": ("terabyte", "terabytes"),
    "kbps": ("kilobit per second", "kilobits per second"),
    "Kbps": ("kilobit per second", "kilobits per second"),
    "Mbps": ("megabit per second", "megabits per second"),
    "Gbps": ("gigabit per second", "gigabits per second"),
    "Mb/s": ("megabit per second", "megabits per second"),
    "Gb/s": ("gigabit per second", "gigabits per second"),
    "bps": ("basis point", "basis points"),  # rates: "cut by 25 bps" (a line's speed writes kbps, Mbps)
    "Hz": ("hertz", "hertz"),
    "kHz": ("kilohertz", "kilohertz"),
    "MHz": ("megahertz", "megahertz"),
    "GHz": ("gigahertz", "gigahertz"),
    "ms": ("millisecond", "milliseconds"),
    "hr": ("hour", "hours"),
    "hrs": ("hour", "hours"),
    "mins": ("minute", "minutes"),
    "sec": ("second", "seconds"),
    "secs": ("second", "seconds"),
    "h": ("hour", "hours"),
    "min": ("minute", "minutes"),
    "kW": ("kilowatt", "kilowatts"),
    "kWh": ("kilowatt hour", "kilowatt hours"),
    "°C": ("degree Celsius", "degrees Celsius"),
    "℃": ("degree Celsius", "degrees Celsius"),
    "°F": ("degree Fahrenheit", "degrees Fahrenheit"),
    "℉": ("degree Fahrenheit", "degrees Fahrenheit"),
    "°": ("degree", "degrees"),
    # one capital after a number, the sign left out: "100F", "180C" (weather and ovens), "12V", "2A", "60 W"; a label's
    # letter ("seat 12F", "Exit 12A") is not one (Measures.not_after), nor a grade ("3 A grades", "two C's")
    "F": ("degree Fahrenheit", "degrees Fahrenheit"),
    "C": ("degree Celsius", "degrees Celsius"),
    "V": ("volt", "volts"),
    "A": ("amp", "amps"),
    "K": ("kelvin", "kelvin"),
    "N": ("newton", "newtons"),
    "mA": ("milliamp", "milliamps"),
    "mAh": ("milliamp hour", "milliamp hours"),
    "Ah": ("amp hour", "amp hours"),
    "kV": ("kilovolt", "kilovolts"),
    "mV": ("millivolt", "millivolts"),
    "Wh": ("watt hour", "watt hours"),
    "MWh": ("megawatt hour", "megawatt hours"),
    "GWh": ("gigawatt hour", "gigawatt hours"),
    "GW": ("gigawatt", "gigawatts"),
    "hp": ("horsepower", "horsepower"),
    "dB": ("decibel", "decibels"),
    "kPa": ("kilopascal", "kilopascals"),
    "m²": ("square meter", "square meters"),
    "km²": ("square kilometer", "square kilometers"),
    "cm²": ("square centimeter", "square centimeters"),
    "m³": ("cubic meter", "cubic meters"),
    "cm³": ("cubic centimeter", "cubic centimeters"),
    "mg/dL": ("milligram per deciliter", "milligrams per deciliter"),
    "mg/dl": ("milligram per deciliter", "milligrams per deciliter"),
    "m/s": ("meter per second", "meters per second"),
    "kcal": ("kilocalorie", "kilocalories"),
    "ha": ("hectare", "hectares"),
    "mi": ("mile", "miles"),
    "W": ("watt", "watts"),
    "MW": ("megawatt", "megawatts"),
    "‰": ("per mille", "per mille"),
    "%": ("percent", "percent"),
    "％": ("percent", "percent"),
    "in.": ("inch", "inches"),
    # old measures and the short forms books and listings write
    "cwt": ("hundredweight", "hundredweight"),
    "qt": ("quart", "quarts"),
    "qts": ("quart", "quarts"),
    "gal": ("gallon", "gallons"),
    "gals": ("gallon", "gallons"),
    "qrs": ("quarter", "quarters"),  # "2 cwt. 3 qrs.": quarters of a hundredweight
    "doz": ("dozen", "dozen"),
    "grs": ("grain", "grains"),  # "5 grs. of calomel": the apothecary's grain
    # a farm report's and a surveyor's: "32 bush. to the acre", "3 fur. 20 poles"
    "bush": ("bushel", "bushels"),
    "fur": ("furlong", "furlongs"),
    # a merchant's, a shipper's and an apothecary's plurals ("300 bbls. of flour", "50 hhds. of sugar", "12 ozs.")
    "bbl": ("barrel", "barrels"),
    "bbls": ("barrel", "barrels"),
    "hhd": ("hogshead", "hogsheads"),
    "hhds": ("hogshead", "hogsheads"),
    "galls": ("gallon", "gallons"),
    "cwts": ("hundredweight", "hundredweight"),
    "ozs": ("ounce", "ounces"),
    "drs": ("dram", "drams"),
    "dwt": ("pennyweight", "pennyweights"),
    "dwts": ("pennyweight", "pennyweights"),
    "pks": ("peck", "pecks"),
    "kts": ("knot", "knots"),
    "dols": ("dollar", "dollars"),
    "cc": ("cubic centimeter", "cubic centimeters"),
    "c.c": ("cubic centimeter", "cubic centimeters"),
    "° F": ("degree Fahrenheit", "degrees Fahrenheit"),  # "60° F.", as books space it
    "° C": ("degree Celsius", "degrees Celsius"),
    "yds": ("yard", "yards"),
    "sq ft": ("square foot", "square feet"),
    "sq. ft": ("square foot", "square feet"),
    "sq mi": ("square mile", "square miles"),
    "sq. miles": ("square mile", "square miles"),
    "sq. feet": ("square foot", "square feet"),
    "sq. yards": ("square yard", "square yards"),
    "sq. yds": ("square yard", "square yards"),
    "sq. mi": ("square mile", "square miles"),
    "sq. in": ("square inch", "square inches"),
    "sq. yd": ("square yard", "square yards"),
    "cu. in": ("cubic inch", "cubic inches"),
    "cu. ft": ("cubic foot", "cubic feet"),
    "cu. yd": ("cubic yard", "cubic yards"),
    "cu. yds": ("cubic yard", "cubic yards"),
    "yr": ("year", "years"),
    "yrs": ("year", "years"),
    # listings and chat: "2 wks", "3 mos old"
    "wk": ("week", "weeks"),
    "wks": ("week", "weeks"),
    "mos": ("month", "months"),
    "mth": ("month", "months"),
    "mths": ("month", "months"),
    "cts": ("cent", "cents"),
    # a travel guide's and a letter's francs: "rooms from 4 fr.", "Admission 1 fr."
    "fr": ("franc", "francs"),
    # kitchen measures
    "tsp": ("teaspoon", "teaspoons"),
    "tsps": ("teaspoon", "teaspoons"),
    "tbsp": ("tablespoon", "tablespoons"),
    "tbsps": ("tablespoon", "tablespoons"),
    "Tbsp": ("tablespoon", "tablespoons"),
}

# The units written as one capital, and the words whose label such a letter ends ("seat 12F", "Exit 12A", "Apt 3C",
# "Form 2A", "#4A"), also in a list of such labels ("Apts 2B and 2C", "Seats 12 F, 12 C"): a label's letter, not a
# unit.
_CAPITAL_UNITS = ("F", "C", "V", "A", "K", "N")
_LABEL_WORD = (
    r"\b(?i:seat|row|room|apt|apartment|flat|floor|gate|suite|ste|unit|level|deck|bay|platform|pier|terminal|"
    r"exit|route|highway|hwy|interstate|bus|line|track|lot|block|building|bldg|wing|ward|box|locker|stall|"
    r"section|sec|chapter|ch|part|article|art|schedule|exhibit|appendix|annex|figure|fig|table|item|question|"
    r"step|form|class|grade|division|category|group|type|model|size|version|channel|no|number|plan|title)"
    r"s?\.?[ \u00a0]?"
)
_LETTER_LABEL_BEFORE = rf"{_LABEL_WORD}|#|{_LABEL_WORD}\d{{1,4}}[ \u00a0]?[A-Z](?:,?[ \u00a0](?i:and|or|&)|,)[ \u00a0]"
# A lone capital spaced from its number is no unit before a name ("1200 C Street") nor as a possessive or a plural
# ("3 C's"); a degree's letter is none before a word it could grade either ("rated 30 C.", where "3 C grades" grade;
# an amp's or a volt's may describe a noun: "a 20 A breaker", "a 12 V battery").
# Nor is it one that starts a compound ("2 C-sections", "3 C-suite executives", "2 V-neck sweaters"), nor a grade
# before the nouns a grade counts ("12 A grades", "3 A students").
_SPACED_CAPITAL_BEFORE_NAME = (
    r"['’]s?\b|(?<=[ \u00a0][A-Z])[ \u00a0]+[A-Z][a-z]|(?<=[ \u00a0][A-Z])-[A-Za-z]"
    r"|[ \u00a0]+(?i:grades|students|pupils|papers|essays|marks|levels|averages|scores|results|exams|tests)\b"
)
_SPACED_CAPITAL_BEFORE_WORD = (
    _SPACED_CAPITAL_BEFORE_NAME
    + r"|(?<=[ \u00a0][A-Z])[ \u00a0]+(?!(?:and|or|at|to|in|on|for|with|from|of|per|each)\b)\w"
)
# A "C" spaced from its number is degrees only among the words of weather, cooking or temperature ("It is 30 C
# today."), where "The answer is 5 C" and "He scored 95 C" are a letter; "31C", written close, is degrees anywhere.
_TEMPERATURE = (
    r"(?i:temperature|degree|weather|outside|today|tonight|yesterday|tomorrow|heat|hot|warm|cool|cold|freez|"
    r"oven|preheat|bake|roast|boil|thermo|fever|climate|forecast|high of|low of|celsius|centigrade)|°|\d(?=C\b)"
)
# A lone "A" is amps only beside the words of electricity ("5V 2A", "a circuit rated for 15 A").
_ELECTRICAL = (
    r"(?i:volt|amp|watt|charg|circuit|breaker|fuse|current|batter|cable|wire|wiring|outlet|socket|plug|usb|power|"
    r"motor|inverter|adapter|adaptor|load|electric)|\d ?[VW]\b"
)
# A lone "K" is kelvin only beside the words of physics' temperature ("cooled to 300 K", "a temperature of 77 K"),
# where "300 K" is also three hundred thousand and "a 5 K run" a race; a lone "N" newtons only beside the words of
# force ("a force of 10 N", "a 50 N load"), where "Route 10 N" is north.
_KELVIN = (
    r"(?i:kelvin|temperature|cool(?:ed|s|ing)|heat(?:ed|s|ing)|cryo|absolute zero|thermal|superconduct|"
    r"liquid (?:nitrogen|helium)|melt|boil|freez)"
)
_FORCE = (
    r"(?i:newton|force|tension|thrust|weight|load|friction|torque|exert|applied|drag|spring|gravit|magnitude|"
    r"resultant|reaction)"
)

MONEY = Money(
    names=_CURRENCIES,
    and_cents=" and ",
    scales={
        "thousand": "thousand",
        "million": "million",
        "billion": "billion",
        "trillion": "trillion",
        "k": "thousand",
        "K": "thousand",
        "m": "million",
        "M": "million",
        "mn": "million",
        "b": "billion",
        "B": "billion",
        "bn": "billion",
        "mil": "million",  # "$3 mil", as listings and chat write it
        "bil": "billion",
    },
    describes_noun=describes_noun,
)
MEASURES = Measures(
    names=_UNIT_NAMES,
    per_abbreviations={"hr": "duration-hour", "mo": "duration-month", "yr": "duration-year", "wk": "duration-week"},
    # "500l. a year" is pounds in an old book, "2.5m people" millions (en/prose.py reads them)
    not_before={
        "l": r"\.(?: |(?<=\dl\.)(?:[,;]|\s*$))",
        # "10 m. from London" is a book's miles (en/prose.py)
        "m": rf"(?<=\dm) (?:people|children|[a-z]+[^s\W]s)\b|{MILES_AFTER}",
        "pt": r"\.? (?:of|type|font|text|size|print|lettering|bold|italic)\b",
        "pts": r"\.? of\b",
        "F": _SPACED_CAPITAL_BEFORE_WORD,
        **dict.fromkeys(("C", "V", "A", "K", "N"), _SPACED_CAPITAL_BEFORE_NAME),
    },
    # "seat 12F", "Apt 3F": a seat's, a flat's or a floor's label
    not_after={
        "m": r"\dh\.?[ \u00a0]",  # "15h. 42m.": minutes (en/prose.py)
        **dict.fromkeys(_CAPITAL_UNITS, _LETTER_LABEL_BEFORE),
    },
    dotted=(
        *("ft", "lb", "lbs", "oz", "fl. oz", "fl oz", "yd", "yds", "mi", "wk", "wks", "mos", "mth", "mths"),
        *("gal", "gals", "qrs", "doz", "grs", "c.c", "cwt", "qt", "qts", "° F", "° C", "sq. in", "cu. in", "fr"),
        *("bbl", "bbls", "hhd", "hhds", "galls", "cwts", "ozs", "drs", "dwt", "dwts", "pks", "kts", "dols"),
        *("bush", "fur"),
    ),
    needs_near={"A": _ELECTRICAL, "C": _TEMPERATURE, "K": _KELVIN, "N": _FORCE},
    describes_noun=describes_noun,
)

# A fraction of a unit written short: "1/4 tsp" (one quarter teaspoon), "1 1/2 tsp" (one and a half teaspoons).
_UNIT_AFTER_FRACTION = "|".join(
    re.escape(unit) for unit in sorted(_UNIT_NAMES, key=len, reverse=True) if unit.isascii() and unit.isalpha()
)


def _fraction_of_inch(match: re.Match[str]) -> str | None:
    """'1/8" thick': one eighth inch, '3/4" plywood'."""
    numerator, denominator = int(match["num"]), int(match["den"])
    line_start = match.string.rfind("\n", 0, match.start()) + 1
    if not 0 < numerator < denominator or match.string.count('"', line_start, match.start()) % 2:
        return None  # the mark closes a quotation ('"cut it 1/2" and')
    if (numerator, denominator) == (3, 4):
        return "three-quarter inch"
    return f"{_english(numerator, denominator)} inch"


def _fraction_before_inch(match: re.Match[str]) -> str | None:
    """ "a 3/4 inch board": three-quarter, as the inch mark's ('3/4" plywood')."""
    said = _fraction_of_inch(match)
    return said.removesuffix(" inch") if said else None


def _fraction_of_unit(match: re.Match[str]) -> str | None:
    if match["char"]:  # "1½ lb.": the one character's fraction
        numerator, denominator = VULGAR[match["char"]]
    else:
        numerator, denominator = int(match["num"]), int(match["den"])
    if not 0 < numerator < denominator:
        return None
    singular, plural = _UNIT_NAMES.get(match["unit"]) or _UNIT_NAMES[match["unit"] + "."]  # "½ in. deep"
    if match["whole"]:
        return f"{_english_mixed(int(match['whole']), numerator, denominator)} {plural}"
    if (numerator, denominator) == (1, 2):
        return f"{half_before_unit(match, singular)} {singular}"  # "½ in. deep": half an inch deep
    return f"{_english(numerator, denominator)} {singular}"


_UNIT_PARTS = "[½¼¾⅓⅔⅛⅜⅝⅞]"  # the one-character fractions a unit is measured in

FRACTIONS = Fractions(
    _english,
    _english_mixed,
    in_context=(
        *FRACTION_IN_CONTEXT,
        Rule(
            "fraction",
            re.compile(
                rf"(?=\d{{0,4}}[ \u00a0-]?\d?(?:/\d|{_UNIT_PARTS}))"  # the shape, for the scan to pass other positions
                # "3-1/2 in.": the whole and its part joined by a hyphen, as old American print writes them
                rf"(?:(?P<whole>\d(?<![\w.,/-]\d)\d{{0,3}})(?:[ \u00a0]|-(?=\d/)|(?={_UNIT_PARTS})))?"
                rf"(?:(?P<num>\d(?<![\w.,/]\d))/(?P<den>\d{{1,2}})|(?P<char>{_UNIT_PARTS}))"
                rf"[ \u00a0](?P<unit>{_UNIT_AFTER_FRACTION}|in(?=\.))(?!\w)(?:\.(?=[ \u00a0]+[a-z]))?(?=\s|$|[.,;:!?)])"
            ),
            _fraction_of_unit,
        ),
        Rule(
            "fraction",
            re.compile(r"(?P<num>\d(?<![\w.,/]\d))/(?P<den>\d{1,2})(?:\"|″)(?=[ \u00a0][A-Za-z]|[,;.]|$)"),
            _fraction_of_inch,
        ),
        Rule(
            "fraction",
            re.compile(r"(?P<num>\d(?<![\w.,/]\d))/(?P<den>\d{1,2})(?=[ \u00a0-]inch\b)"),
            _fraction_before_inch,
        ),
    ),
)

# Number words, scale words and ranges ---------------------------------------------------------------------------------

# English reads its own numbers (en/words.py: American usage, no "and"), and writes its amounts the English way.
OWN_NUMBERS = OwnNumbers(ENGLISH, cardinal=en_words.cardinal, integer=en_words.integer, decimal=en_words.decimal)

# A range of days before or after a month is a range of dates ("3-5 June": "the third to the fifth of June", "June
# 3-5": "June third to fifth"); May is left alone, as "May 3-5" may be a verb's.
_SUFFIX = r"(?:st|nd|rd|th)?"
_MONTH = "(?P<month>(?i:January|February|March|April|May|June|July|August|September|October|November|December))"


def _days(match: re.Match[str]) -> str | None:
    first, last = int(match["first"]), int(match["last"])
    if not 1 <= first < last <= 31 or "may" in (match.groupdict().get("month"), match.groupdict().get("before")):
        return None
    if match.groupdict().get("before"):  # "May 3-5": "May third to fifth"
        return f"{match['month'].capitalize()} {en_words.ordinal(first)} to {en_words.ordinal(last)}"
    the = "" if re.search(r"\b[Tt]he\s$", text_before(match, 4)) else "the "
    return f"{the}{en_words.ordinal(first)} to the {en_words.ordinal(last)} of {match['month'].capitalize()}"


def _hyphenated_mixed(match: re.Match[str]) -> str | None:
    numerator, denominator = int(match["numerator"]), int(match["denominator"])
    if not 0 < numerator < denominator:
        return None
    return _english_mixed(int(match["whole"]), numerator, denominator)


# A range of amounts with its currency before the first, and again before the second or not: "$50–100", "$10-$20"
# (fifty to one hundred dollars, ten to twenty dollars), "£5-10 million" (five to ten million pounds): the currency is
# said once, after the second.
_ONE_CURRENCY = "|".join(
    re.escape(symbol) for symbol in sorted(SYMBOLS, key=len, reverse=True) if SYMBOLS[symbol] in _CURRENCIES
)
_WHOLE = r"\d{1,3}(?:,\d{3})+(?!\d)|\d+"
_AMOUNT_RANGE = re.compile(
    rf"(?<![\w$£€¥₹₩])(?P<currency>{_ONE_CURRENCY})(?P<first>{_WHOLE})[ \u00a0]?[-–][ \u00a0]?(?P=currency)?"
    rf"(?P<last>{_WHOLE})(?![\w.,/:-]?\d)(?:[ \u00a0](?P<scale>thousand|million|billion|trillion)\b)?"
)


def _amount_range(match: re.Match[str]) -> str | None:
    first, last = parse_number(match["first"]), parse_number(match["last"])
    (_, plural), _cents = _CURRENCIES[SYMBOLS[match["currency"]]]
    scale = f" {match['scale']}" if match["scale"] else ""
    return f"{en_words.decimal(first)} to {en_words.decimal(last)}{scale} {plural}"


def _hours_and_minutes(match: re.Match[str]) -> str:
    """ "1h 45m": one hour forty-five minutes (the "m" after hours is minutes, not meters)."""
    hours, minutes = int(match["hours"]), int(match["minutes"])
    hours_said = f"{en_words.cardinal(hours)} hour{'s' * (hours != 1)}"
    return f"{hours_said} {en_words.cardinal(minutes)} minute{'s' * (minutes != 1)}"


# A difference written with a spaced dash, where the words around it do arithmetic: "The result of 10 - 4 is 6.",
# "What is 15 - 7?", "12 - 5 = 7", "100 - 36 leaves 64" (minus); "Open 10 - 4" and "won 10 - 4" stay ranges and scores.
_DIFFERENCE = re.compile(r"(?<=\d)(?P<space>[ \u00a0]?)[-–](?P=space)(?=\d)")
_FIRST_TERM = re.compile(r"(?<![\w.,:/-])\d(?:[\d,]*\d)?(?:\.\d+)?$")
_LAST_TERM = re.compile(r"\d+(?:,\d{3})*(?:\.\d+)?(?![\w.,:/-]?\d|[%°/:-])")
_SUM_BEFORE = re.compile(
    r"(?:\b(?i:what(?:'s|’s| is| does)|how much is|calculate|compute|work out|solve|evaluate"
    r"|(?:result|answer|value) of)|[=+×÷*])[ \u00a0]?$"
)
_SUM_AFTER = re.compile(
    r"[ \u00a0]?[=+×÷*−][ \u00a0]?[\d(]|[ \u00a0](?:(?:is|equals?|makes|leaves|gives|comes to)[ \u00a0]\d|equals?\b)"
)


def _difference(match: re.Match[str]) -> str | None:
    before = text_before(match, 24)
    first, last = _FIRST_TERM.search(before), _LAST_TERM.match(match.string, match.end())
    if not first or not last:
        return None
    before = before[: first.start()]
    if not (_SUM_AFTER.match(match.string, last.end()) or _SUM_BEFORE.search(before)):
        return None
    return " minus "


# A price per person: "£15 pp", "$45 pp including wine", "£80 pppn" (per person per night); "300 pp." after no
# price is pages.
_PER_PERSON = re.compile(r"(?<=\d)(?P<space>[ \u00a0]?)(?P<pp>pppn|pp|p\.p\.)(?:\.(?=[ \u00a0]+[a-z]))?(?!\w|\.\w)")
_PRICE_BEFORE = re.compile(rf"(?:{_ONE_CURRENCY})[ \u00a0]?\d[\d,]*(?:\.\d+)?$")


def _per_person(match: re.Match[str]) -> str | None:
    if not _PRICE_BEFORE.search(text_before(match, 20)):
        return None
    return " per person" + (" per night" if match["pp"] == "pppn" else "")


# A time zone's offset after its name: "GMT+1" (plus one), "UTC-5" (minus five), "UTC+05:30" (plus five thirty).
_ZONE_OFFSET = re.compile(r"(?<=GMT|UTC)(?P<sign>[+−-])(?P<hours>\d{1,2})(?::?(?P<minutes>[0-5]\d))?(?![\w:]|[.,]\d)")


def _zone_offset(match: re.Match[str]) -> str:
    hours, minutes = int(match["hours"]), int(match["minutes"] or 0)
    said = en_words.clock_time(hours, minutes) if minutes else en_words.cardinal(hours)
    return (" plus " if match["sign"] == "+" else " minus ") + said


# Opening days written by their initials: "Open M-F 9-5", "M–Th, 8am–6pm": Monday to Friday, Monday to Thursday.
_DAY_INITIALS = {
    "M": "Monday", "Tu": "Tuesday", "W": "Wednesday", "Th": "Thursday", "F": "Friday", "Sa": "Saturday", "Su": "Sunday"
}  # fmt: skip
_DAY_SPAN = re.compile(
    r"\b(?P<first>M|Tu|W|Th|F|Sa|Su)[-–](?P<last>Tu|W|Th|F|Sa|Su)\b(?![-–'’])"
    r"(?=,?[ \u00a0]+\d|[ \u00a0]*$|[.;)])"
)


# A toll-free number whose last part is a word, as the advertisers write it: "1-800-FLOWERS" (one eight hundred
# flowers), "1-888-GO-FEDEX" (one eight eight eight go fedex).
_VANITY_NUMBER = re.compile(
    r"\b1[-. ](?P<prefix>800|888|877|866|855|844|833)[-. ](?P<word>[A-Z]{2,}(?:-[A-Z]{2,})*)(?![\w-])"
)


def _vanity_number(match: re.Match[str]) -> str:
    prefix = "eight hundred" if match["prefix"] == "800" else en_words.digits(match["prefix"])
    return f"one {prefix} {match['word'].replace('-', ' ').lower()}"


# A comparison sign before an amount ("< 5 mins", "orders > $50", "<2%"): less than, more than; between two numbers
# ("3 < 5", "Is 10 > 7?"): less than, greater than, with "is" where no "is" opens the question; "a<5" and "->" stay.
_COMPARISON = re.compile(r"[<>](?<![<>][<>])(?![<>=])(?=[ \u00a0]?[$£€]?\d)")
_NUMBER_END = re.compile(r"\d[ \u00a0]?$")
_IS_BEFORE = re.compile(r"\b(?i:is|are|was|were)[ \u00a0][\w.,]+[ \u00a0]?$")


def _comparison(match: re.Match[str]) -> str | None:
    before = text_before(match, 24)
    spaced_before = before[-1:] in " \u00a0"
    if not spaced_before and (before[-1:].isalpha() or before[-1:] in "<>=-"):
        return None  # "a<5" in code, "<=" and "->" arrows
    if _NUMBER_END.search(before):
        said = "less than" if match.group() == "<" else "greater than"
        said = said if _IS_BEFORE.search(before) else f"is {said}"
    else:
        said = "less than" if match.group() == "<" else "more than"
    space_after = match.string[match.end() : match.end() + 1] in (" ", "\u00a0")
    return ("" if spaced_before or not before else " ") + said + ("" if space_after else " ")


# A team's win-loss record: "finished the season 72-10", "went 14-3", "a 10-6 record" (seventy-two and ten), where a
# score is "to".
_RECORD_BEFORE = re.compile(r"\b(?:season|went|record(?: of| at)?|improved to|dropped to|fell to)[ \u00a0]$")
_RECORD_AFTER = re.compile(r"[ \u00a0](?:record|season|on the (?:season|year))\b")


def _record(match: re.Match[str]) -> str | None:
    if not (
        _RECORD_BEFORE.search(match.string, max(0, match.start() - 16), match.start())
        or _RECORD_AFTER.match(match.string, match.end())
    ):
        return None
    return f"{en_words.cardinal(int(match['wins']))} and {en_words.cardinal(int(match['losses']))}"


# Tennis sets, each said as its two numbers without "to" ("won 6-4, 6-2": six four, six two; "7-6 (7-3)"): two sets
# or more in a row, or one set where the words around are tennis's ("took the first set 6-3").
_SET = r"\d(?<![\w.,:/-]\d)-\d(?![\w-]|[.,]\d)(?:[ \u00a0]?\(\d{1,2}(?:-\d{1,2})?\))?"
_SETS = re.compile(rf"(?=[0-7]-[0-7])(?P<sets>{_SET}(?:,?[ \u00a0]{_SET})*)")
# A set as tennis's noun ("the first set", "in straight sets"), never the verb ("to set the agenda") nor "a set of".
_TENNIS_WORDS = re.compile(
    r"\b(?:(?:first|second|third|fourth|fifth|final|opening|deciding|each|a|one|two) set(?! of\b)|sets?[ -]point|"
    r"(?:straight|two|three|four|five) sets|in sets|tiebreaks?|tie-breaks?|tennis|Wimbledon|seed(?:ed)?|"
    r"(?-i:Open)|beat|def\.)(?!\w)",
    re.I,
)
_TENNIS_SET = re.compile(r"(?P<games>\d)-(?P<other>\d)(?:[ \u00a0]?\((?P<tiebreak>[\d-]+)\))?")


def _tennis_sets(match: re.Match[str]) -> str | None:
    sets = list(_TENNIS_SET.finditer(match["sets"]))
    for found in sets:
        high, low = sorted((int(found["games"]), int(found["other"])), reverse=True)
        if not (high == 6 and low <= 4 or high == 7 and low in (5, 6)):
            return None
    window = match.string[max(0, match.start() - 60) : match.end() + 30]
    if len(sets) < 2 and not _TENNIS_WORDS.search(window):
        return None

    def said(found: re.Match[str]) -> str:
        games = f"{en_words.cardinal(int(found['games']))} {en_words.cardinal(int(found['other']))}"
        if found["tiebreak"]:
            games += " (" + " ".join(en_words.cardinal(int(part)) for part in found["tiebreak"].split("-")) + ")"
        return games

    return ", ".join(said(found) for found in sets)


# The words around a double-oh agent's name: the films, the service and the spy (a common word in any case, "Agent
# 007"; a name as written).
_AGENT_WORDS = re.compile(
    r"\b(?:Bond|MI6|MI5|Moneypenny|Walther|Craig|Connery|Moore|Brosnan|Dalton|"
    r"(?i:agents?|spy|spies|films?|movies?|licen[cs]e to kill|secret service))\b"
)


def _double_oh_agent(match: re.Match[str]) -> str:
    zeros = "double oh" if _AGENT_WORDS.search(match.string, max(0, match.start() - 80), match.end() + 80) else "oh oh"
    return f"{zeros} {en_words.cardinal(int(match['digit']))}"


# A code mixing capitals and digits (six characters or more, two digits at least, a letter after a digit: no word and
# its number, as "SAVE20"), apart from other words.
_ANNOUNCED_CODE = re.compile(r"(?<![\w-])(?=[A-Z\d]*\d[A-Z])(?=(?:[A-Z]*\d){2})[A-Z\d]{6,}(?![\w-]|[.,]\w)")
_CODE_ANNOUNCED = re.compile(
    rf"(?:{'|'.join(IDENTIFIER_WORDS)})\w*(?:[^\w\n.!?]+\w+){{0,3}}?[^\w\n.!?]*$", re.IGNORECASE
)


def _announced_code(match: re.Match[str]) -> str | None:
    if not _CODE_ANNOUNCED.search(match.string, max(0, match.start() - 40), match.start()):
        return None
    return " ".join(en_words.cardinal(int(char)) if char.isdigit() else char for char in match.group())


def _pages(match: re.Match[str]) -> str:
    """ "The book has 300 pp.": three hundred pages (the period also the sentence's where it ends there)."""
    return f"{en_words.decimal(parse_number(match['number']))} pages" + _period_ending(match)


# A span of years whose end is written with its last digit only, as older books write it ("He held the post
# 1861-5": eighteen sixty-one to sixty-five, "the war of 1914-8"); not after a word that counts ("pages 1204-8"),
# nor the next year, said with its digit as books' readers do ("1798-9": seventeen ninety-eight to nine).
_COUNTED_BEFORE = re.compile(r"\b(?i:pages?|pp?|nos?|numbers?|lines?|ll|verses?|vv?|items?|rooms?)\.?[ \u00a0]$")


def _years_to_digit(match: re.Match[str]) -> str | None:
    first, last_digit = int(match["first"]), int(match["last"])
    if not 1010 <= first <= 2099 or last_digit <= first % 10 + 1:
        return None  # the next year keeps its digit ("the winter of 1798-9": seventeen ninety-eight to nine)
    if _COUNTED_BEFORE.search(match.string, max(0, match.start() - 10), match.start()):
        return None
    return f"{en_words.year(first)} to {_short_year(first - first % 10 + last_digit)}"


def _francs_and_centimes(match: re.Match[str]) -> str:
    """ "3 fr. 50 c.", as a travel guide writes a price: three francs fifty centimes."""
    francs, centimes = int(match["francs"]), int(match["centimes"])
    return (
        f"{en_words.cardinal(francs)} franc{'s' * (francs != 1)} "
        f"{en_words.cardinal(centimes)} centime{'s' * (centimes != 1)}{_period_ending(match)}"
    )


def _range_rules() -> tuple[Rule, ...]:
    after = rf"(?P<first>\d(?<![\w.,]\d)\d?){_SUFFIX}\s?[-–]\s?(?P<last>\d{{1,2}}){_SUFFIX}\s(?:of\s)?{_MONTH}\b"
    before = (
        rf"(?=[ADFJMNOSadfjmnos])(?P<before>{_MONTH})\s(?P<first>\d{{1,2}}){_SUFFIX}\s?[-–]\s?(?P<last>\d{{1,2}})"
        rf"{_SUFFIX}(?![\d,:]|\.\d)"
    )
    return (
        HYPHEN_FRACTION,  # "2-3ds of the crop": two thirds
        Rule("symbol", _DIFFERENCE, _difference),
        Rule("range", _RATIO, _ratio),
        Rule("telephone", _VANITY_NUMBER, _vanity_number),
        Rule("symbol", _COMPARISON, _comparison),
        Rule("money", _PER_PERSON, _per_person),
        Rule("time", _ZONE_OFFSET, _zone_offset),
        Rule("date", _DAY_SPAN, lambda m: f"{_DAY_INITIALS[m['first']]} to {_DAY_INITIALS[m['last']]}"),
        WEEKDAY_BEFORE_HOURS,
        # a book's length: "300 pp." (pages after the number; "pp. 10-20" before it is the abbreviation class's)
        Rule("measure", re.compile(rf"(?P<number>{NUMBER})[ \u00a0]pp\.(?!\w)"), _pages),
        Rule(
            "measure",
            re.compile(
                r"(?P<hours>\d(?<![\w.,]\d)\d?)[ \u00a0]?h[ \u00a0]?(?P<minutes>[0-5]?\d)[ \u00a0]?m(?:in)?(?!\w)"
            ),
            _hours_and_minutes,
        ),
        Rule("range", _SETS, _tennis_sets),
        Rule(
            "range",
            re.compile(r"(?P<wins>\d(?<![\w.,-]\d)\d{0,2})[-–](?P<losses>\d{1,3})(?![\w-]|[.,]\d)"),
            _record,
        ),
        Rule(
            "money",
            re.compile(
                r"(?P<francs>\d(?<![\w.,]\d)\d{0,4})[ \u00a0]fr\.[ \u00a0](?P<centimes>\d\d?)[ \u00a0]?c\.(?!\w)"
            ),
            _francs_and_centimes,
        ),
        Rule("range", _AMOUNT_RANGE, _amount_range),
        Rule(
            "range",
            re.compile(r"(?P<first>\d(?<![\w.,/-]\d)\d{3})[-–](?P<last>\d)(?![\w/-]|[.,:]\d)"),
            _years_to_digit,
        ),
        Rule("date", en_dates.YEAR_MONTH, en_dates.year_month),
        Rule("range", re.compile(after), _days),
        Rule("range", re.compile(before), _days),
        # a mixed number written with a hyphen, as older American books do ("3-1/2 miles"): not a range
        Rule(
            "fraction",
            re.compile(
                r"(?P<whole>\d(?<![\w.,/-]\d)\d{0,5})-(?P<numerator>\d)/(?P<denominator>\d{1,2})(?![\w/]|[.,]\d)"
                # before a unit written short, the fraction class says both ("3-1/2 in. thick", "2-1/2 lb.")
                rf"(?![ \u00a0](?:{_UNIT_AFTER_FRACTION}|in(?=\.))(?!\w))"
            ),
            _hyphenated_mixed,
        ),
        # even odds: "a 50-50 chance", "split 50/50" (fifty-fifty), not a range
        Rule("range", re.compile(r"(?<![\w.,/-])50[-/–]50(?![\w/-]|[.,]\d)"), lambda m: "fifty-fifty"),
    )


# "1980-86": "nineteen eighty to eighty-six"; "2001-09": "two thousand one to two thousand nine".
def _short_year(year: int) -> str:
    return en_words.cardinal(year % 100) if year % 100 >= 10 else en_words.year(year)


RANGES = RangeWords("to", after={"between": "and"}, short_year=_short_year, rules=_range_rules)


# The numbers no class took, read last (after the built-in lexicon): versions "1.2.3"; "#5" (number five);
# multipliers "10x" (ten times); "1+2" (plus); "R&D" (and); what the words around a number say it is (en/prose.py: a
# year in a book's prose, a height, a ratio, old money); every other number, "1,234", "-5", "3.14", "007" (digit by
# digit); then any digits still left. Numbers written against letters get a space ("3D": "three D", "MP3": "MP
# three").
def _spaced(match: re.Match[str], words: str) -> str:
    """`words` with a space where the replaced text touched a letter or digit."""
    text, (start, end) = match.string, match.span()
    before = " " if start > 0 and text[start - 1].isalnum() else ""
    after = " " if end < len(text) and text[end].isalnum() else ""
    return before + words + after


def _version(match: re.Match[str]) -> str:
    return _spaced(match, " point ".join(en_words.integer(part) for part in match.group().split(".")))


def _version_named(match: re.Match[str]) -> str:
    """ "v2.1": version two point one; "v2.0" two point oh, as software's versions are said."""
    parts = match["number"].split(".")
    said = [en_words.integer(parts[0]), *("oh" if part == "0" else en_words.integer(part) for part in parts[1:])]
    return _spaced(match, "version " + " point ".join(said))


# A release after a product's name is said as a version, its parts whole numbers: "Python 3.12" (three point twelve),
# "Windows 3.11", "iOS 17.10"; a word that counts or measures before it keeps the decimal ("About 3.25 of", "pH 7.45").
_VERSION_AFTER_NAME = re.compile(
    r"(?P<major>\d(?<=[A-Za-z][ \u00a0]\d)\d?)\.(?P<minor>\d{2,3})(?![\w.,]?\d|\w|[%°])"
    r"(?![ \u00a0]+(?:percent|per|million|billion|trillion|thousand|points?|times)\b)"
)
_NOT_PRODUCTS = frozenset({
    "About", "Only", "Nearly", "Almost", "Over", "Under", "Just", "Around", "Roughly", "Approximately", "Some",
    "Exactly", "Up", "Down", "Rated", "Scored", "Pi", "pH", "GPA", "Average", "Avg", "Was", "Is", "At", "By", "Of",
    "To", "In", "On", "For", "With", "From", "Than",
    # an article opening a sentence: "The 3.30 race was won", "The 8.30 train"
    "The", "A", "An",
    # a school book's sums: "Multiply 2.75 by 4", "Divide 7.25 by 5"
    "Add", "Subtract", "Multiply", "Divide", "Find", "Reduce", "Express", "Convert", "Take",
})  # fmt: skip


def _version_after_name(match: re.Match[str]) -> str | None:
    name = text_before(match, 30).split()[-1]
    if name in _NOT_PRODUCTS or not (name[0].isupper() or any(letter.isupper() for letter in name[1:])):
        return None
    return f"{en_words.integer(match['major'])} point {en_words.integer(match['minor'])}"


# Acronyms written as English words ("US", "IT", "WHO"), spelled where the text around them is not in capitals:
# "the US economy", "the IT desk", "the WHO said"; "LET US PRAY" keeps its words.
_WORD_ACRONYM = re.compile(r"(?=[UIWS])\b(?:US|IT|WHO|SAT)\b(?!\.\w)")
# A test score said in pairs, as students say it, where the test's name stands near: "She scored 1450 on the SAT"
# (fourteen fifty), "an SAT score of 1210".
_TEST_SCORE = re.compile(r"(?P<score>\d(?<![\w.,$£€]\d)\d{2,3})(?![\w.,]?\d|[%/:-])")
_TEST_NAME = re.compile(r"\b(?:SAT|S A T|PSAT)\b")


def _test_score(match: re.Match[str]) -> str | None:
    if not 400 <= int(match["score"]) <= 1600:
        return None
    near = match.string[max(0, match.start() - 24) : match.end() + 16]
    return _house_number(match["score"]) if _TEST_NAME.search(near) else None


_CAPITALS_WORD = re.compile(r"\b[A-Z]{2,}\b")


def _word_acronym(match: re.Match[str]) -> str | None:
    text = match.string
    before = text[max(0, match.start() - 24) : match.start()].split()
    after = text[match.end() : match.end() + 24].split()
    near = [*before[-1:], *after[:1]]
    if not near or any(_CAPITALS_WORD.search(word) for word in near):
        return None
    return " ".join(match.group())


_CAPITALISED_BEFORE = re.compile(r"(?<![\w'’])[A-Z][A-Za-z]{0,11}$")


def _plus_after_name(match: re.Match[str]) -> str | None:
    if not _CAPITALISED_BEFORE.search(match.string, max(0, match.start() - 12), match.start()):
        return None
    return " plus" * len(match.group())


def _number_noun(match: re.Match[str]) -> str:
    words = en_words.cardinal(int(match["number"]))
    return words.removesuffix("e") + "ers"


def _named_number(match: re.Match[str]) -> str | None:
    number = match["number"]
    if not match["name"].isupper() and len(number) > 3:
        return None  # "Mid-2020" is the year's; "Blink-182" the band's number, in pairs
    said = en_words.cardinal(int(number)) if len(number) <= 2 else _house_number(number)
    return f"{match['name']} {said}"


# A number written with its point first: a gun's calibre (".45", "a .22 rifle": forty-five, twenty-two), a batting
# average (".300": three hundred, ".275": two seventy-five), any other a decimal (".5": point five).
_LEADING_POINT = re.compile(r"\.(?<![\w.,]\.)(?P<digits>\d{1,3})(?![\w.,]?\d|\w)")
_GUN_BEFORE = re.compile(r"\b(?:Colt|Winchester|Remington|Ruger|Glock|Beretta|Magnum)[ \u00a0]$")
_GUN_AFTER = re.compile(
    r"[ \u00a0](?:caliber|calibre|rifles?|pistols?|revolvers?|handguns?|rounds?|bullets?|ammo|[Mm]agnum|[Ss]pecial"
    r"|ACP)\b"
)
_AVERAGE_BEFORE = re.compile(r"\b(?:batting|batted|hitting|hit|hits|average|averaged)[ \u00a0]$", re.IGNORECASE)
_AVERAGE_AFTER = re.compile(r"[ \u00a0](?:hitters?|batters?|average|batting|slugging|on-base|clip)\b")


# A gun named by its calibre alone, after an owner ("His .38 was empty", "She drew her .32"), or after an article
# where the calibre is the noun ("He carried a .44 in his belt") or a gun's words are near ("He fired the .22
# twice"): the calibres such guns are known by. "a .22 difference", "a .44 margin" (a noun after, no gun near),
# "a .25 share" and "the .5 mark" stay decimals.
_CALIBRES = frozenset({"22", "32", "36", "38", "41", "44", "45", "303", "357"})
_OWNER_BEFORE = re.compile(r"\b(?i:his|her|my|their|your)[ \u00a0]$")
_ARTICLE_OR_OLD_BEFORE = re.compile(r"\b(?i:a|the|that|this|old)[ \u00a0]$")
_NOT_A_GUN_AFTER = re.compile(r"[ \u00a0]*(?:%|percent\b|per\b|of\b|inch|mm\b|cm\b)")
_GUN_WORDS = re.compile(
    r"\b(?i:guns?|pistols?|revolvers?|rifles?|shotguns?|holster(?:ed)?|triggers?|fired?|firing|shot|shoot(?:s|ing)?"
    r"|(?:re)?loaded|cartridges?|bullets?|shells?|casings?|slugs?|ammo|ammunition|aimed|cocked|hunting)\b"
)


def _gun_by_calibre(match: re.Match[str], before: str) -> bool:
    if match["digits"] not in _CALIBRES or _NOT_A_GUN_AFTER.match(match.string, match.end()):
        return False
    if _OWNER_BEFORE.search(before):
        return True
    near = match.string[max(0, match.start() - 40) : match.end() + 40]
    return bool(_ARTICLE_OR_OLD_BEFORE.search(before)) and (not describes_noun(match) or bool(_GUN_WORDS.search(near)))


def _leading_point(match: re.Match[str]) -> str:
    digits, before = match["digits"], text_before(match, 16)
    calibre = (
        _GUN_BEFORE.search(before) or _GUN_AFTER.match(match.string, match.end()) or _gun_by_calibre(match, before)
    )
    average = _AVERAGE_BEFORE.search(before) or _AVERAGE_AFTER.match(match.string, match.end())
    if (calibre and len(digits) > 1) or (average and len(digits) == 3):
        return _house_number(digits)
    return _spaced(match, "point " + en_words.digits(digits))


def _number(match: re.Match[str]) -> str:
    return sentence_cased(match, _spaced(match, en_words.decimal(parse_number(match.group()))))


def _times(match: re.Match[str]) -> str:
    number = parse_number(match["number"])
    return en_words.decimal(number) + (" time" if number.is_one else " times")


# "3 x daily", "2 x a day", "5 x faster": a spaced "x" after a count, before how often or how much more, is times
# ("once" for one); "3 x 4 m" is a size's "by" (classes/symbol.py), "2 x HDMI ports" is left to the count.
_SPACED_TIMES = re.compile(
    rf"(?P<number>{NUMBER})[ \u00a0][x×](?=[ \u00a0](?:(?:daily|weekly|monthly|yearly|annually|hourly|nightly|"
    r"fortnightly|more|less|fewer|as|over|faster|slower|bigger|larger|smaller|higher|lower|greater|longer|stronger|"
    r"cheaper|better|worse)\b"
    r"|(?:a|an|per|each|every)[ \u00a0](?:\d{1,2}[ \u00a0])?(?:day|week|month|year|hour|night|meal|session)s?\b))"
)


def _spaced_times(match: re.Match[str]) -> str:
    number = parse_number(match["number"])
    return "once" if number.is_one and number.fraction is None else _times(match)


_DETERMINER_BEFORE = re.compile(r"\b(?i:a|an|the|my|your|his|her|our|their|this|that)[ \u00a0]$")


def _times_before(match: re.Match[str]) -> str | None:
    if _DETERMINER_BEFORE.search(match.string, max(0, match.start() - 6), match.start()):
        return None
    return _spaced(match, "times " + en_words.integer(match["number"]))


_UNIT_WORDS = sorted(
    {word for names in _UNIT_NAMES.values() for word in names if word.isalpha()}, key=len, reverse=True
)
# "3 per cent. a year": books write "cent" short, with its period
_UNIT_BEFORE = re.compile(rf"\b(?:{'|'.join(_UNIT_WORDS)}|per cent)$")


def _unit_period(match: re.Match[str]) -> str | None:
    return "" if _UNIT_BEFORE.search(text_before(match, 24)) else None


# A unit written short with no number after "a", "an" or "per", or after a price's "the": a price's or a wage's unit
# ("$18 a bbl.", "$16 an oz.", "$35 per mo.", "8d. per lb.", "$5.99 a lb", "1s. 2d. the doz."), said in the singular;
# its period ends no sentence where a lowercase word or a comma follows.
_RATE_UNITS = {
    unit: _UNIT_NAMES[unit][0]
    for unit in ("bbl", "oz", "lb", "lbs", "bush", "cwt", "doz", "gal", "yd", "ft", "hhd", "qt", "fur", "mi")
    + ("yr", "wk", "hr")
} | {"mo": "month", "ton": "ton", "pt": "pint"}  # "pt" after a number is a point ("12 pt type"), after a price a pint
_RATE_UNIT_WRITTEN = "|".join(_RATE_UNITS)
_RATE_UNIT = re.compile(
    rf"(?=(?:{_RATE_UNIT_WRITTEN})\b)"  # the unit first: the scan passes the rest
    rf"(?:(?<=\b[Aa][ \u00a0])|(?<=\ban[ \u00a0])|(?<=\bper[ \u00a0])|{PRICE_BEFORE_THE})(?P<unit>{_RATE_UNIT_WRITTEN})"
    r"(?:\.(?=\s*[a-z,;:)])|(?P<end>\.))?(?![\w.])"
)


_NUMBER_RULES: tuple[Rule, ...] = (
    Rule("measure", _RATE_UNIT, lambda m: _RATE_UNITS[m["unit"]] + ("." if m["end"] else "")),
    Rule("cardinal", re.compile(MINUS), lambda m: _spaced(m, "minus")),
    Rule("decimal", re.compile(r"\d(?<![\d.]\d)\d*(?:\.\d+){2,}(?!\.?\d)"), _version),
    Rule(
        "cardinal", re.compile(r"#(?<!\w#)(?P<number>\d+)(?!\w)"), lambda m: "number " + en_words.integer(m["number"])
    ),
    Rule("cardinal", re.compile(rf"(?P<number>{NUMBER})[x×](?!\w)"), _times),  # "10x faster", "2.5× the cost"
    Rule("cardinal", _SPACED_TIMES, _spaced_times),
    # "x2 daily", "×3": a multiplier written before a small count; "x86" and "an x5" name a processor, a model
    Rule("cardinal", re.compile(r"(?<!\w)[x×](?P<number>[1-9]|1[0-9]|20)(?![\w.,]\d|\w)"), _times_before),
    Rule("cardinal", re.compile(r"(?: \+(?<=\d \+)|\+(?<=\d\+)) ?(?=\d)"), lambda m: " plus "),
    # "~3 kg", "~$50", "5 ± 0.2 mm": an approximation or a tolerance before an amount a class has said ("~three
    # kilograms"); the symbol class says it before digits, "~/src" is a path
    Rule(
        "symbol",
        re.compile(r"(?P<sign>[~≈±])(?<![\w~≈±][~≈±])(?=(?<=[≈±])[ \u00a0][a-z]|[a-z]+\b(?![/.]\w))"),
        lambda m: _spaced(m, OPERATORS[m["sign"]]),
    ),
    Rule("decimal", _VERSION_AFTER_NAME, _version_after_name),
    # "v2.1", "the v3 release": a version; "V8" and "v." stay
    Rule("identifier", re.compile(r"v(?<![\w.]v)(?P<number>\d{1,3}(?:\.\d{1,3}){0,3})(?![\w.]?\d|\w)"), _version_named),
    # a video's lines: "1080p" (ten eighty p), "720p", "4320p"; "120p" is pence (en/prose.py)
    Rule(
        "identifier",
        re.compile(r"(?=[1-7])(?<![\w.,])(?P<number>240|360|480|576|720|1080|1440|2160|4320)p(?!\w)"),
        lambda m: _spaced(m, _house_number(m["number"]) + " p"),
    ),
    # "#tbt": a hashtag; "C#" and "F#": sharp (a language's, a note's); "@nasa" and "see you @ 3": at
    # "order #48213", its digits already said one by one (classes/identifier.py): number
    Rule(
        "symbol",
        re.compile(r"#(?<![\w#&]#)(?=(?:(?:zero|one|two|three|four|five|six|seven|eight|nine)[ ,]+){2})"),
        lambda m: "number ",
    ),
    Rule("symbol", re.compile(r"#(?<![\w#&]#)(?=[A-Za-z])"), lambda m: "hashtag "),
    Rule("symbol", re.compile(r"#(?<=\b[A-G]#)(?!\w)"), lambda m: " sharp"),
    # "C++", "Disney+", "an A+": the plus after a name or a grade, said ("C plus plus"); "x+y" is a sum's
    Rule("symbol", re.compile(r"\+(?<=[A-Za-z]\+)\+?(?![\w+])"), _plus_after_name),
    Rule(
        "symbol",
        re.compile(r"@(?<![\w.@]@)"),
        lambda m: "at" if m.string[m.end() : m.end() + 1] in " \u00a0" else "at ",
    ),
    # "AT&T", "P&G": the capitals on both sides of "&" spelled, as "R&D" is
    Rule(
        "symbol",
        re.compile(r"[A-Z](?<![\w&][A-Z])[A-Z]{0,2}&[A-Z]{1,3}(?![\w&])"),
        lambda m: " and ".join(" ".join(part) for part in m.group().split("&")),
    ),
    Rule("symbol", re.compile(r"(?: &(?<=\w &)|&(?<=\w&)) ?(?=\w)"), lambda m: " and "),
    # "the 49ers", "the 76ers": a number made a noun ("forty-niners", "seventy-sixers")
    Rule("cardinal", re.compile(r"(?P<number>\d(?<![\w.,]\d)\d{0,3})ers(?!\w)"), _number_noun),
    # a name of two zeros and a digit, as the films made it said: "Agent 007" (double oh seven), "the 00 section";
    # elsewhere its digits ("Room 007", "the combination is 007": oh oh seven)
    Rule("cardinal", re.compile(r"0(?<![\w.,:/#-]0)0(?P<digit>[1-9])(?![\w.,:/-]?\d|\w)"), _double_oh_agent),
    Rule("cardinal", _TEST_SCORE, _test_score),
    Rule("characters", _WORD_ACRONYM, _word_acronym),
    # a grade point average, its digits after the point one by one, a zero "oh": "a 4.0 GPA" (four point oh), "a GPA
    # of 3.75" (three point seven five)
    Rule(
        "decimal",
        re.compile(
            r"(?P<whole>\d(?<![\w.,]\d))\.(?P<digits>\d{1,2})(?![\w.,]?\d)"
            r"(?:(?=[ \u00a0]GPA\b)|(?<=GPA of \d\.\d)|(?<=GPA of \d\.\d\d))"
        ),
        lambda m: (
            f"{en_words.cardinal(int(m['whole']))} point "
            + " ".join("oh" if digit == "0" else en_words.cardinal(int(digit)) for digit in m["digits"])
        ),
    ),
    # a shoe's or a garment's half size: "size 10.5", "a 9.5 wide" (ten and a half, nine and a half)
    Rule(
        "decimal",
        re.compile(
            r"(?P<whole>\d(?<![\w.,]\d)\d?)\.5(?![\w.,]?\d)"
            r"(?:(?<=[Ss]ize \d\.5)|(?<=[Ss]ize \d\d\.5)|(?<=[Ss]izes \d\.5)|(?<=[Ss]izes \d\d\.5)"
            r"|(?=[ \u00a0](?:shoes?|boots?|sneakers?|trainers?|heels?|sandals?|wide|narrow|in (?:men|women)['’]s)\b))"
        ),
        lambda m: f"{en_words.cardinal(int(m['whole']))} and a half",
    ),
    *PLAIN_TEXT_RULES,
    *PROSE_RULES,
    # a parcel's, an order's or a booking's code of capitals and digits after the words that announce it, character
    # by character: "tracking number 1Z999AA10123456784" (one Z nine nine nine A A one zero ...)
    Rule("identifier", _ANNOUNCED_CODE, _announced_code),
    # "I-95": the interstate's letter, then its number
    Rule("cardinal", re.compile(r"\bI-(?P<number>\d{1,3})(?![\w-])"), lambda m: f"I {_house_number(m['number'])}"),
    # "K-12", "a K-8 school": kindergarten through a grade
    Rule(
        "identifier",
        re.compile(r"\bK-(?P<grade>[1-9]|1[0-2])(?![\w-]|[.,]\d)"),
        lambda m: f"K through {en_words.cardinal(int(m['grade']))}",
    ),
    # a name's number after a hyphen, said after the name: "F-16" (F sixteen), "COVID-19", "WD-40", "PG-13",
    # "Catch-22", "F-150" (F one fifty); a word with a capital takes a number of one or two digits only ("Mid-2020")
    Rule(
        "identifier",
        re.compile(
            r"(?=[A-Z][A-Za-z]{0,9}-[1-9])"  # the shape, for the scan to pass other positions
            r"(?P<name>\b(?:[A-Z]{1,6}|(?!(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*-)[A-Z][a-z]{2,9}))"
            r"-(?P<number>[1-9]\d{0,3})(?![\w-]|[.,]\d)"
        ),
        _named_number,
    ),
    # a retirement plan's section of the tax code: "401(k)" (four oh one K), "403(b)", "501(c)(3)"
    Rule(
        "identifier",
        re.compile(r"\b(?P<number>[1-9]\d\d)\((?P<letter>[a-z])\)(?:\((?P<clause>\d{1,2})\))?"),
        lambda m: (
            f"{_house_number(m['number'])} {m['letter'].upper()}"
            + (f" {en_words.cardinal(int(m['clause']))}" if m["clause"] else "")
        ),
    ),
    # a model's letters and three digits, said in pairs: "Airbus A320" (A three twenty), "F150", "A100"
    Rule(
        "identifier",
        re.compile(r"(?P<letters>[A-Z](?<![\w-][A-Z])[A-Z]?)(?P<number>[1-9]\d\d)(?![\w-]|[.,]\d)"),
        lambda m: _spaced(m, f"{m['letters']} {_house_number(m['number'])}"),
    ),
    # A unit written short keeps its period before the words that go on ("2 lbs. 4 oz.", "10 yrs. in prison") or a
    # comma, semicolon, colon or closing bracket ("1 ft.; 3 ft.", "4 per cent., £8", "(10,530 ft.)"): said as its name,
    # the period is no sentence's end.
    Rule("measure", re.compile(r"(?<=[a-z])\.(?=[ \u00a0]+[a-z\d]|[,;:)\]])"), _unit_period),
    # a currency's sign as its noun, with no amount: "sevenpence in the £" (in the pound), "so much per $"
    Rule(
        "money",
        re.compile(r"[£$€](?:(?<=\b[Tt]he [£$€])|(?<=\bper [£$€]))(?![ \u00a0]?[\d.,]?\d)"),
        lambda m: _CURRENCIES[SYMBOLS[m.group()]][0][0],
    ),
    Rule("decimal", _LEADING_POINT, _leading_point),
    Rule("cardinal", re.compile(NUMBER), _number),
    # Digits no rule took ("119" in "8252,119", a group after a stray separator): none reaches the model.
    Rule("cardinal", re.compile(r"\d+"), _number),
)


def _read_numbers(aligned: AlignedText) -> AlignedText:
    return apply_rules(aligned, _NUMBER_RULES)


# Roman numerals and addresses -----------------------------------------------------------------------------------------

# House numbers in pairs ("221": two twenty-one, "1600": sixteen hundred, "305": three oh five) before a street's
# name and type (St., Ave., Rd. ...), apartments and suites, a state's name and a ZIP code digit by digit after it,
# UK postcodes spelled.
_STREET_TYPES = {
    "St": "Street", "Ave": "Avenue", "Av": "Avenue", "Rd": "Road", "Blvd": "Boulevard", "Dr": "Drive", "Ln": "Lane",
    "Ct": "Court", "Pl": "Place", "Sq": "Square", "Hwy": "Highway", "Pkwy": "Parkway", "Ter": "Terrace",
    "Cir": "Circle", "Street": "Street", "Avenue": "Avenue", "Road": "Road", "Boulevard": "Boulevard",
    "Drive": "Drive", "Lane": "Lane", "Court": "Court", "Place": "Place", "Square": "Square", "Way": "Way",
    "Terrace": "Terrace", "Highway": "Highway", "Parkway": "Parkway", "Circle": "Circle", "Loop": "Loop",
    "Plaza": "Plaza", "Crescent": "Crescent", "Close": "Close", "Row": "Row", "Walk": "Walk", "Alley": "Alley",
}  # fmt: skip
_SIDES = {"N": "North", "S": "South", "E": "East", "W": "West"}
_QUADRANTS = {
    north_south + east_west: _SIDES[north_south] + _SIDES[east_west].lower()
    for north_south in "NS"
    for east_west in "EW"
}
_US_STATES = {
    "AL": "Alabama", "AK": "Alaska", "AZ": "Arizona", "AR": "Arkansas", "CA": "California", "CO": "Colorado",
    "CT": "Connecticut", "DE": "Delaware", "FL": "Florida", "GA": "Georgia", "HI": "Hawaii", "ID": "Idaho",
    "IL": "Illinois", "IN": "Indiana", "IA": "Iowa", "KS": "Kansas", "KY": "Kentucky", "LA": "Louisiana",
    "ME": "Maine", "MD": "Maryland", "MA": "Massachusetts", "MI": "Michigan", "MN": "Minnesota",
    "MS": "Mississippi", "MO": "Missouri", "MT": "Montana", "NE": "Nebraska", "NV": "Nevada",
    "NH": "New Hampshire", "NJ": "New Jersey", "NM": "New Mexico", "NY": "New York", "NC": "North Carolina",
    "ND": "North Dakota", "OH": "Ohio", "OK": "Oklahoma", "OR": "Oregon", "PA": "Pennsylvania",
    "RI": "Rhode Island", "SC": "South Carolina", "SD": "South Dakota", "TN": "Tennessee", "TX": "Texas",
    "UT": "Utah", "VT": "Vermont", "VA": "Virginia", "WA": "Washington", "WV": "West Virginia", "WI": "Wisconsin",
    "WY": "Wyoming", "DC": "D C",
}  # fmt: skip
# The states as American books of the period write them after a town and a comma ("Springfield, Mass.", "Albany,
# N.Y."): said as their names.
_STATES = {
    "Ala": "Alabama", "Ariz": "Arizona", "Ark": "Arkansas", "Cal": "California", "Calif": "California",
    "Colo": "Colorado", "Conn": "Connecticut", "Del": "Delaware", "Fla": "Florida", "Ga": "Georgia",
    "Ill": "Illinois", "Ind": "Indiana", "Kan": "Kansas", "Kans": "Kansas", "Ky": "Kentucky", "La": "Louisiana",
    "Me": "Maine", "Md": "Maryland", "Mass": "Massachusetts", "Mich": "Michigan", "Minn": "Minnesota",
    "Miss": "Mississippi", "Mo": "Missouri", "Mont": "Montana", "Neb": "Nebraska", "Nebr": "Nebraska",
    "Nev": "Nevada", "N.H": "New Hampshire", "N.J": "New Jersey", "N.M": "New Mexico", "N.Y": "New York",
    "N.C": "North Carolina", "N.D": "North Dakota", "Okla": "Oklahoma", "Ore": "Oregon", "Oreg": "Oregon",
    "Pa": "Pennsylvania", "Penn": "Pennsylvania", "R.I": "Rhode Island", "S.C": "South Carolina",
    "S.D": "South Dakota", "Tenn": "Tennessee", "Tex": "Texas", "Vt": "Vermont", "Va": "Virginia",
    "Wash": "Washington", "W.Va": "West Virginia", "W. Va": "West Virginia", "Wis": "Wisconsin", "Wyo": "Wyoming",
    "D.C": "D C",
}  # fmt: skip
_STATE = "|".join(re.escape(state) for state in sorted(_STATES, key=len, reverse=True))
_TOWN_BEFORE = re.compile(r"\b[A-Z][a-z]+(?:[ \u00a0][A-Z][a-z]+)?,[ \u00a0]$")


# Short forms that are also words said to a person ("Yes, Miss.", "Thank you, Pa."): a state only where the
# sentence goes on after it ("Natchez, Miss., in 1850").
_STATE_OR_WORD = frozenset({"Miss", "Me", "Pa", "La", "Mo", "Ind", "Wash", "Del"})


def _state(match: re.Match[str]) -> str | None:
    if not _TOWN_BEFORE.search(match.string, max(0, match.start() - 30), match.start()):
        return None
    if match["state"] in _STATE_OR_WORD and match.string[match.end() : match.end() + 1] not in {",", ")"}:
        return None
    return _STATES[match["state"]] + _period_ending(match)


# Ireland's counties after "Co." ("Co. Cork"): County, where "Smith & Co." is a company.
_COUNTIES = (
    "Antrim|Armagh|Carlow|Cavan|Clare|Cork|Derry|Donegal|Down|Dublin|Fermanagh|Galway|Kerry|Kildare|Kilkenny|Laois"
    "|Leitrim|Limerick|Londonderry|Longford|Louth|Mayo|Meath|Monaghan|Offaly|Roscommon|Sligo|Tipperary|Tyrone"
    "|Waterford|Westmeath|Wexford|Wicklow|Durham"
)


def _period_ending(match: re.Match[str]) -> str:
    """The abbreviation's period where it also ends the sentence ("raised at Hartford, Conn."), kept; a token alone
    or a fragment keeps none (sentences.no_sentence)."""
    rest = match.string[match.end() : match.end() + 3]
    if no_sentence(match):
        return ""
    return "." if not rest.strip() or rest[:1] == "\n" or re.match(r"\s+[A-Z]", rest) else ""


_RANKS = {
    "Lt": "lieutenant", "Sgt": "sergeant", "Cpl": "corporal", "Pvt": "private", "Capt": "captain", "Col": "colonel",
    "Gen": "general", "Maj": "major",
}  # fmt: skip
_UNITS = {
    "Apt": "apartment", "Apts": "apartments", "Apartment": "apartment", "Suite": "suite", "Ste": "suite",
    "Unit": "unit",
}  # fmt: skip
_CAPITALISED = r"[A-Z][a-z'’\-]+"


def _letter(letter: str | None) -> str:
    return f" {letter.upper()}" if letter else ""


def _house_number(written: str) -> str:
    """As Americans and Britons say them: 221 two twenty-one, 1600 sixteen hundred, 305 three oh five."""
    number = int(written)
    if len(written) <= 2 or written[0] == "0" or len(written) > 4:
        return en_words.cardinal(number) if len(written) <= 2 else en_words.digits(written)
    head, tail = written[:-2], int(written[-2:])
    if tail == 0:
        return f"{en_words.cardinal(int(head))} hundred"
    return f"{en_words.cardinal(int(head))} {'oh ' + en_words.cardinal(tail) if tail < 10 else en_words.cardinal(tail)}"


# Words before a number that names a thing rather than counting it: the number is read in pairs, as a house number.
_LABEL_BEFORE = re.compile(
    r"\b(?:[Rr]oom|ROOM|[Ff]light|[Hh]ighway|[Ii]nterstate|[Ee]rror|HTTP|[Pp]ort|[Ff]orm|Boeing|Gate|Pier|Studio|Terminal|"
    r"Hangar|Building|Bldg\.?)(?:[ \u00a0](?:is|was|number|no\.?))?[ \u00a0](?:[A-Z][A-Z\d][ \u00a0])?$"
)  # an airline's code between: "flight UA 901"
_LABELLED_NUMBER = re.compile(r"(?P<number>[1-9](?<![\w.,][1-9])\d{2,3})(?![\w,.:/-]?\d|[-/:%°]|\w)")


# A count's words, capitalised where they open a heading or a form's field: no product's or place's name.
_COUNTED_AFTER_NAME = frozenset({"Chapter", "Page", "Pages", "Part", "Volume", "Vol", "Book", "Verse", "Vs", "Only"})


def _named_product(match: re.Match[str]) -> str | None:
    """A product's or a model's number after its name, mid-sentence: "Office 365" (three sixty-five), "Porsche 911",
    "RTX 4090" (forty ninety), "Psalm 119"; "Windows 2000" is two thousand, "Server 2008" two thousand eight."""
    if not _after_name_mid_sentence(match):
        return None
    name = text_before(match, 30).split()[-1]
    if name in _COUNTED_AFTER_NAME or _MONTH_BEFORE.search(name):
        return None
    number = match["number"]
    if len(number) == 4 and (number.endswith("000") or number.startswith("200")):
        return en_words.cardinal(int(number))
    return _house_number(number)


# A freeway named by its number after "the", as drivers say it in pairs ("the 405": four oh five, "the 101 freeway"):
# before a road's word or a direction, or after a verb of driving with nothing counted after it ("Take the 405 to
# the airport", where "take the 100 pills" counts).
_ROAD_AFTER = re.compile(
    r"[ \u00a0]+(?:freeway|fwy|highway|hwy|expressway|interstate|tollway|turnpike|northbound|southbound|eastbound|"
    r"westbound|north|south|east|west|[NSEW])\b"
)
_DRIVING_BEFORE = re.compile(
    r"\b(?i:take|takes|took|taking|get on|got on|onto|off|via|exit|exited|merge onto|merged onto|traffic on|"
    r"backed up on|jammed on|accident on|crash on|stuck on|closed on|avoid|avoided)[ \u00a0]the[ \u00a0]$"
)
_NOTHING_COUNTED_AFTER = re.compile(
    r"(?:[ \u00a0]+(?:to|toward|towards|and|at|from|into|past|through|until|for|in|instead|or|then|all|again|is|was|"
    r"has|had|will|gets|got|runs|ran)\b"
    r"|[.,;:!?)]|\s*$)"
)


def _freeway(match: re.Match[str]) -> bool:
    text, start, end = match.string, match.start(), match.end()
    if not text.endswith(("the ", "the\u00a0"), max(0, start - 4), start) or len(match["number"]) != 3:
        return False
    road = _ROAD_AFTER.match(text, end)
    return bool(
        road or (_DRIVING_BEFORE.search(text, max(0, start - 24), start) and _NOTHING_COUNTED_AFTER.match(text, end))
    )


def _labelled_number(match: re.Match[str]) -> str | None:
    if _freeway(match):
        return _house_number(match["number"])
    if not _LABEL_BEFORE.search(match.string, max(0, match.start() - 20), match.start()):
        return _named_product(match)
    return _house_number(match["number"])


# Where a comma stands between a number and a street's name, the number is a house only with a letter or after a
# word of place ("lodged at 221B, Baker Street", "moved to 14, Fleet Street"; "He paid 250, Baker Street being dear"
# is a count).
_PLACE_WORD_BEFORE = re.compile(r"\b(?:at|to|from)[ \u00a0]$")


def _street(match: re.Match[str]) -> str | None:
    if match["comma"] and not match["letter"] and not _PLACE_WORD_BEFORE.search(text_before(match, 6)):
        return None
    number = "number " if match["no"] else ""  # "No. 10 Downing Street"
    house = f"{number}{_house_number(match['number'])}{_letter(match['letter'])}"
    # "No. 221B Baker Street." opening a sentence: "Number two twenty-one B"
    return sentence_cased(match, f"{house}{match['comma'] or ''} {match['name']}{_STREET_TYPES[match['type']]}")


def _unit(match: re.Match[str]) -> str:
    """ "Apt. 3B": apartment three B; "Suite 305" opening a sentence: Suite three oh five."""
    unit = _UNITS[match["unit"]]
    if re.search(r"(?:^|[.!?]\s+|\n\s*)$", text_before(match, 3)):
        unit = unit.capitalize()
    return f"{unit} {_house_number(match['number'])}" + _letter(match["letter"])


def _spelled(part: str) -> str:
    return " ".join(en_words.cardinal(int(char)) if char.isdigit() else char for char in part)


# A state's two letters after a town and a comma, with no ZIP code: "Tulsa, OK last year", "Boston, MA." (said as
# the state's name). Not after a word said to a person ("Yes, OK"), nor "MD" (a doctor's degree after a name).
_NOT_TOWNS = frozenset({"Yes", "No", "Well", "Okay", "Fine", "Sure", "Right", "Thanks", "Oh", "So", "Now", "Hi", "Hey"})
_STATE_ALONE = re.compile(
    r"(?<=[a-z], )(?P<state>AL|AK|AZ|AR|CA|CO|CT|DE|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM"
    r"|NY|NC|ND|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY)(?![\w&-]|[ \u00a0][A-Z]{2,}\b|[ \u00a0]\d)"
)


# The codes that are also English words ("Mike, OK?", "Tea, OR coffee"): a state only after a word of place before the
# town ("moved to Tulsa, OK", "grew up in Portland, OR").
_STATE_OR_ENGLISH_WORD = frozenset({"OK", "OR", "ME", "IN", "HI"})
_PLACE_BEFORE_TOWN = re.compile(
    r"\b(?:in|to|from|at|near|of|outside|around|via|for|into|between)[ \u00a0]+[A-Z][a-z]+(?:[ \u00a0][A-Z][a-z]+)?,"
    r"[ \u00a0]$"
)


def _state_alone(match: re.Match[str]) -> str | None:
    start = max(0, match.start() - 30)
    town = _TOWN_BEFORE.search(match.string, start, match.start())
    if town is None or town.group().split()[0].rstrip(",") in _NOT_TOWNS:
        return None
    if match["state"] in _STATE_OR_ENGLISH_WORD and not _PLACE_BEFORE_TOWN.search(match.string, start, match.start()):
        return None
    return _US_STATES[match["state"]]


# The words around an abbreviation with two readings decide it (the abbreviation class reads the usual one):
# "Ave. score", "the ave. price" (average; "Fifth Ave." after a name is an avenue), "Sr. Mary Agnes" (Sister, where
# "John Smith Sr." is Senior), "the Dominican Rep." (Republic, where "Rep. Smith" is Representative), "Brown v.
# Board" (versus, between two names).
_NAME_OR_NUMBER_BEFORE = re.compile(r"(?:[A-Z][\w'’]*|\d\w*)[ \u00a0]+$")
_NAME_BEFORE = re.compile(r"[A-Z][\w'’]*[ \u00a0]+$")
# A nation's adjective ("the Dominican Rep.", "the Czech Rep."), not a post ("your Sales Rep.")
_NATION_BEFORE = re.compile(r"\b[A-Z][a-z]*(?:an|ch|ak|ic|ese|ish)[ \u00a0]+$")


def _after_name(match: re.Match[str], pattern: re.Pattern[str] = _NAME_OR_NUMBER_BEFORE) -> bool:
    return pattern.search(match.string, max(0, match.start() - 30), match.start()) is not None


def _after_name_mid_sentence(match: re.Match[str]) -> bool:
    """A capitalised word before that does not merely open the sentence ("John Smith Sr.", not "Ask Sr. Teresa")."""
    found = _NAME_BEFORE.search(match.string, max(0, match.start() - 30), match.start())
    return found is not None and not _SENTENCE_OPENS.search(match.string, max(0, found.start() - 3), found.start())


_SENTENCE_OPENS = re.compile(r"(?:^|[.!?:]\s+|\n\s*)$")


# "No." after what a form numbers, or after a noun a determiner opens, before no number: "Please enter your policy No.
# below." (number), "Quote the invoice No., the date"; "The answer was No." and "a firm No. Then" stay the word.
_NUMBERED_BEFORE = re.compile(
    rf"(?:\b(?i:{_NUMBERED_ON_FORMS}|phone|tel|fax|mobile)\.?"
    r"|\b(?i:your|my|our|their|his|her|its|the|this|that|each|every|which|what)[ \u00a0](?:[a-z]+[ \u00a0])?"
    r"(?!(?:is|was|were|are|be|been|says?|said|answer(?:ed)?|repl(?:y|ied)|means?|meant|just|simply|firm|flat|"
    r"polite|clear|definite|resounding|emphatic)[ \u00a0]$)[a-z]{2,})[ \u00a0]$"
)


# A street's type written short without its period, after the street's name or its ordinal and no house number:
# "onto 5th Ave and park" (Fifth Avenue), "down Park Ave to", "on Sunset Blvd near", "Abbey Rd", "Elm Ct" ("St" and
# "Dr" are the abbreviation table's; "Ave Maria" opens with its word).
_STREET_NAME_BEFORE = re.compile(r"(?:\b[A-Z][a-z'’]+|\b\d{1,3}(?:st|nd|rd|th))[ \u00a0]$")
_SHORT_TYPE = re.compile(r"(?=[ABRLCPST])\b(?P<type>Ave|Av|Blvd|Rd|Ln|Ct|Pl|Sq|Pkwy|Ter|Cir)(?![.\w'’-]|[ \u00a0]?\d)")


_ABBREVIATIONS_IN_CONTEXT = (
    Rule(
        "abbreviation",
        re.compile(r"No\.(?<![\w.]No\.)(?=[ \u00a0]+[a-z]|[:,;)])"),
        lambda m: "number" if _after_name(m, _NUMBERED_BEFORE) else None,
    ),
    # a clinical note's patient: "Pt. is a 67 yo male", "the pt. denies pain"
    Rule(
        "abbreviation",
        re.compile(
            r"(?P<p>[Pp])t\.(?<![\w.][Pp]t\.)(?=[ \u00a0](?:is|was|has|had|denies|denied|reports|reported|"
            r"states|stated|complains|presents|presented|arrived|admitted|refuses|refused|tolerated|tolerates|c/o|will|needs)\b)"
        ),
        lambda m: m["p"] + "atient",
    ),
    # a judge's office after the name and a comma: "Lord Mansfield, C.J." (Chief Justice), "Denman, L.C.J."
    Rule(
        "abbreviation",
        re.compile(r"(?<=[a-z], )(?P<lord>L\.[ \u00a0]?)?C\.[ \u00a0]?J\.(?=[,;)]|[ \u00a0][a-z]|\s*$)"),
        lambda m: ("Lord " if m["lord"] else "") + "Chief Justice" + _period_ending(m),
    ),
    # "14th St. NW": a numbered street's type before the quadrant of town, where a capital after "St." says Saint
    Rule(
        "abbreviation",
        re.compile(r"(?=[SD])(?<=\d[snrt][tdh][ \u00a0])(?P<type>St|Dr)\.?(?=[ \u00a0](?:[NS][EW]|[NSEW])\b)"),
        lambda m: _STREET_TYPES[m["type"]],
    ),
    Rule(
        "abbreviation",
        re.compile(r"(?P<a>[Aa])ve\.(?<![\w.][Aa]ve\.)(?=[ \u00a0]+[a-z])"),
        lambda m: None if m["a"] == "A" and _after_name(m) else m["a"] + "verage",
    ),
    Rule(
        "abbreviation",
        # not before a post ("Sr. Director", "Sr. VP") or "Citizens": senior
        re.compile(
            r"Sr\.(?<![\w.]Sr\.)(?=[ \u00a0][A-Z][a-z])(?![ \u00a0](?:Director|Manager|Engineer|Editor|Analyst"
            r"|Developer|Vice|Associate|Consultant|Partner|Product|Software|Account|Project|Program|Research|Staff|Executive|"
            r"Officer|Counsel|Writer|Designer|Scientist|Specialist|Advisor|Architect|Accountant|Lecturer|Fellow|"
            r"Member|Citizen|Data|Business|Sales|Marketing|Lead|Principal|Technician|Nurse|Producer|Reporter)\w*)"
        ),
        lambda m: None if _after_name_mid_sentence(m) else "Sister",
    ),
    Rule(
        "abbreviation",
        re.compile(r"Rep\.(?<![\w.]Rep\.)(?![ \u00a0]+[A-Z])"),
        lambda m: "Republic" if _after_name(m, _NATION_BEFORE) else None,
    ),
    Rule(
        "abbreviation",
        re.compile(r"v\.(?<![\w.]v\.)(?=[ \u00a0][A-Z])"),
        lambda m: "versus" if _after_name(m, _NAME_BEFORE) else None,
    ),
)


# A compass point written in capitals as a direction, said as its word: after a verb of going, facing or blowing, or
# "to the" and "from the" ("Head N on I-5": head north, "Winds NW at 15 mph", "from the SW at 10 knots", "runs N to
# S"), after a road's number ("Route 10 N", "I-95 S"), and in a position's latitude and longitude ("42 N, 71 W":
# forty-two north, seventy-one west); "the N train", "an N on the test" and "Exit 12 S" keep the letter.
_POINTS = {
    point: "-".join(
        "".join(COMPASS[letter] for letter in part) for part in ((point[0], point[1:]) if len(point) == 3 else (point,))
    )
    for point in ("N", "S", "E", "W", "NE", "NW", "SE", "SW", "NNE", "NNW", "ENE", "ESE", "SSE", "SSW", "WSW", "WNW")
}
_POINT = "(?:" + "|".join(sorted(_POINTS, key=len, reverse=True)) + ")"
_HEADING_BEFORE = re.compile(
    r"\b(?i:head(?:s|ed|ing)?|go(?:es|ing)?|went|continu(?:e|es|ed|ing)|driv(?:e|es|ing)|drove|turn(?:s|ed|ing)?|"
    r"bear(?:s|ing)?|keep|kept|walk(?:s|ed|ing)?|travel(?:s|led|ed|ling|ing)?|sail(?:s|ed|ing)?|steer(?:s|ed|ing)?|"
    r"fly|flew|flying|proceed(?:s|ed|ing)?|fac(?:e|es|ed|ing)|point(?:s|ed|ing)?|veer(?:s|ed|ing)?|"
    r"run(?:s|ning)?|ran|winds?|breeze|gusts?|(?:from|to|towards?) the|due)[ \u00a0]$"
)
_HEADING_AFTER = re.compile(
    r"[ \u00a0]+(?:on|onto|for|along|toward|towards|to|at|into|past|and|then|through|via|until|from|of|across|by|"
    r"around|up|down|all|overnight|today|tonight|again|in|with|while|when|before|after|so|but|or)\b|[.,;:!?)]|\s*$"
)
_ROAD_NUMBER_BEFORE = re.compile(
    r"(?:\b(?:Route|Rte\.?|Hwy\.?|Highway|Interstate|US|SR)[ \u00a0-]?\d{1,4}|\bI-\d{1,3})[ \u00a0]$"
)


def _heading(match: re.Match[str]) -> str | None:
    before = text_before(match, 24)
    if _ROAD_NUMBER_BEFORE.search(before) and not re.match(r"[ \u00a0]+[A-Z][a-z]", match.string[match.end() :]):
        return _POINTS[match["point"]]
    if not _HEADING_BEFORE.search(before) or not _HEADING_AFTER.match(match.string, match.end()):
        return None
    by, second = match["by"], match["second"]
    return _POINTS[match["point"]] + (f" by {_POINTS[by]}" if by else "") + (f" to {_POINTS[second]}" if second else "")


def _position(match: re.Match[str]) -> str:
    latitude, longitude = (en_words.decimal(parse_number(match[part])) for part in ("lat", "lon"))
    return f"{latitude} {_POINTS[match['ns']]}{match['comma']} {longitude} {_POINTS[match['ew']]}"


_COMPASS_RULES = (
    Rule(
        "address",
        re.compile(
            rf"(?<![\w.'’-])(?P<point>{_POINT})(?:\.?[ \u00a0]by[ \u00a0](?P<by>{_POINT}))?"
            rf"(?:[ \u00a0]to[ \u00a0](?P<second>{_POINT}))?(?![\w'’-]|\.\w|\.[ \u00a0]?[A-Z]\.)"  # not "N. Y."
            r"(?P<dot>\.(?=[ \u00a0]+[a-z]|[,;:]))?"
        ),
        _heading,
    ),
    Rule(
        "address",
        re.compile(
            r"(?P<lat>\d(?<![\w.,]\d)\d?(?:\.\d+)?)[ \u00a0]?(?P<ns>[NS])(?P<comma>,?)[ \u00a0]+"
            r"(?P<lon>\d{1,3}(?:\.\d+)?)[ \u00a0]?(?P<ew>[EW])\b"
        ),
        _position,
    ),
)


# A street type's period before the quadrant of town after it ("Pennsylvania Ave. NW"): the type's, no sentence's end.
_QUADRANT_DOT = r"\.(?=[ \u00a0](?:(?:North|South)(?:east|west)?|East|West|[NS][EW]|[NSEW])\b)"


def _quadrant_after(types: str) -> Callable[[re.Match[str]], str | None]:
    street_type = re.compile(rf"\b(?:{types})\.?[ \u00a0]$")

    def say(match: re.Match[str]) -> str | None:
        before = text_before(match, 12)
        return _QUADRANTS[match.group()] if street_type.search(before) else None  # "NE Asia" stays

    return say


def _address_rules() -> tuple[Rule, ...]:
    types = "|".join(sorted(_STREET_TYPES, key=len, reverse=True))
    units = "|".join(sorted(_UNITS, key=len, reverse=True))
    return (
        *_ABBREVIATIONS_IN_CONTEXT,
        *_COMPASS_RULES,
        Rule("address", _STATE_ALONE, _state_alone),
        # "W. 57th St.", "E 42nd Street", "SW 8th St.": the side of town before a numbered street
        Rule(
            "address",
            re.compile(
                rf"(?=[NSEW])(?<![\w.])(?P<point>[NS][EW]|[NSEW])\.?[ \u00a0]"
                rf"(?=\d{{1,3}}(?:st|nd|rd|th)[ \u00a0](?:{types})\b)"
            ),
            lambda m: {**_SIDES, **_QUADRANTS}[m["point"]] + " ",
        ),
        # "45 N. Main St.": the side of town after a house number, before the street's name and type
        Rule(
            "address",
            re.compile(rf"(?P<point>[NSEW])(?<=\d[ \u00a0][NSEW])\.?[ \u00a0](?={_CAPITALISED}[ \u00a0](?:{types})\b)"),
            lambda m: _SIDES[m["point"]] + " ",
        ),
        # "1600 Pennsylvania Ave NW", "Main St. SE": the quadrant of town after the street's type, said in full
        Rule("address", re.compile(r"(?=[NS][EW]\b)(?<=[a-z.][ \u00a0])[NS][EW]"), _quadrant_after(types)),
        # "a 1st Lt.", "the 2nd Lt. on duty": a rank after its ordinal, a common noun ("a first lieutenant")
        # a book's part counted by an ordinal: "The 3rd vol. was lost", "the 2d chap." (volume, chapter)
        Rule(
            "abbreviation",
            re.compile(
                r"(?=[vcbsp])(?:(?<=\d(?:st|nd|rd|th)[ \u00a0])|(?<=\dd[ \u00a0]))"
                r"(?P<label>vol|chap|bk|sect|pt)\.(?!\w)"
            ),
            lambda m: _SMALL_NUMBERED[m["label"]] + _period_ending(m),
        ),
        Rule(
            "abbreviation",
            re.compile(r"(?=[LSCPGM])(?<=\d(?:st|nd|rd|th)[ \u00a0])(?P<rank>Lt|Sgt|Cpl|Pvt|Capt|Col|Gen|Maj)\."),
            lambda m: _RANKS[m["rank"]] + _period_ending(m),
        ),
        Rule(
            "address",
            re.compile(
                rf"(?=(?:No\.?[ \u00a0])?\d{{1,5}}[A-Z]?,?\s[A-Z])(?:(?P<no>(?<!\w)No\.?)[ \u00a0])?"
                # a comma may stand between the house and its street in a book ("221B, Baker Street")
                rf"(?P<number>\d(?<![\w.,]\d)\d{{0,4}})(?P<letter>[A-Z])?(?P<comma>,)?\s"
                rf"(?P<name>(?:{_CAPITALISED}\s){{1,3}})"
                rf"(?P<type>{types})\b(?P<dot>{_QUADRANT_DOT}|{ABBREVIATION_DOT})"
            ),
            _street,
        ),
        # after a house number's street, which says its own type: "onto 5th Ave and park", "down Park Ave to"
        Rule(
            "address",
            _SHORT_TYPE,
            lambda m: _STREET_TYPES[m["type"]] if _after_name(m, _STREET_NAME_BEFORE) else None,
        ),
        Rule(
            "address",
            re.compile(rf"\b(?P<unit>{units})(?:\.|\b)\s?#?(?P<number>\d{{1,5}})(?P<letter>[A-Z])?\b"),
            _unit,
        ),
        # A room's, a flight's, a road's or a model's number said as its label is ("Room 101": one oh one, "Boeing
        # 747": seven forty-seven, "port 8080": eighty eighty, "Form 1040": ten forty), not counted.
        Rule("identifier", _LABELLED_NUMBER, _labelled_number),
        Rule("address", re.compile(rf"(?<=[a-z], )(?P<state>{_STATE})\.(?=[\s,;:)]|$)"), _state),
        Rule("address", re.compile(rf"\bCo\.[ \u00a0](?=(?:{_COUNTIES})\b)"), lambda m: "County "),
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
    )


ADDRESSES = Addresses(first=_address_rules)

# A numeral after one of these words is a count, said as a cardinal ("Chapter four", "World War two"); so is one
# heading a line ("CHAPTER XIV.", "XXIII."); after a monarch's or pope's name, "the" and the ordinal.
_ROMAN_CHAPTERS = words(
    "chapter part act scene volume vol book section article phase stage type class level war bowl episode "
    "appendix round grade canto psalm title series vatican apollo lecture stave letter sermon essay chap plate "
    "lesson epistle hymn sonnet ode fable tale story adventure"
)
_MONARCHS = words(
    "Elizabeth Mary Anne Victoria Catherine Margaret Matilda Jane Isabella Henry Charles Louis George Edward "
    "William Richard James John Stephen Paul Peter Francis Frederick Philip Ferdinand Alfonso Napoleon Nicholas "
    "Alexander Leo Pius Benedict Gregory Clement Innocent Urban Boniface Sixtus Gustav Gustavus Christian Olav "
    "Haakon Harald Albert Otto Umberto Manuel Sebastian Juan Carlos Felipe Pedro Fernando Juliana Beatrix "
    "Wilhelmina Christina Margrethe Ivan Wilhelm Friedrich Karl Ludwig Heinrich Franz Leopold Rudolf Philippe Henri "
    "Mehmed Selim Murad Suleiman Malcolm David Robert Duncan Kenneth Alexius Basil Constantine Justinian Michael "
    # the ancient world's kings, the old kingdoms' and the popes' names in English books' spelling
    "Darius Cyrus Xerxes Artaxerxes Ptolemy Seleucus Antiochus Demetrius Rameses Ramses Amenhotep Thothmes Thutmose "
    "Seti Herod Agrippa Tigranes Mithridates Shapur Sapor Chosroes Justin Tiberius Romanus Isaac Andronicus "
    "Theodosius Valentinian Theodoric Clovis Pepin Lothair Conrad Baldwin Canute Harold Edmund Ethelred Edgar "
    "Casimir Sigismund Ladislaus Boleslaus Wenceslaus Ottokar Matthias Maximilian Joseph Humbert Amadeus Emmanuel "
    "Alphonso Afonso Sancho Ramiro Jaime Andrew Eric Magnus Valdemar Waldemar Sweyn Olaf Cosimo Feodor Boris "
    "Mahomet Mohammed Bayezid Bajazet Amurath Osman Ahmed Mustapha Mahmud Hadrian Adrian Julius Eugenius Martin "
    "Celestine Sylvester Victor Felix Anastasius Sergius Lucius Calixtus Paschal Eugene Honorius Marcellus "
    # today's kings and their fathers'
    "Abdullah Hussein Hassan Rama Kamehameha Willem Gustaf Carl Rainier Letsie Mswati Tupou Norodom Fuad Farouk "
    "Faisal Akihito Jigme Mohammad Muhammad Alfonso Bhumibol Birendra Sobhuza"
)


# The highest numeral the kings of a name bore, where a letter above it is the person's own: "Malcolm X" (Scotland's
# Malcolms reached IV), where "Malcolm III" is a king.
_HIGHEST_NUMERAL = {"Malcolm": 4, "Duncan": 2, "Kenneth": 3, "Harold": 2, "Edmund": 2}


def _roman(numeral: Numeral) -> str | None:
    if numeral.word_before in _ROMAN_CHAPTERS or numeral.heading:
        return en_words.cardinal(numeral.value)
    if numeral.value > _HIGHEST_NUMERAL.get(numeral.before, numeral.value):
        return None
    if numeral.after_name and numeral.before in _MONARCHS:
        return f"the {en_words.ordinal(numeral.value)}"
    if numeral.after_name:  # a title's sequel: "Rocky II", "Final Fantasy VII"
        return en_words.cardinal(numeral.value)
    return None


# Old books number volumes, chapters and preface pages in small letters ("vol. ii, p. xiv"), and write an ordinal
# with a numeral ("the XIIth century").
_SMALL_NUMBERED = {
    "vol": "volume", "chap": "chapter", "cap": "chapter", "ch": "chapter", "pt": "part", "bk": "book", "p": "page",
    "pp": "pages",
    "sc": "scene", "pl": "plate", "pls": "plates", "fig": "figure", "art": "article", "sect": "section",
    # a treatise's and a composer's numbered parts: "Prop. XII.", "Lect. IV", "Op. XXVII", "No. IV"
    "prop": "proposition", "props": "propositions", "prob": "problem", "theor": "theorem", "def": "definition",
    "lect": "lecture", "op": "opus", "no": "number",
}  # fmt: skip
# Labels said in lowercase, as "No. 5" is "number five" (the abbreviation table's).
_LOWERCASE_LABELS = frozenset({"op", "no"})
_PLURAL_LABELS = {
    "vols": "volumes", "chaps": "chapters", "chs": "chapters", "pts": "parts", "bks": "books", "figs": "figures",
    "sects": "sections", "secs": "sections", "arts": "articles",
}  # fmt: skip
# The parts of a book, a poem or a course that old books number in small letters too ("Stanza xiv.", "Canto iv",
# "Lecture xii.", "Appendix iv."); "letter", "type", "class" and "grade" are not among them ("the letter i").
_BOOK_PARTS = (
    "chapter|book|scene|act|part|volume|section|article|appendix|canto|stanza|verse|paragraph|psalm|lecture|sermon|"
    "essay|epistle|lesson|hymn|sonnet|ode|fable|tale|stave|plate|page|note|proposition|problem|theorem|lemma"
)
_FULL_PART = "".join(f"[{word[0]}{word[0].upper()}]{word[1:]}|" for word in _BOOK_PARTS.split("|"))[:-1]
_BOOK_PART = re.compile(f"(?:{_FULL_PART})s?")
# Any word that counts a numeral, for a span of capitals ("World War I and II", "Types I and II")
_COUNTING_WORD = "|".join(
    f"[{word[0]}{word[0].upper()}]{word[1:]}" for word in sorted(_ROMAN_CHAPTERS | set(_BOOK_PARTS.split("|")))
)
# A span or a pair of numbered parts ("pp. vii-xii", "Chapters III-V", "Cantos i.-iii.", "vols. i. and ii."): both
# numerals, joined by "to" or "and".
_LABEL_THEN_NUMERAL = r"(?=[A-Za-z])(?<![A-Za-z])(?=[A-Za-z]++\.?[ \u00a0][IVXLCivxlc])"  # the shape, checked first
_NUMERAL_SPAN = re.compile(
    _LABEL_THEN_NUMERAL
    + r"(?:(?P<short>(?i:vols?|chaps?|chs?|pts?|bks?|figs?|pls?|pp?|arts?|sects?|secs?|sc|lect|prop))\."
    rf"|(?P<full>(?:{_COUNTING_WORD})s?))[ \u00a0]"
    r"(?:(?P<small>[ivxlc]+)\.?(?P<joint>[-–]|[ \u00a0](?:to|and|&)[ \u00a0])(?P<small_end>[ivxlc]+)"
    r"|(?P<capital>[IVXLC]+)\.?(?P<capital_joint>[-–]|[ \u00a0](?:to|and|&)[ \u00a0])(?P<capital_end>[IVXLC]+))(?!\w)"
    r"(?:\.(?=[ \u00a0]+[a-z(]|[,;]))?"
)
_SMALL_NUMERAL = re.compile(
    _LABEL_THEN_NUMERAL + r"(?:\b(?:(?P<word>(?i:vol|chap|ch|pt|bk|sc|pls?|fig|pp?|art|sect))\.|(?P<full>"
    rf"{_FULL_PART})) (?P<roman>[ivx]+|[ivxlc]{{2,}})(?!\w)"
    # "Vol. II", "pl. IV", "Ch. IV", "Art. IV", "Prop. XII.", "Op. XXVII", "see ch. XII" (a lowercase word not before
    # "I": "a nice chap. I liked him")
    r"|\b(?P<capital_word>Vol|VOL|Chap|CHAP|Ch|CH|Cap|Bk|Pt|[Pp]ls?|Fig|Sc|Art|Sect|Props?|Prob|Theor|Def|Lect|Op|"
    # "No. I don't think so": the pronoun after the answer
    r"(?:vol|chap|ch|fig|No)(?=\. (?!I(?!\w))))\. (?P<capital>[IVXLC]+)(?!\w))"
    r"(?:\.(?=[ \u00a0]+[a-z(]|[,;]))?"  # "ch. xii. for the proof", "vol. xlv. (1839)": the numeral's period
)
# A numeral opening a line before a title in mixed case, as essays and treatises number their parts ("II. Of
# Government.", "IV. The Return"); "I." only before the words that open such a title, as the pronoun may end a line.
_NUMBERED_TITLE = re.compile(
    r"(?m)^[ \t]*(?P<roman>[IVXLC]{2,}|I(?=\.[ \t]+(?:Of|On|The|Concerning|Introduction|Introductory)\b))"
    r"(?=\.[ \t]+[A-Z][a-z])"
)
# A year in roman numerals, as title pages and inscriptions write it ("LONDON: MDCCCXLIII.", "in the year MDCLXVI").
_ROMAN_YEAR = re.compile(r"\bM(?<![\w.]M)M?[DCLXVI]{3,}(?!\w)")
_ROMAN_ORDINAL = re.compile(r"(?P<roman>[IVXLC](?<![\w.][IVXLC])[IVXLC]*)(?:th|st|nd|rd)(?!\w)")


# An Act cited by the regnal year and the chapter ("42 Geo. III. c. 7", "5 & 6 Vict. c. 45"): the years, the
# sovereign by name, and the chapter.
_SOVEREIGNS = {
    "Geo": "George", "Vict": "Victoria", "Will": "William", "Gul": "William", "Edw": "Edward", "Hen": "Henry",
    "Eliz": "Elizabeth", "Car": "Charles", "Jac": "James", "Ric": "Richard", "Anne": "Anne", "Phil": "Philip",
}  # fmt: skip
_STATUTE = re.compile(
    r"(?P<first>\d(?<![\w.,]\d)\d?)(?:[ \u00a0](?:&|and)[ \u00a0](?P<second>\d{1,2}))?"
    rf"[ \u00a0](?P<sovereign>{'|'.join(_SOVEREIGNS)})\.?(?:[ \u00a0](?P<roman>[IVX]{{1,4}})\.?)?,?"
    r"[ \u00a0][Cc](?:ap)?\.[ \u00a0]?(?P<chapter>\d{1,3})(?![\w.,]?\d)"
)


def _statute(match: re.Match[str]) -> str | None:
    years = en_words.cardinal(int(match["first"]))
    if match["second"]:
        years += " and " + en_words.cardinal(int(match["second"]))
    sovereign = _SOVEREIGNS[match["sovereign"]]
    if match["roman"]:
        number = value(match["roman"])
        if not number:
            return None
        sovereign += " the " + en_words.ordinal(number)
    return f"{years} {sovereign} chapter {en_words.cardinal(int(match['chapter']))}"


def _numeral_span(match: re.Match[str]) -> str | None:
    first = value((match["small"] or match["capital"]).upper())
    last = value((match["small_end"] or match["capital_end"]).upper())
    if not first or not last or (last <= first and "-" in (match["joint"] or match["capital_joint"])):
        return None
    label = match["full"]
    if match["small"] and label and not _BOOK_PART.fullmatch(label):
        return None  # small letters after a book's part only: "type i and ii" is left
    joint = (match["joint"] or match["capital_joint"]).strip()
    if match["short"]:
        short = match["short"].lower()
        label = _PLURAL_LABELS.get(short) or _SMALL_NUMBERED[short]
        label = label.capitalize() if match["short"][0].isupper() else label
    said = "and" if joint in ("and", "&") else "to"
    return f"{label} {en_words.cardinal(first)} {said} {en_words.cardinal(last)}"


# A classical citation: a book's numeral after a work's name, then the poem's or the line's number ("Horace, Odes,
# I. 9", "Juv. Sat. x. 22", "Hor. Od. III. 2": one nine, ten twenty-two); a single C, L, D or M is a chapter, circa
# or pounds ("Anne, c. 5", "Chaucer, c. 1343").
_CITED_BOOK = re.compile(
    r"(?=[IVXLCivxlc])(?<![\w.])(?P<roman>[IVXLC]{2,}|[IVX]|[ivxlc]{2,}|[ivx])\.[ \u00a0]?(?=\d{1,4}(?![\w.,]?\d))"
)
_WORK_BEFORE = re.compile(r"\b[A-Z][a-z]*[.,][ \u00a0]$")


def _cited_book(match: re.Match[str]) -> str | None:
    number = value(match["roman"].upper())
    if not number or not _WORK_BEFORE.search(match.string, max(0, match.start() - 16), match.start()):
        return None
    return en_words.cardinal(number) + " "


# A monarch's numeral and the numerals of the same name's others after it ("William I., II., and III.", "Henry VII.
# and VIII."): each "the" and its ordinal.
_LIST_NUMERAL = r"[IVXLC]+(?:\.(?=,|[ \u00a0](?:and|or|&)[ \u00a0]))?"
_MONARCH_LIST = re.compile(
    # the shape first, for the scan to pass every other word at once
    r"(?<![A-Za-z])(?=[A-Z][a-z]++[ \u00a0][IVXLC]++\.?(?:,|[ \u00a0](?:and|or|&)[ \u00a0]))"
    rf"(?P<name>{'|'.join(sorted(_MONARCHS))})[ \u00a0]"
    rf"(?P<list>{_LIST_NUMERAL}(?:(?:,[ \u00a0]|,?[ \u00a0](?:and|or|&)[ \u00a0]){_LIST_NUMERAL})+)(?!\w)"
    r"(?:\.(?=[ \u00a0]+[a-z]|[,;:]))?"
)


def _monarch_list(match: re.Match[str]) -> str | None:
    numbers = [value(numeral) for numeral in re.findall(r"[IVXLC]+", match["list"])]
    if not all(numbers) or max(n or 0 for n in numbers) > _HIGHEST_NUMERAL.get(match["name"], 30):
        return None
    said = re.sub(r"[IVXLC]+\.?", lambda m: f"the {en_words.ordinal(value(m.group().rstrip('.')) or 0)}", match["list"])
    return f"{match['name']} {said}"


def _small_numeral(match: re.Match[str]) -> str | None:
    number = value((match["roman"] or match["capital"]).upper())
    if not number:
        return None
    if match["full"]:
        if match["full"][0].islower() and match["roman"] == "i":
            return None  # the pronoun of a lowercase chat: "in part i think", "the book i read"
        return f"{match['full']} {en_words.cardinal(number)}"
    word = match["word"] or match["capital_word"]
    said = _SMALL_NUMBERED[word.lower()]
    if word.lower() in _LOWERCASE_LABELS:
        return sentence_cased(match, f"{said} {en_words.cardinal(number)}")
    return f"{said.capitalize() if word[0].isupper() else said} {en_words.cardinal(number)}"


# Products and series whose releases are numbered in roman, a lone letter too: "iPhone X" (ten; "XS", "XR": ten S,
# ten R), "Mac OS X", "Saturn V", "Grand Theft Auto V", "GTA V", "Rocky V", "The Elder Scrolls V"; where a name is
# not among them a lone letter stays ("Model X", "Malcolm X", "Plan V").
_ROMAN_RELEASE = re.compile(
    r"\b(?P<name>iPhone|OS|Saturn|Auto|GTA|Rocky|Scrolls|Civilization|Creed|Jaws|Bowl)[ \u00a0]"
    r"(?P<roman>[IVX]{1,4})(?P<suffix>[SR])?(?![\w'’-])"
)


def _roman_release(match: re.Match[str]) -> str | None:
    number = value(match["roman"])
    if not number:
        return None
    return f"{match['name']} {en_words.cardinal(number)}" + (f" {match['suffix']}" if match["suffix"] else "")


# Numerals in a list of three or more after a counting word ("Parts I, II and III", "Acts I, II, and III"), and a pair
# or a list after a monarch's name ("George I and II": the first and the second); a pair after a counting word is
# _NUMERAL_SPAN's ("World War I and II").
_ROMAN_JOIN = r"(?:,?[ \u00a0](?:and|or|&|to)[ \u00a0]|,[ \u00a0]|[-–])"
# The list is found from its first numeral, a capital the scan meets rarely, and the word before it looked up after.
_ROMAN_LIST = re.compile(rf"(?<=[A-Za-z][ \u00a0])(?P<list>[IVXLC]+(?:{_ROMAN_JOIN}[IVXLC]+)+)(?![\w'’-])")
_WORD_BEFORE_LIST = re.compile(r"\b(?P<word>[A-Za-z]+)[ \u00a0]$")
_COUNTING_LABEL = re.compile(f"(?:{_COUNTING_WORD})s?")


def _roman_list(match: re.Match[str]) -> str | None:
    before = _WORD_BEFORE_LIST.search(text_before(match, 24))
    if before is None:
        return None
    monarch = before["word"] in _MONARCHS
    if not monarch and not _COUNTING_LABEL.fullmatch(before["word"]):
        return None
    parts = re.split(f"({_ROMAN_JOIN})", match["list"])
    said = []
    for index, part in enumerate(parts):
        if index % 2:  # the join: "-" is "to", "&" "and", the rest as written
            said.append(" to " if part in "-–" else part.replace("&", "and"))
            continue
        number = value(part)
        if not number:
            return None
        said.append(f"the {en_words.ordinal(number)}" if monarch else en_words.cardinal(number))
    return "".join(said)


def _numbered_title(match: re.Match[str]) -> str | None:
    number = value(match["roman"])
    return en_words.cardinal(number) if number else None


def _roman_year(match: re.Match[str]) -> str | None:
    number = value(match.group())
    return en_words.year(number) if number and 1000 <= number <= 2099 else None


def _roman_ordinal(match: re.Match[str]) -> str | None:
    number = value(match["roman"])
    return en_words.ordinal(number) if number else None


ROMAN = RomanNumerals(
    _roman,
    chapters=_ROMAN_CHAPTERS,
    monarchs=_MONARCHS,
    # books put one after a king's numeral: "George III. was", "XIV.'s", "Henry IV., Part II."
    period=BEFORE_LOWERCASE + r"|['’]s\b|[,;]|[ \u00a0]\(",
    headings=True,
    more=lambda: (
        Rule("roman", _STATUTE, _statute),
        Rule("roman", _ROMAN_RELEASE, _roman_release),
        Rule("roman", _MONARCH_LIST, _monarch_list),
        Rule("roman", _NUMERAL_SPAN, _numeral_span),
        SCRIPTURE,  # "John iii. 16", "Matt. v. 8": a book's chapter before any other small numeral
        NUMBERED_BOOK,  # "1 Corinthians 13": First Corinthians thirteen
        Rule("roman", _CITED_BOOK, _cited_book),
        Rule("roman", _SMALL_NUMERAL, _small_numeral),
        Rule("roman", _ROMAN_LIST, _roman_list),
        Rule("roman", _ROMAN_ORDINAL, _roman_ordinal),
        Rule("roman", _ROMAN_YEAR, _roman_year),
        Rule("roman", _NUMBERED_TITLE, _numbered_title),
    ),
)

# Electronic addresses and telephone numbers ---------------------------------------------------------------------------
# The words for what web and e-mail addresses are made of (classes/electronic.py finds them).
# A country's two-letter domain is spelled ("acme.io": dot I O, "bbc.co.uk": dot U K, "acme.ai"), but for those said
# as a word ("about.me": dot me, "t.co").
ELECTRONIC = AddressWords(
    dot="dot",
    at="at",
    slash="slash",
    dash="dash",
    underscore="underscore",
    colon="colon",
    spells_country_domains=True,
    domain_words=frozenset({"co", "me"}),
)
# How a telephone number is read (classes/telephone.py finds it).
# A toll-free or premium number's prefix is said as a number: "1-800-555-0199" (one eight hundred, ...).
TELEPHONE = PhoneReading(
    "en",
    "plus",
    words=r"telephone",
    said_prefixes={
        "1 800": "one eight hundred",
        "800": "eight hundred",
        "1 900": "one nine hundred",
        "900": "nine hundred",
    },
)


# SSML say-as spans (say_as_phrasing.py): English's own words up to the trillions, and 1'21" as minutes and seconds.
_SAID_UP_TO = 10**15


def _said(words: Callable[[int], str]) -> Callable[[int], str | None]:
    return lambda number: words(number) if 0 <= number < _SAID_UP_TO else None


def _said_duration(minutes: int | None, seconds: int | None) -> str:
    counts = [(count, unit) for count, unit in ((minutes, "minute"), (seconds, "second")) if count is not None]
    return " ".join(f"{en_words.cardinal(count)} {unit}{'' if count == 1 else 's'}" for count, unit in counts)


SAY_AS = SayAsPhrasing(cardinal=_said(en_words.cardinal), ordinal=_said(en_words.ordinal), duration=_said_duration)

HOME = Home(
    "en",
    abbreviations=ABBREVIATIONS,
    numbers=_numbers,
    operators=OPERATORS,
    identifier_words=IDENTIFIER_WORDS,
    fractions=FRACTIONS,
    ordinals=_ordinals,
    # Dates and times
    times=TIMES,
    dates=DATES,
    # Money, units and measures
    money=MONEY,
    measures=MEASURES,
    # Number words, scale words and ranges
    ranges=RANGES,
    own_numbers=OWN_NUMBERS,
    # Roman numerals and addresses
    addresses=ADDRESSES,
    roman=ROMAN,
    # Abbreviations, fractions and identifiers
    small_number=en_words.cardinal,
    # Electronic addresses and telephone numbers
    electronic=ELECTRONIC,
    telephone=TELEPHONE,
    say_as=SAY_AS,
)
