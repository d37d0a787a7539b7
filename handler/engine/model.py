"""Load a Supertonic 3 model directory: tts.json, the unicode indexer, the voice styles and the four sessions.

Every missing or malformed file raises `ModelError` naming it, and so does an ONNX file whose inputs or outputs
differ from Supertonic 3's. The voice files are read at load and parsed on first use (`VoiceFiles`): a malformed
one raises `ModelError` (503) when a request first asks for that voice. Layout (the hub's, unchanged):

    onnx/{duration_predictor,text_encoder,vector_estimator,vocoder}.onnx
    onnx/tts.json  onnx/unicode_indexer.json  voice_styles/{M1..M5,F1..F5}.json  REVISION (written by `make model`)

A prepared folder (tools/prepare_model.py) also has onnx/<name>.onnx.data beside each graph, its weights;
ONNX Runtime finds them through the graph and maps them.

    model = load_model(Path("models/supertonic-3"), settings)
"""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np
import onnxruntime as ort

from handler.engine.sessions import ONCE_PER_CHUNK, session_options, thread_count
from handler.engine.voices import VOICE_NAMES
from handler.kernel import runtime
from handler.kernel.config import Settings
from handler.kernel.errors import ModelError

LICENCE = {"weights": "OpenRAIL-M", "code": "MIT"}

# name -> (inputs with element type and rank, output name)
SESSIONS = {
    "duration_predictor": (
        {"text_ids": ("int64", 2), "style_dp": ("float", 3), "text_mask": ("float", 3)},
        "duration",
    ),
    "text_encoder": (
        {"text_ids": ("int64", 2), "style_ttl": ("float", 3), "text_mask": ("float", 3)},
        "text_emb",
    ),
    "vector_estimator": (
        {
            "noisy_latent": ("float", 3),
            "text_emb": ("float", 3),
            "style_ttl": ("float", 3),
            "text_mask": ("float", 3),
            "latent_mask": ("float", 3),
            "current_step": ("float", 1),
            "total_step": ("float", 1),
        },
        "denoised_latent",
    ),
    "vocoder": ({"latent": ("float", 3)}, "wav_tts"),
}
STYLE_DIMS = {"style_ttl": (50, 256), "style_dp": (8, 16)}


@dataclass(frozen=True)
class Voice:
    name: str
    style_ttl: np.ndarray  # [1, 50, 256]
    style_dp: np.ndarray  # [1, 8, 16]


@dataclass(frozen=True)
class ModelConfig:
    sample_rate: int
    base_chunk_size: int
    chunk_compress_factor: int
    latent_dim: int
    tts_version: str
    synthetic: bool

    @property
    def latent_channels(self) -> int:
        return self.latent_dim * self.chunk_compress_factor

    @property
    def frame_samples(self) -> int:
        return self.base_chunk_size * self.chunk_compress_factor


class VoiceFiles(Mapping[str, Voice]):
    """The built-in voices by name. Each file's bytes are read at load (a model fetched to /tmp is deleted after
    init) and parsed the first time a request uses the voice: parsing all ten took about 45 ms of every cold
    start, and a request needs one."""

    def __init__(self, files: dict[str, bytes]) -> None:
        self._files = files
        self._voices: dict[str, Voice] = {}
        self._lock = threading.Lock()

    @classmethod
    def read(cls, root: Path, names: tuple[str, ...]) -> VoiceFiles:
        return cls({name: _read_bytes(root / "voice_styles" / f"{name}.json", root) for name in names})

    def __getitem__(self, name: str) -> Voice:
        voice = self._voices.get(name)
        if voice is None:
            raw = self._files[name]  # KeyError for a name that is not built in, as a dict's
            with self._lock:
                voice = self._voices.get(name) or parse_voice(raw, name)
                self._voices[name] = voice
        return voice

    def parse_all(self) -> None:
        """Parse every voice now (SnapStart's snapshot is taken after init, so there it costs no cold start)."""
        for name in self._files:
            self[name]

    def __contains__(self, name: object) -> bool:  # without parsing (Mapping's own would)
        return name in self._files

    def __iter__(self) -> Iterator[str]:
        return iter(self._files)

    def __len__(self) -> int:
        return len(self._files)


@dataclass
class Model:
    path: Path
    config: ModelConfig
    indexer: np.ndarray  # int64 [65536]; -1 = unknown character
    voices: VoiceFiles
    revision: str
    threads: int
    timings: dict[str, float] = field(default_factory=dict)
    sessions: list[dict[str, ort.InferenceSession]] = field(default_factory=list)  # one set per worker
    prepared: bool = False  # weights in data files beside the graphs (tools/prepare_model.py)

    @property
    def supported_characters(self) -> frozenset[str]:
        return frozenset(chr(code) for code in np.flatnonzero(self.indexer >= 0))


def _read_bytes(path: Path, root: Path) -> bytes:
    if not path.is_file():
        raise ModelError(
            f"Model file {path.relative_to(root)} is missing from {root}. "
            "Run `make model` or check SUPERTONIC_MODEL_DIR."
        )
    return path.read_bytes()


def _parse_json(raw: bytes, name: str) -> Any:  # a JSON document: callers check its shape
    try:
        return json.loads(raw.decode("utf-8"))
    except (json.JSONDecodeError, UnicodeDecodeError) as error:
        raise ModelError(f"Model file {name} is not valid JSON ({error}). Download the model again.") from None


