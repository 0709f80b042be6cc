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

The adapter maps its exceptions onto :class:`TransientError`, :class:`DMRefused`,
:class:`TargetNotFound` and :class:`PermanentError` (e.g. discord.Forbidden code 50007 → DMRefused,
discord.NotFound → TargetNotFound, 429/5xx → TransientError, other 4xx → PermanentError).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import weakref
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Any, Protocol

from sqlalchemy import exists, func, literal_column, or_
from sqlalchemy.orm import aliased
from sqlmodel import col, select

from bot.judge.messages import norm_lang, t
from bot.judge.payloads import mention, message, nonce_for
from bot.store import FAILED, PENDING, SENT, SUPERSEDED, Match, Outbox, Store, Tx, utc, utcnow
from bot.store.models import KIND_DM, KIND_EDIT, KIND_PIN, KIND_POST, KIND_THREAD

log = logging.getLogger(__name__)

MAX_ATTEMPTS = 12
MAX_BACKOFF = 300.0
RETENTION = timedelta(days=7)  # delivered items of a finished match are kept this long, then purged
PURGE_EVERY = timedelta(hours=1)


class DeliveryError(Exception):
    """Base of what a transport raises."""


class TransientError(DeliveryError):
    """Try again later (429, 5xx, network). ``retry_after`` in seconds if the server said so."""

    def __init__(self, message: str = "", retry_after: float | None = None) -> None:
        super().__init__(message)
        self.retry_after = retry_after


class DMRefused(DeliveryError):
    """The user does not accept DMs from the bot (Discord error 50007)."""


class TargetNotFound(DeliveryError):
    """The channel or message is gone (e.g. someone deleted the pinned table)."""


class PermanentError(DeliveryError):
    """Retrying will not help (missing permission, invalid payload)."""


class Transport(Protocol):
    """What the outbox needs from Discord (or a console). Payloads: see :mod:`bot.judge.payloads`."""

    async def create_thread(self, parent_id: int, name: str, payload: dict[str, Any]) -> tuple[int, int]:
        """Create a match thread under ``parent_id`` (a forum post, or a thread in a text channel) whose
        first message is ``payload``. Returns ``(thread id, first message id)``."""
        ...

    async def post(self, channel_id: int, payload: dict[str, Any]) -> int:
        """Send a message; returns its id."""
        ...

    async def edit(self, channel_id: int, message_id: int, payload: dict[str, Any]) -> None: ...

    async def pin(self, channel_id: int, message_id: int) -> None: ...

    async def dm(self, user_id: int, payload: dict[str, Any]) -> int:
        """Send a direct message; returns its id. Raises :class:`DMRefused` if the user blocks DMs."""
        ...


@dataclass
class DeliveryReport:
    sent: int = 0
    failed: int = 0
    retried: int = 0
    superseded: int = 0
    errors: list[str] = field(default_factory=list)
    next_due: datetime | None = None  # when the earliest waiting lane may be tried again


@dataclass(frozen=True)
class Shards:
    """The Discord shards one process runs: it delivers the items of the guilds they carry
    (``(guild_id >> 22) % count in ids``), DMs and guild-less items being anyone's."""

    count: int
    ids: tuple[int, ...]

    @property
    def tag(self) -> str:
        return f"shards {','.join(map(str, self.ids))}/{self.count}"


@dataclass(frozen=True)
class _Item:
    """A detached copy of a claimed outbox row (sending happens outside any transaction)."""

    id: int
    kind: str
    lane: str
    target_id: int | None
    match_id: int | None
    payload: dict[str, Any]
    dedupe_key: str
    attempts: int
    channel_id: int | None  # the match thread, read when the item was claimed
    table_id: int | None  # the pinned table message, read when the item was claimed


@dataclass
class _Outcome:
    status: str  # "sent" | "retry" | "failed" | "dm_refused"
    result_id: int | None = None
    thread_id: int | None = None
    store_table: bool = False
    repin: bool = False
    error: Exception | None = None
    retry_after: float | None = None


