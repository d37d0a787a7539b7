"""Build recipes for the Lambda artifacts (build.py) and the container image (Dockerfile)."""
