"""A long job's audio in segments: each segment encodes its own part in the job's format, the assembly joins bytes.

    if joins_bytes(fmt, sample_rate, model_rate):
        part = encode_segment(fmt, audio, lead=lead, first=start == 0, model_rate=44_100, sample_rate=rate)
        store(part.body); keep(part.info)           # JSON: samples, what it decodes to, the format's offsets
    for item in joined(fmt, sample_rate, infos, read):   # read[i](start, end) -> bytes of stored segment i
        item is bytes (write it) or Copy(segment, start, end) (bytes of that segment, copied as they are)

How each format joins (the segments meet in the pause before a chunk: docs/jobs.md, "Long jobs"):
- pcm: the samples, end to end. wav: one header with the total size, then the samples.
- flac: one STREAMINFO, every frame renumbered by its first sample (flac_frames.py).
- mp3: frames end to end; the first segment's LAME tag frame rewritten for the whole file (mp3_frames.py).
- aac: ADTS frames end to end (each frame carries its own header).
- opus: one Ogg stream: pages renumbered, granule positions moved, CRCs made again (ogg_pages.py).
A lossy encoder starts with some samples of priming and pads its last frame. A later segment drops as many
samples of priming from the pause it starts with (its priming decodes in their place), and the padding of the
segment before it adds less than one codec frame to that pause: `decoded` counts it, so sentence marks stay on
the audio. wav, pcm and flac at the model's own rate decode to exactly the unsplit job's samples. Resampled, a
segment's resampler starts afresh (within one sample of the unsplit phase): lossless formats at another rate, and
vorbis (one set of codebooks per stream), are encoded whole at the assembly, as before (`joins_bytes` is False).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any, NamedTuple

import numpy as np

from handler.audio.crc import LAME_CRC16
from handler.audio.flac_frames import frame_layout, joined_head, renumbered
from handler.audio.formats import AudioFormat
from handler.audio.mp3_frames import ENCODER_DELAY, frame_size, joined_tag, lame_tag, music_crc
from handler.audio.ogg_pages import OPUS_PRESKIP_AT, OggJoiner, decoded_samples, ogg_pages
from handler.audio.resample import Resampler
from handler.audio.stream import WAV_HEADER_BYTES, StreamEncoder, wav_header

JOINED = ("wav", "pcm", "flac", "mp3", "aac", "opus")
AAC_FRAME = 1_024  # samples of an AAC-LC frame; FFmpeg's encoder primes with one
OPUS_PRESKIP = 312  # libopus' priming at 48 kHz (what its OpusHead says; a segment's own is what it decodes to)


class Copy(NamedTuple):
    segment: int  # which one, in order
    start: int
    end: int


@dataclass(frozen=True)
class EncodedSegment:
    body: bytes
    info: dict[str, Any]


def joins_bytes(fmt: AudioFormat, sample_rate: int, model_rate: int) -> bool:
    """Whether segments of this format and rate are encoded where they are made and joined as bytes."""
    return fmt.name in JOINED and (not fmt.lossless or sample_rate == model_rate)


def priming(fmt: AudioFormat, sample_rate: int) -> int:
    """Samples a later segment drops from the pause it starts with, for its encoder's priming to stand in."""
    return {"mp3": ENCODER_DELAY, "aac": AAC_FRAME, "opus": OPUS_PRESKIP}.get(fmt.name, 0)


