"""Session sets handed out first come, first served, so concurrent requests interleave fairly at chunk boundaries.

    pool = SessionPool(model.sessions)
    with pool.take(deadline) as sessions:      # waits in line; SynthesisTimeout when the deadline passes first
        sessions["vocoder"].run(...)

A request takes a set for one chunk and gives it back before its next chunk, joining the end of the line. A set
given back goes straight to the longest waiter (no barging), so a long text cannot hold back the first audio of
a short one: with one set and two streams, their chunks alternate.
"""

from __future__ import annotations

import threading
from collections import deque
from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING

import onnxruntime as ort

if TYPE_CHECKING:
    from handler.engine.deadline import Deadline

Sessions = dict[str, ort.InferenceSession]


class _Waiter:
    def __init__(self) -> None:
        self.ready = threading.Event()
        self.sessions: Sessions | None = None


class SessionPool:
    def __init__(self, session_sets: list[Sessions]) -> None:
        self._free = list(session_sets)
        self._line: deque[_Waiter] = deque()
        self._lock = threading.Lock()

    @property
    def waiting(self) -> int:
        return len(self._line)

    @contextmanager
    def take(self, deadline: Deadline) -> Iterator[Sessions]:
        sessions = self._acquire(deadline)
        try:
            yield sessions
        finally:
            self._release(sessions)

    def _acquire(self, deadline: Deadline) -> Sessions:
        with self._lock:
            if self._free and not self._line:
                return self._free.pop()
            waiter = _Waiter()
            self._line.append(waiter)
        waiter.ready.wait(deadline.remaining())
        with self._lock:
            if waiter.sessions is not None:
                return waiter.sessions
            self._line.remove(waiter)  # timed out (or cancelled) before its turn came
        deadline.check()
        raise deadline.timeout_error()

    def _release(self, sessions: Sessions) -> None:
        with self._lock:
            if self._line:
                waiter = self._line.popleft()
                waiter.sessions = sessions
                waiter.ready.set()
            else:
                self._free.append(sessions)
