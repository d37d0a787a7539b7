"""Turn results.json into bench/results.md: tables of measured numbers and the findings they support.

Every number and every finding below is computed from the results dict; nothing here is typed in by hand.

    findings(results)        # list of sentences (also stored in results.json)
    write_markdown(results, Path("bench/results.md"), plots=["overhead.png", ...])
"""

from __future__ import annotations

import statistics
from pathlib import Path

SHORT_TARGET_SECONDS = 0.015
MEDIUM_TARGET_RATIO = 0.03
WORTHWHILE_GAIN = 0.05  # a change must buy at least 5% to be recommended
FLAT_KB_PER_REQUEST = 50  # below this, RSS growth over the leak check is noise (allocator, logs)
LEAK_TARGET_MB = 5.0  # RSS growth from warm request 10 to 500 through the full path
SETTLED_MB = 1.0  # growth below this (after every shape was seen, or with the arena off) is noise


def ms(seconds: float) -> str:
    return f"{seconds * 1000:.1f} ms"


def sec(seconds: float) -> str:
    return f"{seconds:.2f} s"


def pct(ratio: float) -> str:
    return f"{ratio * 100:+.1f}%"


def mb(value: float) -> str:
    return f"{value:.0f} MB"


def table(header: list[str], rows: list[list[str]]) -> str:
    lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    lines += ["| " + " | ".join(str(cell) for cell in row) + " |" for row in rows]
    return "\n".join(lines)


def verdict(ok: bool) -> str:
    return "yes" if ok else "**no**"


# --- findings -----------------------------------------------------------------------------------------------


def _target_met(size: str, overhead: float, ratio: float) -> bool | None:
    if size == "short":
        return overhead < SHORT_TARGET_SECONDS
    if size == "medium":
        return ratio < MEDIUM_TARGET_RATIO
    return None


def _overhead_findings(overhead: dict) -> list[str]:
    out = []
    for size, row in overhead["sizes"].items():
        if size not in ("short", "medium"):
            continue
        target = ms(SHORT_TARGET_SECONDS) if size == "short" else f"{MEDIUM_TARGET_RATIO * 100:.0f}%"
        outside = row["outside_onnx"]
        own_code = _target_met(size, outside["overhead_median"], outside["overhead_ratio"])
        end_to_end = _target_met(size, row["overhead_median"], row["overhead_ratio"])
        out.append(
            f"{size.capitalize()} request (target under {target}): our code adds {ms(outside['overhead_median'])} "
            f"({pct(outside['overhead_ratio'])}) outside ONNX Runtime, target "
            + ("met" if own_code else "missed")
            + f". End to end the pairs differ by {ms(row['overhead_median'])} ({pct(row['overhead_ratio'])}, "
            + ("met" if end_to_end else "missed")
            + f"); the time inside ONNX Runtime, identical calls on both sides, differs by "
            f"{pct(row['onnx']['overhead_ratio'])}, which is the machine's noise in the end-to-end figure."
        )
    different = [size for size, row in overhead["sizes"].items() if row["max_difference_lsb"] != 0]
    if different:
        out.append(f"The full path's audio differs from the bare loop's for {', '.join(different)}: check inputs.")
    return out


def ratio_text(ratio: dict) -> str:
    return f"{ratio['median']:.2f}x, faster in {ratio['faster_rounds']} of {ratio['rounds']} rounds"


def consistent_gain(ratio: dict) -> bool:
    """Faster in every round (at least 3), by at least WORTHWHILE_GAIN at the median."""
    return ratio["rounds"] >= 3 and ratio["min"] > 1 and ratio["median"] - 1 >= WORTHWHILE_GAIN


def _throughput_findings(throughput: dict) -> list[str]:
    rows = throughput["configs"]
    ours = rows["ours batch 1"]
    official = rows["official"]
    out = [
        f"Long text: ours (batch 1) makes {ours['audio_per_wall_second']:.1f} audio seconds per wall second, the "
        f"official package {official['audio_per_wall_second']:.1f} on the same model, text, steps and threads "
        f"(ours {ratio_text(ours['vs_official'])}; CPU time {pct(ours['cpu_median'] / official['cpu_median'] - 1)})."
    ]
    batched = {name: row for name, row in rows.items() if name.startswith("ours batch") and name != "ours batch 1"}
    best_name, best = max(batched.items(), key=lambda item: item[1]["vs_batch_1"]["median"])
    size = best_name.rsplit(" ", 1)[-1]
    if consistent_gain(best["vs_batch_1"]) and best["cpu_median"] < ours["cpu_median"]:
        out.append(
            f"Batching helps: batch size {size} against 1 is {ratio_text(best['vs_batch_1'])}, with "
            f"{pct(best['cpu_median'] / ours['cpu_median'] - 1)} CPU time. Change the default "
            f"SUPERTONIC_BATCH_SIZE to {size}."
        )
    else:
        out.append(
            f"Batching gives no consistent gain: the best batch size ({size}) against 1 is "
            f"{ratio_text(best['vs_batch_1'])} (CPU time {pct(best['cpu_median'] / ours['cpu_median'] - 1)}). "
            "Keep SUPERTONIC_BATCH_SIZE=1 (it also delivers the first chunk earliest)."
        )
    return out


def _memory_findings(memory: dict) -> list[str]:
    out = []
    sync, job, leak = memory["sync"], memory["job"], memory["leak"]
    out.append(
        f"Peak RSS is {mb(sync['request_peak_mb'])} for a {sync['chars']:,}-character synchronous request and "
        f"{mb(job['request_peak_mb'])} for a {job['chars']:,}-character job (idle after init: "
        f"{mb(sync['idle_mb'])}; init peak {mb(sync['init_peak_mb'])})."
    )
    out.append(_leak_finding(leak))
    versions = memory.get("ort_versions", {})
    pinned = next((v for v, row in versions.items() if row["pinned"]), None)
    for version, row in versions.items():
        if version == pinned:
            continue
        worse = row["growth_per_request_kb"] - versions[pinned]["growth_per_request_kb"]
        out.append(
            f"onnxruntime {version} grows {row['growth_per_request_kb']:.1f} KB per request on bare sessions "
            f"against {versions[pinned]['growth_per_request_kb']:.1f} KB for the pinned {pinned}: "
            + (
                f"the reported growth holds ({worse:.0f} KB per request more); keep the pin."
                if worse >= FLAT_KB_PER_REQUEST
                else f"no growth beyond {FLAT_KB_PER_REQUEST} KB per request on this model, so the report does "
                "not reproduce here (it may need the real model's operators: rerun with --model-dir)."
            )
        )
    return out


