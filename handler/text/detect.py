"""Guess the language of a request that does not name one.

    from handler.text.detect import detect_language

    detect_language("Das Wetter ist heute schön.")   # ("de", 0.998)
    detect_language("OK")                            # ("na", ...): too little to tell

py3langid, restricted to the 31 languages the model speaks, classifies the first 2,000 characters. The
answer is "na" (the model's language-agnostic token) when the text has fewer than two letters, when the
best language scores below 0.5, or when it is Japanese without any kana (Chinese, which the model does
not speak, shares the ideographs). The identifier loads on first use: about 0.8 s and 60 MB.
"""

from __future__ import annotations

import re
from functools import cache

import numpy as np
from py3langid.langid import MODEL_DIR, MODEL_FILE, LanguageIdentifier
from py3langid.modelio import load_model

from handler.text.languages import FALLBACK_LANGUAGE, LANGUAGES

MIN_CONFIDENCE = 0.5
MIN_LETTERS = 2
SAMPLE_CHARACTERS = 2_000
_KANA = re.compile(r"[\u3040-\u30ff\u31f0-\u31ff\uff66-\uff9f]")


def detect_language(text: str) -> tuple[str, float]:
    """(language code, confidence in 0..1); the code is "na" when unsure."""
    sample = text[:SAMPLE_CHARACTERS]
    if sum(char.isalpha() for char in sample) < MIN_LETTERS:
        return FALLBACK_LANGUAGE, 0.0
    lang, confidence = _identifier().classify(sample)
    if confidence < MIN_CONFIDENCE or (lang == "ja" and not _KANA.search(sample)):
        return FALLBACK_LANGUAGE, confidence
    return lang, confidence


@cache
def _identifier() -> LanguageIdentifier:
    # Build the identifier on our languages' columns only, so the other 111 languages' weights
    # (about 22 MB) are never kept.
    weights, priors, labels, transitions, rows, outputs = load_model(MODEL_DIR / MODEL_FILE)
    keep = [index for index, label in enumerate(labels) if label in LANGUAGES]
    return LanguageIdentifier(
        np.ascontiguousarray(weights[:, keep]), priors[keep], [labels[index] for index in keep],
        transitions, outputs, norm_probs=True, tk_row=rows,
    )  # fmt: skip
