"""Hostile voice files: huge integers, float32's extremes and other out-of-range values, in the bucket (the
documented `aws s3 cp` way) and through PUT. One bad file is listed as invalid and never breaks another voice."""

from __future__ import annotations

import json

import numpy as np
import pytest
from hypothesis import HealthCheck, given
from hypothesis import settings as examples
from hypothesis import strategies as st

from handler.engine.styles import MAX_STYLE_VALUE, InvalidVoiceFile, parse_voice_file
from tests.events import LambdaContext, function_url_event
from tests.test_voices import custom_arrays, voice_bytes, voice_document

FLOAT32_MAX = float(np.finfo(np.float32).max)


def with_value(engine, key: str, raw_value: str) -> bytes:
    """A valid voice file whose first value of `key` is written exactly as `raw_value` (any JSON number text)."""
    ttl, dp = custom_arrays(engine)
    document = voice_document(ttl, dp)
    document[key]["data"][0][0][0] = "@VALUE@"
    return json.dumps(document).replace('"@VALUE@"', raw_value).encode()


def call(main, method: str, path: str, body=None) -> dict:
    return main.handler(function_url_event(method, path, body), LambdaContext())


@pytest.mark.parametrize(
    "raw_value",
    ["9" * 5000, "-" + "9" * 5000, "1" + "0" * 400, "1e" + "9" * 50, "0." + "1" * 5000, repr(FLOAT32_MAX)],
)
def test_huge_and_extreme_numbers_are_refused_with_a_message(engine, raw_value: str) -> None:
    for key in ("style_ttl", "style_dp"):
        with pytest.raises(InvalidVoiceFile):
            parse_voice_file(with_value(engine, key, raw_value), "hostile")


def test_float32_extremes_everywhere_are_refused(engine) -> None:
    ttl, dp = custom_arrays(engine)
    for sign in (1, -1):
        document = voice_document(np.full_like(ttl, sign * FLOAT32_MAX), np.full_like(dp, sign * FLOAT32_MAX))
        with pytest.raises(InvalidVoiceFile, match="from -100 to 100"):
            parse_voice_file(json.dumps(document).encode(), "loud")


def test_values_up_to_the_bound_are_accepted(engine) -> None:
    raw = with_value(engine, "style_dp", repr(MAX_STYLE_VALUE))
    assert parse_voice_file(raw, "edge").style_dp[0, 0, 0] == MAX_STYLE_VALUE


def test_a_huge_integer_in_the_bucket_breaks_no_other_voice(main) -> None:
    engine = main.services.engine
    main.services.bucket.put("voices/good.json", voice_bytes(engine), "application/json")
    main.services.bucket.put("voices/huge.json", with_value(engine, "style_ttl", "9" * 5000), "application/json")
    listing = call(main, "GET", "/v1/voices")
    assert listing["statusCode"] == 200, listing["body"][:300]
    voices = {item["id"]: item for item in json.loads(listing["body"])["data"]}
    assert voices["good"]["status"] == "ready"
    assert voices["huge"]["status"] == "invalid" and "number of 5000 characters" in voices["huge"]["error"]
    body = {"text": "Still speaking.", "voice": "good", "format": "wav", "steps": 1}
    assert call(main, "POST", "/v1/tts", body)["statusCode"] == 200
    refused = call(main, "POST", "/v1/tts", {**body, "voice": "huge"})
    assert refused["statusCode"] == 400 and json.loads(refused["body"])["error"]["code"] == "invalid_voice"
    put = call(main, "PUT", "/v1/voices/other", voice_bytes(engine).decode())
    assert put["statusCode"] == 200, put["body"][:300]


@pytest.mark.parametrize("raw_value", ["9" * 5000, repr(FLOAT32_MAX), "-1e30"])
def test_put_refuses_a_hostile_file_with_a_400(main, raw_value: str) -> None:
    raw = with_value(main.services.engine, "style_dp", raw_value)
    response = call(main, "PUT", "/v1/voices/hostile", raw.decode())
    assert response["statusCode"] == 400, response["body"][:300]
    assert json.loads(response["body"])["error"]["code"] == "invalid_voice"
    assert main.services.bucket.get("voices/hostile.json") is None


extreme_numbers = st.one_of(
    st.integers(min_value=-(10**120), max_value=10**120),
    st.floats(allow_nan=False, allow_infinity=False, width=32),
    st.floats(allow_nan=False, allow_infinity=False),
    st.integers(min_value=1, max_value=6000).map(lambda digits: "9" * digits),  # as JSON text: past int()'s limit
)


@examples(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(value=extreme_numbers, key=st.sampled_from(["style_ttl", "style_dp"]))
def test_every_voice_field_takes_extreme_values_without_a_5xx(main, value, key: str) -> None:
    text = value if isinstance(value, str) else str(value) if isinstance(value, int) else repr(value)
    raw = with_value(main.services.engine, key, text)
    response = call(main, "PUT", "/v1/voices/extreme", raw.decode())
    assert response["statusCode"] in (200, 400), response["body"][:300]
    in_bounds = len(text) < 300 and abs(float(text)) <= MAX_STYLE_VALUE
    assert (response["statusCode"] == 200) == (in_bounds and len(text) <= 40)


# --- a voice in the store is always usable -------------------------------------------------------------------
def test_a_voice_uploaded_after_the_last_read_is_usable_at_once(engine, bucket, tmp_path) -> None:
    from handler.kernel.errors import InvalidRequest
    from handler.storage.voices import VoiceStore

    for store, add in (
        (VoiceStore(engine.model.voices, bucket=bucket, refresh_seconds=3600), None),
        (VoiceStore(engine.model.voices, folder=tmp_path, refresh_seconds=3600), tmp_path),
    ):
        with pytest.raises(InvalidRequest, match="Unknown voice 'fresh'"):
            store.resolve("fresh")
        if add is None:
            bucket.put("voices/fresh.json", voice_bytes(engine), "application/json")
        else:
            (add / "fresh.json").write_bytes(voice_bytes(engine))
        assert store.resolve("fresh").name == "fresh"  # not refused for the hour the list may be kept
        with pytest.raises(InvalidRequest, match="Unknown voice 'absent'"):
            store.resolve("absent")
