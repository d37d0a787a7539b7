"""layers/Dockerfile, read as Docker would (no Docker engine needed): base image, the two targets (buffered: the
Mangum handler; streaming: the Lambda Web Adapter and layers/run.sh), model, build context."""

from __future__ import annotations

import ast
import fnmatch
import json
import re
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DOCKERFILE = ROOT / "layers" / "Dockerfile"
TEMPLATE = ROOT / "infra" / "template.yaml"
LAMBDA_TASK_ROOT = "/var/task"  # what the base image sets


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


def stages() -> dict[str, list[tuple[str, str]]]:
    """Stage name -> its own instructions, FROM first; a stage built FROM another starts with that one's."""
    out: dict[str, list[tuple[str, str]]] = {}
    current: list[tuple[str, str]] = []
    for key, rest in instructions():
        if key == "FROM":
            image, _, name = rest.partition(" AS ")
            current = [*out.get(image.strip(), []), (key, rest)]
            out[name.strip()] = current
        else:
            current.append((key, rest))
    return out


def only(keyword: str, stage: str | None = None) -> list[str]:
    pairs = instructions() if stage is None else stages()[stage]
    return [rest for key, rest in pairs if key == keyword]


def test_base_is_the_lambda_python_312_image_and_the_default_target_is_buffered():
    bases = [rest.split(" AS ")[0] for rest in only("FROM")]
    assert bases[0] == "public.ecr.aws/lambda/python:3.12"
    # The model stage and the served stage build on the one app stage; both targets on the served one.
    assert bases[1:] == ["app", "app", "served", "served"]
    assert list(stages())[-1] == "buffered"  # `docker build` without --target builds the last stage


def test_cmd_names_the_lambda_handler_function():
    assert only("ENTRYPOINT", "buffered") == []  # the base image's entrypoint runs CMD
    (cmd,) = only("CMD", "buffered")
    (target,) = json.loads(cmd)
    module, function = target.rsplit(".", 1)
    assert target == "handler.main.handler"
    source = ROOT / (module.replace(".", "/") + ".py")
    if source.exists():  # both names are bound at module level in handler/main.py (a def or an assignment)
        tree = ast.parse(source.read_text())
        bound = {node.name for node in tree.body if isinstance(node, ast.FunctionDef)} | {
            t.id for node in tree.body if isinstance(node, ast.Assign) for t in node.targets if isinstance(t, ast.Name)
        }
        assert {function, "app"} <= bound, bound


def test_plain_container_command_is_documented_with_the_uvicorn_app():
    text = DOCKERFILE.read_text()
    assert "--entrypoint uvicorn" in text and "handler.main:app --host 0.0.0.0 --port 8080" in text


def test_model_is_prepared_in_its_own_stage_and_the_app_is_pointed_at_it():
    (arg,) = only("ARG")
    assert arg.startswith("MODEL_DIR=")
    (model_copy,) = [c for c in (rest.split() for rest in only("COPY", "model")) if c[0] == "${MODEL_DIR}/"]
    (prepare,) = [run for run in only("RUN", "model") if "tools/prepare_model.py" in run]
    source, target = prepare.split("tools/prepare_model.py", 1)[1].split()[:2]
    assert source.rstrip("/") == model_copy[1].rstrip("/")
    served = [rest.split() for rest in only("COPY", "served")]
    (prepared_copy,) = [c for c in served if c[0] == "--from=model"]
    assert [path.rstrip("/") for path in prepared_copy[1:]] == [target, target]
    assert f"SUPERTONIC_MODEL_DIR={target}" in " ".join(only("ENV", "served"))
    # The image holds one copy of the weights, the prepared one, and neither the onnx package nor the tool.
    assert not [c for c in served if "${MODEL_DIR}" in " ".join(c) or "prepare_model" in " ".join(c)]
    model_stage = [rest.split() for rest in only("COPY", "model")]
    assert ["tools/prepare_model.py", "${LAMBDA_TASK_ROOT}/tools/prepare_model.py"] in model_stage
    assert ["handler/", "${LAMBDA_TASK_ROOT}/handler/"] in served


