"""Encode audio as it is made: each piece of float32 mono in, the encoded bytes that are ready out.

    encoder = StreamEncoder("mp3", 44_100, out_rate=24_000)
    for chunk in chunks:
        send(encoder.write(chunk))        # may be b"" while the codec fills a frame or an Ogg page
    send(encoder.finish())
    encoder.header_fix()                  # (offset, bytes) a seekable target overwrites (final sizes), or None

Samples are clipped to [-1, 1] before any conversion (a peak over full scale saturates instead of wrapping
around), and NaN becomes silence. The bytes do not depend on how the signal is split into pieces: their
concatenation, with the header fix applied, is exactly the whole signal encoded in one `write` (Ogg aside, which
gives every stream a random serial number: there the decoded samples are the same). Memory stays bounded by one
piece: the resampler and codecs keep only their filter state and a frame, and the encoded bytes go out at once.

- pcm: the samples themselves. wav: a 44-byte header with the sizes read "unknown" (0xFFFFFFFF, as streamed
  WAV from other speech services), then the samples; the fix writes the real sizes.
- flac, mp3, opus: libsndfile, writing into a `Tap` that hands out its bytes as they are written. At the end
  libsndfile rewrites the FLAC stream info (totals, MD5) and the MP3 LAME tag frame: that is the fix.
- aac (where PyAV is installed): FFmpeg's encoder, ADTS frames as they are made (aac.py); no fix.
"""

from __future__ import annotations

import struct
from typing import TYPE_CHECKING

import numpy as np

from handler.audio.aac import AacStream
from handler.audio.formats import AudioFormat, check_format, check_sample_rate
from handler.audio.resample import Resampler
from handler.audio.tap import Tap

if TYPE_CHECKING:
    import soundfile as sf

UNKNOWN_SIZE = 0xFFFFFFFF  # a WAV size field that says "until the end of the stream"
WAV_HEADER_BYTES = 44
OPUS_PAGE_MS = 200.0  # libsndfile closes an Ogg page every second by default: too late for a 0.3 s first chunk
SFC_SET_OGG_PAGE_LATENCY_MS = 0x1302  # sndfile.h; soundfile does not name it
# mp3 at a constant 80 kbit/s (libsndfile maps compression 0..1 to 320..32 kbit/s): the size of LAME's default
# VBR on speech, and a stream of constant-rate frames gives decoders that estimate the length from the first
# frame (libsndfile's mpg123 does, when no LAME tag says it) the right length; VBR was cut short by 40 %.
MP3_OPTIONS = {"bitrate_mode": "CONSTANT", "compression_level": 0.85}


class StreamEncoder:
    def __init__(self, fmt: str, sample_rate: int, out_rate: int | None = None) -> None:
        self.format: AudioFormat = check_format(fmt)
        self.sample_rate: int = check_sample_rate(out_rate, self.format, native_rate=sample_rate)
        self.samples = 0  # encoded so far, at sample_rate
        self._resampler = Resampler(sample_rate, self.sample_rate)
        self._started = False  # the wav header is handed out with the first bytes
        self._finished = False
        self._tap: Tap | None = None
        self._sound: sf.SoundFile | None = None
        self._aac = AacStream(self.sample_rate) if self.format.name == "aac" else None
        if self.format.container is not None and self.format.name != "wav":
            # libsndfile only for flac, mp3 and opus: wav and pcm (the usual answer) never load it at init.
            import soundfile as sf

            self._tap = Tap()
            options = MP3_OPTIONS if self.format.name == "mp3" else {}
            self._sound = sf.SoundFile(
                self._tap,
                "w",
                self.sample_rate,
                1,
                subtype=self.format.subtype,
                format=self.format.container,
                **options,
            )
            if self.format.name == "opus":
                set_ogg_page_latency(self._sound, OPUS_PAGE_MS)

    def write(self, audio: np.ndarray) -> bytes:
        """Encode one piece (float32 mono at the input rate); the bytes ready to send now, maybe b""."""
        if self._finished:
            raise ValueError("StreamEncoder.write after finish.")
        audio = np.asarray(audio, dtype=np.float32)
        if audio.ndim != 1:
            raise ValueError(f"audio must be mono, a 1-D array; got shape {audio.shape}.")
        return self._encode(self._resampler.process(audio))

    def finish(self) -> bytes:
        """Flush the resampler and the codec: the remaining bytes. The stream is complete after this."""
        if self._finished:
            return b""
        data = self._encode(self._resampler.flush())
        if (self._sound is not None or self._aac is not None) and self.samples == 0:
            # libsndfile writes the FLAC, MP3 and Opus headers only with the first samples, and ADTS has no header
            # but its frames: one silent sample
            data += self._encode(np.zeros(1, dtype=np.float32))
        self._finished = True
        if self._aac is not None:
            return data + self._aac.finish()
        if self._sound is not None and self._tap is not None:
            self._sound.close()
            return data + self._tap.take()
        return data + self._start()

    def header_fix(self) -> tuple[int, bytes] | None:
        """After finish: (offset, bytes) for a seekable target to overwrite, or None when the bytes are final."""
        if not self._finished:
            raise ValueError("StreamEncoder.header_fix before finish.")
        if self.format.name == "wav":
            return 0, wav_header(self.sample_rate, self.samples)
        return self._tap.header_fix() if self._tap is not None else None

    def _encode(self, audio: np.ndarray) -> bytes:
        if audio.size == 0:
            return self._tap.take() if self._tap is not None else b""
        audio = np.clip(np.nan_to_num(audio, nan=0.0), -1.0, 1.0)
        samples = to_int16(audio) if self.format.lossless else audio
        self.samples += audio.size
        if self._aac is not None:
            return self._aac.write(samples)
        if self._sound is not None and self._tap is not None:
            self._sound.write(samples)
            return self._tap.take()
        return self._start() + samples.astype("<i2", copy=False).tobytes()

    def _start(self) -> bytes:
        if self._started or self.format.name != "wav":
            return b""
        self._started = True
        return wav_header(self.sample_rate, None)


def wav_header(sample_rate: int, samples: int | None) -> bytes:
    """RIFF WAVE header for 16-bit mono; sizes "unknown" when samples is None, else the real ones."""
    data_size = UNKNOWN_SIZE if samples is None else min(2 * samples, UNKNOWN_SIZE - 36)
    riff_size = UNKNOWN_SIZE if samples is None else data_size + 36
    fmt_chunk = struct.pack("<HHIIHH", 1, 1, sample_rate, 2 * sample_rate, 2, 16)  # PCM, mono, 16-bit
    return (
        struct.pack("<4sI4s4sI", b"RIFF", riff_size, b"WAVE", b"fmt ", 16)
        + fmt_chunk
        + b"data"
        + struct.pack("<I", data_size)
    )


def set_ogg_page_latency(sound: sf.SoundFile, milliseconds: float) -> None:
    """Close an Ogg page at least every `milliseconds` of audio (libsndfile clamps it to 50-1600 ms)."""
    from soundfile import _ffi, _snd  # the command is not wrapped by soundfile

    latency = _ffi.new("double*", milliseconds)
    _snd.sf_command(sound._file, SFC_SET_OGG_PAGE_LATENCY_MS, latency, _ffi.sizeof("double"))


def to_int16(audio: np.ndarray) -> np.ndarray:
    """[-1, 1] floats to 16-bit samples, scaled by 32767 and rounded, as libsndfile itself converts."""
    return np.rint(audio * 32767.0).astype(np.int16)
