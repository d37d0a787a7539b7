"""The API key the app requires, resolved once at init: from SUPERTONIC_API_KEY, an SSM SecureString
(SUPERTONIC_API_KEY_SSM_PARAMETER) or a Secrets Manager secret (SUPERTONIC_API_KEY_SECRET_ID).

    api_key = load_api_key(settings)   # "" = no key configured (the function URL uses AWS_IAM auth then)
    api_key.problem                    # why a configured source gave no usable key, else ""
    accepts(api_key, request.headers)  # the check every way in makes (HTTP middleware, WebSocket)

It fails closed: when a source is configured but yields no usable key (empty or blank, missing, unreadable), the
key is a random secret nobody knows, so every check refuses the request, and `problem` says why (the app
answers 503 with it, and init logs it). A blank key never turns authentication off.
"""

from __future__ import annotations

import hmac
import secrets
from collections.abc import Mapping
from typing import TYPE_CHECKING

from handler.kernel import logs
from handler.kernel.config import Settings
from handler.storage.bucket import error_code

if TYPE_CHECKING:
    import boto3

logger = logs.child(__name__)


class ApiKey(str):
    """The key requests must present ("" = none required), with `problem` set when its source failed."""

    problem: str = ""

    @classmethod
    def unusable(cls, problem: str) -> ApiKey:
        key = cls(secrets.token_urlsafe(32))
        key.problem = problem
        return key


def load_api_key(settings: Settings, session: boto3.session.Session | None = None) -> ApiKey:
    source, value = _read_key(settings, session)
    if source is None:
        return ApiKey("")
    if isinstance(value, Exception):
        problem = f"The API key could not be read from {source} ({error_code(value)})."
    elif not value.strip():
        problem = f"The API key from {source} is empty."
    else:
        return ApiKey(value.strip())
    logger.error("API key unavailable: every request will be refused", extra={"problem": problem})
    return ApiKey.unusable(problem)


def key_configured(settings: Settings) -> bool:
    """Whether the deployment requires an API key (whether or not its source can be read)."""
    return bool(settings.api_key or settings.api_key_ssm_parameter or settings.api_key_secret_id)


def _read_key(settings: Settings, session: boto3.session.Session | None) -> tuple[str | None, str | Exception]:
    """(a description of the configured source, its value or the error reading it); (None, "") when none is."""
    if settings.api_key:
        return "SUPERTONIC_API_KEY", settings.api_key
    if not key_configured(settings):
        return None, ""
    # Only a key kept in AWS needs boto3: no session (and no boto3 import) at init otherwise.
    import boto3
    from botocore.exceptions import BotoCoreError, ClientError

    session = session or boto3.session.Session()
    try:
        if settings.api_key_ssm_parameter:
            source = f"SSM parameter {settings.api_key_ssm_parameter}"
            ssm = session.client("ssm")
            return source, ssm.get_parameter(Name=settings.api_key_ssm_parameter, WithDecryption=True)["Parameter"][
                "Value"
            ]
        if settings.api_key_secret_id:
            source = f"Secrets Manager secret {settings.api_key_secret_id}"
            secret = session.client("secretsmanager").get_secret_value(SecretId=settings.api_key_secret_id)
            return source, secret.get("SecretString") or ""
    except (ClientError, BotoCoreError) as error:
        return source, error
    return None, ""


def presented_key(headers: Mapping[str, str]) -> str:
    """The key a request presents: `Authorization: Bearer <key>`, else `x-api-key`."""
    auth = headers.get("authorization", "")
    if auth.lower().startswith("bearer "):
        return auth[7:].strip()
    return headers.get("x-api-key", "")


def accepts(api_key: str, headers: Mapping[str, str]) -> bool:
    """True when no key is required, or the request presents it (compared in constant time)."""
    return not api_key or hmac.compare_digest(presented_key(headers).encode(), api_key.encode())
