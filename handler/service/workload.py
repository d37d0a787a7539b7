"""How much work a plan is, how long it may take, and the refusal of what cannot finish in that time.

Limits apply to what the model reads (the planned, normalised chunks), not to the request: a lexicon entry or
a run of digits can make the model read many times the request's characters. The time a synthesis takes
grows with those characters, with the steps and inversely with the speed (the audio is longer):

    seconds = model_chars * seconds_per_char * (steps + FIXED_STEPS) / (REFERENCE_STEPS + FIXED_STEPS) / speed

`seconds_per_char` is the engine's compute time per model character at 8 steps and speed 1 on this
deployment's CPU: SUPERTONIC_SECONDS_PER_CHAR when set, else the figure this process measured on its own
syntheses, else (a fresh process) twice the prior for the model (docs/limits.md and bench/deadline.py give the
arithmetic).

    pace = Pace(prior=0.05)
    budget = time_budget(settings, remaining_seconds=context.get_remaining_time_in_millis() / 1000)
    check_fits(plan_chars, steps=8, speed=1.05, pace=pace, budget=budget)   # PayloadTooLarge naming POST /v1/jobs
    pace.observe(model_chars, steps, speed, seconds)                        # after each whole synthesis
"""

from __future__ import annotations

import math
import threading

from handler.kernel.config import Settings
from handler.kernel.errors import PayloadTooLarge
from handler.kernel.runtime import InvocationContext

REFERENCE_STEPS = 8  # seconds_per_char is measured at the default steps
FIXED_STEPS = 2.0  # duration predictor, text encoder and vocoder together, in vector-estimator steps
# What an invocation keeps of its remaining time for the work after synthesis, before Lambda's own timeout:
RESPONSE_MARGIN_SECONDS = 5.0  # an HTTP answer: encoding and sending it
JOB_MARGIN_SECONDS = 15.0  # a bucket job: the upload and the manifest
SEGMENT_MARGIN_SECONDS = 30.0  # a long job's segment: the upload, the marker and sending the next message
SAFETY = 1.25  # a plan is refused when its estimate times this exceeds the budget
OBSERVED_MIN_CHARS = 200  # shorter syntheses are dominated by fixed costs and do not update the pace
OBSERVED_WEIGHT = 0.2  # moving-average weight of one observation
# Characters the model speaks in a second at speed 1 (about 15 for Supertonic 3): a second of silence a request
# asks for (an SSML break, the gaps between sentences) counts against the text limits as this many characters.
SPEECH_CHARS_PER_SECOND = 15

# Priors, seconds of compute per model character at 8 steps and speed 1, at Lambda's 2,048 MB CPU share
# (1.16 vCPU; bench/deadline.py): the real model from its published real-time factors (0.85 at 1 vCPU, 0.28 at
# 2 vCPU: 0.76 at 1.16) and about 15 characters per second of speech; the size-matched synthetic model as
# `make bench` measured (RTF 0.157, 17.6 characters per second).
PRIOR_REAL = 0.05
PRIOR_SYNTHETIC = 0.009
PRIOR_CPUS = 1.16  # the CPU share the priors are for
# A process that has measured no synthesis of its own yet assumes it runs this many times slower than the prior
# (and slower still on less CPU than the prior's): a machine slower than the one measured must not accept what it
# cannot finish (a fresh process accepted 5,000 characters at the synthetic prior and took 60.2 s of a 60 s budget).
FRESH_FACTOR = 2.0


def fresh_prior(prior: float, cpus: float) -> float:
    """The pace a process starts from, before its first whole synthesis: the model's prior, FRESH_FACTOR times
    slower, and slower again in proportion where the process has less than PRIOR_CPUS."""
    return prior * FRESH_FACTOR * max(1.0, PRIOR_CPUS / max(cpus, 0.01))


def work_units(model_chars: int, steps: int, speed: float) -> float:
    """The plan's work in characters at the reference steps and speed 1."""
    return model_chars * (steps + FIXED_STEPS) / (REFERENCE_STEPS + FIXED_STEPS) / speed


class Pace:
    """Seconds of compute per work unit: the configured figure, else a moving average of this process's own
    whole syntheses, starting from the model's prior."""

    def __init__(self, prior: float, configured: float = 0.0) -> None:
        self.configured = configured
        self.measured = prior
        self.observations = 0
        self._lock = threading.Lock()

    @property
    def seconds_per_unit(self) -> float:
        return self.configured if self.configured > 0 else self.measured

    def estimate(self, model_chars: int, steps: int, speed: float) -> float:
        return work_units(model_chars, steps, speed) * self.seconds_per_unit

    def observe(self, model_chars: int, steps: int, speed: float, seconds: float) -> None:
        if model_chars < OBSERVED_MIN_CHARS or not math.isfinite(seconds) or seconds <= 0:
            return
        sample = seconds / work_units(model_chars, steps, speed)
        with self._lock:
            weight = 1.0 if self.observations == 0 else OBSERVED_WEIGHT
            self.measured += weight * (sample - self.measured)
            self.observations += 1


def time_left(remaining_seconds: float | None, margin: float) -> float | None:
    """Seconds an invocation with `remaining_seconds` left has for synthesis, keeping `margin` (one of the
    margins above) for what follows it; at least 1. None outside Lambda."""
    return None if remaining_seconds is None else max(1.0, remaining_seconds - margin)


def time_budget(settings: Settings, remaining_seconds: float | None = None) -> float | None:
    """Seconds one synthesis may take: SUPERTONIC_TIMEOUT_SECONDS, and within a Lambda invocation no more than
    its remaining time less RESPONSE_MARGIN_SECONDS. None: no limit."""
    budget = settings.timeout_seconds if settings.timeout_seconds > 0 else None
    left = time_left(remaining_seconds, RESPONSE_MARGIN_SECONDS)
    if left is not None:
        budget = left if budget is None else min(budget, left)
    return budget


def remaining_seconds(context: InvocationContext | None) -> float | None:
    """An invocation's remaining time in seconds (None outside Lambda: no invocation)."""
    return None if context is None else context.get_remaining_time_in_millis() / 1000


def check_fits(model_chars: int, *, steps: int, speed: float, pace: Pace, budget: float | None) -> None:
    """PayloadTooLarge, naming the jobs API, when the estimate says the plan cannot finish within `budget`."""
    if budget is None:
        return
    estimate = pace.estimate(model_chars, steps, speed)
    if estimate * SAFETY <= budget:
        return
    raise PayloadTooLarge(
        f"This request would take about {estimate:.0f} s to synthesise ({model_chars} characters for the model "
        f"after normalisation, {steps} steps, speed {speed:g}); a synchronous answer must finish within "
        f"{budget:.0f} s. Send it as an async job (POST /v1/jobs), or send less text or fewer steps.",
        param="input",
        code="too_much_work",
    )
