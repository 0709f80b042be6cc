"""Persistence for the judge: sqlmodel tables, alembic migrations, and :class:`Store`."""

from bot.store.models import (
    ACTIVE,
    CANCELLED,
    FAILED,
    FINISHED,
    PAUSED,
    PENDING,
    PROPOSED,
    SENT,
    SUPERSEDED,
    AuditLog,
    GuildSettings,
    Match,
    MatchSeat,
    Outbox,
    Post,
    Reminder,
    UserSettings,
)
from bot.store.store import DuplicateSource, Store, Tx, normalize_url
from bot.store.types import utc, utcnow

__all__ = [
    "ACTIVE",
    "CANCELLED",
    "FAILED",
    "FINISHED",
    "PAUSED",
    "PENDING",
    "PROPOSED",
    "SENT",
    "SUPERSEDED",
    "AuditLog",
    "DuplicateSource",
    "GuildSettings",
    "Match",
    "MatchSeat",
    "Outbox",
    "Post",
    "Reminder",
    "Store",
    "Tx",
    "UserSettings",
    "normalize_url",
    "utc",
    "utcnow",
]
