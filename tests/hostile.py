"""Hostile input for the HTTP routes and the bucket jobs, and the oracle that says what the answer must be.

    body = draw(request_bodies(OPENAI))        # raw JSON bytes built by hand: NaN, 1e400, 400-digit integers, ...
    answer = via_lambda(main, "POST", "/v1/audio/speech", body.raw)
    check_answer(answer, body)                 # no 5xx; a 4xx in the envelope naming a bad field; audio that decodes

JSON is written token by token, not with json.dumps, so a body can hold what Python's encoder never writes
(`1e400`, `-0`, escaped lone surrogates, duplicate keys) besides what it does (`NaN`, `Infinity`). Each token keeps
the value Python's json.loads makes of it, and `verdict` judges the parsed body by the documented rules (README,
handler/service/schemas.py): VALID (must be answered with correct audio), INVALID (must be a 4xx naming a bad field) or
UNSURE (a string the server may normalise, such as `" EN-us "` for lang: only "no 5xx, envelope, good audio").
"""

from __future__ import annotations

import base64
import io
import json
import math
import os
import re
import signal
import unicodedata
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from enum import Enum

import numpy as np
import soundfile as sf
from hypothesis import HealthCheck, Phase, settings
from hypothesis import strategies as st

from tests.events import LambdaContext, function_url_event

# --- hypothesis settings ------------------------------------------------------------------------------------------
CI = os.environ.get("CI", "").lower() == "true"
EXAMPLES = int(os.environ.get("HOSTILE_EXAMPLES", "60"))  # raise locally for a longer hunt
SHRINK = os.environ.get("HOSTILE_SHRINK", "false" if CI else "true").lower() == "true"
HOSTILE = settings(
    max_examples=EXAMPLES,
    deadline=None,
    derandomize=CI,  # CI runs the same examples every time
    database=None if CI else settings.default.database,
    # Shrinking a failure costs minutes of synthesis; CI reports the first failing example as found.
    phases=[phase for phase in Phase if SHRINK or phase is not Phase.shrink],
    report_multiple_bugs=False,
    print_blob=True,
    suppress_health_check=[
        HealthCheck.too_slow,
        HealthCheck.data_too_large,
        HealthCheck.filter_too_much,
        HealthCheck.function_scoped_fixture,  # each example resets the state it uses itself
    ],
)
ANSWER_SECONDS = 120.0  # a hang guard only: the slowest valid request here takes well under a second

# --- documented limits ---------------------------------------------------------------------------------------------
SPEED = (0.7, 2.0)
OPENAI_SPEED = (0.25, 4.0)  # OpenAI's range, accepted on its route (and clamped to SPEED)
OPENAI_PCM_RATE = 24_000  # OpenAI's pcm
STEPS = (1, 100)
SILENCE = (0.0, 5.0)
SEED = (0, 2**63 - 1)
RATES = (8_000, 11_025, 12_000, 16_000, 22_050, 24_000, 32_000, 44_100, 48_000)
FORMATS = ("wav", "flac", "mp3", "opus", "pcm")
VOICES = ("M1", "M2", "M3", "M4", "M5", "F1", "F2", "F3", "F4", "F5")
VOICE_ALIASES = (
    *("alloy", "ash", "ballad", "coral", "echo", "fable", "nova", "onyx", "sage", "shimmer", "verse", "marin"),
    "cedar",
)
MODELS = (
    *("tts-1", "tts-1-hd", "gpt-4o-mini-tts", "gpt-4o-mini-tts-2025-03-20", "gpt-4o-mini-tts-2025-12-15"),
    "supertonic-3",
)
SSE_REFUSED_MODELS = ("tts-1", "tts-1-hd")  # OpenAI streams events only from gpt-4o-mini-tts
MAX_SYNC_CHARS = 5000
MAX_BODY_BYTES = 1_000_000
MODEL_RATE = 44_100
CONTENT_TYPES = {"wav": "audio/wav", "flac": "audio/flac", "mp3": "audio/mpeg", "opus": "audio/ogg", "pcm": "audio/pcm"}
SAFE_TEXTS = ("Hi.", "Hello there. Bye now.", "Read this, please.", "One more test")


LONE_SURROGATE = re.compile(rb"\\u[dD][89a-fA-F][0-9a-fA-F]{2}")


class Verdict(Enum):
    VALID = "valid"
    INVALID = "invalid"
    UNSURE = "unsure"


