"""Polly's contract, item by item: boto3's real Polly client against the app served on loopback (moto for S3).

Inputs are Polly's documented examples where the developer guide publishes them; the expected behaviour is the
guide's (lexicon precedence, limits, SSML tags, speech marks, error codes). What still differs, and why, is listed
in docs/polly.md."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator

import httpx
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from handler.text.languages import LANGUAGES
from tests.polly_server import BUCKET, Server, serve


@pytest.fixture(scope="module")
def server(model_dir) -> Iterator[Server]:
    with serve(model_dir) as running:
        yield running


@pytest.fixture(scope="module")
def polly(server: Server):  # noqa: ANN201
    return server.polly()


def pcm(polly, text: str, voice: str = "Joanna", **options: object) -> bytes:
    """The audio Polly's client gets for SSML `text` (16-bit PCM: equal bytes are equal speech)."""
    response = polly.synthesize_speech(Text=text, TextType="ssml", VoiceId=voice, OutputFormat="pcm", **options)
    return response["AudioStream"].read()


def dry_run(server: Server, text: str, lang: str | None, **extra: object) -> str:
    body = {"text": text, "lang": lang, **extra}
    response = httpx.post(f"{server.url}/v1/text/normalize", json=body, timeout=60)
    assert response.status_code == 200, response.text
    return " ".join(chunk["text"] for chunk in response.json()["chunks"])


# --- 1. a voice's locale is a language (say-as date, fraction, time) ----------------------------------------------
@pytest.mark.parametrize(
    ("voice", "date", "words"),
    [
        ("Joanna", "12/25/2024", "December twenty-fifth, twenty twenty-four"),
        ("Matthew", "1/2/2025", "January second, twenty twenty-five"),
    ],
)
def test_say_as_date_with_an_english_polly_voice_reads_the_date(polly, voice, date, words) -> None:
    said = pcm(polly, f'<speak><say-as interpret-as="date" format="mdy">{date}</say-as></speak>', voice)
    assert said == pcm(polly, f"<speak>{words}</speak>", voice)


@pytest.mark.parametrize(("voice", "lang"), [("Hans", "de-DE"), ("Lea", "fr-FR"), ("Seoyeon", "ko-KR")])
def test_say_as_date_with_any_polly_voice_is_read(polly, voice, lang) -> None:
    text = '<speak><say-as interpret-as="date" format="dmy">25.12.2024</say-as></speak>'
    response = polly.synthesize_speech(Text=text, TextType="ssml", VoiceId=voice, OutputFormat="pcm")
    assert response["ResponseMetadata"]["HTTPHeaders"]["x-language"] == lang.split("-")[0]
    assert len(response["AudioStream"].read()) > 16000  # over half a second at 16 kHz, 16-bit


def test_say_as_fraction_and_time_with_a_polly_voice(polly) -> None:
    # Polly's guide: "3+1/2" is read "three and a half"; 1'21" is "one minute twenty-one seconds".
    fraction = '<speak><say-as interpret-as="fraction">3+1/2</say-as></speak>'
    assert pcm(polly, fraction) == pcm(polly, "<speak>three and a half</speak>")
    duration = '<speak><say-as interpret-as="time">1\'21"</say-as></speak>'
    assert pcm(polly, duration) == pcm(polly, "<speak>one minute twenty-one seconds</speak>")


def test_native_route_takes_a_locale_tag_with_say_as(server: Server) -> None:
    ssml = '<speak>On <say-as interpret-as="date" format="mdy">12/25/2024</say-as>.</speak>'
    body = {"text": ssml, "text_type": "ssml", "lang": "en-US", "format": "wav"}
    response = httpx.post(f"{server.url}/v1/tts", json=body, timeout=60)
    assert response.status_code == 200, response.text
    assert response.headers["x-language"] == "en"
    assert dry_run(server, "3+1/2 cups", "en_us") == dry_run(server, "3+1/2 cups", "en")


def spellings() -> st.SearchStrategy[tuple[str, str]]:
    """(tag, language): a model language as a BCP 47 tag in any case and separator, with script and region."""

    def spell(lang: str, script: str | None, region: str | None, separator: str, case: str) -> tuple[str, str]:
        tag = separator.join(part for part in (lang, script, region) if part)
        cased = {"lower": tag.lower(), "upper": tag.upper(), "title": tag.title(), "as is": tag}[case]
        return cased, lang

    return st.builds(
        spell,
        st.sampled_from(LANGUAGES),
        st.sampled_from([None, "Latn", "Hant", "Cyrl"]),
        st.sampled_from([None, "US", "BR", "TW", "419", "de"]),
        st.sampled_from(["-", "_"]),
        st.sampled_from(["lower", "upper", "title", "as is"]),
    )


