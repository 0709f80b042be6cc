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

from bot.judge.messages import norm_lang, t
from bot.judge.payloads import mention, message, nonce_for
from bot.store import FAILED, PENDING, SENT, SUPERSEDED, Outbox, Store, Tx, utc, utcnow
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
class _Item:
    """A detached copy of an outbox row (sending happens outside any transaction)."""

    id: int
    kind: str
    lane: str
    target_id: int | None
    match_id: int | None
    payload: dict[str, Any]
    dedupe_key: str
    attempts: int
    next_attempt_at: datetime


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
) -> DeliveryReport:
    """Send every pending item that is due, lane by lane in order. Safe to call at any time;
    concurrent calls on one store run one after the other."""
    report = DeliveryReport()
    async with _lock_for(store):
        for _ in range(50):  # new items (a DM-refused note) are picked up in the next round
            report.next_due = None
            if not await _round(store, transport, clock, report, default_language, max_attempts):
                break
    return report


async def _round(
    store: Store,
    transport: Transport,
    clock: Callable[[], datetime],
    report: DeliveryReport,
    default_language: str,
    max_attempts: int,
) -> bool:
    now = utc(clock())
    with store.tx() as tx:
        rows = tx.outbox(status=PENDING)
        rows = _supersede_table_edits(tx, rows, report)
        items = [
            _Item(
                r.id or 0,  # stored rows always have one
                r.kind,
                r.lane,
                r.target_id,
                r.match_id,
                dict(r.payload),
                r.dedupe_key,
                r.attempts,
                utc(r.next_attempt_at),
            )  # type: ignore[arg-type]
            for r in rows
        ]
    blocked: set[str] = set()
    progressed = False
    for item in items:
        if item.lane in blocked:
            continue
        if item.next_attempt_at > now:
            _due(report, item.next_attempt_at)
            blocked.add(item.lane)
            continue
        done = await _deliver(store, transport, item, now, report, default_language, max_attempts)
        progressed = progressed or done
        if not done:
            with store.tx() as tx:
                row = tx.session.get(Outbox, item.id)
                if row is not None:
                    _due(report, utc(row.next_attempt_at))
            blocked.add(item.lane)
    return progressed


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


def _supersede_table_edits(tx: Tx, rows: list[Outbox], report: DeliveryReport) -> list[Outbox]:
    """Of several pending table edits in one lane only the newest matters."""
    newest: dict[str, int] = {}
    for row in rows:
        if row.kind == KIND_EDIT and row.payload.get("message_ref") == "table":
            newest[row.lane] = row.id  # type: ignore[assignment]
    kept: list[Outbox] = []
    for row in rows:
        if row.kind == KIND_EDIT and row.payload.get("message_ref") == "table" and newest[row.lane] != row.id:
            row.status = SUPERSEDED
            _drop_files(row)
            tx.session.add(row)
            report.superseded += 1
        else:
            kept.append(row)
    return kept


