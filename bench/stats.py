"""Timing, statistics and memory probes shared by the benchmarks; standard library only (they also run in the
official package's virtualenv). `with RssSampler(pid) as sampler: ...` leaves the highest RSS seen in `sampler.peak`."""

from __future__ import annotations

import contextlib
import ctypes
import math
import os
import statistics
import threading
import time
from collections.abc import Callable, Mapping
from typing import TypeVar

PAGE = os.sysconf("SC_PAGE_SIZE")
MB = 1024 * 1024
T = TypeVar("T")


def timed(call: Callable[[], T]) -> tuple[T, float]:
    """The call's result and its wall seconds."""
    started = time.perf_counter()
    result = call()
    return result, time.perf_counter() - started


def rotated(sides: list[str], round_index: int) -> list[str]:
    """The sides in this round's order: each goes first in turn."""
    shift = round_index % len(sides)
    return sides[shift:] + sides[:shift]


def alternate(sides: Mapping[str, Callable[[], T]], rounds: int, warmups: int = 0) -> dict[str, list[T]]:
    """Every side called once a round, each going first in turn, so the slow phases of a shared machine hit every
    side alike; `warmups` unrecorded rounds first (first-call allocations, .pyc files, the page cache)."""
    runs: dict[str, list[T]] = {name: [] for name in sides}
    for round_index in range(-warmups, rounds):
        for name in rotated(list(sides), round_index):
            result = sides[name]()
            if round_index >= 0:
                runs[name].append(result)
    return runs


def percentile(values: list[float], share: float) -> float | None:
    """The nearest-rank value at `share` of the sorted values (0.95: p95); None without values."""
    ordered = sorted(values)
    return ordered[round(share * (len(ordered) - 1))] if ordered else None


def paired(ours: list[float], baseline: list[float]) -> dict[str, float]:
    """Ours minus the baseline, pair by pair (each pair ran back to back), so machine noise hits both alike."""
    if len(ours) != len(baseline) or not ours:
        raise ValueError("paired() needs two equally long, non-empty lists")
    base, overhead = statistics.median(baseline), statistics.median(a - b for a, b in zip(ours, baseline, strict=True))
    medians = {"ours_median": statistics.median(ours), "baseline_median": base, "overhead_median": overhead}
    return medians | {"overhead_ratio": overhead / base, "n": len(ours)}


def speedup(baseline: list[float], ours: list[float]) -> dict[str, float]:
    """Round by round (the lists are in round order), how many times faster `ours` was than the baseline.
    `faster_rounds` of `rounds` tells a consistent gain from noise: all of 5 rounds by chance is 1 in 32."""
    ratios = [b / a for b, a in zip(baseline, ours, strict=True)]
    spread = {"median": statistics.median(ratios), "min": min(ratios), "max": max(ratios)}
    return spread | {"faster_rounds": sum(r > 1 for r in ratios), "rounds": len(ratios)}


def sign_test(ratios: list[float]) -> float:
    """Two-sided sign test: the chance that rounds split at least this unevenly between ratios below and above 1
    (ties dropped) if neither side were faster. 6 of 9 gives 0.51 (no difference shown); 9 of 9 gives 0.004."""
    below, above = sum(r < 1 for r in ratios), sum(r > 1 for r in ratios)
    rounds = below + above
    tail = sum(math.comb(rounds, k) for k in range(min(below, above) + 1))
    return min(1.0, 2 * tail / 2**rounds) if rounds else 1.0


def rss_bytes(pid: int | str = "self") -> int:
    """Resident set size of a process now (Linux /proc)."""
    with open(f"/proc/{pid}/statm") as statm:
        return int(statm.read().split()[1]) * PAGE


def peak_rss_bytes(pid: int | str = "self") -> int:
    """The kernel's high-water mark of a process's RSS (VmHWM). Not ru_maxrss: Linux carries that across fork and
    exec, so a worker would report its parent's peak when the parent had been larger."""
    with open(f"/proc/{pid}/status") as status:
        line = next(line for line in status if line.startswith("VmHWM:"))
    return int(line.split()[1]) * 1024  # kB


def trimmed_rss_mb() -> float:
    """RSS after glibc's malloc_trim(0) hands freed heap pages back: what the process holds, without what the
    allocator kept (session creation frees about 100 MB that glibc otherwise keeps). Called last."""
    with contextlib.suppress(OSError, AttributeError):  # not glibc: nothing to hand back this way
        ctypes.CDLL("libc.so.6").malloc_trim(0)
    return rss_bytes() / MB


class RssSampler:
    """Samples a process's RSS on a thread: catches the peak of a single call."""

    def __init__(self, pid: int | str = "self", interval: float = 0.02) -> None:
        self.pid, self.interval, self.peak = pid, interval, 0
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._loop, daemon=True)

    def _loop(self) -> None:
        while True:
            with contextlib.suppress(OSError):  # the process may be gone
                self.peak = max(self.peak, rss_bytes(self.pid))
            if self._stop.wait(self.interval):
                return

    def __enter__(self) -> RssSampler:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._stop.set()
        self._thread.join()
        with contextlib.suppress(OSError):
            self.peak = max(self.peak, rss_bytes(self.pid))


def request_peak(pid: int | str, call: Callable[[], T]) -> tuple[T, dict[str, float]]:
    """The call's result, and a process's RSS before it and at its peak during it (MB)."""
    idle = rss_bytes(pid)
    with RssSampler(pid) as sampler:
        result = call()
    return result, {"idle_mb": idle / MB, "request_peak_mb": sampler.peak / MB}