SAY_AS = (
    '<speak><s xml:lang="{tag}">Le <say-as interpret-as="date" format="dmy">1.2.2024</say-as>, '
    '<say-as interpret-as="fraction">3+1/2</say-as>, <say-as interpret-as="time">1\'21"</say-as>.</s></speak>'
)


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(spelled=spellings())
def test_every_route_takes_locale_tags_in_every_spelling(server: Server, polly, spelled: tuple[str, str]) -> None:
    tag, lang = spelled
    base = f"{server.url}"
    calls = [
        ("/v1/tts", {"text": SAY_AS.format(tag=tag), "text_type": "ssml", "lang": tag, "format": "wav"}),
        ("/v1/audio/speech", {"model": "tts-1", "input": "1/2", "voice": "alloy", "lang": tag}),
        ("/v1/text/normalize", {"text": "3+1/2", "lang": tag}),
        ("/v1/jobs", {"text": SAY_AS.format(tag=tag), "text_type": "ssml", "lang": tag}),
    ]
    for path, body in calls:
        response = httpx.post(base + path, json=body, timeout=60)
        assert response.status_code in (200, 202), (path, tag, response.text)
        assert response.headers.get("x-language", lang) == lang
    response = polly.synthesize_speech(
        Text=SAY_AS.format(tag=tag), TextType="ssml", VoiceId="Joanna", LanguageCode=tag, OutputFormat="pcm"
    )
    assert response["ResponseMetadata"]["HTTPHeaders"]["x-language"] == lang
    task = polly.start_speech_synthesis_task(
        Text=SAY_AS.format(tag=tag), TextType="ssml", VoiceId="Hans", LanguageCode=tag, OutputFormat="mp3",
        OutputS3BucketName=BUCKET,
    )["SynthesisTask"]  # fmt: skip
    assert task["TaskStatus"] == "scheduled" and task["LanguageCode"] == tag


@pytest.mark.parametrize("tag", ["zh-Hant-TW", "cmn-CN", "x-klingon", "en US", "en--US", "", "e"])
def test_tags_of_no_model_language_are_a_4xx(server: Server, polly, tag: str) -> None:
    response = httpx.post(f"{server.url}/v1/tts", json={"text": "Hi.", "lang": tag, "format": "wav"}, timeout=60)
    assert response.status_code == 400 and response.json()["error"]["param"] == "lang"
    with pytest.raises(polly.exceptions.ClientError) as error:
        polly.synthesize_speech(Text="Hi.", VoiceId="Joanna", LanguageCode=tag, OutputFormat="pcm")
    assert error.value.response["ResponseMetadata"]["HTTPStatusCode"] == 400


# --- 2. lexicon precedence --------------------------------------------------------------------------------------
def pls(*lexemes: tuple[str, str]) -> str:
    entries = "".join(f"<lexeme><grapheme>{g}</grapheme><alias>{a}</alias></lexeme>" for g, a in lexemes)
    return (
        '<?xml version="1.0" encoding="UTF-8"?><lexicon version="1.0" '
        'xmlns="http://www.w3.org/2005/01/pronunciation-lexicon" alphabet="ipa" xml:lang="en-US">'
        f"{entries}</lexicon>"
    )


def said(polly, text: str, **options: object) -> bytes:
    response = polly.synthesize_speech(Text=text, VoiceId="Justin", OutputFormat="pcm", **options)
    return response["AudioStream"].read()


def test_the_first_lexicon_listed_wins_as_in_pollys_example(polly) -> None:
    # Polly's guide, "Using multiple lexicons": LexA then LexB reads "Robert", LexB then LexA reads "Bobby".
    polly.put_lexicon(Name="LexA", Content=pls(("Bob", "Robert")))
    polly.put_lexicon(Name="LexB", Content=pls(("Bob", "Bobby")))
    text = "Hello, my name is Bob"
    assert said(polly, text, LexiconNames=["LexA", "LexB"]) == said(polly, "Hello, my name is Robert")
    assert said(polly, text, LexiconNames=["LexB", "LexA"]) == said(polly, "Hello, my name is Bobby")


