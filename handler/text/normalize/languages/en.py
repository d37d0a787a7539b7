"""English: how things are said in English, where CLDR and the number libraries do not say it."""

from __future__ import annotations

from handler.text.normalize.home import Home

# The abbreviations people expand when they read aloud, as they say them (the format: classes/abbreviation.py).
ABBREVIATIONS = """
^Dr. = Doctor
^Mr. = Mister
^Mrs. = Missus
^Ms. = Miz
^Prof. = Professor
^St. = Saint ; Street
^Mt. = Mount
^Gen. = General
^Capt. = Captain
^Sgt. = Sergeant
^Gov. = Governor
^Sen. = Senator
Jr. = Junior
Sr. = Senior
$etc. = et cetera
e.g. = for example
i.e. = that is
vs. = versus
vs = versus
approx. = approximately
#No. = number
#Nos. = numbers
#no. = number
#p. = page
#pp. = pages
#vol. = volume
#fig. = figure
#ch. = chapter
Inc. = Incorporated
Ltd. = Limited
Corp. = Corporation
Co. = Company
Dept. = Department
Ave. = Avenue
Blvd. = Boulevard
w/o = without
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


# Math operators between numbers, as said (classes/symbol.py).
OPERATORS = {
    "+": "plus",
    "=": "equals",
    "×": "times",
    "·": "times",
    "÷": "divided by",
    "√": "the square root of",
    "§": "section",
}
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
)

HOME = Home(
    "en", abbreviations=ABBREVIATIONS, lexicon=TECHNICAL, operators=OPERATORS, identifier_words=IDENTIFIER_WORDS
)
