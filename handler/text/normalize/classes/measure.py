"""Measures: numbers with units (compound units, plural agreement) and per-cent / per-mille."""

from __future__ import annotations

from handler.text.normalize.rules import Rule


def rules(lang: str) -> tuple[Rule, ...]:
    """The rules of this class for `lang`, most specific first (empty where it has none)."""
    return ()
