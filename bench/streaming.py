"""Streaming through the real local server (uvicorn on a free loopback port) with the `openai` client: first
audio of a ~1,000-character text against its first sentence alone and against `supertonic-server`; 8 concurrent
clients against one; the server's peak RSS (psutil, from outside) against the official package unstreamed.
Every loop is bounded and every subprocess is killed on the way out (docs/benchmarks.md, "Method").
"""

from __future__ import annotations

import contextlib
import os
import socket
import statistics
import subprocess
import threading
import time
import urllib.request
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import psutil

from bench.stats import MB
from bench.texts import SENTENCES, text_of_length
from bench.worker import LOG_DIR, ROOT, VENV_PYTHON, Worker

STEPS = 8
PCM_BYTES = 2  # 16-bit mono
READY_TIMEOUT = 240.0  # model load on a busy 2-core machine
REQUEST_TIMEOUT = 900.0
CLIENTS = 8


@dataclass
class Server:
    base_url: str
    pid: int


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def _ready(url: str) -> bool:
    try:
        with urllib.request.urlopen(url, timeout=2) as answer:
            return answer.status == 200
    except OSError:
        return False


@contextlib.contextmanager
def server(command: list[str], env: dict[str, str | None], health_path: str, port: int, log_name: str) -> Iterator:
    """A server subprocess on 127.0.0.1:port, ready when `health_path` answers 200; killed on the way out."""
    environment = dict(os.environ)
    for name, value in env.items():
        if value is None:
            environment.pop(name, None)
        else:
            environment[name] = value
    LOG_DIR.mkdir(parents=True, exist_ok=True)
    base_url = f"http://127.0.0.1:{port}"
    with (LOG_DIR / f"{log_name}.log").open("a") as log:
        process = subprocess.Popen(command, cwd=ROOT, env=environment, stdout=log, stderr=log, stdin=subprocess.DEVNULL)
        try:
            deadline = time.monotonic() + READY_TIMEOUT
            while not _ready(base_url + health_path):
                if process.poll() is not None:
                    raise RuntimeError(f"{log_name} exited with {process.returncode}; see {log.name}")
                if time.monotonic() > deadline:
                    raise RuntimeError(f"{log_name} not ready after {READY_TIMEOUT:.0f} s; see {log.name}")
                time.sleep(0.25)
            yield Server(base_url, process.pid)
        finally:
            process.terminate()
            try:
                process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait(timeout=10)


def ours(model_dir: str, threads: int, port: int | None = None) -> contextlib.AbstractContextManager[Server]:
    port = port or free_port()
    env = {
        "SUPERTONIC_MODEL_DIR": model_dir,
        "SUPERTONIC_CACHE_ENABLED": "false",
        "SUPERTONIC_INTRA_OP_THREADS": str(threads),
        "SUPERTONIC_BUCKET": None,
        "SUPERTONIC_API_KEY": None,
        "SUPERTONIC_MAX_QUEUE": None,  # the default
    }
    command = [str(VENV_PYTHON), "-m", "uvicorn", "handler.main:app", "--host", "127.0.0.1", "--port", str(port)]
    return server(command, env, "/v1/health", port, "streaming-ours")


def peer(python: Path, model_dir: str, threads: int, port: int | None = None) -> contextlib.AbstractContextManager:
    port = port or free_port()
    command = [
        str(python),
        "-m",
        "supertonic_server",
        *("--host", "127.0.0.1", "--port", str(port), "--device", "cpu", "--model-dir", model_dir),
        *("--total-steps", str(STEPS), "--no-ui", "--intra-threads", str(threads), "--no-warmup"),
    ]
    return server(command, {}, "/healthz", port, "streaming-peer")


def client(base_url: str):
    from openai import OpenAI

    # No retries: a 429 is a result to count, not to hide.
    return OpenAI(base_url=base_url + "/v1", api_key="bench", max_retries=0, timeout=REQUEST_TIMEOUT)


