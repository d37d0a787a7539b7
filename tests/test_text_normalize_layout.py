"""The front end's layout, read from its import graph: class modules find tokens and reach a language only through the
registry (languages.home); a language's home (languages/<code>.py) imports no class; no home is loaded at import."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

from handler.text.languages import LANGUAGES
from handler.text.normalize.languages import home

ROOT = Path(__file__).resolve().parent.parent
NORMALIZE = ROOT / "handler" / "text" / "normalize"
REGISTRY = "handler.text.normalize.languages"
CLASSES = "handler.text.normalize.classes"


def imports(path: Path) -> list[tuple[str, tuple[str, ...]]]:
    """(module, names) for each import statement of the file; names is empty for `import module`."""
    found: list[tuple[str, tuple[str, ...]]] = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found += [(alias.name, ()) for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module:
            found.append((node.module, tuple(alias.name for alias in node.names)))
    return found


def reaches_a_home(module: str, names: tuple[str, ...]) -> bool:
    """Whether the import names a language's home itself, not the registry."""
    if module.startswith(REGISTRY + "."):
        return True
    return module == REGISTRY and any(name != "home" for name in names)


def python_files(folder: Path) -> list[Path]:
    return sorted(folder.rglob("*.py"))


def test_no_module_reaches_a_home_but_through_the_registry() -> None:
    outside = [path for path in python_files(ROOT / "handler") if path.parent != NORMALIZE / "languages"]
    assert any(path.parent == NORMALIZE / "classes" for path in outside)
    for path in outside:
        for module, names in imports(path):
            assert not reaches_a_home(module, names), (path.relative_to(ROOT), module, names)


def test_a_home_imports_no_class() -> None:
    homes = python_files(NORMALIZE / "languages")
    assert len(homes) == len(LANGUAGES) + 1  # one per language, and the registry
    for path in homes:
        for module, _ in imports(path):
            assert not module.startswith(CLASSES), (path.relative_to(ROOT), module)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_language_has_its_home(lang: str) -> None:
    assert home(lang).lang == lang
    assert home(lang).abbreviations.strip()
    assert home(lang).numbers is not None  # its last pass: no digit is left for the model


def test_the_fallback_language_has_an_empty_home() -> None:
    assert home("na").lang == "na" and not home("na").abbreviations and home("na").numbers is None


def test_no_home_is_loaded_at_import() -> None:
    code = (
        "import sys, handler.text.normalize, handler.text.frontend;"
        f"print(sorted(m for m in sys.modules if m.startswith('{REGISTRY}.')))"
    )
    loaded = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=ROOT)
    assert loaded.stdout.strip() == "[]"
