"""Custom voices from the bucket (`voices/<name>.json`) or a folder (SUPERTONIC_VOICES_DIR), and the one place a
request's `voice` becomes the style arrays the engine runs with: a built-in name, an OpenAI alias, a custom
voice, or a blend of up to four of them.

    store = VoiceStore(engine.model.voices, bucket=bucket, folder=Path("voices"), refresh_seconds=60)
    store.resolve("narrator")          # ResolvedVoice(name="narrator", key="narrator@3f9c...", voice=Voice)
    store.resolve("F1:0.7+narrator:0.3")
    store.custom_voices(refresh=True)  # every file found, valid or not (`error` says why not)
    store.put("narrator", raw)         # checked, then written to the bucket, else to the folder

Nothing is read at init: the first request naming a voice that is not built in, or the first listing, reads the
store. The store's state follows the files': each request naming a custom voice checks that its file is still the
one read (one HEAD, or a stat in a folder), so a file replaced or deleted in the bucket is seen by the next request;
a name the last read did not know is looked up (one HEAD) before it is refused, so an uploaded voice is usable at
once; a listing always re-reads, and a request re-lists when the last listing is older than `refresh_seconds`. A
job keeps the voice it started with (handler/jobs/fanout.py). Only new or changed files are downloaded (by ETag, or
by mtime and size in a folder). A storage error keeps the voices already known.

What a refresh finds is judged afresh each time: only a file's own content is remembered (by its version), never
where it stood in a listing, so a voice refused for a reason outside its file (too many voices, a name defined
twice) is usable as soon as that reason is gone. Past MAX_CUSTOM_VOICES readable files, the newest are refused:
files that cannot be voices (other names, sub-folders, oversized) never count, and the voices already in use
keep their places when more are added.

A custom voice's `key` holds a hash of its style arrays, so replacing the file changes every cache key that uses
it; built-in voices keep their plain name as key, so their cache entries and seeds are those of the model alone.
"""

from __future__ import annotations

import contextlib
import re
import threading
import time
import uuid
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from handler.engine import Engine
from handler.engine.model import Voice
from handler.engine.styles import (
    MAX_FILE_BYTES,
    NAME_PATTERN,
    InvalidBlend,
    InvalidVoiceFile,
    blend_styles,
    normalise_weights,
    parse_blend,
    parse_voice_file,
    style_digest,
)
from handler.engine.voices import VOICE_ALIASES, VOICE_NAMES
from handler.kernel import logs
from handler.kernel.config import Settings
from handler.kernel.errors import InvalidRequest, StorageUnavailable
from handler.storage.bucket import Bucket
from handler.storage.keys import VOICES, voice_key

logger = logs.child(__name__)

MAX_CUSTOM_VOICES = 200  # voice files read per refresh, oldest first; newer ones are listed as invalid
NAME = re.compile(NAME_PATTERN)


@dataclass(frozen=True)
class CustomVoice:
    name: str
    source: str  # the bucket key or file path it came from
    version: str  # ETag, or mtime and size: a change means the file must be read again
    voice: Voice | None = None
    digest: str = ""
    error: str = ""  # why it cannot be used (then voice is None)


@dataclass(frozen=True)
class ResolvedVoice:
    name: str  # what the answer's x-voice shows: "F1", "narrator", "F1:0.7+M2:0.3"
    key: str  # what the cache key and the content seed hold: changes whenever the style arrays do
    voice: Voice


@dataclass(frozen=True)
class _Found:
    name: str
    source: str
    version: str
    size: int
    in_bucket: bool
    modified: float  # seconds since the epoch: the upload's, or the file's mtime


def _read_errors() -> tuple[type[Exception], ...]:
    """What listing the store may raise. botocore is imported here, not with the module: a deployment without a
    bucket never loads it (it costs init time and memory)."""
    from botocore.exceptions import BotoCoreError, ClientError

    return OSError, BotoCoreError, ClientError


def name_error(name: str) -> str:
    """Why a custom voice name is refused, or "" when it is usable."""
    if not NAME.fullmatch(name):
        return "names are 1 to 64 letters A-Z, digits, `_` or `-`"
    if name.upper() in VOICE_NAMES or name.lower() in VOICE_ALIASES:
        return f"{name!r} is a built-in voice or OpenAI alias; choose another name"
    return ""


