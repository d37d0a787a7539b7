"""What Pipecat's OpenAITTSService hears from a server: run in `.venv-pipecat`, prints one JSON line.

    .venv-pipecat/bin/python tests/clients/pipecat_tts.py http://127.0.0.1:8080/v1 gpt-4o-mini-tts alloy "Hello."

The service runs as a pipeline runs it (a TTSSpeakFrame in, audio frames out), through Pipecat's own test runner.
"""

from __future__ import annotations

import asyncio
import json
import sys

from pipecat.frames.frames import ErrorFrame, TTSAudioRawFrame, TTSSpeakFrame
from pipecat.services.openai.tts import OpenAITTSService
from pipecat.tests.utils import run_test


async def hear(base_url: str, model: str, voice: str, text: str) -> dict:
    settings = OpenAITTSService.Settings(model=model, voice=voice)
    service = OpenAITTSService(api_key="unused", base_url=base_url, settings=settings)
    frames, _ = await run_test(service, frames_to_send=[TTSSpeakFrame(text)])
    audio = [frame for frame in frames if isinstance(frame, TTSAudioRawFrame)]
    return {
        "sample_rates": sorted({frame.sample_rate for frame in audio}),
        "channels": sorted({frame.num_channels for frame in audio}),
        "bytes": sum(len(frame.audio) for frame in audio),
        "errors": [frame.error for frame in frames if isinstance(frame, ErrorFrame)],
    }


if __name__ == "__main__":
    print(json.dumps(asyncio.run(hear(*sys.argv[1:5]))))
