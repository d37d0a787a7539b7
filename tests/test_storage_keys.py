"""Object keys: user-given names stay inside their prefix, and cache keys are canonical."""

from __future__ import annotations

import inspect
import posixpath
import re

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from handler.audio import FORMATS
from handler.kernel.errors import InvalidRequest
from handler.sources.eventbridge import created_objects as created_objects_eventbridge
from handler.sources.s3 import created_objects
from handler.storage import (
    CACHE,
    INBOX,
    OUTBOX,
    RESULTS,
    cache_key,
    job_keys,
    job_name_from_inbox_key,
    result_key,
    safe_name,
)
from handler.storage.keys import (
    RESERVED,
    api_job_name,
    inbox_job_name,
    is_kit_name,
    kit_name,
    rejected_name,
)
from tests.conftest import BUCKET
from tests.events import eventbridge_event, s3_event

EXTENSIONS = sorted({fmt.extension for fmt in FORMATS.values()})
# Dots, slashes, spaces, controls, backslashes and a few look-alikes, mixed with letters of several scripts.
PIECES = list("./ \\\t\n\x00\x7f\u202e\u2024\uff0e\u2215-_()aZ9éß語") + ["..", "/..", "../", ".error"]
TRICKY = st.lists(st.sampled_from(PIECES) | st.characters(), max_size=220).map("".join)
# Names made of the words in key suffixes, the way two jobs' keys could collide: "a" + ".error.json" is
# "a.error" + ".json".
NEAR_MISS_PART = st.lists(st.sampled_from(["a", "b", "error", "json", "mp3", "wav"]), min_size=1, max_size=4)
NEAR_MISSES = st.lists(NEAR_MISS_PART.map(".".join), min_size=1, max_size=3).map("/".join)


def keys_of(name: str, extension: str) -> list[str]:
    keys = job_keys(name, extension)
    return [keys.audio, keys.manifest, keys.error]


@settings(max_examples=400)
@given(name=TRICKY, extension=st.sampled_from(EXTENSIONS))
def test_no_name_produces_a_key_outside_the_outbox(name: str, extension: str) -> None:
    try:
        keys = keys_of(name, extension)
    except InvalidRequest as error:
        assert error.param == "name"
        return
    for key in keys:
        assert key.startswith(OUTBOX) and not key[len(OUTBOX) :].startswith("/")
        assert not key.startswith(RESULTS)
        assert ".." not in key and "//" not in key and "\\" not in key
        assert posixpath.normpath(key) == key
        assert all(char.isprintable() for char in key)
        assert len(key) <= len(OUTBOX) + 200 + len(".error.json")


@settings(max_examples=200)
@given(first=NEAR_MISSES, tail=NEAR_MISS_PART.map(".".join), extension=st.sampled_from(EXTENSIONS))
def test_two_names_never_share_a_key(first: str, tail: str, extension: str) -> None:
    # keys are name + suffix, so only a name and a longer name starting with it could collide
    second = f"{first}.{tail}"
    try:
        a, b = safe_name(first), safe_name(second)
    except InvalidRequest:
        assume(False)
    assert not set(keys_of(a, extension)) & set(keys_of(b, extension))


PART = st.from_regex(
    re.compile(r"[A-Za-z0-9_+()-]([A-Za-z0-9 _+()-]|\.(?!\.))*[A-Za-z0-9_+()-]|[A-Za-z0-9]"), fullmatch=True
)


@given(parts=st.lists(PART, min_size=1, max_size=4))
def test_ordinary_names_are_kept_as_they_are(parts: list[str]) -> None:
    name = "/".join(parts)
    assume(len(name) <= 200 and ".." not in name and not name.endswith(".error"))
    assume(not name.startswith(RESERVED))
    assert safe_name(name) == name
    assert job_keys(name, "mp3").audio == f"outbox/{name}.mp3"


def test_job_keys_of_a_nested_name() -> None:
    keys = job_keys("books/Chapter 1 (draft)", "opus")
    assert (keys.name, keys.audio, keys.manifest, keys.error) == (
        "books/Chapter 1 (draft)",
        "outbox/books/Chapter 1 (draft).opus",
        "outbox/books/Chapter 1 (draft).json",
        "outbox/books/Chapter 1 (draft).error.json",
    )