def leak_cause(leak: dict) -> str:
    """Why RSS grew over the leak check: "leak" (live heap bytes, or RSS outside glibc's heap, still grew once no
    shape was new), "arena" (live bytes, or ONNX Runtime's arena outside glibc's heap, grew only while new shapes
    came), "allocator" (RSS grew with glibc's free bytes: freed pages it keeps), or "flat". Without heap figures
    (older runs, other libcs), RSS alone decides."""
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


LEAK_CAUSES = {
    "flat": "flat.",
    "arena": "live memory (ONNX Runtime's arena among it) grew only while new tensor shapes arrived, then stayed "
    "flat: arena growth on new shapes, not a leak.",
    "allocator": "live heap bytes stayed flat while glibc's free bytes grew: freed pages the allocator keeps "
    "(malloc_trim hands them back), not a leak.",
    "leak": "live memory goes on growing with no new shapes: a leak; investigate before release.",
}


def _leak_finding(leak: dict) -> str:
    growth, cause = leak["growth_mb"], leak_cause(leak)
    text = (
        f"Leak check: RSS grew {growth:.1f} MB from request 10 to {leak['requests']} "
        f"({leak['growth_per_request_kb']:.1f} KB per request; target at most {LEAK_TARGET_MB:.0f} MB: "
        f"{verdict(growth <= LEAK_TARGET_MB)})"
    )
    if "heap_live_growth_mb" not in leak:
        return f"{text}: {LEAK_CAUSES[cause]}"
    return (
        f"{text}; glibc's live heap bytes {leak['heap_live_growth_mb']:+.1f} MB "
        f"({leak['heap_live_growth_after_all_shapes_mb']:+.1f} MB after all {leak['texts']} text lengths had been "
        f"sent), its free bytes {leak['heap_free_growth_mb']:+.1f} MB, Python objects "
        f"{leak['python_blocks_growth']:+,} blocks: {LEAK_CAUSES[cause]}"
    )


def _coldstart_findings(coldstart: dict) -> list[str]:
    rows = coldstart["configs"]
    out = []
    for cache in ("cold", "warm"):
        base = rows[f"onnx, {cache} cache"]
        for variant in [v for v in ("prepared", "optimized", "ort") if f"{v}, {cache} cache" in rows]:
            row = rows[f"{variant}, {cache} cache"]
            saved = base["sessions_seconds"] - row["sessions_seconds"]
            ratio = saved / base["sessions_seconds"]
            slower = row["warm_synthesis_seconds"] / base["warm_synthesis_seconds"] - 1
            out.append(
                f"{cache.capitalize()} page cache, {variant} files: session creation {sec(row['sessions_seconds'])} "
                f"against {sec(base['sessions_seconds'])} ({pct(-ratio)}); warm synthesis {pct(slower)}; "
                f"peak RSS {mb(row['peak_rss_mb'])} against {mb(base['peak_rss_mb'])}."
            )
    detector = statistics.median(row["language_detector_seconds"] for row in rows.values())
    ready = rows["onnx, cold cache"]["process_to_ready_seconds"]
    out.append(
        f"Loading the language identifier takes {sec(detector)} of init ({detector / ready * 100:.0f}% of "
        f"{sec(ready)} from process start to ready on a cold cache)."
    )
    cold = rows["onnx, cold cache"]
    variants = [v for v in ("prepared", "optimized", "ort") if f"{v}, cold cache" in rows]
    best = min(variants, key=lambda v: rows[f"{v}, cold cache"]["sessions_seconds"])
    best_row = rows[f"{best}, cold cache"]
    saved = cold["sessions_seconds"] - best_row["sessions_seconds"]
    speed_cost = best_row["warm_synthesis_seconds"] / cold["warm_synthesis_seconds"] - 1
    if saved / cold["sessions_seconds"] >= 0.2 and saved >= 0.1 and speed_cost < WORTHWHILE_GAIN:
        out.append(f"The {best} files win clearly: {sec(saved)} less session creation on a cold start.")
    else:
        out.append(f"No variant wins clearly (best: {best}, {sec(saved)} saved on a cold start).")
    if "prepared" in variants:  # what is deployed; `optimized` would also tie the files to one ORT release and CPU
        warm = rows["onnx, warm cache"]
        row = rows["prepared, warm cache"]
        out.append(
            f"Deployed: the prepared files (weights beside each graph, mapped): session creation "
            f"{sec(row['sessions_seconds'])} against {sec(warm['sessions_seconds'])} for the shipped files with the "
            f"page cache warm, {sec(rows['prepared, cold cache']['sessions_seconds'])} against "
            f"{sec(cold['sessions_seconds'])} cold; warm synthesis "
            f"{pct(row['warm_synthesis_seconds'] / warm['warm_synthesis_seconds'] - 1)}."
        )
    if "vs_official" in coldstart:
        out += _vs_official_findings(coldstart["vs_official"])
    return out + _prepacking_text(coldstart.get("prepacking")) + _bytecode_text(coldstart.get("lambda_bytecode"))


def _prepacking_text(figures: dict | None) -> list[str]:
    """Weight prepacking per session, and what leaving it to the once-per-chunk sessions' runs costs a request."""
    if not figures:
        return []
    packed, unpacked = figures["creation_seconds"]["packed"], figures["creation_seconds"]["unpacked"]
    per_session = ", ".join(f"{name.replace('_', ' ')} {ms(packed[name])} / {ms(unpacked[name])}" for name in packed)
    names = figures["unpacked_sessions"]
    saved = sum(packed[name] - unpacked[name] for name in names)
    costs = " and ".join(
        f"{ms(figures[text]['overhead_median'])} ({pct(figures[text]['overhead_ratio'])}) on the {text} text"
        for text in ("short", "medium")
    )
    return [
        f"Weight prepacking (bench/prepacking.py, prepared files, page cache warm): session creation with / without "
        f"it: {per_session}. With the once-per-chunk sessions ({', '.join(names)}) left to pack as they run, as an "
        f"init a request waits for loads them: {sec(saved)} less session creation, and warm synthesis changes by "
        f"{costs} (median of {figures['reps']} back-to-back pairs)."
    ]


