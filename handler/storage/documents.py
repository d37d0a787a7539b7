"""Documents the service writes to the bucket and reads back later: each has a schema, checked when it is read.

    class Claim(StoredDocument):            # strict types, no keys beyond its own, no NaN or Infinity
        owner: Text
    claim = read_document(bucket, key, Claim)   # -> Claim, None when there is no such object,
                                                #    StoredDocumentInvalid when it is not a Claim
    bucket.put_json(key, claim.stored())

A document is read only as its schema says: a corrupted or tampered object (not JSON, a wrong type, NaN, an
integer of 400 digits, a key the schema does not name) is refused with `StoredDocumentInvalid`, a bad-input
error that cannot pass, so whoever reads it ends its job with a recorded error instead of retrying for ever or
running on a value it does not understand. The schemas name the older shapes they still read.
"""

from __future__ import annotations

from typing import Annotated, Any, TypeVar

from pydantic import BaseModel, ConfigDict, Field, StrictInt, StrictStr, ValidationError

from handler.kernel.errors import InvalidRequest, validation_message
from handler.storage.bucket import Bucket

MAX_COUNT = 2**31 - 1  # chunks, samples, bytes, offsets: far beyond any job, far below what breaks arithmetic
MAX_TEXT = 4096  # a name, a key, a hash, a timestamp: a long one is no document of ours

Count = Annotated[StrictInt, Field(ge=0, le=MAX_COUNT)]
Text = Annotated[StrictStr, Field(max_length=MAX_TEXT)]
Seconds = Annotated[float, Field(strict=True, ge=0, le=10**7, allow_inf_nan=False)]
Sha256 = Annotated[StrictStr, Field(pattern=r"^[0-9a-f]{64}$")]


class StoredDocumentInvalid(InvalidRequest):
    code = "stored_document_invalid"


class StoredDocument(BaseModel):
    """The base of every stored document's schema: strict JSON types, no key beyond the schema's, read-only."""

    model_config = ConfigDict(extra="forbid", strict=True, frozen=True, allow_inf_nan=False)

    def stored(self) -> dict[str, Any]:
        """The document as JSON to write (keys left unset or None are left out, as the older writers did)."""
        return self.model_dump(mode="json", exclude_none=True)


Document = TypeVar("Document", bound=StoredDocument)


def read_document(bucket: Bucket, key: str, schema: type[Document]) -> Document | None:
    """The object at `key` read as `schema`; None when there is none; StoredDocumentInvalid when it is not one."""
    body = bucket.get(key)
    return None if body is None else parse_document(key, body, schema)


def parse_document(key: str, body: bytes, schema: type[Document]) -> Document:
    try:
        return schema.model_validate_json(body)
    except ValidationError as error:
        subject = f"The stored document {key[:200]}"
        message, _ = validation_message(dict(error.errors()[0]), subject)
        message = message if message.startswith(subject) else f"{subject}: {message}"
        raise StoredDocumentInvalid(
            f"{message} It is not read (corrupted, or written by a version this one does not know).",
            param="document",
        ) from None
