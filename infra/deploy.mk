# Build and deploy targets. The top-level Makefile includes this file; it also runs alone:
#   make -f infra/deploy.mk layer package
#
#   make layer          build/layer.zip: the dependency layer for ARCH (needs PyPI or the pip cache, not AWS)
#   make package        build/function.zip: the handler package (offline)
#   make image          build and push the container image (PACKAGE=image; needs Docker and IMAGE_REPO)
#   make deploy         check sam, the AWS CLI and the credentials, then sam deploy (guided the first time: it
#                       asks for every parameter and saves the answers to infra/samconfig.toml); the zip
#                       packaging also uploads MODEL_DIR, prepared (tools/prepare_model.py), to the stack's bucket
#   make deploy-check   only the checks: sam and aws installed, credentials valid (aws-check), a model for the
#                       zip packaging
#   make model-upload   prepare MODEL_DIR (tools/prepare_model.py) into PREPARED_MODEL and upload that with its
#                       manifest to the stack's bucket (changed files only)
#   make prune-versions delete every function version but the one the alias "live" serves (both functions;
#                       the streaming one exists only with StreamingMode=streaming)
#   make destroy        empty the stack's bucket and delete the stack
#   make infra-venv     .venv-infra with cfn-lint, aws-sam-translator and checkov (for the template tests)

PYTHON      ?= python3
VENV        ?= .venv
BIN         ?= $(VENV)/bin
INFRA_VENV  ?= .venv-infra
ARCH        ?= x86_64
PACKAGE     ?= zip
STACK       ?= supertonic
# The model every command uses: MODEL_DIR=... on the command line, else SUPERTONIC_MODEL_DIR, else the download.
MODEL_DIR   ?= $(or $(SUPERTONIC_MODEL_DIR),models/supertonic-3)
# What the zip function fetches: MODEL_DIR with each graph's weights in a file beside it, mapped at init.
PREPARED_MODEL ?= build/model-prepared
IMAGE_REPO  ?=
IMAGE_TAG   := $(or $(IMAGE_TAG),$(shell date -u +%Y%m%d%H%M%S))
PARAMS      ?=
SAM         ?= sam
AWS         ?= aws
DOCKER      ?= docker
LAYER_ZIP   ?= build/layer.zip
FUNCTION_ZIP ?= build/function.zip
TEMPLATE    ?= infra/template.yaml
# `sam deploy --guided` saves its answers to samconfig.toml beside the template, and SAM refuses a --config-file
# that names a missing file (even with --guided): so the first deploy names none, and later ones name this one.
SAMCONFIG   := $(dir $(TEMPLATE))samconfig.toml
FUNCTION_URL_FILE ?= build/function-url
LAYER_WHEELS ?= build/wheels

INFRA_STAMP := $(INFRA_VENV)/.installed-$(shell cksum infra/requirements-lint.txt | cut -d' ' -f1)
DOCKER_PLATFORM := $(if $(filter arm64,$(ARCH)),linux/arm64,linux/amd64)
HANDLER_FILES := $(shell find handler -type f ! -path '*/__pycache__/*' ! -name '*.pyc' 2>/dev/null)
# Stack outputs, read when a recipe needs them.
stack_output = $$($(AWS) cloudformation describe-stacks --stack-name $(STACK) \
	--query "Stacks[0].Outputs[?OutputKey=='$(1)'].OutputValue" --output text)

.PHONY: layer package image deploy aws-check deploy-check model-upload prune-versions destroy infra-venv

# After a deploy: print the two outputs, and keep the URL in build/function-url for scripts (see docs/deploy.md).
define show_outputs
@mkdir -p $(dir $(FUNCTION_URL_FILE)) && echo "$(call stack_output,FunctionUrl)" > $(FUNCTION_URL_FILE)
@echo "FunctionUrl: $$(cat $(FUNCTION_URL_FILE))"
@echo "BucketName:  $(call stack_output,BucketName)"
endef

# Creates the stack only when describe-stacks says it does not exist: any other failure (no network, access
# denied, expired credentials) stops the deploy with the CLI's own message instead of starting a second stack.
define create_stack_if_missing
@state=$$($(AWS) cloudformation describe-stacks --stack-name $(STACK) --query "Stacks[0].StackStatus" \
		--output text 2>&1) && echo "Stack $(STACK): $$state" || { \
	case "$$state" in *"does not exist"*) ;; \
		*) echo "Cannot read stack $(STACK): $$state" >&2; exit 1;; esac; \
	echo "Stack $(STACK) does not exist yet: creating it (without the model), so its bucket exists."; \
	$(1); }
