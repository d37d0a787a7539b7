"""Browser access and probes: CORS only when SUPERTONIC_CORS_ORIGINS is set, preflights before the API key but
never an unauthenticated request through it, HEAD on the health check, errors in the envelope."""

from __future__ import annotations

import json

import pytest
from starlette.testclient import TestClient

from handler.api.app import create_app
from handler.api.cors import cors_origins
from handler.api.services import Services
from handler.kernel.config import Settings
from tests.events import LambdaContext, function_url_event

ORIGIN = "https://app.example.com"
KEY = "secret-key"
PREFLIGHT = {
    "origin": ORIGIN,
    "access-control-request-method": "POST",
    "access-control-request-headers": "authorization, content-type",
}


def client_for(origins: str = "", api_key: str = KEY) -> TestClient:
    return TestClient(create_app(Services(Settings(cors_origins=origins), api_key=api_key)))


def cors_headers(response) -> dict[str, str]:
    return {name: value for name, value in response.headers.items() if name.startswith("access-control-")}


def assert_envelope(response, status: int) -> dict:
    assert response.status_code == status
    body = response.json()
    assert set(body) == {"error"} and set(body["error"]) == {"message", "type", "param", "code"}
    return body["error"]


def test_origins_setting_is_parsed() -> None:
    settings = Settings.from_env({"SUPERTONIC_CORS_ORIGINS": f" {ORIGIN}/ , https://b.example ,"})
    assert cors_origins(settings) == [ORIGIN, "https://b.example"]
    assert cors_origins(Settings()) == []


def test_no_cors_when_not_configured() -> None:
    client = client_for("")
    preflight = client.options("/v1/audio/speech", headers=PREFLIGHT)
    assert_envelope(preflight, 401)  # no CORS layer: a preflight is an ordinary request, and carries no key
    assert not cors_headers(preflight)
    preflight = client_for("", api_key="").options("/v1/audio/speech", headers=PREFLIGHT)
    assert_envelope(preflight, 405)  # and without a key to check, OPTIONS is a method no route has
    assert not cors_headers(preflight)
    answer = client.get("/v1/models", headers={"origin": ORIGIN, "authorization": f"Bearer {KEY}"})
    assert answer.status_code == 200 and not cors_headers(answer)


def test_preflight_is_answered_without_a_key() -> None:
    client = client_for(f"{ORIGIN},https://other.example")
    preflight = client.options("/v1/audio/speech", headers=PREFLIGHT)
    assert preflight.status_code == 200
    headers = cors_headers(preflight)
    assert headers["access-control-allow-origin"] == ORIGIN
    assert "POST" in headers["access-control-allow-methods"]
    assert {"authorization", "content-type"} <= set(headers["access-control-allow-headers"].split(", "))


def test_preflight_from_another_origin_is_refused_in_the_envelope() -> None:
    client = client_for(ORIGIN)
    refused = client.options("/v1/audio/speech", headers={**PREFLIGHT, "origin": "https://evil.example"})
    error = assert_envelope(refused, 400)
    assert error["code"] == "cors_refused" and "origin" in error["message"]
    assert "access-control-allow-origin" not in refused.headers


def test_cors_never_lets_an_unauthenticated_request_through() -> None:
    client = client_for(ORIGIN)
    speech = {"model": "tts-1", "input": "Hi.", "voice": "alloy"}
    for method, path, body in (("POST", "/v1/audio/speech", speech), ("GET", "/v1/models", None)):
        answer = client.request(method, path, json=body, headers={"origin": ORIGIN})
        assert assert_envelope(answer, 401)["code"] == "invalid_api_key"
        assert answer.headers["access-control-allow-origin"] == ORIGIN  # the page may read why
    # OPTIONS without the preflight headers is an ordinary request: the key check still runs.
    assert_envelope(client.options("/v1/models", headers={"origin": ORIGIN}), 401)


def test_allowed_origin_reads_the_answer_and_its_headers() -> None:
    client = client_for(ORIGIN)
    answer = client.get("/v1/models", headers={"origin": ORIGIN, "authorization": f"Bearer {KEY}"})
    assert answer.status_code == 200
    assert answer.headers["access-control-allow-origin"] == ORIGIN
    assert "x-request-id" in answer.headers["access-control-expose-headers"]
    other = client.get("/v1/models", headers={"origin": "https://evil.example", "authorization": f"Bearer {KEY}"})
    assert other.status_code == 200 and "access-control-allow-origin" not in other.headers


def test_head_health_has_no_body_and_needs_no_key() -> None:
    client = client_for("")
    answer = client.head("/v1/health")
    assert answer.status_code == 200 and answer.content == b""
    assert client.get("/v1/health").status_code == 200


@pytest.mark.parametrize(("method", "path", "status"), [("GET", "/v1/nope", 404), ("PUT", "/v1/health", 405)])
def test_unknown_routes_and_methods_are_enveloped(method: str, path: str, status: int) -> None:
    error = assert_envelope(client_for("", api_key="").request(method, path), status)
    assert error["code"] in {"not_found", "method_not_allowed"}


def test_preflight_through_a_function_url_event(make_main) -> None:
    main = make_main(SUPERTONIC_CORS_ORIGINS=ORIGIN, SUPERTONIC_API_KEY=KEY)
    preflight = main.handler(function_url_event("OPTIONS", "/v1/tts", headers=PREFLIGHT), LambdaContext())
    assert preflight["statusCode"] == 200
    assert preflight["headers"]["access-control-allow-origin"] == ORIGIN
    event = function_url_event("POST", "/v1/tts", {"text": "Hi."}, headers={"origin": ORIGIN})
    refused = main.handler(event, LambdaContext())
    assert refused["statusCode"] == 401
    assert json.loads(refused["body"])["error"]["code"] == "invalid_api_key"
    head = main.handler(function_url_event("HEAD", "/v1/health"), LambdaContext())
    assert head["statusCode"] == 200 and head["body"] == ""
