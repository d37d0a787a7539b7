"""The Lambda function as one object, built from the settings: what every invocation reuses, and the entrypoint.

    function = build_function(Settings.from_env())   # the model, the ONNX sessions, the bucket, the app, the sources
    function.handler(event, context)                  # the source that claims the event handles it
    function.prime()                                  # a first request's work, done at init (handler/main.py)
    function.services, function.app, function.segment_queue, function.sources

    speech = build_speech(engine, settings, bucket=bucket)   # the speech service alone, with its parts

The composition root: every part is built here and handed its collaborators (the metrics recorder, the bucket,
the voice and lexicon stores, the engine's line, the pace, the audio cache, the audit trail); no part builds
another (tests/test_composition.py). handler/main.py builds one function at import (the Lambda init phase); tests
build as many as they need. A model that fails to load does not stop the build: /v1/health says why and
synthesis answers 503.

The job sources get the job runner and the segment worker of the configured bucket (None without one); an
event naming another bucket is refused (`JobRunner.in_bucket`), never run there.
"""

from __future__ import annotations

import asyncio
import shutil
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

import anyio
from fastapi import FastAPI

from handler.api.app import create_app
from handler.api.auth import load_api_key
from handler.api.services import Services
from handler.engine import Engine, load_engine
from handler.engine.sessions import available_cpus
from handler.jobs.runner import JobRunner
from handler.jobs.segment_worker import SegmentWorker
from handler.kernel import logs, runtime
from handler.kernel.config import Settings
from handler.kernel.errors import ModelError
from handler.platform import snapstart
from handler.service.admission import Admission
from handler.service.metrics import UNRECORDED, Metrics
from handler.service.rendering import SpeechRecorder
from handler.service.speech import Speech
from handler.service.workload import PRIOR_REAL, PRIOR_SYNTHETIC, Pace, fresh_prior
from handler.sources import InvocationContext, Source
from handler.sources.eventbridge import EventBridgeSource
from handler.sources.function_url import FunctionUrlSource
from handler.sources.s3 import S3Source
from handler.sources.sqs import SQSSource
from handler.storage.audit import AuditTrail
from handler.storage.bucket import Bucket
from handler.storage.cache import AudioCache
from handler.storage.lexicons import LexiconStore
from handler.storage.queue import SegmentQueue
from handler.storage.voices import VoiceStore, store_for
from handler.text.detect import detect_language
from handler.text.normalize import load_lexicon

logger = logs.child(__name__)
MODEL_CACHE_DIR = "/tmp/supertonic-model"  # where a model fetched from S3 lives (survives warm re-inits)

Handler = Callable[[dict[str, Any], InvocationContext], dict[str, Any]]


def with_model_dir(settings: Settings, bucket: Bucket | None) -> Settings:
    """The settings with the model's local directory: fetched from S3 first when SUPERTONIC_MODEL_S3_URI is set."""
    if not settings.model_s3_uri:
        return settings
    from handler.engine.s3_model import fetch_model

    client = bucket.client if bucket else None
    path = fetch_model(client, settings.model_s3_uri, MODEL_CACHE_DIR, manifest_sha256=settings.model_manifest_sha256)
    return replace(settings, model_dir=str(path))


def build_services(settings: Settings) -> Services:
    metrics = Metrics.chosen(settings.metrics)  # the process's figures: EMF on Lambda, Prometheus elsewhere
    bucket = Bucket.from_settings(settings)
    api_key = load_api_key(settings)
    try:
        settings = with_model_dir(settings, bucket)
        engine = load_engine(settings, recorder=metrics)  # its audio checks count into the service's figures
    except ModelError as error:
        logger.error("no engine", extra={"reason": error.message})
        return Services(settings, bucket=bucket, api_key=api_key, engine_error=error.message, metrics=metrics)
    if settings.model_s3_uri:
        # The sessions hold the weights now: free what they do not map (a prepared model's weight files keep
        # their blocks until the process ends) of /tmp's 512 MB.
        shutil.rmtree(MODEL_CACHE_DIR, ignore_errors=True)
    detect_language("Warm up the language identifier at init, not in the first request.")
    lexicon = load_lexicon(settings.lexicon_path) if settings.lexicon_path else None
    speech = build_speech(engine, settings, bucket=bucket, lexicon=lexicon, recorder=metrics)
    return Services(settings, engine=engine, speech=speech, bucket=bucket, api_key=api_key, metrics=metrics)