def streamed(api, text: str, voice: str, extra: dict | None = None) -> dict:
    """One streamed pcm request: seconds to the first non-empty piece, total seconds, bytes and sample rate."""
    started = time.perf_counter()
    first = None
    size = 0
    with api.audio.speech.with_streaming_response.create(
        model="tts-1", voice=voice, input=text, response_format="pcm", extra_body=extra or {}
    ) as response:
        rate = int(response.headers.get("x-sample-rate", 44_100))
        for piece in response.iter_bytes():
            if piece and first is None:
                first = time.perf_counter() - started
            size += len(piece)
    return {"first_byte": first, "total": time.perf_counter() - started, "bytes": size, "sample_rate": rate}


def whole(api, text: str, voice: str, extra: dict | None = None) -> dict:
    started = time.perf_counter()
    audio = api.audio.speech.create(
        model="tts-1", voice=voice, input=text, response_format="pcm", extra_body={"stream": False, **(extra or {})}
    )
    size = len(audio.content)
    return {"total": time.perf_counter() - started, "bytes": size}


OURS_EXTRA = {"steps": STEPS, "seed": 1, "lang": "en"}


def first_byte(model_dir: str, peer_python: Path | None, reps: int, chars: int, threads: int) -> dict:
    """Ours streamed vs ours first sentence alone vs supertonic-server streamed, interleaved round by round."""
    text = text_of_length(chars)
    sentence = SENTENCES[0]
    assert text.startswith(sentence)
    runs: dict[str, list[dict]] = {"ours": [], "first_sentence": [], "peer": []}
    peer_error = None
    with contextlib.ExitStack() as stack:
        ours_api = client(stack.enter_context(ours(model_dir, threads)).base_url)
        peer_api = None
        if peer_python is None:
            peer_error = "supertonic-server could not be installed (see build/bench-logs/venvs.log)"
        else:
            try:
                peer_api = client(stack.enter_context(peer(peer_python, model_dir, threads)).base_url)
                streamed(peer_api, sentence, "alloy")  # its first call pays for lazy set-up
            except Exception as error:  # a peer that cannot load this model folder is a result, not a crash
                peer_error = f"{type(error).__name__}: {error}"[:2000]
                peer_api = None
        streamed(ours_api, sentence, "alloy", OURS_EXTRA)  # warm
        for round_index in range(reps):
            order = ["ours", "first_sentence", "peer"]
            shift = round_index % len(order)
            for name in order[shift:] + order[:shift]:
                if name == "ours":
                    runs["ours"].append(streamed(ours_api, text, "alloy", OURS_EXTRA))
                elif name == "first_sentence":
                    runs["first_sentence"].append(whole(ours_api, sentence, "alloy", OURS_EXTRA))
                elif peer_api is not None:
                    runs["peer"].append(streamed(peer_api, text, "alloy"))
    ours_first = [run["first_byte"] for run in runs["ours"]]
    reference = [run["total"] for run in runs["first_sentence"]]
    result = {
        "chars": len(text),
        "first_sentence_chars": len(sentence),
        "steps": STEPS,
        "reps": reps,
        "ours_first_byte_median": statistics.median(ours_first),
        "first_sentence_alone_median": statistics.median(reference),
        "ratio_median": statistics.median(a / b for a, b in zip(ours_first, reference, strict=True)),
        "ratio_target": 1.2,
        "ours_total_median": statistics.median(run["total"] for run in runs["ours"]),
        "runs": runs,
        "peer_error": peer_error,
    }
    if runs["peer"]:
        peer_first = [run["first_byte"] for run in runs["peer"]]
        result |= {
            "peer_first_byte_median": statistics.median(peer_first),
            "peer_total_median": statistics.median(run["total"] for run in runs["peer"]),
            "peer_vs_ours_median": statistics.median(p / o for p, o in zip(peer_first, ours_first, strict=True)),
        }
    return result


def _percentile(values: list[float], share: float) -> float | None:
    if not values:
        return None
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(share * (len(ordered) - 1)))]


