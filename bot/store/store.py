"""The database behind the judge: an engine, migrations at startup, and short transactions.

Every change the judge makes happens inside one ``with store.tx() as tx:`` block, so an accepted
post, its outbox items and its reminders commit together or not at all ("commit first, Discord later").
"""

from __future__ import annotations

import contextlib
import copy
import logging
import threading
import weakref
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from datetime import datetime
from pathlib import Path
from typing import Any

from sqlalchemy import bindparam, case, delete, event, func, insert, inspect, or_, text, update
from sqlalchemy.dialects.postgresql import insert as postgresql_insert
from sqlalchemy.dialects.sqlite import dialect as sqlite_dialect
from sqlalchemy.dialects.sqlite import insert as sqlite_insert
from sqlalchemy.engine import Connection, Engine, make_url
from sqlalchemy.exc import IntegrityError, SQLAlchemyError
from sqlalchemy.orm import make_transient_to_detached
from sqlalchemy.pool import StaticPool
from sqlalchemy.sql.dml import Delete, Insert
from sqlalchemy.sql.elements import BindParameter
from sqlmodel import Session, col, create_engine, select

from bot.store.caches import EmptiedOnChange
from bot.store.fast import Writer, one_row, run_on_cursor
from bot.store.instance import InstanceLock
from bot.store.models import (
    FAILED,
    FINISHED,
    KIND_DM,
    KIND_EDIT,
    KIND_THREAD,
    LIVE_STATUSES,
    PENDING,
    SENT,
    SUPERSEDED,
    AuditLog,
    GuildSettings,
    Match,
    MatchSeat,
    Outbox,
    Post,
    RefusedSource,
    Reminder,
    Snapshot,
    UserSettings,
    metadata,
)
from bot.store.types import utcnow

log = logging.getLogger(__name__)

MIGRATIONS = Path(__file__).parent / "migrations"

# The move path's statements, built once: building a select per call (coercions, joins) cost more CPU than
# running it. Bound parameters keep them in SQLAlchemy's compiled cache.
_MATCH_AND_DUPLICATE = (
    select(Match, Post.match_id, RefusedSource.source_key)
    .select_from(Match)
    .outerjoin(Post, col(Post.source_key) == bindparam("source_key"))
    .outerjoin(RefusedSource, col(RefusedSource.source_key) == bindparam("source_key"))
    .where(col(Match.channel_id) == bindparam("channel_id"))
)
_DUPLICATE = select(  # a DM's source key: the match of an earlier post with it, and whether it was refused
    select(Post.match_id).where(col(Post.source_key) == bindparam("source_key")).scalar_subquery(),
    select(RefusedSource.source_key)
    .where(col(RefusedSource.source_key) == bindparam("source_key"))
    .scalar_subquery(),
)
_LIVE_MATCHES_OF_USER = (
    select(Match)
    .join(MatchSeat, col(MatchSeat.match_id) == col(Match.id))
    .where(col(MatchSeat.user_id) == bindparam("user_id"), col(Match.status).in_(LIVE_STATUSES))
    .order_by(col(Match.id))
)
# the same, as SQLite's text, for the DBAPI cursor (both parameters are the source key)
_DUPLICATE_SQLITE = str(_DUPLICATE.compile(dialect=sqlite_dialect()))
_SEATS = (
    select(MatchSeat).where(col(MatchSeat.match_id) == bindparam("match_id")).order_by(col(MatchSeat.seat))
)
_SEVERAL_OF = (  # of some users, those with two live matches or more
    select(MatchSeat.user_id)
    .join(Match, col(MatchSeat.match_id) == col(Match.id))
    .where(
        col(MatchSeat.user_id).in_(bindparam("users", expanding=True)),
        col(Match.status).in_(LIVE_STATUSES),
    )
    .group_by(col(MatchSeat.user_id))
    .having(func.count(func.distinct(col(MatchSeat.match_id))) > 1)
)
_POSTS = metadata.tables[Post.__tablename__]  # Core tables: no ORM bulk-insert machinery per call
_REMINDERS = metadata.tables[Reminder.__tablename__]
_OUTBOX = metadata.tables[Outbox.__tablename__]
_AUDIT = metadata.tables[AuditLog.__tablename__]
_INSERT_AUDIT = insert(_AUDIT)
_INSERT_POST = insert(_POSTS)
_INSERT_OUTBOX = insert(_OUTBOX)
_INSERT_OUTBOX_IDS = insert(_OUTBOX).returning(_OUTBOX.c.id)  # built once: no cache key per move
_UPSERT_REMINDERS: dict[str, Insert] = {}  # by dialect
_DELETE_REMINDERS: dict[int, Delete] = {}  # by the number of seats: no expanding IN to render per call


def _delete_reminders(seats: int) -> Delete:
    statement = _DELETE_REMINDERS.get(seats)
    if statement is None:
        wanted: list[BindParameter[int]] = [bindparam(f"seat{i}") for i in range(seats)]
        statement = delete(_REMINDERS).where(
            _REMINDERS.c.match_id == bindparam("match_id"), _REMINDERS.c.seat.in_(wanted)
        )
        _DELETE_REMINDERS[seats] = statement
    return statement


def _upsert_reminders(dialect: str) -> Insert | None:
    """INSERT reminder rows, each replacing the seat's row if there is one (SQLite and PostgreSQL both
    spell it ON CONFLICT (match_id, seat) DO UPDATE); None for another database."""
    statement = _UPSERT_REMINDERS.get(dialect)
    if statement is None:
        if dialect not in ("sqlite", "postgresql"):
            return None
        dialect_insert = postgresql_insert if dialect == "postgresql" else sqlite_insert
        new = dialect_insert(_REMINDERS)
        keys = ("match_id", "seat")
        changed = {c.name: new.excluded[c.name] for c in _REMINDERS.c if c.name not in keys}
        statement = new.on_conflict_do_update(index_elements=list(keys), set_=changed)
        _UPSERT_REMINDERS[dialect] = statement
    return statement


