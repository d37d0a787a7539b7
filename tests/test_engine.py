"""The engine on the synthetic model: loading errors, the pipeline, determinism, concurrency, deadline, limits."""

from __future__ import annotations

import json
import shutil
import threading
import time
from dataclasses import replace
from pathlib import Path

import numpy as np
import onnx
import onnxruntime as ort
import pytest
from onnx import TensorProto, helper

from handler.engine import Engine, load_engine, load_model
from handler.engine.deadline import Deadline
from handler.engine.sessions import ONCE_PER_CHUNK, available_cpus, cgroup_cpu_quota, session_options, thread_count
from handler.engine.synthesis import CLAUSE_PAUSE
from handler.kernel.config import Settings
from handler.kernel.errors import InvalidRequest, ModelError, SynthesisTimeout, UnsupportedCharacters
from handler.storage.voices import VoiceStore
from handler.text.frontend import prepare_text

SENTENCES = "The quick brown fox jumps over the lazy dog. A second sentence follows here. And a third one."


DEFAULTS = {"speed": 1.05, "steps": 8, "silence": 0.3}  # the engine takes resolved values (Speech.plan fills them)


def synth(engine: Engine, text, **options):
    return engine.synthesize(text, **{**DEFAULTS, **options})


def pieces_of(engine: Engine, text, **options):
    return engine.stream(text, **{**DEFAULTS, **options})


def prepared(engine: Engine, text: str = SENTENCES, lang: str = "en", limit: int | None = None):
    return prepare_text(text, lang=lang, supported=engine.supported_characters, max_chunk_length=limit)


# --- loading --------------------------------------------------------------------------------------------


def copy_model(model_dir: Path, tmp_path: Path) -> Path:
    dest = tmp_path / "model"
    shutil.copytree(model_dir, dest)
    return dest


@pytest.mark.parametrize(
    "relative",
    [
        "onnx/tts.json",
        "onnx/unicode_indexer.json",
        "onnx/duration_predictor.onnx",
        "onnx/text_encoder.onnx",
        "onnx/vector_estimator.onnx",
        "onnx/vocoder.onnx",
        "voice_styles/F3.json",
    ],
)
def test_missing_file_is_named(model_dir: Path, tmp_path: Path, settings: Settings, relative: str) -> None:
    root = copy_model(model_dir, tmp_path)
    (root / relative).unlink()
    with pytest.raises(ModelError, match=relative.replace(".", r"\.")):
        load_model(root, settings)


def test_missing_directory_says_how_to_fix(tmp_path: Path, settings: Settings) -> None:
    with pytest.raises(ModelError, match="make model"):
        load_model(tmp_path / "nowhere", settings)


@pytest.mark.parametrize("relative", ["onnx/tts.json", "onnx/unicode_indexer.json"])
def test_malformed_json_is_named(model_dir: Path, tmp_path: Path, settings: Settings, relative: str) -> None:
    root = copy_model(model_dir, tmp_path)
    (root / relative).write_text("{not json")
    with pytest.raises(ModelError, match=relative.replace(".", r"\.")):
        load_model(root, settings)


def test_tts_json_without_sample_rate(model_dir: Path, tmp_path: Path, settings: Settings) -> None:
    root = copy_model(model_dir, tmp_path)
    config = json.loads((root / "onnx/tts.json").read_text())
    del config["ae"]["sample_rate"]
    (root / "onnx/tts.json").write_text(json.dumps(config))
    with pytest.raises(ModelError, match="sample_rate"):
        load_model(root, settings)


def test_malformed_voice_is_named_when_first_used(model_dir: Path, tmp_path: Path, settings: Settings) -> None:
    root = copy_model(model_dir, tmp_path)
    (root / "voice_styles/M1.json").write_text("{not json")
    model = load_model(root, settings)  # voices are parsed on first use, not at init
    assert "M1" in model.voices  # asking whether it is built in does not parse it
    with pytest.raises(ModelError, match=r"voice_styles/M1\.json is not valid JSON"):
        model.voices["M1"]
    assert model.voices["F1"].style_ttl.shape == (1, 50, 256)  # the other voices still work