def test_the_first_matching_lexeme_in_a_lexicon_wins(polly) -> None:
    polly.put_lexicon(Name="twice", Content=pls(("Bob", "Robert"), ("Bob", "Bobby")))
    text = "Hello, my name is Bob"
    assert said(polly, text, LexiconNames=["twice"]) == said(polly, "Hello, my name is Robert")


# --- 3. Polly's limits: billed characters (SSML tags are not billed) ---------------------------------------------
def marked(sentences: int, mark_name_chars: int) -> str:
    """SSML whose tags outweigh its text: each short sentence behind a mark with a long name."""
    body = "".join(f'<s><mark name="{n:0{mark_name_chars}d}"/>Item {n % 10}.</s>' for n in range(sentences))
    return f"<speak>{body}</speak>"


def billed(ssml: str) -> int:
    """Polly bills the text of an SSML document, not its tags."""
    import re

    return len(re.sub(r"<[^>]*>", "", ssml))


def test_an_ssml_document_is_limited_by_its_billed_characters(polly) -> None:
    text = marked(78, 40)
    assert 5_000 < len(text) <= 6_000 and billed(text) < 3_000  # within both of Polly's SynthesizeSpeech limits
    response = polly.synthesize_speech(Text=text, TextType="ssml", VoiceId="Joanna", OutputFormat="mp3")
    assert response["RequestCharacters"] == billed(text)
    with pytest.raises(polly.exceptions.TextLengthExceededException):
        polly.synthesize_speech(Text=marked(90, 40), TextType="ssml", VoiceId="Joanna", OutputFormat="mp3")  # 7,200


def test_a_task_is_limited_by_its_billed_characters(polly) -> None:
    text = marked(1_600, 80)
    assert 150_000 < len(text) <= 200_000 and billed(text) < 100_000
    task = polly.start_speech_synthesis_task(
        Text=text, TextType="ssml", VoiceId="Joanna", OutputFormat="mp3", OutputS3BucketName=BUCKET
    )["SynthesisTask"]
    assert task["TaskStatus"] == "scheduled" and task["RequestCharacters"] == billed(text)


# --- 4. characters Polly reads: emoji sequences, invisible format characters, bullets ----------------------------
@pytest.mark.parametrize(
    "text",
    [
        "I love it \u2764\ufe0f and the sun \u2600\ufe0f too.",  # emoji with their variation selector
        "Our family \U0001f468\u200d\U0001f469\u200d\U0001f467 is here.",  # a ZWJ sequence
        "Zero\u200bwidth spaces\u200b between words.",
        "\u2022 Milk \u2022 Eggs \u25a0 Bread \u25aa Butter",  # bullets and squares of a list
    ],
)
def test_characters_polly_reads_are_not_refused(polly, text: str) -> None:
    response = polly.synthesize_speech(Text=text, VoiceId="Joanna", OutputFormat="pcm")
    assert len(response["AudioStream"].read()) > 16_000


def test_invisible_characters_and_symbols_are_read_as_nothing(polly) -> None:
    marked = "\u25aa Milk \u25a0 eggs\u200bbread \u2764\ufe0f \U0001f468\u200d\U0001f469\u200d\U0001f467 butter."
    assert said(polly, marked) == said(polly, "Milk eggs bread butter.")


# --- 5. speech marks: one timeline, sentences of every script, words of unspaced scripts -------------------------
def speech_marks(polly, text: str, voice: str = "Joanna", kinds: tuple[str, ...] = ("sentence", "word"), **options):
    response = polly.synthesize_speech(
        Text=text, VoiceId=voice, OutputFormat="json", SpeechMarkTypes=list(kinds), **options
    )
    return [json.loads(line) for line in response["AudioStream"].read().decode().splitlines()]


