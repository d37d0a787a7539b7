"""Formats, sample rates, resampling and encoding, checked by decoding the output with libsndfile."""

from __future__ import annotations

import io
import struct
from itertools import pairwise

import numpy as np
import pytest
import soundfile as sf
import soxr
from hypothesis import given, settings
from hypothesis import strategies as st

from handler.audio import (
    FORMATS,
    MODEL_RATE,
    RATES,
    Resampler,
    StreamEncoder,
    check_format,
    check_sample_rate,
)
from handler.audio.aac import aac_available
from handler.kernel.errors import InvalidRequest
from tests.encoded import encode, fixed


def sine(freq: float, seconds: float, rate: int) -> np.ndarray:
    return (0.5 * np.sin(2 * np.pi * freq * np.arange(int(seconds * rate)) / rate)).astype(np.float32)


def dominant_frequency(audio: np.ndarray, rate: int) -> float:
    spectrum = np.abs(np.fft.rfft(audio * np.hanning(len(audio))))
    return float(np.argmax(spectrum)) * rate / len(audio)


def test_every_format_is_found_by_its_name() -> None:
    assert set(FORMATS) == {"wav", "flac", "mp3", "opus", "pcm", "vorbis"} | ({"aac"} if aac_available() else set())
    for name, fmt in FORMATS.items():
        assert check_format(name) is fmt
        assert fmt.content_type.startswith("audio/")


@pytest.mark.parametrize("name", ["ogg", "WAV", "", "mp4", None, 3])
def test_unknown_format_names_the_field_and_the_choices(name: object) -> None:
    with pytest.raises(InvalidRequest) as caught:
        check_format(name)  # type: ignore[arg-type]
    assert caught.value.param == "response_format"
    for valid in FORMATS:
        assert valid in caught.value.message


@pytest.mark.parametrize("name", ["wav", "flac", "mp3", "pcm"])
def test_rates_of_formats_without_a_fixed_rate(name: str) -> None:
    fmt = FORMATS[name]
    assert check_sample_rate(None, fmt) == MODEL_RATE
    assert check_sample_rate(None, fmt, native_rate=16_000) == 16_000
    for rate in RATES:
        assert check_sample_rate(rate, fmt) == rate


@pytest.mark.parametrize("rate", [0, -8000, 44_000, 96_000, 24_000.0, "24000", True])
def test_bad_rates_name_the_field(rate: object) -> None:
    with pytest.raises(InvalidRequest) as caught:
        check_sample_rate(rate, FORMATS["wav"])  # type: ignore[arg-type]
    assert caught.value.param == "sample_rate"
    assert "44100" in caught.value.message


def test_opus_is_always_48k_and_says_why_when_asked_for_44k() -> None:
    opus = FORMATS["opus"]
    assert check_sample_rate(None, opus) == 48_000
    assert check_sample_rate(48_000, opus) == 48_000
    with pytest.raises(InvalidRequest) as caught:
        check_sample_rate(44_100, opus)
    assert caught.value.param == "sample_rate"
    assert "48000" in caught.value.message and "Opus" in caught.value.message
    with pytest.raises(InvalidRequest):
        check_sample_rate(24_000, opus)


def resample(audio: np.ndarray, from_rate: int, to_rate: int) -> np.ndarray:
    """The whole signal at once, by soxr itself: what the streaming `Resampler` must reproduce."""
    return audio if from_rate == to_rate else soxr.resample(audio, from_rate, to_rate, quality="HQ")


def test_resampler_is_the_identity_at_equal_rates() -> None:
    audio = sine(440, 0.1, 44_100)
    stream = Resampler(44_100, 44_100)
    assert np.array_equal(stream.process(audio), audio)
    assert len(stream.flush()) == 0


