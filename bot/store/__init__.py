"""Persistence for the judge: sqlmodel tables, alembic migrations, and :class:`Store`.

Every table module is imported here, so ``bot.store.models.metadata`` (migrations, the drift test) sees them all.
"""

from bot.store.cursor_models import ChannelCursor, ScheduledDeletion
from bot.store.instance import AlreadyRunning
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
    Snapshot,
    UserSettings,
)
from bot.store.practice_models import PracticeSeat
from bot.store.store import DuplicateSource, SeqClash, Store, Tx, normalize_url
from bot.store.tournament_models import TournamentEntry, TournamentMatch, TournamentRecord
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
    "AlreadyRunning",
    "AuditLog",
    "ChannelCursor",
    "DuplicateSource",
    "GuildSettings",
    "Match",
    "MatchSeat",
    "Outbox",
    "Post",
    "PracticeSeat",
    "Reminder",
    "ScheduledDeletion",
    "SeqClash",
    "Snapshot",
    "Store",
    "TournamentEntry",
    "TournamentMatch",
    "TournamentRecord",
    "Tx",
    "UserSettings",
    "normalize_url",
    "utc",
    "utcnow",
]
