"""Delivering the outbox: the judge's committed words, sent to Discord (or a console) afterwards.

Contract:
- Items go out in ``id`` order within a lane (one match thread, one user's DMs, one channel); a stuck
  item holds back its own lane only.
- An item is marked sent in the same transaction that stores what sending produced (the message id,
  the thread id, the table message id), so a later run never sends it again. The one unavoidable
  window, a crash between Discord's answer and that commit, is closed by the payload's ``nonce``
  (discord.py sends it with ``enforce_nonce``; Discord then returns the earlier message).
- Transient errors (429, 5xx, timeouts, anything unexpected) retry with exponential backoff; a DM the
  user refuses is marked failed and, once per match and player, a note in the thread tells the player
  how to open DMs and that ``/hand`` works meanwhile.

The parts, one job each: :mod:`~bot.judge.transport` (what an adapter implements and one send),
:mod:`~bot.judge.sender` (an item made ready and sent), :mod:`~bot.judge.claims` (claiming from the
database), :mod:`~bot.judge.fast_path` (items handed over in memory), :mod:`~bot.judge.delivered` (what a
send came to, written to the store), :mod:`~bot.judge.delivery` (one delivery of them all). This module
is the worker that keeps a delivery running, and the outbox's public names.
"""

from __future__ import annotations

import asyncio
import logging
import threading
from collections.abc import Callable
from datetime import datetime, timedelta
from typing import Any

from bot.judge.claims import CLAIM, DEFAULT_LEASE, Shards, claim_tag
from bot.judge.delivered import MAX_BACKOFF, DeliveryReport, purge_delivered
from bot.judge.delivery import MAX_ATTEMPTS, MAX_IN_FLIGHT, Delivery, deliver_pending
from bot.judge.fast_path import BATCH
from bot.judge.transport import (
    LATER_KEYS,
    Attachments,
    DeliveryError,
    DMRefused,
    PermanentError,
    TargetNotFound,
    TransientError,
    Transport,
)
from bot.store import Store, utc, utcnow

__all__ = [
    "BATCH",
    "CLAIM",
    "DEFAULT_LEASE",
    "LATER_KEYS",
    "MAX_ATTEMPTS",
    "MAX_BACKOFF",
    "MAX_IN_FLIGHT",
    "PURGE_EVERY",
    "RETENTION",
    "Attachments",
    "DMRefused",
    "DeliveryError",
    "DeliveryReport",
    "OutboxWorker",
    "PermanentError",
    "Shards",
    "TargetNotFound",
    "TransientError",
    "Transport",
    "deliver_pending",
    "purge_delivered",
]

log = logging.getLogger(__name__)

RETENTION = timedelta(days=7)  # delivered items of a finished match are kept this long, then purged
PURGE_EVERY = timedelta(hours=1)


