"""Long jobs in segments: split by the job runner, synthesised per SQS message, joined by the last one (moto S3 and
SQS, real ONNX sessions on the synthetic model, real-format Lambda SQS events)."""

from __future__ import annotations

import importlib.util
import io
import itertools
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import boto3
import numpy as np
import pytest
import soundfile as sf
from hypothesis import given, settings
from hypothesis import strategies as st

from handler.jobs.runner import JobRunner
from handler.jobs.segments import covering_spans, parse_segment_message, segment_message, segment_spans
from handler.kernel.errors import StorageUnavailable
from handler.storage.multipart import MultipartWriter
from tests.conftest import BUCKET
from tests.events import LambdaContext, s3_event

ROOT = Path(__file__).resolve().parents[1]
TEXT = " ".join(f"Sentence {i} of a long job, read in segments by several invocations." for i in range(14))
FANOUT = {"SUPERTONIC_FANOUT_CHARS": "300", "SUPERTONIC_SEGMENT_CHARS": "150", "SUPERTONIC_SEGMENT_ATTEMPTS": "3"}


# --- helpers: a queue, and a Lambda event source mapping drained by hand ------------------------------------------
def segment_queue(endpoint: str | None = None) -> tuple[object, str]:
    sqs = boto3.client("sqs", region_name="us-east-1", endpoint_url=endpoint)
    return sqs, sqs.create_queue(QueueName="supertonic-segments")["QueueUrl"]


def fanout_main(make_main, **env: str):
    sqs, url = segment_queue()
    main = make_main(SUPERTONIC_SEGMENT_QUEUE_URL=url, **{**FANOUT, **env})
    return main, sqs, url


def lambda_event(messages: list[dict]) -> dict:
    """The SQS event Lambda's event source mapping builds from received messages."""
    return {
        "Records": [
            {
                "messageId": message["MessageId"],
                "receiptHandle": message["ReceiptHandle"],
                "body": message["Body"],
                "attributes": message["Attributes"],
                "messageAttributes": {},
                "md5OfBody": message["MD5OfBody"],
                "eventSource": "aws:sqs",
                "eventSourceARN": "arn:aws:sqs:us-east-1:123456789012:supertonic-segments",
                "awsRegion": "us-east-1",
            }
            for message in messages
        ]
    }


def receive(sqs, url: str, count: int = 1, visibility: int = 0) -> list[dict]:
    # Visibility 0 by default: a message that fails comes straight back, as it would after its timeout.
    answer = sqs.receive_message(
        QueueUrl=url, MaxNumberOfMessages=count, AttributeNames=["All"], VisibilityTimeout=visibility
    )
    return answer.get("Messages", [])


def deliver(main, sqs, url: str, messages: list[dict], context: LambdaContext | None = None) -> dict:
    """One invocation with these messages; the ones it does not report as failed are deleted, as Lambda does."""
    answer = main.handler(lambda_event(messages), context or LambdaContext())
    failed = {item["itemIdentifier"] for item in answer["batchItemFailures"]}
    for message in messages:
        if message["MessageId"] not in failed:
            sqs.delete_message(QueueUrl=url, ReceiptHandle=message["ReceiptHandle"])
    return answer


def drain(main, sqs, url: str, limit: int = 200) -> int:
    """Deliver messages one per invocation (BatchSize 1) until the queue is empty; the number of invocations."""
    for invocation in range(limit):
        messages = receive(sqs, url)
        if not messages:
            return invocation
        deliver(main, sqs, url, messages)
    raise AssertionError("the queue never emptied")


def submit(main, name: str, fmt: str, text: str = TEXT) -> None:
    main.services.bucket.put(f"inbox/{name}.json", json.dumps({"text": text, "format": fmt}).encode(), "text/plain")


def unsplit(main, name: str, fmt: str, text: str = TEXT) -> tuple[bytes, dict]:
    """The same job run in one piece, by a runner with no segment queue."""
    submit(main, name, fmt, text)
    services = main.services
    outcome = JobRunner(services.speech, services.settings, services.bucket).run(f"inbox/{name}.json")
    assert outcome.status == "succeeded"
    return services.bucket.get(f"outbox/{name}.{fmt}"), services.bucket.get_json(f"outbox/{name}.json")


def outbox(main) -> list[str]:
    return sorted(key for key in main.services.bucket.keys("outbox/") if not key.startswith("outbox/receipts/"))


def split(main, name: str, fmt: str) -> dict:
    submit(main, name, fmt)
    result = main.handler(s3_event(BUCKET, f"inbox/{name}.json"), LambdaContext())
    assert result["jobs"][0]["status"] == "split"
    return main.services.bucket.get_json(f"outbox/{name}.json")


