"""The API key the app requires, resolved once at init: from SUPERTONIC_API_KEY, an SSM SecureString
(SUPERTONIC_API_KEY_SSM_PARAMETER) or a Secrets Manager secret (SUPERTONIC_API_KEY_SECRET_ID).

    api_key = load_api_key(settings)   # "" = no key required (the function URL uses AWS_IAM auth then)
"""

from __future__ import annotations

import boto3

from handler.config import Settings


def load_api_key(settings: Settings, session: boto3.session.Session | None = None) -> str:
    if settings.api_key:
        return settings.api_key
    session = session or boto3.session.Session()
    if settings.api_key_ssm_parameter:
        ssm = session.client("ssm")
        return ssm.get_parameter(Name=settings.api_key_ssm_parameter, WithDecryption=True)["Parameter"]["Value"]
    if settings.api_key_secret_id:
        secrets = session.client("secretsmanager")
        return secrets.get_secret_value(SecretId=settings.api_key_secret_id)["SecretString"].strip()
    return ""