def build_speech(
    engine: Engine,
    settings: Settings,
    *,
    bucket: Bucket | None = None,
    lexicon: dict[str, str] | None = None,
    voices: VoiceStore | None = None,
    recorder: SpeechRecorder = UNRECORDED,
) -> Speech:
    """The speech service and every part it drives, each handed its collaborators: the voices and the stored
    lexicons (in `bucket`, or in the settings' folders), the engine's line (one place per session, SUPERTONIC_MAX_QUEUE
    waiting), the pace its estimates start from, the audio cache (SUPERTONIC_CACHE) and the audit trail
    (SUPERTONIC_AUDIT). `recorder`: where its cache lookups and syntheses are counted (none: nowhere);
    `voices`: a store made elsewhere (a test's)."""
    if voices is None:
        voices = store_for(engine, settings, bucket)
    folder = Path(settings.lexicons_dir) if settings.lexicons_dir else None
    prior = fresh_prior(PRIOR_SYNTHETIC if engine.synthetic else PRIOR_REAL, available_cpus())
    return Speech(
        engine,
        settings,
        voices=voices,
        lexicons=LexiconStore(bucket=bucket, folder=folder),
        admission=Admission(max(1, len(engine.model.sessions)), max(0, settings.max_queue)),
        pace=Pace(prior, settings.seconds_per_char),
        recorder=recorder,
        cache=AudioCache(bucket) if bucket is not None and settings.cache_enabled else None,
        lexicon=lexicon,
        audit=AuditTrail.from_settings(settings, bucket),
    )


def event_sources(app: FastAPI, services: Services, segment_queue: SegmentQueue | None = None) -> tuple[Source, ...]:
    """Every source, each claiming events none of the others claims (handler/sources/__init__.py): the order is
    only the likeliest first. `segment_queue`: None, long jobs run in one invocation."""
    speech, settings, bucket, metrics = services.speech, services.settings, services.bucket, services.metrics
    runner = JobRunner(speech, settings, bucket, segment_queue, recorder=metrics) if bucket is not None else None
    worker = SegmentWorker(speech, settings, bucket, segment_queue, recorder=metrics) if bucket is not None else None
    return (
        FunctionUrlSource(app),
        SQSSource(runner, worker),  # the deployed templates send bucket events through a queue
        S3Source(runner),
        EventBridgeSource(runner),
    )


@dataclass
class Function:
    services: Services
    app: FastAPI
    sources: tuple[Source, ...]
    segment_queue: SegmentQueue | None = None
    handler: Handler = field(init=False, repr=False)  # the Lambda entrypoint: dispatch, with Powertools' context

    def __post_init__(self) -> None:
        self.handler = logs.inject_lambda_context(self.dispatch)

    def dispatch(self, event: dict[str, Any], context: InvocationContext) -> dict[str, Any]:
        """Count the invocation, hand the event to the source that claims it, then write its figures."""
        cold = runtime.begin_invocation(runtime.lambda_invocation_id(event, context))
        logs.logger.append_keys(cold_start=cold)  # one count: the runtime's, also in Powertools' cold_start key
        try:
            for source in self.sources:
                if source.infer(event):
                    return source(event, context)
            keys = sorted(event)[:10] if isinstance(event, dict) else type(event).__name__
            logger.warning("ignored an event no source claims", extra={"keys": keys})
            return {"ignored": True}
        finally:
            self.services.metrics.flush()  # this invocation's figures, as EMF lines (nothing recorded: nothing printed)

    def prime(self) -> None:
        """Do the work a first request would (Speech.prime: voices parsed, each session's first run), on the path
        a synchronous route runs on: an AnyIO worker thread, so AnyIO's asyncio backend, which the first request
        would load, is loaded too. Init calls it only where no request waits for init: SnapStart's init at
        publish (so it sits in the snapshot, whichever packaging) and provisioned concurrency's."""
        speech = self.services.speech
        if speech is None:
            return
        loop = asyncio.new_event_loop()  # its own loop, not set as the thread's: Mangum later asks for that one
        try:
            seconds = loop.run_until_complete(anyio.to_thread.run_sync(speech.prime))
        except Exception as error:  # init goes on: the request that meets the same fault answers for it
            logger.warning("priming stopped", extra={"error": type(error).__name__, "reason": str(error)[:300]})
            return
        finally:
            loop.close()
        logger.info("primed", extra={"seconds": round(seconds, 4)})


def build_function(settings: Settings) -> Function:
    services = build_services(settings)
    segment_queue = SegmentQueue.from_settings(services.settings)
    app = create_app(services)
    function = Function(services, app, event_sources(app, services, segment_queue), segment_queue)
    # The adapter's routes (api/event_routes.py) hand events to the same entrypoint and run the same SnapStart
    # hook (the app imports nothing of the platform back).
    app.state.dispatch_event = function.handler
    app.state.after_restore = snapstart.after_restore
    return function
