"""The dependency layer and the function zip, really built (`make layer`, `make package`) and really imported.

The layer build downloads manylinux wheels for CPython 3.12 from PyPI into build/wheels (once per pin set), then
installs, strips and zips them: about 10 s per architecture, both at once, and nothing while
build/layer-<arch>.zip is newer than pyproject.toml and layers/build.py. The import check runs the x86_64 layer
and the function zip under a Python 3.12 interpreter with nothing else on its path, as Lambda would.
"""

from __future__ import annotations

import ast
import hashlib
import json
import os
import platform
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from layers import build
from tests.events import function_url_event

ROOT = Path(__file__).resolve().parents[1]

ARCHES = ("x86_64", "arm64")
LAMBDA_RUNTIME_ONLY = {"snapshot_restore_py"}  # the SnapStart hooks module exists only inside Lambda
IMAGE_ONLY = {"av"}  # PyAV, for aac: the container image installs it, the layer has no room (aac is a 400 there)
HOST_ARCH = {"x86_64": "x86_64", "aarch64": "arm64", "arm64": "arm64"}.get(platform.machine())


def make(*targets: str, jobs: int = 1, **variables: str) -> None:
    assignments = [f"{key}={value}" for key, value in variables.items()]
    command = ["make", "-s", f"-j{jobs}", "-f", "infra/deploy.mk", *targets, *assignments]
    subprocess.run(command, cwd=ROOT, check=True)


@pytest.fixture(scope="session")
def layers() -> dict[str, Path]:
    """Both layers, built once per session (and not at all while their zips are newer than the inputs), side by
    side on the two cores; the wheels stay in build/wheels, so a rebuild with unchanged pins downloads nothing."""
    make(*(f"build/layer-{arch}.zip" for arch in ARCHES), jobs=len(ARCHES), PYTHON=sys.executable)
    return {arch: ROOT / "build" / f"layer-{arch}" / "python" for arch in ARCHES}


def bytecode_of(source: Path) -> Path:
    return source.parent / "__pycache__" / f"{source.stem}.{build.BYTECODE_TAG}.pyc"


def is_unchecked_hash_pyc(path: Path) -> bool:
    """PEP 552 header: magic, then flags 0b01 (hash-based, source not checked)."""
    return int.from_bytes(path.read_bytes()[4:8], "little") == 0b01


@pytest.mark.parametrize("arch", ARCHES)
def test_layer_plus_function_fits_lambdas_250_mb(layers, arch):
    layer = build.tree_size(layers[arch])
    function = build.tree_size(ROOT / "handler")
    assert layer + function < build.LAMBDA_UNZIPPED_LIMIT, f"{arch}: layer {layer / 2**20:.1f} MB + {function} B"
    assert layer > 60 * 2**20, "numpy and onnxruntime alone are bigger: the build is incomplete"


@pytest.mark.parametrize("arch", ARCHES)
def test_layer_holds_the_pinned_dependencies_for_its_architecture(layers, arch):
    site = layers[arch]
    installed = {p.name for p in site.glob("*.dist-info")}
    for requirement in build.requirements(ROOT / "pyproject.toml"):
        name, version = requirement.split("==")
        assert f"{name.lower().replace('-', '_')}-{version}.dist-info" in installed, requirement
    machine = build.ARCHES[arch]
    native = list((site / "onnxruntime" / "capi").glob("onnxruntime_pybind11_state*.so"))
    assert native and all(f"-{machine}-linux-gnu" in p.name for p in native)


@pytest.mark.parametrize("arch", ARCHES)
def test_layer_leaves_out_what_lambda_does_not_need(layers, arch):
    site = layers[arch]
    top = {p.name.lower() for p in site.iterdir()}
    for unused in ("sympy", "mpmath", "coloredlogs", "humanfriendly", "flatbuffers", "google"):
        assert unused not in top, unused
    assert not any(name.startswith(("sympy-", "mpmath-", "protobuf-")) for name in top)
    assert {"boto3", "botocore", "s3transfer"} <= top  # ours, not the runtime's (see layers/build.py)
    assert not (site / "bin").exists()
    assert not (site / "onnxruntime" / "transformers").exists()
    assert not [p for p in site.rglob("tests") if p.is_dir()]
    stray = [p for p in site.rglob("__pycache__/*") if f".{build.BYTECODE_TAG}." not in p.name]
    assert not stray, stray[:5]  # no other interpreter's bytecode
    for dist_info in site.glob("*.dist-info"):
        assert (dist_info / "METADATA").is_file() and not (dist_info / "RECORD").exists()


