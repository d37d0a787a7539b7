"""Event sources, one file each, in Mangum's shape: `infer(event)` says whether a source claims the event, calling
the source handles it. `handler.platform.function.Function.handler` gives each event to the source that claims it.

    class Source(Protocol):
        def infer(self, event) -> bool                    # a cheap look at the event's shape, never raises
        def __call__(self, event, context) -> dict        # what Lambda gets back

`context` is an `InvocationContext`: Lambda's own context object, or the Web Adapter's (api/event_routes.py).
Inside, the sources read events through Powertools' data classes (S3Event, SQSEvent, EventBridgeEvent).

The sources claim disjoint events (SQS batches, from the job queue or the segment queue, are all the SQS
source's), so the order they are asked in decides nothing; tests/test_sources.py checks that each kind has
exactly one taker.
"""

from __future__ import annotations

from typing import Any, Protocol

from handler.kernel.runtime import InvocationContext  # the sources hand it on to the jobs

__all__ = ["InvocationContext", "Source", "records_from"]


class Source(Protocol):
    def infer(self, event: dict[str, Any]) -> bool: ...

    def __call__(self, event: dict[str, Any], context: InvocationContext) -> dict[str, Any]: ...


def records_from(event: dict[str, Any], event_source: str) -> bool:
    """A batch of records (S3's and SQS's shape) whose first says it came from `event_source` ("aws:s3", ...)."""
    records = event.get("Records")
    return (
        isinstance(records, list)
        and bool(records)
        and isinstance(records[0], dict)
        and records[0].get("eventSource") == event_source
    )
