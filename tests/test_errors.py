"""Every error says whether the same request may succeed later (`retryable`); Busy carries OpenAI's 429."""

from __future__ import annotations

import pytest

from handler.kernel import errors


@pytest.mark.parametrize(
    ("error", "retryable"),
    [
        (errors.InvalidRequest("bad"), False),
        (errors.UnsupportedCharacters(["\u0e01"]), False),
        (errors.NotFound("gone"), False),
        (errors.PayloadTooLarge("big"), False),
        (errors.SynthesisTimeout("slow"), False),
        (errors.ModelError("no model"), True),
        (errors.StorageUnavailable("no bucket"), True),
        (errors.SupertonicError("internal"), True),
        (errors.Busy("busy", retry_after=3), True),
    ],
)
def test_retryable_follows_the_kind_of_error(error: errors.SupertonicError, retryable: bool) -> None:
    assert error.retryable is retryable
    assert error.retryable is (error.status >= 500 or error.status == 429) or isinstance(error, errors.SynthesisTimeout)


def test_every_error_class_decides() -> None:
    classes = [errors.SupertonicError, *errors.SupertonicError.__subclasses__()]
    assert all(isinstance(cls.retryable, bool) for cls in classes)


def test_busy_is_openais_rate_limit_envelope() -> None:
    busy = errors.Busy("The server is busy.", retry_after=2.4)
    assert (busy.status, busy.type, busy.code, busy.retry_after) == (429, "requests", "rate_limit_exceeded", 3)
    assert errors.Busy("busy", retry_after=0).retry_after == 1  # never "retry now"
