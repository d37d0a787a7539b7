"""Telephone numbers, read in groups of digits as people say them."""

from __future__ import annotations

from handler.text.normalize.rules import Rule


def rules(lang: str) -> tuple[Rule, ...]:
    """The rules of this class for `lang`, most specific first (empty where it has none)."""
    return ()
