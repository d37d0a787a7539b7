"""infra/deploy.mk: the deploy targets' commands and their agreement with the template.

No AWS here: the dry runs read the commands make would run, and the deploy runs put fake `sam` and `aws`
executables first on PATH. The fakes record their arguments and answer as the real CLIs do in the cases that
matter: SAM refuses a --config-file naming a missing file, and --resolve-s3 next to a saved s3_bucket; a guided
deploy writes samconfig.toml beside the template; describe-stacks fails with "does not exist" for a missing stack.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import textwrap
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


MAKE_ENV = {key: value for key, value in os.environ.items() if key not in {"MODEL_DIR", "SUPERTONIC_MODEL_DIR"}}


def make(*args: str, dry: bool = True) -> subprocess.CompletedProcess:
    command = ["make", "-f", "infra/deploy.mk", *(["-n"] if dry else []), *args]
    return subprocess.run(command, cwd=ROOT, capture_output=True, text=True, env=MAKE_ENV)


def joined(output: str) -> str:
    return re.sub(r"[ \t]*\\\n\s*", " ", output)


def sam_deploys(out: str) -> list[str]:
    return [line.split("sam deploy", 1)[1] for line in out.splitlines() if "sam deploy" in line]


def test_zip_deploy_creates_the_stack_uploads_the_model_then_pins_it(tmp_path):
    template = tmp_path / "template.yaml"
    out = joined(make("-B", "deploy", "STACK=demo", "ARCH=arm64", f"TEMPLATE={template}").stdout)
    assert "layers/build.py layer --arch arm64" in out
    assert "cp build/layer-arm64.zip build/layer.zip" in out
    create, update = sam_deploys(out)
    # The first runs only when the stack does not exist yet; the model upload sits between the two.
    assert "describe-stacks --stack-name demo" in out and '*"does not exist"*' in out
    # The model goes up prepared (tools/prepare_model.py), and its manifest is the prepared copy's.
    prepare = out.index("tools/prepare_model.py models/supertonic-3 build/model-prepared")
    assert prepare < out.index("infra/model_upload.py build/model-prepared --stack demo") < out.rindex("sam deploy")
    config = tmp_path / "samconfig.toml"
    for deploy in (create, update):
        assert f"--template-file {template} --stack-name demo" in deploy
        assert f"$(if test -f {config}; then echo --config-file {config}; else echo --guided; fi)" in deploy
        assert "--resolve-s3" not in deploy
        assert "--capabilities CAPABILITY_IAM" in deploy and "Architecture=arm64" in deploy
        assert "'ImageUri=\"\"'" in deploy
    assert create.endswith("ModelManifestSha256=none; }")
    assert update.endswith("ModelManifestSha256=$(.venv/bin/python infra/model_upload.py build/model-prepared --sha)")
    # The README's third command reads the URL from here.
    assert out.index("OutputKey=='FunctionUrl'].OutputValue\" --output text)\" > build/function-url") > out.rindex(
        "sam deploy"
    )
    # Nothing is built before the checks.
    assert out.index("sts get-caller-identity") < out.index("layers/build.py")


def test_image_deploy_builds_a_single_platform_image_and_passes_its_uri():
    repo = "123456789012.dkr.ecr.us-east-1.amazonaws.com/supertonic"
    out = joined(make("deploy", "PACKAGE=image", f"IMAGE_REPO={repo}", "IMAGE_TAG=v1", "ARCH=arm64").stdout)
    assert "docker build -f layers/Dockerfile --platform linux/arm64 --provenance=false" in out
    assert f"-t {repo}:v1 ." in out and f"docker push {repo}:v1" in out
    assert "docker login --username AWS --password-stdin 123456789012.dkr.ecr.us-east-1.amazonaws.com" in out
    (deploy,) = sam_deploys(out)
    assert deploy.endswith("ImageUri=$(cat build/image-uri)") and "model_upload" not in out


def test_image_refuses_to_start_without_a_repository():
    result = make("image", "IMAGE_REPO=", dry=False)
    assert result.returncode != 0 and "Set IMAGE_REPO=" in result.stdout


def test_model_upload_and_destroy_name_the_stack():
    upload = make("model-upload", "STACK=demo", "MODEL_DIR=models/x").stdout
    assert upload.index("tools/prepare_model.py models/x build/model-prepared") < upload.index(
        "infra/model_upload.py build/model-prepared --stack demo"
    )
    destroy = joined(make("destroy", "STACK=demo").stdout)
    assert destroy.index("aws s3 rm") < destroy.index("sam delete --stack-name demo")
    assert "--stack-name demo" in destroy and "OutputKey=='BucketName'" in destroy


def test_artifact_paths_are_the_ones_the_template_names():
    template = (ROOT / "infra" / "template.yaml").read_text()
    deploy_mk = (ROOT / "infra" / "deploy.mk").read_text()
    assert "CodeUri: ../build/function.zip" in template and "FUNCTION_ZIP ?= build/function.zip" in deploy_mk
    assert "ContentUri: ../build/layer.zip" in template and "LAYER_ZIP   ?= build/layer.zip" in deploy_mk


def test_infra_venv_installs_the_pinned_tools():
    out = make("infra-venv", "INFRA_VENV=/tmp/does-not-exist-venv").stdout
    assert "-m venv /tmp/does-not-exist-venv" in out
    assert "pip install -q -r infra/requirements-lint.txt" in out
    pins = [line for line in (ROOT / "infra" / "requirements-lint.txt").read_text().splitlines() if line[:1].isalpha()]
    assert {pin.split("==")[0] for pin in pins} == {"cfn-lint", "aws-sam-translator", "checkov"}
    assert all(re.fullmatch(r"[a-z-]+==\d+(\.\d+)+", pin) for pin in pins)


FAKE_SAM = """
import json, os, sys
from pathlib import Path

