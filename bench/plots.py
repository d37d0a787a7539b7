"""Draw the PNG plots from results.json. Needs matplotlib, which the service never imports: `bench/run.py` runs
this file with a Python that has it (the project venv if the `bench` extra is installed, else .venv-bench).

    .venv-bench/bin/python bench/plots.py bench/results.json bench/   # prints the file names it wrote
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402 (after choosing the backend)


def overhead(results: dict, out: Path) -> str | None:
    sizes = results.get("overhead", {}).get("sizes")
    if not sizes:
        return None
    names = list(sizes)
    figure, axis = plt.subplots(figsize=(8, 4))
    views = (("end to end (wall)", lambda r: r), ("outside ONNX Runtime", lambda r: r["outside_onnx"]))
    for offset, (label, pick) in zip((-0.2, 0.2), views, strict=True):
        ratios = [pick(sizes[n])["overhead_ratio"] * 100 for n in names]
        bars = axis.bar([i + offset for i in range(len(names))], ratios, 0.4, label=label)
        labels = [f"{pick(sizes[n])['overhead_median'] * 1000:+.1f} ms" for n in names]
        axis.bar_label(bars, labels=labels, fontsize=8)
    axis.axhline(3.0, color="red", linestyle="--", linewidth=1, label="medium target (3%)")
    axis.axhline(0.0, color="black", linewidth=0.5)
    axis.set_xticks(range(len(names)), [f"{n}\n{sizes[n]['audio_seconds']:.0f} s audio" for n in names])
    axis.set_ylabel("overhead, % of the bare model time")
    axis.set_title("Warm request overhead: full Lambda path vs bare sessions (medians of pairs)")
    axis.legend(fontsize=8)
    return _save(figure, out / "overhead.png")


def throughput(results: dict, out: Path) -> str | None:
    rows = results.get("throughput", {}).get("configs")
    if not rows:
        return None
    figure, axis = plt.subplots(figsize=(7, 4))
    names = list(rows)
    values = [rows[n]["audio_per_wall_second"] for n in names]
    bars = axis.bar(names, values, color=["grey"] + ["tab:blue"] * (len(names) - 1))
    axis.bar_label(bars, fmt="%.1f")
    axis.set_ylabel("audio seconds per wall second")
    axis.set_title("Long-text throughput (higher is better)")
    return _save(figure, out / "throughput.png")


def threads(results: dict, out: Path) -> str | None:
    rows = results.get("threads", {}).get("configs")
    if not rows:
        return None
    figure, axis = plt.subplots(figsize=(7, 4))
    names = list(rows)
    values = [rows[n]["long"]["rtf"] for n in names]
    bars = axis.bar([n.replace(", ", "\n") for n in names], values)
    axis.bar_label(bars, fmt="%.3f")
    axis.set_ylabel("real-time factor (lower is faster)")
    axis.set_title("Long text, by thread count and CPU share")
    return _save(figure, out / "threads.png")


def memory(results: dict, out: Path) -> str | None:
    data = results.get("memory")
    if not data:
        return None
    figure, (over_time, per_request) = plt.subplots(1, 2, figsize=(12, 4))
    for key, label in (("sync", "synchronous request"), ("job", "job")):
        series = data[key]["series"]
        over_time.plot([t for t, _ in series], [m for _, m in series], label=f"{label}, {data[key]['chars']:,} chars")
    over_time.set_xlabel("seconds into the request")
    over_time.set_ylabel("RSS (MB)")
    over_time.set_title("RSS during the largest requests")
    over_time.legend()
    leak = data["leak"]["series"]
    per_request.plot([n for n, _ in leak], [m for _, m in leak], label="full path (pinned onnxruntime)")
    for version, row in data.get("ort_versions", {}).items():
        series = row["series"]
        per_request.plot([n for n, _ in series], [m for _, m in series], label=f"bare sessions, onnxruntime {version}")
    per_request.set_xlabel("warm requests")
    per_request.set_ylabel("RSS (MB)")
    per_request.set_title("RSS over warm requests (leak check)")
    per_request.legend(fontsize=8)
    return _save(figure, out / "memory.png")


def coldstart(results: dict, out: Path) -> str | None:
    rows = results.get("coldstart", {}).get("configs")
    if not rows:
        return None
    parts = (
        ("interpreter_seconds", "interpreter"),
        ("imports_seconds", "imports"),
        ("language_detector_seconds", "language identifier"),
        ("config_seconds", "config + indexer"),
        ("voices_seconds", "voices"),
        ("sessions_seconds", "sessions"),
        ("other_init_seconds", "other init"),
    )
    figure, axis = plt.subplots(figsize=(8, 4))
    names = list(rows)
    left = [0.0] * len(names)
    for key, label in parts:
        values = [rows[n][key] for n in names]
        axis.barh(names, values, left=left, label=label)
        left = [a + b for a, b in zip(left, values, strict=True)]
    axis.invert_yaxis()
    axis.set_xlabel("seconds from process start")
    axis.set_title("Cold start, by part")
    axis.legend(fontsize=8)
    return _save(figure, out / "coldstart.png")


def _save(figure: plt.Figure, path: Path) -> str:
    figure.tight_layout()
    figure.savefig(path, dpi=110)
    plt.close(figure)
    return path.name


def main() -> None:
    results = json.loads(Path(sys.argv[1]).read_text())
    out = Path(sys.argv[2])
    for draw in (overhead, throughput, threads, memory, coldstart):
        name = draw(results, out)
        if name:
            print(name)


if __name__ == "__main__":
    main()
