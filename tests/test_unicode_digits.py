"""Every Unicode decimal digit set (category Nd: Devanagari, Arabic-Indic, Eastern Arabic, full-width, Thai, ...), with
separators, in every language, through the front end, the dry run and every speech route: never a 5xx, no digit
reaches the model, and each digit is read as the digit it is (the same words as the ASCII digit gives)."""

from __future__ import annotations

import json
import re
import sys
import unicodedata
from functools import cache

from hypothesis import HealthCheck, example, given
from hypothesis import settings as examples
from hypothesis import strategies as st
from starlette.testclient import TestClient

from handler.text.languages import LANGUAGES
from handler.text.normalize import AlignedText, normalize
from tests.events import LambdaContext, function_url_event


@cache
def digit_zeros() -> tuple[str, ...]:
    """The zero of each Unicode decimal digit set, ASCII's first."""
    return tuple(
        char
        for char in map(chr, range(sys.maxunicode + 1))
        if unicodedata.category(char) == "Nd" and unicodedata.decimal(char) == 0
    )


def in_digits(text: str, zero: str) -> str:
    return "".join(chr(ord(zero) + int(char)) if "0" <= char <= "9" else char for char in text)


# Numbers as people write them, with the separators of many locales.
SHAPES = (
    "12.50", "3,5", "1,234.5", "1.234,5", "1 000", "10:30", "12/03/2024", "2024-03-05", "-7", "50%", "₹12.50",
    "$3.99", "12,50 €", "12.5 km", "1990-2024", "1.2.3", "007", "8252,119",
)  # fmt: skip
SEPARATORS = (".", ",", " ", "\u00a0", "'", ":", "/", "-", "\u066b", "\u066c", "\uff0e", "\uff0c", "\u066a")
FRAMES = ("{}", "₹{}", "{} €", "$ {}", "{}%", "{} km", "Nr. {}.", "({})", "{}:", "{} ₹")

zeros = st.builds(lambda index: digit_zeros()[index % len(digit_zeros())], st.integers(0, 10_000))
numbers = st.builds(
    lambda groups, separators, frame: frame.format(
        "".join(group + separator for group, separator in zip(groups, separators, strict=False)) + groups[-1]
    ),
    st.lists(st.integers(0, 99_999).map(str), min_size=1, max_size=4),
    st.lists(st.sampled_from(SEPARATORS), min_size=3, max_size=3),
    st.sampled_from(FRAMES),
)
languages = st.sampled_from(LANGUAGES)
ANY_DIGIT = re.compile(r"\d")


def digits_read(aligned: AlignedText) -> str:
    """The digits left in the normalised text, except those of a token the front end recognised and left as written
    on purpose (a declined form it cannot choose with confidence: the dry run lists it)."""
    kept = [(token.source_start, token.source_end) for token in aligned.tokens if token.reading is None]
    return "".join(
        char
        for char, start in zip(aligned.text, aligned.starts.tolist(), strict=True)
        if char.isdecimal() and not any(first <= start < last for first, last in kept)
    )


def chunk_digits(chunk: dict) -> str:
    """The digits a dry-run chunk sends to the model, unless it holds a token left as written that has digits."""
    if any(token["as_written"] and ANY_DIGIT.search(token["text"]) for token in chunk["tokens"]):
        return ""
    return "".join(ANY_DIGIT.findall(chunk["model_text"]))


def test_there_are_many_digit_sets() -> None:
    zeros = digit_zeros()
    assert len(zeros) > 60 and zeros[0] == "0"
    assert {"\u0966", "\u0660", "\u06f0", "\uff10"} <= set(zeros)  # Devanagari, Arabic-Indic, Eastern Arabic, wide


def test_every_digit_set_is_read_as_its_digits_in_every_language() -> None:
    # Six shapes per digit set, a different six for each set, so that every set meets every shape's separators.
    shapes = [[SHAPES[(index + step) % len(SHAPES)] + "." for step in range(6)] for index in range(len(digit_zeros()))]
    ascii_text = " ".join(shape for row in shapes for shape in row)
    native_text = " ".join(
        in_digits(shape, zero) for row, zero in zip(shapes, digit_zeros(), strict=True) for shape in row
    )
    for lang in LANGUAGES:
        ascii_said = normalize(ascii_text, lang)
        assert not digits_read(ascii_said), (lang, ascii_said.text)
        assert normalize(native_text, lang).text == ascii_said.text, lang


