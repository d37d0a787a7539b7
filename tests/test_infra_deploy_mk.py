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
    return re.sub(r"[ \t]*\\\n\s*", " ", output)


def sam_deploys(out: str) -> list[str]:
    return [line.split("sam deploy", 1)[1] for line in out.splitlines() if "sam deploy" in line]


def test_zip_deploy_creates_the_stack_uploads_the_model_then_pins_it(tmp_path):
    config = tmp_path / "samconfig.toml"
    out = joined(make("-B", "deploy", "STACK=demo", "ARCH=arm64", f"SAMCONFIG={config}").stdout)
    assert "layers/build.py layer --arch arm64" in out
    assert "cp build/layer-arm64.zip build/layer.zip" in out
    create, update = sam_deploys(out)
    # The first runs only when the stack does not exist yet; the model upload sits between the two.
    assert "describe-stacks --stack-name demo >/dev/null 2>&1 || sam deploy" in out
    assert out.index("infra/model_upload.py models/supertonic-3 --stack demo") < out.rindex("sam deploy")
    for deploy in (create, update):
        assert "--template-file infra/template.yaml --stack-name demo" in deploy
        assert f"--config-file {config} $(test -f {config} || echo --guided)" in deploy
        assert "--capabilities CAPABILITY_IAM" in deploy and "Architecture=arm64" in deploy
        assert "'ImageUri=\"\"'" in deploy
    assert create.endswith("ModelManifestSha256=none")
    assert update.endswith("ModelManifestSha256=$(.venv/bin/python infra/model_upload.py models/supertonic-3 --sha)")
    # The README's third command reads the URL from here.
    assert out.index("OutputKey=='FunctionUrl'].OutputValue\" --output text)\" > build/function-url") > out.rindex(
        "sam deploy"
    )


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
