"""The Lambda entrypoint `handler.main.handler`, and the ASGI app `handler.main:app` for uvicorn.

Everything heavy happens here, at import (the Lambda init phase): settings, the model (from a local directory,
or fetched from S3 first), the ONNX sessions, the bucket client and the API key. Every invocation reuses them.
A model that fails to load does not crash init: /v1/health says why and synthesis answers 503.

    handler(event, context)   # function URL -> FastAPI via Mangum; S3, SQS, EventBridge -> the job runner
"""

from __future__ import annotations

import shutil
import time
from dataclasses import replace

from aws_lambda_powertools import Logger

from handler import runtime, snapstart
from handler.api.app import create_app
from handler.api.services import Services
from handler.auth import load_api_key
from handler.config import Settings
from handler.engine import load_engine
from handler.errors import ModelError
from handler.jobs.runner import JobRunner
from handler.sources.eventbridge import EventBridgeSource
from handler.sources.function_url import FunctionUrlSource
from handler.sources.s3 import S3Source
from handler.sources.sqs import SQSSource
from handler.speech import Speech
from handler.storage.bucket import Bucket
from handler.storage.cache import AudioCache
from handler.text.detect import detect_language
from handler.text.normalize import load_lexicon

logger = Logger(service="supertonic")
MODEL_CACHE_DIR = "/tmp/supertonic-model"  # where a model fetched from S3 lives (survives warm re-inits)


def build_services(settings: Settings) -> Services:
    bucket = Bucket.from_settings(settings)
    services = Services(settings, bucket=bucket, api_key=load_api_key(settings))
    try:
        if settings.model_s3_uri:
            from handler.engine.s3_model import fetch_model

            client = bucket.client if bucket else None
            path = fetch_model(
                client, settings.model_s3_uri, MODEL_CACHE_DIR, manifest_sha256=settings.model_manifest_sha256
            )
            settings = replace(settings, model_dir=str(path))
            services.settings = settings
        engine = load_engine(settings)
        if settings.model_s3_uri:
            # The sessions hold the weights now; free /tmp (512 MB with SnapStart) for job audio.
            shutil.rmtree(MODEL_CACHE_DIR, ignore_errors=True)
    except ModelError as error:
        logger.error("no engine", extra={"reason": error.message})
        services.engine_error = error.message
        return services
    detect_language("Warm up the language identifier at init, not in the first request.")
    lexicon = load_lexicon(settings.lexicon_path) if settings.lexicon_path else None
    cache = AudioCache(bucket) if bucket is not None else None
    services.engine = engine
    services.speech = Speech(engine, settings, cache=cache, lexicon=lexicon)
    return services


def runner_for(bucket_name: str) -> JobRunner:
    bucket = services.require_bucket("Bucket jobs")
    if bucket_name != bucket.name:
        bucket = Bucket(bucket.client, bucket_name)
    return JobRunner(services.speech, services.settings, bucket)


_started = time.perf_counter()
services = build_services(Settings.from_env())
app = create_app(services)
SOURCES = (FunctionUrlSource(app), S3Source(runner_for), SQSSource(runner_for), EventBridgeSource(runner_for))
snapstart.register()
runtime.STATE.init_seconds = time.perf_counter() - _started
logger.info("init done", extra={"init_seconds": round(runtime.STATE.init_seconds, 4)})


def handler(event: dict, context: object) -> dict:
    runtime.begin_invocation()
    for source in SOURCES:
        if source.infer(event):
            return source(event, context)
    logger.warning("ignored an event no source claims", extra={"keys": sorted(event)[:10]})
    return {"ignored": True}
