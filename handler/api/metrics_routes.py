"""`GET /metrics`: the service's figures (handler/service/metrics.py) in Prometheus text format, for the
scraper of a container.

    curl -H "Authorization: Bearer $KEY" $URL/metrics

Behind the API key like every data route: the figures reveal traffic, and scrapers send a bearer token
(`authorization` in a Prometheus scrape config). When the figures go to CloudWatch instead (EMF on Lambda, or
SUPERTONIC_METRICS=off), the route answers 404 saying so.
"""

from __future__ import annotations

from fastapi import APIRouter, Response

from handler.api.services import ServicesDep
from handler.kernel.errors import NotFound

router = APIRouter()


@router.get("/metrics", response_class=Response)
def prometheus_metrics(services: ServicesDep) -> Response:
    if services.metrics.name != "prometheus":
        raise NotFound(
            f"Metrics are not served here: this deployment records them as {services.metrics.name!r} "
            "(SUPERTONIC_METRICS=prometheus serves them).",
            code="metrics_elsewhere",
        )
    from prometheus_client import CONTENT_TYPE_LATEST, generate_latest

    return Response(generate_latest(), media_type=CONTENT_TYPE_LATEST)
