"""Every case table under tests/frontend_cases/: what the model reads for sentences of each token class, in each
language (the format is in tests/frontend_cases/README.md), and the normalisation table of README.md and
docs/normalisation.md they measure."""

from __future__ import annotations

from collections import defaultdict

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


def written_more_than_once() -> dict[tuple[str, str], list[Case]]:
    """The inputs (whitespace collapsed) that more than one row of a language holds, in one table or in two."""
    rows: dict[tuple[str, str], list[Case]] = defaultdict(list)
    for case in CASES:
        rows[(case.lang, " ".join(case.text.split()))].append(case)
    return {key: cases for key, cases in rows.items() if len(cases) > 1}


def where(cases: list[Case]) -> list[str]:
    return [f"{case.kind}/{case.lang}.tsv:{case.line} {case.expected!r}" for case in cases]


def test_no_sentence_is_read_two_ways_in_one_language() -> None:
    # one of the two readings is not what speakers say: settle it, keep one row
    contradicting = {
        f"{lang}: {text!r}": where(cases)
        for (lang, text), cases in written_more_than_once().items()
        if len({" ".join(case.expected.split()) for case in cases}) > 1
    }
    assert contradicting == {}


def test_no_sentence_is_counted_twice_in_one_language() -> None:
    # a row merged in twice weighs twice in the table the cases measure
    repeated = {f"{lang}: {text!r}": where(cases) for (lang, text), cases in written_more_than_once().items()}
    assert repeated == {}


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
