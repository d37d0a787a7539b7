"""The deadline arithmetic: how much text a synchronous request may carry, and how long it takes, from measured
speed (docs/limits.md explains each figure). `python -m bench.deadline` prints the table from bench/results.json.
seconds_per_char = rtf / chars_per_audio_second; handler/service/workload.py refuses a plan whose estimate times SAFETY
exceeds the budget, so the largest accepted text is budget / SAFETY / seconds_per_char * speed characters.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from bench import report
from handler.service.workload import SAFETY

RESULTS = Path(__file__).resolve().parent / "results.json"
DEFAULT_SPEED = 1.05
# infra/template.yaml's Timeouts map: function timeout -> SUPERTONIC_TIMEOUT_SECONDS
SYNTHESIS_BUDGETS = {30: 25, 60: 50, 120: 105, 300: 270, 600: 550, 900: 840}
# The real model's published real-time factors (peers' seed deployment report, Supertonic 3 on CPU): 0.85 at
# 1 vCPU, 0.28 at 2 vCPU; Lambda's 2,048 MB share is 1.16 vCPU. Speech runs about 15 characters a second.
REAL_RTF_1_VCPU, REAL_RTF_2_VCPU, LAMBDA_2048_VCPU = 0.85, 0.28, 1.16
REAL_CHARS_PER_AUDIO_SECOND = 15.0


def real_rtf_at_2048() -> float:
    """Linear between the two published points (0.76 at 1.16 vCPU)."""
    share = LAMBDA_2048_VCPU - 1.0
    return REAL_RTF_1_VCPU + share * (REAL_RTF_2_VCPU - REAL_RTF_1_VCPU)


def model_row(name: str, rtf: float, chars_per_audio_second: float) -> dict[str, Any]:
    per_char = rtf / chars_per_audio_second
    budgets = {}
    for timeout, budget in SYNTHESIS_BUDGETS.items():
        chars = int(budget / SAFETY / per_char * DEFAULT_SPEED)
        takes = round(chars * per_char / DEFAULT_SPEED, 1)
        budgets[timeout] = {"budget_seconds": budget, "largest_sync_chars": chars, "takes_seconds": takes}
    row = {"model": name, "rtf": rtf, "chars_per_audio_second": chars_per_audio_second, "seconds_per_char": per_char}
    return row | {"by_function_timeout": budgets}


def figures(results: dict[str, Any]) -> list[dict[str, Any]]:
    """One row per model: the synthetic model as measured (bench/speed.py), the real one as published."""
    rows = []
    if "rtf_lambda_2048" in results and "chars_per_audio_second" in results:
        rows.append(model_row("synthetic (measured)", results["rtf_lambda_2048"], results["chars_per_audio_second"]))
    rows.append(model_row("Supertonic 3 (published RTF)", real_rtf_at_2048(), REAL_CHARS_PER_AUDIO_SECOND))
    return rows


def rows(results: dict[str, Any]) -> dict[str, dict[str, Any]]:
    """A row per model and function timeout: results.json's deadline section."""
    return {
        f"{row['model']}, {timeout} s": {"seconds_per_char": row["seconds_per_char"], **cell}
        for row in figures(results)
        for timeout, cell in row["by_function_timeout"].items()
    }


if __name__ == "__main__":
    results = json.loads(RESULTS.read_text()) if RESULTS.is_file() else {}
    print(report.section({"deadline": {"rows": rows(results)}}, "deadline"))
