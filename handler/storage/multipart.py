"""Write one object from a stream of bytes by multipart upload: no file on disk, memory bounded by two parts.

    with MultipartWriter(bucket, "outbox/book.mp3", "audio/mpeg") as upload:
        for data in encoded_pieces:
            upload.write(data)
        upload.patch(offset, header)      # a header the encoder could only finish at the end (sizes, totals)
        upload.copy("segments/<id>/encoded/0-21.mp3", 0, size)   # bytes of another object, in order
    # leaving the block completes the upload; an exception aborts it, so no part is left behind

It is a sink of handler/service/rendering.py: `rendering.write_into(upload)` writes every piece, then patches the
header. A long job's assembly writes its header and `copy`s the encoded segments: where at least COPY_MIN_BYTES
of a segment make a part of their own, S3 copies them server side (UploadPartCopy); the rest is read and written
here.

The first part is held back until the end, since encoders rewrite their header (WAV sizes, FLAC stream info,
the MP3 LAME tag) once the totals are known; it is then uploaded as part 1, after the others. S3 wants every
part but the last to be at least 5 MiB: parts here are 8 MiB. The object appears only when the upload
completes, so a reader never sees a partial file, and the bucket's lifecycle rule aborts an upload that an
invocation killed midway left open.
"""

from __future__ import annotations

import contextlib
from types import TracebackType
from typing import Any

from handler.kernel.errors import StorageUnavailable
from handler.storage.bucket import Bucket

PART_BYTES = 8 * 2**20
COPY_MIN_BYTES = 5 * 2**20  # S3's smallest part (but the last): a copied range shorter than this is read instead


class MultipartWriter:
    def __init__(self, bucket: Bucket, key: str, content_type: str, part_bytes: int = PART_BYTES) -> None:
        self.bucket, self.key, self.part_bytes = bucket, key, part_bytes
        started = bucket.call("create_multipart_upload", key, Key=key, ContentType=content_type)
        self.upload_id: str = started["UploadId"]
        self.first: bytearray | None = None  # part 1, held back for `patch`
        self.buffer = bytearray()
        self.parts: list[dict[str, Any]] = []
        self.size = 0

    def write(self, data: bytes) -> None:
        self.buffer += data
        self.size += len(data)
        while len(self.buffer) >= self.part_bytes:
            part, self.buffer = self.buffer[: self.part_bytes], self.buffer[self.part_bytes :]
            if self.first is None:
                self.first = part
            else:
                self._upload(len(self.parts) + 2, bytes(part))

    def copy(self, key: str, start: int, end: int) -> None:
        """Append bytes [start, end) of `key` (this bucket). The part in progress is topped up from the range
        first; what is left goes as one server-side part copy when it is COPY_MIN_BYTES or more."""
        size = end - start
        if size <= 0:
            return
        # What completes the part in progress (part 1 is always held here, for `patch`).
        room = 0 if not self.buffer and self.first is not None else self.part_bytes - len(self.buffer)
        if size - room < COPY_MIN_BYTES:
            self.write(self.bucket.get_range(key, start, end))
            return
        if room:
            self.write(self.bucket.get_range(key, start, start + room))
            start += room
        number = len(self.parts) + 2
        source = {"Bucket": self.bucket.name, "Key": key}
        answer = self.bucket.call(
            "upload_part_copy", self.key, Key=self.key, UploadId=self.upload_id, PartNumber=number,
            CopySource=source, CopySourceRange=f"bytes={start}-{end - 1}",
        )  # fmt: skip
        self.parts.append({"PartNumber": number, "ETag": answer["CopyPartResult"]["ETag"]})
        self.size += end - start

    def patch(self, offset: int, data: bytes) -> None:
        """Overwrite bytes already written, within the first part (where encoders keep their headers)."""
        first = self.first if self.first is not None else self.buffer
        if offset + len(data) > len(first):
            raise ValueError(f"A patch at {offset} reaches past the first part ({len(first)} bytes).")
        first[offset : offset + len(data)] = data

    def __enter__(self) -> MultipartWriter:
        return self

    def __exit__(
        self, kind: type[BaseException] | None, error: BaseException | None, trace: TracebackType | None
    ) -> None:
        if kind is not None:
            self.abort()
            return None
        try:
            self._complete()
        except BaseException:
            self.abort()
            raise
        return None

    def abort(self) -> None:
        # If this fails too, the lifecycle rule aborts the upload later; the original error matters more.
        with contextlib.suppress(Exception):
            self.bucket.call("abort_multipart_upload", self.key, Key=self.key, UploadId=self.upload_id)

    def _complete(self) -> None:
        if self.first is None:  # everything fits in one part
            self.first, self.buffer = self.buffer, bytearray()
        if self.buffer:
            self._upload(len(self.parts) + 2, bytes(self.buffer))
        self._upload(1, bytes(self.first))
        parts = sorted(self.parts, key=lambda part: part["PartNumber"])
        try:
            self.bucket.call(
                "complete_multipart_upload",
                self.key,
                Key=self.key,
                UploadId=self.upload_id,
                MultipartUpload={"Parts": parts},
            )
        except StorageUnavailable:
            if not self._completed_anyway(len(parts)):
                raise

    def _completed_anyway(self, parts: int) -> bool:
        """Whether a CompleteMultipartUpload that failed for us finished in the store: joining large parts can
        outlast the client's read timeout, and its retry then finds the upload gone (it was completed)."""
        head = self.bucket.head(self.key)
        if head is None or int(head.get("ContentLength", -1)) != self.size:
            return False
        return str(head.get("ETag", "")).strip('"').endswith(f"-{parts}")  # a multipart object of these parts

    def _upload(self, number: int, body: bytes) -> None:
        answer = self.bucket.call(
            "upload_part", self.key, Key=self.key, UploadId=self.upload_id, PartNumber=number, Body=body
        )
        self.parts.append({"PartNumber": number, "ETag": answer["ETag"]})