class SeatCache:
    """The seats of each match as the last committed transaction that read them saw, for a store no other
    process writes (SQLite). Every ORM change to a ``MatchSeat`` row, in any session, drops that match's
    entry and bumps ``generation`` (``_seat_changed``); a transaction fills an entry only after its commit,
    and only if no seat changed since it read them, so an entry never holds an uncommitted seat."""

    def __init__(self) -> None:
        self.rows: dict[int, tuple[MatchSeat, ...]] = {}
        self.generation = 0
        _SEAT_CACHES.add(self)

    def drop(self, match_id: int) -> None:
        self.rows.pop(match_id, None)
        self.generation += 1


_SEAT_CACHES: weakref.WeakSet[SeatCache] = weakref.WeakSet()


class MatchCache(EmptiedOnChange):
    """A thread's match row as the last committed transaction that read it saw, for a store no other
    process writes (SQLite): a move then reads only whether its message was seen before (one Core
    statement) and gets the row without a SELECT (the judge's serial transaction: the row itself, detached;
    one with a session: ``Session.merge(load=False)``). Every ORM change to
    a ``Match`` row, in any session, empties it and bumps ``generation``; a transaction fills an entry only
    after its commit, and only if no match changed since it read the row."""

    def __init__(self) -> None:
        self.by_channel: dict[int, Match] = {}
        super().__init__(Match)

    def clear(self) -> None:
        self.by_channel.clear()


_MATCH_COLUMNS = tuple(c.name for c in metadata.tables[Match.__tablename__].c)


def _seat_changed(_mapper: Any, _connection: Any, target: MatchSeat) -> None:
    for cache in list(_SEAT_CACHES):
        cache.drop(target.match_id)


for _change in ("after_insert", "after_update", "after_delete"):
    event.listen(MatchSeat, _change, _seat_changed)


# how the outbox records a failure that can never succeed (TargetNotFound, PermanentError): a dead letter
DEAD_LETTER = ("TargetNotFound:", "PermanentError:")


def normalize_url(url: str) -> str:
    """Accept the usual spellings of a PostgreSQL URL and pick the psycopg 3 driver for them."""
    for prefix in ("postgres://", "postgresql://"):
        if url.startswith(prefix):
            return "postgresql+psycopg://" + url[len(prefix) :]
    return url


