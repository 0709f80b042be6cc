"""One delivery of the outbox: the database path's lanes (claimed heads, one task per lane, each item's
outcome recorded and the lane's next item claimed in one transaction) beside the fast path's lanes from
memory. Its parts: :class:`~bot.judge.claims.Claims`, :class:`~bot.judge.fast_path.FastPath`,
:class:`~bot.judge.sender.Sender`, sharing :class:`~bot.judge.lanes.Lanes`; what a send came to is written
by :mod:`bot.judge.delivered`. :func:`deliver_pending` runs one to the end; the
:class:`~bot.judge.outbox.OutboxWorker` keeps one running."""

from __future__ import annotations

import asyncio
import functools
import logging
import weakref
from collections.abc import Callable
from collections.abc import Set as AbstractSet
from concurrent.futures import ThreadPoolExecutor
from datetime import datetime
from typing import Any, TypeVar

from sqlalchemy.pool import StaticPool
from sqlmodel import select

from bot.judge.claims import DEFAULT_LEASE, Claims, Shards
from bot.judge.delivered import DeliveryReport, Record, record_done, settle
from bot.judge.fast_path import FastPath
from bot.judge.lanes import Lanes
from bot.judge.messages import norm_lang
from bot.judge.sender import Sender
from bot.judge.transport import Attachments, Item, Outcome, Transport
from bot.store import PENDING, Outbox, Store, Tx, utc, utcnow
from cards.core import Lang

log = logging.getLogger("bot.judge.outbox")

T = TypeVar("T")

MAX_ATTEMPTS = 12
MAX_IN_FLIGHT = 32  # lanes sent concurrently by one process