def _bytecode_text(figures: dict | None) -> list[str]:
    """The zip artifacts with their bytecode against without it (bench/bytecode.py)."""
    if not figures:
        return []
    if "skipped" in figures:
        return [f"Lambda's zip artifacts with and without bytecode: not measured ({figures['skipped']})."]
    return [
        f"Lambda's zip artifacts (layer and function, {figures['interpreter']}): `import handler.main` takes "
        f"{sec(figures['bytecode_seconds'])} with the bytecode layers/build.py compiles into them, against "
        f"{sec(figures['source_seconds'])} from source alone ({figures['ratio']:.2f}x round by round, median of "
        f"{figures['rounds']}): Lambda's code folders are read-only, so without it every init compiles what it "
        "imports."
    ]


def _sign_test(side_by_side: dict) -> str:
    """How far the rounds tell the two sides apart (runs before the sign test was recorded say nothing)."""
    p = side_by_side.get("sign_test_p")
    if p is None:
        return ""
    shown = f"{p:.3f}" if p < 0.01 else f"{p:.2f}"  # 9 of 9 rounds: p = 0.004, not 0.00
    return f", sign test p = {shown}" + (": the rounds do not tell the two apart" if p > 0.05 else "")


def _rounds_text(side_by_side: dict) -> str:
    """How many rounds ours was not slower in, and what the sign test makes of that."""
    rounds = f"not slower in {side_by_side['not_slower_rounds']} of {side_by_side['rounds']} rounds"
    return rounds + _sign_test(side_by_side)


def _round_ratios(side_by_side: dict) -> str:
    return ", ".join(f"{ratio:.2f}x" for ratio in side_by_side["round_ratios"])


def _lambda_share_finding(share: dict | None) -> str:
    if not share:
        return ""
    speed = share["targets"]["process_to_served"]
    return (
        f" Inside Lambda's CPU share for 2,048 MB, each side with its own default threads: ours "
        f"{sec(speed['ours'])} against {sec(speed['limit'])} ({share['ratio']['process_to_served_seconds']:.2f}x, "
        f"{_rounds_text(share)})."
    )


def _vs_official_findings(side_by_side: dict) -> list[str]:
    ours, official = side_by_side["ours"], side_by_side["official"]
    speed, rss = side_by_side["targets"]["process_to_served"], side_by_side["targets"]["idle_rss"]
    shipped = side_by_side.get("ours_shipped")
    also = (
        f" Ours on the shipped files, not prepared: {sec(shipped['process_to_served_seconds'])}, idle RSS "
        f"{mb(shipped['idle_rss_mb'])}."
        if shipped
        else ""
    )
    return [
        f"Process start to first request served: ours {sec(speed['ours'])} against the official package's "
        f"{sec(speed['limit'])} ({side_by_side['ratio']['process_to_served_seconds']:.2f}x, "
        f"{_rounds_text(side_by_side)}; target at most the official: "
        f"{verdict(speed['met'])}). Imports {sec(ours['imports_seconds'])} against {sec(official['imports_seconds'])}, "
        f"init {sec(ours['init_seconds'])} against {sec(official['init_seconds'])}.{also}"
        + _lambda_share_finding(side_by_side.get("lambda_share")),
        f"Idle RSS after the first request: ours {mb(rss['ours'])} against the official package's "
        f"{mb(official['idle_rss_mb'])} (target at most {mb(rss['limit'])}: {verdict(rss['met'])}); peak "
        f"{mb(ours['peak_rss_mb'])} against {mb(official['peak_rss_mb'])}. After malloc_trim(0), which hands back "
        f"the heap pages glibc kept from session creation: {mb(ours['trimmed_rss_mb'])} against "
        f"{mb(official['trimmed_rss_mb'])}.",
    ]


def _threads_findings(threads: dict) -> list[str]:
    rows = threads["configs"]
    default = rows["1.16 vCPU, default threads"]
    two = rows["1.16 vCPU, 2 threads"]
    cpu_ratio = two["long"]["cpu_per_audio_second"] / default["long"]["cpu_per_audio_second"] - 1
    if consistent_gain(two["vs_default"]):
        verdict_text = "so 2 threads are consistently faster at 2,048 MB: revisit the rounding rule."
    else:
        verdict_text = (
            f"no consistent gain for the extra CPU, so {default['threads']} thread (the CPU share rounded half up) "
            "is the right default at 2,048 MB."
        )
    return [
        f"At the 2,048 MB share ({threads['quota']['cpus']} vCPU, {threads['quota']['method']}), the default "
        f"picks {default['threads']} thread(s), RTF {default['long']['rtf']:.3f}; 2 threads give RTF "
        f"{two['long']['rtf']:.3f} ({ratio_text(two['vs_default'])}; {pct(cpu_ratio)} CPU per audio second): "
        + verdict_text
    ]


def _streaming_findings(streaming: dict) -> list[str]:
    first = streaming["first_byte"]
    ratio = first["ratio_median"]
    return [
        f"Streaming: first audio of a {first['chars']}-character text arrives in "
        f"{sec(first['ours_first_byte_median'])}, {ratio:.2f}x the time to synthesise its first sentence alone "
        f"(target <= {first['ratio_target']}x: {verdict(ratio <= first['ratio_target'])})."
    ]


def _fanout_findings(fanout: dict) -> list[str]:
    projected = fanout["projection"]
    target, at = projected["target_seconds"], str(projected["target_concurrency"])
    seconds = projected["concurrency"][at]["seconds"]
    fastest = min(fanout["runs"], key=lambda row: row["wall_seconds"])
    return [
        f"Long jobs: a {fanout['chars']:,}-character job in {fastest['segments']} segments took "
        f"{sec(fastest['wall_seconds'])} with {fastest['workers']} local worker(s); projected on Lambda at {at} "
        f"concurrent invocations: {sec(seconds)} (target {sec(target)}: {verdict(seconds <= target)})."
    ]


