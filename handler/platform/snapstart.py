"""SnapStart support: anything random created at init must be made unique again after a restore.

The engine itself keeps no RNG (each call seeds its own numpy Generator), so the hook re-seeds the global RNGs a
dependency might use and gives the restored process a new identity. `handler.main` calls `register()` at import;
outside the Lambda Python runtime, `snapshot_restore_py` is absent and nothing is registered.

    register()       # -> True on a SnapStart-enabled Lambda runtime
    after_restore()  # what the runtime calls after each restore

What a first request would set up is done at init instead when init runs at publish (`handler.main.prime`, on
AWS_LAMBDA_INITIALIZATION_TYPE=snap-start): that also covers the packaging behind the Web Adapter, where these
runtime hooks never run.
"""

from __future__ import annotations

import random

import numpy as np

from handler.kernel.runtime import STATE


def after_restore() -> None:
    random.seed()
    np.random.seed()  # numpy's legacy global state, seeded from the OS again
    STATE.after_restore()


def register() -> bool:
    """Hook after_restore into the runtime; False outside Lambda's Python runtime (nothing to hook)."""
    try:
        from snapshot_restore_py import register_after_restore  # Lambda Python 3.12+
    except ImportError:
        return False
    register_after_restore(after_restore)
    return True
