"""Arabic: how things are said in Arabic, where CLDR and the number libraries do not say it."""

from __future__ import annotations

import re

from handler.text.normalize import clock, dating, numwords
from handler.text.normalize.addresses import Addresses, Postcode
from handler.text.normalize.aligned import AlignedText
from handler.text.normalize.amounts import Forms, Measures, Money
from handler.text.normalize.cldr import PERCENT_UNIT, PERMILLE_UNIT
from handler.text.normalize.contacts import AddressWords, PhoneReading
from handler.text.normalize.counting import Counting, NounGenders
from handler.text.normalize.fractions import Fractions, glued
from handler.text.normalize.home import Home
from handler.text.normalize.number_words import FRACTION_AS_NUMBER, NumberWords
from handler.text.normalize.ordinals import matched_number, ordinal_rule, previous_word
from handler.text.normalize.range_words import RangeWords
from handler.text.normalize.roman_numerals import Numeral, RomanNumerals, words
from handler.text.normalize.rules import Rule, apply_rules
from handler.text.normalize.scale_words import ScaleWords
from handler.text.normalize.spoken_digits import digit_words
from handler.text.normalize.world import verbalize_world

# The abbreviations people expand when they read aloud, as they say them (the format: classes/abbreviation.py).
ABBREVIATIONS = """
^د. = الدكتور
^أ.د. = الأستاذ الدكتور
^أ. = الأستاذ
^م. = المهندس
^ش. = شارع
إلخ = إلى آخره
الخ = إلى آخره
ق.م = قبل الميلاد
ق.م. = قبل الميلاد
ص.ب = صندوق بريد
#ص. = صفحة
#ج. = الجزء
#ط. = الطبعة
"""

# Three to ten take the feminine form before a noun whose singular is feminine: a sound feminine plural in "-ات"
# ("ثلاث ساعات"), or a broken plural the table names ("ثلاث رسائل": رسالة, "خمس دقائق": دقيقة); a masculine noun's
# plural in "-ات" keeps the masculine form ("ثلاثة اجتماعات": اجتماع, "ثلاثة كيلومترات"). From eleven the noun is
# singular, feminine where it ends in "ة" ("إحدى عشرة ميدالية", "خمس وأربعون درجة").
_FEMININE = {"ثلاثة": "ثلاث", "أربعة": "أربع", "خمسة": "خمس", "ستة": "ست", "سبعة": "سبع", "ثمانية": "ثماني",
             "تسعة": "تسع", "عشرة": "عشر"}  # fmt: skip
# The units' feminine forms inside a compound number ("إحدى وعشرون", "اثنتان وثلاثون", "اثنتا عشرة").
_FEMININE_UNITS = _FEMININE | {"واحد": "إحدى", "أحد": "إحدى", "اثنان": "اثنتان", "اثنا": "اثنتا"}
_GENDERS = NounGenders(
    """
    feminine: نساء بنات رسائل دقائق مدن أوراق غرف قصص صور فرص نقاط حقائب قطع ملاعق علب ليال أسر دول مدارس مناطق
      مراحل قرى شقق جمل أخوات
    masculine: اجتماعات امتحانات حيوانات مطارات مستشفيات ملفات مشروعات مؤتمرات قطارات تعليقات منشورات
      كيلومترات كيلوغرامات غرامات لترات سنتيمترات مليمترات مليلترات دولارات ريالات جنيهات سنتات
    """,
    ("",),
)

# After a preposition, or a noun that a number completes ("بنسبة", "لمدة", "عام"), the number is genitive:
# "بنسبة خمسين في المئة", "إلى خمس وأربعين درجة", "بـ مئتي جنيه". A verb's subject or object is not told apart
# here: those keep the counting form.
_GENITIVE_BEFORE = words(
    """في من إلى على عن مع بعد قبل حوالي نحو زهاء قرابة منذ خلال حتى بين عند لدى بـ لـ ب ل
    بنسبة بمقدار بقيمة بسعر بمبلغ بمعدل بواقع بحوالي بنحو بأكثر لمسافة لمدة لنحو لحوالي بإجمالي بتكلفة بطول بعمق
    بارتفاع بعرض بوزن بسرعة بحجم عام سنة صفحة خصم تخفيض"""
)
_TENS = ("عشرون", "ثلاثون", "أربعون", "خمسون", "ستون", "سبعون", "ثمانون", "تسعون")
# The genitive (and accusative) of the words that change: the duals ("اثنين", "مئتين"; before their noun without
# the "ن": "مئتي جنيه", "ألفي دولار") and the tens ("عشرين").
_OBLIQUE = {"اثنان": "اثنين", "اثنتان": "اثنتين", "اثنا": "اثني", "اثنتا": "اثنتي", "مئتان": "مئتين",
            "مائتان": "مائتين", "ألفان": "ألفين", "مليونان": "مليونين"}  # fmt: skip
_OBLIQUE |= {ten: ten[:-2] + "ين" for ten in _TENS}
_CONSTRUCT = {"مئتا": ("مئتي", "مئتين"), "مائتا": ("مائتي", "مائتين"), "ألفا": ("ألفي", "ألفين")}
# The libraries end 200, 2000 and two million with the dual's form before a noun ("مئتا", "ألفا"): a number said
# alone keeps its "ن" ("ألفان"), which it drops before its noun ("ألفا دولار").
_DUAL_ALONE = re.compile(r"(?<!\S)(و?(?:مئتا|مائتا|ألفا|مليونا|مليارا))$")
_DUAL_BEFORE_NOUN = re.compile(r"(?<!\S)(و?(?:مئتا|مائتا|ألفا|مليونا|مليارا))ن$")


def _oblique(words: str, before_noun: bool) -> str:
    """`words` in the genitive: "اثنان وعشرون" -> "اثنين وعشرين"; a dual before its noun drops its "ن"."""

    def word(token: str) -> str:
        joined = token.startswith("و") and token[1:] in _OBLIQUE | _CONSTRUCT
        bare = token[1:] if joined else token
        said = _CONSTRUCT[bare][0 if before_noun else 1] if bare in _CONSTRUCT else _OBLIQUE.get(bare, bare)
        return "و" + said if joined else said

    return " ".join(word(token) for token in words.split())