def findings(results: dict) -> list[str]:
    out = []
    for key, collect in (
        ("overhead", _overhead_findings),
        ("throughput", _throughput_findings),
        ("memory", _memory_findings),
        ("coldstart", _coldstart_findings),
        ("threads", _threads_findings),
        ("streaming", _streaming_findings),
        ("fanout", _fanout_findings),
    ):
        if key in results:
            out += collect(results[key])
    return out


# --- sections ---------------------------------------------------------------------------------------------------


def _overhead_section(overhead: dict, cache: dict | None) -> str:
    rows = []
    for size, row in overhead["sizes"].items():
        target = {"short": f"< {ms(SHORT_TARGET_SECONDS)}", "medium": f"< {MEDIUM_TARGET_RATIO * 100:.0f}%"}
        outside = row["outside_onnx"]
        met = [
            _target_met(size, row["overhead_median"], row["overhead_ratio"]),
            _target_met(size, outside["overhead_median"], outside["overhead_ratio"]),
        ]
        rows.append(
            [
                size,
                row["chars"],
                row["chunks"],
                f"{row['audio_seconds']:.1f} s",
                ms(row["baseline_median"]),
                ms(row["ours_median"]),
                f"{ms(row['overhead_median'])} ({pct(row['overhead_ratio'])})",
                f"{ms(row['cpu']['overhead_median'])} ({pct(row['cpu']['overhead_ratio'])})",
                f"{ms(outside['overhead_median'])} ({pct(outside['overhead_ratio'])})",
                pct(row["onnx"]["overhead_ratio"]),
                row["n"],
                target.get(size, "-"),
                " / ".join("-" if m is None else verdict(m) for m in met),
                row["max_difference_lsb"],
            ]
        )
    parts = [
        ["HTTP framework (GET /v1/health through the entrypoint)", ms(overhead["framework_get_health"])],
    ]
    for size, row in overhead["sizes"].items():
        parts.append([f"front end and request plan, {size}", ms(row["parts"]["front_end_and_plan"])])
        parts.append([f"wav encoding, {size}", ms(row["parts"]["wav_encode"])])
    encode_rows = []
    for size, row in overhead["sizes"].items():
        for fmt, stats in row.get("encode", {}).items():
            seconds, audio = stats["median"], row["audio_seconds"]
            encode_rows.append([size, fmt, ms(seconds), f"{seconds / audio * 1000:.1f} ms", f"{audio / seconds:.0f}x"])
    text = [
        "## 1. Warm request overhead",
        "",
        f"Full path (function URL event through `handler.main.handler` to the base64 wav body) against bare ONNX "
        f"Runtime calls of the same four sessions on the same inputs, {overhead['threads']} intra-op threads, "
        "pairs interleaved; medians of per-pair differences. End to end = wall time; CPU = process CPU time; "
        "outside ONNX = wall time minus the time inside `session.run`, ours minus bare (our code's own cost, "
        "free of noise in the model's compute); ONNX time = the time inside `session.run`, ours against bare. "
        "Ratios are of the bare median. Met = end to end / outside ONNX. Max diff = largest difference "
        "between the two outputs in 16-bit steps away from the 5 ms edge fades (0 = the same audio).",
        "",
        table(
            [
                "text",
                "chars",
                "chunks",
                "audio",
                "bare",
                "ours",
                "end to end",
                "CPU",
                "outside ONNX",
                "ONNX time",
                "pairs",
                "target",
                "met",
                "max diff",
            ],
            rows,
        ),
        "",
        "Where the time goes (each part timed alone, median):",
        "",
        table(["part", "time"], parts),
        "",
        "Encoding cost of other formats (not in the overhead above; the full path used wav):",
        "",
        table(["text", "format", "encode", "per audio second", "faster than real time"], encode_rows),
    ]
    if cache:
        text += [
            "",
            "Cache hit (the same request again with the cache on; in-process moto S3, so without S3's network "
            "latency):",
            "",
            table(
                ["text", "miss (synthesis)", "hit (median)", "hits"],
                [[size, ms(r["miss_seconds"]), ms(r["hit_median_seconds"]), r["hits"]] for size, r in cache.items()],
            ),
        ]
    return "\n".join(text)


def _throughput_section(throughput: dict) -> str:
    rows = [
        [
            name,
            f"{row['audio_seconds']:.1f} s",
            sec(row["wall_median"]),
            sec(row["cpu_median"]),
            f"{row['audio_per_wall_second']:.2f}",
            "-" if name == "official" else ratio_text(row["vs_official"]),
            "-" if name in ("official", "ours batch 1") else ratio_text(row["vs_batch_1"]),
            len(row["walls"]),
        ]
        for name, row in throughput["configs"].items()
    ]
    return "\n".join(
        [
            "## 2. Long-text throughput",
            "",
            f"The long text ({throughput['configs']['official']['chars']} characters), {throughput['steps']} steps, "
            f"{throughput['threads']} intra-op threads on both sides, runs interleaved; the official package runs "
            "in its own virtualenv (.venv-official) on the same model folder. Speed ratios are medians of "
            "round-by-round ratios (each round runs every engine once).",
            "",
            table(["engine", "audio", "wall", "CPU", "audio s per wall s", "vs official", "vs batch 1", "runs"], rows),
        ]
    )


