"""Where everything lives in the one bucket, and the check that keeps user-given names inside their prefix.

    inbox/<name>.txt | inbox/<name>.json   jobs dropped in by users (the S3 trigger filters on this prefix)
    outbox/<name>.<ext>                    a job's audio
    outbox/<name>.json                     its manifest
    outbox/<name>.error.json               or its error
    outbox/jobs/<id>.*                     the same three for a job posted to the API (POST /v1/jobs)
    outbox/results/<sha256>.<ext>          a synchronous result too large to return, when the cache is off
    outbox/receipts/<sha256>.json          the job runner's note that an inbox key was processed
    outbox/rejected/<hash>.error.json      the error of an inbox job whose name is unusable
    cache/<2 hex>/<sha256>.<ext>           cached synthesis results, each with a <key>.json sidecar (cache.py)
    voices/<name>.json                     custom voice style files, uploaded by users (voices.py)
    segments/<job id>/...                  a long job's parts while it is synthesised in segments (jobs/segments.py)

Outputs never land under inbox/, so a job's results cannot trigger another job.

    keys = job_keys(safe_name("books/chapter 1"), "mp3")
    keys.audio, keys.manifest, keys.error    # outbox/books/chapter 1.mp3, ...json, ...error.json
    job_name_from_inbox_key("inbox/a/b.json")  # "a/b" (pass the S3 event key URL-decoded)
    result_key("cache/3f/3f9c...e1.mp3")       # "outbox/results/3f9c...e1.mp3"
    kit_name(api_job_name(job_id))            # "jobs/<id>": the API's own jobs, refused to users
    inbox_job_name("jobs/<id>"), inbox_job_name("a/b", given="c")   # "jobs/<id>", "c": what a job is named

A name is 1 to 200 characters with `/` between parts: letters, marks and digits of any script, spaces, and
Unicode punctuation and symbols (`– + & , ' ! @ # = ~ ( ) %` and the like), so ordinary file names work.
Refused: control and format characters, any whitespace but the space, backslash, an empty part, a part that
starts or ends with `.` or a space, `..` anywhere, and a name ending in `.error` (its manifest would be another
job's error file). Names are NFC-normalised, so a name typed on macOS and on Windows gives the same keys.

The kit writes under some outbox folders itself (RESERVED): `safe_name` refuses user-given names there, so an
upload cannot overwrite an API job's audio or status; `kit_name` is the way in for the kit's own names.
"""

from __future__ import annotations

import hashlib
import re
import unicodedata
from dataclasses import dataclass

from handler.errors import InvalidRequest

INBOX = "inbox/"
OUTBOX = "outbox/"
CACHE = "cache/"
VOICES = "voices/"
SEGMENTS = "segments/"
API_JOBS = "jobs/"  # names of jobs posted to the API, under inbox/ and outbox/
RESULTS = f"{OUTBOX}results/"
RECEIPTS = f"{OUTBOX}receipts/"
REJECTED = "rejected/"  # error records of inbox jobs whose name is unusable
RESERVED = (API_JOBS, RESULTS.removeprefix(OUTBOX), RECEIPTS.removeprefix(OUTBOX), REJECTED)
INBOX_SUFFIXES = (".txt", ".json")
MAX_NAME = 200

_NAME_CATEGORIES = frozenset("LMNPS")  # letters, marks, numbers, punctuation, symbols
_REFUSED = frozenset("\\")  # a path separator on Windows, and a source of double-escaping bugs
_EXTENSION = re.compile(r"[a-z0-9]+")
_API_JOB_ID = re.compile(r"[0-9a-f]{32}")
_API_JOB_NAME = re.compile(rf"{API_JOBS}[0-9a-f]{{32}}")
_CACHE_KEY = re.compile(rf"{CACHE}([0-9a-f]{{2}})/(\1[0-9a-f]{{62}}\.[a-z0-9]+)")


