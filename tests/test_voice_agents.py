"""What real clients hear from the local server: the openai client, LiveKit's OpenAI TTS plugin and Pipecat's
OpenAITTSService, each through its public API, against the app served by uvicorn on loopback.

The voice-agent frameworks take OpenAI's `pcm` as 24 kHz, 16-bit mono, without asking. So the check is the one a
listener makes: the duration they hear at the rate they assume equals the service's own (the same request as a
whole wav, decoded) within 3%. A 44.1 kHz answer would be heard 1.84 times too long.
"""

from __future__ import annotations

import asyncio
import base64
import io
import json
import subprocess
from collections.abc import Iterator
from pathlib import Path

import aiohttp
import httpx
import openai
import pytest
import soundfile as sf
from livekit.plugins import openai as livekit_openai

from handler.kernel.config import Settings
from tests.local_server import serve

ROOT = Path(__file__).resolve().parents[1]
PIPECAT_PYTHON = ROOT / ".venv-pipecat" / "bin" / "python"
CLIENT_RATE = 24_000  # OpenAI's pcm: what every framework here assumes
TOLERANCE = 0.03
TEXT = "Voice agents hear this sentence at the rate they expect."
# Long enough that one chunk of audio, sent as a single event, would pass aiohttp's 512 KiB line limit.
LONG_TEXT = " ".join(
    [
        "The first sentence of a longer answer sets the scene for the listener.",
        "A second one follows, as an assistant reads out a whole paragraph at once.",
        "Then a third, with a few more words in it, so that the chunk keeps on growing.",
        "And a fourth one closes the paragraph before the agent waits for the caller.",
    ]
    * 2
)


@pytest.fixture(scope="module")
def origin(model_dir) -> Iterator[str]:
    # No cap on a whole answer's size: the service's own wav of a long text is the reference.
    settings = Settings(model_dir=str(model_dir), intra_op_threads=1, cache_enabled=False, response_limit_bytes=0)
    with serve(settings) as url:
        yield url


def service_duration(origin: str, model: str, voice: str, text: str) -> float:
    """The service's own length of the audio: the same request as one whole wav, decoded."""
    body = {"model": model, "voice": voice, "input": text, "response_format": "wav", "stream": False}
    answer = httpx.post(f"{origin}/v1/audio/speech", json=body, timeout=120)
    assert answer.status_code == 200, answer.text
    info = sf.info(io.BytesIO(answer.content))
    return info.frames / info.samplerate


def assert_same_length(heard: float, own: float) -> None:
    assert abs(heard - own) <= TOLERANCE * own, f"heard {heard:.3f} s, the service made {own:.3f} s"


# --- the openai client ---------------------------------------------------------------------------------------------
@pytest.fixture
def client(origin: str) -> openai.OpenAI:
    return openai.OpenAI(base_url=f"{origin}/v1", api_key="unused", max_retries=0)


@pytest.mark.parametrize("model", ["tts-1", "gpt-4o-mini-tts"])
def test_openai_pcm_is_heard_at_24_khz(client: openai.OpenAI, origin: str, model: str) -> None:
    response = client.audio.speech.create(model=model, voice="alloy", input=TEXT, response_format="pcm")
    assert response.response.headers["x-sample-rate"] == str(CLIENT_RATE)
    assert response.response.headers["x-speed"] == "1"  # OpenAI's default
    assert_same_length(len(response.content) / 2 / CLIENT_RATE, service_duration(origin, model, "alloy", TEXT))


