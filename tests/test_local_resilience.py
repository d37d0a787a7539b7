"""`make run` left running: the job poller backs off and recovers when the emulator loses its queues, a killed
segment worker is reaped and restarted, SIGTERM stops the workers with the server, and the emulated bucket's
cache is pruned (a real moto server on loopback, real worker processes)."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import threading
import time
from pathlib import Path

import boto3
import pytest

from tools.run_local import (
    BUCKET,
    ROOT,
    Backoff,
    poll_forever,
    provision,
    prune_cache,
    restart_dead_workers,
    start_storage,
    start_workers,
    stop_workers,
)


@pytest.fixture
def storage():
    local = start_storage(0)
    yield local
    local.server.stop()


def test_backoff_doubles_to_its_cap_and_resets() -> None:
    backoff = Backoff(first=0.5, most=30.0)
    assert [backoff.failed() for _ in range(8)] == [0.5, 1, 2, 4, 8, 16, 30, 30]
    backoff.succeeded()
    assert backoff.failed() == 0.5


def test_the_poller_waits_between_failures_and_recovers_a_lost_queue(storage) -> None:
    sqs = storage.sqs
    sqs.delete_queue(QueueUrl=storage.queue_url)  # what an emulator restart leaves: no queue
    attempts, handled, stop = [], [], threading.Event()

    class Counted(Backoff):
        def failed(self) -> float:
            attempts.append(time.monotonic())
            return super().failed()

    def recover() -> str:
        queue_url, _ = provision(storage.endpoint)
        sqs.send_message(QueueUrl=queue_url, MessageBody="after the restart")
        return queue_url

    def handler(event: dict, context) -> dict:
        body = event["Records"][0]["body"]
        if "s3:TestEvent" not in body:  # provisioning the notification sends S3's test event first
            handled.append(body)
            stop.set()
        return {"batchItemFailures": []}

    poller = threading.Thread(
        target=poll_forever,
        args=(sqs, storage.queue_url, handler),
        kwargs={"recover": recover, "stop": stop, "backoff": Counted(first=0.05, most=0.2)},
    )
    poller.start()
    poller.join(timeout=30)
    assert not poller.is_alive() and handled == ["after the restart"]
    assert 1 <= len(attempts) <= 3  # it waited after the failure instead of spinning on it


def test_a_killed_worker_is_reaped_and_restarted(storage, model_dir) -> None:
    env = {
        **os.environ,
        "SUPERTONIC_MODEL_DIR": str(model_dir),
        "SUPERTONIC_BUCKET": BUCKET,
        "SUPERTONIC_S3_ENDPOINT_URL": storage.endpoint,
        "SUPERTONIC_S3_PATH_STYLE": "true",
        "SUPERTONIC_INTRA_OP_THREADS": "1",
    }
    workers = start_workers(1, storage.segment_queue_url, env)
    try:
        first = workers[0]
        assert restart_dead_workers(workers, storage.segment_queue_url, env) == 0
        first.kill()
        first.wait()
        assert restart_dead_workers(workers, storage.segment_queue_url, env) == 1
        assert workers[0] is not first and workers[0].poll() is None
    finally:
        stop_workers(workers)


def test_pruning_keeps_the_emulated_cache_within_its_size(storage) -> None:
    s3 = boto3.client("s3", endpoint_url=storage.endpoint, region_name="us-east-1")
    for index in range(12):
        s3.put_object(Bucket=BUCKET, Key=f"cache/ab/ab{index:062d}.wav", Body=b"x" * 1000)
    s3.put_object(Bucket=BUCKET, Key="outbox/keep.wav", Body=b"x" * 5000)
    assert prune_cache(s3, BUCKET, 5_000) == 7
    left = s3.list_objects_v2(Bucket=BUCKET, Prefix="cache/")["Contents"]
    assert sum(item["Size"] for item in left) == 5_000
    assert s3.head_object(Bucket=BUCKET, Key="outbox/keep.wav")["ContentLength"] == 5000  # only the cache


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def children(pid: int) -> list[int]:
    found = []
    for task in Path(f"/proc/{pid}/task").iterdir():
        try:
            found += [int(child) for child in (task / "children").read_text().split()]
        except FileNotFoundError:  # a thread that ended while we looked: it started no process we wait for
            continue
    return found


def test_sigterm_stops_make_run_and_its_workers(model_dir: Path) -> None:
    env = {**os.environ, "SUPERTONIC_INTRA_OP_THREADS": "1", "PYTHONUNBUFFERED": "1"}
    command = [sys.executable, str(ROOT / "tools" / "run_local.py"), "--model-dir", str(model_dir)]
    server = subprocess.Popen(
        [*command, "--port", str(free_port()), "--workers", "2"], env=env, stderr=subprocess.PIPE, text=True
    )
    try:
        for line in server.stderr:
            if "Supertonic Serverless on" in line:
                break
        workers = children(server.pid)
        assert len(workers) == 2
        server.send_signal(signal.SIGTERM)
        assert server.wait(timeout=30) == 0
        for pid in workers:
            assert not Path(f"/proc/{pid}").exists(), f"worker {pid} outlived make run"
    finally:
        if server.poll() is None:
            server.kill()
            server.wait()
