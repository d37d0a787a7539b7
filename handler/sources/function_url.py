"""Lambda function URL (and API Gateway) events: handed to the FastAPI app through Mangum.

Lifespan is off: Mangum would enter it on every invocation, and the engine is loaded at import anyway.

    source = FunctionUrlSource(app)
    source.infer(event)  # payload format 2.0 has requestContext.http
    source(event, context)
"""

from __future__ import annotations

from fastapi import FastAPI
from mangum import Mangum


class FunctionUrlSource:
    def __init__(self, app: FastAPI) -> None:
        self.mangum = Mangum(app, lifespan="off")

    @staticmethod
    def infer(event: dict) -> bool:
        context = event.get("requestContext")
        return isinstance(context, dict) and ("http" in context or "httpMethod" in event)

    def __call__(self, event: dict, context: object) -> dict:
        return self.mangum(event, context)