def test_pollys_ssml_speech_marks_example(polly) -> None:
    # Polly's guide, "Speech marks with SSML example": the sentence is the raw substring, tags included.
    text = (
        '<speak><prosody volume="+20dB">Mary had <break time="300ms"/>a little <mark name="animal"/>lamb'
        "</prosody></speak>"
    )
    marks = speech_marks(polly, text, kinds=("sentence", "word", "ssml"), TextType="ssml")
    [sentence] = [m for m in marks if m["type"] == "sentence"]
    assert (sentence["start"], sentence["end"]) == (31, 95) and sentence["time"] == 0
    assert sentence["value"] == 'Mary had <break time="300ms"/>a little <mark name="animal"/>lamb'
    [ssml] = [m for m in marks if m["type"] == "ssml"]
    assert (ssml["start"], ssml["end"], ssml["value"]) == (70, 91, "animal")
    words = [(m["start"], m["end"], m["value"]) for m in marks if m["type"] == "word"]
    assert words == [(31, 35, "Mary"), (36, 39, "had"), (61, 62, "a"), (63, 69, "little"), (91, 95, "lamb")]
    lamb = next(m for m in marks if m["value"] == "lamb")
    assert ssml["time"] <= lamb["time"]


def assert_one_timeline(marks: list[dict]) -> None:
    """Each sentence starts no later than its first word, and every mark is in time order."""
    times = [mark["time"] for mark in marks]
    assert times == sorted(times)
    for sentence in (m for m in marks if m["type"] == "sentence"):
        inside = [m for m in marks if m["type"] == "word" and sentence["start"] <= m["start"] < sentence["end"]]
        assert inside and sentence["time"] <= inside[0]["time"], (sentence, inside[0])


@pytest.mark.parametrize(
    ("voice", "text"),
    [
        ("Hans", "Guten Morgen, liebe Freunde. Heute ist ein schöner Tag, und wir gehen spazieren. Bis bald!"),
        ("Seoyeon", "안녕하세요, 여러분. 오늘은 날씨가 정말 좋네요, 그래서 산책을 갑니다. 다음에 또 만나요!"),
        ("Joanna", "Well, hello there. It is a fine day, and we walk to the park, slowly. See you soon!"),
    ],
)
def test_a_sentence_starts_with_its_first_word(polly, voice: str, text: str) -> None:
    marks = speech_marks(polly, text, voice)
    assert [m["value"] for m in marks if m["type"] == "sentence"] == [
        s + end for s, end in zip(re.split(r"[.!] ", text.rstrip(".!")), [".", ".", "!"], strict=True)
    ]
    assert_one_timeline(marks)


def test_japanese_sentences_and_words(polly) -> None:
    sentences = ["今日は晴れです。", "明日は雨が降るでしょう。", "週末は友達と公園に行きます。"]
    text = "".join(sentences)
    marks = speech_marks(polly, text, "Mizuki")
    assert [m["value"] for m in marks if m["type"] == "sentence"] == sentences
    words = [m for m in marks if m["type"] == "word"]
    encoded = text.encode()
    for word in words:
        assert encoded[word["start"] : word["end"]].decode() == word["value"]
    # The words (phrases: "今日は", "晴れです") of each sentence cover its letters, several per sentence.
    for sentence in sentences:
        start = encoded.index(sentence.encode())
        inside = [w["value"] for w in words if start <= w["start"] < start + len(sentence.encode())]
        assert len(inside) >= 2 and "".join(inside) == sentence.rstrip("。")
    assert_one_timeline(marks)


def test_entities_and_emoji_get_no_word_mark(polly) -> None:
    text = "<speak>Salt &amp; pepper \U0001f600 please.</speak>"
    marks = speech_marks(polly, text, kinds=("word",), TextType="ssml")
    assert [m["value"] for m in marks] == ["Salt", "pepper", "please"]


# --- 6. the dry run takes SSML and stored lexicons --------------------------------------------------------------
def normalized(server: Server, body: dict) -> dict:
    response = httpx.post(f"{server.url}/v1/text/normalize", json=body, timeout=60)
    assert response.status_code == 200, response.text
    return response.json()


def test_the_dry_run_reads_ssml_as_speech_does(server: Server) -> None:
    ssml = (
        '<speak>Ask the <sub alias="World Wide Web Consortium">W3C</sub> on '
        '<say-as interpret-as="date" format="mdy">12/25/2024</say-as>.</speak>'
    )
    answer = normalized(server, {"text": ssml, "text_type": "ssml", "lang": "en-US"})
    [chunk] = answer["chunks"]
    assert chunk["text"] == "Ask the World Wide Web Consortium on December twenty-fifth, twenty twenty-four."
    assert chunk["model_text"] == f"<en>{chunk['text']}</en>"
    # Spans are in the document sent: the chunk covers its text, tags between included.
    assert ssml[chunk["source_start"] : chunk["source_end"]].startswith("Ask the <sub")
    assert ssml[chunk["source_start"] : chunk["source_end"]].endswith("</say-as>.")
    for token in chunk["tokens"]:
        assert ssml[token["source_start"] : token["source_end"]] == token["text"]


