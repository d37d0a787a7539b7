"""Parity with the official `supertonic` 1.3.1 package: preprocessing, language tags, validation and chunking.

The official modules are loaded from the installed package's folder without running its `__init__` (which pulls
in the model downloader and its dependencies): only core.py, config.py and utils.py are needed.
"""

from __future__ import annotations

import importlib
import importlib.util
import json
import sys
import types
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from handler.text.chunking import chunk_text
from handler.text.frontend import prepare_text
from handler.text.languages import ALL_LANGUAGES, LANGUAGES, chunk_limit
from handler.text.preprocess import preprocess, unsupported_characters, wrap_language


def load_official(name: str) -> types.ModuleType:
    spec = importlib.util.find_spec("supertonic")
    assert spec is not None and spec.submodule_search_locations, "pip install --no-deps supertonic==1.3.1"
    if "official_supertonic" not in sys.modules:
        package = types.ModuleType("official_supertonic")
        package.__path__ = list(spec.submodule_search_locations)
        sys.modules["official_supertonic"] = package
    return importlib.import_module(f"official_supertonic.{name}")


core = load_official("core")
utils = load_official("utils")
config = load_official("config")

EVERY_BMP_CHARACTER = frozenset(map(chr, range(65_536)))
# Characters the test indexer does not know: a few symbols, and every 7th code point above ASCII.
UNKNOWN = {ord(c) for c in "☃€¤ⓐ"}


@pytest.fixture(scope="module")
def processor(tmp_path_factory: pytest.TempPathFactory):
    indexer = [-1 if i in UNKNOWN or (i > 127 and i % 7 == 0) else i for i in range(65_536)]
    path = Path(tmp_path_factory.mktemp("indexer")) / "unicode_indexer.json"
    path.write_text(json.dumps(indexer))
    return core.UnicodeProcessor(str(path))


# Text built from what the preprocessing treats specially, mixed with arbitrary characters.
FRAGMENTS = [
    "Hello", "world", "안녕하세요", "こんにちは", "Привет", "مرحبا", "Ελλάδα", "naïve", "Å", "ﬁ", "①", "㎏",
    "e.g.,", "i.e.,", "i.e.g.,", "@", "Mr. ", "Dr. ", "Ph.D. ", "U.S. ", "etc. ", "vs. ",
    "–", "—", "‑", "¯", "_", "“", "”", "‘", "’", "´", "`", "[", "]", "|", "/", "#", "→", "←",
    "♥", "☆", "♡", "©", "\\", "😀", "🎉", "🇰🇷", "☀", "✂", "🙏🏽", "…", "。", "」", "』", "»", "›",
    " ,", " .", " !", " ?", " ;", " :", " '", '""', "''", "``", '" "', ". ", "! ", "? ", "\n", "\n\n", "\t",
    "\u00a0", "\u3000", "  ", "\u0301", "12", "3.5", "$", "%", "(", ")", "{", "}",
]  # fmt: skip
texts = st.lists(st.sampled_from(FRAGMENTS) | st.text(max_size=4), max_size=30).map("".join)
languages = st.sampled_from(ALL_LANGUAGES)


@settings(max_examples=400, deadline=None)
@given(text=texts | st.text())
def test_preprocess_is_the_official_preprocessing(processor, text: str) -> None:
    assert preprocess(text) == processor._preprocess_text(text)


@settings(max_examples=100, deadline=None)
@given(text=texts, lang=languages)
def test_language_tags_are_the_official_ones(processor, text: str, lang: str) -> None:
    assert wrap_language(preprocess(text), lang) == processor._preprocess_text(text, lang)


@settings(max_examples=200, deadline=None)
@given(text=texts | st.text())
def test_unsupported_characters_are_the_official_validation(processor, text: str) -> None:
    valid, unsupported = processor.validate_text(text)
    assert unsupported_characters(text, frozenset(processor.supported_character_set)) == unsupported
    assert valid == (not unsupported)


# Sentences short enough that most texts stay within the limit, so the exact comparison runs often.
sentences = st.lists(
    st.sampled_from(
        [
            "Hi.",
            "Hello there!",
            "Is it?",
            "Mr. Smith came.",
            "Dr. No.",
            "See e.g. this.",
            "J. R. R. wrote.",
            "It costs 3.5 dollars.",
            "Wait...",
            "Ph.D. holders.",
            "A. B. C.",
            "etc. and more.",
            "Inc. Ltd. Co.",
            "안녕하세요.",
            "今日は。",
            "no stop",
            "x?!",
            "end.\n",
            "\n\n",
            "\n \n",
            " ",
            "\t",
            "word " * 7,
        ]
    )
    | st.text(max_size=12),
    max_size=40,
).map(" ".join)


@settings(max_examples=300, deadline=None)
@given(text=sentences, max_len=st.integers(10, 120))
def test_chunks_are_the_official_chunks_whenever_those_fit(text: str, max_len: int) -> None:
    official = utils.chunk_text(text, max_len)
    ours = chunk_text(text, max_len)
    if all(len(chunk) <= max_len for chunk in official):
        assert [chunk.text for chunk in ours] == official
    assert all(len(chunk.text) <= max_len for chunk in ours)


def speakable(text: str) -> str:
    """`text` without the characters that stay outside the BMP after preprocessing (no indexer entry)."""
    return "".join(char for char in text if all(ord(kept) <= 0xFFFF for kept in preprocess(char)))


@settings(max_examples=150, deadline=None)
@given(text=(sentences | texts).map(speakable).filter(str.strip), lang=languages)
def test_without_normalisation_the_model_gets_what_the_official_package_sends(processor, text: str, lang: str) -> None:
    limit = chunk_limit(lang)
    official = utils.chunk_text(text, limit)
    prepared = prepare_text(text, lang=lang, supported=EVERY_BMP_CHARACTER, normalize=False)
    if all(len(chunk) <= limit for chunk in official):
        assert [chunk.model_text for chunk in prepared.chunks] == [
            processor._preprocess_text(chunk, lang) for chunk in official
        ]


def test_languages_and_chunk_limits_are_the_official_ones() -> None:
    assert list(ALL_LANGUAGES) == config.AVAILABLE_LANGUAGES
    assert list(LANGUAGES) == config.SUPPORTED_LANGUAGES
    assert chunk_limit("en") == config.DEFAULT_MAX_CHUNK_LENGTH
    assert chunk_limit("ko") == config.DEFAULT_MAX_CHUNK_LENGTH_KO
