"""Custom voices and blends through every way in: the OpenAI and native routes, the listing, PUT/DELETE and a
bucket job, via `handler.main.handler` with real-format events, a moto bucket and the synthetic model."""

from __future__ import annotations

import io
import json
import time

import numpy as np
import soundfile as sf
from hypothesis import HealthCheck, given
from hypothesis import settings as examples
from hypothesis import strategies as st

from tests.conftest import BUCKET
from tests.events import LambdaContext, function_url_event, response_body, s3_event
from tests.test_voices import voice_bytes, voice_document

TEXT = "A custom voice, through the function URL."


def call(main, method: str, path: str, body=None) -> dict:
    return main.handler(function_url_event(method, path, body), LambdaContext())


def speak(main, voice: str, path: str = "/v1/audio/speech") -> dict:
    if path == "/v1/tts":
        body = {"text": TEXT, "voice": voice, "format": "wav", "seed": 3, "steps": 2}
    else:
        body = {"model": "tts-1", "input": TEXT, "voice": voice, "response_format": "wav", "seed": 3, "steps": 2}
        body["speed"] = main.services.settings.default_speed  # the native route's default (OpenAI's is 1.0)
    return call(main, "POST", path, body)


def samples(response: dict) -> np.ndarray:
    assert response["statusCode"] == 200, response["body"][:500]
    data, _ = sf.read(io.BytesIO(response_body(response)), dtype="float32")
    return data


def error_of(response: dict) -> dict:
    return json.loads(response["body"])["error"]


def listed(main) -> dict[str, dict]:
    response = call(main, "GET", "/v1/voices")
    assert response["statusCode"] == 200
    return {item["id"]: item for item in json.loads(response["body"])["data"]}


def upload(main, name: str, raw: bytes) -> None:
    main.services.bucket.put(f"voices/{name}.json", raw, "application/json")


def test_an_uploaded_voice_is_listed_and_speaks_through_both_routes(main) -> None:
    engine = main.services.engine
    upload(main, "narrator", voice_bytes(engine))
    voices = listed(main)
    assert voices["narrator"] == {
        "id": "narrator",
        "name": "narrator",
        "custom": True,
        "status": "ready",
        "source": "voices/narrator.json",
        "languages": voices["F1"]["languages"],
    }
    assert voices["F1"]["custom"] is False
    openai = speak(main, "narrator")
    assert openai["headers"]["x-voice"] == "narrator"
    native = samples(speak(main, "narrator", "/v1/tts"))
    np.testing.assert_array_equal(samples(openai), native)  # same audio whichever way in
    np.testing.assert_array_equal(samples(speak(main, "narrator")), native)  # deterministic (and a cache hit)
    assert not np.array_equal(native, samples(speak(main, "F1", "/v1/tts")))


def test_a_blend_through_the_openai_route(main) -> None:
    upload(main, "narrator", voice_bytes(main.services.engine))
    response = speak(main, "narrator:0.25+F1:0.75")
    assert response["headers"]["x-voice"] == "F1:0.75+narrator:0.25"
    blend = samples(response)
    assert not np.array_equal(blend, samples(speak(main, "F1")))
    np.testing.assert_array_equal(samples(speak(main, "F1:1")), samples(speak(main, "F1")))


def test_an_invalid_voice_is_listed_as_invalid_and_a_request_for_it_is_a_400(main) -> None:
    upload(main, "broken", b'{"style_ttl": {"dims": [1, 50, 128], "data": []}}')
    voices = listed(main)
    assert voices["broken"]["status"] == "invalid"
    assert "style_ttl.dims must be [1, 50, 256]" in voices["broken"]["error"]
    for path in ("/v1/audio/speech", "/v1/tts"):
        response = speak(main, "broken", path)
        assert response["statusCode"] == 400
        error = error_of(response)
        assert error["param"] == "voice" and error["code"] == "invalid_voice"
        assert "broken" in error["message"] and "style_ttl.dims" in error["message"]


def test_hostile_blends_over_http_are_a_400(main) -> None:
    for spec in ("F1:nan+M2:1", "F1:-1+M2:2", "F1:0", "F1+M1+F2+M2+F3", "F1:1e400", "nobody:1+F1:1"):
        response = speak(main, spec)
        assert response["statusCode"] == 400, spec
        assert error_of(response)["param"] == "voice"


@examples(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    raw=st.one_of(
        st.binary(max_size=200),
        st.builds(
            lambda dims, value: json.dumps(
                {
                    "style_ttl": {"dims": dims, "data": [[[value] * 256] * 50]},
                    "style_dp": {"dims": [1, 8, 16], "data": [[[0.0] * 16] * 8]},
                }
            ).encode(),
            st.sampled_from([[1, 50, 256], [1, 50], [50, 256, 1], [1, 50, 257]]),
            st.one_of(st.just(float("nan")), st.just(float("inf")), st.text(max_size=3), st.none(), st.booleans()),
        ),
    )
)
def test_generated_invalid_files_are_never_a_5xx(main, raw: bytes) -> None:
    upload(main, "generated", raw)
    assert listed(main)["generated"]["status"] == "invalid"
    response = speak(main, "generated")
    assert response["statusCode"] == 400, response["body"][:300]
    assert error_of(response)["code"] == "invalid_voice"


