"""`make run`: the model, ports and workers it is pointed at, and its storage: a moto server whose bucket notifies a
queue, drained into `handler.main.handler`, and a segment queue drained by worker processes."""

from __future__ import annotations

import contextlib
import io
import json
import os
import subprocess
import sys
import time
import wave
from pathlib import Path

import boto3
import numpy as np
import pytest

from handler.kernel.config import Settings
from handler.platform.function import build_function
from tests.local_server import run_local, run_local_command
from tools.run_local import (
    BUCKET,
    DOCS_S3_PORT,
    ROOT,
    parse_args,
    poll_once,
    s3_port_to_use,
    start_storage,
    start_workers,
    stop_workers,
)


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
    assert (defaults.model_dir, defaults.port) == (ROOT / "models" / "supertonic-3", 8080)
    assert defaults.s3_port is None  # the docs' port, 5000, when it is free (s3_port_to_use)
    assert parse_args(["--s3-port", "0"], {}).s3_port == 0  # any free port


def test_the_emulated_endpoint_is_on_the_docs_port_or_says_where_it_went() -> None:
    """The docs address the emulated S3/SQS endpoint as 127.0.0.1:5000: `make run` serves it there unless that
    port is taken; then it takes a free one and says so, naming the pin. A port asked for by name is never moved."""
    import socket

    assert DOCS_S3_PORT == 5000
    with socket.socket() as free:
        free.bind(("127.0.0.1", 0))
        idle = free.getsockname()[1]
    assert s3_port_to_use(None, "127.0.0.1", docs_port=idle) == (idle, None)
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        busy = taken.getsockname()[1]
        port, message = s3_port_to_use(None, "127.0.0.1", docs_port=busy)
        assert port == 0 and message is not None
        assert f"Port {busy}" in message and "in use" in message and "S3_PORT=" in message
        with pytest.raises(SystemExit, match=f"Port {busy} on 127.0.0.1 is already in use"):
            s3_port_to_use(busy, "127.0.0.1")
    assert s3_port_to_use(0, "127.0.0.1") == (0, None)


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
    main = build_function(Settings.from_env())
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


def test_make_run_starts_the_workers_it_is_given() -> None:
    assert parse_args([], {}).workers == 2
    assert parse_args([], {"WORKERS": "4"}).workers == 4  # `make run WORKERS=4` exports it to the recipe
    assert parse_args(["--workers", "0"], {"WORKERS": "4"}).workers == 0
    with pytest.raises(SystemExit):
        parse_args(["--workers", "-1"], {})


def test_poll_once_hands_over_a_lambda_event_and_deletes_only_what_succeeded(storage) -> None:
    """The event source in miniature: Lambda's record format, the queue's ARN, the receive count, a countdown."""
    sqs = storage.sqs
    for body in ("first", "second"):
        sqs.send_message(QueueUrl=storage.segment_queue_url, MessageBody=body)
    seen: list[dict] = []

    def handler(event: dict, context) -> dict:
        (record,) = event["Records"]  # BatchSize 1, as the template sets it
        seen.append({**record, "remaining": context.get_remaining_time_in_millis()})
        return {"batchItemFailures": [{"itemIdentifier": record["messageId"]}] if record["body"] == "first" else []}

    for _ in range(2):
        assert poll_once(sqs, storage.segment_queue_url, handler, wait_seconds=1) == 1
    arn = sqs.get_queue_attributes(QueueUrl=storage.segment_queue_url, AttributeNames=["QueueArn"])["Attributes"]
    assert {record["eventSourceARN"] for record in seen} == {arn["QueueArn"]}
    assert arn["QueueArn"].endswith(":supertonic-segments")
    assert all(
        record["eventSource"] == "aws:sqs" and record["attributes"]["ApproximateReceiveCount"] for record in seen
    )
    assert all(880_000 < record["remaining"] <= 900_000 for record in seen)
    # The failed one stays in the queue (back after its visibility timeout, counted twice); the other is gone.
    sqs.change_message_visibility_batch(
        QueueUrl=storage.segment_queue_url,
        Entries=[{"Id": "0", "ReceiptHandle": r["receiptHandle"], "VisibilityTimeout": 0} for r in seen[:1]],
    )
    seen.clear()
    assert poll_once(sqs, storage.segment_queue_url, handler, wait_seconds=1) == 1
    assert [(r["body"], r["attributes"]["ApproximateReceiveCount"]) for r in seen] == [("first", "2")]


