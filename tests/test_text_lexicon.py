"""Pronunciation lexicons: loading, merging and the matching rules."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from handler.kernel.errors import InvalidRequest
from handler.text.normalize import AlignedText, load_lexicon, merge_lexicons, normalize
from handler.text.normalize.lexicon import MAX_REQUEST_ENTRIES, apply_lexicon


def say(text: str, lexicon: dict[str, str]) -> str:
    return apply_lexicon(AlignedText.of(text), lexicon).text


@pytest.mark.parametrize(
    ("lexicon", "text", "expected"),
    [
        # An all-lowercase key matches any case.
        ({"nginx": "engine x"}, "Nginx and NGINX and nginx", "engine x and engine x and engine x"),
        # A key with a capital matches exactly.
        ({"US": "U S"}, "US, us and Us", "U S, us and Us"),
        # Whole words only.
        ({"cat": "kat"}, "cat catalog bobcat cat_x cat.", "kat catalog bobcat cat_x kat."),
        ({"C++": "C plus plus"}, "I like C++, not C+.", "I like C plus plus, not C+."),
        # Longest match first; multi-word keys match any whitespace between the words.
        ({"new": "N", "new york": "NY", "new york city": "NYC"}, "new york city, New \n York and new", "NYC, NY and N"),
        # An exact key beats a lowercase one of the same text.
        ({"Bob": "Robert", "bob": "bobbing"}, "Bob bob BOB", "Robert bobbing bobbing"),
        # A case variant of an exact key falls back to a shorter key.
        ({"New York City": "Big Apple", "new york": "NY"}, "new york city", "NY city"),
        # Hangul, kana and CJK are not word neighbours: particles attach.
        ({"서울": "써울", "API": "에이피아이"}, "서울에서 API를", "써울에서 에이피아이를"),
        ({"東京": "とうきょう"}, "東京都", "とうきょう都"),
        # Composed and decomposed accents both match.
        ({"café": "kafay"}, "café and cafe\u0301 but not cafe", "kafay and kafay but not cafe"),
        # A decomposed accent after a key is part of the word.
        ({"cafe": "X"}, "cafe\u0301", "cafe\u0301"),
        # An empty spoken form deletes the word.
        ({"um": ""}, "so um yes", "so  yes"),
        # Right after another match.
        ({"a": "1", "b": "2"}, "a b ab", "1 2 ab"),
    ],
)
def test_matching_rules(lexicon: dict[str, str], text: str, expected: str) -> None:
    assert say(text, lexicon) == expected


def test_a_search_restart_does_not_lose_the_left_boundary() -> None:
    # After "ab" is replaced, "bc" starts right where the next search begins; it is not a whole word.
    assert say("ab bc abc", {"ab": "X", "bc": "Y"}) == "X Y abc"


def test_lexicon_entries_beat_every_rule_and_stay_as_written() -> None:
    lexicon = {"API": "a pee eye", "R2D2": "R2D2 droid", "3M": "three em"}
    assert normalize("The API of R2D2 from 3M costs $5.", "en", lexicon).text == (
        "The a pee eye of R2D2 droid from three em costs five dollars."
    )
    assert normalize("3M", "de", lexicon).text == "three em"  # every language gets the lexicon
    assert normalize("3M je tvrtka.", "hr").text == "Tri M je tvrtka."  # the number starts a sentence
    assert normalize("3M", "hr").text == "tri M"  # a name alone is no sentence


def test_spans_of_replacements_cover_the_key() -> None:
    aligned = normalize("Say nginx now", "en", {"nginx": "engine x"})
    assert aligned.text == "Say engine x now"
    assert aligned.source_span(4, 12) == (4, 9)


def test_load_lexicon(tmp_path: Path) -> None:
    path = tmp_path / "lexicon.json"
    path.write_text(json.dumps({" Supertonic ": " super tonic ", "new   york": "NY"}), encoding="utf-8")
    assert load_lexicon(path) == {"Supertonic": "super tonic", "new york": "NY"}
    assert load_lexicon(str(path)) == load_lexicon(path)


@pytest.mark.parametrize(
    ("content", "problem"),
    [
        (None, "Cannot read"),
        ("{not json", "Cannot read"),
        ('["a", "b"]', "JSON object"),
        ('{"a": 1}', "must be strings"),
        ('{"  ": "x"}', "empty"),
        (json.dumps({"k" * 101: "x"}), "longer than 100"),
        (json.dumps({"k": "x" * 501}), "longer than 500"),
    ],
)
def test_load_lexicon_names_the_file_on_a_bad_one(tmp_path: Path, content: str | None, problem: str) -> None:
    path = tmp_path / "bad.json"
    if content is not None:
        path.write_text(content, encoding="utf-8")
    with pytest.raises(ValueError, match=problem) as caught:
        load_lexicon(path)
    assert str(path) in str(caught.value)


def test_merge_lets_request_entries_win() -> None:
    base = {"nginx": "engine x", "SQL": "sequel"}
    assert merge_lexicons(base, {"SQL": "S Q L", "k8s": "kubernetes"}) == {
        "nginx": "engine x",
        "SQL": "S Q L",
        "k8s": "kubernetes",
    }
    assert merge_lexicons(None, None) == {}
    assert merge_lexicons(base, None) == base and merge_lexicons(base, None) is not base


@pytest.mark.parametrize(
    "request_entries",
    [
        {"a": 5},
        {"": "x"},
        {"k" * 101: "x"},
        {str(i): "x" for i in range(MAX_REQUEST_ENTRIES + 1)},
        ["a"],
    ],
)
def test_merge_rejects_bad_request_entries(request_entries: object) -> None:
    with pytest.raises(InvalidRequest) as caught:
        merge_lexicons({}, request_entries)  # type: ignore[arg-type]
    assert caught.value.param == "lexicon"


def test_more_stored_lexicons_than_a_request_may_name_is_a_400_naming_the_field(make_main) -> None:
    """Polly's limit, five lexicons a request, is in the OpenAPI document and refused before any is read."""
    from fastapi.testclient import TestClient

    client = TestClient(make_main().app)
    names = [f"lex{index}" for index in range(6)]
    answer = client.post("/v1/tts", json={"text": "Hello.", "lexicons": names, "stream": False})
    assert answer.status_code == 400, answer.text
    assert answer.json()["error"]["param"] == "lexicons"
    schemas = client.get("/openapi.json").json()["components"]["schemas"]
    limits = {spec["properties"]["lexicons"].get("anyOf", [{}])[0].get("maxItems") for spec in schemas.values()
              if "lexicons" in spec.get("properties", {})}  # fmt: skip
    assert limits == {5}
    answer = client.post("/v1/tts", json={"text": "Hello.", "lexicons": ["not a name"], "stream": False})
    assert answer.status_code == 400 and answer.json()["error"]["param"].startswith("lexicons"), answer.text
    patterns = {spec["properties"]["lexicons"]["anyOf"][0]["items"].get("pattern") for spec in schemas.values()
                if "lexicons" in spec.get("properties", {})}  # fmt: skip
    assert patterns == {"^[0-9A-Za-z]{1,20}$"}  # Polly's lexicon names
