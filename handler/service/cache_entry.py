"""What an audio cache entry keeps beside the audio: only what its key determines (no request text, no marks): the
audio's duration, each chunk's start and end time and the pauses in each chunk's audio (word marks are timed
from them). Read back, an entry whose times do not fit the plan is no hit.

    metadata = cache_metadata(duration, times, pauses)     # written with the audio (handler/storage/cache.py)
    duration, times = cached_times(hit, chunks)            # or None: a corrupt sidecar
    pauses = cached_pauses(hit, chunks)                    # or [] for an entry written before they were kept
"""

from __future__ import annotations

import json
import math

from handler.storage import StoredObject


def cache_metadata(
    duration: float, times: list[tuple[float, float]], pauses: list[list[tuple[float, float]]]
) -> dict[str, str]:
    """The entry's metadata, in strings (S3's metadata and the sidecar hold strings): times to the microsecond,
    pauses to the millisecond."""
    return {
        "duration": f"{duration:.6f}",
        "chunks": json.dumps([[round(s, 6), round(e, 6)] for s, e in times]),
        "pauses": json.dumps([[[round(s, 3), round(e, 3)] for s, e in chunk] for chunk in pauses]),
    }


def cached_pauses(hit: StoredObject, chunks: int) -> list[list[tuple[float, float]]]:
    """The pauses a cache entry keeps, or none (an entry written before they were kept)."""
    try:
        pauses = [[(float(s), float(e)) for s, e in chunk] for chunk in json.loads(hit.metadata["pauses"])]
    except (KeyError, ValueError, TypeError):
        return []
    return pauses if len(pauses) == chunks else []


def cached_times(hit: StoredObject, chunks: int) -> tuple[float, list[tuple[float, float]]] | None:
    """Duration and chunk times of a cache entry, or None when they do not fit this plan (a corrupt sidecar)."""
    try:
        duration = float(hit.metadata["duration"])
        times = [(float(start), float(end)) for start, end in json.loads(hit.metadata["chunks"])]
    except (KeyError, ValueError, TypeError):
        return None
    return (duration, times) if len(times) == chunks and math.isfinite(duration) else None
