"""CPU seconds of one call, for the tests that bound how much work a hostile input may cause.

The bound is the call's own work, so the clock is this thread's CPU time (``time.thread_time``), not the
process's: threads other tests left running (a fake Discord, an outbox worker) and a loaded machine must not
count. The cyclic garbage collector is paused for the call: a full collection of the whole suite's heap can
start inside any allocation and cost a second on its own, which is not the input's doing.
"""

from __future__ import annotations

import gc
import time
from collections.abc import Callable
from typing import TypeVar

T = TypeVar("T")


def cpu_seconds(fn: Callable[[], T]) -> tuple[T, float]:
    """``fn()``'s result and the CPU seconds this thread spent in it, with the collector paused."""
    was_enabled = gc.isenabled()
    gc.disable()
    start = time.thread_time()
    try:
        out = fn()
    finally:
        seconds = time.thread_time() - start
        if was_enabled:
            gc.enable()
    return out, seconds
