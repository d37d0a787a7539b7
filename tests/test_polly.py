"""Amazon Polly compatibility: boto3's real Polly client against the app served by uvicorn (moto for S3).

Expected values come from Polly's documentation: content types, default and allowed sample rates, the speech
marks' JSON-lines shape with UTF-8 byte offsets, the modeled exceptions, lexicons in W3C PLS."""

from __future__ import annotations

import io
import json
from collections.abc import Iterator

import httpx
import pytest
import soundfile as sf
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.polly_server import BUCKET, OUTPUT_BUCKET, REGION, Server, serve

TEXT = "The quick brown fox jumps over the lazy dog. It was not amused."
PLS = """<?xml version="1.0" encoding="UTF-8"?>
<lexicon version="1.0" xmlns="http://www.w3.org/2005/01/pronunciation-lexicon" alphabet="ipa" xml:lang="en-US">
  <lexeme><grapheme>W3C</grapheme><alias>World Wide Web Consortium</alias></lexeme>
  <lexeme><grapheme>nginx</grapheme><grapheme>NGINX</grapheme><alias>engine x</alias></lexeme>
</lexicon>"""


@pytest.fixture(scope="module")
def server(model_dir) -> Iterator[Server]:
    with serve(model_dir) as running:
        yield running


@pytest.fixture(scope="module")
def polly(server: Server):  # noqa: ANN201
    return server.polly()


def read_audio(stream: bytes) -> tuple[int, int]:
    info = sf.info(io.BytesIO(stream))
    return info.samplerate, info.frames


# --- SynthesizeSpeech ---------------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("output_format", "engine", "content_type", "rate"),
    [
        ("mp3", None, "audio/mpeg", 22050),  # Polly: standard voices default to 22050 Hz
        ("mp3", "neural", "audio/mpeg", 24000),  # neural, long-form, generative: 24000 Hz
        ("ogg_vorbis", None, "audio/ogg", 22050),
        ("ogg_vorbis", "generative", "audio/ogg", 24000),
        ("ogg_opus", "neural", "audio/ogg", 48000),  # the only rate Polly allows for ogg_opus
    ],
)
def test_synthesize_speech_formats_and_default_rates(polly, output_format, engine, content_type, rate) -> None:
    options = {"Engine": engine} if engine else {}
    response = polly.synthesize_speech(Text=TEXT, VoiceId="Joanna", OutputFormat=output_format, **options)
    assert response["ContentType"] == content_type
    assert response["RequestCharacters"] == len(TEXT)
    samplerate, frames = read_audio(response["AudioStream"].read())
    assert samplerate == rate and frames > rate  # a sentence and more: over a second


def test_pcm_is_16_bit_mono_at_16000_by_default_and_8000_on_request(polly) -> None:
    default = polly.synthesize_speech(Text=TEXT, VoiceId="Matthew", OutputFormat="pcm")
    low = polly.synthesize_speech(Text=TEXT, VoiceId="Matthew", OutputFormat="pcm", SampleRate="8000")
    assert default["ContentType"] == "audio/pcm"
    high_bytes, low_bytes = default["AudioStream"].read(), low["AudioStream"].read()
    assert len(high_bytes) % 2 == 0 and len(low_bytes) % 2 == 0
    # The same speech at half the rate: half the samples (resampling may round by a few).
    assert abs(len(high_bytes) / 2 - 2 * len(low_bytes) / 2) < 16


@pytest.mark.parametrize(
    ("output_format", "rate"), [("pcm", "22050"), ("pcm", "44100"), ("ogg_opus", "24000"), ("mp3", "11025")]
)
def test_sample_rates_polly_does_not_allow_raise_its_exception(polly, output_format, rate) -> None:
    with pytest.raises(polly.exceptions.InvalidSampleRateException) as error:
        polly.synthesize_speech(Text=TEXT, VoiceId="Joanna", OutputFormat=output_format, SampleRate=rate)
    assert rate in str(error.value) and error.value.response["ResponseMetadata"]["HTTPStatusCode"] == 400


def test_text_over_polly_limit_raises_text_length_exceeded(polly) -> None:
    with pytest.raises(polly.exceptions.TextLengthExceededException):
        polly.synthesize_speech(Text="word " * 700, VoiceId="Joanna", OutputFormat="mp3")  # 3,500 characters


def test_ssml_tags_are_not_billed_characters(polly) -> None:
    text = '<speak>Hello <break time="300ms"/>world.</speak>'
    response = polly.synthesize_speech(Text=text, TextType="ssml", VoiceId="Joanna", OutputFormat="mp3")
    assert response["RequestCharacters"] == len("Hello world.")


