"""Compatibility: the official `openai` client against the app served by uvicorn on loopback."""

from __future__ import annotations

import io
from collections.abc import Iterator

import numpy as np
import openai
import pytest
import soundfile as sf

from handler.kernel.config import Settings
from handler.service.schemas import OPENAI_MODELS
from tests.local_server import serve


@pytest.fixture(scope="module")
def base_url(model_dir) -> Iterator[str]:
    with serve(Settings(model_dir=str(model_dir), intra_op_threads=1)) as origin:
        yield f"{origin}/v1"


@pytest.fixture
def client(base_url: str) -> openai.OpenAI:
    return openai.OpenAI(base_url=base_url, api_key="unused", max_retries=0)


def test_speech_create(client: openai.OpenAI) -> None:
    response = client.audio.speech.create(model="tts-1", voice="alloy", input="Hello there.", response_format="wav")
    audio, rate = sf.read(io.BytesIO(response.content))
    assert rate == 44100 and np.abs(audio).max() > 0.05


def test_streaming_response(client: openai.OpenAI, tmp_path) -> None:
    path = tmp_path / "out.mp3"
    with client.audio.speech.with_streaming_response.create(
        model="gpt-4o-mini-tts",
        voice="nova",
        input="Streaming to a file.",
        response_format="mp3",
        instructions="Warm and friendly.",
    ) as response:
        assert response.headers["content-type"] == "audio/mpeg"
        response.stream_to_file(path)
    audio, rate = sf.read(path)
    assert rate == 44100 and len(audio) > rate // 2


def test_extensions_through_extra_body(client: openai.OpenAI) -> None:
    response = client.audio.speech.create(
        model="tts-1",
        voice="F2",
        input="Twenty four kilohertz.",
        response_format="pcm",
        extra_body={"sample_rate": 24000, "steps": 4, "seed": 3},
    )
    assert response.response.headers["x-sample-rate"] == "24000"
    assert len(response.content) % 2 == 0 and len(response.content) > 24000


def test_errors_raise_openai_exceptions(client: openai.OpenAI) -> None:
    with pytest.raises(openai.BadRequestError) as error:
        client.audio.speech.create(model="tts-1", voice="robot", input="Hi.")
    assert error.value.body["param"] == "voice"
    assert "Valid voices" in error.value.body["message"]


def test_models_list(client: openai.OpenAI) -> None:
    assert {"tts-1", "tts-1-hd"} <= {model.id for model in client.models.list()}


def test_models_retrieve(client: openai.OpenAI) -> None:
    for name in OPENAI_MODELS:
        model = client.models.retrieve(name)
        assert (model.id, model.object, model.owned_by) == (name, "model", "supertonic")


def test_unknown_model_is_a_404_in_the_envelope(client: openai.OpenAI) -> None:
    with pytest.raises(openai.NotFoundError) as error:
        client.models.retrieve("whisper-1")
    assert error.value.status_code == 404
    assert set(error.value.body) == {"message", "type", "param", "code"}
    assert error.value.body["code"] == "model_not_found" and "tts-1" in error.value.body["message"]


@pytest.mark.parametrize(("method", "path", "status"), [("get", "/nowhere", 404), ("delete", "/models", 405)])
def test_unknown_routes_and_methods_raise_openai_errors(
    client: openai.OpenAI, method: str, path: str, status: int
) -> None:
    with pytest.raises(openai.APIStatusError) as error:
        getattr(client, method)(path, cast_to=object)
    assert error.value.status_code == status
    assert set(error.value.body) == {"message", "type", "param", "code"}
