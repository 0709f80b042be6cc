"""One request budget for the whole process: Discord allows a bot 50 REST requests a second in all
(interactions apart) and answers 429 beyond, which stalls every request of the bot, not only the one
over the limit. The outbox's sends, the commands' own requests and the catch-up's history reads
(:mod:`bot.discord.catchup`) draw from this one budget, so together they stay under the limit.

It is drawn when a request actually leaves (aiohttp's ``on_request_start``, after discord.py waited for
the route's own bucket), so a request held by its route's limit does not hold a token meanwhile, and a
retry draws again. Requests made inside :func:`background` (the catch-up's reads) get
:attr:`RequestBudget.background_share` of the tokens while others wait too, and all of them when nothing
else waits: a backlog is read at nearly Discord's rate without starving live moves' posts.
"""

from __future__ import annotations

import asyncio
import contextlib
import contextvars
from collections import deque
from collections.abc import Iterator
from typing import Any

import aiohttp
import discord

RATE = 46.0  # tokens a second: Discord's 50, less room for requests arriving bunched (loop lag, jitter)
BURST = 3.0  # tokens kept at most: a late timer catches up a little, never past 49 in a second
BACKGROUND_SHARE = 0.9  # of the tokens, while both kinds of request wait
EXEMPT = ("/interactions/", "/webhooks/")  # answers to interactions: not under the global limit

_background: contextvars.ContextVar[bool] = contextvars.ContextVar("tablejudge_background", default=False)


@contextlib.contextmanager
def background() -> Iterator[None]:
    """Requests made inside (in this task) are background ones: a backlog's reads."""
    token = _background.set(True)
    try:
        yield
    finally:
        _background.reset(token)


class RequestBudget:
    """A token bucket shared by every request of the process, with two queues (live and background)."""

    def __init__(
        self, rate: float = RATE, burst: float = BURST, background_share: float = BACKGROUND_SHARE
    ) -> None:
        self.rate = rate
        self.burst = burst
        self.background_share = background_share
        self._tokens = burst
        self._at: float | None = None  # loop time the tokens were counted
        self._queues: dict[bool, deque[asyncio.Future[None]]] = {False: deque(), True: deque()}
        self._contended = [0, 0]  # tokens given to [live, background] while both waited
        self._timer: asyncio.TimerHandle | None = None
        self.granted = 0
        self.waited = 0  # requests that had to wait for a token

    def _refill(self, now: float) -> None:
        if self._at is not None:
            self._tokens = min(self.burst, self._tokens + (now - self._at) * self.rate)
        self._at = now

    async def take(self, *, is_background: bool | None = None) -> None:
        """Wait for a token (at once if one is free and nobody waits)."""
        if is_background is None:
            is_background = _background.get()
        loop = asyncio.get_running_loop()
        self._refill(loop.time())
        if self._tokens >= 1 and not self._queues[False] and not self._queues[True]:
            self._tokens -= 1
            self.granted += 1
            return
        future: asyncio.Future[None] = loop.create_future()
        self._queues[is_background].append(future)
        self.waited += 1
        self._schedule(loop)
        try:
            await future
        except asyncio.CancelledError:
            if future.done() and not future.cancelled():
                self._tokens += 1  # given, never used: back to the bucket
            raise

    def _schedule(self, loop: asyncio.AbstractEventLoop) -> None:
        if self._timer is not None:
            return
        delay = max(0.0, (1 - self._tokens) / self.rate)
        self._timer = loop.call_later(delay, self._grant, loop)

    def _pick(self) -> deque[asyncio.Future[None]] | None:
        for queue in self._queues.values():
            while queue and queue[0].done():  # cancelled while waiting
                queue.popleft()
        live, back = self._queues[False], self._queues[True]
        if not live or not back:
            return live or back or None
        given_live, given_back = self._contended
        share = self.background_share
        is_back = given_back * (1 - share) <= given_live * share
        self._contended[int(is_back)] += 1
        return back if is_back else live

    def _grant(self, loop: asyncio.AbstractEventLoop) -> None:
        self._timer = None
        self._refill(loop.time())
        while self._tokens >= 1:
            queue = self._pick()
            if queue is None:
                self._contended = [0, 0]
                return
            self._tokens -= 1
            self.granted += 1
            queue.popleft().set_result(None)
        if self._pick_any():
            self._schedule(loop)

    def _pick_any(self) -> bool:
        return any(not f.done() for q in self._queues.values() for f in q)

    def trace_config(self) -> aiohttp.TraceConfig:
        """For discord.py's ``http_trace``: every request to Discord's API draws a token when it leaves."""
        config = aiohttp.TraceConfig()
        config.on_request_start.append(self._on_request_start)
        return config

    async def _on_request_start(
        self, _session: Any, _ctx: Any, params: aiohttp.TraceRequestStartParams
    ) -> None:
        url = str(params.url)
        if not url.startswith(discord.http.Route.BASE) or any(p in url for p in EXEMPT):
            return  # the gateway's handshake, interaction answers
        await self.take()


__all__ = ["RequestBudget", "background"]
