"""Hand a long job to the segment queue: one message per segment, taken by whichever invocation is free.

    split_job(bucket, queue, settings, job, manifest, plan)   # from JobRunner, for a job over fanout_chars

It writes `segments/<job id>/job.json` (the job and its plan, frozen: the chunks and the voice, so no segment
plans the text again or reads the voice store; handler/jobs/frozen_plan.py), the job's manifest ("running",
with its segment count), then sends the messages. Doing it twice (a redelivered inbox
event) rewrites the same objects and sends the same messages again: the segment workers skip what is done.
"""

from __future__ import annotations

from handler.jobs.documents import SegmentJob
from handler.jobs.frozen_plan import plan_record, style_bytes
from handler.jobs.records import Manifest, Result, now
from handler.jobs.segments import SegmentKeys, segment_job_id, segment_message, segment_spans
from handler.jobs.spec import Job
from handler.kernel import logs
from handler.kernel.config import Settings
from handler.service.plan import SpeechPlan
from handler.storage.bucket import Bucket
from handler.storage.queue import SegmentQueue

logger = logs.child(__name__)


def split_job(
    bucket: Bucket, queue: SegmentQueue, settings: Settings, job: Job, manifest: Manifest, plan: SpeechPlan
) -> None:
    fingerprint = manifest.fingerprint
    job_id = segment_job_id(job.name, fingerprint)
    keys = SegmentKeys(job_id)
    chunks = plan.prepared.chunks
    spans = segment_spans([len(chunk.model_text) for chunk in chunks], settings.segment_chars, settings.batch_size)
    if (style := style_bytes(plan)) is not None:  # the voice as the job started, whatever happens to its file
        bucket.put(keys.voice, style, "application/octet-stream")
    frozen = SegmentJob(
        name=job.name,
        input_key=manifest.input_key,
        input_sha256=fingerprint,
        spec=job.spec,
        cache_key=plan.cache_key,
        chunks=len(chunks),
        segments=len(spans),
        plan=plan_record(plan, manifest.revision),
        created_at=now(),
    )
    bucket.put_json(keys.job, frozen.model_dump(mode="json"))
    counts = {"segments_done": 0, "segments": len(spans)}
    done: Result = {"segments": len(spans), "segment_job": job_id}
    manifest.write("running", progress=(0, len(chunks)), phase="synthesizing", counts=counts, done=done)
    queue.send([segment_message(bucket.name, job_id, start, end) for start, end in spans])
    logger.info(
        "job split",
        extra={"job": job.name, "chars": len(plan.request.text), "chunks": len(chunks), "segments": len(spans)},
    )
