"""The done segments read back for the assembly: their chunks as the engine made them, and their times.

stored_pieces(bucket, keys, tiling, prepared, rate)   # the done segments' chunks, in order (PCM stored)
joined_times(markers, rate)                           # each chunk's (start, end) seconds in the joined audio
"""

from __future__ import annotations

from collections.abc import Iterator

import numpy as np

from handler.engine.synthesis import ChunkAudio, ChunkTiming
from handler.jobs.documents import DoneMarker
from handler.jobs.segments import SegmentKeys
from handler.kernel.errors import StorageUnavailable
from handler.storage.bucket import Bucket
from handler.storage.documents import read_document
from handler.text.frontend import PreparedText


def stored_pieces(
    bucket: Bucket, keys: SegmentKeys, tiling: list[tuple[int, int]], prepared: PreparedText, rate: int
) -> Iterator[ChunkAudio]:
    """The stored segments' chunks as the unsplit run's engine gave them (the encoder sees the same calls), each
    timed from the sample counts its done marker keeps."""
    cursor = 0
    for start, end in tiling:
        marker = read_document(bucket, keys.done(start, end), DoneMarker)
        body = bucket.get(keys.audio(start, end))
        if marker is None or body is None:
            raise StorageUnavailable(f"Segment {start}-{end} of the job is missing; it will be retried.")
        audio = np.frombuffer(body, dtype=np.float32)
        offset = 0
        for index, (lead, size) in enumerate(marker.samples, start):  # [silence before the chunk, all samples]
            chunk = prepared.chunks[index]
            timing = ChunkTiming(
                index, chunk.text, chunk.source_start, chunk.source_end, (cursor + lead) / rate, (cursor + size) / rate
            )
            yield ChunkAudio(timing, audio[offset : offset + size], lead)
            offset, cursor = offset + size, cursor + size


def joined_times(markers: list[DoneMarker], rate: int) -> list[tuple[float, float]]:
    """Each chunk's start and end in seconds, from the done markers in order: the chunks' sample counts (at the
    model's `rate`), each segment after the first moved by what the ones before it decode to beyond their audio
    (a lossy codec's padding at a join, at the output rate)."""
    times: list[tuple[float, float]] = []
    cursor, moved = 0, 0.0
    for marker in markers:
        for lead, size in marker.samples:  # [silence before the chunk, all samples]
            times.append(((cursor + lead) / rate + moved, (cursor + size) / rate + moved))
            cursor += size
        encoded = marker.encoded
        if encoded is not None:
            moved += (encoded.decoded - encoded.samples) / encoded.rate
    return times