def _feminine(number: int, words: str) -> str:
    """`words` before a feminine noun: the units of the last hundred take the feminine ("ثلاث", "إحدى عشرة",
    "خمس وأربعون"); hundreds and thousands do not change."""
    small = number % 100
    if small == 0 or small in (1, 2) and number < 100:
        return words  # "مئة ساعة"; one and two stand after their noun
    tokens = words.split()
    count = 2 if small > 10 and small % 10 else 1  # "ثلاثة عشر", "خمسة وأربعون": two words
    head, tail = tokens[:-count], tokens[-count:]
    said = []
    for token in tail:
        joined = token.startswith("و") and token[1:] in _FEMININE_UNITS
        bare = token[1:] if joined else token
        if bare == "عشر" and small > 10:
            said.append("عشرة")  # "ثلاث عشرة"
        elif bare in _FEMININE_UNITS and (small > 10 or bare in _FEMININE):
            said.append(("و" if joined else "") + _FEMININE_UNITS[bare])
        else:
            said.append(token)
    return " ".join(head + said)


# A thousand, a million or a billion counted by eleven to ninety-nine is their accusative singular where no noun
# follows ("12000": "اثنا عشر ألفا", "بحوالي 25 مليونا"); before a noun it is the noun's ("اثنا عشر ألف متفرج").
_SCALE_ALONE = re.compile(r"(?<=عشر |رون |ثون |عون |سون |تون |عين |ثين |سين |تين |رين )(ألف|مليون|مليار)$")


def _is_feminine(noun: str, counted_by: int) -> bool:
    """Whether `noun`, as it stands after the number `counted_by`, is a feminine noun's form: a plural after three to
    ten ("ساعات"), a singular after any other ("ساعة")."""
    gender = _GENDERS.gender(noun)
    if gender is None:
        plural = 3 <= counted_by % 100 <= 10
        return noun.endswith("ات" if plural else ("ة", "اة"))
    return gender == "feminine"


# An indefinite noun in "ة" right before a number is in construct with it, which is then genitive ("مسافة 20 كيلومترا":
# "مسافة عشرين كيلومترا", "زيادة 30%": "زيادة ثلاثين في المئة"); a verb never ends in "ة", a definite noun ("المسافة
# 20 كم") is the number's subject.
_CONSTRUCT_NOUN = re.compile(r"(?!ال|لل|بال|وال|فال|كال)[\u0621-\u064a]{2,}ة")


def _counted(number: int, words: str, noun: str, before: str) -> str | None:
    said = words
    if noun:
        said = _DUAL_BEFORE_NOUN.sub(r"\1", said)
        said = _feminine(number, said) if _is_feminine(noun, counted_by=number) else said
    if before in _GENITIVE_BEFORE or before in _ACCUSATIVE_BEFORE or _CONSTRUCT_NOUN.fullmatch(before):
        said = _oblique(said, before_noun=bool(noun))
    if before in _ACCUSATIVE_BEFORE:
        said = _UNIT_BEFORE_TENS.sub(r"\1ا", said)  # the accusative: "خمسا وأربعين"
    if not noun:
        said = _SCALE_ALONE.sub(r"\1ا", said)
    return said if said != words else None


# The verbs whose object is an amount or a count, in the accusative: "بلغ سعر البرميل 80 دولارا" is "ثمانين دولارا",
# "قطعنا 90 كيلومترا" "تسعين", "تضم الجامعة 12 كلية" "اثنتي عشرة". Each is written by its past ("بلغ") and the present
# after its person's letter ("بلغ" of "يبلغ"); their persons are made from these (_verb_forms). A verb whose subject
# a number may be ("قتل": also the passive "قُتل 20 شخصا") is not here.
_VERBS = """
بلغ:بلغ تجاوز:تجاوز تخطى:تخطى تعدى:تعدى فاق:فوق ناهز:ناهز قارب:قارب عادل:عادل ساوى:ساوي سجل:سجل حقق:حقق
أحرز:حرز حصد:حصد كسب:كسب ربح:ربح خسر:خسر جمع:جمع جنى:جني دفع:دفع سدد:سدد صرف:صرف أنفق:نفق كلف:كلف تكلف:تكلف
اشترى:شتري باع:بيع قطع:قطع مشى:مشي ركض:ركض ضم:ضم استقبل:ستقبل استضاف:ستضيف استوعب:ستوعب استغرق:ستغرق قضى:قضي
أمضى:مضي انتظر:نتظر وزن:زن حمل:حمل ملك:ملك امتلك:متلك منح:منح أعطى:عطي وفر:وفر خصص:خصص رصد:رصد استثمر:ستثمر
اقترض:قترض طلب:طلب أنتج:نتج صنع:صنع أطلق:طلق أسقط:سقط اعتقل:عتقل وظف:وظف شاهد:شاهد زار:زور قرأ:قرأ
كتب:كتب أضاف:ضيف سرق:سرق استورد:ستورد
"""


def _verb_forms(past: str, present: str) -> set[str]:
    """The persons of a verb people write before an amount: he, she, I, we, they (past), and the present's, future's
    too ("بلغ", "بلغت", "بلغنا", "بلغوا", "يبلغ", "تبلغ", "نبلغ", "يبلغون", "سيبلغ"; "اشترى": "اشترت", "اشتريت")."""
    stem = past[:-1] if past.endswith("ى") else past
    forms = {past, stem + "ت", stem + "وا"}
    forms |= {stem + "يت", stem + "ينا"} if past.endswith("ى") else {past + "نا", past + "تم"}
    for person in "يتنأ":
        forms |= {person + present, "س" + person + present}
    forms |= {"ي" + present + "ون", "ي" + present + "ان", "ت" + present + "ان"}
    return forms | {joined + form for form in forms for joined in "وف"}


