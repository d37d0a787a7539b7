"""Where everything lives in the one bucket, and the check that keeps user-given names inside their prefix.

    inbox/<name>.txt | inbox/<name>.json   jobs dropped in by users (the S3 trigger filters on this prefix)
    outbox/<name>.<ext>                    a job's audio
    outbox/<name>.json                     its manifest
    outbox/<name>.error.json               or its error
    outbox/jobs/<id>.*                     the same three for a job posted to the API (POST /v1/jobs)
    outbox/<name>/<file>                   a job's own folder: the file its "output" asks for (a copy of the
                                           audio or its speech marks; a Polly task's <prefix><TaskId>.<ext>)
    outbox/polly-tasks/<job id>.json       a Polly synthesis task's record (polly/tasks.py)
    outbox/results/<sha256>.<ext>          a synchronous result too large to return, when the cache is off
    outbox/receipts/<sha256>.json          the job runner's note that an inbox key was processed
    outbox/rejected/<hash>.error.json      the error of an inbox job whose name is unusable
    cache/<2 hex>/<sha256>.<ext>           cached synthesis results, each with a <key>.json sidecar (cache.py)
    voices/<name>.json                     custom voice style files, uploaded by users (voices.py)
    lexicons/<name>.pls                    pronunciation lexicons, uploaded by users (lexicons.py)
    audit/...                              the audit trail, when it is on (audit.py)
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

What a caller sends reaches a key only through this module, and only inside the caller's own output area:
- an inbox job's name (its key, or its "name" field): outbox/<name>.* and outbox/<name>/, never a RESERVED
  folder. Whoever may upload to inbox/ names jobs there; a "name" field reaches no key its own upload could not;
- a posted job (POST /v1/jobs, a Polly task) is named by the kit (jobs/<id>): its area is outbox/jobs/<id>.*;
- a job's "output" file: `output_key` puts it in the job's own folder, outbox/<job name>/<file>, where <file>
  follows the rules of a name; `output_bucket` refuses any bucket but the function's own;
- a voice's or a lexicon's name: `voice_key`, `lexicon_key` (letters, digits, `_`, `-`; no separator at all).
Everything else (cache, segments, receipts, results, rejected, audit) is keyed by the kit from hashes and ids.

    output_key("jobs/<id>", "marks/talk.json")   # "outbox/jobs/<id>/marks/talk.json"
    output_key("jobs/<id>", "../voices/x.json")  # InvalidRequest (param "output.key")
    output_bucket("other-bucket", own="my-bucket")   # InvalidRequest (param "output.bucket")
"""

from __future__ import annotations

import hashlib
import re
import unicodedata
from dataclasses import dataclass

from handler.kernel.errors import InvalidRequest

INBOX = "inbox/"
OUTBOX = "outbox/"
CACHE = "cache/"
VOICES = "voices/"
LEXICONS = "lexicons/"
SEGMENTS = "segments/"
API_JOBS = "jobs/"  # names of jobs posted to the API, under inbox/ and outbox/
RESULTS = f"{OUTBOX}results/"
RECEIPTS = f"{OUTBOX}receipts/"
REJECTED = "rejected/"  # error records of inbox jobs whose name is unusable
POLLY_TASKS = f"{OUTBOX}polly-tasks/"  # Polly synthesis tasks' records
RESERVED = (
    API_JOBS,
    RESULTS.removeprefix(OUTBOX),
    RECEIPTS.removeprefix(OUTBOX),
    REJECTED,
    POLLY_TASKS.removeprefix(OUTBOX),
)
INBOX_SUFFIXES = (".txt", ".json")
MAX_NAME = 200

_NAME_CATEGORIES = frozenset("LMNPS")  # letters, marks, numbers, punctuation, symbols
_REFUSED = frozenset("\\")  # a path separator on Windows, and a source of double-escaping bugs
_EXTENSION = re.compile(r"[a-z0-9]+")
_API_JOB_ID = re.compile(r"[0-9a-f]{32}")
_API_JOB_NAME = re.compile(rf"{API_JOBS}[0-9a-f]{{32}}")
_PLAIN_NAME = re.compile(r"[A-Za-z0-9_-]{1,64}")  # a voice's or a lexicon's: one part, no separator
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


def output_key(job_name: str, given: str) -> str:
    """Where a job's "output" file goes: in the job's own folder, outbox/<job name>/<given>. `given` is a
    relative name under the rules of a name (no '..', no empty part, so no absolute key); InvalidRequest else."""
    job_name = kit_name(job_name) if is_api_job_name(job_name) else safe_name(job_name)
    return f"{OUTBOX}{job_name}/{_well_formed(given, 'output.key')}"


def output_bucket(given: str | None, *, own: str) -> None:
    """A caller may name the function's own bucket for an output (Polly's OutputS3BucketName), and no other."""
    if given is not None and given != own:
        raise InvalidRequest(
            f"output bucket {_shown(given)!r} is refused: a job writes only to the function's own bucket "
            f"({own!r}), in its own folder.",
            param="output.bucket",
            code="output_bucket_refused",
        )


def voice_key(name: str) -> str:
    return f"{VOICES}{_plain(name)}.json"


def lexicon_key(name: str) -> str:
    return f"{LEXICONS}{_plain(name)}.pls"


def _plain(name: str) -> str:
    """A voice's or lexicon's name: their stores check it with their own message first; this is the last word."""
    if not _PLAIN_NAME.fullmatch(name):
        raise InvalidRequest(f"name {_shown(name)!r} must be 1 to 64 letters, digits, '_' or '-'.", param="name")
    return name


def _well_formed(name: str, param: str = "name") -> str:
    if not isinstance(name, str):
        raise InvalidRequest(f"{param} must be a string; got {type(name).__name__}.", param=param)
    name = unicodedata.normalize("NFC", name)
    if not _is_well_formed(name):
        raise InvalidRequest(
            f"{param} {_shown(name)!r} is not a usable name: use 1-{MAX_NAME} letters, digits, spaces, punctuation "
            "or symbols, with '/' between parts; no control characters or backslash, no part may be empty or "
            "start or end with '.' or a space, '..' is not allowed, and the name may not end in '.error'.",
            param=param,
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
