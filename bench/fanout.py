"""Long jobs in segments (docs/benchmarks.md, "Long jobs"): one 100,000-character bucket job in each format, run by
local worker processes through a moto S3 + SQS server (segment time, assembly time), and the Lambda projection at
N concurrent invocations: the split, ceil(segments / N) waves of the slowest segment by CPU seconds (scaled to the
2,048 MB share), then the assembly. And for the real model at 2,048 MB (its published real-time factor): the
split, the queue's latency, one segment (the longest one's audio at that factor, plus its encoding) and the
assembly, beside the same job as the assembly ran before segments encoded their own audio (BEFORE: measured on
this machine, the whole job's audio decoded and encoded in the one invocation).
"""

from __future__ import annotations

import contextlib
import json
import math
import statistics
import tempfile
import time
from pathlib import Path
from typing import Any

from bench.deadline import real_rtf_at_2048
from bench.stats import MB, peak_rss_bytes
from bench.texts import text_of_length
from bench.worker import BUCKET, KEYS, LOG_DIR, ROOT, VENV_PYTHON, background, s3_server, service_env
from handler.kernel.config import Settings

JOB_KEY = "inbox/bench/fanout.json"
MANIFEST_KEY = "outbox/bench/fanout.json"
LAMBDA_CONCURRENCY = (10, 50, 100)
TARGET_SECONDS = 180.0  # a 100,000-character job at 50 concurrent invocations
POLL_SECONDS = 0.1
JOB_SECONDS = 3_600
FORMATS = ("wav", "pcm", "flac", "mp3", "aac", "opus")
QUEUE_SECONDS = 1.0  # an SQS message to its Lambda invocation (long polling): the inbox event and each segment's
ENCODE_AUDIO_SECONDS = 100.0  # one segment's audio (SUPERTONIC_SEGMENT_CHARS at 15 characters a second)
BEFORE = Path(__file__).resolve().parent / "fanout_before.json"  # the assembly as it was, measured here


def folder_bytes(folder: Path) -> int:
    """Bytes of every file under `folder`, tolerant of files that come and go."""
    total = 0
    for path in folder.rglob("*"):
        with contextlib.suppress(OSError):
            total += path.stat().st_size if path.is_file() else 0
    return total


def _stats(paths: list[Path]) -> list[dict[str, Any]]:
    return [json.loads(line) for path in paths if path.is_file() for line in path.read_text().splitlines() if line]


def _wait_recorded(paths: list[Path], segments: int) -> None:
    """The manifest says succeeded before the joining invocation returns (it then clears the segment objects):
    wait for its --stats line, or the figures would miss the last invocation and its assembly."""
    deadline = time.perf_counter() + 120
    while sum(bool(row["segments"]) for row in _stats(paths)) < segments:
        if time.perf_counter() > deadline:
            raise RuntimeError("the last segment invocation did not return within 120 s of the job's success")
        time.sleep(POLL_SECONDS)