def test_the_dry_run_applies_stored_lexicons(server: Server, polly) -> None:
    polly.put_lexicon(Name="dryrun", Content=pls(("W3C", "World Wide Web Consortium")))
    answer = normalized(server, {"text": "The W3C met.", "lang": "en", "lexicons": ["dryrun"]})
    assert answer["chunks"][0]["text"] == "The World Wide Web Consortium met."
    response = httpx.post(f"{server.url}/v1/text/normalize", json={"text": "Hi.", "lexicons": ["missing"]}, timeout=60)
    assert response.status_code == 404 and response.json()["error"]["param"] == "lexicons"


# --- 7. Polly's error contract ----------------------------------------------------------------------------------
def lexicon(alphabet: str = "ipa", lang: str = "en-US", lexemes: str = "") -> str:
    return (
        f'<?xml version="1.0" encoding="UTF-8"?><lexicon version="1.0" '
        f'xmlns="http://www.w3.org/2005/01/pronunciation-lexicon" alphabet="{alphabet}" xml:lang="{lang}">'
        f"{lexemes or '<lexeme><grapheme>W3C</grapheme><alias>World Wide Web Consortium</alias></lexeme>'}</lexicon>"
    )


def test_pls_errors_are_pollys(polly) -> None:
    with pytest.raises(polly.exceptions.UnsupportedPlsAlphabetException):
        polly.put_lexicon(Name="alphabet", Content=lexicon(alphabet="arpabet"))
    with pytest.raises(polly.exceptions.UnsupportedPlsLanguageException):
        polly.put_lexicon(Name="language", Content=lexicon(lang="tlh-KL"))
    # Polly's quotas: a lexicon has at most 4,000 characters, an alias at most 100.
    many = "".join(f"<lexeme><grapheme>w{n}</grapheme><alias>word {n}</alias></lexeme>" for n in range(100))
    assert len(lexicon(lexemes=many)) > 4_000
    with pytest.raises(polly.exceptions.LexiconSizeExceededException):
        polly.put_lexicon(Name="large", Content=lexicon(lexemes=many))
    long_alias = f"<lexeme><grapheme>x</grapheme><alias>{'a' * 101}</alias></lexeme>"
    with pytest.raises(polly.exceptions.MaxLexemeLengthExceededException):
        polly.put_lexicon(Name="lexeme", Content=lexicon(lexemes=long_alias))
    polly.put_lexicon(Name="sampa", Content=lexicon(alphabet="x-sampa", lang="de-DE"))  # both of Polly's alphabets
    names = {item["Name"] for item in polly.list_lexicons()["Lexicons"]}
    assert "sampa" in names and not names & {"alphabet", "language", "large", "lexeme"}


@pytest.mark.parametrize("bucket", ["no-such-bucket-anywhere", "Not_A_Bucket", "ab"])
def test_a_task_for_a_bad_or_missing_bucket_is_refused_at_start(polly, bucket: str) -> None:
    with pytest.raises(polly.exceptions.InvalidS3BucketException):
        polly.start_speech_synthesis_task(
            Text="Hello.", VoiceId="Joanna", OutputFormat="mp3", OutputS3BucketName=bucket
        )


def test_a_too_large_body_is_pollys_error(server: Server, polly) -> None:
    limit = server.services.settings.max_body_bytes
    with pytest.raises(polly.exceptions.TextLengthExceededException):
        polly.synthesize_speech(Text="a" * (limit + 10), VoiceId="Joanna", OutputFormat="mp3")


def test_task_ids_are_formed_as_pollys(polly) -> None:
    task = polly.start_speech_synthesis_task(
        Text="Hello.", VoiceId="Joanna", OutputFormat="mp3", OutputS3BucketName=BUCKET
    )["SynthesisTask"]
    assert re.fullmatch(r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}", task["TaskId"])
    assert task["OutputUri"].endswith(f"/{task['TaskId']}.mp3")
    assert polly.get_speech_synthesis_task(TaskId=task["TaskId"])["SynthesisTask"]["TaskId"] == task["TaskId"]


