"""Process state and the SnapStart after-restore hook."""

from __future__ import annotations

import json
import logging
import os
import shutil
import subprocess
import sys
import threading
import types
from pathlib import Path

import numpy as np
import pytest
from fastapi.testclient import TestClient

from handler.kernel import runtime
from handler.platform import snapstart
from tests.events import LambdaContext, function_url_event, sqs_event

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture
def fresh_state(monkeypatch: pytest.MonkeyPatch) -> runtime.ProcessState:
    state = runtime.ProcessState()
    monkeypatch.setattr(runtime, "STATE", state)
    monkeypatch.setattr(snapstart, "STATE", state)
    return state


def test_first_invocation_is_cold(fresh_state: runtime.ProcessState) -> None:
    assert runtime.begin_invocation() is True
    assert runtime.begin_invocation() is False
    assert not fresh_state.cold


def test_after_restore_makes_the_process_unique_and_cold_again(fresh_state: runtime.ProcessState) -> None:
    runtime.begin_invocation()
    before_id = fresh_state.instance_id
    np.random.seed(7)
    expected_if_not_reseeded = np.random.rand()
    np.random.seed(7)
    snapstart.after_restore()
    assert fresh_state.instance_id != before_id
    assert fresh_state.restored and fresh_state.invocations == 0
    assert runtime.begin_invocation() is True
    assert np.random.rand() != expected_if_not_reseeded  # the global RNG was seeded afresh


def test_register_uses_the_lambda_runtime_hooks(monkeypatch: pytest.MonkeyPatch) -> None:
    assert snapstart.register() is False  # outside Lambda's runtime there is no hook module
    after, before = [], []
    hooks = types.ModuleType("snapshot_restore_py")
    hooks.register_after_restore = after.append
    hooks.register_before_snapshot = before.append
    monkeypatch.setitem(sys.modules, "snapshot_restore_py", hooks)
    assert snapstart.register() is True
    assert after == [snapstart.after_restore] and before == []  # priming is init's (handler.main.prime)


class CountingSession:
    """Counts a real session's runs (the priming is under test, not the session)."""

    def __init__(self, session) -> None:
        self.session, self.runs, self.threads = session, 0, set()

    def run(self, *args, **kwargs):
        self.runs += 1
        self.threads.add(threading.get_ident())
        return self.session.run(*args, **kwargs)


def test_priming_runs_every_session_and_records_nothing(make_main, capsys, caplog) -> None:
    main = make_main(SUPERTONIC_CACHE_ENABLED="true", SUPERTONIC_METRICS="emf")
    voices = main.services.engine.model.voices
    assert voices._voices == {}  # an on-demand init leaves them for first use
    (sessions,) = main.services.engine.pool._free
    counted = {name: CountingSession(session) for name, session in sessions.items()}
    sessions.update(counted)
    capsys.readouterr()
    caplog.clear()  # init's own lines
    with caplog.at_level(logging.INFO, logger="supertonic"):
        main.prime()
    assert sorted(voices._voices) == sorted(voices) and len(voices._voices) == 10
    assert all(session.runs >= 1 for session in counted.values()), {n: s.runs for n, s in counted.items()}
    # on a worker thread, as a synchronous route runs: AnyIO's thread machinery is set up too
    assert threading.get_ident() not in set().union(*(session.threads for session in counted.values()))
    main.services.metrics.flush()
    assert '{"_aws"' not in capsys.readouterr().out  # no figures: the priming run is not a request
    assert [record.getMessage() for record in caplog.records] == ["primed"]  # no "speech" line
    assert main.services.bucket.keys("") == []  # nothing cached


@pytest.mark.parametrize(
    ("initialization", "primed"),
    [("snap-start", True), ("provisioned-concurrency", True), ("on-demand", False), (None, False)],
)
def test_init_primes_only_where_no_request_waits_for_it(
    import_main, monkeypatch, caplog, initialization: str | None, primed: bool
) -> None:
    if initialization is None:
        monkeypatch.delenv("AWS_LAMBDA_INITIALIZATION_TYPE", raising=False)
    else:
        monkeypatch.setenv("AWS_LAMBDA_INITIALIZATION_TYPE", initialization)
    caplog.clear()
    with caplog.at_level(logging.INFO, logger="supertonic"):
        main = import_main()  # the init decides, so the module is imported as Lambda's init would
    assert ("primed" in [record.getMessage() for record in caplog.records]) is primed
    assert len(main.services.engine.model.voices._voices) == (10 if primed else 0)
    answer = main.handler(function_url_event("GET", "/v1/health"), LambdaContext())
    assert answer["statusCode"] == 200 and runtime.STATE.invocations == 1  # priming is not an invocation


