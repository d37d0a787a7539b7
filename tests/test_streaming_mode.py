"""Streaming mode on Lambda: the routes the AWS Lambda Web Adapter calls (handler/api/event_routes.py), and the
start script (layers/run.sh) serving them over real HTTP, as the adapter would reach it.

Requests are shaped as the adapter sends them: a passed-through event is a POST of the raw event JSON to /events
with `x-amzn-request-context: null` and the invocation's `x-amzn-lambda-context`; a function URL call forwarded
to the app carries its HTTP request context (a JSON object) in `x-amzn-request-context` instead.
"""

from __future__ import annotations

import asyncio
import io
import json
import os
import socket
import subprocess
import sys
import time
import uuid
from pathlib import Path

import boto3
import httpx
import pytest
import soundfile as sf

from tests.conftest import BUCKET
from tests.events import eventbridge_event, function_url_event, s3_event, sqs_event

ROOT = Path(__file__).resolve().parents[1]
RUN_SH = ROOT / "layers" / "run.sh"


def lambda_context_header(request_id: str | None = None, remaining_ms: int = 600_000) -> str:
    """`x-amzn-lambda-context` as the adapter writes it: the Rust runtime's Context, serialized."""
    return json.dumps(
        {
            "request_id": request_id or str(uuid.uuid4()),
            "deadline": int(time.time() * 1000) + remaining_ms,
            "invoked_function_arn": "arn:aws:lambda:us-east-1:123456789012:function:supertonic-test:live",
            "xray_trace_id": "Root=1-6763d0a4-3b2c1d0e9f8a7b6c5d4e3f2a;Sampled=0",
            "client_context": None,
            "identity": None,
            "env_config": {
                "function_name": "supertonic-test",
                "memory": 2048,
                "version": "7",
                "log_stream": "2026/12/02/[7]0123456789abcdef",
                "log_group": "/aws/lambda/supertonic-test",
            },
        }
    )


def passed_through(**overrides: str) -> dict[str, str]:
    headers = {
        "content-type": "application/json",
        "x-amzn-request-context": "null",
        "x-amzn-lambda-context": lambda_context_header(),
    }
    return {**headers, **overrides}


def url_request_context() -> str:
    """What the adapter puts in `x-amzn-request-context` for a function URL call: the event's requestContext."""
    return json.dumps(function_url_event("POST", "/events", {})["requestContext"])


def post(app, path: str, body: dict | None, headers: dict[str, str], client_host: str = "127.0.0.1") -> httpx.Response:
    async def call() -> httpx.Response:
        transport = httpx.ASGITransport(app=app, client=(client_host, 40_123))
        async with httpx.AsyncClient(transport=transport, base_url="http://127.0.0.1:8080") as client:
            content = b"" if body is None else json.dumps(body).encode()
            return await client.post(path, content=content, headers=headers)

    return asyncio.run(call())


def upload(main, key: str, text: str) -> None:
    main.services.bucket.put(key, text.encode(), "text/plain")


def keys_under(main, prefix: str) -> list[str]:
    listed = main.services.bucket.client.list_objects_v2(Bucket=BUCKET, Prefix=prefix)
    return sorted(item["Key"] for item in listed.get("Contents", []))


@pytest.fixture
def streaming_main(make_main, monkeypatch):
    monkeypatch.setenv("SUPERTONIC_ADAPTER_ROUTES", "1")
    return make_main()


# ------------------------------------------------------------------------------------------ events pass through


def test_s3_event_runs_the_job_and_answers_the_sources_json(streaming_main) -> None:
    upload(streaming_main, "inbox/hello.txt", "Streaming mode still runs bucket jobs.")
    response = post(streaming_main.app, "/events", s3_event(BUCKET, "inbox/hello.txt"), passed_through())
    assert response.status_code == 200, response.text
    assert response.json() == {"jobs": [{"key": "inbox/hello.txt", "status": "succeeded", "name": "hello"}]}
    assert "outbox/hello.mp3" in keys_under(streaming_main, "outbox/")
    audio, _ = sf.read(io.BytesIO(streaming_main.services.bucket.get("outbox/hello.mp3")))
    assert len(audio) > 0
    assert keys_under(streaming_main, "inbox/") == []


def test_sqs_batch_answers_batch_item_failures(streaming_main) -> None:
    upload(streaming_main, "inbox/queued.txt", "A job through the queue.")
    good = s3_event(BUCKET, "inbox/queued.txt")
    # An archived inbox object cannot be read until it is restored: an S3 error that passes, so the job comes back.
    archived = "inbox/archived.txt"
    client = streaming_main.services.bucket.client
    client.put_object(Bucket=BUCKET, Key=archived, Body=b"Archived.", StorageClass="GLACIER")
    event = sqs_event(good, s3_event(BUCKET, archived))
    response = post(streaming_main.app, "/events", event, passed_through())
    assert response.status_code == 200, response.text
    assert response.json() == {"batchItemFailures": [{"itemIdentifier": event["Records"][1]["messageId"]}]}
    assert "outbox/queued.mp3" in keys_under(streaming_main, "outbox/")


