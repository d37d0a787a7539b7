"""The benchmark's measurements: the bare baseline really computes what the engine computes, the worker protocol
round-trips, each measuring worker answers with what the report reads, and the statistics decide as documented.
Small model, one thread. The report's layout is not tested; that every figure the docs cite is in results.json is."""

from __future__ import annotations

import os
import time
from pathlib import Path

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

from bench import report
from bench.bare import BareModel, interior_difference, synthesize
from bench.stats import alternate, paired, percentile, sign_test, speedup
from bench.texts import SENTENCES, text_of_length
from bench.worker import run_once
from handler.text.frontend import prepare_text

GAP = int(round(0.3 * 44_100))
EDGE = int(0.005 * 44_100) + 1


def _engine_and_bare(engine, text: str, seed: int) -> tuple[np.ndarray, list]:
    prepared = prepare_text(text, lang="en", supported=engine.supported_characters)
    result = engine.synthesize(prepared, voice="F2", seed=7, speed=1.05, steps=3, silence=0.3)
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


def test_sign_test_tells_a_consistent_side_from_a_coin() -> None:
    assert sign_test([0.9] * 6 + [1.1] * 3) == pytest.approx(130 / 256)  # 6 of 9: p = 0.51
    assert sign_test([0.9] * 9) == pytest.approx(2 / 512)  # 9 of 9
    assert sign_test([1.2] * 9) == sign_test([0.9] * 9)  # two-sided
    assert sign_test([1.0, 1.0, 0.9]) == 1.0  # ties dropped: one round says nothing
    assert sign_test([]) == 1.0


def test_paired_uses_per_pair_differences() -> None:
    result = paired([1.1, 2.2, 3.3], [1.0, 2.0, 3.0])
    assert result["overhead_median"] == pytest.approx(0.2)
    assert result["overhead_ratio"] == pytest.approx(0.2 / 2.0)
    with pytest.raises(ValueError):
        paired([1.0], [])


def test_alternating_rounds_rotate_who_goes_first_and_keep_no_warm_up() -> None:
    order: list[str] = []
    sides = {name: lambda name=name: order.append(name) or len(order) for name in ("a", "b", "c")}
    runs = alternate(sides, rounds=2, warmups=1)
    assert order[3:] == ["a", "b", "c", "b", "c", "a"]  # each side goes first in turn
    assert runs == {"a": [4, 9], "b": [5, 7], "c": [6, 8]}  # the warm-up round's calls are not kept


def test_percentile_is_the_nearest_rank() -> None:
    assert percentile([3.0, 1.0, 2.0], 0.5) == 2.0 and percentile([1.0, 2.0], 1.0) == 2.0
    assert percentile([float(n) for n in range(101)], 0.95) == 95.0 and percentile([], 0.95) is None


def test_worker_round_trip(model_dir) -> None:
    start = {"model_dir": str(model_dir), "threads": 1}
    answer = run_once("bench.speed", {"text": "Hello there.", "steps": 1}, start_args=start, log_name="test")
    assert answer["threads"] == 1 and answer["audio_seconds"] > 0 and answer["chunks"] == 1


def test_workers_may_write_bytecode_whatever_the_parent_environment(monkeypatch) -> None:
    from bench.worker import Worker

    monkeypatch.setenv("PYTHONDONTWRITEBYTECODE", "1")  # as on these machines
    # bench.coldstart waits for its commands on stdin, so it is alive while its environment is read
    with Worker("bench.coldstart", env={"SUPERTONIC_SEEN": "1"}, log_name="test") as worker:
        environ, deadline = b"", time.monotonic() + 30
        while not environ and time.monotonic() < deadline:  # empty until the kernel has finished the exec
            environ = Path(f"/proc/{worker.process.pid}/environ").read_bytes()
            time.sleep(0.01)
    names = {entry.split(b"=", 1)[0] for entry in environ.split(b"\0") if entry}
    assert b"PYTHONDONTWRITEBYTECODE" not in names and b"SUPERTONIC_SEEN" in names


def test_speedup_counts_rounds() -> None:
    result = speedup([2.0, 2.0, 2.0], [1.0, 4.0, 1.0])
    assert result["median"] == 2.0 and result["faster_rounds"] == 2 and result["min"] == 0.5