def _memory_section(memory: dict) -> str:
    sync, job, leak = memory["sync"], memory["job"], memory["leak"]
    rows = [
        [
            f"synchronous request, {sync['chars']:,} chars, wav (status {sync['status']})",
            mb(sync["idle_mb"]),
            mb(sync["init_peak_mb"]),
            mb(sync["request_peak_mb"]),
            mb(sync["ru_maxrss_mb"]),
            f"{sync['audio_seconds']:.0f} s",
            sec(sync["wall_seconds"]),
        ],
        [
            f"job, {job['chars']:,} chars, wav, {job['steps']} step(s) ({job['status']})",
            mb(job["idle_mb"]),
            mb(job["init_peak_mb"]),
            mb(job["request_peak_mb"]),
            mb(job["ru_maxrss_mb"]),
            f"{job['audio_seconds']:.0f} s",
            sec(job["wall_seconds"]),
        ],
    ]
    versions = memory.get("ort_versions", {})
    version_rows = [
        [
            version + (" (pinned)" if row["pinned"] else ""),
            row["calls"],
            mb(row["rss_after_10_mb"]),
            mb(row["rss_after_mb"]),
            f"{row['growth_mb']:.1f} MB",
            f"{row['growth_per_request_kb']:.1f} KB",
            f"{row['growth_per_session_run_kb']:.2f} KB",
        ]
        for version, row in versions.items()
    ]
    return "\n".join(
        [
            "## 3. Memory",
            "",
            "Each case in a fresh process on the prepared model folder (as deployed), with the S3 bucket in a "
            "separate moto server process. Idle = after "
            "init; init peak = ru_maxrss before the request; request peak = sampled RSS maximum during it.",
            "",
            table(["case", "idle", "init peak", "request peak", "ru_maxrss", "audio", "wall"], rows),
            "",
            f"The job's wav output is {mb(job['output_mb'])} in {job['chunks']} chunks, streamed to S3 in parts "
            "(no file in /tmp). "
            f"The job ran at {job['steps']} step(s) to fit the bench's time budget: per-chunk tensors do not "
            "depend on the step count.",
            "",
            _leak_text(leak),
            "",
            "onnxruntime versions, bare sessions (bench/bare.py), same short texts:",
            "",
            table(
                ["onnxruntime", "requests", "RSS after 10", "RSS after", "growth", "per request", "per session run"],
                version_rows,
            ),
        ]
    )


def _leak_text(leak: dict) -> str:
    text = (
        f"Leak check through the full path: {leak['requests']} requests ({leak['steps']} steps), RSS after "
        f"10 = {mb(leak['rss_after_10_mb'])}, after {leak['requests']} = {mb(leak['rss_after_mb'])}, growth "
        f"{leak['growth_mb']:.1f} MB ({leak['growth_per_request_kb']:.1f} KB per request)."
    )
    if "texts" not in leak:
        return text
    low, high = leak["chars"]
    text += (
        f" The requests cycle through {leak['texts']} texts of {low} to {high} characters, each its own length, so "
        f"new tensor shapes arrive until request {leak['all_shapes_seen_at']}; RSS growth after that: "
        f"{leak['growth_after_all_shapes_mb']:.1f} MB; Python objects alive: {leak['python_blocks_growth']:+,} blocks."
    )
    if "heap_live_growth_mb" in leak:
        text += (
            f" glibc's heap (mallinfo2): live bytes {leak['heap_live_growth_mb']:+.1f} MB "
            f"({leak['heap_live_growth_after_all_shapes_mb']:+.1f} MB after every shape was seen), free bytes it "
            f"keeps {leak['heap_free_growth_mb']:+.1f} MB; RSS after malloc_trim(0) at the end "
            f"{mb(leak['rss_after_trim_mb'])}."
        )
    if "no_arena" in leak:
        off = leak["no_arena"]
        text += (
            f" The same run with ONNX Runtime's CPU arena off (SUPERTONIC_CPU_MEM_ARENA=false): RSS growth "
            f"{off['growth_mb']:.1f} MB, {off['growth_after_all_shapes_mb']:.1f} MB of it after every shape was seen."
        )
    return text + f" Cause: {leak_cause(leak)}."


# The parts of a start, from spawn to the first request served, as both cold-start tables show them.
START_PARTS = {
    "interpreter": "interpreter_seconds",
    "imports": "imports_seconds",
    "init": "init_seconds",
    "first request": "first_request_seconds",
    "other (harness)": "other_seconds",
    "**process to first request served**": "process_to_served_seconds",
}


def _vs_official_section(side_by_side: dict) -> str:
    ours, official, ratio = side_by_side["ours"], side_by_side["official"], side_by_side["ratio"]
    rows = [
        *([label, key, sec] for label, key in START_PARTS.items()),
        ["RSS after init", "init_rss_mb", mb],
        ["**RSS idle after the first request**", "idle_rss_mb", mb],
        ["the same after malloc_trim(0)", "trimmed_rss_mb", mb],
        ["peak RSS", "peak_rss_mb", mb],
    ]
    shipped = side_by_side.get("ours_shipped")
    table_rows = [
        [
            label,
            show(ours[key]),
            *([show(shipped[key])] if shipped else []),
            show(official[key]),
            f"{ratio[key]:.2f}x" if key in ratio else "-",
        ]
        for label, key, show in rows
    ]
    header = ["", "ours", *(["ours, shipped files"] if shipped else []), "official", "ours / official"]
    targets = side_by_side["targets"]
    speed, rss = targets["process_to_served"], targets["idle_rss"]
    return "\n".join(
        [
            f"Ours against the official package, from spawn to the first request served, page cache warm, median of "
            f"{side_by_side['rounds']} rounds (each side starts first in turn; one unrecorded round of each "
            f"before), {side_by_side['threads']} threads, the short sentence, voice M1, 8 steps. Ours: the prepared "
            "model folder as deployed (tools/prepare_model.py; `ours, shipped files`: the hub's files), "
            "`import handler.main` (init at import, no bucket) and one function URL event for "
            "`POST /v1/audio/speech` through `handler.main.handler` (wav, base64 body); official: `from supertonic "
            "import TTS`, `TTS(model_dir=...)`, `synthesize`. Interpreter = spawn to the worker module running.",
            "",
            table(header, table_rows),
            "",
            f"Targets: process to first request served at most the official's ({sec(speed['limit'])}): "
            f"{verdict(speed['met'])}; idle RSS at most the official's + {rss['margin_mb']:.0f} MB "
            f"({mb(rss['limit'])}): {verdict(rss['met'])}. Round by round (ours / official): "
            f"{_round_ratios(side_by_side)}."
            + (
                " Loaded by our start and first request among the modules kept for later use "
                f"({', '.join(side_by_side['on_demand_checked'])}): "
                f"{', '.join(side_by_side['on_demand_loaded']) or 'none'}."
                if "on_demand_loaded" in side_by_side
                else ""
            ),
            *_paragraphs(
                _lambda_share_text(side_by_side.get("lambda_share")),
                _primed_text(side_by_side.get("ours_primed")),
                _machine_text(side_by_side.get("machine")),
            ),
            *_rss_steps_table(side_by_side.get("rss_steps")),
        ]
    )


