"""One segment of a long job: synthesise its chunks, store them, and, if it is the last to finish, join them all.

    worker = SegmentWorker(speech, settings, bucket, queue)
    worker.run(message, attempt=2, owner="<SQS message id>", context=context)   # -> an outcome string

Top to bottom, per message:
1. Settled already (the job succeeded or failed for good, or its parts are gone): nothing to do.
2. Thaw the plan the split froze in `segments/<id>/job.json` (its chunks, values and voice snapshot): no
   segment plans the text again or reads the voice store, so a voice replaced or added meanwhile changes
   nothing; only a different model fails the job (its audio could not be joined to the earlier segments').
   A job split by a version that froze no plan is planned again, and fails if the plan is not the one it had.
3. Unless its done marker exists (a duplicate message), synthesise the segment's chunks into memory and
   upload them, then the done marker. When the invocation's time runs short, the chunks done so far become
   a segment of their own and the rest goes back to the queue as a new message.
4. When every chunk is done, claim the assembly with a conditional write; only the claimant (or the same
   message delivered again after it was killed) joins the segments: their PCM, in order, through the same
   `Rendering` as a whole job's (`Speech.render(plan, pieces=...)`), straight into a multipart upload of
   outbox/<name>.<ext>. Then the manifest says "succeeded" and the job's parts are removed.
A failure that may pass raises, so the message comes back; on its `segment_attempts`-th delivery (or at once
for an error that cannot pass) the job ends with its error recorded instead.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from functools import partial
from typing import Any

import numpy as np

from handler.jobs.documents import (
    AssemblyClaim,
    DoneMarker,
    EncodedInfo,
    JobIdentity,
    SegmentJob,
    identity,
    read_segment_job,
)
from handler.jobs.frozen_plan import thaw_plan
from handler.jobs.pieces import joined_times, stored_pieces
from handler.jobs.records import Manifest, Result, is_settled, now, record_error
from handler.jobs.segments import (
    SegmentKeys,
    SegmentMessage,
    covering_spans,
    segment_message,
    span_of_done_key,
)
from handler.kernel import logs
from handler.kernel.config import Settings
from handler.kernel.errors import InvalidRequest, StorageUnavailable, SupertonicError
from handler.kernel.runtime import InvocationContext
from handler.service.marks import chunk_timings
from handler.service.metrics import UNRECORDED, Metrics
from handler.service.plan import SpeechPlan
from handler.service.schemas import native_field_names
from handler.service.speech import Speech, loaded
from handler.service.workload import SEGMENT_MARGIN_SECONDS, remaining_seconds, time_left
from handler.storage.bucket import Bucket
from handler.storage.documents import StoredDocumentInvalid, read_document
from handler.storage.keys import JobKeys, job_keys, rejected_name
from handler.storage.multipart import MultipartWriter
from handler.storage.queue import SegmentQueue

logger = logs.child(__name__)


class SegmentWorker:
    def __init__(
        self,
        speech: Speech | None,
        settings: Settings,
        bucket: Bucket,
        queue: SegmentQueue | None,
        *,
        recorder: Metrics = UNRECORDED,
    ) -> None:
        self.speech = speech
        self.settings = settings
        self.bucket = bucket
        self.queue = queue
        self.recorder = recorder  # each segment's and each assembled job's outcome is counted

    def run(
        self, message: SegmentMessage, *, attempt: int = 1, owner: str = "", context: InvocationContext | None = None
    ) -> str:
        """ "succeeded" (the segment is stored), "assembled" (and the job is done), "skipped", "failed" (the job
        ended with a recorded error); raises when the message should come back."""
        keys = SegmentKeys(message.job)
        try:
            job = read_segment_job(self.bucket, keys)
        except StoredDocumentInvalid as error:
            return self._refuse(keys, error)
        if job is None:
            return "skipped"  # the job finished and its parts were removed, or it never existed
        try:
            plan = self._plan(job, keys)
            outputs = job_keys(job.name, plan.format.extension)
            if is_settled(self.bucket, outputs, job.input_sha256):
                return "skipped"
            if self.bucket.head(keys.done(message.start, message.end)) is None:
                self._synthesize(keys, plan, message, attempt, remaining_seconds(context))
                self.recorder.segment("succeeded")
            return self._assemble_if_last(keys, job, plan, outputs, owner or f"{message.start}-{message.end}")
        except SupertonicError as error:
            if error.retryable and attempt < self.settings.segment_attempts:
                self.recorder.segment("retried")
                raise
            return self._fail(keys, job, error)
        except Exception as error:
            if attempt < self.settings.segment_attempts:
                self.recorder.segment("retried")
                raise
            return self._fail(keys, job, error)

    # --- 2. the plan ------------------------------------------------------------------------------------------
    def _plan(self, job: SegmentJob, keys: SegmentKeys) -> SpeechPlan:
        speech, spec, record = loaded(self.speech), job.spec, job.plan
        if record is not None:
            if record.revision != speech.engine.revision:
                raise InvalidRequest(
                    "The model changed while the job was synthesised in segments; upload it again.",
                    param="model",
                    code="job_changed",
                )
            style = self.bucket.get(keys.voice) if record.custom_style else None
            try:
                return thaw_plan(record, spec.speech_request(spec.text, spec.format), style)
            except ValueError:
                raise StorageUnavailable("The job's voice snapshot is missing; the segment will be retried.") from None
        # A job split before plans were frozen: plan it again, as it was then.
        with native_field_names():
            plan = speech.plan(spec.speech_request(spec.text, spec.format), job=True)
        if plan.cache_key != job.cache_key or len(plan.prepared.chunks) != job.chunks:
            raise InvalidRequest(
                "The model or a custom voice changed while the job was synthesised in segments; upload it again.",
                param="voice",
                code="job_changed",
            )
        return plan

    # --- 3. one segment ---------------------------------------------------------------------------------------
    def _synthesize(
        self, keys: SegmentKeys, plan: SpeechPlan, message: SegmentMessage, attempt: int, remaining: float | None
    ) -> None:
        started = time.perf_counter()
        # The stop rule below uses the time left as it is (none left: the first chunk alone, then the rest goes
        # back to the queue); the engine's own timeout gets at least a second.
        budget = None if remaining is None else remaining - SEGMENT_MARGIN_SECONDS
        left = time_left(remaining, SEGMENT_MARGIN_SECONDS)
        timeout = self.settings.timeout_seconds if left is None else left
        engine, batch = loaded(self.speech).engine, max(1, self.settings.batch_size)
        pieces, samples, slowest, end = [], list[tuple[int, int]](), 0.0, message.start
        mark = started
        stream = engine.stream(
            plan.prepared, **plan.engine_options(), timeout=timeout, span=(message.start, message.end)
        )
        for piece in stream:
            pieces.append(piece.audio)
            samples.append((piece.lead, len(piece.audio)))  # [silence before the chunk, all samples]
            end = piece.timing.index + 1
            slowest, mark = max(slowest, time.perf_counter() - mark), time.perf_counter()
            out_of_time = budget is not None and time.perf_counter() - started + 2 * slowest > budget
            if out_of_time and end < message.end and end % batch == 0:
                stream.close()  # the rest goes back to the queue as a segment of its own
                break
        audio = np.concatenate(pieces).astype(np.float32, copy=False)
        encoded = None
        from handler.audio.joins import encode_segment, joins_bytes  # a segment's work: not loaded at init

        if joins_bytes(plan.format, plan.sample_rate, engine.sample_rate):
            encoding = time.perf_counter()
            part = encode_segment(
                plan.format, audio, lead=samples[0][0], first=message.start == 0,
                model_rate=engine.sample_rate, sample_rate=plan.sample_rate,
            )  # fmt: skip
            self.bucket.put(keys.encoded(message.start, end), part.body, plan.format.content_type)
            encoded = EncodedInfo.model_validate(part.info | {"seconds": round(time.perf_counter() - encoding, 3)})
        else:
            self.bucket.put(keys.audio(message.start, end), audio.tobytes(), "application/octet-stream")
        seconds = round(time.perf_counter() - started, 3)
        marker = DoneMarker(samples=samples, attempt=attempt, encoded=encoded, seconds=seconds, finished_at=now())
        self.bucket.put_json(keys.done(message.start, end), marker.stored())
        if end < message.end:
            self._require_queue().send([segment_message(self.bucket.name, message.job, end, message.end)])
        logger.info(
            "segment done",
            extra={"segment_job": message.job, "start": message.start, "end": end, "seconds": seconds},
        )

    def _require_queue(self) -> SegmentQueue:
        if self.queue is None:
            raise StorageUnavailable("A segment ran out of time and no segment queue is set to send the rest.")
        return self.queue

    # --- 4. the last one joins them -----------------------------------------------------------------------------
    def _assemble_if_last(
        self, keys: SegmentKeys, job: SegmentJob, plan: SpeechPlan, outputs: JobKeys, owner: str
    ) -> str:
        done = [span for key in self.bucket.keys(keys.done_prefix) if (span := span_of_done_key(key))]
        tiling = covering_spans(done, job.chunks)
        if tiling is None:
            return "succeeded"
        if not self.bucket.put_json_if_absent(keys.claim, AssemblyClaim(owner=owner, claimed_at=now()).stored()):
            claim = read_document(self.bucket, keys.claim, AssemblyClaim)
            if claim is None or claim.owner != owner:
                return "succeeded"  # another invocation joins them
            # This message claimed it before, and its invocation died: it is delivered again to finish.
        self._assemble(keys, job, plan, outputs, tiling)
        return "assembled"

    def _assemble(
        self, keys: SegmentKeys, job: SegmentJob, plan: SpeechPlan, outputs: JobKeys, tiling: list[tuple[int, int]]
    ) -> None:
        from handler.audio.joins import joins_bytes  # the assembly's work: not loaded at init

        started = time.perf_counter()
        speech = loaded(self.speech)
        rate = speech.engine.sample_rate
        manifest = Manifest(self.bucket, outputs, job.input_key, job.input_sha256, plan, speech.engine.revision)
        chunks, segments = job.chunks, Result(segments=job.segments, segment_job=keys.job_id)
        counts = {"segments_done": len(tiling), "segments": job.segments}

        def report(joined: int, total: int | None, *, first: bool = False) -> None:
            """Phase "assembling" with the bytes joined so far: at the start, then every few seconds."""
            if first or manifest.due():
                progress = counts | {"bytes_joined": joined} | ({"bytes": total} if total is not None else {})
                manifest.write("running", progress=(chunks, chunks), phase="assembling", counts=progress, done=segments)

        with MultipartWriter(self.bucket, outputs.audio, plan.format.content_type) as upload:
            if joins_bytes(plan.format, plan.sample_rate, rate):
                duration, marks = self._join(keys, plan, tiling, upload, rate, report)
            else:  # a format encoded whole: the stored PCM through the one encoder
                report(0, None, first=True)
                pieces = stored_pieces(self.bucket, keys, tiling, plan.prepared, rate)
                rendering = speech.render(plan, pieces=pieces, progress=lambda *_: report(upload.size, None))
                rendering.write_into(upload)
                duration, marks = rendering.duration, rendering.marks()
        seconds = round(time.perf_counter() - started, 4)
        manifest.write(
            "succeeded",
            progress=(job.chunks, job.chunks),
            done={
                "duration": round(duration, 4),
                "marks": marks,
                "segments": job.segments,
                "timings": {"assembly_seconds": seconds, "bytes": upload.size},
                "cache": "off",
            },
        )
        self.bucket.delete(outputs.error)
        self.bucket.delete_prefix(keys.prefix)
        self.recorder.job("succeeded")
        logger.info("job assembled", extra={"job": outputs.name, "segments": len(tiling), "seconds": seconds})

    def _join(
        self,
        keys: SegmentKeys,
        plan: SpeechPlan,
        tiling: list[tuple[int, int]],
        upload: MultipartWriter,
        rate: int,
        report: Callable[..., None],
    ) -> tuple[float, list[dict[str, Any]]]:
        """The encoded segments into `upload`, joined as bytes; the duration and sentence marks of the result."""
        markers: list[DoneMarker] = []
        for start, end in tiling:
            marker = read_document(self.bucket, keys.done(start, end), DoneMarker)
            if marker is None:
                raise StorageUnavailable(f"Segment {start}-{end} of the job is missing; it will be retried.")
            markers.append(marker)
        encoded = [marker.encoded for marker in markers if marker.encoded is not None]
        if len(encoded) != len(markers):
            raise InvalidRequest(
                "The job's segments were stored in two ways (a deployment changed while it ran); upload it again.",
                param="format",
                code="job_changed",
            )
        from handler.audio.joins import Copy, joined

        infos = [info.joins() for info in encoded]
        objects = [keys.encoded(start, end) for start, end in tiling]
        readers = [partial(self.bucket.get_range, key) for key in objects]
        total = sum(info["bytes"] for info in infos)  # what the segments hold: the file is about as large
        report(0, total, first=True)
        for item in joined(plan.format, plan.sample_rate, infos, readers):
            if isinstance(item, Copy):
                upload.copy(objects[item.segment], item.start, item.end)
            else:
                upload.write(item)
            report(upload.size, total)
        samples = sum(info["decoded"] for info in infos[:-1]) + infos[-1]["samples"]
        marks = plan.marks(chunk_timings(plan.prepared, joined_times(markers, rate)))
        return samples / plan.sample_rate, marks

    def _fail(self, keys: SegmentKeys, job: SegmentJob | JobIdentity, error: Exception) -> str:
        record_error(self.bucket, job.name, job.input_key, job.input_sha256, error, retrying=False)
        self.recorder.segment("failed")
        self.recorder.job("failed")
        self.bucket.delete_prefix(keys.prefix)
        return "failed"

    def _refuse(self, keys: SegmentKeys, error: StoredDocumentInvalid) -> str:
        """A job.json that is not read ends its job: with the error recorded under its name when that much of it
        is usable and its own, else under outbox/rejected/ (the job's own manifest cannot be named)."""
        job = identity(self.bucket, keys)
        if job is not None:
            return self._fail(keys, job, error)
        record_error(self.bucket, rejected_name(keys.job), keys.job, "", error, retrying=False)
        self.recorder.segment("failed")
        self.bucket.delete_prefix(keys.prefix)
        return "failed"
