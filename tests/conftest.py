"""Shared fixtures: a synthetic model generated once per run, an engine on it, and moto-backed storage.

moto is imported first so that every boto3 client created afterwards goes through its stubber.
"""

from __future__ import annotations

import gc
import importlib
import os
import sys
from pathlib import Path

import moto  # noqa: F401  (import before any boto3 client is created)
import pytest
from moto import mock_aws

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from handler.kernel.config import Settings  # noqa: E402
from tools.synthetic_model import write_model  # noqa: E402

BUCKET = "supertonic-test"
pytest_plugins = ["tests.memory_report"]  # each worker's peak memory, printed at the end; the run fails over 3 GB

os.environ.setdefault("AWS_ACCESS_KEY_ID", "testing")
os.environ.setdefault("AWS_SECRET_ACCESS_KEY", "testing")
os.environ.setdefault("AWS_DEFAULT_REGION", "us-east-1")
os.environ.setdefault("POWERTOOLS_LOG_LEVEL", "WARNING")


def pytest_collection_finish(session: pytest.Session) -> None:
    """What collection loaded (every module, the front end's number data) lives to the end: out of the collector's
    way. Without this, each full collection walked about 2.7 million objects, 1.7 s each, 100 s of a run."""
    gc.collect()
    gc.freeze()


@pytest.fixture(scope="session")
def model_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return write_model(tmp_path_factory.mktemp("model") / "supertonic-3")


@pytest.fixture(scope="session")
def settings(model_dir: Path) -> Settings:
    return Settings(model_dir=str(model_dir), intra_op_threads=1, cache_enabled=False)


@pytest.fixture(scope="session")
def engine(settings: Settings):
    """The engine as the function's build step makes it: its audio checks count into the service's metrics."""
    from handler.engine import load_engine
    from handler.service.metrics import Metrics

    return load_engine(settings, recorder=Metrics.chosen("prometheus"))


@pytest.fixture
def aws():
    with mock_aws():
        yield


@pytest.fixture
def bucket(aws):
    import boto3

    from handler.storage.bucket import Bucket

    client = boto3.client("s3", region_name="us-east-1")
    client.create_bucket(Bucket=BUCKET)
    return Bucket(client, BUCKET)


@pytest.fixture
def function_env(aws, model_dir: Path, monkeypatch: pytest.MonkeyPatch):
    """Set the function's environment (a moto bucket, the synthetic model, and `env`) as Lambda would."""
    import boto3

    boto3.client("s3", region_name="us-east-1").create_bucket(Bucket=BUCKET)

    def set_env(**env: str) -> None:
        base = {
            "SUPERTONIC_MODEL_DIR": str(model_dir),
            "SUPERTONIC_BUCKET": BUCKET,
            "SUPERTONIC_INTRA_OP_THREADS": "1",
            "AWS_LAMBDA_FUNCTION_NAME": "supertonic-test",
        }
        for name, value in {**base, **env}.items():
            monkeypatch.setenv(name, value)
        import handler.kernel.runtime

        handler.kernel.runtime.STATE.invocations = 0  # a fresh init is a new process: its first call is cold

    return set_env


@pytest.fixture
def make_main(function_env):
    """The function as `handler.main`'s init builds it (`main.handler`, `main.app`, `main.services`, ...), from
    the environment above: `build_function(Settings.from_env())`, without the process-wide steps of an import."""
    from handler.platform.function import build_function

    def make(**env: str):
        function_env(**env)
        return build_function(Settings.from_env())

    return make


@pytest.fixture
def import_main(function_env):
    """`handler.main` imported afresh, for the tests of the init itself (priming where no request waits for it)."""

    def make(**env: str):
        function_env(**env)
        import handler.main

        return importlib.reload(handler.main)

    return make


@pytest.fixture
def main(make_main):
    return make_main()
