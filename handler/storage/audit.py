"""The content audit trail, opt-in (SUPERTONIC_AUDIT=true; off by default): one append-only record per synthesis,
for users who must keep what was synthesised (docs/audit.md).

    trail = AuditTrail.from_settings(settings, bucket)      # None when off
    trail.record(request_id="...", route="/v1/audio/speech", caller={"source_ip": "203.0.113.7"},
                 text="Hello.", parameters={...}, output_key="cache/3f/3f9c....mp3")

Each record is its own object, `audit/YYYY/MM/DD/<time>-<request id>-<random>.json` (a job's:
`audit/jobs/<id>.json`, one id for every delivery of its event, so a job is recorded once), written with
`If-None-Match: *` so nothing ever overwrites one; in SUPERTONIC_AUDIT_BUCKET when set (create it with S3 Object
Lock to make the records immutable: SUPERTONIC_AUDIT_LOCK_DAYS then sets each record's COMPLIANCE retention),
else under `audit/` in the kit's bucket, with its own expiry rule (SUPERTONIC_AUDIT_DAYS, default 365).
The record is written before any audio leaves; when it cannot be written the request fails with a 503 (a
regulated deployment must not synthesise what it cannot record).
"""

from __future__ import annotations

import datetime
import json
import uuid
from typing import Any

from handler.kernel.config import Settings
from handler.kernel.errors import StorageUnavailable
from handler.storage.bucket import ALREADY_THERE, Bucket

AUDIT = "audit/"


class AuditTrail:
    def __init__(self, bucket: Bucket, lock_days: int = 0) -> None:
        self.bucket = bucket
        self.lock_days = lock_days

    @classmethod
    def from_settings(cls, settings: Settings, bucket: Bucket | None) -> AuditTrail | None:
        if not settings.audit:
            return None
        if settings.audit_bucket:
            if bucket is None:
                raise StorageUnavailable("SUPERTONIC_AUDIT_BUCKET needs S3 access: set SUPERTONIC_BUCKET too.")
            bucket = Bucket(bucket.client, settings.audit_bucket)
        if bucket is None:
            raise StorageUnavailable("SUPERTONIC_AUDIT needs a bucket (SUPERTONIC_BUCKET or SUPERTONIC_AUDIT_BUCKET).")
        return cls(bucket, settings.audit_lock_days)

    def record(
        self,
        *,
        request_id: str,
        route: str,
        caller: dict[str, str],
        text: str,
        parameters: dict[str, object],
        output_key: str,
        record_id: str = "",
    ) -> str:
        """Write one record; its key. With `record_id`, a record already under that id stands (a job delivered
        again). StorageUnavailable when it cannot be written."""
        now = datetime.datetime.now(datetime.UTC)
        key = f"{AUDIT}{now:%Y/%m/%d/%H%M%S.%f}-{request_id[:64]}-{uuid.uuid4().hex[:8]}.json"
        if record_id:
            key = f"{AUDIT}jobs/{record_id}.json"
        body = {
            "recorded_at": now.isoformat(timespec="milliseconds"),
            "request_id": request_id,
            "route": route,
            "caller": caller,
            "text": text,
            "parameters": parameters,
            "output_key": output_key,
        }
        lock: dict[str, Any] = {}
        if self.lock_days > 0:
            until = now + datetime.timedelta(days=self.lock_days)
            lock = {"ObjectLockMode": "COMPLIANCE", "ObjectLockRetainUntilDate": until}
        self.bucket.call(
            "put_object", key, Key=key, Body=json.dumps(body, ensure_ascii=False).encode(),
            ContentType="application/json", IfNoneMatch="*", missing=ALREADY_THERE if record_id else (), **lock,
        )  # fmt: skip
        return key
