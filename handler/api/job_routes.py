"""Async jobs for long text: `POST /v1/jobs` and `GET /v1/jobs/{id}`.

A job is a JSON file put in `inbox/jobs/<id>.json`; the bucket's notification hands it to the event path, the
same one that serves uploads, and its status is read back from `outbox/`. Nothing keeps running after the
response, as Lambda requires.

    curl -X POST $URL/v1/jobs -d '{"text": "<a long text>", "voice": "F2", "format": "mp3"}'
    # 202 {"id": "...", "status": "queued", "status_url": "/v1/jobs/<id>"}
    curl $URL/v1/jobs/<id>     # queued | running | succeeded (with "url") | failed (with "error")
"""

from __future__ import annotations

import re
from typing import Any

from fastapi import APIRouter, Request
from fastapi.responses import JSONResponse

from handler.api.responses import caller_of
from handler.api.services import ServicesDep
from handler.jobs.status import job_status
from handler.jobs.submit import queue_job
from handler.kernel.errors import NotFound
from handler.service.schemas import JobSpec, native_field_names
from handler.storage import keys

router = APIRouter()
JOB_ID = re.compile(r"^[0-9a-f]{32}$")


@router.post("/v1/jobs", status_code=202)
def submit_job(body: JobSpec, request: Request, services: ServicesDep) -> JSONResponse:
    speech = services.require_speech()
    bucket = services.require_bucket("Async jobs")
    # Everything is checked now, so a job that was accepted can only fail for reasons outside the request.
    request_id = request.state.request_id
    with native_field_names():
        speech.plan(body.speech_request(body.text, body.format), job=True)
    job_id = queue_job(bucket, body, caller=caller_of(request) | {"route": "/v1/jobs", "request_id": request_id})
    status_url = f"/v1/jobs/{job_id}"
    return JSONResponse(
        {"id": job_id, "object": "job", "status": "queued", "status_url": status_url},
        status_code=202,
        headers={"location": status_url, "x-request-id": request_id},
    )


@router.get("/v1/jobs/{job_id}")
def get_job(job_id: str, services: ServicesDep) -> dict[str, Any]:
    if not JOB_ID.match(job_id):
        raise NotFound(f"No job {job_id!r}: job ids are 32 hex characters.", param="job_id")
    bucket = services.require_bucket("Async jobs")
    status = job_status(bucket, keys.api_job_name(job_id), services.settings.presign_seconds)
    if status is None:
        raise NotFound(f"No job {job_id!r}.", param="job_id")
    return {"id": job_id, "object": "job", **status}