# "كان" and its sisters put their predicate in the accusative: "كانت الحرارة 40°" is "أربعين درجة", "أصبح عدد الأعضاء
# 25 عضوا" "خمسة وعشرين"; only past their subject ("كان 20 شخصا في القاعة": the number is the subject).
_KANA = """كان:كون أصبح:صبح صار:صير ظل:ظل بات:بيت أمسى:مسي أضحى:ضحي"""
_KANA_VERBS = frozenset(
    {form for pair in _KANA.split() for form in _verb_forms(*pair.split(":"))}
    | {"كنت", "كنا", "كانوا", "ليس", "ليست", "زال", "يزال", "تزال", "زالت"}
)
# The past of "وزن" is written as the noun "weight" before an amount, whose predicate the number is: "وزن الحقيبة 20
# كغ" is "وزن الحقيبة عشرون كيلوغراما" (its other persons, "وزنت 5 كغ", are the verb's).
_WEIGHT = {"وزن", "ووزن", "فوزن"}
_OBJECT_VERBS = frozenset(
    form for pair in _VERBS.split() for form in _verb_forms(*pair.split(":"))
) - _WEIGHT  # fmt: skip
# What the governor names for a predicate of "كان" (no word is written so): it gives the accusative as a verb's object.
_PREDICATE = "<predicate>"
_ACCUSATIVE_BEFORE = _OBJECT_VERBS | {_PREDICATE}
# A unit said before its tens takes the accusative's alif where it has no "ة": "خمسا وأربعين", "واحدا وعشرين".
_UNIT_BEFORE_TENS = re.compile(r"(?<!\S)(ثلاث|أربع|خمس|ست|سبع|ثماني|تسع|واحد)(?= و\w+ين(?!\S))")
# A clause ends at these: a verb before them governs nothing after them.
_CLAUSE_END = re.compile(r"[.!?؟،,:؛()\n]")


def _object_of(text: str, start: int) -> str | None:
    """The verb whose object (or, for "كان" and its sisters, predicate) the number at text[start:] is: right before it,
    or before its subject of at most three words ("يبلغ عدد السكان 2500 نسمة"); None where a preposition or a word that
    gives the genitive stands between."""
    clause: list[str] = _CLAUSE_END.split(text[max(0, start - 60) : start])[-1].split()
    for distance, word in enumerate(reversed(clause[-4:])):
        if word in _OBJECT_VERBS:
            return word
        if word in _KANA_VERBS:
            return _PREDICATE if distance else None
        if _gives_genitive(word) or word in _NOMINATIVE_AFTER or _JOINED_PREPOSITION.match(word):
            return None
        if not distance and _CONSTRUCT_NOUN.fullmatch(word):
            return None  # "سجلت الأسعار زيادة 45%": the noun before it makes the number genitive, not the verb
    return None


COUNTING = Counting(_counted, case_from_word_before=True, decimal_whole_in_case=True, governor=_object_of)

# A number written joined to a one-letter word before it ("و4 بنات", "ب50 صوتا", "ل3 سنوات"): read with it, joined as
# written, agreeing with its noun and genitive after "ب" and "ل" ("وأربع بنات", "بخمسين صوتا", "لثلاث سنوات"); a longer
# run is no number and is read digit by digit by the last pass.
_JOINED_NUMBER = re.compile(
    r"(?<!\w)(?P<clitic>[وف]?[بلك]|[وف])(?P<int>\d{1,3}(?:,\d{3}){1,4}|\d{1,15})(?:\.(?P<frac>\d+))?(?![\d.,]\d|\d)"
    r"(?:[ \u00a0](?P<noun>\w+))?"
)


# A number joined by "و" to one before it, and the word before that one ("بين 10 و20", "من 30 كتابا و20").
_COORDINATED = re.compile(r"(\w+)[ \u00a0]+\d[\d,.]*(?:[ \u00a0]+[^\W\d]+)?[ \u00a0]+$")


def _joined_number(match: re.Match[str]) -> str | None:
    integer = match["int"].replace(",", "")
    words = numwords.decimal(integer, match["frac"], "ar")
    if words is None:
        return None
    preposition = match["clitic"][-1] if match["clitic"][-1] in "بلك" else ""
    coordinated = _COORDINATED.search(match.string, max(0, match.start() - 40), match.start())
    if match["clitic"] == "و" and coordinated and coordinated[1] in _GENITIVE_BEFORE:
        preposition = coordinated[1]  # "بين 10 و20": both ends in the preposition's genitive, "وعشرين"
    noun = match["noun"] or ""
    said = words if match["frac"] else _counted(int(integer), words, noun, preposition) or words
    return f"{match['clitic']}{said}" + (f" {noun}" if noun else "")


# After eleven to ninety-nine the counted noun is an accusative singular, which a writer often leaves bare ("15 جنيه",
# "250 درهم"): a reader says it ("خمسة عشر جنيها", "مئتان وخمسون درهما"). Only the nouns people count most, written
# without the alif they take (a word after a number may be a verb: "المادة 15 تنص").
_TAKES_ALIF = words(
    """دولار درهم جنيه ريال دينار فلس قرش سنت كيلومتر متر كيلوغرام غرام لتر يوم شهر عام أسبوع طالب لاعب شخص
    مشارك مشجع متفرج زائر كتاب هدف صوت مقعد منزل بيت موظف عامل مواطن جندي مريض راكب صديق طفل ولد رجل سؤال درس
    فيلم مشروع مقال قرار"""
)
_BARE_ACCUSATIVE = re.compile(r"(?<![\w.,])(?P<int>\d{2,9})(?![\d.,]\d)[ \u00a0](?P<noun>\w+)(?!\w)")


def _bare_accusative(match: re.Match[str]) -> str | None:
    number, noun = int(match["int"]), match["noun"]
    if noun not in _TAKES_ALIF or not 11 <= number % 100 <= 99:
        return None
    words = numwords.cardinal(number, "ar")
    if words is None:
        return None
    said = _counted(number, words, noun, previous_word(match)) or words
    return f"{said} {noun}ا"