def test_streaming_helpers_time_the_real_server(model_dir) -> None:
    from bench import streaming

    text = text_of_length(300)
    with streaming.ours(str(model_dir), 1) as running:
        api = streaming.client(running.base_url)
        piece = streaming.streamed(api, text, "alloy", streaming.OURS_EXTRA)
        whole = streaming.whole(api, text, "alloy", streaming.OURS_EXTRA)
        pid = running.pid
    assert 0 < piece["first_byte"] <= piece["total"]
    assert piece["bytes"] == whole["bytes"] > 0  # every streamed byte counted
    with pytest.raises(ProcessLookupError):  # the server was stopped and reaped on the way out
        os.kill(pid, 0)


def test_frontend_section_times_every_language_against_synthesis(model_dir) -> None:
    from bench import frontend
    from handler.text.languages import LANGUAGES

    measured = frontend.measure(str(model_dir), 1, repeats=1)
    assert set(measured["languages"]) == set(LANGUAGES)
    assert measured["synthesis_ms_per_1k"] > 0
    for row in measured["languages"].values():
        assert row["warm_ms"] > 0 and row["share_of_synthesis"] == row["warm_ms"] / measured["synthesis_ms_per_1k"]
    assert set(measured["package_bytes"]) >= {"num2words", "babel", "unicode_rbnf"}
    assert all(size > 0 for size in measured["package_bytes"].values())


def _fanout_results(segment_cpu: float) -> dict:
    from bench import fanout

    invocations = [  # what tools/local_worker.py --stats writes: the split, then three segments on two workers
        {"worker": 1, "queue": "supertonic-jobs", "segments": [], "receive_counts": [1], "started": 0.0, "wall": 0.2},
        {"worker": 1, "queue": "q", "segments": [[0, 6]], "receive_counts": [1], "started": 1.0, "wall": 9.0},
        {"worker": 2, "queue": "q", "segments": [[6, 12]], "receive_counts": [2], "started": 1.0, "wall": 8.0},
        {"worker": 2, "queue": "q", "segments": [[12, 15]], "receive_counts": [1], "started": 9.5, "wall": 12.0},
    ]
    for row in invocations:
        row["cpu"] = segment_cpu if row["segments"] else 0.1
    invocations[-1]["cpu"] += 5.0  # the last one assembled too
    figures = fanout.segment_figures(invocations, assembly_seconds=5.0)
    run = {
        "workers": 2,
        "wall_seconds": 30.0,
        "segments": 70,
        "assembly_seconds": 5.0,
        "peak_rss_mb": [600.0, None],
        "tmp_peak_bytes": [0, 0],
        "tmp_largest_file_bytes": [0, 0],
        **figures,
    }
    return {
        "chars": 100_000,
        "settings": {"fanout_chars": 6_000, "segment_chars": 1_500, "steps": 8, "intra_op_threads": 1},
        "runs": [run],
        "lambda_factor": 1.0,
        "lambda_factor_basis": "1.0",
        "projection": fanout.projection(run, 1.0),
    }


def test_fanout_figures_take_the_assembly_off_the_last_segment() -> None:
    run = _fanout_results(segment_cpu=7.0)["runs"][0]
    assert run["segment_wall"] == {"median": 8.0, "max": 9.0, "min": 7.0}  # 12 s - 5 s of assembly
    assert run["segment_cpu"] == {"median": 7.0, "max": 7.0}
    assert (run["invocations"], run["retries"], run["workers_used"]) == (3, 1, 2)
    assert run["split_seconds"] == 0.2 and run["chunks_per_segment"] == 6


@pytest.mark.parametrize("segment_cpu", [7.0, 90.0])
def test_fanout_projection_runs_waves_of_the_slowest_segment_then_the_assembly(segment_cpu: float) -> None:
    fanout = _fanout_results(segment_cpu)
    projected = fanout["projection"]["concurrency"]
    # 70 segments: 7 waves at 10, 2 at 50, 1 at 100; each wave as long as the slowest segment
    assert {n: row["waves"] for n, row in projected.items()} == {"10": 7, "50": 2, "100": 1}
    assert projected["50"]["seconds"] == pytest.approx(0.2 + 2 * segment_cpu + 5.0)


def _side(served: float, idle_mb: float) -> dict:
    parts = {"interpreter_seconds": 0.1, "imports_seconds": 0.2, "init_seconds": 1.0, "first_request_seconds": 0.5}
    rss = {
        "init_rss_mb": idle_mb - 10,
        "idle_rss_mb": idle_mb,
        "trimmed_rss_mb": idle_mb - 90,
        "peak_rss_mb": idle_mb + 50,
    }
    return {**parts, **rss, "process_to_served_seconds": served, "other_seconds": served - 1.8}