def _read_json(path: Path, root: Path) -> Any:  # a JSON document: callers check its shape
    return _parse_json(_read_bytes(path, root), str(path.relative_to(root)))


def load_config(root: Path) -> ModelConfig:
    raw = _read_json(root / "onnx" / "tts.json", root)
    try:
        return ModelConfig(
            sample_rate=int(raw["ae"]["sample_rate"]),
            base_chunk_size=int(raw["ae"]["base_chunk_size"]),
            chunk_compress_factor=int(raw["ttl"]["chunk_compress_factor"]),
            latent_dim=int(raw["ttl"]["latent_dim"]),
            tts_version=str(raw.get("tts_version", "unknown")),
            synthetic=bool(raw.get("synthetic")),
        )
    except (KeyError, TypeError, ValueError) as error:
        raise ModelError(f"Model file onnx/tts.json lacks a required key: {error}.") from None


def load_indexer(root: Path) -> np.ndarray:
    raw = _read_json(root / "onnx" / "unicode_indexer.json", root)
    if not isinstance(raw, list) or len(raw) == 0 or not all(isinstance(v, int) for v in raw[:256]):
        raise ModelError("Model file onnx/unicode_indexer.json must be a non-empty list of ints.")
    indexer = np.full(65536, -1, dtype=np.int64)
    values = np.asarray(raw[:65536], dtype=np.int64)
    indexer[: len(values)] = values
    return indexer


def parse_voice(raw: bytes, name: str) -> Voice:
    """A built-in voice from its file's bytes; ModelError naming the file when they are not one."""
    document = _parse_json(raw, f"voice_styles/{name}.json")
    arrays = {}
    for key, dims in STYLE_DIMS.items():
        try:
            array = np.asarray(document[key]["data"], dtype=np.float32)
            declared = tuple(document[key]["dims"])
        except (KeyError, TypeError, ValueError) as error:
            raise ModelError(f"Voice file voice_styles/{name}.json has no usable {key} ({error}).") from None
        if array.shape != (1, *dims) or declared != array.shape:
            raise ModelError(
                f"Voice file voice_styles/{name}.json: {key} has shape {array.shape} "
                f"(dims {declared}), expected {(1, *dims)}."
            )
        arrays[key] = array
    return Voice(name, arrays["style_ttl"], arrays["style_dp"])


def _check_session(session: ort.InferenceSession, name: str) -> None:
    inputs, output = SESSIONS[name]
    found = {i.name: (i.type.removeprefix("tensor(").rstrip(")"), len(i.shape)) for i in session.get_inputs()}
    outputs = [o.name for o in session.get_outputs()]
    if found != inputs or outputs[:1] != [output]:
        raise ModelError(
            f"Model file onnx/{name}.onnx does not match Supertonic 3: inputs {found}, outputs {outputs}; "
            f"expected inputs {inputs} and output {output!r}."
        )


def load_sessions(root: Path, options: dict[str, ort.SessionOptions]) -> dict[str, ort.InferenceSession]:
    """The four sessions, each with its own options (name -> options)."""
    sessions = {}
    for name in SESSIONS:
        path = root / "onnx" / f"{name}.onnx"
        if not path.is_file():
            raise ModelError(f"Model file onnx/{name}.onnx is missing from {root}. Run `make model`.")
        try:
            session = ort.InferenceSession(str(path), sess_options=options[name], providers=["CPUExecutionProvider"])
        except Exception as error:  # ORT raises its own exception types for every parse failure
            raise ModelError(f"Model file onnx/{name}.onnx could not be loaded: {error}") from None
        _check_session(session, name)
        sessions[name] = session
    return sessions


def load_model(root: Path, settings: Settings) -> Model:
    """Read and check every file; create `settings.engine_workers` session sets."""
    if not root.is_dir():
        raise ModelError(
            f"Model directory {root} does not exist. Run `make model` to download Supertonic 3, "
            "or set SUPERTONIC_MODEL_DIR to a directory with onnx/ and voice_styles/."
        )
    timings: dict[str, float] = {}
    started = time.perf_counter()
    config = load_config(root)
    indexer = load_indexer(root)
    timings["config_seconds"] = time.perf_counter() - started
    mark = time.perf_counter()
    voices = VoiceFiles.read(root, VOICE_NAMES)
    timings["voices_seconds"] = time.perf_counter() - mark
    mark = time.perf_counter()
    threads = thread_count(settings)
    packed = session_options(settings, threads)
    # Weight packing is most of session creation. A Lambda on-demand init is on a request's path, so there the
    # sessions run once per chunk pack as they run instead (ONCE_PER_CHUNK: 0.10-0.14 s less init, a short request
    # a few percent slower, bench/results.md). A server, SnapStart's publish and provisioned concurrency pack all.
    lambda_on_demand = runtime.initialization_type() == "on-demand"
    per_chunk = session_options(settings, threads, prepack=False) if lambda_on_demand else packed
    options = {name: per_chunk if name in ONCE_PER_CHUNK else packed for name in SESSIONS}
    sessions = [load_sessions(root, options) for _ in range(max(1, settings.engine_workers))]
    timings["sessions_seconds"] = time.perf_counter() - mark
    timings["total_seconds"] = time.perf_counter() - started
    revision_file = root / "REVISION"
    revision = revision_file.read_text().strip() if revision_file.is_file() else "unknown"
    prepared = any((root / "onnx").glob("*.onnx.data"))  # read now: a model fetched to /tmp is deleted after load
    return Model(root, config, indexer, voices, revision, threads, timings, sessions, prepared)
