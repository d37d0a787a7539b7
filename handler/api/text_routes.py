"""The dry run: `POST /v1/text/normalize` shows the exact chunks the model would read for a speech request.

    curl -X POST $URL/v1/text/normalize -d '{"text": "Am 3. Mai kostet es 12,50 €.", "lang": "de"}'
    # {"lang": "de", "lang_detected": false,
    #  "chunks": [{"text": "Am dritten Mai kostet es zwölf Euro fünfzig.",
    #              "model_text": "<de>Am dritten Mai kostet es zwölf Euro fünfzig.</de>",
    #              "source_start": 0, "source_end": 28,
    #              "tokens": [{"class": "date", "text": "3. Mai", "reading": "dritten Mai", "as_written": false,
    #                          "source_start": 3, "source_end": 9}, ...]}]}

Each chunk lists the tokens the front end recognised in it (numbers, dates, money, ...): their class, the request
text they stand for and what the model reads for them. A token the front end recognised but could not read with
confidence is "as_written": true (its reading is null): the model reads it as the request wrote it.

It takes the native speech request's fields (`text`, `lang`, `normalize`, `lexicon`, stored `lexicons`,
`text_type`: "ssml" for an SSML document; audio fields such as `voice` or `format` are accepted and ignored) and
runs the same planning step as `POST /v1/tts`, so the deployment lexicon, the text limits and the chunking are
the ones speech uses. No audio is made. Spans are character offsets in `text` as sent (for SSML, in the document:
a chunk's span runs from its first read character to its last, tags between included).
"""

from __future__ import annotations

from bisect import bisect_left
from itertools import accumulate
from typing import Any, Literal

from fastapi import APIRouter
from pydantic import BaseModel, ConfigDict, StrictBool, StrictStr

from handler.api.services import ServicesDep
from handler.service.schemas import SpeechRequest, StoredLexicons, native_field_names
from handler.text.script import Script

router = APIRouter()


class NormalizeRequest(BaseModel):
    model_config = ConfigDict(extra="ignore")  # the rest of a speech request (voice, speed, format ...)

    text: StrictStr
    lang: StrictStr | None = None
    normalize: StrictBool = True
    lexicon: dict[StrictStr, StrictStr] | None = None
    lexicons: StoredLexicons | None = None
    text_type: Literal["text", "ssml"] = "text"


@router.post("/v1/text/normalize")
def normalize_text(body: NormalizeRequest, services: ServicesDep) -> dict[str, Any]:
    speech = services.require_speech()  # 503 in the error envelope when no model is loaded
    request = SpeechRequest.model_construct(
        text=body.text, format="wav", lang=body.lang, normalize=body.normalize, lexicon=body.lexicon,
        lexicons=body.lexicons, text_type=body.text_type,
        **{name: None for name in ("voice", "speed", "steps", "seed", "silence", "sample_rate")},
    )  # fmt: skip
    with native_field_names():
        plan = speech.plan(request)
    prepared, source = plan.prepared, SourceSpans(plan.script)
    chunks = []
    for chunk in prepared.chunks:
        tokens = []
        for token in chunk.tokens:
            start, end = source.span(token.source_start, token.source_end)
            tokens.append(
                {
                    "class": token.kind,
                    "text": body.text[start:end],
                    "reading": token.reading,
                    "as_written": token.reading is None,
                    "source_start": start,
                    "source_end": end,
                }
            )
        start, end = source.span(chunk.source_start, chunk.source_end)
        chunks.append(
            {"text": chunk.text, "model_text": chunk.model_text, "source_start": start, "source_end": end,
             "tokens": tokens}
        )  # fmt: skip
    return {"lang": prepared.lang, "lang_detected": prepared.lang_detected, "chunks": chunks}


class SourceSpans:
    """Spans of what is read as character offsets in the request text: as they are for plain text, through the
    script's byte origins for SSML."""

    def __init__(self, script: Script | None) -> None:
        self.script = script
        self.byte_starts = list(accumulate((len(char.encode()) for char in script.text), initial=0)) if script else []

    def span(self, start: int, end: int) -> tuple[int, int]:
        if self.script is None:
            return start, end
        byte_start, byte_end = self.script.byte_span(start, end)
        return bisect_left(self.byte_starts, byte_start), bisect_left(self.byte_starts, byte_end)
