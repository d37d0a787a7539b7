"""Expiry rules of the bucket: what the kit writes cleans itself up, and nothing else in the bucket is touched.

    rules = lifecycle_rules(settings)     # S3 API shape, as put_bucket_lifecycle_configuration takes them
    apply_lifecycle(bucket, settings)     # replaces the kit's rules, keeps every other rule of the bucket

    python -m handler.storage.lifecycle            # apply to SUPERTONIC_BUCKET (`make bucket`)
    python -m handler.storage.lifecycle --create   # create the bucket first if it does not exist

Rule IDs (infra/template.yaml declares the same rules under the same IDs; `cloudformation_rules` gives them in
the shape of AWS::S3::Bucket LifecycleConfiguration.Rules, for a test to compare):

    supertonic-outbox-expiry   outbox/ objects expire after SUPERTONIC_OUTBOX_DAYS (default 7)
    supertonic-cache-expiry    cache/  objects expire after SUPERTONIC_CACHE_DAYS  (default 30)
    supertonic-inbox-expiry    inbox/  objects expire after SUPERTONIC_INBOX_DAYS  (default 2)
    supertonic-segments-expiry segments/ (a long job's parts in flight) expire after SUPERTONIC_INBOX_DAYS too
    supertonic-abort-multipart whole bucket: incomplete multipart uploads are aborted after 1 day
    supertonic-audit-expiry    audit/ records expire after SUPERTONIC_AUDIT_DAYS, only with SUPERTONIC_AUDIT on
                               and no SUPERTONIC_AUDIT_BUCKET (handler/storage/audit.py)
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from handler.kernel.config import Settings
from handler.storage.audit import AUDIT
from handler.storage.bucket import Bucket
from handler.storage.keys import CACHE, INBOX, OUTBOX, SEGMENTS

ABORT_MULTIPART_DAYS = 1
EXPIRING_PREFIXES = {  # rule ID -> (prefix, the Settings field with its days)
    "supertonic-outbox-expiry": (OUTBOX, "outbox_days"),
    "supertonic-cache-expiry": (CACHE, "cache_days"),
    "supertonic-inbox-expiry": (INBOX, "inbox_days"),
    "supertonic-segments-expiry": (SEGMENTS, "inbox_days"),  # a job that never finished leaves nothing behind
}
ABORT_MULTIPART_ID = "supertonic-abort-multipart"
AUDIT_ID = "supertonic-audit-expiry"
RULE_IDS = (*EXPIRING_PREFIXES, ABORT_MULTIPART_ID)  # always applied
OWNED_IDS = (*RULE_IDS, AUDIT_ID)  # replaced when the rules are applied again (the audit rule comes and goes)


def lifecycle_rules(settings: Settings) -> list[dict[str, Any]]:
    rules: list[dict[str, Any]] = []
    for rule_id, (prefix, field) in EXPIRING_PREFIXES.items():
        rules.append(
            {
                "ID": rule_id,
                "Filter": {"Prefix": prefix},
                "Status": "Enabled",
                "Expiration": {"Days": _days(settings, field)},
            }
        )
    rules.append(
        {
            "ID": ABORT_MULTIPART_ID,
            "Filter": {"Prefix": ""},
            "Status": "Enabled",
            "AbortIncompleteMultipartUpload": {"DaysAfterInitiation": ABORT_MULTIPART_DAYS},
        }
    )
    if settings.audit and not settings.audit_bucket:  # the audit trail's own lifecycle, in our bucket
        rule = {"ID": AUDIT_ID, "Filter": {"Prefix": AUDIT}, "Status": "Enabled"}
        rules.append(rule | {"Expiration": {"Days": _days(settings, "audit_days")}})
    return rules


def cloudformation_rules(settings: Settings) -> list[dict[str, Any]]:
    """The same rules as AWS::S3::Bucket LifecycleConfiguration.Rules (Id, Prefix, ExpirationInDays...)."""
    converted = []
    for rule in lifecycle_rules(settings):
        cfn: dict[str, Any] = {"Id": rule["ID"], "Status": rule["Status"]}
        if rule["Filter"]["Prefix"]:
            cfn["Prefix"] = rule["Filter"]["Prefix"]
        if "Expiration" in rule:
            cfn["ExpirationInDays"] = rule["Expiration"]["Days"]
        if "AbortIncompleteMultipartUpload" in rule:
            cfn["AbortIncompleteMultipartUpload"] = rule["AbortIncompleteMultipartUpload"]
        converted.append(cfn)
    return converted


def apply_lifecycle(bucket: Bucket, settings: Settings) -> None:
    # S3 keeps one lifecycle configuration per bucket: merge, so a user's own rules survive.
    others = [rule for rule in bucket.lifecycle_rules() if rule.get("ID") not in OWNED_IDS]
    bucket.put_lifecycle_rules(others + lifecycle_rules(settings))


def _days(settings: Settings, field: str) -> int:
    days: int = getattr(settings, field)
    if days < 1:
        raise ValueError(f"SUPERTONIC_{field.upper()} must be a whole number of days, at least 1; got {days}.")
    return days


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m handler.storage.lifecycle", description="Apply the kit's expiry rules to its bucket."
    )
    parser.add_argument("--create", action="store_true", help="create the bucket first if it does not exist")
    args = parser.parse_args(argv)
    settings = Settings.from_env()
    bucket = Bucket.from_settings(settings)
    if bucket is None:
        print("SUPERTONIC_BUCKET is not set: there is no bucket to configure.", file=sys.stderr)
        return 2
    if not bucket.exists():
        if not args.create:
            print(f"Bucket {bucket.name!r} does not exist. Pass --create to create it.", file=sys.stderr)
            return 1
        bucket.create()
        print(f"Created bucket {bucket.name!r}.")
    apply_lifecycle(bucket, settings)
    print(json.dumps({"bucket": bucket.name, "rules": lifecycle_rules(settings)}, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