def option(name):
    return sys.argv[sys.argv.index(name) + 1] if name in sys.argv else None

state = Path(os.environ["FAKE_STATE"])
with (state / "calls.jsonl").open("a") as log:
    log.write(json.dumps(["sam", *sys.argv[1:]]) + "\\n")
template = Path(option("--template-file") or "template.yaml").resolve()
config_file = option("--config-file")
# Like SAM's configuration callback: a --config-file other than the default name must exist.
if config_file and config_file != "samconfig.toml" and not Path(config_file).is_file():
    sys.exit(f"Error: Config file {config_file} does not exist or could not be read!")
config = Path(config_file) if config_file and Path(config_file).is_absolute() else template.parent / "samconfig.toml"
if "--guided" in sys.argv:  # the answers are saved with the managed artifact bucket
    config.write_text('version = 0.1\\n[default.deploy.parameters]\\ns3_bucket = "managed-bucket"\\n')
elif "--resolve-s3" in sys.argv and config.is_file() and "s3_bucket" in config.read_text():
    sys.exit("Error: Cannot use both --resolve-s3 and --s3-bucket parameters in combination.")
(state / "stack").write_text(option("--stack-name"))
print("Successfully created/updated stack")
"""

FAKE_AWS = """
import json, os, sys
from pathlib import Path

state = Path(os.environ["FAKE_STATE"])
if sys.argv[1:] == ["--version"]:  # as each major version prints it
    print(os.environ.get("FAKE_AWS_VERSION", "aws-cli/2.22.35 Python/3.12.6 Linux/6.1 exe/x86_64.debian.12"))
    sys.exit(0)
with (state / "calls.jsonl").open("a") as log:
    log.write(json.dumps(["aws", *sys.argv[1:]]) + "\\n")
credentials = os.environ.get("FAKE_CREDENTIALS", "valid")
if credentials == "unreachable":  # botocore's EndpointConnectionError, as the CLI prints it
    sys.stderr.write('\\nCould not connect to the endpoint URL: "https://sts.amazonaws.com/"\\n')
    sys.exit(255)
if credentials == "missing":
    sys.stderr.write('Unable to locate credentials. You can configure credentials by running "aws configure".\\n')
    sys.exit(253)
if credentials == "expired":
    sys.stderr.write("An error occurred (ExpiredToken) when calling the GetCallerIdentity operation: "
                     "The security token included in the request is expired\\n")
    sys.exit(254)
