"""The database behind the judge: an engine, migrations at startup, and short transactions.

Every change the judge makes happens inside one ``with store.tx() as tx:`` block, so an accepted
post, its outbox items and its reminders commit together or not at all ("commit first, Discord later").
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from datetime import datetime
from pathlib import Path
from typing import Any

from sqlalchemy import case, delete, event, func, text
from sqlalchemy.engine import Engine, make_url
from sqlalchemy.exc import IntegrityError
from sqlalchemy.pool import StaticPool
from sqlmodel import Session, col, create_engine, select

from bot.store.instance import InstanceLock
from bot.store.models import (
    FINISHED,
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
    UserSettings,
)
from bot.store.types import utcnow

log = logging.getLogger(__name__)

MIGRATIONS = Path(__file__).parent / "migrations"


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
    def tx(self) -> Iterator[Tx]:
        """One transaction: commit on normal exit, roll back on an exception."""
        with Session(self.engine, expire_on_commit=False) as session:
            tx = Tx(session)
            try:
                yield tx
                session.commit()
            except BaseException:
                session.rollback()
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


def _sqlite_begin(connection: Any) -> None:
    # IMMEDIATE: take the write lock up front (waiting up to busy_timeout). Two DEFERRED transactions that
    # both read and then write deadlock in SQLite, and the loser fails at once with "database is locked".
    connection.exec_driver_sql("BEGIN IMMEDIATE")


class Tx:
    """Typed helpers over one session. ``session`` is there for anything they do not cover."""

    def __init__(self, session: Session) -> None:
        self.session = session
        bind = session.get_bind()
        self.shared = bind.dialect.name == "postgresql"
        self.enqueued = 0  # outbox items added in this transaction (the caller may wake the sender)
        self.after_commit: list[Callable[[], None]] = []  # run once the commit succeeded

    def on_commit(self, hook: Callable[[], None]) -> None:
        """Run ``hook`` after a successful commit (e.g. update an in-memory cache); never on rollback."""
        self.after_commit.append(hook)

    # -- settings -------------------------------------------------------------------------------
    def guild(self, guild_id: int | None) -> GuildSettings | None:
        if guild_id is None:
            return None
        return self.session.get(GuildSettings, guild_id)

    def upsert_guild(self, guild_id: int, **fields: Any) -> GuildSettings:
        row = self.session.get(GuildSettings, guild_id) or GuildSettings(guild_id=guild_id)
        for name, value in fields.items():
            setattr(row, name, value)
        row.updated_at = utcnow()
        self.session.add(row)
        self.session.flush()
        return row

    def user_language(self, user_id: int) -> str | None:
        row = self.session.get(UserSettings, user_id)
        return row.language if row else None

    def set_user_language(self, user_id: int, language: str | None) -> None:
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
        query = (
            select(Match)
            .join(MatchSeat, col(MatchSeat.match_id) == col(Match.id))
            .where(MatchSeat.user_id == user_id, col(Match.status).in_(list(statuses)))
            .order_by(col(Match.id))
        )
        return list(self.session.exec(query))

    def seats(self, match_id: int) -> list[MatchSeat]:
        query = select(MatchSeat).where(MatchSeat.match_id == match_id).order_by(col(MatchSeat.seat))
        return list(self.session.exec(query))

    # -- posts ----------------------------------------------------------------------------------
    def post_by_source(self, source_key: str) -> Post | None:
        return self.session.exec(select(Post).where(Post.source_key == source_key)).first()

    def was_refused(self, source_key: str) -> bool:
        return self.session.get(RefusedSource, source_key) is not None

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
        """Insert ``post``; raises :class:`DuplicateSource` if its source key was seen before."""
        try:
            with self.session.begin_nested():
                self.session.add(post)
                self.session.flush()
        except IntegrityError as exc:
            if _violated(exc) == "seq":  # another writer took this seq first: not a duplicate post
                raise SeqClash(post.match_id) from exc
            raise DuplicateSource(post.source_key) from exc
        return post

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
    ) -> Outbox | None:
        """Add an outbox item unless one with ``dedupe_key`` exists (then return ``None``)."""
        if self.session.exec(select(Outbox.id).where(Outbox.dedupe_key == dedupe_key)).first() is not None:
            return None
        stamp = now or utcnow()
        item = Outbox(
            kind=kind,
            lane=lane,
            dedupe_key=dedupe_key,
            payload=payload,
            match_id=match_id,
            target_id=target_id,
            next_attempt_at=stamp,
            created_at=stamp,
        )
        self.session.add(item)
        self.session.flush()
        self.enqueued += 1
        return item

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
        self.session.add(
            AuditLog(
                action=action,
                match_id=match_id,
                guild_id=guild_id,
                actor_id=actor_id,
                detail=detail or {},
                at=at or utcnow(),
            )
        )

    def audit_log(self, match_id: int | None = None) -> list[AuditLog]:
        query = select(AuditLog)
        if match_id is not None:
            query = query.where(AuditLog.match_id == match_id)
        return list(self.session.exec(query.order_by(col(AuditLog.id))))

    def reminders(self, match_id: int) -> list[Reminder]:
        query = select(Reminder).where(Reminder.match_id == match_id).order_by(col(Reminder.seat))
        return list(self.session.exec(query))


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
