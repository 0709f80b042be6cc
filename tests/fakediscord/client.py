"""Run an in-process discord.py client against the fake (for tests that do not spawn the bot process)."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator
from typing import Any


@contextlib.asynccontextmanager
async def running(
    client: Any, token: str, *, timeout: float = 5.0, reconnect: bool = True
) -> AsyncIterator[Any]:
    """Log in, connect, wait for READY; on exit close the client and await its connect task.

    Fails fast (instead of timing out) when connect() dies, e.g. with discord.LoginFailure.
    """
    try:
        await client.login(token)
    except BaseException:
        await client.close()  # release the HTTP session (no "Unclosed connector")
        raise
    task = asyncio.create_task(client.connect(reconnect=reconnect))
    ready = asyncio.create_task(client.wait_until_ready())
    try:
        done, _ = await asyncio.wait({task, ready}, timeout=timeout, return_when=asyncio.FIRST_COMPLETED)
        if task in done:
            task.result()  # raises the connect error
            raise RuntimeError("discord client stopped before READY")
        if ready not in done:
            raise TimeoutError(f"discord client not READY within {timeout}s")
        yield client
    finally:
        ready.cancel()
        await client.close()
        with contextlib.suppress(Exception, asyncio.CancelledError):
            await task
