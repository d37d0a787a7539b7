"""SSML: each tag's effect on what the model reads, on the chunk plan and on the audio's length.

Expected values come from the SSML standard and Polly's documentation (a break's time is silence of that length,
`strength="none"` is no pause, a sub's alias is read instead of its text) and from how people read ("1234" as a
cardinal is "one thousand two hundred thirty-four"), never from the code's own output."""

from __future__ import annotations

import io

import httpx
import numpy as np
import pytest
import soundfile as sf

from handler.platform.function import build_speech
from handler.service.schemas import SpeechRequest
from handler.service.speech import Speech
from handler.text.ssml import InvalidSsml, parse_ssml
from tests.polly_server import serve


@pytest.fixture(scope="module")
def speech(engine, settings) -> Speech:
    return build_speech(engine, settings)


def plan(speech: Speech, text: str, text_type: str = "ssml", **options: object):  # noqa: ANN201
    return speech.plan(SpeechRequest(text=text, text_type=text_type, voice="F1", format="wav", **options))


def audio(speech: Speech, text: str, text_type: str = "ssml") -> tuple[np.ndarray, int]:
    result = speech.synthesize(plan(speech, text, text_type))
    samples, rate = sf.read(io.BytesIO(result.body), dtype="float32")
    return samples, rate


def seconds(speech: Speech, text: str, text_type: str = "ssml") -> float:
    samples, rate = audio(speech, text, text_type)
    return len(samples) / rate


def spoken(speech: Speech, ssml: str) -> str:
    return " ".join(chunk.text for chunk in plan(speech, ssml).prepared.chunks)


# --- break ----------------------------------------------------------------------------------------------------
def test_break_time_adds_that_much_silence(speech: Speech) -> None:
    first, second = seconds(speech, "Hello there.", "text"), seconds(speech, "Good morning.", "text")
    with_break = '<speak>Hello there.<break time="1s"/>Good morning.</speak>'
    assert seconds(speech, with_break) == pytest.approx(first + 1.0 + second, abs=0.002)
    samples, rate = audio(speech, with_break)
    gap = samples[int((first + 0.01) * rate) : int((first + 0.99) * rate)]
    assert np.abs(gap).max() < 1e-4  # silence, really inserted
    half = '<speak>Hello there.<break time="500ms"/>Good morning.</speak>'
    assert seconds(speech, half) == pytest.approx(first + 0.5 + second, abs=0.002)


def test_break_splits_the_chunk_plan_and_none_does_not(speech: Speech) -> None:
    chunks = plan(speech, '<speak>Hello there.<break time="1s"/>Good morning.</speak>').prepared.chunks
    assert [c.text for c in chunks] == ["Hello there.", "Good morning."] and chunks[1].pause == 1.0
    none = plan(speech, '<speak>Hello <break strength="none"/>there.</speak>').prepared.chunks
    assert len(none) == 1 and none[0].pause is None


def test_break_strengths_rank_like_commas_sentences_and_paragraphs(speech: Speech) -> None:
    def pause(strength: str) -> float:
        return plan(speech, f'<speak>One.<break strength="{strength}"/>Two.</speak>').prepared.chunks[1].pause

    assert pause("weak") == pause("medium") < pause("strong") < pause("x-strong")
    bare = plan(speech, "<speak>One.<break/>Two.</speak>").prepared.chunks[1].pause
    assert bare == pause("medium")  # Polly: a break without attributes is medium


def test_break_on_polly_route_adds_a_second(model_dir) -> None:
    with serve(model_dir) as server:
        polly = server.polly()

        def samples(time: str) -> int:
            text = f'<speak>Hello there.<break time="{time}"/>Good morning.</speak>'
            body = polly.synthesize_speech(Text=text, TextType="ssml", VoiceId="Joanna", OutputFormat="pcm")
            return len(body["AudioStream"].read()) // 2

        assert samples("2s") - samples("1s") == pytest.approx(16000, abs=4)  # one second at pcm's 16 kHz


def test_paragraphs_are_separate_chunks_with_a_paragraph_pause(speech: Speech) -> None:
    first, second = seconds(speech, "First part.", "text"), seconds(speech, "Second part.", "text")
    text = "<speak><p>First part.</p><p>Second part.</p></speak>"
    chunks = plan(speech, text).prepared.chunks
    assert [c.text for c in chunks] == ["First part.", "Second part."]
    assert seconds(speech, text) == pytest.approx(first + chunks[1].pause + second, abs=0.002)
    assert chunks[1].pause >= 0.5  # longer than a sentence's pause


def test_s_ends_a_sentence(speech: Speech) -> None:
    assert spoken(speech, "<speak><s>Hello there</s><s>Good morning</s></speak>") == "Hello there. Good morning."