class OutboxWorker:
    """Delivers the outbox continuously: whenever woken (after a commit), when a retry falls due, and
    every ``poll_seconds`` (items other processes queued for this one's guilds). New lanes are claimed
    while other lanes are still sending, so a move's own posts never wait behind another match's backlog.

    Wire it with ``worker.serve(service)`` and ``asyncio.create_task(worker.run())``: the judge then
    writes its items already claimed by this worker and hands them over in memory after the commit
    (:meth:`take`), so a move's first request follows its commit at once, with no claiming transaction;
    the sends are recorded in batches. Items the judge could not hand over (``service.on_enqueue =
    worker.wake`` alone wires only this) are claimed from the database.
    """

    def __init__(
        self,
        store: Store,
        transport: Transport,
        *,
        clock: Callable[[], datetime] = utcnow,
        default_language: str = "en",
        idle_seconds: float = 30.0,
        poll_seconds: float | None = None,
        shards: Shards | None = None,
        lease_seconds: float = DEFAULT_LEASE,
        max_in_flight: int = MAX_IN_FLIGHT,
        retention: timedelta = RETENTION,
        purge_every: timedelta = PURGE_EVERY,
        attachments: Attachments | None = None,
    ) -> None:
        self._delivery: Delivery | None = None
        self.store = store
        self.retention = retention
        self.purge_every = purge_every
        self._purged_at: datetime | None = None
        self.transport = transport
        self.clock = clock
        self.default_language = default_language
        self.idle_seconds = idle_seconds
        self.poll_seconds = poll_seconds
        self.shards = shards
        self.lease_seconds = lease_seconds
        self.max_in_flight = max_in_flight
        self.attachments = attachments
        self.tag = claim_tag(shards)
        self._wake = asyncio.Event()  # something to do: look again
        self._claim = True  # ... and that includes claiming from the database
        self._early: list[list[dict[str, Any]]] = []  # handed over before run() started
        self._early_lock = threading.Lock()
        self.round_done = asyncio.Event()  # set whenever nothing due is left in flight (tests, shutdown)
        self._stopped = False
        self._loop: asyncio.AbstractEventLoop | None = None
        self.report = DeliveryReport()  # totals since start

    @property
    def transport(self) -> Transport:
        return self._transport

    @transport.setter
    def transport(self, transport: Transport) -> None:
        """Swappable while running (tests put a failing transport in)."""
        self._transport = transport
        if self._delivery is not None:
            self._delivery.transport = transport

    def serve(self, service: Any) -> None:
        """Deliver for ``service`` (a :class:`~bot.judge.referee.Referee`): its commits hand their items
        over in memory, its wake-ups ask for a claim, and attachments are made at sending time."""
        service.on_enqueue = self.wake
        service.claimer = self
        if self.attachments is None:
            self.attachments = service.attachments

    def claim_until(self) -> tuple[str, datetime]:
        """For a committing judge (any thread): the tag and lease its handed-over items are written with."""
        return self.tag, utc(self.clock()) + timedelta(seconds=self.lease_seconds)

    def take(self, rows: list[dict[str, Any]]) -> None:
        """Committed rows written with :meth:`claim_until` (any thread): send them from memory."""
        loop = self._loop
        if loop is None or self._delivery is None:
            with self._early_lock:
                if self._delivery is None:
                    self._early.append(rows)
                    return
            loop = self._loop
        assert loop is not None
        if _running_loop() is loop:
            self._receive(rows)
        else:
            loop.call_soon_threadsafe(self._receive, rows)

    def _receive(self, rows: list[dict[str, Any]]) -> None:
        if self._delivery is None:
            self._early.append(rows)
            return
        try:
            self._delivery.fast.receive(rows)
        except Exception:  # the claims run out with their lease and the database path sends them
            log.exception("outbox: taking handed-over items failed")
        self._wake.set()

    def wake(self) -> None:
        """Ask for a delivery round soon (a claim from the database). Safe from any thread."""
        self._claim = True
        loop = self._loop
        if loop is not None and loop.is_running() and _running_loop() is not loop:
            loop.call_soon_threadsafe(self._wake.set)
            return
        self._wake.set()

    def stop(self) -> None:
        self._stopped = True
        self.wake()

    async def _purge_if_due(self, delivery: Delivery) -> None:
        now = utc(self.clock())
        if self._purged_at is not None and now - self._purged_at < self.purge_every:
            return
        self._purged_at = now
        try:
            await delivery.db(purge_delivered, self.store, now - self.retention)
        except Exception:
            log.exception("outbox purge failed")

    def _start(self) -> Delivery:
        delivery = Delivery(
            self.store,
            self.transport,
            self.clock,
            self.default_language,
            MAX_ATTEMPTS,
            self.shards,
            self.lease_seconds,
            self.max_in_flight,
        )
        delivery.report = self.report
        delivery.attachments = self.attachments
        try:
            released = delivery.claims.release_own_claims()
            if released:
                log.info("outbox: %d item(s) claimed before a restart are due again", released)
            delivery.claims.blocked_lanes()
        except Exception:
            log.exception("outbox: releasing earlier claims failed")
        with self._early_lock:
            self._delivery = delivery
            early, self._early = self._early, []
        for rows in early:
            self._receive(rows)
        return delivery

    async def run(self) -> None:
        self._loop = asyncio.get_running_loop()
        delivery = self._start()
        try:
            while not self._stopped:
                self._wake.clear()
                if self._claim or delivery.lanes.claim_again:
                    self._claim = delivery.lanes.claim_again = False
                    try:
                        await delivery.claim()
                    except Exception:
                        log.exception("outbox claim failed")
                if await self._wait_busy(delivery):
                    continue
                await self._purge_if_due(delivery)
                self.round_done.set()
                await self._idle(delivery)
            while delivery.busy():  # stopping: let the lanes in flight record what they sent
                await self._wait_busy(delivery)
        finally:
            delivery.cancel()

    async def _wait_busy(self, delivery: Delivery) -> bool:
        """While lanes are sending (or records wait): wait for one to end or for a wake-up; True if so."""
        delivery.fast.flush_soon()
        if not delivery.busy():
            return False
        waker = asyncio.ensure_future(self._wake.wait())
        waiting: set[asyncio.Future[Any]] = {
            *delivery.tasks,
            *delivery.fast.tasks,
            *delivery.fast.flushing(),
            waker,
        }
        try:
            done, _ = await asyncio.wait(waiting, return_when=asyncio.FIRST_COMPLETED)
        finally:
            waker.cancel()
        delivery.fast.flush_soon()
        delivery.reap({t for t in done if t is not waker})
        return True

    async def _idle(self, delivery: Delivery) -> None:
        timeout = self.idle_seconds
        if self.poll_seconds is not None:
            timeout = min(timeout, self.poll_seconds)
        try:
            due = await delivery.db(delivery.claims.next_due)
        except Exception:
            log.exception("outbox: reading the next due time failed")
            due = None
        if due is not None:
            timeout = max(0.05, min(timeout, (due - utc(self.clock())).total_seconds()))
        # asyncio.wait, not wait_for: Python 3.11's wait_for loses a cancel that meets a wake-up, and the
        # worker then never ends (a crash test, or a close, waited on it for ever)
        waker = asyncio.ensure_future(self._wake.wait())
        try:
            done, _ = await asyncio.wait({waker}, timeout=timeout)
        finally:
            waker.cancel()
        if not done:
            self._claim = True  # a retry fell due, or it is time to poll


def _running_loop() -> asyncio.AbstractEventLoop | None:
    try:
        return asyncio.get_running_loop()
    except RuntimeError:
        return None
