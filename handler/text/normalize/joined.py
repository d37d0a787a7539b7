"""A number joined to an adjective, with or without a hyphen, is one word whose first part is the number's combining
form (Czech "5letého": "pětiletého", "2-pokojový": "dvoupokojový"); a number before a separate word stays a count
("5 let": "pět let"). A language's home gives its combining forms, its adjectives' endings and its letters:

    from handler.text.normalize.joined import joined_to_word

    joined_to_word({5: "pěti", 2: "dvou"}, ("ého", "ý"), "a-záéíýóúůěščřžťďň")   # a rule of the "cardinal" class
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

from handler.text.normalize.rules import Rule


def joined_to_word(
    stems: Mapping[int, str], adjective_endings: Sequence[str], letters: str, ordinal_endings: str = ""
) -> Rule:
    """The rule reading a number of up to three digits joined to an adjective of at least five letters: `stems` maps
    the numbers that have a combining form to it; `ordinal_endings` (a pattern) are the short endings that make the
    number an ordinal ("3-cia", "2-giego"), not part of an adjective."""
    not_ordinal = rf"(?!(?:{ordinal_endings})\w{{0,4}}(?!\w))" if ordinal_endings else ""
    pattern = re.compile(
        rf"(?<![\w.,:/-])(?P<n>\d{{1,3}})-?(?=\w{{5}}){not_ordinal}"
        rf"(?P<word>[{letters}]{{2,}}(?:{'|'.join(adjective_endings)}))(?![\w-])",
        re.IGNORECASE,
    )

    def say(match: re.Match[str]) -> str | None:
        first = stems.get(int(match["n"]))
        return first and first + match["word"]

    return Rule("cardinal", pattern, say)
