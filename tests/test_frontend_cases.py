"""Every case table under tests/frontend_cases/: what the model reads for sentences of each token class, in each
language (the format is in tests/frontend_cases/README.md), and the table of docs/normalisation.md they measure."""

from __future__ import annotations

import pytest

from handler.text.languages import LANGUAGES
from tools.normalisation_table import CASES_DIR, CLASSES, END, PAGE, START, load_cases, reading, render

CASES = load_cases()


def test_every_table_is_a_known_class_and_language() -> None:
    for path in CASES_DIR.glob("*/*.tsv"):
        assert path.parent.name in CLASSES, path
        assert path.stem in LANGUAGES, path


@pytest.mark.parametrize(
    "case",
    [
        pytest.param(
            case,
            id=f"{case.kind}/{case.lang}:{case.line}",
            marks=[pytest.mark.xfail(reason="marked in its table", strict=True)] if case.expected_to_fail else [],
        )
        for case in CASES
    ],
)
def test_reading(case) -> None:
    assert reading(case) == " ".join(case.expected.split())


def test_the_docs_table_is_what_the_cases_measure() -> None:
    page = PAGE.read_text(encoding="utf-8")
    table = page.partition(START)[2].partition(END)[0].strip()
    assert table == render(CASES), "run `python tools/normalisation_table.py --write`"
