"""The HTTP way in, through `handler.main.handler` with real-format function URL events (payload 2.0)."""

from __future__ import annotations

import base64
import io
import json
import shutil

import numpy as np
import pytest
import soundfile as sf

from handler.service.schemas import SpeechRequest
from tests.conftest import BUCKET
from tests.events import LambdaContext, function_url_event, response_body, s3_event, sqs_event

SPEECH = {"model": "tts-1", "input": "Hello from the function URL. This is a test.", "voice": "alloy"}


def call(main, method: str, path: str, body=None, **kwargs) -> dict:
    return main.handler(function_url_event(method, path, body, **kwargs), LambdaContext())


def error_of(response: dict) -> dict:
    assert set(json.loads(response["body"])) == {"error"}
    error = json.loads(response["body"])["error"]
    assert set(error) == {"message", "type", "param", "code"}
    return error


def decode(body: bytes, fmt: str, rate: int) -> tuple[np.ndarray, int]:
    if fmt == "pcm":
        return np.frombuffer(body, dtype="<i2").astype(np.float32) / 32768, rate
    data, sample_rate = sf.read(io.BytesIO(body), dtype="float32")
    return data, sample_rate


# --- speech ----------------------------------------------------------------------------------------------


def test_openai_speech_returns_mp3_with_headers(main) -> None:
    response = call(main, "POST", "/v1/audio/speech", SPEECH)
    assert response["statusCode"] == 200
    assert response["isBase64Encoded"] is True
    headers = response["headers"]
    assert headers["content-type"] == "audio/mpeg"
    for name in ("x-request-id", "x-audio-duration", "x-sample-rate", "x-cache", "x-synthesis-time"):
        assert name in headers
    audio, rate = decode(response_body(response), "mp3", 44100)
    assert rate == 44100
    assert len(audio) / rate == pytest.approx(float(headers["x-audio-duration"]), abs=0.1)
    assert np.abs(audio).max() > 0.05


def test_base64_request_body(main) -> None:
    response = call(main, "POST", "/v1/audio/speech", {**SPEECH, "response_format": "wav"}, base64_body=True)
    assert response["statusCode"] == 200
    assert response["headers"]["content-type"] == "audio/wav"


@pytest.mark.parametrize(
    ("fmt", "sample_rate", "expected_rate"),
    [
        ("wav", None, 44100),
        ("flac", None, 44100),
        ("mp3", None, 44100),
        ("opus", None, 48000),
        ("pcm", None, 24000),  # OpenAI's pcm rate
        ("pcm", 44100, 44100),
        ("wav", 16000, 16000),
    ],
)
def test_every_format_decodes(main, fmt: str, sample_rate: int | None, expected_rate: int) -> None:
    body = {**SPEECH, "response_format": fmt, "seed": 11}
    if sample_rate:
        body["sample_rate"] = sample_rate
    response = call(main, "POST", "/v1/audio/speech", body)
    assert response["statusCode"] == 200, response["body"]
    assert int(response["headers"]["x-sample-rate"]) == expected_rate
    audio, rate = decode(response_body(response), fmt, expected_rate)
    assert rate == expected_rate
    reference = call(main, "POST", "/v1/audio/speech", {**SPEECH, "response_format": "wav", "seed": 11})
    engine_audio, _ = decode(response_body(reference), "wav", 44100)
    expected = len(engine_audio) * expected_rate / 44100
    tolerance = 4 if fmt in ("wav", "flac", "pcm") else 0.03 * expected + 3000  # codec priming and padding
    assert abs(len(audio) - expected) <= tolerance


def test_wav_and_pcm_carry_the_same_samples(main) -> None:
    wav = call(main, "POST", "/v1/audio/speech", {**SPEECH, "response_format": "wav", "sample_rate": 24000})
    pcm = call(main, "POST", "/v1/audio/speech", {**SPEECH, "response_format": "pcm"})  # 24 kHz, as OpenAI's
    wav_samples, _ = sf.read(io.BytesIO(response_body(wav)), dtype="int16")
    assert np.array_equal(wav_samples, np.frombuffer(response_body(pcm), dtype="<i2"))


