"""Ogg Opus segments joined into one logical stream: the pages renumbered, their positions moved, CRCs redone.

    pages = list(ogg_pages(encoded))       # Page(offset, size, flags, granule, packets, header), in order
    joiner = OggJoiner()
    out = joiner.add(encoded, last=False)  # the first segment's pages, then each next one's audio pages
    OPUS_PRESKIP_AT                        # where OpusHead keeps the encoder's priming (the first segment's counts)

Each segment is its own Ogg Opus stream: two header pages (OpusHead, OpusTags), then audio pages whose granule
position counts 48 kHz samples from that stream's start. The joined stream is the first segment's serial number
and header pages, then every segment's audio pages with: the same serial number, page sequence numbers that
continue, granule positions moved by the samples all earlier segments decode to (a segment that is not the last
decodes its last packet whole: its end trim is dropped), end-of-stream only on the very last page, and the CRC
made again (RFC 3533; the Opus mapping: RFC 7845). A later segment's priming (its pre-skip) decodes in the pause
before its first chunk; that segment dropped as many samples of that pause before it was encoded.
"""

from __future__ import annotations

import struct
from collections.abc import Iterator
from dataclasses import dataclass

from handler.audio.crc import OGG_CRC32

_HEADER = struct.Struct("<4sBBqIIIB")  # capture, version, flags, granule, serial, sequence, crc, segments
EOS, BOS = 0x04, 0x02
NO_GRANULE = -1  # a page on which no packet ends
OPUS_PRESKIP_AT = 10  # bytes into OpusHead


@dataclass(frozen=True)
class Page:
    offset: int
    size: int
    flags: int
    granule: int
    header: int  # bytes of the page header and its lacing table
    packets: int  # packets that end on this page


def ogg_pages(data: bytes) -> Iterator[Page]:
    position = 0
    while position < len(data):
        capture, _, flags, granule, _, _, _, count = _HEADER.unpack_from(data, position)
        if capture != b"OggS":
            raise ValueError(f"no Ogg page at byte {position}")
        lacing = data[position + 27 : position + 27 + count]
        header = 27 + count
        size = header + sum(lacing)
        yield Page(position, size, flags, granule, header, sum(value < 255 for value in lacing))
        position += size


def opus_packet_samples(packet: bytes) -> int:
    """48 kHz samples of one Opus packet, from its TOC byte and frame count (RFC 6716, 3.1 and 3.2)."""
    config, code = packet[0] >> 3, packet[0] & 3
    if config < 12:  # SILK: 10, 20, 40, 60 ms
        frame = (480, 960, 1920, 2880)[config % 4]
    elif config < 16:  # hybrid: 10, 20 ms
        frame = (480, 960)[config % 2]
    else:  # CELT: 2.5, 5, 10, 20 ms
        frame = (120, 240, 480, 960)[config % 4]
    frames = 1 if code == 0 else 2 if code in (1, 2) else packet[1] & 0x3F
    return frame * frames


def decoded_samples(encoded: bytes, pages: list[Page]) -> int:
    """What an Ogg Opus stream's audio packets decode to, whole (pre-skip and end trim included)."""
    total, starts_packet = 0, True
    for page in pages[2:]:
        position = page.offset + page.header
        for value in encoded[page.offset + 27 : page.offset + page.header]:
            if starts_packet and value:
                total += opus_packet_samples(encoded[position : position + 2])
            starts_packet = value < 255
            position += value
    return total


class OggJoiner:
    """Pages of one segment after another, as one stream (the first segment's serial number and headers)."""

    def __init__(self) -> None:
        self.serial: int | None = None
        self.sequence = 0
        self.offset = 0  # 48 kHz samples the segments so far decode to

    def add(self, encoded: bytes, *, last: bool) -> bytes:
        pages = list(ogg_pages(encoded))
        first = self.serial is None
        if first:
            self.serial = struct.unpack_from("<I", encoded, 14)[0]
        decoded = decoded_samples(encoded, pages)
        out = bytearray()
        for index, page in enumerate(pages if first else pages[2:], 0 if first else 2):  # later: no headers
            granule = page.granule if page.granule == NO_GRANULE else self.offset + page.granule
            if index == len(pages) - 1 and not last:
                granule = self.offset + decoded  # its last packet whole: the end trim only ends the stream
            out += self._rewritten(encoded, page, granule, last)
        self.offset += decoded
        return bytes(out)

    def _rewritten(self, encoded: bytes, page: Page, granule: int, last: bool) -> bytes:
        old = encoded[page.offset : page.offset + page.size]
        flags = page.flags if last else page.flags & ~EOS
        header = bytearray(old[: page.header])
        struct.pack_into("<BqII", header, 5, flags, granule, self.serial or 0, self.sequence)
        self.sequence += 1
        old_header = bytearray(old[: page.header])
        old_header[22:26] = header[22:26] = bytes(4)
        old_crc = struct.unpack_from("<I", old, 22)[0]
        diff = bytes(a ^ b for a, b in zip(old_header, header, strict=True))
        crc = old_crc ^ OGG_CRC32.shift(OGG_CRC32.compute(diff), page.size - page.header)
        struct.pack_into("<I", header, 22, crc)
        return bytes(header) + old[page.header :]
