"""Audio out: formats, sample rates, resampling and encoding of the engine's float32 mono audio.

    from handler.audio import encode, AudioWriter, check_format, check_sample_rate
    encoded = encode(audio, 44_100, "opus")   # EncodedAudio: body, format, sample_rate, samples, duration
    encoder = StreamEncoder("mp3", 44_100)    # or piece by piece: encoder.write(chunk) -> bytes to send now

formats.py names the formats, resample.py converts rates, stream.py encodes as the audio comes (through tap.py
for libsndfile's formats), encode.py builds whole answers and files on it.
"""

from handler.audio.encode import AudioWriter, EncodedAudio, encode
from handler.audio.formats import FORMATS, AudioFormat, check_format
from handler.audio.resample import MODEL_RATE, RATES, Resampler, check_sample_rate, resample
from handler.audio.stream import StreamEncoder

__all__ = [
    "FORMATS",
    "MODEL_RATE",
    "RATES",
    "AudioFormat",
    "AudioWriter",
    "EncodedAudio",
    "Resampler",
    "StreamEncoder",
    "check_format",
    "check_sample_rate",
    "encode",
    "resample",
]
