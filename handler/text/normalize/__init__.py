"""Text normalisation: the request text rewritten the way it is said, with every character traced to its source.

    from handler.text.normalize import normalize, load_lexicon, merge_lexicons
    aligned = normalize("The API costs $12.50.", "en", lexicon={"costs": "costs only"})
    aligned.text                    # 'The A P I costs only twelve dollars and fifty cents.'
    aligned.source_span(25, 51)     # (15, 21): the words for "$12.50"

In order: the pronunciation lexicon (every language; its replacements are final), then for English and Korean
the technical abbreviations (abbreviations.py) and the number, date, time, money and unit rules (en.py, ko.py).
Every other language, and `na`, gets the lexicon only: their number reading is left to the model.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from handler.text.normalize.abbreviations import ABBREVIATIONS
from handler.text.normalize.aligned import AlignedText
from handler.text.normalize.en import normalize_en
from handler.text.normalize.ko import normalize_ko
from handler.text.normalize.lexicon import apply_lexicon, load_lexicon, merge_lexicons

__all__ = ["VERBALISED_LANGUAGES", "AlignedText", "load_lexicon", "merge_lexicons", "normalize"]

_VERBALISERS: dict[str, Callable[[AlignedText], AlignedText]] = {"en": normalize_en, "ko": normalize_ko}
VERBALISED_LANGUAGES = frozenset(_VERBALISERS)


def normalize(text: str, lang: str, lexicon: Mapping[str, str] | None = None) -> AlignedText:
    aligned = apply_lexicon(AlignedText.of(text), lexicon or {})
    if lang in _VERBALISERS:
        aligned = apply_lexicon(aligned, ABBREVIATIONS[lang])
        aligned = _VERBALISERS[lang](aligned)
    return aligned
