"""The normalisation table of docs/normalisation.md, measured by the case tables of tests/frontend_cases/: for
each language and token class, how many of its sentences the front end reads as a native speaker does.

    python tools/normalisation_table.py            # print the table
    python tools/normalisation_table.py --write    # rewrite it in docs/normalisation.md (between its markers)

A test (tests/test_frontend_cases.py) fails when the page's table is not the one the cases give today.
"""

from __future__ import annotations

import argparse
import sys
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from handler.text.languages import LANGUAGES  # noqa: E402
from handler.text.normalize import normalize  # noqa: E402

CASES_DIR = ROOT / "tests" / "frontend_cases"
PAGE = ROOT / "docs" / "normalisation.md"
START, END = "<!-- normalisation-table:start -->", "<!-- normalisation-table:end -->"
CLASSES = (
    "cardinal", "ordinal", "decimal", "fraction", "money", "measure", "time", "date", "range", "telephone",
    "electronic", "address", "roman", "abbreviation",
)  # fmt: skip


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
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if not line.strip() or line.startswith("#"):
                continue
            text, expected, *note = line.split("\t")
            failing = bool(note) and note[0].startswith("xfail")
            cases.append(Case(path.parent.name, path.stem, number, text, expected, failing))
    return cases


def reading(case: Case) -> str:
    """What the front end reads for the case, whitespace collapsed."""
    return " ".join(normalize(case.text, case.lang).text.split())


def reads_right(case: Case) -> bool:
    return reading(case) == " ".join(case.expected.split())


def render(cases: list[Case]) -> str:
    """A Markdown table: a row per language, a column per class, "read/written" sentences in each cell."""
    counts: dict[tuple[str, str], list[int]] = {}
    for case in cases:
        cell = counts.setdefault((case.lang, case.kind), [0, 0])
        cell[0] += reads_right(case)
        cell[1] += 1
    lines = ["| lang | " + " | ".join(CLASSES) + " |", "|---" * (len(CLASSES) + 1) + "|"]
    for lang in LANGUAGES:
        cells = [
            f"{counts[lang, kind][0]}/{counts[lang, kind][1]}" if (lang, kind) in counts else "-" for kind in CLASSES
        ]
        lines.append(f"| {lang} | " + " | ".join(cells) + " |")
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
    parser.add_argument("--write", action="store_true", help=f"rewrite the table in {PAGE.relative_to(ROOT)}")
    table = render(load_cases())
    if parser.parse_args().write:
        PAGE.write_text(page_with_table(PAGE.read_text(encoding="utf-8"), table), encoding="utf-8")
    else:
        print(table)


if __name__ == "__main__":
    main()
