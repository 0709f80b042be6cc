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
import functools
import logging
import threading
import weakref
from base64 import b64encode
from collections import deque
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field, replace
from datetime import datetime, timedelta
from typing import Any, Protocol

from sqlalchemy import bindparam, exists, func, literal_column, or_, update
from sqlalchemy.orm import aliased
from sqlalchemy.pool import StaticPool
from sqlmodel import col, select

from bot.judge.messages import norm_lang, t
from bot.judge.payloads import mention, message, nonce_for
from bot.store import FAILED, PENDING, SENT, SUPERSEDED, Match, Outbox, Store, Tx, utc, utcnow
from bot.store.models import KIND_DM, KIND_EDIT, KIND_PIN, KIND_POST, KIND_THREAD
from cards.core import Lang

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
    # a handed-over item's attachments, made when it is sent (the table's picture, a hand's file)
    later: Callable[[], list[tuple[str, bytes]]] | None = field(default=None, compare=False, repr=False)


@dataclass
class _Outcome:
    status: str  # "sent" | "retry" | "failed" | "dm_refused"
    result_id: int | None = None
    thread_id: int | None = None
    store_table: bool = False
    repin: bool = False
    error: Exception | None = None
    retry_after: float | None = None


# (match id, payload) -> the attachments its "picture" / "files_from" spec asks for, made now: for an
# item whose in-memory maker is gone (claimed from the database after a restart, a retry, a backlog)
Attachments = Callable[[int, dict[str, Any]], list[tuple[str, bytes]]]
LATER_KEYS = ("picture", "files_from")

