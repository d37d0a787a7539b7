"""The service's figures: EMF lines printed by the Lambda entrypoint, and `GET /metrics` in a container."""

from __future__ import annotations

import json
import warnings

import pytest
from fastapi.testclient import TestClient
from prometheus_client.parser import text_string_to_metric_families

from handler.service import metrics
from tests.conftest import BUCKET
from tests.events import LambdaContext, function_url_event, s3_event, sqs_event
from tests.test_streaming_mode import lambda_context_header

TEXT = "Quiet zebras mumble over violet quartz."
SPEECH = {"model": "tts-1", "input": TEXT, "voice": "alloy", "response_format": "wav"}
KEY = "metrics-test-key"


def emf_lines(printed: str) -> list[dict]:
    return [json.loads(line) for line in printed.splitlines() if line.startswith('{"_aws"')]


def figures(lines: list[dict]) -> dict[tuple, dict]:
    """{(metric name, sorted dimension items): {"unit": ..., "values": [...]}} over every EMF line."""
    found: dict[tuple, dict] = {}
    for line in lines:
        (directive,) = line["_aws"]["CloudWatchMetrics"]
        assert directive["Namespace"] == "Supertonic"
        (dimension_names,) = directive["Dimensions"]
        dimensions = tuple(sorted((name, line[name]) for name in dimension_names))
        for metric in directive["Metrics"]:
            entry = found.setdefault((metric["Name"], dimensions), {"unit": metric["Unit"], "values": []})
            value = line[metric["Name"]]
            entry["values"] += value if isinstance(value, list) else [value]
    return found


def invoke(main, method: str, path: str, body=None, **kwargs) -> dict:
    return main.handler(function_url_event(method, path, body, **kwargs), LambdaContext())


# --- EMF on Lambda --------------------------------------------------------------------------------------------------
def test_a_function_url_invocation_prints_emf_lines(make_main, capsys: pytest.CaptureFixture) -> None:
    main = make_main(SUPERTONIC_METRICS="auto")  # AWS_LAMBDA_FUNCTION_NAME is set: auto means EMF
    assert main.services.metrics.name == "emf"
    capsys.readouterr()
    assert invoke(main, "POST", "/v1/audio/speech", SPEECH)["statusCode"] == 200
    first = figures(emf_lines(capsys.readouterr().out))
    service = ("service", "supertonic")
    route = tuple(sorted([("route", "/v1/audio/speech"), ("status_class", "2xx"), service]))
    assert first[("Requests", route)] == {"unit": "Count", "values": [1.0]}
    assert first[("RequestLatency", route)]["unit"] == "Milliseconds"
    assert first[("RequestLatency", route)]["values"][0] > 0
    assert first[("Requests", (service,))]["values"] == [1.0]
    assert first[("ServerErrors", (service,))]["values"] == [0.0]
    assert first[("CacheMisses", (service,))] == {"unit": "Count", "values": [1.0]}
    fmt = tuple(sorted([("format", "wav"), service]))
    audio, compute = first[("AudioSeconds", fmt)], first[("SynthesisSeconds", fmt)]
    assert audio["unit"] == compute["unit"] == "Seconds" and audio["values"][0] > 0
    (rtf,) = first[("RealTimeFactor", fmt)]["values"]
    assert rtf == pytest.approx(compute["values"][0] / audio["values"][0])

    # The same request again: a cache hit, and no synthesis figures (nothing was synthesised).
    assert invoke(main, "POST", "/v1/audio/speech", SPEECH)["statusCode"] == 200
    second = figures(emf_lines(capsys.readouterr().out))
    assert second[("CacheHits", (service,))]["values"] == [1.0]
    assert ("CacheMisses", (service,)) not in second and ("AudioSeconds", fmt) not in second


