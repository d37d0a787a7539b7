"""The request's service layer, between the ways in (api/, sources/, jobs/, polly/) and the parts it drives (text/,
engine/, audio/, storage/): the speech pipeline (speech), request schemas, admission and workload, speech marks and
captions, and metrics."""