def test_openai_streaming_response_with_sse(client: openai.OpenAI, origin: str) -> None:
    audio, sizes, done = bytearray(), [], None
    with client.audio.speech.with_streaming_response.create(
        model="gpt-4o-mini-tts", voice={"id": "marin"}, input=LONG_TEXT, response_format="pcm", stream_format="sse"
    ) as response:
        assert response.headers["content-type"].startswith("text/event-stream")
        for line in response.iter_lines():
            if not line.startswith("data: "):
                continue
            event = json.loads(line.removeprefix("data: "))
            if event["type"] == "speech.audio.delta":
                piece = base64.b64decode(event["audio"])
                sizes.append(len(piece))
                audio += piece
            else:
                done = event
    assert done is not None and done["type"] == "speech.audio.done"
    own = service_duration(origin, "gpt-4o-mini-tts", "marin", LONG_TEXT)
    assert_same_length(len(audio) / 2 / CLIENT_RATE, own)
    assert_same_length(done["duration"], own)
    assert max(sizes) <= CLIENT_RATE * 2 // 10  # at most 100 ms of audio per event


@pytest.mark.parametrize("fmt", ["wav", "pcm", "mp3"])
def test_sse_lines_fit_a_line_based_reader(origin: str, fmt: str) -> None:
    """aiohttp's reader, with its default limit, reads every event line of a long answer."""

    async def read_events() -> list[dict]:
        body = {"model": "gpt-4o-mini-tts", "voice": "alloy", "input": LONG_TEXT, "response_format": fmt}
        events = []
        async with (
            aiohttp.ClientSession() as session,
            session.post(f"{origin}/v1/audio/speech", json={**body, "stream_format": "sse"}) as answer,
        ):
            assert answer.status == 200
            while line := await answer.content.readline():  # raises on a line over the limit
                if line.startswith(b"data: "):
                    events.append(json.loads(line.removeprefix(b"data: ")))
        return events

    events = asyncio.run(read_events())
    assert events[-1]["type"] == "speech.audio.done"
    audio = b"".join(base64.b64decode(event["audio"]) for event in events[:-1])
    if fmt == "pcm":
        assert_same_length(len(audio) / 2 / CLIENT_RATE, events[-1]["duration"])
    else:
        info = sf.info(io.BytesIO(audio))
        assert_same_length(info.frames / info.samplerate, events[-1]["duration"])


# --- LiveKit Agents' OpenAI plugin ---------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("model", "fmt"),
    [("tts-1", "pcm"), ("gpt-4o-mini-tts", "pcm"), ("gpt-4o-mini-tts", "mp3"), ("tts-1-hd", "wav"), ("tts-1", "aac")],
)
def test_livekit_plugin_hears_the_right_length(origin: str, model: str, fmt: str) -> None:
    async def hear() -> list:
        tts = livekit_openai.TTS(
            model=model, voice="coral", response_format=fmt, base_url=f"{origin}/v1", api_key="unused"
        )
        try:
            return [event.frame async for event in tts.synthesize(TEXT)]
        finally:
            await tts.aclose()

    frames = asyncio.run(hear())
    assert frames and {frame.sample_rate for frame in frames} == {CLIENT_RATE}
    assert {frame.num_channels for frame in frames} == {1}
    heard = sum(frame.samples_per_channel for frame in frames) / CLIENT_RATE
    assert_same_length(heard, service_duration(origin, model, "coral", TEXT))


# --- Pipecat's OpenAITTSService (its own venv: its pins clash with the function's) ---------------------------------
@pytest.mark.parametrize("model", ["gpt-4o-mini-tts", "tts-1"])
def test_pipecat_service_hears_the_right_length(origin: str, model: str) -> None:
    if not PIPECAT_PYTHON.exists():
        pytest.fail(f"{PIPECAT_PYTHON} is missing: run `make pipecat-venv` (Pipecat's own venv) first.")
    script = ROOT / "tests" / "clients" / "pipecat_tts.py"
    run = subprocess.run(
        [str(PIPECAT_PYTHON), str(script), f"{origin}/v1", model, "sage", TEXT],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert run.returncode == 0, run.stderr[-3000:]
    heard = json.loads(run.stdout.strip().splitlines()[-1])
    assert heard["errors"] == [] and heard["sample_rates"] == [CLIENT_RATE] and heard["channels"] == [1]
    assert_same_length(heard["bytes"] / 2 / CLIENT_RATE, service_duration(origin, model, "sage", TEXT))