def concurrency(model_dir: str, chars: int, threads: int, clients: int = CLIENTS) -> dict:
    """`clients` streamed requests released together, against one alone, on a fresh server with default queue."""
    from openai import RateLimitError

    text = text_of_length(chars)
    with ours(model_dir, threads) as running:
        api = client(running.base_url)
        streamed(api, SENTENCES[0], "alloy", OURS_EXTRA)  # warm
        alone = streamed(api, text, "alloy", OURS_EXTRA)
        barrier = threading.Barrier(clients)
        answers: list[dict] = [{} for _ in range(clients)]

        def one(index: int) -> None:
            barrier.wait(timeout=60)
            try:
                answers[index] = streamed(api, text, "alloy", OURS_EXTRA)
            except RateLimitError:
                answers[index] = {"status": 429}
            except Exception as error:
                answers[index] = {"error": f"{type(error).__name__}: {error}"[:500]}

        workers = [threading.Thread(target=one, args=(i,), daemon=True) for i in range(clients)]
        started = time.perf_counter()
        for worker in workers:
            worker.start()
        for worker in workers:
            worker.join(timeout=REQUEST_TIMEOUT)
        wall = time.perf_counter() - started
    served = [answer for answer in answers if "first_byte" in answer]
    audio = sum(answer["bytes"] / PCM_BYTES / answer["sample_rate"] for answer in served)
    alone_audio = alone["bytes"] / PCM_BYTES / alone["sample_rate"]
    firsts = [answer["first_byte"] for answer in served]
    return {
        "clients": clients,
        "chars": len(text),
        "alone": alone | {"audio_seconds": alone_audio, "audio_per_wall_second": alone_audio / alone["total"]},
        "served": len(served),
        "rejected_429": sum(answer.get("status") == 429 for answer in answers),
        "errors": [answer["error"] for answer in answers if "error" in answer],
        "wall_seconds": wall,
        "audio_seconds": audio,
        "audio_per_wall_second": audio / wall,
        "first_byte_p50": _percentile(firsts, 0.5),
        "first_byte_p95": _percentile(firsts, 0.95),
        "first_bytes": firsts,
    }


class PidSampler:
    """Peak RSS of another process, sampled on a thread (psutil)."""

    def __init__(self, pid: int, interval: float = 0.02) -> None:
        self.process = psutil.Process(pid)
        self.interval = interval
        self.peak = 0
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._loop, daemon=True)

    def _loop(self) -> None:
        while True:
            with contextlib.suppress(psutil.Error):
                self.peak = max(self.peak, self.process.memory_info().rss)
            if self._stop.wait(self.interval):
                return

    def __enter__(self) -> PidSampler:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._stop.set()
        self._thread.join()


def memory(model_dir: str, official_python: Path, chars: int, threads: int) -> dict:
    text = text_of_length(chars)
    with ours(model_dir, threads) as running:
        api = client(running.base_url)
        streamed(api, SENTENCES[0], "alloy", OURS_EXTRA)  # warm, as a serving instance is
        idle = psutil.Process(running.pid).memory_info().rss
        with PidSampler(running.pid) as sampler:
            answer = streamed(api, text, "alloy", OURS_EXTRA)
        ours_row = {"idle_mb": idle / MB, "request_peak_mb": sampler.peak / MB, "wall_seconds": answer["total"]}
        ours_row["audio_seconds"] = answer["bytes"] / PCM_BYTES / answer["sample_rate"]
    start = {"model_dir": model_dir, "threads": threads}
    with Worker("bench.official_worker", start, python=official_python, log_name="streaming-official") as worker:
        worker.call({"text": SENTENCES[0], "steps": STEPS})  # loads the package and its sessions
        idle = psutil.Process(worker.process.pid).memory_info().rss
        with PidSampler(worker.process.pid) as sampler:
            answer = worker.call({"text": text, "steps": STEPS})
    official_row = {"idle_mb": idle / MB, "request_peak_mb": sampler.peak / MB, "wall_seconds": answer["wall"]}
    official_row["audio_seconds"] = answer["audio_seconds"]
    return {"chars": len(text), "steps": STEPS, "ours_streamed": ours_row, "official_whole": official_row}


def measure(model_dir: str, peer_python: Path | None, official_python: Path, plan: dict, threads: int = 2) -> dict:
    return {
        "first_byte": first_byte(model_dir, peer_python, plan["reps"], plan["first_byte_chars"], threads),
        "concurrency": concurrency(model_dir, plan["concurrent_chars"], threads),
        "memory": memory(model_dir, official_python, plan["memory_chars"], threads),
    }