# --- tokens ----------------------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Token:
    """One JSON value as sent (`raw`) and as Python's json.loads reads it (`value`)."""

    raw: str
    value: object


def token(raw: str) -> Token:
    return Token(raw, json.loads(raw))


SPECIAL_NUMBERS = (
    "NaN",
    "Infinity",
    "-Infinity",
    "1e400",
    "-1e400",
    "1E+400",
    "1e-400",  # parses to 0.0
    "-0",
    "-0.0",
    "0",
    "-1",
    "1.0",
    "8.0",
    "0.6999999999999999",
    "2.0000000000000004",
    "5e-324",
    "1.7976931348623157e308",
    "9223372036854775807",
    "9223372036854775808",
    "-9223372036854775809",
    "18446744073709551616",
    "4294967296",
)
ODD_STRINGS = (
    '""',
    '" "',
    '"\\u0000"',
    '"\\ud800"',  # an escaped lone surrogate: json.loads accepts it, UTF-8 cannot encode it
    '"\\udfff\\ud800"',
    '"\\u202e\\u200b"',
    '"NaN"',
    '"1.5"',
    '"8"',
    '"true"',
    '"null"',
    '"../../etc/passwd"',
    '"<script>"',
    '"%s%n"',
    '"\\n\\r\\t"',
)


def json_string(text: str) -> str:
    return json.dumps(text, ensure_ascii=False)


def digits(count: int, sign: str) -> st.SearchStrategy[str]:
    body = st.text(alphabet="0123456789", min_size=count - 1, max_size=count - 1)
    return st.builds(lambda lead, rest: f"{sign}{lead}{rest}", st.sampled_from("123456789"), body)


def huge_integers() -> st.SearchStrategy[str]:
    """Integers of 20-500 digits, either sign."""
    return st.tuples(st.integers(20, 500), st.sampled_from(["", "-"])).flatmap(lambda pair: digits(*pair))


def plain_text() -> st.SearchStrategy[str]:
    return st.text(st.characters(exclude_categories=["Cs"]), max_size=40)


def scalar_tokens() -> st.SearchStrategy[Token]:
    finite = st.floats(allow_nan=False, allow_infinity=False).map(repr)
    raws = st.one_of(
        st.sampled_from(SPECIAL_NUMBERS),
        huge_integers(),
        finite,
        st.integers(-(2**70), 2**70).map(str),
        st.sampled_from(["true", "false", "null"]),
        st.sampled_from(ODD_STRINGS),
        plain_text().map(json_string),
        st.integers(5001, 6000).map(lambda n: json_string("a" * n)),  # a huge string, over the sync text limit
    )
    return raws.map(token)


def composite_raw(children: st.SearchStrategy[str]) -> st.SearchStrategy[str]:
    arrays = st.lists(children, max_size=3).map(lambda items: "[" + ",".join(items) + "]")
    objects = st.lists(st.tuples(plain_text().map(json_string), children), max_size=3).map(
        lambda pairs: "{" + ",".join(f"{k}:{v}" for k, v in pairs) + "}"
    )
    return st.one_of(arrays, objects)


def hostile_tokens() -> st.SearchStrategy[Token]:
    """Any JSON value a client could send: odd numbers, wrong types, nulls, nested arrays and objects."""
    nested = st.recursive(scalar_tokens().map(lambda t: t.raw), composite_raw, max_leaves=6).map(token)
    return st.one_of(scalar_tokens(), scalar_tokens(), nested)


# --- routes and the oracle --------------------------------------------------------------------------------------------
def is_number(value: object) -> bool:
    if isinstance(value, float):
        return math.isfinite(value)
    return isinstance(value, int) and not isinstance(value, bool)


def in_range(value: object, bounds: tuple[float, float], *, whole: bool = False) -> bool:
    if whole and not (isinstance(value, int) and not isinstance(value, bool)):
        return False
    return is_number(value) and bounds[0] <= value <= bounds[1]


def optional(rule: Callable[[object], Verdict]) -> Callable[[object], Verdict]:
    return lambda value: Verdict.VALID if value is None else rule(value)


def judged(accepts: Callable[[object], bool]) -> Callable[[object], Verdict]:
    return lambda value: Verdict.VALID if accepts(value) else Verdict.INVALID


