"""The OpenAPI document and /docs: valid, faithful to the constants the code checks against, served offline."""

from __future__ import annotations

import dataclasses
import json
import re
from pathlib import Path

import pytest
import schemathesis
from fastapi import FastAPI
from jsonschema import Draft202012Validator
from openapi_spec_validator import validate
from schemathesis.config import SchemathesisConfig
from schemathesis.config._checks import NEGATIVE_DATA_REJECTION_EXPECTED_STATUSES
from schemathesis.engine import Status, events
from starlette.testclient import TestClient

from handler.api.app import create_app
from handler.api.docs import DOCS_PATHS, DOCS_URL, install_docs, swagger_assets
from handler.api.services import Services
from handler.audio.formats import FORMATS, RATES
from handler.engine import VOICE_ALIASES, VOICE_NAMES
from handler.engine.synthesis import SILENCE_RANGE, SPEED_RANGE, STEPS_RANGE
from handler.kernel.config import Settings
from handler.platform.function import build_services
from handler.service.schemas import OPENAI_MODELS, SEED_RANGE
from handler.storage.voices import VoiceStore

SPEECH_ROUTES = ("/v1/audio/speech", "/v1/tts")
AUDIO_TYPES = {fmt.content_type for fmt in FORMATS.values()}


@pytest.fixture(scope="module")
def bare_client() -> TestClient:
    """The app without a model: enough for the document, and every error it answers is a real one."""
    settings = Settings(max_sync_chars=1234, max_job_chars=56789, default_speed=1.25)
    return TestClient(create_app(Services(settings)))


@pytest.fixture(scope="module")
def doc(bare_client: TestClient) -> dict:
    response = bare_client.get("/openapi.json")
    assert response.status_code == 200
    return response.json()


@pytest.fixture(scope="module")
def keyed_doc() -> dict:
    """The document of a deployment that requires an API key."""
    settings = Settings(max_sync_chars=1234, max_job_chars=56789, api_key="a-key")
    return TestClient(create_app(Services(settings))).get("/openapi.json").json()


@pytest.fixture(scope="module")
def speech_client(settings: Settings) -> TestClient:
    return TestClient(create_app(build_services(settings)))


def schema_of(doc: dict, name: str) -> Draft202012Validator:
    """A validator for one component schema, resolving its $refs against the whole document."""
    return Draft202012Validator({"$ref": f"#/components/schemas/{name}", "components": doc["components"]})


def body_schema(doc: dict, path: str) -> str:
    ref = doc["paths"][path]["post"]["requestBody"]["content"]["application/json"]["schema"]["$ref"]
    return ref.rsplit("/", 1)[1]


def operations(doc: dict):
    for path, methods in doc["paths"].items():
        for method, operation in methods.items():
            yield path, method, operation


def branch_values(prop: dict, keyword: str) -> list:
    """The value of `keyword` on each non-null branch of a (possibly nullable) property."""
    branches = prop.get("anyOf", [prop])
    return [branch[keyword] for branch in branches if branch.get("type") != "null"]


# --- the document ---------------------------------------------------------------------------------------


def test_document_is_valid_openapi(doc: dict) -> None:
    validate(doc)


def test_no_422_anywhere(doc: dict) -> None:
    for path, method, operation in operations(doc):
        assert "422" not in operation["responses"], (method, path)
    assert not {"HTTPValidationError", "ValidationError"} & set(doc["components"]["schemas"])
    assert "HTTPValidationError" not in str(doc)


def test_speech_routes_declare_audio_content_types(doc: dict) -> None:
    for path in SPEECH_ROUTES:
        content = doc["paths"][path]["post"]["responses"]["200"]["content"]
        assert set(content) >= AUDIO_TYPES
        assert all(content[kind]["schema"] == {"type": "string", "format": "binary"} for kind in AUDIO_TYPES)
    assert "text/event-stream" in doc["paths"]["/v1/audio/speech"]["post"]["responses"]["200"]["content"]


