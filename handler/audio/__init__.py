"""Audio out: formats, sample rates, resampling and encoding of the engine's float32 mono audio.

    from handler.audio import StreamEncoder, check_format, check_sample_rate
    encoder = StreamEncoder("mp3", 44_100)    # piece by piece: encoder.write(chunk) -> bytes to send now
    encoder.finish(), encoder.header_fix()    # the last bytes, then the totals a seekable target rewrites

formats.py names the formats, resample.py converts rates, stream.py encodes as the audio comes (through tap.py
for libsndfile's formats, aac.py for FFmpeg's AAC). handler/service/rendering.py's `Rendering` is the one loop
that feeds it.
"""

from handler.audio.formats import FORMATS, MODEL_RATE, RATES, AudioFormat, check_format, check_sample_rate
from handler.audio.resample import Resampler
from handler.audio.stream import StreamEncoder

__all__ = [
    "FORMATS",
    "MODEL_RATE",
    "RATES",
    "AudioFormat",
    "Resampler",
    "StreamEncoder",
    "check_format",
    "check_sample_rate",
]
