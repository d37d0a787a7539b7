"""Audio out: formats, sample rates, resampling and encoding of the engine's float32 mono audio.

    from handler.audio import AudioWriter, StreamEncoder, check_format, check_sample_rate
    encoder = StreamEncoder("mp3", 44_100)    # piece by piece: encoder.write(chunk) -> bytes to send now
    with AudioWriter("/tmp/a.opus", "opus", 44_100) as writer:  # or to a file, header fixed at close
        writer.write(audio)

formats.py names the formats, resample.py converts rates, stream.py encodes as the audio comes (through tap.py
for libsndfile's formats), sinks.py takes the encoded bytes into memory, a file or an upload and applies the
header fix there (`write_into`), encode.py writes files with them.
"""

from handler.audio.encode import AudioWriter
from handler.audio.formats import FORMATS, AudioFormat, check_format
from handler.audio.resample import MODEL_RATE, RATES, Resampler, check_sample_rate
from handler.audio.stream import StreamEncoder

__all__ = [
    "FORMATS",
    "MODEL_RATE",
    "RATES",
    "AudioFormat",
    "AudioWriter",
    "Resampler",
    "StreamEncoder",
    "check_format",
    "check_sample_rate",
]