def test_each_route_declares_the_errors_it_can_give(doc: dict, keyed_doc: dict) -> None:
    def errors(path: str, method: str, document: dict = keyed_doc) -> set[str]:
        return {code for code in document["paths"][path][method]["responses"] if code[0] in "45"}

    for path in SPEECH_ROUTES:  # 404: a stored lexicon the request names is not there
        assert errors(path, "post") == {"400", "401", "404", "413", "429", "503", "504"}
        assert errors(path, "post", doc) == {"400", "404", "413", "429", "503", "504"}  # no key, no 401
    assert errors("/v1/text/normalize", "post", doc) == {"400", "404", "413"}
    assert errors("/v1/models/{model_id}", "get") == {"401", "404"}
    assert errors("/v1/models", "get") == {"401"} and errors("/v1/models", "get", doc) == set()
    assert errors("/metrics", "get") == {"401", "404"}  # 404 where the figures go to CloudWatch
    assert errors("/v1/health", "get") == set() and errors("/v1/health", "head") == set()
    assert "content" not in doc["paths"]["/v1/health"]["head"]["responses"]["200"]  # HEAD: no body, no type
    for path, method, operation in operations(doc):
        for code, answer in operation["responses"].items():
            if code[0] in "45":
                schema = answer["content"]["application/json"]["schema"]
                assert schema == {"$ref": "#/components/schemas/Error"}, (method, path, code)
                schema_of(doc, "Error").validate(answer["content"]["application/json"]["example"])


def test_error_schema_matches_real_errors(doc: dict, bare_client: TestClient) -> None:
    error = schema_of(doc, "Error")
    answers = [
        bare_client.get("/v1/nowhere"),  # 404
        bare_client.delete("/v1/models"),  # 405
        bare_client.get("/v1/models/whisper-1"),  # 404, unknown model
        bare_client.post("/v1/audio/speech", content=b"not json", headers={"content-type": "application/json"}),
        bare_client.post("/v1/tts", json={"text": "Hello."}),  # 503: no model loaded
    ]
    assert [answer.status_code for answer in answers] == [404, 405, 404, 400, 503]
    for answer in answers:
        error.validate(answer.json())
    # The declared status and example of a route match what the route answers.
    declared = doc["paths"]["/v1/tts"]["post"]["responses"]["503"]["content"]["application/json"]["example"]
    assert declared["error"]["code"] == answers[-1].json()["error"]["code"]


def test_limits_and_enums_come_from_the_code(doc: dict, engine) -> None:
    for name in ("OpenAISpeech", "NativeSpeech", "JobSpec"):
        properties = doc["components"]["schemas"][name]["properties"]
        for field, (low, high) in {
            "speed": (0.25, 4.0) if name == "OpenAISpeech" else SPEED_RANGE,  # OpenAI's range on its route
            "steps": STEPS_RANGE,
            "silence": SILENCE_RANGE,
            "seed": SEED_RANGE,
        }.items():
            assert set(branch_values(properties[field], "minimum")) == {low}, (name, field)
            assert set(branch_values(properties[field], "maximum")) == {high}, (name, field)
        voices = [*VOICE_NAMES, *VOICE_ALIASES]
        assert branch_values(properties["voice"], "examples")[0][: len(voices)] == voices
        assert branch_values(properties["sample_rate"], "enum")[0] == list(RATES)
        fmt = "response_format" if name == "OpenAISpeech" else "format"
        assert properties[fmt]["enum"] == list(FORMATS)
    assert doc["components"]["schemas"]["OpenAISpeech"]["properties"]["model"]["enum"] == list(OPENAI_MODELS)
    assert doc["paths"]["/v1/models/{model_id}"]["get"]["parameters"][0]["schema"]["enum"] == list(OPENAI_MODELS)
    store = VoiceStore(engine.model.voices)
    for name in [*VOICE_NAMES, *VOICE_ALIASES]:
        store.resolve(name)  # every name the document offers is one a request may name


def test_limits_follow_the_deployment_settings(doc: dict) -> None:
    schemas = doc["components"]["schemas"]
    assert schemas["OpenAISpeech"]["properties"]["input"]["maxLength"] == 1234
    assert schemas["NativeSpeech"]["properties"]["text"]["maxLength"] == 1234
    assert schemas["JobSpec"]["properties"]["text"]["maxLength"] == 56789
    assert "Default 1.25" in schemas["NativeSpeech"]["properties"]["speed"]["description"]
    assert "Default 1.0." in schemas["OpenAISpeech"]["properties"]["speed"]["description"]  # OpenAI's default


def test_security_schemes_skip_open_paths(keyed_doc: dict) -> None:
    assert set(keyed_doc["components"]["securitySchemes"]) == {"bearer", "apiKey"}
    assert "security" not in keyed_doc["paths"]["/v1/health"]["get"]
    assert keyed_doc["paths"]["/v1/audio/speech"]["post"]["security"] == [{"bearer": []}, {"apiKey": []}]


