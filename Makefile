# Supertonic Serverless. `make run` serves locally, `make test` lints and tests. See README.md.
PYTHON ?= python3
VENV   ?= .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed-$(shell cksum pyproject.toml | cut -d' ' -f1)
# The model `make run`, `make model`, `make deploy` and `make bench` use: MODEL_DIR=... on the command line, else
# SUPERTONIC_MODEL_DIR from the environment, else models/supertonic-3 (where `make model` downloads).
MODEL_DIR ?= $(or $(SUPERTONIC_MODEL_DIR),models/supertonic-3)
# `make bench` measures the heavy synthetic model unless a model is named explicitly (either way above).
BENCH_MODEL := $(if $(filter command line environment,$(origin MODEL_DIR))$(SUPERTONIC_MODEL_DIR),$(MODEL_DIR))
# Pipecat in its own venv (tests/clients/requirements-pipecat.txt says why): tests/test_voice_agents.py drives it.
PIPECAT_VENV  ?= .venv-pipecat
PIPECAT_STAMP := $(PIPECAT_VENV)/.installed-$(shell cksum tests/clients/requirements-pipecat.txt | cut -d' ' -f1)

.PHONY: help install lint test run model bucket synthetic-model bench clean pipecat-venv job venv-python
.DEFAULT_GOAL := help

# `make` alone, or `make help`: what each target does.
help:
	@echo "Supertonic Serverless. Local use needs Python 3.11+ and make; see README.md."
	@echo "  make run              serve on http://127.0.0.1:8080 (installs first; PORT=, S3_PORT=, WORKERS=)"
	@echo "  make job              FILE=job.json: a bucket job on the running make run; the audio goes to results/"
	@echo "  make test             lint, then every test on two workers"
	@echo "  make lint             ruff and mypy"
	@echo "  make install          the project's environment in $(VENV) (about two minutes the first time)"
	@echo "  make model            download Supertonic 3 into models/supertonic-3"
	@echo "  make synthetic-model  the synthetic test models in models/synthetic and models/synthetic-heavy"
	@echo "  make bench            measure the kit into bench/results.*; QUICK=1: a few-minute check into build/"
	@echo "  make bucket           apply the lifecycle rules to SUPERTONIC_BUCKET (CREATE=1 creates it first)"
	@echo "  make clean            remove the environments and build output"
	@echo "  make pipecat-venv     $(PIPECAT_VENV), the Pipecat client the voice-agent tests drive"
	@echo "Deploying (infra/deploy.mk; docs/deploy.md):"
	@echo "  make deploy           check the tools and credentials, build, deploy the stack, upload the model"
	@echo "  make deploy-check     only the checks: sam, the AWS CLI v2, credentials, a model"
	@echo "  make aws-check        only the tools and the credentials"
	@echo "  make layer            build/layer.zip, the dependency layer (ARCH=x86_64 or arm64)"
	@echo "  make package          build/function.zip, the handler package"
	@echo "  make image            build and push the container image (IMAGE_REPO=...)"
	@echo "  make model-upload     prepare MODEL_DIR and upload it to the stack's bucket"
	@echo "  make prune-versions   delete every function version but the one the alias serves"
	@echo "  make destroy          empty the stack's bucket and delete the stack"
	@echo "  make infra-venv       .venv-infra with the template linters the tests run"

# A $(VENV) made by another Python (older than pyproject's requires-python, or one that no longer runs) is found
# before pip runs into it, with what to do. Order-only below: it runs each time, without forcing a reinstall.
NEEDS_PYTHON := 3.11
venv-python:
	@if [ -e $(VENV) ] && ! $(BIN)/python -c 'import sys; sys.exit(sys.version_info < (3, 11))' 2>/dev/null; then \
		found=$$($(BIN)/python --version 2>&1 || echo "a Python that no longer runs"); \
		echo "$(VENV) was made by $$found; this project needs Python $(NEEDS_PYTHON) or newer." >&2; \
		echo "Make it again: rm -rf $(VENV) && make install PYTHON=python$(NEEDS_PYTHON)" >&2; exit 1; fi
	@if [ ! -e $(VENV) ] && ! $(PYTHON) -c 'import sys; sys.exit(sys.version_info < (3, 11))' 2>/dev/null; then \
		echo "$(PYTHON) is $$($(PYTHON) --version 2>&1); this project needs Python $(NEEDS_PYTHON) or newer." >&2; \
		echo "Name one: make install PYTHON=python$(NEEDS_PYTHON)" >&2; exit 1; fi

