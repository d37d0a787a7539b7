"""Facts about this process: when init ran, and whether the current invocation is its first (cold).

cold = begin_invocation()     # once per Lambda invocation, or per local HTTP request
STATE.instance_id, STATE.init_seconds
"""

from __future__ import annotations

import time
import uuid
from dataclasses import dataclass, field


@dataclass
class ProcessState:
    instance_id: str = field(default_factory=lambda: uuid.uuid4().hex[:12])
    started: float = field(default_factory=time.perf_counter)
    init_seconds: float = 0.0
    invocations: int = 0
    restored: bool = False  # True after a SnapStart restore

    def begin_invocation(self) -> bool:
        self.invocations += 1
        return self.invocations == 1

    @property
    def cold(self) -> bool:
        return self.invocations <= 1

    def after_restore(self) -> None:
        """A SnapStart restore is a new process that shares init's memory: make it unique and cold again."""
        self.instance_id = uuid.uuid4().hex[:12]
        self.invocations = 0
        self.restored = True


STATE = ProcessState()


def begin_invocation() -> bool:
    return STATE.begin_invocation()
