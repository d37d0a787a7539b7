"""A time limit for one synthesis that really stops the running ONNX call.

All model calls of a synthesis share one `RunOptions`. A timer thread sets its `terminate` flag when time is up;
ONNX Runtime checks the flag between graph nodes and aborts the call, and `run` turns that into
`SynthesisTimeout`. The sessions stay usable: the next synthesis gets fresh `RunOptions`.

    with Deadline(30.0) as deadline:
        duration = deadline.run(session, feeds, "duration")
    deadline.cancel()   # from another thread: stops the running call now (SynthesisCancelled)
"""

from __future__ import annotations

import threading
import time

import numpy as np
import onnxruntime as ort

from handler.kernel.errors import SynthesisTimeout


class SynthesisCancelled(Exception):
    """The caller cancelled the synthesis (a WebSocket `cancel`, a client gone); not an error to report."""


class Deadline:
    def __init__(self, seconds: float | None) -> None:
        self.seconds = seconds
        self.run_options = ort.RunOptions()
        self._expires = None if seconds is None else time.monotonic() + seconds
        self._timer = None if seconds is None else threading.Timer(seconds, self._terminate)
        self.cancelled = False

    def __enter__(self) -> Deadline:
        if self._timer is not None:
            self._timer.daemon = True
            self._timer.start()
        return self

    def __exit__(self, *exc: object) -> None:
        if self._timer is not None:
            self._timer.cancel()

    def _terminate(self) -> None:
        self.run_options.terminate = True

    def cancel(self) -> None:
        self.cancelled = True
        self.run_options.terminate = True

    def remaining(self) -> float | None:
        return None if self._expires is None else max(0.0, self._expires - time.monotonic())

    @property
    def expired(self) -> bool:
        return self._expires is not None and time.monotonic() >= self._expires

    def check(self) -> None:
        if self.expired or self.run_options.terminate:
            raise self.timeout_error()

    def timeout_error(self) -> SynthesisTimeout | SynthesisCancelled:
        if self.cancelled:
            return SynthesisCancelled("cancelled")
        return SynthesisTimeout(
            f"Synthesis took longer than {self.seconds:g} s and was stopped. "
            "Send less text per request, fewer steps, or use an async job."
        )

    def run(self, session: ort.InferenceSession, feeds: dict[str, np.ndarray], output: str) -> np.ndarray:
        self.check()
        try:
            result: np.ndarray = session.run([output], feeds, self.run_options)[0]
            return result
        except Exception:
            # ORT reports a terminated run as a generic failure; the flag tells the two apart.
            if self.run_options.terminate:
                raise self.timeout_error() from None
            raise
