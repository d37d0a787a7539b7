"""The exceptions every layer raises. The HTTP layer turns each into a 4xx/5xx with a clear message.

Each error carries the HTTP status, an OpenAI-style `type` and `code`, the request field it is about (`param`),
and whether the same request may succeed later (`retryable`), so no layer below the API needs to know about HTTP
and the job runner knows which failures to hand back to the queue.
"""

from __future__ import annotations

import math
from typing import Any


def error_object(message: str, type: str, *, param: str | None = None, code: str | None = None) -> dict[str, Any]:
    """OpenAI's error object, the inside of every error envelope (HTTP, SSE, WebSocket, job records)."""
    return {"message": message, "type": type, "param": param, "code": code}


def validation_message(error: dict[str, Any], subject: str = "The request body") -> tuple[str, str | None]:
    """A message and the field at fault from pydantic's first error (`error.errors()[0]`), for a request body or
    a job file (`subject`)."""
    location = [str(part) for part in error.get("loc", ()) if part != "body"]
    if error.get("type") == "json_invalid":
        return f"{subject} is not valid JSON.", None
    if error.get("type") == "model_attributes_type":
        return f"{subject} must be a JSON object.", None
    param = ".".join(location) or None
    message = error.get("msg", "Invalid value").removeprefix("Value error, ")
    if error.get("type") == "missing":
        return f"Missing required field {param!r}.", param
    if error.get("type") == "extra_forbidden":
        return f"Unknown field {param!r}.", param
    if (
        error.get("type") == "out_of_range" and param
    ):  # handler.service.schemas's limits: "speed must be a number from ..."
        return f"{param} {message}", param
    return (f"{param}: {message}" if param else message), param


class SupertonicError(Exception):
    status = 500
    type = "server_error"
    code = "internal_error"
    retryable = True  # a server-side failure may pass; bad input never does

    def __init__(self, message: str, *, param: str | None = None, code: str | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.param = param
        if code is not None:
            self.code = code

    def error_object(self) -> dict[str, Any]:
        return error_object(self.message, self.type, param=self.param, code=self.code)


class InvalidRequest(SupertonicError):
    """Bad input: a value out of range, an unknown voice, empty text, too much text."""

    status = 400
    type = "invalid_request_error"
    code = "invalid_value"
    retryable = False


class UnsupportedCharacters(InvalidRequest):
    code = "unsupported_characters"

    def __init__(self, characters: list[str], *, param: str = "input") -> None:
        shown = ", ".join(f"{c!r} (U+{ord(c):04X})" for c in characters[:20])
        more = f" and {len(characters) - 20} more" if len(characters) > 20 else ""
        super().__init__(f"The text contains characters the model cannot speak: {shown}{more}.", param=param)
        self.characters = characters


class NotFound(SupertonicError):
    status = 404
    type = "invalid_request_error"
    code = "not_found"
    retryable = False


class PayloadTooLarge(InvalidRequest):
    status = 413
    code = "too_large"


class SynthesisTimeout(SupertonicError):
    """The per-call deadline stopped the model. The engine stays usable."""

    status = 504
    type = "timeout_error"
    code = "synthesis_timeout"
    retryable = False  # the same text would take as long again


class Busy(SupertonicError):
    """Too many requests are waiting for the engine: come back after `retry_after` seconds.

    OpenAI's envelope for a rate limit: 429, type "requests", code "rate_limit_exceeded", and a Retry-After header.
    """

    status = 429
    type = "requests"
    code = "rate_limit_exceeded"
    retryable = True

    def __init__(self, message: str, *, retry_after: float = 1, param: str | None = None) -> None:
        super().__init__(message, param=param)
        self.retry_after = max(1, math.ceil(retry_after))  # whole seconds, as Retry-After takes them


class PreparationFailed(SupertonicError):
    """The text front end failed on this input: a fault of ours, but the same input fails again, so a job is
    not retried (it ends with this error recorded) and a WebSocket session answers it and goes on."""

    code = "text_preparation_failed"
    retryable = False


class AudioDegraded(SupertonicError):
    """The model's audio for a chunk failed the quality checks (handler/engine/quality.py) on its retry too:
    silent, cut short, clipped or broken. It is never sent. The same request gives the same audio (the seed comes
    from the content), so a job ends with this error instead of going back to the queue; a caller retries with
    another seed, or the text worded differently."""

    status = 503
    type = "server_error"
    code = "audio_degraded"
    retryable = False

    def __init__(self, problem: str) -> None:
        super().__init__(
            f"The synthesised audio failed its quality check twice ({problem}), so it is not sent. Retry with "
            "another `seed` (the same request gives the same audio) or with the text worded differently."
        )
        self.problem = problem


NO_MODEL = "No model is loaded: set SUPERTONIC_MODEL_DIR (or run `make model`)."


class ModelError(SupertonicError):
    """The model directory is missing, incomplete or malformed. The message names the file."""

    status = 503
    type = "server_error"
    code = "model_unavailable"


class StorageUnavailable(SupertonicError):
    """An operation needs the bucket, and none is configured or it cannot be reached."""

    status = 503
    type = "server_error"
    code = "storage_unavailable"
