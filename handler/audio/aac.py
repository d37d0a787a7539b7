"""AAC in ADTS frames, by FFmpeg's native encoder through PyAV: the container image's sixth format.

    if aac_available():                      # PyAV is installed (the container image), without importing it
        stream = AacStream(24_000)
        send(stream.write(float32_mono))     # the ADTS frames ready now, maybe b""
        send(stream.finish())

PyAV's wheel installs 104 MB (72 MB of bundled FFmpeg libraries), more than the zip-and-layer function has room
for beside onnxruntime and the language data, so layers/build.py leaves it out and layers/Dockerfile installs it.
ADTS is AAC's streaming form: every frame carries its own header, so the bytes play as they are sent and there is
no header to rewrite at the end. Decoders return 1,024 samples of encoder priming first, and the last frame is
padded to 1,024 samples.
"""

from __future__ import annotations

import importlib.util
from typing import Any

import numpy as np

from handler.audio.tap import Tap

BIT_RATE = 64_000  # mono speech: transparent at this rate for FFmpeg's encoder, under mp3's 80 kbit/s


def aac_available() -> bool:
    """Whether the encoder is installed: found on the path, not imported (init stays as fast without it)."""
    return importlib.util.find_spec("av") is not None


class AacStream:
    def __init__(self, sample_rate: int) -> None:
        import av  # on first use: a deployment that never asks for aac never loads FFmpeg

        self._av = av
        self._tap = Tap()
        self._container = av.open(self._tap, "w", format="adts")
        self._stream = self._container.add_stream("aac", rate=sample_rate, layout="mono")
        self._stream.bit_rate = BIT_RATE
        self._rate = sample_rate
        self._pts = 0

    def write(self, audio: np.ndarray) -> bytes:
        frame = self._av.AudioFrame.from_ndarray(audio[np.newaxis, :], format="flt", layout="mono")
        frame.sample_rate, frame.pts = self._rate, self._pts
        self._pts += audio.size
        self._mux(self._stream.encode(frame))
        return self._tap.take()

    def finish(self) -> bytes:
        self._mux(self._stream.encode(None))
        self._container.close()
        return self._tap.take()

    def _mux(self, packets: list[Any]) -> None:  # PyAV's packets
        for packet in packets:
            self._container.mux(packet)
