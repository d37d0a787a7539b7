"""Prepare the language identifier's data in the form it loads fastest: our 31 languages' part of py3langid's
model, uncompressed, memory-mapped at init in milliseconds instead of unpacked in about a second
(see handler/text/detect.py). The layer build and the container build run it too.

    python tools/prepare_langid.py                              # the installed py3langid (this interpreter's)
    python tools/prepare_langid.py --site build/layer/python    # the py3langid inside a layer's python/ folder
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from handler.text.detect import PREPARED_DIR, SOURCE_MODEL, prepare_identifier  # noqa: E402


def prepare_site(site: Path | None = None) -> Path:
    """Write the prepared folder next to py3langid's model file, in `site` (a folder holding py3langid/) or in
    the installed package; return the folder."""
    if site is None:
        return prepare_identifier(SOURCE_MODEL, PREPARED_DIR)
    package = site / "py3langid"
    source = package / SOURCE_MODEL.relative_to(SOURCE_MODEL.parents[1])
    return prepare_identifier(source, package / PREPARED_DIR.relative_to(SOURCE_MODEL.parents[1]))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--site", type=Path, help="a folder holding py3langid/ (default: the installed package)")
    folder = prepare_site(parser.parse_args().site)
    size = sum(path.stat().st_size for path in folder.iterdir())
    print(f"{folder}: {size / 2**20:.1f} MB")


if __name__ == "__main__":
    main()