def test_openai_names_and_ours_are_the_same_voice(main) -> None:
    alloy = call(main, "POST", "/v1/audio/speech", {**SPEECH, "voice": "alloy", "response_format": "wav"})
    f1 = call(main, "POST", "/v1/audio/speech", {**SPEECH, "voice": "F1", "response_format": "wav"})
    m1 = call(main, "POST", "/v1/audio/speech", {**SPEECH, "voice": "M1", "response_format": "wav"})
    assert response_body(alloy) == response_body(f1) != response_body(m1)


def test_instructions_are_accepted_and_models_listed(main) -> None:
    for model in ("tts-1", "tts-1-hd", "gpt-4o-mini-tts"):
        body = {**SPEECH, "model": model, "instructions": "Speak cheerfully."}
        assert call(main, "POST", "/v1/audio/speech", body)["statusCode"] == 200
    listed = json.loads(call(main, "GET", "/v1/models")["body"])
    assert {m["id"] for m in listed["data"]} >= {"tts-1", "tts-1-hd", "gpt-4o-mini-tts"}


def test_same_request_same_audio_and_cache_hit(main) -> None:
    first = call(main, "POST", "/v1/audio/speech", SPEECH)
    second = call(main, "POST", "/v1/audio/speech", SPEECH)
    assert first["headers"]["x-cache"] == "miss"
    assert second["headers"]["x-cache"] == "hit"
    assert response_body(first) == response_body(second)
    assert first["headers"]["x-audio-duration"] == second["headers"]["x-audio-duration"]


def test_seed_changes_audio(main) -> None:
    one = call(main, "POST", "/v1/audio/speech", {**SPEECH, "seed": 1, "response_format": "wav"})
    two = call(main, "POST", "/v1/audio/speech", {**SPEECH, "seed": 2, "response_format": "wav"})
    assert response_body(one) != response_body(two)
    assert one["headers"]["x-seed"] == "1"


def test_native_tts_json_with_polly_sentence_marks(main) -> None:
    text = "Ünïcode first sentence. Then a second one!"
    response = call(main, "POST", "/v1/tts", {"text": text, "response": "json", "lang": "en", "format": "wav"})
    assert response["statusCode"] == 200
    body = json.loads(response["body"])
    audio, rate = sf.read(io.BytesIO(base64.b64decode(body["audio"])))
    assert rate == body["sample_rate"] == 44100
    assert len(audio) / rate == pytest.approx(body["duration"], abs=0.01)
    marks = body["marks"]
    assert [m["type"] for m in marks] == ["sentence", "sentence"]
    assert marks[0]["time"] == 0 and marks[1]["time"] > 0
    raw = text.encode()
    for mark in marks:
        assert raw[mark["start"] : mark["end"]].decode() == mark["value"]
    assert marks[0]["value"] == "Ünïcode first sentence."


def test_native_tts_audio_and_url(main) -> None:
    audio = call(main, "POST", "/v1/tts", {"text": "Native audio.", "voice": "M2", "steps": 4})
    assert audio["statusCode"] == 200 and audio["headers"]["content-type"] == "audio/wav"
    linked = call(main, "POST", "/v1/tts", {"text": "Native audio.", "response": "json", "audio_url": True})
    body = json.loads(linked["body"])
    assert "audio" not in body and body["url"].startswith("https://")


# --- other routes ---------------------------------------------------------------------------------------


def test_voices(main) -> None:
    body = json.loads(call(main, "GET", "/v1/voices")["body"])
    assert [v["id"] for v in body["data"]] == ["M1", "M2", "M3", "M4", "M5", "F1", "F2", "F3", "F4", "F5"]
    assert all({"id", "name"} <= set(v) for v in body["data"])
    assert "alloy" in next(v for v in body["data"] if v["id"] == "F1")["aliases"]


def test_health_reports_model_and_cold_then_warm(main) -> None:
    first = json.loads(call(main, "GET", "/v1/health")["body"])
    second = json.loads(call(main, "GET", "/v1/health")["body"])
    assert first["invocation"] == "cold" and second["invocation"] == "warm"
    model = first["model"]
    assert model["revision"].startswith("synthetic") and model["synthetic"] is True
    assert model["licence"] == {"weights": "OpenRAIL-M", "code": "MIT"}
    assert model["sample_rate"] == 44100 and model["load_seconds"] > 0
    assert model["prepared"] is False  # the hub's layout (tests/test_prepare.py loads a prepared one)
    assert "synthetic" in first["warning"]