class Delivery:
    """Claims heads of lanes and runs one task per claimed lane (the lane's task sends the item, records
    the outcome and claims the lane's next item in one transaction); hands-over go to the fast path."""

    def __init__(
        self,
        store: Store,
        transport: Transport,
        clock: Callable[[], datetime],
        default_language: str,
        max_attempts: int,
        shards: Shards | None,
        lease_seconds: float,
        max_in_flight: int = MAX_IN_FLIGHT,
    ) -> None:
        self.store = store
        self.clock = clock
        self.default_language: Lang = norm_lang(default_language)
        self.max_attempts = max_attempts
        self.max_in_flight = max_in_flight
        self.tasks: set[asyncio.Task[None]] = set()
        self.lanes = Lanes()
        # a shared in-memory SQLite connection (tests, the demo) is used from the loop's thread only
        self.sender = Sender(transport, threaded=not isinstance(store.engine.pool, StaticPool))
        self.claims = Claims(store, clock, shards, lease_seconds, self.lanes)
        self.fast = FastPath(store, clock, self.lanes, self.sender, self.claims, self.record, self.db_soon)
        self.db_thread: ThreadPoolExecutor | None = None  # the database path's transactions, in order

    async def db(self, fn: Callable[..., T], *args: Any) -> T:
        """Run a transaction of the delivery off the event loop, on its one database thread (in order): a
        write waits there for SQLite's lock (the judge's catch-up batch holds it for a while), not on the
        loop every request and live move runs on. A shared in-memory store stays on the loop's thread."""
        return await self.db_soon(fn, *args)

    def db_soon(self, fn: Callable[..., T], *args: Any) -> asyncio.Future[T]:
        """As :meth:`db`, queued on the database thread now (before anything queued after this call)."""
        loop = asyncio.get_running_loop()
        if not self.sender.threaded:
            done: asyncio.Future[T] = loop.create_future()
            done.set_result(fn(*args))
            return done
        if self.db_thread is None:
            self.db_thread = ThreadPoolExecutor(max_workers=1, thread_name_prefix="outbox-db")
        return loop.run_in_executor(self.db_thread, functools.partial(fn, *args))

    # the parts' settings the worker reads and swaps
    @property
    def report(self) -> DeliveryReport:
        return self.lanes.report

    @report.setter
    def report(self, report: DeliveryReport) -> None:
        self.lanes.report = report

    @property
    def transport(self) -> Transport:
        return self.sender.transport

    @transport.setter
    def transport(self, transport: Transport) -> None:
        self.sender.transport = transport

    @property
    def attachments(self) -> Attachments | None:
        return self.sender.attachments

    @attachments.setter
    def attachments(self, attachments: Attachments | None) -> None:
        self.sender.attachments = attachments

    async def claim(self) -> int:
        """Claim up to the free capacity of due lane heads and start a task for each. Items handed over
        while the claim runs wait for it (a lane it took is the database path's from then on)."""
        self.lanes.db_dirty = True
        room = self.max_in_flight - len(self.tasks)
        if room <= 0:
            return 0
        self.lanes.claiming = True
        try:
            items = await self.db(self._claim, utc(self.clock()), room)
        finally:
            self.lanes.claiming = False
        for item in items:
            self.lanes.blocked.add(item.lane)
            task = asyncio.create_task(self._lane(item), name=f"outbox-{item.lane}")
            self.tasks.add(task)
        deferred, self.lanes.deferred = self.lanes.deferred, []
        for rows in deferred:
            self.fast.receive(rows)
        return len(items)

    def _claim(self, now: datetime, room: int) -> list[Item]:
        with self.store.tx() as tx:
            return self.claims.claim_in(tx, now, None, room)

    async def _lane(self, item: Item | None) -> None:
        lane = item.lane if item is not None else ""
        drained = False
        try:
            while item is not None:
                outcome = await self.sender.send(item)
                done, self.lanes.done = self.lanes.done, []
                item, drained = await self.db(self._settle_lane, done, item, outcome)
        finally:
            if drained:
                self.lanes.blocked.discard(lane)
            self.lanes.claim_again = self.lanes.db_dirty = True

    def _settle_lane(self, done: list[Record], item: Item, outcome: Outcome) -> tuple[Item | None, bool]:
        """One transaction: the plain sends before, this item's outcome, the lane's next item claimed;
        with no next item, whether the lane has drained."""
        with self.store.tx() as tx:
            record_done(tx, done)
            after = self._settle(tx, item, outcome)
            if after is not None:
                return after, False
            return None, not tx.session.exec(
                select(Outbox.id).where(Outbox.lane == item.lane, Outbox.status == PENDING).limit(1)
            ).first()

    def record(self, tx: Tx, item: Item, outcome: Outcome) -> None:
        """Record what sending ``item`` came to (the fast path's sends with consequences)."""
        self._settle(tx, item, outcome, claim_next=False)

    def _settle(self, tx: Tx, item: Item, outcome: Outcome, *, claim_next: bool = True) -> Item | None:
        """Record what sending ``item`` came to; if the lane may go on, claim its next item."""
        now = utc(self.clock())
        gone_on = settle(
            tx,
            item,
            outcome,
            self.lanes.report,
            max_attempts=self.max_attempts,
            default_language=self.default_language,
            now=now,
        )
        if not gone_on or not claim_next:
            return None
        claimed = self.claims.claim_in(tx, now, item.lane, 1)
        return claimed[0] if claimed else None

    async def wait_any(self) -> None:
        """Wait until a lane task ends; a task that was cancelled (the process is going down) cancels
        the rest and propagates."""
        done, _ = await asyncio.wait(self.tasks, return_when=asyncio.FIRST_COMPLETED)
        self.reap(done)

    def reap(self, done: AbstractSet[asyncio.Future[Any]]) -> None:
        """Forget ended lane tasks; one cancelled (the process is going down) cancels the rest."""
        self.tasks -= done
        self.fast.tasks -= done
        for task in done:
            if task.cancelled():
                self.cancel()
                raise asyncio.CancelledError
            exc = task.exception()
            if exc is not None:
                log.error("outbox lane failed", exc_info=exc)

    def cancel(self) -> None:
        for task in (*self.tasks, *self.fast.tasks):
            task.cancel()
        self.tasks.clear()
        self.sender.shutdown()
        if self.db_thread is not None:
            self.db_thread.shutdown(wait=False)
            self.db_thread = None

    def busy(self) -> bool:
        """Lanes sending, or sends not recorded yet."""
        return bool(self.tasks or self.fast.tasks or self.lanes.done or self.fast.flushing())


_locks: weakref.WeakKeyDictionary[Store, asyncio.Lock] = weakref.WeakKeyDictionary()


def _lock_for(store: Store) -> asyncio.Lock:
    lock = _locks.get(store)
    if lock is None:
        lock = _locks[store] = asyncio.Lock()
    return lock


async def deliver_pending(
    store: Store,
    transport: Transport,
    *,
    clock: Callable[[], datetime] = utcnow,
    default_language: str = "en",
    max_attempts: int = MAX_ATTEMPTS,
    shards: Shards | None = None,
    lease_seconds: float = DEFAULT_LEASE,
    attachments: Attachments | None = None,
) -> DeliveryReport:
    """Send every pending item that is due, each lane in order, lanes concurrently, until nothing due
    is left. Safe to call at any time and from several processes (items are claimed); concurrent
    calls on one store in one process run one after the other."""
    delivery = Delivery(store, transport, clock, default_language, max_attempts, shards, lease_seconds)
    delivery.attachments = attachments
    async with _lock_for(store):
        try:
            while True:
                await delivery.claim()
                if not delivery.tasks:
                    break
                await delivery.wait_any()
            delivery.report.next_due = await delivery.db(delivery.claims.next_due)
        finally:
            delivery.cancel()
    return delivery.report
