"""Voice files, blends and the voice store, on real ONNX sessions of the synthetic model and a moto bucket."""

from __future__ import annotations

import json
import math
from pathlib import Path

import numpy as np
import pytest
from hypothesis import given
from hypothesis import settings as examples
from hypothesis import strategies as st

from handler.engine.model import Voice
from handler.engine.styles import (
    MAX_FILE_BYTES,
    InvalidBlend,
    InvalidVoiceFile,
    normalise_weights,
    parse_blend,
    parse_voice_file,
)
from handler.kernel.errors import InvalidRequest
from handler.platform.function import build_speech
from handler.service.schemas import SpeechRequest
from handler.storage.voices import VoiceStore
from handler.text.frontend import prepare_text

TEXT = "Custom voices speak too. This is the second sentence."


def voice_document(ttl: np.ndarray, dp: np.ndarray, **extra: object) -> dict:
    return {
        "style_ttl": {"dims": list(ttl.shape), "data": ttl.tolist(), "type": "float32"},
        "style_dp": {"dims": list(dp.shape), "data": dp.tolist(), "type": "float32"},
        **extra,
    }


def custom_arrays(engine, scale: float = 0.5) -> tuple[np.ndarray, np.ndarray]:
    """A style unlike any built-in one: F1's reversed and scaled (deterministic, float32-exact)."""
    f1 = engine.model.voices["F1"]
    return (f1.style_ttl[:, ::-1, :] * scale).astype(np.float32), (f1.style_dp[:, ::-1, :] * scale).astype(np.float32)


def voice_bytes(engine, scale: float = 0.5) -> bytes:
    ttl, dp = custom_arrays(engine, scale)
    return json.dumps(voice_document(ttl, dp, metadata={"source": "test"})).encode()


def audio(engine, voice: str | Voice, text: str = TEXT) -> np.ndarray:
    prepared = prepare_text(text, lang="en", supported=engine.supported_characters)
    return engine.synthesize(prepared, voice=voice, seed=11, speed=1.0, steps=2, silence=0.1).audio


# --- the file format -----------------------------------------------------------------------------------------
def test_a_valid_file_parses_to_the_exact_arrays(engine) -> None:
    ttl, dp = custom_arrays(engine)
    voice = parse_voice_file(voice_bytes(engine), "narrator")
    assert voice.name == "narrator"
    assert voice.style_ttl.dtype == np.float32 and voice.style_ttl.shape == (1, 50, 256)
    np.testing.assert_array_equal(voice.style_ttl, ttl)
    np.testing.assert_array_equal(voice.style_dp, dp)


def test_the_model_s_own_voice_files_parse(engine, model_dir: Path) -> None:
    voice = parse_voice_file((model_dir / "voice_styles" / "M3.json").read_bytes(), "copy")
    np.testing.assert_array_equal(voice.style_ttl, engine.model.voices["M3"].style_ttl)


def _bad_documents(engine) -> dict[str, tuple[bytes, str]]:
    ttl, dp = custom_arrays(engine)
    good = voice_document(ttl, dp)

    def altered(key: str, **changes: object) -> bytes:
        document = json.loads(json.dumps(good))
        document[key].update(changes)
        return json.dumps(document).encode()

    with_nan = json.loads(json.dumps(good))
    with_nan["style_dp"]["data"][0][0][0] = float("nan")
    nan = json.dumps(with_nan).encode()  # Python writes the bare token NaN
    return {
        "not json": (b"{not json", "not valid UTF-8 JSON"),
        "not utf-8": (b"\xff\xfe", "not valid UTF-8 JSON"),
        "a list": (b"[1, 2]", "must be a JSON object"),
        "no style_dp": (json.dumps({"style_ttl": good["style_ttl"]}).encode(), "needs style_dp"),
        "wrong dims": (altered("style_ttl", dims=[1, 50, 128]), "style_ttl.dims must be [1, 50, 256]"),
        "data short": (altered("style_dp", data=good["style_dp"]["data"][0][:7]), "style_dp.data"),
        "a string": (altered("style_dp", data=[[["0.1"] * 16] * 8]), "must be a number; got str"),
        "a bool": (altered("style_dp", data=[[[True] * 16] * 8]), "must be a number; got bool"),
        "NaN": (nan, "finite"),
        "too big for float32": (altered("style_dp", data=[[[1e39] * 16] * 8]), "finite number from -100 to 100"),
        "huge": (b" " * (MAX_FILE_BYTES + 1), "the limit is"),
    }


