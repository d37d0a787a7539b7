"""Web addresses and e-mail addresses, read the way people read them, in every language.

    from handler.text.normalize.web import verbalize_addresses

    verbalize_addresses(AlignedText.of("Write to anna.berg@example.de"), "de").text
    # "Write to anna Punkt berg ät example Punkt de"
    verbalize_addresses(AlignedText.of("See https://docs.example.com/start"), "en").text
    # "See docs dot example dot com slash start"

The scheme ("https://") is not read. A bare domain counts only with "www." or a common top-level domain,
so "z.B." or "Ende.Der" stay text. No library carries these words, so they are written out here, one row
per language: "dot", "at" (the name of "@"), "slash".
"""

from __future__ import annotations

import re

from handler.text.normalize.aligned import AlignedText

WEB_WORDS: dict[str, tuple[str, str, str]] = {
    "en": ("dot", "at", "slash"),
    "ko": ("점", "골뱅이", "슬래시"),
    "ja": ("ドット", "アットマーク", "スラッシュ"),
    "ar": ("نقطة", "آت", "شرطة مائلة"),
    "bg": ("точка", "кльомба", "наклонена черта"),
    "cs": ("tečka", "zavináč", "lomítko"),
    "da": ("punktum", "snabel-a", "skråstreg"),
    "de": ("Punkt", "ät", "Schrägstrich"),
    "el": ("τελεία", "παπάκι", "κάθετος"),
    "es": ("punto", "arroba", "barra"),
    "et": ("punkt", "ät", "kaldkriips"),
    "fi": ("piste", "ät", "kauttaviiva"),
    "fr": ("point", "arobase", "slash"),
    "hi": ("डॉट", "एट", "स्लैश"),
    "hr": ("točka", "et", "kosa crta"),
    "hu": ("pont", "kukac", "per"),
    "id": ("titik", "et", "garis miring"),
    "it": ("punto", "chiocciola", "slash"),
    "lt": ("taškas", "eta", "pasvirasis brūkšnys"),
    "lv": ("punkts", "et", "slīpsvītra"),
    "nl": ("punt", "apenstaartje", "slash"),
    "pl": ("kropka", "małpa", "ukośnik"),
    "pt": ("ponto", "arroba", "barra"),
    "ro": ("punct", "arond", "slash"),
    "ru": ("точка", "собака", "слэш"),
    "sk": ("bodka", "zavináč", "lomka"),
    "sl": ("pika", "afna", "poševnica"),
    "sv": ("punkt", "snabel-a", "snedstreck"),
    "tr": ("nokta", "et", "eğik çizgi"),
    "uk": ("крапка", "равлик", "слеш"),
    "vi": ("chấm", "a còng", "gạch chéo"),
}

_TLDS = (
    "com|org|net|io|dev|ai|app|edu|gov|info|eu|uk|us|de|fr|es|it|pt|nl|se|dk|fi|pl|ru|ua|cz|sk|si|hr|hu|ro|"
    "tr|id|vn|jp|kr|bg|gr|ee|lt|lv|in|co|at|ch|be|br|ca"
)
# Latin letters only, so a domain ends where Japanese text resumes ("example.jpに").
_LETTER = r"[0-9A-Za-z\u00c0-\u024f]"
_LABEL = rf"{_LETTER}(?:[0-9A-Za-z\u00c0-\u024f-]*{_LETTER})?"
_DOMAIN = rf"{_LABEL}(?:\.{_LABEL})+"
_PATH = r"(?:/[0-9A-Za-z\u00c0-\u024f_\-.~%/?=&#+]*[0-9A-Za-z\u00c0-\u024f/])?"
_EMAIL = re.compile(rf"{_LETTER}(?<![0-9A-Za-z\u00c0-\u024f_.+-].)[0-9A-Za-z\u00c0-\u024f_.+-]*@{_DOMAIN}")
_URL = re.compile(
    rf"(?:h(?<![0-9A-Za-z_].)ttps?://(?:www\.)?|w(?<![0-9A-Za-z_].)ww\.){_DOMAIN}(?::\d+)?{_PATH}"
    rf"|{_LABEL}(?<![0-9A-Za-z_].)(?:\.{_LABEL})*\.(?:{_TLDS})(?![0-9A-Za-z_@]|\.[0-9A-Za-z]){_PATH}"
)
_SEPARATORS = re.compile(r"[./@]")


def verbalize_addresses(aligned: AlignedText, lang: str) -> AlignedText:
    words = WEB_WORDS.get(lang)
    if words is None:
        return aligned
    aligned = aligned.sub(_EMAIL, lambda match: _spoken(match.group(), words), "electronic")
    return aligned.sub(_URL, lambda match: _spoken(match.group(), words), "electronic")


def _spoken(address: str, words: tuple[str, str, str]) -> str:
    dot, at, slash = words
    address = re.sub(r"^https?://", "", address).rstrip("/")
    names = {".": dot, "@": at, "/": slash}
    spoken = _SEPARATORS.sub(lambda match: f" {names[match.group()]} ", address)
    return " ".join(spoken.split())
