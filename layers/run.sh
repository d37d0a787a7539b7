#!/bin/sh
# Streaming mode's start script (docs/deploy.md, "Streaming mode"): the web server the AWS Lambda Web Adapter
# forwards every invocation to.
#   zip packaging:   the function's Handler (run.sh at the zip root); the adapter layer's /opt/bootstrap
#                    (AWS_LAMBDA_EXEC_WRAPPER) runs it instead of the Python runtime.
#   container image: the entrypoint of the `streaming` target of layers/Dockerfile.
# It listens on 127.0.0.1 only: nothing outside the function can reach the app except through the adapter.
# The app loads the model at import, before the adapter's readiness check (AWS_LWA_READINESS_CHECK_PATH) passes,
# so SnapStart snapshots an app that is ready to serve.
set -e
cd "${LAMBDA_TASK_ROOT:-$(dirname "$0")}"
# The function code first, then the dependency layer (it pins boto3 over the runtime's), then the runtime's own
# modules (snapshot_restore_py).
export PYTHONPATH="${PWD}:/opt/python${LAMBDA_RUNTIME_DIR:+:$LAMBDA_RUNTIME_DIR}${PYTHONPATH:+:$PYTHONPATH}"
exec python -m uvicorn handler.main:app \
    --host 127.0.0.1 --port "${AWS_LWA_PORT:-8080}" \
    --lifespan off --no-access-log --no-server-header
