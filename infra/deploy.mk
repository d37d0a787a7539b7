# Build and deploy targets. The top-level Makefile includes this file; it also runs alone:
#   make -f infra/deploy.mk layer package
#
#   make layer          build/layer.zip: the dependency layer for ARCH (needs PyPI or the pip cache, not AWS)
#   make package        build/function.zip: the handler package (offline)
#   make image          build and push the container image (PACKAGE=image; needs Docker and IMAGE_REPO)
#   make deploy         sam deploy (guided the first time: it asks for every parameter, then saves them);
#                       the zip packaging also uploads MODEL_DIR to the stack's bucket
#   make model-upload   upload MODEL_DIR and its manifest to the stack's bucket (changed files only)
#   make prune-versions delete every function version but the one the alias "live" serves
#   make destroy        empty the stack's bucket and delete the stack
#   make infra-venv     .venv-infra with cfn-lint, aws-sam-translator and checkov (for the template tests)

PYTHON      ?= python3
VENV        ?= .venv
BIN         ?= $(VENV)/bin
INFRA_VENV  ?= .venv-infra
ARCH        ?= x86_64
PACKAGE     ?= zip
STACK       ?= supertonic
MODEL_DIR   ?= models/supertonic-3
IMAGE_REPO  ?=
IMAGE_TAG   := $(or $(IMAGE_TAG),$(shell date -u +%Y%m%d%H%M%S))
PARAMS      ?=
SAM         ?= sam
AWS         ?= aws
DOCKER      ?= docker
LAYER_ZIP   ?= build/layer.zip
FUNCTION_ZIP ?= build/function.zip
SAMCONFIG   ?= infra/samconfig.toml

INFRA_STAMP := $(INFRA_VENV)/.installed-$(shell cksum infra/requirements-lint.txt | cut -d' ' -f1)
DOCKER_PLATFORM := $(if $(filter arm64,$(ARCH)),linux/arm64,linux/amd64)
HANDLER_FILES := $(shell find handler -type f ! -path '*/__pycache__/*' ! -name '*.pyc' 2>/dev/null)
# Stack outputs, read when a recipe needs them.
stack_output = $$($(AWS) cloudformation describe-stacks --stack-name $(STACK) \
	--query "Stacks[0].Outputs[?OutputKey=='$(1)'].OutputValue" --output text)

.PHONY: layer package image deploy model-upload prune-versions destroy infra-venv

# After a deploy: print the two outputs, and keep the URL in build/function-url for scripts (see infra/README.md).
define show_outputs
@mkdir -p build && echo "$(call stack_output,FunctionUrl)" > build/function-url
@echo "FunctionUrl: $$(cat build/function-url)"
@echo "BucketName:  $(call stack_output,BucketName)"
endef

package: $(FUNCTION_ZIP)
infra-venv: $(INFRA_STAMP)

# One build per architecture (build/layer-x86_64.zip, build/layer-arm64.zip); `layer` copies the chosen one to
# the path the template names.
layer: build/layer-$(ARCH).zip
	cp $< $(LAYER_ZIP)

build/layer-%.zip: pyproject.toml layers/build.py
	$(PYTHON) layers/build.py layer --arch $* --out build/layer-$* --zip $@

$(FUNCTION_ZIP): $(HANDLER_FILES) layers/build.py
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
# function. The first deploy is guided and saves the answers to $(SAMCONFIG); later ones reuse them, and keep
# every parameter not overridden here at its previous value.
SAM_DEPLOY = $(SAM) deploy --template-file infra/template.yaml --stack-name $(STACK) \
	--config-file $(abspath $(SAMCONFIG)) $$(test -f $(SAMCONFIG) || echo --guided) \
	--resolve-s3 --capabilities CAPABILITY_IAM CAPABILITY_AUTO_EXPAND --no-fail-on-empty-changeset \
	--parameter-overrides Architecture=$(ARCH) $(PARAMS)
MODEL_SHA = $$($(BIN)/python infra/model_upload.py $(MODEL_DIR) --sha)

ifeq ($(PACKAGE),image)
deploy: layer $(FUNCTION_ZIP) image
	$(SAM_DEPLOY) ImageUri=$$(cat build/image-uri)
	$(show_outputs)
else
# The zip function loads the model from the stack's bucket at init, and SnapStart snapshots that init: so a new
# stack comes up first (bucket, no model), the model goes up, and the manifest's SHA-256 then publishes the version.
deploy: layer $(FUNCTION_ZIP)
	@test -d "$(MODEL_DIR)/onnx" || { echo "$(MODEL_DIR) has no onnx/: run 'make model' or set MODEL_DIR"; exit 2; }
	$(AWS) cloudformation describe-stacks --stack-name $(STACK) >/dev/null 2>&1 \
		|| $(SAM_DEPLOY) 'ImageUri=""' ModelManifestSha256=none
	$(BIN)/python infra/model_upload.py $(MODEL_DIR) --stack $(STACK)
	$(SAM_DEPLOY) 'ImageUri=""' ModelManifestSha256=$(MODEL_SHA)
	$(MAKE) -f infra/deploy.mk prune-versions STACK=$(STACK) AWS="$(AWS)"
	$(show_outputs)
endif

model-upload:
	@test -d "$(MODEL_DIR)/onnx" || { echo "$(MODEL_DIR) has no onnx/: run 'make model' or set MODEL_DIR"; exit 2; }
	$(BIN)/python infra/model_upload.py $(MODEL_DIR) --stack $(STACK)

# SAM keeps every published version, and SnapStart bills each version's cached snapshot while it exists.
prune-versions:
	@function=$(STACK)-tts; \
	live=$$($(AWS) lambda get-alias --function-name $$function --name live --query FunctionVersion --output text); \
	for version in $$($(AWS) lambda list-versions-by-function --function-name $$function \
			--query "Versions[?Version!='\$$LATEST'].Version" --output text); do \
		[ "$$version" = "$$live" ] || { echo "deleting $$function:$$version"; \
			$(AWS) lambda delete-function --function-name $$function --qualifier $$version; }; \
	done

# A bucket must be empty before CloudFormation can delete it; this deletes every job, result and cached file.
destroy:
	@bucket="$(call stack_output,BucketName)"; \
	test -n "$$bucket" -a "$$bucket" != "None" || { echo "Stack $(STACK) has no BucketName output"; exit 2; }; \
	if [ "$(CONFIRM)" != yes ]; then \
		printf "Delete stack $(STACK) and every object in s3://$$bucket? [y/N] "; read answer; \
		[ "$$answer" = y ] || { echo "Nothing deleted."; exit 1; }; \
	fi; \
	$(AWS) s3 rm "s3://$$bucket" --recursive --only-show-errors && \
	$(SAM) delete --stack-name $(STACK) --no-prompts
