"""Web and e-mail addresses, IP addresses and file names, read the way people read them in each language.

    from handler.text.normalize.classes import electronic

    apply_rules(AlignedText.of("Write to anna.berg@example.de"), electronic.rules("de")).text
    # "Write to anna Punkt berg ät example Punkt de"
    apply_rules(AlignedText.of("See https://docs.example.com/start"), electronic.rules("en")).text
    # "See docs dot example dot com slash start"
    apply_rules(AlignedText.of("IP 192.168.0.1, file report.pdf"), electronic.rules("en")).text
    # "IP one nine two dot one six eight dot zero dot one, file report dot P D F"

An address written with "(at)" or "[at]" for "@" ("info [at] firma.cz") is read as the address. What is read: the
scheme ("https://"), a query ("?q=...") and a fragment ("#top") are left out, as people do; every separator is said
with the language's word (its home's `electronic`: dot, at, slash, dash, underscore, colon); a run of letters
without a vowel ("www", "pdf", "bbc") is spelled letter by letter where the language spells them, other words are
read as words; digits are read one by one (a number of one or two digits as a number: "anna85"). A bare name counts
as a web address only with "www." or a common top-level domain, and as a file name only with a common extension, so
"z.B.", "Ende.Der" or "3.14" stay for the other classes. An IPv4 address is read digit by digit. No library carries
these words, so each language's home writes them out (contacts.py).

Linear time: each pattern starts with one character and looks behind it (a name never starts right after a
letter, digit, dot, "@", "/" or "-"), so a run of any length is tried once, and its parts are possessive, so a
failed try never backtracks.
"""

from __future__ import annotations

import re
from functools import lru_cache

from handler.text.normalize.classes import abbreviation
from handler.text.normalize.contacts import AddressWords
from handler.text.normalize.languages import home
from handler.text.normalize.rules import Rule
from handler.text.normalize.spoken_digits import digit_words, number_words

# Top-level domains: generic ones, and countries' as ISO 3166 writes a country ("DE", "IT": places, not languages).
GENERIC_TLDS = frozenset((
    "com", "org", "net", "dev", "app", "edu", "gov", "info", "biz",
))  # fmt: skip
COUNTRY_TLDS = frozenset((
    "IO", "AI", "EU", "UK", "US", "DE", "FR", "ES", "IT", "PT", "NL", "SE", "DK", "FI", "PL", "RU", "UA", "CZ", "SK",
    "SI", "HR", "HU", "RO", "TR", "ID", "VN", "JP", "KR", "BG", "GR", "EE", "LT", "LV", "IN", "CO", "AT", "CH", "BE",
    "BR", "CA", "NO", "MX", "AR", "AU", "NZ", "CN", "TV", "ME",
))  # fmt: skip
FILE_EXTENSIONS = frozenset((
    "pdf", "doc", "docx", "xls", "xlsx", "ppt", "pptx", "odt", "ods", "txt", "csv", "rtf", "jpg", "jpeg", "png",
    "gif", "svg", "webp", "mp3", "mp4", "wav", "flac", "ogg", "mov", "avi", "zip", "rar", "gz", "tar", "html", "htm",
    "json", "xml", "yaml", "yml", "py", "js", "ts", "exe", "msi", "dmg", "apk", "iso", "md", "log", "ini", "cfg",
))  # fmt: skip
_NAME = r"0-9A-Za-z\u00c0-\u024f"  # letters and digits a name is made of (Latin: "example.jpに" ends at "に")
_BEFORE = rf"[{_NAME}_.@/+\-]"  # what a name never starts right after
_LABEL = rf"[{_NAME}_]++(?:-++[{_NAME}_]++)*+"
_DOMAIN = rf"{_LABEL}(?:\.{_LABEL})++"
_PATH_CHARS = rf"{_NAME}_~%/=&#+\-"
_PATH = rf"(?:/(?:[{_PATH_CHARS}]++|[.,:;!?]++(?=[{_PATH_CHARS}]))*+)?"
_EMAIL = re.compile(rf"[{_NAME}](?<!{_BEFORE}.)[{_NAME}_.+\-]*+@{_DOMAIN}")
# "@" written "(at)" or "[at]" to keep an address from spam robots, as signatures and web pages do: read as "@".
_AT_WRITTEN_OUT = r"\s?[(\[](?:at|AT)[)\]]\s?"
_OBFUSCATED_EMAIL = re.compile(rf"[{_NAME}](?<!{_BEFORE}.)[{_NAME}_.+\-]*+{_AT_WRITTEN_OUT}{_DOMAIN}")
_SCHEMED = re.compile(rf"(?:h(?<!{_BEFORE}.)ttps?|f(?<!{_BEFORE}.)tp)://{_DOMAIN}(?::\d++)?{_PATH}")
_BARE = re.compile(rf"[{_NAME}_](?<!{_BEFORE}.)[{_NAME}_]*+(?:-++[{_NAME}_]++)*+(?:\.{_LABEL})++(?::\d++)?{_PATH}")
_PIECES = re.compile(r"[^\W\d_]+|\d+|[./@\-_:]|[^\w./@\-_:]+")
_VOWELS = frozenset("aeiouyAEIOUYàáâãäåèéêëìíîïòóôõöùúûüýÀÁÂÃÄÅÈÉÊËÌÍÎÏÒÓÔÕÖÙÚÛÜÝőűŐŰ")