class Store:
    """Owns the SQLAlchemy engine. ``url`` is any SQLAlchemy URL; ``sqlite:///:memory:`` in tests."""

    def __init__(self, url: str = "sqlite:///:memory:", *, migrate: bool = True, echo: bool = False) -> None:
        self.url = normalize_url(url)
        parsed = make_url(self.url)
        kwargs: dict[str, Any] = {"echo": echo}
        self.is_sqlite = parsed.get_backend_name() == "sqlite"
        # Several processes may share a PostgreSQL database; they then serialise each match's changes with
        # an advisory lock (Tx.lock_match) and check their cached states against the log (Tx.log_position).
        self.shared = parsed.get_backend_name() == "postgresql"
        if self.is_sqlite:
            kwargs["connect_args"] = {"check_same_thread": False}
            database = parsed.database or ""
            if database in ("", ":memory:"):
                kwargs["poolclass"] = StaticPool  # one shared connection, or each session sees its own db
            else:
                Path(database).expanduser().parent.mkdir(parents=True, exist_ok=True)
        else:
            kwargs["pool_pre_ping"] = True
        self.engine: Engine = create_engine(self.url, **kwargs)
        # guild and user settings read on every move, written only through Tx.upsert_guild and
        # Tx.set_user_language (which drop the entry): (table, id) -> a detached row, or None for no row
        self.settings_cache: dict[tuple[str, int], Any] = {}
        self.seat_cache = SeatCache()  # read through Tx.seats_for_move; unused on a shared store
        self.match_cache = MatchCache()  # read through Tx.match_and_duplicate; unused on a shared store
        # the move's writes on the DBAPI cursor (bot.store.fast); SQLite only, others keep Core
        self.writers: dict[str, Writer] | None = (
            {t.name: Writer(t, self.engine.dialect) for t in (_POSTS, _REMINDERS, _OUTBOX, _AUDIT)}
            if self.is_sqlite
            else None
        )
        # Store.tx(serial=True)'s own connection: a SQLite file only (an in-memory database has one
        # connection, shared by everything; PostgreSQL keeps its pool and its pre-ping)
        self._serial_ok = self.is_sqlite and "poolclass" not in kwargs
        self._serial_connection: Connection | None = None
        self._serial_lock = threading.Lock()
        self._batch: Batch | None = None  # Store.batch() under way (on the thread that opened it)
        if self.is_sqlite:
            event.listen(self.engine, "connect", _sqlite_pragmas)
            event.listen(self.engine, "begin", _sqlite_begin)
        if migrate:
            self.migrate()

    def migrate(self) -> None:
        """Bring the schema to the newest alembic revision (idempotent)."""
        from alembic import command
        from alembic.config import Config

        config = Config()
        config.set_main_option("script_location", str(MIGRATIONS))
        with self.engine.begin() as connection:
            config.attributes["connection"] = connection
            command.upgrade(config, "head")

    @contextmanager
    def tx(self, *, serial: bool = False) -> Iterator[Tx]:
        """One transaction: commit on normal exit, roll back on an exception.

        ``serial``: the caller runs its transactions one at a time (the judge, under its lock). On a SQLite
        file they then run on one connection kept for them (not one taken from the pool and reset per
        move), and an ORM session is made only if the transaction asks for ``tx.session``: a move's
        statements run on the connection (see :class:`Tx`), so most moves make none."""
        batch = self._batch
        if batch is not None and batch.thread == threading.get_ident():  # a part of Store.batch()
            with self._nested_tx(batch) as tx:
                yield tx
            return
        # one transaction at a time on the kept connection: another thread's (or a nested one) takes the pool
        if serial and self._serial_ok and self._serial_lock.acquire(blocking=False):
            try:
                with self._serial_tx() as tx:
                    yield tx
            finally:
                self._serial_lock.release()
            return
        with Session(self.engine, expire_on_commit=False) as session:
            tx = Tx(session, self)
            try:
                yield tx
                tx.write_outbox()
                tx.write_audit()
                session.commit()
            except BaseException:
                session.rollback()
                for undo in tx.after_rollback:
                    undo()
                raise
        for hook in tx.after_commit:
            hook()

    @contextmanager
    def batch(self) -> Iterator[Batch]:
        """Many transactions, one commit (the catch-up judges a backlog so: a commit with its fsync per
        post cost more than judging it). While it is open, every ``tx()`` of this thread is a SAVEPOINT in
        it: a failing one rolls back alone, as its own transaction would; a released one runs its
        ``after_commit`` hooks at once (they only update caches, which later parts must see), but the
        items it wrote claimed are collected in :attr:`Batch.handed`, to be handed to the sender only after
        the commit: nothing of the batch reaches Discord before it is durable. A batch that fails to
        commit empties every cache its parts filled. Other threads' transactions are not part of it."""
        batch = self._batch
        if batch is not None and batch.thread == threading.get_ident():
            yield batch  # a batch inside a batch: the outer one commits
            return
        try:
            with self.tx(serial=True) as outer:
                batch = Batch(outer.connection, threading.get_ident())
                self._batch = batch
                try:
                    yield batch
                finally:
                    self._batch = None
        except BaseException:
            self.forget_cached()
            raise

    def forget_cached(self) -> None:
        """Empty the store's row caches (after a rollback of changes whose hooks already filled them)."""
        self.settings_cache.clear()
        self.seat_cache.rows.clear()
        self.seat_cache.generation += 1
        self.match_cache.drop()

    @contextmanager
    def _nested_tx(self, batch: Batch) -> Iterator[Tx]:
        connection = batch.connection
        tx = Tx(None, self, connection=connection)
        savepoint = connection.begin_nested()
        try:
            yield tx
            tx.write_outbox()
            tx.write_audit()
            if tx.has_session:
                tx.session.commit()  # the session's own savepoint, inside ours
                tx.session.close()
            savepoint.commit()
        except BaseException:
            if tx.has_session:
                with contextlib.suppress(Exception):
                    tx.session.close()
            if savepoint.is_active:
                savepoint.rollback()
            for undo in tx.after_rollback:
                undo()
            raise
        batch.handed += tx.handed  # handed over after the batch commits (Batch.handed)
        batch.enqueued += tx.enqueued
        tx.handed, tx.enqueued = [], 0
        for hook in tx.after_commit:
            hook()

    @property
    def serial_connection(self) -> Connection | None:
        """The connection ``tx(serial=True)`` keeps, once it has one (benchmarks trace its statements)."""
        return self._serial_connection

    @contextmanager
    def _serial_tx(self) -> Iterator[Tx]:
        connection = self._serial_connection
        if connection is None:
            connection = self._serial_connection = self.engine.connect()
        tx = Tx(None, self, connection=connection)
        try:
            transaction = connection.begin()  # BEGIN IMMEDIATE (_sqlite_begin): the write lock first
            try:
                yield tx
                tx.write_outbox()
                tx.write_audit()
                if tx.has_session:
                    tx.session.commit()  # a flush only: it joined our transaction, which commits here
                transaction.commit()
            except BaseException:
                if transaction.is_active:
                    transaction.rollback()
                raise
            finally:
                if tx.has_session:
                    tx.session.close()
        except BaseException:
            for undo in tx.after_rollback:
                undo()
            if not _idle(connection):  # in doubt (a failed commit, a lost connection): start on a new one
                self._serial_connection = None
                with contextlib.suppress(Exception):
                    connection.close()
            raise
        for hook in tx.after_commit:
            hook()

    def lock_instance(self) -> InstanceLock:
        """Refuse to be the second judge process on this database (raises :class:`AlreadyRunning`)."""
        self.instance_lock = InstanceLock(self.engine).acquire()
        return self.instance_lock

    def close(self) -> None:
        lock = getattr(self, "instance_lock", None)
        if lock is not None:
            lock.release()
        if self._serial_connection is not None:
            with contextlib.suppress(Exception):
                self._serial_connection.close()
            self._serial_connection = None
        self.engine.dispose()


def _sqlite_pragmas(dbapi_connection: Any, _record: Any) -> None:
    # pysqlite opens a transaction only before INSERT/UPDATE/DELETE, so a SAVEPOINT (tx.add_post) after
    # mere SELECTs became the outermost transaction and its RELEASE committed the post on its own: a
    # rollback (or a crash) then kept the post without its outbox items. SQLAlchemy's documented fix:
    # turn pysqlite's transaction handling off and emit BEGIN ourselves (_sqlite_begin).
    dbapi_connection.isolation_level = None
    cursor = dbapi_connection.cursor()
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.execute("PRAGMA busy_timeout=5000")
    # WAL: one fsync per commit instead of the rollback journal's several, and readers never block the
    # writer. synchronous stays FULL: a committed move survives a power cut, not only a crash.
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.execute("PRAGMA synchronous=FULL")
    cursor.close()


