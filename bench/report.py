"""results.json -> bench/results.md: per section, tables built from the data by column specs, and the headline
findings (also stored in results.json) computed from the same numbers. No number is typed in here.

    findings(results)                                   # list of sentences
    write_markdown(results, Path("bench/results.md"))
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

FLAT_KB_PER_REQUEST = 50  # below this, RSS growth over the leak check is noise (allocator, logs)
SETTLED_MB = 1.0  # growth below this (after every shape was seen) is noise

Column = tuple[str, Callable[[Any], object]]  # header, and the cell for one row
SESSION_NAMES = ("duration_predictor", "text_encoder", "vector_estimator", "vocoder")


def ms(seconds: float) -> str:
    return f"{seconds * 1000:.1f} ms"


def sec(seconds: float | None) -> str:
    return "-" if seconds is None else f"{seconds:.2f} s"


def pct(ratio: float) -> str:
    return f"{ratio * 100:+.1f}%"


def mb(value: float) -> str:
    return f"{value:.0f} MB"


def table(rows: Iterable, columns: list[Column]) -> str:
    lines = ["| " + " | ".join(header for header, _ in columns) + " |", "|" + "---|" * len(columns)]
    lines += ["| " + " | ".join(str(cell(row)) for _, cell in columns) + " |" for row in rows]
    return "\n".join(lines)


def diff(pair: dict) -> str:
    """A paired difference (bench.stats.paired) and its ratio to the baseline."""
    return f"{ms(pair['overhead_median'])} ({pct(pair['overhead_ratio'])})"


def ratio_text(ratio: dict) -> str:
    return f"{ratio['median']:.2f}x, faster in {ratio['faster_rounds']} of {ratio['rounds']} rounds"


def rounds_text(side_by_side: dict) -> str:
    """Rounds ours was not slower in, and what the sign test makes of that."""
    p = side_by_side["sign_test_p"]
    shown = f"{p:.3f}" if p < 0.01 else f"{p:.2f}"  # 9 of 9 rounds: p = 0.004, not 0.00
    return (
        f"not slower in {side_by_side['not_slower_rounds']} of {side_by_side['rounds']} rounds, sign test p = {shown}"
        + (": the rounds do not tell the two apart" if p > 0.05 else "")
    )


def leak_cause(leak: dict) -> str:
    """Why RSS grew over the leak check: "leak" (live heap bytes still grew once no shape was new), "arena" (live
    bytes grew only while new shapes came), "allocator" (RSS grew with glibc's free bytes: freed pages it keeps),
    or "flat". Without heap figures (other libcs), RSS alone decides."""
    if "heap_live_growth_mb" in leak:
        if leak["heap_live_growth_after_all_shapes_mb"] >= SETTLED_MB:
            return "leak"
        if leak["heap_live_growth_mb"] >= SETTLED_MB:
            return "arena"
        if leak["growth_mb"] < SETTLED_MB:
            return "flat"
        if leak["heap_free_growth_mb"] >= SETTLED_MB:
            return "allocator"
    elif leak["growth_per_request_kb"] < FLAT_KB_PER_REQUEST:
        return "flat"
    return "arena" if leak.get("growth_after_all_shapes_mb", SETTLED_MB) < SETTLED_MB else "leak"


# --- the headline: one row per figure the docs cite, each a path into results.json and a format ----------------


def lookup(results: dict, path: str) -> object:
    """`a/b/c` -> results["a"]["b"]["c"]; None where the section was not measured."""
    value: object = results
    for key in path.split("/"):
        if not isinstance(value, dict) or key not in value:
            return None
        value = value[key]
    return value


def times(value: float) -> str:
    return f"{value:.2f}x"


def rounds(value: dict) -> str:
    return rounds_text(value) if "sign_test_p" in value else ratio_text(value)


VS = "coldstart/vs_official"
SHARE = "coldstart/vs_official/lambda_share"
CACHE, THREADS = "coldstart/configs", "threads/configs/1.16 vCPU"
REAL = "deadline/rows/Supertonic 3 (published RTF)"  # bench/deadline.py's row for the real model
chars = "{:,} chars".format
HEADLINE: list[tuple[str, str, Callable]] = [
    ("warm overhead, short text, outside ONNX Runtime (target 15 ms)", "overhead/sizes/short/outside_onnx", diff),
    ("warm overhead, short text, end to end", "overhead/sizes/short", diff),
    ("warm overhead, medium text, outside ONNX Runtime (target 3%)", "overhead/sizes/medium/outside_onnx", diff),
    ("warm overhead, medium text, end to end", "overhead/sizes/medium", diff),
    ("cache hit, short text (in-process moto S3)", "cache_hit/short/hit_median_seconds", ms),
    ("synthesis of the same, short text", "cache_hit/short/miss_seconds", ms),
    ("long text, ours, audio s per wall s", "throughput/configs/ours batch 1/audio_per_wall_second", "{:.1f}".format),
    ("long text, official package", "throughput/configs/official/audio_per_wall_second", "{:.1f}".format),
    ("long text, ours vs official", "throughput/configs/ours batch 1/vs_official", ratio_text),
    ("batch 4 vs batch 1 (a gain must hold in every round)", "throughput/configs/ours batch 4/vs_batch_1", ratio_text),
    ("peak RSS, largest synchronous request", "memory/sync/request_peak_mb", mb),
    ("peak RSS, largest job", "memory/job/request_peak_mb", mb),
    ("idle RSS after init", "memory/sync/idle_mb", mb),
    ("init peak", "memory/sync/init_peak_mb", mb),
    ("RSS growth, request 10 to 500 (target 5 MB)", "memory/leak/growth_mb", "{:.1f} MB".format),
    ("the same after every text length was seen", "memory/leak/growth_after_all_shapes_mb", "{:+.1f} MB".format),
    ("cause of the growth", "memory/leak", leak_cause),
    ("session creation, prepared files, warm page cache", f"{CACHE}/prepared, warm cache/sessions_seconds", sec),
    ("session creation, the hub's files, warm page cache", f"{CACHE}/onnx, warm cache/sessions_seconds", sec),
    ("session creation, prepared files, cold page cache", f"{CACHE}/prepared, cold cache/sessions_seconds", sec),
    ("session creation, the hub's files, cold page cache", f"{CACHE}/onnx, cold cache/sessions_seconds", sec),
    ("cold start to first request served, ours", f"{VS}/ours/process_to_served_seconds", sec),
    ("cold start to first request served, official package", f"{VS}/official/process_to_served_seconds", sec),
    ("cold start, ours vs official, 2 threads each", f"{VS}/ratio/process_to_served_seconds", times),
    ("cold start rounds", VS, rounds),
    ("imports, ours", f"{VS}/ours/imports_seconds", sec),
    ("imports, official", f"{VS}/official/imports_seconds", sec),
    ("init, ours", f"{VS}/ours/init_seconds", sec),
    ("init, official", f"{VS}/official/init_seconds", sec),
    ("cold start in Lambda's 2,048 MB CPU share, ours vs official", f"{SHARE}/ratio/process_to_served_seconds", times),
    ("rounds inside the CPU share", SHARE, rounds),
    ("idle RSS after the first request, ours", f"{VS}/ours/idle_rss_mb", mb),
    ("idle RSS after the first request, official", f"{VS}/official/idle_rss_mb", mb),
    ("first request after priming vs unprimed", f"{VS}/ours_primed/first_request_ratio", times),
    ("`import handler.main` from the Lambda zips, with bytecode", "coldstart/lambda_bytecode/bytecode_seconds", sec),
    ("the same from source alone", "coldstart/lambda_bytecode/source_seconds", sec),
    ("request cost of packing weights as they run, short text", "coldstart/prepacking/short", diff),
    ("the same, medium text", "coldstart/prepacking/medium", diff),
    ("real-time factor at the 2,048 MB share", f"{THREADS}, default threads/long/rtf", "{:.3f}".format),
    ("the same with 2 threads", f"{THREADS}, 2 threads/long/rtf", "{:.3f}".format),
    ("first audio, streamed", "streaming/first_byte/ours_first_byte_median", sec),
    ("first audio vs its first sentence alone (target 1.2x)", "streaming/first_byte/ratio_median", times),
    ("first audio, supertonic-server", "streaming/first_byte/peer_first_byte_median", sec),
    ("8 concurrent streamed clients: served", "streaming/concurrency/served", str),
    ("told 429", "streaming/concurrency/rejected_429", str),
    ("first byte p50", "streaming/concurrency/first_byte_p50", sec),
    ("first byte p95", "streaming/concurrency/first_byte_p95", sec),
    ("peak RSS, streamed largest request (server)", "streaming/memory/ours_streamed/request_peak_mb", mb),
    ("peak RSS, official package unstreamed", "streaming/memory/official_whole/request_peak_mb", mb),
    ("the long job, projected on Lambda at 50 invocations", "fanout/projection/concurrency/50/seconds", sec),
    ("of which the assembly", "fanout/projection/assembly_seconds", sec),
    ("largest synchronous text, Supertonic 3 at 2,048 MB, 300 s timeout", f"{REAL}, 300 s/largest_sync_chars", chars),
    ("the same, 60 s timeout", f"{REAL}, 60 s/largest_sync_chars", chars),
    ("/v1/health p95 during the soak (target 200 ms)", "soak/run/health_p95_ms", "{} ms".format),
    ("5xx answers during the soak", "soak/run/server_errors", str),
]


def headline(results: dict) -> list[dict]:
    """The headline rows whose figure was measured (a section that failed has no data)."""
    found = [(label, lookup(results, path), show) for label, path, show in HEADLINE]
    return [{"measurement": label, "result": show(value)} for label, value, show in found if value is not None]


def findings(results: dict) -> list[str]:
    return [f"{row['measurement']}: {row['result']}" for row in headline(results)]


# --- section tables: (path to {row: values} in results.json, the rows to show or None for all, columns) ---------

Spec = tuple[str, tuple[str, ...] | None, list[tuple[str, str, Callable]]]
f2, f3 = "{:.2f}".format, "{:.3f}".format
START = [
    ("interpreter", "interpreter_seconds", sec),
    ("imports", "imports_seconds", sec),
    ("init", "init_seconds", sec),
    ("first request", "first_request_seconds", sec),
    ("other (harness)", "other_seconds", sec),
    ("process to first request served", "process_to_served_seconds", sec),
]
SECTIONS: dict[str, tuple[str, list[Spec]]] = {
    "overhead": (
        "Warm request overhead: the full path against bare ONNX Runtime on the same inputs",
        [
            (
                "overhead/sizes",
                None,
                [
                    ("chars", "chars", str),
                    ("audio", "audio_seconds", sec),
                    ("bare", "baseline_median", ms),
                    ("ours", "ours_median", ms),
                    ("end to end", "", diff),
                    ("outside ONNX Runtime", "outside_onnx", diff),
                    ("inside ONNX Runtime", "onnx/overhead_ratio", pct),
                    ("pairs", "n", str),
                    ("max diff (16-bit steps)", "max_difference_lsb", str),
                ],
            ),
            ("cache_hit", None, [("miss (synthesis)", "miss_seconds", ms), ("hit", "hit_median_seconds", ms)]),
        ],
    ),
    "throughput": (
        "Long-text throughput",
        [
            (
                "throughput/configs",
                None,
                [
                    ("wall", "wall_median", sec),
                    ("CPU", "cpu_median", sec),
                    ("audio s per wall s", "audio_per_wall_second", f2),
                    ("vs official", "vs_official", ratio_text),
                    ("vs batch 1", "vs_batch_1", ratio_text),
                ],
            )
        ],
    ),
    "memory": (
        "Memory",
        [
            (
                "memory",
                ("sync", "job"),
                [
                    ("chars", "chars", "{:,}".format),
                    ("idle", "idle_mb", mb),
                    ("init peak", "init_peak_mb", mb),
                    ("request peak", "request_peak_mb", mb),
                    ("audio", "audio_seconds", sec),
                    ("wall", "wall_seconds", sec),
                ],
            ),
            (
                "memory",
                ("leak",),
                [
                    ("requests", "requests", str),
                    ("RSS after 10", "rss_after_10_mb", mb),
                    ("RSS at the end", "rss_after_mb", mb),
                    ("growth", "growth_mb", "{:.1f} MB".format),
                    ("after every length was seen", "growth_after_all_shapes_mb", "{:+.1f} MB".format),
                    ("glibc live heap", "heap_live_growth_mb", "{:+.1f} MB".format),
                    ("cause", "", leak_cause),
                ],
            ),
        ],
    ),
    "coldstart": (
        "Cold start",
        [
            (
                "coldstart/configs",
                None,
                [
                    ("imports", "imports_seconds", sec),
                    ("language identifier", "language_detector_seconds", sec),
                    ("sessions", "sessions_seconds", sec),
                    ("process to ready", "process_to_ready_seconds", sec),
                    ("warm synthesis", "warm_synthesis_seconds", sec),
                    ("peak RSS", "peak_rss_mb", mb),
                ],
            ),
            ("coldstart/vs_official", ("ours", "official"), [*START, ("idle RSS", "idle_rss_mb", mb)]),
            ("coldstart/vs_official/lambda_share", ("ours", "official"), START),
            ("coldstart/vs_official/ours_primed", None, []),
            ("coldstart/prepacking/creation_seconds", None, [(name, name, ms) for name in SESSION_NAMES]),
            (
                "coldstart",
                ("lambda_bytecode",),
                [("with bytecode", "bytecode_seconds", sec), ("from source", "source_seconds", sec)],
            ),
        ],
    ),
    "threads": (
        "Threads (RTF: wall seconds per audio second)",
        [
            (
                "threads/configs",
                None,
                [
                    ("threads", "threads", str),
                    ("RTF medium", "medium/rtf", f3),
                    ("RTF long", "long/rtf", f3),
                    ("CPU s per audio s", "long/cpu_per_audio_second", f3),
                ],
            )
        ],
    ),
    "streaming": (
        "Streaming",
        [
            (
                "streaming",
                ("first_byte",),
                [
                    ("chars", "chars", str),
                    ("first audio", "ours_first_byte_median", sec),
                    ("first sentence alone", "first_sentence_alone_median", sec),
                    ("ratio", "ratio_median", f2),
                    ("supertonic-server first audio", "peer_first_byte_median", sec),
                ],
            ),
            (
                "streaming/concurrency",
                ("alone",),
                [("first byte", "first_byte", sec), ("audio s per wall s", "audio_per_wall_second", f2)],
            ),
            (
                "streaming",
                ("concurrency",),
                [
                    ("clients", "clients", str),
                    ("served", "served", str),
                    ("429", "rejected_429", str),
                    ("first byte p50", "first_byte_p50", sec),
                    ("first byte p95", "first_byte_p95", sec),
                    ("audio s per wall s", "audio_per_wall_second", f2),
                ],
            ),
            (
                "streaming/memory",
                ("ours_streamed", "official_whole"),
                [("idle", "idle_mb", mb), ("request peak", "request_peak_mb", mb)],
            ),
        ],
    ),
    "frontend": (
        "Text front end, ms per 1,000 characters",
        [
            (
                "frontend/languages",
                None,
                [
                    ("first call", "first_ms", f2),
                    ("warm", "warm_ms", f2),
                    ("of synthesis", "share_of_synthesis", "{:.2%}".format),
                ],
            ),
            ("frontend/package_bytes", None, [("installed MB", "", lambda size: f"{size / 2**20:.2f}")]),
        ],
    ),
    "deadline": (
        "The deadline arithmetic: the largest synchronous text and its time, by function timeout (docs/limits.md)",
        [
            (
                "deadline/rows",
                None,
                [
                    ("s per char", "seconds_per_char", "{:.4f}".format),
                    ("synthesis budget", "budget_seconds", sec),
                    ("largest sync text", "largest_sync_chars", chars),
                    ("takes", "takes_seconds", sec),
                ],
            )
        ],
    ),
    "soak": (
        "Soak: mixed requests, slow-pattern texts and hostile WebSocket clients while /v1/health is timed",
        [
            (
                "soak",
                ("run",),
                [
                    ("requests", "requests", str),
                    ("hostile clients", "hostile_clients", str),
                    ("wall", "wall_seconds", sec),
                    ("health probes", "health_probes", str),
                    ("health p50", "health_p50_ms", "{} ms".format),
                    ("health p95 (target 200 ms)", "health_p95_ms", "{} ms".format),
                    ("health max", "health_max_ms", "{} ms".format),
                    ("5xx", "server_errors", str),
                    ("machine", "cpu", str),
                ],
            )
        ],
    ),
    "fanout": (
        "Long jobs in segments",
        [
            (
                "fanout/runs",
                None,
                [
                    ("workers", "workers", str),
                    ("wall", "wall_seconds", sec),
                    ("segments", "segments", str),
                    ("segment CPU median", "segment_cpu/median", sec),
                    ("assembly", "assembly_seconds", sec),
                ],
            ),
            ("fanout/projection/concurrency", None, [("waves", "waves", str), ("projected wall", "seconds", sec)]),
        ],
    ),
}


def section_table(results: dict, path: str, rows: tuple[str, ...] | None, columns: list) -> str | None:
    """One table: a row per entry of the mapping (or list) at `path`, a column per spec; None when absent."""
    found = lookup(results, path)
    if isinstance(found, list):
        found = {str(index + 1): row for index, row in enumerate(found)}
    if not isinstance(found, dict):
        return None
    entries = {name: found[name] for name in (rows or found) if name in found}
    if not columns:  # a flat mapping of numbers: one row, a column per key
        entries, columns = {"": found}, [(key, key, f2) for key in found]
    specs: list[Column] = [("", lambda entry: entry[0])]
    for header, key, show in columns:
        specs.append((header, lambda entry, key=key, show=show: cell(entry[1], key, show)))
    return table(entries.items(), specs)


def cell(row: object, key: str, show: Callable) -> str:
    value = row if key == "" else lookup(row, key) if isinstance(row, dict) else None
    return "-" if value is None else str(show(value))


def write_markdown(results: dict, path: Path) -> None:
    versions = ", ".join(f"{name} {version}" for name, version in results["versions"].items() if version)
    model = results["model"]
    measured = results.get("measured", {})
    lines = [
        "# Benchmark results",
        "",
        f"Written by `make bench` ({results['date']}"
        + (", quick mode: not for citing" if results.get("quick") else "")
        + "). Generated from results.json; docs/benchmarks.md says what each number means.",
        "",
        f"- Machine: {results['machine']}; CPU {results['cpu']}, {results['cores']} cores; Python {results['python']}",
        f"- Libraries: {versions}",
        f"- Model: {model['path']} ({mb(model['size_mb'])}, revision {model['revision']})"
        + (": synthetic, a test signal with the real tensor sizes, not speech." if model["synthetic"] else "."),
        "",
        "## Headline",
        "",
        table(headline(results), [("measurement", lambda r: r["measurement"]), ("result", lambda r: r["result"])]),
    ]
    for key, (title, specs) in SECTIONS.items():
        tables = [text for spec in specs if (text := section_table(results, *spec))]
        if tables:
            when = f" (measured {measured[key]})" if key in measured else ""
            lines += ["", f"## {title}{when}", "", "\n\n".join(tables)]
    path.write_text("\n".join(lines) + "\n")