@lru_cache(maxsize=64)
def rules(lang: str) -> tuple[Rule, ...]:
    """The rules of this class for `lang`, most specific first (empty where it has none)."""
    if home(lang).electronic is None:
        return ()
    return (
        Rule("electronic", _EMAIL, lambda match: say_address(match.group(), lang)),
        Rule("electronic", _OBFUSCATED_EMAIL, lambda match: say_address(_with_at(match.group()), lang)),
        Rule("electronic", _SCHEMED, lambda match: say_address(match.group(), lang)),
        Rule("electronic", _BARE, lambda match: _bare(match.group(), lang)),
    )


def _with_at(written: str) -> str:
    """ "jana(at)firma.cz" as the address it stands for: "jana@firma.cz"."""
    return re.sub(_AT_WRITTEN_OUT, "@", written, count=1)


def _bare(written: str, lang: str) -> str | None:
    """A name with dots: a web address (www. or a known top-level domain), an IPv4 address or a file name."""
    if _is_abbreviation(written, lang):
        return None  # "m.in.", "î.Hr.", "f.Kr.": the language's abbreviation, whose last letters look like a domain
    host = written.split("/", 1)[0].split(":", 1)[0]
    labels = host.split(".")
    # An address's parts have no leading zero ("1.000.000.000" is a number grouped by periods).
    octets = all(
        label.isdigit() and len(label) <= 3 and int(label) <= 255 and (label == "0" or label[0] != "0")
        for label in labels
    )
    if len(labels) == 4 and octets:
        return say_address(written, lang, numbers=False)
    last = labels[-1].lower()
    # a top-level domain is ASCII: Turkish "ın" upper-cases to "IN" ("yy.ın": a suffix after an abbreviation)
    top_level = last.isascii() and (last in GENERIC_TLDS or last.upper() in COUNTRY_TLDS)
    if labels[0].lower() == "www" or (top_level and not any(label.isdigit() for label in labels)):
        return say_address(written, lang)
    if last in FILE_EXTENSIONS and "/" not in written and not labels[0].isdigit():
        return say_address(written, lang)
    return None


@lru_cache(maxsize=64)
def _abbreviations(lang: str) -> frozenset[str]:
    """The language's abbreviations with dots, lowercased, without spaces or their closing period."""
    return frozenset(re.sub(r"\s+", "", key).lower().removesuffix(".") for key in abbreviation.keys(lang) if "." in key)


def _is_abbreviation(written: str, lang: str) -> bool:
    return written.lower() in _abbreviations(lang)


def say_address(written: str, lang: str, numbers: bool = True) -> str:
    """`written` read piece by piece: separators by their names, words as words, letters without a vowel spelled,
    digits one by one (with `numbers`, a one- or two-digit number as a number)."""
    said: AddressWords | None = home(lang).electronic
    if said is None:
        return written
    names = said.names()
    # The scheme, a query and a fragment are not said ("example.com/search?q=tts": "example dot com slash search").
    written = re.sub(r"^(?:https?|ftp)://", "", written).split("?", 1)[0].split("#", 1)[0].rstrip("/")
    host = written.split("/", 1)[0]
    # The host's last label, where the language spells a country's domain ("firma.de": "Punkt d e").
    country = host.rsplit(".", 1)[-1].lower() if "." in host and said.spells_country_domains else ""
    spelled = len(country) == 2 and country.upper() in COUNTRY_TLDS and country not in said.domain_words
    spelled_at = len(host) - len(country) if spelled else -1
    words = []
    for found in _PIECES.finditer(written):
        piece = found.group()
        if found.start() == spelled_at:
            words.append(" ".join(piece.upper()))
        elif piece in names:
            words.append(names[piece])
        elif piece.isdigit():
            short = numbers and len(piece) <= 2 and not (len(piece) == 2 and piece[0] == "0")
            words.append(number_words(int(piece), lang) if short else digit_words(piece, lang))
        elif piece.isalpha() and said.spells_letter_runs and (len(piece) == 1 or not _VOWELS.intersection(piece)):
            words.append(" ".join(piece.upper()))  # an initial ("j.de.vries") is a letter too
        else:
            words.append(piece)
    return " ".join(words)
