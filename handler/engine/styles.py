"""Voice style files (the model's own JSON format) checked strictly, and weighted blends of voices.

    voice = parse_voice_file(raw_bytes, "narrator")   # Voice, or InvalidVoiceFile naming the problem
    parse_blend("F1:0.7+M2:0.3")                      # [("F1", 0.7), ("M2", 0.3)]
    blend_styles([(f1, 0.5), (m2, 0.5)], "F1:0.5+M2:0.5")   # Voice with the weighted mean of both styles

A voice file is `{"style_ttl": {"dims": [1, 50, 256], "data": [...]}, "style_dp": {"dims": [1, 8, 16],
"data": [...]}, "metadata": {...}}` (metadata optional, other keys ignored), as the official package and
Supertone's Voice Builder write it. Every number must be finite and within ±MAX_STYLE_VALUE (the model's own
styles stay within a few units; float32's extremes pass as numbers but make the model produce silence);
`true`, strings, NaN, Infinity and integers of more than MAX_NUMBER_DIGITS digits are refused, so a file that
would make the model produce garbage is never used.

A blend is 1 to MAX_BLEND voices joined by `+`, each optionally weighted as `name:weight` (or Kokoro's
`name(weight)`); unweighted parts weigh 1. Weights are decimal numbers in (0, MAX_WEIGHT], normalised to sum 1.
"""

from __future__ import annotations

import hashlib
import json
import math
import re

import numpy as np

from handler.engine.model import STYLE_DIMS, Voice

MAX_FILE_BYTES = 2 * 1024 * 1024  # an official voice file is about 0.3 MB
MAX_BLEND = 4
MAX_WEIGHT = 1000.0
MAX_SPEC_CHARS = 300
WEIGHT_DECIMALS = 6  # normalised weights are rounded so that the blend and its cache key agree
MAX_STYLE_VALUE = 100.0  # every value of a usable style is within this bound (the model's own: a few units)
MAX_NUMBER_DIGITS = 40  # longer JSON numbers are refused before Python converts them (4,300 digits would raise)

NAME_PATTERN = r"[A-Za-z0-9_-]{1,64}"
_NUMBER = r"[0-9]{1,6}(?:\.[0-9]{1,9})?"
_PART = re.compile(rf"\s*({NAME_PATTERN})\s*(?::\s*({_NUMBER})|\(\s*({_NUMBER})\s*\))?\s*")
# The same grammar as one JSON Schema pattern, for the OpenAPI document.
_PLAIN_PART = rf"\s*{NAME_PATTERN}\s*(?::\s*{_NUMBER}|\(\s*{_NUMBER}\s*\))?\s*"
BLEND_PATTERN = rf"^{_PLAIN_PART}(?:\+{_PLAIN_PART}){{0,{MAX_BLEND - 1}}}$"


class InvalidVoiceFile(ValueError):
    """A voice file that cannot be used; the message says what is wrong and where."""


class InvalidBlend(ValueError):
    """A voice blend string that cannot be used."""


def _refuse_constant(name: str) -> float:
    raise InvalidVoiceFile(f"holds {name}; every value must be a finite number")


def _parse_number(text: str) -> float:
    """A JSON number as a float, refused when its digits alone exceed any usable value (a 5,000-digit integer
    would raise ValueError in Python's own conversion)."""
    if len(text) > MAX_NUMBER_DIGITS:
        raise InvalidVoiceFile(f"holds a number of {len(text)} characters; every value must be a short number")
    return float(text)


def _check_nested(data: object, dims: tuple[int, ...], where: str) -> None:
    """Shape and type of a nested list, checked element by element so the message names the first bad one."""
    if len(dims) == 1:
        if not isinstance(data, list) or len(data) != dims[0]:
            size = len(data) if isinstance(data, list) else type(data).__name__
            raise InvalidVoiceFile(f"{where} must be a list of {dims[0]} numbers; got {size}")
        for index, value in enumerate(data):
            if isinstance(value, bool) or not isinstance(value, int | float):
                raise InvalidVoiceFile(f"{where}[{index}] must be a number; got {type(value).__name__}")
            if not (math.isfinite(value) and abs(value) <= MAX_STYLE_VALUE):
                raise InvalidVoiceFile(
                    f"{where}[{index}] must be a finite number from -{MAX_STYLE_VALUE:g} to {MAX_STYLE_VALUE:g}; "
                    f"got {value!r}"
                )
        return
    if not isinstance(data, list) or len(data) != dims[0]:
        size = len(data) if isinstance(data, list) else type(data).__name__
        raise InvalidVoiceFile(f"{where} must be a list of {dims[0]} lists; got {size}")
    for index, item in enumerate(data):
        _check_nested(item, dims[1:], f"{where}[{index}]")