def test_each_kind_of_bad_file_is_refused_with_a_clear_message(engine) -> None:
    for label, (raw, expected) in _bad_documents(engine).items():
        with pytest.raises(InvalidVoiceFile) as caught:
            parse_voice_file(raw, "bad")
        assert expected in str(caught.value), (label, str(caught.value))


json_values = st.recursive(
    st.none() | st.booleans() | st.floats(allow_nan=True) | st.integers() | st.text(max_size=5),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=20,
)


@examples(max_examples=150, deadline=None)
@given(
    dims=st.lists(st.integers(-2, 300), max_size=4),
    data=json_values,
    key=st.sampled_from(["style_ttl", "style_dp"]),
    raw=st.binary(max_size=64),
)
def test_generated_bad_files_are_refused_never_crash(engine, dims, data, key, raw) -> None:
    ttl, dp = custom_arrays(engine)
    document = voice_document(ttl, dp)
    document[key] = {"dims": dims, "data": data}
    for candidate in (json.dumps(document).encode(), raw):
        with pytest.raises(InvalidVoiceFile):
            parse_voice_file(candidate, "generated")


# --- blends --------------------------------------------------------------------------------------------------
def test_blend_strings_parse_and_normalise() -> None:
    assert parse_blend("F1:0.7+M2:0.3") == [("F1", 0.7), ("M2", 0.3)]
    assert parse_blend(" F1(2) + m2 ") == [("F1", 2.0), ("m2", 1.0)]
    assert normalise_weights([("M2", 3.0), ("F1", 1.0)]) == [("F1", 0.25), ("M2", 0.75)]
    assert normalise_weights([("F1", 1.0), ("F1", 1.0)]) == [("F1", 1.0)]


HOSTILE_BLENDS = [
    "",
    "+",
    "F1+",
    "F1:",
    "F1:-1",
    "F1:0",
    "F1:0+M2:0",
    "F1:nan",
    "F1:NaN+M2:1",
    "F1:inf",
    "F1:1e3",
    "F1:1000000",
    "F1:1001",
    "F1:0.5:0.5",
    "F1+M1+F2+M2+F3",
    "F1" + "+F1" * 200,
    "F1 M2",
    "F1;M2",
    "F1:0.5,M2:0.5",
    "F1\u0000",
    "Ｆ1",
    "../F1",
    "F1*2",
    "x" * 65,
    "F1:" + "9" * 400,
]


@pytest.mark.parametrize("spec", HOSTILE_BLENDS)
def test_hostile_blend_strings_are_a_400(engine, spec: str) -> None:
    with pytest.raises(InvalidRequest) as caught:
        VoiceStore(engine.model.voices).resolve(spec)
    assert caught.value.status == 400 and caught.value.param == "voice"


@examples(max_examples=200, deadline=None)
@given(spec=st.text(max_size=40))
def test_any_string_resolves_or_is_a_400(engine, spec: str) -> None:
    try:
        resolved = VoiceStore(engine.model.voices).resolve(spec)
    except InvalidRequest as error:
        assert error.status == 400
    else:
        assert resolved.voice.style_ttl.shape == (1, 50, 256) and np.isfinite(resolved.voice.style_ttl).all()


def test_a_single_voice_blend_is_that_voice_exactly(engine) -> None:
    store = VoiceStore(engine.model.voices)
    for spec in ("F1:1", "F1(3)", "alloy:0.2", "f1+F1"):
        resolved = store.resolve(spec)
        assert (resolved.name, resolved.key) == ("F1", "F1")
        assert resolved.voice is engine.model.voices["F1"]
    np.testing.assert_array_equal(audio(engine, store.resolve("F1:1").voice), audio(engine, "F1"))