def test_voice_with_wrong_dims(model_dir: Path, tmp_path: Path, settings: Settings) -> None:
    root = copy_model(model_dir, tmp_path)
    voice = json.loads((root / "voice_styles/M2.json").read_text())
    voice["style_dp"]["data"] = voice["style_dp"]["data"][0][:4]
    (root / "voice_styles/M2.json").write_text(json.dumps(voice))
    with pytest.raises(ModelError, match=r"M2\.json.*style_dp"):
        load_model(root, settings).voices["M2"]


def test_voices_are_parsed_once_and_survive_the_folder(model_dir: Path, tmp_path: Path, settings: Settings) -> None:
    root = copy_model(model_dir, tmp_path)
    model = load_model(root, settings)
    shutil.rmtree(root / "voice_styles")  # as init deletes a model fetched to /tmp
    assert list(model.voices) == ["M1", "M2", "M3", "M4", "M5", "F1", "F2", "F3", "F4", "F5"]
    first = model.voices["M3"]
    assert model.voices["M3"] is first and "X9" not in model.voices
    expected = json.loads((model_dir / "voice_styles/M3.json").read_text())["style_ttl"]["data"]
    np.testing.assert_array_equal(first.style_ttl, np.asarray(expected, dtype=np.float32))


def test_onnx_with_wrong_tensor_names(model_dir: Path, tmp_path: Path, settings: Settings) -> None:
    root = copy_model(model_dir, tmp_path)
    graph = helper.make_graph(
        [helper.make_node("Identity", ["x"], ["wav_tts"])],
        "vocoder",
        [helper.make_tensor_value_info("x", TensorProto.FLOAT, ["B", 144, "L"])],
        [helper.make_tensor_value_info("wav_tts", TensorProto.FLOAT, ["B", 144, "L"])],
    )
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)])
    model.ir_version = 8
    onnx.save_model(model, str(root / "onnx/vocoder.onnx"))
    with pytest.raises(ModelError, match=r"vocoder\.onnx does not match"):
        load_model(root, settings)


def test_corrupt_onnx_is_named(model_dir: Path, tmp_path: Path, settings: Settings) -> None:
    root = copy_model(model_dir, tmp_path)
    (root / "onnx/text_encoder.onnx").write_bytes(b"\x00garbage" * 10)
    with pytest.raises(ModelError, match=r"text_encoder\.onnx could not be loaded"):
        load_model(root, settings)


def test_engine_reports_revision_licence_and_timings(engine: Engine) -> None:
    assert engine.revision.startswith("synthetic")
    assert engine.synthetic
    assert engine.licence == {"weights": "OpenRAIL-M", "code": "MIT"}
    assert engine.sample_rate == 44100
    assert set(engine.voices) == {"M1", "M2", "M3", "M4", "M5", "F1", "F2", "F3", "F4", "F5"}
    assert engine.model.timings["total_seconds"] > 0


def test_no_model_configured() -> None:
    with pytest.raises(ModelError, match="SUPERTONIC_MODEL_DIR"):
        load_engine(Settings())


# --- the pipeline --------------------------------------------------------------------------------------


def test_audio_timings_and_silence(engine: Engine) -> None:
    text = prepared(engine, limit=45)
    assert len(text.chunks) == 3
    result = synth(engine, text, voice="M1", seed=1, silence=0.3)
    assert result.audio.dtype == np.float32 and result.sample_rate == 44100
    assert [c.index for c in result.chunks] == [0, 1, 2]
    assert result.chunks[0].start == 0.0
    for before, after in zip(result.chunks, result.chunks[1:], strict=False):
        assert after.start - before.end == pytest.approx(0.3, abs=1 / 44100)
        gap = result.audio[round(before.end * 44100) + 10 : round(after.start * 44100) - 10]
        assert np.all(gap == 0.0)
    assert result.duration == pytest.approx(result.chunks[-1].end)
    speech = result.audio[: round(result.chunks[0].end * 44100)]
    assert np.sqrt(np.mean(speech**2)) > 0.05  # audible, not silence


def test_a_clause_cut_gets_a_clause_pause_and_a_sentence_end_the_full_one(engine: Engine) -> None:
    text = (
        "After a long discussion in the main hall, the committee approved the budget for the new library. "
        "It opens in spring."
    )
    plan = prepare_text(text, lang="en", supported=engine.supported_characters, first_chunk_length=60)
    assert [chunk.text[-1] for chunk in plan.chunks] == [",", "."]
    assert [chunk.sentence_end for chunk in plan.chunks] == [False, True]
    result = synth(engine, plan, voice="M1", seed=1, silence=0.3)
    first, second = result.chunks
    assert second.start - first.end == pytest.approx(0.3 * CLAUSE_PAUSE, abs=1 / 44100)
    # Off, the same sentences in whole-sentence chunks keep the pause between sentences (the official one).
    whole = synth(engine, prepared(engine, text, limit=100), voice="M1", seed=1, silence=0.3)
    assert [round(b.start - a.end, 4) for a, b in zip(whole.chunks, whole.chunks[1:], strict=False)] == [0.3]


