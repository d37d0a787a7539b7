"""A long job in segments: which chunks each segment takes, where its parts live, and what its message says.

    spans = segment_spans([len(c.model_text) for c in plan.prepared.chunks], segment_chars=1_500, batch=1)
    # [(0, 21), (21, 40), ...]: consecutive chunk ranges, each about segment_chars characters
    job_id = segment_job_id("books/ch1", input_sha256)
    keys = SegmentKeys(job_id); keys.audio(0, 21), keys.done(0, 21), keys.job, keys.claim
    message = segment_message("my-bucket", job_id, 0, 21); parse_segment_message(body) -> SegmentMessage | None

A segment is a range of chunk indices, so it is synthesised with the unsplit run's seeds (seeded per chunk
index) and silences, and the joined segments are the unsplit audio sample for sample. Ranges start at a
multiple of the batch size, so the model sees the same batches as in one run.

    segments/<job id>/job.json            the job (its spec, name, input key, fingerprint and frozen plan)
    segments/<job id>/voice.f32           the custom or blended voice's style arrays, as the job started
    segments/<job id>/encoded/<a>-<b>     chunks a..b-1 in the job's format, to be joined as bytes (audio/joins.py)
    segments/<job id>/audio/<a>-<b>.f32   or as float32 PCM at the model's rate, for a format encoded whole
    segments/<job id>/done/<a>-<b>.json   written after the audio: each chunk's sample count, attempt, seconds,
                                          and for an encoded segment what the assembly needs to join it
    segments/<job id>/assembly.json       the claim of the one invocation that joins them (If-None-Match: *)

The JSON ones have their schemas in handler/jobs/documents.py; handler/jobs/pieces.py reads the segments back.
"""

from __future__ import annotations

import hashlib
import json
import re
from dataclasses import dataclass

from handler.storage.keys import SEGMENTS

MESSAGE_MARK = "supertonic_segment"  # the field that tells a segment message from an S3 notification
_SPAN = re.compile(r"(\d+)-(\d+)\.json")


@dataclass(frozen=True)
class SegmentMessage:
    bucket: str
    job: str
    start: int
    end: int


def segment_spans(chunk_chars: list[int], segment_chars: int, batch: int = 1) -> list[tuple[int, int]]:
    """Consecutive (start, end) chunk ranges of about `segment_chars` characters, split only at multiples of
    `batch`. Every chunk is in exactly one range."""
    spans: list[tuple[int, int]] = []
    start = size = 0
    for index, chars in enumerate(chunk_chars):
        size += chars
        end = index + 1
        if size >= segment_chars and end % batch == 0 and end < len(chunk_chars):
            spans.append((start, end))
            start, size = end, 0
    if start < len(chunk_chars):
        spans.append((start, len(chunk_chars)))
    return spans


def segment_job_id(name: str, input_sha256: str) -> str:
    """The same job (name and content) gets the same id, so a redelivered inbox event finds its segments."""
    return hashlib.sha256(f"{name}\n{input_sha256}".encode()).hexdigest()[:32]


@dataclass(frozen=True)
class SegmentKeys:
    job_id: str

    @property
    def prefix(self) -> str:
        return f"{SEGMENTS}{self.job_id}/"

    @property
    def job(self) -> str:
        return f"{self.prefix}job.json"

    @property
    def voice(self) -> str:
        return f"{self.prefix}voice.f32"

    @property
    def claim(self) -> str:
        return f"{self.prefix}assembly.json"

    @property
    def done_prefix(self) -> str:
        return f"{self.prefix}done/"

    def encoded(self, start: int, end: int) -> str:
        return f"{self.prefix}encoded/{start}-{end}"

    def audio(self, start: int, end: int) -> str:
        return f"{self.prefix}audio/{start}-{end}.f32"

    def done(self, start: int, end: int) -> str:
        return f"{self.done_prefix}{start}-{end}.json"


def span_of_done_key(key: str) -> tuple[int, int] | None:
    match = _SPAN.fullmatch(key.rsplit("/", 1)[-1])
    return (int(match.group(1)), int(match.group(2))) if match else None


def covering_spans(done: list[tuple[int, int]], chunks: int) -> list[tuple[int, int]] | None:
    """Done ranges that tile 0..chunks in order, or None while a chunk is missing. A redelivered message may
    have left overlapping ranges (a segment split for time, then done whole): any tiling gives the same audio."""
    ends_from: dict[int, set[int]] = {}
    for start, end in done:
        ends_from.setdefault(start, set()).add(end)
    complete = {chunks}  # positions from which the rest is done
    for position in sorted(ends_from, reverse=True):
        if ends_from[position] & complete:
            complete.add(position)
    if 0 not in complete:
        return None
    tiling, position = [], 0
    while position < chunks:
        end = max(ends_from[position] & complete)
        tiling.append((position, end))
        position = end
    return tiling


def segment_message(bucket: str, job_id: str, start: int, end: int) -> str:
    return json.dumps({MESSAGE_MARK: 1, "bucket": bucket, "job": job_id, "start": start, "end": end})


def parse_segment_message(body: object) -> SegmentMessage | None:
    """The message, or None when the body is not one of ours (or is malformed)."""
    try:
        message = json.loads(body) if isinstance(body, str) else None
    except (json.JSONDecodeError, RecursionError):  # nested past what any parser reads: no message of ours
        return None
    if not isinstance(message, dict) or message.get(MESSAGE_MARK) != 1:
        return None
    bucket, job, start, end = (message.get(field) for field in ("bucket", "job", "start", "end"))
    if not (isinstance(bucket, str) and isinstance(job, str) and type(start) is int and type(end) is int):
        return None
    if re.fullmatch(r"[0-9a-f]{32}", job) is None or not 0 <= start < end:
        return None
    return SegmentMessage(bucket, job, start, end)