def test_the_local_worker_records_each_invocations_segments_and_timings(storage, tmp_path) -> None:
    """tools/local_worker.py's --stats lines: which segment each invocation ran, its receive count, whether it
    failed, and its wall and CPU seconds; never the message's text."""
    from handler.jobs.segments import segment_message
    from tools.local_worker import Recorder

    sqs, url, stats = storage.sqs, storage.segment_queue_url, tmp_path / "worker-3.jsonl"
    job = "0123456789abcdef0123456789abcdef"
    sqs.send_message(QueueUrl=url, MessageBody=segment_message(BUCKET, job, 4, 7))
    sqs.send_message(QueueUrl=url, MessageBody="not one of ours")

    def handler(event: dict, context) -> dict:  # the first message fails, as a crashed segment would
        (record,) = event["Records"]
        failed = record["body"].startswith("{")
        sum(range(200_000))  # some CPU time to record
        return {"batchItemFailures": [{"itemIdentifier": record["messageId"]}] if failed else []}

    recorder = Recorder(handler, 3, "supertonic-segments", stats)
    assert poll_once(sqs, url, recorder, wait_seconds=1) == 1
    assert poll_once(sqs, url, recorder, wait_seconds=1) == 1
    first, second = (json.loads(line) for line in stats.read_text().splitlines())
    assert (first["worker"], first["queue"], first["segments"]) == (3, "supertonic-segments", [[4, 7]])
    assert first["failed"] == 1
    assert second["segments"] == [] and second["failed"] == 0 and second["receive_counts"] == [1]
    assert all(line["wall"] > 0 and line["cpu"] > 0 and line["started"] > 0 for line in (first, second))
    assert "not one of ours" not in stats.read_text() and job not in stats.read_text()
    sqs.send_message(QueueUrl=url, MessageBody="another")  # without --stats: the call passes through, no line
    assert poll_once(sqs, url, Recorder(handler, 1, "q", None), wait_seconds=1) == 1
    assert len(stats.read_text().splitlines()) == 2


def _wav_samples(data: bytes) -> np.ndarray:
    with wave.open(io.BytesIO(data)) as audio:
        return np.frombuffer(audio.readframes(audio.getnframes()), dtype=np.int16)


