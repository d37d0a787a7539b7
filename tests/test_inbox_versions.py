"""A new version uploaded to the same inbox key while the first runs is never lost: each version ends as an
output (or a recorded error), through real-format S3 events carrying each version's eTag and sequencer."""

from __future__ import annotations

import hashlib
import json

import pytest

import handler.service.speech
from handler.storage.keys import receipt_key
from tests.conftest import BUCKET
from tests.events import LambdaContext, s3_event

KEY = "inbox/chapter.json"
VERSION_A = {"text": "The first version of the chapter.", "format": "wav", "seed": 1}
VERSION_B = {"text": "The second version, uploaded while the first was being read.", "format": "wav", "seed": 1}


def event_for(main, key: str, sequencer: str) -> dict:
    """The notification S3 sends for the object now at `key`: its own eTag and a sequencer."""
    event = s3_event(BUCKET, key)
    announced = event["Records"][0]["s3"]["object"]
    announced["eTag"] = main.services.bucket.head(key)["ETag"].strip('"')
    announced["sequencer"] = sequencer
    return event


def put(main, body: dict) -> bytes:
    raw = json.dumps(body).encode()
    main.services.bucket.put(KEY, raw, "application/json")
    return raw


def test_a_version_uploaded_during_a_run_is_run_by_its_own_event(main, monkeypatch: pytest.MonkeyPatch) -> None:
    raw_a = put(main, VERSION_A)
    event_a = event_for(main, KEY, "0055AED6DCD90281E5")
    raw_b = json.dumps(VERSION_B).encode()
    uploads = []
    render = handler.service.speech.Speech.render

    def upload_b_while_a_runs(self, plan, **options):
        if not uploads:  # the user uploads version B once A's synthesis has begun
            uploads.append(main.services.bucket.put(KEY, raw_b, "application/json"))
        return render(self, plan, **options)

    monkeypatch.setattr(handler.service.speech.Speech, "render", upload_b_while_a_runs)
    assert main.handler(event_a, LambdaContext())["jobs"][0]["status"] == "succeeded"
    first = main.services.bucket.get_json("outbox/chapter.json")
    assert first["input_sha256"] == hashlib.sha256(raw_a).hexdigest()
    assert main.services.bucket.get(KEY) == raw_b  # A's run left the new version in the inbox

    event_b = event_for(main, KEY, "0055AED6DCD90281F0")
    assert main.handler(event_b, LambdaContext())["jobs"][0]["status"] == "succeeded"
    second = main.services.bucket.get_json("outbox/chapter.json")
    assert second["input_sha256"] == hashlib.sha256(raw_b).hexdigest()
    assert main.services.bucket.get(KEY) is None
    receipt = main.services.bucket.get_json(receipt_key(KEY))
    announced = event_b["Records"][0]["s3"]["object"]
    assert receipt["etag"] == announced["eTag"] == hashlib.md5(raw_b).hexdigest()
    assert receipt["sequencer"] == "0055AED6DCD90281F0" and receipt["event_etag"] == announced["eTag"]
    # A's event delivered again now finds the receipt: nothing runs twice, nothing is lost.
    assert main.handler(event_a, LambdaContext())["jobs"][0]["status"] == "skipped"
