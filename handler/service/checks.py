"""The limits a request is checked against while it is planned, each a 4xx naming the field: its text's length (an
SSML document's tags not counted), a deployment default within range, what the lexicon and verbalisation make
the model read, and the silence the audio will hold. `preparation_guard` turns an unexpected failure while
planning into PreparationFailed, for callers that must reach a final state.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from contextlib import contextmanager

from handler.engine.synthesis import pause_before
from handler.kernel import logs
from handler.kernel.errors import (
    InvalidRequest,
    PayloadTooLarge,
    PreparationFailed,
    SupertonicError,
)
from handler.service.workload import SPEECH_CHARS_PER_SECOND
from handler.text.frontend import PreparedText, lexicon_model_chars
from handler.text.ssml import DOCUMENT_FACTOR, text_characters

logger = logs.child(__name__)


def checked_default(value: float | None, default: float, limits: tuple[float, float], param: str) -> float:
    """The request's value (its model checked it), or the deployment's default, which must be within `limits`."""
    if value is not None:
        return value
    low, high = limits
    if not low <= default <= high:
        raise InvalidRequest(
            f"{param} must be a number from {low:g} to {high:g}; the deployment's default is {default!r}.",
            param=param,
        )
    return default


def check_text(text: object, limit: int, *, job: bool, ssml: bool = False) -> str:
    """`limit` characters of text; an SSML document's tags do not count (as in Polly), and the whole document may
    be DOCUMENT_FACTOR times the limit."""
    if not isinstance(text, str):
        raise InvalidRequest("input must be a string.", param="input")
    chars = text_characters(text) if ssml else len(text)
    if chars > limit or len(text) > limit * DOCUMENT_FACTOR:
        advice = (
            "Split the text into several jobs."
            if job
            else "Split the text, or send it as an async job (POST /v1/jobs)."
        )
        counted = f"{chars} characters outside its tags ({len(text)} in all)" if ssml else f"{chars} characters"
        whole = f" ({limit * DOCUMENT_FACTOR} for the whole SSML document)" if ssml else ""
        raise PayloadTooLarge(
            f"input has {counted}; the limit {'for a job ' if job else ''}is {limit}{whole}. {advice}",
            param="input",
        )
    return text


def model_chars(prepared: PreparedText) -> int:
    return sum(len(chunk.model_text) for chunk in prepared.chunks)


def pause_seconds(prepared: PreparedText, silence: float) -> float:
    """The silence the plan's audio will hold: SSML breaks and the gaps between chunks."""
    return sum(pause_before(prepared.chunks, index, silence) for index in range(len(prepared.chunks)))


def too_large(message: str, limit: int, *, job: bool) -> PayloadTooLarge:
    advice = "Split the text into several jobs." if job else "Send it as an async job (POST /v1/jobs)."
    return PayloadTooLarge(f"{message}; the limit {'for a job ' if job else ''}is {limit:,}. {advice}", param="input")


def check_lexicon_growth(texts: Iterable[str], lexicon: dict[str, str], limit: int, *, job: bool) -> None:
    """Before the text is built: what the lexicon's matches alone make the model read, within `limit` (2,000
    matches of a 499-character entry would build a million characters, and their alignment, only to refuse
    them)."""
    chars = sum(lexicon_model_chars(text, lexicon) for text in texts)
    if chars > limit:
        raise too_large(f"The lexicon's spoken forms alone make {chars:,} characters for the model", limit, job=job)


def check_model_text(prepared: PreparedText, limit: int, *, job: bool, silence: float) -> None:
    """The planned text, after the lexicon and verbalisation, within `limit` characters (a 500-character lexicon
    entry or a run of digits can make the model read far more than the request holds), and with it the silence
    the audio will hold: each second of it counts as the characters the model speaks in a second."""
    chars = model_chars(prepared)
    if chars > limit:
        raise too_large(
            f"Once normalised (lexicon, numbers, dates, addresses) the text is {chars:,} characters for the model",
            limit,
            job=job,
        )
    pauses = pause_seconds(prepared, silence)
    weight = round(pauses * SPEECH_CHARS_PER_SECOND)
    if chars + weight > limit:
        raise too_large(
            f"The audio would hold {pauses:,g} s of silence (SSML breaks and the pauses between sentences), "
            f"which count as {weight:,} characters ({SPEECH_CHARS_PER_SECOND} a second, what the model speaks in "
            f"a second), and {chars:,} characters of text for the model: {chars + weight:,} in all",
            limit,
            job=job,
        )


@contextmanager
def preparation_guard() -> Iterator[None]:
    """For callers that must reach a final state (jobs, a WebSocket session): an unexpected failure while
    planning becomes PreparationFailed (not retried: the same input fails the same way), logged without text."""
    try:
        yield
    except SupertonicError:
        raise
    except Exception as error:
        logger.exception("text preparation failed", extra={"error": type(error).__name__})
        raise PreparationFailed(
            f"The text could not be prepared for the model ({type(error).__name__}); the same input would fail "
            "again. Try `normalize: false`, or report it with the request id.",
            param="input",
        ) from None
