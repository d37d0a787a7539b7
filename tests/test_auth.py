"""The API key fails closed: a configured source that gives no usable key never leaves the function URL open."""

from __future__ import annotations

import json
import logging

import boto3
import pytest

from handler.api.auth import load_api_key
from handler.kernel.config import Settings
from tests.events import LambdaContext, function_url_event

SPEECH = {"model": "tts-1", "input": "Hello.", "voice": "alloy", "response_format": "wav"}


def call(main, method: str, path: str, body=None, **kwargs) -> dict:
    return main.handler(function_url_event(method, path, body, **kwargs), LambdaContext())


def error_of(response: dict) -> dict:
    return json.loads(response["body"])["error"]


def put_ssm(value: str, name: str = "/supertonic/api-key") -> str:
    boto3.client("ssm", region_name="us-east-1").put_parameter(Name=name, Value=value, Type="SecureString")
    return name


def put_secret(value: str, name: str = "supertonic/api-key") -> str:
    boto3.client("secretsmanager", region_name="us-east-1").create_secret(Name=name, SecretString=value)
    return name


@pytest.mark.parametrize("blank", [" ", "  \n", "\t"])
def test_a_blank_ssm_key_refuses_every_request(make_main, blank: str) -> None:
    main = make_main(SUPERTONIC_API_KEY_SSM_PARAMETER=put_ssm(blank))
    for method, path, body in [("POST", "/v1/audio/speech", SPEECH), ("GET", "/v1/voices", None)]:
        for headers in ({}, {"authorization": "Bearer "}, {"x-api-key": blank}, {"authorization": f"Bearer {blank}"}):
            response = call(main, method, path, body, headers=headers)
            assert response["statusCode"] == 503, (path, headers)
            error = error_of(response)
            assert error["code"] == "api_key_unavailable" and "/supertonic/api-key" in error["message"]
    health = call(main, "GET", "/v1/health")
    assert health["statusCode"] == 503 and "empty" in error_of(health)["message"]


@pytest.mark.parametrize("secret", [{"SecretString": "   "}, {"SecretString": "\n"}, {"SecretBinary": b"key"}])
def test_a_blank_secrets_manager_key_refuses_every_request(make_main, secret: dict) -> None:
    boto3.client("secretsmanager", region_name="us-east-1").create_secret(Name="supertonic/api-key", **secret)
    main = make_main(SUPERTONIC_API_KEY_SECRET_ID="supertonic/api-key")
    response = call(main, "GET", "/v1/voices", headers={"x-api-key": ""})
    assert response["statusCode"] == 503 and error_of(response)["code"] == "api_key_unavailable"
    assert "supertonic/api-key" in error_of(response)["message"]


def test_a_missing_parameter_refuses_requests_instead_of_crashing_init(make_main) -> None:
    main = make_main(SUPERTONIC_API_KEY_SSM_PARAMETER="/supertonic/nothing-here")
    response = call(main, "GET", "/v1/voices")
    assert response["statusCode"] == 503
    assert "ParameterNotFound" in error_of(response)["message"]


def test_a_blank_key_in_the_environment_is_not_an_open_url(make_main) -> None:
    main = make_main(SUPERTONIC_API_KEY="   ")
    assert call(main, "GET", "/v1/voices", headers={"authorization": "Bearer    "})["statusCode"] == 503


def test_init_logs_an_error_naming_the_source(aws, caplog: pytest.LogCaptureFixture) -> None:
    name = put_ssm(" ")
    with caplog.at_level(logging.ERROR, logger="supertonic"):
        key = load_api_key(Settings(api_key_ssm_parameter=name))
    assert key.problem and len(key) >= 32  # an unknowable key: any comparison fails
    errors = [record for record in caplog.records if record.levelno == logging.ERROR]
    assert len(errors) == 1 and name in errors[0].problem


def test_usable_keys_are_stripped_and_no_source_means_no_key(aws) -> None:
    assert load_api_key(Settings(api_key_ssm_parameter=put_ssm("from-ssm\n"))) == "from-ssm"
    assert load_api_key(Settings(api_key_secret_id=put_secret(" from-secret "))) == "from-secret"
    assert load_api_key(Settings(api_key=" env-key ")) == "env-key"
    none = load_api_key(Settings())
    assert none == "" and not none.problem


def test_a_good_ssm_key_still_works(make_main) -> None:
    main = make_main(SUPERTONIC_API_KEY_SSM_PARAMETER=put_ssm("from-ssm"))
    assert call(main, "GET", "/v1/voices")["statusCode"] == 401
    assert call(main, "GET", "/v1/voices", headers={"x-api-key": "from-ssm"})["statusCode"] == 200
    assert call(main, "GET", "/v1/health")["statusCode"] == 200
