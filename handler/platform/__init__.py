"""The platform glue: the composition root that builds the function from its settings (function) and the SnapStart
hooks (snapstart). handler/main.py, the Lambda entrypoint, calls it at import."""