def test_health_without_a_model(make_main, tmp_path) -> None:
    main = make_main(SUPERTONIC_MODEL_DIR=str(tmp_path / "missing"))
    health = json.loads(call(main, "GET", "/v1/health")["body"])
    assert health["status"] == "unavailable" and "make model" in health["error"]
    response = call(main, "POST", "/v1/audio/speech", SPEECH)
    assert response["statusCode"] == 503 and error_of(response)["code"] == "model_unavailable"


def test_a_broken_voice_file_answers_503_naming_it(make_main, model_dir, tmp_path) -> None:
    root = tmp_path / "model"
    shutil.copytree(model_dir, root)
    (root / "voice_styles/M4.json").write_text('{"style_ttl": 1}')
    main = make_main(SUPERTONIC_MODEL_DIR=str(root))
    assert json.loads(call(main, "GET", "/v1/health")["body"])["status"] == "ok"
    response = call(main, "POST", "/v1/audio/speech", {**SPEECH, "voice": "M4"})
    assert response["statusCode"] == 503 and "voice_styles/M4.json" in error_of(response)["message"]
    assert call(main, "POST", "/v1/audio/speech", {**SPEECH, "voice": "M1"})["statusCode"] == 200


# --- errors ----------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("change", "status", "param", "text"),
    [
        ({"voice": "robot"}, 400, "voice", "Valid voices"),
        ({"speed": 4.5}, 400, "speed", "from 0.25 to 4"),
        ({"speed": 0.2}, 400, "speed", "from 0.25 to 4"),
        ({"steps": 0}, 400, "steps", "from 1 to 100"),
        ({"response_format": "m4a"}, 400, "response_format", "wav"),
        ({"model": "tts-9"}, 400, "model", "Valid models"),
        ({"input": "   "}, 400, "input", "empty"),
        ({"input": "Thai \u0e01\u0e02 text"}, 400, "input", "U+0E01"),
        ({"lang": "xx"}, 400, "lang", "en"),
        ({"sample_rate": 12345}, 400, "sample_rate", "sample_rate"),
        ({"seed": -1}, 400, "seed", "seed"),
        ({"input": None}, 400, "input", "input"),
        ({"input": "x" * 5001}, 413, "input", "5000"),
    ],
)
def test_bad_input_is_a_4xx_naming_the_field(main, change: dict, status: int, param: str, text: str) -> None:
    response = call(main, "POST", "/v1/audio/speech", {**SPEECH, **change})
    assert response["statusCode"] == status, response["body"]
    error = error_of(response)
    assert error["param"] == param
    assert text.lower() in error["message"].lower()
    assert error["type"] == "invalid_request_error"


def test_missing_field_and_bad_json(main) -> None:
    missing = error_of(call(main, "POST", "/v1/audio/speech", {"model": "tts-1", "voice": "alloy"}))
    assert missing["param"] == "input" and "Missing" in missing["message"]
    bad = call(main, "POST", "/v1/audio/speech", "{not json")
    assert bad["statusCode"] == 400 and "not valid JSON" in error_of(bad)["message"]
    array = call(main, "POST", "/v1/audio/speech", "[1, 2]")
    assert array["statusCode"] == 400


def test_unknown_route_and_wrong_method(main) -> None:
    missing = call(main, "GET", "/v1/nothing")
    assert missing["statusCode"] == 404 and error_of(missing)["code"] == "not_found"
    wrong = call(main, "GET", "/v1/audio/speech")
    assert wrong["statusCode"] == 405 and error_of(wrong)["code"] == "method_not_allowed"


def test_oversized_body(main) -> None:
    body = {**SPEECH, "input": "word " * 250_000}
    response = call(main, "POST", "/v1/audio/speech", body)
    assert response["statusCode"] == 413 and error_of(response)["code"] == "too_large"


