"""Content-addressed cache of synthesis results, under cache/ in the bucket.

    key = cache_key(model_revision=engine.revision, text=model_text, voice="F1", lang="en", speed=1.05,
                    steps=8, seed=7, silence=0.3, fmt="mp3", sample_rate=44_100)
    # "cache/3f/3f9c...e1.mp3": cache/, the hash's first two hex digits, the sha256, the format's extension
    cache = AudioCache(bucket)            # only when settings.cache_enabled
    hit = cache.get(key)                  # StoredObject(body, content_type, metadata: the sidecar), or None
    cache.put(key, body, "audio/mpeg", {"duration": "3.2", "chunks": "[[0.0, 1.4], [1.7, 3.2]]"})

The key is the sha256 of a canonical JSON of every parameter that changes the audio: keys sorted, no spaces,
speed and silence as floats rounded to 6 decimals (1, 1.0, 1.05, 1.0500 and 1.0500000000000003 each give one
key). `text` is the normalised text the model reads, so the lexicon and the normaliser are already inside it.
Pass resolved values: the detected language, the rate check_sample_rate returned, the seed actually used, and
for a voice that is not built in, a name that changes with its content. CACHE_VERSION goes up whenever the kit
starts producing different audio for the same parameters, or changes what an entry holds.

An entry holds only what its key determines: the audio, its duration and each chunk's start and end time.
Nothing of the request that wrote it (its text, its sentence marks, its lexicon) is stored, because another
request whose normalised text is the same maps to the same key.

The metadata dict lives in a JSON sidecar, `<key>.json`, not in S3 user metadata, which is capped at 2 KB and
ASCII-only (a long text's chunk times alone outgrow that). The audio is written first and the sidecar last, so an entry
without its sidecar, or with one that does not parse, is a miss (the next synthesis writes both again). Both
objects sit under cache/ and expire together.

The cache never fails a request: a storage error reads as a miss and a failed write is skipped (the bucket
has logged both).
"""

from __future__ import annotations

import hashlib
import json

from handler.audio.formats import check_format
from handler.kernel import logs
from handler.kernel.errors import StorageUnavailable
from handler.storage.bucket import Bucket, StoredObject
from handler.storage.keys import CACHE

logger = logs.child(__name__)

CACHE_VERSION = 2  # 2: streamable encoders; chunk times instead of sentence marks
FLOAT_DECIMALS = 6  # far below what the model can hear; above it, float noise would split one entry in two


def cache_key(
    *,
    model_revision: str,
    text: str,
    voice: str,
    lang: str,
    speed: float,
    steps: int,
    seed: int,
    silence: float,
    fmt: str,
    sample_rate: int,
) -> str:
    extension = check_format(fmt).extension
    canonical = json.dumps(
        {
            "version": CACHE_VERSION,
            "model_revision": model_revision,
            "text": text,
            "voice": voice,
            "lang": lang,
            "speed": round(float(speed), FLOAT_DECIMALS),
            "steps": int(steps),
            "seed": int(seed),
            "silence": round(float(silence), FLOAT_DECIMALS),
            "format": fmt,
            "sample_rate": int(sample_rate),
        },
        sort_keys=True,
        separators=(",", ":"),
        ensure_ascii=False,
        allow_nan=False,
    )
    digest = hashlib.sha256(canonical.encode()).hexdigest()
    return f"{CACHE}{digest[:2]}/{digest}.{extension}"


def sidecar_key(key: str) -> str:
    return f"{key}.json"


class AudioCache:
    def __init__(self, bucket: Bucket) -> None:
        self.bucket = bucket

    def get(self, key: str) -> StoredObject | None:
        try:
            metadata = self._read_sidecar(key)
            stored = None if metadata is None else self.bucket.get_object(key)
        except StorageUnavailable:
            return None
        if stored is None or metadata is None:
            return None
        return StoredObject(stored.body, stored.content_type, metadata)  # the sidecar's, not S3's

    def put(self, key: str, body: bytes, content_type: str, metadata: dict[str, str]) -> bool:
        """Store an entry; False when the bucket refused it (the request still succeeds, uncached)."""
        try:
            self.bucket.put(key, body, content_type)
            self.bucket.put_json(sidecar_key(key), dict(metadata))
        except StorageUnavailable:
            return False
        return True

    def _read_sidecar(self, key: str) -> dict[str, str] | None:
        body = self.bucket.get(sidecar_key(key))
        if body is None:
            return None
        try:
            metadata = json.loads(body)
        except ValueError:  # not JSON, or not UTF-8
            metadata = None
        if not isinstance(metadata, dict) or not all(
            isinstance(name, str) and isinstance(value, str) for name, value in metadata.items()
        ):
            logger.warning("corrupt cache sidecar", extra={"key": sidecar_key(key), "bytes": len(body)})
            return None
        return metadata