def encode_segment(
    fmt: AudioFormat, audio: np.ndarray, *, lead: int, first: bool, model_rate: int, sample_rate: int
) -> EncodedSegment:
    """One segment's audio (float32 at the model's rate, `lead` samples of pause first) in the job's format."""
    resampler = Resampler(model_rate, sample_rate)
    out = np.concatenate([resampler.process(audio), resampler.flush()])
    samples = int(out.size)
    dropped = 0 if first else min(priming(fmt, sample_rate), lead * sample_rate // model_rate)
    encoder = StreamEncoder(fmt.name, sample_rate, sample_rate)
    body = bytearray(encoder.write(out[dropped:]) + encoder.finish())
    fix = encoder.header_fix()
    if fix is not None:
        body[fix[0] : fix[0] + len(fix[1])] = fix[1]
    if fmt.name == "wav":
        del body[:WAV_HEADER_BYTES]  # the assembly writes the one header
    encoded = bytes(body)
    info: dict[str, Any] = {"samples": samples, "decoded": samples, "bytes": len(encoded), "rate": sample_rate}
    describe = {"mp3": _mp3_info, "aac": _aac_info, "opus": _opus_info, "flac": _flac_info}.get(fmt.name)
    if describe is not None:
        info |= describe(encoded, first=first, sample_rate=sample_rate)
    return EncodedSegment(encoded, info)


def _mp3_info(encoded: bytes, *, first: bool, sample_rate: int) -> dict[str, Any]:
    tag = lame_tag(encoded)
    start = tag.size if tag else 0
    frames, position = 0, start
    while position < len(encoded):
        position += frame_size(encoded, position)
        frames += 1
    per_frame = 1_152 if sample_rate >= 32_000 else 576
    decoded = frames * per_frame - (ENCODER_DELAY if first else 0)  # the start's priming: the unsplit file's too
    info: dict[str, Any] = {"decoded": decoded, "head": start, "frames": frames, "crc": music_crc(encoded, tag)}
    if tag:
        info["tag"] = {"delay": tag.delay, "padding": tag.padding}
    return info


def _aac_info(encoded: bytes, *, first: bool, sample_rate: int) -> dict[str, Any]:
    frames, position = 0, 0
    while position < len(encoded):
        position += ((encoded[position + 3] & 3) << 11) | (encoded[position + 4] << 3) | (encoded[position + 5] >> 5)
        frames += 1
    return {"decoded": (frames - (1 if first else 0)) * AAC_FRAME}


def _opus_info(encoded: bytes, *, first: bool, sample_rate: int) -> dict[str, Any]:
    pages = list(ogg_pages(encoded))
    preskip = int.from_bytes(
        encoded[pages[0].header + OPUS_PRESKIP_AT : pages[0].header + OPUS_PRESKIP_AT + 2], "little"
    )
    return {"decoded": decoded_samples(encoded, pages) - (preskip if first else 0)}


def _flac_info(encoded: bytes, *, first: bool, sample_rate: int) -> dict[str, Any]:
    layout = frame_layout(encoded)
    return {"head": layout.head, "frames": layout.frames}


def joined(
    fmt: AudioFormat, sample_rate: int, infos: list[dict[str, Any]], read: Sequence[Callable[[int, int], bytes]]
) -> Iterator[bytes | Copy]:
    """The joined file, in order: bytes to write, or ranges of stored segments to copy as they are."""
    if fmt.name == "wav":
        yield wav_header(sample_rate, sum(info["samples"] for info in infos))
    if fmt.name in ("wav", "pcm", "aac"):
        yield from (Copy(index, 0, info["bytes"]) for index, info in enumerate(infos))
    elif fmt.name == "mp3":
        yield from _mp3(infos, read)
    elif fmt.name == "flac":
        yield from _flac(infos, read)
    elif fmt.name == "opus":
        joiner = OggJoiner()
        for index, info in enumerate(infos):
            yield joiner.add(read[index](0, info["bytes"]), last=index == len(infos) - 1)
    else:
        raise ValueError(f"{fmt.name} segments are not joined as bytes")


def _mp3(infos: list[dict[str, Any]], read: Sequence[Callable[[int, int], bytes]]) -> Iterator[bytes | Copy]:
    first = infos[0]
    if "tag" in first:
        tag = lame_tag(read[0](0, first["head"]))
        if tag is None:
            raise ValueError("the first mp3 segment's tag frame is gone")
        crc = 0
        for info in infos:
            crc = LAME_CRC16.join(crc, info["crc"], info["bytes"] - info["head"])
        size = first["head"] + sum(info["bytes"] - info["head"] for info in infos)
        frames = sum(info["frames"] for info in infos)
        padding = infos[-1]["tag"]["padding"]
        yield joined_tag(read[0](0, first["head"]), tag, frames=frames, size=size, padding=padding, music_crc=crc)
    yield from (Copy(index, info["head"], info["bytes"]) for index, info in enumerate(infos))


def _flac(infos: list[dict[str, Any]], read: Sequence[Callable[[int, int], bytes]]) -> Iterator[bytes]:
    blocks = [samples for info in infos for _, _, samples in info["frames"]]
    sizes = [size for info in infos for _, size, _ in info["frames"]]
    smallest = min(blocks[:-1]) if len(blocks) > 1 else blocks[0]
    head = read[0](0, infos[0]["head"])
    total = sum(info["samples"] for info in infos)
    yield joined_head(head, block_sizes=(smallest, max(blocks)), frame_sizes=(min(sizes), max(sizes)), total=total)
    position = 0
    for index, info in enumerate(infos):
        data = read[index](0, info["bytes"])
        out = bytearray()
        for offset, size, samples in info["frames"]:
            out += renumbered(data[offset : offset + size], position)
            position += samples
        yield bytes(out)