def _numbers(aligned: AlignedText) -> AlignedText:
    """The last pass: the numbers joined to a word before them, the bare nouns counted by eleven to ninety-nine,
    then every number no class took (world.py)."""
    rules = (Rule("cardinal", _JOINED_NUMBER, _joined_number), Rule("cardinal", _BARE_ACCUSATIVE, _bare_accusative))
    return verbalize_world(apply_rules(aligned, rules), "ar")


# Math operators between numbers, as said (classes/symbol.py).
OPERATORS = {
    "+": "زائد",
    "=": "يساوي",
    "×": "ضرب",
    "·": "ضرب",
    "÷": "على",
    "√": "الجذر التربيعي لـ",
    "−": "ناقص",
    "±": "زائد أو ناقص",
}
# The words that announce a number read digit by digit: a PIN, a postal code (classes/identifier.py).
IDENTIFIER_WORDS = ("رمز", "كود", "كلمة المرور", "الرقم السري", "الرقم البريدي", "ينتهي ب", "تنتهي ب", "otp", "pin")


# Fractions -------------------------------------------------------------------------------------------------------

_ARABIC_PARTS = {
    2: ("نصف", "نصفان", "أنصاف"), 3: ("ثلث", "ثلثان", "أثلاث"), 4: ("ربع", "ربعان", "أرباع"),
    5: ("خمس", "خمسان", "أخماس"), 6: ("سدس", "سدسان", "أسداس"), 7: ("سبع", "سبعان", "أسباع"),
    8: ("ثمن", "ثمنان", "أثمان"), 9: ("تسع", "تسعان", "أتساع"), 10: ("عشر", "عشران", "أعشار"),
}  # fmt: skip


def _arabic(numerator: int, denominator: int) -> str | None:
    forms = _ARABIC_PARTS.get(denominator)
    if forms is None or numerator > 10:
        count, part = numwords.cardinal(numerator, "ar"), numwords.cardinal(denominator, "ar")
        return count and part and f"{count} على {part}"
    if numerator <= 2:
        return forms[numerator - 1]
    count = numwords.cardinal(numerator, "ar")
    return count and f"{count} {forms[2]}"


# Two parts before what they are parts of is the part's dual without its "ن": "ثلثا السكان" as the subject, "ثلثي" as
# a verb's object or after a preposition ("دفعت 2/3 الدين": "ثلثي الدين", "على 2/3 المقاعد": "ثلثي المقاعد").
_TWO_PARTS = re.compile(r"(?<![\d/.,])(?:2/(?P<d>[3-9]|10)|(?P<glyph>⅔|⅖))(?![\d/])(?=[ \u00a0][\u0621-\u064a]{2,})")


def _two_parts(match: re.Match[str]) -> str | None:
    denominator = int(match["d"]) if match["d"] else {"⅔": 3, "⅖": 5}[match["glyph"]]
    before = previous_word(match)
    governed = _object_of(match.string, match.start()) or _gives_genitive(before) or _JOINED_PREPOSITION.match(before)
    return _ARABIC_PARTS[denominator][1][:-2] + ("ي" if governed else "ا")


FRACTIONS = Fractions(_arabic, glued("ar", _arabic, " و"), in_context=(Rule("fraction", _TWO_PARTS, _two_parts),))


# Ordinals --------------------------------------------------------------------------------------------------------


# The word before an ordinal's noun: "في الدورة الـ25" puts both in the genitive.
_EARLIER = re.compile(r"(\w+)[ \u00a0]+\w+[ \u00a0]+$")


def _arabic_ordinal(match: re.Match[str]) -> str | None:
    """ "الدورة الـ25": the ordinal in its noun's gender, and in the genitive after a preposition ("في الدورة الخامسة
    والعشرين")."""
    feminine = previous_word(match).endswith("ة")
    ruleset = "spellout-ordinal-feminine" if feminine else "spellout-ordinal-masculine"
    said = numwords.spelled_ordinal(matched_number(match), "ar", ruleset)
    earlier = _EARLIER.search(match.string, max(0, match.start() - 40), match.start())
    genitive = (earlier and _gives_genitive(earlier[1])) or _JOINED_PREPOSITION.match(previous_word(match))
    return _genitive_ordinal(said) if said and genitive else said


# A noun written with its preposition joined ("بالذكرى", "للمرة", "وبالدورة") is genitive, and so is the ordinal after
# it ("بالذكرى العشرين").
_JOINED_PREPOSITION = re.compile(r"[وف]?(?:بال|لل|كال)")


def _gives_genitive(word: str) -> bool:
    """A preposition or a noun that puts the number after it in the genitive, also with "و" or "ف" joined before it
    ("وفي الدورة الـ25")."""
    return word in _GENITIVE_BEFORE or (word[:1] in "وف" and word[1:] in _GENITIVE_BEFORE)


def _genitive_ordinal(said: str) -> str:
    return re.sub(r"ون\b", "ين", said)  # "الحادي والعشرون": "الحادي والعشرين"


def _century(match: re.Match[str]) -> str | None:
    """ "القرن 21": the century's ordinal ("القرن الحادي والعشرون"), genitive after a preposition."""
    said = numwords.spelled_ordinal(int(match["n"]), "ar", "spellout-ordinal-masculine")
    genitive = previous_word(match) in _GENITIVE_BEFORE
    return said and match["noun"] + " " + (_genitive_ordinal(said) if genitive else said)