def choice(valid: tuple[str, ...]) -> Callable[[object], Verdict]:
    """A string from a fixed set; any other string may be normalised by the server (case, spaces, region tags)."""

    def rule(value: object) -> Verdict:
        if not isinstance(value, str):
            return Verdict.INVALID
        return Verdict.VALID if value in valid else Verdict.UNSURE

    return rule


def strict_choice(valid: tuple[str, ...]) -> Callable[[object], Verdict]:
    return judged(lambda value: isinstance(value, str) and value in valid)


def flag(value: object) -> Verdict:
    if value is None:
        return Verdict.UNSURE  # null for a defaulted flag: refusing or defaulting are both defensible
    return Verdict.VALID if isinstance(value, bool) else Verdict.INVALID


def text_rule(value: object) -> Verdict:
    if not isinstance(value, str) or not value.strip() or len(value) > MAX_SYNC_CHARS or has_surrogate(value):
        return Verdict.INVALID
    return Verdict.VALID if value in SAFE_TEXTS else Verdict.UNSURE


def job_text_rule(value: object) -> Verdict:
    if isinstance(value, str) and MAX_SYNC_CHARS < len(value) <= 100_000 and not has_surrogate(value):
        return Verdict.UNSURE  # a job takes up to 100,000 characters
    return text_rule(value)


def lexicon_rule(value: object) -> Verdict:
    if not isinstance(value, dict) or not all(isinstance(k, str) and isinstance(v, str) for k, v in value.items()):
        return Verdict.INVALID
    return Verdict.VALID if value == {"Supertonic": "super tonic"} else Verdict.UNSURE


def any_string(value: object) -> Verdict:
    return Verdict.VALID if isinstance(value, str) else Verdict.INVALID


def some_string(value: object) -> Verdict:
    """Any string may be usable (the server decides what a name may hold); anything else is not."""
    return Verdict.UNSURE if isinstance(value, str) else Verdict.INVALID


def voice_or_object(rule: Callable[[object], Verdict]) -> Callable[[object], Verdict]:
    """OpenAI's voice: a name, or an object `{"id": name}`."""
    return lambda value: rule(value["id"]) if isinstance(value, dict) and set(value) == {"id"} else rule(value)


def has_surrogate(text: str) -> bool:
    return any(unicodedata.category(c) == "Cs" for c in text)


SPEECH_OPTION_RULES: dict[str, Callable[[object], Verdict]] = {
    "voice": optional(choice(VOICES + VOICE_ALIASES)),
    "lang": optional(choice(("en",))),
    "speed": optional(judged(lambda v: in_range(v, SPEED))),
    "steps": optional(judged(lambda v: in_range(v, STEPS, whole=True))),
    "seed": optional(judged(lambda v: in_range(v, SEED, whole=True))),
    "silence": optional(judged(lambda v: in_range(v, SILENCE))),
    "normalize": flag,
    "lexicon": optional(lexicon_rule),
    "sample_rate": optional(judged(lambda v: isinstance(v, int) and not isinstance(v, bool) and v in RATES)),
}


@dataclass(frozen=True)
class Route:
    path: str
    text_field: str
    format_field: str
    rules: dict[str, Callable[[object], Verdict]]
    required: tuple[str, ...]
    extra_allowed: bool  # unknown fields ignored (OpenAI's route) or refused
    good: dict[str, tuple[str, ...]]  # raw JSON of known-valid values, cheap to synthesise
    success: int = 200


GOOD_OPTIONS = {
    "voice": ('"alloy"', '"F2"', '"M1"'),
    "lang": ('"en"',),
    "speed": ("1", "1.25", "0.7", "2.0", "2"),
    "steps": ("1", "2", "3"),
    "seed": ("0", "7", "9223372036854775807"),
    "silence": ("0", "0.0", "0.1", "-0.0", "1e-400"),
    "normalize": ("true", "false"),
    "lexicon": ('{"Supertonic": "super tonic"}', "null"),
    "sample_rate": ("24000", "16000", "48000", "null"),
}
GOOD_TEXTS = tuple(json_string(text) for text in SAFE_TEXTS)
GOOD_FORMATS = tuple(json_string(name) for name in FORMATS)

