"""The normalisation table of README.md and docs/normalisation.md, measured by the case tables of
tests/frontend_cases/: for each language and token class, how many of its sentences the front end reads as a native
speaker does.

    python tools/normalisation_table.py            # print the table
    python tools/normalisation_table.py --write    # rewrite it in README.md and docs/normalisation.md (between markers)

A test (tests/test_frontend_cases.py) fails when a page's table is not the one the cases give today.
"""

from __future__ import annotations

import argparse
import functools
import sys
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from handler.text.languages import LANGUAGES  # noqa: E402
from handler.text.normalize import normalize  # noqa: E402

CASES_DIR = ROOT / "tests" / "frontend_cases"
PAGES = (ROOT / "README.md", ROOT / "docs" / "normalisation.md")
START, END = "<!-- normalisation-table:start -->", "<!-- normalisation-table:end -->"
CLASSES = (
    "cardinal", "ordinal", "decimal", "fraction", "money", "measure", "time", "date", "range", "telephone",
    "electronic", "address", "roman", "abbreviation", "symbol", "identifier", "characters", "agreement",
)  # fmt: skip
# the table's columns: short names keep it readable on a page
HEADINGS = {"abbreviation": "abbrev.", "electronic": "electr.", "telephone": "phone", "characters": "chars"}


@dataclass(frozen=True)
class Case:
    kind: str
    lang: str
    line: int
    text: str
    expected: str
    expected_to_fail: bool  # marked "xfail: why" in its table


def load_cases(cases_dir: Path = CASES_DIR) -> list[Case]:
    cases = []
    for path in sorted(cases_dir.glob("*/*.tsv")):
        # split on newlines only: str.splitlines() would also break at U+0085, which the characters cases hold
        for number, line in enumerate(path.read_text(encoding="utf-8").split("\n"), 1):
            if not line.strip() or line.startswith("#"):
                continue
            text, expected, *note = line.split("\t")
            failing = bool(note) and note[0].startswith("xfail")
            cases.append(Case(path.parent.name, path.stem, number, text, expected, failing))
    return cases


@functools.cache
def reading(case: Case) -> str:
    """What the front end reads for the case, whitespace collapsed (once per case: the test and the table share it)."""
    return " ".join(normalize(case.text, case.lang).text.split())


def reads_right(case: Case) -> bool:
    return reading(case) == " ".join(case.expected.split())


def render(cases: list[Case]) -> str:
    """A Markdown table: a row per language, a column per class and one for all, "read/written" sentences in each
    cell ("-" where a class does not apply to the language)."""
    counts: dict[tuple[str, str], list[int]] = {}
    for case in cases:
        cell = counts.setdefault((case.lang, case.kind), [0, 0])
        cell[0] += reads_right(case)
        cell[1] += 1
    headings = [HEADINGS.get(kind, kind) for kind in CLASSES]
    lines = ["| lang | all | " + " | ".join(headings) + " |", "|---" * (len(CLASSES) + 2) + "|"]
    for lang in LANGUAGES:
        cells = [
            f"{counts[lang, kind][0]}/{counts[lang, kind][1]}" if (lang, kind) in counts else "-" for kind in CLASSES
        ]
        read = sum(cell[0] for (row, _), cell in counts.items() if row == lang)
        written = sum(cell[1] for (row, _), cell in counts.items() if row == lang)
        lines.append(f"| {lang} | {read}/{written} | " + " | ".join(cells) + " |")
    right = sum(cell[0] for cell in counts.values())
    total = sum(cell[1] for cell in counts.values())
    lines.append("")
    lines.append(f"All: {right} of {total} sentences read as a native speaker reads them.")
    return "\n".join(lines)


def page_with_table(page: str, table: str) -> str:
    head, _, rest = page.partition(START)
    _, _, tail = rest.partition(END)
    return f"{head}{START}\n{table}\n{END}{tail}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    pages = ", ".join(page.name for page in PAGES)
    parser.add_argument("--write", action="store_true", help=f"rewrite the table in {pages}")
    table = render(load_cases())
    if parser.parse_args().write:
        for page in PAGES:
            page.write_text(page_with_table(page.read_text(encoding="utf-8"), table), encoding="utf-8")
    else:
        print(table)


if __name__ == "__main__":
    main()
