"""An XML parser for documents from callers (SSML, PLS lexicons): no DOCTYPE, so no entity of any kind is
declared or expanded and nothing external is fetched. Billion-laughs and external-entity documents are refused
before any expansion.

    parser = safe_parser(lambda message: InvalidSsml(message, line=parser.CurrentLineNumber))
    parser.StartElementHandler = ...
    parser.Parse(data, True)      # expat.ExpatError for a malformed document
"""

from __future__ import annotations

from collections.abc import Callable
from typing import NoReturn
from xml.parsers import expat


def safe_parser(fail: Callable[[str], Exception]) -> expat.XMLParserType:
    parser = expat.ParserCreate()
    parser.SetParamEntityParsing(expat.XML_PARAM_ENTITY_PARSING_NEVER)

    def refuse_doctype(*_: object) -> NoReturn:
        raise fail("a DOCTYPE is not allowed (no entities, internal or external)")

    def refuse_entity(*_: object) -> NoReturn:
        raise fail("entity declarations and external entities are not allowed")

    parser.StartDoctypeDeclHandler = refuse_doctype
    parser.EntityDeclHandler = refuse_entity
    parser.ExternalEntityRefHandler = refuse_entity
    return parser


def expat_message(error: expat.ExpatError) -> str:
    return expat.ErrorString(error.code) if error.code else str(error)