def _paragraphs(*blocks: list[str]) -> list[str]:
    """Each non-empty block of lines after a blank line."""
    return [line for block in blocks if block for line in ("", *block)]


def _lambda_share_text(share: dict | None) -> list[str]:
    """The same two starts inside Lambda's CPU share for 2,048 MB, each as it would be deployed there."""
    if not share:
        return []
    ours, official, ratio = share["ours"], share["official"], share["ratio"]
    rows = [
        [label, sec(ours[key]), sec(official[key]), f"{ratio[key]:.2f}x" if key in ratio else "-"]
        for label, key in START_PARTS.items()
    ]
    throttling = share["throttling"]
    capped = f"; {throttling['throttled']} of {throttling['periods']} quota periods throttled" if throttling else ""
    return [
        f"The same starts inside Lambda's CPU share for 2,048 MB ({share['cpus']} vCPU, {share['method']}{capped}), "
        f"where a Lambda cold start is paid, each side with its own default threads: ours {share['our_threads']:.0f} "
        "(the share rounded half up), the official package ONNX Runtime's (one per core, spinning). Median of "
        f"{share['rounds']} rounds, in the rotation above:",
        "",
        table(["", "ours", "official", "ours / official"], rows),
        "",
        f"At Lambda's share: {_rounds_text(share)}; target at most the official: "
        f"{verdict(share['targets']['process_to_served']['met'])}. Round by round: {_round_ratios(share)}.",
    ]


def _primed_text(primed: dict | None) -> list[str]:
    """Ours primed as at SnapStart's publish: what that buys the first request after a restore."""
    if not primed:
        return []
    return [
        f"Primed after init, as init itself is at SnapStart's publish (`handler.main.prime()`, "
        f"{sec(primed['priming_seconds'])}), our first request took "
        f"{sec(primed['first_request_seconds'])}: {primed['first_request_ratio']:.2f}x the unprimed process's, "
        "round by round. That first request is the one a process restored from the snapshot serves.",
    ]


def _machine_text(machine: dict | None) -> list[str]:
    """The machine's state over the rounds: a shared VM's slow states move this ratio, not only its spread."""
    if not machine:
        return []
    return [
        f"The machine over these rounds: {machine['steal_fraction']:.1%} of CPU time stolen by the hypervisor, the "
        f"pure-Python probe (bench/stats.py) {machine['python_probe_seconds'] * 1000:.0f} ms, load average "
        f"{machine['load_before']:.2f} before and {machine['load_after']:.2f} after. Our start is Python-heavy "
        "(imports) and the official one C++-heavy (session creation from the shipped files): a slower probe "
        "slows ours more.",
    ]


def _rss_steps_table(steps: dict | None) -> list[str]:
    """Where each side's RSS and start time go (one process each, steps in order), side by side where they match."""
    if not steps:
        return []
    ours, official = ({name: rest for name, *rest in steps[side]} for side in ("ours", "official"))
    names = list(ours) + [name for name in official if name not in ours]

    def cells(side: dict, name: str) -> list[str]:
        if name not in side:
            return ["-", "-"]
        added, seconds = side[name]
        return [f"{added:+.0f} MB", "-" if seconds is None else sec(seconds)]

    rows = [[name, *cells(ours, name), *cells(official, name)] for name in names]
    totals = [
        [mb(sum(added for added, _ in side.values())), sec(sum(s for _, s in side.values() if s is not None))]
        for side in (ours, official)
    ]
    rows.append(["**total**", *totals[0], *totals[1]])
    return [
        "",
        "Where the RSS and the start time go (one more process each, what each step adds in turn; own modules = "
        "the rest of what `handler.main` imports, or the `supertonic` package; init = `import handler.main` (engine, "
        "language identifier, app), or `TTS(model_dir=...)`):",
        "",
        table(["step", "ours RSS", "ours time", "official RSS", "official time"], rows),
    ]


def _coldstart_section(coldstart: dict) -> str:
    rows = [
        [
            name,
            sec(row["interpreter_seconds"]),
            sec(row["imports_seconds"]),
            sec(row["language_detector_seconds"]),
            sec(row["config_seconds"]),
            sec(row["voices_seconds"]),
            sec(row["sessions_seconds"]),
            sec(row["other_init_seconds"]),
            sec(row["process_to_ready_seconds"]),
            sec(row["first_synthesis_seconds"]),
            sec(row["warm_synthesis_seconds"]),
            mb(row["peak_rss_mb"]),
        ]
        for name, row in coldstart["configs"].items()
    ]
    files = coldstart["files"]
    built = [
        [variant, mb(info["size_mb"]), sec(info["build_seconds"]) if "build_seconds" in info else "-"]
        for variant, info in files.items()
    ]
    return "\n".join(
        [
            "## 4. Cold start",
            "",
            f"Process start to engine ready, median of {coldstart['reps']} fresh processes per row, "
            f"{coldstart['threads']} threads. Cold cache = the model files evicted from the page cache first. "
            "First/warm synthesis = the medium text right after load, then again.",
            "",
            table(
                [
                    "variant",
                    "interpreter",
                    "imports",
                    "language identifier",
                    "config + indexer",
                    "voices",
                    "sessions",
                    "other init",
                    "process to ready",
                    "first synthesis",
                    "warm synthesis",
                    "peak RSS",
                ],
                rows,
            ),
            "",
            table(["model files", "size", "build time"], built),
            *(["", _vs_official_section(coldstart["vs_official"])] if "vs_official" in coldstart else []),
            *_paragraphs(
                _prepacking_text(coldstart.get("prepacking")), _bytecode_text(coldstart.get("lambda_bytecode"))
            ),
        ]
    )


