"""docs/paths.md against the code as it runs: each path traced through the Lambda entry (tests/trace_paths.py,
moto and the synthetic model), then compared with what the page says of it; and no import cycle in handler/."""

from __future__ import annotations

import ast
import re
from graphlib import CycleError, TopologicalSorter
from pathlib import Path

import pytest

from tests.trace_paths import Trace, module_of, table, trace_all, two_way

PAGE = Path(__file__).resolve().parents[1] / "docs" / "paths.md"
# The page's sections with a module listing, and the traced path each lists.
SECTIONS = {
    "## 1. Buffered speech": "buffered speech",
    "## 3. A bucket job": "bucket job",
    "## 4. A segment": "segment and assembly",
}


@pytest.fixture(scope="module")
def traces() -> dict[str, Trace]:
    return trace_all()


def listed_modules(heading: str) -> set[str]:
    """The modules a section's listing names in its first column (`sources/s3.py`, `speech.py`, ...)."""
    text = PAGE.read_text()
    section = text[text.index(heading) :]
    listing = section[section.index("```text") : section.index("```\n", section.index("```text") + 7)]
    names = re.findall(r"^([a-z_/]+\.py)", listing, flags=re.MULTILINE)
    assert names, heading
    return {module_of(str(PAGE.parents[1] / "handler" / name)) or name for name in names}


def test_the_page_table_is_what_the_trace_counts(traces: dict[str, Trace]) -> None:
    rows = table(traces).splitlines()[2:]
    assert set(traces) == {"buffered speech", "streamed speech", "bucket job", "segment and assembly"}
    for row in rows:
        assert row in PAGE.read_text(), f"docs/paths.md should read: {row} (python -m tests.trace_paths)"


@pytest.mark.parametrize(("heading", "path"), SECTIONS.items())
def test_every_module_a_listing_names_runs_on_its_path(traces: dict[str, Trace], heading: str, path: str) -> None:
    assert listed_modules(heading) <= set(traces[path].modules)


def test_no_two_modules_call_each_other_both_ways(traces: dict[str, Trace]) -> None:
    """Each path reads in one direction: a callback or a generator handed back up would show as a pair here."""
    assert {name: two_way(trace) for name, trace in traces.items()} == {name: [] for name in traces}


def test_the_route_reaches_the_engine_through_speech(traces: dict[str, Trace]) -> None:
    assert traces["buffered speech"].chain_to("engine/synthesis") == [
        "api/openai_routes",
        "service/speech",
        "service/planning",
        "service/checks",
        "engine/synthesis",
    ]


def handler_imports() -> dict[str, set[str]]:
    """Each module of handler/ and the modules of handler/ it imports, at the top or inside a function (an
    import for the type checker only is left out: it never runs)."""
    root = PAGE.parents[1]
    files = {".".join(path.relative_to(root).with_suffix("").parts).removesuffix(".__init__"): path
             for path in (root / "handler").rglob("*.py")}  # fmt: skip
    graph: dict[str, set[str]] = {}
    for name, path in files.items():
        tree = ast.parse(path.read_text())
        typing_only = {
            id(inner)
            for node in ast.walk(tree)
            if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test)
            for statement in node.body
            for inner in ast.walk(statement)
        }
        imported: set[str] = set()
        for node in ast.walk(tree):
            if id(node) in typing_only:
                continue
            if isinstance(node, ast.Import):
                imported |= {alias.name for alias in node.names if alias.name in files}
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module in files:
                submodules = {f"{node.module}.{alias.name}" for alias in node.names} & files.keys()
                imported |= submodules or {node.module}
        graph[name] = imported - {name}
    return graph


def test_no_import_cycle_in_handler() -> None:
    graph = handler_imports()
    assert len(graph) > 100 and graph["handler.service.speech"] >= {"handler.engine", "handler.audio.stream"}
    try:
        TopologicalSorter(graph).prepare()
    except CycleError as error:
        pytest.fail(f"an import cycle: {' -> '.join(error.args[1])}")
