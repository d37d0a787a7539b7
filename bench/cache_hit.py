"""Cache hit latency: the same request twice through the Lambda entrypoint with the cache on, against an
in-process moto S3 (`mock_aws`): the first call synthesises and stores (a miss), the next ones are hits.

moto answers in-process, so this is our side of a hit (lookup, metadata, response) without S3's network round
trip, which adds its own first-byte latency in service.
"""

from __future__ import annotations

import statistics
import time

from bench.overhead import TEXTS, speech_body
from bench.s3_server import BUCKET, CREDENTIALS
from bench.worker import run_once, serve


def handle(command: dict) -> dict:
    import boto3
    from moto import mock_aws

    from tests.events import LambdaContext, function_url_event

    results = {}
    with mock_aws():
        boto3.client("s3", region_name="us-east-1").create_bucket(Bucket=BUCKET)
        import handler.main as main

        context = LambdaContext()
        for size in command["sizes"]:
            event = function_url_event("POST", "/v1/audio/speech", speech_body(TEXTS[size]))
            started = time.perf_counter()
            first = main.handler(event, context)
            miss = time.perf_counter() - started
            hits = []
            for _ in range(command["hits"]):
                started = time.perf_counter()
                response = main.handler(event, context)
                hits.append(time.perf_counter() - started)
            states = (first["headers"].get("x-cache"), response["headers"].get("x-cache"))
            if states != ("miss", "hit") or response["statusCode"] != 200:
                raise RuntimeError(f"expected a miss then hits, got {states} and {response['statusCode']}")
            results[size] = {"miss_seconds": miss, "hit_median_seconds": statistics.median(hits), "hits": len(hits)}
    return results


def measure(model_dir: str, hits: int, threads: int = 2) -> dict:
    env = {
        **CREDENTIALS,
        "SUPERTONIC_MODEL_DIR": model_dir,
        "SUPERTONIC_INTRA_OP_THREADS": str(threads),
        "SUPERTONIC_BUCKET": BUCKET,
        "SUPERTONIC_CACHE_ENABLED": "true",
        "SUPERTONIC_S3_ENDPOINT_URL": None,
        "SUPERTONIC_API_KEY": None,
        "AWS_LAMBDA_FUNCTION_NAME": "supertonic-bench",
    }
    return run_once("bench.cache_hit", {"sizes": ["short", "medium"], "hits": hits}, env=env, log_name="cache_hit")


if __name__ == "__main__":
    serve(handle)
