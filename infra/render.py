"""Render infra/template.yaml (SAM) to plain CloudFormation JSON, offline, with aws-sam-translator.

Runs under the infra tools' venv (`.venv-infra`, see infra/requirements-lint.txt), not the app's:

    .venv-infra/bin/python infra/render.py build/template.json
    .venv-infra/bin/python infra/render.py build/image.json --param ImageUri=123.dkr.ecr.us-east-1.amazonaws.com/tts:1

Local artifact paths (CodeUri, ContentUri) become s3://<artifact bucket>/<file name>, as `sam package` would
make them; the SAM transform refuses local paths.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from boto3.session import Session
from samtranslator.parser.parser import Parser
from samtranslator.translator.translator import Translator
from samtranslator.yaml_helper import yaml_parse

TEMPLATE = Path(__file__).with_name("template.yaml")
ARTIFACT_PROPERTIES = {"AWS::Serverless::Function": "CodeUri", "AWS::Serverless::LayerVersion": "ContentUri"}
# The translator needs a region for ARNs it builds; no AWS call is made.
REGION = "us-east-1"


def render(template_text: str, parameters: dict[str, str], artifact_bucket: str) -> dict:
    template = yaml_parse(template_text)
    for resource in template["Resources"].values():
        prop = ARTIFACT_PROPERTIES.get(resource["Type"])
        location = resource.get("Properties", {}).get(prop)
        if isinstance(location, str) and not location.startswith("s3://"):
            resource["Properties"][prop] = f"s3://{artifact_bucket}/{Path(location).name}"
    translator = Translator({}, Parser(), boto_session=Session(region_name=REGION))
    return translator.translate(template, parameter_values=parameters, passthrough_metadata=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("output", type=Path, help="where to write the CloudFormation JSON")
    parser.add_argument("--template", type=Path, default=TEMPLATE)
    parser.add_argument("--param", action="append", default=[], metavar="KEY=VALUE", help="a parameter value")
    parser.add_argument("--artifact-bucket", default="supertonic-artifacts")
    args = parser.parse_args()
    parameters = dict(item.split("=", 1) for item in args.param)
    rendered = render(args.template.read_text(), parameters, args.artifact_bucket)
    args.output.parent.mkdir(parents=True, exist_ok=True)
    args.output.write_text(json.dumps(rendered, indent=2, sort_keys=True))


if __name__ == "__main__":
    main()