def test_eventbridge_event_runs_the_job(streaming_main) -> None:
    upload(streaming_main, "inbox/bridge.txt", "Routed by EventBridge.")
    response = post(streaming_main.app, "/events", eventbridge_event(BUCKET, "inbox/bridge.txt"), passed_through())
    assert response.status_code == 200, response.text
    assert response.json()["jobs"][0]["status"] == "succeeded"
    assert "outbox/bridge.mp3" in keys_under(streaming_main, "outbox/")


def test_a_job_to_retry_fails_the_invocation_with_502(make_main, monkeypatch, tmp_path) -> None:
    monkeypatch.setenv("SUPERTONIC_ADAPTER_ROUTES", "1")
    main = make_main(SUPERTONIC_MODEL_DIR=str(tmp_path / "no-model"))  # no engine: jobs are retryable failures
    upload(main, "inbox/later.txt", "Wait for the model.")
    response = post(main.app, "/events", s3_event(BUCKET, "inbox/later.txt"), passed_through())
    assert response.status_code == 502  # AWS_LWA_ERROR_STATUS_CODES in the template
    assert response.json()["error"]["type"] == "server_error"
    assert keys_under(main, "inbox/") == ["inbox/later.txt"]  # still there for the retry


def test_the_remaining_time_comes_from_the_adapters_deadline() -> None:
    from handler.api.event_routes import lambda_context

    context = lambda_context(httpx.Headers({"x-amzn-lambda-context": lambda_context_header("req-1", 90_000)}))
    assert context.aws_request_id == "req-1" and context.function_name == "supertonic-test"
    assert context.memory_limit_in_mb == 2048
    assert 85_000 <= context.get_remaining_time_in_millis() <= 90_000
    assert lambda_context(httpx.Headers({"x-amzn-lambda-context": "{}"})) is None
    assert lambda_context(httpx.Headers({})) is None


def test_http_shaped_or_non_object_bodies_are_refused(streaming_main) -> None:
    url_event = function_url_event("GET", "/v1/health")
    assert post(streaming_main.app, "/events", url_event, passed_through()).status_code == 400
    assert post(streaming_main.app, "/events", None, passed_through()).status_code == 400


# ------------------------------------------------------------------------------------------ refusals


@pytest.mark.parametrize(
    ("case", "headers", "client_host"),
    [
        ("forwarded from the function URL", {"x-amzn-request-context": url_request_context()}, "127.0.0.1"),
        ("no request context", {"x-amzn-request-context": ""}, "127.0.0.1"),
        ("no Lambda context", {"x-amzn-lambda-context": ""}, "127.0.0.1"),
        ("from another machine", {}, "203.0.113.7"),
    ],
)
def test_events_not_from_the_adapter_are_refused(streaming_main, case, headers, client_host) -> None:
    upload(streaming_main, "inbox/injected.txt", "Nobody outside may start this job.")
    response = post(
        streaming_main.app, "/events", s3_event(BUCKET, "inbox/injected.txt"), passed_through(**headers), client_host
    )
    assert response.status_code == 403, case
    assert response.json()["error"]["type"] == "forbidden"
    assert keys_under(streaming_main, "outbox/") == []
    assert keys_under(streaming_main, "inbox/") == ["inbox/injected.txt"]


def test_events_are_refused_unless_the_template_enabled_the_adapter_routes(main) -> None:
    assert os.environ.get("SUPERTONIC_ADAPTER_ROUTES") is None
    upload(main, "inbox/buffered.txt", "Buffered mode has no events route.")
    response = post(main.app, "/events", s3_event(BUCKET, "inbox/buffered.txt"), passed_through())
    assert response.status_code == 403
    assert keys_under(main, "outbox/") == []


def test_a_public_url_with_an_api_key_still_passes_events_through(make_main, monkeypatch) -> None:
    """The adapter sends no API key: the route is exempt from it and checks its caller itself."""
    monkeypatch.setenv("SUPERTONIC_ADAPTER_ROUTES", "1")
    main = make_main(SUPERTONIC_API_KEY="k" * 32)
    upload(main, "inbox/keyed.txt", "The key guards the URL, not the adapter.")
    response = post(main.app, "/events", s3_event(BUCKET, "inbox/keyed.txt"), passed_through())
    assert response.status_code == 200, response.text
    forwarded = post(
        main.app,
        "/events",
        s3_event(BUCKET, "inbox/keyed.txt"),
        passed_through(**{"x-amzn-request-context": url_request_context()}),
    )
    assert forwarded.status_code in (401, 403)