CLAIM = "claimed by "  # Outbox.last_error of an item a process is sending (see _Delivery.claim)
DEFAULT_LEASE = 60.0
MAX_IN_FLIGHT = 32  # lanes sent concurrently by one process


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
) -> DeliveryReport:
    """Send every pending item that is due, each lane in order, lanes concurrently, until nothing due
    is left. Safe to call at any time and from several processes (items are claimed); concurrent
    calls on one store in one process run one after the other."""
    delivery = _Delivery(store, transport, clock, default_language, max_attempts, shards, lease_seconds)
    async with _lock_for(store):
        while True:
            delivery.claim()
            if not delivery.tasks:
                break
            await delivery.wait_any()
        delivery.report.next_due = delivery.next_due()
    return delivery.report


class _Delivery:
    """Claims heads of lanes and runs one task per claimed lane.

    A claim is a head of its lane (no older pending item in the lane) that is due; claiming it moves
    its ``next_attempt_at`` a lease ahead and notes the claimer in ``last_error``, in a transaction
    that locks the rows with ``FOR UPDATE SKIP LOCKED`` (PostgreSQL), so two processes never claim
    one item, and a lane has at most one item in flight anywhere. An item whose claimer died becomes
    due again when the lease runs out (or at once when the same shards start again). The lane's task
    sends the item, records the outcome and claims the lane's next item in one transaction."""

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
        self.transport = transport
        self.clock = clock
        self.default_language = default_language
        self.max_attempts = max_attempts
        self.shards = shards
        self.lease = timedelta(seconds=lease_seconds)
        self.max_in_flight = max_in_flight
        self.tag = CLAIM + (shards.tag if shards is not None else "the only process")
        self.tasks: set[asyncio.Task[None]] = set()
        self.report = DeliveryReport()

    # -- claiming -------------------------------------------------------------------------------
    def _query(self, now: datetime, lane: str | None, limit: int) -> Any:
        older = aliased(Outbox)
        is_head = ~exists().where(
            col(older.lane) == col(Outbox.lane),
            col(older.status) == PENDING,
            col(older.id) < col(Outbox.id),
        )
        query = (
            select(Outbox, Match.channel_id, Match.table_message_id)
            .outerjoin(Match, col(Match.id) == col(Outbox.match_id))
            .where(Outbox.status == PENDING, col(Outbox.next_attempt_at) <= now, is_head)
        )
        if lane is not None:
            query = query.where(Outbox.lane == lane)
        if self.shards is not None:
            # int literals: PostgreSQL has bigint >> integer, not bigint >> bigint
            shard = col(Match.guild_id).op(">>")(literal_column("22")) % literal_column(
                str(self.shards.count)
            )
            query = query.where(
                or_(
                    col(Outbox.kind) == KIND_DM,
                    col(Match.guild_id).is_(None),
                    shard.in_([literal_column(str(i)) for i in self.shards.ids]),
                )
            )
        return query.order_by(col(Outbox.id)).limit(limit).with_for_update(of=Outbox, skip_locked=True)

    def _claim_in(self, tx: Tx, now: datetime, lane: str | None, limit: int) -> list[_Item]:
        claimed: list[_Item] = []
        while len(claimed) < limit:
            rows = list(tx.session.exec(self._query(now, lane, limit - len(claimed))))
            superseded = False
            for row, channel_id, table_id in rows:
                if self._supersede(tx, row):
                    superseded = True  # its lane has a new head: query again
                    continue
                row.next_attempt_at = now + self.lease
                row.last_error = self.tag
                tx.session.add(row)
                claimed.append(
                    _Item(
                        row.id or 0,  # stored rows always have one
                        row.kind,
                        row.lane,
                        row.target_id,
                        row.match_id,
                        dict(row.payload),
                        row.dedupe_key,
                        row.attempts,
                        channel_id,
                        table_id,
                    )
                )
            if not superseded:
                break
        return claimed

    def _supersede(self, tx: Tx, row: Outbox) -> bool:
        """A pending table edit with a newer pending table edit behind it in its lane is pointless."""
        if row.kind != KIND_EDIT or row.payload.get("message_ref") != "table":
            return False
        newer = tx.session.exec(
            select(Outbox.payload).where(
                Outbox.lane == row.lane,
                Outbox.status == PENDING,
                Outbox.kind == KIND_EDIT,
                col(Outbox.id) > (row.id or 0),
            )
        )
        if not any(p.get("message_ref") == "table" for p in newer):
            return False
        row.status = SUPERSEDED
        _drop_files(row)
        tx.session.add(row)
        self.report.superseded += 1
        return True

    def claim(self) -> int:
        """Claim up to the free capacity of due lane heads and start a task for each."""
        room = self.max_in_flight - len(self.tasks)
        if room <= 0:
            return 0
        now = utc(self.clock())
        with self.store.tx() as tx:
            items = self._claim_in(tx, now, None, room)
        for item in items:
            self._start(item)
        return len(items)

    def _start(self, item: _Item) -> None:
        task = asyncio.create_task(self._lane(item), name=f"outbox-{item.lane}")
        self.tasks.add(task)

    async def wait_any(self) -> None:
        """Wait until a lane task ends; a task that was cancelled (the process is going down) cancels
        the rest and propagates."""
        done, _ = await asyncio.wait(self.tasks, return_when=asyncio.FIRST_COMPLETED)
        self._reap(done)

    def _reap(self, done: set[asyncio.Task[None]]) -> None:
        self.tasks -= done
        for task in done:
            if task.cancelled():
                self.cancel()
                raise asyncio.CancelledError
            exc = task.exception()
            if exc is not None:
                log.error("outbox lane failed", exc_info=exc)

    def cancel(self) -> None:
        for task in self.tasks:
            task.cancel()
        self.tasks.clear()

    def release_own_claims(self) -> int:
        """At start-up: items this process (the same shards) had claimed before it died are due now."""
        with self.store.tx() as tx:
            rows = list(
                tx.session.exec(select(Outbox).where(Outbox.status == PENDING, Outbox.last_error == self.tag))
            )
            now = utc(self.clock())
            for row in rows:
                row.next_attempt_at = now
                row.last_error = None
                tx.session.add(row)
        return len(rows)

    def next_due(self) -> datetime | None:
        with self.store.tx() as tx:
            when = tx.session.exec(
                select(func.min(Outbox.next_attempt_at)).where(Outbox.status == PENDING)
            ).one()
        return utc(when) if when is not None else None

    # -- one lane -------------------------------------------------------------------------------
    async def _lane(self, item: _Item | None) -> None:
        while item is not None:
            outcome = await _send(self.transport, item)
            with self.store.tx() as tx:
                item = self._settle(tx, item, outcome)

    def _settle(self, tx: Tx, item: _Item, outcome: _Outcome) -> _Item | None:
        """Record what sending ``item`` came to; if the lane may go on, claim its next item."""
        now = utc(self.clock())
        row = tx.session.get(Outbox, item.id)
        if row is None or row.status != PENDING:
            gone_on = True
        elif outcome.status == "sent":
            _record_sent(tx, row, item, outcome, now)
            self.report.sent += 1
            gone_on = True
        elif outcome.status == "retry":
            gone_on = _record_retry(row, outcome, now, self.report, self.max_attempts)
            tx.session.add(row)
        else:
            _record_failed(tx, row, item, outcome, self.report, self.default_language, now)
            gone_on = True
        if not gone_on:
            _due(self.report, utc(row.next_attempt_at))  # type: ignore[union-attr]
            return None
        claimed = self._claim_in(tx, now, item.lane, 1)
        return claimed[0] if claimed else None