@pytest.mark.parametrize("arch", ARCHES)
def test_layer_ships_python_312_bytecode_for_every_module(layers, arch):
    if build.runtime_python() is None:
        pytest.skip("no Python 3.12 here: the layer was built without bytecode (the build warned)")
    site = layers[arch]
    sources = list(site.rglob("*.py"))
    missing = [p for p in sources if not bytecode_of(p).is_file()]
    assert len(sources) > 1000 and not missing, missing[:5]
    assert all(is_unchecked_hash_pyc(bytecode_of(p)) for p in sources)
    with zipfile.ZipFile(ROOT / "build" / f"layer-{arch}.zip") as zf:
        assert f"python/onnxruntime/__pycache__/__init__.{build.BYTECODE_TAG}.pyc" in zf.namelist()


def test_layer_zip_has_everything_under_python(layers):
    with zipfile.ZipFile(ROOT / "build" / "layer-x86_64.zip") as zf:
        names = zf.namelist()
    assert names and all(name.startswith("python/") for name in names)
    assert "python/onnxruntime/__init__.py" in names


def third_party_imports() -> set[str]:
    """Every module outside the standard library that handler/ imports, as the layer must provide it."""
    found = {"numpy", "onnxruntime", "soundfile", "soxr", "fastapi", "mangum", "aws_lambda_powertools", "py3langid"}
    for path in (ROOT / "handler").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Import):
                found |= {alias.name.split(".")[0] for alias in node.names}
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                found.add(node.module.split(".")[0])
    return {m for m in found if m not in sys.stdlib_module_names} - {"handler"} - LAMBDA_RUNTIME_ONLY - IMAGE_ONLY


@pytest.mark.skipif(HOST_ARCH != "x86_64", reason="the import check runs the x86_64 layer natively")
def test_every_import_of_the_app_and_onnx_inference_work_under_python_312_with_only_the_layer(layers, tmp_path):
    interpreter = build.runtime_python()
    if interpreter is None:
        pytest.skip("no Python 3.12 interpreter on this machine")
    onnx = pytest.importorskip("onnx")
    from onnx import TensorProto, helper

    graph = helper.make_graph(
        [helper.make_node("Relu", ["x"], ["y"])],
        "relu",
        [helper.make_tensor_value_info("x", TensorProto.FLOAT, [3])],
        [helper.make_tensor_value_info("y", TensorProto.FLOAT, [3])],
    )
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)])
    model.ir_version = 8
    onnx.save(model, tmp_path / "relu.onnx")
    # The function as Lambda unpacks it: build/function.zip in /var/task, the layer's python/ in /opt.
    task_root = tmp_path / "task"
    make("package", FUNCTION_ZIP=str(tmp_path / "function.zip"), PYTHON=sys.executable)
    with zipfile.ZipFile(tmp_path / "function.zip") as zf:
        zf.extractall(task_root)
    health = json.dumps(function_url_event("GET", "/v1/health"))
    script = f"""
import importlib, json, sys
sys.path[:0] = [{str(task_root)!r}, {str(layers["x86_64"])!r}]
for module in {sorted(third_party_imports())!r}:
    importlib.import_module(module)
import handler.main  # the init phase, without a model: health reports why
import importlib.util, fastapi
for module in (handler.main, fastapi):  # read from the shipped bytecode, not compiled here (-B writes nothing)
    with open(importlib.util.cache_from_source(module.__file__), "rb") as pyc:
        assert pyc.read(8) == importlib.util.MAGIC_NUMBER + bytes([1, 0, 0, 0]), module
response = handler.main.handler(json.loads({health!r}), None)
assert response["statusCode"] in (200, 503), response
assert "model" in response["body"], response
import numpy as np, onnxruntime as ort, soundfile
session = ort.InferenceSession({str(tmp_path / "relu.onnx")!r}, providers=["CPUExecutionProvider"])
(y,) = session.run(None, {{"x": np.array([-1.0, 0.5, 2.0], dtype=np.float32)}})
assert y.tolist() == [0.0, 0.5, 2.0], y
assert "WAV" in soundfile.available_formats()
from handler.audio import FORMATS
from handler.audio.formats import check_format
from handler.kernel.errors import InvalidRequest
assert "aac" not in FORMATS and importlib.util.find_spec("av") is None  # the image's format, not the layer's
try:
    check_format("aac")
except InvalidRequest as error:
    assert error.status == 400 and "container image" in error.message, error.message
else:
    raise AssertionError("aac accepted without its encoder")
for unused in ("sympy", "mpmath", "google.protobuf", "coloredlogs", "flatbuffers"):
    assert unused not in sys.modules, unused
print(sys.version_info[:2], ort.__version__)
"""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("SUPERTONIC_", "PYTHON"))}
    env |= {"AWS_DEFAULT_REGION": "us-east-1", "POWERTOOLS_SERVICE_NAME": "supertonic"}
    result = subprocess.run(
        [interpreter, "-I", "-S", "-B", "-c", script], capture_output=True, text=True, env=env, cwd=tmp_path
    )
    assert result.returncode == 0, result.stderr[-3000:]
    (onnxruntime_pin,) = [r for r in build.requirements(ROOT / "pyproject.toml") if r.startswith("onnxruntime==")]
    assert result.stdout.splitlines()[-1].split() == ["(3,", "12)", onnxruntime_pin.split("==")[1]]


