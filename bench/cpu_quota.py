"""Lambda's CPU share at 2,048 MB (about 1.16 vCPU while showing 2 cores) as a cgroup CPU quota: v2 `cpu.max` where
mounted, else v1 `cpu.cfs_quota_us`; without either, the worker is pinned to one core and `method` says so.
    with cpu_quota(LAMBDA_2048_CPUS) as quota:
        Worker(..., preexec=quota.enter)      # the worker and its threads live in the group
        quota.throttling()                    # {"periods": ..., "throttled": ...}: proof that the cap bit
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

LAMBDA_MEMORY_MB = 2048  # the templates' memory size
LAMBDA_MB_PER_VCPU = 1769  # Lambda's CPU share: one vCPU-second per second at 1,769 MB
LAMBDA_2048_CPUS = round(LAMBDA_MEMORY_MB / LAMBDA_MB_PER_VCPU, 2)  # 1.16
CGROUP = Path("/sys/fs/cgroup")
GROUP = "supertonic-bench"
PERIOD_US = 100_000


@dataclass
class Quota:
    cpus: float
    method: str
    group: Path | None  # None: the affinity fallback

    def enter(self) -> None:
        """Runs in the worker before exec: join the group (or pin to one core)."""
        if self.group is None:
            os.sched_setaffinity(0, {min(os.sched_getaffinity(0))})
        else:
            (self.group / "cgroup.procs").write_text(str(os.getpid()))

    def throttling(self) -> dict[str, int]:
        if self.group is None:
            return {}
        stat = dict(line.split() for line in (self.group / "cpu.stat").read_text().splitlines() if " " in line)
        return {"periods": int(stat.get("nr_periods", 0)), "throttled": int(stat.get("nr_throttled", 0))}


def _make_group(cpus: float) -> tuple[Path, str]:
    quota = int(round(cpus * PERIOD_US))
    if (CGROUP / "cgroup.controllers").exists():  # unified hierarchy
        controllers = (CGROUP / "cgroup.subtree_control").read_text().split()
        if "cpu" not in controllers:
            (CGROUP / "cgroup.subtree_control").write_text("+cpu")
        group = CGROUP / GROUP
        group.mkdir(exist_ok=True)
        (group / "cpu.max").write_text(f"{quota} {PERIOD_US}")
        return group, f"cgroup v2 cpu.max = {quota} {PERIOD_US}"
    group = CGROUP / "cpu" / GROUP
    group.mkdir(exist_ok=True)
    (group / "cpu.cfs_period_us").write_text(str(PERIOD_US))
    (group / "cpu.cfs_quota_us").write_text(str(quota))
    return group, f"cgroup v1 cpu.cfs_quota_us = {quota} per {PERIOD_US} us"


@contextlib.contextmanager
def cpu_quota(cpus: float) -> Iterator[Quota]:
    try:
        group, method = _make_group(cpus)
    except OSError as error:
        yield Quota(1.0, f"taskset to one core (no writable cgroup: {error.strerror}); 1.0 vCPU, not {cpus}", None)
        return
    try:
        yield Quota(cpus, method, group)
    finally:
        with contextlib.suppress(OSError):
            group.rmdir()  # fails only while a worker still lives in it