@pytest.mark.parametrize(
    ("voice", "gender", "lang"),
    [("Joanna", "F", "en"), ("Matthew", "M", "en"), ("Hans", "M", "de"), ("Celine", "F", "fr"), ("Mizuki", "F", "ja")],
)
def test_polly_voices_map_by_gender_and_language(polly, voice, gender, lang) -> None:
    texts = {"en": "Good morning.", "de": "Guten Morgen.", "fr": "Bonjour.", "ja": "おはようございます。"}
    response = polly.synthesize_speech(Text=texts[lang], VoiceId=voice, OutputFormat="mp3")
    headers = response["ResponseMetadata"]["HTTPHeaders"]
    assert headers["x-voice"].startswith(gender) and headers["x-language"] == lang


def test_our_own_voice_names_and_language_code(polly) -> None:
    response = polly.synthesize_speech(Text="Hola a todos.", VoiceId="F3", LanguageCode="es-ES", OutputFormat="mp3")
    headers = response["ResponseMetadata"]["HTTPHeaders"]
    assert (headers["x-voice"], headers["x-language"]) == ("F3", "es")


def test_unknown_voice_and_language_raise_modeled_errors(polly) -> None:
    with pytest.raises(polly.exceptions.ClientError) as error:
        polly.synthesize_speech(Text="Hi.", VoiceId="Robot", OutputFormat="mp3")
    assert error.value.response["Error"]["Code"] == "ValidationException" and "Robot" in str(error.value)
    with pytest.raises(polly.exceptions.LanguageNotSupportedException):
        polly.synthesize_speech(Text="Hi.", VoiceId="Joanna", LanguageCode="cy-GB", OutputFormat="mp3")


def test_speech_marks_are_json_lines_with_byte_offsets(polly) -> None:
    text = "Café au lait. Très bien!"
    response = polly.synthesize_speech(
        Text=text, VoiceId="Lea", OutputFormat="json", SpeechMarkTypes=["sentence", "word"]
    )
    assert response["ContentType"] == "application/x-json-stream"
    lines = response["AudioStream"].read().decode().splitlines()
    marks = [json.loads(line) for line in lines]
    encoded = text.encode()
    for mark in marks:
        assert set(mark) == {"time", "type", "start", "end", "value"}
        assert encoded[mark["start"] : mark["end"]].decode() == mark["value"]
    sentences = [m["value"] for m in marks if m["type"] == "sentence"]
    words = [m["value"] for m in marks if m["type"] == "word"]
    assert sentences == ["Café au lait.", "Très bien!"]
    assert words == ["Café", "au", "lait", "Très", "bien"]
    # "Très" starts after "Café au lait. ": 15 bytes (é is two bytes in UTF-8).
    assert next(m for m in marks if m["value"] == "Très")["start"] == 15
    times = [m["time"] for m in marks]
    assert times == sorted(times) and times[0] == 0


def test_ssml_marks_point_at_the_mark_tags(polly) -> None:
    text = '<speak>Mary had a little <mark name="animal"/>lamb.</speak>'
    response = polly.synthesize_speech(
        Text=text, TextType="ssml", VoiceId="Joanna", OutputFormat="json", SpeechMarkTypes=["ssml", "word"]
    )
    marks = [json.loads(line) for line in response["AudioStream"].read().decode().splitlines()]
    ssml = [m for m in marks if m["type"] == "ssml"]
    tag = b'<mark name="animal"/>'
    start = text.encode().index(tag)
    assert ssml == [
        {"time": ssml[0]["time"], "type": "ssml", "start": start, "end": start + len(tag), "value": "animal"}
    ]
    lamb = next(m for m in marks if m["value"] == "lamb")
    little = next(m for m in marks if m["value"] == "little")
    assert little["time"] < ssml[0]["time"] <= lamb["time"]
    assert text.encode()[lamb["start"] : lamb["end"]] == b"lamb"


def test_mark_rules_raise_polly_exceptions(polly) -> None:
    with pytest.raises(polly.exceptions.MarksNotSupportedForFormatException):
        polly.synthesize_speech(Text="Hi.", VoiceId="Joanna", OutputFormat="mp3", SpeechMarkTypes=["word"])
    with pytest.raises(polly.exceptions.SsmlMarksNotSupportedForTextTypeException):
        polly.synthesize_speech(Text="Hi.", VoiceId="Joanna", OutputFormat="json", SpeechMarkTypes=["ssml"])
    with pytest.raises(polly.exceptions.ClientError) as error:
        polly.synthesize_speech(Text="Hi.", VoiceId="Joanna", OutputFormat="json", SpeechMarkTypes=["viseme"])
    assert error.value.response["Error"]["Code"] == "ValidationException"
    assert "viseme" in str(error.value) and "phonemes" in str(error.value)


