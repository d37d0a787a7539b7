"""A long job in segments keeps the plan and the voice it started with: no segment plans the text again, a
voice added a moment before the job is usable, and replacing or deleting its file meanwhile changes nothing
(moto S3 and SQS, real ONNX sessions on the synthetic model, real-format S3 and SQS events)."""

from __future__ import annotations

import json

import numpy as np
import pytest

import handler.service.planning
from tests.conftest import BUCKET
from tests.events import LambdaContext, s3_event
from tests.test_fanout import TEXT, decoded, drain, fanout_main
from tests.test_voices import voice_bytes


def submit(main, name: str, voice: str) -> None:
    body = {"text": TEXT, "format": "wav", "voice": voice, "seed": 5}
    main.services.bucket.put(f"inbox/{name}.json", json.dumps(body).encode(), "application/json")
    result = main.handler(s3_event(BUCKET, f"inbox/{name}.json"), LambdaContext())
    assert result["jobs"][0]["status"] == "split", result


def finished_audio(main, name: str) -> np.ndarray:
    manifest = main.services.bucket.get_json(f"outbox/{name}.json")
    assert manifest is not None and manifest["status"] == "succeeded", (
        manifest,
        main.services.bucket.get_json(f"outbox/{name}.error.json"),
    )
    return decoded(main.services.bucket.get(f"outbox/{name}.wav"), "wav")


@pytest.mark.parametrize("change", ["replace", "delete"])
def test_a_voice_changed_during_a_job_finishes_with_the_voice_it_started_with(make_main, change: str) -> None:
    main, sqs, url = fanout_main(make_main, SUPERTONIC_VOICES_REFRESH_SECONDS="0")
    engine, bucket = main.services.engine, main.services.bucket
    bucket.put("voices/narrator.json", voice_bytes(engine, 0.5), "application/json")
    submit(main, "before", "narrator")
    drain(main, sqs, url)
    reference = finished_audio(main, "before")

    submit(main, "during", "narrator")
    if change == "replace":
        bucket.put("voices/narrator.json", voice_bytes(engine, 0.125), "application/json")
    else:
        bucket.delete("voices/narrator.json")
    drain(main, sqs, url)
    np.testing.assert_array_equal(finished_audio(main, "during"), reference)


def test_a_voice_uploaded_just_before_the_job_is_usable_by_every_segment(make_main) -> None:
    main, sqs, url = fanout_main(make_main)  # the voice list may be 60 s old
    main.services.speech.voices.custom_voices(refresh=True)  # read now, before the upload
    main.services.bucket.put("voices/fresh.json", voice_bytes(main.services.engine), "application/json")
    submit(main, "fresh-job", "fresh")
    drain(main, sqs, url)
    assert finished_audio(main, "fresh-job").size > 0


def test_segments_never_plan_the_text_again(make_main, monkeypatch: pytest.MonkeyPatch) -> None:
    main, sqs, url = fanout_main(make_main)
    submit(main, "planned-once", "F2")
    calls = []
    real = handler.service.planning.prepare_text
    monkeypatch.setattr(handler.service.planning, "prepare_text", lambda *a, **k: calls.append(1) or real(*a, **k))
    invocations = drain(main, sqs, url)
    assert invocations >= 3 and calls == []
    assert finished_audio(main, "planned-once").size > 0
