"""Hostile input over HTTP: every route answers bad input with a 4xx in OpenAI's envelope, never a 5xx, a hang or
wrong audio. Both ways in are driven: Lambda function URL events through `handler.main.handler` (Mangum,
buffered), and the ASGI app as uvicorn serves it (streamed).

- schemathesis generates requests from the app's own OpenAPI document, for every route and method;
- hypothesis builds JSON bodies by hand (tests/hostile.py): NaN, Infinity, 1e400, 20-500 digit integers, wrong
  types, nested values, unknown fields, duplicate keys, invalid UTF-8, deep nesting, empty bodies;
- function URL specifics: `isBase64Encoded` with a body that is not base64, bodies over the size limit without a
  content-length (chunked) or with a false one.

`HOSTILE_EXAMPLES` sets the examples per property (default 60); with CI=true the runs are derandomized.
"""

from __future__ import annotations

import json

import pytest
import schemathesis
from hypothesis import given, settings
from hypothesis import strategies as st
from schemathesis.checks import not_a_server_error
from schemathesis.config import SchemathesisConfig
from schemathesis.generation import GenerationMode
from schemathesis.specs.openapi.checks import content_type_conformance
from starlette.testclient import TestClient

from tests import hostile
from tests.hostile import HOSTILE, JOBS, NATIVE, OPENAI, Answer, Route

ROUTES = [OPENAI, NATIVE, JOBS]
TRANSPORTS = ["lambda", "asgi"]
GOOD_SPEECH = {"model": "tts-1", "input": "Hi.", "voice": "alloy", "response_format": "wav"}
GOOD_BODIES = {
    OPENAI.path: GOOD_SPEECH,
    NATIVE.path: {"text": "Hi.", "format": "wav"},
    JOBS.path: {"text": "Hi.", "format": "wav"},
}


@pytest.fixture
def asgi(main):
    with TestClient(main.app, raise_server_exceptions=False) as client:
        yield client


def send(transport: str, main, client, method: str, path: str, raw: bytes | None, headers=None) -> Answer:
    if transport == "lambda":
        return hostile.via_lambda(main, method, path, raw, headers)
    return hostile.via_asgi(client, method, path, raw, headers)


# --- schemathesis: the app's own OpenAPI document ---------------------------------------------------------------
def api_schema(app):
    settings = {"generation": {"max-examples": hostile.EXAMPLES, "deterministic": hostile.CI}}
    config = SchemathesisConfig.from_dict({**settings, "seed": 20261203} if hostile.CI else settings)
    return schemathesis.openapi.from_asgi("/openapi.json", app, config=config)


@schemathesis.check
def openai_error_envelope(ctx, response, case) -> bool | None:
    """Every 4xx and 5xx is OpenAI's envelope with a non-empty message."""
    if response.status_code < 400:
        return None
    answer = Answer(response.status_code, {k.lower(): v[0] for k, v in response.headers.items()}, response.content)
    hostile.envelope_of(answer)
    return True


SCHEMA_CHECKS = [not_a_server_error, content_type_conformance, openai_error_envelope]


def test_every_operation_answers_as_documented(main) -> None:
    """Valid and invalid requests generated from /openapi.json, per operation: no 5xx, errors in the envelope,
    and the content types the document declares. Every operation runs; the failures are reported together."""
    failures: dict[str, str] = {}
    for result in api_schema(main.app).get_all_operations():
        operation = result.ok()
        modes = [GenerationMode.POSITIVE, GenerationMode.NEGATIVE]
        cases = st.one_of([operation.as_strategy(generation_mode=mode) for mode in modes])

        @settings(HOSTILE, database=None)
        @given(case=cases)
        def check(case) -> None:
            case.call_and_validate(checks=SCHEMA_CHECKS)

        try:
            check()
        except (Exception, BaseExceptionGroup) as error:  # schemathesis's FailureGroup is a BaseExceptionGroup
            failures[operation.label] = describe(error)
    assert not failures, "\n\n".join(f"== {label}\n{message}" for label, message in failures.items())


def describe(error: BaseException) -> str:
    """A failure's message, with the messages of the failures it groups."""
    parts = [str(error)]
    parts += [f"  - {type(e).__name__}: {e}" for e in getattr(error, "exceptions", ())]
    return "\n".join(parts)


# --- hand-built JSON bodies ------------------------------------------------------------------------------------------
@pytest.mark.parametrize("transport", TRANSPORTS)
@pytest.mark.parametrize("route", ROUTES, ids=lambda r: r.path)
@HOSTILE
@given(data=st.data())
def test_hostile_field_values(main, asgi, transport: str, route: Route, data) -> None:
    """NaN, Infinity, 1e400, huge integers, wrong types, nulls, nesting, unknown and duplicate fields."""
    body = data.draw(hostile.request_bodies(route), label="body")
    answer = send(transport, main, asgi, "POST", route.path, body.raw, {"content-type": "application/json"})
    hostile.check_answer(answer, body)


