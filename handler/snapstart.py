"""SnapStart support: anything random created at init must be made unique again after a restore.

The engine itself keeps no RNG (each call seeds its own numpy Generator), so the hook re-seeds the global RNGs a
dependency might use and gives the restored process a new identity. `handler.main` calls `register()` at import;
outside the Lambda Python runtime, `snapshot_restore_py` is absent and nothing is registered.

    register(before_snapshot=warm)  # -> True on a SnapStart-enabled Lambda runtime; warm() runs at publish
    after_restore()                 # what the runtime calls after each restore
"""

from __future__ import annotations

import random
from collections.abc import Callable

import numpy as np

from handler.runtime import STATE


def after_restore() -> None:
    random.seed()
    np.random.seed()  # numpy's legacy global state, seeded from the OS again
    STATE.after_restore()


def register(before_snapshot: Callable[[], None] | None = None) -> bool:
    """Hook after_restore, and `before_snapshot`: work a cold start would leave for first use, done once at publish."""
    try:
        from snapshot_restore_py import register_after_restore, register_before_snapshot  # Lambda Python 3.12+
    except ImportError:
        return False
    if before_snapshot is not None:
        register_before_snapshot(before_snapshot)
    register_after_restore(after_restore)
    return True
