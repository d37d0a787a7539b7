"""Guess the language of a request that does not name one.

    from handler.text.detect import detect_language

    detect_language("Hello from Supertonic.")        # ("en", 0.8...)
    detect_language("OK")                            # ("na", ...): too little to tell

Two kinds of evidence, multiplied as in naive Bayes:
1. py3langid's character n-gram model, restricted to the 31 languages the model speaks, on the first
   2,000 characters. On a short sentence its n-grams are few and often shared by related languages
   ("Hello from" alone leans Italian).
2. Function words. A word that is a common function word (stopwords-iso) in at most three of the 31
   languages multiplies those languages' probability by WORD_EVIDENCE. Short sentences are mostly such
   words, and names or product names never are, so they carry the decision where n-grams are thin.
The answer is "na" (the model's language-agnostic token) when the text has fewer than two letters, when
the best language's probability stays below MIN_CONFIDENCE (a lone name, "OK", a number: the mass is
spread over many languages), or when it is Japanese without any kana (Chinese, which the model does not
speak, shares the ideographs).

The identifier loads on first use (init warms it). py3langid's own file is LZMA-compressed: unpacking it takes
about 1 s and keeps about 70 MB. `prepare_identifier` (run by tools/prepare_langid.py, the layer build and the
container build) writes our 31 languages' part of it, uncompressed, into PREPARED_DIR next to that file; it is
memory-mapped in a few milliseconds and only the pages a text touches become resident. The function-word table
is written beside it (building it from stopwords-iso took about 30 ms of init). Without the folder, or when it
was prepared from another model or stopword file, the libraries' own data is used.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections import defaultdict
from dataclasses import dataclass
from functools import cache
from importlib.util import find_spec
from pathlib import Path

import numpy as np
from py3langid.langid import MODEL_DIR, MODEL_FILE, LanguageIdentifier
from py3langid.modelio import load_model

from handler.text.languages import FALLBACK_LANGUAGE, LANGUAGES

# Real sentences of three words or more end at 0.5 or above; names and lone words at 0.3 or below.
MIN_CONFIDENCE = 0.4
MIN_LETTERS = 2
SAMPLE_CHARACTERS = 2_000
WORD_EVIDENCE = 3.0  # likelihood ratio of one distinctive function word
MAX_WORD_LANGUAGES = 3  # a function word shared by more languages tells too little
# Words stopwords-iso lists for one language that its sister uses just as much ("hej" greets in both).
_SHARED_WORDS = {"hej": ("da", "sv")}
_KANA = re.compile(r"[\u3040-\u30ff\u31f0-\u31ff\uff66-\uff9f]")
_WORD = re.compile(r"[^\W\d_]+")
SOURCE_MODEL = MODEL_DIR / MODEL_FILE  # py3langid's model (all 142 languages)
# stopwords-iso data, found without importing the package (its import reads all of it: 7 ms of init)
STOPWORDS_SPEC = find_spec("stopwordsiso")
if STOPWORDS_SPEC is None or STOPWORDS_SPEC.origin is None:
    raise ModuleNotFoundError("stopwordsiso is a runtime dependency (pyproject.toml); install it.")
STOPWORDS_FILE = Path(STOPWORDS_SPEC.origin).with_name("stopwords-iso.json")
PREPARED_DIR = SOURCE_MODEL.parent / "supertonic-languages"
# The identifier's arrays, in the order LanguageIdentifier takes them, as .npy files in PREPARED_DIR.
_ARRAYS = ("weights", "priors", "transitions", "rows", "outputs")


@dataclass(frozen=True)
class Detector:
    identifier: LanguageIdentifier
    word_columns: dict[str, list[int]]  # function word -> the identifier's columns of the languages using it


def detect_language(text: str) -> tuple[str, float]:
    """(language code, confidence in 0..1); the code is "na" when unsure."""
    sample = text[:SAMPLE_CHARACTERS]
    if sum(char.isalpha() for char in sample) < MIN_LETTERS:
        return FALLBACK_LANGUAGE, 0.0
    detector = _detector()
    labels = tuple(detector.identifier.nb_classes)
    scores = dict(detector.identifier.rank(sample))  # py3langid's posterior, calibrated for the text's length
    probabilities = np.array([scores[label] for label in labels], dtype=np.float64)
    for word in _WORD.findall(sample.lower()):
        columns = detector.word_columns.get(word)
        if columns is not None:
            probabilities[columns] *= WORD_EVIDENCE
    probabilities /= probabilities.sum()
    best = int(probabilities.argmax())
    lang, confidence = labels[best], float(probabilities[best])
    if confidence < MIN_CONFIDENCE or (lang == "ja" and not _KANA.search(sample)):
        return FALLBACK_LANGUAGE, confidence
    return lang, confidence


@cache
def _detector() -> Detector:
    prepared = load_prepared(PREPARED_DIR, SOURCE_MODEL)
    if prepared is not None:
        return prepared
    identifier = library_identifier(SOURCE_MODEL)
    return Detector(identifier, function_word_columns(tuple(identifier.nb_classes)))


def library_identifier(source: Path) -> LanguageIdentifier:
    """The identifier from py3langid's own file through its loader, on our languages' columns only, so the other
    111 languages' weights (about 22 MB) are never kept."""
    weights, priors, labels, transitions, rows, outputs = load_model(source)
    keep = [index for index, label in enumerate(labels) if label in LANGUAGES]
    return LanguageIdentifier(
        np.ascontiguousarray(weights[:, keep]), priors[keep], [labels[index] for index in keep],
        transitions, outputs, norm_probs=True, tk_row=rows,
    )  # fmt: skip


