"""Queue a job posted to an API (`POST /v1/jobs`, Polly's StartSpeechSynthesisTask): its queued manifest, then
its file in `inbox/jobs/<id>.json`, which the bucket's notification hands to the event path.

    job_id = queue_job(bucket, spec, caller={"source_ip": ..., "route": "/v1/jobs"})   # 32 hex characters;
    # `GET /v1/jobs/<id>` reads its status
"""

from __future__ import annotations

import hashlib
import json
import uuid

from handler.service.schemas import JobSpec
from handler.storage import keys
from handler.storage.bucket import Bucket


def queue_job(bucket: Bucket, spec: JobSpec, *, caller: dict[str, str], job_id: str | None = None) -> str:
    """InvalidRequest, before anything is written, when the spec's "output" is not the job's to write. `caller`:
    who posted it, kept in the queued manifest (the kit's own key) for the audit record when it runs."""
    job_id = job_id or uuid.uuid4().hex
    name = keys.api_job_name(job_id)
    if spec.output is not None:
        keys.output_bucket(spec.output.bucket, own=bucket.name)
        keys.output_key(name, spec.output.key)
    job_file = json.dumps({**spec.model_dump(exclude_none=True), "name": name}, ensure_ascii=False).encode()
    # The queued manifest first: the runner runs an inbox/jobs/ object only when this hash vouches for it, so an
    # upload to inbox/jobs/ can never take an API job's name.
    queued = {"status": "queued", "name": name, "input_sha256": hashlib.sha256(job_file).hexdigest(), "caller": caller}
    bucket.put_json(keys.manifest_key(name), queued)
    bucket.put(f"{keys.INBOX}{name}.json", job_file, "application/json")
    return job_id
