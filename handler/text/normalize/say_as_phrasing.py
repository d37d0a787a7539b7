"""How a language says an SSML `<say-as>` span where the span, not the text around it, tells what it is: a number
in words on its own, a duration written 1'21" (handler/text/say_as.py asks the home for it: Home.say_as; a date is
written as CLDR writes it in the language, and read by the front end).

    from handler.text.normalize.languages import home

    home("en").say_as.cardinal(21)                    # "twenty-one"; None where English has no words for it
    home("en").say_as.duration(1, 21)                 # "one minute twenty-one seconds"
    home("de").say_as.duration                        # None: "1'21\"" is left to the front end

A field a language does not fill keeps the default: the libraries' number words (numwords), the duration left to the
front end.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass


@dataclass(frozen=True)
class SayAsPhrasing:
    # A count and an ordinal in the language's own words, None for a number it has no words for; None: the
    # libraries' words (numwords).
    cardinal: Callable[[int], str | None] | None = None
    ordinal: Callable[[int], str | None] | None = None
    # A duration written 1'21" as words: (minutes, seconds), each None where not written (and each under 10**15).
    # None: the span is left to the front end.
    duration: Callable[[int | None, int | None], str] | None = None
