"""Download the pinned Supertonic 3 revision from the model hub: plain HTTPS, resumable, sizes and hashes checked.

    python -m handler.engine.download models/supertonic-3          # what `make model` runs
    SUPERTONIC_MODEL_REVISION=<sha> python -m handler.engine.download models/supertonic-3
    python -m handler.engine.download models/supertonic-3 --hub https://hub.example   # a mirror

The repository, revision and hub default to the settings (SUPERTONIC_MODEL_REPO, SUPERTONIC_MODEL_REVISION,
SUPERTONIC_MODEL_HUB_URL, read by handler/kernel/config.py); the options override them.

The file list, sizes and SHA-256 come from the hub's model API at that revision. A partly downloaded file
(`<name>.part`) is resumed with an HTTP Range request. A finished directory gets a `REVISION` file, which the
engine reports. Offline, it fails with a message that says how to supply the model by hand.
"""

from __future__ import annotations

import argparse
import http.client
import json
import sys
import urllib.error
import urllib.request
from dataclasses import dataclass
from pathlib import Path

from handler.engine.s3_model import sha256_of
from handler.kernel.config import HUB_URL, MODEL_REPO, MODEL_REVISION, Settings
from handler.kernel.errors import ModelError

WANTED_PREFIXES = ("onnx/", "voice_styles/")
BLOCK = 1 << 20


@dataclass(frozen=True)
class RemoteFile:
    path: str
    size: int
    sha256: str | None  # known for large (LFS) files


def _open(url: str, headers: dict[str, str] | None = None, timeout: float = 30.0) -> http.client.HTTPResponse:
    request = urllib.request.Request(url, headers={"User-Agent": "supertonic-serverless", **(headers or {})})
    try:
        response: http.client.HTTPResponse = urllib.request.urlopen(request, timeout=timeout)  # noqa: S310 - https or a test's loopback
        return response
    except urllib.error.HTTPError as error:
        raise ModelError(f"The model hub answered {error.code} for {url}.") from None
    except (urllib.error.URLError, TimeoutError, OSError) as error:
        raise ModelError(
            f"Cannot reach the model hub at {url} ({getattr(error, 'reason', error)}). "
            "Download the model on a machine with internet access (`make model`), copy the directory here, "
            "and set SUPERTONIC_MODEL_DIR to it."
        ) from None


def list_files(repo: str, revision: str, hub: str = HUB_URL) -> list[RemoteFile]:
    with _open(f"{hub}/api/models/{repo}/revision/{revision}?blobs=true") as response:
        info = json.load(response)
    files = []
    for sibling in info.get("siblings", []):
        name = sibling.get("rfilename", "")
        if name.startswith(WANTED_PREFIXES) and name.endswith((".onnx", ".json")):
            lfs = sibling.get("lfs") or {}
            files.append(RemoteFile(name, int(sibling.get("size", lfs.get("size", -1))), lfs.get("sha256")))
    if not any(f.path.endswith(".onnx") for f in files):
        raise ModelError(f"The hub lists no ONNX files for {repo} at revision {revision}.")
    return files


def fetch_file(url: str, remote: RemoteFile, dest: Path) -> None:
    """Download one file to `dest`, resuming `dest.part` if it is there; check size and hash."""
    if dest.is_file() and dest.stat().st_size == remote.size:
        return
    dest.parent.mkdir(parents=True, exist_ok=True)
    part = dest.with_name(dest.name + ".part")
    have = part.stat().st_size if part.exists() else 0
    if have > remote.size:
        part.unlink()
        have = 0
    if have < remote.size or remote.size < 0:
        headers = {"Range": f"bytes={have}-"} if have else {}
        with _open(url, headers) as response:
            # A server that ignores Range sends the whole file again (200, not 206).
            mode = "ab" if have and response.status == 206 else "wb"
            with part.open(mode) as out:
                while block := response.read(BLOCK):
                    out.write(block)
    size = part.stat().st_size
    if remote.size >= 0 and size != remote.size:
        raise ModelError(
            f"{remote.path}: downloaded {size} bytes, the hub lists {remote.size}. Run `make model` again."
        )
    if remote.sha256 and sha256_of(part) != remote.sha256:
        part.unlink()
        raise ModelError(f"{remote.path}: SHA-256 does not match the hub's. The partial file was removed; run again.")
    part.replace(dest)


def download_model(dest: Path, repo: str = MODEL_REPO, revision: str = MODEL_REVISION, hub: str = HUB_URL) -> Path:
    files = list_files(repo, revision, hub)
    for remote in files:
        print(f"  {remote.path} ({remote.size / 1e6:.1f} MB)", file=sys.stderr)
        fetch_file(f"{hub}/{repo}/resolve/{revision}/{remote.path}", remote, dest / remote.path)
    (dest / "REVISION").write_text(revision + "\n")
    return dest


def main(argv: list[str] | None = None) -> int:
    settings = Settings.from_env()
    parser = argparse.ArgumentParser(description="Download the pinned Supertonic 3 model.")
    parser.add_argument("dest", type=Path)
    parser.add_argument("--repo", default=settings.model_repo)
    parser.add_argument("--revision", default=settings.model_revision)
    parser.add_argument("--hub", default=settings.model_hub_url)
    args = parser.parse_args(argv)
    try:
        download_model(args.dest, args.repo, args.revision, args.hub.rstrip("/"))
    except ModelError as error:
        print(f"make model: {error.message}", file=sys.stderr)
        return 1
    print(
        f"Supertonic 3 ({args.revision[:12]}) is in {args.dest}. Weights: OpenRAIL-M; code: MIT.",
        file=sys.stderr,
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