endef

package: $(FUNCTION_ZIP)
infra-venv: $(INFRA_STAMP)

# One build per architecture (build/layer-x86_64.zip, build/layer-arm64.zip); `layer` copies the chosen one to
# the path the template names.
layer: build/layer-$(ARCH).zip
	cp $< $(LAYER_ZIP)

build/layer-%.zip: pyproject.toml layers/build.py
	$(PYTHON) layers/build.py layer --arch $* --out build/layer-$* --zip $@ --wheel-dir $(LAYER_WHEELS)

$(FUNCTION_ZIP): $(HANDLER_FILES) layers/build.py layers/run.sh
	$(PYTHON) layers/build.py function --zip $@

$(INFRA_STAMP): infra/requirements-lint.txt
	test -x $(INFRA_VENV)/bin/python || $(PYTHON) -m venv $(INFRA_VENV)
	$(INFRA_VENV)/bin/python -m pip install -q -r infra/requirements-lint.txt
	rm -f $(INFRA_VENV)/.installed-* && touch $@

# Lambda takes a single-platform image manifest: no multi-platform index, no provenance attestation.
image:
	@test -n "$(IMAGE_REPO)" || { echo "Set IMAGE_REPO=<account>.dkr.ecr.<region>.amazonaws.com/<repository>"; exit 2; }
	@test -d "$(MODEL_DIR)/onnx" || { echo "$(MODEL_DIR) has no onnx/: run 'make model' or set MODEL_DIR"; exit 2; }
	$(AWS) ecr describe-repositories --repository-names $(lastword $(subst /, ,$(IMAGE_REPO))) >/dev/null 2>&1 \
		|| $(AWS) ecr create-repository --repository-name $(lastword $(subst /, ,$(IMAGE_REPO))) \
		   --image-scanning-configuration scanOnPush=true >/dev/null
	$(AWS) ecr get-login-password | $(DOCKER) login --username AWS --password-stdin $(firstword $(subst /, ,$(IMAGE_REPO)))
	$(DOCKER) build -f layers/Dockerfile --platform $(DOCKER_PLATFORM) --provenance=false \
		--build-arg MODEL_DIR=$(MODEL_DIR) -t $(IMAGE_REPO):$(IMAGE_TAG) .
	$(DOCKER) push $(IMAGE_REPO):$(IMAGE_TAG)
	mkdir -p build && echo "$(IMAGE_REPO):$(IMAGE_TAG)" > build/image-uri

# Both packagings upload the zip artifacts (the template names them); CloudFormation creates only the chosen
# function. The first deploy is guided and saves the answers (with SAM's managed artifact bucket) to $(SAMCONFIG);
# later ones read them, and keep every parameter not overridden here at its previous value. No --resolve-s3: the
# guided run picks the artifact bucket itself, and SAM refuses --resolve-s3 next to the saved s3_bucket.
SAM_CONFIG_ARGS = $$(if test -f $(SAMCONFIG); then echo --config-file $(abspath $(SAMCONFIG)); else echo --guided; fi)
SAM_DEPLOY = $(SAM) deploy --template-file $(TEMPLATE) --stack-name $(STACK) $(SAM_CONFIG_ARGS) \
	--capabilities CAPABILITY_IAM CAPABILITY_AUTO_EXPAND --no-fail-on-empty-changeset \
	--parameter-overrides Architecture=$(ARCH) $(PARAMS)
MODEL_SHA = $$($(BIN)/python infra/model_upload.py $(PREPARED_MODEL) --sha)
PREPARE_MODEL = $(BIN)/python tools/prepare_model.py $(MODEL_DIR) $(PREPARED_MODEL)

