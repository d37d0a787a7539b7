"""What the routes need, built once per process by `handler.main` and stored on `app.state.services`.

services = Services(settings, engine=engine, speech=speech, bucket=bucket, metrics=metrics)
app = create_app(services)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated

from fastapi import Depends, Request

from handler.engine import Engine
from handler.kernel.config import Settings
from handler.kernel.errors import StorageUnavailable
from handler.service.metrics import UNRECORDED, Metrics
from handler.service.speech import Speech, loaded
from handler.storage.bucket import Bucket


@dataclass
class Services:
    settings: Settings
    engine: Engine | None = None
    speech: Speech | None = None
    bucket: Bucket | None = None
    api_key: str = ""
    engine_error: str = ""  # why there is no engine, for /v1/health and 503s
    metrics: Metrics = UNRECORDED  # where the requests are counted (the function's build step makes it)

    def require_speech(self) -> Speech:
        return loaded(self.speech, self.engine_error)

    def require_bucket(self, purpose: str) -> Bucket:
        if self.bucket is None:
            raise StorageUnavailable(f"{purpose} needs a bucket: set SUPERTONIC_BUCKET.")
        return self.bucket


async def get_services(request: Request) -> Services:
    """Async: FastAPI calls it on the event loop, not through the thread pool (a free lookup need not queue behind
    synthesis for a thread)."""
    services: Services = request.app.state.services
    return services


ServicesDep = Annotated[Services, Depends(get_services)]