command = " ".join(sys.argv[1:3])
query = sys.argv[sys.argv.index("--query") + 1] if "--query" in sys.argv else ""
if command == "sts get-caller-identity":
    print("arn:aws:iam::123456789012:user/deployer")
elif command == "cloudformation describe-stacks":
    if os.environ.get("FAKE_DESCRIBE_ERROR"):
        sys.stderr.write(os.environ["FAKE_DESCRIBE_ERROR"] + "\\n")
        sys.exit(254)
    name = sys.argv[sys.argv.index("--stack-name") + 1]
    if not (state / "stack").is_file():
        sys.stderr.write("An error occurred (ValidationError) when calling the DescribeStacks operation: "
                         f"Stack with id {name} does not exist\\n")
        sys.exit(254)
    print({"FunctionUrl": "https://fn.lambda-url.us-east-1.on.aws/", "BucketName": "demo-bucket"}.get(
        next((key for key in ("FunctionUrl", "BucketName") if key in query), ""), "CREATE_COMPLETE"))
elif command == "lambda get-alias":
    print("2")
elif command == "lambda list-versions-by-function":
    print("1\\t2")
"""

FAKE_PYTHON = """
import json, os, sys
from pathlib import Path

with (Path(os.environ["FAKE_STATE"]) / "calls.jsonl").open("a") as log:
    log.write(json.dumps(["python", *sys.argv[1:]]) + "\\n")
if "--sha" in sys.argv:
    print("5ha256")
