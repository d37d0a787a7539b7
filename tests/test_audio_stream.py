"""StreamEncoder: bytes as the audio is made, the same audio as the whole encoded at once, and flat memory."""

from __future__ import annotations

import io
import struct
import tracemalloc
import wave
from itertools import pairwise

import numpy as np
import pytest
import soundfile as sf
from hypothesis import given, settings
from hypothesis import strategies as st

from handler.audio import FORMATS
from handler.audio.stream import UNKNOWN_SIZE, StreamEncoder
from handler.storage.multipart import MultipartWriter
from tests.encoded import encode, fixed

CASES = [("wav", None), ("wav", 24_000), ("flac", None), ("mp3", None), ("mp3", 24_000), ("opus", None)]
CASES += [("pcm", None), ("pcm", 24_000)]
MP3_STREAM_LEAD = 1_152 + 1_105  # the blank LAME tag frame, then LAME's delay, which the tag would have trimmed


def speech_like(seconds: float, seed: int = 5) -> np.ndarray:
    t = np.arange(int(seconds * 44_100)) / 44_100
    noise = np.random.default_rng(seed).standard_normal(len(t))
    return (0.25 * noise * np.abs(np.sin(2 * np.pi * 3 * t)) + 0.3 * np.sin(2 * np.pi * 180 * t)).astype(np.float32)


def stream(audio: np.ndarray, bounds: list[int], fmt: str, out_rate: int | None) -> tuple[bytes, StreamEncoder]:
    encoder = StreamEncoder(fmt, 44_100, out_rate)
    body = b"".join(encoder.write(audio[start:end]) for start, end in pairwise(bounds)) + encoder.finish()
    return body, encoder


def samples(body: bytes, fmt: str) -> np.ndarray:
    if fmt == "pcm":
        return np.frombuffer(body, dtype="<i2")
    return sf.read(io.BytesIO(body), dtype="int16")[0]


@settings(max_examples=15, deadline=None)
@given(cuts=st.lists(st.integers(min_value=0, max_value=40_000), max_size=8), case=st.sampled_from(CASES))
def test_any_split_gives_the_bytes_of_encode_with_the_header_fix(cuts: list[int], case: tuple) -> None:
    fmt, out_rate = case
    audio = speech_like(0.9)
    body, encoder = stream(audio, [0, *sorted(cuts), len(audio)], fmt, out_rate)
    whole = encode(audio, 44_100, fmt, out_rate)
    assert (encoder.samples, encoder.sample_rate) == (whole.samples, whole.sample_rate)
    if fmt == "opus":  # Ogg gives each stream a random serial number: the same packets, other page headers
        assert encoder.header_fix() is None
        assert np.array_equal(samples(body, fmt), samples(whole.body, fmt))
    else:
        assert fixed(body, encoder.header_fix()) == whole.body


@pytest.mark.parametrize("fmt", ["wav", "flac", "mp3", "pcm"])
def test_an_upload_by_parts_patched_with_the_fix_holds_the_bytes_of_encode(fmt: str, bucket) -> None:
    audio = speech_like(0.6)
    encoder = StreamEncoder(fmt, 44_100)
    with MultipartWriter(bucket, "sink.bin", "application/octet-stream", part_bytes=5 * 2**20) as upload:
        for piece in (audio[:1_000], audio[1_000:20_000], audio[20_000:]):
            upload.write(encoder.write(piece))
        upload.write(encoder.finish())
        if (fix := encoder.header_fix()) is not None:
            upload.patch(*fix)
    assert bucket.get("sink.bin") == encode(audio, 44_100, fmt).body


@pytest.mark.parametrize(("fmt", "out_rate"), [case for case in CASES if FORMATS[case[0]].streams])
def test_a_streamed_format_plays_as_sent_without_the_fix(fmt: str, out_rate: int | None) -> None:
    audio = speech_like(1.5)
    body, _ = stream(audio, [0, 10_000, 30_001, len(audio)], fmt, out_rate)
    whole = samples(encode(audio, 44_100, fmt, out_rate).body, fmt)
    played = samples(body, fmt)
    if fmt != "mp3":
        assert np.array_equal(played, whole)
        return
    # Without the LAME tag the decoder plays the blank tag frame and the encoder delay too, then the same audio
    # (within one step: libsndfile's mpg123 rounds a little differently when not trimming).
    lead = next(
        (lead for lead in range(MP3_STREAM_LEAD + 1) if np.abs(played[lead : lead + len(whole)] - whole).max() <= 1),
        None,
    )
    assert lead is not None and len(played) >= lead + len(whole)


