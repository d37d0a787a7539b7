"""API docs at `/docs` (Swagger UI) and `/redoc` (ReDoc), served whole by the app: the pages fetch nothing from
another host.

    install_docs(app, swagger_assets())      # GET /docs, GET /redoc, and the script and style files they load

Swagger UI's and ReDoc's files come from the `fastapi-offline` package (`static/`, Swagger UI 5, which reads
OpenAPI 3.1) when it is installed. Without it both pages are a small self-contained page, with its script inline,
that lists every route of `/openapi.json` with its example request and its answers. `DOCS_PATHS` are answered
without an API key: they describe the API and hold no data.

The routes are module-level functions that read the app from the request: FastAPI caches every endpoint callable
process-wide, so a closure over the app would keep each app built in a process (and its model) alive.
"""

from __future__ import annotations

import importlib.util
from pathlib import Path

from fastapi import APIRouter, FastAPI, Request
from fastapi.openapi.docs import get_redoc_html, get_swagger_ui_html
from fastapi.responses import FileResponse, HTMLResponse
from starlette.exceptions import HTTPException

DOCS_URL = "/docs"
REDOC_URL = "/redoc"
OPENAPI_URL = "/openapi.json"
SWAGGER_FILES = {"swagger-ui-bundle.js": "text/javascript; charset=utf-8", "swagger-ui.css": "text/css; charset=utf-8"}
REDOC_FILE = "redoc.standalone.js"
ASSET_FILES = {**SWAGGER_FILES, REDOC_FILE: "text/javascript; charset=utf-8"}
DOCS_PATHS = frozenset({DOCS_URL, REDOC_URL, OPENAPI_URL, *(f"{DOCS_URL}/{name}" for name in ASSET_FILES)})
NO_FAVICON = "data:,"  # an empty favicon, so the browser asks no host for one
ASSET_CACHE = "public, max-age=86400"


def swagger_assets() -> Path | None:
    """The folder holding Swagger UI's files, or None when `fastapi-offline` is not installed."""
    spec = importlib.util.find_spec("fastapi_offline")
    if spec is None or spec.origin is None:
        return None
    folder = Path(spec.origin).parent / "static"
    return folder if all((folder / name).is_file() for name in ASSET_FILES) else None


def swagger_page(title: str, root: str) -> HTMLResponse:
    return get_swagger_ui_html(
        openapi_url=f"{root}{OPENAPI_URL}",
        title=f"{title} - API",
        swagger_js_url=f"{root}{DOCS_URL}/swagger-ui-bundle.js",
        swagger_css_url=f"{root}{DOCS_URL}/swagger-ui.css",
        swagger_favicon_url=NO_FAVICON,
        # validatorUrl: no badge fetched from the public validator; persistAuthorization: keep the key on reload.
        swagger_ui_parameters={"validatorUrl": None, "persistAuthorization": True, "defaultModelsExpandDepth": 0},
    )


def redoc_page(title: str, root: str) -> HTMLResponse:
    return get_redoc_html(
        openapi_url=f"{root}{OPENAPI_URL}",
        title=f"{title} - API",
        redoc_js_url=f"{root}{DOCS_URL}/{REDOC_FILE}",
        redoc_favicon_url=NO_FAVICON,
        with_google_fonts=False,
    )


FALLBACK_PAGE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>{title} - API</title><link rel="icon" href="data:,">
<style>
body {{ font: 15px/1.45 system-ui, sans-serif; max-width: 60rem; margin: 2rem auto; padding: 0 1rem; color: #222 }}
details {{ border: 1px solid #ccc; border-radius: 6px; margin: .5rem 0; padding: .4rem .8rem }}
summary {{ cursor: pointer }} code, pre {{ background: #f4f4f4; border-radius: 4px; padding: .1rem .3rem }}
pre {{ padding: .6rem; overflow-x: auto }} .method {{ font-weight: 600; display: inline-block; width: 4.5rem }}
</style></head>
<body><h1>{title}</h1>
<p>The machine-readable document is <a href="{openapi_url}">{openapi_url}</a>.</p>
<div id="routes">Loading...</div>
<script>
const text = (tag, value) => {{ const node = document.createElement(tag); node.textContent = value; return node; }};
fetch({openapi_json}).then((answer) => answer.json()).then((doc) => {{
  const routes = document.getElementById("routes");
  routes.textContent = "";
  for (const [path, operations] of Object.entries(doc.paths)) {{
    for (const [method, operation] of Object.entries(operations)) {{
      const box = document.createElement("details");
      const head = document.createElement("summary");
      head.append(text("span", method.toUpperCase()), text("code", path), " " + (operation.summary || ""));
      head.firstChild.className = "method";
      box.append(head);
      if (operation.description) box.append(text("p", operation.description));
      const examples = operation.requestBody?.content?.["application/json"]?.examples || {{}};
      for (const example of Object.values(examples)) {{
        box.append(text("p", example.summary || "Example"), text("pre", JSON.stringify(example.value, null, 2)));
      }}
      const answers = Object.entries(operation.responses || {{}}).map(([code, r]) => code + " " + r.description);
      box.append(text("p", "Answers: " + answers.join("; ")));
      routes.append(box);
    }}
  }}
}}).catch((error) => {{ document.getElementById("routes").textContent = "Could not load the document: " + error; }});
</script></body></html>
"""


def fallback_page(title: str, root: str) -> HTMLResponse:
    url = f"{root}{OPENAPI_URL}"
    return HTMLResponse(FALLBACK_PAGE.format(title=title, openapi_url=url, openapi_json=f'"{url}"'))


router = APIRouter(include_in_schema=False)


@router.get(DOCS_URL)
def docs(request: Request) -> HTMLResponse:
    root, assets = request.scope.get("root_path", ""), request.app.state.docs_assets
    return swagger_page(request.app.title, root) if assets else fallback_page(request.app.title, root)


@router.get(REDOC_URL)
def redoc(request: Request) -> HTMLResponse:
    root, assets = request.scope.get("root_path", ""), request.app.state.docs_assets
    return redoc_page(request.app.title, root) if assets else fallback_page(request.app.title, root)


@router.get(DOCS_URL + "/{name}")
def docs_asset(name: str, request: Request) -> FileResponse:
    assets: Path | None = request.app.state.docs_assets
    if assets is None or name not in ASSET_FILES:
        raise HTTPException(404)  # the app's handler answers it as an unknown route, in the envelope
    return FileResponse(assets / name, media_type=ASSET_FILES[name], headers={"cache-control": ASSET_CACHE})


def install_docs(app: FastAPI, assets: Path | None) -> None:
    """Serve `/docs` (Swagger UI) and `/redoc` (ReDoc) from `assets` (see `swagger_assets()`), or the fallback page
    when None."""
    app.state.docs_assets = assets
    app.include_router(router)