OPENAI = Route(
    path="/v1/audio/speech",
    text_field="input",
    format_field="response_format",
    rules={
        **SPEECH_OPTION_RULES,
        "voice": voice_or_object(choice(VOICES + VOICE_ALIASES)),
        "speed": optional(judged(lambda v: in_range(v, OPENAI_SPEED))),
        "model": strict_choice(MODELS),
        "input": text_rule,
        "response_format": choice(FORMATS),
        "instructions": optional(any_string),
        "stream_format": strict_choice(("audio", "sse")),
        "stream": optional(judged(lambda v: isinstance(v, bool))),
    },
    required=("model", "input", "voice"),
    extra_allowed=True,
    good={
        **GOOD_OPTIONS,
        "voice": (*GOOD_OPTIONS["voice"], '{"id": "nova"}'),
        "speed": (*GOOD_OPTIONS["speed"], "0.25", "4", "3.5"),
        "model": tuple(json_string(m) for m in MODELS),
        "input": GOOD_TEXTS,
        "response_format": GOOD_FORMATS,
        "instructions": ('"Speak calmly."', "null"),
        "stream_format": ('"audio"', '"sse"'),
        "stream": ("true", "false", "null"),
    },
)
NATIVE = Route(
    path="/v1/tts",
    text_field="text",
    format_field="format",
    rules={
        **SPEECH_OPTION_RULES,
        "text": text_rule,
        "format": choice(FORMATS),
        "response": strict_choice(("audio", "json")),
        "audio_url": flag,
        "stream": optional(judged(lambda v: isinstance(v, bool))),
    },
    required=("text",),
    extra_allowed=False,
    good={
        **GOOD_OPTIONS,
        "text": GOOD_TEXTS,
        "format": GOOD_FORMATS,
        "response": ('"audio"', '"json"'),
        "audio_url": ("false", "true"),
        "stream": ("true", "false", "null"),
    },
)
JOBS = Route(
    path="/v1/jobs",
    text_field="text",
    format_field="format",
    rules={**SPEECH_OPTION_RULES, "text": job_text_rule, "format": choice(FORMATS), "name": optional(some_string)},
    required=("text",),
    extra_allowed=False,
    good={**GOOD_OPTIONS, "text": GOOD_TEXTS, "format": GOOD_FORMATS},
    success=202,
)


@dataclass(frozen=True)
class Body:
    """A request body as sent, the route it is for, and what the documented rules say about it."""

    route: Route
    pairs: tuple[tuple[str, Token], ...]  # in order, duplicates kept (the last one wins, as in json.loads)
    raw: bytes = field(repr=False)

    @property
    def fields(self) -> dict[str, object]:
        return {name: tok.value for name, tok in self.pairs}

    def verdict(self) -> tuple[Verdict, set[str]]:
        """The judgement, and the fields a 4xx's `param` may name ("" for none: a parser may refuse an escaped
        lone surrogate as invalid JSON, which the JSON grammar allows but Unicode does not)."""
        verdict, suspects = judge(self.route, self.fields)
        return verdict, suspects | ({""} if LONE_SURROGATE.search(self.raw) else set())

    def __repr__(self) -> str:  # what a failing example shows: the exact bytes sent
        return f"Body({self.route.path}, {self.raw[:600]!r}{'...' if len(self.raw) > 600 else ''})"

    def _repr_pretty_(self, printer, cycle: bool) -> None:  # hypothesis's printer, which ignores __repr__
        printer.text(repr(self))


def judge(route: Route, fields: dict[str, object]) -> tuple[Verdict, set[str]]:
    """The verdict, and the fields an error may name: those that break a rule, and those the rules cannot judge."""
    bad: set[str] = {name for name in route.required if name not in fields}
    unsure: set[str] = set()
    for name, value in fields.items():
        rule = route.rules.get(name)
        if rule is None:
            if not route.extra_allowed:
                bad.add(name)
            continue
        verdict = rule(value)
        bad |= {name} if verdict is Verdict.INVALID else set()
        unsure |= {name} if verdict is Verdict.UNSURE else set()
    fmt = fields.get(route.format_field, "mp3" if route is not NATIVE else "wav")
    rate = fields.get("sample_rate")
    if fmt == "opus" and rate is not None and rate in RATES and rate != 48_000:
        bad.add("sample_rate")  # Ogg Opus is always 48 kHz
    if route is OPENAI and fields.get("stream_format") == "sse" and fields.get("model") in SSE_REFUSED_MODELS:
        bad |= {"stream_format", "model"}  # OpenAI refuses events from tts-1 and tts-1-hd
    if bad:
        return Verdict.INVALID, bad | unsure
    return (Verdict.UNSURE if unsure else Verdict.VALID), unsure


