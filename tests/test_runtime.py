"""Process state and the SnapStart after-restore hook."""

from __future__ import annotations

import sys
import types

import numpy as np
import pytest

from handler import runtime, snapstart


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


def test_register_uses_the_lambda_runtime_hook(monkeypatch: pytest.MonkeyPatch) -> None:
    assert snapstart.register() is False  # outside Lambda's runtime there is no hook module
    registered = []
    hooks = types.ModuleType("snapshot_restore_py")
    hooks.register_after_restore = registered.append
    monkeypatch.setitem(sys.modules, "snapshot_restore_py", hooks)
    assert snapstart.register() is True
    assert registered == [snapstart.after_restore]
