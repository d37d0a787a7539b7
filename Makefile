# Supertonic Serverless. `make run` serves locally, `make test` lints and tests. See README.md.
PYTHON ?= python3
VENV   ?= .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed-$(shell cksum pyproject.toml | cut -d' ' -f1)
MODEL_DIR ?= models/supertonic-3

.PHONY: install lint test run model bucket synthetic-model bench clean

$(STAMP): pyproject.toml
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install -q --upgrade pip
	$(BIN)/python -m pip install -q -e ".[dev]"
	rm -f $(VENV)/.installed-* && touch $(STAMP)

install: $(STAMP)

lint: install
	$(BIN)/ruff check handler tests tools bench infra layers
	$(BIN)/ruff format --check handler tests tools bench infra layers

test: lint infra-venv
	$(BIN)/python -m pytest -q

run: install
	$(BIN)/python tools/run_local.py --model-dir $(MODEL_DIR)

model: install
	$(BIN)/python -m handler.engine.download $(MODEL_DIR)

bucket: install
	$(BIN)/python -m handler.storage.lifecycle

synthetic-model: install
	$(BIN)/python tools/synthetic_model.py models/synthetic
	$(BIN)/python tools/synthetic_model.py models/synthetic-heavy --heavy

bench: install
	$(BIN)/python bench/run.py

clean:
	rm -rf $(VENV) .venv-infra .venv-official .venv-bench .pytest_cache .ruff_cache build *.egg-info

include infra/deploy.mk
