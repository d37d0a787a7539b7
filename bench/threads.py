"""Threads: real-time factor (compute seconds per audio second) at 1 and 2 intra-op threads on the whole machine,
and under the CPU share of a 2,048 MB Lambda (1.16 vCPU) with the engine's default thread count and with 2.

The default comes from `handler.engine.sessions.thread_count`: the CPU share rounded half up, so 1 thread at
1.16 vCPU. The "default" worker runs with SUPERTONIC_INTRA_OP_THREADS unset and AWS_LAMBDA_FUNCTION_MEMORY_SIZE
=2048, so it really exercises that rule, and reports the thread count it chose.
"""

from __future__ import annotations

import contextlib
import statistics

from bench.cpu_quota import LAMBDA_2048_CPUS, LAMBDA_MEMORY_MB, cpu_quota
from bench.stats import speedup
from bench.texts import LONG, MEDIUM, SHORT
from bench.worker import Worker, interleaved


def measure(model_dir: str, reps: int) -> dict:
    texts = {"medium": {"text": MEDIUM}, "long": {"text": LONG}}
    at_lambda = {"AWS_LAMBDA_FUNCTION_MEMORY_SIZE": str(LAMBDA_MEMORY_MB)}
    with cpu_quota(LAMBDA_2048_CPUS) as quota, contextlib.ExitStack() as stack:
        configs = {
            "1 thread": ({"threads": 1}, {}, None),
            "2 threads": ({"threads": 2}, {}, None),
            "1.16 vCPU, default threads": ({"threads": 0}, at_lambda, quota.enter),
            "1.16 vCPU, 2 threads": ({"threads": 2}, {}, quota.enter),
        }
        workers = {
            name: stack.enter_context(
                Worker(
                    "bench.engine_worker",
                    {"model_dir": model_dir, **start},
                    env={"SUPERTONIC_INTRA_OP_THREADS": None, **env},
                    preexec=preexec,
                    log_name="threads",
                )
            )
            for name, (start, env, preexec) in configs.items()
        }
        for worker in workers.values():
            worker.call({"text": SHORT})
        answers = interleaved(workers, texts, reps)
        throttling = quota.throttling()
    rows = {}
    for name, per_text in answers.items():
        row = {"threads": per_text["long"][0]["threads"], "cpu_share": LAMBDA_2048_CPUS if "vCPU" in name else None}
        for key, runs in per_text.items():
            audio = runs[0]["audio_seconds"]
            row[key] = {
                "rtf": statistics.median(r["wall"] for r in runs) / audio,
                "cpu_per_audio_second": statistics.median(r["cpu"] for r in runs) / audio,
                "audio_seconds": audio,
                "chars": runs[0]["chars"],
                "walls": [r["wall"] for r in runs],
            }
        rows[name] = row
    for row in rows.values():
        row["vs_default"] = speedup(rows["1.16 vCPU, default threads"]["long"]["walls"], row["long"]["walls"])
    default = rows["1.16 vCPU, default threads"]
    chars = sum(default[key]["chars"] for key in texts)
    audio = sum(default[key]["audio_seconds"] for key in texts)
    return {
        "configs": rows,
        "quota": {"cpus": quota.cpus, "method": quota.method, **throttling},
        "rtf_lambda_2048": default["long"]["rtf"],
        "rtf_lambda_2048_threads": default["threads"],
        "chars_per_audio_second": chars / audio,
    }
