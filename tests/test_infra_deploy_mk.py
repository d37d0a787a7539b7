"""infra/deploy.mk: the deploy targets' commands (dry runs: no AWS here) and their agreement with the template."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def make(*args: str, dry: bool = True) -> subprocess.CompletedProcess:
    command = ["make", "-f", "infra/deploy.mk", *(["-n"] if dry else []), *args]
    return subprocess.run(command, cwd=ROOT, capture_output=True, text=True)


def joined(output: str) -> str:
    return re.sub(r"\\\n\s*", " ", output)


def test_zip_deploy_is_guided_the_first_time_and_passes_the_architecture(tmp_path):
    out = joined(make("-B", "deploy", "STACK=demo", "ARCH=arm64", f"SAMCONFIG={tmp_path}/samconfig.toml").stdout)
    assert "layers/build.py layer --arch arm64" in out
    assert "cp build/layer-arm64.zip build/layer.zip" in out
    (deploy,) = [line for line in out.splitlines() if line.startswith("sam deploy")]
    assert "--template-file infra/template.yaml --stack-name demo" in deploy
    assert "--guided" in deploy and "--capabilities CAPABILITY_IAM" in deploy
    assert "Architecture=arm64 'ImageUri=\"\"'" in deploy


def test_later_deploys_reuse_the_saved_answers(tmp_path):
    saved = tmp_path / "samconfig.toml"
    saved.write_text("version = 0.1\n")
    out = joined(make("deploy", f"SAMCONFIG={saved}").stdout)
    (deploy,) = [line for line in out.splitlines() if line.startswith("sam deploy")]
    assert "--guided" not in deploy and f"--config-file {saved}" in deploy


def test_image_deploy_builds_a_single_platform_image_and_passes_its_uri():
    repo = "123456789012.dkr.ecr.us-east-1.amazonaws.com/supertonic"
    out = joined(make("deploy", "PACKAGE=image", f"IMAGE_REPO={repo}", "IMAGE_TAG=v1", "ARCH=arm64").stdout)
    assert "docker build -f layers/Dockerfile --platform linux/arm64 --provenance=false" in out
    assert f"-t {repo}:v1 ." in out and f"docker push {repo}:v1" in out
    assert "docker login --username AWS --password-stdin 123456789012.dkr.ecr.us-east-1.amazonaws.com" in out
    (deploy,) = [line for line in out.splitlines() if line.startswith("sam deploy")]
    assert "ImageUri=$(cat build/image-uri)" in deploy


def test_image_refuses_to_start_without_a_repository():
    result = make("image", "IMAGE_REPO=", dry=False)
    assert result.returncode != 0 and "Set IMAGE_REPO=" in result.stdout


def test_model_upload_and_destroy_name_the_stack():
    upload = make("model-upload", "STACK=demo", "MODEL_DIR=models/x").stdout
    assert "infra/model_upload.py models/x --stack demo" in upload
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