def parse_voice_file(raw: bytes, name: str) -> Voice:
    """The voice in a style file, or InvalidVoiceFile with a message a user can act on."""
    if len(raw) > MAX_FILE_BYTES:
        raise InvalidVoiceFile(f"is {len(raw)} bytes; the limit is {MAX_FILE_BYTES}")
    try:
        document = json.loads(
            raw.decode("utf-8"), parse_constant=_refuse_constant, parse_int=_parse_number, parse_float=_parse_number
        )
    except (UnicodeDecodeError, json.JSONDecodeError) as error:
        raise InvalidVoiceFile(f"is not valid UTF-8 JSON ({error})") from None
    except RecursionError:
        raise InvalidVoiceFile("is nested too deeply") from None
    if not isinstance(document, dict):
        raise InvalidVoiceFile(f"must be a JSON object; got {type(document).__name__}")
    arrays = {}
    for key, inner in STYLE_DIMS.items():
        expected = [1, *inner]
        entry = document.get(key)
        if not isinstance(entry, dict) or "dims" not in entry or "data" not in entry:
            raise InvalidVoiceFile(f"needs {key} as an object with dims {expected} and data")
        if entry["dims"] != expected or any(isinstance(d, bool) for d in entry["dims"]):
            raise InvalidVoiceFile(f"{key}.dims must be {expected}; got {json.dumps(entry['dims'])[:80]}")
        _check_nested(entry["data"], tuple(expected), f"{key}.data")
        arrays[key] = np.asarray(entry["data"], dtype=np.float32)
    return Voice(name, arrays["style_ttl"], arrays["style_dp"])


def style_digest(voice: Voice) -> str:
    """A short hash of the style arrays: what a cache key holds for a voice that is not built in."""
    digest = hashlib.sha256(voice.style_ttl.tobytes())
    digest.update(voice.style_dp.tobytes())
    return digest.hexdigest()[:16]


def parse_blend(spec: str) -> list[tuple[str, float]]:
    """Voice names and raw weights of a blend string; InvalidBlend for anything else."""
    if len(spec) > MAX_SPEC_CHARS:
        raise InvalidBlend(f"is {len(spec)} characters; the limit is {MAX_SPEC_CHARS}")
    parts = spec.split("+")
    if len(parts) > MAX_BLEND:
        raise InvalidBlend(f"mixes {len(parts)} voices; the limit is {MAX_BLEND}")
    result = []
    for part in parts:
        match = _PART.fullmatch(part)
        if match is None:
            raise InvalidBlend(f"part {part.strip()[:40]!r} is not `name` or `name:weight` (weight a decimal number)")
        weight_text = match.group(2) or match.group(3)
        weight = float(weight_text) if weight_text else 1.0
        if not 0 < weight <= MAX_WEIGHT:
            raise InvalidBlend(f"weight {weight_text} of {match.group(1)} must be above 0 and at most {MAX_WEIGHT:g}")
        result.append((match.group(1), weight))
    return result


def normalise_weights(parts: list[tuple[str, float]]) -> list[tuple[str, float]]:
    """Merge repeated names, sort by name, scale the weights to sum 1 and round them (the sum may be off by 1e-6)."""
    merged: dict[str, float] = {}
    for name, weight in parts:
        merged[name] = merged.get(name, 0.0) + weight
    total = sum(merged.values())
    return [(name, round(merged[name] / total, WEIGHT_DECIMALS)) for name in sorted(merged)]


def blend_styles(parts: list[tuple[Voice, float]], name: str) -> Voice:
    """The weighted mean of the voices' style arrays (weights already normalised), computed in float64."""
    ttl = sum(weight * voice.style_ttl.astype(np.float64) for voice, weight in parts)
    dp = sum(weight * voice.style_dp.astype(np.float64) for voice, weight in parts)
    return Voice(name, np.asarray(ttl, dtype=np.float32), np.asarray(dp, dtype=np.float32))