def _idle(connection: Connection) -> bool:
    """A kept connection fit for the next transaction: open, valid, and in no transaction at all (neither
    SQLAlchemy's nor SQLite's: a COMMIT that failed leaves SQLite's open)."""
    if connection.closed or connection.invalidated or connection.in_transaction():
        return False
    try:
        dbapi = connection.connection.dbapi_connection
    except SQLAlchemyError:
        return False
    return not getattr(dbapi, "in_transaction", True)


def _sqlite_begin(connection: Any) -> None:
    # IMMEDIATE: take the write lock up front (waiting up to busy_timeout). Two DEFERRED transactions that
    # both read and then write deadlock in SQLite, and the loser fails at once with "database is locked".
    # On the DBAPI connection itself: this runs at the start of every transaction, and SQLAlchemy's
    # execution path would cost more than the statement.
    run_on_cursor(connection, "BEGIN IMMEDIATE")


class Batch:
    """A :meth:`Store.batch` under way: its connection, its thread, and what its parts queued for the
    sender (handed over, and the sender woken, by the batch's owner after the commit)."""

    def __init__(self, connection: Connection, thread: int) -> None:
        self.connection = connection
        self.thread = thread
        self.handed: list[dict[str, Any]] = []  # rows written claimed by this process's sender
        self.enqueued = 0  # outbox items written


