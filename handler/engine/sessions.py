"""ONNX Runtime session options, and how many threads this process may really use.

On Lambda `os.cpu_count()` reports 2 even at 2,048 MB, where the quota is about 1.16 vCPU, so the thread count
comes from the quota: an explicit setting, else the smallest of the Lambda memory share (1,769 MB per vCPU),
the cgroup CPU quota and the affinity mask.

    options = session_options(settings)   # logs nothing, reads cgroup files once per call
    session_options(settings, prepack=False)  # a session that packs its weights as it runs (ONCE_PER_CHUNK)
"""

from __future__ import annotations

import math
import os
from pathlib import Path

import onnxruntime as ort

from handler.kernel.config import Settings

LAMBDA_MB_PER_VCPU = 1769
# Sessions run once per chunk (the vector estimator runs once per step). Creating a session copies each constant
# weight into its kernels' packed layout, which is most of session creation; these three can pack as they run
# instead, for a few percent of a short request (bench/results.md, "Cold start"): a Lambda on-demand init does.
ONCE_PER_CHUNK = ("duration_predictor", "text_encoder", "vocoder")

_OPTIMIZATION = {
    "disable": ort.GraphOptimizationLevel.ORT_DISABLE_ALL,
    "basic": ort.GraphOptimizationLevel.ORT_ENABLE_BASIC,
    "extended": ort.GraphOptimizationLevel.ORT_ENABLE_EXTENDED,
    "all": ort.GraphOptimizationLevel.ORT_ENABLE_ALL,
}
_EXECUTION = {"sequential": ort.ExecutionMode.ORT_SEQUENTIAL, "parallel": ort.ExecutionMode.ORT_PARALLEL}


def cgroup_cpu_quota(root: Path = Path("/sys/fs/cgroup")) -> float | None:
    """CPUs allowed by the cgroup (v2 `cpu.max`, else v1 `cfs_quota_us`), or None when unlimited."""
    try:
        quota, period = (root / "cpu.max").read_text().split()[:2]
        return None if quota == "max" else int(quota) / int(period)
    except (OSError, ValueError):
        pass
    try:
        quota_us = int((root / "cpu" / "cpu.cfs_quota_us").read_text())
        period_us = int((root / "cpu" / "cpu.cfs_period_us").read_text())
        return None if quota_us <= 0 else quota_us / period_us
    except (OSError, ValueError):
        return None


def available_cpus(env: dict[str, str] | None = None, cgroup_root: Path = Path("/sys/fs/cgroup")) -> float:
    """The CPU share this process really has, as a (possibly fractional) number of CPUs."""
    env = dict(os.environ) if env is None else env
    shares = [float(len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1)]
    if memory := env.get("AWS_LAMBDA_FUNCTION_MEMORY_SIZE"):
        shares.append(int(memory) / LAMBDA_MB_PER_VCPU)
    if (quota := cgroup_cpu_quota(cgroup_root)) is not None:
        shares.append(quota)
    return min(shares)


def thread_count(settings: Settings, cpus: float | None = None) -> int:
    """Intra-op threads: the explicit setting, else the CPU share rounded half up (1.16 vCPU -> 1)."""
    if settings.intra_op_threads > 0:
        return settings.intra_op_threads
    share = available_cpus() if cpus is None else cpus
    return max(1, math.floor(share + 0.5))


def session_options(settings: Settings, threads: int | None = None, *, prepack: bool = True) -> ort.SessionOptions:
    if settings.graph_optimization not in _OPTIMIZATION:
        raise ValueError(f"SUPERTONIC_GRAPH_OPTIMIZATION must be one of {', '.join(_OPTIMIZATION)}")
    if settings.execution_mode not in _EXECUTION:
        raise ValueError(f"SUPERTONIC_EXECUTION_MODE must be one of {', '.join(_EXECUTION)}")
    options = ort.SessionOptions()
    options.intra_op_num_threads = threads or thread_count(settings)
    options.inter_op_num_threads = settings.inter_op_threads
    options.execution_mode = _EXECUTION[settings.execution_mode]
    options.graph_optimization_level = _OPTIMIZATION[settings.graph_optimization]
    options.enable_cpu_mem_arena = settings.cpu_mem_arena
    spinning = "1" if settings.allow_spinning else "0"
    # Spinning threads burn a fractional Lambda vCPU while the request waits on Python.
    options.add_session_config_entry("session.intra_op.allow_spinning", spinning)
    options.add_session_config_entry("session.inter_op.allow_spinning", spinning)
    options.log_severity_level = 3
    if not prepack:
        options.add_session_config_entry("session.disable_prepacking", "1")
    return options
