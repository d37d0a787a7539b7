"""Build the Lambda artifacts: the dependency layer, the function zip, and the requirement list they share.

    python layers/build.py layer --arch x86_64        # build/layer/python + build/layer.zip, then a size report
    python layers/build.py function                   # build/function.zip (the handler package alone)
    python layers/build.py requirements --extra uvicorn   # pinned requirement lines (used by layers/Dockerfile)

The layer holds `[project] dependencies` from pyproject.toml as manylinux wheels for CPython 3.12 on the chosen
architecture, minus what Lambda does not need. The wheels stay in build/wheels/<arch> (`--wheel-dir`), so a
rebuild with unchanged pins installs offline; a pure-Python requirement published only as an sdist (SDIST_ONLY)
is built into a wheel there first. boto3 stays in (about 33 MB with botocore): the python3.12
runtime ships a boto3 too, but AWS updates that one whenever it likes, and Lambda puts layers before it on
sys.path, so the function runs the version the tests ran. Left out:
- packages onnxruntime requires but inference never imports (sympy, mpmath, coloredlogs, humanfriendly,
  flatbuffers, protobuf), and onnxruntime's offline tools (transformers/, quantization/, tools/);
- tests/ folders, console scripts, man pages, and the install bookkeeping in *.dist-info (RECORD, INSTALLER,
  REQUESTED); METADATA, entry points and licences stay.
Added: the language identifier's data prepared for a fast init (tools/prepare_langid.py, about 44 MB), which
needs numpy and py3langid in the building interpreter (the project venv has them); and, in the layer and the
function zip alike, every module's bytecode compiled by a Python 3.12 (`compile_bytecode`: Lambda's /opt and
/var/task are read-only, so without it each init compiles all it imports: 0.7 s more, bench/results.md).
"""

from __future__ import annotations

import argparse
import glob
import os
import re
import shutil
import subprocess
import sys
import tempfile
import tomllib
import zipfile
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PYTHON_VERSION = "3.12"
# Lambda's python3.12 runtime runs on Amazon Linux 2023 (glibc 2.34): every manylinux wheel up to 2_34 loads.
# onnxruntime 1.23 ships only manylinux_2_27/2_28 wheels, so manylinux2014 alone would not find it.
GLIBC_MINORS = range(17, 35)
ARCHES = {"x86_64": "x86_64", "arm64": "aarch64"}
UNUSED_PACKAGES = ("sympy", "mpmath", "coloredlogs", "humanfriendly", "flatbuffers", "protobuf")
UNUSED_PATHS = (
    "isympy.py",
    "coloredlogs.pth",
    "bin",
    "share",
    "onnxruntime/transformers",
    "onnxruntime/quantization",
    "onnxruntime/tools",
)
# Pure-Python requirements published as an sdist only: pip cannot fetch those for another platform, so they are
# built into a wheel here first (any interpreter builds the same py3-none-any wheel) and installed from it.
SDIST_ONLY = ("docopt",)
DIST_INFO_BOOKKEEPING = ("RECORD", "INSTALLER", "REQUESTED", "direct_url.json")
LAMBDA_UNZIPPED_LIMIT = 250 * 2**20  # function code plus all layers
# uvicorn serves the same app under the Lambda Web Adapter (streaming mode, layers/run.sh). Not PyAV (aac): its
# 104 MB would not fit beside onnxruntime and the language data; layers/Dockerfile installs it in the image.
LAYER_EXTRAS = ("uvicorn",)
BYTECODE_TAG = "cpython-312"  # the runtime's .pyc files: other interpreters' never ship
LAYER_PATH, TASK_PATH = "/opt/python", "/var/task"  # where Lambda mounts the layer's python/ and the function zip


@dataclass(frozen=True)
class SizeReport:
    total_bytes: int
    by_package: dict[str, int]

    def render(self, limit: int = 12) -> str:
        lines = [f"layer unzipped: {self.total_bytes / 2**20:.1f} MB (Lambda limit with the function: 250 MB)"]
        ranked = sorted(self.by_package.items(), key=lambda item: -item[1])[:limit]
        lines += [f"  {size / 2**20:7.1f} MB  {name}" for name, size in ranked]
        return "\n".join(lines)


def requirements(pyproject: Path, *, extras: tuple[str, ...] = ()) -> list[str]:
    """The pinned runtime requirements, plus the named packages from the optional dependency groups."""
    project = tomllib.loads(pyproject.read_text())["project"]
    lines = list(project["dependencies"])
    optional = {_name(line): line for group in project.get("optional-dependencies", {}).values() for line in group}
    for extra in extras:
        if _name(extra) not in optional:
            raise SystemExit(f"{extra!r} is not in pyproject.toml's optional dependencies.")
        lines.append(optional[_name(extra)])
    return lines


def _name(requirement: str) -> str:
    return re.split(r"[\s<>=!~;\[]", requirement, maxsplit=1)[0].lower().replace("_", "-")


