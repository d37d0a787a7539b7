"""Storage: one bucket (AWS S3 or S3-compatible) with inbox/, outbox/ and cache/ prefixes that expire.

    from handler.storage import Bucket, AudioCache, cache_key, job_keys, safe_name
    bucket = Bucket.from_settings(settings)          # None without SUPERTONIC_BUCKET
    keys = job_keys(safe_name(name), "mp3")          # outbox/<name>.mp3, .json, .error.json
    cache = AudioCache(bucket); hit = cache.get(cache_key(...))   # StoredObject, or None

The expiry rules live in handler.storage.lifecycle (also `python -m handler.storage.lifecycle`), not imported
here, so that running that module does not import it twice.
"""

from handler.storage.bucket import Bucket, StoredObject
from handler.storage.cache import CACHE_VERSION, AudioCache, cache_key
from handler.storage.keys import (
    CACHE,
    INBOX,
    INBOX_SUFFIXES,
    OUTBOX,
    RESULTS,
    JobKeys,
    job_keys,
    job_name_from_inbox_key,
    result_key,
    safe_name,
)

__all__ = [
    "CACHE",
    "CACHE_VERSION",
    "INBOX",
    "INBOX_SUFFIXES",
    "OUTBOX",
    "RESULTS",
    "AudioCache",
    "Bucket",
    "JobKeys",
    "StoredObject",
    "cache_key",
    "job_keys",
    "job_name_from_inbox_key",
    "result_key",
    "safe_name",
]