def test_malformed_ssml_raises_invalid_ssml_naming_line_and_tag(polly) -> None:
    with pytest.raises(polly.exceptions.InvalidSsmlException) as error:
        polly.synthesize_speech(
            Text="<speak>\nHello <prosody rate='fast'>there.\n</speak>", TextType="ssml", VoiceId="Joanna",
            OutputFormat="mp3",
        )  # fmt: skip
    assert "line 3" in str(error.value) and "prosody" in str(error.value)
    assert error.value.response["ResponseMetadata"]["HTTPStatusCode"] == 400


def test_prosody_pitch_and_volume_are_accepted_and_said_ignored(polly) -> None:
    text = '<speak><prosody pitch="high" volume="loud">Hello there.</prosody></speak>'
    response = polly.synthesize_speech(Text=text, TextType="ssml", VoiceId="Joanna", OutputFormat="mp3")
    ignored = response["ResponseMetadata"]["HTTPHeaders"]["x-ssml-ignored"]
    assert "pitch" in ignored and "volume" in ignored


# --- DescribeVoices ---------------------------------------------------------------------------------------------
def test_describe_voices_in_polly_shape(polly) -> None:
    voices = polly.describe_voices()["Voices"]
    by_id = {voice["Id"]: voice for voice in voices}
    assert by_id["Joanna"]["Gender"] == "Female" and by_id["Joanna"]["LanguageCode"] == "en-US"
    assert by_id["Matthew"]["Gender"] == "Male"
    assert {"F1", "F5", "M1", "M5"} <= set(by_id) and by_id["M2"]["Gender"] == "Male"
    assert "de-DE" in by_id["F1"]["AdditionalLanguageCodes"]
    german = {voice["Id"] for voice in polly.describe_voices(LanguageCode="de-DE")["Voices"]}
    assert {"Hans", "Vicki", "F1", "M1"} <= german and "Joanna" not in german


# --- lexicons -----------------------------------------------------------------------------------------------------
def test_lexicon_lifecycle_and_use(server: Server, polly) -> None:
    polly.put_lexicon(Name="tech", Content=PLS)
    got = polly.get_lexicon(Name="tech")
    assert got["Lexicon"] == {"Name": "tech", "Content": PLS}
    assert got["LexiconAttributes"]["LexemesCount"] == 2 and got["LexiconAttributes"]["LanguageCode"] == "en-US"
    assert "tech" in {lexicon["Name"] for lexicon in polly.list_lexicons()["Lexicons"]}

    # Used by Polly's route: LexiconNames
    plain = polly.synthesize_speech(Text="The W3C runs nginx.", VoiceId="Joanna", OutputFormat="pcm")
    read = polly.synthesize_speech(
        Text="The W3C runs nginx.", VoiceId="Joanna", OutputFormat="pcm", LexiconNames=["tech"]
    )
    assert len(read["AudioStream"].read()) > len(plain["AudioStream"].read())  # "World Wide Web Consortium" is longer
    # and by the kit's own: the alias is what the model reads
    from handler.service.schemas import SpeechRequest

    plan = server.services.speech.plan(SpeechRequest(text="The W3C runs NGINX.", lexicons=["tech"]))
    assert "World Wide Web Consortium" in plan.prepared.chunks[0].text and "engine x" in plan.prepared.chunks[0].text

    polly.delete_lexicon(Name="tech")
    with pytest.raises(polly.exceptions.LexiconNotFoundException):
        polly.get_lexicon(Name="tech")
    with pytest.raises(polly.exceptions.LexiconNotFoundException):
        polly.synthesize_speech(Text="Hi.", VoiceId="Joanna", OutputFormat="mp3", LexiconNames=["tech"])
    with pytest.raises(polly.exceptions.LexiconNotFoundException):
        polly.delete_lexicon(Name="tech")


def test_phoneme_lexicons_and_bad_documents_are_refused(polly) -> None:
    phoneme = PLS.replace("<alias>engine x</alias>", "<phoneme>ˈɛndʒɪn ɛks</phoneme>")
    with pytest.raises(polly.exceptions.InvalidLexiconException) as error:
        polly.put_lexicon(Name="phones", Content=phoneme)
    assert "phoneme" in str(error.value) and "alias" in str(error.value)
    with pytest.raises(polly.exceptions.InvalidLexiconException):
        polly.put_lexicon(Name="broken", Content="<lexicon><lexeme><grapheme>x</lexeme></lexicon>")
    assert "phones" not in {lexicon["Name"] for lexicon in polly.list_lexicons()["Lexicons"]}


