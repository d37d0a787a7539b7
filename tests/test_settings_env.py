"""Every SUPERTONIC_ variable is read once, by `Settings.from_env` (handler/kernel/config.py), and handed down from
there: no other code in handler/, tools/ or bench/ looks one up in the environment (tools and bench may set them for
the processes they start). Read from the source (ast), so a lookup in a branch no test runs is caught too."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from handler.kernel.config import Settings

ROOT = Path(__file__).resolve().parents[1]
FOLDERS = ("handler", "tools", "bench")
SETTINGS_FILE = Path("handler/kernel/config.py")
PREFIX = "SUPERTONIC_"


def setting_constants(trees: dict[Path, ast.Module]) -> set[str]:
    """Names bound at module level to a SUPERTONIC_ string (`ENABLED_ENV = "SUPERTONIC_..."`), in any file."""
    names = set()
    for tree in trees.values():
        for node in tree.body:
            if isinstance(node, ast.Assign) and names_a_setting(node.value, set()):
                names |= {target.id for target in node.targets if isinstance(target, ast.Name)}
    return names


def names_a_setting(key: ast.expr, constants: set[str]) -> bool:
    """Whether an expression is (or starts) a SUPERTONIC_ variable's name."""
    if isinstance(key, ast.Constant):
        return isinstance(key.value, str) and key.value.startswith(PREFIX)
    if isinstance(key, ast.JoinedStr):
        return bool(key.values) and names_a_setting(key.values[0], constants)
    if isinstance(key, ast.BinOp):
        return names_a_setting(key.left, constants)
    if isinstance(key, ast.Name):
        return key.id in constants
    if isinstance(key, ast.Attribute):
        return key.attr in constants
    return False


def is_environ(node: ast.expr) -> bool:
    return (isinstance(node, ast.Attribute) and node.attr == "environ") or (
        isinstance(node, ast.Name) and node.id == "environ"
    )


def lookups(tree: ast.Module, constants: set[str]) -> list[tuple[int, str]]:
    """(line, code) of each lookup of a SUPERTONIC_ name (`.get`, `getenv`, `[...]`, `in`) on any mapping, and
    each environment lookup whose name is computed (it could be any variable)."""
    imported_as = {
        alias.asname
        for node in ast.walk(tree)
        if isinstance(node, ast.ImportFrom)
        for alias in node.names
        if alias.asname and alias.name in constants
    }
    constants = constants | imported_as
    found = []
    for node in ast.walk(tree):
        keys: list[tuple[ast.expr, ast.expr | None]] = []  # (name looked up, mapping it is looked up in)
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.args:
            if node.func.attr in ("get", "getenv"):
                keys.append((node.args[0], node.func.value))
        elif isinstance(node, ast.Subscript) and isinstance(node.ctx, ast.Load):
            keys.append((node.slice, node.value))
        elif isinstance(node, ast.Compare) and any(isinstance(op, (ast.In, ast.NotIn)) for op in node.ops):
            keys.append((node.left, node.comparators[0]))
        for key, mapping in keys:
            computed = not isinstance(key, ast.Constant) and mapping is not None and is_environ(mapping)
            if names_a_setting(key, constants) or computed:
                found.append((node.lineno, ast.unparse(node)))
    return found


def outside_settings(path: Path, tree: ast.Module) -> ast.Module:
    """The file without the `Settings` class of handler/kernel/config.py (the one reader allowed)."""
    if path != SETTINGS_FILE:
        return tree
    body = [node for node in tree.body if not (isinstance(node, ast.ClassDef) and node.name == "Settings")]
    return ast.Module(body=body, type_ignores=[])


def parsed() -> dict[Path, ast.Module]:
    files = [path for folder in FOLDERS for path in sorted((ROOT / folder).rglob("*.py"))]
    return {path.relative_to(ROOT): ast.parse(path.read_text()) for path in files}


def test_nothing_but_settings_reads_a_supertonic_variable() -> None:
    trees = parsed()
    assert len(trees) > 100 and SETTINGS_FILE in trees
    constants = setting_constants(trees)
    found = [
        f"{path}:{line}: {code}"
        for path, tree in trees.items()
        for line, code in lookups(outside_settings(path, tree), constants)
    ]
    assert not found, "read through Settings (handler/kernel/config.py) and passed down instead:\n" + "\n".join(found)


@pytest.mark.parametrize(
    "source",
    [
        'os.environ.get("SUPERTONIC_BUCKET")',
        'os.getenv("SUPERTONIC_BUCKET", "")',
        'environ["SUPERTONIC_BUCKET"]',
        '"SUPERTONIC_BUCKET" in os.environ',
        'env.get("SUPERTONIC_BUCKET")',  # a copy of the environment
        'NAME = "SUPERTONIC_BUCKET"\nos.environ.get(NAME)',
        'os.environ.get(f"SUPERTONIC_{name}")',
        'os.environ.get("SUPERTONIC_" + name.upper())',
        "os.environ.get(name)",
    ],
)
def test_the_check_finds_each_way_of_reading_one(source: str) -> None:
    tree = ast.parse(source)
    assert len(lookups(tree, setting_constants({Path("x.py"): tree}))) == 1


@pytest.mark.parametrize(
    "source",
    [
        'os.environ.get("AWS_REGION")',
        'os.environ["SUPERTONIC_BUCKET"] = "b"',  # a launcher setting one for its child process
        'env = {"SUPERTONIC_BUCKET": "b"}',
        'NAME = "SUPERTONIC_BUCKET"\nraise ValueError(f"{NAME} is not set")',
    ],
)
def test_setting_or_naming_one_is_not_reading_it(source: str) -> None:
    tree = ast.parse(source)
    assert lookups(tree, setting_constants({Path("x.py"): tree})) == []


def test_the_names_the_docs_give_are_the_names_settings_reads() -> None:
    """Each SUPERTONIC_ variable in the settings table of docs/api.md is one `Settings.from_env` reads."""
    table = [line for line in (ROOT / "docs" / "api.md").read_text().splitlines() if line.startswith("| `SUPERTONIC_")]
    documented = {line.split("`")[1] for line in table}
    assert len(documented) > 30
    for name in sorted(documented):
        default = getattr(Settings, name.removeprefix(PREFIX).lower(), None)
        sample = ("false" if default else "true") if isinstance(default, bool) else "13"
        settings = Settings.from_env({name: sample})
        assert settings != Settings(), f"{name} is documented, but Settings does not read it"
