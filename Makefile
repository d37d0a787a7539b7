# Supertonic Serverless. `make run` serves locally, `make test` lints and tests. See README.md.
PYTHON ?= python3
VENV   ?= .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed-$(shell cksum pyproject.toml | cut -d' ' -f1)
MODEL_DIR ?= models/supertonic-3

.PHONY: install lint test run model bench bucket synthetic-model clean

$(STAMP): pyproject.toml
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install -q --upgrade pip
	$(BIN)/python -m pip install -q -e ".[dev]"
	rm -f $(VENV)/.installed-* && touch $(STAMP)

install: $(STAMP)

lint: install
	$(BIN)/ruff check handler tests tools bench
	$(BIN)/ruff format --check handler tests tools bench

test: lint
	$(BIN)/python -m pytest

clean:
	rm -rf $(VENV) .pytest_cache .ruff_cache build *.egg-info