def test_chunks_are_trimmed_to_predicted_duration_and_faded(engine: Engine) -> None:
    text = prepared(engine, "One short sentence.")
    result = synth(engine, text, voice="F1", seed=3)
    model_text = text.chunks[0].model_text
    ids, mask = engine._text_ids([model_text])
    voice = engine.model.voices["F1"]
    duration = engine.model.sessions[0]["duration_predictor"].run(
        None, {"text_ids": ids, "style_dp": voice.style_dp, "text_mask": mask}
    )[0][0]
    assert len(result.audio) == int(duration / engine.settings.default_speed * 44100)
    assert result.audio[0] == 0.0 and abs(result.audio[-1]) < 1e-3


def test_duration_grows_with_text_and_varies_by_voice(engine: Engine) -> None:
    short = prepared(engine, "Hello there.")
    long = prepared(engine, "Hello there, this sentence is quite a lot longer than the first one.")
    assert synth(engine, long, voice="M1", seed=1).duration > synth(engine, short, voice="M1", seed=1).duration
    durations = {synth(engine, short, voice=v, seed=1).duration for v in engine.voices}
    assert len(durations) == 10


def test_speed_shortens_audio(engine: Engine) -> None:
    text = prepared(engine, "Speed changes the length.")
    slow = synth(engine, text, voice="M1", seed=1, speed=0.8).duration
    fast = synth(engine, text, voice="M1", seed=1, speed=1.6).duration
    assert fast == pytest.approx(slow * 0.8 / 1.6, rel=0.01)


def test_stream_concatenates_to_synthesize(engine: Engine) -> None:
    text = prepared(engine, limit=45)
    pieces = list(pieces_of(engine, text, voice="F2", seed=9))
    whole = synth(engine, text, voice="F2", seed=9)
    assert np.array_equal(np.concatenate([p.audio for p in pieces]), whole.audio)


def test_batching_gives_the_same_audio(engine: Engine, settings: Settings) -> None:
    text = prepared(engine, limit=45)
    batched = Engine(engine.model, replace(settings, batch_size=3))
    one = synth(engine, text, voice="M4", seed=5)
    three = synth(batched, text, voice="M4", seed=5)
    assert one.chunks == three.chunks
    np.testing.assert_allclose(one.audio, three.audio, atol=1e-5)


def test_unknown_character_reaching_the_engine(engine: Engine) -> None:
    text = prepared(engine, "Plain text.")
    broken = replace(text, chunks=(replace(text.chunks[0], model_text="<en>\u0e01</en>"),))
    with pytest.raises(UnsupportedCharacters):
        synth(engine, broken, voice="M1", seed=1)


# --- randomness ---------------------------------------------------------------------------------------------


def test_same_seed_same_audio_other_seed_other_audio(engine: Engine) -> None:
    text = prepared(engine)
    first = synth(engine, text, voice="M3", seed=42).audio
    again = synth(engine, text, voice="M3", seed=42).audio
    other = synth(engine, text, voice="M3", seed=43).audio
    assert np.array_equal(first, again)
    assert not np.array_equal(first, other)


def test_no_global_rng(engine: Engine) -> None:
    text = prepared(engine)
    np.random.seed(0)
    first = synth(engine, text, voice="M3", seed=42).audio
    np.random.seed(1)
    second = synth(engine, text, voice="M3", seed=42).audio
    assert np.array_equal(first, second)


# --- concurrency -----------------------------------------------------------------------------------------


