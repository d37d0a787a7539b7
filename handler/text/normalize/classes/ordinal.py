"""Ordinals in each language's written forms: 1st, 1er/1ère, 3., 2-м, १ली, 第3."""

from __future__ import annotations

from handler.text.normalize.rules import Rule


def rules(lang: str) -> tuple[Rule, ...]:
    """The rules of this class for `lang`, most specific first (empty where it has none)."""
    return ()
