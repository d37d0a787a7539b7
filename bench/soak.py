"""Soak: mixed requests and hostile WebSocket clients on one event loop, while a prober times `GET /v1/health`
(docs/benchmarks.md, "Soak").

    summary = asyncio.run(soak(app, requests=200, hostile=2))   # tests/test_soak.py
    python -m bench.soak, then {"requests": 2000, "hostile": 4} -> the summary   # a worker (bench/worker.py)

Everything runs in this process, on the app's own event loop (ASGI calls, no network). Whatever blocks the loop
(or holds the GIL) shows in the prober's latencies; the summary gives their p50/p95/max and every status seen (a
5xx is a defect). Bounded: `requests` answers, at least `frames` frames per hostile client, and `seconds` at most.
"""

from __future__ import annotations

import asyncio
import json
import time
from collections import Counter

from bench.stats import percentile
from bench.worker import serve

HEALTH_SHARES = {"p50": 0.5, "p95": 0.95, "max": 1.0}
SLOW_PATTERNS = ["a" * 4_900, "9" * 4_000, "www." + "a." * 2_000 + "com", "1,000," * 800, "!?" * 2_000]


def request_bodies(count: int) -> list[tuple[str, dict]]:
    """A fixed mix: short speech, JSON answers, dry runs, slow-pattern texts, too-large and invalid requests."""
    mix = [
        ("/v1/audio/speech", {"model": "tts-1", "input": "A short reply.", "voice": "alloy", "response_format": "wav"}),
        ("/v1/tts", {"text": "Marks, please. Two sentences.", "format": "wav", "response": "json", "steps": 2}),
        ("/v1/text/normalize", {"text": "It costs $12.50 on 3/4/2025 at 10:30.", "lang": "en"}),
        ("/v1/tts", {"text": "x" * 6_000, "format": "wav"}),  # 413
        ("/v1/audio/speech", {"model": "tts-1", "input": "", "voice": "nobody"}),  # 400
    ]
    mix += [("/v1/text/normalize", {"text": text, "lang": "en"}) for text in SLOW_PATTERNS]
    return [mix[index % len(mix)] for index in range(count)]


async def http_call(app, method: str, path: str, body: dict | None = None) -> int:
    import httpx

    transport = httpx.ASGITransport(app=app)
    async with httpx.AsyncClient(transport=transport, base_url="http://soak") as client:
        response = await client.request(method, path, json=body, timeout=600)
        return response.status_code


def hostile_frame(number: int) -> dict:
    """Oversized deltas without a sentence end, and every tenth frame binary or 100,000 deep."""
    if number % 10 == 7:
        return {"type": "websocket.receive", "bytes": b"\x00" * 1024}
    if number % 10 == 9:
        return {"type": "websocket.receive", "text": "[" * 100_000 + "]" * 100_000}
    return {"type": "websocket.receive", "text": json.dumps({"type": "text", "text": "w" * 20_000})}


async def hostile_websocket(app, frames: int, statuses: Counter, stop: asyncio.Event, interval: float) -> int:
    """One client over ASGI, sending a hostile frame every `interval` seconds: at least `frames` of them, and on
    until `stop` (the requests are answered), so the hostile load lasts the whole soak. Returns how many it sent."""
    inbox: asyncio.Queue = asyncio.Queue()
    outbox: list[dict] = []

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

    async def receive() -> dict:
        return pending.pop() if pending else await inbox.get()

    async def send(message: dict) -> None:
        outbox.append(message)

    scope = {"type": "websocket", "path": "/v1/audio/speech/stream", "raw_path": b"/v1/audio/speech/stream",
             "query_string": b"", "headers": [], "scheme": "ws", "server": ("soak", 80), "client": ("127.0.0.1", 1),
             "subprotocols": [], "asgi": {"version": "3.0"}}  # fmt: skip
    await app(scope, receive, send)
    sent = await feeder
    for message in outbox:
        if message["type"] == "websocket.send" and message.get("text"):
            event = json.loads(message["text"])
            statuses[f"ws:{event.get('error', {}).get('code', event['type'])}"] += 1
        elif message["type"] == "websocket.close":
            statuses[f"ws-close:{message.get('code', 1000)}"] += 1
    return sent


async def soak(
    app, *, requests: int = 2_000, hostile: int = 4, frames: int = 100, seconds: float = 600.0, interval: float = 0.2
) -> dict:
    statuses: Counter = Counter()
    health: list[float] = []
    answered, done = asyncio.Event(), asyncio.Event()

    async def prober() -> None:
        while not done.is_set():
            started = time.perf_counter()
            statuses[f"health:{await http_call(app, 'GET', '/v1/health')}"] += 1
            health.append(time.perf_counter() - started)
            await asyncio.sleep(0.05)

    async def worker(bodies: list[tuple[str, dict]]) -> None:
        for path, body in bodies:
            statuses[await http_call(app, "POST", path, body)] += 1

    async def all_requests() -> None:
        bodies = request_bodies(requests)
        await asyncio.gather(*(worker(bodies[start::4]) for start in range(4)))
        answered.set()

    started = time.perf_counter()
    probe = asyncio.create_task(prober())
    clients = [hostile_websocket(app, frames, statuses, answered, interval) for _ in range(hostile)]
    try:
        results = await asyncio.wait_for(asyncio.gather(all_requests(), *clients), timeout=seconds)
    finally:
        done.set()
        await probe
    return {
        "requests": requests,
        "hostile_clients": hostile,
        "hostile_frames": sum(results[1:]),
        "wall_seconds": round(time.perf_counter() - started, 2),
        "statuses": {str(key): value for key, value in sorted(statuses.items(), key=str)},
        "server_errors": sum(value for key, value in statuses.items() if isinstance(key, int) and key >= 500),
        "health_probes": len(health),
        # the prober's first probe is always answered (it is awaited), so `health` is never empty
        **{f"health_{name}_ms": round(percentile(health, share) * 1000, 1) for name, share in HEALTH_SHARES.items()},
    }


def handle(command: dict) -> dict:
    import handler.main  # the service on the model SUPERTONIC_MODEL_DIR names

    return asyncio.run(soak(handler.main.app, requests=command["requests"], hostile=command["hostile"]))


if __name__ == "__main__":
    serve(handle)