def test_cold_start_comparison_takes_medians_and_counts_rounds() -> None:
    from bench.coldstart import compare

    official = [_side(2.0, 400.0), _side(2.4, 380.0), _side(2.2, 390.0)]
    result = compare([_side(1.9, 450.0), _side(2.5, 440.0), _side(2.0, 445.0)], official)
    assert result["ours"]["process_to_served_seconds"] == 2.0 and result["official"]["idle_rss_mb"] == 390.0
    assert result["ratio"]["process_to_served_seconds"] == pytest.approx(2.0 / 2.2)
    assert result["round_ratios"] == pytest.approx([0.95, 2.5 / 2.4, 2.0 / 2.2])
    assert result["not_slower_rounds"] == 2 and result["sign_test_p"] == 1.0  # 2 to 1 tells nothing
    slower = compare([_side(2.5, 451.0)] * 3, official)
    assert slower["not_slower_rounds"] == 0 and slower["ratio"]["idle_rss_mb"] == pytest.approx(451.0 / 390.0)
    # The same comparison decides the Lambda-share rounds: 3 of 3 is not yet a significant sign test.
    share = compare([_side(1.5, 450.0)] * 3, [_side(1.6, 400.0)] * 3)
    assert share["not_slower_rounds"] == 3 and share["sign_test_p"] == pytest.approx(0.25)


def _leak(growth: float, live: float | None, live_after: float = 0.0, free: float | None = None) -> dict:
    leak = {
        "requests": 500,
        "texts": 35,
        "all_shapes_seen_at": 40,
        "growth_mb": growth,
        "growth_per_request_kb": growth * 1024 / 490,
        "growth_after_all_shapes_mb": 0.5,
        "python_blocks_growth": 12,
    }
    if live is None:  # a run without glibc's heap figures
        return leak
    return leak | {
        "heap_live_growth_mb": live,
        "heap_live_growth_after_all_shapes_mb": live_after,
        "heap_free_growth_mb": growth - live if free is None else free,
    }


@pytest.mark.parametrize(
    ("growth", "live", "live_after", "free", "cause"),
    [
        (0.3, 0.1, 0.0, None, "flat"),
        (6.0, 0.2, 0.1, None, "allocator"),  # RSS grew, live bytes did not: pages glibc keeps
        (4.0, 3.5, 0.2, None, "arena"),  # live bytes grew only while new shapes came
        (6.0, 5.0, 3.0, None, "leak"),  # live bytes went on growing with no new shape
        (30.0, None, 0.0, None, "arena"),  # RSS alone: growth stopped once every shape was seen
        (2.1, 0.1, -0.4, 0.0, "arena"),  # outside glibc's heap (ORT's arena chunk), only while new shapes came
    ],
)
def test_leak_cause_separates_growth_on_new_shapes_and_kept_pages_from_a_leak(
    growth, live, live_after, free, cause
) -> None:
    leak = _leak(growth, live, live_after, free)
    assert report.leak_cause(leak) == cause


def test_varied_texts_each_have_their_own_length() -> None:
    from bench.texts import VARIED_TEXTS, texts_of_words

    lengths = [len(text) for text in VARIED_TEXTS]
    assert len(set(lengths)) == len(VARIED_TEXTS) == 35
    assert lengths != sorted(lengths)  # shuffled: the largest shape does not come last
    assert texts_of_words(range(2, 5)) == texts_of_words(range(2, 5))  # the same order every run
    assert all(text.endswith(".") and ".." not in text for text in VARIED_TEXTS)


@pytest.mark.parametrize("side", ["ours", "ours_primed", "official"])
def test_cold_start_worker_serves_a_first_request(model_dir, side: str, tmp_path, monkeypatch) -> None:
    from bench import coldstart
    from bench.worker import VENV_PYTHON
    from tools.prepare_model import prepare_model

    monkeypatch.setattr(coldstart, "BUILD", tmp_path)  # where variant_dir puts the prepared copy
    prepare_model(model_dir, coldstart.variant_dir(model_dir, "prepared"))
    answer = coldstart._first_served(side, model_dir, VENV_PYTHON, 1)  # the project venv has the official package
    assert answer["audio_seconds"] > 0 and answer["idle_rss_mb"] >= answer["trimmed_rss_mb"] > 0
    parts = ("interpreter_seconds", "imports_seconds", "init_seconds", "first_request_seconds", "other_seconds")
    assert sum(answer[key] for key in parts) == pytest.approx(answer["process_to_served_seconds"])
    assert all(answer[key] >= 0 for key in parts[:-1])
    if side != "official":  # only the primed side runs Speech.prime() before its first request
        assert (answer["priming_seconds"] > 0) == (side == "ours_primed")


