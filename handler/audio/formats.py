"""The output formats the kit writes, and the check that turns a request's `response_format` into one.

    fmt = check_format("mp3")          # InvalidRequest(param="response_format") for an unknown name
    fmt.content_type, fmt.extension    # "audio/mpeg", "mp3"

- wav:  RIFF WAVE, 16-bit PCM, mono.
- flac: FLAC, 16-bit, mono.
- mp3:  MPEG-1/2 Layer III (LAME through libsndfile at its default VBR quality), with a LAME tag, so decoders
        return the exact length (gapless).
- opus: Ogg Opus, always 48 kHz (libsndfile's Opus encoder takes no 44.1 kHz; the audio is resampled).
- pcm:  raw signed 16-bit little-endian mono samples, no header, at the model's 44,100 Hz unless the request
        sets `sample_rate`. OpenAI's `pcm` is 24 kHz: `sample_rate=24000` gives exactly its layout and rate.
"""

from __future__ import annotations

from dataclasses import dataclass

from handler.errors import InvalidRequest


@dataclass(frozen=True)
class AudioFormat:
    name: str
    content_type: str
    extension: str
    container: str | None  # libsndfile major format; None = raw samples written without a header
    subtype: str | None  # libsndfile subtype
    lossless: bool  # lossless formats get exact 16-bit samples; lossy encoders take float
    fixed_rate: int | None = None  # the only sample rate the format is written at, if it has one


FORMATS: dict[str, AudioFormat] = {
    fmt.name: fmt
    for fmt in (
        AudioFormat("wav", "audio/wav", "wav", "WAV", "PCM_16", lossless=True),
        AudioFormat("flac", "audio/flac", "flac", "FLAC", "PCM_16", lossless=True),
        AudioFormat("mp3", "audio/mpeg", "mp3", "MP3", "MPEG_LAYER_III", lossless=False),
        AudioFormat("opus", "audio/ogg", "opus", "OGG", "OPUS", lossless=False, fixed_rate=48_000),
        AudioFormat("pcm", "audio/pcm", "pcm", None, None, lossless=True),
    )
}


def check_format(name: str) -> AudioFormat:
    fmt = FORMATS.get(name) if isinstance(name, str) else None
    if fmt is None:
        raise InvalidRequest(
            f"response_format must be one of {', '.join(FORMATS)}; got {name!r}.", param="response_format"
        )
    return fmt