def test_flac_streams_its_frames_but_is_complete_only_with_the_fix() -> None:
    audio = speech_like(1.0)
    body, encoder = stream(audio, [0, 20_000, len(audio)], "flac", None)
    offset, patch = encoder.header_fix()
    assert offset + len(patch) <= 42  # inside "fLaC" and the stream info block
    assert not FORMATS["flac"].streams
    with pytest.raises(Exception, match="too big"):  # "length unknown" in the stream info: libsndfile refuses it
        sf.read(io.BytesIO(body), dtype="int16")
    assert np.array_equal(
        samples(fixed(body, encoder.header_fix()), "flac"), samples(encode(audio, 44_100, "wav").body, "wav")
    )


@pytest.mark.parametrize("fmt", [name for name, fmt in FORMATS.items() if fmt.streams])
def test_streamed_formats_hand_out_audio_before_finish(fmt: str) -> None:
    audio = speech_like(1.0)
    encoder = StreamEncoder(fmt, 44_100)
    sent = b"".join(encoder.write(piece) for piece in np.array_split(audio, 4))
    whole = encode(audio, 44_100, fmt).body
    # more than headers: at least half of what the whole second encodes to is out before finish()
    assert len(sent) >= len(whole) / 2


def test_the_streamed_wav_header_says_unknown_and_decoders_read_to_the_end() -> None:
    audio = speech_like(0.5)
    body, encoder = stream(audio, [0, 5_000, len(audio)], "wav", 24_000)
    riff_size, data_size = struct.unpack("<I", body[4:8])[0], struct.unpack("<I", body[40:44])[0]
    assert riff_size == data_size == UNKNOWN_SIZE
    decoded, rate = sf.read(io.BytesIO(body), dtype="int16")
    assert (rate, len(decoded)) == (24_000, encoder.samples)
    with wave.open(io.BytesIO(body)) as reader:
        assert (reader.getframerate(), reader.getsampwidth(), reader.getnchannels()) == (24_000, 2, 1)
        assert np.array_equal(np.frombuffer(reader.readframes(10**7), dtype="<i2"), decoded)


@pytest.mark.parametrize("count", [0, 1, 12_345])
def test_the_wav_fix_gives_a_standard_header_with_the_real_sizes(count: int) -> None:
    body, encoder = stream(speech_like(1.0)[:count], [0, count], "wav", None)
    body = fixed(body, encoder.header_fix())
    assert body[:4] == b"RIFF" and body[8:16] == b"WAVEfmt "
    assert struct.unpack("<I", body[4:8])[0] == len(body) - 8
    assert body[36:40] == b"data" and struct.unpack("<I", body[40:44])[0] == 2 * count == len(body) - 44
    assert sf.info(io.BytesIO(body)).frames == count


@pytest.mark.parametrize("fmt", sorted(FORMATS))
def test_memory_stays_flat_over_a_long_stream(fmt: str) -> None:
    piece = speech_like(0.25)
    encoder = StreamEncoder(fmt, 44_100, None if fmt == "opus" else 24_000)
    sent = len(encoder.write(piece))  # codec set-up allocations are not the stream's growth
    tracemalloc.start()
    try:
        for _ in range(400):  # 100 s of audio
            sent += len(encoder.write(piece))
        sent += len(encoder.finish())
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    # a write holds a few copies of one piece (resampled, clipped, converted, encoded): never the stream so far
    bound = 8 * piece.nbytes
    assert peak < bound
    assert 400 * piece.nbytes > 10 * bound  # what holding the signal would cost (the encoded stream is smaller)
    assert sent > 0


def test_an_encoder_refuses_misuse() -> None:
    encoder = StreamEncoder("mp3", 44_100)
    with pytest.raises(ValueError, match="mono"):
        encoder.write(np.zeros((10, 2), dtype=np.float32))
    with pytest.raises(ValueError, match="before finish"):
        encoder.header_fix()
    encoder.write(np.zeros(100, dtype=np.float32))
    assert encoder.finish() and encoder.finish() == b""
    with pytest.raises(ValueError, match="after finish"):
        encoder.write(np.zeros(10, dtype=np.float32))


def test_a_saved_wav_stream_reads_as_its_header_says_as_the_formats_note_warns() -> None:
    """Streamed WAV declares unknown sizes; a reader that trusts the header of a saved stream reports the largest
    length. handler/audio/formats.py gives that figure, and points to `"stream": false` for files."""
    from handler.audio import formats

    body, _ = stream(speech_like(0.5), [0, 5_000, 22_050], "wav", None)
    with wave.open(io.BytesIO(body)) as reader:
        reported = reader.getnframes() / reader.getframerate()
    assert reported > 48_000  # half a second of audio, reported as 13.5 hours
    assert f"{int(reported):,} s" in formats.__doc__ and '"stream": false' in formats.__doc__