@pytest.mark.parametrize(
    "name",
    [
        "",
        "/etc/passwd",
        "../x",
        "a/../b",
        "a..b",
        "a/",
        "a//b",
        "trailing.",
        ".hidden",
        " spaced",
        "tab\there",
        "new\nline",
        "nul\x00",
        "back\\slash",
        "x" * 201,
        "chapter.error",
        "results/" + "0" * 64,
        "jobs/" + "0" * 32,
        "jobs/mine",
        "receipts/x",
        "rejected/x",
        "\u202eevil",
        "zero\u200bwidth",
        "no\u00a0break",
        "line\u2028separator",
        "private\ue000use",
    ],
)
def test_unsafe_names_are_refused_naming_the_field(name: str) -> None:
    with pytest.raises(InvalidRequest) as caught:
        safe_name(name)
    assert caught.value.param == "name"


def test_names_in_any_script_are_kept_and_normalised() -> None:
    assert safe_name("第1章") == "第1章"
    assert safe_name("Kapitel_ä") == safe_name("Kapitel_a\u0308") == "Kapitel_\u00e4"
    assert safe_name("C++ notes (v2)") == "C++ notes (v2)"
    assert safe_name("x" * 200) == "x" * 200


@pytest.mark.parametrize(
    "name",
    [
        "한국어 대본 – 최종",
        "books/한국어 대본 – 최종",
        "Tom & Jerry, part 2",
        "it's done!",
        "mail@example.com #3",
        "a=b~c+d",
        "semi;colon",
        "q?uery",
        "per%cent",
        "50%2Bmore",
        "«Guillemets» — “quotes” ‘too’",
        "emoji 🎧 and ★",
        "हिन्दी पाठ",
        "ไทย",
    ],
)
def test_names_people_give_files_are_kept(name: str) -> None:
    assert safe_name(name) == name
    assert job_keys(name, "mp3").audio == f"outbox/{name}.mp3"


def test_kit_names_are_refused_to_users_and_kept_for_the_kit() -> None:
    job_id = "0123456789abcdef" * 2
    name = api_job_name(job_id)
    assert name == f"jobs/{job_id}" and is_kit_name(name) and kit_name(name) == name
    assert job_keys(name, "wav").audio == f"outbox/jobs/{job_id}.wav"
    with pytest.raises(InvalidRequest):
        safe_name(name)
    with pytest.raises(ValueError):
        kit_name("books/a")
    with pytest.raises(ValueError):
        api_job_name("../" + "0" * 29)
    with pytest.raises(InvalidRequest):
        kit_name("jobs/../x")
    assert safe_name("Jobs/mine") == "Jobs/mine"  # keys are case-sensitive: another folder


def test_an_inbox_job_is_named_by_its_key_or_its_name_field_but_never_into_a_kit_folder() -> None:
    job = "jobs/" + "f" * 32
    assert inbox_job_name(job) == job and inbox_job_name(job, given="books/a") == job
    assert inbox_job_name("books/a") == "books/a" and inbox_job_name("books/a", given="other") == "other"
    for field in (job, "results/x", "receipts/y"):
        with pytest.raises(InvalidRequest):
            inbox_job_name("books/a", given=field)
    with pytest.raises(InvalidRequest):
        inbox_job_name("jobs/not-an-id")
    rejected = rejected_name("inbox/jobs/" + "f" * 32 + ".json")
    assert is_kit_name(rejected) and kit_name(rejected) == rejected and len(rejected) == len("rejected/") + 16


# Names built from what people put in file names: letters of several scripts, punctuation, symbols, spaces.
FILE_NAME_CHARS = st.characters(categories=("L", "M", "N", "P", "S", "Zs")) | st.sampled_from(list("+%/. -–&,'!@#=~"))


@settings(max_examples=300)
@given(name=st.text(FILE_NAME_CHARS, min_size=1, max_size=60), suffix=st.sampled_from([".txt", ".json"]))
def test_an_accepted_name_stays_in_the_outbox_and_survives_s3_event_encoding(name: str, suffix: str) -> None:
    try:
        name = safe_name(name)
    except InvalidRequest:
        assume(False)
    for key in keys_of(name, "mp3"):
        assert key.startswith(OUTBOX) and posixpath.normpath(key) == key and not key.startswith(RESULTS)
    inbox_key = f"{INBOX}{name}{suffix}"
    event = s3_event(BUCKET, inbox_key)
    assert [created.key for created in created_objects(event)] == [inbox_key]
    assert job_name_from_inbox_key(created_objects(event)[0].key) == name
    bridged = eventbridge_event(BUCKET, inbox_key)
    assert [(item.bucket, item.key) for item in created_objects_eventbridge(bridged)] == [(BUCKET, inbox_key)]


def test_plus_and_percent_in_s3_event_keys_decode_once() -> None:
    # S3 sends "a b+c%d.txt" as "a+b%2Bc%25d.txt": one decoding gives the key back, two would not.
    record = s3_event(BUCKET, "inbox/a b+c%d.txt")
    assert record["Records"][0]["s3"]["object"]["key"] == "inbox/a+b%2Bc%25d.txt"
    assert [(item.bucket, item.key) for item in created_objects(record)] == [(BUCKET, "inbox/a b+c%d.txt")]


