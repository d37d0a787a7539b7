"""Amazon Polly's API on the kit (routes in handler/api/polly_routes.py): its voice names, request fields, error
shapes and synthesis tasks, mapped onto the kit's own speech pipeline. docs/polly.md shows the one-line change."""
