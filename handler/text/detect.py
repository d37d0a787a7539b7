"""Which of the model's languages a text is in, for requests that do not say.

    from handler.text.detect import detect_language, load_detector
    detect_language("Guten Tag, wie geht es Ihnen?")   # ('de', 0.9995)
    detect_language("OK")                              # ('na', ...): too short to tell
    load_detector()          # optional: load the model now (about 1 s) instead of on the first detection

py3langid's naive Bayes model, restricted to the 31 languages Supertonic 3 speaks. The answer is `na` (the
model's language-agnostic tag) when the text has fewer than MIN_LETTERS letters or the best language scores
below MIN_CONFIDENCE (a lone word, a script none of them is written in). Loading the model takes about a second, so it
loads on the first detection, once per process, and importing this module costs nothing.
"""

from __future__ import annotations

import threading

from handler.text.languages import FALLBACK_LANGUAGE, LANGUAGES

MIN_LETTERS = 3
MIN_CONFIDENCE = 0.5
# Detection reads the start of the text: enough to tell, and bounded for 100,000-character jobs.
SAMPLE_CHARS = 2_000

_lock = threading.Lock()
_detector = None


def load_detector():  # -> py3langid.langid.LanguageIdentifier (untyped package)
    global _detector
    with _lock:
        if _detector is None:
            from py3langid.langid import MODEL_FILE, LanguageIdentifier

            detector = LanguageIdentifier.from_model_file(MODEL_FILE, norm_probs=True)
            detector.set_languages(list(LANGUAGES))
            _detector = detector
    return _detector


def detect_language(text: str) -> tuple[str, float]:
    """(language code, confidence 0..1); the code is "na" when unsure."""
    sample = text[:SAMPLE_CHARS]
    if sum(char.isalpha() for char in sample) < MIN_LETTERS:
        return FALLBACK_LANGUAGE, 0.0
    lang, confidence = load_detector().classify(sample)
    return (lang if confidence >= MIN_CONFIDENCE else FALLBACK_LANGUAGE), float(confidence)