def build_layer(arch: str, out: Path, wheel_dir: Path = ROOT / "build" / "wheels") -> SizeReport:
    """Install the requirements for `arch` into out/python and strip it. Wheels are kept in wheel_dir/arch: a
    rebuild with the same pins installs from there and touches no index."""
    lines = requirements(ROOT / "pyproject.toml", extras=LAYER_EXTRAS)
    wheels = wheel_dir / arch
    build_sdist_wheels(lines, wheels)
    target = out / "python"
    shutil.rmtree(out, ignore_errors=True)
    target.mkdir(parents=True)
    platforms = [f"--platform=manylinux_2_{minor}_{ARCHES[arch]}" for minor in GLIBC_MINORS]
    wheel_options = [
        "--quiet",
        "--disable-pip-version-check",
        "--only-binary=:all:",
        "--implementation=cp",
        f"--python-version={PYTHON_VERSION}",
        *platforms,
    ]
    install = [
        "install",
        *wheel_options,
        "--no-index",
        f"--find-links={wheels}",
        "--root-user-action=ignore",
        "--no-warn-conflicts",
        "--no-compile",
        f"--target={target}",
        *lines,
    ]
    if not _pip(*install, check=False):  # a wheel is missing: fetch what the pins need, then install
        _pip("download", *wheel_options, f"--find-links={wheels}", f"--dest={wheels}", *lines)
        shutil.rmtree(target)
        _pip(*install)
    strip(target)
    prepare_language_identifier(target)
    compile_bytecode(target, LAYER_PATH)
    return size_report(target)


def build_sdist_wheels(lines: list[str], wheels: Path) -> None:
    """Wheels for the SDIST_ONLY requirements, built once into `wheels`."""
    wanted = [line for line in lines if _name(line) in SDIST_ONLY]
    missing = [line for line in wanted if not _pure_wheels(wheels, line)]
    if missing:
        _pip("wheel", "--quiet", "--disable-pip-version-check", "--no-deps", f"--wheel-dir={wheels}", *missing)
    for line in wanted:
        if not _pure_wheels(wheels, line):
            raise SystemExit(f"{line} did not build into a pure-Python wheel; it cannot ship in the layer.")


def _pure_wheels(wheels: Path, requirement: str) -> list[Path]:
    name, _, version = requirement.partition("==")
    stem = _name(name).replace("-", "_")
    return [
        p
        for p in wheels.glob("*-none-any.whl")
        if _name(p.name.split("-")[0]).replace("-", "_") == stem and p.name.split("-")[1] == version.strip()
    ]


def _pip(*args: str, check: bool = True) -> bool:
    """Run pip; with check=False a failure is returned (its output hidden), not raised."""
    output = None if check else subprocess.DEVNULL
    return (
        subprocess.run([sys.executable, "-m", "pip", *args], check=check, stdout=output, stderr=output).returncode == 0
    )


def strip(site: Path) -> None:
    for dist_info in site.glob("*.dist-info"):
        if _name(dist_info.name.split("-")[0]) in UNUSED_PACKAGES:
            for top_level in _top_level_names(dist_info):
                _remove(site / top_level)
            _remove(dist_info)
        else:
            for name in DIST_INFO_BOOKKEEPING:
                _remove(dist_info / name)
    for relative in UNUSED_PATHS:
        _remove(site / relative)
    for folder in [*site.rglob("__pycache__"), *site.rglob("tests")]:
        if folder.is_dir():
            _remove(folder)
    prune_babel_locales(site)


def prune_babel_locales(site: Path) -> None:
    """Keep the CLDR data of the languages the model speaks (and root, which they inherit from): 6 of babel's
    35 MB of locale data."""
    sys.path.insert(0, str(ROOT))
    from handler.text.languages import LANGUAGES

    keep = {"root", *LANGUAGES}
    for data in (site / "babel" / "locale-data").glob("*.dat"):
        if data.stem not in keep:
            data.unlink()


def prepare_language_identifier(site: Path) -> None:
    """py3langid's model unpacked for our languages, next to its packed file: init maps it in milliseconds
    instead of unpacking it (about a second). The arrays do not depend on the architecture."""
    sys.path.insert(0, str(ROOT))
    from tools.prepare_langid import prepare_site

    prepare_site(site)


def runtime_python() -> str | None:
    """A Python 3.12 interpreter (Lambda's runtime version) to compile bytecode with: python3.12 on the PATH, else
    one pyenv installed; None when there is none."""
    pattern = os.path.expanduser(f"~/.pyenv/versions/{PYTHON_VERSION}*/bin/python{PYTHON_VERSION}")
    for candidate in filter(None, [shutil.which(f"python{PYTHON_VERSION}"), *sorted(glob.glob(pattern))]):
        if subprocess.run([candidate, "-c", "pass"], capture_output=True).returncode == 0:
            return candidate
    return None