def test_an_unexpected_failure_is_service_failure(server: Server) -> None:
    """Any failure a Polly route did not foresee answers ServiceFailureException (500), in Polly's shape."""
    from fastapi import FastAPI
    from fastapi.testclient import TestClient

    from handler.api.polly_routes import PollyRoute

    def fails() -> None:
        raise KeyError("a defect")

    app = FastAPI()
    app.router.routes.append(PollyRoute("/polly/v1/defect", fails, methods=["GET"]))
    response = TestClient(app, raise_server_exceptions=False).get("/polly/v1/defect")
    assert response.status_code == 500 and response.headers["x-amzn-ErrorType"] == "ServiceFailureException"
    assert response.json()["__type"] == "ServiceFailureException" and "defect" not in response.json()["message"]


def test_a_storage_failure_is_service_failure(model_dir) -> None:
    with serve(model_dir) as broken:
        s3 = broken.s3()
        for item in s3.list_objects_v2(Bucket=broken.services.bucket.name).get("Contents", []):
            s3.delete_object(Bucket=broken.services.bucket.name, Key=item["Key"])
        s3.delete_bucket(Bucket=broken.services.bucket.name)  # the kit's own storage is gone
        polly = broken.polly()
        with pytest.raises(polly.exceptions.ServiceFailureException) as error:
            polly.list_speech_synthesis_tasks()
    assert error.value.response["ResponseMetadata"]["HTTPStatusCode"] == 500


# --- 8. DescribeVoices, say-as and tags as Polly has them -------------------------------------------------------
def test_describe_voices_names_languages_and_filters(polly) -> None:
    voices = {voice["Id"]: voice for voice in polly.describe_voices()["Voices"]}
    assert voices["Joanna"]["LanguageName"] == "US English"
    assert voices["Amy"]["LanguageName"] == "British English"
    assert voices["Hans"]["LanguageName"] == "German"
    assert all(voice["LanguageName"] != voice["LanguageCode"] for voice in voices.values())
    for engine in ("standard", "neural", "long-form", "generative"):
        listed = polly.describe_voices(Engine=engine)["Voices"]
        assert listed and all(engine in voice["SupportedEngines"] for voice in listed)
    german = {voice["Id"] for voice in polly.describe_voices(LanguageCode="de-DE")["Voices"]}
    bilingual = {
        voice["Id"]
        for voice in polly.describe_voices(LanguageCode="de-DE", IncludeAdditionalLanguageCodes=True)["Voices"]
    }
    assert "Joanna" not in german and "Joanna" in bilingual and german < bilingual