FIRST_REQUEST_IMPORTS = """
import json, sys
from tests.events import LambdaContext, function_url_event
import handler.main as main
if sys.argv[1] == "primed":
    main.prime()
before = set(sys.modules)
speech = {"model": "tts-1", "input": "Hello there.", "voice": "alloy", "response_format": "wav"}
answer = main.handler(function_url_event("POST", "/v1/audio/speech", speech), LambdaContext())
assert answer["statusCode"] == 200, answer
print(json.dumps(sorted(set(sys.modules) - before)))
"""


def test_after_priming_the_first_request_loads_no_module(model_dir) -> None:
    """A fresh process (this one has loaded everything already), as a restore from a primed snapshot starts."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("SUPERTONIC_", "AWS_LAMBDA_"))}
    env |= {"SUPERTONIC_MODEL_DIR": str(model_dir), "SUPERTONIC_INTRA_OP_THREADS": "1"}
    loaded = {}
    for mode in ("unprimed", "primed"):
        done = subprocess.run(
            [sys.executable, "-c", FIRST_REQUEST_IMPORTS, mode], cwd=ROOT, env=env, capture_output=True, text=True
        )
        assert done.returncode == 0, done.stderr[-2000:]
        loaded[mode] = json.loads(done.stdout.splitlines()[-1])
    assert "numpy.random" in loaded["unprimed"]  # what priming takes off the first request
    assert loaded["primed"] == []


def test_a_malformed_voice_file_stops_the_priming_not_the_init(import_main, model_dir, tmp_path, monkeypatch) -> None:
    root = tmp_path / "model"
    shutil.copytree(model_dir, root)
    (root / "voice_styles/M4.json").write_text('{"style_ttl": 1}')
    monkeypatch.setenv("AWS_LAMBDA_INITIALIZATION_TYPE", "snap-start")
    main = import_main(SUPERTONIC_MODEL_DIR=str(root))  # init primes, and meets the broken file
    health = main.handler(function_url_event("GET", "/v1/health"), LambdaContext())
    assert health["statusCode"] == 200 and json.loads(health["body"])["status"] == "ok"
    speech = {"model": "tts-1", "input": "Hello.", "voice": "M4", "response_format": "wav"}
    answer = main.handler(function_url_event("POST", "/v1/audio/speech", speech), LambdaContext())
    assert answer["statusCode"] == 503 and "voice_styles/M4.json" in answer["body"]


def test_an_invocation_counts_once_however_many_layers_see_it(fresh_state: runtime.ProcessState) -> None:
    assert runtime.begin_invocation("http:a") is True
    assert runtime.begin_invocation("http:a") is True  # the same invocation, seen by the middleware
    assert fresh_state.invocations == 1
    assert runtime.begin_invocation("http:b") is False
    assert runtime.begin_invocation(None) is False and runtime.begin_invocation(None) is False
    assert fresh_state.invocations == 4


def health_of(main) -> dict:
    return json.loads(main.handler(function_url_event("GET", "/v1/health"), LambdaContext())["body"])


def test_health_is_cold_on_the_first_lambda_invocation_then_warm(main) -> None:
    first, second = health_of(main), health_of(main)
    assert (first["invocation"], first["invocations"]) == ("cold", 1)
    assert (second["invocation"], second["invocations"]) == ("warm", 2)


def test_health_is_cold_on_the_first_local_request_then_warm(main) -> None:
    client = TestClient(main.app)
    first, second = client.get("/v1/health").json(), client.get("/v1/health").json()
    assert (first["invocation"], first["invocations"]) == ("cold", 1)
    assert (second["invocation"], second["invocations"]) == ("warm", 2)


def test_a_job_invocation_first_makes_the_first_http_call_warm(main) -> None:
    main.handler(sqs_event("not a notification"), LambdaContext())
    assert health_of(main)["invocation"] == "warm"


def test_a_new_process_says_cold_first(model_dir) -> None:
    """A real new process, not a reloaded module: the first call is cold, on Lambda and locally."""
    script = (
        "import json, handler.main as m\n"
        "from fastapi.testclient import TestClient\n"
        "from tests.events import LambdaContext, function_url_event\n"
        "def health(): return json.loads(m.handler(function_url_event('GET', '/v1/health'), LambdaContext())['body'])\n"
        "print(json.dumps([health()['invocation'], health()['invocation'], "
        "TestClient(m.app).get('/v1/health').json()['invocation']]))\n"
    )
    env = {
        **os.environ,
        "SUPERTONIC_MODEL_DIR": str(model_dir),
        "SUPERTONIC_INTRA_OP_THREADS": "1",
        "SUPERTONIC_BUCKET": "",
        "POWERTOOLS_LOG_LEVEL": "ERROR",
    }
    done = subprocess.run([sys.executable, "-c", script], cwd=ROOT, env=env, capture_output=True, text=True, check=True)
    assert json.loads(done.stdout.strip().splitlines()[-1]) == ["cold", "warm", "warm"]


ARENA_COUNT = """
import ctypes, os, sys, tempfile, threading
if sys.argv[1] == "service":
    import handler.main  # its init tunes malloc (no model configured: the init is quick)
