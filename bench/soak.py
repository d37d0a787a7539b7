"""Soak: mixed requests, hostile and never-reading WebSocket clients on one event loop, while a prober times
`GET /v1/health` and a client that honours Retry-After times how long it is kept waiting (docs/benchmarks.md,
"Soak").

    summary = asyncio.run(soak(app, requests=200, hostile=2, never_readers=2))   # tests/test_soak.py
    python -m bench.soak, then {"requests": 2000, "hostile": 4, "never_readers": 2} -> the summary   # a worker

Everything runs in this process, on the app's own event loop (ASGI calls, no network). Whatever blocks the loop
(or holds the GIL) shows in the prober's latencies; the summary gives their p50/p95/max and every status seen (a
5xx is a defect). The mix holds lexicon-heavy requests (a job whose lexicon would make 10 million characters) and
break-heavy SSML (245 ten-second breaks), both refused at once. A never-reading WebSocket client sends a long
sentence and then takes nothing once its buffer (256 KB) is full, as a client whose socket is full: the server
must drop it. The busy client asks for a long text and, on each 429, waits Retry-After and asks again: each of
its waits is compared with the work really running ahead of it when it was first refused (requests busy with the
engine and turns reserved, not streams parked on their readers).
Bounded: `requests` answers, at least `frames` frames per hostile client, and `seconds` at most.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import time
from collections import Counter
from collections.abc import MutableMapping
from typing import TYPE_CHECKING, Any

from bench.stats import percentile
from bench.worker import serve

if TYPE_CHECKING:
    from fastapi import FastAPI

HEALTH_SHARES = {"p50": 0.5, "p95": 0.95, "max": 1.0}
SLOW_PATTERNS = ["a" * 4_900, "9" * 4_000, "www." + "a." * 2_000 + "com", "1,000," * 800, "!?" * 2_000]
SENTENCE = "The river runs past the old mill and down into the valley. "  # 60 characters
LONG_ENTRY = {"word": "y" * 499}  # each "word" reads as 499 characters
BREAKS = "<speak>" + "a<break time='10s'/>" * 245 + "b</speak>"  # 2,450 s of silence in 4,915 characters
NEVER_READER_BUFFER = 256 * 1024  # bytes a never-reading client takes before its socket is full


def request_bodies(count: int) -> list[tuple[str, dict[str, Any]]]:
    """A fixed mix: short speech, JSON answers, dry runs, slow-pattern texts, too-large and invalid requests."""
    mix: list[tuple[str, dict[str, Any]]] = [
        ("/v1/audio/speech", {"model": "tts-1", "input": "A short reply.", "voice": "alloy", "response_format": "wav"}),
        ("/v1/tts", {"text": "Marks, please. Two sentences.", "format": "wav", "response": "json", "steps": 2}),
        ("/v1/text/normalize", {"text": "It costs $12.50 on 3/4/2025 at 10:30.", "lang": "en"}),
        ("/v1/tts", {"text": "x" * 6_000, "format": "wav"}),  # 413
        ("/v1/audio/speech", {"model": "tts-1", "input": "", "voice": "nobody"}),  # 400
    ]
    mix += [("/v1/text/normalize", {"text": text, "lang": "en"}) for text in SLOW_PATTERNS]
    mix += [
        ("/v1/jobs", {"text": "word " * 20_000, "lexicon": LONG_ENTRY}),  # 413 at once: 10 M characters
        ("/v1/tts", {"text": "word " * 900, "lexicon": LONG_ENTRY, "format": "wav"}),  # 413: 449,100 characters
        ("/v1/text/normalize", {"text": "word " * 16, "lexicon": LONG_ENTRY, "lang": "en"}),  # read: 7,984
        ("/v1/tts", {"text": BREAKS, "text_type": "ssml", "format": "mp3"}),  # 413: 2,450 s of silence
        ("/v1/tts", {"text": "<speak>One.<break time='3s'/>Two.</speak>", "text_type": "ssml", "steps": 2}),
        ("/v1/tts", {"text": SENTENCE * 2, "format": "wav", "steps": 2}),  # 120 characters of real work
    ]
    return [mix[index % len(mix)] for index in range(count)]


async def http_call(app: FastAPI, method: str, path: str, body: dict[str, Any] | None = None) -> int:
    return (await http_answer(app, method, path, body))[0]


async def http_answer(app: FastAPI, method: str, path: str, body: dict[str, Any] | None = None) -> tuple[int, int]:
    """(status, Retry-After in seconds, 0 without one)."""
    import httpx

    transport = httpx.ASGITransport(app=app)
    async with httpx.AsyncClient(transport=transport, base_url="http://soak") as client:
        response = await client.request(method, path, json=body, timeout=600)
        return response.status_code, int(response.headers.get("retry-after", 0))


def hostile_frame(number: int) -> dict[str, Any]:
    """Oversized deltas without a sentence end, and every tenth frame binary or 100,000 deep."""
    if number % 10 == 7:
        return {"type": "websocket.receive", "bytes": b"\x00" * 1024}
    if number % 10 == 9:
        return {"type": "websocket.receive", "text": "[" * 100_000 + "]" * 100_000}
    return {"type": "websocket.receive", "text": json.dumps({"type": "text", "text": "w" * 20_000})}


async def hostile_websocket(
    app: FastAPI, frames: int, statuses: Counter[str | int], stop: asyncio.Event, interval: float
) -> int:
    """One client over ASGI, sending a hostile frame every `interval` seconds: at least `frames` of them, and on
    until `stop` (the requests are answered), so the hostile load lasts the whole soak. Returns how many it sent."""
    inbox: asyncio.Queue[dict[str, Any]] = asyncio.Queue()
    outbox: list[MutableMapping[str, Any]] = []

    async def feed() -> int:
        sent = 0
        while sent < frames or not stop.is_set():
            inbox.put_nowait(hostile_frame(sent))
            sent += 1
            await asyncio.sleep(interval)
        inbox.put_nowait({"type": "websocket.disconnect", "code": 1000})
        return sent

    feeder = asyncio.create_task(feed())
    pending = [{"type": "websocket.connect"}]

    async def receive() -> dict[str, Any]:
        return pending.pop() if pending else await inbox.get()

    async def send(message: MutableMapping[str, Any]) -> None:
        outbox.append(message)

    await app(websocket_scope(), receive, send)
    sent = await feeder
    for message in outbox:
        if message["type"] == "websocket.send" and message.get("text"):
            event = json.loads(message["text"])
            statuses[f"ws:{event.get('error', {}).get('code', event['type'])}"] += 1
        elif message["type"] == "websocket.close":
            statuses[f"ws-close:{message.get('code', 1000)}"] += 1
    return sent


def websocket_scope() -> dict[str, Any]:
    return {"type": "websocket", "path": "/v1/audio/speech/stream", "raw_path": b"/v1/audio/speech/stream",
            "query_string": b"", "headers": [], "scheme": "ws", "server": ("soak", 80), "client": ("127.0.0.1", 1),
            "subprotocols": [], "asgi": {"version": "3.0"}}  # fmt: skip


async def never_reading_websocket(
    app: FastAPI, text: str, statuses: Counter[str | int], holding: asyncio.Event
) -> float:
    """One client that sends `text` and stops reading once NEVER_READER_BUFFER bytes are in: each later send
    waits for ever, as against a full socket. Returns the seconds until the server dropped it."""
    frames = [{"type": "websocket.connect"}]
    frames += [{"type": "websocket.receive", "text": json.dumps({"type": "config", "steps": 2})}]
    frames += [{"type": "websocket.receive", "text": json.dumps({"type": "text", "text": text})}]
    frames.reverse()
    taken = 0
    full, silent = asyncio.Event(), asyncio.Event()

    async def receive() -> dict[str, Any]:
        if frames:
            return frames.pop()
        await silent.wait()  # sends nothing more, and is never told to stop
        return {"type": "websocket.disconnect", "code": 1000}

    ended = ""  # how the server ended the utterance before the client's buffer was full, if it did

    async def send(message: MutableMapping[str, Any]) -> None:
        nonlocal taken, ended
        if full.is_set():
            await asyncio.Event().wait()  # its socket is full: this send never completes
        taken += len(message.get("bytes") or b"")
        if taken >= NEVER_READER_BUFFER:
            full.set()
            holding.set()
        event = json.loads(message["text"]) if message.get("text") else {}
        if event.get("type") in ("error", "utterance.done"):  # refused (a 429 or 413), or spoken whole: it leaves
            ended = event.get("error", {}).get("code", event["type"])
            silent.set()

    started = time.perf_counter()
    await app(websocket_scope(), receive, send)
    statuses["never-reader:dropped" if full.is_set() else f"never-reader:{ended or 'ended'}"] += 1
    return time.perf_counter() - started


async def busy_client(
    app: FastAPI, text: str, stop: asyncio.Event, statuses: Counter[str | int], start: asyncio.Event | None = None
) -> list[dict[str, Any]]:
    """Asks for `text` (synchronous speech) until `stop`, from when `start` is set (or 30 s have passed); on a
    429 it waits Retry-After and asks again. Each wait from its first 429 to its answer, with the work admitted
    really running ahead of it then (not the work of streams parked on their readers)."""
    admission = app.state.services.speech.admission
    if start is not None:
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(start.wait(), 30)
    body = {"text": text, "format": "wav", "steps": 2, "stream": False}
    waits: list[dict[str, Any]] = []
    while not stop.is_set():
        first, ahead = 0.0, 0.0
        while True:
            work_ahead = admission.work_running()
            status, retry_after = await http_answer(app, "POST", "/v1/tts", body)
            statuses[f"busy-client:{status}"] += 1
            if status != 429:
                break
            if not first:
                first, ahead = time.perf_counter(), work_ahead
            await asyncio.sleep(retry_after)
        if first:
            waits.append({"seconds": time.perf_counter() - first, "work_ahead": ahead})
    return waits


async def soak(
    app: FastAPI,
    *,
    requests: int = 2_000,
    hostile: int = 4,
    frames: int = 100,
    seconds: float = 600.0,
    interval: float = 0.2,
    never_readers: int = 2,
    never_reader_chars: int = 600,
    busy_chars: int = 1_500,
) -> dict[str, Any]:
    statuses: Counter[str | int] = Counter()
    health: list[float] = []
    drops: list[float] = []
    answered, done = asyncio.Event(), asyncio.Event()
    holding = asyncio.Event()  # a never-reader holds its work: the busy client starts then

    async def prober() -> None:
        while not done.is_set():
            started = time.perf_counter()
            statuses[f"health:{await http_call(app, 'GET', '/v1/health')}"] += 1
            health.append(time.perf_counter() - started)
            await asyncio.sleep(0.05)

    async def worker(bodies: list[tuple[str, dict[str, Any]]]) -> None:
        for path, body in bodies:
            statuses[await http_call(app, "POST", path, body)] += 1

    async def all_requests() -> None:
        bodies = request_bodies(requests)
        await asyncio.gather(*(worker(bodies[start::4]) for start in range(4)))
        answered.set()

    async def never_reader() -> None:  # one after another, for as long as the requests run
        text = (SENTENCE * (never_reader_chars // len(SENTENCE) + 1))[:never_reader_chars]
        while not answered.is_set():
            drops.append(await never_reading_websocket(app, text, statuses, holding))
            await asyncio.sleep(0.1)

    started = time.perf_counter()
    probe = asyncio.create_task(prober())
    clients = [hostile_websocket(app, frames, statuses, answered, interval) for _ in range(hostile)]
    readers = [never_reader() for _ in range(never_readers)]
    busy_text = (SENTENCE * (busy_chars // len(SENTENCE) + 1))[:busy_chars]
    busy = busy_client(app, busy_text, answered, statuses, holding if never_readers else None)
    try:
        results = await asyncio.wait_for(asyncio.gather(all_requests(), busy, *readers, *clients), timeout=seconds)
    finally:
        done.set()
        await probe
    waits = results[1]
    over = [wait["seconds"] - wait["work_ahead"] for wait in waits]
    return {
        "requests": requests,
        "hostile_clients": hostile,
        "hostile_frames": sum(results[2 + never_readers :]),
        "never_readers": len(drops),  # dropped, or refused a place (statuses "never-reader:...")
        "never_reader_dropped_max_s": round(max(drops, default=0.0), 2),
        "busy_waits": len(waits),
        "busy_wait_max_s": round(max((wait["seconds"] for wait in waits), default=0.0), 2),
        # how much longer than the work admitted ahead of it the busy client waited, at most (<= 0: never longer)
        "busy_wait_over_work_ahead_max_s": round(max(over, default=0.0), 2),
        "wall_seconds": round(time.perf_counter() - started, 2),
        "statuses": {str(key): value for key, value in sorted(statuses.items(), key=str)},
        "server_errors": sum(value for key, value in statuses.items() if str(key).split(":")[-1][:1] == "5"),
        "health_probes": len(health),
        # the prober's first probe is always answered (it is awaited), so `health` is never empty
        **{
            f"health_{name}_ms": round((percentile(health, share) or 0.0) * 1000, 1)
            for name, share in HEALTH_SHARES.items()
        },
    }


def handle(command: dict[str, Any]) -> dict[str, Any]:
    import os

    import boto3
    from moto import mock_aws

    # A bucket emulated in this process, so jobs are submitted (the lexicon-heavy one is refused at once); no cache,
    # so the repeated bodies are synthesised each time.
    mock_aws().start()
    os.environ.setdefault("AWS_DEFAULT_REGION", "us-east-1")
    os.environ.update({"SUPERTONIC_BUCKET": "soak", "SUPERTONIC_CACHE_ENABLED": "false"})
    boto3.client("s3", region_name="us-east-1").create_bucket(Bucket="soak")
    import handler.main  # the service on the model SUPERTONIC_MODEL_DIR names

    names = ("never_readers", "never_reader_chars", "busy_chars", "seconds")
    options = {name: command[name] for name in names if name in command}
    return asyncio.run(soak(handler.main.app, requests=command["requests"], hostile=command["hostile"], **options))


if __name__ == "__main__":
    serve(handle)