def test_without_a_key_no_route_asks_for_one(doc: dict, bare_client: TestClient) -> None:
    assert "securitySchemes" not in doc["components"]
    assert not [(path, method) for path, method, operation in operations(doc) if "security" in operation]
    assert bare_client.get("/v1/models").status_code == 200  # and none is asked for


def test_every_body_route_has_valid_examples(doc: dict) -> None:
    for path in ("/v1/audio/speech", "/v1/tts", "/v1/jobs"):
        examples = doc["paths"][path]["post"]["requestBody"]["content"]["application/json"]["examples"]
        assert examples, path
        validator = schema_of(doc, body_schema(doc, path))
        for example in examples.values():
            validator.validate(example["value"])


@pytest.mark.parametrize(
    ("field", "low", "high"), [("speed", 0.25, 4.0), ("steps", *STEPS_RANGE), ("silence", *SILENCE_RANGE)]
)
def test_schema_and_app_agree_on_each_limit(doc: dict, speech_client, field: str, low, high) -> None:
    validator = schema_of(doc, "OpenAISpeech")
    base = {"model": OPENAI_MODELS[0], "input": "Hi.", "voice": VOICE_NAMES[0], "response_format": "pcm"}
    step = 1 if isinstance(high, int) else 0.01
    for value in (low, high):
        assert validator.is_valid({**base, field: value})
    for value in (low - step, high + step):
        assert not validator.is_valid({**base, field: value})
        answer = speech_client.post("/v1/audio/speech", json={**base, field: value})
        assert answer.status_code == 400 and answer.json()["error"]["param"] == field


def test_the_app_accepts_every_example(doc: dict, speech_client: TestClient) -> None:
    for path in SPEECH_ROUTES:
        operation = doc["paths"][path]["post"]
        for name, example in operation["requestBody"]["content"]["application/json"]["examples"].items():
            answer = speech_client.post(path, json=example["value"])
            assert answer.status_code == 200, (path, name, answer.text)
            kind = answer.headers["content-type"].split(";")[0]
            assert kind in operation["responses"]["200"]["content"], (path, name, kind)
            if kind == "application/json":
                schema_of(doc, "SpeechJSON").validate(answer.json())


def test_text_limit_is_what_the_app_enforces(settings: Settings) -> None:
    small = dataclasses.replace(settings, max_sync_chars=10)
    client = TestClient(create_app(build_services(small)))
    limit = client.get("/openapi.json").json()["components"]["schemas"]["NativeSpeech"]["properties"]["text"]
    assert limit["maxLength"] == 10
    assert client.post("/v1/tts", json={"text": "x" * 11}).status_code == 413


# --- /docs ---------------------------------------------------------------------------------------------

URL = re.compile(r"""(?:src|href)\s*=\s*["']([^"']+)["']|url:\s*["']([^"']+)["']""")


def local_urls(html: str) -> list[str]:
    urls = [a or b for a, b in URL.findall(html)]
    remote = [url for url in urls if re.match(r"^(https?:)?//", url)]
    assert not remote, remote
    assert not re.search(r"https?://", html), "the page names another host"
    return [url for url in urls if not url.startswith("data:")]


def test_docs_serves_swagger_ui_from_the_app(bare_client: TestClient) -> None:
    assert swagger_assets() is not None, "fastapi-offline is a dev dependency: Swagger UI's files come from it"
    page = bare_client.get(DOCS_URL)
    assert page.status_code == 200 and page.headers["content-type"].startswith("text/html")
    urls = local_urls(page.text)
    assert {"/docs/swagger-ui-bundle.js", "/docs/swagger-ui.css", "/openapi.json"} <= set(urls)
    for url in urls:
        answer = bare_client.get(url)
        assert answer.status_code == 200 and len(answer.content) > 1000, url
    assert bare_client.get("/docs/swagger-ui-bundle.js").headers["content-type"].startswith("text/javascript")
    missing = bare_client.get("/docs/swagger-ui-standalone-preset.js")
    assert missing.status_code == 404 and missing.json()["error"]["code"] == "not_found"


def served_paths(routes: list) -> list[str]:
    """Every path the app answers, through the routers it includes."""
    found = []
    for route in routes:
        included = getattr(route, "original_router", None)
        found += served_paths(included.routes) if included is not None else [route.path]
    return found