libc = ctypes.CDLL(None)
libc.fopen.restype = ctypes.c_void_p  # a FILE*, not an int
barrier = threading.Barrier(8)
def allocate():  # eight threads holding blocks at once: without a limit, glibc gives each its own arena
    held = [bytearray(4096) for _ in range(64)]
    barrier.wait()
threads = [threading.Thread(target=allocate) for _ in range(8)]
[thread.start() for thread in threads]
[thread.join() for thread in threads]
path = tempfile.mktemp()
stream = libc.fopen(path.encode(), b"w")
libc.malloc_info(0, ctypes.c_void_p(stream))  # glibc's XML: one <heap nr=...> per arena
libc.fclose(ctypes.c_void_p(stream))
print(open(path).read().count("<heap nr="))
os.unlink(path)
"""


@pytest.mark.parametrize(("mode", "single"), [("service", True), ("bare", False)])
def test_the_service_init_keeps_every_thread_on_one_malloc_arena(mode: str, single: bool) -> None:
    env = {**os.environ, "SUPERTONIC_MODEL_DIR": "", "PYTHONPATH": str(ROOT)}
    answer = subprocess.run([sys.executable, "-c", ARENA_COUNT, mode], capture_output=True, text=True, env=env)
    assert answer.returncode == 0, answer.stderr[-2000:]
    arenas = int(answer.stdout.strip().splitlines()[-1])
    assert arenas == 1 if single else arenas > 1  # the bare interpreter shows the test can tell


GC_DURING_INIT = """
import gc, json, sys
collections = []
gc.callbacks.append(lambda phase, info: phase == "start" and collections.append(info["generation"]))
if sys.argv[1] == "service":
    import handler.main
else:
    import handler.api.app, handler.service.speech  # most of the same imports, without handler.main's switch
print(json.dumps([len(collections), gc.isenabled(), gc.get_freeze_count()]))
"""


@pytest.mark.parametrize("mode", ["service", "bare"])
def test_init_runs_without_cyclic_collections_then_freezes_its_objects(mode: str) -> None:
    env = {**os.environ, "SUPERTONIC_MODEL_DIR": "", "PYTHONPATH": str(ROOT), "POWERTOOLS_LOG_LEVEL": "ERROR"}
    answer = subprocess.run([sys.executable, "-c", GC_DURING_INIT, mode], capture_output=True, text=True, env=env)
    assert answer.returncode == 0, answer.stderr[-2000:]
    collections, enabled, frozen = json.loads(answer.stdout.strip().splitlines()[-1])
    assert enabled  # requests run with the collector on
    if mode == "service":
        assert collections <= 3 and frozen > 10_000  # finding the package, before main.py's first line, may collect
    else:
        assert collections > 10 and frozen == 0  # the same imports collect many times: the test can tell


def test_tune_malloc_is_taken_by_glibc() -> None:
    script = "from handler.kernel.runtime import tune_malloc; print(tune_malloc())"
    answer = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True, cwd=ROOT)
    assert answer.stdout.strip() == "True"


def test_release_free_heap_returns_freed_pages_to_the_kernel() -> None:
    """Freed blocks between kept ones stay mapped until trimmed; init ends with the trim (handler/main.py)."""
    script = """
from handler.kernel.runtime import release_free_heap
def rss_mb():
    return int(open("/proc/self/statm").read().split()[1]) * 4096 / 2**20
blocks = [bytes(64_000) + bytes([i % 256]) for i in range(3_000)]  # 190 MB, each under the mmap threshold
kept = blocks[::100]  # holes below the heap's top: glibc keeps them mapped
del blocks
before = rss_mb()
release_free_heap()
print(before - rss_mb())
"""
    answer = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True, cwd=ROOT)
    assert float(answer.stdout) > 100  # of the ~190 MB freed
