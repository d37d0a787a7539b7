"""docs/polly.md: the two examples that need a deployment (marked no-run: tests/test_docs_examples.py runs every
other block as written, against `make run`'s stack) run here against the served app, with SUPERTONIC_URL pointed
at it: signing for a function URL's `lambda` service, and an API key; and where the synthesis task's audio lands."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
from botocore.exceptions import ClientError

from tests.polly_server import BUCKET, Server, serve
from tests.test_docs_examples import parse_examples

DOCS = Path(__file__).resolve().parents[1] / "docs" / "polly.md"
EXAMPLES = parse_examples(DOCS.read_text(encoding="utf-8"), "docs/polly.md")
KEYED = [e.code for e in EXAMPLES if "SUPERTONIC_API_KEY" in e.code]
SIGNED = [e.code for e in EXAMPLES if "sign_for_lambda" in e.code]
TASK = next(e.code for e in EXAMPLES if "start_speech_synthesis_task" in e.code)


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
    assert len(EXAMPLES) >= 5 and len(KEYED) == 1 and len(SIGNED) == 1
    assert [e.no_run is not None for e in EXAMPLES if e.code in KEYED + SIGNED] == [True, True]


def test_the_synthesis_task_example_writes_in_the_tasks_folder(server: Server, monkeypatch, tmp_path) -> None:
    namespace = run(TASK, monkeypatch, tmp_path, server.url)
    assert namespace["task"]["TaskStatus"] == "completed"
    key = namespace["task"]["OutputUri"].split(f"/{BUCKET}/")[1]
    task_id = namespace["task"]["TaskId"]
    assert key.startswith(f"outbox/jobs/{task_id.replace('-', '')}/chapters/{task_id}")
    assert server.s3().head_object(Bucket=BUCKET, Key=key)["ContentLength"] > 1000


def test_function_url_signing_signs_for_lambda(server: Server, monkeypatch, tmp_path) -> None:
    namespace = run(SIGNED[0], monkeypatch, tmp_path, server.url)
    seen: list[dict] = []
    polly = namespace["polly"]
    polly.meta.events.register("before-send.polly", lambda request, **_: seen.append(request.headers))
    polly.describe_voices()
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
