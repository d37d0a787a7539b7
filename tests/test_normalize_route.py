"""`POST /v1/text/normalize`, the dry run, through `handler.main.handler` with real-format function URL events."""

from __future__ import annotations

import json
import unicodedata

from handler.text.frontend import prepare_text
from tests.events import LambdaContext, function_url_event

PATH = "/v1/text/normalize"


def call(main, body) -> tuple[int, dict]:
    response = main.handler(function_url_event("POST", PATH, body), LambdaContext())
    return response["statusCode"], json.loads(response["body"])


def test_answers_the_chunks_the_model_reads(main) -> None:
    text = "Am 3. Mai 2024 kostet es 12,50 €."
    status, body = call(main, {"text": text, "lang": "de", "voice": "F1", "format": "mp3", "speed": 1.1})
    assert status == 200
    assert body["lang"] == "de" and body["lang_detected"] is False
    [chunk] = body["chunks"]
    assert chunk["text"] == "Am dritten Mai zweitausendvierundzwanzig kostet es zwölf Euro fünfzig."
    # The model reads the official preprocessing of the text (decomposed accents among others).
    assert unicodedata.normalize("NFC", chunk["model_text"]) == f"<de>{chunk['text']}</de>"
    assert (chunk["source_start"], chunk["source_end"]) == (0, len(text))


def test_matches_the_front_end_and_detects_the_language(main) -> None:
    text = "It costs $5. The GPUs arrive at 3 PM. " * 20
    status, body = call(main, {"text": text})
    assert status == 200 and body["lang"] == "en" and body["lang_detected"] is True
    assert len(body["chunks"]) > 1
    # The same words as the front end gives (speech may cut its first chunk shorter, so compare words).
    expected = prepare_text(text, lang=None, supported=main.services.engine.supported_characters)
    assert " ".join(c["text"] for c in body["chunks"]).split() == " ".join(c.text for c in expected.chunks).split()
    for chunk in body["chunks"]:
        assert 0 <= chunk["source_start"] < chunk["source_end"] <= len(text)


def test_normalize_false_and_the_lexicon(main) -> None:
    text = "Supertonic kostet 5 Euro."
    _, raw = call(main, {"text": text, "lang": "de", "normalize": False, "lexicon": {"Supertonic": "Super Tonic"}})
    assert raw["chunks"][0]["text"] == text  # unchanged: no lexicon, no verbalisation
    _, spoken = call(main, {"text": text, "lang": "de", "lexicon": {"Supertonic": "Super Tonic"}})
    assert spoken["chunks"][0]["text"] == "Super Tonic kostet fünf Euro."


def test_errors_use_the_openai_envelope(main) -> None:
    for body, param in (({"text": ""}, "text"), ({"text": "Hallo", "lang": "xx"}, "lang"), ({"lang": "de"}, "text")):
        status, answer = call(main, body)
        assert status == 400, body
        assert set(answer["error"]) == {"message", "type", "param", "code"}
        assert answer["error"]["param"] == param


def test_no_model_is_a_503(make_main, tmp_path) -> None:
    main = make_main(SUPERTONIC_MODEL_DIR=str(tmp_path / "missing"))
    status, answer = call(main, {"text": "Hallo", "lang": "de"})
    assert status == 503 and answer["error"]["code"] == "model_unavailable"


def test_each_chunk_lists_its_tokens(main) -> None:
    text = "Am 3. Mai kostet es 12,50 €."
    status, body = call(main, {"text": text, "lang": "de"})
    assert status == 200
    tokens = body["chunks"][0]["tokens"]
    by_text = {token["text"]: token for token in tokens}
    assert by_text["12,50 €"]["class"] == "money"
    assert by_text["12,50 €"]["reading"] == "zwölf Euro fünfzig"
    assert by_text["12,50 €"]["as_written"] is False
    for token in tokens:
        assert text[token["source_start"] : token["source_end"]] == token["text"]


def test_a_token_left_as_written_says_so(main) -> None:
    # An Estonian ordinal takes the case of the noun after it, and "aastapäeva" can be genitive or partitive: the
    # front end does not guess, so the ordinal stays as written and the answer says so.
    status, body = call(main, {"text": "Nad tähistavad 50. aastapäeva.", "lang": "et"})
    assert status == 200
    ordinals = [token for chunk in body["chunks"] for token in chunk["tokens"] if token["class"] == "ordinal"]
    assert ordinals and all(token["as_written"] and token["reading"] is None for token in ordinals)


def test_c1_controls_from_old_files_are_read_as_their_punctuation(main) -> None:
    # Windows-1252 text decoded as Latin-1: U+0092 is the apostrophe, U+0097 the em dash; with normalisation on they
    # are read as that punctuation, where the model had no letter for them (a 400).
    status, body = call(main, {"text": "It\u0092s late\u0097the train left.", "lang": "en"})
    assert status == 200, body
    assert body["chunks"][0]["text"] == "It's late—the train left."