def test_a_5xx_and_an_unmatched_path_have_closed_dimensions(make_main, capsys: pytest.CaptureFixture) -> None:
    main = make_main(SUPERTONIC_API_KEY=KEY)
    capsys.readouterr()
    auth = {"authorization": f"Bearer {KEY}"}
    assert invoke(main, "GET", "/v1/some-private-path-4711", headers=auth)["statusCode"] == 404
    assert invoke(main, "GET", "/v1/jobs/abc", headers={})["statusCode"] == 401
    found = figures(emf_lines(capsys.readouterr().out))
    service = ("service", "supertonic")
    unmatched = tuple(sorted([("route", "unmatched"), ("status_class", "4xx"), service]))
    refused = tuple(sorted([("route", "/v1/jobs/{job_id}"), ("status_class", "4xx"), service]))
    assert found[("Requests", unmatched)]["values"] == [1.0]
    assert found[("Requests", refused)]["values"] == [1.0]


def test_an_invocation_that_records_nothing_prints_nothing(main, capsys: pytest.CaptureFixture) -> None:
    capsys.readouterr()
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # Powertools' "No application metrics to publish" would fail here
        assert main.handler({"unknown": "event"}, LambdaContext()) == {"ignored": True}
    assert emf_lines(capsys.readouterr().out) == []


def test_behind_the_web_adapter_each_request_flushes_its_own_figures(make_main, capsys) -> None:
    main = make_main(SUPERTONIC_ADAPTER_ROUTES="1")  # uvicorn on Lambda: no entrypoint call ends the invocation
    capsys.readouterr()
    answer = TestClient(main.app).get("/v1/health", headers={"x-amzn-lambda-context": lambda_context_header()})
    assert answer.status_code == 200
    route = tuple(sorted([("route", "/v1/health"), ("status_class", "2xx"), ("service", "supertonic")]))
    assert figures(emf_lines(capsys.readouterr().out))[("Requests", route)]["values"] == [1.0]


def test_jobs_and_segments_take_only_known_outcomes(capsys: pytest.CaptureFixture) -> None:
    recorder = metrics.Metrics.chosen("emf")
    capsys.readouterr()
    recorder.job("succeeded")
    recorder.job("failed")
    recorder.segment("failed")
    recorder.segment("something the caller made up")
    recorder.flush()
    found = figures(emf_lines(capsys.readouterr().out))
    service = ("service", "supertonic")
    for name, outcome in (("Jobs", "succeeded"), ("Jobs", "failed"), ("Segments", "failed"), ("Segments", "other")):
        assert found[(name, tuple(sorted([("outcome", outcome), service])))]["values"] == [1.0]
    recorder.flush()
    assert emf_lines(capsys.readouterr().out) == []  # flushed once: the next invocation starts empty


def test_bucket_jobs_count_their_outcomes(make_main, capsys: pytest.CaptureFixture) -> None:
    main = make_main(SUPERTONIC_METRICS="emf")
    bucket = main.services.bucket
    bucket.put("inbox/good.txt", b"A job that works.", "text/plain")
    bucket.put("inbox/bad.json", b"{not json", "application/json")
    # An archived object cannot be read until it is restored: an S3 failure that passes, so the message goes back.
    bucket.client.put_object(Bucket=BUCKET, Key="inbox/archived.txt", Body=b"Archived.", StorageClass="GLACIER")
    capsys.readouterr()
    lost = s3_event(BUCKET, "inbox/archived.txt")
    event = sqs_event(s3_event(BUCKET, "inbox/good.txt"), s3_event(BUCKET, "inbox/bad.json"), lost)
    assert len(main.handler(event, LambdaContext())["batchItemFailures"]) == 1
    found = figures(emf_lines(capsys.readouterr().out))
    service = ("service", "supertonic")
    for outcome in ("succeeded", "failed", "retried"):
        assert found[("Jobs", tuple(sorted([("outcome", outcome), service])))]["values"] == [1.0], outcome


# --- Prometheus in a container --------------------------------------------------------------------------------------
def scrape(client: TestClient) -> dict[tuple, float]:
    answer = client.get("/metrics", headers={"authorization": f"Bearer {KEY}"})
    assert answer.status_code == 200 and answer.headers["content-type"].startswith("text/plain")
    samples = {}
    for family in text_string_to_metric_families(answer.text):
        for sample in family.samples:
            samples[(sample.name, tuple(sorted(sample.labels.items())))] = sample.value
    return samples


def moved(before: dict, after: dict, name: str, **labels: str) -> float:
    key = (name, tuple(sorted(labels.items())))
    return after.get(key, 0.0) - before.get(key, 0.0)