def encode_pairs(pairs: list[tuple[str, Token]]) -> bytes:
    return ("{" + ", ".join(f"{json_string(name)}: {tok.raw}" for name, tok in pairs) + "}").encode()


@st.composite
def request_bodies(draw: st.DrawFn, route: Route) -> Body:
    """A body for `route`: 0-3 fields hostile, the rest good or absent; sometimes unknown fields or duplicate keys.
    Few hostile fields per body keep valid bodies common and make an error's `param` checkable."""
    names = list(route.rules)
    chosen = draw(st.lists(st.sampled_from(names), max_size=3, unique=True))
    pairs: list[tuple[str, Token]] = []
    for name in names:
        if name in chosen:
            pairs.append((name, draw(hostile_tokens())))
        elif name in route.good and (name in route.required or draw(st.booleans())):
            pairs.append((name, token(draw(st.sampled_from(route.good[name])))))
    if draw(st.integers(0, 5)) == 0:
        unknown = draw(st.sampled_from(["temperature", "extra", "Speed", "voice ", "__proto__", "input\u0000", "ö"]))
        pairs.append((unknown, draw(hostile_tokens())))
    if pairs and draw(st.integers(0, 7)) == 0:
        name, _ = draw(st.sampled_from(pairs))
        pairs.append((name, draw(hostile_tokens())))  # a duplicate key: json.loads keeps the last
    if route.required and draw(st.integers(0, 9)) == 0:
        missing = draw(st.sampled_from(route.required))
        pairs = [(n, t) for n, t in pairs if n != missing]
    pairs = draw(st.permutations(pairs))
    return Body(route, tuple(pairs), encode_pairs(pairs))


@st.composite
def valid_bodies(draw: st.DrawFn, route: Route) -> Body:
    """Only known-good values: the server must answer each with audio (a control for the oracle itself)."""
    pairs = []
    for name in route.rules:
        if name in route.good and (name in route.required or draw(st.booleans())):
            pairs.append((name, token(draw(st.sampled_from(route.good[name])))))
    fields = dict(pairs)
    if fields.get(route.format_field, Token("", None)).value == "opus" and "sample_rate" in fields:
        pairs = [(n, t) for n, t in pairs if n != "sample_rate"]
    if fields.get("stream_format", Token("", None)).value == "sse":  # events only from a model that sends them
        pairs = [(n, t) for n, t in pairs if n != "model"] + [("model", token('"gpt-4o-mini-tts"'))]
    return Body(route, tuple(pairs), encode_pairs(pairs))


DEEP = 100_000


def malformed_bodies() -> st.SearchStrategy[bytes]:
    """Bodies that are not a JSON object at all."""
    fixed = st.sampled_from(
        [
            b"",
            b" ",
            b"null",
            b"[]",
            b"[{}]",
            b"42",
            b'"a string"',
            b"NaN",
            b"1e400",
            b"{",
            b'{"input": "Hi."',
            b"{'input': 'Hi.'}",
            b'{"input": "Hi.",}',
            b"\xef\xbb\xbf{}",
            b"\xff\xfe{\x00}\x00",
            b'{"input": "\xff\xfe"}',
            b'{"text": "\xc3\x28"}',
            b'{"text": "Hi.\xed\xa0\x80"}',  # an encoded surrogate: not valid UTF-8
            b"\x00" * 16,
            b"[" * DEEP + b"]" * DEEP,
            b'{"a":' * 5000 + b"1" + b"}" * 5000,
            b'{"seed": ' + b"9" * 5000 + b"}",  # past Python's 4300-digit int conversion limit
            b'{"text": "Hi.", "steps": ' + b"9" * 4301 + b"}",
        ]
    )
    garbage = st.binary(max_size=64)
    return st.one_of(fixed, fixed, garbage)


# --- transports ----------------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Answer:
    status: int
    headers: dict[str, str]
    body: bytes

    def __repr__(self) -> str:
        shown = self.body[:300] if not self.headers.get("content-type", "").startswith("audio/") else b"<audio>"
        return f"Answer({self.status}, {self.headers.get('content-type')!r}, {shown!r})"