# --- what is read -------------------------------------------------------------------------------------------------
def test_sub_reads_the_alias(speech: Speech) -> None:
    text = spoken(speech, '<speak>My favorite chemical element is <sub alias="aluminium">Al</sub>.</speak>')
    assert text == "My favorite chemical element is aluminium."


@pytest.mark.parametrize(
    ("written", "attributes", "read"),
    [
        ("API", 'interpret-as="characters"', "A P I"),
        ("abc", 'interpret-as="spell-out"', "A B C"),
        ("1234", 'interpret-as="cardinal"', "one thousand two hundred thirty-four"),
        ("21", 'interpret-as="ordinal"', "twenty-first"),
        ("1234", 'interpret-as="digits"', "one two three four"),
        ("3/4", 'interpret-as="fraction"', "three quarters"),
        ("2+1/2", 'interpret-as="fraction"', "two and a half"),
        ("3/8", 'interpret-as="fraction"', "three eighths"),
        ("12/25/2024", 'interpret-as="date" format="mdy"', "December twenty-fifth, twenty twenty-four"),
        ("25.12.2024", 'interpret-as="date" format="dmy"', "December twenty-fifth, twenty twenty-four"),
        ("2024-12-25", 'interpret-as="date" format="ymd"', "December twenty-fifth, twenty twenty-four"),
        ("1'21\"", 'interpret-as="time"', "one minute twenty-one seconds"),
        ("555-0123", 'interpret-as="telephone"', "five five five, zero one two three"),
        ("10 km", 'interpret-as="unit"', "ten kilometers"),
    ],
)
def test_say_as(speech: Speech, written: str, attributes: str, read: str) -> None:
    escaped = written.replace('"', "&quot;")
    assert spoken(speech, f"<speak>It is <say-as {attributes}>{escaped}</say-as> now.</speak>") == f"It is {read} now."


def test_say_as_a_duration_too_long_for_words_reads_its_digits(speech: Speech) -> None:
    said = spoken(speech, '<speak><say-as interpret-as="time">1234567890123456\'21&quot;</say-as></speak>')
    assert said.startswith("one two three four five six seven eight nine zero one two three four five six")
    assert "None" not in said
    minutes = "9" * 4400  # past the 4,300 digits int() converts: parsed as text, never a 500
    script = parse_ssml(f'<speak><say-as interpret-as="time">{minutes}\'</say-as></speak>', lang="en")
    assert script.spoken.startswith("nine nine nine")


@pytest.mark.parametrize(
    ("lang", "written", "read"),
    [
        ("de", "3/4", "drei Viertel"),  # German: the denominator is a noun
        ("fr", "2+1/2", "deux et demi"),
        ("es", "1/3", "un tercio"),
        ("en", "0/5", "zero fifths"),
    ],
)
def test_say_as_fraction_reads_as_the_language_does(speech: Speech, lang: str, written: str, read: str) -> None:
    chunks = plan(speech, f'<speak><say-as interpret-as="fraction">{written}</say-as></speak>', lang=lang)
    assert " ".join(chunk.text for chunk in chunks.prepared.chunks).strip(" .") == read


@pytest.mark.parametrize(
    ("lang", "written", "layout", "read"),
    [
        ("ko", "2024-12-25", "ymd", "이천이십사 년 십이 월 이십오 일"),  # year, month, day, each with its counter
        ("ja", "2024-12-25", "ymd", "二千二十四年十二月二十五日"),
        ("es", "25/12/2024", "dmy", "veinticinco de diciembre de dos mil veinticuatro"),
        ("pt", "25/12/2024", "dmy", "vinte e cinco de dezembro de dois mil e vinte e quatro"),
        ("hu", "2024.12.25", "ymd", "kétezer-huszonnégy december huszonötödike"),  # the year first
        ("cs", "12/2024", "my", "prosinec dva tisíce dvacet čtyři"),  # a month alone is in the nominative
        ("ru", "3", "m", "март"),  # not the "марта" of "восьмое марта"
        ("en", "12/2024", "my", "December twenty twenty-four"),
        ("de", "25.12.2024", "dmy", "fünfundzwanzigster Dezember zweitausendvierundzwanzig"),
        ("en", "12/25", "md", "December twenty-fifth"),
    ],
)
def test_say_as_date_is_written_as_the_language_writes_a_date(
    speech: Speech, lang: str, written: str, layout: str, read: str
) -> None:
    ssml = f'<speak><say-as interpret-as="date" format="{layout}">{written}</say-as></speak>'
    assert " ".join(chunk.text for chunk in plan(speech, ssml, lang=lang).prepared.chunks).strip(" .") == read


