"""A small run of bench/soak.py (the bench runs 2,000 requests and reports /v1/health's latency): mixed requests,
slow-pattern texts and hostile WebSocket clients on one event loop answer no 5xx, every health probe answers, and
every hostile frame gets the error envelope. Bounded in count; nothing here is timed."""

from __future__ import annotations

import asyncio

from bench.soak import soak


def test_a_small_soak_answers_everything_without_a_5xx(make_main) -> None:
    main = make_main(SUPERTONIC_BUCKET="", SUPERTONIC_METRICS="off")
    frames = 20
    summary = asyncio.run(soak(main.app, requests=33, hostile=2, frames=frames, seconds=300, interval=0.05))
    statuses = summary["statuses"]
    assert summary["server_errors"] == 0, statuses
    assert summary["health_probes"] >= 1 and statuses.get("health:200") == summary["health_probes"]
    answered = sum(count for key, count in statuses.items() if key.startswith("ws:"))
    # Each oversized, binary or deep frame got its error, none dropped the socket, and they came all along.
    assert answered == summary["hostile_frames"] >= 2 * frames
    assert sum(count for key, count in statuses.items() if key.isdigit()) == 33
