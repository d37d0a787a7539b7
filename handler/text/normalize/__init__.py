"""Normalisation: the request text rewritten as it should be spoken, with every character's origin kept.

    from handler.text.normalize import load_lexicon, merge_lexicons, normalize

    lexicon = merge_lexicons(load_lexicon("/opt/lexicon.json"), {"Supertonic": "super tonic"})
    aligned = normalize("Supertonic costs $12.50 per API call.", "en", lexicon)
    aligned.text
    # "super tonic costs twelve dollars and fifty cents per A P I call."
    aligned.source_span(18, 48)    # (17, 23): "twelve dollars and fifty cents" is "$12.50" in the input

Per language:
- every language: the pronunciation lexicon (lexicon.py), first, so its entries beat every rule;
- English: then the abbreviation map (abbreviations.py) and the verbaliser (en.py);
- Korean: then the verbaliser (ko.py);
- the other languages and "na": the lexicon only. Their text is otherwise left as written; the model
  reads digits and symbols itself.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from handler.text.normalize.abbreviations import ABBREVIATIONS
from handler.text.normalize.aligned import AlignedText
from handler.text.normalize.en import verbalize_english
from handler.text.normalize.ko import verbalize_korean
from handler.text.normalize.lexicon import apply_lexicon, load_lexicon, merge_lexicons

__all__ = ["AlignedText", "load_lexicon", "merge_lexicons", "normalize"]


def _english(aligned: AlignedText) -> AlignedText:
    return verbalize_english(apply_lexicon(aligned, ABBREVIATIONS))


_VERBALIZERS: dict[str, Callable[[AlignedText], AlignedText]] = {"en": _english, "ko": verbalize_korean}


def normalize(text: str, lang: str, lexicon: Mapping[str, str] | None = None) -> AlignedText:
    """Apply the lexicon, then the rules for `lang` (a checked code) to `text`."""
    aligned = AlignedText.of(text)
    if lexicon:
        aligned = apply_lexicon(aligned, lexicon)
    verbalize = _VERBALIZERS.get(lang)
    return verbalize(aligned) if verbalize else aligned
