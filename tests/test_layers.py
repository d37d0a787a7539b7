"""The request path reads in one direction (HTTP/event -> text -> engine -> audio -> storage): the engine, its
bottom, imports nothing of the layers that call it or record what it did (metrics, the API, jobs, the event
sources, the speech service), and no two rooms of handler/ (its folders and root modules) import each other.
A collaborator a lower layer needs, such as the metrics recorder the engine's audio checks count into, is handed
to it by the function's build step (handler/platform/function.py). Read from the source, as tests/test_paths.py does."""

from __future__ import annotations

import ast
from graphlib import CycleError, TopologicalSorter
from pathlib import Path

import pytest

from tests.test_paths import handler_imports

ABOVE_THE_ENGINE = (
    "handler.service.metrics",
    "handler.api",
    "handler.jobs",
    "handler.sources",
    "handler.service.speech",
    "handler.platform.function",
    "handler.main",
    "handler.polly",
)


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
    """handler.engine.synthesis -> handler.engine; handler.service.speech -> handler.service.speech."""
    return ".".join(module.split(".")[:2])


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
