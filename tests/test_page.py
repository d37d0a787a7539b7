"""`GET /`: the try-it page, through the function URL (Mangum) and the app's own HTTP stack."""

from __future__ import annotations

import json
import re

from tests.events import LambdaContext, function_url_event, response_body

KEY = "page-test-key"


def get_page(main, headers: dict[str, str] | None = None) -> dict:
    return main.handler(function_url_event("GET", "/", headers=headers), LambdaContext())


def test_page_is_html_with_everything_the_form_needs(main):
    response = get_page(main)
    assert response["statusCode"] == 200
    assert response["headers"]["content-type"].startswith("text/html")
    html = response_body(response).decode()
    for control in ('id="text"', 'id="voice"', 'id="lang"', 'id="format"', 'id="speed"', 'id="play"', 'id="key"'):
        assert control in html
    for label_for in ("text", "voice", "lang", "format", "speed", "key"):
        assert f'<label class="wide" for="{label_for}"' in html or f'<label for="{label_for}"' in html
    assert 'id="curl"' in html and 'id="python"' in html and "<audio" in html
    assert "v1/audio/speech" in html and "v1/voices" in html
    assert 'data-key-required="false"' in html


def test_page_says_when_the_model_is_synthetic(main):
    html = response_body(get_page(main)).decode()
    assert main.services.engine.synthetic  # the tests' model
    assert 'id="synthetic"' in html and "test signal, not speech" in html


def test_page_speed_box_starts_at_the_speed_the_api_applies(main):
    html = response_body(get_page(main)).decode()
    box = re.search(r'<input id="speed"[^>]*>', html).group(0)
    value, low, high = (float(re.search(rf'{name}="([^"]+)"', box).group(1)) for name in ("value", "min", "max"))
    body = {"model": "tts-1", "input": "Hi.", "voice": "alloy", "response_format": "wav"}  # no speed: the default
    answer = main.handler(function_url_event("POST", "/v1/audio/speech", body), LambdaContext())
    assert answer["statusCode"] == 200 and float(answer["headers"]["x-speed"]) == value
    assert (low, high) == (0.7, 2.0)  # the model's range: the box offers no value the route would clamp


def test_page_fetches_nothing_from_another_host(main):
    html = response_body(get_page(main)).decode()
    assert re.findall(r"https?://", html) == []  # relative URLs only: same origin, no CDN, no fonts
    assert not re.search(r"<(script|link|img)[^>]+(src|href)=", html)  # everything inline
    assert "__" not in html  # every placeholder filled


def test_page_is_not_in_the_openapi_document(main):
    response = main.handler(function_url_event("GET", "/openapi.json"), LambdaContext())
    assert "/" not in json.loads(response_body(response))["paths"]


def test_page_with_a_key_configured_shows_the_key_field_and_loads_without_the_key(make_main):
    main = make_main(SUPERTONIC_API_KEY=KEY)
    response = get_page(main)
    assert response["statusCode"] == 200
    assert 'data-key-required="true"' in response_body(response).decode()
    voices = main.handler(function_url_event("GET", "/v1/voices"), LambdaContext())
    assert voices["statusCode"] == 401  # the API behind the page still needs the key


def test_page_passes_through_the_cors_middleware(make_main):
    main = make_main(SUPERTONIC_CORS_ORIGINS="https://example.com")
    response = get_page(main, headers={"origin": "https://example.com"})
    assert response["statusCode"] == 200
    assert response["headers"]["access-control-allow-origin"] == "https://example.com"
