"""The kit's one bucket, over boto3: AWS S3, or any S3-compatible store (MinIO, R2) through an endpoint URL.

    bucket = Bucket.from_settings(settings)          # None when SUPERTONIC_BUCKET is empty
    bucket.put("outbox/a.mp3", body, "audio/mpeg", {"duration": "3.2"})
    bucket.get("outbox/a.mp3")                       # bytes, or None when missing
    bucket.get_range("outbox/a.mp3", 0, 4_096)      # bytes [0, 4096) of it
    bucket.get_object("outbox/a.mp3")                # StoredObject(body, content_type, metadata, etag), or None
    bucket.size("inbox/a.txt")                       # bytes, read from the object's head; None when missing
    bucket.put_json("outbox/a.json", {...}); bucket.get_json("outbox/a.json")
    bucket.put_json_if_absent("segments/<id>/assembly.json", {...})     # True for the one caller that wrote it
    bucket.keys("segments/<id>/done/"); bucket.delete_prefix("segments/<id>/")
    bucket.presigned_url("outbox/a.mp3")             # GET link valid for SUPERTONIC_PRESIGN_SECONDS

A missing key is None. Every other failure (no such bucket, access denied, timeouts) is logged and raised as
`StorageUnavailable`. Without `s3:ListBucket`, S3 answers 403 instead of 404 for a missing key, so the
function's role needs it for a missing key to read as missing. Metadata keys come back lowercased, values
must be ASCII (they travel as HTTP headers), and S3 takes at most 2 KB of them: `put` refuses more, so keep
anything larger in an object of its own (as AudioCache does).
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from typing import Any

from handler.kernel import logs
from handler.kernel.config import Settings
from handler.kernel.errors import StorageUnavailable

# boto3 is imported where a client is made or its errors are matched, never with this module: its imports take
# about 0.2 s of init and 9 MB, which a deployment without SUPERTONIC_BUCKET never needs.
logger = logs.child(__name__)

MAX_PRESIGN_SECONDS = 7 * 24 * 3600  # SigV4 links last at most 7 days
MISSING_KEY = ("NoSuchKey", "404", "NotFound")
ALREADY_THERE = ("PreconditionFailed", "412", "ConditionalRequestConflict")  # If-None-Match: * met an object
MAX_METADATA_BYTES = 2_048  # S3's cap on user metadata, names and values together


@dataclass(frozen=True)
class StoredObject:
    body: bytes
    content_type: str
    metadata: dict[str, str]
    etag: str = ""  # without S3's quotes, as event notifications write it


class Bucket:
    def __init__(self, client: Any, name: str, presign_seconds: int = 3_600) -> None:
        self.client = client
        self.name = name
        self.presign_seconds = _check_presign_seconds(presign_seconds)

    @classmethod
    def from_settings(cls, settings: Settings) -> Bucket | None:
        if not settings.bucket:
            return None
        import boto3
        from botocore.config import Config

        config = Config(
            signature_version="s3v4",
            s3={"addressing_style": "path"} if settings.s3_path_style else None,
            retries={"max_attempts": 3, "mode": "standard"},
            connect_timeout=5,
            read_timeout=30,
        )
        client = boto3.client(
            "s3",
            endpoint_url=settings.s3_endpoint_url or None,
            region_name=settings.s3_region or os.environ.get("AWS_REGION") or None,
            config=config,
        )
        return cls(client, settings.bucket, settings.presign_seconds)

    # --- objects ---------------------------------------------------------------------------------------------

    def put(self, key: str, body: bytes, content_type: str, metadata: dict[str, str] | None = None) -> None:
        metadata = metadata or {}
        size = sum(len(name.encode()) + len(value.encode()) for name, value in metadata.items())
        if size > MAX_METADATA_BYTES:
            raise ValueError(f"S3 user metadata is capped at {MAX_METADATA_BYTES} bytes; got {size} for {key!r}.")
        self.call("put_object", key, Key=key, Body=body, ContentType=content_type, Metadata=metadata)

    def get_object(self, key: str) -> StoredObject | None:
        response = self.call("get_object", key, missing=MISSING_KEY, Key=key)
        if response is None:
            return None
        with response["Body"] as stream:
            body = self._read(stream, key)
        etag = str(response.get("ETag", "")).strip('"')
        return StoredObject(body, response.get("ContentType", ""), response.get("Metadata", {}), etag)

    def get(self, key: str) -> bytes | None:
        stored = self.get_object(key)
        return None if stored is None else stored.body

    def get_range(self, key: str, start: int, end: int) -> bytes:
        """Bytes [start, end) of an object (a ranged GET); StorageUnavailable when it is missing or short."""
        response = self.call("get_object", key, Key=key, Range=f"bytes={start}-{end - 1}")
        with response["Body"] as stream:
            body = self._read(stream, key)
        if len(body) != end - start:
            raise self._unavailable("get_object", key, "ShortRead")
        return body

    def head(self, key: str) -> dict[str, Any] | None:
        """head_object's answer (ContentLength, ContentType, ETag, LastModified, Metadata...), or None."""
        response = self.call("head_object", key, missing=MISSING_KEY, Key=key)
        if response is None:
            return None
        response.pop("ResponseMetadata", None)
        head: dict[str, Any] = response
        return head

    def size(self, key: str) -> int | None:
        """The object's size in bytes without reading it (to refuse an oversized one first), or None when missing."""
        response = self.head(key)
        return None if response is None else int(response["ContentLength"])

    def put_json(self, key: str, value: Any, metadata: dict[str, str] | None = None) -> None:
        body = json.dumps(value, ensure_ascii=False, indent=2).encode()
        self.put(key, body, "application/json", metadata)

    def get_json(self, key: str) -> Any | None:
        body = self.get(key)
        return None if body is None else json.loads(body)

    def put_json_if_absent(self, key: str, value: Any) -> bool:
        """Write only if no object has the key (S3 conditional write): True for the one caller that wrote it."""
        body = json.dumps(value, ensure_ascii=False).encode()
        answer = self.call(
            "put_object", key, missing=ALREADY_THERE,
            Key=key, Body=body, ContentType="application/json", IfNoneMatch="*",
        )  # fmt: skip
        return answer is not None

    def delete(self, key: str) -> None:
        self.call("delete_object", key, Key=key)

    def keys(self, prefix: str) -> list[str]:
        """Every key under `prefix` (ListObjectsV2, page by page)."""
        found: list[str] = []
        token: dict[str, Any] = {}
        while True:
            page = self.call("list_objects_v2", prefix, Prefix=prefix, **token)
            found += [item["Key"] for item in page.get("Contents", [])]
            if not page.get("IsTruncated"):
                return found
            token = {"ContinuationToken": page["NextContinuationToken"]}

    def delete_prefix(self, prefix: str) -> int:
        """Delete every object under `prefix`; the number left behind. A key DeleteObjects could not remove is
        logged, not raised: what is under a prefix we clear is also under an expiry rule."""
        keys, left = self.keys(prefix), 0
        for first in range(0, len(keys), 1_000):  # DeleteObjects' limit
            objects = [{"Key": key} for key in keys[first : first + 1_000]]
            answer = self.call("delete_objects", prefix, Delete={"Objects": objects, "Quiet": True}) or {}
            errors = answer.get("Errors", [])
            if errors:
                left += len(errors)
                logger.warning("objects not deleted", extra={"count": len(errors), "error": errors[0].get("Code")})
        return left

    def presigned_url(self, key: str, seconds: int | None = None) -> str:
        """A GET link. Signed with temporary (role) credentials, as in Lambda, it also dies with them."""
        seconds = self.presign_seconds if seconds is None else _check_presign_seconds(seconds)
        url: str = self.client.generate_presigned_url(
            "get_object", Params={"Bucket": self.name, "Key": key}, ExpiresIn=seconds
        )
        return url

    # --- the bucket itself --------------------------------------------------------------------------------------

    def exists(self) -> bool:
        return self.call("head_bucket", "", missing=("404", "NoSuchBucket", "NotFound")) is not None

    def create(self) -> None:
        region = self.client.meta.region_name
        params: dict[str, Any] = {}
        if region and region != "us-east-1":  # us-east-1 refuses an explicit location constraint
            params["CreateBucketConfiguration"] = {"LocationConstraint": region}
        self.call("create_bucket", "", **params)

    def lifecycle_rules(self) -> list[dict[str, Any]]:
        response = self.call("get_bucket_lifecycle_configuration", "", missing=("NoSuchLifecycleConfiguration",))
        return [] if response is None else response["Rules"]

    def put_lifecycle_rules(self, rules: list[dict[str, Any]]) -> None:
        self.call("put_bucket_lifecycle_configuration", "", LifecycleConfiguration={"Rules": rules})

    # --- one place for errors ---------------------------------------------------------------------------------

    def call(self, operation: str, key: str, *, missing: tuple[str, ...] = (), **params: Any) -> Any:
        """client.<operation>(Bucket=self.name, **params); None for an error code in `missing`."""
        try:
            return getattr(self.client, operation)(Bucket=self.name, **params)
        except boto_errors() as exc:  # evaluated only when something was raised
            code = error_code(exc)
            if code in missing:
                return None
            raise self._unavailable(operation, key, code) from exc

    def _read(self, stream: Any, key: str) -> bytes:
        from botocore.exceptions import BotoCoreError  # loaded already: the client that made the stream did

        try:
            body: bytes = stream.read()
            return body
        except (BotoCoreError, OSError) as exc:
            raise self._unavailable("get_object", key, type(exc).__name__) from exc

    def _unavailable(self, operation: str, key: str, code: str) -> StorageUnavailable:
        logger.warning(
            "storage call failed", extra={"operation": operation, "bucket": self.name, "key": key, "error": code}
        )
        return StorageUnavailable(f"Storage is unavailable: S3 {operation} failed ({code}).")


def boto_errors() -> tuple[type[Exception], ...]:
    """What a boto3 call raises, for an except clause (imported only once something was raised)."""
    from boto3.exceptions import Boto3Error
    from botocore.exceptions import BotoCoreError, ClientError

    return ClientError, BotoCoreError, Boto3Error


def error_code(exc: Exception) -> str:
    from botocore.exceptions import ClientError

    if isinstance(exc, ClientError):
        return str(exc.response.get("Error", {}).get("Code", "ClientError"))
    # boto3's transfer helpers wrap the ClientError they met
    cause = exc.__cause__ or exc.__context__
    if isinstance(cause, ClientError):
        return error_code(cause)
    return type(exc).__name__


def _check_presign_seconds(seconds: int) -> int:
    if not 1 <= seconds <= MAX_PRESIGN_SECONDS:
        raise ValueError(
            f"Presigned URLs last 1 to {MAX_PRESIGN_SECONDS} seconds (7 days, the SigV4 limit); got {seconds}. "
            "Check SUPERTONIC_PRESIGN_SECONDS."
        )
    return seconds