def test_lexicons_in_a_folder_without_a_bucket(tmp_path, engine, settings) -> None:
    from dataclasses import replace

    from handler.platform.function import build_speech
    from handler.service.schemas import SpeechRequest

    speech = build_speech(engine, replace(settings, lexicons_dir=str(tmp_path)))
    speech.lexicons.put("tech", PLS)
    assert (tmp_path / "tech.pls").read_text() == PLS and speech.lexicons.names() == ["tech"]
    plan = speech.plan(SpeechRequest(text="Ask the W3C.", lexicons=["tech"]))
    assert "World Wide Web Consortium" in plan.prepared.chunks[0].text


# --- synthesis tasks ----------------------------------------------------------------------------------------------
def test_synthesis_task_writes_to_its_own_folder_in_the_functions_bucket(server: Server, polly) -> None:
    started = polly.start_speech_synthesis_task(
        Text=TEXT, VoiceId="Joanna", OutputFormat="mp3", OutputS3BucketName=BUCKET, OutputS3KeyPrefix="tts/"
    )["SynthesisTask"]
    task_id = started["TaskId"]
    key = f"outbox/jobs/{task_id.replace('-', '')}/tts/{task_id}.mp3"  # docs/polly.md: in the task's folder
    assert started["TaskStatus"] == "scheduled" and started["RequestCharacters"] == len(TEXT)
    assert started["OutputUri"] == f"https://s3.{REGION}.amazonaws.com/{BUCKET}/{key}"
    assert polly.get_speech_synthesis_task(TaskId=task_id)["SynthesisTask"]["TaskStatus"] == "scheduled"

    server.run_inbox()  # the bucket notification's work in a deployment

    task = polly.get_speech_synthesis_task(TaskId=task_id)["SynthesisTask"]
    assert task["TaskStatus"] == "completed" and task["VoiceId"] == "Joanna" and task["OutputFormat"] == "mp3"
    audio = server.s3().get_object(Bucket=BUCKET, Key=key)["Body"].read()
    samplerate, frames = read_audio(audio)
    assert samplerate == 22050 and frames > samplerate
    listed = polly.list_speech_synthesis_tasks(Status="completed")["SynthesisTasks"]
    assert task_id in {item["TaskId"] for item in listed}


def test_synthesis_task_with_speech_marks(server: Server, polly) -> None:
    task_id = polly.start_speech_synthesis_task(
        Text=TEXT,
        VoiceId="Matthew",
        OutputFormat="json",
        SpeechMarkTypes=["sentence"],
        OutputS3BucketName=BUCKET,
    )["SynthesisTask"]["TaskId"]
    server.run_inbox()
    assert polly.get_speech_synthesis_task(TaskId=task_id)["SynthesisTask"]["TaskStatus"] == "completed"
    key = f"outbox/jobs/{task_id.replace('-', '')}/{task_id}.marks"
    body = server.s3().get_object(Bucket=BUCKET, Key=key)["Body"].read().decode()
    values = [json.loads(line)["value"] for line in body.splitlines()]
    assert values == ["The quick brown fox jumps over the lazy dog.", "It was not amused."]


@pytest.mark.parametrize("name", [OUTPUT_BUCKET, "no-such-bucket-anywhere"])
def test_a_synthesis_task_for_another_bucket_is_refused_at_start(server: Server, polly, name: str) -> None:
    queued = server.services.bucket.keys("inbox/")
    with pytest.raises(polly.exceptions.InvalidS3BucketException) as error:
        polly.start_speech_synthesis_task(Text="Hello.", VoiceId="Joanna", OutputFormat="mp3", OutputS3BucketName=name)
    assert name in str(error.value) and error.value.response["ResponseMetadata"]["HTTPStatusCode"] == 400
    assert server.services.bucket.keys("inbox/") == queued  # no job queued
    assert "Contents" not in server.s3().list_objects_v2(Bucket=OUTPUT_BUCKET)


def test_a_synthesis_tasks_prefix_that_leaves_its_folder_is_refused(polly) -> None:
    for prefix in ("../", "a/../../voices/", "/abs/", "a//b"):
        with pytest.raises(polly.exceptions.InvalidS3KeyException):
            polly.start_speech_synthesis_task(
                Text="Hello.", VoiceId="Joanna", OutputFormat="mp3", OutputS3BucketName=BUCKET, OutputS3KeyPrefix=prefix
            )


