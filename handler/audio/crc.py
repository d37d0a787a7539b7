"""The cyclic redundancy checks of the containers a long job's assembly rewrites, and how to move them.

    FLAC_CRC16.compute(frame_bytes)           # FLAC's frame CRC (x^16 + x^15 + x^2 + 1, MSB first)
    OGG_CRC32.compute(page_with_crc_zeroed)   # Ogg's page CRC
    LAME_CRC16.compute(frames)                # the LAME tag's CRC-16/ARC (the same polynomial, LSB first)
    crc.shift(value, 1_000)                   # the CRC of (message + 1,000 zero bytes), from the message's CRC
    crc.join(crc_a, crc_b, len_b)             # the CRC of a + b from each one's CRC

All four start from zero and end without an xor, so a CRC is linear in its message: when an assembly rewrites a
header, the CRC of the rewritten frame or page follows from the old one and the length of what comes after the
header (`shift`), without reading those bytes again. Computing over a whole body is a Python loop: keep it to
headers and to the segment workers.
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class Crc:
    width: int
    poly: int  # without the top bit, most significant bit first
    reflected: bool = False
    _table: list[int] = field(default_factory=list, repr=False)
    _powers: list[int] = field(default_factory=list, repr=False)  # x^(8 * 2^i) mod poly

    def compute(self, data: bytes, crc: int = 0) -> int:
        table = self._table or self._build()
        if self.reflected:
            for byte in data:
                crc = table[(crc ^ byte) & 0xFF] ^ (crc >> 8)
            return crc
        top, mask = self.width - 8, (1 << self.width) - 1
        for byte in data:
            crc = table[((crc >> top) ^ byte) & 0xFF] ^ ((crc << 8) & mask)
        return crc

    def shift(self, crc: int, length: int) -> int:
        """The CRC of a message followed by `length` zero bytes, from the message's own CRC."""
        value = self._reverse(crc) if self.reflected else crc
        power = 0
        while length:
            if length & 1:
                value = self._multiply(value, self._power(power))
            length >>= 1
            power += 1
        return self._reverse(value) if self.reflected else value

    def join(self, first: int, second: int, second_length: int) -> int:
        """The CRC of two messages end to end, from their CRCs and the second one's length."""
        return self.shift(first, second_length) ^ second

    def _power(self, index: int) -> int:
        if not self._powers:
            self._powers.append(self._x_to(8))
        while len(self._powers) <= index:
            self._powers.append(self._multiply(self._powers[-1], self._powers[-1]))
        return self._powers[index]

    def _x_to(self, exponent: int) -> int:
        value = 1
        for _ in range(exponent):
            value = self._times_x(value)
        return value

    def _times_x(self, value: int) -> int:
        value <<= 1
        if value >> self.width:
            value ^= (1 << self.width) | self.poly
        return value

    def _multiply(self, a: int, b: int) -> int:
        """a * b modulo the polynomial (carry-less)."""
        product = 0
        for bit in range(self.width - 1, -1, -1):
            product = self._times_x(product)
            if (b >> bit) & 1:
                product ^= a
        return product

    def _reverse(self, value: int) -> int:
        return int(f"{value:0{self.width}b}"[::-1], 2)

    def _build(self) -> list[int]:
        if self.reflected:
            poly = self._reverse(self.poly)
            for byte in range(256):
                crc = byte
                for _ in range(8):
                    crc = (crc >> 1) ^ poly if crc & 1 else crc >> 1
                self._table.append(crc)
            return self._table
        top = 1 << (self.width - 1)
        mask = (1 << self.width) - 1
        for byte in range(256):
            crc = byte << (self.width - 8)
            for _ in range(8):
                crc = ((crc << 1) ^ self.poly) & mask if crc & top else (crc << 1) & mask
            self._table.append(crc)
        return self._table


FLAC_CRC8 = Crc(8, 0x07)
FLAC_CRC16 = Crc(16, 0x8005)
OGG_CRC32 = Crc(32, 0x04C11DB7)
LAME_CRC16 = Crc(16, 0x8005, reflected=True)