@pytest.mark.parametrize("to_rate", [8_000, 24_000, 48_000])
def test_resampler_keeps_length_in_time_and_pitch(to_rate: int) -> None:
    audio = sine(440, 1.0, 44_100)
    stream = Resampler(44_100, to_rate)
    out = np.concatenate([stream.process(audio), stream.flush()])
    assert out.dtype == np.float32
    assert abs(len(out) - to_rate) <= 1
    assert dominant_frequency(out, to_rate) == pytest.approx(440, abs=2)
    assert np.sqrt(np.mean(out[200:-200] ** 2)) == pytest.approx(0.5 / np.sqrt(2), rel=0.02)


@settings(max_examples=25, deadline=None)
@given(cuts=st.lists(st.integers(min_value=0, max_value=6_000), max_size=6), to_rate=st.sampled_from(RATES))
def test_a_stream_in_pieces_equals_one_resample_of_the_whole(cuts: list[int], to_rate: int) -> None:
    audio = np.random.default_rng(len(cuts)).uniform(-0.9, 0.9, 6_000).astype(np.float32)
    bounds = [0, *sorted(cuts), len(audio)]
    stream = Resampler(44_100, to_rate)
    pieces = [stream.process(audio[a:b]) for a, b in pairwise(bounds)]
    assert np.array_equal(np.concatenate([*pieces, stream.flush()]), resample(audio, 44_100, to_rate))


# --- encoding ---------------------------------------------------------------------------------------------

CASES = [
    ("wav", None),
    ("wav", 24_000),
    ("flac", None),
    ("flac", 16_000),
    ("mp3", None),
    ("mp3", 24_000),
    ("opus", None),
    ("pcm", None),
    ("pcm", 24_000),
]
CODEC_PADDING = 2_304  # two MP3 frames; more than an Opus frame (960 samples at 48 kHz) too


def decode(body: bytes, fmt: str, rate: int) -> tuple[np.ndarray, int, int]:
    """(samples as float, sample rate, channels), read back by libsndfile or, for pcm, numpy."""
    if fmt == "pcm":
        return np.frombuffer(body, dtype="<i2").astype(np.float32) / 32768, rate, 1
    audio, decoded_rate = sf.read(io.BytesIO(body), dtype="float32", always_2d=True)
    return audio[:, 0], decoded_rate, audio.shape[1]


def best_correlation(a: np.ndarray, b: np.ndarray, max_lag: int = CODEC_PADDING) -> float:
    """The highest normalised correlation of `a` and `b` over shifts up to max_lag (codec delay)."""
    n = min(len(a), len(b)) - max_lag
    best = 0.0
    for lag in range(-max_lag, max_lag + 1, 1):
        x = a[max(lag, 0) : max(lag, 0) + n]
        y = b[max(-lag, 0) : max(-lag, 0) + n]
        best = max(best, float(np.dot(x, y) / np.sqrt(np.dot(x, x) * np.dot(y, y))))
    return best


def wav_chunks(body: bytes) -> dict[bytes, tuple[int, int]]:
    """RIFF chunk id -> (offset of its data, declared size), after checking the RIFF size."""
    assert body[:4] == b"RIFF" and body[8:12] == b"WAVE"
    assert struct.unpack("<I", body[4:8])[0] == len(body) - 8
    chunks, offset = {}, 12
    while offset < len(body):
        chunk_id, size = struct.unpack("<4sI", body[offset : offset + 8])
        chunks[chunk_id] = (offset + 8, size)
        offset += 8 + size + (size & 1)
    assert offset == len(body)
    return chunks