def test_make_package_zips_the_handler_package_reproducibly(tmp_path):
    first, second = tmp_path / "a.zip", tmp_path / "b.zip"
    make("package", FUNCTION_ZIP=str(first), PYTHON=sys.executable)
    build.function_zip(second)
    assert hashlib.sha256(first.read_bytes()).digest() == hashlib.sha256(second.read_bytes()).digest()
    with zipfile.ZipFile(first) as zf:
        names = zf.namelist()
        start_script = zf.getinfo("run.sh")
    sources = [p for p in (ROOT / "handler").rglob("*") if p.is_file() and "__pycache__" not in p.parts]
    if build.runtime_python() is not None:  # and the runtime's bytecode of each module
        sources += [bytecode_of(p) for p in sources if p.suffix == ".py"]
    expected = sorted("handler/" + p.relative_to(ROOT / "handler").as_posix() for p in sources)
    assert names == [*expected, "run.sh"]  # the Web Adapter's start script, for streaming mode
    assert start_script.external_attr >> 16 == 0o755
    assert "handler/main.py" in names or not (ROOT / "handler" / "main.py").exists()


def test_requirements_listing_follows_pyproject():
    import tomllib

    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    assert build.requirements(ROOT / "pyproject.toml") == project["dependencies"]
    with_uvicorn = build.requirements(ROOT / "pyproject.toml", extras=("uvicorn",))
    assert with_uvicorn[-1].startswith("uvicorn==")
    # what build_layer installs: PyAV (aac, 104 MB) is the container image's alone
    assert not any(
        line.startswith("av==") for line in build.requirements(ROOT / "pyproject.toml", extras=build.LAYER_EXTRAS)
    )
    with pytest.raises(SystemExit, match="not-a-package"):
        build.requirements(ROOT / "pyproject.toml", extras=("not-a-package",))


def test_lambda_bytecode_is_measured_on_the_built_artifacts(layers) -> None:
    """The cold-start bench's bytecode figure (bench/coldstart.py), here beside the build it reads: its own make
    of the x86_64 zip then finds it current, and no other test builds into build/ meanwhile."""
    from bench.coldstart import measure_bytecode

    if build.runtime_python() is None:
        assert measure_bytecode(1) == {"skipped": f"no python{build.PYTHON_VERSION} on this machine"}
        return
    figures = measure_bytecode(1)
    assert figures["interpreter"].startswith("Python 3.12") and figures["rounds"] == 1
    assert figures["bytecode_seconds"] > 0 and figures["source_seconds"] > 0
    assert figures["ratio"] == pytest.approx(figures["bytecode_seconds"] / figures["source_seconds"])
