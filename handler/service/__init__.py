"""The request's service layer, between the ways in (api/, sources/, jobs/, polly/) and the parts it drives (text/,
engine/, audio/, storage/). One module a concept, read in this order: the service (speech), the plan it makes
(plan), how a request becomes one (planning) and the limits it is checked against (checks), the encoder loop
(rendering) and what a cache entry keeps beside the audio (cache_entry); then the request schemas, admission and
workload (the engine's line and the time a request takes), speech marks and captions, and metrics."""