class VoiceStore:
    def __init__(
        self,
        builtin: Mapping[str, Voice],
        *,
        bucket: Bucket | None = None,
        folder: Path | None = None,
        refresh_seconds: float = 60.0,
    ) -> None:
        self.builtin = builtin
        self.bucket = bucket
        self.folder = folder
        self.refresh_seconds = refresh_seconds
        self._voices: dict[str, CustomVoice] = {}  # by name: what the last refresh found
        self._files: dict[str, CustomVoice] = {}  # by source: what each file read holds, at its version
        self._read_at: float | None = None
        self._lock = threading.Lock()

    @property
    def enabled(self) -> bool:
        return self.bucket is not None or self.folder is not None

    # --- reading -----------------------------------------------------------------------------------------------
    def custom_voices(self, *, refresh: bool = False) -> list[CustomVoice]:
        self._refresh(force=refresh)
        return sorted(self._voices.values(), key=lambda entry: entry.name)

    def _refresh(self, *, force: bool) -> None:
        if not self.enabled:
            return
        with self._lock:
            now = time.monotonic()
            if not force and self._read_at is not None and now - self._read_at < self.refresh_seconds:
                return
            try:
                found = list(self._list())
            except _read_errors() as error:  # evaluated only when something was raised
                logger.warning("voice store unreadable", extra={"error": type(error).__name__})
                self._read_at = now  # retry after refresh_seconds, not on every request
                return
            self._voices, self._files = self._judge(found)
            self._read_at = now

    def _judge(self, found: list[_Found]) -> tuple[dict[str, CustomVoice], dict[str, CustomVoice]]:
        """Every file found, as the voice it is or the reason it is not: by name, and the files read by source."""
        first: dict[str, str] = {}  # the first source listed for each name (the bucket's before the folder's)
        for item in found:
            first.setdefault(item.name, item.source)
        readable = [item for item in found if first[item.name] == item.source and not _file_problem(item)]
        oldest = sorted(readable, key=lambda item: (item.modified, item.source))[:MAX_CUSTOM_VOICES]
        allowed = {item.source for item in oldest}
        voices: dict[str, CustomVoice] = {}
        files: dict[str, CustomVoice] = {}
        for item in found:
            if first[item.name] != item.source:
                entry = CustomVoice(item.name, item.source, item.version, error="defined twice; rename one")
            elif problem := _file_problem(item):
                entry = CustomVoice(item.name, item.source, item.version, error=problem)
            elif item.source not in allowed:
                limit = f"too many custom voices: the oldest {MAX_CUSTOM_VOICES} are used; delete one"
                entry = CustomVoice(item.name, item.source, item.version, error=limit)
            else:
                known = self._files.get(item.source)
                entry = known if known is not None and known.version == item.version else self._load(item)
                files[item.source] = entry
            voices.setdefault(item.name, entry)
        return voices, files

    def _list(self) -> Iterator[_Found]:
        if self.bucket is not None:
            pages = self.bucket.client.get_paginator("list_objects_v2").paginate(Bucket=self.bucket.name, Prefix=VOICES)
            for page in pages:
                for item in page.get("Contents", []):
                    name = item["Key"].removeprefix(VOICES).removesuffix(".json")
                    modified = item["LastModified"].timestamp() if "LastModified" in item else 0.0
                    etag = str(item.get("ETag", ""))
                    yield _Found(name, item["Key"], etag, int(item.get("Size", 0)), True, modified)
        if self.folder is not None and self.folder.is_dir():
            for path in sorted(self.folder.iterdir()):
                if path.is_file() and not path.name.startswith("."):
                    stat = path.stat()
                    name = path.name.removesuffix(".json")
                    version = _file_version(stat.st_mtime_ns, stat.st_size)
                    yield _Found(name, str(path), version, stat.st_size, False, stat.st_mtime)

    def _load(self, item: _Found) -> CustomVoice:
        def invalid(message: str) -> CustomVoice:
            return CustomVoice(item.name, item.source, item.version, error=message)

        try:
            raw: bytes | None
            if item.in_bucket and self.bucket is not None:  # in_bucket: listed from the bucket, so there is one
                raw = self.bucket.get(item.source)
            else:
                raw = Path(item.source).read_bytes()
        except (StorageUnavailable, OSError):
            # An empty version makes the next refresh read it again.
            return CustomVoice(item.name, item.source, "", error="the file could not be read; retrying shortly")
        if raw is None:
            return invalid("the file disappeared while it was read")
        try:
            voice = parse_voice_file(raw, item.name)
        except InvalidVoiceFile as error:
            return invalid(f"the file {error}")
        except Exception as error:  # one bad file is listed as invalid, never fatal to the other voices
            logger.warning("voice file unreadable", extra={"error": type(error).__name__})
            return invalid("the file could not be read as a voice file")
        return CustomVoice(item.name, item.source, item.version, voice, style_digest(voice))

    def _current(self, entry: CustomVoice) -> bool:
        """Whether the file an entry was read from is still there at the version read (one HEAD, or a stat). A
        storage error counts as current: the voices already known are kept."""
        if entry.source.startswith(VOICES) and self.bucket is not None:
            try:
                head = self.bucket.head(entry.source)
            except StorageUnavailable:
                return True
            return head is not None and str(head.get("ETag", "")) == entry.version
        try:
            stat = Path(entry.source).stat()
        except FileNotFoundError:
            return False
        except OSError:
            return True
        return _file_version(stat.st_mtime_ns, stat.st_size) == entry.version

    def _stored(self, name: str) -> bool:
        """Whether the store holds a file for this name now (one HEAD, not a listing): an unknown name is looked
        up before it is refused, so a voice uploaded a moment ago is never "unknown" for refresh_seconds."""
        if not self.enabled or name_error(name):
            return False
        try:
            if self.bucket is not None and self.bucket.head(voice_key(name)) is not None:
                return True
        except StorageUnavailable:
            return False
        return self.folder is not None and (self.folder / f"{name}.json").is_file()

    # --- writing (the bucket when there is one, else the folder) -----------------------------------------------
    def put(self, name: str, raw: bytes) -> CustomVoice:
        """Check a voice file and store it as voices/<name>.json in the bucket, else <name>.json in the folder;
        InvalidRequest naming the problem, StorageUnavailable when there is neither."""
        if problem := name_error(name):
            raise InvalidRequest(f"Voice name {name[:80]!r} is refused: {problem}.", param="name", code="invalid_voice")
        self._require_writable("Uploading a voice")
        try:
            voice = parse_voice_file(raw, name)
        except InvalidVoiceFile as error:
            raise InvalidRequest(f"The voice file {error}.", param="body", code="invalid_voice") from None
        if self.bucket is not None:
            source = voice_key(name)
            self.bucket.put(source, raw, "application/json")
        else:
            assert self.folder is not None  # _require_writable: a bucket or a folder
            source = str(_write_file(self.folder, f"{name}.json", raw))
        self._refresh(force=True)
        return self._voices.get(name) or CustomVoice(name, source, "", voice, style_digest(voice))

    def delete(self, name: str) -> bool:
        """Remove the voice's file from the bucket, else from the folder; False when there was none (or the name
        could not be a custom voice's, so nothing outside the store is ever touched)."""
        self._require_writable("Deleting a voice")
        if name_error(name):
            return False
        if self.bucket is not None:
            key = voice_key(name)
            if self.bucket.head(key) is None:
                return False
            self.bucket.delete(key)
        else:
            assert self.folder is not None  # _require_writable: a bucket or a folder
            try:
                (self.folder / f"{name}.json").unlink()
            except FileNotFoundError:
                return False
            except OSError as error:
                raise StorageUnavailable(f"The voices folder refused the deletion ({error.strerror}).") from None
        self._refresh(force=True)
        return True

    def _require_writable(self, purpose: str) -> None:
        if not self.enabled:
            raise StorageUnavailable(
                f"{purpose} needs a bucket (SUPERTONIC_BUCKET) or a voices folder (SUPERTONIC_VOICES_DIR)."
            )

    # --- resolving ---------------------------------------------------------------------------------------------
    def resolve(self, spec: str, *, param: str = "voice") -> ResolvedVoice:
        """The voice a request names, or a 400 (InvalidRequest) that says what is wrong with it."""
        try:
            parts = parse_blend(spec)
        except InvalidBlend as error:
            raise InvalidRequest(
                f"voice {spec[:80]!r}: the blend {error}. Write `F1` or a blend such as `F1:0.7+M2:0.3`.",
                param=param,
                code="invalid_voice",
            ) from None
        resolved = {name: self._one(name, param) for name, _ in parts}
        weighted = normalise_weights([(resolved[name].key, weight) for name, weight in parts])
        by_key = {item.key: item for item in resolved.values()}
        if len(weighted) == 1:
            return by_key[weighted[0][0]]
        names = {item.key: item.name for item in resolved.values()}
        display = "+".join(f"{names[key]}:{weight:g}" for key, weight in weighted)
        key = "+".join(f"{key}:{weight:.6f}" for key, weight in weighted)
        voice = blend_styles([(by_key[key].voice, weight) for key, weight in weighted], display)
        return ResolvedVoice(display, key, voice)

    def _one(self, name: str, param: str) -> ResolvedVoice:
        builtin = name.upper() if name.upper() in VOICE_NAMES else VOICE_ALIASES.get(name.lower())
        if builtin is not None and builtin in self.builtin:
            return ResolvedVoice(builtin, builtin, self.builtin[builtin])
        self._refresh(force=False)
        entry = self._voices.get(name)
        # Replaced, deleted, or refused for a reason that may have passed; or uploaded since the last read.
        stale = entry.voice is None or not self._current(entry) if entry is not None else self._stored(name)
        if stale:
            self._refresh(force=True)
            entry = self._voices.get(name)
        if entry is not None and entry.voice is not None:
            return ResolvedVoice(name, f"{name}@{entry.digest}", entry.voice)
        if entry is not None:
            raise InvalidRequest(
                f"Custom voice {name!r} ({entry.source.rsplit('/', 1)[-1]}) is invalid: {entry.error}.",
                param=param,
                code="invalid_voice",
            )
        custom = [item.name for item in self.custom_voices() if item.voice is not None]
        valid = ", ".join([*VOICE_NAMES, *VOICE_ALIASES, *custom[:20]])
        raise InvalidRequest(f"Unknown voice {name!r}. Valid voices: {valid}.", param=param, code="unknown_voice")


