"""The shared kernel: what every room uses and that imports nothing else of the handler: settings (config), the
error hierarchy (errors), the invocation context (runtime) and structured logs (logs)."""