@contextmanager
def hang_guard(seconds: float = ANSWER_SECONDS) -> Iterator[None]:
    """Fail, naming a hang, when the block takes longer than `seconds` (SIGALRM: the main thread, where Mangum's
    event loop must run, stays the caller's)."""

    def alarm(signum, frame) -> None:
        raise AssertionError(f"no answer within {seconds:.0f} s: the request hangs")

    previous = signal.signal(signal.SIGALRM, alarm)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


def lambda_event(
    method: str, path: str, raw: bytes | None, headers: dict[str, str] | None = None, *, base64_body: bool = False
) -> dict:
    """A function URL event carrying exactly these bytes: base64 when asked, or when they are not UTF-8."""
    if raw is not None and not base64_body:
        try:
            raw.decode("utf-8")
        except UnicodeDecodeError:
            base64_body = True
    return function_url_event(method, path, raw, headers=headers, base64_body=base64_body)


def via_lambda(main, method: str, path: str, raw: bytes | None, headers: dict[str, str] | None = None) -> Answer:
    event = lambda_event(method, path, raw, headers)
    return invoke(main, event)


def invoke(main, event: dict) -> Answer:
    with hang_guard():
        return lambda_answer(main.handler(event, LambdaContext()))


def lambda_answer(result: dict) -> Answer:
    assert isinstance(result, dict) and "statusCode" in result, f"not a function URL answer: {result!r:.300}"
    body = result.get("body") or ""
    data = base64.b64decode(body) if result.get("isBase64Encoded") else body.encode()
    headers = {name.lower(): value for name, value in (result.get("headers") or {}).items()}
    return Answer(result["statusCode"], headers, data)


def via_asgi(client, method: str, path: str, raw: bytes | None, headers: dict[str, str] | None = None) -> Answer:
    """Through the ASGI app as uvicorn serves it (streamed answers read to the end)."""

    with hang_guard():
        response = client.request(method, path, content=raw, headers=headers or {})
    return Answer(response.status_code, {k.lower(): v for k, v in response.headers.items()}, response.content)


# --- checks ----------------------------------------------------------------------------------------------------------
def envelope_of(answer: Answer) -> dict:
    """The `error` object of an error answer; fails unless it is OpenAI's envelope with a message."""
    assert answer.headers.get("content-type", "").startswith("application/json"), f"error not JSON: {answer!r}"
    try:
        document = json.loads(answer.body)
    except ValueError:
        raise AssertionError(f"error body is not JSON: {answer!r}") from None
    assert isinstance(document, dict) and set(document) == {"error"}, f"not the error envelope: {answer!r}"
    error = document["error"]
    assert isinstance(error, dict) and set(error) == {"message", "type", "param", "code"}, f"bad envelope: {answer!r}"
    assert isinstance(error["message"], str) and error["message"].strip(), f"empty message: {answer!r}"
    assert isinstance(error["type"], str) and error["type"], f"no type: {answer!r}"
    assert error["param"] is None or isinstance(error["param"], str), f"bad param: {answer!r}"
    return error


def check_no_server_error(answer: Answer) -> None:
    assert answer.status < 500, f"bad input got a {answer.status}: {answer!r}"
    if 400 <= answer.status < 500:
        envelope_of(answer)


def check_answer(answer: Answer, body: Body) -> None:
    """Everything the standard promises for one request body."""
    check_no_server_error(answer)
    verdict, suspects = body.verdict()
    if verdict is Verdict.INVALID:
        assert 400 <= answer.status < 500, f"accepted a body the documented rules refuse: {answer!r}"
        param = envelope_of(answer)["param"]
        named = (param or "").split(".")[0].split("[")[0]
        assert named in suspects, f"the error names {param!r}, not one of the bad fields {sorted(suspects)}: {answer!r}"
        return
    if verdict is Verdict.VALID:
        assert answer.status == body.route.success, f"refused a valid body: {answer!r}"
    if answer.status in (200, 202):
        check_success(answer, body.route, body.fields)


def expected_rate(fields: dict[str, object], fmt: str, route: Route) -> int:
    if fmt == "opus":
        return 48_000
    rate = fields.get("sample_rate")
    if isinstance(rate, int) and not isinstance(rate, bool):
        return rate
    return OPENAI_PCM_RATE if route is OPENAI and fmt == "pcm" else MODEL_RATE


