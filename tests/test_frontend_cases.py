"""Every case table under tests/frontend_cases/: what the model reads for sentences of each token class, in each
language (the format is in tests/frontend_cases/README.md)."""

from __future__ import annotations

from pathlib import Path

import pytest

from handler.text.languages import LANGUAGES
from handler.text.normalize import normalize

CASES_DIR = Path(__file__).parent / "frontend_cases"


def load_cases() -> list:
    cases = []
    for path in sorted(CASES_DIR.glob("*/*.tsv")):
        kind, lang = path.parent.name, path.stem
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if not line.strip() or line.startswith("#"):
                continue
            text, expected, *note = line.split("\t")
            marks = [pytest.mark.xfail(reason=note[0], strict=True)] if note and note[0].startswith("xfail") else []
            cases.append(pytest.param(lang, text, expected, id=f"{kind}/{lang}:{number}", marks=marks))
    return cases


def test_every_table_is_a_known_class_and_language() -> None:
    classes = {
        "cardinal", "ordinal", "decimal", "fraction", "money", "measure", "time", "date", "range", "telephone",
        "electronic", "address", "roman", "abbreviation",
    }  # fmt: skip
    for path in CASES_DIR.glob("*/*.tsv"):
        assert path.parent.name in classes, path
        assert path.stem in LANGUAGES, path


@pytest.mark.parametrize(("lang", "text", "expected"), load_cases())
def test_reading(lang: str, text: str, expected: str) -> None:
    assert " ".join(normalize(text, lang).text.split()) == " ".join(expected.split())
