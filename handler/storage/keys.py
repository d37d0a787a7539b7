"""Where everything lives in the one bucket, and the check that keeps user-given names inside their prefix.

    inbox/<name>.txt | inbox/<name>.json   jobs dropped in by users (the S3 trigger filters on this prefix)
    outbox/<name>.<ext>                    a job's audio
    outbox/<name>.json                     its manifest
    outbox/<name>.error.json               or its error
    outbox/results/<sha256>.<ext>          a synchronous result too large to return, when the cache is off
    cache/<2 hex>/<sha256>.<ext>           cached synthesis results, each with a <key>.json sidecar (cache.py)

Outputs never land under inbox/, so a job's results cannot trigger another job.

    keys = job_keys(safe_name("books/chapter 1"), "mp3")
    keys.audio, keys.manifest, keys.error    # outbox/books/chapter 1.mp3, ...json, ...error.json
    job_name_from_inbox_key("inbox/a/b.json")  # "a/b" (pass the S3 event key URL-decoded)
    result_key("cache/3f/3f9c...e1.mp3")       # "outbox/results/3f9c...e1.mp3"

A name is 1 to 200 characters of letters and digits (any script), space, `_ - . + ( )`, with `/` between
parts. No part may be empty or start or end with `.` or a space, `..` appears nowhere, and the name may not
end in `.error` (its manifest would be another job's error file) nor start with `results/` (kept for
`result_key`). Names are NFC-normalised, so a name typed on macOS and on Windows gives the same keys.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass

from handler.errors import InvalidRequest

INBOX = "inbox/"
OUTBOX = "outbox/"
CACHE = "cache/"
RESULTS = f"{OUTBOX}results/"
INBOX_SUFFIXES = (".txt", ".json")
MAX_NAME = 200

_PUNCTUATION = frozenset(" _-.+()")
_EXTENSION = re.compile(r"[a-z0-9]+")
_CACHE_KEY = re.compile(rf"{CACHE}([0-9a-f]{{2}})/(\1[0-9a-f]{{62}}\.[a-z0-9]+)")


@dataclass(frozen=True)
class JobKeys:
    name: str
    audio: str
    manifest: str
    error: str


def safe_name(name: str) -> str:
    if not isinstance(name, str):
        raise InvalidRequest(f"name must be a string; got {type(name).__name__}.", param="name")
    name = unicodedata.normalize("NFC", name)
    if not _is_safe(name):
        shown = name if len(name) <= 80 else name[:80] + "..."
        raise InvalidRequest(
            f"name {shown!r} is not a usable name: use 1-{MAX_NAME} letters, digits, spaces, '_', '-', '.', "
            "'+', '(' or ')', with '/' between parts; no part may be empty or start or end with '.' or a space, "
            "'..' is not allowed, and the name may not end in '.error' or start with 'results/'.",
            param="name",
        )
    return name


def _is_safe(name: str) -> bool:
    return (
        0 < len(name) <= MAX_NAME
        and ".." not in name
        and not name.endswith(".error")
        and not f"{OUTBOX}{name}".startswith(RESULTS)
        and all(_is_safe_part(part) for part in name.split("/"))
    )


def _is_safe_part(part: str) -> bool:
    return (
        part != ""
        and part[0] not in ". "
        and part[-1] not in ". "
        and all(char.isalnum() or char in _PUNCTUATION for char in part)
    )


def manifest_key(name: str) -> str:
    return f"{OUTBOX}{name}.json"


def error_key(name: str) -> str:
    return f"{OUTBOX}{name}.error.json"


def job_keys(name: str, extension: str) -> JobKeys:
    name = safe_name(name)
    if not _EXTENSION.fullmatch(extension):
        raise ValueError(f"extension must be lowercase letters and digits; got {extension!r}.")
    return JobKeys(
        name=name,
        audio=f"{OUTBOX}{name}.{extension}",
        manifest=manifest_key(name),
        error=error_key(name),
    )


def job_name_from_inbox_key(key: str) -> str | None:
    """The job name of an inbox object, unchecked (job_keys checks it); None when the key is no job."""
    if not key.startswith(INBOX):
        return None
    for suffix in INBOX_SUFFIXES:
        if key.endswith(suffix) and len(key) > len(INBOX) + len(suffix):
            return key[len(INBOX) : -len(suffix)]
    return None


def result_key(cache_key: str) -> str:
    """Where a synchronous result goes when it is too large to return and the cache is off: the cache key's
    file name under outbox/results/, so it expires with the outbox and the same audio lands on the same key."""
    match = _CACHE_KEY.fullmatch(cache_key)
    if match is None:
        raise ValueError(f"not a cache key (cache/<2 hex>/<sha256>.<ext>): {cache_key!r}.")
    return RESULTS + match.group(2)
