"""Errors in Amazon Polly's shape, so botocore raises the modeled exception a Polly user already catches.

    raise PollyError("InvalidSampleRateException", "SampleRate 44100 is not valid for pcm.")
    polly_error_response(error)   # any SupertonicError -> {"__type": ..., "message": ...} + x-amzn-ErrorType

The kit's own errors are mapped by kind: SSML -> InvalidSsmlException, too much text -> TextLengthExceeded,
a lexicon name -> LexiconNotFoundException, a language -> LanguageNotSupportedException, a full line -> Throttling,
other bad input -> ValidationException, anything on the server's side -> ServiceFailureException.
"""

from __future__ import annotations

from fastapi.responses import JSONResponse

from handler.kernel.errors import Busy, InvalidRequest, PayloadTooLarge, SupertonicError
from handler.storage.lexicons import LexiconNotFound
from handler.text.pls import AliasTooLong, InvalidLexicon, LexiconTooLarge, UnsupportedAlphabet, UnsupportedLanguage
from handler.text.ssml import InvalidSsml

POLLY_PREFIX = "/polly/"  # where the API's Polly routes are served (handler/api/polly_routes.py)


class PollyError(SupertonicError):
    status = 400
    retryable = False

    def __init__(self, name: str, message: str, *, status: int = 400) -> None:
        super().__init__(message)
        self.name, self.status = name, status


def polly_name(error: SupertonicError) -> str:
    if isinstance(error, PollyError):
        return error.name
    kinds = (
        (InvalidSsml, "InvalidSsmlException"),
        (UnsupportedAlphabet, "UnsupportedPlsAlphabetException"),
        (UnsupportedLanguage, "UnsupportedPlsLanguageException"),
        (LexiconTooLarge, "LexiconSizeExceededException"),
        (AliasTooLong, "MaxLexemeLengthExceededException"),
        (InvalidLexicon, "InvalidLexiconException"),
        (LexiconNotFound, "LexiconNotFoundException"),
        (Busy, "ThrottlingException"),
    )
    for kind, name in kinds:
        if isinstance(error, kind):
            return name
    if isinstance(error, PayloadTooLarge) and error.param in ("input", "text", "Text"):
        return "TextLengthExceededException"
    if isinstance(error, InvalidRequest) and error.param == "lang":
        return "LanguageNotSupportedException"
    if isinstance(error, InvalidRequest):
        return "ValidationException"
    return "ServiceFailureException"


STATUSES = {"LexiconNotFoundException": 404, "ThrottlingException": 400, "ServiceFailureException": 500}


def polly_error_response(error: SupertonicError) -> JSONResponse:
    name = polly_name(error)
    status = error.status if isinstance(error, PollyError) else STATUSES.get(name, 400)
    headers = {"x-amzn-ErrorType": name}
    if isinstance(error, Busy):
        headers["retry-after"] = str(error.retry_after)
    return JSONResponse({"__type": name, "message": error.message}, status_code=status, headers=headers)
