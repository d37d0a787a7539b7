"""docs/polly.md: every Python example runs as written against the served app (SUPERTONIC_URL pointed at it)."""

from __future__ import annotations

import re
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
from botocore.exceptions import ClientError

from tests.polly_server import BUCKET, Server, serve

DOCS = Path(__file__).resolve().parents[1] / "docs" / "polly.md"
BLOCKS = re.findall(r"```python\n(.*?)```", DOCS.read_text(encoding="utf-8"), flags=re.S)
KEYED = [block for block in BLOCKS if "SUPERTONIC_API_KEY" in block]
SIGNED = [block for block in BLOCKS if "sign_for_lambda" in block]
PLAIN = [block for block in BLOCKS if block not in KEYED]


@pytest.fixture(scope="module")
def server(model_dir) -> Iterator[Server]:
    with serve(model_dir) as running:
        stop = threading.Event()

        def notify() -> None:  # what the bucket's notification does in a deployment (and in `make run`)
            while not stop.wait(0.2):
                running.run_inbox()

        thread = threading.Thread(target=notify, daemon=True)
        thread.start()
        yield running
        stop.set()
        thread.join(timeout=10)


def run(block: str, monkeypatch: pytest.MonkeyPatch, tmp_path: Path, url: str) -> dict:
    monkeypatch.setenv("SUPERTONIC_URL", url)
    monkeypatch.setenv("SUPERTONIC_BUCKET", BUCKET)  # a task writes only to the function's bucket
    monkeypatch.chdir(tmp_path)
    namespace: dict = {"__name__": "docs_example"}
    exec(compile(block, str(DOCS), "exec"), namespace)  # noqa: S102 (the documented example, as written)
    return namespace


def test_the_page_has_the_examples() -> None:
    assert len(BLOCKS) >= 5 and len(KEYED) == 1 and len(SIGNED) == 1


@pytest.mark.parametrize("index", range(len(PLAIN)))
def test_example_runs_as_written(server: Server, monkeypatch, tmp_path, index: int) -> None:
    namespace = run(PLAIN[index], monkeypatch, tmp_path, server.url)
    if "hello.mp3" in PLAIN[index]:
        assert (tmp_path / "hello.mp3").stat().st_size > 1000
    if "start_speech_synthesis_task" in PLAIN[index]:
        assert namespace["task"]["TaskStatus"] == "completed"
        key = namespace["task"]["OutputUri"].split(f"/{BUCKET}/")[1]
        assert key.startswith(f"outbox/jobs/{namespace['task']['TaskId']}/chapters/")
        assert server.s3().head_object(Bucket=BUCKET, Key=key)["ContentLength"] > 1000


def test_function_url_signing_signs_for_lambda(server: Server, monkeypatch, tmp_path) -> None:
    namespace = run(SIGNED[0], monkeypatch, tmp_path, server.url)
    seen: list[dict] = []
    namespace["polly"].meta.events.register("before-send.polly", lambda request, **_: seen.append(request.headers))
    namespace["polly"].describe_voices()
    authorization = seen[0]["Authorization"]
    authorization = authorization.decode() if isinstance(authorization, bytes) else authorization
    assert "/us-east-1/lambda/aws4_request" in authorization
    assert "/polly/" not in authorization


def test_api_key_snippet(model_dir, monkeypatch, tmp_path) -> None:
    with serve(model_dir, api_key="docs-secret-key") as keyed:
        monkeypatch.setenv("SUPERTONIC_API_KEY", "docs-secret-key")
        namespace = run(KEYED[0], monkeypatch, tmp_path, keyed.url)
        assert namespace["polly"].describe_voices()["Voices"]
        with pytest.raises(ClientError) as refused:
            keyed.polly().describe_voices()  # no key: refused
        assert refused.value.response["ResponseMetadata"]["HTTPStatusCode"] == 401
