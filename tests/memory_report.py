"""The test run's peak memory, per pytest process, printed at the end; over SUITE_MEMORY_LIMIT_MB (3 GB per
worker by default) the run fails, naming the process. CI's log shows the figure on every run, so a test that
keeps apps, models or servers alive across the session is caught before it grows a worker past the machine.

    tests/conftest.py:  pytest_plugins = ["tests.memory_report"]
    peak memory: gw0 1.1 GB, gw1 0.9 GB (limit 3.0 GB per process)
"""

from __future__ import annotations

import os
import resource
import sys

import pytest

LIMIT_MB = float(os.environ.get("SUITE_MEMORY_LIMIT_MB", "3072"))


def peak_mb() -> float:
    """This process's peak resident memory, in MB (ru_maxrss counts KB on Linux, bytes on macOS)."""
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak / (1024 * 1024) if sys.platform == "darwin" else peak / 1024


class PeakMemory:
    def __init__(self) -> None:
        self.peaks: dict[str, float] = {}

    @pytest.hookimpl(optionalhook=True)
    def pytest_testnodedown(self, node: object, error: object) -> None:  # xdist: a worker finished (or died)
        output = getattr(node, "workeroutput", {})
        if "peak_mb" in output:
            self.peaks[node.gateway.id] = output["peak_mb"]  # type: ignore[attr-defined]

    def pytest_sessionfinish(self, session: pytest.Session) -> None:
        workeroutput = getattr(session.config, "workeroutput", None)
        if workeroutput is not None:  # an xdist worker: its controller reports
            workeroutput["peak_mb"] = peak_mb()
            return
        if not self.peaks:  # no workers: this process ran the tests
            self.peaks["pytest"] = peak_mb()
        if any(peak > LIMIT_MB for peak in self.peaks.values()):
            session.exitstatus = pytest.ExitCode.TESTS_FAILED

    def pytest_terminal_summary(self, terminalreporter: pytest.TerminalReporter) -> None:
        if getattr(terminalreporter.config, "workeroutput", None) is not None or not self.peaks:
            return
        figures = ", ".join(f"{name} {peak / 1024:.1f} GB" for name, peak in sorted(self.peaks.items()))
        terminalreporter.write_line(f"peak memory: {figures} (limit {LIMIT_MB / 1024:.1f} GB per process)")
        over = [name for name, peak in sorted(self.peaks.items()) if peak > LIMIT_MB]
        if over:
            terminalreporter.write_line(
                f"FAILED: {', '.join(over)} went over {LIMIT_MB / 1024:.1f} GB: a test keeps memory across the "
                "session (an app, a model, a server or a big buffer held by a module-level object or fixture)",
                red=True,
            )


def pytest_configure(config: pytest.Config) -> None:
    config.pluginmanager.register(PeakMemory(), "peak-memory")
