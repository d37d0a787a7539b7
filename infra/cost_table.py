"""Print the cost table (markdown) for docs/deploy.md ("Cost") from the measured real-time factor.

    python infra/cost_table.py                      # reads bench/results.json
    python infra/cost_table.py path/to/results.json

Keys read from the results file:
    rtf_lambda_2048          float  compute seconds per second of audio, on Lambda at 2048 MB (required)
    chars_per_audio_second   float  characters of input per second of audio produced (required)
    rtf_lambda_2048_arm64    float  the same on arm64, if measured there (else the arm64 row reuses the first)
    machine, date            str    where and when it was measured (shown under the table)

Lambda cost = compute seconds x 2 GB x the GB-second price, plus one request per 5,000 characters (the
synchronous limit). Excluded: the free tier, init time, SnapStart's cache and restore charges, S3, SQS and
CloudWatch.
"""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import dataclass
from pathlib import Path

# us-east-1 list prices (see the reference notes on Lambda facts).
GB_SECOND = {"x86_64": 0.0000166667, "arm64": 0.0000133334}
PER_REQUEST = 0.20 / 1_000_000
MEMORY_GB = 2048 / 1024
CHARS_PER_REQUEST = 5_000
PER_MILLION_CHARS = {
    "Amazon Polly neural": 16.0,
    "Amazon Polly standard": 4.0,
    "Deepgram Aura (about)": 15.0,
}
DEFAULT_RESULTS = Path(__file__).resolve().parents[1] / "bench" / "results.json"


@dataclass(frozen=True)
class Row:
    option: str
    per_million_chars: float
    per_audio_hour: float


def lambda_cost(chars: float, rtf: float, cps: float, arch: str) -> float:
    compute_seconds = chars / cps * rtf
    return compute_seconds * MEMORY_GB * GB_SECOND[arch] + chars / CHARS_PER_REQUEST * PER_REQUEST


def rows(results: dict) -> list[Row]:
    rtf = _positive(results, "rtf_lambda_2048")
    cps = _positive(results, "chars_per_audio_second")
    rtf_by_arch = {"x86_64": rtf, "arm64": _positive(results, "rtf_lambda_2048_arm64", default=rtf)}
    chars_per_hour = 3600 * cps
    table = [
        Row(
            f"Supertonic on Lambda {arch}, 2048 MB",
            lambda_cost(1_000_000, rtf_by_arch[arch], cps, arch),
            lambda_cost(chars_per_hour, rtf_by_arch[arch], cps, arch),
        )
        for arch in ("arm64", "x86_64")
    ]
    table += [Row(name, price, price * chars_per_hour / 1_000_000) for name, price in PER_MILLION_CHARS.items()]
    return table


def _positive(results: dict, key: str, default: float | None = None) -> float:
    value = results.get(key, default)
    if not isinstance(value, int | float) or isinstance(value, bool) or value <= 0:
        raise SystemExit(f"bench results: {key} must be a positive number; got {value!r}.")
    return float(value)


def dollars(amount: float) -> str:
    return f"${amount:,.2f}" if amount >= 1 else f"${amount:.3f}"  # cents alone would hide Lambda's differences


def markdown(results: dict) -> str:
    lines = ["| option | per 1,000,000 characters | per audio hour |", "| --- | ---: | ---: |"]
    lines += [f"| {r.option} | {dollars(r.per_million_chars)} | {dollars(r.per_audio_hour)} |" for r in rows(results)]
    arm64 = "measured" if "rtf_lambda_2048_arm64" in results else "assumed equal to x86_64"
    lines.append("")
    lines.append(
        f"Real-time factor {results['rtf_lambda_2048']:g} at 2048 MB (arm64: {arm64}), "
        f"{results['chars_per_audio_second']:g} characters per audio second; measured on "
        f"{results.get('machine', 'an unnamed machine')}, {results.get('date', 'undated')}. "
        "Lambda rows exclude the free tier, init and SnapStart charges, S3, SQS and CloudWatch."
    )
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("results", nargs="?", type=Path, default=DEFAULT_RESULTS)
    args = parser.parse_args()
    if not args.results.is_file():
        sys.exit(f"{args.results} not found: run the benchmark first (see bench/).")
    print(markdown(json.loads(args.results.read_text())))


if __name__ == "__main__":
    main()