def test_a_bad_extension_is_a_programming_error() -> None:
    with pytest.raises(ValueError):
        job_keys("a", "../mp3")


@pytest.mark.parametrize(
    ("key", "name"),
    [
        ("inbox/a/b.json", "a/b"),
        ("inbox/chapter 1.txt", "chapter 1"),
        ("inbox/x.y.txt", "x.y"),
        ("inbox/.txt", None),
        ("inbox/", None),
        ("inbox/folder/", None),
        ("inbox/a.mp3", None),
        ("inbox/a.TXT", None),
        ("outbox/a.json", None),
        ("cache/ab/ab.json", None),
        ("xinbox/a.txt", None),
    ],
)
def test_job_names_from_inbox_keys(key: str, name: str | None) -> None:
    assert job_name_from_inbox_key(key) == name
    assert key.startswith(INBOX) or name is None


# --- cache keys ----------------------------------------------------------------------------------------

BASE = dict(
    model_revision="724fb5abbf5502583fb520898d45929e62f02c0b",
    text="Hello there.",
    voice="F1",
    lang="en",
    speed=1.05,
    steps=8,
    seed=7,
    silence=0.3,
    fmt="mp3",
    sample_rate=44_100,
)
CHANGED = {
    "model_revision": "0" * 40,
    "text": "Hello there!",
    "voice": "F2",
    "lang": "ko",
    "speed": 1.06,
    "steps": 9,
    "seed": 8,
    "silence": 0.31,
    "fmt": "wav",
    "sample_rate": 24_000,
}


def test_a_cache_key_is_a_sha256_under_cache_with_the_format_extension() -> None:
    key = cache_key(**BASE)
    match = re.fullmatch(r"cache/([0-9a-f]{2})/([0-9a-f]{64})\.mp3", key)
    assert match and match.group(2).startswith(match.group(1))
    assert key.startswith(CACHE)
    assert cache_key(**{**BASE, "fmt": "opus"}).endswith(".opus")


def test_every_parameter_is_in_the_key() -> None:
    assert set(CHANGED) == set(BASE) == set(inspect.signature(cache_key).parameters)


@pytest.mark.parametrize("field", sorted(CHANGED))
def test_every_parameter_changes_the_key(field: str) -> None:
    assert cache_key(**{**BASE, field: CHANGED[field]}) != cache_key(**BASE)


def test_the_key_is_canonical() -> None:
    key = cache_key(**BASE)
    assert cache_key(**{**BASE, "speed": float("1.0500"), "silence": float("0.30")}) == key
    assert cache_key(**{**BASE, "speed": 0.35 * 3}) == key  # 1.0499999999999998
    assert cache_key(**{**BASE, "speed": 1}) == cache_key(**{**BASE, "speed": 1.0})
    assert cache_key(**{**BASE, "speed": 1.050001}) != key  # a step of 1e-6 is kept
    assert cache_key(**dict(reversed(list(BASE.items())))) == key


@given(a=st.text(max_size=8), b=st.text(max_size=8))
def test_characters_cannot_move_between_fields_and_keep_the_key(a: str, b: str) -> None:
    # the canonical JSON keeps fields apart: "ab" + "c" and "a" + "bc" are different requests
    assume(a)
    assert cache_key(**{**BASE, "text": a, "voice": b}) != cache_key(**{**BASE, "text": a[:-1], "voice": a[-1] + b})


def test_an_unknown_format_is_a_request_error() -> None:
    with pytest.raises(InvalidRequest) as caught:
        cache_key(**{**BASE, "fmt": "m4a"})
    assert caught.value.param == "response_format"


# --- results -----------------------------------------------------------------------------------------------


@given(fields=st.fixed_dictionaries({"text": st.text(max_size=30), "fmt": st.sampled_from(sorted(FORMATS))}))
def test_a_result_key_is_the_cache_keys_file_under_outbox_results(fields: dict) -> None:
    key = cache_key(**{**BASE, **fields})
    stored = result_key(key)
    assert stored == RESULTS + key.rsplit("/", 1)[1]
    assert stored.startswith(OUTBOX) and stored.endswith("." + FORMATS[fields["fmt"]].extension)


@pytest.mark.parametrize("key", ["outbox/a.mp3", "cache/ab/ab.mp3", "cache/00/" + "1" * 64 + ".mp3", "cache/"])
def test_a_result_key_is_made_only_from_a_cache_key(key: str) -> None:
    with pytest.raises(ValueError):
        result_key(key)