def compile_bytecode(root: Path, runtime_root: str) -> bool:
    """Write every module's bytecode under `root` as Python 3.12 .pyc files that name their source as it will be
    on Lambda (`root` mounted at `runtime_root`), in unchecked-hash mode: the files never change there, and the
    zip's fixed dates would fail a timestamp check. Lambda's /opt and /var/task are read-only, so without these
    each init compiles every module it imports (bench/coldstart.py measures `import handler.main` both ways).
    Returns False, with a warning, when there is no Python 3.12 here."""
    interpreter = runtime_python()
    if interpreter is None:
        print(f"warning: no python{PYTHON_VERSION}: {root} ships without bytecode (slower inits)", file=sys.stderr)
        return False
    folder = str(root.resolve())
    compile_all = ["-m", "compileall", "-q", "-j", "0", "--invalidation-mode", "unchecked-hash"]
    # -W: old escape sequences in some packages' regexes (docopt) are warnings, not errors
    subprocess.run([interpreter, "-W", "ignore", *compile_all, "-s", folder, "-p", runtime_root, folder], check=True)
    return True


def _top_level_names(dist_info: Path) -> set[str]:
    """Top-level files and folders a distribution installed, from its RECORD."""
    record = dist_info / "RECORD"
    names = {line.split(",", 1)[0].split("/", 1)[0] for line in record.read_text().splitlines() if line}
    return {name for name in names if not name.endswith(".dist-info") and name not in {"..", "bin"}}


def _remove(path: Path) -> None:
    if path.is_dir():
        shutil.rmtree(path)
    elif path.exists():
        path.unlink()


def size_report(site: Path) -> SizeReport:
    by_package: dict[str, int] = {}
    for path in site.iterdir():
        files = [path] if path.is_file() else [p for p in path.rglob("*") if p.is_file()]
        by_package[path.name] = sum(p.stat().st_size for p in files)
    return SizeReport(total_bytes=sum(by_package.values()), by_package=by_package)


def tree_size(root: Path) -> int:
    return sum(p.stat().st_size for p in root.rglob("*") if p.is_file())


def write_zip(source: Path, archive: Path, prefix: str = "") -> None:
    """A reproducible zip (sorted names, fixed dates), so unchanged code uploads as the same object."""
    archive.parent.mkdir(parents=True, exist_ok=True)
    files = sorted(p for p in source.rglob("*") if p.is_file() and _ships(p))
    with zipfile.ZipFile(archive, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as zf:
        for path in files:
            info = zipfile.ZipInfo(prefix + path.relative_to(source).as_posix(), date_time=(1980, 1, 1, 0, 0, 0))
            info.external_attr = 0o644 << 16
            info.compress_type = zipfile.ZIP_DEFLATED
            zf.writestr(info, path.read_bytes())


def _ships(path: Path) -> bool:
    """Sources and data ship; bytecode only the runtime's (a working tree also holds the dev interpreter's)."""
    return "__pycache__" not in path.parts or f".{BYTECODE_TAG}." in path.name


def function_zip(archive: Path) -> None:
    """The function's code: the handler package with its bytecode, and the Web Adapter's start script (streaming
    mode) at the zip's root, executable."""
    with tempfile.TemporaryDirectory() as stage:
        task = Path(stage)
        shutil.copytree(ROOT / "handler", task / "handler", ignore=shutil.ignore_patterns("__pycache__"))
        compile_bytecode(task, TASK_PATH)
        write_zip(task / "handler", archive, prefix="handler/")
    script = ROOT / "layers" / "run.sh"
    with zipfile.ZipFile(archive, "a", zipfile.ZIP_DEFLATED) as zf:
        info = zipfile.ZipInfo(script.name, date_time=(1980, 1, 1, 0, 0, 0))
        info.external_attr = 0o755 << 16
        info.compress_type = zipfile.ZIP_DEFLATED
        zf.writestr(info, script.read_bytes())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    commands = parser.add_subparsers(dest="command", required=True)
    layer = commands.add_parser("layer", help="build the dependency layer and its zip")
    layer.add_argument("--arch", choices=sorted(ARCHES), default="x86_64")
    layer.add_argument("--out", type=Path, default=ROOT / "build" / "layer")
    layer.add_argument("--zip", type=Path, default=ROOT / "build" / "layer.zip")
    layer.add_argument("--wheel-dir", type=Path, default=ROOT / "build" / "wheels", help="kept between builds")
    function = commands.add_parser("function", help="zip the handler package")
    function.add_argument("--zip", type=Path, default=ROOT / "build" / "function.zip")
    listing = commands.add_parser("requirements", help="print the pinned requirement lines")
    listing.add_argument("--extra", action="append", default=[], help="a package from the optional groups")
    listing.add_argument("--pyproject", type=Path, default=ROOT / "pyproject.toml")
    args = parser.parse_args()

    if args.command == "requirements":
        print("\n".join(requirements(args.pyproject, extras=tuple(args.extra))))
    elif args.command == "function":
        function_zip(args.zip)
        print(f"{os.path.relpath(args.zip)}: handler/ {tree_size(ROOT / 'handler') / 2**20:.2f} MB unzipped")
    else:
        report = build_layer(args.arch, args.out, args.wheel_dir)
        write_zip(args.out, args.zip)
        print(report.render())
        print(f"{os.path.relpath(args.zip)}: {args.zip.stat().st_size / 2**20:.1f} MB zipped ({args.arch})")


if __name__ == "__main__":
    main()
