"""Every case table under tests/frontend_cases/: what the model reads for sentences of each token class, in each
language (the format is in tests/frontend_cases/README.md), and the normalisation table of README.md and
docs/normalisation.md they measure."""

from __future__ import annotations

import pytest

from handler.text.languages import LANGUAGES
from tools.normalisation_table import CASES_DIR, CLASSES, END, PAGES, START, Case, load_cases, reading, render

CASES = load_cases()


def test_every_table_is_a_known_class_and_language() -> None:
    for path in CASES_DIR.glob("*/*.tsv"):
        assert path.parent.name in CLASSES, path
        assert path.stem in LANGUAGES, path


def test_every_language_with_gender_or_case_has_thirty_agreement_cases() -> None:
    # a number meets a noun in different genders and cases (issue 38); languages whose numbers agree only at one
    # (sv, da) or through counters (ko) have fewer
    counts = {lang: sum(case.kind == "agreement" and case.lang == lang for case in CASES) for lang in LANGUAGES}
    agreeing = (
        "ar",
        "bg",
        "cs",
        "de",
        "el",
        "es",
        "et",
        "fi",
        "fr",
        "hr",
        "hu",
        "it",
        "lt",
        "lv",
        "pl",
        "pt",
        "ro",
        "ru",
    )
    agreeing += ("sk", "sl", "tr", "uk")
    assert {lang: counts[lang] for lang in agreeing if counts[lang] < 30} == {}


@pytest.mark.parametrize("case", CASES, ids=[f"{case.kind}/{case.lang}:{case.line}" for case in CASES])
def test_reading(case: Case) -> None:
    expected = " ".join(case.expected.split())
    if case.expected_to_fail:
        # strict: a case marked "xfail" that reads right now fails here, so its mark is removed
        assert reading(case) != expected, "reads right now: remove its xfail note"
    else:
        assert reading(case) == expected


@pytest.mark.parametrize("page", PAGES, ids=[page.name for page in PAGES])
def test_the_page_table_is_what_the_cases_measure(page) -> None:
    table = page.read_text(encoding="utf-8").partition(START)[2].partition(END)[0].strip()
    assert table == render(CASES), "run `python tools/normalisation_table.py --write`"
