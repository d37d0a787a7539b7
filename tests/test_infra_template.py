"""Offline checks of infra/template.yaml: linters, the rendered CloudFormation, and a deploy into moto.

cfn-lint, checkov and aws-sam-translator live in `.venv-infra` (`make infra-venv`), not in the app's venv;
these tests call them as subprocesses.
"""

from __future__ import annotations

import ast
import asyncio
import contextlib
import io
import json
import re
import subprocess
import zipfile
from pathlib import Path
from urllib.parse import unquote_plus

import boto3
import httpx
import pytest
from botocore.exceptions import ClientError
from hypothesis import assume, given
from hypothesis import strategies as st
from moto import mock_aws
from moto.cloudformation.parsing import get_model_map
from moto.core.authorization import disable_iam_authentication, enable_iam_authentication

from handler.kernel.errors import InvalidRequest

ROOT = Path(__file__).resolve().parents[1]
TEMPLATE = ROOT / "infra" / "template.yaml"
INFRA_BIN = ROOT / ".venv-infra" / "bin"
ARTIFACT_BUCKET = "supertonic-artifacts"
STACK = "tts"
FUNCTION = f"{STACK}-tts"  # the template names the function <stack>-tts


def infra_tool(name: str) -> str:
    path = INFRA_BIN / name
    if not path.exists():
        pytest.fail(f"{path} is missing: run `make infra-venv` (the infra tools' own venv) first.")
    return str(path)


def render(template: Path, out: Path) -> Path:
    command = [infra_tool("python"), str(ROOT / "infra" / "render.py"), str(out), "--template", str(template)]
    subprocess.run([*command, "--artifact-bucket", ARTIFACT_BUCKET], check=True)
    return out


@pytest.fixture(scope="session")
def rendered_path(tmp_path_factory) -> Path:
    return render(TEMPLATE, tmp_path_factory.mktemp("infra") / "template.json")


@pytest.fixture(scope="session")
def streaming_paths(tmp_path_factory) -> tuple[Path, Path]:
    """The template with StreamingMode defaulting to streaming (checkov judges conditions by the defaults), and its
    rendering: so both modes are linted and scanned."""
    folder = tmp_path_factory.mktemp("infra-streaming")
    text = TEMPLATE.read_text()
    old = "  StreamingMode:\n    Type: String\n    Default: buffered\n"
    assert text.count(old) == 1
    template = folder / "template.yaml"
    template.write_text(text.replace(old, old.replace("buffered", "streaming")))
    return template, render(template, folder / "template.json")


@pytest.fixture(scope="session")
def cfn(rendered_path) -> dict:
    return json.loads(rendered_path.read_text())


def resources_of(cfn: dict, kind: str) -> dict[str, dict]:
    return {name: r for name, r in cfn["Resources"].items() if r["Type"] == kind}


def default(cfn: dict, node):
    """Resolve a Ref to a parameter by its default (the value a guided deploy proposes)."""
    if isinstance(node, dict) and set(node) == {"Ref"} and node["Ref"] in cfn["Parameters"]:
        return cfn["Parameters"][node["Ref"]]["Default"]
    return node


# ------------------------------------------------------------------------------------------ linters


@pytest.fixture(scope="session")
def linters(rendered_path, streaming_paths) -> dict[str, subprocess.CompletedProcess]:
    """cfn-lint and checkov over both templates in both streaming modes, run side by side (each spends most of its
    time starting up)."""
    files = [str(TEMPLATE), str(rendered_path), *map(str, streaming_paths)]
    checkov = [infra_tool("checkov"), "--framework", "cloudformation", "--skip-download", "-o", "json"]
    commands = {
        "cfn-lint": [infra_tool("cfn-lint"), *files],
        "checkov": [*checkov, *(arg for path in files for arg in ("-f", path))],
    }
    running = {
        name: subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        for name, command in commands.items()
    }
    results = {}
    for name, process in running.items():
        stdout, stderr = process.communicate()
        results[name] = subprocess.CompletedProcess(commands[name], process.returncode, stdout, stderr)
    return results


def test_cfn_lint_is_clean_on_the_sam_template_and_the_rendered_one(linters):
    result = linters["cfn-lint"]
    assert result.returncode == 0, result.stdout + result.stderr


def test_checkov_is_clean_on_both_and_every_skip_is_justified(linters, rendered_path, streaming_paths):
    report = json.loads(linters["checkov"].stdout)
    failed = [(c["check_id"], c["resource"], c["file_path"]) for c in report["results"]["failed_checks"]]
    assert failed == [], failed
    assert report["summary"]["parsing_errors"] == 0
    for path in (TEMPLATE, rendered_path, *streaming_paths):  # it really scanned each file's resources
        passed = [c for c in report["results"]["passed_checks"] if c["file_abs_path"] == str(path)]
        assert len(passed) >= 15, path
    for skipped in report["results"]["skipped_checks"]:
        assert len(skipped["check_result"].get("suppress_comment") or "") > 20, skipped["check_id"]


# ------------------------------------------------------------------------------------------ the function


def test_both_packagings_are_pinned_at_2048_mb_on_the_chosen_architecture(cfn):
    functions = resources_of(cfn, "AWS::Lambda::Function")
    assert set(functions) == {"ZipFunction", "ImageFunction", "ZipStreamingFunction", "ImageStreamingFunction"}
    for function in functions.values():
        props = function["Properties"]
        assert props["MemorySize"] == 2048
        assert props["Architectures"] == [{"Ref": "Architecture"}]
        assert props["Timeout"] == {"Ref": "FunctionTimeout"}
    assert cfn["Parameters"]["Architecture"]["AllowedValues"] == ["x86_64", "arm64"]
    assert cfn["Conditions"]["IsZip"] == {"Fn::Equals": [{"Ref": "ImageUri"}, ""]}


def test_zip_packaging_has_snapstart_the_layer_and_the_model_uri(cfn):
    props = cfn["Resources"]["ZipFunction"]["Properties"]
    assert props["SnapStart"] == {"ApplyOn": "PublishedVersions"}
    assert props["EphemeralStorage"] == {"Size": 512}  # SnapStart's limit
    assert props["Runtime"] == "python3.12"
    assert props["Handler"] == "handler.main.handler"
    assert props["Code"] == {"S3Bucket": ARTIFACT_BUCKET, "S3Key": "function.zip"}
    (layer,) = props["Layers"]
    assert cfn["Resources"][layer["Ref"]]["Type"] == "AWS::Lambda::LayerVersion"
    env = props["Environment"]["Variables"]
    assert env["SUPERTONIC_MODEL_S3_URI"] == {"Fn::Sub": "s3://${Bucket}/${ModelPrefix}"}
    assert env["SUPERTONIC_BUCKET"] == {"Ref": "Bucket"}
    assert env["SUPERTONIC_MODEL_MANIFEST_SHA256"] == {
        "Fn::If": ["HasModelManifest", {"Ref": "ModelManifestSha256"}, ""]
    }
    image = cfn["Resources"]["ImageFunction"]["Properties"]
    assert "SnapStart" not in image and image["PackageType"] == "Image"
    assert image["EphemeralStorage"] == {"Size": {"Ref": "EphemeralStorageMB"}}


def test_environment_carries_the_settings(cfn):
    env = cfn["Resources"]["ImageFunction"]["Properties"]["Environment"]["Variables"]
    assert env["SUPERTONIC_API_KEY_SSM_PARAMETER"] == {"Ref": "ApiKeySsmParameter"}
    assert env["SUPERTONIC_API_KEY_SECRET_ID"] == {"Ref": "ApiKeySecretName"}
    assert env["SUPERTONIC_TIMEOUT_SECONDS"] == {"Fn::FindInMap": ["Timeouts", {"Ref": "FunctionTimeout"}, "Synthesis"]}
    for timeout, row in cfn["Mappings"]["Timeouts"].items():
        assert row["Synthesis"] < int(timeout), "the synthesis deadline must end before the function does"