def test_timeout_is_a_504(make_main) -> None:
    # The estimate admits it (it thinks the engine instant): the deadline itself must stop the synthesis.
    main = make_main(SUPERTONIC_TIMEOUT_SECONDS="0.0001", SUPERTONIC_SECONDS_PER_CHAR="1e-12")
    response = call(main, "POST", "/v1/audio/speech", {**SPEECH, "input": "A longer text. " * 40})
    assert response["statusCode"] == 504
    assert error_of(response)["code"] == "synthesis_timeout"


def test_api_key(make_main) -> None:
    main = make_main(SUPERTONIC_API_KEY="s3cret")
    assert call(main, "POST", "/v1/audio/speech", SPEECH)["statusCode"] == 401
    wrong = call(main, "POST", "/v1/audio/speech", SPEECH, headers={"authorization": "Bearer nope"})
    assert error_of(wrong)["code"] == "invalid_api_key"
    good = call(main, "POST", "/v1/audio/speech", SPEECH, headers={"authorization": "Bearer s3cret"})
    assert good["statusCode"] == 200
    assert call(main, "GET", "/v1/health")["statusCode"] == 200


def test_api_key_from_ssm(make_main) -> None:
    import boto3

    boto3.client("ssm", region_name="us-east-1").put_parameter(
        Name="/supertonic/api-key", Value="from-ssm", Type="SecureString"
    )
    main = make_main(SUPERTONIC_API_KEY_SSM_PARAMETER="/supertonic/api-key")
    assert call(main, "GET", "/v1/voices")["statusCode"] == 401
    assert call(main, "GET", "/v1/voices", headers={"x-api-key": "from-ssm"})["statusCode"] == 200


# --- the 6 MB cap ----------------------------------------------------------------------------------------------


def test_large_result_redirects_to_a_presigned_url(make_main) -> None:
    main = make_main(SUPERTONIC_RESPONSE_LIMIT_BYTES="60000")
    body = {
        **SPEECH,
        "input": "This text makes more audio than the small limit allows. " * 4,
        "response_format": "wav",
    }
    response = call(main, "POST", "/v1/audio/speech", body)
    assert response["statusCode"] == 303
    location = response["headers"]["location"]
    assert BUCKET in location and "Signature" in location
    as_json = call(main, "POST", "/v1/audio/speech", body, headers={"accept": "application/json"})
    assert as_json["statusCode"] == 200
    stored = json.loads(as_json["body"])
    assert stored["url"].startswith("https://") and stored["bytes"] > 60000
    request = SpeechRequest(text=body["input"], voice="alloy", format="wav", speed=1.0)  # OpenAI's default speed
    key = main.services.speech.plan(request).cache_key
    audio = main.services.bucket.get(key)
    sf.read(io.BytesIO(audio))  # a valid file stands behind the URL
    assert len(audio) == stored["bytes"]


def test_large_result_without_a_bucket_is_a_413(make_main) -> None:
    main = make_main(SUPERTONIC_RESPONSE_LIMIT_BYTES="60000", SUPERTONIC_BUCKET="")
    body = {
        **SPEECH,
        "input": "This text makes more audio than the small limit allows. " * 4,
        "response_format": "wav",
    }
    response = call(main, "POST", "/v1/audio/speech", body)
    assert response["statusCode"] == 413 and "bucket" in error_of(response)["message"]


@pytest.mark.parametrize(
    ("path", "body"),
    [
        ("/v1/audio/speech", {**SPEECH, "response_format": "wav", "stream": False}),
        ("/v1/tts", {"format": "wav"}),
        ("/v1/tts", {"format": "pcm", "response": "json"}),
    ],
)
def test_an_answer_too_large_to_return_without_a_bucket_is_refused_before_synthesis(
    make_main, capsys, path: str, body: dict
) -> None:
    """No one reads 30 characters a second (about 15 is usual), so 1,000 characters are at least 33 s of audio:
    over 2.9 MB of 16-bit samples at 44.1 kHz, which cannot fit a 600,000-byte answer. Refused at once, with
    nothing synthesised (no AudioSeconds figure is emitted), where it was synthesised and then refused."""
    main = make_main(SUPERTONIC_RESPONSE_LIMIT_BYTES="600000", SUPERTONIC_BUCKET="")
    text = "This text makes more audio than the limit allows. " * 20  # 1,000 characters
    field = "input" if path == "/v1/audio/speech" else "text"
    capsys.readouterr()
    response = call(main, "POST", path, {**body, field: text})
    assert response["statusCode"] == 413, response["body"][:300]
    message = error_of(response)["message"]
    assert "bucket" in message and "stream" in message  # what to do instead
    assert '"AudioSeconds"' not in capsys.readouterr().out
    short = call(main, "POST", path, {**body, field: "Hello there."})  # about a second: it fits
    assert short["statusCode"] == 200