def _part(match: re.Match[str]) -> str | None:
    """The number after a part's, an episode's or an article's noun (written, or said for its abbreviation: "ج. 2")
    is its ordinal, in the noun's gender: "الجزء 2": "الجزء الثاني", "الطبعة 3": "الطبعة الثالثة", "المادة 5":
    "المادة الخامسة"; genitive after a preposition ("في الحلقة 20": "في الحلقة العشرين")."""
    noun = previous_word(match)
    if noun not in _PART_NOUNS and not (noun in _RANK_OR_COUNT and _NOTHING_COUNTED.match(match.string, match.end())):
        return None
    ruleset = "spellout-ordinal-feminine" if noun.endswith("ة") else "spellout-ordinal-masculine"
    said = numwords.spelled_ordinal(int(match["n"]), "ar", ruleset)
    earlier = _EARLIER.search(match.string, max(0, match.start() - 40), match.start())
    return _genitive_ordinal(said) if said and earlier and _gives_genitive(earlier[1]) else said


# The nouns a number after them ranks: a book's part, chapter, volume or edition, a series' episode or season, a
# law's article or clause, a building's floor, a contest's round, half, stage or edition, a school's lesson.
_PART_NOUNS = words(
    "الجزء الفصل الباب المجلد الطبعة الحلقة الموسم المادة البند الطابق المرتبة الجولة الشوط المرحلة النسخة الدورة الحصة"
)
# Nouns that rank the number after them ("احتل المركز 3": "المركز الثالث", "في الصف 5": "الصف الخامس") unless it counts
# a noun after it ("يضم المركز 50 طبيبا", "في الصف 30 طالبا"): only before a preposition, a conjunction or the end.
_RANK_OR_COUNT = words("المركز الدور الصف")
_NOTHING_COUNTED = re.compile(r"[ \u00a0]*(?:$|[^\w\s]|(?:في|من|على|ضمن|بين|خلال|مع|عن|بعد|قبل|و\w*)(?!\w))")


# One and two before a singular noun are said as people say them: the noun, then "واحد" ("1 ساعة": "ساعة واحدة"), and
# the noun's dual, "-ين" where a word stands before it (a verb's object, a preposition's: "تستغرق الرحلة ساعتين",
# "بعد يومين"), "-ان" opening a sentence ("2 ساعة": "ساعتان"). Only nouns that count: a feminine singular in "ة" or
# a noun people count (a word after a number may be a verb: "المادة 2 تنص").
_ONE_OR_TWO = re.compile(r"(?<![\w.,:/\-])(?P<n>[12])(?![\d:/]|[.,]\d)[ \u00a0](?P<noun>[\u0621-\u064a]{2,})(?!\w)")
_OPENING = re.compile(r"(?:^|[.!?؟:\n])[ \u00a0]*$")
# After these the noun is the sentence's subject, in the nominative ("لدينا سيارتان", "هناك طريقتان").
_NOMINATIVE_AFTER = words("لدي لديه لديها لدينا لديهم عندي عنده عندها عندنا عندهم هناك هنالك ثمة يوجد توجد")


# Two before a scale word is the scale word's dual, without its "ن" before what it counts: "2 مليار دولار" is "ملياري
# دولار" ("مليارا دولار" opening a sentence), "2 مليون" alone after a verb "مليونين" (classes/scale.py asks).
_SCALE_NOUNS = words("ألف مليون مليار ترليون تريليون")


def _scale_dual(number: int, scale_word: str, before: str, followed: bool) -> str | None:
    """Two and its scale word, the dual ("مليونان"), oblique after a verb whose object it is or a word that gives the
    genitive ("مليونين"), without its "ن" before what it counts ("مليونا نسمة", "ملياري دولار")."""
    if number != 2 or scale_word not in _SCALE_NOUNS:
        return None
    oblique = before in _ACCUSATIVE_BEFORE or _gives_genitive(before) or bool(_JOINED_PREPOSITION.match(before))
    dual = _dual(scale_word, opening=not oblique)
    return dual[:-1] if followed else dual


def _one_or_two(match: re.Match[str]) -> str | None:
    noun = match["noun"]
    feminine = noun.endswith("ة") and not noun.endswith("اة")
    if noun.startswith("ال") or not (feminine or noun in _TAKES_ALIF):
        return None
    if match["n"] == "1":
        return f"{noun} {'واحدة' if feminine else 'واحد'}"
    opening = _OPENING.search(match.string, max(0, match.start() - 40), match.start())
    return _dual(noun, opening=bool(opening) or previous_word(match) in _NOMINATIVE_AFTER)


def _dual(noun: str, opening: bool) -> str:
    """The dual of a singular noun: "ساعتان" opening a sentence, "ساعتين" elsewhere."""
    stem = noun[:-1] + "ت" if noun.endswith("ة") else noun
    return stem + ("ان" if opening else "ين")


# "م" after a number is metres where a word of length, height, depth or distance stands before it ("الطول 7 م":
# "سبعة أمتار", "بعمق 25 م": "بعمق خمسة وعشرين مترا"); elsewhere it may be the evening ("7 م") or the Gregorian
# year's mark ("2023 م"), which it is left as.
_METRES = re.compile(r"(?<![\w.,])(?P<n>[1-9]\d{0,3})[ \u00a0]?م(?![\u0600-\u06ff\w])")
_MEASURING = words(
    """الطول العرض الارتفاع العمق المسافة طول عرض ارتفاع عمق مسافة بطول بعرض بارتفاع بعمق لمسافة طوله طولها عرضه
    عرضها ارتفاعه ارتفاعها عمقه عمقها سباق"""
)


def _metres(match: re.Match[str]) -> str | None:
    before = previous_word(match)
    earlier = _EARLIER.search(match.string, max(0, match.start() - 40), match.start())
    number = int(match["n"])
    words = numwords.cardinal(number, "ar")
    if not (before in _MEASURING or (earlier and earlier[1] in _MEASURING)) or words is None:
        return None  # "ارتفاع البرج 330 م": the measuring word may stand before the thing measured
    if number <= 2:  # "متر واحد"; the dual, "مترين" after a word that gives the genitive ("بطول مترين")
        return "متر واحد" if number == 1 else _dual("متر", opening=not _gives_genitive(before))
    noun = _plural(number, _UNITS["length-meter"])
    return f"{_counted(number, words, noun, before) or words} {noun}"