def test_synthesis_task_limits_and_unknown_ids(polly) -> None:
    with pytest.raises(polly.exceptions.TextLengthExceededException):
        polly.start_speech_synthesis_task(
            Text="a" * 100_001, VoiceId="Joanna", OutputFormat="mp3", OutputS3BucketName=BUCKET
        )
    with pytest.raises(polly.exceptions.InvalidTaskIdException):
        polly.get_speech_synthesis_task(TaskId="not-a-task")
    with pytest.raises(polly.exceptions.SynthesisTaskNotFoundException):
        polly.get_speech_synthesis_task(TaskId="0" * 32)


def test_word_marks_are_the_same_from_the_cache(model_dir) -> None:
    text = "Well, that went better than expected; thank you, everyone."
    with serve(model_dir, cache_enabled=True) as cached:
        polly = cached.polly()

        def marks() -> tuple[str, str]:
            response = polly.synthesize_speech(
                Text=text, VoiceId="Kendra", OutputFormat="json", SpeechMarkTypes=["word"]
            )
            return response["AudioStream"].read().decode(), response["ResponseMetadata"]["HTTPHeaders"]["x-cache"]

        (first, first_cache), (second, second_cache) = marks(), marks()
    assert (first_cache, second_cache) == ("miss", "hit")
    assert first == second


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    body=st.dictionaries(
        st.sampled_from(["Text", "VoiceId", "OutputFormat", "TextType", "SampleRate", "SpeechMarkTypes", "Engine",
                         "LexiconNames", "LanguageCode", "Other"]),
        st.one_of(st.none(), st.booleans(), st.integers(), st.floats(), st.text(max_size=40),
                  st.lists(st.text(max_size=10), max_size=3), st.sampled_from(["Joanna", "mp3", "json", "ssml"])),
    )
)  # fmt: skip
def test_generated_bodies_get_polly_errors_never_5xx(server: Server, body: dict) -> None:
    raw = json.dumps(body, allow_nan=True)  # NaN and Infinity too
    response = httpx.post(f"{server.url}/polly/v1/speech", content=raw, timeout=60)
    assert response.status_code < 500, response.text
    if response.status_code >= 400:
        assert response.headers["x-amzn-ErrorType"] == response.json()["__type"]
        assert response.json()["message"]


def test_pollys_arabic_code_is_arabic(polly) -> None:
    response = polly.synthesize_speech(Text="مرحبا بكم.", VoiceId="Zeina", LanguageCode="arb", OutputFormat="mp3")
    assert response["ResponseMetadata"]["HTTPHeaders"]["x-language"] == "ar"


def test_polly_route_through_a_function_url_event(main) -> None:
    """Lambda's own path (Mangum, buffered): the same answer, headers and error shapes."""
    from tests.events import LambdaContext, function_url_event, response_body

    body = {"Text": "Hello from Lambda.", "VoiceId": "Joanna", "OutputFormat": "mp3"}
    answer = main.handler(function_url_event("POST", "/polly/v1/speech", body), LambdaContext())
    assert answer["statusCode"] == 200 and answer["headers"]["content-type"] == "audio/mpeg"
    assert answer["headers"]["x-amzn-requestcharacters"] == str(len(body["Text"]))
    assert read_audio(response_body(answer))[0] == 22050
    bad = {**body, "Text": "<speak>Hello", "TextType": "ssml"}
    refused = main.handler(function_url_event("POST", "/polly/v1/speech", bad), LambdaContext())
    assert refused["statusCode"] == 400 and refused["headers"]["x-amzn-errortype"] == "InvalidSsmlException"
    assert json.loads(response_body(refused))["__type"] == "InvalidSsmlException"


def test_listing_tasks_pages_with_next_token(polly) -> None:
    started = [
        polly.start_speech_synthesis_task(
            Text=f"Task number {n}.", VoiceId="Joanna", OutputFormat="mp3", OutputS3BucketName=BUCKET
        )["SynthesisTask"]["TaskId"]
        for n in range(3)
    ]
    first = polly.list_speech_synthesis_tasks(MaxResults=2)
    assert len(first["SynthesisTasks"]) == 2 and first["NextToken"]
    rest = polly.list_speech_synthesis_tasks(MaxResults=100, NextToken=first["NextToken"])
    listed = [task["TaskId"] for task in first["SynthesisTasks"] + rest["SynthesisTasks"]]
    assert set(started) <= set(listed) and len(listed) == len(set(listed))
    assert "NextToken" not in rest
    scheduled = polly.list_speech_synthesis_tasks(Status="scheduled")["SynthesisTasks"]
    assert set(started) <= {task["TaskId"] for task in scheduled}
    with pytest.raises(polly.exceptions.InvalidNextTokenException):
        polly.list_speech_synthesis_tasks(NextToken="not-a-token")
