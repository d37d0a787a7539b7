"""What a bucket job writes besides its audio, when its spec asks: captions beside the audio
(`"captions": ["srt", "vtt"]` -> outbox/<name>.srt, .vtt) and a copy of the result in another bucket
(`"output": {"bucket", "key", "marks"}`, Polly's synthesis tasks: the audio, or speech marks as JSON lines).

    written = write_outputs(bucket, spec, keys, rendering)   # after the audio is uploaded, before "succeeded"
    # ["outbox/talk.srt", "s3://their-bucket/tasks/0f3c....mp3"]
"""

from __future__ import annotations

import json
from pathlib import PurePosixPath

from handler.captions import CONTENT_TYPES, captions
from handler.errors import InvalidRequest
from handler.schemas import JobSpec
from handler.speech import Rendering
from handler.storage.bucket import Bucket, boto_errors, error_code
from handler.storage.keys import JobKeys


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
    output = spec.output
    if output is not None:
        try:
            if output.marks:
                lines = "".join(json.dumps(mark, ensure_ascii=False) + "\n" for mark in rendering.marks(output.marks))
                bucket.client.put_object(
                    Bucket=output.bucket, Key=output.key, Body=lines.encode(), ContentType="application/x-json-stream"
                )
            else:
                source = {"Bucket": bucket.name, "Key": keys.audio}
                bucket.client.copy_object(Bucket=output.bucket, Key=output.key, CopySource=source)
        except boto_errors() as error:
            raise InvalidRequest(
                f"The result could not be written to s3://{output.bucket}/{output.key} ({error_code(error)}): "
                "the function needs s3:PutObject there.",
                param="OutputS3BucketName",
                code="output_not_writable",
            ) from None
        written.append(f"s3://{output.bucket}/{output.key}")
    return written