@pytest.mark.parametrize(("fmt", "out_rate"), CASES)
def test_encoded_audio_decodes_to_the_input(fmt: str, out_rate: int | None) -> None:
    audio = sine(440, 1.0, 44_100)
    encoded = encode(audio, 44_100, fmt, out_rate)
    expected_rate = 48_000 if fmt == "opus" else (out_rate or 44_100)
    assert encoded.format is FORMATS[fmt]
    assert encoded.sample_rate == expected_rate
    assert abs(encoded.samples - expected_rate) <= 1
    assert encoded.duration == pytest.approx(1.0, abs=1e-3)

    decoded, rate, channels = decode(encoded.body, fmt, encoded.sample_rate)
    assert (rate, channels) == (expected_rate, 1)
    tolerance = 0 if FORMATS[fmt].lossless else CODEC_PADDING
    assert abs(len(decoded) - encoded.samples) <= tolerance
    assert np.sqrt(np.mean(decoded**2)) > 0.3  # a 0.5 sine has RMS 0.35: not silence
    assert dominant_frequency(decoded, rate) == pytest.approx(440, abs=2)
    reference = resample(audio, 44_100, expected_rate)
    if FORMATS[fmt].lossless:
        assert np.abs(decoded - reference).max() < 1e-4
    else:
        assert best_correlation(decoded, reference) > 0.99


@pytest.mark.parametrize("out_rate", [None, 8_000, 48_000])
def test_wav_header_sizes_match_the_file(out_rate: int | None) -> None:
    encoded = encode(sine(300, 0.37, 44_100), 44_100, "wav", out_rate)
    chunks = wav_chunks(encoded.body)
    channels, rate, byte_rate, block_align, bits = struct.unpack(
        "<HIIHH", encoded.body[chunks[b"fmt "][0] + 2 : chunks[b"fmt "][0] + 16]
    )
    assert (channels, rate, bits, block_align, byte_rate) == (1, encoded.sample_rate, 16, 2, 2 * rate)
    data_offset, data_size = chunks[b"data"]
    assert data_size == 2 * encoded.samples == len(encoded.body) - data_offset


@pytest.mark.parametrize("fmt", ["wav", "flac", "pcm"])
def test_peaks_over_full_scale_saturate_instead_of_wrapping(fmt: str) -> None:
    audio = np.array([0.0, 1.0, 1.5, 40.0, -1.0, -1.5, -40.0, np.nan, np.inf, -np.inf, 0.5], dtype=np.float32)
    encoded = encode(audio, 44_100, fmt)
    if fmt == "pcm":
        samples = np.frombuffer(encoded.body, dtype="<i2")
    else:
        samples = sf.read(io.BytesIO(encoded.body), dtype="int16")[0]
    assert samples.tolist() == [0, 32767, 32767, 32767, -32767, -32767, -32767, 0, 32767, -32767, 16384]


@pytest.mark.parametrize("fmt", ["mp3", "opus"])
def test_lossy_formats_saturate_peaks_over_full_scale(fmt: str) -> None:
    # A lossy codec may overshoot full scale on a clipped (square-ish) wave, by however much it likes, so no fixed
    # bound is honest: the property is that samples over full scale reach the codec as +-1, which makes the
    # result identical to encoding the codec's input clipped first (after resampling: opus is 48 kHz). Encoders
    # and decoders are deterministic; Ogg's random serial number changes only page headers, not the samples.
    audio = 3.0 * sine(440, 0.5, 44_100)
    loud = encode(audio, 44_100, fmt)
    clipped = encode(np.clip(resample(audio, 44_100, loud.sample_rate), -1.0, 1.0), loud.sample_rate, fmt)
    decoded, rate, _ = decode(loud.body, fmt, loud.sample_rate)
    assert np.array_equal(decoded, decode(clipped.body, fmt, clipped.sample_rate)[0])
    assert np.isfinite(decoded).all() and np.abs(decoded).max() < 3.0  # unclipped, it would peak near 3
    assert dominant_frequency(decoded, rate) == pytest.approx(440, abs=3)


def test_pcm_is_the_wav_data_chunk_without_the_header() -> None:
    audio = np.random.default_rng(3).uniform(-1, 1, 5_001).astype(np.float32)
    wav, pcm = encode(audio, 44_100, "wav", 24_000), encode(audio, 44_100, "pcm", 24_000)
    data_offset, data_size = wav_chunks(wav.body)[b"data"]
    assert pcm.body == wav.body[data_offset : data_offset + data_size]