def purge_delivered(store: Store, finished_before: datetime) -> int:
    """Drop the delivered items of matches finished before ``finished_before`` (see ``Tx.purge_delivered``)."""
    with store.tx() as tx:
        n = tx.purge_delivered(utc(finished_before))
    if n:
        log.info("purged %d delivered outbox items of matches finished before %s", n, finished_before)
    return n


def _drop_files(row: Outbox) -> None:
    """A table edit's picture is only worth its bytes until it is sent or superseded: keep the names."""
    files = row.payload.get("files")
    if files:
        row.payload = {**row.payload, "files": [{"filename": f["filename"], "data_b64": ""} for f in files]}


def _due(report: DeliveryReport, when: datetime) -> None:
    if report.next_due is None or when < report.next_due:
        report.next_due = when


async def _send(transport: Transport, item: _Item) -> _Outcome:
    """Send one item; no database here."""
    channel_id = item.target_id if item.target_id is not None else item.channel_id
    out = _Outcome("sent", store_table=item.payload.get("store_as") == "table")
    try:
        if item.kind == KIND_THREAD:
            assert item.target_id is not None, "a thread needs a parent channel"
            out.thread_id, out.result_id = await transport.create_thread(
                item.target_id, str(item.payload.get("name", "")), item.payload
            )
        elif item.kind == KIND_DM:
            assert item.target_id is not None
            out.result_id = await transport.dm(item.target_id, item.payload)
        elif channel_id is None:
            raise PermanentError("the match has no thread (its creation failed)")
        elif item.kind == KIND_POST:
            out.result_id = await transport.post(channel_id, item.payload)
        elif item.kind == KIND_EDIT:
            is_table = item.payload.get("message_ref") == "table"
            message_id = item.table_id if is_table else item.payload.get("message_id")
            try:
                if message_id is None:
                    raise TargetNotFound("no table message yet")
                await transport.edit(channel_id, int(message_id), item.payload)
                out.result_id = int(message_id)
            except TargetNotFound:
                if not is_table:
                    raise
                out.result_id = await transport.post(channel_id, item.payload)  # the table is gone: anew
                out.store_table = out.repin = True
        elif item.kind == KIND_PIN:
            is_table = item.payload.get("message_ref") == "table"
            message_id = item.table_id if is_table else item.payload.get("message_id")
            if message_id is None:
                raise PermanentError("nothing to pin")
            await transport.pin(channel_id, int(message_id))
            out.result_id = int(message_id)
        else:
            raise PermanentError(f"unknown outbox kind {item.kind!r}")
    except DMRefused as exc:
        return _Outcome("dm_refused", error=exc)
    except (TargetNotFound, PermanentError, AssertionError) as exc:
        return _Outcome("failed", error=exc)
    except Exception as exc:
        if not isinstance(exc, TransientError):
            log.exception("outbox item %s (%s) failed; will retry", item.id, item.dedupe_key)
        retry_after = exc.retry_after if isinstance(exc, TransientError) else None
        return _Outcome("retry", error=exc, retry_after=retry_after)
    return out