def check_success(answer: Answer, route: Route, fields: dict[str, object]) -> None:
    fmt = fields.get(route.format_field) or ("wav" if route is NATIVE else "mp3")
    content_type = answer.headers.get("content-type", "")
    if route is JOBS:
        document = json.loads(answer.body)
        assert document.get("status") == "queued" and isinstance(document.get("id"), str), answer
        return
    if route is NATIVE and fields.get("response") == "json":
        document = json.loads(answer.body)
        assert set(document) >= {"marks", "sample_rate", "duration"}, f"incomplete JSON answer: {answer!r}"
        if "audio" in document:
            fmt = fmt if fmt in FORMATS else document["format"]
            check_audio(base64.b64decode(document["audio"]), fmt, fields, route)
        else:
            assert isinstance(document.get("url"), str), f"JSON answer with neither audio nor url: {answer!r}"
        return
    if route is OPENAI and fields.get("stream_format") == "sse":
        assert content_type.startswith("text/event-stream"), f"sse asked, got {content_type!r}"
        events = [json.loads(line[5:]) for line in answer.body.decode().splitlines() if line.startswith("data:")]
        assert events and events[-1].get("type") == "speech.audio.done", f"sse stream did not finish: {events[-1:]}"
        assert any(e.get("type") == "speech.audio.delta" and e.get("audio") for e in events), "sse without audio"
        return
    if fmt in FORMATS:
        assert content_type == CONTENT_TYPES[fmt], f"asked for {fmt}, got {content_type!r}"
        assert answer.headers.get("x-sample-rate") == str(expected_rate(fields, fmt, route)), answer.headers
    check_audio(answer.body, content_type_format(content_type) or fmt, fields, route)


def content_type_format(content_type: str) -> str | None:
    return next((name for name, kind in CONTENT_TYPES.items() if content_type.startswith(kind)), None)


def check_audio(data: bytes, fmt: str, fields: dict[str, object], route: Route) -> None:
    """The bytes decode as `fmt` at the promised rate, hold finite samples and are not silence."""
    assert data, "empty audio"
    rate = expected_rate(fields, fmt, route)
    if fmt == "pcm":
        assert len(data) % 2 == 0, "pcm with an odd byte count"
        samples = np.frombuffer(data, dtype="<i2").astype(np.float32) / 32768
    else:
        samples, decoded_rate = sf.read(io.BytesIO(data), dtype="float32")
        assert decoded_rate == rate, f"{fmt} decodes at {decoded_rate} Hz, expected {rate}"
    assert samples.size > 0 and np.isfinite(samples).all(), "no samples, or samples that are not finite"
    assert np.abs(samples).max() > 0.01, "the audio is silence"


# --- bucket keys -----------------------------------------------------------------------------------------------------
NAME_ALPHABET = st.characters(
    categories=["L", "M", "N", "P", "S", "Zs"],
    exclude_characters="/\\",
)
ODD_NAME_CHARS = st.sampled_from(
    list("+–—&,'!@#=~()%?*:;<>|\"$`{}[]^ ") + ["\u00a0", "\u3000", "\u200b", "\u202e", "\ufeff", "\t", "\n", "\r"]
)
FIXED_NAMES = (
    "한국어 대본 – 최종",
    "a+b",
    "a%2Bb",
    "spaces in name",
    "folder/sub folder/chapter 1",
    "Ünïcødé/日本語のテキスト",
    "emoji 🎙️ take",
    "../escape",
    "a/../b",
    ".hidden",
    "trailing.",
    " leading space",
    "trailing space ",
    "double//slash",
    "ends.error",
    "jobs/0123456789abcdef0123456789abcdef",
    "receipts/x",
    "rejected/x",
    "results/x",
    "back\\slash",
    "ctrl\x01char",
    "tab\tname",
    "x" * 201,
    "e\u0301",  # decomposed: NFC turns it into é
)


def name_parts() -> st.SearchStrategy[str]:
    return st.text(st.one_of(NAME_ALPHABET, ODD_NAME_CHARS), min_size=1, max_size=24)


def job_names() -> st.SearchStrategy[str]:
    """Names for inbox/<name>.<ext>: ordinary and unusable alike, always a valid S3 key (UTF-8, <= 1024 bytes)."""
    generated = st.lists(name_parts(), min_size=1, max_size=3).map("/".join)
    return st.one_of(st.sampled_from(FIXED_NAMES), generated).filter(lambda n: len(f"inbox/{n}.json".encode()) <= 1024)