@pytest.mark.parametrize("workers", [1, 2])
def test_concurrent_calls_match_sequential(engine: Engine, settings: Settings, workers: int) -> None:
    pool_engine = load_engine(replace(settings, engine_workers=workers)) if workers > 1 else engine
    text = prepared(engine, limit=45)
    expected = {seed: synth(engine, text, voice="F4", seed=seed).audio for seed in range(6)}
    results: dict[int, np.ndarray] = {}
    errors: list[BaseException] = []

    def work(seed: int) -> None:
        try:
            results[seed] = synth(pool_engine, text, voice="F4", seed=seed).audio
        except BaseException as error:  # surfaced below
            errors.append(error)

    threads = [threading.Thread(target=work, args=(seed,)) for seed in range(6)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=120)
    assert not errors
    assert all(np.array_equal(results[seed], expected[seed]) for seed in expected)
    assert len(pool_engine.pool._free) == workers  # every session set came back


# --- deadline ----------------------------------------------------------------------------------------------


def slow_session(tmp_path: Path) -> ort.InferenceSession:
    """A graph of 400 chained 1024x1024 matmuls: far longer than any deadline below."""
    weight = helper.make_tensor("w", TensorProto.FLOAT, [1024, 1024], np.eye(1024, dtype=np.float32).ravel())
    nodes, name = [], "x"
    for index in range(400):
        nodes.append(helper.make_node("MatMul", [name, "w"], [f"h{index}"]))
        name = f"h{index}"
    nodes.append(helper.make_node("Identity", [name], ["y"]))
    graph = helper.make_graph(
        nodes,
        "slow",
        [helper.make_tensor_value_info("x", TensorProto.FLOAT, [1024, 1024])],
        [helper.make_tensor_value_info("y", TensorProto.FLOAT, [1024, 1024])],
        [weight],
    )
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)])
    model.ir_version = 8
    path = tmp_path / "slow.onnx"
    onnx.save_model(model, str(path))
    options = ort.SessionOptions()
    options.intra_op_num_threads = 1
    options.graph_optimization_level = ort.GraphOptimizationLevel.ORT_DISABLE_ALL
    return ort.InferenceSession(str(path), options, providers=["CPUExecutionProvider"])


def test_deadline_terminates_a_running_onnx_call(tmp_path: Path) -> None:
    session = slow_session(tmp_path)
    feeds = {"x": np.ones((1024, 1024), dtype=np.float32)}
    with Deadline(0.3) as deadline, pytest.raises(SynthesisTimeout, match="0.3 s"):
        started = time.monotonic()
        deadline.run(session, feeds, "y")
    # It stopped inside the call (the flag was set by the timer thread), long before 400 matmuls finish.
    assert deadline.run_options.terminate
    assert time.monotonic() - started < 5.0
    with Deadline(None) as unlimited:  # the session still works afterwards
        small = slow_session(tmp_path)
        assert unlimited.run(small, feeds, "y").shape == (1024, 1024)


def test_engine_timeout_then_healthy(engine: Engine) -> None:
    text = prepared(engine, SENTENCES * 20)
    with pytest.raises(SynthesisTimeout):
        synth(engine, text, voice="M1", seed=1, timeout=0.001)
    assert len(engine.pool._free) == 1
    assert synth(engine, prepared(engine, "Still fine."), voice="M1", seed=1).duration > 0


# --- parameters ---------------------------------------------------------------------------------------------


def test_steps_change_the_audio(engine: Engine) -> None:
    text = prepared(engine, "Steps matter.")
    assert not np.array_equal(
        synth(engine, text, voice="M1", seed=1, steps=2).audio,
        synth(engine, text, voice="M1", seed=1, steps=8).audio,
    )


def test_voice_names_and_aliases(engine: Engine) -> None:
    store = VoiceStore(engine.model.voices)
    assert store.resolve("alloy").name == "F1"
    assert store.resolve("m3").name == "M3"
    assert store.resolve("Nova").name == "F3"
    with pytest.raises(InvalidRequest, match="Valid voices: M1") as error:
        store.resolve("robot")
    assert error.value.param == "voice"


# --- threads and session options ---------------------------------------------------------------------------


def test_lambda_memory_share_sets_threads(tmp_path: Path) -> None:
    cpus = available_cpus({"AWS_LAMBDA_FUNCTION_MEMORY_SIZE": "2048"}, cgroup_root=tmp_path)
    assert cpus == pytest.approx(2048 / 1769)
    assert thread_count(Settings(), cpus=cpus) == 1
    assert thread_count(Settings(), cpus=10240 / 1769) == 6


