"""Worker: RSS growth over many bare ONNX Runtime syntheses, for comparing onnxruntime versions. Needs only
numpy and onnxruntime, so it runs in throwaway virtualenvs (build/venv-ort-<version>).

    build/venv-ort-1.24.4/bin/python -m bench.leak_bare '{"model_dir": "build/bench-model", "threads": 2}'
    stdin:  {"calls": 200, "texts": ["<en>Hello.</en>", ...], "steps": 2}
    stdout: {"onnxruntime": "1.24.4", "rss_after_10_mb": ..., "rss_after_mb": ..., "series": [[call, mb], ...]}
"""

from __future__ import annotations

import gc
from pathlib import Path

from bench.stats import MB, rss_bytes
from bench.worker import args, serve

WARM_CALLS = 10


def handle(command: dict) -> dict:
    import onnxruntime as ort

    from bench.bare import NAMES, load_bare, synthesize

    start = args()
    model = load_bare(Path(start["model_dir"]), start["threads"])
    texts, steps, calls = command["texts"], command["steps"], command["calls"]
    series = []
    marks = {}
    for call in range(1, calls + 1):
        synthesize(model, [texts[call % len(texts)]], voice="M1", seed=call, steps=steps, speed=1.05)
        if call in (WARM_CALLS, calls) or call % 10 == 0:
            gc.collect()
            rss = rss_bytes() / MB
            series.append((call, round(rss, 1)))
            marks[call] = rss
    session_runs = (len(NAMES) - 1 + steps) * (calls - WARM_CALLS)
    growth = marks[calls] - marks[WARM_CALLS]
    return {
        "onnxruntime": ort.__version__,
        "calls": calls,
        "rss_after_10_mb": marks[WARM_CALLS],
        "rss_after_mb": marks[calls],
        "growth_mb": growth,
        "growth_per_request_kb": growth * 1024 / (calls - WARM_CALLS),
        "growth_per_session_run_kb": growth * 1024 / session_runs,
        "series": series,
    }


if __name__ == "__main__":
    serve(handle)
