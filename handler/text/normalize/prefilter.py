"""What a text must hold for a rule's pattern to match anywhere in it, worked out once from the pattern, so a rule
whose pattern cannot match is not run over the whole text (most rules match nothing in most texts).

    from handler.text.normalize.prefilter import may_match

    may_match(re.compile(r"(?P<n>\\d+)ers\\b"), "the 49ers")   # True: "ers" is in the text
    may_match(re.compile(r"\\d+/\\d+"), "no slash here")        # False: no "/" in it

The pattern is read with Python's own regular-expression parser: each part a match cannot do without (a literal, a
run of literals, a small set of characters, an alternation of such, a positive look-around's) gives a group of
strings one of which the text must hold. A group made only of common characters (letters, digits, a space) tells
little and is not checked. The answer is exact in one direction: False only where the pattern cannot match.
"""

from __future__ import annotations

import re
import re._parser as sre_parse  # type: ignore[import-not-found]  # the parser re compiles with; typeshed stubs none
from functools import lru_cache
from typing import Any

# A set of characters larger than this is not worth checking (it is found in nearly every text).
_MOST_CHARACTERS = 12
_COMMON = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 ")

Group = tuple[str, ...]  # the text must hold one of these strings


def may_match(pattern: re.Pattern[str], text: str) -> bool:
    """False only where `pattern` cannot match anywhere in `text`."""
    for group in required(pattern):  # loops, not any() and all(): this runs for every rule on every text
        for part in group:
            if part in text:
                break
        else:
            return False
    return True


@lru_cache(maxsize=4096)
def required(pattern: re.Pattern[str]) -> tuple[Group, ...]:
    """The groups of strings `pattern`'s matches need in the text, the most telling first (at most two)."""
    try:
        parsed = sre_parse.parse(pattern.pattern, pattern.flags)
    except Exception:  # noqa: BLE001  # a pattern the parser reads otherwise than re did: check nothing
        return ()
    groups = [group for group in _sequence(list(parsed), bool(pattern.flags & re.IGNORECASE)) if _telling(group)]
    groups.sort(key=_telling_first)
    return tuple(groups[:2])


def _telling_first(group: Group) -> tuple[int, int]:
    """Longer strings first (rarer in a text), then fewer of them."""
    return -min(map(len, group)), len(group)


def _telling(group: Group) -> bool:
    return all(len(part) > 1 or part not in _COMMON for part in group)


def _sequence(items: list[Any], ignore_case: bool) -> list[Group]:
    """The groups every match of this sequence of parsed items needs: one per item it cannot do without, and one for
    each run of two or more literals (their string)."""
    groups: list[Group] = []
    run = ""
    for op, argument in items:
        name = str(op)
        if name == "LITERAL" and not ignore_case:
            run += chr(argument)
            continue
        if run:
            groups.append((run,))
        run = ""
        group = _item(name, argument, ignore_case)
        if isinstance(group, list):
            groups.extend(group)
        elif group:
            groups.append(group)
    if run:
        groups.append((run,))
    return groups


def _item(name: str, argument: Any, ignore_case: bool) -> Group | list[Group] | None:
    """What one parsed item needs: a group, several (a sub-pattern's), or None (nothing certain)."""
    if name == "LITERAL":
        return _cased(chr(argument), ignore_case)
    if name == "IN":
        return _set(argument, ignore_case)
    if name == "SUBPATTERN":
        _group, add_flags, del_flags, inner = argument
        cased = (ignore_case or bool(add_flags & re.IGNORECASE)) and not del_flags & re.IGNORECASE
        return _sequence(list(inner), cased)
    if name == "ASSERT":  # a positive look-ahead or look-behind: what it sees is in the text too
        _direction, inner = argument
        return _sequence(list(inner), ignore_case)
    if name in ("MAX_REPEAT", "MIN_REPEAT", "POSSESSIVE_REPEAT"):
        low, _high, inner = argument
        return _sequence(list(inner), ignore_case) if low >= 1 else None
    if name == "ATOMIC_GROUP":
        return _sequence(list(argument), ignore_case)
    if name == "BRANCH":
        _unused, branches = argument
        return _branch([_best(_sequence(list(branch), ignore_case)) for branch in branches])
    return None  # any character, a category (\d, \w), an anchor, a negative look-around, a back-reference


def _best(groups: list[Group]) -> Group | None:
    telling = sorted((group for group in groups if _telling(group)), key=_telling_first)
    return telling[0] if telling else (groups[0] if groups else None)


def _branch(alternatives: list[Group | None]) -> Group | None:
    """An alternation needs what one of its branches needs: known only where every branch needs something."""
    if any(alternative is None for alternative in alternatives):
        return None
    return tuple(dict.fromkeys(part for alternative in alternatives if alternative for part in alternative))


def _cased(char: str, ignore_case: bool) -> Group | None:
    """What a literal character needs: itself; where case is ignored and it has a case, nothing certain (a letter
    matches its other case and more: "s" the long "ſ", "k" the Kelvin sign, "Ⅻ" "ⅻ"; and one letter tells little)."""
    if not ignore_case or char.lower() == char == char.upper():
        return (char,)  # a character without case ("/", "½", "年") matches only itself
    return None


def _set(members: list[Any], ignore_case: bool) -> Group | None:
    """A set of characters ("[IVX]", "[½¼¾]", "[-–]"): its members, where it is not negated and small."""
    chars: list[str] = []
    for op, argument in members:
        name = str(op)
        if name == "LITERAL":
            cased = _cased(chr(argument), ignore_case)
            if cased is None:
                return None
            chars.extend(cased)
        elif name == "RANGE" and argument[1] - argument[0] < _MOST_CHARACTERS:
            for code in range(argument[0], argument[1] + 1):
                cased = _cased(chr(code), ignore_case)
                if cased is None:
                    return None
                chars.extend(cased)
        else:  # a negated set, a category, a wide range
            return None
        if len(chars) > _MOST_CHARACTERS:
            return None
    return tuple(dict.fromkeys(chars)) or None