def _record_sent(tx: Tx, row: Outbox, item: _Item, out: _Outcome, now: datetime) -> None:
    row.status, row.result_message_id, row.sent_at = SENT, out.result_id, now
    row.attempts += 1
    row.last_error = None
    if item.payload.get("message_ref") == "table":
        _drop_files(row)
    tx.session.add(row)
    match = tx.match(item.match_id) if item.match_id is not None else None
    if match is None or (out.thread_id is None and not (out.store_table and out.result_id is not None)):
        return
    if out.thread_id is not None:
        match.channel_id = out.thread_id
    if out.store_table and out.result_id is not None:
        match.table_message_id = out.result_id
    tx.session.add(match)
    if out.repin:
        tx.enqueue(
            kind=KIND_PIN,
            lane=item.lane,
            dedupe_key=f"{item.dedupe_key}:repin:{out.result_id}",
            match_id=item.match_id,
            payload={"message_ref": "table"},
            now=now,
        )


def _record_retry(
    row: Outbox, out: _Outcome, now: datetime, report: DeliveryReport, max_attempts: int
) -> bool:
    """Count a failed attempt; True if the item gave up (failed for good)."""
    row.attempts += 1
    row.last_error = f"{type(out.error).__name__}: {out.error}"[:500]
    if row.attempts >= max_attempts:
        row.status = FAILED
        report.failed += 1
        report.errors.append(f"{row.dedupe_key}: gave up after {row.attempts} attempts: {row.last_error}")
        return True
    delay = out.retry_after if out.retry_after is not None else min(2.0**row.attempts, MAX_BACKOFF)
    row.next_attempt_at = now + timedelta(seconds=delay)
    report.retried += 1
    return False


