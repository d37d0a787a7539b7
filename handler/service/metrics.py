"""The service's figures: requests, first byte, synthesis speed, cache, jobs and job segments.

    metrics = Metrics.chosen(settings.metrics)      # by the function's build step: "auto", "emf", "prometheus", "off"
    metrics.request("/v1/audio/speech", 200, 0.42)  # route template, status, seconds
    metrics.first_byte("/v1/audio/speech", 0.08)    # a streamed answer's first body byte
    metrics.synthesis(12.5, 1.9, "mp3")             # audio seconds, compute seconds, format (real-time factor)
    metrics.cache(hit=True)
    metrics.job("succeeded") / metrics.segment("failed")
    metrics.audio_check("clipping", recovered=True)  # a chunk that failed the silent-degradation checks
    metrics.flush()                                 # end of a Lambda invocation: EMF lines to stdout

A `Metrics` is a built object like every other part: handler/platform/function.py makes one and hands it to
whoever records (the engine, the speech service, the request middleware, the job runner and the segment worker);
nothing records into process-wide state it configured. A part built without one (a test's, a tool's) records
into UNRECORDED, which counts nothing. Where the figures go is chosen when it is built: on Lambda ("auto" with
AWS_LAMBDA_FUNCTION_NAME set) as CloudWatch Embedded Metric Format lines printed by Powertools in namespace
`Supertonic`, one line per dimension set per invocation; elsewhere into the default prometheus_client registry
(the process's: its collectors are registered once), served by `GET /metrics`. Dimensions are a closed set
(route template, status class, format, outcome): an unknown value becomes "other", so nothing request-derived can
add a series.
"""

from __future__ import annotations

import functools
import os
import threading
from collections import defaultdict

from handler.audio.formats import FORMATS
from handler.engine.quality import PROBLEMS
from handler.kernel import logs

logger = logs.child(__name__)

NAMESPACE = "Supertonic"
BACKENDS = ("auto", "emf", "prometheus", "off")
OUTCOMES = frozenset({"succeeded", "failed", "retried", "cancelled", "timed_out", "skipped"})
UNMATCHED = "unmatched"  # no route matched (404s): one series, never the raw path


def status_class(status: int | None) -> str:
    return f"{status // 100}xx" if isinstance(status, int) and 100 <= status < 600 else "other"


def closed(value: str | None, allowed: frozenset[str]) -> str:
    return value if value in allowed else "other"


# --- backends -----------------------------------------------------------------------------------------------------
class Off:
    def add(self, name: str, unit: str, value: float, dimensions: tuple[tuple[str, str], ...]) -> None:
        pass

    def flush(self) -> None:
        pass