def test_url_is_iam_authenticated_unless_a_parameter_says_none_and_names_a_key(cfn):
    auth = cfn["Parameters"]["UrlAuthType"]
    assert auth["Default"] == "AWS_IAM" and set(auth["AllowedValues"]) == {"AWS_IAM", "NONE"}
    urls = resources_of(cfn, "AWS::Lambda::Url")
    assert set(urls) == {"ZipFunctionUrl", "ImageFunctionUrl", "ZipStreamingFunctionUrl", "ImageStreamingFunctionUrl"}
    for url in urls.values():
        assert url["Properties"]["AuthType"] == {"Ref": "UrlAuthType"}
        assert cfn["Resources"][url["Properties"]["TargetFunctionArn"]["Ref"]]["Type"] == "AWS::Lambda::Alias"
    # Public invoke rights exist only under the NONE condition.
    for permission in resources_of(cfn, "AWS::Lambda::Permission").values():
        if permission["Properties"]["Principal"] == "*":
            assert permission["Condition"] in {"IsPublicUrl", "IsPublicStreamingUrl"}
            assert condition_value(cfn, permission["Condition"], {"UrlAuthType": "NONE", "StreamingMode": "streaming"})
            assert not condition_value(cfn, permission["Condition"], {"StreamingMode": "streaming"})
    assert cfn["Conditions"]["IsPublicUrl"] == {"Fn::Equals": [{"Ref": "UrlAuthType"}, "NONE"]}
    rule = cfn["Rules"]["PublicUrlNeedsApiKey"]
    assert rule["RuleCondition"] == {"Fn::Equals": [{"Ref": "UrlAuthType"}, "NONE"]}
    assert "ApiKeySsmParameter" in json.dumps(rule["Assertions"])
    assert "ApiKeySecretName" in json.dumps(rule["Assertions"])


def test_cors_is_off_by_default_and_a_parameter(cfn):
    assert cfn["Parameters"]["CorsAllowOrigins"]["Default"] == ""
    cors = cfn["Resources"]["ZipFunctionUrl"]["Properties"]["Cors"]["Fn::If"]
    assert cors[0] == "HasCors" and cors[1]["AllowOrigins"] == {"Ref": "CorsAllowOrigins"}
    assert cors[2] == {"Ref": "AWS::NoValue"}


def test_reserved_concurrency_is_optional(cfn):
    value = cfn["Resources"]["ZipFunction"]["Properties"]["ReservedConcurrentExecutions"]
    assert value == {"Fn::If": ["HasReservedConcurrency", {"Ref": "ReservedConcurrency"}, {"Ref": "AWS::NoValue"}]}
    assert cfn["Parameters"]["ReservedConcurrency"]["Default"] == -1


def test_log_group_has_retention_and_is_the_functions(cfn):
    groups = resources_of(cfn, "AWS::Logs::LogGroup")
    assert set(groups) == {"LogGroup", "StreamingLogGroup"}
    for group, function in (("LogGroup", "ZipFunction"), ("StreamingLogGroup", "ZipStreamingFunction")):
        props = groups[group]["Properties"]
        assert default(cfn, props["RetentionInDays"]) == 14
        name = cfn["Resources"][function]["Properties"]["FunctionName"]["Fn::Sub"]
        assert props["LogGroupName"] == {"Fn::Sub": f"/aws/lambda/{name}"}


# ------------------------------------------------------------------------------------------ streaming mode


def condition_value(cfn: dict, name: str, parameters: dict[str, str]) -> bool:
    """A condition of the rendered template, evaluated for the given parameter values (the others at default)."""

    def value(node):
        if isinstance(node, dict) and set(node) == {"Ref"}:
            name = node["Ref"]
            return parameters.get(name, str(cfn["Parameters"][name].get("Default", "")))
        if isinstance(node, dict) and set(node) == {"Fn::Join"}:
            separator, items = node["Fn::Join"]
            return separator.join(value(items) if isinstance(items, dict) else map(value, items))
        return node

    def truth(node) -> bool:
        (function, args), *_ = node.items()
        if function == "Condition":
            return truth(cfn["Conditions"][args])
        if function == "Fn::Equals":
            return value(args[0]) == value(args[1])
        if function == "Fn::Not":
            return not truth(args[0])
        if function == "Fn::And":
            return all(truth(a) for a in args)
        if function == "Fn::Or":
            return any(truth(a) for a in args)
        raise AssertionError(f"unsupported condition function {function}")

    return truth(cfn["Conditions"][name])


NO_VALUE = object()


def resolved(cfn: dict, node, **parameters: str):
    """`node` with every Fn::If decided for these parameters, and AWS::NoValue removed, as CloudFormation does."""
    if isinstance(node, dict):
        if set(node) == {"Fn::If"}:
            condition, then, otherwise = node["Fn::If"]
            return resolved(cfn, then if condition_value(cfn, condition, parameters) else otherwise, **parameters)
        if node == {"Ref": "AWS::NoValue"}:
            return NO_VALUE
        items = {key: resolved(cfn, value, **parameters) for key, value in node.items()}
        return {key: value for key, value in items.items() if value is not NO_VALUE}
    if isinstance(node, list):
        return [item for item in (resolved(cfn, i, **parameters) for i in node) if item is not NO_VALUE]
    return node


ADAPTER_SETTINGS = {
    "AWS_LWA_INVOKE_MODE": "response_stream",
    "AWS_LWA_PORT": "8080",  # layers/run.sh's default
    "AWS_LWA_READINESS_CHECK_PATH": "/v1/health",
    "AWS_LWA_PASS_THROUGH_PATH": "/events",
    "AWS_LWA_ERROR_STATUS_CODES": "502",
    "AWS_LWA_SNAPSTART_AFTER_RESTORE_PATH": "/adapter/after-restore",
    "SUPERTONIC_ADAPTER_ROUTES": "1",
}


def test_streaming_mode_is_a_parameter_that_defaults_to_buffered(cfn):
    mode = cfn["Parameters"]["StreamingMode"]
    assert mode["Default"] == "buffered" and mode["AllowedValues"] == ["buffered", "streaming"]
    assert cfn["Conditions"]["IsStreaming"] == {"Fn::Equals": [{"Ref": "StreamingMode"}, "streaming"]}


def test_streaming_mode_adds_a_streaming_function_and_keeps_the_buffered_one(cfn):
    functions = resources_of(cfn, "AWS::Lambda::Function")
    conditions = {name: function["Condition"] for name, function in functions.items()}
    assert conditions == {
        "ZipFunction": "IsZip",
        "ImageFunction": "IsImage",
        "ZipStreamingFunction": "IsZipStreaming",
        "ImageStreamingFunction": "IsImageStreaming",
    }
    for name, parameters in {"IsZipStreaming": {}, "IsImageStreaming": {"ImageUri": "x"}}.items():
        assert not condition_value(cfn, name, parameters)  # buffered mode: no streaming function at all
        assert condition_value(cfn, name, {**parameters, "StreamingMode": "streaming"})
        assert not condition_value(cfn, name, {**parameters, "ImageUri": "x" if not parameters else ""})
    rule = cfn["Rules"]["ImageStreamingNeedsItsImage"]
    assert rule["Assertions"][0]["Assert"] == {"Fn::Not": [{"Fn::Equals": [{"Ref": "StreamingImageUri"}, ""]}]}


def test_the_job_queue_stays_on_the_buffered_functions(cfn):
    """The adapter streams every answer, an SQS batch's too, and the event source cannot read batchItemFailures
    from a stream: the queue must never feed the streaming function."""
    for mapping in resources_of(cfn, "AWS::Lambda::EventSourceMapping").values():
        alias = cfn["Resources"][mapping["Properties"]["FunctionName"]["Ref"]]
        function = alias["Properties"]["FunctionName"]["Ref"]
        assert function in {"ZipFunction", "ImageFunction"}, function


@pytest.mark.parametrize("architecture", ["x86_64", "arm64"])
def test_the_streaming_zip_function_runs_the_adapter(cfn, architecture):
    zip_function = cfn["Resources"]["ZipFunction"]["Properties"]
    streaming = resolved(cfn, cfn["Resources"]["ZipStreamingFunction"]["Properties"], Architecture=architecture)
    assert zip_function["Handler"] == "handler.main.handler"
    assert not {name for name in zip_function["Environment"]["Variables"] if name.startswith("AWS_L")}
    assert "SUPERTONIC_ADAPTER_ROUTES" not in zip_function["Environment"]["Variables"]

    assert streaming["Handler"] == "run.sh"  # layers/run.sh, at the root of the function zip
    dependencies, adapter = streaming["Layers"]
    assert dependencies == zip_function["Layers"][0]
    arn, names = adapter["Fn::Sub"]
    assert arn == "arn:${AWS::Partition}:lambda:${AWS::Region}:753240598075:layer:${Layer}:30"
    suffix = {"x86_64": "X86", "arm64": "Arm64"}[architecture]
    assert names == {"Layer": f"LambdaAdapterLayer{suffix}"}
    env = streaming["Environment"]["Variables"]
    assert env["AWS_LAMBDA_EXEC_WRAPPER"] == "/opt/bootstrap"  # the layer's wrapper starts run.sh
    assert {name: env[name] for name in ADAPTER_SETTINGS} == ADAPTER_SETTINGS
    # The rest as the buffered function has it: SnapStart, the model, the role, the settings.
    for key in ("SnapStart", "EphemeralStorage", "Runtime", "Role", "MemorySize", "Timeout", "Architectures"):
        assert streaming[key] == resolved(cfn, zip_function[key], Architecture=architecture), key
    for name, value in zip_function["Environment"]["Variables"].items():
        assert env[name] == resolved(cfn, value, Architecture=architecture), name
    assert streaming["FunctionName"] == {"Fn::Sub": "${AWS::StackName}-tts-stream"}


