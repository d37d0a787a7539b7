"""The handler reads top to bottom: its rooms (the folders of handler/, and handler/main.py) sit in layers, and a
room imports only rooms of the layers below its own (LAYERS says why each sits where it does). The engine imports
nothing of the layers that call it or record what it did, no two rooms import each other, and the README's layout
names every room, in the same order. A collaborator a lower layer needs, such as the metrics recorder the engine's
audio checks count into, is handed to it by the function's build step (handler/platform/function.py). Read from the
source, as tests/test_paths.py does."""

from __future__ import annotations

import ast
import re
from graphlib import CycleError, TopologicalSorter
from pathlib import Path

import pytest

from tests.test_paths import handler_imports

ROOT = Path(__file__).resolve().parents[1]
ABOVE_THE_ENGINE = (
    "handler.service",
    "handler.api",
    "handler.jobs",
    "handler.sources",
    "handler.platform",
    "handler.main",
    "handler.polly",
)

# Top to bottom; a room imports only rooms of lower layers (none of its own layer, none above), each for a reason.
LAYERS: tuple[tuple[frozenset[str], str], ...] = (
    (frozenset({"main"}), "the Lambda entrypoint: builds the function at import (the init phase)"),
    (frozenset({"platform"}), "the composition root: builds every part below and hands each its collaborators"),
    (frozenset({"api", "sources"}), "the ways in: HTTP routes, and events; neither calls the other"),
    (frozenset({"polly"}), "Polly's API over the kit: its synthesis tasks are bucket jobs, so it sits above jobs"),
    (frozenset({"jobs"}), "bucket jobs and long jobs' segments: a job is a planned speech request, run later"),
    (frozenset({"service"}), "one request's service: plan, checks, rendering, admission, metrics, what it drives"),
    (frozenset({"storage"}), "the bucket and what it keeps: voice files (the engine parses them), lexicons (text's"
     " PLS), cache entries (audio formats): above the parts whose data it stores"),
    (frozenset({"text", "engine", "audio"}), "the parts: text in, audio out, encoded; each on its own"),
    (frozenset({"kernel"}), "what every room uses: settings, errors, the invocation context, logs"),
)  # fmt: skip


def reachable(graph: dict[str, set[str]], start: set[str]) -> set[str]:
    """Every module the start modules import, directly or through others."""
    seen: set[str] = set()
    todo = list(start)
    while todo:
        for imported in graph[todo.pop()] - seen:
            seen.add(imported)
            todo.append(imported)
    return seen


def room(module: str) -> str:
    """handler.engine.synthesis -> handler.engine; handler.main -> handler.main."""
    return ".".join(module.split(".")[:2])


def layer_of(module: str) -> int:
    name = room(module).removeprefix("handler.")
    (index,) = [index for index, (rooms, _why) in enumerate(LAYERS) if name in rooms]
    return index


def layout_block() -> str:
    readme = (ROOT / "README.md").read_text()
    section = readme[readme.index("## Layout") :]
    return section[section.index("```") : section.index("```", section.index("```") + 3)]


def test_the_engine_imports_nothing_of_the_layers_above_it() -> None:
    graph = handler_imports()
    engine = {name for name in graph if room(name) == "handler.engine"}
    assert {"handler.engine.synthesis", "handler.engine.quality"} <= engine
    above = sorted(name for name in reachable(graph, engine) if name.startswith(ABOVE_THE_ENGINE))
    assert above == [], "the engine is handed what it needs (handler/platform/function.py), it imports nothing above it"


def test_no_two_rooms_of_the_handler_import_each_other() -> None:
    rooms: dict[str, set[str]] = {}
    for name, imported in handler_imports().items():
        rooms.setdefault(room(name), set()).update(room(other) for other in imported if room(other) != room(name))
    assert {"handler.engine", "handler.api", "handler.service"} <= rooms.keys()
    try:
        TopologicalSorter(rooms).prepare()
    except CycleError as error:
        pytest.fail(f"two rooms import each other: {' -> '.join(error.args[1])}")


def test_the_invocation_context_is_typed_down_to_the_jobs() -> None:
    """The jobs and the time budget take `runtime.InvocationContext` (what Lambda's context and the Web Adapter's
    have), not `object` read with getattr: mypy checks each use."""
    root = Path(__file__).resolve().parents[1] / "handler"
    untyped = []
    for path in sorted(root.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text())):
            annotation = ast.unparse(node.annotation) if isinstance(node, ast.arg) and node.annotation else ""
            if isinstance(node, ast.arg) and node.arg == "context" and annotation in ("object", "Any", "object | None"):
                untyped.append(f"{path.relative_to(root)}:{node.lineno}")
            if (
                isinstance(node, ast.Call)
                and ast.unparse(node.func) == "getattr"
                and ast.unparse(node.args[0]) == "context"
            ):
                untyped.append(f"{path.relative_to(root)}:{node.lineno} getattr")
    assert untyped == [], untyped


def test_every_import_runs_from_a_higher_layer_to_a_lower_one() -> None:
    graph = handler_imports()
    upward = sorted(
        f"{name} -> {imported}"
        for name, imports in graph.items()
        if name != "handler"
        for imported in imports
        if room(imported) != room(name) and layer_of(imported) <= layer_of(name)
    )
    assert upward == [], "an import that does not run down the layers (tests/test_layers.py LAYERS): " + ", ".join(
        upward
    )


def test_every_room_has_a_layer_and_every_module_a_room() -> None:
    handler = ROOT / "handler"
    rooms = {path.name for path in handler.iterdir() if path.is_dir() and (path / "__init__.py").exists()}
    loose = {path.name for path in handler.glob("*.py")} - {"__init__.py", "main.py"}
    assert loose == set(), "a module outside the rooms: put it in the room that says what it is"
    assert rooms | {"main"} == set().union(*(layer for layer, _why in LAYERS))


def test_the_readme_layout_names_every_room_top_to_bottom() -> None:
    block = layout_block()
    named = re.findall(r"^handler/(\w+)(?:/|\.py)", block, flags=re.MULTILINE)
    rooms = [name for layer, _why in LAYERS for name in sorted(layer)]
    assert sorted(named) == sorted(rooms), "README.md's layout should name each room of handler/ once"
    order = [layer_of(f"handler.{name}") for name in named]
    assert order == sorted(order), "README.md's layout should list the rooms top to bottom, as LAYERS does"