# What Amazon Polly documents for the voices the kit answers to, engine by engine (Amazon Polly Developer Guide,
# docs.aws.amazon.com/polly/latest/dg: "Available voices", "Standard voices", "Neural TTS", document history; and
# Polly's features page, aws.amazon.com/polly/features). Written from those pages, not from the kit's table.
# Standard: the "Standard voices" page's whole list (40 female and 20 male voices; US English: Ivy, Joanna, Kendra,
# Kimberly, Salli, Joey, Kevin).
POLLY_STANDARD = {
    "Zeina", "Naja", "Mads", "Lotte", "Ruben", "Nicole", "Russell", "Amy", "Emma", "Brian", "Aditi", "Raveena", "Ivy",
    "Joanna", "Kendra", "Kimberly", "Salli", "Joey", "Kevin", "Celine", "Lea", "Mathieu", "Chantal", "Marlene",
    "Vicki", "Hans", "Carla", "Bianca", "Giorgio", "Mizuki", "Takumi", "Seoyeon", "Ewa", "Maja", "Jacek", "Jan",
    "Camila", "Vitoria", "Ricardo", "Ines", "Cristiano", "Carmen", "Tatyana", "Maxim", "Conchita", "Lucia", "Enrique",
    "Mia", "Lupe", "Penelope", "Miguel", "Astrid", "Filiz",
}  # fmt: skip
# Neural: the "Available voices" table (Arabic to Indian English), the "Neural TTS" page's neural-only voices and the
# voices Polly added as neural (Danielle and Gregory, Ruth and Stephen, Sergio, Andres, Remi, Adriano, Thiago, ...).
POLLY_NEURAL = {
    "Hala", "Zayd", "Lisa", "Jitka", "Sofie", "Laura", "Olivia", "Amy", "Emma", "Brian", "Arthur", "Kajal", "Danielle",
    "Gregory", "Ivy", "Joanna", "Kendra", "Kimberly", "Salli", "Joey", "Justin", "Kevin", "Matthew", "Ruth", "Stephen",
    "Vicki", "Daniel", "Hannah", "Lea", "Remi", "Gabrielle", "Liam", "Lucia", "Sergio", "Mia", "Andres", "Lupe",
    "Pedro", "Bianca", "Adriano", "Takumi", "Kazuha", "Tomoko", "Seoyeon", "Camila", "Vitoria", "Thiago", "Ines",
    "Ola", "Elin", "Burcu", "Suvi",
}  # fmt: skip
# Long-form: Danielle, Gregory, Ruth, Patrick, Alba and Raul (features page); the last three are not mapped.
POLLY_LONG_FORM = {"Danielle", "Gregory", "Ruth"}
# Generative: the features page's list (Ruth, Matthew, Amy, Joanna, Danielle, Stephen, Olivia, Ayanda, Lucia, Lupe,
# Lea, Mia, Vicki, Bianca, Kajal, Pedro, Andres, Sergio, Daniel, Remi), the table's Lisa and Laura, and Brian from the
# document history (March 19, 2026); Ayanda is not mapped.
POLLY_GENERATIVE = {
    "Ruth", "Matthew", "Amy", "Joanna", "Danielle", "Stephen", "Olivia", "Lucia", "Lupe", "Lea", "Mia", "Vicki",
    "Bianca", "Kajal", "Pedro", "Andres", "Sergio", "Daniel", "Remi", "Lisa", "Laura", "Brian",
}  # fmt: skip
KIT_VOICES = {"F1", "F2", "F3", "F4", "F5", "M1", "M2", "M3", "M4", "M5"}  # the model's own: every engine


@pytest.mark.parametrize(
    ("engine", "documented"),
    [
        ("standard", POLLY_STANDARD),
        ("neural", POLLY_NEURAL),
        ("long-form", POLLY_LONG_FORM),
        ("generative", POLLY_GENERATIVE),
    ],
)
def test_describe_voices_by_engine_lists_exactly_the_voices_polly_documents(polly, engine, documented) -> None:
    listed = {voice["Id"] for voice in polly.describe_voices(Engine=engine)["Voices"]}
    assert listed - KIT_VOICES == documented
    assert listed >= KIT_VOICES


def test_each_voice_lists_the_engines_polly_documents_for_it(polly) -> None:
    voices = {voice["Id"]: voice for voice in polly.describe_voices()["Voices"]}
    assert voices["Zeina"]["SupportedEngines"] == ["standard"]
    assert sorted(voices["Amy"]["SupportedEngines"]) == ["generative", "neural", "standard"]
    assert sorted(voices["Ruth"]["SupportedEngines"]) == ["generative", "long-form", "neural"]
    assert sorted(voices["Matthew"]["SupportedEngines"]) == ["generative", "neural"]
    assert sorted(voices["Joanna"]["SupportedEngines"]) == ["generative", "neural", "standard"]
    assert voices["Hans"]["SupportedEngines"] == ["standard"]
    assert sorted(voices["Sergio"]["SupportedEngines"]) == ["generative", "neural"]


def test_a_voice_asked_for_an_engine_it_lacks_is_refused_as_polly_refuses_it(polly) -> None:
    with pytest.raises(polly.exceptions.EngineNotSupportedException) as error:
        polly.synthesize_speech(Text="Hello.", VoiceId="Zeina", Engine="neural", OutputFormat="pcm")
    assert error.value.response["ResponseMetadata"]["HTTPStatusCode"] == 400
    with pytest.raises(polly.exceptions.EngineNotSupportedException):
        polly.start_speech_synthesis_task(
            Text="Hello.", VoiceId="Ruth", Engine="standard", OutputFormat="mp3", OutputS3BucketName=BUCKET
        )
    for voice, engine in (
        ("Matthew", "long-form"),
        ("Joanna", "long-form"),
        ("Hans", "neural"),
        ("Sergio", "standard"),
    ):
        with pytest.raises(polly.exceptions.EngineNotSupportedException):
            polly.synthesize_speech(Text="Hallo.", VoiceId=voice, Engine=engine, OutputFormat="pcm")
    assert polly.synthesize_speech(Text="Hello.", VoiceId="Ruth", Engine="long-form", OutputFormat="pcm")[
        "AudioStream"
    ].read()