@pytest.mark.parametrize("route", ROUTES, ids=lambda r: r.path)
@HOSTILE
@given(data=st.data())
def test_valid_bodies_get_correct_audio(main, route: Route, data) -> None:
    """The control: bodies of known-good values only are answered with audio that decodes as promised."""
    body = data.draw(hostile.valid_bodies(route), label="body")
    assert body.verdict()[0] is hostile.Verdict.VALID
    hostile.check_answer(hostile.via_lambda(main, "POST", route.path, body.raw), body)


@pytest.mark.parametrize("transport", TRANSPORTS)
@pytest.mark.parametrize("route", ROUTES, ids=lambda r: r.path)
@HOSTILE
@given(raw=hostile.malformed_bodies())
def test_malformed_bodies_are_refused(main, asgi, transport: str, route: Route, raw: bytes) -> None:
    """Not a JSON object (empty, truncated, invalid UTF-8, deep nesting, 5000-digit numbers): a 4xx envelope."""
    answer = send(transport, main, asgi, "POST", route.path, raw, {"content-type": "application/json"})
    assert 400 <= answer.status < 500, f"{raw[:80]!r}: {answer!r}"
    hostile.envelope_of(answer)


NAMED_ERRORS = [
    ("text", ""),
    ("text", "too long"),  # one character past the route's limit (5,000; 100,000 for a job)
    ("text", "Hi \U0001f600 \u0416\u00a7\u2603."),
    ("format", "mp4"),
    ("speed", 9),
    ("voice", "nobody"),
]


@pytest.mark.parametrize("transport", TRANSPORTS)
@pytest.mark.parametrize("route", ROUTES, ids=lambda r: r.path)
@pytest.mark.parametrize(("field", "value"), NAMED_ERRORS, ids=lambda v: str(v)[:12])
def test_errors_name_the_field_the_client_sent(main, asgi, transport: str, route: Route, field: str, value) -> None:
    """Each route's own field names in `param` (OpenAI's route says `input` and `response_format`, the native
    routes `text` and `format`), for errors found at any stage; the unsupported-characters case may pass."""
    names = {"text": route.text_field, "format": route.format_field}
    if value == "too long":
        value = "a" * ((100_000 if route is JOBS else hostile.MAX_SYNC_CHARS) + 1)
    body = {**GOOD_BODIES[route.path], names.get(field, field): value}
    answer = send(
        transport, main, asgi, "POST", route.path, json.dumps(body).encode(), {"content-type": "application/json"}
    )
    if field == "text" and value.startswith("Hi ") and answer.status in (200, 202):
        return  # the model may speak these characters
    assert 400 <= answer.status < 500, answer
    assert hostile.envelope_of(answer)["param"] == names.get(field, field), answer


CONTENT_TYPES = [
    None,
    "",
    "text/plain",
    "application/x-www-form-urlencoded",
    "multipart/form-data; boundary=xyz",
    "application/octet-stream",
    "application/json; charset=latin-1",
    "application/json; charset=utf-16",
    "application/jsonx",
    "application/json, text/plain",
    "audio/wav",
    "*/*",
    "\u00e9/\u00e9",
]


@pytest.mark.parametrize("transport", TRANSPORTS)
@pytest.mark.parametrize("route", ROUTES, ids=lambda r: r.path)
@HOSTILE
@given(content_type=st.sampled_from(CONTENT_TYPES), encoding=st.sampled_from(["utf-8", "utf-16", "latin-1"]))
def test_wrong_content_types(main, asgi, transport: str, route: Route, content_type, encoding: str) -> None:
    """A valid body under another content type or encoding: refused with a 4xx envelope, or spoken correctly."""
    raw = json.dumps({**GOOD_BODIES[route.path], "text" if route is not OPENAI else "input": "Hé."}).encode(encoding)
    headers = {} if content_type is None else {"content-type": content_type}
    if transport == "lambda":
        event = hostile.lambda_event("POST", route.path, raw, headers)
        if content_type is None:
            event["headers"].pop("content-type", None)
        answer = hostile.invoke(main, event)
    else:
        if not (content_type or "").isascii():
            pytest.skip("HTTP clients send header values as ASCII")
        answer = hostile.via_asgi(asgi, "POST", route.path, raw, headers)
    hostile.check_no_server_error(answer)
    if answer.status in (200, 202):
        fields = {**GOOD_BODIES[route.path]}
        hostile.check_success(answer, route, fields)