def test_every_route_the_service_answers_is_documented_or_named(bare_client: TestClient, doc: dict) -> None:
    """A route outside the document (the docs themselves aside) is named in its description, with where it is
    described: a reader of /docs learns that /polly exists (it listed no Polly route, and said nothing of them)."""
    description = doc["info"]["description"]
    outside = {path for path in served_paths(bare_client.app.routes) if path not in doc["paths"]} - DOCS_PATHS
    outside -= {f"{DOCS_URL}/{{name}}"}
    assert outside, "the check has nothing to look at"
    for path in sorted(outside):
        named = "/" + path.split("/")[1] if path != "/" else "`GET /`"
        assert f"`{named}" in description or named in description, (path, description)
    assert "docs/polly.md" in description  # where Polly's operations are described


def test_redoc_serves_the_same_document_from_the_app(bare_client: TestClient) -> None:
    """`/redoc`, FastAPI's second docs address, renders the document too (it answered a JSON 404)."""
    page = bare_client.get("/redoc")
    assert page.status_code == 200 and page.headers["content-type"].startswith("text/html")
    assert 'spec-url="/openapi.json"' in page.text
    urls = local_urls(page.text)
    assert "/docs/redoc.standalone.js" in urls
    for url in urls:
        answer = bare_client.get(url)
        assert answer.status_code == 200 and len(answer.content) > 1000, url


def test_docs_fallback_page_needs_no_assets() -> None:
    app = FastAPI(title="Docs test", docs_url=None)
    install_docs(app, None)
    client = TestClient(app)
    page = client.get(DOCS_URL)
    assert page.status_code == 200
    assert local_urls(page.text) == ["/openapi.json"]  # only the document, linked; no script or style files
    assert 'fetch("/openapi.json")' in page.text
    assert client.get("/docs/swagger-ui.css").status_code == 404


def test_docs_need_no_api_key(settings: Settings) -> None:
    client = TestClient(create_app(Services(settings, api_key="secret")))
    assert client.get("/v1/models").status_code == 401
    for url in ("/docs", "/redoc", "/openapi.json", "/docs/swagger-ui-bundle.js", "/docs/redoc.standalone.js"):
        assert client.get(url).status_code == 200, url


# --- the document against the service: schemathesis with every check ----------------------------------------
SCHEMATHESIS_EXAMPLES = 3  # per operation and phase: enough for every check to run on every route, in seconds


def explained_failures() -> dict[str, set[tuple[str, str]]]:
    """What docs/api.md says schemathesis reports, and why: its failure code -> the (error code, field) answers
    that explain it."""
    page = (Path(__file__).resolve().parents[1] / "docs" / "api.md").read_text()
    section = page.split("## What the OpenAPI document cannot say", 1)[1].split("\n## ", 1)[0]
    explained: dict[str, set[tuple[str, str]]] = {}
    for failure, answers in re.findall(r"^\| `(ST\d+)`[^|]*\| ([^|]+) \|", section, flags=re.MULTILINE):
        explained.setdefault(failure, set()).update(re.findall(r"`([a-z_]+)` on `([A-Za-z_.]+)`", answers))
    return explained


def schemathesis_failures(app) -> list[str]:
    """Every failure of every check schemathesis has, over every phase (examples, coverage, fuzzing, stateful)."""
    refused = [*NEGATIVE_DATA_REJECTION_EXPECTED_STATUSES, "413"]  # too much text, as the document says
    config = SchemathesisConfig.from_dict(
        {
            "generation": {"max-examples": SCHEMATHESIS_EXAMPLES, "deterministic": True},
            "seed": 20261207,
            "checks": {"negative_data_rejection": {"expected-statuses": refused}},
        }
    )
    schema = schemathesis.openapi.from_asgi("/openapi.json", app, config=config)
    explained, found = explained_failures(), []
    for event in schemathesis.engine.from_schema(schema).execute():
        if isinstance(event, events.NonFatalError | events.FatalError):
            found.append(f"error: {getattr(event, 'value', event)!r}")
        recorder = getattr(event, "recorder", None)
        if recorder is None:
            continue
        for case_id, nodes in recorder.checks.items():
            for node in nodes:
                if node.status != Status.FAILURE or node.failure_info is None:
                    continue
                failure = node.failure_info.failure
                response = recorder.find_response(case_id=case_id)
                body = response.content if response is not None else b""
                if error_of(body) in explained.get(failure.code, set()):
                    continue
                found.append(f"{failure.code} {failure.operation}: {failure.title}: {body[:300]!r}")
    return sorted(set(found))