def test_describe_voices_pages_with_next_token(polly) -> None:
    pages = list(polly.get_paginator("describe_voices").paginate())
    ids = [voice["Id"] for page in pages for voice in page["Voices"]]
    assert len(ids) == len(set(ids)) and {"Joanna", "Hans", "F1", "M5"} <= set(ids)
    assert [voice["Id"] for voice in polly.describe_voices()["Voices"]] == ids  # one answer holds them all
    assert [voice["Id"] for voice in polly.describe_voices(NextToken="10")["Voices"]] == ids[10:]
    for token in ("not-a-token", "-1", str(len(ids) + 5)):
        with pytest.raises(polly.exceptions.InvalidNextTokenException):
            polly.describe_voices(NextToken=token)


@pytest.mark.parametrize(
    ("ssml", "words"),
    [
        # Polly's guide: yyyymmdd, with ? for a part not known.
        ('<say-as interpret-as="date" format="yyyymmdd">20201025</say-as>', "October twenty-fifth, twenty twenty"),
        ('<say-as interpret-as="date" format="yyyymmdd">????1025</say-as>', "October twenty-fifth"),
        ('<say-as interpret-as="address">10 Main St.</say-as>', "ten Main Street"),
    ],
)
def test_say_as_kinds_polly_reads(server: Server, ssml: str, words: str) -> None:
    answer = normalized(server, {"text": f"<speak>{ssml}</speak>", "text_type": "ssml", "lang": "en-US"})
    assert " ".join(c["text"] for c in answer["chunks"]).rstrip(".") == words


def test_an_expletive_is_not_read(server: Server) -> None:
    ssml = '<speak>Well <say-as interpret-as="expletive">darn</say-as> it.</speak>'
    answer = normalized(server, {"text": ssml, "text_type": "ssml", "lang": "en"})
    assert "darn" not in " ".join(chunk["text"] for chunk in answer["chunks"])


@pytest.mark.parametrize(
    "ssml",
    [
        '<speak><prosody volume="very loud">Hi.</prosody></speak>',
        '<speak><prosody volume="+20">Hi.</prosody></speak>',
        "<speak><amazon:robot>Hi.</amazon:robot></speak>",
        '<speak><amazon:effect name="shouting">Hi.</amazon:effect></speak>',
    ],
)
def test_tags_and_values_polly_refuses(polly, ssml: str) -> None:
    with pytest.raises(polly.exceptions.InvalidSsmlException):
        polly.synthesize_speech(Text=ssml, TextType="ssml", VoiceId="Joanna", OutputFormat="mp3")


@pytest.mark.parametrize(
    "ssml",
    [
        '<speak><prosody volume="-6dB">Hi.</prosody></speak>',
        '<speak><prosody volume="x-loud">Hi.</prosody></speak>',
        '<speak><amazon:effect name="whispered">Hi.</amazon:effect></speak>',
        '<speak><amazon:domain name="news">Hi.</amazon:domain></speak>',
        "<speak><amazon:auto-breaths>Hi.</amazon:auto-breaths></speak>",
    ],
)
def test_tags_and_values_polly_reads(polly, ssml: str) -> None:
    response = polly.synthesize_speech(Text=ssml, TextType="ssml", VoiceId="Joanna", OutputFormat="mp3")
    assert response["AudioStream"].read()


@pytest.mark.parametrize("tag", ["EN_us", "de-Latn-DE", "ko-KR"])
def test_the_websocket_takes_locale_tags(server: Server, tag: str) -> None:
    from starlette.testclient import TestClient

    from handler.api.app import create_app

    with TestClient(create_app(server.services)).websocket_connect("/v1/audio/speech/stream") as ws:
        ws.send_json({"type": "config", "voice": "F1", "lang": tag})
        assert ws.receive_json()["type"] == "ready"
        ws.send_json({"type": "text", "text": "3+1/2 on 12/25/2024."})
        ws.send_json({"type": "flush"})
        assert ws.receive_json()["type"] == "utterance.start"
        while (message := ws.receive()).get("bytes") is not None:
            pass
        assert json.loads(message["text"])["type"] == "utterance.done"