def test_flac_holds_the_same_samples_as_wav() -> None:
    audio = np.random.default_rng(4).uniform(-1, 1, 9_000).astype(np.float32)
    wav = sf.read(io.BytesIO(encode(audio, 44_100, "wav").body), dtype="int16")[0]
    flac = sf.read(io.BytesIO(encode(audio, 44_100, "flac").body), dtype="int16")[0]
    assert np.array_equal(wav, flac)


def speech_like(seconds: float, rate: int = 44_100) -> np.ndarray:
    """Noise bursts over a low tone: harder for codecs than a sine, and seams would show."""
    t = np.arange(int(seconds * rate)) / rate
    noise = np.random.default_rng(5).standard_normal(len(t))
    bursts = 0.25 * noise * np.abs(np.sin(2 * np.pi * 3 * t))
    return (bursts + 0.3 * np.sin(2 * np.pi * 180 * t)).astype(np.float32)


@pytest.mark.parametrize(("fmt", "out_rate"), CASES)
def test_an_encoder_fed_in_pieces_gives_the_same_audio_as_encode(fmt: str, out_rate: int | None) -> None:
    audio = speech_like(1.3)
    bounds = [0, 1, 777, 4_410, 4_411, 30_000, 44_100, len(audio)]
    encoder = StreamEncoder(fmt, 44_100, out_rate)
    body = b"".join(encoder.write(audio[start:end]) for start, end in pairwise(bounds)) + encoder.finish()
    body = fixed(body, encoder.header_fix())
    whole = encode(audio, 44_100, fmt, out_rate)
    assert encoder.samples == whole.samples
    if FORMATS[fmt].lossless:
        assert body == whole.body
        return
    pieces, rate, _ = decode(body, fmt, encoder.sample_rate)
    reference, _, _ = decode(whole.body, fmt, whole.sample_rate)
    assert rate == whole.sample_rate
    assert abs(len(pieces) - len(reference)) <= CODEC_PADDING
    n = min(len(pieces), len(reference))
    assert best_correlation(pieces[:n], reference[:n], max_lag=0) > 0.999


def test_bad_format_and_rate_are_request_errors_naming_the_field() -> None:
    audio = sine(440, 0.1, 44_100)
    with pytest.raises(InvalidRequest) as caught:
        encode(audio, 44_100, "m4a")
    assert caught.value.param == "response_format"
    with pytest.raises(InvalidRequest) as caught:
        encode(audio, 44_100, "opus", 44_100)
    assert caught.value.param == "sample_rate"
    with pytest.raises(InvalidRequest) as caught:
        StreamEncoder("mp3", 44_100, out_rate=96_000)
    assert caught.value.param == "sample_rate"


@pytest.mark.parametrize("fmt", ["wav", "flac", "mp3"])
def test_every_allowed_rate_is_written_and_read_back_at_that_rate(fmt: str) -> None:
    audio = sine(440, 0.2, 44_100)
    for rate in RATES:
        encoded = encode(audio, 44_100, fmt, rate)
        decoded, decoded_rate, channels = decode(encoded.body, fmt, rate)
        assert (decoded_rate, channels, encoded.sample_rate) == (rate, 1, rate)
        assert abs(len(decoded) - round(0.2 * rate)) <= (0 if FORMATS[fmt].lossless else CODEC_PADDING)


@pytest.mark.parametrize("fmt", sorted(set(FORMATS) - {"aac"}))  # libsndfile reads no aac: tests/test_aac.py
def test_no_audio_still_gives_a_file_the_format_can_read(fmt: str) -> None:
    encoded = encode(np.zeros(0, dtype=np.float32), 44_100, fmt)
    decoded, rate, channels = decode(encoded.body, fmt, encoded.sample_rate)
    assert (rate, channels) == (encoded.sample_rate, 1)
    assert encoded.samples == len(decoded) <= 1
    assert np.abs(decoded).max(initial=0.0) < 1e-3  # silence (Opus decodes it as about 1e-34)