def test_the_streaming_image_function_needs_no_wrapper(cfn):
    image = cfn["Resources"]["ImageStreamingFunction"]["Properties"]
    assert image["PackageType"] == "Image"
    # SAM fills ImageUri from the parameter's value when it transforms; the SAM template names the parameter.
    block = TEMPLATE.read_text().split("  ImageStreamingFunction:\n", 1)[1].split("\n\n", 1)[0]
    assert "      ImageUri: !Ref StreamingImageUri\n" in block
    env = image["Environment"]["Variables"]
    assert {name: env[name] for name in ADAPTER_SETTINGS} == ADAPTER_SETTINGS
    assert "AWS_LAMBDA_EXEC_WRAPPER" not in env  # the image's streaming target starts run.sh itself
    assert not set(ADAPTER_SETTINGS) & set(cfn["Resources"]["ImageFunction"]["Properties"]["Environment"]["Variables"])


def test_only_the_streaming_functions_urls_stream(cfn):
    modes = {name: url["Properties"]["InvokeMode"] for name, url in resources_of(cfn, "AWS::Lambda::Url").items()}
    assert modes == {
        "ZipFunctionUrl": "BUFFERED",
        "ImageFunctionUrl": "BUFFERED",
        "ZipStreamingFunctionUrl": "RESPONSE_STREAM",
        "ImageStreamingFunctionUrl": "RESPONSE_STREAM",
    }
    output = cfn["Outputs"]["FunctionUrl"]["Value"]
    assert resolved(cfn, output, StreamingMode="streaming") == {
        "Fn::GetAtt": ["ZipStreamingFunctionUrl", "FunctionUrl"]
    }
    assert resolved(cfn, output) == {"Fn::GetAtt": ["ZipFunctionUrl", "FunctionUrl"]}


def test_adapter_paths_are_the_apps_routes(cfn):
    from handler.api import event_routes
    from handler.api.app import create_app
    from handler.api.services import Services
    from handler.kernel.config import Settings

    assert ADAPTER_SETTINGS["AWS_LWA_PASS_THROUGH_PATH"] == event_routes.EVENTS_PATH
    assert ADAPTER_SETTINGS["AWS_LWA_SNAPSTART_AFTER_RESTORE_PATH"] == event_routes.AFTER_RESTORE_PATH
    assert (
        ADAPTER_SETTINGS["SUPERTONIC_ADAPTER_ROUTES"] == "1" and event_routes.ENABLED_ENV == "SUPERTONIC_ADAPTER_ROUTES"
    )
    assert int(ADAPTER_SETTINGS["AWS_LWA_ERROR_STATUS_CODES"]) == event_routes.RETRY_STATUS
    app = create_app(Services(Settings()))

    async def status(method: str, path: str) -> int:
        transport = httpx.ASGITransport(app=app)
        async with httpx.AsyncClient(transport=transport, base_url="http://127.0.0.1:8080") as client:
            return (await client.request(method, path)).status_code

    assert asyncio.run(status("GET", ADAPTER_SETTINGS["AWS_LWA_READINESS_CHECK_PATH"])) == 200  # the readiness check
    # The adapter routes exist (not 404/405) and refuse a caller outside streaming mode.
    assert asyncio.run(status("POST", event_routes.EVENTS_PATH)) == 403
    assert asyncio.run(status("POST", event_routes.AFTER_RESTORE_PATH)) == 403


# ------------------------------------------------------------------------------------------ bucket


def test_bucket_blocks_public_access_encrypts_and_denies_plain_http(cfn):
    props = cfn["Resources"]["Bucket"]["Properties"]
    assert all(props["PublicAccessBlockConfiguration"].values()) and len(props["PublicAccessBlockConfiguration"]) == 4
    sse = props["BucketEncryption"]["ServerSideEncryptionConfiguration"][0]["ServerSideEncryptionByDefault"]
    assert sse["SSEAlgorithm"] in {"AES256", "aws:kms"}
    (statement,) = cfn["Resources"]["BucketPolicy"]["Properties"]["PolicyDocument"]["Statement"]
    assert statement["Effect"] == "Deny"
    assert statement["Condition"] == {"Bool": {"aws:SecureTransport": "false"}}


def lifecycle_by_id(cfn: dict) -> dict[str, tuple[str, str, int]]:
    """Rule ID -> (what it does, the prefix it filters on, after how many days)."""
    rules = cfn["Resources"]["Bucket"]["Properties"]["LifecycleConfiguration"]["Rules"]
    out = {}
    for rule in rules:
        assert rule["Status"] == "Enabled"
        if "ExpirationInDays" in rule:
            kind, days = "expire", rule["ExpirationInDays"]
        else:
            kind, days = "abort-multipart", rule["AbortIncompleteMultipartUpload"]["DaysAfterInitiation"]
        out[rule["Id"]] = (kind, rule.get("Prefix", ""), default(cfn, days))
    return out


def test_lifecycle_rules(cfn):
    assert lifecycle_by_id(cfn) == {
        "supertonic-outbox-expiry": ("expire", "outbox/", 7),
        "supertonic-cache-expiry": ("expire", "cache/", 30),
        "supertonic-inbox-expiry": ("expire", "inbox/", 2),
        "supertonic-segments-expiry": ("expire", "segments/", 2),  # with the inbox: a job never finished
        "supertonic-abort-multipart": ("abort-multipart", "", 1),  # the whole bucket
    }


def test_lifecycle_rules_match_the_apps_own(cfn):
    lifecycle = pytest.importorskip("handler.storage.lifecycle")
    from handler.kernel.config import Settings

    rules = cfn["Resources"]["Bucket"]["Properties"]["LifecycleConfiguration"]["Rules"]
    resolved = [{key: default(cfn, value) for key, value in rule.items()} for rule in rules]
    assert resolved == lifecycle.cloudformation_rules(Settings())


def notification_filters(cfn: dict) -> list[dict[str, str]]:
    configs = cfn["Resources"]["Bucket"]["Properties"]["NotificationConfiguration"]
    assert set(configs) == {"QueueConfigurations"}
    filters = []
    for config in configs["QueueConfigurations"]:
        assert config["Queue"] == {"Fn::GetAtt": ["JobQueue", "Arn"]}
        assert config["Event"].startswith("s3:ObjectCreated:")
        filters.append({rule["Name"]: rule["Value"] for rule in config["Filter"]["S3Key"]["Rules"]})
    return filters


def triggers(filters: list[dict[str, str]], key: str) -> bool:
    return any(key.startswith(f["prefix"]) and key.endswith(f.get("suffix", "")) for f in filters)


def test_notifications_cover_only_inbox_jobs(cfn):
    filters = notification_filters(cfn)
    assert all(f["prefix"] == "inbox/" for f in filters)
    assert {f["suffix"] for f in filters} == {".txt", ".json"}


names = st.text(alphabet=st.characters(categories=["L", "N"]) | st.sampled_from(" _-()"), min_size=1, max_size=40)


@given(name=names, extension=st.sampled_from(["mp3", "wav", "flac", "opus", "ogg", "pcm", "json"]))
def test_no_output_key_can_trigger_a_job(cfn, name, extension):
    keys = pytest.importorskip("handler.storage.keys")
    filters = notification_filters(cfn)
    try:
        job = keys.job_keys(name, extension)
    except InvalidRequest:
        assume(False)
    for key in (job.audio, job.manifest, job.error, f"cache/ab/{'0' * 64}.{extension}"):
        assert not triggers(filters, key), key
    assert triggers(filters, f"{keys.INBOX}{job.name}.json") and triggers(filters, f"{keys.INBOX}{job.name}.txt")


# ------------------------------------------------------------------------------------------ queues