def test_a_long_job_fans_out_to_worker_processes_and_equals_the_unsplit_run(
    storage, model_dir, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A job over SUPERTONIC_FANOUT_CHARS is split by the job poller, its segments synthesised by two local worker
    processes, and joined by whichever finishes last: the audio is the unsplit synthesis, sample for sample."""
    from bench.texts import text_of_length

    env = {
        "SUPERTONIC_MODEL_DIR": str(model_dir),
        "SUPERTONIC_BUCKET": BUCKET,
        "SUPERTONIC_S3_ENDPOINT_URL": storage.endpoint,
        "SUPERTONIC_S3_PATH_STYLE": "true",
        "SUPERTONIC_S3_REGION": "us-east-1",
        "SUPERTONIC_INTRA_OP_THREADS": "1",
        "SUPERTONIC_SEGMENT_QUEUE_URL": storage.segment_queue_url,
        "SUPERTONIC_FANOUT_CHARS": "300",
        "SUPERTONIC_SEGMENT_CHARS": "100",
        "SUPERTONIC_CACHE_ENABLED": "false",  # the whole run below must synthesise, not find the first in the cache
    }
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    text = text_of_length(1_200)
    workers = start_workers(2, storage.segment_queue_url)
    try:
        main = build_function(Settings.from_env())
        s3 = boto3.client("s3", endpoint_url=storage.endpoint, region_name="us-east-1")
        s3.put_object(Bucket=BUCKET, Key="inbox/long.json", Body=json.dumps({"text": text, "format": "wav"}).encode())
        manifest: dict = {}
        parts: list = []
        deadline = time.monotonic() + 180
        # The joining worker writes the manifest first and removes the parts after (a crash in between loses
        # nothing), so the run is over when both are seen, and the workers stop only then.
        while (manifest.get("status") != "succeeded" or parts) and time.monotonic() < deadline:
            poll_once(storage.sqs, storage.queue_url, main.handler, wait_seconds=1)  # the job queue: the split
            with contextlib.suppress(s3.exceptions.NoSuchKey):
                manifest = json.loads(s3.get_object(Bucket=BUCKET, Key="outbox/long.json")["Body"].read())
            parts = s3.list_objects_v2(Bucket=BUCKET, Prefix="segments/").get("Contents", [])
            assert all(worker.poll() is None for worker in workers), "a worker process died"
    finally:
        stop_workers(workers)
    assert manifest.get("status") == "succeeded", manifest
    assert manifest["segments"] >= 3  # segments of at least one chunk each: really split
    fanned = _wav_samples(s3.get_object(Bucket=BUCKET, Key="outbox/long.wav")["Body"].read())
    assert not parts, [part["Key"] for part in parts]  # the parts are removed
    assert storage.sqs.receive_message(QueueUrl=storage.segment_queue_url, WaitTimeSeconds=0).get("Messages") is None

    # The same job, whole, in this process: no segment queue.
    monkeypatch.delenv("SUPERTONIC_SEGMENT_QUEUE_URL")
    main = build_function(Settings.from_env())
    s3.put_object(Bucket=BUCKET, Key="inbox/whole.json", Body=json.dumps({"text": text, "format": "wav"}).encode())
    for _ in range(10):
        poll_once(storage.sqs, storage.queue_url, main.handler, wait_seconds=1)
        if s3.list_objects_v2(Bucket=BUCKET, Prefix="outbox/whole.wav").get("Contents"):
            break
    whole = _wav_samples(s3.get_object(Bucket=BUCKET, Key="outbox/whole.wav")["Body"].read())
    assert len(whole) > 44_100 and np.array_equal(fanned, whole)


# --- `make run` as a new user meets it: a busy port, the banner, `make job`, a .venv from another Python ----------
def test_a_busy_port_stops_make_run_before_the_ready_banner(model_dir, tmp_path) -> None:
    import socket

    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        run = subprocess.run(
            run_local_command(model_dir, port, tmp_path / "run.json"), capture_output=True, text=True, timeout=120
        )
    assert run.returncode != 0
    assert f"Port {port} on 127.0.0.1 is already in use" in run.stderr and f"PORT={port + 1}" in run.stderr
    assert "Supertonic Serverless on" not in run.stderr and not (tmp_path / "run.json").exists()


@pytest.fixture(scope="module")
def local_server(model_dir, tmp_path_factory):
    with run_local(model_dir, tmp_path_factory.mktemp("local")) as (_, banner, state):
        yield banner, state


def test_the_banner_warns_that_the_emulated_bucket_is_emptied(local_server) -> None:
    banner, _ = local_server
    assert "EMPTIED WHEN THIS SERVER STOPS" in banner and "make job FILE=" in banner
    assert "AWS_ACCESS_KEY_ID=local AWS_SECRET_ACCESS_KEY=local aws" in banner  # the CLI needs some credentials


def test_the_banners_curl_saves_a_wav_every_reader_reads_right(local_server, tmp_path) -> None:
    """The banner's commands, run as printed: the WAV they save declares its real length (a streamed WAV declares
    unknown sizes, and Python's wave module then reports 48,695 s)."""
    banner, _ = local_server
    lines = banner.splitlines()
    start = next(index for index, line in enumerate(lines) if "/v1/audio/speech" in line)
    command = []
    for line in lines[start:]:
        command.append(line)
        if not line.rstrip().endswith("\\"):
            break
    saved = subprocess.run(["bash", "-euo", "pipefail", "-c", "\n".join(command)], cwd=tmp_path, timeout=120)
    assert saved.returncode == 0
    path = tmp_path / "hello.wav"
    with wave.open(str(path)) as audio:
        declared = audio.getnframes() * audio.getsampwidth() * audio.getnchannels()
        seconds = audio.getnframes() / audio.getframerate()
    assert 0.5 < seconds < 30 and declared <= path.stat().st_size - 44


def test_make_job_uploads_waits_and_fetches_the_result(local_server, tmp_path) -> None:
    _, state = local_server
    job = tmp_path / "greeting.json"
    job.write_text(json.dumps({"text": "Read this aloud, then wait.", "voice": "F2", "format": "wav"}))
    env = {key: value for key, value in os.environ.items() if not key.startswith("AWS_")}  # as a fresh shell
    run = subprocess.run(
        [sys.executable, str(ROOT / "tools" / "local_job.py"), str(job), "--state", str(state)]
        + ["--out", str(tmp_path / "out"), "--timeout", "120"],
        capture_output=True,
        text=True,
        timeout=180,
        env=env,
    )
    assert run.returncode == 0, run.stderr[-3000:]
    with wave.open(str(tmp_path / "out" / "greeting.wav")) as audio:
        assert audio.getnframes() / audio.getframerate() > 0.5
    job.write_text(json.dumps({"text": "Hi.", "voice": "nobody-at-all"}))
    failed = subprocess.run(
        [sys.executable, str(ROOT / "tools" / "local_job.py"), str(job), "--state", str(state), "--timeout", "120"],
        capture_output=True,
        text=True,
        timeout=180,
        env=env,
    )
    assert failed.returncode != 0 and "The job failed" in failed.stderr and "voice" in failed.stderr


def test_make_job_without_a_server_says_to_start_one(tmp_path) -> None:
    job = tmp_path / "note.txt"
    job.write_text("Hello.")
    run = subprocess.run(
        [sys.executable, str(ROOT / "tools" / "local_job.py"), str(job), "--state", str(tmp_path / "none.json")],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert run.returncode != 0 and "make run" in run.stderr


def test_make_job_needs_a_file(tmp_path) -> None:
    run = subprocess.run(["make", "-o", "install", "job"], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert run.returncode != 0 and "make job FILE=job.json" in run.stderr


def test_a_venv_made_by_an_older_python_is_named_with_the_fix(tmp_path) -> None:
    old = next((Path(p) for p in sorted(Path("/root/.pyenv/versions").glob("3.10*/bin/python"))), None)
    old = old or next((Path(p) for p in ("/usr/bin/python3.10", "/usr/bin/python3.9") if Path(p).exists()), None)
    if old is None:
        pytest.skip("no Python older than 3.11 on this machine")
    venv = tmp_path / "venv"
    subprocess.run([str(old), "-m", "venv", "--without-pip", str(venv)], check=True)
    run = subprocess.run(["make", "install", f"VENV={venv}"], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert run.returncode != 0
    assert "this project needs Python 3.11 or newer" in run.stderr and f"rm -rf {venv}" in run.stderr
    assert not list(venv.glob(".installed-*"))  # nothing installed into it


def test_make_run_serves_the_websocket_stream(local_server) -> None:
    """uvicorn answers a WebSocket upgrade only with a WebSocket library installed (the dev extra pins wsproto)."""
    import websocket  # websocket-client, as in docs/streaming.md

    _, state = local_server
    origin = json.loads(state.read_text())["url"]
    connection = websocket.create_connection(origin.replace("http://", "ws://") + "/v1/audio/speech/stream", timeout=60)
    try:
        connection.send(json.dumps({"type": "config", "voice": "F1", "sample_rate": 24000}))
        assert json.loads(connection.recv()) == {"type": "ready", "format": "pcm", "sample_rate": 24000, "voice": "F1"}
        connection.send(b"\x00")  # a binary frame: the error envelope, and the connection stays
        assert json.loads(connection.recv())["error"]["code"] == "invalid_frame"
        connection.send(json.dumps({"type": "config", "voice": "M1"}))
        assert json.loads(connection.recv())["voice"] == "M1"
    finally:
        connection.close()


# --- the Makefile as a newcomer meets it: help, the first install, a quick bench, where `make job` writes ------
def phony_targets() -> set[str]:
    targets: set[str] = set()
    for makefile in ("Makefile", "infra/deploy.mk"):
        for line in (ROOT / makefile).read_text().splitlines():
            if line.startswith(".PHONY:"):
                targets |= set(line.split(":", 1)[1].split())
    return targets


def test_make_help_lists_every_target_and_is_what_make_alone_does() -> None:
    helped = subprocess.run(["make", "--no-print-directory", "help"], cwd=ROOT, capture_output=True, text=True)
    alone = subprocess.run(["make", "--no-print-directory"], cwd=ROOT, capture_output=True, text=True)
    assert helped.returncode == 0 and alone.stdout == helped.stdout, helped.stderr
    listed = {line.split()[1] for line in helped.stdout.splitlines() if line.startswith("  make ")}
    internal = {"venv-python", "help"}  # a check every install runs, and this list itself
    assert phony_targets() - internal <= listed, phony_targets() - internal - listed


def test_the_first_install_shows_its_steps_not_the_makefiles_comments() -> None:
    dry = subprocess.run(["make", "-n", "-B", "install"], cwd=ROOT, capture_output=True, text=True)
    assert dry.returncode == 0, dry.stderr
    out = dry.stdout
    steps = [line for line in out.splitlines() if line.startswith("echo ") and "[" in line]
    assert len(steps) >= 3, out
    assert not [line for line in out.splitlines() if line.lstrip().startswith("#")], out


def test_make_bench_has_a_quick_mode_that_keeps_the_committed_results() -> None:
    out = make_dry_run("bench", "QUICK=1")
    assert "bench/run.py --quick --output build/bench-quick" in out
    assert "--quick" not in make_dry_run("bench")


def test_make_job_writes_its_result_under_results(tmp_path) -> None:
    from tools.local_job import parse_args as job_args

    assert job_args(["job.json"]).out == Path("results")
    assert "results/" in (ROOT / ".gitignore").read_text().split()
