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


def in_a_home(path: Path) -> bool:
    """Whether the file is a language's home, or a module of a home that is a folder (languages/en/prose.py), or the
    registry."""
    return (NORMALIZE / "languages") in path.parents


def test_no_module_reaches_a_home_but_through_the_registry() -> None:
    outside = [path for path in python_files(ROOT / "handler") if not in_a_home(path)]
    assert any(path.parent == NORMALIZE / "classes" for path in outside)
    for path in outside:
        for module, names in imports(path):
            assert not reaches_a_home(module, names), (path.relative_to(ROOT), module, names)


def test_a_home_imports_no_class() -> None:
    homes = python_files(NORMALIZE / "languages")
    languages = NORMALIZE / "languages"
    named = {path.parent.name if path.parent != languages else path.stem for path in homes} - {"__init__"}
    assert named == set(LANGUAGES)  # one home per language (a module, or a folder), and the registry
    for path in homes:
        for module, _ in imports(path):
            assert not module.startswith(CLASSES), (path.relative_to(ROOT), module)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_language_has_its_home(lang: str) -> None:
    assert home(lang).lang == lang
    assert home(lang).abbreviations.strip()
    assert home(lang).numbers is not None  # its last pass: no digit is left for the model


# The number words of the languages that read their own numbers: a class asks the home for them (Home.own_numbers).
OWN_WORDS = {"handler.text.normalize.languages.en.words", "handler.text.normalize.languages.ko.words"}


def test_a_class_reaches_a_languages_own_number_words_only_through_its_home() -> None:
    for path in python_files(NORMALIZE / "classes"):
        for module, names in imports(path):
            named = {module} | {f"{module}.{name}" for name in names}
            assert not named & OWN_WORDS, (path.relative_to(ROOT), module, names)


def test_the_fallback_language_has_an_empty_home() -> None:
    assert home("na").lang == "na" and not home("na").abbreviations and home("na").numbers is None


def test_no_home_is_loaded_at_import() -> None:
    code = (
        "import sys, handler.text.normalize, handler.text.frontend;"
        f"print(sorted(m for m in sys.modules if m.startswith('{REGISTRY}.')))"
    )
    loaded = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=ROOT)
    assert loaded.stdout.strip() == "[]"


def language_codes_in(path: Path) -> list[int]:
    """The lines where the module's code (not its docstrings) names one of the 31 languages by its code."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    docstrings = {
        id(node.body[0].value)
        for node in ast.walk(tree)
        if isinstance(node, ast.Module | ast.FunctionDef | ast.ClassDef)
        and node.body
        and isinstance(node.body[0], ast.Expr)
    }
    return [
        node.lineno
        for node in ast.walk(tree)
        if isinstance(node, ast.Constant) and node.value in LANGUAGES and id(node) not in docstrings
    ]


TEXT = ROOT / "handler" / "text"
# The modules of handler/text/ that name languages for what they are, not for how one is said: the list of the
# model's codes and its limits per language, and detection, which tells languages apart before one is chosen.
ABOUT_LANGUAGES = {TEXT / "languages.py", TEXT / "detect.py"}


@pytest.mark.parametrize(
    "path",
    [path for path in python_files(TEXT) if not in_a_home(path) and path not in ABOUT_LANGUAGES],
    ids=lambda path: str(path.relative_to(TEXT)),
)
def test_only_a_home_names_its_language(path: Path) -> None:
    found = language_codes_in(path)
    # A class finds tokens, a shared module holds grammar languages share, the SSML reader (say_as.py) asks the home:
    # what one language says is its home's.
    assert not found, f"{path.relative_to(TEXT)} names a language on lines {found}: say it in that language's home"


def test_the_layout_covers_the_text_front_end_beside_the_classes() -> None:
    covered = {path.name for path in python_files(TEXT) if not in_a_home(path) and path not in ABOUT_LANGUAGES}
    assert {"say_as.py", "frontend.py", "ssml.py", "cardinal.py", "dating.py"} <= covered
