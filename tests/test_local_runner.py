"""`make run`: the model and ports it is pointed at, and its storage: a moto server whose bucket notifies a queue,
drained into `handler.main.handler`."""

from __future__ import annotations

import importlib
import json
import os
import subprocess
from pathlib import Path

import boto3
import pytest

from tools.run_local import BUCKET, ROOT, parse_args, poll_once, start_storage


def make_dry_run(*args: str, **env: str) -> str:
    """The commands `make` would run (-n), with the install step taken as done (-o)."""
    unset = {"MODEL_DIR", "SUPERTONIC_MODEL_DIR", "PORT", "S3_PORT"}
    environment = {key: value for key, value in os.environ.items() if key not in unset}
    stamp = next((ROOT / ".venv").glob(".installed-*"), ROOT / ".venv" / ".installed-none")
    command = ["make", "-n", "-o", "install", "-o", str(stamp.relative_to(ROOT)), *args]
    result = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, env={**environment, **env})
    assert result.returncode == 0, result.stderr
    return result.stdout


def test_every_make_command_uses_supertonic_model_dir_when_set() -> None:
    out = make_dry_run("run", "model", "bench", "deploy-check", SUPERTONIC_MODEL_DIR="/models/mine")
    assert "tools/run_local.py --model-dir /models/mine" in out
    assert "-m handler.engine.download /models/mine" in out
    assert "bench/run.py --model-dir /models/mine" in out
    assert 'test -d "/models/mine/onnx"' in out  # make deploy
    # MODEL_DIR on the command line still wins; without either, the download's folder and the bench's own model.
    assert "--model-dir /elsewhere" in make_dry_run("run", "MODEL_DIR=/elsewhere")
    default = make_dry_run("run", "bench")
    assert "tools/run_local.py --model-dir models/supertonic-3" in default
    assert "bench/run.py \n" in default or "bench/run.py\n" in default


def test_make_run_passes_the_ports_it_is_given() -> None:
    out = make_dry_run("run", "PORT=9000", "S3_PORT=5000")
    assert "--port 9000" in out and "--s3-port 5000" in out
    assert "--port" not in make_dry_run("run")  # then tools/run_local.py's defaults (or $PORT, $S3_PORT) apply


def test_run_local_reads_the_model_and_ports_from_the_environment() -> None:
    args = parse_args([], {"SUPERTONIC_MODEL_DIR": "/models/mine", "PORT": "9000", "S3_PORT": "5000"})
    assert (args.model_dir, args.port, args.s3_port, args.host) == (Path("/models/mine"), 9000, 5000, "127.0.0.1")
    assert parse_args([], {"SUPERTONIC_MODEL_DIR": "/a", "MODEL_DIR": "/b"}).model_dir == Path("/b")  # as make
    assert parse_args(["--model-dir", "/c"], {"SUPERTONIC_MODEL_DIR": "/a"}).model_dir == Path("/c")
    defaults = parse_args([], {})
    assert (defaults.model_dir, defaults.port, defaults.s3_port) == (ROOT / "models" / "supertonic-3", 8080, 0)


@pytest.fixture
def storage():
    local = start_storage(0)
    yield local
    local.server.stop()


@pytest.mark.parametrize(
    ("key", "body", "outputs"),
    [
        ("inbox/local job.json", json.dumps({"text": "Local.", "format": "wav"}), ["local job.json", "local job.wav"]),
        ("inbox/note.txt", "A plain text file.", ["note.json", "note.mp3"]),  # a .txt job: defaults, mp3
    ],
)
def test_an_upload_becomes_audio(storage, model_dir, monkeypatch: pytest.MonkeyPatch, key, body, outputs) -> None:
    for name, value in {
        "SUPERTONIC_MODEL_DIR": str(model_dir),
        "SUPERTONIC_BUCKET": BUCKET,
        "SUPERTONIC_S3_ENDPOINT_URL": storage.endpoint,
        "SUPERTONIC_S3_PATH_STYLE": "true",
        "SUPERTONIC_INTRA_OP_THREADS": "1",
    }.items():
        monkeypatch.setenv(name, value)
    import handler.main

    main = importlib.reload(handler.main)
    s3 = boto3.client("s3", endpoint_url=storage.endpoint, region_name="us-east-1")
    s3.put_object(Bucket=BUCKET, Key=key, Body=body.encode())
    stem = outputs[0].rsplit(".", 1)[0]
    for _ in range(10):  # the first message may be the s3:TestEvent sent when the notification was set up
        poll_once(storage.sqs, storage.queue_url, main.handler, wait_seconds=1)
        # moto keeps its state for the whole process: only this job's outputs count
        listed = s3.list_objects_v2(Bucket=BUCKET, Prefix=f"outbox/{stem}.").get("Contents", [])
        if listed:
            break
    assert sorted(item["Key"] for item in listed) == [f"outbox/{name}" for name in outputs]
    assert storage.sqs.receive_message(QueueUrl=storage.queue_url, WaitTimeSeconds=0).get("Messages") is None
