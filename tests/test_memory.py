"""A function that is dropped frees its model: the tests build hundreds of apps in one worker process (a Lambda
process builds one), and each app's ONNX sessions hold tens of MB. Anything process-wide that keeps an app (a
library's cache of endpoint callables, a registry) grows a worker until the machine kills it."""

from __future__ import annotations

import gc
import weakref

from tests.events import LambdaContext, function_url_event


def test_a_dropped_function_frees_its_app_and_model(make_main) -> None:
    main = make_main()
    for path in ("/docs", "/v1/health", "/openapi.json"):  # routes of every kind, the docs page included
        assert main.handler(function_url_event("GET", path), LambdaContext())["statusCode"] == 200
    services, app = weakref.ref(main.services), weakref.ref(main.app)
    del main
    gc.collect()
    assert app() is None, [type(holder).__name__ for holder in gc.get_referrers(app())]
    assert services() is None