# The install says what it does, step by step (it takes about two minutes the first time). editable_mode=strict:
# the package is a tree of links under build/, found through a path in a .pth file. The default import-hook finder
# costs every interpreter start about 15 ms (one in each bench process); run from the repo root (as make, pytest and
# the bench do), new modules are found without reinstalling.
$(STAMP): pyproject.toml | venv-python
	@echo "[1/4] $(VENV): a virtual environment for this project"
	@test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	@echo "[2/4] pip, up to date"
	@$(BIN)/python -m pip install -q --upgrade pip
	@echo "[3/4] the kit and its pinned dependencies (pyproject.toml), about 1.5 GB: a minute or two the first time"
	@$(BIN)/python -m pip install -q -e ".[dev]" --config-settings editable_mode=strict > $(VENV)/install.log 2>&1 \
		|| { cat $(VENV)/install.log >&2; exit 1; }
	@echo "[4/4] the language identifier's prepared model"
	@$(BIN)/python tools/prepare_langid.py
	@rm -f $(VENV)/.installed-* && touch $(STAMP) && echo "Installed into $(VENV)."

install: $(STAMP)

lint: install
	$(BIN)/ruff check handler tests tools bench infra layers
	$(BIN)/ruff format --check handler tests tools bench infra layers
	$(BIN)/mypy handler tools bench

# Two workers, one per core; each file's tests run on one worker, in order, its fixtures built once. A worker that
# dies (the kernel's OOM killer) fails the run at once, naming its test: xdist would otherwise wait for it for ever.
# The run ends printing each worker's peak memory, and fails above 3 GB (tests/memory_report.py).
test: lint infra-venv pipecat-venv
	$(BIN)/python -m pytest -q -n 2 --dist loadfile --max-worker-restart=0

pipecat-venv: $(PIPECAT_STAMP)

$(PIPECAT_STAMP): tests/clients/requirements-pipecat.txt
	test -x $(PIPECAT_VENV)/bin/python || $(PYTHON) -m venv $(PIPECAT_VENV)
	$(PIPECAT_VENV)/bin/python -m pip install -q -r tests/clients/requirements-pipecat.txt
	rm -f $(PIPECAT_VENV)/.installed-* && touch $@

# `make run PORT=9000 S3_PORT=5001 WORKERS=4`: the HTTP port (default 8080), the emulated S3/SQS endpoint's port
# (default 5000, the docs' port; when it is taken, any free one, and the banner says so) and the segment workers
# for long jobs (default 2). Unset here, tools/run_local.py reads the same names from the environment.
run: install
	$(BIN)/python tools/run_local.py --model-dir $(MODEL_DIR) \
		$(if $(PORT),--port $(PORT)) $(if $(S3_PORT),--s3-port $(S3_PORT))

model: install
	$(BIN)/python -m handler.engine.download $(MODEL_DIR)

# `make job FILE=job.json` (or a .txt): upload it to the running `make run`'s emulated bucket, wait, fetch the audio.
job: install
	@test -n "$(FILE)" || { echo "Usage: make job FILE=job.json (a .json job or a .txt text), with make run running." >&2; exit 2; }
	$(BIN)/python tools/local_job.py "$(FILE)"  # the audio goes to results/ (tools/local_job.py --out)

# Applies the expiry rules to SUPERTONIC_BUCKET (docs/jobs.md, "Lifecycle rules"); CREATE=1 creates it first.
bucket: install
	$(BIN)/python -m handler.storage.lifecycle $(if $(CREATE),--create)

synthetic-model: install
	$(BIN)/python tools/synthetic_model.py models/synthetic
	$(BIN)/python tools/synthetic_model.py models/synthetic-heavy --heavy

# `make bench QUICK=1`: few repetitions and small texts, a check that every section runs (minutes, not most of an
# hour), written to build/bench-quick so the committed bench/results.* stay as measured.
bench: install
	$(BIN)/python bench/run.py$(if $(QUICK), --quick --output build/bench-quick)$(if $(BENCH_MODEL), --model-dir $(BENCH_MODEL))

clean:
	rm -rf $(VENV) .venv-infra .venv-official .venv-bench .venv-pipecat .pytest_cache .ruff_cache .mypy_cache build *.egg-info

include infra/deploy.mk
