"""infra/cost_table.py on sample benchmark results."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

ROOT = Path(__file__).resolve().parents[1]
SCRIPT = ROOT / "infra" / "cost_table.py"
sys.path.insert(0, str(ROOT / "infra"))

import cost_table  # noqa: E402

SAMPLE = {"rtf_lambda_2048": 0.5, "chars_per_audio_second": 10.0, "machine": "Lambda x86_64", "date": "2026-12-01"}


def run(tmp_path: Path, results: dict | None) -> subprocess.CompletedProcess:
    path = tmp_path / "results.json"
    if results is not None:
        path.write_text(json.dumps(results))
    return subprocess.run([sys.executable, str(SCRIPT), str(path)], capture_output=True, text=True)


def table(markdown: str) -> dict[str, tuple[str, str]]:
    rows = [line.strip("|").split("|") for line in markdown.splitlines() if line.startswith("| ")][1:]
    return {cells[0].strip(): (cells[1].strip(), cells[2].strip()) for cells in rows}


def test_prints_the_markdown_table_computed_by_hand(tmp_path):
    result = run(tmp_path, SAMPLE)
    assert result.returncode == 0, result.stderr
    rows = table(result.stdout)
    # 1M characters = 100,000 s of audio = 50,000 compute seconds = 100,000 GB-s at 2 GB; 200 requests.
    assert rows["Supertonic on Lambda x86_64, 2048 MB"] == ("$1.67", "$0.060")  # 3,600 GB-s per audio hour
    assert rows["Supertonic on Lambda arm64, 2048 MB"] == ("$1.33", "$0.048")
    # An audio hour is 36,000 characters at 10 per second.
    assert rows["Amazon Polly neural"] == ("$16.00", "$0.576")
    assert rows["Amazon Polly standard"] == ("$4.00", "$0.144")
    assert rows["Deepgram Aura (about)"] == ("$15.00", "$0.540")
    assert "Lambda x86_64, 2026-12-01" in result.stdout and "assumed equal to x86_64" in result.stdout


def test_a_measured_arm64_rtf_is_used_for_the_arm64_row(tmp_path):
    rows = table(run(tmp_path, {**SAMPLE, "rtf_lambda_2048_arm64": 1.0}).stdout)
    assert rows["Supertonic on Lambda arm64, 2048 MB"] == ("$2.67", "$0.096")
    assert rows["Supertonic on Lambda x86_64, 2048 MB"] == ("$1.67", "$0.060")


@given(rtf=st.floats(0.01, 5), cps=st.floats(5, 30))
def test_lambda_cost_scales_with_the_real_time_factor(rtf, cps):
    one = cost_table.lambda_cost(1_000_000, rtf, cps, "x86_64")
    two = cost_table.lambda_cost(1_000_000, 2 * rtf, cps, "x86_64")
    requests = 1_000_000 / 5_000 * 0.20 / 1_000_000
    assert two - requests == pytest.approx(2 * (one - requests))
    assert cost_table.lambda_cost(1_000_000, rtf, cps, "arm64") < one


def test_missing_results_say_to_run_the_benchmark(tmp_path):
    result = run(tmp_path, None)
    assert result.returncode != 0 and "run the benchmark" in result.stderr


@pytest.mark.parametrize(
    "results",
    [{"chars_per_audio_second": 10}, {**SAMPLE, "rtf_lambda_2048": 0}, {**SAMPLE, "chars_per_audio_second": "x"}],
)
def test_bad_results_name_the_key(tmp_path, results):
    result = run(tmp_path, results)
    assert result.returncode != 0
    assert "rtf_lambda_2048" in result.stderr or "chars_per_audio_second" in result.stderr
