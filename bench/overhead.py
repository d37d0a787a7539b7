"""Warm request overhead: the whole Lambda path (function URL event -> Mangum -> FastAPI -> front end -> engine
-> wav -> base64 response) against bare ONNX Runtime calls of the engine's very sessions on the same inputs.

Same chunk texts (taken from the request's own plan), styles, seed-derived noise, steps and speed on both sides,
checked after the runs: the decoded response must equal the bare waves sample for sample away from the fades.
Pairs run back to back, alternating which side goes first, and the report uses the median of per-pair
differences. Also measured: where the overhead goes (framework, front end, wav encoding) and what mp3, opus and
flac encoding would add.

Worker env (set by `measure`): SUPERTONIC_MODEL_DIR, SUPERTONIC_INTRA_OP_THREADS, SUPERTONIC_CACHE_ENABLED=false,
SUPERTONIC_BUCKET empty, so the cache cannot turn a request into a lookup.
"""

from __future__ import annotations

import io
import statistics
import time

from bench.stats import paired, summary
from bench.texts import LONG, MEDIUM, SHORT
from bench.worker import run_once, serve

TEXTS = {"short": SHORT, "medium": MEDIUM, "long": LONG}
ENCODINGS = ("wav", "flac", "mp3", "opus")
VOICE, SEED, STEPS = "M1", 1, 8


def speech_body(text: str, fmt: str = "wav") -> dict:
    return {"model": "tts-1", "input": text, "voice": VOICE, "response_format": fmt, "seed": SEED, "steps": STEPS}


def _timed(call, *args: object) -> tuple[float, object]:
    started = time.perf_counter()
    value = call(*args)
    return time.perf_counter() - started, value


def handle(command: dict) -> dict:
    import numpy as np
    import soundfile as sf

    import handler.main as main
    from bench.bare import BareModel, interior_difference, synthesize
    from handler.audio.encode import encode
    from handler.speech import SpeechRequest
    from tests.events import LambdaContext, function_url_event, response_body

    speech = main.services.speech
    engine = main.services.engine
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
        times = {ours: ([], []), baseline: ([], [])}  # side -> (wall seconds, CPU seconds)
        for rep in range(reps):
            for side in (ours, baseline) if rep % 2 == 0 else (baseline, ours):
                cpu = time.process_time()
                elapsed, value = _timed(side)
                times[side][0].append(elapsed)
                times[side][1].append(time.process_time() - cpu)
                if side is ours:
                    response = value
                else:
                    waves = value
        if response["statusCode"] != 200:
            raise RuntimeError(f"the full path answered {response['statusCode']}: {response.get('body', '')[:300]}")
        decoded, rate = sf.read(io.BytesIO(response_body(response)), dtype="int16")
        edge = int(0.005 * rate) + 1  # the engine's 5 ms edge fades
        audio = np.asarray(decoded)
        row = paired(times[ours][0], times[baseline][0])
        row |= {
            "chars": len(text),
            "chunks": len(chunk_texts),
            "audio_seconds": len(audio) / rate,
            "max_difference_lsb": interior_difference(audio, waves, gap, edge),
            "cpu": paired(times[ours][1], times[baseline][1]),
            "ours_times": times[ours][0],
            "bare_times": times[baseline][0],
        }
        # Where the overhead goes, each part timed alone.
        float_audio = audio.astype(np.float32) / 32767.0
        row["parts"] = {
            "front_end_and_plan": statistics.median(_timed(speech.plan, request)[0] for _ in range(5)),
            "wav_encode": statistics.median(_timed(encode, float_audio, rate, "wav")[0] for _ in range(5)),
        }
        if size != "short":
            row["encode"] = {
                fmt: summary([_timed(encode, float_audio, rate, fmt)[0] for _ in range(3)]) for fmt in ENCODINGS
            }
        results[size] = row
    health = function_url_event("GET", "/v1/health")
    main.handler(health, context)
    framework = statistics.median(_timed(main.handler, health, context)[0] for _ in range(50))
    return {"sizes": results, "framework_get_health": framework, "threads": engine.model.threads}


def measure(model_dir: str, reps: dict[str, int], threads: int = 2) -> dict:
    env = {
        "SUPERTONIC_MODEL_DIR": model_dir,
        "SUPERTONIC_INTRA_OP_THREADS": str(threads),
        "SUPERTONIC_CACHE_ENABLED": "false",
        "SUPERTONIC_BUCKET": None,
        "SUPERTONIC_API_KEY": None,
        "AWS_LAMBDA_FUNCTION_NAME": "supertonic-bench",
    }
    return run_once("bench.overhead", {"reps": reps}, env=env)


if __name__ == "__main__":
    serve(handle)