# ------------------------------------------------------------------------------------------ SnapStart hook


def test_after_restore_hook_renews_the_process_identity(streaming_main) -> None:
    from handler.kernel import runtime

    before = runtime.STATE.instance_id
    hook = {"content-length": "0"}
    refused = post(streaming_main.app, "/adapter/after-restore", None, {**hook, "x-amzn-request-context": "null"})
    assert refused.status_code == 403 and runtime.STATE.instance_id == before
    response = post(streaming_main.app, "/adapter/after-restore", None, hook)
    assert response.status_code == 200, response.text
    assert runtime.STATE.instance_id != before and runtime.STATE.restored


# ------------------------------------------------------------------------------------------ layers/run.sh


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def test_run_sh_serves_the_app_on_loopback_and_runs_passed_through_events(model_dir, tmp_path) -> None:
    """The start script as the adapter's wrapper runs it: uvicorn on 127.0.0.1:AWS_LWA_PORT, ready on /v1/health,
    events through /events, against a moto server standing in for S3."""
    from moto.server import ThreadedMotoServer

    moto_server = ThreadedMotoServer(ip_address="127.0.0.1", port=0)
    moto_server.start()
    process = None
    try:
        endpoint = f"http://127.0.0.1:{moto_server._server.server_port}"
        s3 = boto3.client("s3", region_name="us-east-1", endpoint_url=endpoint)
        s3.create_bucket(Bucket=BUCKET)
        s3.put_object(Bucket=BUCKET, Key="inbox/served.txt", Body=b"Through the start script.")
        port = free_port()
        env = {
            "PATH": f"{Path(sys.executable).parent}:{os.environ['PATH']}",
            "HOME": str(tmp_path),
            "LAMBDA_TASK_ROOT": str(ROOT),
            "AWS_LWA_PORT": str(port),
            "AWS_ENDPOINT_URL": endpoint,
            "AWS_ACCESS_KEY_ID": "testing",
            "AWS_SECRET_ACCESS_KEY": "testing",
            "AWS_DEFAULT_REGION": "us-east-1",
            "AWS_LAMBDA_FUNCTION_NAME": "supertonic-test",
            "SUPERTONIC_ADAPTER_ROUTES": "1",
            "SUPERTONIC_BUCKET": BUCKET,
            "SUPERTONIC_MODEL_DIR": str(model_dir),
            "SUPERTONIC_INTRA_OP_THREADS": "1",
            "POWERTOOLS_LOG_LEVEL": "WARNING",
        }
        log = (tmp_path / "run.log").open("w")
        process = subprocess.Popen([str(RUN_SH)], env=env, cwd=tmp_path, stdout=log, stderr=subprocess.STDOUT)
        base = f"http://127.0.0.1:{port}"
        with httpx.Client(base_url=base, timeout=120) as client:
            deadline = time.monotonic() + 120  # the adapter's readiness check, bounded here
            while True:
                assert process.poll() is None, (tmp_path / "run.log").read_text()
                try:
                    if client.get("/v1/health").status_code == 200:
                        break
                except httpx.TransportError:
                    pass
                assert time.monotonic() < deadline, "the app never became ready"
                time.sleep(0.2)
            answer = client.post("/events", json=s3_event(BUCKET, "inbox/served.txt"), headers=passed_through())
            assert answer.status_code == 200, answer.text
            assert answer.json()["jobs"][0]["status"] == "succeeded"
            refused = client.post(
                "/events",
                json=s3_event(BUCKET, "inbox/served.txt"),
                headers=passed_through(**{"x-amzn-request-context": url_request_context()}),
            )
            assert refused.status_code == 403
        assert s3.head_object(Bucket=BUCKET, Key="outbox/served.mp3")["ContentLength"] > 0
        listening = [line for line in (tmp_path / "run.log").read_text().splitlines() if "Uvicorn running" in line]
        assert listening and f"http://127.0.0.1:{port}" in listening[0]  # loopback only
    finally:
        if process is not None:
            process.terminate()
            process.wait(timeout=30)
        moto_server.stop()


def test_behind_the_adapter_the_readiness_check_is_no_invocation(streaming_main) -> None:
    """The adapter polls /v1/health before the first invocation: that must not make the first real one warm."""
    from starlette.testclient import TestClient

    client = TestClient(streaming_main.app)
    for _ in range(3):  # readiness checks: no invocation context
        assert client.get("/v1/health").json()["invocation"] == "cold"
    first = {"x-amzn-lambda-context": lambda_context_header("req-1")}
    assert client.get("/v1/health", headers=first).json()["invocation"] == "cold"
    second = {"x-amzn-lambda-context": lambda_context_header("req-2")}
    assert client.get("/v1/health", headers=second).json()["invocation"] == "warm"