@pytest.mark.parametrize(
    ("queue_name", "dlq_name"), [("JobQueue", "JobDeadLetterQueue"), ("SegmentQueue", "SegmentDeadLetterQueue")]
)
def test_queue_redrives_to_the_dlq_and_outlasts_the_function(cfn, queue_name, dlq_name):
    queue = cfn["Resources"][queue_name]["Properties"]
    assert queue["RedrivePolicy"] == {
        "deadLetterTargetArn": {"Fn::GetAtt": [dlq_name, "Arn"]},
        "maxReceiveCount": 5,
    }
    assert queue["SqsManagedSseEnabled"] is True
    dlq = cfn["Resources"][dlq_name]["Properties"]
    assert dlq["SqsManagedSseEnabled"] is True and dlq["MessageRetentionPeriod"] == 14 * 24 * 3600
    assert queue["VisibilityTimeout"] == {"Fn::FindInMap": ["Timeouts", {"Ref": "FunctionTimeout"}, "Visibility"]}
    allowed = cfn["Parameters"]["FunctionTimeout"]["AllowedValues"]
    assert sorted(int(t) for t in cfn["Mappings"]["Timeouts"]) == sorted(int(t) for t in allowed)
    for timeout, row in cfn["Mappings"]["Timeouts"].items():
        assert row["Visibility"] >= 6 * int(timeout)


def test_sqs_event_source_reports_batch_item_failures(cfn):
    mappings = resources_of(cfn, "AWS::Lambda::EventSourceMapping")
    queues = {name: mapping["Properties"]["EventSourceArn"]["Fn::GetAtt"][0] for name, mapping in mappings.items()}
    assert queues == {
        "ZipFunctionJobs": "JobQueue",
        "ImageFunctionJobs": "JobQueue",
        "ZipFunctionSegments": "SegmentQueue",
        "ImageFunctionSegments": "SegmentQueue",
    }
    for mapping in mappings.values():
        props = mapping["Properties"]
        assert props["BatchSize"] == 1  # one job or one segment per invocation: the timeout bounds it
        assert props["FunctionResponseTypes"] == ["ReportBatchItemFailures"]
        assert cfn["Resources"][props["FunctionName"]["Ref"]]["Type"] == "AWS::Lambda::Alias"


def test_segment_concurrency_is_bounded_by_a_parameter(cfn):
    """A 100,000-character job is some 70 segments: without a bound it could take the account's concurrency
    from synchronous callers."""
    for name in ("ZipFunctionSegments", "ImageFunctionSegments"):
        scaling = cfn["Resources"][name]["Properties"]["ScalingConfig"]
        assert scaling == {"MaximumConcurrency": {"Ref": "SegmentConcurrency"}}
    for name in ("ZipFunctionJobs", "ImageFunctionJobs"):
        assert "ScalingConfig" not in cfn["Resources"][name]["Properties"]
    parameter = cfn["Parameters"]["SegmentConcurrency"]
    assert (parameter["Default"], parameter["MinValue"], parameter["MaxValue"]) == (50, 2, 1000)  # AWS's own range
    assert "concurrency" in parameter["Description"] and "synchronous" in parameter["Description"]


def test_functions_know_the_segment_queue_and_record_errors_before_the_dlq(cfn):
    from handler.kernel.config import Settings

    segment_queue = cfn["Resources"]["SegmentQueue"]["Properties"]
    for function in resources_of(cfn, "AWS::Lambda::Function").values():
        env = function["Properties"]["Environment"]["Variables"]
        assert env["SUPERTONIC_SEGMENT_QUEUE_URL"] == {"Ref": "SegmentQueue"}
        settings = Settings.from_env({"SUPERTONIC_SEGMENT_ATTEMPTS": env["SUPERTONIC_SEGMENT_ATTEMPTS"]})
        # The function gives up and records the job's error before SQS moves the message to the dead letters.
        assert 1 < settings.segment_attempts < segment_queue["RedrivePolicy"]["maxReceiveCount"]


def test_queue_policy_admits_only_this_bucket_without_a_cycle(cfn):
    (statement,) = cfn["Resources"]["JobQueuePolicy"]["Properties"]["PolicyDocument"]["Statement"]
    assert statement["Principal"] == {"Service": "s3.amazonaws.com"}
    assert statement["Action"] == "sqs:SendMessage"
    assert statement["Condition"]["StringEquals"] == {"aws:SourceAccount": {"Ref": "AWS::AccountId"}}
    source_arn = statement["Condition"]["ArnEquals"]["aws:SourceArn"]["Fn::Sub"]
    bucket_name = cfn["Resources"]["Bucket"]["Properties"]["BucketName"]["Fn::Sub"]
    assert source_arn[0] == "arn:${AWS::Partition}:s3:::" + bucket_name[0]
    assert source_arn[1] == bucket_name[1]
    assert "Bucket" not in references(statement)  # computed, not referenced: no circular dependency
    assert cfn["Resources"]["Bucket"]["DependsOn"] == "JobQueuePolicy"


def test_alarms_watch_errors_throttles_and_the_dlqs(cfn):
    alarms = [
        a["Properties"]
        for a in resources_of(cfn, "AWS::CloudWatch::Alarm").values()
        if a["Properties"].get("Namespace", "").startswith("AWS/")  # the service's own: see the metrics test
    ]
    names = sorted(alarm["MetricName"] for alarm in alarms)
    assert names == ["ApproximateNumberOfMessagesVisible"] * 2 + ["Errors", "Errors", "Throttles"]
    dlqs = [a for a in alarms if a["MetricName"] == "ApproximateNumberOfMessagesVisible"]
    assert sorted(a["Dimensions"][0]["Value"]["Fn::GetAtt"][0] for a in dlqs) == [
        "JobDeadLetterQueue",
        "SegmentDeadLetterQueue",
    ]
    job_dlq, segment_dlq = sorted(dlqs, key=lambda a: a["Dimensions"][0]["Value"]["Fn::GetAtt"][0])
    # The segment queue's alarm is the job queue's, on its own dead-letter queue.
    assert {**segment_dlq, "Dimensions": None, "AlarmDescription": None} == {
        **job_dlq,
        "Dimensions": None,
        "AlarmDescription": None,
    }
    for alarm in alarms:
        assert alarm["AlarmActions"] == [{"Ref": "AlarmTopic"}]


# ------------------------------------------------------------------------------------------ IAM


def role_statements(cfn: dict) -> list[tuple[dict, str | None]]:
    """Every statement of the function role, with the condition that gates it (None = always there)."""
    (role,) = resources_of(cfn, "AWS::IAM::Role").values()
    assert "ManagedPolicyArns" not in role["Properties"]
    assert role["Properties"]["AssumeRolePolicyDocument"]["Statement"] == [
        {"Effect": "Allow", "Principal": {"Service": "lambda.amazonaws.com"}, "Action": "sts:AssumeRole"}
    ]
    out = []
    for policy in role["Properties"]["Policies"]:
        for statement in policy["PolicyDocument"]["Statement"]:
            if "Fn::If" in statement:
                condition, then, otherwise = statement["Fn::If"]
                assert otherwise == {"Ref": "AWS::NoValue"}
                out.append((then, condition))
            else:
                out.append((statement, None))
    return out


def as_list(value) -> list:
    return value if isinstance(value, list) else [value]


def test_iam_has_no_wildcard_actions_and_only_the_kits_resources(cfn):
    allowed = {
        json.dumps({"Fn::GetAtt": ["LogGroup", "Arn"]}): None,
        json.dumps({"Fn::GetAtt": ["StreamingLogGroup", "Arn"]}): "IsStreaming",
        json.dumps({"Fn::GetAtt": ["JobQueue", "Arn"]}): None,
        json.dumps({"Fn::GetAtt": ["SegmentQueue", "Arn"]}): None,
        json.dumps({"Fn::GetAtt": ["Bucket", "Arn"]}): None,
        json.dumps({"Fn::Sub": "${Bucket.Arn}/inbox/*"}): None,
        json.dumps({"Fn::Sub": "${Bucket.Arn}/inbox/jobs/*"}): None,
        json.dumps({"Fn::Sub": "${Bucket.Arn}/outbox/*"}): None,
        json.dumps({"Fn::Sub": "${Bucket.Arn}/cache/*"}): None,
        json.dumps({"Fn::Sub": "${Bucket.Arn}/voices/*"}): None,
        json.dumps({"Fn::Sub": "${Bucket.Arn}/lexicons/*"}): None,
        json.dumps({"Fn::Sub": "${Bucket.Arn}/segments/*"}): None,
        json.dumps({"Fn::Sub": "${Bucket.Arn}/${ModelPrefix}*"}): None,
        json.dumps({"Fn::Sub": "${AuditBucket.Arn}/audit/*"}): "HasAudit",
        json.dumps(
            {"Fn::Sub": "arn:${AWS::Partition}:ssm:${AWS::Region}:${AWS::AccountId}:parameter${ApiKeySsmParameter}"}
        ): "HasSsmKey",
        json.dumps(
            {
                "Fn::Sub": "arn:${AWS::Partition}:secretsmanager:${AWS::Region}:${AWS::AccountId}:"
                "secret:${ApiKeySecretName}-??????"
            }
        ): "HasSecretKey",
    }
    seen = set()
    for statement, condition in role_statements(cfn):
        assert statement["Effect"] == "Allow"
        assert "NotAction" not in statement and "NotResource" not in statement
        for action in as_list(statement["Action"]):
            assert "*" not in action, action
        for resource in as_list(statement["Resource"]):
            key = json.dumps(resource)
            assert key in allowed, f"unexpected resource {resource}"
            assert allowed[key] == condition, f"{resource} must be gated by {allowed[key]}"
            if resource == {"Fn::GetAtt": ["Bucket", "Arn"]}:
                assert as_list(statement["Action"]) == ["s3:ListBucket"]
            seen.add(key)
    assert seen == set(allowed)


