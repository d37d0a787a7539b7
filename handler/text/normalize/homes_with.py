"""The languages whose home fills one field, as a set read from the homes when first asked (no home is loaded at
import: the registry loads a home the first time its language is asked for).

    AGREEING_LANGUAGES = HomesWith("agreeing_ordinal")
    "pl" in AGREEING_LANGUAGES     # True: Polish's home says how an ordinal agrees with its noun
"""

from __future__ import annotations

from collections.abc import Iterator, Set

from handler.text.languages import LANGUAGES


class HomesWith(Set[str]):
    def __init__(self, field: str) -> None:
        self._field = field

    def __contains__(self, lang: object) -> bool:
        from handler.text.normalize.languages import home  # the homes import the modules that use this one

        return isinstance(lang, str) and lang in LANGUAGES and getattr(home(lang), self._field) is not None

    def __iter__(self) -> Iterator[str]:
        return (lang for lang in LANGUAGES if lang in self)

    def __len__(self) -> int:
        return sum(1 for _ in self)
