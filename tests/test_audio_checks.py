"""Silent degradation: every chunk's audio is checked before it leaves (NaN/Inf, clipping, silence, a duration
the text does not predict, short texts included); a failing chunk is synthesised once more with another seed,
counted as a metric with an alarm in the template, and logged by reason and chunk, never with the text; audio that
fails again is never sent: the answer is a 503 `audio_degraded` (an `error` event on a stream already started).
Real sessions on the synthetic model, and on synthetic models with a fault built in (tools/synthetic_model.py:
a near-silent vocoder, a duration predictor that gives a text no time); the signals of the unit checks are made to
be what each check names."""

from __future__ import annotations

import base64
import json
import logging
from pathlib import Path

import numpy as np
import pytest
from starlette.testclient import TestClient

from handler.engine import load_engine
from handler.engine.model import Voice
from handler.engine.quality import audio_problem
from handler.kernel.config import Settings
from handler.kernel.errors import AudioDegraded
from handler.service import metrics
from handler.service.schemas import SpeechRequest
from handler.text.frontend import prepare_text
from tests.conftest import BUCKET
from tests.events import LambdaContext, function_url_event, response_body, s3_event
from tools.synthetic_model import write_model

RATE = 44_100
TEXT = "A sentence of ordinary length, spoken at an ordinary pace."


def tone(seconds: float, level: float = 0.3) -> np.ndarray:
    t = np.arange(int(seconds * RATE)) / RATE
    return (level * np.sin(2 * np.pi * 220 * t)).astype(np.float32)


def test_speech_like_audio_passes() -> None:
    assert audio_problem(tone(len(TEXT) / 15), text=TEXT, speed=1.0, sample_rate=RATE) == ""


@pytest.mark.parametrize(
    ("wave", "problem"),
    [
        (np.where(np.arange(RATE * 4) == 7, np.nan, 0.1).astype(np.float32), "non_finite"),
        (np.sign(tone(4.0)).astype(np.float32), "clipping"),  # a square wave at full scale
        (np.zeros(RATE * 4, np.float32), "silence"),
        (tone(60.0), "duration"),  # 58 characters in a minute: words repeated
        (tone(0.4), "duration"),  # 58 characters in 0.4 s: words skipped
    ],
)
def test_each_kind_of_degraded_audio_is_named(wave: np.ndarray, problem: str) -> None:
    assert audio_problem(wave, text=TEXT, speed=1.0, sample_rate=RATE) == problem


def test_the_synthetic_model_s_output_passes_for_every_voice(engine) -> None:
    prepared = prepare_text(TEXT, lang="en", supported=engine.supported_characters)
    for voice in engine.voices:
        for speed in (0.7, 2.0):
            (piece,) = engine.stream(prepared, voice=voice, seed=3, speed=speed, steps=2, silence=0.0)
            assert audio_problem(piece.audio, text=TEXT, speed=speed, sample_rate=engine.sample_rate) == ""


# A word said alone lasts about a quarter to half a second ("Yes." about 0.4 s, "I." about 0.2 s); at the fastest
# speed, half that. A one-sample or 48 ms answer, or a silent one, is no word at all.
@pytest.mark.parametrize(
    ("text", "seconds", "speed"),
    [("Yes.", 0.4, 1.0), ("I.", 0.2, 1.0), ("Hi.", 0.3, 1.0), ("Yes.", 0.2, 2.0), ("Okay, thanks.", 0.9, 1.0)],
)
def test_short_words_at_their_natural_length_pass(text: str, seconds: float, speed: float) -> None:
    assert audio_problem(tone(seconds), text=text, speed=speed, sample_rate=RATE) == ""


@pytest.mark.parametrize(
    ("wave", "text", "problem"),
    [
        (tone(1 / RATE), "Yes.", "duration"),  # one sample
        (tone(0.048), "Yes.", "duration"),
        (tone(0.03), "No.", "duration"),
        (tone(0.05), "I.", "duration"),
        (np.zeros(int(0.2 * RATE), np.float32), "Yes.", "silence"),
        (np.zeros(int(0.1 * RATE), np.float32), "Go!", "silence"),
        (tone(6.0), "Hi.", "duration"),  # three characters over six seconds: not a word
    ],
)
def test_short_texts_are_checked_against_the_duration_their_characters_predict(
    wave: np.ndarray, text: str, problem: str
) -> None:
    assert audio_problem(wave, text=text, speed=1.0, sample_rate=RATE) == problem


def test_punctuation_alone_has_nothing_to_hear() -> None:
    assert audio_problem(np.zeros(int(0.3 * RATE), np.float32), text="...", speed=1.0, sample_rate=RATE) == ""
    nan = np.full(100, np.nan, np.float32)
    assert audio_problem(nan, text="...", speed=1.0, sample_rate=RATE) == "non_finite"


