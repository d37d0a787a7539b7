"""docs/limits.md: its Python runs as written and prints what it says; its figures are bench/deadline.py's."""

from __future__ import annotations

import contextlib
import io
import json
import re
from pathlib import Path

import pytest

from bench.deadline import figures, real_rtf_at_2048
from handler.service.workload import PRIOR_REAL, PRIOR_SYNTHETIC

ROOT = Path(__file__).resolve().parents[1]
DOC = (ROOT / "docs" / "limits.md").read_text()


def test_the_python_example_prints_what_its_comment_says() -> None:
    (block,) = re.findall(r"```python\n(.*?)```", DOC, re.S)
    printed = io.StringIO()
    with contextlib.redirect_stdout(printed):
        exec(compile(block, "docs/limits.md", "exec"), {})
    expected = re.search(r"print\(.*\)\s+# (.+)", block).group(1)
    assert printed.getvalue().strip() == expected


def test_the_priors_agree_with_the_measured_and_published_speeds() -> None:
    results = json.loads((ROOT / "bench" / "results.json").read_text())
    synthetic, real = figures(results)
    assert synthetic["seconds_per_char"] == pytest.approx(PRIOR_SYNTHETIC, rel=0.05)
    assert real["seconds_per_char"] == pytest.approx(PRIOR_REAL, rel=0.05)
    assert real_rtf_at_2048() == pytest.approx(0.76, abs=0.005)


def test_the_doc_quotes_the_bench_figures() -> None:
    synthetic, real = figures(json.loads((ROOT / "bench" / "results.json").read_text()))
    for row in (synthetic, real):
        cell = row["by_function_timeout"][300]
        assert f"{cell['largest_sync_chars']:,} characters" in DOC
        assert f"{cell['takes_seconds']:.0f} s" in DOC
    assert f"about {real['by_function_timeout'][60]['largest_sync_chars']:,} characters" in DOC


def test_the_readme_quotes_the_real_models_figures() -> None:
    readme = " ".join((ROOT / "README.md").read_text().split())
    _, real = figures(json.loads((ROOT / "bench" / "results.json").read_text()))
    cell = real["by_function_timeout"][300]
    assert f"about {cell['largest_sync_chars']:,} characters, taking {cell['takes_seconds']:.0f} s" in readme
    assert f"about {real['by_function_timeout'][60]['largest_sync_chars']:,} characters at 60 s" in readme
