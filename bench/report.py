"""results.json -> bench/results.md: a headline (one row per figure the docs cite) and, per section, tables built
from the data by one renderer; no number is typed in here. A table is a path into results.json (a mapping or list
of rows), the rows to show (None: all) and its columns, `header=key@format | ...`: `key` a path inside the row
(empty: the row itself), `format` a name in FORMATS (none: as it is).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

FLAT_KB_PER_REQUEST = 50  # below this, RSS growth over the leak check is noise (allocator, logs)
SETTLED_MB = 1.0  # growth below this (after every shape was seen) is noise


def leak_cause(leak: dict[str, Any]) -> str:
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


def rounds(value: dict[str, Any]) -> str:
    """How the rounds of a comparison split: faster rounds (speedup), or not-slower rounds and the sign test."""
    if "sign_test_p" not in value:
        return f"{value['median']:.2f}x, faster in {value['faster_rounds']} of {value['rounds']} rounds"
    p = value["sign_test_p"]
    shown = f"{p:.3f}" if p < 0.01 else f"{p:.2f}"  # 9 of 9 rounds: p = 0.004, not 0.00
    return f"not slower in {value['not_slower_rounds']} of {value['rounds']} rounds, sign test p = {shown}" + (
        ": the rounds do not tell the two apart" if p > 0.05 else ""
    )


FORMATS: dict[str, Callable[[Any], str]] = {  # of values read from results.json
    "": str,
    "ms": lambda seconds: f"{seconds * 1000:.1f} ms",
    "sec": lambda seconds: f"{seconds:.2f} s",
    "pct": lambda ratio: f"{ratio * 100:+.1f}%",
    "mb": lambda value: f"{value:.0f} MB",
    "mb1": lambda value: f"{value:+.1f} MB",
    "mib": lambda size: f"{size / 2**20:.2f} MB",
    "x": lambda value: f"{value:.2f}x",
    "f1": "{:.1f}".format,
    "f2": "{:.2f}".format,
    "f3": "{:.3f}".format,
    "f4": "{:.4f}".format,
    "n": "{:,}".format,
    "chars": "{:,} chars".format,
    "msv": "{} ms".format,  # a value already in milliseconds
    "share": "{:.2%}".format,
    "total": lambda values: str(sum(values)),
    # a paired difference (bench.stats.paired) and its ratio to the baseline
    "diff": lambda pair: f"{pair['overhead_median'] * 1000:.1f} ms ({pair['overhead_ratio'] * 100:+.1f}%)",
    "rounds": rounds,
    "cause": leak_cause,
}


def lookup(results: object, path: str) -> object:
    """`a/b/c` -> results["a"]["b"]["c"] (a number indexes a list); None where it is absent (a failed section)."""
    value = results
    for key in filter(None, path.split("/")):
        if isinstance(value, list) and key.isdigit() and int(key) < len(value):
            value = value[int(key)]
        elif isinstance(value, dict) and key in value:
            value = value[key]
        else:
            return None
    return value


def show(value: object, spec: str) -> str | None:
    """`key@format` applied to one row (or to results for the headline); None where the value is absent."""
    key, _, name = spec.partition("@")
    found = lookup(value, key)
    return None if found is None else FORMATS[name](found)


def table(rows: list[list[str]], headers: list[str]) -> str:
    lines = ["| " + " | ".join(headers) + " |", "|" + "---|" * len(headers)]
    return "\n".join(lines + ["| " + " | ".join(row) + " |" for row in rows])


VS, SHARE, THREADS = "coldstart/vs_official", "coldstart/vs_official/lambda_share", "threads/configs/1.16 vCPU"
CONFIGS, CONCURRENT = "coldstart/configs", "streaming/concurrency"
REAL = "deadline/rows/Supertonic 3 (published RTF)"  # bench/deadline.py's row for the real model
# (what, `path@format`; two joined by " vs " when the figure is a comparison)
HEADLINE = [
    ("warm overhead, short text, outside ONNX Runtime (target 15 ms)", "overhead/sizes/short/outside_onnx@diff"),
    ("warm overhead, short text, end to end", "overhead/sizes/short@diff"),
    ("warm overhead, medium text, outside ONNX Runtime (target 3%)", "overhead/sizes/medium/outside_onnx@diff"),
    ("warm overhead, medium text, end to end", "overhead/sizes/medium@diff"),
    ("cache hit vs synthesis, short text (in-process moto S3)",
        "cache_hit/short/hit_median_seconds@ms vs cache_hit/short/miss_seconds@ms"),
    ("long text, audio s per wall s, ours vs official", "throughput/configs/ours batch 1/audio_per_wall_second@f1"
        " vs throughput/configs/official/audio_per_wall_second@f1"),
    ("long text, ours vs official", "throughput/configs/ours batch 1/vs_official@rounds"),
    ("batch 4 vs batch 1 (a gain must hold in every round)", "throughput/configs/ours batch 4/vs_batch_1@rounds"),
    ("peak RSS, largest synchronous request vs largest job",
        "memory/sync/request_peak_mb@mb vs memory/job/request_peak_mb@mb"),
    ("idle RSS after init vs init peak", "memory/sync/idle_mb@mb vs memory/sync/init_peak_mb@mb"),
    ("RSS growth, request 10 to 500 (target 5 MB)", "memory/leak/growth_mb@mb1"),
    ("the same after every text length was seen", "memory/leak/growth_after_all_shapes_mb@mb1"),
    ("cause of the growth", "memory/leak@cause"),
    ("session creation, prepared vs the hub's files, warm page cache",
        f"{CONFIGS}/prepared, warm cache/sessions_seconds@sec vs {CONFIGS}/onnx, warm cache/sessions_seconds@sec"),
    ("session creation, prepared vs the hub's files, cold page cache",
        f"{CONFIGS}/prepared, cold cache/sessions_seconds@sec vs {CONFIGS}/onnx, cold cache/sessions_seconds@sec"),
    ("language identifier at init (prepared, warm page cache)",
        f"{CONFIGS}/prepared, warm cache/language_detector_seconds@sec"),
    ("cold start to first request served, ours vs official",
        f"{VS}/ours/process_to_served_seconds@sec vs {VS}/official/process_to_served_seconds@sec"),
    ("cold start, ours vs official, 2 threads each", f"{VS}/ratio/process_to_served_seconds@x"),
    ("cold start rounds", f"{VS}@rounds"),
    ("imports, ours vs official", f"{VS}/ours/imports_seconds@sec vs {VS}/official/imports_seconds@sec"),
    ("of ours: FastAPI, starlette, pydantic, Mangum", f"{VS}/rss_steps/ours/2/2@sec"),
    ("init, ours vs official", f"{VS}/ours/init_seconds@sec vs {VS}/official/init_seconds@sec"),
    ("cold start in Lambda's 2,048 MB CPU share, ours vs official", f"{SHARE}/ratio/process_to_served_seconds@x"),
    ("rounds inside the CPU share", f"{SHARE}@rounds"),
    ("idle RSS after the first request, ours vs official", f"{VS}/ours/idle_rss_mb@mb vs {VS}/official/idle_rss_mb@mb"),
    ("first request after priming vs unprimed", f"{VS}/ours_primed/first_request_ratio@x"),
    ("`import handler.main` from the Lambda zips, with bytecode vs from source alone",
        "coldstart/lambda_bytecode/bytecode_seconds@sec vs coldstart/lambda_bytecode/source_seconds@sec"),
    ("request cost of packing weights as they run, short text", "coldstart/prepacking/short@diff"),
    ("the same, medium text", "coldstart/prepacking/medium@diff"),
    ("real-time factor at the 2,048 MB share, default threads vs 2",
        f"{THREADS}, default threads/long/rtf@f3 vs {THREADS}, 2 threads/long/rtf@f3"),
    ("characters per audio second", "chars_per_audio_second@f1"),
    ("first audio, streamed", "streaming/first_byte/ours_first_byte_median@sec"),
    ("first audio vs its first sentence alone (target 1.2x)", "streaming/first_byte/ratio_median@x"),
    ("first audio, supertonic-server", "streaming/first_byte/peer_first_byte_median@sec"),
    ("8 concurrent streamed clients: served vs told 429", f"{CONCURRENT}/served vs {CONCURRENT}/rejected_429"),
    ("first byte p50 vs p95", f"{CONCURRENT}/first_byte_p50@sec vs {CONCURRENT}/first_byte_p95@sec"),
    ("peak RSS, streamed largest request (server) vs official package unstreamed",
        "streaming/memory/ours_streamed/request_peak_mb@mb vs streaming/memory/official_whole/request_peak_mb@mb"),
    ("the long job, projected on Lambda at 50 invocations", "fanout/projection/concurrency/50/seconds@sec"),
    ("of which the assembly", "fanout/projection/assembly_seconds@sec"),
    ("100,000 characters, real model at 2,048 MB, mp3: projected wall vs before",
        "fanout/real_projection/mp3/wall_seconds@sec vs fanout/real_projection/mp3/before_wall_seconds@sec"),
    ("largest synchronous text, Supertonic 3 at 2,048 MB, 300 s timeout", f"{REAL}, 300 s/largest_sync_chars@chars"),
    ("the same, 60 s timeout", f"{REAL}, 60 s/largest_sync_chars@chars"),
    ("/v1/health p95 during the soak (target 200 ms)", "soak/run/health_p95_ms@msv"),
    ("5xx answers during the soak", "soak/run/server_errors"),
    ("longest wait of a client honouring Retry-After, beyond the work running ahead of it",
        "soak/run/busy_wait_over_work_ahead_max_s@sec"),
]  # fmt: skip
START = (
    "interpreter=interpreter_seconds@sec | imports=imports_seconds@sec | init=init_seconds@sec"
    " | first request=first_request_seconds@sec | other (harness)=other_seconds@sec"
    " | process to first request served=process_to_served_seconds@sec"
)
# section -> (title, tables); a table: (path, rows or None for all, "header=key@format | ...")
SECTIONS: dict[str, tuple[str, list[tuple[str, tuple[str, ...] | None, str]]]] = {
    "overhead": ("Warm request overhead: the full path against bare ONNX Runtime on the same inputs", [
        ("overhead/sizes", None,
            "chars=chars | audio=audio_seconds@sec | bare=baseline_median@ms | ours=ours_median@ms | end to end=@diff"
            " | outside ONNX Runtime=outside_onnx@diff | inside ONNX Runtime=onnx/overhead_ratio@pct | pairs=n"
            " | max diff (16-bit steps)=max_difference_lsb"),
        ("cache_hit", None, "miss (synthesis)=miss_seconds@ms | hit=hit_median_seconds@ms"),
    ]),
    "throughput": ("Long-text throughput", [
        ("throughput/configs", None,
            "wall=wall_median@sec | audio s per wall s=audio_per_wall_second@f2 | vs official=vs_official@rounds"
            " | vs batch 1=vs_batch_1@rounds"),
    ]),
    "memory": ("Memory", [
        ("memory", ("sync", "job"),
            "chars=chars@n | idle=idle_mb@mb | init peak=init_peak_mb@mb | request peak=request_peak_mb@mb"
            " | audio=audio_seconds@sec | wall=wall_seconds@sec"),
        ("memory", ("leak",), "requests=requests | RSS after 10=rss_after_10_mb@mb | RSS at the end=rss_after_mb@mb"
            " | growth=growth_mb@mb1 | after every length was seen=growth_after_all_shapes_mb@mb1"
            " | glibc live heap=heap_live_growth_mb@mb1 | cause=@cause"),
    ]),
    "coldstart": ("Cold start", [
        ("coldstart/configs", None, "imports=imports_seconds@sec | language identifier=language_detector_seconds@sec"
            " | sessions=sessions_seconds@sec | process to ready=process_to_ready_seconds@sec"
            " | warm synthesis=warm_synthesis_seconds@sec | peak RSS=peak_rss_mb@mb"),
        ("coldstart/vs_official", ("ours", "official"), START + " | idle RSS=idle_rss_mb@mb"),
        ("coldstart/vs_official/lambda_share", ("ours", "official"), START),
        ("coldstart/vs_official", ("ours_primed",),
            "priming=priming_seconds@sec | first request vs unprimed=first_request_ratio@x"),
        ("coldstart/vs_official/rss_steps/ours", None, "RSS added=1@f1 | seconds=2@f2"),
        ("coldstart/prepacking/creation_seconds", None,
            "duration_predictor=duration_predictor@ms | text_encoder=text_encoder@ms"
            " | vector_estimator=vector_estimator@ms | vocoder=vocoder@ms"),
        ("coldstart", ("lambda_bytecode",), "with bytecode=bytecode_seconds@sec | from source=source_seconds@sec"),
    ]),
    "threads": ("Threads (RTF: wall seconds per audio second)", [
        ("threads/configs", None, "threads=threads | RTF medium=medium/rtf@f3 | RTF long=long/rtf@f3"
            " | CPU s per audio s=long/cpu_per_audio_second@f3"),
    ]),
    "streaming": ("Streaming", [
        ("streaming", ("first_byte",), "chars=chars | first audio=ours_first_byte_median@sec"
            " | first sentence alone=first_sentence_alone_median@sec | ratio=ratio_median@f2"
            " | supertonic-server first audio=peer_first_byte_median@sec"),
        ("streaming/concurrency", ("alone",),
            "first byte=first_byte@sec | audio s per wall s=audio_per_wall_second@f2"),
        ("streaming", ("concurrency",),
            "clients=clients | served=served | 429=rejected_429 | first byte p50=first_byte_p50@sec"
            " | first byte p95=first_byte_p95@sec | audio s per wall s=audio_per_wall_second@f2"),
        ("streaming/memory", ("ours_streamed", "official_whole"), "idle=idle_mb@mb | request peak=request_peak_mb@mb"),
    ]),
    "frontend": ("Text front end, ms per 1,000 characters", [
        ("frontend/languages", None,
            "first call=first_ms@f2 | warm=warm_ms@f2 | of synthesis=share_of_synthesis@share"),
        ("frontend/package_bytes", None, "installed MB=@mib"),
    ]),
    "deadline": ("The deadline arithmetic: the largest synchronous text and its time, by function timeout", [
        ("deadline/rows", None, "s per char=seconds_per_char@f4 | synthesis budget=budget_seconds@sec"
            " | largest sync text=largest_sync_chars@chars | takes=takes_seconds@sec"),
    ]),
    "soak": ("Soak: mixed requests (lexicon-heavy jobs, break-heavy SSML), hostile and never-reading WebSocket"
             " clients and a client honouring Retry-After while /v1/health is timed", [
        ("soak", ("run",), "requests=requests | hostile clients=hostile_clients | hostile frames=hostile_frames"
            " | never-readers=never_readers | dropped within=never_reader_dropped_max_s@sec"
            " | busy waits=busy_waits | longest=busy_wait_max_s@sec"
            " | over the work ahead=busy_wait_over_work_ahead_max_s@sec | wall=wall_seconds@sec"
            " | health probes=health_probes | health p50=health_p50_ms@msv"
            " | health p95 (target 200 ms)=health_p95_ms@msv | health max=health_max_ms@msv | 5xx=server_errors"
            " | machine=cpu"),
    ]),
    "fanout": ("Long jobs in segments", [
        ("fanout/runs", None,
            "format=format | workers=workers | wall=wall_seconds@sec | segments=segments"
            " | segment median=segment_wall/median@sec | segment max=segment_wall/max@sec"
            " | assembly (target 20 s)=assembly_seconds@sec | bytes in /tmp at most=tmp_peak_bytes@total"),
        ("fanout/before/rows", None,
            "assembly before=assembly_seconds@sec | job wall before=wall_seconds@sec | segments=segments"),
        ("fanout/projection/concurrency", None, "waves=waves | projected wall=seconds@sec"),
        ("fanout/real_projection", None,
            "longest segment audio=segment_audio_seconds@sec | its synthesis=segment_synthesis_seconds@sec"
            " | its encoding=segment_encode_seconds@sec | projected wall=wall_seconds@sec"
            " | assembly before=before_assembly_seconds@sec | projected wall before=before_wall_seconds@sec"),
    ]),
}  # fmt: skip


def headline(results: dict[str, Any]) -> list[dict[str, Any]]:
    """The headline rows whose figures were all measured (a section that failed has no data)."""
    rows = []
    for label, specs in HEADLINE:
        shown = [show(results, spec) for spec in specs.split(" vs ")]
        present = [value for value in shown if value is not None]
        if len(present) == len(shown):
            rows.append({"measurement": label, "result": " vs ".join(present)})
    return rows


def findings(results: dict[str, Any]) -> list[str]:
    failed = [f"The {name} section failed: see results.json errors." for name in results.get("errors", {})]
    return [f"{row['measurement']}: {row['result']}" for row in headline(results)] + failed


def section_table(results: dict[str, Any], path: str, names: tuple[str, ...] | None, columns: str) -> str | None:
    """A row per entry of the mapping (or list) at `path`, a column per `header=key@format`; None when absent."""
    found = lookup(results, path)
    if isinstance(found, list):  # a list of rows: named by their first item, else numbered
        found = {str(row[0]) if isinstance(row, list) else str(n): row for n, row in enumerate(found, 1)}
    if not isinstance(found, dict):
        return None
    specs = [column.strip().partition("=") for column in columns.split("|")]
    shown = [name for name in names or found if name in found]
    rows = [[name] + [show(found[name], spec) or "-" for _, _, spec in specs] for name in shown]
    return table(rows, [""] + [header for header, _, _ in specs])


def section(results: dict[str, Any], key: str) -> str:
    """A section's tables (empty when it has no data)."""
    return "\n\n".join(text for spec in SECTIONS[key][1] if (text := section_table(results, *spec)))


def write_markdown(results: dict[str, Any], path: Path) -> None:
    versions = ", ".join(f"{name} {version}" for name, version in results["versions"].items() if version)
    model, measured = results["model"], results.get("measured", {})
    quick = ", quick mode: not for citing" if results.get("quick") else ""
    synthetic = ": synthetic, a test signal with the real tensor sizes, not speech." if model["synthetic"] else "."
    lines = [
        "# Benchmark results",
        "",
        f"Written by `make bench` ({results['date']}{quick}). Generated from results.json; docs/benchmarks.md says "
        "what each number means.",
        "",
        f"- Machine: {results['machine']}; CPU {results['cpu']}, {results['cores']} cores; Python {results['python']}",
        f"- Libraries: {versions}",
        f"- Model: {model['path']} ({model['size_mb']:.0f} MB, revision {model['revision']}){synthetic}",
        "",
        "## Headline",
        "",
        table([[row["measurement"], row["result"]] for row in headline(results)], ["measurement", "result"]),
    ]
    for key in SECTIONS:
        if text := section(results, key):
            when = f" (measured {measured[key]})" if key in measured else ""
            lines += ["", f"## {SECTIONS[key][0]}{when}", "", text]
    path.write_text("\n".join(lines) + "\n")
