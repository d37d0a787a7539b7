"""One composition root: the function's build step (handler/platform/function.py) constructs every part of the
service and hands each its collaborators; the parts build none of each other. Read from the source, as
tests/test_layers.py does, and from a built function."""

from __future__ import annotations

import ast
import json
from pathlib import Path

from tests.events import LambdaContext, function_url_event

HANDLER = Path(__file__).resolve().parents[1] / "handler"
COMPOSITION_ROOT = HANDLER / "platform"

# The service's parts, by the name that constructs each (a class, or the one function that builds it).
PARTS = frozenset(
    {
        "Speech",
        "VoiceStore",
        "store_for",
        "LexiconStore",
        "Admission",
        "Pace",
        "AuditTrail",
        "AudioCache",
        "Metrics",
        "load_engine",
        "JobRunner",
        "SegmentWorker",
    }
)


def constructed(node: ast.Call) -> str:
    """`Pace(...)` -> Pace; `AuditTrail.from_settings(...)` -> AuditTrail; `Metrics.chosen(...)` -> Metrics."""
    func = node.func
    if isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name) and func.value.id in PARTS:
        return func.value.id
    return func.id if isinstance(func, ast.Name) else ""


def defined_in(tree: ast.Module) -> set[str]:
    return {node.name for node in tree.body if isinstance(node, ast.ClassDef | ast.FunctionDef)}


def test_only_the_composition_root_constructs_the_services_parts() -> None:
    outside = []
    for path in sorted(HANDLER.rglob("*.py")):
        if path.is_relative_to(COMPOSITION_ROOT):
            continue
        tree = ast.parse(path.read_text())
        own = defined_in(tree)  # a module may build its own kind (a factory beside its class)
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and (name := constructed(node)) in PARTS and name not in own:
                outside.append(f"{path.relative_to(HANDLER)}:{node.lineno} {name}")
    assert outside == [], "built outside handler/platform/function.py: " + ", ".join(outside)


def test_the_built_function_hands_its_parts_to_whoever_uses_them(make_main) -> None:
    main = make_main(SUPERTONIC_AUDIT="true")
    speech = main.services.speech
    assert speech.cache is not None and speech.cache.bucket is main.services.bucket
    assert speech.voices.bucket is main.services.bucket and speech.lexicons.bucket is main.services.bucket
    assert speech.audit is not None and speech.audit.bucket.name == main.services.bucket.name
    assert speech.admission.running == len(main.services.engine.model.sessions)
    runner = next(source for source in main.sources if type(source).__name__ == "S3Source").runner
    assert runner is not None and runner.speech is speech and runner.bucket is main.services.bucket


def test_each_built_function_records_into_its_own_metrics(make_main, capsys) -> None:
    """The recorder is built with the function and handed down, not process-wide state the last build set: a
    function built for EMF still prints its figures after another was built for Prometheus."""
    emf = make_main(SUPERTONIC_METRICS="emf")
    make_main(SUPERTONIC_METRICS="prometheus")
    capsys.readouterr()
    assert emf.handler(function_url_event("GET", "/v1/health"), LambdaContext())["statusCode"] == 200
    printed = [json.loads(line) for line in capsys.readouterr().out.splitlines() if line.startswith('{"_aws"')]
    assert any(line.get("route") == "/v1/health" for line in printed)
    runner = next(source for source in emf.sources if type(source).__name__ == "S3Source").runner
    speech = emf.services.speech
    assert runner is not None and runner.recorder is emf.services.metrics and speech.recorder is emf.services.metrics
    assert speech.engine.recorder is emf.services.metrics
