"""The registry of language homes: the one way a class module reaches a language's part.

    from handler.text.normalize.languages import home

    home("cs").abbreviations   # Czech's abbreviation table
    home("na")                 # the fallback language: an empty Home

Each language's module (languages/<code>.py, holding HOME) is imported the first time the language is asked
for, so a process pays only for the languages it speaks, and none at import (the Lambda init).
"""

from __future__ import annotations

import importlib
from functools import cache

from handler.text.languages import LANGUAGES
from handler.text.normalize.home import Home


@cache
def home(lang: str) -> Home:
    """The home of `lang` (a checked code); an empty one for the fallback language."""
    if lang not in LANGUAGES:
        return Home(lang)
    found: Home = importlib.import_module(f"{__name__}.{lang}").HOME
    return found
