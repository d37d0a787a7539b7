"""The output formats the kit writes, their sample rates, and the checks that turn a request's `response_format`
and `sample_rate` into them.

    fmt = check_format("mp3")          # InvalidRequest(param="response_format") for an unknown name
    rate = check_sample_rate(request.sample_rate, fmt)   # None -> the model's rate; opus -> 48000
    fmt.content_type, fmt.extension    # "audio/mpeg", "mp3"
    fmt.streams                        # its bytes can go out as they are made (see stream.py)

- wav:  RIFF WAVE, 16-bit PCM, mono. A whole answer or a file gets the real sizes. A stream declares them
        "unknown" (0xFFFFFFFF), as OpenAI's streamed WAV does: libsndfile, FFmpeg and browsers play it to the end of
        the stream, but saved to a file it is read by its header, and Python's `wave` and sox then report the
        largest size (48,695 s at 44.1 kHz). For a file, ask for a whole answer (`"stream": false`).
- flac: FLAC, 16-bit, mono. Not streamed: until the end, its stream info says the length and MD5 are unknown,
        and libsndfile (soundfile) refuses such a stream ("array is too big"), so it is sent when complete. The
        encoder still hands out its frames as they are made: a file or a buffer stays flat, and applies the fix.
- mp3:  MPEG-1/2 Layer III by LAME inside libsndfile, at a constant 80 kbit/s (no new dependency: `lameenc`
        would add a second copy of LAME for the same frames, and PyAV 104 MB). libsndfile writes the LAME tag
        frame first and rewrites it at the end, so a file or whole answer is gapless (decoders return the exact
        length). A stream carries that frame blank: decoders play it and LAME's delay, 1,152 + 1,105 = 2,257
        samples at 44.1 kHz (measured with libsndfile and FFmpeg), then the same audio.
- opus: Ogg Opus, always 48 kHz (libsndfile's Opus encoder takes no 44.1 kHz; the audio is resampled). Pages
        go out at least every 200 ms of audio.
- vorbis: Ogg Vorbis (Amazon Polly's ogg_vorbis), at any of the rates.
- pcm:  raw signed 16-bit little-endian mono samples, no header, at the model's 44,100 Hz unless the request
        sets `sample_rate`. OpenAI's `pcm` is 24 kHz: `sample_rate=24000` gives exactly its layout and rate.

- aac:  AAC-LC in ADTS frames, by FFmpeg's encoder through PyAV (aac.py), where PyAV is installed: the container
        image and the image-based function. Its wheel installs 104 MB (PyAV 18.1.0: 72 MB of bundled FFmpeg
        libraries, 32 MB of bindings), more than the zip-and-layer function has room for, so there it is a 400
        that names the formats to use instead.
"""

from __future__ import annotations

from dataclasses import dataclass

from handler.audio.aac import aac_available
from handler.kernel.errors import InvalidRequest

MODEL_RATE = 44_100  # what the Supertonic 3 vocoder produces
RATES = (8_000, 11_025, 12_000, 16_000, 22_050, 24_000, 32_000, 44_100, 48_000)  # all of them valid for mp3


@dataclass(frozen=True)
class AudioFormat:
    name: str
    content_type: str
    extension: str
    container: str | None  # libsndfile major format; None = not written by libsndfile (pcm, aac)
    subtype: str | None  # libsndfile subtype
    lossless: bool  # lossless formats get exact 16-bit samples; lossy encoders take float
    streams: bool  # the bytes are playable as they are handed out, before the encoder's header fix
    rewrites_header: bool  # the encoder ends with a header fix, so a file target must be seekable
    fixed_rate: int | None = None  # the only sample rate the format is written at, if it has one


FORMATS: dict[str, AudioFormat] = {
    fmt.name: fmt
    for fmt in (
        AudioFormat("wav", "audio/wav", "wav", "WAV", "PCM_16", True, streams=True, rewrites_header=True),
        AudioFormat("flac", "audio/flac", "flac", "FLAC", "PCM_16", True, streams=False, rewrites_header=True),
        AudioFormat("mp3", "audio/mpeg", "mp3", "MP3", "MPEG_LAYER_III", False, streams=True, rewrites_header=True),
        AudioFormat(
            "opus", "audio/ogg", "opus", "OGG", "OPUS", False, streams=True, rewrites_header=False, fixed_rate=48_000
        ),
        AudioFormat("pcm", "audio/pcm", "pcm", None, None, True, streams=True, rewrites_header=False),
        AudioFormat("vorbis", "audio/ogg", "ogg", "OGG", "VORBIS", False, streams=True, rewrites_header=False),
    )
}
AAC = AudioFormat("aac", "audio/aac", "aac", None, None, False, streams=True, rewrites_header=False)
if aac_available():
    FORMATS[AAC.name] = AAC

UNSUPPORTED = {
    "aac": "aac is not available in this deployment: its encoder (FFmpeg, through PyAV, 104 MB) ships in the "
    "container image, not in the zip-and-layer function. Deploy the container image for aac, or use opus (Ogg "
    "Opus, the smallest at a given quality) or mp3 (plays everywhere)"
}


def check_format(name: str) -> AudioFormat:
    fmt = FORMATS.get(name) if isinstance(name, str) else None
    if fmt is None and isinstance(name, str) and name in UNSUPPORTED:
        raise InvalidRequest(f"{UNSUPPORTED[name]}; the formats are {', '.join(FORMATS)}.", param="response_format")
    if fmt is None:
        raise InvalidRequest(
            f"response_format must be one of {', '.join(FORMATS)}; got {name!r}.", param="response_format"
        )
    return fmt


def check_sample_rate(rate: int | None, fmt: AudioFormat, native_rate: int = MODEL_RATE) -> int:
    """The output rate for `fmt`: `rate` when allowed, `native_rate` (the audio's own) when None."""
    if fmt.fixed_rate is not None:
        if rate is None or rate == fmt.fixed_rate:
            return fmt.fixed_rate
        raise InvalidRequest(
            f"sample_rate {rate} is not available for {fmt.name}: {fmt.name} is always written at "
            f"{fmt.fixed_rate} Hz (libsndfile's Opus encoder takes only 8000, 12000, 16000, 24000 or "
            f"48000 Hz, so 44100 Hz audio is resampled to 48000). Omit sample_rate or pass {fmt.fixed_rate}.",
            param="sample_rate",
        )
    if rate is None:
        return native_rate
    if isinstance(rate, bool) or not isinstance(rate, int) or rate not in RATES:
        raise InvalidRequest(
            f"sample_rate must be one of {', '.join(map(str, RATES))} Hz; got {rate!r}.", param="sample_rate"
        )
    return rate
