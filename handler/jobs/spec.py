"""Read a job from the bucket: a `.txt` file (the text, default parameters) or a `.json` file (a `JobSpec`).

    job = read_job("inbox/books/ch1.json", body)
    job.name, job.spec.text, job.spec.voice

The output name is the job's `name` field if it has one, else the inbox key without `inbox/` and its extension.
"""

from __future__ import annotations

from dataclasses import dataclass

from pydantic import ValidationError

from handler.kernel.errors import InvalidRequest, validation_message
from handler.service.schemas import JobSpec
from handler.storage.keys import inbox_job_name


@dataclass(frozen=True)
class Job:
    name: str
    spec: JobSpec


def read_job(key: str, body: bytes, default_name: str) -> Job:
    try:
        text = body.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise InvalidRequest("The job file is not UTF-8 text.", param="text") from None
    if key.endswith(".txt"):
        return Job(inbox_job_name(default_name), JobSpec(text=text))
    try:
        spec = JobSpec.model_validate_json(text)
    except ValidationError as error:
        message, param = validation_message(dict(error.errors()[0]), "The job file")
        raise InvalidRequest(message, param=param) from None
    return Job(inbox_job_name(default_name, spec.name), spec)
