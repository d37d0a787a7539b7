"""Warm request overhead: the whole Lambda path (function URL event -> Mangum -> FastAPI -> front end -> engine
-> wav -> base64 response) against bare ONNX Runtime calls of the engine's very sessions on the same inputs.

Same chunk texts (taken from the request's own plan), styles, seed-derived noise, steps and speed on both sides,
checked after the runs: the decoded response must equal the bare waves sample for sample away from the fades.
Pairs run back to back, alternating which side goes first, and the report uses the median of per-pair
differences. Both sides share the engine's sessions, wrapped so the time spent inside `session.run` is added up:
time outside ONNX Runtime (ours minus bare) is what our code adds, free of the noise in the model's own compute,
and ONNX time (ours against bare) shows whether our inputs make the model itself slower.

Worker env (set by `measure`): SUPERTONIC_CACHE_ENABLED=false and SUPERTONIC_BUCKET empty, so the cache cannot
turn a request into a lookup; SUPERTONIC_RESPONSE_LIMIT_BYTES=0, so the 60 s wav (over the function URL's 6 MB
once base64-encoded) still comes back inline, as from a container, instead of through S3.
"""

from __future__ import annotations

import io
import time

from bench.stats import paired
from bench.texts import LONG, MEDIUM, SHORT
from bench.worker import run_once, serve

TEXTS = {"short": SHORT, "medium": MEDIUM, "long": LONG}
VOICE, SEED, STEPS = "M1", 1, 8


def speech_body(text: str, fmt: str = "wav") -> dict:
    return {"model": "tts-1", "input": text, "voice": VOICE, "response_format": fmt, "seed": SEED, "steps": STEPS}


def _timed(call, *args: object) -> tuple[float, object]:
    started = time.perf_counter()
    value = call(*args)
    return time.perf_counter() - started, value


class TimedSession:
    """An InferenceSession that adds up the wall time spent inside `run`."""

    seconds = 0.0  # shared by every wrapped session: the ONNX Runtime time of one whole request

    def __init__(self, session: object) -> None:
        self.session = session

    def run(self, *args: object, **kwargs: object) -> list:
        started = time.perf_counter()
        try:
            return self.session.run(*args, **kwargs)
        finally:
            TimedSession.seconds += time.perf_counter() - started

    def __getattr__(self, name: str) -> object:
        return getattr(self.session, name)


def handle(command: dict) -> dict:
    import numpy as np
    import soundfile as sf

    import handler.main as main
    from bench.bare import BareModel, interior_difference, synthesize
    from handler.speech import SpeechRequest
    from tests.events import LambdaContext, function_url_event, response_body

    speech = main.services.speech
    engine = main.services.engine
    sessions = engine.model.sessions[0]  # the dict the engine's pool hands out: wrap in place
    for name, session in sessions.items():
        sessions[name] = TimedSession(session)
    bare = BareModel.from_engine(engine)
    context = LambdaContext()
    gap = int(round(main.services.settings.default_silence * engine.sample_rate))
    results = {}
    for size, reps in command["reps"].items():
        text = TEXTS[size]
        body = speech_body(text)
        event = function_url_event("POST", "/v1/audio/speech", body)
        request = SpeechRequest(text=text, voice=VOICE, format="wav", seed=SEED, steps=STEPS)
        plan = speech.plan(request)
        chunk_texts = [chunk.model_text for chunk in plan.prepared.chunks]

        def ours(event: dict = event) -> dict:
            return main.handler(event, context)

        def baseline(chunk_texts: list[str] = chunk_texts, speed: float = plan.speed) -> list:
            return synthesize(bare, chunk_texts, voice=VOICE, seed=SEED, steps=STEPS, speed=speed)

        ours(), baseline()  # warm: first-call allocations are not per-request costs
        times = {side: {"wall": [], "cpu": [], "onnx": []} for side in (ours, baseline)}
        for rep in range(reps):
            for side in (ours, baseline) if rep % 2 == 0 else (baseline, ours):
                cpu, TimedSession.seconds = time.process_time(), 0.0
                elapsed, value = _timed(side)
                times[side]["cpu"].append(time.process_time() - cpu)
                times[side]["wall"].append(elapsed)
                times[side]["onnx"].append(TimedSession.seconds)
                if side is ours:
                    response = value
                else:
                    waves = value
        if response["statusCode"] != 200:
            raise RuntimeError(f"the full path answered {response['statusCode']}: {response.get('body', '')[:300]}")
        decoded, rate = sf.read(io.BytesIO(response_body(response)), dtype="int16")
        edge = int(0.005 * rate) + 1  # the engine's 5 ms edge fades
        audio = np.asarray(decoded)
        mine, theirs = times[ours], times[baseline]
        row = paired(mine["wall"], theirs["wall"])
        outside_ours = [w - o for w, o in zip(mine["wall"], mine["onnx"], strict=True)]
        outside_bare = [w - o for w, o in zip(theirs["wall"], theirs["onnx"], strict=True)]
        outside = paired(outside_ours, outside_bare)
        outside["overhead_ratio"] = outside["overhead_median"] / row["baseline_median"]  # of the bare total
        row |= {
            "chars": len(text),
            "chunks": len(chunk_texts),
            "audio_seconds": len(audio) / rate,
            "max_difference_lsb": interior_difference(audio, waves, gap, edge),
            "cpu": paired(mine["cpu"], theirs["cpu"]),
            "outside_onnx": outside,
            "onnx": paired(mine["onnx"], theirs["onnx"]),
            "ours_times": mine["wall"],
            "bare_times": theirs["wall"],
        }
        results[size] = row
    return {"sizes": results, "threads": engine.model.threads}


def measure(model_dir: str, reps: dict[str, int], threads: int = 2) -> dict:
    env = {
        "SUPERTONIC_MODEL_DIR": model_dir,
        "SUPERTONIC_INTRA_OP_THREADS": str(threads),
        "SUPERTONIC_CACHE_ENABLED": "false",
        "SUPERTONIC_BUCKET": None,
        "SUPERTONIC_API_KEY": None,
        # A 60 s wav is over the function URL's 6 MB (it would go to S3); no cap keeps every body inline.
        "SUPERTONIC_RESPONSE_LIMIT_BYTES": "0",
        "AWS_LAMBDA_FUNCTION_NAME": "supertonic-bench",
    }
    return run_once("bench.overhead", {"reps": reps}, env=env)


if __name__ == "__main__":
    serve(handle)