def error_of(body: bytes) -> tuple[str, str]:
    """(code, param) of an error envelope; empty strings for anything else."""
    try:
        answer = json.loads(body)
    except ValueError:
        return "", ""
    error = answer.get("error") if isinstance(answer, dict) else None
    if not isinstance(error, dict):
        return "", ""
    return str(error.get("code") or ""), str(error.get("param") or "")


def test_schemathesis_with_every_check_passes(main) -> None:
    failures = schemathesis_failures(main.app)
    assert not failures, "\n".join(failures)


def test_text_fields_refuse_empty_text_in_the_document(doc: dict) -> None:
    for schema, field in (("OpenAISpeech", "input"), ("NativeSpeech", "text"), ("JobSpec", "text")):
        validator = schema_of(doc, schema)
        base = {"model": "tts-1", "voice": "alloy"} if schema == "OpenAISpeech" else {}
        for empty in ("", " ", "\n\t "):
            assert not validator.is_valid({**base, field: empty}), (schema, repr(empty))
        assert validator.is_valid({**base, field: "Hi."})


def test_an_unsupported_method_names_every_method_of_the_path(bare_client: TestClient) -> None:
    answer = bare_client.options("/v1/health")
    assert answer.status_code == 405
    assert sorted(method.strip() for method in answer.headers["allow"].split(",")) == ["GET", "HEAD"]
    answer = bare_client.request("PATCH", "/v1/voices/narrator")
    assert sorted(method.strip() for method in answer.headers["allow"].split(",")) == ["DELETE", "PUT"]


def test_the_sse_events_are_described_as_the_events_sent(doc: dict, speech_client: TestClient) -> None:
    stream = doc["paths"]["/v1/audio/speech"]["post"]["responses"]["200"]["content"]["text/event-stream"]
    event_schema = doc["components"]["schemas"][stream["schema"]["$ref"].rsplit("/", 1)[1]]
    assert event_schema["type"] == "object" and "data" in event_schema["required"]
    content = event_schema["properties"]["data"]["contentSchema"]
    data = Draft202012Validator({**content, "components": doc["components"]})
    body = {"model": "gpt-4o-mini-tts", "input": "Two events. At least.", "voice": "alloy", "stream_format": "sse"}
    answer = speech_client.post("/v1/audio/speech", json=body)
    frames = [frame for frame in answer.text.split("\n\n") if frame]
    assert len(frames) >= 2
    for frame in frames:
        assert frame.startswith("data: ")
        data.validate(json.loads(frame.removeprefix("data: ")))
    assert not data.is_valid({"type": "speech.audio.delta"})  # a delta carries its audio
    assert not data.is_valid("data")


def test_values_refused_together_are_refused_by_the_document(doc: dict, speech_client: TestClient) -> None:
    openai = schema_of(doc, "OpenAISpeech")
    base = {"model": "gpt-4o-mini-tts", "input": "Hi.", "voice": "alloy"}
    refused = [
        {**base, "response_format": "opus", "sample_rate": 24_000},  # opus is written at 48 kHz only
        {**base, "model": "tts-1", "stream_format": "sse"},  # as on OpenAI
    ]
    for body in refused:
        assert not openai.is_valid(body), body
        assert speech_client.post("/v1/audio/speech", json=body).status_code == 400
    for body in ({**base, "response_format": "opus", "sample_rate": 48_000}, {**base, "stream_format": "sse"}):
        assert openai.is_valid(body), body
    native = {"text": "Hi.", "format": "opus", "sample_rate": 16_000}
    assert not schema_of(doc, "NativeSpeech").is_valid(native)
    assert speech_client.post("/v1/tts", json=native).status_code == 400


def test_a_lexicon_the_app_refuses_is_refused_by_the_document(doc: dict, speech_client: TestClient) -> None:
    native = schema_of(doc, "NativeSpeech")
    for lexicon in ({"": "nothing"}, {" ": "blank"}, {"x" * 101: "long"}, {"SQL": "s" * 501}):
        body = {"text": "Hi.", "lexicon": lexicon}
        assert not native.is_valid(body), lexicon
        assert speech_client.post("/v1/tts", json=body).status_code == 400
    assert native.is_valid({"text": "Hi.", "lexicon": {"SQL": "sequel"}})
