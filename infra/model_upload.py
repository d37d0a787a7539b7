"""Upload a model folder to the stack's bucket with its manifest (what `make model-upload` runs).

    python infra/model_upload.py models/supertonic-3 --stack supertonic
    python infra/model_upload.py models/supertonic-3 --uri s3://my-bucket/models/supertonic-3/
    python infra/model_upload.py models/supertonic-3 --sha      # the manifest's SHA-256 only, nothing uploaded

With --stack, the destination is the stack's `ModelS3Uri` output (zip packaging only). Files already in the
bucket with the same size and SHA-256 are skipped. The function verifies every file against the manifest at
init, and the manifest against the SHA-256 it was deployed with; see handler/engine/s3_model.py.
"""

from __future__ import annotations

import argparse
import hashlib
import sys
from pathlib import Path

import boto3

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from handler.engine.s3_model import build_manifest, manifest_bytes, upload_model  # noqa: E402


def stack_output(stack: str, key: str) -> str:
    outputs = boto3.client("cloudformation").describe_stacks(StackName=stack)["Stacks"][0].get("Outputs", [])
    for output in outputs:
        if output["OutputKey"] == key:
            return output["OutputValue"]
    raise SystemExit(f"Stack {stack} has no {key} output: is it deployed with the zip packaging (no ImageUri)?")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("model_dir", type=Path)
    where = parser.add_mutually_exclusive_group(required=True)
    where.add_argument("--stack", help="CloudFormation stack whose ModelS3Uri output is the destination")
    where.add_argument("--uri", help="s3://bucket/prefix/ destination")
    where.add_argument("--sha", action="store_true", help="print the manifest's SHA-256 and upload nothing")
    args = parser.parse_args()
    if args.sha:
        print(hashlib.sha256(manifest_bytes(build_manifest(args.model_dir))).hexdigest())
        return
    uri = args.uri or stack_output(args.stack, "ModelS3Uri")
    upload = upload_model(boto3.client("s3"), args.model_dir, uri)
    sent = sum(upload.manifest["files"][name]["size"] for name in upload.uploaded)
    print(
        f"{uri}: {len(upload.uploaded)} of {len(upload.manifest['files'])} files uploaded ({sent / 2**20:.1f} MB), "
        f"manifest {upload.manifest_sha256}"
    )


if __name__ == "__main__":
    main()
