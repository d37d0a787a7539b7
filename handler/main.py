"""The Lambda entrypoint `handler.main.handler`, and the ASGI app `handler.main:app` for uvicorn.

Everything heavy happens here, at import (the Lambda init phase): `build_function` (handler/platform/function.py)
loads the settings, the model (from a local directory, or fetched from S3 first), the ONNX sessions, the bucket client
and the API key, and builds the app and the event sources. Every invocation reuses them. What belongs to the process
is done here too: the collector and malloc tuning, the SnapStart hook, priming where no request waits for init.

    handler(event, context)   # function URL -> FastAPI via Mangum; S3, SQS, EventBridge -> the job runner;
                              # the segment queue's SQS events -> the segment worker (long jobs)
    app, services, segment_queue, prime   # the built function's, by the names the tools use
"""

# ruff: noqa: E402 (the collector is switched off before the imports below)
from __future__ import annotations

import gc

# No cyclic garbage collections while init allocates: the imports and the app build about 80,000 objects, and
# the collector kept walking them (about 40 ms of every cold start). Init's few hundred cycles are left alone.
gc.disable()

import time

from handler.kernel import logs, runtime
from handler.kernel.config import Settings
from handler.platform import snapstart
from handler.platform.function import build_function, build_services

__all__ = ["app", "build_services", "function", "handler", "prime", "segment_queue", "services"]

logger = logs.child(__name__)

_started = time.perf_counter()
runtime.tune_malloc()  # before the sessions' threads and the first request's thread allocate
function = build_function(Settings.from_env())
app = function.app
handler = function.handler
services = function.services
segment_queue = function.segment_queue
prime = function.prime
snapstart.register()
if runtime.init_ahead_of_traffic():
    prime()
gc.freeze()  # init's objects live as long as the process: later collections skip them (a full one took 30 ms)
gc.enable()
runtime.release_free_heap()
runtime.STATE.init_seconds = time.perf_counter() - _started
logger.info("init done", extra={"init_seconds": round(runtime.STATE.init_seconds, 4)})