def test_the_model_stage_prepares_with_the_pinned_onnx_through_the_same_command(model_dir, tmp_path):
    (prepare,) = [run for run in only("RUN", "model") if "tools/prepare_model.py" in run]
    assert "build.py requirements" in prepare and "--extra onnx" in prepare
    listed = subprocess.run(
        [sys.executable, str(ROOT / "layers" / "build.py"), "requirements", "--extra", "onnx"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout.split()
    assert listed[-1].startswith("onnx==")
    # The image's command, run here on the synthetic model: python tools/prepare_model.py SOURCE TARGET.
    subprocess.run(
        [sys.executable, "tools/prepare_model.py", str(model_dir), str(tmp_path / "prepared")],
        cwd=ROOT,
        check=True,
        capture_output=True,
    )
    assert sorted(path.name for path in (tmp_path / "prepared" / "onnx").glob("*.onnx.data")) == [
        "duration_predictor.onnx.data",
        "text_encoder.onnx.data",
        "vector_estimator.onnx.data",
        "vocoder.onnx.data",
    ]


def test_streaming_target_adds_the_pinned_adapter_and_runs_the_start_script():
    copies = [rest.split() for rest in only("COPY", "streaming")]
    (adapter,) = [c for c in copies if c[0].startswith("--from=") and c[0] != "--from=model"]
    image = adapter[0].removeprefix("--from=")
    assert re.fullmatch(r"public\.ecr\.aws/awsguru/aws-lambda-adapter:\d+\.\d+\.\d+", image), "pin a release"
    assert adapter[1:] == ["/lambda-adapter", "/opt/extensions/lambda-adapter"]  # Lambda starts extensions there
    (script,) = [c for c in copies if "layers/run.sh" in c]
    assert script == ["--chmod=755", "layers/run.sh", "${LAMBDA_TASK_ROOT}/run.sh"]
    (entrypoint,) = only("ENTRYPOINT", "streaming")
    assert json.loads(entrypoint) == [f"{LAMBDA_TASK_ROOT}/run.sh"]
    assert only("CMD", "streaming") == []
    assert not [c for c in only("COPY", "buffered") if "lambda-adapter" in " ".join(c.split())]


def test_adapter_release_matches_the_zip_layer_the_template_names():
    """Adapter release 1.1.0 is published as layer version 30: the image and the zip packaging run the same one."""
    layer_versions = {"1.1.0": "30"}
    (adapter,) = [rest for rest in only("COPY", "streaming") if rest.startswith("--from=public.")]
    release = adapter.split()[0].rsplit(":", 1)[1]
    assert release in layer_versions, f"add the layer version of adapter {release}"
    assert f":layer:${{Layer}}:{layer_versions[release]}" in TEMPLATE.read_text()


def test_start_script_serves_the_app_on_loopback_with_the_adapters_port():
    script = (ROOT / "layers" / "run.sh").read_text()
    assert script.startswith("#!/bin/sh\n")
    assert (ROOT / "layers" / "run.sh").stat().st_mode & 0o111, "the adapter's wrapper executes it"
    (command,) = [line for line in re.sub(r"\\\n\s*", " ", script).splitlines() if line.startswith("exec ")]
    assert "python -m uvicorn handler.main:app" in command
    assert "--host 127.0.0.1" in command and '--port "${AWS_LWA_PORT:-8080}"' in command
    assert "--lifespan off" in command  # the app loads at import; Mangum runs with lifespan off too


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
    from_context = [rest.split() for rest in only("COPY") if not rest.startswith("--from=")]
    for sources in (words[:-1] for words in from_context):
        for source in (s for s in sources if not s.startswith("--")):
            path = source.replace("${MODEL_DIR}", model_dir).rstrip("/")
            assert included(path) and included(path + "/x.py"), source
    assert not included(".venv/bin/python") and not included("tests/test_x.py")


def test_requirements_step_lists_the_pins_uvicorn_and_the_aac_encoder():
    (run,) = [run for run in only("RUN", "app") if "build.py requirements" in run]
    assert "build.py requirements" in run and "--extra uvicorn --extra av" in run
    listed = subprocess.run(
        [sys.executable, str(ROOT / "layers" / "build.py"), "requirements", "--extra", "uvicorn", "--extra", "av"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout.split()
    import tomllib

    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    assert listed[: len(project["dependencies"])] == project["dependencies"]
    uvicorn, av = listed[-2:]
    assert uvicorn in project["optional-dependencies"]["dev"] and uvicorn.startswith("uvicorn==")
    assert av in project["optional-dependencies"]["dev"] and av.startswith("av==")  # aac in the container image


def test_language_identifier_is_prepared_after_the_code_is_copied():
    steps = [(key, rest) for key, rest in stages()["app"] if key in ("COPY", "RUN")]
    (prepare,) = [index for index, (key, rest) in enumerate(steps) if "prepare_identifier(" in rest]
    (handler,) = [index for index, (key, rest) in enumerate(steps) if key == "COPY" and rest.startswith("handler/")]
    assert handler < prepare
    command = steps[prepare][1].split('"')[1]  # the python -c program, as the image runs it
    assert "PREPARED_DIR" in command and "SOURCE_MODEL" in command
    compile(command, "<Dockerfile>", "exec")


def test_the_code_is_compiled_once_in_the_image_and_its_bytecode_is_used_as_is(tmp_path):
    steps = [(key, rest) for key, rest in stages()["app"] if key in ("COPY", "RUN")]
    (compiled,) = [index for index, (key, rest) in enumerate(steps) if "compileall" in rest]
    (handler,) = [index for index, (key, rest) in enumerate(steps) if key == "COPY" and rest.startswith("handler/")]
    assert handler < compiled
    task = tmp_path / "task"
    shutil.copytree(ROOT / "handler", task / "handler", ignore=shutil.ignore_patterns("__pycache__"))
    command = steps[compiled][1].replace("${LAMBDA_TASK_ROOT}", str(task)).split()
    assert command[:3] == ["python", "-m", "compileall"]
    subprocess.run([sys.executable, *command[1:]], check=True)
    # A source changed after the build is not read: the image's bytecode is used as it is, without a stat.
    with (task / "handler" / "kernel" / "errors.py").open("a") as source:
        source.write("\nraise SystemExit('the source was compiled at start')\n")
    run = subprocess.run(
        [sys.executable, "-c", "import handler.kernel.errors, sys; print(handler.kernel.errors.__file__)"],
        cwd=task,
        capture_output=True,
        text=True,
    )
    assert run.returncode == 0, run.stderr[-500:]
    assert run.stdout.strip() == str(task / "handler" / "kernel" / "errors.py")