def _ordinals() -> list[Rule]:
    return [
        Rule("measure", _METRES, _metres),
        Rule("cardinal", _ONE_OR_TWO, _one_or_two),
        ordinal_rule(r"الـ?(?<!\wال)(?<!\wالـ)[ \u00a0]?(?P<n>\d{1,4})(?!\d)", _arabic_ordinal),
        ordinal_rule(r"(?<!\w)(?P<noun>القرن)[ \u00a0]+(?P<n>[1-9]\d?)(?![\d,:/]|[.,]\d)", _century),
        ordinal_rule(r"(?<![\w.,])(?P<n>[1-9]\d?)(?![\d,:/]|[.,]\d)", _part),
    ]


# Dates and times ------------------------------------------------------------------------------------------------------

# The hour is a feminine ordinal ("الساعة الثالثة"), 1 to 12.
_HOURS = (
    "الثانية عشرة", "الواحدة", "الثانية", "الثالثة", "الرابعة", "الخامسة", "السادسة", "السابعة", "الثامنة",
    "التاسعة", "العاشرة", "الحادية عشرة", "الثانية عشرة",
)  # fmt: skip
_MINUTE_WORDS = {15: "والربع", 20: "والثلث", 30: "والنصف"}
# Minutes are a feminine noun: its numbers take the forms without ة (خمس دقائق), and 3 to 10 a plural noun.
_MINUTE_UNITS = ("", "إحدى", "اثنتان", "ثلاث", "أربع", "خمس", "ست", "سبع", "ثماني", "تسع")
_MINUTE_TENS = ("", "عشر", "عشرون", "ثلاثون", "أربعون", "خمسون")


def _clock_count(number: int, forms: tuple[str, str, str]) -> str:
    """Minutes or seconds (feminine nouns: singular, dual, plural): "دقيقة", "خمس دقائق", "ثلاث عشرة دقيقة", "خمس
    وعشرون ثانية"."""
    tens, units = divmod(number, 10)
    if number <= 2:
        return forms[number - 1]
    if number <= 10:
        return f"{_MINUTE_UNITS[number] if number < 10 else 'عشر'} {forms[2]}"
    if number < 20:
        return f"{'اثنتا' if units == 2 else _MINUTE_UNITS[units]} عشرة {forms[0]}"
    said = _MINUTE_TENS[tens] if not units else f"{_MINUTE_UNITS[units]} و{_MINUTE_TENS[tens]}"
    return f"{said} {forms[0]}"


_MINUTES = ("دقيقة", "دقيقتان", "دقائق")
_SECONDS = ("ثانية", "ثانيتان", "ثوانٍ")
_EVENING = " مساءً"


def _seconds(words: str, second: int) -> str:
    """ "الثانية والنصف وخمس عشرة ثانية مساءً": the seconds before the part of the day."""
    evening = words.endswith(_EVENING)
    head = words.removesuffix(_EVENING)
    return f"{head} و{_clock_count(second, _SECONDS)}" + (_EVENING if evening else "")


def _hours(hour: int, minute: int, before: str) -> str:
    """ "الثالثة والنصف", "العاشرة وخمس دقائق", "التاسعة إلا ربعًا"; a 24-hour afternoon adds مساءً."""
    words = _HOURS[hour % 12]
    if minute in (40, 45):  # "التاسعة إلا ربعًا": a quarter (a third) before the next hour
        words = _HOURS[(hour + 1) % 12] + (" إلا ربعًا" if minute == 45 else " إلا ثلثًا")
    elif minute in _MINUTE_WORDS:
        words += " " + _MINUTE_WORDS[minute]
    elif minute:
        words += f" و{_clock_count(minute, _MINUTES)}"
    return words + (_EVENING if 12 < hour < 24 else "")


# "الساعة 10": the hour alone after "the hour" is a time.
TIMES = clock.TimePhrasing(_hours, _seconds, day_parts=("صباحًا", "مساءً", "مساءً"), hour_after="الساعة")


def _year(value: int) -> str | None:
    """A year as said after a month or "عام": the genitive ("ألفين وأربعة وعشرين", "ألف وتسعمائة واثنين وتسعين")."""
    words = numwords.cardinal(value, "ar")
    return words and _oblique(words.replace(" و ", " و"), before_noun=False)


# A year of the Hijra, written with "هـ" after it, joined or not ("عام 1445 هـ", "1380هـ"): "للهجرة".
_HIJRI_YEAR = re.compile(r"(?<![\w.,])(?P<year>[1-9]\d{2,3})[ \u00a0]?هـ(?!\w)")


def _hijri_year(match: re.Match[str]) -> str | None:
    said = _year(int(match["year"]))
    return said and f"{said} للهجرة"


def _day(at: dating.DayAt) -> str | None:
    """A date's day is said in the genitive too ("في عشرين مارس", "يوم اثني عشر يوليو"); the first of a month is its
    ordinal, "الأول من يوليو" (a range's first day keeps its number: "من 1 إلى 5 يوليو")."""
    return "الأول من" if at.number == 1 and not at.first_of_range else _year(at.number)


DATES = dating.DatePhrasing(
    _year,
    _day,
    year_words=("عام", "العام", "سنة"),
    own_forms=lambda: (Rule("date", _HIJRI_YEAR, _hijri_year),),
)


# Money, units and measures --------------------------------------------------------------------------------------------

# Currencies' everyday names (classes/money.py).
_CURRENCIES = {
    "USD": (("دولار", "دولارات"), ("سنت", "سنتات")),
    "EUR": (("يورو", "يورو"), ("سنت", "سنتات")),
    "KWD": (("دينار", "دنانير"), ("فلس", "فلوس")),
    "SAR": (("ريال", "ريالات"), ("هللة", "هللات")),
    "AED": (("درهم", "دراهم"), ("فلس", "فلوس")),
    "EGP": (("جنيه", "جنيهات"), ("قرش", "قروش")),
    "GBP": (("جنيه إسترليني", "جنيهات إسترلينية"), ("بنس", "بنسات")),
}


