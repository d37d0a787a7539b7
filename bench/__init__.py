"""Benchmarks: `make bench` runs `bench/run.py`, which writes bench/results.md, bench/results.json and plots."""