def decoded(body: bytes, fmt: str) -> np.ndarray:
    if fmt == "pcm":
        return np.frombuffer(body, dtype="<i2")
    return sf.read(io.BytesIO(body), dtype="float32")[0]


# --- the audio is the unsplit synthesis -----------------------------------------------------------------------------
FRAME_SAMPLES = {"mp3": 1_152, "opus": 960, "aac": 1_024}  # one codec frame: what a join may add to a pause


def run_split(make_main, fmt: str) -> tuple[object, dict, bytes, bytes, dict]:
    """The job in segments and the same job whole: (main, the split's running manifest, joined, unsplit, its
    manifest)."""
    main, sqs, url = fanout_main(make_main)
    running = split(main, "book", fmt)
    assert running["status"] == "running" and running["segments"] >= 4
    assert drain(main, sqs, url) == running["segments"]
    body, reference = unsplit(main, "reference", fmt)
    assert main.services.bucket.get_json("outbox/book.json")["status"] == "succeeded"
    assert main.services.bucket.keys("segments/") == []  # the parts are gone once the job is done
    return main, running, main.services.bucket.get(f"outbox/book.{fmt}"), body, reference


def ffmpeg_decoded(body: bytes) -> np.ndarray:
    import av

    with av.open(io.BytesIO(body)) as container:
        return np.concatenate([frame.to_ndarray().reshape(-1) for frame in container.decode(audio=0)])


@pytest.mark.parametrize("fmt", ["wav", "pcm", "flac"])
def test_lossless_segments_join_to_the_unsplit_samples(make_main, fmt: str) -> None:
    main, _, assembled, body, reference = run_split(make_main, fmt)
    manifest = main.services.bucket.get_json("outbox/book.json")
    if fmt == "pcm":
        assert assembled == body  # raw samples: nothing else to differ
    else:  # one header, one stream: both libraries read the whole file, sample for sample
        assert np.array_equal(
            sf.read(io.BytesIO(assembled), dtype="int16")[0], sf.read(io.BytesIO(body), dtype="int16")[0]
        )
        assert np.array_equal(ffmpeg_decoded(assembled), ffmpeg_decoded(body))
    if fmt == "wav":
        assert assembled == body  # the header says the same sizes
    if fmt == "flac":  # one stream: each frame says its first sample, STREAMINFO the total (RFC 9639)
        import av

        with av.open(io.BytesIO(assembled)) as container:
            packets = [(packet.pts, packet.duration) for packet in container.demux(audio=0) if packet.size]
        assert [pts for pts, _ in packets] == list(itertools.accumulate([0] + [size for _, size in packets[:-1]]))
        assert sf.info(io.BytesIO(assembled)).frames == sum(size for _, size in packets) == len(ffmpeg_decoded(body))
    assert manifest["duration"] == reference["duration"] and manifest["marks"] == reference["marks"]


@pytest.mark.parametrize(("fmt", "rate"), [("vorbis", None), ("wav", 24_000), ("flac", 16_000)])
def test_formats_not_joined_as_bytes_are_encoded_whole_at_the_assembly(make_main, fmt: str, rate: int | None) -> None:
    """vorbis (one set of codebooks per stream) and lossless formats at another rate than the model's: the
    segments keep float PCM, and the assembly runs it through the one encoder, as the job run whole does."""
    main, sqs, url = fanout_main(make_main)
    job = {"text": TEXT, "format": fmt, **({"sample_rate": rate} if rate else {})}
    ext = "ogg" if fmt == "vorbis" else fmt
    for name in ("whole", "split"):
        main.services.bucket.put(f"inbox/{name}.json", json.dumps(job).encode(), "application/json")
    services = main.services
    assert JobRunner(services.speech, services.settings, services.bucket).run("inbox/whole.json").status == "succeeded"
    assert main.handler(s3_event(BUCKET, "inbox/split.json"), LambdaContext())["jobs"][0]["status"] == "split"
    deliver(main, sqs, url, receive(sqs, url))
    assert [key for key in main.services.bucket.keys("segments/") if key.endswith(".f32")]
    drain(main, sqs, url)
    joined, whole = (main.services.bucket.get(f"outbox/{name}.{ext}") for name in ("split", "whole"))
    assert np.array_equal(decoded(joined, fmt), decoded(whole, fmt))