def _record_failed(
    tx: Tx,
    row: Outbox,
    item: _Item,
    out: _Outcome,
    report: DeliveryReport,
    default_language: str,
    now: datetime,
) -> None:
    row.status = FAILED
    row.attempts += 1
    row.last_error = f"{type(out.error).__name__}: {out.error}"[:500]
    tx.session.add(row)
    report.failed += 1
    report.errors.append(f"{item.dedupe_key}: {row.last_error}")
    if out.status == "dm_refused" and item.match_id is not None and item.target_id is not None:
        _note_dm_refused(tx, item.match_id, item.target_id, default_language, now)


def _note_dm_refused(
    tx: Tx, match_id: int, user_id: int, default_language: str, now: datetime | None
) -> None:
    """Tell a seated player in the thread, once per match, that DMs do not reach them."""
    match = tx.match(match_id)
    if match is None or user_id not in {s.user_id for s in tx.seats(match_id)}:
        return
    guild = tx.guild(match.guild_id)
    lang = norm_lang(guild.language if guild else None, default_language)
    key = f"m{match_id}:dmblocked:{user_id}"
    text = t("dm_blocked", lang, mention=mention(user_id), match=match_id)
    tx.enqueue(
        kind=KIND_POST,
        lane=f"match:{match_id}",
        dedupe_key=key,
        match_id=match_id,
        payload=message(text, users=[user_id], nonce=nonce_for(key)),
        now=now,
    )


class OutboxWorker:
    """Delivers the outbox continuously: whenever woken (after a commit), when a retry falls due, and
    every ``poll_seconds`` (items other processes queued for this one's guilds). New lanes are claimed
    while other lanes are still sending, so a move's own posts never wait behind another match's backlog.

    Wire it as ``service.on_enqueue = worker.wake`` and ``asyncio.create_task(worker.run())``.
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
    ) -> None:
        self._delivery: _Delivery | None = None
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
        self._wake = asyncio.Event()
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

    def wake(self) -> None:
        """Ask for a delivery round soon. Safe from the loop's thread and from other threads."""
        loop = self._loop
        if loop is not None and loop.is_running():
            try:
                running = asyncio.get_running_loop()
            except RuntimeError:
                running = None
            if running is not loop:
                loop.call_soon_threadsafe(self._wake.set)
                return
        self._wake.set()

    def stop(self) -> None:
        self._stopped = True
        self.wake()

    def _purge_if_due(self) -> None:
        now = utc(self.clock())
        if self._purged_at is not None and now - self._purged_at < self.purge_every:
            return
        self._purged_at = now
        try:
            purge_delivered(self.store, now - self.retention)
        except Exception:
            log.exception("outbox purge failed")

    async def run(self) -> None:
        self._loop = asyncio.get_running_loop()
        delivery = _Delivery(
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
        self._delivery = delivery
        try:
            released = delivery.release_own_claims()
            if released:
                log.info("outbox: %d item(s) claimed before a restart are due again", released)
        except Exception:
            log.exception("outbox: releasing earlier claims failed")
        try:
            while not self._stopped:
                self._wake.clear()
                try:
                    delivery.claim()
                except Exception:
                    log.exception("outbox claim failed")
                if delivery.tasks:
                    waker = asyncio.ensure_future(self._wake.wait())
                    try:
                        done, _ = await asyncio.wait(
                            {*delivery.tasks, waker}, return_when=asyncio.FIRST_COMPLETED
                        )
                    finally:
                        waker.cancel()
                    delivery._reap({t for t in done if t is not waker})  # type: ignore[misc]
                    continue
                self._purge_if_due()
                self.round_done.set()
                timeout = self.idle_seconds
                if self.poll_seconds is not None:
                    timeout = min(timeout, self.poll_seconds)
                try:
                    due = delivery.next_due()
                except Exception:
                    log.exception("outbox: reading the next due time failed")
                    due = None
                if due is not None:
                    timeout = max(0.05, min(timeout, (due - utc(self.clock())).total_seconds()))
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(self._wake.wait(), timeout)
            while delivery.tasks:  # stopping: let the lanes in flight record what they sent
                await delivery.wait_any()
        finally:
            delivery.cancel()
