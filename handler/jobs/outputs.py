"""What a bucket job writes besides its audio, when its spec asks: captions beside the audio
(`"captions": ["srt", "vtt"]` -> outbox/<name>.srt, .vtt) and one more file in the job's own folder
(`"output": {"key", "marks"}`, Polly's synthesis tasks: a copy of the audio, or speech marks as JSON lines, at
outbox/<name>/<key>). Every key is the job's own (storage/keys.py): nothing a caller sends names another.

    output_target(bucket, spec, keys)                # before synthesis: the output's key, or InvalidRequest
    written = write_outputs(bucket, spec, keys, rendering)   # after the audio is uploaded, before "succeeded"
    # ["outbox/talk.srt", "s3://my-bucket/outbox/jobs/0f3c.../tasks/0f3c....mp3"]
"""

from __future__ import annotations

import json
from pathlib import PurePosixPath

from handler.service.captions import CONTENT_TYPES, captions
from handler.service.rendering import Rendering
from handler.service.schemas import JobSpec
from handler.storage.bucket import Bucket
from handler.storage.keys import JobKeys, output_bucket, output_key


def output_target(bucket: Bucket, spec: JobSpec, keys: JobKeys) -> str | None:
    """The key of the job's "output" file (None without one); InvalidRequest when it names another bucket or
    is no name inside the job's folder: checked before any work, so such a job fails at once."""
    if spec.output is None:
        return None
    output_bucket(spec.output.bucket, own=bucket.name)
    return output_key(keys.name, spec.output.key)


def write_outputs(bucket: Bucket, spec: JobSpec, keys: JobKeys, rendering: Rendering) -> list[str]:
    written = []
    if spec.captions:
        words = rendering.marks(("word",))
        stem = str(PurePosixPath(keys.audio).with_suffix(""))
        for kind in dict.fromkeys(spec.captions):
            key = f"{stem}.{kind}"
            text = captions(words, rendering.duration, kind, spec.text, markup=rendering.plan.script is not None)
            bucket.put(key, text.encode(), CONTENT_TYPES[kind])
            written.append(key)
    target = output_target(bucket, spec, keys)
    if spec.output is not None and target is not None:
        if spec.output.marks:
            marks = rendering.marks(spec.output.marks)
            lines = "".join(json.dumps(mark, ensure_ascii=False) + "\n" for mark in marks)
            bucket.put(target, lines.encode(), "application/x-json-stream")
        else:
            source = {"Bucket": bucket.name, "Key": keys.audio}
            bucket.call("copy_object", target, Key=target, CopySource=source)
        written.append(f"s3://{bucket.name}/{target}")
    return written