CLAIM = "claimed by "  # Outbox.last_error of an item a process is sending (see _Delivery.claim)
DEFAULT_LEASE = 60.0
MAX_IN_FLIGHT = 32  # lanes sent concurrently by one process
_Record = tuple[int, str, int | None, datetime]  # (outbox id, status, message id, when)
BATCH = 64  # plain sends recorded together at most (sooner when no lane is sending from memory)


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
    delivery = _Delivery(store, transport, clock, default_language, max_attempts, shards, lease_seconds)
    delivery.attachments = attachments
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
        self.default_language: Lang = norm_lang(default_language)
        self.max_attempts = max_attempts
        self.shards = shards
        self.lease = timedelta(seconds=lease_seconds)
        self.max_in_flight = max_in_flight
        self.tag = CLAIM + (shards.tag if shards is not None else "the only process")
        self.tasks: set[asyncio.Task[None]] = set()
        self.report = DeliveryReport()
        self.attachments: Attachments | None = None
        # The fast path (items this process committed already claimed, handed over in memory):
        self.fast: dict[str, deque[_Item]] = {}  # lane -> its handed-over items not sent yet, in order
        self.fast_tasks: set[asyncio.Task[None]] = set()
        # lanes the database path owns: a claimed item in flight there, or pending items this process
        # did not hand over (a retry waiting, another process's, a restart's backlog). A handed-over item
        # of such a lane goes back to the database path, behind them.
        self.blocked: set[str] = set()
        self.done: list[_Record] = []  # plain sends and skipped table edits, to record in a batch
        self.flusher: asyncio.Task[None] | None = None
        self.channels: dict[int, int] = {}  # match id -> its thread, learned from a send not recorded yet
        self.tables: dict[int, int] = {}  # match id -> its table message, likewise
        self.db_dirty = True  # the database path changed something since next_due was read
        self.due: datetime | None = None
        self.drawer: ThreadPoolExecutor | None = None  # makes attachments, one at a time
        self.claim_again = False  # a database-path lane ended: lanes beyond capacity may wait
        self.skipped_fast = False  # a claim left a due item because its lane was going out from memory
        # a shared in-memory SQLite connection (tests, the demo) is used from the loop's thread only
        self.threaded = not isinstance(store.engine.pool, StaticPool)

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
                if row.lane in self.fast:  # its lane is going out from memory: claimed after it drains
                    self.skipped_fast = True
                    continue
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
        self.db_dirty = True
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
        self.blocked.add(item.lane)
        task = asyncio.create_task(self._lane(item), name=f"outbox-{item.lane}")
        self.tasks.add(task)

    # -- the fast path: items handed over in memory -------------------------------------------------
    def blocked_lanes(self) -> None:
        """At start-up: every lane with a pending item belongs to the database path until it drains."""
        with self.store.tx() as tx:
            lanes = tx.session.exec(select(Outbox.lane).where(Outbox.status == PENDING).distinct())
            self.blocked |= set(lanes)

    def receive(self, rows: list[dict[str, Any]]) -> None:
        """Items a commit of this process wrote claimed by it, in id order: each lane goes out from
        memory in order, unless the database path owns the lane (then the claim is released)."""
        back: list[int] = []
        for row in rows:
            item = _Item(
                row["id"],
                row["kind"],
                row["lane"],
                row["target_id"],
                row["match_id"],
                row["payload"],
                row["dedupe_key"],
                0,
                row.get("channel_id"),
                row.get("table_id"),
                row.get("later"),
            )
            if item.lane in self.blocked:
                back.append(item.id)
                continue
            queue = self.fast.get(item.lane)
            if queue is None:
                queue = self.fast[item.lane] = deque()
                task = asyncio.create_task(self._fast_lane(item.lane, queue), name=f"outbox-{item.lane}")
                self.fast_tasks.add(task)
                task.add_done_callback(self.fast_tasks.discard)
            queue.append(item)
        if back:
            self._release(back)

    def _release(self, ids: list[int]) -> None:
        """Claims this process gives back: the items are due for the database path at once."""
        now = utc(self.clock())
        with self.store.tx() as tx:
            tx.session.execute(
                update(Outbox)
                .where(col(Outbox.id).in_(ids), col(Outbox.status) == PENDING)
                .values(last_error=None, next_attempt_at=now)
            )
        self.claim_again = self.db_dirty = True

    async def _fast_lane(self, lane: str, queue: deque[_Item]) -> None:
        """Send a lane's handed-over items in order; a plain send is recorded later, in a batch."""
        try:
            while queue:
                self._drop_stale_tables(queue)
                item = queue.popleft()
                if _is_plain_post(item) and queue and _is_table_edit(queue[0]):
                    sent = await self._post_and_table(item, queue.popleft())
                else:
                    sent = [(item, await _send(self.transport, await self._prepare(item)))]
                for done, outcome in sent:
                    if outcome.status == "sent" and outcome.thread_id is None and not outcome.store_table:
                        self.done.append((done.id, SENT, outcome.result_id, utc(self.clock())))
                        self.report.sent += 1
                    else:
                        self._settle_now(done, outcome, queue)
        finally:
            if self.skipped_fast:
                self.skipped_fast, self.claim_again = False, True
            if self.fast.get(lane) is queue:
                del self.fast[lane]
                if lane.startswith("match:"):  # what was learned is recorded in the match row by now
                    with contextlib.suppress(ValueError):
                        self.channels.pop(int(lane[6:]), None)
                        self.tables.pop(int(lane[6:]), None)
            self.flush_soon()

    def _drop_stale_tables(self, queue: deque[_Item]) -> None:
        """Of the table edits waiting in a lane only the newest is worth sending (a burst: one edit)."""
        tables = [i for i in queue if _is_table_edit(i)]
        for stale in tables[:-1]:
            queue.remove(stale)
            self.done.append((stale.id, SUPERSEDED, None, utc(self.clock())))
            self.report.superseded += 1

    async def _post_and_table(self, post: _Item, table: _Item) -> list[tuple[_Item, _Outcome]]:
        """A move's post and the table edit after it. A table with nothing to draw goes alongside the
        post (an edit is no message of the channel: the channel's messages keep their order); one with a
        picture is drawn once the post is out."""
        if any(k in table.payload for k in LATER_KEYS):  # drawn after the post is out: a drawing
            posted = await _send(self.transport, await self._prepare(post))  # thread would hold the
            edited = await _send(self.transport, await self._prepare(table))  # post up for the GIL
            return [(post, posted), (table, edited)]
        posting = asyncio.ensure_future(_send(self.transport, await self._prepare(post)))
        try:
            edited = await _send(self.transport, await self._prepare(table))
        finally:
            posted = await posting
        return [(post, posted), (table, edited)]

    def _settle_now(self, item: _Item, outcome: _Outcome, queue: deque[_Item]) -> None:
        """A send with consequences (a thread or table made, a retry, a failure): record it at once, with
        the batch before it. A retry hands the rest of the lane to the database path, behind it."""
        if item.match_id is not None and outcome.thread_id is not None:
            self.channels[item.match_id] = outcome.thread_id
        if item.match_id is not None and outcome.store_table and outcome.result_id is not None:
            self.tables[item.match_id] = outcome.result_id
        self.db_dirty = True
        rest = [i.id for i in queue] if outcome.status == "retry" else []
        with self.store.tx() as tx:
            self._record_done(tx)
            self._settle(tx, item, outcome, claim_next=False)
            queued = tx.enqueued  # e.g. the thread's note that a player's DMs are closed
        if queued:
            self.claim_again = True
        if outcome.status == "retry":
            queue.clear()
            self.blocked.add(item.lane)
            if rest:
                self._release(rest)

    def flush_soon(self) -> None:
        """Record the plain sends once no lane is sending from memory (or the batch is big): a commit
        never holds up a request in flight, and a burst of moves costs one."""
        if not self.done or (self.fast and len(self.done) < BATCH):
            return
        if self.flusher is None or self.flusher.done():
            self.flusher = asyncio.create_task(self._flush(), name="outbox-records")

    async def _flush(self) -> None:
        """Record the plain sends in one transaction per batch (on a thread when the store allows)."""
        while self.done:
            batch, self.done = self.done, []
            if self.threaded:
                await asyncio.to_thread(self._write_done, batch)
            else:
                self._write_done(batch)

    def _write_done(self, batch: list[_Record]) -> None:
        with self.store.tx() as tx:
            self._record_done(tx, batch)

    def _record_done(self, tx: Tx, batch: list[_Record] | None = None) -> None:
        """Mark plain sends sent and skipped table edits superseded (only rows still pending)."""
        if batch is None:
            batch, self.done = self.done, []
        if not batch:
            return
        sent = [{"i": i, "r": r, "t": at} for i, status, r, at in batch if status == SENT]
        gone = [{"i": i} for i, status, _, _ in batch if status == SUPERSEDED]
        connection = tx.session.connection()
        if sent:
            connection.execute(_MARK_SENT, sent)
        if gone:
            connection.execute(_MARK_SUPERSEDED, gone)

    async def _prepare(self, item: _Item) -> _Item:
        """What a send needs that the row does not hold: the thread and table learned from sends not
        recorded yet, and the attachments made at sending time: the table's picture, a dealt hand's
        file (drawn on the drawing thread while the move's own post travels)."""
        channel = self.channels.get(item.match_id) if item.match_id is not None else None
        table = self.tables.get(item.match_id) if item.match_id is not None else None
        payload = item.payload
        if any(k in payload for k in LATER_KEYS) and (item.later is not None or self.attachments is not None):
            made = await self._make(item)
            payload = dict(payload)
            payload["files"] = [
                *payload.get("files", ()),
                *({"filename": name, "data_b64": b64encode(data).decode()} for name, data in made),
            ]
        if channel is None and table is None and payload is item.payload:
            return item
        return replace(
            item, payload=payload, channel_id=channel or item.channel_id, table_id=table or item.table_id
        )

    async def _make(self, item: _Item) -> list[tuple[str, bytes]]:
        """An attachment that fails to be made costs the attachment, never the message. Made on one
        drawing thread (one at a time: the drawing kit's caches are not shared between threads), where
        PNG and zip compression run without the interpreter lock while the loop sends; the database
        path's remaking reads the store, so on a shared in-memory store it stays on the loop."""
        later = item.later
        threaded = later is not None or self.threaded
        if later is None:
            attachments, match_id, payload = self.attachments, item.match_id, item.payload
            if attachments is None or match_id is None:
                return []
            later = functools.partial(attachments, match_id, payload)
        try:
            if not threaded:
                return later()
            if self.drawer is None:
                self.drawer = ThreadPoolExecutor(max_workers=1, thread_name_prefix="outbox-draw")
            return await asyncio.get_running_loop().run_in_executor(self.drawer, later)
        except Exception:
            log.exception("outbox item %s: its attachments failed", item.dedupe_key)
            return []

    async def wait_any(self) -> None:
        """Wait until a lane task ends; a task that was cancelled (the process is going down) cancels
        the rest and propagates."""
        done, _ = await asyncio.wait(self.tasks, return_when=asyncio.FIRST_COMPLETED)
        self._reap(done)

    def _reap(self, done: set[asyncio.Task[None]]) -> None:
        """Forget ended lane tasks; one cancelled (the process is going down) cancels the rest."""
        self.tasks -= done
        self.fast_tasks -= done
        for task in done:
            if task.cancelled():
                self.cancel()
                raise asyncio.CancelledError
            exc = task.exception()
            if exc is not None:
                log.error("outbox lane failed", exc_info=exc)

    def cancel(self) -> None:
        for task in (*self.tasks, *self.fast_tasks):
            task.cancel()
        self.tasks.clear()
        if self.drawer is not None:
            self.drawer.shutdown(wait=False)
            self.drawer = None

    def busy(self) -> bool:
        """Lanes sending, or sends not recorded yet."""
        return bool(self.tasks or self.fast_tasks or self.done or self.flushing())

    def flushing(self) -> set[asyncio.Task[None]]:
        return {self.flusher} if self.flusher is not None and not self.flusher.done() else set()

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
        """When the earliest pending item falls due. Read again only after the database path changed
        something (a claim, a settled or released item): sends from memory never make an item due."""
        if not self.db_dirty:
            return self.due
        self.db_dirty = False
        with self.store.tx() as tx:
            when = tx.session.exec(
                select(func.min(Outbox.next_attempt_at)).where(Outbox.status == PENDING)
            ).one()
        self.due = utc(when) if when is not None else None
        return self.due

    # -- one lane -------------------------------------------------------------------------------
    async def _lane(self, item: _Item | None) -> None:
        lane = item.lane if item is not None else ""
        drained = False
        try:
            while item is not None:
                outcome = await _send(self.transport, await self._prepare(item))
                with self.store.tx() as tx:
                    self._record_done(tx)
                    item = self._settle(tx, item, outcome)
                    if item is None:
                        drained = not tx.session.exec(
                            select(Outbox.id).where(Outbox.lane == lane, Outbox.status == PENDING).limit(1)
                        ).first()
        finally:
            if drained:
                self.blocked.discard(lane)
            self.claim_again = self.db_dirty = True

    def _settle(self, tx: Tx, item: _Item, outcome: _Outcome, *, claim_next: bool = True) -> _Item | None:
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
        if not claim_next:
            return None
        claimed = self._claim_in(tx, now, item.lane, 1)
        return claimed[0] if claimed else None


