"""`make model`'s downloader against a model hub served on loopback: file list, resume, size and hash checks."""

from __future__ import annotations

import hashlib
import json
import socket
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest

from handler.engine.download import download_model, main
from handler.kernel.config import MODEL_REVISION
from handler.kernel.errors import ModelError

REPO = "Supertone/supertonic-3"


class Hub:
    """Serves a model directory the way the hub does: the model API and /resolve/<revision>/<path>, with Range."""

    def __init__(self, root: Path, *, lie_about_size: str | None = None) -> None:
        self.root = root
        self.lie_about_size = lie_about_size
        self.range_requests: list[str] = []
        hub = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args: object) -> None:
                pass

            def do_GET(self) -> None:
                prefix = f"/{REPO}/resolve/{MODEL_REVISION}/"
                if self.path.startswith(f"/api/models/{REPO}/revision/{MODEL_REVISION}"):
                    self._send(200, json.dumps(hub.listing()).encode())
                elif self.path.startswith(prefix) and (hub.root / self.path[len(prefix) :]).is_file():
                    data = (hub.root / self.path[len(prefix) :]).read_bytes()
                    if header := self.headers.get("Range"):
                        hub.range_requests.append(header)
                        start = int(header.removeprefix("bytes=").rstrip("-"))
                        self._send(206, data[start:])
                    else:
                        self._send(200, data)
                else:
                    self._send(404, b"not found")

            def _send(self, status: int, body: bytes) -> None:
                self.send_response(status)
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def listing(self) -> dict:
        siblings = [{"rfilename": "README.md", "size": 10}]
        for path in sorted(self.root.rglob("*")):
            if not path.is_file() or path.name == "REVISION":
                continue
            name = str(path.relative_to(self.root))
            size = path.stat().st_size + (1 if name == self.lie_about_size else 0)
            entry = {"rfilename": name, "size": size}
            if name.endswith(".onnx"):
                entry["lfs"] = {"sha256": hashlib.sha256(path.read_bytes()).hexdigest(), "size": size}
            siblings.append(entry)
        return {"id": REPO, "sha": MODEL_REVISION, "siblings": siblings}


@pytest.fixture
def hub(model_dir: Path):
    server = Hub(model_dir)
    yield server
    server.server.shutdown()


def test_downloads_every_file_and_writes_revision(hub: Hub, model_dir: Path, tmp_path: Path) -> None:
    dest = download_model(tmp_path / "m", REPO, MODEL_REVISION, hub.url)
    for path in model_dir.rglob("*.onnx"):
        assert (dest / path.relative_to(model_dir)).read_bytes() == path.read_bytes()
    assert len(list((dest / "voice_styles").glob("*.json"))) == 10
    assert not (dest / "README.md").exists()
    assert (dest / "REVISION").read_text().strip() == MODEL_REVISION


def test_resumes_a_partial_file(hub: Hub, model_dir: Path, tmp_path: Path) -> None:
    dest = tmp_path / "m"
    original = (model_dir / "onnx/vocoder.onnx").read_bytes()
    part = dest / "onnx/vocoder.onnx.part"
    part.parent.mkdir(parents=True)
    part.write_bytes(original[:1000])
    download_model(dest, REPO, MODEL_REVISION, hub.url)
    assert "bytes=1000-" in hub.range_requests
    assert (dest / "onnx/vocoder.onnx").read_bytes() == original
    assert not part.exists()


def test_corrupt_partial_file_fails_the_hash(hub: Hub, model_dir: Path, tmp_path: Path) -> None:
    dest = tmp_path / "m"
    size = (model_dir / "onnx/vocoder.onnx").stat().st_size
    part = dest / "onnx/vocoder.onnx.part"
    part.parent.mkdir(parents=True)
    part.write_bytes(b"\x00" * (size - 10))
    with pytest.raises(ModelError, match=r"vocoder\.onnx: SHA-256"):
        download_model(dest, REPO, MODEL_REVISION, hub.url)
    assert not part.exists()  # removed, so the next run starts clean
    download_model(dest, REPO, MODEL_REVISION, hub.url)


def test_size_mismatch_is_reported(model_dir: Path, tmp_path: Path) -> None:
    hub = Hub(model_dir, lie_about_size="onnx/tts.json")
    try:
        with pytest.raises(ModelError, match=r"onnx/tts\.json: downloaded \d+ bytes, the hub lists"):
            download_model(tmp_path / "m", REPO, MODEL_REVISION, hub.url)
    finally:
        hub.server.shutdown()


def test_offline_fails_with_a_clear_message(tmp_path: Path) -> None:
    with socket.socket() as probe:  # a port nobody listens on
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    with pytest.raises(ModelError, match="Cannot reach the model hub.*SUPERTONIC_MODEL_DIR"):
        download_model(tmp_path / "m", REPO, MODEL_REVISION, f"http://127.0.0.1:{port}")


def test_cli_exit_code_offline(tmp_path: Path, capsys: pytest.CaptureFixture) -> None:
    assert main([str(tmp_path / "m"), "--hub", "http://127.0.0.1:9"]) == 1
    assert "make model: Cannot reach the model hub" in capsys.readouterr().err


def test_cli_downloads(hub: Hub, tmp_path: Path, capsys: pytest.CaptureFixture) -> None:
    assert main([str(tmp_path / "m"), "--hub", hub.url]) == 0
    assert "OpenRAIL-M" in capsys.readouterr().err