def run_job(model_dir: str, text: str, workers: int, response_format: str = "mp3") -> dict[str, Any]:
    """One job through `workers` local worker processes on a fresh moto server; the measured row."""
    from tools.run_local import provision  # the queues and notification `make run` sets up

    scratch = Path(tempfile.mkdtemp(prefix=f"fanout-{workers}-", dir=ROOT / "build"))
    numbers = range(1, workers + 1)
    tmpdirs, stats = [scratch / f"tmp-{n}" for n in numbers], [scratch / f"stats-{n}.jsonl" for n in numbers]
    with s3_server() as server, contextlib.ExitStack() as stack:
        queue_url, segment_queue_url = provision(server.url, BUCKET, **KEYS)
        # one thread: the default at 2,048 MB (the CPU share rounded half up)
        env = server.env | service_env(model_dir, 1, SUPERTONIC_SEGMENT_QUEUE_URL=segment_queue_url)
        env |= {"SUPERTONIC_CACHE_ENABLED": "false", "POWERTOOLS_LOG_LEVEL": "INFO"}
        processes = []
        for n, tmpdir, stat in zip(numbers, tmpdirs, stats, strict=True):
            tmpdir.mkdir()
            log = LOG_DIR / f"fanout-{workers}-worker-{n}.log"
            log.unlink(missing_ok=True)
            command = [str(VENV_PYTHON), str(ROOT / "tools" / "local_worker.py"), "--worker", str(n)]
            command += ["--queue-url", queue_url, "--queue-url", segment_queue_url, "--stats", str(stat)]
            ready = lambda log=log: "polling" in log.read_text()  # noqa: E731
            process = background(command, env | {"TMPDIR": str(tmpdir)}, ready, log.stem, timeout=120)
            processes.append(stack.enter_context(process))
        s3 = server.client()
        started = time.perf_counter()
        s3.put_object(Bucket=BUCKET, Key=JOB_KEY, Body=json.dumps({"text": text, "format": response_format}).encode())
        manifest: dict[str, Any] = {}
        tmp_peak = [0] * workers
        while manifest.get("status") not in ("succeeded", "failed"):
            if time.perf_counter() - started > JOB_SECONDS or any(p.poll() is not None for p in processes):
                raise RuntimeError(f"the fan-out job did not finish, or a worker died; see {LOG_DIR}")
            tmp_peak = [max(peak, folder_bytes(folder)) for peak, folder in zip(tmp_peak, tmpdirs, strict=True)]
            with contextlib.suppress(s3.exceptions.NoSuchKey):
                manifest = json.loads(s3.get_object(Bucket=BUCKET, Key=MANIFEST_KEY)["Body"].read())
            time.sleep(POLL_SECONDS)
        wall = time.perf_counter() - started
        if manifest["status"] != "succeeded":
            raise RuntimeError(f"the fan-out job failed: {manifest}")
        _wait_recorded(stats, manifest["segments"])
        rss = [peak_rss_bytes(p.pid) / MB for p in processes]
    assembly = manifest["timings"]["assembly_seconds"]
    row = {"workers": workers, "format": response_format, "wall_seconds": wall, "assembly_seconds": assembly}
    row |= {key: manifest[key] for key in ("segments", "chunks")} | {"audio_seconds": manifest["duration"]}
    return row | {"peak_rss_mb": rss, "tmp_peak_bytes": tmp_peak, **segment_figures(_stats(stats), assembly)}


def segment_figures(invocations: list[dict[str, Any]], assembly_seconds: float) -> dict[str, Any]:
    """Per-segment and split seconds from the workers' --stats lines. The invocation that finished last joined
    the segments too: its assembly seconds (from the manifest) are taken off its own."""
    segments = [row for row in invocations if row["segments"]]
    splits = [row for row in invocations if not row["segments"]]  # the job queue's: the split
    if not segments:
        raise RuntimeError("no segment invocation was recorded; the job was not split")
    last = max(segments, key=lambda row: row["started"] + row["wall"])
    walls = [row["wall"] - (assembly_seconds if row is last else 0.0) for row in segments]
    cpus = [row["cpu"] - (assembly_seconds if row is last else 0.0) for row in segments]
    chunks = [end - start for row in segments for start, end in row["segments"]]
    figures: dict[str, Any] = {"invocations": len(segments), "workers_used": len({row["worker"] for row in segments})}
    figures["chunks_per_segment_max"] = max(chunks)
    figures["retries"] = sum(count > 1 for row in segments for count in row["receive_counts"])
    figures["segment_wall"] = {"median": statistics.median(walls), "max": max(walls), "min": min(walls)}
    figures["segment_cpu"] = {"median": statistics.median(cpus), "max": max(cpus)}
    figures["chunks_per_segment"] = statistics.median(chunks)
    return figures | {"split_seconds": max((row["wall"] for row in splits), default=0.0)}


def lambda_factor(results: dict[str, Any]) -> tuple[float, str]:
    """How much slower one thread runs under the 2,048 MB share than alone on this machine (threads section)."""
    configs = (results.get("threads") or {}).get("configs", {})
    alone, share = configs.get("1 thread"), configs.get("1.16 vCPU, default threads")
    if alone and share and share.get("threads") == 1:
        factor = share["long"]["rtf"] / alone["long"]["rtf"]
        return factor, f"RTF at 1.16 vCPU / RTF at 1 thread = {factor:.3f} (threads section)"
    return 1.0, "1.0: one thread uses at most one of the 1.16 vCPU (no threads section to refine it)"


