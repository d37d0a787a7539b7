"""A prepared model folder (tools/prepare_model.py): weights beside the graphs, the same graphs and audio."""

from __future__ import annotations

import shutil
from dataclasses import replace
from pathlib import Path

import numpy as np
import onnx
import pytest

from handler.engine import Engine, load_engine, load_model
from handler.engine.model import SESSIONS
from handler.kernel.config import Settings
from handler.kernel.errors import ModelError
from handler.text.frontend import prepare_text
from tools.prepare_model import SMALLEST_MOVED, main, prepare_model

GRAPHS = [f"onnx/{name}.onnx" for name in SESSIONS]


@pytest.fixture(scope="module")
def prepared(model_dir: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    return prepare_model(model_dir, tmp_path_factory.mktemp("prepared") / "supertonic-3")


def files_of(root: Path) -> dict[str, bytes]:
    return {path.relative_to(root).as_posix(): path.read_bytes() for path in root.rglob("*") if path.is_file()}


def test_weights_move_beside_each_graph_and_everything_else_is_copied(model_dir: Path, prepared: Path) -> None:
    source, target = files_of(model_dir), files_of(prepared)
    assert set(target) == set(source) | {f"{graph}.data" for graph in GRAPHS}
    assert all(target[name] == source[name] for name in source if name not in GRAPHS)
    for graph in GRAPHS:
        shipped = onnx.load(model_dir / graph)
        large = {t.name: len(t.raw_data) for t in shipped.graph.initializer if len(t.raw_data) >= SMALLEST_MOVED}
        moved = onnx.load(prepared / graph, load_external_data=False).graph.initializer
        assert {t.name for t in moved if t.data_location == onnx.TensorProto.EXTERNAL} == set(large)
        assert len(target[f"{graph}.data"]) == sum(large.values())  # packed, no gaps
        assert (prepared / f"{graph}.data").stat().st_mode & 0o777 == 0o644  # readable by the Lambda user
    assert sum(len(target[f"{graph}.data"]) for graph in GRAPHS) > 0.9 * sum(len(source[g]) for g in GRAPHS)


def test_the_graphs_and_their_weights_are_unchanged(model_dir: Path, prepared: Path) -> None:
    for graph in GRAPHS:
        shipped, moved = onnx.load(model_dir / graph), onnx.load(prepared / graph)  # weights read back in
        assert onnx.printer.to_text(moved.graph) == onnx.printer.to_text(shipped.graph)
        weights = {tensor.name: onnx.numpy_helper.to_array(tensor) for tensor in shipped.graph.initializer}
        assert weights.keys() == {tensor.name for tensor in moved.graph.initializer}
        for tensor in moved.graph.initializer:
            assert np.array_equal(onnx.numpy_helper.to_array(tensor), weights[tensor.name]), tensor.name


def test_a_prepared_model_loads_and_speaks_exactly_as_the_shipped_one(
    prepared: Path, engine: Engine, settings: Settings
) -> None:
    ready = load_engine(replace(settings, model_dir=str(prepared)))
    assert ready.model.prepared and not engine.model.prepared
    text = prepare_text(
        "A prepared model says the same thing. Twice over, in two chunks.",
        lang="en",
        supported=engine.supported_characters,
    )
    options = {"voice": "F2", "seed": 11, "speed": 1.05, "steps": 4, "silence": 0.3}
    assert np.array_equal(ready.synthesize(text, **options).audio, engine.synthesize(text, **options).audio)


def test_preparing_again_writes_the_same_bytes(prepared: Path, tmp_path: Path) -> None:
    # The manifest `make model-upload` publishes is a hash of these files: it must not change between builds.
    assert files_of(prepare_model(prepared, tmp_path / "again")) == files_of(prepared)


def test_the_command_replaces_an_old_target(model_dir: Path, tmp_path: Path, capsys) -> None:
    target = tmp_path / "out"
    (target / "onnx").mkdir(parents=True)
    (target / "onnx" / "stale.onnx.data").write_bytes(b"old")
    main([str(model_dir), str(target)])
    assert not (target / "onnx" / "stale.onnx.data").exists()
    assert f"into {target}" in capsys.readouterr().out


def test_preparing_in_place_is_refused(model_dir: Path) -> None:
    with pytest.raises(ValueError, match="another folder"):
        prepare_model(model_dir, model_dir)


def test_a_missing_weight_file_names_the_graph(prepared: Path, tmp_path: Path, settings: Settings) -> None:
    broken = prepare_model(prepared, tmp_path / "broken")
    (broken / "onnx" / "vocoder.onnx.data").unlink()
    with pytest.raises(ModelError, match=r"vocoder\.onnx could not be loaded.*vocoder\.onnx\.data"):
        load_model(broken, settings)


def test_prepared_is_known_after_the_folder_is_gone(prepared: Path, tmp_path: Path, settings: Settings) -> None:
    # build_services deletes a model fetched from S3 once loaded; /v1/health still says it was prepared.
    fetched = prepare_model(prepared, tmp_path / "fetched")
    model = load_model(fetched, settings)
    shutil.rmtree(fetched)
    assert model.prepared
