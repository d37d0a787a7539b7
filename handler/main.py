"""The Lambda entrypoint `handler.main.handler`, and the ASGI app `handler.main:app` for uvicorn.

Everything heavy happens here, at import (the Lambda init phase): settings, the model (from a local directory,
or fetched from S3 first), the ONNX sessions, the bucket client and the API key. Every invocation reuses them.
A model that fails to load does not crash init: /v1/health says why and synthesis answers 503.

    handler(event, context)   # function URL -> FastAPI via Mangum; S3, SQS, EventBridge -> the job runner;
                              # the segment queue's SQS events -> the segment worker (long jobs)
"""

# ruff: noqa: E402 (the collector is switched off before the imports below)
from __future__ import annotations

import gc

# No cyclic garbage collections while init allocates: the imports and the app build about 80,000 objects, and
# the collector kept walking them (about 40 ms of every cold start). Init's few hundred cycles are left alone.
gc.disable()

import asyncio
import shutil
import time
from dataclasses import replace
from typing import Any

import anyio

from handler import logs, metrics, runtime, snapstart
from handler.api.app import create_app
from handler.api.services import Services
from handler.auth import load_api_key
from handler.config import Settings
from handler.engine import load_engine
from handler.errors import ModelError
from handler.jobs.runner import JobRunner
from handler.jobs.segment_worker import SegmentWorker
from handler.sources.eventbridge import EventBridgeSource
from handler.sources.function_url import FunctionUrlSource
from handler.sources.s3 import S3Source
from handler.sources.segments import SegmentSource
from handler.sources.sqs import SQSSource
from handler.speech import Speech
from handler.storage.bucket import Bucket
from handler.storage.cache import AudioCache
from handler.storage.queue import SegmentQueue
from handler.text.detect import detect_language
from handler.text.normalize import load_lexicon

logger = logs.child(__name__)
MODEL_CACHE_DIR = "/tmp/supertonic-model"  # where a model fetched from S3 lives (survives warm re-inits)


def with_model_dir(settings: Settings, bucket: Bucket | None) -> Settings:
    """The settings with the model's local directory: fetched from S3 first when SUPERTONIC_MODEL_S3_URI is set."""
    if not settings.model_s3_uri:
        return settings
    from handler.engine.s3_model import fetch_model

    client = bucket.client if bucket else None
    path = fetch_model(client, settings.model_s3_uri, MODEL_CACHE_DIR, manifest_sha256=settings.model_manifest_sha256)
    return replace(settings, model_dir=str(path))


def build_services(settings: Settings) -> Services:
    bucket = Bucket.from_settings(settings)
    api_key = load_api_key(settings)
    try:
        settings = with_model_dir(settings, bucket)
        engine = load_engine(settings)
    except ModelError as error:
        logger.error("no engine", extra={"reason": error.message})
        return Services(settings, bucket=bucket, api_key=api_key, engine_error=error.message)
    if settings.model_s3_uri:
        # The sessions hold the weights now: free what they do not map (a prepared model's weight files keep
        # their blocks until the process ends) of /tmp's 512 MB.
        shutil.rmtree(MODEL_CACHE_DIR, ignore_errors=True)
    detect_language("Warm up the language identifier at init, not in the first request.")
    lexicon = load_lexicon(settings.lexicon_path) if settings.lexicon_path else None
    cache = AudioCache(bucket) if bucket is not None else None
    speech = Speech(engine, settings, cache=cache, lexicon=lexicon)
    return Services(settings, engine=engine, speech=speech, bucket=bucket, api_key=api_key)


def prime() -> None:
    """Do the work a first request would (Speech.prime: voices parsed, each session's first run), on the path a
    synchronous route runs on: an AnyIO worker thread, so AnyIO's asyncio backend, which the first request would
    load, is loaded too. Init calls it only where no request waits for init: SnapStart's init at publish (so it
    sits in the snapshot, whichever packaging) and provisioned concurrency's."""
    if services.speech is None:
        return
    loop = asyncio.new_event_loop()  # its own loop, not set as the thread's: Mangum later asks for that one
    try:
        seconds = loop.run_until_complete(anyio.to_thread.run_sync(services.speech.prime))
    except Exception as error:  # init goes on: the request that meets the same fault answers for it
        logger.warning("priming stopped", extra={"error": type(error).__name__, "reason": str(error)[:300]})
        return
    finally:
        loop.close()
    logger.info("primed", extra={"seconds": round(seconds, 4)})


def bucket_named(bucket_name: str) -> Bucket:
    bucket = services.require_bucket("Bucket jobs")
    return bucket if bucket_name == bucket.name else Bucket(bucket.client, bucket_name)


def runner_for(bucket_name: str) -> JobRunner:
    return JobRunner(services.speech, services.settings, bucket_named(bucket_name), segment_queue)


def worker_for(bucket_name: str) -> SegmentWorker:
    return SegmentWorker(services.speech, services.settings, bucket_named(bucket_name), segment_queue)


_started = time.perf_counter()
runtime.tune_malloc()  # before the sessions' threads and the first request's thread allocate
services = build_services(Settings.from_env())
metrics.configure(services.settings.metrics)  # decided once: EMF on Lambda, Prometheus elsewhere
segment_queue = SegmentQueue.from_settings(services.settings)  # None: long jobs run in one invocation
app = create_app(services)
SOURCES = (
    FunctionUrlSource(app),
    S3Source(runner_for),
    SegmentSource(worker_for),  # before SQSSource: both take SQS events, this one only its own messages
    SQSSource(runner_for),
    EventBridgeSource(runner_for),
)
snapstart.register()
if runtime.init_ahead_of_traffic():
    prime()
gc.freeze()  # init's objects live as long as the process: later collections skip them (a full one took 30 ms)
gc.enable()
runtime.release_free_heap()
runtime.STATE.init_seconds = time.perf_counter() - _started
logger.info("init done", extra={"init_seconds": round(runtime.STATE.init_seconds, 4)})


@logs.inject_lambda_context
def handler(event: dict[str, Any], context: object) -> dict[str, Any]:
    cold = runtime.begin_invocation(runtime.lambda_invocation_id(event, context))
    logs.logger.append_keys(cold_start=cold)  # one count: the runtime's, also in Powertools' cold_start key
    try:
        for source in SOURCES:
            if source.infer(event):
                return source(event, context)
        keys = sorted(event)[:10] if isinstance(event, dict) else type(event).__name__
        logger.warning("ignored an event no source claims", extra={"keys": keys})
        return {"ignored": True}
    finally:
        metrics.flush()  # this invocation's figures, as EMF lines (nothing recorded: nothing printed)


app.state.dispatch_event = handler  # the adapter's event route (api/event_routes.py) hands events to the sources
