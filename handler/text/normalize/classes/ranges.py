"""Ranges: 1980-1986, 10–20 %, 9am-5pm, read with the language's word for 'to'."""

from __future__ import annotations

from handler.text.normalize.rules import Rule


def rules(lang: str) -> tuple[Rule, ...]:
    """The rules of this class for `lang`, most specific first (empty where it has none)."""
    return ()