def test_put_and_delete_a_voice(main) -> None:
    engine = main.services.engine
    response = main.handler(
        function_url_event("PUT", "/v1/voices/studio", voice_bytes(engine).decode()), LambdaContext()
    )
    assert response["statusCode"] == 200, response["body"]
    assert json.loads(response["body"])["status"] == "ready"
    assert main.services.bucket.get("voices/studio.json") == voice_bytes(engine)
    assert samples(speak(main, "studio")).size > 0
    bad = call(main, "PUT", "/v1/voices/studio2", {"style_ttl": 1})
    assert bad["statusCode"] == 400 and "style_ttl" in error_of(bad)["message"]
    clash = call(main, "PUT", "/v1/voices/nova", json.loads(voice_bytes(engine)))
    assert clash["statusCode"] == 400 and error_of(clash)["param"] == "name"
    assert call(main, "DELETE", "/v1/voices/studio")["statusCode"] == 200
    assert "studio" not in listed(main)
    assert speak(main, "studio")["statusCode"] == 400
    assert call(main, "DELETE", "/v1/voices/studio")["statusCode"] == 404


def test_put_and_delete_a_voice_in_the_folder_of_a_deployment_without_a_bucket(make_main, tmp_path) -> None:
    folder = tmp_path / "voices"  # created by the first upload
    main = make_main(SUPERTONIC_BUCKET="", SUPERTONIC_VOICES_DIR=str(folder))
    assert main.services.bucket is None
    raw = voice_bytes(main.services.engine)
    response = main.handler(function_url_event("PUT", "/v1/voices/studio", raw.decode()), LambdaContext())
    assert response["statusCode"] == 200, response["body"]
    assert json.loads(response["body"])["status"] == "ready"
    assert sorted(path.name for path in folder.iterdir()) == ["studio.json"]  # no partial file left behind
    assert (folder / "studio.json").read_bytes() == raw
    assert listed(main)["studio"]["source"] == "studio.json"  # the file name: the server's paths stay private
    np.testing.assert_array_equal(samples(speak(main, "studio")), samples(speak(main, "studio", "/v1/tts")))
    bad = call(main, "PUT", "/v1/voices/studio2", {"style_ttl": 1})
    assert bad["statusCode"] == 400 and not (folder / "studio2.json").exists()
    assert call(main, "DELETE", "/v1/voices/studio")["statusCode"] == 200
    assert not (folder / "studio.json").exists() and "studio" not in listed(main)
    assert speak(main, "studio")["statusCode"] == 400
    assert call(main, "DELETE", "/v1/voices/studio")["statusCode"] == 404


def test_voice_uploads_without_a_bucket_or_a_writable_folder_say_what_is_missing(make_main, tmp_path) -> None:
    raw = json.loads(voice_bytes(make_main(SUPERTONIC_BUCKET="").services.engine))
    nowhere = make_main(SUPERTONIC_BUCKET="")
    for method, body in (("PUT", raw), ("DELETE", None)):
        response = call(nowhere, method, "/v1/voices/studio", body)
        assert response["statusCode"] == 503
        assert "SUPERTONIC_BUCKET" in error_of(response)["message"]
        assert "SUPERTONIC_VOICES_DIR" in error_of(response)["message"]
    not_a_folder = tmp_path / "a-file"
    not_a_folder.write_text("")
    refused = call(make_main(SUPERTONIC_BUCKET="", SUPERTONIC_VOICES_DIR=str(not_a_folder)), "PUT", "/v1/voices/x", raw)
    assert refused["statusCode"] == 503 and "voices folder refused the file" in error_of(refused)["message"]
    assert list(tmp_path.iterdir()) == [not_a_folder]


def test_a_bucket_job_with_a_custom_voice(main) -> None:
    engine = main.services.engine
    upload(main, "narrator", voice_bytes(engine))
    bucket = main.services.bucket
    job = {"text": TEXT, "voice": "narrator", "format": "wav", "seed": 3, "steps": 2}
    bucket.put("inbox/custom.json", json.dumps(job).encode(), "application/json")
    result = main.handler(s3_event(BUCKET, "inbox/custom.json"), LambdaContext())
    assert result["jobs"][0]["status"] == "succeeded"
    assert bucket.get_json("outbox/custom.json")["parameters"]["voice"] == "narrator"
    job_audio, _ = sf.read(io.BytesIO(bucket.get("outbox/custom.wav")), dtype="float32")
    np.testing.assert_array_equal(job_audio, samples(speak(main, "narrator", "/v1/tts")))
    # A voice upload is not a job.
    ignored = main.handler(s3_event(BUCKET, "voices/narrator.json"), LambdaContext())["jobs"]
    assert [job["status"] for job in ignored] == ["ignored"]


