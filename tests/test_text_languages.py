"""Language codes, their checking and the chunk limit per language."""

from __future__ import annotations

import pytest

from handler.kernel.errors import InvalidRequest
from handler.text.languages import ALL_LANGUAGES, FALLBACK_LANGUAGE, LANGUAGES, check_language, chunk_limit


def test_codes() -> None:
    assert len(LANGUAGES) == 31 and LANGUAGES[:3] == ("en", "ko", "ja")
    assert (*LANGUAGES, "na") == ALL_LANGUAGES and FALLBACK_LANGUAGE == "na"


@pytest.mark.parametrize(("lang", "limit"), [("ko", 120), ("ja", 120), ("en", 300), ("de", 300), ("na", 300)])
def test_chunk_limit(lang: str, limit: int) -> None:
    assert chunk_limit(lang) == limit


@pytest.mark.parametrize(
    ("given", "code"),
    [
        ("en", "en"),
        (" KO ", "ko"),
        ("en-US", "en"),
        ("pt_BR", "pt"),
        ("NA", "na"),
        ("sl-Latn-SI", "sl"),
        ("EN_us_POSIX", "en"),
        ("arb", "ar"),
        ("in", "id"),
    ],  # fmt: skip
)
def test_check_language_accepts(given: str, code: str) -> None:
    assert check_language(given) == code


@pytest.mark.parametrize("given", ["", "zh", "english", "xx-en", "-en", "zh-Hant-TW", "en--US", "en US", "en-"])
def test_check_language_rejects_with_the_valid_codes(given: str) -> None:
    with pytest.raises(InvalidRequest) as caught:
        check_language(given)
    assert caught.value.param == "lang"
    assert "en, ko, ja" in caught.value.message and "vi, na" in caught.value.message
