"""Event sources, one file each, in Mangum's shape: `infer(event)` says whether a source claims the event,
calling the source handles it. `handler.main.handler` asks them in order.
"""