def test_metrics_route_counts_real_requests(make_main) -> None:
    main = make_main(SUPERTONIC_METRICS="prometheus", SUPERTONIC_API_KEY=KEY)
    client = TestClient(main.app)
    auth = {"authorization": f"Bearer {KEY}"}
    before = scrape(client)
    for _ in range(2):
        assert client.post("/v1/audio/speech", json=SPEECH, headers=auth).status_code == 200
    assert client.post("/v1/audio/speech", json=SPEECH).status_code == 401
    assert client.get("/v1/nowhere", headers=auth).status_code == 404
    after = scrape(client)

    speech = {"route": "/v1/audio/speech"}
    assert moved(before, after, "supertonic_requests_total", **speech, status_class="2xx") == 2
    assert moved(before, after, "supertonic_requests_total", **speech, status_class="4xx") == 1
    assert moved(before, after, "supertonic_requests_total", route="unmatched", status_class="4xx") == 1
    assert moved(before, after, "supertonic_requests_total", route="/metrics", status_class="2xx") == 1  # 1st scrape
    assert moved(before, after, "supertonic_request_duration_seconds_count", **speech, status_class="2xx") == 2
    assert moved(before, after, "supertonic_cache_lookups_total", result="miss") == 1
    assert moved(before, after, "supertonic_cache_lookups_total", result="hit") == 1
    assert moved(before, after, "supertonic_real_time_factor_count", format="wav") == 1
    assert moved(before, after, "supertonic_audio_seconds_total", format="wav") > 0


def test_streamed_answers_record_their_first_byte(make_main) -> None:
    main = make_main(SUPERTONIC_METRICS="prometheus")
    client = TestClient(main.app)
    before = scrape(client)
    with client.stream("POST", "/v1/audio/speech", json={**SPEECH, "stream_format": "audio", "seed": 7}) as answer:
        assert answer.status_code == 200
        assert "content-length" not in answer.headers  # sent as it is made
        answer.read()
    after = scrape(client)
    assert moved(before, after, "supertonic_first_byte_seconds_count", route="/v1/audio/speech") == 1
    assert moved(before, after, "supertonic_first_byte_seconds_count", route="/metrics") == 0  # a whole answer


def test_metrics_route_needs_the_key_and_says_where_metrics_go(make_main) -> None:
    main = make_main(SUPERTONIC_METRICS="prometheus", SUPERTONIC_API_KEY=KEY)
    assert TestClient(main.app).get("/metrics").status_code == 401
    main = make_main(SUPERTONIC_METRICS="emf", SUPERTONIC_API_KEY=KEY)
    answer = TestClient(main.app).get("/metrics", headers={"authorization": f"Bearer {KEY}"})
    assert answer.status_code == 404 and answer.json()["error"]["code"] == "metrics_elsewhere"


def test_a_bad_setting_is_refused() -> None:
    with pytest.raises(ValueError, match="SUPERTONIC_METRICS"):
        metrics.Metrics.chosen("statsd")


# --- privacy --------------------------------------------------------------------------------------------------------
def test_request_text_and_raw_paths_never_reach_the_metrics(make_main, capsys: pytest.CaptureFixture) -> None:
    secret = {**SPEECH, "input": "Marmalade helicopter 90210 whispers."}
    path = "/v1/private-marmalade-path"
    main = make_main(SUPERTONIC_API_KEY=KEY)
    capsys.readouterr()
    auth = {"authorization": f"Bearer {KEY}"}
    invoke(main, "POST", "/v1/audio/speech", secret, headers=auth)
    invoke(main, "GET", path, headers=auth)
    printed = "\n".join(json.dumps(line) for line in emf_lines(capsys.readouterr().out))
    assert '"Requests"' in printed
    main = make_main(SUPERTONIC_METRICS="prometheus", SUPERTONIC_API_KEY=KEY)
    client = TestClient(main.app)
    client.post("/v1/audio/speech", json={**secret, "seed": 99}, headers=auth)
    client.get(path, headers=auth)
    scraped = client.get("/metrics", headers=auth).text
    assert "supertonic_requests_total" in scraped
    for output in (printed, scraped):
        for word in ("Marmalade", "helicopter", "90210", "marmalade"):
            assert word not in output
