"""results.json -> bench/results.md: per section, tables built from the data by column specs, and the headline
findings (also stored in results.json) computed from the same numbers. No number is typed in here.

    findings(results)                                   # list of sentences
    write_markdown(results, Path("bench/results.md"))
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from pathlib import Path

FLAT_KB_PER_REQUEST = 50  # below this, RSS growth over the leak check is noise (allocator, logs)
SETTLED_MB = 1.0  # growth below this (after every shape was seen) is noise

Column = tuple[str, Callable[[dict], object]]  # header, and the cell for one row


def ms(seconds: float) -> str:
    return f"{seconds * 1000:.1f} ms"


def sec(seconds: float | None) -> str:
    return "-" if seconds is None else f"{seconds:.2f} s"


def pct(ratio: float) -> str:
    return f"{ratio * 100:+.1f}%"


def mb(value: float) -> str:
    return f"{value:.0f} MB"


def table(rows: Iterable[dict], columns: list[Column]) -> str:
    lines = ["| " + " | ".join(header for header, _ in columns) + " |", "|" + "---|" * len(columns)]
    lines += ["| " + " | ".join(str(cell(row)) for _, cell in columns) + " |" for row in rows]
    return "\n".join(lines)


def named(mapping: dict, key: str = "name") -> list[dict]:
    """{name: row} as rows that carry their name."""
    return [{key: name, **row} for name, row in mapping.items()]


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
    ("100,000-character job, projected on Lambda at 50 invocations", "fanout/projection/concurrency/50/seconds", sec),
    ("of which the assembly", "fanout/projection/assembly_seconds", sec),
]


def headline(results: dict) -> list[dict]:
    """The headline rows whose figure was measured (a section that failed has no data)."""
    found = [(label, lookup(results, path), show) for label, path, show in HEADLINE]
    return [{"measurement": label, "result": show(value)} for label, value, show in found if value is not None]


def findings(results: dict) -> list[str]:
    return [f"{row['measurement']}: {row['result']}" for row in headline(results)]


# --- tables ----------------------------------------------------------------------------------------------------


def overhead_tables(results: dict) -> list[str]:
    overhead = results["overhead"]
    out = [
        "Full path (function URL event through `handler.main.handler` to the base64 wav body) against bare ONNX "
        "Runtime calls of the same sessions on the same inputs; medians of per-pair differences. Outside ONNX = "
        "wall time minus time inside `session.run` (our code's own cost). Max diff in 16-bit steps (0 = same audio).",
        table(
            named(overhead["sizes"], "text"),
            [
                ("text", lambda r: r["text"]),
                ("chars", lambda r: r["chars"]),
                ("audio", lambda r: f"{r['audio_seconds']:.1f} s"),
                ("bare", lambda r: ms(r["baseline_median"])),
                ("ours", lambda r: ms(r["ours_median"])),
                ("end to end", diff),
                ("outside ONNX", lambda r: diff(r["outside_onnx"])),
                ("ONNX time", lambda r: pct(r["onnx"]["overhead_ratio"])),
                ("pairs", lambda r: r["n"]),
                ("max diff", lambda r: r["max_difference_lsb"]),
            ],
        ),
    ]
    if "cache_hit" in results:
        out.append(
            table(
                named(results["cache_hit"], "text"),
                [
                    ("text", lambda r: r["text"]),
                    ("miss (synthesis)", lambda r: ms(r["miss_seconds"])),
                    ("cache hit (in-process moto S3)", lambda r: ms(r["hit_median_seconds"])),
                ],
            )
        )
    return out


def throughput_tables(results: dict) -> list[str]:
    throughput = results["throughput"]
    return [
        f"The long text, {throughput['steps']} steps, {throughput['threads']} threads on both sides, runs interleaved;"
        " the official package in its own virtualenv on the same model folder.",
        table(
            named(throughput["configs"], "engine"),
            [
                ("engine", lambda r: r["engine"]),
                ("wall", lambda r: sec(r["wall_median"])),
                ("CPU", lambda r: sec(r["cpu_median"])),
                ("audio s per wall s", lambda r: f"{r['audio_per_wall_second']:.2f}"),
                ("vs official", lambda r: ratio_text(r["vs_official"])),
                ("vs batch 1", lambda r: ratio_text(r["vs_batch_1"])),
            ],
        ),
    ]


def memory_tables(results: dict) -> list[str]:
    memory = results["memory"]
    cases = [{"case": "request", **memory["sync"]}, {"case": "job", **memory["job"]}]
    leak = memory["leak"]
    return [
        "Each case in a fresh process on the prepared model, the bucket in a separate moto server process.",
        table(
            cases,
            [
                ("case", lambda r: f"{r['case']}, {r['chars']:,} chars"),
                ("idle", lambda r: mb(r["idle_mb"])),
                ("init peak", lambda r: mb(r["init_peak_mb"])),
                ("request peak", lambda r: mb(r["request_peak_mb"])),
                ("audio", lambda r: f"{r['audio_seconds']:.0f} s"),
                ("wall", lambda r: sec(r["wall_seconds"])),
            ],
        ),
        table(
            [leak],
            [
                ("requests", lambda r: r["requests"]),
                ("text lengths", lambda r: r.get("texts", "-")),
                ("RSS after 10", lambda r: mb(r["rss_after_10_mb"])),
                (f"RSS after {leak['requests']}", lambda r: mb(r["rss_after_mb"])),
                ("growth", lambda r: f"{r['growth_mb']:.1f} MB"),
                ("after every length was seen", lambda r: f"{r.get('growth_after_all_shapes_mb', 0):+.1f} MB"),
                ("glibc live heap", lambda r: f"{r.get('heap_live_growth_mb', 0):+.1f} MB"),
                ("cause", lambda r: leak_cause(r)),
            ],
        ),
        table(
            named(memory.get("ort_versions", {}), "version"),
            [
                ("onnxruntime (bare sessions)", lambda r: r["version"] + (" (pinned)" if r["pinned"] else "")),
                ("requests", lambda r: r["calls"]),
                ("growth", lambda r: f"{r['growth_mb']:.1f} MB"),
                ("per request", lambda r: f"{r['growth_per_request_kb']:.1f} KB"),
            ],
        ),
    ]


START_PARTS = (
    ("interpreter", "interpreter_seconds", sec),
    ("imports", "imports_seconds", sec),
    ("init", "init_seconds", sec),
    ("first request", "first_request_seconds", sec),
    ("other (harness)", "other_seconds", sec),
    ("**process to first request served**", "process_to_served_seconds", sec),
)


def side_by_side(sides: dict, parts: Iterable[tuple[str, str, Callable[[float], str]]]) -> str:
    """One row per part (label, key, format), one column per side, then ours / official."""
    names = list(sides)
    rows = [{"part": label, "show": show, **{name: sides[name][key] for name in names}} for label, key, show in parts]
    columns: list[Column] = [("", lambda r: r["part"])]
    columns += [(name, lambda r, name=name: r["show"](r[name])) for name in names]
    columns.append(("ours / official", lambda r: f"{r['ours'] / r['official']:.2f}x" if r["official"] else "-"))
    return table(rows, columns)


def step_cell(side: str, index: int) -> Callable[[dict], str]:
    """(MB added, seconds) of one rss_steps step: the RSS (index 0) or the time (1)."""

    def cell(row: dict) -> str:
        value = row[side][index]
        return "-" if value is None else (f"{value:+.0f} MB" if index == 0 else sec(value))

    return cell


def coldstart_tables(results: dict) -> list[str]:
    coldstart = results["coldstart"]
    side, share = coldstart["vs_official"], coldstart["vs_official"]["lambda_share"]
    steps = {
        side_name: {name: (added, secs) for name, added, secs in rows} for side_name, rows in side["rss_steps"].items()
    }
    step_rows = [{"step": name, **{s: steps[s].get(name, (None, None)) for s in steps}} for name in steps["ours"]]
    out = [
        f"Process start to engine ready, median of {coldstart['reps']} fresh processes per row; cold cache = the "
        "model files evicted from the page cache first; prepared = weights beside each graph, mapped.",
        table(
            named(coldstart["configs"], "variant"),
            [
                ("variant", lambda r: r["variant"]),
                ("imports", lambda r: sec(r["imports_seconds"])),
                ("language identifier", lambda r: sec(r["language_detector_seconds"])),
                ("sessions", lambda r: sec(r["sessions_seconds"])),
                ("process to ready", lambda r: sec(r["process_to_ready_seconds"])),
                ("warm synthesis", lambda r: sec(r["warm_synthesis_seconds"])),
                ("peak RSS", lambda r: mb(r["peak_rss_mb"])),
            ],
        ),
        f"Ours (prepared model, one function URL event through `handler.main.handler`) against the official package "
        f"(`TTS(model_dir=...)`, `synthesize`), from spawn to the first request served, page cache warm, median of "
        f"{side['rounds']} rounds, each side first in turn; {side['threads']} threads each. Round by round: "
        + ", ".join(f"{ratio:.2f}x" for ratio in side["round_ratios"]),
        side_by_side(
            {"ours": side["ours"], "official": side["official"]},
            (*START_PARTS, ("idle RSS after the first request", "idle_rss_mb", mb)),
        ),
        f"Inside Lambda's CPU share for 2,048 MB ({share['cpus']} vCPU, {share['method']}), each side with its own "
        f"default threads (ours {share['our_threads']:.0f}). Round by round: "
        + ", ".join(f"{ratio:.2f}x" for ratio in share["round_ratios"]),
        side_by_side({"ours": share["ours"], "official": share["official"]}, START_PARTS),
        "Where each side's RSS and start time go (one more process each, step by step):",
        table(
            step_rows,
            [("step", lambda r: r["step"])]
            + [(f"{name} {what}", step_cell(name, i)) for name in steps for i, what in enumerate(("RSS", "time"))],
        ),
    ]
    if "prepacking" in coldstart:
        packing = coldstart["prepacking"]["creation_seconds"]
        out.append(
            table(
                [
                    {"session": name, "packed": packing["packed"][name], "unpacked": packing["unpacked"][name]}
                    for name in packing["packed"]
                ],
                [
                    ("session creation", lambda r: r["session"]),
                    ("packing weights", lambda r: ms(r["packed"])),
                    ("packing as it runs", lambda r: ms(r["unpacked"])),
                ],
            )
        )
    return out


def threads_tables(results: dict) -> list[str]:
    threads = results["threads"]
    return [
        f"RTF = wall seconds per audio second, lower is faster. CPU share: {threads['quota']['method']}.",
        table(
            named(threads["configs"], "configuration"),
            [
                ("configuration", lambda r: r["configuration"]),
                ("threads", lambda r: r["threads"]),
                ("RTF medium", lambda r: f"{r['medium']['rtf']:.3f}"),
                ("RTF long", lambda r: f"{r['long']['rtf']:.3f}"),
                ("CPU s per audio s", lambda r: f"{r['long']['cpu_per_audio_second']:.3f}"),
            ],
        ),
        f"`rtf_lambda_2048` = {threads['rtf_lambda_2048']:.3f}, `chars_per_audio_second` = "
        f"{threads['chars_per_audio_second']:.1f} (read by infra/cost_table.py).",
    ]


def streaming_tables(results: dict) -> list[str]:
    streaming = results["streaming"]
    first, crowd = streaming["first_byte"], streaming["concurrency"]
    servers = [
        {"server": "ours, streamed", "first": first["ours_first_byte_median"], "total": first["ours_total_median"]},
        {"server": "ours, first sentence alone", "first": None, "total": first["first_sentence_alone_median"]},
        {
            "server": "supertonic-server",
            "first": first.get("peer_first_byte_median"),
            "total": first.get("peer_total_median"),
        },
    ]
    return [
        f"Through the local server (uvicorn, OpenAI client, pcm, {first['steps']} steps, cache off), medians of "
        f"{first['reps']} interleaved rounds; {crowd['clients']} concurrent clients of {crowd['chars']} characters.",
        table(
            servers,
            [
                ("server", lambda r: r["server"]),
                ("first byte", lambda r: sec(r["first"])),
                ("total", lambda r: sec(r["total"])),
            ],
        ),
        table(
            [{"clients": 1, **crowd["alone"]}, crowd],
            [
                ("clients", lambda r: r["clients"]),
                ("audio s per wall s", lambda r: f"{r['audio_per_wall_second']:.2f}"),
                ("first byte p50", lambda r: sec(r.get("first_byte_p50", r.get("first_byte")))),
                ("first byte p95", lambda r: sec(r.get("first_byte_p95", r.get("first_byte")))),
                ("429s", lambda r: r.get("rejected_429", 0)),
            ],
        ),
        table(
            named(
                {
                    "ours, streamed (server)": streaming["memory"]["ours_streamed"],
                    "official, whole": streaming["memory"]["official_whole"],
                },
                "process",
            ),
            [
                ("process", lambda r: r["process"]),
                ("idle", lambda r: mb(r["idle_mb"])),
                ("request peak", lambda r: mb(r["request_peak_mb"])),
            ],
        ),
    ]


def frontend_tables(results: dict) -> list[str]:
    frontend = results["frontend"]
    languages = sorted(named(frontend["languages"], "lang"), key=lambda r: -r["warm_ms"])
    return [
        f"Normalisation, chunking and clean-up per 1,000 characters in each language, against synthesis at "
        f"{frontend['synthesis_ms_per_1k']:.0f} ms per 1,000 characters in the same run.",
        table(
            languages,
            [
                ("lang", lambda r: r["lang"]),
                ("first ms / 1k chars", lambda r: f"{r['first_ms']:.2f}"),
                ("warm ms / 1k chars", lambda r: f"{r['warm_ms']:.2f}"),
                ("share of synthesis", lambda r: f"{r['share_of_synthesis']:.2%}"),
            ],
        ),
        table(
            [{"package": name, "bytes": size} for name, size in frontend["package_bytes"].items()],
            [("package", lambda r: r["package"]), ("installed in the layer", lambda r: f"{r['bytes'] / 2**20:.2f} MB")],
        ),
    ]


def fanout_tables(results: dict) -> list[str]:
    fanout = results["fanout"]
    projected = fanout["projection"]
    return [
        f"One {fanout['chars']:,}-character bucket job ({fanout['settings']['format']}), segments of about "
        f"{fanout['settings']['segment_chars']:,} characters, each an invocation of a local worker process.",
        table(
            fanout["runs"],
            [
                ("workers", lambda r: r["workers"]),
                ("wall", lambda r: sec(r["wall_seconds"])),
                ("segments", lambda r: r["segments"]),
                (
                    "segment CPU median / max",
                    lambda r: f"{sec(r['segment_cpu']['median'])} / {sec(r['segment_cpu']['max'])}",
                ),
                ("assembly", lambda r: sec(r["assembly_seconds"])),
                ("peak /tmp", lambda r: f"{max(r['tmp_peak_bytes']) / 2**20:.1f} MB"),
            ],
        ),
        f"Projected on Lambda at 2,048 MB (scaled by {fanout['lambda_factor_basis']}): waves of the slowest segment, "
        "then the assembly; cold starts and queue delays not included.",
        table(
            named(projected["concurrency"], "concurrency"),
            [
                ("concurrent invocations", lambda r: r["concurrency"]),
                ("waves", lambda r: r["waves"]),
                ("projected wall", lambda r: sec(r["seconds"])),
            ],
        ),
    ]


SECTIONS: dict[str, tuple[str, Callable[[dict], list[str]]]] = {
    "overhead": ("Warm request overhead", overhead_tables),
    "throughput": ("Long-text throughput", throughput_tables),
    "memory": ("Memory", memory_tables),
    "coldstart": ("Cold start", coldstart_tables),
    "threads": ("Threads", threads_tables),
    "streaming": ("Streaming", streaming_tables),
    "frontend": ("Text front end", frontend_tables),
    "fanout": ("Long jobs in segments", fanout_tables),
}


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
    for key, (title, tables) in SECTIONS.items():
        if key in results:
            when = f" (measured {measured[key]})" if key in measured else ""
            lines += ["", f"## {title}{when}", ""]
            lines += [line for block in tables(results) for line in (block, "")][:-1]
    path.write_text("\n".join(lines) + "\n")