def test_a_hindi_price_in_devanagari_digits() -> None:
    assert normalize("कीमत ₹१२.५० है।", "hi").text == normalize("कीमत ₹12.50 है।", "hi").text
    assert normalize("It weighs १२.५ kg.", "en").text == "It weighs twelve point five kilograms."
    assert normalize("Es sind ٣٫٥ Liter.", "de").text == "Es sind drei Komma fünf Liter."  # the Arabic decimal mark
    assert normalize("Only ٥٠٪ left.", "en").text == "Only fifty percent left."  # the Arabic percent sign


@examples(max_examples=300, deadline=None)
@given(zero=zeros, number=numbers, lang=languages)
def test_generated_numbers_leave_no_digit(zero: str, number: str, lang: str) -> None:
    said = normalize(in_digits(number, zero), lang)
    assert not digits_read(said), (lang, number, said.text)


def call(main, path: str, body: dict) -> dict:
    return main.handler(function_url_event("POST", path, body), LambdaContext())


def answered(response: dict) -> bool:
    """Whether the route answered 200; otherwise it must be a 4xx for a character other than a digit (a symbol the
    model cannot speak, a matter of its own), never a 5xx."""
    if response["statusCode"] == 200:
        return True
    error = json.loads(response["body"]).get("error") or {}
    message = error.get("message") or json.loads(response["body"]).get("message", "")
    assert response["statusCode"] == 400 and "cannot speak" in message, response["body"][:300]
    assert not ANY_DIGIT.search(message.partition(":")[2].split("(U+")[0]), message
    return False


def speech_bodies(text: str, lang: str) -> list[tuple[str, dict]]:
    return [
        ("/v1/audio/speech", {"model": "tts-1", "input": text, "voice": "alloy", "lang": lang, "steps": 1}),
        ("/v1/tts", {"text": text, "lang": lang, "format": "wav", "steps": 1}),
        ("/polly/v1/speech", {"Text": text, "VoiceId": "F1", "LanguageCode": lang, "OutputFormat": "pcm"}),
    ]


def test_the_dry_run_reads_every_digit_set_in_every_language(main) -> None:
    for lang in LANGUAGES:
        text = " ".join(in_digits(SHAPES[index % len(SHAPES)], zero) + "." for index, zero in enumerate(digit_zeros()))
        response = call(main, "/v1/text/normalize", {"text": text, "lang": lang})
        if not answered(response):
            continue
        for chunk in json.loads(response["body"])["chunks"]:
            assert not chunk_digits(chunk), (lang, chunk["model_text"])


@examples(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(zero=zeros, number=numbers, lang=languages)
@example(zero="\u0966", number="कीमत 12.50 रुपये है।", lang="hi")  # a Hindi price in Devanagari digits
@example(zero="\uff10", number="12.50円", lang="ja")
def test_speech_routes_answer_native_digits(main, zero: str, number: str, lang: str) -> None:
    text = in_digits(number, zero)
    for path, body in speech_bodies(text, lang):
        response = call(main, path, body)
        answered(response)
    dry_run = call(main, "/v1/text/normalize", {"text": text, "lang": lang})
    if not answered(dry_run):
        return
    for chunk in json.loads(dry_run["body"])["chunks"]:
        assert not chunk_digits(chunk), (lang, text, chunk["model_text"])


def test_a_websocket_session_reads_native_digits(main) -> None:
    with TestClient(main.app).websocket_connect("/v1/audio/speech/stream") as ws:
        ws.send_json({"type": "config", "lang": "hi", "steps": 1})
        assert ws.receive_json()["type"] == "ready"
        ws.send_json({"type": "text", "text": "कीमत ₹१२.५० है।"})
        ws.send_json({"type": "flush"})
        assert ws.receive_json()["type"] == "utterance.start"