@pytest.fixture(scope="module")
def faulty_models(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """Models with a fault built into their graphs: every chunk near-silent, every chunk given no time (one sample),
    and only chunks over 120 characters given no time (so a stream starts, then fails)."""
    root = tmp_path_factory.mktemp("faulty")
    return {
        "silent": write_model(root / "silent", silent=True),
        "truncated": write_model(root / "truncated", truncate_over=0),
        "late": write_model(root / "late", truncate_over=120),
    }


def degraded_counter(problem: str):  # noqa: ANN201
    return metrics.prometheus_collectors().audio_checks.labels(problem, "degraded")


@pytest.mark.parametrize(
    ("fault", "text", "problem"),
    [("silent", TEXT, "silence"), ("silent", "Yes.", "silence"), ("truncated", TEXT, "duration"),
     ("truncated", "Yes.", "duration")],
)  # fmt: skip
def test_audio_that_fails_after_its_retry_is_an_error_never_sent(faulty_models, caplog, fault, text, problem) -> None:
    settings = Settings(model_dir=str(faulty_models[fault]), intra_op_threads=1, cache_enabled=False)
    engine = load_engine(settings, recorder=metrics.Metrics.chosen("prometheus"))  # as the function's build step does
    counter = degraded_counter(problem)
    before = counter._value.get()
    prepared = prepare_text(text, lang="en", supported=engine.supported_characters)
    with caplog.at_level(logging.WARNING), pytest.raises(AudioDegraded) as raised:
        engine.synthesize(prepared, voice="M1", seed=1, speed=1.0, steps=2, silence=0.0)
    assert raised.value.status == 503 and raised.value.code == "audio_degraded" and problem in raised.value.message
    assert counter._value.get() == before + 1
    lines = [r for r in caplog.records if r.getMessage() == "audio check failed"]
    assert len(lines) == 1 and lines[0].reason == problem and lines[0].after_retry == problem
    assert text not in caplog.text


def test_a_broken_style_is_retried_counted_and_never_sends_nan(engine, caplog) -> None:
    counter = degraded_counter("non_finite")
    before = counter._value.get()
    f1 = engine.model.voices["F1"]
    broken = Voice("broken", np.full_like(f1.style_ttl, np.nan), f1.style_dp)
    prepared = prepare_text(TEXT, lang="en", supported=engine.supported_characters)
    with caplog.at_level(logging.WARNING), pytest.raises(AudioDegraded, match="non_finite"):
        engine.synthesize(prepared, voice=broken, seed=1, speed=1.0, steps=2, silence=0.0)
    assert counter._value.get() == before + 1
    lines = [r for r in caplog.records if r.getMessage() == "audio check failed"]
    assert len(lines) == 1 and lines[0].reason == "non_finite" and lines[0].chunk == 0
    assert TEXT not in caplog.text and "ordinary" not in caplog.text


def test_the_function_hands_its_engine_the_recorder_that_counts_degraded_audio(make_main, faulty_models) -> None:
    main = make_main(SUPERTONIC_MODEL_DIR=str(faulty_models["silent"]), SUPERTONIC_METRICS="prometheus")
    counter = metrics.prometheus_collectors().audio_checks.labels("silence", "degraded")
    before = counter._value.get()
    answer = main.handler(function_url_event("POST", "/v1/tts", {"text": "Yes.", "format": "wav"}), LambdaContext())
    assert answer["statusCode"] == 503
    assert counter._value.get() == before + 1


@pytest.mark.parametrize(
    ("path", "body"),
    [
        ("/v1/audio/speech", {"model": "tts-1", "input": "Yes.", "voice": "alloy", "response_format": "wav"}),
        ("/v1/audio/speech", {"model": "gpt-4o-mini-tts", "input": TEXT, "voice": "alloy", "stream_format": "sse"}),
        ("/v1/tts", {"text": "Yes.", "format": "mp3"}),
        ("/v1/tts", {"text": TEXT, "response": "json"}),
    ],
)
def test_every_http_answer_of_degraded_audio_is_a_503_in_openai_s_shape(make_main, faulty_models, path, body) -> None:
    main = make_main(SUPERTONIC_MODEL_DIR=str(faulty_models["truncated"]))
    answer = main.handler(function_url_event("POST", path, body), LambdaContext())
    assert answer["statusCode"] == 503, answer["body"][:300]
    error = json.loads(answer["body"])["error"]
    assert error["code"] == "audio_degraded" and error["type"] == "server_error" and "seed" in error["message"]


def test_polly_answers_degraded_audio_in_polly_s_shape(make_main, faulty_models) -> None:
    main = make_main(SUPERTONIC_MODEL_DIR=str(faulty_models["silent"]))
    body = {"Text": "Yes.", "VoiceId": "Joanna", "OutputFormat": "mp3"}
    answer = main.handler(function_url_event("POST", "/polly/v1/speech", body), LambdaContext())
    assert answer["statusCode"] >= 500 and answer["headers"]["x-amzn-errortype"] == "ServiceFailureException"
    assert "quality check" in json.loads(response_body(answer))["message"]


def test_a_stream_already_started_ends_with_an_error_event_and_no_more_audio(make_main, faulty_models) -> None:
    main = make_main(SUPERTONIC_MODEL_DIR=str(faulty_models["late"]), SUPERTONIC_CACHE_ENABLED="false")
    text = "The first sentence is short. " + " ".join(
        f"Sentence number {n} goes on for a while, then ends." for n in range(12)
    )
    chunks = main.services.speech.plan(SpeechRequest(text=text, lang="en", format="pcm")).prepared.chunks
    assert len(chunks[0].model_text) <= 120 < len(chunks[1].model_text)  # the first passes, the second fails
    client = TestClient(main.app)
    body = {"model": "gpt-4o-mini-tts", "input": text, "voice": "nova", "response_format": "pcm"}
    body["stream_format"] = "sse"
    response = client.post("/v1/audio/speech", json=body)
    assert response.status_code == 200  # the first chunk passed: the stream had started
    events = [json.loads(frame.removeprefix("data: ")) for frame in response.text.split("\n\n") if frame]
    types = [event["type"] for event in events]
    assert types[-1] == "error" and events[-1]["error"]["code"] == "audio_degraded"
    assert set(types[:-1]) == {"speech.audio.delta"} and "speech.audio.done" not in types
    sent = b"".join(base64.b64decode(event["audio"]) for event in events[:-1])
    # What was sent is the first chunk, whole: 24 kHz pcm, as long as the chunk the model gave time to.
    assert 0.5 < len(sent) / 2 / 24_000 < 5.0


def test_a_bucket_job_of_degraded_audio_ends_with_its_error_recorded(make_main, faulty_models) -> None:
    main = make_main(SUPERTONIC_MODEL_DIR=str(faulty_models["silent"]))
    bucket = main.services.bucket
    bucket.put("inbox/quiet.json", json.dumps({"text": TEXT, "format": "wav"}).encode(), "application/json")
    result = main.handler(s3_event(BUCKET, "inbox/quiet.json"), LambdaContext())
    assert result["jobs"][0]["status"] == "failed"  # the same job gives the same audio: not sent back to the queue
    record = bucket.get_json("outbox/quiet.error.json")
    assert record["error"]["code"] == "audio_degraded"
    assert bucket.get("outbox/quiet.wav") is None


def test_the_faulty_models_fail_only_by_their_fault(faulty_models, model_dir) -> None:
    """The faults change what they name and nothing else: the healthy model's files are the faulty ones' but for
    the graph that holds the fault."""
    for fault, changed in (("silent", "vocoder.onnx"), ("truncated", "duration_predictor.onnx")):
        for path in (model_dir / "onnx").glob("*.onnx"):
            same = path.read_bytes() == (faulty_models[fault] / "onnx" / path.name).read_bytes()
            assert same == (path.name != changed), (fault, path.name)


def test_the_template_alarms_on_failed_audio_checks() -> None:
    from pathlib import Path

    template = (Path(__file__).resolve().parents[1] / "infra" / "template.yaml").read_text()
    alarm = template.split("  AudioChecksAlarm:", 1)[1].split("\n\n", 1)[0]
    assert "MetricName: AudioChecksFailed" in alarm and "Namespace: Supertonic" in alarm
    assert "AlarmActions: [!Ref AlarmTopic]" in alarm


def test_a_raw_stream_already_started_is_cut_after_the_audio_that_passed(make_main, faulty_models) -> None:
    from tests.test_streaming import asgi_post

    main = make_main(SUPERTONIC_MODEL_DIR=str(faulty_models["late"]), SUPERTONIC_CACHE_ENABLED="false")
    text = "The first sentence is short. " + " ".join(
        f"Sentence number {n} goes on for a while, then ends." for n in range(12)
    )
    observed: list = []
    body = {"text": text, "format": "pcm", "sample_rate": 24_000, "stream": True}
    with pytest.raises(RuntimeError):  # the response had started: the server drops the connection mid-body
        asgi_post(main.app, "/v1/tts", body, observed)
    assert observed[0] == ("start",)
    sent = sum(size for kind, *size in observed[1:] if kind == "body" for size in size)
    assert 0.5 < sent / 2 / 24_000 < 5.0  # the first chunk's audio, and none of the second's (given no time)


def test_a_websocket_utterance_of_degraded_audio_is_an_error_and_no_audio(make_main, faulty_models) -> None:
    main = make_main(SUPERTONIC_MODEL_DIR=str(faulty_models["silent"]))
    with TestClient(main.app).websocket_connect("/v1/audio/speech/stream") as ws:
        ws.send_json({"type": "config", "voice": "F3"})
        assert ws.receive_json()["type"] == "ready"
        ws.send_json({"type": "text", "text": "Yes."})
        ws.send_json({"type": "flush"})
        messages = []
        while not messages or messages[-1].get("type") not in ("error", "utterance.done"):
            message = ws.receive()
            assert message.get("bytes") is None, "degraded audio was sent"
            messages.append(json.loads(message["text"]))
        ws.send_json({"type": "close"})
    assert messages[-1]["type"] == "error" and messages[-1]["error"]["code"] == "audio_degraded"
