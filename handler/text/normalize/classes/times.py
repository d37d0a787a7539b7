"""Clock times in each language's written forms: 14:30, 2.30 Uhr, 12h30, 8 h, am/pm, time zones."""

from __future__ import annotations

from handler.text.normalize.rules import Rule


def rules(lang: str) -> tuple[Rule, ...]:
    """The rules of this class for `lang`, most specific first (empty where it has none)."""
    return ()