@HOSTILE
@given(
    method=st.sampled_from(["GET", "PUT", "PATCH", "DELETE", "OPTIONS", "TRACE", "POST", "HEAD"]),
    path=st.one_of(
        st.sampled_from(
            [
                "/",
                "/v1",
                "/v1/",
                "/v1/audio/speech/",
                "/v1/audio/speech",
                "/v1/tts",
                "/v1/jobs",
                "/v1/jobs/",
                "/v1/jobs/..%2f..%2fetc",
                "/v1/jobs/" + "a" * 32,
                "/v1/jobs/" + "A" * 32,
                "/v1/jobs/%00",
                "/v1/jobs/%ff%fe",
                "/v1/models",
                "/v1/health",
                "/V1/TTS",
                "//v1/tts",
                "/v1/tts%20",
                "/docs",
                "/openapi.json",
            ]
        ),
        st.text(st.characters(codec="ascii", exclude_characters="?#"), max_size=30).map(lambda p: "/" + p),
    ),
)
def test_any_method_on_any_path(main, method: str, path: str) -> None:
    """Unknown routes and methods: 404/405 in the envelope; known ones answer without a 5xx."""
    raw = json.dumps(GOOD_SPEECH).encode() if method in ("POST", "PUT", "PATCH") else None
    answer = hostile.via_lambda(main, method, path, raw)
    hostile.check_no_server_error(answer)


# --- function URL specifics --------------------------------------------------------------------------------------
NOT_BASE64 = ["!!!!", "a", "abc", "====", "SGVsbG8", '{"input": "Hi."}', "\u00e9\u00e9\u00e9\u00e9", "A" * 5]


@pytest.mark.parametrize("route", ROUTES, ids=lambda r: r.path)
@HOSTILE
@given(body=st.one_of(st.sampled_from(NOT_BASE64), st.text(max_size=40)))
def test_base64_flagged_body_that_is_not_base64(main, route: Route, body: str) -> None:
    """`isBase64Encoded: true` with a body that does not decode: a 400 envelope, never a raised invocation."""
    event = hostile.lambda_event("POST", route.path, b"{}", base64_body=True)
    event["body"] = body
    answer = hostile.invoke(main, event)
    assert 400 <= answer.status < 500, answer
    hostile.envelope_of(answer)


def padded_body(route: Route, size: int) -> bytes:
    """A valid request padded with JSON whitespace to `size` bytes: only its size is wrong."""
    raw = json.dumps(GOOD_BODIES[route.path]).encode()
    return raw[:-1] + b" " * (size - len(raw)) + b"}"


@pytest.mark.parametrize("route", ROUTES, ids=lambda r: r.path)
@pytest.mark.parametrize("length_header", ["absent", "small", "zero"])
def test_lambda_body_over_the_limit_without_a_true_length(main, route: Route, length_header: str) -> None:
    """A function URL body past the limit whose content-length is missing (chunked upload) or false: a 413."""
    raw = padded_body(route, hostile.MAX_BODY_BYTES + 100_000)
    event = hostile.lambda_event("POST", route.path, raw)
    if length_header == "absent":
        event["headers"].pop("content-length")
        event["headers"]["transfer-encoding"] = "chunked"
    else:
        event["headers"]["content-length"] = {"small": "100", "zero": "0"}[length_header]
    answer = hostile.invoke(main, event)
    assert answer.status == 413, answer
    hostile.envelope_of(answer)


@pytest.mark.parametrize("route", ROUTES, ids=lambda r: r.path)
def test_chunked_body_over_the_limit(asgi, route: Route) -> None:
    """A chunked upload (no content-length) past the limit, to the ASGI app: a 413, not a body read whole."""
    raw = padded_body(route, hostile.MAX_BODY_BYTES + 100_000)

    def pieces():
        for start in range(0, len(raw), 64 * 1024):
            yield raw[start : start + 64 * 1024]

    with hostile.hang_guard():
        response = asgi.post(route.path, content=pieces(), headers={"content-type": "application/json"})
    answer = Answer(response.status_code, {k.lower(): v for k, v in response.headers.items()}, response.content)
    assert answer.status == 413, answer
    hostile.envelope_of(answer)


@pytest.mark.parametrize("transport", TRANSPORTS)
@pytest.mark.parametrize(
    "length", ["-1", "abc", "1e3", "99999999999999999999999999", " 10", "10, 10", "0x10", "\u0661\u0660"]
)
def test_odd_content_length_headers(main, asgi, transport: str, length: str) -> None:
    """A content-length that is no plain decimal: a 4xx envelope (400 or 413), never a 5xx."""
    raw = json.dumps(GOOD_SPEECH).encode()
    if transport == "lambda":
        event = hostile.lambda_event("POST", OPENAI.path, raw)
        event["headers"]["content-length"] = length
        answer = hostile.invoke(main, event)
    else:
        if not length.isascii():
            pytest.skip("HTTP clients send header values as ASCII")
        answer = hostile.via_asgi(asgi, "POST", OPENAI.path, raw, {"content-length": length})
    assert 400 <= answer.status < 500, answer
    hostile.envelope_of(answer)


def test_valid_base64_body_is_spoken(main) -> None:
    """The control for the base64 cases: a properly encoded body is decoded and answered with audio."""
    event = hostile.lambda_event("POST", OPENAI.path, json.dumps(GOOD_SPEECH).encode(), base64_body=True)
    answer = hostile.invoke(main, event)
    assert answer.status == 200, answer
    hostile.check_audio(answer.body, "wav", {}, hostile.OPENAI)
