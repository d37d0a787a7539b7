"""A model folder prepared for a fast start: the same files, with each graph's weights in a file beside it.

    python tools/prepare_model.py models/supertonic-3 build/model-prepared

The hub ships each graph as one .onnx file with its weights inside. Loading one, ONNX Runtime parses the whole
protobuf (weights included) and then copies every weight into a tensor of its own. Prepared, each
`onnx/<name>.onnx` keeps only the graph, and its weights move, byte for byte, to `onnx/<name>.onnx.data`, which
ONNX Runtime memory-maps: no parse and no copy of the weights, so session creation takes about half the time
(0.32 against 0.66 s with the page cache warm, bench/results.md, section "Cold start"; idle RSS is the same,
since init's malloc_trim already hands back the parse buffers of the shipped files). The graph, its tensor names
and the audio are unchanged (tests/test_prepare.py).

A prepared folder is a model folder like any other: SUPERTONIC_MODEL_DIR names it and `load_model` reads it.
The container build and `make model-upload` prepare the model they ship; preparing a prepared folder again
writes the same bytes. Build time only, so it lives here and not in handler/: it needs the `onnx` package (a
dev extra), which the Lambda layer and the served image do not carry.
"""

from __future__ import annotations

import argparse
import shutil
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from handler.engine.model import SESSIONS  # noqa: E402

DATA_SUFFIX = ".data"  # onnx/<name>.onnx -> onnx/<name>.onnx.data
SMALLEST_MOVED = 1024  # bytes: smaller tensors (shapes, scalars) stay in the graph, as the onnx package's default


def prepare_model(source: Path, target: Path) -> Path:
    """Write `source` (a model folder) to `target` with every graph's weights in a data file beside it."""
    import onnx

    if target.resolve() == source.resolve():
        raise ValueError("Prepare into another folder: the source's graphs are read while the target is written.")
    if target.exists():
        shutil.rmtree(target)
    graphs = {f"onnx/{name}.onnx" for name in SESSIONS}
    # Everything but the graphs as it is (voices, tts.json, the indexer, REVISION, licences).
    shutil.copytree(source, target, ignore=lambda folder, names: _graphs_in(source, Path(folder), names, graphs))
    for graph in sorted(graphs):
        model = onnx.load(source / graph)  # with its weights, wherever the source keeps them
        location = Path(graph).name + DATA_SUFFIX
        onnx.save_model(
            model,
            target / graph,
            save_as_external_data=True,
            all_tensors_to_one_file=True,
            location=location,
            size_threshold=SMALLEST_MOVED,
        )
        (target / "onnx" / location).chmod(0o644)  # onnx writes it 0600: the Lambda user is not the builder
    return target


def _graphs_in(source: Path, folder: Path, names: list[str], graphs: set[str]) -> set[str]:
    """The names copytree skips: the graphs and any weight files beside them (rewritten by prepare_model)."""
    skipped = set()
    for name in names:
        relative = (folder / name).relative_to(source).as_posix()
        if relative in graphs or relative.removesuffix(DATA_SUFFIX) in graphs:
            skipped.add(name)
    return skipped


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("source", type=Path, help="a model folder (onnx/, voice_styles/)")
    parser.add_argument("target", type=Path, help="where the prepared copy goes (replaced if it exists)")
    args = parser.parse_args(argv)
    prepare_model(args.source, args.target)
    size = sum(path.stat().st_size for path in args.target.rglob("*") if path.is_file())
    print(f"prepared {args.source} into {args.target} ({size / 2**20:.1f} MB)")


if __name__ == "__main__":
    main()