def test_iam_grants_what_the_app_does(cfn):
    actions: dict[str, set[str]] = {}
    for statement, _ in role_statements(cfn):
        for resource in as_list(statement["Resource"]):
            actions.setdefault(json.dumps(resource), set()).update(as_list(statement["Action"]))
    receive = {"sqs:ReceiveMessage", "sqs:DeleteMessage", "sqs:GetQueueAttributes", "sqs:ChangeMessageVisibility"}
    # Both queues feed the function; it sends only segments (S3 itself sends the job queue's messages).
    assert actions[json.dumps({"Fn::GetAtt": ["JobQueue", "Arn"]})] == receive
    assert actions[json.dumps({"Fn::GetAtt": ["SegmentQueue", "Arn"]})] == receive | {"sqs:SendMessage"}
    # Jobs leave the inbox when done and clear their old error file in the outbox; the cache is never deleted from.
    # The function writes in the inbox only the files of jobs posted to it (inbox/jobs/<id>.json).
    read_write = {"s3:GetObject", "s3:PutObject", "s3:DeleteObject"}
    assert actions[json.dumps({"Fn::Sub": "${Bucket.Arn}/inbox/*"})] == {"s3:GetObject", "s3:DeleteObject"}
    assert actions[json.dumps({"Fn::Sub": "${Bucket.Arn}/inbox/jobs/*"})] == {"s3:PutObject"}
    # A long job's audio is assembled by multipart upload straight into the outbox.
    assert actions[json.dumps({"Fn::Sub": "${Bucket.Arn}/outbox/*"})] == read_write | {
        "s3:AbortMultipartUpload",
        "s3:ListMultipartUploadParts",
    }
    # A long job's parts are written, read and removed under segments/ only.
    assert actions[json.dumps({"Fn::Sub": "${Bucket.Arn}/segments/*"})] == read_write
    assert actions[json.dumps({"Fn::Sub": "${Bucket.Arn}/cache/*"})] == {
        "s3:GetObject",
        "s3:PutObject",
        "s3:AbortMultipartUpload",
    }
    assert actions[json.dumps({"Fn::Sub": "${Bucket.Arn}/${ModelPrefix}*"})] == {"s3:GetObject"}  # read-only
    assert actions[json.dumps({"Fn::GetAtt": ["LogGroup", "Arn"]})] == {"logs:CreateLogStream", "logs:PutLogEvents"}


def test_the_audit_trail_deploys_a_locked_bucket_only_the_function_adds_to(cfn):
    """docs/audit.md: off by default; on, a bucket of its own with Object Lock in COMPLIANCE mode (no one can change
    or delete a record before AuditDays), the function told to write there, and allowed only to add records."""
    parameter = cfn["Parameters"]["AuditTrail"]
    assert parameter["Default"] == "off" and set(parameter["AllowedValues"]) == {"off", "on"}
    audit = cfn["Resources"]["AuditBucket"]
    assert audit["Condition"] == "HasAudit" and audit["DeletionPolicy"] == "Retain"
    props = audit["Properties"]
    assert props["ObjectLockEnabled"] is True and props["VersioningConfiguration"] == {"Status": "Enabled"}
    retention = props["ObjectLockConfiguration"]["Rule"]["DefaultRetention"]
    assert retention == {"Mode": "COMPLIANCE", "Days": {"Ref": "AuditDays"}}
    assert all(props["PublicAccessBlockConfiguration"].values())
    env = cfn["Resources"]["ZipFunction"]["Properties"]["Environment"]["Variables"]
    assert env["SUPERTONIC_AUDIT"] == {"Fn::If": ["HasAudit", "true", "false"]}
    assert env["SUPERTONIC_AUDIT_BUCKET"] == {"Fn::If": ["HasAudit", {"Ref": "AuditBucket"}, ""]}
    grants = [(s["Action"], s["Resource"]) for s, condition in role_statements(cfn) if condition == "HasAudit"]
    assert grants == [("s3:PutObject", {"Fn::Sub": "${AuditBucket.Arn}/audit/*"})]  # no delete, no retention change


# ------------------------------------------------------------------------------------------ outputs


def test_outputs_name_the_url_and_the_bucket(cfn):
    outputs = cfn["Outputs"]
    buffered = {
        "Fn::If": [
            "IsZip",
            {"Fn::GetAtt": ["ZipFunctionUrl", "FunctionUrl"]},
            {"Fn::GetAtt": ["ImageFunctionUrl", "FunctionUrl"]},
        ]
    }
    assert outputs["FunctionUrl"]["Value"]["Fn::If"][2] == buffered
    assert outputs["BufferedFunctionUrl"]["Value"] == buffered
    assert outputs["BucketName"]["Value"] == {"Ref": "Bucket"}


# ------------------------------------------------------------------------------------------ moto deploy


def references(node) -> set[str]:
    found: set[str] = set()
    if isinstance(node, dict):
        for key, value in node.items():
            if key == "Ref" and isinstance(value, str):
                found.add(value)
            elif key == "Fn::GetAtt":
                found.add(value[0] if isinstance(value, list) else value.split(".")[0])
            elif key == "Fn::Sub":
                text = value if isinstance(value, str) else value[0]
                found |= {m.split(".")[0] for m in re.findall(r"\$\{([^}!]+)\}", text)}
                if not isinstance(value, str):
                    found |= references(value[1])
            else:
                found |= references(value)
    elif isinstance(node, list):
        for item in node:
            found |= references(item)
    return found


def moto_template(cfn: dict) -> dict:
    """The rendered resources moto can create, with everything that depends on the others left out.

    Two moto quirks are worked around: it resolves GetAtt only on resources created earlier (so resources are
    ordered by dependency), and it reads Number parameters as ints, which then miss string mapping keys.
    """
    resources = cfn["Resources"]
    supported = set(get_model_map())
    keep = {name for name, r in resources.items() if r["Type"] in supported}
    changed = True
    while changed:
        changed = False
        for name in sorted(keep):
            if any(d in resources and d not in keep for d in references(resources[name].get("Properties", {}))):
                keep.discard(name)
                changed = True
    order: list[str] = []

    def visit(name: str) -> None:
        if name in order:
            return
        depends = as_list(resources[name].get("DependsOn", []))
        for dependency in sorted((references(resources[name].get("Properties", {})) | set(depends)) & keep):
            visit(dependency)
        order.append(name)

    for name in sorted(keep):
        visit(name)
    kept = {}
    for name in order:
        resource = dict(resources[name])
        depends = [d for d in as_list(resource.pop("DependsOn", [])) if d in keep]
        if depends:
            resource["DependsOn"] = depends
        kept[name] = resource
    parameters = {
        name: ({**p, "Type": "String", "Default": str(p["Default"])} if p["Type"] == "Number" else p)
        for name, p in cfn["Parameters"].items()
    }
    return {
        "AWSTemplateFormatVersion": cfn["AWSTemplateFormatVersion"],
        "Parameters": parameters,
        "Conditions": cfn["Conditions"],
        "Mappings": cfn["Mappings"],
        "Resources": kept,
    }