@dataclass(frozen=True)
class JobKeys:
    name: str
    audio: str
    manifest: str
    error: str


def safe_name(name: str) -> str:
    """A user-given name (inbox key, a job's "name" field), NFC-normalised; InvalidRequest when unusable."""
    name = _well_formed(name)
    if is_kit_name(name):
        raise InvalidRequest(
            f"name {_shown(name)!r} is in a folder the service keeps for itself ({', '.join(RESERVED)}): "
            "choose another folder.",
            param="name",
        )
    return name


def kit_name(name: str) -> str:
    """A name the kit gives its own outputs: well formed and under a RESERVED folder."""
    name = _well_formed(name)
    if not is_kit_name(name):
        raise ValueError(f"kit names start with one of {RESERVED}; got {name!r}.")
    return name


def is_kit_name(name: str) -> bool:
    return name.startswith(RESERVED)


def api_job_name(job_id: str) -> str:
    """The name of a job posted to the API: jobs/<32 hex>."""
    if not _API_JOB_ID.fullmatch(job_id):
        raise ValueError(f"API job ids are 32 hex characters; got {job_id!r}.")
    return kit_name(f"{API_JOBS}{job_id}")


def is_api_job_name(name: str) -> bool:
    return _API_JOB_NAME.fullmatch(name) is not None


def inbox_job_name(default_name: str, given: str | None = None) -> str:
    """The output name of an inbox job whose key gives `default_name`: an API job (inbox/jobs/<32 hex>) keeps its
    kit name and ignores a "name" field; any other job takes its "name" field, or its key, as a user-given name.
    Whether an inbox/jobs/ object really is the API's is for the runner to check (the queued manifest's hash)."""
    if is_api_job_name(default_name):
        return kit_name(default_name)
    return safe_name(given or default_name)


def rejected_name(inbox_key: str) -> str:
    """Where the error of an inbox job goes when its own name is unusable or not its to take."""
    return f"{REJECTED}{hashlib.sha256(inbox_key.encode()).hexdigest()[:16]}"


def _well_formed(name: str) -> str:
    if not isinstance(name, str):
        raise InvalidRequest(f"name must be a string; got {type(name).__name__}.", param="name")
    name = unicodedata.normalize("NFC", name)
    if not _is_well_formed(name):
        raise InvalidRequest(
            f"name {_shown(name)!r} is not a usable name: use 1-{MAX_NAME} letters, digits, spaces, punctuation "
            "or symbols, with '/' between parts; no control characters or backslash, no part may be empty or "
            "start or end with '.' or a space, '..' is not allowed, and the name may not end in '.error'.",
            param="name",
        )
    return name


def _shown(name: str) -> str:
    return name if len(name) <= 80 else name[:80] + "..."


def _is_well_formed(name: str) -> bool:
    return (
        0 < len(name) <= MAX_NAME
        and ".." not in name
        and not name.endswith(".error")
        and all(_is_safe_part(part) for part in name.split("/"))
    )


def _is_safe_part(part: str) -> bool:
    return part != "" and part[0] not in ". " and part[-1] not in ". " and all(map(_is_name_char, part))


def _is_name_char(char: str) -> bool:
    return char == " " or (unicodedata.category(char)[0] in _NAME_CATEGORIES and char not in _REFUSED)


def manifest_key(name: str) -> str:
    return f"{OUTBOX}{name}.json"


def error_key(name: str) -> str:
    return f"{OUTBOX}{name}.error.json"


def job_keys(name: str, extension: str) -> JobKeys:
    """The output keys of a job: a user-given name, or an API job's kit name (jobs/<id>)."""
    name = kit_name(name) if name.startswith(API_JOBS) else safe_name(name)
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


def receipt_key(inbox_key: str) -> str:
    """Where the job runner notes that an inbox key was processed, so a duplicate delivery finds it done."""
    return f"{RECEIPTS}{hashlib.sha256(inbox_key.encode()).hexdigest()}.json"
