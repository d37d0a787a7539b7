"""Streaming through uvicorn on a free loopback port with the `openai` client: first audio of a ~1,000-character
text against its first sentence alone and against `supertonic-server`; 8 concurrent clients against one; the
server's peak RSS (sampled from outside) against the official package unstreamed."""

from __future__ import annotations

import contextlib
import functools
import statistics
import threading
import time
import urllib.request
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from bench.stats import alternate, percentile, request_peak, timed
from bench.texts import SENTENCES, text_of_length
from bench.worker import VENV_PYTHON, Env, Worker, background, free_port, service_env

if TYPE_CHECKING:
    from openai import OpenAI

STEPS = 8
PCM_BYTES = 2  # 16-bit mono
REQUEST_TIMEOUT = 900.0
CLIENTS = 8
OURS_EXTRA = {"steps": STEPS, "seed": 1, "lang": "en"}


@dataclass
class Server:
    base_url: str
    pid: int


def _answers(url: str) -> bool:
    try:
        with urllib.request.urlopen(url, timeout=2) as answer:
            status: int = answer.status
            return status == 200
    except OSError:
        return False


@contextlib.contextmanager
def server(command: list[str], env: Env, health_path: str, port: int, log_name: str) -> Iterator[Server]:
    base_url = f"http://127.0.0.1:{port}"
    with background(command, env, lambda: _answers(base_url + health_path), log_name) as process:
        yield Server(base_url, process.pid)


def ours(model_dir: str, threads: int) -> contextlib.AbstractContextManager[Server]:
    port = free_port()
    # the default queue; no cache, no bucket: every request synthesises
    env = service_env(model_dir, threads, SUPERTONIC_CACHE_ENABLED="false", SUPERTONIC_BUCKET=None)
    command = [str(VENV_PYTHON), "-m", "uvicorn", "handler.main:app", "--host", "127.0.0.1", "--port", str(port)]
    return server(command, env | {"SUPERTONIC_MAX_QUEUE": None}, "/v1/health", port, "streaming-ours")


def peer(python: Path, model_dir: str, threads: int) -> contextlib.AbstractContextManager[Server]:
    port = free_port()
    command = [str(python), "-m", "supertonic_server", "--host", "127.0.0.1", "--port", str(port), "--device", "cpu"]
    command += ["--model-dir", model_dir, "--total-steps", str(STEPS), "--no-ui", "--intra-threads", str(threads)]
    return server([*command, "--no-warmup"], {}, "/healthz", port, "streaming-peer")


def client(base_url: str) -> OpenAI:
    from openai import OpenAI

    # No retries: a 429 is a result to count, not to hide.
    return OpenAI(base_url=base_url + "/v1", api_key="bench", max_retries=0, timeout=REQUEST_TIMEOUT)


def streamed(api: OpenAI, text: str, voice: str, extra: dict[str, Any] | None = None) -> dict[str, Any]:
    """One streamed pcm request: seconds to the first non-empty piece, total seconds, bytes and sample rate."""
    started, first, size = time.perf_counter(), None, 0
    with api.audio.speech.with_streaming_response.create(
        model="tts-1", voice=voice, input=text, response_format="pcm", extra_body=extra or {}
    ) as response:
        rate = int(response.headers.get("x-sample-rate", 44_100))
        for piece in response.iter_bytes():
            if piece and first is None:
                first = time.perf_counter() - started
            size += len(piece)
    return {"first_byte": first, "total": time.perf_counter() - started, "bytes": size, "sample_rate": rate}


def whole(api: OpenAI, text: str, voice: str, extra: dict[str, Any] | None = None) -> dict[str, Any]:
    body = {"stream": False, **(extra or {})}
    create = functools.partial(api.audio.speech.create, model="tts-1", response_format="pcm", extra_body=body)
    audio, seconds = timed(lambda: create(voice=voice, input=text))
    return {"total": seconds, "bytes": len(audio.content)}