def deploy_to_moto(cfn: dict, **parameters: str) -> dict[str, str]:
    """Create the moto-supported part of the rendered stack (inside mock_aws); logical id -> physical id."""
    template = moto_template(cfn)
    s3 = boto3.client("s3", region_name="us-east-1")
    s3.create_bucket(Bucket=ARTIFACT_BUCKET)
    code = io.BytesIO()
    with zipfile.ZipFile(code, "w") as zf:
        zf.writestr("handler/__init__.py", "")
    for key in ("function.zip", "layer.zip"):
        s3.put_object(Bucket=ARTIFACT_BUCKET, Key=key, Body=code.getvalue())
    cloudformation = boto3.client("cloudformation", region_name="us-east-1")
    cloudformation.create_stack(
        StackName=STACK,
        TemplateBody=json.dumps(template),
        Capabilities=["CAPABILITY_IAM"],
        Parameters=[{"ParameterKey": key, "ParameterValue": value} for key, value in parameters.items()],
    )
    stack = cloudformation.describe_stacks(StackName=STACK)["Stacks"][0]
    assert stack["StackStatus"] == "CREATE_COMPLETE", stack.get("StackStatusReason")
    return {
        r["LogicalResourceId"]: r["PhysicalResourceId"]
        for r in cloudformation.list_stack_resources(StackName=STACK)["StackResourceSummaries"]
    }


def test_moto_deploys_the_bucket_queues_role_and_function(cfn):
    assert {
        "Bucket",
        "JobQueue",
        "JobDeadLetterQueue",
        "SegmentQueue",
        "SegmentDeadLetterQueue",
        "FunctionRole",
        "LogGroup",
        "ZipFunction",
    } <= set(moto_template(cfn)["Resources"])
    with mock_aws():
        physical = deploy_to_moto(cfn)
        s3 = boto3.client("s3", region_name="us-east-1")
        bucket = physical["Bucket"]
        assert re.fullmatch(r"supertonic-123456789012-us-east-1-[0-9a-f]{8}", bucket)
        assert bucket in {b["Name"] for b in s3.list_buckets()["Buckets"]}
        encryption = s3.get_bucket_encryption(Bucket=bucket)["ServerSideEncryptionConfiguration"]
        assert encryption["Rules"][0]["ApplyServerSideEncryptionByDefault"]["SSEAlgorithm"] == "AES256"

        sqs = boto3.client("sqs", region_name="us-east-1")
        queue = sqs.get_queue_attributes(QueueUrl=physical["JobQueue"], AttributeNames=["All"])["Attributes"]
        dlq = sqs.get_queue_attributes(QueueUrl=physical["JobDeadLetterQueue"], AttributeNames=["All"])["Attributes"]
        assert json.loads(queue["RedrivePolicy"]) == {"deadLetterTargetArn": dlq["QueueArn"], "maxReceiveCount": 5}
        assert int(queue["VisibilityTimeout"]) == 6 * 300
        assert queue["SqsManagedSseEnabled"] == "true"
        segments = sqs.get_queue_attributes(QueueUrl=physical["SegmentQueue"], AttributeNames=["All"])["Attributes"]
        segment_dlq = sqs.get_queue_attributes(QueueUrl=physical["SegmentDeadLetterQueue"], AttributeNames=["All"])
        assert json.loads(segments["RedrivePolicy"]) == {
            "deadLetterTargetArn": segment_dlq["Attributes"]["QueueArn"],
            "maxReceiveCount": 5,
        }
        assert int(segments["VisibilityTimeout"]) == 6 * 300

        function = boto3.client("lambda", region_name="us-east-1").get_function_configuration(FunctionName=FUNCTION)
        assert function["MemorySize"] == 2048
        assert function["Environment"]["Variables"]["SUPERTONIC_BUCKET"] == bucket
        assert function["Environment"]["Variables"]["SUPERTONIC_SEGMENT_QUEUE_URL"] == physical["SegmentQueue"]
        assert function["Environment"]["Variables"]["SUPERTONIC_MODEL_S3_URI"] == f"s3://{bucket}/models/supertonic-3/"

        logs = boto3.client("logs", region_name="us-east-1")
        (group,) = logs.describe_log_groups(logGroupNamePrefix=f"/aws/lambda/{FUNCTION}")["logGroups"]
        assert int(group["retentionInDays"]) == 14


# ------------------------------------------------------------------------------------------ the role, enforced


def resolved_role_policy(physical: dict[str, str]) -> str:
    """The role's policy as moto resolved it, as JSON. moto stores it as a Python repr, with a None where an
    Fn::If chose AWS::NoValue; both are undone here so its IAM enforcement can read it. moto also asks for an
    action per API call, so SendMessageBatch needs "sqs:SendMessageBatch", an action IAM does not have (AWS
    authorises the batch as sqs:SendMessage): the policy given to moto grants it wherever sqs:SendMessage is.
    Likewise moto authorises DeleteObjects (a job's cleanup) as s3:DeleteObject on the bucket itself, where AWS
    checks s3:DeleteObject on each key: moto's copy grants that too (the static IAM tests check the prefixes)."""
    iam = boto3.client("iam", region_name="us-east-1")
    role = physical["FunctionRole"]
    (name,) = iam.list_role_policies(RoleName=role)["PolicyNames"]
    document = iam.get_role_policy(RoleName=role, PolicyName=name)["PolicyDocument"]
    if isinstance(document, str):
        document = ast.literal_eval(document)
    document["Statement"] = [s for s in document["Statement"] if s is not None]
    for statement in document["Statement"]:
        if "sqs:SendMessage" in as_list(statement["Action"]):
            statement["Action"] = [*as_list(statement["Action"]), "sqs:SendMessageBatch"]
    bucket_arn = f"arn:aws:s3:::{physical['Bucket']}"
    document["Statement"].append({"Effect": "Allow", "Action": "s3:DeleteObject", "Resource": bucket_arn})
    iam.put_role_policy(RoleName=role, PolicyName=name, PolicyDocument=json.dumps(document))
    return json.dumps(document)


def apply_notifications(cfn: dict, physical: dict[str, str]) -> None:
    """moto's CloudFormation skips NotificationConfiguration: apply the rendered one through the S3 API."""
    sqs = boto3.client("sqs", region_name="us-east-1")
    queue_arn = sqs.get_queue_attributes(QueueUrl=physical["JobQueue"], AttributeNames=["QueueArn"])["Attributes"]
    configurations = cfn["Resources"]["Bucket"]["Properties"]["NotificationConfiguration"]["QueueConfigurations"]
    boto3.client("s3", region_name="us-east-1").put_bucket_notification_configuration(
        Bucket=physical["Bucket"],
        NotificationConfiguration={
            "QueueConfigurations": [
                {
                    "QueueArn": queue_arn["QueueArn"],
                    "Events": [c["Event"]],
                    "Filter": {"Key": {"FilterRules": c["Filter"]["S3Key"]["Rules"]}},
                }
                for c in configurations
            ]
        },
    )


def apply_object_lock(cfn: dict, physical: dict[str, str]) -> None:
    """moto's CloudFormation skips VersioningConfiguration and ObjectLockConfiguration: apply the audit bucket's
    through the S3 API, its days the parameter's default."""
    if "AuditBucket" not in physical:
        return
    properties = cfn["Resources"]["AuditBucket"]["Properties"]
    rule = properties["ObjectLockConfiguration"]["Rule"]["DefaultRetention"]
    s3 = boto3.client("s3", region_name="us-east-1")
    s3.put_bucket_versioning(
        Bucket=physical["AuditBucket"], VersioningConfiguration=properties["VersioningConfiguration"]
    )
    s3.put_object_lock_configuration(
        Bucket=physical["AuditBucket"],
        ObjectLockConfiguration={
            "ObjectLockEnabled": "Enabled",
            "Rule": {"DefaultRetention": {"Mode": rule["Mode"], "Days": int(default(cfn, rule["Days"]))}},
        },
    )


def lambda_sqs_event(messages: list[dict], queue_arn: str) -> dict:
    """What the SQS event source mapping hands the function for the messages it received."""
    return {
        "Records": [
            {
                "messageId": m["MessageId"],
                "receiptHandle": m["ReceiptHandle"],
                "body": m["Body"],
                "attributes": m.get("Attributes", {}),
                "messageAttributes": {},
                "md5OfBody": m["MD5OfBody"],
                "eventSource": "aws:sqs",
                "eventSourceARN": queue_arn,
                "awsRegion": "us-east-1",
            }
            for m in messages
        ]
    }


def url_call(main, method: str, path: str, body: dict | None = None) -> dict:
    from tests.events import LambdaContext, function_url_event

    return main.handler(function_url_event(method, path, body), LambdaContext())


def denied(call) -> bool:
    try:
        call()
    except ClientError as error:
        return error.response["ResponseMetadata"]["HTTPStatusCode"] == 403 and "AccessDenied" in str(error)
    return False