async def _deliver(  # noqa: C901 - one delivery attempt and its every outcome in one place
    store: Store,
    transport: Transport,
    item: _Item,
    now: datetime,
    report: DeliveryReport,
    default_language: str,
    max_attempts: int,
) -> bool:
    """Send one item. True if it left the pending state (sent or failed for good)."""
    with store.tx() as tx:
        match = tx.match(item.match_id) if item.match_id is not None else None
        channel_id = item.target_id if item.target_id is not None else (match.channel_id if match else None)
        table_id = match.table_message_id if match else None
    result_id: int | None = None
    thread_id: int | None = None
    store_table = item.payload.get("store_as") == "table"
    repin = False
    try:
        if item.kind == KIND_THREAD:
            assert item.target_id is not None, "a thread needs a parent channel"
            thread_id, result_id = await transport.create_thread(
                item.target_id, str(item.payload.get("name", "")), item.payload
            )
        elif item.kind == KIND_DM:
            assert item.target_id is not None
            result_id = await transport.dm(item.target_id, item.payload)
        elif channel_id is None:
            raise PermanentError("the match has no thread (its creation failed)")
        elif item.kind == KIND_POST:
            result_id = await transport.post(channel_id, item.payload)
        elif item.kind == KIND_EDIT:
            message_id = (
                table_id if item.payload.get("message_ref") == "table" else item.payload.get("message_id")
            )
            try:
                if message_id is None:
                    raise TargetNotFound("no table message yet")
                await transport.edit(channel_id, int(message_id), item.payload)
                result_id = int(message_id)
            except TargetNotFound:
                if item.payload.get("message_ref") != "table":
                    raise
                result_id = await transport.post(channel_id, item.payload)  # the table is gone: post anew
                store_table = repin = True
        elif item.kind == KIND_PIN:
            message_id = (
                table_id if item.payload.get("message_ref") == "table" else item.payload.get("message_id")
            )
            if message_id is None:
                raise PermanentError("nothing to pin")
            await transport.pin(channel_id, int(message_id))
            result_id = int(message_id)
        else:
            raise PermanentError(f"unknown outbox kind {item.kind!r}")
    except DMRefused as exc:
        _fail(store, item, exc, report, dm_refused=True, default_language=default_language, now=now)
        return True
    except (TargetNotFound, PermanentError, AssertionError) as exc:
        _fail(store, item, exc, report)
        return True
    except Exception as exc:
        retry_after = exc.retry_after if isinstance(exc, TransientError) else None
        if not isinstance(exc, TransientError):
            log.exception("outbox item %s (%s) failed; will retry", item.id, item.dedupe_key)
        return _retry(store, item, exc, retry_after, now, report, max_attempts)
    with store.tx() as tx:
        row = tx.session.get(Outbox, item.id)
        if row is None or row.status != PENDING:
            return True
        row.status, row.result_message_id, row.sent_at = SENT, result_id, utc(now)
        row.attempts += 1
        row.last_error = None
        if item.payload.get("message_ref") == "table":
            _drop_files(row)
        tx.session.add(row)
        match = tx.match(item.match_id) if item.match_id is not None else None
        if match is not None:
            if thread_id is not None:
                match.channel_id = thread_id
            if store_table and result_id is not None:
                match.table_message_id = result_id
            tx.session.add(match)
            if repin:
                tx.enqueue(
                    kind=KIND_PIN,
                    lane=item.lane,
                    dedupe_key=f"{item.dedupe_key}:repin:{result_id}",
                    match_id=item.match_id,
                    payload={"message_ref": "table"},
                    now=now,
                )
    report.sent += 1
    return True


def _retry(
    store: Store,
    item: _Item,
    exc: Exception,
    retry_after: float | None,
    now: datetime,
    report: DeliveryReport,
    max_attempts: int,
) -> bool:
    attempts = item.attempts + 1
    with store.tx() as tx:
        row = tx.session.get(Outbox, item.id)
        if row is None or row.status != PENDING:
            return True
        row.attempts = attempts
        row.last_error = f"{type(exc).__name__}: {exc}"[:500]
        if attempts >= max_attempts:
            row.status = FAILED
            report.failed += 1
            report.errors.append(f"{item.dedupe_key}: gave up after {attempts} attempts: {row.last_error}")
        else:
            delay = retry_after if retry_after is not None else min(2.0**attempts, MAX_BACKOFF)
            row.next_attempt_at = utc(now) + timedelta(seconds=delay)
            report.retried += 1
        tx.session.add(row)
        return row.status == FAILED


def _fail(
    store: Store,
    item: _Item,
    exc: Exception,
    report: DeliveryReport,
    *,
    dm_refused: bool = False,
    default_language: str = "en",
    now: datetime | None = None,
) -> None:
    with store.tx() as tx:
        row = tx.session.get(Outbox, item.id)
        if row is None or row.status != PENDING:
            return
        row.status = FAILED
        row.attempts += 1
        row.last_error = f"{type(exc).__name__}: {exc}"[:500]
        tx.session.add(row)
        report.failed += 1
        report.errors.append(f"{item.dedupe_key}: {row.last_error}")
        if dm_refused and item.match_id is not None and item.target_id is not None:
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
    """Runs :func:`deliver_pending` whenever woken (after a commit) or when a retry falls due.

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
        retention: timedelta = RETENTION,
        purge_every: timedelta = PURGE_EVERY,
    ) -> None:
        self.store = store
        self.retention = retention
        self.purge_every = purge_every
        self._purged_at: datetime | None = None
        self.transport = transport
        self.clock = clock
        self.default_language = default_language
        self.idle_seconds = idle_seconds
        self._wake = asyncio.Event()
        self.round_done = asyncio.Event()  # set after every delivery round (tests, graceful shutdown)
        self._stopped = False
        self._loop: asyncio.AbstractEventLoop | None = None

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
        while not self._stopped:
            self._wake.clear()
            due: datetime | None = None
            try:
                report = await deliver_pending(
                    self.store, self.transport, clock=self.clock, default_language=self.default_language
                )
                due = report.next_due
            except Exception:
                log.exception("outbox delivery round failed")
            self._purge_if_due()
            self.round_done.set()
            timeout = self.idle_seconds
            if due is not None:
                timeout = max(0.05, min(timeout, (due - utc(self.clock())).total_seconds()))
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._wake.wait(), timeout)
