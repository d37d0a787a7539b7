"""Event sources, one file each, in Mangum's shape: `infer(event)` says whether a source claims the event,
calling the source handles it. `handler.function.Function.handler` gives each event to the source that claims it.

    class Source(Protocol):
        def infer(self, event) -> bool                    # a cheap look at the event's shape, never raises
        def __call__(self, event, context) -> dict        # what Lambda gets back

The sources claim disjoint events (the SQS source leaves the segment queue's batches to the segment source), so
the order they are asked in decides nothing; tests/test_sources.py checks that each kind has exactly one taker.
"""

from __future__ import annotations

from typing import Any, Protocol


class Source(Protocol):
    def infer(self, event: dict[str, Any]) -> bool: ...

    def __call__(self, event: dict[str, Any], context: object) -> dict[str, Any]: ...
