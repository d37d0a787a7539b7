"""Dates: numeric in the locale's order, with month and weekday names, years, decades."""

from __future__ import annotations

from handler.text.normalize.rules import Rule


def rules(lang: str) -> tuple[Rule, ...]:
    """The rules of this class for `lang`, most specific first (empty where it has none)."""
    return ()
