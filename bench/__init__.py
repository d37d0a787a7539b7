"""Benchmarks: `make bench` runs `bench/run.py`, which writes bench/results.md and bench/results.json."""