_NO_ALIF = ("ة", "ى", "ا", "ء", "و", "ي")  # endings that take no alif in the accusative ("ليرة", "يورو")


def _plural(value: int, forms: Forms) -> str:
    """The plural after 3 to 10; the singular after 1, 2 and from 100 ("ألف درهم"), in the accusative after 11 to 99
    ("عشرون دولارا", "خمسة عشر كيلومترا"): its "ا", where the word takes one."""
    if 3 <= value % 100 <= 10:
        return forms[1]
    if 11 <= value % 100 <= 99:
        return " ".join(word if word.endswith(_NO_ALIF) else word + "ا" for word in forms[0].split())
    return forms[0]


MONEY = Money(names=_CURRENCIES, and_cents=" و", plural=_plural, agree=True)
# The units CLDR writes in the singular after three to ten ("4 كيلوغرام"): (singular, plural).
_UNITS = {
    "mass-kilogram": ("كيلوغرام", "كيلوغرامات"), "mass-gram": ("غرام", "غرامات"),
    "length-kilometer": ("كيلومتر", "كيلومترات"), "length-meter": ("متر", "أمتار"),
    "length-centimeter": ("سنتيمتر", "سنتيمترات"), "length-millimeter": ("مليمتر", "مليمترات"),
    "volume-liter": ("لتر", "لترات"), "volume-milliliter": ("مليلتر", "مليلترات"),
    "speed-kilometer-per-hour": ("كيلومتر في الساعة", "كيلومترات في الساعة"),
    # areas and volumes: the adjective agrees with its noun ("أربعة أمتار مربعة", "مئة وعشرون مترا مربعا")
    "area-square-meter": ("متر مربع", "أمتار مربعة"), "area-square-kilometer": ("كيلومتر مربع", "كيلومترات مربعة"),
    "area-square-centimeter": ("سنتيمتر مربع", "سنتيمترات مربعة"), "area-hectare": ("هكتار", "هكتارات"),
    "volume-cubic-meter": ("متر مكعب", "أمتار مكعبة"), "volume-cubic-centimeter": ("سنتيمتر مكعب", "سنتيمترات مكعبة"),
}  # fmt: skip
MEASURES = Measures(
    names=_UNITS,
    # CLDR's narrow symbols as packets and labels write them ("500 غ", "1.5 ل"); not "م", after a year "ميلادي"
    symbols={"غ": "mass-gram", "غم": "mass-gram", "ل": "volume-liter", "كم/ساعة": "speed-kilometer-per-hour"},
    plural=_plural,
    agree=True,
    around={PERCENT_UNIT: ("", "في المئة"), PERMILLE_UNIT: ("", "في الألف")},
)

# Number words, scale words and ranges ---------------------------------------------------------------------------------

# Number words: what the libraries leave to the language (number_words.py; numwords.py says them).
NUMBER_WORDS = NumberWords(
    decimals=FRACTION_AS_NUMBER,
    point="فاصلة",
    minus="سالب",
    # the conjunction is written joined: "خمسة وعشرون"
    tidy=lambda words: _DUAL_ALONE.sub(r"\1ن", words.replace(" و ", " و")),
)


# A range is said "from ... to ...": "5-10" is "من خمسة إلى عشرة", "الفترة 2010-2020" "الفترة من ألفين وعشرة إلى ألفين
# وعشرين". The first end is said here, genitive after "من" and in the gender of the noun after the second ("من 3 إلى
# 5 ساعات": "من ثلاث إلى خمس ساعات"); the second is left to the classes that read it after "إلى" (its unit or
# currency, its genitive).
_RANGE = re.compile(
    r"(?:من[ \u00a0]+)?(?<![\w.,:/-])(?P<first>[1-9]\d{0,6})(?:[ \u00a0]?[-–][ \u00a0]?|[ \u00a0]+إلى[ \u00a0]+)"
    r"(?=(?P<second>[1-9]\d{0,6})(?![\d:/]|[.,-]\d)(?:[ \u00a0](?P<noun>\w+))?)"
)


# The singulars of the plurals of time people count in ranges whose plural is not the singular's stem and "ات".
_SINGULARS = {"أيام": "يوم", "أسابيع": "أسبوع", "أشهر": "شهر", "شهور": "شهر", "سنوات": "سنة", "سنين": "سنة",
              "أعوام": "عام", "دقائق": "دقيقة", "ثوان": "ثانية", "مرات": "مرة"}  # fmt: skip


def _singular(plural: str) -> str | None:
    """The singular of a plural after three to ten: from the table, else a sound plural's ("ساعات": "ساعة",
    "اجتماعات": "اجتماع"); None where it is neither."""
    if plural in _SINGULARS:
        return _SINGULARS[plural]
    if not plural.endswith("ات") or len(plural) < 5:
        return None
    return plural[:-2] + "ة" if _is_feminine(plural, counted_by=3) else plural[:-2]


def _range(match: re.Match[str]) -> str | None:
    first, second = int(match["first"]), int(match["second"])
    words = numwords.cardinal(first, "ar")
    if first >= second or words is None or re.search(r"بين[ \u00a0]+$", match.string[: match.start()]):
        return None  # "3-1": a score; "بين 25-30" keeps the range's own opening
    words = words.replace(" و ", " و")
    noun = match["noun"] or ""
    singular = _singular(noun) if first == 2 and 3 <= second <= 10 else None
    if singular:  # "2-3 ساعات": "من ساعتين إلى ثلاث ساعات", two is the noun's dual
        return f"من {_dual(singular, opening=False)} إلى "
    said = _oblique(words, before_noun=False)  # after "من"
    if noun and _is_feminine(noun, counted_by=second):  # the noun's form is the second end's ("10-15 دقيقة")
        said = _feminine(first, said)
    return f"من {said} إلى "


