"""Every setting the kit reads, in one place. Each one comes from an environment variable.

`Settings.from_env()` is called once at import (the Lambda init phase); tests build their own with
`Settings.from_env({...})` or `dataclasses.replace`. The settings table in docs/api.md lists the same variables;
nothing else reads one (tests/test_settings_env.py).
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass, fields
from pathlib import Path
from typing import Any

# The Supertonic 3 revision on the model hub that this kit is tested against (the official package pins the same).
MODEL_REPO = "Supertone/supertonic-3"
MODEL_REVISION = "724fb5abbf5502583fb520898d45929e62f02c0b"
HUB_URL = "https://huggingface.co"
# A field read from another name than SUPERTONIC_<FIELD> (the name the docs give).
ENV_NAMES = {"lexicon_path": "SUPERTONIC_LEXICON"}


@dataclass(frozen=True)
class Settings:
    # --- model and engine -------------------------------------------------------------------------
    model_dir: str = ""  # SUPERTONIC_MODEL_DIR: folder with onnx/ and voice_styles/; empty = no engine at import
    model_repo: str = MODEL_REPO  # SUPERTONIC_MODEL_REPO
    model_revision: str = MODEL_REVISION  # SUPERTONIC_MODEL_REVISION
    model_hub_url: str = HUB_URL  # SUPERTONIC_MODEL_HUB_URL: a hub mirror for `make model`
    intra_op_threads: int = 0  # SUPERTONIC_INTRA_OP_THREADS: 0 = from the CPU quota really available
    inter_op_threads: int = 1  # SUPERTONIC_INTER_OP_THREADS
    execution_mode: str = "sequential"  # SUPERTONIC_EXECUTION_MODE: sequential | parallel
    graph_optimization: str = "all"  # SUPERTONIC_GRAPH_OPTIMIZATION: disable | basic | extended | all
    cpu_mem_arena: bool = True  # SUPERTONIC_CPU_MEM_ARENA
    allow_spinning: bool = False  # SUPERTONIC_ALLOW_SPINNING: idle ORT threads spin (burns the CPU share)
    engine_workers: int = 1  # SUPERTONIC_ENGINE_WORKERS: session sets that may run at once
    batch_size: int = 1  # SUPERTONIC_BATCH_SIZE: chunks of similar length sent through the model together
    timeout_seconds: float = 60.0  # SUPERTONIC_TIMEOUT_SECONDS: per-synthesis deadline
    max_queue: int = 4  # SUPERTONIC_MAX_QUEUE: requests that may be busy beyond the running ones; more get a 429
    model_s3_uri: str = ""  # SUPERTONIC_MODEL_S3_URI: s3://bucket/prefix/ to fetch the model from at init (zip)
    model_manifest_sha256: str = ""  # SUPERTONIC_MODEL_MANIFEST_SHA256: refuse any other model manifest (zip)
    # --- synthesis defaults -------------------------------------------------------------------------
    default_voice: str = "M1"  # SUPERTONIC_DEFAULT_VOICE
    default_steps: int = 8  # SUPERTONIC_DEFAULT_STEPS
    default_speed: float = 1.05  # SUPERTONIC_DEFAULT_SPEED
    default_silence: float = 0.3  # SUPERTONIC_DEFAULT_SILENCE: seconds between chunks
    lexicon_path: str = ""  # SUPERTONIC_LEXICON: deployment-wide pronunciation lexicon (JSON)
    voices_dir: str = ""  # SUPERTONIC_VOICES_DIR: folder of custom voices <name>.json (besides voices/)
    lexicons_dir: str = ""  # SUPERTONIC_LEXICONS_DIR: folder of PLS lexicons <name>.pls, when there is no bucket
    voices_refresh_seconds: float = 60.0  # SUPERTONIC_VOICES_REFRESH_SECONDS: how old the custom voice list may get
    # --- request limits -----------------------------------------------------------------------------
    max_sync_chars: int = 5_000  # SUPERTONIC_MAX_SYNC_CHARS
    max_job_chars: int = 100_000  # SUPERTONIC_MAX_JOB_CHARS
    model_chars_factor: float = 2.0  # SUPERTONIC_MODEL_CHARS_FACTOR: the model reads at most this times the limit
    seconds_per_char: float = 0.0  # SUPERTONIC_SECONDS_PER_CHAR: compute per model character (0 = measured)
    max_body_bytes: int = 1_000_000  # SUPERTONIC_MAX_BODY_BYTES
    response_limit_bytes: int = 6_291_456  # SUPERTONIC_RESPONSE_LIMIT_BYTES: function URL cap, after base64
    stream_responses: bool = True  # SUPERTONIC_STREAM_RESPONSES: stream audio when the server can (never via Mangum)
    ws_idle_seconds: float = 300.0  # SUPERTONIC_WS_IDLE_SECONDS: a silent, idle WebSocket is closed (0 = never)
    reader_lag_seconds: float = (
        30.0  # SUPERTONIC_READER_LAG_SECONDS: a streaming client this far behind the audio is dropped
    )
    first_chunk_chars: int = 80  # SUPERTONIC_FIRST_CHUNK_CHARS: bound on the first chunk, for early audio (0 = off)
    # --- storage ------------------------------------------------------------------------------------
    bucket: str = ""  # SUPERTONIC_BUCKET: empty = no storage (no cache, no jobs, no large results)
    s3_endpoint_url: str = ""  # SUPERTONIC_S3_ENDPOINT_URL: MinIO, R2, a moto server
    s3_path_style: bool = False  # SUPERTONIC_S3_PATH_STYLE
    s3_region: str = ""  # SUPERTONIC_S3_REGION (else AWS_REGION)
    outbox_days: int = 7  # SUPERTONIC_OUTBOX_DAYS: audio and manifests expire after this
    cache_days: int = 30  # SUPERTONIC_CACHE_DAYS
    inbox_days: int = 2  # SUPERTONIC_INBOX_DAYS: unprocessed jobs expire after this
    presign_seconds: int = 3_600  # SUPERTONIC_PRESIGN_SECONDS
    cache_enabled: bool = True  # SUPERTONIC_CACHE_ENABLED
    # --- long jobs in segments (README.md, "Long jobs") ----------------------------------------------
    segment_queue_url: str = ""  # SUPERTONIC_SEGMENT_QUEUE_URL: SQS queue of segments; empty = no fan-out
    sqs_endpoint_url: str = ""  # SUPERTONIC_SQS_ENDPOINT_URL: else SUPERTONIC_S3_ENDPOINT_URL (a moto server), else AWS
    fanout_chars: int = 6_000  # SUPERTONIC_FANOUT_CHARS: longer jobs are split into segments (0 = never)
    segment_chars: int = 1_500  # SUPERTONIC_SEGMENT_CHARS: characters per segment (about 100 s of audio)
    segment_attempts: int = 3  # SUPERTONIC_SEGMENT_ATTEMPTS: deliveries of a segment before its job fails
    # --- access and logs ----------------------------------------------------------------------------
    api_key: str = ""  # SUPERTONIC_API_KEY: require `Authorization: Bearer <key>` (empty = off)
    api_key_ssm_parameter: str = ""  # SUPERTONIC_API_KEY_SSM_PARAMETER: read the key from SSM at init
    api_key_secret_id: str = ""  # SUPERTONIC_API_KEY_SECRET_ID: read the key from Secrets Manager at init
    cors_origins: str = ""  # SUPERTONIC_CORS_ORIGINS: comma-separated browser origins (or *); empty = no CORS
    audit: bool = False  # SUPERTONIC_AUDIT: an append-only record of each synthesis's text (docs/audit.md)
    audit_bucket: str = ""  # SUPERTONIC_AUDIT_BUCKET: a separate bucket for it (Object Lock), else audit/ in ours
    audit_days: int = 365  # SUPERTONIC_AUDIT_DAYS: expiry of audit/ records in the kit's bucket
    audit_lock_days: int = 0  # SUPERTONIC_AUDIT_LOCK_DAYS: COMPLIANCE retention per record (an Object Lock bucket)
    log_text: bool = False  # SUPERTONIC_LOG_TEXT: log request text (off: only hashes and sizes)
    metrics: str = "auto"  # SUPERTONIC_METRICS: auto (EMF on Lambda, else Prometheus /metrics), emf, prometheus, off
    # --- streaming mode (infra/README.md) -------------------------------------------------------------
    adapter_routes: bool = False  # SUPERTONIC_ADAPTER_ROUTES: the Web Adapter's routes answer (the template sets it)

    @classmethod
    def from_env(cls, env: Mapping[str, str] | None = None) -> Settings:
        env = os.environ if env is None else env
        values: dict[str, Any] = {}
        for field in fields(cls):
            name = ENV_NAMES.get(field.name, "SUPERTONIC_" + field.name.upper())
            if name not in env or env[name] == "":
                continue
            values[field.name] = _parse(name, env[name], type(getattr(cls, field.name)))
        return cls(**values)

    @property
    def model_path(self) -> Path | None:
        return Path(self.model_dir) if self.model_dir else None


def _parse(name: str, raw: str, kind: type) -> object:
    try:
        if kind is bool:
            if raw.lower() not in {"1", "0", "true", "false", "yes", "no", "on", "off"}:
                raise ValueError(raw)
            return raw.lower() in {"1", "true", "yes", "on"}
        return kind(raw)
    except ValueError:
        raise ValueError(f"Environment variable {name}={raw!r} is not a valid {kind.__name__}.") from None