"""


@dataclass
class Deployer:
    """`make deploy` run for real, with the external CLIs faked in `bin` and every output kept under tmp_path."""

    tmp_path: Path
    bin: Path

    def run(self, *args: str, **env: str) -> subprocess.CompletedProcess:
        variables = {
            "STACK": "demo",
            "TEMPLATE": str(self.tmp_path / "template.yaml"),
            "FUNCTION_ZIP": str(self.tmp_path / "function.zip"),
            "FUNCTION_URL_FILE": str(self.tmp_path / "function-url"),
            "MODEL_DIR": str(self.tmp_path / "model"),
            "PREPARED_MODEL": str(self.tmp_path / "prepared"),
            "BIN": str(self.bin),  # the model upload's own interpreter: it would call AWS through boto3
        }
        # The artifacts are not what is under test here (tests/test_layer_build.py builds them): -o skips them.
        command = [
            "make",
            "--no-print-directory",
            "-f",
            "infra/deploy.mk",
            "-o",
            "layer",
            "-o",
            variables["FUNCTION_ZIP"],
        ]
        command += [*args, *(f"{key}={value}" for key, value in variables.items())]
        environment = {**os.environ, "PATH": f"{self.bin}:/usr/bin:/bin", "FAKE_STATE": str(self.tmp_path), **env}
        return subprocess.run(command, cwd=ROOT, capture_output=True, text=True, env=environment)

    def calls(self) -> list[list[str]]:
        log = self.tmp_path / "calls.jsonl"
        return [json.loads(line) for line in log.read_text().splitlines()] if log.exists() else []

    def sam_deploys(self) -> list[list[str]]:
        return [call[1:] for call in self.calls() if call[:2] == ["sam", "deploy"]]


@pytest.fixture
def deployer(tmp_path: Path) -> Deployer:
    fake_bin = tmp_path / "bin"
    fake_bin.mkdir()
    for name, source in {"sam": FAKE_SAM, "aws": FAKE_AWS, "python": FAKE_PYTHON}.items():
        path = fake_bin / name
        path.write_text(f"#!{sys.executable}\n" + textwrap.dedent(source))
        path.chmod(0o755)
    shutil.copy(ROOT / "infra" / "template.yaml", tmp_path / "template.yaml")
    (tmp_path / "model" / "onnx").mkdir(parents=True)
    return Deployer(tmp_path, fake_bin)


def test_first_deploy_is_guided_and_saves_the_answers_later_deploys_reuse_them(deployer):
    config = deployer.tmp_path / "samconfig.toml"
    first = deployer.run("deploy")
    assert first.returncode == 0, first.stdout + first.stderr
    create, update = deployer.sam_deploys()
    assert "--guided" in create and "--config-file" not in create  # SAM refuses to name a file not yet written
    assert config.is_file()
    assert update[update.index("--config-file") + 1] == str(config) and "--guided" not in update
    assert "--resolve-s3" not in update  # SAM refuses it next to the saved s3_bucket
    assert create[-1] == "ModelManifestSha256=none" and update[-1] == "ModelManifestSha256=5ha256"
    model, prepared = str(deployer.tmp_path / "model"), str(deployer.tmp_path / "prepared")
    calls = deployer.calls()
    upload = calls.index(["python", "infra/model_upload.py", prepared, "--stack", "demo"])
    assert calls.index(["python", "tools/prepare_model.py", model, prepared]) < upload
    assert ["python", "infra/model_upload.py", prepared, "--sha"] in calls
    assert "FunctionUrl: https://fn.lambda-url.us-east-1.on.aws/" in first.stdout
    assert (deployer.tmp_path / "function-url").read_text().strip() == "https://fn.lambda-url.us-east-1.on.aws/"

    second = deployer.run("deploy")
    assert second.returncode == 0, second.stdout + second.stderr
    later = deployer.sam_deploys()[2:]
    assert len(later) == 1 and "--guided" not in later[0]  # the stack exists: no create step
    assert later[0][later[0].index("--config-file") + 1] == str(config)


def test_deploy_without_sam_says_so_before_anything_else(deployer):
    (deployer.bin / "sam").unlink()
    result = deployer.run("deploy")
    assert result.returncode == 2
    assert "'sam' not found: install the SAM CLI" in result.stderr
    assert deployer.calls() == []


@pytest.mark.parametrize("credentials", ["missing", "expired"])
def test_deploy_without_valid_credentials_stops_before_touching_the_stack(deployer, credentials):
    result = deployer.run("deploy", FAKE_CREDENTIALS=credentials)
    assert result.returncode == 2
    assert "No valid AWS credentials: 'aws sts get-caller-identity' failed" in result.stderr
    assert ("Unable to locate credentials" if credentials == "missing" else "ExpiredToken") in result.stderr
    assert [call[:3] for call in deployer.calls()] == [["aws", "sts", "get-caller-identity"]]


def test_deploy_with_aws_cli_v1_says_it_needs_v2(deployer):
    """The README's `aws configure export-credentials` exists only in v2: v1 is caught before anything runs."""
    result = deployer.run("deploy", FAKE_AWS_VERSION="aws-cli/1.45.11 Python/3.11.7 Linux/6.18 botocore/1.43.11")
    assert result.returncode == 2
    assert "AWS CLI v1 (aws-cli/1.45.11)" in result.stderr and "needs the AWS CLI v2" in result.stderr
    assert deployer.calls() == []


def test_an_unreachable_endpoint_is_not_called_missing_credentials(deployer):
    result = deployer.run("deploy", FAKE_CREDENTIALS="unreachable")
    assert result.returncode == 2
    assert "Cannot reach AWS" in result.stderr and "Could not connect to the endpoint URL" in result.stderr
    assert "No valid AWS credentials" not in result.stderr and "aws configure" not in result.stderr
    assert [call[:3] for call in deployer.calls()] == [["aws", "sts", "get-caller-identity"]]


def test_a_stack_that_cannot_be_read_is_not_taken_for_a_missing_one(deployer):
    denied = "An error occurred (AccessDenied) when calling the DescribeStacks operation: not authorized"
    result = deployer.run("deploy", FAKE_DESCRIBE_ERROR=denied)
    assert result.returncode != 0
    assert f"Cannot read stack demo: {denied}" in result.stderr
    assert deployer.sam_deploys() == []
    assert not any("model_upload.py" in " ".join(call) for call in deployer.calls())


def test_deploy_without_a_model_names_the_folder_before_building(deployer):
    shutil.rmtree(deployer.tmp_path / "model")
    result = deployer.run("deploy")
    assert result.returncode == 2 and "model has no onnx/: run 'make model' or set MODEL_DIR" in result.stderr
    assert deployer.sam_deploys() == []