def test_the_document_describes_blends(main) -> None:
    doc = json.loads(call(main, "GET", "/openapi.json")["body"])
    voice = doc["components"]["schemas"]["OpenAISpeech"]["properties"]["voice"]
    assert "F1:0.7+M2:0.3" in voice["examples"] and "blend" in voice["description"]
    assert "enum" not in voice  # an enum would make strict clients refuse custom voices


def test_voice_document_helper_writes_the_model_format() -> None:
    zeros = np.zeros((1, 8, 16), np.float32)
    assert voice_document(zeros, zeros)["style_dp"]["dims"] == [1, 8, 16]


def test_a_custom_voice_blend_over_the_websocket(main) -> None:
    from starlette.testclient import TestClient

    upload(main, "narrator", voice_bytes(main.services.engine))
    client = TestClient(main.app)
    voice = "narrator:0.5+M2:0.5"
    with client.websocket_connect("/v1/audio/speech/stream") as ws:
        ws.send_json({"type": "config", "voice": voice, "sample_rate": 24000, "seed": 4, "steps": 2})
        assert ws.receive_json()["type"] == "ready"
        ws.send_json({"type": "text", "text": "Blended over a socket."})
        ws.send_json({"type": "flush"})
        assert ws.receive_json()["type"] == "utterance.start"
        pcm = b""
        while (message := ws.receive()).get("bytes") is not None:
            pcm += message["bytes"]
        assert json.loads(message["text"])["type"] == "utterance.done"
        ws.send_json({"type": "config", "voice": "narrator:1e3"})  # a bad blend: an error, the socket stays open
        error = ws.receive_json()
        assert error["type"] == "error" and error["error"]["param"] == "voice"
        ws.send_json({"type": "close"})
    body = {"model": "tts-1", "input": "Blended over a socket.", "voice": voice, "response_format": "pcm"}
    speed = main.services.settings.default_speed  # the socket's default; OpenAI's route defaults to 1.0
    answer = client.post(
        "/v1/audio/speech", json={**body, "sample_rate": 24000, "seed": 4, "steps": 2, "stream": False, "speed": speed}
    )
    assert answer.status_code == 200 and pcm == answer.content


def test_two_hundred_junk_files_disable_no_voice_and_leave_nothing_behind(main) -> None:
    engine = main.services.engine
    upload(main, "narrator", voice_bytes(engine))
    assert listed(main)["narrator"]["status"] == "ready"
    bucket = main.services.bucket
    junk = [f"voices/aaa{number:03}.txt" for number in range(200)]  # listed before "narrator"
    for key in junk:
        bucket.put(key, b"not a voice", "text/plain")
    assert listed(main)["narrator"]["status"] == "ready"
    assert samples(speak(main, "narrator")).size > 0
    for key in junk:
        bucket.delete(key)
    assert listed(main)["narrator"]["status"] == "ready"
    again = call(main, "PUT", "/v1/voices/narrator", voice_bytes(engine).decode())  # the identical file
    assert again["statusCode"] == 200 and json.loads(again["body"])["status"] == "ready", again["body"]


def test_past_the_limit_the_newest_voices_are_refused_and_the_state_follows_the_bucket(main) -> None:
    from handler.storage.voices import MAX_CUSTOM_VOICES

    engine = main.services.engine
    upload(main, "zz-first", voice_bytes(engine))  # the oldest upload keeps its place, whatever its name
    time.sleep(1.1)  # S3 lists upload times to the second
    bucket = main.services.bucket
    for number in range(MAX_CUSTOM_VOICES):
        bucket.put(f"voices/v{number:03}.json", voice_bytes(engine), "application/json")
    voices = listed(main)
    refused = [name for name, item in voices.items() if item.get("status") == "invalid"]
    assert voices["zz-first"]["status"] == "ready"
    assert len(refused) == 1 and "too many custom voices" in voices[refused[0]]["error"]
    assert speak(main, refused[0])["statusCode"] == 400
    bucket.delete(f"voices/{'v000' if refused[0] != 'v000' else 'v001'}.json")  # one fewer: all fit again
    assert listed(main)[refused[0]]["status"] == "ready"
    again = call(main, "PUT", f"/v1/voices/{refused[0]}", voice_bytes(engine).decode())
    assert json.loads(again["body"])["status"] == "ready", again["body"]


def test_a_voice_replaced_or_deleted_in_the_bucket_is_never_served_stale(main) -> None:
    engine = main.services.engine
    assert main.services.settings.voices_refresh_seconds >= 60
    upload(main, "narrator", voice_bytes(engine, 0.5))
    before = samples(speak(main, "narrator"))
    upload(main, "narrator", voice_bytes(engine, 0.25))  # straight to the bucket, not through PUT
    after = samples(speak(main, "narrator"))
    assert not np.array_equal(before, after)
    main.services.bucket.delete("voices/narrator.json")
    gone = speak(main, "narrator")
    assert gone["statusCode"] == 400 and error_of(gone)["code"] == "unknown_voice", gone["body"][:300]
