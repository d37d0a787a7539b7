"""Facts about this process: when init ran, and whether the current invocation is its first (cold).

Invocations are counted here and nowhere else. An HTTP request through Lambda is seen twice, by the Lambda
entrypoint and by the app's middleware; both pass the same invocation id, so it counts once.

    cold = begin_invocation(invocation_id)   # per Lambda invocation, or per HTTP request served locally
    STATE.instance_id, STATE.init_seconds, STATE.invocations
    release_free_heap()                      # once, at the end of init
    initialization_type()                    # Lambda's: "on-demand", "snap-start", "provisioned-concurrency"; ""
    init_ahead_of_traffic()                  # SnapStart's publish or provisioned concurrency: no request waits
"""

from __future__ import annotations

import ctypes
import os
import time
import uuid
from dataclasses import dataclass, field
from typing import Protocol


@dataclass
class ProcessState:
    instance_id: str = field(default_factory=lambda: uuid.uuid4().hex[:12])
    started: float = field(default_factory=time.perf_counter)
    init_seconds: float = 0.0
    invocations: int = 0
    restored: bool = False  # True after a SnapStart restore
    current_id: str | None = None  # the invocation being served (the last one counted)
    current_cold: bool = True

    def begin_invocation(self, invocation_id: str | None = None) -> bool:
        """Count an invocation once per id (None: always a new one); True for the first of the process."""
        if invocation_id is not None and invocation_id == self.current_id:
            return self.current_cold
        self.invocations += 1
        self.current_id = invocation_id
        self.current_cold = self.invocations == 1
        return self.current_cold

    @property
    def cold(self) -> bool:
        """Whether the invocation being served is the process's first (True before any)."""
        return self.invocations == 0 or self.current_cold

    def after_restore(self) -> None:
        """A SnapStart restore is a new process that shares init's memory: make it unique and cold again."""
        self.instance_id = uuid.uuid4().hex[:12]
        self.invocations = 0
        self.current_id = None
        self.current_cold = True
        self.restored = True


STATE = ProcessState()


def begin_invocation(invocation_id: str | None = None) -> bool:
    return STATE.begin_invocation(invocation_id)


# Lambda's AWS_LAMBDA_INITIALIZATION_TYPE values for an init that runs before any request is routed to it
AHEAD_OF_TRAFFIC = frozenset({"snap-start", "provisioned-concurrency"})


def initialization_type(env: dict[str, str] | None = None) -> str:
    """How Lambda runs this init: "on-demand" (a request waits for it), "snap-start" (at publish) or
    "provisioned-concurrency"; "" outside Lambda (a long-running server)."""
    env = dict(os.environ) if env is None else env
    return env.get("AWS_LAMBDA_INITIALIZATION_TYPE", "")


def init_ahead_of_traffic(env: dict[str, str] | None = None) -> bool:
    """True when no request waits for this init: SnapStart's, at publish, or provisioned concurrency's. Elsewhere
    ("on-demand", or not on Lambda) the first request follows init at once."""
    return initialization_type(env) in AHEAD_OF_TRAFFIC


class InvocationContext(Protocol):
    """What the service reads of an invocation's context, from the entrypoint down to the jobs: its id and the
    time it has left. Lambda's own context object has both, and so has the Web Adapter's (api/event_routes.py)."""

    @property
    def aws_request_id(self) -> str: ...

    def get_remaining_time_in_millis(self) -> int: ...


def lambda_invocation_id(event: object, context: InvocationContext | None) -> str | None:
    """The id both the entrypoint and the app's middleware can see for one Lambda invocation: an HTTP event's
    own request id (Mangum hands the event to the app as scope["aws.event"]), else the context's."""
    request_context = event.get("requestContext") if isinstance(event, dict) else None
    if isinstance(request_context, dict) and request_context.get("requestId"):
        return f"http:{request_context['requestId']}"
    request_id = context.aws_request_id if context is not None else None
    return f"lambda:{request_id}" if request_id else None


# glibc's mallopt parameters, and the fixed threshold for both (glibc's own default before it adapts)
M_TRIM_THRESHOLD, M_MMAP_THRESHOLD, M_ARENA_MAX = -1, -3, -8
LARGE_BLOCK = 128 * 1024


def tune_malloc() -> bool:
    """Keep glibc from holding on to memory warm requests freed; True when it took every setting. Call it in the
    init, before the sessions' threads and the first request's thread allocate.

    - One arena (MALLOC_ARENA_MAX=1): under Mangum each invocation runs the synchronous routes on a new AnyIO
      worker thread. When it starts before the previous one has exited, glibc gives it an arena of its own,
      which keeps the 8 to 13 MB it served: RSS grew about 14 MB over 500 warm requests, in steps at random.
      ONNX Runtime takes tensors from its own arena, so its threads rarely meet on the malloc lock.
    - Fixed 128 KB mmap and trim thresholds: glibc would raise them after the first large free, so later large
      blocks (audio, latents) stay in the heap as holes instead of going back to the kernel when freed.
    Together: 2.2 MB over 500 requests, all while new tensor shapes arrive, and no slower
    (bench/results.md, "Memory")."""
    mallopt = getattr(ctypes.CDLL(None), "mallopt", None)  # glibc's, if the process has it
    if mallopt is None:
        return False
    settings = ((M_ARENA_MAX, 1), (M_MMAP_THRESHOLD, LARGE_BLOCK), (M_TRIM_THRESHOLD, LARGE_BLOCK))
    return all(mallopt(parameter, value) == 1 for parameter, value in settings)


def release_free_heap() -> int:
    """Hand the heap pages that init freed back to the kernel (glibc's malloc_trim); 1 when some were.

    Creating the ONNX sessions frees tens of MB that glibc otherwise keeps mapped for the life of the process,
    so the idle function would hold them (bench/results.md, "Cold start"). About 25 ms; a no-op without glibc."""
    trim = getattr(ctypes.CDLL(None), "malloc_trim", None)  # the process's own symbols: glibc's, if it has them
    return int(trim(0)) if trim is not None else 0
