"""Write a synthetic Supertonic 3 model directory for tests, benchmarks and the local fallback.

It has exactly the real layout, tensor names, dtypes and ranks (see the model reference), so the engine runs it
through real ONNX Runtime sessions unchanged. It is a test signal, never speech:
- durations grow with text length and differ by voice;
- the vector estimator pulls the noise towards a text- and voice-dependent target, so the seed still matters a little;
- the vocoder turns each latent frame into a sum of sinusoids with whole periods per frame, so output is audible.

`--heavy` adds hidden layers sized like the real fp32 weights (about 300 MB), whose tiny contribution keeps them
on the compute path: use it for memory and speed benchmarks only.

Two faults make a model whose output the quality guard must refuse (handler/engine/quality.py), still through
real sessions: `--silent` makes the vocoder's output near-silence (-100 dBFS), `--truncate-over N` makes the
duration predictor give a chunk whose model text is longer than N characters no time at all (one sample of
audio; 0 truncates every chunk).

    python tools/synthetic_model.py models/synthetic            # light, about 3 MB, for tests
    python tools/synthetic_model.py models/synthetic-heavy --heavy
    python tools/synthetic_model.py models/synthetic-silent --silent
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper

SAMPLE_RATE = 44100
BASE_CHUNK_SIZE = 512
COMPRESS = 6
LATENT_DIM = 24
LATENT_CHANNELS = LATENT_DIM * COMPRESS  # 144
FRAME_SAMPLES = BASE_CHUNK_SIZE * COMPRESS  # 3072
VOCAB = 384
VOICES = ("M1", "M2", "M3", "M4", "M5", "F1", "F2", "F3", "F4", "F5")
OPSET = 17
IR_VERSION = 8
SYNTHETIC_REVISION = "synthetic-1"

# Scripts the synthetic indexer knows. Thai, Hebrew, Georgian, Ethiopic and most symbols stay unknown (-1).
KNOWN_RANGES = (
    (0x0020, 0x007E),  # ASCII
    (0x00A0, 0x017F),  # Latin-1 supplement and Latin Extended-A
    (0x0180, 0x024F),  # Latin Extended-B
    (0x0300, 0x036F),  # combining diacritics (NFKD splits accented letters into these)
    (0x0370, 0x03FF),  # Greek
    (0x0400, 0x04FF),  # Cyrillic
    (0x0600, 0x06FF),  # Arabic
    (0x0900, 0x097F),  # Devanagari
    (0x1100, 0x11FF),  # Hangul Jamo (NFKD decomposes Hangul syllables into these)
    (0x1E00, 0x1EFF),  # Latin Extended Additional (Vietnamese)
    (0x2010, 0x2027),  # general punctuation: dashes, quotes, ellipsis
    (0x3000, 0x303F),  # CJK punctuation
    (0x3040, 0x30FF),  # Hiragana and Katakana
    (0x4E00, 0x9FFF),  # CJK ideographs
    (0xAC00, 0xD7A3),  # Hangul syllables
    (0xFF01, 0xFF5E),  # full-width forms
)
UNKNOWN_INSIDE = (0x00A4, 0x00A6, 0x00A7, 0x00B6)  # ¤ ¦ § ¶: holes, so validation has something to find


def build_indexer() -> list[int]:
    indexer = [-1] * 65536
    for low, high in KNOWN_RANGES:
        for code in range(low, high + 1):
            # A fixed scatter of code points over the vocabulary, stable across runs.
            indexer[code] = (code * 2654435761) % VOCAB
    for code in UNKNOWN_INSIDE:
        indexer[code] = -1
    return indexer


def _init(name: str, array: np.ndarray) -> TensorProto:
    return numpy_helper.from_array(np.ascontiguousarray(array), name)


def _const(value: float) -> np.ndarray:
    return np.array(value, dtype=np.float32)


class _Graph:
    """A tiny builder: nodes and initializers with generated names."""

    def __init__(self, rng: np.random.Generator) -> None:
        self.rng = rng
        self.nodes: list[onnx.NodeProto] = []
        self.inits: list[TensorProto] = []
        self.count = 0

    def weight(self, array: np.ndarray) -> str:
        self.count += 1
        name = f"w{self.count}"
        self.inits.append(_init(name, array.astype(np.float32) if array.dtype != np.int64 else array))
        return name

    def op(self, op_type: str, *inputs: str, output: str | None = None, **attrs: Any) -> str:
        self.count += 1
        out = output or f"t{self.count}"
        self.nodes.append(helper.make_node(op_type, list(inputs), [out], **attrs))
        return out

    def mlp_residual(self, x: str, width_in: int, hidden: int, layers: int, scale: float) -> str:
        """x [..., width_in] + scale * MLP(x): real compute and weight bytes, negligible effect on the signal."""
        h = self.op("MatMul", x, self.weight(self.rng.standard_normal((width_in, hidden)) / np.sqrt(width_in)))
        h = self.op("Relu", h)
        for _ in range(layers):
            w = self.weight(self.rng.standard_normal((hidden, hidden)) / np.sqrt(hidden))
            h = self.op("Relu", self.op("MatMul", h, w))
        h = self.op("MatMul", h, self.weight(self.rng.standard_normal((hidden, width_in)) / np.sqrt(hidden)))
        h = self.op("Tanh", h)
        return self.op("Add", x, self.op("Mul", h, self.weight(_const(scale))))

    def model(
        self, name: str, inputs: list[onnx.ValueInfoProto], outputs: list[onnx.ValueInfoProto]
    ) -> onnx.ModelProto:
        graph = helper.make_graph(self.nodes, name, inputs, outputs, self.inits)
        model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", OPSET)], producer_name="synthetic")
        model.ir_version = IR_VERSION
        onnx.checker.check_model(model)
        return model


def _io(name: str, dtype: int, shape: list[str | int]) -> onnx.ValueInfoProto:
    return helper.make_tensor_value_info(name, dtype, shape)


F32, I64 = TensorProto.FLOAT, TensorProto.INT64


def duration_predictor(rng: np.random.Generator, heavy: bool, truncate_over: int | None = None) -> onnx.ModelProto:
    g = _Graph(rng)
    axes_t = g.weight(np.array([1, 2], dtype=np.int64))
    length = g.op("ReduceSum", "text_mask", axes_t, keepdims=0)  # [B]
    style = g.op("ReduceMean", "style_dp", axes=[1, 2], keepdims=0)  # [B]
    # Voices differ by the mean of their duration style: a factor between 0.75 and 1.25.
    factor = g.op(
        "Add",
        g.weight(_const(1.0)),
        g.op("Mul", g.op("Tanh", g.op("Mul", style, g.weight(_const(4.0)))), g.weight(_const(0.25))),
    )
    ids_signal = g.op("Gather", g.weight(rng.uniform(0.0, 1.0, (VOCAB,))), "text_ids")  # [B,T]
    flat_mask = g.op("Squeeze", "text_mask", g.weight(np.array([1], dtype=np.int64)))  # [B,T]
    axis1 = g.weight(np.array([1], dtype=np.int64))
    # A masked mean, so padding in a batch changes nothing.
    ids_signal = g.op("Div", g.op("ReduceSum", g.op("Mul", ids_signal, flat_mask), axis1, keepdims=0), length)
    if heavy:
        emb = g.op("Gather", g.weight(rng.standard_normal((VOCAB, 256))), "text_ids")
        emb = g.mlp_residual(emb, 256, 1024, 0, 1e-3)
        emb = g.op(
            "ReduceMean",
            g.op("Mul", g.op("ReduceMean", emb, axes=[2], keepdims=0), flat_mask),
            axes=[1],
            keepdims=0,
        )
        ids_signal = g.op("Add", ids_signal, emb)
    per_char = g.op("Add", g.weight(_const(0.07)), g.op("Mul", ids_signal, g.weight(_const(0.002))))
    seconds = g.op("Add", g.weight(_const(0.25)), g.op("Mul", length, per_char))
    if truncate_over is None:
        g.op("Mul", seconds, factor, output="duration")
    else:  # the fault: no time for a text longer than truncate_over characters
        too_long = g.op("Greater", length, g.weight(_const(float(truncate_over))))
        g.op("Where", too_long, g.weight(_const(0.0)), g.op("Mul", seconds, factor), output="duration")
    return g.model(
        "duration_predictor",
        [
            _io("text_ids", I64, ["B", "T"]),
            _io("style_dp", F32, ["B", 8, 16]),
            _io("text_mask", F32, ["B", 1, "T"]),
        ],
        [_io("duration", F32, ["B"])],
    )


def text_encoder(rng: np.random.Generator, heavy: bool) -> onnx.ModelProto:
    g = _Graph(rng)
    emb = g.op("Gather", g.weight(rng.standard_normal((VOCAB, 256))), "text_ids")  # [B,T,256]
    if heavy:
        for _ in range(5):
            emb = g.mlp_residual(emb, 256, 4096, 0, 1e-3)
    emb = g.op("Transpose", emb, perm=[0, 2, 1])  # [B,256,T]
    style = g.op("Transpose", g.op("ReduceMean", "style_ttl", axes=[1], keepdims=1), perm=[0, 2, 1])  # [B,256,1]
    mixed = g.op("Add", emb, g.op("Mul", style, g.weight(_const(0.5))))
    g.op("Mul", mixed, "text_mask", output="text_emb")
    return g.model(
        "text_encoder",
        [
            _io("text_ids", I64, ["B", "T"]),
            _io("style_ttl", F32, ["B", 50, 256]),
            _io("text_mask", F32, ["B", 1, "T"]),
        ],
        [_io("text_emb", F32, ["B", 256, "T"])],
    )


def vector_estimator(rng: np.random.Generator, heavy: bool) -> onnx.ModelProto:
    g = _Graph(rng)
    axis2 = g.weight(np.array([2], dtype=np.int64))
    # Condition: the mean text embedding plus the voice, projected to the latent channels.
    text_sum = g.op("ReduceSum", g.op("Mul", "text_emb", "text_mask"), axis2, keepdims=0)  # [B,256]
    text_len = g.op("ReduceSum", "text_mask", axis2, keepdims=0)  # [B,1]
    pooled = g.op("Div", text_sum, text_len)
    style = g.op("ReduceMean", "style_ttl", axes=[1], keepdims=0)  # [B,256]
    cond = g.op("Add", pooled, g.op("Mul", style, g.weight(_const(0.3))))
    cond = g.op("Tanh", g.op("MatMul", cond, g.weight(rng.standard_normal((256, LATENT_CHANNELS)) / 16.0)))
    cond = g.op("Unsqueeze", cond, axis2)  # [B,144,1]
    # A syllable-like envelope over the frames, so the signal is not a steady tone.
    frame = g.op("CumSum", "latent_mask", g.weight(np.array(2, dtype=np.int64)))  # [B,1,L], 1..L
    envelope = g.op(
        "Add",
        g.weight(_const(0.6)),
        g.op("Mul", g.op("Sin", g.op("Mul", frame, g.weight(_const(1.3)))), g.weight(_const(0.4))),
    )
    target = g.op("Mul", g.op("Mul", cond, envelope), "latent_mask")  # [B,144,L]
    x = "noisy_latent"
    if heavy:
        xt = g.op("Transpose", x, perm=[0, 2, 1])  # [B,L,144]
        xt = g.mlp_residual(xt, LATENT_CHANNELS, 2048, 10, 1e-4)
        x = g.op("Transpose", xt, perm=[0, 2, 1])
    # One step moves 85% of the remaining way to the target; after the last step 15% or less of the noise is left.
    remaining = g.op("Sub", "total_step", "current_step")  # [B]
    rate = g.op(
        "Div",
        g.weight(_const(0.85)),
        g.op("Reshape", remaining, g.weight(np.array([-1, 1, 1], dtype=np.int64))),
    )
    moved = g.op("Add", x, g.op("Mul", g.op("Sub", target, x), rate))
    g.op("Mul", moved, "latent_mask", output="denoised_latent")
    return g.model(
        "vector_estimator",
        [
            _io("noisy_latent", F32, ["B", LATENT_CHANNELS, "L"]),
            _io("text_emb", F32, ["B", 256, "T"]),
            _io("style_ttl", F32, ["B", 50, 256]),
            _io("text_mask", F32, ["B", 1, "T"]),
            _io("latent_mask", F32, ["B", 1, "L"]),
            _io("current_step", F32, ["B"]),
            _io("total_step", F32, ["B"]),
        ],
        [_io("denoised_latent", F32, ["B", LATENT_CHANNELS, "L"])],
    )


def vocoder(rng: np.random.Generator, heavy: bool, silent: bool = False) -> onnx.ModelProto:
    g = _Graph(rng)
    # Each latent channel drives one sinusoid with a whole number of periods per frame (100 Hz to 2.2 kHz),
    # so frames join without jumps.
    n = np.arange(FRAME_SAMPLES)
    periods = np.linspace(7, 150, LATENT_CHANNELS).round()
    basis = np.sin(2 * np.pi * periods[:, None] * n[None, :] / FRAME_SAMPLES) / np.sqrt(LATENT_CHANNELS) * 2.0
    frames = g.op("Transpose", "latent", perm=[0, 2, 1])  # [B,L,144]
    if heavy:
        frames = g.mlp_residual(frames, LATENT_CHANNELS, 4096, 1, 1e-4)
    wav = g.op("MatMul", frames, g.weight(basis))  # [B,L,3072]
    wav = g.op("Reshape", wav, g.weight(np.array([0, -1], dtype=np.int64)))
    level = 1e-5 if silent else 0.8  # the fault: -100 dBFS, where speech sits within 20-40 dB of full scale
    g.op("Mul", g.op("Tanh", wav), g.weight(_const(level)), output="wav_tts")
    return g.model("vocoder", [_io("latent", F32, ["B", LATENT_CHANNELS, "L"])], [_io("wav_tts", F32, ["B", "L*3072"])])


def voice_style(rng: np.random.Generator, index: int) -> dict[str, Any]:
    # Voice i has its own duration-style mean, so durations differ voice by voice.
    dp_mean = -0.3 + 0.6 * index / (len(VOICES) - 1)
    ttl = rng.standard_normal((1, 50, 256)) * 0.5
    dp = rng.standard_normal((1, 8, 16)) * 0.05 + dp_mean
    return {
        "style_ttl": {
            "dims": [1, 50, 256],
            "data": ttl.astype(np.float32).round(5).tolist(),
            "type": "float32",
        },
        "style_dp": {"dims": [1, 8, 16], "data": dp.astype(np.float32).round(5).tolist(), "type": "float32"},
        "metadata": {"synthetic": True},
    }


def write_model(
    dest: str | Path,
    *,
    heavy: bool = False,
    seed: int = 1234,
    silent: bool = False,
    truncate_over: int | None = None,
) -> Path:
    """Write the synthetic model directory and return its path. Same seed, same files. `silent` and
    `truncate_over` are the faults described above; without them the weights are the same as with them."""
    dest = Path(dest)
    (dest / "onnx").mkdir(parents=True, exist_ok=True)
    (dest / "voice_styles").mkdir(parents=True, exist_ok=True)
    rng = np.random.default_rng(seed)
    models = {
        "duration_predictor": duration_predictor(rng, heavy, truncate_over),
        "text_encoder": text_encoder(rng, heavy),
        "vector_estimator": vector_estimator(rng, heavy),
        "vocoder": vocoder(rng, heavy, silent),
    }
    for name, model in models.items():
        onnx.save_model(model, str(dest / "onnx" / f"{name}.onnx"))
    faults: dict[str, object] = {"silent": True} if silent else {}
    if truncate_over is not None:
        faults["truncate_over"] = truncate_over
    config = {
        "tts_version": "v1.7.3",
        "ae": {"sample_rate": SAMPLE_RATE, "base_chunk_size": BASE_CHUNK_SIZE},
        "ttl": {"chunk_compress_factor": COMPRESS, "latent_dim": LATENT_DIM},
        "synthetic": {"heavy": heavy, "seed": seed, "note": "test signal, not speech", **faults},
    }
    (dest / "onnx" / "tts.json").write_text(json.dumps(config, indent=2))
    (dest / "onnx" / "unicode_indexer.json").write_text(json.dumps(build_indexer(), separators=(",", ":")))
    for index, voice in enumerate(VOICES):
        (dest / "voice_styles" / f"{voice}.json").write_text(json.dumps(voice_style(rng, index)))
    (dest / "REVISION").write_text(SYNTHETIC_REVISION + ("-heavy" if heavy else "") + "\n")
    return dest


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("dest", help="model directory to write")
    parser.add_argument("--heavy", action="store_true", help="size the weights like the real model (~300 MB)")
    parser.add_argument("--seed", type=int, default=1234)
    parser.add_argument("--silent", action="store_true", help="fault: the vocoder outputs near-silence")
    parser.add_argument("--truncate-over", type=int, metavar="N", help="fault: no audio for texts over N characters")
    args = parser.parse_args()
    path = write_model(
        args.dest, heavy=args.heavy, seed=args.seed, silent=args.silent, truncate_over=args.truncate_over
    )
    size = sum(f.stat().st_size for f in path.rglob("*") if f.is_file())
    print(f"wrote synthetic model to {path} ({size / 1e6:.1f} MB)")


if __name__ == "__main__":
    main()
