"""A small run of bench/soak.py (the bench runs 2,000 requests and reports /v1/health's latency): mixed requests,
slow-pattern texts, lexicon-heavy jobs, break-heavy SSML, hostile and never-reading WebSocket clients on one event
loop answer no 5xx, every health probe answers, every hostile frame gets the error envelope, every never-reading
client is dropped, and a client that honours Retry-After is never kept waiting longer than the work admitted ahead
of it. Bounded in count; nothing here is timed but the bound a never-reader is dropped by."""

from __future__ import annotations

import asyncio

from bench.soak import soak


def test_a_small_soak_answers_everything_without_a_5xx(make_main) -> None:
    # Admission decides with 0.05 s a character (the real model's pace): the busy client's 1,500 characters at 2
    # steps are about 29 s of work, which would not fit within 60 s behind two never-readers' 600 (11 s each) if
    # their work counted while they wait on their readers. A client that stops reading is dropped a second behind
    # the audio it took (5 s of it: 256 KB of 24 kHz samples).
    main = make_main(
        SUPERTONIC_CACHE_ENABLED="false",
        SUPERTONIC_METRICS="off",
        SUPERTONIC_SECONDS_PER_CHAR="0.05",
        SUPERTONIC_READER_LAG_SECONDS="1",
    )
    frames = 20
    options = {"never_readers": 2, "never_reader_chars": 600, "busy_chars": 1_500}
    summary = asyncio.run(soak(main.app, requests=44, hostile=2, frames=frames, seconds=300, interval=0.05, **options))
    statuses = summary["statuses"]
    assert summary["server_errors"] == 0, statuses
    assert summary["health_probes"] >= 1 and statuses.get("health:200") == summary["health_probes"]
    answered = sum(count for key, count in statuses.items() if key.startswith("ws:"))
    # Each oversized, binary or deep frame got its error, none dropped the socket, and they came all along.
    assert answered == summary["hostile_frames"] >= 2 * frames
    assert sum(count for key, count in statuses.items() if key.isdigit()) == 44
    assert statuses["413"] >= 4 * 2  # the lexicon-heavy and break-heavy requests among them, refused
    # Never-reading clients were dropped (some may be refused a place; none was spoken whole); while they waited on
    # their readers they held no work, so the busy client was answered, each time after no longer than the work
    # really running ahead of it when it was first refused (if it was).
    assert statuses["never-reader:dropped"] >= 2 and "never-reader:utterance.done" not in statuses, statuses
    assert statuses.get("busy-client:200", 0) + statuses.get("busy-client:303", 0) >= 1, statuses
    assert summary["busy_wait_over_work_ahead_max_s"] <= 1, summary  # Retry-After is in whole seconds