def test_a_half_and_half_blend_is_the_mean_of_the_styles(engine) -> None:
    store = VoiceStore(engine.model.voices)
    f1, m2 = engine.model.voices["F1"], engine.model.voices["M2"]
    averaged = Voice("mean", (f1.style_ttl + m2.style_ttl) / 2, (f1.style_dp + m2.style_dp) / 2)
    resolved = store.resolve("F1:0.5+M2:0.5")
    assert resolved.name == "F1:0.5+M2:0.5" and resolved.key == "F1:0.500000+M2:0.500000"
    np.testing.assert_array_equal(resolved.voice.style_ttl, averaged.style_ttl)
    np.testing.assert_array_equal(resolved.voice.style_dp, averaged.style_dp)
    blended = audio(engine, resolved.voice)
    np.testing.assert_array_equal(blended, audio(engine, averaged))
    assert not np.array_equal(blended, audio(engine, "F1")) and not np.array_equal(blended, audio(engine, "M2"))
    # The same blend however it is written: one key, one style.
    for spec in ("M2+F1", "F1(1)+M2(1)", "m2:2+alloy:2", "M2:7+F1:7"):
        assert store.resolve(spec).key == resolved.key


def test_weights_are_normalised_into_the_key(engine) -> None:
    store = VoiceStore(engine.model.voices)
    assert store.resolve("F1:3+M2:1").key == store.resolve("F1:0.75+M2:0.25").key == "F1:0.750000+M2:0.250000"
    assert store.resolve("F1:0.7+M2:0.3").key != store.resolve("F1:0.3+M2:0.7").key


# --- the store -----------------------------------------------------------------------------------------------
def test_nothing_is_read_until_a_voice_needs_it(engine, bucket) -> None:
    bucket.put("voices/narrator.json", voice_bytes(engine), "application/json")
    store = VoiceStore(engine.model.voices, bucket=bucket)
    assert store._read_at is None
    store.resolve("F2")  # a built-in voice never reads the store
    assert store._read_at is None
    assert store.resolve("narrator").key.startswith("narrator@")
    assert store._read_at is not None


def test_custom_voice_from_the_bucket_speaks_differently_and_deterministically(engine, bucket) -> None:
    bucket.put("voices/narrator.json", voice_bytes(engine), "application/json")
    store = VoiceStore(engine.model.voices, bucket=bucket)
    resolved = store.resolve("narrator")
    first, again = audio(engine, resolved.voice), audio(engine, store.resolve("narrator").voice)
    np.testing.assert_array_equal(first, again)
    for name in ("F1", "M1"):
        assert not np.array_equal(first, audio(engine, name))


def test_replacing_a_voice_file_changes_the_cache_key(engine, bucket, settings) -> None:
    bucket.put("voices/narrator.json", voice_bytes(engine, 0.5), "application/json")
    store = VoiceStore(engine.model.voices, bucket=bucket, refresh_seconds=3600)
    speech = build_speech(engine, settings, voices=store)
    request = SpeechRequest(text=TEXT, voice="narrator", format="wav", lang="en")
    before = speech.plan(request)
    assert speech.plan(request).cache_key == before.cache_key  # the same file: the same voice
    bucket.put("voices/narrator.json", voice_bytes(engine, 0.25), "application/json")
    after = speech.plan(request)  # long within the refresh time: the next request reads the new file
    assert after.cache_key != before.cache_key and after.seed != before.seed
    assert not np.array_equal(after.style.style_ttl, before.style.style_ttl)
    blend = SpeechRequest(text=TEXT, voice="narrator:0.5+F1:0.5", format="wav", lang="en")
    assert speech.plan(blend).cache_key != before.cache_key


def test_the_refresh_time_bounds_how_long_an_upload_waits(engine, bucket) -> None:
    store = VoiceStore(engine.model.voices, bucket=bucket, refresh_seconds=0)
    with pytest.raises(InvalidRequest, match="Unknown voice 'late'"):
        store.resolve("late")
    bucket.put("voices/late.json", voice_bytes(engine), "application/json")
    assert store.resolve("late").name == "late"


