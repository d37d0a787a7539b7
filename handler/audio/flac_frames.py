"""FLAC segments joined into one stream: every frame renumbered by its first sample, one STREAMINFO for all.

    layout = frame_layout(encoded)              # where the frames start and each one's length (a segment worker)
    head = joined_head(first_segment_head, ...)  # "fLaC", STREAMINFO with the totals, the first segment's others
    renumbered(frame, first_sample)             # one frame, its header and CRCs rewritten

libFLAC (through libsndfile) writes blocks of a fixed size, numbered by frame; only a stream's last block may be
shorter. A segment's last block is usually short, so the joined stream uses FLAC's variable block size instead:
each frame header carries the number of its first sample (RFC 9639, 9.1), and only the headers change, never
the audio. The header's CRC-8 is computed again and the frame's CRC-16 moved from the old one (crc.py), so
nothing but the headers is read in Python. STREAMINFO gets the smallest and largest block and frame, and the
total samples; its MD5 is 0, "not computed" (the segments' audio is never in one place to hash). The other
metadata blocks are the first segment's (its seek table, if it had one, is left out: its offsets would be
wrong).
"""

from __future__ import annotations

import struct
from dataclasses import dataclass

from handler.audio.crc import FLAC_CRC8, FLAC_CRC16

STREAMINFO, SEEKTABLE = 0, 3
_VARIABLE = 0xF9  # the second byte of a frame header that counts samples, not frames


@dataclass(frozen=True)
class FrameLayout:
    head: int  # bytes of "fLaC" and the metadata blocks
    frames: list[tuple[int, int, int]]  # (offset, bytes, samples) of each frame


def frame_layout(encoded: bytes) -> FrameLayout:
    """The frames of a fixed-block-size stream, found by their headers: sync code, the codes of the first frame
    (its block size too, but for the last), the next frame number and a valid CRC-8. ValueError otherwise."""
    if encoded[:4] != b"fLaC":
        raise ValueError("not a FLAC stream")
    position, last = 4, False
    block_size = total = 0
    while not last:
        kind, length = encoded[position], int.from_bytes(encoded[position + 1 : position + 4], "big")
        if kind & 0x7F == STREAMINFO:
            block_size = struct.unpack_from(">H", encoded, position + 4)[0]
            total = int.from_bytes(encoded[position + 4 + 13 : position + 4 + 18], "big") & ((1 << 36) - 1)
        last, position = bool(kind & 0x80), position + 4 + length
    head, offsets = position, [position]
    codes = encoded[position + 2 : position + 4]
    count = -(-total // block_size) if block_size else 0
    for number in range(1, count):
        start = offsets[-1] + 2
        while True:
            start = encoded.find(b"\xff\xf8", start)
            if start < 0:
                raise ValueError(f"FLAC frame {number} not found")
            size_code_ok = number == count - 1 or encoded[start + 2] == codes[0]  # the last block may be short
            same_codes = size_code_ok and encoded[start + 2] & 15 == codes[0] & 15 and encoded[start + 3] == codes[1]
            if same_codes and _is_header(encoded, start, number):
                break
            start += 1
        offsets.append(start)
    ends = [*offsets[1:], len(encoded)]
    sizes = [block_size] * (count - 1) + [total - block_size * (count - 1)]
    frames = [(offset, end - offset, samples) for offset, end, samples in zip(offsets, ends, sizes, strict=True)]
    return FrameLayout(head, frames)


def _is_header(data: bytes, offset: int, number: int) -> bool:
    try:
        value, _, length = _header_parts(data, offset)
    except (ValueError, IndexError):
        return False
    return value == number and FLAC_CRC8.compute(data[offset : offset + length - 1]) == data[offset + length - 1]


def _header_parts(data: bytes, offset: int) -> tuple[int, int, int]:
    """(the coded frame or sample number, its bytes, the header's bytes with its CRC-8) at `offset`."""
    first = data[offset + 4]
    extra = 0
    while extra < 8 and first & (0x80 >> extra):
        extra += 1
    if extra == 1 or extra > 7:
        raise ValueError("bad coded number")
    value = first & (0x7F >> extra) if extra else first
    for index in range(1, extra):
        byte = data[offset + 4 + index]
        if byte & 0xC0 != 0x80:
            raise ValueError("bad coded number")
        value = (value << 6) | (byte & 0x3F)
    size_code, rate_code = data[offset + 2] >> 4, data[offset + 2] & 15
    coded = max(extra, 1)
    length = 4 + coded + {6: 1, 7: 2}.get(size_code, 0) + {12: 1, 13: 2, 14: 2}.get(rate_code, 0)
    return value, coded, length + 1


def coded_number(value: int) -> bytes:
    """FLAC's UTF-8-like coding of a frame or sample number (up to 36 bits)."""
    if value < 0x80:
        return bytes([value])
    extra = next(n for n in range(2, 8) if value < 1 << (5 * n + 1) or n == 7)
    first = ((0xFF00 >> extra) & 0xFF) | (value >> (6 * (extra - 1)))
    rest = [0x80 | ((value >> (6 * shift)) & 0x3F) for shift in range(extra - 2, -1, -1)]
    return bytes([first & 0xFF, *rest])


def renumbered(frame: bytes, first_sample: int) -> bytes:
    """A fixed-block-size frame as a variable-block-size one that starts at `first_sample`."""
    _, coded, length = _header_parts(frame, 0)
    old = frame[:length]
    header = bytes([0xFF, _VARIABLE]) + old[2:4] + coded_number(first_sample) + old[4 + coded : length - 1]
    header += bytes([FLAC_CRC8.compute(header)])
    body = frame[length:-2]
    old_crc = int.from_bytes(frame[-2:], "big")
    moved = FLAC_CRC16.shift(FLAC_CRC16.compute(old) ^ FLAC_CRC16.compute(header), len(body))
    return header + body + (old_crc ^ moved).to_bytes(2, "big")


def joined_head(first_head: bytes, *, block_sizes: tuple[int, int], frame_sizes: tuple[int, int], total: int) -> bytes:
    """ "fLaC" and the metadata of the joined stream, from the first segment's: STREAMINFO with the totals."""
    blocks, position, last = [], 4, False
    while not last:
        kind, length = first_head[position], int.from_bytes(first_head[position + 1 : position + 4], "big")
        blocks.append((kind & 0x7F, first_head[position + 4 : position + 4 + length]))
        last, position = bool(kind & 0x80), position + 4 + length
    kept = [(kind, data) for kind, data in blocks if kind != SEEKTABLE]
    info = bytearray(kept[0][1])
    struct.pack_into(">HH", info, 0, *block_sizes)
    info[4:7], info[7:10] = frame_sizes[0].to_bytes(3, "big"), frame_sizes[1].to_bytes(3, "big")
    packed = int.from_bytes(info[10:18], "big")
    info[10:18] = ((packed & ~((1 << 36) - 1)) | total).to_bytes(8, "big")
    info[18:34] = bytes(16)  # MD5 unknown
    kept[0] = (STREAMINFO, bytes(info))
    out = bytearray(b"fLaC")
    for index, (kind, data) in enumerate(kept):
        out += bytes([kind | (0x80 if index == len(kept) - 1 else 0)]) + len(data).to_bytes(3, "big") + data
    return bytes(out)