# --- async jobs --------------------------------------------------------------------------------------------------


def test_job_lifecycle_through_the_event_path(main) -> None:
    submitted = call(main, "POST", "/v1/jobs", {"text": "A job for later. " * 30, "voice": "F2", "format": "mp3"})
    assert submitted["statusCode"] == 202
    job = json.loads(submitted["body"])
    assert submitted["headers"]["location"] == job["status_url"] == f"/v1/jobs/{job['id']}"
    assert json.loads(call(main, "GET", job["status_url"])["body"])["status"] == "queued"

    key = f"inbox/jobs/{job['id']}.json"
    result = main.handler(sqs_event(s3_event(BUCKET, key)), LambdaContext())
    assert result == {"batchItemFailures": []}

    status = json.loads(call(main, "GET", job["status_url"])["body"])
    assert status["status"] == "succeeded"
    assert status["url"].startswith("https://") and status["duration"] > 1
    assert status["parameters"]["voice"] == "F2"
    audio, _ = sf.read(io.BytesIO(main.services.bucket.get(status["audio_key"])))
    assert len(audio) > 44100


def test_job_rejects_bad_input_before_queueing(main) -> None:
    response = call(main, "POST", "/v1/jobs", {"text": "ok", "voice": "robot"})
    assert response["statusCode"] == 400 and error_of(response)["param"] == "voice"
    assert call(main, "GET", "/v1/jobs/0123456789abcdef0123456789abcdef")["statusCode"] == 404
    assert call(main, "GET", "/v1/jobs/../../etc")["statusCode"] == 404


def test_jobs_without_a_bucket(make_main) -> None:
    main = make_main(SUPERTONIC_BUCKET="")
    response = call(main, "POST", "/v1/jobs", {"text": "A job."})
    assert response["statusCode"] == 503 and "SUPERTONIC_BUCKET" in error_of(response)["message"]


@pytest.mark.parametrize("path", ["/v1/audio/speech", "/v1/tts", "/v1/jobs"])
@pytest.mark.parametrize("content_type", ["application/x-www-form-urlencoded", "text/plain"])
def test_json_sent_as_a_form_is_refused_naming_the_content_type(main, path: str, content_type: str) -> None:
    """curl -d sends a form's content type: the answer says which header the body needs."""
    body = {"model": "tts-1", "input": "Hi.", "voice": "alloy"} if path == "/v1/audio/speech" else {"text": "Hi."}
    response = call(main, "POST", path, body, headers={"content-type": content_type})
    assert response["statusCode"] == 400
    error = error_of(response)
    assert "Content-Type: application/json" in error["message"] and content_type in error["message"]
    assert error["code"] == "invalid_content_type"


def test_curl_d_as_a_new_user_types_it_gets_the_header_to_add(model_dir) -> None:
    """The real thing: curl -d without -H, against uvicorn."""
    import subprocess

    from handler.kernel.config import Settings
    from tests.local_server import serve

    body = '{"model": "tts-1", "input": "Hi.", "voice": "alloy"}'
    with serve(Settings(model_dir=str(model_dir), intra_op_threads=1, cache_enabled=False)) as origin:
        run = subprocess.run(
            ["curl", "-sS", f"{origin}/v1/audio/speech", "-d", body], capture_output=True, text=True, timeout=60
        )
        fixed = subprocess.run(
            ["curl", "-sS", "-o", "/dev/null", "-w", "%{http_code}", f"{origin}/v1/audio/speech"]
            + ["-H", "Content-Type: application/json", "-d", body],
            capture_output=True,
            text=True,
            timeout=60,
        )
    message = json.loads(run.stdout)["error"]["message"]
    assert "-H 'Content-Type: application/json'" in message and "application/x-www-form-urlencoded" in message
    assert fixed.stdout == "200"  # the header the message names is the fix