def aligned_error(decoded: np.ndarray, at: int, source: np.ndarray, start: int, length: int) -> float:
    """The relative error of `decoded` near `at` against source[start:start+length], at the best offset within
    2,000 samples (a lossy encoder's delay, and the milliseconds of the marks)."""
    target = source[start : start + length]
    window = decoded[max(0, at - 2_000) : at + length + 2_000]
    offset = int(np.argmax(np.correlate(window, target, mode="valid")))
    return float(np.linalg.norm(window[offset : offset + length] - target) / np.linalg.norm(target))


@pytest.mark.parametrize(("fmt", "rate"), [("mp3", 24_000), ("mp3", 48_000), ("opus", 48_000)])
def test_lossy_segments_join_at_other_rates_within_a_frame_per_join(make_main, fmt: str, rate: int) -> None:
    """MPEG-2 mp3 (576-sample frames, no LAME tag) and 48 kHz: each join adds under one frame, and the manifest's
    duration counts what the file decodes to (within the last frame's padding). Fidelity and clicks: the test
    below, at the default rates."""
    main, sqs, url = fanout_main(make_main)
    job = json.dumps({"text": TEXT, "format": fmt, "sample_rate": rate}).encode()
    main.services.bucket.put("inbox/rated.json", job, "application/json")
    assert main.handler(s3_event(BUCKET, "inbox/rated.json"), LambdaContext())["jobs"][0]["status"] == "split"
    segments = main.services.bucket.get_json("outbox/rated.json")["segments"]
    drain(main, sqs, url)
    main.services.bucket.put("inbox/whole.json", job, "application/json")
    services = main.services
    assert JobRunner(services.speech, services.settings, services.bucket).run("inbox/whole.json").status == "succeeded"
    joined, whole = (ffmpeg_decoded(main.services.bucket.get(f"outbox/{name}.{fmt}")) for name in ("rated", "whole"))
    frame = 576 if rate < 32_000 else FRAME_SAMPLES[fmt]
    assert 0 <= len(joined) - len(whole) <= (segments - 1) * frame + frame
    # Without a LAME tag (the MPEG-2 rates) decoders play the encoder's delay (1,105 samples) first, in both files.
    delay = 1_105 if rate < 32_000 else 0
    duration = main.services.bucket.get_json("outbox/rated.json")["duration"]
    assert abs(len(joined) - delay - duration * rate) <= 2 * frame