def projection(
    uncontended: dict[str, Any], factor: float, concurrency: tuple[int, ...] = LAMBDA_CONCURRENCY
) -> dict[str, Any]:
    """Projected wall time on Lambda at each concurrency, from the one-worker run."""
    segment = uncontended["segment_cpu"]["max"] * factor  # a wave lasts as long as its slowest segment
    assembly, split = uncontended["assembly_seconds"] * factor, uncontended["split_seconds"] * factor
    waves = {n: math.ceil(uncontended["segments"] / n) for n in concurrency}
    rows = {str(n): {"waves": count, "seconds": split + count * segment + assembly} for n, count in waves.items()}
    seconds = {"segment_seconds": segment, "assembly_seconds": assembly, "split_seconds": split}
    return seconds | {"concurrency": rows, "target_seconds": TARGET_SECONDS, "target_concurrency": 50}


def encode_seconds(fmt: str, audio_seconds: float = ENCODE_AUDIO_SECONDS) -> float:
    """What a segment's own encoding costs: `audio_seconds` of a signal through encode_segment, on this machine."""
    import numpy as np

    from handler.audio import FORMATS as AUDIO_FORMATS
    from handler.audio.joins import encode_segment

    rate = 44_100
    samples = int(audio_seconds * rate)
    audio = (0.2 * np.sin(np.arange(samples) * 2 * np.pi * 220 / rate)).astype(np.float32)
    out_rate = AUDIO_FORMATS[fmt].fixed_rate or rate
    started = time.perf_counter()
    encode_segment(AUDIO_FORMATS[fmt], audio, lead=13_230, first=False, model_rate=rate, sample_rate=out_rate)
    return time.perf_counter() - started


def real_projection(row: dict[str, Any], factor: float, before: dict[str, Any] | None) -> dict[str, Any]:
    """The same job on Lambda at 2,048 MB with the real model: the split, two queue hops, the longest segment
    (its audio at the published real-time factor, plus its encoding) and the assembly; and the same with the
    assembly as it was (`before`: its measured seconds for this format) and no encoding in the segments."""
    per_chunk = row["audio_seconds"] / row["chunks"]
    segment_audio = per_chunk * row["chunks_per_segment_max"]
    synthesis = segment_audio * real_rtf_at_2048()
    encoding = encode_seconds(row["format"], segment_audio) * factor
    fixed = row["split_seconds"] * factor + 2 * QUEUE_SECONDS
    now = fixed + synthesis + encoding + row["assembly_seconds"] * factor
    projected = {"segment_audio_seconds": segment_audio, "segment_synthesis_seconds": synthesis}
    projected |= {"segment_encode_seconds": encoding, "wall_seconds": now}
    if before is not None:
        projected["before_assembly_seconds"] = before["assembly_seconds"] * factor
        projected["before_wall_seconds"] = fixed + synthesis + before["assembly_seconds"] * factor
    return projected


def measure(model_dir: str, plan: dict[str, Any], results: dict[str, Any]) -> dict[str, Any]:
    """Every format at the first worker count; mp3 again at the others (how the segments spread)."""
    text = text_of_length(plan["chars"])
    formats = plan.get("formats", ["mp3"])
    first, *more = plan["workers"]
    runs = [run_job(model_dir, text, first, fmt) for fmt in formats]
    runs += [run_job(model_dir, text, workers, "mp3") for workers in more]
    factor, basis = lambda_factor(results)
    mp3 = [row for row in runs if row["format"] == "mp3"] or runs
    uncontended = min(mp3, key=lambda row: row["workers"])
    before = json.loads(BEFORE.read_text()) if BEFORE.is_file() else {"rows": {}}
    rows = runs[: len(formats)]
    real = {row["format"]: real_projection(row, factor, before["rows"].get(row["format"])) for row in rows}
    defaults = Settings()  # the workers run with the deployed defaults
    settings = {"fanout_chars": defaults.fanout_chars, "segment_chars": defaults.segment_chars}
    settings |= {"steps": defaults.default_steps, "intra_op_threads": 1}
    factors = {"lambda_factor": factor, "lambda_factor_basis": basis, "projection": projection(uncontended, factor)}
    model = Path(model_dir)
    revision = (model / "REVISION").read_text().strip() if (model / "REVISION").is_file() else model.name
    before_note = {key: before[key] for key in ("measured", "commit", "machine", "load") if key in before}
    extra = {"real_projection": real, "real_rtf_2048": real_rtf_at_2048(), "queue_seconds": QUEUE_SECONDS}
    return {"chars": len(text), "model": revision, "settings": settings, "runs": runs, **factors, **extra,
            "before": before_note | {"rows": before["rows"]}}  # fmt: skip