def _is_plain_post(item: _Item) -> bool:
    return item.kind == KIND_POST and item.payload.get("store_as") is None


def _is_table_edit(item: _Item) -> bool:
    return item.kind == KIND_EDIT and item.payload.get("message_ref") == "table"


_MARK_SENT = (
    update(Outbox)
    .where(col(Outbox.id) == bindparam("i"), col(Outbox.status) == PENDING)
    .values(
        status=SENT,
        result_message_id=bindparam("r"),
        sent_at=bindparam("t"),
        attempts=col(Outbox.attempts) + 1,
        last_error=None,
    )
)
_MARK_SUPERSEDED = (
    update(Outbox)
    .where(col(Outbox.id) == bindparam("i"), col(Outbox.status) == PENDING)
    .values(status=SUPERSEDED, last_error=None)
)


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
    default_language: Lang,
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
    tx: Tx, match_id: int, user_id: int, default_language: Lang, now: datetime | None
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
        self.attachments = attachments
        self.tag = CLAIM + (shards.tag if shards is not None else "the only process")
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
            self._delivery.receive(rows)
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

    def _purge_if_due(self) -> None:
        now = utc(self.clock())
        if self._purged_at is not None and now - self._purged_at < self.purge_every:
            return
        self._purged_at = now
        try:
            purge_delivered(self.store, now - self.retention)
        except Exception:
            log.exception("outbox purge failed")

    def _start(self) -> _Delivery:
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
        delivery.attachments = self.attachments
        try:
            released = delivery.release_own_claims()
            if released:
                log.info("outbox: %d item(s) claimed before a restart are due again", released)
            delivery.blocked_lanes()
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
                if self._claim or delivery.claim_again:
                    self._claim = delivery.claim_again = False
                    try:
                        delivery.claim()
                    except Exception:
                        log.exception("outbox claim failed")
                if await self._wait_busy(delivery):
                    continue
                self._purge_if_due()
                self.round_done.set()
                await self._idle(delivery)
            while delivery.busy():  # stopping: let the lanes in flight record what they sent
                await self._wait_busy(delivery)
        finally:
            delivery.cancel()

    async def _wait_busy(self, delivery: _Delivery) -> bool:
        """While lanes are sending (or records wait): wait for one to end or for a wake-up; True if so."""
        delivery.flush_soon()
        if not delivery.busy():
            return False
        waker = asyncio.ensure_future(self._wake.wait())
        try:
            done, _ = await asyncio.wait(
                {*delivery.tasks, *delivery.fast_tasks, *delivery.flushing(), waker},
                return_when=asyncio.FIRST_COMPLETED,
            )
        finally:
            waker.cancel()
        delivery.flush_soon()
        delivery._reap({t for t in done if t is not waker})  # type: ignore[misc]
        return True

    async def _idle(self, delivery: _Delivery) -> None:
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
