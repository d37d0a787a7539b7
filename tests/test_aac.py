"""aac: encoded by FFmpeg through PyAV where it is installed (the container image), a clear 400 where it is not
(the zip-and-layer function). The absent case runs in a fresh interpreter in which `av` cannot be imported.

Decoded with PyAV (libsndfile reads no AAC). AAC decoders return 1,024 samples of encoder priming first and pad the
last frame to 1,024 samples, so a decoded length is the encoded one plus at most 2,048 samples.
"""

from __future__ import annotations

import io
import json
import subprocess
import sys
import textwrap
from pathlib import Path

import numpy as np
import openai
import pytest

from handler.audio import FORMATS, StreamEncoder
from handler.audio.aac import aac_available
from handler.kernel.config import Settings
from tests.encoded import encode
from tests.local_server import serve

ROOT = Path(__file__).resolve().parents[1]

av = pytest.importorskip("av", reason="PyAV is in the dev extra: `make install`")
FRAME = 1_024


def decode(body: bytes) -> tuple[np.ndarray, int]:
    with av.open(io.BytesIO(body)) as container:
        frames = list(container.decode(audio=0))
    return np.concatenate([frame.to_ndarray().reshape(-1) for frame in frames]), frames[0].sample_rate


def tone(seconds: float, rate: int = 44_100, hz: float = 440.0) -> np.ndarray:
    return (0.4 * np.sin(2 * np.pi * hz * np.arange(int(seconds * rate)) / rate)).astype(np.float32)


def dominant_frequency(audio: np.ndarray, rate: int) -> float:
    spectrum = np.abs(np.fft.rfft(audio * np.hanning(len(audio))))
    return float(np.argmax(spectrum)) * rate / len(audio)


def test_aac_is_offered_where_its_encoder_is_installed() -> None:
    assert aac_available() and FORMATS["aac"].content_type == "audio/aac" and FORMATS["aac"].streams


@pytest.mark.parametrize("out_rate", [None, 24_000, 16_000])
def test_aac_decodes_at_the_rate_asked_with_the_same_sound(out_rate: int | None) -> None:
    encoded = encode(tone(1.0), 44_100, "aac", out_rate)
    audio, rate = decode(encoded.body)
    assert rate == (out_rate or 44_100) == encoded.sample_rate
    assert encoded.samples <= len(audio) <= encoded.samples + 2 * FRAME
    assert abs(dominant_frequency(audio[FRAME:], rate) - 440) < 5
    assert encoded.body[:2] == b"\xff\xf1"  # an ADTS sync word: MPEG-4, no CRC


def test_streamed_aac_plays_as_sent_and_holds_the_whole_signal() -> None:
    audio = tone(2.0)
    encoder = StreamEncoder("aac", 44_100, 24_000)
    sent = [encoder.write(piece) for piece in np.array_split(audio, 8)]
    assert sum(map(len, sent)) > 0  # frames go out before the end
    body = b"".join(sent) + encoder.finish()
    assert encoder.header_fix() is None
    decoded, rate = decode(body)
    assert rate == 24_000 and encoder.samples <= len(decoded) <= encoder.samples + 2 * FRAME


def test_empty_aac_still_decodes() -> None:
    audio, rate = decode(encode(np.zeros(0, dtype=np.float32), 44_100, "aac").body)
    assert rate == 44_100 and np.abs(audio).max() < 1e-3


@pytest.fixture(scope="module")
def client(model_dir) -> openai.OpenAI:
    with serve(Settings(model_dir=str(model_dir), intra_op_threads=1, cache_enabled=False)) as origin:
        yield openai.OpenAI(base_url=f"{origin}/v1", api_key="unused", max_retries=0)


@pytest.mark.parametrize("stream", [True, False])
def test_the_openai_client_gets_aac(client: openai.OpenAI, stream: bool) -> None:
    body = {"model": "tts-1", "voice": "alloy", "input": "Advanced audio coding.", "response_format": "aac"}
    response = client.audio.speech.create(**body, extra_body={"stream": stream})
    assert response.response.headers["content-type"] == "audio/aac"
    audio, rate = decode(response.content)
    assert rate == 44_100 and np.abs(audio).max() > 0.05


ABSENT = textwrap.dedent(
    """
    import json, sys
    sys.modules["av"] = None  # PyAV cannot be imported, as in the zip-and-layer function
    try:
        import av
    except ImportError:
        pass
    else:
        raise SystemExit("av is still importable")
    from fastapi.testclient import TestClient
    from handler.api.app import create_app
    from handler.kernel.config import Settings
    from handler.platform.function import build_services

    app = create_app(build_services(Settings(model_dir=sys.argv[1], intra_op_threads=1, cache_enabled=False)))
    client = TestClient(app)
    body = {"model": "tts-1", "voice": "alloy", "input": "Hello.", "response_format": "aac"}
    answer = client.post("/v1/audio/speech", json=body)
    native = client.post("/v1/tts", json={"text": "Hello.", "format": "aac"})
    enum = client.get("/openapi.json").json()["components"]["schemas"]["OpenAISpeech"]["properties"]
    print(json.dumps({"status": [answer.status_code, native.status_code], "error": answer.json()["error"],
                      "enum": enum["response_format"]["enum"]}))
    """
)


def test_without_the_encoder_aac_is_a_clear_400(model_dir) -> None:
    run = subprocess.run(
        [sys.executable, "-c", ABSENT, str(model_dir)], capture_output=True, text=True, timeout=120, cwd=str(ROOT)
    )
    assert run.returncode == 0, run.stderr[-3000:]
    result = json.loads(run.stdout.strip().splitlines()[-1])
    assert result["status"] == [400, 400]
    error = result["error"]
    assert error["param"] == "response_format" and error["type"] == "invalid_request_error"
    for hint in ("container image", "opus", "mp3"):
        assert hint in error["message"]
    assert "aac" not in result["enum"] and "mp3" in result["enum"]