def test_invalid_and_clashing_files_are_listed_with_their_error_and_refused(engine, bucket) -> None:
    bucket.put("voices/broken.json", b"{not json", "application/json")
    bucket.put("voices/alloy.json", voice_bytes(engine), "application/json")
    bucket.put("voices/F1.json", voice_bytes(engine), "application/json")
    bucket.put("voices/sub/deep.json", voice_bytes(engine), "application/json")
    bucket.put("voices/notes.txt", b"hello", "text/plain")
    bucket.put("voices/good.json", voice_bytes(engine), "application/json")
    store = VoiceStore(engine.model.voices, bucket=bucket)
    listed = {entry.name: entry for entry in store.custom_voices(refresh=True)}
    assert set(listed) == {"broken", "alloy", "F1", "sub/deep", "notes.txt", "good"}
    assert listed["good"].voice is not None and not listed["good"].error
    assert "not valid UTF-8 JSON" in listed["broken"].error
    assert "built-in voice or OpenAI alias" in listed["alloy"].error
    assert "built-in" in listed["F1"].error
    assert "sub-folders" in listed["sub/deep"].error
    assert "<name>.json" in listed["notes.txt"].error
    with pytest.raises(InvalidRequest, match=r"Custom voice 'broken' \(broken.json\) is invalid: the file is not"):
        store.resolve("broken")
    with pytest.raises(InvalidRequest, match="is invalid"):
        store.resolve("F1:0.5+broken:0.5")
    assert store.resolve("alloy").name == "F1"  # the built-in alias wins, never the uploaded file


def test_voices_from_a_folder(engine, tmp_path: Path) -> None:
    (tmp_path / "studio.json").write_bytes(voice_bytes(engine))
    (tmp_path / "nan.json").write_text(voice_bytes(engine).decode().replace("[[[", "[[[NaN, ", 1))
    store = VoiceStore(engine.model.voices, folder=tmp_path, refresh_seconds=0)
    listed = {entry.name: entry for entry in store.custom_voices()}
    assert listed["studio"].voice is not None and listed["nan"].voice is None
    assert "NaN" in listed["nan"].error or "list of" in listed["nan"].error
    np.testing.assert_array_equal(store.resolve("studio").voice.style_ttl, custom_arrays(engine)[0])
    (tmp_path / "studio.json").write_bytes(voice_bytes(engine, 0.125))
    np.testing.assert_array_equal(store.resolve("studio").voice.style_ttl, custom_arrays(engine, 0.125)[0])


def test_deleting_from_a_folder_touches_only_custom_voice_files(engine, tmp_path: Path) -> None:
    folder = tmp_path / "voices"
    folder.mkdir()
    outside = tmp_path / "settings.json"
    outside.write_text("{}")
    (folder / "F1.json").write_text("{}")  # a built-in name: never a custom voice, so never deleted through here
    store = VoiceStore(engine.model.voices, folder=folder, refresh_seconds=0)
    for name in ("../settings", "F1", "a/b", "", "x" * 65):
        assert store.delete(name) is False
    assert outside.exists() and (folder / "F1.json").exists()


def test_a_storage_error_keeps_the_voices_already_known(engine, bucket) -> None:
    bucket.put("voices/narrator.json", voice_bytes(engine), "application/json")
    store = VoiceStore(engine.model.voices, bucket=bucket, refresh_seconds=0)
    key = store.resolve("narrator").key
    # Emptied and deleted, the bucket makes every listing fail.
    bucket.client.delete_object(Bucket=bucket.name, Key="voices/narrator.json")
    bucket.client.delete_bucket(Bucket=bucket.name)
    assert store.resolve("narrator").key == key


def test_blend_weights_are_finite_and_sum_to_one(engine) -> None:
    store = VoiceStore(engine.model.voices)
    resolved = store.resolve("F1:0.001+M2:999.999+F3:1+M4:1")
    weights = [float(part.rsplit(":", 1)[1]) for part in resolved.key.split("+")]
    assert math.isclose(sum(weights), 1.0, abs_tol=1e-5) and all(w >= 0 for w in weights)
    assert np.isfinite(resolved.voice.style_ttl).all()


def test_invalid_blend_is_not_an_internal_error(engine) -> None:
    with pytest.raises(InvalidBlend):
        parse_blend("F1:0.5+")