class Emf:
    """Collects one invocation's figures, grouped by dimension set; `flush` prints one EMF line per group."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.groups: dict[tuple[tuple[str, str], ...], list[tuple[str, str, float]]] = defaultdict(list)

    def add(self, name: str, unit: str, value: float, dimensions: tuple[tuple[str, str], ...]) -> None:
        with self.lock:
            self.groups[dimensions].append((name, unit, value))

    def flush(self) -> None:
        from aws_lambda_powertools.metrics import EphemeralMetrics

        with self.lock:
            groups, self.groups = self.groups, defaultdict(list)
        service = os.environ.get("POWERTOOLS_SERVICE_NAME") or "supertonic"
        for dimensions, figures in groups.items():  # nothing recorded: nothing printed, no warning
            emf = EphemeralMetrics(namespace=NAMESPACE, service=service)
            for key, label in dimensions:
                emf.add_dimension(name=key, value=label)
            for name, unit, value in figures:
                emf.add_metric(name=name, unit=unit, value=value)
            emf.flush_metrics()


class Prometheus:
    """The same figures as counters and histograms in the default registry (one process, one registry)."""

    def __init__(self) -> None:
        from prometheus_client import Counter, Histogram

        latency = (0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0, 60.0, 120.0)
        self.requests = Counter("supertonic_requests", "HTTP requests answered", ["route", "status_class"])
        self.duration = Histogram(
            "supertonic_request_duration_seconds", "HTTP request duration", ["route", "status_class"], buckets=latency
        )
        self.first_byte = Histogram(
            "supertonic_first_byte_seconds", "Time to a streamed answer's first body byte", ["route"], buckets=latency
        )
        self.audio = Counter("supertonic_audio_seconds", "Seconds of audio synthesised", ["format"])
        self.compute = Counter("supertonic_synthesis_seconds", "Seconds spent synthesising", ["format"])
        self.rtf = Histogram(
            "supertonic_real_time_factor",
            "Compute seconds per audio second (below 1: faster than real time)",
            ["format"],
            buckets=(0.02, 0.05, 0.1, 0.2, 0.3, 0.5, 0.75, 1.0, 1.5, 2.0, 5.0),
        )
        self.cache = Counter("supertonic_cache_lookups", "Audio cache lookups", ["result"])
        self.jobs = Counter("supertonic_jobs", "Jobs finished", ["outcome"])
        self.segments = Counter("supertonic_job_segments", "Segments of long jobs finished", ["outcome"])
        self.audio_checks = Counter(
            "supertonic_audio_checks_failed", "Chunks that failed the audio checks", ["problem", "outcome"]
        )

    def add(self, name: str, unit: str, value: float, dimensions: tuple[tuple[str, str], ...]) -> None:
        labels = dict(dimensions)
        if name in ("CacheHits", "CacheMisses"):
            self.cache.labels("hit" if name == "CacheHits" else "miss").inc(value)
        elif not labels:
            return  # service-wide totals (Requests, ServerErrors) serve CloudWatch alarms; Prometheus sums labels
        elif name == "Requests":
            self.requests.labels(labels["route"], labels["status_class"]).inc(value)
        elif name == "RequestLatency":
            self.duration.labels(labels["route"], labels["status_class"]).observe(value / 1000)
        elif name == "FirstByteLatency":
            self.first_byte.labels(labels["route"]).observe(value / 1000)
        elif name == "AudioSeconds":
            self.audio.labels(labels["format"]).inc(value)
        elif name == "SynthesisSeconds":
            self.compute.labels(labels["format"]).inc(value)
        elif name == "RealTimeFactor":
            self.rtf.labels(labels["format"]).observe(value)
        elif name == "Jobs":
            self.jobs.labels(labels["outcome"]).inc(value)
        elif name == "Segments":
            self.segments.labels(labels["outcome"]).inc(value)
        elif name == "AudioChecks":
            self.audio_checks.labels(labels["problem"], labels["outcome"]).inc(value)

    def flush(self) -> None:
        pass  # scraped, not pushed


Backend = Off | Emf | Prometheus


@functools.cache
def prometheus_collectors() -> Prometheus:
    """The collectors in prometheus_client's default registry, which is the process's: registered once, whichever
    recorders record into them (a second registration would raise)."""
    return Prometheus()


class Metrics:
    """The service's figures into one backend, chosen when it is built."""

    def __init__(self, backend: Backend) -> None:
        self.backend = backend

    @classmethod
    def chosen(cls, choice: str = "auto") -> Metrics:
        """ "auto" is EMF on Lambda and Prometheus elsewhere; an unknown choice is refused, naming the setting."""
        if choice not in BACKENDS:
            raise ValueError(f"SUPERTONIC_METRICS must be one of {', '.join(BACKENDS)}, not {choice!r}")
        if choice == "auto":
            choice = "emf" if os.environ.get("AWS_LAMBDA_FUNCTION_NAME") else "prometheus"
        if choice == "prometheus":
            return cls(prometheus_collectors())
        return cls(Emf() if choice == "emf" else Off())

    @property
    def name(self) -> str:
        """Where the figures go: "emf", "prometheus" or "off"."""
        return {Emf: "emf", Prometheus: "prometheus", Off: "off"}[type(self.backend)]

    def _add(self, name: str, unit: str, value: float, **dimensions: str) -> None:
        try:
            self.backend.add(name, unit, float(value), tuple(dimensions.items()))
        except Exception:  # a figure is never worth a failed request or job
            logger.warning("metric not recorded", extra={"metric": name}, exc_info=True)

    # --- what the request path calls --------------------------------------------------------------------------
    def request(self, route: str | None, status: int | None, seconds: float) -> None:
        """One answered HTTP request, by route template (never the raw path) and status class."""
        route, klass = route or UNMATCHED, status_class(status)
        self._add("Requests", "Count", 1, route=route, status_class=klass)
        self._add("RequestLatency", "Milliseconds", seconds * 1000, route=route, status_class=klass)
        self._add("Requests", "Count", 1)  # service-wide, for the 5xx-rate alarm
        self._add("ServerErrors", "Count", 1 if klass == "5xx" else 0)

    def first_byte(self, route: str | None, seconds: float) -> None:
        self._add("FirstByteLatency", "Milliseconds", seconds * 1000, route=route or UNMATCHED)

    def synthesis(self, audio_seconds: float, compute_seconds: float, format: str | None = None) -> None:
        """A finished synthesis: its audio length, the time it took, and their ratio (the real-time factor)."""
        fmt = closed(format, frozenset(FORMATS))
        self._add("AudioSeconds", "Seconds", audio_seconds, format=fmt)
        self._add("SynthesisSeconds", "Seconds", compute_seconds, format=fmt)
        if audio_seconds > 0:
            self._add("RealTimeFactor", "None", compute_seconds / audio_seconds, format=fmt)

    def cache(self, hit: bool) -> None:
        self._add("CacheHits" if hit else "CacheMisses", "Count", 1)

    def job(self, outcome: str) -> None:
        """A job that reached its end: "succeeded" or "failed" (see OUTCOMES)."""
        self._add("Jobs", "Count", 1, outcome=closed(outcome, OUTCOMES))

    def segment(self, outcome: str) -> None:
        """One segment of a fanned-out long job that reached its end (see OUTCOMES)."""
        self._add("Segments", "Count", 1, outcome=closed(outcome, OUTCOMES))

    def audio_check(self, problem: str, *, recovered: bool) -> None:
        """A chunk that failed the silent-degradation checks: recovered by its retry, or sent degraded. The
        service-wide count feeds the template's alarm."""
        outcome = "recovered" if recovered else "degraded"
        self._add("AudioChecks", "Count", 1, problem=closed(problem, PROBLEMS), outcome=outcome)
        self._add("AudioChecksFailed", "Count", 1)

    def flush(self) -> None:
        """Print what this invocation recorded (EMF); a no-op for Prometheus and when nothing was recorded."""
        self.backend.flush()


UNRECORDED = Metrics(Off())  # for a part built without a recorder: counts nothing (Off keeps no state)
