"""Long jobs in segments (docs/benchmarks.md, "Long jobs"): one bucket job run by 1, 2, 4 local worker processes
through a moto S3 + SQS server, and the Lambda projection at N concurrent invocations: the split, ceil(segments /
N) waves of the slowest segment by CPU seconds (scaled to the 2,048 MB share), then the assembly.
"""

from __future__ import annotations

import contextlib
import json
import math
import statistics
import tempfile
import time
from pathlib import Path

from bench.stats import MB, peak_rss_bytes
from bench.texts import text_of_length
from bench.worker import BUCKET, KEYS, LOG_DIR, ROOT, VENV_PYTHON, background, s3_server, service_env
from handler.config import Settings

JOB_KEY = "inbox/bench/fanout.json"
MANIFEST_KEY = "outbox/bench/fanout.json"
LAMBDA_CONCURRENCY = (10, 50, 100)
TARGET_SECONDS = 180.0  # a 100,000-character job at 50 concurrent invocations
POLL_SECONDS = 0.1
JOB_SECONDS = 3_600


def folder_bytes(folder: Path) -> int:
    """Bytes of every file under `folder`, tolerant of files that come and go."""
    total = 0
    for path in folder.rglob("*"):
        with contextlib.suppress(OSError):
            total += path.stat().st_size if path.is_file() else 0
    return total


def _stats(paths: list[Path]) -> list[dict]:
    return [json.loads(line) for path in paths if path.is_file() for line in path.read_text().splitlines() if line]


def _wait_recorded(paths: list[Path], segments: int) -> None:
    """The manifest says succeeded before the joining invocation returns (it then clears the segment objects):
    wait for its --stats line, or the figures would miss the last invocation and its assembly."""
    deadline = time.perf_counter() + 120
    while sum(bool(row["segments"]) for row in _stats(paths)) < segments:
        if time.perf_counter() > deadline:
            raise RuntimeError("the last segment invocation did not return within 120 s of the job's success")
        time.sleep(POLL_SECONDS)


def run_job(model_dir: str, text: str, workers: int, response_format: str = "mp3") -> dict:
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
        manifest: dict = {}
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


def segment_figures(invocations: list[dict], assembly_seconds: float) -> dict:
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
    figures = {"invocations": len(segments), "workers_used": len({row["worker"] for row in segments})}
    figures["retries"] = sum(count > 1 for row in segments for count in row["receive_counts"])
    figures["segment_wall"] = {"median": statistics.median(walls), "max": max(walls), "min": min(walls)}
    figures["segment_cpu"] = {"median": statistics.median(cpus), "max": max(cpus)}
    figures["chunks_per_segment"] = statistics.median(chunks)
    return figures | {"split_seconds": max((row["wall"] for row in splits), default=0.0)}


def lambda_factor(results: dict) -> tuple[float, str]:
    """How much slower one thread runs under the 2,048 MB share than alone on this machine (threads section)."""
    configs = (results.get("threads") or {}).get("configs", {})
    alone, share = configs.get("1 thread"), configs.get("1.16 vCPU, default threads")
    if alone and share and share.get("threads") == 1:
        factor = share["long"]["rtf"] / alone["long"]["rtf"]
        return factor, f"RTF at 1.16 vCPU / RTF at 1 thread = {factor:.3f} (threads section)"
    return 1.0, "1.0: one thread uses at most one of the 1.16 vCPU (no threads section to refine it)"


def projection(uncontended: dict, factor: float, concurrency: tuple[int, ...] = LAMBDA_CONCURRENCY) -> dict:
    """Projected wall time on Lambda at each concurrency, from the one-worker run."""
    segment = uncontended["segment_cpu"]["max"] * factor  # a wave lasts as long as its slowest segment
    assembly, split = uncontended["assembly_seconds"] * factor, uncontended["split_seconds"] * factor
    waves = {n: math.ceil(uncontended["segments"] / n) for n in concurrency}
    rows = {str(n): {"waves": count, "seconds": split + count * segment + assembly} for n, count in waves.items()}
    seconds = {"segment_seconds": segment, "assembly_seconds": assembly, "split_seconds": split}
    return seconds | {"concurrency": rows, "target_seconds": TARGET_SECONDS, "target_concurrency": 50}


def measure(model_dir: str, plan: dict, results: dict) -> dict:
    text = text_of_length(plan["chars"])
    runs = [run_job(model_dir, text, workers) for workers in plan["workers"]]
    factor, basis = lambda_factor(results)
    uncontended = min(runs, key=lambda row: row["workers"])
    defaults = Settings()  # the workers run with the deployed defaults
    settings = {"fanout_chars": defaults.fanout_chars, "segment_chars": defaults.segment_chars}
    settings |= {"steps": defaults.default_steps, "intra_op_threads": 1, "format": "mp3"}
    factors = {"lambda_factor": factor, "lambda_factor_basis": basis, "projection": projection(uncontended, factor)}
    return {"chars": len(text), "settings": settings, "runs": runs, **factors}