@contextlib.contextmanager
def as_the_function(cfn, model_dir: Path, tmp_path: Path, monkeypatch, parameters: dict | None = None, **env: str):
    """The stack deployed into moto with IAM enforced, and the function built as `handler.main`'s init would:
    its environment, the role's credentials, and the model fetched from the bucket with them. Yields
    (the function, logical id -> physical id, the role's S3 client, the role's SQS client, and the S3 client of a
    user who may upload jobs to the inbox: the role itself writes there only the jobs posted to it)."""
    from handler.engine.s3_model import fetch_model, upload_model

    with mock_aws():
        physical = deploy_to_moto(cfn, **(parameters or {}))
        resolved_role_policy(physical)
        apply_notifications(cfn, physical)
        apply_object_lock(cfn, physical)
        bucket = physical["Bucket"]
        admin_s3 = boto3.client("s3", region_name="us-east-1")
        upload_model(admin_s3, model_dir, f"s3://{bucket}/models/supertonic-3/")
        admin_s3.create_bucket(Bucket="someone-elses-bucket")
        iam = boto3.client("iam", region_name="us-east-1")
        iam.create_user(UserName="uploader")
        upload_policy = {"Effect": "Allow", "Action": "s3:PutObject", "Resource": f"arn:aws:s3:::{bucket}/inbox/*"}
        iam.put_user_policy(
            UserName="uploader",
            PolicyName="upload-jobs",
            PolicyDocument=json.dumps({"Version": "2012-10-17", "Statement": [upload_policy]}),
        )
        key = iam.create_access_key(UserName="uploader")["AccessKey"]
        uploader = boto3.client(
            "s3",
            region_name="us-east-1",
            aws_access_key_id=key["AccessKeyId"],
            aws_secret_access_key=key["SecretAccessKey"],
        )
        environment = boto3.client("lambda", region_name="us-east-1").get_function_configuration(FunctionName=FUNCTION)[
            "Environment"
        ]["Variables"]
        role_arn = boto3.client("iam", region_name="us-east-1").get_role(RoleName=physical["FunctionRole"])["Role"]
        credentials = boto3.client("sts", region_name="us-east-1").assume_role(
            RoleArn=role_arn["Arn"], RoleSessionName=FUNCTION
        )["Credentials"]
        monkeypatch.setenv("AWS_ACCESS_KEY_ID", credentials["AccessKeyId"])
        monkeypatch.setenv("AWS_SECRET_ACCESS_KEY", credentials["SecretAccessKey"])
        monkeypatch.setenv("AWS_SESSION_TOKEN", credentials["SessionToken"])
        for name, value in {**environment, **env}.items():
            monkeypatch.setenv(name, str(value))
        # Init would fetch into /tmp/supertonic-model; fetch into the test's own folder and point the app at it.
        monkeypatch.delenv("SUPERTONIC_MODEL_S3_URI")
        monkeypatch.setenv("SUPERTONIC_MODEL_DIR", str(tmp_path / "model"))
        monkeypatch.setenv("SUPERTONIC_INTRA_OP_THREADS", "1")
        monkeypatch.setenv("AWS_LAMBDA_FUNCTION_NAME", FUNCTION)
        monkeypatch.setattr(boto3, "DEFAULT_SESSION", None)  # it caches the credentials it first found
        s3 = boto3.client("s3", region_name="us-east-1")
        sqs = boto3.client("sqs", region_name="us-east-1")

        with enable_iam_authentication():
            fetch_model(s3, environment["SUPERTONIC_MODEL_S3_URI"], tmp_path / "model")
            from handler.kernel.config import Settings
            from handler.platform.function import build_function

            main = build_function(Settings.from_env())  # what handler.main's init builds, from this environment
            assert main.services.engine is not None, main.services.engine_error
            yield main, physical, s3, sqs, uploader


def test_the_function_role_lets_the_app_do_its_work_and_nothing_more(cfn, model_dir, tmp_path, monkeypatch):
    """The deployed role, enforced by moto's IAM, through the app: model fetch, speech with the cache, a job
    from the URL through the bucket notification and the queue to its result; then what the role must not do."""
    with as_the_function(cfn, model_dir, tmp_path, monkeypatch) as (main, physical, s3, sqs, _):
        bucket = physical["Bucket"]
        queue_arn = sqs.get_queue_attributes(QueueUrl=physical["JobQueue"], AttributeNames=["QueueArn"])
        speech = {"model": "tts-1", "input": "The role allows this.", "voice": "M1"}
        # The cache swallows storage errors, so only a hit proves both the put and the get were allowed.
        first, again = (url_call(main, "POST", "/v1/audio/speech", speech) for _ in range(2))
        assert (first["statusCode"], first["headers"]["x-cache"]) == (200, "miss")
        assert (again["statusCode"], again["headers"]["x-cache"]) == (200, "hit")

        submitted = url_call(main, "POST", "/v1/jobs", {"text": "A job through the queue.", "voice": "F1"})
        assert submitted["statusCode"] == 202, submitted["body"]
        job = json.loads(submitted["body"])
        assert json.loads(url_call(main, "GET", job["status_url"])["body"])["status"] == "queued"

        # S3 sent an s3:TestEvent when the notification was set up, then the job's own event.
        messages = sqs.receive_message(QueueUrl=physical["JobQueue"], MaxNumberOfMessages=10)["Messages"]
        bodies = [json.loads(m["Body"]) for m in messages]
        assert [b.get("Event") for b in bodies if "Records" not in b] == ["s3:TestEvent"]
        (record,) = [r for b in bodies for r in b.get("Records", [])]
        assert unquote_plus(record["s3"]["object"]["key"]) == f"inbox/jobs/{job['id']}.json"
        result = main.handler(lambda_sqs_event(messages, queue_arn["Attributes"]["QueueArn"]), None)
        assert result == {"batchItemFailures": []}
        for message in messages:
            sqs.delete_message(QueueUrl=physical["JobQueue"], ReceiptHandle=message["ReceiptHandle"])

        status = json.loads(url_call(main, "GET", job["status_url"])["body"])
        assert status["status"] == "succeeded", status
        assert s3.get_object(Bucket=bucket, Key=status["audio_key"])["ContentLength"] > 0
        # The results landed in outbox/ and cache/, and neither notified the queue.
        assert "Messages" not in sqs.receive_message(QueueUrl=physical["JobQueue"], WaitTimeSeconds=0)

        # A long job's parts and messages: allowed under segments/ and on the segment queue.
        s3.put_object(Bucket=bucket, Key="segments/0/job.json", Body=b"{}")
        s3.delete_object(Bucket=bucket, Key="segments/0/job.json")
        sqs.send_message(QueueUrl=physical["SegmentQueue"], MessageBody="{}")

        # What the role must not do.
        assert denied(lambda: sqs.send_message(QueueUrl=physical["JobQueue"], MessageBody="x"))
        assert denied(lambda: s3.put_object(Bucket=bucket, Key="models/supertonic-3/onnx/x.onnx", Body=b"x"))
        assert denied(lambda: s3.put_object(Bucket=bucket, Key="elsewhere/x.txt", Body=b"x"))
        assert denied(lambda: s3.put_object(Bucket=bucket, Key="inbox/x.json", Body=b"{}"))  # no job of its own
        assert denied(lambda: s3.put_object(Bucket="someone-elses-bucket", Key="x.mp3", Body=b"x"))
        assert denied(lambda: s3.delete_object(Bucket=bucket, Key="cache/x"))
        assert denied(lambda: s3.list_objects_v2(Bucket="someone-elses-bucket"))
        assert denied(lambda: s3.put_bucket_policy(Bucket=bucket, Policy="{}"))
        assert denied(lambda: sqs.send_message(QueueUrl=physical["JobDeadLetterQueue"], MessageBody="x"))
        assert denied(lambda: sqs.receive_message(QueueUrl=physical["JobDeadLetterQueue"]))