# Everything a deploy needs from outside, checked before anything is built.
aws-check:
	@command -v $(firstword $(SAM)) >/dev/null || { echo "'$(firstword $(SAM))' not found: install the SAM CLI" \
		"(https://docs.aws.amazon.com/serverless-application-model/latest/developerguide/install-sam-cli.html)" \
		"or set SAM=/path/to/sam." >&2; exit 2; }
	@command -v $(firstword $(AWS)) >/dev/null || { echo "'$(firstword $(AWS))' not found: install the AWS CLI v2" \
		"(https://docs.aws.amazon.com/cli/latest/userguide/getting-started-install.html) or set AWS=/path/to/aws." >&2; \
		exit 2; }
	@version=$$($(AWS) --version 2>&1); case "$$version" in aws-cli/1.*) \
		echo "'$(firstword $(AWS))' is the AWS CLI v1 ($${version%% *}); this kit needs the AWS CLI v2 (the README's" \
		"'aws configure export-credentials' exists only there): install it" \
		"(https://docs.aws.amazon.com/cli/latest/userguide/getting-started-install.html) or set AWS=/path/to/aws." >&2; \
		exit 2;; esac
	@identity=$$($(AWS) sts get-caller-identity --query Arn --output text 2>&1) || { \
		case "$$identity" in *"Could not connect to the endpoint"*|*"Connect timeout"*|*"Read timeout"*) \
		echo "Cannot reach AWS: 'aws sts get-caller-identity' got no answer (the network, a proxy or the" \
		"region's endpoint; your credentials were not checked):" >&2; echo "  $$identity" >&2; exit 2;; esac; \
		echo "No valid AWS credentials: 'aws sts get-caller-identity' failed:" >&2; echo "  $$identity" >&2; \
		echo "Run 'aws configure' (or 'aws sso login'), or set AWS_PROFILE, then try again." >&2; \
		exit 2; }; echo "AWS identity: $$identity"

deploy-check: aws-check
	@test -d "$(MODEL_DIR)/onnx" || { echo "$(MODEL_DIR) has no onnx/: run 'make model' or set MODEL_DIR" >&2; exit 2; }
ifeq ($(PACKAGE),image)
	@command -v $(firstword $(DOCKER)) >/dev/null || { echo "'$(firstword $(DOCKER))' not found: PACKAGE=image" \
		"needs Docker (or set DOCKER=/path/to/docker)." >&2; exit 2; }
endif

ifeq ($(PACKAGE),image)
deploy: deploy-check layer $(FUNCTION_ZIP) image
	$(SAM_DEPLOY) ImageUri=$$(cat build/image-uri)
	$(show_outputs)
else
# The zip function loads the model from the stack's bucket at init, and SnapStart snapshots that init: so a new
# stack comes up first (bucket, no model), the model goes up, and the manifest's SHA-256 then publishes the version.
deploy: deploy-check layer $(FUNCTION_ZIP)
	$(call create_stack_if_missing,$(SAM_DEPLOY) 'ImageUri=""' ModelManifestSha256=none)
	$(PREPARE_MODEL)
	$(BIN)/python infra/model_upload.py $(PREPARED_MODEL) --stack $(STACK)
	$(SAM_DEPLOY) 'ImageUri=""' ModelManifestSha256=$(MODEL_SHA)
	$(MAKE) -f infra/deploy.mk prune-versions STACK=$(STACK) AWS="$(AWS)"
	$(show_outputs)
endif

model-upload:
	@test -d "$(MODEL_DIR)/onnx" || { echo "$(MODEL_DIR) has no onnx/: run 'make model' or set MODEL_DIR"; exit 2; }
	$(PREPARE_MODEL)
	$(BIN)/python infra/model_upload.py $(PREPARED_MODEL) --stack $(STACK)

# SAM keeps every published version, and SnapStart bills each version's cached snapshot while it exists.
prune-versions:
	@for function in $(STACK)-tts $(STACK)-tts-stream; do \
		live=$$($(AWS) lambda get-alias --function-name $$function --name live --query FunctionVersion \
			--output text 2>/dev/null) || continue; \
		for version in $$($(AWS) lambda list-versions-by-function --function-name $$function \
				--query "Versions[?Version!='\$$LATEST'].Version" --output text); do \
			[ "$$version" = "$$live" ] || { echo "deleting $$function:$$version"; \
				$(AWS) lambda delete-function --function-name $$function --qualifier $$version; }; \
		done; \
	done

# A bucket must be empty before CloudFormation can delete it; this deletes every job, result and cached file.
destroy: aws-check
	@bucket="$(call stack_output,BucketName)"; \
	test -n "$$bucket" -a "$$bucket" != "None" || { echo "Stack $(STACK) has no BucketName output"; exit 2; }; \
	if [ "$(CONFIRM)" != yes ]; then \
		printf "Delete stack $(STACK) and every object in s3://$$bucket? [y/N] "; read answer; \
		[ "$$answer" = y ] || { echo "Nothing deleted."; exit 1; }; \
	fi; \
	$(AWS) s3 rm "s3://$$bucket" --recursive --only-show-errors && \
	$(SAM) delete --stack-name $(STACK) --no-prompts
