"""Captions: SRT and WebVTT from the word marks, read back by caption parsers (srt, webvtt-py).

The rules are the usual subtitle ones: at most two lines of at most 42 characters a cue, no cue shorter than
about 0.8 s, no overlap, and the cues cover the speech from the first word to the last."""

from __future__ import annotations

import re
from collections.abc import Iterator
from datetime import timedelta

import httpx
import pytest
import srt
import webvtt

from tests.polly_server import Server, serve

STORY = (
    "Once upon a time, in a small village by the sea, there lived an old fisherman and his wife. Every morning he "
    "rowed out past the harbour wall, and every evening he came home with a basket of silver fish. One day, his "
    "net brought up something strange: a bottle, sealed with wax, holding a letter written in a language nobody "
    "in the village could read. Supercalifragilisticexpialidocious was the only word anyone recognised."
)


@pytest.fixture(scope="module")
def server(model_dir) -> Iterator[Server]:
    with serve(model_dir) as running:
        yield running


def seconds(clock: str) -> float:
    hours, minutes, rest = clock.split(":")
    return int(hours) * 3600 + int(minutes) * 60 + float(rest)


def words_of(text: str) -> list[str]:
    return re.findall(r"[\w']+", text)


@pytest.fixture(scope="module")
def answer(server: Server) -> dict:
    body = {"text": STORY, "voice": "F2", "response": "json", "captions": ["srt", "vtt"], "speech_marks": ["word"]}
    response = httpx.post(f"{server.url}/v1/tts", json=body, timeout=120)
    assert response.status_code == 200, response.text
    return response.json()


def cue_list(answer: dict) -> list[tuple[float, float, list[str]]]:
    """The cues as both parsers read them; they must agree."""
    from_srt = [
        (cue.start.total_seconds(), cue.end.total_seconds(), cue.content.split("\n"))
        for cue in srt.parse(answer["captions"]["srt"])
    ]
    from_vtt = [
        (seconds(cue.start), seconds(cue.end), cue.lines) for cue in webvtt.from_string(answer["captions"]["vtt"])
    ]
    assert from_srt == from_vtt
    return from_srt


def test_cues_respect_line_and_duration_rules(answer: dict) -> None:
    cues = cue_list(answer)
    assert len(cues) > 5
    for start, end, lines in cues:
        assert 1 <= len(lines) <= 2 and all(0 < len(line) <= 42 for line in lines), lines
        assert end - start >= 0.8 - 0.001, (start, end, lines)
    for (_, end, _), (start, _, _) in zip(cues, cues[1:], strict=False):
        assert end <= start + 1e-9  # no overlap


def test_cues_cover_first_to_last_word_and_hold_every_word(answer: dict) -> None:
    cues = cue_list(answer)
    words = answer["marks"]
    assert [m["type"] for m in words] == ["word"] * len(words)
    assert cues[0][0] == pytest.approx(words[0]["time"] / 1000, abs=0.001)
    assert cues[-1][1] >= words[-1]["time"] / 1000 and cues[-1][1] >= answer["duration"] - 0.001
    caption_words = words_of(" ".join(" ".join(lines) for _, _, lines in cues))
    # A word longer than a line is cut into line-long pieces; rejoin to compare.
    assert "".join(caption_words) == "".join(words_of(STORY))


def test_short_text_gets_one_cue_of_at_least_the_minimum(server: Server) -> None:
    body = {"text": "Hi.", "response": "json", "captions": ["srt"]}
    answer = httpx.post(f"{server.url}/v1/tts", json=body, timeout=60).json()
    cues = list(srt.parse(answer["captions"]["srt"]))
    assert [cue.content for cue in cues] == ["Hi."]
    assert cues[0].end - cues[0].start >= timedelta(seconds=0.8)
    assert [mark["type"] for mark in answer["marks"]] == ["sentence"]  # marks stay what was asked


def test_bucket_job_writes_captions_beside_the_audio(server: Server) -> None:
    body = {"text": STORY, "format": "mp3", "captions": ["srt", "vtt"]}
    job = httpx.post(f"{server.url}/v1/jobs", json=body, timeout=60).json()
    server.run_inbox()
    status = httpx.get(f"{server.url}/v1/jobs/{job['id']}", timeout=60).json()
    assert status["status"] == "succeeded"
    bucket = server.services.bucket
    stem = status["audio_key"].removesuffix(".mp3")
    vtt = webvtt.from_string(bucket.get(f"{stem}.vtt").decode())
    subrip = list(srt.parse(bucket.get(f"{stem}.srt").decode()))
    assert len(vtt.captions) == len(subrip) > 5
    assert sorted(status["outputs"]) == [f"{stem}.srt", f"{stem}.vtt"]


def test_unknown_caption_format_is_refused(server: Server) -> None:
    body = {"text": "Hi.", "response": "json", "captions": ["ass"]}
    response = httpx.post(f"{server.url}/v1/tts", json=body, timeout=60)
    assert response.status_code == 400 and response.json()["error"]["param"].startswith("captions")


MAX_CUE_SECONDS, MAX_CHARS_PER_SECOND = 7.0, 20.0  # the usual subtitle limits: time on screen, reading speed
URL_TEXT = (
    "Open https://downloads.example.org/releases/2026/stable/linux-x86_64/supertonic-serverless-kit-full.tar.gz "
    "and check its signature. Then read the notes, which explain every change since the last release in detail."
)


@pytest.mark.parametrize("text", [URL_TEXT, STORY])
def test_no_cue_is_longer_than_seven_seconds_or_faster_than_a_reader(server: Server, text: str) -> None:
    body = {"text": text, "voice": "M1", "response": "json", "captions": ["srt", "vtt"], "speech_marks": ["word"]}
    answer = httpx.post(f"{server.url}/v1/tts", json=body, timeout=120).json()
    for start, end, lines in cue_list(answer):
        shown = sum(len(line) for line in lines)
        assert end - start <= MAX_CUE_SECONDS + 0.001, (start, end, lines)
        assert shown / (end - start) <= MAX_CHARS_PER_SECOND + 0.01, (start, end, lines)


def test_no_space_before_punctuation_in_a_cue(server: Server) -> None:
    ssml = (
        '<speak>Hello <break time="300ms"/>, world<break time="200ms"/>. Goodbye <sub alias="for example">'
        'e.g.</sub> <break time="100ms"/>! Is it <emphasis>you</emphasis> ?</speak>'
    )
    body = {"text": ssml, "text_type": "ssml", "response": "json", "captions": ["srt"]}
    answer = httpx.post(f"{server.url}/v1/tts", json=body, timeout=60).json()
    text = " ".join(cue.content for cue in srt.parse(answer["captions"]["srt"]))
    assert not re.search(r"\s[,.!?;:]", text), text
    assert "Hello, world." in text