def test_the_audit_trail_on_records_each_synthesis_where_no_one_can_change_it(cfn, model_dir, tmp_path, monkeypatch):
    """AuditTrail on, deployed into moto with the role enforced: a speech request leaves its record, locked in
    COMPLIANCE mode for AuditDays in the audit bucket; the role can add records but not read or delete one."""
    with as_the_function(cfn, model_dir, tmp_path, monkeypatch, {"AuditTrail": "on"}) as (main, physical, s3, *_):
        audit = physical["AuditBucket"]
        speech = {"model": "tts-1", "input": "Recorded, and kept.", "voice": "M1"}
        assert url_call(main, "POST", "/v1/audio/speech", speech)["statusCode"] == 200
        admin = boto3.client("s3", region_name="us-east-1")
        with disable_iam_authentication():  # the records as the account sees them
            listed = admin.list_objects_v2(Bucket=audit, Prefix="audit/")["Contents"]
            (record,) = listed
            head = admin.head_object(Bucket=audit, Key=record["Key"])
            body = json.loads(admin.get_object(Bucket=audit, Key=record["Key"])["Body"].read())
        assert head["ObjectLockMode"] == "COMPLIANCE" and body["text"] == speech["input"]
        kept = head["ObjectLockRetainUntilDate"] - head["LastModified"]
        assert 364 <= kept.days <= 365  # AuditDays' default
        assert denied(lambda: s3.delete_object(Bucket=audit, Key=record["Key"]))
        assert denied(lambda: s3.get_object(Bucket=audit, Key=record["Key"]))
        assert "Contents" not in s3.list_objects_v2(Bucket=physical["Bucket"], Prefix="audit/")  # none in the kit's


def test_the_function_role_lets_a_long_job_fan_out(cfn, model_dir, tmp_path, monkeypatch):
    """A job over SUPERTONIC_FANOUT_CHARS through the deployed wiring with the role enforced: split from the job
    queue, its segments from the segment queue (conditional writes, sends, multipart assembly into the outbox,
    removal of segments/), to one audio file."""
    small = {"SUPERTONIC_FANOUT_CHARS": "300", "SUPERTONIC_SEGMENT_CHARS": "100"}
    with as_the_function(cfn, model_dir, tmp_path, monkeypatch, **small) as (main, physical, s3, sqs, uploader):
        bucket = physical["Bucket"]
        text = " ".join(["A long job, read in parts by many invocations and joined by the last one."] * 12)
        uploader.put_object(Bucket=bucket, Key="inbox/long.json", Body=json.dumps({"text": text, "format": "wav"}))
        manifest: dict = {}
        handled = {"JobQueue": 0, "SegmentQueue": 0}
        for _ in range(60):
            for queue in handled:
                url = physical[queue]
                arn = sqs.get_queue_attributes(QueueUrl=url, AttributeNames=["QueueArn"])["Attributes"]["QueueArn"]
                answer = sqs.receive_message(QueueUrl=url, MaxNumberOfMessages=1, AttributeNames=["All"])
                for message in answer.get("Messages", []):
                    result = main.handler(lambda_sqs_event([message], arn), None)
                    assert result == {"batchItemFailures": []}, result
                    sqs.delete_message(QueueUrl=url, ReceiptHandle=message["ReceiptHandle"])
                    handled[queue] += 1
            with contextlib.suppress(s3.exceptions.NoSuchKey):
                manifest = json.loads(s3.get_object(Bucket=bucket, Key="outbox/long.json")["Body"].read())
            if manifest.get("status") == "succeeded":
                break
        assert manifest.get("status") == "succeeded", manifest
        assert manifest["segments"] >= 3 and handled["SegmentQueue"] >= manifest["segments"]
        assert s3.head_object(Bucket=bucket, Key="outbox/long.wav")["ContentLength"] > 44
        assert not s3.list_objects_v2(Bucket=bucket, Prefix="segments/").get("Contents")


def test_custom_voices_are_readable_writable_and_never_start_a_job(cfn):
    actions: dict[str, set[str]] = {}
    for statement, condition in role_statements(cfn):
        for resource in as_list(statement["Resource"]):
            if condition is None:
                actions.setdefault(json.dumps(resource), set()).update(as_list(statement["Action"]))
    # Read for requests, written and deleted by PUT/DELETE /v1/voices/{name}; listed through the bucket's ListBucket.
    assert actions[json.dumps({"Fn::Sub": "${Bucket.Arn}/voices/*"})] == {
        "s3:GetObject",
        "s3:PutObject",
        "s3:DeleteObject",
    }
    assert "s3:ListBucket" in actions[json.dumps({"Fn::GetAtt": ["Bucket", "Arn"]})]
    # Every notification is filtered to inbox/, so an uploaded voice file is not taken for a job.
    assert not triggers(notification_filters(cfn), "voices/narrator.json")


def test_lexicons_are_readable_writable_and_never_start_a_job(cfn):
    actions: dict[str, set[str]] = {}
    for statement, condition in role_statements(cfn):
        for resource in as_list(statement["Resource"]):
            if condition is None:
                actions.setdefault(json.dumps(resource), set()).update(as_list(statement["Action"]))
    # Read by requests naming them, written and deleted by Polly's PutLexicon and DeleteLexicon; listed through
    # the bucket's ListBucket (ListLexicons).
    assert actions[json.dumps({"Fn::Sub": "${Bucket.Arn}/lexicons/*"})] == {
        "s3:GetObject",
        "s3:PutObject",
        "s3:DeleteObject",
    }
    assert not triggers(notification_filters(cfn), "lexicons/tech.pls")


# ------------------------------------------------------------------------------------------ service metrics


def emitted_metrics(capsys) -> set[tuple[str, frozenset]]:
    """(metric name, dimensions) of every figure handler.service.metrics prints as EMF, each kind recorded once."""
    from handler.service.metrics import Metrics

    metrics = Metrics.chosen("emf")
    capsys.readouterr()
    metrics.request("/v1/audio/speech", 503, 0.5)
    metrics.first_byte("/v1/audio/speech", 0.2)
    metrics.synthesis(2.0, 0.4, "mp3")
    metrics.cache(hit=True)
    metrics.cache(hit=False)
    metrics.job("failed")
    metrics.segment("succeeded")
    metrics.flush()
    found = set()
    for line in capsys.readouterr().out.splitlines():
        if not line.startswith('{"_aws"'):
            continue
        document = json.loads(line)
        (directive,) = document["_aws"]["CloudWatchMetrics"]
        assert directive["Namespace"] == "Supertonic"
        (names,) = directive["Dimensions"]
        dimensions = frozenset((name, document[name]) for name in names)
        found |= {(metric["Name"], dimensions) for metric in directive["Metrics"]}
    return found


def alarm_metric(properties: dict) -> tuple[str, frozenset]:
    return properties["MetricName"], frozenset((d["Name"], d["Value"]) for d in properties["Dimensions"])


def test_service_metric_alarms_and_dashboard_use_what_the_code_emits(cfn, capsys):
    emitted = emitted_metrics(capsys)
    alarms = {name: r["Properties"] for name, r in resources_of(cfn, "AWS::CloudWatch::Alarm").items()}
    service = ("service", "supertonic")

    rate = alarms["ServerErrorRateAlarm"]
    stats = {m["Id"]: m["MetricStat"] for m in rate["Metrics"] if "MetricStat" in m}
    assert {alarm_metric(stat["Metric"]) for stat in stats.values()} == {
        ("Requests", frozenset({service})),
        ("ServerErrors", frozenset({service})),
    }
    assert all(alarm_metric(stat["Metric"]) in emitted and stat["Stat"] == "Sum" for stat in stats.values())
    (expression,) = [m for m in rate["Metrics"] if "Expression" in m]
    assert "errors / requests" in expression["Expression"] and expression.get("ReturnData", True)

    first_byte = alarms["FirstByteAlarm"]
    assert alarm_metric(first_byte) in emitted and first_byte["ExtendedStatistic"] == "p95"
    jobs = alarms["JobFailuresAlarm"]
    assert alarm_metric(jobs) == ("Jobs", frozenset({("outcome", "failed"), service})) and alarm_metric(jobs) in emitted
    for name in ("ServerErrorRateAlarm", "FirstByteAlarm", "JobFailuresAlarm"):
        assert alarms[name]["AlarmActions"] == [{"Ref": "AlarmTopic"}]
        assert alarms[name]["TreatMissingData"] == "notBreaching"

    (dashboard,) = resources_of(cfn, "AWS::CloudWatch::Dashboard").values()
    body = dashboard["Properties"]["DashboardBody"]["Fn::Sub"]
    body = body if isinstance(body, str) else body[0]
    concrete = re.sub(r"\$\{[^}!]+\}", "x", body)
    widgets = json.loads(concrete)["widgets"]
    assert len(widgets) >= 8
    emitted_names = {name for name, _ in emitted}
    named = set(re.findall(r'"Supertonic", "(\w+)"', body))
    for clause in re.findall(r'MetricName=(\([^)]*\)|\\"\w+\\")', body):  # in SEARCH expressions
        named |= set(re.findall(r"\w+", clause)) - {"OR"}
    assert named and named <= emitted_names
    assert {"Requests", "ServerErrors", "RequestLatency", "FirstByteLatency", "RealTimeFactor", "CacheHits"} <= named
