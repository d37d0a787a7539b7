"""W3C Pronunciation Lexicon (PLS 1.0) documents, as Amazon Polly takes them, read into lexicon entries.

    lexicon = parse_pls(document)
    lexicon.entries     # {"W3C": "World Wide Web Consortium"}: each <grapheme> of a <lexeme> -> its <alias>
    lexicon.language, lexicon.alphabet, lexicon.lexemes

Only `<alias>` entries can be used: the model reads letters, not phonemes, so a lexeme with a `<phoneme>` is
refused with `InvalidLexicon` (as is a malformed document, a DOCTYPE, or a lexeme without grapheme or alias).
Polly's own rules refuse a document with their own kinds of `InvalidLexicon`: an alphabet other than `ipa` or
`x-sampa` (UnsupportedAlphabet), an `xml:lang` the model does not speak (UnsupportedLanguage), more than
MAX_LEXICON_CHARS characters (LexiconTooLarge), an alias of more than MAX_ALIAS_CHARS (AliasTooLong).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from xml.parsers import expat

from handler.kernel.errors import InvalidRequest
from handler.text.languages import check_language
from handler.text.safexml import expat_message, safe_parser

MAX_LEXICON_CHARS = 4_000  # Polly's quotas: characters in one lexicon,
MAX_ALIAS_CHARS = 100  # and in one alias
ALPHABETS = frozenset({"ipa", "x-sampa"})  # the PLS alphabets Polly takes


class InvalidLexicon(InvalidRequest):
    code = "invalid_lexicon"

    def __init__(self, message: str, *, line: int | None = None) -> None:
        super().__init__(f"Invalid lexicon{f' (line {line})' if line else ''}: {message}", param="Content")


class UnsupportedAlphabet(InvalidLexicon):
    code = "unsupported_alphabet"


class UnsupportedLanguage(InvalidLexicon):
    code = "unsupported_language"


class LexiconTooLarge(InvalidLexicon):
    code = "lexicon_too_large"


class AliasTooLong(InvalidLexicon):
    code = "alias_too_long"


@dataclass
class PronunciationLexicon:
    entries: dict[str, str] = field(default_factory=dict)
    language: str = ""
    alphabet: str = ""
    lexemes: int = 0


def parse_pls(document: str) -> PronunciationLexicon:
    lexicon = PronunciationLexicon()
    stack: list[str] = []
    lexeme: dict[str, list[str]] = {}
    text: list[str] = []

    def fail(message: str, kind: type[InvalidLexicon] = InvalidLexicon) -> InvalidLexicon:
        return kind(message, line=parser.CurrentLineNumber)

    parser = safe_parser(fail)

    def start(tag: str, attributes: dict[str, str]) -> None:
        if not stack and tag != "lexicon":
            raise fail("the root element must be <lexicon>")
        if len(stack) > 3:
            raise fail(f"<{tag}> is nested too deep")
        if tag == "lexicon":
            lexicon.language = attributes.get("xml:lang", "")
            lexicon.alphabet = attributes.get("alphabet", "")
            if lexicon.alphabet and lexicon.alphabet not in ALPHABETS:
                raise fail(f"alphabet {lexicon.alphabet[:40]!r} is not ipa or x-sampa", UnsupportedAlphabet)
            if lexicon.language:
                try:
                    check_language(lexicon.language)
                except InvalidRequest:
                    message = f"xml:lang {lexicon.language[:40]!r} is not a language the model speaks"
                    raise fail(message, UnsupportedLanguage) from None
        elif tag == "lexeme":
            lexeme.clear()
        elif tag == "phoneme":
            raise fail(
                "<phoneme> entries are not supported: the model reads letters, not phonemes. "
                "Write the pronunciation as an <alias> (for example <alias>tom ah toe</alias>)."
            )
        elif tag not in ("grapheme", "alias", "example", "meta", "metadata"):
            raise fail(f"<{tag}> is not a PLS element")
        stack.append(tag)
        text.clear()

    def end(tag: str) -> None:
        stack.pop()
        if tag in ("grapheme", "alias"):
            lexeme.setdefault(tag, []).append(" ".join("".join(text).split()))
        elif tag == "lexeme":
            graphemes, aliases = lexeme.get("grapheme", []), lexeme.get("alias", [])
            if not graphemes or not aliases or not all(graphemes) or not aliases[0]:
                raise fail("each <lexeme> needs a <grapheme> and an <alias>")
            if len(aliases[0]) > MAX_ALIAS_CHARS:
                raise fail(f"an alias has at most {MAX_ALIAS_CHARS} characters, not {len(aliases[0])}", AliasTooLong)
            for grapheme in graphemes:  # the first lexeme that gives a grapheme is the one used, as in Polly
                lexicon.entries.setdefault(grapheme, aliases[0])
            lexicon.lexemes += 1
        text.clear()

    parser.StartElementHandler = start
    parser.EndElementHandler = end
    parser.CharacterDataHandler = text.append
    if len(document) > MAX_LEXICON_CHARS:
        raise LexiconTooLarge(f"it has {len(document)} characters; a lexicon may have at most {MAX_LEXICON_CHARS}.")
    try:
        parser.Parse(document.encode("utf-8"), True)
    except expat.ExpatError as error:
        raise InvalidLexicon(expat_message(error), line=error.lineno) from None
    return lexicon
