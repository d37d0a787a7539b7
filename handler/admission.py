"""Backpressure: how many requests may wait for the engine. Past `running + queue`, a new one is told to come back
(Busy: HTTP 429 with Retry-After, in OpenAI's envelope) instead of waiting without limit.

    admission = Admission(running=1, queue=4)
    with admission.place():            # Busy when the line is full
        ...synthesise...
    release = admission.enter()        # or hold the place across a streamed answer, and release at its end
"""

from __future__ import annotations

import math
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager

from handler.errors import Busy


class Admission:
    """Bounds how many requests may wait for the engine: past `running + queue`, a new one is told to come back
    (Busy, HTTP 429 with Retry-After) instead of waiting without limit."""

    def __init__(self, running: int, queue: int) -> None:
        self.limit = running + queue
        self.running = running
        self.active = 0
        self._average_seconds = 1.0  # moving average of a request's time, for Retry-After
        self._lock = threading.Lock()

    def enter(self) -> Callable[[], None]:
        """Take a place or raise Busy; returns the release function (safe to call twice)."""
        with self._lock:
            if self.active >= self.limit:
                retry_after = max(1, math.ceil(self._average_seconds * (self.active - self.running + 1) / self.running))
                raise Busy(
                    f"The server is busy: {self.active} requests are running or waiting. Retry after {retry_after} s.",
                    retry_after=retry_after,
                )
            self.active += 1
        started, released = time.perf_counter(), threading.Event()

        def release() -> None:
            with self._lock:
                if released.is_set():
                    return
                released.set()
                self.active -= 1
                self._average_seconds += 0.2 * (time.perf_counter() - started - self._average_seconds)

        return release

    @contextmanager
    def place(self) -> Iterator[None]:
        release = self.enter()
        try:
            yield
        finally:
            release()