def test_say_as_date_ends_no_sentence_where_the_language_writes_a_period_after_it(speech: Speech) -> None:
    ssml = '<speak>Ma <say-as interpret-as="date" format="ymd">2024.12.25</say-as> van.</speak>'
    said = " ".join(chunk.text for chunk in plan(speech, ssml, lang="hu").prepared.chunks)
    assert said == "Ma kétezer-huszonnégy december huszonötödike van."


def test_say_as_date_that_no_calendar_has_is_an_error(speech: Speech) -> None:
    with pytest.raises(InvalidSsml, match="not a date"):
        plan(speech, '<speak><say-as interpret-as="date" format="mdy">2/30/2024</say-as></speak>')


def test_lang_reads_the_span_in_that_language(speech: Speech) -> None:
    text = '<speak>The French say <lang xml:lang="fr-FR">bonjour à tous</lang> in the morning.</speak>'
    chunks = plan(speech, text, lang="en").prepared.chunks
    assert [c.model_text[:4] for c in chunks] == ["<en>", "<fr>", "<en>"]
    assert chunks[1].text == "bonjour à tous"


def test_prosody_rate_sets_the_span_speed(speech: Speech) -> None:
    plain = seconds(speech, "Hello there.", "text")
    assert seconds(speech, '<speak><prosody rate="150%">Hello there.</prosody></speak>') == pytest.approx(
        plain / 1.5, abs=0.003
    )
    assert seconds(speech, '<speak><prosody rate="x-slow">Hello there.</prosody></speak>') > plain
    chunks = plan(speech, '<speak>Now <prosody rate="fast">quickly</prosody> then slowly.</speak>').prepared.chunks
    assert [(c.text, c.rate > 1) for c in chunks] == [("Now", False), ("quickly", True), ("then slowly.", False)]


def test_phoneme_emphasis_and_marks_read_their_text(speech: Speech) -> None:
    text = (
        '<speak>You say <phoneme alphabet="ipa" ph="pɪˈkɑːn">pecan</phoneme>, I say '
        '<emphasis level="strong">really</emphasis> <mark name="here"/>good.</speak>'
    )
    assert spoken(speech, text) == "You say pecan, I say really good."


def test_entities_and_byte_origins(speech: Speech) -> None:
    script = parse_ssml("<speak>Fish &amp; chips. Café.</speak>")
    assert script.spoken == "Fish & chips. Café."
    start = script.spoken.index("Café")
    before = len(b"<speak>Fish &amp; chips. ")
    assert script.byte_span(start, start + 4) == (before, before + 5)  # é is two bytes in UTF-8
    amp = script.spoken.index("&")
    assert script.byte_span(amp, amp + 1) == (len(b"<speak>Fish "), len(b"<speak>Fish &amp;"))


# --- the kit's own route ------------------------------------------------------------------------------------------
def test_native_route_takes_ssml_with_marks_and_captions(model_dir) -> None:
    text = '<speak>Hello <break time="1s"/>world. <mark name="end"/>Goodbye.</speak>'
    with serve(model_dir) as server:
        body = {"text": text, "text_type": "ssml", "response": "json", "speech_marks": ["ssml", "word"]}
        answer = httpx.post(f"{server.url}/v1/tts", json=body, timeout=60).json()
        bad = httpx.post(f"{server.url}/v1/tts", json={**body, "text": "<speak>Hello"}, timeout=60)
    assert [m["value"] for m in answer["marks"]] == ["Hello", "world", "end", "Goodbye"]
    world = answer["marks"][1]
    assert world["time"] >= 1000  # after the one-second break
    assert bad.status_code == 400 and "Invalid SSML" in bad.json()["error"]["message"]


# --- malformed documents ------------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("document", "expected"),
    [
        ("<speak>\n<p>Hello\n</speak>", ["line 3"]),
        ("<speak>Hello <b>there</b></speak>", ["line 1", "<b>"]),
        ("<p>Hello</p>", ["<speak>"]),
        ('<speak>Hello <break time="forever"/></speak>', ["break", "forever"]),
        ('<speak>Hello <break time="11s"/></speak>', ["10 seconds"]),
        ('<speak><say-as interpret-as="colour">red</say-as></speak>', ["colour"]),
        ('<speak><prosody rate="warp">x</prosody></speak>', ["warp"]),
        ('<speak><lang xml:lang="tlh">Qapla</lang></speak>', ["tlh"]),
        ("<speak>Fish & chips</speak>", ["line 1"]),
        ("<speak>Hi</speak><speak>again</speak>", ["junk"]),
        ("", ["no element"]),
    ],
)
def test_malformed_ssml_is_a_clear_error(speech: Speech, document: str, expected: list[str]) -> None:
    with pytest.raises(InvalidSsml) as error:
        plan(speech, document)
    assert error.value.status == 400
    for part in expected:
        assert part in error.value.message
