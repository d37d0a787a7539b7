"""`GET /`: one page to try the API in a browser (text, voice, language, format, speed, play, and the same
request as curl and OpenAI-client code). The page is a single HTML file with inline CSS and JavaScript
(handler/api/page.html): no build step, no CDN, nothing fetched from another host.

The page itself needs no API key (it holds no data); when a key is configured it shows a key field and sends the
key with every call it makes, which the middleware checks as usual.
"""

from __future__ import annotations

from functools import cache
from importlib import resources

from fastapi import APIRouter
from fastapi.responses import HTMLResponse

from handler.api.services import ServicesDep

PAGE_PATH = "/"
router = APIRouter()


@cache
def page_template() -> str:
    return resources.files("handler.api").joinpath("page.html").read_text(encoding="utf-8")


@router.get(PAGE_PATH, include_in_schema=False, response_class=HTMLResponse)
def page(services: ServicesDep) -> HTMLResponse:
    key_required = "true" if services.api_key else "false"
    return HTMLResponse(page_template().replace("__KEY_REQUIRED__", key_required))
