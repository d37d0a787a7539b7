"""Warm request overhead (docs/benchmarks.md, "Overhead"): the whole Lambda path against bare ONNX Runtime calls
of the engine's very sessions (bench/bare.py) on the same inputs, pairs back to back, the time inside
`session.run` added up on both sides; the decoded response must equal the bare waves away from the fades. The
cache hit (`measure_cache_hit`): the same request again with the cache on, against an in-process moto S3.
"""

from __future__ import annotations

import io
import statistics
import time
from collections.abc import Callable
from functools import partial
from typing import Any

from bench.stats import alternate, paired, timed
from bench.texts import LONG, MEDIUM, SHORT
from bench.worker import BUCKET, CREDENTIALS, run_once, serve, service_env

TEXTS = {"short": SHORT, "medium": MEDIUM, "long": LONG}
VOICE, SEED, STEPS, SPEED = "M1", 1, 8, 1.0  # SPEED: the OpenAI route's default, as the model applies it


def speech_event(text: str, **body: object) -> dict[str, Any]:
    """A function URL event for `POST /v1/audio/speech` (wav, voice M1, seed 1, 8 steps, speed 1 unless `body` says)."""
    from tests.events import function_url_event

    fields = {"model": "tts-1", "input": text, "voice": VOICE, "response_format": "wav", "seed": SEED, "steps": STEPS}
    return function_url_event("POST", "/v1/audio/speech", fields | {"speed": SPEED} | body)


class TimedSession:
    """An InferenceSession that adds up the wall time spent inside `run`."""

    seconds = 0.0  # shared by every wrapped session: the ONNX Runtime time of one whole request

    def __init__(self, session: Any) -> None:  # ONNX Runtime's InferenceSession: untyped
        self.session = session

    def run(self, *args: object, **kwargs: object) -> list[Any]:
        started = time.perf_counter()
        try:
            outputs: list[Any] = self.session.run(*args, **kwargs)
            return outputs
        finally:
            TimedSession.seconds += time.perf_counter() - started

    def __getattr__(self, name: str) -> object:
        return getattr(self.session, name)


def timed_onnx(call: Callable[[], object]) -> tuple[object, float, float]:
    """The call's result, its wall seconds and its seconds inside ONNX Runtime."""
    TimedSession.seconds = 0.0
    result, wall = timed(call)
    return result, wall, TimedSession.seconds


def handle(command: dict[str, Any]) -> dict[str, Any]:
    return cache_hit(command) if command.get("op") == "cache_hit" else overhead(command)


def overhead(command: dict[str, Any]) -> dict[str, Any]:
    import soundfile as sf

    import handler.main as main
    from bench.bare import BareModel, interior_difference, synthesize
    from handler.service.schemas import SpeechRequest
    from handler.service.speech import loaded
    from tests.events import LambdaContext, response_body

    speech = loaded(main.services.speech)
    engine = speech.engine
    sessions = engine.model.sessions[0]  # the dict the engine's pool hands out: wrap in place
    for name, session in sessions.items():
        sessions[name] = TimedSession(session)
    bare = BareModel.from_engine(engine)
    context = LambdaContext()
    gap = int(round(main.services.settings.default_silence * engine.sample_rate))
    results: dict[str, dict[str, Any]] = {}
    for size, reps in command["reps"].items():
        text = TEXTS[size]
        event = speech_event(text)
        plan = speech.plan(SpeechRequest(text=text, voice=VOICE, format="wav", seed=SEED, steps=STEPS, speed=SPEED))
        chunk_texts = [chunk.model_text for chunk in plan.prepared.chunks]

        def ours(event: dict[str, Any] = event) -> dict[str, Any]:
            return main.handler(event, context)

        def baseline(chunk_texts: list[str] = chunk_texts, speed: float = plan.speed) -> list[Any]:
            return synthesize(bare, chunk_texts, voice=VOICE, seed=SEED, steps=STEPS, speed=speed)

        # the unrecorded round: first-call allocations are not per-request costs
        runs = alternate({"ours": partial(timed_onnx, ours), "bare": partial(timed_onnx, baseline)}, reps, warmups=1)
        (response, *_), (waves, *_) = runs["ours"][-1], runs["bare"][-1]
        assert isinstance(response, dict) and isinstance(waves, list)
        wall = {side: [seconds for _, seconds, _ in runs[side]] for side in runs}
        onnx = {side: [seconds for _, _, seconds in runs[side]] for side in runs}
        if response["statusCode"] != 200 or response["headers"]["x-speed"] != f"{plan.speed:g}":  # the same inputs
            raise RuntimeError(f"full path: {response['statusCode']} {response['headers']}, bare speed {plan.speed}")
        audio, rate = sf.read(io.BytesIO(response_body(response)), dtype="int16")
        edge = int(0.005 * rate) + 1  # the engine's 5 ms edge fades
        row: dict[str, Any] = dict(paired(wall["ours"], wall["bare"]))
        outside = paired(*([w - o for w, o in zip(wall[side], onnx[side], strict=True)] for side in ("ours", "bare")))
        outside["overhead_ratio"] = outside["overhead_median"] / row["baseline_median"]  # of the bare total
        row |= {
            "chars": len(text),
            "chunks": len(chunk_texts),
            "audio_seconds": len(audio) / rate,
            "max_difference_lsb": interior_difference(audio, waves, gap, edge),
            "outside_onnx": outside,
            "onnx": paired(onnx["ours"], onnx["bare"]),
        }
        results[size] = row
    return {"sizes": results, "threads": engine.model.threads}


def cache_hit(command: dict[str, Any]) -> dict[str, Any]:
    import boto3
    from moto import mock_aws

    from tests.events import LambdaContext

    results: dict[str, dict[str, Any]] = {}
    with mock_aws():
        boto3.client("s3", region_name="us-east-1").create_bucket(Bucket=BUCKET)
        import handler.main as main

        for size in command["sizes"]:
            event = speech_event(TEXTS[size])

            def served(event: dict[str, Any] = event) -> dict[str, Any]:
                return main.handler(event, LambdaContext())

            runs = [timed(served) for _ in range(command["hits"] + 1)]
            states = [response["headers"].get("x-cache") for response, _ in runs if response["statusCode"] == 200]
            if states != ["miss"] + ["hit"] * command["hits"]:
                raise RuntimeError(f"expected a miss then hits, got {states}")
            (_, miss), hits = runs[0], [wall for _, wall in runs[1:]]
            results[size] = {"miss_seconds": miss, "hit_median_seconds": statistics.median(hits), "hits": len(hits)}
    return results


def measure(model_dir: str, reps: dict[str, int], threads: int = 2) -> dict[str, Any]:
    env = service_env(model_dir, threads, SUPERTONIC_CACHE_ENABLED="false", SUPERTONIC_BUCKET=None)
    # A long wav is over the function URL's 6 MB (it would go to S3); no cap keeps every body inline.
    return run_once("bench.overhead", {"reps": reps}, env=env | {"SUPERTONIC_RESPONSE_LIMIT_BYTES": "0"})


def measure_cache_hit(model_dir: str, hits: int, threads: int = 2) -> dict[str, Any]:
    env = service_env(model_dir, threads, **CREDENTIALS, SUPERTONIC_BUCKET=BUCKET, SUPERTONIC_CACHE_ENABLED="true")
    env["SUPERTONIC_S3_ENDPOINT_URL"] = None  # moto in the worker's own process
    command = {"op": "cache_hit", "sizes": ["short", "medium"], "hits": hits}
    return run_once("bench.overhead", command, env=env, log_name="cache_hit")


if __name__ == "__main__":
    serve(handle)
