"""layers/Dockerfile, read as Docker would (no Docker engine needed): base image, CMD, model, build context."""

from __future__ import annotations

import ast
import fnmatch
import json
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DOCKERFILE = ROOT / "layers" / "Dockerfile"


def instructions() -> list[tuple[str, str]]:
    """(INSTRUCTION, arguments) pairs, with line continuations joined and comments dropped."""
    text = re.sub(r"\\\n", " ", DOCKERFILE.read_text())
    pairs = []
    for line in text.splitlines():
        line = line.strip()
        if line and not line.startswith("#"):
            keyword, _, rest = line.partition(" ")
            pairs.append((keyword.upper(), rest.strip()))
    return pairs


def only(keyword: str) -> list[str]:
    return [rest for key, rest in instructions() if key == keyword]


def test_base_is_the_lambda_python_312_image():
    assert only("FROM") == ["public.ecr.aws/lambda/python:3.12"]


def test_cmd_names_the_lambda_handler_function():
    (cmd,) = only("CMD")
    (target,) = json.loads(cmd)
    module, function = target.rsplit(".", 1)
    assert target == "handler.main.handler"
    source = ROOT / (module.replace(".", "/") + ".py")
    if source.exists():  # the function is defined at module level in handler/main.py
        tree = ast.parse(source.read_text())
        assert function in {node.name for node in tree.body if isinstance(node, ast.FunctionDef)}
        assert "app" in {
            t.id for node in tree.body if isinstance(node, ast.Assign) for t in node.targets if isinstance(t, ast.Name)
        }


def test_plain_container_command_is_documented_with_the_uvicorn_app():
    text = DOCKERFILE.read_text()
    assert "--entrypoint uvicorn" in text and "handler.main:app --host 0.0.0.0 --port 8080" in text


def test_model_is_baked_in_from_a_build_arg_and_the_app_is_pointed_at_it():
    (arg,) = only("ARG")
    assert arg.startswith("MODEL_DIR=")
    copies = [rest.split() for rest in only("COPY")]
    (model_copy,) = [c for c in copies if c[0] == "${MODEL_DIR}/"]
    env = " ".join(only("ENV"))
    assert f"SUPERTONIC_MODEL_DIR={model_copy[1].rstrip('/')}" in env
    assert ["handler/", "${LAMBDA_TASK_ROOT}/handler/"] in copies


def test_build_context_ignore_file_lets_every_copied_path_through():
    patterns = [p for p in (ROOT / "layers" / "Dockerfile.dockerignore").read_text().splitlines() if p and p[0] != "#"]

    def included(path: str) -> bool:
        keep = True
        for pattern in patterns:
            negate = pattern.startswith("!")
            pattern = pattern.lstrip("!").rstrip("/")
            if fnmatch.fnmatch(path, pattern) or fnmatch.fnmatch(path, pattern + "/*"):
                keep = negate
        return keep

    model_dir = only("ARG")[0].split("=", 1)[1]
    for sources in (rest.split()[:-1] for rest in only("COPY")):
        for source in sources:
            path = source.replace("${MODEL_DIR}", model_dir).rstrip("/")
            assert included(path) and included(path + "/x.py"), source
    assert not included(".venv/bin/python") and not included("tests/test_x.py")


def test_requirements_step_lists_the_pins_and_uvicorn():
    (run,) = only("RUN")
    assert "build.py requirements" in run and "--extra uvicorn" in run
    listed = subprocess.run(
        [sys.executable, str(ROOT / "layers" / "build.py"), "requirements", "--extra", "uvicorn"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout.split()
    import tomllib

    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    assert listed[: len(project["dependencies"])] == project["dependencies"]
    assert listed[-1] in project["optional-dependencies"]["dev"] and listed[-1].startswith("uvicorn==")