def test_cgroup_quota(tmp_path: Path) -> None:
    (tmp_path / "cpu.max").write_text("150000 100000\n")
    assert cgroup_cpu_quota(tmp_path) == 1.5
    (tmp_path / "cpu.max").write_text("max 100000\n")
    assert cgroup_cpu_quota(tmp_path) is None
    v1 = tmp_path / "v1"
    (v1 / "cpu").mkdir(parents=True)
    (v1 / "cpu" / "cpu.cfs_quota_us").write_text("50000")
    (v1 / "cpu" / "cpu.cfs_period_us").write_text("100000")
    assert cgroup_cpu_quota(v1) == 0.5
    assert available_cpus({}, cgroup_root=v1) == 0.5


def test_explicit_threads_win() -> None:
    assert thread_count(Settings(intra_op_threads=3), cpus=1.0) == 3


def test_session_options_follow_settings() -> None:
    options = session_options(Settings(inter_op_threads=1, allow_spinning=False), threads=2)
    assert options.intra_op_num_threads == 2 and options.inter_op_num_threads == 1
    assert options.execution_mode == ort.ExecutionMode.ORT_SEQUENTIAL
    assert options.graph_optimization_level == ort.GraphOptimizationLevel.ORT_ENABLE_ALL
    assert options.enable_cpu_mem_arena
    assert options.get_session_config_entry("session.intra_op.allow_spinning") == "0"
    other = session_options(Settings(graph_optimization="basic", cpu_mem_arena=False, allow_spinning=True), threads=1)
    assert other.graph_optimization_level == ort.GraphOptimizationLevel.ORT_ENABLE_BASIC
    assert not other.enable_cpu_mem_arena
    assert other.get_session_config_entry("session.intra_op.allow_spinning") == "1"
    with pytest.raises(ValueError, match="SUPERTONIC_GRAPH_OPTIMIZATION"):
        session_options(Settings(graph_optimization="max"), threads=1)
    assert (
        session_options(Settings(), threads=1, prepack=False).get_session_config_entry("session.disable_prepacking")
        == "1"
    )


def _prepacks(session: ort.InferenceSession) -> bool:
    try:
        return session.get_session_options().get_session_config_entry("session.disable_prepacking") != "1"
    except RuntimeError:  # never set: ORT's default, packing on
        return True


@pytest.mark.parametrize(
    ("initialization", "unpacked"),
    [
        (None, set()),  # a server: packs everything once, for its many requests
        ("on-demand", set(ONCE_PER_CHUNK)),
        ("snap-start", set()),
        ("provisioned-concurrency", set()),
    ],
)
def test_sessions_run_once_per_chunk_skip_weight_packing_in_a_lambda_on_demand_init(
    model_dir: Path, settings: Settings, monkeypatch: pytest.MonkeyPatch, initialization: str | None, unpacked: set
) -> None:
    if initialization is None:
        monkeypatch.delenv("AWS_LAMBDA_INITIALIZATION_TYPE", raising=False)
    else:
        monkeypatch.setenv("AWS_LAMBDA_INITIALIZATION_TYPE", initialization)
    (sessions,) = load_model(model_dir, settings).sessions
    assert {name for name, session in sessions.items() if not _prepacks(session)} == unpacked
    assert _prepacks(sessions["vector_estimator"])  # run once per step: always packed


def test_packed_and_unpacked_sessions_give_the_same_audio(settings: Settings, monkeypatch: pytest.MonkeyPatch) -> None:
    audio = {}
    for initialization in ("on-demand", "snap-start"):
        monkeypatch.setenv("AWS_LAMBDA_INITIALIZATION_TYPE", initialization)
        engine = load_engine(settings)
        prepared = prepare_text("Packed or not, one sentence.", lang="en", supported=engine.supported_characters)
        audio[initialization] = engine.synthesize(prepared, voice="F1", seed=3, speed=1.0, steps=4, silence=0.0).audio
    difference = np.abs(audio["on-demand"] - audio["snap-start"]).max()
    assert len(audio["on-demand"]) == len(audio["snap-start"]) and difference < 1 / 32768  # under one 16-bit step


def test_settings_from_env() -> None:
    settings = Settings.from_env({"SUPERTONIC_INTRA_OP_THREADS": "2", "SUPERTONIC_CACHE_ENABLED": "off"})
    assert settings.intra_op_threads == 2 and settings.cache_enabled is False
    with pytest.raises(ValueError, match="SUPERTONIC_DEFAULT_STEPS"):
        Settings.from_env({"SUPERTONIC_DEFAULT_STEPS": "many"})
