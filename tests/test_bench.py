"""The benchmark's own helpers: the bare baseline really computes what the engine computes, the worker protocol
round-trips, and the findings follow the numbers. Small model, one thread: fast."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

from bench import report
from bench.bare import BareModel, interior_difference, synthesize
from bench.stats import paired, summary
from bench.texts import SENTENCES, text_of_length
from bench.worker import run_once
from handler.text.frontend import prepare_text

GAP = int(round(0.3 * 44_100))
EDGE = int(0.005 * 44_100) + 1


def _engine_and_bare(engine, text: str, seed: int) -> tuple[np.ndarray, list]:
    prepared = prepare_text(text, lang="en", supported=engine.supported_characters)
    result = engine.synthesize(prepared, voice="F2", seed=7, steps=3)
    ours = np.rint(np.clip(result.audio, -1, 1) * 32767).astype(np.int16)
    texts = [chunk.model_text for chunk in prepared.chunks]
    waves = synthesize(BareModel.from_engine(engine), texts, voice="F2", seed=seed, steps=3, speed=1.05)
    return ours, waves


def test_bare_loop_reproduces_the_engine(engine) -> None:
    ours, waves = _engine_and_bare(engine, text_of_length(700), seed=7)
    assert len(waves) > 1
    assert interior_difference(ours, waves, GAP, EDGE) == 0


def test_bare_loop_with_other_noise_differs(engine) -> None:
    ours, waves = _engine_and_bare(engine, text_of_length(200), seed=8)
    assert interior_difference(ours, waves, GAP, EDGE) > 0


@given(st.integers(min_value=1, max_value=3_000))
def test_text_of_length_is_whole_sentences_within_the_limit(chars: int) -> None:
    text = text_of_length(chars)
    assert len(text) <= max(chars, len(SENTENCES[0]))
    assert text.startswith(SENTENCES[0]) and text.endswith(".")
    # one more sentence would have gone over
    count = text.count(". ") + 1
    assert len(text) + 1 + len(SENTENCES[count % len(SENTENCES)]) > chars


def test_paired_uses_per_pair_differences() -> None:
    result = paired([1.1, 2.2, 3.3], [1.0, 2.0, 3.0])
    assert result["overhead_median"] == pytest.approx(0.2)
    assert result["overhead_ratio"] == pytest.approx(0.2 / 2.0)
    assert summary([3.0, 1.0, 2.0])["median"] == 2.0
    with pytest.raises(ValueError):
        paired([1.0], [])


def test_worker_round_trip(model_dir) -> None:
    start = {"model_dir": str(model_dir), "threads": 1}
    answer = run_once("bench.engine_worker", {"text": "Hello there.", "steps": 1}, start_args=start, log_name="test")
    assert answer["threads"] == 1 and answer["audio_seconds"] > 0 and answer["chunks"] == 1


def _throughput(batch_2_gain: float) -> dict:
    def row(speed: float) -> dict:
        return {"audio_per_wall_second": speed, "cpu_median": 10.0 / speed, "vs_official": speed / 10.0}

    configs = {"official": row(10.0), "ours batch 1": row(10.0), "ours batch 2": row(10.0 * (1 + batch_2_gain))}
    for value in configs.values():
        value["vs_batch_1"] = value["audio_per_wall_second"] / 10.0
    return {"configs": configs}


def test_batching_finding_follows_the_numbers() -> None:
    faster = report.findings({"throughput": _throughput(0.2)})
    assert any("Change the default SUPERTONIC_BATCH_SIZE to 2" in finding for finding in faster)
    same = report.findings({"throughput": _throughput(0.01)})
    assert any("Keep SUPERTONIC_BATCH_SIZE=1" in finding for finding in same)
