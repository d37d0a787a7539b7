"""Supertonic Serverless: Supertonic 3 text-to-speech on AWS Lambda and in a plain container.

The request path reads in one direction:
    sources/ (function URL, S3, SQS, EventBridge) -> api/ or jobs/ -> speech.py
    -> text/ -> engine/ -> audio/ -> storage/
`errors.py` and `config.py` sit underneath everything.
"""