def _threads_section(threads: dict) -> str:
    rows = []
    for name, row in threads["configs"].items():
        rows.append(
            [
                name,
                row["threads"],
                row["cpu_share"] or "all (2 cores)",
                f"{row['medium']['rtf']:.3f}",
                f"{row['long']['rtf']:.3f}",
                f"{row['long']['cpu_per_audio_second']:.3f}",
                "-" if name == "1.16 vCPU, default threads" else ratio_text(row["vs_default"]),
            ]
        )
    quota = threads["quota"]
    return "\n".join(
        [
            "## 5. Threads",
            "",
            "RTF = wall seconds per audio second (median over runs); lower is faster. CPU share emulation: "
            f"{quota['method']}; {quota.get('throttled', 0)} of {quota.get('periods', 0)} quota periods were "
            + (
                "throttled, so the cap was binding."
                if quota.get("throttled")
                else "throttled: the cap never bit (other load on the machine kept the workers below it)."
            ),
            "",
            table(
                ["configuration", "threads", "CPU share", "RTF medium", "RTF long", "CPU s per audio s", "vs default"],
                rows,
            ),
            "",
            f"rtf_lambda_2048 = {threads['rtf_lambda_2048']:.3f} (long text, default threads at 1.16 vCPU); "
            f"chars_per_audio_second = {threads['chars_per_audio_second']:.1f} (medium and long texts).",
        ]
    )


def _streaming_section(streaming: dict) -> str:
    first, crowd, memory = streaming["first_byte"], streaming["concurrency"], streaming["memory"]
    peer = (
        f"{sec(first['peer_first_byte_median'])} ({first['peer_vs_ours_median']:.2f}x ours)"
        if "peer_first_byte_median" in first
        else f"no number: {first['peer_error']}"
    )
    first_rows = [
        ["ours, streamed", sec(first["ours_first_byte_median"]), sec(first["ours_total_median"])],
        ["ours, first sentence alone (whole)", "-", sec(first["first_sentence_alone_median"])],
        [
            "supertonic-server 0.2.0, streamed",
            peer,
            sec(first["peer_total_median"]) if "peer_total_median" in first else "-",
        ],
    ]
    alone = crowd["alone"]
    crowd_rows = [
        ["1 client", sec(alone["first_byte"]), sec(alone["first_byte"]), f"{alone['audio_per_wall_second']:.2f}", 0],
        [
            f"{crowd['clients']} clients ({crowd['served']} served)",
            sec(crowd["first_byte_p50"]) if crowd["first_byte_p50"] is not None else "-",
            sec(crowd["first_byte_p95"]) if crowd["first_byte_p95"] is not None else "-",
            f"{crowd['audio_per_wall_second']:.2f}",
            crowd["rejected_429"],
        ],
    ]
    memory_rows = [
        [
            name,
            mb(row["idle_mb"]),
            mb(row["request_peak_mb"]),
            f"{row['audio_seconds']:.1f} s",
            sec(row["wall_seconds"]),
        ]
        for name, row in (
            ("ours, streamed (server)", memory["ours_streamed"]),
            ("official, whole", memory["official_whole"]),
        )
    ]
    return "\n".join(
        [
            "## 6. Streaming",
            "",
            f"Through the local server (uvicorn, OpenAI client, pcm, {first['steps']} steps, cache off). First "
            f"audio of a {first['chars']}-character text against synthesising its first sentence "
            f"({first['first_sentence_chars']} characters) alone: ratio {first['ratio_median']:.2f}x (target <= "
            f"{first['ratio_target']}x), medians of {first['reps']} interleaved rounds."
            + (
                f" Measured separately on {streaming['run']['date']} ({streaming['run']['cpu']}, "
                f"{streaming['run']['cores']} cores, load average {streaming['run']['load_before']:.2f} before) with "
                f"`{streaming['run']['command']}`."
                if "run" in streaming
                else ""
            ),
            "",
            table(["server", "first byte", "total"], first_rows),
            "",
            f"{crowd['clients']} concurrent streamed requests of {crowd['chars']} characters, default queue:",
            "",
            table(["clients", "first byte p50", "first byte p95", "audio s per wall s", "429s"], crowd_rows),
            "",
            f"Peak RSS during one {memory['chars']}-character request (process sampled from outside every 20 ms):",
            "",
            table(["process", "idle (warm)", "request peak", "audio", "wall"], memory_rows),
        ]
    )


def _frontend_section(frontend: dict) -> str:
    synthesis = frontend["synthesis_ms_per_1k"]
    rows = [
        [lang, f"{row['first_ms']:.2f}", f"{row['warm_ms']:.2f}", f"{row['share_of_synthesis'] * 100:.2f}%"]
        for lang, row in sorted(frontend["languages"].items(), key=lambda item: -item[1]["warm_ms"])
    ]
    sizes = [[package, f"{size / 2**20:.2f} MB"] for package, size in frontend["package_bytes"].items()]
    return "\n".join(
        [
            "## Text front end",
            "",
            f"Normalisation, chunking and clean-up per 1,000 characters of a realistic sentence in each language "
            f"(a 10,000-character text; first call and warm median), against synthesis at {synthesis:.0f} ms per "
            "1,000 characters measured in the same run (one ~1,000-character text, 8 steps).",
            "",
            table(["lang", "first ms / 1k chars", "warm ms / 1k chars", "share of synthesis"], rows),
            "",
            "Installed size each text library adds to the layer (babel as the layer prunes it):",
            "",
            table(["package", "installed"], sizes),
        ]
    )