@pytest.mark.parametrize("fmt", ["mp3", "opus", *(["aac"] if importlib.util.find_spec("av") else [])])
def test_lossy_segments_join_within_the_codecs_error(make_main, fmt: str) -> None:
    main, running, assembled, body, reference = run_split(make_main, fmt)
    joined, whole = ffmpeg_decoded(assembled), ffmpeg_decoded(body)
    if fmt != "aac":  # libsndfile reads it whole too, to the same length
        assert len(sf.read(io.BytesIO(assembled), dtype="float32")[0]) == len(joined)
    # Duration: each join may add less than one codec frame to its pause (the encoder's last frame is padded);
    # aac has no end trim, so either file's last frame may be padded by up to one frame more.
    frame = FRAME_SAMPLES[fmt]
    low = -frame if fmt == "aac" else 0
    assert low <= len(joined) - len(whole) <= (running["segments"] - 1) * frame + (frame if fmt == "aac" else 0)
    # No click: a join in a pause makes no jump between samples larger than the unsplit audio has anywhere.
    assert np.abs(np.diff(joined)).max() <= 1.05 * np.abs(np.diff(whole)).max()
    # Fidelity, sentence by sentence, against the synthesised audio itself (the wav job, exact 16-bit samples,
    # at the format's rate): the joined file is an encoding of the same audio, so its error is the codec's own,
    # as large as the unsplit file's. 1.25x and 0.02 allow for the codec's choices differing on other frames.
    wav, _ = unsplit(main, "source", "wav")
    source = sf.read(io.BytesIO(wav), dtype="float32")[0]
    if fmt == "opus":
        from handler.audio.resample import Resampler

        resampler = Resampler(44_100, 48_000)
        source = np.concatenate([resampler.process(source), resampler.flush()])
    rate = 48_000 if fmt == "opus" else 44_100
    marks = [mark["time"] * rate // 1000 for mark in main.services.bucket.get_json("outbox/book.json")["marks"]]
    at = [mark["time"] * rate // 1000 for mark in reference["marks"]] + [len(source)]
    for index, (start, end) in enumerate(zip(at, at[1:], strict=False)):  # each sentence's first second
        length = min(end - start, rate)
        own = aligned_error(whole, start, source, start, length)
        assert aligned_error(joined, marks[index], source, start, length) <= 1.25 * own + 0.02, (start, own)


def test_a_segment_stores_its_audio_encoded_in_the_jobs_format(make_main) -> None:
    """The segments encode in parallel; the assembly only joins their bytes (no PCM is kept for it)."""
    main, sqs, url = fanout_main(make_main)
    split(main, "encoded", "mp3")
    deliver(main, sqs, url, receive(sqs, url))
    stored = main.services.bucket.keys("segments/")
    encoded = [key for key in stored if "/encoded/" in key]
    assert len(encoded) == 1 and not [key for key in stored if key.endswith(".f32")]
    assert main.services.bucket.get(encoded[0])[:2] == b"\xff\xfb"  # an MPEG-1 layer III frame
    drain(main, sqs, url)
    assert main.services.bucket.get_json("outbox/encoded.json")["status"] == "succeeded"


def test_the_status_says_each_phase_with_its_progress(make_main, monkeypatch) -> None:
    """planning (the front end), synthesizing (segments and chunks done), assembling (bytes joined), at the top
    level of GET /v1/jobs/{id}'s document (job_status), each seen while it happens."""
    from handler.jobs.status import job_status

    main, sqs, url = fanout_main(make_main)
    bucket, seen = main.services.bucket, []
    speech, plan = main.services.speech, main.services.speech.plan
    monkeypatch.setattr(
        speech, "plan", lambda *a, **k: seen.append(job_status(bucket, "progress", 60)) or plan(*a, **k)
    )
    running = split(main, "progress", "wav")
    assert seen[0]["status"] == "running" and seen[0]["phase"] == "planning"
    status = job_status(bucket, "progress", 60)
    assert status["phase"] == "synthesizing"
    assert status["progress"] == {
        "chunks_done": 0,
        "chunks": running["chunks"],
        "segments_done": 0,
        "segments": running["segments"],
    }
    deliver(main, sqs, url, receive(sqs, url))
    deliver(main, sqs, url, receive(sqs, url))
    progress = job_status(bucket, "progress", 60)["progress"]
    assert progress["segments_done"] == 2 and 0 < progress["chunks_done"] < running["chunks"]
    # The assembly: the status as the upload completes (before the manifest says succeeded).
    snapshot = lambda **_: seen.append(job_status(bucket, "progress", 60))  # noqa: E731
    bucket.client.meta.events.register("before-call.s3.CompleteMultipartUpload", snapshot)
    drain(main, sqs, url)
    assembling = seen[-1]
    assert assembling["status"] == "running" and assembling["phase"] == "assembling"
    body = bucket.get("outbox/progress.wav")
    assert assembling["progress"]["bytes"] == len(body) - 44  # the segments' samples; the header is written once
    assert assembling["progress"]["bytes_joined"] == 0  # written when it starts (then every 5 s)
    assert assembling["progress"]["chunks_done"] == running["chunks"]
    done = job_status(bucket, "progress", 60)
    assert (
        done["status"] == "succeeded" and "phase" not in done and done["progress"]["chunks_done"] == running["chunks"]
    )


def test_a_job_run_whole_says_its_phases(make_main, monkeypatch) -> None:
    from handler.jobs.status import job_status

    main = make_main()
    bucket, seen = main.services.bucket, []
    speech, plan = main.services.speech, main.services.speech.plan
    monkeypatch.setattr(speech, "plan", lambda *a, **k: seen.append(job_status(bucket, "whole", 60)) or plan(*a, **k))
    snapshot = lambda **_: seen.append(job_status(bucket, "whole", 60))  # noqa: E731
    bucket.client.meta.events.register("before-call.s3.CompleteMultipartUpload", snapshot)
    submit(main, "whole", "mp3", "A short job. It is run in one invocation.")
    assert main.handler(s3_event(BUCKET, "inbox/whole.json"), LambdaContext())["jobs"][0]["status"] == "succeeded"
    assert [status["phase"] for status in seen] == ["planning", "synthesizing"]
    assert seen[1]["progress"]["chunks"] >= 1


# --- at-least-once delivery, kills and failures: exactly one output -------------------------------------------------
def test_duplicate_events_and_messages_give_one_output(make_main) -> None:
    main, sqs, url = fanout_main(make_main)
    split(main, "twice", "wav")
    submit(main, "twice", "wav")  # the inbox event delivered again before the receipt: split again
    main.handler(s3_event(BUCKET, "inbox/twice.json"), LambdaContext())
    messages = []
    while batch := receive(sqs, url, 10, visibility=600):
        messages += batch
    # Every message twice, in one batch each, as at-least-once delivery may do; then the leftovers.
    for message in messages + messages:
        main.handler(lambda_event([message]), LambdaContext())
    for message in messages:
        sqs.delete_message(QueueUrl=url, ReceiptHandle=message["ReceiptHandle"])
    body, _ = unsplit(main, "reference", "wav")
    assert main.services.bucket.get("outbox/twice.wav") == body
    assert [key for key in outbox(main) if key.startswith("outbox/twice")] == ["outbox/twice.json", "outbox/twice.wav"]
    assert main.services.bucket.keys("segments/") == []


def test_a_segment_out_of_time_sends_the_rest_back(make_main) -> None:
    from handler.service.workload import SEGMENT_MARGIN_SECONDS

    main, sqs, url = fanout_main(make_main, SUPERTONIC_SEGMENT_CHARS="100000")  # one segment: every chunk
    running = split(main, "budget", "wav")
    assert running["segments"] == 1
    short = LambdaContext(remaining_ms=int((SEGMENT_MARGIN_SECONDS + 0.001) * 1000))  # time for about one chunk
    deliver(main, sqs, url, receive(sqs, url), short)
    done = main.services.bucket.keys("segments/")
    assert any("/done/0-1.json" in key for key in done)  # the first chunk alone, stored
    assert len(receive(sqs, url, 10)) == 1  # and the rest as a new message (visible again at once)
    drain(main, sqs, url)
    body, _ = unsplit(main, "reference", "wav")
    assert main.services.bucket.get("outbox/budget.wav") == body


class Failures:
    """S3 calls that fail on purpose, on the real client (botocore's before-parameter-build hook), `times` times."""

    def __init__(self, client, operation: str, key_part: str, times: int) -> None:
        self.operation, self.key_part, self.left = operation, key_part, times
        client.meta.events.register(f"before-parameter-build.s3.{operation}", self)

    def __call__(self, params: dict, **_: object) -> None:
        key = params.get("Key", params.get("Prefix", ""))
        if self.key_part in key and self.left > 0:
            self.left -= 1
            from botocore.exceptions import EndpointConnectionError

            raise EndpointConnectionError(endpoint_url=f"injected failure of {self.operation}")


@pytest.mark.parametrize(
    ("operation", "key_part"),
    [
        ("PutObject", "/encoded/"),  # a segment's encoded audio
        ("PutObject", "/done/"),  # its marker, after the PCM
        ("ListObjectsV2", "/done/"),  # the check for the last segment
        ("PutObject", "/assembly.json"),  # the claim
        ("CompleteMultipartUpload", "outbox/"),  # the assembled output
        ("UploadPart", "outbox/"),
        ("GetObject", "/encoded/"),  # reading a segment back for the join
    ],
)
def test_injected_s3_failures_give_exactly_one_output(make_main, operation: str, key_part: str) -> None:
    main, sqs, url = fanout_main(make_main)
    split(main, "flaky", "wav")
    injected = Failures(main.services.bucket.client, operation, key_part, times=2)
    drain(main, sqs, url)
    assert injected.left == 0  # both failures happened, and the messages came back
    body, _ = unsplit(main, "reference", "wav")
    assert main.services.bucket.get("outbox/flaky.wav") == body
    assert main.services.bucket.get("outbox/flaky.error.json") is None
    assert main.services.bucket.client.list_multipart_uploads(Bucket=BUCKET).get("Uploads", []) == []


def test_a_poison_segment_ends_the_job_with_a_recorded_error(make_main) -> None:
    main, sqs, url = fanout_main(make_main)
    split(main, "poison", "wav")
    Failures(main.services.bucket.client, "PutObject", "/encoded/0-", times=10**6)  # segment 0 never stores
    invocations = drain(main, sqs, url)
    error = main.services.bucket.get_json("outbox/poison.error.json")
    assert error["status"] == "failed" and not error["retrying"]
    assert error["error"]["code"] == "storage_unavailable"
    assert main.services.bucket.get("outbox/poison.wav") is None
    assert main.services.bucket.keys("segments/") == []
    assert invocations < 20  # it stopped after SUPERTONIC_SEGMENT_ATTEMPTS deliveries, not at the DLQ
    from handler.jobs.status import job_status

    assert job_status(main.services.bucket, "poison", 60)["status"] == "failed"


def test_a_worker_killed_mid_segment_is_redelivered_and_the_job_ends_once(model_dir, tmp_path: Path) -> None:
    """A real process takes a segment and is killed (SIGKILL) while synthesising it; the message comes back after
    its visibility timeout and another worker finishes the job."""
    from moto.server import ThreadedMotoServer

    server = ThreadedMotoServer(ip_address="127.0.0.1", port=0, verbose=False)
    server.start()
    try:
        endpoint = f"http://127.0.0.1:{server._server.server_port}"
        boto3.client("s3", region_name="us-east-1", endpoint_url=endpoint).create_bucket(Bucket=BUCKET)
        sqs, url = segment_queue(endpoint)
        env = {
            **os.environ,
            **FANOUT,
            "SUPERTONIC_SEGMENT_CHARS": "100000",  # one segment of every chunk: long enough to be killed in
            "SUPERTONIC_MODEL_DIR": str(model_dir),
            "SUPERTONIC_BUCKET": BUCKET,
            "SUPERTONIC_S3_ENDPOINT_URL": endpoint,
            "SUPERTONIC_S3_PATH_STYLE": "true",
            "SUPERTONIC_SEGMENT_QUEUE_URL": url,
            "SUPERTONIC_INTRA_OP_THREADS": "1",
            "AWS_LAMBDA_FUNCTION_NAME": "supertonic-test",
        }
        text = " ".join([TEXT] * 3)
        script = KILLED_WORKER.format(root=str(ROOT), bucket=BUCKET, url=url, text=json.dumps(text))
        worker = subprocess.Popen([sys.executable, "-c", script], env=env, stdout=subprocess.PIPE, text=True)
        assert said(worker.stdout) == "split"
        assert said(worker.stdout) == "received"
        time.sleep(0.3)  # inside the segment's synthesis
        assert worker.poll() is None, "the worker finished before it could be killed"
        os.kill(worker.pid, signal.SIGKILL)
        worker.wait()
        s3 = boto3.client("s3", region_name="us-east-1", endpoint_url=endpoint)
        listed = s3.list_objects_v2(Bucket=BUCKET, Prefix="segments/").get("Contents", [])
        assert not [item for item in listed if "/done/" in item["Key"]]  # killed before the segment was stored

        time.sleep(2.2)  # the message's visibility timeout (2 s) runs out
        finish = FINISHING_WORKER.format(root=str(ROOT), url=url)
        answer = subprocess.run([sys.executable, "-c", finish], env=env, capture_output=True, text=True, timeout=300)
        assert answer.returncode == 0, answer.stderr[-3000:]
        assert said(io.StringIO(answer.stdout)).split() == ["2", "0"]  # the same message's 2nd delivery; it succeeded
        status = json.loads(s3.get_object(Bucket=BUCKET, Key="outbox/killed.json")["Body"].read())
        assert status["status"] == "succeeded"
        audio, rate = sf.read(io.BytesIO(s3.get_object(Bucket=BUCKET, Key="outbox/killed.wav")["Body"].read()))
        assert len(audio) / rate == pytest.approx(status["duration"], abs=1e-3)
        assert s3.list_objects_v2(Bucket=BUCKET, Prefix="segments/").get("KeyCount") == 0
        assert sqs.receive_message(QueueUrl=url, WaitTimeSeconds=0).get("Messages") is None
    finally:
        server.stop()


def said(stream) -> str:
    """The worker script's next own line (marked "@"; the service's log lines go to stdout too)."""
    for line in stream:
        if line.startswith("@"):
            return line[1:].strip()
    return ""


KILLED_WORKER = """
import json, sys
sys.path.insert(0, {root!r})
import boto3
import handler.main as main
from tests.events import LambdaContext, s3_event
from tests.test_fanout import lambda_event
job = {{"text": {text}, "format": "wav", "steps": 100}}  # 100 steps: slow enough to be killed midway
main.services.bucket.put("inbox/killed.json", json.dumps(job).encode(), "text/plain")
assert main.handler(s3_event({bucket!r}, "inbox/killed.json"), LambdaContext())["jobs"][0]["status"] == "split"
print("@split", flush=True)
sqs = main.segment_queue.client
messages = sqs.receive_message(QueueUrl={url!r}, AttributeNames=["All"], VisibilityTimeout=2)["Messages"]
print("@received", flush=True)
main.handler(lambda_event(messages), LambdaContext())
print("@finished", flush=True)
"""

FINISHING_WORKER = """
import sys
sys.path.insert(0, {root!r})
import handler.main as main
from tests.events import LambdaContext
from tests.test_fanout import lambda_event
messages = main.segment_queue.client.receive_message(QueueUrl={url!r}, AttributeNames=["All"])["Messages"]
answer = main.handler(lambda_event(messages), LambdaContext())
main.segment_queue.client.delete_message(QueueUrl={url!r}, ReceiptHandle=messages[0]["ReceiptHandle"])
print("@" + messages[0]["Attributes"]["ApproximateReceiveCount"], len(answer["batchItemFailures"]))
"""


# --- the pieces on their own ----------------------------------------------------------------------------------------
def test_multipart_writer_patches_the_first_part_and_aborts_on_error(bucket) -> None:
    data = bytearray(np.random.default_rng(1).integers(0, 256, 11 * 2**20, dtype=np.uint8).tobytes())
    with MultipartWriter(bucket, "outbox/big.bin", "application/octet-stream", part_bytes=5 * 2**20) as upload:
        for start in range(0, len(data), 300_000):
            upload.write(bytes(data[start : start + 300_000]))
        upload.patch(4, b"SIZE")
    data[4:8] = b"SIZE"
    assert bucket.get("outbox/big.bin") == bytes(data)
    with pytest.raises(RuntimeError), MultipartWriter(bucket, "outbox/never.bin", "application/octet-stream") as up:
        up.write(b"x" * 100)
        raise RuntimeError("the encoder failed")
    assert bucket.get("outbox/never.bin") is None
    assert bucket.client.list_multipart_uploads(Bucket=BUCKET).get("Uploads", []) == []


def test_multipart_writer_copies_ranges_of_other_objects_in_order(bucket) -> None:
    """Large ranges go as server-side part copies, small ones are read; the object is the bytes in order."""
    rng = np.random.default_rng(2)
    big, small = (rng.integers(0, 256, size, dtype=np.uint8).tobytes() for size in (13 * 2**20, 300_000))
    bucket.put("segments/big", big, "application/octet-stream")
    bucket.put("segments/small", small, "application/octet-stream")
    calls = []
    bucket.client.meta.events.register("before-call.s3.UploadPartCopy", lambda **_: calls.append(1))
    with MultipartWriter(bucket, "outbox/joined.bin", "application/octet-stream") as upload:
        upload.write(b"HEAD")
        upload.copy("segments/big", 0, len(big))  # tops part 1 up to 8 MiB, then copies the rest
        upload.copy("segments/small", 10, len(small))
        upload.copy("segments/big", 100, len(big))  # 7.7 MiB read to finish a part, the rest copied
    assert bucket.get("outbox/joined.bin") == b"HEAD" + big + small[10:] + big[100:]
    assert len(calls) == 2


def test_a_completion_that_timed_out_for_us_but_finished_in_the_store_is_a_success(bucket) -> None:
    """The complete call succeeds in S3, then its answer is lost (a read timeout): the retry would find the upload
    gone. The writer sees the object it wrote (its size and part count) and does not fail or abort."""
    from botocore.exceptions import ReadTimeoutError

    def lost(**_: object) -> None:
        raise ReadTimeoutError(endpoint_url="injected: the answer to CompleteMultipartUpload was lost")

    bucket.client.meta.events.register("after-call.s3.CompleteMultipartUpload", lost)
    data = np.random.default_rng(3).integers(0, 256, 6 * 2**20, dtype=np.uint8).tobytes()
    with MultipartWriter(bucket, "outbox/late.bin", "application/octet-stream", part_bytes=5 * 2**20) as upload:
        upload.write(data)
    assert bucket.get("outbox/late.bin") == data
    bucket.client.meta.events.unregister("after-call.s3.CompleteMultipartUpload", lost)
    bucket.put("outbox/other.bin", b"x" * 10, "application/octet-stream")  # not ours: a failure stays a failure
    bucket.client.meta.events.register("before-call.s3.CompleteMultipartUpload", lost)
    with pytest.raises(StorageUnavailable), MultipartWriter(bucket, "outbox/other.bin", "text/plain") as upload:
        upload.write(b"y" * 10)


@settings(max_examples=200, deadline=None)
@given(
    lengths=st.lists(st.integers(1, 400), min_size=1, max_size=60),
    size=st.integers(1, 2_000),
    batch=st.sampled_from([1, 2, 4]),
)
def test_segment_spans_cover_every_chunk_once_at_batch_boundaries(lengths: list[int], size: int, batch: int) -> None:
    spans = segment_spans(lengths, size, batch)
    assert [index for start, end in spans for index in range(start, end)] == list(range(len(lengths)))
    assert all(start % batch == 0 for start, _ in spans)
    assert all(sum(lengths[start:end]) >= size for start, end in spans[:-1])


@settings(max_examples=200, deadline=None)
@given(data=st.data(), chunks=st.integers(1, 40))
def test_covering_spans_finds_a_tiling_only_when_every_chunk_is_done(data, chunks: int) -> None:
    cuts = sorted(cut for cut in data.draw(st.sets(st.integers(1, chunks), max_size=10)) if cut < chunks)
    tiles = list(zip([0, *cuts], [*cuts, chunks], strict=True))
    extra = data.draw(st.lists(st.tuples(st.integers(0, chunks - 1), st.integers(1, chunks)), max_size=5))
    extra = [(start, end) for start, end in extra if start < end]
    dropped = data.draw(st.booleans())
    done = tiles[1:] + extra if dropped else tiles + extra
    tiling = covering_spans(done, chunks)
    covered = set().union(*(range(start, end) for start, end in done)) if done else set()
    if not dropped:
        assert tiling is not None
    if tiling is not None:
        assert tiling[0][0] == 0 and tiling[-1][1] == chunks
        assert all(a[1] == b[0] for a, b in zip(tiling, tiling[1:], strict=False))
        assert set(tiling) <= set(done) and covered == set(range(chunks))


@given(
    body=st.one_of(
        st.text(),
        st.binary().map(lambda b: b.decode("latin-1")),
        st.dictionaries(st.text(), st.integers() | st.text() | st.floats()).map(json.dumps),
    )
)
def test_any_other_body_is_not_a_segment_message(body: str) -> None:
    assert parse_segment_message(body) is None or json.loads(body).get("supertonic_segment") == 1


def test_segment_messages_round_trip_and_bad_fields_are_refused() -> None:
    job = "0123456789abcdef0123456789abcdef"
    parsed = parse_segment_message(segment_message("b", job, 3, 9))
    assert (parsed.bucket, parsed.job, parsed.start, parsed.end) == ("b", job, 3, 9)
    for bad in ({"start": 9, "end": 3}, {"start": -1}, {"end": 1.5}, {"job": "../../x"}, {"start": True}):
        body = {"supertonic_segment": 1, "bucket": "b", "job": job, "start": 3, "end": 9, **bad}
        assert parse_segment_message(json.dumps(body)) is None


def test_a_segment_that_meets_no_model_comes_back_and_the_job_finishes_later(make_main, tmp_path) -> None:
    main, sqs, url = fanout_main(make_main)
    split(main, "nomodel", "wav")
    # An instance whose model failed to load (same bucket and queue): the segment is not its to fail.
    bare = make_main(SUPERTONIC_SEGMENT_QUEUE_URL=url, SUPERTONIC_MODEL_DIR=str(tmp_path / "missing"), **FANOUT)
    assert bare.services.speech is None
    message = receive(sqs, url)
    assert deliver(bare, sqs, url, message)["batchItemFailures"] == [{"itemIdentifier": message[0]["MessageId"]}]
    assert bare.services.bucket.get_json("outbox/nomodel.json")["status"] == "running"
    drain(main, sqs, url)
    assert main.services.bucket.get_json("outbox/nomodel.json")["status"] == "succeeded"


def test_container_crcs_give_the_catalogued_check_values() -> None:
    """The CRC catalogue's check value of "123456789" for each: CRC-8/SMBUS and CRC-16/UMTS (FLAC), CRC-16/ARC
    (the LAME tag), and CRC-32/CKSUM without its final xor (Ogg: 0x765E7680 ^ 0xFFFFFFFF)."""
    from handler.audio.crc import FLAC_CRC8, FLAC_CRC16, LAME_CRC16, OGG_CRC32

    check = b"123456789"
    assert (FLAC_CRC8.compute(check), FLAC_CRC16.compute(check)) == (0xF4, 0xFEE8)
    assert (LAME_CRC16.compute(check), OGG_CRC32.compute(check)) == (0xBB3D, 0x765E7680 ^ 0xFFFFFFFF)


@settings(max_examples=100, deadline=None)
@given(first=st.binary(max_size=40), second=st.binary(max_size=600), which=st.integers(0, 2))
def test_a_crc_moves_over_bytes_it_does_not_read(first: bytes, second: bytes, which: int) -> None:
    """What the assembly relies on to rewrite a header without reading the frame or page again."""
    from handler.audio.crc import FLAC_CRC16, LAME_CRC16, OGG_CRC32

    crc = (FLAC_CRC16, LAME_CRC16, OGG_CRC32)[which]
    assert crc.join(crc.compute(first), crc.compute(second), len(second)) == crc.compute(first + second)
    assert crc.shift(crc.compute(first), len(second)) == crc.compute(first + bytes(len(second)))
