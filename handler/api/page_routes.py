"""`GET /`: one page to try the API in a browser (text, voice, language, format, speed, play, and the same
request as curl and OpenAI-client code). The page is a single HTML file with inline CSS and JavaScript
(handler/api/page.html): no build step, no CDN, nothing fetched from another host.

The page itself needs no API key (it holds no data); when a key is configured it shows a key field and sends the
key with every call it makes, which the middleware checks as usual. On the synthetic test model it says so at the
top (its output is a test signal, not speech), and its speed box starts at the default of the route it calls
(OpenAI's 1.0), within the range the model speaks at.
"""

from __future__ import annotations

from functools import cache
from importlib import resources

from fastapi import APIRouter
from fastapi.responses import HTMLResponse

from handler.api.services import ServicesDep
from handler.engine.synthesis import SPEED_RANGE
from handler.service.schemas import OPENAI_DEFAULT_SPEED

PAGE_PATH = "/"
SYNTHETIC_NOTICE = (
    '<p id="synthetic" role="alert" class="error">This server runs the <strong>synthetic test model</strong>: '
    "its output is a test signal, not speech. Run <code>make model</code> (or set SUPERTONIC_MODEL_DIR) for the "
    "real Supertonic 3.</p>"
)
router = APIRouter()


@cache
def page_template() -> str:
    return resources.files("handler.api").joinpath("page.html").read_text(encoding="utf-8")


@router.get(PAGE_PATH, include_in_schema=False, response_class=HTMLResponse)
def page(services: ServicesDep) -> HTMLResponse:
    synthetic = services.engine is not None and services.engine.synthetic
    fields = {
        "__KEY_REQUIRED__": "true" if services.api_key else "false",
        "__SYNTHETIC_NOTICE__": SYNTHETIC_NOTICE if synthetic else "",
        "__SPEED_MIN__": f"{SPEED_RANGE[0]:g}",
        "__SPEED_MAX__": f"{SPEED_RANGE[1]:g}",
        "__SPEED__": f"{OPENAI_DEFAULT_SPEED:g}",  # the page calls /v1/audio/speech: its default
    }
    html = page_template()
    for placeholder, value in fields.items():
        html = html.replace(placeholder, value)
    return HTMLResponse(html)
