"""MP3 segments joined frame by frame: the LAME tag frame of the first one, rewritten for the whole file.

    tag = lame_tag(encoded)           # LameTag(size=261, delay=576, padding=1404, frames=40) or None (no tag)
    music_crc(encoded, tag)           # CRC-16/ARC of the audio frames (the tag keeps it for the whole file)
    joined_tag(first_tag_bytes, frames=..., size=..., padding=..., music_crc=...)  # the first frame, rewritten

MP3 frames stand alone (every segment's encoder starts with an empty bit reservoir), so segments' audio frames
concatenate. libsndfile's LAME writes one "Info" frame first (at 32, 44.1 and 48 kHz; not at the MPEG-2 rates):
the frame count, byte count, a seek table, the encoder delay and end padding, and two CRCs. Decoders use it to
play exactly the samples that were encoded. The joined file keeps the first segment's, with the totals, the last
segment's padding, a seek table for a constant bit rate, and both CRCs made again; later segments' tag frames
are left out. The tag's layout: LAME's "Mp3 Info Tag rev 1" specification.
"""

from __future__ import annotations

import struct
from dataclasses import dataclass

from handler.audio.crc import LAME_CRC16

ENCODER_DELAY = 1_105  # LAME's 576 samples and the decoder's 529: what a later segment drops from its pause
_TAG_MARKS = (b"Info", b"Xing")
_FLAGS_ALL = 0x0F  # frames, bytes, seek table, quality
_SIDE_INFO = {(3, 3): 17, (3, 0): 32, (2, 3): 9, (2, 0): 17}  # (MPEG version bits, mono?) -> side info bytes


@dataclass(frozen=True)
class LameTag:
    size: int  # bytes of the tag frame
    at: int  # where "Info" starts in it
    delay: int
    padding: int
    frames: int  # audio frames after the tag frame


def lame_tag(encoded: bytes) -> LameTag | None:
    """The LAME tag frame at the start of `encoded`, or None when there is none."""
    if len(encoded) < 4 or encoded[0] != 0xFF or encoded[1] & 0xE0 != 0xE0:
        return None
    version, mode = (encoded[1] >> 3) & 3, encoded[3] >> 6
    side = _SIDE_INFO.get((3 if version == 3 else 2, 3 if mode == 3 else 0))
    at = 4 + (side or 0)
    if side is None or encoded[at : at + 4] not in _TAG_MARKS:
        return None
    flags, frames = struct.unpack_from(">II", encoded, at + 4)
    if flags & _FLAGS_ALL != _FLAGS_ALL:
        return None
    lame = at + 120
    delay_padding = int.from_bytes(encoded[lame + 21 : lame + 24], "big")
    size = frame_size(encoded, 0)
    return LameTag(size, at, delay_padding >> 12, delay_padding & 0xFFF, frames)


def frame_size(data: bytes, offset: int) -> int:
    """Bytes of the MPEG audio layer III frame at `offset`, from its header."""
    header = int.from_bytes(data[offset : offset + 4], "big")
    version = (header >> 19) & 3  # 3: MPEG-1, 2: MPEG-2, 0: MPEG-2.5
    bitrate_index, rate_index, padding = (header >> 12) & 15, (header >> 10) & 3, (header >> 9) & 1
    if version == 3:
        kbps = (0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320)[bitrate_index]
        rate = (44_100, 48_000, 32_000)[rate_index]
        return 144_000 * kbps // rate + padding
    kbps = (0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160)[bitrate_index]
    rate = (22_050, 24_000, 16_000)[rate_index] // (1 if version == 2 else 2)
    return 72_000 * kbps // rate + padding


def music_crc(encoded: bytes, tag: LameTag | None) -> int:
    """The LAME tag's music CRC of these frames (every byte after the tag frame)."""
    return LAME_CRC16.compute(encoded[tag.size if tag else 0 :])


def joined_tag(first: bytes, tag: LameTag, *, frames: int, size: int, padding: int, music_crc: int) -> bytes:
    """The first segment's tag frame, rewritten for the joined file: `frames` audio frames, `size` bytes in all
    (the tag frame too), the last segment's `padding`, and the CRC of every byte after the tag frame."""
    frame = bytearray(first[: tag.size])
    struct.pack_into(">II", frame, tag.at + 8, frames, size)
    audio = size - tag.size
    # A constant bit rate: the byte offset at each percent of the duration is that percent of the audio bytes.
    frame[tag.at + 16 : tag.at + 116] = bytes(min(255, (tag.size + audio * i // 100) * 256 // size) for i in range(100))
    lame = tag.at + 120
    frame[lame + 21 : lame + 24] = ((tag.delay << 12) | padding).to_bytes(3, "big")
    struct.pack_into(">IH", frame, lame + 28, size, music_crc)
    struct.pack_into(">H", frame, lame + 34, LAME_CRC16.compute(bytes(frame[: lame + 34])))
    return bytes(frame)