@pytest.mark.parametrize("side", ["ours", "official"])
def test_cold_start_worker_at_lambdas_cpu_share_runs_in_it_with_its_own_threads(
    model_dir, side: str, tmp_path, monkeypatch
) -> None:
    from bench import coldstart
    from bench.cpu_quota import LAMBDA_2048_CPUS, cpu_quota
    from bench.worker import VENV_PYTHON
    from tools.prepare_model import prepare_model

    monkeypatch.setattr(coldstart, "BUILD", tmp_path)  # where variant_dir puts the prepared copy
    monkeypatch.setenv("SUPERTONIC_INTRA_OP_THREADS", "2")  # a setting the bench's own shell may hold
    prepare_model(model_dir, coldstart.variant_dir(model_dir, "prepared"))
    with cpu_quota(LAMBDA_2048_CPUS) as quota:
        answer = coldstart._first_served(side, model_dir, VENV_PYTHON, 2, quota=quota)
        throttling = quota.throttling()
    assert answer["audio_seconds"] > 0
    if throttling:  # a cgroup (else the worker was pinned to one core): the worker's CPU time was counted in it
        assert throttling["periods"] > 0
    # Each side's own default, whatever the shell holds: ours the 2,048 MB share rounded half up; the official
    # package ONNX Runtime's (0: one per core), which it takes only when SUPERTONIC_INTRA_OP_THREADS is unset.
    assert answer["threads"] == (1 if side == "ours" else 0)


def test_rss_steps_worker_records_what_each_step_adds(model_dir, tmp_path, monkeypatch) -> None:
    from bench import coldstart
    from bench.worker import VENV_PYTHON
    from tools.prepare_model import prepare_model

    monkeypatch.setattr(coldstart, "BUILD", tmp_path)  # where variant_dir puts the prepared copy
    prepare_model(model_dir, coldstart.variant_dir(model_dir, "prepared"))
    rows = coldstart._first_served("ours", model_dir, VENV_PYTHON, 1, "rss_steps")["steps"]
    steps = {name: added for name, added, _ in rows}
    seconds = {name: taken for name, _, taken in rows}
    assert list(steps) == [
        "interpreter and harness",
        *coldstart.IMPORT_GROUPS,
        "init",
        "first request",
        "malloc_trim(0)",
    ]
    assert steps["init"] > 0 and steps["malloc_trim(0)"] <= 0
    assert seconds["interpreter and harness"] is None and seconds["init"] > 0 and seconds["first request"] > 0


def test_prepacking_is_measured_per_session_and_paired(model_dir) -> None:
    from bench.coldstart import measure_prepacking

    figures = measure_prepacking(model_dir, reps=1, threads=1)
    creation = figures["creation_seconds"]
    assert (
        set(creation["packed"])
        == set(creation["unpacked"])
        == {
            "duration_predictor",
            "text_encoder",
            "vector_estimator",
            "vocoder",
        }
    )
    assert figures["unpacked_sessions"] == ["duration_predictor", "text_encoder", "vocoder"]
    for text in ("short", "medium"):
        assert figures[text]["n"] == 1 and figures[text]["ours_median"] > 0 and figures[text]["baseline_median"] > 0


def test_the_committed_results_hold_every_headline_figure() -> None:
    """docs/benchmarks.md cites the headline: each of its figures is in bench/results.json, and results.md is
    what the report makes of that file."""
    import json

    results = json.loads((Path(__file__).parents[1] / "bench" / "results.json").read_text())
    shown = [row["measurement"] for row in report.headline(results)]
    assert shown == [label for label, _ in report.HEADLINE]  # a row whose figure is absent is left out
    assert report.findings(results) == results["findings"]
    assert report.headline({}) == []
    assert report.lookup({"a": [{"b": 1}]}, "a/0/b") == 1 and report.lookup({"a": [{"b": 1}]}, "a/1/b") is None
