"""Pronunciation lexicons by name (W3C PLS documents, Amazon Polly's format): in the bucket under `lexicons/`, else
in a folder (SUPERTONIC_LEXICONS_DIR). A request names them (`lexicons` in the kit's bodies, `LexiconNames` on
Polly's route) and their `<alias>` entries join the deployment lexicon.

    store = LexiconStore(bucket=bucket, folder=None)
    store.put("tech", pls_document)       # checked (handler/text/pls.py), then stored: InvalidLexicon if not
    store.entries(["tech"])                # {"W3C": "World Wide Web Consortium"}; LexiconNotFound for a name
    store.get("tech"), store.names(), store.delete("tech")
"""

from __future__ import annotations

import contextlib
import re
import uuid
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from handler.kernel.errors import InvalidRequest, NotFound, StorageUnavailable
from handler.storage.bucket import Bucket
from handler.storage.keys import LEXICONS, lexicon_key
from handler.text.pls import PronunciationLexicon, parse_pls

NAME = re.compile(r"^[0-9A-Za-z]{1,20}$")  # Polly's lexicon names
MAX_LEXICONS = 100  # Polly's limit per account and region
MAX_REQUEST_LEXICONS = 5  # Polly's limit per request


class LexiconNotFound(NotFound):
    code = "lexicon_not_found"


@dataclass(frozen=True)
class StoredLexicon:
    name: str
    content: str
    lexicon: PronunciationLexicon
    modified: datetime


def check_name(name: str, param: str = "Name") -> str:
    if not isinstance(name, str) or not NAME.match(name):
        raise InvalidRequest(
            f"Lexicon name {str(name)[:40]!r} must be 1 to 20 letters and digits ([0-9A-Za-z]{{1,20}}).", param=param
        )
    return name


class LexiconStore:
    def __init__(self, *, bucket: Bucket | None, folder: Path | None) -> None:
        self.bucket = bucket
        self.folder = folder

    def put(self, name: str, content: str) -> StoredLexicon:
        check_name(name)
        lexicon = parse_pls(content)
        if name not in self.names() and len(self.names()) >= MAX_LEXICONS:
            raise InvalidRequest(f"At most {MAX_LEXICONS} lexicons may be stored; delete one first.", param="Name")
        data = content.encode("utf-8")
        modified = datetime.now(UTC)
        if self.bucket is not None:
            self.bucket.put(lexicon_key(name), data, "application/pls+xml", {"modified": modified.isoformat()})
        else:
            folder = self._require_folder()
            partial = folder / f".{name}.{uuid.uuid4().hex}.partial"
            try:
                folder.mkdir(parents=True, exist_ok=True)
                partial.write_bytes(data)
                partial.replace(folder / f"{name}.pls")
            except OSError as error:
                with contextlib.suppress(OSError):
                    partial.unlink()
                raise StorageUnavailable(f"The lexicons folder refused the file ({error.strerror}).") from None
        return StoredLexicon(name, content, lexicon, modified)

    def get(self, name: str, param: str = "Name") -> StoredLexicon:
        check_name(name, param)
        if self.bucket is not None:
            stored = self.bucket.get_object(lexicon_key(name))
            if stored is not None:
                with contextlib.suppress(KeyError, ValueError):
                    return self._stored(name, stored.body, datetime.fromisoformat(stored.metadata["modified"]))
                return self._stored(name, stored.body, None)
        elif self.folder is not None:
            path = self.folder / f"{name}.pls"
            with contextlib.suppress(OSError):
                return self._stored(name, path.read_bytes(), datetime.fromtimestamp(path.stat().st_mtime, UTC))
        raise LexiconNotFound(f"No lexicon {name!r}.", param=param)

    def _stored(self, name: str, data: bytes, modified: datetime | None) -> StoredLexicon:
        content = data.decode("utf-8", "replace")
        return StoredLexicon(name, content, parse_pls(content), modified or datetime.now(UTC))

    def names(self) -> list[str]:
        if self.bucket is not None:
            found = [key.removeprefix(LEXICONS).removesuffix(".pls") for key in self.bucket.keys(LEXICONS)]
        elif self.folder is not None and self.folder.is_dir():
            found = [path.stem for path in self.folder.glob("*.pls")]
        else:
            found = []
        return sorted(name for name in found if NAME.match(name))

    def delete(self, name: str) -> None:
        self.get(name)  # LexiconNotFound when there is none
        if self.bucket is not None:
            self.bucket.delete(lexicon_key(name))
        else:
            with contextlib.suppress(OSError):
                (self._require_folder() / f"{name}.pls").unlink()

    def entries(self, names: list[str] | None) -> dict[str, str]:
        """The entries of the named lexicons; where two give the same word, the first name wins (Polly applies
        the lexicons in `LexiconNames` in order, the first match taking precedence)."""
        if not names:
            return {}
        if len(names) > MAX_REQUEST_LEXICONS:
            raise InvalidRequest(f"At most {MAX_REQUEST_LEXICONS} lexicons per request.", param="lexicons")
        merged: dict[str, str] = {}
        for name in names:
            for grapheme, alias in self.get(name, "lexicons").lexicon.entries.items():
                merged.setdefault(grapheme, alias)
        return merged

    def _require_folder(self) -> Path:
        if self.folder is None:
            raise StorageUnavailable(
                "Lexicons need a bucket (SUPERTONIC_BUCKET) or a folder (SUPERTONIC_LEXICONS_DIR)."
            )
        return self.folder