def _file_problem(item: _Found) -> str:
    """Why a listed file cannot be a voice, known without reading it; "" when it must be read to tell."""
    if not item.source.endswith(".json"):
        return "a voice file must be named <name>.json"
    if "/" in item.name:
        return "voices in sub-folders are not read; put the file directly under voices/"
    if problem := name_error(item.name):
        return problem
    if item.size > MAX_FILE_BYTES:
        return f"the file is {item.size} bytes; the limit is {MAX_FILE_BYTES}"
    return ""


def _file_version(mtime_ns: int, size: int) -> str:
    return f"{mtime_ns}:{size}"


def _write_file(folder: Path, name: str, raw: bytes) -> Path:
    """Write the file whole or not at all: a listing skips dot-files, so it never reads one half written."""
    target = folder / name
    partial = folder / f".{name}.{uuid.uuid4().hex}.partial"  # its own, whichever process or thread writes
    try:
        folder.mkdir(parents=True, exist_ok=True)
        partial.write_bytes(raw)
        partial.replace(target)
    except OSError as error:
        with contextlib.suppress(OSError):  # not there, or the folder is not one
            partial.unlink()
        raise StorageUnavailable(f"The voices folder refused the file ({error.strerror}).") from None
    return target


def store_for(engine: Engine, settings: Settings, bucket: Bucket | None = None) -> VoiceStore:
    """The deployment's store: the built-in voices, `bucket` (any bucket the process was given) and
    SUPERTONIC_VOICES_DIR."""
    return VoiceStore(
        engine.model.voices,
        bucket=bucket,
        folder=Path(settings.voices_dir) if settings.voices_dir else None,
        refresh_seconds=settings.voices_refresh_seconds,
    )


def describe(entry: CustomVoice) -> dict[str, Any]:
    """A custom voice as `GET /v1/voices` lists it (the file's name only: a folder path stays private)."""
    item = {
        "id": entry.name,
        "name": entry.name,
        "custom": True,
        "status": "ready" if entry.voice is not None else "invalid",
        "source": entry.source if entry.source.startswith(VOICES) else Path(entry.source).name,
    }
    if entry.voice is None:
        item["error"] = entry.error
    return item