def _fanout_section(fanout: dict) -> str:
    settings = fanout["settings"]
    rows = []
    for run in fanout["runs"]:
        rss = [value for value in run["peak_rss_mb"] if value is not None]
        rows.append(
            [
                str(run["workers"]),
                sec(run["wall_seconds"]),
                f"{run['segments']} ({run['invocations']} invocations, {run['retries']} retried)",
                f"{sec(run['segment_wall']['median'])} / {sec(run['segment_wall']['max'])}",
                f"{sec(run['segment_cpu']['median'])} / {sec(run['segment_cpu']['max'])}",
                sec(run["assembly_seconds"]),
                mb(max(rss)) if rss else "n/a",
                f"{max(run['tmp_peak_bytes']) / 2**20:.1f} MB / {max(run['tmp_largest_file_bytes']) / 2**20:.1f} MB",
            ]
        )
    projected = fanout["projection"]
    target = projected["target_seconds"]
    projection_rows = [
        [n, str(row["waves"]), sec(row["seconds"]), verdict(row["seconds"] <= target)]
        for n, row in projected["concurrency"].items()
    ]
    lines = [
        "## Long jobs in segments (fan-out)",
        "",
        f"One {fanout['chars']:,}-character bucket job (mp3, {settings['steps']} steps), split above "
        f"{settings['fanout_chars']:,} characters into segments of about {settings['segment_chars']:,}, through a "
        "moto S3 + SQS server; each segment message is one invocation of a local worker process "
        f"(tools/local_worker.py, {settings['intra_op_threads']} intra-op thread each) on this machine's cores. "
        "Wall time runs from the upload to the manifest saying succeeded. Segment seconds leave out the assembly "
        "that the last one does; /tmp is each worker's own TMPDIR, polled while the job runs.",
        "",
        table(
            [
                "workers",
                "wall",
                "segments",
                "segment wall median / max",
                "segment CPU median / max",
                "assembly",
                "peak RSS per worker",
                "peak /tmp (total / largest file)",
            ],
            rows,
        ),
        "",
        f"Projected on Lambda at 2,048 MB, from the one-worker run scaled by {fanout['lambda_factor_basis']}: "
        f"split {sec(projected['split_seconds'])}, then waves of the slowest segment by CPU seconds "
        f"({sec(projected['segment_seconds'])}; one thread, so its wall time on an idle core), then the assembly "
        f"({sec(projected['assembly_seconds'])}). Cold starts and queue delays are not included.",
        "",
        table(
            ["concurrent invocations", "waves", "projected wall", f"within {sec(target)} (the target at 50)"],
            projection_rows,
        ),
    ]
    formats = fanout.get("assembly_by_format") or {}
    if formats:
        format_rows = [
            [
                name,
                f"{row['chars']:,}",
                sec(row["assembly_seconds"]),
                sec(row["seconds_per_audio_hour"]),
                f"{row['audio_bytes'] / 2**20:.1f} MB",
            ]
            for name, row in formats.items()
        ]
        lines += [
            "",
            "The assembly (every segment's PCM through one encoder, streamed into a multipart upload) per format:",
            "",
            table(["format", "job chars", "assembly", "per audio hour", "output"], format_rows),
            "",
            "Why one encoder pass: wav and flac are bound by the S3 reads and writes (the table: seconds per audio "
            "hour); mp3 and opus by their encoder, several times that, which is the serial tail of a long job. "
            "Joining segments encoded separately would spread that work, but an MP3 or Opus encoder adds its delay "
            "and padding at each segment's ends (a gap or click at every join, and a wrong length in the LAME "
            "header), so it is not the unsplit audio; for wav, copying int16 parts with UploadPartCopy would save "
            "only the few seconds above.",
        ]
    return "\n".join(lines)


def _measured_note(results: dict) -> list[str]:
    """Sections re-measured on their own (`bench/run.py --only X --merge`) say when each was measured."""
    measured = results.get("measured")
    if not measured:
        return []
    dates = ", ".join(f"{name} {date}" for name, date in sorted(measured.items()))
    return [f"Sections measured at different times (same machine kind): {dates}.", ""]


def write_markdown(results: dict, path: Path, plots: list[str]) -> None:
    versions = ", ".join(f"{name} {version}" for name, version in results["versions"].items() if version)
    official = results.get("versions_official")
    lines = [
        "# Benchmark results",
        "",
        f"Written by `make bench` on {results['date']} in {results['run_seconds'] / 60:.1f} minutes"
        + (" (quick mode: fewer repetitions, smaller texts)" if results.get("quick") else "")
        + ". Do not edit by hand; see bench/README.md for what each number means.",
        "",
        *_measured_note(results),
        f"- Machine: {results['machine']}; CPU {results['cpu']}, {results['cores']} cores, "
        f"{results['memory_gib']} GiB; Python {results['python']}",
        f"- Libraries: {versions}",
    ]
    if official:
        lines.append("- Official package venv: " + ", ".join(f"{k} {v}" for k, v in official.items() if v))
    model = results["model"]
    if model["synthetic"]:
        model_line = (
            f"- Model: synthetic Supertonic 3 layout, heavy variant ({mb(model['size_mb'])}, revision "
            f"{model['revision']}): a test signal with the real tensor names and sizes, not speech. Timings on the "
            "real model differ; the ratios and memory behaviour are what these numbers are for."
        )
    else:
        model_line = f"- Model: {model['path']} ({mb(model['size_mb'])}, revision {model['revision']})."
    lines += [
        model_line,
        "- Load average (1 min) before each section: "
        + ", ".join(f"{name} {load['before']:.2f}" for name, load in results["load"].items())
        + ". Other work on the machine slows both sides of every comparison alike (runs are interleaved).",
        "",
        "## Headline",
        "",
    ]
    lines += [f"- {finding}" for finding in results["findings"]]
    lines += [""]
    if "rtf_lambda_2048" in results:
        lines += [
            f"`rtf_lambda_2048` = {results['rtf_lambda_2048']:.3f}, `chars_per_audio_second` = "
            f"{results['chars_per_audio_second']:.1f} (read by infra/cost_table.py).",
            "",
        ]
    sections = []
    if "overhead" in results:
        sections.append(_overhead_section(results["overhead"], results.get("cache_hit")))
    if "throughput" in results:
        sections.append(_throughput_section(results["throughput"]))
    if "memory" in results:
        sections.append(_memory_section(results["memory"]))
    if "coldstart" in results:
        sections.append(_coldstart_section(results["coldstart"]))
    if "threads" in results:
        sections.append(_threads_section(results["threads"]))
    if "streaming" in results:
        sections.append(_streaming_section(results["streaming"]))
    if "frontend" in results:
        sections.append(_frontend_section(results["frontend"]))
    if "fanout" in results:
        sections.append(_fanout_section(results["fanout"]))
    lines.append("\n\n".join(sections))
    if plots:
        lines += ["", "## Plots", ""] + [f"![{Path(p).stem}]({p})" for p in plots]
    timings = ", ".join(f"{name} {sec(seconds)}" for name, seconds in results["section_seconds"].items())
    lines += ["", f"Section run times: {timings}.", ""]
    path.write_text("\n".join(lines))