def first_byte(model_dir: str, peer_python: Path | None, reps: int, chars: int, threads: int) -> dict[str, Any]:
    """Ours streamed vs ours first sentence alone vs supertonic-server streamed, interleaved round by round."""
    text, sentence = text_of_length(chars), SENTENCES[0]
    peer_error = peer_api = None
    with contextlib.ExitStack() as stack:
        ours_api = client(stack.enter_context(ours(model_dir, threads)).base_url)
        try:
            if peer_python is None:
                raise RuntimeError("supertonic-server could not be installed (see build/bench-logs/venvs.log)")
            peer_api = client(stack.enter_context(peer(peer_python, model_dir, threads)).base_url)
            streamed(peer_api, sentence, "alloy")  # its first call pays for lazy set-up
        except Exception as error:  # a peer that cannot load this model folder is a result, not a crash
            peer_error, peer_api = f"{type(error).__name__}: {error}"[:2000], None
        streamed(ours_api, sentence, "alloy", OURS_EXTRA)  # warm
        calls = {
            "ours": lambda: streamed(ours_api, text, "alloy", OURS_EXTRA),
            "first_sentence": lambda: whole(ours_api, sentence, "alloy", OURS_EXTRA),
        }
        if peer_api is not None:
            calls["peer"] = lambda: streamed(peer_api, text, "alloy")
        runs: dict[str, list[dict[str, Any]]] = {"peer": []} | alternate(calls, reps)
    ours_first = [run["first_byte"] for run in runs["ours"]]
    reference = [run["total"] for run in runs["first_sentence"]]
    result = {"chars": len(text), "steps": STEPS, "reps": reps, "runs": runs, "peer_error": peer_error}
    result["ours_first_byte_median"] = statistics.median(ours_first)
    result["first_sentence_alone_median"] = statistics.median(reference)
    result["ratio_median"] = statistics.median(a / b for a, b in zip(ours_first, reference, strict=True))
    if runs["peer"]:
        peer_first = [run["first_byte"] for run in runs["peer"]]
        result["peer_first_byte_median"] = statistics.median(peer_first)
        result["peer_vs_ours_median"] = statistics.median(p / o for p, o in zip(peer_first, ours_first, strict=True))
    return result


def concurrency(model_dir: str, chars: int, threads: int, clients: int = CLIENTS) -> dict[str, Any]:
    """`clients` streamed requests released together, against one alone, on a fresh server with default queue."""
    from openai import RateLimitError

    text = text_of_length(chars)
    with ours(model_dir, threads) as running:
        api = client(running.base_url)
        streamed(api, SENTENCES[0], "alloy", OURS_EXTRA)  # warm
        alone = streamed(api, text, "alloy", OURS_EXTRA)
        barrier = threading.Barrier(clients)

        def one(_: int) -> dict[str, Any]:
            barrier.wait(timeout=60)
            try:
                return streamed(api, text, "alloy", OURS_EXTRA)
            except RateLimitError:
                return {"status": 429}
            except Exception as error:
                return {"error": f"{type(error).__name__}: {error}"[:500]}

        with ThreadPoolExecutor(clients) as pool:
            answers, wall = timed(lambda: list(pool.map(one, range(clients), timeout=REQUEST_TIMEOUT)))
    served = [answer for answer in answers if "first_byte" in answer]
    audio = sum(answer["bytes"] / PCM_BYTES / answer["sample_rate"] for answer in served)
    alone_audio = alone["bytes"] / PCM_BYTES / alone["sample_rate"]
    firsts = [answer["first_byte"] for answer in served]
    result: dict[str, Any] = {"clients": clients, "chars": len(text), "served": len(served), "wall_seconds": wall}
    result["alone"] = alone | {"audio_seconds": alone_audio, "audio_per_wall_second": alone_audio / alone["total"]}
    result["rejected_429"] = sum(answer.get("status") == 429 for answer in answers)
    result["errors"] = [answer["error"] for answer in answers if "error" in answer]
    result |= {"audio_per_wall_second": audio / wall, "first_byte_p50": percentile(firsts, 0.5)}
    return result | {"first_byte_p95": percentile(firsts, 0.95)}


def memory(model_dir: str, official_python: Path, chars: int, threads: int) -> dict[str, Any]:
    """Peak RSS of our server process during one streamed request, and of the official package's whole one."""
    text = text_of_length(chars)
    with ours(model_dir, threads) as running:
        api = client(running.base_url)
        streamed(api, SENTENCES[0], "alloy", OURS_EXTRA)  # warm, as a serving instance is
        _, ours_row = request_peak(running.pid, lambda: streamed(api, text, "alloy", OURS_EXTRA))
    start = {"model_dir": model_dir, "threads": threads, "official": True}
    with Worker("bench.speed", start, python=official_python, log_name="streaming-official") as worker:
        worker.call({"text": SENTENCES[0], "steps": STEPS})  # loads the package and its sessions
        _, official_row = request_peak(worker.process.pid, lambda: worker.call({"text": text, "steps": STEPS}))
    return {"chars": len(text), "steps": STEPS, "ours_streamed": ours_row, "official_whole": official_row}


def measure(
    model_dir: str, peer_python: Path | None, official_python: Path, plan: dict[str, Any], threads: int = 2
) -> dict[str, Any]:
    return {
        "first_byte": first_byte(model_dir, peer_python, plan["reps"], plan["first_byte_chars"], threads),
        "concurrency": concurrency(model_dir, plan["concurrent_chars"], threads),
        "memory": memory(model_dir, official_python, plan["memory_chars"], threads),
    }
