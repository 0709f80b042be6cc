"""The tables of tablejudge. Persistence only: no rules, no Discord.

The truth of a match is its setup + seed + the accepted posts in ``seq`` order; everything else
(the cached engine state, the pinned table) can be rebuilt from them. Discord ids are snowflakes,
so every column that holds one is a BIGINT (PostgreSQL's INTEGER would overflow).

Changing a table here needs a migration in ``bot/store/migrations/versions/``;
``tests/judge/test_store.py`` fails while the two disagree.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import JSON, BigInteger, Column, Index, LargeBinary, Text, UniqueConstraint
from sqlmodel import Field, SQLModel

from bot.store.types import UTCDateTime, utcnow

# Match.status values
PROPOSED = "proposed"  # a challenge waiting for the opponent
ACTIVE = "active"
PAUSED = "paused"
FINISHED = "finished"
CANCELLED = "cancelled"
LIVE_STATUSES = (ACTIVE, PAUSED)

# Outbox.status values
PENDING = "pending"
SENT = "sent"
FAILED = "failed"
SUPERSEDED = "superseded"  # an older table edit made pointless by a newer one

# Outbox.kind values
KIND_THREAD = "thread"  # create the match thread; its starter message is the table
KIND_POST = "post"
KIND_EDIT = "edit"
KIND_PIN = "pin"
KIND_DM = "dm"


def _snowflake(*, nullable: bool = True, index: bool = False, unique: bool = False) -> Any:
    return Field(default=None, sa_column=Column(BigInteger, nullable=nullable, index=index, unique=unique))


def _stamp(*, nullable: bool = False) -> Any:
    if nullable:
        return Field(default=None, sa_column=Column(UTCDateTime(), nullable=True))
    return Field(default_factory=utcnow, sa_column=Column(UTCDateTime(), nullable=False))


class GuildSettings(SQLModel, table=True):
    """Per-server settings. ``None`` means "use the bot's default" (config)."""

    __tablename__ = "guild_settings"

    guild_id: int = Field(sa_column=Column(BigInteger, primary_key=True, autoincrement=False))
    match_channel_id: int | None = _snowflake()  # forum channel, or text channel whose threads hold matches
    match_channel_kind: str | None = None  # "forum" | "text"
    judge_role_id: int | None = _snowflake()
    language: str | None = None  # "en" | "ru"
    deadline_hours: int | None = None
    pictures: bool | None = None  # the table picture on the pinned table and /table (None: on)
    updated_at: datetime = _stamp()


class UserSettings(SQLModel, table=True):
    """Per-user language override (wins over the server's language for what is said to that user)."""

    __tablename__ = "user_settings"

    user_id: int = Field(sa_column=Column(BigInteger, primary_key=True, autoincrement=False))
    language: str | None = None
    updated_at: datetime = _stamp()


class Match(SQLModel, table=True):
    __tablename__ = "matches"

    id: int | None = Field(default=None, primary_key=True)
    guild_id: int | None = _snowflake(index=True)
    parent_channel_id: int | None = _snowflake()  # where the thread is (to be) created
    channel_id: int | None = _snowflake(unique=True)  # the match thread; None until created
    game: str
    variant: str | None = None
    setup: dict[str, Any] = Field(default_factory=dict, sa_column=Column(JSON, nullable=False))
    seed: int = Field(sa_column=Column(BigInteger, nullable=False))
    status: str = Field(default=PROPOSED, index=True)
    table_message_id: int | None = _snowflake()
    deadline_hours: int | None = None  # None: the server's (or the bot's) default
    created_by: int | None = _snowflake()
    judge_id: int | None = _snowflake()  # the judge who created it, if one did
    result: dict[str, Any] | None = Field(default=None, sa_column=Column(JSON, nullable=True))
    created_at: datetime = _stamp()
    started_at: datetime | None = _stamp(nullable=True)
    finished_at: datetime | None = _stamp(nullable=True)


class MatchSeat(SQLModel, table=True):
    __tablename__ = "match_seats"
    __table_args__ = (UniqueConstraint("match_id", "seat", name="uq_match_seats_match_seat"),)

    id: int | None = Field(default=None, primary_key=True)
    match_id: int = Field(foreign_key="matches.id", index=True)
    seat: int
    user_id: int = Field(sa_column=Column(BigInteger, nullable=False, index=True))
    display_name: str


class Post(SQLModel, table=True):
    """An accepted post: the log a match is replayed from. Undone posts stay, marked ``undone``."""

    __tablename__ = "posts"
    __table_args__ = (UniqueConstraint("match_id", "seq", name="uq_posts_match_seq"),)

    id: int | None = Field(default=None, primary_key=True)
    match_id: int = Field(foreign_key="matches.id", index=True)
    seq: int
    seat: int
    source_key: str = Field(unique=True)  # "msg:<id>", "dm:<id>", "interaction:<id>", "judge:<uuid>"
    message_id: int | None = _snowflake()
    text: str  # what the player typed (shown, audited)
    canonical: str | None = Field(default=None, sa_column=Column(Text, nullable=True))  # what replay reads
    upload_name: str | None = None
    upload_data: bytes | None = Field(default=None, sa_column=Column(LargeBinary, nullable=True))
    private: bool = False  # answered a private decision: its text is never shown in the thread
    actor_id: int | None = _snowflake()
    actor_kind: str = "player"  # "player" | "judge"
    accepted_at: datetime = _stamp()
    undone: bool = False
    undone_at: datetime | None = _stamp(nullable=True)


class Outbox(SQLModel, table=True):
    """Something to say on Discord, written in the same transaction as the change that caused it.

    ``lane`` orders delivery: items of one lane ("match:<id>", "user:<id>", "channel:<id>") go out
    in ``id`` order, and a stuck item holds back the rest of its lane only.
    """

    __tablename__ = "outbox"
    __table_args__ = (Index("ix_outbox_status_id", "status", "id"),)

    id: int | None = Field(default=None, primary_key=True)
    match_id: int | None = Field(default=None, index=True)
    kind: str  # thread | post | edit | pin | dm
    lane: str = Field(index=True)
    target_id: int | None = _snowflake()  # user (dm), channel (post), parent (thread); None: the match thread
    payload: dict[str, Any] = Field(default_factory=dict, sa_column=Column(JSON, nullable=False))
    dedupe_key: str = Field(unique=True)
    status: str = PENDING
    attempts: int = 0
    next_attempt_at: datetime = _stamp()
    result_message_id: int | None = _snowflake()
    last_error: str | None = None
    created_at: datetime = _stamp()
    sent_at: datetime | None = _stamp(nullable=True)


class AuditLog(SQLModel, table=True):
    """What judges (and the judge service) did, and the engine's judge-only events."""

    __tablename__ = "audit_log"

    id: int | None = Field(default=None, primary_key=True)
    match_id: int | None = Field(default=None, index=True)
    guild_id: int | None = _snowflake()
    actor_id: int | None = _snowflake()
    action: str
    detail: dict[str, Any] = Field(default_factory=dict, sa_column=Column(JSON, nullable=False))
    at: datetime = _stamp()


class RefusedSource(SQLModel, table=True):
    """A message or interaction the judge refused (or could not judge). Discord may deliver it again
    later, when the same text would be legal: it is answered as a duplicate, never turned into a move."""

    __tablename__ = "refused_sources"

    source_key: str = Field(primary_key=True)  # as Post.source_key: "msg:<id>", "dm:<id>", "interaction:<id>"
    match_id: int | None = None
    at: datetime = _stamp()


class Reminder(SQLModel, table=True):
    """Since when a seat has had a decision pending, and how often it was reminded of it."""

    __tablename__ = "reminders"

    match_id: int = Field(foreign_key="matches.id", primary_key=True)
    seat: int = Field(primary_key=True, sa_column_kwargs={"autoincrement": False})
    kind: str
    decision_id: str | None = None  # the pending decision's id: a new id starts the period afresh
    private: bool = False
    pending_since: datetime = _stamp()
    periods_reminded: int = 0
    judge_notified: bool = False


metadata = SQLModel.metadata


class Snapshot(SQLModel, table=True):
    """A cache of one match's engine state after post ``seq`` (the newest only), so a restart or a first
    look replays only the posts after it. ``engine`` names the game and a hash of its code: a snapshot
    of another engine is ignored (and replaced by the next one). ``digest`` is the SHA-256 of
    ``engine`` + ``data``: a corrupted row is ignored too. The log stays the truth."""

    __tablename__ = "snapshots"

    match_id: int = Field(foreign_key="matches.id", primary_key=True)
    seq: int  # the last post (by seq, undone ones included) the state has seen
    engine: str
    fmt: str  # "pickle" or the game's own format name
    data: bytes = Field(sa_column=Column(LargeBinary, nullable=False))
    digest: str
    created_at: datetime = _stamp()