class Tx:
    """Typed helpers over one transaction. ``session`` is there for anything they do not cover; the
    move's own statements (bot.store.fast, Core) run on ``connection`` and make no session."""

    def __init__(
        self, session: Session | None, store: Store | None = None, *, connection: Connection | None = None
    ) -> None:
        # either a session, or (Store.tx(serial=True)) a connection in a transaction: a session joins it
        # when first asked for
        self._session = session
        self._connection = connection
        bind = connection if connection is not None else session.get_bind()  # type: ignore[union-attr]
        self.shared = bind.dialect.name == "postgresql"
        self._matches: dict[int, Match] = {}  # cached match rows given out detached (no session has them)
        self._settings: dict[tuple[str, int], Any] = store.settings_cache if store is not None else {}
        self._seat_cache = store.seat_cache if store is not None and not self.shared else None
        self._match_cache = store.match_cache if store is not None and not self.shared else None
        self._writers = store.writers if store is not None else None
        self._outbox_rows: list[dict[str, Any]] = []  # enqueued, written in one INSERT before commit
        self.audit_rows: list[dict[str, Any]] = []  # logged, written in one INSERT before commit
        self._outbox_keys: set[str] = set()
        self.unchecked_match: int | None = None  # the match of a post added unchecked (its clash names it)
        self.enqueued = 0  # outbox items added in this transaction (the caller may wake the sender)
        self.dm_targets: set[int] = set()  # the users this transaction sends a DM (outbox kind "dm")
        # (claimer tag, lease end): set by a judge whose process delivers its own items (an OutboxWorker
        # is attached): the items are written already claimed by it and handed over in memory after the
        # commit, so no claiming transaction stands between a move's commit and its first request
        self.claim: tuple[str, datetime] | None = None
        self.handed: list[dict[str, Any]] = []  # the rows written claimed, with their ids (after commit)
        self._later: list[Any] = []  # per enqueued row: what makes its attachments when sent (memory only)
        self.after_commit: list[Callable[[], None]] = []  # run once the commit succeeded
        self.after_rollback: list[Callable[[], None]] = []  # run once it rolled back (or failed to commit)

    @property
    def session(self) -> Session:
        """The ORM session (on a serial transaction made now, in its transaction, if there is none)."""
        if self._session is None:
            self._session = Session(self._connection, expire_on_commit=False)
        return self._session

    @property
    def has_session(self) -> bool:
        return self._session is not None

    @property
    def connection(self) -> Connection:
        """The transaction's connection, for Core and the cursor, without making a session for it."""
        if self._connection is None:
            self._connection = self.session.connection()
        return self._connection

    def flush(self) -> None:
        """Write pending ORM changes first (there are none without a session)."""
        if self._session is not None:
            self._session.flush()

    def on_commit(self, hook: Callable[[], None]) -> None:
        """Run ``hook`` after a successful commit (e.g. update an in-memory cache); never on rollback."""
        self.after_commit.append(hook)

    # -- settings -------------------------------------------------------------------------------
    def _cached(self, model: Any, key: int) -> Any:
        """A settings row by primary key (None: no row), read once per process on a store no other process
        writes."""
        if self.shared:  # another process may change them: read each time
            return self.session.get(model, key)
        slot = (model.__tablename__, key)
        if slot in self._settings:
            return self._settings[slot]
        row = self.session.get(model, key)
        copy = None if row is None else model(**row.model_dump())  # transient: no rollback expires it
        self._settings[slot] = copy
        return copy

    def _forget(self, model: Any, key: int) -> None:
        slot = (model.__tablename__, key)
        self._settings.pop(slot, None)
        self.on_commit(lambda: self._settings.pop(slot, None))

    def guild(self, guild_id: int | None) -> GuildSettings | None:
        if guild_id is None:
            return None
        return self._cached(GuildSettings, guild_id)  # type: ignore[no-any-return]

    def upsert_guild(self, guild_id: int, **fields: Any) -> GuildSettings:
        self._forget(GuildSettings, guild_id)
        row = self.session.get(GuildSettings, guild_id) or GuildSettings(guild_id=guild_id)
        for name, value in fields.items():
            setattr(row, name, value)
        row.updated_at = utcnow()
        self.session.add(row)
        self.session.flush()
        return row

    def user_language(self, user_id: int) -> str | None:
        row = self._cached(UserSettings, user_id)
        return row.language if row else None

    def set_user_language(self, user_id: int, language: str | None) -> None:
        self._forget(UserSettings, user_id)
        row = self.session.get(UserSettings, user_id) or UserSettings(user_id=user_id)
        row.language = language
        row.updated_at = utcnow()
        self.session.add(row)

    # -- matches --------------------------------------------------------------------------------
    def add_match(self, match: Match, seats: Sequence[tuple[int, str]]) -> Match:
        """Insert ``match`` and its seats (``(user_id, display_name)`` in seat order)."""
        self.session.add(match)
        self.session.flush()
        assert match.id is not None
        for seat, (user_id, name) in enumerate(seats):
            self.session.add(MatchSeat(match_id=match.id, seat=seat, user_id=user_id, display_name=name))
        self.session.flush()
        return match

    def match(self, match_id: int) -> Match | None:
        return self.session.get(Match, match_id)

    def lock_match(self, match: Match) -> None:
        """Serialise changes to ``match`` across processes until this transaction ends, then re-read the
        row (another process may have changed it while we waited). PostgreSQL: a transaction-scoped
        advisory lock on (1, match id). SQLite: nothing to do, BEGIN IMMEDIATE already serialises."""
        if not self.shared or match.id is None:
            return
        self.session.execute(text("SELECT pg_advisory_xact_lock(1, :id)"), {"id": match.id})
        self.session.refresh(match)

    def log_position(self, match_id: int) -> tuple[int, int]:
        """Where a match's log stands: (highest seq, number of undone posts). Both only grow, so a cached
        state made at another position is stale (another process moved or undid the match)."""
        undone = func.coalesce(func.sum(case((col(Post.undone), 1), else_=0)), 0)
        row = self.session.exec(
            select(func.coalesce(func.max(Post.seq), 0), undone).where(Post.match_id == match_id)
        ).one()
        return int(row[0]), int(row[1])

    def match_by_channel(self, channel_id: int) -> Match | None:
        return self.session.exec(select(Match).where(Match.channel_id == channel_id)).first()

    def matches(self, statuses: Iterable[str] = LIVE_STATUSES) -> list[Match]:
        query = select(Match).where(col(Match.status).in_(list(statuses))).order_by(col(Match.id))
        return list(self.session.exec(query))

    def matches_of_user(self, user_id: int, statuses: Iterable[str] = LIVE_STATUSES) -> list[Match]:
        if statuses is LIVE_STATUSES:  # every DM move asks this: the statement built once
            return list(self.session.exec(_LIVE_MATCHES_OF_USER, params={"user_id": user_id}))
        query = (
            select(Match)
            .join(MatchSeat, col(MatchSeat.match_id) == col(Match.id))
            .where(MatchSeat.user_id == user_id, col(Match.status).in_(list(statuses)))
            .order_by(col(Match.id))
        )
        return list(self.session.exec(query))

    def in_several_matches_of(self, user_ids: Iterable[int]) -> set[int]:
        """Of ``user_ids``, those who sit in more than one live match: one statement for them all (a deal
        asks both players at once)."""
        wanted = sorted(set(user_ids))
        if not wanted:
            return set()
        self.flush()  # a match started in this transaction counts (as the ORM's autoflush did)
        rows = self.connection.execute(_SEVERAL_OF, {"users": wanted})
        return {int(u) for u in rows.scalars()}

    def seats(self, match_id: int) -> list[MatchSeat]:
        """The seats of a match as rows of this session (a caller may change them)."""
        return list(self.session.exec(_SEATS, params={"match_id": match_id}))

    def seats_for_move(self, match_id: int) -> list[MatchSeat]:
        """The seats of a match, read-only: on a store no other process writes, from the store's
        :class:`SeatCache` (no statement); else as :meth:`seats`. Never change or ``add`` the rows returned
        (they are detached copies shared between transactions)."""
        cache = self._seat_cache
        if cache is None:
            return self.seats(match_id)
        cached = cache.rows.get(match_id)
        if cached is not None:
            return list(cached)
        generation = cache.generation
        rows = tuple(MatchSeat.model_validate(s.model_dump()) for s in self.seats(match_id))

        def keep() -> None:
            if cache.generation == generation:  # no seat changed since the read (and this tx committed)
                cache.rows[match_id] = rows

        self.on_commit(keep)
        return list(rows)

    # -- posts ----------------------------------------------------------------------------------
    def match_and_duplicate(self, channel_id: int, source_key: str) -> tuple[Match | None, int | None, bool]:
        """The match of a thread and, in the same statement, the match of an earlier post with
        ``source_key`` (a replayed gateway event) or None, and whether that key was refused once."""
        cache = self._match_cache
        if cache is not None:
            # the write lock first (BEGIN IMMEDIATE): a change committed before it has emptied the
            # cache, and none can come while this transaction holds it
            _ = self.connection
            cached = cache.by_channel.get(channel_id)
            if cached is not None:
                earlier, refused = self.duplicate(source_key)
                if self._session is not None:
                    return self.session.merge(cached, load=False), earlier, refused
                return self._detached(cache, cached), earlier, refused
        params = {"channel_id": channel_id, "source_key": source_key}
        row = self.session.exec(_MATCH_AND_DUPLICATE, params=params).first()
        if row is None:
            return None, None, False
        if cache is not None:
            # a copy (its JSON too): the row of this session may still be changed by the transaction
            generation = cache.generation
            values = copy.deepcopy({c: getattr(row[0], c) for c in _MATCH_COLUMNS})

            def keep() -> None:
                if cache.generation == generation:  # no match changed since the read (and it committed)
                    kept = Match(**values)
                    make_transient_to_detached(kept)
                    cache.by_channel[channel_id] = kept

            self.on_commit(keep)
        return row[0], row[1], row[2] is not None

    def _detached(self, cache: MatchCache, cached: Match) -> Match:
        """A serial transaction with no session gets the cached row itself, detached (the judge's moves are
        serial: nothing else holds it). Whoever changes it adds it to the session, and the flush empties
        the cache; a change never flushed, or a rollback, empties it too."""
        assert cached.id is not None
        self._matches[cached.id] = cached
        self.after_rollback.append(cache.drop)

        def unflushed() -> None:
            if inspect(cached).modified:
                cache.drop()

        self.on_commit(unflushed)
        return cached

    def duplicate(self, source_key: str) -> tuple[int | None, bool]:
        """For a message seen before: the match of the post it became (or None), and whether it was
        refused once. One statement, built once."""
        if self._writers is not None:  # SQLite: on the cursor (every move asks)
            earlier, refused = one_row(self.connection, _DUPLICATE_SQLITE, (source_key, source_key))
        else:
            earlier, refused = self.connection.execute(_DUPLICATE, {"source_key": source_key}).one()
        return earlier, refused is not None

    def remember_refused(self, source_key: str, match_id: int | None, at: datetime | None = None) -> None:
        """Record a refused message id (idempotent), so a redelivery of it is a duplicate (issue 8)."""
        if self.session.get(RefusedSource, source_key) is None:
            self.session.add(RefusedSource(source_key=source_key, match_id=match_id, at=at or utcnow()))

    def posts(self, match_id: int, *, include_undone: bool = False) -> list[Post]:
        query = select(Post).where(Post.match_id == match_id)
        if not include_undone:
            query = query.where(col(Post.undone).is_(False))
        return list(self.session.exec(query.order_by(col(Post.seq))))

    def next_seq(self, match_id: int) -> int:
        """Seqs are never reused, undone posts included, so a seq names one post forever."""
        top = self.session.exec(select(func.max(Post.seq)).where(Post.match_id == match_id)).one()
        return 1 if top is None else int(top) + 1

    def add_post(self, post: Post) -> Post:
        """Insert ``post`` in a savepoint; raises :class:`DuplicateSource` if its source key was seen
        before, :class:`SeqClash` if another writer took its seq. (A move whose source key was looked up
        already uses :meth:`insert_post`.)"""
        try:
            with self.session.begin_nested():
                self.session.add(post)
                self.session.flush()
        except IntegrityError as exc:
            if _violated(exc) == "seq":  # another writer took this seq first: not a duplicate post
                raise SeqClash(post.match_id) from exc
            raise DuplicateSource(post.source_key) from exc
        return post

    def insert_post(self, **values: Any) -> None:
        """Insert an accepted post (the columns of :class:`Post`) whose source key the caller looked up in
        this transaction already, under the write lock: one Core INSERT, no ORM object, no savepoint. A
        clash on its unique keys after all (another writer took the seq; the source key) fails the whole
        transaction with ``IntegrityError`` (:func:`post_clash` tells which)."""
        self.unchecked_match = values["match_id"]
        row = {"undone": False, "undone_at": None, **values}
        if self._writers is not None:
            self._writers[_POSTS.name].insert(self.connection, [row])
        else:
            self.connection.execute(_INSERT_POST, row)

    # -- outbox ---------------------------------------------------------------------------------
    def enqueue(
        self,
        *,
        kind: str,
        lane: str,
        dedupe_key: str,
        payload: dict[str, Any],
        match_id: int | None = None,
        target_id: int | None = None,
        now: datetime | None = None,
        later: Callable[[], list[tuple[str, bytes]]] | None = None,
        fresh: bool = False,
    ) -> dict[str, Any] | None:
        """Add an outbox item unless one with ``dedupe_key`` exists (then return ``None``); returns the
        row's values. The row is written with the rest at commit (one batched INSERT). ``fresh``: the
        caller knows the key is new (it names a post seq this transaction inserts, and (match, seq) is
        unique), so the dedupe look-up in the database is skipped; keys queued in this transaction are
        still checked."""
        if dedupe_key in self._outbox_keys:
            return None
        if not fresh and (
            self.session.exec(select(Outbox.id).where(Outbox.dedupe_key == dedupe_key)).first() is not None
        ):
            return None
        stamp = now or utcnow()
        item: dict[str, Any] = {
            "kind": kind,
            "lane": lane,
            "dedupe_key": dedupe_key,
            "payload": payload,
            "match_id": match_id,
            "target_id": target_id,
            "status": PENDING,
            "attempts": 0,
            "next_attempt_at": stamp,
            "created_at": stamp,
        }
        self._outbox_rows.append(item)
        self._later.append(later)
        self._outbox_keys.add(dedupe_key)
        self.enqueued += 1
        if kind == KIND_DM and target_id is not None:
            self.dm_targets.add(target_id)
        return item

    def write_outbox(self) -> None:
        """Write the items enqueued so far (one executemany INSERT). Called before commit and before
        reading the outbox in the same transaction."""
        if not self._outbox_rows:
            return
        rows, self._outbox_rows = self._outbox_rows, []
        laters, self._later = self._later, []
        writer = self._writers[_OUTBOX.name] if self._writers is not None else None
        if self.claim is None:
            if writer is not None:
                writer.insert(self.connection, rows)
            else:
                self.connection.execute(_INSERT_OUTBOX, rows)  # Core: no ORM bulk machinery
            return
        tag, until = self.claim
        if self.shared:
            # several processes: a lane with another's pending item goes on in order through the
            # database (another process may be sending the item before ours: the same match's thread
            # gets the moves judged from DMs on another shard)
            others = set(
                self.session.execute(
                    select(Outbox.lane)
                    .where(
                        col(Outbox.lane).in_({row["lane"] for row in rows}),
                        col(Outbox.status) == PENDING,
                        or_(col(Outbox.last_error).is_(None), col(Outbox.last_error) != tag),
                    )
                    .distinct()
                ).scalars()
            )
            unclaimed = [row for row in rows if row["lane"] in others]
            if unclaimed:
                self.connection.execute(_INSERT_OUTBOX, unclaimed)
                kept = [
                    (row, later) for row, later in zip(rows, laters, strict=True) if row["lane"] not in others
                ]
                rows, laters = [row for row, _ in kept], [later for _, later in kept]
                if not rows:
                    return
        for row in rows:
            row["last_error"], row["next_attempt_at"] = tag, until
        # one multi-row INSERT: SQLite and PostgreSQL number its rows in VALUES order, so the sorted ids
        # are the rows' (sort_by_parameter_order would cost one INSERT per row on SQLite)
        if writer is not None:
            ids = sorted(writer.insert(self.connection, rows, returning="id"))
        else:
            ids = sorted(self.connection.execute(_INSERT_OUTBOX_IDS, rows).scalars())
        matches: dict[int | None, Match | None] = {None: None}
        for row, row_id, later in zip(rows, ids, laters, strict=True):
            # the match row is in this session already (no query): its thread and table as committed
            match_id = row["match_id"]
            if match_id not in matches:  # not None (it is there already)
                known = self._matches.get(match_id)
                matches[match_id] = known if known is not None else self.session.get(Match, match_id)
            match = matches[match_id]
            self.handed.append(
                {
                    **row,
                    "id": row_id,
                    "later": later,
                    "channel_id": match.channel_id if match is not None else None,
                    "table_id": match.table_message_id if match is not None else None,
                }
            )

    def purge_delivered(self, finished_before: datetime) -> int:
        """Delete the delivered outbox items (sent, or superseded by a newer table edit) of matches that
        finished before ``finished_before``. Nothing sends or dedupes against them any more, and their
        payloads (a Hand.xlsx per dealing DM) are most of the database. Returns how many went."""
        done = select(Match.id).where(Match.status == FINISHED, col(Match.finished_at) < finished_before)
        result = self.session.execute(
            delete(Outbox).where(col(Outbox.status).in_([SENT, SUPERSEDED]), col(Outbox.match_id).in_(done))
        )
        return int(getattr(result, "rowcount", 0) or 0)

    def outbox(self, *, status: str | None = PENDING, match_id: int | None = None) -> list[Outbox]:
        self.write_outbox()
        query = select(Outbox)
        if status is not None:
            query = query.where(Outbox.status == status)
        if match_id is not None:
            query = query.where(Outbox.match_id == match_id)
        return list(self.session.exec(query.order_by(col(Outbox.id))))

    # -- audit and reminders --------------------------------------------------------------------
    def audit(
        self,
        action: str,
        *,
        match_id: int | None = None,
        guild_id: int | None = None,
        actor_id: int | None = None,
        detail: dict[str, Any] | None = None,
        at: datetime | None = None,
    ) -> None:
        # written with the outbox before the commit, in one INSERT (no ORM object to flush: a deal
        # logs several judge-only events, and a private ask's flush used to write them one by one)
        self.audit_rows.append(
            {
                "action": action,
                "match_id": match_id,
                "guild_id": guild_id,
                "actor_id": actor_id,
                "detail": detail or {},
                "at": at or utcnow(),
            }
        )

    def write_audit(self) -> None:
        """Write the audit rows logged so far (before commit, and before reading the log)."""
        if not self.audit_rows:
            return
        rows, self.audit_rows = self.audit_rows, []
        if self._writers is not None:
            self._writers[_AUDIT.name].insert(self.connection, rows)
        else:
            self.connection.execute(_INSERT_AUDIT, rows)

    def audit_log(self, match_id: int | None = None) -> list[AuditLog]:
        self.write_audit()
        query = select(AuditLog)
        if match_id is not None:
            query = query.where(AuditLog.match_id == match_id)
        return list(self.session.exec(query.order_by(col(AuditLog.id))))

    def replace_reminders(self, match_id: int, seats: Iterable[int], rows: Sequence[dict[str, Any]]) -> None:
        """Rewrite the reminders of ``seats`` as ``rows`` (the columns of :class:`Reminder`; a seat without
        a row loses its reminder), without reading them first, in Core (no ORM objects to build and
        flush): one DELETE of the seats that lost theirs, one UPSERT of ``rows`` (a row there or not)."""
        if not rows and not seats:
            return
        self.flush()  # reminder rows changed through the ORM in this transaction go first
        connection = self.connection
        upsert = _upsert_reminders(connection.dialect.name)
        # with no UPSERT (neither SQLite nor PostgreSQL): every seat's row goes, then rows are inserted
        gone = sorted(set(seats) - ({row["seat"] for row in rows} if upsert is not None else set()))
        writer = self._writers[_REMINDERS.name] if self._writers is not None else None
        if gone and writer is not None:
            writer.delete(connection, {"match_id": match_id}, ("seat", gone))
        elif gone:
            params = {"match_id": match_id, **{f"seat{i}": seat for i, seat in enumerate(gone)}}
            connection.execute(_delete_reminders(len(gone)), params)
        if rows and writer is not None:
            writer.insert(connection, rows, conflict=("match_id", "seat"))
        elif rows:
            connection.execute(upsert if upsert is not None else insert(_REMINDERS), list(rows))

    def clear_reminders(self, match_id: int) -> None:
        self.session.execute(delete(Reminder).where(col(Reminder.match_id) == match_id))

    # -- snapshots ------------------------------------------------------------------------------
    def snapshot(self, match_id: int) -> Snapshot | None:
        return self.session.get(Snapshot, match_id)

    def save_snapshot(self, snapshot: Snapshot, *, replace: bool) -> None:
        """Keep ``snapshot`` as the match's newest: ``replace`` an existing row (one UPDATE) or add the
        first (one INSERT at commit)."""
        if not replace:
            self.session.add(snapshot)
            return
        values = {
            "seq": snapshot.seq,
            "engine": snapshot.engine,
            "fmt": snapshot.fmt,
            "data": snapshot.data,
            "digest": snapshot.digest,
            "created_at": snapshot.created_at,
        }
        done = self.session.execute(
            update(Snapshot).where(col(Snapshot.match_id) == snapshot.match_id).values(**values)
        )
        if not getattr(done, "rowcount", 1):
            self.session.add(snapshot)

    def drop_snapshot(self, match_id: int) -> None:
        self.session.execute(delete(Snapshot).where(col(Snapshot.match_id) == match_id))

    def posts_after(self, match_id: int, seq: int) -> list[Post]:
        query = select(Post).where(Post.match_id == match_id, Post.seq > seq, col(Post.undone).is_(False))
        return list(self.session.exec(query.order_by(col(Post.seq))))

    def unsynced_tables(self, statuses: Iterable[str] = LIVE_STATUSES) -> list[int]:
        """Live matches whose newest table item (thread or table edit) failed to go out (a pending one is
        still delivered). Reads only failed items (the status index), then those matches' newest."""
        table_kinds = [KIND_THREAD, KIND_EDIT]
        failed = select(Outbox.match_id).where(Outbox.status == FAILED, col(Outbox.kind).in_(table_kinds))
        candidates = sorted({int(m) for m in self.session.exec(failed.distinct()) if m is not None})
        if not candidates:
            return []
        newest = (
            select(func.max(Outbox.id))
            .join(Match, col(Match.id) == col(Outbox.match_id))
            .where(
                col(Outbox.match_id).in_(candidates),
                col(Outbox.kind).in_(table_kinds),
                col(Match.status).in_(list(statuses)),
            )
            .group_by(col(Outbox.match_id))
        )
        query = select(Outbox.match_id).where(
            col(Outbox.id).in_(newest),
            Outbox.status == FAILED,
            # a dead letter: Discord said the thread or channel is gone, or refused for good. A re-sync
            # would fail the same way at every start (issue 24); the failed row stays for the judge to see
            or_(
                col(Outbox.last_error).is_(None),
                ~(
                    col(Outbox.last_error).startswith(DEAD_LETTER[0])
                    | col(Outbox.last_error).startswith(DEAD_LETTER[1])
                ),
            ),
        )
        return sorted(int(m) for m in self.session.exec(query) if m is not None)

    def live_match_ids(self, statuses: Iterable[str] = LIVE_STATUSES) -> list[int]:
        query = select(Match.id).where(col(Match.status).in_(list(statuses))).order_by(col(Match.id))
        return [int(i) for i in self.session.exec(query) if i is not None]

    def waiting_reminders(self, status: str, since_before: datetime) -> list[tuple[Match, list[Reminder]]]:
        """Matches in ``status`` with their reminder rows pending since before ``since_before``, in match
        order: one query, however many matches are live (the reminder tick reads them all)."""
        query = (
            select(Match, Reminder)
            .join(Reminder, col(Reminder.match_id) == col(Match.id))
            .where(Match.status == status, col(Reminder.pending_since) <= since_before)
            .order_by(col(Match.id), col(Reminder.seat))
        )
        grouped: dict[int, tuple[Match, list[Reminder]]] = {}
        for match, row in self.session.exec(query):
            grouped.setdefault(row.match_id, (match, []))[1].append(row)
        return list(grouped.values())

    def reminders(self, match_id: int) -> list[Reminder]:
        query = select(Reminder).where(Reminder.match_id == match_id).order_by(col(Reminder.seat))
        return list(self.session.exec(query))


def post_clash(exc: IntegrityError) -> str | None:
    """For a post inserted unchecked (:meth:`Tx.insert_post`) that failed: "seq", "source",
    or None when the error is about another table."""
    text = str(exc.orig)
    name = getattr(getattr(exc.orig, "diag", None), "constraint_name", None) or ""
    if "posts" not in text and not name.startswith(("posts", "uq_posts")):
        return None
    return _violated(exc)


def _violated(exc: IntegrityError) -> str:
    """Which unique key of ``posts`` an insert broke: "seq" (match_id, seq) or "source" (source_key).
    PostgreSQL names the constraint; SQLite names the columns in its message."""
    orig = exc.orig
    name = getattr(getattr(orig, "diag", None), "constraint_name", None) or ""
    if name:
        return "seq" if name == "uq_posts_match_seq" else "source"
    message = str(orig)
    return "seq" if "posts.seq" in message or "uq_posts_match_seq" in message else "source"


class SeqClash(Exception):
    """Two writers gave one match the same next seq; the loser's transaction is retried, never dropped."""

    def __init__(self, match_id: int) -> None:
        super().__init__(match_id)
        self.match_id = match_id


class DuplicateSource(Exception):
    """A post with this source key is already in the log (a redelivered message or interaction)."""