def prepare_identifier(source: Path, target: Path) -> Path:
    """Write our languages' part of py3langid's model `source` into the folder `target`, uncompressed, as the
    arrays load_prepared maps. The transition table keeps py3langid's shared rows (about 39 MB)."""
    identifier = library_identifier(source)
    arrays = {
        "weights": identifier.nb_ptc,
        "priors": identifier.nb_pc,
        "transitions": np.asarray(identifier.tk_nextmove),  # array('I') -> uint32, no copy
        "rows": np.asarray(identifier.tk_row),
        "outputs": np.asarray(identifier.tk_output, dtype=np.int32),
    }
    target.mkdir(parents=True, exist_ok=True)
    for name in _ARRAYS:
        np.save(target / f"{name}.npy", np.ascontiguousarray(arrays[name]), allow_pickle=False)
    labels = tuple(identifier.nb_classes)
    (target / "function_words.json").write_text(json.dumps(function_word_columns(labels), ensure_ascii=False))
    about = {"labels": list(labels), "source_sha256": _sha256(source), "stopwords_sha256": _sha256(STOPWORDS_FILE)}
    (target / "about.json").write_text(json.dumps(about))
    return target


def load_prepared(folder: Path, source: Path) -> Detector | None:
    """The detector from a prepare_identifier folder, its identifier memory-mapped; None when there is none, or
    when it was prepared from another model or stopword file, or for other languages."""
    try:
        about = json.loads((folder / "about.json").read_text())
    except (OSError, ValueError):
        return None
    if (
        about.get("source_sha256") != _sha256(source)
        or about.get("stopwords_sha256") != _sha256(STOPWORDS_FILE)
        or set(about.get("labels", ())) != set(LANGUAGES)
    ):
        return None
    try:
        word_columns = json.loads((folder / "function_words.json").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    weights, priors, transitions, rows, outputs = (
        np.load(folder / f"{name}.npy", mmap_mode="r", allow_pickle=False) for name in _ARRAYS
    )
    # memoryviews index as fast as py3langid's own array('I') in its byte-by-byte walk, without a copy.
    identifier = LanguageIdentifier(
        weights, np.array(priors), about["labels"], memoryview(transitions), memoryview(outputs),
        norm_probs=True, tk_row=memoryview(rows),
    )  # fmt: skip
    return Detector(identifier, word_columns)


def _sha256(path: Path) -> str | None:
    try:
        return hashlib.sha256(path.read_bytes()).hexdigest()
    except OSError:
        return None


def function_word_columns(labels: tuple[str, ...]) -> dict[str, list[int]]:
    """Function word -> the columns (indexes in `labels`) of the at most MAX_WORD_LANGUAGES languages using it."""
    from stopwordsiso import stopwords

    columns: dict[str, list[int]] = defaultdict(list)
    for column, lang in enumerate(labels):
        for word in {word.lower() for word in stopwords(lang)}:
            columns[word.lower()].append(column)
    for word, langs in _SHARED_WORDS.items():
        columns[word] = [labels.index(lang) for lang in langs if lang in labels]
    return {word: found for word, found in columns.items() if len(found) <= MAX_WORD_LANGUAGES}
