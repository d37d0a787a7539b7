"""Normalisation: the request text rewritten as it should be spoken, with every character's origin kept.

    from handler.text.normalize import load_lexicon, merge_lexicons, normalize

    lexicon = merge_lexicons(load_lexicon("/opt/lexicon.json"), {"Supertonic": "super tonic"})
    aligned = normalize("Supertonic costs $12.50 per API call.", "en", lexicon)
    aligned.text
    # "super tonic costs twelve dollars and fifty cents per A P I call."
    aligned.source_span(18, 48)    # (17, 23): "twelve dollars and fifty cents" is "$12.50" in the input

Per language:
- every language: typographic apostrophes and quotes become plain ones ("I’ve" -> "I've"), then the
  pronunciation lexicon (lexicon.py), so its entries beat every rule, then any decimal digit of another
  script becomes its ASCII digit (digits.py: "१२.५०" is 12.50 to every class), then the token classes (classes/: each
  finds its tokens and says them in the language; web and e-mail addresses first);
- then the language's last pass (its home's `numbers`, languages/<code>.py): English its technical acronyms
  (API, SaaS) and the numbers no class took, Korean the same in Korean;
- the 29 others (numwords.py: num2words, or CLDR's spell-out rules for bg, el, et, hi, hr): the verbaliser
  world.py, with CLDR's locale data through babel;
- "na" (the fallback): no verbaliser; digits and symbols are left for the model to read;
- last, in every language: a text written as a sentence that opens with a number or a symbol opens with its
  reading's capital ("12 in. make 1 ft.": "Twelve inches make one foot."; sentences.opening_capital).
"""

from __future__ import annotations

from collections.abc import Mapping

from handler.text.normalize.aligned import AlignedText
from handler.text.normalize.classes import class_rules
from handler.text.normalize.digits import western_digits
from handler.text.normalize.languages import home
from handler.text.normalize.lexicon import apply_lexicon, lexicon_matches, load_lexicon, merge_lexicons
from handler.text.normalize.numwords import NUMWORDS_LANGUAGES
from handler.text.normalize.rules import apply_rules
from handler.text.normalize.sentences import opening_capital

__all__ = ["AlignedText", "lexicon_spoken", "load_lexicon", "merge_lexicons", "normalize"]

# The languages whose last pass is world.py's (their homes' `numbers`), named without loading it.
WORLD_LANGUAGES = NUMWORDS_LANGUAGES


# One character for one, so the alignment stays the identity.
_QUOTES = str.maketrans("\u2018\u2019\u201a\u201b\u02bc\u201c\u201d\u201e\u201f", "'''''\"\"\"\"")
# Text pasted from old files carries C1 control characters that stand for Windows-1252's punctuation (U+0092 is an
# apostrophe, U+0097 an em dash, U+0085 an ellipsis): read as that punctuation, its quotes plain ones.
_PLAIN_QUOTES: dict[int, int | str] = {
    **_QUOTES,
    **{
        code: bytes([code]).decode("cp1252").translate(_QUOTES)
        for code in range(0x80, 0xA0)
        if code not in (0x81, 0x8D, 0x8F, 0x90, 0x9D)  # no character there in Windows-1252
    },
}


def normalize(text: str, lang: str, lexicon: Mapping[str, str] | None = None) -> AlignedText:
    """Apply the lexicon, then the rules for `lang` (a checked code) to `text`."""
    aligned = AlignedText.of(text.translate(_PLAIN_QUOTES))
    if lexicon:
        aligned = apply_lexicon(aligned, lexicon)
    aligned = western_digits(aligned, lang)
    aligned = apply_rules(aligned, class_rules(lang), home(lang).spacing)
    numbers = home(lang).numbers
    aligned = numbers(aligned) if numbers else aligned
    return opening_capital(aligned, text, home(lang).dotted_capital_i)


def lexicon_spoken(text: str, lexicon: Mapping[str, str]) -> list[str]:
    """The spoken forms `normalize` writes for the lexicon's matches in `text`, found without writing them."""
    return [spoken for _, _, spoken in lexicon_matches(text.translate(_PLAIN_QUOTES), lexicon)]