# After "بين" a range's ends are joined with "و", both genitive, the first in the gender of the noun after the second:
# "بين 25-30 درجة" is "بين خمس وعشرين وثلاثين درجة".
_BETWEEN = re.compile(
    r"(?<!\w)بين[ \u00a0]+(?P<first>[1-9]\d{0,6})[ \u00a0]?[-–][ \u00a0]?(?P<second>[1-9]\d{0,6})(?![\d:/]|[.,]\d)"
    r"(?=[ \u00a0](?P<noun>\w+))?"
)


def _between(match: re.Match[str]) -> str | None:
    first, second, noun = int(match["first"]), int(match["second"]), match["noun"] or ""
    first_words, second_words = numwords.cardinal(first, "ar"), numwords.cardinal(second, "ar")
    if first >= second or first_words is None or second_words is None:
        return None
    said = _oblique(first_words.replace(" و ", " و"), before_noun=False)
    if noun and _is_feminine(noun, counted_by=second):
        said = _feminine(first, said)
    last = second_words.replace(" و ", " و")
    return f"بين {said} و{_counted(second, last, noun, 'بين') or last}"


# Hours before a part of the day are the clock's: "من 8-12 صباحا" is "من الثامنة إلى الثانية عشرة صباحا".
_HOUR_RANGE = re.compile(
    r"(?:من[ \u00a0]+)?(?<![\w.,:/-])(?P<first>1[0-2]|[1-9])[ \u00a0]?[-–][ \u00a0]?(?P<second>1[0-2]|[1-9])"
    r"(?![\d:/.,])(?=[ \u00a0](?:صباح|مساء|ظهر|فجر|ليل)\w*)"
)


def _hour_range(match: re.Match[str]) -> str:
    return f"من {_HOURS[int(match['first']) % 12]} إلى {_HOURS[int(match['second']) % 12]}"


RANGES = RangeWords(
    "إلى",
    rules=lambda: (
        Rule("range", _BETWEEN, _between),
        Rule("range", _HOUR_RANGE, _hour_range),
        Rule("range", _RANGE, _range),
    ),
)


# Roman numerals and addresses -----------------------------------------------------------------------------------------

# A post-office box number, digit by digit: "ص.ب. 1234": "صندوق بريد واحد اثنان ثلاثة أربعة".
_BOX = re.compile(r"ص\.ب\.?\s?(\d{1,7})(?!\d)")

ADDRESSES = Addresses(
    first=lambda: (Rule("address", _BOX, lambda m: f"صندوق بريد {digit_words(m[1], 'ar')}"),),
    postcode=Postcode(5),
)

# After a century's or chapter's word the masculine ordinal: "القرن XXI", "الفصل IV".
_ROMAN_CHAPTERS = words("الفصل الجزء الباب المجلد")
_CENTURIES = words("القرن")


# After a preposition the century's noun and its ordinal are genitive: "في القرن الحادي والعشرين".
_ROMAN_GENITIVE = words("في من إلى منذ خلال حتى عن قبل بعد")


# A king's or pope's number is his ordinal, a queen's hers: "لويس XIV" is "لويس الرابع عشر", "إليزابيث II" "إليزابيث
# الثانية".
_MONARCHS = words("لويس هنري جورج إدوارد تشارلز شارل ريتشارد فيليب ويليام جيمس فريدريك بيوس يوحنا بولس بنديكت ليو")
_QUEENS = words("إليزابيث اليزابيث فيكتوريا ماري آن")


def _roman(numeral: Numeral) -> str | None:
    if numeral.before in _MONARCHS | _QUEENS and numeral.value <= 30:  # a script without capitals: names known
        ruleset = "spellout-ordinal-feminine" if numeral.before in _QUEENS else "spellout-ordinal-masculine"
        return numwords.spelled_ordinal(numeral.value, "ar", ruleset)
    if numeral.before in _CENTURIES | _ROMAN_CHAPTERS:
        said = numwords.spelled_ordinal(numeral.value, "ar", "spellout-ordinal-masculine")
        genitive = said and numeral.earlier in _ROMAN_GENITIVE
        return re.sub(r"ون\b", "ين", said) if genitive and said else said  # "العشرون": "العشرين"
    if _DEFINITE.fullmatch(numeral.before) and numeral.value <= 30:
        # after any definite noun or adjective, the ordinal in its gender: "الحرب العالمية II": "الثانية",
        # "المؤتمر IV": "الرابع"
        feminine = numeral.before.endswith("ة")
        ruleset = "spellout-ordinal-feminine" if feminine else "spellout-ordinal-masculine"
        return numwords.spelled_ordinal(numeral.value, "ar", ruleset)
    return None


_DEFINITE = re.compile(r"[وف]?(?:ال|بال|لل|كال)[\u0621-\u064a]{2,}")


ROMAN = RomanNumerals(_roman, chapters=_ROMAN_CHAPTERS, centuries=_CENTURIES, monarchs=_MONARCHS | _QUEENS)

# Electronic addresses and telephone numbers ---------------------------------------------------------------------------
# The words for what web and e-mail addresses are made of (classes/electronic.py finds them).
ELECTRONIC = AddressWords(dot="نقطة", at="آت", slash="شرطة مائلة", dash="شرطة", underscore="شرطة سفلية", colon="نقطتان")
# How a telephone number is read (classes/telephone.py finds it).
TELEPHONE = PhoneReading(
    "ar",
    "زائد",
    separator="، ",
    country_code_in_digits=True,
    words=r"هاتف|الهاتف|جوال|رقم|اتصل|اتصلوا|اتصال",
    emergency_in_digits=True,  # "اتصل بالرقم 911": "تسعة واحد واحد"
)


HOME = Home(
    "ar",
    abbreviations=ABBREVIATIONS,
    counting=COUNTING,
    operators=OPERATORS,
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
    decimal_marks=",",  # "3,5": ثلاثة فاصلة خمسة, as often as "3.5"
    scale=ScaleWords(said_together=_scale_dual),
    # Roman numerals and addresses
    addresses=ADDRESSES,
    roman=ROMAN,
    # Electronic addresses and telephone numbers
    electronic=ELECTRONIC,
    telephone=TELEPHONE,
)
