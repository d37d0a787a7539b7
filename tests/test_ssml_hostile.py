"""Hostile SSML and PLS documents: entity bombs, external entities, deep nesting, unclosed tags and generated
junk get a 400 (InvalidSsmlException through Polly's route), never a 5xx, a hang, or a file's content."""

from __future__ import annotations

import time
from collections.abc import Iterator

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from handler.kernel.errors import SupertonicError
from handler.platform.function import build_speech
from handler.service.schemas import SpeechRequest
from handler.service.speech import Speech
from handler.text.pls import InvalidLexicon, parse_pls
from tests.polly_server import BUCKET, Server, serve

BILLION_LAUGHS = """<?xml version="1.0"?>
<!DOCTYPE speak [
 <!ENTITY lol "lol">
 <!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
 <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
 <!ENTITY lol4 "&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;">
 <!ENTITY lol5 "&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;">
 <!ENTITY lol6 "&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;">
 <!ENTITY lol7 "&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;">
 <!ENTITY lol8 "&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;">
 <!ENTITY lol9 "&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;">
]>
<speak>&lol9;</speak>"""
EXTERNAL_ENTITY = """<?xml version="1.0"?>
<!DOCTYPE speak [<!ENTITY secret SYSTEM "file:///etc/passwd">]>
<speak>Read this: &secret;</speak>"""
PARAMETER_ENTITY = """<?xml version="1.0"?>
<!DOCTYPE speak [<!ENTITY % remote SYSTEM "http://127.0.0.1:9/evil.dtd"> %remote;]>
<speak>Hello</speak>"""
HOSTILE = {
    "billion laughs": BILLION_LAUGHS,
    "external entity": EXTERNAL_ENTITY,
    "parameter entity": PARAMETER_ENTITY,
    "unclosed speak": "<speak>Hello there",
    "unclosed inner tag": "<speak><s>Hello <sub alias='x'>there</s></speak>",
    "undefined entity": "<speak>&nbsp;</speak>",
    "tag inside sub": "<speak><sub alias='a'><break/></sub></speak>",
}


@pytest.fixture(scope="module")
def server(model_dir) -> Iterator[Server]:
    with serve(model_dir) as running:
        yield running


# Too long for SynthesizeSpeech (Polly's 6,000 characters): sent as synthesis tasks, which take 200,000.
DEEP = {
    "10,000 nested tags": "<speak>" + "<s>" * 10_000 + "deep" + "</s>" * 10_000 + "</speak>",
    "10,000 nested tags, unclosed": "<speak>" + "<w>" * 10_000 + "deep",
}


@pytest.mark.parametrize("name", list(DEEP))
def test_deeply_nested_ssml_is_invalid_ssml_for_a_task(server: Server, name: str) -> None:
    polly = server.polly()
    started = time.monotonic()
    with pytest.raises(polly.exceptions.InvalidSsmlException) as error:
        polly.start_speech_synthesis_task(
            Text=DEEP[name], TextType="ssml", VoiceId="Joanna", OutputFormat="mp3", OutputS3BucketName=BUCKET
        )
    assert "nested" in str(error.value) or "line" in str(error.value)
    assert time.monotonic() - started < 10
    assert not server.services.bucket.keys("inbox/")  # no job queued


@pytest.mark.parametrize("name", list(HOSTILE))
def test_hostile_ssml_is_invalid_ssml_on_polly_route(server: Server, name: str) -> None:
    polly = server.polly()
    started = time.monotonic()
    with pytest.raises(polly.exceptions.InvalidSsmlException) as error:
        polly.synthesize_speech(Text=HOSTILE[name], TextType="ssml", VoiceId="Joanna", OutputFormat="mp3")
    assert error.value.response["ResponseMetadata"]["HTTPStatusCode"] == 400
    assert "root:" not in str(error.value)  # nothing of /etc/passwd
    assert time.monotonic() - started < 10  # refused, not expanded


def test_a_long_flat_document_is_fine(server: Server) -> None:
    polly = server.polly()
    text = "<speak>" + "<mark name='m'/>" * 300 + "Hello.</speak>"
    response = polly.synthesize_speech(Text=text, TextType="ssml", VoiceId="Joanna", OutputFormat="mp3")
    assert response["RequestCharacters"] == len("Hello.")


@pytest.mark.parametrize(
    "document",
    [
        BILLION_LAUGHS.replace("speak", "lexicon"),
        EXTERNAL_ENTITY.replace("speak", "lexicon"),
        "<lexicon>" + "<lexeme>" * 5_000,
        "<lexicon><lexeme><grapheme>a</grapheme><alias>b</alias>",
    ],
)
def test_hostile_lexicons_are_invalid(document: str) -> None:
    with pytest.raises(InvalidLexicon):
        parse_pls(document)


# Generated documents: pieces of SSML put together at random.
PIECES = st.sampled_from(
    ["<speak>", "</speak>", "<s>", "</s>", "<p>", "</p>", "<break time='1s'/>", "<break strength='weak'/>",
     "<sub alias='x'>", "</sub>", "<say-as interpret-as='digits'>", "<say-as interpret-as='date' format='dmy'>",
     "</say-as>", "<prosody rate='200%'>", "</prosody>", "<lang xml:lang='de'>", "</lang>", "<mark name='a'/>",
     "&amp;", "&lt;", "&#0;", "&#x1F600;", "&", "<", ">", "]]>", "<![CDATA[", "<!--", "-->", "<?pi?>", "12/31",
     "1'2\"", "Hello", " ", "\n", "\r\n", "é", "日本", "\ufeff", "\x00", "9" * 40]
)  # fmt: skip


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.lists(PIECES, max_size=30).map("".join))
def test_generated_ssml_plans_or_is_a_4xx(speech: Speech, document: str) -> None:
    try:
        plan = speech.plan(SpeechRequest(text=document, text_type="ssml", format="wav"))
    except SupertonicError as error:
        assert 400 <= error.status < 500, error.message
        return
    assert plan.prepared.chunks


@pytest.fixture(scope="module")
def speech(engine, settings) -> Speech:
    return build_speech(engine, settings)
