"""The one Powertools logger (JSON lines on stdout), and its children for every module.

    from handler.kernel import logs
    logger = logs.child(__name__)                 # "supertonic.handler.storage.bucket", the parent's JSON lines
    logger.info("job done", extra={"chars": 812}) # sizes, hashes and timings only: never request text

    @logs.inject_lambda_context                   # on the Lambda entrypoint: request id and cold start per line
    def handler(event, context): ...

Children are plain `logging` loggers under the service logger: their records reach its one handler, formatted
by Powertools, at the level of POWERTOOLS_LOG_LEVEL (or LOG_LEVEL) set on the parent.
"""

from __future__ import annotations

import functools
import logging
from collections.abc import Callable
from typing import Any, TypeVar

from aws_lambda_powertools import Logger

from handler.kernel.runtime import InvocationContext

SERVICE = "supertonic"
logger = Logger(service=SERVICE)
_LAMBDA_CONTEXT_FIELDS = ("function_name", "memory_limit_in_mb", "invoked_function_arn", "aws_request_id")


Answer = TypeVar("Answer")


def child(name: str) -> logging.Logger:
    return logging.getLogger(f"{SERVICE}.{name}")


def inject_lambda_context(
    handler: Callable[[dict[str, Any], InvocationContext], Answer],
) -> Callable[[dict[str, Any], InvocationContext], Answer]:
    """Powertools' inject_lambda_context, for a real Lambda context; a local caller (a poller, a test, a
    benchmark) may pass None or a partial context, and then the handler runs as it is."""
    injected = logger.inject_lambda_context(handler)

    @functools.wraps(handler)
    def run(event: dict[str, Any], context: InvocationContext) -> Answer:
        if all(hasattr(context, name) for name in _LAMBDA_CONTEXT_FIELDS):
            answer: Answer = injected(event, context)
            return answer
        return handler(event, context)

    return run
